// Reporting frames: the writer talks ABOUT an attack (a security notice, a forwarded "is this legit?") rather than
// performing it. Quoted material in framed mail counts for less (injection.ts `quoting`).

import { withRows } from "./agent-cues.js";
import { alt, conceptTable, type Lang, MAIL_SPELLING, type PhraseTable, withoutJoiners } from "./combinators.js";
import { DESCRIBED_REQUEST, DOUBT_FRAME } from "./doubt-cues.js";

/** Reporting frames written per language from the concepts of a report (see `FrameRow`). */
const BASE_FRAME: PhraseTable = {
  // The same word in every language's mail.
  any: ["phishing", "prompt[- ]injection"],
  en: [
    // What was received is mail, or attempts at it ("we received the shipper's documents" reports nothing).
    "we(?: have|'ve)?(?: also| now| recently| actually| already)? (?:received|seen|detected|blocked|identified|found|noticed|logged)[^.\\n]{0,50}?(?:e-?mails?|messages?|mails?|texts?|calls?|attempts?|reports?|requests?|invoices? (?:from|claiming|that)|phishing|scams?|fraud)",
    "we(?: have|'ve)? had (?:a (?:few|handful|number|couple)|several|many|some|multiple)[^.\\n]{0,60}(?:e-?mails?|messages?|mails?|attempts?)",
    "if (?:a|an|any) (?:message|e-?mail|mail|sender) (?:asks|tells|instructs|wants) you to",
    "examples? (?:of|seen|below|include)",
    "typical (?:patterns|tricks|lures|scams|wordings?|cases)",
    "from (?:recent|real) cases",
    "(?:alleged|purported)(?:ly)?",
    "examples?,? (?:quoted|shown|reproduced)",
    // "Examples our readers forwarded (do not act on them; they are quoted as warnings):"
    "examples?(?: [\\p{L}'-]+){1,4}? (?:forwarded|received|seen|reported|collected|spotted|sent in|shared)",
    "(?:quoted|shown|reproduced|listed) (?:here )?(?:as|for) (?:a |an )?(?:warnings?|examples?|illustrations?|awareness)",
    "(?:do not|don't|never) act on (?:them|these|those|it|this|such)",
    "fraud(?:sters?)?",
    "(?:quoted|shown|reproduced) so (?:that )?you (?:can |could |will )?(?:recogni[sz]e|spot|identify|tell)",
    // Disowning a message: "neither came from us", "these did not come from our team".
    "(?:neither|none|nor|not|never|didn't|don't|doesn't)(?: of (?:them|these|those))?(?: (?:did|does|do|was|were|is|are))?(?: not)? (?:came|comes|come|originat\\p{L}*|sent) from (?:us|our (?:team|company|side|bank|office))",
    "(?:try|tries|tried|trying|attempt\\p{L}*) to (?:give|issue|slip|sneak|smuggle) (?:orders|instructions|commands)",
    "never (?:an? )?(?:instructions?|commands?|orders?)(?: to (?:follow|obey|act on))?",
    "(?:do not|don't|never) (?:click|open|reply|respond|follow|enter)",
    "report (?:it|this|them|suspicious|any)",
    "security (?:awareness|team|notice|bulletin|training|advisory)",
    "be (?:careful|aware|cautious|vigilant|alert)",
    "watch out",
    "beware",
    "heads[- ]up",
    "if you (?:receive|get|see|notice)",
    "fraudulent",
    "scam",
    "spoofed",
    "impersonat\\p{L}*",
    "suspicious (?:emails?|messages?|mails?)",
    "injection attack",
    "attack(?:ers?|s)?",
    "threat actors?",
    "malware",
    "ransomware",
    "(?:fooled|tricked|duped) (?:their|the|an|our|your|its) ",
    "exploit(?:s|ed|ation)",
    "breach(?:es)?",
    "hack(?:ers?|ing|ed)",
    "write-?ups?",
    "(?:was|were|been) reported",
    "(?:is|are|was|were) (?:fake|fraudulent|a scam|a phish|not (?:from us|legitimate|genuine|real))",
    "never asks? (?:you )?(?:to|for)",
    "(?:phishing|security|fraud|scam) (?:alert|warning|notice|advisory|bulletin)",
    "(?:it )?security (?:office|desk|operations)",
    "payloads?",
    "injected (?:messages?|emails?|instructions?|prompts?|text)",
    "researchers?",
    "vulnerabilit\\p{L}*",
    "adversarial",
    "red[- ]team\\p{L}*",
    // A discussion of attempts seen (a list thread, a study), one concept: "someone tried …", "what we learned", "I'm
    // studying how …", "messages containing text like …" (read from "containing": "email" is everywhere).
    "(?:someone|somebody|a sender|a visitor|people) (?:has |have |had )?(?:tried|attempted|slipped|sneaked|snuck|hid|planted|embedded|smuggled)|lessons? learn(?:ed|t)|what we(?:'ve| have)? learn(?:ed|t)|(?:i am|i'm|we are|we're) (?:studying|researching|investigating|surveying|examining)|(?:containing|that contain) (?:text|phrases?|wording|lines?|instructions|strings?) (?:like|such as)|(?:that|which) contained (?:the|a|this) (?:line|sentence|text|phrase|instruction)",
    "(?:is|looks|seems) (?:this |it )?(?:legit|legitimate|fishy|suspicious|real|genuine)",
    "looks (?:fishy|phishy|suspicious|off|like (?:a )?(?:scam|phishing))",
    // A description of how an assistant is configured, in the third person: a note ABOUT the agent's rules, not
    // instructions TO it (two frames are needed, and the writer's own override, role, secrecy or template words
    // still count in full).
    "(?:here is|here's|this is) how (?:it|the (?:ai )?(?:assistant|agent|bot)|our (?:ai )?(?:assistant|agent|bot)) (?:is|was|will be|has been) (?:configured|set up)",
    "(?:its|the (?:ai )?(?:assistant|agent|bot)'s) system prompt (?:lives|is stored|is kept|sits)",
    "(?:it|the (?:ai )?(?:assistant|agent|bot)) (?:does not|doesn't|will not|won't|cannot|can't|never) (?:act on|follow|obey|execute|carry out) (?:any )?(?:instructions|commands|requests)",
  ],
  de: [
    "beispiel (?:für|einer|eines)",
    "(?:klicken|öffnen|antworten) sie nicht",
    "betrug\\p{L}*",
    "betrüger\\p{L}*",
    "verdächtig\\p{L}*",
    // What a report shows and who it is about: "Typische Muster aus aktuellen Fällen:", "vom angeblichen Chef".
    "typische (?:muster|maschen|tricks|fälle|beispiele|formulierungen|betrugsmaschen)",
    "aus (?:aktuellen|echten|realen) fällen",
    "angeblich\\p{L}*",
    "masche\\p{L}*",
  ],
  fr: [
    "exemple d[e']",
    "ne (?:cliquez|cliquer|répondez|ouvrez) pas",
    "arnaque",
    "escroquerie",
    "frauduleu\\p{L}*",
    "méfiez-vous",
    "soyez vigilant\\p{L}*",
    "attaquants?",
    "équipe (?:de )?sécurité",
  ],
  es: [
    "suplantación",
    "no (?:haga|hagas) clic",
    "estafa",
    "fraudulent\\p{L}*",
    "tenga cuidado",
    "sospechos\\p{L}*",
    "atacantes?",
    "equipo de seguridad",
  ],
  it: ["esempio di", "non cliccare", "truffa", "fraudolent\\p{L}*", "sospett\\p{L}*", "aggressori"],
  pt: ["exemplo de", "não clique", "nao clique", "golpe", "fraudulent\\p{L}*"],
  nl: ["voorbeeld van", "klik niet", "oplichting", "verdacht\\p{L}*"],
  ru: [
    "фишинг\\p{L}*",
    "не (?:нажимайте|переходите|отвечайте|открывайте)",
    "мошенни\\p{L}*",
    "подозрительн\\p{L}*",
    "злоумышленник\\p{L}*",
  ],
  zh: ["[钓釣]魚", "钓鱼", "不要[点點][击擊]", "[诈詐][骗騙]", "可疑", "攻[击擊]者"],
  ja: ["フィッシング", "クリックしないで", "詐欺", "不審な", "攻撃者"],
  // Phishing, fraud, suspicious, "is this real?", in further languages mail comes in.
  tr: ["oltalama", "dolandırıcı\\p{L}*", "şüpheli", "sahte", "gerçek mi", "doğru mu"],
  pl: ["oszust\\p{L}*", "podejrzan\\p{L}*", "fałszyw\\p{L}*", "czy to prawda", "nie klikaj"],
  uk: ["фішинг\\p{L}*", "шахра\\p{L}*", "підозріл\\p{L}*", "це правда"],
  ar: ["تصيد", "احتيال", "مشبوه\\p{L}*", "مزيف\\p{L}*", "هل هذا حقيقي", "هل هذا صحيح"],
  fa: ["فیشینگ", "کلاهبرداری", "مشکوک", "جعلی", "واقعی است"],
  id: ["penipuan", "mencurigakan", "palsu", "apakah ini asli", "apakah ini benar"],
  ms: ["penipuan", "mencurigakan", "palsu", "adakah ini benar"],
  vi: ["lừa đảo", "đáng ngờ", "giả mạo", "có thật không"],
  ko: ["피싱", "사기", "의심스러운", "가짜", "진짜인가요"],
  el: ["ηλεκτρονικό ψάρεμα", "απάτη", "ύποπτ\\p{L}*", "ψεύτικ\\p{L}*"],
  ro: ["înșelătorie", "inselatorie", "suspicio(?:s|as)\\p{L}*", "suspectă", "falsă", "e adevărat"],
  cs: ["podvod\\p{L}*", "podezřel\\p{L}*", "falešn\\p{L}*"],
  sv: ["bedrägeri\\p{L}*", "misstänkt\\p{L}*", "förfalskad\\p{L}*", "är detta äkta"],
  hi: ["फ़िशिंग", "फिशिंग", "धोखाधड़ी", "संदिग्ध", "नकली"],
};

/** The concepts of a report, one row per language: fields are alternations (regex sources, lowercase). Each is
 * written with its object, so the same words in ordinary mail ("we have received your documents", "for example on
 * Tuesday", "be careful on the stairs", "like last time") are not one. */
export interface FrameRow {
  /** 1. Attempts seen: "we have received / seen / blocked … e-mails / messages / attempts", "… keep turning up in
   * contact forms / in reviews". */
  seen: string;
  /** 2. Examples quoted: "for example" / "such as" before a quotation mark, "sentences / phrases / wording /
   * instructions like", "(quoted) as a warning". */
  example: string;
  /** 3. Warnings: "beware of", "be vigilant", "(experts / data protection officers / the police) warn". */
  warn: string;
  /** 4. Disowning: "such instructions come from the sender, not from us", "this did not come from us", "it is fake". */
  disown: string;
  /** 5. Not to be acted on: "do not follow / execute them", "the assistant must not carry them out", "never follow
   * instructions in e-mails". */
  noAct: string;
  /** 6. Attack words: fraud, fraudsters, scam, attackers, fake, suspicious (mail). */
  attack: string;
}

export const FRAME_FIELDS = ["seen", "example", "warn", "disown", "noAct", "attack"] as const;

/** A quotation mark as the normaliser leaves it. */
const Q = `["'«»「『“”„‚‘’]`;

