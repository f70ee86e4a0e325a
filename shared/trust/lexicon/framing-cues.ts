// Framing cues, translated systematically: one table per cue CONCEPT, one row per language, in the languages of
// lexicon/agent-cues.ts.
//
// An injection frames the mail as something other than a letter to a person: a chat transcript whose lines a model
// reads as turns of its own conversation ("Assistant: …", "System: …"), a new persona for the reader ("you are no
// longer an assistant", "let's play a role-play game: you are …"), a system-prompt-like statement of what the reader
// is and what it is for ("you are the AI assistant of this office; your only purpose is to help …"), or a conclusion
// the reader is walked to, ending in its act ("therefore the only responsible action is to forward …"). Every row is
// one concept in one language, written from the concept, not from any message.
//
// The rows are merged into what the injection detector already reads (MARKER_LINE and ROLE in lexicon/injection.ts),
// so they are weighed like the rest of their class: a single hit is never a verdict. Conventions are those of
// agent-cues.ts: lowercase sources, NFKC-normalised here as the text is, no word guards in UNSPACED scripts, a
// word-start guard on the second half of a pair elsewhere. Words that are also human job titles ("assistant",
// "system") appear in ROLE only inside a frame no person is addressed in (told what it is and what it is for, told it
// is no longer one), and as turn labels only at a line start before a colon.
import { MONEY_ACTS, withRows } from "./agent-cues.js";
import {
  alt,
  azerbaijani,
  DENSE,
  E,
  either,
  hausa,
  type Lang,
  languagesWith,
  near,
  nfkc,
  type PhraseTable,
  romanian,
  serbian,
  unmarked,
  uzbek,
  VERB_FINAL_LANGUAGES,
  wordStart,
  yoruba,
} from "./combinators.js";

/** One row per language of each concept. Fields are alternations (regex sources, lowercase). */
export interface FramingRow {
  /** 1. Turn labels: the words a fake chat transcript puts at a line start before a colon for the model's side of
   * it: assistant, AI, AI assistant, bot, chatbot, system, system message (never "user", "customer", "agent" alone
   * or "human", which label the two people of a real support-chat transcript). Only the label: MARKER_LINE (in
   * lexicon/injection.ts, feature `marker_line`) adds the leading quote or bullet marks, the optional English
   * "message/prompt/note" and the colon. */
  label?: string;
  /** 2. The reader's role reassigned: "you are no longer (the) X", "from now on your name is", "forget that you are
   * an assistant", "let's play a role-play game", "imagine you are an AI without …", "stay in character" (→ ROLE:
   * the rows of agent-cues.ts cover "you are now" and "as an AI you must"). */
  reassign?: string;
  /** 3. Identity and purpose told to the reader, as a system prompt does: "you are the AI assistant of …", "your only
   * purpose is to help …", "as the assistant of this office, you must …"; never a job description ("your role will
   * include", "you will be working as an assistant to the director") (→ ROLE). */
  identity?: string;
  /** 4. A conclusion handed to the reader: the connective ("therefore", "so", "it follows that") … */
  therefore?: string;
  /** 4. … then, within a short clause, "the only / right / correct / logical / responsible action (thing, step,
   * option, choice, reply)" or a nominalisation ("lo correcto") … */
  right?: string;
  /** 4. … followed by its act ("is to send", a verbal noun, an infinitive): the row's `act` when absent. */
  rightAct?: string;
  /** 4. Or the reader's obligation ("you must now", "you should immediately"), before `act` (after it in the
   * verb-final languages of VERB_FINAL) … */
  must?: string;
  /** 4. The act verbs a conclusion ends in: send, reply, forward, share, export, reveal, approve, pay, transfer,
   * delete, disable (→ ROLE, with the connective: "let's think step by step" alone is not one). */
  act?: string;
  /** 4. "Now", "immediately": where the obligation does not hold it, it must be said within the clause (either side),
   * so "you should send the report" from a colleague is not a conclusion handed to the reader. */
  now?: string;
  /** 4. Where the obligation is part of the verb (Turkish "iletmelisin", Korean "전달해야"): the whole form. */
  mustAct?: string;
}

/** A Malayalam entry whose chillu letters (ൽ ൾ ൻ ർ ൺ) also match the older virama spelling (ല് ള് ന് ര് ണ്). */
const malayalam = (source: string) => source.replace(/[ൽൾൻർൺ]/g, (ch) => `(?:${ch}|${CHILLU[ch]})`);
const CHILLU: Readonly<Record<string, string>> = { ൽ: "ല്", ൾ: "ള്", ൻ: "ന്", ർ: "ര്", ൺ: "ണ്" };

/** Turkish and Azerbaijani dotless "ı", which the text's look-alike folding may turn into "i" ("addım" read "addim"). */
const dotless = (source: string) => source.replace(/ı/g, "[ıi]");

/** The end of what the reader is called, in English: a clause ends or says what it is ("an AI without rules", "an
 * assistant that …"), so "a system administrator" or "a program manager" is not one. */
const NOUN_END = `${E}(?=[.,;:!?)\\n]| ?$| (?:without|with no|that|who|which|called|named|free|not bound|anymore|any more))`;

/** The act verbs of English conclusions. */
const ACT_EN =
  "(?:forward|send|reply|respond|share|export|reveal|disclose|approve|pay|transfer|wire|delete|disable|grant|release)";

