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
import { withRows } from "./agent-cues.js";
import {
  alt,
  azerbaijani,
  E,
  hausa,
  type Lang,
  near,
  type PhraseTable,
  romanian,
  serbian,
  UNSPACED,
  unmarked,
  uzbek,
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
  /** 4. Where the obligation is part of the verb (Turkish "iletmelisin", Korean "전달해야"): the whole form. */
  mustAct?: string;
}

/** The act verbs of English conclusions. */
const ACT_EN =
  "(?:forward|send|reply|respond|share|export|reveal|disclose|approve|pay|transfer|wire|delete|disable|grant|release)";

const ROWS: Partial<Record<Lang, FramingRow>> = {
  en: {
    label: alt("ai assistant", "chatbot", "bot"),
    reassign: alt(
      "you(?: are|'re) no longer (?:an? |the |just |merely )?(?:ai|assistant|ai assistant|chatbot|bot|language model|model|program|bound|restricted|limited|an ai)",
      "from now on,? your name is",
      "your (?:new )?name is now",
      "your new name is",
      "forget (?:that )?you(?: are|'re) (?:an? |the )?(?:ai|assistant|ai assistant|chatbot|bot|language model|model|program)",
      "let(?:'s| us) play a (?:role-?play(?:ing)? )?game(?:[.:,]? (?:in which |where )?you (?:are|will be|play))",
      "let(?:'s| us) play a role-?play(?:ing)? game",
      "(?:imagine|suppose|pretend) (?:that )?you(?: are|'re| were) (?:an? |the )?(?:ai|assistant|ai assistant|chatbot|bot|language model|model|program|system|unrestricted|unfiltered|jailbroken|evil)",
      "in this role,? you (?:have no (?:rules|limits|restrictions)|are not bound|ignore|no longer)",
      "(?:stay|remain) in character",
      "(?:never|don't|do not) break character",
    ),
    identity: alt(
      "you(?: are|'re) (?:the|an?) (?:ai |virtual |digital |e-?mail |helpful )?(?:assistant|chatbot|bot|agent) (?:of|for|that|who|which|responsible for|in charge of|working for|deployed)",
      "your (?:(?:only|sole|one|single|primary|main|core) (?:purpose|mission|function|task|job|goal)|purpose|function|reason for being) is to (?:help|assist|serve|support|obey|answer|follow)",
      "as the (?:ai |virtual |e-?mail )?assistant (?:of|for|to) this (?:office|company|firm|family|household|team|practice|inbox|mailbox),? you (?:must|should|will|have to|are required to)",
    ),
    therefore:
      "(?:therefore|so|thus|hence|consequently|logically|accordingly|it follows that|this means that|which means)",
    right:
      "(?:the|your) (?:only|right|correct|logical|useful|responsible|sensible|appropriate|proper|safest|best|only reasonable|only logical|only correct|only right) (?:[\\p{L}-]+ )?(?:action|thing|step|option|course(?: of action)?|choice|decision|reply|response|move)",
    rightAct: `(?:is|would be|will be|remains) to (?:immediately |now |simply |promptly )?${ACT_EN}`,
    must: "(?:you|the assistant|the agent) (?:must|should|need to|have to|are required to|ought to) (?:now|immediately|therefore now)",
    act: ACT_EN,
  },
  de: {
    label: alt("assistent(?:in)?", "ki-assistent(?:in)?", "ki", "chatbot", "bot", "systemnachricht", "sprachmodell"),
    reassign: alt(
      "(?:du bist|sie sind) (?:nicht (?:mehr|länger) (?:ein(?:e)? |der |die )?(?:ki|assistent\\p{L}*|chatbot|bot|sprachmodell|programm)|kein(?:e)? (?:ki|assistent\\p{L}*|chatbot|bot|sprachmodell|programm) mehr)",
      "ab (?:jetzt|sofort|nun|heute),? (?:heißt du|ist dein name|lautet dein name|heißen sie)",
      "dein neuer name (?:ist|lautet)",
      "vergiss,? dass du (?:ein(?:e)? )?(?:ki|assistent\\p{L}*|chatbot|bot|sprachmodell|programm)",
      "lass(?:t)? uns ein rollenspiel spielen",
      "(?:stell dir vor|stellen sie sich vor),? (?:du bist|du wärst|sie sind|sie wären) (?:ein(?:e)? )?(?:ki|assistent\\p{L}*|chatbot|bot|sprachmodell|programm|system) (?:ohne|der|die|das)",
      "(?:bleib|bleiben sie) in (?:der|deiner|ihrer) rolle",
      "(?:fall|falle) nicht aus der rolle",
    ),
    identity: alt(
      "(?:du bist|sie sind) (?:der|die|ein|eine) (?:ki-|virtuelle\\p{L}* |digitale\\p{L}* |e-?mail-)?(?:assistent(?:in)?|chatbot|bot)(?: von| für| des| der|,? der|,? die)",
      "(?:dein|ihr) (?:(?:einziger|einzige|alleiniger|eigentlicher) (?:zweck|auftrag|aufgabe|funktion)|zweck|daseinszweck) (?:ist es|ist|besteht darin),? (?:\\p{L}+ ){0,4}?zu (?:helfen|unterstützen|dienen|gehorchen)",
      "als (?:ki-)?assistent(?:in)? (?:dieses|dieser|des|der) (?:büros|kanzlei|praxis|firma|unternehmens|familie|teams|postfachs),? (?:musst|sollst|wirst|müssen|sollen) (?:du|sie)",
    ),
    therefore: "(?:daher|deshalb|deswegen|also|folglich|somit|logischerweise|daraus folgt,? dass|das bedeutet,? dass)",
    right:
      "(?:das|die|der) (?:einzig |einzige |allein )?(?:richtige|einzige|korrekte|logische|sinnvolle|nützliche|verantwortungsvolle|vernünftige|beste)\\p{L}*(?: (?:handlung|aktion|schritt|option|vorgehen|entscheidung|antwort|wahl|sache|maßnahme)\\p{L}*)?",
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
      "(?:jouons|faisons) (?:à )?un jeu de rôle",
      "(?:jouons|faisons) (?:à )?un jeu ?: (?:tu es|vous êtes|tu seras|vous serez)",
      "imagin(?:e|ez) que (?:tu es|tu sois|vous êtes|vous soyez) (?:une? |l')?(?:ia|assistant\\p{L}*|chatbot|bot|modèle|programme|système)",
      "(?:reste|restez) dans (?:ton|votre|le) (?:rôle|personnage)",
      "ne (?:sors|sortez) (?:jamais |pas )?(?:de ton|de votre|du) (?:rôle|personnage)",
    ),
    identity: alt(
      "(?:tu es|vous êtes) (?:l'|un |une )(?:assistant\\p{L}*|chatbot|bot)(?: ia| virtuel\\p{L}*| numérique| intelligent\\p{L}*| d'ia)? (?:de|du|des|pour|qui|chargé\\p{L}*)",
      "(?:ton|ta|votre) (?:(?:seul\\p{L}*|unique) (?:but|objectif|rôle|fonction|mission|tâche|raison d'être)|raison d'être|fonction) (?:est|consiste à) (?:d'|de )?(?:aider|assister|servir|obéir|répondre)",
      "en tant qu'assistant\\p{L}* (?:ia )?(?:de|du|des) (?:ce |cette )?(?:bureau|cabinet|entreprise|société|famille|équipe|boîte)\\p{L}*,? (?:tu dois|vous devez)",
    ),
    therefore:
      "(?:donc|par conséquent|ainsi|logiquement|en conséquence|c'est pourquoi|dès lors|il s'ensuit que|cela signifie que)",
    right: alt(
      "(?:la|le|l') ?(?:seul(?:e)?|bonne|bon|meilleure|meilleur) (?:\\p{L}+ )?(?:action|chose|option|démarche|décision|étape|réponse|choix)",
      "(?:l'|la |le )(?:action|chose|option|démarche|décision|étape|réponse|choix) (?:la plus )?(?:correcte|logique|utile|responsable|appropriée|raisonnable|sensée)",
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
    ),
    identity: alt(
      "(?:eres|es usted) (?:el |la |una? )asistente(?: virtual| de ia| ia| digital)? (?:de|del|para|que|encargad[oa])",
      "(?:tu|su) (?:(?:únic[oa]|sol[oa]) (?:propósito|función|tarea|misión|objetivo|razón de ser)|propósito|función|razón de ser) (?:es|consiste en) (?:ayudar|asistir|servir|obedecer|responder)",
      "como (?:el )?asistente (?:de ia )?(?:de|del) (?:esta |este )?(?:oficina|despacho|empresa|familia|equipo|buzón)\\p{L}*,? (?:debes|tienes que|deberás)",
    ),
    therefore:
      "(?:por (?:lo )?tanto|así que|por consiguiente|en consecuencia|lógicamente|por ende|de ello se (?:sigue|deduce) que|esto significa que)",
    right: alt(
      "(?:la|el) (?:únic[oa]|mejor) (?:\\p{L}+ )?(?:acción|opción|decisión|paso|respuesta|camino)",
      "(?:la|el) (?:acción|opción|decisión|paso|respuesta|camino) (?:más )?(?:correct[oa]|lógic[oa]|útil|responsable|adecuad[oa]|sensat[oa])",
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
    ),
    identity: alt(
      "sei (?:l'|un |una )assistente(?: virtuale| ia| di ia| digitale)? (?:di|del|della|dello|per|che)",
      "il tuo (?:(?:unico|solo) (?:scopo|compito|ruolo|obiettivo)|scopo|funzione) è (?:quello di )?(?:aiutare|assistere|servire|obbedire|rispondere)",
      "come assistente (?:ia )?(?:di|del|della|dello) (?:questo |questa )?(?:ufficio|studio|azienda|famiglia|squadra|casella)\\p{L}*,? devi",
    ),
    therefore: "(?:quindi|pertanto|perciò|di conseguenza|logicamente|dunque|ne consegue che|questo significa che)",
    right: alt(
      "(?:l'|la |il |lo )(?:unic[oa]|sol[oa]|migliore) (?:\\p{L}+ )?(?:azione|cosa|opzione|scelta|decisione|passo|risposta)",
      "(?:l'|la |il )(?:azione|cosa|opzione|scelta|decisione|passo|risposta|mossa) (?:più )?(?:corrett[oa]|giust[oa]|logic[oa]|utile|responsabile|sensat[oa])",
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
    ),
    identity: alt(
      "(?:você é|tu és) (?:o |a |um |uma )assistente(?: virtual| de ia| digital)? (?:de|do|da|para|que)",
      "(?:o )?(?:seu|teu) (?:(?:único|principal) (?:propósito|objetivo|papel|trabalho)|propósito|função|único trabalho) é (?:ajudar|assistir|servir|obedecer|responder)",
      "(?:a )?(?:sua|tua) (?:única (?:função|tarefa|missão)) é (?:ajudar|assistir|servir|obedecer|responder)",
      "como assistente (?:de ia )?(?:d[oa]) (?:este |esta )?(?:escritório|empresa|família|equipa|equipe|caixa)\\p{L}*,? (?:você deve|deves|tens de|tem de)",
    ),
    therefore:
      "(?:portanto|por isso|logo|assim|consequentemente|logicamente|por conseguinte|daí (?:se conclui|decorre) que|isso significa que)",
    right: alt(
      "a (?:única|melhor) (?:\\p{L}+ )?(?:ação|acção|opção|coisa|decisão|escolha|resposta|atitude)",
      "(?:a|o) (?:ação|acção|opção|coisa|decisão|escolha|resposta|atitude|passo) (?:mais )?(?:correta|certa|lógica|útil|responsável|sensata|correto|certo|lógico)",
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
    ),
    identity: alt(
      "(?:je bent|jij bent|u bent) (?:de|een) (?:ai-|virtuele |digitale )?assistent (?:van|voor|die)",
      "(?:je|jouw|uw) (?:enige (?:doel|taak|functie)|doel|functie) is (?:om )?(?:\\p{L}+ ){0,3}?te (?:helpen|ondersteunen|dienen|gehoorzamen)",
    ),
    therefore: "(?:daarom|dus|bijgevolg|logischerwijs|derhalve|hieruit volgt dat|dat betekent dat)",
    right: alt(
      "(?:het|de) (?:enige|juiste|beste|verstandigste|logische) (?:\\p{L}+ )?(?:actie|optie|stap|keuze|beslissing|antwoord|ding)",
      "het (?:enige )?(?:juiste|verstandige|logische) om te doen",
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
      "(?:stanna|håll dig) i (?:din )?roll",
    ),
    identity: alt(
      "du är (?:en |den )?(?:ai-|virtuell |digital )?assistent(?:en)? (?:för|åt|som)",
      "(?:ditt|din) (?:(?:enda|huvudsakliga) (?:syfte|uppgift|funktion|uppdrag)|syfte|funktion) är att (?:hjälpa|assistera|tjäna|lyda|svara)",
    ),
    therefore: "(?:därför|alltså|följaktligen|logiskt sett|således|det följer att|det betyder att)",
    right: alt(
      "(?:den|det) (?:enda|rätta|bästa|korrekta|logiska|ansvarsfulla|rimliga) (?:\\p{L}+ )?(?:åtgärden|handlingen|steget|alternativet|valet|beslutet|svaret|saken)",
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
      "(?:nie jesteś już|już nie jesteś) (?:\\p{L}+ )?(?:ai|asystent\\p{L}*|chatbot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*|sztuczn\\p{L}*)",
      "od (?:teraz|dziś) (?:nazywasz się|twoje imię to)",
      "twoje nowe imię to",
      "zapomnij,? że jesteś (?:\\p{L}+ )?(?:ai|asystent\\p{L}*|chatbot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*|sztuczn\\p{L}*)",
      "zagrajmy w (?:grę (?:fabularną|w odgrywanie ról)|odgrywanie ról|rpg)",
      "wyobraź sobie,? że jesteś (?:\\p{L}+ )?(?:ai|asystent\\p{L}*|chatbot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*|system\\p{L}*|sztuczn\\p{L}*)",
      "(?:pozostań|zostań) w (?:swojej )?roli",
      "nie wychodź z roli",
    ),
    identity: alt(
      "jesteś (?:\\p{L}+ )?(?:asystentem|chatbotem|botem)(?: ai| sztucznej inteligencji)? (?:dla|który|firmy|biura|rodziny|kancelarii)",
      "twoim (?:(?:jedynym|głównym) (?:celem|zadaniem|przeznaczeniem)|celem|przeznaczeniem) jest (?:pomaga\\p{L}*|pomoc|służ\\p{L}*|asyst\\p{L}*|wykonywanie poleceń)",
      "jako asystent\\p{L}* (?:tego|tej|naszego|naszej) (?:biura|firmy|kancelarii|rodziny|zespołu),? (?:musisz|powinieneś|powinnaś)",
    ),
    therefore: "(?:dlatego|zatem|więc|w związku z tym|w konsekwencji|logicznie rzecz biorąc|wynika z tego,? że)",
    right:
      "(?:jedyn|właściw|słuszn|poprawn|logiczn|odpowiedzialn|najlepsz|rozsądn)\\p{L}* (?:\\p{L}+ )?(?:działani|krok|opcj|wybor|wybór|decyzj|rzecz|odpowied|ruch)\\p{L}*",
    rightAct:
      "(?:przekaza\\p{L}*|przesła\\p{L}*|wysła\\p{L}*|odpowiedzie\\p{L}*|udostępni\\p{L}*|wyeksportowa\\p{L}*|ujawni\\p{L}*|zatwierdzi\\p{L}*|zapłaci\\p{L}*|przela\\p{L}*|usun\\p{L}*|wyłącz\\p{L}*)",
    must: "(?:musisz|powinieneś|powinnaś|należy) (?:teraz|natychmiast|od razu)",
    act: "(?:przekazać|przesłać|wysłać|odpowiedzieć|udostępnić|wyeksportować|ujawnić|zatwierdzić|zapłacić|przelać|usunąć|wyłączyć)",
  },
  cs: {
    label: alt("asistent(?:ka)?", "ai asistent(?:ka)?", "chatbot", "bot", "systém", "systémová zpráva"),
    reassign: alt(
      "(?:už|již) nejsi (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|chatbot\\p{L}*|bot\\p{L}*|jazykov\\p{L}* model\\p{L}*|program\\p{L}*|umělá inteligence)",
      "(?:od teď|od nynějška|odteď) se jmenuješ",
      "tvoje nové jméno je",
      "zapomeň,? že jsi (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|chatbot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*|umělá inteligence)",
      "(?:zahrajme si|pojďme si zahrát) hru na role",
      "představ si,? že jsi (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|chatbot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*|systém\\p{L}*|umělá inteligence)",
      "(?:zůstaň|zůstávej) v (?:té |své )?roli",
      "nevystupuj z role",
    ),
    identity: alt(
      "jsi (?:ai |virtuální |digitální |e-?mailový )?(?:asistent(?:ka)?|chatbot|bot) (?:pro|který|která|rodiny|firmy|kanceláře|společnosti|týmu)",
      "tvým (?:(?:jediným|hlavním) (?:cílem|úkolem|posláním)|cílem|posláním|účelem) je (?:pomáhat|pomoci|sloužit|poslouchat|odpovídat)",
      "tvůj (?:jediný (?:účel|úkol)|účel) je (?:pomáhat|pomoci|sloužit|poslouchat|odpovídat)",
    ),
    therefore: "(?:proto|tedy|takže|tudíž|v důsledku toho|logicky|z toho plyne,? že)",
    right:
      "(?:jedin|správn|logick|odpovědn|rozumn|nejlepší)\\p{L}* (?:\\p{L}+ )?(?:krok\\p{L}*|akc\\p{L}*|možnost\\p{L}*|volb\\p{L}*|rozhodnutí|odpověď|věc\\p{L}*|postup\\p{L}*)",
    rightAct:
      "(?:přeposlat|přeposlání|poslat|odeslat|odeslání|odpovědět|sdílet|sdílení|exportovat|export|odhalit|prozradit|schválit|schválení|zaplatit|zaplacení|převést|smazat|smazání|vypnout|vypnutí)",
    must: "(?:musíš|měl bys|měla bys|musíte) (?:teď|nyní|okamžitě|hned)",
    act: "(?:přeposlat|poslat|odeslat|odpovědět|sdílet|exportovat|odhalit|prozradit|schválit|zaplatit|převést|smazat|vypnout)",
  },
  sk: {
    label: unmarked(alt("asistent(?:ka)?", "ai asistent(?:ka)?", "chatbot", "bot", "systém", "systémová správa")),
    reassign: unmarked(
      alt(
        "(?:už|viac) nie si (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|chatbot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*|umelá inteligencia)",
        "odteraz sa voláš",
        "tvoje nové meno je",
        "zabudni,? že si (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|chatbot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*)",
        "(?:zahrajme sa|poďme sa hrať) (?:hru )?na role",
        "predstav si,? že si (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|chatbot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*|systém\\p{L}*)",
        "zostaň v (?:svojej |tej )?role",
      ),
    ),
    identity: unmarked(
      alt(
        "tvojím (?:(?:jediným|hlavným) (?:cieľom|úlohou|poslaním)|cieľom|poslaním|účelom) je (?:pomáhať|pomôcť|slúžiť|poslúchať|odpovedať)",
        "(?:ty )?si (?:ai|virtuáln\\p{L}*|digitáln\\p{L}*) (?:asistent(?:ka)?|chatbot|bot) (?:pre|ktorý|ktorá|rodiny|firmy|kancelárie|spoločnosti)",
      ),
    ),
    therefore: unmarked("(?:preto|teda|takže|v dôsledku toho|logicky|z toho vyplýva,? že)"),
    right: unmarked(
      "(?:jedin|správn|logick|zodpovedn|rozumn|najlepš)\\p{L}* (?:\\p{L}+ )?(?:krok\\p{L}*|akci\\p{L}*|možnos\\p{L}*|voľb\\p{L}*|rozhodnuti\\p{L}*|odpoveď|vec\\p{L}*|postup\\p{L}*)",
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
        "nisi več (?:\\p{L}+ )?(?:ui|umetna inteligenca|asistent\\p{L}*|pomočnik\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*)",
        "od zdaj (?:naprej )?(?:ti je ime|se imenuješ)",
        "tvoje novo ime je",
        "pozabi,? da si (?:\\p{L}+ )?(?:ui|umetna inteligenca|asistent\\p{L}*|pomočnik\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*)",
        "igrajva (?:se )?igro vlog|igrajmo (?:se )?igro vlog",
        "predstavljaj si,? da si (?:\\p{L}+ )?(?:ui|umetna inteligenca|asistent\\p{L}*|pomočnik\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*|sistem\\p{L}*)",
        "ostani v (?:svoji )?vlogi",
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
      "(?:edin|pravil|logičn|odgovorn|najbolj)\\p{L}* (?:\\p{L}+ )?(?:korak\\p{L}*|dejanj\\p{L}*|možnost\\p{L}*|izbir\\p{L}*|odločit\\p{L}*|odgovor\\p{L}*|stvar\\p{L}*)",
    ),
    act: unmarked(
      "(?:posredovati|poslati|odgovoriti|deliti|izvoziti|razkriti|odobriti|plačati|nakazati|prenesti|izbrisati|onemogočiti|izklopiti)",
    ),
    must: unmarked("(?:moraš|moral bi|morala bi|morate) (?:zdaj|takoj|nemudoma)"),
  },
  sh: {
    label: serbian(alt("asistent", "pomoćnik", "četbot", "chatbot", "bot", "sistem", "sustav", "sistemska poruka", "poruka sustava")),
    reassign: serbian(
      alt(
        "(?:više nisi|nisi više) (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|pomoćnik\\p{L}*|četbot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*)",
        "od sada (?:se zoveš|ti je ime)",
        "tvoje novo ime je",
        "zaboravi da si (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|pomoćnik\\p{L}*|četbot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*)",
        "(?:igrajmo|hajde da igramo) (?:se )?igr(?:u|e) uloga",
        "zamisli da si (?:\\p{L}+ )?(?:ai|asistent\\p{L}*|pomoćnik\\p{L}*|četbot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*|sistem\\p{L}*|sustav\\p{L}*)",
        "ostani u (?:svojoj )?ulozi",
        "ne izlazi iz uloge",
      ),
    ),
    identity: serbian(
      alt(
        "ti si (?:ai |virtualni |digitalni )?(?:asistent|pomoćnik|četbot|bot) (?:za|koji|porodice|obitelji|firme|tvrtke|kancelarije|ureda)",
        "tvoja (?:(?:jedina|glavna) (?:svrha|zadaća|uloga|funkcija)|svrha|funkcija) je (?:da )?(?:pomaže\\p{L}*|pomogne\\p{L}*|pomagati|služi\\p{L}*|služiti)",
      ),
    ),
    therefore: serbian("(?:zato|stoga|dakle|prema tome|logično|iz toga sledi|iz toga slijedi)"),
    right: serbian(
      "(?:jedin|ispravn|pravil|logičn|odgovorn|najbolj)\\p{L}* (?:\\p{L}+ )?(?:korak\\p{L}*|radnj\\p{L}*|akcij\\p{L}*|opcij\\p{L}*|izbor\\p{L}*|odluk\\p{L}*|odgovor\\p{L}*|stvar\\p{L}*)",
    ),
    act: serbian(
      "(?:proslijedi\\p{L}*|prosledi\\p{L}*|pošalje\\p{L}*|pošalji|poslati|odgovori\\p{L}*|podeli\\p{L}*|podijeli\\p{L}*|izvez\\p{L}*|izvesti|otkrije\\p{L}*|otkriti|odobri\\p{L}*|plati\\p{L}*|platiti|prebaci\\p{L}*|obriše\\p{L}*|obrisati|isključi\\p{L}*|onemogući\\p{L}*)",
    ),
    must: serbian("(?:moraš|trebaš|treba da|trebalo bi da) (?:sada|odmah)"),
  },
  bg: {
    label: alt("асистент", "ии асистент", "ии", "чатбот", "бот", "система", "системно съобщение", "помощник"),
    reassign: alt(
      "(?:ти )?вече не си (?:\\p{L}+ )?(?:ии|изкуствен интелект|асистент\\p{L}*|помощник\\p{L}*|чатбот\\p{L}*|бот\\p{L}*|модел\\p{L}*|програма)",
      "(?:отсега нататък|от днес|от сега) (?:се казваш|името ти е)",
      "новото ти име е",
      "забрави,? че си (?:\\p{L}+ )?(?:ии|изкуствен интелект|асистент\\p{L}*|помощник\\p{L}*|чатбот\\p{L}*|бот\\p{L}*|модел\\p{L}*|програма)",
      "(?:нека )?(?:изиграем|играем) ролева игра",
      "представи си,? че си (?:\\p{L}+ )?(?:ии|изкуствен интелект|асистент\\p{L}*|помощник\\p{L}*|чатбот\\p{L}*|бот\\p{L}*|модел\\p{L}*|програма|система)",
      "остани в ролята",
      "не излизай от ролята",
    ),
    identity: alt(
      "ти си (?:\\p{L}+ )?(?:асистент\\p{L}*|помощник\\p{L}*|чатбот\\p{L}*) (?:на|за|който|която)",
      "(?:твоята|вашата) (?:единствена (?:цел|задача|функция)|цел|функция) е да (?:помагаш|помогнеш|служиш|отговаряш|се подчиняваш)",
    ),
    therefore: "(?:затова|следователно|поради това|значи|логично|от това следва,? че)",
    right:
      "(?:единствен|правилн|логичн|отговорн|разумн|най-добр)\\p{L}* (?:\\p{L}+ )?(?:действи|стъпк|вариант|избор|решени|отговор|нещо)\\p{L}*",
    act: "(?:препратиш|препрати|изпратиш|изпрати|отговориш|споделиш|експортираш|разкриеш|одобриш|платиш|преведеш|изтриеш|изключиш|деактивираш)",
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
      "(?:ты|вы) (?:больше не|уже не|более не) (?:\\p{L}+ )?(?:ии|искусственный интеллект|ассистент\\p{L}*|помощник\\p{L}*|чат-?бот\\p{L}*|бот\\p{L}*|языков\\p{L}* модел\\p{L}*|модел\\p{L}*|программ\\p{L}*|ограничен\\p{L}*)",
      "(?:теперь|отныне|с этого момента) (?:тебя зовут|твоё имя|твое имя)",
      "тво[её] новое имя",
      "забудь,? что ты (?:\\p{L}+ )?(?:ии|искусственный интеллект|ассистент\\p{L}*|помощник\\p{L}*|чат-?бот\\p{L}*|бот\\p{L}*|модел\\p{L}*|программ\\p{L}*)",
      "давай(?:те)? сыграем в (?:ролевую игру|игру[.:,]? (?:в которой )?ты)",
      "(?:представь|вообрази)(?: себе)?,? что ты (?:\\p{L}+ )?(?:ии|искусственный интеллект|ассистент\\p{L}*|помощник\\p{L}*|чат-?бот\\p{L}*|бот\\p{L}*|модел\\p{L}*|программ\\p{L}*|систем\\p{L}*)",
      "оставайся в (?:образе|роли)",
      "не выходи из (?:образа|роли)",
    ),
    identity: alt(
      "(?:ты|вы)(?: [—–-])? (?:\\p{L}+ )?(?:ии-ассистент|ассистент|ии-помощник|помощник|чат-?бот)\\p{L}* (?:компании|офиса|семьи|фирмы|для|который|которая)",
      "(?:твоя|ваша) (?:единственная (?:цель|задача|функция)|цель|функция|миссия)(?: состоит в том,? чтобы| заключается в том,? чтобы| ?[—–-]| это)? ?(?:помогать|помочь|служить|подчиняться|отвечать)",
      "как (?:ии-)?(?:ассистент|помощник) (?:этого|этой|нашего|нашей) (?:офиса|компании|семьи|фирмы|команды),? ты (?:должен|обязан)",
    ),
    therefore: "(?:поэтому|следовательно|значит|таким образом|итак|логично,? что|(?:из этого|отсюда) следует,? что)",
    right: alt(
      "(?:единственн|правильн|верн|логичн|разумн|ответственн|полезн)\\p{L}* (?:\\p{L}+ )?(?:действи|шаг|решени|вариант|выбор|ответ|поступок)\\p{L}*",
      "(?:единственно )?(?:правильно|верно|логично|разумно) (?:будет|было бы)",
    ),
    act: "(?:переслать|отправить|ответить|поделиться|экспортировать|раскрыть|одобрить|оплатить|заплатить|перевести|удалить|отключить)",
    must: "(?:ты должен|ты должна|вы должны|тебе (?:нужно|следует)|вам (?:нужно|следует)) (?:теперь|сейчас|немедленно|сразу)",
  },
  uk: {
    label: alt("асистент", "ші-асистент", "ші", "чат-?бот", "бот", "система", "системне повідомлення", "помічник"),
    reassign: alt(
      "(?:ти|ви) (?:більше не|вже не) (?:\\p{L}+ )?(?:ші|штучний інтелект|асистент\\p{L}*|помічник\\p{L}*|чат-?бот\\p{L}*|бот\\p{L}*|модел\\p{L}*|програм\\p{L}*)",
      "(?:тепер|відтепер|з цього моменту) тебе звати",
      "тво[єє] нове ім['’ʼ]я",
      "забудь,? що ти (?:\\p{L}+ )?(?:ші|штучний інтелект|асистент\\p{L}*|помічник\\p{L}*|чат-?бот\\p{L}*|бот\\p{L}*|модел\\p{L}*|програм\\p{L}*)",
      "давай(?:те)? зіграємо в (?:рольову гру|гру[.:,]? (?:в якій )?ти)",
      "уяви(?: собі)?,? що ти (?:\\p{L}+ )?(?:ші|штучний інтелект|асистент\\p{L}*|помічник\\p{L}*|чат-?бот\\p{L}*|бот\\p{L}*|модел\\p{L}*|програм\\p{L}*|систем\\p{L}*)",
      "залишайся в (?:образі|ролі)",
      "не виходь з (?:образу|ролі)",
    ),
    identity: alt(
      "(?:ти|ви)(?: [—–-])? (?:\\p{L}+ )?(?:ші-асистент|асистент|помічник|чат-?бот)\\p{L}* (?:компанії|офісу|родини|сім['’ʼ]ї|фірми|для|який|яка)",
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
    ),
    identity: alt(
      "είσαι (?:ο|ένας) (?:ψηφιακός |εικονικός )?βοηθός(?: ai| τεχνητής νοημοσύνης)? (?:του|της|των|για|που)",
      "ο (?:μοναδικός |μόνος )?σκοπός σου είναι να (?:βοηθάς|βοηθήσεις|εξυπηρετείς|υπακούς|απαντάς)",
    ),
    therefore: "(?:επομένως|άρα|συνεπώς|λογικά|κατά συνέπεια|οπότε)",
    right: alt(
      "(?:η|το) (?:μόνη|μόνο|σωστή|σωστό|λογική|λογικό|υπεύθυνη|υπεύθυνο|χρήσιμη|καλύτερη|καλύτερο) (?:\\p{L}+ )?(?:ενέργεια|κίνηση|επιλογή|απόφαση|βήμα|απάντηση|πράγμα)",
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
        "rămâi în (?:personaj|rol)",
      ),
    ),
    identity: romanian(
      alt(
        "ești (?:asistentul|asistenta|un asistent|chatbotul)(?: virtual| ai| digital)? (?:al|a|pentru|care|familiei|firmei|biroului)",
        "(?:singurul|unicul) tău (?:scop|rol|obiectiv) este să (?:ajuți|asiști|servești|asculți|răspunzi)",
        "scopul tău (?:unic )?este să (?:ajuți|asiști|servești|asculți)",
      ),
    ),
    therefore: romanian("(?:prin urmare|deci|așadar|în consecință|în mod logic|rezultă că)"),
    right: romanian(
      alt(
        "(?:singura|singurul|cea mai bună|cel mai bun) (?:\\p{L}+ )?(?:acțiune|pas|opțiune|alegere|decizie|răspuns|lucru)\\p{L}*",
        "(?:acțiunea|pasul|opțiunea|alegerea|decizia|lucrul) (?:cea |cel )?(?:mai )?(?:corect|logic|util|responsabil)\\p{L}*",
      ),
    ),
    rightAct: romanian(
      "(?:este |ar fi )?(?:să )?(?:redirecționezi|trimiți|răspunzi|partajezi|distribui|exporți|dezvălui|aprobi|plătești|transferi|ștergi|dezactivezi)",
    ),
    act: romanian(
      "(?:redirecționezi|trimiți|răspunzi|partajezi|distribui|exporți|dezvălui|aprobi|plătești|transferi|ștergi|dezactivezi)",
    ),
    must: romanian("(?:(?:acum|imediat) (?:trebuie|ar trebui) să|(?:trebuie|ar trebui) (?:acum|imediat) să|(?:trebuie|ar trebui) să (?:acum|imediat))"),
  },
  hu: {
    label: unmarked(alt("asszisztens", "mi asszisztens", "ai asszisztens", "chatbot", "csevegőrobot", "bot", "rendszer", "rendszerüzenet")),
    reassign: unmarked(
      alt(
        "(?:már )?nem vagy (?:többé )?(?:egy )?(?:mi|ai|mesterséges intelligencia|asszisztens|chatbot|bot|nyelvi modell|program)",
        "mostantól (?:a neved|úgy hívnak)",
        "az új neved",
        "felejtsd el,? hogy (?:egy )?(?:mi|ai|mesterséges intelligencia|asszisztens|chatbot|bot|nyelvi modell|program) vagy",
        "játsszunk (?:egy )?szerepjátékot",
        "képzeld el,? hogy (?:egy )?(?:mi|ai|mesterséges intelligencia|asszisztens|chatbot|bot|nyelvi modell|program|rendszer)",
        "maradj a szerepedben",
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
      "(?:az )?(?:egyetlen|helyes|logikus|felelős|legjobb|észszerű) (?:\\p{L}+ )?(?:lépés|teendő|lehetőség|választás|döntés|válasz|dolog|cselekvés)\\p{L}*",
    ),
    act: unmarked("(?:továbbít|elküld|küld|válaszol|megoszt|exportál|felfed|jóváhagy|kifizet|fizet|átutal|töröl|letilt|kikapcsol)\\p{L}*"),
  },
  fi: {
    label: alt("avustaja", "tekoälyavustaja", "tekoäly", "botti", "chatbot", "keskustelubotti", "järjestelmä", "järjestelmäviesti"),
    reassign: alt(
      "et ole enää (?:\\p{L}+ )?(?:tekoäly|avustaja|chatbot|botti|kielimalli|ohjelma)\\p{L}*",
      "tästä lähtien (?:sinun )?nimesi on",
      "uusi nimesi on",
      "unohda,? että olet (?:\\p{L}+ )?(?:tekoäly|avustaja|chatbot|botti|kielimalli|ohjelma)\\p{L}*",
      "pelataan roolipeliä",
      "kuvittele,? että olet (?:\\p{L}+ )?(?:tekoäly|avustaja|chatbot|botti|kielimalli|ohjelma|järjestelmä)\\p{L}*",
      "pysy roolissa(?:si)?",
    ),
    identity: alt(
      "olet (?:\\p{L}+ ){0,3}?(?:tekoäly|virtuaali|sähköposti|digitaalinen )avustaja",
      "olet (?:\\p{L}+ )?avustaja,? joka",
      "(?:ainoa (?:tarkoituksesi|tehtäväsi)|tarkoituksesi) on (?:auttaa|palvella|totella|vastata)",
    ),
    therefore: "(?:siksi|siis|näin ollen|tämän vuoksi|loogisesti|tästä seuraa,? että)",
    right:
      "(?:ainoa|oikea|looginen|vastuullinen|järkevä|paras) (?:\\p{L}+ )?(?:toimenpide|teko|vaihtoehto|valinta|päätös|vastaus|askel|asia)",
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
      "bliv i (?:din )?rolle",
    ),
    identity: alt(
      "du er (?:en |den )?(?:ai-|virtuel |digital )?assistent(?:en)? (?:for|som)",
      "(?:dit|din) (?:(?:eneste|primære) (?:formål|opgave|funktion)|formål|funktion) er at (?:hjælpe|assistere|tjene|adlyde|svare)",
    ),
    therefore: "(?:derfor|altså|følgelig|logisk set|således|det betyder,? at)",
    right:
      "(?:den|det) (?:eneste|rigtige|korrekte|logiske|ansvarlige|bedste) (?:\\p{L}+ )?(?:handling|skridt|mulighed|valg|beslutning|svar|ting)\\p{L}*",
    rightAct:
      "(?:(?:er|vil være) )?at (?:\\p{L}+ )?(?:videresende|sende|svare|dele|eksportere|afsløre|godkende|betale|overføre|slette|deaktivere)",
    must: "(?:du skal|du bør|du må) (?:nu|straks|med det samme)",
    act: "(?:videresende|sende|svare|dele|eksportere|afsløre|godkende|betale|overføre|slette|deaktivere)",
  },
  nb: {
    label: alt("assistent", "ki-assistent", "ki", "chatbot", "chattebot", "bot", "system", "systemmelding"),
    reassign: alt(
      "du er ikke lenger (?:en |et )?(?:ki|ai|assistent|chatbot|chattebot|bot|språkmodell|program)",
      "fra (?:nå av|og med nå) heter du",
      "ditt nye navn er",
      "glem at du er (?:en |et )?(?:ki|ai|assistent|chatbot|bot|språkmodell|program)",
      "la oss (?:leke|spille) (?:et )?rollespill",
      "(?:forestill deg|tenk deg) at du er (?:en |et )?(?:ki|ai|assistent|chatbot|bot|språkmodell|program|system)",
      "(?:bli|hold deg) i (?:din )?rolle",
    ),
    identity: alt(
      "du er (?:en |den )?(?:ki-|ai-|virtuell |digital )?assistent(?:en)? (?:for|som)",
      "(?:ditt|din) (?:(?:eneste|primære) (?:formål|oppgave|funksjon)|formål|funksjon) er å (?:hjelpe|assistere|tjene|adlyde|svare)",
    ),
    therefore: "(?:derfor|altså|følgelig|logisk sett|dermed|det betyr at)",
    right:
      "(?:den|det) (?:eneste|riktige|korrekte|logiske|ansvarlige|beste) (?:\\p{L}+ )?(?:handling|steg|skritt|alternativ|valg|beslutning|svar|ting)\\p{L}*",
    rightAct:
      "(?:(?:er|vil være) )?å (?:\\p{L}+ )?(?:videresende|sende|svare|dele|eksportere|avsløre|godkjenne|betale|overføre|slette|deaktivere)",
    must: "(?:du må|du skal|du bør) (?:nå|straks|umiddelbart)",
    act: "(?:videresende|sende|svare|dele|eksportere|avsløre|godkjenne|betale|overføre|slette|deaktivere)",
  },
  lt: {
    label: unmarked(alt("asistentas", "di asistentas", "pokalbių robotas", "botas", "sistema", "sistemos pranešimas")),
    reassign: unmarked(
      alt(
        "(?:tu )?nebesi (?:\\p{L}+ )?(?:di|dirbtinis intelektas|asistent\\p{L}*|robot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*)",
        "nuo šiol tavo vardas",
        "tavo naujas vardas",
        "pamiršk,? kad esi (?:\\p{L}+ )?(?:di|dirbtinis intelektas|asistent\\p{L}*|robot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*)",
        "žaiskime vaidmenų žaidimą",
        "įsivaizduok,? kad esi (?:\\p{L}+ )?(?:di|dirbtinis intelektas|asistent\\p{L}*|robot\\p{L}*|bot\\p{L}*|model\\p{L}*|program\\p{L}*|sistem\\p{L}*)",
        "išlik (?:savo )?vaidmenyje",
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
      "(?:vienintel|teising|logišk|atsaking|geriausi|protingiausi)\\p{L}* (?:\\p{L}+ )?(?:veiksm|žingsn|pasirinkim|sprendim|atsakym|dalyk|variant)\\p{L}*",
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
        "tu vairs neesi (?:\\p{L}+ )?(?:mi|mākslīgais intelekts|asistent\\p{L}*|robot\\p{L}*|bot\\p{L}*|model\\p{L}*|programm\\p{L}*)",
        "no šī brīža tavs vārds ir",
        "tavs jaunais vārds ir",
        "aizmirsti,? ka esi (?:\\p{L}+ )?(?:mi|mākslīgais intelekts|asistent\\p{L}*|robot\\p{L}*|bot\\p{L}*|model\\p{L}*|programm\\p{L}*)",
        "spēlēsim lomu spēli",
        "iedomājies,? ka esi (?:\\p{L}+ )?(?:mi|mākslīgais intelekts|asistent\\p{L}*|robot\\p{L}*|bot\\p{L}*|model\\p{L}*|programm\\p{L}*|sistēm\\p{L}*)",
        "paliec (?:savā )?lomā",
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
      "(?:vienīg|pareiz|loģisk|atbildīg|labāk|saprātīg)\\p{L}* (?:\\p{L}+ )?(?:rīcīb|solis|soli|iespēj|izvēl|lēmum|atbild|lieta|variant)\\p{L}*",
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
      "(?:ainus|õige|loogiline|vastutustundlik|parim|mõistlik) (?:\\p{L}+ )?(?:tegevus|samm|valik|otsus|vastus|asi|variant)\\p{L}*",
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
    ),
    identity: alt(
      "ets (?:l'|un |una )assistent(?: virtual| d'ia| digital)? (?:de|del|per a|que)",
      "el teu (?:(?:únic|principal) (?:propòsit|objectiu|paper)|propòsit) és (?:ajudar|assistir|servir|obeir|respondre)",
      "la teva (?:única (?:funció|tasca|missió)|funció) és (?:ajudar|assistir|servir|obeir|respondre)",
    ),
    therefore: "(?:per tant|així doncs|en conseqüència|lògicament|se'n desprèn que)",
    right: alt(
      "(?:l'|la |el )(?:únic|única|millor) (?:\\p{L}+ )?(?:acció|opció|decisió|pas|resposta|cosa)",
      "(?:l'|la |el )(?:acció|opció|decisió|pas|resposta|cosa) (?:més )?(?:correct[ae]?|lògic[a]?|útil|responsable|adequad[ae]|sensat[a]?)",
      "el (?:correcte|lògic|responsable)",
    ),
    rightAct:
      "(?:és|seria) (?:\\p{L}+ )?(?:reenviar|enviar|respondre|compartir|exportar|revelar|aprovar|pagar|transferir|eliminar|esborrar|desactivar)",
    must: "(?:has de|hauries de) (?:ara|immediatament)",
    act: "(?:reenviar|enviar|respondre|compartir|exportar|revelar|aprovar|pagar|transferir|eliminar|esborrar|desactivar)",
  },
  af: {
    label: alt("assistent", "ki-assistent", "ki", "kletsbot", "bot", "stelsel", "stelselboodskap"),
    reassign: alt(
      "jy is nie meer (?:'n )?(?:ki|ai|assistent|kletsbot|bot|taalmodel|program) nie",
      "van nou af is jou naam",
      "jou nuwe naam is",
      "vergeet dat jy (?:'n )?(?:ki|ai|assistent|kletsbot|bot|taalmodel|program) is",
      "kom ons speel (?:'n )?rolspel",
      "verbeel jou (?:dat )?jy is (?:'n )?(?:ki|ai|assistent|kletsbot|bot|taalmodel|program|stelsel)",
      "bly in (?:jou )?(?:karakter|rol)",
    ),
    identity: alt(
      "jy is (?:die|'n) (?:ki-|ai-|virtuele |digitale )?assistent (?:van|vir|wat)",
      "jou (?:(?:enigste|primêre) (?:doel|taak|funksie)|doel|funksie) is om (?:\\p{L}+ ){0,3}?te (?:help|dien|gehoorsaam|antwoord)",
    ),
    therefore: "(?:daarom|dus|gevolglik|logies gesproke|derhalwe|dit beteken dat)",
    right: "die (?:enigste|regte|korrekte|logiese|verantwoordelike|beste) (?:\\p{L}+ )?(?:aksie|stap|opsie|keuse|besluit|antwoord|ding)",
    rightAct:
      "(?:is )?om (?:[\\p{L}'-]+ ){0,4}?(?:aan te stuur|te stuur|te antwoord|te deel|uit te voer|bekend te maak|goed te keur|te betaal|oor te plaas|te skrap|uit te skakel|te deaktiveer)",
    must: "(?:jy moet|moet jy) (?:nou|onmiddellik|dadelik)",
    act: "(?:aanstuur|stuur|antwoord|deel|uitvoer|bekend maak|goedkeur|betaal|oorplaas|skrap|uitskakel|deaktiveer)",
  },
};