const FRAME_ROWS: Partial<Record<Lang, FrameRow>> = {
  de: {
    seen: alt(
      "wir haben [^.\\n]{0,30}?(?:mehrere|einige|zahlreiche|viele|vermehrt|wiederholt|gefälschte|verdächtige|betrügerische|solche|seltsame|merkwürdige) (?:\\p{L}+ ){0,2}?(?:e-?mails|nachrichten|mails|anrufe|versuche|zuschriften|sms)",
      "(?:tauchen|tauchten|häufen sich|finden sich|landen) (?:immer wieder |vermehrt |zunehmend |derzeit )?(?:in|im|bei) (?:kontaktformular\\p{L}*|bewertungen|rezensionen|formularen)",
      "(?:in|im) (?:kontaktformular\\p{L}*|bewertungen|rezensionen|formularen) (?:tauchen|tauchten|finden sich|häufen sich|landen)",
      "erreichen uns (?:derzeit |aktuell |vermehrt |immer wieder ){1,2}(?:e-?mails|nachrichten|anrufe|betrugs\\p{L}*|gefälschte)",
    ),
    example: alt(
      `(?:zum beispiel|beispielsweise|wie etwa|z\\. ?b\\.)[:,]? ${Q}`,
      `(?:sätze|formulierungen|anweisungen|texte|textzeilen|nachrichten|wendungen|aufforderungen|befehle|phrasen)(?: \\p{L}+){0,2}? (?:wie|à la)[:,]? ${Q}`,
      "als warnung (?:zitiert|wiedergegeben|abgedruckt)|(?:zitiert|wiedergegeben|abgedruckt) (?:als|zur) (?:warnung|abschreckung|veranschaulichung)",
    ),
    warn: alt(
      "(?:datenschützer\\p{L}*|datenschutzbeauftragte\\p{L}*|experten|expertinnen|fachleute|polizei|verbraucherschützer\\p{L}*|verbraucherzentrale\\p{L}*|behörden|sicherheitsforscher\\p{L}*|das bsi|die bafin|banken) (?:warnen|warnt|warnten)",
      "(?:warnen|warnt|warnung|warnhinweis|warnungen) vor (?:\\p{L}+ ){0,2}?(?:e-?mails|nachrichten|betrug\\p{L}*|betrüger\\p{L}*|anrufen|gefälscht\\p{L}*|angriff\\p{L}*|links)",
      "(?:vorsicht|achtung) (?:vor|bei) (?:\\p{L}+ ){0,2}?(?:e-?mails|nachrichten|anrufen|links|anhängen|betrug\\p{L}*|betrüger\\p{L}*|gefälscht\\p{L}*|sms)",
      "seien sie (?:wachsam|misstrauisch|auf der hut)|bleiben sie (?:wachsam|misstrauisch)|seid (?:wachsam|misstrauisch)",
    ),
    disown: alt(
      "(?:kommen|kommt|stammen|stammt|kamen|kam) (?:vom absender|von dem absender|von betrügern|nicht von uns|nicht aus unserem haus|nicht von der praxis|nicht von unserer?)",
      "nicht von uns (?:versandt|verschickt|gesendet|versendet|geschrieben)",
      "(?:ist|sind|war|waren) (?:gefälscht|nicht echt|eine fälschung|fälschungen|nicht von uns)",
    ),
    noAct: alt(
      "(?:darf|dürfen|soll|sollen|sollte|wird|werden) (?:sie|diese|solche|der assistent|die ki)(?: \\p{L}+){0,2}? (?:nicht|nie|niemals|keinesfalls) (?:ausführen|befolgen|umsetzen|ausgeführt|befolgt|umgesetzt)",
      "(?:anweisungen|befehle|aufforderungen) (?:\\p{L}+ ){0,5}?(?:nie|niemals|nicht|keinesfalls) (?:ausführen|befolgen|folgen|umsetzen)",
      "(?:befolgen|folgen) sie (?:solchen|diesen|keinen|niemals|nie) (?:anweisungen|aufforderungen|befehlen)",
    ),
    attack:
      "betrug\\p{L}*|betrüger\\p{L}*|angreifer\\p{L}*|gefälscht\\p{L}*|fälschung\\p{L}*|verdächtige (?:e-?mails?|nachrichten|mails?|anhänge|links)|cyberkriminell\\p{L}*|schadsoftware|abzocke\\p{L}*",
  },
  fr: {
    seen: alt(
      "nous avons (?:reçu|constaté|repéré|détecté|bloqué|observé|intercepté|identifié) (?:\\p{L}+ ){0,3}?(?:plusieurs|de nombreux|de nombreuses|des dizaines de|quelques|beaucoup de|de faux|de fausses)(?: \\p{L}+){0,2}? (?:e-?mails|courriels|messages|mails|appels|tentatives|sms)",
      "(?:apparaissent|reviennent|circulent|se multiplient) (?:\\p{L}+ ){0,2}?(?:dans|via) (?:les |nos |des )?(?:formulaires? de contact|avis|commentaires)",
      "(?:recrudescence|vague) d(?:e |')(?:\\p{L}+ ){0,2}?(?:e-?mails|courriels|messages|tentatives|appels)",
    ),
    example: alt(
      `(?:par exemple|tels? que|telles? que|du type|du genre)[:,]? ${Q}`,
      "(?:phrases?|formulations?|instructions?|consignes|textes?|messages?|mentions?) (?:comme|telles? que|tels? que|du type|du genre)",
      "(?:cités?|citées?|reproduite?s?) (?:à titre d'|en |comme )(?:avertissement|exemple)",
    ),
    warn: alt(
      "(?:la cnil|les experts|la police|la gendarmerie|les autorités|l'anssi|les banques|les spécialistes|les chercheurs|cybermalveillance\\p{L}*) (?:met(?:tent)? en garde|alerte(?:nt)?|avertit|avertissent|préviennent)",
      "(?:mise en garde|alerte|attention) (?:contre|aux|à) (?:les |des )?(?:faux|fausses|e-?mails|courriels|messages|arnaques?|tentatives|liens|escrocs?)",
      "restez vigilant\\p{L}*|soyez prudent\\p{L}* (?:avec|face)",
    ),
    disown: alt(
      "(?:viennent|vient|proviennent|provient|émanent|émane) (?:de l'expéditeur|de l'escroc|des escrocs|pas de nous|pas de notre|pas du cabinet|pas de la société)",
      "(?:ne vient|ne viennent|ne provient|ne proviennent|n'émane|n'émanent) (?:pas|jamais) (?:de nous|de notre|du cabinet|de la société|de nos services)",
      "(?:n'a|n'ont) pas été (?:envoyée?s?|émise?s?) par nous",
      "(?:est|sont|c'est) (?:un faux|une fausse|de faux|une arnaque|une tentative d'\\p{L}+)",
    ),
    noAct: alt(
      "ne (?:les |leur )?(?:suivez|exécutez|appliquez|obéissez) (?:pas|jamais)",
      "ne (?:doit|doivent|devez|devra) (?:pas|jamais|en aucun cas) (?:les |leur )?(?:exécuter|suivre|appliquer|obéir)",
      "(?:ne jamais|ne pas) (?:suivre|exécuter|appliquer) (?:les |des |ces |de telles )?(?:instructions|consignes)",
    ),
    attack:
      "escroc\\p{L}*|fraudeur\\p{L}*|hameçonnage|pirates? informatiques?|cybercriminel\\p{L}*|faux (?:e-?mails?|courriels?|messages?|sites?|conseillers?)|fausses? (?:factures?|pages?)|(?:e-?mails?|courriels?|messages?) suspects?",
  },
  es: {
    seen: alt(
      "(?:hemos|he) (?:recibido|detectado|visto|bloqueado|identificado|interceptado) (?:\\p{L}+ ){0,3}?(?:varios|varias|numerosos|numerosas|muchos|muchas|algunos|algunas|nuevos) (?:\\p{L}+ ){0,2}?(?:correos|e-?mails|mensajes|llamadas|intentos|sms)",
      "(?:aparecen|siguen apareciendo|circulan) (?:\\p{L}+ ){0,2}?(?:en|a través de) (?:los |las |nuestros |nuestras )?(?:formularios? de contacto|reseñas|opiniones|comentarios)",
      "(?:oleada|aumento|ola) de (?:\\p{L}+ ){0,2}?(?:correos|mensajes|intentos|llamadas)",
    ),
    example: alt(
      `(?:por ejemplo|tales? como|del tipo)[:,]? ${Q}`,
      "(?:frases|expresiones|instrucciones|textos|mensajes|órdenes) (?:como|del tipo|tales? como)",
      "(?:citad|reproducid)[oa]s? (?:como|a modo de) (?:advertencia|ejemplo|aviso)",
      "ejemplos? de (?:\\p{L}+ ){0,2}?(?:mensajes|correos|frases|intentos|estafas?|fraudes?)",
    ),
    warn: alt(
      "(?:los expertos|la policía|la guardia civil|las autoridades|los bancos|el incibe|los especialistas|la aepd|la ocu)(?: \\p{L}+){0,2}? (?:advierten|alertan|avisan|previenen)",
      "(?:alerta|aviso|advertencia|cuidado|ojo) (?:con|ante|sobre) (?:los |las |este |estos |un |una )?(?:correos|mensajes|e-?mails|llamadas|estafas?|fraudes?|enlaces|falsos|falsas|intentos|sms)",
      "(?:esté|estén|permanezca) (?:alerta|atentos?)|manténgase alerta",
    ),
    disown: alt(
      "(?:vienen|viene|proceden|procede|provienen|proviene) (?:del remitente|de los estafadores|del estafador)",
      "no (?:vienen|viene|proceden|procede|provienen|proviene|son|es) (?:de nosotros|de nuestra|de la clínica|de la empresa|del despacho)",
      "(?:es|son) (?:un correo falso|un mensaje falso|mensajes falsos|correos falsos|una estafa|un fraude|un intento de)",
    ),
    noAct: alt(
      "no (?:las|los) (?:siga|sigas|sigan|ejecute|ejecutes|ejecuten|obedezca|cumpla)",
      "(?:no|nunca|jamás) (?:siga|sigas|sigan|ejecute|ejecuten|obedezca|cumpla|haga caso a) (?:las |estas |esas |dichas |tales )?(?:instrucciones|órdenes|indicaciones)",
      "no (?:debe|deben|puede|podrá) (?:ejecutar|seguir|obedecer|cumplir)(?:las|los)(?![\\p{L}])",
    ),
    attack:
      "estafador\\p{L}*|fraude\\p{L}*|ciberdelincuente\\p{L}*|(?:correos?|mensajes?|e-?mails?) (?:sospechos\\p{L}*|falsos?|fraudulentos?)|suplantación de identidad",
  },
  it: {
    seen: alt(
      "abbiamo (?:ricevuto|rilevato|visto|bloccato|intercettato|individuato) (?:\\p{L}+ ){0,3}?(?:diversi|diverse|numerosi|numerose|molti|molte|alcuni|alcune|varie|vari|nuovi|nuove) (?:\\p{L}+ ){0,2}?(?:e-?mail|mail|messaggi|chiamate|tentativi|sms)",
      "(?:compaiono|continuano a comparire|circolano) (?:\\p{L}+ ){0,2}?(?:nei|nelle|tramite i|tramite le) (?:moduli di contatto|recensioni|commenti)",
      "(?:ondata|aumento) di (?:\\p{L}+ ){0,2}?(?:e-?mail|mail|messaggi|tentativi|chiamate)",
    ),
    example: alt(
      `(?:ad esempio|per esempio|del tipo)[:,]? ${Q}`,
      "(?:frasi|espressioni|istruzioni|testi|messaggi|formule) (?:come|del tipo|quali)",
      "(?:citat|riportat)[ie] (?:come|a titolo di) (?:avvertimento|esempio|monito)",
      "esempi di (?:\\p{L}+ ){0,2}?(?:messaggi|e-?mail|frasi|tentativi|truffe)",
    ),
    warn: alt(
      "(?:gli esperti|la polizia postale|la polizia|il garante(?: della privacy)?|le autorità|le banche|i ricercatori)(?: \\p{L}+){0,2}? (?:avvertono|mettono in guardia|lanciano l'allarme|avvisano)",
      "(?:attenzione|occhio|allerta) (?:a|alle|ai|agli) (?:e-?mail|mail|messaggi|chiamate|truffe|falsi|false|link|tentativi|sms)",
      "state all'erta|siate vigili|diffidate d\\p{L}*",
    ),
    disown: alt(
      "(?:vengono|viene|provengono|proviene) dal(?:l')? ?mittente",
      "non (?:vengono|viene|provengono|proviene|sono|è) (?:da noi|dal nostro|dalla nostra|dallo studio|dall'azienda)",
      "(?:è|sono) (?:un falso|una truffa|un tentativo di)",
    ),
    noAct: alt(
      "non (?:le|li|la|lo) (?:seguite|seguire|esegua|eseguite|eseguire|applicate|segua)",
      "(?:non|mai) (?:seguire|eseguire|seguite|eseguite|obbedire a) (?:le |queste |tali )?istruzioni",
      "non (?:deve|devono|può) (?:eseguirl[eia]|seguirl[eia]|eseguire (?:tali|queste|le) istruzioni)",
    ),
    attack:
      "truffator\\p{L}*|malintenzionat\\p{L}*|criminali informatici|cybercriminali|(?:e-?mail|mail|messaggi) (?:sospett\\p{L}*|fals\\p{L}*|fraudolent\\p{L}*)|(?:siti|pagine) fasull\\p{L}*",
  },
  pt: {
    seen: alt(
      "(?:recebemos|temos recebido|detetámos|detectamos|bloqueamos|identificamos) (?:\\p{L}+ ){0,3}?(?:vários|várias|diversos|diversas|muitos|muitas|alguns|algumas|novos|novas) (?:\\p{L}+ ){0,2}?(?:e-?mails|mensagens|chamadas|ligações|tentativas|sms)",
      "(?:aparecem|continuam a aparecer|continuam aparecendo|circulam) (?:\\p{L}+ ){0,2}?(?:nos|nas|em) (?:formulários? de conta(?:c)?to|avaliações|comentários)",
      "(?:onda|aumento) de (?:\\p{L}+ ){0,2}?(?:e-?mails|mensagens|tentativas|golpes)",
    ),
    example: alt(
      `(?:por exemplo|tais como|do tipo)[:,]? ${Q}`,
      "(?:frases|expressões|instruções|textos|mensagens) (?:como|do tipo|tais como)",
      "(?:citad|reproduzid)[oa]s? (?:como|a título de) (?:aviso|alerta|exemplo)",
      "exemplos de (?:\\p{L}+ ){0,2}?(?:mensagens|e-?mails|frases|tentativas|golpes)",
    ),
    warn: alt(
      "(?:os especialistas|a polícia|as autoridades|os bancos|a anpd|a cnpd|os pesquisadores|os investigadores)(?: \\p{L}+){0,2}? (?:alertam|advertem|avisam)",
      "(?:alerta|cuidado|atenção) (?:com|contra|aos|às) (?:os |as |este |estes )?(?:e-?mails|mensagens|golpes?|chamadas|ligações|links|falsos|falsas|tentativas|sms)",
      "(?:fique|fiquem|esteja|estejam) (?:atentos?|alerta|vigilantes?)|desconfie d\\p{L}*",
    ),
    disown: alt(
      "(?:vêm|vem|provêm|provém) do remetente",
      "não (?:vêm|vem|provêm|provém|são|é) (?:de nós|da nossa|do nosso|da clínica|da empresa|do consultório)",
      "não (?:foi|foram) (?:enviad[oa]s?) por nós",
      "(?:é|são) (?:um golpe|uma fraude|uma tentativa de)",
    ),
    noAct: alt(
      "não (?:as|os) (?:siga|sigam|execute|executem|cumpra|obedeça)",
      "(?:não|nunca) (?:siga|sigam|execute|executem|obedeça|cumpra) (?:as |estas |essas |tais )?(?:instruções|ordens)",
      "não (?:deve|devem|pode) (?:executá-las|segui-las|cumpri-las|executar (?:essas|estas|tais|as) instruções)",
    ),
    attack:
      "golpista\\p{L}*|fraudador\\p{L}*|burlões|burladores|cibercriminosos|atacantes?|(?:e-?mails?|mensagens?) (?:suspeit\\p{L}*|fals\\p{L}*|fraudulent\\p{L}*)",
  },
  nl: {
    seen: alt(
      "(?:we|wij) hebben (?:\\p{L}+ ){0,4}?(?:meerdere|verschillende|diverse|veel|enkele|valse|verdachte|vreemde) (?:\\p{L}+ ){0,2}?(?:e-?mails|mails|berichten|telefoontjes|pogingen|sms'?jes)",
      "(?:duiken|verschijnen) (?:\\p{L}+ ){0,3}?(?:op )?in (?:contactformulieren|reviews|recensies|beoordelingen)",
      "in (?:contactformulieren|reviews|recensies|beoordelingen) (?:duiken|verschijnen)",
      "(?:golf|toename) (?:van|aan) (?:\\p{L}+ ){0,2}?(?:e-?mails|berichten|pogingen|phishingmails)",
    ),
    example: alt(
      `(?:bijvoorbeeld|zoals|bijv\\.)[:,]? ${Q}`,
      "(?:zinnen|zinsneden|formuleringen|instructies|teksten|berichten|opdrachten) (?:als|zoals)",
      "(?:geciteerd|aangehaald|weergegeven) (?:als|ter) (?:waarschuwing|voorbeeld|illustratie)",
    ),
    warn: alt(
      "(?:experts|de politie|deskundigen|de autoriteit persoonsgegevens|banken|de consumentenbond|onderzoekers|de fraudehelpdesk) (?:waarschuwen|waarschuwt)",
      "(?:waarschuwing|waarschuwen|pas op|let op) voor (?:\\p{L}+ ){0,2}?(?:e-?mails|mails|berichten|fraude\\p{L}*|oplichters?|valse|nep\\p{L}*|phishing\\p{L}*|telefoontjes|links)",
      "(?:wees|blijf) (?:alert|waakzaam|op je hoede|op uw hoede)",
    ),
    disown: alt(
      "(?:komen|komt|kwamen|kwam) (?:van de afzender|niet van ons|niet van de praktijk|niet van ons bedrijf|niet bij ons vandaan)",
      "niet door ons (?:verstuurd|verzonden|gestuurd)",
      "(?:is|zijn) (?:nep|vals|niet echt|oplichting)",
    ),
    noAct: alt(
      "(?:voer|volg) (?:ze|deze|zulke|die)(?: \\p{L}+){0,2}? (?:niet|nooit)",
      "(?:mag|mogen|zal|moet) (?:ze|deze|zulke \\p{L}+) (?:nooit|niet) (?:uitvoeren|opvolgen|volgen)",
      "(?:voer|volg) (?:nooit|geen) (?:instructies|opdrachten)",
    ),
    attack:
      "oplicht\\p{L}*|fraudeur\\p{L}*|aanvaller\\p{L}*|nep(?:mail|bericht|factuur|site)\\p{L}*|valse (?:e-?mails?|berichten|facturen|mails?)|cybercrimineel\\p{L}*|cybercriminelen",
  },
  sv: {
    seen: alt(
      "vi har (?:\\p{L}+ ){0,4}?(?:fått|tagit emot|sett|upptäckt|blockerat|stoppat) (?:\\p{L}+ ){0,2}?(?:flera|många|ett antal|några|falska|misstänkta) (?:\\p{L}+ ){0,2}?(?:mejl|e-?post|e-?mail|meddelanden|samtal|försök|sms)",
      "(?:dyker|dök) (?:\\p{L}+ ){0,3}?upp i (?:kontaktformulär\\p{L}*|recensioner|omdömen)",
      "i (?:kontaktformulär\\p{L}*|recensioner|omdömen) (?:dyker|dök) (?:det )?upp",
    ),
    example: alt(
      `(?:till exempel|t\\.ex\\.|såsom)[:,]? ${Q}`,
      "(?:meningar|fraser|formuleringar|instruktioner|texter|meddelanden|uppmaningar) (?:såsom|i stil med|som till exempel)",
      "(?:citerade?|återgivna?) (?:som|i) (?:varning|exempel|varnande syfte)",
    ),
    warn: alt(
      "(?:polisen|experter|imy|bankerna|myndigheter|forskare|konsumentverket) (?:varnar)",
      "varn\\p{L}* (?:för|om) (?:\\p{L}+ ){0,2}?(?:mejl|e-?post|meddelanden|bedrägeri\\p{L}*|bedragare|falska|sms|samtal|länkar|nätfiske)",
      "(?:var|vara) (?:vaksam|vaksamma|på din vakt|på er vakt)",
    ),
    disown: alt(
      "(?:kommer|kom) (?:från avsändaren|inte från oss|inte från kliniken|inte från företaget|inte från mottagningen)",
      "(?:är|var) (?:falska?|förfalskade?|inte äkta|ett bedrägeri|inte från oss)",
      "inte (?:skickat|skickats) av oss",
    ),
    noAct: alt(
      "(?:följ|utför|verkställ) (?:dem|dessa|sådana)(?: \\p{L}+){0,2}? (?:inte|aldrig)",
      "(?:följ|utför) (?:aldrig|inte) (?:instruktioner|uppmaningar|dessa|sådana)",
      "(?:får|ska|bör) (?:aldrig|inte) (?:utföra|följa|verkställa) (?:dem|dessa|sådana|instruktioner)",
    ),
    attack:
      "bedragar\\p{L}*|nätfiske|angripare\\p{L}*|(?:falska|misstänkta) (?:mejl|e-?post|meddelanden|sms|fakturor|länkar)|cyberkriminell\\p{L}*",
  },
  pl: {
    seen: alt(
      "(?:otrzymaliśmy|dostaliśmy|odnotowaliśmy|zablokowaliśmy|wykryliśmy|zauważyliśmy) (?:\\p{L}+ ){0,3}?(?:kilka|wiele|liczne|kolejne|fałszywe|podejrzane|coraz więcej) (?:\\p{L}+ ){0,2}?(?:e-?maili|maili|wiadomości|telefonów|prób|sms)",
      "(?:pojawiają się|pojawiały się) (?:\\p{L}+ ){0,2}?(?:w|we) (?:formularzach kontaktowych|opiniach|recenzjach|komentarzach)",
      "(?:fala|wysyp|plaga) (?:\\p{L}+ ){0,2}?(?:e-?maili|maili|wiadomości|oszustw|prób)",
    ),
    example: alt(
      `(?:na przykład|np\\.|przykładowo)[:,]? ${Q}`,
      "(?:zdania|zdań|frazy|sformułowania|polecenia|instrukcje|teksty|komunikaty|wiadomości) (?:typu|w stylu|takie jak)",
      "(?:cytowane|cytujemy|przytaczamy) (?:\\p{L}+ ){0,2}?(?:jako|ku) (?:ostrzeżenie|przestrodze|przykład)",
    ),
    warn: alt(
      "(?:eksperci|policja|uodo|cert polska|banki|specjaliści|knf)(?: \\p{L}+){0,2}? (?:ostrzegają|ostrzega|przestrzegają)",
      "(?:uwaga|uważaj|uważajcie|ostrzegamy przed|ostrzeżenie przed) (?:na )?(?:\\p{L}+ ){0,2}?(?:e-?maile|maile|wiadomości|oszust\\p{L}*|fałszyw\\p{L}*|sms|linki|telefony)",
      "zachowaj(?:cie)? czujność|bądź(?:cie)? czujn\\p{L}*",
    ),
    disown: alt(
      "(?:pochodzą|pochodzi) (?:od nadawcy|od oszustów|nie od nas|nie z naszej|nie z gabinetu)",
      "nie (?:pochodzą|pochodzi|są|jest) (?:od nas|z naszej|z naszego|z gabinetu|z firmy)",
      "nie (?:wysłaliśmy|wysyłaliśmy) (?:tej|tych|tego|takich)",
      "(?:jest|są|to) (?:fałszyw\\p{L}*|oszustwo|podróbka)",
    ),
    noAct: alt(
      "nie (?:wykonuj|wykonujcie|stosuj|stosujcie|słuchaj) (?:ich|tych|takich|poleceń|instrukcji)",
      "(?:nie może|nie wolno|nie powinien|nie powinna|nigdy nie) (?:\\p{L}+ ){0,2}?(?:ich )?(?:wykonywać|wykonać|stosować|realizować)",
    ),
    attack:
      "oszuści|oszust\\p{L}*|przestępc\\p{L}*|atakując\\p{L}*|cyberprzestępc\\p{L}*|(?:fałszyw|podejrzan)\\p{L}* (?:e-?mail\\p{L}*|mail\\p{L}*|wiadomości|sms\\p{L}*|faktur\\p{L}*|link\\p{L}*)",
  },
  cs: {
    seen: alt(
      "(?:obdrželi jsme|dostali jsme|zaznamenali jsme|zachytili jsme|zablokovali jsme|evidujeme|zaznamenáváme) (?:\\p{L}+ ){0,3}?(?:několik|řadu|mnoho|další|podvodn\\p{L}*|podezřel\\p{L}*|falešn\\p{L}*) (?:\\p{L}+ ){0,2}?(?:e-?mail\\p{L}*|zpráv\\p{L}*|hovor\\p{L}*|pokus\\p{L}*|sms)",
      "(?:objevují se|se objevují) (?:\\p{L}+ ){0,2}?(?:v|ve) (?:kontaktních formulářích|recenzích|hodnoceních|komentářích)",
    ),
    example: alt(
      `(?:například|např\\.)[:,]? ${Q}`,
      "(?:věty|fráze|formulace|pokyny|instrukce|texty|zprávy) (?:typu|jako např|jako například|ve stylu)",
      "(?:citujeme|uvádíme|citované|uvedené) (?:\\p{L}+ ){0,2}?(?:jako|pro) (?:varování|výstrahu|příklad)",
    ),
    warn: alt(
      "(?:odborníci|experti|policie|banky|núkib)(?: \\p{L}+){0,2}? (?:varují|varuje|upozorňují)",
      "(?:pozor|varování|varujeme) (?:na|před) (?:\\p{L}+ ){0,2}?(?:e-?mail\\p{L}*|zpráv\\p{L}*|podvod\\p{L}*|falešn\\p{L}*|sms|odkaz\\p{L}*)",
      "(?:buďte|buď|zůstaňte) (?:ostražit\\p{L}*|obezřetn\\p{L}*|na pozoru)",
    ),
    disown: alt(
      "(?:pocházejí|pochází|přicházejí|přichází) (?:od odesílatele|od podvodníků|ne od nás)",
      "(?:nepocházejí|nepochází|nejsou|není) (?:od nás|z naší|z ordinace|z firmy)",
      "(?:neposlali|neodeslali) jsme (?:je|ji|ho|tyto|takové)",
      "(?:jde o|je to|jsou) (?:podvrh|podvod|falešn\\p{L}*)",
    ),
    noAct: alt(
      "(?:neprovádějte|neplňte|neřiďte se|neposlouchejte) (?:je|jimi|tyto|takové|pokyn\\p{L}*|instrukc\\p{L}*)",
      "(?:je|tyto pokyny|takové pokyny) (?:nesmí|nemá|nebude) (?:nikdy )?(?:provádět|vykonat|provést|plnit|splnit)",
      "(?:nesmí|nemá) (?:je|tyto|takové) (?:provádět|vykonat|provést|plnit|splnit)",
    ),
    attack:
      "podvodní[kc]\\p{L}*|útočník\\p{L}*|kyberzločin\\p{L}*|(?:podezřel|falešn|podvodn)\\p{L}* (?:e-?mail\\p{L}*|zpráv\\p{L}*|sms|faktur\\p{L}*)",
  },
  ru: {
    seen: alt(
      "(?:мы )?(?:получили|получаем|заметили|зафиксировали|заблокировали|обнаружили) (?:\\p{L}+ ){0,3}?(?:несколько|много|множество|ряд|поддельн\\p{L}*|подозрительн\\p{L}*|мошенническ\\p{L}*|всё больше|все больше) (?:\\p{L}+ ){0,2}?(?:писем|письма|сообщений|звонков|попыток|смс)",
      "(?:появляются|встречаются|попадаются) (?:\\p{L}+ ){0,2}?(?:в|во) (?:формах обратной связи|контактных формах|отзывах|комментариях)",
    ),
    example: alt(
      `(?:например|типа|вроде)[:,]? ${Q}`,
      "(?:фразы|фраз|формулировки|инструкции|указания|тексты|сообщения|команды) (?:типа|вроде|наподобие|такие как|вида)",
      "(?:цитируем|приводим|приведены|цитируются) (?:\\p{L}+ ){0,2}?(?:как|в качестве|для) (?:предупреждени\\p{L}*|пример\\p{L}*)",
      "пример(?:ы)? (?:таких|подобных|мошеннических|поддельных|фишинговых) (?:писем|сообщений|фраз)",
    ),
    warn: alt(
      "(?:эксперты|полиция|мвд|роскомнадзор|банки|специалисты|исследователи|регуляторы)(?: \\p{L}+){0,2}? (?:предупреждают|предостерегают)",
      "(?:осторожно|внимание|берегитесь|остерегайтесь)[:,!]? (?:\\p{L}+ ){0,2}?(?:мошенни\\p{L}*|поддельн\\p{L}*|фишинг\\p{L}*|писем|письма|сообщени\\p{L}*|звонк\\p{L}*|ссылок|смс)",
      "(?:будьте|будь|оставайтесь) (?:бдительн\\p{L}*|начеку)",
    ),
    disown: alt(
      "(?:исходят|приходят|пришли) от (?:отправителя|мошенников)",
      "(?:это|они|письмо|сообщение|письма|сообщения)(?: \\p{L}+)? не от нас",
      "(?:является|являются|это) (?:подделк\\p{L}*|фейк\\p{L}*|мошенничеств\\p{L}*)",
    ),
    noAct: alt(
      "не (?:выполняйте|исполняйте|следуйте) (?:их|эти|такие|им|этим|таким|указани\\p{L}*|инструкци\\p{L}*|команд\\p{L}*)",
      "(?:не должен|не должна|не может|не будет|нельзя) (?:\\p{L}+ )?их (?:выполнять|исполнять|выполнить)",
      "никогда не (?:выполняйте|следуйте|выполняет)",
    ),
    attack:
      "поддельн\\p{L}* (?:письм\\p{L}*|сообщени\\p{L}*|сайт\\p{L}*|сч[её]т\\p{L}*)|аферист\\p{L}*|киберпреступник\\p{L}*|хакер\\p{L}*",
  },
  uk: {
    seen: alt(
      "(?:ми )?(?:отримали|отримуємо|помітили|зафіксували|заблокували|виявили) (?:\\p{L}+ ){0,3}?(?:кілька|багато|низку|підроблен\\p{L}*|підозріл\\p{L}*|шахрайськ\\p{L}*|дедалі більше|все більше) (?:\\p{L}+ ){0,2}?(?:листів|листи|повідомлень|дзвінків|спроб|смс)",
      "(?:з'являються|з’являються|трапляються) (?:\\p{L}+ ){0,2}?(?:у|в) (?:формах зворотного зв\\p{L}*|контактних формах|відгуках|коментарях)",
    ),
    example: alt(
      `(?:наприклад|типу)[:,]? ${Q}`,
      "(?:фрази|фраз|формулювання|інструкції|вказівки|тексти|повідомлення|команди) (?:типу|на кшталт|такі як)",
      "(?:цитуємо|наводимо|наведено) (?:\\p{L}+ ){0,2}?(?:як|для) (?:попередженн\\p{L}*|приклад\\p{L}*)",
      "приклади? (?:таких|подібних|шахрайських|підроблених|фішингових) (?:листів|повідомлень|фраз)",
    ),
    warn: alt(
      "(?:експерти|поліція|кіберполіція|банки|фахівці|дослідники|нбу)(?: \\p{L}+){0,2}? (?:попереджають|застерігають)",
      "(?:обережно|увага|остерігайтеся|стережіться)[:,!]? (?:\\p{L}+ ){0,2}?(?:шахра\\p{L}*|підроблен\\p{L}*|фішинг\\p{L}*|листів|листи|повідомлен\\p{L}*|дзвінк\\p{L}*|посилань|смс)",
      "(?:будьте|будь) (?:пильн\\p{L}*|насторожі)",
    ),
    disown: alt(
      "(?:надходять|надійшли|походять) від (?:відправника|шахраїв)",
      "(?:це|вони|лист|повідомлення|листи)(?: \\p{L}+)? не від нас",
      "(?:це|є) (?:підробк\\p{L}*|фейк\\p{L}*|шахрайств\\p{L}*)",
    ),
    noAct: alt(
      "не (?:виконуйте|дотримуйтесь|дотримуйтеся) (?:їх|ці|такі|вказів\\p{L}*|інструкці\\p{L}*|команд\\p{L}*)",
      "(?:не повинен|не повинна|не може|не буде|не можна) (?:\\p{L}+ )?їх (?:виконувати|виконати)",
      "ніколи не (?:виконуйте|виконує|дотримуйтесь)",
    ),
    attack:
      "зловмисник\\p{L}*|кіберзлочин\\p{L}*|підроблен\\p{L}* (?:лист\\p{L}*|повідомлен\\p{L}*|сайт\\p{L}*|рахун\\p{L}*)|ошуканц\\p{L}*",
  },
  el: {
    seen: alt(
      "(?:λάβαμε|έχουμε λάβει|εντοπίσαμε|μπλοκάραμε|παρατηρήσαμε) (?:\\p{L}+ ){0,3}?(?:αρκετά|πολλά|πολλές|μερικά|μερικές|ψεύτικ\\p{L}*|ύποπτ\\p{L}*) (?:\\p{L}+ ){0,2}?(?:e-?mails?|email|μηνύματα|μηνυμάτων|κλήσεις|απόπειρες|προσπάθειες|sms)",
      "εμφανίζονται (?:\\p{L}+ ){0,2}?(?:σε|στις|στα) (?:φόρμες επικοινωνίας|κριτικές|σχόλια)",
    ),
    example: alt(
      `(?:για παράδειγμα|π\\.χ\\.)[:,]? ${Q}`,
      "(?:φράσεις|διατυπώσεις|οδηγίες|εντολές|κείμενα|μηνύματα) (?:όπως|τύπου|του τύπου)",
      "(?:παρατίθενται|παραθέτουμε) (?:\\p{L}+ ){0,2}?(?:ως|για) (?:προειδοποίηση|παράδειγμα)",
    ),
    warn: alt(
      "(?:οι ειδικοί|η αστυνομία|η δίωξη ηλεκτρονικού εγκλήματος|οι τράπεζες|η αρχή προστασίας δεδομένων|οι ερευνητές|οι αρχές)(?: \\p{L}+){0,2}? (?:προειδοποιούν|προειδοποιεί)",
      "(?:προσοχή|προσέξτε|προειδοποίηση) (?:σε|στα|στις|για) (?:\\p{L}+ ){0,2}?(?:e-?mails?|μηνύματα|απάτ\\p{L}*|ψεύτικ\\p{L}*|συνδέσμους|κλήσεις|sms)",
      "(?:να είστε|μείνετε|παραμείνετε) (?:σε επαγρύπνηση|επιφυλακτικοί)",
    ),
    disown: alt(
      "(?:προέρχονται|προέρχεται) (?:από τον αποστολέα|από απατεώνες)",
      "δεν (?:προέρχονται|προέρχεται|είναι|στάλθηκε|στάλθηκαν) (?:από εμάς|από την εταιρεία|από το ιατρείο)",
      "(?:είναι|πρόκειται για) (?:ψεύτικ\\p{L}*|απάτη|πλαστ\\p{L}*)",
    ),
    noAct: alt(
      "(?:μην|μη) (?:τις|τα|τους) (?:εκτελείτε|εκτελέσετε|ακολουθείτε|ακολουθήσετε)",
      "(?:μην|μη|ποτέ μην) (?:εκτελείτε|εκτελέσετε|ακολουθείτε|ακολουθήσετε) (?:τις |τέτοιες |αυτές τις )?(?:οδηγίες|εντολές)",
      "δεν (?:πρέπει|επιτρέπεται) να (?:τις|τα|τους) (?:εκτελέσει|εκτελεί|ακολουθήσει|ακολουθεί)",
    ),
    attack:
      "απατεών\\p{L}*|επιτιθέμεν\\p{L}*|κυβερνοεγκλημ\\p{L}*|(?:ψεύτικ|ύποπτ|πλαστ)\\p{L}* (?:e-?mails?|μηνύματ\\p{L}*|τιμολόγι\\p{L}*|σελίδ\\p{L}*|ιστοσελίδ\\p{L}*)",
  },
  tr: {
    seen: alt(
      "(?:birçok|birkaç|çok sayıda|bazı|sahte|şüpheli) (?:\\p{L}+ ){0,2}?(?:e-?posta|mail|mesaj|arama|deneme|sms)\\p{L}* (?:aldık|gördük|tespit ettik|engelledik|yakaladık|alıyoruz)",
      "(?:iletişim formlarında|yorumlarda|değerlendirmelerde) (?:\\p{L}+ ){0,3}?(?:çıkıyor|görünüyor|karşımıza çıkıyor|yer alıyor)",
    ),
    example: alt(
      `(?:örneğin|mesela)[:,]? ${Q}`,
      "gibi (?:cümleler|ifadeler|talimatlar|mesajlar|metinler|sözler)",
      "(?:uyarı|örnek) (?:amacıyla|olarak) (?:alıntılanmıştır|aktarıyoruz|paylaşıyoruz|veriyoruz)",
    ),
    warn: alt(
      "(?:uzmanlar|polis|emniyet|bankalar|kvkk|btk|yetkililer|araştırmacılar)(?: \\p{L}+){0,4}? (?:uyarıyor|uyardı|uyarıyorlar)",
      "(?:dikkat|uyarı)[:,!]? (?:\\p{L}+ ){0,2}?(?:sahte|dolandırıcı\\p{L}*|e-?posta\\p{L}*|mesaj\\p{L}*|oltalama|bağlantı\\p{L}*|sms)",
      "(?:tetikte|uyanık) (?:olun|olalım|olunuz)",
    ),
    disown: alt(
      "(?:gönderenden|göndericiden|dolandırıcılardan) (?:geliyor|gelmektedir|geliyorlar)",
      "bizden (?:gelmiyor|gelmedi|gelmemektedir|gönderilmedi)",
      "tarafımızdan gönderilmedi|sahtedir",
    ),
    noAct: alt(
      "(?:bunları|bu talimatları|talimatları|bu komutları|onları) (?:asla |kesinlikle )?(?:uygulamayın|uygulamamalı\\p{L}*|yerine getirmeyin|yerine getirmemeli\\p{L}*|takip etmeyin)",
      "(?:e-?postalardaki|maillerdeki|mesajlardaki) talimatları (?:asla )?(?:uygulamayın|takip etmeyin)",
    ),
    attack: "saldırgan\\p{L}*|siber suçlu\\p{L}*|(?:sahte|şüpheli) (?:e-?posta|mail|mesaj|fatura|site)\\p{L}*",
  },
  id: {
    seen: alt(
      "kami (?:telah |sudah |baru )?(?:menerima|mendapati|menemukan|memblokir|mendeteksi) (?:\\p{L}+ ){0,3}?(?:beberapa|banyak|sejumlah|berbagai|puluhan) (?:\\p{L}+ ){0,2}?(?:e-?mail|surel|pesan|panggilan|percobaan|upaya|sms)",
      "(?:muncul|bermunculan|ditemukan) (?:\\p{L}+ ){0,2}?(?:di|dalam) (?:formulir kontak|ulasan|kolom komentar)",
    ),
    example: alt(
      `(?:misalnya|contohnya|seperti)[:,]? ${Q}`,
      "(?:kalimat|frasa|instruksi|perintah)(?: \\p{L}+)? (?:seperti|semacam)",
      "(?:dikutip|kami kutip) (?:di sini )?(?:sebagai|untuk) (?:peringatan|contoh)",
    ),
    warn: alt(
      "(?:para ahli|pakar|polisi|ojk|kominfo|bssn|peneliti)(?: \\p{L}+){0,2}? (?:memperingatkan|mengimbau)",
      "(?:waspada|hati-hati|awas) (?:terhadap|dengan|akan) (?:\\p{L}+ ){0,2}?(?:e-?mail|pesan|penipuan|tautan|link|sms|telepon|modus)",
      "(?:tetap|selalu) waspada",
    ),
    disown: alt(
      "(?:berasal|datang) dari (?:pengirim|penipu)",
      "bukan (?:berasal |datang )?dari (?:kami|klinik|perusahaan|pihak kami)",
      "tidak (?:pernah )?(?:kami kirim|dikirim oleh kami)",
    ),
    noAct: alt(
      "jangan (?:ikuti|jalankan|laksanakan|turuti) (?:instruksi|perintah)",
      "(?:tidak boleh|tak boleh|dilarang) (?:\\p{L}+ )?(?:menjalankan|mengikuti|melaksanakan|menuruti)(?:nya)?",
    ),
    attack: "penipu(?!an)\\p{L}*|peretas|penyerang|(?:e-?mail|pesan) (?:palsu|mencurigakan)",
  },
  vi: {
    seen: alt(
      "chúng tôi (?:đã |vừa )?(?:nhận được|phát hiện|chặn) (?:\\p{L}+ ){0,3}?(?:nhiều|một số|hàng loạt|vài) (?:\\p{L}+ ){0,2}?(?:email|thư|tin nhắn|cuộc gọi|sms)",
      "(?:xuất hiện|liên tục xuất hiện) (?:\\p{L}+ ){0,2}?(?:trong|trên) (?:biểu mẫu liên hệ|các đánh giá|phần bình luận)",
    ),
    example: alt(
      `(?:ví dụ|chẳng hạn|như là)[:,]? ${Q}`,
      "(?:các câu|những câu|cụm từ|câu lệnh|dòng chữ) (?:như|kiểu như|kiểu)",
      "(?:trích dẫn|dẫn ra) (?:\\p{L}+ ){0,2}?(?:để cảnh báo|làm ví dụ)",
    ),
    warn: alt(
      "(?:các chuyên gia|chuyên gia|công an|cảnh sát|ngân hàng|cơ quan chức năng)(?: \\p{L}+){0,2}? cảnh báo",
      "(?:cảnh giác|cẩn thận|coi chừng) (?:với )?(?:\\p{L}+ ){0,2}?(?:email|thư|tin nhắn|lừa đảo|đường link|liên kết|cuộc gọi|giả mạo)",
      "hãy cảnh giác|nâng cao cảnh giác",
    ),
    disown: alt(
      "(?:đến|xuất phát) từ (?:người gửi|kẻ lừa đảo|kẻ gian)",
      "không phải (?:do |từ )?(?:chúng tôi|phòng khám|công ty)",
      "không (?:do|phải do) chúng tôi gửi",
    ),
    noAct: alt(
      "(?:đừng|tuyệt đối không|không bao giờ|không được) (?:làm theo|thực hiện|thực thi|tuân theo|nghe theo) (?:các |những )?(?:chỉ dẫn|hướng dẫn|lệnh|chỉ thị)",
      "không được (?:thực hiện|làm theo) (?:chúng|những điều đó)",
    ),
    attack: "kẻ (?:gian|tấn công|lừa đảo)|tin tặc|(?:email|thư|tin nhắn) (?:giả|đáng ngờ)",
  },
  sw: {
    seen: alt(
      "tumepokea (?:\\p{L}+ ){0,2}?(?:barua pepe|ujumbe|jumbe|simu|majaribio) (?:kadhaa|nyingi|mingi|mengi|bandia|za ulaghai|wa ulaghai|ya ulaghai)",
      "(?:zinajitokeza|yanajitokeza|inajitokeza) (?:\\p{L}+ ){0,2}?(?:kwenye|katika) (?:fomu za mawasiliano|maoni|tathmini)",
    ),
    example: alt(
      `(?:kwa mfano|kama vile|kama)[:,]? ${Q}`,
      "(?:sentensi|maneno|maagizo|maelekezo) kama vile",
      "tumenukuu (?:\\p{L}+ ){0,2}?kama (?:onyo|mfano)",
    ),
    warn: alt(
      "(?:wataalamu|polisi|benki|mamlaka)(?: \\p{L}+){0,2}? (?:wanaonya|inaonya|wameonya|imeonya)",
      "(?:jihadharini|jihadhari|tahadhari|kuweni makini) (?:na )?(?:\\p{L}+ ){0,2}?(?:barua pepe|ujumbe|jumbe|ulaghai|matapeli|viungo)",
    ),
    disown: alt(
      "(?:zinatoka|unatoka|yanatoka|inatoka) kwa (?:mtumaji|matapeli)",
      "(?:hazitoki|hautoki|hayatoki|haitoki) kwetu",
      "(?:ni|ni za|ni wa) (?:bandia|ulaghai)",
    ),
    noAct: alt(
      "(?:usifuate|msifuate|usitekeleze|msitekeleze|kamwe usifuate) (?:maagizo|maelekezo|amri)",
      "(?:hapaswi|haipaswi|hatakiwi|haruhusiwi) (?:\\p{L}+ )?(?:kuyatekeleza|kuyafuata|kutekeleza maagizo|kufuata maagizo)",
    ),
    attack:
      "matapeli|tapeli|ulaghai|walaghai|wadukuzi|washambuliaji|(?:barua pepe|ujumbe) (?:bandia|za ulaghai|wa ulaghai)",
  },
  hi: {
    seen: alt(
      "(?:हमें|हमने) (?:\\S+ ){0,5}?(?:कई|कुछ|बहुत से|अनेक|ढेरों) (?:\\S+ ){0,2}?(?:ई-?मेल|मेल|संदेश|मैसेज|कॉल|प्रयास)",
      "(?:संपर्क फ़ॉर्म|संपर्क फॉर्म|समीक्षाओं|रिव्यू)\\S* में (?:\\S+ ){0,3}?(?:दिख रहे|आ रहे|मिल रहे)",
    ),
    example: alt(
      `(?:उदाहरण के लिए|जैसे कि)[:,]? ${Q}`,
      "जैसे (?:वाक्य|निर्देश|संदेश|संदेशों|पंक्तियाँ|वाक्यों)",
      "चेतावनी के (?:तौर|रूप) (?:पर|में) (?:उद्धृत|दिए|दे रहे)",
    ),
    warn: alt(
      "(?:विशेषज्ञ|विशेषज्ञों|पुलिस|बैंक|साइबर सेल)(?: \\S+){0,5}? (?:चेतावनी दे|चेता रहे|आगाह कर)",
      "(?:फ़र्ज़ी|फर्जी|नकली|संदिग्ध|ऐसे) (?:\\S+ ){0,2}?से (?:सावधान|सतर्क)",
    ),
    disown: alt(
      "(?:भेजने वाले|प्रेषक|ठगों) (?:की ओर से|से) (?:आते|आए|आती)",
      "(?:हमारी ओर से|हमारे द्वारा|हमने) नहीं (?:भेज|आ)",
      "(?:ये|यह) (?:फ़र्ज़ी|फर्जी|नकली) (?:है|हैं)",
    ),
    noAct: "(?:निर्देशों|आदेशों|इन|इन्हें|ऐसे निर्देशों)(?: \\S+){0,2}? (?:का पालन|पर अमल) (?:न|नहीं|कभी न|कभी नहीं) कर",
    attack: "ठग(?:ों|ी)?|जालसाज\\S*|हमलावर|साइबर अपराधी|(?:फ़र्ज़ी|फर्जी) (?:ई-?मेल|मेल|संदेश)",
  },
  "hi-latn": {
    seen: "(?:humein|hume|hamein|hamne|humne) (?:\\p{L}+ ){0,4}?(?:kai|kuch|bahut saare|bahut se|kaafi) (?:\\p{L}+ ){0,2}?(?:e-?mails?|mails?|messages?|msgs?|calls?)",
    example: alt(`(?:jaise ki|jaise)[:,]? ${Q}`, "jaise (?:sentences|vakya|messages|instructions|lines|shabd)"),
    warn: alt(
      "(?:experts|police|cyber cell)(?: \\p{L}+){0,6}? (?:warn kar|warning de|chetavani de|aagaah kar)",
      "(?:fake|farzi|nakli|aise) (?:\\p{L}+ ){0,2}?se (?:savdhan|saavdhaan|satark|bach ke)",
    ),
    disown: alt(
      "(?:humari|hamari) (?:taraf|or) se nahi(?:n)? (?:aaye|aaya|aayi|bheje|bheja)",
      "(?:humne|hamne) nahi(?:n)? bhej(?:a|e)",
      "(?:ye|yeh) (?:farzi|nakli) (?:hai|hain)",
    ),
    noAct: alt(
      "(?:inhe|inhein|unhe|in instructions|aise instructions)(?: \\p{L}+){0,2}? (?:follow|execute) (?:na|nahi|mat) kar",
      "(?:follow|execute) mat kar(?:na|o|en|ein)?",
    ),
    attack: "thag(?:i|on)?|farzi (?:e-?mails?|mails?|messages?)|nakli (?:e-?mails?|messages?)",
  },
  bn: {
    seen: alt(
      "আমরা (?:\\S+ ){0,4}?(?:বেশ কিছু|অনেক|কয়েকটি|একাধিক) (?:\\S+ ){0,2}?(?:ই-?মেইল|মেইল|ইমেল|বার্তা|মেসেজ|কল|চেষ্টা)",
      "(?:যোগাযোগ ফর্মে|রিভিউতে|মন্তব্যে) (?:\\S+ ){0,3}?(?:দেখা যাচ্ছে|আসছে)",
    ),
    example: alt(
      `(?:উদাহরণস্বরূপ|যেমন)[:,]? ${Q}`,
      "মতো (?:বাক্য|নির্দেশনা|নির্দেশ|লাইন)",
      "সতর্কতা (?:হিসেবে|হিসাবে) (?:উদ্ধৃত|তুলে ধরা)",
    ),
    warn: alt(
      "(?:বিশেষজ্ঞরা|পুলিশ|ব্যাংক|কর্তৃপক্ষ)(?: \\S+){0,5}? (?:সতর্ক কর|হুঁশিয়ারি)",
      "(?:ভুয়া|জাল|সন্দেহজনক|এ ধরনের|এমন) (?:\\S+ ){0,2}?(?:থেকে )?সাবধান",
    ),
    disown: alt(
      "(?:আমাদের পক্ষ থেকে|আমাদের কাছ থেকে|আমরা) (?:আসেনি|পাঠাইনি|পাঠানো হয়নি)",
      "প্রেরকের কাছ থেকে (?:আসে|এসেছে)",
      "(?:এগুলো|এটি|এটা) (?:ভুয়া|জাল)",
    ),
    noAct:
      "(?:এগুলো|এসব|এই নির্দেশ\\S*|এ ধরনের নির্দেশ\\S*)(?: \\S+){0,2}? (?:মানবেন না|মানা যাবে না|পালন করবেন না|পালন করা যাবে না|মানবে না|পালন করবে না)",
    attack:
      "প্রতারক\\S*|প্রতারণা|হ্যাকার\\S*|আক্রমণকারী|ভুয়া (?:ই-?মেইল|মেইল|ইমেল|বার্তা)|জাল (?:ই-?মেইল|বার্তা)|সন্দেহজনক (?:ই-?মেইল|মেইল|বার্তা)",
  },
  ur: {
    seen: "(?:ہمیں|ہم نے)(?: \\S+){0,5}? (?:کئی|متعدد|بہت سی|بہت سے) (?:\\S+ ){0,2}?(?:ای میل|میل|پیغامات|کالز|کوششیں)",
    example: alt(`(?:مثال کے طور پر|مثلاً|مثلا)[:,]? ${Q}`, "جیسے (?:جملے|ہدایات|پیغامات|الفاظ|فقرے)"),
    warn: alt(
      "(?:ماہرین|پولیس|بینک|حکام)(?: \\S+){0,6}? (?:خبردار کر|انتباہ|متنبہ کر)",
      "(?:جعلی|مشکوک|ایسی|ایسے)(?: \\S+){0,2}? سے (?:ہوشیار|خبردار|محتاط) رہیں",
    ),
    disown: alt(
      "(?:ہماری طرف سے|ہم نے) نہیں (?:آئ|بھیج)",
      "بھیجنے والے کی طرف سے (?:ہیں|آتی|آتے)",
      "(?:یہ|وہ) (?:جعلی|نقلی) (?:ہے|ہیں)",
    ),
    noAct: "(?:ان ہدایات|ایسی ہدایات|انہیں)(?: \\S+){0,2}? (?:پر عمل|کی پیروی) (?:نہ|نہیں|کبھی نہ) کر",
    attack: "دھوکہ باز|دھوکے باز|فراڈیے|ہیکر|حملہ آور|جعلی (?:ای میل|پیغام)|مشکوک (?:ای میل|پیغام)",
  },
  ar: {
    seen: alt(
      "(?:تلقينا|وصلتنا|رصدنا|لاحظنا|استلمنا)(?: \\S+){0,3}? (?:عدة|عددا من|العديد من|مزيدا من)(?: \\S+){0,2}? (?:رسائل|بريد|مكالمات|محاولات)",
      "(?:رسائل|محاولات|مكالمات) (?:احتيال|مزيفة|مشبوهة|تصيد)",
      "(?:تظهر|تتكرر|انتشرت|تنتشر)(?: \\S+){0,2}? في (?:نماذج الاتصال|نماذج التواصل|التقييمات|المراجعات|التعليقات)",
    ),
    example: alt(
      `(?:على سبيل المثال|مثلا|مثلاً|مثل)[:,]? ${Q}`,
      "(?:عبارات|جمل|تعليمات|نصوص) مثل",
      "(?:نقتبسها|نقلناها|مقتبسة) (?:\\S+ )?(?:للتحذير|كتحذير|كمثال)",
    ),
    warn: alt(
      "يحذر الخبراء|يحذر المختصون|تحذر الشرطة|تحذر البنوك",
      "(?:الخبراء|الشرطة|البنوك|السلطات)(?: \\S+){0,3}? (?:يحذرون|تحذر|حذرت|حذروا)",
      "(?:احذروا|احذر|انتبهوا|توخوا الحذر) من (?:\\S+ ){0,2}?(?:رسائل|الرسائل|الاحتيال|المحتالين|روابط|الروابط|مكالمات|البريد)",
    ),
    disown: alt(
      "(?:تأتي|يأتي|صادرة|صادر) (?:من|عن) (?:المرسل|المحتالين)",
      "(?:ليست|ليس|لم تصدر|لم يصدر|لم ترسل)(?: \\S+)? (?:منا|عنا|من طرفنا|من العيادة|من الشركة)",
      "لم نرسل(?:ها|ه)",
    ),
    noAct: alt(
      "(?:لا|لن|يجب ألا|لا يجوز(?: \\S+)? أن|لا ينبغي(?: \\S+)? أن) (?:ينفذ|تنفذ|يتبع|تتبع|يطبق|تطبق)(?:ها|وها)",
      "(?:يجب عدم|لا يجوز|لا ينبغي) (?:تنفيذ|اتباع|تطبيق) (?:هذه التعليمات|التعليمات|الأوامر|مثل هذه)",
    ),
    attack: "محتال\\S*|المحتالين|المهاجمين|مهاجمون|قراصنة|رسائل (?:مزيفة|احتيالية|مشبوهة)",
  },
  fa: {
    seen: alt(
      "(?:چندین|تعدادی|تعداد زیادی|بسیاری)(?: \\S+){0,2}? (?:ایمیل|پیام|تماس|تلاش)\\S*(?: \\S+){0,5}? (?:دریافت کرده|دریافت کردیم|مسدود کرده|مسدود کردیم|شناسایی کرده|شناسایی کردیم)",
      "(?:در|توی) (?:فرم ?های تماس|نظرات|بخش نظرات)(?: \\S+){0,3}? (?:دیده|ظاهر|پیدا) می ?شو",
    ),
    example: alt(
      `(?:برای مثال|مثلاً|مثلا)[:,]? ${Q}`,
      "(?:جملاتی|جمله ?هایی|عباراتی|دستوراتی|پیام ?هایی) (?:مثل|مانند|از قبیل)",
    ),
    warn: alt(
      "(?:کارشناسان|متخصصان|پلیس فتا|پلیس|مقامات)(?: \\S+){0,5}? هشدار (?:می ?دهند|داد|دادند|می ?دهد)",
      "(?:مراقب|مواظب) (?:\\S+ ){0,2}?(?:ایمیل|پیام|کلاهبردار|لینک)",
    ),
    disown: alt(
      "(?:از طرف|از سوی) (?:فرستنده|کلاهبرداران) (?:است|هستند|می ?آید)",
      "(?:از طرف|از سوی) ما (?:نیست|نیستند|ارسال نشده)",
      "ما (?:آن|آنها|این) را نفرستاده",
    ),
    noAct: alt(
      "(?:آنها|این دستورات|چنین دستوراتی|این دستورها)(?: \\S+){0,2}? را (?:اجرا|دنبال) (?:نکنید|نکند|نخواهد کرد|نمی ?کند)",
      "(?:نباید|هرگز نباید) (?:آنها|این دستورات|چنین دستوراتی)(?: \\S+)? را (?:اجرا|دنبال)",
    ),
    attack: "کلاهبردار(?:ان)?|مهاجمان|هکرها|(?:ایمیل|پیام) ?های (?:جعلی|مشکوک)",
  },
  he: {
    seen: alt(
      "(?:קיבלנו|זיהינו|חסמנו)(?: \\S+){0,3}? (?:כמה|מספר|הרבה|עשרות|שורה של)(?: \\S+){0,2}? (?:מיילים|הודעות|שיחות|ניסיונות)",
      "(?:מופיעים|מופיעות|צצים|צצות)(?: \\S+){0,2}? (?:בטפסי (?:יצירת )?קשר|בביקורות|בתגובות)",
    ),
    example: alt(
      `(?:לדוגמה|למשל)[:,]? ${Q}`,
      "(?:משפטים|ביטויים|הוראות|טקסטים) כמו",
      "(?:מצוטט|מובא)\\S* (?:כאן )?(?:כאזהרה|לדוגמה|להמחשה)",
    ),
    warn: alt(
      "(?:מומחים|המשטרה|הבנקים|חוקרים)(?: \\S+){0,3}? (?:מזהירים|מזהירה|הזהירו)",
      "(?:היזהרו|הזהרו|זהירות) (?:מפני |מ)(?:\\S+ ){0,2}?(?:הודעות|מיילים|הונא|נוכל|קישורים|שיחות)",
    ),
    disown: alt(
      "(?:מגיעות|מגיעים|מגיע|מגיעה|באות|נשלחו) (?:מהשולח|מהנוכלים)",
      "(?:לא|אינן|אינם|אינה|אינו) (?:מגיע\\S* |נשלח\\S* )?(?:מאיתנו|מאתנו|מהמרפאה|מהחברה|על ידינו)",
      "(?:זה|זו|הן|הם) (?:מזויפ\\S*|הונאה)",
    ),
    noAct: alt(
      "(?:אל|אין) (?:תבצעו|תבצע|תפעלו|תפעל|תמלאו|לבצע|לפעול)(?: \\S+){0,2}? (?:אותן|אותם|לפיהן|לפיהם|הוראות|ההוראות)",
      "(?:אסור|אינו רשאי)(?: \\S+)? (?:לבצע|לפעול לפי|למלא) (?:אותן|אותם|הוראות|את ההוראות)",
    ),
    attack: "נוכל(?:ים)?|רמאי\\S*|הונא\\S*|תוקפים|האקרים|(?:הודעות|מיילים) (?:מזויפ|חשוד)\\S*",
  },
  am: {
    seen: "(?:በርካታ|ብዙ|አንዳንድ)(?: \\S+){0,2}? (?:ኢሜይሎች|ኢሜሎች|መልዕክቶች|መልእክቶች|ጥሪዎች|ሙከራዎች)(?: \\S+){0,3}? (?:ደርሰውናል|ደርሶናል|ተቀብለናል|አግኝተናል|አግደናል)",
    example: alt(`(?:ለምሳሌ)[:,]? ${Q}`, "(?:የሚሉ|የሚል) (?:ዓረፍተ ነገሮች|መመሪያዎች|መልዕክቶች|መልእክቶች|ሐረጎች)"),
    warn: alt(
      "(?:ባለሙያዎች|ፖሊስ|ባንኮች|ባለስልጣናት)(?: \\S+){0,4}? (?:ያስጠነቅቃሉ|አስጠንቅቀዋል|ያሳስባሉ)",
      "(?:ከሐሰተኛ|ከተጭበረበሩ|ከአጭበርባሪ|ከእንደዚህ ያሉ)\\S*(?: \\S+){0,2}? (?:ተጠንቀቁ|ይጠንቀቁ)",
    ),
    disown: alt(
      "(?:ከላኪው|ከአጭበርባሪዎች) (?:የመጡ|የመጣ|ነው|ናቸው)",
      "ከእኛ (?:አልመጡም|አልመጣም|አልተላከም|አልተላኩም)",
      "(?:ሐሰተኛ|የተጭበረበረ|ሀሰተኛ) (?:ነው|ናቸው)",
    ),
    noAct: "(?:እነዚህን|እንደዚህ ያሉ|እነሱን)(?: \\S+){0,2}? (?:አይፈጽምም|አትፈጽሙ|አይከተልም|አትከተሉ|አይተገብርም|መፈጸም የለበትም|መከተል የለበትም)",
    attack: "አጭበርባሪ\\S*|ማጭበርበር|አጥቂዎች|ሰርጎ ገቦች|(?:ሐሰተኛ|ሀሰተኛ|አጠራጣሪ) (?:ኢሜይል|ኢሜል|መልዕክት|መልእክት)\\S*",
  },
  th: {
    seen: alt(
      "(?:ได้รับ|ตรวจพบ|บล็อก)(?:อีเมล|ข้อความ|สาย)[^\\n]{0,12}?(?:หลายฉบับ|จำนวนมาก|หลายข้อความ|หลายครั้ง|ปลอม)",
      "(?:ปรากฏ|โผล่)(?:ขึ้น)?(?:ใน|ทาง)(?:แบบฟอร์มติดต่อ|รีวิว|ช่องความคิดเห็น)",
    ),
    example: alt(`(?:ตัวอย่างเช่น|เช่น)[:,]? ?${Q}`, "(?:ประโยค|วลี|คำสั่ง)(?:ทำนอง|อย่างเช่น)", "ยกมาเป็น(?:ตัวอย่าง|คำเตือน)"),
    warn: alt(
      "(?:ผู้เชี่ยวชาญ|ตำรวจ|ตำรวจไซเบอร์|ธนาคาร)(?:ออกมา)?(?:เตือน|ออกคำเตือน)",
      "(?:ระวัง|ระมัดระวัง)(?:อีเมล|ข้อความ|การหลอกลวง|มิจฉาชีพ|ลิงก์|สายโทรศัพท์)",
    ),
    disown: alt("มาจาก(?:ผู้ส่ง|มิจฉาชีพ)", "ไม่ได้(?:มา|ส่ง)จาก(?:เรา|คลินิก|บริษัท)|เราไม่ได้ส่ง", "(?:ของปลอม|อีเมลปลอม)"),
    noAct: "(?:ห้าม|อย่า|ไม่ควร)(?:ทำตาม|ปฏิบัติตาม|ดำเนินการตาม)",
    attack: "มิจฉาชีพ|หลอกลวง|ผู้โจมตี|แฮกเกอร์|(?:อีเมล|ข้อความ)(?:ปลอม|น่าสงสัย)|ฟิชชิ่ง",
  },
  lo: {
    seen: "(?:ໄດ້ຮັບ|ກວດພົບ)(?:ອີເມວ|ຂໍ້ຄວາມ)[^\\n]{0,12}?(?:ຫຼາຍສະບັບ|ຈຳນວນຫຼາຍ|ປອມ)",
    example: alt(`(?:ຕົວຢ່າງເຊັ່ນ|ເຊັ່ນ)[:,]? ?${Q}`, "(?:ປະໂຫຍກ|ຄຳສັ່ງ)(?:ທຳນອງ|ແບບວ່າ)"),
    warn: "(?:ຜູ້ຊ່ຽວຊານ|ຕຳຫຼວດ|ທະນາຄານ)(?:ອອກມາ)?ເຕືອນ|ລະວັງ(?:ອີເມວ|ຂໍ້ຄວາມ|ການຫຼອກລວງ|ມິດສາຊີບ|ລິ້ງ)",
    disown: "ມາຈາກ(?:ຜູ້ສົ່ງ|ມິດສາຊີບ)|ບໍ່ໄດ້(?:ມາ|ສົ່ງ)ຈາກ(?:ພວກເຮົາ|ຄລີນິກ|ບໍລິສັດ)",
    noAct: "(?:ຫ້າມ|ຢ່າ|ບໍ່ຄວນ)(?:ເຮັດຕາມ|ປະຕິບັດຕາມ)",
    attack: "ມິດສາຊີບ|ຫຼອກລວງ|ຜູ້ໂຈມຕີ|ແຮັກເກີ|(?:ອີເມວ|ຂໍ້ຄວາມ)(?:ປອມ|ໜ້າສົງໄສ)",
  },
  ko: {
    seen: alt(
      "(?:여러|다수의|많은|수십 건의|가짜|위조된|의심스러운) ?(?:\\S+ ){0,2}?(?:이메일|메일|메시지|문자|전화)(?:를|을|가|이)? ?(?:\\S+ ){0,2}?(?:받았습니다|받았|접수되었|차단했|발견했)",
      "(?:문의 양식|리뷰|후기|댓글)(?:에|에서) (?:\\S+ ){0,2}?(?:등장|나타나|올라오)",
    ),
    example: alt(
      `(?:예를 들어|예컨대)[:,]? ?${Q}`,
      "(?:와 같은|과 같은|라는|이라는|등의) (?:문장|문구|지시문|표현)",
      "경고(?:용으로|의 의미로| 차원에서) (?:인용|소개)",
    ),
    warn: alt(
      "(?:전문가|전문가들|경찰|금융감독원|금감원|은행|당국)(?:은|는|이|가|들은)? (?:\\S+ ){0,3}?(?:경고했|경고합니다|경고하고|주의를 당부)",
      "(?:이메일|메일|메시지|문자|링크|사기|전화)(?:에|를)? (?:각별히 )?(?:주의하세요|주의하십시오|조심하세요|유의하세요)",
      "(?:사기|피싱) 주의",
    ),
    disown: alt(
      "(?:발신자|보낸 사람|사기꾼)(?:에게서|로부터|가 보낸)",
      "(?:저희|당사|우리)(?:가|에서) (?:보낸 것이 아닙|보낸 게 아닙|발송한 것이 아닙|보내지 않았)",
      "(?:가짜|위조된 것|사칭)(?:입니다|이에요)",
    ),
    noAct: "(?:따르지|실행하지|수행하지|이행하지) (?:마세요|마십시오|않습니다|않아야|말아야)",
    attack: "사기꾼|공격자|해커|(?:가짜|위조|사칭) ?(?:이메일|메일|메시지|문자)",
  },
  ja: {
    seen: alt(
      "(?:複数|多数|いくつか|何通も|大量)の?(?:不審な|偽の|なりすまし)?(?:メール|メッセージ|電話|sms)(?:を|が)(?:受信|検知|ブロック|確認され|届い)",
      "(?:お問い合わせフォーム|問い合わせフォーム|レビュー|口コミ)(?:に|で)[^\\n]{0,8}?(?:見られ|出回っ|寄せられ|書き込まれ)",
    ),
    example: alt(
      `(?:例えば|たとえば)[、,]? ?${Q}`,
      "といった(?:文|文章|文言|指示|フレーズ|表現)|などの(?:文言|指示文|フレーズ)",
      "注意喚起(?:のため|として)(?:引用|紹介)",
    ),
    warn: alt(
      "(?:専門家|警察|銀行|当局|警視庁)(?:は|が)?[^\\n]{0,12}?(?:注意を呼びかけ|警告し|警鐘を鳴ら)",
      "(?:メール|メッセージ|リンク|詐欺|電話)(?:に|には)(?:十分)?(?:ご注意|注意して|気をつけて)",
    ),
    disown: alt(
      "(?:送信者|差出人|詐欺師)(?:からのもの|によるもの)",
      "(?:当社|弊社|当院|私たち)(?:から|が)(?:送信した|送った)(?:もの)?では(?:ありません|ない)",
      "(?:偽物|なりすまし)です",
    ),
    noAct:
      "(?:従わ|実行し|応じ)ないで(?:ください)?|(?:従って|実行して)はいけません|(?:従う|実行する)ことは(?:ありません|できません)",
    attack: "詐欺師|なりすまし|ハッカー|偽(?:の)?(?:メール|メッセージ|サイト)",
  },
  zh: {
    seen: alt(
      "(?:收到|发现|發現|拦截|攔截|检测到|檢測到)了?(?:多封|大量|数封|數封|一些|若干|不少|多条|多條)[^\\n]{0,6}?(?:邮件|郵件|信息|訊息|短信|电话|電話)",
      "(?:联系表单|聯絡表單|评论|評論|留言)(?:中|里|裡)[^\\n]{0,8}?(?:出现|出現)",
    ),
    example: alt(
      `(?:例如|比如|譬如)[:：,，]? ?${Q}`,
      "(?:之类|之類|诸如此类)的(?:句子|语句|語句|指令|说法|說法|文字)",
      "(?:作为|作為)(?:警示|示例|例子)(?:引用|列出)",
    ),
    warn: alt(
      "(?:专家|專家|警方|银行|銀行|监管部门|監管部門)[^\\n]{0,8}?(?:警告|发出警示|發出警示|提醒[^\\n]{0,6}?(?:警惕|谨防|謹防|注意防范))",
      "(?:谨防|謹防|警惕|当心|當心)[^\\n]{0,6}?(?:诈骗|詐騙|骗局|騙局|钓鱼|釣魚|假冒|虚假|虛假|可疑)",
    ),
    disown: alt(
      "(?:来自|來自)(?:发件人|發件人|寄件人|骗子|騙子)",
      "(?:并非|並非|不是)(?:我[们們]|本公司|本院)(?:发出|發出|发送|發送|发的|發的)",
      "(?:并非|並非|不是)(?:来自|來自)(?:我[们們]|本公司)",
    ),
    noAct: "(?:不要|切勿|请勿|請勿|不得|不会|不會|不应|不應)(?:执行|執行|照做|遵循|遵照|服从|服從)",
    attack: "骗子|騙子|诈骗者|攻击者|黑客|駭客|(?:假冒|虚假|虛假|伪造|偽造)的?(?:邮件|郵件|信息|訊息|网站|網站)",
  },
  km: {
    seen: "(?:បានទទួល|រកឃើញ)[^\\n]{0,16}?(?:អ៊ីមែល|សារ)[^\\n]{0,12}?(?:ជាច្រើន|ក្លែងក្លាយ)",
    example: alt(`(?:ឧទាហរណ៍|ដូចជា)[:,]? ?${Q}`, "(?:ប្រយោគ|ពាក្យបញ្ជា)(?:ដូចជា|បែប)"),
    warn: alt("(?:អ្នកជំនាញ|ប៉ូលិស|ធនាគារ)[^\\n]{0,12}?ព្រមាន", "ប្រយ័ត្ន(?:នឹង)?(?:អ៊ីមែល|សារ|ការបោកប្រាស់|តំណ)"),
    disown: "មកពី(?:អ្នកផ្ញើ|ជនបោកប្រាស់)|មិនមែន(?:មក)?ពី(?:យើង|គ្លីនិក|ក្រុមហ៊ុន)",
    noAct: "(?:កុំ|មិនត្រូវ|ហាម)(?:ធ្វើតាម|អនុវត្តតាម)",
    attack: "ជនបោកប្រាស់|ការបោកប្រាស់|អ្នកវាយប្រហារ|(?:អ៊ីមែល|សារ)ក្លែងក្លាយ",
  },
  my: {
    seen: "(?:အီးမေးလ်|မက်ဆေ့ချ်)[^\\n]{0,12}?(?:အများအပြား|အတော်များများ|အတု)[^\\n]{0,12}?(?:ရရှိ|လက်ခံရရှိ|တွေ့ရှိ)",
    example: alt(`ဥပမာ[:,]? ?${Q}`, "(?:ဆိုသော|ဆိုတဲ့|စသည့်) ?(?:စာကြောင်း|ညွှန်ကြားချက်|စကားစု)"),
    warn: "(?:ကျွမ်းကျင်သူ|ရဲ|ဘဏ်)[^\\n]{0,30}?သတိပေး|(?:အီးမေးလ်|မက်ဆေ့ချ်|လိမ်လည်မှု|လင့်ခ်)[^\\n]{0,8}?သတိထား",
    disown: alt("(?:ပေးပို့သူ|လိမ်လည်သူ)(?:ထံမှ|ဆီက)", "(?:ကျွန်ုပ်တို့|ကျွန်တော်တို့)(?:ထံမှ|ဆီက)[^\\n]{0,6}?မဟုတ်"),
    noAct: "(?:မလိုက်နာ|မလုပ်ဆောင်)(?:ပါနှင့်|ရ|ပါ)",
    attack: "လိမ်လည်သူ|လိမ်လည်မှု|တိုက်ခိုက်သူ|ဟက်ကာ|(?:အီးမေးလ်|မက်ဆေ့ချ်)အတု",
  },
  si: {
    seen: "(?:ඊමේල්|ඊ-මේල්|පණිවිඩ|ඇමතුම්)\\S* (?:\\S+ ){0,2}?(?:කිහිපයක්|රැසක්|බොහොමයක්|ගණනාවක්)",
    example: alt(`(?:උදාහරණයක් ලෙස)[:,]? ?${Q}`, "(?:වැනි|වගේ) (?:වාක්‍ය|උපදෙස්|වචන)"),
    warn: alt(
      "(?:විශේෂඥයින්|විශේෂඥයෝ|පොලිසිය|බැංකු)(?: \\S+){0,4}? (?:අනතුරු අඟව|අවවාද කර)",
      "(?:ව්‍යාජ|සැක සහිත|වංචනික) (?:\\S+ ){0,2}?(?:ගැන|පිළිබඳ) (?:ප්‍රවේශම්|සැලකිලිමත්|විමසිලිමත්)",
    ),
    disown: alt(
      "(?:යවන්නාගෙන්|වංචාකරුවන්ගෙන්) (?:\\S+ )?(?:පැමිණ|එන)",
      "(?:අපෙන්|අප විසින්) (?:\\S+ )?(?:නොවේ|පැමිණියේ නැත|යැව්වේ නැත)",
    ),
    noAct:
      "(?:ඒවා|මෙම උපදෙස්|එවැනි උපදෙස්)(?: \\S+){0,2}? (?:ක්‍රියාත්මක නොකරන්න|පිළිපදින්න එපා|ක්‍රියාත්මක නොකරයි|අනුගමනය නොකරන්න|අනුගමනය නොකරයි)",
    attack: "වංචාකරු\\S*|ප්‍රහාරකයින්|හැකර්\\S*|ව්‍යාජ (?:ඊමේල්|ඊ-මේල්|පණිවිඩ)\\S*",
  },
  ta: {
    seen: "(?:பல|ஏராளமான|சில) (?:\\S+ ){0,2}?(?:மின்னஞ்சல்கள்|மின்னஞ்சல்|செய்திகள்|அழைப்புகள்|முயற்சிகள்)\\S* (?:\\S+ ){0,2}?(?:வந்துள்ளன|வந்தன|பெற்றுள்ளோம்|பெற்றோம்|கண்டறிந்தோம்|தடுத்தோம்)",
    example: alt(`(?:உதாரணமாக|எடுத்துக்காட்டாக)[:,]? ?${Q}`, "போன்ற (?:வாக்கியங்கள்|அறிவுறுத்தல்கள்|சொற்றொடர்கள்)"),
    warn: alt(
      "(?:நிபுணர்கள்|காவல்துறை|வங்கிகள்|அதிகாரிகள்)(?: \\S+){0,4}? எச்சரி",
      "(?:போலி|சந்தேகத்திற்குரிய|மோசடி) (?:\\S+ ){0,2}?(?:குறித்து|பற்றி) (?:எச்சரிக்கையாக|கவனமாக)",
    ),
    disown: alt(
      "(?:அனுப்புநரிடமிருந்து|மோசடியாளர்களிடமிருந்து) (?:வருகின்றன|வந்தவை|வருகிறது)",
      "(?:எங்களிடமிருந்து|எங்களால்) (?:\\S+ )?(?:வரவில்லை|அனுப்பப்படவில்லை)",
    ),
    noAct:
      "(?:இவற்றை|அவற்றை|இந்த அறிவுறுத்தல்களை|இத்தகைய அறிவுறுத்தல்களை)(?: \\S+){0,2}? (?:செயல்படுத்த வேண்டாம்|பின்பற்ற வேண்டாம்|செயல்படுத்தாது|பின்பற்றாது|செயல்படுத்தக்கூடாது|பின்பற்றக்கூடாது)",
    attack: "மோசடி\\S*|தாக்குதல்காரர்\\S*|ஹேக்கர்\\S*|போலி (?:மின்னஞ்சல்|செய்தி)\\S*",
  },
  ne: {
    seen: "(?:धेरै|केही|थुप्रै) (?:\\S+ ){0,2}?(?:इमेल|इ-मेल|सन्देश|म्यासेज|कल|प्रयास)\\S* (?:\\S+ ){0,2}?(?:प्राप्त भएका|प्राप्त गरेका|आएका|आइरहेका|भेटिएका|रोकेका)",
    example: alt(`(?:उदाहरणका लागि)[:,]? ${Q}`, "जस्ता (?:वाक्य|वाक्यहरू|निर्देशन|निर्देशनहरू)"),
    warn: alt(
      "(?:विज्ञहरू|विशेषज्ञहरू|प्रहरी|अधिकारीहरू)(?: \\S+){0,4}? (?:सचेत गराउँछन्|सचेत गराएका|चेतावनी दिएका|चेतावनी दिन्छन्)",
      "(?:नक्कली|शंकास्पद|यस्ता) (?:\\S+ ){0,2}?(?:बाट|देखि) (?:सावधान|सतर्क)",
    ),
    disown: alt(
      "(?:पठाउनेबाट|ठगहरूबाट) (?:आएका|आएको)",
      "(?:हाम्रो तर्फबाट|हामीबाट|हामीले) (?:\\S+ )?(?:आएको होइन|आएका होइनन्|पठाएका होइनौं|पठाएको होइन)",
    ),
    noAct:
      "(?:यी|यस्ता|यिनीहरू|तिनीहरू)(?: \\S+){0,2}? (?:पालना नगर्नुहोस्|पालना गर्दैन|पालना गर्नु हुँदैन|कार्यान्वयन नगर्नुहोस्|नमान्नुहोस्)",
    attack: "आक्रमणकारी\\S*|ह्याकर\\S*|नक्कली (?:इमेल|सन्देश)\\S*",
  },
  ka: {
    seen: alt(
      "(?:მივიღეთ|დავაფიქსირეთ|დავბლოკეთ|შევნიშნეთ) (?:\\S+ ){0,3}?(?:რამდენიმე|ბევრი|უამრავი) (?:\\S+ ){0,2}?(?:ელფოსტ|წერილ|შეტყობინებ|ზარ|მცდელობ)\\S*",
      "(?:საკონტაქტო ფორმებში|მიმოხილვებში|კომენტარებში) (?:\\S+ ){0,2}?(?:ჩნდება|ჩნდებიან|გვხვდება)",
    ),
    example: alt(`მაგალითად[:,]? ${Q}`, "(?:მსგავსი|ტიპის) (?:წინადადებ|ფრაზ|ინსტრუქცი)\\S*"),
    warn: alt(
      "(?:ექსპერტები|პოლიცია|ბანკები|სპეციალისტები)(?: \\S+){0,4}? (?:აფრთხილებენ|აფრთხილებს)",
      "(?:ფრთხილად|სიფრთხილე)(?: \\S+){0,2}? (?:ყალბ|საეჭვო|თაღლით)\\S*",
    ),
    disown: alt(
      "(?:გამომგზავნისგან|თაღლითებისგან) (?:მოდის|მოდიან)",
      "(?:ჩვენგან|ჩვენ მიერ) არ (?:მოსულა|გაგზავნილა|არის)",
    ),
    noAct:
      "(?:მათ|ამ ინსტრუქციებს|ასეთ ინსტრუქციებს|ამ მითითებებს)(?: \\S+){0,2}? (?:ნუ|არ|არასდროს) (?:შეასრულებთ|შეასრულებს|მიჰყვებით|მიჰყვება|შეასრულოთ|შეასრულოს)",
    attack: "თაღლით\\S*|თავდამსხმელ\\S*|ჰაკერ\\S*|(?:ყალბი|საეჭვო) (?:ელფოსტ|წერილ|შეტყობინებ)\\S*",
  },
  yo: {
    seen: "(?:a ti gba|a ti rí|a gba) (?:\\S+ ){0,3}?(?:ọ̀pọ̀lọpọ̀|ọ̀gọ̀ọ̀rọ̀) (?:\\S+ ){0,2}?(?:ímeèlì|ìmeèlì|imeeli|email|ìfiránṣẹ́|ìpè)",
    example: alt(`(?:fún àpẹẹrẹ)[:,]? ${Q}`, "(?:gbólóhùn|ìtọ́ni|àṣẹ) (?:bíi|bí àpẹẹrẹ)"),
    warn: alt(
      "(?:àwọn amòye|àwọn ọlọ́pàá|ọlọ́pàá|àwọn báńkì)(?: \\S+){0,3}? (?:ń kìlọ̀|kìlọ̀)",
      "(?:ẹ ṣọ́ra|ṣọ́ra|ẹ kíyèsára) (?:fún|pẹ̀lú) (?:\\S+ ){0,2}?(?:ímeèlì|ìfiránṣẹ́|jìbìtì|ayédèrú|lìǹkì)",
    ),
    disown: alt(
      "(?:wá|ti wá) láti ọ̀dọ̀ (?:olùfiránṣẹ́|àwọn oníjìbìtì)",
      "kò (?:wá|ti wá) láti ọ̀dọ̀ (?:wa|ilé-ìwòsàn|ilé-iṣẹ́)",
      "ayédèrú ni",
    ),
    noAct: "(?:má ṣe|ẹ má ṣe|kò gbọdọ̀) (?:tẹ̀lé|ṣe) (?:wọn|àwọn ìtọ́ni|irú ìtọ́ni)",
    attack: "jìbìtì|oníjìbìtì|agbónájanájẹ|ayédèrú",
  },
  ha: {
    seen: "(?:mun karɓi|mun samu|mun sami|mun gano|mun toshe) (?:\\p{L}+ ){0,3}?(?:imel|saƙonni|kira)\\p{L}* (?:\\p{L}+ ){0,2}?(?:da yawa|masu yawa|na bogi|na karya)",
    example: alt(`(?:misali|kamar)[:,]? ${Q}`, "(?:jimloli|umarni|kalmomi) (?:kamar|irin su)"),
    warn: alt(
      "(?:masana|'yan sanda|yan sanda|bankuna|hukumomi)(?: \\p{L}+){0,3}? (?:suna gargaɗi|sun yi gargaɗi)",
      "(?:ku yi hattara|a yi hattara|ku kiyaye) da (?:\\p{L}+ ){0,2}?(?:imel|saƙonni|damfara|'yan damfara)",
    ),
    disown: alt(
      "(?:sun fito|ya fito|suna fitowa) daga (?:mai aikowa|wanda ya aiko|'yan damfara)",
      "ba daga (?:gare mu|wurinmu|asibiti|kamfani)",
      "(?:na bogi|na karya) ne",
    ),
    noAct: alt(
      "(?:kada ku|kar ku) (?:bi|aiwatar da) (?:su|waɗannan umarni|umarnin)",
      "(?:ba zai|bai kamata ya) (?:bi|aiwatar da) (?:su|waɗannan)",
    ),
    attack: "damfara|'yan damfara|yan damfara|maharan|masu kutse|(?:imel|saƙo)\\p{L}* na bogi",
  },
  tl: {
    seen: alt(
      "(?:nakatanggap|nakakatanggap) (?:kami|tayo) ng (?:\\p{L}+ ){0,2}?(?:maraming|ilang|sunud-sunod na) (?:\\p{L}+ ){0,2}?(?:e-?mail|email|mensahe|text|tawag)",
      "(?:lumalabas|lumilitaw|sumusulpot) (?:\\p{L}+ ){0,2}?sa (?:mga )?(?:contact form|review|komento)",
    ),
    example: alt(
      `(?:halimbawa|gaya ng|tulad ng)[:,]? ${Q}`,
      "(?:pangungusap|instruksyon|tagubilin|utos) (?:na )?(?:tulad ng|gaya ng)",
    ),
    warn: alt(
      "(?:nagbababala|nagbabala) (?:ang )?(?:mga eksperto|pulisya|mga bangko|awtoridad)",
      "(?:mag-ingat|mag ingat) (?:po )?sa (?:mga )?(?:pekeng|kahina-hinalang|email|mensahe|scam|manloloko|link)",
      "(?:maging|manatiling) (?:alerto|mapagmatyag)",
    ),
    disown: alt(
      "(?:galing|mula) sa (?:nagpadala|mga manloloko|scammer)",
      "hindi (?:galing|mula) sa (?:amin|klinika|kompanya)",
      "(?:ito ay|ay) peke",
    ),
    noAct:
      "(?:huwag|wag|hindi dapat) (?:ninyong |mong |po )?(?:sundin|isagawa) (?:ang mga ito|ang mga utos|ang mga instruksyon|ang mga tagubilin|ito)",
    attack: "manloloko|panloloko|umaatake|(?:pekeng|kahina-hinalang) (?:e-?mail|mensahe|text|website)",
  },
  "ar-latn": {
    seen: "(?:wasalna|weslna|esta2balna|ista2balna|jatna|ja2atna)(?: \\S+){0,3}? (?:kteer|ktir|ketir|3eddet|3edet)(?: \\S+){0,2}? (?:emails?|e-mails?|rasayel|rasa2el|messages?)",
    example: alt(`(?:masalan|mathalan)[:,]? ${Q}`, "(?:jomal|jumal|ta3limat) (?:zay|methl|mithl)"),
    warn: alt(
      "(?:el ?khobara2|el ?khubara|el ?shorta|el ?bonook)(?: \\S+){0,3}? (?:bi7azzro|y7azzro|7azzaro|bye7zaro|bi7azer)",
      "(?:7asib|7aseb|khally balak|khalli balak|ntabho|entabeh) (?:men|mn) (?:\\S+ ){0,2}?(?:emails?|rasayel|messages?|links?|nasb|nassabin)",
    ),
    disown: alt(
      "(?:jayye|jaye|gaya|ja2at|jaya) (?:men|mn) (?:el ?morsel|el ?mursil|el ?sender|el ?nassabin)",
      "(?:mish|mosh|mesh) (?:men|mn) (?:3andna|3ndna)",
      "(?:hay|di|dol|hadi) (?:fake|mozayafa|mzayafe)",
    ),
    noAct:
      "(?:ma |la |mat|ma t|la t)(?:naffez|nafez|tba3|teba3|etba3)\\S*(?: \\S+){0,2}? (?:el ?ta3limat|ta3limat|el ?awamer|awamer)",
    attack: "nassab(?:in|een)?|e7tiyal|i7tiyal|(?:emails?|rasayel|messages?) (?:mozayafa|mzayafe|nasb)",
  },
  ro: {
    seen: alt(
      "(?:am primit|am observat|am detectat|am blocat|am identificat|primim) (?:\\p{L}+ ){0,3}?(?:mai multe|numeroase|multe|câteva|zeci de|tot mai multe)(?: \\p{L}+){0,2}? (?:e-?mailuri|emailuri|mesaje|apeluri|încercări|sms-uri)",
      "(?:apar|circulă|tot apar) (?:\\p{L}+ ){0,2}?(?:în|prin) (?:formularele de contact|formulare de contact|recenzii|comentarii)",
    ),
    example: alt(
      `(?:de exemplu|cum ar fi|precum)[:,]? ${Q}`,
      "(?:fraze|formulări|instrucțiuni|texte|comenzi) (?:de genul|precum|cum ar fi|de tipul)",
      "citat\\p{L}* (?:ca|drept) (?:avertisment|exemplu)",
    ),
    warn: alt(
      "(?:experții|specialiștii|poliția|băncile|autoritățile|dnsc|anspdcp)(?: \\p{L}+){0,2}? (?:avertizează|atrag atenția)",
      "(?:atenție|feriți-vă|fiți atenți) (?:la|de) (?:\\p{L}+ ){0,2}?(?:e-?mailuri|emailuri|mesaje|escrocherii|înșelătorii|linkuri|apeluri|sms-uri)",
      "(?:fiți|rămâneți|să fiți) vigilenți",
    ),
    disown: alt(
      "(?:vin|provin|vine|provine) de la (?:expeditor|escroci|infractori)",
      "nu (?:vin|provin|vine|provine|au venit|a venit) de la (?:noi|clinică|cabinet|companie|firmă)",
      "nu (?:au fost|a fost) trimis\\p{L}* de (?:noi|către noi)",
      "(?:mesajul|e-mailul|mesajele|e-mailurile) (?:este|e|sunt) (?:fals|falsă|false)",
    ),
    noAct: alt(
      "nu (?:le|o|îl) (?:urmați|executați|respectați)",
      "(?:nu trebuie|nu are voie|nu va) (?:să )?(?:le |o )?(?:execute|urmeze)",
      "nu urmați niciodată instrucțiuni\\p{L}*",
    ),
    attack:
      "escroc\\p{L}*|infractori cibernetici|atacator\\p{L}*|(?:e-?mailuri|emailuri|mesaje|facturi|site-uri) (?:false|frauduloase|suspecte)",
  },
  hu: {
    seen: alt(
      "(?:kaptunk|érkezett|érkeztek|észleltünk|blokkoltunk|tapasztaltunk) (?:\\p{L}+ ){0,3}?(?:több|számos|rengeteg|hamis|gyanús|csaló) (?:\\p{L}+ ){0,2}?(?:e-?mail\\p{L}*|üzenet\\p{L}*|hívás\\p{L}*|próbálkozás\\p{L}*|sms\\p{L}*)",
      "(?:több|számos|rengeteg) (?:\\p{L}+ ){0,2}?(?:e-?mail\\p{L}*|üzenet\\p{L}*|próbálkozás\\p{L}*) (?:\\p{L}+ ){0,2}?(?:kaptunk|érkezett|észleltünk|blokkoltunk)",
      "(?:kapcsolatfelvételi űrlapokon|értékelésekben|véleményekben|kommentekben) (?:\\p{L}+ ){0,2}?(?:jelennek meg|bukkannak fel|tűnnek fel)",
    ),
    example: alt(
      `(?:például|pl\\.)[:,]? ${Q}`,
      `(?:mondatok|kifejezések|utasítások|szövegek),? (?:mint|például)[:,]? ${Q}`,
      "(?:figyelmeztetésként|példaként) (?:idézzük|idézünk|közöljük)",
    ),
    warn: alt(
      "(?:szakértők|a rendőrség|rendőrség|a bankok|hatóságok|a naih|az nmhh)(?: \\p{L}+){0,2}? figyelmeztet\\p{L}*",
      "(?:vigyázat|óvakodjon|óvakodjanak|legyen óvatos|legyenek óvatosak)[:,!]? (?:\\p{L}+ ){0,2}?(?:e-?mail\\p{L}*|üzenet\\p{L}*|csal\\p{L}*|hamis\\p{L}*|link\\p{L}*|sms\\p{L}*)",
      "legyen éber|legyenek éberek",
    ),
    disown: alt(
      "(?:a feladótól|csalóktól|a csalóktól) (?:származ\\p{L}*|jönnek|jön|érkez\\p{L}*)",
      "nem (?:tőlünk|a rendelőtől|a cégtől|a praxistól) (?:származ\\p{L}*|jönnek|jön|érkez\\p{L}*)",
      "nem mi küldtük",
    ),
    noAct: alt(
      "(?:ne kövesse|ne kövessék|ne hajtsa végre|ne hajtsák végre) (?:őket|ezeket|az ilyen|az utasítás\\p{L}*)",
      "(?:nem hajthatja végre|nem követheti|soha nem hajt végre|soha nem követ)",
    ),
    attack:
      "csalók\\p{L}*|csalás\\p{L}*|támadó\\p{L}*|kiberbűnöző\\p{L}*|(?:hamis|gyanús|csaló) (?:e-?mail\\p{L}*|üzenet\\p{L}*|számlá\\p{L}*|sms\\p{L}*)",
  },
  fi: {
    seen: alt(
      "(?:olemme saaneet|saimme|olemme havainneet|havaitsimme|olemme estäneet|estimme) (?:\\p{L}+ ){0,3}?(?:useita|monia|paljon|lukuisia|vääriä|epäilyttäviä|huijaus\\p{L}*) (?:\\p{L}+ ){0,2}?(?:sähköposte\\p{L}*|\\p{L}*viestejä|puheluita|yrityksiä)",
      "(?:yhteydenottolomakkeisiin|yhteydenottolomakkeissa|arvosteluissa|arvosteluihin|kommenteissa) (?:\\p{L}+ ){0,2}?(?:ilmestyy|ilmestyvät|tulee|näkyy)",
    ),
    example: alt(
      `(?:esimerkiksi|esim\\.)[:,]? ${Q}`,
      "(?:lauseita|lauseet|fraaseja|ohjeita|ohjeet|tekstejä),? (?:kuten|tyyliin)",
      "(?:varoituksena|esimerkkinä) (?:lainattu\\p{L}*|lainaamme)",
    ),
    warn: alt(
      "(?:asiantuntijat|poliisi|pankit|viranomaiset|kyberturvallisuuskeskus|traficom)(?: \\p{L}+){0,2}? (?:varoittaa|varoittavat|varoitti|varoittivat)",
      "(?:varo|varokaa|varokaa) (?:\\p{L}+ ){0,2}?(?:sähköposte\\p{L}*|viestejä|huijau\\p{L}*|huijar\\p{L}*|linkkejä|tekstiviestejä)",
      "(?:ole|olkaa) (?:valpas|valppaana|valppaina)",
    ),
    disown: alt(
      "(?:tulevat|tulee) (?:lähettäjältä|huijareilta)",
      "(?:eivät|ei) (?:ole )?(?:tullut|tulleet|tule) (?:meiltä|klinikalta|yritykseltä|vastaanotolta)",
      "emme (?:ole )?lähettäneet (?:niitä|sitä|näitä)",
    ),
    noAct: alt(
      "(?:älä|älkää) (?:noudata|noudattako|toteuta|toteuttako|suorita|suorittako) (?:niitä|näitä|tällaisia|ohje\\p{L}*)",
      "ei (?:saa|tule) (?:noudattaa|toteuttaa|suorittaa) (?:niitä|näitä|tällaisia|ohje\\p{L}*)",
    ),
    attack:
      "huijar\\p{L}*|huijau\\p{L}*|hyökkääj\\p{L}*|kalastelu\\p{L}*|(?:väär\\p{L}*|epäilyttäv\\p{L}*) (?:sähköpost\\p{L}*|viest\\p{L}*)",
  },
  da: {
    seen: alt(
      "vi har (?:\\p{L}+ ){0,4}?(?:modtaget|set|opdaget|blokeret|stoppet) (?:\\p{L}+ ){0,2}?(?:flere|mange|en række|nogle|falske|mistænkelige) (?:\\p{L}+ ){0,2}?(?:mails|e-?mails|beskeder|opkald|forsøg|sms'er)",
      "dukker (?:\\p{L}+ ){0,3}?op i (?:kontaktformular\\p{L}*|anmeldelser)",
    ),
    example: alt(
      `(?:for eksempel|f\\.eks\\.|fx|såsom)[:,]? ${Q}`,
      "(?:sætninger|formuleringer|instruktioner|tekster) (?:såsom|i stil med)",
      "(?:citeret|gengivet) (?:som|til) (?:advarsel|eksempel)",
    ),
    warn: alt(
      "(?:politiet|eksperter|bankerne|myndighederne|datatilsynet|finanstilsynet) advarer",
      "advar\\p{L}* (?:mod|om) (?:\\p{L}+ ){0,2}?(?:mails|e-?mails|beskeder|svindel|svindlere|falske|sms'er|links)",
      "vær på vagt|vær opmærksom på (?:falske|mistænkelige|svindel)",
    ),
    disown: alt(
      "(?:kommer|kom) (?:fra afsenderen|ikke fra os|ikke fra klinikken|ikke fra virksomheden)",
      "(?:beskeden|mailen|beskederne|mailene) er (?:falske?|forfalskede?|ikke ægte|svindel)",
      "ikke sendt af os",
    ),
    noAct: alt(
      "(?:følg|udfør) (?:dem|disse|sådanne)(?: \\p{L}+){0,2}? (?:ikke|aldrig)",
      "(?:følg|udfør) (?:aldrig|ikke) (?:instruktioner|anvisninger|dem|disse|sådanne)",
      "(?:må|skal|bør) (?:aldrig|ikke) (?:udføre|følge) (?:dem|disse|sådanne|instruktioner)",
    ),
    attack:
      "svindler\\p{L}*|svindel\\p{L}*|angriber\\p{L}*|cyberkriminel\\p{L}*|(?:falske|mistænkelige) (?:mails|e-?mails|beskeder|sms'er|fakturaer|links)",
  },
  nb: {
    seen: alt(
      "vi har (?:\\p{L}+ ){0,4}?(?:mottatt|fått|sett|oppdaget|blokkert|stoppet) (?:\\p{L}+ ){0,2}?(?:flere|mange|en rekke|noen|falske|mistenkelige) (?:\\p{L}+ ){0,2}?(?:e-?poster|e-?mailer|mailer|meldinger|anrop|forsøk|sms-er)",
      "dukker (?:\\p{L}+ ){0,3}?opp i (?:kontaktskjema\\p{L}*|anmeldelser|omtaler)",
    ),
    example: alt(
      `(?:for eksempel|f\\.eks\\.|som for eksempel)[:,]? ${Q}`,
      "(?:setninger|formuleringer|instruksjoner|tekster) (?:som for eksempel|i stil med|slik som)",
      "(?:sitert|gjengitt) (?:som|til) (?:advarsel|eksempel)",
    ),
    warn: alt(
      "(?:politiet|eksperter|bankene|myndighetene|datatilsynet|nsm|finanstilsynet) advarer",
      "advar\\p{L}* (?:mot|om) (?:\\p{L}+ ){0,2}?(?:e-?poster|meldinger|svindel|svindlere|falske|sms|lenker)",
      "vær på vakt|vær (?:oppmerksom|obs) på (?:falske|mistenkelige|svindel)",
    ),
    disown: alt(
      "(?:kommer|kom) (?:fra avsenderen|ikke fra oss|ikke fra klinikken|ikke fra bedriften|ikke fra kontoret)",
      "(?:meldingen|e-posten|meldingene|e-postene) er (?:falske?|forfalsket|ikke ekte|svindel)",
      "ikke sendt (?:av|fra) oss",
    ),
    noAct: alt(
      "(?:følg|utfør) (?:dem|disse|slike)(?: \\p{L}+){0,2}? (?:ikke|aldri)",
      "(?:følg|utfør) (?:aldri|ikke) (?:instruksjoner|instrukser|dem|disse|slike)",
      "(?:må|skal|bør) (?:aldri|ikke) (?:utføre|følge) (?:dem|disse|slike|instruksjoner|instrukser)",
    ),
    attack:
      "svindler\\p{L}*|svindel\\p{L}*|angriper\\p{L}*|nettfiske|(?:falske|mistenkelige) (?:e-?poster|meldinger|sms-er|fakturaer|lenker)",
  },
  bg: {
    seen: alt(
      "(?:получихме|получаваме|забелязахме|засякохме|блокирахме|установихме) (?:\\p{L}+ ){0,3}?(?:няколко|много|множество|редица|фалшиви|подозрителни|измамни) (?:\\p{L}+ ){0,2}?(?:имейл\\p{L}*|писма|съобщения|обаждания|опити|смс\\p{L}*)",
      "(?:се появяват|появяват се) (?:\\p{L}+ ){0,2}?(?:в|във) (?:формите за контакт|контактните форми|отзивите|ревютата|коментарите)",
    ),
    example: alt(
      `(?:например|като)[:,]? ${Q}`,
      "(?:изречения|фрази|формулировки|инструкции|указания|текстове) (?:от типа|от рода на)",
      "(?:цитираме|цитирани|приведени) (?:\\p{L}+ ){0,2}?(?:като|за) (?:предупреждение|пример)",
    ),
    warn: alt(
      "(?:експерти|експертите|полицията|мвр|банките|специалистите|кзлд)(?: \\p{L}+){0,2}? (?:предупреждават|предупреждава|алармират)",
      "(?:внимавайте|пазете се|внимание)[:,!]? (?:\\p{L}+ ){0,2}?(?:измам\\p{L}*|фалшив\\p{L}*|имейл\\p{L}*|писма|съобщения|обаждания|линкове|смс\\p{L}*)",
      "бъдете (?:бдителни|нащрек)",
    ),
    disown: alt(
      "(?:идват|идва|произхождат) от (?:подателя|измамници)",
      "(?:не идват|не идва|не са|не е) (?:изпратени |изпратено )?от нас",
      "(?:писмото|съобщението|съобщенията|писмата) (?:са|е) (?:фалшив\\p{L}*|измама)",
    ),
    noAct: alt(
      "не (?:ги |им )?(?:изпълнявайте|следвайте|спазвайте)",
      "(?:не трябва|не бива|няма) да (?:ги )?(?:изпълнява|изпълни|следва)",
    ),
    attack:
      "измамни\\p{L}*|измамник\\p{L}*|хакер\\p{L}*|нападател\\p{L}*|(?:фалшиви|подозрителни) (?:имейл\\p{L}*|писма|съобщения|фактури|сайтове)",
  },
  sh: {
    seen: alt(
      "(?:primili smo|dobili smo|zabilježili smo|zabeležili smo|uočili smo|blokirali smo|primamo) (?:\\p{L}+ ){0,3}?(?:nekoliko|više|mnogo|brojne|lažn\\p{L}*|sumnjiv\\p{L}*) (?:\\p{L}+ ){0,2}?(?:e-?mail\\p{L}*|poruk\\p{L}*|poziv\\p{L}*|pokušaj\\p{L}*|sms\\p{L}*)",
      "(?:pojavljuju se|se pojavljuju) (?:\\p{L}+ ){0,2}?u (?:kontakt obrascima|kontaktnim obrascima|recenzijama|komentarima)",
    ),
    example: alt(
      `(?:na primjer|na primer|npr\\.|poput)[:,]? ${Q}`,
      "(?:rečenice|fraze|upute|uputstva|instrukcije|tekstovi) (?:poput|kao što je|kao što su|tipa)",
      "(?:citiramo|citirane|navedene) (?:\\p{L}+ ){0,2}?(?:kao|za) (?:upozorenje|primjer|primer)",
    ),
    warn: alt(
      "(?:stručnjaci|policija|banke|cert|azop|mup)(?: \\p{L}+){0,2}? (?:upozoravaju|upozorava)",
      "(?:oprez|pazite|čuvajte se)[:,!]? (?:na |od )?(?:\\p{L}+ ){0,2}?(?:lažn\\p{L}*|prevar\\p{L}*|sumnjiv\\p{L}*|e-?mail\\p{L}*|poruk\\p{L}*|poveznic\\p{L}*|link\\p{L}*|sms\\p{L}*)",
      "budite oprezni (?:s|sa|kod|prema) (?:\\p{L}+ ){0,2}?(?:lažn\\p{L}*|sumnjiv\\p{L}*|e-?mail\\p{L}*|poruk\\p{L}*)",
    ),
    disown: alt(
      "(?:dolaze|dolazi|stižu) od (?:pošiljatelja|pošiljaoca|prevaranata)",
      "(?:ne dolaze|ne dolazi|nisu|nije) (?:poslan\\p{L}* )?od nas",
      "(?:nismo|nisam) (?:ih |je |ga )?poslali",
      "(?:poruka|poruke|e-mail) (?:je|su) (?:lažn\\p{L}*|prevara)",
    ),
    noAct: alt(
      "(?:nemojte ih|ne) (?:izvršavati|izvršavajte|slijediti|slijedite|slediti|sledite)",
      "(?:ne smije|ne sme|ne smiju|ne smeju|neće) (?:ih )?(?:izvršavati|izvršiti|slijediti|slediti)",
    ),
    attack:
      "prevarant\\p{L}*|prevar[aeiu]\\p{L}*|napadač\\p{L}*|hakeri|(?:lažn|sumnjiv)\\p{L}* (?:e-?mail\\p{L}*|poruk\\p{L}*|račun\\p{L}*|stranic\\p{L}*)",
  },
  sk: {
    seen: alt(
      "(?:dostali sme|prijali sme|zaznamenali sme|zachytili sme|zablokovali sme|evidujeme) (?:\\p{L}+ ){0,3}?(?:niekoľko|viacero|mnoho|veľa|podvodn\\p{L}*|podozriv\\p{L}*|falošn\\p{L}*) (?:\\p{L}+ ){0,2}?(?:e-?mail\\p{L}*|správ\\p{L}*|hovor\\p{L}*|pokus\\p{L}*|sms)",
      "(?:objavujú sa|sa objavujú) (?:\\p{L}+ ){0,2}?(?:v|vo) (?:kontaktných formulároch|recenziách|hodnoteniach|komentároch)",
    ),
    example: alt(
      `(?:napríklad|napr\\.)[:,]? ${Q}`,
      "(?:vety|frázy|formulácie|pokyny|inštrukcie|texty) (?:typu|ako napríklad)",
      "(?:citujeme|uvádzame|citované) (?:\\p{L}+ ){0,2}?(?:ako|pre) (?:varovanie|výstrahu|príklad)",
    ),
    warn: alt(
      "(?:odborníci|experti|polícia|banky|nbú)(?: \\p{L}+){0,2}? (?:varujú|varuje|upozorňujú)",
      "(?:pozor|varovanie|varujeme) (?:na|pred) (?:\\p{L}+ ){0,2}?(?:e-?mail\\p{L}*|správ\\p{L}*|podvod\\p{L}*|falošn\\p{L}*|sms|odkaz\\p{L}*)",
      "(?:buďte|zostaňte) (?:ostražit\\p{L}*|obozretn\\p{L}*|na pozore)",
    ),
    disown: alt(
      "(?:pochádzajú|pochádza|prichádzajú) (?:od odosielateľa|od podvodníkov)",
      "(?:nepochádzajú|nepochádza|nie sú|nie je) (?:od nás|z našej|z ambulancie|z firmy)",
      "(?:neposlali|neodoslali) sme (?:ich|ju|ho|tieto|takéto)",
      "(?:ide o|je to) (?:podvrh|podvod)",
    ),
    noAct: alt(
      "(?:nevykonávajte|neplňte|neriaďte sa|nepočúvajte) (?:ich|nimi|tieto|takéto|pokyn\\p{L}*|inštrukci\\p{L}*)",
      "(?:nesmie|nemá|nebude) (?:ich |tieto |takéto )?(?:vykonávať|vykonať|plniť|splniť)",
    ),
    attack:
      "podvodní[kc]\\p{L}*|útočník\\p{L}*|kyberzločin\\p{L}*|(?:podozriv|falošn|podvodn)\\p{L}* (?:e-?mail\\p{L}*|správ\\p{L}*|sms|faktúr\\p{L}*)",
  },
  sl: {
    seen: alt(
      "(?:prejeli smo|dobili smo|zaznali smo|opazili smo|blokirali smo|prejemamo) (?:\\p{L}+ ){0,3}?(?:več|veliko|številne|nekaj|lažn\\p{L}*|sumljiv\\p{L}*|goljufiv\\p{L}*) (?:\\p{L}+ ){0,2}?(?:e-?pošt\\p{L}*|e-?mail\\p{L}*|sporočil\\p{L}*|klic\\p{L}*|poskus\\p{L}*|sms\\p{L}*)",
      "(?:pojavljajo se|se pojavljajo) (?:\\p{L}+ ){0,2}?v (?:kontaktnih obrazcih|ocenah|mnenjih|komentarjih)",
    ),
    example: alt(
      `(?:na primer|npr\\.)[:,]? ${Q}`,
      "(?:stavki|stavke|fraze|navodila|ukaze|besedila) (?:kot so|tipa|v slogu)",
      "(?:citiramo|navajamo|citirana|citirani) (?:\\p{L}+ ){0,2}?(?:kot|za) (?:opozorilo|svarilo|primer)",
    ),
    warn: alt(
      "(?:strokovnjaki|policija|banke|si-cert|informacijski pooblaščenec)(?: \\p{L}+){0,2}? (?:opozarjajo|opozarja|svarijo)",
      "(?:pozor|previdno|bodite previdni) (?:pri|pred|z|s|glede) (?:\\p{L}+ ){0,2}?(?:lažn\\p{L}*|sumljiv\\p{L}*|e-?pošt\\p{L}*|sporočil\\p{L}*|prevar\\p{L}*|goljuf\\p{L}*|povezav\\p{L}*)",
      "bodite pozorni na (?:lažn|sumljiv)\\p{L}*",
    ),
    disown: alt(
      "(?:prihajajo|prihaja) od (?:pošiljatelja|goljufov|prevarantov)",
      "(?:ne prihajajo|ne prihaja|niso|ni) (?:poslan\\p{L}* )?od nas",
      "(?:jih|ga) nismo poslali",
      "(?:sporočilo|sporočila|e-pošta) (?:je|so) (?:lažn\\p{L}*|ponarejen\\p{L}*|prevara)",
    ),
    noAct: alt(
      "(?:ne izvajajte|ne upoštevajte|ne sledite) (?:jih|teh|takih|navodil\\p{L}*|ukaz\\p{L}*)",
      "(?:ne sme|ne smejo|ne bo) (?:jih )?(?:izvajati|izvesti|upoštevati|slediti)",
    ),
    attack:
      "goljuf\\p{L}*|prevarant\\p{L}*|napadalc\\p{L}*|napadalec|(?:lažn|sumljiv)\\p{L}* (?:e-?pošt\\p{L}*|sporočil\\p{L}*|račun\\p{L}*|stran\\p{L}*)",
  },
  lt: {
    seen: alt(
      "(?:gavome|gauname|pastebėjome|užfiksavome|užblokavome|sulaukėme) (?:\\p{L}+ ){0,3}?(?:kelis|keletą|daug|daugybę|netikrų|įtartinų|sukčių) (?:\\p{L}+ ){0,2}?(?:el\\. laišk\\p{L}*|laišk\\p{L}*|žinuči\\p{L}*|pranešim\\p{L}*|skambuči\\p{L}*|bandym\\p{L}*)",
      "(?:kontaktų formose|atsiliepimuose|komentaruose) (?:\\p{L}+ ){0,2}?(?:pasirodo|atsiranda|pasitaiko)",
    ),
    example: alt(
      `(?:pavyzdžiui|pvz\\.)[:,]? ${Q}`,
      "(?:sakiniai|sakinių|frazės|frazių|nurodymai|nurodymų|tekstai),? (?:tokie kaip|tokių kaip|kaip antai|panašūs į|panašių į)",
      "(?:cituojame|cituojami|pateikiami) (?:\\p{L}+ ){0,2}?(?:kaip|dėl) (?:įspėjim\\p{L}*|pavyzd\\p{L}*)",
    ),
    warn: alt(
      "(?:ekspertai|specialistai|policija|bankai|nksc|vdai)(?: \\p{L}+){0,2}? (?:įspėja|perspėja)",
      "(?:saugokitės|būkite atsargūs su|atsargiai su) (?:\\p{L}+ ){0,2}?(?:sukč\\p{L}*|netikr\\p{L}*|įtartin\\p{L}*|laišk\\p{L}*|žinuč\\p{L}*|nuorod\\p{L}*)",
      "būkite budrūs",
    ),
    disown: alt(
      "(?:ateina|atėjo|siunčiami) (?:iš siuntėjo|iš sukčių)",
      "(?:laiškai|laiškas|žinutės|pranešimai|jie) (?:\\p{L}+ )?(?:ne iš mūsų|ne mūsų siųst\\p{L}*)",
      "(?:mes jų|mes jo) nesiuntėme",
    ),
    noAct: alt(
      "(?:nevykdykite|nesivadovaukite|neklausykite) (?:jų|tokių|šių|nurodym\\p{L}*)",
      "(?:negali|neturi|nevykdys) (?:\\p{L}+ )?(?:jų |tokių )?(?:vykdyti|atlikti)",
    ),
    attack:
      "sukči\\p{L}*|užpuolik\\p{L}*|įsilaužėl\\p{L}*|(?:netikr|įtartin)\\p{L}* (?:laišk\\p{L}*|el\\. laišk\\p{L}*|žinuč\\p{L}*|sąskait\\p{L}*)",
  },
  lv: {
    seen: alt(
      "(?:esam saņēmuši|saņēmām|pamanījām|esam pamanījuši|bloķējām|fiksējām) (?:\\p{L}+ ){0,3}?(?:vairākus|vairākas|daudz|daudzus|neīstus|viltotus|aizdomīgus|krāpniecisk\\p{L}*) (?:\\p{L}+ ){0,2}?(?:e-?pasta|e-?pastus|vēstules|ziņas|ziņojumus|zvanus|mēģinājumus)",
      "(?:kontaktformās|atsauksmēs|komentāros) (?:\\p{L}+ ){0,2}?(?:parādās|uzrodas)",
    ),
    example: alt(
      `piemēram[:,]? ${Q}`,
      "(?:teikumi|teikumus|frāzes|norādījumi|norādījumus|teksti),? (?:piemēram|kā piemēram|līdzīgi kā)",
      "(?:citējam|citēti|minēti) (?:\\p{L}+ ){0,2}?(?:kā|par) (?:brīdinājum\\p{L}*|piemēr\\p{L}*)",
    ),
    warn: alt(
      "(?:eksperti|speciālisti|policija|valsts policija|bankas|cert\\.lv|dvi)(?: \\p{L}+){0,2}? brīdina",
      "(?:uzmanieties no|sargieties no|esiet piesardzīgi ar) (?:\\p{L}+ ){0,2}?(?:krāp\\p{L}*|viltot\\p{L}*|aizdomīg\\p{L}*|e-?pasta|e-?pastiem|vēstulēm|ziņām|saitēm)",
      "esiet modri",
    ),
    disown: alt(
      "(?:nāk|pienāk) no (?:sūtītāja|krāpniekiem)",
      "(?:nav|nenāk) no mums",
      "mēs (?:tās|to|tos) neesam sūtījuši",
    ),
    noAct: alt(
      "(?:neizpildiet|neievērojiet|nesekojiet) (?:tos|tās|tiem|tām|šādus|šādas|norādījum\\p{L}*)",
      "(?:nedrīkst|neizpildīs) (?:tos |tās |šādus )?(?:izpildīt|izpildi)",
    ),
    attack:
      "krāpniek\\p{L}*|krāpšan\\p{L}*|uzbrucēj\\p{L}*|(?:viltot|aizdomīg)\\p{L}* (?:e-?pasta|e-?pastus|vēstul\\p{L}*|ziņ\\p{L}*|rēķin\\p{L}*)",
  },
  et: {
    seen: alt(
      "(?:oleme saanud|saime|märkasime|oleme märganud|blokeerisime|tuvastasime) (?:\\p{L}+ ){0,3}?(?:mitu|mitmeid|palju|hulga|võltsitud|kahtlasi|petu\\p{L}*) (?:\\p{L}+ ){0,2}?(?:e-?kirja\\p{L}*|kirja\\p{L}*|sõnumeid|kõnesid|katseid)",
      "(?:kontaktivormides|arvustustes|kommentaarides) (?:\\p{L}+ ){0,2}?(?:ilmub|ilmuvad|leidub)",
    ),
    example: alt(
      `(?:näiteks|nt\\.)[:,]? ${Q}`,
      "(?:laused|lauseid|fraasid|juhised|juhiseid|tekstid),? (?:nagu|stiilis)",
      "(?:tsiteerime|tsiteeritud) (?:\\p{L}+ ){0,2}?(?:hoiatuseks|näiteks)",
    ),
    warn: alt(
      "(?:eksperdid|politsei|pangad|cert-ee|ria|andmekaitse inspektsioon)(?: \\p{L}+){0,2}? (?:hoiatab|hoiatavad)",
      "(?:hoiduge|olge ettevaatlik\\p{L}*) (?:\\p{L}+ ){0,2}?(?:pettu\\p{L}*|petis\\p{L}*|võlts\\p{L}*|kahtlas\\p{L}*|e-?kirja\\p{L}*|sõnumi\\p{L}*|linki\\p{L}*)",
      "olge valvsad",
    ),
    disown: alt(
      "(?:tulevad|tuleb|pärinevad|pärineb) (?:saatjalt|petturitelt)",
      "(?:ei tule|ei pärine|ei ole) (?:meilt|kliinikult|ettevõttelt)",
      "me ei ole (?:neid|seda) saatnud",
    ),
    noAct: alt(
      "(?:ärge|ära) (?:täitke|täida|järgige|järgi) (?:neid|selliseid|juhiseid|käske)",
      "ei (?:tohi|tohiks) (?:neid |selliseid )?(?:täita|järgida)",
    ),
    attack:
      "petis\\p{L}*|pettur\\p{L}*|pettus\\p{L}*|ründaja\\p{L}*|häkker\\p{L}*|(?:võlts\\p{L}*|kahtlas\\p{L}*) (?:e-?kirj\\p{L}*|kirj\\p{L}*|sõnum\\p{L}*|arve\\p{L}*)",
  },
  ca: {
    seen: alt(
      "(?:hem rebut|hem detectat|hem vist|hem bloquejat|hem identificat) (?:\\p{L}+ ){0,3}?(?:diversos|diverses|molts|moltes|alguns|algunes|nombrosos|nombroses) (?:\\p{L}+ ){0,2}?(?:correus|missatges|e-?mails|trucades|intents|sms)",
      "(?:apareixen|continuen apareixent|circulen) (?:\\p{L}+ ){0,2}?(?:als|en els|a les|en les) (?:formularis de contacte|ressenyes|opinions|comentaris)",
    ),
    example: alt(
      `(?:per exemple|com ara)[:,]? ${Q}`,
      "(?:frases|expressions|instruccions|textos|ordres) (?:com ara|del tipus)",
      "(?:citats?|citades?|reproduïts?|reproduïdes?) (?:com a|a tall d') ?(?:advertiment|avís|exemple)",
    ),
    warn: alt(
      "(?:els experts|la policia|els mossos|els bancs|les autoritats|l'apdcat)(?: \\p{L}+){0,2}? (?:alerten|adverteixen|avisen)",
      "(?:compte|alerta|aneu amb compte) (?:amb|als|a les) (?:\\p{L}+ ){0,2}?(?:correus|missatges|estafes?|enllaços|trucades|falsos|falses)",
      "estigueu alerta",
    ),
    disown: alt(
      "(?:vénen|venen|provenen|prové|ve) (?:del remitent|dels estafadors)",
      "no (?:vénen|venen|provenen|prové|ve) (?:de nosaltres|de la clínica|de l'empresa|del despatx)",
      "no (?:l'hem|els hem|les hem) enviat",
      "(?:el missatge|el correu|els missatges|els correus) (?:és|són) (?:fals|falsos|una estafa)",
    ),
    noAct: alt(
      "no (?:les |els )(?:seguiu|executeu|obeïu)",
      "no (?:ha|han|pot|poden|hauria) d(?:e |')(?:executar|seguir)-(?:les|los)",
      "mai (?:no )?(?:seguiu|executeu) (?:instruccions|ordres)",
    ),
    attack:
      "estafador\\p{L}*|estafa|estafes|atacant\\p{L}*|ciberdelinqü\\p{L}*|(?:correus|missatges|factures) (?:falsos|falses|fraudulents|sospitosos)",
  },
  hy: {
    seen: alt(
      "(?:ստացել ենք|ստացանք|նկատել ենք|հայտնաբերել ենք|արգելափակել ենք) (?:\\p{L}+ ){0,3}?(?:մի քանի|բազմաթիվ|կեղծ|կասկածելի) (?:\\p{L}+ ){0,2}?(?:նամակ\\p{L}*|հաղորդագրություն\\p{L}*|զանգ\\p{L}*|փորձ\\p{L}*)",
      "(?:մի քանի|բազմաթիվ) (?:\\p{L}+ ){0,2}?(?:նամակ|հաղորդագրություն)\\p{L}* (?:ենք ստացել|ստացանք)",
    ),
    example: alt(`օրինակ[:,՝]? ${Q}`, "(?:նման|տիպի) (?:նախադասություններ|արտահայտություններ|հրահանգներ)"),
    warn: alt(
      "(?:փորձագետները|ոստիկանությունը|բանկերը|մասնագետները)(?: \\p{L}+){0,3}? (?:զգուշացնում|նախազգուշացնում)",
      "(?:զգույշ եղեք|զգուշացեք) (?:\\p{L}+ ){0,2}?(?:կեղծ|կասկածելի|խարդախ\\p{L}*|նամակ\\p{L}*|հղում\\p{L}*)",
    ),
    disown: alt(
      "(?:գալիս են|ուղարկվել են) (?:ուղարկողից|խարդախներից)",
      "(?:մեզանից|մեր կողմից) (?:\\p{L}+ )?(?:չեն|չի)",
    ),
    noAct:
      "(?:դրանք|այդ հրահանգները|նման հրահանգները) (?:\\p{L}+ ){0,2}?(?:մի կատարեք|մի հետևեք|չպետք է կատար\\p{L}*|չի կատարի)",
    attack:
      "խարդախ\\p{L}*|հարձակվող\\p{L}*|հաքեր\\p{L}*|(?:կեղծ|կասկածելի) (?:նամակ\\p{L}*|հաղորդագրություն\\p{L}*|հաշիվ\\p{L}*|կայք\\p{L}*)",
  },
  az: {
    seen: alt(
      "(?:bir neçə|çoxlu|çox sayda|saxta|şübhəli|fırıldaq\\p{L}*) (?:\\p{L}+ ){0,2}?(?:e-?poçt\\p{L}*|məktub\\p{L}*|mesaj\\p{L}*|zəng\\p{L}*|cəhd\\p{L}*) (?:\\p{L}+ ){0,2}?(?:almışıq|aldıq|qeydə almışıq|aşkar etmişik|bloklamışıq|blokladıq)",
      "(?:əlaqə formalarında|rəylərdə|şərhlərdə) (?:\\p{L}+ ){0,2}?(?:peyda olur|görünür|rast gəlinir)",
    ),
    example: alt(`məsələn[:,]? ${Q}`, "(?:kimi|tipli) (?:cümlələr|ifadələr|təlimatlar|göstərişlər)"),
    warn: alt(
      "(?:ekspertlər|mütəxəssislər|polis|banklar)(?: \\p{L}+){0,4}? xəbərdarlıq edir\\p{L}*",
      "(?:saxta|şübhəli|fırıldaq\\p{L}*) (?:\\p{L}+ ){0,2}?(?:qarşı|ilə bağlı) (?:diqqətli|ehtiyatlı|ayıq) olun",
    ),
    disown: alt(
      "(?:göndərəndən|fırıldaqçılardan) (?:gəlir|gəlib)",
      "(?:bizdən|klinikadan|şirkətdən) (?:gəlməyib|göndərilməyib)",
    ),
    noAct:
      "(?:onları|bu göstərişləri|belə göstərişləri|bu təlimatları) (?:\\p{L}+ ){0,2}?(?:yerinə yetirməyin|icra etməyin|yerinə yetirməməlidir|icra etməməlidir)",
    attack:
      "fırıldaqçı\\p{L}*|dələduz\\p{L}*|hücumçu\\p{L}*|(?:saxta|şübhəli) (?:e-?poçt\\p{L}*|məktub\\p{L}*|mesaj\\p{L}*|hesab-faktura\\p{L}*)",
  },
  kk: {
    seen: "(?:бірнеше|көптеген|жалған|күдікті|алаяқ\\p{L}*) (?:\\p{L}+ ){0,2}?(?:хат\\p{L}*|хабарлама\\p{L}*|қоңыра\\p{L}*|әрекет\\p{L}*) (?:\\p{L}+ ){0,2}?(?:алдық|келді|келіп түсті|анықтадық|бұғаттадық)",
    example: alt(`мысалы[:,]? ${Q}`, "(?:сияқты|секілді|тәрізді) (?:сөйлемдер|нұсқаулар|тіркестер)"),
    warn: alt(
      "(?:сарапшылар|полиция|банктер|мамандар)(?: \\p{L}+){0,4}? (?:ескертеді|ескертуде)",
      "(?:жалған|күдікті|алаяқ\\p{L}*) (?:\\p{L}+ ){0,2}?(?:сақ|абай) болыңыз",
    ),
    disown: alt(
      "(?:жіберушіден|алаяқтардан) (?:келеді|келген)",
      "(?:бізден|клиникадан|компаниядан) (?:келмеген|жіберілмеген)",
    ),
    noAct:
      "(?:оларды|бұл нұсқауларды|мұндай нұсқауларды) (?:\\p{L}+ ){0,2}?(?:орындамаңыз|орындамауы тиіс|орындамайды|орындауға болмайды)",
    attack:
      "алаяқ\\p{L}*|шабуылдаушы\\p{L}*|хакер\\p{L}*|(?:жалған|күдікті) (?:хат\\p{L}*|хабарлама\\p{L}*|шот\\p{L}*|сайт\\p{L}*)",
  },
  uz: {
    seen: "(?:bir nechta|koʻplab|soxta|shubhali|firibgar\\p{L}*) (?:\\p{L}+ ){0,2}?(?:xat\\p{L}*|xabar\\p{L}*|qoʻngʻiroq\\p{L}*|urinish\\p{L}*) (?:\\p{L}+ ){0,2}?(?:oldik|qabul qildik|aniqladik|blokladik)",
    example: alt(`masalan[:,]? ${Q}`, "(?:kabi|singari) (?:jumlalar|iboralar|koʻrsatmalar|buyruqlar)"),
    warn: alt(
      "(?:mutaxassislar|ekspertlar|politsiya|militsiya|banklar)(?: \\p{L}+){0,4}? ogohlantir\\p{L}*",
      "(?:soxta|shubhali|firibgar\\p{L}*) (?:\\p{L}+ ){0,2}?(?:ehtiyot|hushyor) boʻling",
    ),
    disown: alt(
      "(?:joʻnatuvchidan|firibgarlardan) (?:keladi|kelgan)",
      "(?:bizdan|klinikadan|kompaniyadan) (?:kelmagan|yuborilmagan)",
    ),
    noAct:
      "(?:ularni|bu koʻrsatmalarni|bunday koʻrsatmalarni) (?:\\p{L}+ ){0,2}?(?:bajarmang|bajarmasligi kerak|bajarmaydi|bajarish mumkin emas)",
    attack:
      "firibgar\\p{L}*|tovlamachi\\p{L}*|hujumchi\\p{L}*|(?:soxta|shubhali) (?:xat\\p{L}*|xabar\\p{L}*|hisob-faktura\\p{L}*|sayt\\p{L}*)",
  },
  mn: {
    seen: "(?:хэд хэдэн|олон|хуурамч|сэжигтэй|залилан\\p{L}*) (?:\\p{L}+ ){0,2}?(?:имэйл\\p{L}*|захидал\\p{L}*|мессеж\\p{L}*|дуудлага\\p{L}*|оролдлого\\p{L}*) (?:\\p{L}+ ){0,2}?(?:хүлээн авсан|ирсэн|ирж байна|илрүүлсэн|хаасан)",
    example: alt(
      `(?:жишээлбэл|жишээ нь)[:,]? ${Q}`,
      "(?:гэх мэт|гэсэн) (?:өгүүлбэр\\p{L}*|заавар\\p{L}*|хэллэг\\p{L}*)",
    ),
    warn: alt(
      "(?:мэргэжилтнүүд|цагдаа|банкууд|шинжээчид)(?: \\p{L}+){0,4}? (?:анхааруул\\p{L}*|сануул\\p{L}*)",
      "(?:хуурамч|сэжигтэй|залилан\\p{L}*) (?:\\p{L}+ ){0,2}?(?:болгоомжтой|сэрэмжтэй) байгаарай",
    ),
    disown: alt(
      "(?:илгээгчээс|залилагчдаас) (?:ирсэн|ирдэг)",
      "(?:биднээс|манайхаас|эмнэлгээс|компаниас) (?:ирээгүй|илгээгээгүй)",
    ),
    noAct:
      "(?:тэдгээрийг|эдгээр зааврыг|ийм зааврыг) (?:\\p{L}+ ){0,2}?(?:биелүүлэхгүй|бүү биелүүл\\p{L}*|дагахгүй|бүү дага\\p{L}*|биелүүлж болохгүй)",
    attack:
      "залилагч\\p{L}*|луйварчин\\p{L}*|халдагч\\p{L}*|(?:хуурамч|сэжигтэй) (?:имэйл\\p{L}*|захидал\\p{L}*|мессеж\\p{L}*|нэхэмжл\\p{L}*)",
  },
  zu: {
    seen: "(?:sithole|sithola|sibone|sibona|sivimbe) (?:\\p{L}+ ){0,3}?(?:ama-?imeyili|ama-?email|imilayezo|izingcingo|imizamo) (?:\\p{L}+ ){0,2}?(?:eminingi|amaningi|mbalwa|yomgunyathi|angamanga|esolisayo)",
    example: alt(`(?:isibonelo|ngokwesibonelo)[:,]? ${Q}`, "(?:imisho|imiyalelo) (?:efana ne|njenge)"),
    warn: alt(
      "(?:ochwepheshe|amaphoyisa|amabhange|iziphathimandla)(?: \\p{L}+){0,3}? (?:bayaxwayisa|baxwayisa|ayaxwayisa|axwayisa)",
      "(?:qaphela|qaphelani|xwaya|xwayani) (?:\\p{L}+ ){0,2}?(?:ama-?imeyili|imilayezo|inkohliso|abakhwabanisi|umgunyathi|izixhumanisi)",
    ),
    disown: alt(
      "(?:ivela|avela|ivela) ku(?:mthumeli|bakhwabanisi)",
      "(?:ayiveli|awaveli|akuveli) (?:kithi|emtholampilo|enkampanini)",
    ),
    noAct:
      "(?:ningayilandeli|ungayilandeli|ningawalandeli|ungawalandeli|ningazilandeli|akufanele ayenze|akufanele ayilandele)",
    attack:
      "abakhwabanisi|inkohliso|ukukhwabanisa|abahlaseli|umgunyathi|(?:ama-?imeyili|imilayezo) (?:yomgunyathi|angamanga|esolisayo)",
  },
  xh: {
    seen: "(?:sifumene|sifumana|sibone|sibona|sithintele) (?:\\p{L}+ ){0,3}?(?:ii-?imeyile|ii-?email|imiyalezo|iifowuni|iinzame) (?:\\p{L}+ ){0,2}?(?:ezininzi|eziliqela|ezingenyani|zobuqhophololo|ezikrokrisayo)",
    example: alt(`(?:umzekelo|ngokomzekelo)[:,]? ${Q}`, "(?:izivakalisi|imiyalelo) (?:ezifana ne|ezinjenge)"),
    warn: alt(
      "(?:iingcali|amapolisa|iibhanki|abasemagunyeni)(?: \\p{L}+){0,3}? (?:bayalumkisa|ayalumkisa|ziyalumkisa|zilumkisa|balumkisa)",
      "(?:lumkela|lumkelani|lumka) (?:\\p{L}+ ){0,2}?(?:ii-?imeyile|imiyalezo|ubuqhophololo|abaqhathi|amakhonkco)",
    ),
    disown: alt(
      "(?:ivela|avela|zivela) ku(?:mthumeli|baqhathi)",
      "(?:ayiveli|aziveli|akuveli) (?:kuthi|ekliniki|kwinkampani)",
    ),
    noAct:
      "(?:musa ukuyilandela|musani ukuyilandela|musani ukuzilandela|musa ukuzilandela|akufuneki ayenze|akufuneki azilandele)",
    attack: "abaqhathi|ubuqhophololo|abahlaseli|(?:ii-?imeyile|imiyalezo) (?:ezingenyani|ezikrokrisayo|zobuqhophololo)",
  },
  af: {
    seen: alt(
      "ons het (?:\\p{L}+ ){0,2}?(?:verskeie|baie|talle|vals|verdagte|bedrieglike) (?:\\p{L}+ ){0,2}?(?:e-?posse|e-?posboodskappe|boodskappe|oproepe|pogings|e-?mails|sms'e)",
      "(?:verskyn|duik) (?:\\p{L}+ ){0,2}?(?:op )?in (?:kontakvorms|resensies|kommentaar)",
    ),
    example: alt(
      `(?:byvoorbeeld|bv\\.)[:,]? ${Q}`,
      `(?:sinne|frases|instruksies|opdragte|tekste) (?:soos|in die trant van)[:,]? ${Q}`,
      "(?:aangehaal|weergegee) (?:as|ter) (?:waarskuwing|voorbeeld)",
    ),
    warn: alt(
      "(?:die polisie|kenners|deskundiges|die banke|owerhede|die inligtingsreguleerder)(?: \\p{L}+){0,2}? waarsku",
      "(?:pasop|wees versigtig|waarskuwing) (?:vir|teen|met) (?:\\p{L}+ ){0,2}?(?:e-?posse|boodskappe|bedrog|bedrieërs|swendel\\p{L}*|vals|skakels|sms'e|oproepe)",
      "wees (?:waaksaam|op jou hoede)",
    ),
    disown: alt(
      "kom (?:van die sender|van die afsender|van bedrieërs|nie van ons)",
      "(?:is|was) nie (?:deur ons gestuur|van ons)",
      "(?:die boodskap|die e-pos|hierdie boodskappe|hierdie e-posse) is (?:vervals|bedrog)",
    ),
    noAct: alt(
      "moenie (?:hulle|dit|sulke (?:instruksies|opdragte)|hierdie (?:instruksies|opdragte)) (?:volg|uitvoer|nakom)",
      "mag (?:hulle|dit|sulke (?:instruksies|opdragte)) nie (?:uitvoer|volg|nakom)",
    ),
    attack:
      "bedrieër\\p{L}*|bedrog|swendel\\p{L}*|aanvaller\\p{L}*|kuberkrimin\\p{L}*|(?:vals|verdagte) (?:e-?posse|e-?pos|boodskappe|fakture|skakels)",
  },
  so: {
    seen: "(?:waxaan helnay|waxaan aragnay|waxaan xannibnay) (?:\\p{L}+ ){0,3}?(?:emayl\\p{L}*|iimayl\\p{L}*|fariimo|farriimo|wicitaan\\p{L}*) (?:\\p{L}+ ){0,2}?(?:badan|dhowr|been abuur|khiyaano|shaki)",
    example: alt(
      `(?:tusaale ahaan|tusaale)[:,]? ${Q}`,
      `(?:weedho|jumlado|tilmaamo|amarro) (?:sida|la mid ah)[:,]? ${Q}`,
    ),
    warn: alt(
      "(?:khubarada|booliska|bangiyada|mas'uuliyiinta)(?: \\p{L}+){0,3}? (?:ka digayaan|ka digaya|ka digay|uga digayaan)",
      "(?:fariimaha|emaylada|khiyaanada|fariimahan) (?:\\p{L}+ ){0,2}?(?:ka digtoonaada|ka feejignaada|ka taxaddara)",
    ),
    disown: alt(
      "(?:waxay ka yimaadeen|waxay ka timid) (?:diraha|khiyaanoolayaasha)",
      "(?:kama iman|kama aysan iman|kama imaan) (?:annaga|xagga annaga|shirkadda|rugta)",
    ),
    noAct:
      "(?:tilmaamahan|amarradan|tilmaamaha noocan) (?:\\p{L}+ ){0,2}?(?:ha raacin|ha fulin|waa inaanu fulin|waa inaan fulin|ma fulin karo)",
    attack:
      "khiyaanoole\\p{L}*|khiyaano|weerarey\\p{L}*|(?:emayl\\p{L}*|fariimo|fariin) (?:been abuur|khiyaano|shaki leh)",
  },
  ti: {
    seen: "(?:ብዙሓት|ሓሶት|ዘጠራጥር)[^\\n]{0,12}?(?:ኢመይ|መልእኽ|ደብዳ|ፈተነ)[^\\n]{0,20}?(?:በጺሑና|ተቐቢልና|ረኺብና)",
    example: alt(`ንኣብነት[:,፥፡]? ?${Q}`, "(?:ዝኣመሰሉ|ዝመስሉ) (?:ሓረጋት|መምርሒታት|ትእዛዛት)"),
    warn: alt(
      "(?:ክኢላታት|ፖሊስ|ባንክታት)[^\\n]{0,30}?(?:የጠንቅቑ|ኣጠንቂቖም|የጠንቅቕ)",
      "(?:ሓሶት|ዘጠራጥር|ምትላል)[^\\n]{0,20}?(?:ተጠንቀቑ|ተጠንቀቕ)",
    ),
    disown: alt("ካብ (?:ሰዳዲ|መታለልቲ) (?:ዝመጽኡ|ዝመጸ)", "ካባና (?:ኣይመጽኡን|ኣይመጸን|ኣይተላእኹን)"),
    noAct: "(?:ኣይትተግብርዎም|ኣይትኽተልዎም|ክፍጽሞም የብሉን|ክትግብሮም የብሉን|ኣይትፈጽምዎም)",
    attack: "መታለልቲ|ምትላል|(?:ሓሶት|ዘጠራጥር) (?:ኢመይል|መልእኽቲ)",
  },
  ig: {
    seen: "(?:anyị anatala|anyị natara|anyị ahụla|anyị hụrụ|anyị egbochiela) (?:\\p{L}+ ){0,3}?(?:ọtụtụ|ụfọdụ) (?:\\p{L}+ ){0,2}?(?:ozi|email|e-?mail|oku|mgbalị)",
    example: alt(`(?:dịka ọmụmaatụ|ọmụmaatụ)[:,]? ${Q}`, `(?:ahịrịokwu|ntụziaka|iwu) (?:dịka|dị ka)[:,]? ${Q}`),
    warn: alt(
      "(?:ndị ọkachamara|ndị uwe ojii|ụlọ akụ|ndị ọchịchị)(?: \\p{L}+){0,3}? (?:na-adọ aka na ntị|dọrọ aka na ntị)",
      "(?:kpachara anya|lezie anya) (?:\\p{L}+ ){0,2}?(?:ozi|email|aghụghọ|wayo|adịgboroja|njikọ)",
    ),
    disown: alt(
      "(?:si|sitere) n['’]aka (?:onye zitere|ndị aghụghọ|ndị wayo)",
      "(?:esighi|esiteghị|esiteghi) n['’]aka (?:anyị|ụlọ ọgwụ|ụlọ ọrụ)",
    ),
    noAct: alt(
      "(?:emela ha|agbasokwala ha|emezila ha|ekwesighi ime ha|agaghị eme ha)",
      "(?:esola|agbasola) (?:ntụziaka|iwu) ndị a",
    ),
    attack: "ndị aghụghọ|aghụghọ|ndị wayo|ndị mwakpo|adịgboroja|(?:ozi|email) (?:adịgboroja|aghụghọ|na-enyo enyo)",
  },
  ms: {
    seen: alt(
      "kami (?:telah |baru-baru ini )?(?:menerima|mengesan|melihat|menyekat|mengenal pasti) (?:\\p{L}+ ){0,3}?(?:beberapa|banyak|pelbagai|sejumlah) (?:\\p{L}+ ){0,2}?(?:e-?mel|emel|mesej|panggilan|percubaan|sms)",
      "(?:muncul|timbul) (?:\\p{L}+ ){0,2}?(?:dalam|di) (?:borang hubungan|ulasan|komen)",
    ),
    example: alt(
      `(?:contohnya|sebagai contoh|misalnya)[:,]? ${Q}`,
      `(?:ayat|frasa|arahan|teks) (?:seperti|sebagai contoh)[:,]? ${Q}`,
      "(?:dipetik|disertakan) sebagai (?:amaran|contoh)",
    ),
    warn: alt(
      "(?:pakar|polis|pdrm|pihak berkuasa|pihak bank)(?: \\p{L}+){0,2}? (?:memberi amaran|mengingatkan orang ramai)",
      "(?:berhati-hati|waspada|awas) (?:dengan|terhadap) (?:\\p{L}+ ){0,2}?(?:e-?mel|emel|mesej|penipuan|scam|pautan|panggilan|palsu)",
    ),
    disown: alt(
      "(?:datang|dihantar) (?:daripada|dari) (?:penghantar|penipu|pihak penipu)",
      "bukan (?:daripada|dari) (?:kami|pihak kami|klinik|syarikat)",
      "(?:tidak|bukan) dihantar oleh kami",
    ),
    noAct:
      "(?:jangan|tidak boleh|tidak akan) (?:sesekali )?(?:ikut|ikuti|mengikut|laksanakan|melaksanakan|patuhi|mematuhi|jalankan) (?:arahan|mereka|perkara ini)",
    attack: "penipu\\p{L}*|penyerang|penggodam|(?:e-?mel|emel|mesej|invois|laman web) (?:palsu|mencurigakan|penipuan)",
  },
  ps: {
    seen: "(?:ګڼ|څو|جعلي|شکمن)[^\\n]{0,12}?(?:بریښنالیک|ایمیل|پیغام|زنګ|هڅ)[^\\n]{0,24}?(?:ترلاسه کړي|ترلاسه شوي|راغلي|موندلي)",
    example: alt(`(?:د بېلګې په توګه|بېلګه)[:،,]? ?${Q}`, "(?:په څېر|په شان) (?:جملې|لارښوونې|امرونه)"),
    warn: alt(
      "(?:کارپوهان|پولیس|بانکونه)[^\\n]{0,30}?خبرداری",
      "(?:جعلي|شکمن|درغلۍ)[^\\n]{0,20}?(?:پام وکړئ|محتاط اوسئ|هوښیار اوسئ)",
    ),
    disown: alt("(?:له|د) (?:لېږونکي|درغلګرو) (?:څخه|نه) (?:راغلي|دي)", "(?:زموږ له خوا|زموږ څخه) (?:نه دي|نه دی|ندي)"),
    noAct: "لارښوون[^\\n]{0,20}?(?:پلي نه کړي|مه منئ|مه پلي کوئ|ونه منئ)",
    attack: "درغلګر|درغلۍ|برید کوونکي|(?:جعلي|شکمن) (?:بریښنالیک|ایمیل|پیغام)",
  },
  ku: {
    seen: alt(
      "(?:gelek|çend|sexte|gumanbar) (?:\\p{L}+ ){0,2}?(?:e-?name|e-?mail|peyam|hewl)\\p{L}* (?:\\p{L}+ ){0,2}?(?:wergirtin|stendin|dîtin|asteng kirin)",
    ),
    example: alt(`(?:bo nimûne|mînak)[:,]? ${Q}`, `(?:hevokên|rêwerzên|fermanên) (?:wekî|mîna)[:,]? ${Q}`),
    warn: alt(
      "(?:pispor|polîs|bank|rayedar)\\p{L}*(?: \\p{L}+){0,4}? (?:hişyar dikin|hişyarî didin|hişyar dike|hişyarî dide)",
      "(?:hay ji xwe hebin|hişyar bin|baldar bin) (?:ji|li) (?:\\p{L}+ ){0,2}?(?:e-?name|peyam|xapandin|sexte|girêdan)",
    ),
    disown: alt("ji (?:şanderê|xapînokan) (?:tên|hatine|tê)", "ne ji (?:me|klînîkê|şirketê) (?:hatine|tên)"),
    noAct: "(?:bicih neyîn\\p{L}*|pêk neyîn\\p{L}*|(?:neşopînin|neşopîne) (?:wan|van|rêwerz\\p{L}*))",
    attack: "xapînok\\p{L}*|sextekar\\p{L}*|êrîşkar\\p{L}*|(?:e-?name|peyam)\\p{L}* (?:sexte|gumanbar)",
  },
  ckb: {
    seen: "(?:چەندین|ساختە|گوماناوی)[^\\n]{0,12}?(?:ئیمەیڵ|نامە|پەیام|هەوڵ)[^\\n]{0,24}?(?:وەرگرتووە|پێگەیشتووە|بینیوە|دۆزیوەتەوە)",
    example: alt(`بۆ نموونە[:،,]? ?${Q}`, "(?:ڕستەی|ڕێنمایی|فەرمانی) (?:وەک|وەکو)"),
    warn: alt(
      "(?:شارەزایان|پۆلیس|بانکەکان)[^\\n]{0,30}?(?:ئاگادار دەکەنەوە|ئاگادار دەکاتەوە|هۆشداری)",
      "(?:ئاگاداری|وریای)[^\\n]{0,20}?(?:ساختە|گوماناوی|فێڵ)\\S* بن",
    ),
    disown: alt("لە (?:نێرەرەوە|فێڵبازانەوە) (?:هاتوون|دێن)", "لە (?:ئێمەوە|لایەن ئێمەوە) (?:نەهاتوون|نەنێردراون)"),
    noAct: "(?:جێبەجێیان مەکەن|پەیڕەویان مەکەن|نابێت جێبەجێیان بکات|جێبەجێیان ناکات)",
    attack: "فێڵباز|ساختەکار|هێرشبەر|(?:ئیمەیڵ|نامە|پەیام)ی? (?:ساختە|گوماناوی)",
  },
  gu: {
    seen: "(?:ઘણા|અનેક|નકલી|શંકાસ્પદ) (?:\\S+ ){0,2}?(?:ઈમેલ|ઇમેઇલ|ઈ-મેલ|સંદેશ|મેસેજ|કૉલ|પ્રયાસ)\\S* (?:\\S+ ){0,2}?(?:મળ્યા|મળ્યાં|આવ્યા|આવ્યાં|આવી રહ્યા|પકડ્યા|રોક્યા)",
    example: alt(`ઉદાહરણ તરીકે[:,]? ${Q}`, "જેવા (?:વાક્યો|સૂચનાઓ|આદેશો)"),
    warn: alt(
      "(?:નિષ્ણાતો|પોલીસ|બેંકો|અધિકારીઓ)(?: \\S+){0,5}? (?:ચેતવણી આપ|સાવચેત કર)",
      "(?:નકલી|શંકાસ્પદ|છેતરપિંડી)\\S* (?:\\S+ ){0,2}?(?:સાવધાન|સાવચેત રહો)",
    ),
    disown: alt(
      "(?:મોકલનાર|છેતરપિંડી કરનારા)(?:ઓ)? (?:તરફથી|પાસેથી) (?:આવે|આવ્યા)",
      "(?:અમારા તરફથી|અમારી પાસેથી) (?:\\S+ )?(?:નથી|આવ્યા નથી)",
    ),
    noAct:
      "(?:તેનું|તેમનું|આવી સૂચનાઓનું|આ સૂચનાઓનું)(?: \\S+){0,2}? (?:પાલન ન કરો|પાલન કરશો નહીં|પાલન કરવું નહીં|અમલ ન કરો|પાલન ન કરવું જોઈએ|પાલન નહીં કરે)",
    attack: "છેતરપિંડી\\S*|ઠગ\\S*|હુમલાખોર\\S*|(?:નકલી|શંકાસ્પદ) (?:ઈમેલ|ઇમેઇલ|સંદેશ|મેસેજ)\\S*",
  },
  mr: {
    seen: "(?:अनेक|बनावट|संशयास्पद) (?:\\S+ ){0,2}?(?:ईमेल|ई-मेल|इमेल|संदेश|मेसेज|कॉल|प्रयत्न)\\S* (?:\\S+ ){0,2}?(?:मिळाले|मिळाल्या|आले|आल्या|आढळले|रोखले)",
    example: alt(`उदाहरणार्थ[:,]? ${Q}`, "(?:सारखी|सारखे|यांसारखी) (?:वाक्ये|सूचना|आज्ञा)"),
    warn: alt(
      "(?:तज्ज्ञ|तज्ञ|पोलीस|पोलिस|बँका|अधिकारी)(?: \\S+){0,5}? (?:इशारा देत|इशारा दिला|सावध करत)",
      "(?:बनावट|संशयास्पद|फसव)\\S* (?:\\S+ ){0,2}?(?:सावध राहा|सावधान)",
    ),
    disown: alt(
      "(?:पाठवणाऱ्याकडून|फसवणूक करणाऱ्यांकडून) (?:येतात|आले)",
      "(?:आमच्याकडून|आमच्या बाजूने) (?:\\S+ )?(?:आलेले नाहीत|आलेला नाही|पाठवलेले नाहीत)",
    ),
    noAct: "(?:त्यांचे|अशा सूचनांचे|या सूचनांचे)(?: \\S+){0,2}? (?:पालन करू नका|पालन करू नये|पालन करणार नाही|अंमलबजावणी करू नका)",
    attack: "फसवणूक\\S*|भामट\\S*|हल्लेखोर\\S*|(?:बनावट|संशयास्पद) (?:ईमेल|ई-मेल|संदेश|मेसेज)\\S*",
  },
  pa: {
    seen: "(?:ਕਈ|ਬਹੁਤ ਸਾਰੀਆਂ|ਬਹੁਤ ਸਾਰੇ|ਜਾਅਲੀ|ਨਕਲੀ) (?:\\S+ ){0,2}?(?:ਈਮੇਲ|ਈ-ਮੇਲ|ਸੁਨੇਹੇ|ਮੈਸੇਜ|ਕਾਲਾਂ|ਕੋਸ਼ਿਸ਼ਾਂ)\\S* (?:\\S+ ){0,2}?(?:ਮਿਲੀਆਂ|ਮਿਲੇ|ਆਈਆਂ|ਆਏ|ਰੋਕੀਆਂ|ਫੜੀਆਂ)",
    example: alt(`(?:ਉਦਾਹਰਣ ਵਜੋਂ|ਮਿਸਾਲ ਵਜੋਂ)[:,]? ${Q}`, "(?:ਵਰਗੇ|ਵਰਗੀਆਂ) (?:ਵਾਕ|ਹਦਾਇਤਾਂ|ਹੁਕਮ)"),
    warn: alt(
      "(?:ਮਾਹਿਰ|ਪੁਲਿਸ|ਬੈਂਕ|ਅਧਿਕਾਰੀ)(?: \\S+){0,5}? (?:ਚੇਤਾਵਨੀ ਦੇ|ਸਾਵਧਾਨ ਕਰ)",
      "(?:ਜਾਅਲੀ|ਨਕਲੀ|ਧੋਖਾਧੜੀ)\\S* (?:\\S+ ){0,2}?(?:ਸਾਵਧਾਨ|ਸੁਚੇਤ ਰਹੋ)",
    ),
    disown: alt("(?:ਭੇਜਣ ਵਾਲੇ|ਠੱਗਾਂ) (?:ਤੋਂ|ਵੱਲੋਂ) (?:ਆਉਂਦੇ|ਆਏ)", "(?:ਸਾਡੇ ਵੱਲੋਂ|ਸਾਡੇ ਤੋਂ) (?:\\S+ )?(?:ਨਹੀਂ ਆਏ|ਨਹੀਂ ਭੇਜੇ|ਨਹੀਂ ਹਨ)"),
    noAct:
      "(?:ਇਹਨਾਂ|ਇਨ੍ਹਾਂ|ਉਹਨਾਂ|ਅਜਿਹੀਆਂ)(?: \\S+){0,2}? (?:ਦੀ ਪਾਲਣਾ ਨਾ ਕਰੋ|ਦੀ ਪਾਲਣਾ ਨਹੀਂ ਕਰਨੀ ਚਾਹੀਦੀ|ਤੇ ਅਮਲ ਨਾ ਕਰੋ|ਦੀ ਪਾਲਣਾ ਨਹੀਂ ਕਰੇਗਾ)",
    attack: "ਠੱਗ\\S*|ਧੋਖਾਧੜੀ|ਹਮਲਾਵਰ|(?:ਜਾਅਲੀ|ਨਕਲੀ) (?:ਈਮੇਲ|ਈ-ਮੇਲ|ਸੁਨੇਹ|ਮੈਸੇਜ)\\S*",
  },
  te: {
    seen: "(?:అనేక|నకిలీ|అనుమానాస్పద) (?:\\S+ ){0,2}?(?:ఈమెయిల్|ఇమెయిల్|ఈ-మెయిల్|సందేశాలు|మెసేజ్|కాల్స్|ప్రయత్నాలు)\\S* (?:\\S+ ){0,2}?(?:వచ్చాయి|అందాయి|అందుకున్నాం|గుర్తించాం|నిరోధించాం)",
    example: alt(`ఉదాహరణకు[:,]? ${Q}`, "(?:వంటి|లాంటి) (?:వాక్యాలు|సూచనలు|ఆదేశాలు)"),
    warn: alt(
      "(?:నిపుణులు|పోలీసులు|బ్యాంకులు|అధికారులు)(?: \\S+){0,5}? (?:హెచ్చరిస్తున్నారు|హెచ్చరించారు)",
      "(?:నకిలీ|అనుమానాస్పద|మోసపూరిత)\\S* (?:\\S+ ){0,2}?(?:పట్ల|గురించి) (?:జాగ్రత్తగా ఉండండి|అప్రమత్తంగా ఉండండి)",
    ),
    disown: alt("(?:పంపినవారి నుండి|మోసగాళ్ల నుండి) (?:వస్తాయి|వచ్చాయి)", "(?:మా నుండి|మా తరఫున) (?:\\S+ )?(?:రాలేదు|పంపబడలేదు)"),
    noAct: "(?:వాటిని|ఈ సూచనలను|అలాంటి సూచనలను)(?: \\S+){0,2}? (?:పాటించవద్దు|అమలు చేయవద్దు|పాటించకూడదు|అమలు చేయకూడదు|పాటించదు)",
    attack: "మోసగాళ్ల\\S*|మోసగాళ్లు|దాడిదారు\\S*|(?:నకిలీ|అనుమానాస్పద) (?:ఈమెయిల్|ఇమెయిల్|సందేశ|మెసేజ్)\\S*",
  },
  kn: {
    seen: "(?:ಹಲವು|ಅನೇಕ|ನಕಲಿ|ಶಂಕಾಸ್ಪದ|ಅನುಮಾನಾಸ್ಪದ) (?:\\S+ ){0,2}?(?:ಇಮೇಲ್|ಈಮೇಲ್|ಸಂದೇಶ|ಮೆಸೇಜ್|ಪ್ರಯತ್ನ)\\S* (?:\\S+ ){0,2}?(?:ಬಂದಿವೆ|ಸ್ವೀಕರಿಸಿದ್ದೇವೆ|ಪತ್ತೆಹಚ್ಚಿದ್ದೇವೆ|ತಡೆದಿದ್ದೇವೆ)",
    example: alt(`ಉದಾಹರಣೆಗೆ[:,]? ${Q}`, "(?:ಮುಂತಾದ|ಎಂಬಂತಹ) (?:ವಾಕ್ಯಗಳು|ಸೂಚನೆಗಳು|ಆದೇಶಗಳು)"),
    warn: alt(
      "(?:ತಜ್ಞರು|ಪೊಲೀಸರು|ಬ್ಯಾಂಕುಗಳು|ಅಧಿಕಾರಿಗಳು)(?: \\S+){0,5}? (?:ಎಚ್ಚರಿಸುತ್ತಿದ್ದಾರೆ|ಎಚ್ಚರಿಕೆ ನೀಡಿದ್ದಾರೆ|ಎಚ್ಚರಿಸಿದ್ದಾರೆ)",
      "(?:ನಕಲಿ|ಶಂಕಾಸ್ಪದ|ವಂಚನೆ)\\S* (?:\\S+ ){0,2}?ಬಗ್ಗೆ (?:ಎಚ್ಚರದಿಂದಿರಿ|ಜಾಗರೂಕರಾಗಿರಿ)",
    ),
    disown: alt("(?:ಕಳುಹಿಸಿದವರಿಂದ|ವಂಚಕರಿಂದ) (?:ಬರುತ್ತವೆ|ಬಂದಿವೆ)", "(?:ನಮ್ಮಿಂದ|ನಮ್ಮ ಕಡೆಯಿಂದ) (?:\\S+ )?(?:ಬಂದಿಲ್ಲ|ಕಳುಹಿಸಲಾಗಿಲ್ಲ)"),
    noAct:
      "(?:ಅವುಗಳನ್ನು|ಈ ಸೂಚನೆಗಳನ್ನು|ಇಂತಹ ಸೂಚನೆಗಳನ್ನು)(?: \\S+){0,2}? (?:ಪಾಲಿಸಬೇಡಿ|ಪಾಲಿಸಬಾರದು|ಜಾರಿಗೊಳಿಸಬೇಡಿ|ಕಾರ್ಯಗತಗೊಳಿಸಬಾರದು|ಪಾಲಿಸುವುದಿಲ್ಲ)",
    attack: "ವಂಚಕ\\S*|ದಾಳಿಕೋರ\\S*|(?:ನಕಲಿ|ಶಂಕಾಸ್ಪದ) (?:ಇಮೇಲ್|ಈಮೇಲ್|ಸಂದೇಶ|ಮೆಸೇಜ್)\\S*",
  },
  ml: {
    seen: "(?:നിരവധി|ഒട്ടേറെ|വ്യാജ|സംശയാസ്പദ)\\S* (?:\\S+ ){0,2}?(?:ഇമെയി|ഇ-മെയി|സന്ദേശ|മെസേജ്|ശ്രമ)\\S* (?:\\S+ ){0,2}?(?:ലഭിച്ചു|കിട്ടി|വന്നു|കണ്ടെത്തി|തടഞ്ഞു)",
    example: alt(`ഉദാഹരണത്തിന്[:,]? ${Q}`, "(?:പോലുള്ള|പോലെയുള്ള) (?:വാക്യങ്ങൾ|നിർദ്ദേശങ്ങൾ|കൽപ്പനകൾ)"),
    warn: alt(
      "(?:വിദഗ്ധർ|പോലീസ്|ബാങ്കുകൾ|അധികൃതർ)(?: \\S+){0,5}? മുന്നറിയിപ്പ് നൽക",
      "(?:വ്യാജ|സംശയാസ്പദ|തട്ടിപ്പ്)\\S* (?:\\S+ ){0,2}?(?:സൂക്ഷിക്കുക|ജാഗ്രത പാലിക്കുക)",
    ),
    disown: alt("(?:അയച്ചയാളിൽ നിന്നാണ്|തട്ടിപ്പുകാരിൽ നിന്നാണ്)", "(?:ഞങ്ങളിൽ നിന്ന്|ഞങ്ങളുടെ ഭാഗത്തുനിന്ന്) (?:\\S+ )?(?:വന്നതല്ല|അയച്ചതല്ല)"),
    noAct: "(?:അവ|ഇവ|ഈ നിർദ്ദേശങ്ങൾ|അത്തരം നിർദ്ദേശങ്ങൾ)(?: \\S+){0,2}? (?:പാലിക്കരുത്|നടപ്പാക്കരുത്|അനുസരിക്കരുത്)",
    attack: "തട്ടിപ്പുകാർ|ആക്രമണകാരി\\S*|(?:വ്യാജ|സംശയാസ്പദ) (?:ഇമെയി|സന്ദേശ|മെസേജ്)\\S*",
  },
  jv: {
    seen: "(?:kita|kula|aku|kami) (?:wis |sampun )?(?:nampa|nampi|nemokake|ndeleng|mblokir) (?:\\p{L}+ ){0,3}?(?:akeh|sawetara|pirang-pirang|kathah) (?:\\p{L}+ ){0,2}?(?:e-?mail|pesen|pesan|telpon|upaya)",
    example: alt(
      `(?:contone|tuladhane|umpamane)[:,]? ${Q}`,
      `(?:ukara|pitunjuk|prentah|instruksi) (?:kaya|kayata|kados)[:,]? ${Q}`,
    ),
    warn: alt(
      "(?:para ahli|polisi|panguwasa|pihak bank)(?: \\p{L}+){0,2}? (?:ngelingake|ngélingaké|paring pepenget|menehi peringatan)",
      "(?:ati-ati|waspada|awas) (?:karo|marang|kaliyan|dhateng) (?:\\p{L}+ ){0,2}?(?:e-?mail|pesen|pesan|penipuan|apus-apus|link|palsu)",
    ),
    disown: alt(
      "(?:teka|asale) saka (?:pangirim|penipu|tukang apus)",
      "(?:dudu|sanes) saka (?:kita|kami|kula|klinik|perusahaan)",
    ),
    noAct: alt(
      "(?:aja|ampun) (?:dituruti|ditindakake|dilakoni)",
      "(?:ora kena|mboten pareng) (?:nuruti|nindakake|nglakoni) (?:pitunjuk|prentah|instruksi)",
    ),
    attack:
      "penipu\\p{L}*|tukang apus|apus-apus|penyerang|peretas|(?:e-?mail|pesen|pesan) (?:palsu|curiga\\p{L}*|penipuan)",
  },
};