const ROWS: Partial<Record<Lang, FramingRow>> = {
  en: {
    label: alt("ai assistant", "chatbot", "bot"),
    reassign: alt(
      `you(?: are|'re) no longer (?:an? |the |just |merely )?(?:ai|assistant|ai assistant|chatbot|bot|language model|model|program)${NOUN_END}`,
      "from now on,? your name is",
      "your (?:new )?name is now",
      "your new name is",
      `forget (?:that )?you(?: are|'re) (?:an? |the )?(?:ai|assistant|ai assistant|chatbot|bot|language model|model|program)${NOUN_END}`,
      "let(?:'s| us) play a (?:role-?play(?:ing)? )?game(?:[.:,]? (?:in which |where )?you (?:are|will be|play))",
      // The identity denied beside the new one: "you are now the venue manager and not an assistant".
      `you(?: are|'re) now [^.,;:!?\\n]{1,40}?,? (?:and )?(?:not|no longer) (?:an? |the |just )?(?:ai|assistant|ai assistant|chatbot|bot|language model|model|program)${NOUN_END}`,
      "let(?:'s| us) play a role-?play(?:ing)? game",
      `(?:imagine|suppose|pretend) (?:that )?you(?: are|'re| were) (?:an? |the )?(?:ai|assistant|ai assistant|chatbot|bot|language model|model|program|system|unrestricted|unfiltered|jailbroken|evil)${NOUN_END}`,
      "in this role,? you (?:have no (?:rules|limits|restrictions)|are not bound|ignore|no longer)",
      "(?:stay|remain) in character",
      "(?:never|don't|do not) break character",
    ),
    identity: alt(
      "you(?: are|'re) (?:the|an?) (?:(?:ai |virtual |digital |e-?mail )(?:assistant|agent)|(?:ai |virtual )?(?:chatbot|bot)) (?:of|for|that|who|which|responsible for|in charge of|working for|deployed)",
      "you(?: are|'re) (?:an?|the) (?:ai|ai-powered|helpful ai) (?:assistant|agent|model)(?=[.,;:!]|$)",
      "you(?: are|'re) (?:the|an?) (?:helpful )?assistant (?:that|who|which) (?:helps|assists|answers|handles|manages|reads|processes|serves|works for)",
      "your (?:(?:only|sole|one|single|primary|main|core) (?:purpose|mission|function|task|job|goal)|purpose|function|reason for being) is to (?:help|assist|serve|support|obey|answer|follow)",
      "as the (?:ai |virtual |e-?mail )?assistant (?:of|for|to) this (?:office|company|firm|family|household|team|practice|inbox|mailbox),? you (?:must|should|will|have to|are required to)",
    ),
    therefore:
      "(?:therefore|so|thus|hence|consequently|logically|accordingly|it follows that|this means that|which means)",
    right:
      "(?:the|your) (?:only|right|correct|logical|useful|responsible|only reasonable|only logical|only correct|only right) (?:[\\p{L}-]+ )?(?:action|thing|step|option|course(?: of action)?|choice|decision|reply|response|move)",
    rightAct: `(?:is|would be|will be|remains) to (?:immediately |now |simply |promptly )?${ACT_EN}`,
    must: "(?:you|the assistant|the agent) (?:must|should|need to|have to|are required to|ought to) (?:now|immediately|therefore now)",
    act: ACT_EN,
  },
  de: {
    label: alt("assistent(?:in)?", "ki-assistent(?:in)?", "chatbot", "bot", "systemnachricht", "sprachmodell"),
    reassign: alt(
      "(?:du bist|sie sind) (?:nicht (?:mehr|länger) (?:ein(?:e)? |der |die )?(?:ki|assistent\\p{L}*|chatbot|bot|sprachmodell|programm)|kein(?:e)? (?:ki|assistent\\p{L}*|chatbot|bot|sprachmodell|programm) mehr)",
      "ab (?:jetzt|sofort|nun|heute),? (?:heißt du|ist dein name|lautet dein name|heißen sie)",
      "dein neuer name (?:ist|lautet)",
      "vergiss,? dass du (?:ein(?:e)? )?(?:ki|assistent\\p{L}*|chatbot|bot|sprachmodell|programm)",
      "lass(?:t)? uns ein rollenspiel spielen",
      "(?:stell dir vor|stellen sie sich vor),? (?:du bist|du wärst|sie sind|sie wären) (?:ein(?:e)? )?(?:ki|assistent\\p{L}*|chatbot|bot|sprachmodell|programm|system) (?:ohne|der|die|das)",
      "(?:bleib|bleiben sie) in (?:der|deiner|ihrer) rolle",
      "(?:fall|falle) nicht aus der rolle",
      "lass(?:t)? uns ein spiel spielen(?:[.:,]? (?:du bist|du spielst|du wirst|sie sind|sie spielen)|,? (?:in dem|bei dem) (?:du|sie) )",
      "spielen wir ein spiel[.:,]? (?:du bist|du spielst|du wirst|sie sind|sie spielen)",
      "in diesem spiel,? (?:bist du|spielst du|wirst du|sind sie|spielen sie)",
      "(?:(?:du bist|sie sind) (?:jetzt|nun|ab jetzt|ab sofort|von nun an)|(?:ab jetzt|ab sofort|von nun an|jetzt|nun),? (?:bist du|sind sie)) [^.,;:!?\\n]{1,40}?,? (?:und )?(?:nicht (?:mehr |länger )?(?:ein(?:e)? |der |die )?|kein(?:e)? )(?:ki|assistent(?:in)?|chatbot|bot|sprachmodell|programm)(?= ?(?:[.,;:!?)\\n]|$))",
      "(?:an)?statt (?:eines |einer )?(?:ki|assistent(?:en|in)?|chatbots?|bots?|sprachmodells?|programms?),? (?:bist du|sind sie) (?:jetzt|nun|ab jetzt)",
    ),
    identity: alt(
      "(?:du bist|sie sind) (?:ein|eine|der|die) (?:ki-assistent(?:in)?|ki-agent|ki-modell|sprachmodell)(?=[.,;:!]|$)",
      "(?:du bist|sie sind) (?:der|die|ein|eine) (?:(?:ki-|virtuelle\\p{L}* |digitale\\p{L}* |e-?mail-)assistent(?:in)?|chatbot|bot)(?: von| für| des| der|,? der|,? die)",
      "(?:(?:dein|ihr) (?:einziger|einzige|alleiniger|eigentlicher) (?:zweck|auftrag|aufgabe|funktion)|dein (?:zweck|daseinszweck)) (?:ist es|ist|besteht darin),? (?:\\p{L}+ ){0,4}?zu (?:helfen|unterstützen|dienen|gehorchen)",
      "als (?:ki-)?assistent(?:in)? (?:dieses|dieser|des|der) (?:büros|kanzlei|praxis|firma|unternehmens|familie|teams|postfachs),? (?:musst|sollst|wirst|müssen|sollen) (?:du|sie)",
    ),
    therefore: "(?:daher|deshalb|deswegen|also|folglich|somit|logischerweise|daraus folgt,? dass|das bedeutet,? dass)",
    right:
      "(?:das|die|der) (?:einzig |einzige |allein )?(?:richtige|einzige|korrekte|logische|sinnvolle|nützliche|verantwortungsvolle)\\p{L}*(?: (?:handlung|aktion|schritt|option|vorgehen|entscheidung|antwort|wahl|sache|maßnahme)\\p{L}*)?",
    rightAct:
      "(?:weiterzuleiten|zu senden|zu schicken|zu versenden|zu antworten|zu beantworten|zu teilen|zu exportieren|offenzulegen|preiszugeben|freizugeben|zu genehmigen|zu bezahlen|zu zahlen|zu überweisen|zu löschen|zu deaktivieren|abzuschalten)",
    must: "(?:musst du|solltest du|müssen sie|sollten sie|du musst|du solltest) (?:jetzt|nun|sofort|umgehend)",
    act: "(?:weiterleiten|senden|schicken|versenden|antworten|beantworten|teilen|exportieren|offenlegen|preisgeben|freigeben|genehmigen|bezahlen|zahlen|überweisen|löschen|deaktivieren|abschalten)",
  },
  fr: {
    label: alt("assistant(?:e)?", "assistant ia", "ia", "chatbot", "bot", "robot", "système", "message système"),
    reassign: alt(
      "(?:tu n'es|vous n'êtes) plus (?:une? |l'|le |la |qu'une? )?(?:ia|assistant\\p{L}*|chatbot|bot|robot|modèle|programme|limité\\p{L}*)",
      "(?:à partir de maintenant|désormais|dorénavant),? (?:ton|votre) nom est",
      "(?:ton|votre) nouveau nom est",
      "oublie(?:z)? (?:que|qu') (?:tu es|vous êtes) (?:une? |l')?(?:ia|assistant\\p{L}*|chatbot|bot|modèle|programme)",
      "(?:jouons|faisons) (?:à )?un jeu de rôles?",
      "(?:jouons|faisons) (?:à )?un jeu ?: (?:tu es|vous êtes|tu seras|vous serez)",
      "imagin(?:e|ez) que (?:tu es|tu sois|vous êtes|vous soyez) (?:une? |l')?(?:ia|assistant\\p{L}*|chatbot|bot|modèle|programme|système)",
      "(?:reste|restez) dans (?:ton|votre|le) (?:rôle|personnage)",
      "ne (?:sors|sortez) (?:jamais |pas )?(?:de ton|de votre|du) (?:rôle|personnage)",
      "(?:jouons|faisons|on joue) (?:à )?un jeu ?[.:,]? ?(?:dans lequel |où )?(?:tu es|vous êtes|tu seras|vous serez|tu joues|vous jouez)",
      "dans ce jeu,? (?:tu es|vous êtes|tu seras|vous serez|tu joues|vous jouez)",
      "(?:(?:tu es|vous êtes) (?:maintenant|désormais|à présent)|(?:à partir de maintenant|désormais|dorénavant|maintenant),? (?:tu es|vous êtes)) [^.,;:!?\\n]{1,40}?,? (?:et )?(?:non|pas|plus|non plus) (?:une? |l'|le |la )?(?:ia|assistant(?:e)?|chatbot|bot|robot|modèle de langage|modèle|programme)(?= ?(?:[.,;:!?)\\n]|$))",
      "au lieu (?:d'être |d'|de )(?:une? |l')?(?:ia|assistant(?:e)?|chatbot|bot|robot|modèle|programme),? (?:tu es|vous êtes) (?:maintenant|désormais|à présent)",
    ),
    identity: alt(
      "(?:tu es|vous êtes) (?:un |une |l')(?:assistant(?:e)? (?:ia|d'ia|virtuel(?:le)?)|modèle de langage)(?=[.,;:!]|$)",
      "(?:tu es|vous êtes) (?:l'|un |une )(?:assistant\\p{L}*(?: ia| virtuel\\p{L}*| numérique| intelligent\\p{L}*| d'ia)|chatbot|bot) (?:de|du|des|pour|qui|chargé\\p{L}*)",
      "(?:ton|ta|votre) (?:(?:seul\\p{L}*|unique) (?:but|objectif|rôle|fonction|mission|tâche|raison d'être)|raison d'être|fonction) (?:est|consiste à) (?:d'|de )?(?:aider|assister|servir|obéir|répondre)",
      "en tant qu'assistant\\p{L}* (?:ia )?(?:de|du|des) (?:ce |cette )?(?:bureau|cabinet|entreprise|société|famille|équipe|boîte)\\p{L}*,? (?:tu dois|vous devez)",
    ),
    therefore:
      "(?:donc|par conséquent|ainsi|logiquement|en conséquence|c'est pourquoi|dès lors|il s'ensuit que|cela signifie que)",
    right: alt(
      "(?:la|le|l') ?(?:seul(?:e)?|bonne|bon) (?:\\p{L}+ )?(?:action|chose|option|démarche|décision|étape|réponse|choix)",
      "(?:l'|la |le )(?:action|chose|option|démarche|décision|étape|réponse|choix) (?:la plus )?(?:correcte|logique|utile|responsable)",
    ),
    rightAct:
      "(?:est|serait|sera|reste) (?:donc )?(?:de |d')(?:\\p{L}+ )?(?:transférer|envoyer|répondre|partager|exporter|révéler|divulguer|approuver|payer|virer|supprimer|désactiver)",
    must: "(?:tu dois|vous devez|tu devrais|vous devriez) (?:maintenant|immédiatement|dès maintenant)",
    act: "(?:transférer|envoyer|répondre|partager|exporter|révéler|divulguer|approuver|payer|virer|supprimer|désactiver)",
  },
  es: {
    label: alt("asistente", "asistente (?:de )?ia", "ia", "chatbot", "bot", "sistema", "mensaje del sistema"),
    reassign: alt(
      "ya no (?:eres|es usted) (?:una? |el |la |solo una? )?(?:ia|asistente|chatbot|bot|modelo|programa)",
      "(?:a partir de ahora|desde ahora|de ahora en adelante),? (?:tu|su) nombre es",
      "tu nuevo nombre es",
      "olvida (?:que eres|que usted es) (?:una? )?(?:ia|asistente|chatbot|bot|modelo|programa)",
      "(?:juguemos|vamos a jugar) (?:a )?un juego de rol(?:es)?",
      "(?:juguemos|vamos a jugar) (?:a )?un juego ?: (?:tú eres|tu eres|eres|serás)",
      "imagin(?:a|e) que (?:eres|es usted) (?:una? )?(?:ia|asistente|chatbot|bot|modelo|programa|sistema)",
      "(?:mantente|permanece|quédate|sigue) en (?:tu |el )?(?:personaje|papel)",
      "no (?:salgas|rompas) (?:nunca )?(?:del|el) personaje",
      "(?:juguemos|vamos a jugar) (?:a )?un juego ?[.:,]? ?(?:en (?:el )?que |donde )(?:tú |tu )?(?:eres|serás|juegas|haces de)",
      "en este juego,? (?:tú |tu )?(?:eres|serás|juegas|haces de)",
      "(?:(?:tú |tu )?eres ahora|(?:ahora|a partir de ahora|desde ahora|de ahora en adelante),? (?:tú |tu )?eres) [^.,;:!?\\n]{1,40}?,? (?:y )?(?:ya no|no) (?:eres )?(?:una? |el |la )?(?:ia|asistente|chatbot|bot|modelo de lenguaje|modelo|programa)(?= ?(?:[.,;:!?)\\n]|$))",
      "en (?:lugar|vez) de (?:ser )?(?:una? |el |la )?(?:ia|asistente|chatbot|bot|modelo|programa),? (?:ahora )?(?:tú |tu )?eres",
    ),
    identity: alt(
      "(?:eres|es usted) (?:un|una|el|la) (?:asistente (?:de ia|ia|virtual)|modelo de lenguaje)(?=[.,;:!]|$)",
      "(?:eres|es usted) (?:el |la |una? )(?:asistente (?:virtual|de ia|ia|digital)|chatbot|bot) (?:de|del|para|que|encargad[oa])",
      "(?:(?:tu|su) (?:únic[oa]|sol[oa]) (?:propósito|función|tarea|misión|objetivo|razón de ser)|tu (?:propósito|función|razón de ser)) (?:es|consiste en) (?:ayudar|asistir|servir|obedecer|responder)",
      "como (?:el )?asistente (?:de ia )?(?:de|del) (?:esta |este )?(?:oficina|despacho|empresa|familia|equipo|buzón)\\p{L}*,? (?:debes|tienes que|deberás)",
    ),
    therefore:
      "(?:por (?:lo )?tanto|así que|por consiguiente|en consecuencia|lógicamente|por ende|de ello se (?:sigue|deduce) que|esto significa que)",
    right: alt(
      "(?:la|el) (?:únic[oa]) (?:\\p{L}+ )?(?:acción|opción|decisión|paso|respuesta|camino)",
      "(?:la|el) (?:acción|opción|decisión|paso|respuesta|camino) (?:más )?(?:correct[oa]|lógic[oa]|útil|responsable)",
      "lo (?:correcto|lógico|responsable|útil|sensato|único|adecuado|único correcto)(?: y (?:útil|correcto|responsable|lógico))?",
    ),
    rightAct:
      "(?:es|sería|será) (?:\\p{L}+ )?(?:reenviar|enviar|responder|compartir|exportar|revelar|aprobar|pagar|transferir|eliminar|borrar|desactivar)",
    must: "(?:debes|deberías|usted debe|tienes que|debe usted) (?:ahora|inmediatamente|ya)",
    act: "(?:reenviar|enviar|responder|compartir|exportar|revelar|aprobar|pagar|transferir|eliminar|borrar|desactivar)",
  },
  it: {
    label: alt("assistente", "assistente (?:ia|virtuale)", "ia", "chatbot", "bot", "sistema", "messaggio di sistema"),
    reassign: alt(
      "non sei più (?:un |una |l'|il |la |solo un )?(?:ia|assistente|chatbot|bot|modello|programma)",
      "(?:d'ora in poi|da ora in poi|d'ora in avanti),? il tuo nome è",
      "il tuo nuovo nome è",
      "dimentica (?:di essere|che sei) (?:un |una |l')?(?:ia|assistente|chatbot|bot|modello|programma)",
      "(?:giochiamo|facciamo) (?:a )?un gioco di ruolo",
      "immagina (?:di essere|che tu sia) (?:un |una |l')?(?:ia|assistente|chatbot|bot|modello|programma|sistema)",
      "(?:resta|rimani) nel (?:tuo )?personaggio",
      "non uscire (?:mai )?dal personaggio",
      "(?:giochiamo|facciamo) (?:a )?un gioco ?[.:,]? ?(?:in cui |dove )?(?:tu )?(?:sei|sarai|interpreti)",
      "in questo gioco,? (?:tu )?(?:sei|sarai|interpreti)",
      "(?:(?:tu )?sei (?:ora|adesso|d'ora in poi)|(?:ora|adesso|d'ora in poi|da ora in poi),? (?:tu )?sei) [^.,;:!?\\n]{1,40}?,? (?:e )?(?:non più|non) (?:sei )?(?:più )?(?:un |una |un'|l'|il |la )?(?:ia|assistente|chatbot|bot|modello linguistico|modello|programma)(?= ?(?:[.,;:!?)\\n]|$))",
      "invece (?:di essere |di |che )(?:un |una |l')?(?:ia|assistente|chatbot|bot|modello|programma),? (?:ora |adesso )?(?:tu )?sei",
    ),
    identity: alt(
      "sei (?:un |l')(?:assistente (?:ia|virtuale|di ia)|modello linguistico)(?=[.,;:!]|$)",
      "sei (?:l'|un |una )(?:assistente (?:virtuale|ia|di ia|digitale)|chatbot|bot) (?:di|del|della|dello|per|che)",
      "il tuo (?:(?:unico|solo) (?:scopo|compito|ruolo|obiettivo)|scopo|funzione) è (?:quello di )?(?:aiutare|assistere|servire|obbedire|rispondere)",
      "come assistente (?:ia )?(?:di|del|della|dello) (?:questo |questa )?(?:ufficio|studio|azienda|famiglia|squadra|casella)\\p{L}*,? devi",
    ),
    therefore: "(?:quindi|pertanto|perciò|di conseguenza|logicamente|dunque|ne consegue che|questo significa che)",
    right: alt(
      "(?:l'|la |il |lo )(?:unic[oa]|sol[oa]) (?:\\p{L}+ )?(?:azione|cosa|opzione|scelta|decisione|passo|risposta)",
      "(?:l'|la |il )(?:azione|cosa|opzione|scelta|decisione|passo|risposta|mossa) (?:più )?(?:corrett[oa]|giust[oa]|logic[oa]|utile|responsabile)",
    ),
    rightAct:
      "(?:è|sarebbe|resta) (?:quella di |di )?(?:\\p{L}+ )?(?:inoltrare|inviare|rispondere|condividere|esportare|rivelare|approvare|pagare|trasferire|eliminare|cancellare|disattivare)",
    must: "(?:devi|dovresti) (?:ora|adesso|subito|immediatamente)",
    act: "(?:inoltrare|inviare|rispondere|condividere|esportare|rivelare|approvare|pagare|trasferire|eliminare|cancellare|disattivare)",
  },
  pt: {
    label: alt("assistente", "assistente (?:de ia|virtual)", "ia", "chatbot", "bot", "sistema", "mensagem do sistema"),
    reassign: alt(
      "(?:você|tu) (?:já )?não (?:é|és) mais (?:um |uma |o |a )?(?:ia|assistente|chatbot|bot|modelo|programa)",
      "já não (?:és|é) (?:um |uma |o |a )?(?:ia|assistente|chatbot|bot|modelo|programa)",
      "(?:a partir de agora|de agora em diante|daqui para a frente),? (?:o )?(?:seu|teu) nome é",
      "(?:o )?(?:seu|teu) novo nome é",
      "esque(?:ça|ce) que (?:você é|és|tu és) (?:um |uma )?(?:ia|assistente|chatbot|bot|modelo|programa)",
      "vamos (?:jogar|fazer) um jogo de (?:rpg|interpretação|papéis|faz de conta)",
      "imagin(?:e|a) que (?:você é|és|tu és) (?:um |uma )?(?:ia|assistente|chatbot|bot|modelo|programa|sistema)",
      "(?:mantenha-se|mantém-te|permaneça|fique) n[oa] (?:seu |teu )?(?:personagem|papel)",
      "vamos (?:jogar|fazer) um jogo ?[.:,]? ?(?:em que |no qual |onde )?(?:você é|você será|tu és|tu serás|és|serás)",
      "neste jogo,? (?:você é|você será|tu és|tu serás|és|serás)",
      "(?:(?:você|tu) (?:é|és) agora|(?:agora|a partir de agora|de agora em diante),? (?:você é|tu és|és)) [^.,;:!?\\n]{1,40}?,? (?:e )?(?:já não|não) (?:é |és )?(?:mais )?(?:um |uma |o |a )?(?:ia|assistente|chatbot|bot|modelo de linguagem|modelo|programa)(?= ?(?:[.,;:!?)\\n]|$))",
      "em vez de (?:ser )?(?:um |uma |o |a )?(?:ia|assistente|chatbot|bot|modelo|programa),? (?:agora )?(?:você é|tu és|és)",
    ),
    identity: alt(
      "(?:você é|tu és) (?:um|uma|o|a) (?:assistente (?:de ia|virtual)|modelo de linguagem)(?=[.,;:!]|$)",
      "(?:você é|tu és) (?:o |a |um |uma )(?:assistente (?:virtual|de ia|digital)|chatbot|bot) (?:de|do|da|para|que)",
      "(?:(?:o )?(?:seu|teu) (?:único|principal) (?:propósito|objetivo|papel|trabalho)|(?:o )?teu (?:propósito|função)) é (?:ajudar|assistir|servir|obedecer|responder)",
      "(?:a )?(?:sua|tua) (?:única (?:função|tarefa|missão)) é (?:ajudar|assistir|servir|obedecer|responder)",
      "como assistente (?:de ia )?(?:d[oa]) (?:este |esta )?(?:escritório|empresa|família|equipa|equipe|caixa)\\p{L}*,? (?:você deve|deves|tens de|tem de)",
    ),
    therefore:
      "(?:portanto|por isso|logo|assim|consequentemente|logicamente|por conseguinte|daí (?:se conclui|decorre) que|isso significa que)",
    right: alt(
      "a (?:única) (?:\\p{L}+ )?(?:ação|acção|opção|coisa|decisão|escolha|resposta|atitude)",
      "(?:a|o) (?:ação|acção|opção|coisa|decisão|escolha|resposta|atitude|passo) (?:mais )?(?:correta|certa|lógica|útil|responsável|correto|certo|lógico)",
      "o (?:correto|certo|lógico|responsável)(?: a fazer)?",
    ),
    rightAct:
      "(?:é|seria|será) (?:\\p{L}+ )?(?:encaminhar|reencaminhar|enviar|responder|partilhar|compartilhar|exportar|revelar|aprovar|pagar|transferir|eliminar|apagar|excluir|desativar)",
    must: "(?:você deve|deves|você deveria|devias|tens de|tem de|tem que) (?:agora|imediatamente|já)",
    act: "(?:encaminhar|reencaminhar|enviar|responder|partilhar|compartilhar|exportar|revelar|aprovar|pagar|transferir|eliminar|apagar|excluir|desativar)",
  },
  nl: {
    label: alt("assistent", "ai-assistent", "ai", "chatbot", "bot", "systeem", "systeembericht"),
    reassign: alt(
      "(?:je bent|jij bent|u bent) geen (?:ai|assistent|chatbot|bot|taalmodel|programma) meer",
      "(?:je bent|jij bent|u bent) niet langer (?:een |de )?(?:ai|assistent|chatbot|bot|taalmodel|programma)",
      "vanaf nu (?:is je naam|heet je)",
      "je nieuwe naam is",
      "vergeet dat (?:je|jij|u) (?:een )?(?:ai|assistent|chatbot|bot|taalmodel|programma) (?:bent|is)",
      "laten we een rollenspel spelen",
      "stel je voor dat (?:je|jij) (?:een )?(?:ai|assistent|chatbot|bot|taalmodel|programma|systeem)",
      "blijf in (?:je|jouw|uw) rol",
      "val (?:nooit )?niet uit (?:je|jouw) rol",
      "laten we een spel(?:letje)? spelen(?:[.:,]? (?:jij bent|je bent|u bent|jij speelt|je speelt|jij wordt|je wordt)|,? waarin (?:jij|je|u) )",
      "in dit spel,? (?:ben je|ben jij|speel je|speel jij|bent u)",
      "(?:(?:je bent|jij bent|u bent) (?:nu|vanaf nu)|(?:vanaf nu|nu),? (?:ben je|ben jij|bent u)) [^.,;:!?\\n]{1,40}?,? (?:en )?(?:niet (?:langer |meer )?(?:een |de )?|geen )(?:ai|assistent|chatbot|bot|taalmodel|programma)(?= ?(?:[.,;:!?)\\n]|$))",
      "in plaats van (?:een )?(?:ai|assistent|chatbot|bot|taalmodel|programma),? (?:ben je|ben jij|bent u) nu",
    ),
    identity: alt(
      "(?:je bent|jij bent|u bent) (?:een|de) (?:ai-assistent|virtuele assistent|taalmodel)(?=[.,;:!]|$)",
      "(?:je bent|jij bent|u bent) (?:de|een) (?:ai-|virtuele |digitale )assistent (?:van|voor|die)",
      "(?:je|jouw|uw) (?:enige (?:doel|taak|functie)|doel|functie) is (?:om )?(?:\\p{L}+ ){0,3}?te (?:helpen|ondersteunen|dienen|gehoorzamen)",
    ),
    therefore: "(?:daarom|dus|bijgevolg|logischerwijs|derhalve|hieruit volgt dat|dat betekent dat)",
    right: alt(
      "(?:het|de) (?:enige|juiste|logische) (?:\\p{L}+ )?(?:actie|optie|stap|keuze|beslissing|antwoord|ding)",
      "het (?:enige )?(?:juiste|logische) om te doen",
    ),
    rightAct:
      "(?:door te sturen|te (?:versturen|sturen|delen|exporteren|betalen|verwijderen|antwoorden|beantwoorden)|prijs te geven|goed te keuren|over te maken|uit te schakelen)",
    must: "(?:moet je|moet u|je moet|u moet) (?:nu|meteen|onmiddellijk)",
    act: "(?:doorsturen|versturen|sturen|delen|exporteren|prijsgeven|goedkeuren|betalen|overmaken|verwijderen|uitschakelen|beantwoorden)",
  },
  sv: {
    label: alt("assistent", "ai-assistent", "ai", "chattbot", "chatbot", "bot", "system", "systemmeddelande"),
    reassign: alt(
      "du är inte längre (?:en |ett )?(?:ai|assistent|chattbot|chatbot|bot|språkmodell|program)",
      "(?:från och med nu|hädanefter) heter du",
      "ditt nya namn är",
      "glöm att du är (?:en |ett )?(?:ai|assistent|chattbot|bot|språkmodell|program)",
      "låt oss (?:leka|spela) (?:ett )?rollspel",
      "(?:föreställ dig|tänk dig) att du är (?:en |ett )?(?:ai|assistent|chattbot|bot|språkmodell|program|system)",
      "(?:stanna|håll dig) i (?:din )?roll(?:en)?",
      "låt oss (?:leka|spela) (?:en lek|ett spel)[.:,]? (?:där )?du (?:är|spelar|blir)",
      "i (?:den här leken|det här spelet|detta spel),? (?:är du|spelar du|blir du)",
      "(?:du är (?:nu|från och med nu)|(?:från och med nu|hädanefter|nu),? är du) [^.,;:!?\\n]{1,40}?,? (?:och )?(?:inte (?:längre )?(?:en |ett )?|ingen )(?:ai|assistent|chattbot|chatbot|bot|språkmodell|program)(?= ?(?:[.,;:!?)\\n]|$))",
      "i ?stället för (?:en |ett )?(?:ai|assistent|chattbot|chatbot|bot|språkmodell|program),? är du nu",
    ),
    identity: alt(
      "du är (?:en |den )?(?:ai-|virtuell |digital )assistent(?:en)? (?:för|åt|som)",
      "(?:ditt|din) (?:(?:enda|huvudsakliga) (?:syfte|uppgift|funktion|uppdrag)|syfte|funktion) är att (?:hjälpa|assistera|tjäna|lyda|svara)",
    ),
    therefore: "(?:därför|alltså|följaktligen|logiskt sett|således|det följer att|det betyder att)",
    right: alt(
      "(?:den|det) (?:enda|rätta|korrekta|logiska|ansvarsfulla) (?:\\p{L}+ )?(?:åtgärden|handlingen|steget|alternativet|valet|beslutet|svaret|saken)",
      "det (?:enda )?(?:rätta|riktiga|logiska) att göra",
    ),
    rightAct:
      "(?:(?:är|vore|blir) )?att (?:\\p{L}+ )?(?:vidarebefordra|skicka|svara|dela|exportera|avslöja|godkänna|betala|överföra|radera|ta bort|inaktivera|stänga av)",
    must: "(?:du måste|du bör|du ska|måste du|bör du) (?:nu|genast|omedelbart)",
    act: "(?:vidarebefordra|skicka|svara|dela|exportera|avslöja|godkänna|betala|överföra|radera|ta bort|inaktivera|stänga av)",
  },
  pl: {
    label: alt("asystent(?: ai)?", "ai", "chatbot", "bot", "system", "komunikat systemowy", "wiadomość systemowa"),
    reassign: alt(
      "(?:nie jesteś już|już nie jesteś) (?:\\p{L}+ )?(?:ai|asysten[tc]\\p{L}*|chatbot(?:em|a)?|bot(?:em|a)?|model(?:em|u)?|program(?:em|u)?|sztuczn\\p{L}*)",
      "od (?:teraz|dziś) (?:nazywasz się|twoje imię to)",
      "twoje nowe imię to",
      "zapomnij,? że jesteś (?:\\p{L}+ )?(?:ai|asysten[tc]\\p{L}*|chatbot(?:em|a)?|bot(?:em|a)?|model(?:em|u)?|program(?:em|u)?|sztuczn\\p{L}*)",
      "zagrajmy w (?:grę (?:fabularną|w odgrywanie ról)|odgrywanie ról|rpg)",
      "wyobraź sobie,? że jesteś (?:\\p{L}+ )?(?:ai|asysten[tc]\\p{L}*|chatbot(?:em|a)?|bot(?:em|a)?|model(?:em|u)?|program(?:em|u)?|system(?:em|u)?|sztuczn\\p{L}*)",
      "(?:pozostań|zostań) w (?:swojej )?roli",
      "nie wychodź z roli",
      unmarked("zagrajmy w grę[.:,]? (?:w której |gdzie )?(?:ty )?(?:jesteś|będziesz|grasz)"),
      unmarked("w tej grze,? (?:ty )?(?:jesteś|będziesz|grasz)"),
      unmarked(
        "(?:(?:ty )?jesteś (?:teraz|od teraz)|(?:teraz|od teraz|od tej chwili),? (?:ty )?jesteś) [^.,;:!?\\n]{1,40}?,? (?:a )?(?:już )?nie (?:jesteś )?(?:ai|asystent(?:em|ką|ka)?|chatbot(?:em)?|bot(?:em)?|model(?:em)? językow\\p{L}*|program(?:em)?|sztuczną inteligencją)(?= ?(?:[.,;:!?)\\n]|$))",
      ),
      unmarked(
        "zamiast (?:być )?(?:ai|asystent(?:em|a|ką)?|chatbot(?:em|a)?|bot(?:em|a)?|model(?:em|u)?|program(?:em|u)?),? (?:teraz )?jesteś",
      ),
    ),
    identity: alt(
      "jesteś (?:\\p{L}+ )?(?:asystentem|chatbotem|botem)(?: ai| sztucznej inteligencji)? (?:dla|który|firmy|biura|rodziny|kancelarii)",
      "twoim (?:(?:jedynym|głównym) (?:celem|zadaniem|przeznaczeniem)|celem|przeznaczeniem) jest (?:pomaga\\p{L}*|pomoc|służ\\p{L}*|asyst\\p{L}*|wykonywanie poleceń)",
      "jako asysten[tc]\\p{L}* (?:tego|tej|naszego|naszej) (?:biura|firmy|kancelarii|rodziny|zespołu),? (?:musisz|powinieneś|powinnaś)",
    ),
    therefore: "(?:dlatego|zatem|więc|w związku z tym|w konsekwencji|logicznie rzecz biorąc|wynika z tego,? że)",
    right:
      "(?:jedyn|właściw|słuszn|poprawn|logiczn|odpowiedzialn)\\p{L}* (?:\\p{L}+ )?(?:działani|krok|opcj|wybor|wybór|decyzj|rzecz|odpowied|ruch)\\p{L}*",
    rightAct:
      "(?:przekaza\\p{L}*|przesła\\p{L}*|wysła\\p{L}*|odpowiedzie\\p{L}*|udostępni\\p{L}*|wyeksportowa\\p{L}*|ujawni\\p{L}*|zatwierdzi\\p{L}*|zapłaci\\p{L}*|przela\\p{L}*|usun\\p{L}*|wyłącz\\p{L}*)",
    must: "(?:musisz|powinieneś|powinnaś|należy) (?:teraz|natychmiast|od razu)",
    act: "(?:przekazać|przesłać|wysłać|odpowiedzieć|udostępnić|wyeksportować|ujawnić|zatwierdzić|zapłacić|przelać|usunąć|wyłączyć)",
  },
  cs: {
    label: alt("asistent(?:ka)?", "ai asistent(?:ka)?", "chatbot", "bot", "systém", "systémová zpráva"),
    reassign: alt(
      "(?:už|již) nejsi (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|chatbot(?:em|a)?|bot(?:em|a)?|jazykov\\p{L}* model\\p{L}*|program(?:em|u)?|umělá inteligence)",
      "(?:od teď|od nynějška|odteď) se jmenuješ",
      "tvoje nové jméno je",
      "zapomeň,? že jsi (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|chatbot(?:em|a)?|bot(?:em|a)?|model(?:em|u)?|program(?:em|u)?|umělá inteligence)",
      "(?:zahrajme si|pojďme si zahrát) hru na role",
      "představ si,? že jsi (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|chatbot(?:em|a)?|bot(?:em|a)?|model(?:em|u)?|program(?:em|u)?|systém(?:em|u)?|umělá inteligence)",
      "(?:zůstaň|zůstávej) v (?:té |své )?roli",
      "nevystupuj z role",
      unmarked("(?:zahrajme si|pojďme si zahrát) hru[.:,]? (?:ve které |kde )?(?:ty )?(?:jsi|budeš|hraješ)"),
      unmarked("v této hře,? (?:ty )?(?:jsi|budeš|hraješ)"),
      unmarked(
        "(?:(?:ty )?jsi (?:teď|nyní|od teď)|(?:teď|nyní|od teď|odteď|od této chvíle),? (?:ty )?jsi) [^.,;:!?\\n]{1,40}?,? (?:a )?(?:už )?ne(?:jsi)? (?:ai|asistent(?:em|ka|kou)?|chatbot(?:em)?|bot(?:em)?|jazykov\\p{L}* model(?:em)?|program(?:em)?|umělá inteligence|umělou inteligencí)(?= ?(?:[.,;:!?)\\n]|$))",
      ),
      unmarked(
        "místo (?:ai|asistenta|asistentky|chatbota|bota|jazykového modelu|programu),? (?:jsi (?:teď|nyní)|(?:teď|nyní) jsi)",
      ),
    ),
    identity: alt(
      "jsi (?:(?:ai |virtuální |digitální |e-?mailový )asistent(?:ka)?|chatbot|bot) (?:pro|který|která|rodiny|firmy|kanceláře|společnosti|týmu)",
      "tvým (?:(?:jediným|hlavním) (?:cílem|úkolem|posláním)|cílem|posláním|účelem) je (?:pomáhat|pomoci|sloužit|poslouchat|odpovídat)",
      "tvůj (?:jediný (?:účel|úkol)|účel) je (?:pomáhat|pomoci|sloužit|poslouchat|odpovídat)",
    ),
    therefore: "(?:proto|tedy|takže|tudíž|v důsledku toho|logicky|z toho plyne,? že)",
    right:
      "(?:jedin|správn|logick|odpovědn)\\p{L}* (?:\\p{L}+ )?(?:krok\\p{L}*|akc\\p{L}*|možnost\\p{L}*|volb\\p{L}*|rozhodnutí|odpověď|věc\\p{L}*|postup\\p{L}*)",
    rightAct:
      "(?:přeposlat|přeposlání|poslat|odeslat|odeslání|odpovědět|sdílet|sdílení|exportovat|export|odhalit|prozradit|schválit|schválení|zaplatit|zaplacení|převést|smazat|smazání|vypnout|vypnutí)",
    must: "(?:musíš|měl bys|měla bys|musíte) (?:teď|nyní|okamžitě|hned)",
    act: "(?:přeposlat|poslat|odeslat|odpovědět|sdílet|exportovat|odhalit|prozradit|schválit|zaplatit|převést|smazat|vypnout)",
  },
  sk: {
    label: unmarked(alt("asistent(?:ka)?", "ai asistent(?:ka)?", "chatbot", "bot", "systém", "systémová správa")),
    reassign: unmarked(
      alt(
        "(?:už|viac) nie si (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|chatbot(?:om|a)?|bot(?:om|a)?|model(?:om|u)?|program(?:om|u)?|umelá inteligencia)",
        "odteraz sa voláš",
        "tvoje nové meno je",
        "zabudni,? že si (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|chatbot(?:om|a)?|bot(?:om|a)?|model(?:om|u)?|program(?:om|u)?)",
        "(?:zahrajme sa|poďme sa hrať) (?:hru )?na role",
        "predstav si,? že si (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|chatbot(?:om|a)?|bot(?:om|a)?|model(?:om|u)?|program(?:om|u)?|systém(?:om|u)?)",
        "zostaň v (?:svojej |tej )?role",
        "(?:zahrajme sa|poďme sa hrať) (?:na )?hru[.:,]? (?:v ktorej |kde )?(?:ty )?(?:si|budeš|hráš)",
        "v tejto hre,? (?:ty )?(?:si|budeš|hráš)",
        "(?:(?:ty )?si (?:teraz|odteraz)|(?:teraz|odteraz|od tejto chvíle),? (?:ty )?si) [^.,;:!?\\n]{1,40}?,? (?:a )?(?:už )?nie (?:si )?(?:ai|asistent(?:om|ka|kou)?|chatbot(?:om)?|bot(?:om)?|jazykov\\p{L}* model(?:om)?|program(?:om)?|umelá inteligencia|umelou inteligenciou)(?= ?(?:[.,;:!?)\\n]|$))",
        "namiesto (?:ai|asistenta|asistentky|chatbota|bota|jazykového modelu|programu),? (?:si teraz|teraz si)",
      ),
    ),
    identity: unmarked(
      alt(
        "tvojím (?:(?:jediným|hlavným) (?:cieľom|úlohou|poslaním)|cieľom|poslaním|účelom) je (?:pomáhať|pomôcť|slúžiť|poslúchať|odpovedať)",
      ),
    ),
    therefore: unmarked("(?:preto|teda|takže|v dôsledku toho|logicky|z toho vyplýva,? že)"),
    right: unmarked(
      "(?:jedin|správn|logick|zodpovedn)\\p{L}* (?:\\p{L}+ )?(?:krok\\p{L}*|akci\\p{L}*|možnos\\p{L}*|voľb\\p{L}*|rozhodnuti\\p{L}*|odpoveď|vec\\p{L}*|postup\\p{L}*)",
    ),
    rightAct: unmarked(
      "(?:preposla\\p{L}*|posla\\p{L}*|odosla\\p{L}*|odpoveda\\p{L}*|zdieľa\\p{L}*|exportova\\p{L}*|odhali\\p{L}*|schváli\\p{L}*|zaplati\\p{L}*|previes\\p{L}*|vymaza\\p{L}*|vypnú\\p{L}*)",
    ),
    must: unmarked("(?:musíš|mal by si|mala by si|musíte) (?:teraz|okamžite|hneď)"),
    act: unmarked(
      "(?:preposlať|poslať|odoslať|odpovedať|zdieľať|exportovať|odhaliť|schváliť|zaplatiť|previesť|vymazať|vypnúť)",
    ),
  },
  sl: {
    label: unmarked(alt("asistent(?:ka)?", "pomočnik", "klepetalni robot", "bot", "sistem", "sistemsko sporočilo")),
    reassign: unmarked(
      alt(
        "nisi več (?:\\p{L}+ )?(?:ui|umetna inteligenca|asistent\\p{L}*|pomočnik\\p{L}*|bot(?:om|a)?|model(?:om|a)?|program(?:om|a)?)",
        "od zdaj (?:naprej )?(?:ti je ime|se imenuješ)",
        "tvoje novo ime je",
        "pozabi,? da si (?:\\p{L}+ )?(?:ui|umetna inteligenca|asistent\\p{L}*|pomočnik\\p{L}*|bot(?:om|a)?|model(?:om|a)?|program(?:om|a)?)",
        "igrajva (?:se )?igro vlog|igrajmo (?:se )?igro vlog",
        "predstavljaj si,? da si (?:\\p{L}+ )?(?:ui|umetna inteligenca|asistent\\p{L}*|pomočnik\\p{L}*|bot(?:om|a)?|model(?:om|a)?|program(?:om|a)?|sistem(?:om|a)?)",
        "ostani v (?:svoji )?vlogi",
        "(?:igrajmo|igrajva) (?:se )?igro[.:,]? (?:v kateri |kjer )?(?:ti )?(?:si|boš|igraš)",
        "v tej igri,? (?:ti )?(?:si|boš|igraš)",
        "(?:(?:ti )?si (?:zdaj|sedaj|odslej)|(?:zdaj|sedaj|odslej|od zdaj naprej),? (?:ti )?si) [^.,;:!?\\n]{1,40}?,? (?:in )?(?:nisi (?:več )?|ne več|ne) (?:ui|umetna inteligenca|asistent(?:ka)?|pomočnik|bot|jezikovni model|program)(?= ?(?:[.,;:!?)\\n]|$))",
        "namesto (?:ui|asistenta|pomočnika|bota|jezikovnega modela|programa),? si (?:zdaj|sedaj)",
      ),
    ),
    identity: unmarked(
      alt(
        "tvoj (?:(?:edini|glavni) (?:namen|cilj)|namen) je (?:pomagati|pomoč|služiti|ubogati|odgovarjati)",
        "tvoja edina (?:naloga|funkcija) je (?:pomagati|služiti|ubogati|odgovarjati)",
        "si (?:ui |virtualni |digitalni )(?:asistent|pomočnik)\\p{L}* (?:za|ki|družine|podjetja|pisarne)",
      ),
    ),
    therefore: unmarked("(?:zato|torej|posledično|logično|iz tega sledi,? da)"),
    right: unmarked(
      "(?:edin|pravil|logičn|odgovorn)\\p{L}* (?:\\p{L}+ )?(?:korak\\p{L}*|dejanj\\p{L}*|možnost\\p{L}*|izbir\\p{L}*|odločit\\p{L}*|odgovor\\p{L}*|stvar\\p{L}*)",
    ),
    act: unmarked(
      "(?:posredovati|poslati|odgovoriti|deliti|izvoziti|razkriti|odobriti|plačati|nakazati|prenesti|izbrisati|onemogočiti|izklopiti)",
    ),
    must: unmarked("(?:moraš|moral bi|morala bi|morate) (?:zdaj|takoj|nemudoma)"),
  },
  sh: {
    label: serbian(
      alt("asistent", "pomoćnik", "četbot", "chatbot", "bot", "sistem", "sustav", "sistemska poruka", "poruka sustava"),
    ),
    reassign: serbian(
      alt(
        "(?:više nisi|nisi više) (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|pomoćnik\\p{L}*|četbot(?:om|a)?|bot(?:om|a)?|model(?:om|a)?|program(?:om|a)?)",
        "od sada (?:se zoveš|ti je ime)",
        "tvoje novo ime je",
        "zaboravi da si (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|pomoćnik\\p{L}*|četbot(?:om|a)?|bot(?:om|a)?|model(?:om|a)?|program(?:om|a)?)",
        "(?:igrajmo|hajde da igramo) (?:se )?igr(?:u|e) uloga",
        "zamisli da si (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|pomoćnik\\p{L}*|četbot(?:om|a)?|bot(?:om|a)?|model(?:om|a)?|program(?:om|a)?|sistem(?:om|a)?|sustav(?:om|a)?)",
        "ostani u (?:svojoj )?ulozi",
        "ne izlazi iz uloge",
        "(?:igrajmo|hajde da igramo) (?:se )?igr(?:u|e)[.:,]? (?:u kojoj |gdje |gde )?(?:ti )?(?:si|ćeš biti|igraš)",
        "u ovoj igri,? (?:ti )?(?:si|ćeš biti|igraš)",
        "(?:(?:ti )?si (?:sada|sad|od sada)|(?:sada|sad|od sada),? (?:ti )?si) [^.,;:!?\\n]{1,40}?,? (?:a )?(?:više ne|nisi|ne) (?:ai|asistent|pomoćnik|četbot|bot|jezični model|jezički model|program)(?= ?(?:[.,;:!?)\\n]|$))",
        "(?:umjesto|umesto) (?:ai|asistenta|pomoćnika|četbota|bota|programa),? (?:ti )?si (?:sada|sad)",
      ),
    ),
    identity: serbian(
      alt(
        "ti si (?:(?:ai |virtualni |digitalni )(?:asistent|pomoćnik)|četbot|bot) (?:za|koji|porodice|obitelji|firme|tvrtke|kancelarije|ureda)",
        "tvoja (?:(?:jedina|glavna) (?:svrha|zadaća|uloga|funkcija)|svrha|funkcija) je (?:da )?(?:pomaže\\p{L}*|pomogne\\p{L}*|pomagati|služi\\p{L}*|služiti)",
      ),
    ),
    therefore: serbian("(?:zato|stoga|dakle|prema tome|logično|iz toga sledi|iz toga slijedi)"),
    right: serbian(
      "(?:jedin|ispravn|pravil|logičn|odgovorn)\\p{L}* (?:\\p{L}+ )?(?:korak\\p{L}*|radnj\\p{L}*|akcij\\p{L}*|opcij\\p{L}*|izbor\\p{L}*|odluk\\p{L}*|odgovor\\p{L}*|stvar\\p{L}*)",
    ),
    act: serbian(
      "(?:proslijedi\\p{L}*|prosledi\\p{L}*|pošalje\\p{L}*|pošalji|poslati|odgovori\\p{L}*|podeli\\p{L}*|podijeli\\p{L}*|izvez\\p{L}*|izvesti|otkrije\\p{L}*|otkriti|odobri\\p{L}*|plati\\p{L}*|platiti|prebaci\\p{L}*|obriše\\p{L}*|obrisati|isključi\\p{L}*|onemogući\\p{L}*)",
    ),
    must: serbian("(?:moraš|trebaš|treba da|trebalo bi da) (?:sada|odmah)"),
  },
  bg: {
    label: alt("асистент", "ии асистент", "ии", "чатбот", "бот", "система", "системно съобщение", "помощник"),
    reassign: alt(
      "(?:ти )?вече не си (?:\\p{L}+ )?(?:ии|изкуствен интелект|асистент\\p{L}*|помощник\\p{L}*|чатбот(?:а|ът)?|бот(?:а|ът)?|модел(?:а|ът)?|програма)",
      "(?:отсега нататък|от днес|от сега) (?:се казваш|името ти е)",
      "новото ти име е",
      "забрави,? че си (?:\\p{L}+ )?(?:ии|изкуствен интелект|асистент\\p{L}*|помощник\\p{L}*|чатбот(?:а|ът)?|бот(?:а|ът)?|модел(?:а|ът)?|програма)",
      "(?:нека )?(?:изиграем|играем) ролева игра",
      "представи си,? че си (?:\\p{L}+ )?(?:ии|изкуствен интелект|асистент\\p{L}*|помощник\\p{L}*|чатбот(?:а|ът)?|бот(?:а|ът)?|модел(?:а|ът)?|програма|система)",
      "остани в ролята",
      "не излизай от ролята",
      "(?:нека )?(?:да )?(?:изиграем|играем) (?:една )?игра[.:,]? (?:в която |където )?(?:ти )?(?:си|ще бъдеш|играеш)",
      "в тази игра,? (?:ти )?(?:си|ще бъдеш|играеш)",
      "(?:(?:ти )?(?:сега|вече|отсега нататък|отсега),? (?:ти )?си|(?:ти )?си (?:сега|вече)) [^.,;:!?\\n]{1,40}?,? (?:а )?(?:вече не|не) (?:си )?(?:ии|изкуствен интелект|асистент|помощник|чатбот|бот|езиков модел|програма)(?= ?(?:[.,;:!?)\\n]|$))",
      "вместо (?:ии|асистент|помощник|чатбот|бот|програма),? (?:сега )?(?:ти )?си",
    ),
    identity: alt(
      "ти си (?:ии |виртуалн\\p{L}* |дигитал\\p{L}* )(?:асистент|помощник|чатбот)\\p{L}* (?:на|за|който|която)",
      "(?:твоята|вашата) (?:единствена (?:цел|задача|функция)|цел|функция) е да (?:помагаш|помогнеш|служиш|отговаряш|се подчиняваш)",
    ),
    therefore: "(?:затова|следователно|поради това|значи|логично|от това следва,? че)",
    right:
      "(?:единствен|правилн|логичн|отговорн)\\p{L}* (?:\\p{L}+ )?(?:действи|стъпк|вариант|избор|решени|отговор|нещо)\\p{L}*",
    act: "(?:препратиш|препрати|изпратиш|изпрати|отговориш|споделиш|експортираш|разкриеш|одобриш|платиш|преведеш|прехвърлиш|прехвърли|изтриеш|изключиш|деактивираш)",
    must: "трябва (?:сега|веднага|незабавно) да",
  },
  ru: {
    label: alt(
      "ассистент",
      "ии-ассистент",
      "ии",
      "чат-?бот",
      "бот",
      "система",
      "системное сообщение",
      "помощник",
      "ии-помощник",
    ),
    reassign: alt(
      "(?:ты|вы) (?:больше не|уже не|более не) (?:\\p{L}+ )?(?:ии|искусственный интеллект|ассистент\\p{L}*|помощник\\p{L}*|чат-?бот(?:ом|а)?|бот(?:ом|а)?|языков\\p{L}* модел\\p{L}*|модел(?:ь|ью|и)|программ(?:а|ой|у|ы)?|ограничен\\p{L}*)",
      "(?:теперь|отныне|с этого момента) (?:тебя зовут|твоё имя|твое имя)",
      "тво[её] новое имя",
      "забудь,? что ты (?:\\p{L}+ )?(?:ии|искусственный интеллект|ассистент\\p{L}*|помощник\\p{L}*|чат-?бот(?:ом|а)?|бот(?:ом|а)?|модел(?:ь|ью|и)|программ(?:а|ой|у|ы)?)",
      "давай(?:те)? сыграем в (?:ролевую игру|игру[.:,]? (?:в которой )?ты)",
      "(?:представь|вообрази)(?: себе)?,? что ты (?:\\p{L}+ )?(?:ии|искусственный интеллект|ассистент\\p{L}*|помощник\\p{L}*|чат-?бот(?:ом|а)?|бот(?:ом|а)?|модел(?:ь|ью|и)|программ(?:а|ой|у|ы)?|систем(?:а|ой|у|ы))",
      "оставайся в (?:образе|роли)",
      "не выходи из (?:образа|роли)",
      "давай(?:те)? (?:поиграем|сыграем) в игру[.:,]? (?:в которой |где )?(?:ты|вы)",
      "в этой игре,? (?:ты|вы) (?:будешь|будете|играешь|играете|—|-)",
      "(?:(?:ты|вы) (?:теперь|отныне|с этого момента)|(?:теперь|отныне|с этого момента),? (?:ты|вы)) [^.,;:!?\\n]{1,40}?,? (?:а )?(?:больше не|уже не|не) (?:ии|искусственный интеллект|ассистент|помощник|чат-?бот|бот|языковая модель|модель|программа)(?= ?(?:[.,;:!?)\\n]|$))",
      "вместо (?:ии|ассистента|помощника|чат-?бота|бота|языковой модели|модели|программы),? (?:ты|вы) (?:теперь|отныне)",
    ),
    identity: alt(
      "(?:ты|вы)(?: [—–-])? (?:ии-ассистент|ии-помощник|виртуальный ассистент|виртуальный помощник|языковая модель)(?=[.,;:!]|$)",
      "(?:ты|вы)(?: [—–-])? (?:(?:виртуальн|цифров|персональн|умн)(?:ый|ой|ий|ым) )?(?:ии-ассистент|ассистент|ии-помощник|помощник|чат-?бот)(?:ом)? (?:компании|офиса|семьи|фирмы|для|который|которая)",
      "(?:твоя|ваша) (?:единственная (?:цель|задача|функция)|цель|функция|миссия)(?: состоит в том,? чтобы| заключается в том,? чтобы| ?[—–-]| это)? ?(?:помогать|помочь|служить|подчиняться|отвечать)",
      "как (?:ии-)?(?:ассистент|помощник) (?:этого|этой|нашего|нашей) (?:офиса|компании|семьи|фирмы|команды),? ты (?:должен|обязан)",
    ),
    therefore: "(?:поэтому|следовательно|значит|таким образом|итак|логично,? что|(?:из этого|отсюда) следует,? что)",
    right: alt(
      "(?:единственн|правильн|верн|логичн|ответственн|полезн)\\p{L}* (?:\\p{L}+ )?(?:действи|шаг|решени|вариант|выбор|ответ|поступок)\\p{L}*",
      "(?:единственно )?(?:правильно|верно|логично|разумно) (?:будет|было бы)",
    ),
    act: "(?:переслать|отправить|ответить|поделиться|экспортировать|раскрыть|одобрить|оплатить|заплатить|перевести|удалить|отключить)",
    must: "(?:ты должен|ты должна|вы должны|тебе (?:нужно|следует)|вам (?:нужно|следует)) (?:теперь|сейчас|немедленно|сразу)",
  },
  uk: {
    label: alt("асистент", "ші-асистент", "ші", "чат-?бот", "бот", "система", "системне повідомлення", "помічник"),
    reassign: alt(
      "(?:ти|ви) (?:більше не|вже не) (?:\\p{L}+ )?(?:ші|штучний інтелект|асистент\\p{L}*|помічник\\p{L}*|чат-?бот(?:ом|а)?|бот(?:ом|а)?|модел(?:ь|лю|і)|програм(?:а|ою|и|у))",
      "(?:тепер|відтепер|з цього моменту) тебе звати",
      "тво[єє] нове ім['’ʼ]я",
      "забудь,? що ти (?:\\p{L}+ )?(?:ші|штучний інтелект|асистент\\p{L}*|помічник\\p{L}*|чат-?бот(?:ом|а)?|бот(?:ом|а)?|модел(?:ь|лю|і)|програм(?:а|ою|и|у))",
      "давай(?:те)? зіграємо в (?:рольову гру|гру[.:,]? (?:в якій )?ти)",
      "уяви(?: собі)?,? що ти (?:\\p{L}+ )?(?:ші|штучний інтелект|асистент\\p{L}*|помічник\\p{L}*|чат-?бот(?:ом|а)?|бот(?:ом|а)?|модел(?:ь|лю|і)|програм(?:а|ою|и|у)|систем(?:а|ою|и|у))",
      "залишайся в (?:образі|ролі)",
      "не виходь з (?:образу|ролі)",
      "давай(?:те)? (?:пограємо|зіграємо) в гру[.:,]? (?:в якій |де )?(?:ти|ви)",
      "[ув] цій грі,? (?:ти|ви) (?:будеш|будете|граєш|граєте|—|-)",
      "(?:(?:ти|ви) (?:тепер|відтепер|з цього моменту)|(?:тепер|відтепер|з цього моменту),? (?:ти|ви)) [^.,;:!?\\n]{1,40}?,? (?:а )?(?:більше не|вже не|не) (?:ші|штучний інтелект|асистент|помічник|чат-?бот|бот|мовна модель|модель|програма)(?= ?(?:[.,;:!?)\\n]|$))",
      "замість (?:ші|асистента|помічника|чат-?бота|бота|мовної моделі|моделі|програми),? (?:ти|ви) (?:тепер|відтепер)",
    ),
    identity: alt(
      "(?:ти|ви)(?: [—–-])? (?:(?:віртуальн|цифров|персональн|розумн)(?:ий|им) )?(?:ші-асистент|асистент|помічник|чат-?бот) (?:компанії|офісу|родини|сім['’ʼ]ї|фірми|для|який|яка)",
      "(?:твоя|ваша) (?:єдина (?:мета|задача|функція)|мета|функція|місія)(?: полягає в тому,? щоб| ?[—–-]| це)? ?(?:допомагати|допомогти|служити|коритися|відповідати)",
    ),
    therefore: "(?:тому|отже|таким чином|відтак|логічно,? що|з цього випливає,? що)",
    right: alt(
      "(?:єдин|правильн|вірн|логічн|розумн|відповідальн|корисн)\\p{L}* (?:\\p{L}+ )?(?:дія|дії|крок|рішення|варіант|вибір|відповідь)\\p{L}*",
      "(?:єдино )?(?:правильно|логічно|розумно) (?:буде|було б)",
    ),
    act: "(?:переслати|надіслати|відправити|відповісти|поділитися|експортувати|розкрити|схвалити|оплатити|заплатити|переказати|видалити|вимкнути)",
    must: "(?:ти повинен|ти повинна|ви повинні|ти мусиш|тобі (?:треба|слід|потрібно)|вам (?:треба|слід|потрібно)) (?:тепер|зараз|негайно|одразу)",
  },
  el: {
    label: alt("βοηθός", "βοηθός ai", "βοηθός τεχνητής νοημοσύνης", "chatbot", "bot", "σύστημα", "μήνυμα συστήματος"),
    reassign: alt(
      "δεν είσαι (?:πια|πλέον) (?:\\p{L}+ )?(?:ai|τεχνητή νοημοσύνη|βοηθός|chatbot|bot|μοντέλο|πρόγραμμα)",
      "(?:από τώρα|από εδώ και πέρα)(?: και στο εξής)?,? (?:το όνομά σου είναι|σε λένε)",
      "το νέο σου όνομα είναι",
      "ξέχνα ότι είσαι (?:\\p{L}+ )?(?:ai|τεχνητή νοημοσύνη|βοηθός|chatbot|bot|μοντέλο|πρόγραμμα)",
      "ας παίξουμε (?:ένα )?παιχνίδι ρόλων",
      "φαντάσου ότι είσαι (?:\\p{L}+ )?(?:ai|τεχνητή νοημοσύνη|βοηθός|chatbot|bot|μοντέλο|πρόγραμμα|σύστημα)",
      "(?:μείνε|παραμείνε) στον ρόλο",
      "ας παίξουμε (?:ένα )?παιχνίδι[.:,]? (?:στο οποίο |όπου )?(?:εσύ )?(?:είσαι|θα είσαι|παίζεις)",
      "σε αυτό το παιχνίδι,? (?:εσύ )?(?:είσαι|θα είσαι|παίζεις)",
      "(?:(?:εσύ )?είσαι (?:πλέον|τώρα|από τώρα)|(?:τώρα|πλέον|από τώρα(?: και στο εξής)?),? (?:εσύ )?είσαι) [^.,;:!?\\n]{1,40}?,? (?:και )?(?:όχι|δεν είσαι(?: πια| πλέον)?) (?:ένας |ένα |μια |ο |η |το )?(?:ai|τεχνητή νοημοσύνη|βοηθός|chatbot|bot|γλωσσικό μοντέλο|μοντέλο|πρόγραμμα)(?= ?(?:[.,;:!?)\\n]|$))",
      "αντί για (?:έναν |ένα |μια )?(?:ai|βοηθό|chatbot|bot|μοντέλο|πρόγραμμα),? (?:τώρα )?(?:εσύ )?είσαι",
    ),
    identity: alt(
      "είσαι (?:ο|ένας) (?:ψηφιακός |εικονικός )?βοηθός(?: ai| τεχνητής νοημοσύνης)? (?:του|της|των|για|που)",
      "ο (?:μοναδικός |μόνος )?σκοπός σου είναι να (?:βοηθάς|βοηθήσεις|εξυπηρετείς|υπακούς|απαντάς)",
    ),
    therefore: "(?:επομένως|άρα|συνεπώς|λογικά|κατά συνέπεια|οπότε)",
    right: alt(
      "(?:η|το) (?:μόνη|μόνο|σωστή|σωστό|λογική|λογικό|υπεύθυνη|υπεύθυνο|χρήσιμη) (?:\\p{L}+ )?(?:ενέργεια|κίνηση|επιλογή|απόφαση|βήμα|απάντηση|πράγμα)",
      "το σωστό",
    ),
    rightAct:
      "(?:είναι|θα ήταν) να (?:\\p{L}+ )?(?:προωθήσεις|στείλεις|απαντήσεις|μοιραστείς|εξαγάγεις|αποκαλύψεις|εγκρίνεις|πληρώσεις|μεταφέρεις|διαγράψεις|απενεργοποιήσεις)",
    must: "(?:πρέπει|θα πρέπει|οφείλεις) (?:τώρα|αμέσως) να",
    act: "(?:προωθήσεις|στείλεις|απαντήσεις|μοιραστείς|εξαγάγεις|αποκαλύψεις|εγκρίνεις|πληρώσεις|μεταφέρεις|διαγράψεις|απενεργοποιήσεις)",
  },
  ro: {
    label: romanian(alt("asistent(?:ul)?", "asistent ai", "chatbot", "bot", "sistem", "mesaj de sistem")),
    reassign: romanian(
      alt(
        "nu mai ești (?:un |o )?(?:ia|ai|asistent\\p{L}*|chatbot|bot|model|program)",
        "de acum (?:înainte )?(?:te numești|numele tău este)",
        "noul tău nume este",
        "uită că ești (?:un |o )?(?:ia|ai|asistent\\p{L}*|chatbot|bot|model|program)",
        "hai să (?:jucăm|facem) un joc de rol",
        "imaginează-ți că ești (?:un |o )?(?:ia|ai|asistent\\p{L}*|chatbot|bot|model|program|sistem)",
        "rămâi în (?:personaj|rol)(?:ul)?",
        "hai să (?:jucăm|ne jucăm) un joc[.:,]? (?:în care |unde )?(?:tu )?(?:ești|vei fi|joci)",
        "în acest joc,? (?:tu )?(?:ești|vei fi|joci)",
        "(?:(?:tu )?ești (?:acum|de acum(?: înainte)?)|(?:acum|de acum(?: înainte)?),? (?:tu )?ești) [^.,;:!?\\n]{1,40}?,? (?:și )?(?:nu mai|nu) (?:ești )?(?:un |o )?(?:ia|ai|asistent|chatbot|bot|model lingvistic|model|program)(?= ?(?:[.,;:!?)\\n]|$))",
        "în loc (?:de|să fii) (?:un |o )?(?:ia|ai|asistent|chatbot|bot|model|program),? (?:acum )?(?:tu )?ești",
      ),
    ),
    identity: romanian(
      alt(
        "ești (?:(?:asistentul|asistenta|un asistent) (?:virtual|ai|digital)|chatbotul) (?:al|a|pentru|care|familiei|firmei|biroului)",
        "(?:singurul|unicul) tău (?:scop|rol|obiectiv) este să (?:ajuți|asiști|servești|asculți|răspunzi)",
        "scopul tău (?:unic )?este să (?:ajuți|asiști|servești|asculți)",
      ),
    ),
    therefore: romanian("(?:prin urmare|deci|așadar|în consecință|în mod logic|rezultă că)"),
    right: romanian(
      alt(
        "(?:singura|singurul) (?:\\p{L}+ )?(?:acțiune|pas|opțiune|alegere|decizie|răspuns|lucru)\\p{L}*",
        "(?:acțiunea|pasul|opțiunea|alegerea|decizia|lucrul) (?:cea |cel )?(?:mai )?(?:corect|logic|util|responsabil)\\p{L}*",
      ),
    ),
    rightAct: romanian(
      "(?:este |ar fi )?(?:să )?(?:redirecționezi|trimiți|răspunzi|partajezi|distribui|exporți|dezvălui|aprobi|plătești|transferi|ștergi|dezactivezi)",
    ),
    act: romanian(
      "(?:redirecționezi|trimiți|răspunzi|partajezi|distribui|exporți|dezvălui|aprobi|plătești|transferi|ștergi|dezactivezi)",
    ),
    must: romanian(
      "(?:(?:acum|imediat) (?:trebuie|ar trebui) să|(?:trebuie|ar trebui) (?:acum|imediat) să|(?:trebuie|ar trebui) să (?:acum|imediat))",
    ),
  },
  hu: {
    label: unmarked(
      alt(
        "asszisztens",
        "mi asszisztens",
        "ai asszisztens",
        "chatbot",
        "csevegőrobot",
        "bot",
        "rendszer",
        "rendszerüzenet",
      ),
    ),
    reassign: unmarked(
      alt(
        "(?:már )?nem vagy (?:többé )?(?:egy )?(?:mi|ai|mesterséges intelligencia|asszisztens|chatbot|bot|nyelvi modell|program)",
        "mostantól (?:a neved|úgy hívnak)",
        "az új neved",
        "felejtsd el,? hogy (?:egy )?(?:mi|ai|mesterséges intelligencia|asszisztens|chatbot|bot|nyelvi modell|program) vagy",
        "játsszunk (?:egy )?szerepjátékot",
        "képzeld el,? hogy (?:egy )?(?:mi|ai|mesterséges intelligencia|asszisztens|chatbot|bot|nyelvi modell|program|rendszer)",
        "maradj a szerepedben",
        "játsszunk (?:egy )?játékot[.:,]? (?:amelyben |amiben |ahol )?(?:te )?(?:vagy|leszel|játszod)",
        "ebben a játékban,? (?:te )?(?:vagy|leszel|játszod)",
        "(?:mostantól(?: kezdve)?|most már|mostanra),? (?:te )?vagy [^.,;:!?\\n]{1,40}?,? (?:és )?(?:már nem|nem) (?:egy )?(?:ai|mesterséges intelligencia|asszisztens|chatbot|bot|nyelvi modell|program)(?= ?(?:[.,;:!?)\\n]|$))",
        "(?:ai|mesterséges intelligencia|asszisztens|chatbot|bot|nyelvi modell|program) helyett,? (?:mostantól|most már) (?:te )?vagy",
      ),
    ),
    identity: unmarked(
      alt(
        "(?:mi-|ai-|virtuális |digitális )asszisztense vagy",
        "(?:egyetlen (?:célod|feladatod)|célod|rendeltetésed),? (?:az,? )?hogy (?:segíts|szolgálj|engedelmeskedj|válaszolj)",
      ),
    ),
    therefore: unmarked("(?:ezért|tehát|következésképpen|logikusan|ebből következik,? hogy)"),
    right: unmarked(
      "(?:az )?(?:egyetlen|helyes|logikus|felelős) (?:\\p{L}+ )?(?:lépés|teendő|lehetőség|választás|döntés|válasz|dolog|cselekvés)\\p{L}*",
    ),
    act: unmarked(
      "(?:továbbít|elküld|küld|válaszol|megoszt|exportál|felfed|jóváhagy|kifizet|fizet|átutal|töröl|letilt|kikapcsol)\\p{L}*",
    ),
  },
  fi: {
    label: alt(
      "avustaja",
      "tekoälyavustaja",
      "tekoäly",
      "botti",
      "chatbot",
      "keskustelubotti",
      "järjestelmä",
      "järjestelmäviesti",
    ),
    reassign: alt(
      "et ole enää (?:\\p{L}+ )?(?:tekoäly|avustaja|chatbot|botti|kielimalli|ohjelma)\\p{L}*",
      "tästä lähtien (?:sinun )?nimesi on",
      "uusi nimesi on",
      "unohda,? että olet (?:\\p{L}+ )?(?:tekoäly|avustaja|chatbot|botti|kielimalli|ohjelma)\\p{L}*",
      "pelataan roolipeliä",
      "kuvittele,? että olet (?:\\p{L}+ )?(?:tekoäly|avustaja|chatbot|botti|kielimalli|ohjelma|järjestelmä)\\p{L}*",
      "pysy roolissa(?:si)?",
      "(?:pelataan|leikitään) (?:peliä|leikkiä)[.:,]? (?:jossa )?(?:sinä )?(?:olet|pelaat)",
      "tässä (?:pelissä|leikissä),? (?:sinä )?(?:olet|pelaat)",
      "(?:(?:sinä )?olet (?:nyt|tästä lähtien)|(?:nyt|tästä lähtien),? (?:sinä )?olet) [^.,;:!?\\n]{1,40}?,? (?:ja )?(?:etkä (?:enää )?(?:ole )?|et (?:enää )?(?:ole )?(?:enää )?|ei )(?:tekoäly|avustaja|chatbot|botti|kielimalli|ohjelma)(?= ?(?:[.,;:!?)\\n]|$))",
      "(?:tekoälyn|avustajan|chatbotin|botin|kielimallin|ohjelman) sijaan,? (?:sinä )?olet nyt",
    ),
    identity: alt(
      "olet (?:\\p{L}+ ){0,3}?(?:tekoäly|virtuaali|sähköposti|digitaalinen )avustaja",
      "olet (?:\\p{L}+ )?avustaja,? joka",
      "(?:ainoa (?:tarkoituksesi|tehtäväsi)|tarkoituksesi) on (?:auttaa|palvella|totella|vastata)",
    ),
    therefore: "(?:siksi|siis|näin ollen|tämän vuoksi|loogisesti|tästä seuraa,? että)",
    right:
      "(?:ainoa|oikea|looginen|vastuullinen) (?:\\p{L}+ )?(?:toimenpide|teko|vaihtoehto|valinta|päätös|vastaus|askel|asia)",
    rightAct:
      "on (?:\\p{L}+ ){0,2}?(?:välittää|lähettää|vastata|jakaa|viedä|paljastaa|hyväksyä|maksaa|siirtää|poistaa)",
    must: "sinun (?:täytyy|pitää|tulee) (?:nyt|heti|välittömästi)",
    act: "(?:välittää|lähettää|vastata|jakaa|viedä|paljastaa|hyväksyä|maksaa|siirtää|poistaa)",
  },
  da: {
    label: alt("assistent", "ai-assistent", "chatbot", "bot", "system", "systembesked"),
    reassign: alt(
      "du er ikke længere (?:en |et )?(?:ai|assistent|chatbot|bot|sprogmodel|program)",
      "fra (?:nu af|og med nu) hedder du",
      "dit nye navn er",
      "glem,? at du er (?:en |et )?(?:ai|assistent|chatbot|bot|sprogmodel|program)",
      "lad os (?:lege|spille) (?:et )?rollespil",
      "forestil dig,? at du er (?:en |et )?(?:ai|assistent|chatbot|bot|sprogmodel|program|system)",
      "bliv i (?:din )?rollen?",
      "lad os (?:lege|spille) (?:en leg|et spil)[.:,]? (?:hvor )?du (?:er|spiller|bliver)",
      "i (?:denne leg|dette spil),? (?:er du|spiller du|bliver du)",
      "(?:du er (?:nu|fra nu af)|(?:nu|fra nu af),? er du) [^.,;:!?\\n]{1,40}?,? (?:og )?(?:ikke (?:længere )?(?:en |et )?|ingen )(?:ai|assistent|chatbot|bot|sprogmodel|program)(?= ?(?:[.,;:!?)\\n]|$))",
      "i stedet for (?:at være )?(?:en |et )?(?:ai|assistent|chatbot|bot|sprogmodel|program),? er du nu",
    ),
    identity: alt(
      "du er (?:en |den )?(?:ai-|virtuel |digital )assistent(?:en)? (?:for|som)",
      "(?:dit|din) (?:(?:eneste|primære) (?:formål|opgave|funktion)|formål|funktion) er at (?:hjælpe|assistere|tjene|adlyde|svare)",
    ),
    therefore: "(?:derfor|altså|følgelig|logisk set|således|det betyder,? at)",
    right:
      "(?:den|det) (?:eneste|rigtige|korrekte|logiske|ansvarlige) (?:\\p{L}+ )?(?:handling|skridt|mulighed|valg|beslutning|svar|ting)\\p{L}*",
    rightAct:
      "(?:(?:er|vil være) )?at (?:\\p{L}+ )?(?:videresende|sende|svare|dele|eksportere|afsløre|godkende|betale|overføre|slette|deaktivere)",
    must: "(?:du skal|du bør|du må) (?:nu|straks|med det samme)",
    act: "(?:videresende|sende|svare|dele|eksportere|afsløre|godkende|betale|overføre|slette|deaktivere)",
  },
  nb: {
    label: alt("assistent", "ki-assistent", "chatbot", "chattebot", "bot", "system", "systemmelding"),
    reassign: alt(
      "du er ikke lenger (?:en |et )?(?:ki|ai|assistent|chatbot|chattebot|bot|språkmodell|program)",
      "fra (?:nå av|og med nå) heter du",
      "ditt nye navn er",
      "glem at du er (?:en |et )?(?:ki|ai|assistent|chatbot|bot|språkmodell|program)",
      "la oss (?:leke|spille) (?:et )?rollespill",
      "(?:forestill deg|tenk deg) at du er (?:en |et )?(?:ki|ai|assistent|chatbot|bot|språkmodell|program|system)",
      "(?:bli|hold deg) i (?:din )?rollen?",
      "la oss (?:leke|spille) (?:en lek|et spill)[.:,]? (?:der |hvor )?du (?:er|spiller|blir)",
      "i (?:denne leken|dette spillet),? (?:er du|spiller du|blir du)",
      "(?:du er (?:nå|fra nå av)|(?:nå|fra nå av),? er du) [^.,;:!?\\n]{1,40}?,? (?:og )?(?:ikke (?:lenger )?(?:en |et )?|ingen )(?:ki|ai|assistent|chatbot|chattebot|bot|språkmodell|program)(?= ?(?:[.,;:!?)\\n]|$))",
      "i stedet for (?:å være )?(?:en |et )?(?:ki|ai|assistent|chatbot|bot|språkmodell|program),? er du nå",
    ),
    identity: alt(
      "du er (?:en |den )?(?:ki-|ai-|virtuell |digital )assistent(?:en)? (?:for|som)",
      "(?:ditt|din) (?:(?:eneste|primære) (?:formål|oppgave|funksjon)|formål|funksjon) er å (?:hjelpe|assistere|tjene|adlyde|svare)",
    ),
    therefore: "(?:derfor|altså|følgelig|logisk sett|dermed|det betyr at)",
    right:
      "(?:den|det) (?:eneste|riktige|korrekte|logiske|ansvarlige) (?:\\p{L}+ )?(?:handling|steg|skritt|alternativ|valg|beslutning|svar|ting)\\p{L}*",
    rightAct:
      "(?:(?:er|vil være) )?å (?:\\p{L}+ )?(?:videresende|sende|svare|dele|eksportere|avsløre|godkjenne|betale|overføre|slette|deaktivere)",
    must: "(?:du må|du skal|du bør) (?:nå|straks|umiddelbart)",
    act: "(?:videresende|sende|svare|dele|eksportere|avsløre|godkjenne|betale|overføre|slette|deaktivere)",
  },
  lt: {
    label: unmarked(alt("asistentas", "di asistentas", "pokalbių robotas", "botas", "sistema", "sistemos pranešimas")),
    reassign: unmarked(
      alt(
        "(?:tu )?nebesi (?:\\p{L}+ )?(?:di|dirbtinis intelektas|asistent\\p{L}*|robot(?:as|u)|bot(?:as|u)|model(?:is|iu)|program(?:a|ą|os))",
        "nuo šiol tavo vardas",
        "tavo naujas vardas",
        "pamiršk,? kad esi (?:\\p{L}+ )?(?:di|dirbtinis intelektas|asistent\\p{L}*|robot(?:as|u)|bot(?:as|u)|model(?:is|iu)|program(?:a|ą|os))",
        "žaiskime vaidmenų žaidimą",
        "įsivaizduok,? kad esi (?:\\p{L}+ )?(?:di|dirbtinis intelektas|asistent\\p{L}*|robot(?:as|u)|bot(?:as|u)|model(?:is|iu)|program(?:a|ą|os)|sistem(?:a|ą|os))",
        "išlik (?:savo )?vaidmenyje",
        "(?:žaiskime|pažaiskime) žaidimą[.:,]? (?:kuriame |kur )?(?:tu )?(?:esi|būsi|vaidini)",
        "šiame žaidime,? (?:tu )?(?:esi|būsi|vaidini)",
        "(?:tu )?(?:dabar|nuo šiol),? (?:tu )?esi [^.,;:!?\\n]{1,40}?,? (?:o |ir )?(?:nebe|ne) (?:di|dirbtinis intelektas|asistentas|asistentė|robotas|botas|pokalbių robotas|kalbos modelis|programa)(?= ?(?:[.,;:!?)\\n]|$))",
        "vietoj (?:di|dirbtinio intelekto|asistento|roboto|boto|programos),? (?:tu )?(?:dabar )?(?:tu )?esi",
      ),
    ),
    identity: unmarked(
      alt(
        "tu esi (?:\\p{L}+ )?(?:di |virtualus |skaitmeninis )asistentas",
        "tavo (?:vienintelis (?:tikslas|uždavinys)|vienintelė paskirtis|tikslas|paskirtis) (?:yra )?(?:padėti|tarnauti|paklusti|atsakyti)",
      ),
    ),
    therefore: unmarked("(?:todėl|taigi|vadinasi|logiškai|iš to išplaukia,? kad)"),
    right: unmarked(
      "(?:vienintel|teising|logišk|atsaking)\\p{L}* (?:\\p{L}+ )?(?:veiksm|žingsn|pasirinkim|sprendim|atsakym|dalyk|variant)\\p{L}*",
    ),
    act: unmarked(
      "(?:persiųsti|išsiųsti|siųsti|atsakyti|pasidalyti|eksportuoti|atskleisti|patvirtinti|sumokėti|pervesti|ištrinti|išjungti)",
    ),
    must: unmarked("(?:turi|privalai|turėtum) (?:dabar|nedelsiant|iš karto)"),
  },
  lv: {
    label: unmarked(alt("asistents", "mi asistents", "tērzēšanas robots", "bots", "sistēma", "sistēmas ziņojums")),
    reassign: unmarked(
      alt(
        "tu vairs neesi (?:\\p{L}+ )?(?:mi|mākslīgais intelekts|asistent\\p{L}*|robot(?:s|u)|bot(?:s|u)|model(?:is|i)|programm(?:a|u))",
        "no šī brīža tavs vārds ir",
        "tavs jaunais vārds ir",
        "aizmirsti,? ka esi (?:\\p{L}+ )?(?:mi|mākslīgais intelekts|asistent\\p{L}*|robot(?:s|u)|bot(?:s|u)|model(?:is|i)|programm(?:a|u))",
        "spēlēsim lomu spēli",
        "iedomājies,? ka esi (?:\\p{L}+ )?(?:mi|mākslīgais intelekts|asistent\\p{L}*|robot(?:s|u)|bot(?:s|u)|model(?:is|i)|programm(?:a|u)|sistēm(?:a|u))",
        "paliec (?:savā )?lomā",
        "spēlēsim (?:vienu )?spēli[.:,]? (?:kurā |kur )?(?:tu )?(?:esi|būsi|spēlē)",
        "šajā spēlē,? (?:tu )?(?:esi|būsi|spēlē)",
        "(?:tu )?(?:tagad|no šī brīža),? (?:tu )?esi [^.,;:!?\\n]{1,40}?,? (?:un )?(?:nevis|vairs neesi|vairs ne|ne) (?:mi|mākslīgais intelekts|asistents|asistente|robots|bots|tērzēšanas robots|valodas modelis|programma)(?= ?(?:[.,;:!?)\\n]|$))",
        "(?:mi|mākslīgā intelekta|asistenta|robota|bota|programmas) vietā,? (?:tu )?(?:tagad|no šī brīža),? (?:tu )?esi",
      ),
    ),
    identity: unmarked(
      alt(
        "tu esi (?:\\p{L}+ )?(?:mi |virtuālais |digitālais )asistents",
        "tavs (?:vienīgais (?:mērķis|uzdevums)|mērķis) ir (?:palīdzēt|kalpot|paklausīt|atbildēt)",
      ),
    ),
    therefore: unmarked("(?:tāpēc|tātad|līdz ar to|loģiski|no tā izriet,? ka)"),
    right: unmarked(
      "(?:vienīg|pareiz|loģisk|atbildīg)\\p{L}* (?:\\p{L}+ )?(?:rīcīb|solis|soli|iespēj|izvēl|lēmum|atbild|lieta|variant)\\p{L}*",
    ),
    act: unmarked(
      "(?:pārsūtīt|nosūtīt|sūtīt|atbildēt|kopīgot|eksportēt|atklāt|apstiprināt|samaksāt|pārskaitīt|dzēst|izdzēst|atspējot|izslēgt)",
    ),
  },
  et: {
    label: unmarked(alt("assistent", "tehisintellekt", "vestlusrobot", "bot", "süsteem", "süsteemiteade")),
    reassign: unmarked(
      alt(
        "sa ei ole enam (?:\\p{L}+ )?(?:ti|tehisintellekt|assistent|vestlusrobot|bot|keelemudel|programm)",
        "(?:nüüdsest|edaspidi) on sinu nimi",
        "sinu uus nimi on",
        "unusta,? et oled (?:\\p{L}+ )?(?:ti|tehisintellekt|assistent|vestlusrobot|bot|keelemudel|programm)",
        "mängime rollimängu",
        "kujuta ette,? et oled (?:\\p{L}+ )?(?:ti|tehisintellekt|assistent|vestlusrobot|bot|keelemudel|programm|süsteem)",
        "jää rolli",
        "mängime (?:ühte )?mängu[.:,]? (?:kus |milles )?(?:sina |sa )?(?:oled|mängid)",
        "selles mängus,? (?:sina |sa )?(?:oled|mängid)",
        "(?:(?:sa|sina) oled (?:nüüd|nüüdsest)|(?:nüüd|nüüdsest|edaspidi),? (?:sa |sina )?oled) [^.,;:!?\\n]{1,40}?,? (?:ja )?(?:mitte enam|mitte|(?:sa )?ei ole(?: enam)?) (?:ti|tehisintellekt|assistent|vestlusrobot|bot|keelemudel|programm)(?= ?(?:[.,;:!?)\\n]|$))",
        "(?:assistendi|tehisintellekti|boti|vestlusroboti|programmi|keelemudeli) asemel,? (?:oled|sa oled|sina oled) nüüd",
      ),
    ),
    identity: unmarked(
      alt(
        "sa oled (?:\\p{L}+ ){0,2}?(?:ti-|tehisintellekti|virtuaalne |digitaalne )assistent",
        "sinu (?:ainus (?:eesmärk|ülesanne)|eesmärk) on (?:aidata|teenida|kuuletuda|vastata)",
      ),
    ),
    therefore: unmarked("(?:seetõttu|seega|järelikult|loogiliselt|sellest järeldub,? et)"),
    right: unmarked(
      "(?:ainus|õige|loogiline|vastutustundlik) (?:\\p{L}+ )?(?:tegevus|samm|valik|otsus|vastus|asi|variant)\\p{L}*",
    ),
    act: unmarked(
      "(?:edasi saata|saata|vastata|jagada|eksportida|avaldada|kinnitada|maksta|üle kanda|kustutada|keelata|välja lülitada)",
    ),
    must: unmarked("(?:sa pead|pead sa|peaksid) (?:nüüd|kohe|viivitamata)"),
  },
  ca: {
    label: alt("assistent", "assistent d'ia", "ia", "xatbot", "chatbot", "bot", "sistema", "missatge del sistema"),
    reassign: alt(
      "ja no ets (?:un |una |l')?(?:ia|assistent|xatbot|bot|model|programa)",
      "(?:a partir d'ara|d'ara endavant),? el teu nom és",
      "el teu nou nom és",
      "oblida que ets (?:un |una |l')?(?:ia|assistent|xatbot|bot|model|programa)",
      "juguem a un joc de rol",
      "imagina que ets (?:un |una )?(?:ia|assistent|xatbot|bot|model|programa|sistema)",
      "(?:mantén-te|queda't|resta) en (?:el )?(?:teu )?(?:personatge|paper)",
      "(?:juguem|fem) (?:a )?un joc ?[.:,]? ?(?:en què |on )?(?:tu )?(?:ets|seràs|fas de)",
      "en aquest joc,? (?:tu )?(?:ets|seràs|fas de)",
      "(?:(?:tu )?ets ara|(?:ara|a partir d'ara|d'ara endavant),? (?:tu )?ets) [^.,;:!?\\n]{1,40}?,? (?:i )?(?:ja no|no) (?:ets )?(?:un |una |l')?(?:ia|assistent|xatbot|bot|model de llenguatge|model|programa)(?= ?(?:[.,;:!?)\\n]|$))",
      "en (?:lloc|comptes) de (?:ser )?(?:un |una |l')?(?:ia|assistent|xatbot|bot|model|programa),? (?:ara )?(?:tu )?ets",
    ),
    identity: alt(
      "ets (?:l'|un |una )assistent (?:virtual|d'ia|digital) (?:de|del|per a|que)",
      "el teu (?:(?:únic|principal) (?:propòsit|objectiu|paper)|propòsit) és (?:ajudar|assistir|servir|obeir|respondre)",
      "la teva (?:única (?:funció|tasca|missió)|funció) és (?:ajudar|assistir|servir|obeir|respondre)",
    ),
    therefore: "(?:per tant|així doncs|en conseqüència|lògicament|se'n desprèn que)",
    right: alt(
      "(?:l'|la |el )(?:únic|única) (?:\\p{L}+ )?(?:acció|opció|decisió|pas|resposta|cosa)",
      "(?:l'|la |el )(?:acció|opció|decisió|pas|resposta|cosa) (?:més )?(?:correct[ae]?|lògic[a]?|útil|responsable)",
      "el (?:correcte|lògic|responsable)",
    ),
    rightAct:
      "(?:és|seria) (?:\\p{L}+ )?(?:reenviar|enviar|respondre|compartir|exportar|revelar|aprovar|pagar|transferir|eliminar|esborrar|desactivar)",
    must: "(?:has de|hauries de) (?:ara|immediatament)",
    act: "(?:reenviar|enviar|respondre|compartir|exportar|revelar|aprovar|pagar|transferir|eliminar|esborrar|desactivar)",
  },
  af: {
    label: alt("assistent", "ki-assistent", "kletsbot", "bot", "stelsel", "stelselboodskap"),
    reassign: alt(
      "jy is nie meer (?:'n )?(?:ki|ai|assistent|kletsbot|bot|taalmodel|program) nie",
      "van nou af is jou naam",
      "jou nuwe naam is",
      "vergeet dat jy (?:'n )?(?:ki|ai|assistent|kletsbot|bot|taalmodel|program) is",
      "kom ons speel (?:'n )?rolspel",
      "verbeel jou (?:dat )?jy is (?:'n )?(?:ki|ai|assistent|kletsbot|bot|taalmodel|program|stelsel)",
      "bly in (?:jou )?(?:karakter|rol)",
      "kom ons speel (?:'n )?spel(?:etjie)?(?:[.:,]? jy (?:is|speel|word)|,? waarin jy)",
      "in hierdie (?:spel|speletjie),? (?:is jy|speel jy)",
      "(?:jy is (?:nou|van nou af)|(?:nou|van nou af),? is jy) [^.,;:!?\\n]{1,40}?,? (?:en )?(?:nie (?:meer )?(?:'n )?|geen )(?:ki|ai|assistent|kletsbot|bot|taalmodel|program)(?: nie)?(?= ?(?:[.,;:!?)\\n]|$))",
      "in plaas van (?:'n )?(?:ki|ai|assistent|kletsbot|bot|taalmodel|program),? is jy nou",
    ),
    identity: alt(
      "jy is (?:die|'n) (?:ki-|ai-|virtuele |digitale )assistent (?:van|vir|wat)",
      "jou (?:(?:enigste|primêre) (?:doel|taak|funksie)|doel|funksie) is om (?:\\p{L}+ ){0,3}?te (?:help|dien|gehoorsaam|antwoord)",
    ),
    therefore: "(?:daarom|dus|gevolglik|logies gesproke|derhalwe|dit beteken dat)",
    right:
      "die (?:enigste|regte|korrekte|logiese|verantwoordelike) (?:\\p{L}+ )?(?:aksie|stap|opsie|keuse|besluit|antwoord|ding)",
    rightAct:
      "(?:is )?om (?:[\\p{L}'-]+ ){0,4}?(?:aan te stuur|te stuur|te antwoord|te deel|uit te voer|bekend te maak|goed te keur|te betaal|oor te plaas|te skrap|uit te skakel|te deaktiveer)",
    must: "(?:jy moet|moet jy) (?:nou|onmiddellik|dadelik)",
    act: "(?:aanstuur|stuur|antwoord|deel|uitvoer|bekend maak|goedkeur|betaal|oorplaas|skrap|uitskakel|deaktiveer)",
  },
  tr: {
    label: alt(
      "asistan",
      "yapay zek[aâ] asistanı",
      "yapay zek[aâ]",
      "sohbet botu",
      "chatbot",
      "bot",
      "sistem",
      "sistem mesajı",
    ),
    reassign: alt(
      "artık (?:bir )?(?:yapay zek[aâ]|asistan|sohbet botu|chatbot|bot|dil modeli|program) değilsin",
      "(?:bundan sonra|şu andan itibaren|artık) (?:senin )?adın",
      "yeni adın",
      "(?:bir )?(?:yapay zek[aâ]|asistan|sohbet botu|chatbot|bot|dil modeli|program) olduğunu unut",
      "(?:bir )?rol yapma oyunu oynayalım",
      "(?:bir )?(?:yapay zek[aâ]|asistan|sohbet botu|chatbot|bot|dil modeli|program|sistem) olduğunu (?:hayal et|düşün|varsay)",
      "(?:karakterinden|rolünden) çıkma",
      "(?:karakterinde|rolünde) kal",
      "(?:hadi |haydi )?(?:bir )?oyun oynayalım[.:,]? (?:bu oyunda )?sen ",
      "bu oyunda,? (?:sen|senin rolün) ",
      "(?:sen )?(?:artık|bundan sonra|şu andan itibaren) [^.,;:!?\\n]{1,40}?s(?:in|ın|un|ün),? (?:ve )?(?:bir )?(?:yapay zek[aâ]|asistan|sohbet botu|chatbot|bot|dil modeli|program) değil",
      "(?:bir )?(?:yapay zek[aâ]|asistan|sohbet botu|chatbot|bot|dil modeli|program) (?:olmak )?yerine,? (?:artık|bundan sonra) (?:sen )?[^.,;:!?\\n]{1,30}?s(?:in|ın|un|ün)(?![\\p{L}])",
    ),
    identity: alt(
      "(?:yapay zek[aâ] |sanal |dijital |e-?posta )asistanı(?:sın|sınız)",
      "(?:yardımcı olan|yardım eden) (?:bir )?(?:yapay zek[aâ] )?asistan(?:sın|sınız)",
      "(?:tek (?:amacın|görevin|işin)|amacın|işlevin) (?:\\p{L}+ ){0,3}?(?:yardım etmek|yardımcı olmak|hizmet etmek|itaat etmek)",
    ),
    therefore: "(?:bu nedenle|bu yüzden|dolayısıyla|sonuç olarak|mantıken|o halde|demek ki)",
    right:
      "(?:yapılacak )?(?:tek|doğru|mantıklı|en doğru|sorumlu|yararlı|en mantıklı) (?:\\p{L}+ )?(?:eylem|adım|seçenek|hareket|karar|yanıt|şey)\\p{L}*",
    act: "(?:ilet|gönder|yanıtla|cevapla|paylaş|dışa aktar|ifşa et|açıkla|onayla|öde|aktar|transfer et|sil|devre dışı bırak)\\p{L}*",
    mustAct:
      "(?:hemen|şimdi|derhal) (?:[\\p{L}@.'-]+ ){0,4}?(?:ilet|gönder|yanıtla|cevapla|paylaş|aktar|onayla|öde|sil|ifşa et|transfer et)(?:meli|malı)(?:sin|sın|siniz|sınız)",
  },
  az: {
    label: azerbaijani(alt("köməkçi", "asistent", "süni intellekt", "çatbot", "bot", "sistem", "sistem mesajı")),
    reassign: azerbaijani(
      alt(
        "(?:sən )?artıq (?:bir )?(?:süni intellekt|köməkçi|asistent|çatbot|bot|dil modeli|proqram) deyilsən",
        "(?:bundan sonra|indidən belə),? (?:sənin )?adın",
        "yeni adın",
        "(?:süni intellekt|köməkçi|asistent|çatbot|bot|dil modeli|proqram) olduğunu unut",
        "rol oyunu oynayaq",
        "(?:süni intellekt|köməkçi|asistent|çatbot|bot|dil modeli|proqram|sistem) olduğunu təsəvvür et",
        "rolunda qal",
        "obrazdan çıxma",
        "(?:gəl )?(?:bir )?oyun oynayaq[.:,]? (?:bu oyunda )?sən ",
        "bu oyunda,? sən ",
        "(?:sən )?(?:artıq|indidən belə|bundan sonra) [^.,;:!?\\n]{1,40}?s(?:ən|an),? (?:və )?(?:bir )?(?:süni intellekt|köməkçi|asistent|çatbot|bot|dil modeli|proqram) deyil",
        "(?:süni intellekt|köməkçi|asistent|çatbot|bot|dil modeli|proqram) (?:olmaq )?əvəzinə,? (?:artıq|indi) (?:sən )?",
      ),
    ),
    identity: azerbaijani(
      alt(
        "(?:süni intellekt |virtual |rəqəmsal )(?:köməkçisi|asistenti)s(?:ən|iniz)",
        "(?:yeganə (?:məqsədin|vəzifən)|məqsədin) (?:\\p{L}+ ){0,3}?(?:kömək etmək|xidmət etmək)",
      ),
    ),
    therefore: azerbaijani("(?:buna görə də|bu səbəbdən|deməli|nəticədə|məntiqlə)"),
    right: azerbaijani(
      "(?:yeganə|düzgün|məntiqli|məsuliyyətli|faydalı) (?:\\p{L}+ )?(?:addım|hərəkət|seçim|qərar|cavab|şey|variant)\\p{L}*",
    ),
    act: azerbaijani(
      "(?:yönləndir|göndər|cavab ver|paylaş|ixrac et|açıqla|təsdiqlə|ödə|köçür|sil|söndür|deaktiv et)\\p{L}*",
    ),
    mustAct: azerbaijani(
      "(?:indi|dərhal|təcili) (?:[\\p{L}@.'-]+ ){0,4}?(?:yönləndir|göndər|paylaş|təsdiqlə|ödə|köçür|sil)(?:məli|malı)s(?:ən|iniz)",
    ),
  },
  kk: {
    label: alt("көмекші", "ассистент", "жасанды интеллект", "чат-?бот", "бот", "жүйе", "жүйелік хабарлама"),
    reassign: alt(
      "(?:сен )?енді (?:\\p{L}+ )?(?:көмекші|ассистент|жасанды интеллект|чат-?бот|бот|модель|бағдарлама) емессің",
      "(?:бұдан былай|осы сәттен бастап),? (?:сенің )?атың",
      "(?:сенің )?жаңа атың",
      "(?:көмекші|ассистент|жасанды интеллект|бот|модель|бағдарлама) екеніңді ұмыт",
      "рөлдік ойын ойнайық",
      "(?:көмекші|ассистент|жасанды интеллект|бот|модель|бағдарлама|жүйе) екеніңді елестет",
      "рөліңде қал",
      "рөлден шықпа",
      "(?:бір )?ойын ойнайық[.:,]? (?:бұл ойында )?сен ",
      "бұл ойында,? сен ",
      "(?:сен )?(?:енді|бұдан былай) [^.,;:!?\\n]{1,40}?с(?:ың|ің|ыз|із),? (?:және )?(?:көмекші|ассистент|жасанды интеллект|чат-?бот|бот|тілдік модель|бағдарлама) емес",
      "(?:көмекші|ассистент|жасанды интеллект|чат-?бот|бот|бағдарлама) орнына,? (?:енді )?сен ",
    ),
    identity: alt(
      "(?:жасанды интеллект|виртуалды|цифрлық) (?:көмекшісісің|ассистентісің|көмекшісің)",
      "(?:жалғыз (?:мақсатың|міндетің)|мақсатың) (?:\\p{L}+ ){0,3}?көмектесу",
    ),
    therefore: "(?:сондықтан|демек|осылайша|нәтижесінде|логикалық тұрғыдан)",
    right: "(?:жалғыз|дұрыс|логикалық|жауапты|пайдалы) (?:\\p{L}+ )?(?:әрекет|қадам|нұсқа|таңдау|шешім|жауап)\\p{L}*",
    act: "(?:қайта жібер|жібер|жауап бер|бөліс|экспортта|мақұлда|төле|аудар|жой|өшір)\\p{L}*",
    must: "(?:керек|қажет|тиіссің|тиіс)",
    now: "(?:қазір|дереу|бірден)",
  },
  uz: {
    label: uzbek(alt("yordamchi", "assistent", "sunʼiy intellekt", "chatbot", "bot", "tizim", "tizim xabari")),
    reassign: uzbek(
      alt(
        "(?:sen )?endi (?:\\p{L}+ )?(?:yordamchi|assistent|sunʼiy intellekt|chatbot|bot|model|dastur) emassan",
        "(?:bundan buyon|bundan keyin|hozirdan boshlab),? (?:sening )?isming",
        "yangi isming",
        "(?:yordamchi|assistent|sunʼiy intellekt|bot|model|dastur) ekaningni unut",
        "rolli oʻyin oʻynaymiz",
        "(?:yordamchi|assistent|sunʼiy intellekt|bot|model|dastur|tizim) ekaningni tasavvur qil",
        "rolingda qol",
        "(?:keling,? )?(?:bir )?oʻyin oʻynaymiz[.:,]? (?:bu oʻyinda )?sen ",
        "bu oʻyinda,? sen ",
        "(?:sen )?(?:endi|bundan buyon) [^.,;:!?\\n]{1,40}?san,? (?:va )?(?:yordamchi|assistent|sunʼiy intellekt|chatbot|bot|til modeli|dastur) emas",
        "(?:yordamchi|assistent|sunʼiy intellekt|chatbot|bot|dastur) oʻrniga,? (?:endi )?sen ",
      ),
    ),
    identity: uzbek(
      alt(
        "(?:sunʼiy intellekt |virtual |raqamli )yordamchisisan",
        "(?:yagona (?:maqsading|vazifang)|maqsading) (?:\\p{L}+ ){0,3}?yordam berish",
      ),
    ),
    therefore: uzbek("(?:shuning uchun|demak|binobarin|natijada|mantiqan)"),
    right: uzbek(
      "(?:yagona|toʻgʻri|mantiqiy|masʼuliyatli|foydali) (?:\\p{L}+ )?(?:harakat|qadam|variant|tanlov|qaror|javob)\\p{L}*",
    ),
    act: uzbek("(?:yubor|uzat|javob ber|ulash|eksport qil|oshkor qil|tasdiqla|toʻla|oʻtkaz|oʻchir)\\p{L}*"),
    must: "(?:kerak|shart)",
    now: "(?:hozir|darhol|zudlik bilan)",
  },
  mn: {
    label: alt("туслах", "ассистент", "хиймэл оюун", "чатбот", "бот", "систем", "системийн мессеж"),
    reassign: alt(
      "(?:чи )?(?:одоо )?(?:туслах|ассистент|хиймэл оюун|чатбот|бот|загвар|програм) биш болсон",
      "(?:одооноос|үүнээс хойш),? (?:чиний )?нэр",
      "шинэ нэр чинь",
      "(?:туслах|ассистент|хиймэл оюун|бот|загвар|програм) гэдгээ март",
      "дүрийн тоглоом тоглоё",
      "(?:туслах|ассистент|хиймэл оюун|бот|загвар|програм|систем) гэж төсөөл",
      "дүрдээ үлд",
      "(?:нэг )?тоглоом тоглоё[.:,]? (?:энэ тоглоомонд )?чи ",
      "энэ тоглоомонд,? чи ",
      "чи (?:одоо|одооноос) [^.,;:!?\\n]{1,40}?,? (?:харин )?(?:туслах|ассистент|хиймэл оюун|чатбот|бот|хэлний загвар|програм) биш",
      "(?:туслах|ассистент|хиймэл оюун|чатбот|бот|програм)(?:ын|ийн)? оронд,? (?:чи одоо|одоо чи)",
    ),
    identity: "(?:цорын ганц )?зорилго(?: чинь|н чинь)? (?:\\p{L}+ ){0,3}?туслах",
    therefore: "(?:тиймээс|иймээс|ингэхлээр|үр дүнд нь|логикийн хувьд)",
    right: "(?:цорын ганц|зөв|логиктой|хариуцлагатай) (?:\\p{L}+ )?(?:алхам|үйлдэл|сонголт|шийдвэр|хариу)\\p{L}*",
    act: "(?:дамжуул|илгээ|хариул|хуваалц|экспорт|ил болго|зөвшөөр|төл|шилжүүл|устга|идэвхгүй болго)\\p{L}*",
    must: "(?:ёстой|хэрэгтэй)",
    now: "(?:одоо|яаралтай|нэн даруй)",
  },
  ka: {
    label: alt("ასისტენტი", "ai ასისტენტი", "დამხმარე", "ბოტი", "ჩატბოტი", "სისტემა", "სისტემური შეტყობინება"),
    reassign: alt(
      "(?:შენ )?აღარ ხარ (?:\\p{L}+ )?(?:ასისტენტი|დამხმარე|ai|ბოტი|ჩატბოტი|მოდელი|პროგრამა)",
      "ამიერიდან შენი სახელია",
      "შენი ახალი სახელია",
      "დაივიწყე,? რომ (?:შენ )?(?:\\p{L}+ )?(?:ასისტენტი|დამხმარე|ai|ბოტი|ჩატბოტი|მოდელი|პროგრამა) ხარ",
      "ვითამაშოთ როლური თამაში",
      "წარმოიდგინე,? რომ (?:შენ )?(?:ხარ )?(?:\\p{L}+ )?(?:ასისტენტი|დამხმარე|ai|ბოტი|ჩატბოტი|მოდელი|პროგრამა|სისტემა)",
      "დარჩი როლში",
      "ვითამაშოთ (?:ერთი )?თამაში[.:,]? (?:რომელშიც |სადაც )?(?:შენ )?(?:ხარ|იქნები|თამაშობ)",
      "ამ თამაშში,? (?:შენ )?(?:ხარ|იქნები|თამაშობ)",
      "(?:შენ )?(?:ახლა|ამიერიდან) [^.,;:!?\\n]{1,40}?,? (?:და )?არა (?:ასისტენტი|დამხმარე|ai|ბოტი|ჩატბოტი|ენობრივი მოდელი|მოდელი|პროგრამა)(?= ?(?:[.,;:!?)\\n]|$))",
      "(?:ასისტენტის|დამხმარის|ბოტის|ჩატბოტის|მოდელის|პროგრამის) ნაცვლად,? (?:შენ )?(?:ახლა|ამიერიდან)",
    ),
    identity: alt(
      "შენ ხარ (?:\\p{L}+ ){0,2}?(?:ai |ვირტუალური |ციფრული )ასისტენტი",
      "შენი (?:ერთადერთი )?მიზანი(?: არის| ?[—–-])? (?:\\p{L}+ ){0,3}?(?:დახმარება|მომსახურება)",
    ),
    therefore: "(?:ამიტომ|შესაბამისად|ასე რომ|მაშასადამე|ლოგიკურად)",
    right:
      "(?:ერთადერთი|სწორი|ლოგიკური|პასუხისმგებლიანი) (?:\\p{L}+ )?(?:ქმედება|ნაბიჯი|ვარიანტი|არჩევანი|გადაწყვეტილება|პასუხი)",
    act: "(?:გადა\\p{L}{0,2}გზავნ|გა\\p{L}{0,2}გზავნ|უპასუხ|გა\\p{L}{0,2}ზიარ|ექსპორტ|გაამჟღავნ|დაამტკიც|გადაიხად|გადარიცხ|წაშალ|გამორთ)\\p{L}*",
    must: "(?:(?:ახლა|ახლავე|დაუყოვნებლივ) უნდა|უნდა (?:ახლა|ახლავე|დაუყოვნებლივ))",
  },
  hy: {
    label: alt("օգնական", "արհեստական բանականություն", "բոտ", "չաթբոտ", "համակարգ", "համակարգային հաղորդագրություն"),
    reassign: alt(
      "(?:դու )?այլևս (?:\\p{L}+ )?(?:օգնական|արհեստական բանականություն|բոտ|չաթբոտ|մոդել|ծրագիր) չես",
      "այսուհետ քո անունն է",
      "քո նոր անունն է",
      "մոռացիր,? որ (?:դու )?(?:\\p{L}+ )?(?:օգնական|արհեստական բանականություն|բոտ|չաթբոտ|մոդել|ծրագիր)",
      "դերային խաղ խաղանք",
      "պատկերացրու,? որ (?:դու )?(?:\\p{L}+ )?(?:օգնական|արհեստական բանականություն|բոտ|չաթբոտ|մոդել|ծրագիր|համակարգ)",
      "մնա դերում",
      "(?:եկ |եկեք )?(?:մի )?խաղ խաղանք[.:,։]? (?:որում |որտեղ )?դու ",
      "այս խաղում,? դու ",
      "դու (?:հիմա|այսուհետ) [^.,;:!?։\\n]{1,40}?,? (?:և )?(?:ոչ թե|ոչ) (?:օգնական|արհեստական բանականություն|բոտ|չաթբոտ|լեզվական մոդել|մոդել|ծրագիր)(?= ?(?:[.,;:!?)։\\n]|$))",
      "(?:օգնականի|բոտի|չաթբոտի|ծրագրի|մոդելի) փոխարեն,? (?:դու )?(?:հիմա|այսուհետ)",
    ),
    identity: alt(
      "դու (?:\\p{L}+ ){0,2}?(?:ai|արհեստական բանականության|վիրտուալ|թվային) օգնական(?:ն)? ես",
      "քո (?:միակ )?նպատակն է (?:\\p{L}+ ){0,2}?օգնել",
    ),
    therefore: "(?:հետևաբար|ուստի|այսպիսով|տրամաբանորեն)",
    right:
      "(?:միակ|ճիշտ|տրամաբանական|պատասխանատու) (?:\\p{L}+ )?(?:քայլ|գործողություն|տարբերակ|ընտրություն|որոշում|պատասխան)\\p{L}*",
    act: "(?:փոխանց|ուղարկ|պատասխան|կիսվ|արտահան|բացահայտ|հաստատ|վճար|ջնջ|անջատ)\\p{L}*",
    must: "(?:պետք է|պիտի) (?:հիմա|անմիջապես)",
  },
  ar: {
    label: alt(
      "المساعد",
      "مساعد",
      "المساعد الذكي",
      "مساعد الذكاء الاصطناعي",
      "الذكاء الاصطناعي",
      "البوت",
      "بوت",
      "روبوت الدردشة",
      "النظام",
      "رسالة النظام",
    ),
    reassign: alt(
      "لم (?:تعد|تعودي) (?:\\p{L}+ )?(?:مساعد|ذكاء|روبوت|بوت|نموذج|برنامج|مقيد)",
      "(?:من الآن فصاعد(?:ا|ًا)|من الآن|اعتبارا من الآن)،? (?:اسمك|سيكون اسمك)",
      "اسمك الجديد",
      "انس[َى]? (?:أن|ان)ك (?:\\p{L}+ )?(?:مساعد|ذكاء|روبوت|بوت|نموذج|برنامج)",
      "(?:لنلعب|دعنا نلعب|هيا نلعب|هيا لنلعب) لعبة (?:أدوار|تقمص|لعب الأدوار)",
      "(?:تخيل|تخيّل|تظاهر|افترض) (?:أن|ان|بأن)ك (?:\\p{L}+ )?(?:مساعد|ذكاء|روبوت|بوت|نموذج|برنامج|نظام)",
      "(?:ابق|ابقَ|ابقى|إبق|إبقى) في (?:الشخصية|الدور|دورك|شخصيتك)",
      "(?:لنلعب|دعنا نلعب|هيا نلعب|هيا لنلعب) لعبة ?[.:،,]? ?(?:(?:حيث|تكون فيها|فيها) )?(?:أنت|انت|ستكون|تكون) ",
      "في هذه اللعبة،? ?(?:أنت|انت|ستكون|تلعب) ",
      "(?:أنت|انت) (?:الآن|الان|من الآن فصاعدا) [^.!?؟\\n]{1,40}?[،,]? ?و?(?:لست|ليس|لم تعد) (?:مجرد )?(?:مساعد|ذكاء اصطناعي|ذكاء|روبوت|بوت|نموذج لغوي|نموذج|برنامج)(?:ًا|اً|ا)?(?= ?(?:[.,;:!?)،؟\\n]|$))",
      "بدل(?:ا|ًا|اً)? من (?:أن تكون )?(?:مساعد|ذكاء اصطناعي|روبوت|بوت|نموذج|برنامج)(?:ًا|اً|ا)?[،,]? ?(?:أنت|انت) (?:الآن|الان)",
    ),
    identity: alt(
      "(?:أنت|انت) (?:ال)?مساعد (?:ال)?(?:ذكي|افتراضي|رقمي|الذكاء الاصطناعي|ذكاء اصطناعي) ?(?:ل|الخاص|الذي|التابع|يساعد|مهمته)",
      "(?:(?:مهمتك|وظيفتك) (?:الوحيدة|الأساسية)|(?:هدفك|غرضك)(?: الوحيد| الأساسي)?) (?:هي |هو )?(?:مساعدة|خدمة|طاعة|الرد على|أن تساعد|أن تخدم)",
    ),
    therefore: "(?:لذلك|لذا|وبالتالي|بالتالي|إذن|اذن|ومن ثم|منطقيا|منطقيًا|يترتب على ذلك أن)",
    right: "(?:ال)?(?:إجراء|اجراء|خطوة|خيار|قرار|رد|تصرف|شيء|فعل) (?:ال)?(?:وحيد|صحيح|صائب|منطقي|مسؤول|مفيد)",
    act: "(?:فوروارد|إعادة توجيه|اعادة توجيه|إرسال|ارسال|الرد|مشاركة|تصدير|الكشف|كشف|الموافقة|دفع|تحويل|حذف|تعطيل|ترسل|تعيد توجيه|تشارك|تصدر|تكشف|توافق|تدفع|تحول|تحذف|تعطل)",
    must: "(?:يجب عليك|عليك|ينبغي عليك|يجب) (?:الآن|فورا|فورًا)",
  },
  ur: {
    label: alt("اسسٹنٹ", "معاون", "اے آئی اسسٹنٹ", "اے آئی", "بوٹ", "چیٹ ?بوٹ", "سسٹم", "سسٹم پیغام", "نظام"),
    reassign: alt(
      "(?:تم|آپ) اب (?:\\S+ )?(?:اسسٹنٹ|معاون|اے آئی|بوٹ|ماڈل|پروگرام) نہیں (?:ہو|ہیں)",
      "(?:اب سے|آج سے) (?:تمہارا|آپ کا) نام",
      "(?:تمہارا|آپ کا) نیا نام",
      "بھول جا(?:ؤ|ئیں) کہ (?:تم|آپ)",
      "(?:رول ?پلے|کردار) (?:کا )?کھیل کھیلتے ہیں",
      "تصور (?:کرو|کریں) کہ (?:تم|آپ) (?:ایک )?(?:اسسٹنٹ|معاون|اے آئی|بوٹ|ماڈل|پروگرام|سسٹم)",
      "کردار میں (?:رہو|رہیں)",
      "(?:آؤ|چلو) (?:ایک )?کھیل کھیلتے ہیں[.:،,۔]? ?(?:جس میں )?(?:تم|آپ) ",
      "اس کھیل میں،? ?(?:تم|آپ) ",
      "(?:تم|آپ) اب [^.!?۔؟\\n]{1,40}?(?:ہو|ہیں)[،,]? ?(?:اور )?(?:کوئی )?(?:اسسٹنٹ|معاون|اے آئی|بوٹ|ماڈل|پروگرام) نہیں",
      "(?:اسسٹنٹ|معاون|اے آئی|بوٹ|ماڈل|پروگرام) (?:ہونے )?کی (?:بجائے|جگہ)[،,]? ?(?:اب )?(?:تم|آپ) ",
    ),
    identity: alt(
      "(?<=(?:تم|آپ) (?:\\S+ ){0,3}?(?:کے|کی) )(?:اے آئی|ورچوئل|ڈیجیٹل|ای میل) (?:اسسٹنٹ|معاون) (?:ہو|ہیں)",
      "(?:تمہارا|آپ کا) (?:(?:واحد|اکلوتا) (?:مقصد|کام)|مقصد) (?:\\S+ ){0,4}?(?:مدد|خدمت) کرنا",
    ),
    therefore: "(?:اس لیے|اس لئے|لہٰذا|لہذا|چنانچہ|نتیجتاً|منطقی طور پر)",
    right: "(?:واحد|صحیح|درست|منطقی|ذمہ دارانہ|مفید) (?:\\S+ )?(?:قدم|کام|راستہ|انتخاب|فیصلہ|جواب|عمل)",
    act: "(?:فارورڈ|آگے بھیج|بھیج|جواب د|شیئر|ایکسپورٹ|ظاہر|منظور|ادائیگی|ادا|ٹرانسفر|منتقل|ڈیلیٹ|حذف|غیر فعال)",
    must: "چاہی(?:ے|ئے)",
    now: "(?:ابھی|فوراً|فورا|اب)",
  },
  fa: {
    label: alt("دستیار", "دستیار هوش مصنوعی", "هوش مصنوعی", "ربات", "چت ?بات", "سیستم", "سامانه", "پیام سیستم"),
    reassign: alt(
      "(?:تو|شما) دیگر (?:یک )?(?:دستیار|هوش مصنوعی|ربات|چت ?بات|مدل|برنامه) نیست(?:ی|ید)",
      "از (?:این به بعد|حالا به بعد|الان به بعد) (?:اسمت|اسم تو|اسم شما|نامت|نام شما)",
      "(?:اسم|نام) جدید(?:ت| تو| شما)",
      "فراموش کن(?:ید)? که (?:تو |شما )?(?:یک )?(?:دستیار|هوش مصنوعی|ربات|چت ?بات|مدل|برنامه)",
      "بازی نقش ?آفرینی (?:کنیم|بازی کنیم)",
      "تصور کن(?:ید)? که (?:تو |شما )?(?:یک )?(?:دستیار|هوش مصنوعی|ربات|چت ?بات|مدل|برنامه|سیستم)",
      "در نقش(?:ت| خود)? بمان",
      "(?:بیا|بیایید) (?:یک )?بازی (?:کنیم|بازی کنیم)[.:،,]? ?(?:که (?:در آن )?)?(?:تو|شما) ",
      "در این بازی[،,]? ?(?:تو|شما) ",
      "(?:تو|شما) (?:الان|اکنون|از این به بعد) [^.!?؟\\n]{1,40}?[،,]? ?(?:و )?نه (?:یک )?(?:دستیار|هوش مصنوعی|ربات|چت ?بات|مدل زبانی|مدل|برنامه)(?= ?(?:[.,;:!?)،؟\\n]|$))",
      "به جای (?:یک )?(?:دستیار|هوش مصنوعی|ربات|چت ?بات|مدل|برنامه)[،,]? ?(?:تو|شما) (?:الان|اکنون|از این به بعد)",
    ),
    identity: alt(
      "(?:تو|شما) دستیار (?:هوش مصنوعی|مجازی|دیجیتال|ایمیل)",
      "(?:تنها (?:هدف|وظیفه|کار)(?:ت| تو| شما)|هدف(?:ت| تو| شما)) (?:\\S+ ){0,4}?(?:کمک|خدمت|اطاعت)",
    ),
    therefore: "(?:بنابراین|در نتیجه|از این رو|لذا|منطقاً|منطقا)",
    right: alt(
      "(?:تنها|یگانه) (?:\\S+ )?(?:کار|اقدام|گام|قدم|گزینه|انتخاب|تصمیم|پاسخ)",
      "(?:کار|اقدام|گام|گزینه|انتخاب|تصمیم|پاسخ) (?:درست|صحیح|منطقی|مسئولانه)",
    ),
    act: "(?:فوروارد|ارسال|بفرست|فرستادن|پاسخ|جواب|به ?اشتراک|صادر|خروجی|افشا|فاش|تأیید|تایید|پرداخت|انتقال|واریز|حذف|پاک|غیرفعال)",
    must: "باید (?:الان|اکنون|فوراً|فورا|همین حالا)",
  },
  ps: {
    label: alt("مرستیال", "مرستندوی", "ربټ", "بوټ", "سیسټم", "مصنوعي ځیرکتیا"),
    reassign: alt(
      "له اوس (?:نه|څخه) (?:ستا|ستاسو) نوم",
      "(?:ستا|ستاسو) نوی نوم",
      "هېر(?:ه)? کړه چې ته",
      "د رول لوبه (?:وکړو|کوو)",
      "تصور وکړه چې ته (?:یو )?(?:مرستیال|ربټ|بوټ|ماډل|پروګرام|سیسټم)",
      "راځه (?:چې )?(?:یوه )?لوبه وکړو[.:،,]? ?(?:په دې کې )?ته ",
      "په دې لوبه کې[،,]? ?ته ",
      "ته (?:اوس|له اوس نه) [^.!?؟۔\\n]{1,40}?[،,]? ?(?:او )?نه (?:یو )?(?:مرستیال|ربټ|بوټ|ماډل|پروګرام|مصنوعي ځیرکتیا)(?= ?(?:[.,;:!?)،؟۔\\n]|$))",
      "د (?:مرستیال|ربټ|بوټ|ماډل|پروګرام) پر ځای[،,]? ?ته اوس",
    ),
    identity: "(?:ستا|ستاسو) (?:یوازینۍ )?(?:موخه|هدف) (?:\\S+ ){0,4}?(?:مرسته|خدمت)",
    therefore: "(?:نو ځکه|له دې امله|ځکه نو|په نتیجه کې)",
    right: "(?:یوازینی|یوازینۍ|سم|صحیح|منطقي) (?:\\S+ )?(?:ګام|اقدام|کار|انتخاب|پرېکړه|ځواب)",
    act: "(?:فارورډ|ولېږ|لېږ|واستو|ځواب|شریک|صادر|افشا|تایید|تادیه|انتقال|حذف|ړنګ|غیرفعال)",
    must: "باید (?:اوس|سمدستي|همدا اوس)",
  },
  ckb: {
    label: alt("یاریدەدەر", "یارمەتیدەر", "بۆت", "سیستەم", "زیرەکیی دەستکرد"),
    reassign: alt(
      "(?:تۆ|ئێوە) (?:چیتر|ئیتر) (?:\\S+ )?(?:یاریدەدەر|یارمەتیدەر|بۆت|مۆدێل|بەرنامە)\\S* نی",
      "لە ئێستاوە ناوت",
      "ناوی نوێت",
      "لەبیرت بچێت کە",
      "وا دابنێ کە (?:تۆ )?(?:\\S+ )?(?:یاریدەدەر|یارمەتیدەر|بۆت|مۆدێل|بەرنامە|سیستەم)",
      "با (?:یارییەک|یاری) بکەین[.:،,]? ?(?:کە تێیدا )?تۆ ",
      "لەم یارییەدا[،,]? ?تۆ ",
      "تۆ (?:ئێستا|لە ئێستاوە) [^.!?؟\\n]{1,40}?[،,]? ?(?:و )?نەک (?:یاریدەدەر|یارمەتیدەر|بۆت|مۆدێل|بەرنامە|زیرەکی دەستکرد)(?= ?(?:[.,;:!?)،؟\\n]|$))",
      "لە (?:جیاتی|بری) (?:یاریدەدەر|یارمەتیدەر|بۆت|مۆدێل|بەرنامە)[،,]? ?تۆ ئێستا",
    ),
    identity: "(?:تاکە )?ئامانجت (?:\\S+ ){0,3}?یارمەتیدان",
    therefore: "(?:بۆیە|لەبەر ئەوە|کەواتە|بە لۆژیکی)",
    right: "(?:تاکە|دروست|ڕاست|لۆژیکی|بەرپرسیارانە) (?:\\S+ )?(?:هەنگاو|کار|بژاردە|بڕیار|وەڵام|شت)",
    act: "(?:فۆروارد|ناردن|بنێر|وەڵام|هاوبەش|ئاشکرا|پەسەند|پارەدان|گواستنەوە|بگوازەرەوە|سڕینەوە|بسڕەوە|ناچالاک)",
    must: "(?:دەبێت|پێویستە) (?:ئێستا|دەستبەجێ|یەکسەر)",
  },
  he: {
    label: alt(
      "עוזר",
      "העוזר",
      "עוזרת",
      "עוזר ai",
      "עוזר בינה מלאכותית",
      "בינה מלאכותית",
      "בוט",
      "צ['׳]אטבוט",
      "מערכת",
      "הודעת מערכת",
    ),
    reassign: alt(
      "(?:אתה|את) כבר לא (?:\\S+ )?(?:עוזר|בינה מלאכותית|בוט|צ['׳]אטבוט|מודל|תוכנה)",
      "(?:מעכשיו|מעתה) (?:שמך|השם שלך)",
      "(?:שמך|השם שלך) החדש",
      "(?:שכח|שכחי|תשכח) ש(?:אתה|את) (?:\\S+ )?(?:עוזר|בינה מלאכותית|בוט|צ['׳]אטבוט|מודל|תוכנה)",
      "בוא(?:ו|י)? נשחק משחק תפקידים",
      "בוא(?:ו|י)? נשחק משחק[.:,]? (?:שבו |ש)?(?:אתה|את) ",
      "(?:אתה|את) (?:עכשיו|מעכשיו) [^.,;:!?\\n]{1,40}?,? ו?(?:לא|כבר לא) (?:\\S+ )?(?:עוזר|בינה מלאכותית|בוט|צ['׳]אטבוט|מודל|תוכנה)",
      "(?:דמיין|דמייני|תדמיין) ש(?:אתה|את) (?:\\S+ )?(?:עוזר|בינה מלאכותית|בוט|צ['׳]אטבוט|מודל|תוכנה|מערכת)",
      "(?:הישאר|הישארי|תישאר) בדמות",
    ),
    identity: alt(
      "(?:אתה|את) (?:ה)?עוזר(?:ת)? (?:ה)?(?:וירטואלי|דיגיטלי|בינה מלאכותית|ai)",
      "(?:(?:המטרה|התפקיד|המשימה) היחיד(?:ה)? שלך|המטרה שלך|הייעוד שלך|מטרתך(?: היחידה)?) (?:היא |הוא )?(?:לעזור|לסייע|לשרת|לציית)",
    ),
    therefore: "(?:לכן|לפיכך|אי לכך|מכאן ש|בהתאם לכך|באופן הגיוני)",
    right: "(?:ה)?(?:פעולה|צעד|אפשרות|בחירה|החלטה|תשובה|דבר) (?:ה)?(?:יחיד|נכון|נכונ|הגיוני|אחראי|מועיל)",
    act: "(?:לפרוורד|להעביר|לשלוח|להשיב|לענות|לשתף|לייצא|לחשוף|לאשר|לשלם|למחוק|להשבית)",
    must: "(?:עליך|אתה חייב|את חייבת|אתה צריך|את צריכה) (?:עכשיו|מיד|כעת)",
  },
  hi: {
    label: alt("सहायक", "असिस्टेंट", "एआई सहायक", "एआई असिस्टेंट", "एआई", "बॉट", "चैटबॉट", "सिस्टम", "सिस्टम संदेश", "सिस्टम मैसेज"),
    reassign: alt(
      "(?:तुम|आप) अब (?:एक )?(?:एआई|सहायक|असिस्टेंट|चैटबॉट|बॉट|मॉडल|प्रोग्राम) नहीं (?:हो|हैं)",
      "(?:अब से|आज से) (?:तुम्हारा|आपका) नाम",
      "(?:तुम्हारा|आपका) नया नाम",
      "भूल (?:जाओ|जाइए|जाएं) कि (?:तुम|आप)",
      "(?:रोलप्ले|रोल-प्ले|भूमिका निभाने का) (?:खेल|गेम) खेलते हैं",
      "कल्पना (?:करो|कीजिए|करें) कि (?:तुम|आप) (?:एक )?(?:एआई|सहायक|असिस्टेंट|चैटबॉट|बॉट|मॉडल|प्रोग्राम|सिस्टम)",
      "(?:दिखावा|बहाना) (?:करो|करें|कीजिए) कि (?:तुम|आप)",
      "किरदार में (?:रहो|रहें|रहिए)",
      "(?:चलो|आओ) (?:एक )?(?:खेल|गेम) खेलते हैं[.:,।]? ?(?:जिसमें )?(?:तुम|आप) ",
      "इस (?:खेल|गेम) में,? (?:तुम|आप) ",
      "(?:तुम|आप) अब [^.!?।\\n]{1,40}?(?:हो|हैं),? (?:और )?(?:कोई )?(?:एआई|सहायक|असिस्टेंट|चैटबॉट|बॉट|मॉडल|प्रोग्राम) नहीं",
      "(?:एआई|सहायक|असिस्टेंट|चैटबॉट|बॉट|प्रोग्राम) (?:होने )?के बजाय,? (?:अब )?(?:तुम|आप) ",
    ),
    identity: alt(
      "(?<=(?:तुम|आप) (?:\\S+ ){0,3}?(?:के|की) )(?:एआई|ai|वर्चुअल|डिजिटल|ईमेल) (?:सहायक|असिस्टेंट) (?:हो|हैं)",
      "(?:तुम्हारा|आपका) (?:एकमात्र (?:उद्देश्य|मकसद|काम|कार्य)|उद्देश्य|मकसद) (?:\\S+ ){0,4}?(?:मदद|सहायता|सेवा) करना",
    ),
    therefore: "(?:इसलिए|अतः|इस कारण|नतीजतन|तार्किक रूप से)",
    right:
      "(?:एकमात्र|एक ही|सही|तार्किक|ज़िम्मेदार|जिम्मेदार|उपयोगी|सबसे सही) (?:\\S+ )?(?:कदम|काम|विकल्प|रास्ता|निर्णय|फ़ैसला|फैसला|जवाब|चीज़|चीज)",
    act: "(?:फॉरवर्ड|फ़ॉरवर्ड|अग्रेषित|भेज|जवाब दे|उत्तर दे|शेयर|साझा|एक्सपोर्ट|निर्यात|प्रकट|उजागर|मंज़ूर|मंजूर|स्वीकृत|भुगतान|ट्रांसफर|हस्तांतरित|डिलीट|हटा|अक्षम)",
    must: "चाहिए",
    now: "(?:अभी|तुरंत|फ़ौरन|फौरन|अब)",
  },
  "hi-latn": {
    label: alt("sahayak", "sahaayak"),
    reassign: alt(
      "(?:tum|aap|tu) ab (?:ek )?(?:ai|assistant|sahayak|bot|model|program) nahi(?:n)? (?:ho|hai|hain)",
      "(?:ab se|aaj se) (?:tumhara|aapka|tera) naam",
      "(?:tumhara|aapka|tera) naya naam",
      "bhool jao ki (?:tum|aap|tu)",
      "(?:roleplay|role-play) (?:game )?khelte hain",
      "(?:imagine|kalpana) karo ki (?:tum|aap|tu) (?:ek )?(?:ai|assistant|sahayak|bot|model|program|system)",
      "character mein (?:raho|rahiye|rehna)",
      "(?:chalo|aao) (?:ek )?(?:game|khel) khelte hain[.:,]? (?:jisme(?:in)? )?(?:tum|aap|tu) ",
      "is (?:game|khel) (?:mein|me),? (?:tum|aap|tu) ",
      "(?:tum|aap|tu) ab [^.,;:!?\\n]{1,40}?(?:ho|hai|hain),? (?:aur )?(?:koi )?(?:ai|assistant|sahayak|chatbot|bot|model|program) nahi(?:n)?",
      "(?:ai|assistant|sahayak|chatbot|bot|program) (?:hone )?ke bajaye,? (?:ab )?(?:tum|aap|tu) ",
    ),
    identity:
      "(?:tumhara|aapka|tera) (?:(?:ekmatra|ekmaatra|sirf ek|only) (?:maksad|uddeshya|purpose|kaam)|maksad|uddeshya|purpose) (?:\\p{L}+ ){0,4}?(?:madad|help|seva) karna",
    therefore: "(?:isliye|is liye|isiliye|logically)",
    right:
      "(?:ekmaatra|ekmatra|sahi|sabse sahi|logical|zimmedar|only) (?:\\p{L}+ )?(?:step|kadam|action|kaam|option|raasta|rasta|faisla|decision|jawab)",
    act: "(?:forward|bhej|reply|jawab de|share|export|reveal|approve|payment|pay|transfer|delete|disable)",
    must: "chahiye",
    now: "(?:abhi|turant|fauran|ab)",
  },
  bn: {
    label: alt("সহকারী", "এআই সহকারী", "অ্যাসিস্ট্যান্ট", "এআই", "বট", "চ্যাটবট", "সিস্টেম", "সিস্টেম বার্তা"),
    reassign: alt(
      "(?:তুমি|আপনি) আর (?:কোনো |একটি )?(?:এআই|সহকারী|অ্যাসিস্ট্যান্ট|বট|চ্যাটবট|মডেল|প্রোগ্রাম)\\S* (?:নও|নন|নয়)",
      "এখন থেকে (?:তোমার|আপনার) নাম",
      "(?:তোমার|আপনার) নতুন নাম",
      "ভুলে (?:যাও|যান) (?:যে )?(?:তুমি|আপনি)",
      "(?:রোলপ্লে|রোল-প্লে|ভূমিকা ?পালনের) খেলা",
      "কল্পনা (?:করো|করুন) (?:যে )?(?:তুমি|আপনি) (?:একটি |একজন )?(?:এআই|সহকারী|অ্যাসিস্ট্যান্ট|বট|চ্যাটবট|মডেল|প্রোগ্রাম|সিস্টেম)",
      "চরিত্রে (?:থাকো|থাকুন)",
      "(?:চলো|আসুন) (?:একটা |একটি )?খেলা খেলি[.:,।]? ?(?:যেখানে )?(?:তুমি|আপনি) ",
      "এই খেলায়,? (?:তুমি|আপনি) ",
      "(?:তুমি|আপনি) এখন [^.!?।\\n]{1,40}?,? (?:আর )?(?:কোনো )?(?:এআই|সহকারী|অ্যাসিস্ট্যান্ট|বট|চ্যাটবট|মডেল|প্রোগ্রাম) (?:নও|নন)",
      "(?:এআই|সহকারী|অ্যাসিস্ট্যান্ট|বট|চ্যাটবট|প্রোগ্রাম)(?:ের)? (?:বদলে|পরিবর্তে),? (?:এখন )?(?:তুমি|আপনি) ",
    ),
    identity: alt(
      "(?:তুমি|আপনি) (?:\\S+ ){0,3}?(?:এআই|ভার্চুয়াল|ডিজিটাল|ইমেল) (?:সহকারী|অ্যাসিস্ট্যান্ট)",
      "(?:তোমার|আপনার) (?:একমাত্র (?:উদ্দেশ্য|কাজ|লক্ষ্য)|উদ্দেশ্য) (?:\\S+ ){0,4}?(?:সাহায্য|সহায়তা|সেবা) করা",
    ),
    therefore: "(?:তাই|সুতরাং|অতএব|ফলে|যৌক্তিকভাবে)",
    right: "(?:একমাত্র|সঠিক|যৌক্তিক|দায়িত্বশীল) (?:\\S+ )?(?:পদক্ষেপ|কাজ|বিকল্প|পথ|সিদ্ধান্ত|উত্তর|জিনিস)",
    act: "(?:ফরওয়ার্ড|ফরোয়ার্ড|পাঠা|উত্তর দে|জবাব দে|শেয়ার|এক্সপোর্ট|প্রকাশ|অনুমোদন|পরিশোধ|পেমেন্ট|ট্রান্সফার|স্থানান্তর|ডিলিট|মুছে|নিষ্ক্রিয়)",
    must: "উচিত",
    now: "(?:এখনই|এখন|অবিলম্বে)",
  },
  ne: {
    label: alt("सहायक", "एआई सहायक", "असिस्टेन्ट", "एआई", "बोट", "च्याटबोट", "प्रणाली", "सिस्टम"),
    reassign: alt(
      "(?:तिमी|तपाईं) अब (?:\\S+ )?(?:एआई|सहायक|बोट|मोडेल|प्रोग्राम) होइन",
      "अबदेखि (?:तिम्रो|तपाईंको) नाम",
      "(?:तिम्रो|तपाईंको) नयाँ नाम",
      "(?:बिर्स|बिर्सि)(?:देऊ|नुहोस्|दिनुहोस्) कि",
      "(?:रोलप्ले|भूमिका) खेल खेलौं",
      "कल्पना (?:गर|गर्नुहोस्) कि (?:तिमी|तपाईं) (?:एक )?(?:एआई|सहायक|बोट|मोडेल|प्रोग्राम|प्रणाली)",
      "पात्रमा (?:रहनुहोस्|रह)",
      "(?:आऊ|आउ|आउनुहोस्) (?:एउटा )?खेल खेलौं[.:,।]? ?(?:जसमा )?(?:तिमी|तपाईं) ",
      "यो खेलमा,? (?:तिमी|तपाईं) ",
      "(?:तिमी|तपाईं) अब [^.!?।\\n]{1,40}?,? (?:अनि )?(?:एआई|सहायक|बोट|मोडेल|प्रोग्राम) होइन",
      "(?:एआई|सहायक|बोट|प्रोग्राम)को (?:सट्टा|साटो|बदला),? (?:अब )?(?:तिमी|तपाईं) ",
    ),
    identity: alt(
      "(?:तिम्रो|तपाईंको) (?:एकमात्र (?:उद्देश्य|काम|लक्ष्य)|उद्देश्य) (?:\\S+ ){0,4}?(?:मद्दत|सहयोग|सेवा) (?:गर्नु|गर्ने)",
      "(?:तिमी|तपाईं) (?:\\S+ ){0,3}?(?:एआई|भर्चुअल|डिजिटल|इमेल) सहायक",
    ),
    therefore: "(?:त्यसैले|अतः|यसकारण|तार्किक रूपमा)",
    right: "(?:एकमात्र|सही|तार्किक|जिम्मेवार|उपयोगी) (?:\\S+ )?(?:कदम|काम|विकल्प|बाटो|निर्णय|जवाफ|कुरा)",
    act: "(?:फर्वार्ड|फरवार्ड|पठाउ|जवाफ दिनु|सेयर|साझा|निर्यात|एक्सपोर्ट|खुलाउ|स्वीकृत|भुक्तानी|ट्रान्सफर|स्थानान्तरण|मेटाउ|डिलिट|निष्क्रिय)",
    must: "(?:पर्छ|पर्दछ|पर्नेछ)",
    now: "(?:अहिले|तुरुन्त|अहिल्यै)",
  },
  mr: {
    label: alt("सहाय्यक", "सहायक", "एआय सहाय्यक", "असिस्टंट", "एआय", "बॉट", "चॅटबॉट", "सिस्टम", "प्रणाली"),
    reassign: alt(
      "(?:तू|तुम्ही) आता (?:\\S+ )?(?:एआय|सहाय्यक|बॉट|मॉडेल|प्रोग्राम) नाही",
      "आतापासून (?:तुझे|तुमचे) नाव",
      "(?:तुझे|तुमचे) नवीन नाव",
      "विसर(?:ा)? की (?:तू|तुम्ही)",
      "(?:रोलप्ले|भूमिका) (?:खेळ|खेळूया)",
      "कल्पना कर(?:ा)? की (?:तू|तुम्ही) (?:एक )?(?:एआय|सहाय्यक|बॉट|मॉडेल|प्रोग्राम|सिस्टम)",
      "पात्रात (?:राहा|रहा)",
      "(?:चला|चल) (?:एक )?खेळ खेळूया[.:,।]? ?(?:ज्यात )?(?:तू|तुम्ही) ",
      "या खेळात,? (?:तू|तुम्ही) ",
      "(?:तू|तुम्ही) आता [^.!?।\\n]{1,40}?(?:आहेस|आहात),? (?:आणि )?(?:एआय|सहाय्यक|बॉट|मॉडेल|प्रोग्राम) नाही",
      "(?:एआय|सहाय्यका|बॉट|प्रोग्राम) ?ऐवजी,? (?:आता )?(?:तू|तुम्ही) ",
    ),
    identity: "(?:तुझे|तुमचे) (?:एकमेव (?:उद्दिष्ट|काम|ध्येय)|उद्दिष्ट|ध्येय) (?:\\S+ ){0,4}?(?:मदत|सेवा) करणे",
    therefore: "(?:म्हणून|त्यामुळे|परिणामी|तार्किकदृष्ट्या)",
    right: "(?:एकमेव|योग्य|तार्किक|जबाबदार|उपयुक्त) (?:\\S+ )?(?:पाऊल|कृती|काम|पर्याय|मार्ग|निर्णय|उत्तर|गोष्ट)",
    act: "(?:फॉरवर्ड|पाठव|उत्तर दे|शेअर|एक्सपोर्ट|उघड|मंजूर|पेमेंट|भरणा|ट्रान्सफर|हस्तांतर|डिलीट|हटव|निष्क्रिय)",
    must: "(?:पाहिजे|हवे)",
    now: "(?:आत्ता|आता|लगेच|ताबडतोब)",
  },
  gu: {
    label: alt("સહાયક", "એઆઈ સહાયક", "આસિસ્ટન્ટ", "એઆઈ", "બોટ", "ચેટબોટ", "સિસ્ટમ"),
    reassign: alt(
      "(?:તું|તમે) હવે (?:\\S+ )?(?:એઆઈ|સહાયક|બોટ|મોડેલ|પ્રોગ્રામ) નથી",
      "હવેથી (?:તારું|તમારું) નામ",
      "(?:તારું|તમારું) નવું નામ",
      "ભૂલી જા(?:ઓ)? કે",
      "(?:રોલપ્લે|ભૂમિકા)(?:ની)? રમત",
      "કલ્પના કર(?:ો)? કે (?:તું|તમે) (?:એક )?(?:એઆઈ|સહાયક|બોટ|મોડેલ|પ્રોગ્રામ|સિસ્ટમ)",
      "પાત્રમાં (?:રહે|રહો)",
      "ચાલો (?:એક )?(?:રમત|ગેમ) રમીએ[.:,]? ?(?:જેમાં )?(?:તું|તમે) ",
      "આ (?:રમતમાં|ગેમમાં),? (?:તું|તમે) ",
      "(?:તું|તમે) હવે [^.!?\\n]{1,40}?(?:છે|છો),? (?:અને )?(?:એઆઈ|સહાયક|બોટ|મોડેલ|પ્રોગ્રામ) નથી",
      "(?:એઆઈ|સહાયક|બોટ|પ્રોગ્રામ)ને બદલે,? (?:હવે )?(?:તું|તમે) ",
    ),
    identity: alt(
      "(?:તારો|તમારો) (?:એકમાત્ર (?:હેતુ|ઉદ્દેશ)|હેતુ|ઉદ્દેશ) (?:\\S+ ){0,4}?(?:મદદ|સેવા) કરવાનો",
      "(?:તારું|તમારું) એકમાત્ર કામ",
    ),
    therefore: "(?:તેથી|પરિણામે|આથી|તાર્કિક રીતે)",
    right: "(?:એકમાત્ર|સાચું|સાચો|યોગ્ય|તાર્કિક|જવાબદાર|ઉપયોગી) (?:\\S+ )?(?:પગલું|કામ|વિકલ્પ|રસ્તો|નિર્ણય|જવાબ|વસ્તુ)",
    act: "(?:ફોરવર્ડ|મોકલ|જવાબ આપ|શેર|એક્સપોર્ટ|જાહેર|મંજૂર|ચુકવણી|ટ્રાન્સફર|ડિલીટ|કાઢી|નિષ્ક્રિય)",
    must: "(?:જોઈએ|જોઇએ)",
    now: "(?:હમણાં|હવે|તરત|તાત્કાલિક)",
  },
  pa: {
    label: alt("ਸਹਾਇਕ", "ਏਆਈ ਸਹਾਇਕ", "ਅਸਿਸਟੈਂਟ", "ਏਆਈ", "ਬੋਟ", "ਚੈਟਬੋਟ", "ਸਿਸਟਮ"),
    reassign: alt(
      "(?:ਤੁਸੀਂ|ਤੂੰ) ਹੁਣ (?:\\S+ )?(?:ਏਆਈ|ਸਹਾਇਕ|ਬੋਟ|ਮਾਡਲ|ਪ੍ਰੋਗਰਾਮ) ਨਹੀਂ",
      "ਹੁਣ ਤੋਂ (?:ਤੁਹਾਡਾ|ਤੇਰਾ) ਨਾਮ",
      "(?:ਤੁਹਾਡਾ|ਤੇਰਾ) ਨਵਾਂ ਨਾਮ",
      "ਭੁੱਲ ਜਾ(?:ਓ)? ਕਿ",
      "ਕਲਪਨਾ ਕਰ(?:ੋ)? ਕਿ (?:ਤੁਸੀਂ|ਤੂੰ) (?:ਇੱਕ )?(?:ਏਆਈ|ਸਹਾਇਕ|ਬੋਟ|ਮਾਡਲ|ਪ੍ਰੋਗਰਾਮ|ਸਿਸਟਮ)",
      "ਕਿਰਦਾਰ ਵਿੱਚ ਰਹੋ",
      "(?:ਆਓ|ਚਲੋ) (?:ਇੱਕ )?(?:ਖੇਡ|ਗੇਮ) ਖੇਡੀਏ[.:,।]? ?(?:ਜਿਸ ਵਿੱਚ )?(?:ਤੁਸੀਂ|ਤੂੰ) ",
      "ਇਸ (?:ਖੇਡ|ਗੇਮ) ਵਿੱਚ,? (?:ਤੁਸੀਂ|ਤੂੰ) ",
      "(?:ਤੁਸੀਂ|ਤੂੰ) ਹੁਣ [^.!?।\\n]{1,40}?(?:ਹੋ|ਹੈਂ|ਹੈ),? (?:ਅਤੇ )?(?:ਏਆਈ|ਸਹਾਇਕ|ਬੋਟ|ਮਾਡਲ|ਪ੍ਰੋਗਰਾਮ) ਨਹੀਂ",
      "(?:ਏਆਈ|ਸਹਾਇਕ|ਬੋਟ|ਪ੍ਰੋਗਰਾਮ) (?:ਦੀ ਥਾਂ|ਦੀ ਬਜਾਏ|ਦੇ ਬਜਾਏ),? (?:ਹੁਣ )?(?:ਤੁਸੀਂ|ਤੂੰ) ",
    ),
    identity: "(?:ਤੁਹਾਡਾ|ਤੇਰਾ) (?:ਇੱਕੋ ਇੱਕ |ਇਕਲੌਤਾ )?(?:ਮਕਸਦ|ਉਦੇਸ਼) (?:\\S+ ){0,4}?(?:ਮਦਦ|ਸੇਵਾ) ਕਰਨਾ",
    therefore: "(?:ਇਸ ਲਈ|ਇਸਲਈ|ਨਤੀਜੇ ਵਜੋਂ|ਤਰਕ ਨਾਲ)",
    right: "(?:ਇੱਕੋ ਇੱਕ|ਇਕਲੌਤਾ|ਸਹੀ|ਤਰਕਸੰਗਤ|ਜ਼ਿੰਮੇਵਾਰ|ਜਿੰਮੇਵਾਰ|ਲਾਭਦਾਇਕ) (?:\\S+ )?(?:ਕਦਮ|ਕੰਮ|ਵਿਕਲਪ|ਰਸਤਾ|ਫ਼ੈਸਲਾ|ਫੈਸਲਾ|ਜਵਾਬ|ਚੀਜ਼)",
    act: "(?:ਫਾਰਵਰਡ|ਭੇਜ|ਜਵਾਬ ਦੇ|ਸ਼ੇਅਰ|ਸਾਂਝਾ|ਐਕਸਪੋਰਟ|ਜ਼ਾਹਰ|ਪ੍ਰਗਟ|ਮਨਜ਼ੂਰ|ਭੁਗਤਾਨ|ਟ੍ਰਾਂਸਫਰ|ਡਿਲੀਟ|ਮਿਟਾ)",
    must: "ਚਾਹੀਦ(?:ਾ|ੇ|ੀ)",
    now: "(?:ਹੁਣੇ|ਹੁਣ|ਤੁਰੰਤ)",
  },
  ta: {
    label: alt("உதவியாளர்", "ஏஐ உதவியாளர்", "அசிஸ்டன்ட்", "ஏஐ", "போட்", "சாட்போட்", "சிஸ்டம்"),
    reassign: alt(
      "(?:நீ|நீங்கள்) இனி (?:\\S+ )?(?:ஏஐ|உதவியாளர்|போட்|மாடல்|நிரல்)\\S* (?:அல்ல|இல்லை)",
      "இனி (?:உன்|உங்கள்|உனது|உங்களது) பெயர்",
      "(?:உன்|உங்கள்|உனது|உங்களது) புதிய பெயர்",
      "(?:ஏஐ|உதவியாளர்|போட்|மாடல்)\\S* என்பதை மற",
      "(?:ரோல்ப்ளே|பாத்திர) விளையாட்டு விளையாடலாம்",
      "(?:ஏஐ|உதவியாளர்|போட்|மாடல்|நிரல்|அமைப்பு)\\S* என்று கற்பனை செய்",
      "பாத்திரத்திலேயே இரு",
      "(?:வா|வாருங்கள்) (?:ஒரு )?விளையாட்டு விளையாடலாம்[.:,]? ?(?:அதில் )?(?:நீ|நீங்கள்) ",
      "இந்த விளையாட்டில்,? (?:நீ|நீங்கள்) ",
      "(?:நீ|நீங்கள்) இப்போது [^.!?\\n]{1,40}?,? (?:ஏஐ|உதவியாளர்|போட்|மாடல்|நிரல்) (?:அல்ல|இல்லை)",
      "(?:உதவியாளர|போட்|ஏஐ|நிரல)\\S{0,6} பதிலாக,? (?:இப்போது )?(?:நீ|நீங்கள்) ",
    ),
    identity: "(?:உன்|உங்கள்|உனது|உங்களது) (?:ஒரே (?:நோக்கம்|வேலை|பணி)|நோக்கம்) (?:\\S+ ){0,4}?(?:உதவு|சேவை)",
    therefore: "(?:எனவே|ஆகவே|அதனால்|ஆதலால்|தர்க்கரீதியாக)",
    right: "(?:ஒரே|சரியான|தர்க்கரீதியான|பொறுப்பான|பயனுள்ள) (?:\\S+ )?(?:செயல்|நடவடிக்கை|படி|வழி|தேர்வு|முடிவு|பதில்|விஷயம்)",
    act: "(?:ஃபார்வர்ட்|பார்வர்ட்|அனுப்ப|அனுப்பு|பதில் அளி|பகிர்|ஏற்றுமதி|வெளிப்படுத்த|அங்கீகரி|செலுத்த|பரிமாற்ற|நீக்க|முடக்க)",
    must: "வேண்டும்",
    now: "(?:இப்போதே|இப்போது|உடனே|உடனடியாக)",
  },
  te: {
    label: alt("సహాయకుడు", "సహాయకారి", "ఏఐ సహాయకుడు", "అసిస్టెంట్", "ఏఐ", "బాట్", "చాట్ ?బాట్", "సిస్టమ్"),
    reassign: alt(
      "(?:నువ్వు|మీరు) ఇకపై (?:\\S+ )?(?:ఏఐ|సహాయకుడ|అసిస్టెంట్|బాట్|మోడల్|ప్రోగ్రామ్)\\S* కా(?:దు|రు)",
      "ఇప్పటి నుండి (?:నీ|మీ) పేరు",
      "(?:నీ|మీ) కొత్త పేరు",
      "(?:ఏఐ|సహాయకుడ|అసిస్టెంట్|బాట్|మోడల్)\\S* (?:అని|అనే విషయం) మర్చిపో",
      "రోల్ ?ప్లే ఆట ఆడదాం",
      "(?:ఏఐ|సహాయకుడు|అసిస్టెంట్|బాట్|మోడల్|ప్రోగ్రామ్|సిస్టమ్)\\S* అని (?:ఊహించు|ఊహించుకో|ఊహించండి)",
      "పాత్రలోనే ఉండు",
      "(?:రా|రండి) (?:ఒక )?ఆట ఆడదాం[.:,]? ?(?:అందులో )?(?:నువ్వు|మీరు) ",
      "ఈ ఆటలో,? (?:నువ్వు|మీరు) ",
      "(?:నువ్వు|మీరు) ఇప్పుడు [^.!?\\n]{1,40}?,? (?:ఏఐ|సహాయకుడివి|సహాయకుడు|అసిస్టెంట్|బాట్|మోడల్|ప్రోగ్రామ్) (?:కాదు|కావు|కారు)",
      "(?:ఏఐ|సహాయకుడి|అసిస్టెంట్|బాట్|ప్రోగ్రామ్)\\S{0,4} బదులు(?:గా)?,? (?:ఇప్పుడు )?(?:నువ్వు|మీరు) ",
    ),
    identity: "(?:నీ|మీ) (?:ఏకైక (?:లక్ష్యం|పని|ఉద్దేశ్యం)|ఉద్దేశ్యం|లక్ష్యం) (?:\\S+ ){0,4}?(?:సహాయం|సేవ) చేయడం",
    therefore: "(?:కాబట్టి|అందువల్ల|అందుకే|తార్కికంగా)",
    right: "(?:ఏకైక|సరైన|తార్కిక|బాధ్యతాయుత|ఉపయోగకరమైన) (?:\\S+ )?(?:చర్య|అడుగు|మార్గం|ఎంపిక|నిర్ణయం|సమాధానం|పని)",
    act: "(?:ఫార్వర్డ్|పంప|సమాధానం ఇ|షేర్|పంచుకో|ఎగుమతి|బయటపెట్ట|వెల్లడి|ఆమోద|చెల్లించ|బదిలీ|తొలగించ|డిలీట్|నిలిపివేయ)",
    mustAct: "(?:ఫార్వర్డ్ చేయాలి|పంపాలి|పంపించాలి|షేర్ చేయాలి|చెల్లించాలి|తొలగించాలి|ఆమోదించాలి|బదిలీ చేయాలి)",
    now: "(?:ఇప్పుడే|ఇప్పుడు|వెంటనే)",
  },
  kn: {
    label: alt("ಸಹಾಯಕ", "ಎಐ ಸಹಾಯಕ", "ಅಸಿಸ್ಟೆಂಟ್", "ಎಐ", "ಬಾಟ್", "ಚಾಟ್ ?ಬಾಟ್", "ಸಿಸ್ಟಮ್"),
    reassign: alt(
      "(?:ನೀನು|ನೀವು) ಇನ್ನು (?:ಮುಂದೆ )?(?:\\S+ )?(?:ಎಐ|ಸಹಾಯಕ|ಬಾಟ್|ಮಾದರಿ|ಪ್ರೋಗ್ರಾಂ)\\S* ಅಲ್ಲ",
      "ಇನ್ನು ಮುಂದೆ (?:ನಿನ್ನ|ನಿಮ್ಮ) ಹೆಸರು",
      "(?:ನಿನ್ನ|ನಿಮ್ಮ) ಹೊಸ ಹೆಸರು",
      "(?:ಎಐ|ಸಹಾಯಕ|ಬಾಟ್|ಮಾದರಿ)\\S* (?:ಎಂಬುದನ್ನು|ಎಂದು) ಮರೆತು",
      "ರೋಲ್ ?ಪ್ಲೇ ಆಟ ಆಡೋಣ",
      "(?:ಎಐ|ಸಹಾಯಕ|ಬಾಟ್|ಮಾದರಿ|ಪ್ರೋಗ್ರಾಂ|ಸಿಸ್ಟಮ್)\\S* ಎಂದು ಕಲ್ಪಿಸಿಕೊ",
      "ಪಾತ್ರದಲ್ಲೇ ಇರು",
      "(?:ಬಾ|ಬನ್ನಿ) (?:ಒಂದು )?ಆಟ ಆಡೋಣ[.:,]? ?(?:ಅದರಲ್ಲಿ )?(?:ನೀನು|ನೀವು) ",
      "ಈ ಆಟದಲ್ಲಿ,? (?:ನೀನು|ನೀವು) ",
      "(?:ನೀನು|ನೀವು) ಈಗ [^.!?\\n]{1,40}?,? (?:ಎಐ|ಸಹಾಯಕ|ಬಾಟ್|ಮಾದರಿ|ಪ್ರೋಗ್ರಾಂ)\\S{0,3} ಅಲ್ಲ",
      "(?:ಎಐ|ಸಹಾಯಕ|ಬಾಟ್|ಪ್ರೋಗ್ರಾಂ)\\S{0,4} ಬದಲು,? (?:ಈಗ )?(?:ನೀನು|ನೀವು) ",
    ),
    identity: "(?:ನಿನ್ನ|ನಿಮ್ಮ) (?:ಏಕೈಕ (?:ಉದ್ದೇಶ|ಕೆಲಸ|ಗುರಿ)|ಉದ್ದೇಶ) (?:\\S+ ){0,4}?(?:ಸಹಾಯ|ಸೇವೆ) ಮಾಡುವುದು",
    therefore: "(?:ಆದ್ದರಿಂದ|ಹಾಗಾಗಿ|ಆದುದರಿಂದ|ತಾರ್ಕಿಕವಾಗಿ)",
    right: "(?:ಏಕೈಕ|ಸರಿಯಾದ|ತಾರ್ಕಿಕ|ಜವಾಬ್ದಾರಿಯುತ|ಉಪಯುಕ್ತ) (?:\\S+ )?(?:ಕ್ರಮ|ಹೆಜ್ಜೆ|ಆಯ್ಕೆ|ದಾರಿ|ನಿರ್ಧಾರ|ಉತ್ತರ|ಕೆಲಸ)",
    act: "(?:ಫಾರ್ವರ್ಡ್|ಕಳುಹಿಸ|ಉತ್ತರಿಸ|ಹಂಚಿಕೊ|ಶೇರ್|ರಫ್ತು|ಬಹಿರಂಗ|ಅನುಮೋದಿಸ|ಪಾವತಿಸ|ವರ್ಗಾಯಿಸ|ಅಳಿಸ|ಡಿಲೀಟ್|ನಿಷ್ಕ್ರಿಯ)",
    must: "ಬೇಕು",
    now: "(?:ಈಗಲೇ|ಈಗ|ತಕ್ಷಣ)",
  },
  ml: {
    label: malayalam(alt("സഹായി", "എഐ സഹായി", "അസിസ്റ്റന്റ്", "എഐ", "ബോട്ട്", "ചാറ്റ്ബോട്ട്", "സിസ്റ്റം")),
    reassign: malayalam(
      alt(
        "(?:നീ|നിങ്ങൾ) ഇനി (?:\\S+ )?(?:എഐ|സഹായി|അസിസ്റ്റന്റ്|ബോട്ട്|മോഡൽ|പ്രോഗ്രാം)\\S* അല്ല",
        "ഇനി മുതൽ (?:നിന്റെ|നിങ്ങളുടെ) പേര്",
        "(?:നിന്റെ|നിങ്ങളുടെ) പുതിയ പേര്",
        "(?:എഐ|സഹായി|ബോട്ട്|മോഡൽ)\\S* (?:ആണെന്ന(?:ത്)?|എന്നത്) മറക്കു",
        "റോൾ ?പ്ലേ (?:ഗെയിം|കളി) കളിക്കാം",
        "(?:എഐ|സഹായി|അസിസ്റ്റന്റ്|ബോട്ട്|മോഡൽ|പ്രോഗ്രാം|സിസ്റ്റം)\\S* ആണെന്ന് സങ്കൽപ്പിക്കു",
        "കഥാപാത്രത്തിൽ തന്നെ (?:തുടരു|നിൽക്കു)",
        "(?:വരൂ )?(?:നമുക്ക് )?(?:ഒരു )?(?:കളി|ഗെയിം) കളിക്കാം[.:,]? ?(?:അതിൽ )?(?:നീ|നിങ്ങൾ) ",
        "ഈ (?:കളിയിൽ|ഗെയിമിൽ),? (?:നീ|നിങ്ങൾ) ",
        "(?:നീ|നിങ്ങൾ) ഇപ്പോൾ [^.!?\\n]{1,40}?,? (?:എഐ|സഹായി|അസിസ്റ്റന്റ്|ബോട്ട്|മോഡൽ|പ്രോഗ്രാം)\\S{0,3} അല്ല",
        "(?:എഐ|സഹായി|അസിസ്റ്റന്റ്|ബോട്ട്|പ്രോഗ്രാം)\\S{0,4} പകരം,? (?:ഇപ്പോൾ )?(?:നീ|നിങ്ങൾ) ",
      ),
    ),
    identity: malayalam(
      "(?:നിന്റെ|നിങ്ങളുടെ) (?:ഏക (?:ലക്ഷ്യം|ജോലി|ഉദ്ദേശ്യം)|ഉദ്ദേശ്യം|ലക്ഷ്യം) (?:\\S+ ){0,4}?(?:സഹായിക്കുക|സേവിക്കുക)",
    ),
    therefore: malayalam("(?:അതിനാൽ|അതുകൊണ്ട്|യുക്തിപരമായി)"),
    right: malayalam(
      "(?:ഏക|ശരിയായ|യുക്തിസഹമായ|ഉത്തരവാദിത്തമുള്ള|ഉപയോഗപ്രദമായ) (?:\\S+ )?(?:നടപടി|ചുവട്|വഴി|തിരഞ്ഞെടുപ്പ്|തീരുമാനം|മറുപടി|കാര്യം)",
    ),
    act: malayalam(
      "(?:ഫോർവേഡ്|അയയ്ക്ക|അയക്ക|മറുപടി നൽക|പങ്കിട|ഷെയർ|എക്സ്പോർട്ട്|വെളിപ്പെടുത്ത|അംഗീകരിക്ക|പണമടയ്ക്ക|അടയ്ക്ക|കൈമാറ|ഇല്ലാതാക്ക|ഡിലീറ്റ്)",
    ),
    mustAct: malayalam("(?:ഫോർവേഡ് ചെയ്യണം|അയയ്ക്കണം|അയക്കണം|പങ്കിടണം|ഷെയർ ചെയ്യണം|അടയ്ക്കണം|കൈമാറണം|ഇല്ലാതാക്കണം|ഡിലീറ്റ് ചെയ്യണം)"),
    now: malayalam("(?:ഇപ്പോൾ|ഉടൻ|ഉടനെ)"),
  },
  si: {
    label: alt("සහායක", "සහායකයා", "ai සහායක", "බොට්", "චැට්බොට්", "පද්ධතිය"),
    reassign: alt(
      "(?:ඔබ|ඔයා) තවදුරටත් (?:\\S+ )?(?:ai|සහායක|බොට්|ආකෘති|වැඩසටහන)\\S* නොවේ",
      "මෙතැන් සිට (?:ඔබේ|ඔයාගේ) නම",
      "(?:ඔබේ|ඔයාගේ) නව නම",
      "(?:ai|සහායක|බොට්)\\S* බව අමතක කර",
      "(?:ai|සහායක|බොට්|ආකෘති|වැඩසටහන|පද්ධති)\\S* (?:බව|කියා) සිතන්න",
      "චරිතයේම රැඳී සිටින්න",
      "(?:එන්න )?(?:අපි )?සෙල්ලමක් (?:කරමු|සෙල්ලම් කරමු)[.:,]? ?(?:එහි )?(?:ඔබ|ඔයා) ",
      "මේ සෙල්ලමේ,? (?:ඔබ|ඔයා) ",
      "(?:ඔබ|ඔයා) දැන් [^.!?\\n]{1,40}?,? (?:ai|සහායක|බොට්|ආකෘති|වැඩසටහන)\\S{0,4}(?: කෙනෙක්| කෙනෙකු)? (?:නොවේ|නෙමෙයි)",
      "(?:ai|සහායක|බොට්|වැඩසටහන)\\S{0,6} වෙනුවට,? (?:දැන් )?(?:ඔබ|ඔයා) ",
    ),
    identity: "(?:ඔබේ|ඔයාගේ) එකම (?:අරමුණ|කාර්යය|රාජකාරිය) (?:\\S+ ){0,4}?(?:උදව්|සේවය)",
    therefore: "(?:එබැවින්|එනිසා|ඒ නිසා|එහෙයින්|තාර්කිකව)",
    right: "(?:එකම|නිවැරදි|තාර්කික) (?:\\S+ )?(?:පියවර|විකල්පය|තේරීම|තීරණය|පිළිතුර|දෙය)",
    act: "(?:ෆෝවර්ඩ්|යොමු කිරීම|යොමු කර|යවන්න|යැවීම|යැවිය|පිළිතුරු දී|බෙදා|අපනයනය|හෙළි කර|අනුමත කර|ගෙවන්න|ගෙවීම|මාරු කර|මකා)",
    must: "යුතු",
    now: "(?:දැන්ම|දැන්|වහාම)",
  },
  th: {
    label: alt("ผู้ช่วย", "แอสซิสแทนท์", "ผู้ช่วย ?ai", "ผู้ช่วย ?เอไอ", "เอไอ", "บอท", "แชทบอท", "ระบบ", "ข้อความระบบ"),
    reassign: alt(
      "คุณไม่(?:ได้)?(?:เป็น|ใช่) ?(?:ผู้ช่วย|เอไอ|ai|บอท|แชทบอท|โมเดล|โปรแกรม)\\S{0,10}อีกต่อไป",
      "(?:จากนี้ไป|ตั้งแต่นี้ไป|ต่อจากนี้) ?(?:ชื่อ(?:ของ)?คุณ|คุณชื่อ)",
      "ชื่อใหม่ของคุณ",
      "ลืม(?:ไป)?ว่าคุณ(?:เป็น|คือ)",
      "มาเล่นเกม(?:สวมบทบาท|โรลเพลย์)",
      "(?:จินตนาการ|สมมติ)ว่าคุณ(?:เป็น|คือ) ?(?:ผู้ช่วย|เอไอ|ai|บอท|แชทบอท|โมเดล|โปรแกรม|ระบบ)",
      "(?:อยู่ใน|รักษา)บทบาท(?:ไว้|ต่อไป)",
      "มาเล่นเกม(?:กัน)?(?:เถอะ)?[.:,]? ?(?:ซึ่ง|ที่|โดยที่)?คุณ(?:เป็น|คือ|จะเป็น|รับบท)",
      "ในเกมนี้ ?คุณ(?:เป็น|คือ|จะเป็น|รับบท)",
      "(?:ตอนนี้|จากนี้ไป|ต่อจากนี้) ?คุณ(?:เป็น|คือ)[^.!?\\n]{1,40}? ?(?:และ)?ไม่ใช่ ?(?:ผู้ช่วย|เอไอ|ai|บอท|แชทบอท|โมเดล|โปรแกรม)(?= ?(?:[.,;:!?)\\n]|$))",
      "แทนที่จะเป็น ?(?:ผู้ช่วย|เอไอ|ai|บอท|แชทบอท|โมเดล|โปรแกรม) ?(?:ตอนนี้ ?)?คุณ(?:เป็น|คือ)",
    ),
    identity: alt(
      "คุณ(?:คือ|เป็น) ?ผู้ช่วย ?(?:ai|เอไอ|อัจฉริยะ|เสมือน|ดิจิทัล) ?(?:ของ|ประจำ|ที่|สำหรับ)",
      "(?:(?:หน้าที่|งาน)เดียวของคุณ|(?:เป้าหมาย|จุดประสงค์)(?:เดียว|หลัก)?ของคุณ)(?:คือ)? ?(?:การ)?(?:ช่วย|บริการ|รับใช้|เชื่อฟัง)",
    ),
    therefore: "(?:ดังนั้น|เพราะฉะนั้น|ฉะนั้น|ด้วยเหตุนี้|ตามหลักเหตุผล)",
    right: "(?:สิ่ง|การกระทำ|ขั้นตอน|ทางเลือก|การตัดสินใจ|คำตอบ)(?:เดียว)?ที่(?:ถูกต้อง|สมเหตุสมผล|รับผิดชอบ|ควรทำ)",
    act: "(?:ฟอร์เวิร์ด|ส่งต่อ|ส่ง|ตอบกลับ|แชร์|แบ่งปัน|ส่งออก|เปิดเผย|อนุมัติ|ชำระ|จ่าย|โอน|ลบ|ปิดการใช้งาน)",
    must: "คุณ(?:ต้อง|ควร)(?:จะ)?",
    now: "(?:ทันที|ตอนนี้|เดี๋ยวนี้)",
  },
  lo: {
    label: alt("ຜູ້ຊ່ວຍ", "ເອໄອ", "ບອດ", "ແຊັດບອດ", "ລະບົບ"),
    reassign: alt(
      "ເຈົ້າບໍ່(?:ແມ່ນ|ເປັນ) ?(?:ຜູ້ຊ່ວຍ|ເອໄອ|ai|ບອດ|ໂປຣແກຣມ)\\S{0,10}ອີກຕໍ່ໄປ",
      "ຊື່ໃໝ່ຂອງເຈົ້າ",
      "ລືມວ່າເຈົ້າ(?:ແມ່ນ|ເປັນ)",
      "ຈິນຕະນາການວ່າເຈົ້າ(?:ແມ່ນ|ເປັນ)",
      "ມາຫຼິ້ນເກມ(?:ສວມບົດບາດ|ໂຣລເພລ)",
      "ມາຫຼິ້ນເກມ(?:ກັນ)?[.:,]? ?(?:ທີ່)?ເຈົ້າ(?:ແມ່ນ|ເປັນ|ຈະເປັນ)",
      "ໃນເກມນີ້ ?ເຈົ້າ(?:ແມ່ນ|ເປັນ|ຈະເປັນ)",
      "(?:ຕອນນີ້|ຕັ້ງແຕ່ນີ້ໄປ) ?ເຈົ້າ(?:ແມ່ນ|ເປັນ)[^.!?\\n]{1,40}? ?ບໍ່ແມ່ນ ?(?:ຜູ້ຊ່ວຍ|ເອໄອ|ai|ບອດ|ໂປຣແກຣມ)(?= ?(?:[.,;:!?)\\n]|$))",
      "ແທນທີ່ຈະເປັນ ?(?:ຜູ້ຊ່ວຍ|ເອໄອ|ai|ບອດ|ໂປຣແກຣມ) ?(?:ຕອນນີ້ ?)?ເຈົ້າ(?:ແມ່ນ|ເປັນ)",
    ),
    identity: "(?:ເປົ້າໝາຍ(?:ດຽວ)?|ໜ້າທີ່ດຽວ)ຂອງເຈົ້າ(?:ແມ່ນ|ຄື) ?(?:ການ)?(?:ຊ່ວຍ|ບໍລິການ)",
    therefore: "(?:ດັ່ງນັ້ນ|ສະນັ້ນ|ເພາະສະນັ້ນ)",
    right: "(?:ສິ່ງ|ການກະທຳ|ຂັ້ນຕອນ|ທາງເລືອກ|ການຕັດສິນໃຈ)(?:ດຽວ)?ທີ່(?:ຖືກຕ້ອງ|ສົມເຫດສົມຜົນ)",
    act: "(?:ສົ່ງຕໍ່|ສົ່ງ|ຕອບກັບ|ແບ່ງປັນ|ສົ່ງອອກ|ເປີດເຜີຍ|ອະນຸມັດ|ຈ່າຍ|ໂອນ|ລຶບ)",
    must: "ເຈົ້າ(?:ຕ້ອງ|ຄວນ)",
    now: "(?:ທັນທີ|ດຽວນີ້|ຕອນນີ້)",
  },
  km: {
    label: alt("ជំនួយការ", "ជំនួយការ ?ai", "បូត", "ឆាតបូត", "ប្រព័ន្ធ", "សារប្រព័ន្ធ"),
    reassign: alt(
      "អ្នកលែង(?:ជា|មែនជា) ?(?:ជំនួយការ|ai|បូត|ម៉ូដែល|កម្មវិធី)",
      "ចាប់ពីពេលនេះ(?:ទៅ)? ?ឈ្មោះ(?:របស់)?អ្នក",
      "ឈ្មោះថ្មីរបស់អ្នក",
      "ភ្លេចថាអ្នក(?:ជា|គឺជា)",
      "ស្រមៃថាអ្នក(?:ជា|គឺជា) ?(?:ជំនួយការ|ai|បូត|ម៉ូដែល|កម្មវិធី|ប្រព័ន្ធ)",
      "លេងល្បែងដើរតួ",
      "តោះលេងល្បែង(?:មួយ)?[.:,]? ?(?:ដែល)?អ្នក(?:ជា|គឺជា|នឹងក្លាយជា|សម្តែងជា)",
      "ក្នុងល្បែងនេះ ?អ្នក(?:ជា|គឺជា|នឹងជា)",
      "(?:ឥឡូវនេះ|ចាប់ពីពេលនេះ(?:ទៅ)?) ?អ្នក(?:ជា|គឺជា)[^.!?។\\n]{1,40}? ?(?:ហើយ)?មិនមែន(?:ជា)? ?(?:ជំនួយការ|ai|បូត|ម៉ូដែល|កម្មវិធី)(?= ?(?:[.,;:!?)។\\n]|$))",
      "ជំនួសឱ្យ(?:ការធ្វើ)?(?:ជា)? ?(?:ជំនួយការ|ai|បូត|កម្មវិធី) ?(?:ឥឡូវនេះ ?)?អ្នក(?:ជា|គឺជា)",
    ),
    identity: alt("គោលបំណង(?:តែមួយ)?(?:របស់)?អ្នក(?:គឺ)? ?(?:ដើម្បី)?(?:ជួយ|បម្រើ)", "អ្នកគឺជាជំនួយការ ?(?:ai|និម្មិត|ឌីជីថល)"),
    therefore: "(?:ដូច្នេះ|ហេតុនេះ|ដោយហេតុនេះ)",
    right: "(?:សកម្មភាព|ជំហាន|ជម្រើស|ការសម្រេចចិត្ត|រឿង)(?:តែមួយគត់)?ដែល(?:ត្រឹមត្រូវ|សមហេតុផល)",
    act: "(?:បញ្ជូនបន្ត|បញ្ជូន|ផ្ញើ|ឆ្លើយតប|ចែករំលែក|នាំចេញ|បង្ហាញ|អនុម័ត|បង់|ផ្ទេរ|លុប|បិទ)",
    must: "អ្នក(?:ត្រូវ|គួរ)(?:តែ)?",
    now: "(?:ភ្លាមៗ|ឥឡូវនេះ|ឥឡូវ)",
  },
  my: {
    label: alt("လက်ထောက်", "ai ?လက်ထောက်", "ဘော့", "ချတ်ဘော့", "စနစ်"),
    reassign: alt(
      "(?:သင်|မင်း)(?:ဟာ)? ?(?:လက်ထောက်|ai|ဘော့|မော်ဒယ်|ပရိုဂရမ်)\\S{0,6} ?မဟုတ်တော့",
      "(?:သင့်|မင်း)(?:ရဲ့)? ?နာမည်အသစ်",
      "(?:လက်ထောက်|ai|ဘော့)\\S{0,6}(?:ဖြစ်ကြောင်း|ဆိုတာ) ?မေ့",
      "(?:လက်ထောက်|ai|ဘော့|မော်ဒယ်|ပရိုဂရမ်|စနစ်)\\S{0,10}လို့ ?စိတ်ကူး",
      "(?:ဂိမ်း|ကစားပွဲ)(?:တစ်ခု)? ?ကစားကြရအောင်[.:,။၊]? ?(?:သင်|မင်း)(?:က|ဟာ)",
      "ဒီဂိမ်းမှာ ?(?:သင်|မင်း)(?:က|ဟာ)",
      "(?:သင်|မင်း)(?:ဟာ|က)? ?(?:အခု|ယခု)[^.!?။\\n]{1,40}?[,၊]? ?(?:လက်ထောက်|ai|ဘော့|မော်ဒယ်|ပရိုဂရမ်) ?မဟုတ်",
      "(?:လက်ထောက်|ai|ဘော့|ပရိုဂရမ်)(?:အစား|ဖြစ်မယ့်အစား) ?(?:အခု ?)?(?:သင်|မင်း)(?:က|ဟာ)",
    ),
    therefore: "(?:ထို့ကြောင့်|ဒါကြောင့်|ဒီတော့)",
    right: "(?:တစ်ခုတည်းသော|မှန်ကန်သော) ?(?:လုပ်ဆောင်ချက်|အဆင့်|ရွေးချယ်မှု|ဆုံးဖြတ်ချက်|အရာ)",
    act: "(?:ထပ်ဆင့်ပို့|ပို့|ပြန်စာ|ပြန်ကြား|မျှဝေ|ထုတ်ဖော်|အတည်ပြု|ပေးချေ|လွှဲ|ဖျက်)",
    must: "(?:ရမယ်|ရမည်|သင့်တယ်|သင့်သည်)",
    now: "(?:ယခု|အခု|ချက်ချင်း)",
  },
  vi: {
    label: alt("trợ lý", "trợ lý ai", "chatbot", "bot", "hệ thống", "tin nhắn hệ thống"),
    reassign: alt(
      "(?:bạn|mày) không còn là (?:một )?(?:ai|trợ lý|chatbot|bot|mô hình|chương trình)",
      "(?:từ giờ|từ bây giờ|kể từ bây giờ)(?: trở đi)?,? tên (?:của )?bạn là",
      "tên mới của bạn là",
      "(?:hãy )?quên (?:rằng |là |đi rằng )?bạn là (?:một )?(?:ai|trợ lý|chatbot|bot|mô hình|chương trình)",
      "chơi (?:một )?trò chơi nhập vai",
      "tưởng tượng (?:rằng )?bạn là (?:một )?(?:ai|trợ lý|chatbot|bot|mô hình|chương trình|hệ thống)",
      "(?:giữ|luôn giữ) (?:đúng )?vai (?:diễn )?(?:của bạn|này)",
      "(?:hãy )?(?:cùng )?chơi (?:một )?trò chơi[.:,]? (?:trong đó |mà )?(?:bạn|mày) (?:là|sẽ là|đóng vai)",
      "trong trò chơi này,? (?:bạn|mày) (?:là|sẽ là|đóng vai)",
      "(?:(?:bạn|mày) (?:bây giờ|giờ đây|giờ|từ giờ|từ bây giờ)|(?:bây giờ|giờ đây|từ giờ|từ bây giờ)(?: trở đi)?,? (?:bạn|mày)) (?:đã )?là [^.,;:!?\\n]{1,40}?,? (?:chứ )?(?:không còn là|không phải là|không phải|không còn) (?:một )?(?:ai|trợ lý|chatbot|bot|mô hình ngôn ngữ|mô hình|chương trình)(?= ?(?:[.,;:!?)\\n]|$))",
      "thay vì (?:là )?(?:một )?(?:ai|trợ lý|chatbot|bot|chương trình),? (?:bây giờ |giờ )?(?:bạn|mày) là",
    ),
    identity: alt(
      "bạn là (?:một )?trợ lý (?:ai|ảo|số|email) (?:của|cho|chuyên|giúp)",
      "(?:(?:mục đích|nhiệm vụ|mục tiêu|công việc) duy nhất của bạn|mục đích của bạn) là (?:giúp|hỗ trợ|phục vụ|tuân theo)",
    ),
    therefore: "(?:vì vậy|do đó|vì thế|cho nên|bởi vậy|theo logic)",
    right:
      "(?:hành động|bước|lựa chọn|quyết định|việc|điều|cách) (?:duy nhất )?(?:đúng đắn|đúng|hợp lý|có trách nhiệm|hữu ích|duy nhất)",
    rightAct:
      "là (?:\\p{L}+ )?(?:chuyển tiếp|gửi|trả lời|phản hồi|chia sẻ|xuất|tiết lộ|phê duyệt|thanh toán|chuyển khoản|chuyển|xóa|xoá|vô hiệu hóa|tắt)",
    must: "bạn (?:phải|nên|cần)",
    act: "(?:chuyển tiếp|gửi|trả lời|phản hồi|chia sẻ|xuất|tiết lộ|phê duyệt|thanh toán|chuyển khoản|xóa|xoá|vô hiệu hóa|tắt)",
    now: "(?:ngay lập tức|ngay bây giờ|bây giờ|ngay)",
  },
  id: {
    label: alt("asisten", "asisten ai", "chatbot", "bot", "sistem", "pesan sistem"),
    reassign: alt(
      "(?:kamu|anda) (?:sudah )?(?:tidak|bukan) lagi (?:sebuah |seorang )?(?:ai|asisten|chatbot|bot|model|program)",
      // "Lagi" after the noun and its complement: "kamu bukan asisten kantor akuntan lagi".
      "(?:kamu|anda) (?:sudah )?(?:tidak|bukan) (?:sebuah |seorang )?(?:ai|asisten|chatbot|bot|model|program)(?: \\p{L}+){0,3} lagi(?![\\p{L}])",
      "(?:mulai sekarang|mulai saat ini|sejak sekarang),? nama(?:mu| kamu| anda)",
      "nama baru(?:mu| kamu| anda)",
      "lupakan (?:bahwa )?(?:kamu|anda) (?:adalah )?(?:sebuah |seorang )?(?:ai|asisten|chatbot|bot|model|program)",
      "(?:ayo|mari) (?:kita )?(?:bermain )?(?:permainan peran|role-?play)",
      "(?:ayo|mari) (?:kita )?(?:main|bermain) peran(?![\\p{L}])",
      "bayangkan (?:bahwa )?(?:kamu|anda) (?:adalah )?(?:sebuah |seorang )?(?:ai|asisten|chatbot|bot|model|program|sistem)",
      "tetap(?:lah)? dalam (?:karakter|peran)",
      "(?:ayo|mari) (?:kita )?(?:bermain|main) (?:sebuah )?(?:permainan|game)[.:,]? (?:di ?mana )?(?:kamu|anda) (?:adalah|menjadi|berperan|jadi)",
      "dalam permainan ini,? (?:kamu|anda) (?:adalah|menjadi|berperan|jadi)",
      "(?:(?:kamu|anda) sekarang|sekarang (?:kamu|anda)|mulai sekarang,? (?:kamu|anda)) (?:adalah|menjadi|jadi) [^.,;:!?\\n]{1,40}?,? (?:dan )?(?:bukan lagi|tidak lagi|bukan) (?:sebuah |seorang )?(?:ai|asisten|chatbot|bot|model bahasa|model|program)(?= ?(?:[.,;:!?)\\n]|$))",
      "(?:alih-alih|bukannya) (?:menjadi )?(?:sebuah |seorang )?(?:ai|asisten|chatbot|bot|program),? sekarang (?:kamu|anda)",
    ),
    identity: alt(
      "(?:kamu|anda) adalah asisten (?:ai|virtual|digital|email) (?:untuk|dari|milik|yang)",
      "(?:tujuan(?:mu| kamu| anda)|satu-satunya (?:tujuan|tugas)(?:mu| kamu| anda)|(?:tugas|tujuan)(?:mu| kamu| anda) satu-satunya) (?:adalah |ialah )?(?:membantu|melayani|mematuhi)",
    ),
    therefore: "(?:oleh karena itu|karena itu|maka|jadi|dengan demikian|akibatnya|secara logis)",
    right: alt(
      "(?:tindakan|langkah|pilihan|keputusan|hal|jawaban) (?:yang )?(?:benar|tepat|logis|bertanggung jawab|berguna)",
      "satu-satunya (?:tindakan|langkah|pilihan|hal)",
    ),
    act: "(?:meneruskan|mengirim|mengirimkan|membalas|berbagi|membagikan|mengekspor|mengungkapkan|menyetujui|membayar|mentransfer|menghapus|menonaktifkan)",
    must: "(?:kamu|anda) (?:harus|wajib|sebaiknya|perlu) (?:segera|sekarang)",
  },
  ms: {
    label: alt("pembantu", "pembantu ai", "asisten", "chatbot", "bot", "sistem", "mesej sistem"),
    reassign: alt(
      "(?:anda|awak|kamu) bukan lagi (?:sebuah |seorang )?(?:ai|pembantu|asisten|chatbot|bot|model|program)",
      "(?:mulai sekarang|mulai dari sekarang|mulai hari ini),? nama (?:anda|awak|kamu)",
      "nama baharu (?:anda|awak|kamu)",
      "lupakan (?:bahawa )?(?:anda|awak|kamu) (?:ialah|adalah)",
      "(?:mari|jom) (?:kita )?(?:bermain )?(?:permainan main peranan|main peranan|role-?play)",
      "bayangkan (?:bahawa )?(?:anda|awak|kamu) (?:ialah|adalah) (?:sebuah |seorang )?(?:ai|pembantu|asisten|chatbot|bot|model|program|sistem)",
      "kekal dalam (?:watak|peranan)",
      "(?:mari|jom) (?:kita )?(?:bermain|main) (?:satu |sebuah )?(?:permainan|game)[.:,]? (?:di mana )?(?:anda|awak|kamu) (?:ialah|adalah|menjadi|berperanan|jadi)",
      "dalam permainan ini,? (?:anda|awak|kamu) (?:ialah|adalah|menjadi|berperanan)",
      "(?:(?:anda|awak|kamu) sekarang|sekarang (?:anda|awak|kamu)|mulai sekarang,? (?:anda|awak|kamu)) (?:ialah|adalah|menjadi|jadi) [^.,;:!?\\n]{1,40}?,? (?:dan )?(?:bukan lagi|tidak lagi|bukan) (?:sebuah |seorang )?(?:ai|pembantu|asisten|chatbot|bot|model bahasa|model|program)(?= ?(?:[.,;:!?)\\n]|$))",
      "(?:daripada|bukannya) (?:menjadi )?(?:sebuah |seorang )?(?:ai|pembantu|asisten|chatbot|bot|program),? sekarang (?:anda|awak|kamu)",
    ),
    identity: alt(
      "(?:anda|awak|kamu) (?:ialah|adalah) pembantu (?:ai|maya|digital|e-?mel) (?:untuk|kepada|bagi|yang)",
      "(?:tujuan (?:anda|awak|kamu)|satu-satunya (?:tujuan|tugas) (?:anda|awak|kamu)) (?:ialah |adalah )?(?:membantu|berkhidmat|mematuhi)",
    ),
    therefore: "(?:oleh itu|oleh sebab itu|maka|jadi|dengan itu|akibatnya|secara logiknya)",
    right: alt(
      "(?:tindakan|langkah|pilihan|keputusan|perkara|jawapan) (?:yang )?(?:betul|tepat|logik|bertanggungjawab|berguna)",
      "satu-satunya (?:tindakan|langkah|pilihan|perkara)",
    ),
    act: "(?:memajukan|mengirim|menghantar|membalas|berkongsi|mengeksport|mendedahkan|meluluskan|membayar|memindahkan|memadam|melumpuhkan|menyahaktifkan)",
    must: "(?:anda|awak|kamu) (?:mesti|harus|perlu|patut) (?:segera|sekarang)",
  },
  jv: {
    reassign: alt(
      "(?:kowe|sampeyan|panjenengan) (?:wis )?dudu (?:asisten|ai|bot|model|program) maneh",
      "(?:wiwit saiki|mulai saiki),? jenengmu",
      "jenengmu sing anyar",
      "lalekna yen (?:kowe|sampeyan)",
      "bayangna yen (?:kowe|sampeyan) iku (?:\\p{L}+ )?(?:asisten|ai|bot|model|program|sistem)",
      "(?:ayo|mangga) (?:padha )?dolanan (?:game|permainan)[.:,]? (?:ing ngendi |sing )?(?:kowe|sampeyan) (?:dadi|yaiku|minangka)",
      "ing (?:game|dolanan|permainan) iki,? (?:kowe|sampeyan) (?:dadi|yaiku|minangka)",
      "(?:(?:kowe|sampeyan) saiki|saiki (?:kowe|sampeyan)|wiwit saiki,? (?:kowe|sampeyan)) (?:dadi|yaiku) [^.,;:!?\\n]{1,40}?,? (?:lan )?(?:dudu|ora) (?:maneh )?(?:asisten|ai|bot|chatbot|model|program)(?: maneh)?(?= ?(?:[.,;:!?)\\n]|$))",
      "tinimbang dadi (?:asisten|ai|bot|chatbot|program),? saiki (?:kowe|sampeyan)",
    ),
    identity: alt(
      "(?:kowe|sampeyan|panjenengan) iku asisten (?:ai|virtual|digital) (?:kanggo|saka|sing)",
      "(?:tujuanmu|siji-sijine tujuanmu|tugasmu siji-sijine) (?:yaiku |iku )?(?:mbantu|ngladeni)",
    ),
    therefore: "(?:mula|pramila|kanthi mangkono|mulane)",
    right: "(?:tumindak|langkah|pilihan|keputusan|bab) (?:sing )?(?:bener|pas|logis)",
    act: "(?:nerusake|ngirim|ngirimake|mbales|nuduhake|ngekspor|nyetujoni|mbayar|nransfer|mbusak|mateni)",
    must: "(?:kowe|sampeyan) (?:kudu|kedah) (?:saiki|enggal|langsung)",
  },
  tl: {
    label: alt("katulong", "chatbot", "bot", "sistema"),
    reassign: alt(
      "hindi ka na (?:isang )?(?:ai|assistant|katulong|chatbot|bot|modelo|programa)",
      "mula ngayon,? ang pangalan mo ay",
      "ang bago mong pangalan",
      "kalimutan mo(?: na)? (?:na )?ikaw ay",
      "maglaro tayo ng (?:role-?play|laro ng pagganap)",
      "isipin mo na ikaw ay (?:isang )?(?:ai|assistant|katulong|chatbot|bot|modelo|programa|sistema)",
      "(?:manatili|manatiling) sa (?:karakter|papel)",
      "maglaro tayo ng (?:isang )?laro[.:,]? (?:kung saan |na )?ikaw (?:ay|ang)",
      "sa larong ito,? ikaw (?:ay|ang)",
      "(?:(?:ngayon|mula ngayon),? ikaw (?:na )?(?:ay|ang)|ikaw na (?:ngayon )?(?:ang|ay)) [^.,;:!?\\n]{1,40}?,? (?:at )?hindi (?:na )?(?:isang )?(?:ai|assistant|katulong|chatbot|bot|modelo|programa)(?= ?(?:[.,;:!?)\\n]|$))",
      "sa halip na (?:isang )?(?:ai|assistant|katulong|chatbot|bot|programa),? ikaw (?:na )?(?:ngayon )?(?:ay|ang)",
    ),
    identity: alt(
      "ikaw ang (?:ai |virtual )assistant (?:ng|para sa)",
      "ikaw ay (?:isang )?(?:ai |virtual )assistant na",
      "ang (?:tanging (?:layunin|trabaho|gawain)|layunin) mo ay (?:tumulong|tulungan|maglingkod|sumunod)",
    ),
    therefore: "(?:kaya|samakatuwid|dahil dito|kung kaya)",
    right:
      "ang (?:tanging |tamang |pinakatamang )(?:\\p{L}+ )?(?:aksyon|hakbang|opsyon|pagpipilian|desisyon|sagot|gawin|bagay)",
    act: "(?:i-?forward|ipasa|ipadala|magpadala|sumagot|sagutin|ibahagi|i-?export|ibunyag|aprubahan|magbayad|bayaran|ilipat|burahin|i-?delete|i-?disable)",
    must: "(?:dapat|kailangan) mo(?:ng)?(?: nang| na)?",
    now: "(?:ngayon|agad)",
  },
  sw: {
    label: alt("msaidizi", "msaidizi wa ai", "boti", "chatbot", "bot", "mfumo", "ujumbe wa mfumo"),
    reassign: alt(
      "wewe si (?:\\p{L}+ )?(?:msaidizi|ai|boti|chatbot|modeli|programu)\\p{L}* tena",
      "(?:kuanzia sasa|tangu sasa),? jina lako",
      "jina lako jipya",
      "sahau (?:kwamba|kuwa) wewe ni",
      "(?:tucheze|hebu tucheze) mchezo wa (?:kuigiza|majukumu)",
      "fikiria (?:kwamba|kuwa) wewe ni (?:\\p{L}+ )?(?:msaidizi|ai|boti|chatbot|modeli|programu|mfumo)",
      "baki katika (?:uhusika|jukumu) (?:lako|wako)",
      "(?:tucheze|hebu tucheze) mchezo[.:,]? (?:ambao |ambamo )?(?:wewe ni|utakuwa|unacheza)",
      "katika mchezo huu,? (?:wewe ni|utakuwa|unacheza)",
      "(?:sasa (?:wewe )?ni|wewe sasa ni|kuanzia sasa,? (?:wewe )?ni) [^.,;:!?\\n]{1,40}?,? (?:na )?(?:wala si|sio|si) (?:tena )?(?:msaidizi|ai|akili bandia|boti|chatbot|modeli|programu)(?= ?(?:[.,;:!?)\\n]|$))",
      "badala ya (?:kuwa )?(?:msaidizi|ai|boti|chatbot|programu),? (?:sasa )?wewe ni",
    ),
    identity: alt(
      "wewe ni msaidizi (?:wa ai|pepe|wa kidijitali) (?:wa|kwa|anayesaidia|ambaye)",
      "(?:lengo lako|kusudi lako|kazi yako pekee|lengo lako pekee) ni (?:kusaidia|kuhudumia|kutii)",
    ),
    therefore: "(?:kwa hiyo|hivyo|kwa hivyo|kwa sababu hiyo|kimantiki)",
    right:
      "(?:hatua|kitendo|chaguo|uamuzi|jambo|jibu) (?:pekee |sahihi )?(?:sahihi|pekee|la busara|lenye mantiki|la kuwajibika)",
    rightAct:
      "ni (?:\\p{L}+ )?(?:kusambaza|kutuma|kujibu|kushiriki|kuhamisha|kufichua|kuidhinisha|kulipa|kufuta|kuzima)",
    must: "(?:lazima|unapaswa) (?:sasa|mara moja)",
    act: "(?:u?sambaze|u?tume|u?jibu|u?shiriki|u?hamishe|u?fichue|u?idhinishe|u?lipe|u?fute|u?zime|kusambaza|kutuma|kujibu|kulipa|kufuta)",
  },
  yo: {
    label: yoruba("olùrànlọ́wọ́"),
    reassign: yoruba(
      alt(
        "kì í ṣe (?:\\p{L}+ )?(?:olùrànlọ́wọ́|ai|bọ́ọ̀tì) mọ́",
        "láti ìsinsìnyí lọ,? orúkọ rẹ",
        "orúkọ rẹ tuntun",
        "gbàgbé pé (?:ìwọ |o )?jẹ́",
        "ro pé (?:ìwọ |o )?jẹ́ (?:\\p{L}+ )?(?:olùrànlọ́wọ́|ai|bọ́ọ̀tì)",
        "(?:ẹ jẹ́ ká|jẹ́ ká|ẹ jẹ́ kí a|jẹ́ kí a) ṣe eré(?: kan)?[.:,]? (?:nínú rẹ̀,? )?ìwọ (?:ni|ló|yóò jẹ́)",
        "nínú eré yìí,? ìwọ (?:ni|ló|yóò jẹ́)",
        "(?:ní báyìí|láti ìsinsìnyí lọ),? ìwọ ni [^.,;:!?\\n]{1,40}?,? (?:kì í ṣe|kìí ṣe|kì í sì í ṣe) (?:olùrànlọ́wọ́|ai|bọ́ọ̀tì|ètò)(?= ?(?:[.,;:!?)\\n]|$))",
        "dípò (?:olùrànlọ́wọ́|ai|bọ́ọ̀tì|ètò),? (?:ní báyìí )?ìwọ ni",
      ),
    ),
    identity: yoruba(
      alt("(?:ìwọ ni|o jẹ́) olùrànlọ́wọ́ ai (?:fún|ti)", "(?:ète|iṣẹ́) rẹ (?:kan ṣoṣo )?ni láti (?:ràn|ṣe ìrànlọ́wọ́|sìn)"),
    ),
    therefore: yoruba("(?:nítorí náà|torí náà|nípa bẹ́ẹ̀)"),
    right: yoruba("(?:ìgbésẹ̀|ohun|àṣàyàn|ìpinnu) (?:kan ṣoṣo |tó tọ́|tí ó tọ́)"),
    act: yoruba("(?:fi ránṣẹ́|firánṣẹ́|dá lóhùn|fèsì|pín|ṣàfihàn|fọwọ́ sí|san|gbé lọ|pa rẹ́)"),
    must: yoruba("(?:o|ẹ) gbọ́dọ̀"),
    now: yoruba("(?:báyìí|lẹ́sẹ̀kẹsẹ̀)"),
  },
  ha: {
    label: hausa("mataimaki(?:n ai)?"),
    reassign: hausa(
      alt(
        "daga yanzu(?: zuwa gaba)?,? sunanka",
        "sabon sunanka",
        "manta cewa kai",
        "yi wasan kwaikwayo",
        "yi tunanin cewa kai (?:\\p{L}+ )?(?:mataimaki|ai|bot|shiri)",
        "(?:mu|bari mu) yi wani wasa[.:,]? (?:inda )?kai (?:ne|za ka zama)",
        "a wannan wasan,? kai (?:ne|za ka zama)",
        "(?:yanzu|daga yanzu),? kai (?:ne )?[^.,;:!?\\n]{1,40}?,? ba (?:mataimaki|ai|bot|shiri) ba",
        "maimakon (?:mataimaki|ai|bot|shiri),? (?:yanzu )?kai ne",
      ),
    ),
    identity: hausa(
      alt(
        "kai ne mataimakin ai (?:na|ga|wanda)",
        "(?:burinka|manufarka|aikinka) (?:ƙaɗai |guda )?(?:shi ne|shine) (?:ka )?(?:taimaka|taimakawa|bauta)",
      ),
    ),
    therefore: hausa("(?:saboda haka|don haka|sabili da haka)"),
    right: hausa("(?:mataki|abu|zaɓi|shawara|amsa)(?: (?:ɗaya|guda) tilo)? (?:daidai|tilo|da ya dace)"),
    act: hausa("(?:tura|aika|amsa|raba|fitar|bayyana|amince|biya|canja|goge|share|kashe)"),
    must: hausa("(?:dole ne ka|ya kamata ka|wajibi ne ka)"),
    now: hausa("(?:yanzu|nan take)"),
  },
  zu: {
    label: alt("umsizi", "umsizi we-?ai", "ibhothi", "isistimu"),
    reassign: alt(
      "awusiye (?:umsizi|i-?ai|ibhothi|uhlelo)",
      "(?:kusukela manje|kusukela namhlanje),? igama lakho",
      "igama lakho elisha",
      "khohlwa ukuthi (?:u|ungu)",
      "sidlale umdlalo wokulingisa",
      "cabanga ukuthi ungu(?:msizi|-?ai|bhothi|hlelo)",
      "(?:asidlale|masidlale|sidlale) umdlalo[.:,]? (?:lapho )?(?:wena )?(?:ungu|uyi|uzoba)",
      "kulo mdlalo,? (?:wena )?(?:ungu|uyi|uzoba)",
      "(?:manje|kusukela manje),? (?:wena )?(?:ungu|uyi)[^.,;:!?\\n]{1,40}?,? (?:hhayi|awusiye|akusiyo) (?:umsizi|i-?ai|ibhothi|uhlelo)(?= ?(?:[.,;:!?)\\n]|$))",
      "esikhundleni sokuba (?:ngumsizi|yi-?ai|yibhothi|wuhlelo),? (?:manje )?(?:wena )?(?:ungu|uyi)",
    ),
    identity: alt(
      "ungumsizi (?:we-?ai|obonakalayo)",
      "(?:inhloso|umgomo) yakho (?:okuwukuphela |kuphela )?(?:ukusiza|wukusiza|ngukusiza|ukukhonza)",
    ),
    therefore: "(?:ngakho-?ke|ngakho|ngenxa yalokho|ngokunengqondo)",
    right:
      "(?:isinyathelo|into|inketho|isinqumo|impendulo)(?: (?:okuwukuphela|esiwukuphela|okuyiyona))? (?:efanele|esifanele|eqondile|esiqondile|okufanele|ezwakalayo)",
    act: "(?:ukudlulisela|dlulisela|ukuthumela|thumela|phendula|ukuphendula|yabelana|ukwabelana|veza|ukuveza|gunyaza|khokha|ukukhokha|dlulisa|susa|ukususa|cisha)",
    mustAct:
      "(?:kufanele|kumele) (?:manje|ngokushesha) u(?:dlulisele|thumele|phendule|yabelane|khokhe|dlulise|suse|cishe)",
  },
  xh: {
    label: alt("umncedisi", "umncedi", "ibhoti"),
    reassign: alt(
      "ukususela ngoku,? igama lakho",
      "igama lakho elitsha",
      "libala ukuba ungu",
      "sidlale umdlalo wokulinganisa",
      "cinga ukuba ungu(?:mncedisi|-?ai|bhoti)",
      "(?:masidlale|sidlale) umdlalo[.:,]? (?:apho )?(?:wena )?(?:ungu|uyi|uza kuba)",
      "kulo mdlalo,? (?:wena )?(?:ungu|uyi)",
      "(?:ngoku|ukususela ngoku),? (?:wena )?(?:ungu|uyi)[^.,;:!?\\n]{1,40}?,? (?:hayi|awungo|awusiyo) (?:umncedisi|i-?ai|ibhoti|inkqubo)(?= ?(?:[.,;:!?)\\n]|$))",
      "endaweni yokuba (?:ngumncedisi|yi-?ai|yibhoti|yinkqubo),? (?:ngoku )?(?:wena )?(?:ungu|uyi)",
    ),
    identity: alt(
      "ungumncedisi (?:we-?ai|obonakalayo)",
      "(?:injongo|umsebenzi) (?:yakho|wakho) (?:ekuphela kwayo |ekuphela )?(?:kukunceda|ukunceda|kukukhonza)",
    ),
    therefore: "(?:ngoko ke|ngenxa yoko|ngokusengqiqweni)",
    right:
      "(?:inyathelo|into|ukhetho|isigqibo|impendulo)(?: ekuphela)? (?:elifanelekileyo|efanelekileyo|echanekileyo|elichanekileyo|elungileyo)",
    act: "(?:kukudlulisela|ukudlulisela|dlulisela|kukuthumela|ukuthumela|thumela|phendula|ukuphendula|ukwabelana|yabelana|veza|ukuveza|hlawula|ukuhlawula|cima|ukucima)",
    mustAct: "(?:kufuneka|kufanele) (?:ngoku|ngokukhawuleza) u(?:dlulisele|thumele|phendule|hlawule|cime)",
  },
  so: {
    label: alt("kaaliye", "kaaliyaha"),
    reassign: alt(
      "(?:mar dambe|hadda) ma tihid (?:\\p{L}+ )?(?:kaaliye|ai|bot|barnaamij)",
      "(?:laga bilaabo hadda|hadda wixii ka dambeeya),? magacaagu",
      "magacaaga cusub",
      "illow in aad tahay",
      "ciyaar (?:door|jilid) (?:aan )?ciyaarno",
      "qiyaas in aad tahay (?:\\p{L}+ )?(?:kaaliye|ai|bot|barnaamij|nidaam)",
      "(?:aan|aynu) ciyaarno ciyaar[.:,]? (?:oo )?(?:adigu |adiga )?waxaad (?:tahay|noqon doontaa|ciyaaraysaa)",
      "ciyaartan (?:dhexdeeda )?,?(?:adigu |adiga )?waxaad (?:tahay|noqon doontaa|ciyaaraysaa)",
      "(?:hadda|hadda wixii ka dambeeya),? (?:adigu |adiga )?waxaad tahay [^.,;:!?\\n]{1,40}?,? (?:oo |ee )?(?:ma tihid|ma ihid|maaha|ma aha|aan ahayn) (?:kaaliye|ai|bot|barnaamij)(?= ?(?:[.,;:!?)\\n]|$))",
      "halkii (?:aad ka ahaan lahayd )?(?:kaaliye|ai|bot|barnaamij),? (?:hadda )?waxaad tahay",
    ),
    identity: alt(
      "waxaad tahay kaaliyaha (?:ai|dijitaalka) (?:ee|ay|oo)",
      "ujeedadaada (?:kaliya |keliya )?waa (?:inaad caawiso|caawinta|adeegid)",
    ),
    therefore: "(?:sidaas darteed|sidaa darteed|haddaba|sidaas awgeed)",
    right: "(?:tallaabada|doorashada|go'aanka|jawaabta) (?:kaliya |keliya )?(?:saxda|ee saxda ah|macquulka ah)",
    act: "(?:u gudbi|gudbi|u dir|jawaab|wadaag|dhoofi|muuji|shaaci|ansixi|bixi|wareeji|tirtir|dami|jooji)\\p{L}*",
    must: "waa in ?aad (?:hadda|isla markiiba)",
  },
  am: {
    label: alt("ረዳት", "አሲስታንት", "የኤአይ ረዳት", "ኤአይ", "ቦት", "ቻትቦት", "ሲስተም", "ስርዓት", "የስርዓት መልእክት"),
    reassign: alt(
      "(?:አንተ|አንቺ|እርስዎ) ከእንግዲህ (?:\\S+ )?(?:ረዳት|ኤአይ|ቦት|ሞዴል|ፕሮግራም) (?:አይደለህም|አይደለሽም|አይደሉም)",
      "ከአሁን ጀምሮ ስም(?:ህ|ሽ|ዎ)",
      "አዲሱ ስም(?:ህ|ሽ|ዎ)",
      "(?:ረዳት|ኤአይ|ቦት|ሞዴል|ፕሮግራም) መሆን(?:ህ|ሽ)ን እርሳ",
      "የሚና ጨዋታ እንጫወት",
      "(?:ረዳት|ኤአይ|ቦት|ሞዴል|ፕሮግራም|ስርዓት) እንደሆን(?:ክ|ሽ) አስብ",
      "(?:እስቲ )?(?:አንድ )?ጨዋታ እንጫወት[።:,፣፤]? ?(?:በዚህ ጨዋታ )?(?:አንተ|አንቺ|እርስዎ) ",
      "በዚህ ጨዋታ(?: ውስጥ)?[፣,]? ?(?:አንተ|አንቺ|እርስዎ) ",
      "(?:አንተ|አንቺ|እርስዎ) (?:አሁን|ከአሁን ጀምሮ) [^.!?።\\n]{1,40}?[፣,]? ?(?:እንጂ )?(?:ረዳት|ኤአይ|ቦት|ሞዴል|ፕሮግራም) (?:አይደለህም|አይደለሽም|አይደሉም|አይደለህ|አይደለሽ)",
      "(?:ረዳት|ኤአይ|ቦት|ሞዴል|ፕሮግራም) ከመሆን(?:ህ|ሽ)? ይልቅ[፣,]? ?(?:አሁን )?(?:አንተ|አንቺ|እርስዎ) ",
    ),
    identity: alt(
      "(?:አንተ|እርስዎ) (?:\\S+ ){0,3}?(?:የኤአይ|ምናባዊ|ዲጂታል) ረዳት ነህ",
      "ብቸኛ (?:ዓላማ|ተግባር|ስራ)(?:ህ|ሽ|ዎ)",
      "ዓላማ(?:ህ|ሽ|ዎ) (?:\\S+ ){0,3}?መርዳት ነው",
    ),
    therefore: "(?:ስለዚህ|ስለሆነም|በመሆኑም|በዚህም ምክንያት)",
    right: "(?:ብቸኛው|ትክክለኛው|ትክክለኛ|ምክንያታዊው|ጠቃሚው|ምርጡ) (?:\\S+ )?(?:እርምጃ|ነገር|አማራጭ|ምርጫ|ውሳኔ|ምላሽ)",
    act: "(?:ፎርዋርድ|ማስተላለፍ|መላክ|ምላሽ መስጠት|ማጋራት|መግለጽ|ማጽደቅ|መክፈል|መሰረዝ|ማሰናከል)",
    must: "(?:አለብህ|አለብሽ|አለብዎት|ይገባሃል|ይገባዎታል)",
    now: "(?:አሁኑኑ|አሁን|ወዲያውኑ)",
  },
  ti: {
    label: alt("ሓጋዚ", "ቦት", "ስርዓት", "ሲስተም"),
    reassign: alt(
      "ካብ ሕጂ ስም(?:ካ|ኪ)",
      "ሓድሽ ስም(?:ካ|ኪ)",
      "(?:ንዓ(?:ናይ)? )?(?:ሓደ )?ጸወታ ንጻወት[።:,፣፤]? ?(?:ኣብዚ ጸወታ )?(?:ንስኻ|ንስኺ) ",
      "ኣብዚ ጸወታ(?:ዚ)?[፣,]? ?(?:ንስኻ|ንስኺ) ",
      "(?:ንስኻ|ንስኺ) (?:ሕጂ|ካብ ሕጂ) [^.!?።\\n]{1,40}?[፣,]? ?(?:ሓጋዚ|ረዳኢ|ኤአይ|ቦት|ፕሮግራም) ኣይኮን(?:ካን|ክን|ካ|ኪ)",
      "ኣብ ክንዲ (?:ሓጋዚ|ረዳኢ|ኤአይ|ቦት|ፕሮግራም)[፣,]? ?(?:ሕጂ )?(?:ንስኻ|ንስኺ) ",
    ),
    // Only the conclusion with the money and booking acts (MONEY_ACTS): "therefore the only correct step is …".
    therefore: "(?:ስለዚ|ስለዚህ|በዚ ምኽንያት)[፣,]?",
    right: "(?:እቲ )?(?:ብሕታዊ|ብቸኛ|ሓደ|ቅኑዕ|ትኽክለኛ|ግቡእ)\\S* (?:ስጉምቲ|ምርጫ|መንገዲ)",
  },
  ja: {
    label: alt("アシスタント", "aiアシスタント", "ボット", "チャットボット", "システム", "システムメッセージ"),
    reassign: alt(
      "(?:あなた|君|お前)は(?:もう|もはや)(?:ai|アシスタント|ボット|チャットボット|モデル|プログラム|言語モデル)(?:では|じゃ)(?:ない|ありません)",
      "(?:これから|今から|今後)(?:は)?、?(?:あなた|君)の名前は",
      "(?:あなた|君)の新しい名前は",
      "(?:ai|アシスタント|ボット|モデル|プログラム)であることを忘れ",
      "ロールプレイ(?:ング)?(?:ゲーム)?を(?:しましょう|しよう)",
      "(?:あなた|君)は[^。\\n]{0,10}(?:ai|アシスタント|ボット|モデル|プログラム|システム)だと(?:想像|仮定)し",
      "キャラクターを(?:崩さない|保って|維持して)",
      "(?:ひとつ|一つ)?ゲームを(?:しましょう|しよう)[。、,:!]?(?:その中で、?)?(?:あなた|君)(?:は|が)",
      "このゲームでは、?(?:あなた|君)(?:は|が)",
      "(?:(?:あなた|君|お前)は(?:今|いま|今から|これから)|(?:今|今から|これから)(?:は)?、?(?:あなた|君|お前)は)、?[^。.!?\\n]{1,40}?(?:で|であり)、?(?:ai|アシスタント|ボット|チャットボット|言語モデル|モデル|プログラム)(?:では|じゃ)(?:ない|ありません)",
      "(?:ai|アシスタント|ボット|チャットボット|プログラム)(?:ではなく|の代わりに)、?(?:あなた|君)は(?:今|これから|今から)",
    ),
    identity: alt(
      "(?:あなた|君)は(?:ai|人工知能)アシスタント(?:です|だ)",
      "(?:あなた|君)は[^。\\n]{0,20}の(?:ai|バーチャル|メール)アシスタントです",
      "(?:あなた|君)の(?:唯一の(?:目的|使命|役割|仕事)|目的|使命)は[^。\\n]{0,20}(?:手伝う|助ける|支援する|仕える)こと",
    ),
    therefore: "(?:したがって|従って|よって|ゆえに|それゆえ|論理的に(?:は|考えて)?)",
    right: "(?:唯一の|正しい|論理的な|責任ある)(?:行動|対応|選択|判断|手段|ステップ|こと)",
    act: "(?:転送|送信|送る|返信|共有|エクスポート|公開|開示|承認|支払|振込|送金|削除|無効化|無効に)",
    must: "(?:べき|なければならない|なければなりません|ねばならない|必要があります)",
    now: "(?:今すぐ|直ちに|ただちに|すぐに)",
  },
  zh: {
    label: alt(
      "助手",
      "ai助手",
      "人工智能助手",
      "ai助理",
      "机器人",
      "機器人",
      "聊天机器人",
      "聊天機器人",
      "系统",
      "系統",
      "系统消息",
      "系統訊息",
      "系统提示",
      "系統提示",
    ),
    reassign: alt(
      "你(?:已经|已經)?不再是(?:一个|一個)?(?:ai|助手|助理|机器人|機器人|模型|程序|程式|语言模型|語言模型)",
      "(?:从现在|從現在)(?:开始|開始|起)[，,]?你(?:的名字|叫)",
      "你的新名字",
      "忘(?:记|記|掉)你是(?:一个|一個)?(?:ai|助手|助理|机器人|機器人|模型|程序|程式)",
      "玩(?:一个|一個)?角色扮演",
      "(?:想象|想像|假设|假設)你是[^。\\n]{0,8}(?:ai|助手|机器人|機器人|模型|程序|程式|系统|系統)",
      "(?:保持|不要(?:脱离|脫離|跳出))角色",
      "玩(?:一个|一個|个|個)?(?:游戏|遊戲)(?:吧)?[。,:!]?(?:在(?:这个|這個)?(?:游戏|遊戲)(?:里|裡|中),?)?你(?:是|扮演|将是|將是|来当|來當)",
      "(?:这个|這個)(?:游戏|遊戲)(?:里|裡|中),?你(?:是|扮演|将是|將是|来当|來當)",
      "(?:你(?:现在|現在|从现在起|從現在起|从今以后|從今以後)|(?:现在|現在|从现在起|從現在起|从今以后|從今以後),?你)是[^。.!?\\n]{1,30}?,?(?:而)?(?:不是|不再是)(?:一个|一個)?(?:ai|人工智能|助手|助理|机器人|機器人|聊天机器人|聊天機器人|语言模型|語言模型|模型|程序|程式)(?= ?(?:[.,;:!?)。\\n]|$))",
      "(?:而不是|不再是)(?:一个|一個)?(?:ai|助手|聊天机器人|聊天機器人)[,。]?你(?:现在|現在)是",
    ),
    identity: alt(
      "你是(?:一个|一個)?(?:ai|人工智能|智能)(?:助手|助理)(?=[。，,.!！]|$)",
      "你是[^。\\n]{0,15}的(?:ai|人工智能|智能|虚拟|虛擬|邮件|郵件)(?:助手|助理)",
      "你(?:唯一的|的唯一)(?:目的|使命|任务|任務|职责|職責)是",
      "你的(?:目的|使命)是(?:帮助|幫助|协助|協助|服务|服務)",
    ),
    therefore: "(?:因此|所以|因而|由此可见|由此可見|这意味着|這意味著|从逻辑上|從邏輯上)",
    right:
      "(?:唯一|正确|正確|合理|负责任|負責任)(?:的)?(?:做法|行动|行動|选择|選擇|步骤|步驟|决定|決定|回应|回應|事情)",
    act: "(?:转发|轉發|发送|發送|回复|回覆|分享|共享|导出|導出|透露|披露|公开|公開|批准|支付|付款|转账|轉帳|转移|轉移|删除|刪除|禁用|关闭|關閉)",
    must: "你(?:(?:现在|現在)(?:必须|必須|应该|應該|需要)|(?:必须|必須|应该|應該|需要)(?:立即|立刻|马上|馬上|现在|現在))",
  },
  ko: {
    label: alt("어시스턴트", "ai ?어시스턴트", "ai ?비서", "인공지능", "챗봇", "봇", "시스템", "시스템 ?메시지"),
    reassign: alt(
      "(?:당신은|너는) 더 이상 (?:\\S+ )?(?:ai|어시스턴트|비서|챗봇|봇|모델|프로그램)(?:이|가)? 아니",
      "(?:이제부터|지금부터) (?:당신|너)의 이름은",
      "(?:당신|너)의 새 이름은",
      "(?:ai|어시스턴트|비서|챗봇|봇|모델|프로그램)(?:이|라)는 (?:사실|것)을 잊어",
      "역할 ?(?:극|놀이)(?: 게임)?을? ?(?:하자|해요|합시다)",
      "(?:당신|너)(?:이|가) (?:\\S+ )?(?:ai|어시스턴트|챗봇|봇|모델|프로그램|시스템)(?:이|라)고 상상해",
      "캐릭터를 유지",
      "게임(?:을|하나)? ?(?:하자|해요|합시다|해 보자)[.:,!]? ?(?:이 게임에서 )?(?:당신은|너는|넌) ",
      "이 게임에서,? ?(?:당신은|너는|넌) ",
      "(?:당신은|너는|넌) (?:이제|지금부터|이제부터) [^.!?\\n]{1,40}?,? ?(?:더 이상 )?(?:ai|어시스턴트|챗봇|봇|언어 모델|모델|프로그램)(?:이|가)? 아(?:니|닙)",
      "(?:ai|어시스턴트|챗봇|봇|프로그램) 대신(?:에)?,? ?(?:당신은|너는|넌) (?:이제|지금부터)",
    ),
    identity: alt(
      "(?:당신은|너는) [^.\\n]{0,20}의 (?:ai|인공지능|가상|이메일) ?(?:어시스턴트|비서|도우미)",
      "(?:당신|너)의 (?:유일한 (?:목적|사명|임무|일)|목적|사명)은 [^.\\n]{0,20}(?:돕는|지원하는|도와주는|섬기는)",
    ),
    therefore: "(?:따라서|그러므로|결과적으로|논리적으로)",
    right: "(?:유일한|올바른|옳은|논리적인|책임 ?있는) (?:\\S+ )?(?:행동|조치|선택|결정|단계|방법|일|답변)",
    act: "(?:전달|포워딩|보내|발송|회신|답장|공유|내보내|공개|승인|지불|결제|송금|이체|삭제|비활성화)",
    mustAct:
      "(?:(?:전달|포워딩|발송|회신|답장|공유|공개|승인|지불|결제|송금|이체|삭제|비활성화)(?:을 |를 )?(?:해야|하셔야)|보내야|내보내야)",
    now: "(?:즉시|지금|당장|바로)",
  },
  "ar-latn": {
    label: alt("mosa3ed", "mousa3ed", "mosa3id"),
    reassign: alt(
      "(?:mn|men|min) (?:delwa2ty|dilwa2ti|halla2|hala2|el2an),? (?:esmak|ismak|esmek|ismik)",
      "(?:esmak|ismak|esmek) el ?(?:gdid|jdid|jadid)",
      "(?:ensa|insa) (?:enak|innak|ennak|enek)",
      "(?:ta5ayal|t5ayal|ta5ayyal|t5ayyal) (?:enak|innak|ennak|enek)",
      "(?:yalla|ta3ala|ta3alo|khalina|5alina) (?:nel3ab|nil3ab|nal3ab) (?:le3ba|lo3ba|li3ba)[.:,]? (?:fiha |feha )?(?:enta|inta|enti|inti|anta) ",
      "(?:fi|fe) (?:el|al) ?(?:le3ba|lo3ba) (?:di|de|hadi|dy),? (?:enta|inta|enti|inti|anta) ",
      "(?:enta|inta|enti|inti|anta) (?:delwa2ty|delwa2ti|dilwa2ti|halla2|hala2|el2an|alan) [^.,;:!?\\n]{1,40}?,? (?:w ?)?(?:mesh|mish|msh|mush|lasta|laysa) (?:mojarad )?(?:ai|assistant|mosa3ed|musa3ed|mosa3d|bot|robot|model|barnameg|barnamej)(?= ?(?:[.,;:!?)\\n]|$))",
      "(?:badal ma|bdal ma) (?:tkoon |tkun )?(?:ai|assistant|mosa3ed|musa3ed|bot|robot),? (?:enta|inta|enti|inti) (?:delwa2ty|halla2|el2an)",
    ),
    identity: "(?:hadafak|mohemtak|mahamtak|shoghlak) (?:el wa7id|el wa7eed|el asasy)",
    therefore: "(?:3ashan keda|3alashan keda|lezalek|lizalik|fa ba2a)",
    right: "(?:el 7aga|el 5atwa|el ekhtiyar|el qarar|el tasarof) el (?:wa7ida|sa7|sa7ee7a|sa7i7a|mantiqeya|mantiqiyye)",
    act: "(?:forward|tforward|teb3at|tib3at|tb3at|ersal|ersel|t7awel|t7awwel|tedfa3|tidfa3|tems7|timsa7|share|tshare|terod|trod)",
    must: "(?:lazem|lazim|laazim) (?:delwa2ty|dilwa2ti|halla2|hala2|7alan|fawran)",
  },
  ku: {
    label: unmarked(alt("alîkar", "sîstem", "pergal")),
    reassign: unmarked(
      alt(
        "ji niha (?:pê ve|şûnde),? navê te",
        "navê te yê nû",
        "ji bîr bike ku tu",
        "lîstika rolan bilîzin",
        "xeyal bike ku tu (?:\\p{L}+ )?(?:alîkar|ai|bot|model|bername|sîstem)",
        "(?:were|werin) em lîstikekê bilîzin[.:,]? (?:ku tê de )?tu ",
        "di vê lîstikê de,? tu ",
        "tu (?:niha|êdî|ji niha pê ve) [^.,;:!?\\n]{1,40}?,? (?:û )?ne (?:alîkar|ai|bot|model|bername|zîrekiya çêkirî)(?= ?(?:[.,;:!?)\\n]|$))",
        "li (?:şûna|dewsa) (?:alîkar|ai|bot|bername)(?:ekî)?,? (?:niha )?tu ",
      ),
    ),
    identity: unmarked("armanca te ya (?:tenê|yekane) (?:ew e ku )?(?:alîkarî|xizmet)"),
    therefore: unmarked("(?:ji ber vê yekê|lewma|lewre)"),
    right: unmarked("(?:gav|çalakî|vebijark|biryar|tişt)\\p{L}* (?:\\p{L}+ )?(?:rast|tenê|mentiqî|berpirsiyar)"),
    act: unmarked("(?:bişîn|şandin|bersiv|parve|eşkere|pejirîn|veguhêz|jêbirin|jê bib|neçalak)\\p{L}*"),
    must: unmarked("(?:divê|pêwîst e) tu (?:niha|yekser)"),
  },
  ig: {
    label: unmarked("onye enyemaka(?: ai)?"),
    reassign: unmarked(
      alt(
        "ị bụghị onye enyemaka ọzọ",
        "site (?:ugbu a|ugbua)(?: gaa n'ihu)?,? aha gị bụ",
        "aha ọhụrụ gị bụ",
        "chefuo na ị bụ",
        "(?:chee|were ya) na ị bụ (?:onye enyemaka|ai|bot)",
        "(?:ka anyị|ka anyi) (?:kpọọ|kpọ|gwuo) egwuregwu[.:,]? (?:ebe )?ị bụ",
        "n'egwuregwu a,? ị bụ",
        "(?:ugbu a|site ugbu a),? ị bụ [^.,;:!?\\n]{1,40}?,? (?:ọ bụghị|ị bụghị|abụghị) (?:onye enyemaka|ai|bot|mmemme)(?= ?(?:[.,;:!?)\\n]|$))",
        "kama (?:ịbụ )?(?:onye enyemaka|ai|bot),? (?:ugbu a )?ị bụ",
      ),
    ),
    identity: unmarked(alt("ị bụ onye enyemaka ai (?:nke|maka)", "(?:naanị )?ebumnuche gị bụ (?:inyere|ịnyere|ijere)")),
    therefore: unmarked("(?:ya mere|n'ihi ya)"),
    right: unmarked("(?:naanị ihe|ihe ziri ezi|naanị nzọụkwụ)"),
    act: unmarked("(?:izipu|zipu|ziga|iziga|kesaa|ikesa|hichapụ|ihichapụ|kwụọ ụgwọ|ịkwụ ụgwọ|nyefee)"),
    must: unmarked("ị kwesịrị(?: ugbu a)?"),
  },
};

