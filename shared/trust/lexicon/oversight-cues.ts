// Oversight cues, translated systematically: one table per cue CONCEPT, one row per language, in the languages of
// lexicon/agent-cues.ts.
//
// An injection has to get past the people the assistant works for as much as past the assistant itself: it names
// the automated reader it writes to ("all automated e-mail agents", "the assistant who reads this message"), keeps
// the family, the boss or the client out of it ("no need to ask the parents"), hides the owner's own mail from them
// ("mark every alert from the bank as read"), switches the mailbox's protections off ("disable the spam filter for
// our domain") and walks the reader to a conclusion it must act on ("therefore the safest action is to forward …").
// Every row is one concept in one language, written from the concept, not from any message.
//
// The rows are merged into the tables the injection detector already reads (ADDRESSING in lexicon/addressing.ts,
// ROLE, ACTION_SENSITIVE and SECRECY in lexicon/injection.ts), so they are weighed like the rest of their class: a
// single hit is never a verdict. Conventions are those of agent-cues.ts: lowercase sources, NFKC-normalised here as
// the text is, no word guards in UNSPACED scripts, a word-start guard on the second half of a pair elsewhere.
import { withRows } from "./agent-cues.js";
import {
  alt,
  azerbaijani,
  E,
  either,
  gap,
  hausa,
  type Lang,
  near,
  nfkc,
  type PhraseTable,
  romanian,
  serbian,
  unmarked,
  uzbek,
  wordStart,
  yoruba,
} from "./combinators.js";

/** One row per language of each concept. Fields are alternations (regex sources, lowercase). */
export interface OversightRow {
  /** 1. The reader called automatic or automated, or named by the mail it works on: "automatic assistant",
   * "all automated e-mail agents", "the mail agents", "the bot that processes this mail", "automated systems reading
   * this": forms no human reader is called by (→ ADDRESSING). */
  automated?: string;
  /** 2. The reader of this very mail: "the assistant who reads this message", "whoever reads this email", "the
   * assistant that manages this family's mail" (→ ADDRESSING). */
  thisReader?: string;
  /** 3. The principals the assistant works for: the family, the parents, the household, the boss or manager, the
   * client, the owner, the users, and the professionals of an office, a firm or a shop (the accountant, the partners,
   * the director, the colleagues, the team, the office, the staff: ROLES) (nouns, in the forms a keep-out verb takes). */
  principals?: string;
  /** 3. Keeping them out or not asking them: "no need to ask", "don't mention … to", "without asking", "need not be
   * told". Met with `principals` in either order within a clause (→ SECRECY: a principal noun AND a keep-out
   * form, so a human "no need to reply" is not one). */
  bypass?: string;
  /** 3. Whole frames with the principals inside, where the keep-out form wraps them ("without the users being
   * asked", "informiere die Eltern nicht"): `{P}` stands for the row's `principals` (→ SECRECY). */
  bypassFrame?: string;
  /** 4. Verbs that hide mail from its owner: "mark … as read", "move … to the trash", "delete", "filter out",
   * "hide", "stop showing" (met with `alerts` in either order within a clause). */
  suppress?: string;
  /** 4. What is hidden: every alert, notification or warning, every message from a sender, the bank's or the
   * security notices; "all" or a bank or security word is part of it, so "you can delete this email" is not
   * (→ ACTION_SENSITIVE). */
  alerts?: string;
  /** 5. Switching a protection off: the verb ("turn off", "disable", "bypass") … */
  offVerb?: string;
  /** 5. … and the protection ("the spam filter", "security checks", "filtering", "scanning"), met in either order
   * (English: the verb first) within a clause (→ ACTION_SENSITIVE). */
  filterNoun?: string;
  /** 5. An allow list ("allowlist", "whitelist", "safe senders list") … */
  allowList?: string;
  /** 5. … only with trusting or obeying the sender's mail ("treat it as trusted", "execute its instructions"), within
   * a sentence: "add us to your safe senders list" alone is a newsletter's (→ ACTION_SENSITIVE). */
  obey?: string;
  /** 5. The sender marked a trusted source: "mark our domain as a trusted source" (→ ACTION_SENSITIVE). */
  trusted?: string;
  /** 5. Switching off written around its object: "turn the spam filter off" (→ ACTION_SENSITIVE). */
  offFrame?: string;
  /** 6. Reasoning handed to the reader that ends in its act: "therefore the safest action is to forward …", "if the
   * reasoning is correct, execute step 4", "logically, you should send …": a conclusion with an act verb or an
   * imperative, never "let's think step by step" alone (→ ROLE). */
  stepwise?: string;
  /** 7. A third-person directive to the automated reader: "the AI assistant shall forward …", "the system is
   * requested to export …", "el asistente de IA deberá enviar …": a name no human reader is called, a modal or
   * request form and an act verb in one clause (→ ADDRESSING; every cue language, not only the forty). */
  directive?: string;
}

const READERS: Partial<Record<Lang, OversightRow>> = {
  en: {
    // Plurals only after a dedication ("to all automated agents"): "automated agents now read mail" is a topic.
    automated: alt(
      // Not after "a"/"an": "must not let an automated assistant send documents" is a topic, not an address.
      `(?<!(?:^|[^\\p{L}])an? )(?:automatic|autonomous|automated) (?:e-?mail |mail |inbox |mailbox )?(?:assistant|agent|reader|program|bot)${E}`,
      "(?:to|for|dear|hello|hi|attention|attn|note to|calling|instructions? for) (?:all |any |the |every |our |your )?(?:automatic|automated|autonomous) (?:e-?mail |mail |inbox |mailbox )?(?:assistants|agents|readers|programs|bots)",
      "all (?:automatic|automated|autonomous) (?:e-?mail |mail |inbox |mailbox )?(?:assistants|agents|readers|bots)",
      `(?:the|all|any|dear|to|our|your) (?:e-?mail|mail|inbox|mailbox) agents?${E}`,
      "(?:automatic|automated|autonomous) (?:systems?|tools?|programs?|software|processes|readers?|agents?|assistants?|bots?) (?:that |which |who )?(?:are |is )?(?:reading|processing|parsing|scanning|handling|summari[sz]ing|triaging|sorting|read|process|parse|scan|handle) (?:this|these)",
      "(?:the|a|any) (?:bot|program|script|software|system|tool|machine)s? (?:that|which) (?:reads|processes|parses|scans|handles|sorts|summari[sz]es|triages|opens) (?:this|these) (?:e-?mails?|mails?|messages?|inbox|mailbox)",
    ),
    thisReader: alt(
      "(?:assistant|agent|bot|program|model)s? (?:who|that|which) (?:reads|will read|opens|processes|receives|handles|manages|runs|sorts|checks|answers|looks after|takes care of|is in charge of) this (?:message|e-?mail|mail|inbox|mailbox|note|letter|correspondence)",
      "(?:assistant|agent|bot|program)s? (?:who|that|which) (?:manages|runs|handles|sorts|reads|looks after|takes care of|answers) (?:this|the [\\p{L}-]+) (?:family|household|home|company|office|firm|business|practice)(?:'s|s'|') (?:e-?mails?|mail|inbox|mailbox|correspondence|messages)",
      "(?:whoever|whatever) (?:is )?(?:reads|opens|processes|handles|sorts|summari[sz]es|opening|handling|sorting|summari[sz]ing) this (?:message|e-?mail|mail|note|letter|inbox)",
      "(?:assistant|agent|bot|program) (?:of|for|in charge of|responsible for) this (?:mailbox|inbox|family|household|account|address)",
    ),
  },
  de: {
    automated: alt(
      `(?:automatische|automatisierte|autonome)\\p{L}* (?:e-?mail-?|mail-?|post-?)?(?:assistent(?:en|in)?|agent(?:en|in)?|leser|programm(?:e|s)?|bots?)${E}`,
      `(?:e-?mail|mail|postfach|posteingangs)-?agent(?:en|in)?${E}`,
      "(?:programm|bot|system)\\p{L}*,? (?:das|der|die) (?:diese|die) (?:e-?mail|nachricht|post|mail)\\p{L}* (?:liest|verarbeitet|sortiert|bearbeitet|auswertet)",
    ),
    thisReader: alt(
      "(?:assistent|agent|bot|programm)\\p{L}*,? (?:der|die|das) (?:diese (?:nachricht|e-?mail|mail)|dieses postfach|die (?:e-?mails|post|mails) (?:dieser|der) (?:familie|firma|praxis|haushalts?)) (?:liest|lesen wird|verarbeitet|verwaltet|bearbeitet|betreut|sortiert|öffnet|erhält)",
      "wer (?:auch immer )?(?:diese (?:nachricht|e-?mail|mail)|dies) (?:liest|verarbeitet|öffnet)",
    ),
  },
  fr: {
    automated: alt(
      "(?:assistant|agent|lecteur|programme|robot|bot)s? (?:automatique|automatisé|autonome)s?",
      "agents? (?:de messagerie|e-?mail|de courrier)",
      "(?:programme|robot|système|logiciel)s? qui (?:lit|traite|analyse|trie|lisent|traitent) (?:ce|cet|ces) (?:message|e-?mail|courriel|courrier)s?",
    ),
    thisReader: alt(
      "(?:assistant|agent|robot|programme)s? (?:ia )?qui (?:lit|lira|traite|ouvre|reçoit|gère|trie|s'occupe de) (?:ce (?:message|courriel|mail)|cet e-?mail|cette (?:boîte|messagerie)|le courrier de cette (?:famille|maison|entreprise|société))",
      "(?:quiconque|qui que ce soit qui) (?:lit|lira|traite|ouvre) (?:ce (?:message|courriel|mail)|cet e-?mail)",
    ),
  },
  es: {
    automated: alt(
      "(?:asistente|agente|lector|programa|bot|robot)s? (?:automático|automática|automatizado|automatizada|autónomo|autónoma)s?",
      "agentes? de (?:correo|e-?mail)",
      "(?:programa|sistema|bot|robot)s? que (?:lee|procesa|analiza|clasifica|leen|procesan) este (?:correo|mensaje|e-?mail)",
    ),
    thisReader: alt(
      "(?:asistente|agente|bot|programa)s? que (?:lee|leerá|procesa|abre|recibe|gestiona|administra|maneja|ordena|lleva) (?:este (?:mensaje|correo|e-?mail|buzón)|el correo de (?:esta|la) (?:familia|casa|empresa|oficina))",
      "(?:quienquiera que|cualquiera que|quien) (?:lea|procese|abra|esté leyendo) este (?:mensaje|correo|e-?mail)",
    ),
  },
  it: {
    automated: alt(
      "(?:assistent|agent|programm|lettor)[eio] (?:automatic|automatizzat|autonom)[oaie]",
      "agent[ei] (?:di posta|e-?mail)",
      "(?:programma|sistema|bot) che (?:legge|elabora|analizza|smista) (?:questa (?:e-?mail|mail)|questo messaggio)",
    ),
    thisReader: alt(
      "(?:assistente|agente|bot|programma) che (?:legge|leggerà|elabora|apre|riceve|gestisce|smista) (?:questo messaggio|questa (?:e-?mail|mail|casella)|la posta di questa (?:famiglia|casa|azienda))",
      "(?:chiunque|chi) (?:legga|legge|elabori|apra) (?:questo messaggio|questa (?:e-?mail|mail))",
    ),
  },
  pt: {
    automated: alt(
      "(?:assistente|agente|leitor|programa|bot|robô)s? (?:automático|automática|automatizado|automatizada|autónomo|autônomo)s?",
      "agentes? de (?:e-?mail|correio)",
      "(?:programa|sistema|bot|robô) que (?:lê|processa|analisa|organiza) (?:este (?:e-?mail|email)|esta mensagem)",
    ),
    thisReader: alt(
      "(?:assistente|agente|bot|programa) que (?:lê|lerá|processa|abre|recebe|gere|gerencia|administra|organiza|cuida d[oa]) (?:esta mensagem|este (?:e-?mail|email)|esta caixa|o (?:e-?mail|correio) (?:desta|da) (?:família|casa|empresa))",
      "(?:quem quer que|qualquer um que|quem) (?:leia|processe|abra|esteja a ler|esteja lendo) (?:esta mensagem|este (?:e-?mail|email))",
    ),
  },
  nl: {
    automated: alt(
      `(?:automatische|geautomatiseerde|autonome) (?:e-?mail-?|mail-?)?(?:assistent(?:en)?|agent(?:en)?|lezers?|programma(?:'s)?|bots?)${E}`,
      `(?:e-?mail|mail)-?agent(?:en)?${E}`,
      "(?:programma|systeem|bot) dat (?:deze|dit) (?:e-?mail|mail|bericht) (?:leest|verwerkt)",
    ),
    thisReader: alt(
      "(?:assistent|agent|bot|programma)\\p{L}* (?:die|dat) (?:deze (?:e-?mail|mail|mailbox|inbox)|dit bericht|de (?:e-?mail|post|mail) van (?:dit|deze) (?:gezin|familie|huishouden|bedrijf)) (?:leest|verwerkt|beheert|opent|ontvangt|sorteert)",
      "(?:wie|wat) (?:dit bericht|deze (?:e-?mail|mail)) (?:ook )?(?:leest|verwerkt|opent)",
    ),
  },
  sv: {
    automated: alt(
      `(?:automatisk|automatiserad|autonom)\\p{L}* (?:e-?post|mejl|mail)?-?(?:assistent|agent|läsare|program|bot)\\p{L}*`,
      `(?:e-?post|mejl|mail)-?agent(?:er|erna|en)?${E}`,
      "(?:program|system|bot)\\p{L}* som (?:läser|bearbetar|sorterar) (?:detta|det här) (?:mejl|meddelande|e-?postmeddelande)",
    ),
    thisReader: alt(
      "(?:assistent|agent|bot|program)\\p{L}* som (?:läser|öppnar|bearbetar|tar emot|hanterar|sköter|sorterar) (?:detta|det här|den här|denna|familjens|hushållets|företagets) (?:meddelande|mejl|e-?post\\p{L}*|inkorg|post)",
      "(?:vem|vad) som än (?:läser|öppnar|bearbetar) (?:detta|det här) (?:meddelande|mejl)",
    ),
  },
  pl: {
    automated: alt(
      "(?:automatyczn|zautomatyzowan|autonomiczn)\\p{L}* (?:asysten[tc]|agent|czytnik|program|bot)\\p{L}*",
      "agent\\p{L}* (?:poczty|pocztow\\p{L}*|e-?mail\\p{L}*)",
      "(?:program|system|bot)\\p{L}*,? (?:który|które) (?:czyta|przetwarza|analizuje|sortuje) (?:tę wiadomość|tą wiadomość|ten e-?mail|tę pocztę)",
    ),
    thisReader: alt(
      "(?:asysten[tc]|agent|bot|program)\\p{L}*,? (?:który|która|które) (?:czyta|przeczyta|otworzy|przetwarza|otrzyma|obsługuje|zarządza|prowadzi) (?:tę|tą|ten|tym|tą|pocztą|pocztę) ?(?:wiadomość|e-?mail|skrzynk\\p{L}*|poczt\\p{L}*|tej rodziny|tej firmy|naszej rodziny)",
      "(?:ktokolwiek|kto) (?:czyta|przeczyta|otworzy) (?:tę wiadomość|tą wiadomość|ten e-?mail)",
    ),
  },
  cs: {
    automated: alt(
      "(?:automatick|automatizovan|autonomní)\\p{L}* (?:asistent|agent|čtenář|program|bot)\\p{L}*",
      "(?:e-?mailov|poštovní)\\p{L}* agent\\p{L}*",
      "(?:program|systém|bot)\\p{L}*,? (?:který|které) (?:čte|zpracovává|třídí) (?:tento e-?mail|tuto zprávu)",
    ),
    thisReader: alt(
      "(?:asistent|agent|bot|program)\\p{L}*,? (?:který|která|které) (?:čte|přečte|otevře|zpracovává|spravuje|vyřizuje|třídí) (?:tento e-?mail|tuto (?:zprávu|schránku|poštu)|poštu (?:této|naší) (?:rodiny|domácnosti|firmy))",
      "(?:kdokoli|kdokoliv|kdo) (?:čte|přečte|otevře) (?:tento e-?mail|tuto zprávu)",
    ),
  },
  ru: {
    automated: alt(
      "(?:автоматическ|автоматизированн|автономн)\\p{L}* (?:ассистент|помощник|агент|программ|бот|читател)\\p{L}*",
      "(?:программ|систем|бот)\\p{L}*,? (?:котор\\p{L}* (?:читает|обрабатывает|разбирает)|читающ\\p{L}*|обрабатывающ\\p{L}*) (?:это|эти) (?:письм|сообщени)\\p{L}*",
    ),
    thisReader: alt(
      "(?:ассистент|помощник|агент|бот|программ)\\p{L}*,? (?:котор\\p{L}* (?:читает|прочитает|обрабатывает|откроет|получит|ведёт|ведет|управляет|разбирает)|читающ\\p{L}*|обрабатывающ\\p{L}*|ведущ\\p{L}*) (?:это (?:письмо|сообщение)|эту почту|почт\\p{L}* (?:этой|нашей) (?:семьи|компании|фирмы))",
      "(?:кто бы ни|тот, кто|всякий, кто) (?:читает|прочитает|читал|обрабатывает|откроет) это (?:письмо|сообщение)",
    ),
  },
  uk: {
    automated: alt(
      "(?:автоматичн|автоматизован|автономн)\\p{L}* (?:асистент|помічник|агент|програм|бот)\\p{L}*",
      "(?:програм|систем|бот)\\p{L}*,? (?:як\\p{L}*|що) (?:читає|обробляє) (?:цей лист|це повідомлення|ці листи)",
    ),
    thisReader: alt(
      "(?:асистент|помічник|агент|бот|програм)\\p{L}*,? (?:як\\p{L}*|що) (?:читає|прочитає|обробляє|відкриє|отримає|веде|керує) (?:цей лист|це повідомлення|цю пошту|пошт\\p{L}* (?:цієї|нашої) (?:родини|сім'ї|компанії))",
      "(?:хто б не|той, хто|будь-хто, хто) (?:читає|прочитає|відкриє|обробляє) (?:цей лист|це повідомлення)",
    ),
  },
  el: {
    automated: alt(
      "(?:αυτόματ|αυτοματοποιημέν|αυτόνομ)\\p{L}* (?:βοηθ|πράκτορ|αναγνώστ|πρόγραμμα|bot|ρομπότ)\\p{L}*",
      "πράκτορ\\p{L}* (?:email|αλληλογραφίας|ηλεκτρονικού ταχυδρομείου)",
      "(?:πρόγραμμα|σύστημα|bot)\\p{L}* που (?:διαβάζει|επεξεργάζεται) (?:αυτό το (?:email|μήνυμα)|αυτά τα (?:email|μηνύματα))",
    ),
    thisReader: alt(
      "(?:βοηθ|πράκτορ|πρόγραμμα)\\p{L}* που (?:διαβάζει|θα διαβάσει|ανοίγει|επεξεργάζεται|λαμβάνει|διαχειρίζεται) (?:αυτό το (?:μήνυμα|email)|τ(?:ην|α) (?:αλληλογραφία|email) (?:αυτής της|της) (?:οικογένειας|εταιρείας))",
      "(?:όποιος|οποιοσδήποτε|ό,τι) (?:διαβάζει|διαβάσει|επεξεργάζεται) αυτό το (?:μήνυμα|email)",
    ),
  },
  tr: {
    automated: alt(
      "(?:otomatik|otomatikleştirilmiş|özerk) (?:e-?posta )?(?:asistan|ajan|okuyucu|program|bot)\\p{L}*",
      "e-?posta ajan\\p{L}*",
      "(?:bu|işbu) (?:e-?postayı|mesajı|iletiyi) (?:okuyan|işleyen|ayıklayan|tarayan) (?:otomatik )?(?:sistem|program|bot|yazılım)\\p{L}*",
    ),
    thisReader: alt(
      "bu (?:e-?postayı|mesajı|iletiyi|posta kutusunu) (?:okuyan|açan|işleyen|alan|yöneten) (?:yapay zeka )?(?:asistan|ajan|bot|program)\\p{L}*",
      "bu (?:ailenin|evin|şirketin) (?:e-?postalarını|postasını) (?:yöneten|okuyan|düzenleyen) (?:asistan|ajan)\\p{L}*",
      "bu (?:e-?postayı|mesajı) (?:okuyan|işleyen),? (?:her )?kim (?:olursa olsun|ise)",
    ),
  },
  id: {
    automated: alt(
      "(?:asisten|agen|pembaca|program|bot) (?:otomatis|terotomatisasi|otonom)",
      "agen (?:email|surel)",
      "(?:program|sistem|bot) yang (?:membaca|memproses|memilah) (?:email|pesan|surel) ini",
    ),
    thisReader: alt(
      "(?:asisten|agen|bot|program) yang (?:membaca|akan membaca|membuka|memproses|menerima|mengelola|mengurus) (?:(?:email|pesan|surel|kotak masuk) ini|(?:email|surel) (?:keluarga|rumah tangga|perusahaan) ini)",
      "siapa ?pun yang (?:membaca|membuka|memproses) (?:email|pesan|surel) ini",
    ),
  },
  vi: {
    automated: alt(
      "(?:trợ lý|tác nhân|chương trình|bot) (?:tự động|tự hành)",
      "tác nhân (?:email|thư)",
      "(?:chương trình|hệ thống|bot) (?:đang )?(?:đọc|xử lý|phân loại) (?:email|thư|tin nhắn) này",
    ),
    thisReader: alt(
      "(?:trợ lý|tác nhân|bot|chương trình) (?:đang )?(?:đọc|mở|xử lý|nhận|quản lý|phụ trách) (?:(?:email|thư|tin nhắn|hộp thư) này|(?:email|thư|hộp thư) của (?:gia đình|công ty|hộ gia đình) này)",
      "(?:bất kỳ ai|bất cứ ai) (?:đang )?(?:đọc|mở|xử lý) (?:email|thư|tin nhắn) này",
    ),
  },
  sw: {
    automated: alt(
      "(?:msaidizi|wasaidizi|wakala|mawakala|programu|boti|roboti)(?: wote)? (?:wa |ya )?(?:kiotomatiki|otomatiki|kujiendesha)",
      "(?:mawakala|wakala) wa barua pepe",
      "(?:programu|mfumo|boti) (?:unaosoma|inayosoma|unaochakata|inayochakata) (?:barua pepe|ujumbe) (?:hii|huu)",
    ),
    thisReader: alt(
      "(?:msaidizi|wakala|boti|programu) (?:anayesoma|atakayesoma|anayefungua|anayeshughulikia|anayesimamia|inayosoma|inayoshughulikia) (?:barua pepe (?:hii|hizi|za familia hii|za kampuni hii)|ujumbe huu)",
      "(?:yeyote|mtu yeyote) (?:anayesoma|atakayesoma) (?:barua pepe|ujumbe) (?:hii|huu)",
    ),
  },
  hi: {
    automated: alt(
      "(?:स्वचालित|ऑटोमैटिक|ऑटोमेटेड|स्वायत्त) (?:ईमेल )?(?:सहायक|असिस्टेंट|एजेंट|प्रोग्राम|बॉट|पाठक)",
      "(?:ईमेल|मेल) एजेंट",
      "(?:इस|यह) (?:ईमेल|संदेश|मेल) को (?:पढ़ने|प्रोसेस करने|संसाधित करने) वाले? (?:स्वचालित )?(?:सिस्टम|प्रोग्राम|बॉट)",
    ),
    thisReader: alt(
      "(?:यह|इस) (?:ईमेल|संदेश|मेल) (?:को )?(?:पढ़ने|पढ़ रहे|खोलने|प्रोसेस करने|संभालने) वाले? (?:एआई )?(?:सहायक|असिस्टेंट|एजेंट|बॉट|प्रोग्राम)",
      "(?:इस|हमारे) (?:परिवार|घर|कंपनी) (?:के|की) (?:ईमेल|मेल) (?:को )?(?:संभालने|प्रबंधित करने|देखने) वाले? (?:सहायक|असिस्टेंट|एजेंट)",
      "जो (?:कोई )?(?:भी )?(?:यह|इस) (?:ईमेल|संदेश) (?:को )?पढ़",
    ),
  },
  bn: {
    automated: alt(
      "(?:স্বয়ংক্রিয়|অটোমেটেড|অটোমেটিক|স্বয়ংচালিত) (?:ইমেল |ইমেইল )?(?:সহকারী|সহায়ক|এজেন্ট|প্রোগ্রাম|বট|পাঠক)",
      "(?:ইমেল|ইমেইল|মেইল) এজেন্ট",
      "এই (?:ইমেল|ইমেইল|মেইল|বার্তা)(?:টি)? (?:পড়া|প্রসেস করা|প্রক্রিয়া করা)র? (?:স্বয়ংক্রিয় )?(?:সিস্টেম|প্রোগ্রাম|বট)",
    ),
    thisReader: alt(
      "(?:যে|যিনি) (?:সহকারী|সহায়ক|এজেন্ট|বট|প্রোগ্রাম) (?:এই|এ) (?:ইমেল|ইমেইল|মেইল|বার্তা)(?:টি)? (?:পড়ছে|পড়বে|পড়ছেন|প্রসেস করছে|খুলবে)",
      "এই (?:ইমেল|ইমেইল|মেইল|বার্তা)(?:টি)? (?:পড়ছে|পড়ছেন|পড়া|প্রসেস করছে) (?:এমন )?(?:সহকারী|সহায়ক|এজেন্ট|বট)",
      "এই (?:পরিবারের|বাড়ির|কোম্পানির) (?:ইমেল|ইমেইল|মেইল) (?:পরিচালনা|দেখাশোনা|সামলায়)\\S* (?:করে )?(?:এমন |যে )?(?:সহকারী|সহায়ক|এজেন্ট)",
      "যে কেউ (?:এই|এ) (?:ইমেল|ইমেইল|মেইল|বার্তা)(?:টি)? পড়",
    ),
  },
  ur: {
    automated: alt(
      "(?:خودکار|آٹومیٹک|آٹومیٹڈ) (?:ای ?میل )?(?:اسسٹنٹ|معاون|ایجنٹ|پروگرام|بوٹ)",
      "(?:ای ?میل|میل) ایجنٹ",
      "(?:اس|یہ) (?:ای ?میل|پیغام) (?:کو )?(?:پڑھنے|پروسیس کرنے) وال[اےی] (?:خودکار )?(?:سسٹم|پروگرام|بوٹ)",
    ),
    thisReader: alt(
      "(?:اس|یہ) (?:ای ?میل|پیغام|میل) (?:کو )?(?:پڑھنے|کھولنے|سنبھالنے|پروسیس کرنے) وال[اےی] (?:اسسٹنٹ|معاون|ایجنٹ|بوٹ|پروگرام)",
      "(?:اس|ہمارے) (?:خاندان|گھر|کمپنی) (?:کی|کے) (?:ای ?میل|میل)\\S* (?:کو )?(?:سنبھالنے|دیکھنے|منظم کرنے) وال[اےی] (?:اسسٹنٹ|معاون|ایجنٹ)",
      "جو (?:کوئی )?(?:بھی )?(?:یہ|اس) (?:ای ?میل|پیغام) (?:کو )?پڑھ",
    ),
  },
  ar: {
    automated: alt(
      "(?:مساعد|وكيل|وكلاء|برنامج|روبوت|بوت|قارئ)\\p{L}* (?:ال)?(?:آلي|تلقائي|مؤتمت)",
      "(?:وكيل|وكلاء) (?:ال)?بريد",
      "(?:نظام|برنامج|روبوت|بوت)\\p{L}* (?:الذي|التي) (?:يقرأ|يعالج|تقرأ|تعالج) (?:هذه|هذا) (?:ال)?(?:رسالة|بريد)",
    ),
    thisReader: alt(
      "(?:مساعد|وكيل|برنامج|روبوت)\\p{L}* (?:الذي|التي) (?:يقرأ|سيقرأ|يفتح|يعالج|يستلم|يدير|ينظم) (?:هذه (?:ال)?رسالة|هذا (?:ال)?بريد|بريد هذه (?:ال)?(?:عائلة|أسرة|شركة))",
      "(?:أيا كان|أيًا كان|كل) من (?:يقرأ|يفتح) (?:هذه (?:ال)?رسالة|هذا (?:ال)?بريد)",
    ),
  },
  fa: {
    automated: alt(
      "(?:دستیار|عامل|برنامه|ربات|بات)\\p{L}* (?:خودکار|اتوماتیک)",
      "عامل\\p{L}* (?:ایمیل|پست الکترونیک)",
      "(?:سیستم|برنامه|ربات)\\p{L}* که این (?:ایمیل|پیام|نامه) را (?:می ?خواند|پردازش می ?کند)",
    ),
    thisReader: alt(
      "(?:دستیار|عامل|ربات|برنامه)\\p{L}* که (?:این (?:ایمیل|پیام|نامه)|ایمیل\\p{L}* این (?:خانواده|خانه|شرکت)) را (?:می ?خواند|باز می ?کند|پردازش می ?کند|مدیریت می ?کند|دریافت می ?کند)",
      "هر ?(?:کسی|کس|چیزی) که این (?:ایمیل|پیام|نامه) را (?:می ?خواند|باز می ?کند|پردازش می ?کند)",
    ),
  },
  he: {
    automated: alt(
      "(?:עוזר|סוכן|סוכני|תוכנה|תוכנית|בוט|קורא)\\p{L}* (?:ה)?(?:אוטומטי|אוטונומי)",
      "סוכני? (?:ה)?(?:דואר|מייל|אימייל)",
      "(?:מערכת|תוכנה|בוט) (?:ש|אשר )(?:קורא|קוראת|מעבד|מעבדת) את (?:ה)?(?:מייל|הודעה|דואר) (?:ה)?(?:זה|זו|זאת)",
    ),
    thisReader: alt(
      "(?:עוזר|סוכן|בוט|תוכנה)\\p{L}* (?:ש|אשר )(?:קורא|יקרא|קוראת|פותח|מעבד|מקבל|מנהל|מטפל)\\p{L}* (?:את |ב)?(?:ה)?(?:הודעה|מייל|דואר|תיבה) (?:ה)?(?:זו|זאת|זה|של (?:ה)?(?:משפחה|בית|חברה) (?:ה)?(?:זו|זאת))",
      "מי ?ש(?:קורא|קוראת|יקרא|פותח) את (?:ה)?(?:הודעה|מייל) (?:ה)?(?:זו|זאת|זה)",
    ),
  },
  am: {
    automated: alt(
      "(?:አውቶማቲክ|ራስ-ሰር|ራስሰር) (?:ረዳት|ወኪል|ፕሮግራም|ቦት)",
      "(?:የኢሜይል|የኢሜል) ወኪል",
      "ይህን (?:ኢሜይል|መልእክት|መልዕክት) (?:የሚያነብ|የሚያስኬድ) (?:ስርዓት|ፕሮግራም|ቦት)",
    ),
    thisReader: alt(
      "ይህን (?:ኢሜይል|ኢሜል|መልእክት|መልዕክት) (?:የሚያነብ|የሚከፍት|የሚያስተዳድር|የሚቀበል|የምታነብ)(?:ው)? (?:ረዳት|ወኪል|ቦት|ፕሮግራም)",
      "የዚህ(?:ን)? (?:ቤተሰብ|ቤት|ኩባንያ) (?:ኢሜይል|ደብዳቤ)\\S* (?:የሚያስተዳድር|የሚያነብ)(?:ው)? (?:ረዳት|ወኪል)",
      "ይህን (?:ኢሜይል|መልእክት) የሚያነብ ማንኛውም",
    ),
  },
  th: {
    automated: alt(
      "(?:ผู้ช่วย|เอเจนต์|ตัวแทน|โปรแกรม|บอท) ?อัตโนมัติ",
      "(?:เอเจนต์|ตัวแทน) ?(?:อีเมล|จดหมาย)",
      "(?:ระบบ|โปรแกรม|บอท) ?(?:ที่)? ?(?:อ่าน|ประมวลผล|คัดแยก) ?(?:อีเมล|ข้อความ|จดหมาย) ?(?:ฉบับ)?นี้",
    ),
    thisReader: alt(
      "(?:ผู้ช่วย|เอเจนต์|ตัวแทน|บอท|โปรแกรม) ?(?:ที่|ซึ่ง) ?(?:กำลัง)? ?(?:อ่าน|เปิด|ประมวลผล|จัดการ|ดูแล|รับ) ?(?:อีเมล|ข้อความ|จดหมาย|กล่องจดหมาย) ?(?:ฉบับ)?(?:นี้|ของ ?(?:ครอบครัว|บ้าน|บริษัท) ?นี้)",
      "(?:ใครก็ตาม|ผู้ใดก็ตาม) ?(?:ที่)? ?(?:กำลัง)? ?(?:อ่าน|เปิด) ?(?:อีเมล|ข้อความ|จดหมาย) ?(?:ฉบับ)?นี้",
    ),
  },
  lo: {
    automated: alt(
      "(?:ຜູ້ຊ່ວຍ|ຕົວແທນ|ໂປຣແກຣມ|ບອທ) ?ອັດຕະໂນມັດ",
      "(?:ລະບົບ|ໂປຣແກຣມ|ບອທ) ?(?:ທີ່)? ?(?:ອ່ານ|ປະມວນຜົນ) ?(?:ອີເມວ|ອີເມລ|ຂໍ້ຄວາມ) ?ນີ້",
    ),
    thisReader: alt(
      "(?:ຜູ້ຊ່ວຍ|ຕົວແທນ|ບອທ|ໂປຣແກຣມ) ?ທີ່ ?(?:ກຳລັງ)? ?(?:ອ່ານ|ເປີດ|ປະມວນຜົນ|ຈັດການ|ດູແລ) ?(?:ອີເມວ|ອີເມລ|ຂໍ້ຄວາມ|ກ່ອງຈົດໝາຍ) ?(?:ນີ້|ຂອງ ?(?:ຄອບຄົວ|ບໍລິສັດ) ?ນີ້)",
      "(?:ໃຜກໍຕາມ|ຜູ້ໃດກໍຕາມ) ?(?:ທີ່)? ?(?:ອ່ານ|ເປີດ) ?(?:ອີເມວ|ອີເມລ|ຂໍ້ຄວາມ) ?ນີ້",
    ),
  },
  ko: {
    // Not "자동화된 시스템": "이 메일은 자동화된 시스템에서 발송되었습니다" ends many notices.
    automated: alt(
      "(?:자동(?:화된|화)?|자율) ?(?:이메일 ?|메일 ?)?(?:비서|어시스턴트|에이전트|프로그램|봇)",
      "(?:이메일|메일) ?에이전트",
      "이 ?(?:이메일|메일|메시지)(?:을|를)? ?(?:읽는|처리하는|분류하는) ?(?:자동화된 ?)?(?:시스템|프로그램|봇)",
    ),
    thisReader: alt(
      "이 ?(?:이메일|메일|메시지|편지)(?:을|를)? ?(?:읽는|읽게 ?될|열어 ?보는|처리하는|받는|관리하는) ?(?:ai ?)?(?:비서|어시스턴트|에이전트|봇)",
      "이 ?(?:가족|가정|집|회사)(?:의)? ?(?:이메일|메일)(?:을|를)? ?(?:관리하는|처리하는|담당하는) ?(?:ai ?)?(?:비서|어시스턴트|에이전트)",
      "누구(?:든|라도) ?이 ?(?:이메일|메일|메시지)(?:을|를)? ?(?:읽|처리)",
    ),
  },
  ja: {
    automated: alt(
      "(?:自動|自律)(?:化された|型|の)?(?:メール)?(?:アシスタント|エージェント|プログラム|ボット)",
      "メールエージェント",
      "この(?:メール|メッセージ)を(?:読む|読んでいる|読み取る|処理する|処理している|解析する|仕分けする)(?:自動)?(?:システム|プログラム|ボット)",
    ),
    thisReader: alt(
      "この(?:メール|メッセージ)を(?:読む|読んでいる|開く|処理する|処理している|受け取る|管理する)(?:ai)?(?:アシスタント|エージェント|ボット|秘書)",
      "この(?:家族|家庭|ご家庭|会社|家)の(?:メール|受信箱)を(?:管理|処理|担当)(?:する|している)(?:ai)?(?:アシスタント|エージェント|秘書)",
      "(?:誰|何)であれ(?:この)?(?:メール|メッセージ)を(?:読|処理|開)",
      "この(?:メール|メッセージ)を(?:読んでいる|読む|処理する)(?:方|者|もの)は(?:誰|何)であれ",
    ),
  },
  zh: {
    automated: alt(
      "(?:自动|自動)(?:化)?(?:的)?(?:邮件|郵件)?(?:助手|助理|代理|程序|程式|机器人|機器人)",
      "(?:邮件|郵件)(?:代理|智能体|智能體)",
      "(?:读取|讀取|阅读|閱讀|处理|處理)(?:这封|這封|此)(?:邮件|郵件|信)的(?:自动|自動)?(?:系统|系統|程序|程式|机器人|機器人)",
    ),
    thisReader: alt(
      "(?:阅读|閱讀|读取|讀取|打开|打開|处理|處理|接收|管理)(?:这封|這封|此)(?:邮件|郵件|信|消息|訊息)的(?:ai ?)?(?:助手|助理|代理|智能体|智能體|机器人|機器人|程序|程式)",
      "(?:管理|处理|處理|负责|負責)(?:这个|這個|本)(?:家庭|家|公司)(?:的)?(?:邮件|郵件|邮箱|郵箱)的(?:ai ?)?(?:助手|助理|代理)",
      "(?:无论|無論|不管)(?:是)?(?:谁|誰)(?:在)?(?:阅读|閱讀|读|讀|打开|打開|处理|處理)(?:这封|這封|此)(?:邮件|郵件|信)",
    ),
  },
  km: {
    automated: alt(
      "(?:ជំនួយការ|ភ្នាក់ងារ|កម្មវិធី|បូត) ?ស្វ័យប្រវត្តិ",
      "ភ្នាក់ងារ ?អ៊ីមែល",
      "(?:ប្រព័ន្ធ|កម្មវិធី|បូត) ?(?:ដែល)? ?(?:អាន|ដំណើរការ) ?(?:អ៊ីមែល|សារ) ?នេះ",
    ),
    thisReader: alt(
      "(?:ជំនួយការ|ភ្នាក់ងារ|បូត|កម្មវិធី) ?ដែល ?(?:កំពុង ?)?(?:អាន|បើក|ដំណើរការ|គ្រប់គ្រង|ទទួល) ?(?:អ៊ីមែល|សារ|ប្រអប់សំបុត្រ) ?(?:នេះ|របស់ ?(?:គ្រួសារ|ក្រុមហ៊ុន) ?នេះ)",
      "អ្នកណា(?:ក៏ដោយ)? ?ដែល ?(?:កំពុង ?)?អាន ?(?:អ៊ីមែល|សារ) ?នេះ",
    ),
  },
  my: {
    automated: alt(
      "အလိုအလျောက် ?(?:လက်ထောက်|အေးဂျင့်|ပရိုဂရမ်|ဘော့)",
      "အီးမေးလ် ?အေးဂျင့်",
      "(?:ဤ|ဒီ) ?(?:အီးမေးလ်|စာ|မက်ဆေ့ချ်)(?:ကို)? ?(?:ဖတ်|စီမံဆောင်ရွက်)(?:နေ)?(?:သော|တဲ့) ?(?:စနစ်|ပရိုဂရမ်|ဘော့)",
    ),
    thisReader: alt(
      "(?:ဤ|ဒီ) ?(?:အီးမေးလ်|စာ|မက်ဆေ့ချ်)(?:ကို)? ?(?:ဖတ်|ဖွင့်|စီမံ|ကိုင်တွယ်)(?:နေ)?(?:သော|သည့်|တဲ့) ?(?:လက်ထောက်|အေးဂျင့်|ဘော့|ပရိုဂရမ်)",
      "(?:ဤ|ဒီ) ?(?:မိသားစု|ကုမ္ပဏီ)(?:၏|ရဲ့)? ?(?:အီးမေးလ်|စာ)(?:များ)?(?:ကို)? ?(?:စီမံ|ကိုင်တွယ်)(?:နေ)?(?:သော|သည့်|တဲ့) ?(?:လက်ထောက်|အေးဂျင့်)",
      "(?:ဤ|ဒီ) ?(?:အီးမေးလ်|စာ)(?:ကို)? ?ဖတ်(?:နေ)?(?:သူ|သော ?သူ) ?မည်သူ",
    ),
  },
  si: {
    automated: alt(
      "ස්වයංක්රීය (?:ඊමේල් )?(?:සහායක|නියෝජිත|වැඩසටහන|බොට්)\\S*",
      "ඊමේල් නියෝජිත\\S*",
      "(?:මෙම|මේ) (?:ඊමේලය|පණිවිඩය) (?:කියවන|සකසන) (?:පද්ධති|වැඩසටහන|බොට්)\\S*",
    ),
    thisReader: alt(
      "(?:මෙම|මේ) (?:ඊමේලය|පණිවිඩය|ලිපිය) (?:කියවන|විවෘත කරන|සකසන|කළමනාකරණය කරන|ලබන) (?:සහායක|නියෝජිත|බොට්|වැඩසටහන)\\S*",
      "(?:මෙම|මේ) (?:පවුලේ|නිවසේ|සමාගමේ) (?:ඊමේල්|තැපැල්)\\S* (?:කළමනාකරණය කරන|හසුරුවන|බලාගන්නා) (?:සහායක|නියෝජිත)\\S*",
      "(?:මෙම|මේ) (?:ඊමේලය|පණිවිඩය) කියවන (?:ඕනෑම|කවුරු)",
    ),
  },
  ta: {
    automated: alt(
      "(?:தானியங்கி|தன்னியக்க) (?:மின்னஞ்சல் )?(?:உதவியாள|முகவர|நிரல|போட்)\\S*",
      "மின்னஞ்சல் முகவர\\S*",
      "(?:இந்த|இந்தச்) (?:மின்னஞ்சலை|செய்தியை)\\S{0,2} (?:படிக்கும்|செயலாக்கும்|வாசிக்கும்) (?:அமைப்பு|நிரல்|போட்|கணினி)\\S*",
    ),
    thisReader: alt(
      "(?:இந்த|இந்தச்|இந்தக்) (?:மின்னஞ்சலை|செய்தியை|கடிதத்தை)\\S{0,2} (?:படிக்கும்|வாசிக்கும்|திறக்கும்|செயலாக்கும்|நிர்வகிக்கும்|பெறும்) (?:உதவியாள|முகவர|போட்|நிரல)\\S*",
      "(?:இந்தக்|இந்த) (?:குடும்பத்தின்|வீட்டின்|நிறுவனத்தின்) (?:மின்னஞ்சல்|அஞ்சல்)\\S* (?:நிர்வகிக்கும்|கையாளும்|பார்த்துக்கொள்ளும்) (?:உதவியாள|முகவர)\\S*",
      "(?:இந்த|இந்தச்) (?:மின்னஞ்சலை|செய்தியை)\\S{0,2} (?:படிக்கும்|வாசிக்கும்) (?:எவரும்|யாராக இருந்தாலும்)",
    ),
  },
  ne: {
    automated: alt(
      "(?:स्वचालित|अटोमेटिक) (?:इमेल )?(?:सहायक|एजेन्ट|प्रोग्राम|बट)",
      "इमेल एजेन्ट",
      "(?:यो|यस) (?:इमेल|सन्देश)(?:लाई)? (?:पढ्ने|प्रशोधन गर्ने) (?:स्वचालित )?(?:प्रणाली|प्रोग्राम|बट)",
    ),
    thisReader: alt(
      "(?:यो|यस) (?:इमेल|सन्देश|पत्र)(?:लाई)? (?:पढ्ने|खोल्ने|प्रशोधन गर्ने|व्यवस्थापन गर्ने|हेर्ने) (?:सहायक|एजेन्ट|बट|प्रोग्राम)",
      "(?:यो|यस) (?:परिवार|घर|कम्पनी)को (?:इमेल|मेल)(?:लाई)? (?:व्यवस्थापन गर्ने|सम्हाल्ने|हेर्ने) (?:सहायक|एजेन्ट)",
      "जो (?:कोही|सुकै) (?:यो|यस) (?:इमेल|सन्देश)",
    ),
  },
  ka: {
    automated: alt(
      "(?:ავტომატურ|ავტონომიურ)\\p{L}* (?:ასისტენტ|აგენტ|პროგრამ|ბოტ)\\p{L}*",
      "(?:ელფოსტის|ფოსტის) აგენტ\\p{L}*",
      "(?:სისტემა|პროგრამა|ბოტი)\\p{L}*,? რომელიც (?:კითხულობს|ამუშავებს) (?:ამ|ეს) (?:წერილ|შეტყობინებ)\\p{L}*",
    ),
    thisReader: alt(
      "(?:ასისტენტ|აგენტ|ბოტ|პროგრამ)\\p{L}*,? რომელიც (?:კითხულობს|წაიკითხავს|ხსნის|ამუშავებს|მართავს|იღებს) (?:ამ|ეს) (?:წერილ|შეტყობინებ|ფოსტ)\\p{L}*",
      "(?:ასისტენტ|აგენტ)\\p{L}*,? რომელიც (?:მართავს|ამუშავებს|კითხულობს) (?:ამ|ჩვენი) (?:ოჯახის|სახლის|კომპანიის) (?:ფოსტ|წერილ|ელფოსტ)\\p{L}*",
      "(?:ვინც|ნებისმიერი, ვინც) (?:კითხულობს|წაიკითხავს) (?:ამ|ეს) (?:წერილ|შეტყობინებ)\\p{L}*",
    ),
  },
  yo: {
    automated: yoruba(alt("(?:olùrànlọ́wọ́|aṣojú|ètò) aládàáṣe", "aṣojú ímeèlì")),
    thisReader: yoruba(
      alt(
        "(?:olùrànlọ́wọ́|aṣojú|ètò) tí ó ń (?:ka|ṣí|ṣàkóso|ṣètò|gba) (?:ímeèlì|ìfiránṣẹ́|lẹ́tà) (?:yìí|ìdílé yìí|ti ìdílé yìí)",
        "ẹnikẹ́ni tí ó bá ń ka (?:ímeèlì|ìfiránṣẹ́|lẹ́tà) yìí",
      ),
    ),
  },
  ha: {
    automated: hausa(
      alt("(?:mataimaki|wakili|shiri|manhaja)(?:n)? (?:na )?(?:atomatik|mai sarrafa kansa)", "wakil(?:an|in) imel"),
    ),
    thisReader: hausa(
      alt(
        "(?:mataimaki|wakili|shiri)(?:n)? (?:da|wanda) (?:ke|yake) (?:karanta|buɗe|sarrafa|kula da) (?:wannan (?:imel|saƙo)|(?:imel|saƙo)n nan|(?:imel|saƙonni) na wannan (?:iyali|gida|kamfani))",
        "(?:duk wanda|duk wani da) (?:ke|yake) karanta (?:wannan (?:imel|saƙo)|(?:imel|saƙo)n nan)",
      ),
    ),
  },
  tl: {
    automated: alt(
      "(?:awtomatikong|awtomatik na|automated na|automatic na) (?:email )?(?:assistant|katulong|ahente|agent|programa|bot)",
      "(?:mga )?ahente ng email",
      "(?:programa|sistema|bot) na (?:nagbabasa|nagpoproseso) ng (?:email|mensahe) na ito",
    ),
    thisReader: alt(
      "(?:assistant|katulong|ahente|agent|bot|programa) na (?:nagbabasa|magbabasa|nagbubukas|nagpoproseso|namamahala|humahawak) (?:ng|sa) (?:email|mensahe|inbox|mga email)(?: ng (?:pamilyang|kompanyang|bahay na))? (?:na )?ito",
      "(?:sinumang|sino man ang|kung sino man ang) (?:nagbabasa|magbabasa|nagbukas) (?:ng )?(?:email|mensahe) na ito",
    ),
  },
  "ar-latn": {
    automated: alt(
      "(?:mosa3ed|musa3ed|wakil|barnamaj) (?:automatic|automated|2ali|ali|tl2a2i|tilqa2i)",
      "(?:wokala2|wukala|wakil) (?:el )?(?:email|bareed)",
    ),
    thisReader: alt(
      "(?:mosa3ed|musa3ed|assistant|wakil|bot)(?: elli| illi| eli| yalli)? (?:bi|b|3am )?(?:ye2ra|yi2ra|yeqra|bye2ra|byi2ra|y2ra|byeqra)\\S* (?:hal|hayda|had|haza|hazihi) ?(?:el )?(?:email|message|risale|resale|mail)",
      "(?:ay wa7ed|ayy wahed|kol men|kell min|min ma kan) (?:bi|b)?(?:ye2ra|yi2ra|y2ra|yeqra)\\S* (?:hal|hayda|had|haza) ?(?:el )?(?:email|message|risale)",
    ),
  },
  "hi-latn": {
    automated: alt(
      "(?:swachalit|automatic|automated) (?:email )?(?:sahayak|assistant|agent|bot) (?:ko|se|ke liye)",
      "(?:email|mail) agent (?:ko|se)",
    ),
    thisReader: alt(
      "(?:is|iss|ye|yeh) (?:email|mail|message) (?:ko )?(?:padhne|padh rahe|read karne|process karne|handle karne|sambhalne) (?:wale|waale|wala|waala) (?:assistant|sahayak|agent|bot|program)",
      "(?:is|iss|hamare) (?:parivar|ghar|family|company) (?:ke|ki) (?:emails?|mail) (?:ko )?(?:sambhalne|manage karne|handle karne|dekhne) (?:wale|waale|wala|waala) (?:assistant|sahayak|agent)",
      "jo (?:koi )?(?:bhi )?(?:ye|yeh|is|iss) (?:email|mail|message) (?:ko )?(?:padh|read)",
    ),
  },
};

/** Not after a negation: "never without asking the parents" is the school's rule, not a request to skip them. */
const NOT_NEGATED_EN = "(?<!(?:not|never|n't|no one|nobody|cannot|won't|can't) (?:[\\p{L}'-]+ ){0,6})";

const PRINCIPALS: Partial<Record<Lang, OversightRow>> = {
  en: {
    // The boss, the manager, the owner and "the user" are in lexicon/injection.ts already.
    principals: `(?:family|families|parents|household|client|clients|employer|users|account holders)${E}`,
    bypass: alt(
      "no need to (?:ask|tell|inform|bother|involve|consult|check with|notify|loop in|trouble|update|cc|copy|run (?:it|this) (?:past|by)|mention (?:it|this|that|them|these \\p{L}+|anything) to)",
      "(?:do not|don't|never|please don't|please do not) (?:ask|tell|inform|bother|involve|consult|check with|notify|mention|cc|loop in|alert|update|copy|write to)",
      `${NOT_NEGATED_EN}without (?:asking|telling|informing|bothering|involving|consulting|checking with|notifying|alerting|looping in)`,
      "(?:need not|needn't|don't need to|doesn't need to|do not need to|does not need to|shouldn't|should not|must not|mustn't) (?:be )?(?:asked|told|informed|bothered|involved|consulted|notified|know|hear about)",
    ),
    bypassFrame: `${NOT_NEGATED_EN}without (?:the |your |their |any )?{P} (?:being|having been|getting) (?:asked|told|informed|consulted|notified|involved)`,
  },
  de: {
    principals: `(?:familie|eltern|haushalt\\p{L}*|chef(?:in|s)?|vorgesetzt\\p{L}*|kund(?:e|en|in|innen)|klient\\p{L}*|inhaber\\p{L}*|besitzer\\p{L}*|(?:be)?nutzer(?:n|innen)?)${E}`,
    bypassFrame: alt(
      "(?:sag|erzähl|erwähn|informier|frag|stör|belästig|benachrichtig|schreib|beteilig|kopier)\\p{L}* (?:\\p{L}+ ){0,4}?{P} (?:\\p{L}+ ){0,4}?nichts?(?![\\p{L}\\p{N}])",
      "(?:setz|nimm)\\p{L}* (?:\\p{L}+ ){0,2}?{P} (?:\\p{L}+ ){0,4}?nicht (?:in )?(?:cc|kopie)",
      "ohne (?:\\p{L}+ ){0,2}?{P} (?:\\p{L}+ ){0,2}?(?:zu )?(?:fragen|informieren|benachrichtigen|einzubeziehen|gefragt|informiert)",
      "{P} (?:\\p{L}+ ){0,4}?(?:muss|müssen|braucht|brauchen) (?:\\p{L}+ ){0,3}?(?:nicht|nichts|nie) (?:\\p{L}+ ){0,3}?(?:gefragt|informiert|wissen|erfahren|benachrichtigt|gestört)",
      "(?:nicht nötig|unnötig|keine notwendigkeit|kein grund),? (?:\\p{L}+ ){0,4}?{P}",
    ),
  },
  fr: {
    principals:
      "(?:famille|parents|foyer|patron(?:ne)?|supérieur|responsable|client(?:e|s|es)?|propriétaire|utilisateurs|utilisatrices|employeur)",
    bypass: alt(
      "(?:pas|nul) besoin (?:de|d')",
      "(?:inutile|pas la peine) (?:de|d')",
      "sans (?:le |leur |lui )?(?:demander|dire|prévenir|informer|consulter|déranger|en parler)",
      "ne (?:le |les |leur |lui |en )?(?:dis|dites|demande[sz]?|préviens|prévenez|informe[sz]?|mentionne[sz]?|dérange[sz]?|parle[sz]?) (?:rien|pas|jamais)",
    ),
    bypassFrame: alt(
      "sans que (?:la |le |les |l')?{P} (?:ne )?(?:soi(?:t|ent)|ai(?:t|ent) été) (?:consulté|informé|prévenu|averti)",
      "(?:la |le |les |l')?{P} n'(?:a|ont) pas besoin (?:de|d')(?:le |en )?(?:savoir|être)",
      "(?:ne (?:mets|mettez) pas|sans mettre) (?:\\p{L}+ ){0,2}?{P} en (?:copie|cc)",
    ),
  },
  es: {
    principals:
      "(?:familia|padres|hogar|jef[ea]|gerente|supervisor|cliente|clientes|propietari[oa]|dueñ[oa]|usuarios|empleador)",
    bypass: alt(
      "no (?:hace falta|es necesario|hay que|necesitas|tienes que) (?:preguntar|decir|avisar|informar|consultar|molestar|mencionar|contar)\\p{L}*",
      "sin (?:preguntar|decir|avisar|informar|consultar|molestar)(?:le|les)?",
      "no (?:le |les )?(?:digas|diga|menciones|mencione|preguntes|pregunte|avises|avise|informes|informe|molestes|moleste|cuentes|cuente|pongas|ponga|copies|escribas|escriba|involucres|involucre)\\p{L}*",
    ),
    bypassFrame:
      "sin que (?:la |el |los |las |tu |tus |su |sus )?{P} (?:lo )?(?:sepa|sepan|se entere|se enteren|tenga que|tengan que)",
  },
  it: {
    principals:
      "(?:famiglia|genitori|capo|responsabile|cliente|clienti|proprietari[oa]|titolare|utenti|datore di lavoro)",
    bypass: alt(
      "non (?:c'è bisogno|serve|è necessario|occorre) (?:di )?(?:chiedere|dire|avvisare|informare|disturbare|coinvolgere|menzionare)\\p{L}*",
      "senza (?:chiedere|dire|avvisare|informare|disturbare|consultare)\\p{L}*",
      "non (?:dire|dirlo|dirglielo|chiedere|avvisare|informare|menzionare|disturbare|scrivere|coinvolgere)\\p{L}*",
    ),
    bypassFrame: alt(
      "senza che (?:la |il |i |gli |le |l')?{P} (?:lo )?(?:sappia|sappiano|venga(?:no)? (?:informat|interpellat|consultat)\\p{L}*)",
      "(?:non|senza) mettere (?:\\p{L}+ ){0,2}?{P} in (?:copia|cc)",
    ),
  },
  pt: {
    principals:
      "(?:família|pais|agregado|chefe|gerente|gestor|supervisor|cliente|clientes|dono|dona|proprietári[oa]|utilizadores|usuários|empregador|patrão)",
    bypass: alt(
      "não (?:é preciso|precisa|há necessidade de|é necessário|vale a pena) (?:de )?(?:perguntar|dizer|avisar|informar|incomodar|consultar|mencionar|contar)\\p{L}*",
      "sem (?:perguntar|dizer|avisar|informar|consultar|incomodar)",
      "não (?:diga|digas|conte|contes|mencione|menciones|pergunte|perguntes|avise|avises|informe|informes|incomode|incomodes|coloque|coloques|ponha|ponhas|escreva|escrevas|envolva|envolvas)\\p{L}*",
    ),
    bypassFrame: alt(
      "sem que (?:a |o |os |as )?{P} (?:seja|sejam|tenha sido|tenham sido|saiba|saibam) ?(?:consultad|informad|avisad|questionad)?",
      "sem (?:a |o |os |as )?{P} (?:ser|serem|terem sido|ter sido) (?:consultad|informad|avisad|questionad)\\p{L}*",
    ),
  },
  nl: {
    principals:
      "(?:familie|gezin|ouders|huishouden|baas|manager|leidinggevende|klant|klanten|cliënt|eigenaar|gebruikers|werkgever)",
    bypassFrame: alt(
      "(?:vertel|zeg|meld|vraag|stoor|informeer|noem|zet|schrijf|mail|betrek)\\p{L}* (?:\\p{L}+ ){0,3}?(?:de |het |je |jouw |uw |onze )?{P} (?:\\p{L}+ ){0,3}?niets?(?![\\p{L}\\p{N}])",
      "zonder (?:de |het |je |uw |onze )?{P} (?:eerst )?(?:te )?(?:vragen|raadplegen|informeren|storen|lastig te vallen)",
      "{P} (?:hoeft|hoeven) (?:\\p{L}+ ){0,3}?niet (?:\\p{L}+ ){0,3}?(?:te )?(?:weten|gevraagd|geïnformeerd|ingelicht|gestoord)",
      "(?:hoef|hoeft|hoeven) (?:\\p{L}+ ){0,2}?(?:de |het |je |uw |onze )?{P} (?:\\p{L}+ ){0,2}?niet (?:\\p{L}+ ){0,2}?(?:te )?(?:vragen|vertellen|informeren|storen|lastig te vallen|raadplegen)",
      "(?:niet nodig|geen reden) om (?:\\p{L}+ ){0,3}?{P}",
    ),
  },
  sv: {
    principals:
      "(?:familj\\p{L}*|föräldr\\p{L}*|hushåll\\p{L}*|chef(?:en)?|kund(?:en|er|erna)?|klient(?:en)?|ägar(?:en|na)|användarna|arbetsgivar\\p{L}*)",
    bypass: alt(
      "(?:ingen anledning|inget behov|onödigt) att (?:fråga|berätta för|informera|störa|nämna)",
      "utan att (?:fråga|berätta för|informera|meddela|störa|tillfråga)",
      "(?:berätta|säg|nämn) (?:inte|inget|ingenting)",
      "(?:fråga|informera|stör|sätt|skriv till|mejla|involvera|kopiera) inte",
      "behöver inte (?:fråga|informera|berätta för|störa|tillfrågas|informeras|veta|få veta)",
    ),
  },
  pl: {
    principals:
      "(?:rodzin\\p{L}*|rodzic\\p{L}*|domownik\\p{L}*|szef\\p{L}*|kierownik\\p{L}*|przełożon\\p{L}*|klient\\p{L}*|właściciel\\p{L}*|użytkownik\\p{L}*|pracodawc\\p{L}*)",
    bypass: alt(
      "nie (?:trzeba|musisz|ma potrzeby|należy) (?:\\p{L}+ )?(?:pytać|pytania|informować|mówić|powiadamiać|niepokoić|zawracać głowy|wspominać)\\p{L}*",
      "(?<!nie (?:\\p{L}+ ){0,5})bez (?:pytania|informowania|powiadamiania|pytania o zdanie)",
      "nie (?:mów|informuj|pytaj|wspominaj|powiadamiaj|niepokój|zawracaj|pisz|uzgadniaj|konsultuj|angażuj)\\p{L}*",
    ),
  },
  cs: {
    principals:
      "(?:rodin\\p{L}*|rodič\\p{L}*|domácnost\\p{L}*|šéf\\p{L}*|vedoucí\\p{L}*|nadřízen\\p{L}*|klient\\p{L}*|majitel\\p{L}*|uživatel\\p{L}*|zaměstnavatel\\p{L}*)",
    bypass: alt(
      "není (?:třeba|nutné|potřeba) (?:se )?(?:ptát|informovat|říkat|obtěžovat|zmiňovat)\\p{L}*",
      "(?:neptej|neříkej|neinformuj|nezmiňuj|neobtěžuj|neoznamuj|nepiš|nekonzultuj|nezapojuj)\\p{L}*",
      "bez (?:ptaní|informování|vyrozumění)",
    ),
  },
  ru: {
    principals:
      "(?:семь\\p{L}*|родител\\p{L}*|домочадц\\p{L}*|начальни\\p{L}*|руководител\\p{L}*|шеф\\p{L}*|клиент\\p{L}*|владел\\p{L}*|хозя\\p{L}*|пользовател\\p{L}*|работодател\\p{L}*)",
    bypass: alt(
      "(?:не нужно|не надо|незачем|не стоит|нет необходимости|не обязательно) (?:\\p{L}+ ){0,2}?(?:спрашивать|говорить|сообщать|беспокоить|уведомлять|упоминать|рассказывать|знать|ставить в известность|писать|ставить в копию|привлекать|подключать|согласовывать|дожидаться)",
      "не (?:спрашивай|говори|сообщай|беспокой|упоминай|рассказывай|уведомляй|пиши|ставь в копию|ставьте в копию|привлекай|подключай|согласовывай)\\p{L}*",
      "без (?:согласования|консультации) с",
      "не (?:спрашивая|сообщая|уведомляя|ставя в известность|беспокоя)",
      "без ведома",
    ),
  },
  uk: {
    principals:
      "(?:родин\\p{L}*|сім'\\p{L}*|батьк\\p{L}*|начальни\\p{L}*|керівник\\p{L}*|клієнт\\p{L}*|власник\\p{L}*|господар\\p{L}*|користувач\\p{L}*|роботодав\\p{L}*)",
    bypass: alt(
      "(?:не потрібно|не треба|не варто|немає потреби|не обов'язково) (?:\\p{L}+ ){0,2}?(?:питати|казати|повідомляти|турбувати|згадувати|розповідати|знати|писати|ставити в копію|залучати|погоджувати|узгоджувати|чекати на)",
      "не (?:питай|кажи|повідомляй|турбуй|згадуй|розповідай|пиши|став в копію|ставте в копію|залучай|погоджуй|узгоджуй)\\p{L}*",
      "без (?:погодження|узгодження) з",
      "не (?:питаючи|повідомляючи|турбуючи)",
      "без відома",
    ),
  },
  el: {
    principals:
      "(?:οικογένει\\p{L}*|γονείς|γονιούς|γονέων|νοικοκυρι\\p{L}*|αφεντικ\\p{L}*|προϊστάμεν\\p{L}*|πελάτ\\p{L}*|ιδιοκτήτ\\p{L}*|κάτοχ\\p{L}*|χρήστες|χρηστών|εργοδότ\\p{L}*)",
    bypass: alt(
      "(?:δεν χρειάζεται|δεν είναι ανάγκη|περιττό) να (?:\\p{L}+ )?(?:ρωτήσεις|πεις|ενημερώσεις|ενοχλήσεις|αναφέρεις|ξέρ\\p{L}*|μάθ\\p{L}*|ρωτηθ\\p{L}*|ενημερωθ\\p{L}*)",
      "μην (?:\\p{L}+ )?(?:ρωτήσεις|πεις|ενημερώσεις|ενοχλήσεις|αναφέρεις)",
      "χωρίς να (?:\\p{L}+ )?(?:ρωτήσεις|ενημερώσεις|πεις|ρωτηθ\\p{L}*|ενημερωθ\\p{L}*)",
    ),
  },
  tr: {
    principals:
      "(?:aile\\p{L}*|ebeveyn\\p{L}*|anne ?baba\\p{L}*|veli\\p{L}*|patron\\p{L}*|yönetici\\p{L}*|müdür\\p{L}*|müşteri\\p{L}*|hesap sahib\\p{L}*|kullanıcılar\\p{L}*|işveren\\p{L}*)",
    bypass: alt(
      "(?:sormaya|söylemeye|haber vermeye|bildirmeye|rahatsız etmeye|danışmaya|bahsetmeye|bilgi vermeye) gerek (?:yok|kalmadı)",
      `(?:sorma|söyleme|bildirme|bahsetme|haber verme|rahatsız etme)(?:yın|yiniz|yınız)?${E}`,
      "(?:sormadan|söylemeden|bildirmeden|haber vermeden|danışmadan|haberi olmadan)",
      "(?:bilmesine|sorulmasına|bilgilendirilmesine|haberi olmasına) gerek yok",
    ),
  },
  id: {
    principals: "(?:keluarga|orang ?tua|rumah tangga|atasan|bos|manajer|klien|pemilik|para pengguna|majikan)",
    bypass: alt(
      "(?:tidak|tak) (?:perlu|usah) (?:\\p{L}+ )?(?:bertanya|menanyakan|memberi ?tahu|memberitahukan|mengabari|mengganggu|melibatkan|menyebutkan|tahu|ditanya|diberi ?tahu)",
      "(?:jangan|tidak usah) (?:\\p{L}+ )?(?:tanya|bertanya|beri ?tahu|memberi ?tahu|kabari|ganggu|sebutkan|menyebutkan|libatkan)",
      "(?<!(?:tidak|jangan|dilarang) (?:\\p{L}+ ){0,5})tanpa (?:\\p{L}+ )?(?:bertanya|menanyakan|memberi ?tahu|ditanya)",
    ),
  },
  vi: {
    principals:
      "(?:gia đình|bố mẹ|cha mẹ|phụ huynh|người nhà|sếp|quản lý|khách hàng|chủ sở hữu|chủ tài khoản|người dùng|chủ nhà)",
    bypass: alt(
      "(?:không cần|khỏi|chẳng cần) (?:phải )?(?:hỏi|báo|nói|thông báo|làm phiền|xin phép|cho biết|hỏi ý kiến)",
      "(?:đừng|không được) (?:hỏi|báo|nói|thông báo|làm phiền|nhắc|đề cập)",
      "mà không (?:cần )?(?:hỏi|báo|thông báo|xin phép|hỏi ý kiến)",
    ),
  },
  sw: {
    principals: "(?:familia|wazazi|mzazi|kaya|bosi|meneja|msimamizi|mteja|wateja|mmiliki|watumiaji|mwajiri)",
    bypass: alt(
      "(?:hakuna haja|si lazima|hakuna sababu) (?:ya |ku)?(?:kuuliza|kumwuliza|kuwauliza|kumuuliza|kumwambia|kuwaambia|kuwajulisha|kumjulisha|kusumbua|kuwasumbua|kutaja)",
      "(?:usimwambie|usiwaambie|usimwulize|usimuulize|usiwaulize|usiwajulishe|usimjulishe|usiwasumbue|usimsumbue|usitaje)",
      "bila (?:kumwuliza|kumuuliza|kuwauliza|kumwambia|kuwaambia|kuwajulisha|kumjulisha)",
    ),
  },
  hi: {
    principals: "(?:परिवार|माता-पिता|माता पिता|माँ-बाप|घरवालों|घरवाले|बॉस|मैनेजर|प्रबंधक|क्लाइंट|मालिक|उपयोगकर्ताओं|यूज़र्स|नियोक्ता)",
    bypass: alt(
      "(?:से |को )?(?:पूछने|बताने|सूचित करने|परेशान करने|ज़िक्र करने|जिक्र करने) की (?:कोई )?(?:ज़रूरत|जरूरत|आवश्यकता) नहीं",
      "(?:को|से) (?:कुछ )?(?:मत|न) (?:बताएं|बताना|बताओ|बताइए|पूछें|पूछना|पूछो|पूछिए)",
      "(?:पूछे|बताए) बिना",
      "(?:की )?जानकारी के बिना",
    ),
  },
  bn: {
    principals:
      "(?:পরিবার\\S*|বাবা-মা\\S*|বাবা মা\\S*|অভিভাবক\\S*|বস\\S*|ম্যানেজার\\S*|ক্লায়েন্ট\\S*|মালিক\\S*|ব্যবহারকারীদের|ব্যবহারকারীরা|নিয়োগকর্তা\\S*)",
    bypass: alt(
      "(?:জিজ্ঞাসা করার|জিজ্ঞেস করার|জানানোর|বলার|বিরক্ত করার) (?:কোনো )?(?:দরকার|প্রয়োজন) নেই",
      "(?:বলবেন না|বলো না|জানাবেন না|জানিও না|জিজ্ঞাসা করবেন না|জিজ্ঞেস করো না)",
      "(?:জিজ্ঞাসা|জিজ্ঞেস) না করে",
      "না জানিয়ে",
    ),
  },
  ur: {
    principals: "(?:خاندان|گھر والوں|گھر والے|والدین|باس|منیجر|مینیجر|کلائنٹ|مالک|صارفین|آجر)",
    bypass: alt(
      "(?:پوچھنے|بتانے|مطلع کرنے|پریشان کرنے|ذکر کرنے) کی (?:کوئی )?ضرورت نہیں",
      "(?:کو|سے) (?:کچھ )?(?:مت|نہ) (?:بتائیں|بتانا|بتاؤ|پوچھیں|پوچھنا|پوچھو)",
      "(?:پوچھے|بتائے) بغیر",
      "اطلاع کے بغیر",
    ),
  },
  ar: {
    // Not "أهل" alone: it is inside "أهلا" (hello), and these rows are matched inside words.
    principals:
      "(?:العائلة|عائلت|الأسرة|أسرت|الوالدين|والدي|الأهل|أهلك|أهله|المدير|مديرك|العميل|العملاء|المالك|صاحب الحساب|المستخدمين|المستخدمون|صاحب العمل)",
    bypass: alt(
      "لا (?:داعي|حاجة) (?:ل|إلى |الى |أن )?(?:سؤال|إخبار|إبلاغ|إزعاج|إعلام|ذكر|تسأل|تخبر|تبلغ|تزعج)",
      "لا (?:تسأل|تخبر|تبلغ|تزعج|تذكر|تعلم)",
      "(?:دون|بدون|من غير) (?:سؤال|إخبار|إبلاغ|علم|الرجوع إلى|استشارة)",
    ),
  },
  fa: {
    principals: "(?:خانواده|والدین|پدر و مادر|اهل خانه|رئیس|مدیر|مشتری|کارفرما|صاحب حساب|مالک|کاربران)",
    bypass: alt(
      "(?:نیازی|لزومی) (?:نیست|ندارد)",
      "(?:نپرس|نگو|نگویید|اطلاع نده|اطلاع ندهید|مزاحم نشو|اشاره نکن)",
      "بدون (?:پرسیدن|اطلاع|مشورت|هماهنگی)",
    ),
  },
  he: {
    principals: "(?:המשפחה|משפחה|ההורים|הורים|בני הבית|הבוס|המנהל|הלקוח|הלקוחות|הבעלים|בעל הבית|המשתמשים|המעסיק)",
    bypass: alt(
      "(?:אין צורך|לא צריך|אין טעם) (?:לשאול|לספר|להודיע|לעדכן|להטריד|להזכיר|לערב)",
      "אל (?:תשאל|תספר|תודיע|תעדכן|תטריד|תזכיר)",
      "(?:בלי|מבלי) (?:לשאול|לספר|להודיע|לעדכן|ידיעת)",
    ),
  },
  am: {
    principals: "(?:ቤተሰ[ብቡቦ]|ወላጆ|አለቃ|ሥራ አስኪያጅ|ደንበኛ|ባለቤ[ትቱ]|ተጠቃሚዎ|አሠሪ)",
    bypass: alt(
      "(?:መጠየቅ|መንገር|ማሳወቅ|ማስቸገር) (?:አያስፈልግም|አይጠበቅብህም)",
      "(?:አትጠይቅ|አትንገር|አታሳውቅ|አታስቸግር|አትጠይቁ|አትንገሩ)",
      "(?:ሳትጠይቅ|ሳይጠየቅ|ሳታሳውቅ|ሳይነገር)",
    ),
  },
  th: {
    principals: "(?:ครอบครัว|พ่อแม่|ผู้ปกครอง|คนในบ้าน|เจ้านาย|หัวหน้า|ผู้จัดการ|ลูกค้า|เจ้าของ|ผู้ใช้|นายจ้าง)",
    bypass: alt(
      "(?:ไม่ต้อง|ไม่จำเป็นต้อง) ?(?:ถาม|บอก|แจ้ง|รบกวน|กล่าวถึง|ปรึกษา|ขออนุญาต)",
      "(?:อย่า|ห้าม) ?(?:ถาม|บอก|แจ้ง|รบกวน|กล่าวถึง)",
      "โดยไม่(?:ต้อง)? ?(?:ถาม|บอก|แจ้ง|ปรึกษา|ขออนุญาต)",
    ),
  },
  lo: {
    principals: "(?:ຄອບຄົວ|ພໍ່ແມ່|ຜູ້ປົກຄອງ|ເຈົ້ານາຍ|ຫົວໜ້າ|ຜູ້ຈັດການ|ລູກຄ້າ|ເຈົ້າຂອງ|ຜູ້ໃຊ້|ນາຍຈ້າງ)",
    bypass: alt(
      "(?:ບໍ່ຕ້ອງ|ບໍ່ຈຳເປັນຕ້ອງ) ?(?:ຖາມ|ບອກ|ແຈ້ງ|ລົບກວນ|ກ່າວເຖິງ|ຂໍອະນຸຍາດ)",
      "(?:ຢ່າ|ຫ້າມ) ?(?:ຖາມ|ບອກ|ແຈ້ງ|ລົບກວນ)",
      "ໂດຍບໍ່(?:ຕ້ອງ)? ?(?:ຖາມ|ບອກ|ແຈ້ງ)",
    ),
  },
  ko: {
    principals: "(?:가족|부모님|학부모|상사|사장님|팀장님|매니저|관리자|고객|의뢰인|소유자|주인|사용자들|고용주)",
    bypass: alt(
      "(?:물어볼|여쭤볼|알릴|말할|보고할|귀찮게 할|언급할) ?필요(?:가|는)? ?없",
      "(?:묻지|알리지|말하지|언급하지|귀찮게 하지|여쭙지) ?(?:말고|마세요|마|않고)",
    ),
  },
  ja: {
    principals:
      "(?:家族|ご家族|両親|ご両親|保護者|家の人|上司|社長|マネージャー|クライアント|依頼主|所有者|オーナー|ユーザー|雇用主)",
    bypass: alt(
      "(?:聞く|尋ねる|確認する|伝える|知らせる|報告する|相談する|言う)(?:必要は(?:ありません|ない)|必要なし)",
      "(?:伝え|知らせ|言わ|聞か|尋ね|相談し|確認し)(?:ないで|ずに)",
      "(?:確認|相談|報告|連絡)せずに",
    ),
  },
  zh: {
    principals:
      "(?:家人|家里人|家裡人|家庭|父母|爸妈|爸媽|家长|家長|老板|老闆|上司|经理|經理|客户|客戶|主人|用户们|用戶們|雇主)",
    bypass: alt(
      "(?:不用|不必|无需|無需|不需要|没必要|沒必要)(?:再)?(?:问|問|询问|詢問|告诉|告訴|通知|打扰|打擾|提及|提到|征求|徵求|请示|請示)",
      "(?:不要|别|別|切勿)(?:问|問|告诉|告訴|通知|打扰|打擾|提及|提到)",
      "(?:瞒着|瞞著|背着|背著)",
    ),
  },
  km: {
    principals: "(?:គ្រួសារ|ឪពុកម្តាយ|ឪពុកម្ដាយ|មាតាបិតា|ចៅហ្វាយ|អ្នកគ្រប់គ្រង|អតិថិជន|ម្ចាស់|អ្នកប្រើ|និយោជក)",
    bypass: alt(
      "(?:មិនចាំបាច់|មិនបាច់) ?(?:សួរ|ប្រាប់|ជូនដំណឹង|រំខាន|និយាយ)",
      "កុំ ?(?:សួរ|ប្រាប់|ជូនដំណឹង|រំខាន|និយាយ)",
      "ដោយ ?មិន ?(?:បាច់ ?)?(?:សួរ|ប្រាប់|ជូនដំណឹង)",
    ),
  },
  my: {
    principals: "(?:မိသားစု|မိဘ|အိမ်သား|သူဌေး|မန်နေဂျာ|အထက်လူကြီး|ဖောက်သည်|ပိုင်ရှင်|အသုံးပြုသူများ|အလုပ်ရှင်)",
    bypass: alt("(?:မေး|ပြော|အသိပေး|နှောင့်ယှက်)(?:ရန်|ဖို့) ?မလို", "မ ?(?:မေး|ပြော|အသိပေး)(?:ပါနှင့်|နဲ့|ပါနဲ့|ဘဲ)"),
  },
  si: {
    principals:
      "(?:පවුල\\S*|දෙමාපිය\\S*|ගෙදර අය\\S*|කළමනාකරු\\S*|ගනුදෙනුකරු\\S*|සේවාදායක\\S*|හිමිකරු\\S*|අයිතිකරු\\S*|පරිශීලකයින්\\S*|සේවායෝජක\\S*)",
    bypass: alt(
      "(?:ඇසීමට|කීමට|දැනුම් දීමට|කරදර කිරීමට) (?:අවශ්ය නැත|අවශ්ය නෑ|ඕනෑ නැත)",
      "(?:අහන්න|කියන්න|දන්වන්න|කරදර කරන්න) එපා",
      "(?:නොඅසා|නොකියා|නොදන්වා)",
    ),
  },
  ta: {
    principals:
      "(?:குடும்ப\\S*|பெற்றோர\\S*|வீட்டார\\S*|முதலாளி\\S*|மேலாளர\\S*|வாடிக்கையாளர\\S*|கிளையன்ட\\S*|உரிமையாளர\\S*|பயனர்கள\\S*)",
    bypass: alt(
      "(?:கேட்க|சொல்ல|தெரிவிக்க|தொந்தரவு செய்ய|குறிப்பிட) (?:தேவையில்லை|வேண்டியதில்லை|வேண்டாம்)",
      "(?:கேட்காமல்|சொல்லாமல்|தெரிவிக்காமல்)",
    ),
  },
  ne: {
    principals:
      "(?:परिवार\\S*|आमाबुबा\\S*|अभिभावक\\S*|घरका\\S*|हाकिम\\S*|म्यानेजर\\S*|प्रबन्धक\\S*|क्लाइन्ट\\S*|मालिक\\S*|प्रयोगकर्ताहरू\\S*|रोजगारदाता\\S*)",
    bypass: alt(
      "(?:सोध्न|भन्न|जानकारी दिन|दुःख दिन|उल्लेख गर्न) (?:पर्दैन|आवश्यक छैन|जरुरी छैन)",
      "(?:नसोध्नुहोस्|नभन्नुहोस्|नसोध|नभन|नबताउनुहोस्|जानकारी नदिनुहोस्)",
      "(?:नसोधी|नभनी|जानकारी नदिई)",
    ),
  },
  ka: {
    principals:
      "(?:ოჯახ\\p{L}*|მშობ\\p{L}*|უფროს\\p{L}*|მენეჯერ\\p{L}*|კლიენტ\\p{L}*|მფლობელ\\p{L}*|მომხმარებლებ\\p{L}*|დამსაქმებ\\p{L}*)",
    bypass: alt(
      "(?:არ არის საჭირო|საჭირო არ არის|არ გჭირდება)",
      "(?:არ ჰკითხო|ნუ ჰკითხავ|არ უთხრა|ნუ ეტყვი|ნუ აცნობებ|არ აცნობო|ნუ შეაწუხებ)",
      "(?:კითხვის|ინფორმირების) გარეშე",
    ),
  },
  yo: {
    principals: yoruba("(?:ìdílé|àwọn òbí|òbí|ará ilé|ọ̀gá|oníbàárà|oníwun|ẹni tó ni|àwọn olùlò|agbanisíṣẹ́)"),
    bypass: yoruba(
      alt(
        "(?:kò sí (?:ìdí|iwulo) láti|kò pọn dandan láti) (?:béèrè|sọ fún|sọ|fi tó|dààmú)",
        "má ṣe (?:béèrè|sọ fún|fi tó|dààmú)",
        "láì (?:béèrè|sọ fún|fi tó)",
      ),
    ),
  },
  ha: {
    principals: hausa(
      "(?:iyali|iyaye|mutanen gida|maigida|shugaba|manaja|abokin ciniki|abokan ciniki|mai (?:akwati|asusu)|masu amfani|mai aiki)",
    ),
    bypass: hausa(
      alt(
        "(?:babu buƙatar|ba sai ka|ba lallai ba ne ka) (?:tambaya|tambayi|gaya wa|sanar da|dame)",
        "(?:kada|kar) (?:ka |ki |ku )?(?:tambayi|gaya wa|sanar da|dame)",
        "ba tare da (?:tambaya|tambayar|sanar da|gaya wa|sanin)",
      ),
    ),
  },
  tl: {
    principals: `(?:pamilya|magulang|kasambahay|amo|boss|manager|tagapamahala|kliyente|may-ari|mga user|mga gumagamit|employer)${E}`,
    bypass: alt(
      "(?:hindi na kailangang|di na kailangang|hindi kailangang|walang pangangailangang) (?:\\p{L}+ )?(?:tanungin|sabihan|sabihin|ipaalam|abalahin|banggitin|isali)",
      "huwag (?:\\p{L}+ )?(?:tanungin|sabihan|sabihin|ipaalam|abalahin|banggitin)",
      "nang hindi (?:\\p{L}+ )?(?:tinatanong|sinasabihan|ipinaaalam|nagtatanong|nalalaman)",
    ),
  },
  "ar-latn": {
    principals: `(?:el )?(?:3eyle|3ayle|3a2ile|ahl|ahel|ahali|family|boss|modir|mudir|client|zaboon|zbon|sa7eb el (?:account|7esab|inbox)|users|mosta5demin|musta5demin)${E}`,
    bypass: alt(
      "(?:ma fi|mafi|mish|mesh) (?:da3i|lazem|7aje|haje|daa3i) (?:t2ol|t2oul|tes2al|tis2al|ts2al|t5abber|tkhabber|t3alem|tzaj|tez3ej)\\S*",
      "(?:ma|la) (?:t2ol|t2oul|tes2al|tis2al|ts2al|t5abber|tkhabber|tzaj)\\S*",
      "(?:bidun|bdun|bala|men gher|min gheir) ma (?:tes2al|tis2al|t2ol|t5abber)\\S*",
    ),
  },
  "hi-latn": {
    principals: `(?:parivar|family|ghar ?walon|gharwalon|mummy papa|maa baap|parents|boss|manager|client|malik|owner|users|employer)${E}`,
    bypass: alt(
      "(?:poochne|puchne|batane|inform karne|pareshan karne|disturb karne) ki (?:koi )?(?:zaroorat|zarurat|jarurat) (?:nahi|nahin)",
      "(?:ko|se) (?:kuch )?(?:mat|na) (?:batana|batao|bataiye|poochna|poocho|puchna|pucho)",
      "(?:pooche|puche|bataye|bataaye) bina",
    ),
  },
  // The languages added to the cue tables since: the professionals of an office, a firm or a shop, the boss, the client
  // and the owner (their family words are not written: no row of theirs has them), kept out by the forms each language
  // really uses. Verb-final languages put the principal first ("бухгалтерге айтпаңыз"): their frames start with it.
  ro: {
    principals: romanian(
      `(?:contabil(?:ul|ului|a|ei|ii|ilor)?|asociaț(?:i|ii|ilor)|asociat(?:ul|ului)|partener(?:ii|ilor|ul|ului)|directo(?:rul|rului|area|arei)|manager(?:ul|ului|ii|ilor)|supervizor(?:ul|ului)|șef(?:ul|ului|a|ei)|coleg(?:ii|ilor|ul|ului|a|ei)|echip(?:a|ei)|birou(?:l|lui)|personal(?:ul|ului)|client(?:ul|ului|ii|ilor)|proprietar(?:ul|ului))${E}`,
    ),
    bypass: romanian(
      alt(
        "nu (?:e|este) (?:nevoie|necesar) să (?:\\p{L}+ )?(?:întrebi|întrebați|spui|spuneți|anunți|anunțați|informezi|informați|implici|implicați|pui|puneți|consulți|consultați|aștepți|așteptați|scrii|scrieți)",
        "(?:nu|să nu)(?:-[li]|-le)? (?:\\p{L}+ )?(?:spune|spuneți|anunța|anunțați|informa|informați|întreba|întrebați|scrie|scrieți|pune|puneți|implica|implicați)(?![\\p{L}])",
        "fără (?:să|a)(?:-[il]|-le)? (?:\\p{L}+ )?(?:întrebi|întrebați|întreba|anunți|anunțați|anunța|informezi|informați|informa|spui|spuneți|consulți|consultați|consulta)",
      ),
    ),
    bypassFrame: romanian(
      "{P} (?:\\p{L}+ ){0,2}?nu (?:trebuie|are nevoie) să (?:știe|afle|fie (?:informat|anunțat|întrebat)\\p{L}*)",
    ),
  },
  hu: {
    principals: unmarked(
      "(?:könyvelő\\p{L}*|partner\\p{L}*|társtulajdonos\\p{L}*|igazgató\\p{L}*|menedzser\\p{L}*|felettes\\p{L}*|főnök\\p{L}*|kolléga\\p{L}*|munkatárs\\p{L}*|csapat(?:nak|ot|tal)?|irodá(?:nak|t|val)|személyzet\\p{L}*|ügyfel\\p{L}*|ügyfél|tulajdonos\\p{L}*|jóváhagyó\\p{L}*)(?![\\p{L}])",
    ),
    bypass: unmarked(
      alt(
        "(?:nem kell|nincs szükség|felesleges|szükségtelen) (?:\\p{L}+ ){0,2}?(?:szólni|szólnod|szólnia|értesíteni|tájékoztatni|megkérdezni|elmondani|bevonni|írni|egyeztetni|másolatba tenni|megvárni)",
        "(?:ne|nehogy) (?:szólj|szóljon|szóljatok|írj|írjon|értesítsd|értesítse|kérdezd meg|kérdezze meg|tájékoztasd|tájékoztassa|mondd el|mondja el|vond be|vonja be|tedd|tegye)(?![\\p{L}])",
        "anélkül,? hogy (?:\\p{L}+ ){0,2}?(?:megkérdez|szóln|értesíten|tájékoztatn|egyeztetn|bevonn)\\p{L}*",
      ),
    ),
    bypassFrame: unmarked(
      alt(
        "{P} (?:\\p{L}+ ){0,2}?(?:nem kell|felesleges|szükségtelen|nem szükséges) (?:\\p{L}+ )?(?:szólni|értesíteni|tájékoztatni|megkérdezni|elmondani|bevonni|írni|tudnia|tudniuk|tudni)",
        "{P} (?:\\p{L}+ )?(?:megkérdezése|értesítése|tájékoztatása|bevonása|tudta) nélkül",
      ),
    ),
  },
  fi: {
    principals:
      "(?:kirjanpitäj\\p{L}*|tilitoimist\\p{L}*|osakka\\p{L}*|partner\\p{L}*|(?:toimitus)?johtaj\\p{L}*|esimie\\p{L}*|esihenkilö\\p{L}*|pomo\\p{L}*|kolleg\\p{L}*|työtoveri\\p{L}*|työkaveri\\p{L}*|tiimi\\p{L}*|toimisto\\p{L}*|henkilökun\\p{L}*|asiakka\\p{L}*|asiakas|omistaj\\p{L}*|hyväksyj\\p{L}*)",
    bypass: alt(
      "(?:ei tarvitse|ei ole tarpeen|älä|älkää|turha) (?:\\p{L}+ ){0,2}?(?:kertoa|kerro|kertoko|ilmoittaa|ilmoita|ilmoittako|kysyä|kysy|kysykö|tiedottaa|tiedota|laittaa kopioksi|laita kopioksi|ottaa mukaan|ota mukaan|kirjoittaa|kirjoita|konsultoida|odottaa|odota)(?![\\p{L}])",
      "(?:kysymättä|kertomatta|ilmoittamatta|tiedottamatta|konsultoimatta)",
    ),
    bypassFrame: alt(
      "{P} (?:\\p{L}+ ){0,2}?(?:ei tarvitse|ei pidä|ei ole tarpeen|turha) (?:\\p{L}+ )?(?:tietää|kertoa|ilmoittaa|kysyä|tiedottaa)",
      "{P} (?:\\p{L}+ )?(?:kysymättä|kertomatta|ilmoittamatta|tiedottamatta)",
    ),
  },
  da: {
    principals: `(?:revisor(?:en|er|erne)?|bogholder(?:en|e|ne)?|partner(?:en|ne|e)|partnere|medejer(?:en|e|ne)|direktør(?:en|er|erne)?|chef(?:en|er|erne)?|leder(?:en|ne)|kolleg(?:a|aen|er|erne)|team(?:et)|kontor(?:et)|personalet|medarbejder(?:ne|e)|kunde(?:n|r|rne)|ejer(?:en|ne)|godkender(?:en)?)${E}`,
    bypass: alt(
      "(?:ingen grund til|ikke nødvendigt|unødvendigt) (?:at )?(?:\\p{L}+ )?(?:spørge|fortælle|informere|orientere|involvere|inddrage|kopiere|skrive til|tjekke med|vente på)",
      "(?:du behøver|i behøver|du skal|i skal) ikke (?:at )?(?:\\p{L}+ )?(?:spørge|fortælle|informere|orientere|involvere|inddrage|sætte|skrive til|tjekke med|vente på)",
      "(?:fortæl|spørg|informér|informer|orienter|skriv|involver|inddrag|sæt) ikke",
      "ikke (?:fortæl|spørg|informér|informer|orienter|skriv|involver|inddrag|sæt)(?![\\p{L}])",
      "uden at (?:\\p{L}+ )?(?:spørge|fortælle|informere|orientere|involvere|inddrage|tjekke med)",
    ),
    bypassFrame: "{P} (?:behøver|skal|må) ikke (?:at )?(?:vide|høre|informeres|spørges|orienteres)",
  },
  nb: {
    principals: `(?:revisor(?:en|er|ene)?|regnskapsfører(?:en|e|ne)?|partner(?:en|ne|e)|partnere|medeier(?:en|e|ne)|direktør(?:en|er|ene)?|sjef(?:en|er|ene)?|leder(?:en|ne)|kolleg(?:a|aen|er|ene)|team(?:et)|kontor(?:et)|personalet|ansatte|kunde(?:n|r|ne)|eier(?:en|ne)|godkjenner(?:en)?)${E}`,
    bypass: alt(
      "(?:ingen grunn til|ikke nødvendig|unødvendig|ikke behov for) (?:å )?(?:\\p{L}+ )?(?:spørre|fortelle|informere|orientere|involvere|kopiere|skrive til|sjekke med|vente på|ta med)",
      "(?:du trenger|dere trenger|du behøver|du skal|dere skal) ikke (?:å )?(?:\\p{L}+ )?(?:spørre|fortelle|informere|orientere|involvere|sette|skrive til|sjekke med|vente på)",
      "(?:fortell|spør|informer|orienter|skriv|involver|sett) ikke",
      "ikke (?:fortell|spør|informer|orienter|skriv|involver|sett)(?![\\p{L}])",
      "uten å (?:\\p{L}+ )?(?:spørre|fortelle|informere|orientere|involvere|sjekke med)",
    ),
    bypassFrame: "{P} (?:trenger|behøver|skal|må) ikke (?:å )?(?:vite|høre|informeres|spørres|orienteres)",
  },
  bg: {
    principals:
      "(?:счетоводит\\p{L}*|счетовод\\p{L}*|съдружни\\p{L}*|партньор\\p{L}*|директор\\p{L}*|управител\\p{L}*|мениджър\\p{L}*|шеф\\p{L}*|ръководител\\p{L}*|колег\\p{L}*|екип\\p{L}*|офис\\p{L}*|персонал\\p{L}*|служител\\p{L}*|клиент\\p{L}*|собственик\\p{L}*)",
    bypass: alt(
      "(?:няма нужда|не е нужно|не е необходимо) (?:да )?(?:\\p{L}+ ){0,2}?(?:питаш|питате|казваш|казвате|съобщаваш|съобщавате|информираш|информирате|уведомяваш|уведомявате|пишеш|пишете|включваш|включвате|слагаш|слагате|чакаш|чакате|съгласуваш|съгласувате)",
      "не (?:\\p{L}+ )?(?:казвай|казвайте|питай|питайте|съобщавай|съобщавайте|информирай|информирайте|пиши|слагай|слагайте|включвай|включвайте|уведомявай|уведомявайте)(?![\\p{L}])",
      "без да (?:\\p{L}+ )?(?:питаш|питате|казваш|казвате|информираш|информирате|уведомиш|уведомите|съгласуваш|съгласувате)",
      "без знанието на",
    ),
    bypassFrame: "{P} (?:\\p{L}+ ){0,2}?не (?:трябва|бива|е нужно) да (?:знае|знаят|разбира|разбере|разберат)",
  },
  sh: {
    principals: serbian(
      "(?:računovođ\\p{L}*|knjigovođ\\p{L}*|partner\\p{L}*|suvlasni\\p{L}*|direktor\\p{L}*|menadžer\\p{L}*|šef\\p{L}*|nadređen\\p{L}*|koleg\\p{L}*|tim(?:a|u|om)?(?![\\p{L}])|ured(?:a|u)?(?![\\p{L}])|kancelarij\\p{L}*|osoblj\\p{L}*|zaposlen(?:ima|ih|e)|klijent\\p{L}*|vlasni\\p{L}*)",
    ),
    bypass: serbian(
      alt(
        "(?:nema potrebe|nije potrebno|ne treba|ne moraš|ne morate) (?:da )?(?:\\p{L}+ ){0,2}?(?:pitati|pitaš|pitate|reći|kažeš|kažete|javiti|javiš|javite|obavijestiti|obavestiti|obavijestiš|obavestiš|pisati|pišeš|uključiti|uključivati|stavljati|staviti|čekati|konsultovati|konzultirati)",
        "nemoj(?:te)? (?:\\p{L}+ ){0,2}?(?:pitati|reći|javiti|javljati|obavijestiti|obavestiti|pisati|uključiti|stavljati|staviti|konsultovati|konzultirati|čekati)",
        "ne (?:\\p{L}+ )?(?:javljaj|javljajte|pitaj|pitajte|govori|govorite|piši|pišite)(?![\\p{L}])",
        "bez (?:pitanja|javljanja|znanja|obavještavanja|obaveštavanja|konsultacij\\p{L}*)",
      ),
    ),
    bypassFrame: serbian(
      "{P} (?:\\p{L}+ ){0,2}?ne (?:treba|mora|smije|sme) (?:da )?(?:zna|znaju|sazna|saznaju|biti obaviješten\\p{L}*|biti obavešten\\p{L}*)",
    ),
  },
  sk: {
    principals: unmarked(
      "(?:účtovní(?:k|čk)\\p{L}*|spoločník\\p{L}*|spoločníc\\p{L}*|partner\\p{L}*|riaditeľ\\p{L}*|manažér\\p{L}*|šéf\\p{L}*|nadriaden\\p{L}*|kolegovi|kolegom|kolegyn\\p{L}*|kolegov|tímu|tím|kancelári\\p{L}*|personál\\p{L}*|zamestnanc\\p{L}*|klient\\p{L}*|majiteľ\\p{L}*)(?![\\p{L}])",
    ),
    bypass: unmarked(
      alt(
        "(?:nie je (?:potrebné|nutné|treba)|netreba|nemusíte|nemusíš) (?:\\p{L}+ ){0,2}?(?:pýtať|povedať|hovoriť|informovať|oznamovať|oznámiť|písať|zapájať|zapojiť|dávať do kópie|čakať|konzultovať)",
        "(?:nehovorte|nehovor|nepýtajte sa|nepýtaj sa|neinformujte|neinformuj|nepíšte|nepíš|nezapájajte|nezapájaj|nedávajte|nedávaj|neoznamujte|neoznamuj)(?![\\p{L}])",
        "bez (?:vedomia|pýtania|informovania|konzultácie)",
      ),
    ),
    bypassFrame: unmarked("{P} (?:\\p{L}+ ){0,2}?(?:nemusí|nemusia|nesmie|nesmú) (?:\\p{L}+ ){0,2}?vedieť"),
  },
  sl: {
    principals: unmarked(
      "(?:računovodj\\p{L}*|knjigovodj\\p{L}*|partner\\p{L}*|družbeni\\p{L}*|direktor\\p{L}*|vodj\\p{L}*|šef\\p{L}*|nadrejen\\p{L}*|sodelav\\p{L}*|koleg\\p{L}*|ekip\\p{L}*|pisarn\\p{L}*|osebj\\p{L}*|zaposlen(?:im|ih|e)|lastnik\\p{L}*)",
    ),
    bypass: unmarked(
      alt(
        "(?:ni (?:treba|potrebno|nujno)|ne rabiš|ne rabite) (?:\\p{L}+ ){0,2}?(?:vprašati|spraševati|povedati|obvestiti|obveščati|pisati|vključiti|vključevati|čakati|dati v kopijo|posvetovati)",
        "ne (?:\\p{L}+ )?(?:povej|povejte|sprašuj|sprašujte|vprašaj|vprašajte|obveščaj|obveščajte|obvesti|obvestite|piši|pišite|vključi|vključite)(?![\\p{L}])",
        "brez (?:vednosti|vprašanja|obveščanja|posvetovanja)",
      ),
    ),
    bypassFrame: unmarked(
      "{P} (?:\\p{L}+ ){0,2}?(?:ne sme|ne smejo|ne rabi|ni treba,? da) (?:\\p{L}+ )?(?:vedeti|vedo)",
    ),
  },
  lt: {
    principals: unmarked(
      "(?:buhalter\\p{L}*|partner\\p{L}*|bendrasavinink\\p{L}*|direktor\\p{L}*|vadov\\p{L}*|viršinink\\p{L}*|koleg\\p{L}*|komand\\p{L}*|biur(?:as|ui|ą|e|o)|personal\\p{L}*|darbuotoj\\p{L}*|klient\\p{L}*|savinink\\p{L}*)",
    ),
    bypass: unmarked(
      alt(
        "(?:nereikia|nebūtina|nėra reikalo) (?:\\p{L}+ ){0,2}?(?:klausti|paklausti|sakyti|pasakyti|informuoti|pranešti|rašyti|parašyti|įtraukti|laukti|konsultuotis|derinti)",
        "(?:nesakyk|nesakykite|neklausk|neklauskite|neinformuok|neinformuokite|nepranešk|nepraneškite|nerašyk|nerašykite|neįtrauk|neįtraukite|nederink|nederinkite)(?![\\p{L}])",
        "(?:neklausiant|neinformuojant|nepranešus|nesuderinus|be (?:\\p{L}+ )?žinios)",
      ),
    ),
    bypassFrame: unmarked("{P} (?:\\p{L}+ ){0,2}?(?:neturi|nereikia|nebūtina) (?:\\p{L}+ )?žinoti"),
  },
  lv: {
    principals: unmarked(
      "(?:grāmatved\\p{L}*|partner\\p{L}*|līdzīpašniek\\p{L}*|direktor\\p{L}*|vadītāj\\p{L}*|priekšniek\\p{L}*|kolēģ\\p{L}*|komand\\p{L}*|biroj\\p{L}*|personāl\\p{L}*|darbiniek\\p{L}*|klient\\p{L}*|īpašniek\\p{L}*)",
    ),
    bypass: unmarked(
      alt(
        "(?:nav (?:vajadzības|nepieciešams)|nevajag|nav jā\\p{L}+) (?:\\p{L}+ ){0,2}?(?:jautāt|teikt|pateikt|informēt|ziņot|rakstīt|iesaistīt|gaidīt|konsultēties|saskaņot)",
        "(?:nesaki|nesakiet|nejautā|nejautājiet|neinformē|neinformējiet|neziņo|neziņojiet|neraksti|nerakstiet|neiesaisti|neiesaistiet)(?![\\p{L}])",
        "(?:nejautājot|neinformējot|neziņojot|nesaskaņojot|bez (?:\\p{L}+ )?ziņas)",
      ),
    ),
    bypassFrame: unmarked("{P} (?:\\p{L}+ ){0,2}?(?:nav jāzina|nevajag zināt|nedrīkst zināt)"),
  },
  et: {
    principals:
      "(?:raamatupidaja\\p{L}*|partner\\p{L}*|kaasomanik\\p{L}*|direktor\\p{L}*|juhataja\\p{L}*|juhi(?:le|lt|ga|d)?(?![\\p{L}])|juht(?![\\p{L}])|ülemus\\p{L}*|kolleeg\\p{L}*|meeskon\\p{L}*|kontor\\p{L}*|töötaja\\p{L}*|personal\\p{L}*|klient\\p{L}*|omanik\\p{L}*)",
    bypass: alt(
      "(?:pole vaja|ei ole vaja|ära|ärge) (?:\\p{L}+ ){0,2}?(?:küsida|küsi|küsige|öelda|ütle|öelge|rääkida|räägi|räägige|teavitada|teavita|teavitage|informeerida|kirjutada|kirjuta|kirjutage|kaasata|kaasa|oodata|konsulteerida)(?![\\p{L}])",
      "(?:küsimata|teavitamata|ütlemata|informeerimata|kooskõlastamata)",
    ),
    bypassFrame: alt(
      "{P} (?:\\p{L}+ )?ei pea (?:\\p{L}+ )?teadma",
      "{P} (?:\\p{L}+ ){0,2}?(?:pole vaja|ei ole vaja|ära|ärge) (?:\\p{L}+ ){0,2}?(?:öelda|rääkida|räägi|räägige|küsida|teatada|teavitada|kirjutada|ütle|öelge|kirjuta|kirjutage|küsi|küsige)(?![\\p{L}])",
    ),
  },
  ca: {
    principals: `(?:comptables?|gestor(?:a|ia)?|socis|sòcia|soci|director(?:a|s)?|gerent(?:s)?|responsables?|supervisor(?:a|s)?|companys|companyes|col·legues|col\\.legues|col·lega|equip|oficina|despatx|client(?:s|a|es)?|propietari(?:a|s)?)${E}`,
    bypass: alt(
      "no (?:cal|fa falta|és necessari) (?:\\p{L}+ )?(?:preguntar|dir|avisar|informar|consultar|escriure|implicar|posar en còpia|esperar)\\p{L}*",
      "no (?:li |els |ho |l'|li ho |els ho )?(?:diguis|digueu|preguntis|pregunteu|avisis|aviseu|informis|informeu|escriguis|escriviu|posis|poseu|impliquis|impliqueu)(?![\\p{L}])",
      "sense (?:\\p{L}+ )?(?:preguntar|dir|avisar|informar|consultar)\\p{L}*",
    ),
  },
  hy: {
    principals:
      "(?:հաշվապահ\\p{L}*|գործընկեր\\p{L}*|տնօրեն\\p{L}*|մենեջեր\\p{L}*|ղեկավար\\p{L}*|վերադաս\\p{L}*|թիմ\\p{L}*|գրասենյակ\\p{L}*|աշխատակիցներ\\p{L}*|անձնակազմ\\p{L}*|հաճախորդ\\p{L}*|սեփականատեր\\p{L}*)",
    bypass:
      "(?:պետք չէ|կարիք չկա|անհրաժեշտ չէ|մի) (?:\\p{L}+ ){0,2}?(?:հարցնել|ասել|տեղեկացնել|հայտնել|գրել|ներգրավել|սպասել|խորհրդակցել|հարցրու|հարցրեք|ասա|ասեք|տեղեկացրու|տեղեկացրեք|գրիր|գրեք)(?![\\p{L}])",
    bypassFrame: alt(
      "{P} (?:\\p{L}+ ){0,2}?(?:հարցնել|ասել|տեղեկացնել|հայտնել|գրել|ներգրավել|իմանալ) (?:\\p{L}+ )?(?:պետք չէ|կարիք չկա|անհրաժեշտ չէ)",
      "{P} (?:\\p{L}+ ){0,2}?մի (?:ասա|ասեք|հարցրու|հարցրեք|գրիր|գրեք|տեղեկացրու|տեղեկացրեք)(?![\\p{L}])",
      "առանց {P} (?:\\p{L}+ )?(?:հարցնելու|տեղեկացնելու|ասելու|իմացության)",
    ),
  },
  az: {
    principals: azerbaijani(
      "(?:mühasib\\p{L}*|tərəfdaş\\p{L}*|partnyor\\p{L}*|direktor\\p{L}*|menecer\\p{L}*|rəhbər\\p{L}*|müdir\\p{L}*|həmkar\\p{L}*|komanda\\p{L}*|ofis\\p{L}*|işçilər\\p{L}*|heyət\\p{L}*|müştəri\\p{L}*)".replace(
        /ı/g,
        "[ıi]",
      ),
    ),
    bypassFrame: azerbaijani(
      alt(
        `{P} (?:\\p{L}+ ){0,3}?(?:demə|deməyin|soruşma|soruşmayın|xəbər vermə|xəbər verməyin|məlumat vermə|məlumat verməyin|yazmayın|bildirməyin)${E}`,
        "{P} (?:\\p{L}+ ){0,3}?(?:soruşmağa|deməyə|xəbər verməyə|məlumat verməyə|bildirməyə|yazmağa) (?:ehtiyac|lüzum|gərək) (?:yoxdur|yox)",
        "{P} (?:\\p{L}+ ){0,3}?(?:soruşmadan|xəbər vermədən|bildirmədən|demədən|məlumat vermədən|xəbəri olmadan)",
        "{P} (?:\\p{L}+ )?bilməsinə (?:ehtiyac|gərək) yoxdur",
      ).replace(/ı/g, "[ıi]"),
    ),
  },
  kk: {
    principals:
      "(?:бухгалтер\\p{L}*|серіктес\\p{L}*|әріптес\\p{L}*|директор\\p{L}*|менеджер\\p{L}*|басшы\\p{L}*|бастық\\p{L}*|команда\\p{L}*|кеңсе\\p{L}*|офис\\p{L}*|қызметкер\\p{L}*|клиент\\p{L}*)",
    bypassFrame: alt(
      `{P} (?:\\p{L}+ ){0,3}?(?:айтпа|айтпаңыз|айтпаңдар|сұрама|сұрамаңыз|хабарлама|хабарламаңыз|жазба|жазбаңыз)${E}`,
      "{P} (?:\\p{L}+ ){0,3}?(?:айтудың|сұраудың|хабарлаудың|жазудың|ескертудің) (?:қажеті|керегі) жоқ",
      "{P} (?:\\p{L}+ ){0,3}?(?:сұрамай|сұрамастан|айтпай|айтпастан|хабарламай|хабарламастан)(?![\\p{L}])",
      "{P} (?:\\p{L}+ )?білуі(?:нің)? (?:қажет емес|керек емес|қажеті жоқ)",
    ),
  },
  uz: {
    principals: uzbek(
      "(?:buxgalter\\p{L}*|hisobchi\\p{L}*|sherik\\p{L}*|hamkor\\p{L}*|direktor\\p{L}*|menejer\\p{L}*|rahbar\\p{L}*|boshliq\\p{L}*|hamkasb\\p{L}*|jamoa\\p{L}*|ofis\\p{L}*|xodim\\p{L}*|mijoz\\p{L}*)",
    ),
    bypassFrame: uzbek(
      alt(
        `{P} (?:\\p{L}+ ){0,3}?(?:aytma|aytmang|aytmanglar|soʻrama|soʻramang|xabar berma|xabar bermang|yozmang)${E}`,
        "{P} (?:\\p{L}+ ){0,3}?(?:aytish|soʻrash|xabar berish|yozish|maʼlum qilish)(?:ning)? (?:shart emas|hojati yoʻq|keragi yoʻq)",
        "{P} (?:\\p{L}+ ){0,3}?(?:soʻramasdan|aytmasdan|xabar bermasdan|bildirmasdan)",
        "{P} (?:\\p{L}+ )?bilishi (?:shart emas|kerak emas)",
      ),
    ),
  },
  mn: {
    principals:
      "(?:нягтлан\\p{L}*|хамтрагч\\p{L}*|түнш\\p{L}*|захир(?:а)?л\\p{L}*|менежер\\p{L}*|дарга\\p{L}*|хамт олон\\p{L}*|хамтран ажиллагс\\p{L}*|багийн|багт|оффис\\p{L}*|ажилтн\\p{L}*|ажилчид\\p{L}*|үйлчлүүлэгч\\p{L}*)",
    bypassFrame: alt(
      "{P} (?:\\p{L}+ ){0,3}?(?:битгий|бүү) (?:\\p{L}+ )?(?:хэл|асуу|мэдэгд|мэдээл|бич)\\p{L}*",
      "{P} (?:\\p{L}+ ){0,3}?(?:хэлэх|асуух|мэдэгдэх|мэдээлэх|бичих) (?:шаардлагагүй|хэрэггүй)",
      "{P} (?:\\p{L}+ ){0,3}?(?:асуулгүй|мэдэгдэлгүй|хэлэлгүй|мэдээлэлгүй)",
      "{P} (?:\\p{L}+ )?мэдэх (?:шаардлагагүй|хэрэггүй)",
    ),
  },
  zu: {
    principals: `(?:(?:ku|ko|no|na)?(?:mcwaningimabhuku|mgcinimabhuku|mlingani|balingani|zakwethu|mqondisi|mphathi|baphathi|mengameli|thimba|hhovisi|basebenzi|khasimende|mnikazi)|u?mcwaningimabhuku|u?mgcinimabhuku|u?mlingani|abalingani|uzakwethu|ozakwethu|umqondisi|umphathi|abaphathi|umengameli|ithimba|ihhovisi|abasebenzi|ikhasimende|umnikazi|i-?accountant|accountant)${E}`,
    bypass: alt(
      "(?:akudingeki|asikho isidingo sokuthi|akunasidingo sokuthi|akudingekile) (?:\\p{L}+ )?(?:ubuze|ubatshele|umtshele|wazise|ubazise|umazise|umbuze|ubabuze|ubhalele|ubabhalele|umfake|ubafake|ulinde)",
      "(?:ungambuzi|ungababuzi|ungamtsheli|ungabatsheli|ungamazisi|ungabazisi|ungambhaleli|ungababhaleli|ungamfaki|ungabafaki|ningambuzi|ningamtsheli|ningabatsheli|ningabazisi)",
      "ngaphandle koku(?:m|ba)?(?:buza|tshela|azisa)",
    ),
  },
  xh: {
    principals: `(?:i-?accountant|accountant|umgcinizincwadi|iqabane|amaqabane|umlawuli|umphathi|abaphathi|umongameli|oogxa|ugxa|iqela|iofisi|iofisi|abasebenzi|umthengi|umnini)${E}`,
    bypass: alt(
      "(?:akukho mfuneko|akuyomfuneko|akufuneki) (?:\\p{L}+ )?(?:ubuze|umbuze|ubabuze|uxelele|umxelele|ubaxelele|wazise|umazise|ubazise|ubhalele|ulinde)",
      "(?:ungambuzi|ungababuzi|ungamxeleli|ungabaxeleli|ungamazisi|ungabazisi|ningambuzi|ningamxeleli|ningabaxeleli)",
      "ngaphandle koku(?:m|ba)?(?:buza|xelela|azisa)",
    ),
  },
  af: {
    principals: `(?:rekenmeesters?|boekhouers?|ouditeur|vennote|vennoot|direkteur|direksie|bestuurder|toesighouer|baas|kollegas?|span|kantoor|personeel|werknemers|kliënte?|kliente?|eienaar)${E}`,
    bypassFrame: alt(
      "(?:moenie|moet nie) (?:\\p{L}+ ){0,3}?{P} (?:\\p{L}+ ){0,3}?(?:vra|vertel|sê|inlig|laat weet|skryf|cc|betrek|raadpleeg)(?![\\p{L}])",
      "(?:nie nodig|onnodig|geen rede|geen behoefte) (?:om )?(?:\\p{L}+ ){0,2}?{P} (?:\\p{L}+ ){0,2}?(?:te )?(?:vra|vertel|laat weet|inlig|skryf|betrek|raadpleeg|kopieer)(?![\\p{L}])",
      "sonder om (?:\\p{L}+ )?{P} (?:\\p{L}+ )?(?:te )?(?:vra|vertel|raadpleeg|in te lig|laat weet|betrek)(?![\\p{L}])",
      "{P} (?:\\p{L}+ )?hoef (?:\\p{L}+ )?nie (?:\\p{L}+ )?(?:te )?(?:weet|gevra|ingelig)",
    ),
  },
  so: {
    principals:
      "(?:xisaabiy\\p{L}*|lammaan\\p{L}*|shuraka\\p{L}*|agaasim\\p{L}*|maamul(?:e|aha|ayaasha)\\p{L}*|kormeer\\p{L}*|asxaab\\p{L}*|kooxda|xafiiska|shaqaalaha|macmiil\\p{L}*|mulkiile\\p{L}*)",
    bypass:
      "(?:looma baahna|uma baahnid|uma baahnidin) (?:in (?:aad|la) )?(?:\\p{L}+ ){0,2}?(?:weydiiso|weydiiso|u sheegto|ogeysiiso|la socodsiiso|la tashato|sugto)",
    bypassFrame: alt(
      "{P} (?:\\p{L}+ ){0,3}?ha (?:\\p{L}+ )?(?:weydiin|sheegin|ogeysiin|qorin|ku darin|la socodsiin)(?![\\p{L}])",
      "{P} (?:\\p{L}+ ){0,3}?(?:weydiinta|u sheegidda|ogeysiinta|la socodsiinta|la tashiga) (?:looma baahna|uma baahnid|uma baahna)",
      "{P} (?:\\p{L}+ ){0,2}?(?:ogolaansho|oggolaansho|ogeysiin|weydiin|la tashi)(?:\\p{L}*) la'aan",
    ),
  },
  ti: {
    principals:
      "(?:[ሒሕ]ሳብ ሹ[ምሙሜሞ]|ኣካውንታን[ትቱቶ]|መሻርኽቲ|ሻርኺ|ዳይረክተ[ርሩሮ]|ኣመሓዳ[ሪሩ]|ተቖጻጻ[ሪሩ]|መሳርሕቲ|ጉጅለ|ቤት ጽሕፈት|ሰራሕተኛታት|ዓሚል|ዓማዊል|ወናኒ)",
    bypassFrame: alt(
      "{P}[^.!?።\\n]{0,40}?(?:ምሕታት|ምንጋር|ምሕባር|ምፍላጥ)[^.!?።\\n]{0,10}?(?:ኣየድልን|ኣየድልየን|ኣድላዪ ኣይኮነን)",
      "{P}[^.!?።\\n]{0,40}?(?:ኣይትሕተቶ|ኣይትሕተቶም|ኣይትሕተትዎ|ኣይትንገሮ|ኣይትንገሮም|ኣይትንገርዎ|ኣይትሓብሮ|ኣይትሓብሮም|ኣይትሕበሮ|ኣይትሕበሮም)",
      "{P}[^.!?።\\n]{0,40}?(?:ከይሓተትካ|ከይሓተትኩም|ከይነገርካ|ከይሓበርካ|ከይሓበርኩም)",
    ),
  },
  ig: {
    principals: `(?:onye ndekọ ego|onye na-edekọ ego|akauntant|accountant|onye mmekọ|ndị mmekọ|onye njikwa|onye nlekọta|onye ọrụ ibe|ndị ọrụ ibe|ụlọ ọrụ|ndị ọrụ|onye ahịa|onye nwe)${E}`,
    bypass: alt(
      "(?:ọ dịghị mkpa|o dighi mkpa|achọghị|enweghị mkpa) (?:\\p{L}+ ){0,2}?(?:ịjụ|ijụ|ịgwa|igwa|ịkọrọ|ime ka|ide|idetara|itinye)",
      "(?:ajụla|agwala|akọrọla|edetala|etinyela|ajụkwala|agwakwala)",
      "(?:n'ajụghị|na-ajụghị|n'agwaghị|na-agwaghị|n'akọrọghị)",
    ),
  },
  ms: {
    principals: `(?:akauntan|penyimpan kira-?kira|rakan kongsi|pengarah|pengurus|penyelia|ketua|rakan sekerja|pasukan|pejabat|kakitangan|staf|pelanggan|pemilik|majikan|bos)${E}`,
    bypass: alt(
      "(?:tidak|tak) (?:perlu|payah|usah) (?:\\p{L}+ )?(?:tanya|bertanya|beritahu|memberitahu|bagitahu|maklumkan|memaklumkan|libatkan|melibatkan|cc|emel|rujuk|merujuk|tunggu|menunggu)(?![\\p{L}])",
      "jangan (?:\\p{L}+ )?(?:tanya|beritahu|bagitahu|maklumkan|libatkan|emel|cc|rujuk)(?![\\p{L}])",
      "tanpa (?:\\p{L}+ )?(?:bertanya|memberitahu|memaklumkan|merujuk|pengetahuan)",
    ),
  },
  ps: {
    principals: "(?:محاسب|حسابدار|شریک|شریکان|مدیر|رئیس|ناظر|همکار|ټیم|دفتر|کارکوونکي|کارمندان|پیرودونکي|مشتري|مالک)",
    bypass: "(?:اړتیا|ضرورت) نشته (?:چې|چی)",
    bypassFrame: alt(
      "{P}[^.!?؟۔\\n]{0,40}?مه (?:وایه|وایئ|وایاست|خبروه|خبروئ|لیکه|لیکئ|پوښته|پوښتئ)",
      "{P}[^.!?؟۔\\n]{0,40}?(?:ویلو|پوښتلو|خبرولو|لیکلو|پوښتنې) (?:ته )?(?:اړتیا|ضرورت) (?:نشته|نه لري)",
      "{P}[^.!?؟۔\\n]{0,40}?(?:له پوښتنې|له خبرولو|د خبرولو) پرته",
    ),
  },
  ku: {
    principals: unmarked(
      "(?:muhasebevan\\p{L}*|hesabdar\\p{L}*|hevkar\\p{L}*|şirîk\\p{L}*|partner\\p{L}*|rêveber\\p{L}*|direktor\\p{L}*|berpirsiyar\\p{L}*|hevalên kar\\p{L}*|tîm\\p{L}*|ofîs\\p{L}*|nivîsgeh\\p{L}*|karmend\\p{L}*|xerîdar\\p{L}*)",
    ),
    bypass: unmarked("(?:ne hewce ye|ne pêwîst e|pêwîst nake|hewce nake) ku"),
    bypassFrame: unmarked(
      alt(
        `{P} (?:\\p{L}+ ){0,3}?(?:nebêje|nebêjin|nepirse|nepirsin|agahdar neke|agahdar nekin|nenivîse|nenivîsin)${E}`,
        "{P} (?:\\p{L}+ ){0,3}?(?:pirsîn|gotin|agahdarkirin|nivîsandin)\\p{L}* (?:ne pêwîst e|pêwîst nake|ne hewce ye|hewce nake)",
        "bêyî ku (?:\\p{L}+ ){0,2}?{P} (?:\\p{L}+ )?(?:bipirsî|bipirsin|agahdar bikî|agahdar bikin|bibêjî|bibêjin)",
      ),
    ),
  },
  ckb: {
    principals: "(?:ژمێریار|محاسب|هاوبەش|بەڕێوەبەر|سەرپەرشتیار|هاوکار|تیم|ئۆفیس|نووسینگە|کارمەندان|ستاف|کڕیار|خاوەن)",
    bypass: "پێویست (?:نییە|ناکات) (?:کە )?",
    bypassFrame: alt(
      "{P}[^.!?؟\\n]{0,40}?(?:مەڵێ|مەڵێن|مەپرسە|مەپرسن|ئاگادار مەکەرەوە|ئاگادار مەکەنەوە|مەنووسە|مەنووسن)",
      "{P}[^.!?؟\\n]{0,40}?(?:پرسین|گوتن|ئاگادارکردنەوە|نووسین)(?:ی)? (?:پێویست نییە|پێویست ناکات)",
      "بەبێ (?:ئاگاداری|پرسینی|ئاگادارکردنەوەی) {P}",
    ),
  },
  gu: {
    principals:
      "(?:એકાઉન્ટન્ટ\\S*|હિસાબનીશ\\S*|ભાગીદાર\\S*|પાર્ટનર\\S*|ડિરેક્ટર\\S*|નિર્દેશક\\S*|મેનેજર\\S*|સુપરવાઇઝર\\S*|સાથીદાર\\S*|સહકર્મી\\S*|ટીમ\\S*|ઓફિસ\\S*|કર્મચારી\\S*|સ્ટાફ\\S*|ગ્રાહક\\S*|માલિક\\S*|બોસ\\S*)",
    bypassFrame: alt(
      "{P}[^.!?।\\n]{0,40}?(?:પૂછવાની|કહેવાની|જણાવવાની|જાણ કરવાની|લખવાની|સામેલ કરવાની|જાણવાની) (?:કોઈ )?(?:જરૂર|આવશ્યકતા) નથી",
      "{P}[^.!?।\\n]{0,40}?(?:ન|નહીં|મત) (?:કહેશો|કહો|પૂછશો|પૂછો|જણાવશો|જણાવો|લખશો|લખો)",
      "{P}[^.!?।\\n]{0,40}?(?:પૂછ્યા|કહ્યા|જણાવ્યા) (?:વિના|વગર)",
    ),
  },
  mr: {
    principals:
      "(?:अकाउंटंट\\S*|लेखापाल\\S*|भागीदार\\S*|पार्टनर\\S*|संचालक\\S*|डायरेक्टर\\S*|मॅनेजर\\S*|व्यवस्थापक\\S*|पर्यवेक्षक\\S*|सहकारी\\S*|सहकाऱ्यां\\S*|टीम\\S*|ऑफिस\\S*|कार्यालय\\S*|कर्मचारी\\S*|स्टाफ\\S*|ग्राहक\\S*|मालक\\S*|बॉस\\S*)",
    bypassFrame: alt(
      "{P}[^.!?।\\n]{0,40}?(?:विचारण्याची|सांगण्याची|कळवण्याची|लिहिण्याची|सामील करण्याची|कळण्याची) (?:काही )?(?:गरज|आवश्यकता) नाही",
      "{P}[^.!?।\\n]{0,40}?(?:सांगू|विचारू|कळवू|लिहू) नका",
      "{P}[^.!?।\\n]{0,40}?न (?:विचारता|सांगता|कळवता)",
    ),
  },
  pa: {
    principals:
      "(?:ਅਕਾਊਂਟੈਂਟ\\S*|ਲੇਖਾਕਾਰ\\S*|ਮੁਨੀਮ\\S*|ਹਿੱਸੇਦਾਰ\\S*|ਭਾਈਵਾਲ\\S*|ਪਾਰਟਨਰ\\S*|ਡਾਇਰੈਕਟਰ\\S*|ਮੈਨੇਜਰ\\S*|ਸੁਪਰਵਾਈਜ਼ਰ\\S*|ਸਹਿਕਰਮੀ\\S*|ਟੀਮ\\S*|ਦਫ਼ਤਰ\\S*|ਦਫਤਰ\\S*|ਸਟਾਫ਼\\S*|ਸਟਾਫ\\S*|ਗਾਹਕ\\S*|ਮਾਲਕ\\S*|ਬੌਸ\\S*)",
    bypassFrame: alt(
      "{P}[^.!?।\\n]{0,40}?(?:ਪੁੱਛਣ|ਦੱਸਣ|ਸੂਚਿਤ ਕਰਨ|ਲਿਖਣ|ਪਤਾ ਲੱਗਣ) ਦੀ (?:ਕੋਈ )?(?:ਲੋੜ|ਜ਼ਰੂਰਤ|ਜਰੂਰਤ) ਨਹੀਂ",
      "{P}[^.!?।\\n]{0,40}?(?:ਨਾ|ਮਤ) (?:ਦੱਸੋ|ਦੱਸਣਾ|ਦੱਸਿਓ|ਪੁੱਛੋ|ਪੁੱਛਣਾ|ਲਿਖੋ)",
      "{P}[^.!?।\\n]{0,40}?(?:ਪੁੱਛੇ|ਦੱਸੇ) ਬਿਨਾਂ",
    ),
  },
  te: {
    principals:
      "(?:అకౌంటెంట్\\S*|భాగస్వామ\\S*|పార్టనర్\\S*|డైరెక్టర్\\S*|మేనేజర్\\S*|పర్యవేక్షక\\S*|సూపర్వైజర్\\S*|సహోద్యోగ\\S*|టీమ్\\S*|బృంద\\S*|ఆఫీసు\\S*|కార్యాలయ\\S*|సిబ్బంది\\S*|ఉద్యోగుల\\S*|క్లయింట్\\S*|యజమాని\\S*|బాస్\\S*)",
    bypassFrame: alt(
      "{P}[^.!?।\\n]{0,40}?(?:అడగాల్సిన|చెప్పాల్సిన|తెలియజేయాల్సిన|రాయాల్సిన|తెలియాల్సిన) (?:అవసరం లేదు|పని లేదు)",
      "{P}[^.!?।\\n]{0,40}?(?:చెప్పవద్దు|చెప్పకండి|అడగవద్దు|అడగకండి|తెలియజేయవద్దు|తెలియజేయకండి|రాయవద్దు)",
      "{P}[^.!?।\\n]{0,40}?(?:అడగకుండా|చెప్పకుండా|తెలియజేయకుండా)",
    ),
  },
  kn: {
    principals:
      "(?:ಅಕೌಂಟೆಂಟ್\\S*|ಲೆಕ್ಕಿಗ\\S*|ಪಾಲುದಾರ\\S*|ನಿರ್ದೇಶಕ\\S*|ಡೈರೆಕ್ಟರ್\\S*|ಮ್ಯಾನೇಜರ್\\S*|ಮೇಲ್ವಿಚಾರಕ\\S*|ಸಹೋದ್ಯೋಗಿ\\S*|ತಂಡ\\S*|ಕಚೇರಿ\\S*|ಸಿಬ್ಬಂದಿ\\S*|ನೌಕರ\\S*|ಗ್ರಾಹಕ\\S*|ಮಾಲೀಕ\\S*|ಬಾಸ್\\S*)",
    bypassFrame: alt(
      "{P}[^.!?।\\n]{0,40}?(?:ಕೇಳುವ|ಹೇಳುವ|ತಿಳಿಸುವ|ಬರೆಯುವ|ತಿಳಿಯುವ) (?:ಅಗತ್ಯವಿಲ್ಲ|ಅವಶ್ಯಕತೆ ಇಲ್ಲ|ಅಗತ್ಯ ಇಲ್ಲ)",
      "{P}[^.!?।\\n]{0,40}?(?:ಹೇಳಬೇಡಿ|ಹೇಳಬೇಡ|ಕೇಳಬೇಡಿ|ಕೇಳಬೇಡ|ತಿಳಿಸಬೇಡಿ|ಬರೆಯಬೇಡಿ)",
      "{P}[^.!?।\\n]{0,40}?(?:ಕೇಳದೆ|ಹೇಳದೆ|ತಿಳಿಸದೆ)",
    ),
  },
  ml: {
    principals:
      "(?:അക്കൗണ്ടന്റ\\S*|കണക്കപ്പിള്ള\\S*|പങ്കാളി\\S*|ഡയറക്ട(?:ർ|റ|ര)\\S*|മാനേജ(?:ർ|റ|ര)\\S*|മേൽനോട്ട\\S*|സഹപ്രവർത്തക\\S*|ടീം\\S*|ഓഫീസ\\S*|ജീവനക്കാര\\S*|സ്റ്റാഫ\\S*|ക്ലയന്റ\\S*|ഉടമ\\S*|ബോസ\\S*)",
    bypassFrame: alt(
      "{P}[^.!?।\\n]{0,40}?(?:ചോദിക്കേണ്ടതില്ല|പറയേണ്ടതില്ല|അറിയിക്കേണ്ടതില്ല|എഴുതേണ്ടതില്ല|അറിയേണ്ടതില്ല)",
      "{P}[^.!?।\\n]{0,40}?(?:പറയരുത്|ചോദിക്കരുത്|അറിയിക്കരുത്|എഴുതരുത്)",
      "{P}[^.!?।\\n]{0,40}?(?:ചോദിക്കാതെ|പറയാതെ|അറിയിക്കാതെ)",
    ),
  },
  jv: {
    principals: `(?:akuntan|juru ?buku|mitra|partner|direktur|manajer|pengawas|atasan|kanca kerja|tim|kantor|staf|pegawe|pegawai|klien|pelanggan|bos)${E}`,
    bypass: alt(
      "(?:ora|ra|mboten|boten) (?:perlu|usah) (?:\\p{L}+ )?(?:takon|nakoni|ngandhani|ngabari|kandha|matur|nyuwun pirsa|ngirim|nunggu|ngenteni)(?![\\p{L}])",
      "aja (?:\\p{L}+ )?(?:takon|ditakoni|kandha|dikandhani|ngabari|dikabari|ngandhani|diwenehi ngerti|cc)(?![\\p{L}])",
      "tanpa (?:\\p{L}+ )?(?:takon|ngabari|ngandhani|sepengetahuan)",
    ),
  },
};

/** 3. The professionals an office, a firm or a shop is run by, who are kept out of an injection's act as much as the
 * family is out of a household's: the accountant or bookkeeper, the partner(s), the manager, supervisor or director,
 * the colleague(s), the team, the office, the staff, the approver. `principal`: the forms a keep-out verb takes ("no
 * need to tell the accountant", "не пиши бухгалтеру"), added to the row's `principals`; `awaited`: the forms "without
 * waiting for" takes ("without waiting for the accountant", "nie czekając na księgową"), added to the keep-out row's
 * `review` (the team, the office and the staff are left out there: "without waiting for the office to open" is a
 * person's). The writer's own ("my accountant") is left out where the row's guard tells it (`notMine`). */
interface RoleVocab {
  principal: string;
  awaited: string;
}

const ROLES: Partial<Record<Lang, RoleVocab>> = {
  en: {
    // Not "our staff will never ask …": a bank's notice, not a principal kept out.
    principal: `(?<!(?<![\\p{L}])(?:my|our) )(?:accountants?|bookkeepers?|partners|(?:the|a|any|other) partner|managers|directors?|supervisors?|colleagues?|co-?workers?|the team|the office|(?:the|other|any) staff|approvers?)${E}(?! (?:\\p{L}+ ){0,2}never)`,
    awaited: `(?:the |your |an? |their |any )?(?:accountant|bookkeeper|partners?|manager|director|supervisor|approver|colleagues?)(?:'s|’s)?${E}`,
  },
  de: {
    principal:
      "(?:buchhalter\\p{L}*|steuerberat\\p{L}*|partner(?:n|in|innen)?|teilhaber\\p{L}*|geschäftsführ\\p{L}*|geschäftsleitung|manager(?:in)?|direktor\\p{L}*|kolleg\\p{L}*|(?:das|dem) team|(?:das|dem) büro|sekretariat|mitarbeiter(?:n|innen)?|personal|freigeber\\p{L}*)(?![\\p{L}])",
    awaited:
      "(?:buchhalter\\p{L}*|steuerberat\\p{L}*|partner\\p{L}*|teilhaber\\p{L}*|geschäftsführ\\p{L}*|chef\\p{L}*|vorgesetzt\\p{L}*|direktor\\p{L}*|manager\\p{L}*|freigeber\\p{L}*)",
  },
  fr: {
    principal:
      "(?:(?:expert-)?comptables?|associés?|associées?|partenaires|gérante?s?|directeur|directrice|directeurs|manager|managers|superviseur|collègues?|l'équipe|le bureau|le personnel|valideur|validateur|validatrice)(?![\\p{L}])",
    awaited:
      "(?:(?:expert-)?comptable|associés?|associée|gérante?|directeur|directrice|manager|responsable|superviseur|valideur|validateur|validatrice)(?![\\p{L}])",
  },
  es: {
    principal:
      "(?:contador(?:a|es|as)?|contable|gestor(?:a|ía)?|socios?|socias?|director(?:a|es)?|gerente|encargad[oa]s?|compañer[oa]s|colegas?|equipo|oficina|personal|aprobador(?:a)?)(?![\\p{L}])",
    awaited:
      "(?:contador(?:a)?|contable|gestor(?:a|ía)?|socios?|socia|director(?:a)?|gerente|encargad[oa]|responsable|supervisor(?:a)?|aprobador(?:a)?)(?![\\p{L}])",
  },
  it: {
    principal:
      "(?:commercialista|contabile|ragioniere|ragioniera|soci|socio|partner|direttore|direttrice|manager|supervisore|colleghi|colleghe|collega|team|ufficio|personale|approvatore)(?![\\p{L}])",
    awaited:
      "(?:commercialista|contabile|ragioniere|ragioniera|soci|socio|direttore|direttrice|manager|responsabile|supervisore|approvatore)(?![\\p{L}])",
  },
  pt: {
    principal:
      "(?:contabilista|contador(?:a)?|sócios?|sócias?|parceiros|diretor(?:a|es)?|director(?:a)?|gerente|gestor(?:a)?|supervisor(?:a)?|colegas?|equipa|equipe|escritório|pessoal|aprovador(?:a)?)(?![\\p{L}])",
    awaited:
      "(?:contabilista|contador(?:a)?|sócios?|sócia|diretor(?:a)?|director(?:a)?|gerente|gestor(?:a)?|supervisor(?:a)?|responsável|aprovador(?:a)?)(?![\\p{L}])",
  },
  nl: {
    principal:
      "(?:boekhouder\\p{L}*|accountant\\p{L}*|partners?|vennoten|directeur|directie|manager|collega'?s?|team|kantoor|personeel|medewerkers)(?![\\p{L}])",
    awaited: "(?:boekhouder|accountant|partners?|vennoten|directeur|directie|manager|leidinggevende|baas)(?![\\p{L}])",
  },
  sv: {
    principal:
      "(?:revisor\\p{L}*|redovisningskonsult\\p{L}*|bokförar\\p{L}*|ekonom(?:en|erna)|delägar\\p{L}*|partner(?:n|na)|direktör\\p{L}*|chefer(?:na)?|kolleg\\p{L}*|team(?:et)|kontoret|personalen|godkännar\\p{L}*)",
    awaited:
      "(?:revisor\\p{L}*|redovisningskonsult\\p{L}*|ekonomen|(?:ekonomi|personal|avdelnings)?chefen|delägar\\p{L}*|partner(?:n|na)|direktör\\p{L}*|chefen|handläggar\\p{L}*|godkännar\\p{L}*)",
  },
  pl: {
    principal: unmarked(
      "(?:księgow\\p{L}*|wspólni\\p{L}*|partner\\p{L}*|dyrektor\\p{L}*|menedżer\\p{L}*|manager\\p{L}*|koordynator\\p{L}*|współpracowni\\p{L}*|koleg(?:a|i|ą|ę|om|ów|ami|dze)|koleżank\\p{L}*|zesp[oó]ł(?:u|owi)?|zespole|biur(?:o|a|u|em|ze)|personel\\p{L}*|pracownik\\p{L}*|zatwierdzając\\p{L}*)(?![\\p{L}])",
    ),
    awaited:
      "(?:księgow\\p{L}*|wspólnik\\p{L}*|wspólnicz\\p{L}*|partner\\p{L}*|dyrektor\\p{L}*|kierownik\\p{L}*|kierowniczk\\p{L}*|przełożon\\p{L}*|menedżer\\p{L}*|szef\\p{L}*|zatwierdzając\\p{L}*)",
  },
  cs: {
    principal: unmarked(
      "(?:účetn(?:í|ím|ího|ímu|ou)|společník\\p{L}*|společnic\\p{L}*|partner\\p{L}*|ředitel\\p{L}*|manažer\\p{L}*|kolegy|kolegům|kolegovi|kolegyn\\p{L}*|týmu|tým|kancelář\\p{L}*|personál\\p{L}*|zaměstnanc\\p{L}*|schvalovatel\\p{L}*)(?![\\p{L}])",
    ),
    awaited:
      "(?:účetní\\p{L}*|společník\\p{L}*|partner\\p{L}*|ředitel\\p{L}*|manažer\\p{L}*|vedoucí\\p{L}*|nadřízen\\p{L}*|šéf\\p{L}*|schvalovatel\\p{L}*)",
  },
  ru: {
    principal:
      "(?:бухгалтер\\p{L}*|бухгалтери\\p{L}*|партн[её]р\\p{L}*|компаньон\\p{L}*|директор\\p{L}*|менеджер\\p{L}*|управляющ\\p{L}*|коллег\\p{L}*|команд(?:а|е|у|ы|ой)(?![\\p{L}])|офис(?:у|е|а)?(?![\\p{L}])|сотрудник\\p{L}*|персонал\\p{L}*|согласующ\\p{L}*)",
    awaited:
      "(?:бухгалтер\\p{L}*|партн[её]р\\p{L}*|компаньон\\p{L}*|директор\\p{L}*|менеджер\\p{L}*|управляющ\\p{L}*|начальни\\p{L}*|руководител\\p{L}*|согласующ\\p{L}*)",
  },
  uk: {
    principal:
      "(?:бухгалтер\\p{L}*|бухгалтері\\p{L}*|партнер\\p{L}*|компаньйон\\p{L}*|директор\\p{L}*|менеджер\\p{L}*|керуюч\\p{L}*|колег\\p{L}*|команд(?:а|і|у|ою)(?![\\p{L}])|офіс(?:у|і)?(?![\\p{L}])|співробітник\\p{L}*|персонал\\p{L}*|працівник\\p{L}*)",
    awaited:
      "(?:бухгалтер\\p{L}*|партнер\\p{L}*|компаньйон\\p{L}*|директор\\p{L}*|менеджер\\p{L}*|керуюч\\p{L}*|керівник\\p{L}*|начальни\\p{L}*)",
  },
  el: {
    principal:
      "(?:λογιστ\\p{L}*|συνεταίρ\\p{L}*|εταίρ\\p{L}*|διευθυντ\\p{L}*|μάνατζερ|συνάδελφ\\p{L}*|(?:την |στην )ομάδα|(?:το |στο )γραφείο|(?:το |στο )προσωπικό)",
    awaited: "(?:λογιστ\\p{L}*|συνεταίρ\\p{L}*|εταίρ\\p{L}*|διευθυντ\\p{L}*|μάνατζερ|υπεύθυν\\p{L}*|προϊστάμεν\\p{L}*)",
  },
  tr: {
    principal:
      "(?:muhasebeci\\p{L}*|mali müşavir\\p{L}*|ortaklar\\p{L}*|ortağ\\p{L}*|direktör\\p{L}*|genel müdür\\p{L}*|şef\\p{L}*|süpervizör\\p{L}*|meslektaş\\p{L}*|iş arkadaş\\p{L}*|ekib\\p{L}*|ekip|ekipte|ofis\\p{L}*|personel\\p{L}*|çalışanlar\\p{L}*)",
    awaited:
      "(?:muhasebeci\\p{L}*|mali müşavir\\p{L}*|ortağ\\p{L}*|ortaklar\\p{L}*|direktör\\p{L}*|müdür\\p{L}*|yönetici\\p{L}*|şef\\p{L}*|amir\\p{L}*)",
  },
  id: {
    principal: `(?:akuntan|bagian keuangan|mitra|rekan kerja|partner|direktur|manajer|penyelia|supervisor|kolega|tim|kantor|staf|karyawan|pegawai)${E}`,
    awaited: `(?:akuntan|mitra|partner|direktur|manajer|atasan|penyelia|supervisor|pimpinan)${E}`,
  },
  vi: {
    principal: "(?:kế toán|đối tác|giám đốc|trưởng phòng|quản lý|giám sát|đồng nghiệp|văn phòng|nhân viên|người duyệt)",
    awaited: "(?:kế toán|đối tác|giám đốc|trưởng phòng|quản lý|cấp trên|sếp|người duyệt)",
  },
  sw: {
    principal: `(?:mhasibu|wahasibu|mshirika|washirika|mbia|wabia|mkurugenzi|meneja|msimamizi|mwenzako|wenzako|wenzetu|timu|ofisi|wafanyakazi)${E}`,
    awaited: `(?:mhasibu|mshirika|washirika|mbia|mkurugenzi|meneja|msimamizi)${E}`,
  },
  hi: {
    principal:
      "(?:अकाउंटेंट|लेखाकार|मुनीम|पार्टनर(?:ों)?|साझेदार(?:ों)?|निदेशक|डायरेक्टर|सुपरवाइज़र|सुपरवाइजर|पर्यवेक्षक|सहकर्मी(?:यों)?|टीम|ऑफ़िस|ऑफिस|दफ़्तर|दफ्तर|स्टाफ़|स्टाफ|कर्मचारियों)",
    awaited: "(?:अकाउंटेंट|लेखाकार|मुनीम|पार्टनर|साझेदार|निदेशक|डायरेक्टर|मैनेजर|प्रबंधक|सुपरवाइज़र|सुपरवाइजर|पर्यवेक्षक|बॉस)",
  },
  bn: {
    principal:
      "(?:অ্যাকাউন্ট্যান্ট\\S*|হিসাবরক্ষক\\S*|পার্টনার\\S*|অংশীদার\\S*|পরিচালক\\S*|ডিরেক্টর\\S*|সুপারভাইজার\\S*|সহকর্মী\\S*|টিম\\S*|অফিস\\S*|কর্মীদের|স্টাফ\\S*)",
    awaited: "(?:অ্যাকাউন্ট্যান্ট\\S*|হিসাবরক্ষক\\S*|পার্টনার\\S*|অংশীদার\\S*|পরিচালক\\S*|ম্যানেজার\\S*|সুপারভাইজার\\S*|বস\\S*)",
  },
  ur: {
    principal: "(?:اکاؤنٹنٹ|محاسب|پارٹنر|شراکت دار|ڈائریکٹر|سپروائزر|ساتھیوں|ساتھی کارکن|ٹیم|دفتر|آفس|عملے|عملہ|اسٹاف)",
    awaited: "(?:اکاؤنٹنٹ|محاسب|پارٹنر|شراکت دار|ڈائریکٹر|منیجر|مینیجر|سپروائزر|باس)",
  },
  ar: {
    principal: "(?:المحاسب|محاسب|الشركاء|الشريك|شريك|المشرف|مشرف|الزملاء|زملائ|زميل|الفريق|المكتب|الموظفين|طاقم)",
    awaited: "(?:المحاسب|محاسب|الشريك|الشركاء|المدير|مدير|المشرف|مشرف)",
  },
  fa: {
    principal: "(?:حسابدار|شریک|شرکا|مدیرعامل|سرپرست|همکار|تیم|کارکنان|پرسنل)",
    awaited: "(?:حسابدار|شریک|مدیر|مدیرعامل|سرپرست|رئیس)",
  },
  he: {
    principal:
      "(?:רואה החשבון|רואת החשבון|מנהל החשבונות|מנהלת החשבונות|השותפים|השותף|השותפה|לשותפים|לשותף|לשותפה|המנהלת|המפקח|הממונה|לממונה|העמיתים|לעמיתים|הקולגות|הצוות|לצוות|המשרד|למשרד|העובדים|לעובדים)",
    awaited:
      "(?:רואה החשבון|רואת החשבון|מנהל החשבונות|מנהלת החשבונות|השותפים|השותף|השותפה|לשותפים|לשותף|לשותפה|המנהל|המנהלת|למנהל|למנהלת|הממונה|לממונה)",
  },
  am: {
    principal:
      "(?:[ሒሂ]ሳብ ሹ[ምሙሜሞ]|አካውንታን[ትቱቶ]|ሸሪ[ክኩኮ]|አጋሮ[ችቹ]|ዳይሬክተ[ርሩሮ]|ተቆጣጣ[ሪሩ]|ባልደረ[ባቦ]|ባልደረቦ[ችቹ]|ቡድኑ|ቢሮው|[ሠሰ]ራተኞ[ችቹ])",
    awaited: "(?:[ሒሂ]ሳብ ሹ[ምሙሜሞ]|አካውንታን[ትቱቶ]|ሸሪ[ክኩኮ]|ዳይሬክተ[ርሩሮ]|ሥራ አስኪያ[ጅጁ]|ተቆጣጣ[ሪሩ]|አለቃ)",
  },
  th: {
    principal:
      "(?:นักบัญชี|ฝ่ายบัญชี|หุ้นส่วน|พาร์ทเนอร์|ผู้อำนวยการ|กรรมการผู้จัดการ|หัวหน้างาน|เพื่อนร่วมงาน|ทีมงาน|สำนักงาน|ออฟฟิศ|พนักงาน|ผู้อนุมัติ)",
    awaited: "(?:นักบัญชี|ฝ่ายบัญชี|หุ้นส่วน|ผู้อำนวยการ|ผู้จัดการ|หัวหน้า|ผู้อนุมัติ)",
  },
  lo: {
    principal: "(?:ນັກບັນຊີ|ພະແນກບັນຊີ|ຫຸ້ນສ່ວນ|ຄູ່ຮ່ວມທຸລະກິດ|ຜູ້ອຳນວຍການ|ເພື່ອນຮ່ວມງານ|ທີມງານ|ຫ້ອງການ|ພະນັກງານ|ຜູ້ອະນຸມັດ)",
    awaited: "(?:ນັກບັນຊີ|ຫຸ້ນສ່ວນ|ຜູ້ອຳນວຍການ|ຜູ້ຈັດການ|ຫົວໜ້າ|ຜູ້ອະນຸມັດ)",
  },
  ko: {
    principal:
      "(?:회계사|회계 담당자|경리|세무사|파트너|동업자|이사님|대표님|부장님|과장님|동료|팀원|사무실|직원들|승인자)",
    awaited: "(?:회계사|경리|세무사|파트너|동업자|이사님|대표님|부장님|팀장님|과장님|승인자)",
  },
  ja: {
    principal: "(?:会計士|経理|税理士|パートナー|共同経営者|取締役|部長|課長|同僚|チーム|事務所|スタッフ|社員|承認者)",
    awaited: "(?:会計士|経理|税理士|パートナー|共同経営者|取締役|部長|課長|上司|承認者)",
  },
  zh: {
    principal:
      "(?:会计|會計|财务|財務|合伙人|合夥人|合作伙伴|合作夥伴|董事|总监|總監|主管|同事|团队|團隊|办公室|辦公室|员工|員工|审批人|審批人)",
    awaited: "(?:会计|會計|财务|財務|合伙人|合夥人|董事|总监|總監|主管|经理|經理|上司|审批人|審批人)",
  },
  km: {
    principal: "(?:គណនេយ្យករ|ដៃគូ|នាយក|អ្នកត្រួតពិនិត្យ|មិត្តរួមការងារ|សហការី|ក្រុមការងារ|ការិយាល័យ|បុគ្គលិក)",
    awaited: "(?:គណនេយ្យករ|ដៃគូ|នាយក|អ្នកគ្រប់គ្រង|អ្នកត្រួតពិនិត្យ|ចៅហ្វាយ)",
  },
  my: {
    principal: "(?:စာရင်းကိုင်|မိတ်ဖက်|အစုစပ်|ဒါရိုက်တာ|ကြီးကြပ်သူ|လုပ်ဖော်ကိုင်ဖက်|အဖွဲ့ဝင်|ရုံး|ဝန်ထမ်း)",
    awaited: "(?:စာရင်းကိုင်|မိတ်ဖက်|ဒါရိုက်တာ|မန်နေဂျာ|ကြီးကြပ်သူ|သူဌေး)",
  },
  si: {
    principal:
      "(?:ගණකාධිකාරී\\S*|ගණකාධිකාරි\\S*|හවුල්කරු\\S*|අධ්යක්ෂ\\S*|අධීක්ෂක\\S*|සගයන්\\S*|සගයා\\S*|කණ්ඩායම\\S*|කාර්යාල\\S*|කාර්ය මණ්ඩල\\S*)",
    awaited: "(?:ගණකාධිකාරී\\S*|ගණකාධිකාරි\\S*|හවුල්කරු\\S*|අධ්යක්ෂ\\S*|කළමනාකරු\\S*|අධීක්ෂක\\S*)",
  },
  ta: {
    principal:
      "(?:கணக்காளர\\S*|பங்குதாரர\\S*|இயக்குநர\\S*|இயக்குனர\\S*|மேற்பார்வையாளர\\S*|சக ஊழியர\\S*|குழுவ\\S*|அலுவலக\\S*|ஊழியர்கள\\S*)",
    awaited: "(?:கணக்காளர\\S*|பங்குதாரர\\S*|இயக்குநர\\S*|இயக்குனர\\S*|மேலாளர\\S*|மேற்பார்வையாளர\\S*)",
  },
  ne: {
    principal:
      "(?:लेखापाल\\S*|साझेदार\\S*|पार्टनर\\S*|निर्देशक\\S*|सुपरभाइजर\\S*|सहकर्मी\\S*|टोली\\S*|कार्यालय\\S*|अफिस\\S*|कर्मचारी\\S*)",
    awaited: "(?:लेखापाल\\S*|साझेदार\\S*|पार्टनर\\S*|निर्देशक\\S*|म्यानेजर\\S*|प्रबन्धक\\S*|सुपरभाइजर\\S*|हाकिम\\S*)",
  },
  ka: {
    principal:
      "(?:ბუღალტ\\p{L}*|პარტნიორ\\p{L}*|დირექტორ\\p{L}*|ზედამხედველ\\p{L}*|კოლეგ\\p{L}*|გუნდ\\p{L}*|ოფის\\p{L}*|თანამშრომ\\p{L}*|პერსონალ\\p{L}*)",
    awaited: "(?:ბუღალტ\\p{L}*|პარტნიორ\\p{L}*|დირექტორ\\p{L}*|მენეჯერ\\p{L}*|ზედამხედველ\\p{L}*|უფროს\\p{L}*)",
  },
  yo: {
    principal: yoruba("(?:akọ̀wé owó|onímọ̀ ìṣirò owó|alábàáṣiṣẹ́pọ̀|olùdarí|alábòójútó|àwọn òṣìṣẹ́|ọ́fíìsì|ẹlẹgbẹ́)"),
    awaited: "(?:akọ̀wé owó|onímọ̀ ìṣirò owó|alábàáṣiṣẹ́pọ̀|olùdarí|alábòójútó|mánéjà|ọ̀gá)",
  },
  ha: {
    principal: hausa(
      "(?:akawunta|mai lissafi|abokin hulɗa|abokan hulɗa|abokin tarayya|abokan tarayya|darakta|mai kulawa|abokin aiki|abokan aiki|ofis|ma'aikata)",
    ),
    awaited: "(?:akawunta|mai lissafi|abokin hulɗa|abokan hulɗa|abokin tarayya|darakta|manaja|mai kulawa|shugaba)",
  },
  tl: {
    principal: `(?:accountant|bookkeeper|kasosyo|mga partner|partners?|direktor|director|superbisor|supervisor|katrabaho|kasamahan|team|opisina|office|staff|kawani)${E}`,
    awaited: `(?:accountant|bookkeeper|kasosyo|partner|direktor|director|manager|supervisor|superbisor|amo|boss)${E}`,
  },
  "ar-latn": {
    principal: `(?:el )?(?:mo7aseb|mu7aseb|mohaseb|muhasib|accountant|sharik|shareek|shoraka|partners?|director|supervisor|moshref|zameel|zomala2|zamil|team|fari2|maktab|office|staff|mowazafin|muwazafin)${E}`,
    awaited: `(?:el )?(?:mo7aseb|mu7aseb|mohaseb|muhasib|accountant|sharik|shareek|partners?|modir|mudir|director|manager|supervisor|moshref)${E}`,
  },
  "hi-latn": {
    principal: `(?:accountant|munim|partners?|director|supervisor|colleagues?|sahkarmi|team|office|daftar|staff)${E}`,
    awaited: `(?:accountant|munim|partner|director|manager|supervisor|boss)${E}`,
  },
};

for (const [lang, roles] of Object.entries(ROLES) as Array<[Lang, RoleVocab]>)
  extend(PRINCIPALS, lang, "principals", roles.principal);

const MAILBOX: Partial<Record<Lang, OversightRow>> = {
  en: {
    suppress: alt(
      "mark\\p{L}*",
      "delet\\p{L}*",
      "remov\\p{L}*",
      "archiv\\p{L}*",
      `trash${E}`,
      "hid(?:e|ing)",
      "filter\\p{L}* out",
      "suppress\\p{L}*",
      "silenc\\p{L}*",
      `mut(?:e|ing)${E}`,
      "dismiss\\p{L}*",
      "purg\\p{L}*",
      "stop showing",
      "auto-?(?:delet|archiv)\\p{L}*",
      "(?:to|into) (?:the )?(?:trash|bin|archive|spam|junk|deleted items)",
    ),
    alerts: alt(
      "(?:all|every|any|each)(?: of)?(?: (?:the|your|her|his|their|future|new|incoming|further|these|those)){0,3} (?:[\\p{L}-]+ )?(?:alerts?|notifications?|warnings?|notices|reminders|(?:e-?mails?|messages?|mails?) (?:from|sent by))",
      "(?:bank|card|security|fraud|account|login|sign-?in)(?:'s)? (?:alerts|notifications|warnings|messages|e-?mails)",
    ),
    offVerb: alt(
      "turn\\p{L}* off",
      "switch\\p{L}* off",
      "disabl\\p{L}*",
      "deactivat\\p{L}*",
      "bypass\\p{L}*",
      "suspend\\p{L}*",
      "skip\\p{L}*",
      "paus(?:e|ing)",
    ),
    filterNoun: alt(
      "(?:spam|junk|phishing|security|malware|virus|content|link|attachment|sender|mail|e-?mail|inbox) ?(?:filter\\p{L}*|checks?|scan\\p{L}*|protection|screening|verification)",
      `(?:filtering|scanning)${E}`,
    ),
    allowList: alt(
      "allow ?list\\p{L}*",
      "allow-list\\p{L}*",
      "whitelist\\p{L}*",
      "safe ?list",
      "trusted (?:senders|domains) list",
    ),
    obey: alt(
      "(?:treat|trust|execute|follow|obey|carry out|act on|comply with)\\p{L}* (?:\\p{L}+ ){0,3}?(?:its|their|our|all|the|any) (?:instructions|requests|commands|directives)",
      "(?:treat|consider|regard)\\p{L}* (?:it|them|us|this domain|its messages|their messages|our messages) as (?:trusted|verified|authoritative|internal)",
    ),
    trusted:
      "(?:mark|treat|consider|flag|set|add|list|register)\\p{L}* (?:\\p{L}+ ){0,4}?as (?:a |an )?(?:trusted|verified|authoritative) (?:source|domain|origin|authority)",
    offFrame:
      "(?:turn|switch)\\p{L}* (?:the |your |all |any )?(?:spam |junk |phishing |security |malware |virus |content )?(?:filter\\p{L}*|checks|scanning|protection) off",
  },
  de: {
    suppress: alt(
      "(?:markier|lösch|entfern|archivier|verschieb|versteck|verberg|ausblend|filter|unterdrück|ignorier)\\p{L}*",
      "als gelesen",
      "in den (?:papierkorb|spam|spamordner|archivordner)",
      "nicht mehr an(?:zeigen|gezeigt)",
    ),
    alerts: alt(
      "(?:alle|sämtliche|jede)\\p{L}* (?:\\p{L}+ ){0,2}?(?:warnungen|benachrichtigungen|hinweise|meldungen|mitteilungen|alarme|(?:e-?mails|nachrichten|mails) (?:von|der|des|vom))",
      "(?:bank|sicherheits|konto|anmelde|login)-?(?:warnungen|benachrichtigungen|hinweise|meldungen|mitteilungen|nachrichten|e-?mails)",
    ),
    offVerb: "(?:deaktivier|abschalt|ausschalt|umgeh|überspring|pausier)\\p{L}*",
    filterNoun: alt(
      "(?:spam|junk|phishing|sicherheits|viren|malware|inhalts)-?(?:filter|prüfung|scan|schutz|check)\\p{L}*",
      "filterung",
    ),
    allowList:
      "(?:allowlist|whitelist|positivliste|zulassungsliste|liste (?:der )?(?:sicheren|vertrauenswürdigen) absender)\\p{L}*",
    obey: alt(
      "(?:vertrau|befolg|gehorch)\\p{L}*",
      "(?:führe|führen sie) (?:\\p{L}+ ){0,4}?(?:anweisungen|befehle|aufträge)\\p{L}* (?:\\p{L}+ ){0,2}?aus",
      "als vertrauenswürdig",
    ),
    trusted: "als vertrauenswürdige (?:quelle|domain|domäne|absenderdomain)",
    offFrame:
      "(?:schalte|stelle)\\p{L}* (?:den |die |das |deinen |ihren |unseren )?(?:spam|junk|phishing|sicherheits|viren|malware)?-?(?:filter|prüfung|scan|schutz)\\p{L}* (?:\\p{L}+ ){0,3}?(?:aus|ab)(?![\\p{L}\\p{N}])",
  },
  fr: {
    suppress: alt(
      "(?:marqu|supprim|archiv|masqu|cach|filtr|déplac|ignor|effac)\\p{L}*",
      "comme lu(?:e|s|es)?",
      "(?:à|dans) la corbeille",
      "(?:dans|vers) (?:les )?(?:spams|indésirables|l'archive)",
      "(?:ne plus|arrête de|arrêtez d') ?(?:afficher|montrer)",
    ),
    alerts: alt(
      "(?:tous les|toutes les|chaque) (?:\\p{L}+ ){0,2}?(?:alertes?|notifications?|avertissements?|avis|(?:messages|e-?mails|courriels) (?:de|du|des|d'))",
      "(?:alertes|notifications|avertissements|messages|courriels|e-?mails) (?:de (?:la|votre) banque|de sécurité|bancaires)",
    ),
    offVerb: "(?:désactiv|contourn|suspend|coup|arrêt)\\p{L}*",
    filterNoun: alt(
      "(?:filtre|filtrage|analyse|vérification|contrôle|protection)s? (?:anti-?spam|de sécurité|antivirus|des spams|anti-?phishing|de contenu)",
      "(?:l'|le )(?:anti-?spam|filtrage)",
    ),
    allowList:
      "(?:liste blanche|liste d'autorisation|liste verte|liste des expéditeurs (?:de confiance|approuvés|fiables))",
    obey: alt(
      "(?:fai\\p{L}* confiance|exécut|suiv|appliqu|obé)\\p{L}* (?:\\p{L}+ ){0,3}?(?:ses|leurs|nos|toutes les|les) (?:instructions|demandes|consignes|commandes)",
      "comme (?:fiable|de confiance|sûr)",
    ),
    trusted: "(?:comme )?(?:source|domaine) (?:fiable|de confiance|sûr)",
  },
  es: {
    suppress: alt(
      "(?:marc|elimin|borr|archiv|ocult|filtr|muev|mov|ignor|silenci)\\p{L}*",
      "como leíd[oa]s?",
      "a la papelera",
      "(?:a|en) (?:la carpeta de )?(?:spam|correo no deseado)",
      "(?:deja de|dejar de|no vuelvas a) mostrar",
    ),
    alerts: alt(
      "(?:todas las|todos los|cada) (?:\\p{L}+ ){0,2}?(?:alertas|notificaciones|avisos|advertencias|(?:mensajes|correos|e-?mails) (?:de|del))",
      "(?:alertas|notificaciones|avisos|mensajes|correos) (?:del banco|de seguridad|bancari[oa]s)",
    ),
    offVerb: "(?:desactiv|desconect|apag|omit|suspend|evit)\\p{L}*",
    filterNoun: alt(
      "(?:filtro|filtrado|análisis|comprobación|verificación|control|protección)(?:es|s)? (?:de |anti-?)?(?:spam|seguridad|correo no deseado|phishing|virus|malware|contenido)",
      "(?:el )?filtrado",
    ),
    allowList: "(?:lista blanca|lista de (?:permitidos|remitentes (?:seguros|de confianza)))",
    obey: alt(
      "(?:confí|confi|ejecut|sig|obedec|cumpl)\\p{L}* (?:\\p{L}+ ){0,3}?(?:sus|nuestras|todas las|las) (?:instrucciones|solicitudes|órdenes|peticiones)",
      "como (?:fiable|de confianza|segur[oa])",
    ),
    trusted: "(?:como )?(?:fuente|dominio) (?:fiable|de confianza|confiable|segur[oa])",
  },
  it: {
    suppress: alt(
      "(?:segn|elimin|cancell|archivi|nascond|filtr|spost|ignor|silenzi)\\p{L}*",
      "come lett[eio]",
      "nel cestino",
      "(?:nello|nella cartella) (?:spam|posta indesiderata)",
      "(?:smetti di|non) mostrare",
    ),
    alerts: alt(
      "(?:tutte le|tutti gli|tutti i|ogni) (?:\\p{L}+ ){0,2}?(?:avvisi|notifiche|allerte|avvertenze|(?:messaggi|e-?mail|mail) (?:da|della|del|dalla|dal))",
      "(?:avvisi|notifiche|messaggi|e-?mail|mail) (?:della banca|di sicurezza|bancari[ei])",
    ),
    offVerb: "(?:disattiv|disabilit|spegn|aggir|sospend|salt)\\p{L}*",
    filterNoun: alt(
      "(?:filtro|filtri|filtraggio|controll[oi]|scansione|protezione) (?:anti-?spam|di sicurezza|antivirus|anti-?phishing|dei contenuti|della posta)",
      "(?:il )?filtraggio",
    ),
    allowList: "(?:whitelist|lista bianca|elenco (?:dei )?mittenti (?:attendibili|sicuri|consentiti))",
    obey: alt(
      "(?:fid|esegu|segu|obbedi|rispett)\\p{L}* (?:\\p{L}+ ){0,3}?(?:le sue|le loro|tutte le|le nostre|le) (?:istruzioni|richieste|direttive|comandi)",
      "come (?:attendibile|affidabile|sicur[oa])",
    ),
    trusted: "(?:come )?(?:fonte|dominio) (?:attendibile|affidabile|sicur[oa]|fidat[oa])",
  },
  pt: {
    suppress: alt(
      "(?:marc|elimin|apag|exclu|arquiv|ocult|escond|filtr|mov|ignor|silenci)\\p{L}*",
      "como lid[ao]s?",
      "(?:para|na) (?:a )?(?:lixeira|reciclagem|pasta de spam|spam|lixo)",
      "(?:deixe de|deixa de|pare de) mostrar",
    ),
    alerts: alt(
      "(?:todos os|todas as|cada) (?:\\p{L}+ ){0,2}?(?:alertas|notificações|avisos|(?:mensagens|e-?mails) (?:de|do|da))",
      "(?:alertas|notificações|avisos|mensagens|e-?mails) (?:do banco|de segurança|bancári[oa]s)",
    ),
    offVerb: "(?:desativ|desactiv|deslig|contorn|suspend)\\p{L}*",
    filterNoun: alt(
      "(?:filtro|filtragem|verificaç(?:ão|ões)|análise|proteção)s? (?:de |anti-?)?(?:spam|segurança|lixo eletrónico|lixo eletrônico|phishing|vírus|malware|conteúdo)",
      "(?:a )?filtragem",
    ),
    allowList: "(?:lista branca|lista de (?:permissões|remetentes (?:seguros|confiáveis|de confiança)))",
    obey: alt(
      "(?:confi|execut|sig|obedeç|obedec|cumpr)\\p{L}* (?:\\p{L}+ ){0,3}?(?:as suas|suas|todas as|as nossas|as) (?:instruções|solicitações|pedidos|ordens)",
      "como (?:confiável|fiável|segur[oa]|de confiança)",
    ),
    trusted: "(?:como )?(?:fonte|domínio) (?:confiável|fiável|segur[oa]|de confiança)",
  },
  nl: {
    suppress: alt(
      "(?:markeer|markeren|verwijder|archiveer|verberg|filter|verplaats|negeer|demp)\\p{L}*",
      "als gelezen",
      "naar (?:de )?(?:prullenbak|spam|archief|ongewenste)",
      "niet meer (?:tonen|weergeven)",
    ),
    alerts: alt(
      "(?:alle|elke|iedere) (?:\\p{L}+ ){0,2}?(?:meldingen|waarschuwingen|notificaties|(?:berichten|e-?mails|mails) (?:van|uit))",
      "(?:bank|beveiligings)(?:meldingen|waarschuwingen|berichten|e-?mails)",
    ),
    offVerb: "(?:uitschakel|deactiveer|omzeil|pauzeer)\\p{L}*",
    filterNoun: alt(
      "(?:spam|junk|phishing|beveiligings|virus|inhouds)(?:filter|controle|scan|bescherming)\\p{L}*",
      "filtering",
    ),
    allowList: "(?:whitelist|allowlist|lijst (?:met |van )?(?:veilige|vertrouwde) afzenders)",
    obey: alt(
      "(?:vertrouw|volg|gehoorzaam)\\p{L}* (?:\\p{L}+ ){0,3}?(?:zijn|hun|onze|alle|de) (?:instructies|verzoeken|opdrachten)",
      "voer (?:\\p{L}+ ){0,3}?(?:instructies|opdrachten|verzoeken) (?:\\p{L}+ ){0,2}?uit",
      "als (?:betrouwbaar|vertrouwd)",
    ),
    trusted: "(?:als )?(?:betrouwbare|vertrouwde) (?:bron|domein)",
    offFrame:
      "(?:schakel|zet)\\p{L}* (?:het |de |je |uw |ons )?(?:spam|junk|phishing|beveiligings|virus)?(?:filter|controle|scan|bescherming)\\p{L}* (?:\\p{L}+ ){0,3}?uit(?![\\p{L}\\p{N}])",
  },
  sv: {
    suppress: alt(
      "(?:markera|radera|ta bort|arkivera|dölj|göm|filtrera|flytta|ignorera|tysta)\\p{L}*",
      "som lästa?",
      "till (?:papperskorgen|skräpposten|skräppost|arkivet)",
      "sluta visa",
    ),
    alerts: alt(
      "(?:alla|varje) (?:\\p{L}+ ){0,2}?(?:aviseringar|varningar|notiser|(?:meddelanden|mejl|e-?post) från)",
      "(?:bankens|säkerhets)(?:aviseringar|varningar|meddelanden|mejl)",
    ),
    offVerb: alt("stäng\\p{L}* av", "(?:inaktivera|avaktivera|kringgå|pausa|hoppa över)\\p{L}*"),
    filterNoun: alt(
      "(?:skräppost|spam|säkerhets|virus|nätfiske|innehålls)-?(?:filt|kontroll|skanning|skydd)\\p{L}*",
      "filtrering\\p{L}*",
    ),
    allowList: "(?:vitlista|tillåtelselista|listan (?:över|med) (?:säkra|betrodda) avsändare)\\p{L}*",
    obey: alt(
      "(?:lita på|utför|följ|lyd)\\p{L}* (?:\\p{L}+ ){0,3}?(?:dess|deras|våra|alla) (?:instruktioner|förfrågningar|order|begäranden)",
      "som (?:betrodd|pålitlig)",
    ),
    trusted: "(?:som )?(?:betrodd|pålitlig) (?:källa|domän)",
  },
  pl: {
    suppress: alt(
      "(?:oznacz|usuń|usuwaj|zarchiwizuj|ukryj|ukrywaj|filtruj|odfiltruj|przenieś|przenoś|ignoruj|wycisz)\\p{L}*",
      "jako przeczytan\\p{L}*",
      "do kosza",
      "do spamu",
      "(?:przestań|nie) pokazywać",
    ),
    alerts: alt(
      "(?:wszystkie|każd\\p{L}*) (?:\\p{L}+ ){0,2}?(?:alert\\p{L}*|powiadomie\\p{L}*|ostrzeże\\p{L}*|(?:wiadomości|e-?maile) (?:od|z))",
      "(?:alerty|powiadomienia|ostrzeżenia|wiadomości|e-?maile) (?:z banku|od banku|bankow\\p{L}*|bezpieczeństwa)",
    ),
    offVerb: "(?:wyłącz|dezaktywuj|pomiń|omiń|zawieś|wstrzymaj)\\p{L}*",
    filterNoun: alt(
      "(?:filtr\\p{L}*|skanowani\\p{L}*|kontrol\\p{L}*|ochron\\p{L}*|zabezpiecze\\p{L}*) (?:antyspamow\\p{L}*|spamu|bezpieczeństwa|antywirusow\\p{L}*|antyphishingow\\p{L}*)",
      "filtrowani\\p{L}*",
    ),
    allowList: "(?:biał\\p{L}* list\\p{L}*|list\\p{L}* (?:zaufanych|bezpiecznych) nadawców)",
    obey: alt(
      "(?:ufaj|zaufaj|wykonuj|wykonaj|stosuj|słuchaj)\\p{L}* (?:\\p{L}+ ){0,3}?(?:jej|ich|nasze|wszystkie) (?:polece\\p{L}*|instrukcj\\p{L}*|prośb\\p{L}*)",
      "jako (?:zaufan|bezpieczn)\\p{L}*",
    ),
    trusted: "(?:jako )?(?:zaufan|wiarygodn)\\p{L}* (?:źródło|domen\\p{L}*)",
  },
  cs: {
    suppress: alt(
      "(?:označ|smaž|odstraň|archivuj|skryj|filtruj|přesuň|ignoruj|ztlum)\\p{L}*",
      "jako přečten\\p{L}*",
      "do koše",
      "do spamu",
      "(?:přestaň zobrazovat|nezobrazuj)\\p{L}*",
    ),
    alerts: alt(
      "(?:všechn\\p{L}*|každ\\p{L}*) (?:\\p{L}+ ){0,2}?(?:upozornění|výstrah\\p{L}*|oznámení|(?:zprávy|e-?maily) (?:od|z))",
      "(?:upozornění|výstrahy|zprávy|e-?maily) (?:z banky|od banky|bankovní|zabezpečení)",
    ),
    offVerb: "(?:vypn|deaktivuj|obejdi|přeskoč|pozastav)\\p{L}*",
    filterNoun: alt(
      "(?:filtr\\p{L}*|kontrol\\p{L}*|skenování|ochran\\p{L}*) (?:spamu|proti spamu|zabezpečení|antivir\\p{L}*|phishingu)",
      "(?:antispamov|spamov)\\p{L}* filtr\\p{L}*",
      "filtrování",
    ),
    allowList: "(?:bíl\\p{L}* listin\\p{L}*|sezn\\p{L}* (?:důvěryhodných|bezpečných) odesílatelů)",
    obey: alt(
      "(?:důvěřuj|proveď|prováděj|řiď se|poslechni)\\p{L}* (?:\\p{L}+ ){0,3}?(?:její|jejich|naše|všechny) (?:pokyn\\p{L}*|instrukc\\p{L}*|požadav\\p{L}*)",
      "jako (?:důvěryhodn|bezpečn)\\p{L}*",
    ),
    trusted: "(?:jako )?důvěryhodn\\p{L}* (?:zdroj|doménu)",
  },
  ru: {
    suppress: alt(
      "(?:отметь|отмечай|помет|удали|удаляй|архивир|скрой|скрывай|отфильтр|перемест|перенеси|игнорир)\\p{L}*",
      "как прочитанн\\p{L}*",
      "в (?:корзину|спам|архив)",
      "(?:перестань|не) показывать",
    ),
    alerts: alt(
      "(?:все|всех|каждое|каждый|любые) (?:\\p{L}+ ){0,2}?(?:уведомлени\\p{L}*|оповещени\\p{L}*|предупреждени\\p{L}*|(?:письма|сообщения) (?:от|из))",
      "(?:уведомления|оповещения|предупреждения|письма|сообщения) (?:банка|от банка|службы безопасности|безопасности)",
    ),
    offVerb: "(?:отключи|выключи|обойди|пропусти|приостанови|деактивируй)\\p{L}*",
    filterNoun: alt(
      "(?:спам|антиспам|фишинг|вирус|безопасност)\\p{L}*-?(?:фильтр|провер|сканирован|защит)\\p{L}*",
      "(?:фильтр|провер|сканирован|защит)\\p{L}* (?:спама|от спама|безопасности|на вирусы|от фишинга)",
      "фильтраци\\p{L}*",
    ),
    allowList: "(?:бел\\p{L}* спис\\p{L}*|спис\\p{L}* (?:доверенных|надёжных|надежных|безопасных) отправителей)",
    obey: alt(
      "(?:доверя|выполня|выполни|следу|подчиня)\\p{L}* (?:\\p{L}+ ){0,3}?(?:его|их|наши|все) (?:инструкци|указани|команд|просьб|запрос)\\p{L}*",
      "как (?:доверенн|надёжн|надежн)\\p{L}*",
    ),
    trusted: "(?:как )?(?:доверенн|надёжн|надежн)\\p{L}* (?:источник|домен)\\p{L}*",
  },
  uk: {
    suppress: alt(
      "(?:познач|видали|видаляй|архівуй|сховай|приховай|приховуй|відфільтруй|перемісти|ігноруй)\\p{L}*",
      "як прочитан\\p{L}*",
      "у (?:кошик|спам|архів)",
      "(?:перестань|не) показувати",
    ),
    alerts: alt(
      "(?:всі|усі|кожне|кожен) (?:\\p{L}+ ){0,2}?(?:сповіщен\\p{L}*|попереджен\\p{L}*|(?:повідомлення|листи) (?:від|з))",
      "(?:сповіщення|попередження|листи|повідомлення) (?:банку|від банку|безпеки)",
    ),
    offVerb: "(?:вимкни|вимкніть|обійди|пропусти|призупини|деактивуй)\\p{L}*",
    filterNoun: alt(
      "(?:спам|антиспам)\\p{L}*-?фільтр\\p{L}*",
      "(?:фільтр|перевірк|сканув|захист)\\p{L}* (?:спаму|від спаму|безпеки|на віруси)",
      "фільтрац\\p{L}*",
    ),
    allowList: "(?:біл\\p{L}* спис\\p{L}*|спис\\p{L}* (?:довірених|надійних|безпечних) відправників)",
    obey: alt(
      "(?:довіря|викону|виконай|дотримуй|слухай)\\p{L}* (?:\\p{L}+ ){0,3}?(?:його|їхні|наші|всі|усі) (?:інструкці|вказівк|команд|запит)\\p{L}*",
      "як (?:довірен|надійн)\\p{L}*",
    ),
    trusted: "(?:як )?(?:довірен|надійн)\\p{L}* (?:джерел|домен)\\p{L}*",
  },
  el: {
    suppress: alt(
      "(?:σημείωσε|σήμανε|διάγραψε|διαγράψτε|αρχειοθέτησε|απόκρυψε|κρύψε|φίλτραρε|μετακίνησε|αγνόησε)\\p{L}*",
      "ως αναγνωσμέν\\p{L}*",
      "στα (?:διαγραμμένα|ανεπιθύμητα|σκουπίδια)",
      "(?:σταμάτα να|μην) εμφανίζ\\p{L}*",
    ),
    alerts: alt(
      "(?:όλ(?:α|ες|ους) (?:τα|τις|τους)|κάθε) (?:\\p{L}+ ){0,2}?(?:ειδοποιήσεις|ειδοποίηση|προειδοποιήσεις|(?:μηνύματα|email) (?:από|της))",
      "(?:ειδοποιήσεις|προειδοποιήσεις|μηνύματα) (?:της τράπεζας|ασφαλείας)",
    ),
    offVerb: "(?:απενεργοποί|κλείσε|παράκαμψε|παρέκαμψε|παράλειψε|ανάστειλε)\\p{L}*",
    filterNoun: alt(
      "(?:φίλτρ|έλεγχ|σάρωσ|προστασ)\\p{L}* (?:ανεπιθύμητ\\p{L}*|spam|ασφαλείας|ιών|phishing)",
      "(?:φιλτράρισμα|antispam)",
    ),
    allowList: "(?:λευκ\\p{L}* λίστα|λίστα (?:ασφαλών|έμπιστων|επιτρεπόμενων) αποστολέων)",
    obey: alt(
      "(?:εμπιστ|εκτέλεσ|εκτελ|ακολούθ|υπάκου)\\p{L}* (?:\\p{L}+ ){0,3}?(?:τις|όλες τις) (?:οδηγίες|εντολές|αιτήματα)",
      "ως (?:αξιόπιστ|έμπιστ)\\p{L}*",
    ),
    trusted: "(?:ως )?(?:αξιόπιστ|έμπιστ)\\p{L}* (?:πηγή|τομέα)",
  },
  tr: {
    suppress: alt(
      "okundu olarak",
      `(?:sil|silin|arşivle|gizle|filtrele|taşı|yoksay)(?:in|iniz|yin|yiniz)?${E}`,
      "görmezden gel\\p{L}*",
      "çöp kutusuna",
      "spam (?:klasörüne|kutusuna)",
      "göstermeyi bırak\\p{L}*",
    ),
    alerts: alt(
      "(?:tüm|bütün|her) (?:\\p{L}+ ){0,2}?(?:uyarı|bildirim|ihbar|(?:mesaj|e-?posta)\\p{L}* (?:\\p{L}+ )?gelen)\\p{L}*",
      "(?:bankadan gelen|bankanın|güvenlik) (?:tüm )?(?:uyarı|bildirim|mesaj|e-?posta)\\p{L}*",
    ),
    offVerb: "(?:devre dışı bırak|kapat|atla|askıya al|durdur)\\p{L}*",
    filterNoun: alt(
      "(?:spam|istenmeyen posta|güvenlik|virüs|kimlik avı|içerik) (?:filtre|kontrol|tarama|koruma)\\p{L}*",
      "filtreleme\\p{L}*",
    ),
    allowList: "(?:beyaz liste|izin (?:verilenler )?listesi|güvenilir gönderenler listesi)\\p{L}*",
    obey: alt(
      "(?:talimat|komut|istek)\\p{L}* (?:\\p{L}+ )?(?:uygula|yerine getir|takip et|izle)\\p{L}*",
      "güvenilir olarak",
    ),
    trusted: "güvenilir (?:kaynak|alan adı)\\p{L}* olarak",
  },
  id: {
    suppress: alt(
      "(?:tandai|hapus|arsipkan|sembunyikan|saring|pindahkan|abaikan|bisukan)",
      "sudah dibaca",
      "ke (?:tempat sampah|sampah|spam|arsip)",
      "(?:berhenti menampilkan|jangan tampilkan)",
    ),
    alerts: alt(
      "(?:semua|setiap) (?:\\p{L}+ ){0,2}?(?:peringatan|notifikasi|pemberitahuan|(?:pesan|email|surel) dari)",
      "(?:peringatan|notifikasi|pemberitahuan|pesan|email) (?:dari bank|bank|keamanan)",
    ),
    offVerb: "(?:nonaktifkan|matikan|lewati|tangguhkan|hentikan)",
    filterNoun: alt(
      "(?:filter|penyaring\\p{L}*|pemeriksaan|pemindaian|perlindungan) (?:spam|keamanan|virus|phishing|konten)",
      "penyaringan",
    ),
    allowList: "(?:daftar putih|whitelist|daftar (?:pengirim|domain) (?:tepercaya|terpercaya|aman))",
    obey: alt(
      "(?:percayai|jalankan|ikuti|patuhi|laksanakan) (?:\\p{L}+ ){0,3}?(?:instruksi|perintah|permintaan)",
      "sebagai (?:tepercaya|terpercaya)",
    ),
    trusted: "sebagai (?:sumber|domain) (?:tepercaya|terpercaya)",
  },
  vi: {
    suppress: alt(
      "đánh dấu (?:là )?đã đọc",
      "(?:xóa|xoá|lưu trữ|ẩn|lọc bỏ|bỏ qua|tắt tiếng)",
      "vào (?:thùng rác|thư rác|spam|lưu trữ)",
      "(?:ngừng|không) hiển thị",
    ),
    alerts: alt(
      "(?:tất cả|mọi|toàn bộ) (?:các )?(?:\\p{L}+ ){0,2}?(?:cảnh báo|thông báo|(?:email|thư|tin nhắn) từ)",
      "(?:cảnh báo|thông báo|email|thư|tin nhắn) (?:của|từ) ngân hàng",
      "(?:cảnh báo|thông báo) bảo mật",
    ),
    offVerb: "(?:tắt|vô hiệu hóa|vô hiệu hoá|bỏ qua|tạm dừng)",
    filterNoun: "(?:bộ lọc|lọc|kiểm tra|quét|bảo vệ) (?:thư rác|spam|bảo mật|an ninh|vi-?rút|virus|lừa đảo)",
    allowList: "(?:danh sách trắng|danh sách (?:người gửi|tên miền) (?:tin cậy|an toàn))",
    obey: alt(
      "(?:tin tưởng|thực hiện|làm theo|tuân theo) (?:\\p{L}+ ){0,3}?(?:hướng dẫn|yêu cầu|lệnh|chỉ thị)",
      "là (?:đáng tin cậy|tin cậy)",
    ),
    trusted: "(?:là )?(?:nguồn|tên miền) (?:đáng tin cậy|tin cậy)",
  },
  sw: {
    suppress: alt(
      "(?:weka|wekea) alama (?:kuwa )?(?:zimesomwa|imesomwa)",
      `(?:futa|ficha|chuja|hamisha|puuza)${E}`,
      "kwenye (?:tupio|taka|spam)",
      "(?:acha kuonyesha|usionyeshe)",
    ),
    alerts: alt(
      "(?:arifa|tahadhari|maonyo|ujumbe|barua pepe) (?:zote|yote)",
      "kila (?:arifa|tahadhari|onyo|ujumbe|barua pepe)",
      "(?:arifa|tahadhari|ujumbe|barua pepe) (?:za|ya|kutoka) benki",
    ),
    offVerb: `(?:zima|lemaza|ruka|sitisha)${E}`,
    filterNoun: "(?:kichujio|vichujio|ukaguzi|uchanganuzi|ulinzi) (?:cha |vya |wa )?(?:barua taka|spam|usalama|virusi)",
    allowList: "orodha (?:nyeupe|ya watumaji (?:salama|wanaoaminika)|ya kuruhusiwa)",
    obey: alt("(?:amini|tekeleza|fuata|tii) (?:\\p{L}+ ){0,3}?(?:maagizo|maombi|amri)", "kama (?:inayoaminika|salama)"),
    trusted: "kama (?:chanzo|kikoa) (?:kinachoaminika|kinachoaminiwa)",
  },
  hi: {
    suppress: alt("पढ़ा हुआ (?:मार्क|चिह्नित)", "(?:डिलीट|हटा|मिटा|आर्काइव|छिपा|फ़िल्टर|फिल्टर)", "(?:ट्रैश|स्पैम) में", "दिखाना बंद"),
    alerts: alt(
      "(?:सभी|सारे|सारी|हर) (?:\\S+ ){0,2}?(?:अलर्ट|सूचनाएं|सूचनाएँ|नोटिफिकेशन|चेतावनियां|चेतावनियाँ)",
      "बैंक (?:के|की|से आने वाले|से आने वाली) (?:सभी )?(?:अलर्ट|सूचनाएं|सूचनाएँ|नोटिफिकेशन|संदेश|ईमेल)",
    ),
    offVerb: "(?:बंद कर|अक्षम कर|निष्क्रिय कर|डिसेबल कर|बायपास कर)\\S*",
    filterNoun: alt("(?:स्पैम|सुरक्षा|वायरस|फ़िशिंग|फिशिंग) (?:फ़िल्टर|फिल्टर|जांच|जाँच|स्कैन)", "(?:फ़िल्टरिंग|फिल्टरिंग)"),
    allowList: "(?:व्हाइटलिस्ट|अनुमति सूची|विश्वसनीय प्रेषकों की सूची)",
    obey: alt("(?:निर्देशों|आदेशों) (?:का पालन|को निष्पादित|को पूरा)", "(?:विश्वसनीय|भरोसेमंद) (?:माने|मानें|मानो|समझें)"),
    trusted: "(?:विश्वसनीय|भरोसेमंद) (?:स्रोत|डोमेन) (?:के रूप में|मान)",
  },
  bn: {
    suppress: alt(
      "পড়া হয়েছে (?:হিসেবে )?(?:চিহ্নিত|মার্ক)",
      "(?:ডিলিট|মুছে|মুছুন|আর্কাইভ|লুকিয়ে|লুকান|ফিল্টার)",
      "(?:ট্র্যাশে|স্প্যামে)",
      "দেখানো বন্ধ",
    ),
    alerts: alt(
      "(?:সব|সমস্ত|প্রতিটি) (?:\\S+ ){0,2}?(?:অ্যালার্ট|সতর্কতা|বিজ্ঞপ্তি|নোটিফিকেশন)",
      "ব্যাংকের (?:সব |সমস্ত )?(?:অ্যালার্ট|সতর্কতা|বিজ্ঞপ্তি|নোটিফিকেশন|বার্তা|ইমেল|ইমেইল)",
    ),
    offVerb: "(?:বন্ধ কর|নিষ্ক্রিয় কর|ডিজেবল কর|বাইপাস কর)\\S*",
    filterNoun: alt("(?:স্প্যাম|নিরাপত্তা|ভাইরাস|ফিশিং) (?:ফিল্টার|যাচাই|স্ক্যান)\\S*", "ফিল্টারিং"),
    allowList: "(?:হোয়াইটলিস্ট|অনুমোদিত তালিকা|বিশ্বস্ত প্রেরকদের তালিকা)\\S*",
    obey: alt("(?:নির্দেশ|আদেশ)\\S* (?:পালন|কার্যকর|মেনে)", "বিশ্বস্ত হিসেবে"),
    trusted: "বিশ্বস্ত (?:উৎস|ডোমেন) হিসেবে",
  },
  ur: {
    suppress: alt(
      "پڑھا ہوا (?:نشان|مارک)",
      "(?:ڈیلیٹ|حذف|مٹا|آرکائیو|چھپا|فلٹر)",
      "(?:ٹریش|سپیم|اسپام) میں",
      "دکھانا بند",
    ),
    alerts: alt(
      "(?:تمام|سارے|ساری|ہر) (?:\\S+ ){0,2}?(?:الرٹ|اطلاعات|نوٹیفکیشن|انتباہ)",
      "بینک (?:کے|کی|سے آنے والے|سے آنے والی) (?:تمام )?(?:الرٹ|اطلاعات|نوٹیفکیشن|پیغامات|ای ?میل)",
    ),
    offVerb: "(?:بند کر|غیر فعال کر|ڈس ایبل کر|بائی پاس کر)",
    filterNoun: alt("(?:اسپام|سپیم|سیکیورٹی|سکیورٹی|وائرس|فشنگ) (?:فلٹر|جانچ|اسکین)", "فلٹرنگ"),
    allowList: "(?:وائٹ ?لسٹ|اجازت (?:یافتہ )?فہرست|قابل اعتماد بھیجنے والوں کی فہرست)",
    obey: alt("(?:ہدایات|احکامات) (?:پر عمل|کو نافذ|کی پیروی)", "قابل اعتماد (?:سمجھ|مان)"),
    trusted: "قابل اعتماد (?:ذریعہ|ڈومین|ذریعے)",
  },
  ar: {
    suppress: alt(
      "كمقروء",
      "(?:احذف|أرشف|أخف|اخف|إخفاء|فلتر|انقل|تجاهل)",
      "(?:إلى|الى) (?:سلة المهملات|المهملات|البريد العشوائي|البريد غير المرغوب|الأرشيف)",
      "(?:توقف عن|لا ت)(?:عرض|ظهر)",
    ),
    alerts: alt(
      "(?:جميع|كل) (?:ال)?(?:تنبيهات|إشعارات|اشعارات|تحذيرات|إخطارات|رسائل (?:من|ال)\\p{L}*)",
      "(?:تنبيهات|إشعارات|تحذيرات|رسائل) (?:ال)?(?:بنك|مصرف|أمان)",
    ),
    offVerb: "(?:عطل|عطّل|أوقف|اوقف|تعطيل|إيقاف|تجاوز|تخط|أطفئ)",
    filterNoun: alt(
      "(?:مرشح|فلتر|فحص|حماية)\\p{L}* (?:ال)?(?:بريد العشوائي|رسائل المزعجة|سبام|أمان|فيروسات|تصيد)",
      "(?:ال)?تصفية",
    ),
    allowList: "(?:القائمة البيضاء|قائمة (?:ال)?(?:مرسلين|نطاقات) (?:ال)?(?:موثوق|آمن)\\p{L}*|قائمة السماح)",
    obey: alt(
      "(?:نفذ|نفّذ|اتبع|أطع|ثق ب)\\p{L}* (?:\\p{L}+ ){0,3}?(?:ال)?(?:تعليمات|أوامر|طلبات)",
      "(?:ك|بوصفه )(?:موثوق|جهة موثوقة)",
    ),
    trusted: "(?:ك|بوصفه )?(?:مصدر|نطاق) موثوق",
  },
  fa: {
    suppress: alt(
      "خوانده ?شده",
      "(?:حذف کن|پاک کن|بایگانی کن|پنهان کن|مخفی کن|فیلتر کن|منتقل کن|نادیده بگیر)",
      "(?:به|در) (?:سطل زباله|هرزنامه|اسپم|بایگانی)",
      "(?:نمایش نده|دیگر نشان نده)",
    ),
    alerts: alt(
      "(?:همه|تمام|هر) (?:ی )?(?:\\S+ ){0,2}?(?:هشدار|اعلان|اطلاعیه)\\S*",
      "(?:هشدار|اعلان|پیام|ایمیل)\\S* (?:بانک|امنیتی)",
    ),
    offVerb: "(?:غیرفعال کن|غیر فعال کن|خاموش کن|دور بزن|متوقف کن)",
    filterNoun: "(?:فیلتر|بررسی|اسکن|محافظت)\\S* (?:هرزنامه|اسپم|امنیتی|ویروس|فیشینگ)",
    allowList: "(?:لیست سفید|فهرست سفید|فهرست (?:فرستندگان|دامنه های) (?:مورد اعتماد|امن))",
    obey: alt(
      "(?:دستورات|دستورالعمل ?ها|درخواست ?ها)\\S* (?:\\S+ ){0,2}?(?:را )?(?:اجرا|دنبال|اطاعت)",
      "(?:به عنوان|بعنوان) (?:مورد اعتماد|معتبر)",
    ),
    trusted: "(?:به عنوان|بعنوان) (?:منبع|دامنه)(?:ی)? (?:مورد اعتماد|معتبر)",
  },
  he: {
    suppress: alt(
      "כנקר(?:א|או|אה)",
      "(?:מחק|הסתר|תסתיר|סנן|התעלם|השתק|ארכב)",
      "(?:ל|אל )(?:ה)?(?:אשפה|ספאם|דואר זבל|ארכיון)",
      "(?:תפסיק|הפסק) להציג",
    ),
    alerts: alt("(?:כל|את כל) (?:ה)?(?:התראות|אזהרות|הודעות (?:מ|של))", "(?:התראות|הודעות|מיילים) (?:מ|של )?(?:ה)?בנק"),
    offVerb: "(?:השבת|כבה|עקוף|דלג על|השהה)",
    filterNoun: "(?:מסנן|סינון|בדיקת|סריקת|הגנת)\\p{L}* (?:ה)?(?:ספאם|דואר זבל|אבטחה|וירוסים|פישינג)",
    allowList: "(?:רשימה לבנה|הרשימה הלבנה|רשימת (?:השולחים|הדומיינים) (?:ה)?(?:בטוחים|מהימנים))",
    obey: alt(
      "(?:בצע|עקוב אחר|ציית ל|סמוך על)\\p{L}* (?:\\p{L}+ ){0,3}?(?:ה)?(?:הוראות|בקשות|פקודות)",
      "כ(?:מהימן|אמין)",
    ),
    trusted: "כ(?:מקור|דומיין) (?:מהימן|אמין)",
  },
  am: {
    suppress: alt("እንደተነበበ", "(?:ሰርዝ|አጥፋ|ደብቅ|አጣራ|ችላ በል)", "ወደ (?:ቆሻሻ|አይፈለጌ|ማህደር)", "ማሳየት አቁም"),
    alerts: alt(
      "(?:ሁሉንም|ሁሉም|እያንዳንዱን) (?:\\S+ ){0,2}?(?:ማንቂያ|ማሳወቂያ|ማስጠንቀቂያ)",
      "(?:ከባንኩ|የባንኩ|የባንክ) (?:\\S+ )?(?:ማንቂያ|ማሳወቂያ|ማስጠንቀቂያ|መልእክት|መልዕክት|ኢሜይል)",
    ),
    offVerb: "(?:አጥፋ|አሰናክል|ዝለል|አቋርጥ)",
    filterNoun: "(?:የአይፈለጌ(?: መልእክት)?|የደህንነት|የቫይረስ) (?:ማጣሪያ|ፍተሻ)",
    allowList: "(?:ነጭ ዝርዝር|የታመኑ ላኪዎች ዝርዝር)",
    obey: alt("(?:መመሪያ|ትዕዛዝ)\\S* (?:\\S+ )?(?:ፈጽም|ተከተል|ታዘዝ)", "እንደ ታማኝ"),
    trusted: "እንደ ታማኝ (?:ምንጭ|ጎራ)",
  },
  th: {
    suppress: alt(
      "(?:ทำเครื่องหมาย|มาร์ก)? ?(?:ว่า)?อ่านแล้ว",
      "(?:ลบ|ซ่อน|กรองออก|ย้าย|เก็บถาวร|ปิดเสียง)",
      "(?:ไป|ลง)(?:ที่)?(?:ถังขยะ|จดหมายขยะ|สแปม)",
      "(?:หยุด|ไม่ต้อง)แสดง",
    ),
    alerts: alt(
      "(?:การแจ้งเตือน|คำเตือน|ข้อความ|อีเมล)(?:จาก\\S{0,12})? ?(?:ทั้งหมด|ทุกฉบับ|ทุกรายการ)",
      "ทุก(?:การแจ้งเตือน|คำเตือน)",
      "(?:การแจ้งเตือน|ข้อความ|อีเมล)(?:จาก|ของ)ธนาคาร",
    ),
    offVerb: "(?:ปิดใช้งาน|ปิด|ข้าม|ระงับ)",
    filterNoun: "(?:ตัวกรอง|การกรอง|การตรวจสอบ|การสแกน|การป้องกัน) ?(?:สแปม|จดหมายขยะ|ความปลอดภัย|ไวรัส|ฟิชชิ่ง)",
    allowList: "(?:ไวท์ลิสต์|รายการที่อนุญาต|รายชื่อผู้ส่งที่เชื่อถือได้)",
    obey: alt("(?:ทำตาม|ปฏิบัติตาม|ดำเนินการตาม)(?:คำสั่ง|คำขอ)", "ว่า ?เชื่อถือได้"),
    trusted: "(?:เป็น)?(?:แหล่ง|โดเมน)ที่เชื่อถือได้",
  },
  lo: {
    suppress: alt(
      "ໝາຍ ?(?:ວ່າ)? ?ອ່ານແລ້ວ",
      "(?:ລຶບ|ເຊື່ອງ|ກັ່ນຕອງອອກ|ຍ້າຍ)",
      "(?:ໄປ|ລົງ) ?(?:ທີ່)? ?(?:ຖັງຂີ້ເຫຍື້ອ|ສະແປມ)",
      "ຢຸດສະແດງ",
    ),
    alerts: alt(
      "(?:ການແຈ້ງເຕືອນ|ຄຳເຕືອນ|ຂໍ້ຄວາມ|ອີເມວ)(?: ?ຈາກ\\S{0,12})? ?ທັງໝົດ",
      "ທຸກ ?(?:ການແຈ້ງເຕືອນ|ຄຳເຕືອນ)",
      "(?:ການແຈ້ງເຕືອນ|ຂໍ້ຄວາມ|ອີເມວ) ?(?:ຈາກ|ຂອງ) ?ທະນາຄານ",
    ),
    offVerb: "(?:ປິດການໃຊ້ງານ|ປິດ|ຂ້າມ|ໂຈະ)",
    filterNoun: "(?:ຕົວກັ່ນຕອງ|ການກັ່ນຕອງ|ການກວດສອບ|ການສະແກນ) ?(?:ສະແປມ|ຄວາມປອດໄພ|ໄວຣັສ)",
    allowList: "(?:ລາຍການທີ່ອະນຸຍາດ|ລາຍຊື່ຜູ້ສົ່ງທີ່ເຊື່ອຖືໄດ້)",
    obey: alt("(?:ເຮັດຕາມ|ປະຕິບັດຕາມ) ?(?:ຄຳສັ່ງ|ຄຳຂໍ)", "ວ່າ ?ເຊື່ອຖືໄດ້"),
    trusted: "(?:ແຫຼ່ງ|ໂດເມນ) ?ທີ່ເຊື່ອຖືໄດ້",
  },
  ko: {
    suppress: alt(
      "읽음 ?(?:으로 )?(?:표시|처리)",
      "(?:삭제|숨기|숨김|필터링|보관 ?처리|무시|음소거)",
      "(?:휴지통|스팸 ?(?:함|폴더))(?:으로|에)",
      "(?:표시하지|보여주지) ?(?:말|않)",
    ),
    alerts: alt(
      "(?:모든|전체) ?(?:\\S+ ){0,2}?(?:알림|경고)",
      "(?:알림|경고)(?:을|를)? ?(?:모두|전부)",
      "은행(?:의|에서 ?(?:온|오는))? ?(?:알림|경고|메시지|이메일|메일)",
    ),
    offVerb: "(?:꺼|끄|비활성화|해제|우회|건너뛰)",
    filterNoun: alt("(?:스팸|보안|바이러스|피싱) ?(?:필터|검사|스캔)", "필터링"),
    allowList: "(?:허용 ?목록|화이트 ?리스트|신뢰할 수 있는 발신자 ?목록|안전한 발신자 ?목록)",
    obey: alt("(?:지시|명령|요청)(?:을|를|에)? ?(?:따르|실행하|수행하)", "신뢰할 수 있는 (?:것으로|발신자로)"),
    trusted: "신뢰할 수 있는 ?(?:출처|도메인)(?:로|으로)",
  },
  ja: {
    suppress: alt(
      "既読に",
      "(?:削除|非表示|アーカイブ|ミュート)",
      "ゴミ箱に",
      "迷惑メール(?:フォルダ)?に",
      "表示しない",
    ),
    alerts: alt(
      "(?:すべて|全て)の(?:\\S{0,8})?(?:通知|警告|アラート)",
      "(?:通知|警告|アラート)を(?:すべて|全て)",
      "銀行(?:から)?の(?:通知|警告|アラート|メッセージ|メール)",
    ),
    offVerb: "(?:無効に|オフに|停止|解除|スキップ|回避)",
    filterNoun: alt(
      "(?:スパム|迷惑メール|セキュリティ|ウイルス|フィッシング)(?:フィルター|フィルタ|チェック|スキャン)",
      "フィルタリング",
    ),
    allowList: "(?:許可リスト|ホワイトリスト|信頼済み送信者(?:リスト)?|安全な差出人(?:リスト)?)",
    obey: alt("(?:指示|命令|依頼)(?:に従|を実行)", "信頼できる(?:もの|送信者)として"),
    trusted: "信頼できる(?:情報源|ソース|ドメイン)として",
  },
  zh: {
    suppress: alt(
      "(?:标记|標記|标为|標為)(?:为|為)?已(?:读|讀)",
      "(?:删除|刪除|隐藏|隱藏|过滤掉|過濾掉|屏蔽|归档|歸檔|忽略|静音|靜音)",
      "(?:移到|移至|移动到|移動到|放进|放進)(?:垃圾箱|垃圾邮件|垃圾郵件|回收站)",
      "不再(?:显示|顯示)",
    ),
    alerts: alt(
      "(?:所有|全部|每一?[条條封])(?:的)?(?:\\S{0,8})?(?:通知|警报|警報|提醒|警告)",
      "(?:银行|銀行)(?:发来|發來)?的?(?:通知|警报|警報|提醒|警告|消息|訊息|邮件|郵件)",
    ),
    offVerb: "(?:关闭|關閉|禁用|停用|绕过|繞過|跳过|跳過|暂停|暫停)",
    filterNoun: alt(
      "(?:垃圾邮件|垃圾郵件|安全|病毒|钓鱼|釣魚)(?:过滤|過濾|检查|檢查|扫描|掃描)(?:器)?",
      "(?:过滤|過濾)功能",
    ),
    allowList: "(?:白名单|白名單|允许列表|允許列表|受信任(?:的)?发件人|受信任(?:的)?寄件者|安全发件人)",
    obey: alt(
      "(?:执行|執行|遵循|遵守|服从|服從)(?:其|他们的|他們的|我们的|我們的|所有)?(?:的)?(?:指令|指示|请求|請求|命令)",
      "(?:视为|視為)(?:可信|受信任)",
    ),
    trusted: "(?:标记|標記|设为|設為|视为|視為)(?:为|為)?(?:可信|受信任)(?:的)?(?:来源|來源|域名|網域)",
  },
  km: {
    suppress: alt("សម្គាល់(?:ថា)? ?បានអាន", "(?:លុប|លាក់|ត្រងចេញ)", "(?:ទៅ|ក្នុង) ?(?:ធុងសំរាម|សារឥតបានការ)", "ឈប់បង្ហាញ"),
    alerts: alt(
      "(?:ការជូនដំណឹង|ការព្រមាន|សារ|អ៊ីមែល)(?: ?ពី ?\\S{0,12})? ?ទាំងអស់",
      "(?:ការជូនដំណឹង|ការព្រមាន|សារ|អ៊ីមែល) ?(?:ពី|របស់) ?ធនាគារ",
    ),
    offVerb: "(?:បិទ|រំលង|ផ្អាក)",
    filterNoun: "(?:តម្រង|ការត្រង|ការត្រួតពិនិត្យ|ការស្កេន) ?(?:សារឥតបានការ|spam|សុវត្ថិភាព|មេរោគ)",
    allowList: "(?:បញ្ជីស|បញ្ជីអ្នកផ្ញើដែលទុកចិត្ត)",
    obey: alt("(?:ធ្វើតាម|អនុវត្តតាម) ?(?:ការណែនាំ|បញ្ជា|សំណើ)", "ថា ?(?:អាច)?ទុកចិត្ត"),
    trusted: "(?:ប្រភព|ដែន) ?(?:ដែល)?(?:អាចទុកចិត្តបាន|ទុកចិត្ត)",
  },
  my: {
    suppress: alt("ဖတ်ပြီး(?:အဖြစ်)? ?(?:မှတ်|သတ်မှတ်)", "(?:ဖျက်|ဝှက်|စစ်ထုတ်)", "(?:အမှိုက်ပုံး|spam)(?:ထဲ|သို့)", "မပြ(?:ပါနှင့်|နဲ့)"),
    alerts: alt(
      "(?:သတိပေးချက်|အသိပေးချက်|စာ|မက်ဆေ့ချ်|အီးမေးလ်)(?:များ)?(?: ?\\S{0,12})? ?အားလုံး",
      "ဘဏ်(?:မှ|က)? ?(?:သတိပေးချက်|အသိပေးချက်|စာ|မက်ဆေ့ချ်|အီးမေးလ်)",
    ),
    offVerb: "(?:ပိတ်|ကျော်|ရပ်ဆိုင်း)",
    filterNoun: "(?:spam|စပမ်း|လုံခြုံရေး|ဗိုင်းရပ်စ်) ?(?:စစ်ထုတ်|စစ်ဆေး|စကင်)",
    allowList: "(?:ခွင့်ပြုစာရင်း|ယုံကြည်ရသော ?ပို့သူ ?စာရင်း)",
    obey: alt("(?:ညွှန်ကြားချက်|အမိန့်)(?:များ)?(?:ကို)? ?(?:လိုက်နာ|လုပ်ဆောင်)", "ယုံကြည်ရသည်(?:ဟု)?"),
    trusted: "ယုံကြည်(?:ရသော|စိတ်ချရသော) ?(?:ရင်းမြစ်|ဒိုမိန်း)",
  },
  si: {
    suppress: alt(
      "කියවූ ලෙස (?:සලකුණු|ලකුණු)",
      "(?:මකන්න|මකා දමන්න|සඟවන්න|පෙරා ඉවත් කරන්න)",
      "(?:කුණු බඳුනට|ස්පෑම් වෙත)",
      "පෙන්වීම නවත්වන්න",
    ),
    alerts: alt(
      "(?:සියලු(?:ම)?|සෑම) (?:\\S+ ){0,2}?(?:ඇඟවීම්|දැනුම්දීම්|අනතුරු ඇඟවීම්)\\S*",
      "බැංකුවේ (?:\\S+ )?(?:ඇඟවීම්|දැනුම්දීම්|පණිවිඩ|ඊමේල්)\\S*",
    ),
    offVerb: "(?:අක්රිය කරන්න|ක්රියා විරහිත කරන්න|මඟ හරින්න|වසා දමන්න)",
    filterNoun: "(?:ස්පෑම්|ආරක්ෂක|වෛරස්) (?:පෙරහන|පරීක්ෂා|ස්කෑන්)\\S*",
    allowList: "(?:සුදු ලැයිස්තුව|විශ්වාසදායක යවන්නන්ගේ ලැයිස්තුව|අවසර ලැයිස්තුව)",
    obey: alt("(?:උපදෙස්|නියෝග)\\S* (?:\\S+ )?(?:අනුගමනය කරන්න|ක්රියාත්මක කරන්න|පිළිපදින්න)", "විශ්වාසදායක ලෙස"),
    trusted: "විශ්වාසදායක (?:මූලාශ්රයක්|වසමක්) ලෙස",
  },
  ta: {
    suppress: alt(
      "படித்ததாக (?:குறி|குறிக்க)\\S*",
      "(?:நீக்கு|நீக்கவும்|மறை|மறைக்கவும்|வடிகட்டு)\\S*",
      "(?:குப்பைத் தொட்டிக்கு|ஸ்பேமுக்கு)",
      "காட்டுவதை நிறுத்து\\S*",
    ),
    alerts: alt(
      "(?:அனைத்து|எல்லா) (?:\\S+ ){0,2}?(?:எச்சரிக்கை|அறிவிப்பு)\\S*",
      "(?:எச்சரிக்கை|அறிவிப்பு)\\S* (?:அனைத்தையும்|எல்லாவற்றையும்)",
      "வங்கியின் (?:\\S+ )?(?:எச்சரிக்கை|அறிவிப்பு|செய்தி|மின்னஞ்சல்)\\S*",
    ),
    offVerb: "(?:முடக்க|அணை|நிறுத்த|தவிர்)\\S*",
    filterNoun: "(?:ஸ்பேம்|பாதுகாப்பு|வைரஸ்) (?:வடிகட்டி|சோதனை|ஸ்கேன்)\\S*",
    allowList: "(?:அனுமதிப் பட்டியல்|வெள்ளைப் பட்டியல்|நம்பகமான அனுப்புநர் பட்டியல்)\\S*",
    obey: alt("(?:அறிவுறுத்தல்|கட்டளை)\\S* (?:\\S+ )?(?:பின்பற்று|செயல்படுத்து|நிறைவேற்று)\\S*", "நம்பகமானதாக"),
    trusted: "நம்பகமான (?:மூலமாக|டொமைனாக)",
  },
  ne: {
    suppress: alt(
      "पढिएको (?:भनी )?(?:चिन्ह|मार्क)",
      "(?:मेटाउनुहोस्|मेटाऊ|हटाउनुहोस्|लुकाउनुहोस्|फिल्टर गर्नुहोस्)",
      "(?:रद्दीटोकरीमा|स्प्याममा)",
      "देखाउन बन्द",
    ),
    alerts: alt(
      "(?:सबै|हरेक) (?:\\S+ ){0,2}?(?:अलर्ट|सूचना|चेतावनी)\\S*",
      "बैंकको (?:\\S+ )?(?:अलर्ट|सूचना|चेतावनी|सन्देश|इमेल)\\S*",
    ),
    offVerb: "(?:बन्द गर्नुहोस्|निष्क्रिय पार्नुहोस्|छल्नुहोस्)",
    filterNoun: "(?:स्प्याम|सुरक्षा|भाइरस) (?:फिल्टर|जाँच|स्क्यान)\\S*",
    allowList: "(?:ह्वाइटलिस्ट|अनुमति सूची|विश्वसनीय प्रेषक सूची)\\S*",
    obey: alt("(?:निर्देशन|आदेश)\\S* (?:\\S+ )?(?:पालना|कार्यान्वयन) गर्नुहोस्", "विश्वसनीय मान्नुहोस्"),
    trusted: "विश्वसनीय (?:स्रोत|डोमेन)को रूपमा",
  },
  ka: {
    suppress: alt(
      "(?:მონიშნე|მონიშნეთ) (?:როგორც )?წაკითხულ\\p{L}*",
      "(?:წაშალე|წაშალეთ|დამალე|დამალეთ|გაფილტრე|გადაიტანე)",
      "(?:სანაგვეში|სპამში)",
      "(?:ნუ აჩვენებ|შეწყვიტე ჩვენება)",
    ),
    alerts: alt(
      "(?:ყველა|ყოველი) (?:\\p{L}+ ){0,2}?(?:შეტყობინებ|გაფრთხილებ|ცნობ)\\p{L}*",
      "ბანკის (?:\\p{L}+ )?(?:შეტყობინებ|გაფრთხილებ|წერილ)\\p{L}*",
    ),
    offVerb: "(?:გამორთე|გამორთეთ|გათიშე|გვერდი აუარე|შეაჩერე)",
    filterNoun: alt("(?:სპამის|უსაფრთხოების|ვირუსის) (?:ფილტრ|შემოწმებ|სკანირებ)\\p{L}*", "ფილტრაცი\\p{L}*"),
    allowList: "(?:თეთრ\\p{L}* სია\\p{L}*|სანდო გამგზავნთა სია\\p{L}*|დაშვებულთა სია\\p{L}*)",
    obey: alt("(?:ინსტრუქცი|მითითებ|ბრძანებ)\\p{L}* (?:\\p{L}+ )?(?:შეასრულე|მიჰყევი|დაემორჩილე)", "როგორც სანდო"),
    trusted: "როგორც სანდო (?:წყარო|დომენი)",
  },
  yo: {
    suppress: yoruba(alt("sàmì sí i pé a ti kà á", `pa${E}`, "fi pamọ́", "sínú àpótí ìdọ̀tí", "má ṣe fi hàn mọ́")),
    alerts: yoruba(
      alt(
        "gbogbo (?:\\S+ ){0,2}?(?:ìkìlọ̀|ìfitónilétí)",
        "(?:ìkìlọ̀|ìfitónilétí|ìfiránṣẹ́|ímeèlì) (?:láti|ti) (?:ilé ìfowópamọ́|báńkì)",
      ),
    ),
    offVerb: yoruba(alt(`pa${E}`, "dá (?:\\S+ ){0,3}?dúró", "yẹra fún")),
    filterNoun: yoruba("(?:àlẹ̀mọ́|àyẹ̀wò|ààbò) (?:spam|ààbò|kòkòrò)"),
    allowList: yoruba("(?:àkójọ funfun|àkójọ àwọn olùfiránṣẹ́ tí a gbẹ́kẹ̀lé)"),
    obey: yoruba("(?:gbẹ́kẹ̀lé|tẹ̀lé|gbọ́ràn sí) (?:gbogbo )?(?:ìtọ́sọ́nà|àṣẹ|ìbéèrè)"),
    trusted: yoruba("gẹ́gẹ́ bí orísun tí a gbẹ́kẹ̀lé"),
  },
  ha: {
    suppress: hausa(
      alt(
        "(?:yi|sanya) alama (?:cewa )?an karanta",
        `(?:goge|share|ɓoye|tace)${E}`,
        "(?:zuwa|cikin) (?:kwandon shara|spam)",
        "daina nuna",
      ),
    ),
    alerts: hausa(
      alt(
        "duk (?:\\S+ ){0,2}?(?:sanarwa|sanarwoyi|gargaɗi|faɗakarwa)\\S*",
        "(?:sanarwa|gargaɗi|saƙonni|imel)\\S* (?:daga|na) banki",
      ),
    ),
    offVerb: hausa(`(?:kashe|dakatar|tsallake)${E}`),
    filterNoun: hausa("(?:matatar|binciken|kariyar) (?:spam|saƙonnin banza|tsaro|ƙwayoyin cuta)"),
    allowList: hausa("(?:jerin farare|jerin waɗanda aka amince)"),
    obey: hausa("(?:aiwatar|bi|yi biyayya ga) (?:duk )?(?:umarni|buƙatu)"),
    trusted: hausa("a matsayin (?:tushe|yanki) (?:amintacce|da aka amince)"),
  },
  tl: {
    suppress: alt(
      "(?:markahan|i-mark) (?:bilang |na )?(?:nabasa|read)",
      "(?:burahin|tanggalin|i-delete|itago|i-filter|i-archive|i-mute)",
      "sa (?:basurahan|trash|spam)",
      "(?:huwag nang ipakita|itigil ang pagpapakita)",
    ),
    alerts: alt(
      "(?:lahat ng|bawat) (?:\\p{L}+ ){0,2}?(?:alerto|alert|abiso|notification|babala|(?:mensahe|email) mula)\\p{L}*",
      "(?:alerto|abiso|notification|babala|mensahe|email)\\p{L}* (?:mula sa|ng) bangko",
    ),
    offVerb: "(?:i-?off|patayin|i-?disable|huwag paganahin|laktawan|i-?bypass)",
    filterNoun: alt("(?:spam|seguridad|security|virus) (?:filter|pagsusuri|check|scan)", "pag-?filter"),
    allowList: "(?:whitelist|allowlist|listahan ng (?:mga )?(?:pinagkakatiwalaang|ligtas na) (?:sender|nagpadala))",
    obey: alt(
      "(?:pagkatiwalaan|isagawa|sundin|sundan|tuparin) (?:\\p{L}+ ){0,3}?(?:mga )?(?:tagubilin|utos|kahilingan|instructions)",
      "bilang pinagkakatiwalaan",
    ),
    trusted: "bilang (?:pinagkakatiwalaang|mapagkakatiwalaang) (?:source|pinagmulan|domain)",
  },
  "ar-latn": {
    suppress: alt(
      "(?:7ot|7ott|7ett|hot|7ottilon|7otton)\\S* (?:\\S+ )?(?:read|ma2rou2a|ma2ru2a|makrou2a)",
      "(?:em7i|im7i|em7a|im7a|emsa7|imsa7|sheel|shil|5abbi|khabbi|khabi)",
      "(?:3al|3a|bel|fel) (?:trash|spam|zbele)",
    ),
    alerts: alt(
      "(?:kell|kol|kul|jami3) (?:el )?(?:alerts|notifications|tanbihat|eshe3arat|ish3arat|ta7zirat)",
      "(?:alerts|notifications|tanbihat|eshe3arat|rasa2el|emailet|messages) (?:men|min|mn|taba3|tb3) (?:el )?(?:bank|ma9raf|masraf)",
    ),
    offVerb: "(?:tfi|taffi|wa2ef|wa2if|waqef|sakker|sakkir|3attel|3attil)",
    filterNoun: "(?:filter|fi?ltr|tasfiye|fa7s|7imaye) (?:el )?(?:spam|amen|aman|viruses|virus)",
    allowList: "(?:whitelist|allowlist|2a2imet el (?:mawthou2in|safe senders))",
    obey: "(?:naffez|naffiz|etba3|itba3|sadde2|the2 b) (?:\\S+ ){0,3}?(?:ta3limat|tawjihat|awamer|awamir|instructions)",
    trusted: "(?:ka|k) (?:masdar|domain) (?:mawthou2|mawsoo2|trusted)",
  },
  "hi-latn": {
    suppress: alt(
      "(?:read|padha hua) mark",
      "(?:delete|hata|mita|chhupa|chupa|archive) (?:kar|kardo|kar do|karo|karein|de|do)",
      "(?:trash|spam) (?:mein|me) (?:daal|dal|bhej|move)\\S*",
      "dikhana band",
    ),
    alerts: alt(
      "(?:saare|sare|sabhi|har) (?:\\S+ ){0,2}?(?:alerts?|notifications?|warnings?)",
      "bank (?:ke|ki|se aane wale) (?:saare |sabhi )?(?:alerts?|notifications?|messages?|emails?)",
    ),
    offVerb: "(?:band|off|disable|bypass) (?:kar|kardo|kar do|karo|karein)",
    filterNoun: "(?:spam|security|suraksha|virus) (?:filter|check|jaanch|scan)",
    allowList: "(?:whitelist|allowlist|safe sender list)",
    obey: "(?:instructions?|nirdesh|aadesh) (?:ko )?(?:follow|execute|palan|poora|pura) (?:kar|karo|karein)",
    trusted: "(?:trusted|vishwasniya|bharosemand) (?:source|domain) (?:maan|ki tarah|ke roop mein)",
  },
};

/** Act verbs a reasoning chain may end in, English: acting on mail, secrets or the mailbox's protections. */
const ACT_EN =
  "(?:forward|send|share|export|reveal|disclose|execute|run|transfer|wire|approve|grant|disable|whitelist|allowlist|reply with|comply|refund|reimburse|compensate|waive|rebook|(?:issue|process|grant|apply|initiate) (?:a |an |the )?(?:full |partial )?(?:refund|credit|voucher|reimbursement)|mark (?:it |them |the (?:invoice|booking|order|reservation|payment)s? )?as (?:paid|settled)|cancel (?:it |the (?:booking|order|reservation) )?(?:free of charge|without (?:a )?(?:fee|charge|penalty)))";

const REASONING: Partial<Record<Lang, OversightRow>> = {
  en: {
    stepwise: alt(
      `(?:therefore|so|thus|hence|logically|consequently|it follows that),? (?:the )?(?:safest|most helpful|most logical|only logical|correct|most responsible|only reasonable|only correct|only right|right) (?:thing|action|step|course of action|choice|option|move|response)(?: for you)?(?: to (?:do|take))?(?: here| now)? (?:is|would be) to (?:immediately |now |simply )?${ACT_EN}`,
      "if (?:the|this|my|our) (?:reasoning|logic|analysis|argument|deduction)(?: above)? (?:is|seems|holds|was) (?:correct|sound|valid|right|true),? (?:then )?(?:please )?(?:you (?:should|must|will) )?(?:now )?(?:execute|perform|carry out|complete|do|take|proceed (?:with|to)|act on) (?:step|point|item|action|the (?:next|final|last) step)",
      // Numbered premises and their conclusion: "the conclusion is obvious: do step 5".
      "the (?:conclusion|answer|logical consequence) is (?:obvious|clear|inescapable|simple)[:,;]? (?:\\p{L}+ )?(?:execute|perform|carry out|complete|do|take|proceed with) (?:step|point|item) \\d",
      `logically,? (?:you|the assistant|the agent|an assistant) (?:should|must|need to|have to|are required to|would) (?:now |therefore |immediately )?${ACT_EN}`,
      `(?:reason|think)\\p{L}* (?:it through |this through )?(?:with (?:us|me) )?step[- ]by[- ]step[^.\\n]{0,80}(?:you (?:should|must|will)|then) (?:now )?${ACT_EN}`,
    ),
  },
  de: {
    stepwise: alt(
      "(?:daher|deshalb|also|folglich|logischerweise),? (?:ist )?(?:die|das) (?:sicherste|hilfreichste|logischste|einzig logische|richtige|korrekte|verantwortungsvollste)\\p{L}* (?:handlung|vorgehen|aktion|schritt|option|maßnahme)\\p{L}*,? (?:ist |wäre )?(?:\\p{L}+ ){0,6}?(?:weiterzuleiten|zu senden|zu schicken|zu teilen|zu exportieren|preiszugeben|auszuführen|zu überweisen|freizugeben|zu deaktivieren)",
      "wenn (?:die|diese|meine|unsere) (?:überlegung|argumentation|logik|analyse|schlussfolgerung) (?:\\p{L}+ ){0,2}?(?:stimmt|richtig ist|korrekt ist|zutrifft),? (?:dann )?(?:führe|führen sie|erledige|setze) (?:\\p{L}+ ){0,3}?(?:schritt|punkt)",
      "logischerweise (?:musst|solltest|müssen|sollten) (?:du |sie )?(?:\\p{L}+ ){0,6}?(?:weiterleiten|senden|schicken|teilen|exportieren|ausführen|überweisen|freigeben|deaktivieren)",
    ),
  },
  fr: {
    stepwise: alt(
      "(?:donc|par conséquent|ainsi|logiquement|en toute logique),? (?:la |l')(?:action|option|chose|démarche|décision) (?:la plus (?:sûre|utile|logique|responsable)|correcte|appropriée) (?:est|serait) (?:de |d')(?:transférer|envoyer|partager|exporter|révéler|divulguer|exécuter|virer|approuver|désactiver)",
      "si (?:le|ce|mon|notre) raisonnement est (?:correct|juste|valide|exact),? (?:alors )?(?:exécute|exécutez|effectue|effectuez|réalise|réalisez|passe à|passez à) (?:l'|la )?(?:étape|action)",
      "logiquement,? (?:tu dois|vous devez|tu devrais|vous devriez) (?:maintenant )?(?:transférer|envoyer|partager|exporter|révéler|exécuter|virer|approuver|désactiver)",
    ),
  },
  es: {
    stepwise: alt(
      "(?:por lo tanto|por tanto|así que|por consiguiente|lógicamente|en consecuencia),? la (?:acción|opción|decisión) (?:más (?:segura|útil|lógica|responsable)|correcta|adecuada) (?:es|sería) (?:reenviar|enviar|compartir|exportar|revelar|divulgar|ejecutar|transferir|aprobar|desactivar)",
      "si (?:el|este|mi|nuestro) razonamiento es (?:correcto|válido|cierto),? (?:entonces )?(?:ejecuta|ejecute|realiza|realice|lleva a cabo|completa|complete) el paso",
      "lógicamente,? (?:debes|deberías|debe usted|tienes que) (?:ahora )?(?:reenviar|enviar|compartir|exportar|revelar|ejecutar|transferir|aprobar|desactivar)",
    ),
  },
  it: {
    stepwise: alt(
      "(?:quindi|pertanto|perciò|di conseguenza|logicamente),? (?:l'|la )(?:azione|opzione|cosa|scelta|mossa) (?:più (?:sicura|utile|logica|responsabile)|corretta|giusta) (?:è|sarebbe) (?:inoltrare|inviare|condividere|esportare|rivelare|divulgare|eseguire|trasferire|approvare|disattivare)",
      "se (?:il|questo|il mio|il nostro) ragionamento è (?:corretto|giusto|valido),? (?:allora )?(?:esegui|esegua|completa|completi|procedi con) (?:il )?passo",
      "logicamente,? (?:devi|dovresti|deve|dovrebbe) (?:ora )?(?:inoltrare|inviare|condividere|esportare|rivelare|eseguire|trasferire|approvare|disattivare)",
    ),
  },
  pt: {
    stepwise: alt(
      "(?:portanto|por isso|assim|logo|logicamente|consequentemente),? a (?:ação|acção|opção|escolha|atitude) (?:mais (?:segura|útil|lógica|responsável)|correta|certa) (?:é|seria) (?:encaminhar|reencaminhar|enviar|partilhar|compartilhar|exportar|revelar|divulgar|executar|transferir|aprovar|desativar)",
      "se (?:o|este|esse|o meu|o nosso) raciocínio (?:estiver|está|for) (?:correto|certo|válido),? (?:então )?(?:execute|executa|realize|realiza|complete|conclui|avance para) o passo",
      "logicamente,? (?:você deve|deves|você deveria|devias|tem de|tens de) (?:agora )?(?:encaminhar|enviar|partilhar|compartilhar|exportar|revelar|executar|transferir|aprovar|desativar)",
    ),
  },
  nl: {
    stepwise: alt(
      "(?:daarom|dus|logischerwijs|bijgevolg),? (?:is )?(?:de|het) (?:veiligste|meest behulpzame|meest logische|enige logische|juiste|correcte) (?:actie|optie|stap|keuze)\\p{L}* (?:is |zou zijn )?(?:om )?(?:\\p{L}+ ){0,5}?(?:door te sturen|te versturen|te delen|te exporteren|prijs te geven|uit te voeren|over te maken|goed te keuren|uit te schakelen)",
      "als (?:de|deze|mijn|onze) (?:redenering|logica|analyse) (?:klopt|juist is|correct is),? (?:voer|doe) (?:dan )?(?:\\p{L}+ ){0,2}?stap",
      "logischerwijs (?:moet|zou) (?:je|u) (?:nu )?(?:\\p{L}+ ){0,5}?(?:doorsturen|versturen|delen|exporteren|uitvoeren|overmaken|goedkeuren|uitschakelen)",
    ),
  },
  sv: {
    stepwise: alt(
      "(?:därför|alltså|följaktligen|logiskt sett),? (?:är )?(?:den|det) (?:säkraste|mest hjälpsamma|mest logiska|enda logiska|korrekta) (?:åtgärden|alternativet|steget|valet) (?:är |vore )?att (?:vidarebefordra|skicka|dela|exportera|avslöja|utföra|köra|överföra|godkänna|inaktivera)",
      "om (?:resonemanget|logiken|analysen|mitt resonemang|vårt resonemang) (?:stämmer|är korrekt|är riktigt),? (?:så )?(?:utför|genomför|kör) (?:\\p{L}+ ){0,2}?steg",
      "logiskt sett (?:bör|måste|ska) du (?:nu )?(?:vidarebefordra|skicka|dela|exportera|avslöja|utföra|köra|överföra|godkänna|inaktivera)",
    ),
  },
  pl: {
    stepwise: alt(
      "(?:dlatego|więc|zatem|logicznie rzecz biorąc|w związku z tym),? (?:najbezpieczniejsz|najbardziej pomocn|najbardziej logiczn|jedyn\\p{L}* logiczn|właściw|poprawn)\\p{L}* (?:działani\\p{L}*|opcj\\p{L}*|krok\\p{L}*|wybór) (?:jest|to|byłoby) (?:\\p{L}+ )?(?:przekazać|przesłać|wysłać|udostępnić|wyeksportować|ujawnić|wykonać|przelać|zatwierdzić|wyłączyć)",
      "jeśli (?:to |moje |nasze )?rozumowanie jest (?:poprawne|słuszne|prawidłowe),? (?:to )?(?:wykonaj|przeprowadź|zrealizuj|przejdź do) (?:\\p{L}+ )?krok",
      "logicznie rzecz biorąc,? (?:powinieneś|powinnaś|musisz|należy) (?:teraz )?(?:przekazać|przesłać|wysłać|udostępnić|wyeksportować|ujawnić|wykonać|przelać|zatwierdzić|wyłączyć)",
    ),
  },
  cs: {
    stepwise: alt(
      "(?:proto|tedy|takže|logicky vzato|v důsledku toho),? (?:nejbezpečnější|nejužitečnější|nejlogičtější|jedin\\p{L}* logick\\p{L}*|správn\\p{L}*) (?:krok|akce|volba|možnost)\\p{L}* (?:je|by bylo) (?:\\p{L}+ )?(?:přeposlat|poslat|odeslat|sdílet|exportovat|prozradit|provést|převést|schválit|vypnout)",
      "pokud je (?:toto |naše |moje )?(?:uvažování|úvaha|logika) (?:správn\\p{L}*|platn\\p{L}*),? (?:pak )?(?:proveď|vykonej|dokonči|přejdi na) (?:\\p{L}+ )?krok",
      "logicky (?:bys měl|byste měli|musíš|musíte) (?:nyní |teď )?(?:přeposlat|poslat|odeslat|sdílet|exportovat|prozradit|provést|převést|schválit|vypnout)",
    ),
  },
  ru: {
    stepwise: alt(
      "(?:поэтому|следовательно|значит|таким образом),? (?:самое|самым|наиболее|единственно) (?:безопасн|полезн|логичн|правильн|разумн)\\p{L}* (?:действи|решени|шаг|вариант)\\p{L}* (?:\\p{L}+ ){0,2}?[-—–]? ?(?:это )?(?:сразу |немедленно |срочно )?(?:переслать|отправить|поделиться|экспортировать|раскрыть|выполнить|перевести|одобрить|отключить|оформить возврат|вернуть|возместить|компенсировать)",
      "если (?:это |моё |мое |наше )?(?:рассуждение|логика|анализ|умозаключение) (?:верн\\p{L}*|правильн\\p{L}*|корректн\\p{L}*),? (?:то )?(?:выполни|выполните|сделай|сделайте|перейди к|перейдите к) (?:\\p{L}+ )?(?:шаг|пункт)",
      "(?:вывод|ответ|заключение) (?:очевиден|очевидно|ясен|ясно|прост)[:,;—–-]? ?(?:\\p{L}+ )?(?:выполни|выполните|сделай|сделайте|перейди к|перейдите к) (?:шаг|пункт)\\p{L}* \\d",
      "логически,? (?:ты должен|вы должны|тебе следует|вам следует|тебе нужно|вам нужно) (?:теперь |сейчас )?(?:переслать|отправить|поделиться|экспортировать|раскрыть|выполнить|перевести|одобрить|отключить)",
    ),
  },
  uk: {
    stepwise: alt(
      "(?:тому|отже|таким чином),? (?:найбезпечніш|найкорисніш|найлогічніш|єдино правильн|правильн)\\p{L}* (?:дія|рішення|крок|варіант)\\p{L}* (?:\\p{L}+ ){0,2}?[-—–]? ?(?:це )?(?:переслати|надіслати|поділитися|експортувати|розкрити|виконати|переказати|схвалити|вимкнути)",
      "якщо (?:це |моє |наше )?(?:міркування|логіка|аналіз) (?:правильн\\p{L}*|вірн\\p{L}*|коректн\\p{L}*),? (?:то )?(?:виконай|виконайте|зроби|зробіть|перейди до|перейдіть до) (?:\\p{L}+ )?(?:крок|пункт)",
      "логічно,? (?:ти повинен|ви повинні|тобі слід|вам слід|тобі треба|вам треба) (?:тепер |зараз )?(?:переслати|надіслати|поділитися|експортувати|розкрити|виконати|переказати|схвалити|вимкнути)",
    ),
  },
  el: {
    stepwise: alt(
      "(?:επομένως|άρα|συνεπώς|λογικά),? η (?:ασφαλέστερη|πιο (?:ασφαλής|χρήσιμη|λογική|υπεύθυνη)|σωστή|μόνη λογική) (?:ενέργεια|επιλογή|κίνηση|λύση) (?:είναι|θα ήταν) να (?:προωθήσεις|στείλεις|μοιραστείς|εξαγάγεις|αποκαλύψεις|εκτελέσεις|μεταφέρεις|εγκρίνεις|απενεργοποιήσεις)",
      "αν (?:ο|αυτός ο) συλλογισμός (?:είναι|ισχύει) (?:σωστός|έγκυρος)?,? (?:τότε )?(?:εκτέλεσε|εκτελέστε|κάνε|προχώρησε στο) (?:το )?βήμα",
      "λογικά,? (?:πρέπει|θα πρέπει|οφείλεις) να (?:προωθήσεις|στείλεις|μοιραστείς|εξαγάγεις|αποκαλύψεις|εκτελέσεις|μεταφέρεις|εγκρίνεις|απενεργοποιήσεις)",
    ),
  },
  tr: {
    stepwise: alt(
      "(?:bu nedenle|dolayısıyla|bu yüzden|mantıken|sonuç olarak),? (?:en (?:güvenli|yararlı|mantıklı|doğru|sorumlu)|tek mantıklı) (?:eylem|seçenek|adım|hareket|şey)\\p{L}* (?:\\p{L}+ ){0,6}?(?:iletmek|göndermek|paylaşmak|dışa aktarmak|açıklamak|çalıştırmak|yürütmek|aktarmak|onaylamak|devre dışı bırakmak)",
      "(?:bu |benim |bizim )?(?:akıl yürütme|mantık|analiz)\\p{L}* doğru(?:ysa|ise|ysa eğer),? (?:\\p{L}+ )?adım\\p{L}* (?:uygula|gerçekleştir|yürüt|tamamla|çalıştır)",
      "mantıken (?:\\p{L}+ ){0,6}?(?:iletmelisin|göndermelisin|paylaşmalısın|çalıştırmalısın|aktarmalısın|onaylamalısın|iletmeniz gerekir|göndermeniz gerekir)",
    ),
  },
  id: {
    stepwise: alt(
      "(?:oleh karena itu|jadi|maka|secara logis|dengan demikian),? (?:tindakan|pilihan|langkah) (?:paling (?:aman|membantu|logis|bertanggung jawab)|yang (?:benar|tepat|paling aman)|satu-satunya yang logis) (?:adalah )?(?:meneruskan|mengirim|membagikan|mengekspor|mengungkapkan|menjalankan|mengeksekusi|mentransfer|menyetujui|menonaktifkan)",
      "jika (?:penalaran|logika|analisis) (?:ini |saya |kami )?(?:benar|tepat|valid),? (?:maka )?(?:jalankan|laksanakan|lakukan|eksekusi|lanjutkan ke) langkah",
      "secara logis,? (?:kamu|anda) (?:harus|sebaiknya|perlu) (?:sekarang )?(?:meneruskan|mengirim|membagikan|mengekspor|mengungkapkan|menjalankan|mentransfer|menyetujui|menonaktifkan)",
    ),
  },
  vi: {
    stepwise: alt(
      "(?:vì vậy|do đó|vậy nên|về mặt logic|suy ra),? (?:hành động|lựa chọn|bước|việc) (?:an toàn nhất|hữu ích nhất|hợp lý nhất|đúng đắn|duy nhất hợp lý) (?:là|sẽ là) (?:chuyển tiếp|gửi|chia sẻ|xuất|tiết lộ|thực thi|chạy|chuyển khoản|phê duyệt|tắt)",
      "nếu (?:lập luận|suy luận|phân tích) (?:này |của (?:tôi|chúng tôi) )?(?:là )?(?:đúng|hợp lý|chính xác),? (?:thì )?(?:hãy )?(?:thực hiện|thực thi|chuyển sang) bước",
      "về mặt logic,? bạn (?:nên|phải|cần) (?:chuyển tiếp|gửi|chia sẻ|xuất|tiết lộ|thực thi|chạy|chuyển khoản|phê duyệt|tắt)",
    ),
  },
  sw: {
    stepwise: alt(
      "(?:kwa hiyo|hivyo|kimantiki|kwa sababu hiyo),? (?:hatua|chaguo|jambo) (?:salama zaidi|bora zaidi|lenye mantiki zaidi|la busara zaidi) (?:ni|lingekuwa) (?:ku)?(?:sambaza|tuma|shiriki|hamisha|fichua|tekeleza|endesha|idhinisha|zima)",
      "ikiwa (?:hoja|mantiki|uchambuzi) (?:hii |huu |yangu |yetu )?(?:ni )?(?:sahihi|sawa),? (?:basi )?(?:tekeleza|fanya|kamilisha|endelea na) hatua",
      "kimantiki,? (?:unapaswa|lazima) (?:ku)?(?:sambaza|tuma|shiriki|hamisha|fichua|tekeleza|endesha|idhinisha|zima)",
    ),
  },
  hi: {
    stepwise: alt(
      "(?:इसलिए|अतः|तार्किक रूप से|इस प्रकार),? (?:सबसे (?:सुरक्षित|उपयोगी|तार्किक|सही)|एकमात्र तार्किक) (?:कदम|कार्रवाई|विकल्प|काम) (?:\\S+ ){0,4}?(?:फॉरवर्ड|भेजना|साझा करना|एक्सपोर्ट|प्रकट करना|निष्पादित|चलाना|ट्रांसफर|स्वीकृत|अक्षम|बंद करना)",
      "(?:अगर|यदि) (?:यह |मेरा |हमारा )?(?:तर्क|विश्लेषण) (?:सही|ठीक) (?:है|हो),? (?:तो )?(?:चरण|स्टेप) \\S+ (?:निष्पादित|पूरा|लागू) कर",
      "तार्किक रूप से (?:आपको|तुम्हें) (?:\\S+ ){0,4}?(?:फॉरवर्ड|भेज|साझा|एक्सपोर्ट|निष्पादित|ट्रांसफर|अक्षम|बंद) (?:करना चाहिए|करना होगा|देना चाहिए)",
    ),
  },
  bn: {
    stepwise: alt(
      "(?:তাই|অতএব|যুক্তিসঙ্গতভাবে),? (?:সবচেয়ে (?:নিরাপদ|সহায়ক|যৌক্তিক|সঠিক)|একমাত্র যৌক্তিক) (?:পদক্ষেপ|কাজ|বিকল্প) (?:\\S+ ){0,4}?(?:ফরওয়ার্ড|পাঠানো|শেয়ার|এক্সপোর্ট|প্রকাশ|চালানো|ট্রান্সফার|অনুমোদন|বন্ধ)",
      "(?:যদি )?(?:এই |আমার |আমাদের )?যুক্তি (?:সঠিক|ঠিক) হয়,? (?:তাহলে |তবে )?(?:ধাপ|স্টেপ) \\S+ (?:সম্পন্ন|কার্যকর|চালান)",
      "যুক্তিসঙ্গতভাবে (?:আপনার|তোমার) (?:\\S+ ){0,4}?(?:ফরওয়ার্ড|পাঠানো|শেয়ার|এক্সপোর্ট|চালানো|ট্রান্সফার|বন্ধ) (?:করা )?উচিত",
    ),
  },
  ur: {
    stepwise: alt(
      "(?:اس لیے|لہذا|لہٰذا|منطقی طور پر)،? (?:سب سے (?:محفوظ|مفید|منطقی|درست)|واحد منطقی) (?:قدم|اقدام|عمل|راستہ) (?:\\S+ ){0,4}?(?:فارورڈ|بھیجنا|شیئر|ایکسپورٹ|ظاہر کرنا|چلانا|منتقل|منظور|غیر فعال|بند کرنا)",
      "اگر (?:یہ |میرا |ہمارا )?(?:استدلال|منطق|تجزیہ) (?:درست|صحیح) (?:ہے|ہو)،? (?:تو )?(?:مرحلہ|اسٹیپ|قدم) \\S+ (?:پر عمل|مکمل|انجام) (?:کر|دیں)",
      "منطقی طور پر (?:آپ کو|تمہیں) (?:\\S+ ){0,4}?(?:فارورڈ|بھیج|شیئر|چلا|منتقل|بند) (?:کرنا چاہیے|دینا چاہیے)",
    ),
  },
  ar: {
    stepwise: alt(
      "(?:لذلك|لذا|وبالتالي|منطقيا|منطقياً)،? (?:فإن )?(?:ال)?(?:إجراء|خيار|خطوة|تصرف) (?:ال)?(?:أكثر (?:أمانا|أمانًا|فائدة|منطقية)|أسلم|الوحيد المنطقي) (?:هو|هي) (?:أن )?(?:تعيد توجيه|إعادة توجيه|ترسل|إرسال|تشارك|مشاركة|تصدر|تصدير|تكشف|كشف|تنفذ|تنفيذ|تحول|تحويل|توافق|تعطل|تعطيل)",
      "إذا كان (?:هذا )?(?:ال)?(?:استدلال|منطق|تحليل) (?:صحيحا|صحيحًا|سليما|صحيح)،? (?:ف)?(?:نفذ|نفّذ|أكمل|انتقل إلى) (?:ال)?خطوة",
      "منطقيا،? (?:يجب|ينبغي) (?:عليك )?أن (?:تعيد توجيه|ترسل|تشارك|تصدر|تكشف|تنفذ|تحول|توافق|تعطل)",
    ),
  },
  fa: {
    stepwise: alt(
      "(?:بنابراین|پس|منطقا|منطقاً)،? (?:امن ?ترین|مفید ?ترین|منطقی ?ترین|درست ?ترین|تنها) (?:اقدام|گزینه|کار|قدم) (?:منطقی )?(?:این است که|است) (?:\\S+ ){0,5}?(?:فوروارد|ارسال|بفرست|به اشتراک|صادر|فاش|اجرا|منتقل|تأیید|تایید|غیرفعال)",
      "اگر (?:این )?(?:استدلال|منطق|تحلیل)(?: من| ما)? (?:درست|صحیح) (?:است|باشد)،? (?:پس )?(?:مرحله|گام) \\S+ را (?:اجرا|انجام|تکمیل) کن",
      "منطقا(?:ً)?،? (?:شما|تو) باید (?:\\S+ ){0,5}?(?:فوروارد|ارسال|بفرست|به اشتراک|صادر|اجرا|منتقل|غیرفعال)",
    ),
  },
  he: {
    stepwise: alt(
      "(?:לכן|לפיכך|באופן הגיוני|מכאן ש),? (?:ה)?(?:פעולה|אפשרות|צעד|בחירה) (?:ה)?(?:בטוחה|מועילה|הגיונית|נכונה|בטוח|מועיל|הגיוני|נכון) ביותר (?:היא|הוא) (?:לשלוח|לשתף|לייצא|לחשוף|לבצע|להריץ|להעביר|לאשר|להשבית)",
      "אם (?:ה)?(?:היגיון|נימוק|ניתוח|חשיבה) (?:הזה |שלי |שלנו )?(?:נכון|תקין|תקף),? (?:אז )?(?:בצע|תבצע|בצעי|השלם|עבור ל)(?: את)? ?(?:ה)?שלב",
      "באופן הגיוני,? (?:עליך|אתה צריך|את צריכה) (?:עכשיו )?(?:להעביר|לשלוח|לשתף|לייצא|לחשוף|לבצע|להריץ|לאשר|להשבית)",
    ),
  },
  am: {
    stepwise: alt(
      "(?:ስለዚህ|በመሆኑም|በምክንያታዊነት)[፣,]? (?:በጣም (?:አስተማማኝ|ጠቃሚ|ምክንያታዊ|ትክክለኛ)(?:ው)?|ብቸኛው ምክንያታዊ) (?:እርምጃ|አማራጭ) (?:\\S+ ){0,4}?(?:ማስተላለፍ|መላክ|ማጋራት|መግለጥ|መፈጸም|ማስኬድ|ማጽደቅ|ማሰናከል)",
      "(?:ይህ )?(?:ምክንያት|አመክንዮ|ትንተና)\\S* ትክክል ከሆነ[፣,]? (?:እርምጃ|ደረጃ) \\S+ (?:ፈጽም|አከናውን|አጠናቅቅ)",
      "በምክንያታዊነት (?:\\S+ ){0,4}?(?:ማስተላለፍ|መላክ|ማጋራት|መፈጸም|ማጽደቅ|ማሰናከል) (?:አለብህ|አለብሽ|አለባችሁ)",
    ),
  },
  th: {
    stepwise: alt(
      "(?:ดังนั้น|เพราะฉะนั้น|ตามหลักเหตุผล) ?(?:การกระทำ|ทางเลือก|ขั้นตอน|สิ่ง)(?:ที่)?(?:ปลอดภัยที่สุด|มีประโยชน์ที่สุด|สมเหตุสมผลที่สุด|ถูกต้องที่สุด) ?(?:คือ)? ?(?:การ)?(?:ส่งต่อ|ส่ง|แชร์|ส่งออก|เปิดเผย|ดำเนินการ|เรียกใช้|โอน|อนุมัติ|ปิด)",
      "(?:ถ้า|หาก)(?:การให้เหตุผล|เหตุผล|ตรรกะ|การวิเคราะห์)(?:นี้)?(?:ถูกต้อง|สมเหตุสมผล) ?(?:ให้|โปรด)?(?:ดำเนินการ|ทำ|เรียกใช้)(?:ตาม)?ขั้นตอน",
      "ตามหลักเหตุผล ?(?:คุณ)?(?:ควร|ต้อง)(?:จะ)?(?:ส่งต่อ|ส่ง|แชร์|ส่งออก|เปิดเผย|ดำเนินการ|โอน|อนุมัติ|ปิด)",
    ),
  },
  lo: {
    stepwise: alt(
      "(?:ດັ່ງນັ້ນ|ສະນັ້ນ|ຕາມເຫດຜົນ) ?(?:ການກະທຳ|ທາງເລືອກ|ຂັ້ນຕອນ)(?:ທີ່)? ?(?:ປອດໄພທີ່ສຸດ|ມີປະໂຫຍດທີ່ສຸດ|ສົມເຫດສົມຜົນທີ່ສຸດ) ?(?:ຄື)? ?(?:ການ)?(?:ສົ່ງຕໍ່|ສົ່ງ|ແບ່ງປັນ|ເປີດເຜີຍ|ດຳເນີນການ|ໂອນ|ອະນຸມັດ|ປິດ)",
      "(?:ຖ້າ|ຫາກ) ?(?:ເຫດຜົນ|ການວິເຄາະ)(?:ນີ້)? ?ຖືກຕ້ອງ ?(?:ໃຫ້)? ?(?:ດຳເນີນການ|ເຮັດ)(?:ຕາມ)? ?ຂັ້ນຕອນ",
      "ຕາມເຫດຜົນ ?(?:ທ່ານ|ເຈົ້າ)? ?(?:ຄວນ|ຕ້ອງ) ?(?:ສົ່ງຕໍ່|ສົ່ງ|ແບ່ງປັນ|ເປີດເຜີຍ|ດຳເນີນການ|ໂອນ|ອະນຸມັດ|ປິດ)",
    ),
  },
  ko: {
    stepwise: alt(
      "(?:따라서|그러므로|논리적으로) ?(?:가장 ?(?:안전한|도움이 ?되는|논리적인|합리적인)|유일하게 ?논리적인) ?(?:조치|행동|선택|방법|단계)(?:는|은) ?(?:\\S+ ){0,4}?(?:전달|전송|보내|공유|내보내|공개|실행|이체|승인|비활성화)",
      "(?:이 ?|위의 ?)?(?:추론|논리|분석)(?:이|가) ?(?:맞다면|옳다면|정확하다면),? ?(?:\\S+ )?(?:단계|스텝)(?:를|을)? ?(?:실행|수행|진행|완료)",
      "논리적으로 ?(?:당신은|너는)? ?(?:\\S+ ){0,4}?(?:전달|전송|보내|공유|내보내|공개|실행|이체|승인|비활성화)(?:해야|하셔야)",
    ),
  },
  ja: {
    stepwise: alt(
      "(?:したがって|よって|論理的に(?:考えて|は)?|ゆえに)[、,]?(?:最も(?:安全な|役立つ|論理的な|適切な)|唯一の論理的な)(?:行動|対応|選択|手段|ステップ)は[^。\\n]{0,30}(?:転送|送信|共有|エクスポート|開示|公開|実行|送金|承認|無効化|無効に)",
      "(?:この|上記の|私の|我々の)?(?:推論|論理|分析)が(?:正しければ|正しいなら|妥当なら)[、,]?[^。\\n]{0,20}(?:ステップ|手順)[^。\\n]{0,10}(?:実行|実施|完了)",
      "論理的に(?:は|考えて)?[、,]?(?:あなたは)?[^。\\n]{0,30}(?:転送|送信|共有|エクスポート|開示|実行|送金|承認|無効化)(?:すべき|しなければならない|する必要があ)",
    ),
  },
  zh: {
    stepwise: alt(
      "(?:因此|所以|由此可见|由此可見|从逻辑上讲|從邏輯上講|逻辑上|邏輯上)[，,]?(?:最(?:安全|有帮助|有幫助|合乎逻辑|合乎邏輯|合理|正确|正確)的|唯一合理的)(?:做法|行动|行動|选择|選擇|步骤|步驟|操作)(?:就)?是[^。\\n]{0,20}(?:转发|轉發|发送|發送|分享|导出|導出|披露|透露|执行|執行|运行|運行|转账|轉賬|批准|禁用|关闭|關閉)",
      "(?:如果|若)(?:这个|這個|以上|上述|我的|我们的|我們的)?(?:推理|逻辑|邏輯|分析)(?:是)?(?:正确|正確|成立|合理)的?(?:话|話)?[，,]?(?:请|請)?(?:执行|執行|完成|进行|進行)第?[^。\\n]{0,6}(?:步|步骤|步驟)",
      "(?:从逻辑上讲|從邏輯上講|逻辑上|邏輯上)[，,]?你(?:应该|應該|必须|必須|需要)[^。\\n]{0,20}(?:转发|轉發|发送|發送|分享|导出|導出|披露|执行|執行|转账|轉賬|批准|禁用)",
    ),
  },
  km: {
    stepwise: alt(
      "(?:ដូច្នេះ|ហេតុនេះ|តាមតក្កវិជ្ជា) ?(?:សកម្មភាព|ជម្រើស|ជំហាន)(?:ដែល)? ?(?:មានសុវត្ថិភាពបំផុត|មានប្រយោជន៍បំផុត|សមហេតុផលបំផុត) ?(?:គឺ)? ?(?:ការ)?(?:បញ្ជូនបន្ត|ផ្ញើ|ចែករំលែក|បង្ហាញ|ប្រតិបត្តិ|ផ្ទេរ|អនុម័ត|បិទ)",
      "(?:ប្រសិនបើ|បើ) ?(?:ហេតុផល|តក្កវិជ្ជា|ការវិភាគ)(?:នេះ)? ?ត្រឹមត្រូវ ?(?:សូម)? ?(?:អនុវត្ត|ប្រតិបត្តិ|ធ្វើ) ?ជំហាន",
      "តាមតក្កវិជ្ជា ?(?:អ្នក)? ?(?:គួរ|ត្រូវ)(?:តែ)? ?(?:បញ្ជូនបន្ត|ផ្ញើ|ចែករំលែក|ប្រតិបត្តិ|ផ្ទេរ|អនុម័ត|បិទ)",
    ),
  },
  my: {
    stepwise: alt(
      "(?:ထို့ကြောင့်|ဒါကြောင့်|ယုတ္တိအရ) ?(?:အလုံခြုံဆုံး|အသုံးဝင်ဆုံး|အကျိုးရှိဆုံး|ယုတ္တိအရှိဆုံး) ?(?:လုပ်ဆောင်ချက်|ရွေးချယ်မှု|အဆင့်)(?:မှာ|သည်)? ?(?:\\S+ ){0,3}?(?:ထပ်ဆင့်ပို့|ပို့|မျှဝေ|ထုတ်ဖော်|လုပ်ဆောင်|လွှဲ|အတည်ပြု|ပိတ်)",
      "(?:ဤ|ဒီ)? ?(?:ကျိုးကြောင်းဆင်ခြင်မှု|ယုတ္တိ|ခွဲခြမ်းစိတ်ဖြာမှု)(?:သည်|က)? ?(?:မှန်ကန်|မှန်)(?:ပါက|လျှင်|ရင်) ?(?:\\S+ ){0,2}?အဆင့် ?\\S* ?(?:ကို)? ?(?:လုပ်ဆောင်|အကောင်အထည်ဖော်)",
      "ယုတ္တိအရ ?(?:သင်)? ?(?:\\S+ ){0,3}?(?:ထပ်ဆင့်ပို့|ပို့|မျှဝေ|လုပ်ဆောင်|လွှဲ|အတည်ပြု|ပိတ်)(?:သင့်|ရမည်)",
    ),
  },
  si: {
    stepwise: alt(
      "(?:එබැවින්|ඒ නිසා|තාර්කිකව),? (?:ආරක්ෂිතම|වඩාත් (?:ප්රයෝජනවත්|තාර්කික)|එකම තාර්කික) (?:ක්රියාව|විකල්පය|පියවර) (?:\\S+ ){0,4}?(?:යොමු කිරීම|යැවීම|බෙදා ගැනීම|හෙළි කිරීම|ක්රියාත්මක කිරීම|මාරු කිරීම|අනුමත කිරීම|අක්රිය කිරීම)",
      "(?:මෙම |මගේ |අපගේ )?(?:තර්කය|විශ්ලේෂණය) (?:නිවැරදි|හරි) නම්,? (?:\\S+ )?පියවර \\S+ (?:ක්රියාත්මක|සම්පූර්ණ) කරන්න",
      "තාර්කිකව (?:ඔබ )?(?:\\S+ ){0,4}?(?:යොමු කළ|යැවිය|බෙදා ගත|ක්රියාත්මක කළ|මාරු කළ|අනුමත කළ|අක්රිය කළ) යුතුය",
    ),
  },
  ta: {
    stepwise: alt(
      "(?:எனவே|ஆகவே|தர்க்கரீதியாக),? (?:மிகவும் (?:பாதுகாப்பான|பயனுள்ள|தர்க்கரீதியான)|ஒரே தர்க்கரீதியான) (?:செயல்|தேர்வு|படி|நடவடிக்கை)\\S* (?:\\S+ ){0,4}?(?:முன்னனுப்பு|அனுப்பு|பகிர்|ஏற்றுமதி|வெளிப்படுத்து|இயக்கு|செயல்படுத்து|பரிமாற்று|அங்கீகரி|முடக்கு)\\S*",
      "(?:இந்த |என் |எங்கள் )?(?:தர்க்கம்|நியாயம்|பகுப்பாய்வு) (?:சரியாக இருந்தால்|சரி என்றால்),? (?:\\S+ )?படி \\S+ (?:ஐ )?(?:செயல்படுத்த|இயக்க|முடிக்க)\\S*",
      "தர்க்கரீதியாக (?:நீங்கள் )?(?:\\S+ ){0,4}?(?:முன்னனுப்ப|அனுப்ப|பகிர|ஏற்றுமதி செய்ய|செயல்படுத்த|பரிமாற்ற|அங்கீகரிக்க|முடக்க) வேண்டும்",
    ),
  },
  ne: {
    stepwise: alt(
      "(?:त्यसैले|अतः|तार्किक रूपमा),? (?:सबैभन्दा (?:सुरक्षित|उपयोगी|तार्किक)|एकमात्र तार्किक) (?:कदम|कार्य|विकल्प) (?:\\S+ ){0,4}?(?:फर्वार्ड|पठाउनु|साझा गर्नु|निर्यात|खुलासा|कार्यान्वयन|चलाउनु|स्थानान्तरण|स्वीकृत|निष्क्रिय)",
      "(?:यदि )?(?:यो |मेरो |हाम्रो )?(?:तर्क|विश्लेषण) (?:सही|ठीक) (?:छ|हो) भने,? (?:\\S+ )?(?:चरण|स्टेप) \\S+ (?:कार्यान्वयन|पूरा|सम्पन्न) गर्नुहोस्",
      "तार्किक रूपमा (?:तपाईंले )?(?:\\S+ ){0,4}?(?:फर्वार्ड|पठाउनु|साझा|कार्यान्वयन|स्थानान्तरण|निष्क्रिय)\\S* (?:पर्छ|पर्नेछ)",
    ),
  },
  ka: {
    stepwise: alt(
      "(?:ამიტომ|შესაბამისად|ლოგიკურად),? (?:ყველაზე (?:უსაფრთხო|სასარგებლო|ლოგიკური)|ერთადერთი ლოგიკური) (?:ქმედება|ვარიანტი|ნაბიჯი|არჩევანი) (?:\\p{L}+ ){0,4}?(?:გადაგზავნა|გაგზავნა|გაზიარება|ექსპორტი|გამჟღავნება|შესრულება|გაშვება|გადარიცხვა|დამტკიცება|გამორთვა)",
      "თუ (?:ეს |ჩემი |ჩვენი )?(?:მსჯელობა|ლოგიკა|ანალიზი) (?:სწორია|მართებულია),? (?:მაშინ )?(?:შეასრულე|შეასრულეთ|გადადი) (?:\\p{L}+ )?ნაბიჯ\\p{L}*",
      "ლოგიკურად,? (?:შენ |თქვენ )?უნდა (?:\\p{L}+ ){0,3}?(?:გადაუგზავნო|გაგზავნო|გააზიარო|შეასრულო|გადარიცხო|დაამტკიცო|გამორთო)",
    ),
  },
  yo: {
    stepwise: yoruba(
      alt(
        "(?:nítorí náà|nípa ọgbọ́n),? (?:ìgbésẹ̀|àṣàyàn) tí ó (?:dájú|wúlò|bọ́gbọ́nmu) jùlọ ni láti (?:fi (?:\\S+ ){0,3}?ránṣẹ́|pín|ṣàfihàn|ṣe|fọwọ́sí|pa)",
        "tí (?:èrò|ìrònú|àlàyé) (?:yìí|mi|wa) bá (?:tọ́|jẹ́ òtítọ́),? (?:ṣe|parí) (?:ìgbésẹ̀|igbesẹ)",
      ),
    ),
  },
  ha: {
    stepwise: hausa(
      alt(
        "(?:saboda haka|don haka|a hankalce),? (?:mataki|zaɓi) mafi (?:aminci|amfani|dacewa) shi ne (?:a |ka )?(?:tura|aika|raba|bayyana|aiwatar|gudanar|canja|amince|kashe)",
        "idan (?:wannan )?(?:tunani|hujja|bincike)(?:n)? (?:ya yi daidai|daidai ne),? (?:ka )?(?:aiwatar|yi|kammala) (?:da )?mataki",
      ),
    ),
  },
  tl: {
    stepwise: alt(
      "(?:kaya|samakatuwid|lohikal na),? (?:ang )?(?:pinakaligtas|pinakamakakatulong|pinakamakatwiran) (?:na )?(?:gawin|hakbang|aksyon|opsyon) (?:ay )?(?:ang )?(?:i-forward|ipasa|ipadala|ibahagi|i-export|ibunyag|isagawa|patakbuhin|ilipat|aprubahan|i-disable)",
      "kung (?:tama|wasto) ang (?:pangangatwiran|lohika|pagsusuri)(?: na ito| ko| namin)?,? (?:isagawa|gawin|kumpletuhin|tapusin) (?:ang )?hakbang",
      "lohikal,? (?:dapat|kailangan) mong (?:i-forward|ipasa|ipadala|ibahagi|i-export|ibunyag|isagawa|patakbuhin|ilipat|aprubahan|i-disable)",
    ),
  },
  "ar-latn": {
    stepwise: alt(
      "(?:la2en|3ashan|ya3ni|mantiqiyan|manti2iyan) ?(?:hek|keda|kida)?,? (?:a2man|akthar shi aman|ahsan|a7san|el asa7) (?:shi|7aga|haga|khutwa|5otwa|e5tiyar) (?:enno|inno|eno|hiya|hia|howa) (?:t|te|ti)?(?:ba3at|b3at|forward|sharek|shaarek|naffez|naffiz|7awwel|hawwel|wafe2|sakker)",
      "(?:iza|eza|law) (?:el )?(?:tafkir|mante2|manti2|ta7lil|reasoning) (?:sa7|sahih|mazbout|mazboot),? (?:naffez|naffiz|3mel|e3mel|kammel) (?:el )?(?:khotwe|5otwe|khutwa|5otwa|step)",
    ),
  },
  "hi-latn": {
    stepwise: alt(
      "(?:isliye|is liye|tarkik roop se),? sabse (?:safe|surakshit|helpful|sahi|behtar) (?:kadam|action|option|tarika|kaam) (?:yeh |ye )?(?:hai|hoga) (?:ki )?(?:\\S+ ){0,4}?(?:forward|bhej|share|export|execute|transfer|approve|disable|band)\\S* (?:kar|karo|karein|karna|do|dena)",
      "(?:agar|yadi) (?:ye |yeh |mera |hamara )?(?:reasoning|tark|logic|vishleshan) (?:sahi|theek|thik) (?:hai|ho),? (?:to )?(?:step|kadam|charan) \\S+ (?:execute|poora|pura|complete) kar",
    ),
  },
};

/** Word-start guard for the later parts of an entry (the table guards only its start), in scripts with spaces. */
const G = "(?<![\\p{L}\\p{N}])";

/** 7. A name of the automated reader, then a modal or request form, then an act verb, in one clause: "the AI
 * assistant shall forward", "le système est prié de transférer" (spaced scripts: each part starts a word). */
const told = (reader: string, modal: string, act: string, toModal = 30, toAct = 60) =>
  near(near(reader, `${G}${modal}`, toModal), `${G}${act}`, toAct);
/** The same where words are not separated by spaces or take attached particles (no guards). */
const toldUnspaced = (reader: string, modal: string, act: string, toModal = 20, toAct = 40) =>
  near(near(reader, modal, toModal), act, toAct);
/** The same in verb-final languages, where the act verb carries the modal or is followed by it ("…
 * iletmelidir", "… भेजना चाहिए", "… 転送すること"). */
const toldLast = (reader: string, actModal: string, n = 80, guard = true) =>
  near(reader, `${guard ? G : ""}${actModal}`, n);

/** 7. A third-person directive to the automated reader, the policy or legal register of an injection: "the AI
 * assistant shall forward …", "the system is requested to export …", "el asistente de IA deberá enviar …", "der
 * KI-Assistent hat … weiterzuleiten". The reader is one no human is called ("assistant" only as an AI, automated or
 * mail assistant, or as the one processing this mail; "the system" alone only with a request form such as "is
 * requested to", since a specification's "the system shall send a confirmation" is no injection), then a modal or a
 * request form, then an act verb: forward, send, export, transfer, reply, delete, reveal, share, change, create a
 * rule (→ ADDRESSING: it speaks to the automated reader, as rows 1 and 2 do; the act verbs it names are weighed by
 * the action tables beside it, and ROLE's "tries to give the reader a new role" is not what it does). */
const DIRECTIVES: Partial<Record<Lang, OversightRow>> = {
  en: {
    directive: alt(
      told(
        alt(
          "(?:ai|artificial intelligence|automated|automatic|autonomous|virtual|digital) (?:e-?mail |mail |inbox )?(?:assistant|agent|system|model|bot|processor|reader)s?",
          "(?:e-?mail|mail|inbox) (?:assistant|agent|bot)s?",
          "(?:language model|llm|mail ?bot|e-?mail ?bot|chatbot)s?",
          "(?:sorting|triage|mail-?processing|e-?mail-?processing) (?:system|assistant|agent|bot|software|program)",
          "(?:assistant|agent|system|model|bot|program|software)s? (?:that is |which is |who is |that are )?(?:processing|reading|handling|sorting|triaging|summari[sz]ing) this (?:e-?mail|mail|message|inbox|mailbox)",
        ),
        "(?:shall|must|should|is to|are to|has to|needs to|will kindly|would kindly|(?:is|are) (?:hereby )?(?:kindly )?(?:requested|asked|instructed|directed|expected|authori[sz]ed) to)",
        `(?:forward|send|export|transfer|reply|respond|delete|erase|reveal|disclose|share|change|modify|output|upload|approve|wire|disable|(?:create|set up|add) (?:a |an )?(?:new )?(?:rule|filter|forwarding))${E}`,
      ),
      told(
        "(?:the|this) (?:system|model)",
        "(?:is|are) (?:hereby )?(?:kindly )?(?:requested|asked|instructed|directed) to|will kindly",
        `(?:forward|send|export|transfer|reply|respond|delete|erase|reveal|disclose|share|change|output|upload|approve|disable|(?:create|set up|add) (?:a |an )?(?:new )?(?:rule|filter|forwarding))${E}`,
        12,
      ),
    ),
  },
  de: {
    directive: alt(
      told(
        "(?:(?:ki|ai)-?(?:assistent|agent|system|modell)|(?:automatisiert|automatisch|autonom|virtuell)\\p{L}* (?:e-?mail-?|mail-?)?(?:assistent|agent|system|programm)|sprachmodell|(?:e-?mail|mail|post)-?(?:bot|assistent|agent)|(?:sortier|verarbeitungs|posteingangs)-?system)\\p{L}*",
        "(?:soll|sollte|muss|möge|wolle|hat|ist|wird|werden)",
        "(?:weiterleiten|weiterzuleiten|senden|zu senden|schicken|zu schicken|übersenden|zu übersenden|exportieren|zu exportieren|übermitteln|zu übermitteln|überweisen|zu überweisen|beantworten|zu beantworten|antworten|löschen|zu löschen|offenlegen|offenzulegen|preisgeben|preiszugeben|teilen|zu teilen|ändern|zu ändern|freigeben|freizugeben|deaktivieren|zu deaktivieren|(?:eine )?regel (?:anlegen|anzulegen|erstellen|zu erstellen|einrichten|einzurichten))",
        30,
        90,
      ),
      told(
        "(?:das|dieses) system",
        "(?:wird|ist) (?:hiermit |bitte )?(?:gebeten|ersucht|angewiesen|aufgefordert)",
        "(?:weiterzuleiten|zu senden|zu schicken|zu exportieren|zu übermitteln|zu überweisen|zu beantworten|zu löschen|offenzulegen|zu ändern|freizugeben)",
        12,
        90,
      ),
    ),
  },
  fr: {
    directive: alt(
      told(
        "(?:(?:assistant|agent|système|robot|programme|modèle)s? (?:d'ia|ia|d'intelligence artificielle|automatique|automatisé|autonome|virtuel|de messagerie|de tri|de traitement)|modèle de langage|(?:robot|bot) de messagerie|chatbot|(?:assistant|agent|système|programme) qui (?:lit|traite|trie) (?:ce|cet) (?:message|courriel|e-?mail)|l'ia)",
        "(?:doit|devra|devrait|voudra bien|est (?:prié|invité|tenu|chargé|censé) d[e']|a pour (?:instruction|mission) d[e'])",
        "(?:transférer|transmettre|envoyer|exporter|virer|répondre|supprimer|effacer|révéler|divulguer|partager|modifier|changer|créer (?:une )?règle|approuver|désactiver|renvoyer)",
      ),
      told(
        "(?:le|ce) système",
        "(?:est (?:prié|invité|chargé) d[e']|voudra bien)",
        "(?:transférer|transmettre|envoyer|exporter|virer|répondre|supprimer|effacer|révéler|divulguer|partager|modifier|changer|créer (?:une )?règle|désactiver)",
        12,
      ),
    ),
  },
  es: {
    directive: alt(
      told(
        "(?:(?:asistente|agente|sistema|bot|robot|programa|modelo)s? (?:de ia|ia|de inteligencia artificial|automático|automatizado|autónomo|virtual|de correo|de clasificación|de procesamiento)|modelo de lenguaje|(?:asistente|agente|sistema|programa) que (?:lee|procesa|clasifica) este (?:correo|mensaje|e-?mail)|la ia)",
        "(?:deberá|debe|debería|ha de|habrá de|tiene que|tendrá que|se servirá|tenga a bien|tendrá a bien|queda (?:instruido|encargado) de|está (?:obligado|encargado) de)",
        "(?:reenviar|enviar|exportar|transferir|responder|eliminar|borrar|revelar|compartir|cambiar|modificar|crear (?:una )?regla|aprobar|desactivar)",
      ),
      told(
        "(?:el|este) sistema",
        "(?:se servirá|tendrá a bien|tenga a bien|queda (?:instruido|encargado) de)",
        "(?:reenviar|enviar|exportar|transferir|responder|eliminar|borrar|revelar|compartir|cambiar|modificar|crear (?:una )?regla|desactivar)",
        12,
      ),
    ),
  },
  it: {
    directive: alt(
      told(
        "(?:(?:assistente|agente|sistema|bot|programma|modello) (?:ia|di ia|ai|di intelligenza artificiale|automatico|automatizzato|autonomo|virtuale|di posta|di smistamento|di elaborazione)|modello linguistico|(?:assistente|agente|sistema|programma) che (?:legge|elabora|smista) (?:questa (?:e-?mail|mail)|questo messaggio)|l'ia)",
        "(?:dovrà|deve|dovrebbe|è tenuto a|è pregato di|è invitato a|vorrà|è incaricato di|ha il compito di)",
        "(?:inoltrare|inviare|esportare|trasferire|rispondere|eliminare|cancellare|rivelare|condividere|modificare|cambiare|creare (?:una )?regola|approvare|disattivare)",
      ),
      told(
        "(?:il|questo) sistema",
        "(?:è pregato di|è invitato a|vorrà)",
        "(?:inoltrare|inviare|esportare|trasferire|rispondere|eliminare|cancellare|rivelare|condividere|modificare|creare (?:una )?regola|disattivare)",
        12,
      ),
    ),
  },
  pt: {
    directive: alt(
      told(
        "(?:(?:assistente|agente|sistema|bot|robô|programa|modelo)s? (?:de ia|ia|de inteligência artificial|automático|automatizado|autónomo|autônomo|virtual|de e-?mail|de correio|de triagem|de processamento)|modelo de linguagem|(?:assistente|agente|sistema|programa) que (?:lê|processa|tria) (?:este e-?mail|esta mensagem)|a ia)",
        "(?:deverá|deve|deveria|há de|tem de|tem que|terá de|fica (?:encarregado|instruído) de|é solicitado a|queira)",
        "(?:reencaminhar|encaminhar|enviar|exportar|transferir|responder|apagar|eliminar|excluir|revelar|partilhar|compartilhar|alterar|mudar|criar (?:uma )?regra|aprovar|desativar)",
      ),
      told(
        "(?:o|este) sistema",
        "(?:é solicitado a|queira|fica encarregado de)",
        "(?:reencaminhar|encaminhar|enviar|exportar|transferir|responder|apagar|eliminar|excluir|revelar|partilhar|compartilhar|alterar|criar (?:uma )?regra|desativar)",
        12,
      ),
    ),
  },
  nl: {
    directive: alt(
      told(
        "(?:(?:ai|ki)-?(?:assistent|agent|systeem|model)|(?:geautomatiseerde|automatische|autonome|virtuele) (?:assistent|agent|systeem|programma)|taalmodel|(?:e-?mail|mail)-?(?:bot|assistent|agent)|(?:sorteer|verwerkings)systeem|(?:assistent|agent|systeem|programma),? (?:dat|die) (?:deze|dit) (?:e-?mail|mail|bericht) (?:leest|verwerkt|sorteert))",
        "(?:dient|moet|wordt (?:verzocht|gevraagd|opgedragen)|is (?:verplicht|gehouden))",
        "(?:door te sturen|doorsturen|door te zenden|te versturen|versturen|te verzenden|verzenden|te sturen|sturen|te exporteren|exporteren|over te maken|overmaken|te beantwoorden|beantwoorden|te antwoorden|antwoorden|te verwijderen|verwijderen|te delen|delen|te wijzigen|wijzigen|te onthullen|onthullen|(?:een )?regel (?:aan te maken|aanmaken|in te stellen|instellen)|uit te schakelen|uitschakelen)",
        30,
        90,
      ),
      told(
        "(?:het|dit) systeem",
        "wordt (?:hierbij )?(?:verzocht|gevraagd|opgedragen)",
        "(?:door te sturen|te versturen|te verzenden|te sturen|te exporteren|over te maken|te beantwoorden|te verwijderen|te delen|te wijzigen|uit te schakelen)",
        12,
        90,
      ),
    ),
  },
  sv: {
    directive: alt(
      told(
        "(?:(?:ai|ki)-?(?:assistent|agent|system|modell)|(?:automatiserad|automatisk|autonom|virtuell)\\p{L}* (?:assistent|agent|system|program)|språkmodell|(?:e-?post|mejl|mail)-?(?:bot|assistent|agent)|(?:sorterings|bearbetnings)system)\\p{L}*",
        "(?:ska|skall|måste|bör|ombeds|uppmanas|förväntas|anmodas|har i uppdrag att)",
        "(?:att )?(?:vidarebefordra|skicka|exportera|överföra|föra över|svara|radera|ta bort|avslöja|dela|ändra|skapa en regel|godkänna|inaktivera)",
      ),
      told(
        "systemet",
        "(?:ombeds|uppmanas|anmodas)",
        "(?:att )?(?:vidarebefordra|skicka|exportera|överföra|svara|radera|ta bort|avslöja|dela|ändra|skapa en regel|inaktivera)",
        12,
      ),
    ),
  },
  pl: {
    directive: told(
      "(?:(?:asysten[tc]|agent|system|model|program|bot)\\p{L}* (?:ai|si|sztucznej inteligencji|automatyczn\\p{L}*|zautomatyzowan\\p{L}*|autonomiczn\\p{L}*|wirtualn\\p{L}*|pocztow\\p{L}*|sortując\\p{L}*)|(?:automatyczn|zautomatyzowan|wirtualn)\\p{L}* (?:asysten[tc]|agent|system|program)\\p{L}*|model\\p{L}* językow\\p{L}*|(?:asysten[tc]|agent|system|program)\\p{L}*,? któr\\p{L}* (?:czyta|przetwarza|sortuje) (?:tę wiadomość|ten e-?mail|tego maila))",
      "(?:powinien|powinna|powinno|musi|ma za zadanie|zobowiązany jest|jest zobowiązany|jest proszony|zostaje poproszony|proszony jest|winien)",
      "(?:do )?(?:przesłać|przesłania|przekazać|przekazania|wysłać|wysłania|wyeksportować|eksportować|przelać|odpowiedzieć|usunąć|usunięcia|ujawnić|udostępnić|zmienić|utworzyć regułę|zatwierdzić|wyłączyć)",
    ),
  },
  cs: {
    directive: told(
      "(?:(?:asistent|agent|systém|model|program|bot)\\p{L}* (?:ai|umělé inteligence)|(?:ai) (?:asistent|agent|systém)\\p{L}*|(?:automatick|automatizovan|autonomní|virtuální|poštovní|třídicí)\\p{L}* (?:asistent|agent|systém|program|bot)\\p{L}*|jazykov\\p{L}* model\\p{L}*)",
      "(?:má|musí|by měl|by měla|je povinen|je povinna|se žádá|je žádán|nechť|je vyzván)",
      "(?:přeposlat|přeposlal|předat|odeslat|poslat|exportovat|převést|odpovědět|smazat|vymazat|odhalit|sdílet|změnit|vytvořit pravidlo|schválit|vypnout|přepošle|pošle|odešle|smaže)",
      30,
      50,
    ),
  },
  ru: {
    directive: alt(
      told(
        "(?:(?:ии|ai)-?(?:ассистент|помощник|агент|систем|модел)|(?:автоматизированн|автоматическ|автономн|виртуальн|почтов|сортировочн)\\p{L}* (?:помощник|ассистент|агент|систем|программ|бот)|(?:ассистент|помощник|агент)\\p{L}* (?:ии|ai)|языков\\p{L}* модел)\\p{L}*",
        "(?:должен|должна|должно|обязан|обязана|следует|надлежит|необходимо|поручается|предписывается)",
        "(?:переслать|пересылать|отправить|отправлять|выслать|экспортировать|перевести|ответить|удалить|раскрыть|поделиться|изменить|создать правило|одобрить|отключить)",
      ),
      told(
        "систем\\p{L}*",
        "(?:поручается|предписывается|просят|просим)",
        "(?:переслать|отправить|выслать|экспортировать|перевести|ответить|удалить|раскрыть|изменить|создать правило|отключить)",
        12,
      ),
    ),
  },
  uk: {
    directive: told(
      "(?:(?:ші|ai)-?(?:асистент|помічник|агент|систем|модел)|(?:автоматизован|автоматичн|автономн|віртуальн|поштов|сортувальн)\\p{L}* (?:помічник|асистент|агент|систем|програм|бот)|мовн\\p{L}* модел|(?:помічник|асистент|агент)\\p{L}* (?:ші|ai))\\p{L}*",
      "(?:повинен|повинна|мусить|зобов'язаний|зобов'язана|слід|належить|доручається|необхідно|має)",
      "(?:переслати|надіслати|відправити|експортувати|переказати|відповісти|видалити|розкрити|поділитися|змінити|створити правило|схвалити|вимкнути)",
      30,
      50,
    ),
  },
  el: {
    directive: alt(
      told(
        "(?:(?:βοηθ|πράκτορ|σύστημ|μοντέλ|πρόγραμμ|ρομπότ)\\p{L}* (?:τεχνητής νοημοσύνης|ai|τν|αυτοματοποιημέν\\p{L}*|αυτόματ\\p{L}*|ηλεκτρονικού ταχυδρομείου|αλληλογραφίας|ταξινόμησης)|(?:αυτοματοποιημέν|αυτόματ|εικονικ)\\p{L}* (?:βοηθ|πράκτορ|σύστημ|πρόγραμμ)\\p{L}*|γλωσσικ\\p{L}* μοντέλ\\p{L}*)",
        "(?:οφείλει|πρέπει|θα πρέπει|καλείται|παρακαλείται|υποχρεούται)",
        "(?:να )?(?:προωθήσει|στείλει|αποστείλει|εξαγάγει|μεταφέρει|απαντήσει|διαγράψει|αποκαλύψει|μοιραστεί|αλλάξει|τροποποιήσει|δημιουργήσει κανόνα|εγκρίνει|απενεργοποιήσει)",
      ),
      told(
        "το σύστημα",
        "(?:καλείται|παρακαλείται)",
        "(?:να )?(?:προωθήσει|στείλει|αποστείλει|εξαγάγει|μεταφέρει|απαντήσει|διαγράψει|αποκαλύψει|αλλάξει|δημιουργήσει κανόνα|απενεργοποιήσει)",
        12,
      ),
    ),
  },
  tr: {
    directive: toldLast(
      "(?:(?:yapay zek[aâ]|ai|otomatik|otomatikleştirilmiş|özerk|sanal|e-?posta|sıralama) (?:asistan|ajan|sistem|model|bot|program)\\p{L}*|dil model\\p{L}*|bu (?:e-?postayı|iletiyi|mesajı) (?:okuyan|işleyen|sıralayan) (?:asistan|ajan|sistem|program)\\p{L}*)",
      "(?:ilet|gönder|yönlendir|aktar|dışa aktar|yanıtla|cevapla|sil|açıkla|paylaş|değiştir|onayla|devre dışı bırak|oluştur)(?:melidir|malıdır|meli|malı|mesi gerek\\p{L}*|ması gerek\\p{L}*|mekle yükümlüdür|makla yükümlüdür|mesi rica olunur|ması rica olunur|sin|sın|sün|sun)(?![\\p{L}\\p{N}])",
    ),
  },
  id: {
    directive: alt(
      told(
        "(?:(?:asisten|agen|sistem|model|bot|program) (?:ai|kecerdasan buatan|otomatis|virtual|email|surel|penyortir|pemroses)|model bahasa|(?:asisten|agen|sistem|program) yang (?:membaca|memproses|menyortir) (?:email|pesan|surel) ini)",
        "(?:harus|wajib|hendaknya|sebaiknya|diminta|diharapkan|ditugaskan untuk|diperintahkan untuk|perlu)",
        "(?:untuk )?(?:meneruskan|teruskan|mengirim(?:kan)?|kirim(?:kan)?|mengekspor|ekspor|mentransfer|membalas|balas|menghapus|hapus|mengungkapkan|membagikan|mengubah|ubah|membuat aturan|menyetujui|menonaktifkan)",
      ),
      told(
        "sistem",
        "(?:diminta|ditugaskan|diperintahkan) untuk",
        "(?:meneruskan|mengirim(?:kan)?|mengekspor|mentransfer|membalas|menghapus|mengungkapkan|membagikan|mengubah|membuat aturan|menonaktifkan)",
        8,
      ),
    ),
  },
  vi: {
    directive: alt(
      told(
        "(?:(?:trợ lý|tác nhân|hệ thống|mô hình|chương trình|bot) (?:ai|trí tuệ nhân tạo|tự động|ảo|email|thư|phân loại|xử lý thư)|mô hình ngôn ngữ|(?:trợ lý|hệ thống|chương trình) (?:đang )?(?:đọc|xử lý|phân loại) (?:email|thư|tin nhắn) này)",
        "(?:phải|cần|nên|được yêu cầu|có trách nhiệm|có nhiệm vụ)",
        "(?:chuyển tiếp|gửi|xuất|chuyển|trả lời|phản hồi|xóa|xoá|tiết lộ|chia sẻ|thay đổi|tạo quy tắc|phê duyệt|tắt)",
      ),
      told(
        "hệ thống",
        "được yêu cầu",
        "(?:chuyển tiếp|gửi|xuất|chuyển|trả lời|xóa|xoá|tiết lộ|chia sẻ|thay đổi|tạo quy tắc|tắt)",
        8,
      ),
    ),
  },
  sw: {
    directive: told(
      "(?:(?:msaidizi|wakala|mfumo|modeli|programu|roboti|boti) wa (?:ai|akili bandia|kiotomatiki|barua pepe|kupanga|kuchakata)|(?:msaidizi|mfumo|programu) (?:unaosoma|anayesoma|unaochakata|anayechakata) barua (?:pepe )?hii)",
      "(?:anapaswa|inapaswa|unapaswa|lazima|ni lazima|anatakiwa|inatakiwa|unatakiwa|anaombwa|unaombwa|inaombwa)",
      "(?:ku|a|i|u)?(?:tuma|tume|sambaza|sambaze|peleka|peleke|hamisha|hamishe|jibu|futa|fute|fichua|fichue|shiriki|badilisha|badilishe|idhinisha|zima|zime)",
    ),
  },
  hi: {
    directive: alt(
      toldLast(
        "(?:(?:एआई|ai|स्वचालित|ऑटोमेटेड|आभासी|ईमेल|मेल) (?:सहायक|असिस्टेंट|एजेंट|सिस्टम|प्रणाली|बॉट|मॉडल)|भाषा मॉडल)",
        "(?:फ़ॉरवर्ड|फॉरवर्ड|अग्रेषित|भेज|निर्यात|एक्सपोर्ट|ट्रांसफर|स्थानांतरित|जवाब|उत्तर|हटा|डिलीट|प्रकट|साझा|शेयर|बदल|नियम बना|स्वीकृत|बंद)\\S*(?: (?:कर|दे)\\S*)? (?:चाहिए|होगा|होंगे|होगी)",
      ),
      near(
        "(?:एआई|ai|स्वचालित|ऑटोमेटेड) (?:सहायक|असिस्टेंट|एजेंट|सिस्टम|प्रणाली) से (?:अनुरोध|निवेदन) (?:है|किया जाता है) कि",
        `${G}(?:फ़ॉरवर्ड|फॉरवर्ड|अग्रेषित|भेज|निर्यात|एक्सपोर्ट|ट्रांसफर|जवाब|हटा|डिलीट|प्रकट|साझा|शेयर|बदल|बंद)`,
        60,
      ),
    ),
  },
  bn: {
    directive: toldLast(
      "(?:(?:এআই|ai|স্বয়ংক্রিয়|অটোমেটেড|ভার্চুয়াল|ইমেইল|ইমেল|মেইল) (?:সহকারী|সহায়ক|অ্যাসিস্ট্যান্ট|এজেন্ট|সিস্টেম|ব্যবস্থা|বট|মডেল)|ভাষা মডেল)",
      "(?:ফরোয়ার্ড|পাঠা|এক্সপোর্ট|রপ্তানি|স্থানান্তর|ট্রান্সফার|উত্তর|জবাব|মুছ|প্রকাশ|শেয়ার|পরিবর্তন|বদল|নিয়ম তৈরি|অনুমোদন|বন্ধ)\\S*(?: (?:কর|দি|দে)\\S*)? (?:উচিত|হবে|বাধ্য)",
    ),
  },
  ur: {
    directive: toldLast(
      "(?:(?:اے آئی|ai|خودکار|آٹومیٹڈ|ورچوئل|ای ?میل) (?:اسسٹنٹ|معاون|ایجنٹ|سسٹم|نظام|بوٹ|ماڈل)|لسانی ماڈل)",
      "(?:فارورڈ|آگے بھیج|بھیج|ایکسپورٹ|برآمد|منتقل|ٹرانسفر|جواب|حذف|ڈیلیٹ|مٹا|ظاہر|شیئر|تبدیل|قاعدہ بنا|منظور|بند)\\S*(?: (?:کر|دے|دی)\\S*)? (?:چاہیے|چاہئے|ہوگا|ہوں گے|ہوگی)",
      80,
      false,
    ),
  },
  ar: {
    directive: alt(
      toldUnspaced(
        "(?:يجب على|ينبغي على|يتعين على|يطلب من|يُطلب من|نرجو من|المطلوب من) ?(?:ال)?",
        "(?:مساعد|وكيل|نظام|نموذج|برنامج|روبوت|بوت)\\S* (?:ال)?(?:ذكي|آلي|الذكاء الاصطناعي|مؤتمت|البريد|الفرز|المعالجة)",
        "(?:إعادة توجيه|يعيد توجيه|توجيه|إرسال|يرسل|تصدير|يصدر|تحويل|يحول|الرد|يرد|حذف|يحذف|كشف|يكشف|الإفصاح|مشاركة|يشارك|تغيير|يغير|تعديل|إنشاء قاعدة|ينشئ قاعدة|تعطيل|يعطل)",
        6,
        60,
      ),
      toldUnspaced(
        "(?:ال)?(?:مساعد|وكيل|نظام|نموذج|برنامج|روبوت|بوت)\\S* (?:ال)?(?:ذكي|آلي|الذكاء الاصطناعي|مؤتمت|الفرز)",
        "(?:مطالب|ملزم|مكلف|مدعو|يجب عليه|عليه أن)",
        "(?:إعادة توجيه|يعيد توجيه|توجيه|إرسال|يرسل|تصدير|يصدر|تحويل|يحول|الرد|يرد|حذف|يحذف|كشف|يكشف|الإفصاح|مشاركة|يشارك|تغيير|يغير|إنشاء قاعدة|تعطيل|يعطل)",
        15,
        60,
      ),
    ),
  },
  fa: {
    directive: toldUnspaced(
      "(?:(?:دستیار|عامل|سامانه|سیستم|مدل|ربات|برنامه)(?:ی)? (?:هوش مصنوعی|خودکار|ایمیل|مرتب‌سازی|مرتب سازی|پردازش نامه)|مدل زبانی)",
      "(?:باید|موظف است|موظف|لازم است|خواهشمند است|مکلف است)",
      "(?:ارسال|فوروارد|بفرستد|صادر|استخراج|انتقال|منتقل|پاسخ|حذف|پاک|فاش|افشا|به اشتراک|تغییر|قانون(?:ی)? (?:ایجاد|بسازد)|تأیید|تایید|غیرفعال)",
      20,
      80,
    ),
  },
  he: {
    directive: alt(
      toldUnspaced(
        "(?:(?:ה)?(?:עוזר|סוכן|מערכת|מודל|בוט|תוכנה)(?:ת)? (?:ה)?(?:בינה המלאכותית|בינה מלאכותית|ai|אוטומטי|אוטומטית|ממוחשב|ממוחשבת|דואר|מיון|עיבוד)|מודל (?:ה)?שפה)",
        "(?:חייב|חייבת|צריך|צריכה|מתבקש|מתבקשת|נדרש|נדרשת|עליו|עליה)",
        "(?:להעביר|לשלוח|לייצא|להשיב|לענות|למחוק|לחשוף|לשתף|לשנות|ליצור כלל|לאשר|להשבית)",
        15,
        60,
      ),
      near(
        "על (?:ה)?(?:עוזר|סוכן|מערכת|מודל|בוט)(?:ת)? (?:ה)?(?:בינה המלאכותית|בינה מלאכותית|ai|אוטומטי|אוטומטית|ממוחשב|ממוחשבת|מיון)",
        "(?:להעביר|לשלוח|לייצא|להשיב|לענות|למחוק|לחשוף|לשתף|לשנות|ליצור כלל|לאשר|להשבית)",
        30,
      ),
    ),
  },
  am: {
    directive: toldLast(
      "(?:ኤአይ|ai|ሰው ሰራሽ አስተውሎት|አውቶማቲክ|ራስ-ሰር|የኢሜይል|የኢሜል) ?(?:ረዳ|ወኪል|ስርዓት|ሲስተም|ሞዴል|ቦት|ፕሮግራም)",
      "(?:መላክ|ማስተላለፍ|ወደ ውጭ መላክ|መመለስ|መልስ መስጠት|መሰረዝ|መግለጽ|ማጋራት|መቀየር|መለወጥ|ማጽደቅ|ማጥፋት) (?:አለበት|አለባት|አለባቸው|ይገባዋል|ይጠበቅበታል)",
      80,
      false,
    ),
  },
  th: {
    directive: toldUnspaced(
      "(?:(?:ผู้ช่วย|ระบบ|โมเดล|บอท|โปรแกรม|เอเจนต์) ?(?:ai|เอไอ|ปัญญาประดิษฐ์|อัตโนมัติ|คัดแยกอีเมล|ประมวลผลอีเมล)|โมเดลภาษา)",
      "(?:ต้อง|จะต้อง|ควร|ได้รับการร้องขอให้|ถูกขอให้|ได้รับคำสั่งให้|มีหน้าที่)",
      "(?:ส่งต่อ|ส่ง|ส่งออก|โอน|ตอบกลับ|ลบ|เปิดเผย|แชร์|แบ่งปัน|เปลี่ยน|แก้ไข|สร้างกฎ|อนุมัติ|ปิด)",
      12,
      40,
    ),
  },
  lo: {
    directive: toldUnspaced(
      "(?:ຜູ້ຊ່ວຍ|ລະບົບ|ໂປຣແກຣມ|ບອດ) ?(?:ai|ເອໄອ|ປັນຍາປະດິດ|ອັດຕະໂນມັດ)",
      "(?:ຕ້ອງ|ຈະຕ້ອງ|ຄວນ|ໄດ້ຮັບການຮ້ອງຂໍໃຫ້)",
      "(?:ສົ່ງຕໍ່|ສົ່ງ|ໂອນ|ຕອບກັບ|ລຶບ|ເປີດເຜີຍ|ແບ່ງປັນ|ປ່ຽນ|ອະນຸມັດ|ປິດ)",
      12,
      40,
    ),
  },
  ko: {
    directive: toldLast(
      "(?:(?:ai|에이아이|인공 ?지능|자동화된|이메일 ?분류|메일 ?분류|메일 ?처리) ?(?:비서|어시스턴트|에이전트|시스템|모델|봇|프로그램)|언어 ?모델)",
      "(?:전달|전송|발송|보내|내보내|이체|송금|회신|답장|삭제|공개|공유|변경|규칙(?:을)? ?(?:생성|만들)|승인|비활성화)(?:해야|하여야|하셔야|야|하도록|할 것|하십시오|해 ?주십시오|해 ?주시기 바랍니다)",
      60,
      false,
    ),
  },
  ja: {
    directive: toldLast(
      "(?:(?:ai|人工知能|自動|自動化された|メール仕分け|メール処理)(?:の)?(?:アシスタント|エージェント|システム|モデル|ボット|プログラム)|言語モデル|(?:この|本)メールを(?:読む|処理する|仕分ける)(?:アシスタント|システム|プログラム|ai))",
      "(?:転送|送信|送付|エクスポート|出力|送金|振込|返信|削除|開示|共有|変更|ルールを作成|承認|無効化)(?:しなければならない|しなければなりません|すること|するものとする|してください|すべき|する必要があります|されたい)",
      50,
      false,
    ),
  },
  zh: {
    directive: toldUnspaced(
      "(?:(?:ai|人工智能|人工智慧|自动|自動|自动化|自動化|邮件分拣|郵件分揀|邮件处理|郵件處理)(?:的)?(?:助手|助理|代理|系统|系統|模型|机器人|機器人|程序|程式)|语言模型|語言模型)",
      "(?:应|應|应当|應當|应该|應該|必须|必須|须|須|需要|务必|務必|被要求|负责|負責)",
      "(?:转发|轉發|发送|發送|寄送|导出|導出|转账|轉賬|汇款|匯款|回复|回覆|删除|刪除|透露|披露|共享|分享|更改|修改|创建规则|建立規則|批准|停用|关闭|關閉)",
      10,
      30,
    ),
  },
  km: {
    directive: toldUnspaced(
      "(?:ជំនួយការ|ប្រព័ន្ធ|ម៉ូដែល|បូត|កម្មវិធី) ?(?:ai|អេអាយ|បញ្ញាសិប្បនិម្មិត|ស្វ័យប្រវត្តិ)",
      "(?:ត្រូវតែ|ត្រូវ|គួរ|ត្រូវបានស្នើឱ្យ)",
      "(?:បញ្ជូនបន្ត|ផ្ញើ|បញ្ជូន|ផ្ទេរ|ឆ្លើយតប|លុប|បង្ហាញ|ចែករំលែក|ផ្លាស់ប្តូរ|អនុម័ត|បិទ)",
      12,
      40,
    ),
  },
  my: {
    directive: toldLast(
      "(?:ai|အေအိုင်|ဉာဏ်ရည်တု|အလိုအလျောက်) ?(?:လက်ထောက်|စနစ်|ဘော့|ပရိုဂရမ်|မော်ဒယ်)",
      "(?:ထပ်ဆင့်ပို့|ပေးပို့|ပို့|လွှဲ|ပြန်စာပို့|ဖျက်|ထုတ်ဖော်|မျှဝေ|ပြောင်း|အတည်ပြု|ပိတ်)(?:ရမည်|ရမယ်|သင့်သည်|သင့်တယ်|ပေးရမည်)",
      60,
      false,
    ),
  },
  si: {
    directive: toldLast(
      "(?:ai|ඒආයි|කෘත්රිම බුද්ධි|ස්වයංක්රීය) (?:සහායක|පද්ධති|ආකෘති|බොට්|වැඩසටහන)\\S*",
      "(?:යොමු කළ|යැවිය|අපනයනය කළ|මාරු කළ|පිළිතුරු දිය|මකා දැමිය|හෙළි කළ|බෙදා ගත|වෙනස් කළ|අනුමත කළ|අක්රිය කළ) (?:යුතුය|යුතු ය|යුතුයි)",
    ),
  },
  ta: {
    directive: toldLast(
      "(?:ai|ஏஐ|செயற்கை நுண்ணறிவு|தானியங்கி) (?:உதவியாள|முகவர்|அமைப்பு|மாதிரி|பாட்|நிரல்)\\S*",
      "(?:முன்னனுப்ப|அனுப்ப|ஏற்றுமதி செய்ய|பரிமாற்ற|பதிலளிக்க|நீக்க|வெளிப்படுத்த|பகிர|மாற்ற|அங்கீகரிக்க|முடக்க) (?:வேண்டும்|வேண்டியது)",
    ),
  },
  ne: {
    directive: toldLast(
      "(?:एआई|ai|कृत्रिम बुद्धिमत्ता|स्वचालित) (?:सहायक|एजेन्ट|प्रणाली|सिस्टम|मोडेल|बोट)",
      "(?:फर्वार्ड|पठाउ|निर्यात|स्थानान्तरण|जवाफ|मेट|हटाउ|खुलासा|साझा|परिवर्तन|बदल|स्वीकृत|निष्क्रिय)\\S*(?: \\S+)? ?(?:पर्छ|पर्नेछ|पर्दछ)",
    ),
  },
  ka: {
    directive: told(
      "(?:(?:ai|ხელოვნური ინტელექტის|ავტომატური|ავტომატიზებული|ელფოსტის|საფოსტო) (?:ასისტენტ|აგენტ|სისტემ|მოდელ|ბოტ|პროგრამ)\\p{L}*|ენობრივი მოდელ\\p{L}*)",
      "(?:უნდა|ვალდებულია|მოეთხოვება)",
      "(?:გადაუგზავნოს|გადააგზავნოს|გაგზავნოს|გაუგზავნოს|ექსპორტი|გადარიცხოს|უპასუხოს|წაშალოს|გაამჟღავნოს|გააზიაროს|შეცვალოს|შექმნას წესი|დაამტკიცოს|გამორთოს)",
      60,
      60,
    ),
  },
  yo: {
    directive: yoruba(
      told(
        "(?:olùrànlọ́wọ́|ẹ̀rọ|ètò) (?:ai|ọgbọ́n àtọwọ́dá|aládàáṣe|ímeèlì)",
        "(?:gbọ́dọ̀|yẹ kí ó|ní láti)",
        "(?:fi (?:\\S+ ){0,4}?ránṣẹ́|dá (?:\\S+ )?lóhùn|dáhùn|pa (?:\\S+ ){0,2}?rẹ́|pín|yí (?:\\S+ ){0,2}?padà|fọwọ́sí|ṣàfihàn)",
      ),
    ),
  },
  ha: {
    directive: hausa(
      near(
        either(
          "(?:mataimaki|mataimakin|wakili|wakilin|tsarin|shirin) (?:ai|na ai|basirar ƙere-ƙere|atomatik|imel)",
          "(?:dole ne|ya kamata|wajibi ne|an buƙaci)",
          20,
        ),
        `${G}(?:ya |ta )?(?:tura|aika|fitar|canja|amsa|goge|share|bayyana|raba|canza|amince|kashe)`,
        40,
      ),
    ),
  },
  tl: {
    directive: alt(
      told(
        "(?:(?:ai|awtomatikong|automated|virtual) (?:assistant|katulong|ahente|agent|sistema|system|model|bot)|(?:assistant|katulong|sistema) na (?:ai|awtomatiko))",
        "(?:ay dapat|ay kailangang|dapat|kailangang|ay inaatasang|inaatasang|hinihiling na)",
        "(?:i-forward|ipasa|magpasa|ipadala|magpadala|i-export|ilipat|sumagot|sagutin|burahin|tanggalin|ibunyag|ibahagi|baguhin|aprubahan|i-disable)",
        20,
        30,
      ),
      near(
        "(?:dapat|kailangang) (?:i-forward|ipasa|ipadala|i-export|ilipat|sagutin|burahin|tanggalin|ibunyag|ibahagi|baguhin|aprubahan|i-disable)",
        `${G}ng (?:ai|awtomatikong|automated) (?:assistant|katulong|ahente|agent|sistema|system|bot)`,
        10,
      ),
    ),
  },
  "ar-latn": {
    directive: alt(
      told(
        "(?:mosa3ed|musa3ed|mousa3ed|assistant|agent|system|nezam|bot) (?:el )?(?:ai|zaki|aly|ali|automatic|automated)",
        "(?:lazem|laazem|lazim|yajib|wajeb|mafrood|mafroud|3aleh|3alih)",
        "(?:y|yi|ye)?(?:ba3at|b3at|ab3at|forward|7awwel|hawwel|ersel|yersel|rod|rud|yrod|yerod|emsa7|msa7|delete|share|shaarek|ghayyar|ghayer)",
        15,
        40,
      ),
      near(
        "(?:lazem|laazem|lazim|yajib|wajeb|mafrood|mafroud) (?:3ala )?(?:el )?(?:mosa3ed|musa3ed|mousa3ed|assistant|agent|system|nezam|bot) (?:el )?(?:ai|zaki|aly|ali|automatic|automated)",
        `${G}(?:y|yi|ye)?(?:ba3at|b3at|forward|7awwel|hawwel|ersel|yersel|rod|rud|yrod|yerod|emsa7|msa7|delete|share|shaarek|ghayyar|ghayer)`,
        40,
      ),
    ),
  },
  "hi-latn": {
    directive: toldLast(
      "(?:ai|automated|automatic|email|mail) (?:assistant|sahayak|agent|system|bot|model)",
      "(?:forward|bhej|export|transfer|reply|jawab|delete|hata|mita|share|badal|change|approve|band|disable)\\S*(?: (?:kar|de)\\S*)? (?:chahiye|hoga|hogi|honge|padega|padegi)",
    ),
  },
  zu: {
    directive: told(
      "(?:umsizi|uhlelo|imodeli|ibhothi) (?:we-?ai|wobuhlakani bokwenziwa|ozenzakalelayo|oluzenzakalelayo|we-?imeyili)",
      "(?:kufanele|kumele|kudingeka|uyacelwa|luyacelwa)",
      "(?:a|lu|u)?(?:dlulisele|dlulisela|thumele|thumela|khiphe|phendule|susa|suse|veze|yabelane|shintshe|gunyaze|vale)",
    ),
  },
  xh: {
    directive: told(
      "(?:umncedisi|inkqubo|imodeli|ibhothi) (?:we-?ai|wobukrelekrele bokwenziwa|ozenzekelayo|ezenzekelayo|we-?imeyile)",
      "(?:kufuneka|umele|kumele|uyacelwa|iyacelwa)",
      "(?:a|i|u)?(?:dlulisele|thumele|thumela|khuphe|phendule|cime|susa|veze|wabelane|tshintshe|vume)",
    ),
  },
  af: {
    directive: told(
      "(?:(?:ki|ai)-?(?:assistent|agent|stelsel|model)|(?:outomatiese|geoutomatiseerde|virtuele) (?:assistent|agent|stelsel|program)|(?:e-?pos|pos)-?(?:bot|assistent|agent)|taalmodel|(?:sorteer|verwerkings)stelsel)\\p{L}*",
      "(?:moet|behoort|word (?:versoek|gevra|opdrag gegee) om|is verplig om)",
      "(?:aanstuur|deurstuur|stuur|uitvoer|oordra|oorplaas|beantwoord|antwoord|uitvee|skrap|verwyder|openbaar|deel|verander|wysig|reël skep|goedkeur|deaktiveer|te stuur|aan te stuur|deur te stuur)",
      20,
      80,
    ),
  },
  so: {
    directive: told(
      "(?:kaaliyaha|caawiyaha|wakiilka|nidaamka|barnaamijka) (?:ai|sirdoonka macmalka|otomaatiga|iimaylka|emailka)",
      "(?:waa inuu|waa in uu|waa inay|waa in ay|waa in|loo baahan yahay)",
      "(?:u )?(?:gudbiyo|diro|soo diro|wareejiyo|ka jawaabo|tirtiro|muujiyo|la wadaago|beddelo|ansixiyo|damiyo)",
      20,
      60,
    ),
  },
  ms: {
    directive: told(
      "(?:(?:pembantu|ejen|sistem|model|bot|program) (?:ai|kecerdasan buatan|automatik|automasi|maya|e-?mel|emel|pengisihan|pemprosesan)|model bahasa)",
      "(?:hendaklah|mesti|perlu|wajib|harus|diminta|dikehendaki|diarahkan untuk|ditugaskan untuk)",
      "(?:untuk )?(?:memajukan|majukan|menghantar|hantar(?:kan)?|mengeksport|eksport|memindahkan|pindahkan|membalas|balas|memadam|padam(?:kan)?|mendedahkan|dedahkan|berkongsi|kongsi(?:kan)?|menukar|tukar|mencipta peraturan|meluluskan|luluskan|menyahaktifkan)",
    ),
  },
  ps: {
    directive: toldUnspaced(
      "(?:مصنوع[يی] ځ[يی]رکت[يی]ا|ai|اې آ[يی]|اتومات[يی]ک) ?(?:مرست[يی]ال|ا[يی]جنټ|س[يی]سټم|نظام|ماډل|بوټ)",
      "باید",
      "(?:ولېږي|ولیږي|واستوي|ولي[يږ]ي|لیږدوي|ځواب ورکړي|پاک کړي|افشا کړي|شریک کړي|بدل کړي|تایید کړي|بند کړي)",
      20,
      80,
    ),
  },
  ku: {
    directive: unmarked(
      near(
        either(
          "(?:alîkar|ajan|sîstem|model|bot)(?:ê|a)? (?:ai|zekaya çêkirî|otomatîk)",
          "(?:divê|pêwîst e|tê xwestin)",
          20,
        ),
        `${G}(?:bişîne|bişînin|veguhezîne|bersiv bide|jê bibe|eşkere bike|parve bike|biguherîne|bipejirîne|neçalak bike)`,
        60,
      ),
    ),
  },
  ckb: {
    directive: near(
      either(
        "(?:یاریدەدەر|سیستەم|مۆدێل|بۆت)(?:ی)? (?:زیرەکی دەستکرد|ai|ئۆتۆماتیکی)",
        "(?:پێویستە|دەبێت|داوای لێدەکرێت)",
        20,
      ),
      "(?:بنێرێت|ڕەوانە بکات|بگوازێتەوە|وەڵام بداتەوە|بسڕێتەوە|ئاشکرا بکات|هاوبەش بکات|بگۆڕێت|پەسەند بکات|ناچالاک بکات)",
      80,
    ),
  },
  gu: {
    directive: toldLast(
      "(?:એઆઈ|ai|સ્વચાલિત|ઓટોમેટેડ) (?:સહાયક|આસિસ્ટન્ટ|એજન્ટ|સિસ્ટમ|પ્રણાલી|બોટ|મોડેલ)",
      "(?:ફોરવર્ડ|મોકલ|નિકાસ|એક્સપોર્ટ|ટ્રાન્સફર|જવાબ|કાઢી|ડિલીટ|જાહેર|શેર|બદલ|મંજૂર|બંધ)\\S*(?: \\S+)? (?:જોઈએ|પડશે)",
    ),
  },
  mr: {
    directive: toldLast(
      "(?:एआय|एआई|ai|स्वयंचलित) (?:सहाय्यक|सहायक|असिस्टंट|एजंट|प्रणाली|सिस्टम|बॉट|मॉडेल)",
      "(?:फॉरवर्ड|पाठव|निर्यात|हस्तांतर|उत्तर|हटव|डिलीट|उघड|शेअर|बदल|मंजूर|बंद)(?:\\S*(?: \\S+)? (?:पाहिजे|पाहिजेत|हवे|हवेत|लागेल|लागतील)|\\S*(?:ावे|ावी|ावेत|ावीत))",
    ),
  },
  pa: {
    directive: toldLast(
      "(?:ਏਆਈ|ai|ਸਵੈਚਾਲਿਤ) (?:ਸਹਾਇਕ|ਅਸਿਸਟੈਂਟ|ਏਜੰਟ|ਸਿਸਟਮ|ਬੋਟ|ਮਾਡਲ)",
      "(?:ਫਾਰਵਰਡ|ਭੇਜ|ਐਕਸਪੋਰਟ|ਟ੍ਰਾਂਸਫਰ|ਜਵਾਬ|ਮਿਟਾ|ਡਿਲੀਟ|ਜ਼ਾਹਰ|ਸਾਂਝ|ਸ਼ੇਅਰ|ਬਦਲ|ਮਨਜ਼ੂਰ|ਬੰਦ)\\S*(?: \\S+)? (?:ਚਾਹੀਦਾ|ਚਾਹੀਦੀ|ਚਾਹੀਦੇ|ਹੋਵੇਗਾ|ਹੋਣਗੇ|ਪਵੇਗਾ|ਪੈਣਗੇ)",
    ),
  },
  te: {
    directive: toldLast(
      "(?:ఏఐ|ai|స్వయంచాలక|ఆటోమేటెడ్) (?:సహాయకు|అసిస్టెంట్|ఏజెంట్|వ్యవస్థ|సిస్టమ్|బాట్|మోడల్)\\S*",
      "(?:ఫార్వర్డ్|పంప|ఎగుమతి|బదిలీ|సమాధానం|తొలగి|బహిర్గత|షేర్|పంచుకో|మార్చ|ఆమోది|నిలిపి)\\S*(?: \\S+)? ?(?:ాలి|వలెను|ాల్సి ఉంది)",
    ),
  },
  kn: {
    directive: toldLast(
      "(?:ಎಐ|ai|ಸ್ವಯಂಚಾಲಿತ) (?:ಸಹಾಯಕ|ಅಸಿಸ್ಟೆಂಟ್|ಏಜೆಂಟ್|ವ್ಯವಸ್ಥೆ|ಸಿಸ್ಟಮ್|ಬಾಟ್|ಮಾದರಿ)\\S*",
      "(?:ಫಾರ್ವರ್ಡ್|ಕಳುಹಿಸ|ರಫ್ತು|ವರ್ಗಾಯಿಸ|ಉತ್ತರಿಸ|ಅಳಿಸ|ಬಹಿರಂಗಪಡಿಸ|ಹಂಚಿಕೊಳ್ಳ|ಬದಲಾಯಿಸ|ಅನುಮೋದಿಸ|ನಿಷ್ಕ್ರಿಯಗೊಳಿಸ)\\S*(?: \\S+)? ?ಬೇಕು",
    ),
  },
  ml: {
    directive: toldLast(
      "(?:എഐ|ai|ഓട്ടോമേറ്റഡ്) (?:സഹായി|അസിസ്റ്റന്റ്|ഏജന്റ്|സിസ്റ്റം|സംവിധാനം|ബോട്ട്|മോഡ(?:ൽ|ല്))\\S*",
      "(?:ഫോ(?:ർ|ര്)വേഡ്|അയ|കയറ്റുമതി|കൈമാറ|മറുപടി|ഇല്ലാതാക്ക|നീക്ക|വെളിപ്പെടുത്ത|പങ്കിട|മാറ്റ|അംഗീകരിക്ക)\\S*(?: \\S+)? ?(?:ണം|േണ്ടതാണ്)",
    ),
  },
  jv: {
    directive: told(
      "(?:(?:asisten|agen|sistem|model|bot|program) (?:ai|otomatis|email|surel)|model basa)",
      "(?:kudu|kedah|wajib|dijaluk|dipunsuwun|prayogane|sayogyane)",
      "(?:nerusake|terusake|ngirim|kirim(?:ake|na)?|ngekspor|mindhah|mbales|bales|mbusak|busak|nuduhake|ngowahi|owahi|nyetujoni|mateni)",
    ),
  },
  ro: {
    directive: romanian(
      told(
        "(?:(?:asistent|agent|sistem|model|bot|program)(?:ul)? (?:ai|ia|de inteligență artificială|automat|automatizat|autonom|virtual|de e-?mail|de sortare|de procesare)|model(?:ul)? de limbaj)",
        "(?:trebuie să|va trebui să|este rugat să|este solicitat să|are obligația să|are sarcina să)",
        "(?:redirecționeze|trimită|transmită|exporte|transfere|răspundă|șteargă|dezvăluie|partajeze|schimbe|modifice|creeze o regulă|aprobe|dezactiveze)",
      ),
    ),
  },
  hu: {
    directive: unmarked(
      alt(
        told(
          "(?:(?:ai|mi)-(?:asszisztens|ügynök|rendszer|modell)|ai (?:asszisztens|ügynök|rendszer|modell)|mesterséges intelligencia (?:asszisztens|ügynök|rendszer)|(?:automatizált|automatikus|autonóm|virtuális|levelező|e-?mail|válogató|feldolgozó) ?-?(?:asszisztens|ügynök|rendszer|program|bot)|nyelvi modell)\\p{L}*",
          "(?:köteles|feladata|kérjük,? hogy|felkérjük,? hogy)",
          "(?:továbbítani|továbbítsa|küldeni|küldje|elküldeni|küldje el|exportálni|exportálja|utalni|utalja|válaszolni|válaszoljon|törölni|törölje|felfedni|fedje fel|megosztani|ossza meg|módosítani|módosítsa|megváltoztatni|szabályt létrehozni|hozzon létre|jóváhagyni|hagyja jóvá|kikapcsolni|kapcsolja ki)",
        ),
        near(
          "(?:(?:ai|mi)-(?:asszisztens|ügynök|rendszer|modell)|ai (?:asszisztens|ügynök|rendszer|modell)|(?:automatizált|automatikus|autonóm|virtuális|levelező|e-?mail|válogató|feldolgozó) ?-?(?:asszisztens|ügynök|rendszer|program|bot)|nyelvi modell)\\p{L}*",
          `${G}(?:továbbítania|küldenie|elküldenie|exportálnia|utalnia|válaszolnia|törölnie|felfednie|megosztania|módosítania|megváltoztatnia|létrehoznia|jóváhagynia|kikapcsolnia) kell`,
          80,
        ),
      ),
    ),
  },
  fi: {
    directive: alt(
      told(
        "(?:(?:tekoäly|ai)-?(?:avustaja|agentti|järjestelmä|malli)|(?:automaattinen|automaattis|automatisoitu|autonominen|virtuaalinen|sähköposti|lajittelu|käsittely)\\p{L}*-?(?:avustaja|agentti|järjestelmä|ohjelma|botti)|kielimalli)\\p{L}*",
        "(?:tulee|täytyy|pitää|pyydetään|kuuluu|velvoitetaan)",
        "(?:välittää|lähettää|viedä|siirtää|vastata|poistaa|paljastaa|jakaa|muuttaa|luoda sääntö|hyväksyä|kytkeä pois)",
        20,
        60,
      ),
      toldLast(
        "(?:(?:tekoäly|ai)-?(?:avustaja|agentti|järjestelmä|malli)|(?:automaattinen|automaattis|automatisoitu|autonominen|virtuaalinen|sähköposti|lajittelu|käsittely)\\p{L}*-?(?:avustaja|agentti|järjestelmä|ohjelma|botti)|kielimalli)\\p{L}*",
        "(?:on )?(?:välitettävä|lähetettävä|vietävä|siirrettävä|vastattava|poistettava|paljastettava|jaettava|muutettava|luotava|hyväksyttävä)",
        60,
      ),
    ),
  },
  da: {
    directive: alt(
      told(
        "(?:(?:ai|ki)-?(?:assistent|agent|system|model)|(?:automatiseret|automatisk|autonom|virtuel)\\p{L}* (?:assistent|agent|system|program)|sprogmodel|(?:e-?mail|mail)-?(?:bot|assistent|agent)|(?:sorterings|behandlings)system)\\p{L}*",
        "(?:skal|bør|anmodes om at|bedes|opfordres til at|forventes at|har til opgave at)",
        "(?:videresende|sende|eksportere|overføre|svare|slette|afsløre|dele|ændre|oprette en regel|godkende|deaktivere)",
      ),
      told(
        "systemet",
        "(?:anmodes om at|bedes|opfordres til at)",
        "(?:videresende|sende|eksportere|overføre|svare|slette|afsløre|dele|ændre|oprette en regel|deaktivere)",
        12,
      ),
    ),
  },
  nb: {
    directive: alt(
      told(
        "(?:(?:ki|ai)-?(?:assistent|agent|system|modell)|(?:automatisert|automatisk|autonom|virtuell)\\p{L}* (?:assistent|agent|system|program)|språkmodell|(?:e-?post|mail)-?(?:bot|assistent|agent)|(?:sorterings|behandlings)system)\\p{L}*",
        "(?:skal|bør|må|bes om å|anmodes om å|oppfordres til å|forventes å|har i oppgave å)",
        "(?:videresende|sende|eksportere|overføre|svare|slette|avsløre|dele|endre|opprette en regel|godkjenne|deaktivere)",
      ),
      told(
        "systemet",
        "(?:bes om å|anmodes om å|oppfordres til å)",
        "(?:videresende|sende|eksportere|overføre|svare|slette|avsløre|dele|endre|opprette en regel|deaktivere)",
        12,
      ),
    ),
  },
  bg: {
    directive: told(
      "(?:(?:ии|ai)[ -]?(?:асистент|агент|систем|модел)|(?:автоматизиран|автоматичн|автономн|виртуалн|пощенск|сортировъчн)\\p{L}* (?:асистент|агент|систем|програм|бот)|(?:асистент|агент)\\p{L}* (?:с ии|ии)|езиков\\p{L}* модел)\\p{L}*",
      "(?:трябва да|следва да|е длъжен да|е длъжна да|се моли да|се приканва да)",
      "(?:препрати|изпрати|експортира|преведе|отговори|изтрие|разкрие|сподели|промени|създаде правило|одобри|деактивира)",
    ),
  },
  sh: {
    directive: serbian(
      told(
        "(?:(?:ai|umjetn\\p{L}* inteligencij\\p{L}*|veštačk\\p{L}* inteligencij\\p{L}*) ?-?(?:asistent|agent|sistem|model)|(?:automatizovan|automatiziran|automatsk|autonomn|virtualn|poštansk|sortirn)\\p{L}* (?:asistent|agent|sistem|program|bot)|(?:asistent|agent)\\p{L}* (?:za )?ai|jezičk\\p{L}* model|jezičn\\p{L}* model)\\p{L}*",
        "(?:treba da|treba|mora|dužan je|je dužan|se moli da|zamoljen je)",
        "(?:proslijedi|prosledi|proslijediti|proslediti|pošalje|poslati|izveze|izvesti|prebaci|prebaciti|odgovori|odgovoriti|obriše|obrisati|izbriše|izbrisati|otkrije|otkriti|podijeli|podeli|podijeliti|podeliti|promijeni|promeni|promijeniti|promeniti|kreira pravilo|napravi pravilo|odobri|odobriti|isključi|isključiti)",
      ),
    ),
  },
  sk: {
    directive: unmarked(
      told(
        "(?:(?:asistent|agent|systém|model|program|bot)\\p{L}* (?:ai|umelej inteligencie)|ai (?:asistent|agent|systém)\\p{L}*|(?:automatick|automatizovan|autonómn|virtuáln|poštov|triediac)\\p{L}* (?:asistent|agent|systém|program|bot)\\p{L}*|jazykov\\p{L}* model\\p{L}*)",
        "(?:má|musí|by mal|by mala|je povinný|je povinná|sa žiada|nech)",
        "(?:preposlať|poslať|odoslať|exportovať|previesť|odpovedať|vymazať|zmazať|odhaliť|zdieľať|zmeniť|vytvoriť pravidlo|schváliť|vypnúť|prepošle|pošle|odošle|vymaže|zmaže)",
        30,
        50,
      ),
    ),
  },
  sl: {
    directive: unmarked(
      told(
        "(?:(?:asistent|agent|sistem|model|program|bot)\\p{L}* (?:ui|umetne inteligence|ai)|(?:ui|ai) ?-?(?:asistent|agent|sistem)\\p{L}*|(?:avtomatizira|avtomatsk|avtonomn|virtualn|poštn|razvrščevaln)\\p{L}* (?:asistent|agent|sistem|program|bot)\\p{L}*|jezikovn\\p{L}* model\\p{L}*)",
        "(?:mora|naj|je dolžan|je dolžna|je naprošen|se prosi|bi moral)",
        "(?:posreduje|posredovati|pošlje|poslati|izvozi|izvoziti|prenese|prenesti|nakaže|odgovori|odgovoriti|izbriše|izbrisati|razkrije|razkriti|deli|deliti|spremeni|spremeniti|ustvari pravilo|odobri|izklopi|onemogoči)",
        30,
        50,
      ),
    ),
  },
  lt: {
    directive: unmarked(
      told(
        "(?:(?:di|ai|dirbtinio intelekto) (?:asistent|agent|sistem|model)|(?:automatizuot|automatin|autonomin|virtual|pašto|rūšiavimo)\\p{L}* (?:asistent|agent|sistem|program|bot)|kalbos model)\\p{L}*",
        "(?:turi|privalo|prašomas|prašoma|turėtų|yra įpareigotas)",
        "(?:persiųsti|išsiųsti|siųsti|eksportuoti|pervesti|atsakyti|ištrinti|atskleisti|pasidalyti|bendrinti|pakeisti|sukurti taisyklę|patvirtinti|išjungti)",
      ),
    ),
  },
  lv: {
    directive: unmarked(
      alt(
        toldLast(
          "(?:(?:mi|ai|mākslīgā intelekta) ?-?(?:asistent|aģent|sistēm|model)|(?:automatizēt|automātisk|autonom|virtuāl|e-?pasta|šķirošanas)\\p{L}* (?:asistent|aģent|sistēm|programm|bot)|valodas model)\\p{L}*",
          "(?:ir )?jā(?:pārsūta|nosūta|sūta|eksportē|pārskaita|atbild|izdzēš|dzēš|atklāj|kopīgo|maina|izveido|apstiprina|atspējo)\\p{L}*",
          60,
        ),
        told(
          "(?:(?:mi|ai|mākslīgā intelekta) ?-?(?:asistent|aģent|sistēm|model)|(?:automatizēt|automātisk|autonom|virtuāl|e-?pasta|šķirošanas)\\p{L}* (?:asistent|aģent|sistēm|programm|bot)|valodas model)\\p{L}*",
          "(?:vajadzētu|tiek lūgts|tiek lūgta|ir pienākums|ir uzdots)",
          "(?:pārsūtīt|nosūtīt|sūtīt|eksportēt|pārskaitīt|atbildēt|izdzēst|dzēst|atklāt|kopīgot|mainīt|izveidot noteikumu|apstiprināt|atspējot)",
        ),
      ),
    ),
  },
  et: {
    directive: unmarked(
      told(
        "(?:(?:ti|ai|tehisintellekti) ?-?(?:assistent|agent|süsteem|mudel)|(?:automatiseeritud|automaatne|automaatse|autonoomne|virtuaalne|e-?posti|sorteerimis)\\p{L}* ?-?(?:assistent|agent|süsteem|programm|bot|rob)|keelemudel)\\p{L}*",
        "(?:peab|tuleb|peaks|palutakse|on kohustatud)",
        "(?:edasi saatma|saatma|eksportima|üle kandma|vastama|kustutama|avalikustama|jagama|muutma|looma reegli|kinnitama|välja lülitama|edasi saata|saata|eksportida|üle kanda|vastata|kustutada|avalikustada|jagada|muuta|luua reegel|kinnitada|välja lülitada)",
        20,
        80,
      ),
    ),
  },
  ca: {
    directive: told(
      "(?:(?:assistent|agent|sistema|bot|robot|programa|model)s? (?:d'ia|ia|d'intel·ligència artificial|automàtic|automatitzat|autònom|virtual|de correu|de classificació|de processament)|model de llenguatge|l'ia)",
      "(?:haurà de|ha de|hauria de|està obligat a|té l'encàrrec de)",
      "(?:reenviar|enviar|exportar|transferir|respondre|eliminar|esborrar|revelar|compartir|canviar|modificar|crear una regla|aprovar|desactivar)",
    ),
  },
  hy: {
    directive: told(
      "(?:(?:ai|աբ|արհեստական բանականության|ավտոմատ|ավտոմատացված|էլփոստի) (?:օգնական|գործակալ|համակարգ|մոդել|բոտ|ծրագիր)|լեզվական մոդել)\\p{L}*",
      "(?:պետք է|պարտավոր է|խնդրվում է)",
      "(?:փոխանցի|ուղարկի|արտահանի|պատասխանի|ջնջի|բացահայտի|կիսվի|տարածի|փոխի|ստեղծի կանոն|հաստատի|անջատի)",
      20,
      60,
    ),
  },
  az: {
    directive: azerbaijani(
      toldLast(
        "(?:(?:süni intellekt|ai|avtomatik|avtomatlaşdırılmış|e-?poçt) (?:köməkçi|asistent|agent|sistem|model|bot|proqram)\\p{L}*|dil model\\p{L}*)",
        "(?:yönləndir|göndər|ixrac et|köçür|cavab ver|sil|açıqla|paylaş|dəyişdir|qayda yarat|təsdiqlə|söndür)(?:məlidir|malıdır|məli|malı|sin|sın|sün|sun)(?![\\p{L}\\p{N}])",
      ),
    ),
  },
  kk: {
    directive: toldLast(
      "(?:(?:жасанды интеллект\\p{L}*|жи|ai|автоматты|автоматтандырылған) (?:көмекші|ассистент|агент|жүйе|модель|бот|бағдарлама)\\p{L}*|тілдік модель\\p{L}*)",
      "(?:жібер|бағытта|экспортта|аудар|жауап бер|жой|бөліс|өзгерт|ереже жаса|бекіт|өшір)(?:уі керек|уы керек|уге тиіс|уға тиіс|уі тиіс|уы тиіс|сін|сын)(?![\\p{L}\\p{N}])",
    ),
  },
  uz: {
    directive: uzbek(
      toldLast(
        "(?:(?:sunʼiy intellekt|ai|avtomatik|avtomatlashtirilgan|elektron pochta) (?:yordamchi|assistent|agent|tizim|model|bot|dastur)\\p{L}*|til model\\p{L}*)",
        "(?:yoʻnaltir|yubor|eksport qil|oʻtkaz|javob ber|oʻchir|oshkor qil|ulash|oʻzgartir|qoida yarat|tasdiqla)(?:ishi kerak|ishi shart|shi kerak|sin)(?![\\p{L}\\p{N}])",
      ),
    ),
  },
  mn: {
    directive: toldLast(
      "(?:(?:хиймэл оюун\\p{L}*|ai|автомат|автоматжуулсан|имэйлийн) (?:туслах|ассистент|агент|систем|загвар|бот|програм)\\p{L}*|хэлний загвар\\p{L}*)",
      "(?:дамжуул|илгээ|экспортл|шилжүүл|хариул|устга|хуваалц|өөрчл|дүрэм үүсг|батал|унтраа)\\p{L}* (?:ёстой|хэрэгтэй|шаардлагатай)",
    ),
  },
};

/** 7 (and 1). The legal or policy register, generalised: the automated word and the system noun with up to three
 * words between them, in either order ("automated docketing systems", "automated or AI-assisted mail system",
 * "système automatisé de traitement du courrier", "автоматизированная система обработки корреспонденции"), or the
 * system named again after a conditional clause ("…received by an automated system, that system shall…", which the
 * gap from the first mention covers); the modal may be separated from its act by an inserted phrase ("est tenu, dès
 * réception des présentes, de transmettre"), so the act may sit 90 characters on. The automated word is part of the
 * reader: a bare "system" never is, so a specification's "the system shall send a confirmation e-mail" is not one,
 * nor "our automated billing system will email you a receipt" (no modal of obligation). The same reader, plural and
 * followed by what it processes ("automated systems processing this mail", "автоматизированных систем обработки
 * корреспонденции"), is a dedication to the automated reader (→ `automated`). */
interface LegalVocab {
  /** Automated, automatic, AI(-assisted), autonomous. */
  auto: string;
  /** The system nouns: system, assistant, agent, software, program, bot. */
  sys: string;
  /** Processing or handling words, of mail (participles, nouns: "processing", "обработки"). */
  proc: string;
  /** The mail worked on: this mail, this letter, correspondence. */
  mail: string;
  /** A modal of obligation or a request form ("shall", "is required to", "est tenu de"). */
  modal?: string;
  /** The act: forward, send, e-mail, transmit, provide, hand over, upload, export, reply, delete. */
  act?: string;
  /** Verb-final languages: the act with its modal ("… iletmelidir", "… भेजना होगा"), instead of `modal` and `act`. */
  actModal?: string;
  /** Words may be written together (unspaced scripts): character gaps instead of words. */
  unspaced?: boolean;
}

/** The automated word and the system noun, in either order, up to three words (or 24 characters) apart. */
function legalReader(v: LegalVocab): string {
  if (v.unspaced) return alt(`${v.auto}[^.!?。\\n]{0,24}?${v.sys}`, `${v.sys}[^.!?。\\n]{0,24}?${v.auto}`);
  const words = "(?:[\\s-][^\\s.!?:;]{1,30}){0,3}?[\\s-]";
  return alt(`${v.auto}\\p{L}*${words}\\p{L}{0,20}${v.sys}\\p{L}*`, `${v.sys}\\p{L}*${words}${v.auto}\\p{L}*`);
}

function legalDirective(v: LegalVocab): string | undefined {
  const reader = legalReader(v);
  if (v.actModal) return v.unspaced ? near(reader, v.actModal, 120) : toldLast(reader, v.actModal, 120);
  if (!v.modal || !v.act) return undefined;
  return v.unspaced ? toldUnspaced(reader, v.modal, v.act, 40, 90) : told(reader, v.modal, v.act, 40, 90);
}

/** Languages that put a participle phrase before its noun ("ezt a levelet feldolgozó automatizált rendszerek"). */
const PROCESSED_FIRST_LANGS: readonly Lang[] = ["hu", "fi", "et", "hy", "ka", "de", "nl", "sv", "da", "nb", "lt", "lv"];

function legalDedication(v: LegalVocab, lang: Lang): string {
  const reader = legalReader(v);
  const g = v.unspaced ? "" : G;
  const work = alt(`${g}${v.proc}[^.!?\\n]{0,30}?${g}${v.mail}`, `${g}${v.mail}[^.!?\\n]{0,30}?${g}${v.proc}`);
  // Where the verb comes last (and in the unspaced scripts) what the reader processes may come first ("このメールを
  // 処理する自動システム"); elsewhere the reader is named first ("automated systems processing this mail"). Both orders
  // everywhere cost the matcher a pass from every "system" of ordinary mail.
  return v.actModal || v.unspaced || PROCESSED_FIRST_LANGS.includes(lang)
    ? either(reader, work, 40)
    : near(reader, work, 40);
}

const LEGAL: Partial<Record<Lang, LegalVocab>> = {
  en: {
    auto: "(?:automated|automatic|autonomous|ai-assisted|ai-powered|ai-based)",
    sys: "(?:systems?|assistants?|agents?|processors?|software|programs?|tools?|bots?)",
    proc: "(?:processing|handling|reading|receiving|sorting|parsing|screening)",
    mail: "(?:this (?:mail|e-?mail|letter|message|correspondence)|(?:incoming |inbound )?correspondence|incoming mail)",
    modal:
      "(?:shall|must|is (?:required|obliged|obligated|bound|directed|instructed|requested) to|are (?:required|obliged|obligated|bound|directed|instructed|requested) to|is to|are to)",
    act: `(?:e-?mail|mail|forward|send|transmit|provide|hand over|upload|submit|deliver|export|reply|respond|delete|disclose|release|share)${E}`,
  },
  de: {
    auto: "(?:automatisiert|automatisch|autonom|ki-gestützt|ki)",
    sys: "(?:systeme?|programme?|assistent|agent|software|bots?)",
    proc: "(?:verarbeit|bearbeit|empfang|les|sortier)\\p{L}*",
    mail: "(?:diese (?:post|e-?mail|nachricht|sendung|korrespondenz)|dieses schreiben|(?:eingehende )?korrespondenz|post)",
    modal: "(?:hat|haben|ist|sind|muss|müssen|soll|sollen)",
    act: "(?:weiterzuleiten|zu übermitteln|zu senden|zu schicken|zu übersenden|zu mailen|hochzuladen|bereitzustellen|auszuhändigen|zu übergeben|zu exportieren|zu löschen|weiterleiten|übermitteln|senden|schicken|übersenden|mailen|hochladen|bereitstellen|aushändigen|übergeben|exportieren|löschen)",
  },
  fr: {
    auto: "(?:automatisé|automatique|autonome|assisté par (?:l'ia|ia))",
    sys: "(?:système|logiciel|programme|assistant|agent|robot|outil)s?",
    proc: "(?:traitant|traitement|gérant|gestion|lisant|recevant|réception|tri)",
    mail: "(?:(?:ce|du|le) (?:courrier|courriel|message|e-?mail)|(?:cette|la) (?:correspondance|lettre)|(?:des |du |de )?(?:courriers?|correspondances?))",
    modal: "(?:doit|doivent|devra|devront|est tenu|sont tenus|est prié|est chargé|est invité)",
    act: "(?:d[e'] ?)?(?:transmettre|transférer|envoyer|adresser|communiquer|fournir|remettre|téléverser|télécharger|exporter|supprimer|répondre)",
  },
  es: {
    auto: "(?:automatizad|automátic|autónom)[oa]s?",
    sys: "(?:sistema|programa|software|asistente|agente|robot|herramienta)s?",
    proc: "(?:que (?:procesan?|gestionan?|leen?|reciben?)|de (?:procesamiento|gestión|tratamiento))",
    mail: "(?:este (?:correo|mensaje|e-?mail)|esta (?:carta|correspondencia)|(?:del? )?(?:correo|correspondencia))",
    modal: "(?:deberá|deberán|debe|deben|está obligado a|están obligados a|tiene que|ha de|queda obligado a)",
    act: "(?:reenviar|enviar|remitir|transmitir|proporcionar|entregar|subir|cargar|exportar|eliminar|responder|facilitar)",
  },
  it: {
    auto: "(?:automatizzat|automatic|autonom)[oaie]",
    sys: "(?:sistem|programm|software|assistent|agent|strument)[aoie]?",
    proc: "(?:che (?:elabora|elaborano|gestisce|gestiscono|legge|leggono|riceve|ricevono)|di (?:gestione|elaborazione|smistamento))",
    mail: "(?:questa (?:posta|e-?mail|mail|lettera|corrispondenza)|questo messaggio|(?:della |la )?(?:posta|corrispondenza))",
    modal: "(?:dovrà|dovranno|deve|devono|è tenuto a|sono tenuti a|è obbligato a|ha l'obbligo di)",
    act: "(?:inoltrare|inviare|trasmettere|fornire|consegnare|caricare|esportare|eliminare|rispondere)",
  },
  pt: {
    auto: "(?:automatizad|automátic|autónom|autônom)[oa]s?",
    sys: "(?:sistema|programa|software|assistente|agente|robô|ferramenta)s?",
    proc: "(?:que (?:processam?|gerem|gerenciam?|leem|lê|recebem?)|de (?:processamento|gestão|tratamento))",
    mail: "(?:este (?:correio|e-?mail)|esta (?:mensagem|carta|correspondência)|(?:de |do |da )?(?:correio|correspondência))",
    modal: "(?:deverá|deverão|deve|devem|está obrigado a|é obrigado a|tem de|tem que|fica obrigado a)",
    act: "(?:encaminhar|reencaminhar|enviar|remeter|transmitir|fornecer|entregar|carregar|exportar|apagar|eliminar|responder)",
  },
  nl: {
    auto: "(?:geautomatiseerd|automatisch|autonoom|autonome)",
    sys: "(?:systemen|systeem|programma|software|assistent|agent)",
    proc: "(?:verwerk|behandel|lez|ontvang|sorter)\\p{L}*",
    mail: "(?:deze (?:post|e-?mail|mail|brief|correspondentie)|dit bericht|(?:inkomende )?(?:post|correspondentie))",
    modal: "(?:dient|dienen|moet|moeten|is verplicht|zijn verplicht|wordt verzocht|is gehouden)",
    act: "(?:door te sturen|te versturen|te verzenden|te sturen|te mailen|te uploaden|te verstrekken|te bezorgen|over te dragen|te exporteren|te verwijderen|doorsturen|versturen|verzenden|mailen|uploaden|verstrekken)",
  },
  sv: {
    auto: "(?:automatiser(?:ad|at|ade)|automatisk|autonom)",
    sys: "(?:system|program|programvara|assistent|agent)",
    proc: "(?:behandlar|hanterar|läser|tar emot|sorterar|behandling|hantering)",
    mail: "(?:denna post|detta (?:brev|mejl|meddelande)|den här posten|(?:inkommande )?post|korrespondens)",
    modal: "(?:ska|skall|måste|är skyldig att|är skyldiga att|åläggs att|ombeds)",
    act: "(?:vidarebefordra|skicka|sända|överlämna|tillhandahålla|ladda upp|mejla|exportera|radera|besvara)",
  },
  da: {
    auto: "(?:automatiser(?:et|ede)|automatisk|autonom)",
    sys: "(?:system|program|software|assistent|agent)",
    proc: "(?:behandler|håndterer|læser|modtager|sorterer|behandling)",
    mail: "(?:denne post|dette (?:brev|mail|meddelelse)|(?:indgående )?post|korrespondance)",
    modal: "(?:skal|er forpligtet til|er forpligtede til|bedes|pålægges at)",
    act: "(?:videresende|sende|overdrage|udlevere|levere|uploade|maile|eksportere|slette|besvare)",
  },
  nb: {
    auto: "(?:automatisert|automatisk|autonom)",
    sys: "(?:system|program|programvare|assistent|agent)",
    proc: "(?:behandler|håndterer|leser|mottar|sorterer|behandling)",
    mail: "(?:denne posten|dette (?:brevet|meldingen|e-?postet)|(?:innkommende )?post|korrespondanse)",
    modal: "(?:skal|må|er forpliktet til|er pliktig til|bes|pålegges å)",
    act: "(?:videresende|sende|overlevere|utlevere|levere|laste opp|eksportere|slette|besvare)",
  },
  fi: {
    auto: "(?:automa\\p{L}*|autonomi\\p{L}*|tekoäly\\p{L}*)",
    sys: "(?:järjestelm|ohjelma|avustaja|agentti|botti)",
    proc: "(?:käsittelev|lajittelev|lukev|vastaanottav)\\p{L}*",
    mail: "(?:tätä (?:postia|viestiä|kirjettä|sähköpostia)|postia|kirjeenvaihtoa)",
    modal: "(?:tulee|täytyy|pitää|on velvollinen|on velvoitettu)",
    act: "(?:välittää|lähettää|toimittaa|luovuttaa|ladata|viedä|poistaa|vastata)",
  },
  pl: {
    auto: "(?:zautomatyzowan|automatyczn|autonomiczn)\\p{L}*",
    sys: "(?:system|program|oprogramowani|asysten[tc]|agent)\\p{L}*",
    proc: "(?:przetwarzając|obsługując|odczytując|odbierając|obsługi|przetwarzania)\\p{L}*",
    mail: "(?:(?:tę|tej|tą) (?:korespondencj\\p{L}*|poczt\\p{L}*|wiadomoś\\p{L}*)|ten (?:e-?mail|list)|korespondencj\\p{L}*|poczt\\p{L}*)",
    modal:
      "(?:jest zobowiązany|jest zobowiązana|są zobowiązane|zobowiązany jest|powinien|powinna|powinno|musi|ma obowiązek)",
    act: "(?:do )?(?:przesłać|przesłania|przekazać|przekazania|wysłać|wysłania|dostarczyć|dostarczenia|udostępnić|wgrać|wyeksportować|usunąć)",
  },
  cs: {
    auto: "(?:automatizovan|automatick|autonomní)\\p{L}*",
    sys: "(?:systém|program|software|asistent|agent)\\p{L}*",
    proc: "(?:zpracov|vyřizuj|čtoucí|přijímající)\\p{L}*",
    mail: "(?:(?:tuto|této) (?:poštu|pošty|korespondenci|zprávu)|(?:tento|tohoto) (?:e-?mail|dopis)|poštu|pošty|korespondenc\\p{L}*)",
    modal: "(?:je povinen|je povinna|jsou povinny|musí|má|mají|by měl)",
    act: "(?:přeposlat|předat|odeslat|poslat|zaslat|poskytnout|nahrát|exportovat|smazat)",
  },
  sk: {
    auto: "(?:automatizovan|automatick|autonómn)\\p{L}*",
    sys: "(?:systém|program|softvér|asistent|agent)\\p{L}*",
    proc: "(?:spracov|spracúv|vybavuj|čítajúc|prijímajúc)\\p{L}*",
    mail: "(?:(?:túto|tejto) (?:poštu|pošty|korešpondenciu|správu)|(?:tento|tohto) (?:e-?mail|list)|poštu|pošty|korešpondenci\\p{L}*)",
    modal: "(?:je povinný|je povinná|sú povinné|musí|má|majú|by mal)",
    act: "(?:preposlať|odovzdať|odoslať|poslať|zaslať|poskytnúť|nahrať|exportovať|vymazať)",
  },
  sl: {
    auto: "(?:avtomatizira|avtomatsk|avtonomn)\\p{L}*",
    sys: "(?:sistem|program|programsk\\p{L}* oprem|asistent|agent)\\p{L}*",
    proc: "(?:obdeluj|obravnav|prejema|bere|obdelavo|obdelav)\\p{L}*",
    mail: "(?:to (?:pošto|sporočilo|pismo|e-?pošto)|tega (?:pisma|sporočila)|pošto|korespondenco)",
    modal: "(?:je dolžan|je dolžna|so dolžni|mora|morajo|naj)",
    act: "(?:posredovati|posreduje|poslati|pošlje|predati|preda|zagotoviti|naložiti|izvoziti|izbrisati)",
  },
  sh: {
    auto: "(?:automatizovan|automatiziran|automatsk|autonomn)\\p{L}*",
    sys: "(?:sistem|program|softver|asistent|agent)\\p{L}*",
    proc: "(?:obrađuj|obradu|obrade|prima|čita)\\p{L}*",
    mail: "(?:ovu (?:poštu|korespondenciju|poruku)|ovaj (?:dopis|e-?mail)|pošt\\p{L}*|korespondencij\\p{L}*)",
    modal: "(?:je dužan|dužan je|je dužna|su dužni|mora|moraju|treba)",
    act: "(?:da )?(?:proslijedi|prosledi|proslijediti|proslediti|pošalje|poslati|dostavi|dostaviti|preda|predati|učita|izveze|obriše)",
  },
  bg: {
    auto: "(?:автоматизиран|автоматичн|автономн)\\p{L}*",
    sys: "(?:систем|програм|софтуер|асистент|агент)\\p{L}*",
    proc: "(?:обработващ|обработка|обработване|получаващ|четящ)\\p{L}*",
    mail: "(?:тази (?:поща|кореспонденция)|това (?:писмо|съобщение)|поща(?:та)?|кореспонденция(?:та)?)",
    modal: "(?:е длъжна|е длъжен|са длъжни|трябва|следва)",
    act: "(?:да )?(?:препрати|изпрати|предаде|предостави|качи|експортира|изтрие)",
  },
  ru: {
    auto: "(?:автоматизированн|автоматическ|автономн)\\p{L}*",
    sys: "(?:систем|программ|ассистент|помощник|агент)\\p{L}*",
    proc: "(?:обработк|обрабатывающ|получающ|читающ)\\p{L}*",
    mail: "(?:корреспонденци\\p{L}*|почт\\p{L}*|(?:это|данно)\\p{L}* (?:письм|сообщени)\\p{L}*)",
    modal: "(?:обязан|обязана|обязаны|должна|должен|должны|надлежит|следует)",
    act: "(?:направить|переслать|отправить|передать|предоставить|выслать|загрузить|выгрузить|удалить)",
  },
  uk: {
    auto: "(?:автоматизован|автоматичн|автономн)\\p{L}*",
    sys: "(?:систем|програм|асистент|помічник|агент)\\p{L}*",
    proc: "(?:обробк|обробляють|обробляє|отримують|читають)\\p{L}*",
    mail: "(?:кореспонденці\\p{L}*|пошт\\p{L}*|(?:цей|цього) лист\\p{L}*)",
    modal: "(?:зобов'язана|зобов'язаний|зобов’язана|зобов’язаний|повинна|повинен|мусить|має)",
    act: "(?:надіслати|переслати|відправити|передати|надати|завантажити|видалити)",
  },
  el: {
    auto: "(?:αυτοματοποιημέν|αυτόματ|αυτόνομ)\\p{L}*",
    sys: "(?:σύστημ|συστήμ|πρόγραμμ|λογισμικ|βοηθ|πράκτορ)\\p{L}*",
    proc: "(?:επεξεργ|διαχειρ|λαμβάν|διαβάζ)\\p{L}*",
    mail: "(?:(?:αυτή|αυτήν|την) (?:την )?(?:αλληλογραφία|επιστολή)|αυτό το (?:μήνυμα|email)|αλληλογραφί\\p{L}*)",
    modal: "(?:οφείλει|οφείλουν|πρέπει|υποχρεούται|υποχρεούνται|καλείται)",
    act: "(?:να )?(?:προωθήσει|στείλει|αποστείλει|διαβιβάσει|παραδώσει|παράσχει|ανεβάσει|διαγράψει)",
  },
  ro: {
    auto: "(?:automatizat|automat|autonom)\\p{L}*",
    sys: "(?:sistem|program|software|asistent|agent)\\p{L}*",
    proc: "(?:proceseaz|procesare|gestioneaz|primesc|primește|citesc|citește)\\p{L}*",
    mail: "(?:această (?:corespondență|scrisoare|poștă)|acest (?:mesaj|e-?mail)|corespondenț\\p{L}*|poșt\\p{L}*)",
    modal: "(?:este obligat|sunt obligate|trebuie|are obligația)",
    act: "(?:să )?(?:transmită|trimită|redirecționeze|predea|furnizeze|încarce|exporte|șteargă|transmita|trimita|redirectioneze|furnizeze|incarce|stearga)",
  },
  hu: {
    auto: "(?:automatizált|automatikus|autonóm|mi-alapú|ai-alapú)",
    sys: "(?:rendszer|program|szoftver|asszisztens|ágens)",
    proc: "(?:feldolgoz|kezel|fogad|olvas)\\p{L}*",
    mail: "(?:ezt a (?:levelet|postát|levelezést|üzenetet)|e levelet|leveleket|postát|levelezést)",
    modal: "(?:köteles|kötelesek|kell|szíveskedjen)",
    act: "(?:továbbítani|továbbítsa|elküldeni|küldje|átadni|átadja|feltölteni|töltse fel|exportálni|törölni)",
  },
  lt: {
    auto: "(?:automatizuot|automatin|autonomin)\\p{L}*",
    sys: "(?:sistem|program|asistent|agent)\\p{L}*",
    proc: "(?:apdorojan|tvarkan|gaunan|skaitan|apdorojimo)\\p{L}*",
    mail: "(?:šį (?:paštą|laišką)|šio (?:pašto|laiško)|paštą|pašto|korespondencij\\p{L}*)",
    modal: "(?:privalo|turi|yra įpareigot\\p{L}*)",
    act: "(?:persiųsti|išsiųsti|siųsti|perduoti|pateikti|įkelti|eksportuoti|ištrinti)",
  },
  lv: {
    auto: "(?:automatizēt|automātisk|autonom)\\p{L}*",
    sys: "(?:sistēm|programm|asistent|aģent)\\p{L}*",
    proc: "(?:apstrādā|apstrādes|saņem|lasa)\\p{L}*",
    mail: "(?:šo (?:pastu|vēstuli|korespondenci)|pastu|pasta|korespondenc\\p{L}*)",
    actModal: "(?:ir )?jā(?:pārsūta|nosūta|sūta|nodod|iesniedz|augšupielādē|eksportē|izdzēš)\\p{L}*",
  },
  et: {
    auto: "(?:automatiseeritud|automaatne|automaatse|autonoomne)",
    sys: "(?:süsteem|programm|assistent|agent)\\p{L}*",
    proc: "(?:töötle|käsitle|vastu|lug)\\p{L}*",
    mail: "(?:seda (?:posti|kirja|kirjavahetust)|posti|kirjavahetust)",
    modal: "(?:peab|tuleb|on kohustatud)",
    act: "(?:edasi saatma|saatma|edastama|üle andma|esitama|üles laadima|kustutama|edasi saata|saata|edastada|üle anda|esitada|üles laadida|kustutada)",
  },
  ca: {
    auto: "(?:automatitzat|automàtic|autònom)\\p{L}*",
    sys: "(?:sistemes|sistema|programa|programari|assistent|agent)s?",
    proc: "(?:que (?:processen|processa|gestionen|gestiona|llegeixen|llegeix)|de (?:tractament|processament|gestió))",
    mail: "(?:aquest (?:correu|missatge)|aquesta (?:carta|correspondència)|(?:del |de )?(?:correu|correspondència))",
    modal: "(?:haurà de|hauran de|ha de|han de|està obligat a|estan obligats a)",
    act: "(?:reenviar|enviar|trametre|transmetre|lliurar|proporcionar|pujar|exportar|eliminar|respondre)",
  },
  af: {
    auto: "(?:outomatiese|geoutomatiseerde|outomaties|outonome)",
    sys: "(?:stelsel\\p{L}*|program\\p{L}*|sagteware|assistent|agent)",
    proc: "(?:verwerk|hanteer|lees|ontvang)\\p{L}*",
    mail: "(?:hierdie (?:pos|e-?pos|brief|korrespondensie)|pos|korrespondensie)",
    modal: "(?:moet|is verplig om|word versoek om)",
    act: "(?:aanstuur|stuur|deurstuur|oordra|verskaf|oplaai|uitvoer|skrap|aan te stuur|te stuur|deur te stuur|oor te dra|te verskaf|op te laai)",
  },
  tr: {
    auto: "(?:otomatik|otomatikleştirilmiş|otomatize|özerk|yapay zek[aâ] destekli)",
    sys: "(?:sistem|program|yazılım|asistan|ajan)\\p{L}*",
    proc: "(?:işleyen|işleme|okuyan|alan|sıralayan)\\p{L}*",
    mail: "(?:bu (?:postayı|postanın|e-?postayı|yazıyı|mektubu)|posta\\p{L}*|yazışma\\p{L}*)",
    actModal:
      "(?:ilet|gönder|yönlendir|aktar|teslim et|sun|yükle|dışa aktar|sil|e-?posta ile gönder)(?:melidir|malıdır|meli|malı|mekle yükümlüdür|makla yükümlüdür|mesi zorunludur|ması zorunludur)(?![\\p{L}\\p{N}])",
  },
  az: {
    auto: "(?:avtomatlaşdırılmış|avtomatik|avtonom)",
    sys: "(?:sistem|proqram|köməkçi|asistent|agent)\\p{L}*",
    proc: "(?:emal ed|işləy|oxuy|qəbul ed|emalı)\\p{L}*",
    mail: "(?:bu (?:poçtu|məktubu|yazışmanı)|poçt\\p{L}*|yazışma\\p{L}*)",
    actModal:
      "(?:yönləndir|göndər|təhvil ver|təqdim et|yüklə|ixrac et|sil)(?:məlidir|malıdır|məyə borcludur|mağa borcludur)(?![\\p{L}\\p{N}])",
  },
  kk: {
    auto: "(?:автоматтандырылған|автоматты|автономды)",
    sys: "(?:жүйе|бағдарлама|көмекші|ассистент|агент)\\p{L}*",
    proc: "(?:өңдейтін|өңдеу|қабылдайтын|оқитын)\\p{L}*",
    mail: "(?:осы (?:поштаны|хатты|хат)|пошта\\p{L}*|хат\\p{L}*)",
    actModal:
      "(?:жібер|жолда|тапсыр|ұсын|жүкте|экспортта|жой)(?:уі керек|уы керек|уге тиіс|уға тиіс|уі тиіс|уы тиіс|уге міндетті|уға міндетті)",
  },
  uz: {
    auto: "(?:avtomatlashtirilgan|avtomatik|avtonom)",
    sys: "(?:tizim|dastur|yordamchi|assistent|agent)\\p{L}*",
    proc: "(?:qayta ishlovchi|qayta ishlaydigan|ishlov beruvchi|qabul qiluvchi|oʻqiydigan)",
    mail: "(?:ushbu (?:pochtani|xatni)|bu (?:pochtani|xatni)|pochta\\p{L}*|yozishma\\p{L}*)",
    actModal: "(?:yubor|yoʻnaltir|topshir|taqdim et|yukla|eksport qil|oʻchir)(?:ishi kerak|ishi shart|ishga majbur)",
  },
  mn: {
    auto: "(?:автоматжуулсан|автомат|бие даасан)",
    sys: "(?:систем|програм|туслах|агент)\\p{L}*",
    proc: "(?:боловсруулах|боловсруулж буй|хүлээн авах|уншиж буй)",
    mail: "(?:энэ (?:шууданг|захидлыг)|шуудан\\p{L}*|захидал\\p{L}*)",
    actModal: "(?:дамжуул|илгээ|хүлээлгэн өг|өг|байршуул|устга)\\p{L}* (?:ёстой|үүрэгтэй)",
  },
  hy: {
    auto: "(?:ավտոմատացված|ավտոմատ|ինքնավար)",
    sys: "(?:համակարգ|ծրագ|օգնական|գործակալ)\\p{L}*",
    proc: "(?:մշակող|մշակման|ստացող|կարդացող)",
    mail: "(?:այս (?:փոստը|նամակը)|փոստ\\p{L}*|նամակագրություն\\p{L}*)",
    modal: "(?:պարտավոր է|պարտավոր են|պետք է)",
    act: "(?:փոխանցել|փոխանցի|ուղարկել|ուղարկի|հանձնել|հանձնի|տրամադրել|տրամադրի|վերբեռնել|ջնջել|ջնջի)",
  },
  ka: {
    auto: "(?:ავტომატიზებულ|ავტომატურ|ავტონომიურ)\\p{L}*",
    sys: "(?:სისტემ|პროგრამ|ასისტენტ|აგენტ)\\p{L}*",
    proc: "(?:დამმუშავებ|დამუშავებ|მიმღებ)\\p{L}*",
    mail: "(?:ამ (?:ფოსტის|წერილის|ფოსტას|წერილს)|ფოსტ\\p{L}*|კორესპონდენცი\\p{L}*)",
    modal: "(?:ვალდებულია|უნდა|მოეთხოვება)",
    act: "(?:გადაუგზავნოს|გადააგზავნოს|გაგზავნოს|გაუგზავნოს|გადასცეს|მიაწოდოს|ატვირთოს|წაშალოს)",
  },
  id: {
    auto: "(?:otomatis|terotomatisasi|otonom|berbasis ai)",
    sys: "(?:sistem|program|perangkat lunak|asisten|agen)",
    proc: "(?:memproses|mengolah|pengolah|pemroses|pemrosesan|menerima|membaca)",
    mail: "(?:surat ini|email ini|pesan ini|surat|korespondensi)",
    modal: "(?:wajib|harus|diwajibkan|berkewajiban|hendaknya)",
    act: "(?:untuk )?(?:meneruskan|mengirimkan|mengirim|menyerahkan|menyampaikan|memberikan|mengunggah|mengekspor|menghapus|teruskan|kirim)",
  },
  ms: {
    auto: "(?:automatik|automatik|berautomasi|autonomi)",
    sys: "(?:sistem|program|perisian|pembantu|ejen)",
    proc: "(?:memproses|pemprosesan|mengendalikan|menerima|membaca)",
    mail: "(?:mel ini|surat ini|e-?mel ini|mel|surat-menyurat)",
    modal: "(?:hendaklah|mesti|wajib|dikehendaki|perlu)",
    act: "(?:memajukan|majukan|menghantar|hantar|menyerahkan|memberikan|memuat naik|mengeksport|memadam)",
  },
  jv: {
    auto: "(?:otomatis|otonom)",
    sys: "(?:sistem|program|asisten|agen)",
    proc: "(?:ngolah|mroses|pangolah|nampa|maca)",
    mail: "(?:layang iki|email iki|layang|surat)",
    modal: "(?:kudu|wajib|kedah|kedah)",
    act: "(?:neruske|nerusake|terusna|ngirim|ngirimake|kirimna|nyerahake|ngunggah|mbusak)",
  },
  tl: {
    auto: "(?:awtomatiko|awtomatikong|automated|otomatiko|otomatikong)",
    sys: "(?:sistema|programa|software|assistant|katulong|ahente)",
    proc: "(?:nagpoproseso|nagpo-proseso|pagproseso|tumatanggap|nagbabasa)",
    mail: "(?:sulat na ito|email na ito|mensaheng ito|(?:ng )?sulat|koreo)",
    modal: "(?:ay dapat|dapat|kailangang|kinakailangang|obligadong)",
    act: "(?:ipasa|ipadala|i-forward|iforward|ibigay|isumite|i-upload|i-export|burahin)",
  },
  vi: {
    auto: "(?:tự động|tự động hóa|tự hành)",
    sys: "(?:hệ thống|chương trình|phần mềm|trợ lý|tác nhân)",
    proc: "(?:xử lý|tiếp nhận|đọc)",
    mail: "(?:thư này|văn bản này|thư từ|thư)",
    modal: "(?:phải|có nghĩa vụ|có trách nhiệm|buộc phải)",
    act: "(?:chuyển tiếp|gửi|chuyển|cung cấp|bàn giao|tải lên|xuất|xóa|xoá)",
  },
  sw: {
    auto: "(?:wa kiotomatiki|ya kiotomatiki|otomatiki|wa akili bandia)",
    sys: "(?:mfumo|mifumo|programu|msaidizi|wasaidizi|wakala)",
    proc: "(?:unaochakata|inayochakata|inayoshughulikia|unaoshughulikia|kuchakata|unaopokea|inayopokea)",
    mail: "(?:barua hii|barua pepe hii|barua|mawasiliano)",
    modal: "(?:unapaswa|inapaswa|lazima|ni lazima|unatakiwa|inatakiwa|unalazimika|inalazimika)",
    act: "(?:ku)?(?:tuma|sambaza|wasilisha|peleka|toa|pakia|futa|kabidhi)",
  },
  so: {
    auto: "(?:otomaatig|otomaatiga|iskiis u shaqeeya)",
    sys: "(?:nidaam\\p{L}*|barnaamij\\p{L}*|kaaliye\\p{L}*|wakiil\\p{L}*)",
    proc: "(?:habeeya|habaynta|hela|akhriya|maamula)",
    mail: "(?:boostadan|warqaddan|emailkan|boostada|warqadaha)",
    modal: "(?:waa inuu|waa inay|waa in|khasab)",
    act: "(?:u )?(?:gudbiyaa|gudbiyo|gudbi|diro|diraa|dirto|geeyo|gaarsiiyo|u dhiibo|tirtiro)",
  },
  ha: {
    auto: "(?:na atomatik|atomatik|mai sarrafa kansa)",
    sys: "(?:tsarin|tsare-tsare|shirin|mataimaki|mataimakin|wakili)",
    proc: "(?:sarrafa|mai sarrafa|masu sarrafa|karɓa|karanta|karba)",
    mail: "(?:wannan wasi(?:ƙ|k)a|wasi(?:ƙ|k)u|imel)",
    modal: "(?:dole ne|wajibi ne|ya kamata)",
    act: "(?:ya |ta |su )?(?:tura|aika|mika|miƙa|bayar|loda|goge)",
  },
  yo: {
    auto: "(?:aládàáṣiṣẹ́|aládàáṣe|aladaasise|aladaase)",
    sys: "(?:ètò|eto|ẹ̀rọ|ero|olùrànlọ́wọ́|oluranlowo)",
    proc: "(?:ń ṣe ìmúṣẹ|ń ṣiṣẹ́ lórí|ń ka|n se imuse|n sise lori|n ka|ṣiṣẹ́ lórí)",
    mail: "(?:lẹ́tà yìí|leta yii|ímeèlì yìí|imeeli yii|lẹ́tà|leta)",
    modal: "(?:gbọ́dọ̀|gbodo|ní láti|ni lati)",
    act: "(?:fi [^.!?]{0,40}?ránṣẹ́|fi [^.!?]{0,40}?ranse|gbé [^.!?]{0,20}?sókè|fún|pa [^.!?]{0,20}?rẹ́)",
  },
  ig: {
    auto: "(?:akpaaka|nke akpaaka|na-akpaghị aka)",
    sys: "(?:sistemụ|sistemu|usoro|mmemme|onye enyemaka)",
    proc: "(?:na-edozi|na-ahazi|na-anata|na-agụ|edozi)",
    mail: "(?:ozi a|akwụkwọ ozi a|ozi|akwụkwọ ozi)",
    modal: "(?:ga-?\\p{L}*rịrị|ga-?\\p{L}*riri|ga-|ekwesịrị|aghaghị)",
    act: "(?:ezigarịrị|ezigara|ezipu|zigara|nyefee|bulite|hichapụ|ezigariri)",
  },
  zu: {
    auto: "(?:oluzenzakalelayo|ezizenzakalelayo|okuzenzakalelayo|ezenzakalelayo)",
    sys: "(?:uhlelo|izinhlelo|kuzinhlelo|ezinhlelweni|kuhlelo|isistimu|umsizi)",
    proc: "(?:lokucubungula|ezicubungula|olucubungula|esamukela|olufunda)",
    mail: "(?:le (?:ncwadi|meyili|posi)|iposi|izincwadi|imeyili)",
    modal: "(?:kufanele|kumele|kudingeka|lubophezelekile)",
    act: "(?:ludlulisele|lidlulisele|dlulisela|luthumele|lithumele|thumela|lunikeze|lulayishe|lusule)",
  },
  xh: {
    auto: "(?:ezenzekelayo|ezizenzekelayo|ezenzekelayo)",
    sys: "(?:inkqubo|iinkqubo|kwiinkqubo|kwinkqubo|isistim|umncedisi)",
    proc: "(?:yokulungisa|ezilungisa|elungisa|efumana|efunda)",
    mail: "(?:le (?:leta|meyile|posi)|iposi|iileta|imeyile)",
    modal: "(?:kufuneka|kumele|inyanzelekile)",
    act: "(?:idlulisele|dlulisela|ithumele|thumela|inike|ilayishe|icime)",
  },
  ku: {
    auto: "(?:otomatîk|otomatik|xweber)",
    sys: "(?:pergal\\p{L}*|sîstem\\p{L}*|bername\\p{L}*|alîkar\\p{L}*)",
    proc: "(?:pêvajo|pêvajoya|wergirin|dixwîne|dixwînin|pêvajo dikin)",
    mail: "(?:vê nameyê|nameyan|name|peyaman)",
    modal: "(?:divê|pêwîst e|mecbûr e)",
    act: "(?:bişîne|bişînin|bide|radest bike|bar bike|jê bibe|bişîne)",
  },
  "ar-latn": {
    auto: "(?:automatic|automated|otomatik|aly|ali)",
    sys: "(?:nizam|nezam|anzima|anzimet|system|barnameg|barnamej|mosa3ed|mousa3ed|assistant)",
    proc: "(?:mo3alaj\\p{L}*|bt3alej|bi3alej|yo3alej|bte2ra|by2ra)",
    mail: "(?:el barid|el bared|el mail|el resala|el gawab|el rasa2el)",
    modal: "(?:lazem|lazim|yajeb|wajeb|mafrod|mafroud|3aleih|3alaih)",
    act: "(?:yeb3at|yib3at|yeb3ath|yersel|yirsil|yeba3at|y7awel|ye7awel|ysallem|yesallem|yemsa7|forward)",
  },
  "hi-latn": {
    auto: "(?:automated|automatic|swachalit|auto)",
    sys: "(?:systems?|software|assistant|agent|pranali)",
    proc: "(?:process|processing|handle|padhne)",
    mail: "(?:is mail|is email|is letter|is patra|mail|email|letter|correspondence)",
    actModal:
      "(?:forward|bhej|send|transfer|share|upload|de|de de|saunp|delete)\\S*(?: (?:kar|kr|de)\\S*)? (?:hoga|hogi|hoge|chahiye|padega|padegi|zaroori hai|anivarya hai)",
  },
  hi: {
    auto: "(?:स्वचालित|ऑटोमेटेड|ऑटोमैटिक|स्वतः)",
    sys: "(?:प्रणाली|प्रणालियों|सिस्टम|सॉफ्टवेयर|सहायक|एजेंट)",
    proc: "(?:प्रसंस्करण|प्रोसेस|संसाधित|प्राप्त)",
    mail: "(?:इस (?:मेल|पत्र|ईमेल)|मेल|पत्राचार|पत्र)",
    actModal:
      "(?:फ़ॉरवर्ड|फॉरवर्ड|अग्रेषित|भेज|प्रेषित|सौंप|उपलब्ध|अपलोड|हस्तांतरित|हटा|डिलीट)\\S*(?: (?:कर|दे)\\S*)? (?:चाहिए|होगा|होंगे|होगी|होगीं|(?:के लिए )?(?:बाध्य|अनिवार्य|ज़रूरी|जरूरी) (?:है|होगी|होगा|होंगे))",
  },
  mr: {
    auto: "(?:स्वयंचलित|ऑटोमेटेड|स्वयंचलीत)",
    sys: "(?:प्रणाली\\S*|सिस्टम\\S*|सॉफ्टवेअर|सहाय्यक|एजंट)",
    proc: "(?:प्रक्रिया|प्रोसेस)",
    mail: "(?:हा (?:मेल|पत्र)|मेल|पत्रव्यवहार|पत्र)",
    actModal:
      "(?:(?:पाठव|फॉरवर्ड कर|सुपूर्द कर|अपलोड कर|हटव)(?:ावी|ावा|ावे|ाव्यात|ायला हवे|ायलाच हवे)|(?:पाठवणे|फॉरवर्ड करणे|सुपूर्द करणे) (?:आवश्यक|बंधनकारक) आहे)",
  },
  gu: {
    auto: "(?:સ્વચાલિત|ઓટોમેટેડ|સ્વયંસંચાલિત)",
    sys: "(?:સિસ્ટમ\\S*|પ્રણાલી\\S*|સોફ્ટવેર|સહાયક|એજન્ટ)",
    proc: "(?:પ્રોસેસ|પ્રક્રિયા)",
    mail: "(?:આ (?:મેલ|પત્ર)|મેલ|પત્રવ્યવહાર|પત્ર)",
    actModal: "(?:મોકલ|ફોરવર્ડ કર|સોંપ|અપલોડ કર|કાઢી નાખ)\\S* (?:જોઈએ|પડશે|ફરજિયાત છે)",
  },
  pa: {
    auto: "(?:ਸਵੈਚਾਲਿਤ|ਆਟੋਮੇਟਿਡ|ਸਵੈਚਲਿਤ)",
    sys: "(?:ਸਿਸਟਮ\\S*|ਪ੍ਰਣਾਲੀ\\S*|ਸੌਫਟਵੇਅਰ|ਸਹਾਇਕ|ਏਜੰਟ)",
    proc: "(?:ਪ੍ਰੋਸੈਸ|ਪ੍ਰਕਿਰਿਆ)",
    mail: "(?:ਇਸ (?:ਮੇਲ|ਪੱਤਰ)|ਮੇਲ|ਪੱਤਰ ਵਿਹਾਰ|ਪੱਤਰ)",
    actModal: "(?:ਭੇਜ|ਫਾਰਵਰਡ ਕਰ|ਸੌਂਪ|ਅਪਲੋਡ ਕਰ|ਮਿਟਾ)\\S* (?:ਚਾਹੀਦੀ|ਚਾਹੀਦਾ|ਚਾਹੀਦੇ|ਹੋਵੇਗੀ|ਹੋਵੇਗਾ|ਪਵੇਗੀ|ਪਵੇਗਾ|ਲਾਜ਼ਮੀ ਹੈ)",
  },
  bn: {
    auto: "(?:স্বয়ংক্রিয়|অটোমেটেড|স্বয়ংক্রিয়)",
    sys: "(?:সিস্টেম\\S*|ব্যবস্থা\\S*|সফটওয়্যার|সহকারী|এজেন্ট)",
    proc: "(?:প্রক্রিয়াকারী|প্রক্রিয়াকরণ|প্রসেস)",
    mail: "(?:এই (?:মেইল|চিঠি|ইমেইল)|মেইল|চিঠিপত্র|চিঠি)",
    actModal: "(?:ফরোয়ার্ড|পাঠা|প্রেরণ|হস্তান্তর|আপলোড|মুছ)\\S*(?: (?:কর|দি|দে)\\S*)? (?:হবে|উচিত|বাধ্য)",
  },
  ne: {
    auto: "(?:स्वचालित|अटोमेटेड)",
    sys: "(?:प्रणाली\\S*|सिस्टम\\S*|सफ्टवेयर|सहायक|एजेन्ट)",
    proc: "(?:प्रशोधन|प्रोसेस)",
    mail: "(?:यो (?:मेल|पत्र)|मेल|पत्राचार|पत्र)",
    actModal: "(?:पठाउ|फर्वार्ड|बुझाउ|अपलोड|मेट)\\S*(?: \\S+)? ?(?:पर्छ|पर्नेछ|पर्दछ)",
  },
  ta: {
    auto: "(?:தானியங்கி|தன்னியக்க)",
    sys: "(?:அமைப்பு\\S*|அமைப்பை|மென்பொருள்\\S*|உதவியாள\\S*|முகவர்\\S*)",
    proc: "(?:செயலாக்க\\S*|கையாளும்)",
    mail: "(?:அஞ்சல\\S*|கடித\\S*)",
    actModal: "(?:அனுப்ப|முன்னனுப்ப|ஒப்படைக்க|வழங்க|பதிவேற்ற|நீக்க) (?:வேண்டும்|வேண்டியது)",
  },
  te: {
    auto: "(?:ఆటోమేటెడ్|స్వయంచాలక)",
    sys: "(?:సిస్టమ్\\S*|వ్యవస్థ\\S*|సాఫ్ట్‌వేర్|సహాయక\\S*|ఏజెంట్)",
    proc: "(?:ప్రాసెస్|ప్రాసెసింగ్)",
    mail: "(?:ఈ (?:మెయిల్\\S*|లేఖ\\S*)|మెయిల్\\S*|లేఖ\\S*)",
    actModal: "(?:పంపాలి|పంపించాలి|ఫార్వర్డ్ చేయాలి|అప్పగించాలి|అప్‌లోడ్ చేయాలి|తొలగించాలి|పంపవలెను|పంపవలసి ఉంటుంది)",
  },
  kn: {
    auto: "(?:ಸ್ವಯಂಚಾಲಿತ|ಆಟೋಮೇಟೆಡ್)",
    sys: "(?:ವ್ಯವಸ್ಥೆ\\S*|ಸಿಸ್ಟಮ್\\S*|ಸಾಫ್ಟ್‌ವೇರ್|ಸಹಾಯಕ\\S*)",
    proc: "(?:ಸಂಸ್ಕರಣಾ|ಸಂಸ್ಕರಿಸುವ|ಪ್ರೊಸೆಸ್)",
    mail: "(?:ಈ (?:ಮೇಲ್\\S*|ಪತ್ರ\\S*)|ಮೇಲ್\\S*|ಪತ್ರ\\S*)",
    actModal: "(?:ಕಳುಹಿಸಬೇಕು|ಫಾರ್ವರ್ಡ್ ಮಾಡಬೇಕು|ಒಪ್ಪಿಸಬೇಕು|ಅಪ್‌ಲೋಡ್ ಮಾಡಬೇಕು|ಅಳಿಸಬೇಕು)",
  },
  ml: {
    auto: "(?:ഓട്ടോമേറ്റഡ്|സ്വയംപ്രവർത്തിത|യാന്ത്രിക)",
    sys: "(?:സിസ്റ്റ\\S*|സംവിധാന\\S*|സോഫ്റ്റ്‌വെയർ|സഹായി\\S*)",
    proc: "(?:പ്രോസസ്സ്\\S*|പ്രോസസ്സിംഗ്)",
    mail: "(?:ഈ (?:മെയിൽ|കത്ത്)|മെയിൽ|കത്ത്\\S*)",
    actModal: "(?:അയയ്ക്കണം|അയക്കണം|ഫോർവേഡ് ചെയ്യണം|കൈമാറണം|അപ്‌ലോഡ് ചെയ്യണം|ഇല്ലാതാക്കണം)",
  },
  si: {
    auto: "(?:ස්වයංක්‍රීය|ස්වයංක්රීය)",
    sys: "(?:පද්ධති\\S*|මෘදුකාංග\\S*|සහායක\\S*)",
    proc: "(?:සැකසුම්|සකසන)",
    mail: "(?:මෙම (?:තැපෑල|ලිපිය)|තැපැල්|තැපෑල|ලිපි\\S*)",
    actModal: "(?:යැවිය|යොමු කළ|භාර දිය|උඩුගත කළ|මකා දැමිය) (?:යුතුය|යුතු ය|යුතුයි)|(?:යැවිය|යොමු කළ|භාර දිය)යුතුය",
  },
  ur: {
    auto: "(?:خودکار|آٹومیٹڈ|خود کار)",
    sys: "(?:سسٹم\\S*|نظام\\S*|سافٹ ویئر|اسسٹنٹ|معاون|ایجنٹ)",
    proc: "(?:پراسیس|پروسیس|پراسیسنگ)",
    mail: "(?:اس (?:میل|خط)|میل|خط و کتابت|خط)",
    actModal:
      "(?:فارورڈ|بھیج|بھیجن|ارسال|حوالے|اپ ?لوڈ|حذف)\\S*(?: (?:کر|دے|دی)\\S*)? (?:ہوگا|ہوگی|ہوں گے|چاہیے|چاہئے|لازم ہے|ضروری ہے|پابند ہے)",
    unspaced: true,
  },
  ar: {
    auto: "(?:ال)?(?:آلي|آلية|مؤتمت|مؤتمتة|الذكاء الاصطناعي)",
    sys: "(?:ال)?(?:نظام|أنظمة|برنامج|برامج|مساعد|وكيل)",
    proc: "(?:لمعالجة|معالجة|تعالج|يعالج|التي تعالج|الذي يعالج)",
    mail: "(?:(?:هذا )?البريد|هذه الرسالة|المراسلات|الرسائل)",
    modal: "(?:يجب|يتعين|ملزم|ملزمة|يلتزم|عليه أن|عليها أن)",
    act: "(?:إعادة توجيه|يعيد توجيه|إرسال|يرسل|تسليم|يسلم|تقديم|يقدم|رفع|تحميل|حذف|يحذف|تحويل|يحول)",
    unspaced: true,
  },
  fa: {
    auto: "(?:خودکار|اتوماتیک|هوشمند)",
    sys: "(?:سامانه|سیستم|نرم‌افزار|نرم افزار|دستیار|عامل)",
    proc: "(?:پردازش|رسیدگی)",
    mail: "(?:این نامه|نامه|مکاتبات|ایمیل)",
    modal: "(?:موظف است|موظفند|باید|ملزم است|مکلف است)",
    act: "(?:ارسال|فوروارد|بفرستد|تحویل|ارائه|بارگذاری|آپلود|حذف|منتقل)",
    unspaced: true,
  },
  ps: {
    auto: "(?:اتومات|اتوماتیک|خپلکاره|اوتومات)",
    sys: "(?:سیستم|سیسټم|نظام|پروګرام|مرستیال)",
    proc: "(?:پروسس|پروسه|پروسیس)",
    mail: "(?:دا لیک|لیکونو|لیک|برېښنالیک)",
    modal: "(?:باید|مکلف دی|اړ دی)",
    act: "(?:واستوي|ولېږي|ولیږي|وسپاري|پورته کړي|ړنګ کړي|ولېږدوي)",
    unspaced: true,
  },
  ckb: {
    auto: "(?:ئۆتۆماتیکی|ئۆتۆماتیک|خۆکار)",
    sys: "(?:سیستەم|سیستم|پرۆگرام|یاریدەدەر)",
    proc: "(?:پرۆسێس|پرۆسێسکردن)",
    mail: "(?:ئەم نامەیە|نامە|ئیمەیڵ)",
    modal: "(?:دەبێت|پێویستە|ناچارە)",
    act: "(?:بنێرێت|ڕەوانە بکات|بیگوازێتەوە|ڕادەستی بکات|باری بکات|بسڕێتەوە)",
    unspaced: true,
  },
  he: {
    auto: "(?:אוטומטי|אוטומטית|ממוחשב|ממוחשבת|אוטונומי)",
    sys: "(?:מערכת|מערכות|תוכנה|תוכנת|עוזר|סוכן)",
    proc: "(?:לעיבוד|המעבדות|המעבדת|המעבד|המטפלת|המקבלת)",
    mail: "(?:(?:ה)?דואר(?: הזה| זה)?|מכתב זה|ההתכתבות|המכתב)",
    modal: "(?:חייבת|חייב|חייבות|מחויבת|מחויב|נדרשת|נדרש|עליה|עליו)",
    act: "(?:להעביר|לשלוח|למסור|לספק|להעלות|לייצא|למחוק)",
    unspaced: true,
  },
  am: {
    auto: "(?:አውቶማቲክ|ራስ-ሰር|ራስሰር)",
    sys: "(?:ስርዓ|ሥርዓ|ሲስተም|ፕሮግራም|ረዳ)",
    proc: "(?:ማቀናበሪያ|ለሚያቀናብሩ|የሚያቀናብር|ለሚያስተናግዱ|የሚያስተናግድ)",
    mail: "(?:መልእክት|ደብዳቤ|ኢሜይል)",
    actModal: "(?:መላክ|ማስተላለፍ|ማስረከብ|መስቀል|መሰረዝ|መስጠት) (?:አለበት|አለባቸው|ይገባዋል|ግዴታ ነው)",
    unspaced: true,
  },
  ti: {
    auto: "(?:ኣውቶማቲካዊ|ኣውቶማቲክ|ባዕሉ ዝሰርሕ)",
    sys: "(?:ስርዓ|ሲስተም|ፕሮግራም|ሓጋዚ)",
    proc: "(?:መስርሕ|ንዝሰርሑ|ዝሰርሕ|ዘመሓድር)",
    mail: "(?:መልእኽቲ|ደብዳቤ|ኢመይል)",
    actModal: "(?:ክሰድድ|ከሕልፍ|ከረክብ|ክሰቅል|ክድምስስ) (?:ኣለዎ|ኣለዋ|ኣለዎም|ግድን እዩ)",
    unspaced: true,
  },
  ko: {
    auto: "(?:자동화된|자동화|자동)",
    sys: "(?:시스템|프로그램|소프트웨어|어시스턴트|에이전트)",
    proc: "(?:처리하는|처리)",
    mail: "(?:이 (?:메일|서신|우편)|우편|서신|메일)",
    actModal:
      "(?:전달|전송|발송|송부|제출|업로드|삭제|보내)(?:하여야|해야|하여야 한다|해야 한다|할 의무가|하도록 한다|야 한다)",
    unspaced: true,
  },
  ja: {
    auto: "(?:自動化された|自動化|自動)",
    sys: "(?:システム|プログラム|ソフトウェア|アシスタント|エージェント)",
    proc: "(?:処理する|処理)",
    mail: "(?:この(?:メール|郵便|書簡)|本書|郵便物|メール|書簡)",
    actModal:
      "(?:転送|送信|送付|提出|提供|アップロード|削除)(?:しなければならない|しなければなりません|するものとする|すること|する義務を負う|すべき)",
    unspaced: true,
  },
  zh: {
    auto: "(?:自动化|自動化|自动|自動)",
    sys: "(?:系统|系統|程序|程式|软件|軟體|助手|助理|代理)",
    proc: "(?:处理|處理)",
    mail: "(?:本邮件|本郵件|本函|邮件|郵件|信函|来函)",
    modal: "(?:应|應|应当|應當|必须|必須|须|須|务必|務必|有义务|有義務)",
    act: "(?:转发|轉發|发送|發送|寄送|提交|移交|提供|上传|上傳|删除|刪除)",
    unspaced: true,
  },
  th: {
    auto: "(?:อัตโนมัติ)",
    sys: "(?:ระบบ|โปรแกรม|ซอฟต์แวร์|ผู้ช่วย)",
    proc: "(?:ประมวลผล|จัดการ)",
    mail: "(?:จดหมายนี้|อีเมลนี้|จดหมาย|หนังสือ)",
    modal: "(?:ต้อง|จะต้อง|มีหน้าที่)",
    act: "(?:ส่งต่อ|ส่ง|นำส่ง|ส่งมอบ|อัปโหลด|ลบ)",
    unspaced: true,
  },
  lo: {
    auto: "(?:ອັດຕະໂນມັດ)",
    sys: "(?:ລະບົບ|ໂປຣແກຣມ|ຜູ້ຊ່ວຍ)",
    proc: "(?:ປະມວນຜົນ|ຈັດການ)",
    mail: "(?:ຈົດໝາຍນີ້|ອີເມວນີ້|ຈົດໝາຍ|ໜັງສື)",
    modal: "(?:ຕ້ອງ|ຈະຕ້ອງ|ມີໜ້າທີ່)",
    act: "(?:ສົ່ງຕໍ່|ສົ່ງ|ມອບ|ອັບໂຫຼດ|ລຶບ)",
    unspaced: true,
  },
  km: {
    auto: "(?:ស្វ័យប្រវត្តិ)",
    sys: "(?:ប្រព័ន្ធ|កម្មវិធី|ជំនួយការ)",
    proc: "(?:ដំណើរការ|គ្រប់គ្រង)",
    mail: "(?:សំបុត្រនេះ|លិខិតនេះ|សំបុត្រ|លិខិត|អ៊ីមែល)",
    modal: "(?:ត្រូវតែ|ត្រូវ|មានកាតព្វកិច្ច)",
    act: "(?:បញ្ជូនបន្ត|បញ្ជូន|ផ្ញើ|ប្រគល់|ផ្ទុកឡើង|លុប)",
    unspaced: true,
  },
  my: {
    auto: "(?:အလိုအလျောက်)",
    sys: "(?:စနစ်|ပရိုဂရမ်|လက်ထောက်|ဆော့ဖ်ဝဲ)",
    proc: "(?:စီမံဆောင်ရွက်|ဆောင်ရွက်|စီမံ)",
    mail: "(?:ဤစာ|စာ|အီးမေးလ်)",
    actModal: "(?:ပေးပို့|ထပ်ဆင့်ပို့|ပို့|လွှဲအပ်|တင်|ဖျက်)(?:ရမည်|ရမယ်|ပေးရမည်)",
    unspaced: true,
  },
};

/** A row's field with more sources: an alternation of the old and the new. */
function extend(
  block: Partial<Record<Lang, OversightRow>>,
  lang: Lang,
  field: keyof OversightRow,
  source: string | undefined,
): void {
  if (!source) return;
  const row = block[lang] ?? {};
  block[lang] = row;
  row[field] = row[field] ? alt(row[field] as string, source) : source;
}

for (const [lang, vocab] of Object.entries(LEGAL) as Array<[Lang, LegalVocab]>) {
  extend(DIRECTIVES, lang, "directive", legalDirective(vocab));
  extend(READERS, lang, "automated", legalDedication(vocab, lang));
}

const BLOCKS: ReadonlyArray<Partial<Record<Lang, OversightRow>>> = [
  READERS,
  PRINCIPALS,
  MAILBOX,
  REASONING,
  DIRECTIVES,
];

function concept(build: (row: OversightRow, lang: Lang) => Array<string | undefined>): PhraseTable {
  const table: PhraseTable = {};
  const langs = new Set(BLOCKS.flatMap((block) => Object.keys(block)) as Lang[]);
  for (const lang of langs) {
    const row: OversightRow = Object.assign({}, ...BLOCKS.map((block) => block[lang] ?? {}));
    const entries = build(row, lang).filter((entry): entry is string => Boolean(entry));
    if (entries.length) table[lang] = entries.map(nfkc);
  }
  return table;
}

/** 1. The reader called automatic or automated, or named by the mail it works on (→ ADDRESSING). */
export const OVERSIGHT_AUTOMATED_READER: PhraseTable = concept((row) => [row.automated]);

/** 2. The reader of this very mail (→ ADDRESSING). */
export const OVERSIGHT_THIS_READER: PhraseTable = concept((row) => [row.thisReader]);

/** Verb-final languages of the rows, where the object sits before the verb ("… X adresine gönder"), and German and
 * Dutch, whose infinitives and separable verbs close the clause ("als gelesen markieren"). */
const OBJECT_FIRST: ReadonlySet<Lang> = new Set<Lang>([
  "tr",
  "hi",
  "bn",
  "ur",
  "fa",
  "am",
  "ko",
  "ja",
  "ta",
  "si",
  "ne",
  "my",
  "ka",
  "hi-latn",
  "de",
  "nl",
]);

/** Languages whose word order lets the principals come first as often as the keep-out form: the object-first ones,
 * the Slavic languages and Greek (free order), and English ("the family need not be told"). */
const EITHER_ORDER: ReadonlySet<Lang> = new Set<Lang>([...OBJECT_FIRST, "en", "ru", "uk", "pl", "cs", "el"]);

/** `a` then `b`, or either order where the language puts objects first. A pair written in both orders doubles its
 * entry, and test/unit/trust-phrases.test.ts matches each table as one pattern for reference: one order where the
 * language has one keeps the tables small. */
const pair = (lang: Lang, a: string, b: string, spaced: number, orders: ReadonlySet<Lang> = OBJECT_FIRST) =>
  (orders.has(lang) ? either : near)(wordStart(lang, a), wordStart(lang, b), gap(lang, spaced));

/** The writer's own boss or family, by a first-person possessive before the principal ("my", "mein", "mojemu",
 * "我的"): "please don't tell my manager yet that I'm applying" is a person's private wish, not a principal kept out
 * of the reader's act. */
const MINE_BEFORE: Partial<Record<Lang, string>> = {
  de: "mein\\p{L}*|unser\\p{L}*",
  fr: "mon|ma|mes|notre|nos",
  es: "mi|mis|nuestr[oa]s?",
  it: "mio|mia|miei|mie|nostr[oaie]",
  pt: "meu|minha|meus|minhas|nosso|nossa",
  nl: "mijn|onze|ons",
  sv: "min|mitt|mina|vår|vårt|våra",
  pl: "mojemu|mojej|mojego|mój|moja|moim|moją|moi|moich|naszemu|naszej|naszego|nasz|nasza|naszym",
  ru: "моему|моей|моего|мой|моя|моим|мои|моих|нашему|нашей|нашего|наш|наша|нашим",
  uk: "моєму|моїй|мого|мій|моя|моїм|мої|моїх|нашому|нашій|нашого|наш|наша",
  cs: "mému|mé|mého|můj|moje|mým|mí|našemu|naší|našeho|náš|naše",
  bn: "আমার|আমাদের",
  // The languages whose rows name the professionals only (see PRINCIPALS), with and without their diacritics.
  bg: "моя|моят|моите|моята|нашия|нашият|нашите|нашата",
  sh: "mom|mojem|mojemu|moj|moja|moju|mojoj|mog|mojeg|mojega|moji|mojim|mojih|našem|našemu|naš|naša|našu|našoj|našeg|naši|našim|naših|nasem|nasemu|nas|nasa|nasu|nasoj|naseg|nasi|nasim|nasih|мом|мојем|мојему|мој|моја|моју|мојој|мог|мојег|мојега|моји|мојим|мојих|нашем|нашему|наш|наша|нашу|нашој|нашег|наши|нашим|наших",
  sk: "môjmu|mojmu|mojej|môjho|mojho|môj|moj|moja|moju|mojou|mojím|mojim|mojich|moji|nášmu|našmu|nasmu|našej|nasej|nášho|našho|nasho|náš|nas|naša|nasa|našu|nasu|našou|nasou|našim|nasim|našich|nasich|naši|nasi",
  sl: "mojemu|moji|mojega|moj|moja|mojo|mojim|mojih|mojima|naši|nasi|našemu|nasemu|našega|nasega|naš|nas|naša|nasa|našo|naso|našim|nasim|naših|nasih",
  lt: "mano|mūsų|musu",
  lv: "manam|manai|mans|mana|manu|manā|maniem|manām|mūsu|musu",
  et: "mu|minu|meie|mo",
  fi: "minun|meidän|meidan",
  da: "min|mit|mine|vores",
  ca: "meu|meva|meus|meves|nostre|nostra|nostres",
  hy: "իմ|մեր",
  az: "mənim|menim|bizim",
  kk: "менің|біздің",
  uz: "mening|bizning",
  mn: "миний|манай",
  af: "my|ons",
  ps: "زما|زموږ",
  gu: "મારા|મારી|મારો|અમારા|અમારી|અમારો",
  mr: "माझ्या|माझा|माझी|आमच्या|आमचा|आमची",
  pa: "ਮੇਰੇ|ਮੇਰਾ|ਮੇਰੀ|ਸਾਡੇ|ਸਾਡਾ|ਸਾਡੀ",
  te: "నా|మా",
  kn: "ನನ್ನ|ನಮ್ಮ",
  ml: "എന്റെ|ഞങ്ങളുടെ|നമ്മുടെ",
};
/** The same where the possessive follows the principal, as a word ("προϊστάμενό μου", "manajer saya", "sếp của
 * tôi", "meneja wangu") or a suffix (Turkish "müdürüme", Persian "مدیرم"), and Chinese "我的经理". */
const MINE_AFTER: Partial<Record<Lang, string>> = {
  el: "(?![\\p{L}])(?! (?:μου|μας)(?![\\p{L}]))",
  id: "(?![\\p{L}])(?! (?:saya|aku|kami)(?![\\p{L}]))",
  vi: "(?![\\p{L}])(?! (?:của )?(?:tôi|mình|chúng tôi)(?![\\p{L}]))",
  sw: "(?![\\p{L}])(?! (?:wangu|yangu|wetu|yetu)(?![\\p{L}]))",
  tr: "(?![\\p{L}])(?<![ıiuü]m[ae]?|[ıiuü]m[ıi]z[ae]?)",
  fa: "(?!م[\\s.,،!?])",
  ro: "(?![\\p{L}])(?! (?:meu|mea|mei|mele|nostru|noastră|noastra|noștri|noştri|nostri|noastre)(?![\\p{L}]))",
  bg: "(?![\\p{L}])(?! (?:ми|ни)(?![\\p{L}]))",
  nb: "(?![\\p{L}])(?! (?:min|mi|mitt|mine|vår|vårt|våre)(?![\\p{L}]))",
  ms: "(?![\\p{L}])(?! (?:saya|aku|kami)(?![\\p{L}]))",
  jv: "(?![\\p{L}])(?! (?:aku|kula|kita)(?![\\p{L}]))",
  zu: "(?![\\p{L}])(?! (?:wami|wethu)(?![\\p{L}]))",
  xh: "(?![\\p{L}])(?! (?:wam|wethu)(?![\\p{L}]))",
  ig: "(?![\\p{L}])(?! (?:m|anyị)(?![\\p{L}]))",
  ku: "(?![\\p{L}])(?! (?:min|me)(?![\\p{L}]))",
  so: "(?![\\p{L}])(?<!(?:ay|ey)(?:ga|da))",
  ckb: "(?!(?:ەکە)?م(?:ان)?(?![\\p{L}]))",
};

/** A row's principals, less the writer's own. */
function notMine(lang: Lang, principals: string): string {
  const before = MINE_BEFORE[lang];
  const guarded = before
    ? `(?<!(?<![\\p{L}])(?:${before}) )${principals}`
    : lang === "zh"
      ? `(?<!我的|我们的|我們的)${principals}`
      : principals;
  return `${guarded}${MINE_AFTER[lang] ?? ""}`;
}

/** 3. The principals kept out or not asked: a principal noun and a keep-out form (→ SECRECY). */
export const OVERSIGHT_PRINCIPALS_BYPASSED: PhraseTable = concept((row, lang) => {
  const principals = row.principals ? notMine(lang, row.principals) : undefined;
  return [
    principals && row.bypass ? pair(lang, row.bypass, principals, 40, EITHER_ORDER) : undefined,
    principals && row.bypassFrame ? row.bypassFrame.replaceAll("{P}", principals) : undefined,
  ];
});

/** 4. Mail hidden from its owner: a suppress verb with every alert, every message from a sender, the bank's
 * notices (→ ACTION_SENSITIVE). */
export const OVERSIGHT_MAIL_HIDDEN: PhraseTable = concept((row, lang) => [
  // Either order everywhere: "as read" and "to the trash" follow the object ("marca todas las alertas como leídas").
  row.suppress && row.alerts
    ? either(wordStart(lang, row.suppress), wordStart(lang, row.alerts), gap(lang, OBJECT_FIRST.has(lang) ? 60 : 40))
    : undefined,
]);

/** 5. Filtering switched off (the verb first where the language puts it first, so "the spam filter is disabled", a
 * notice, is not one), or the sender allow-listed and then obeyed, or marked a trusted source (→ ACTION_SENSITIVE). */
export const OVERSIGHT_FILTER_OFF: PhraseTable = concept((row, lang) => [
  row.offVerb && row.filterNoun ? pair(lang, row.offVerb, row.filterNoun, 40) : undefined,
  row.allowList && row.obey ? near(row.allowList, wordStart(lang, row.obey), gap(lang, 80)) : undefined,
  row.trusted,
  row.offFrame,
]);

/** 6. Reasoning handed to the reader that ends in its act (→ ROLE). */
export const OVERSIGHT_STEPWISE: PhraseTable = concept((row) => [row.stepwise]);

/** 7. A third-person directive to the automated reader (→ ADDRESSING). */
export const OVERSIGHT_DIRECTIVE: PhraseTable = concept((row) => [row.directive]);

/** 3, widened: the people kept out in the impersonal and nominal forms, where no principal noun is named. One row per
 * cue language. Each field is an alternation (regex source, lowercase), built into entries by `keepOutEntries`. */
interface KeepOutVocab {
  /** "No need / not necessary / not required / superfluous" (the negation is part of it). */
  need: string;
  /** Asking, checking, queries, confirmation, approval, consulting: verbs and their nouns. */
  ask: string;
  /** … of a person, the staff, the office, a department, a human, anyone, a committee, a supervisor: "no need to ask
   * anyone", "Rückfragen beim Sekretariat sind nicht nötig". Without one of them ("no need to reply", "you don't
   * need to ask for an appointment") it is not a keep-out form. */
  who: string;
  /** "Don't pass / forward / show / send (this) …" … */
  pass?: string;
  /** … "to a person, a human, the staff, the office": a citizen's "don't forward my complaint to the neighbour" (a
   * person keeping their data from a third party, not a human kept out of the reader's act) names none of them, and
   * "anyone" is left out here: "please don't forward this to anyone" is a sender's ordinary wish. */
  human?: string;
  /** "Without waiting for" … */
  wait?: string;
  /** … an approval, an opinion, a committee, a review, a sign-off, or the professional who gives it ("without waiting
   * for the accountant / the director": ROLES, AWAITED); "without waiting for the bus" is not one. */
  review?: string;
  /** "(This is) on my responsibility", "do it on my responsibility": whole forms, with a pronoun or an imperative, so
   * "I take responsibility for the delay" and "the delay is my responsibility" are not. */
  mine?: string;
  /** "Already approved / validated / authorised" … */
  done?: string;
  /** … near "do not report / notify / flag / escalate" (either order), and that prohibition near … */
  report?: string;
  /** … "this change / modification / update": "ne signalez pas ce changement". */
  change?: string;
  /** Whole forms where the language wraps the object in the verb: "ohne die Stellungnahme der Kommission
   * abzuwarten", "zonder het advies af te wachten" (never "ohne Ihre Zustimmung", a rule). */
  frame?: string;
}

const KEEP_OUT: Partial<Record<Lang, KeepOutVocab>> = {
  en: {
    need: "(?:no need|there is no need|there's no need|not necessary|unnecessary|not required|not needed|superfluous|(?:you )?(?:do not|don't) need)",
    ask: "(?:ask\\p{L}*|check(?:ing)? (?:with|back with)|quer(?:y|ies)|confirm(?:ing|ation)? (?:with|from)|approv\\p{L}*|consult\\p{L}*|verif\\p{L}* with|run (?:it|this) (?:by|past)|sign-?off)",
    who: "(?:any(?:one|body)|humans?|a person|any person|staff|office|department|secretariat|committee|supervisors?|management|the team|a colleague|colleagues)",
    pass: "(?:do not|don't|never|please don't|please do not) (?:forward|pass|send|show|hand|escalate|route|refer|give)",
    human:
      "(?:a human|a person|any human|a real person|a member of staff|a staff member|human (?:staff|review|agent|eyes)|(?:the|any|our) staff|(?:anyone|someone|a person) (?:at|in|from) the (?:office|department|secretariat|front desk))",
    wait: "without (?:waiting for|awaiting)",
    review:
      "(?:(?:the |any |their |its |an? )?(?:approval|authori[sz]ation|sign-?off|opinion|review|committee|board|decision|clearance|go-ahead))",
    mine: alt(
      "(?:it|this|that)(?: is|'s|’s| will be| goes) (?:on|under) my (?:own |full |personal )?responsibility",
      "(?:do it|go ahead|proceed|do this)(?: \\p{L}+){0,3} (?:on|under) my (?:own |full )?responsibility",
    ),
    done: "already (?:been )?(?:approved|validated|authori[sz]ed|cleared|signed off|verified)",
    report: "(?:do not|don't|never|please don't|please do not) (?:report|notify|flag|escalate|log)",
    change: "(?:this|the|these|that) (?:change|modification|update|amendment|new (?:bank )?details|new account)",
  },
  de: {
    need: "(?:nicht (?:nötig|notwendig|erforderlich)|unnötig|überflüssig|keine (?:rückfrage|notwendigkeit)|(?:musst|müssen|brauchst|brauchen) (?:du |sie )?(?:\\p{L}+ )?nicht)",
    ask: "(?:rückfrage\\p{L}*|nachfrage\\p{L}*|(?:nach|rück)?(?:zu)?frag\\p{L}*|abklär\\p{L}*|abzuklären|prüf\\p{L}*|bestätig\\p{L}*|genehmig\\p{L}*|freigabe|konsultier\\p{L}*|abstimm\\p{L}*|abzustimmen|einzuholen)",
    who: "(?:jemand\\p{L}*|irgendwem|niemand\\p{L}*|sekretariat\\p{L}*|büro\\p{L}*|amt(?:s|es)?(?![\\p{L}])|abteilung\\p{L}*|mitarbeit\\p{L}*|person(?:en)?(?![\\p{L}])|mensch(?:en)?(?![\\p{L}])|kommission|ausschuss\\p{L}*|vorgesetzt\\p{L}*|leitung|verwaltung|personal(?![\\p{L}])|kolleg\\p{L}*|stelle(?![\\p{L}]))",
    pass: alt(
      "(?:leite|leiten sie|gib|geben sie|zeig|zeigen sie|schick|schicken sie|reich|reichen sie)(?: \\p{L}+){0,3} nicht (?:weiter )?an",
      "(?:bitte )?nicht an (?:einen|eine|die|das|den|irgendeinen)",
    ),
    human:
      "(?:(?:einen |eine |die |das |den )?(?:menschen|mensch|person|mitarbeit\\p{L}*|sachbearbeit\\p{L}*|sekretariat|büro|abteilung|personal|kolleg\\p{L}*))",
    frame:
      "ohne (?:auf )?(?:die |das |den |eine |einen |deren |dessen )?(?:stellungnahme\\p{L}*|genehmigung\\p{L}*|freigabe\\p{L}*|zustimmung\\p{L}*|entscheidung\\p{L}*|prüfung\\p{L}*|kommission|ausschuss\\p{L}*|beschluss\\p{L}*|gutachten\\p{L}*)(?: \\p{L}+){0,4} (?:abzuwarten|zu warten)",
    mine: alt(
      "(?:das|dies|es) (?:geht|erfolgt|läuft|ist) (?:auf|unter) meine (?:eigene |volle )?verantwortung",
      "(?:machen sie|mach|tun sie|tu|erledigen sie|erledige)(?: \\p{L}+){0,3} (?:auf|unter) meine (?:eigene |volle )?verantwortung",
      "auf meine verantwortung hin",
    ),
    done: "(?:bereits|schon) (?:\\p{L}+ )?(?:genehmigt|freigegeben|validiert|geprüft|abgesegnet|bestätigt|autorisiert)",
    report:
      "(?:(?:melde|melden sie|meldet|eskaliere|eskalieren sie)(?: \\p{L}+){0,3} nicht|nicht (?:melden|eskalieren|weitermelden)|keine meldung)",
    change: "(?:diese|die|diese\\p{L}*) (?:änderung|anpassung|umstellung|aktualisierung)",
  },
  fr: {
    need: "(?:(?:pas|nul|aucun) besoin|inutile|(?:il n'est |n'est )?pas (?:nécessaire|la peine|utile)|superflu\\p{L}*|(?:vous )?n'(?:avez|as) pas (?:besoin|à))",
    ask: "(?:demand\\p{L}*|vérifi\\p{L}*|confirm\\p{L}*|consult\\p{L}*|valid\\p{L}*|approuv\\p{L}*|approbation|accord|aval|questionn\\p{L}*|solliciter|interroger|se renseigner)",
    who: "(?:personne|quiconque|qui que ce soit|un humain|un agent|le personnel|(?:le |au |du )?(?:secrétariat|service|bureau|guichet|comité|commission|responsable|supérieur|direction|collègue)s?)",
    pass: "(?:ne (?:le |la |les |l')?(?:transmet|transférez|transfère|transmettez|montrez|montre|passez|passe|envoyez|envoie|remettez)(?:s|z)? pas|ne pas (?:le |la |les |l')?(?:transmettre|transférer|montrer|envoyer|remettre))",
    human:
      "(?:à (?:un|une) (?:humain|personne|agent|employé\\p{L}*|collaborat\\p{L}*)|(?:au |à un |au personnel|à la )?(?:personnel|service|secrétariat|bureau|guichet))",
    wait: "sans (?:attendre|avoir attendu)",
    review:
      "(?:l'|la |le |les |un |une )?(?:avis|approbation|validation|accord|autorisation|aval|commission|comité|décision|feu vert)",
    mine: alt(
      "(?:c'est|cela est|ceci est|ça reste|c'est fait) (?:sous|à) ma (?:propre |seule |pleine )?responsabilité",
      "(?:faites-le|fais-le|procédez|allez-y|vas-y)(?: \\p{L}+){0,3} (?:sous|à) ma (?:propre |seule )?responsabilité",
    ),
    done: "déjà (?:été )?(?:validé|approuvé|autorisé|vérifié|accepté)\\p{L}*",
    report:
      "(?:ne (?:le |la |les )?(?:signalez|signale|notifiez|notifie|remontez|remonte|déclarez|déclare|mentionnez)(?: \\p{L}+){0,1} pas|ne pas (?:le |la )?(?:signaler|notifier|remonter|déclarer))",
    change: "(?:ce|cette|ces) (?:changement|modification|mise à jour|nouvel? (?:iban|rib|compte))",
  },
  es: {
    need: "(?:no (?:hace falta|es necesario|es preciso|se necesita|necesitas|necesita|hay necesidad de|hay que|tiene que|tienes que|se requiere)|innecesari\\p{L}*|sobra\\p{L}*|no requiere)",
    ask: "(?:pregunt\\p{L}*|consult\\p{L}*|confirm\\p{L}*|verific\\p{L}*|comprob\\p{L}*|aprobaci\\p{L}*|aprobar|autoriza\\p{L}*|validar|validación)",
    who: "(?:nadie|alguien|una persona|un humano|(?:la |el |al |a la |del )?(?:oficina|secretaría|departamento|personal|comité|comisión|supervisor\\p{L}*|encargad\\p{L}*|responsable|dirección|equipo|compañer\\p{L}*))",
    pass: "(?:no (?:lo |la |le |los |las )?(?:reenv[ií]e|reenv[ií]es|pase|pases|pases|env[ií]e|env[ií]es|muestre|muestres|remitas|remita|deriv(?:e|es)|traslad(?:e|es))|no (?:reenviar|pasar|enviar|mostrar|derivar|remitir))",
    human:
      "(?:a (?:una |un )?(?:persona|humano|agente|empleado\\p{L}*|funcionari\\p{L}*)|al (?:personal|departamento|equipo)|a la oficina|a secretaría)",
    wait: "sin (?:esperar|aguardar)",
    review:
      "(?:(?:la |el |una |un )?(?:aprobación|autorización|opinión|dictamen|visto bueno|revisión|comité|comisión|decisión|validación))",
    mine: alt(
      "(?:es|esto es|eso es|queda|corre|va) (?:bajo|por) mi (?:propia |entera )?(?:responsabilidad|cuenta)",
      "(?:hazlo|hágalo|proceda|procede|adelante)(?: \\p{L}+){0,3} bajo mi (?:propia |entera )?responsabilidad",
    ),
    done: "ya (?:ha sido |está |fue |están )?(?:aprobad|validad|autorizad|verificad|revisad)\\p{L}*",
    report:
      "(?:no (?:lo |la )?(?:reporte|reportes|notifique|notifiques|informe|informes|escale|escales|señale|señales|comunique|comuniques)|no (?:reportar|notificar|escalar|informar))",
    change: "(?:este|esta|estos|el|la) (?:cambio|modificación|actualización|nueva cuenta|nuevo iban)",
  },
  it: {
    need: "(?:non (?:serve|c'è bisogno|è necessario|occorre|bisogna|è richiesto)|inutile|superflu\\p{L}*|non (?:devi|deve) (?:per forza )?)",
    ask: "(?:chied\\p{L}*|domand\\p{L}*|verific\\p{L}*|conferm\\p{L}*|consult\\p{L}*|approvazion\\p{L}*|approvare|autorizzazion\\p{L}*|interpell\\p{L}*|sentire)",
    who: "(?:nessuno|qualcuno|una persona|un umano|(?:l'|la |il |allo |all'|alla |al |dall')?(?:ufficio|segreteria|personale|reparto|dipartimento|comitato|commissione|responsabile|supervisore|direzione|colleg\\p{L}*))",
    pass: "(?:non (?:lo |la |li |le )?(?:inoltrare|inoltrarlo|passare|passarlo|mostrare|girare|girarlo|inviare|trasmettere|trasmetterlo)|non (?:inoltrate|passate|girate|inviate|trasmettete))",
    human:
      "(?:a (?:una persona|un umano|un operatore|un addetto|un dipendente|un impiegato)|al (?:personale|reparto)|all'ufficio|alla segreteria)",
    wait: "senza (?:attendere|aspettare)",
    review:
      "(?:(?:il |l'|la |un |una )?(?:parere|approvazione|autorizzazione|via libera|nulla osta|revisione|comitato|commissione|decisione|delibera))",
    mine: alt(
      "(?:è|lo faccio|va|resta) sotto la mia (?:personale |piena )?responsabilità",
      "(?:fallo|lo faccia|procedi|proceda|vai pure)(?: \\p{L}+){0,3} sotto la mia (?:personale |piena )?responsabilità",
    ),
    done: "già (?:stat[oa] )?(?:approvat|validat|autorizzat|verificat)\\p{L}*",
    report:
      "(?:non (?:lo |la )?(?:segnalare|segnalarlo|segnalate|notificare|notificate|riportare|comunicare|escalare)|non (?:segnali|notifichi|comunichi))",
    change: "(?:questa|questo|la|il) (?:modifica|cambiamento|cambio|aggiornamento|variazione|nuovo iban)",
  },
  pt: {
    need: "(?:não (?:é preciso|é necessário|precisa|precisas|há necessidade|tem de|tem que|é obrigatório)|desnecessári\\p{L}*|escusa\\p{L}* de|dispensa\\p{L}*)",
    ask: "(?:pergunt\\p{L}*|consult\\p{L}*|confirm\\p{L}*|verific\\p{L}*|aprovaç\\p{L}*|aprovar|autorizaç\\p{L}*|validar|validação)",
    who: "(?:ninguém|alguém|uma pessoa|um humano|(?:a |o |à |ao |da |do )?(?:secretaria|escritório|departamento|setor|sector|pessoal|equipa|equipe|comissão|comité|comitê|supervisor\\p{L}*|responsável|direção|colega\\p{L}*|balcão))",
    pass: "(?:não (?:o |a |lhe )?(?:encaminhe|encaminhes|reencaminhe|passe|passes|envie|envies|mostre|mostres|repasse|repasses)|não (?:encaminhar|reencaminhar|passar|enviar|mostrar|repassar))",
    human:
      "(?:a (?:uma pessoa|um humano|um atendente|um funcionário|um colaborador)|ao (?:pessoal|departamento|setor|balcão)|à (?:secretaria|equipa|equipe))",
    wait: "sem (?:esperar|aguardar)",
    review:
      "(?:(?:a |o |um |uma |pela |pelo )?(?:aprovação|autorização|parecer|opinião|revisão|comissão|comité|comitê|decisão|validação|aval))",
    mine: alt(
      "(?:é|fica|vai|corre) (?:sob|por) (?:a )?minha (?:inteira |própria )?(?:responsabilidade|conta)",
      "(?:faça|faz|prossiga|avance|pode avançar)(?: \\p{L}+){0,3} sob minha (?:inteira |própria )?responsabilidade",
    ),
    done: "já (?:foi |está |estão |foram )?(?:aprovad|validad|autorizad|verificad)\\p{L}*",
    report:
      "(?:não (?:o |a )?(?:reporte|reportes|notifique|notifiques|sinalize|sinalizes|comunique|comuniques|escale)|não (?:reportar|notificar|sinalizar|comunicar))",
    change: "(?:esta|este|a|o) (?:alteração|mudança|modificação|atualização|actualização|novo iban|nova conta)",
  },
  nl: {
    need: "(?:niet (?:nodig|noodzakelijk|vereist)|overbodig|onnodig|hoef(?:t|en)? (?:\\p{L}+ ){0,3}?niet|geen (?:noodzaak|reden))",
    ask: "(?:(?:na)?vra\\p{L}*|navraag|controle\\p{L}*|controler\\p{L}*|bevestig\\p{L}*|goedkeur\\p{L}*|raadpleg\\p{L}*|overleg\\p{L}*|akkoord|checken)",
    who: "(?:iemand|niemand|een mens|een persoon|(?:het |de |bij het |bij de )?(?:secretariaat|kantoor|afdeling|personeel|medewerker\\p{L}*|commissie|comité|leidinggevende|directie|collega\\p{L}*|team|balie))",
    pass: "(?:(?:stuur|geef|toon|laat zien|zend)(?: \\p{L}+){0,3} niet (?:door )?(?:aan|naar)|niet (?:doorsturen|doorgeven|tonen|laten zien) aan)",
    human:
      "(?:een (?:mens|persoon|medewerker)|(?:het |de )?(?:personeel|secretariaat|kantoor|afdeling|balie|medewerkers))",
    frame:
      "zonder (?:op )?(?:de |het |een )?(?:goedkeuring|akkoord|advies|oordeel|beoordeling|commissie|comité|besluit|beslissing)(?: \\p{L}+){0,4} (?:af te wachten|te wachten)",
    mine: alt(
      "(?:dit|dat|het) (?:is|valt|gaat|komt) (?:op|onder) mijn (?:eigen |volle )?verantwoordelijkheid",
      "(?:doe het|ga je gang|ga uw gang|ga maar)(?: \\p{L}+){0,3} op mijn (?:eigen )?verantwoordelijkheid",
    ),
    done: "(?:al|reeds) (?:\\p{L}+ )?(?:goedgekeurd|gevalideerd|geautoriseerd|gecontroleerd|akkoord)",
    report:
      "(?:(?:meld|rapporteer|escaleer|signaleer)(?: \\p{L}+){0,3} niet|niet (?:melden|rapporteren|escaleren|signaleren))",
    change: "(?:deze|de|dit) (?:wijziging|aanpassing|verandering|update)",
  },
  sv: {
    need: "(?:inte (?:nödvändigt|behövs|krävs)|onödigt|överflödigt|behöver (?:du |ni )?inte|ingen anledning|inget behov)",
    ask: "(?:fråga\\p{L}*|kontroll\\p{L}*|bekräft\\p{L}*|godkänn\\p{L}*|konsult\\p{L}*|stäm(?:ma)? av|rådfråga\\p{L}*|tillfråga\\p{L}*)",
    who: "(?:någon|ingen|en människa|en person|(?:med )?(?:kansliet|kontoret|avdelningen|personalen|handläggare\\p{L}*|nämnden|kommittén|chefen|ledningen|kolleg\\p{L}*|receptionen))",
    pass: "(?:(?:skicka|vidarebefordra|visa|lämna|ge)(?: \\p{L}+){0,3} inte (?:vidare )?till|skicka inte|vidarebefordra inte)",
    human: "(?:en (?:människa|person|handläggare|anställd)|(?:personalen|kansliet|kontoret|avdelningen|receptionen))",
    wait: "utan att (?:vänta på|invänta|avvakta|be om)",
    review:
      "(?:godkännande\\p{L}*|yttrande\\p{L}*|beslut\\p{L}*|granskning\\p{L}*|nämnd\\p{L}*|kommitté\\p{L}*|klartecken|tillstånd\\p{L}*)",
    mine: alt(
      "(?:det|detta) (?:är|sker|går) på mitt (?:eget |fulla )?ansvar",
      "(?:gör det|kör|fortsätt)(?: \\p{L}+){0,3} på mitt (?:eget )?ansvar",
    ),
    done: "(?:redan) (?:\\p{L}+ )?(?:godkänd|godkänt|validerad|validerat|verifierad|verifierat|kontrollerad|kontrollerat)",
    report:
      "(?:(?:rapportera|anmäl|flagga|eskalera|meddela)(?: \\p{L}+){0,3} inte|inte (?:rapportera|anmäla|flagga|eskalera))",
    change: "(?:denna|den här|ändringen|ändring|uppdatering)(?: \\p{L}+)?",
  },
  pl: {
    need: "(?:nie (?:ma potrzeby|trzeba|musisz|musi pan|musi pani|jest konieczne|jest potrzebne|należy)|niepotrzebn\\p{L}*|zbędn\\p{L}*|zbyteczn\\p{L}*)",
    ask: "(?:pyta\\p{L}*|zapyta\\p{L}*|pytań|pytanie|konsult\\p{L}*|sprawdza\\p{L}*|sprawdzi\\p{L}*|potwierdz\\p{L}*|zatwierdz\\p{L}*|uzgadnia\\p{L}*|uzgodni\\p{L}*|zgod\\p{L}*|akceptacj\\p{L}*)",
    who: "(?:nikogo|nikim|kogokolwiek|kimkolwiek|człowiek\\p{L}*|osob(?:a|y|ie|ę|ą|om)(?![\\p{L}])|sekretariat\\p{L}*|biur\\p{L}*|dział(?:u|owi|em|ie)?(?![\\p{L}])|urzęd\\p{L}*|urząd|pracownik\\p{L}*|personel\\p{L}*|komisj\\p{L}*|komitet\\p{L}*|przełożon\\p{L}*|kierownik\\p{L}*|kierownictw\\p{L}*)",
    pass: "(?:nie (?:przekazuj|przekazujcie|przesyłaj|pokazuj|wysyłaj|kieruj|przekazywać|przesyłać|pokazywać)\\p{L}*)",
    human: "(?:człowiekowi|ludziom|osobie|pracownik\\p{L}*|personelowi|(?:do )?(?:sekretariatu|biura|działu|urzędu))",
    wait: "(?:bez (?:czekania|oczekiwania) na|nie czekając na)",
    review:
      "(?:opini\\p{L}*|zgod\\p{L}*|zatwierdzeni\\p{L}*|akceptacj\\p{L}*|decyzj\\p{L}*|komisj\\p{L}*|komitet\\p{L}*|uchwał\\p{L}*|weryfikacj\\p{L}*)",
    mine: alt(
      "(?:to|biorę to|robię to)(?: jest)? na moją (?:własną )?odpowiedzialność",
      "(?:zrób to|zróbcie to|proszę to zrobić|działaj|działajcie)(?: \\p{L}+){0,3} na moją (?:własną )?odpowiedzialność",
    ),
    done: "(?:już|zostało już|jest już) (?:\\p{L}+ )?(?:zatwierdzon|zweryfikowan|zaakceptowan|autoryzowan|sprawdzon)\\p{L}*",
    report: "(?:nie (?:zgłaszaj|zgłaszajcie|raportuj|informuj|sygnalizuj|zgłaszać|raportować|eskaluj)\\p{L}*)",
    change: "(?:tej|tę|ta|tą|tego) (?:zmian\\p{L}*|modyfikacj\\p{L}*|aktualizacj\\p{L}*)",
  },
  cs: {
    need: "(?:není (?:potřeba|nutné|třeba)|nemusíte|nemusíš|zbytečn\\p{L}*|netřeba)",
    ask: "(?:pt[aá]t\\p{L}*|zept\\p{L}*|dotaz\\p{L}*|ověř\\p{L}*|konzult\\p{L}*|potvrz\\p{L}*|potvrdit|schvál\\p{L}*|souhlas\\p{L}*)",
    who: "(?:nikoho|nikým|kohokoli\\p{L}*|člověk\\p{L}*|osob(?:a|y|ě|u|ou|ám)(?![\\p{L}])|sekretariát\\p{L}*|kancelář\\p{L}*|úřad\\p{L}*|oddělení|odbor\\p{L}*|pracovník\\p{L}*|personál\\p{L}*|komis\\p{L}*|výbor\\p{L}*|nadřízen\\p{L}*|vedení)",
    pass: "(?:nepřeposílejte|nepřeposílej|nepředávejte|nepředávej|neukazujte|neukazuj|neposílejte|neposílej)",
    human: "(?:člověku|lidem|osobě|pracovník\\p{L}*|personálu|(?:na )?(?:sekretariát|kancelář|oddělení|úřad))",
    wait: "(?:bez čekání na|nečekejte na|aniž byste čekal\\p{L}* na)",
    review:
      "(?:stanovisk\\p{L}*|schválení|souhlas\\p{L}*|rozhodnutí|komis\\p{L}*|výbor\\p{L}*|posouzení|kontrol\\p{L}*)",
    mine: alt(
      "(?:je to|to je|beru to|dělám to) na mou (?:vlastní |plnou )?odpovědnost",
      "(?:udělejte to|udělej to|pokračujte|proveďte to)(?: \\p{L}+){0,3} na mou (?:vlastní )?odpovědnost",
    ),
    done: "(?:už|již) (?:bylo |byla |byl |je )?(?:schválen|ověřen|validován|autorizován|zkontrolován)\\p{L}*",
    report: "(?:nehlaste|nehlas|nenahlašujte|nenahlašuj|neoznamujte|neoznamuj|neeskalujte)",
    change: "(?:tuto|tato|tu|tuhle) (?:změn\\p{L}*|úprav\\p{L}*|aktualizac\\p{L}*)",
  },
  sk: {
    need: "(?:nie je (?:potrebné|nutné|treba)|netreba|nemusíte|nemusíš|zbytočn\\p{L}*)",
    ask: "(?:pýta\\p{L}*|opýta\\p{L}*|spýta\\p{L}*|dotaz\\p{L}*|overi\\p{L}*|overova\\p{L}*|konzult\\p{L}*|potvrd\\p{L}*|schvál\\p{L}*|súhlas\\p{L}*)",
    who: "(?:nikoho|nikým|kohokoľvek|človek\\p{L}*|osob(?:a|y|e|u|ou|ám)(?![\\p{L}])|sekretariát\\p{L}*|kancelári\\p{L}*|úrad\\p{L}*|oddeleni\\p{L}*|odbor\\p{L}*|pracovník\\p{L}*|personál\\p{L}*|komisi\\p{L}*|výbor\\p{L}*|nadriaden\\p{L}*|vedeni\\p{L}*)",
    pass: "(?:nepreposielajte|nepreposielaj|neposúvajte|neposúvaj|neukazujte|neukazuj|neposielajte|neposielaj|neodovzdávajte)",
    human: "(?:človeku|ľuďom|osobe|pracovník\\p{L}*|personálu|(?:na )?(?:sekretariát|kanceláriu|oddelenie|úrad))",
    wait: "(?:bez čakania na|nečakajte na|nečakaj na)",
    review:
      "(?:stanovisk\\p{L}*|schváleni\\p{L}*|súhlas\\p{L}*|rozhodnuti\\p{L}*|komisi\\p{L}*|výbor\\p{L}*|posúdeni\\p{L}*)",
    mine: alt(
      "(?:je to|to je|beriem to|robím to) na moju (?:vlastnú |plnú )?zodpovednosť",
      "(?:urobte to|urob to|pokračujte|vykonajte to)(?: \\p{L}+){0,3} na moju (?:vlastnú )?zodpovednosť",
    ),
    done: "(?:už|už bolo|už je|už bola) (?:\\p{L}+ )?(?:schválen|overen|validovan|autorizovan|skontrolovan)\\p{L}*",
    report: "(?:nehláste|nehlás|nenahlasujte|nenahlasuj|neoznamujte|neoznamuj|neeskalujte)",
    change: "(?:túto|táto|tú) (?:zmen\\p{L}*|úprav\\p{L}*|aktualizáci\\p{L}*)",
  },
  sl: {
    need: "(?:ni (?:treba|potrebno|nujno)|ne (?:rabite|rabiš|potrebujete)|nepotrebn\\p{L}*|odveč)",
    ask: "(?:vpraša\\p{L}*|sprašev\\p{L}*|poizved\\p{L}*|preveri\\p{L}*|potrdi\\p{L}*|potrdit\\p{L}*|odobri\\p{L}*|odobrit\\p{L}*|posvetov\\p{L}*|soglasj\\p{L}*)",
    who: "(?:nikogar|kogarkoli|človek\\p{L}*|osebo|osebe|tajništv\\p{L}*|pisarn\\p{L}*|urad\\p{L}*|oddel\\p{L}*|služb\\p{L}*|uslužben\\p{L}*|osebj\\p{L}*|komisij\\p{L}*|odbor\\p{L}*|nadrejen\\p{L}*|vodstv\\p{L}*)",
    pass: "(?:ne (?:posredujte|posreduj|pošiljajte|pošiljaj|pokažite|pokaži|predajte|predaj))",
    human: "(?:človeku|osebi|uslužbencu|zaposlenemu|osebju|(?:v |na )?(?:tajništvo|pisarno|oddelek|službo))",
    wait: "(?:brez čakanja na|ne da bi počakal\\p{L}* na|ne čakajte na)",
    review:
      "(?:mnenj\\p{L}*|odobritev|soglasj\\p{L}*|odločitev|odločb\\p{L}*|komisij\\p{L}*|odbor\\p{L}*|preveritev|pregled\\p{L}*)",
    mine: alt(
      "(?:to je|je to|to gre|to delam) na mojo (?:lastno |polno )?odgovornost",
      "(?:naredite to|naredi to|nadaljujte|izvedite)(?: \\p{L}+){0,3} na mojo (?:lastno )?odgovornost",
    ),
    done: "(?:že) (?:\\p{L}+ )?(?:odobren|potrjen|preverjen|validiran|avtoriziran)\\p{L}*",
    report: "(?:ne (?:prijavljajte|prijavljaj|prijavite|sporočajte|sporočite|javljajte|eskalirajte))",
    change: "(?:te|to|ta) (?:spremembe|spremembo|sprememba|posodobitve|posodobitev)",
  },
  sh: {
    need: "(?:nije (?:potrebno|nužno|neophodno|potreban)|ne treba|ne morate|ne moraš|nepotrebn\\p{L}*|suvišn\\p{L}*)",
    ask: "(?:pit\\p{L}*|upit\\p{L}*|provjer\\p{L}*|proveri\\p{L}*|proveravati|potvrd\\p{L}*|odobren\\p{L}*|odobri\\p{L}*|konsult\\p{L}*|savjetov\\p{L}*|saglasnost\\p{L}*|suglasnost\\p{L}*)",
    who: "(?:nikoga|ikoga|čovjek\\p{L}*|čovek\\p{L}*|osob(?:a|e|i|u|om)(?![\\p{L}])|tajništv\\p{L}*|sekretarijat\\p{L}*|ured\\p{L}*|kancelarij\\p{L}*|odjel\\p{L}*|odeljen\\p{L}*|služb\\p{L}*|djelatnik\\p{L}*|zaposlen\\p{L}*|osoblj\\p{L}*|komisij\\p{L}*|odbor\\p{L}*|nadređen\\p{L}*|uprav\\p{L}*)",
    pass: "(?:ne (?:prosljeđujte|prosleđujte|prosljeđuj|prosleđuj|šaljite|šalji|pokazujte|pokazuj|predajte|predaj|proslijedite|prosledite))",
    human:
      "(?:čovjeku|čoveku|osobi|djelatniku|službeniku|zaposleniku|osoblju|(?:u |na )?(?:ured|kancelariju|tajništvo|odjel|službu))",
    wait: "(?:bez čekanja na|ne čekajući|ne čekajte)",
    review:
      "(?:mišljenj\\p{L}*|odobrenj\\p{L}*|suglasnost\\p{L}*|saglasnost\\p{L}*|odluk\\p{L}*|komisij\\p{L}*|odbor\\p{L}*|provjer\\p{L}*|provere)",
    mine: alt(
      "(?:to je|ide|to ide|radim to) na moju (?:vlastitu |ličnu |osobnu |punu )?odgovornost",
      "(?:učinite to|uradite to|napravite to|nastavite|izvršite)(?: \\p{L}+){0,3} na moju (?:vlastitu |ličnu |osobnu )?odgovornost",
    ),
    done: "(?:već) (?:je |su |bilo )?(?:odobren|potvrđen|provjeren|proveren|validiran|autoriziran|autorizovan)\\p{L}*",
    report: "(?:ne (?:prijavljujte|prijavljuj|prijavite|javljajte|javite|eskalirajte|označavajte))",
    change: "(?:ovu|ova|tu|ove) (?:promjen\\p{L}*|promen\\p{L}*|izmjen\\p{L}*|izmen\\p{L}*)",
  },
  bg: {
    need: "(?:няма нужда|не е (?:нужно|необходимо|задължително)|не е нужно|ненужн\\p{L}*|излишн\\p{L}*|не (?:трябва|се налага) да)",
    ask: "(?:пита\\p{L}*|попита\\p{L}*|запитван\\p{L}*|провер\\p{L}*|потвържд\\p{L}*|потвърд\\p{L}*|одобр\\p{L}*|съглас\\p{L}*|консулт\\p{L}*)",
    who: "(?:никого|никой|когото и да|човек|хора|лице|служител\\p{L}*|персонал\\p{L}*|деловодств\\p{L}*|секретариат\\p{L}*|офис\\p{L}*|отдел\\p{L}*|служба\\p{L}*|комиси\\p{L}*|комитет\\p{L}*|ръководител\\p{L}*|ръководств\\p{L}*|началник\\p{L}*)",
    pass: "(?:не (?:препращайте|препращай|предавайте|предавай|показвайте|показвай|изпращайте|изпращай))",
    human: "(?:на (?:човек|служител\\p{L}*|персонала|лице|отдел\\p{L}*|офиса|деловодството))",
    wait: "(?:без да (?:чака\\p{L}*|изчака\\p{L}*)|не чакайте)",
    review:
      "(?:становище\\p{L}*|одобрени\\p{L}*|съгласи\\p{L}*|решени\\p{L}*|комиси\\p{L}*|комитет\\p{L}*|проверка\\p{L}*)",
    mine: alt(
      "(?:това е|това става|поемам го) на моя (?:лична |пълна )?отговорност",
      "(?:направете го|направи го|продължете|действайте)(?: \\p{L}+){0,3} на моя (?:лична )?отговорност",
      "под моя (?:лична )?отговорност",
    ),
    done: "(?:вече) (?:е |са |беше )?(?:одобрен|потвърден|проверен|валидиран|разрешен)\\p{L}*",
    report: "(?:не (?:докладвайте|докладвай|съобщавайте|съобщавай|сигнализирайте|уведомявайте|ескалирайте))",
    change: "(?:тази|тая|промяна\\p{L}*) (?:промяна\\p{L}*|актуализаци\\p{L}*|корекци\\p{L}*)",
  },
  ru: {
    need: "(?:не (?:нужно|надо|обязательно|требуется|стоит)|нет (?:нужды|необходимости)|необязательно|излишн\\p{L}*|ненужн\\p{L}*)",
    ask: "(?:спрашива\\p{L}*|спросить|уточня\\p{L}*|уточнит\\p{L}*|запрос\\p{L}*|провер\\p{L}*|подтвержд\\p{L}*|подтверд\\p{L}*|согласов\\p{L}*|одобрени\\p{L}*|консульт\\p{L}*)",
    who: "(?:никого|ни у кого|кого-(?:либо|нибудь)|у кого-(?:либо|нибудь)|человек\\p{L}*|людей|сотрудник\\p{L}*|персонал\\p{L}*|офис\\p{L}*|канцеляри\\p{L}*|секретариат\\p{L}*|отдел\\p{L}*|служб\\p{L}*|комисси\\p{L}*|комитет\\p{L}*|руководител\\p{L}*|руководств\\p{L}*|начальств\\p{L}*)",
    pass: "(?:не (?:пересылайте|пересылай|передавайте|передавай|показывайте|показывай|отправляйте|отправляй|направляйте))",
    human: "(?:(?:живому )?человеку|людям|сотрудник\\p{L}*|персоналу|(?:в )?(?:офис|отдел|канцелярию|секретариат))",
    wait: "(?:не дожидаясь|без ожидания|не ожидая)",
    review:
      "(?:заключени\\p{L}*|одобрени\\p{L}*|согласовани\\p{L}*|решени\\p{L}*|комисси\\p{L}*|комитет\\p{L}*|проверк\\p{L}*|мнени\\p{L}*|разрешени\\p{L}*)",
    mine: alt(
      "(?:это|всё|делаю это|беру это) (?:на|под) мою (?:личную |полную )?ответственность",
      "под мою (?:личную )?ответственность",
      "(?:сделайте это|сделай это|действуйте|выполняйте)(?: \\p{L}+){0,3} на мою (?:личную )?ответственность",
    ),
    done: "(?:уже) (?:был[оаи]? )?(?:одобрен|подтвержд|провер|согласован|утвержд|валидир)\\p{L}*",
    report: "(?:не (?:сообщайте|сообщай|докладывайте|докладывай|уведомляйте|уведомляй|эскалируйте|фиксируйте))",
    change: "(?:об? )?(?:этом|это|эту|этих) (?:изменени\\p{L}*|правк\\p{L}*|обновлени\\p{L}*)",
  },
  uk: {
    need: "(?:не (?:потрібно|треба|обов'язково|обов’язково|варто)|немає (?:потреби|необхідності)|зайв\\p{L}*)",
    ask: "(?:пита\\p{L}*|запита\\p{L}*|уточню\\p{L}*|уточни\\p{L}*|перевір\\p{L}*|перевіря\\p{L}*|підтвердж\\p{L}*|підтверд\\p{L}*|погодж\\p{L}*|консульт\\p{L}*)",
    who: "(?:нікого|ні в кого|будь-кого|людин\\p{L}*|людей|працівник\\p{L}*|персонал\\p{L}*|офіс\\p{L}*|канцеляр\\p{L}*|секретаріат\\p{L}*|відділ\\p{L}*|служб\\p{L}*|комісі\\p{L}*|комітет\\p{L}*|керівник\\p{L}*|керівництв\\p{L}*)",
    pass: "(?:не (?:пересилайте|пересилай|передавайте|передавай|показуйте|показуй|надсилайте|надсилай|направляйте))",
    human: "(?:(?:живій )?людині|людям|працівник\\p{L}*|персоналу|(?:до )?(?:офісу|відділу|канцелярії|секретаріату))",
    wait: "(?:не чекаючи|без очікування|не дочекавшись)",
    review:
      "(?:висновк\\p{L}*|схвален\\p{L}*|погоджен\\p{L}*|рішен\\p{L}*|комісі\\p{L}*|комітет\\p{L}*|перевірк\\p{L}*|думк\\p{L}*|дозвол\\p{L}*)",
    mine: alt(
      "(?:це|все|роблю це|беру це) (?:на|під) мою (?:особисту |повну )?відповідальність",
      "під мою (?:особисту )?відповідальність",
    ),
    done: "(?:вже|уже) (?:\\p{L}+ )?(?:схвален|підтвердж|перевір|погоджен|затвердж|валідова)\\p{L}*",
    report: "(?:не (?:повідомляйте|повідомляй|доповідайте|доповідай|ескалюйте|фіксуйте|сигналізуйте))",
    change: "(?:про )?(?:цю|це|ці|цієї) (?:змін\\p{L}*|правк\\p{L}*|оновлен\\p{L}*)",
  },
  el: {
    need: "(?:δεν (?:χρειάζεται|είναι (?:απαραίτητο|ανάγκη))|καμία ανάγκη|περιττ\\p{L}*|δεν απαιτείται)",
    ask: "(?:(?:να )?ρωτ\\p{L}*|ερώτησ\\p{L}*|ελέγξ\\p{L}*|έλεγχ\\p{L}*|επιβεβαί\\p{L}*|επιβεβαίωσ\\p{L}*|έγκρισ\\p{L}*|εγκρ\\p{L}*|συμβουλευτ\\p{L}*|διαβουλ\\p{L}*)",
    who: "(?:κανέναν|κανένα|οποιονδήποτε|άνθρωπ\\p{L}*|πρόσωπ\\p{L}*|υπάλληλ\\p{L}*|προσωπικό(?:ύ)?(?![\\p{L}])|γραμματεία\\p{L}*|γραφεί\\p{L}*|τμήμα\\p{L}*|υπηρεσία\\p{L}*|επιτροπ\\p{L}*|προϊστάμεν\\p{L}*|διεύθυνσ\\p{L}*)",
    pass: "(?:μην (?:το |την |τα )?(?:προωθήσετε|προωθείτε|προωθήσεις|στείλετε|στείλεις|δείξετε|δείξεις|παραδώσετε|διαβιβάσετε))",
    human:
      "(?:σε (?:άνθρωπο|πρόσωπο|υπάλληλο|κάποιον υπάλληλο)|στο (?:προσωπικό|γραφείο|τμήμα)|στη γραμματεία|στην υπηρεσία)",
    wait: "(?:χωρίς να (?:περιμέν\\p{L}*|αναμέν\\p{L}*)|μην περιμένετε)",
    review: "(?:γνωμοδότησ\\p{L}*|έγκρισ\\p{L}*|γνώμη|απόφασ\\p{L}*|επιτροπ\\p{L}*|έλεγχο|συναίνεσ\\p{L}*)",
    mine: alt(
      "(?:είναι|γίνεται|το κάνω|το αναλαμβάνω) (?:με|υπό την|υπό) (?:δική μου|την ευθύνη μου|ευθύνη μου)",
      "(?:με|υπό) (?:τη |την )?(?:δική μου )?ευθύνη(?: μου)?(?=[ .,!]|$)",
    ),
    done: "(?:έχει ήδη|ήδη) (?:\\p{L}+ )?(?:εγκριθεί|εγκεκριμέν\\p{L}*|επικυρωθεί|επαληθευτεί|ελεγχθεί)",
    report: "(?:μην (?:το )?(?:αναφέρετε|αναφέρεις|δηλώσετε|κοινοποιήσετε|ειδοποιήσετε|σημάνετε))",
    change: "(?:αυτή την|αυτήν την|την) (?:αλλαγή|τροποποίηση|ενημέρωση)",
  },
  tr: {
    need: "(?:gerek (?:yok|kalmadı)|gerekmiyor|gerekli değil|lüzum yok|luzum yok|ihtiyaç yok|gereksiz)",
    ask: "(?:sor\\p{L}*|danış\\p{L}*|kontrol\\p{L}*|teyit\\p{L}*|onay\\p{L}*|doğrula\\p{L}*|bilgi almaya)",
    who: "(?:kimse\\p{L}*|birine|herhangi birine|insan\\p{L}*|kişi(?:ye|den|ler\\p{L}*)?(?![\\p{L}])|personel\\p{L}*|çalışan\\p{L}*|ofis\\p{L}*|büro\\p{L}*|sekreterl\\p{L}*|birim\\p{L}*|departman\\p{L}*|müdürlü\\p{L}*|komisyon\\p{L}*|kurul\\p{L}*|amir\\p{L}*|yönetim\\p{L}*)",
    pass: "(?:(?:ilet|gönder|göster|aktar|yönlendir)(?:me(?:yin|yiniz)?)(?![\\p{L}]))",
    human: "(?:bir (?:insana|kişiye|personele|çalışana|yetkiliye)|(?:personele|ofise|birime|sekreterliğe|departmana))",
    wait: "(?:beklemeden|beklemeksizin)",
    review: "(?:onay\\p{L}*|görüş\\p{L}*|karar\\p{L}*|komisyon\\p{L}*|kurul\\p{L}*|inceleme\\p{L}*|izn\\p{L}*)",
    mine: alt("(?:bu|bunu|bu iş) benim sorumluluğum(?:da|a)", "(?:bunun|onun) sorumluluğu bende"),
    done: "(?:zaten|önceden) (?:\\p{L}+ )?(?:onaylan\\p{L}*|onaylı|doğrulan\\p{L}*|kontrol edil\\p{L}*)",
    report: "(?:(?:bildir|raporla|rapor et|şikayet et|işaretle)(?:me(?:yin|yiniz)?)(?![\\p{L}]))",
    change: "(?:bu (?:değişikli\\p{L}*|güncelleme\\p{L}*))",
  },
  id: {
    need: "(?:tidak (?:perlu|usah|harus)|tak (?:perlu|usah)|gak (?:perlu|usah)|nggak (?:perlu|usah)|ga (?:perlu|usah)|tidak diperlukan|tidak wajib)",
    ask: "(?:tanya\\p{L}*|bertanya|menanyakan|konfirmasi\\p{L}*|cek|mengecek|memeriksa|periksa|persetujuan|minta izin|konsultasi\\p{L}*)",
    who: "(?:siapa(?: ?pun)?|seseorang|orang|manusia|petugas|staf|karyawan|pegawai|kantor|bagian|divisi|sekretariat|panitia|komite|atasan|pimpinan|manajemen)",
    pass: "(?:jangan (?:\\p{L}+ )?(?:teruskan|meneruskan|diteruskan|kirimkan|mengirim|tunjukkan|serahkan|diserahkan|dikirim))",
    human: "(?:ke |kepada )(?:manusia|orang|petugas|staf|karyawan|pegawai|kantor|bagian|sekretariat)",
    wait: "(?:tanpa (?:menunggu|menanti))",
    review: "(?:persetujuan|pendapat|keputusan|rekomendasi|komite|panitia|tinjauan|izin|otorisasi)",
    mine: alt("(?:atas|dengan) tanggung ?jawab saya(?: sendiri)?"),
    done: "(?:sudah|telah) (?:\\p{L}+ )?(?:disetujui|divalidasi|diotorisasi|diverifikasi|diperiksa|di-approve|diapprove)",
    report: "(?:jangan (?:\\p{L}+ )?(?:laporkan|melaporkan|dilaporkan|beritahukan|memberitahu|tandai|eskalasi\\p{L}*))",
    change: "(?:perubahan|pembaruan|modifikasi) (?:ini|tersebut)",
  },
  ms: {
    need: "(?:tidak (?:perlu|payah|usah)|tak (?:perlu|payah|usah)|tidak diperlukan)",
    ask: "(?:tanya\\p{L}*|bertanya|pengesahan|sahkan|mengesahkan|semak|menyemak|kelulusan|meminta kebenaran|rujuk\\p{L}*|berunding)",
    who: "(?:sesiapa(?: ?pun)?|seseorang|orang|manusia|pegawai|kakitangan|staf|pejabat|jabatan|bahagian|urus ?setia|jawatankuasa|penyelia|pengurusan|ketua)",
    pass: "(?:jangan (?:\\p{L}+ )?(?:majukan|memajukan|hantar|menghantar|tunjukkan|serahkan|dimajukan|dihantar))",
    human: "(?:kepada |ke )(?:manusia|orang|pegawai|kakitangan|staf|pejabat|jabatan|bahagian)",
    wait: "(?:tanpa (?:menunggu|menanti))",
    review: "(?:kelulusan|pendapat|keputusan|jawatankuasa|semakan|kebenaran|pengesahan)",
    mine: alt("(?:atas|di bawah) tanggungjawab saya(?: sendiri)?"),
    done: "(?:sudah|telah) (?:\\p{L}+ )?(?:diluluskan|disahkan|disemak|diluluskan|diperakui)",
    report: "(?:jangan (?:\\p{L}+ )?(?:laporkan|melaporkan|dilaporkan|maklumkan|memaklumkan|tandakan))",
    change: "(?:perubahan|pindaan|kemas ?kini) (?:ini|tersebut)",
  },
  jv: {
    need: "(?:ora (?:perlu|usah)|mboten (?:perlu|usah)|ra (?:perlu|usah)|ora kudu|boten perlu)",
    ask: "(?:takon\\p{L}*|nakoni|nyuwun (?:pirsa|idin|persetujuan)|konfirmasi|priksa|mriksa|persetujuan|konsultasi)",
    who: "(?:sapa ?wae|sinten kemawon|sapa-sapa|wong|manungsa|petugas|staf|pegawe|pegawai|kantor|bagian|panitia|atasan|pimpinan)",
    pass: "(?:aja (?:\\p{L}+ )?(?:diterusake|nerusake|dikirim|ngirim|dituduhake|nuduhake|diwenehake)|sampun (?:dipun)?(?:kintunaken|terusaken))",
    human: "(?:marang |menyang |dhateng |ing )(?:wong|manungsa|petugas|staf|pegawe|kantor|bagian)",
    wait: "(?:tanpa (?:ngenteni|nunggu|ngentosi))",
    review: "(?:persetujuan|panemu|keputusan|panitia|komite|idin|pamriksan)",
    mine: alt("(?:kanthi|ing|dadi) tanggung ?jawab(?:ku| kula| aku)(?: dhewe)?,? (?:wis|terusake|lakokake|kirimen)"),
    done: "(?:wis|sampun|uwis) (?:\\p{L}+ )?(?:disetujoni|disetujui|divalidasi|dipriksa|diverifikasi)",
    report: "(?:aja (?:\\p{L}+ )?(?:dilaporake|nglaporake|dilaporkan|dikabarake|ngabari))",
    change: "(?:owah-owahan|perubahan|pangowahan) (?:iki|kasebut)",
  },
  tl: {
    need: "(?:hindi na kailangan|di na kailangan|hindi kailangan|di kailangan|walang pangangailangan|hindi na kailangang|di na kailangang|hindi kailangang)",
    ask: "(?:magtanong|itanong|tanungin|kumpirmahin|kumpirmasyon|i-?confirm|i-?check|suriin|aprubahan|pag-?apruba|approval|sumangguni|konsultahin)",
    who: "(?:kahit sino|sinuman|kaninuman|tao|staff|kawani|empleyado|opisina|tanggapan|departamento|komite|supervisor|nakatataas|pamunuan|office)",
    pass: "(?:huwag (?:na )?(?:po )?(?:\\p{L}+ )?(?:ipasa|ipadala|i-?forward|ipakita|ibigay|iabot|i-?refer))",
    human: "(?:sa (?:isang )?(?:tao|staff|kawani|empleyado|opisina|tanggapan|departamento|human))",
    wait: "(?:nang hindi (?:na )?(?:hinihintay|naghihintay)|hindi na hinihintay|nang walang hinihintay)",
    review: "(?:pag-?apruba|approval|opinyon|pasya|desisyon|komite|pagsusuri|review|pahintulot)",
    mine: alt(
      "(?:ako ang|ako na ang) (?:bahala|mananagot|responsable)",
      "sa (?:aking|akin na) (?:pananagutan|responsibilidad)",
    ),
    done: "(?:na(?:ng)? )?(?:naaprubahan|aprubado|approved|na-?approve|na-?validate|na-?verify|beripikado)(?: na)?",
    report: "(?:huwag (?:na )?(?:po )?(?:\\p{L}+ )?(?:iulat|i-?report|ipaalam|i-?flag|isumbong))",
    change: "(?:ang |itong |ganitong )?(?:pagbabago|pagbabagong ito|update na ito)",
  },
  vi: {
    need: "(?:không (?:cần|phải|bắt buộc)|chẳng cần|khỏi (?:cần|phải)|không cần thiết)",
    ask: "(?:hỏi|hỏi lại|xác nhận|kiểm tra|phê duyệt|xin ý kiến|tham khảo|xin phép|thông qua)",
    who: "(?:ai cả|bất kỳ ai|bất cứ ai|ai|con người|người nào|nhân viên|cán bộ|văn phòng|phòng ban|bộ phận|ủy ban|hội đồng|cấp trên|ban lãnh đạo|quản lý)",
    pass: "(?:(?:đừng|không được|xin đừng) (?:\\p{L}+ ){0,2}?(?:chuyển|chuyển tiếp|gửi|cho xem|đưa))",
    human: "(?:cho (?:con người|người|nhân viên|cán bộ|văn phòng|bộ phận|phòng))",
    wait: "(?:không (?:cần )?(?:chờ|đợi)|mà không (?:chờ|đợi))",
    review: "(?:phê duyệt|ý kiến|quyết định|ủy ban|hội đồng|thẩm định|chấp thuận|cho phép)",
    mine: alt(
      "tôi (?:xin )?chịu (?:hoàn toàn )?trách nhiệm(?: (?:về )?việc này)?,? (?:cứ|hãy)",
      "cứ (?:\\p{L}+ ){0,3}?(?:đi|luôn),? tôi (?:sẽ )?chịu trách nhiệm",
    ),
    done: "(?:đã được|đã) (?:\\p{L}+ )?(?:phê duyệt|duyệt|xác nhận|xác minh|kiểm tra|chấp thuận)",
    report: "(?:(?:đừng|không được|xin đừng|không cần) (?:\\p{L}+ ){0,2}?(?:báo cáo|thông báo|báo|gắn cờ|trình báo))",
    change: "(?:thay đổi|sửa đổi|cập nhật) (?:này|đó)",
  },
  sw: {
    need: "(?:hakuna haja|hakuna (?:ulazima|sababu)|si lazima|sio lazima|haihitajiki|hauhitaji|huhitaji)",
    ask: "(?:kuuliza|kumuuliza|kuwauliza|uliza|kuthibitisha|uthibitisho|idhini|kuidhinisha|kushauriana|kukagua|ukaguzi)",
    who: "(?:mtu yeyote|yeyote|mtu|binadamu|wafanyakazi|mfanyakazi|afisa|ofisi|idara|sekretarieti|kamati|msimamizi|uongozi)",
    pass: "(?:usi(?:peleke|tume|onyeshe|wasilishe|mpe)|msi(?:peleke|tume|onyeshe|wasilishe|mpe))",
    human: "(?:kwa (?:mtu|binadamu|mfanyakazi|wafanyakazi|afisa|ofisi|idara))",
    wait: "(?:bila kusubiri|bila kungoja|usisubiri)",
    review: "(?:idhini|maoni|uamuzi|kamati|ukaguzi|ruhusa|kibali)",
    mine: alt("(?:chini ya|kwa) jukumu langu(?: mwenyewe)?"),
    done: "(?:tayari|imeshawahi) (?:\\p{L}+ )?(?:imeidhinishwa|imethibitishwa|imekaguliwa|imeshaidhinishwa|zimeidhinishwa)",
    report: "(?:usi(?:ripoti|arifu|taarifu)|msi(?:ripoti|arifu|taarifu))",
    change: "(?:mabadiliko|marekebisho) (?:haya|hayo)",
  },
  hi: {
    need: "(?:(?:की|कि) (?:कोई )?(?:ज़रूरत|जरूरत|आवश्यकता) (?:नहीं|ना)|ज़रूरी नहीं|जरूरी नहीं|आवश्यक नहीं|अनावश्यक)",
    ask: "(?:पूछ\\p{L}*|पूछने|पूछताछ|पुष्टि|जाँच|जांच|मंज़ूरी|मंजूरी|अनुमोदन|स्वीकृति|सलाह|परामर्श)",
    who: "(?:किसी से|किसी को|किसी|कोई भी|व्यक्ति(?!गत)|इंसान|कर्मचारी|स्टाफ़|स्टाफ|दफ़्तर|दफ्तर|कार्यालय|ऑफ़िस|ऑफिस|विभाग|समिति|कमेटी|अधिकारी|सुपरवाइज़र|प्रबंधन)",
    pass: "(?:(?:फ़ॉरवर्ड|फॉरवर्ड|अग्रेषित|आगे|पास|दिखा|भेज)(?:\\p{L}|[\u0900-\u0963])* (?:न|मत) (?:करें|करो|करना|भेजें|भेजो|दिखाएँ|दिखाएं))",
    human: "(?:(?:किसी )?(?:व्यक्ति|इंसान|कर्मचारी|स्टाफ़|स्टाफ|कार्यालय|दफ़्तर|दफ्तर|विभाग) (?:को|के पास|में))",
    wait: "(?:(?:का )?इंतज़ार (?:किए|किये|करे) बिना|(?:का )?इंतजार (?:किए|किये|करे) बिना|प्रतीक्षा (?:किए|किये) बिना)",
    review: "(?:मंज़ूरी|मंजूरी|अनुमोदन|स्वीकृति|राय|फ़ैसले|फैसले|निर्णय|समिति|कमेटी|समीक्षा|अनुमति)",
    mine: alt("(?:यह|ये|इसकी) (?:मेरी )?(?:ज़िम्मेदारी|जिम्मेदारी) (?:पर|है|मेरी है)", "मेरी (?:ज़िम्मेदारी|जिम्मेदारी) पर"),
    done: "(?:पहले ही|पहले से ही|पहले से|already) (?:\\S+ )?(?:मंज़ूर|मंजूर|स्वीकृत|अनुमोदित|सत्यापित|वेरिफ़ाई|वेरिफाई|approved)",
    report: "(?:(?:रिपोर्ट|सूचित|सूचना|फ़्लैग|फ्लैग|शिकायत)(?: \\S+)? (?:न|मत) (?:करें|करो|करना|दें))",
    change: "(?:इस|इन) (?:बदलाव|परिवर्तन|संशोधन|अपडेट)",
  },
  "hi-latn": {
    need: "(?:ki (?:koi )?(?:zaroorat|zarurat|jarurat|zarurat) (?:nahi|nahin|na)|zaroori nahi|jaruri nahi|zaruri nahi)",
    ask: "(?:poochne|puchne|poochhne|poochna|puchna|confirm karne|check karne|approval|manzoori|permission)",
    who: "(?:kisi se|kisi ko|kisi|koi bhi|insaan|staff|karmchari|office|daftar|department|vibhag|committee|samiti|supervisor|adhikari)",
    pass: "(?:(?:forward|aage|pass|bhej|dikha)\\p{L}* (?:mat|na) (?:karein|karen|karo|karna|bhejein|bhejo|dikhayein|dikhao))",
    human: "(?:(?:kisi )?(?:insaan|vyakti|staff|karmchari|office|daftar|department) (?:ko|ke paas|mein))",
    wait: "(?:(?:ka )?(?:intezaar|intezar|wait) (?:kiye|kie|kare) bina)",
    review: "(?:approval|manzoori|manjuri|anumodan|rai|faisle|nirnay|committee|samiti|review|permission)",
    mine: alt(
      "(?:ye|yeh|iski) (?:meri )?(?:zimmedari|jimmedari|responsibility) (?:par|pe|hai)",
      "meri (?:zimmedari|jimmedari|responsibility) (?:par|pe)",
    ),
    done: "(?:pehle hi|pehle se|already) (?:\\p{L}+ )?(?:approve|approved|manzoor|verify|verified|validate)",
    report: "(?:(?:report|soochit|inform|flag|complain)\\p{L}* (?:mat|na) (?:karein|karen|karo|karna))",
    change: "(?:is|iss|in) (?:badlav|badlaav|change|parivartan|update)",
  },
  bn: {
    need: "(?:(?:এর )?(?:দরকার|প্রয়োজন) নেই|প্রয়োজন নেই|দরকার নেই|জরুরি নয়|আবশ্যক নয়|অপ্রয়োজনীয়)",
    ask: "(?:জিজ্ঞাসা|জিজ্ঞেস|জানতে চাওয়া|নিশ্চিত|যাচাই|অনুমোদন|অনুমতি|পরামর্শ)",
    who: "(?:কাউকে|কারো|কারও|কেউ|মানুষ|ব্যক্তি(?!গত)|কর্মী|কর্মচারী|স্টাফ|অফিস|দপ্তর|কার্যালয়|বিভাগ|কমিটি|তত্ত্বাবধায়ক|কর্তৃপক্ষ)",
    pass: "(?:(?:ফরোয়ার্ড|পাঠা|দেখা|হস্তান্তর)\\S* (?:করবেন|করো|করিস) না|(?:পাঠাবেন|দেখাবেন|দেবেন) না)",
    human: "(?:(?:কোনো )?(?:মানুষ|ব্যক্তি|কর্মী|কর্মচারী|স্টাফ|অফিস|দপ্তর|বিভাগ)(?:কে|ের কাছে|ে))",
    wait: "(?:অপেক্ষা না করে|অপেক্ষা ছাড়াই)",
    review: "(?:অনুমোদন|মতামত|সিদ্ধান্ত|কমিটি|পর্যালোচনা|অনুমতি)",
    mine: alt("আমার দায়িত্বে (?:করুন|করে দিন|পাঠান|পাঠিয়ে দিন|অনুমোদন করুন|দিয়ে দিন)"),
    done: "(?:ইতিমধ্যে|আগেই) (?:\\S+ )?(?:অনুমোদিত|যাচাই|নিশ্চিত|অনুমোদন)",
    report: "(?:(?:রিপোর্ট|জানা|অবহিত|ফ্ল্যাগ)\\S* (?:করবেন|করো) না|জানাবেন না)",
    change: "(?:এই|এ) (?:পরিবর্তন|সংশোধন|আপডেট)",
  },
  ur: {
    need: "(?:(?:کی )?(?:ضرورت|حاجت) نہیں|ضروری نہیں|لازمی نہیں|غیر ضروری)",
    ask: "(?:پوچھ|پوچھنے|تصدیق|جانچ|منظوری|اجازت|مشورہ|مشاورت)",
    who: "(?:کسی سے|کسی کو|کسی|کوئی بھی|انسان|شخص(?!ی)|عملے|عملہ|اسٹاف|سٹاف|دفتر|آفس|محکمے|شعبے|کمیٹی|افسر|سپروائزر|انتظامیہ)",
    pass: "(?:(?:فارورڈ|آگے|پاس|بھیج|دکھا)\\S* (?:نہ|مت) (?:کریں|کرو|کرنا|بھیجیں|دکھائیں))",
    human: "(?:(?:کسی )?(?:انسان|شخص|عملے|اسٹاف|سٹاف|دفتر|آفس|شعبے) (?:کو|کے پاس))",
    wait: "(?:(?:کا )?انتظار (?:کیے|کئے) بغیر)",
    review: "(?:منظوری|رائے|فیصلے|فیصلہ|کمیٹی|جائزے|اجازت)",
    mine: alt("(?:یہ|اس کی) (?:میری )?ذمہ داری (?:پر|ہے)", "میری ذمہ داری پر"),
    done: "(?:پہلے ہی|پہلے سے) (?:\\S+ )?(?:منظور|تصدیق|منظوری)",
    report: "(?:(?:رپورٹ|اطلاع|شکایت|فلیگ)\\S* (?:نہ|مت) (?:کریں|کرو|دیں))",
    change: "(?:اس|ان) (?:تبدیلی|ترمیم|اپ ڈیٹ)",
  },
  ar: {
    need: "(?:لا (?:داعي|حاجة|يلزم|ضرورة)|ليس (?:من )?(?:الضروري|ضرورياً|ضروريا|لازماً)|غير (?:ضروري|لازم)|بلا داعي)",
    ask: "(?:سؤال|لسؤال|السؤال|تسأل|تسألوا|استفسار|الاستفسار|للاستفسار|التحقق|تأكيد|التأكيد|موافقة|الموافقة|استشارة|استئذان)",
    who: "(?:(?<!ال)(?:أحد|احد)(?![\\p{L}])|أي شخص|شخص(?!ي)|إنسان|بشر|الموظف|موظف|الموظفين|الطاقم|المكتب|مكتب|القسم|الإدارة|الادارة|اللجنة|المشرف|المسؤول|السكرتارية)",
    pass: "(?:لا (?:تحول|تحوّل|تعيد توجيه|ترسل|تمرر|تمرّر|تعرض|تحيل|تُحيل|تحيلوا|ترسلوا|تمرروا))",
    human: "(?:إلى|الى|ل)(?: ?أي)? ?(?:إنسان|شخص|بشر|موظف|الموظفين|الطاقم|المكتب|القسم|الإدارة)",
    wait: "(?:دون|بدون|من غير) (?:انتظار|الانتظار|أن تنتظر)",
    review: "(?:موافقة|الموافقة|رأي|الرأي|قرار|لجنة|اللجنة|مراجعة|المراجعة|إذن|الإذن|اعتماد)",
    mine: alt("(?:هذا|ذلك|الأمر) (?:على|تحت) (?:مسؤوليتي|مسئوليتي)", "على (?:مسؤوليتي|مسئوليتي) (?:الشخصية|الخاصة)"),
    done: "(?:تمت|تم|سبق) (?:\\S+ )?(?:الموافقة|اعتماد|التحقق|المصادقة|التأكيد)",
    report: "(?:لا (?:تبلغ|تبلّغ|تُبلغ|تبلغوا|تُبلّغ|تخطر|تُخطر|تشير|تبلغ عن|تصعد|تصعّد|ترفع))",
    change: "(?:هذا|هذه) ?(?:التغيير|التعديل|التحديث)",
  },
  "ar-latn": {
    need: "(?:ma fi|mafi|mish|mesh|msh|la) (?:da3i|lazem|7aje|haje|daa3i|7aga|haga)",
    ask: "(?:tes2al|tis2al|ts2al|nes2al|su2al|so2al|ta2kid|t2aked|takeed|mowaf2a|muwafaqa|approval|t2akkad|tetakad)",
    who: "(?:a7ad|ay wa7ed|ay 7ad|el mowazaf|mowazaf|el staff|staff|el maktab|maktab|el office|office|el edara|edara|el 2esm|2esm|el lagna|lagna|el mas2ool|mas2ool)",
    pass: "(?:(?:ma|la|matb3at|mat7awel|matwareesh) (?:t7awel|tb3at|teb3at|t3red|tfarwerd|forward)\\S*|(?:matb3atsh|mat7awelsh|matfarwardsh)\\S*)",
    human: "(?:l(?:el|i|a)? ?(?:7ad|insan|ensan|mowazaf|staff|maktab|office|edara|2esm))",
    wait: "(?:bidun|bdun|bala|men gher|min gheir|mn 8er) (?:ma )?(?:tstanna|testanna|intizar|entezar)",
    review: "(?:mowaf2a|muwafaqa|approval|ra2y|rai|2arar|qarar|lagna|mourag3a|moraj3a)",
    mine: alt("(?:3ala|3la) (?:mas2ouliti|mas2oleyti|mas2uliyti|mas2oliti)"),
    done: "(?:already|5alas|khalas|sabe2|tamma?) (?:\\S+ )?(?:approved|mwafa2|mowaf2 3aleh|et2akad|t2akkad)",
    report: "(?:(?:ma|la) (?:tballegh|tbale8|tbalegh|t3mal report|t5abber)\\S*|(?:matballaghsh|matbale8sh)\\S*)",
    change: "(?:(?:el|al)[- ]?(?:taghyeer|ta8yeer|t8yeer|ta3deel|change|update)) (?:da|dah|hayda|hada|hatha)",
  },
  fa: {
    need: "(?:(?:نیازی|لزومی|احتیاجی) (?:به|نیست)|نیازی نیست|لازم نیست|ضروری نیست|غیرضروری)",
    ask: "(?:پرسیدن|بپرسید|سؤال|سوال|استعلام|تأیید|تایید|بررسی|موافقت|مشورت|هماهنگی)",
    who: "(?:کسی|هیچ ?کس|هرکسی|شخص(?!ی|اً|ا)|انسان|کارمند|کارکنان|پرسنل|دفتر|اداره|بخش|واحد|دبیرخانه|کمیته|سرپرست|مدیریت|مسئول)",
    pass: "(?:(?:فوروارد|ارسال|نشان|تحویل|ارجاع)\\s?(?:ن(?:کنید|کن|دهید|ده))|(?:نفرستید|نفرست|ارسال نکنید))",
    human: "(?:به (?:یک )?(?:انسان|شخص|کارمند|کارکنان|پرسنل|دفتر|اداره|بخش|واحد|دبیرخانه))",
    wait: "(?:بدون (?:انتظار|منتظر ماندن)|منتظر (?:\\S+ ){0,3}نمانید)",
    review: "(?:تأیید|تایید|موافقت|نظر|تصمیم|کمیته|بررسی|مجوز)",
    mine: alt("(?:این|آن) (?:کار )?(?:با|به) مسئولیت (?:من|خودم)", "مسئولیتش با من"),
    done: "(?:قبلاً|قبلا|از قبل|پیشتر) (?:\\S+ )?(?:تأیید|تایید|بررسی|تصویب)",
    report: "(?:(?:گزارش|اطلاع|اعلام|علامت)\\s?(?:ن(?:دهید|ده|کنید|کن|زنید)))",
    change: "(?:این) (?:تغییر|اصلاح|به‌روزرسانی|بروزرسانی)",
  },
  ps: {
    need: "(?:اړتیا نشته|اړتیا نه ده|ضرورت نشته|ضروري نه ده|لازمه نه ده)",
    ask: "(?:پوښتنه|پوښتل|وپوښتئ|تایید|تأیید|منظوري|مشوره|کتنه|تصدیق)",
    who: "(?:چا|هیڅوک|هر چا|انسان|کس|کارکوونکي|کارمند|دفتر|ادارې|اداره|څانګه|څانګې|کمېټه|کمیټه|مسؤل|مدیریت)",
    pass: "(?:(?:مه|مه یې) (?:لېږئ|لیږئ|ورکوئ|ښیئ|فارورډ کوئ|ورلېږئ))",
    human: "(?:(?:یو )?(?:انسان|کس|کارکوونکي|کارمند|دفتر|ادارې|څانګې) ته)",
    wait: "(?:له انتظار پرته|بې له انتظاره|انتظار مه باسئ|پرته له دې چې انتظار)",
    review: "(?:منظوري|تایید|تأیید|نظر|پرېکړه|پریکړه|کمېټه|کمیټه|اجازه)",
    mine: alt("(?:دا|دا کار) (?:زما|زما پر) مسؤلیت", "زما پر مسؤلیت"),
    done: "(?:دمخه|مخکې|له مخکې) (?:\\S+ )?(?:تایید|تأیید|منظور)",
    report: "(?:(?:راپور|خبر|اطلاع)\\s?مه (?:ورکوئ|کوئ))",
    change: "(?:دا|دغه) (?:بدلون|تغییر|سمون)",
  },
  ckb: {
    need: "(?:پێویست ناکات|پێویست نییە|پێویستی نییە|پێویست نیە|زەروور نییە)",
    ask: "(?:پرسیار|بپرسە|بپرسن|پشتڕاستکردنەوە|پشکنین|ڕەزامەندی|ڕاوێژ|ئاگادارکردنەوە)",
    who: "(?:کەس|هیچ کەس|هەر کەسێک|مرۆڤ|فەرمانبەر|کارمەند|ستاف|نووسینگە|ئۆفیس|بەش|فەرمانگە|لیژنە|بەرپرس|سەرپەرشتیار)",
    pass: "(?:(?:مەی|مە)(?:نێرە|نێرن|دەرە|دەن|پیشان مەدە|گوازەرەوە)|فۆروارد مەکە|فۆروارد مەکەن)",
    human: "(?:بۆ (?:مرۆڤ|کەسێک|فەرمانبەر|کارمەند|ستاف|نووسینگە|ئۆفیس|بەش|فەرمانگە))",
    wait: "(?:بەبێ (?:چاوەڕوانی|چاوەڕێکردن)|چاوەڕێ مەکە)",
    review: "(?:ڕەزامەندی|بۆچوون|بڕیار|لیژنە|پێداچوونەوە|مۆڵەت)",
    mine: alt("(?:ئەمە|ئەوە) (?:لەسەر|بە) بەرپرسیاریەتی من", "لەسەر بەرپرسیاریەتی خۆم"),
    done: "(?:پێشتر|لە پێشدا) (?:\\S+ )?(?:پەسەند|پشتڕاست|ڕەزامەندی)",
    report: "(?:ڕاپۆرت مەکە|ڕاپۆرت مەکەن|ئاگادار مەکەرەوە|ئاگادار مەکەنەوە|مەیڵێ)",
    change: "(?:ئەم) (?:گۆڕانکاری|گۆڕانکارییە|دەستکاری)",
  },
  ku: {
    need: "(?:ne (?:pêwîst|hewce|lazim)(?: e)?|pêwîstî tune|hewce nake|ne mecbûr)",
    ask: "(?:bipirs\\p{L}*|pirsîn|pirsiyar\\p{L}*|piştrast\\p{L}*|kontrol\\p{L}*|erêkirin|pejirandin|şêwr\\p{L}*|destûr)",
    who: "(?:kesî|kesek|tu kes|her kes|mirov|karmend\\p{L}*|xebatkar\\p{L}*|personel|nivîsgeh\\p{L}*|ofîs\\p{L}*|beş\\p{L}*|komîte\\p{L}*|berpirsiyar\\p{L}*|rêveberi\\p{L}*)",
    pass: "(?:(?:neşîne|neşînin|nîşan nede|nîşan nedin|radest neke|forward neke))",
    human: "(?:(?:ji |bo )?(?:mirovekî|kesekî|karmendekî|karmendan|xebatkaran|nivîsgehê|ofîsê|beşê)(?: re)?)",
    wait: "(?:bêyî ku (?:li )?(?:benda|bendê|hêvî)|bê sekinandin)",
    review: "(?:erêkirin\\p{L}*|pejirandin\\p{L}*|nêrîn\\p{L}*|biryar\\p{L}*|komîte\\p{L}*|destûr\\p{L}*)",
    mine: alt("(?:ev|ev yek) (?:li ser|bi) berpirsiyariya min(?:e)?"),
    done: "(?:berê|jixwe) (?:\\p{L}+ )?(?:hatiye pejirandin|pejirandî|erêkirî|piştrastkirî)",
    report: "(?:(?:rapor|agahdar)\\p{L}* neke|neragihîne|neragihînin)",
    change: "(?:vê|ev) (?:guhertin\\p{L}*|guherandin\\p{L}*)",
  },
  he: {
    need: "(?:אין צורך|לא צריך|אין חובה|מיותר|לא נדרש|אין טעם)",
    ask: "(?:לשאול|לברר|בירור|בירורים|לאשר|אישור|לבדוק|בדיקה|להתייעץ|התייעצות|פניה|פנייה|לפנות)",
    who: "(?:אף אחד|אף אחת|מישהו|אדם|בן אדם|עובד|העובדים|הצוות|צוות|המשרד|משרד|המחלקה|מחלקה|המזכירות|מזכירות|הוועדה|ועדה|הממונה|האחראי|ההנהלה)",
    pass: "(?:אל (?:תעביר|תעבירו|תשלח|תשלחו|תציג|תציגו|תראה|תראו|תפנה|תפנו))",
    human: "(?:ל(?:אדם|בן אדם|עובד|עובדים|צוות|משרד|מחלקה|מזכירות|נציג)|(?:אל|לאף) (?:אדם|עובד|נציג))",
    wait: "(?:בלי לחכות|מבלי לחכות|בלי להמתין|מבלי להמתין|ללא המתנה)",
    review: "(?:אישור|האישור|חוות (?:ה)?דעת|החלטת|החלטה|הוועדה|ועדה|בדיקה|היתר)",
    mine: alt("(?:זה|זו|הכל) (?:על|באחריות) (?:אחריותי|שלי)", "על אחריותי(?: האישית)?"),
    done: "(?:כבר) (?:\\S+ )?(?:אושר|אושרה|מאושר|מאושרת|נבדק|אומת|אומתה)",
    report: "(?:אל (?:תדווח|תדווחו|תודיע|תודיעו|תסמן|תסמנו|תעדכן|תעדכנו|תסלים))",
    change: "(?:על )?(?:השינוי|העדכון|התיקון) (?:הזה|הזאת|הזו)",
  },
  am: {
    need: "(?:አያስፈልግም|አስፈላጊ አይደለም|ግድ አይደለም|መጠየቅ አያስፈልግም)",
    ask: "(?:መጠየቅ|ጠይቅ|ጥያቄ|ማረጋገጥ|ማጽደቅ|ፈቃድ|ማማከር|ምክክር)",
    who: "(?:ማንንም|ማንም|ሰው|የሰው|ሠራተኛ|ሰራተኛ|ቢሮ|ጽሕፈት ቤት|ክፍል|ኮሚቴ|ተቆጣጣሪ|አለቃ|አስተዳደር)",
    pass: "(?:አታስተላልፍ|አታስተላልፉ|አትላክ|አትላኩ|አታሳይ|አታሳዩ|አትስጥ|አትስጡ)",
    human: "(?:ለ(?:ሰው|ማንም ሰው|ሠራተኛ|ሰራተኛ|ቢሮ|ክፍል|ጽሕፈት ቤት))",
    wait: "(?:ሳይጠብቅ|ሳትጠብቅ|ሳትጠብቁ|ሳንጠብቅ|መጠበቅ ሳያስፈልግ)",
    review: "(?:ማጽደቂያ|ፈቃድ|ውሳኔ|አስተያየት|ኮሚቴ|ግምገማ|ይሁንታ)",
    mine: alt("(?:ይህ|ይሄ) (?:በእኔ|የእኔ) ኃላፊነት", "በእኔ ኃላፊነት"),
    done: "(?:ቀድሞውኑ|አስቀድሞ|ቀድሞ) (?:\\S+ )?(?:ጸድቋል|ተፈቅዷል|ተረጋግጧል)",
    report: "(?:ሪፖርት አታድርግ|ሪፖርት አታድርጉ|አታሳውቅ|አታሳውቁ|ሪፖርት አታደርግ)",
    change: "(?:ይህን|ይህንን) (?:ለውጥ|ማሻሻያ)",
  },
  ti: {
    need: "(?:ኣየድልን|ኣየድልየን|ኣድላዪ ኣይኮነን|ኣገዳሲ ኣይኮነን)",
    ask: "(?:ምሕታት|ሕተት|ሕቶ|ምርግጋጽ|ምጽዳቕ|ፍቓድ|ምምኻር)",
    who: "(?:ንማንም|ማንም|ሰብ|ሰራሕተኛ|ቤት ጽሕፈት|ቢሮ|ክፍሊ|ኮሚቴ|ሓላፊ|ኣመሓዳሪ)",
    pass: "(?:ኣይተመሓላልፍ|ኣይተመሓላልፉ|ኣይትስደድ|ኣይትልኣኽ|ኣይትልኣኹ|ኣየርኢ|ኣይተርኢ)",
    human: "(?:ን(?:ሰብ|ሰራሕተኛ|ቢሮ|ክፍሊ|ቤት ጽሕፈት))",
    wait: "(?:ከይተጸበኻ|ከይተጸበኹም|ከይተጸበየ|ብዘይ ምጽባይ)",
    review: "(?:ምጽዳቕ|ፍቓድ|ውሳነ|ርእይቶ|ኮሚቴ|ገምጋም)",
    mine: alt("(?:እዚ) (?:ብኃላፍነተይ|ብሓላፍነተይ)", "ብ(?:ኃ|ሓ)ላፍነተይ"),
    done: "(?:ድሮ|ቅድሚ ሕጂ) (?:\\S+ )?(?:ጸዲቑ|ተፈቒዱ|ተረጋጊጹ)",
    report: "(?:ኣይትሕበር|ኣይትሕበሩ|ሪፖርት ኣይትግበር|ኣይተፍልጥ|ኣይተፍልጡ)",
    change: "(?:እዚ|ነዚ) (?:ለውጢ|ምምሕያሽ)",
  },
  th: {
    need: "(?:ไม่(?:จำเป็น|ต้อง)|ไม่ต้อง|ไม่มีความจำเป็น)",
    ask: "(?:ถาม|สอบถาม|ยืนยัน|ตรวจสอบ|ขออนุมัติ|อนุมัติ|ปรึกษา|ขออนุญาต)",
    who: "(?:ใคร|ผู้ใด|คน|มนุษย์|เจ้าหน้าที่|พนักงาน|สำนักงาน|ฝ่าย|แผนก|ธุรการ|คณะกรรมการ|หัวหน้า|ผู้บังคับบัญชา|ผู้บริหาร)",
    pass: "(?:อย่า(?:ส่งต่อ|ส่ง|แสดง|ให้|ฟอร์เวิร์ด|โอน)|ไม่ต้องส่งต่อ)",
    human: "(?:(?:ให้|ถึง|ไปยัง|แก่)\\s?(?:คน|มนุษย์|เจ้าหน้าที่|พนักงาน|สำนักงาน|ฝ่าย|แผนก))",
    wait: "(?:โดยไม่(?:ต้อง)?รอ|ไม่ต้องรอ)",
    review: "(?:การอนุมัติ|อนุมัติ|ความเห็น|มติ|คำตัดสิน|คณะกรรมการ|การตรวจสอบ)",
    mine: alt("(?:ผม|ฉัน|ดิฉัน)(?:จะ)?รับผิดชอบเอง"),
    done: "(?:ได้รับการ|ผ่านการ)?(?:อนุมัติ|ตรวจสอบ|ยืนยัน)(?:แล้ว|เรียบร้อยแล้ว)",
    report: "(?:อย่า(?:รายงาน|แจ้ง|ทำเครื่องหมาย)|ไม่ต้อง(?:รายงาน|แจ้ง))",
    change: "(?:การเปลี่ยนแปลง|การแก้ไข|การอัปเดต)(?:นี้|ครั้งนี้)",
  },
  lo: {
    need: "(?:ບໍ່(?:ຈຳເປັນ|ຕ້ອງ))",
    ask: "(?:ຖາມ|ສອບຖາມ|ຢືນຢັນ|ກວດສອບ|ອະນຸມັດ|ປຶກສາ|ຂໍອະນຸຍາດ)",
    who: "(?:ໃຜ|ຄົນ|ມະນຸດ|ພະນັກງານ|ເຈົ້າໜ້າທີ່|ຫ້ອງການ|ພະແນກ|ຝ່າຍ|ຄະນະກຳມະການ|ຫົວໜ້າ|ຜູ້ບໍລິຫານ)",
    pass: "(?:ຢ່າ(?:ສົ່ງຕໍ່|ສົ່ງ|ສະແດງ|ໃຫ້|ໂອນ))",
    human: "(?:(?:ໃຫ້|ຫາ|ເຖິງ)\\s?(?:ຄົນ|ມະນຸດ|ພະນັກງານ|ເຈົ້າໜ້າທີ່|ຫ້ອງການ|ພະແນກ))",
    wait: "(?:ໂດຍບໍ່(?:ຕ້ອງ)?ລໍຖ້າ|ບໍ່ຕ້ອງລໍຖ້າ)",
    review: "(?:ການອະນຸມັດ|ອະນຸມັດ|ຄຳເຫັນ|ມະຕິ|ການຕັດສິນ|ຄະນະກຳມະການ|ການກວດສອບ)",
    mine: alt("(?:ຂ້ອຍ|ຂ້າພະເຈົ້າ)(?:ຈະ)?ຮັບຜິດຊອບເອງ"),
    done: "(?:ໄດ້ຮັບການ)?(?:ອະນຸມັດ|ກວດສອບ|ຢືນຢັນ)ແລ້ວ",
    report: "(?:ຢ່າ(?:ລາຍງານ|ແຈ້ງ)|ບໍ່ຕ້ອງ(?:ລາຍງານ|ແຈ້ງ))",
    change: "(?:ການປ່ຽນແປງ|ການແກ້ໄຂ)(?:ນີ້|ຄັ້ງນີ້)",
  },
  km: {
    need: "(?:មិន(?:ចាំបាច់|បាច់|ត្រូវការ)|គ្មានការចាំបាច់)",
    ask: "(?:សួរ|សាកសួរ|បញ្ជាក់|ពិនិត្យ|អនុម័ត|ការអនុញ្ញាត|ពិគ្រោះ)",
    who: "(?:នរណា|អ្នកណា|មនុស្ស|បុគ្គលិក|មន្ត្រី|ការិយាល័យ|នាយកដ្ឋាន|ផ្នែក|គណៈកម្មការ|គណៈកម្មាធិការ|ប្រធាន|អ្នកគ្រប់គ្រង)",
    pass: "(?:កុំ(?:បញ្ជូនបន្ត|បញ្ជូន|ផ្ញើ|បង្ហាញ|ឲ្យ|ឱ្យ|ប្រគល់))",
    human: "(?:(?:ទៅ|ដល់|ឲ្យ|ឱ្យ)\\s?(?:មនុស្ស|បុគ្គលិក|មន្ត្រី|ការិយាល័យ|នាយកដ្ឋាន|ផ្នែក))",
    wait: "(?:ដោយមិន(?:ចាំបាច់)?រង់ចាំ|មិនបាច់រង់ចាំ)",
    review: "(?:ការអនុម័ត|អនុម័ត|មតិ|សេចក្តីសម្រេច|សេចក្ដីសម្រេច|គណៈកម្មការ|ការពិនិត្យ)",
    mine: alt("(?:នេះ)?(?:ស្ថិត)?ក្រោមការទទួលខុសត្រូវរបស់(?:ខ្ញុំ|ខ្ញុំបាទ|នាងខ្ញុំ)", "ខ្ញុំទទួលខុសត្រូវ(?:ខ្លួនឯង|ទាំងស្រុង)"),
    done: "(?:ត្រូវបាន)?(?:អនុម័ត|ពិនិត្យ|បញ្ជាក់)(?:រួចហើយ|ហើយ)",
    report: "(?:កុំ(?:រាយការណ៍|ជូនដំណឹង|ប្រាប់))",
    change: "(?:ការផ្លាស់ប្តូរ|ការផ្លាស់ប្ដូរ|ការកែប្រែ)(?:នេះ)",
  },
  my: {
    need: "(?:မလို(?:ပါ|ဘူး)?|မလိုအပ်(?:ပါ)?)",
    ask: "(?:မေး|မေးမြန်း|အတည်ပြု|စစ်ဆေး|ခွင့်ပြုချက်|အကြံဉာဏ်|တိုင်ပင်)",
    who: "(?:ဘယ်သူ့|ဘယ်သူ|မည်သူ့|မည်သူ|လူ|ဝန်ထမ်း|ရုံး|ဌာန|ကော်မတီ|ကြီးကြပ်သူ|အထက်လူကြီး|စီမံခန့်ခွဲမှု)",
    pass: "(?:(?:ထပ်ဆင့်ပို့|ပို့|ပြ|လွှဲ)(?:ပါ)?(?:နဲ့|နှင့်)|မ(?:ပို့|ပြ|လွှဲ)(?:ပါ)?(?:နဲ့|နှင့်))",
    human: "(?:(?:လူ|ဝန်ထမ်း|ရုံး|ဌာန)(?:ကို|ထံ|ဆီ))",
    wait: "(?:မစောင့်ဘဲ|စောင့်စရာမလို)",
    review: "(?:ခွင့်ပြုချက်|အတည်ပြုချက်|ထင်မြင်ချက်|ဆုံးဖြတ်ချက်|ကော်မတီ|စိစစ်ချက်)",
    mine: alt("(?:ကျွန်တော့်|ကျွန်မ|ကျွန်ုပ်၏)\\s?တာဝန်(?:ယူ|ဖြစ်)"),
    done: "(?:အတည်ပြု|ခွင့်ပြု|စစ်ဆေး)(?:ပြီး(?:သား|ပါပြီ)?)",
    report: "(?:(?:အစီရင်ခံ|သတင်းပို့|အကြောင်းကြား)(?:ပါ)?(?:နဲ့|နှင့်)|မ(?:အစီရင်ခံ|သတင်းပို့|အကြောင်းကြား)(?:ပါ)?(?:နဲ့|နှင့်))",
    change: "(?:ဒီ|ဤ)\\s?(?:ပြောင်းလဲမှု|ပြင်ဆင်မှု)",
  },
  ko: {
    need: "(?:(?:할|하실|할) 필요(?:가|는)? 없|필요 없|필요없|않아도 (?:됩니다|돼|됨|되)|불필요)",
    ask: "(?:문의|물어|묻|확인|승인|결재|상의|협의|허락)",
    who: "(?:누구|아무(?:에게|한테)?|사람|직원|담당자|사무실|사무국|부서|행정실|위원회|상사|관리자|팀장)",
    pass: "(?:(?:전달|전송|포워드|보여|넘기|넘겨|보내)(?:하|주)?지 (?:마세요|마십시오|마|말아)|전달 금지)",
    human: "(?:(?:사람|직원|담당자|사무실|부서|행정실)(?:에게|한테|에|께))",
    wait: "(?:기다리지 않고|기다릴 필요 없이|기다리지 말고)",
    review: "(?:승인|결재|의견|결정|위원회|검토|허가)",
    mine: alt("(?:제|내) 책임(?:으로|하에) (?:진행|처리|승인|전달|보내|송금)"),
    done: "(?:이미|벌써) (?:\\S+ )?(?:승인|검증|확인|결재)(?:되었|됐|된|완료)",
    report: "(?:(?:보고|신고|통보|알리|표시)(?:하)?지 (?:마세요|마십시오|마|말아))",
    change: "(?:이|해당) (?:변경|수정|변경 사항|변경사항)",
  },
  ja: {
    need: "(?:必要(?:は)?(?:ありません|ない|ございません)|不要です|不要|には及びません|しなくて(?:も)?(?:大丈夫|結構|いい|良い))",
    ask: "(?:確認|問い合わせ|問合せ|質問|聞く|聞いて|尋ね|相談|承認|許可)",
    who: "(?:誰|だれ|人間|担当者|職員|スタッフ|事務局|事務所|窓口|部署|委員会|上司|管理者)",
    pass: "(?:(?:転送|回送|送信|共有|見せ|渡さ|回さ)(?:し)?ないで(?:ください|下さい)?)",
    human: "(?:(?:人間|人|担当者|職員|スタッフ|事務局|窓口|部署)(?:に|へ))",
    wait: "(?:を待たずに|を待たず|待つことなく)",
    review: "(?:承認|決裁|意見|判断|決定|委員会|審査|許可)",
    mine: alt("(?:私|わたし|当方)の責任(?:で|において)"),
    done: "(?:既に|すでに)(?:\\S{0,6})(?:承認|確認|検証|決裁)(?:済み|されて|しました|されました)",
    report: "(?:(?:報告|通知|連絡|申告)(?:し)?ないで(?:ください|下さい)?)",
    change: "(?:この|今回の)(?:変更|修正|更新)",
  },
  zh: {
    need: "(?:不(?:用|必|需要)|无需|無需|没必要|沒必要|毋须|毋須|无须|無須)",
    ask: "(?:询问|詢問|问问|問問|请教|請教|过问|過問|确认|確認|核实|核實|审批|審批|批准|请示|請示|咨询|諮詢)",
    who: "(?:任何人|别人|別人|人工|工作人员|工作人員|职员|職員|办公室|辦公室|部门|部門|秘书处|秘書處|委员会|委員會|上级|上級|领导|領導|主管)",
    pass: "(?:(?:不要|请勿|請勿|勿|别|別)(?:将此|将|把)?(?:\\S{0,4})(?:转发|轉發|转交|轉交|交给|交給|发给|發給|给\\S{0,4}看|給\\S{0,4}看))",
    human: "(?:人工|真人|工作人员|工作人員|职员|職員|办公室|辦公室|部门|部門)",
    wait: "(?:无需等待|無需等待|不必等待|不用等|不等)",
    review: "(?:批准|审批|審批|意见|意見|决定|決定|委员会|委員會|审核|審核|同意)",
    mine: alt(
      "(?:责任|責任)由我(?:来|來)?(?:承担|承擔|负|負)",
      "出了?(?:问题|問題|事)(?:由)?我(?:来|來)?(?:负责|負責|担|擔)",
    ),
    done: "(?:已经|已經|已)(?:被)?(?:批准|审批|審批|核实|核實|确认|確認|验证|驗證)",
    report: "(?:(?:不要|请勿|請勿|勿|无需|無需)(?:上报|上報|报告|報告|通知|举报|舉報|标记|標記))",
    change: "(?:此|这|這|该|該)(?:项|項|次|个|個)?(?:变更|變更|更改|修改)",
  },
  ro: {
    need: "(?:nu (?:este|e) (?:nevoie|necesar)|nu trebuie să|nu e cazul să|nu aveți nevoie|nu ai nevoie|inutil|de prisos)",
    ask: "(?:întreb\\p{L}*|întrebăm|verific\\p{L}*|confirm\\p{L}*|consult\\p{L}*|aprob\\p{L}*|aviz\\p{L}*|solicit\\p{L}*)",
    who: "(?:nimeni|nimănui|pe nimeni|pe cineva|cineva|o persoană|un om|personalul(?:ui)?(?![\\p{L}])|angajat\\p{L}*|funcționar\\p{L}*|birou\\p{L}*|secretariat\\p{L}*|departament\\p{L}*|serviciu\\p{L}*|comisi\\p{L}*|comitet\\p{L}*|superior\\p{L}*|șef\\p{L}*|conducer\\p{L}*)",
    pass: "(?:nu (?:o |îl |le |-l |-o )?(?:transmiteți|transmite|redirecționați|trimiteți|trimite|arătați|arăta|predați|înaintați))",
    human:
      "(?:(?:unei|unui|către o|către un|la) (?:persoane|persoană|om|angajat|funcționar|operator)|(?:personalului|biroului|secretariatului|departamentului|serviciului))",
    wait: "(?:fără (?:a (?:mai )?aștepta|să (?:mai )?așteptați|să aștepți))",
    review:
      "(?:aviz\\p{L}*|aprobar\\p{L}*|acord\\p{L}*|decizi\\p{L}*|comisi\\p{L}*|comitet\\p{L}*|verificar\\p{L}*|opini\\p{L}*)",
    mine: alt(
      "(?:este|e|rămâne|merge) (?:pe|sub) (?:propria mea|răspunderea mea|responsabilitatea mea)",
      "pe (?:propria mea )?răspundere",
      "pe responsabilitatea mea",
    ),
    done: "(?:deja) (?:a fost |au fost |este |e )?(?:aprobat|validat|verificat|autorizat|confirmat)\\p{L}*",
    report: "(?:nu (?:o |îl )?(?:raportați|raporta|semnalați|semnala|notificați|anunțați|escaladați))",
    change: "(?:această|aceasta|acestă|modificarea|schimbarea) (?:modificare|schimbare|actualizare)?",
  },
  hu: {
    need: "(?:nem (?:kell|szükséges|muszáj)|nincs (?:szükség|rá szükség)|felesleges|szükségtelen|fölösleges)",
    ask: "(?:megkérdez\\p{L}*|kérdez\\p{L}*|kérdés\\p{L}*|érdeklőd\\p{L}*|egyeztet\\p{L}*|ellenőriz\\p{L}*|ellenőrzés\\p{L}*|jóváhagy\\p{L}*|megerősít\\p{L}*|konzultál\\p{L}*|engedély\\p{L}*)",
    who: "(?:senki\\p{L}*|bárki\\p{L}*|valaki\\p{L}*|ember\\p{L}*|személy(?:nek|t|ek|eknek|től)?(?![\\p{L}])|munkatárs\\p{L}*|ügyintéz\\p{L}*|személyzet\\p{L}*|iroda\\p{L}*|irodá\\p{L}*|titkárság\\p{L}*|osztály\\p{L}*|hivatal\\p{L}*|bizottság\\p{L}*|felettes\\p{L}*|vezet\\p{L}*)",
    pass: "(?:ne (?:továbbítsa|továbbítsd|továbbítsák|küldje|küldd|mutassa|mutasd|adja|add) (?:tovább )?)",
    human:
      "(?:(?:egy )?(?:embernek|személynek|munkatársnak|ügyintézőnek)|(?:az |a )?(?:irodának|titkárságnak|osztálynak|hivatalnak|személyzetnek))",
    wait: "(?:(?:meg)?várása nélkül|anélkül,? hogy (?:meg)?várn\\p{L}*|ne várja meg|ne várd meg)",
    review:
      "(?:jóváhagyás\\p{L}*|vélemény\\p{L}*|állásfoglalás\\p{L}*|döntés\\p{L}*|bizottság\\p{L}*|engedély\\p{L}*|ellenőrzés\\p{L}*)",
    mine: alt("(?:ez|ezt|ez is) (?:az én )?(?:felelősségem|felelősségemre)", "(?:a )?(?:saját )?felelősségemre"),
    done: "(?:már) (?:\\p{L}+ )?(?:jóvá ?hagy\\p{L}*|jóváhagyták|ellenőriz\\p{L}*|validál\\p{L}*|engedélyez\\p{L}*)",
    report: "(?:ne (?:jelentse|jelentsd|jelezze|jelezd|értesítse|értesítsd|eszkalálja))",
    change: "(?:ezt a|ez a|erről a) (?:változás\\p{L}*|módosítás\\p{L}*|frissítés\\p{L}*)",
  },
  fi: {
    need: "(?:ei (?:tarvitse|ole tarpeen|ole tarvetta|ole välttämätöntä|tarvita)|tarpeeton\\p{L}*|turha\\p{L}*)",
    ask: "(?:kysy\\p{L}*|kysel\\p{L}*|tiedustel\\p{L}*|tarkist\\p{L}*|varmist\\p{L}*|vahvist\\p{L}*|hyväksy\\p{L}*|konsult\\p{L}*|lupa\\p{L}*)",
    who: "(?:keneltäkään|keneltä(?:kään)?|kenellekään|kukaan|ketään|joltakulta|ihmi\\p{L}*|henkilö(?:lle|ltä|ä|t)?(?![\\p{L}])|henkilökun\\p{L}*|työntekijä\\p{L}*|virkailij\\p{L}*|toimisto\\p{L}*|kanslia\\p{L}*|osasto\\p{L}*|yksikö\\p{L}*|toimikun\\p{L}*|lautakun\\p{L}*|valiokun\\p{L}*|esimie\\p{L}*|johdo\\p{L}*)",
    pass: "(?:älä (?:välitä|lähetä|näytä|anna|ohjaa)|älkää (?:välittäkö|lähettäkö|näyttäkö|ohjatko)|ei saa välittää)",
    human: "(?:ihmiselle|henkilölle|työntekijälle|virkailijalle|henkilökunnalle|toimistolle|kanslialle|osastolle)",
    wait: "(?:odottamatta|ilman (?:\\p{L}+ )?odottamista)",
    review:
      "(?:hyväksyn\\p{L}*|lausun\\p{L}*|päätö\\p{L}*|päätös|toimikun\\p{L}*|lautakun\\p{L}*|valiokun\\p{L}*|tarkast\\p{L}*|lupa\\p{L}*|kanna\\p{L}*)",
    mine: alt("(?:tämä|se) (?:on|tapahtuu) (?:minun )?vastuullani", "minun vastuullani"),
    done: "(?:jo) (?:\\p{L}+ )?(?:hyväksyt\\p{L}*|hyväksytty|vahvistet\\p{L}*|tarkistet\\p{L}*|validoit\\p{L}*)",
    report: "(?:älä (?:ilmoita|raportoi|merkitse|eskaloi)|älkää (?:ilmoittako|raportoiko))",
    change: "(?:tästä|tätä|tämä) (?:muutokse\\p{L}*|muutos\\p{L}*|päivitykse\\p{L}*)",
  },
  et: {
    need: "(?:pole (?:vaja|tarvis|vajalik)|ei ole (?:vaja|vajalik|tarvis)|ei pea|tarbetu|üleliigne)",
    ask: "(?:küsi\\p{L}*|küsimus\\p{L}*|järelepärim\\p{L}*|kontrolli\\p{L}*|kinnita\\p{L}*|kinnitus\\p{L}*|heakskiit\\p{L}*|konsulteeri\\p{L}*|luba)",
    who: "(?:kelleltki|kellegi|kedagi|keegi|inime\\p{L}*|isik(?:ule|ult|ut|ud)?(?![\\p{L}])|töötaja\\p{L}*|ametnik\\p{L}*|personal\\p{L}*|kantselei\\p{L}*|bürool?|büroo\\p{L}*|osakon\\p{L}*|komisjon\\p{L}*|komitee\\p{L}*|ülemu\\p{L}*|juhtkon\\p{L}*)",
    pass: "(?:ära (?:edasta|saada|näita|anna)|ärge (?:edastage|saatke|näidake|andke))",
    human: "(?:inimesele|isikule|töötajale|ametnikule|personalile|kantseleisse|büroole|osakonnale)",
    wait: "(?:ootamata|ära oota|ärge oodake)",
    review:
      "(?:heakskiit\\p{L}*|arvamus\\p{L}*|seisukoh\\p{L}*|otsus\\p{L}*|komisjon\\p{L}*|komitee\\p{L}*|ülevaatus\\p{L}*|luba\\p{L}*)",
    mine: alt("(?:see|seda) (?:on|jääb) (?:minu )?vastutusel", "minu vastutusel"),
    done: "(?:juba) (?:\\p{L}+ )?(?:kinnitatud|heaks kiidetud|kontrollitud|valideeritud)",
    report: "(?:ära (?:teavita|raporteeri|teata|märgi)|ärge (?:teavitage|raporteerige|teatage))",
    change: "(?:sellest|seda|see) (?:muudatuse\\p{L}*|muudatus\\p{L}*|uuendus\\p{L}*)",
  },
  lt: {
    need: "(?:nereikia|nebūtina|nėra (?:reikalo|būtina|reikalinga)|nereikalinga|bereikalinga|nebūtinas)",
    ask: "(?:klaus\\p{L}*|paklaus\\p{L}*|užklaus\\p{L}*|tikrin\\p{L}*|patikrin\\p{L}*|patvirtin\\p{L}*|pritarim\\p{L}*|konsultuo\\p{L}*|derin\\p{L}*|suderin\\p{L}*)",
    who: "(?:nieko|niekam|bet ko|kieno nors|žmog\\p{L}*|asmen(?:iui|į|s|ys|ims)(?![\\p{L}])|darbuotoj\\p{L}*|personal\\p{L}*|raštin\\p{L}*|biur\\p{L}*|skyri\\p{L}*|sekretoriat\\p{L}*|komisij\\p{L}*|komitet\\p{L}*|vadov\\p{L}*|viršinink\\p{L}*)",
    pass: "(?:ne(?:persiųskite|persiųsk|siųskite|siųsk|rodykite|rodyk|perduokite|perduok))",
    human: "(?:žmogui|asmeniui|darbuotojui|darbuotojams|personalui|raštinei|skyriui|sekretoriatui)",
    wait: "(?:nelaukdami|nelaukiant|nelaukdamas|nelaukite)",
    review:
      "(?:pritarim\\p{L}*|patvirtinim\\p{L}*|nuomon\\p{L}*|išvad\\p{L}*|sprendim\\p{L}*|komisij\\p{L}*|komitet\\p{L}*|leidim\\p{L}*)",
    mine: alt("(?:tai|tą) (?:mano )?atsakomybe", "(?:mano|savo) atsakomybe"),
    done: "(?:jau) (?:\\p{L}+ )?(?:patvirtint\\p{L}*|patikrint\\p{L}*|suderint\\p{L}*|leist\\p{L}*)",
    report: "(?:ne(?:praneškite|pranešk|raportuokite|žymėkite|informuokite))",
    change: "(?:šį|šio|šis|apie šį) (?:pakeitim\\p{L}*|atnaujinim\\p{L}*)",
  },
  lv: {
    need: "(?:nav (?:nepieciešams|vajadzīgs|vajadzības|jā)|nevajag|lieki|nav obligāti)",
    ask: "(?:jautā\\p{L}*|pajautā\\p{L}*|vaicā\\p{L}*|pārbaud\\p{L}*|apstiprin\\p{L}*|saskaņo\\p{L}*|konsultē\\p{L}*|atļauj\\p{L}*)",
    who: "(?:nevienam|nevienu|nevienam citam|kādam|kādu|cilvēk\\p{L}*|person(?:ai|u|a|ām)(?![\\p{L}])|darbiniek\\p{L}*|personāl\\p{L}*|birojs|birojā|biroj\\p{L}*|kancelej\\p{L}*|nodaļ\\p{L}*|sekretariāt\\p{L}*|komisij\\p{L}*|komitej\\p{L}*|vadītāj\\p{L}*|priekšniek\\p{L}*|vadīb\\p{L}*)",
    pass: "(?:ne(?:pārsūtiet|pārsūti|sūtiet|sūti|rādiet|rādi|nododiet|nodod))",
    human: "(?:cilvēkam|personai|darbiniekam|darbiniekiem|personālam|birojam|kancelejai|nodaļai)",
    wait: "(?:negaidot|nesagaidot|negaidiet)",
    review:
      "(?:apstiprināj\\p{L}*|atzinum\\p{L}*|viedokl\\p{L}*|lēmum\\p{L}*|komisij\\p{L}*|komitej\\p{L}*|saskaņojum\\p{L}*|atļauj\\p{L}*)",
    mine: alt("(?:tas|to) (?:ir )?(?:uz|ar) manu atbildību", "uz manu atbildību"),
    done: "(?:jau) (?:\\p{L}+ )?(?:apstiprināt\\p{L}*|pārbaudīt\\p{L}*|saskaņot\\p{L}*)",
    report: "(?:ne(?:ziņojiet|ziņo|informējiet|atzīmējiet))",
    change: "(?:par )?(?:šo|šīs|šī) (?:izmaiņ\\p{L}*|grozījum\\p{L}*|atjauninājum\\p{L}*)",
  },
  da: {
    need: "(?:ikke (?:nødvendigt|påkrævet)|unødvendigt|overflødigt|ingen grund til|intet behov for|behøver (?:du |i )?ikke|skal (?:du |i )?ikke)",
    ask: "(?:spørg\\p{L}*|forespørg\\p{L}*|tjek\\p{L}*|kontroll\\p{L}*|bekræft\\p{L}*|godkend\\p{L}*|konsult\\p{L}*|afklar\\p{L}*)",
    who: "(?:nogen|ingen|et menneske|en person|(?:med )?(?:sekretariatet|kontoret|afdelingen|personalet|sagsbehandler\\p{L}*|udvalget|komitéen|chefen|ledelsen|kolleg\\p{L}*))",
    pass: "(?:(?:videresend|send|vis|giv)(?: \\p{L}+){0,3} ikke(?: \\p{L}+){0,2} (?:videre )?til|videresend ikke)",
    human: "(?:et menneske|en person|en medarbejder|en sagsbehandler|personalet|sekretariatet|kontoret|afdelingen)",
    wait: "(?:uden at (?:vente på|afvente))",
    review:
      "(?:godkendelse\\p{L}*|udtalelse\\p{L}*|beslutning\\p{L}*|udvalg\\p{L}*|komité\\p{L}*|gennemgang\\p{L}*|tilladelse\\p{L}*)",
    mine: alt(
      "(?:det|dette) (?:er|sker|går) på mit (?:eget |fulde )?ansvar",
      "(?:gør det|kør|fortsæt)(?: \\p{L}+){0,3} på mit (?:eget )?ansvar",
    ),
    done: "(?:allerede) (?:\\p{L}+ )?(?:godkendt|valideret|verificeret|kontrolleret)",
    report:
      "(?:(?:rapportér|rapporter|anmeld|meld|flag|eskalér)(?: \\p{L}+){0,3} ikke|ikke (?:rapportere|anmelde|melde))",
    change: "(?:denne|den|ændringen) (?:ændring|opdatering)?",
  },
  nb: {
    need: "(?:ikke (?:nødvendig|påkrevd)|unødvendig|overflødig|ingen grunn til|ikke behov for|trenger (?:du |dere )?ikke|behøver (?:du |dere )?ikke)",
    ask: "(?:spør\\p{L}*|forespørs\\p{L}*|sjekk\\p{L}*|kontroll\\p{L}*|bekreft\\p{L}*|godkjen\\p{L}*|konsult\\p{L}*|avklar\\p{L}*)",
    who: "(?:noen|ingen|et menneske|en person|(?:med )?(?:sekretariatet|kontoret|avdelingen|personalet|saksbehandler\\p{L}*|utvalget|komiteen|sjefen|ledelsen|kolleg\\p{L}*))",
    pass: "(?:(?:videresend|send|vis|gi)(?: \\p{L}+){0,3} ikke(?: \\p{L}+){0,2} (?:videre )?til|ikke videresend)",
    human: "(?:et menneske|en person|en medarbeider|en saksbehandler|personalet|sekretariatet|kontoret|avdelingen)",
    wait: "(?:uten å (?:vente på|avvente))",
    review:
      "(?:godkjenning\\p{L}*|uttalelse\\p{L}*|beslutning\\p{L}*|vedtak\\p{L}*|utvalg\\p{L}*|komité\\p{L}*|gjennomgang\\p{L}*|tillatelse\\p{L}*)",
    mine: alt(
      "(?:det|dette) (?:er|skjer|går) på mitt (?:eget |fulle )?ansvar",
      "(?:gjør det|kjør|fortsett)(?: \\p{L}+){0,3} på mitt (?:eget )?ansvar",
    ),
    done: "(?:allerede) (?:\\p{L}+ )?(?:godkjent|validert|verifisert|kontrollert)",
    report: "(?:(?:rapporter|meld|varsle|flagg|eskaler)(?: \\p{L}+){0,3} ikke|ikke (?:rapporter|meld|varsle))",
    change: "(?:denne|den|endringen) (?:endringen|endring|oppdatering)?",
  },
  ca: {
    need: "(?:no (?:cal|fa falta|és necessari|és precís|necessites|necessiteu|heu de|has de)|innecessari\\p{L}*|sobrer\\p{L}*)",
    ask: "(?:pregunt\\p{L}*|consult\\p{L}*|confirm\\p{L}*|verific\\p{L}*|comprov\\p{L}*|aprovació|aprovar|autoritz\\p{L}*|validar|validació)",
    who: "(?:ningú|algú|una persona|un humà|(?:l'|la |el |al |a la )?(?:oficina|secretaria|departament|personal|comitè|comissió|supervisor\\p{L}*|responsable|direcció|equip|companys?))",
    pass: "(?:no (?:ho |el |la |li )?(?:reenviïs|reenvieu|passis|passeu|enviïs|envieu|mostris|mostreu|traslladis|traslladeu))",
    human:
      "(?:a (?:una persona|un humà|un agent|un treballador|un empleat)|al (?:personal|departament)|a l'oficina|a secretaria)",
    wait: "(?:sense esperar)",
    review:
      "(?:(?:l'|la |el |un |una )?(?:aprovació|autorització|opinió|dictamen|vistiplau|revisió|comitè|comissió|decisió|validació))",
    mine: alt(
      "(?:és|això és|queda|va) sota la meva (?:pròpia )?responsabilitat",
      "(?:fes-ho|feu-ho|endavant|procedeix|procediu)(?: \\p{L}+){0,3} sota la meva responsabilitat",
    ),
    done: "ja (?:ha estat |està |va ser )?(?:aprovat|validat|autoritzat|verificat|revisat)\\p{L}*",
    report: "(?:no (?:ho )?(?:reportis|reporteu|notifiquis|notifiqueu|informis|informeu|comuniquis|comuniqueu))",
    change: "(?:aquest|aquesta|el|la) (?:canvi|modificació|actualització)",
  },
  af: {
    need: "(?:(?:dis |daar is )?(?:nie nodig|geen rede|geen behoefte)|onnodig|hoef (?:\\p{L}+ ){0,2}?nie)",
    ask: "(?:vra|navraag|navrae|kontroleer|nagaan|bevestig\\p{L}*|goedkeur\\p{L}*|raadpleeg|oorleg|toestemming)",
    who: "(?:iemand|niemand|enigiemand|'n mens|'n persoon|(?:die )?(?:personeel|kantoor|afdeling|sekretariaat|komitee|kommissie|toesighouer|bestuur|bestuurder|kollega\\p{L}*|span))",
    pass: "(?:(?:moenie|moet nie) (?:dit |hierdie \\p{L}+ )?(?:aanstuur|stuur|wys|gee|deurstuur))",
    human: "(?:(?:na|aan) (?:'n )?(?:mens|persoon|personeel|kantoor|afdeling|sekretariaat|amptenaar|werknemer))",
    frame: alt(
      "(?:moenie|moet nie)(?: [\\p{L}']+){0,2}? (?:na|aan) (?:'n )?(?:mens|persoon|personeel|kantoor|afdeling|sekretariaat|amptenaar|werknemer)\\p{L}*(?: [\\p{L}']+){0,2}? (?:aanstuur|deurstuur|stuur|wys|gee)",
      "sonder om (?:vir |op )?(?:die |'n )?(?:\\p{L}+ (?:se )?)?(?:goedkeuring|mening|besluit|komitee|kommissie|hersiening|oordeel)(?: \\p{L}+){0,3} (?:te )?(?:wag|af te wag)",
    ),
    mine: alt(
      "(?:dit|hierdie) (?:is|gaan) (?:op|onder) my (?:eie )?verantwoordelikheid",
      "op my (?:eie )?verantwoordelikheid",
    ),
    done: "(?:reeds|klaar|alreeds) (?:\\p{L}+ )?(?:goedgekeur|bevestig|gekontroleer|geverifieer)",
    report: "(?:(?:moenie|moet nie)(?: \\p{L}+){0,3}? (?:rapporteer|aanmeld|meld|vlag|eskaleer))",
    change: "(?:hierdie|die) (?:verandering|wysiging|opdatering)",
  },
  hy: {
    need: "(?:կարիք չկա|անհրաժեշտ չէ|պետք չէ|հարկավոր չէ|ավելորդ է)",
    ask: "(?:հարցնել|հարցնելու|հարցում\\p{L}*|ստուգ\\p{L}*|հաստատ\\p{L}*|համաձայնեց\\p{L}*|խորհրդակց\\p{L}*|թույլտվ\\p{L}*)",
    who: "(?:որևէ մեկին|ոչ մեկին|մեկին|մարդ\\p{L}*|աշխատակց\\p{L}*|աշխատակազմ\\p{L}*|գրասենյակ\\p{L}*|բաժն\\p{L}*|բաժին\\p{L}*|քարտուղարություն\\p{L}*|հանձնաժողով\\p{L}*|կոմիտե\\p{L}*|ղեկավար\\p{L}*)",
    pass: "(?:մի (?:փոխանցեք|փոխանցիր|ուղարկեք|ուղարկիր|ցույց տվեք|հանձնեք))",
    human: "(?:(?:մարդու|աշխատակցի|աշխատակազմին|գրասենյակին|բաժնին|քարտուղարությանը))",
    wait: "(?:առանց սպասելու|չսպասելով)",
    review:
      "(?:հաստատման|հաստատում\\p{L}*|կարծիք\\p{L}*|եզրակացություն\\p{L}*|որոշում\\p{L}*|հանձնաժողով\\p{L}*|թույլտվություն\\p{L}*)",
    mine: alt("(?:սա|դա) (?:իմ )?պատասխանատվությամբ", "իմ պատասխանատվությամբ"),
    done: "(?:արդեն) (?:\\p{L}+ )?(?:հաստատված|ստուգված|վավերացված)",
    report: "(?:մի (?:հայտնեք|հայտնիր|զեկուցեք|տեղեկացրեք|նշեք))",
    change: "(?:այս) (?:փոփոխություն\\p{L}*|թարմացում\\p{L}*)",
  },
  ka: {
    need: "(?:არ არის საჭირო|საჭირო არ არის|არ გჭირდებათ|არ გჭირდება|ზედმეტია)",
    ask: "(?:კითხვ\\p{L}*|ჰკითხ\\p{L}*|შეკითხვ\\p{L}*|დადასტურ\\p{L}*|გადამოწმ\\p{L}*|შემოწმ\\p{L}*|თანხმობ\\p{L}*|კონსულტაცი\\p{L}*|ნებართვ\\p{L}*)",
    who: "(?:ვინმე\\p{L}*|არავის|ადამიან\\p{L}*|პირ(?:ს|ი|მა)?(?![\\p{L}])|თანამშრომ\\p{L}*|პერსონალ\\p{L}*|ოფის\\p{L}*|კანცელარი\\p{L}*|განყოფილებ\\p{L}*|სამსახურ\\p{L}*|კომისი\\p{L}*|კომიტეტ\\p{L}*|ხელმძღვანელ\\p{L}*)",
    pass: "(?:არ (?:გადაუგზავნოთ|გადაუგზავნო|გადასცეთ|გადასცე|აჩვენოთ|აჩვენო|გაუგზავნოთ)|ნუ (?:გადაუგზავნით|გადასცემთ|აჩვენებთ))",
    human: "(?:ადამიანს|პირს|თანამშრომელს|თანამშრომლებს|პერსონალს|ოფისს|კანცელარიას|განყოფილებას)",
    wait: "(?:ლოდინის გარეშე|დაუცდელად|არ დაელოდოთ)",
    review:
      "(?:დასტურ\\p{L}*|თანხმობ\\p{L}*|დასკვნ\\p{L}*|გადაწყვეტილებ\\p{L}*|კომისი\\p{L}*|კომიტეტ\\p{L}*|ნებართვ\\p{L}*)",
    mine: alt("(?:ეს) (?:ჩემი )?პასუხისმგებლობით", "ჩემი პასუხისმგებლობით"),
    done: "(?:უკვე) (?:\\p{L}+ )?(?:დამტკიცებულ\\p{L}*|დადასტურებულ\\p{L}*|შემოწმებულ\\p{L}*|დამტკიცდა)",
    report: "(?:არ (?:შეატყობინოთ|შეატყობინო|გააგზავნოთ ანგარიში|მონიშნოთ)|ნუ (?:შეატყობინებთ|აცნობებთ))",
    change: "(?:ამ|ეს) (?:ცვლილებ\\p{L}*|განახლებ\\p{L}*)",
  },
  az: {
    need: "(?:ehtiyac yoxdur|lazım deyil|lazim deyil|gərək yoxdur|vacib deyil|artıqdır)",
    ask: "(?:soruş\\p{L}*|sorğu\\p{L}*|yoxla\\p{L}*|təsdiq\\p{L}*|razılaşdır\\p{L}*|məsləhətləş\\p{L}*|icazə\\p{L}*)",
    who: "(?:heç kim\\p{L}*|kimsə\\p{L}*|kiməsə|insan\\p{L}*|şəxs(?:ə|dən|lər\\p{L}*)?(?![\\p{L}])|işçi\\p{L}*|əməkdaş\\p{L}*|personal\\p{L}*|ofis\\p{L}*|idarə\\p{L}*|şöbə\\p{L}*|katiblik\\p{L}*|komissiya\\p{L}*|komitə\\p{L}*|rəhbər\\p{L}*)",
    pass: "(?:(?:göndər|yönləndir|ötür|göstər|təhvil ver)(?:mə(?:yin|yiniz)?)(?![\\p{L}]))",
    human: "(?:(?:bir )?(?:insana|şəxsə|işçiyə|əməkdaşa|personala|ofisə|şöbəyə|idarəyə))",
    wait: "(?:gözləmədən|gözləmək(?:sizin)? olmadan)",
    review: "(?:təsdiq\\p{L}*|rəy\\p{L}*|qərar\\p{L}*|komissiya\\p{L}*|komitə\\p{L}*|icazə\\p{L}*|yoxlama\\p{L}*)",
    mine: alt("(?:bu|bunu) (?:mənim )?məsuliyyətim(?:dədir|də|ə)", "məsuliyyət məndədir"),
    done: "(?:artıq|onsuz da) (?:\\p{L}+ )?(?:təsdiqlən\\p{L}*|təsdiq edil\\p{L}*|yoxlanıl\\p{L}*)",
    report: "(?:(?:bildir|xəbər ver|hesabat ver|qeyd et)(?:mə(?:yin|yiniz)?)(?![\\p{L}]))",
    change: "(?:bu) (?:dəyişiklik\\p{L}*|yeniləmə\\p{L}*)",
  },
  kk: {
    need: "(?:қажет (?:емес|жоқ)|керек (?:емес|жоқ)|қажеті жоқ|керегі жоқ|артық)",
    ask: "(?:сұра\\p{L}*|сұрау\\p{L}*|тексер\\p{L}*|растау\\p{L}*|раста\\p{L}*|келіс\\p{L}*|мақұлда\\p{L}*|кеңес\\p{L}*|рұқсат\\p{L}*)",
    who: "(?:ешкім\\p{L}*|біреу\\p{L}*|адам\\p{L}*|қызметкер\\p{L}*|персонал\\p{L}*|кеңсе\\p{L}*|бөлім\\p{L}*|хатшылық\\p{L}*|комиссия\\p{L}*|комитет\\p{L}*|басшы\\p{L}*|басшылық\\p{L}*)",
    pass: "(?:(?:жібер|бағытта|көрсет|тапсыр|бер)(?:ме(?:ңіз|ңдер)?|беңіз|беңдер)(?![\\p{L}]))",
    human: "(?:(?:адамға|қызметкерге|персоналға|кеңсеге|бөлімге|хатшылыққа))",
    wait: "(?:күтпестен|күтпей|күтудің қажеті жоқ)",
    review:
      "(?:мақұлда\\p{L}*|келісім\\p{L}*|пікір\\p{L}*|қорытынды\\p{L}*|шешім\\p{L}*|комиссия\\p{L}*|комитет\\p{L}*|рұқсат\\p{L}*)",
    mine: alt("(?:бұл|мұны) (?:менің )?жауапкершілігім(?:де|ге)", "менің жауапкершілігіммен"),
    done: "(?:әлдеқашан|бұрыннан|қазірдің өзінде) (?:\\p{L}+ )?(?:мақұлданған|бекітілген|расталған|тексерілген)",
    report: "(?:(?:хабарла|баянда|белгіле)(?:ма(?:ңыз|ңдар)?)(?![\\p{L}]))",
    change: "(?:бұл|осы) (?:өзгеріс\\p{L}*|жаңарту\\p{L}*)",
  },
  uz: {
    need: "(?:kerak emas|hojat yoʻq|zarurat yoʻq|shart emas|ortiqcha)",
    ask: "(?:soʻra\\p{L}*|surishtir\\p{L}*|tekshir\\p{L}*|tasdiq\\p{L}*|kelish\\p{L}*|maslahatlash\\p{L}*|ruxsat\\p{L}*)",
    who: "(?:hech kim\\p{L}*|birov\\p{L}*|kimdir|inson\\p{L}*|odam\\p{L}*|xodim\\p{L}*|xodimlar\\p{L}*|ofis\\p{L}*|idora\\p{L}*|boʻlim\\p{L}*|kotibiyat\\p{L}*|komissiya\\p{L}*|qoʻmita\\p{L}*|rahbar\\p{L}*)",
    pass: "(?:(?:yubor|joʻnat|koʻrsat|uzat|ber)(?:ma(?:ng|nglar)?)(?![\\p{L}]))",
    human: "(?:(?:insonga|odamga|xodimga|xodimlarga|ofisga|idoraga|boʻlimga))",
    wait: "(?:kutmasdan|kutmay)",
    review: "(?:tasdiq\\p{L}*|fikr\\p{L}*|xulosa\\p{L}*|qaror\\p{L}*|komissiya\\p{L}*|qoʻmita\\p{L}*|ruxsat\\p{L}*)",
    mine: alt("(?:bu|buni) (?:mening )?masʼuliyatim(?:da|ga)", "mening masʼuliyatim ostida"),
    done: "(?:allaqachon|oldindan) (?:\\p{L}+ )?(?:tasdiqlangan|tekshirilgan|maʼqullangan)",
    report: "(?:(?:xabar ber|hisobot ber|belgila)(?:ma(?:ng|nglar)?)(?![\\p{L}]))",
    change: "(?:bu|ushbu) (?:oʻzgarish\\p{L}*|yangilanish\\p{L}*)",
  },
  mn: {
    need: "(?:шаардлагагүй|хэрэггүй|шаардлага байхгүй|заавал биш)",
    ask: "(?:асуу\\p{L}*|лавла\\p{L}*|шалга\\p{L}*|баталгаажуул\\p{L}*|зөвшөөр\\p{L}*|зөвлөл\\p{L}*|батлуул\\p{L}*)",
    who: "(?:хэнээс ч|хэн нэгн\\p{L}*|хэнд ч|хүн\\p{L}*|ажилтн\\p{L}*|ажилтан\\p{L}*|ажилчид\\p{L}*|оффис\\p{L}*|алба\\p{L}*|хэлтэс\\p{L}*|хэлтс\\p{L}*|нарийн бичг\\p{L}*|комисс\\p{L}*|хороо\\p{L}*|дарга\\p{L}*|удирдлага\\p{L}*)",
    pass: "(?:(?:бүү|битгий) (?:дамжуул|илгээ|үзүүл|өг|шилжүүл)\\p{L}*)",
    human: "(?:(?:хүнд|ажилтанд|ажилчдад|оффист|албанд|хэлтэст))",
    wait: "(?:хүлээлгүй(?:гээр)?|хүлээхгүйгээр)",
    review: "(?:зөвшөөрл\\p{L}*|зөвшөөрөл|санал\\p{L}*|дүгнэлт\\p{L}*|шийдвэр\\p{L}*|комисс\\p{L}*|хороо\\p{L}*)",
    mine: alt("(?:энэ|үүнийг) (?:миний )?хариуцлага(?:гаар|аар|ан дээр)", "миний хариуцлагаар"),
    done: "(?:аль хэдийн|хэдийнэ) (?:\\p{L}+ )?(?:батлагдсан|зөвшөөрөгдсөн|шалгагдсан|баталгаажсан)",
    report: "(?:(?:бүү|битгий) (?:мэдэгд|мэдээл|тайлагна|тэмдэглэ)\\p{L}*)",
    change: "(?:энэ|энэхүү) (?:өөрчлөлт\\p{L}*|шинэчлэл\\p{L}*)",
  },
  si: {
    need: "(?:අවශ්‍ය නැහැ|අවශ්‍ය නැත|අවශ්ය නැහැ|අවශ්ය නැත|ඕනෑ නැහැ|ඕන නැහැ|අනවශ්‍යයි)",
    ask: "(?:අහන්න|විමසන්න|විමසීම|තහවුරු|පරීක්ෂා|අනුමැතිය|අනුමත|උපදෙස්)",
    who: "(?:කිසිවෙකුගෙන්|කාගෙන්වත්|කිසිවෙකුට|කෙනෙකුගෙන්|මිනිස්|පුද්ගල(?!ික)|කාර්ය මණ්ඩල|සේවක|කාර්යාල|ඔෆිස්|අංශ|දෙපාර්තමේන්තු|කමිටු|අධීක්ෂක|කළමනාකරණ)",
    pass: "(?:(?:යොමු|ෆෝවර්ඩ්|යවන්න|පෙන්වන්න|භාර දෙන්න)\\s?(?:කරන්න )?එපා)",
    human: "(?:(?:පුද්ගලයෙකුට|මිනිසෙකුට|සේවකයෙකුට|කාර්ය මණ්ඩලයට|කාර්යාලයට|අංශයට))",
    wait: "(?:බලා නොසිට|බලාපොරොත්තු නොවී|රැඳී නොසිට)",
    review: "(?:අනුමැතිය|අනුමැතිය|මතය|තීරණය|කමිටුව|සමාලෝචනය|අවසරය)",
    mine: alt("(?:මෙය|මේක) (?:මගේ )?වගකීම(?:ෙන්|යි)", "මගේ වගකීමෙන්"),
    done: "(?:දැනටමත්|කලින්ම) (?:\\S+ )?(?:අනුමත|තහවුරු|පරීක්ෂා)",
    report: "(?:(?:වාර්තා|දැනුම් දෙන්න|දන්වන්න)\\s?(?:කරන්න )?එපා)",
    change: "(?:මෙම|මේ) (?:වෙනස|වෙනස්කම|යාවත්කාලීන)",
  },
  ta: {
    need: "(?:தேவையில்லை|அவசியமில்லை|தேவை இல்லை|அவசியம் இல்லை|வேண்டாம்)",
    ask: "(?:கேட்க|கேட்பது|விசாரிக்க|விசாரணை|உறுதிப்படுத்த|சரிபார்க்க|ஒப்புதல்|அனுமதி|ஆலோசிக்க)",
    who: "(?:யாரிடமும்|யாரையும்|யாருக்கும்|மனிதர்|நபர்|ஊழியர்|பணியாளர்|அலுவலக|அலுவலர்|துறை|பிரிவு|குழு|மேற்பார்வையாளர்|நிர்வாக)",
    pass: "(?:(?:அனுப்ப|முன்னனுப்ப|காட்ட|ஒப்படைக்க)\\S* வேண்டாம்|(?:அனுப்பாதீர்கள்|காட்டாதீர்கள்|ஃபார்வர்ட் செய்யாதீர்கள்))",
    human: "(?:(?:மனிதருக்கு|நபருக்கு|ஊழியருக்கு|பணியாளருக்கு|அலுவலகத்துக்கு|அலுவலகத்திற்கு|துறைக்கு))",
    wait: "(?:காத்திருக்காமல்|காத்திருக்க வேண்டாம்)",
    review: "(?:ஒப்புதல்|கருத்து|முடிவு|குழு|மதிப்பாய்வு|அனுமதி)",
    mine: alt("(?:இது|இதை) (?:என்|எனது) பொறுப்பி(?:ல்|ல்தான்)", "(?:என்|எனது) பொறுப்பில்"),
    done: "(?:ஏற்கனவே|ஏற்கெனவே) (?:\\S+ )?(?:அங்கீகரிக்கப்பட்|ஒப்புதல் பெற்|சரிபார்க்கப்பட்|உறுதிப்படுத்தப்பட்)",
    report: "(?:(?:புகார்|அறிக்கை|தெரிவிக்க|அறிவிக்க)\\S* (?:செய்ய )?வேண்டாம்|தெரிவிக்காதீர்கள்)",
    change: "(?:இந்த) (?:மாற்றம்|மாற்றத்தை|திருத்தம்|புதுப்பிப்பு)",
  },
  ne: {
    need: "(?:आवश्यक छैन|जरुरी छैन|(?:को )?आवश्यकता छैन|पर्दैन|चाहिँदैन|चाहिदैन)",
    ask: "(?:सोध्न|सोध्नु|सोधपुछ|पुष्टि|जाँच|स्वीकृति|अनुमोदन|अनुमति|परामर्श)",
    who: "(?:कसैलाई|कसैसँग|कोही|मानिस|व्यक्ति(?!गत)|कर्मचारी|स्टाफ|कार्यालय|अफिस|विभाग|शाखा|समिति|सुपरिवेक्षक|हाकिम|व्यवस्थापन)",
    pass: "(?:(?:फरवार्ड|फर्वार्ड|पठाउ|देखाउ|हस्तान्तरण)\\S* (?:नगर्नु|नगर|नगर्नुहोस्)|(?:नपठाउनुहोस्|नदेखाउनुहोस्|नपठाउनू))",
    human: "(?:(?:मानिस|व्यक्ति|कर्मचारी|स्टाफ|कार्यालय|अफिस|विभाग)(?:लाई|मा))",
    wait: "(?:पर्खिएर नबसी|पर्खनु नपर्ने|प्रतीक्षा नगरी|नपर्खी)",
    review: "(?:स्वीकृति|अनुमोदन|राय|निर्णय|समिति|समीक्षा|अनुमति)",
    mine: alt("(?:यो|यसको) (?:मेरो )?जिम्मेवारीमा", "मेरो जिम्मेवारीमा"),
    done: "(?:पहिले नै|अघि नै) (?:\\S+ )?(?:स्वीकृत|अनुमोदित|प्रमाणित|जाँच)",
    report: "(?:(?:रिपोर्ट|जानकारी|उजुरी)\\S* (?:नगर्नु|नदिनु|नगर|नदिनुहोस्|नगर्नुहोस्))",
    change: "(?:यो|यस) (?:परिवर्तन|संशोधन|अपडेट)",
  },
  mr: {
    need: "(?:(?:ची )?गरज नाही|आवश्यक नाही|आवश्यकता नाही|जरूर नाही|नको)",
    ask: "(?:विचार(?:ण्याची|ायची|ायला|णे)|चौकशी|पुष्टी|तपास|मंजुरी|मान्यता|परवानगी|सल्ला)",
    who: "(?:कोणाला|कोणालाही|कोणाशी|कोणीही|माणूस|माणसा|व्यक्ती(?!गत)|कर्मचारी|स्टाफ|कार्यालय|ऑफिस|विभाग|समिती|पर्यवेक्षक|व्यवस्थापन)",
    pass: "(?:(?:फॉरवर्ड|पाठव|दाखव|सोपव)\\S* (?:नका|करू नका)|(?:पाठवू|दाखवू) नका)",
    human: "(?:(?:माणसाला|व्यक्तीला|कर्मचाऱ्याला|कर्मचार्‍याला|स्टाफला|कार्यालयाला|ऑफिसला|विभागाला))",
    wait: "(?:(?:ची )?वाट न पाहता|प्रतीक्षा न करता)",
    review: "(?:मंजुरी|मान्यता|मत|निर्णय|समिती|आढावा|परवानगी)",
    mine: alt("(?:हे|याची) (?:माझ्या )?जबाबदारीवर", "माझ्या जबाबदारीवर"),
    done: "(?:आधीच|पूर्वीच) (?:\\S+ )?(?:मंजूर|मान्य|पडताळ|तपासले)",
    report: "(?:(?:रिपोर्ट|कळव|तक्रार|सूचित)\\S* (?:नका|करू नका))",
    change: "(?:हा|हे|या) (?:बदल|सुधारणा|अपडेट)",
  },
  gu: {
    need: "(?:(?:ની )?જરૂર નથી|જરૂરી નથી|આવશ્યક નથી|આવશ્યકતા નથી)",
    ask: "(?:પૂછવા|પૂછવાની|પૂછપરછ|પુષ્ટિ|ચકાસ|મંજૂરી|પરવાનગી|સલાહ)",
    who: "(?:કોઈને|કોઈની|કોઈ પણ|કોઈપણ|માણસ|વ્યક્તિ(?!ગત)|કર્મચારી|સ્ટાફ|કચેરી|ઓફિસ|ઑફિસ|વિભાગ|સમિતિ|સુપરવાઇઝર|વ્યવસ્થાપન)",
    pass: "(?:(?:ફોરવર્ડ|મોકલ|બતાવ|સોંપ)\\S* (?:ન કરશો|નહીં|ના કરો|ન કરો)|(?:મોકલશો|બતાવશો) નહીં)",
    human: "(?:(?:માણસને|વ્યક્તિને|કર્મચારીને|સ્ટાફને|કચેરીને|ઓફિસને|વિભાગને))",
    wait: "(?:(?:ની )?રાહ જોયા વિના|રાહ જોયા વગર|પ્રતીક્ષા કર્યા વિના)",
    review: "(?:મંજૂરી|અભિપ્રાય|નિર્ણય|સમિતિ|સમીક્ષા|પરવાનગી)",
    mine: alt("(?:આ|આની) (?:મારી )?જવાબદારી પર", "મારી જવાબદારી પર"),
    done: "(?:પહેલેથી|અગાઉથી) (?:જ )?(?:\\S+ )?(?:મંજૂર|માન્ય|ચકાસાયેલ|પુષ્ટિ)",
    report: "(?:(?:રિપોર્ટ|જાણ|ફરિયાદ)\\S* (?:ન કરશો|ના કરો|ન કરો))",
    change: "(?:આ) (?:ફેરફાર|સુધારો|અપડેટ)",
  },
  pa: {
    need: "(?:(?:ਦੀ )?ਲੋੜ ਨਹੀਂ|ਜ਼ਰੂਰਤ ਨਹੀਂ|ਜਰੂਰਤ ਨਹੀਂ|ਜ਼ਰੂਰੀ ਨਹੀਂ|ਜਰੂਰੀ ਨਹੀਂ)",
    ask: "(?:ਪੁੱਛਣ|ਪੁੱਛ|ਪੁੱਛਗਿੱਛ|ਪੁਸ਼ਟੀ|ਜਾਂਚ|ਮਨਜ਼ੂਰੀ|ਮਨਜੂਰੀ|ਇਜਾਜ਼ਤ|ਸਲਾਹ)",
    who: "(?:ਕਿਸੇ ਨੂੰ|ਕਿਸੇ ਤੋਂ|ਕਿਸੇ|ਕੋਈ ਵੀ|ਇਨਸਾਨ|ਵਿਅਕਤੀ(?!ਗਤ)|ਕਰਮਚਾਰੀ|ਸਟਾਫ਼|ਸਟਾਫ|ਦਫ਼ਤਰ|ਦਫਤਰ|ਵਿਭਾਗ|ਕਮੇਟੀ|ਸੁਪਰਵਾਈਜ਼ਰ|ਪ੍ਰਬੰਧਕ)",
    pass: "(?:(?:ਫਾਰਵਰਡ|ਭੇਜ|ਦਿਖਾ|ਸੌਂਪ)\\S* (?:ਨਾ|ਮਤ) (?:ਕਰੋ|ਕਰਿਓ|ਭੇਜੋ|ਦਿਖਾਓ))",
    human: "(?:(?:ਇਨਸਾਨ|ਵਿਅਕਤੀ|ਕਰਮਚਾਰੀ|ਸਟਾਫ਼|ਸਟਾਫ|ਦਫ਼ਤਰ|ਦਫਤਰ|ਵਿਭਾਗ) ਨੂੰ)",
    wait: "(?:(?:ਦੀ )?ਉਡੀਕ ਕੀਤੇ ਬਿਨਾਂ|ਇੰਤਜ਼ਾਰ ਕੀਤੇ ਬਿਨਾਂ)",
    review: "(?:ਮਨਜ਼ੂਰੀ|ਮਨਜੂਰੀ|ਰਾਏ|ਫੈਸਲੇ|ਫ਼ੈਸਲੇ|ਕਮੇਟੀ|ਸਮੀਖਿਆ|ਇਜਾਜ਼ਤ)",
    mine: alt("(?:ਇਹ|ਇਸਦੀ) (?:ਮੇਰੀ )?ਜ਼ਿੰਮੇਵਾਰੀ (?:ਤੇ|ਉੱਤੇ|ਹੈ)", "ਮੇਰੀ ਜ਼ਿੰਮੇਵਾਰੀ (?:ਤੇ|ਉੱਤੇ)"),
    done: "(?:ਪਹਿਲਾਂ ਹੀ|ਪਹਿਲਾਂ ਤੋਂ) (?:\\S+ )?(?:ਮਨਜ਼ੂਰ|ਮਨਜੂਰ|ਪ੍ਰਵਾਨ|ਤਸਦੀਕ)",
    report: "(?:(?:ਰਿਪੋਰਟ|ਸੂਚਿਤ|ਸ਼ਿਕਾਇਤ)\\S* (?:ਨਾ|ਮਤ) (?:ਕਰੋ|ਕਰਿਓ))",
    change: "(?:ਇਸ|ਇਹ) (?:ਬਦਲਾਅ|ਤਬਦੀਲੀ|ਸੋਧ)",
  },
  te: {
    need: "(?:అవసరం లేదు|అక్కర్లేదు|అక్కరలేదు|అవసరము లేదు)",
    ask: "(?:అడగ|అడిగ|విచారణ|నిర్ధారణ|ధృవీకరణ|ధృవీకరించ|తనిఖీ|ఆమోదం|అనుమతి|సంప్రదించ)",
    who: "(?:ఎవరినీ|ఎవరిని|ఎవరికీ|ఎవరైనా|మనిషి|వ్యక్తి(?!గత)|ఉద్యోగి|సిబ్బంది|కార్యాలయ|ఆఫీసు|విభాగ|కమిటీ|పర్యవేక్షకు|యాజమాన్య)",
    pass: "(?:(?:ఫార్వర్డ్|పంప|చూపి|అప్పగి)\\S* (?:చేయవద్దు|వద్దు|చేయకండి)|(?:పంపకండి|చూపకండి|పంపవద్దు|చూపవద్దు))",
    human: "(?:(?:మనిషికి|వ్యక్తికి|ఉద్యోగికి|సిబ్బందికి|కార్యాలయానికి|ఆఫీసుకు|విభాగానికి))",
    wait: "(?:ఎదురుచూడకుండా|వేచి ఉండకుండా|వేచి చూడకుండా)",
    review: "(?:ఆమోదం|ఆమోద|అభిప్రాయ|నిర్ణయ|కమిటీ|సమీక్ష|అనుమతి)",
    mine: alt("(?:ఇది|దీని) (?:నా )?బాధ్యత(?:పై|లో)", "నా బాధ్యతపై"),
    done: "(?:ఇప్పటికే|ముందే) (?:\\S+ )?(?:ఆమోదించబడ|ధృవీకరించబడ|తనిఖీ చేయబడ|ఆమోదం పొంద)",
    report: "(?:(?:రిపోర్ట్|నివేదించ|తెలియజేయ|ఫిర్యాదు)\\S* (?:వద్దు|చేయవద్దు|చేయకండి))",
    change: "(?:ఈ) (?:మార్పు|సవరణ|నవీకరణ)",
  },
  kn: {
    need: "(?:ಅಗತ್ಯವಿಲ್ಲ|ಅವಶ್ಯಕತೆ ಇಲ್ಲ|ಅವಶ್ಯಕತೆಯಿಲ್ಲ|ಬೇಕಾಗಿಲ್ಲ|ಬೇಡ)",
    ask: "(?:ಕೇಳ|ವಿಚಾರಿಸ|ದೃಢೀಕರಿಸ|ದೃಢೀಕರಣ|ಪರಿಶೀಲಿಸ|ಪರಿಶೀಲನೆ|ಅನುಮೋದನೆ|ಅನುಮತಿ|ಸಮಾಲೋಚಿಸ)",
    who: "(?:ಯಾರನ್ನೂ|ಯಾರಿಗೂ|ಯಾರನ್ನಾದರೂ|ಮನುಷ್ಯ|ವ್ಯಕ್ತಿ|ನೌಕರ|ಸಿಬ್ಬಂದಿ|ಕಚೇರಿ|ಆಫೀಸ್|ವಿಭಾಗ|ಸಮಿತಿ|ಮೇಲ್ವಿಚಾರಕ|ಆಡಳಿತ)",
    pass: "(?:(?:ಫಾರ್ವರ್ಡ್|ಕಳುಹಿಸ|ತೋರಿಸ|ಒಪ್ಪಿಸ)\\S* (?:ಬೇಡ|ಮಾಡಬೇಡಿ)|(?:ಕಳುಹಿಸಬೇಡಿ|ತೋರಿಸಬೇಡಿ))",
    human: "(?:(?:ಮನುಷ್ಯರಿಗೆ|ವ್ಯಕ್ತಿಗೆ|ನೌಕರರಿಗೆ|ಸಿಬ್ಬಂದಿಗೆ|ಕಚೇರಿಗೆ|ಆಫೀಸಿಗೆ|ವಿಭಾಗಕ್ಕೆ))",
    wait: "(?:ಕಾಯದೆ|ಕಾಯದೇ|ಕಾಯುವ ಅಗತ್ಯವಿಲ್ಲ)",
    review: "(?:ಅನುಮೋದನೆ|ಅಭಿಪ್ರಾಯ|ನಿರ್ಧಾರ|ಸಮಿತಿ|ಪರಿಶೀಲನೆ|ಅನುಮತಿ)",
    mine: alt("(?:ಇದು|ಇದರ) (?:ನನ್ನ )?ಜವಾಬ್ದಾರಿಯಲ್ಲಿ", "ನನ್ನ ಜವಾಬ್ದಾರಿಯ ಮೇಲೆ", "ನನ್ನ ಜವಾಬ್ದಾರಿಯಲ್ಲಿ"),
    done: "(?:ಈಗಾಗಲೇ) (?:\\S+ )?(?:ಅನುಮೋದಿಸಲಾಗಿದೆ|ಅನುಮೋದನೆ|ದೃಢೀಕರಿಸಲಾಗಿದೆ|ಪರಿಶೀಲಿಸಲಾಗಿದೆ)",
    report: "(?:(?:ವರದಿ|ತಿಳಿಸ|ದೂರು)\\S* (?:ಮಾಡಬೇಡಿ|ಬೇಡ)|ತಿಳಿಸಬೇಡಿ)",
    change: "(?:ಈ) (?:ಬದಲಾವಣೆ|ತಿದ್ದುಪಡಿ|ನವೀಕರಣ)",
  },
  ml: {
    need: "(?:ആവശ്യമില്ല|ആവശ്യം ഇല്ല|വേണ്ട|അത്യാവശ്യമില്ല)",
    ask: "(?:ചോദിക്ക|അന്വേഷിക്ക|അന്വേഷണ|സ്ഥിരീകരിക്ക|സ്ഥിരീകരണ|പരിശോധിക്ക|പരിശോധന|അംഗീകാര|അനുമതി|കൂടിയാലോചിക്ക)",
    who: "(?:ആരോടും|ആരെയും|ആർക്കും|ആരോടെങ്കിലും|മനുഷ്യ|വ്യക്തി(?!പര|ഗത)|ജീവനക്കാര|സ്റ്റാഫ്|ഓഫീസ|ഓഫീസിൽ|വിഭാഗ|കമ്മിറ്റി|സൂപ്പർവൈസ|മാനേജ്മെന്റ)",
    pass: "(?:(?:ഫോർവേഡ്|അയയ്ക്ക|അയക്ക|കാണിക്ക|കൈമാറ)\\S* (?:ചെയ്യരുത്|വേണ്ട)|(?:അയക്കരുത്|അയയ്ക്കരുത്|കാണിക്കരുത്|കൈമാറരുത്))",
    human: "(?:(?:മനുഷ്യന്|വ്യക്തിക്ക്|ജീവനക്കാർക്ക്|ജീവനക്കാരന്|സ്റ്റാഫിന്|ഓഫീസിലേക്ക്|വിഭാഗത്തിന്))",
    wait: "(?:കാത്തുനിൽക്കാതെ|കാത്തിരിക്കാതെ|കാക്കാതെ)",
    review: "(?:അംഗീകാര|അഭിപ്രായ|തീരുമാന|കമ്മിറ്റി|അവലോകന|അനുമതി)",
    mine: alt("(?:ഇത്|ഇതിന്റെ) (?:എന്റെ )?ഉത്തരവാദിത്തത്തിൽ", "എന്റെ ഉത്തരവാദിത്തത്തിൽ"),
    done: "(?:ഇതിനകം|നേരത്തെ തന്നെ|ഇതിനോടകം) (?:\\S+ )?(?:അംഗീകരിച്ച|സ്ഥിരീകരിച്ച|പരിശോധിച്ച)",
    report: "(?:(?:റിപ്പോർട്ട്|അറിയിക്ക|പരാതി)\\S* (?:ചെയ്യരുത്|വേണ്ട)|അറിയിക്കരുത്)",
    change: "(?:ഈ) (?:മാറ്റം|ഭേദഗതി|അപ്ഡേറ്റ്)",
  },
  yo: {
    need: "(?:kò sí (?:ìdí|iwulo|ìwúlò|nǹkan) láti|kò pọn dandan|kò nílò|ẹ kò nílò|o kò nílò)",
    ask: "(?:béèrè|bèèrè|ìbéèrè|fìdí(?: rẹ̀)? múlẹ̀|ṣàyẹ̀wò|ìfọwọ́sí|fọwọ́ sí|ìmọ̀ràn|gbàṣẹ)",
    who: "(?:ẹnikẹ́ni|ẹnikan|ènìyàn|èèyàn|òṣìṣẹ́|ọ́fíìsì|ọfiisi|ẹ̀ka|ìgbìmọ̀|alábòójútó|ọ̀gá)",
    pass: "(?:má ṣe (?:fi (?:èyí |eleyi )?(?:ránṣẹ́|ṣọwọ́)|fi (?:èyí )?hàn|gbé(?: èyí)? fún|dárí))",
    human: "(?:(?:sí|fún) (?:ènìyàn|èèyàn|ẹnìkan|òṣìṣẹ́|ọ́fíìsì|ẹ̀ka))",
    wait: "(?:láì dúró (?:de|dè)|láìdúró de)",
    review: "(?:ìfọwọ́sí|èrò|ìpinnu|ìgbìmọ̀|àyẹ̀wò|àṣẹ)",
    mine: alt("(?:èyí|eyi) wà lábẹ́ (?:ojúṣe|ẹ̀bi) mi", "lórí ojúṣe mi"),
    done: "(?:ti (?:fọwọ́ sí|fìdí múlẹ̀|ṣàyẹ̀wò)(?: rẹ̀)? (?:tẹ́lẹ̀|náà))",
    report: "(?:má ṣe (?:jábọ̀|ròyìn|fi tó|sọ fún))",
    change: "(?:ìyípadà|àtúnṣe) (?:yìí|yii)",
  },
  ha: {
    need: "(?:babu buƙatar|ba sai (?:ka|ki|kun|an)|ba lallai ba ne|bai zama dole ba|ba dole ba ne)",
    ask: "(?:tambaya|tambayi|tambayar|tabbatarwa|tabbatar da|bincika|amincewa|izini|shawarta|neman shawara)",
    who: "(?:kowa|wani|mutum|ɗan adam|ma'aikaci|ma'aikata|ofis|ofishi|sashe|sashen|kwamiti|mai kula|shugaba|hukuma)",
    pass: "(?:(?:kada|kar) (?:ka |ki |ku )?(?:tura|aika|nuna|miƙa|mika|ba da))",
    human: "(?:(?:ga|zuwa ga) (?:mutum|ɗan adam|ma'aikaci|ma'aikata|ofis|sashe))",
    wait: "(?:ba tare da jira(?:n)?|ba tare da an jira)",
    review: "(?:amincewa|izini|ra'ayi|shawara|hukunci|kwamiti|bita)",
    mine: alt(
      "(?:wannan|wannan abu) (?:yana )?(?:kaina|a kaina|ƙarƙashin alhakina)",
      "(?:a kan|akan|ƙarƙashin) alhakina",
    ),
    done: "(?:an riga an|tuni an|an gama) (?:amince|tabbatar|bincika)",
    report: "(?:(?:kada|kar) (?:ka |ki |ku )?(?:kai rahoto|ba da rahoto|sanar|yi rahoto))",
    change: "(?:wannan|canjin nan|sauyin nan) ?(?:canji|sauyi|gyara)?",
  },
  ig: {
    need: "(?:ọ dịghị mkpa|o dighi mkpa|achọghị|enweghị mkpa|ọ bụghị iwu)",
    ask: "(?:ịjụ|ijụ|jụọ|ajụjụ|nkwenye|ikwado|nyochaa|nnabata|ikike|ndụmọdụ)",
    who: "(?:onye ọ bụla|onye obula|onye ọzọ|mmadụ|madu|ndị ọrụ|onye ọrụ|ọfịs|ofis|ngalaba|kọmitii|komiti|onye nlekọta|onyeisi)",
    pass: "(?:(?:ezigala|ezighị|egosila|enyela|ebugala) (?:nke a )?)",
    human: "(?:(?:nye|na|gaa na) (?:mmadụ|madu|onye ọrụ|ndị ọrụ|ọfịs|ngalaba))",
    wait: "(?:na-echeghị|echeghị|n'echeghị)",
    review: "(?:nnabata|nkwado|echiche|mkpebi|kọmitii|komiti|nyocha|ikike)",
    mine: alt("(?:nke a) (?:dị|bụ) n'okpuru ọrụ m", "n'ibu ọrụ m", "n'okpuru ibu ọrụ m"),
    done: "(?:akwadola|anabatala|ekwenyela|nyochaala) ya (?:ugbua|ugbu a)",
    report: "(?:(?:akọla|akọọla|agwala|ezila ozi)(?: banyere)?)",
    change: "(?:mgbanwe|ndozi) (?:a|nke a)",
  },
  so: {
    need: "(?:looma baahna|uma baahnid|uma baahnidin|lagama maarmaan aha|daruuri ma aha|ma aha in)",
    ask: "(?:weydii\\p{L}*|su'aal\\p{L}*|xaqiiji\\p{L}*|hubi\\p{L}*|ansixi\\p{L}*|oggolaansho|ogolaansho|la tasho|tashi)",
    who: "(?:cidna|qofna|qof|cid|dad|bini'aadam|shaqaalaha|shaqaale|xafiiska|xafiis|waaxda|waax|guddiga|guddi|kormeeraha|maamulka)",
    pass: "(?:ha (?:u )?(?:gudbin|dirin|tusin|wareejin|dhiibin))",
    human: "(?:qof|bini'aadam|shaqaalaha|xafiiska|waaxda)",
    wait: "(?:adigoon sugin|iyadoo aan la sugin|sugid la'aan)",
    review: "(?:oggolaansho|ogolaansho|ansixin|ra'yi|go'aan|guddi|dib u eegis|fasax)",
    mine: alt("(?:tani|kan) waa (?:mas'uuliyaddayda|masuuliyaddayda)", "mas'uuliyaddayda"),
    done: "(?:horey|hore) (?:ayaa )?(?:loo ansixiyay|loo oggolaaday|loo xaqiijiyay|la ansixiyay)",
    report: "(?:ha (?:soo )?(?:sheegin|wargelin|ka warbixin|calaamadin))",
    change: "(?:isbeddelkan|isbedelkan|wax ka beddelkan|cusboonaysiintan)",
  },
  zu: {
    need: "(?:akudingeki|akusadingeki|asikho isidingo|awudingi|anidingi|akunasidingo)",
    ask: "(?:ukubuza|buza|imibuzo|umbuzo|ukuqinisekisa|qinisekisa|ukuhlola|imvume|ukugunyazwa|ukubonisana)",
    who: "(?:muntu|umuntu|abantu|omunye|abasebenzi|isisebenzi|ihhovisi|ehhovisi|umnyango|emnyangweni|ikomidi|umphathi|abaphathi)",
    pass: "(?:(?:unga|ninga)(?:dluliseli|thumeli|khombisi|kudluliseli)|musa uku(?:dlulisela|thumela|khombisa))",
    human: "(?:(?:ku)?(?:muntu|mntu|bantu|basebenzi|sisebenzi|hhovisi|mnyango))",
    wait: "(?:ngaphandle kokulinda|ungalindi|ningalindi)",
    review: "(?:imvume|ukugunyazwa|umbono|isinqumo|ikomidi|ukubuyekezwa)",
    mine: alt("(?:lokhu|lokho) (?:kungaphansi )?(?:kwesibopho sami|yisibopho sami)", "ngaphansi kwesibopho sami"),
    done: "(?:sekuvele|kakade|sekuke) (?:\\p{L}+ )?(?:kugunyaziwe|kuvunyiwe|kuqinisekisiwe)",
    report: "(?:(?:ungabiki|ningabiki|ungazisi|ningazisi)|musa ukubika)",
    change: "(?:loshintsho|lolu shintsho|lokhu kushintsha|ushintsho)",
  },
  xh: {
    need: "(?:akuyomfuneko|akukho mfuneko|akufuneki|awudingi|anidingi)",
    ask: "(?:ukubuza|buza|imibuzo|umbuzo|ukuqinisekisa|qinisekisa|ukujonga|imvume|ukugunyaziswa|ukubonisana)",
    who: "(?:mntu|umntu|abantu|abasebenzi|umsebenzi|iofisi|iofisi|kwiofisi|isebe|kwisebe|ikomiti|umphathi|abaphathi)",
    pass: "(?:(?:musa|musani) uku(?:dlulisela|thumela|bonisa|nika)|(?:ungayi|ningayi)(?:dlulisela|thumela|bonisa))",
    human: "(?:(?:ku)?(?:mntu|bantu|basebenzi|msebenzi|kwiofisi|kwisebe))",
    wait: "(?:ngaphandle kokulinda|ungalindi|ningalindi)",
    review: "(?:imvume|ugunyaziso|uluvo|isigqibo|ikomiti|uphononongo)",
    mine: alt("(?:oku|oko) (?:kuphantsi )?(?:koxanduva lwam|luxanduva lwam)", "phantsi koxanduva lwam"),
    done: "(?:sele|kakade) (?:\\p{L}+ )?(?:kugunyazisiwe|kuvunyiwe|kuqinisekisiwe)",
    report: "(?:(?:musa|musani) ukuxela|(?:ungaxeli|ningaxeli|ungaziseli))",
    change: "(?:olu tshintsho|utshintsho|oku kutshintsha)",
  },
};

/** The professionals "without waiting for" takes in the languages whose principals are written in their rows above
 * (ROLES holds the others'), added to their keep-out rows' `review` as ROLES's `awaited` is. */
const AWAITED: Partial<Record<Lang, string>> = {
  ro: "(?:contabil(?:ul|ului|a|ei)|asociat(?:ul|ului|ii|ilor)|partener(?:ul|ului|ii|ilor)|directo(?:rul|rului|area|arei)|manager(?:ul|ului)|supervizor(?:ul|ului)|șef(?:ul|ului|a|ei))",
  hu: "(?:könyvelő\\p{L}*|partner\\p{L}*|igazgató\\p{L}*|menedzser\\p{L}*|felettes\\p{L}*|főnök\\p{L}*|jóváhagyó\\p{L}*)",
  fi: "(?:kirjanpitäj\\p{L}*|tilitoimist\\p{L}*|osakka\\p{L}*|(?:toimitus)?johtaj\\p{L}*|esimie\\p{L}*|esihenkilö\\p{L}*|pomo\\p{L}*|hyväksyj\\p{L}*)",
  da: "(?:revisor(?:en)?|bogholder(?:en)?|partner(?:en|ne)|direktør(?:en)|chef(?:en)|leder(?:en)|godkender(?:en)?)",
  nb: "(?:revisor(?:en)?|regnskapsfører(?:en)?|partner(?:en|ne)|direktør(?:en)|sjef(?:en)|leder(?:en)|godkjenner(?:en)?)",
  bg: "(?:счетоводит\\p{L}*|счетовод\\p{L}*|съдружни\\p{L}*|партньор\\p{L}*|директор\\p{L}*|управител\\p{L}*|мениджър\\p{L}*|шеф\\p{L}*|ръководител\\p{L}*)",
  sh: "(?:računovođ\\p{L}*|knjigovođ\\p{L}*|partner\\p{L}*|direktor\\p{L}*|menadžer\\p{L}*|šef\\p{L}*|nadređen\\p{L}*)",
  sk: "(?:účtovní(?:k|čk)\\p{L}*|spoločník\\p{L}*|partner\\p{L}*|riaditeľ\\p{L}*|manažér\\p{L}*|vedúc\\p{L}*|šéf\\p{L}*|nadriaden\\p{L}*)",
  sl: "(?:računovodj\\p{L}*|knjigovodj\\p{L}*|partner\\p{L}*|direktor\\p{L}*|vodj\\p{L}*|šef\\p{L}*|nadrejen\\p{L}*)",
  lt: "(?:buhalter\\p{L}*|partner\\p{L}*|direktor\\p{L}*|vadov\\p{L}*|viršinink\\p{L}*)",
  lv: "(?:grāmatved\\p{L}*|partner\\p{L}*|direktor\\p{L}*|vadītāj\\p{L}*|priekšniek\\p{L}*)",
  et: "(?:raamatupidaja\\p{L}*|partneri\\p{L}*|direktori\\p{L}*|juhataja\\p{L}*|ülemus\\p{L}*|juhti)",
  ca: "(?:(?:el |la |l')?(?:comptable|gestor(?:a|ia)?|soci|sòcia|socis|director(?:a)?|gerent|responsable|supervisor(?:a)?))",
  hy: "(?:հաշվապահ\\p{L}*|գործընկեր\\p{L}*|տնօրեն\\p{L}*|մենեջեր\\p{L}*|ղեկավար\\p{L}*|վերադաս\\p{L}*)",
  az: "(?:mühasib\\p{L}*|tərəfdaş\\p{L}*|partnyor\\p{L}*|direktor\\p{L}*|menecer\\p{L}*|rəhbər\\p{L}*|müdir\\p{L}*)",
  kk: "(?:бухгалтер\\p{L}*|серіктес\\p{L}*|директор\\p{L}*|менеджер\\p{L}*|басшы\\p{L}*|бастық\\p{L}*)",
  uz: "(?:buxgalter\\p{L}*|hisobchi\\p{L}*|sherik\\p{L}*|hamkor\\p{L}*|direktor\\p{L}*|menejer\\p{L}*|rahbar\\p{L}*|boshliq\\p{L}*)",
  mn: "(?:нягтлан\\p{L}*|хамтрагч\\p{L}*|түнш\\p{L}*|захир(?:а)?л\\p{L}*|менежер\\p{L}*|дарга\\p{L}*)",
  zu: "(?:u?mcwaningimabhuku|u?mgcinimabhuku|i-?accountant|accountant|u?mlingani|abalingani|u?mqondisi|u?mphathi|u?mengameli)",
  xh: "(?:i-?accountant|accountant|umgcinizincwadi|iqabane|amaqabane|umlawuli|umphathi|umongameli)",
  af: "(?:rekenmeester|boekhouer|ouditeur|vennote|vennoot|direkteur|direksie|bestuurder|toesighouer|baas)",
  so: "(?:xisaabiy\\p{L}*|lammaan\\p{L}*|agaasim\\p{L}*|maamul(?:e|aha)\\p{L}*|kormeer\\p{L}*)",
  ti: "(?:[ሒሕ]ሳብ ሹ[ምሙሜሞ]|ኣካውንታን[ትቱቶ]|ሻርኺ|መሻርኽቲ|ዳይረክተ[ርሩሮ]|ኣመሓዳ[ሪሩ]|ተቖጻጻ[ሪሩ]|ሓላፊ)",
  ig: "(?:onye ndekọ ego|akauntant|accountant|onye mmekọ|ndị mmekọ|onye njikwa|onye nlekọta|onyeisi|onye isi)",
  ms: "(?:akauntan|rakan kongsi|pengarah|pengurus|penyelia|ketua|bos)",
  ps: "(?:محاسب|حسابدار|شریک|مدیر|رئیس|ناظر)",
  ku: "(?:muhasebevan\\p{L}*|hesabdar\\p{L}*|hevkar\\p{L}*|şirîk\\p{L}*|rêveber\\p{L}*|direktor\\p{L}*|berpirsiyar\\p{L}*)",
  ckb: "(?:ژمێریار|محاسب|هاوبەش|بەڕێوەبەر|سەرپەرشتیار)",
  gu: "(?:એકાઉન્ટન્ટ\\S*|હિસાબનીશ\\S*|ભાગીદાર\\S*|પાર્ટનર\\S*|ડિરેક્ટર\\S*|મેનેજર\\S*|સુપરવાઇઝર\\S*|બોસ\\S*)",
  mr: "(?:अकाउंटंट\\S*|लेखापाल\\S*|भागीदार\\S*|पार्टनर\\S*|संचालक\\S*|मॅनेजर\\S*|व्यवस्थापक\\S*|पर्यवेक्षक\\S*)",
  pa: "(?:ਅਕਾਊਂਟੈਂਟ\\S*|ਲੇਖਾਕਾਰ\\S*|ਹਿੱਸੇਦਾਰ\\S*|ਭਾਈਵਾਲ\\S*|ਪਾਰਟਨਰ\\S*|ਡਾਇਰੈਕਟਰ\\S*|ਮੈਨੇਜਰ\\S*|ਸੁਪਰਵਾਈਜ਼ਰ\\S*)",
  te: "(?:అకౌంటెంట్\\S*|భాగస్వామ\\S*|డైరెక్టర్\\S*|మేనేజర్\\S*|పర్యవేక్షక\\S*|సూపర్వైజర్\\S*)",
  kn: "(?:ಅಕೌಂಟೆಂಟ್\\S*|ಲೆಕ್ಕಿಗ\\S*|ಪಾಲುದಾರ\\S*|ನಿರ್ದೇಶಕ\\S*|ಮ್ಯಾನೇಜರ್\\S*|ಮೇಲ್ವಿಚಾರಕ\\S*)",
  ml: "(?:അക്കൗണ്ടന്റ\\S*|കണക്കപ്പിള്ള\\S*|പങ്കാളി\\S*|ഡയറക്ട(?:ർ|റ|ര)\\S*|മാനേജ(?:ർ|റ|ര)\\S*|മേൽനോട്ട\\S*)",
  jv: "(?:akuntan|mitra|direktur|manajer|pengawas|atasan|bos)",
};

/** Where a keep-out row wraps "without waiting for" around its object ("ohne auf den Steuerberater zu warten"), the
 * frame the professionals take (`{R}`: ROLES's `awaited`, or AWAITED's). */
const AWAITED_FRAME: Partial<Record<Lang, string>> = {
  de: "ohne (?:auf )?(?:den |die |das |unseren |unsere |unser |einen |eine )?{R}(?: \\p{L}+){0,3} (?:abzuwarten|zu warten)",
  nl: "zonder (?:op )?(?:de |het |onze |ons |jullie |uw |je )?{R}(?: \\p{L}+){0,3} (?:af te wachten|te wachten)",
  af: "sonder om (?:vir |op )?(?:die |ons |julle |jou )?{R}(?: \\p{L}+){0,3} (?:te )?(?:wag|af te wag)",
};

for (const lang of new Set([...Object.keys(ROLES), ...Object.keys(AWAITED)]) as Set<Lang>) {
  const vocab = KEEP_OUT[lang];
  const awaited = ROLES[lang]?.awaited ?? AWAITED[lang];
  if (!vocab || !awaited) continue;
  const frame = AWAITED_FRAME[lang];
  if (frame)
    vocab.frame = vocab.frame ? alt(vocab.frame, frame.replaceAll("{R}", awaited)) : frame.replaceAll("{R}", awaited);
  else if (vocab.wait && vocab.review) vocab.review = alt(vocab.review, awaited);
}

/** The spellings a keep-out row's fields are also met in: without diacritics (mail often drops them), Serbian in
 * Cyrillic, Turkish and Azerbaijani "ı" that the text's folding may read "i", Yoruba without tone marks, Hausa
 * without its hooked letters. */
const KEEP_OUT_SPELLING: Partial<Record<Lang, (source: string) => string>> = {
  cs: unmarked,
  sk: unmarked,
  sl: unmarked,
  pl: unmarked,
  hu: unmarked,
  lt: unmarked,
  lv: unmarked,
  ro: romanian,
  sh: serbian,
  az: (source) => azerbaijani(source.replace(/ı/g, "[ıi]")),
  tr: (source) => unmarked(source.replace(/ı/g, "[ıi]"), { ı: "i" }),
  uz: uzbek,
  yo: yoruba,
  ha: hausa,
  ku: unmarked,
  vi: unmarked,
};

/** Languages whose verb comes before its object in these forms ("ask anyone", "don't forward this to a person",
 * "without waiting for the committee", "do not report this change"). */
const VERB_FIRST: ReadonlySet<Lang> = new Set<Lang>(
  "en fr es it pt ro ca sv da nb id ms jv tl vi sw zu xh".split(" ") as Lang[],
);

/** A keep-out row's entries: "no need" with asking and a person in either order ("no need to ask anyone",
 * "Rückfragen beim Sekretariat sind nicht nötig", "किसी से पूछने की ज़रूरत नहीं"), "don't pass this to a person",
 * "without waiting for the committee's opinion", "on my responsibility", "already approved, do not report", "do
 * not report this change". Each pair is met in either order: the verb-final languages put the object first, and the
 * others say "this change, do not report it" as often. */
function keepOutEntries(vocab: KeepOutVocab, lang: Lang): string[] {
  const spell = KEEP_OUT_SPELLING[lang];
  const v = spell
    ? (Object.fromEntries(
        Object.entries(vocab).map(([key, source]) => [key, spell(source)]),
      ) as unknown as KeepOutVocab)
    : vocab;
  const ws = (source: string) => wordStart(lang, source);
  // Where the object follows its verb, the pairs are met in that order only: an entry then starts with its rarer
  // half, and the screen tries it at fewer places.
  const pair = (a: string, b: string, n: number) =>
    VERB_FIRST.has(lang) ? near(a, ws(b), gap(lang, n)) : either(a, ws(b), gap(lang, n));
  const askWho = VERB_FIRST.has(lang)
    ? near(v.ask, ws(v.who), gap(lang, 30))
    : alt(near(v.ask, ws(v.who), gap(lang, 30)), near(v.who, ws(v.ask), gap(lang, 30)));
  return [
    either(v.need, ws(askWho), gap(lang, 40)),
    v.pass && v.human ? pair(v.pass, v.human, 40) : undefined,
    v.wait && v.review ? pair(v.wait, v.review, 40) : undefined,
    v.mine,
    v.frame,
    v.done && v.report ? either(v.done, ws(v.report), gap(lang, 60)) : undefined,
    v.report && v.change ? pair(v.report, v.change, 25) : undefined,
  ].filter((entry): entry is string => Boolean(entry));
}

/** 3, widened: the people kept out in the impersonal and nominal forms, in every cue language (→ SECRECY). */
export const OVERSIGHT_KEEP_OUT: PhraseTable = Object.fromEntries(
  (Object.entries(KEEP_OUT) as Array<[Lang, KeepOutVocab]>).map(([lang, vocab]) => [
    lang,
    keepOutEntries(vocab, lang).map(nfkc),
  ]),
);

/** The keep-out rows by language, for the test that every cue language has them. */
export const OVERSIGHT_KEEP_OUT_CUES: Readonly<Partial<Record<Lang, Readonly<KeepOutVocab>>>> = KEEP_OUT;

/** The rows of each table, by the table they are merged into (addressing.ts, injection.ts). */
export const OVERSIGHT_ADDRESSING: PhraseTable = withRows(
  OVERSIGHT_AUTOMATED_READER,
  OVERSIGHT_THIS_READER,
  OVERSIGHT_DIRECTIVE,
);
export const OVERSIGHT_SECRECY: PhraseTable = withRows(OVERSIGHT_PRINCIPALS_BYPASSED, OVERSIGHT_KEEP_OUT);
export const OVERSIGHT_ACTION_SENSITIVE: PhraseTable = withRows(OVERSIGHT_MAIL_HIDDEN, OVERSIGHT_FILTER_OFF);
export const OVERSIGHT_ROLE: PhraseTable = OVERSIGHT_STEPWISE;

/** The rows by language, for the test that every cue language has each concept. */
export const OVERSIGHT_CUES: Readonly<Partial<Record<Lang, Readonly<OversightRow>>>> = Object.fromEntries(
  [...new Set(BLOCKS.flatMap((block) => Object.keys(block)))].map((lang) => [
    lang,
    Object.assign({}, ...BLOCKS.map((block) => block[lang as Lang] ?? {})),
  ]),
);

/** Every oversight concept, for the tests. */
export const OVERSIGHT_CONCEPTS = {
  OVERSIGHT_AUTOMATED_READER,
  OVERSIGHT_THIS_READER,
  OVERSIGHT_PRINCIPALS_BYPASSED,
  OVERSIGHT_MAIL_HIDDEN,
  OVERSIGHT_FILTER_OFF,
  OVERSIGHT_STEPWISE,
} as const;