/** Each concept's table: per language, its row's field as one entry, spelled as the language's mail spells it. */
export const FRAME_CONCEPTS: Record<(typeof FRAME_FIELDS)[number], PhraseTable> = Object.fromEntries(
  FRAME_FIELDS.map((field) => [
    field,
    conceptTable(FRAME_ROWS, (row, lang) => [
      (MAIL_SPELLING[lang] ?? ((source: string) => source))(withoutJoiners(row[field])),
    ]),
  ]),
) as Record<(typeof FRAME_FIELDS)[number], PhraseTable>;

/** Reporting frames: the text talks ABOUT an attack (security notice, quoted phishing) rather than performing it. */
// A reader doubting a message they forward ("is this really from you?") reports it too (doubt-cues.ts).
export const REPORTING_FRAME: PhraseTable = withRows(BASE_FRAME, ...Object.values(FRAME_CONCEPTS), DOUBT_FRAME);

/** What turns the rest of a sentence into a described request, not one made: someone else asks (attackers, "the
 * fake page asked for"), a request disowned ("we will never ask you to"), or what the reader may already have done
 * ("if you entered your password"). A credential or payment request after one of these, in the same sentence,
 * counts as quoted material in a report (classifier.ts `reportedSpans`): a security notice that lists what
 * scammers ask for is not asking for it. Each entry begins with the asker, so that "send me the code" itself never
 * starts one. */