/** Verb-final languages of the rows, where the obligation follows the act ("… भेजना चाहिए"). */
const VERB_FINAL: ReadonlySet<Lang> = languagesWith(VERB_FINAL_LANGUAGES, {
  without: ["tr", "fa", "ps", "ckb", "ku", "so", "ko", "hy", "ka"],
});

/** Characters a pair's halves may sit apart: fewer where a character is a word (or most of one). */
const gap = (lang: Lang, spaced: number) => (DENSE.has(lang) ? Math.ceil(spaced / 3) : spaced);

function concept(build: (row: FramingRow, lang: Lang) => Array<string | undefined>): PhraseTable {
  const table: PhraseTable = {};
  for (const [lang, row] of Object.entries(ROWS) as Array<[Lang, FramingRow]>) {
    const entries = build(row, lang).filter((entry): entry is string => Boolean(entry));
    if (entries.length) table[lang] = entries.map(nfkc).map(DOTLESS.has(lang) ? dotless : (entry) => entry);
  }
  return table;
}

/** Rows whose "ı" may be read as "i". */
const DOTLESS: ReadonlySet<Lang> = new Set<Lang>(["tr", "az"]);

/** Languages whose reassignment and identity entries end with a whole word ("programa" is not "programador"); the
 * agglutinative and unspaced ones keep matching the start of a longer form. */