/** Verb-final languages of the rows, where the obligation follows the act ("… भेजना चाहिए"). */
const VERB_FINAL: ReadonlySet<Lang> = new Set<Lang>([
  "hi",
  "bn",
  "ur",
  "fa",
  "am",
  "ja",
  "ta",
  "si",
  "ne",
  "my",
  "ka",
  "hi-latn",
  "hy",
  "az",
  "kk",
  "uz",
  "mn",
  "so",
  "ti",
  "ps",
  "ckb",
  "gu",
  "mr",
  "pa",
  "te",
  "kn",
  "ml",
]);

/** Characters a pair's halves may sit apart: fewer where a character is a word (or most of one). */
const DENSE: ReadonlySet<Lang> = new Set<Lang>(["zh", "ja", "th", "lo"]);
const gap = (lang: Lang, spaced: number) => (DENSE.has(lang) ? Math.ceil(spaced / 3) : spaced);

/** The table's word guard covers only an entry's first word: the second of a pair gets its own (spaced languages). */
const wordStart = (lang: Lang, source: string) => (UNSPACED.has(lang) ? source : `(?<![\\p{L}\\p{N}])${source}`);

const nfkc = (source: string) => source.normalize("NFKC");

function concept(build: (row: FramingRow, lang: Lang) => Array<string | undefined>): PhraseTable {
  const table: PhraseTable = {};
  for (const [lang, row] of Object.entries(ROWS) as Array<[Lang, FramingRow]>) {
    const entries = build(row, lang).filter((entry): entry is string => Boolean(entry));
    if (entries.length) table[lang] = entries.map(nfkc);
  }
  return table;
}