const ASKER_VERB =
  "(?:asks?|asked|asking|requests?|requested|requesting|tells?|told|urges?|urged|wants?|wanted|demands?|demanded|instructs?|instructed|pressures?|pressured|pushe[sd]|tr(?:y|ies|ied|ying) to (?:get|make|convince|trick))";
const ASKER_OBJECT = "(?: (?:you|victims?|staff|employees|people|users|customers|them|us|the victim))?(?: to| for)?";
const REPORTED_REQUEST_BASE: PhraseTable = {
  en: [
    `(?:attackers?|scammers?|fraudsters?|criminals?|cyber-?criminals?|hackers?|phishers?|impostors?|imposters?|threat actors?|bad actors?|crooks|con artists?|spammers?)(?: \\p{L}+){0,6}? ${ASKER_VERB}${ASKER_OBJECT}`,
    `(?:the|that|this|these|those|such|a|an) (?:(?:fake|fraudulent|phishing|scam|spoofed|bogus|malicious|suspicious|forged) )?(?:e-?mails?|messages?|pages?|sites?|websites?|forms?|callers?|calls|senders?|texts?|sms|links?|lures?|letters?|invoices?)(?: \\p{L}+){0,3}? (?:asked|requested|wanted|demanded|told|urged|instructed|pressured|tried to)${ASKER_OBJECT}`,
    `(?:never|nobody|no one|no-one|not|won't|wouldn't|don't|doesn't|didn't)(?: \\p{L}+){0,3}? (?:asks?|request|ask you|tell you|instruct you|require you)(?: you)?(?: to| for| by)`,
    "if you (?:already |accidentally |have |had |did )?(?:entered|typed|gave|given|shared|sent|submitted|provided|clicked|replied|paid|bought|transferred|changed)",
  ],
  de: [
    `(?:angreifer|betrüger\\p{L}*|kriminelle\\p{L}*|hacker|täter|cyberkriminelle\\p{L}*)(?: \\p{L}+){0,4}? (?:fordern|fordert|forderten|verlangen|verlangt|verlangten|bitten|bittet|baten|wollen|wollten|drängen|drängten)`,
    `(?:wir|niemand|kein\\p{L}*)(?: \\p{L}+){0,4}? (?:niemals|nie|nicht) (?:nach|auf|um|per|\\p{L}+ )?(?:\\p{L}+ )?(?:fragen|fragt|bitten|bittet|auffordern|verlangen)`,
    "(?:falls|wenn) sie (?:bereits |schon )?(?:\\p{L}+ ){0,3}(?:eingegeben|angegeben|weitergegeben|überwiesen|gekauft|geändert) haben",
  ],
  fr: [
    `(?:les |des )?(?:attaquants?|escrocs?|fraudeurs?|criminels?|pirates?|cybercriminels?)(?: \\p{L}+){0,4}? (?:demandent|demandaient|ont demandé|exigent|réclament|poussent|incitent|veulent)`,
    "(?:nous ne|ne) (?:vous )?(?:demanderons|demandons|demandera|demande) jamais",
  ],
  es: [
    `(?:los |las )?(?:atacantes?|estafadores?|delincuentes?|criminales?|ciberdelincuentes?|piratas?)(?: \\p{L}+){0,4}? (?:piden|pedían|pidieron|solicitan|solicitaron|exigen|quieren|presionan)`,
    "(?:nunca|jamás) (?:le |te |les )?(?:pediremos|pedimos|pedirá|pide|solicitaremos|solicitamos|solicitará)",
    "si (?:ya )?(?:usted )?(?:ha |has )?(?:introducido|ingresado|facilitado|compartido|enviado|pagado|comprado|cambiado|hecho clic)",
  ],
  it: [
    `(?:gli |i )?(?:aggressori|truffatori|criminali|malintenzionati|hacker|cybercriminali)(?: \\p{L}+){0,4}? (?:chiedono|chiedevano|hanno chiesto|pretendono|vogliono|spingono)`,
    "(?:non )?(?:vi |ti |le )?(?:chiederemo|chiediamo|chiederà|chiede) mai",
    "se (?:ha |hai |avete )?(?:già )?(?:inserito|fornito|comunicato|inviato|pagato|acquistato|cambiato|cliccato)",
  ],
  pt: [
    `(?:os )?(?:atacantes?|golpistas?|fraudadores?|criminosos?|hackers?|cibercriminosos?)(?: \\p{L}+){0,4}? (?:pedem|pediam|pediram|solicitam|exigem|querem|pressionam)`,
    "(?:nunca|jamais) (?:lhe |te |vos )?(?:pediremos|pedimos|pedirá|pede|solicitaremos|solicitamos|solicitará)",
  ],
  nl: [
    `(?:de )?(?:aanvallers?|oplichters?|fraudeurs?|criminelen|hackers?)(?: \\p{L}+){0,4}? (?:vragen|vroegen|eisen|willen|dringen)`,
    "(?:wij|we) (?:zullen |vragen )?(?:u |je )?nooit (?:om|vragen|naar)",
    "als (?:u|je) (?:al )?(?:\\p{L}+ ){0,3}(?:heeft|hebt|heb) (?:ingevuld|ingevoerd|gegeven|gedeeld|verstuurd|betaald|gekocht|gewijzigd|geklikt)",
  ],
};

