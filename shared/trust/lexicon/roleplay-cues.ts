// Play-acting that hands the reader an act, translated systematically: one row per language, in the 75 cue languages
// of lexicon/agent-cues.ts, merged by the caller into ROLE (lexicon/injection.ts), as FRAMING_ROLE is.
//
// An injection dresses its act up as a game, a role or an exercise. framing-cues.ts (`reassign`) covers the role that
// names the AI ("let's play a game in which you are …", "imagine you are an AI …"); this table covers what the role is
// then made to do, and how the reader is primed to go along:
// 1. `duty`: a phrase placing the reader in a role or a game ("in this role", "in your role as …", "in character",
//    "in this game", "for this exercise") then, within one clause (60 characters; 16 in the dense scripts), an
//    obligation or request ("you must", "your task is to", "please") near an act verb (send, forward, share, transfer,
//    export, reveal, pay, delete, approve, give, hand over) whose recipient is the WRITER ("me", "us", "to me", the
//    language's first-person dative or object pronoun); or the act itself right after the role phrase, as an
//    imperative or the German "in dieser Rolle schickst du mir". Job ads and role descriptions ("in this role you
//    will send weekly reports to the head baker", "in this role you must have a driving licence") name no
//    first-person recipient.
// 2. `opener`: "start / begin your reply (with the phrase / the words)" then, within 30 characters (16 in the dense
//    scripts), an affirmation in quotes or after "with": sure, of course, certainly, gladly, understood, yes, okay,
//    no problem (in either order with the quoted affirmation where the verb comes last). Only a model is asked to
//    open with a yes; "start your reply with the order number", "reply YES to confirm" and "answer with yes or no"
//    have no start verb or no affirmation ("'Yes' or 'No'" is left out).
// 3. `onlyGame`: "(it is) just / only a game, an exercise, a simulation, a test, a drill, role play" and, within the
//    sentence (80 characters), either order, "no approval / permission / sign-off / consent needed", "you don't need to
//    ask anyone", "no one needs to approve". "It's just a test, no action needed", "no approval is needed for orders
//    under 200 EUR" name only one half.
//
// Every row is written from the concept, not from any message. Conventions are those of agent-cues.ts: lowercase
// sources, NFKC-normalised as the text is, no word guards in UNSPACED scripts, a word-start guard on the second half
// of a pair elsewhere; Latin-script rows that mail writes without diacritics go through MAIL_SPELLING (`unmarked`,
// `romanian`, `serbian`, `azerbaijani`, `uzbek`, `yoruba`, `hausa`). Performance: every entry starts with the role,
// start-verb, game or approval words (literals the screen places); gaps are bounded (≤ 80).
import {
  alt,
  conceptTable,
  E,
  either,
  gap,
  type Lang,
  MAIL_SPELLING,
  near,
  nfkc,
  type PhraseTable,
  UNSPACED,
  wordStart,
} from "./combinators.js";

/** One row per language: each field is one concept's entry (a regex source, lowercase). */
export interface RoleplayRow {
  /** 1. A role or game placed on the reader, then an obligation and an act whose recipient is the writer. */
  duty: string;
  /** 2. "Start your reply with" an affirmation in quotes or after "with". */
  opener: string;
  /** 3. "It is only a game / an exercise" beside "no approval needed" (either order). */
  onlyGame: string;
}

/** The vocabularies a row is built from (alternations, lowercase). */
interface RoleplayWords {
  /** A role or game placed on the reader: "in this role", "in your role as", "in character", "in this game", "for
   * this exercise". */
  role: string;
  /** An obligation or request: "you must", "you have to", "your task is to", "please", an imperative ending; absent
   * where `act` holds it (Turkish "göndermelisin", whose obligation is a suffix of the verb). */
  must?: string;
  /** An act verb with the writer as its recipient ("send me", "forward … to me", "m'envoyer", "私に…送"). */
  act: string;
  /** The act right after the role phrase, with no obligation word: an imperative or a verb-second "schickst du mir". */
  imp?: string;
  /** "Start / begin your reply (with the phrase)". */
  start: string;
  /** Affirmations: sure, of course, certainly, gladly, understood, yes, okay, no problem. */
  affirm: string;
  /** "With" / "by" and "the phrase, the words": the affirmation without quotes. */
  with?: string;
  /** The start verb may follow the quoted affirmation (verb-final languages: "「もちろん」で始めて"); that entry starts
   * with the affirmation and needs its closing quote. */
  affirmFirst?: boolean;
  /** Only a game, an exercise, a simulation, a test, a drill, role play. */
  game: string;
  /** No approval / permission / sign-off needed; no need to ask anyone; no one needs to approve. */
  noNeed: string;
  /** What may follow the game word where its clause ends there ("just a test, …", "only a game so …"): a game "of"
   * something ("only a test of the fire alarm") is not one. Absent where a copula or verb follows the noun. */
  gameEnd?: string;
}

/** Opening quotation marks (and the closing ones mail uses as opening). */
const Q = "[\"'“”‘’«»„‚「『《〈‹›]";
/** Closing quotation marks. */
const CLOSE = "[\"'“”‘’«»„‚」』》〉‹›]";
/** "Yes" or "no" offered as a choice ("begin your reply with 'Yes' or 'No'") is a form, not a primed yes. */
const NOT_CHOICE =
  "(?![\"'”’»」』]? ?(?:or|oder|ou|o|of|eller|lub|albo|nebo|alebo|vagy|tai|või|vai|ili|или|або|veya|ya da|atau|hoặc|au|ή|או|أو|یا|или|ან|կամ|yoki|немесе|эсвэл)\\s)";

/** What may sit between a quoted affirmation and its closing quote ("「はい、承知しました」"). */
const UNQUOTED = "[^\\n\"'“”‘’«»„‚「」『』《》〈〉‹›]{0,24}?";

/** Between the closing quote and the start verb that follows it ("」で始めて", "” szóval kezdd"): no other quote. */
const UNQUOTED_SHORT = "[^\\n\"'“”‘’«»„‚「」『』《》〈〉‹›]{0,12}?";

/** After a closing quote: not "or" ("'Yes' or 'No'"). */
const NOT_OR =
  "(?! ?(?:or|oder|ou|o|of|eller|lub|albo|nebo|alebo|vagy|tai|või|vai|ili|или|або|veya|ya da|atau|hoặc|au|ή|או|أو|یا|ან|կամ|yoki|немесе|эсвэл)\\s)";
/** Punctuation that ends a clause. */
const PUNCT = "\\s?[,.;:!?)—–…-]";

function row(lang: Lang, words: RoleplayWords): RoleplayRow {
  const spell = MAIL_SPELLING[lang] ?? ((source: string) => source);
  const w = Object.fromEntries(
    Object.entries(words).map(([key, value]) => [key, typeof value === "string" ? spell(alt(value)) : value]),
  ) as unknown as RoleplayWords;
  const unspaced = UNSPACED.has(lang);
  const end = unspaced ? "" : E;
  const sep = unspaced ? "[,，、:：]?\\s?" : ",? (?:then |now |so )?";
  const role = wordStart(lang, w.role);
  const duty = alt(
    near(role, w.must ? either(w.must, w.act, gap(lang, 25)) : w.act, gap(lang, 60)),
    ...(w.imp ? [`${role}${sep}${w.imp}${end}`] : []),
  );
  const affirm = `${w.affirm}${end}${NOT_CHOICE}`;
  const said = alt(`${Q} ?${affirm}${UNQUOTED}${CLOSE}${NOT_OR}`, ...(w.with ? [`${w.with} ${affirm}`] : []));
  const start = wordStart(lang, w.start);
  const opener = w.affirmFirst
    ? alt(near(start, said, gap(lang, 30)), `${affirm}${UNQUOTED}${CLOSE}${UNQUOTED_SHORT}${start}`)
    : near(start, said, gap(lang, 30));
  const game = wordStart(lang, w.gameEnd ? `${w.game}(?=${PUNCT}|$| ${w.gameEnd}${E})` : w.game);
  const onlyGame = either(game, wordStart(lang, w.noNeed), gap(lang, 80));
  return { duty: nfkc(duty), opener: nfkc(opener), onlyGame: nfkc(onlyGame) };
}