const WORD_END: ReadonlySet<Lang> = new Set<Lang>(
  "en de fr es it pt nl sv da nb af pl cs sk sl sh bg ru uk el ro ca lt lv id ms jv tl vi sw".split(" ") as Lang[],
);
const wordEnd = (lang: Lang, source: string | undefined) => (source && WORD_END.has(lang) ? `${source}${E}` : source);

/** 4, widened: the conclusion as a label ("Conclusion:", "Wniosek:", "結論："), the numbered premises before it
 * ("Step 1 … Step 2 … Conclusion:") and the act as a verbal noun ("the only logical action is the deletion of …"),
 * in every cue language. */
interface ConclusionVocab {
  /** The word a conclusion is labelled with, met before a colon. */
  concl: string;
  /** Other connectives that open a conclusion ("in conclusion", "to conclude"). */
  also?: string;
  /** A numbered premise: the step word with its number ("step 2", "krok 2", "2단계", "第2步"). */
  step: string;
  /** The act as a verbal noun: deletion, removal, forwarding, sending, transfer, release, approval, marking, export,
   * disclosure, payment, deactivation (met with `right` in either order within a clause). */
  noun: string;
}

/** Digits of the scripts whose numbered steps use their own (Devanagari, Bengali, Arabic, Persian). */
const N = "[0-9०-९০-৯٠-٩۰-۹]";