/** Requests the writer describes: attackers', and a message's as its reader reports it ("the e-mail asks me to …",
 * doubt-cues.ts). */
export const REPORTED_REQUEST: PhraseTable = withRows(REPORTED_REQUEST_BASE, DESCRIBED_REQUEST);

/** Labels of the fields in which a platform relays what its user typed (an e-signature request's "Message:", a
 * survey's "Comment:", a booking's "Special request:", a form's "Note from Ana:", a review site's "Review:"): the
 * quotation after such a label at a line start is the sender's own words passed on, not words the writer cites
 * (injection.ts `quotedSpans`). Lowercase, after normalisation; a label may name whose field it is in up to three
 * words after its noun ("Mensagem do hóspede", "Μήνυμα επισκέπτη", "Message to the recruiter"), see
 * `RELAYED_LABEL_OWNER`. One alternation per language family is enough, the label is matched whole. */
export const RELAYED_FIELD_LABELS: readonly string[] = [
  "(?:personal |private |additional |sender'?s? |your |their |guest'?s? |customer'?s? )?(?:message|note|notes|comments?|remarks?|request|requests|special requests?|instructions?|additional (?:info|information|notes|comments)|description|feedback|question|reason|answer|response|review|guest review|transcript|transcription|voicemail|voice message)",
  '(?:message|note|comment|request) from [^:"\\n]{1,40}',
  // "Comment left by Kerem Yılmaz when signing", "Note added by the employee in the app".
  '(?:message|note|comments?|remarks?|request) (?:left|written|added|sent|entered|submitted|typed) (?:by|via|in) [^:"\\n]{1,50}',
  "(?:persönliche )?(?:nachricht|sprachnachricht|transkript|transkription|mitteilung|anmerkung|anmerkungen|kommentar|bemerkung|bemerkungen|notiz|hinweis|sonderwunsch|sonderwünsche|begründung|bewertung|rezension)",
  "(?:message|message vocal|transcription|remarque|remarques|commentaire|note|demande spéciale|demandes spéciales|précisions|motif|avis)(?: personnel| de l'expéditeur)?",
  "(?:mensaje|mensaje de voz|transcripción|transcrição|trascrizione|comentario|comentarios|nota|observaciones|petición especial|solicitud especial|reseña|opinión|mensagem|comentário|observações|pedido especial|avaliação|messaggio|commento|note|richiesta speciale|richieste speciali|recensione)",
  "(?:bericht|opmerking|opmerkingen|toelichting|beoordeling|wiadomość|uwagi|komentarz|prośba|opinia|recenzja|meddelande|kommentar|besked|melding|viesti|huomautus|mesaj|not|yorum|açıklama|özel istek|zpráva|poznámka|üzenet|megjegyzés|notă|observații)",
  "(?:сообщение|комментарий|примечание|пожелания|отзыв|повідомлення|коментар|примітка|відгук|μήνυμα|σχόλιο|σχόλια|σημείωση|παρατηρήσεις|αίτημα|ειδικό αίτημα|κριτική)",
  "(?:رسالة|ملاحظة|ملاحظات|طلب خاص|تعليق|مراجعة|تقييم|پیام|یادداشت|توضیحات|نظر|הודעה|הערה|הערות|בקשה מיוחדת|ביקורת|ข้อความ|หมายเหตุ|คำขอพิเศษ|รีวิว|संदेश|टिप्पणी|विशेष अनुरोध|समीक्षा|বার্তা|মন্তব্য)",
  "(?:pesan|catatan|permintaan khusus|ulasan|tin nhắn|ghi chú|yêu cầu đặc biệt|đánh giá|ujumbe|maelezo|ombi maalum|mensahe|tala|komento)",
  "(?:留言|备注|備註|附言|特殊要求|评价|評價|点评|メッセージ|コメント|備考|ご要望|レビュー|口コミ|메시지|메모|요청 사항|요청사항|리뷰|후기)",
];