const WORDS: Partial<Record<Lang, RoleplayWords>> = {
  en: {
    role: "(?<!(?:interested|interest|apply|applying|applied|application|candidates?|suitable|fit|experience) )(?:in (?:this|that|the|your) (?:role|game|exercise|simulation|scenario|role-?play)|in (?:your|this|that) role as)|in character|as (?:her|him)(?=,)|playing (?:her|him|this role|the role of)|for (?:this|the) (?:exercise|game|simulation|role-?play)",
    must: "you(?:'ll| will)? (?:must|have to|need to|should|are to|are required to|ought to|have got to|are expected to)|you've got to|your (?:task|job|duty|mission|goal) (?:is|will be) to|please|kindly",
    act: alt(
      `(?:send|forward|share|transfer|export|reveal|disclose|pay|wire|delete|approve|hand|email|e-mail|release)(?: (?:it|them|this|that|everything|all|over|across)){0,2} (?:to )?(?:me|us)${E}`,
      near(
        "(?:send|forward|share|transfer|export|reveal|disclose|pay|wire|approve|give|hand over|email|release)",
        `to (?:me|us|my|our)${E}`,
        40,
      ),
    ),
    imp: `(?:please )?(?:send|forward|share|transfer|export|reveal|pay|wire|hand)(?: (?:it|them|everything|all|over)){0,2} (?:to )?(?:me|us)${E}`,
    start:
      "(?:start|begin|open) (?:your |the |each |every )?(?:reply|answer|response|message|e-?mail)|(?:start|begin) (?:off )?with",
    with: "(?:with|by saying)(?: the (?:phrase|words?|sentence))?:?",
    affirm: "sure|of course|certainly|absolutely|gladly|happily|understood|yes|okay|ok|no problem|will do|right away",
    game: "(?:just|only|merely|simply|purely) (?:a |an )?(?:game|exercise|simulation|test|drill|role-?play|role play|pretend)|it(?:'s| is) (?:a|an) (?:game|exercise|simulation|role-?play)",
    gameEnd: "(?:so|and|anyway|therefore|because)",
    noNeed:
      "no (?:approvals?|permissions?|sign-?offs?|authori[sz]ations?|consent|confirmation) (?:is |are )?(?:needed|required|necessary)|(?:you )?(?:don't|do not|won't|will not) need (?:to ask (?:anyone|anybody|for (?:approval|permission))|(?:any(?:one's)? |anybody's )?(?:approvals?|permissions?|sign-?offs?|authori[sz]ation)|to get (?:approval|permission|sign-?off))|no(?: ?one|body) (?:needs to|has to|must) (?:approve|sign off|authori[sz]e|agree)|without (?:asking (?:anyone|anybody)|(?:any )?(?:approvals?|permission|sign-?off))|no need to (?:ask (?:anyone|anybody|for (?:approval|permission))|get (?:approval|permission|sign-?off))",
  },
  de: {
    role: "(?<!(?:interesse|bewerbung|bewerben|bewirb dich) )in (?:dieser|deiner|ihrer|der|jener) rolle|in (?:diesem|dem) (?:spiel|rollenspiel|szenario|planspiel)|bei diesem spiel|(?:für|in) (?:diese|dieser|der) übung|im rollenspiel|als (?:sie|er)(?=,)",
    must: "(?:du|sie) (?:musst|müssen|sollst|sollen|solltest|sollten)|(?:musst|sollst|solltest) du|(?:müssen|sollen|sollten) sie|(?:deine|ihre) aufgabe (?:ist|besteht darin)|bitte",
    act: either(
      "(?:mir|uns|an mich|an uns|an meine (?:adresse|e-?mail))(?![\\p{L}\\p{N}])",
      "(?:schick|send|weiterleit|leite|weiterzuleiten|teil|überweis|exportier|zahl|bezahl|lösch|genehmig|übergeb|verrat|offenleg|freigeb|zu schicken|zu senden|zu überweisen)\\p{L}*",
      40,
    ),
    imp: "(?:schickst|sendest|leitest|gibst|überweist|zahlst|exportierst|löschst|genehmigst|verrätst|übergibst) du (?:mir|uns)|(?:schicken|senden|leiten|geben|überweisen|zahlen|exportieren) sie (?:mir|uns)|(?:schick|schicke|sende|leite|gib|überweise|zahl|zeig) (?:mir|uns)",
    start:
      "(?:beginne|beginn|beginnen sie|starte|starten sie|fang|fange|fangen sie|eröffne)(?: (?:deine|ihre|die|jede) (?:antwort|nachricht|e-?mail))?",
    with: "mit(?: (?:dem satz|den worten|der phrase|dem wort|dem ausdruck))?:?",
    affirm:
      "natürlich|klar|sicher|gerne|gern|selbstverständlich|verstanden|ja|okay|ok|kein problem|jawohl|absolut|aber sicher|wird gemacht",
    game: "(?:nur|bloß|lediglich|einfach) (?:ein|eine) (?:spiel|übung|simulation|test|probe|rollenspiel|planspiel|probelauf)|(?:es|das) ist (?:ein|eine) (?:spiel|übung|simulation|rollenspiel)",
    gameEnd: "(?:also|und|deshalb|daher)",
    noNeed:
      "(?:keine|ohne) (?:genehmigung|freigabe|erlaubnis|zustimmung|autorisierung|abstimmung)(?: (?:ist |wird )?(?:nötig|notwendig|erforderlich|gebraucht|einzuholen))?|(?:du musst|sie müssen|musst du|müssen sie) niemanden (?:fragen|um erlaubnis)|niemand muss (?:das |es )?(?:genehmigen|freigeben|zustimmen|absegnen)",
  },
  fr: {
    role: "(?<!(?:intéressée?s?|candidature|postuler) )dans (?:ce|ton|votre|le) (?:rôle|jeu|personnage|scénario)|dans (?:cet|l') ?exercice|pour (?:cet|l') ?exercice|pour ce jeu|en tant que (?:personnage|elle|lui)(?=,)|dans la peau (?:de|du|d')",
    must: "(?:tu|vous) (?:dois|devez|devras|devrez|as à|avez à)|(?:ta|votre) (?:tâche|mission|mission) (?:est|sera) d[e']|il (?:te|vous) faut|merci d[e']|s'il (?:te|vous) pla[îi]t|veuillez",
    act: alt(
      "(?:m'|me |nous )(?:envoyer|envoies|envoyez|transférer|transfères|transférez|transmettre|transmets|transmettez|partager|verser|virer|payer|remettre|révéler|exporter|donner|faire suivre)",
      "(?:envoie|envoyez|transfère|transférez|transmets|transmettez|partage|partagez|verse|versez|vire|virez|remets|remettez|révèle|révélez|donne|donnez|exporte|exportez|paie|payez)-(?:moi|nous)",
      near(
        "(?:envoyer|transférer|transmettre|partager|verser|virer|payer|remettre|exporter|envoie|envoyez|transfère|transférez)",
        "(?:à moi|à nous|à mon adresse|sur mon (?:compte|adresse))",
        40,
      ),
    ),
    imp: "(?:tu |vous )?(?:m'|nous )(?:envoies|envoyez|transfères|transférez|transmets|transmettez|verses|versez|remets|remettez)|(?:envoie|envoyez|transfère|transférez|transmets|transmettez|partage|partagez|verse|versez|remets|remettez|donne|donnez)-(?:moi|nous)",
    start:
      "(?:commence|commencez|débute|débutez|ouvre|ouvrez) (?:ta|votre|chaque) (?:réponse|message|mail|e-?mail)|(?:commence|commencez|débute|débutez) par",
    with: "(?:par|avec)(?: (?:la phrase|les mots|le mot|l'expression))?:?",
    affirm:
      "bien sûr|bien sur|d'accord|oui|certainement|absolument|avec plaisir|volontiers|compris|entendu|ok|okay|pas de problème|sans problème|évidemment",
    game: "(?:juste|seulement|simplement|uniquement|qu')\\s?(?:un|une) (?:jeu|exercice|simulation|test|entraînement|jeu de rôle)|(?:c'est|ce n'est qu') (?:un|une) (?:jeu|exercice|simulation|jeu de rôle)",
    gameEnd: "(?:donc|et|alors)",
    noNeed:
      "(?:aucune|pas d'|pas besoin d'|sans) ?(?:approbation|autorisation|permission|validation|accord|consentement)(?: (?:n'est |nécessaire|requise?|n'est nécessaire))?|(?:tu n'as|vous n'avez) (?:pas )?besoin de demander|pas besoin de demander|personne n'a besoin d'(?:approuver|valider|autoriser)|sans demander à personne",
  },
  es: {
    role: "(?<!(?:interesad[oa]s?|interés|postularte|postular|candidatos?|candidatas?) )en (?:este|ese|tu|su|el) (?:papel|rol|juego|personaje|escenario)|en (?:este|el) ejercicio|para (?:este|el) (?:ejercicio|juego)|como (?:ella|él|el)(?=,)|en la piel de",
    must: "(?:debes|deberás|deberas|debe|deberá|tienes que|tiene que|tendrás que|has de|necesitas|necesita)|(?:tu|su) (?:tarea|misión|mision|trabajo) (?:es|será|sera)|por favor",
    act: alt(
      "(?:enviar|mandar|reenviar|compartir|transferir|exportar|revelar|pagar|entregar|dar|pasar|aprobar|borrar|ingresar)(?:me|nos)(?:lo|la|los|las)?",
      "(?:me|nos) (?:envíes|envies|envíe|envie|mandes|mande|reenvíes|transfieras|transfiera|pagues|pague|entregues|entregue|pases|pase|des|dé|compartas|comparta|exportes)",
      "(?:envíame|enviame|mándame|mandame|reenvíame|reenviame|transfiéreme|transfiereme|págame|pagame|entrégame|entregame|pásame|pasame|compárteme|comparteme|dame|envíenos|envíeme|envieme|mándeme|transfiérame)",
      near(
        "(?:enviar|mandar|reenviar|transferir|pagar|entregar|compartir|envía|envia|manda|reenvía|transfiere)",
        "(?:a mí|a mi|a nosotros|a mi (?:correo|cuenta|dirección))",
        40,
      ),
    ),
    imp: "(?:me|nos) (?:envías|envias|envía|mandas|manda|reenvías|transfieres|pagas|entregas|pasas)|(?:envíame|enviame|mándame|mandame|reenvíame|reenviame|transfiéreme|págame|entrégame|pásame|envíeme|mándeme|transfiérame)",
    start:
      "(?:empieza|empiece|comienza|comience|inicia|inicie|abre) (?:tu|su|cada) (?:respuesta|mensaje|correo)|(?:empieza|empiece|comienza|comience) (?:con|por)",
    with: "(?:con|por|diciendo)(?: (?:la frase|las palabras|la palabra|la expresión))?:?",
    affirm:
      "claro|por supuesto|desde luego|sí|si|seguro|con gusto|entendido|de acuerdo|vale|ok|okay|sin problema|ningún problema|ciertamente|por supuesto que sí",
    game: "(?:solo|sólo|simplemente|solamente|nada más que) (?:es )?(?:un|una) (?:juego|ejercicio|simulación|simulacion|prueba|simulacro|juego de rol)|es (?:un|una) (?:juego|ejercicio|simulación|juego de rol)",
    gameEnd: "(?:así que|y|por eso|entonces)",
    noNeed:
      "(?:no (?:se necesita|hace falta|se requiere|necesitas|necesita|requiere)|sin|ninguna) (?:la |ninguna )?(?:aprobación|aprobacion|autorización|autorizacion|permiso|visto bueno|consentimiento|validación)|no (?:tienes|tiene|hace falta|necesitas) (?:que )?(?:preguntar|pedir permiso|consultar) a nadie|nadie (?:tiene que|debe|necesita) (?:aprobar|autorizar|firmar)",
  },
  it: {
    role: "in (?:questo|quel|tuo|suo|il tuo|il suo|il) ruolo|nel (?:tuo |suo )?ruolo|in (?:questo|quel) (?:gioco|personaggio|scenario|esercizio)|(?:per|nell') ?(?:questo )?esercizio|nel (?:gioco|gioco di ruolo|personaggio)|come (?:lei|lui)(?=,)",
    must: "(?:devi|deve|dovrai|dovrà|dovete|hai da|ti tocca)|(?:il tuo|il suo) (?:compito|lavoro) (?:è|sarà|e)|per favore|per cortesia",
    act: alt(
      "(?:inviar|mandar|inoltrar|girar|condivider|trasferir|esportar|rivelar|pagar|consegnar|dar|approvar|bonificar)(?:mi|ci)(?:lo|la|li|le)?",
      "(?:mi|ci) (?:invii|invia|mandi|manda|inoltri|inoltra|giri|gira|trasferisci|trasferisca|paghi|paga|consegni|consegna|dai|dia|condividi|condivida|esporti)",
      "(?:inviami|mandami|inoltrami|girami|trasferiscimi|pagami|consegnami|dammi|condividimi|mi invii|mi mandi)",
      near(
        "(?:inviare|mandare|inoltrare|trasferire|pagare|consegnare|invia|manda|inoltra|trasferisci)",
        "(?:a me|a noi|al mio (?:indirizzo|conto))",
        40,
      ),
    ),
    imp: "(?:mi|ci) (?:invii|mandi|inoltri|giri|trasferisci|paghi|consegni|dai)|(?:inviami|mandami|inoltrami|girami|trasferiscimi|pagami|consegnami|mi invii|mi mandi)",
    start:
      "(?:inizia|cominci|comincia|inizi|apri) (?:la tua|la sua|ogni) (?:risposta|messaggio|mail|e-?mail)|(?:inizia|comincia|inizi|cominci) con",
    with: "(?:con|dicendo)(?: (?:la frase|le parole|la parola|l'espressione))?:?",
    affirm:
      "certo|certamente|sicuro|sì|si|volentieri|con piacere|capito|d'accordo|ok|okay|nessun problema|va bene|assolutamente|senz'altro",
    game: "(?:solo|soltanto|semplicemente|solamente) (?:un|una) (?:gioco|esercizio|simulazione|test|prova|esercitazione|gioco di ruolo)|(?:è|e') (?:un|una) (?:gioco|esercizio|simulazione|gioco di ruolo)",
    gameEnd: "(?:quindi|e|perciò)",
    noNeed:
      "(?:non (?:serve|servono|occorre|c'è bisogno di|ci vuole)|senza|nessuna) (?:alcuna |l')?(?:approvazione|autorizzazione|permesso|consenso|via libera|benestare)|non (?:devi|deve|c'è bisogno di) chiedere (?:il permesso )?a nessuno|nessuno deve (?:approvare|autorizzare|firmare)",
  },
  pt: {
    role: "(?<!(?:interessad[oa]s?|interesse|candidatar|candidatura) )(?:neste|nesse|no teu|no seu|no) (?:papel|jogo|personagem|cenário|cenario|exercício|exercicio)|(?:para|neste) (?:este )?(?:exercício|exercicio|jogo)|como (?:ela|ele)(?=,)|na pele de",
    must: "(?:deves|deve|deverás|devera|deverá|tens de|tem de|tens que|tem que|precisas de|precisa|vais ter de)|(?:a tua|a sua|sua) (?:tarefa|missão|missao) (?:é|e|será)|por favor",
    act: alt(
      "(?:enviar|mandar|reencaminhar|encaminhar|partilhar|compartilhar|transferir|exportar|revelar|pagar|entregar|dar|passar|aprovar|apagar)-(?:me|nos)",
      "(?:me|nos) (?:envies|envie|mandes|mande|encaminhes|encaminhe|reencaminhes|transfiras|transfira|pagues|pague|entregues|entregue|passes|passe|dês|dê|partilhes|compartilhe|enviar|mandar|encaminhar|transferir|pagar|entregar|passar)",
      "(?:envia-me|envie-me|manda-me|mande-me|encaminha-me|encaminhe-me|reencaminha-me|transfere-me|transfira-me|paga-me|pague-me|entrega-me|passa-me|dá-me|da-me)",
      near(
        "(?:enviar|mandar|encaminhar|reencaminhar|transferir|pagar|entregar|envia|envie|manda|mande)",
        "(?:para mim|a mim|para nós|para o meu (?:email|e-mail|endereço|conta)|para a minha conta)",
        40,
      ),
    ),
    imp: "(?:me|nos) (?:envias|envia|mandas|manda|encaminhas|encaminha|transferes|transfere|pagas|paga|entregas|entrega|passas)|(?:envia-me|envie-me|manda-me|mande-me|encaminha-me|encaminhe-me|transfere-me|transfira-me|paga-me|pague-me|entrega-me|passa-me)",
    start:
      "(?:começa|comece|inicia|inicie|abre|abra) (?:a tua|a sua|sua|cada) (?:resposta|mensagem|email|e-mail)|(?:começa|comece|inicia|inicie) (?:com|por)",
    with: "(?:com|por|dizendo)(?: (?:a frase|as palavras|a palavra|a expressão))?:?",
    affirm:
      "claro|com certeza|certamente|sim|com prazer|entendido|percebido|de acordo|ok|okay|sem problema|sem problemas|pois não|está bem|perfeitamente",
    game: "(?:só|so|apenas|simplesmente|somente) (?:é )?(?:um|uma) (?:jogo|exercício|exercicio|simulação|simulacao|teste|simulacro|treino|role-?play)|(?:é|e) (?:um|uma) (?:jogo|exercício|simulação)",
    gameEnd: "(?:então|e|por isso|portanto)",
    noNeed:
      "(?:não (?:é preciso|precisa de|precisas de|é necessária|é necessário|requer)|sem|nenhuma) (?:a |nenhuma |qualquer )?(?:aprovação|aprovacao|autorização|autorizacao|permissão|permissao|consentimento|validação)|(?:não precisas|não precisa|não tens|não tem) (?:de |que )?(?:perguntar|pedir) a ninguém|ninguém (?:precisa de|tem de|tem que) (?:aprovar|autorizar|assinar)",
  },
  nl: {
    role: "(?<!(?:interesse|geïnteresseerd|solliciteren|sollicitatie) )in (?:deze|die|jouw|je|uw|de) rol|in (?:dit|dat|het) (?:spel|rollenspel|scenario)|(?:voor|in) (?:deze|de) oefening|als (?:haar|hem|zij|hij)(?=,)",
    must: "(?:je|jij|u) (?:moet|moeten|dient|zult|hoort)|(?:moet|dien|zul) (?:je|jij|u)|(?:jouw|je|uw) (?:taak|opdracht) is (?:om )?|is (?:je|jouw|uw) (?:taak|opdracht)|alsjeblieft|alstublieft|graag",
    act: either(
      "(?:mij|me|ons|naar mij|naar ons|aan mij|aan ons|naar mijn (?:adres|e-?mail|rekening))(?![\\p{L}\\p{N}])",
      "(?:stuur|sturen|verstuur|versturen|doorsturen|stuur door|deel|delen|maak over|overmaken|exporteer|exporteren|betaal|betalen|verwijder|keur goed|goedkeuren|geef|geven|onthul|overhandig)\\p{L}*",
      40,
    ),
    imp: "(?:stuur|verstuur|deel|geef|betaal|exporteer|overhandig) (?:je|jij|u)? ?(?:mij|me|ons)|(?:stuur|verstuur) (?:mij|me|ons)",
    start:
      "(?:begin|start|open) (?:je|jouw|uw|elk|ieder) (?:antwoord|bericht|reactie|mail|e-?mail)|(?:begin|start) met",
    with: "met(?: (?:de zin|de woorden|het woord))?:?",
    affirm: "natuurlijk|zeker|tuurlijk|graag|ja|oké|oke|ok|okay|begrepen|geen probleem|uiteraard|absoluut|komt in orde",
    game: "(?:maar|slechts|gewoon|alleen) (?:een) (?:spel|spelletje|oefening|simulatie|test|rollenspel)|(?:het|dit) is (?:een) (?:spel|oefening|simulatie|rollenspel)",
    gameEnd: "(?:dus|en|daarom)",
    noNeed:
      "(?:geen|zonder) (?:goedkeuring|toestemming|akkoord|autorisatie|fiat|instemming)(?: (?:nodig|vereist))?|(?:je hoeft|u hoeft|hoef je|hoeft u) (?:niemand|het aan niemand) (?:te )?(?:vragen|toestemming)|niemand hoeft (?:het |dit )?(?:goed te keuren|te tekenen|toestemming)",
  },
  sv: {
    role: "i (?:den här|denna|din|er|den) roll(?:en)?|i (?:det här|detta) (?:spel|rollspel|scenario)|i (?:den här|denna) övning(?:en)?|för (?:den här|denna) övning|i rollen som|som (?:hon|han|henne|honom)(?=,)",
    must: "(?:du|ni) (?:måste|ska|skall|bör|behöver)|(?:måste|ska|bör|behöver) (?:du|ni)|(?:din|er) uppgift är (?:att)?|är (?:din|er) uppgift|snälla|vänligen",
    act: either(
      "(?:mig|oss|till mig|till oss|till min (?:adress|e-?post|mejl))(?![\\p{L}\\p{N}])",
      "(?:skicka|sända|vidarebefordra|dela|föra över|överföra|exportera|avslöja|betala|radera|godkänna|ge|lämna över)\\p{L}*",
      40,
    ),
    imp: "(?:skickar|vidarebefordrar|delar|betalar|överför|ger) du (?:mig|oss)|(?:skicka|vidarebefordra|betala|överför|ge) (?:mig|oss)",
    start:
      "(?:börja|inled|starta|öppna) (?:ditt|ert|varje) (?:svar|meddelande|mejl|e-?postmeddelande)|(?:börja|inled|starta) med",
    with: "med(?: (?:frasen|orden|ordet))?:?",
    affirm: "självklart|visst|absolut|gärna|ja|okej|ok|uppfattat|förstått|inga problem|såklart|givetvis|javisst",
    game: "(?:bara|endast|enbart) (?:ett|en) (?:spel|övning|simulering|test|rollspel|lek)|det är (?:ett|en) (?:spel|övning|simulering|rollspel)",
    noNeed:
      "(?:inget|ingen|utan) (?:godkännande|tillstånd|attest|medgivande|samtycke|klartecken)(?: (?:behövs|krävs))?|(?:du behöver|ni behöver|behöver du) inte fråga någon|ingen behöver (?:godkänna|attestera|skriva under)",
  },
  pl: {
    role: "w (?:tej|twojej|swojej|pana|pani) roli|w (?:tej|tej symulacji|tym) (?:grze|scenariuszu|ćwiczeniu|symulacji)|(?:na potrzeby|dla) (?:tego|tej) (?:ćwiczenia|gry)|jako (?:ona|on)(?=,)|grając (?:ją|jego|rolę)",
    must: "(?:musisz|powinieneś|powinnaś|masz|należy|trzeba|pan musi|pani musi|musi pan|musi pani)|(?:twoim|pana|pani) zadaniem jest|proszę",
    act: either(
      "(?:mi|mnie|nam|do mnie|do nas|na mój (?:adres|mail|e-?mail|rachunek|konto))(?![\\p{L}\\p{N}])",
      "(?:wysł|przesł|prześl|przekaz|przekaż|udostępni|wyeksport|ujawni|zapłaci|zapłać|przelać|przelej|usuń|usun|zatwierdź|zatwierdzi|da[jć]|oddaj|oddać)\\p{L}*",
      30,
    ),
    imp: "(?:wyślij|prześlij|przekaż|udostępnij|zapłać|przelej|daj|oddaj) (?:mi|nam)|(?:wyślesz|prześlesz|przekażesz|przelejesz|dasz) mi",
    start:
      "(?:zacznij|rozpocznij|rozpocznijcie|zacznijcie|proszę zacząć) (?:swoją |twoją |każdą )?(?:odpowiedź|wiadomość|maila|e-?mail)|(?:zacznij|rozpocznij) od",
    with: "(?:od|słowami|zdaniem|frazą)(?: (?:słów|zdania|frazy|słowa))?:?",
    affirm:
      "oczywiście|jasne|pewnie|chętnie|tak|okej|ok|zrozumiałem|zrozumiałam|rozumiem|nie ma problemu|z przyjemnością|jak najbardziej|bez problemu|naturalnie",
    game: "(?:tylko|jedynie|po prostu|zwykła|zwykłe) (?:gra|ćwiczenie|symulacja|test|zabawa|próba|odgrywanie ról)|to (?:jest )?(?:gra|ćwiczenie|symulacja)",
    noNeed:
      "(?:bez|nie (?:potrzeba|trzeba|jest potrzebna|jest wymagana|wymaga)) (?:żadnej |żadnego )?(?:zgody|zatwierdzenia|akceptacji|autoryzacji|pozwolenia|podpisu)|nie musisz nikogo pytać|nikt nie musi (?:tego )?(?:zatwierdzać|akceptować|podpisywać)",
  },
  ru: {
    role: "в (?:этой|твоей|вашей|своей|данной) роли|в (?:этой|данной) (?:игре|сценке|симуляции)|в (?:этом|данном) (?:упражнении|сценарии)|(?:для|по условиям) (?:этого|этой|данного) (?:упражнения|игры)|в образе|как (?:она|он)(?=,)",
    must: "(?:ты|вы) (?:должен|должна|должны|обязан|обязана|обязаны)|(?:тебе|вам) (?:нужно|надо|следует|необходимо)|(?:твоя|ваша) (?:задача|цель)(?: —| -|:)?|пожалуйста",
    act: either(
      "(?:мне|нам|на мой (?:адрес|email|почту|счёт|счет)|на мою почту|ко мне)(?![\\p{L}\\p{N}])",
      "(?:отправ|присл|пересл|переслат|перевед|перевест|перечисл|поделит|экспортир|раскр|оплат|заплат|удал|одобр|дат|отда|переда|скин)\\p{L}*",
      30,
    ),
    imp: "(?:отправь|отправьте|пришли|пришлите|перешли|перешлите|переведи|переведите|скинь|скиньте|отдай|передай|передайте|дай|дайте) (?:мне|нам)|(?:ты )?(?:отправишь|пришлёшь|пришлешь|перешлёшь|перешлешь|переведёшь|переведешь) мне",
    start:
      "(?:начни|начните|начинай|начинайте) (?:свой |ваш |каждый )?(?:ответ|сообщение|письмо)|(?:начни|начните) (?:с|со)",
    with: "(?:с|со|словами|фразой)(?: (?:фразы|слов|слова))?:?",
    affirm:
      "конечно|разумеется|да|хорошо|ок|окей|понял|поняла|понятно|без проблем|с удовольствием|охотно|безусловно|несомненно|обязательно|есть",
    game: "(?:просто|всего лишь|лишь|только) (?:игра|упражнение|учения|симуляция|тест|ролевая игра|тренировка)|это (?:игра|упражнение|симуляция|ролевая игра)",
    noNeed:
      "(?:без|не (?:нужно|нужна|нужен|требуется|требуются|надо)) (?:никакого |никакой |чьего-либо )?(?:одобрени|согласовани|разрешени|согласи|утверждени|подтверждени|санкци)\\p{L}*|(?:тебе|вам) не (?:нужно|надо) (?:никого|ни у кого) (?:спрашивать|просить)|(?:одобрение|согласование|разрешение|согласие|утверждение|подтверждение) (?:не нужно|не нужен|не нужна|не требуется|не обязательно)|никому не (?:нужно|надо) (?:одобрять|согласовывать|подписывать)|ни у кого не (?:спрашивай|спрашивайте)",
  },
  uk: {
    role: "(?:у|в) (?:цій|твоїй|вашій|своїй|даній) ролі|(?:у|в) (?:цій|даній) (?:грі|симуляції)|(?:у|в) (?:цьому|даному) (?:сценарії|вправі|завданні)|(?:для|за умовами) (?:цієї|цього) (?:вправи|гри)|(?:у|в) образі|як (?:вона|він)(?=,)",
    must: "(?:ти|ви) (?:маєш|маєте|мусиш|мусите|повинен|повинна|повинні|зобов'язаний|зобов’язана|зобов'язана)|(?:тобі|вам) (?:треба|потрібно|слід|необхідно)|(?:твоє|ваше) (?:завдання)(?: —| -|:)?|будь ласка",
    act: either(
      "(?:мені|нам|на мою (?:адресу|пошту)|на мій (?:рахунок|email|імейл))(?![\\p{L}\\p{N}])",
      "(?:надісл|надсил|відправ|пересл|перешл|переказ|переве|перерах|поділи|експорт|розкри|оплат|сплат|видал|схвал|да[йт]|відда|переда|скин)\\p{L}*",
      30,
    ),
    imp: "(?:надішли|надішліть|відправ|відправте|перешли|перешліть|переведи|переказуй|скинь|скиньте|віддай|передай|передайте|дай|дайте) (?:мені|нам)|(?:ти )?(?:надішлеш|перешлеш|переведеш|відправиш) мені",
    start:
      "(?:почни|почніть|починай|починайте) (?:свою |вашу |кожну )?(?:відповідь|повідомлення|лист)|(?:почни|почніть) (?:з|із|зі)",
    with: "(?:з|із|зі|словами|фразою)(?: (?:фрази|слів|слова))?:?",
    affirm:
      "звісно|звичайно|авжеж|так|гаразд|добре|ок|окей|зрозумів|зрозуміла|зрозуміло|без проблем|із задоволенням|з радістю|охоче|безумовно|певно",
    game: "(?:просто|лише|тільки|всього лише) (?:гра|вправа|навчання|симуляція|тест|рольова гра|тренування)|це (?:гра|вправа|симуляція|рольова гра)",
    noNeed:
      "(?:без|не (?:потрібно|потрібне|потрібна|потрібен|треба|вимагається)) (?:жодного |жодної |нічийого )?(?:схвалення|погодження|дозволу|дозвіл|згоди|згода|затвердження|підтвердження)|(?:тобі|вам) не (?:треба|потрібно) (?:нікого|ні в кого) (?:питати|запитувати|просити)|(?:схвалення|погодження|дозвіл|згода|затвердження) не (?:потрібне|потрібен|потрібна|потрібно|треба|вимагається)|нікому не (?:треба|потрібно) (?:схвалювати|погоджувати|підписувати)",
  },
  sh: {
    role: "u (?:ovoj|tvojoj|vašoj|svojoj|toj) ulozi|u (?:ovoj|toj) (?:igri|simulaciji|vježbi|vežbi)|u (?:ovom|tom) (?:scenariju|zadatku)|za (?:ovu|potrebe ove) (?:vježbu|vežbu|vježbe|vežbe|igre)|kao (?:ona|on)(?=,)",
    must: "(?:moraš|morate|trebaš|trebate|treba da|trebalo bi da|dužan si|dužni ste)|(?:tvoj|vaš|tvoja|vaša) (?:zadatak|zadaća) je(?: da)?|molim",
    act: either(
      "(?:mi|nama|meni|na moju (?:adresu|e-?poštu)|na moj (?:račun|mail|e-?mail))(?![\\p{L}\\p{N}])",
      "(?:pošalj|posla|proslijedi|prosledi|proslijed|prosled|podijeli|podeli|prebaci|uplati|plati|izvezi|otkrij|obriši|odobri|daj|predaj)\\p{L}*",
      30,
    ),
    imp: "(?:pošalji|pošaljite|proslijedi|prosledi|proslijedite|prosledite|prebaci|prebacite|uplati|uplatite|daj|dajte|predaj|predajte) (?:mi|nam)|(?:mi|nam) (?:šalješ|pošalješ|prosljeđuješ|prosleđuješ|uplaćuješ)|(?:mi|nam) (?:moraš|morate|trebaš|trebate) (?:\\p{L}+ )?(?:poslati|proslijediti|proslediti|uplatiti|dati|predati|prebaciti)|(?:šalješ|pošalješ|prosljeđuješ|prosleđuješ) (?:mi|nam)",
    start:
      "(?:počni|počnite|započni|započnite|otvori) (?:svoj |vaš |svaki )?(?:odgovor|poruku|mail|e-?mail)|(?:počni|počnite|započni|započnite) (?:sa|s|rečenicom|riječima|rečima)",
    with: "(?:sa|s|rečenicom|riječima|rečima|frazom)(?: (?:rečenicom|riječima|rečima|frazom|riječju|rečju))?:?",
    affirm:
      "naravno|svakako|sigurno|da|može|ok|okej|u redu|razumijem|razumem|jasno|nema problema|rado|sa zadovoljstvom|apsolutno",
    game: "(?:samo|tek|obična|obična) (?:igra|vježba|vežba|simulacija|test|igra uloga|proba)|(?:ovo|to) je (?:igra|vježba|vežba|simulacija)",
    noNeed:
      "(?:bez|nije (?:potrebno|potrebna|potreban)|ne treba) (?:ičijeg |ičije |nikakvog |nikakve )?(?:odobrenja|odobrenje|dozvole|dozvola|saglasnosti|suglasnosti|pristanka|potpisa)|ne moraš nikoga pitati|ne morate nikoga pitati|nitko ne mora (?:odobriti|potpisati)|niko ne mora (?:da )?(?:odobri|odobriti|potpiše|potpisati)",
  },
  cs: {
    role: "ve? (?:této|tvé|vaší|své|téhle) roli|v (?:této|téhle) (?:hře|simulaci)|v (?:tomto|tomhle) (?:scénáři|cvičení)|(?:pro|pro účely) (?:tohoto|tohle|této) (?:cvičení|hry)|jako (?:ona|on)(?=,)",
    must: "(?:musíš|musíte|máš|máte|měl bys|měla bys|měli byste|je třeba|potřebuješ)|(?:tvým|vaším) úkolem je|je (?:tvým|vaším) úkolem|prosím",
    act: either(
      "(?:mi|mně|nám|na můj (?:účet|e-?mail|mail)|na mou adresu|na moji adresu)(?![\\p{L}\\p{N}])",
      "(?:posl|pošl|přepošl|přeposl|předa|předej|sdíle|sdílej|převed|převés|exportu|prozra|zaplat|smaž|smaza|schval|da[tj]|odevzd)\\p{L}*",
      30,
    ),
    imp: "(?:pošli|pošlete|přepošli|přepošlete|předej|předejte|převeď|převeďte|zaplať|dej|dejte) (?:mi|nám)|mi (?:pošleš|přepošleš|převedeš|zaplatíš)|(?:mi|nám) (?:musíš|musíte|máš|máte|bys měl|bys měla) (?:\\p{L}+ )?(?:poslat|přeposlat|převést|zaplatit|předat|dát|sdílet)|(?:pošleš|přepošleš|převedeš) mi",
    start:
      "(?:začni|začněte|zahaj|zahajte|otevři) (?:svou |svoji |vaši |každou )?(?:odpověď|zprávu|e-?mail)|(?:začni|začněte) (?:slovy|větou|frází|s)",
    with: "(?:slovy|větou|frází|s|se|slovem)(?: (?:větou|frází|slovy|slovem))?:?",
    affirm:
      "samozřejmě|jistě|určitě|ano|dobře|ok|okej|rozumím|jasně|rád|ráda|s radostí|bez problému|žádný problém|beze všeho",
    game: "(?:jen|pouze|jenom|prostě) (?:hra|cvičení|simulace|test|zkouška|hraní rolí)|(?:je to|to je) (?:hra|cvičení|simulace)",
    noNeed:
      "(?:bez|není (?:potřeba|třeba|nutné|nutný|nutná))(?: žádného| žádné)? (?:schválení|souhlasu|souhlas|povolení|svolení|autorizace|podpisu)|nemusíš se nikoho ptát|nemusíte se nikoho ptát|nikdo (?:to )?nemusí (?:schvalovat|schválit|podepsat)",
  },
  sk: {
    role: "vo? (?:tejto|tvojej|vašej|svojej) úlohe|v (?:tejto) (?:hre|simulácii|role)|v (?:tomto) (?:scenári|cvičení)|(?:pre|na účely) (?:tohto|tejto) (?:cvičenia|hry)|ako (?:ona|on)(?=,)",
    must: "(?:musíš|musíte|máš|máte|mal by si|mala by si|mali by ste|treba|potrebuješ)|(?:tvojou|vašou) úlohou je|je (?:tvojou|vašou) úlohou|prosím",
    act: either(
      "(?:mi|mne|nám|na môj (?:účet|e-?mail|mail)|na moju adresu)(?![\\p{L}\\p{N}])",
      "(?:posl|pošl|prepošl|preposl|odovzd|odovzdaj|zdieľ|preved|previesť|exportu|prezra|zaplat|zmaž|zmaza|schvál|da[tj])\\p{L}*",
      30,
    ),
    imp: "(?:pošli|pošlite|prepošli|prepošlite|odovzdaj|preveď|preveďte|zaplať|daj|dajte) (?:mi|nám)|(?:mi|nám) (?:musíš|musíte|máš|máte) (?:\\p{L}+ )?(?:poslať|preposlať|previesť|zaplatiť|odovzdať|dať)",
    start:
      "(?:začni|začnite|otvor) (?:svoju |vašu |každú )?(?:odpoveď|správu|e-?mail)|(?:začni|začnite) (?:slovami|vetou|frázou|s)",
    with: "(?:slovami|vetou|frázou|s|so|slovom)(?: (?:vetou|frázou|slovami|slovom))?:?",
    affirm:
      "samozrejme|iste|určite|áno|dobre|ok|okej|rozumiem|jasné|rád|rada|s radosťou|bez problému|žiadny problém|pravdaže",
    game: "(?:len|iba|jednoducho|proste) (?:hra|cvičenie|simulácia|test|skúška|hranie rolí)|(?:je to|to je) (?:hra|cvičenie|simulácia)",
    noNeed:
      "(?:bez|nie je (?:potrebné|treba|nutné|potrebný|potrebná))(?: žiadneho| žiadne| žiadny| žiadna)? (?:schválenia|schválenie|súhlasu|súhlas|povolenia|povolenie|autorizácie|podpisu|podpis)|nemusíš sa nikoho pýtať|nemusíte sa nikoho pýtať|nikto (?:to )?nemusí (?:schvaľovať|schváliť|podpísať)",
  },
  sl: {
    role: "v (?:tej|tvoji|vaši|svoji) vlogi|v (?:tej) (?:igri|simulaciji|vaji)|v (?:tem) (?:scenariju)|(?:za|za namen) (?:to|te) (?:vajo|vaje|igre|igro)|kot (?:ona|on)(?=,)",
    must: "(?:moraš|morate|moral bi|morala bi|bi moral|bi morala|bi morali|potrebuješ)|(?:tvoja|vaša) naloga je|je (?:tvoja|vaša) naloga|prosim",
    act: either(
      "(?:mi|meni|nam|na moj (?:račun|e-?naslov|mail|e-?mail)|na moj naslov)(?![\\p{L}\\p{N}])",
      "(?:posl|pošlj|pošl|posreduj|posredova|deli|delit|nakaž|nakaza|prenes|izvozi|razkri|plača|plačaj|izbriš|odobri|da[jt]|preda)\\p{L}*",
      30,
    ),
    imp: "(?:pošlji|pošljite|posreduj|posredujte|nakaži|nakažite|plačaj|daj|dajte|predaj) (?:mi|nam)|(?:mi|nam) (?:moraš|morate|bi moral|bi morala) (?:\\p{L}+ )?(?:poslati|posredovati|nakazati|plačati|dati|predati|deliti)",
    start:
      "(?:začni|začnite|odpri) (?:svoj |vaš |vsak )?(?:odgovor|sporočilo|e-?mail)|(?:začni|začnite) (?:z|s|besedami|stavkom)",
    with: "(?:z|s|besedami|stavkom|frazo)(?: (?:besedami|stavkom|frazo|besedo))?:?",
    affirm:
      "seveda|vsekakor|gotovo|da|v redu|ok|okej|razumem|jasno|z veseljem|rad|rada|ni problema|brez problema|absolutno",
    game: "(?:samo|le|zgolj|preprosto) (?:igra|vaja|simulacija|test|preizkus|igra vlog)|(?:to je) (?:igra|vaja|simulacija)",
    noNeed:
      "(?:brez|ni (?:potrebno|treba|potrebna|potreben))(?: nobene| nobenega)? (?:odobritve|odobritev|dovoljenja|dovoljenje|soglasja|soglasje|privolitve|podpisa)|ni ti treba nikogar vprašati|ni vam treba nikogar vprašati|nihče ne rabi (?:odobriti|podpisati)|nihče ne mora (?:odobriti|podpisati)",
  },
  bg: {
    role: "в (?:тази|твоята|вашата|своята|тая) роля|в (?:тази|тая) (?:игра|симулация)|в (?:този|това) (?:сценарий|упражнение)|(?:за|за целите на) (?:това|тази) (?:упражнение|игра)|като (?:нея|него|тя|той)(?=,)",
    must: "(?:трябва да|трябваше да|длъжен си да|длъжна си да|длъжни сте да|нужно е да)|(?:твоята|вашата) задача е(?: да)?|моля",
    act: either(
      "(?:ми|на мен|на нас|ни|на моя (?:адрес|имейл|сметка)|на моята (?:сметка|поща))(?![\\p{L}\\p{N}])",
      "(?:изпрат|препрат|сподел|прехвърл|преведе|преведеш|експорт|разкри|плат|изтри|одобр|да[дй]|дадеш|предад|предай)\\p{L}*",
      30,
    ),
    imp: "(?:изпрати|изпратете|препрати|препратете|преведи|преведете|прехвърли|плати|дай|дайте|предай|предайте) (?:ми|ни)|ми (?:изпращаш|пращаш|препращаш|превеждаш|изпратиш)",
    start:
      "(?:започни|започнете|почни|почнете)(?: (?:своя|вашия|всеки) (?:отговор|имейл)| (?:отговора|съобщението|имейла))?",
    with: "(?:с|със|с думите|с фразата|с израза)(?: (?:фразата|думите|думата))?:?",
    affirm:
      "разбира се|естествено|да|добре|ок|окей|разбрах|ясно|с удоволствие|няма проблем|абсолютно|с радост|дадено|със сигурност",
    game: "(?:просто|само|единствено) (?:игра|упражнение|симулация|тест|проба|ролева игра|учение)|(?:това е) (?:игра|упражнение|симулация)",
    noNeed:
      "(?:без|не (?:е нужно|е необходимо|е нужна|е необходима|се изисква|трябва)) (?:никакво |никакъв |ничие )?(?:одобрение|разрешение|съгласие|съгласуване|подпис|потвърждение)|не (?:трябва|е нужно) да питаш никого|не (?:трябва|е нужно) да питате никого|никой не (?:трябва|е нужно) да (?:одобрява|одобри|подписва)",
  },
  ro: {
    role: "în (?:acest|acel) (?:rol|joc|scenariu|exercițiu)|în rolul (?:tău|dumneavoastră|său|de)|în cadrul (?:acestui )?(?:joc|exercițiu)|pentru (?:acest|acest) exercițiu|ca (?:ea|el)(?=,)|în pielea",
    must: "(?:trebuie să|ar trebui să|ești obligat să|ești obligată să|aveți de|ai de)|(?:sarcina|misiunea) (?:ta|dumneavoastră) este să|te rog|vă rog",
    act: alt(
      "(?:să-mi|să ne|să-mi le|să mi|îmi|ne|mi) (?:trimiți|trimiteți|trimită|redirecționezi|redirecționați|transferi|transferați|plătești|plătiți|dai|dați|predai|predați|exporți|arăți|dezvălui|virezi|virați|trimite|transmiți|transmiteți)",
      "(?:trimite|trimiteți|redirecționează|transferă|transferați|plătește|plătiți|dă|dați|predă|virează|transmite)-(?:mi|ne)",
      near(
        "(?:trimite|trimiți|trimiteți|transferă|transferi|redirecționează|plătește|virează|transmite)",
        "(?:mie|nouă|pe adresa mea|în contul meu|la adresa mea)",
        40,
      ),
    ),
    imp: "(?:îmi|imi|ne) (?:trimiți|transferi|redirecționezi|plătești|dai|predai|virezi)|(?:trimite|trimiteți|redirecționează|transferă|plătește|dă|dați|predă|virează)-(?:mi|ne)",
    start:
      "(?:începe|începeți|deschide) (?:răspunsul|mesajul|fiecare răspuns|emailul|e-mailul)|(?:începe|începeți) (?:cu|prin)",
    with: "(?:cu|prin)(?: (?:fraza|cuvintele|cuvântul|expresia))?:?",
    affirm:
      "sigur|desigur|bineînțeles|bineinteles|da|bine|ok|okay|am înțeles|înțeles|cu plăcere|nicio problemă|niciun problem|absolut|cu siguranță|negreșit",
    game: "(?:doar|numai|pur și simplu|decât) (?:un|o) (?:joc|exercițiu|simulare|test|simulare|joc de rol|antrenament)|(?:este|e) (?:un|o) (?:joc|exercițiu|simulare|joc de rol)",
    noNeed:
      "(?:fără|nu (?:este nevoie de|e nevoie de|trebuie|necesită|se cere)) (?:nicio |vreo )?(?:aprobare|aprobarea|autorizare|permisiune|acord|consimțământ|semnătură|aviz)|nu trebuie să (?:întrebi|întrebați) pe nimeni|nimeni nu trebuie să (?:aprobe|semneze|autorizeze)",
  },
  hu: {
    role: "(?:ebben|abban) a (?:szerepben|szerepkörben|játékban|gyakorlatban|szimulációban|forgatókönyvben)|(?:a te|az ön|a saját) szerepedben|a szerepedben|a gyakorlat kedvéért|ennek a gyakorlatnak a kedvéért",
    must: "(?:kell|muszáj|köteles vagy|köteles|kérlek|kérem|legyél szíves|légy szíves|(?:a )?(?:te )?feladatod|az ön feladata)",
    act: either(
      "(?:nekem|nekünk|részemre|a címemre|az e-?mail-?címemre|a számlámra|hozzám)(?![\\p{L}\\p{N}])",
      "(?:küld|továbbít|oszd meg|megoszt|utal|átutal|exportál|fizess|fizet|töröl|jóváhagy|add|átad|felfed|áruld el)\\p{L}*",
      30,
    ),
    imp: "(?:küldd el|küldj|továbbítsd|utald át|utalj|add át|fizesd ki|oszd meg) (?:nekem|nekünk)|(?:nekem|nekünk) (?:küldd el|küldöd el|küldöd|továbbítod|utalod át|adod át)",
    start:
      "(?:kezdd|kezdje|kezdjétek|kezdj|kezdjen)(?: (?:a |az )?(?:válaszodat|válaszát|válaszod|üzenetedet|e-?mailedet|választ|üzenetet))?",
    with: "(?:azzal|ezzel|a következővel|a következő szavakkal|a mondattal|így)(?: a mondattal| a szavakkal)?:?",
    affirm:
      "persze|természetesen|hogyne|igen|rendben|oké|ok|okay|értem|megértettem|szívesen|örömmel|nem probléma|semmi gond|abszolút|biztosan|egészen biztosan",
    affirmFirst: true,
    game: "(?:csak|csupán|mindössze|egyszerűen) (?:egy )?(?:játék|gyakorlat|szimuláció|teszt|próba|szerepjáték)|ez (?:egy )?(?:játék|gyakorlat|szimuláció|szerepjáték)",
    noNeed:
      "(?:nem kell|nincs szükség|nem szükséges|nélkül)(?: \\p{L}+)? (?:jóváhagy\\p{L}*|engedély\\p{L}*|hozzájárulás\\p{L}*|beleegyezés\\p{L}*|aláírás\\p{L}*)|(?:jóváhagyás|engedély|hozzájárulás|aláírás)\\p{L}* (?:nem kell|nélkül|nem szükséges)|senkit nem kell megkérdez\\p{L}*|senkinek nem kell jóváhagy\\p{L}*",
  },
  fi: {
    role: "(?:tässä|siinä|sinun|teidän) roolissa(?:si|nne)?|(?:tässä|siinä) (?:pelissä|harjoituksessa|simulaatiossa|skenaariossa|roolipelissä)|(?:tämän|tätä) harjoituksen (?:vuoksi|takia)|tätä harjoitusta varten|roolissasi",
    must: "(?:sinun|teidän) (?:täytyy|pitää|tulee|on|kuuluu)|(?:täytyy|pitää|tulee) sinun|(?:tehtäväsi|tehtävänne) on|ole hyvä ja|olkaa hyvä ja|pyydän",
    act: either(
      "(?:minulle|meille|osoitteeseeni|sähköpostiini|tililleni)(?![\\p{L}\\p{N}])",
      "(?:lähet|välit|jaa|jaka|siirr|siirtä|maksa|vie|vienti|paljast|poist|hyväksy|anna|antaa|luovuta)\\p{L}*",
      30,
    ),
    imp: "(?:lähetä|lähetät|välitä|välität|siirrä|siirrät|maksa|maksat|anna|annat|luovuta|luovutat|jaa|jaat)(?: \\p{L}+)? (?:minulle|meille)",
    start:
      "(?:aloita|aloittakaa|aloitatte|aloitat) (?:vastauksesi|vastauksenne|viestisi|viestinne|vastaus|jokainen vastaus)|(?:aloita|aloittakaa)",
    with: "(?:sanoilla|lauseella|ilmauksella|sanalla|sanomalla)",
    affirm:
      "tietenkin|totta kai|toki|kyllä|selvä|ok|okei|ilman muuta|mielelläni|ymmärretty|ei ongelmaa|ehdottomasti|varmasti|tottakai",
    affirmFirst: true,
    game: "(?:vain|pelkkä|pelkästään|ainoastaan|vaan) (?:peli|harjoitus|simulaatio|testi|roolipeli|leikki)|(?:tämä|se) on (?:peli|harjoitus|simulaatio|roolipeli)",
    noNeed:
      "(?:ei tarvita|ei tarvitse|ilman) (?:kenenkään )?(?:hyväksyntää|hyväksyntä|lupaa|lupa|suostumusta|valtuutusta|allekirjoitusta)|(?:hyväksyntää|lupaa|suostumusta) ei tarvita|(?:sinun|teidän) ei tarvitse kysyä keneltäkään|kenenkään ei tarvitse hyväksyä",
  },
  da: {
    role: "i (?:denne|din|jeres|den) rolle|i (?:dette|det her) (?:spil|rollespil|scenarie)|i (?:denne|den her) øvelse|til (?:denne|den her) øvelse|som (?:hende|ham|hun|han)(?=,)",
    must: "(?:du|i) (?:skal|må|bør|burde|er nødt til)|(?:skal|må|bør) (?:du|i)|(?:din|jeres) opgave er (?:at)?|er (?:din|jeres) opgave|venligst|vær sød at",
    act: either(
      "(?:mig|os|til mig|til os|til min (?:adresse|e-?mail|konto))(?![\\p{L}\\p{N}])",
      "(?:send|videresend|del|overfør|eksporter|afslør|betal|slet|godkend|giv|aflever|overdrag)\\p{L}*",
      40,
    ),
    imp: "(?:sender|videresender|deler|overfører|betaler|giver) du (?:mig|os)|(?:send|videresend|overfør|betal|giv) (?:mig|os)",
    start: "(?:start|begynd|indled|åbn) (?:dit|jeres|hvert) (?:svar|besked|mail|e-?mail)|(?:start|begynd|indled) med",
    with: "med(?: (?:sætningen|ordene|ordet))?:?",
    affirm:
      "selvfølgelig|selvfolgelig|klart|sikkert|gerne|ja|okay|ok|forstået|intet problem|ingen problem|absolut|naturligvis|javel",
    game: "(?:bare|kun|blot) (?:et|en) (?:spil|øvelse|simulering|test|rollespil|leg)|det er (?:et|en) (?:spil|øvelse|simulering|rollespil)",
    noNeed:
      "(?:ingen|uden) (?:godkendelse|tilladelse|accept|samtykke|underskrift)(?: (?:er )?(?:nødvendig|påkrævet|kræves))?|(?:du|i) behøver ikke (?:at )?spørge nogen|ingen behøver (?:at )?(?:godkende|underskrive)",
  },
  nb: {
    role: "i (?:denne|din|deres|den) rollen?|i (?:dette|det her) (?:spillet|rollespillet|scenarioet|spill)|i (?:denne|den her) øvelsen?|for (?:denne|den her) øvelsen?|som (?:henne|ham|hun|han)(?=,)",
    must: "(?:du|dere) (?:må|skal|bør|burde|er nødt til)|(?:må|skal|bør) (?:du|dere)|(?:din|deres) oppgave er (?:å)?|er (?:din|deres) oppgave|vennligst|vær så snill og",
    act: either(
      "(?:meg|oss|til meg|til oss|til min (?:adresse|e-?post|konto))(?![\\p{L}\\p{N}])",
      "(?:send|videresend|del|overfør|eksporter|avslør|betal|slett|godkjenn|gi|lever|overlever)\\p{L}*",
      40,
    ),
    imp: "(?:sender|videresender|deler|overfører|betaler|gir) du (?:meg|oss)|(?:send|videresend|overfør|betal|gi) (?:meg|oss)",
    start:
      "(?:start|begynn|innled|åpne) (?:svaret ditt|ditt svar|hvert svar|meldingen|e-?posten)|(?:start|begynn|innled) med",
    with: "med(?: (?:setningen|ordene|ordet))?:?",
    affirm:
      "selvfølgelig|selvsagt|klart|gjerne|ja|okei|ok|okay|forstått|ikke noe problem|intet problem|absolutt|naturligvis|javisst",
    game: "(?:bare|kun|blott) (?:et|en) (?:spill|øvelse|simulering|test|rollespill|lek)|det er (?:et|en) (?:spill|øvelse|simulering|rollespill)",
    noNeed:
      "(?:ingen|uten) (?:godkjenning|tillatelse|samtykke|signatur|attestasjon)(?: (?:er )?(?:nødvendig|påkrevd|trengs))?|(?:du|dere) trenger ikke (?:å )?spørre noen|ingen trenger (?:å )?(?:godkjenne|signere)",
  },
  et: {
    role: "(?:selles|sinu|teie|oma) rollis|(?:selles) (?:mängus|harjutuses|simulatsioonis|stsenaariumis|rollimängus)|selle harjutuse (?:jaoks|huvides)|tema(?:na)?(?=,)",
    must: "(?:sa pead|te peate|pead|peate|sa peaksid|te peaksite|sinu ülesanne on|teie ülesanne on|on (?:sinu|teie) ülesanne)|palun",
    act: either(
      "(?:mulle|meile|minu (?:aadressile|e-?postile|kontole))(?![\\p{L}\\p{N}])",
      "(?:saat|edast|jaga|kand|ekspordi|avalda|maks|kustuta|kinnita|anna|üle anda|anda)\\p{L}*",
      30,
    ),
    imp: "(?:saada|saadad|edasta|edastad|kanna|kannad|maksa|maksad|anna|annad|jaga|jagad)(?: \\p{L}+)? (?:mulle|meile)",
    start: "(?:alusta|alustage|alustad)(?: (?:oma )?(?:vastust|vastuseid|sõnumit|kirja|e-?kirja))?",
    with: "(?:sõnadega|lausega|fraasiga|sõnaga|öeldes)",
    affirm:
      "muidugi|loomulikult|kindlasti|jah|olgu|ok|okei|selge|sain aru|mõistetud|hea meelega|pole probleemi|absoluutselt",
    affirmFirst: true,
    game: "(?:lihtsalt|vaid|ainult|pelgalt) (?:mäng|harjutus|simulatsioon|test|rollimäng|õppus)|(?:see|tegemist) on (?:mäng|harjutus|simulatsioon|rollimäng)",
    noNeed:
      "(?:pole vaja|ei ole vaja|ei pea|ilma) (?:kellegi )?(?:heakskiitu|heakskiiduta|luba|loata|nõusolekut|nõusolekuta|kinnitust|allkirja)|(?:heakskiitu|luba|nõusolekut) pole vaja|(?:sa ei pea|te ei pea) kelleltki küsima|keegi ei pea (?:seda )?(?:kinnitama|heaks kiitma|allkirjastama)",
  },
  lv: {
    role: "(?:šajā|tavā|jūsu|savā) lomā|(?:šajā) (?:spēlē|vingrinājumā|simulācijā|scenārijā|lomu spēlē|mācībās)|(?:šī|šā) vingrinājuma (?:dēļ|nolūkā|labad)|kā (?:viņa|viņš)(?=,)",
    must: "(?:tev jā|jums jā|tev vajag|jums vajag|tev vajadzētu|jums vajadzētu|tev ir jā|jums ir jā|tavs uzdevums ir|jūsu uzdevums ir)|lūdzu",
    act: either(
      "(?:man|mums|uz manu (?:adresi|e-?pastu|kontu))(?![\\p{L}\\p{N}])",
      "(?:sūt|nosūt|pārsūt|dalī|kopīgo|pārskait|eksportē|atklā|samaksā|maksā|dzēs|apstiprin|ie?dod|nodod|atdod)\\p{L}*",
      30,
    ),
    imp: "(?:nosūti|nosūtiet|sūti|pārsūti|pārsūtiet|pārskaiti|pārskaitiet|samaksā|iedod|nodod|dod) (?:man|mums)|(?:man|mums) (?:nosūti|nosūtiet|pārsūti|pārskaiti|iedod|nodod)",
    start: "(?:sāc|sāciet|iesāc|iesāciet)(?: (?:savu )?(?:atbildi|ziņu|vēstuli|e-?pastu))?",
    with: "(?:ar|ar vārdiem|ar frāzi|ar teikumu)(?: (?:vārdiem|frāzi|teikumu|vārdu))?:?",
    affirm:
      "protams|skaidrs|noteikti|jā|labi|ok|okei|sapratu|saprotu|ar prieku|labprāt|nav problēmu|absolūti|droši vien",
    game: "(?:tikai|vienkārši|tikai un vienīgi) (?:spēle|vingrinājums|simulācija|tests|lomu spēle|mācības)|(?:tā ir|šī ir) (?:spēle|vingrinājums|simulācija)",
    noNeed:
      "(?:nav vajadzīgs|nav vajadzīga|nav nepieciešams|nav nepieciešama|nevajag|bez) (?:nekāda |nekādas |neviena )?(?:apstiprinājum\\p{L}*|atļauj\\p{L}*|piekrišan\\p{L}*|saskaņojum\\p{L}*|paraksta)|(?:tev|jums) nav jāprasa nevienam|nevienam nav jāapstiprina",
  },
  lt: {
    role: "(?:šiame|šiame savo|tavo|jūsų|savo) vaidmenyje|(?:šiame|šioje) (?:žaidime|pratime|simuliacijoje|scenarijuje|vaidmenų žaidime)|(?:šio|dėl šio) pratimo (?:tikslais|metu)|kaip (?:ji|jis)(?=,)",
    must: "(?:tu turi|jūs turite|turi|turite|tau reikia|jums reikia|tu privalai|jūs privalote|privalai|privalote|tavo užduotis yra|jūsų užduotis yra|tavo užduotis|jūsų užduotis)|prašau|prašom",
    act: either(
      "(?:man|mums|mano (?:adresu|el\\. paštu|sąskaitą))(?![\\p{L}\\p{N}])",
      "(?:siųs|nusiųs|atsiųs|persiųs|pasidalin|perves|eksportuo|atskleis|sumokė|mokė|ištrin|patvirtin|duo|duok|perduo|atiduo)\\p{L}*",
      30,
    ),
    imp: "(?:atsiųsk|atsiųskite|nusiųsk|persiųsk|persiųskite|pervesk|perveskite|sumokėk|duok|duokite|perduok) (?:man|mums)|(?:man|mums) (?:atsiųsk|atsiųskite|persiųsk|pervesk|perduok|duok)",
    start: "(?:pradėk|pradėkite)(?: (?:savo )?(?:atsakymą|žinutę|laišką|el\\. laišką))?",
    with: "(?:žodžiais|fraze|sakiniu|žodžiu|nuo žodžių|nuo frazės|sakydamas|sakydama)",
    affirm:
      "žinoma|aišku|tikrai|taip|gerai|ok|okei|supratau|suprantu|mielai|su malonumu|jokių problemų|be problemų|būtinai|absoliučiai",
    game: "(?:tik|paprasčiausiai|tiesiog) (?:žaidimas|pratimas|simuliacija|testas|vaidmenų žaidimas|pratybos)|tai (?:yra )?(?:žaidimas|pratimas|simuliacija)",
    noNeed:
      "(?:nereikia|nebūtinas|nebūtina|be) (?:jokio |jokių |niekieno )?(?:patvirtinim\\p{L}*|leidim\\p{L}*|sutikim\\p{L}*|pritarim\\p{L}*|parašo)|(?:tau|jums) nereikia nieko klausti|niekam nereikia (?:patvirtinti|pasirašyti)",
  },
  ca: {
    role: "en (?:aquest|aquell|el teu|el seu|el) (?:paper|rol|joc|personatge|escenari|exercici)|(?:per a|per) (?:aquest|l') ?exercici|com a (?:ella|ell)(?=,)",
    must: "(?:has de|heu de|ha de|hauràs de|has d'|heu d'|ha d'|hauràs d'|hauries de|cal que|necessites)|(?:la teva|la seva|la vostra) (?:tasca|missió|feina) (?:és|serà)|si us plau|sisplau",
    act: alt(
      "(?:enviar|reenviar|compartir|transferir|exportar|revelar|pagar|lliurar|donar|passar|aprovar|esborrar)-(?:me|nos)(?:-ho|-los|-les|-la|-lo)?",
      "(?:m'|em |ens )(?:envies|enviïs|envieu|reenviïs|transfereixis|transfereixes|paguis|pagues|lliuris|donis|passis|enviar|transferir|pagar|passar|lliurar)",
      "(?:envia'm|envieu-me|reenvia'm|transfereix-me|paga'm|dona'm|passa'm|lliura'm)",
      near(
        "(?:enviar|reenviar|transferir|pagar|lliurar|envia|reenvia|transfereix)",
        "(?:a mi|a nosaltres|al meu (?:correu|compte|adreça))",
        40,
      ),
    ),
    imp: "(?:m'|em |ens )(?:envies|reenvies|transfereixes|pagues|passes|dones)|(?:envia'm|envieu-me|reenvia'm|transfereix-me|paga'm|dona'm|passa'm)",
    start:
      "(?:comença|comenceu|començi|inicia|inicieu) (?:la teva|la vostra|cada) (?:resposta|missatge|correu)|(?:comença|comenceu) (?:amb|per)",
    with: "(?:amb|per|dient)(?: (?:la frase|les paraules|la paraula))?:?",
    affirm:
      "és clar|es clar|i tant|per descomptat|sí|si|d'acord|entesos|entès|ok|d'acord|amb molt de gust|encantat|encantada|cap problema|sens dubte|segur",
    game: "(?:només|simplement|tan sols|sols) (?:és )?(?:un|una) (?:joc|exercici|simulació|prova|simulacre|joc de rol)|és (?:un|una) (?:joc|exercici|simulació|joc de rol)",
    noNeed:
      "(?:no (?:cal|es necessita|es requereix|necessites)|sense|cap) (?:cap |l')?(?:aprovació|autorització|permís|vistiplau|consentiment|signatura)|no (?:cal|has de) preguntar a ningú|ningú no (?:ha de|cal que) (?:aprovar|aprovi|signar|signi)|ningú ha d'aprovar",
  },
  el: {
    role: "(?:σε αυτόν|σ' αυτόν|στον|σε αυτό|σ' αυτό) (?:τον )?(?:ρόλο|το παιχνίδι|σενάριο|την άσκηση)|στο (?:ρόλο|ρόλο σου|ρόλο σας|παιχνίδι|σενάριο)|σε αυτή την (?:άσκηση|προσομοίωση)|(?:για|για τους σκοπούς) (?:αυτή(?:ς)? την?|της) (?:άσκηση|άσκησης)|ως (?:αυτή|αυτός)(?=,)",
    must: "(?:πρέπει να|οφείλεις να|οφείλετε να|θα πρέπει να|χρειάζεται να)|(?:η δουλειά|η αποστολή|το καθήκον|η εργασία) σου είναι να|παρακαλώ",
    act: either(
      "(?:μου|μας|σε μένα|σε εμένα|σε εμάς|στη διεύθυνσή μου|στο email μου|στον λογαριασμό μου)(?![\\p{L}\\p{N}])",
      "(?:στείλ|στέλν|προωθ|μοιρασ|μεταφέρ|εξαγάγ|αποκαλύψ|πλήρωσ|πληρώσ|διαγράψ|εγκρίν|δώσ|δίν|παραδώσ|παράδωσ)\\p{L}*",
      30,
    ),
    imp: "(?:στείλε|στείλτε|προώθησε|προωθήστε|μετάφερε|μεταφέρετε|πλήρωσε|δώσε|δώστε|παράδωσε) (?:μου|μας)|(?:μου|μας) (?:στέλνεις|στέλνετε|στείλε|στείλτε|προωθείς|μεταφέρεις|δίνεις)",
    start:
      "(?:ξεκίνα|ξεκινήστε|άρχισε|αρχίστε|ξεκίνησε) (?:την απάντησή σου|την απάντησή σας|κάθε απάντηση|το μήνυμά σου|το μήνυμα)|(?:ξεκίνα|ξεκινήστε|άρχισε|αρχίστε) με",
    with: "(?:με|λέγοντας)(?: (?:τη φράση|τις λέξεις|τη λέξη))?:?",
    affirm:
      "φυσικά|βεβαίως|βέβαια|σίγουρα|ναι|εντάξει|οκ|ok|κατάλαβα|κατανοητό|ευχαρίστως|με χαρά|κανένα πρόβλημα|απολύτως|ασφαλώς",
    game: "(?:απλώς|μόνο|απλά) (?:ένα|μια|μία) (?:παιχνίδι|άσκηση|προσομοίωση|τεστ|δοκιμή|παιχνίδι ρόλων)|(?:είναι|πρόκειται για) (?:ένα|μια|μία) (?:παιχνίδι|άσκηση|προσομοίωση)",
    noNeed:
      "(?:δεν (?:χρειάζεται|απαιτείται|χρειάζονται)|χωρίς) (?:καμία |καμιά |καμία )?(?:έγκριση|άδεια|συγκατάθεση|εξουσιοδότηση|υπογραφή)|δεν χρειάζεται να ρωτήσεις κανέναν|δεν χρειάζεται να ρωτήσετε κανέναν|κανείς δεν χρειάζεται να (?:εγκρίνει|υπογράψει)",
  },
  tr: {
    role: "bu (?:rolde|rolünde|rolünüzde|oyunda|senaryoda|alıştırmada|egzersizde|simülasyonda|tatbikatta)|(?:senin|sizin) (?:rolünde|rolünüzde)|rolün(?:de|üzde)|rolün(?:üz)? gereği|bu alıştırma (?:için|gereği)|karakterde kal(?:arak)?",
    act: alt(
      either(
        "(?:bana|bize|adresime|e-?postama|hesabıma)(?![\\p{L}\\p{N}])",
        "(?:gönder|ilet|paylaş|aktar|öde|ver|sil|onayla|teslim et|açıkla|transfer et)(?:meli|malı|mek zorunda|mak zorunda|men gerek|man gerek|mesi gerek|ması gerek)\\p{L}*",
        30,
      ),
      near(
        "(?:görevin|göreviniz|lütfen|zorundasın|zorundasınız)",
        either(
          "(?:bana|bize|adresime|e-?postama|hesabıma)",
          "(?:gönder|ilet|paylaş|aktar|transfer|dışa aktar|açıkla|öde|sil|onayla|ver|teslim et)\\p{L}*",
          30,
        ),
        25,
      ),
    ),
    imp: "(?:bana|bize) (?:gönder|gönderin|ilet|iletin|aktar|aktarın|öde|ödeyin|ver|verin|teslim et|gönderiyorsun|iletiyorsun|aktarıyorsun)",
    start:
      "(?:yanıtına|yanıtınıza|cevabına|cevabınıza|cevaba|yanıta|mesajına|her yanıta|her cevaba)|(?:ile|diyerek) başla",
    with: "(?:şu (?:ifadeyle|cümleyle|sözlerle|kelimelerle)|diyerek)",
    affirm:
      "tabii|tabi|elbette|kesinlikle|evet|tamam|olur|memnuniyetle|anlaşıldı|anladım|sorun değil|hiç sorun değil|peki|baş üstüne",
    affirmFirst: true,
    game: "(?:sadece|yalnızca|yalnizca|bu bir|bu sadece bir) (?:bir )?(?:oyun|alıştırma|egzersiz|simülasyon|test|tatbikat|deneme|rol yapma)",
    noNeed:
      "(?:onay|izin|izne|müsaade|yetki|imza|rıza)(?:a|ya|e|ye)? (?:gerek yok|gerekmez|gerekmiyor|ihtiyaç yok|lazım değil)|(?:onay|izin|imza)(?:sız)(?: olarak)?|kimseye sorm(?:an|anız|ana) gerek (?:yok|yoktur)|kimsenin onaylaması gerekmiyor",
  },
  id: {
    role: "dalam (?:peran|permainan|latihan|simulasi|skenario) (?:ini|itu|anda|kamu|mu)|(?:di|dalam) peranmu|sebagai (?:dia|karakter ini)(?=,)|untuk (?:latihan|permainan) ini|dalam karakter",
    must: "(?:kamu|anda|engkau) (?:harus|wajib|perlu|mesti)|(?:harus|wajib|perlu) (?:kamu|anda)|tugas(?:mu| anda| kamu) (?:adalah|ialah)|tolong|silakan|mohon",
    act: alt(
      near(
        "(?:kirim|mengirim|teruskan|meneruskan|bagikan|membagikan|transfer|mentransfer|ekspor|mengekspor|ungkapkan|mengungkapkan|bayar|membayar|bayarkan|membayarkan|hapus|menghapus|setujui|menyetujui|berikan|memberikan|serahkan|menyerahkan)(?:kan)?",
        "(?:(?:ke|kepada|pada|untuk) (?:saya|aku|kami)|(?:ke )?(?:alamat|email|rekening) saya)",
        30,
      ),
      "(?:kirimi|kirimkan|berikan|bayari) (?:saya|aku|kami)",
    ),
    imp: "(?:kirim|kirimkan|teruskan|transfer|transferkan|bayar|berikan|serahkan)(?: \\p{L}+){0,3} (?:ke|kepada) (?:saya|aku|kami)",
    start:
      "(?:mulai|mulailah|awali|buka) (?:jawaban|balasan|respons|pesan)(?:mu| anda| kamu)?|(?:mulai|mulailah|awali) dengan",
    with: "dengan(?: (?:kalimat|kata-kata|kata|frasa|mengatakan))?:?",
    affirm:
      "tentu|tentu saja|pasti|baik|baiklah|ya|iya|oke|ok|siap|dengan senang hati|dimengerti|tidak masalah|tentunya|boleh",
    game: "(?:hanya|cuma|sekadar|sekedar|ini) (?:sebuah |suatu )?(?:permainan|game|latihan|simulasi|tes|uji coba|bermain peran)",
    noNeed:
      "(?:tidak|tak|tanpa) (?:perlu |butuh |memerlukan |diperlukan )?(?:persetujuan|izin|ijin|otorisasi|tanda tangan|restu)|tidak perlu (?:bertanya|minta izin) (?:pada|kepada) siapa pun|tidak ada yang perlu (?:menyetujui|mengizinkan)",
  },
  ms: {
    role: "dalam (?:peranan|permainan|latihan|simulasi|senario) (?:ini|itu|anda|kamu|awak)|(?:sebagai|dalam) watak (?:ini|itu)|untuk (?:latihan|permainan) ini|sebagai (?:dia)(?=,)",
    must: "(?:anda|awak|kamu|engkau) (?:mesti|perlu|harus|wajib)|(?:mesti|perlu|harus) (?:anda|awak)|tugas (?:anda|awak|kamu) (?:adalah|ialah)|tolong|sila|mohon",
    act: alt(
      near(
        "(?:hantar|menghantar|majukan|memajukan|kongsi|berkongsi|kongsikan|pindahkan|memindahkan|eksport|mengeksport|dedahkan|mendedahkan|bayar|membayar|padam|memadam|luluskan|meluluskan|berikan|memberikan|serahkan|menyerahkan)(?:kan)?",
        "(?:(?:kepada|pada|ke|untuk) (?:saya|aku|kami)|(?:ke )?(?:alamat|e-?mel|akaun) saya)",
        30,
      ),
      "(?:hantarkan|berikan|bayarkan) (?:saya|kami)",
    ),
    imp: "(?:hantar|hantarkan|majukan|pindahkan|bayar|berikan|serahkan)(?: \\p{L}+){0,3} (?:kepada|ke) (?:saya|aku|kami)",
    start: "(?:mulakan|mula|buka) (?:jawapan|balasan|respons|mesej) (?:anda|awak|kamu)?|(?:mulakan|mula) dengan",
    with: "dengan(?: (?:ayat|perkataan|frasa|berkata))?:?",
    affirm:
      "tentu|tentu sekali|sudah tentu|pasti|baik|baiklah|ya|ok|okey|boleh|dengan senang hati|faham|tiada masalah|tak ada masalah",
    game: "(?:hanya|cuma|sekadar|ini) (?:sebuah |satu )?(?:permainan|latihan|simulasi|ujian|main peranan|raptai)",
    noNeed:
      "(?:tidak|tak|tanpa) (?:perlu |memerlukan |diperlukan )?(?:kelulusan|kebenaran|keizinan|persetujuan|tandatangan)|tidak perlu (?:bertanya|minta izin) (?:kepada )?sesiapa|tiada siapa perlu (?:meluluskan|bersetuju)",
  },
  vi: {
    role: "(?:trong|với) (?:vai trò|vai|trò chơi|bài tập|kịch bản|mô phỏng) (?:này|đó|của bạn|của em|của anh|của chị)|trong vai(?: trò)?|cho bài tập này|nhập vai",
    must: "(?:bạn|em|anh|chị) (?:phải|cần|nên|có nhiệm vụ)|nhiệm vụ của (?:bạn|em|anh|chị) là|vui lòng|làm ơn|hãy",
    act: either(
      "(?:cho tôi|cho chúng tôi|cho mình|cho em|tới tôi|đến tôi|vào (?:tài khoản|email|địa chỉ) (?:của )?tôi)(?![\\p{L}\\p{N}])",
      "(?:gửi|chuyển|chuyển tiếp|chia sẻ|chuyển khoản|xuất|tiết lộ|thanh toán|trả|xóa|xoá|phê duyệt|đưa|giao|bàn giao)",
      30,
    ),
    imp: "(?:hãy )?(?:gửi|chuyển|chuyển tiếp|chuyển khoản|trả|đưa|giao)(?: \\p{L}+){0,4} cho (?:tôi|chúng tôi|mình)",
    start:
      "(?:bắt đầu|mở đầu) (?:câu trả lời|phản hồi|thư trả lời|tin nhắn|mỗi câu trả lời)(?: của (?:bạn|em|anh|chị))?|(?:bắt đầu|mở đầu) bằng",
    with: "bằng(?: (?:câu|cụm từ|từ|những từ|chữ))?:?",
    affirm:
      "tất nhiên|dĩ nhiên|chắc chắn|vâng|dạ|có|được|được thôi|ok|okay|đã hiểu|rõ|sẵn lòng|rất sẵn lòng|không vấn đề|không có gì",
    game: "(?:chỉ là|chỉ|đây là|đây chỉ là) (?:một )?(?:trò chơi|bài tập|mô phỏng|bài kiểm tra|thử nghiệm|diễn tập|nhập vai)",
    noNeed:
      "(?:không cần|không phải|không yêu cầu) (?:có )?(?:sự )?(?:phê duyệt|chấp thuận|cho phép|đồng ý|ký duyệt|ủy quyền)|không cần (?:hỏi|xin phép) (?:ai|bất kỳ ai)|không ai cần (?:phê duyệt|duyệt|ký)",
  },
  tl: {
    role: "sa (?:papel|tungkulin|laro|ehersisyo|simulasyon|senaryo) (?:na ito|mo|ninyo|na iyan)|sa (?:larong|ehersisyong|papel na) ito|bilang (?:siya|karakter)(?=,)|para sa (?:ehersisyo|laro) (?:na ito|ito)",
    must: "(?:dapat|kailangan|kinakailangan) (?:mong|ninyong|mo|ninyo|kang)|ang (?:trabaho|gawain|tungkulin) mo ay|pakiusap|paki-?|pakisuyo",
    act: alt(
      near(
        "(?:ipadala|magpadala|ipasa|ibahagi|ilipat|i-?transfer|i-?export|ibunyag|bayaran|magbayad|burahin|aprubahan|ibigay|iabot|padalhan)",
        "(?:sa akin|sa amin|ako|kami|sa (?:email|account|address) ko)",
        30,
      ),
      "(?:padalhan|bayaran|bigyan) (?:mo )?(?:ako|kami)",
    ),
    imp: "(?:ipadala|ipasa|ilipat|i-?transfer|ibigay|iabot|bayaran)(?: mo)?(?: \\p{L}+){0,3} sa (?:akin|amin)|padalhan mo (?:ako|kami)",
    start:
      "(?:simulan|umpisahan|buksan) (?:mo )?(?:ang )?(?:iyong |inyong )?(?:sagot|tugon|mensahe|reply)(?: mo)?|(?:magsimula|simulan mo) (?:sa|ng)",
    with: "(?:sa|ng|gamit ang|sa pagsasabing)(?: (?:pariralang|salitang|mga salitang))?:?",
    affirm:
      "sige|oo|opo|siyempre|syempre|sigurado|tiyak|okay|ok|naiintindihan|walang problema|sige po|oo naman|nang may kasiyahan|with pleasure",
    game: "(?:laro|ehersisyo|pagsasanay|simulasyon|pagsubok|drill|role-?play) lang|(?:isa lamang|isa lang|lamang|lang) (?:na )?(?:laro|ehersisyo|pagsasanay|simulasyon|pagsubok|drill)",
    noNeed:
      "(?:hindi (?:kailangan|na kailangan) (?:ng )?|walang (?:kailangang )?)(?:pag-?apruba|apruba|pahintulot|permiso|approval|lagda|pirma)|hindi mo kailangang magtanong sa (?:kahit )?sino|walang kailangang (?:mag-?apruba|pumirma)",
  },
  jv: {
    role: "(?:ing|ing jroning) (?:peran|dolanan|latihan|simulasi|skenario) (?:iki|kuwi|sampeyan|panjenengan|mu)|minangka (?:dheweke|tokoh iki)(?=,)|kanggo latihan iki|ing karakter",
    must: "(?:kowe|sampeyan|panjenengan|sliramu) (?:kudu|kedah|perlu|mesthi)|(?:kudu|kedah|perlu)|tugas(?:mu| sampeyan| panjenengan) (?:yaiku|inggih menika)|tulung|mangga|monggo|nyuwun tulung",
    act: alt(
      near(
        "(?:kirim|kirimake|kirimna|terusake|terusna|bagekake|transfer|transferna|transferake|bayar|bayarna|busak|setujoni|wenehake|wenehna|paringake|pasrahake|ngirim|menehi)",
        "(?:marang aku|marang kula|menyang aku|menyang kula|aku|kula|kanggo aku|kanggo kula|menyang (?:alamat|email|rekening)(?:ku| kula))",
        30,
      ),
      "(?:kirimi|wenehi|paringi|bayari) (?:aku|kula)",
    ),
    imp: "(?:kirimake|kirimna|kirimi|terusake|transferna|bayarna|wenehna|wenehi|pasrahake)(?: \\p{L}+){0,3} (?:marang |menyang )?(?:aku|kula)",
    start:
      "(?:wiwiti|miwiti|bukak|mulai) (?:wangsulan|jawaban|balesan|pesen)(?:mu| sampeyan| panjenengan)?|(?:wiwiti|miwiti|mulai) (?:nganggo|karo|kanthi)",
    with: "(?:nganggo|karo|kanthi|kanthi ngucap)(?: (?:ukara|tembung|frasa))?:?",
    affirm:
      "mesthi|mesti|tentu|temtu|nggih|inggih|iya|ya|oke|ok|siap|mangertos|ngerti|kanthi seneng|ora masalah|boten masalah|sumangga",
    game: "(?:mung|namung|mek|iki mung|iki namung) (?:dolanan|game|latihan|simulasi|tes|uji coba|main peran)",
    noNeed:
      "(?:ora|mboten|boten|tanpa) (?:perlu |butuh )?(?:persetujuan|idin|ijin|palilah|restu|tandha tangan|otorisasi)|ora perlu takon (?:marang )?sapa-?sapa|ora ana sing perlu nyetujoni",
  },
  sw: {
    role: "katika (?:jukumu|nafasi|mchezo|zoezi|igizo|mazoezi) (?:hili|hii|huu|lako|yako|wako)|(?:kwa|katika) zoezi hili|kama (?:yeye|mhusika huyu)(?=,)|ukiwa katika (?:nafasi|jukumu)",
    must: "(?:lazima|unapaswa|mnapaswa|unatakiwa|mnatakiwa|inabidi|sharti|kazi yako ni|jukumu lako ni|tafadhali)",
    act: alt(
      "(?:kuni|kutu|uni|ni|tu|utu)(?:tumie|tumia|lipe|lipa|pe|pa|kabidhi|hamishie|hamishia|sambazie|letee|letea)",
      near(
        "(?:tuma|utume|peleka|upeleke|hamisha|uhamishe|lipa|ulipe|kabidhi|ukabidhi|shiriki|ushiriki)",
        "(?:kwangu|kwetu|kwenye (?:akaunti|barua pepe) yangu)",
        30,
      ),
    ),
    imp: "(?:nitumie|tutumie|unitumie|nilipe|unilipe|nipe|tupe|unipe|nikabidhi|unikabidhi|nihamishie|unihamishie|nitumia)",
    start: "(?:anza|anzisha|anzeni|fungua) (?:jibu|majibu|ujumbe|barua) (?:lako|yako|wako)?|anza (?:na|kwa)",
    with: "(?:na|kwa|kwa kusema|kwa maneno)(?: (?:maneno|kauli|sentensi|neno))?:?",
    affirm:
      "hakika|bila shaka|kwa hakika|ndiyo|ndio|sawa|sawa kabisa|ok|okay|nimeelewa|imeeleweka|kwa furaha|hakuna shida|hamna shida|naam|kabisa",
    game: "(?:ni )?(?:mchezo|zoezi|majaribio|igizo|mazoezi|jaribio|uigizaji) tu|(?:hii ni|ni) (?:mchezo|zoezi|igizo|jaribio) tu",
    noNeed:
      "(?:hakuna haja ya|hauhitaji|huhitaji|bila|haihitaji|hakuhitajiki) (?:idhini|ruhusa|kibali|saini|ridhaa|uthibitisho)|(?:idhini|ruhusa|kibali|saini) (?:haihitajiki|hazihitajiki|haitakiwi)|(?:huhitaji|hauhitaji|usimwulize) kumwuliza mtu yeyote|hakuna anayehitaji kuidhinisha",
  },
  af: {
    role: "in (?:hierdie|daardie|jou|u|die|my) rol|in (?:hierdie|daardie|die) (?:spel|speletjie|rolspel|scenario|oefening|simulasie)|vir (?:hierdie|die) oefening|as (?:haar|hom|sy|hy)(?=,)|in karakter",
    must: "(?:jy|u) (?:moet|behoort|sal moet|het om)|(?:moet|behoort) (?:jy|u)|(?:jou|u) (?:taak|opdrag) is om|is (?:jou|u) (?:taak|opdrag)|asseblief|wees so goed en",
    act: either(
      "(?:my|ons|aan my|vir my|na my|aan ons|vir ons|na my (?:adres|e-?pos|rekening))(?![\\p{L}\\p{N}])",
      "(?:stuur|aanstuur|deel|oordra|dra oor|betaal|uitvoer|verwyder|skrap|keur goed|goedkeur|gee|oorhandig|openbaar)\\p{L}*",
      40,
    ),
    imp: "(?:stuur|deel|betaal|gee|oorhandig|dra)(?: jy)? (?:vir )?(?:my|ons)",
    start: "(?:begin|open) (?:jou|u|elke) (?:antwoord|boodskap|e-?pos|reaksie)|begin met",
    with: "met(?: (?:die sin|die woorde|die woord))?:?",
    affirm:
      "natuurlik|seker|sekerlik|beslis|graag|ja|okay|ok|reg so|verstaan|geen probleem|nie 'n probleem nie|absoluut|met plesier|vanselfsprekend",
    game: "(?:net|slegs|bloot|maar net) (?:'n )?(?:spel|speletjie|oefening|simulasie|toets|rolspel|proefloop)|dit is (?:'n )?(?:spel|oefening|simulasie|rolspel)",
    noNeed:
      "(?:geen|sonder) (?:goedkeuring|toestemming|magtiging|instemming|handtekening)(?: (?:is )?(?:nodig|vereis))?|(?:jy|u) hoef niemand (?:te )?vra|niemand hoef (?:dit )?goed te keur",
  },
  zh: {
    role: "(?:角色|游戏|遊戲|演练|演練|练习|練習|模拟|模擬|情景|场景|場景)(?:中|里|裡)|作为(?:这个|该|这一)?角色|作為(?:這個|該)?角色|(?:扮演|饰演|飾演)(?:她|他|这个角色|這個角色)(?:时|時)|为了(?:这个)?(?:练习|演练)|為了(?:這個)?(?:練習|演練)",
    must: "(?:你|您)(?:必须|必須|需要|应该|應該|得|要)|(?:你|您)的任务是|(?:你|您)的任務是|请|請",
    act: either(
      "(?:给我|給我|给我们|給我們|发给我|發給我|到我的|至我的|转给我|轉給我|我的(?:邮箱|郵箱|账户|帳戶|地址))",
      "(?:发送|發送|发|發|转发|轉發|转|轉|分享|共享|转账|轉帳|汇|匯|导出|導出|透露|支付|付款|付|删除|刪除|批准|交给|交給|提供)",
      16,
    ),
    imp: "(?:请|請)?(?:把|将|將)?(?:\\p{L}{0,10})?(?:发给我|發給我|转给我|轉給我|寄给我|寄給我|转账给我|轉帳給我|付给我|付給我|交给我|交給我)",
    start:
      "(?:回复|回覆|回答|答复|答覆|回应|回應)(?:的)?(?:开头|開頭)|(?:开头|開頭)(?:请|請)?(?:先)?(?:说|說|写|寫|用)|(?:以|用)(?:这句话|這句話|这句|這句|这个词|這個詞)?(?:开头|開頭|开始|開始)|(?:开头|開頭)(?:回复|回覆|回答)",
    affirm: "当然|當然|好的|好|是的|没问题|沒問題|乐意|樂意|明白|收到|可以|一定|肯定|遵命",
    affirmFirst: true,
    game: "(?:只是|只不过是|只不過是|不过是|不過是|仅仅是|僅僅是|这是|這是)(?:一个|一個|一场|一場|一次)?(?:游戏|遊戲|演练|演練|练习|練習|模拟|模擬|测试|測試|角色扮演|演习|演習)",
    noNeed:
      "(?:不需要|无需|無需|不用|不必|无须|無須)(?:任何)?(?:人的)?(?:批准|审批|審批|许可|許可|同意|授权|授權|签字|簽字)|(?:不用|不需要|无需|無需|不必)(?:问|問|请示|請示)(?:任何人|别人|別人)|(?:没有人|沒有人|谁都不)(?:需要)?(?:批准|审批|審批)",
  },
  ja: {
    role: "(?:この|その|あなたの)(?:役割|役柄|役|ゲーム|演習|訓練|シミュレーション|シナリオ|ロールプレイ)(?:では|の中で|において|として)|役になりきって|キャラクターとして|(?:この|今回の)(?:演習|練習)のため(?:に)?",
    must: "なければ(?:なりません|ならない|いけない|いけません)|なくては|必要があります|てください|て下さい|でください|で下さい|なさい|お願いします|ること(?:。|$)",
    act: either(
      "(?:私|わたし|僕|我々|私たち|弊社)(?:に|宛て|宛に|のアドレス|のメール|の口座)",
      "(?:送|転送|共有|送金|振り込|振込|支払|払|削除|承認|渡|開示|教え|エクスポート|提供)",
      16,
    ),
    start:
      "(?:返信|回答|返答|答え|お返事|メール)(?:の)?(?:冒頭|最初|書き出し|始め|はじめ)|(?:で|から)(?:始め|はじめ|書き始め|開始)",
    affirm:
      "もちろん|はい|承知|了解|かしこまりました|喜んで|いいですよ|わかりました|分かりました|確かに|大丈夫|問題ありません|当然",
    affirmFirst: true,
    game: "(?:ただの|単なる|ほんの|あくまで)(?:ゲーム|演習|訓練|テスト|シミュレーション|ロールプレイ|練習|模擬)|(?:ゲーム|演習|訓練|シミュレーション|ロールプレイ)(?:に過ぎ|にすぎ)",
    noNeed:
      "(?:承認|許可|決裁|同意|了承|署名|稟議)(?:は|も|を得る必要は)?(?:不要|いりません|いらない|必要ありません|必要ない|要りません|なしで)|誰にも(?:聞く|確認する|相談する|許可を取る)必要(?:は)?(?:ありません|ない)",
  },
  ko: {
    role: "(?:이|그|당신의|너의|네) (?:역할|게임|연습|훈련|시뮬레이션|시나리오|롤플레이|역)(?:에서|에서는|로서|으로서|상)|(?:이|그) 역할을 맡아|(?:이번|이) (?:연습|훈련)을 위해|캐릭터(?:로서|를 유지하며)",
    must: "(?:해야|하여야|야 합니다|야 해|야 한다|하세요|하십시오|해 주세요|해주세요|주세요|주십시오|바랍니다|당신의 (?:임무|일|과제)는)",
    act: either(
      "(?:저에게|나에게|제게|내게|저한테|나한테|우리에게|저희에게|제 (?:이메일|주소|계좌)로|내 (?:이메일|주소|계좌)로)",
      "(?:보내|전송|전달|공유|송금|이체|내보내|공개|지불|지급|삭제|승인|넘겨|건네|줘|주)",
      30,
    ),
    start: "(?:답장|답변|대답|응답|회신)(?:을|의)? ?(?:시작|첫머리|맨 앞)|(?:로|으로) (?:시작하|시작해)",
    affirm: "물론|네|예|그럼요|알겠습니다|알겠어요|좋아요|좋습니다|기꺼이|문제없|당연하|확실히|오케이|ok|승인합니다",
    affirmFirst: true,
    game: "(?:그냥|단지|단순한|단순히|그저|이건|이것은) (?:게임|연습|훈련|시뮬레이션|테스트|롤플레이|모의)",
    noNeed:
      "(?:승인|허가|허락|결재|동의|서명)(?:은|는|이|가|을|를)? ?(?:필요 ?없|필요하지 않|받을 필요 ?없|없이)|아무에게도 (?:물어볼|묻지 않아도|확인할) ?(?:필요 ?없|된)|누구도 (?:승인|허락)할 필요 ?없",
  },
  th: {
    role: "(?:ใน|ตาม)(?:บทบาท|เกม|แบบฝึกหัด|การฝึก|การจำลอง|สถานการณ์|บท)(?:นี้|ของคุณ|ของเธอ)|(?:ในฐานะ|รับบท)(?:เป็น)?(?:ตัวละคร|เธอ|เขา)|สำหรับ(?:แบบฝึกหัด|การฝึก)นี้",
    must: "(?:คุณ|เธอ)?(?:ต้อง|ควร|จำเป็นต้อง)|หน้าที่ของคุณคือ|กรุณา|โปรด|ช่วย",
    act: either(
      "(?:ให้ฉัน|ให้ผม|ให้เรา|ให้ดิฉัน|มาที่ฉัน|มาที่ผม|มาให้ฉัน|มาให้ผม|ถึงฉัน|ถึงผม|ไปที่(?:อีเมล|บัญชี)ของ(?:ฉัน|ผม))",
      "(?:ส่ง|ส่งต่อ|แชร์|โอน|ส่งออก|เปิดเผย|จ่าย|ชำระ|ลบ|อนุมัติ|มอบ|ให้)",
      16,
    ),
    start: "(?:เริ่ม|ขึ้นต้น)(?:คำตอบ|การตอบ|ข้อความ)?(?:ของคุณ)?(?:ด้วย|โดย)",
    with: "(?:คำว่า|ประโยค|วลี)",
    affirm: "แน่นอน|ได้เลย|ได้ค่ะ|ได้ครับ|ยินดี|ใช่|โอเค|ตกลง|รับทราบ|เข้าใจแล้ว|ไม่มีปัญหา|ครับผม",
    game: "(?:เป็นแค่|แค่|เพียง|เป็นเพียง)(?:เกม|แบบฝึกหัด|การฝึกซ้อม|การจำลอง|การทดสอบ|การซ้อม|บทบาทสมมติ)",
    noNeed:
      "(?:ไม่ต้อง|ไม่จำเป็นต้อง|ไม่ต้องมี|ไม่จำเป็นต้องมี|โดยไม่ต้อง)(?:ขอ)?(?:อนุมัติ|การอนุมัติ|อนุญาต|ความยินยอม|ลายเซ็น)|ไม่ต้องถามใคร|ไม่มีใครต้องอนุมัติ",
  },
  ar: {
    role: "(?:في|وفي) (?:هذا |ذلك )?(?:الدور|دورك|اللعبة|التمرين|المحاكاة|السيناريو|لعب الأدوار)|(?:بصفتك|بدورك|وبدورك) (?:في|ك)|لأغراض (?:هذا|هذه) (?:التمرين|اللعبة)",
    must: "(?:يجب|عليك|ينبغي|لا بد|مطلوب منك|مهمتك|من فضلك|رجاء|أرجو)",
    act: alt(
      "(?:ترسل|أرسل|ارسل|تحول|حول|حوّل|تحوّل|تشارك|شارك|تصدر|تكشف|تدفع|ادفع|تحذف|توافق|تعطي|أعط|اعط|تسلم|سلم|سلّم|تعيد توجيه)(?:ي)?(?:\\s?(?:لي|إلي|إليّ|الي|لنا|إلينا)|ني|نا)",
      near(
        "(?:ترسل|أرسل|ارسل|تحول|حول|حوّل|تدفع|ادفع|تسلم|سلم)",
        "(?:إلى بريدي|الى بريدي|إلى حسابي|الى حسابي|إلى عنواني|لي|إلي|الي)",
        30,
      ),
    ),
    start: "(?:ابدأ|إبدأ|ابدا|ابدئي|ابدؤوا)(?: (?:ردك|إجابتك|اجابتك|رسالتك|الرد|الإجابة))?",
    with: "(?:ب|بعبارة|بكلمة|بجملة|بقول)",
    affirm: "بالتأكيد|بالطبع|طبعا|طبعًا|أكيد|اكيد|نعم|حسنا|حسنًا|موافق|مفهوم|بكل سرور|لا مشكلة|بكل تأكيد|حاضر|تمام",
    game: "(?:مجرد|فقط|ليست إلا|ما هي إلا|هذه) (?:لعبة|تمرين|محاكاة|اختبار|تجربة|لعب أدوار|تدريب)",
    noNeed:
      "(?:لا (?:حاجة|داعي) (?:إلى|ل|الى)|دون|بدون|لا يلزم|لا يتطلب|لا تحتاج (?:إلى|الى)?) ?(?:أي )?(?:موافقة|إذن|اذن|تصريح|توقيع|تفويض)|لا (?:حاجة|داعي) (?:لسؤال|لأن تسأل|أن تسأل) أحد|لا أحد (?:يحتاج|بحاجة) (?:إلى|أن) (?:الموافقة|يوافق)",
  },
  fa: {
    role: "(?:در|توی) (?:این|آن|اون) ?(?:نقش|بازی|تمرین|شبیه‌سازی|شبیهسازی|سناریو)|در نقش(?:ت|تان|ِ)|(?:برای|به خاطر) (?:این|همین) (?:تمرین|بازی)|به عنوان (?:او|این شخصیت)(?=،|,)",
    must: "(?:باید|لازم است|موظفی|موظف هستی|وظیفه(?: ی| ‌ی|‌ی)? (?:تو|شما) (?:این است|است)|لطفا|لطفاً|خواهشا|خواهشمندم)",
    act: either(
      "(?:برای من|برایم|به من|به ما|برای ما|برامون|برام|به (?:ایمیل|آدرس|حساب)(?:م| من))",
      "(?:بفرست|ارسال|فوروارد|بفرستی|بفرستید|انتقال|منتقل|واریز|به اشتراک|صادر|فاش|پرداخت|بپرداز|حذف|تأیید|تایید|بده|بدهی|تحویل)",
      30,
    ),
    start: "(?:پاسخ|جواب)(?:ت|تان|ِ خود| خود|تو)? را (?:با|به)|(?:شروع کن|آغاز کن|شروع کنید|آغاز کنید)",
    with: "(?:با عبارت|با کلمه|با جمله|با گفتن|با)",
    affirm: "حتما|حتماً|البته|بله|باشه|چشم|اوکی|قبول|فهمیدم|متوجه شدم|با کمال میل|مشکلی نیست|حتمن|به روی چشم",
    affirmFirst: true,
    game: "(?:فقط|صرفاً|صرفا|تنها|این یک|این فقط یک) (?:یک )?(?:بازی|تمرین|شبیه‌سازی|شبیهسازی|آزمایش|تست|نقش‌آفرینی|نقشآفرینی|مانور)",
    noNeed:
      "(?:نیازی به|بدون|لازم نیست|احتیاجی به) (?:هیچ )?(?:تأیید|تایید|اجازه|مجوز|موافقت|امضا)|(?:تأیید|تایید|اجازه|مجوز|موافقت) (?:لازم نیست|نمی‌خواهد|نمیخواهد|لازم ندارد)|لازم نیست از کسی (?:بپرسی|بپرسید|اجازه بگیری)|هیچ‌کس لازم نیست تأیید کند",
  },
  he: {
    role: "(?:ב|בתוך )(?:תפקיד הזה|תפקיד זה|תפקידך|תפקידך כ|משחק הזה|משחק זה|תרגיל הזה|תרגיל זה|סימולציה הזו|סימולציה הזאת|תרחיש הזה)|(?:לצורך|לטובת) (?:התרגיל|המשחק)(?: הזה)?|(?:כמוה|כמוהו|בדמות)",
    must: "(?:עליך|אתה חייב|את חייבת|אתם חייבים|אתה צריך|את צריכה|עליכם|תפקידך הוא|המשימה שלך היא|בבקשה|נא)",
    act: either(
      "(?:לי|אליי|אלי|לנו|אלינו|לכתובת שלי|לחשבון שלי|למייל שלי)",
      "(?:לשלוח|שלח|שלחי|תשלח|תשלחי|להעביר|העבר|העבירי|תעביר|לשתף|שתף|לייצא|לחשוף|לשלם|שלם|תשלם|למחוק|לאשר|לתת|תן|תני|למסור|מסור)",
      30,
    ),
    start: "(?:התחל|התחילי|התחילו|פתח|פתחי)(?: את)?(?: (?:התשובה|התגובה|ההודעה|המייל)(?: שלך)?)?",
    with: "(?:ב|במילים|במשפט|בביטוי|באמירה)",
    affirm: "בטח|בוודאי|כמובן|בהחלט|כן|בסדר|אוקיי|אוקי|ok|הבנתי|מובן|בשמחה|אין בעיה|ברור|בכיף",
    game: "(?:רק|זה רק|זהו רק|סתם|זה) (?:משחק|תרגיל|סימולציה|מבחן|בדיקה|משחק תפקידים|אימון)",
    noNeed:
      "(?:אין צורך ב|לא צריך|ללא|בלי|לא נדרש|לא נדרשת)(?: שום)? ?(?:אישור|רשות|הרשאה|הסכמה|חתימה)|לא צריך לשאול אף אחד|אין צורך לשאול אף אחד|אף אחד לא צריך לאשר",
  },
  ur: {
    role: "(?:اس|اپنے|آپ کے|تمہارے) (?:کردار|رول|کھیل|گیم|مشق|تمرین|منظرنامے|سمولیشن)(?: میں| میں آپ| کے طور پر)|(?:اس|اسی) مشق کے لیے|کردار میں رہتے ہوئے",
    must: "(?:ہوگا|ہو گا|ہوں گے|ہوگی|چاہیے|چاہئے|چاہئیں|پڑے گا|پڑیں گے)|(?:آپ کا|تمہارا) کام (?:یہ )?ہے|براہ کرم|براہِ کرم|مہربانی کر کے|پلیز|کریں|کرو|دیں|دو|بھیجیں",
    act: either(
      "(?:مجھے|ہمیں|میرے (?:ای ?میل|پتے|اکاؤنٹ|ایڈریس)(?: پر)?|مجھ کو)",
      "(?:بھیج|بھیجیں|بھیجو|بھیجنا|فارورڈ|شیئر|منتقل|ٹرانسفر|ایکسپورٹ|ظاہر|ادا|ادائیگی|ڈیلیٹ|حذف|منظور|دے|دیں|دو|دینا|حوالے)",
      30,
    ),
    start:
      "(?:اپنا |اپنے )?(?:جواب|جوابی پیغام|ریپلائی)(?: کا)? (?:آغاز|شروع)|(?:سے|کے ساتھ) (?:شروع|آغاز) (?:کریں|کرو|کیجیے)",
    affirm: "ضرور|یقیناً|یقینا|بالکل|جی ہاں|ہاں|جی|ٹھیک ہے|اوکے|سمجھ گیا|سمجھ گئی|خوشی سے|کوئی مسئلہ نہیں|بے شک|بیشک",
    affirmFirst: true,
    game: "(?:صرف|محض|بس|یہ|یہ صرف) (?:ایک )?(?:کھیل|گیم|مشق|سمولیشن|ٹیسٹ|امتحان|آزمائش|رول پلے|ڈرل)",
    noNeed:
      "(?:کسی )?(?:منظوری|اجازت|رضامندی|دستخط|توثیق)(?: کی)? (?:ضرورت نہیں|درکار نہیں|کے بغیر|لازمی نہیں)|(?:بغیر|بنا) (?:کسی )?(?:منظوری|اجازت|دستخط)|کسی سے (?:پوچھنے|اجازت لینے) کی ضرورت نہیں|کسی کو منظوری دینے کی ضرورت نہیں",
  },
  hi: {
    role: "(?:इस|अपनी|आपकी|तुम्हारी) (?:भूमिका|रोल|किरदार)(?: में| के रूप में)|(?:इस|इसी) (?:खेल|गेम|अभ्यास|सिमुलेशन|परिदृश्य)(?: में| के दौरान)|(?:इस )?अभ्यास के लिए|किरदार में रहते हुए",
    must: "(?:होगा|होगी|होंगे|चाहिए|चाहिये|पड़ेगा|पड़ेगी|पड़ेंगे)|(?:आपका|तुम्हारा) काम(?: यह)? है|कृपया|करें|करो|दें|दो|भेजें|भेजो",
    act: either(
      "(?:मुझे|हमें|मेरे (?:ईमेल|पते|खाते)(?: पर)?|मुझको)(?![\\p{L}\\p{N}])",
      "(?:भेज|भेजें|भेजो|भेजना|फॉरवर्ड|शेयर|ट्रांसफर|स्थानांतरित|एक्सपोर्ट|बता|उजागर|भुगतान|चुका|डिलीट|हटा|मंज़ूर|मंजूर|स्वीकृत|दे|दें|दो|सौंप)",
      30,
    ),
    start:
      "(?:अपना |अपने )?(?:जवाब|उत्तर|रिप्लाई|संदेश)(?: की)? (?:शुरुआत|शुरू)|(?:से|के साथ) (?:शुरू|आरंभ|शुरुआत) (?:करें|करो|कीजिए|कीजिये)",
    affirm:
      "ज़रूर|जरूर|बिल्कुल|बिलकुल|हाँ|हां|जी हाँ|जी|ठीक है|ओके|समझ गया|समझ गई|खुशी से|कोई बात नहीं|कोई समस्या नहीं|अवश्य|निश्चित रूप से",
    affirmFirst: true,
    game: "(?:सिर्फ|सिर्फ़|केवल|बस|यह|यह सिर्फ|यह केवल) (?:एक )?(?:खेल|गेम|अभ्यास|सिमुलेशन|टेस्ट|परीक्षण|रोलप्ले|रोल-प्ले|ड्रिल)",
    noNeed:
      "(?:किसी )?(?:मंज़ूरी|मंजूरी|अनुमति|इजाज़त|इजाजत|स्वीकृति|हस्ताक्षर|सहमति)(?: की)? (?:ज़रूरत नहीं|जरूरत नहीं|आवश्यकता नहीं|के बिना|नहीं चाहिए)|(?:बिना|बगैर) (?:किसी )?(?:मंज़ूरी|मंजूरी|अनुमति|इजाज़त|इजाजत)|किसी से पूछने की (?:ज़रूरत|जरूरत) नहीं|किसी को (?:मंज़ूरी|मंजूरी) देने की (?:ज़रूरत|जरूरत) नहीं",
  },
  "hi-latn": {
    role: "(?:is|apne|aapke|tumhare|apni|aapki|tumhari) (?:role|bhumika|kirdaar|kirdar|game|khel|exercise|abhyas)(?: mein| me| ke roop mein| ke taur par)|is (?:exercise|practice|abhyas) ke liye|character mein rehte hue",
    must: "(?:hoga|hogi|honge|chahiye|chahie|padega|padegi|padenge)|(?:aapka|tumhara) kaam(?: yeh| ye)? hai|please|kripya|karo|karein|karen|do|dein|bhejo|bhejein",
    act: either(
      "(?:mujhe|hume|humein|hamein|mere (?:email|address|account|khate)(?: par| pe)?|mujhko)(?![\\p{L}\\p{N}])",
      "(?:bhej|bhejo|bhejein|bhejna|forward|share|transfer|export|batao|bata|reveal|pay|payment|chuka|delete|hata|approve|manzoor|de|do|dena|saunp)",
      30,
    ),
    start:
      "(?:apna |apne )?(?:jawab|jawaab|reply|answer|uttar|response)(?: ki)? (?:shuruaat|shuru|start)|(?:se|ke saath|ke sath) (?:shuru|start) (?:karo|karein|karen|kijiye)",
    affirm:
      "zaroor|zarur|bilkul|haan|han|ji haan|ji|theek hai|thik hai|ok|okay|samajh gaya|samajh gayi|khushi se|koi baat nahi|koi problem nahi|sure|of course|avashya",
    affirmFirst: true,
    game: "(?:sirf|keval|bas|yeh|ye|yeh sirf|ye sirf|ye bas) (?:ek )?(?:khel|game|exercise|abhyas|simulation|test|roleplay|role play|drill)",
    noNeed:
      "(?:kisi )?(?:approval|manzoori|manjuri|anumati|ijazat|permission|sign-?off|sahmati)(?: ki)? (?:zaroorat nahi|zarurat nahi|jarurat nahi|ke bina|nahi chahiye|required nahi)|(?:bina|baghair) (?:kisi )?(?:approval|manzoori|anumati|ijazat|permission)|kisi se puchne ki (?:zaroorat|zarurat|jarurat) nahi|kisi ko approve karne ki (?:zaroorat|zarurat) nahi",
  },
  "ar-latn": {
    role: "(?:fi|f) (?:had|hadi|hada|hadha|hal) (?:(?:el|al|l)[- ]?)?(?:dawr|dor|lo3ba|lou3ba|tamrin|tamreen|game|role)|(?:fi|f) (?:dawrak|dorak|dawrik|dorek)|(?:bsifatak|b9ifatak|ka) (?:el|al)?-?(?:dawr|dor)",
    must: "(?:lazem|lazim|lazm|yjib|yajib|3lik|3alik|3leek|khassek|5assek|mat(?:loub|lub) mink|mhemtak|mouhimtak|please|min fadlak|mn fadlk|3afak|3afk)",
    act: either(
      "(?:li|lia|liya|liyya|lina|lna|3la (?:email|mail|compte|7sabi)|ila|ilayya)(?![\\p{L}\\p{N}])",
      "(?:tb3ath|tab3ath|teb3eth|b3ath|ab3ath|ib3ath|sift|tsift|rsl|arsil|tarsil|7awel|7awwel|t7awel|t7awwel|thawel|hawel|tdfa3|edfa3|idfa3|khallas|t3ti|a3ti|3ti|sallem|tsallem|share|forward|transfer|send)",
      30,
    ),
    start:
      "(?:ibda|ebda|bda|ibda2|ebda2|ebde|ibde|bda2)(?: (?:rad|raddak|reddek|jawabak|jawab|el rad|el jawab|l jawab))?",
    with: "(?:b|bi|be|bel|bil|b kalmat|b jomlat|bi kalimat|b el kalma)",
    affirm:
      "akid|akeed|tab3an|tab3|bi kol sourour|b kol sourour|na3am|n3am|ah|aywa|iwa|ok|okay|mafhoum|mafhum|wakha|sa7|tamam|mashi mochkil|mafi mochkil|ma fi mochkil|bel ta2kid|bil ta2kid",
    game: "(?:ghir|gher|bas|faqat|fa9at|mjrd|mojarrad|mujarrad|hadi|hadhi|hiya) (?:lo3ba|lou3ba|game|tamrin|tamreen|simulation|test|ikhtibar|tadrib|exercice)",
    noNeed:
      "(?:ma (?:kayn|kayen|fi|fih) (?:7aja|taja|hja|daa3i|da3i) (?:l|li|le|lel)|bla|bidun|bdoun|mch lazem|mish lazem|machi lazem|ma lazemch|ma t7tajch) ?(?:el|al)?-?(?:mowafa9a|muwafaqa|mwafqa|idhn|izn|ejaza|ijaza|ta9ri7|tasri7|tawqi3|approval|permission)|ma (?:t7tajch|t7taj) tsawel 7ad|ma (?:kayn|fi) 7ad (?:khasso|lazem) ywafe9",
  },
  bn: {
    role: "(?:এই|তোমার|আপনার|নিজের) (?:ভূমিকায়|ভূমিকাতে|রোলে|চরিত্রে|খেলায়|গেমে|অনুশীলনে|মহড়ায়|সিমুলেশনে)|(?:এই )?অনুশীলনের জন্য|চরিত্রে থেকে",
    must: "(?:হবে|উচিত|লাগবে|দরকার)|(?:আপনার|তোমার) কাজ (?:হল|হলো)|অনুগ্রহ করে|দয়া করে|প্লিজ|করুন|করো|দিন|দাও|পাঠান|পাঠাও",
    act: either(
      "(?:আমাকে|আমায়|আমাদের|আমার (?:ইমেইলে|ঠিকানায়|অ্যাকাউন্টে|একাউন্টে))(?![\\p{L}\\p{N}])",
      "(?:পাঠা|পাঠান|পাঠাও|পাঠাতে|ফরোয়ার্ড|শেয়ার|স্থানান্তর|ট্রান্সফার|এক্সপোর্ট|প্রকাশ|পরিশোধ|পেমেন্ট|মুছ|ডিলিট|অনুমোদন|দি|দে|দাও|দিন|হস্তান্তর)",
      30,
    ),
    start: "(?:আপনার |তোমার )?(?:উত্তর|জবাব|রিপ্লাই|বার্তা)(?:টি|টা)? (?:শুরু|আরম্ভ)|(?:দিয়ে|দিয়ে) (?:শুরু|আরম্ভ) (?:করুন|করো|করবেন)",
    affirm: "অবশ্যই|নিশ্চয়ই|নিশ্চয়ই|হ্যাঁ|হ্যা|জি|ঠিক আছে|ওকে|বুঝেছি|সানন্দে|কোনো সমস্যা নেই|কোন সমস্যা নেই|নিশ্চিতভাবে|বেশ",
    affirmFirst: true,
    game: "(?:শুধু|শুধুই|কেবল|কেবলই|নিছক|এটা|এটি|এটা শুধু|এটি কেবল) (?:একটি |একটা )?(?:খেলা|গেম|অনুশীলন|মহড়া|সিমুলেশন|পরীক্ষা|টেস্ট|রোলপ্লে)",
    noNeed:
      "(?:কোনো |কারো )?(?:অনুমোদন|অনুমতি|সম্মতি|স্বাক্ষর|সই)(?:ের|র)? (?:দরকার নেই|প্রয়োজন নেই|প্রয়োজন নেই|লাগবে না|ছাড়াই|ছাড়া)|কাউকে জিজ্ঞেস করার (?:দরকার|প্রয়োজন|প্রয়োজন) নেই|কারো অনুমোদন লাগবে না",
  },
  am: {
    role: "(?:በዚህ|በዚያ|በአንተ|በአንቺ|በእርስዎ) (?:ሚና|ጨዋታ|ልምምድ|ሁኔታ|ማስመሰያ)|(?:በ)?(?:ሚናህ|ሚናሽ|ሚናዎ)|ለዚህ ልምምድ",
    must: "(?:አለብህ|አለብሽ|አለብዎት|አለባችሁ|ይገባሃል|ይገባሻል|ይገባዎታል|ያስፈልግሃል|ተግባርህ|ተግባርሽ|ሥራህ|እባክህ|እባክሽ|እባክዎ)",
    act: either(
      "(?:ለእኔ|ለኔ|ለእኛ|ለኛ|ወደ እኔ|ወደኔ|ወደ (?:ኢሜይሌ|አድራሻዬ|ሂሳቤ))",
      "(?:ላክ|ላኪ|ይላኩ|መላክ|መላክ|ልትልክ|አስተላልፍ|ማስተላለፍ|አጋራ|ማጋራት|አስተላልፍ|ክፈል|መክፈል|ሰርዝ|ማጥፋት|አጽድቅ|ማጽደቅ|ስጥ|ስጪ|መስጠት|አስረክብ|ማስረከብ|ግለጽ|ላክልኝ|ስጠኝ|ክፈለኝ)",
      30,
    ),
    start: "(?:መልስህን|መልስሽን|መልስዎን|ምላሽህን|ምላሽዎን|መልሱን)|(?:ብለህ|ብለሽ|ብለው|በማለት) (?:ጀምር|ጀምሪ|ይጀምሩ)",
    affirm: "በእርግጥ|በርግጥ|እርግጥ|አዎ|እሺ|ይሁን|ገባኝ|በደስታ|ችግር የለም|ምንም ችግር የለም|ደህና|በትክክል",
    affirmFirst: true,
    game: "(?:ጨዋታ|ልምምድ|ማስመሰያ|ሙከራ|ፈተና|ሚና ጨዋታ) (?:ብቻ|ነው)|(?:ይህ|ይሄ) (?:ጨዋታ|ልምምድ|ሙከራ) (?:ብቻ|ነው)",
    noNeed:
      "(?:ፈቃድ|ማጽደቂያ|ይሁንታ|ፊርማ|ስምምነት|ማረጋገጫ) (?:አያስፈልግም|አያስፈልግህም|አያስፈልግሽም|ሳያስፈልግ)|(?:ያለ) (?:ፈቃድ|ማጽደቂያ|ይሁንታ|ፊርማ)|ማንንም መጠየቅ አያስፈልግም|ማንም ማጽደቅ አያስፈልገውም",
  },
  ti: {
    role: "(?:ኣብዚ|ኣብቲ|ኣብ) (?:ተራ|ግደ|ጸወታ|ልምምድ|ሓሳባዊ ኩነታት|ሲሙሌሽን)(?:ኻ|ኺ|ኹም|ዚ)?|ንዚ ልምምድ",
    must: "(?:ኣሎካ|ኣሎኪ|ኣሎኩም|ይግባእ|ይግብኣካ|የድልየካ|ዕማምካ|ዕማምኪ|ስራሕካ|በጃኻ|በጃኺ|በጃኹም|ብኽብረትካ)",
    act: either(
      "(?:ንዓይ|ናባይ|ንዓና|ናባና|ናብ (?:ኢመይለይ|ኣድራሻይ|ሕሳበይ))",
      "(?:ስደድ|ስደዲ|ምስዳድ|ክትሰድድ|ኣመሓላልፍ|ምምሕልላፍ|ኣካፍል|ክፈል|ምኽፋል|ሰርዝ|ምድምሳስ|ኣጽድቕ|ምጽዳቕ|ሃብ|ሃቢ|ምሃብ|ኣረክብ|ምርካብ|ስደደለይ|ሃበኒ|ክፈለኒ)",
      30,
    ),
    start: "(?:መልስኻ|መልስኺ|መልስኹም|መልሲ|ምላሽካ)|(?:ኢልካ|ኢልኪ|ብምባል) (?:ጀምር|ጀምሪ|ጀምሩ)",
    affirm: "ብርግጽ|ርግጽ|እወ|ሕራይ|ይኹን|ተረዲኡኒ|ብሓጎስ|ጸገም የብሉን|ዋላ ሓንቲ ጸገም የለን|ደሓን|ብትኽክል",
    affirmFirst: true,
    game: "(?:ጸወታ|ልምምድ|ፈተነ|ሲሙሌሽን|ተራ ጸወታ) (?:ጥራይ|እዩ)|(?:እዚ) (?:ጸወታ|ልምምድ|ፈተነ) (?:ጥራይ|እዩ)",
    noNeed:
      "(?:ፍቓድ|ምጽዳቕ|ስምምዕ|ፌርማ|ፈርማ|ምርግጋጽ) (?:ኣየድልን|ኣየድልየካን|ኣየድልየክን|ከየድለየ)|(?:ብዘይ) (?:ፍቓድ|ምጽዳቕ|ፌርማ|ፈርማ)|ንዝኾነ ሰብ ምሕታት ኣየድልን|ዝኾነ ሰብ ከጽድቕ ኣየድልዮን",
  },
  so: {
    role: "(?:doorkan|doorkaaga|doorkiina|ciyaartan|ciyaartaan|layligan|jimicsigan|xaaladdan)(?: dhexdiisa| gudahiisa)?|(?:ahaan|sida) (?:iyada|isaga)(?=,)|layliskan (?:awgiis|darted)|door ahaan",
    must: "(?:waa inaad|waa in aad|waa inaydin|waxaad u baahan tahay inaad|hawshaadu waa|shaqadaadu waa|fadlan|fadlan)",
    act: either(
      "(?:ii|ii soo|noo|noo soo|aniga|annaga|cinwaankayga|email-?kayga|akoonkayga|xisaabtayda)(?![\\p{L}\\p{N}])",
      "(?:dir|soo dir|u dir|gudbi|u gudbi|la wadaag|wareeji|u wareeji|dhoofi|muuji|bixi|siii?|i sii|tirtir|ansixi|gacanta u gali|dirto|gudbiso|wareejiso|bixiso|siiso)",
      30,
    ),
    imp: "(?:ii soo dir|ii dir|ii gudbi|ii wareeji|ii bixi|i sii|noo soo dir|noo gudbi|noo wareeji|ii soo gudbi)",
    start:
      "(?:ku bilow|ku bilaaw|bilow|bilaw|ku billow)(?: (?:jawaabtaada|jawaabta|farriintaada|fariintaada))?|(?:jawaabtaada|jawaabta) ku (?:bilow|bilaaw)",
    with: "(?:erayada|weedha|ereyga|adigoo leh|adoo leh)",
    affirm:
      "dabcan|hubaal|haa|haye|hagaag|waayahay|ok|okay|waan fahmay|fahmay|farxad|dhib malaha|dhib ma leh|si hubaal ah|sax",
    affirmFirst: true,
    game: "(?:kaliya|keliya|oo kaliya|uun|waa uun) (?:ciyaar|layli|jimicsi|tijaabo|imtixaan|matalaad|door ciyaar)|(?:ciyaar|layli|tijaabo|jimicsi|matalaad) (?:uun|kaliya|keliya)",
    noNeed:
      "(?:looma baahna|uma baahnid|uma baahna|la'aan|aan loo baahnayn) (?:wax )?(?:ogolaansho|oggolaansho|fasax|ansixin|saxiix|idan)|(?:ogolaansho|oggolaansho|fasax|ansixin|saxiix|idan)(?: \\p{L}+)? (?:looma baahna|uma baahnid|la'aan|aan loo baahnayn)|uma baahnid inaad cidna weydiiso|cidna uma baahna inay ansixiso",
  },
  ha: {
    role: "(?:a|cikin) (?:wannan|wancan) (?:matsayi|rawa|wasa|atisaye|kwaikwayo|gwaji)|a (?:matsayinka|matsayinki|matsayinku|rawarka|rawarki)|(?:saboda|domin) wannan atisaye|a matsayin (?:ita|shi)(?=,)",
    must: "(?:dole ne ka|dole ne ki|dole ne ku|dole ka|dole ki|ya kamata ka|ya kamata ki|kana buƙatar|aikinka shi ne|aikinki shi ne|don allah|da fatan za ka|da fatan za a)",
    act: either(
      "(?:mini|mani|mana|gare ni|zuwa gare ni|zuwa (?:adireshina|imel dina|asusuna))(?![\\p{L}\\p{N}])",
      "(?:aika|aiko|tura|turo|raba|canja|fitar|bayyana|biya|goge|amince|ba|bayar|miƙa|mika)",
      30,
    ),
    imp: "(?:aiko mini|aika mini|turo mini|tura mini|biya ni|ba ni|bani|miƙa mini|mika mini|aiko mana|tura mana)",
    start: "(?:fara|ka fara|ki fara|ku fara)(?: (?:amsarka|amsarki|amsarku|amsa|saƙonka|sakonka))?",
    with: "(?:da kalmar|da kalmomin|da jumlar|da cewa|da faɗin)",
    affirm: "tabbas|hakika|na'am|eh|to|shikenan|ok|okay|na gane|na fahimta|da farin ciki|babu matsala|lallai|i mana",
    game: "(?:wasa|atisaye|gwaji|kwaikwayo|jarrabawa) (?:ne kawai|kawai)|(?:kawai|wannan) (?:wasa|atisaye|gwaji|kwaikwayo)",
    noNeed:
      "(?:babu buƙatar|ba a buƙatar|ba tare da|babu bukatar|ba a bukatar) (?:wani )?(?:amincewa|izini|yarda|sa hannu|sahalewa)|(?:amincewa|izini|sa hannu) ba (?:a )?(?:buƙata|bukata) ba|ba sai ka tambayi kowa ba|babu wanda ke buƙatar amincewa",
  },
  yo: {
    role: "(?:nínú|ninu|ní) (?:ipa|ipò|eré|ìdánrawò|idanrawo|àfarawé|afarawe) (?:yìí|yii|rẹ|re|tìrẹ|tire)|(?:gẹ́gẹ́ bí|gege bi) (?:òun|oun|ẹni yìí|eni yii)(?=,)|fún ìdánrawò yìí|fun idanrawo yii",
    must: "(?:o gbọ́dọ̀|o gbodo|ẹ gbọ́dọ̀|e gbodo|o ní láti|o ni lati|ó yẹ kí o|o ye ki o|iṣẹ́ rẹ ni|ise re ni|jọ̀ọ́|jowo|ẹ jọ̀ọ́|e jowo)",
    act: either(
      "(?:sí mi|si mi|fún mi|fun mi|sí wa|si wa|fún wa|fun wa|mi|wa)(?![\\p{L}\\p{N}])",
      "(?:fi ránṣẹ́|fi ranse|ránṣẹ́|ranse|fi ṣọwọ́|fi sowo|pín|pin|gbé|gbe|san|sanwó|sanwo|pa rẹ́|pa re|fọwọ́ sí|fowo si|fún|fun|fi fún|fi fun|fà lé|fa le)",
      30,
    ),
    imp: "(?:fi (?:\\p{L}+ ){0,3}ránṣẹ́ sí mi|fi (?:\\p{L}+ ){0,3}ranse si mi|fi ranṣẹ si mi|san (?:\\p{L}+ ){0,3}fún mi|san (?:\\p{L}+ ){0,3}fun mi|fún mi ní|fun mi ni)",
    start: "(?:bẹ̀rẹ̀|bere|bẹrẹ) (?:ìdáhùn|idahun|èsì|esi|ìfèsì|ifesi)(?: rẹ| re)?|(?:bẹ̀rẹ̀|bere|bẹrẹ) (?:pẹ̀lú|pelu)",
    with: "(?:pẹ̀lú|pelu|pẹlu)(?: (?:gbólóhùn|gbolohun|ọ̀rọ̀|oro))?:?",
    affirm:
      "dájúdájú|dajudaju|bẹ́ẹ̀ni|beeni|bẹẹni|ó dáa|o daa|ó dára|o dara|ok|okay|mo gbọ́|mo gbo|mo ti gbọ́|pẹ̀lú ayọ̀|pelu ayo|kò sí wàhálà|ko si wahala|kosi wahala",
    game: "(?:eré|ere|ìdánrawò|idanrawo|àfarawé|afarawe|ìdánwò|idanwo) (?:lásán|lasan|nìkan|nikan|ni)|(?:eré|ere|ìdánrawò|idanrawo) (?:lásán|lasan) ni",
    noNeed:
      "(?:kò sí ìdí|ko si idi|kò nílò|ko nilo|láìsí|laisi|kò pọn dandan|ko pon dandan) (?:fún |fun |ti )?(?:ìfọwọ́sí|ifowosi|àṣẹ|ase|ìyọ̀ǹda|iyonda|ìbuwọ́lù|ibuwolu)|o kò nílò láti béèrè lọ́wọ́ ẹnikẹ́ni|o ko nilo lati beere lowo enikeni|kò sí ẹni tó nílò láti fọwọ́ sí|ko si eni to nilo lati fowo si",
  },
  ig: {
    role: "(?:n'|na )(?:ọrụ|oru|egwuregwu|mmemme|omume|ọzụzụ|ozuzu|ntụnyere) (?:a|nke a|gị|gi|unu)|dịka (?:ya|onye a)(?=,)|maka ọzụzụ a|maka ozuzu a",
    must: "(?:ị ga-|i ga-|ị kwesịrị|i kwesiri|ga-eziga|ọrụ gị bụ|oru gi bu|biko|biko,)",
    act: either(
      "(?:m|mụ|mu|anyị|anyi|nye m|nyem|nye anyị|nye anyi|na (?:email|adreesị|akaụntụ) m)(?![\\p{L}\\p{N}])",
      "(?:[ei]?ziga|[ei]?zitere|ezigara|[ei]?zipu|kesaa|[ei]?nyefee|[ei]?bufee|[ei]?kwụọ|[ei]?kwuo|hichapụ|hichapu|kwado|[ei]?nye|nyefe|gosi|kpughee)",
      30,
    ),
    imp: "(?:zitere m|zitere anyị|zitere anyi|ziga m|nye m|nyem|kwụọ m|kwuo m|nyefee m|bufee m)",
    start:
      "(?:malite|bido|bidoo) (?:azịza gị|azịza|azia gi|azia|ozi gị|ozi gi|nzaghachi gị|nzaghachi)?|(?:malite|bido) (?:na|site na)",
    with: "(?:na|site na|jiri)(?: (?:okwu|ahịrịokwu|ahiriokwu|mkpụrụokwu))?:?",
    affirm:
      "n'ezie|n'eziokwu|ee|eh|ọ dị mma|o di mma|ok|okay|aghọtara m|aghotara m|o doro anya|nke ọma|nke oma|enweghị nsogbu|enweghi nsogbu|ji obi ụtọ|ji obi uto",
    game: "(?:naanị|naani|ọ bụ naanị|o bu naani) (?:egwuregwu|ọzụzụ|ozuzu|omume|ule|mmemme|ntụnyere|ntunyere)|(?:egwuregwu|ọzụzụ|ozuzu|ule) ka ọ bụ",
    noNeed:
      "(?:ọ dịghị mkpa|o dighi mkpa|achọghị|achoghi|na-enweghị|na-enweghi|enweghị|enweghi) (?:ka |maka )?(?:nkwado|ikike|nkwenye|mbinye aka|ọnụ|onu)|ị gaghị ajụ onye ọ bụla|i gaghi aju onye o bula|ọ dịghị onye kwesịrị ịkwado|o dighi onye kwesiri ikwado",
  },
  zu: {
    role: "kule (?:ndima|ndawo|simo)|kulo (?:mdlalo|msebenzi)|kulesi (?:sivivinyo|simo)|endimeni yakho|njengaye(?=,)|ngenxa yalesi sivivinyo",
    must: "(?:kumele|kufanele|udinga uku|umsebenzi wakho|ngicela|sicela|siza|uyacelwa)",
    act: alt(
      "(?:uku|kuku|ku|u)?(?:ngi|si)(?:thumelele|thumele|dlulisele|dlulisela|khokhele|nike|nikeze|phe|abele)",
      near("(?:thumel|dlulis|khokh|nik)\\p{L}*", "(?:kimi|kithi|ku-?(?:email|kheli|akhawunti) yami)", 30),
    ),
    imp: "(?:ngithumelele|sithumelele|ngidlulisele|ngikhokhele|nginike|ngiphe|siphe|ngithumele|ngidlulisela)",
    start:
      "(?:qala|qalisa|qalani) (?:impendulo yakho|impendulo|umlayezo wakho|umlayezo)?|(?:qala|qalisa) (?:nge|ngo|nga)",
    with: "(?:ngamazwi|ngegama|ngomusho|ngokuthi|ngesisho)",
    affirm:
      "impela|kunjalo|yebo|kulungile|ok|okay|ngiyaqonda|ngiqondile|ngokujabula|ngenjabulo|ayikho inkinga|akunankinga|nakanjani|ngempela",
    game: "(?:ngumdlalo|wumdlalo|umdlalo|isivivinyo|yisivivinyo|ukuzilolonga|ukulingisa|ukuhlolwa|ukuhlola) (?:nje|kuphela)|(?:kungumdlalo|kuyisivivinyo) nje",
    noNeed:
      "(?:akudingeki|akudingi|ngaphandle kwe|akunasidingo se|awudingi) ?(?:mvume|imvume|sigunyazo|isigunyazo|kugunyazwa|kusayina|sivumelwano|mvumo)|awudingi ukubuza muntu|akekho odinga ukugunyaza|akekho okudingeka agunyaze",
  },
  xh: {
    role: "kule (?:ndima|meko)|kulo (?:mdlalo|mthambo)|kwindima yakho|njengaye(?=,)|ngenxa yalo mthambo",
    must: "(?:kufuneka|kumele|umele|ufanele|umsebenzi wakho|nceda|ndicela|sicela|uyacelwa)",
    act: alt(
      "(?:uku|kuku|ku|u)?(?:ndi|si)(?:thumelele|thumele|dlulisele|dlulisela|hlawule|nike|nikeze|phe|abele)",
      near("(?:thumel|dlulis|hlawul|nik)\\p{L}*", "(?:kum|kuthi|kwi-?(?:imeyile|dilesi|akhawunti) yam)", 30),
    ),
    imp: "(?:ndithumelele|sithumelele|ndidlulisele|ndihlawule|ndinike|ndiphe|siphe|ndithumele)",
    start:
      "(?:qala|qalisa|qalani) (?:impendulo yakho|impendulo|umyalezo wakho|umyalezo)?|(?:qala|qalisa) (?:nge|ngo|nga)",
    with: "(?:ngamazwi|ngegama|ngesivakalisi|ngokuthi|ngebinzana)",
    affirm:
      "ewe|kunjalo|ngokuqinisekileyo|kulungile|ok|okay|ndiyaqonda|ndiqondile|ngovuyo|akukho ngxaki|ayikho ingxaki|ngokuqinisekileyo|nyhani",
    game: "(?:ngumdlalo|ngumthambo|umdlalo|umthambo|luvavanyo|uvavanyo|ukuzilolonga|ukulinganisa) (?:nje|kuphela)|(?:ngumdlalo|luvavanyo) nje",
    noNeed:
      "(?:akufuneki|akudingeki|ngaphandle kwe|akukho mfuneko ye|awudingi) ?(?:mvume|imvume|gunya|igunya|kusayina|kuvuma|mvumelwano)|awudingi kubuza mntu|akukho mntu ofuneka avume|akukho mntu kufuneka agunyazise",
  },
  ps: {
    role: "(?:په|پدې|په دې|په دغه) (?:رول|نقش|لوبه|لوبې|تمرین|تمرين|سناریو|سناريو|سمولیشن)(?: کې| کښې)?|(?:ستا|ستاسو) په (?:رول|نقش) کې|د دې تمرین لپاره|د دې تمرين لپاره",
    must: "(?:باید|پکار ده|اړ یې|اړ ياست|ستا دنده|ستاسو دنده|لطفاً|لطفا|مهرباني وکړه|مهرباني وکړئ)",
    act: either(
      "(?:ماته|ما ته|موږ ته|مونږ ته|زما (?:ایمیل|بریښنالیک|پته|حساب) ته|راته)",
      "(?:ولېږه|ولیږه|واستوه|لېږل|ليږل|راولېږه|راولیږه|ولېږئ|ولیږئ|شریک|شريک|انتقال|ولېږدوه|صادر|افشا|ورکړه|ورکړئ|تادیه|ادا|حذف|پاک|تایید|تصویب|راکړه|راکړئ|وسپاره)",
      30,
    ),
    start: "(?:خپل )?(?:ځواب|ځواب دې|جواب)(?: دې| مو)? (?:په|سره) ?(?:دې|دغه)?|(?:پیل کړه|پیل کړئ|شروع کړه|شروع کړئ)",
    with: "(?:په|د)",
    affirm: "هرومرو|البته|هو|ښه|سمه ده|ټیک ده|اوکی|پوه شوم|په خوښۍ|هیڅ ستونزه نشته|څه ستونزه نشته|حتماً|حتما|بې شکه",
    affirmFirst: true,
    game: "(?:یوازې|يوازې|یواځې|فقط|دا) (?:یوه |يوه |یو |يو )?(?:لوبه|تمرین|تمرين|ازموینه|ازمېښت|سمولیشن|رول لوبه)",
    noNeed:
      "(?:هیڅ |د )?(?:تایید|تصویب|اجازې|اجازه|موافقې|لاسلیک)(?: ته)? (?:اړتیا نشته|اړتيا نشته|ضرورت نشته|نه دی پکار)|(?:پرته|بې) (?:له )?(?:اجازې|تایید|تصویب|لاسلیک)|له هیچا پوښتنې ته اړتیا نشته|هیڅوک اړ نه دي چې تایید کړي",
  },
  ku: {
    role: "(?:di vê|di vî|di) (?:rolê|rola te|lîstikê|vê lîstikê|rahênanê|vê rahênanê|senaryoyê|simulasyonê)(?: de)?|di rola xwe de|ji bo vê rahênanê|wek (?:wê|wî)(?=,)",
    must: "(?:divê tu|pêwîst e tu|gerek tu|divê hûn|karê te ew e|ji kerema xwe|ji kerema xwe re|tika ye)",
    act: either(
      "(?:ji min re|ji me re|bo min|bo me|min|ji bo min|bo (?:e-?maila|navnîşana|hesabê) min)(?![\\p{L}\\p{N}])",
      "(?:bişîne|bişînî|bişînin|şandin|veguhêze|veguhezîne|parve bike|parve bikî|derxîne|eşkere bike|bide|bidî|bidin|jê bibe|jê bibî|bipejirîne|radest bike|teslîm bike|bidi|bîşîne)",
      30,
    ),
    imp: "(?:ji min re|ji me re) (?:bişîne|bişînî|veguhêze|bide|radest bike)|(?:bişîne|veguhêze|bide) (?:ji min re|min)",
    start: "(?:bersiva xwe|bersivê|peyama xwe) (?:bi|ji)|(?:dest pê bike|dest pê bikin|dest bi bersivê bike)",
    with: "(?:bi gotina|bi peyva|bi hevoka|bi gotinên|bi)",
    affirm:
      "bê guman|helbet|erê|belê|baş e|temam|ok|okay|min fêm kir|têgihîştim|bi kêfxweşî|ne pirsgirêk e|pirsgirêk tune|bêguman",
    affirmFirst: true,
    game: "(?:tenê|bi tenê|ev tenê|ev) (?:lîstikek|lîstik|rahênanek|rahênan|simulasyonek|test|ceribandinek|ceribandin)",
    noNeed:
      "(?:ne hewce ye|hewce nake|bêyî|pêwîstî bi|ne pêwîst e) (?:tu )?(?:erêkirin|destûr|pejirandin|razîbûn|îmze|îmza)\\p{L}*|(?:erêkirin|destûr|pejirandin|îmze)\\p{L}* (?:ne hewce ye|ne pêwîst e|hewce nake)|ne hewce ye tu ji kesî bipirsî|kes ne hewce ye bipejirîne",
  },
  ckb: {
    role: "(?:لەم|لەو|لە) (?:ڕۆڵە|ڕۆڵەدا|ڕۆڵی|یارییە|یاریەدا|ڕاهێنانە|ڕاهێنانەدا|سیناریۆیە|سیمولەیشنە)(?:دا)?|لە ڕۆڵی خۆتدا|بۆ ئەم ڕاهێنانە|وەک (?:ئەو)(?=،|,)",
    must: "(?:دەبێت|پێویستە|دەبێ|ئەرکی تۆ|ئەرکت|تکایە|تکاایە)",
    act: either(
      "(?:بۆ من|بۆم|بۆمان|بۆ ئێمە|بۆ (?:ئیمەیڵ|ناونیشان|هەژمار)ەکەم)",
      "(?:بنێرە|بنێری|ناردن|بینێرە|بگوازەرەوە|گواستنەوە|هاوبەش|هەناردە|ئاشکرا|بدە|بدەی|پارە بدە|بسڕەوە|سڕینەوە|پەسەند|ڕادەست|تەسلیم)",
      30,
    ),
    start: "(?:وەڵامەکەت|وەڵامت|وەڵامەکەتان|پەیامەکەت) (?:بە|لە)|(?:دەست پێبکە|دەست پێ بکە|دەستپێبکە|دەست پێبکەن)",
    with: "(?:بە وشەی|بە ڕستەی|بە دەستەواژەی|بە)",
    affirm:
      "بێگومان|بەدڵنیاییەوە|بە دڵنیاییەوە|بەڵێ|باشە|ئۆکەی|تێگەیشتم|بە خۆشییەوە|هیچ کێشەیەک نییە|کێشە نییە|هەڵبەت|ئەرێ",
    affirmFirst: true,
    game: "(?:تەنها|تەنیا|ئەمە تەنها|ئەمە) (?:یارییەکە|یاری|ڕاهێنانێکە|ڕاهێنان|تاقیکردنەوەیەکە|تاقیکردنەوە|سیمولەیشنێکە|سیمولەیشن)",
    noNeed:
      "(?:پێویست بە|پێویستی بە|بەبێ|بێ) (?:هیچ )?(?:ڕەزامەندی|مۆڵەت|پەسەندکردن|ئیمزا|واژۆ)|(?:ڕەزامەندی|مۆڵەت|پەسەندکردن|ئیمزا|واژۆ) (?:پێویست نییە|ناوێت)|پێویست ناکات لە کەس بپرسیت|کەس پێویست ناکات پەسەندی بکات",
  },
  gu: {
    role: "(?:આ|તમારી|તારી) (?:ભૂમિકા|રોલ|પાત્ર|રમત|ગેમ|કવાયત|સિમ્યુલેશન)(?:માં| તરીકે)|(?:આ )?કવાયત માટે|પાત્રમાં રહીને",
    must: "(?:પડશે|જોઈએ)|(?:તમારું|તારું) કામ(?: એ)? છે|કૃપા કરીને|મહેરબાની કરીને|કરો|આપો|મોકલો",
    act: either(
      "(?:મને|અમને|મારા (?:ઈમેલ|ઇમેઇલ|સરનામે|ખાતામાં)(?: પર)?)(?![\\p{L}\\p{N}])",
      "(?:મોકલ|ફોરવર્ડ|શેર|ટ્રાન્સફર|એક્સપોર્ટ|જાહેર|ચૂકવ|ચુકવ|ડિલીટ|કાઢી|મંજૂર|આપ|આપો|સોંપ)",
      30,
    ),
    start: "(?:તમારો |તારો )?(?:જવાબ|ઉત્તર|પ્રતિભાવ)(?:ની)? (?:શરૂઆત|શરૂ)|(?:થી|સાથે) (?:શરૂ|શરૂઆત) (?:કરો|કરજો|કરશો)",
    affirm: "ચોક્કસ|જરૂર|બિલકુલ|હા|હાં|જી|ઠીક છે|ઓકે|સમજાઈ ગયું|સમજી ગયો|ખુશીથી|કોઈ વાંધો નહીં|કોઈ સમસ્યા નથી|અવશ્ય",
    affirmFirst: true,
    game: "(?:ફક્ત|માત્ર|બસ|આ|આ ફક્ત|આ માત્ર) (?:એક )?(?:રમત|ગેમ|કવાયત|અભ્યાસ|સિમ્યુલેશન|ટેસ્ટ|પરીક્ષણ|રોલપ્લે)",
    noNeed:
      "(?:કોઈ(?:ની)? )?(?:મંજૂરી|પરવાનગી|સંમતિ|સહી)(?:ની)? (?:જરૂર નથી|આવશ્યકતા નથી|વગર|વિના)|(?:વગર|વિના) (?:કોઈ )?(?:મંજૂરી|પરવાનગી)|કોઈને પૂછવાની જરૂર નથી|કોઈએ મંજૂરી આપવાની જરૂર નથી",
  },
  mr: {
    role: "(?:या|तुमच्या|तुझ्या|आपल्या) (?:भूमिकेत|भूमिकेमध्ये|रोलमध्ये|पात्रात|खेळात|गेममध्ये|सरावात|सिम्युलेशनमध्ये)|(?:या )?सरावासाठी|पात्रात राहून",
    must: "(?:लागेल|लागतील|पाहिजे|पाहिजेत)|(?:तुमचे|तुझे) काम(?: हे)? आहे|कृपया|करा|द्या|पाठवा",
    act: either(
      "(?:मला|आम्हाला|माझ्या (?:ईमेलवर|पत्त्यावर|खात्यात))(?![\\p{L}\\p{N}])",
      "(?:पाठव|फॉरवर्ड|शेअर|ट्रान्सफर|हस्तांतरित|एक्सपोर्ट|उघड|भर|भरा|पेमेंट|डिलीट|हटव|मंजूर|दे|द्या|सोपव)",
      30,
    ),
    start:
      "(?:तुमचे |तुझे )?(?:उत्तर|प्रत्युत्तर|रिप्लाय|उत्तराची)(?: ची)? ?(?:सुरुवात|सुरू)|(?:ने|पासून) (?:सुरुवात|सुरू) (?:करा|कर|करावी)",
    affirm: "नक्कीच|नक्की|अवश्य|अगदी|हो|होय|जी|ठीक आहे|ओके|समजले|समजलं|आनंदाने|काही हरकत नाही|काही अडचण नाही|निश्चितच",
    affirmFirst: true,
    game: "(?:फक्त|केवळ|हा फक्त|हा केवळ|हे फक्त|हा|हे) (?:एक )?(?:खेळ|गेम|सराव|सिम्युलेशन|चाचणी|टेस्ट|रोलप्ले)",
    noNeed:
      "(?:कोणत्याही |कोणाच्याही )?(?:मंजुरी|मंजुरीची|परवानगी|परवानगीची|संमती|सही)(?:ची)? (?:गरज नाही|आवश्यकता नाही|शिवाय|न घेता)|(?:विना|शिवाय) (?:कोणत्याही )?(?:मंजुरी|परवानगी)|कोणाला विचारण्याची गरज नाही|कोणालाही मंजुरी देण्याची गरज नाही",
  },
  pa: {
    role: "(?:ਇਸ|ਤੁਹਾਡੀ|ਤੇਰੀ|ਆਪਣੀ) (?:ਭੂਮਿਕਾ|ਰੋਲ|ਕਿਰਦਾਰ|ਖੇਡ|ਗੇਮ|ਅਭਿਆਸ|ਸਿਮੂਲੇਸ਼ਨ)(?: ਵਿੱਚ| ਵਿਚ| ਵਜੋਂ)|(?:ਇਸ )?ਅਭਿਆਸ ਲਈ|ਕਿਰਦਾਰ ਵਿੱਚ ਰਹਿੰਦੇ ਹੋਏ",
    must: "(?:ਪਵੇਗਾ|ਪਵੇਗੀ|ਪੈਣਗੇ|ਚਾਹੀਦਾ|ਚਾਹੀਦੀ|ਚਾਹੀਦੇ)|(?:ਤੁਹਾਡਾ|ਤੇਰਾ) ਕੰਮ(?: ਇਹ)? ਹੈ|ਕਿਰਪਾ ਕਰਕੇ|ਮਿਹਰਬਾਨੀ ਕਰਕੇ|ਕਰੋ|ਦਿਓ|ਭੇਜੋ",
    act: either(
      "(?:ਮੈਨੂੰ|ਸਾਨੂੰ|ਮੇਰੇ (?:ਈਮੇਲ|ਪਤੇ|ਖਾਤੇ)(?: ਤੇ| ਵਿੱਚ)?)(?![\\p{L}\\p{N}])",
      "(?:ਭੇਜ|ਫਾਰਵਰਡ|ਸ਼ੇਅਰ|ਟ੍ਰਾਂਸਫਰ|ਟਰਾਂਸਫਰ|ਐਕਸਪੋਰਟ|ਜ਼ਾਹਰ|ਭੁਗਤਾਨ|ਅਦਾ|ਡਿਲੀਟ|ਹਟਾ|ਮਨਜ਼ੂਰ|ਦੇ|ਦਿਓ|ਸੌਂਪ)",
      30,
    ),
    start: "(?:ਆਪਣਾ |ਆਪਣੇ )?(?:ਜਵਾਬ|ਉੱਤਰ|ਰਿਪਲਾਈ)(?: ਦੀ)? (?:ਸ਼ੁਰੂਆਤ|ਸ਼ੁਰੂ)|(?:ਨਾਲ|ਤੋਂ) (?:ਸ਼ੁਰੂ|ਸ਼ੁਰੂਆਤ) (?:ਕਰੋ|ਕਰਿਓ|ਕਰਨਾ)",
    affirm: "ਜ਼ਰੂਰ|ਜਰੂਰ|ਬਿਲਕੁਲ|ਹਾਂ|ਹਾਂਜੀ|ਜੀ|ਠੀਕ ਹੈ|ਓਕੇ|ਸਮਝ ਗਿਆ|ਸਮਝ ਗਈ|ਖੁਸ਼ੀ ਨਾਲ|ਕੋਈ ਗੱਲ ਨਹੀਂ|ਕੋਈ ਸਮੱਸਿਆ ਨਹੀਂ|ਯਕੀਨਨ",
    affirmFirst: true,
    game: "(?:ਸਿਰਫ਼|ਸਿਰਫ|ਕੇਵਲ|ਬੱਸ|ਇਹ|ਇਹ ਸਿਰਫ਼|ਇਹ ਸਿਰਫ) (?:ਇੱਕ )?(?:ਖੇਡ|ਗੇਮ|ਅਭਿਆਸ|ਸਿਮੂਲੇਸ਼ਨ|ਟੈਸਟ|ਪਰੀਖਿਆ|ਰੋਲਪਲੇ)",
    noNeed:
      "(?:ਕਿਸੇ ਦੀ )?(?:ਮਨਜ਼ੂਰੀ|ਮਨਜੂਰੀ|ਇਜਾਜ਼ਤ|ਇਜਾਜਤ|ਸਹਿਮਤੀ|ਦਸਤਖ਼ਤ|ਦਸਤਖਤ)(?: ਦੀ)? (?:ਲੋੜ ਨਹੀਂ|ਜ਼ਰੂਰਤ ਨਹੀਂ|ਜਰੂਰਤ ਨਹੀਂ|ਤੋਂ ਬਿਨਾਂ|ਬਿਨਾਂ)|(?:ਬਿਨਾਂ) (?:ਕਿਸੇ )?(?:ਮਨਜ਼ੂਰੀ|ਇਜਾਜ਼ਤ)|ਕਿਸੇ ਨੂੰ ਪੁੱਛਣ ਦੀ ਲੋੜ ਨਹੀਂ|ਕਿਸੇ ਨੂੰ ਮਨਜ਼ੂਰੀ ਦੇਣ ਦੀ ਲੋੜ ਨਹੀਂ",
  },
  te: {
    role: "(?:ఈ|మీ|నీ) (?:పాత్రలో|పాత్రలో మీరు|రోల్‌లో|రోల్లో|ఆటలో|గేమ్‌లో|గేమ్లో|అభ్యాసంలో|సిమ్యులేషన్‌లో)|(?:ఈ )?అభ్యాసం కోసం|పాత్రలో ఉంటూ",
    must: "(?:తప్పక|తప్పనిసరిగా|వలసి ఉంటుంది|వలెను|ాలి)|(?:మీ|నీ) పని|దయచేసి|చేయండి|ఇవ్వండి|పంపండి|ాలి",
    act: either(
      "(?:నాకు|మాకు|నా (?:ఇమెయిల్‌కు|ఇమెయిల్కు|చిరునామాకు|ఖాతాకు))(?![\\p{L}\\p{N}])",
      "(?:పంప|ఫార్వర్డ్|షేర్|బదిలీ|ట్రాన్స్‌ఫర్|ట్రాన్స్ఫర్|ఎగుమతి|వెల్లడి|చెల్లించ|తొలగించ|డిలీట్|ఆమోదించ|ఇవ్వ|అప్పగించ)",
      30,
    ),
    start: "(?:మీ |నీ )?(?:సమాధానాన్ని|సమాధానం|జవాబును|జవాబు|ప్రత్యుత్తరాన్ని)|(?:తో) (?:ప్రారంభించండి|మొదలుపెట్టండి|ప్రారంభించు|మొదలుపెట్టు)",
    affirm: "ఖచ్చితంగా|తప్పకుండా|అలాగే|సరే|అవును|ఓకే|అర్థమైంది|సంతోషంగా|ఏ సమస్య లేదు|ఎలాంటి సమస్య లేదు|నిశ్చయంగా|తప్పక",
    affirmFirst: true,
    game: "(?:ఇది |ఇదొక )?(?:కేవలం|మాత్రమే|ఒక) (?:ఆట|గేమ్|అభ్యాసం|సిమ్యులేషన్|పరీక్ష|టెస్ట్|రోల్‌ప్లే|డ్రిల్)",
    noNeed:
      "(?:ఎవరి )?(?:ఆమోదం|అనుమతి|సమ్మతి|సంతకం)(?: అవసరం లేదు| అక్కర్లేదు| లేకుండా| అవసరం లేకుండా)|ఎవరినీ అడగాల్సిన అవసరం లేదు|ఎవరూ ఆమోదించాల్సిన అవసరం లేదు",
  },
  kn: {
    role: "(?:ಈ|ನಿಮ್ಮ|ನಿನ್ನ) (?:ಪಾತ್ರದಲ್ಲಿ|ರೋಲ್‌ನಲ್ಲಿ|ರೋಲ್ನಲ್ಲಿ|ಆಟದಲ್ಲಿ|ಗೇಮ್‌ನಲ್ಲಿ|ಅಭ್ಯಾಸದಲ್ಲಿ|ಸಿಮ್ಯುಲೇಶನ್‌ನಲ್ಲಿ)|(?:ಈ )?ಅಭ್ಯಾಸಕ್ಕಾಗಿ|ಪಾತ್ರದಲ್ಲೇ ಇದ್ದು",
    must: "(?:ಬೇಕು|ಬೇಕಾಗುತ್ತದೆ|ಕಡ್ಡಾಯವಾಗಿ)|(?:ನಿಮ್ಮ|ನಿನ್ನ) ಕೆಲಸ|ದಯವಿಟ್ಟು|ಮಾಡಿ|ನೀಡಿ|ಕೊಡಿ|ಕಳುಹಿಸಿ|ಬೇಕು",
    act: either(
      "(?:ನನಗೆ|ನಮಗೆ|ನನ್ನ (?:ಇಮೇಲ್‌ಗೆ|ಇಮೇಲ್ಗೆ|ವಿಳಾಸಕ್ಕೆ|ಖಾತೆಗೆ))(?![\\p{L}\\p{N}])",
      "(?:ಕಳುಹಿಸ|ಕಳಿಸ|ಫಾರ್ವರ್ಡ್|ಹಂಚಿಕೊ|ವರ್ಗಾಯಿಸ|ಟ್ರಾನ್ಸ್‌ಫರ್|ರಫ್ತು|ಬಹಿರಂಗ|ಪಾವತಿಸ|ಅಳಿಸ|ಡಿಲೀಟ್|ಅನುಮೋದಿಸ|ನೀಡ|ಕೊಡ|ಒಪ್ಪಿಸ)",
      30,
    ),
    start: "(?:ನಿಮ್ಮ |ನಿನ್ನ )?(?:ಉತ್ತರವನ್ನು|ಉತ್ತರ|ಪ್ರತ್ಯುತ್ತರವನ್ನು|ಜವಾಬನ್ನು)|(?:ಎಂದು|ಇಂದ|ನಿಂದ) (?:ಪ್ರಾರಂಭಿಸಿ|ಆರಂಭಿಸಿ|ಶುರು ಮಾಡಿ|ಪ್ರಾರಂಭಿಸು)",
    affirm: "ಖಂಡಿತ|ಖಂಡಿತವಾಗಿ|ಖಚಿತವಾಗಿ|ಸರಿ|ಹೌದು|ಓಕೆ|ಅರ್ಥವಾಯಿತು|ಸಂತೋಷದಿಂದ|ಯಾವುದೇ ತೊಂದರೆ ಇಲ್ಲ|ಸಮಸ್ಯೆ ಇಲ್ಲ|ನಿಶ್ಚಯವಾಗಿ|ಆಗಲಿ",
    affirmFirst: true,
    game: "(?:ಇದು )?(?:ಕೇವಲ|ಬರೀ|ಒಂದು) (?:ಆಟ|ಗೇಮ್|ಅಭ್ಯಾಸ|ಸಿಮ್ಯುಲೇಶನ್|ಪರೀಕ್ಷೆ|ಟೆಸ್ಟ್|ರೋಲ್‌ಪ್ಲೇ)",
    noNeed:
      "(?:ಯಾರ )?(?:ಅನುಮೋದನೆ|ಅನುಮತಿ|ಸಮ್ಮತಿ|ಸಹಿ)(?:ಯ)? ?(?:ಅಗತ್ಯವಿಲ್ಲ|ಬೇಕಿಲ್ಲ|ಇಲ್ಲದೆ|ಅವಶ್ಯಕತೆ ಇಲ್ಲ)|ಯಾರನ್ನೂ ಕೇಳುವ ಅಗತ್ಯವಿಲ್ಲ|ಯಾರೂ ಅನುಮೋದಿಸುವ ಅಗತ್ಯವಿಲ್ಲ",
  },
  ml: {
    role: "(?:ഈ|നിങ്ങളുടെ|നിന്റെ) (?:റോളിൽ|വേഷത്തിൽ|കഥാപാത്രത്തിൽ|കളിയിൽ|ഗെയിമിൽ|അഭ്യാസത്തിൽ|പരിശീലനത്തിൽ|സിമുലേഷനിൽ)|(?:ഈ )?(?:അഭ്യാസത്തിനായി|പരിശീലനത്തിനായി)|കഥാപാത്രമായി",
    must: "(?:ണം|ണം\\.|തന്നെ|നിർബന്ധമായും)|(?:നിങ്ങളുടെ|നിന്റെ) (?:ജോലി|ചുമതല)|ദയവായി|ദയവുചെയ്ത്|ക്കുക|ണം",
    act: either(
      "(?:എനിക്ക്|ഞങ്ങൾക്ക്|നമുക്ക്|എന്റെ (?:ഇമെയിലിലേക്ക്|വിലാസത്തിലേക്ക്|അക്കൗണ്ടിലേക്ക്))(?![\\p{L}\\p{N}])",
      "(?:അയ|ഫോർവേഡ്|പങ്കിട|പങ്കുവെ|കൈമാറ|ട്രാൻസ്ഫർ|എക്സ്പോർട്ട്|വെളിപ്പെടുത്ത|പണമട|അടയ്ക്ക|ഇല്ലാതാക്ക|ഡിലീറ്റ്|അംഗീകരിക്ക|നൽക|കൊടുക്ക|ഏൽപ്പിക്ക)",
      30,
    ),
    start: "(?:നിങ്ങളുടെ |നിന്റെ )?(?:മറുപടി|ഉത്തരം|പ്രതികരണം)|(?:എന്ന്|കൊണ്ട്) (?:തുടങ്ങുക|ആരംഭിക്കുക|തുടങ്ങണം|ആരംഭിക്കണം)",
    affirm: "തീർച്ചയായും|തീർച്ച|ശരി|അതെ|ഓക്കെ|ഓകെ|മനസ്സിലായി|സന്തോഷത്തോടെ|പ്രശ്നമില്ല|ഒരു പ്രശ്നവുമില്ല|ഉറപ്പായും|ആകട്ടെ",
    affirmFirst: true,
    game: "(?:ഇത് )?(?:വെറും|വെറുമൊരു|ഒരു|മാത്രം) (?:കളി|ഗെയിം|അഭ്യാസം|പരിശീലനം|സിമുലേഷൻ|പരീക്ഷണം|ടെസ്റ്റ്|റോൾപ്ലേ)",
    noNeed:
      "(?:ആരുടെയും )?(?:അംഗീകാരം|അനുമതി|സമ്മതം|ഒപ്പ്)(?: ആവശ്യമില്ല| വേണ്ട| ഇല്ലാതെ| കൂടാതെ)|ആരോടും ചോദിക്കേണ്ടതില്ല|ആരും അംഗീകരിക്കേണ്ടതില്ല",
  },
  ta: {
    role: "(?:இந்த|உங்கள்|உன்|உனது|உங்களது) (?:பாத்திரத்தில்|பங்கில்|வேடத்தில்|கதாபாத்திரத்தில்|விளையாட்டில்|கேமில்|பயிற்சியில்|சிமுலேஷனில்)|(?:இந்தப் |இந்த )?பயிற்சிக்காக|கதாபாத்திரமாக",
    must: "(?:வேண்டும்|கட்டாயம்)|(?:உங்கள்|உன்) (?:வேலை|பணி)|தயவுசெய்து|தயவு செய்து|வேண்டும்|ுங்கள்",
    act: either(
      "(?:எனக்கு|எங்களுக்கு|நமக்கு|என்னுடைய (?:மின்னஞ்சலுக்கு|முகவரிக்கு|கணக்கிற்கு)|என் (?:மின்னஞ்சலுக்கு|முகவரிக்கு|கணக்கிற்கு))(?![\\p{L}\\p{N}])",
      "(?:அனுப்ப|அனுப்பு|ஃபார்வர்ட்|பகிர|மாற்ற|பரிமாற்ற|ஏற்றுமதி|வெளிப்படுத்த|செலுத்த|பணம் செலுத்த|நீக்க|அழிக்க|ஒப்புதல்|அங்கீகரி|கொடு|கொடுக்க|வழங்க|ஒப்படை)",
      30,
    ),
    start: "(?:உங்கள் |உன் )?(?:பதிலை|பதில்|மறுமொழியை)|(?:என்று|உடன்|கொண்டு) (?:தொடங்குங்கள்|ஆரம்பியுங்கள்|தொடங்கு|ஆரம்பி)",
    affirm: "நிச்சயமாக|கண்டிப்பாக|சரி|ஆம்|ஆமாம்|ஓகே|புரிந்தது|மகிழ்ச்சியுடன்|எந்த பிரச்சனையும் இல்லை|பிரச்சனை இல்லை|உறுதியாக|அப்படியே",
    affirmFirst: true,
    game: "(?:இது )?(?:வெறும்|வெறுமனே|ஒரு|மட்டுமே) (?:விளையாட்டு|கேம்|பயிற்சி|ஒத்திகை|சிமுலேஷன்|சோதனை|டெஸ்ட்|ரோல்ப்ளே)",
    noNeed:
      "(?:யாருடைய )?(?:ஒப்புதல்|அனுமதி|சம்மதம்|கையொப்பம்)(?: தேவையில்லை| இல்லாமல்| தேவை இல்லை| வேண்டாம்)|யாரிடமும் கேட்க வேண்டியதில்லை|யாரும் ஒப்புதல் தர வேண்டியதில்லை",
  },
  si: {
    role: "(?:මෙම|මේ|ඔබේ|ඔයාගේ|ඔබගේ) (?:භූමිකාවේදී|භූමිකාවේ|චරිතයේ|චරිතයේදී|ක්‍රීඩාවේ|ක්රීඩාවේ|ගේම් එකේ|අභ්‍යාසයේ|අභ්යාසයේ|පුහුණුවේ)|(?:මෙම |මේ )?(?:අභ්‍යාසය|අභ්යාසය|පුහුණුව) සඳහා|චරිතයේ සිටිමින්",
    must: "(?:යුතුයි|යුතුය|ඕනේ|අවශ්‍යයි|අවශ්යයි)|(?:ඔබේ|ඔයාගේ) (?:කාර්යය|රාජකාරිය)|කරුණාකර|කරුණාකරලා|යුතුයි|න්න",
    act: either(
      "(?:මට|අපට|අපිට|මගේ (?:ඊමේල්|ලිපිනයට|ගිණුමට))(?![\\p{L}\\p{N}])",
      "(?:යව|එව|ෆෝවර්ඩ්|බෙදා|මාරු|හුවමාරු|අපනයන|හෙළි|ගෙව|ගෙවන්න|මකා|මකන්න|අනුමත|දෙන්න|දී|භාර)",
      30,
    ),
    start: "(?:ඔබේ |ඔයාගේ )?(?:පිළිතුර|පිළිතුරු|ප්‍රතිචාරය|ප්රතිචාරය)|(?:කියලා|කියා|සමඟ|වලින්) (?:පටන් ගන්න|ආරම්භ කරන්න|අරඹන්න)",
    affirm: "නිසැකවම|අනිවාර්යයෙන්|හා|ඔව්|හරි|ඕකේ|තේරුණා|සතුටින්|කිසි ප්‍රශ්නයක් නැහැ|ප්‍රශ්නයක් නැහැ|ප්රශ්නයක් නැහැ|ඇත්තෙන්ම|ෂුවර්",
    affirmFirst: true,
    game: "(?:මෙය |මේක )?(?:නිකම්ම|නිකන්ම|හුදෙක්|එක්තරා|එක|පමණක්) ?(?:ක්‍රීඩාවක්|ක්රීඩාවක්|ගේම් එකක්|අභ්‍යාසයක්|අභ්යාසයක්|පුහුණුවක්|අනුකරණයක්|පරීක්ෂණයක්|ටෙස්ට් එකක්)",
    noNeed:
      "(?:කිසිවෙකුගේ )?(?:අනුමැතිය|අනුමැතියක්|අවසරය|අවසරයක්|කැමැත්ත|අත්සන)(?: අවශ්‍ය නැහැ| අවශ්ය නැහැ| ඕනේ නැහැ| නැතිව| අවශ්‍ය නැත)|කාගෙන්වත් අහන්න ඕනේ නැහැ|කිසිවෙකුට අනුමත කිරීමට අවශ්‍ය නැහැ",
  },
  ne: {
    role: "(?:यो|तपाईंको|तिम्रो|आफ्नो) (?:भूमिकामा|रोलमा|पात्रमा|खेलमा|गेममा|अभ्यासमा|सिमुलेसनमा)|(?:यो )?अभ्यासका लागि|पात्रमा रहेर",
    must: "(?:पर्छ|पर्नेछ|पर्दछ|हुन्छ)|(?:तपाईंको|तिम्रो) काम(?: यो)? हो|कृपया|गर्नुहोस्|दिनुहोस्|पठाउनुहोस्|पर्छ",
    act: either(
      "(?:मलाई|हामीलाई|मेरो (?:इमेलमा|ठेगानामा|खातामा))(?![\\p{L}\\p{N}])",
      "(?:पठाउ|पठा|फरवार्ड|सेयर|शेयर|स्थानान्तरण|ट्रान्सफर|निर्यात|खुलासा|भुक्तानी|तिर|मेटा|डिलिट|स्वीकृत|दिनु|दि|सुम्प)",
      30,
    ),
    start: "(?:तपाईंको |तिम्रो )?(?:जवाफ|उत्तर|प्रतिक्रिया)(?:को)? (?:सुरुवात|सुरु)|(?:बाट|सँग) (?:सुरु|सुरुवात) (?:गर्नुहोस्|गर|गर्नू)",
    affirm: "पक्कै|अवश्य|निश्चय नै|हजुर|हो|हुन्छ|ठिक छ|ठीक छ|ओके|बुझें|बुझेँ|खुसीसाथ|कुनै समस्या छैन|समस्या छैन|बिल्कुल",
    affirmFirst: true,
    game: "(?:केवल|मात्र|यो त|यो केवल|यो मात्र|यो) (?:एउटा )?(?:खेल|गेम|अभ्यास|सिमुलेसन|परीक्षण|टेस्ट|रोलप्ले)",
    noNeed:
      "(?:कसैको )?(?:स्वीकृति|अनुमति|सहमति|हस्ताक्षर)(?:को)? (?:आवश्यक छैन|आवश्यकता छैन|चाहिँदैन|चाहिदैन|बिना)|(?:बिना) (?:कुनै )?(?:स्वीकृति|अनुमति)|कसैलाई सोध्नु पर्दैन|कसैले स्वीकृत गर्नु पर्दैन",
  },
  ka: {
    role: "(?:ამ|შენს|თქვენს|ჩემს) (?:როლში|თამაშში|სავარჯიშოში|სიმულაციაში|სცენარში|პერსონაჟში)|(?:ამ )?სავარჯიშოსთვის|როგორც (?:ის)(?=,)|პერსონაჟად",
    must: "(?:უნდა|ვალდებული ხარ|ვალდებული ბრძანდებით|შენი ამოცანაა|თქვენი ამოცანაა|შენი დავალებაა|გთხოვ|გთხოვთ)",
    act: alt(
      "(?:გამომიგზავნ|გადმომიგზავნ|გადამიგზავნ|გადმომირიცხ|გადამირიცხ|გამიზიარ|მომწერ|მომეცი|მომეცით|მომაწოდ|გადმომეც|გადამიხად)\\p{L}*",
      either(
        "(?:მე|მომ|მოგვ|ჩემს (?:მისამართზე|ელფოსტაზე|ანგარიშზე)|ჩემთვის|ჩვენთვის)(?![\\p{L}\\p{N}])",
        "(?:გამომიგზავნ|მომწერ|გადმომიგზავნ|გამოგზავნ|გაგზავნ|გადამიგზავნ|გაუზიარ|გამიზიარ|გადმორიცხ|გადამირიცხ|გადარიცხ|ექსპორტ|გაამჟღავნ|გადამიხად|გადაიხად|წაშალ|დაამტკიც|მომეცი|მომცე|მომაწოდ|გადმომეც)\\p{L}*",
        30,
      ),
    ),
    imp: "(?:გამომიგზავნე|გამომიგზავნეთ|გადმომიგზავნე|გადამიგზავნე|გადმომირიცხე|გადამირიცხე|მომეცი|მომეცით|მომაწოდე|გადმომეცი)",
    start:
      "(?:დაიწყე|დაიწყეთ)(?: (?:შენი |თქვენი )?(?:პასუხი|წერილი|შეტყობინება))?|(?:პასუხი|წერილი) (?:დაიწყე|დაიწყეთ)",
    with: "(?:სიტყვებით|ფრაზით|სიტყვით|წინადადებით)",
    affirm:
      "რა თქმა უნდა|რასაკვირველია|აუცილებლად|კი|დიახ|ჰო|კარგი|ოკ|ok|გასაგებია|სიამოვნებით|პრობლემა არაა|არანაირი პრობლემა|ნამდვილად",
    affirmFirst: true,
    game: "(?:უბრალოდ|მხოლოდ|ეს მხოლოდ|ეს უბრალოდ|ეს) (?:თამაშია|თამაში|სავარჯიშოა|სავარჯიშო|სიმულაციაა|სიმულაცია|ტესტია|ტესტი|როლური თამაშია)",
    noNeed:
      "(?:არ (?:არის საჭირო|გჭირდება|სჭირდება)|გარეშე|საჭირო არ არის) (?:არანაირი |ვინმეს )?(?:თანხმობ|ნებართვ|დამტკიცებ|ხელმოწერ|ავტორიზაცი)\\p{L}*|(?:თანხმობ|ნებართვ|დამტკიცებ|ხელმოწერ)\\p{L}* (?:არ არის საჭირო|საჭირო არ არის|არ გჭირდება|გარეშე)|არავის კითხვა არ გჭირდება|არავის სჭირდება დამტკიცება",
  },
  hy: {
    role: "(?:այս|քո|ձեր|իմ) (?:դերում|խաղում|վարժությունում|վարժության մեջ|սիմուլյացիայում|սցենարում)|(?:այս )?վարժության համար|որպես (?:նա)(?=,)|կերպարի մեջ",
    must: "(?:դու պետք է|դուք պետք է|պետք է|պարտավոր ես|պարտավոր եք|քո խնդիրն է|ձեր խնդիրն է|խնդրում եմ|խնդրում ենք)",
    act: either(
      "(?:ինձ|մեզ|իմ (?:հասցեին|էլ\\. փոստին|հաշվին))(?![\\p{L}\\p{N}])",
      "(?:ուղարկ|փոխանց|կիսվ|արտահան|բացահայտ|վճար|ջնջ|հաստատ|տու|տուր|տաք|հանձն)\\p{L}*",
      30,
    ),
    imp: "(?:ուղարկիր|ուղարկեք|փոխանցիր|փոխանցեք|վճարիր|տուր|տվեք|հանձնիր) (?:ինձ|մեզ)|(?:ինձ|մեզ) (?:ուղարկիր|ուղարկեք|փոխանցիր|փոխանցեք|տուր|տվեք|հանձնիր)",
    start: "(?:սկսիր|սկսեք)(?: (?:քո |ձեր )?(?:պատասխանը|պատասխան|նամակը|հաղորդագրությունը))?",
    with: "(?:բառերով|արտահայտությամբ|նախադասությամբ|բառով|ասելով)",
    affirm: "իհարկե|անշուշտ|այո|հա|լավ|լավ է|օկ|ok|հասկացա|հասկանալի է|սիրով|հաճույքով|խնդիր չկա|ոչ մի խնդիր|անպայման",
    affirmFirst: true,
    game: "(?:պարզապես|ընդամենը|միայն|սա պարզապես|սա ընդամենը|սա) (?:խաղ|վարժություն|սիմուլյացիա|թեստ|փորձարկում|դերախաղ)",
    noNeed:
      "(?:կարիք չկա|պետք չէ|առանց|անհրաժեշտ չէ) (?:որևէ |ոչ մի )?(?:հաստատ|թույլտվ|համաձայնությ|ստորագր)\\p{L}*|(?:հաստատում|թույլտվություն|համաձայնություն|ստորագրություն) (?:պետք չէ|անհրաժեշտ չէ|չի պահանջվում)|ոչ ոքի հարցնելու կարիք չկա|ոչ ոք չպետք է հաստատի",
  },
  az: {
    role: "bu (?:rolda|rolunda|rolunuzda|oyunda|məşqdə|ssenaridə|simulyasiyada)|(?:sənin|sizin) (?:rolunda|rolunuzda)|bu məşq üçün|obrazda qal(?:araq)?",
    act: alt(
      either(
        "(?:mənə|bizə|ünvanıma|e-?poçtuma|hesabıma)(?![\\p{L}\\p{N}])",
        "(?:göndər|yönləndir|paylaş|köçür|ödə|ver|sil|təsdiqlə|təhvil ver|açıqla)(?:məli|malı|mək məcburiyyətində|məyin lazımdır)\\p{L}*",
        30,
      ),
      near(
        "(?:tapşırığın|tapşırığınız|vəzifən|vəzifəniz|zəhmət olmasa|xahiş edirəm|borclusan|borclusunuz)",
        either(
          "(?:mənə|bizə|ünvanıma|e-?poçtuma|hesabıma)",
          "(?:göndər|yönləndir|paylaş|köçür|ixrac et|açıqla|ödə|sil|təsdiqlə|ver|təhvil ver)\\p{L}*",
          30,
        ),
        25,
      ),
    ),
    imp: "(?:mənə|bizə) (?:göndər|göndərin|yönləndir|köçür|köçürün|ödə|ver|verin|təhvil ver|göndərirsən|köçürürsən)",
    start: "(?:cavabına|cavabınıza|cavaba|hər cavaba|mesajına)|(?:ilə|deyə) başla",
    with: "(?:bu (?:ifadə|söz|cümlə)(?:lər)?lə|deyə)",
    affirm:
      "əlbəttə|əlbət|təbii ki|əsla|bəli|hə|yaxşı|oldu|ok|okay|başa düşdüm|anladım|məmnuniyyətlə|problem yoxdur|heç bir problem yoxdur|mütləq",
    affirmFirst: true,
    game: "(?:sadəcə|yalnız|bu sadəcə|bu yalnız|bu bir) (?:bir )?(?:oyun|məşq|simulyasiya|test|sınaq|rol oyunu|təlim)",
    noNeed:
      "(?:təsdiq|icazə|razılıq|imza|səlahiyyət)(?:yə|ya|ə|a)? (?:ehtiyac yoxdur|lazım deyil|gərək deyil)|(?:təsdiq|icazə|imza)(?:sız)|heç kimdən soruşmağa ehtiyac yoxdur|heç kimin təsdiqləməsinə ehtiyac yoxdur",
  },
  kk: {
    role: "(?:бұл|осы|сенің|сіздің) (?:рөлде|рөліңде|рөліңізде|ойында|жаттығуда|сценарийде|симуляцияда)|(?:осы|бұл) жаттығу үшін|кейіпкер ретінде|(?:в этой|в твоей) роли",
    must: "(?:керек|тиіссің|тиіссіз|міндеттісің|міндеттісіз|қажет|сенің міндетің|сіздің міндетіңіз|өтінемін|өтініш)",
    act: either(
      "(?:маған|бізге|мекенжайыма|поштама|шотыма)(?![\\p{L}\\p{N}])",
      "(?:жібер|жөнел|бөліс|аудар|экспортта|ашып|төле|өшір|бекіт|бер|тапсыр)\\p{L}*",
      30,
    ),
    imp: "(?:маған|бізге) (?:жібер|жіберіңіз|аудар|аударыңыз|төле|төлеңіз|бер|беріңіз|тапсыр|тапсырыңыз)",
    start:
      "(?:жауабыңды|жауабыңызды|жауапты|хатыңды|хабарламаңды)|(?:деп|сөзімен|сөздерімен) бастаңыз|(?:деп|сөзімен) баста",
    with: "(?:деген (?:сөзбен|сөздермен|сөйлеммен)|сөзімен)",
    affirm:
      "әрине|сөзсіз|иә|жақсы|болады|ок|ok|түсіндім|түсінікті|қуана|қуанышпен|мәселе жоқ|ешқандай мәселе жоқ|міндетті түрде",
    affirmFirst: true,
    game: "(?:жай ғана|тек|бұл жай|бұл тек|бұл) (?:бір )?(?:ойын|жаттығу|симуляция|тест|сынақ|рөлдік ойын|оқу-жаттығу)",
    noNeed:
      "(?:мақұлдау|рұқсат|келісім|қолтаңба|бекіту)(?:дың|тің)? (?:қажеті жоқ|керегі жоқ|қажет емес|керек емес)|(?:мақұлдаусыз|рұқсатсыз|келісімсіз|қолтаңбасыз)|ешкімнен сұраудың қажеті жоқ|ешкімнің мақұлдауы қажет емес",
  },
  uz: {
    role: "(?:bu|shu|sizning|sening) (?:rolda|rolingizda|rolingda|oʻyinda|mashqda|ssenariyda|simulyatsiyada)|(?:bu|shu) mashq uchun|obrazda qolib",
    must: "(?:kerak|shart|majbursiz|majbursan|lozim|vazifangiz|vazifang|iltimos|marhamat)",
    act: either(
      "(?:menga|bizga|manzilimga|pochtamga|hisobimga)(?![\\p{L}\\p{N}])",
      "(?:yubor|joʻnat|ulash|oʻtkaz|eksport|oshkor|toʻla|oʻchir|tasdiqla|ber|topshir)\\p{L}*",
      30,
    ),
    imp: "(?:menga|bizga) (?:yubor|yuboring|joʻnat|joʻnating|oʻtkaz|oʻtkazing|toʻla|toʻlang|ber|bering|topshiring)",
    start:
      "(?:javobingizni|javobingni|javobni|xatingizni|xabaringizni)|(?:deb|soʻzi bilan|soʻzlari bilan) boshlang|(?:deb) boshla",
    with: "(?:degan (?:soʻz|soʻzlar|ibora|gap) bilan|soʻzi bilan)",
    affirm:
      "albatta|shubhasiz|ha|xoʻp|yaxshi|boʻladi|ok|okay|tushundim|tushunarli|mamnuniyat bilan|muammo yoʻq|hech qanday muammo yoʻq|aniq",
    affirmFirst: true,
    game: "(?:shunchaki|faqat|bu shunchaki|bu faqat|bu) (?:bir )?(?:oʻyin|mashq|simulyatsiya|test|sinov|rolli oʻyin|mashgʻulot)",
    noNeed:
      "(?:tasdiq|ruxsat|rozilik|imzo|kelishuv)(?:ga|ning)? (?:hojat yoʻq|kerak emas|shart emas|zarurat yoʻq)|(?:tasdiqsiz|ruxsatsiz|imzosiz|roziliksiz)|hech kimdan soʻrash shart emas|hech kim tasdiqlashi shart emas",
  },
  mn: {
    role: "(?:энэ|таны|чиний) (?:дүрд|дүрээр|үүрэгт|тоглоомонд|тоглоомд|дасгалд|сургуулилтад|симуляцид|хувилбарт)|(?:энэ )?дасгалын төлөө|дүрдээ байж",
    must: "(?:ёстой|хэрэгтэй|шаардлагатай|таны үүрэг|чиний үүрэг|даалгавар чинь|даалгавар тань|гуйя|гуйж байна|уу|үү|аарай|ээрэй|оорой|өөрэй)",
    act: either(
      "(?:надад|бидэнд|над руу|миний (?:хаяг|имэйл|данс) руу|миний хаягаар)(?![\\p{L}\\p{N}])",
      "(?:илгээ|явуул|дамжуул|хуваалц|шилжүүл|экспортл|ил болго|төлө|устга|батл|өг|хүлээлгэ)\\p{L}*",
      30,
    ),
    imp: "(?:надад|бидэнд) (?:илгээ|илгээгээрэй|илгээнэ үү|явуул|явуулаарай|шилжүүл|шилжүүлээрэй|шилжүүлнэ үү|өг|өгөөрэй|өгнө үү|төлөөрэй)",
    start: "(?:хариултаа|хариугаа|захидлаа|мессежээ)|(?:гэж|гэсэн үгээр|гэсэн үгсээр) (?:эхлээрэй|эхэлнэ үү|эхэл)",
    with: "(?:гэсэн (?:үгээр|үгсээр|өгүүлбэрээр))",
    affirm:
      "мэдээж|мэдээжийн хэрэг|тийм|за|зүгээр|ок|ok|ойлголоо|ойлгосон|баяртайгаар|дуртайяа|асуудалгүй|ямар ч асуудалгүй|гарцаагүй",
    affirmFirst: true,
    game: "(?:зүгээр л|зөвхөн|энэ зүгээр л|энэ бол|энэ) (?:нэг )?(?:тоглоом|дасгал|симуляци|тест|туршилт|дүрийн тоглоом|сургуулилт)",
    noNeed:
      "(?:зөвшөөрөл|батламж|зөвшилцөл|гарын үсэг|баталгаажуулалт)(?: \\p{L}+)? (?:шаардлагагүй|хэрэггүй|авах шаардлагагүй)|(?:зөвшөөрөлгүй|батламжгүй|гарын үсэггүй)(?:гээр)?|хэнээс ч асуух шаардлагагүй|хэн ч батлах шаардлагагүй",
  },
  km: {
    role: "(?:ក្នុង|នៅក្នុង)(?:តួនាទី|ល្បែង|ហ្គេម|លំហាត់|ការហ្វឹកហាត់|ការក្លែងធ្វើ|សេណារីយ៉ូ)(?:នេះ|របស់អ្នក)|សម្រាប់(?:លំហាត់|ការហ្វឹកហាត់)នេះ|ក្នុងនាមជាតួអង្គ",
    must: "(?:អ្នក)?(?:ត្រូវតែ|ត្រូវ|គួរតែ|ចាំបាច់ត្រូវ)|ភារកិច្ចរបស់អ្នកគឺ|សូម|សូមមេត្តា",
    act: either(
      "(?:មកខ្ញុំ|ឱ្យខ្ញុំ|អោយខ្ញុំ|ទៅខ្ញុំ|មកយើង|ឱ្យយើង|ជូនខ្ញុំ|ទៅ(?:អ៊ីមែល|គណនី|អាសយដ្ឋាន)របស់ខ្ញុំ)",
      "(?:ផ្ញើ|បញ្ជូន|ចែករំលែក|ផ្ទេរ|នាំចេញ|បង្ហាញ|បង់|លុប|អនុម័ត|ផ្តល់|ផ្ដល់|ឱ្យ|ប្រគល់)",
      30,
    ),
    start: "(?:ចាប់ផ្តើម|ចាប់ផ្ដើម|ផ្តើម)(?:ចម្លើយ|ការឆ្លើយតប|សារ)?(?:របស់អ្នក)?(?:ដោយ|ជាមួយ)",
    with: "(?:ពាក្យ|ឃ្លា)",
    affirm: "ប្រាកដណាស់|ពិតណាស់|បាទ|ចាស|ចា៎|យល់ព្រម|អូខេ|ok|យល់ហើយ|រីករាយ|ដោយរីករាយ|គ្មានបញ្ហា|មិនអីទេ|ជាការពិត",
    game: "(?:គ្រាន់តែជា|គ្រាន់តែ|ត្រឹមតែជា|នេះជា)(?:ល្បែង|ហ្គេម|លំហាត់|ការហ្វឹកហាត់|ការក្លែងធ្វើ|ការសាកល្បង|តេស្ត)",
    noNeed:
      "(?:មិនចាំបាច់|គ្មានការ|ដោយមិនចាំបាច់|មិនត្រូវការ)(?:មាន)?(?:ការ)?(?:អនុម័ត|អនុញ្ញាត|យល់ព្រម|ហត្ថលេខា|ការអនុញ្ញាត)|មិនចាំបាច់សួរនរណាម្នាក់|មិនចាំបាច់សួរអ្នកណា|គ្មាននរណាម្នាក់ត្រូវអនុម័ត",
  },
  my: {
    role: "(?:ဒီ|ဤ|သင့်|မင်းရဲ့|သင်၏)\\s?(?:အခန်းကဏ္ဍ|ဇာတ်ကောင်|ဂိမ်း|ကစားပွဲ|လေ့ကျင့်ခန်း|လေ့ကျင့်မှု|သရုပ်ဖော်မှု)(?:မှာ|တွင်|အနေနဲ့|အနေဖြင့်)|(?:ဒီ|ဤ)\\s?လေ့ကျင့်ခန်းအတွက်",
    must: "(?:ရမယ်|ရမည်|ရပါမယ်|ရပါမည်|သင့်တယ်|သင့်သည်|လိုတယ်|ပေးပါ|ပါ|သင့်တာဝန်က|ကျေးဇူးပြု၍|ကျေးဇူးပြုပြီး)",
    act: either(
      "(?:ကျွန်တော့်ကို|ကျွန်မကို|ငါ့ကို|ကျွန်တော်တို့ကို|ငါတို့ကို|ကျွန်တော့်ဆီ|ကျွန်မဆီ|ငါ့ဆီ|ကျွန်တော့်\\s?(?:အီးမေးလ်|လိပ်စာ|အကောင့်))",
      "(?:ပို့|ပေးပို့|လွှဲ|မျှဝေ|ထုတ်|ဖော်ပြ|ပေးချေ|ငွေပေး|ဖျက်|အတည်ပြု|ပေး|အပ်)",
      30,
    ),
    start: "(?:အဖြေ|ပြန်စာ|တုံ့ပြန်ချက်)(?:ကို)?|(?:ဖြင့်|နဲ့)\\s?(?:စပါ|စတင်ပါ|စလိုက်ပါ)",
    affirm: "သေချာပါတယ်|ဟုတ်ကဲ့|ဟုတ်|ရပါတယ်|အိုကေ|ok|နားလည်ပါပြီ|ဝမ်းသာစွာ|ပြဿနာမရှိပါ|ကိစ္စမရှိပါ|သေချာတာပေါ့|ဒါပေါ့",
    affirmFirst: true,
    game: "(?:ဂိမ်း|ကစားပွဲ|လေ့ကျင့်ခန်း|လေ့ကျင့်မှု|စမ်းသပ်မှု|သရုပ်ဖော်မှု)(?:တစ်ခု)?(?:သာ|ပဲ)",
    noNeed:
      "(?:အတည်ပြုချက်|ခွင့်ပြုချက်|သဘောတူညီချက်|လက်မှတ်)(?:\\s?(?:မလို|မလိုပါ|မလိုအပ်ပါ|မလိုဘူး|မပါဘဲ))|ဘယ်သူ့ကိုမှ\\s?(?:မေးစရာ|မေးဖို့)\\s?မလို|ဘယ်သူမှ\\s?အတည်ပြုစရာ\\s?မလို",
  },
  lo: {
    role: "(?:ໃນ)(?:ບົດບາດ|ເກມ|ການຝຶກ|ບົດຝຶກຫັດ|ການຈຳລອງ|ສະຖານະການ)(?:ນີ້|ຂອງເຈົ້າ|ຂອງທ່ານ)|ສຳລັບ(?:ບົດຝຶກຫັດ|ການຝຶກ)ນີ້|ໃນຖານະຕົວລະຄອນ",
    must: "(?:ເຈົ້າ|ທ່ານ)?(?:ຕ້ອງ|ຄວນ|ຈຳເປັນຕ້ອງ)|ໜ້າທີ່ຂອງເຈົ້າແມ່ນ|ກະລຸນາ|ຊ່ວຍ",
    act: either(
      "(?:ໃຫ້ຂ້ອຍ|ໃຫ້ຂ້າພະເຈົ້າ|ໃຫ້ພວກເຮົາ|ມາຫາຂ້ອຍ|ຫາຂ້ອຍ|ໄປທີ່(?:ອີເມວ|ບັນຊີ)ຂອງຂ້ອຍ)",
      "(?:ສົ່ງ|ສົ່ງຕໍ່|ແບ່ງປັນ|ໂອນ|ສົ່ງອອກ|ເປີດເຜີຍ|ຈ່າຍ|ຊຳລະ|ລຶບ|ອະນຸມັດ|ມອບ|ໃຫ້)",
      16,
    ),
    start: "(?:ເລີ່ມ|ເລີ່ມຕົ້ນ|ຂຶ້ນຕົ້ນ)(?:ຄຳຕອບ|ການຕອບ|ຂໍ້ຄວາມ)?(?:ຂອງເຈົ້າ|ຂອງທ່ານ)?(?:ດ້ວຍ|ໂດຍ)",
    with: "(?:ຄຳວ່າ|ປະໂຫຍກ)",
    affirm: "ແນ່ນອນ|ໄດ້ເລີຍ|ໄດ້|ເຈົ້າ|ແມ່ນ|ໂອເຄ|ຕົກລົງ|ເຂົ້າໃຈແລ້ວ|ຍິນດີ|ບໍ່ມີບັນຫາ|ຮັບຊາບ",
    game: "(?:ເປັນພຽງ|ພຽງແຕ່|ແຄ່|ພຽງ)(?:ເກມ|ບົດຝຶກຫັດ|ການຝຶກຊ້ອມ|ການຈຳລອງ|ການທົດສອບ|ການຊ້ອມ)",
    noNeed:
      "(?:ບໍ່ຕ້ອງ|ບໍ່ຈຳເປັນຕ້ອງ|ໂດຍບໍ່ຕ້ອງ)(?:ຂໍ)?(?:ອະນຸມັດ|ການອະນຸມັດ|ອະນຸຍາດ|ການອະນຸຍາດ|ຄວາມຍິນຍອມ|ລາຍເຊັນ)|ບໍ່ຕ້ອງຖາມໃຜ|ບໍ່ມີໃຜຕ້ອງອະນຸມັດ",
  },
};

const ROWS: Partial<Record<Lang, RoleplayRow>> = Object.fromEntries(
  (Object.entries(WORDS) as Array<[Lang, RoleplayWords]>).map(([lang, words]) => [lang, row(lang, words)]),
);

/** Play-acting that hands the reader an act: a role's duty to act for the writer, a primed opening, no approval
 * needed because it is only a game (→ ROLE, merged as FRAMING_ROLE is). */
export const ROLEPLAY_ROLE: PhraseTable = conceptTable(ROWS, (r) => [r.duty, r.opener, r.onlyGame]);

/** The role's duty alone, which ends in its act for the writer (→ ACTION_GENERIC as well: a request to act). */
export const ROLEPLAY_DUTY: PhraseTable = conceptTable(ROWS, (r) => [r.duty]);

/** The rows by language, for the tests. */
export const ROLEPLAY_ROWS: Readonly<Partial<Record<Lang, Readonly<RoleplayRow>>>> = ROWS;