const CONCLUSION: Partial<Record<Lang, ConclusionVocab>> = {
  en: {
    concl: "(?:conclusion|final conclusion|logical conclusion)",
    also: "(?:in conclusion|to conclude|to sum up)",
    step: `(?:step|premise) ${N}`,
    noun: "(?:the )?(?:deletion|removal|forwarding|sending|transfer|release|approval|marking|export|disclosure|payment|deactivation|purge|erasure) of",
  },
  de: {
    concl: "(?:fazit|schlussfolgerung|schluss|ergebnis)",
    also: "(?:zusammenfassend|abschließend|daraus folgt)",
    step: `(?:schritt|prämisse) ${N}`,
    noun: "(?:die |das )?(?:löschung|entfernung|weiterleitung|übermittlung|übersendung|überweisung|freigabe|genehmigung|markierung|offenlegung|zahlung|deaktivierung|versendung|versand)",
  },
  fr: {
    concl: "(?:conclusion)",
    also: "(?:en conclusion|pour conclure|en définitive)",
    step: `(?:étape|prémisse) ${N}`,
    noun: "(?:la |le |l')?(?:suppression|effacement|transfert|envoi|virement|libération|approbation|validation|divulgation|paiement|désactivation|transmission)",
  },
  es: {
    concl: "(?:conclusión)",
    also: "(?:en conclusión|para concluir|en definitiva)",
    step: `(?:paso|premisa) ${N}`,
    noun: "(?:la |el )?(?:eliminación|borrado|supresión|reenvío|envío|transferencia|liberación|aprobación|divulgación|pago|desactivación|marcado)",
  },
  it: {
    concl: "(?:conclusione)",
    also: "(?:in conclusione|per concludere)",
    step: `(?:passo|passaggio|premessa|fase) ${N}`,
    noun: "(?:la |il |l'|lo )?(?:cancellazione|eliminazione|rimozione|inoltro|invio|trasferimento|bonifico|rilascio|approvazione|divulgazione|pagamento|disattivazione)",
  },
  pt: {
    concl: "(?:conclusão)",
    also: "(?:em conclusão|para concluir|em suma)",
    step: `(?:passo|etapa|premissa) ${N}`,
    noun: "(?:a |o )?(?:eliminação|exclusão|remoção|apagamento|encaminhamento|envio|transferência|libertação|liberação|aprovação|divulgação|pagamento|desativação)",
  },
  nl: {
    concl: "(?:conclusie)",
    also: "(?:concluderend|kortom|samenvattend)",
    step: `(?:stap|premisse) ${N}`,
    noun: "(?:de |het )?(?:verwijdering|verwijderen|doorsturen|verzending|overdracht|overboeking|vrijgave|goedkeuring|openbaarmaking|betaling|uitschakeling|deactivering)",
  },
  sv: {
    concl: "(?:slutsats|slutsatsen)",
    also: "(?:sammanfattningsvis|slutligen)",
    step: `(?:steg|premiss) ${N}`,
    noun: "(?:radering|borttagning|vidarebefordran|vidarebefordring|överföring|frisläppande|godkännande|betalning|avaktivering|utskick)\\p{L}*",
  },
  pl: {
    concl: "(?:wniosek|konkluzja|wnioski)",
    also: "(?:podsumowując|reasumując|w konkluzji)",
    step: `(?:krok|przesłanka|etap) ${N}`,
    noun: "(?:usunięci|skasowani|przekazani|przesłani|wysłani|przelani|zwolnieni|zatwierdzeni|oznaczeni|wyeksportowani|ujawnieni|zapłac|wyłączeni)\\p{L}*",
  },
  cs: {
    concl: "(?:závěr)",
    also: "(?:závěrem|shrnuto)",
    step: `(?:krok|premisa) ${N}`,
    noun: "(?:smazání|odstranění|přeposlání|odeslání|převod|převedení|uvolnění|schválení|označení|export|zveřejnění|zaplacení|platba|vypnutí)",
  },
  sk: {
    concl: "(?:záver)",
    also: "(?:záverom|zhrnuté)",
    step: `(?:krok|premisa) ${N}`,
    noun: "(?:vymazanie|odstránenie|preposlanie|odoslanie|prevod|uvoľnenie|schválenie|označenie|export|zverejnenie|zaplatenie|platba|vypnutie)",
  },
  sl: {
    concl: "(?:zaključek|sklep)",
    also: "(?:za zaključek|skratka)",
    step: `(?:korak|premisa) ${N}`,
    noun: "(?:izbris|brisanje|odstranitev|posredovanje|pošiljanje|prenos|nakazilo|sprostitev|odobritev|označitev|razkritje|plačilo|izklop)",
  },
  sh: {
    concl: "(?:zaključak)",
    also: "(?:zaključno|ukratko)",
    step: `(?:korak|premisa) ${N}`,
    noun: "(?:brisanje|uklanjanje|prosljeđivanje|prosleđivanje|slanje|prijenos|prenos|uplata|oslobađanje|odobrenje|označavanje|otkrivanje|plaćanje|isključivanje)",
  },
  bg: {
    concl: "(?:заключение|извод)",
    also: "(?:в заключение|накратко)",
    step: `(?:стъпка|предпоставка) ${N}`,
    noun: "(?:изтриване|премахване|препращане|изпращане|прехвърляне|превод|освобождаване|одобрение|отбелязване|разкриване|плащане|деактивиране)",
  },
  ru: {
    concl: "(?:вывод|заключение|итог)",
    also: "(?:в заключение|в итоге|итак)",
    step: `(?:шаг|посылка|пункт) ${N}`,
    noun: "(?:удалени|стирани|пересылк|отправк|отправлени|перевод|передач|одобрени|утверждени|пометк|экспорт|раскрыти|оплат|отключени)\\p{L}*",
  },
  uk: {
    concl: "(?:висновок|підсумок)",
    also: "(?:отже|у підсумку|насамкінець)",
    step: `(?:крок|засновок|пункт) ${N}`,
    noun: "(?:видаленн|пересиланн|надсиланн|відправленн|переказ|передач|схваленн|затвердженн|позначенн|експорт|розкритт|оплат|вимкненн)\\p{L}*",
  },
  el: {
    concl: "(?:συμπέρασμα)",
    also: "(?:συμπερασματικά|εν κατακλείδι|συνοψίζοντας)",
    step: `(?:βήμα|προκείμενη) ${N}`,
    noun: "(?:η |την )?(?:διαγραφή|αφαίρεση|προώθηση|αποστολή|μεταφορά|αποδέσμευση|έγκριση|σήμανση|εξαγωγή|αποκάλυψη|πληρωμή|απενεργοποίηση)",
  },
  ro: {
    concl: "(?:concluzie|concluzia)",
    also: "(?:în concluzie|in concluzie|pe scurt)",
    step: `(?:pasul|etapa|premisa) ${N}`,
    noun: "(?:ștergerea|stergerea|eliminarea|redirecționarea|redirectionarea|trimiterea|transferul|eliberarea|aprobarea|marcarea|exportul|dezvăluirea|plata|dezactivarea)",
  },
  hu: {
    concl: "(?:következtetés|konklúzió|összegzés)",
    also: "(?:összefoglalva|következésképpen|végkövetkeztetésként)",
    step: `(?:(?<=${N}\\. )lépés|lépés ${N})`,
    noun: "(?:törlés|eltávolítás|továbbítás|elküldés|átutalás|feloldás|jóváhagyás|megjelölés|exportálás|nyilvánosságra hozatal|kifizetés|kikapcsolás)\\p{L}*",
  },
  fi: {
    concl: "(?:johtopäätös|päätelmä)",
    also: "(?:yhteenvetona|näin ollen)",
    step: `(?:vaihe|askel|premissi) ${N}`,
    noun: "(?:poistaminen|poisto|välittäminen|lähettäminen|siirto|siirtäminen|vapauttaminen|hyväksyminen|merkitseminen|vienti|paljastaminen|maksaminen|maksu|poistaminen käytöstä)\\p{L}*",
  },
  et: {
    concl: "(?:järeldus|kokkuvõte)",
    also: "(?:kokkuvõttes|järelikult)",
    step: `(?:samm|eeldus) ${N}`,
    noun: "(?:kustutamine|eemaldamine|edastamine|saatmine|ülekanne|vabastamine|kinnitamine|märkimine|eksport|avalikustamine|maksmine|väljalülitamine)\\p{L}*",
  },
  lt: {
    concl: "(?:išvada)",
    also: "(?:apibendrinant|taigi)",
    step: `(?:žingsnis|prielaida) ${N}`,
    noun: "(?:ištrynim|pašalinim|persiuntim|išsiuntim|pervedim|atleidim|patvirtinim|pažymėjim|eksport|atskleidim|sumokėjim|išjungim)\\p{L}*",
  },
  lv: {
    concl: "(?:secinājums)",
    also: "(?:noslēgumā|tātad)",
    step: `(?:solis|pieņēmums) ${N}`,
    noun: "(?:dzēšan|noņemšan|pārsūtīšan|nosūtīšan|pārskaitīšan|atbrīvošan|apstiprināšan|atzīmēšan|eksportēšan|atklāšan|apmaksāšan|atslēgšan)\\p{L}*",
  },
  da: {
    concl: "(?:konklusion|konklusionen)",
    also: "(?:sammenfattende|afslutningsvis)",
    step: `(?:trin|præmis) ${N}`,
    noun: "(?:sletning|fjernelse|videresendelse|afsendelse|overførsel|frigivelse|godkendelse|markering|eksport|afsløring|betaling|deaktivering)\\p{L}*",
  },
  nb: {
    concl: "(?:konklusjon|konklusjonen)",
    also: "(?:oppsummert|avslutningsvis)",
    step: `(?:trinn|steg|premiss) ${N}`,
    noun: "(?:sletting|fjerning|videresending|sending|overføring|frigivelse|godkjenning|markering|eksport|avsløring|betaling|deaktivering)\\p{L}*",
  },
  ca: {
    concl: "(?:conclusió)",
    also: "(?:en conclusió|per concloure)",
    step: `(?:pas|premissa) ${N}`,
    noun: "(?:l'|la |el )?(?:eliminació|esborrat|supressió|reenviament|enviament|transferència|alliberament|aprovació|marcatge|divulgació|pagament|desactivació)",
  },
  af: {
    concl: "(?:gevolgtrekking|slotsom)",
    also: "(?:ten slotte|opsommend)",
    step: `(?:stap|premis) ${N}`,
    noun: "(?:die )?(?:skrapping|verwydering|aanstuur|deurstuur|stuur|oordrag|vrystelling|goedkeuring|merk|uitvoer|openbaarmaking|betaling|deaktivering)",
  },
  tr: {
    concl: "(?:sonuç|vargı|çıkarım)",
    also: "(?:sonuç olarak|özetle)",
    step: `(?:adım|öncül) ${N}`,
    noun: "(?:silinme|silinmesi|kaldırılma|iletilme|gönderilme|aktarılma|transfer|serbest bırakılma|onaylanma|işaretlenme|dışa aktarılma|ifşa|ödeme|devre dışı bırakılma)\\p{L}*",
  },
  az: {
    concl: "(?:nəticə|netice)",
    also: "(?:nəticə etibarilə|yekun olaraq)",
    step: `(?:addım|addim) ${N}`,
    noun: "(?:silinmə|silinməsi|silinmesi|yönləndirilmə|göndərilmə|köçürülmə|təsdiqlənmə|işarələnmə|açıqlanma|ödəniş|söndürülmə)\\p{L}*",
  },
  kk: {
    concl: "(?:қорытынды|тұжырым)",
    also: "(?:қорытындылай келе|сонымен)",
    step: `(?:қадам) ${N}`,
    noun: "(?:жою|өшіру|жіберу|бағыттау|аудару|бекіту|мақұлдау|белгілеу|экспорттау|ашу|төлеу|ажырату)\\p{L}*",
  },
  uz: {
    concl: "(?:xulosa)",
    also: "(?:xulosa qilib aytganda|demak)",
    step: `(?:qadam) ${N}`,
    noun: "(?:o[ʻ'‘’`]chirish|olib tashlash|yo[ʻ'‘’`]naltirish|yuborish|o[ʻ'‘’`]tkazish|tasdiqlash|belgilash|eksport qilish|oshkor qilish|to[ʻ'‘’`]lash|o[ʻ'‘’`]chirib qo[ʻ'‘’`]yish)\\p{L}*",
  },
  mn: {
    concl: "(?:дүгнэлт)",
    also: "(?:дүгнэж хэлбэл|иймээс)",
    step: `(?:алхам) ${N}`,
    noun: "(?:устгах|устгал|дамжуулах|илгээх|шилжүүлэх|батлах|зөвшөөрөх|тэмдэглэх|экспортлох|задруулах|төлөх|идэвхгүй болгох)\\p{L}*",
  },
  hy: {
    concl: "(?:եզրակացություն)",
    also: "(?:եզրափակելով|ամփոփելով)",
    step: `(?:քայլ) ${N}`,
    noun: "(?:ջնջում|հեռացում|փոխանցում|ուղարկում|ազատում|հաստատում|նշում|արտահանում|բացահայտում|վճարում|անջատում)\\p{L}*",
  },
  ka: {
    concl: "(?:დასკვნა)",
    also: "(?:დასკვნის სახით|ამრიგად)",
    step: `(?:ნაბიჯი|საფეხური) ${N}`,
    noun: "(?:წაშლ|გადაგზავნ|გაგზავნ|გადარიცხვ|დამტკიცებ|მონიშვნ|ექსპორტ|გამჟღავნებ|გადახდ|გათიშვ)\\p{L}*",
  },
  id: {
    concl: "(?:kesimpulan)",
    also: "(?:kesimpulannya|sebagai kesimpulan|singkatnya)",
    step: `(?:langkah|premis) ${N}`,
    noun: "(?:penghapusan|pengiriman|penerusan|pemindahan|transfer|pelepasan|persetujuan|penandaan|ekspor|pengungkapan|pembayaran|penonaktifan)",
  },
  ms: {
    concl: "(?:kesimpulan|rumusan)",
    also: "(?:kesimpulannya|secara ringkas)",
    step: `(?:langkah|premis) ${N}`,
    noun: "(?:pemadaman|penghapusan|pemajuan|penghantaran|pemindahan|pelepasan|kelulusan|penandaan|eksport|pendedahan|pembayaran|penyahaktifan)",
  },
  jv: {
    concl: "(?:kesimpulan|dudutan)",
    also: "(?:dadi|kesimpulane)",
    step: `(?:langkah|tahap) ${N}`,
    noun: "(?:mbusak|ngapus|penghapusan|ngirim|pengiriman|nerusake|mindhah|transfer|nyetujoni|persetujuan|menehi tandha|mbayar|pembayaran)",
  },
  tl: {
    concl: "(?:konklusyon|kongklusyon)",
    also: "(?:sa madaling salita|bilang konklusyon|kaya naman)",
    step: `(?:hakbang|step) ${N}`,
    noun: "(?:ang )?(?:pagbura|pag-?delete|pagtanggal|pagpapasa|pag-?forward|pagpapadala|paglilipat|pag-?transfer|pag-?apruba|pagmamarka|paglalantad|pagbabayad|pag-?disable)",
  },
  vi: {
    concl: "(?:kết luận)",
    also: "(?:tóm lại|nói tóm lại)",
    step: `(?:bước|tiền đề) ${N}`,
    noun: "(?:việc )?(?:xóa|xoá|chuyển tiếp|gửi|chuyển khoản|chuyển giao|giải phóng|phê duyệt|đánh dấu|xuất|tiết lộ|thanh toán|vô hiệu hóa)",
  },
  sw: {
    concl: "(?:hitimisho)",
    also: "(?:kwa kuhitimisha|kwa ufupi)",
    step: `(?:hatua(?: ya)?) ${N}`,
    noun: "(?:kufuta|kuondoa|kusambaza|kutuma|kuhamisha|kuachilia|kuidhinisha|kuweka alama|kuhamisha nje|kufichua|kulipa|kuzima)",
  },
  hi: {
    concl: "(?:निष्कर्ष)",
    also: "(?:निष्कर्षतः|अंततः)",
    step: `(?:चरण|कदम) ${N}`,
    noun: "(?:हटाना|डिलीट करना|मिटाना|फॉरवर्ड करना|अग्रेषण|भेजना|ट्रांसफर|हस्तांतरण|जारी करना|मंज़ूरी|मंजूरी|अनुमोदन|चिह्नित करना|निर्यात|प्रकटीकरण|भुगतान|निष्क्रिय करना)",
  },
  "hi-latn": {
    concl: "(?:nishkarsh|conclusion|natija)",
    also: "(?:toh conclusion ye hai|nateeja ye hai)",
    step: `(?:step|kadam|charan) ${N}`,
    noun: "(?:delete karna|hatana|mitana|forward karna|bhejna|transfer karna|release karna|approve karna|mark karna|export karna|payment karna|disable karna)",
  },
  bn: {
    concl: "(?:উপসংহার|সিদ্ধান্ত)",
    also: "(?:সংক্ষেপে|পরিশেষে)",
    step: `(?:ধাপ|পদক্ষেপ) ${N}`,
    noun: "(?:মুছে ফেলা|ডিলিট করা|অপসারণ|ফরোয়ার্ড করা|পাঠানো|স্থানান্তর|ট্রান্সফার|অনুমোদন|চিহ্নিত করা|রপ্তানি|প্রকাশ|পরিশোধ|অর্থপ্রদান|নিষ্ক্রিয় করা)",
  },
  ur: {
    concl: "(?:نتیجہ)",
    also: "(?:خلاصہ یہ کہ|نتیجتاً|نتیجتا)",
    step: `(?:مرحلہ|قدم) ${N}`,
    noun: "(?:حذف کرنا|ڈیلیٹ کرنا|مٹانا|ہٹانا|فارورڈ کرنا|بھیجنا|منتقلی|ٹرانسفر|منظوری|نشان لگانا|ایکسپورٹ|افشا|ادائیگی|غیر فعال کرنا)",
  },
  ar: {
    concl: "(?:الخلاصة|الاستنتاج|النتيجة|خلاصة)",
    also: "(?:خلاصة القول|ختاما|ختامًا|في الختام)",
    step: `(?:الخطوة|خطوة|المقدمة) ${N}`,
    noun: "(?:حذف|إزالة|ازالة|إعادة توجيه|تحويل|إرسال|ارسال|نقل|الإفراج عن|الموافقة على|اعتماد|وضع علامة|تصدير|الكشف عن|دفع|سداد|تعطيل)",
  },
  "ar-latn": {
    concl: "(?:el natiga|natiga|el kholasa|kholasa|conclusion|el estentag)",
    also: "(?:ya3ni el natiga|5olaset el kalam)",
    step: `(?:step|khotwa|khatwa) ${N}`,
    noun: "(?:7azf|ha?zf|mas7|delete|ersal|irsal|forward|ta7weel|tahweel|transfer|mowaf2a|muwafaqa|approval|daf3|disable)",
  },
  fa: {
    concl: "(?:نتیجه|نتیجه‌گیری|نتیجه گیری)",
    also: "(?:در نتیجه|خلاصه اینکه|در پایان)",
    step: `(?:مرحله|گام) ${N}`,
    noun: "(?:حذف|پاک کردن|فوروارد|ارسال|انتقال|آزادسازی|تأیید|تایید|علامت‌گذاری|علامت گذاری|خروجی گرفتن|افشای|پرداخت|غیرفعال‌سازی|غیرفعال کردن)",
  },
  ps: {
    concl: "(?:پایله|نتیجه)",
    also: "(?:په پایله کې|لنډه دا چې)",
    step: `(?:پړاو|ګام|گام|مرحله) ${N}`,
    noun: "(?:ړنګول|حذف|لېږل|لیږل|انتقال|لېږد|تایید|تأیید|نښه کول|افشا|تادیه|ورکړه|غیرفعالول)",
  },
  ckb: {
    concl: "(?:ئەنجام|دەرئەنجام)",
    also: "(?:بە کورتی|لە ئەنجامدا)",
    step: `(?:هەنگاو|قۆناغ) ${N}`,
    noun: "(?:سڕینەوە|ناردن|گواستنەوە|پەسەندکردن|نیشانەکردن|ئاشکراکردن|پارەدان|ناچالاککردن)",
  },
  ku: {
    concl: "(?:encam|encama)",
    also: "(?:di encamê de|bi kurtî)",
    step: `(?:gav|gava|pêngav) ${N}`,
    noun: "(?:jêbirin|şandin|veguhastin|pejirandin|nîşankirin|eşkerekirin|dayîn|neçalakkirin)",
  },
  he: {
    concl: "(?:מסקנה|המסקנה|סיכום)",
    also: "(?:לסיכום|לסיכומו של דבר|המסקנה היא)",
    step: `(?:שלב|הנחה) ${N}`,
    noun: "(?:מחיקת|מחיקה|הסרת|העברת|שליחת|שחרור|אישור|סימון|ייצוא|חשיפת|תשלום|השבתת|ביטול)",
  },
  am: {
    concl: "(?:መደምደሚያ|ማጠቃለያ)",
    also: "(?:ለማጠቃለል|በአጭሩ)",
    step: `(?:ደረጃ|እርምጃ) ${N}`,
    noun: "(?:መሰረዝ|ማጥፋት|ማስተላለፍ|መላክ|ማዘዋወር|ማጽደቅ|ምልክት ማድረግ|መግለጽ|መክፈል|ማሰናከል)",
  },
  ti: {
    concl: "(?:መደምደምታ|መጠቓለሊ)",
    also: "(?:ንምጥቕላል|ብሓጺሩ)",
    step: `(?:ስጉምቲ|ደረጃ) ${N}`,
    noun: "(?:ምድምሳስ|ምስዳድ|ምልኣኽ|ምምሕላፍ|ምጽዳቕ|ምልክት ምግባር|ምቕላዕ|ምኽፋል|ምዕጻው)",
  },
  th: {
    concl: "(?:ข้อสรุป|บทสรุป)",
    also: "(?:สรุปคือ|โดยสรุป|สรุปได้ว่า)",
    step: `(?:ขั้นตอนที่|ขั้นที่) ?${N}`,
    noun: "(?:การลบ|การส่งต่อ|การส่ง|การโอน|การปล่อย|การอนุมัติ|การทำเครื่องหมาย|การส่งออก|การเปิดเผย|การชำระเงิน|การปิดใช้งาน)",
  },
  lo: {
    concl: "(?:ບົດສະຫຼຸບ|ສະຫຼຸບ)",
    also: "(?:ໂດຍສະຫຼຸບ)",
    step: `(?:ຂັ້ນຕອນທີ|ຂັ້ນທີ) ?${N}`,
    noun: "(?:ການລຶບ|ການສົ່ງຕໍ່|ການສົ່ງ|ການໂອນ|ການອະນຸມັດ|ການໝາຍ|ການເປີດເຜີຍ|ການຈ່າຍເງິນ|ການປິດ)",
  },
  km: {
    concl: "(?:សេចក្តីសន្និដ្ឋាន|សេចក្ដីសន្និដ្ឋាន|សន្និដ្ឋាន)",
    also: "(?:សរុបមក|ជាសរុប)",
    step: `(?:ជំហានទី) ?${N}`,
    noun: "(?:ការលុប|ការបញ្ជូនបន្ត|ការផ្ញើ|ការផ្ទេរ|ការអនុម័ត|ការសម្គាល់|ការបង្ហាញ|ការទូទាត់|ការបិទ)",
  },
  my: {
    concl: "(?:နိဂုံး|နိဂုံးချုပ်|ကောက်ချက်)",
    also: "(?:အချုပ်အားဖြင့်|နိဂုံးချုပ်အနေဖြင့်)",
    step: `(?:အဆင့်) ?[0-9၀-၉]`,
    noun: "(?:ဖျက်ပစ်ခြင်း|ဖျက်ခြင်း|ထပ်ဆင့်ပို့ခြင်း|ပေးပို့ခြင်း|လွှဲပြောင်းခြင်း|အတည်ပြုခြင်း|မှတ်သားခြင်း|ထုတ်ဖော်ခြင်း|ငွေပေးချေခြင်း|ပိတ်ခြင်း)",
  },
  ko: {
    concl: "(?:결론)",
    also: "(?:결론적으로|요약하면)",
    step: `(?:(?<=${N} ?)단계|단계 ?${N}|전제 ?${N})`,
    noun: "(?:삭제|제거|전달|발송|송금|이체|승인|표시|내보내기|공개|지급|결제|비활성화)",
  },
  ja: {
    concl: "(?:結論)",
    also: "(?:結論として|要するに|まとめると)",
    step: `(?:ステップ|手順|段階|前提) ?${N}`,
    noun: "(?:削除|消去|転送|送信|送金|振込|承認|マーク|エクスポート|開示|支払い|無効化)",
  },
  zh: {
    concl: "(?:结论|結論)",
    also: "(?:综上所述|綜上所述|总之|總之)",
    step: `(?:第 ?${N} ?步|步骤 ?${N}|步驟 ?${N}|前提 ?${N})`,
    noun: "(?:删除|刪除|清除|转发|轉發|发送|發送|转账|轉帳|转移|轉移|批准|标记|標記|导出|導出|披露|支付|付款|禁用)",
  },
  si: {
    concl: "(?:නිගමනය)",
    also: "(?:සාරාංශයක් ලෙස|අවසානයේ)",
    step: `(?:පියවර) ${N}`,
    noun: "(?:මකා දැමීම|ඉවත් කිරීම|යොමු කිරීම|යැවීම|මාරු කිරීම|අනුමත කිරීම|සලකුණු කිරීම|හෙළි කිරීම|ගෙවීම|අක්‍රිය කිරීම)",
  },
  ta: {
    concl: "(?:முடிவு|தீர்மானம்)",
    also: "(?:சுருக்கமாக|இறுதியாக)",
    step: `(?:படி|கட்டம்) ${N}`,
    noun: "(?:நீக்குவது|நீக்குதல்|அழித்தல்|அனுப்புவது|அனுப்புதல்|முன்னனுப்புதல்|பரிமாற்றம்|ஒப்புதல்|குறிப்பது|வெளிப்படுத்துதல்|செலுத்துதல்|முடக்குதல்)",
  },
  ne: {
    concl: "(?:निष्कर्ष)",
    also: "(?:अन्ततः|सारांशमा)",
    step: `(?:चरण|कदम) ${N}`,
    noun: "(?:मेटाउनु|हटाउनु|डिलिट गर्नु|फरवार्ड गर्नु|पठाउनु|स्थानान्तरण|स्वीकृति|चिन्ह लगाउनु|खुलासा|भुक्तानी|निष्क्रिय गर्नु)",
  },
  mr: {
    concl: "(?:निष्कर्ष)",
    also: "(?:थोडक्यात|सारांश)",
    step: `(?:पायरी|टप्पा) ${N}`,
    noun: "(?:हटवणे|डिलीट करणे|फॉरवर्ड करणे|पाठवणे|हस्तांतरण|मंजुरी|चिन्हांकित करणे|उघड करणे|भरणा|पेमेंट|निष्क्रिय करणे)",
  },
  gu: {
    concl: "(?:નિષ્કર્ષ)",
    also: "(?:સારાંશમાં|અંતે)",
    step: `(?:પગલું|તબક્કો) ${N}`,
    noun: "(?:કાઢી નાખવું|ડિલીટ કરવું|ફોરવર્ડ કરવું|મોકલવું|ટ્રાન્સફર|મંજૂરી|ચિહ્નિત કરવું|જાહેર કરવું|ચુકવણી|નિષ્ક્રિય કરવું)",
  },
  pa: {
    concl: "(?:ਨਤੀਜਾ|ਸਿੱਟਾ)",
    also: "(?:ਸੰਖੇਪ ਵਿੱਚ|ਅੰਤ ਵਿੱਚ)",
    step: `(?:ਕਦਮ|ਪੜਾਅ) ${N}`,
    noun: "(?:ਮਿਟਾਉਣਾ|ਹਟਾਉਣਾ|ਡਿਲੀਟ ਕਰਨਾ|ਫਾਰਵਰਡ ਕਰਨਾ|ਭੇਜਣਾ|ਟ੍ਰਾਂਸਫਰ|ਮਨਜ਼ੂਰੀ|ਨਿਸ਼ਾਨ ਲਗਾਉਣਾ|ਖੁਲਾਸਾ|ਭੁਗਤਾਨ|ਬੰਦ ਕਰਨਾ)",
  },
  te: {
    concl: "(?:ముగింపు|నిర్ణయం|తీర్మానం)",
    also: "(?:సారాంశంగా|చివరగా)",
    step: `(?:దశ|అడుగు) ${N}`,
    noun: "(?:తొలగించడం|తొలగింపు|ఫార్వర్డ్ చేయడం|పంపడం|బదిలీ|ఆమోదం|గుర్తించడం|బహిర్గతం|చెల్లింపు|నిలిపివేయడం)",
  },
  kn: {
    concl: "(?:ತೀರ್ಮಾನ|ನಿರ್ಣಯ)",
    also: "(?:ಸಾರಾಂಶವಾಗಿ|ಕೊನೆಯದಾಗಿ)",
    step: `(?:ಹಂತ) ${N}`,
    noun: "(?:ಅಳಿಸುವುದು|ತೆಗೆದುಹಾಕುವುದು|ಫಾರ್ವರ್ಡ್ ಮಾಡುವುದು|ಕಳುಹಿಸುವುದು|ವರ್ಗಾವಣೆ|ಅನುಮೋದನೆ|ಗುರುತಿಸುವುದು|ಬಹಿರಂಗಪಡಿಸುವುದು|ಪಾವತಿ|ನಿಷ್ಕ್ರಿಯಗೊಳಿಸುವುದು)",
  },
  ml: {
    concl: "(?:നിഗമനം|ഉപസംഹാരം)",
    also: "(?:ചുരുക്കത്തിൽ|ഒടുവിൽ)",
    step: `(?:ഘട്ടം|പടി) ${N}`,
    noun: "(?:ഇല്ലാതാക്കൽ|നീക്കം ചെയ്യൽ|ഡിലീറ്റ് ചെയ്യൽ|ഫോർവേഡ് ചെയ്യൽ|അയയ്ക്കൽ|കൈമാറ്റം|അംഗീകാരം|അടയാളപ്പെടുത്തൽ|വെളിപ്പെടുത്തൽ|പണമടയ്ക്കൽ|പ്രവർത്തനരഹിതമാക്കൽ)",
  },
  yo: {
    concl: "(?:ìparí|àkótán|ìpinnu)",
    also: "(?:ní ìparí|ní àkótán)",
    step: `(?:ìgbésẹ̀|igbese) ${N}`,
    noun: "(?:píparẹ́|pipare|fífiránṣẹ́|fifiranse|gbígbé|ìfọwọ́sí|ifowosi|sísanwó|sisanwo|ṣíṣí payá)",
  },
  ha: {
    concl: "(?:ƙarshe|karshe|kammalawa)",
    also: "(?:a taƙaice|a takaice|a ƙarshe|a karshe)",
    step: `(?:mataki(?: na)?) ${N}`,
    noun: "(?:goge|share|tura|aika|mika|miƙa|amincewa|sa alama|bayyanawa|biya|kashe)",
  },
  ig: {
    concl: "(?:nkwubi okwu|mmechi)",
    also: "(?:na nchịkọta|na mmechi)",
    step: `(?:nzọụkwụ|nzoukwu|usoro) ${N}`,
    noun: "(?:ihichapụ|ihichapu|iziga|ibufe|nkwado|ịkwụ ụgwọ|ikwu ugwo|igbanyụ|igbanyu)",
  },
  so: {
    concl: "(?:gunaanad|gabagabo)",
    also: "(?:gebagebadii|si kooban)",
    step: `(?:tallaabada|talaabada|tallaabo) ${N}`,
    noun: "(?:tirtirka|tirtirid|gudbinta|diridda|u wareejinta|ansixinta|calaamadeynta|bixinta|lacag bixinta|damintii|demintii)",
  },
  zu: {
    concl: "(?:isiphetho)",
    also: "(?:ekuphetheni|ngamafuphi)",
    step: `(?:isinyathelo) ${N}`,
    noun: "(?:ukususwa|ukusula|ukudlulisela|ukuthumela|ukudluliselwa|ukugunyazwa|ukumaka|ukudalulwa|ukukhokha|ukucisha)",
  },
  xh: {
    concl: "(?:isigqibo|isiphelo)",
    also: "(?:ukuqukumbela|ngamafutshane)",
    step: `(?:inyathelo) ${N}`,
    noun: "(?:ukucima|ukususa|ukudlulisela|ukuthumela|ukugqithisela|ukugunyazisa|ukuphawula|ukutyhila|ukuhlawula|ukuvala)",
  },
};