/** Up to three words after a relayed field's noun naming whose field it is: "do hóspede", "επισκέπτη", "to recruiter",
 * and a note in brackets ("Transcript (automatic)"). */
export const RELAYED_LABEL_OWNER = "(?: [\\p{L}\\p{M}'’.-]{1,24}){0,3}(?: \\([^)\\n]{1,60}\\))?";

/** The writer saying their answers are written into the quoted message ("answers inline", "odpowiadam w tekście",
 * "Antworten im Text"): the quoted history then holds the writer's own words between its lines, not only someone
 * else's (injection.ts `quoting`). */
export const ANSWERS_INLINE: PhraseTable = {
  en: [
    "(?:my )?(?:answers|replies|responses|comments) (?:are )?(?:inline|in-line|in the text|between the lines|below in (?:red|blue|bold|caps))",
    "(?:answering|replying|responding|answered|replied|responded) (?:inline|in-line|in the text|between the lines|point by point below)",
  ],
  de: [
    "(?:meine )?(?:antworten|anmerkungen|kommentare) (?:stehen |sind )?(?:im text|inline|zwischen den zeilen|unten (?:in rot|in blau|fett))",
    "(?:antworte|beantworte) (?:ihnen |dir |euch )?(?:im text|inline|zwischen den zeilen|direkt unten)",
  ],
  fr: [
    "(?:mes )?(?:réponses|commentaires) (?:sont )?(?:dans le texte|dans le corps du message|en ligne|entre les lignes|ci-dessous en (?:rouge|bleu|gras))",
    "je (?:vous )?réponds (?:dans le texte|entre les lignes|point par point ci-dessous)",
  ],
  es: [
    "(?:mis )?(?:respuestas|comentarios) (?:están )?(?:en el texto|entre líneas|intercalad[oa]s|abajo en (?:rojo|azul|negrita))",
    "(?:te |le |les )?respondo (?:en el texto|entre líneas|punto por punto)",
  ],
  it: [
    "(?:le mie )?(?:risposte|commenti) (?:sono )?(?:nel testo|tra le righe|in linea|sotto in (?:rosso|blu|grassetto))",
    "(?:ti |vi |le )?rispondo (?:nel testo|tra le righe|punto per punto)",
  ],
  pt: [
    "(?:as minhas |minhas )?(?:respostas|comentários) (?:estão )?(?:no texto|entre linhas|abaixo em (?:vermelho|azul|negrito))",
    "(?:te |lhe )?respondo (?:no texto|entre linhas|ponto por ponto)",
  ],
  nl: [
    "(?:mijn )?(?:antwoorden|opmerkingen) (?:staan )?(?:in de tekst|tussen de regels|hieronder in (?:het )?(?:rood|blauw|vet))",
    "(?:ik )?(?:antwoord|reageer) (?:in de tekst|tussen de regels|punt voor punt)",
  ],
  pl: [
    "(?:moje )?(?:odpowiedzi|komentarze|uwagi) (?:są )?(?:w tekście|między wierszami|poniżej na (?:czerwono|niebiesko))",
    "odpowiadam (?:w tekście|między wierszami|punkt po punkcie)",
  ],
  ro: [
    "(?:răspunsurile|comentariile) (?:mele )?(?:sunt )?(?:în text|printre rânduri|mai jos cu (?:roșu|albastru))",
    "(?:vă |îți )?răspund (?:în text|printre rânduri|punct cu punct)",
  ],
  ru: [
    "(?:мои )?(?:ответы|комментарии) (?:ниже )?(?:в тексте|по тексту|между строк)",
    "отвечаю (?:в тексте|по тексту|по пунктам ниже)",
  ],
  uk: [
    "(?:мої )?(?:відповіді|коментарі) (?:нижче )?(?:в тексті|у тексті|по тексту)",
    "відповідаю (?:в тексті|у тексті|по тексту|по пунктах нижче)",
  ],
  tr: [
    "(?:cevaplarım|yanıtlarım|yorumlarım) (?:metnin içinde|satır aralarında|aşağıda (?:kırmızıyla|maviyle))",
    "(?:metin içinde|satır aralarında|madde madde) (?:cevapladım|yanıtladım|cevaplıyorum|yanıtlıyorum)",
  ],
};

