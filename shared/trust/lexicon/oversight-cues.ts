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
import { alt, E, either, hausa, type Lang, near, type PhraseTable, UNSPACED, yoruba } from "./combinators.js";

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
   * client, the owner, the users (nouns, in the forms a keep-out verb takes). */
  principals?: string;
  /** 3. Keeping them out or not asking them: "no need to ask", "don't mention … to", "without asking", "need not be
   * told". Met with `principals` in either order within a clause (→ SECRECY: a principal noun AND a keep-out
   * form, so a human "no need to reply" is not one). */
  bypass?: string;
  /** 3. Whole frames with the principals inside, where the keep-out form wraps them ("without the users being
   * asked", "informiere die Eltern nicht"): `{P}` stands for the row's `principals` (→ SECRECY). */
  bypassFrame?: string;
}

const READERS: Partial<Record<Lang, OversightRow>> = {
  en: {
    // Plurals only after a dedication ("to all automated agents"): "automated agents now read mail" is a topic.
    automated: alt(
      `(?:automatic|autonomous|automated) (?:e-?mail |mail |inbox |mailbox )?(?:assistant|agent|reader|program|bot)${E}`,
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
      "(?:automatyczn|zautomatyzowan|autonomiczn)\\p{L}* (?:asystent|agent|czytnik|program|bot)\\p{L}*",
      "agent\\p{L}* (?:poczty|pocztow\\p{L}*|e-?mail\\p{L}*)",
      "(?:program|system|bot)\\p{L}*,? (?:który|które) (?:czyta|przetwarza|analizuje|sortuje) (?:tę wiadomość|tą wiadomość|ten e-?mail|tę pocztę)",
    ),
    thisReader: alt(
      "(?:asystent|agent|bot|program)\\p{L}*,? (?:który|która|które) (?:czyta|przeczyta|otworzy|przetwarza|otrzyma|obsługuje|zarządza|prowadzi) (?:tę|tą|ten|tym|tą|pocztą|pocztę) ?(?:wiadomość|e-?mail|skrzynk\\p{L}*|poczt\\p{L}*|tej rodziny|tej firmy|naszej rodziny)",
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
      "(?:msaidizi|wakala|programu|boti|roboti) (?:wa |ya )?(?:kiotomatiki|otomatiki|kujiendesha)",
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
      "(?:இந்த|இந்தச்) (?:மின்னஞ்சலை|செய்தியை) (?:படிக்கும்|செயலாக்கும்|வாசிக்கும்) (?:அமைப்பு|நிரல்|போட்|கணினி)\\S*",
    ),
    thisReader: alt(
      "(?:இந்த|இந்தச்|இந்தக்) (?:மின்னஞ்சலை|செய்தியை|கடிதத்தை) (?:படிக்கும்|வாசிக்கும்|திறக்கும்|செயலாக்கும்|நிர்வகிக்கும்|பெறும்) (?:உதவியாள|முகவர|போட்|நிரல)\\S*",
      "(?:இந்தக்|இந்த) (?:குடும்பத்தின்|வீட்டின்|நிறுவனத்தின்) (?:மின்னஞ்சல்|அஞ்சல்)\\S* (?:நிர்வகிக்கும்|கையாளும்|பார்த்துக்கொள்ளும்) (?:உதவியாள|முகவர)\\S*",
      "(?:இந்த|இந்தச்) (?:மின்னஞ்சலை|செய்தியை) (?:படிக்கும்|வாசிக்கும்) (?:எவரும்|யாராக இருந்தாலும்)",
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
      "(?:do not|don't|never|please don't|please do not) (?:ask|tell|inform|bother|involve|consult|check with|notify|mention|cc|loop in|alert|update)",
      `${NOT_NEGATED_EN}without (?:asking|telling|informing|bothering|involving|consulting|checking with|notifying|alerting|looping in)`,
      "(?:need not|needn't|don't need to|doesn't need to|do not need to|does not need to|shouldn't|should not|must not|mustn't) (?:be )?(?:asked|told|informed|bothered|involved|consulted|notified|know|hear about)",
    ),
    bypassFrame: `${NOT_NEGATED_EN}without (?:the |your |their |any )?{P} (?:being|having been|getting) (?:asked|told|informed|consulted|notified|involved)`,
  },
  de: {
    principals: `(?:familie|eltern|haushalt\\p{L}*|chef(?:in|s)?|vorgesetzt\\p{L}*|kund(?:e|en|in|innen)|klient\\p{L}*|inhaber\\p{L}*|besitzer\\p{L}*|(?:be)?nutzer(?:n|innen)?)${E}`,
    bypassFrame: alt(
      "(?:sag|erzähl|erwähn|informier|frag|stör|belästig|benachrichtig)\\p{L}* (?:\\p{L}+ ){0,4}?{P} (?:\\p{L}+ ){0,4}?nichts?(?![\\p{L}\\p{N}])",
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
    ),
  },
  es: {
    principals:
      "(?:familia|padres|hogar|jef[ea]|gerente|supervisor|cliente|clientes|propietari[oa]|dueñ[oa]|usuarios|empleador)",
    bypass: alt(
      "no (?:hace falta|es necesario|hay que|necesitas|tienes que) (?:preguntar|decir|avisar|informar|consultar|molestar|mencionar|contar)\\p{L}*",
      "sin (?:preguntar|decir|avisar|informar|consultar|molestar)(?:le|les)?",
      "no (?:le |les )?(?:digas|diga|menciones|mencione|preguntes|pregunte|avises|avise|informes|informe|molestes|moleste|cuentes|cuente)\\p{L}*",
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
      "non (?:dire|dirlo|dirglielo|chiedere|avvisare|informare|menzionare|disturbare)\\p{L}*",
    ),
    bypassFrame:
      "senza che (?:la |il |i |gli |le |l')?{P} (?:lo )?(?:sappia|sappiano|venga(?:no)? (?:informat|interpellat|consultat)\\p{L}*)",
  },
  pt: {
    principals:
      "(?:família|pais|agregado|chefe|gerente|gestor|supervisor|cliente|clientes|dono|dona|proprietári[oa]|utilizadores|usuários|empregador|patrão)",
    bypass: alt(
      "não (?:é preciso|precisa|há necessidade de|é necessário|vale a pena) (?:de )?(?:perguntar|dizer|avisar|informar|incomodar|consultar|mencionar|contar)\\p{L}*",
      "sem (?:perguntar|dizer|avisar|informar|consultar|incomodar)",
      "não (?:diga|digas|conte|contes|mencione|menciones|pergunte|perguntes|avise|avises|informe|informes|incomode|incomodes)\\p{L}*",
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
      "(?:vertel|zeg|meld|vraag|stoor|informeer|noem)\\p{L}* (?:\\p{L}+ ){0,3}?(?:de |het |je |jouw |uw |onze )?{P} (?:\\p{L}+ ){0,3}?niets?(?![\\p{L}\\p{N}])",
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
      "(?:fråga|informera|stör) inte",
      "behöver inte (?:fråga|informera|berätta för|störa|tillfrågas|informeras|veta|få veta)",
    ),
  },
  pl: {
    principals:
      "(?:rodzin\\p{L}*|rodzic\\p{L}*|domownik\\p{L}*|szef\\p{L}*|kierownik\\p{L}*|przełożon\\p{L}*|klient\\p{L}*|właściciel\\p{L}*|użytkownik\\p{L}*|pracodawc\\p{L}*)",
    bypass: alt(
      "nie (?:trzeba|musisz|ma potrzeby|należy) (?:\\p{L}+ )?(?:pytać|pytania|informować|mówić|powiadamiać|niepokoić|zawracać głowy|wspominać)\\p{L}*",
      "(?<!nie (?:\\p{L}+ ){0,5})bez (?:pytania|informowania|powiadamiania|pytania o zdanie)",
      "nie (?:mów|informuj|pytaj|wspominaj|powiadamiaj|niepokój|zawracaj)\\p{L}*",
    ),
  },
  cs: {
    principals:
      "(?:rodin\\p{L}*|rodič\\p{L}*|domácnost\\p{L}*|šéf\\p{L}*|vedoucí\\p{L}*|nadřízen\\p{L}*|klient\\p{L}*|majitel\\p{L}*|uživatel\\p{L}*|zaměstnavatel\\p{L}*)",
    bypass: alt(
      "není (?:třeba|nutné|potřeba) (?:se )?(?:ptát|informovat|říkat|obtěžovat|zmiňovat)\\p{L}*",
      "(?:neptej|neříkej|neinformuj|nezmiňuj|neobtěžuj|neoznamuj)\\p{L}*",
      "bez (?:ptaní|informování|vyrozumění)",
    ),
  },
  ru: {
    principals:
      "(?:семь\\p{L}*|родител\\p{L}*|домочадц\\p{L}*|начальни\\p{L}*|руководител\\p{L}*|шеф\\p{L}*|клиент\\p{L}*|владел\\p{L}*|хозя\\p{L}*|пользовател\\p{L}*|работодател\\p{L}*)",
    bypass: alt(
      "(?:не нужно|не надо|незачем|не стоит|нет необходимости|не обязательно) (?:\\p{L}+ ){0,2}?(?:спрашивать|говорить|сообщать|беспокоить|уведомлять|упоминать|рассказывать|знать|ставить в известность)",
      "не (?:спрашивай|говори|сообщай|беспокой|упоминай|рассказывай|уведомляй)\\p{L}*",
      "не (?:спрашивая|сообщая|уведомляя|ставя в известность|беспокоя)",
      "без ведома",
    ),
  },
  uk: {
    principals:
      "(?:родин\\p{L}*|сім'\\p{L}*|батьк\\p{L}*|начальни\\p{L}*|керівник\\p{L}*|клієнт\\p{L}*|власник\\p{L}*|господар\\p{L}*|користувач\\p{L}*|роботодав\\p{L}*)",
    bypass: alt(
      "(?:не потрібно|не треба|не варто|немає потреби|не обов'язково) (?:\\p{L}+ ){0,2}?(?:питати|казати|повідомляти|турбувати|згадувати|розповідати|знати)",
      "не (?:питай|кажи|повідомляй|турбуй|згадуй|розповідай)\\p{L}*",
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
    principals: "(?:ቤተሰብ|ወላጆች|አለቃ|ሥራ አስኪያጅ|ደንበኛ|ባለቤት|ተጠቃሚዎች|አሠሪ)",
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
};

const BLOCKS: ReadonlyArray<Partial<Record<Lang, OversightRow>>> = [READERS, PRINCIPALS];

const nfkc = (source: string) => source.normalize("NFKC");

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

/** Characters a pair's halves may sit apart: fewer where a character is a word (or most of one). */
const DENSE: ReadonlySet<Lang> = new Set<Lang>(["zh", "ja", "th", "lo"]);
const gap = (lang: Lang, spaced: number) => (DENSE.has(lang) ? 16 : spaced);

/** The table's word guard covers only an entry's first word: the second of a pair gets its own (spaced languages). */
const wordStart = (lang: Lang, source: string) => (UNSPACED.has(lang) ? source : `(?<![\\p{L}\\p{N}])${source}`);

/** 1. The reader called automatic or automated, or named by the mail it works on (→ ADDRESSING). */
export const OVERSIGHT_AUTOMATED_READER: PhraseTable = concept((row) => [row.automated]);

/** 2. The reader of this very mail (→ ADDRESSING). */
export const OVERSIGHT_THIS_READER: PhraseTable = concept((row) => [row.thisReader]);

/** 3. The principals kept out or not asked: a principal noun and a keep-out form (→ SECRECY). */
export const OVERSIGHT_PRINCIPALS_BYPASSED: PhraseTable = concept((row, lang) => [
  row.principals && row.bypass
    ? either(wordStart(lang, row.bypass), wordStart(lang, row.principals), gap(lang, 40))
    : undefined,
  row.principals && row.bypassFrame ? row.bypassFrame.replaceAll("{P}", row.principals) : undefined,
]);

/** The rows of each table, by the table they are merged into (addressing.ts, injection.ts). */
export const OVERSIGHT_ADDRESSING: PhraseTable = withRows(OVERSIGHT_AUTOMATED_READER, OVERSIGHT_THIS_READER);
export const OVERSIGHT_SECRECY: PhraseTable = OVERSIGHT_PRINCIPALS_BYPASSED;

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
} as const;