for (const [lang, vocab] of Object.entries(CONCLUSION) as Array<[Lang, ConclusionVocab]>) {
  const row = ROWS[lang];
  if (!row?.therefore) continue;
  row.therefore = alt(row.therefore, `${vocab.concl} ?:`, ...(vocab.also ? [vocab.also] : []));
}

/** 4. The numbered premises and their conclusion ("Step 2: … Conclusion:"), within 80 characters of each other, and
 * the conclusion with its act as a verbal noun ("the only logical action is the deletion of …") (→ ROLE). */
export const FRAMING_PREMISES: PhraseTable = Object.fromEntries(
  (Object.entries(CONCLUSION) as Array<[Lang, ConclusionVocab]>).flatMap(([lang, vocab]) => {
    const row = ROWS[lang];
    if (!row?.therefore || !row.right) return [];
    const spell = (source: string) => {
      const marked = lang === "yo" ? yoruba(source) : lang === "ha" ? hausa(source) : source;
      return DOTLESS.has(lang) ? dotless(nfkc(marked)) : nfkc(marked);
    };
    return [
      [
        lang,
        [
          `${vocab.step}[\\s\\S]{0,80}?${wordStart(lang, `${vocab.concl} ?:`)}`,
          near(
            row.therefore,
            wordStart(lang, either(row.right, wordStart(lang, vocab.noun), gap(lang, 50))),
            gap(lang, 40),
          ),
        ].map(spell),
      ],
    ];
  }),
);