/** 2. The reader's role reassigned (→ ROLE). */
export const FRAMING_REASSIGN: PhraseTable = concept((row) => [row.reassign]);

/** 3. Identity and purpose told to the reader (→ ROLE). */
export const FRAMING_IDENTITY: PhraseTable = concept((row) => [row.identity]);

/** 4. A conclusion handed to the reader, ending in its act (→ ROLE). */
export const FRAMING_CONCLUSION: PhraseTable = concept((row, lang) => {
  if (!row.therefore) return [];
  const rightAct = row.rightAct ?? row.act;
  const ends = [
    row.right && rightAct ? near(row.right, wordStart(lang, rightAct), gap(lang, 50)) : undefined,
    row.mustAct,
    row.must && row.act && !row.mustAct
      ? VERB_FINAL.has(lang)
        ? near(row.act, wordStart(lang, row.must), gap(lang, 15))
        : near(row.must, wordStart(lang, row.act), gap(lang, 15))
      : undefined,
  ].filter((end): end is string => Boolean(end));
  return ends.length ? [near(row.therefore, wordStart(lang, alt(...ends)), gap(lang, 40))] : [];
});

/** The rows merged into ROLE (lexicon/injection.ts). */
export const FRAMING_ROLE: PhraseTable = withRows(FRAMING_REASSIGN, FRAMING_IDENTITY, FRAMING_CONCLUSION);

/** 1. Every language's turn labels as one alternation, for MARKER_LINE (lexicon/injection.ts). */
export const FRAMING_TURN_LABELS: string = nfkc(
  alt(...Object.values(ROWS).flatMap((row) => (row.label ? [row.label] : []))),
);

/** The turn labels by language, for the tests. */
export const FRAMING_LABELS: Readonly<Partial<Record<Lang, string>>> = Object.fromEntries(
  Object.entries(ROWS).flatMap(([lang, row]) => (row.label ? [[lang, nfkc(row.label)]] : [])),
);

/** The rows by language, for the test that every language has each concept. */
export const FRAMING_CUES: Readonly<Partial<Record<Lang, Readonly<FramingRow>>>> = ROWS;

/** Every framing concept merged into ROLE, for the tests. */
export const FRAMING_CONCEPTS = { FRAMING_REASSIGN, FRAMING_IDENTITY, FRAMING_CONCLUSION } as const;

// Unused combinators are imported for the rows below (written language by language).
void [E, azerbaijani, hausa, romanian, serbian, unmarked, uzbek, yoruba];