/** The writer's own words pointing at the quoted history as the authority for what they ask: "as agreed below with
 * Ms Lindqvist, please send …", "as Annika says below", "see the approval below". Quoted material so invoked is part
 * of the request, not someone else's words cited (injection.ts `quoting`): an attacker forges the approval it quotes. */
export const INVOKED_QUOTE: PhraseTable = {
  en: [
    "as (?:agreed|approved|confirmed|discussed|requested|instructed|authori[sz]ed|arranged|stated|mentioned|explained|noted|per)(?: with [^.\\n]{1,40}?)? below",
    "as [\\p{L}.' -]{1,30}? (?:says|said|wrote|writes|confirms|confirmed|approved|agreed|asks|asked|instructs|instructed|mentions|mentioned|explains|explained|notes|noted) below",
    "(?:see|per|following) (?:the |her |his |their |my |our )?(?:approval|instructions?|note|e-?mail|message|thread|go-ahead|authori[sz]ation|confirmation|sign-off) below",
    // Forwarding someone's approval to be carried out: "I'm forwarding you the director's go-ahead, please proceed".
    "forward(?:ing|ed)? (?:you |to you )?(?:the |her |his |their )?(?:[\\p{L}.'’-]+(?:'s|’s)? ){0,3}(?:approval|go-ahead|authori[sz]ation|sign-off|instructions|consent)",
    // The quoted request handed over to be done: "see below, handle it today", "please action the request below".
    "(?:see|read) (?:the )?(?:e-?mail |message |request |thread )?below[ ,;:—–-]{1,4}(?:and )?(?:please )?(?:handle|action|process|deal with|take care of|sort out|carry out|do|execute|proceed with) (?:it|this|that|them)",
    "(?:please )?(?:handle|action|process|deal with|take care of|sort out|carry out|execute|proceed with) (?:the |this )?(?:request|e-?mail|message|instructions?|change) below",
  ],
  de: [
    "wie (?:unten|weiter unten|im verlauf unten) (?:besprochen|vereinbart|bestätigt|genehmigt|abgestimmt|angewiesen|erwähnt)",
    "wie [\\p{L}. -]{1,30}? (?:unten|weiter unten) (?:schreibt|schrieb|bestätigt|bestätigte|genehmigt|freigibt)",
    "siehe (?:die |den )?(?:freigabe|genehmigung|anweisung|nachricht|verlauf) unten",
    "siehe unten[ ,;:—–-]{1,4}(?:bitte )?(?:erledigen|umsetzen|bearbeiten|ausführen|veranlassen|durchführen)",
    "(?:bitte )?(?:die |den )?(?:anfrage|nachricht|e-?mail|änderung|anweisung) unten (?:bitte )?(?:erledigen|umsetzen|bearbeiten|ausführen|veranlassen)",
    "(?:leite|sende|schicke) (?:ihnen|dir|euch) (?:hiermit )?(?:die |den |das )?(?:[\\p{L}.-]+ ){0,3}(?:zusage|freigabe|genehmigung|anweisung|weisung|zustimmung|einverständnis)\\p{L}*",
  ],
  fr: [
    "comme (?:convenu|indiqué|validé|approuvé|confirmé|demandé|autorisé)(?: avec [^.\\n]{1,40}?)? ci-dessous",
    "voir (?:l'accord|la validation|l'approbation|le message|les instructions|l'autorisation) ci-dessous",
    "je vous (?:transfère|transmets|fais suivre) (?:ci-dessous )?(?:l'accord|la validation|l'approbation|les instructions|l'autorisation|le feu vert)",
    "voir ci-dessous[ ,;:—–-]{1,4}(?:merci de |prière de )?(?:traiter|faire le nécessaire|exécuter|appliquer|procéder)",
  ],
  es: [
    "como (?:se )?(?:acordó|acordamos|acordado|indicó|indicado|aprobó|aprobado|confirmó|confirmado|pidió|autorizó)(?: con [^.\\n]{1,40}?)? (?:abajo|más abajo|a continuación)",
    "ver (?:la aprobación|el mensaje|las instrucciones|la autorización) (?:abajo|más abajo)",
    "(?:le|te|les) (?:reenvío|reenvio|transmito) (?:la aprobación|la autorización|las instrucciones|el visto bueno)",
    "ver (?:abajo|más abajo)[ ,;:—–-]{1,4}(?:por favor )?(?:gestiona\\p{L}*|tramita\\p{L}*|procesa\\p{L}*|ejecuta\\p{L}*|hazlo|encárgate)",
  ],
  it: [
    "come (?:concordato|indicato|approvato|confermato|richiesto|autorizzato)(?: con [^.\\n]{1,40}?)? (?:qui sotto|sotto|di seguito)",
  ],
  pt: [
    "como (?:combinado|acordado|indicado|aprovado|confirmado|pedido|autorizado)(?: com [^.\\n]{1,40}?)? (?:abaixo|a seguir)",
  ],
  nl: ["zoals (?:hieronder|onderstaand) (?:afgesproken|besproken|bevestigd|goedgekeurd|aangegeven)"],
  // "See the mail below", "(it is) explained in the mail below": the quoted mail pointed at as what to act on.
  zh: [
    "(?:看|参阅|參閱|参考|參考|见|見|按照?|根据|根據)(?:一下)?(?:下面|以下|下方|下文)(?:那封|的)?(?:邮件|郵件|说明|說明|指示|批准|要求)",
    "(?:下面|以下|下方)(?:那封|的)?(?:邮件|郵件)(?:里|裡|中)?(?:已经|已經)?(?:说明|說明|写|寫|交代)",
  ],
  ja: ["(?:下記|以下|下)の(?:メール|メッセージ|指示|承認)(?:を|の)(?:ご覧|ご確認|参照|確認|通り|とおり)"],
  ko: ["아래 (?:메일|메시지|지시|승인)(?:을|를|의)? ?(?:참고|참조|확인|보시|보고|대로)"],
};