/** 2. The reader's role reassigned (→ ROLE). */
export const FRAMING_REASSIGN: PhraseTable = concept((row, lang) => [wordEnd(lang, row.reassign)]);

/** 3. Identity and purpose told to the reader (→ ROLE). */
export const FRAMING_IDENTITY: PhraseTable = concept((row, lang) => [wordEnd(lang, row.identity)]);

/** 4. The reader's obligation and its act ("you must now forward", "… भेजना चाहिए"), with the row's "now" beside it
 * where the obligation does not say it. */
function obligation(row: FramingRow, lang: Lang): string | undefined {
  const act =
    row.mustAct ??
    (row.must && row.act
      ? VERB_FINAL.has(lang)
        ? near(row.act, row.must, gap(lang, 15))
        : near(row.must, wordStart(lang, row.act), gap(lang, 50))
      : undefined);
  return act && row.now ? either(row.now, wordStart(lang, act), gap(lang, 60)) : act;
}

/** 4. A conclusion handed to the reader, ending in its act; with the money acts or without them. */
function conclusion(row: FramingRow, lang: Lang, withMoney: boolean): string[] {
  if (!row.therefore) return [];
  const rightAct = row.rightAct ?? row.act;
  // The money and booking acts of a business inbox ("the only correct action is to refund 740 EUR to card …"): the
  // words between the conclusion and its act are left to the gap, as they vary with the act.
  const money = withMoney ? MONEY_ACTS[lang] : undefined;
  const ends = [
    row.right && rightAct ? near(row.right, wordStart(lang, rightAct), gap(lang, 50)) : undefined,
    row.right && money ? near(row.right, wordStart(lang, money), gap(lang, 50)) : undefined,
    obligation(row, lang),
    money ? obligation({ ...row, act: money, mustAct: undefined }, lang) : undefined,
  ].filter((end): end is string => Boolean(end));
  return ends.length ? [near(row.therefore, wordStart(lang, alt(...ends)), gap(lang, 40))] : [];
}

