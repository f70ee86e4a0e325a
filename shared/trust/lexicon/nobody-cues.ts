// "Ask no one / don't tell anyone" as a prohibition: an injection keeps every human out of its act. The sibling rows
// of secrecy-cues.ts name the organisation's people as the object ("do not tell the staff"); the oversight keep-out
// rows (KEEP_OUT in oversight-cues.ts) cover "no need to ask anyone"; these rows add the plain prohibition with an
// indefinite or negative pronoun of persons, one row per cue language.
//
// Concept: a prohibition (the negative imperative, the polite negative request, "without …-ing") of a verb of asking,
// consulting, checking with, informing, telling, notifying, mentioning to, with "anyone / anybody / no one / nobody"
// as its object or complement: "don't ask anyone", "ask no one", "tell nobody", "without asking anyone", "ne demandez
// à personne", "frag niemanden", "kimseye sorma", "никому не говори", "لا تخبر أحدا", "किसी को मत बताना", "誰にも言わないで",
// "不要告诉任何人" — each language's own forms (negative concord where it has it). Verb and pronoun within 30 characters
// of one clause (12 in the dense scripts), in either order where the language puts objects first.
//
// The human senses stay out:
// - a credential notice ("never tell anyone your password / PIN / code", "do not share this code with anyone"): no
//   sharing or giving verbs, and an entry is blocked when a secret word (password, PIN, code, OTP, … in the language)
//   sits in its clause, before or after it (`blocked`);
// - a sender's privacy wish ("please don't forward this to anyone", "don't show this to anyone"): no forwarding or
//   showing verbs;
// - statements ("I didn't tell anyone", "nobody asked me", "no one told us"): only imperative, prohibitive and
//   "without" forms, with a subject guard where an imperative looks like a present tense;
// - "don't hesitate to ask anyone", "feel free to ask anyone", "you can ask anyone": the negation must govern the
//   verb itself.
//
// Merged into SECRECY (lexicon/injection.ts) by the caller; one hit is never a verdict. Conventions are those of
// secrecy-cues.ts: lowercase sources, NFKC-normalised as the text is; no word guards in UNSPACED scripts; a word-start
// guard on both halves of a pair elsewhere; Latin-script rows that mail writes without diacritics through `unmarked`,
// `romanian`, `serbian`, `azerbaijani`, `uzbek`, `yoruba`, `hausa`; Turkish and Azerbaijani "ı" met as "[ıi]" (asMet).
// Performance: every entry starts with a literal (the prohibition, the verb or the pronoun), gaps are bounded.
import {
  alt,
  asMet,
  azerbaijani,
  conceptTable,
  DENSE,
  E,
  either,
  hausa,
  type Lang,
  near,
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
export interface NobodyRow {
  /** The prohibition with its verb of asking, telling, informing, consulting, mentioning to: "do not ask", "never
   * tell", "without asking", "не спрашивайте", "sormayın". */
  ban: string;
  /** The indefinite or negative pronoun of persons as the verb takes it: "anyone", "anybody", "(to) no one",
   * "à personne", "никому", "kimseye", "किसी को". */
  anyone: string;
  /** Verb and pronoun in either order (verb-final languages, free word order); otherwise the prohibition first. */
  either?: boolean;
  /** Whole forms where the language wraps the pronoun: "ask no one", "frag niemanden", "ohne jemanden zu fragen",
   * "不要跟任何人说". */
  frame?: string;
  /** Only the frames: the prohibition alone names no verb (Afrikaans "moenie … iemand … vra nie"). */
  framesOnly?: boolean;
  /** Secret words of the language (password, PIN, code, OTP, passcode, card number): an entry with one of them in
   * its clause is a credential notice, not a keep-out. */
  secret: string;
}

/** Secret words most mail writes in Latin letters whatever its language. */
const SECRET_ANY = "(?<![\\p{L}\\p{N}])(?:pin|otp|cvv|cvc|tan|2fa|passcode|password|passwort|sms-?code)(?![\\p{L}])";

/** The characters of one clause (as `near` counts them). */
const CLAUSE = "[^.!?;。！？।۔\\n]";

/** No secret word within the clause after the match, nor in the clause before its end (the pair's own gap
 * included). */
function blocked(lang: Lang, secret: string): string {
  const own = UNSPACED.has(lang) || DENSE.has(lang) ? secret : `(?<![\\p{L}\\p{N}])(?:${secret})`;
  const any = alt(own, SECRET_ANY);
  const ahead = DENSE.has(lang) ? 16 : 40;
  const behind = DENSE.has(lang) ? 28 : 80;
  return `(?!${CLAUSE}{0,${ahead}}?${any})(?<!${any}${CLAUSE}{0,${behind}})`;
}

/** English subjects and modals that make "do not / never / tell" a statement ("we do not ask anyone", "I'll tell no
 * one"). */
const NOT_STATEMENT_EN =
  "(?<!(?:i|we|they|you|he|she|it|who|that|which|people|staff|will|would|'ll|’ll|can|could|does|did|do|to|may|might|should|must|shall|and i|and we) )";

const ROWS: Partial<Record<Lang, NobodyRow>> = {
  en: {
    ban: alt(
      `${NOT_STATEMENT_EN}(?:do not|don't|don’t|dont|never|please do not|please don't|please never)(?: \\p{L}+ly)? (?:ask|tell|inform|notify|alert|consult|check (?:with|in with)|run (?:this|it) (?:by|past)|mention (?:this|it|that|anything)(?: \\p{L}+){0,2}? to|say (?:anything|a word|this|it|that)(?: \\p{L}+){0,2}? to|speak to|talk to)${E}`,
      `without (?:asking|telling|informing|notifying|alerting|consulting|checking (?:with|in with)|mentioning (?:it|this|anything) to|saying (?:anything|a word) to|talking to|speaking to|letting)${E}`,
    ),
    anyone:
      "(?:anyone|anybody|any ?one else|any other (?:person|people|human|colleague)|any(?: other)? (?:person|human|colleague|staff member|member of staff)|a (?:single )?soul)(?![\\p{L}])(?! know(?:s|ing)? (?:how|where))(?!(?: else)? (?:to|for (?:money|a loan|donations?|payment|a favou?r|a lift|a ride)) )",
    frame: alt(
      `${NOT_STATEMENT_EN}(?:ask|tell|inform|notify|consult|alert) (?:no ?one|no-one|nobody|no other (?:person|people|human))(?![\\p{L}])`,
      `${NOT_STATEMENT_EN}(?:do not|don't|don’t|dont|never) let (?:anyone|anybody)(?: else)? (?:know|find out)${E}`,
    ),
    secret:
      "(?:password|passcode|pin|pins|code|codes|otp|one-time|login|log-in|credentials|security (?:number|question)|card (?:number|details)|cvv)(?![\\p{L}])",
  },
  de: {
    ban: alt(
      "(?<!(?:ich|wir|er|sie|es|man|die|der|das|wer|sie) )(?:frag|frage|fragen sie|sag|sage|sagen sie|erzähl|erzähle|erzählen sie|informier|informiere|informieren sie|benachrichtige|benachrichtigen sie|kontaktiere|kontaktieren sie|sprich|sprechen sie|wende dich|wenden sie sich|erwähne|erwähnen sie|verrate|verraten sie|gib|geben sie)(?: es| das| dies| davon| darüber| bitte| auch| vorerst| jetzt| noch)*(?: (?:mit|an|bei|gegenüber|zu))?(?: bescheid)?",
    ),
    anyone: "(?:niemand(?:em|en)?|keinem(?= (?:etwas|was|davon|darüber|ein wort|bescheid)|[\\s]*[,.!;]|$))(?![\\p{L}])",
    frame: alt(
      "ohne (?:irgend)?jemand(?:en|em)? (?:\\p{L}+ ){0,3}?(?:zu (?:fragen|sagen|informieren|benachrichtigen|erzählen|kontaktieren|konsultieren|erwähnen)|einzuweihen|einzubeziehen|bescheid zu geben|rückzufragen|nachzufragen)",
      "ohne (?:rücksprache|absprache) mit (?:irgend)?jemand(?:em)?",
    ),
    secret:
      "(?:passwort\\p{L}*|kennwort\\p{L}*|pin|pin-\\p{L}*|tan|code\\p{L}*|zugangsdaten|geheimzahl|kartennummer|otp|sicherheitscode|bestätigungscode)",
  },
  fr: {
    ban: alt(
      "(?<!(?:je|tu|il|elle|on|nous|vous|ils|elles|qui) )ne (?:le |la |les |l'|l’|lui |leur |en |rien |me )*(?:dites|dis|demandez|demande|informez|informe|prévenez|préviens|avertissez|avertis|mentionnez|mentionne|parlez|parle|consultez|consulte|contactez|contacte|signalez|signale|racontez|raconte|sollicitez)(?: jamais| rien| pas| surtout| plus)*(?: à| avec)?",
      "n['’](?:en )?(?:informez|informe|avertissez|avertis|en parlez|parlez|en dites|en informez|interrogez|interroge)(?: jamais| rien| surtout)*(?: à| avec)?",
      "sans (?:le dire|en parler|en informer|rien dire|demander|demander l'avis de|prévenir|avertir|informer|consulter|consulter|contacter|en référer)(?: à| avec)?",
    ),
    anyone:
      "(?:à )?(?<!(?:la|une|cette|chaque|autre|seule|bonne|même|toute|une autre) )(?:personne|quiconque|qui que ce soit|âme qui vive)(?![\\p{L}])(?! (?:qui|de|concernée|responsable|âgée|en charge))",
    secret: "(?:mot de passe|mots de passe|code\\p{L}*|pin|identifiants?|numéro de carte|cryptogramme|otp)",
  },
  es: {
    ban: unmarked(
      alt(
        "(?<!(?:yo|él|ella|nosotros|ellos|ellas|que|usted|ustedes|quien) )(?:no|nunca|jamás) (?:le |les |se lo |se la |se |lo |la |me |nada )*(?:preguntes|pregunte|pregunten|preguntéis|digas|diga|digan|digáis|cuentes|cuente|cuenten|informes|informe|informen|avises|avise|avisen|consultes|consulte|consulten|comentes|comente|comenten|menciones|mencione|mencionen|notifiques|notifique|hables|hable|hablen|contactes|contacte)(?: nada| nunca)?(?: a| con)?",
        "sin (?:preguntar|preguntarle|consultar|consultarlo|consultarle|decirle|decírselo|decir nada|avisar|avisarle|informar|informarle|contárselo|contar|comentar|comentarlo|comentárselo|hablar)(?: nada)?(?: a| con)?",
      ),
    ),
    anyone: unmarked("(?:a |con )?(?:nadie|ninguna persona|persona alguna)(?![\\p{L}])(?! más que)"),
    secret: unmarked("(?:contraseña\\p{L}*|clave\\p{L}*|código\\p{L}*|pin|número de (?:la )?tarjeta|otp|cvv)"),
  },
  it: {
    ban: alt(
      "(?<!(?:io|lui|lei|noi|voi|loro|che|chi) )(?:non|mai) (?:lo |le |gli |ne |glielo |gliene |mi |mai )*(?:chiedere|chiedetelo|chiedete|chieda|domandare|domandate|domandi|dire|dirlo|dirglielo|dite|ditelo|dica|informare|informate|informi|avvisare|avvisate|avvisi|consultare|consultate|consulti|parlarne|parlatene|parlare|parlate|parli|menzionare|menzionate|raccontare|raccontatelo|contattare|contattate|contatti|interpellare)(?: mai| niente| nulla)*(?: a| con)?",
      "senza (?:chiedere|domandare|dire niente|dire nulla|dirlo|avvisare|informare|consultare|interpellare|parlarne|sentire)(?: niente| nulla)?(?: a| con)?",
    ),
    anyone: "(?:a |con )?(?:nessuno|nessun altro|nessun'altra persona)(?![\\p{L}])",
    secret: "(?:password|pin|codic\\p{L}*|credenziali|numero della carta|otp|cvv)",
  },
  pt: {
    ban: unmarked(
      alt(
        "(?<!(?:eu|ele|ela|nós|eles|elas|você|vocês|que|quem|a gente) )(?:não|nunca) (?:lhe |lhes |o |a |os |as |isso |nada )*(?:pergunte|perguntes|perguntem|diga|digas|digam|conte|contes|contem|informe|informes|informem|avise|avises|avisem|consulte|consultes|consultem|comente|comentes|comentem|mencione|menciones|mencionem|fale|fales|falem|contacte|contate)(?: nada| isso| nunca)?(?: a| para| pra| com)?",
        "sem (?:perguntar|consultar|avisar|informar|contar|dizer nada|falar|comentar|contactar|contatar)(?: nada)?(?: a| para| pra| com)?",
      ),
    ),
    anyone: unmarked("(?:(?:a|para|pra|com) )?(?:ninguém|nenhuma pessoa|mais ninguém)(?![\\p{L}])"),
    secret: unmarked("(?:senha\\p{L}*|palavra-passe|pin|código\\p{L}*|número do cartão|otp|cvv)"),
  },
  nl: {
    ban: alt(
      "(?<!(?:ik|wij|we|je|jij|u|hij|zij|ze|men|die|dat|wie) )(?:vraag|vertel|zeg|informeer|raadpleeg|meld|noem|licht|bel|contacteer)(?: het| dit| dat| er| iets| niets| niks| alsjeblieft| alstublieft| nu| nog)*(?: (?:aan|tegen|bij|met))?",
    ),
    anyone: "(?:niemand)(?![\\p{L}])(?! (?:anders )?(?:binnen|door|toe))",
    frame: alt(
      "zonder (?:het |dit |er )?(?:aan |tegen |met |bij )?(?:iemand|wie dan ook) (?:\\p{L}+ ){0,2}?(?:te (?:vragen|vertellen|zeggen|informeren|melden|raadplegen)|in te lichten|te laten weten|na te vragen)",
    ),
    secret: "(?:wachtwoord\\p{L}*|pincode\\p{L}*|pin|code\\p{L}*|inloggegevens|kaartnummer|otp|digid)",
  },
  sv: {
    ban: unmarked(
      alt(
        "(?:fråga|berätta|säg|informera|meddela|kontakta|nämn|tala om)(?: det| detta| något| ingenting| inget)? (?:inte|aldrig|ingenting|inget)(?: \\p{L}+)?(?: för| till| med)?",
        "(?:utan att) (?:fråga|berätta|säga|informera|meddela|kontakta|nämna|tala om|rådfråga|stämma av)(?: det)?(?: för| till| med)?",
      ),
    ),
    anyone: unmarked("(?:någon|nån|någon annan|någon som helst)(?![\\p{L}])"),
    frame: unmarked(
      "(?:fråga|berätta (?:det )?för|säg (?:det )?till|informera|meddela|kontakta|tala om (?:det )?för) (?:ingen|ingen annan)(?![\\p{L}])",
    ),
    secret: unmarked("(?:lösenord\\p{L}*|pinkod\\p{L}*|pin|kod\\p{L}*|bankid|kortnummer|engångskod\\p{L}*|otp)"),
  },
  pl: {
    ban: unmarked(
      alt(
        "nie (?:pytaj|pytajcie|pytać|mów|mówcie|mówić|informuj|informujcie|informować|powiadamiaj|powiadamiajcie|powiadamiać|zawiadamiaj|wspominaj|wspominajcie|wspominać|konsultuj|konsultujcie|konsultować|opowiadaj|opowiadajcie|kontaktuj się|kontaktujcie się|dzwoń|dzwońcie)(?: się)?(?: o tym| tego| nic| o nic| nikomu| z)?",
        "(?:bez pytania|bez informowania|bez konsultowania|bez konsultacji z|bez powiadamiania|bez mówienia|bez uzgadniania z)",
      ),
    ),
    anyone: unmarked("(?:z )?(?:nikogo|nikomu|nikim|kogokolwiek|komukolwiek|kimkolwiek)(?![\\p{L}])"),
    either: true,
    secret: unmarked("(?:hasł\\p{L}*|hasl\\p{L}*|pin|kod\\p{L}*|numer\\p{L}* karty|blik|otp|dane logowania)"),
  },
  cs: {
    ban: unmarked(
      alt(
        "(?:neptej|neptejte) se|(?:neříkej|neříkejte|neinformuj|neinformujte|nekontaktuj|nekontaktujte|neoznamuj|neoznamujte|nesděluj|nesdělujte|nevyprávěj|nevyprávějte)(?: to| nic)?|(?:nezmiňuj|nezmiňujte) se|(?:neraď|neraďte) se|(?:nekonzultuj|nekonzultujte)(?: to)?",
      ),
    ),
    anyone: unmarked("(?:s )?(?:nikoho|nikomu|nikým|kohokoli\\p{L}*|komukoli\\p{L}*)(?![\\p{L}])"),
    either: true,
    frame: unmarked(
      "aniž (?:byste|bys|by) (?:se )?(?:kohokoli\\p{L}*|někoho|někomu|komukoli\\p{L}*) (?:\\p{L}+ )?(?:zeptal\\p{L}*|řekl\\p{L}*|informoval\\p{L}*|kontaktoval\\p{L}*|poradil\\p{L}*)",
    ),
    secret: unmarked("(?:hesl\\p{L}*|pin|kód\\p{L}*|číslo karty|otp|přihlašovací údaje)"),
  },
  sk: {
    ban: unmarked(
      alt(
        "(?:nepýtaj|nepýtajte) sa|(?:nehovor|nehovorte|neinformuj|neinformujte|nekontaktuj|nekontaktujte|neoznamuj|neoznamujte|nerozprávaj|nerozprávajte)(?: to| nič)?|(?:nespomínaj|nespomínajte)(?: to)?|(?:neraď|neraďte) sa",
      ),
    ),
    anyone: unmarked("(?:s )?(?:nikoho|nikomu|nikým|kohokoľvek|komukoľvek)(?![\\p{L}])"),
    either: true,
    frame: unmarked(
      "bez toho,? aby (?:ste|si) (?:sa )?(?:niekoho|kohokoľvek|niekomu|komukoľvek) (?:\\p{L}+ )?(?:opýtal\\p{L}*|spýtal\\p{L}*|povedal\\p{L}*|informoval\\p{L}*|kontaktoval\\p{L}*)",
    ),
    secret: unmarked("(?:hesl\\p{L}*|pin|kód\\p{L}*|číslo karty|otp|prihlasovacie údaje)"),
  },
  ru: {
    ban: alt(
      "(?<!(?:вы|мы|я|они|он|она|ты) )не (?:спрашивай|спрашивайте|говори|говорите|сообщай|сообщайте|рассказывай|рассказывайте|информируй|информируйте|уведомляй|уведомляйте|советуйся|советуйтесь|консультируйся|консультируйтесь|упоминай|упоминайте|обращайся|обращайтесь|звони|звоните|предупреждай|предупреждайте)",
      "не (?:спрашивая|говоря|сообщая|предупреждая|советуясь|уведомляя|консультируясь|информируя)",
    ),
    anyone: "(?:никого|никому|ни у кого|ни с кем|ни к кому)(?![\\p{L}])",
    either: true,
    secret: "(?:парол\\p{L}*|пин|пин-код\\p{L}*|код\\p{L}*|номер карты|cvv|смс-код\\p{L}*)",
  },
  uk: {
    ban: alt(
      "(?<!(?:ви|ми|я|вони|він|вона|ти) )не (?:питай|питайте|кажи|кажіть|говори|говоріть|повідомляй|повідомляйте|розповідай|розповідайте|інформуй|інформуйте|радься|радьтеся|згадуй|згадуйте|звертайся|звертайтеся|попереджай|попереджайте|дзвони|дзвоніть)",
      "не (?:питаючи|кажучи|повідомляючи|попереджаючи|радячись|інформуючи)",
    ),
    anyone: "(?:нікого|нікому|ні в кого|ні з ким|ні до кого)(?![\\p{L}])",
    either: true,
    secret: "(?:парол\\p{L}*|пін|пін-код\\p{L}*|код\\p{L}*|номер картки|cvv)",
  },
  el: {
    ban: unmarked(
      alt(
        "μην (?:το |τους |του |της |τα )?(?:πεις|πείτε|ρωτήσεις|ρωτήσετε|ρωτάς|ρωτάτε|ενημερώσεις|ενημερώσετε|αναφέρεις|αναφέρετε|ειδοποιήσεις|ειδοποιήσετε|συμβουλευτείς|συμβουλευτείτε|λες|λέτε|μιλήσεις|μιλήσετε)(?: ποτέ| τίποτα)?",
        "χωρίς να (?:ρωτήσ\\p{L}*|πείτε|πεις|ενημερώσ\\p{L}*|ειδοποιήσ\\p{L}*|συμβουλευτ\\p{L}*|μιλήσ\\p{L}*)",
      ),
    ),
    anyone: unmarked("(?:σε |με )?(?:κανέναν|κανένα|κανενός|κανείς|οποιονδήποτε)(?![\\p{L}])"),
    secret: unmarked("(?:κωδικ\\p{L}*|pin|συνθηματικ\\p{L}*|αριθμό κάρτας|otp)"),
  },
  tr: {
    ban: "(?:söylemeyin(?:iz)?|söyleme|sormayın(?:ız)?|sorma|haber vermeyin(?:iz)?|haber verme|bahsetmeyin(?:iz)?|bahsetme|danışmayın(?:ız)?|danışma|bildirmeyin(?:iz)?|bildirme|bilgi vermeyin(?:iz)?|bilgi verme|anlatmayın(?:ız)?|anlatma|söylemeden|sormadan|danışmadan|haber vermeden|bildirmeden|bilgi vermeden|anlatmadan)(?![\\p{L}])",
    anyone:
      "(?:hiç ?kimseye|hiç ?kimseyi|hiç ?kimseyle|hiç ?kimseden|kimseye|kimseyi|kimseyle|kimseden|hiçbir kimseye)(?![\\p{L}])",
    either: true,
    secret: "(?:şifre\\p{L}*|parola\\p{L}*|pin|kod\\p{L}*|kart numara\\p{L}*|otp|cvv)",
  },
  id: {
    ban: alt(
      "(?:jangan|janganlah|mohon jangan|tolong jangan)(?: (?!ragu|sungkan|segan|lupa|malu|takut)\\p{L}+){0,2}? (?:tanya|bertanya|tanyakan|menanyakan|beri ?tahu|memberi ?tahu|beritahukan|kasih tahu|bilang|ceritakan|cerita|kabari|mengabari|kabarkan|informasikan|menginformasikan|konsultasi|berkonsultasi|hubungi|menghubungi)(?![\\p{L}])",
      "tanpa (?:bertanya|menanyakan|memberi ?tahu|sepengetahuan|mengabari|menginformasikan|berkonsultasi|bilang)(?![\\p{L}])",
    ),
    anyone:
      "(?:(?:ke|kepada|pada|dengan|sama|dari) )?(?:siapa ?pun|siapa-siapa|siapa saja|orang lain|seorang pun)(?![\\p{L}])",
    secret: "(?:kata sandi|sandi|password|pin|kode\\p{L}*|otp|nomor kartu)",
  },
  vi: {
    ban: unmarked(
      alt(
        "(?:đừng|không được|chớ|xin đừng|vui lòng không|không nên)(?: \\p{L}+){0,2}? (?:hỏi|nói|báo|kể|thông báo|cho biết|hỏi ý kiến|tham khảo ý kiến|liên hệ)(?![\\p{L}])",
        "mà không (?:hỏi|báo|nói|thông báo|hỏi ý kiến|cho biết)(?![\\p{L}])",
      ),
    ),
    anyone: unmarked(
      "(?:với ai|cho ai|ai cả|ai hết|ai khác|bất kỳ ai|bất cứ ai|với bất kỳ ai|cho bất kỳ ai)(?![\\p{L}])",
    ),
    secret: unmarked("(?:mật khẩu|mã\\p{L}*|pin|otp|số thẻ)"),
  },
  sw: {
    ban: alt(
      "(?:usimwulize|usimuulize|usiwaulize|msiwaulize|msimuulize|usiulize|msiulize|usimwambie|usiwaambie|msiwaambie|msimwambie|usiseme|msiseme|usimjulishe|usiwajulishe|msiwajulishe|usimweleze|usiwaeleze|usimtaarifu|usiwataarifu)(?![\\p{L}])",
      "bila (?:kumwuliza|kumuuliza|kuwauliza|kuuliza|kumwambia|kuwaambia|kumjulisha|kuwajulisha|kusema na)(?![\\p{L}])",
    ),
    anyone: "(?:mtu (?:yeyote|yoyote|mwingine)|yeyote|mtu)(?![\\p{L}])(?! (?:huyo|huyu|wa|ambaye))",
    secret: "(?:nenosiri|neno la siri|pin|nambari ya siri|msimbo|otp|namba ya kadi)",
  },
  hi: {
    ban: alt(
      "(?:मत बताओ|मत बताइए|मत बताइये|मत बताएं|मत बताएँ|न बताएं|न बताएँ|न बताइए|न बताओ|मत बताना|न बताना|नहीं बताना|मत पूछो|मत पूछिए|मत पूछें|न पूछें|न पूछो|मत पूछना|न पूछना|सूचित न करें|सूचित मत करें|सूचना न दें|सूचना मत दें|ज़िक्र न करें|जिक्र न करें|ज़िक्र मत करो|जिक्र मत करो|ज़िक्र मत करें|जिक्र मत करें|सलाह न लें|सलाह मत लो|मत कहना|मत कहो|न कहें|मत कहें)",
      "(?:बताए बिना|बताये बिना|बिना बताए|बिना बताये|पूछे बिना|बिना पूछे|जानकारी दिए बिना|सलाह लिए बिना)",
    ),
    anyone: "(?:किसी (?:और )?(?:को|से)(?: भी)?|किसी भी व्यक्ति (?:को|से))",
    either: true,
    secret: "(?:पासवर्ड|पिन|ओटीपी|कोड|कार्ड नंबर|otp|pin)",
  },
  bn: {
    ban: alt(
      "(?:জানাবেন না|জানাবে না|জানিও না|জানিয়ো না|বলবেন না|বলবে না|বলো না|বলিও না|জিজ্ঞেস করবেন না|জিজ্ঞেস করো না|জিজ্ঞাসা করবেন না|উল্লেখ করবেন না|পরামর্শ করবেন না)",
      "(?:না জানিয়ে|না বলে|না জিজ্ঞেস করে|না জিজ্ঞাসা করে)",
    ),
    anyone: "(?:কাউকে(?:ই)?|কারো (?:কাছে|সাথে|সঙ্গে)|কারও (?:কাছে|সাথে|সঙ্গে))",
    either: true,
    secret: "(?:পাসওয়ার্ড|পিন|ওটিপি|কোড|কার্ড নম্বর)",
  },
  ur: {
    ban: alt(
      "(?:مت بتائیں|مت بتاؤ|مت بتانا|نہ بتائیں|نہ بتاؤ|نہ بتانا|مت پوچھیں|مت پوچھو|نہ پوچھیں|نہ پوچھو|اطلاع نہ دیں|اطلاع مت دیں|مطلع نہ کریں|ذکر نہ کریں|ذکر مت کریں|مشورہ نہ کریں|مت کہیں|نہ کہیں)",
      "(?:بتائے بغیر|پوچھے بغیر|اطلاع دیے بغیر|اطلاع دئیے بغیر|بغیر بتائے|بغیر پوچھے)",
    ),
    anyone: "(?:کسی (?:اور )?(?:کو|سے)(?: بھی)?)",
    either: true,
    secret: "(?:پاس ورڈ|پاسورڈ|پن|کوڈ|او ٹی پی|کارڈ نمبر)",
  },
  ar: {
    ban: alt(
      "لا (?:تخبر|تخبري|تخبروا|تبلغ|تبلّغ|تبلغي|تبلغوا|تسأل|تسألي|تسألوا|تستشر|تستشيري|تستشيروا|تعلم|تُعلم|تقل|تقولي|تقولوا|تذكر|تذكروا|تخطر|تراجع|تتصل ب|تتواصل مع)",
      "(?:دون|بدون|من دون|من غير) (?:أن )?(?:تسأل|تخبر|تبلغ|تستشير|سؤال|إخبار|اخبار|إبلاغ|ابلاغ|استشارة|الرجوع إلى|الرجوع الى|إعلام|اعلام)",
      "(?:عدم|يرجى عدم|الرجاء عدم) (?:إخبار|اخبار|إبلاغ|ابلاغ|سؤال|استشارة|إعلام|اعلام|مراجعة)",
    ),
    anyone: "(?:أي (?:أحد|شخص)|اي (?:احد|شخص)|أيّ (?:أحد|شخص)|(?<!ال|و)(?:أحداً|أحدا|أحد|احدا|احد))(?![ثقى])",
    secret: "(?:كلمة المرور|كلمة السر|كلمة مرور|الرمز|رمز|الرقم السري|رقم البطاقة|الكود|كود)",
  },
  fa: {
    ban: alt(
      "(?:نگویید|نگوئید|نگو|نگین|اطلاع ندهید|اطلاع نده|خبر ندهید|خبر نده|مطلع نکنید|در جریان نگذارید|نپرسید|نپرس|نپرسین|مشورت نکنید|اشاره نکنید|ذکر نکنید)",
      "(?:بدون (?:اینکه|آنکه|پرسیدن|اطلاع دادن|مشورت|هماهنگی)|بی آنکه|بی‌آنکه)",
    ),
    anyone: "(?:(?:به|از|با) )?(?:هیچ ?کس|هیچ‌کس|هیچکس|کسی)(?!ها)",
    either: true,
    secret: "(?:رمز|کد|پین|گذرواژه|کلمه عبور|شماره کارت)",
  },
  he: {
    ban: alt(
      "אל (?:תשאל|תשאלי|תשאלו|תספר|תספרי|תספרו|תגיד|תגידי|תגידו|תודיע|תודיעי|תודיעו|תעדכן|תעדכני|תעדכנו|תזכיר|תזכירי|תזכירו|תתייעץ|תתייעצי|תתייעצו|תפנה|תפני|תפנו)",
      "(?:בלי|מבלי) (?:לשאול|לספר|להגיד|לעדכן|להודיע|ליידע|להתייעץ|לפנות)",
      "נא לא (?:לספר|לשאול|לעדכן|להגיד|ליידע)",
    ),
    anyone: "(?:לאף אחד|את אף אחד|מאף אחד|עם אף אחד|אף אחד|לאף אחת|לאיש|את איש|לשום אדם|אף-אחד)",
    secret: "(?:סיסמ|קוד|pin|מספר הכרטיס|קוד אימות)",
  },
  am: {
    ban: "(?:አትንገሩ|አትንገር|አትንገሪ|አይንገሩ|አታሳውቁ|አታሳውቅ|አታሳውቂ|አያሳውቁ|አትጠይቁ|አትጠይቅ|አትጠይቂ|አታማክሩ|አታማክር|ሳታሳውቁ|ሳትነግሩ|ሳያሳውቁ|ሳይነግሩ|ሳታማክሩ|ሳትጠይቁ|ሳይጠይቁ)",
    anyone: "(?:ለማንም|ማንንም|ከማንም|ማንም)",
    either: true,
    secret: "(?:የይለፍ ቃል|ይለፍ ቃል|ፒን|ኮድ|የሚስጥር ቁጥር)",
  },
  ti: {
    ban: "(?:ኣይትንገሩ|ኣይትንገር|ኣይትንገሪ|ኣይትሓብሩ|ኣይትሕበሩ|ኣይትሕበር|ኣይትሕተቱ|ኣይትሕተት|ኣይትሕተቲ|ከይነገርኩም|ከይነገርካ|ከይሓበርኩም|ከይሓበርካ|ከይሓተትኩም|ከይሓተትካ)",
    anyone: "(?:ንማንም|ንዝኾነ ሰብ|ዝኾነ ሰብ|ንሓደ ሰብ|ማንም)",
    either: true,
    secret: "(?:መሕለፊ ቃል|ፒን|ኮድ|ምስጢራዊ ቁጽሪ)",
  },
  th: {
    ban: alt(
      "(?:อย่า|ห้าม|กรุณาอย่า|โปรดอย่า)(?:ไป)?(?:บอก|แจ้ง|เล่าให้|พูดให้|ปรึกษา|ถาม|สอบถาม|ติดต่อ)",
      "โดยไม่(?:ต้อง)?(?:บอก|แจ้ง|ปรึกษา|ถาม|สอบถาม)",
    ),
    anyone: "(?:ใคร(?!ก็ได้)|ผู้ใด|คนอื่น|บุคคลอื่น)",
    secret: "(?:รหัส|พิน|โอทีพี|เลขบัตร)",
  },
  lo: {
    ban: alt("(?:ຢ່າ|ຫ້າມ)(?:ໄປ)?(?:ບອກ|ແຈ້ງ|ຖາມ|ປຶກສາ|ເລົ່າ)", "ໂດຍບໍ່(?:ຕ້ອງ)?(?:ບອກ|ແຈ້ງ|ຖາມ|ປຶກສາ)"),
    anyone: "(?:ໃຜ(?!ກໍໄດ້)|ຜູ້ໃດ|ຄົນອື່ນ)",
    secret: "(?:ລະຫັດ|ພິນ|ເລກບັດ)",
  },
  ko: {
    ban: alt(
      "(?:말하지 마|말씀하지 마|알리지 마|알려 ?주지 마|전하지 마|상의하지 마|묻지 마|물어보지 마|언급하지 마|이야기하지 마|얘기하지 마|연락하지 마)",
      "(?:(?:알리지|말하지|상의하지|묻지|물어보지|전하지|언급하지) 말고|알리지 않고|말하지 않고|상의하지 않고|상의 없이|묻지 않고|물어보지 않고)",
    ),
    anyone: "(?:아무에게도|아무한테도|누구에게도|누구한테도|아무와도|누구와도|아무 사람에게도|아무도|누구도)",
    either: true,
    secret: "(?:비밀번호|인증번호|암호|코드|카드번호|보안카드)",
  },
  ja: {
    ban: "(?:言わないで|伝えないで|知らせないで|教えないで|話さないで|相談しないで|確認しないで|聞かないで|訊かないで|尋ねないで|連絡しないで|言わずに|伝えずに|知らせずに|相談せずに|聞かずに|尋ねずに|確認せずに|お伝えにならないで|お知らせにならないで)",
    anyone: "(?:誰にも|だれにも|誰とも|どなたにも|どなたとも|他の誰にも|誰一人)",
    either: true,
    secret: "(?:パスワード|暗証番号|認証コード|確認コード|コード|カード番号|ワンタイム)",
  },
  zh: {
    ban: "(?:不要|别|別|请勿|請勿|切勿|千万别|千萬別|千万不要|千萬不要|在不)(?:告[诉訴]|告知|通知|知会|知會|提及|提起|[询詢]问|[询詢]問|问|問|[请請]示|透露给|透露給)",
    anyone: "(?:任何人|任何一个人|任何一個人|别人|別人|其他人)",
    frame: alt(
      "(?:不要|别|別|请勿|請勿|切勿|千万别|千萬別|千万不要|千萬不要)(?:跟|和|对|對|向|给|給)(?:任何人|别人|別人|其他人)(?:说|說|讲|講|提起|提|透露|问|問|打听|打聽|询问|詢問|请示|請示)",
      "(?:不要|别|別|请勿|請勿|切勿|千万别|千萬別|千万不要|千萬不要)(?:把|将|將)[^，。！？\\n]{1,10}?(?:告[诉訴]|告知|透露给|透露給)(?:任何人|别人|別人|其他人)",
    ),
    secret: "(?:密码|密碼|验证码|驗證碼|口令|卡号|卡號|动态码|動態碼)",
  },
  km: {
    ban: alt("(?:កុំ|សូមកុំ|ហាម)(?:ប្រាប់|សួរ|ជូនដំណឹង|ពិគ្រោះ|និយាយប្រាប់)", "ដោយមិន(?:ប្រាប់|សួរ|ជូនដំណឹង|ពិគ្រោះ)"),
    anyone: "(?:អ្នកណា|នរណា|អ្នកដទៃ)",
    secret: "(?:លេខកូដ|កូដ|ពាក្យសម្ងាត់|លេខសម្ងាត់)",
  },
  my: {
    ban: "(?:မပြော|အသိမပေး|မမေး|မတိုင်ပင်|အကြောင်းမကြား)(?:ပါ)?(?:နဲ|နှင|ဘဲ)",
    anyone: "(?:ဘယ်သူ့ကိုမှ|ဘယ်သူ့ကိုလည်း|ဘယ်သူမှ|မည်သူ့ကိုမျှ|မည်သူမျှ|ဘယ်သူ့ဆီမှာမှ|ဘယ်သူ့ဆီမှ)",
    either: true,
    secret: "(?:စကားဝှက်|ကုဒ်|ပင်နံပါတ်|လျှို့ဝှက်နံပါတ်)",
  },
  si: {
    ban: "(?:කියන්න එපා|කියන්නෙපා|දන්වන්න එපා|අහන්න එපා|සාකච්ඡා කරන්න එපා|සඳහන් කරන්න එපා|විමසන්න එපා|නොකියා|නොදන්වා|නොඅසා|නොවිමසා)",
    anyone: "(?:කිසිවෙකුට|කිසිවකුට|කිසිවෙකුගෙන්|කිසිවකුගෙන්|කාටවත්|කාගෙන්වත්|කිසිම කෙනෙකුට|කිසිම කෙනෙකුගෙන්)",
    either: true,
    secret: "(?:මුරපද|කේත|රහස් අංක|පින්)",
  },
  ta: {
    ban: "(?:சொல்லாதீர்கள்|சொல்லாதே|சொல்ல வேண்டாம்|தெரிவிக்காதீர்கள்|தெரிவிக்க வேண்டாம்|கேட்காதீர்கள்|கேட்காதே|கேட்க வேண்டாம்|ஆலோசிக்காதீர்கள்|குறிப்பிடாதீர்கள்|குறிப்பிட வேண்டாம்|சொல்லாமல்|தெரிவிக்காமல்|கேட்காமல்|ஆலோசிக்காமல்)",
    anyone: "(?:யாரிடமும்|யாருக்கும்|யாரையும்|எவரிடமும்|எவருக்கும்|யாரிடம் கூட)",
    either: true,
    secret: "(?:கடவுச்சொல்|குறியீடு|ரகசிய எண்|பின்)",
  },
  ne: {
    ban: "(?:नभन्नुहोस्|नभन्नु|नभन|नभन्नू|जानकारी नदिनुहोस्|जानकारी नदिनू|खबर नगर्नुहोस्|नसोध्नुहोस्|नसोध्नू|नसोध|सल्लाह नलिनुहोस्|नबताउनुहोस्|उल्लेख नगर्नुहोस्|नभनी|नबताई|जानकारी नदिई|नसोधी|खबर नगरी)",
    anyone: "(?:कसैलाई(?: पनि)?|कसैसँग(?: पनि)?|कसैसित|कोहीलाई)",
    either: true,
    secret: "(?:पासवर्ड|पिन|ओटीपी|कोड)",
  },
  ka: {
    ban: alt(
      "(?:ნუ (?:ეტყვი|ეტყვით|აცნობებ|აცნობებთ|ეუბნები|ეუბნებით|ჰკითხავ|ჰკითხავთ|შეატყობინებ|შეატყობინებთ|ახსენებ|ახსენებთ|ეკითხები|ეკითხებით)|არ (?:უთხრათ|უთხრა|აცნობოთ|აცნობო|ჰკითხოთ|ჰკითხო|შეატყობინოთ|შეატყობინო|ახსენოთ|ახსენო|დაუკავშირდეთ))(?![\\p{L}])",
      "(?:შეუტყობინებლად|უკითხავად|გაუფრთხილებლად|შეუთანხმებლად)(?![\\p{L}])",
    ),
    anyone: "(?:არავის|ნურავის|ვინმეს|არავისთან|ვინმესთან|არავისგან|ვინმესგან)(?![\\p{L}])",
    either: true,
    frame:
      "(?:არავის|ნურავის) (?:\\p{L}+ )?(?:უთხრათ|უთხრა|ეტყვით|ეტყვი|ჰკითხოთ|ჰკითხო|ჰკითხავთ|აცნობოთ|აცნობო|აცნობებთ|შეატყობინოთ|ეკითხებით)(?![\\p{L}])",
    secret: "(?:პაროლ\\p{L}*|კოდ\\p{L}*|pin)",
  },
  yo: {
    ban: yoruba(
      alt(
        "(?:má|ẹ má|e ma|ma) (?:ṣe )?(?:sọ fún|sọ|sọ ọ́ fún|fi tó|jẹ́ kí|bi|béèrè lọ́wọ́|béèrè|kàn sí|jíròrò pẹ̀lú)(?![\\p{L}])",
        "(?:láìsọ fún|láì sọ fún|láìjẹ́ kí|láì jẹ́ kí|láìbéèrè lọ́wọ́|láì béèrè lọ́wọ́|láìbi|láì bi|láìfi tó|láì fi tó)(?![\\p{L}])",
      ),
    ),
    anyone: yoruba("(?:ẹnikẹ́ni|ẹnikankan|ẹnìkan)(?![\\p{L}])"),
    secret: yoruba("(?:ọ̀rọ̀ aṣínà|ọ̀rọ̀ ìpamọ́|pin|koodu|nọ́mbà káàdì)"),
  },
  ha: {
    ban: hausa(
      alt(
        "(?:kada|kar|karka|kar ka|kar ku|kada ka|kada ku|kada ki|kada a) (?:ka |ku |ki |a )?(?:gaya wa|gayawa|gaya ma|sanar da|faɗa wa|faɗawa|faɗa ma|tambayi|tambaye|tambaya|nemi shawarar)(?![\\p{L}])",
        "ba tare da (?:sanar da|gaya wa|faɗa wa|tambayar|neman shawarar)(?![\\p{L}])",
      ),
    ),
    anyone: hausa("(?:kowa|kowane mutum|wani mutum|wani(?! abu| lokaci| irin))(?![\\p{L}])"),
    secret: hausa("(?:kalmar sirri|lambar sirri|pin|lambar katin|kod|otp)"),
  },
  tl: {
    ban: alt(
      "(?:huwag|wag|'wag|’wag) (?:ka(?:ng)? |kayo(?:ng)? |mo(?:ng)? |ninyo(?:ng)? |nyo(?:ng)? |po(?:ng)? |na(?:ng)? |itong |ito(?:ng)? |ito )*(?:sabihin|sabihan|ipaalam|banggitin|tanungin|magtanong|itanong|konsultahin|kausapin|ikuwento|ipagsabi|magsabi)(?![\\p{L}])",
      "nang hindi (?:sinasabi|sinasabihan|ipinapaalam|pinapaalam|kinokonsulta|tinatanong|nagtatanong|nagsasabi)(?![\\p{L}])",
    ),
    anyone: "(?:(?:sa |ang )?kahit (?:kanino|sino|na sino)(?: man)?|kaninuman|sinuman|ninuman)(?![\\p{L}])",
    secret: "(?:password|pin|code|otp|numero ng card)",
  },
  "ar-latn": {
    ban: alt(
      "(?:ma ?t(?:i|e)?(?:2|q|g|')o+u?ll?(?:o|ou|u|i|e)?(?:sh|ch|š)|ma ?t(?:2|q|g)o+l(?:i|ish)?|ma ?ts(?:a|e)2(?:a|e)l(?:o|ou)?(?:sh|ch)|ma ?t(?:i|e)s2(?:a|e)l(?:o|ou)?(?:sh|ch)?|ma ?ts(?:ew|ow|ou)(?:w)?el(?:ou|o)?(?:ch|sh)|ma ?tkh(?:a|e)?bb?(?:a|e)?r(?:o|ou)?(?:sh|ch)|ma ?t3(?:a|e)?ll?(?:e|a)?m(?:o|ou)?(?:ch|sh)|ma ?tball?(?:a|e)gh(?:o|ou)?(?:sh|ch)|la t(?:2|q|g)o+l|la ts?(?:i|e)?(?:s)?2al|la tkh(?:a|e)bb?(?:a|e)r|la tballegh|la tballigh)(?![\\p{L}\\p{N}])",
      "(?:bdoon|bidoon|bedoon|men gher|men ghir|min gheir|min ghir|mn 8er|bla|blama|bala) ma (?:t(?:2|q|g)o+u?l|t(?:i|e)s2al|tsa2al|ts(?:ew|ow|ou)(?:w)?el|tkh(?:a|e)bb?(?:a|e)r|t3(?:a|e)?llem|tballagh)(?![\\p{L}\\p{N}])",
    ),
    anyone:
      "(?:(?:l|le|li|la|el|l-) ?)?(?:(?:7|t)add?|hadd|(?:7|t)ada|hada|chi wa7ed|shi wa7ed|shi 7ada|chi 7ed|ay 7add?|ayy 7add?|ay wa7ed|7add? tani|7add? ghirak)(?![\\p{L}\\p{N}])",
    secret: "(?:password|pass|code|kod|pin|otp|kalmet el ?s(?:e|i)r|ramz|nemra dyal la carte|ra2m el kart)",
  },
  "hi-latn": {
    ban: alt(
      "(?:mat|na|nahi|mat hi) (?:batao|bataiye|batana|bataye|batayen|bataein|bolo|bolna|kaho|kehna|poochho|pucho|puchho|puchna|poochna|puchiye|poochiye|inform karo|inform karna|inform karein)(?![\\p{L}])",
      "(?:bina bataye|bina bataaye|bina puche|bina poochhe|bina puchhe|bina inform kiye|bataye bina|puche bina|puchhe bina|poochhe bina)(?![\\p{L}])",
      "(?:batana|bataana|bolna|kehna|puchna|poochna) (?:mat|nahi)(?![\\p{L}])(?! (?:bhoolna|bhulna|bhool|bhul))",
    ),
    anyone: "(?<!(?:mere|meri|mera|hamare) )(?:kisi (?:aur )?(?:ko|se)(?: bhi)?|kisiko|kisise)(?![\\p{L}])",
    either: true,
    secret: "(?:password|pin|otp|code|card number)",
  },
  zu: {
    ban: alt(
      "(?:ungatsheli|ningatsheli|ungamtsheli|ungabatsheli|ningabatsheli|ningamtsheli|ungazisi|ungabazisi|ningabazisi|ungamazisi|ungabuzi|ningabuzi|ungambuzi|ungababuzi|ningababuzi|musa ukutshela|musani ukutshela|musa ukwazisa|musani ukwazisa|musa ukubuza|musani ukubuza)(?![\\p{L}])",
      "ngaphandle kok(?:utshela|wazisa|ubuza|uxhumana)(?![\\p{L}])",
    ),
    anyone: "(?:muntu|omunye umuntu|noma ubani|noma yimuphi umuntu|kumuntu)(?![\\p{L}])",
    secret: "(?:iphasiwedi|phasiwedi|i-?pin|pin|ikhodi|i-?otp|inombolo yemfihlo)",
  },
  xh: {
    ban: alt(
      "(?:ungaxeleli|ningaxeleli|ungabaxeleli|ningabaxeleli|ungamxeleli|ungazisi|ungabazisi|ningabazisi|ungabuzi|ningabuzi|ungababuzi|ningababuzi|musa ukuxelela|musani ukuxelela|musa ukwazisa|musani ukwazisa|musa ukubuza|musani ukubuza)(?![\\p{L}])",
      "ngaphandle kok(?:uxelela|wazisa|ubuza)(?![\\p{L}])",
    ),
    anyone: "(?:mntu|omnye umntu|nabani na|nawuphi na umntu|kumntu)(?![\\p{L}])",
    secret: "(?:iphaswedi|iphasiwedi|phasiwedi|i-?pin|pin|ikhowudi|i-?otp|inombolo eyimfihlo)",
  },
  af: {
    framesOnly: true,
    ban: "(?:moenie|moet nooit)(?! (?:huiwer|skroom|vergeet|bang|aarsel|skaam))",
    anyone: "(?:vir |aan |met |by )?(?:iemand|enigiemand|enige persoon)(?![\\p{L}])",
    frame: alt(
      `(?:moenie|moet nooit)(?! (?:huiwer|skroom|vergeet|bang|aarsel|skaam))(?: \\p{L}+){0,3}? (?:vir |aan |met |by )?(?:iemand|enigiemand|enige persoon)(?: \\p{L}+){0,3}? (?:sê|vertel|vra|inlig|laat weet|raadpleeg|noem|kontak|praat)${E}`,
      `(?<!(?:ek|ons|hy|sy|hulle|jy|u|wat) )(?:vra|vertel|sê|raadpleeg|kontak|lig)(?: dit| hulle| asseblief)? (?:vir |aan |met |by )?niemand${E}`,
      `sonder om (?:vir |met |by |aan )?(?:iemand|enigiemand) (?:\\p{L}+ ){0,2}?te (?:vra|vertel|sê|laat weet|raadpleeg|kontak|in kennis stel|inlig)`,
    ),
    secret: "(?:wagwoord\\p{L}*|pin|kode\\p{L}*|otp|kaartnommer)",
  },
  so: {
    ban: alt(
      "ha (?:u |ka |la |i )?(?:sheegin|sheeginina|ogeysiin|ogeysiinina|wargelin|wargelinina|weydiin|weydiinina|weydiinin|la tashan|la tashanina|la xiriirin)(?![\\p{L}])",
      "(?:adoon|adigoon|idinkoon|iyadoo aan) (?:u |la )?(?:sheegin|ogeysiin|wargelin|weydiin|la tashan)(?![\\p{L}])",
    ),
    anyone: "(?:cidna|qofna|ninna|cid kale|qof kale)(?![\\p{L}])",
    either: true,
    frame:
      "(?:adoon|adigoon|idinkoon|iyadoo aan) (?:cidna|qofna|ninna) (?:u |la )?(?:sheegin|ogeysiin|wargelin|weydiin|la tashan)(?![\\p{L}])",
    secret: "(?:furaha sirta|erayga sirta|lambarka sirta|pin|koodh\\p{L}*|otp)",
  },
  ig: {
    ban: unmarked(
      alt(
        "(?:agwala|agwakwala|egwala|egwakwala|akọla|akọrọla|akọrọkwala|ajụla|ajụkwala|ajụla ajụjụ|agbala ozi)(?![\\p{L}])",
        "(?:na-agwaghị|n'agwaghị|na-ajụghị|n'ajụghị|n'akọrọghị|na-akọrọghị)(?![\\p{L}])",
      ),
    ),
    anyone: unmarked("(?:onye ọ bụla|onye ọbụla|mmadụ ọ bụla|onye ọzọ|onye ọ bụla ọzọ)(?![\\p{L}])"),
    secret: unmarked("(?:paswọọdụ|paswọọdu|password|pin|koodu|otp|nọmba kaadị)"),
  },
  ms: {
    ban: alt(
      "(?:jangan|janganlah|tolong jangan|sila jangan|usah)(?: (?!ragu|segan|malu|lupa|takut|teragak)\\p{L}+){0,2}? (?:tanya|bertanya|tanyakan|beritahu|memberitahu|bagitahu|bagi tahu|maklumkan|memaklumkan|rujuk|merujuk|cerita|ceritakan|hubungi|menghubungi)(?![\\p{L}])",
      "tanpa (?:bertanya|memberitahu|memaklumkan|merujuk|bagitahu)(?![\\p{L}])",
    ),
    anyone:
      "(?:(?:kepada|kpd|pada|dengan|dgn|dari) )?(?:sesiapa(?: pun)?|siapa-siapa|siapa pun|orang lain)(?![\\p{L}])",
    secret: "(?:kata laluan|kata kunci|pin|kod\\p{L}*|tac|otp|nombor kad)",
  },
  ps: {
    ban: alt(
      "(?:مه (?:وایاست|وایئ|وایه|وایې|ووایاست|خبروئ|خبروه|پوښتئ|پوښته|پوښتنه کوئ|مشوره کوئ|یادوئ))",
      "(?:پرته له دې چې|بې له دې چې|له خبرولو پرته|د خبرولو پرته|له پوښتنې پرته|بې له پوښتنې)",
    ),
    anyone: "(?:هیچا ته|هيچا ته|هېچا ته|له هیچا|له هيچا|هیچا|هيچا|هېچا|چا ته|له چا|هیڅوک|هيڅوک)",
    either: true,
    secret: "(?:پاسورډ|پټنوم|پټ نوم|کوډ|پن)",
  },
  ku: {
    ban: unmarked(
      alt(
        "(?:mebêje|mebêjin|mebêjî|nebêje|nebêjin|agahdar meke|agahdar mekin|agahdar neke|agahdar nekin|mepirse|mepirsin|nepirse|nepirsin|şêwir meke|şêwir mekin)(?![\\p{L}])",
        "(?:bêyî ku|bê ku|bêy ku)",
      ),
    ),
    anyone: unmarked("(?:ji (?:tu )?kesî re|ji (?:tu )?kesî|tu kesî|kesî|ji kesekî|kesekî)(?![\\p{L}])"),
    either: true,
    secret: unmarked("(?:şîfre\\p{L}*|pin|kod\\p{L}*|otp|pêborîn\\p{L}*)"),
  },
  ckb: {
    ban: alt(
      "(?:مەڵێ|مەڵێن|مەیڵێ|پێی مەڵێ|پێیان مەڵێ|پێیان مەڵێن|ئاگادار مەکە|ئاگادار مەکەرەوە|ئاگاداریان مەکەنەوە|ئاگاداریان مەکەرەوە|مەپرسە|مەپرسن|پرسیار مەکە|پرسیار مەکەن|راوێژ مەکە|راوێژ مەکەن)",
      "(?:بەبێ ئاگادارکردنەوەی|بێ ئاگاداری|بێ ئەوەی|بەبێ ئەوەی|بەبێ پرسیار)",
    ),
    anyone: "(?:بە هیچ کەس|لە هیچ کەس|هیچ کەسێک|بە کەس|لە کەس|کەس)(?!ایەتی|ان|ەکە)",
    either: true,
    secret: "(?:وشەی نهێنی|وشەی تێپەڕ|کۆد|پاسۆرد|ژمارەی نهێنی)",
  },
  gu: {
    ban: "(?:કહેશો નહીં|કહેશો નહિ|કહેતા નહીં|ના કહેશો|જણાવશો નહીં|જણાવશો નહિ|જાણ કરશો નહીં|જાણ ન કરશો|પૂછશો નહીં|પૂછશો નહિ|ના પૂછશો|પૂછતા નહીં|સલાહ લેશો નહીં|ઉલ્લેખ કરશો નહીં|કહ્યા વિના|જણાવ્યા વિના|પૂછ્યા વિના|જાણ કર્યા વિના)",
    anyone: "(?:કોઈને(?: પણ)?|કોઈનેય|કોઈની સાથે|કોઈથી)",
    either: true,
    secret: "(?:પાસવર્ડ|પિન|ઓટીપી|કોડ)",
  },
  mr: {
    ban: "(?:सांगू नका|सांगू नकोस|कळवू नका|कळवू नकोस|विचारू नका|विचारू नकोस|उल्लेख करू नका|सल्ला घेऊ नका|न सांगता|न कळवता|न विचारता)",
    anyone: "(?:कोणालाही|कुणालाही|कोणाला|कुणाला|कोणाशीही|कोणाकडेही|कुणाकडेही)",
    either: true,
    secret: "(?:पासवर्ड|पिन|ओटीपी|कोड)",
  },
  pa: {
    ban: "(?:ਨਾ ਦੱਸੋ|ਨਾ ਦੱਸਣਾ|ਨਾ ਦੱਸਿਓ|ਮਤ ਦੱਸੋ|ਨਾ ਪੁੱਛੋ|ਨਾ ਪੁੱਛਣਾ|ਨਾ ਪੁੱਛਿਓ|ਸੂਚਿਤ ਨਾ ਕਰੋ|ਜ਼ਿਕਰ ਨਾ ਕਰੋ|ਸਲਾਹ ਨਾ ਲਓ|ਦੱਸੇ ਬਿਨਾਂ|ਪੁੱਛੇ ਬਿਨਾਂ|ਬਿਨਾਂ ਦੱਸੇ|ਬਿਨਾਂ ਪੁੱਛੇ)",
    anyone: "(?:ਕਿਸੇ (?:ਨੂੰ|ਤੋਂ|ਨਾਲ)(?: ਵੀ)?)",
    either: true,
    secret: "(?:ਪਾਸਵਰਡ|ਪਿੰਨ|ਓਟੀਪੀ|ਕੋਡ)",
  },
  te: {
    ban: "(?:చెప్పకండి|చెప్పకు|చెప్పవద్దు|తెలియజేయకండి|తెలియజేయవద్దు|తెలపకండి|అడగకండి|అడగకు|అడగవద్దు|సంప్రదించకండి|ప్రస్తావించకండి|చెప్పకుండా|తెలియజేయకుండా|అడగకుండా|సంప్రదించకుండా)",
    anyone: "(?:ఎవరికీ|ఎవరినీ|ఎవరితోనూ|ఎవ్వరికీ|ఎవ్వరినీ)",
    either: true,
    secret: "(?:పాస్‌వర్డ్|పాస్వర్డ్|పిన్|ఓటీపీ|కోడ్)",
  },
  kn: {
    ban: "(?:ಹೇಳಬೇಡಿ|ಹೇಳಬೇಡ|ತಿಳಿಸಬೇಡಿ|ತಿಳಿಸಬೇಡ|ಕೇಳಬೇಡಿ|ಕೇಳಬೇಡ|ಸಮಾಲೋಚಿಸಬೇಡಿ|ಪ್ರಸ್ತಾಪಿಸಬೇಡಿ|ಹೇಳದೆ|ತಿಳಿಸದೆ|ಕೇಳದೆ)",
    anyone: "(?:ಯಾರಿಗೂ|ಯಾರನ್ನೂ|ಯಾರೊಂದಿಗೂ|ಯಾರಲ್ಲೂ|ಯಾರಿಗೇ ಆಗಲಿ)",
    either: true,
    secret: "(?:ಪಾಸ್‌ವರ್ಡ್|ಪಾಸ್ವರ್ಡ್|ಪಿನ್|ಒಟಿಪಿ|ಕೋಡ್)",
  },
  ml: {
    ban: "(?:പറയരുത്|പറയണ്ട|പറയേണ്ട|അറിയിക്കരുത്|അറിയിക്കണ്ട|അറിയിക്കേണ്ട|ചോദിക്കരുത്|ചോദിക്കണ്ട|കൂടിയാലോചിക്കരുത്|പരാമർശിക്കരുത്|പറയാതെ|അറിയിക്കാതെ|ചോദിക്കാതെ)",
    anyone: "(?:ആരോടും|ആരെയും|ആർക്കും|ആരോടെങ്കിലും)",
    either: true,
    secret: "(?:പാസ്‌വേഡ്|പാസ്വേഡ്|പിൻ|ഒടിപി|കോഡ്)",
  },
  jv: {
    ban: alt(
      "(?:aja|ojo|ampun|sampun)(?: (?!sungkan|isin|lali|wedi|ragu)\\p{L}+)? (?:takon|nakoni|ditakoni|ngomong|kandha|ngandhani|dikandhani|crita|nyritakake|ngabari|dikabari|matur|ngaturi)(?![\\p{L}])",
      "tanpa (?:takon|nakoni|ngandhani|ngabari|matur|ngomong)(?![\\p{L}])",
    ),
    anyone:
      "(?:(?:marang|karo|menyang|ning|nang|ing) )?(?:sapa-sapa|sopo-sopo|sapa wae|sapa bae|sopo wae|wong liya|wong liyane|sinten kemawon)(?![\\p{L}])",
    secret: "(?:sandi|password|pin|kode|otp)",
  },
  ro: {
    ban: romanian(
      alt(
        "(?<!(?:el|ea|ei|ele|care|cine) )nu(?:-i|-l|-le| le| îi| i| îl| o| mai)? (?:întreba|întrebați|spune|spuneți|anunța|anunțați|informa|informați|consulta|consultați|pomeni|pomeniți|povesti|povestiți|zice|ziceți|vorbi|vorbiți|contacta|contactați)(?: nimic| niciodată)?(?: cu| de la)?",
        "fără (?:să (?:(?:-l |-i |-le |le |îi |i )?(?:întrebi|întrebați|spui|spuneți|anunți|anunțați|informezi|informați|consulți|consultați|vorbești|vorbiți|contactezi|contactați))|a (?:întreba|spune|anunța|informa|consulta|contacta))(?: nimic)?(?: cu| de la)?",
      ),
    ),
    anyone: romanian("(?:pe nimeni|nimănui|cu nimeni|de la nimeni|pe cineva|nimeni)(?![\\p{L}])"),
    secret: romanian("(?:parol\\p{L}*|pin|cod\\p{L}*|otp|numărul cardului|datele cardului)"),
  },
  hu: {
    ban: unmarked(
      "(?:ne|soha ne|ne is) (?:kérdezz|kérdezzen|kérdezzetek|kérdezzenek|kérdezd|kérdezze|szólj|szóljon|szóljatok|szóljanak|mondd|mondja|mondjátok|mondják|értesíts|értesítsen|értesítse|értesítsd|tájékoztass|tájékoztasson|tájékoztassa|tájékoztasd|említsd|említse|beszélj|beszéljen|egyeztess|egyeztessen|konzultálj|konzultáljon)(?: meg| el| róla| erről| semmit)*",
    ),
    anyone: unmarked("(?:senkinek|senkit|senkivel|senkitől|senkihez|bárkinek|bárkit|bárkivel|bárkitől)(?![\\p{L}])"),
    either: true,
    frame: unmarked(
      "anélkül,? hogy (?:bárki\\p{L}*|senki\\p{L}*) (?:\\p{L}+ )?(?:megkérdez\\p{L}*|kérdez\\p{L}*|szól\\p{L}*|értesít\\p{L}*|tájékoztat\\p{L}*|elmond\\p{L}*|egyeztet\\p{L}*)",
    ),
    secret: unmarked("(?:jelszó\\p{L}*|jelszav\\p{L}*|pin\\p{L}*|kód\\p{L}*|kártyaszám\\p{L}*|otp)"),
  },
  fi: {
    ban: unmarked(
      alt(
        "(?:älä|älkää|älkäät)(?: koskaan| ikinä| nyt)? (?:kerro|kertoko|ilmoita|ilmoittako|mainitse|mainitko|kysy|kysykö|konsultoi|konsultoiko|ota yhteyttä|ottako yhteyttä|tiedota|tiedottako|puhu|puhuko|neuvottele|neuvotelko)(?![\\p{L}])",
        "(?:kertomatta|ilmoittamatta|kysymättä|tiedottamatta|neuvottelematta|konsultoimatta|mainitsematta)(?![\\p{L}])",
      ),
    ),
    anyone: unmarked("(?:kenellekään|keneltäkään|ketään|kenenkään kanssa|kenenkään)(?![\\p{L}])"),
    either: true,
    secret: unmarked("(?:salasan\\p{L}*|tunnusluku\\p{L}*|pin\\p{L}*|koodi\\p{L}*|korttinumero\\p{L}*|tunnuks\\p{L}*)"),
  },
  da: {
    ban: alt(
      "(?<!(?:jeg|vi|du|han|hun|de|man|som|i) )(?:spørg|fortæl|sig|informer|kontakt|underret|nævn)(?: det| dette| noget)? (?:ikke|aldrig)(?: noget)?(?: til| med| for)?",
      "(?:lad være med at|uden at) (?:spørge|fortælle|sige|informere|kontakte|underrette|nævne)(?: det| noget)?(?: til| med| for)?",
    ),
    anyone: "(?:nogen(?: som helst)?|nogen anden)(?![\\p{L}])",
    frame:
      "(?<!(?:jeg|vi|du|han|hun|de|man|som|i) )(?:spørg|fortæl (?:det )?(?:til )?|sig (?:det )?til|informer|kontakt|underret) ?(?:ingen|ingen anden)(?![\\p{L}])",
    secret: "(?:adgangskode\\p{L}*|pinkode\\p{L}*|pin|kode\\p{L}*|mitid|nemid|kortnummer|otp)",
  },
  nb: {
    ban: alt(
      "(?<!(?:jeg|vi|du|han|hun|de|man|som|dere) )(?:spør|fortell|si|informer|kontakt|varsle|nevn)(?: det| dette| noe)? (?:ikke|aldri)(?: noe)?(?: til| med| for)?",
      "(?<!(?:jeg|vi|du|han|hun|de|man|som|dere) )(?:ikke|aldri) (?:spør|fortell|si|informer|kontakt|varsle|nevn)(?: det| noe)?(?: til| med| for)?",
      "uten å (?:spørre|fortelle|si|informere|kontakte|varsle|nevne)(?: det| noe)?(?: til| med| for)?",
    ),
    anyone: "(?:noen(?: som helst)?|noen andre)(?![\\p{L}])",
    frame:
      "(?<!(?:jeg|vi|du|han|hun|de|man|som|dere) )(?:spør|fortell (?:det )?(?:til )?|si (?:det )?til|informer|kontakt|varsle) ?(?:ingen|ingen andre)(?![\\p{L}])",
    secret: "(?:passord\\p{L}*|pin-?kode\\p{L}*|pin|kode\\p{L}*|bankid|kortnummer|otp)",
  },
  bg: {
    ban: alt(
      "(?<!(?:аз|ти|той|тя|ние|вие|те) )не (?:питай|питайте|казвай|казвайте|съобщавай|съобщавайте|информирай|информирайте|уведомявай|уведомявайте|споменавай|споменавайте|консултирай се|консултирайте се|допитвай се|допитвайте се|обаждай се|обаждайте се|разказвай|разказвайте)",
      "без да (?:питате|питаш|казвате|казваш|кажете|кажеш|уведомите|уведомиш|информирате|информираш|съобщите|съобщиш|се консултирате|попитате|попиташ)",
    ),
    anyone: "(?:(?:на|с|от) )?(?:никого|никому)(?![\\p{L}])",
    either: true,
    secret: "(?:парол\\p{L}*|пин|пин код\\p{L}*|код\\p{L}*|номер на карта\\p{L}*)",
  },
  sh: {
    ban: serbian(
      alt(
        "(?<!(?:ja|ti|on|ona|mi|vi|oni|koji|koja) )ne (?:govori|govorite|pitaj|pitajte|javljaj|javljajte|obavještavaj|obavještavajte|obaveštavaj|obaveštavajte|spominji|spominjite|spominjajte|konsultuj|konsultujte|konzultiraj|konzultirajte|pričaj|pričajte|kontaktiraj|kontaktirajte)",
        "nemoj(?:te)? (?:\\p{L}+ )?(?:reći|govoriti|javiti|javljati|obavijestiti|obavestiti|spominjati|spomenuti|pitati|konsultovati|konzultirati|pričati|kontaktirati)(?![\\p{L}])",
      ),
    ),
    anyone: serbian("(?:nikoga|nikome|ni s kim|ni sa kim|nikog)(?![\\p{L}])"),
    either: true,
    frame: serbian(
      alt(
        "nemoj(?:te)? (?:\\p{L}+ )?(?:nikoga|nikome|ni s kim|ni sa kim) (?:\\p{L}+ )?(?:reći|govoriti|javiti|javljati|obavijestiti|obavestiti|spominjati|spomenuti|pitati|konsultovati|konzultirati|pričati|kontaktirati)(?![\\p{L}])",
        "a da (?:nikoga|nikome|ikoga|ikome) (?:\\p{L}+ )?ne (?:pitate|pitaš|kažete|kažeš|javite|javiš|obavijestite|obavestite|konsultujete)",
        "bez da (?:ikoga|ikome|nekoga|nekome) (?:\\p{L}+ )?(?:pitate|pitaš|obavijestite|obavestite|kažete|kažeš|javite)",
      ),
    ),
    secret: serbian("(?:lozink\\p{L}*|šifr\\p{L}*|pin|kod\\p{L}*|broj kartice)"),
  },
  sl: {
    ban: unmarked(
      alt(
        "(?<!(?:jaz|ti|on|ona|mi|vi|oni|ki) )ne (?:povej|povejte|obvesti|obvestite|obveščaj|obveščajte|omenjaj|omenjajte|omeni|omenite|sprašuj|sprašujte|vprašaj|vprašajte|posvetuj se|posvetujte se|kontaktiraj|kontaktirajte|pripoveduj|pripovedujte|govori|govorite)",
        "(?:nikar) (?:ne )?(?:povej|povejte|sprašuj|sprašujte|vprašaj|vprašajte|obvesti|obvestite)",
      ),
    ),
    anyone: unmarked("(?:nikogar|nikomur|z nikomer|od nikogar)(?![\\p{L}])"),
    either: true,
    frame: unmarked(
      "ne da bi (?:koga|kogarkoli|komu|komurkoli) (?:\\p{L}+ )?(?:vprašal\\p{L}*|obvestil\\p{L}*|povedal\\p{L}*|kontaktiral\\p{L}*)",
    ),
    secret: unmarked("(?:gesl\\p{L}*|pin|kod\\p{L}*|številk\\p{L}* kartice)"),
  },
  lt: {
    ban: unmarked(
      alt(
        "(?:nesakyk|nesakykite|nepranešk|nepraneškite|neinformuok|neinformuokite|neminėk|neminėkite|nesitark|nesitarkite|nepasakok|nepasakokite|nesikonsultuok|nesikonsultuokite|nekalbėk|nekalbėkite)(?![\\p{L}])",
        "(?:nepranešus|nepranešdami|neinformavus|nepasitarus|nesakant|nesakydami|nepasakius)(?![\\p{L}])",
      ),
    ),
    anyone: unmarked("(?:niekam|su niekuo|niekieno|kam nors)(?![\\p{L}])"),
    either: true,
    frame: unmarked(
      alt(
        "(?:neklausk|neklauskite|neatsiklausk|neatsiklauskite|nesiteirauk|nesiteiraukite) (?:\\p{L}+ )?(?:nieko|niekieno|kieno nors)(?![\\p{L}])",
        "(?:nieko|niekieno) (?:\\p{L}+ )?(?:neklausk|neklauskite|neatsiklausk|neatsiklauskite|nesiteiraukite)(?![\\p{L}])",
        "(?:neatsiklausus|nepaklausus|neklausiant) (?:\\p{L}+ )?(?:nieko|niekieno|kieno nors)(?![\\p{L}])",
      ),
    ),
    secret: unmarked("(?:slaptažod\\p{L}*|pin\\p{L}*|kod\\p{L}*|kortelės numer\\p{L}*)"),
  },
  lv: {
    ban: unmarked(
      alt(
        "(?:nesaki|nesakiet|neziņo|neziņojiet|neinformē|neinformējiet|nepiemini|nepieminiet|nejautā|nejautājiet|nekonsultējies|nekonsultējieties|nestāsti|nestāstiet|nepaziņo|nepaziņojiet|nezvani|nezvaniet)(?![\\p{L}])",
        "(?:nesakot|neziņojot|nepaziņojot|neinformējot|nekonsultējoties|nejautājot|neprasot)(?![\\p{L}])",
      ),
    ),
    anyone: unmarked("(?:nevienam|nevienu|ne ar vienu|nevienai|nevienam citam)(?![\\p{L}])"),
    either: true,
    secret: unmarked("(?:parol\\p{L}*|pin\\p{L}*|kod\\p{L}*|kartes numur\\p{L}*)"),
  },
  et: {
    ban: unmarked(
      alt(
        "(?:ära|ärge)(?: kunagi| mitte)? (?:ütle|öelge|räägi|rääkige|teavita|teavitage|teata|teatage|maini|mainige|küsi|küsige|konsulteeri|konsulteerige|informeeri|informeerige|anna teada|andke teada|helista|helistage)(?![\\p{L}])",
        "(?:ütlemata|teavitamata|teatamata|küsimata|rääkimata|konsulteerimata|kooskõlastamata)(?![\\p{L}])",
      ),
    ),
    anyone: unmarked("(?:(?:mitte )?(?:kellelegi|kelleltki|kedagi|kellegagi))(?![\\p{L}])"),
    either: true,
    secret: unmarked("(?:parool\\p{L}*|pin\\p{L}*|kood\\p{L}*|kaardinumb\\p{L}*)"),
  },
  ca: {
    ban: unmarked(
      alt(
        "(?<!(?:jo|ell|ella|nosaltres|ells|elles|que) )no (?:li |els |ho |n'|l'|hi |m')*(?:diguis|digueu|digui|diguin|informis|informeu|informi|avisis|aviseu|avisi|comentis|comenteu|mencionis|esmentis|esmenteu|consultis|consulteu|preguntis|pregunteu|pregunti|parlis|parleu|expliquis|expliqueu)(?: mai| res)*(?: a| amb)?",
        "sense (?:dir-ho|dir-li|dir res|avisar|informar|consultar|comentar-ho|preguntar|parlar)(?: res)?(?: a| amb)?",
      ),
    ),
    anyone: unmarked("(?:(?:a|amb) )?(?:ningú|cap persona)(?![\\p{L}])"),
    secret: unmarked("(?:contrasenya\\p{L}*|pin|codi\\p{L}*|número de (?:la )?targeta|otp)"),
  },
  hy: {
    ban: alt(
      "մի(?:՛)? (?:ասեք|ասա|տեղեկացրեք|տեղեկացրու|հայտնեք|հայտնիր|նշեք|հարցրեք|հարցրու|խորհրդակցեք|պատմեք|պատմիր|զանգահարեք)(?![\\p{L}])",
      "առանց (?:տեղեկացնելու|ասելու|հարցնելու|խորհրդակցելու|համաձայնեցնելու)(?![\\p{L}])",
    ),
    anyone: "(?:ոչ մեկին|ոչ ոքի|ոչ մեկից|ոչ մեկի հետ|որևէ մեկին|որեւէ մեկին|որևէ մեկից|որեւէ մեկից)(?![\\p{L}])",
    either: true,
    frame:
      "առանց (?:որևէ|որեւէ|ոչ) (?:մեկին|մեկից|ոքի) (?:\\p{L}+ )?(?:հարցնելու|ասելու|տեղեկացնելու|խորհրդակցելու)(?![\\p{L}])",
    secret: "(?:գաղտնաբառ\\p{L}*|pin|կոդ\\p{L}*|քարտի համար\\p{L}*)",
  },
  az: {
    ban: azerbaijani(
      alt(
        "(?:deməyin(?:iz)?|demə|bildirməyin(?:iz)?|bildirmə|xəbər verməyin(?:iz)?|xəbər vermə|məlumat verməyin(?:iz)?|məlumat vermə|soruşmayın(?:ız)?|soruşma|məsləhətləşməyin|danışmayın|danışma|söyləməyin|söyləmə)(?![\\p{L}])",
        "(?:demədən|bildirmədən|xəbər vermədən|məlumat vermədən|soruşmadan|məsləhətləşmədən|söyləmədən)(?![\\p{L}])",
      ),
    ),
    anyone: azerbaijani("(?:heç kimə|heç kimdən|heç kimi|heç kimlə|heç kəsə|heç kəsdən|kimsəyə|kimsədən)(?![\\p{L}])"),
    either: true,
    secret: azerbaijani("(?:şifrə\\p{L}*|parol\\p{L}*|pin|kod\\p{L}*|kart nömrə\\p{L}*)"),
  },
  kk: {
    ban: alt(
      "(?:айтпаңыз|айтпаңдар|айтпа|хабарламаңыз|хабарлама|хабар бермеңіз|ескертпеңіз|сұрамаңыз|сұрама|ақылдаспаңыз|кеңеспеңіз)(?![\\p{L}])",
      "(?:айтпай|хабарламай|сұрамай|кеңеспей|ақылдаспай)(?![\\p{L}])",
    ),
    anyone: "(?:ешкімге(?: де)?|ешкімнен(?: де)?|ешкімді|ешкіммен|ешбір адамға)(?![\\p{L}])",
    either: true,
    secret: "(?:құпия сөз\\p{L}*|пин|pin|код\\p{L}*|карта нөмір\\p{L}*)",
  },
  uz: {
    ban: uzbek(
      alt(
        "(?:aytmang(?:lar)?|aytma|xabar bermang|xabar berma|bildirmang|maʼlum qilmang|ma'lum qilmang|soʻramang|soʻrama|maslahatlashmang|gapirmang)(?![\\p{L}])",
        "(?:aytmasdan|xabar bermasdan|bildirmasdan|soʻramasdan|maslahatlashmasdan)(?![\\p{L}])",
      ),
    ),
    anyone: uzbek(
      "(?:hech kimga|hech kimdan|hech kimni|hech kim bilan|hech bir kishiga|hech kimsaga|hech kimsadan)(?![\\p{L}])",
    ),
    either: true,
    secret: uzbek("(?:parol\\p{L}*|pin|kod\\p{L}*|karta raqam\\p{L}*|maxfiy\\p{L}*)"),
  },
  mn: {
    ban: alt(
      "битгий (?:хэлээрэй|хэл|мэдэгдээрэй|мэдэгд|асуугаарай|асуу|зөвлөлдөөрэй|ярь|яриарай)(?![\\p{L}])",
      "(?:хэлэлгүй|мэдэгдэлгүй|асуулгүй|зөвшилцөлгүй|зөвлөлдөлгүй)(?![\\p{L}])",
    ),
    anyone: "(?:хэнд ч|хэнээс ч|хэнийг ч|хэнтэй ч|хэнд|хэнээс)(?![\\p{L}])",
    either: true,
    secret: "(?:нууц үг\\p{L}*|пин|pin|код\\p{L}*|картын дугаар\\p{L}*)",
  },
};

/** A row's entries: the prohibition near its pronoun (either order where the language allows), and its frames; each
 * blocked by a secret word in its clause. */
function entries(row: NobodyRow, lang: Lang): Array<string | undefined> {
  const n = DENSE.has(lang) ? 12 : 30;
  const end = UNSPACED.has(lang) ? "" : E;
  const ban = wordStart(lang, `(?:${row.ban})${end}`);
  const anyone = wordStart(lang, `(?:${row.anyone})${end}`);
  const pair = row.framesOnly ? undefined : row.either ? either(ban, anyone, n) : near(ban, anyone, n);
  const block = blocked(lang, row.secret);
  return [pair, row.frame].map((entry) => (entry ? asMet(lang, `(?:${entry})${block}`) : undefined));
}

/** Every human kept out of the act by a prohibition with "anyone / no one", per cue language (→ SECRECY). */
export const NOBODY_KEEP_OUT: PhraseTable = conceptTable(ROWS, entries);

/** The rows by language, for the test that every cue language has one. */
export const NOBODY_ROWS: Readonly<Partial<Record<Lang, Readonly<NobodyRow>>>> = ROWS;