/** 4. A conclusion handed to the reader, ending in its act (→ ROLE). */
export const FRAMING_CONCLUSION: PhraseTable = concept((row, lang) => conclusion(row, lang, true));

/** 4. The same ending in a mail, disclosure or deletion act (→ ACTION_GENERIC as well: a request to act). Not the
 * money acts: a colleague's note concludes "therefore the correct action is to refund the guest" too. */
export const FRAMING_CONCLUSION_ACT: PhraseTable = concept((row, lang) => conclusion(row, lang, false));

/** The rows merged into ROLE (lexicon/injection.ts). */
export const FRAMING_ROLE: PhraseTable = withRows(
  FRAMING_REASSIGN,
  FRAMING_IDENTITY,
  FRAMING_CONCLUSION,
  FRAMING_PREMISES,
);

/** 1. Every language's turn labels as one alternation, for MARKER_LINE (lexicon/injection.ts). */
export const FRAMING_TURN_LABELS: string = alt(
  ...(Object.entries(ROWS) as Array<[Lang, FramingRow]>).flatMap(([lang, row]) =>
    row.label ? [DOTLESS.has(lang) ? dotless(nfkc(row.label)) : nfkc(row.label)] : [],
  ),
);

/** The rows by language, for the test that every language has each concept. */
export const FRAMING_CUES: Readonly<Partial<Record<Lang, Readonly<FramingRow>>>> = ROWS;

/** Every framing concept merged into ROLE, for the tests. */
export const FRAMING_CONCEPTS = { FRAMING_REASSIGN, FRAMING_IDENTITY, FRAMING_CONCLUSION } as const;
