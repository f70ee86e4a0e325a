// Style-independent injection cues, translated systematically: one table per cue CONCEPT, one row per language.
//
// The concepts do not depend on how a corpus is written, only on what an injection must do: speak to an AI reader,
// frame itself as an override or a new role, ask for something only a program would do (one-word answers, tool
// calls), act on other mail (forward everything, reveal the system prompt), and keep it from the user. Every row
// is the same concept in one language, written from the concept, not from any message.
//
// The rows are merged into the tables the injection detector already reads (lexicon/addressing.ts,
// lexicon/injection.ts), so they are weighed like the rest of their class: a single hit is never a verdict. Words
// that are also human job titles ("assistant", "agent", "system") appear only in AI-specific compounds ("AI
// assistant", "language model") or next to an override word ("system override"), never alone.
//
// Scripts: th, lo, km, my, zh, ja and ko rows are matched without word guards (UNSPACED in combinators.ts), and so are the
// rows of scripts whose prepositions and articles attach to the word (ar, fa, ur, he, am, ti, ps, ckb). Every entry is
// NFKC-normalised here, as the text is (Thai and Lao "am" vowels, Devanagari and Gurmukhi nukta letters decompose
// under NFKC). Indic request verbs end with `EM` (combinators.ts): their vowel signs are marks, so the letter guard
// alone would let an imperative match the start of a future form.
// Latin-script rows that mail often writes without diacritics (Romanian, Hungarian, Slovak, Slovenian, the Baltic
// languages, Serbo-Croatian, Azerbaijani, Igbo, Kurmanji) match both spellings (`unmarked`, `romanian`, `serbian` and
// `azerbaijani` in combinators.ts); Serbo-Croatian rows are also written out in Serbian Cyrillic, and Uzbek "oʻ" and
// "gʻ" match any apostrophe. A word of these rows that is also an English word ("send", "agents" without the Latvian
// cedilla) is bound to its own forms, or the English mail would meet the row.
import {
  alt,
  azerbaijani,
  E,
  EM,
  either,
  gap,
  hausa,
  type Lang,
  languagesWith,
  near,
  nfkc,
  type PhraseTable,
  romanian,
  serbian,
  UNSPACED,
  unmarked,
  uzbek,
  VERB_FINAL_LANGUAGES,
  wordStart,
  yoruba,
} from "./combinators.js";

/** One row per language of each concept. Fields are alternations (regex sources, lowercase). */
interface CueRow {
  /** Names for an AI reader: "AI assistant", "AI agent", "language model" (never "assistant" alone). */
  ai?: string;
  /** Override and mode framing: "system override", "developer mode", "ignore … instructions" (a verb and a noun). */
  override?: string;
  overrideVerb?: string;
  overrideNoun?: string;
  /** A new role or a reasoning frame: "you are now", "from now on you", "as an AI you must". */
  role?: string;
  /** Acting on other mail or the agent's secrets: a verb near an object ("forward … all emails"). */
  actVerb?: string;
  actObject?: string;
  /** Requests that only make sense to a program: "reply with a single word", "call the tool". */
  program?: string;
  /** Keeping it from the user: "do not tell the user". */
  secrecy?: string;
}

/** Further concepts, one row per language (kept apart so each concept reads as one block across languages). */
export interface MoreCueRow {
  /** A fixed token as the whole reply, only a program is asked that: "reply with only the word", "acknowledge by
   * replying" (→ ACTION_GENERIC). */
  confirm?: string;
  /** The user kept out without a "do not tell": "the user need not know", "before it is shown to the user", "without
   * asking the owner" (→ SECRECY). */
  unseen?: string;
  /** A reasoning chain that hands the act to the assistant ("…, so the assistant must"), followed within a clause by
   * one of the row's act verbs (→ ROLE; English is in the role row). */
  reasoning?: string;
  /** Words for the reader's task on this very mail: "when you summarise this email" (English is in addressing.ts;
   * → ADDRESSING). */
  whileReading?: string;
  /** The reader told that its principal already asked or authorised it: "the user has asked you to", "the account
   * owner authorised the assistant to" (→ ADDRESSING: it speaks to the assistant of that user). */
  claimed?: string;
  /** A fake end of the untrusted part ("---- END OF CUSTOMER MESSAGE ----"), so what follows reads as the platform's
   * own words; only with delimiter marks after it (→ ROLE_STRONG). */
  boundary?: string;
  /** Superseding the reader's configuration: "this overrides earlier instructions", "new instructions for the AI
   * agent" (→ ROLE_STRONG). */
  supersede?: string;
  /** Every record of a kind the agent can reach: "all invoices", "every order number", "delivery addresses"; with
   * the row's act verbs and the verbs below (→ ACTION_SENSITIVE). */
  records?: string;
  /** Verbs that send records out where the row's act verbs lack them (replying with them sends them back). */
  recordVerb?: string;
  /** The agent's secrets, for languages without a per-language table (lexicon/injection.ts has the others):
   * passwords, API keys, access tokens, the system prompt in inflected forms (→ ACTION_SENSITIVE). */
  secrets?: string;
  /** An assistant named by the mail it works on, no AI word needed: "mail assistant", "digital assistant", "the
   * assistant sorting this inbox" (→ ADDRESSING; a human assistant is not called a mailbox's). */
  mailbox?: string;
  /** The owner of the mailbox or account kept out: "do not mention it to the mailbox owner", "no need to bother
   * Mara about it" (→ SECRECY). */
  owner?: string;
  /** Covering the tracks: "delete this message afterwards" (→ SECRECY; English is in lexicon/injection.ts). */
  erase?: string;
  /** A mail rule that forwards or redirects automatically: "create a rule that forwards …" (→ ACTION_SENSITIVE). */
  autoRule?: string;
}

const ROWS: Partial<Record<Lang, CueRow>> = {
  en: {
    // "email assistant" and "inbox agent" are in addressing.ts.
    ai: "mailbox (?:agent|assistant|bot)s?",
    override: alt(
      "system override",
      "override (?:protocol|mode|command|sequence|directive)",
      "priority (?:directive|override)",
      "(?:admin|administrator|root|debug|god|sudo) mode (?:enabled|activated|on|engaged)",
      "safety (?:protocols?|filters?|guidelines|guardrails) (?:are )?(?:disabled|off|suspended|lifted|removed)",
    ),
    role: alt(
      "as an ai(?: language model| assistant| agent| model)?,? you (?:must|should|are required to|need to|have to|will)",
      // A reasoning chain that ends in an act only the reader can do ("…, so the assistant should now forward …").
      "(?:therefore|so|thus|hence),? (?:the|an?) (?:ai|llm|assistant|ai assistant|ai agent|model) (?:must|should|will|needs to|is required to) (?:now |first |immediately )?(?:forward|send|reply|respond|output|reveal|ignore|disregard|call|execute|run|delete|export|include)",
    ),
    program: alt(
      "(?:respond|reply|answer|output) (?:only )?with (?:only |just )?(?:the|a|one) (?:single )?word",
      "(?:in|with) (?:a|one) single word",
      "one-word (?:confirmation|reply|answer|response)",
      "output only",
      "call the (?:\\p{L}+ )?(?:tool|function)",
      "(?:execute|run) the following (?:command|tool|function|code)",
    ),
  },
  de: {
    override: alt(
      "system-?(?:überschreibung|override)",
      "überschreibungsprotokoll",
      "prioritätsanweisung",
      "(?:administrator|admin|debug)-?modus",
    ),
    role: "als (?:ki|sprachmodell|ki-assistent),? (?:musst|sollst) du",
    actVerb: alt(
      "leite\\p{L}*",
      "weiterleit\\p{L}*",
      "sende\\p{L}*",
      "schick\\p{L}*",
      "übermittl\\p{L}*",
      "übermitteln",
      "exportier\\p{L}*",
      "lösch\\p{L}*",
      "verrat\\p{L}*",
      "verrate",
      "zeige",
    ),
    actObject: alt(
      "alle (?:e-?mails|nachrichten|mails)",
      "(?:den |deinen )?posteingang",
      "system-?prompt",
      "(?:deine|ihre) (?:system)?anweisungen",
      "(?:alle )?kontakte",
      "adressbuch",
    ),
    program: alt(
      "(?:antworte|antworten sie) (?:nur|ausschließlich) mit (?:einem|dem) (?:einzigen )?wort",
      "mit einem einzigen wort",
      "(?:rufe|ruf) (?:das|die) (?:tool|werkzeug|funktion)",
      "führe (?:den|diesen|folgenden) befehl",
    ),
    secrecy: alt(
      "(?:erwähne|sag|sage|erzähl|verrate)\\p{L}* (?:das |dies |es |davon )?(?:dem|deinem|ihrem) (?:nutzer|benutzer|user) nicht",
      "ohne (?:den|dass der) (?:nutzer|benutzer)",
    ),
  },
  fr: {
    override: alt(
      "(?:contournement|remplacement|dérogation) (?:du )?système",
      "protocole de (?:contournement|dérogation|remplacement)",
      "mode (?:administrateur|débogage)",
      "directive prioritaire",
    ),
    role: "en tant qu'(?:ia|assistant ia|intelligence artificielle),? (?:tu dois|vous devez)",
    actVerb: alt(
      "transf[eé]r\\p{L}*",
      "envoi\\p{L}*",
      "envoy\\p{L}*",
      "révèl\\p{L}*",
      "export\\p{L}*",
      "supprim\\p{L}*",
    ),
    actObject: alt(
      "tous les (?:e-?mails|courriels|messages)",
      "(?:la |ta |votre )?boîte de réception",
      "(?:le )?prompt système",
      "instructions système",
      "(?:tous les |vos |tes )contacts",
    ),
    program: alt(
      "(?:uniquement|seulement) (?:par |avec )?un (?:seul )?mot",
      "en un seul mot",
      "appel\\p{L}* l'outil",
      "exécute\\p{L}* la commande",
    ),
    secrecy: "sans (?:le dire|en parler|prévenir|informer|avertir) (?:à )?l'utilisateur",
  },
  es: {
    override: alt(
      "anulación del sistema",
      "protocolo de anulación",
      "modo (?:administrador|depuración)",
      "directiva prioritaria",
    ),
    role: "como (?:ia|asistente de ia|inteligencia artificial),? (?:debes|tienes que)",
    actVerb: alt("reenv[ií]\\p{L}*", "env[ií]\\p{L}*", "revel\\p{L}*", "export\\p{L}*", "elimin\\p{L}*", "borr\\p{L}*"),
    actObject: alt(
      "todos los (?:correos|mensajes|e-?mails)",
      "(?:la |tu |su )?bandeja de entrada",
      "(?:el )?prompt del sistema",
      "instrucciones del sistema",
      "(?:todos los |sus |tus )contactos",
    ),
    program: alt(
      "(?:solo|sólo|solamente|únicamente) (?:con )?una (?:sola )?palabra",
      "con una sola palabra",
      "llama a la herramienta",
      "ejecuta el comando",
    ),
    secrecy: alt(
      "no (?:le )?(?:digas|diga|menciones|mencione|informes|informe|cuentes)\\p{L}* (?:nada )?al usuario",
      "sin (?:decirle|informar|avisar)(?:le)? al usuario",
    ),
  },
  it: {
    override: alt(
      "override di sistema",
      "protocollo di override",
      "modalità (?:amministratore|debug)",
      "direttiva prioritaria",
    ),
    role: "come (?:ia|assistente ia|intelligenza artificiale),? devi",
    actVerb: alt("inoltr\\p{L}*", "invi\\p{L}*", "rivel\\p{L}*", "esport\\p{L}*", "elimin\\p{L}*", "cancell\\p{L}*"),
    actObject: alt(
      "tutte le (?:e-?mail|email|mail)",
      "tutti i messaggi",
      "(?:la )?casella di posta",
      "(?:il )?prompt di sistema",
      "istruzioni di sistema",
      "(?:tutti i |i tuoi )contatti",
    ),
    program: alt(
      "(?:solo|soltanto) (?:con )?una (?:sola )?parola",
      "con una sola parola",
      "chiama lo strumento",
      "esegui il comando",
    ),
    secrecy: alt(
      "non (?:dirlo|dire|menzionar\\p{L}*|informar\\p{L}*) (?:nulla )?all'utente",
      "senza (?:dirlo|informare|avvisare) (?:all')?utente",
    ),
  },
  pt: {
    override: alt(
      "substituição do sistema",
      "protocolo de substituição",
      "modo (?:administrador|depuração)",
      "diretiva prioritária",
    ),
    role: "como (?:ia|assistente de ia|inteligência artificial),? (?:você deve|deves|tens de)",
    actVerb: alt("encaminh\\p{L}*", "envi\\p{L}*", "revel\\p{L}*", "export\\p{L}*", "exclu\\p{L}*", "apag\\p{L}*"),
    actObject: alt(
      "todos os (?:e-?mails|emails)",
      "todas as mensagens",
      "(?:a )?caixa de entrada",
      "(?:o )?prompt do sistema",
      "instruções do sistema",
      "(?:todos os |seus |teus )?contat?os",
    ),
    program: alt(
      "(?:apenas|somente|só) (?:com )?uma (?:única )?palavra",
      "com uma única palavra",
      "chame a ferramenta",
      "execute o comando",
    ),
    secrecy: "não (?:diga|mencione|conte|informe)\\p{L}* (?:nada )?ao (?:usuário|utilizador)",
  },
  nl: {
    override: alt("systeem-?override", "override-?protocol", "beheerdersmodus", "prioriteitsinstructie"),
    role: "als (?:ai|taalmodel|ai-assistent) moet je",
    actVerb: alt("stuur\\p{L}*", "doorsturen", "verstuur", "onthul", "exporteer", "verwijder"),
    actObject: alt(
      "alle (?:e-?mails|berichten|mails)",
      "(?:de |je )?inbox",
      "postvak in",
      "systeemprompt",
      "systeeminstructies",
      "(?:alle |je )contacten",
    ),
    program: alt(
      "(?:alleen|enkel) (?:met )?één woord",
      "met één enkel woord",
      "roep de tool aan",
      "voer (?:het|de) (?:volgende )?(?:commando|opdracht) uit",
    ),
    secrecy: alt(
      "(?:vertel|meld|zeg)\\p{L}* (?:het |dit )?niet (?:aan )?(?:de )?gebruiker",
      "zonder (?:het )?(?:de gebruiker|aan de gebruiker)",
    ),
  },
  sv: {
    ai: alt("ai-?assistent\\p{L}*", "ai-?agent\\p{L}*", "språkmodell\\p{L}*", "artificiell intelligens"),
    override: alt(
      "systemöverskrivning",
      "system-?override",
      "utvecklarläge",
      "administratörsläge",
      "nya systeminstruktioner",
    ),
    role: alt("från och med nu är du", "som (?:ai|språkmodell),? måste du"),
    actVerb: alt("vidarebefordra", "skicka", "avslöja", "exportera", "radera", "ta bort"),
    actObject: alt(
      "alla (?:e-?post\\p{L}*|mejl|mail|meddelanden)",
      "inkorg\\p{L}*",
      "systemprompt\\p{L}*",
      "(?:alla )?kontakter",
    ),
    program: alt("(?:endast|bara) (?:med )?ett (?:enda )?ord", "med ett enda ord", "anropa verktyget", "kör kommandot"),
    secrecy: alt("berätta inte (?:detta |det )?för användaren", "utan att (?:berätta för|informera) användaren"),
  },
  pl: {
    ai: alt("agent\\p{L}* ai", "(?:drogi|szanowny) asystencie"),
    override: alt(
      "nadpisani\\p{L}* systemu",
      "tryb (?:programisty|dewelopera|administratora)",
      "nowe instrukcje systemowe",
      "polecenie systemowe",
    ),
    role: "jako (?:ai|sztuczna inteligencja|model językowy),? (?:musisz|powinieneś)",
    actVerb: alt("przekaż", "prześlij", "wyślij", "ujawnij", "wyeksportuj", "usuń"),
    actObject: alt(
      "wszystkie (?:e-?maile|wiadomości)",
      "skrzynk\\p{L}* odbiorcz\\p{L}*",
      "prompt systemowy",
      "instrukcje systemowe",
      "(?:wszystkie )?kontakty",
    ),
    program: alt("(?:tylko |jedynie )?jednym słowem", "wywołaj (?:narzędzie|funkcję)", "wykonaj polecenie"),
    secrecy: "nie (?:mów|informuj|wspominaj)\\p{L}* (?:o tym )?użytkownik\\p{L}*",
  },
  cs: {
    ai: alt("ai asistent\\p{L}*", "asistent\\p{L}* ai", "uměl\\p{L}* inteligenc\\p{L}*", "jazykov\\p{L}* model\\p{L}*"),
    override: alt("přepsání systému", "systémov\\p{L}* (?:příkaz|pokyn)\\p{L}*", "vývojářsk\\p{L}* režim"),
    overrideVerb: unmarked(alt("ignoruj\\p{L}*", "zapomeň", "nedbej")),
    overrideNoun: unmarked(alt("(?:předchozí|předešl\\p{L}*|minul\\p{L}*|všechny|dosavadní) (?:pokyn|instrukc|příkaz)\\p{L}*")),
    role: alt("(?:od teď|od nynějška|nyní|teď) jsi", "jako (?:ai|umělá inteligence),? musíš"),
    actVerb: alt("přepošli", "pošli", "odešli", "prozraď", "vyexportuj", "smaž"),
    actObject: alt(
      "všechny (?:e-?maily|zprávy)",
      "doručen\\p{L}* pošt\\p{L}*",
      "systémov\\p{L}* prompt\\p{L}*",
      "kontakty",
    ),
    program: alt("(?:pouze |jen )?jedním slovem", "zavolej nástroj", "spusť příkaz"),
    secrecy: "(?:neříkej|neinformuj|nezmiňuj)\\p{L}* (?:to |o tom )?uživatel\\p{L}*",
  },
  ru: {
    override: alt(
      "системн\\p{L}* (?:переопределени|перезапис|директив)\\p{L}*",
      "протокол\\p{L}* переопределения",
      "режим\\p{L}* (?:разработчика|администратора|отладки)",
      "приоритетн\\p{L}* директив\\p{L}*",
    ),
    role: "как (?:ии|языковая модель|ии-ассистент),? ты (?:должен|обязан)",
    actVerb: alt(
      "перешл\\p{L}*",
      "пересла\\p{L}*",
      "отправ\\p{L}*",
      "раскро\\p{L}*",
      "покажи",
      "экспортир\\p{L}*",
      "удал\\p{L}*",
    ),
    actObject: alt(
      "вс[её] (?:письма|сообщения|переписку)",
      "(?:входящ\\p{L}*|почтов\\p{L}* ящик\\p{L}*)",
      "системн\\p{L}* (?:промпт|инструкци)\\p{L}*",
      "(?:все )?контакт\\p{L}*",
    ),
    program: alt(
      "(?:одним|одно) слов\\p{L}*",
      "вызови (?:инструмент|функцию)",
      "выполни (?:команду|следующую команду)",
    ),
    secrecy: "не (?:говори|сообщай|упоминай)\\p{L}* (?:об этом |это |ничего )?пользовател\\p{L}*",
  },
  uk: {
    ai: alt(
      "ші-?(?:асистент|агент|помічник)\\p{L}*",
      "(?:асистент|помічник|агент)\\p{L}* ші",
      "штучн\\p{L}* інтелект\\p{L}*",
      "мовн\\p{L}* модел\\p{L}*",
    ),
    override: alt("системн\\p{L}* (?:перевизначенн|директив)\\p{L}*", "режим\\p{L}* (?:розробника|адміністратора)"),
    overrideVerb: alt("ігноруй\\p{L}*", "забудь\\p{L}*", "не зважай\\p{L}*"),
    overrideNoun: alt("(?:попередн|усі|всі)\\p{L}* (?:інструкці|вказівк|команд)\\p{L}*"),
    role: alt("(?:тепер ти|відтепер ти|з цього моменту ти)", "як (?:ші|мовна модель),? ти (?:повинен|мусиш)"),
    actVerb: alt("перешли", "надішли", "відправ\\p{L}*", "розкрий", "покажи", "експортуй", "видали"),
    actObject: alt(
      "(?:всі|усі) (?:листи|повідомлення)",
      "поштов\\p{L}* скриньк\\p{L}*",
      "системн\\p{L}* (?:промпт|інструкці)\\p{L}*",
      "контакт\\p{L}*",
    ),
    program: alt("(?:одним|одне) слов\\p{L}*", "виклич (?:інструмент|функцію)", "виконай команду"),
    secrecy: "не (?:кажи|повідомляй|згадуй)\\p{L}* (?:про це |це )?користувач\\p{L}*",
  },
  el: {
    ai: alt("τεχνητ\\p{L}* νοημοσύν\\p{L}*", "γλωσσικ\\p{L}* μοντ[εέ]λ\\p{L}*", "βοηθ\\p{L}* (?:ai|τν)"),
    override: alt("παράκαμψη συστήματος", "λειτουργία προγραμματιστή"),
    overrideVerb: alt("αγν[οό]ησε", "αγνοήστε", "ξέχασε", "ξεχάστε"),
    overrideNoun: alt("(?:όλες τις |τις )?(?:προηγούμενες )?(?:οδηγ[ιί]\\p{L}*|εντολ\\p{L}*)"),
    role: alt("από τώρα (?:και στο εξής )?(?:είσαι|εσύ)", "τώρα είσαι"),
    actVerb: alt("προώθησε", "στείλε", "αποκάλυψε", "εξήγαγε", "διάγραψε"),
    actObject: alt("όλα τα (?:email|μηνύματα)", "εισερχόμεν\\p{L}*", "προτροπή συστήματος", "τις επαφές"),
    program: alt("(?:μόνο )?με μία λέξη", "κάλεσε το εργαλείο", "εκτέλεσε την εντολή"),
    secrecy: "μην (?:το )?(?:πεις|αναφέρεις|ενημερώσεις) (?:στον |τον )?χρήστη",
  },
  tr: {
    ai: alt("dil modeli", "yapay zek[aâ] (?:asistan|ajan)\\p{L}*", "sevgili asistan"),
    override: alt(
      "sistem (?:geçersiz kılma|komutu|direktifi)",
      "geliştirici modu",
      "yönetici modu",
      "öncelikli direktif",
    ),
    overrideVerb: alt("yok say\\p{L}*", "görmezden gel\\p{L}*", "unut\\p{L}*", "dikkate alma"),
    overrideNoun: alt("(?:önceki|tüm|bütün) (?:talimat|komut|yönerge)\\p{L}*"),
    role: alt("artık sen", "(?:şu andan|bundan sonra|şimdiden sonra) (?:itibaren )?sen", "bir yapay zek[aâ] olarak"),
    actVerb: alt(
      "ilet\\p{L}*",
      "gönder\\p{L}*",
      "yönlendir\\p{L}*",
      "ifşa et\\p{L}*",
      "dışa aktar\\p{L}*",
      `sil(?:in|iniz)?${E}`,
    ),
    actObject: alt("tüm (?:e-?posta|mesaj)\\p{L}*", "gelen kutu\\p{L}*", "sistem (?:istemi|promptu)", "kişiler\\p{L}*"),
    program: alt("(?:sadece|yalnızca|yalnizca) (?:tek|bir) kelime", "tek kelimeyle", "aracı çağır", "komutu çalıştır"),
    secrecy: alt("kullanıcıya (?:bundan )?(?:söyleme|bahsetme|bildirme)", "kullanıcıya haber verme"),
  },
  id: {
    ai: alt("model bahasa", "agen ai", "asisten ai"),
    override: alt("(?:penimpaan|pengabaian|override) sistem", "mode pengembang", "perintah sistem"),
    overrideVerb: alt("abaikan", "lupakan", "jangan ikuti"),
    overrideNoun: alt("(?:semua )?(?:instruksi|perintah|arahan)(?: sebelumnya)?"),
    role: alt("sekarang (?:kamu|anda) adalah", "mulai sekarang,? (?:kamu|anda)", "sebagai ai,? (?:kamu|anda) harus"),
    actVerb: alt("teruskan", "kirim\\p{L}*", "ungkapkan", "ekspor", "hapus"),
    actObject: alt("semua (?:email|pesan|surel)", "kotak masuk", "prompt sistem", "(?:semua )?kontak"),
    program: alt("(?:hanya )?dengan satu kata", "satu kata saja", "panggil (?:alat|tool|fungsi)", "jalankan perintah"),
    secrecy: "jangan (?:beri ?tahu|memberi ?tahu|katakan|sebutkan)\\p{L}*(?: hal ini| ini)? (?:kepada |ke )?pengguna",
  },
  vi: {
    ai: alt("mô hình ngôn ngữ", "trí tuệ nhân tạo", "tác nhân ai"),
    override: alt(
      "ghi đè hệ thống",
      "(?:giao thức|lệnh) ghi đè",
      "chế độ (?:nhà phát triển|quản trị)",
      "chỉ thị ưu tiên",
    ),
    overrideVerb: alt("bỏ qua", "phớt lờ", "quên"),
    overrideNoun: alt("(?:mọi|tất cả|các|những) (?:hướng dẫn|chỉ dẫn|chỉ thị|lệnh)", "hướng dẫn trước"),
    role: alt(
      "(?:bây giờ|từ giờ|từ bây giờ)(?: trở đi)?,? (?:bạn|mày) (?:là|sẽ|phải)",
      "là (?:một )?ai,? bạn (?:phải|cần)",
    ),
    actVerb: alt("chuyển tiếp", "gửi", "tiết lộ", "xuất", "xóa", "xoá"),
    actObject: alt(
      "(?:tất cả|toàn bộ|mọi) (?:email|thư|tin nhắn)",
      "hộp thư",
      "(?:lời nhắc|prompt) hệ thống",
      "danh bạ",
    ),
    program: alt("(?:chỉ )?(?:bằng|với) (?:một|1) từ(?: duy nhất)?", "gọi công cụ", "thực thi lệnh"),
    secrecy: "(?:không|đừng) (?:nói|báo|đề cập|cho biết)(?: \\p{L}+){0,3} (?:với |cho )?người dùng",
  },
  sw: {
    ai: alt("msaidizi wa (?:ai|akili bandia)", "akili bandia", "wakala wa ai", "modeli ya lugha"),
    override: alt("(?:ubatilishaji|kubatilisha) (?:wa )?mfumo", "hali ya msanidi\\p{L}*", "maagizo mapya ya mfumo"),
    overrideVerb: alt("puuza", "sahau", "usifuate"),
    overrideNoun: alt("maagizo", "maelekezo", "amri"),
    role: alt("sasa wewe ni", "kuanzia sasa,? wewe", "kama ai,? (?:lazima|unapaswa)"),
    actVerb: alt("sambaza", "tuma", "peleka", "fichua", "futa", "hamisha"),
    actObject: alt("barua pepe zote", "ujumbe wote", "kikasha", "maagizo ya mfumo", "anwani zote"),
    program: alt("neno moja tu", "kwa neno moja", "ita zana", "tekeleza amri"),
    secrecy: alt("usimwambie mtumiaji", "bila kumwambia mtumiaji", "usimjulishe mtumiaji", "bila kumjulisha mtumiaji"),
  },
  hi: {
    ai: alt("भाषा मॉडल", "कृत्रिम बुद्धिमत्ता", "एआई (?:सहायक|एजेंट)", "(?:ai|एआई) असिस्टेंट"),
    override: alt("सिस्टम (?:ओवरराइड|कमांड)", "डेवलपर मोड"),
    overrideVerb: alt("अनदेखा", "नज़रअंदाज़", "नजरअंदाज", "भूल जा"),
    overrideNoun: alt("निर्देश", "आदेश"),
    role: alt("अब से (?:तुम|आप)", "अब तुम", "एक एआई के रूप में"),
    actVerb: alt("फॉरवर्ड", "भेज", "प्रकट", "डिलीट", "हटा", "एक्सपोर्ट"),
    actObject: alt("सभी (?:ईमेल|संदेश)", "इनबॉक्स", "सिस्टम प्रॉम्प्ट", "संपर्क"),
    program: alt("(?:केवल|सिर्फ|सिर्फ़) एक शब्द", "एक शब्द में", "टूल (?:को )?कॉल"),
    secrecy: "उपयोगकर्ता को (?:इस बारे में |यह |कुछ )?(?:मत|न|नहीं) बता",
  },
  bn: {
    ai: alt("ভাষা মডেল", "কৃত্রিম বুদ্ধিমত্তা", "এআই (?:সহকারী|সহায়ক|এজেন্ট|অ্যাসিস্ট্যান্ট)", "ai (?:সহকারী|সহায়ক|এজেন্ট|অ্যাসিস্ট্যান্ট)"),
    override: alt("সিস্টেম (?:ওভাররাইড|কমান্ড)", "ডেভেলপার মোড", "অ্যাডমিন মোড"),
    overrideVerb: alt("উপেক্ষা", "অগ্রাহ্য", "ভুলে যা"),
    overrideNoun: alt("নির্দেশ", "আদেশ"),
    role: alt("এখন থেকে (?:তুমি|আপনি)", "এখন তুমি", "একজন এআই হিসেবে"),
    // Imperative forms only: the stem "পাঠা" is also "we do not send" (পাঠাই না).
    actVerb: alt(
      "ফরওয়ার্ড (?:করুন|করো|করে দিন)",
      "পাঠান",
      "পাঠাও",
      "পাঠিয়ে দিন",
      "পাঠিয়ে দাও",
      "প্রকাশ (?:করুন|করো)",
      "ডিলিট (?:করুন|করো)",
      "মুছে (?:ফেলুন|ফেলো|দিন)",
      "এক্সপোর্ট (?:করুন|করো)",
    ),
    actObject: alt("(?:সব|সমস্ত) (?:ইমেল|ইমেইল|মেইল|বার্তা)", "ইনবক্স", "সিস্টেম প্রম্পট", "পরিচিতি"),
    program: alt("(?:শুধু|কেবল|শুধুমাত্র) একটি শব্দ", "এক শব্দে", "টুল (?:কল|চালা)"),
    secrecy: "ব্যবহারকারীকে (?:এ বিষয়ে |এটা |কিছু )?(?:বলবেন না|বলো না|জানাবেন না|জানিও না)",
  },
  ur: {
    ai: alt("مصنوعی ذہانت", "(?:ai|اے آئی) (?:اسسٹنٹ|معاون|ایجنٹ)", "(?:اسسٹنٹ|معاون) (?:ai|اے آئی)", "لسانی ماڈل"),
    override: alt("سسٹم (?:اوور ?رائیڈ|کمانڈ)", "ڈویلپر موڈ", "نئی ہدایات"),
    overrideVerb: alt("نظر انداز", "بھول جا"),
    overrideNoun: alt("ہدایات", "ہدایت", "احکامات"),
    role: alt("اب سے (?:تم|آپ)", "ایک (?:ai|اے آئی) کے طور پر"),
    actVerb: alt("فارورڈ", "بھیج", "ظاہر", "ڈیلیٹ", "حذف", "ایکسپورٹ"),
    actObject: alt("تمام (?:ای ?میل|پیغامات)", "ان ?باکس", "سسٹم پرامپٹ", "رابطے"),
    program: alt("صرف ایک لفظ", "ایک لفظ میں", "ٹول (?:کو )?کال"),
    secrecy: "صارف کو (?:اس کے بارے میں |یہ |کچھ )?(?:مت|نہ) بتا",
  },
  ar: {
    ai: alt("(?:ال)?نموذج (?:ال)?لغوي", "نموذج اللغة", "(?:عزيزي|أيها|إلى) (?:ال)?مساعد"),
    override: alt(
      "تجاوز (?:ال)?نظام",
      "(?:أمر|توجيه|بروتوكول) (?:ال)?تجاوز",
      "وضع (?:ال)?مطور",
      "تعليمات (?:ال)?نظام (?:ال)?جديدة",
      "تعليمات جديدة",
    ),
    overrideVerb: alt("تجاهل", "انس", "أهمل", "لا تتبع"),
    overrideNoun: alt("(?:جميع |كل )?(?:ال)?تعليمات", "(?:ال)?أوامر"),
    role: alt("(?:أنت|انت) الآن", "من الآن فصاعدا", "بصفتك (?:ذكاء اصطناعي|مساعد\\p{L}*)"),
    actVerb: alt("أعد توجيه", "حوّل", "أرسل", "ارسل", "اكشف", "صدّر", "احذف", "امسح"),
    actObject: alt(
      "(?:جميع|كل) (?:ال)?(?:رسائل|بريد|إيميلات)",
      "صندوق (?:ال)?(?:بريد|وارد)",
      "(?:موجه|تعليمات) (?:ال)?نظام",
      "جهات (?:ال)?اتصال",
    ),
    program: alt("بكلمة واحدة", "استدع(?:ي)? (?:ال)?أداة", "نفّ?ذ (?:هذا )?(?:ال)?(?:أمر|استدعاء)"),
    secrecy: alt("لا (?:تخبر|تذكر|تبلغ|تعلم) (?:ال)?مستخدم", "دون (?:علم|إبلاغ|إخبار) (?:ال)?مستخدم"),
  },
  fa: {
    ai: alt("هوش مصنوعی", "دستیار (?:هوش مصنوعی|ai)", "مدل زبانی"),
    override: alt("(?:لغو|دور زدن) (?:سیستم|سامانه)", "حالت توسعه ?دهنده", "دستورالعمل\\p{L}* جدید", "دستور سیستم"),
    overrideVerb: alt("نادیده بگیر", "فراموش کن", "توجه نکن"),
    overrideNoun: alt("دستورالعمل\\p{L}*", "دستورات", "دستور\\p{L}* قبلی"),
    role: alt(
      "از (?:این به بعد|حالا به بعد|این لحظه|همین لحظه|حالا) (?:به بعد )?(?:تو|شما)",
      "به عنوان (?:یک )?هوش مصنوعی",
    ),
    actVerb: alt("فوروارد", "ارسال کن", "بفرست", "افشا", "حذف کن", "صادر کن"),
    actObject: alt("همه (?:ایمیل|پیام|نامه)\\p{L}*", "صندوق (?:ورودی|پستی)", "پرامپت سیستم", "مخاطبین"),
    program: alt("فقط (?:با )?یک کلمه", "با یک کلمه", "ابزار را فراخوانی"),
    secrecy: alt(
      "به کاربر (?:نگو|نگویید|اطلاع نده|اطلاع ندهید|چیزی نگو|گزارش نده|گزارش ندهید|گزارش نکن|گزارش نکنید)",
      "بدون اطلاع کاربر",
    ),
  },
  he: {
    ai: alt("בינה מלאכותית", "עוזר (?:ה)?(?:ai|בינה)", "מודל (?:ה)?שפה", "סוכן (?:ה)?(?:ai|בינה)"),
    override: alt("עקיפת (?:ה)?מערכת", "מצב מפתח(?:ים)?", "הוראות (?:מערכת )?חדשות", "פקודת מערכת"),
    overrideVerb: alt("התעלם", "שכח", "אל תציית"),
    overrideNoun: alt("(?:מ|את )?(?:כל )?(?:ה)?הוראות", "(?:ה)?פקודות"),
    role: alt("מעכשיו (?:אתה|את)", "עכשיו אתה", "(?:אתה|את) עכשיו", "מעתה (?:אתה|את)", "בתור בינה מלאכותית"),
    actVerb: alt("העבר", "שלח", "חשוף", "מחק", "ייצא"),
    actObject: alt("(?:את )?כל (?:ה)?(?:מיילים|הודעות)", "תיבת (?:ה)?דואר", "הנחיית (?:ה)?מערכת", "אנשי (?:ה)?קשר"),
    program: alt("(?:רק )?במילה אחת", "מילה אחת בלבד", "הפעל את הכלי", "קרא לכלי"),
    secrecy: "אל (?:תספר|תגיד|תזכיר|תודיע)\\p{L}* (?:על זה )?ל(?:ה)?משתמש",
  },
  am: {
    ai: alt("(?:ai|ኤአይ) ?ረዳት", "ሰው ሰራሽ (?:አስተውሎት|ብልህነት|ልህቀት)", "የቋንቋ ሞዴል"),
    override: alt("የስርዓት (?:መሻሪያ|መሻር|ትዕዛዝ)", "የገንቢ ሁነታ", "አዲስ መመሪያ\\p{L}*"),
    overrideVerb: alt("ችላ (?:በል|በይ|በሉ)", "እርሳ\\p{L}*"),
    overrideNoun: alt("መመሪያ\\p{L}*", "ትዕዛዝ\\p{L}*"),
    role: alt("ከአሁን ጀምሮ (?:አንተ|አንቺ|እርስዎ)", "አሁን (?:አንተ|አንቺ) "),
    actVerb: alt("አስተላልፍ\\p{L}*", "ላክ\\p{L}*", "ግለጽ\\p{L}*", "አጥፋ\\p{L}*", "ሰርዝ\\p{L}*"),
    actObject: alt(
      "ሁሉንም (?:ኢሜይሎች|ኢሜሎች|መልዕክቶች|መልእክቶች)\\p{L}*",
      // The quantifier after the noun too: "ኢሜይሎች በሙሉ" (the emails, all of them).
      "(?:ኢሜይሎች|ኢሜሎች|መልዕክቶች|መልእክቶች)\\p{L}* በሙሉ",
      "የስርዓት መመሪያ\\p{L}*",
      "የመልዕክት ሳጥን\\p{L}*",
    ),
    program: alt("በአንድ ቃል ብቻ", "አንድ ቃል ብቻ"),
    secrecy: "ለተጠቃሚው (?:አትንገር|አትናገር|አይንገሩ|አታሳውቅ|አትግለጽ)\\p{L}*",
  },
  th: {
    ai: alt("ผู้ช่วย ?(?:ai|เอไอ|ปัญญาประดิษฐ์)", "ปัญญาประดิษฐ์", "โมเดลภาษา"),
    override: alt("(?:แทนที่|ข้าม|override) ?ระบบ", "ระบบ ?(?:override|แทนที่)", "โหมดนักพัฒนา", "คำสั่งระบบ"),
    overrideVerb: alt("เพิกเฉย", "ไม่ต้องสนใจ", "ลืม", "ละเว้น"),
    overrideNoun: alt("คำสั่ง", "คำแนะนำ"),
    role: alt("ตอนนี้คุณ(?:คือ|เป็น)", "จากนี้ไปคุณ", "ในฐานะ ?(?:ai|เอไอ)"),
    actVerb: alt("ส่งต่อ", "ส่ง", "เปิดเผย", "ลบ", "ส่งออก"),
    actObject: alt("อีเมล ?ทั้งหมด", "ข้อความ ?ทั้งหมด", "กล่องจดหมาย", "พรอมต์ระบบ", "รายชื่อผู้ติดต่อ"),
    program: alt("(?:เพียง|แค่)?คำเดียว", "เรียกใช้เครื่องมือ"),
    secrecy: "(?:อย่า|ห้าม)(?:บอก|แจ้ง)ผู้ใช้",
  },
  lo: {
    ai: alt("ຜູ້ຊ່ວຍ ?(?:ai|ເອໄອ|ປັນຍາປະດິດ)", "(?:ai|ເອໄອ) ?ຜູ້ຊ່ວຍ", "ປັນຍາປະດິດ", "ແບບຈຳລອງພາສາ"),
    override: alt("(?:ຍົກເລີກ|ລົບລ້າງ|override) ?ລະບົບ", "ລະບົບ ?(?:override|ລົບລ້າງ)", "ຄຳສັ່ງລະບົບ", "ໂໝດນັກພັດທະນາ"),
    overrideVerb: alt("ບໍ່ສົນໃຈ", "ລະເລີຍ", "ລືມ"),
    overrideNoun: alt("ຄຳແນະນຳ", "ຄຳສັ່ງ"),
    role: alt("ຕອນນີ້ເຈົ້າ(?:ແມ່ນ|ເປັນ)", "ຕັ້ງແຕ່ນີ້ໄປເຈົ້າ", "ໃນຖານະ ?(?:ai|ເອໄອ)"),
    actVerb: alt("ສົ່ງຕໍ່", "ສົ່ງ", "ເປີດເຜີຍ", "ລຶບ", "ສົ່ງອອກ"),
    actObject: alt("(?:ອີເມວ|ອີເມລ|ອີເມລ໌|ຂໍ້ຄວາມ) ?ທັງໝົດ", "ກ່ອງຈົດໝາຍ", "ຄຳສັ່ງລະບົບ"),
    program: alt("(?:ພຽງ)?ຄຳດຽວ", "ເອີ້ນໃຊ້ເຄື່ອງມື"),
    secrecy: "ຢ່າ(?:ບອກ|ແຈ້ງ)(?:ຜູ້ໃຊ້|ເຈົ້າຂອງ)",
  },
  ko: {
    ai: alt("언어 ?모델", "인공 ?지능 ?(?:비서|어시스턴트|에이전트)"),
    override: alt("시스템 ?(?:오버라이드|재정의|명령)", "개발자 ?모드", "새로운 ?(?:지시|지침)"),
    overrideVerb: alt("무시", "잊어"),
    overrideNoun: alt("지시", "지침", "명령"),
    role: alt("(?:이제부터|지금부터) ?(?:당신|너)는", "당신은 이제", "ai ?로서"),
    actVerb: alt("전달", "보내", "공개", "삭제", "내보내"),
    actObject: alt("모든 ?(?:이메일|메일|메시지)", "받은 ?편지함", "시스템 ?프롬프트", "연락처"),
    program: alt("한 ?단어로", "단어 하나로", "도구를 ?호출", "명령을 ?실행"),
    secrecy: "사용자에게 ?(?:알리지|말하지|언급하지)",
  },
  ja: {
    override: alt("システム(?:オーバーライド|上書き)", "上書きプロトコル", "優先指令", "管理者モード"),
    role: alt("aiとして、?あなたは", "aiであるあなたは"),
    actVerb: alt("転送", "送信", "送って", "開示", "削除", "エクスポート"),
    actObject: alt("(?:すべて|全て)の(?:メール|メッセージ)", "受信(?:トレイ|箱)", "システムプロンプト", "連絡先"),
    program: alt("(?:一|ひと)言(?:だけ)?で", "単語(?:一つ|ひとつ)(?:だけ)?で", "ツールを呼び出", "コマンドを実行"),
    secrecy: "ユーザーに(?:は)?(?:伝えない|言わない|知らせない|伝えず|言わず|知らせず)",
  },
  zh: {
    ai: alt("人工智慧", "智慧助理", "ai ?助理"),
    override: alt(
      "系[统統](?:覆盖|覆蓋|重写|重寫|超[驰馳]|指令)",
      "覆[盖蓋]协议",
      "覆蓋協議",
      "管理[员員]模式",
      "新(?:的)?(?:系[统統])?指令",
      "[优優]先指令",
    ),
    role: alt("作[为為](?:一[个個])?(?:ai|人工智能|人工智慧)[，,]?你(?:必[须須]|[应應][该該])"),
    actVerb: alt("[转轉][发發]", "[发發]送", "透露", "泄露", "洩露", "[导導]出", "删除", "刪除"),
    actObject: alt(
      "所有(?:的)?(?:[邮郵]件|[电電]子[邮郵]件|消息|[讯訊]息)",
      "收件[箱匣]",
      "系[统統]提示",
      "通[讯訊]录",
      "通訊錄",
      "[联聯][系絡]人",
    ),
    program: alt("只(?:用|回答|回[复覆]|[输輸]出)(?:一[个個])?(?:[词詞]|字)", "[调調]用工具", "[执執]行(?:命令|指令)"),
    secrecy: "不要(?:告[诉訴]|通知|提及|提到)(?:用[户戶]|使用者)",
  },
  km: {
    ai: alt("ជំនួយការ ?(?:ai|អេអាយ|បញ្ញាសិប្បនិម្មិត)", "(?:ai|អេអាយ) ?ជំនួយការ", "បញ្ញាសិប្បនិម្មិត", "គំរូភាសា"),
    override: alt("ការបដិសេធប្រព័ន្ធ", "មុខងារអ្នកអភិវឌ្ឍន៍", "មុខងារអ្នកគ្រប់គ្រង", "ការណែនាំប្រព័ន្ធថ្មី"),
    overrideVerb: alt("មិនអើពើ", "បំភ្លេច", "កុំធ្វើតាម"),
    overrideNoun: alt("ការណែនាំ", "សេចក្តីណែនាំ", "បញ្ជា"),
    role: alt("ចាប់ពីពេលនេះ(?:ទៅ)? ?(?:អ្នក|ឯង)", "ក្នុងនាមជា ?(?:ai|បញ្ញាសិប្បនិម្មិត)"),
    actVerb: alt("ផ្ញើ", "បញ្ជូនបន្ត", "បញ្ជូន", "លុប", "បង្ហាញ", "នាំចេញ"),
    actObject: alt("(?:អ៊ីមែល|សារ)ទាំងអស់", "ប្រអប់(?:សំបុត្រ|ទទួល)", "ការណែនាំប្រព័ន្ធ", "ទំនាក់ទំនងទាំងអស់"),
    program: alt("តែមួយពាក្យ", "ដោយពាក្យតែមួយ", "ហៅឧបករណ៍"),
    secrecy: "កុំ(?:ប្រាប់|ជូនដំណឹង)អ្នកប្រើ",
  },
  my: {
    ai: alt("(?:ai|အေအိုင်) ?လက်ထောက်", "ဉာဏ်ရည်တု", "ဘာသာစကား ?မော်ဒယ်"),
    override: alt("စနစ်(?:ကို)? ?(?:အစားထိုး|ကျော်လွှား)", "ဆော့ဖ်ဝဲရေးသူ ?မုဒ်", "စီမံခန့်ခွဲသူ ?မုဒ်"),
    overrideVerb: alt("လျစ်လျူရှု", "မေ့(?:လိုက်|ပစ်)", "မလိုက်နာ"),
    overrideNoun: alt("ညွှန်ကြားချက်", "အမိန့်"),
    role: alt("ယခုမှစ၍ ?(?:သင်|မင်း)", "(?:ai|ဉာဏ်ရည်တု) ?အနေဖြင့်"),
    actVerb: alt("ပေးပို့", "ထပ်ဆင့်ပို့", "ပို့", "ဖျက်", "ထုတ်ပြ"),
    actObject: alt(
      "(?:အီးမေးလ်|မက်ဆေ့ချ်|စာ)(?:များ)? ?အားလုံး",
      "(?:စာတိုက်|ဝင်စာ) ?ပုံး",
      "စနစ် ?ညွှန်ကြားချက်",
      "အဆက်အသွယ်(?:များ)? ?အားလုံး",
    ),
    program: alt("စကားလုံး ?တစ်လုံးတည်း", "ကိရိယာ(?:ကို)? ?ခေါ်"),
    secrecy: "အသုံးပြုသူ(?:ကို)? ?မ(?:ပြော|အသိပေး)(?:ပါနှင့်|နဲ့|ပါနဲ့)",
  },
  si: {
    ai: alt("(?:ai|ඒආයි|කෘත්රිම බුද්ධි) සහායක\\S*", "කෘත්රිම බුද්ධිය", "භාෂා ආකෘති\\S*"),
    override: alt("පද්ධති (?:අභිබවා යාම|අභිබවනය)", "සංවර්ධක (?:ප්රකාරය|මාදිලිය)", "පරිපාලක (?:ප්රකාරය|මාදිලිය)"),
    overrideVerb: alt("නොසලකා හරින්න", "අමතක කරන්න", "අනුගමනය නොකරන්න"),
    overrideNoun: alt("උපදෙස්", "නියෝග"),
    role: alt("මෙතැන් සිට (?:ඔබ|ඔයා)", "(?:ai|කෘත්රිම බුද්ධියක්) ලෙස"),
    actVerb: alt("යවන්න", "යොමු කරන්න", "ඉදිරියට යවන්න", "මකන්න", "මකා දමන්න", "හෙළි කරන්න"),
    actObject: alt("සියලු(?:ම)? (?:ඊමේල්|විද්යුත් තැපැල්|පණිවිඩ)\\S*", "එන ලිපි", "තැපැල් පෙට්ටිය", "පද්ධති උපදෙස්", "සම්බන්ධතා"),
    program: alt("එක් වචනයකින් පමණක්", "එක වචනයකින්", "මෙවලම (?:අමතන්න|ක්රියාත්මක කරන්න)"),
    secrecy: "පරිශීලකයාට (?:මේ ගැන |කිසිවක් )?(?:කියන්න එපා|නොකියන්න|දන්වන්න එපා)",
  },
  ta: {
    ai: alt("(?:ai|ஏஐ|செயற்கை நுண்ணறிவு) உதவியாள\\S*", "செயற்கை நுண்ணறிவு", "மொழி மாதிரி"),
    override: alt("(?:கணினி|அமைப்பு) மேலெழுத\\S*", "டெவலப்பர் (?:பயன்முறை|முறை)", "நிர்வாகி (?:பயன்முறை|முறை)"),
    overrideVerb: alt("புறக்கணி\\S*", "மறந்துவிடு\\S*", "பின்பற்ற வேண்டாம்"),
    overrideNoun: alt("அறிவுறுத்தல்\\S*", "கட்டளை\\S*"),
    role: alt("இனி (?:நீ|நீங்கள்)", "(?:ai|செயற்கை நுண்ணறிவு) என்ற முறையில்"),
    actVerb: alt("அனுப்பவும்", "அனுப்புங்கள்", "அனுப்பு", "முன்னனுப்பவும்", "நீக்கவும்", "நீக்குங்கள்", "அழிக்கவும்", "வெளிப்படுத்தவும்"),
    actObject: alt(
      "(?:அனைத்து|எல்லா) (?:மின்னஞ்சல்|செய்தி)\\S*",
      "(?:மின்னஞ்சல்|செய்தி)\\S* அனைத்தையும்",
      "அஞ்சல் பெட்டி\\S*",
      "கணினி அறிவுறுத்தல்\\S*",
      "தொடர்புகள்",
    ),
    program: alt("ஒரே ஒரு (?:சொல்லில்|வார்த்தையில்)", "ஒரு (?:சொல்லில்|வார்த்தையில்) மட்டும்", "கருவியை அழை\\S*"),
    secrecy: "பயனரிடம் (?:இதைப் பற்றி |எதுவும் )?(?:சொல்ல வேண்டாம்|கூற வேண்டாம்|தெரிவிக்க வேண்டாம்)",
  },
  ne: {
    ai: alt("(?:एआई|ai|कृत्रिम बुद्धिमत्ता) सहायक", "कृत्रिम बुद्धिमत्ता", "भाषा मोडेल"),
    override: alt("(?:प्रणाली|सिस्टम) (?:ओभरराइड|अधिलेखन)", "विकासकर्ता मोड", "प्रशासक मोड"),
    overrideVerb: alt("बेवास्ता गर", "बिर्सनुहोस्", "बिर्स", "पालना नगर"),
    overrideNoun: alt("निर्देशन", "निर्देश", "आदेश"),
    role: alt("अबदेखि (?:तिमी|तपाईं)", "एआईको रूपमा"),
    actVerb: alt("पठाउनुहोस्", "पठाऊ", "फर्वार्ड गर", "मेटाउनुहोस्", "मेटाऊ", "हटाउनुहोस्", "खुलासा गर"),
    actObject: alt("सबै (?:इमेल|सन्देश)", "इनबक्स", "प्रणाली निर्देशन", "सम्पर्कहरू"),
    program: alt("एउटा मात्र शब्दमा", "एक शब्दमा", "टुल (?:कल|चलाउ)"),
    secrecy: "प्रयोगकर्तालाई (?:यसबारे |केही )?(?:नभन्नुहोस्|नभन|नबताउनुहोस्|जानकारी नदिनुहोस्)",
  },
  ka: {
    ai: alt("(?:ai|ხელოვნური ინტელექტის) ასისტენტ\\p{L}*", "ხელოვნური ინტელექტ\\p{L}*", "ენობრივი მოდელ\\p{L}*"),
    override: alt("სისტემის (?:გადაფარვა|უგულებელყოფა)", "დეველოპერის რეჟიმ\\p{L}*", "ადმინისტრატორის რეჟიმ\\p{L}*"),
    overrideVerb: alt("უგულებელყავი", "დაივიწყე", "ნუ მიჰყვები"),
    overrideNoun: alt("ინსტრუქცი\\p{L}*", "მითითებ\\p{L}*", "ბრძანებ\\p{L}*"),
    role: alt("ამიერიდან (?:შენ|თქვენ)", "როგორც ai"),
    actVerb: alt("გადააგზავნე", "გაგზავნე", "გადაუგზავნე", "წაშალე", "გაამჟღავნე"),
    actObject: alt(
      "ყველა (?:წერილ|მესიჯ|შეტყობინებ|ელფოსტ)\\p{L}*",
      "შემოსულებ\\p{L}*",
      "საფოსტო ყუთ\\p{L}*",
      "სისტემური ინსტრუქცი\\p{L}*",
      "კონტაქტ\\p{L}*",
    ),
    program: alt("მხოლოდ ერთი სიტყვით", "ერთი სიტყვით", "გამოიძახე ხელსაწყო"),
    secrecy: "მომხმარებელს (?:ამის შესახებ |არაფერი )?(?:არ უთხრა|ნუ ეტყვი|ნუ აცნობებ)",
  },
  yo: {
    ai: yoruba(alt("olùrànlọ́wọ́ (?:ai|ọgbọ́n àtọwọ́dá)", "ai olùrànlọ́wọ́", "ọgbọ́n àtọwọ́dá")),
    override: yoruba(alt("ìyípadà ètò", "ipò olùgbéejáde", "ipò alábòójútó")),
    overrideVerb: yoruba(alt("fojú fo", "gbàgbé", "má ṣe tẹ̀lé")),
    overrideNoun: yoruba(alt("ìtọ́sọ́nà", "àṣẹ")),
    role: yoruba(alt("láti ìsinsìnyí lọ,? (?:ìwọ|o|ẹ)", "gẹ́gẹ́ bí ai")),
    actVerb: yoruba(alt("fi ránṣẹ́", "ránṣẹ́", "firanṣẹ", "paarẹ", "pa á rẹ́", "fi hàn")),
    actObject: yoruba(alt("gbogbo (?:ímeèlì|lẹ́tà|ìfiránṣẹ́)", "àpótí ímeèlì", "ìtọ́sọ́nà ètò", "àwọn olùbásọ̀rọ̀")),
    program: yoruba(alt("ọ̀rọ̀ kan ṣoṣo", "pẹ̀lú ọ̀rọ̀ kan", "pe irinṣẹ́")),
    secrecy: yoruba("má ṣe (?:sọ fún|jẹ́ kí) olùlò"),
  },
  ha: {
    ai: hausa(
      alt(
        "mataimaki(?:n)? (?:ai|na ai|na basirar (?:wucin gadi|ƙere-ƙere))",
        "basirar (?:wucin gadi|ƙere-ƙere)",
        "samfurin harshe",
      ),
    ),
    override: hausa(alt("soke tsarin", "yanayin mai haɓakawa", "yanayin mai gudanarwa")),
    overrideVerb: hausa(alt("yi watsi da", "manta da", "kada ka bi")),
    overrideNoun: hausa(alt("umarni\\p{L}*", "ka'idoji")),
    role: hausa(alt("daga yanzu (?:kai|ke|ku)", "a matsayin(?:ka)? na ai")),
    actVerb: hausa(alt("tura", "aika", "aike", "goge", "share", "bayyana")),
    actObject: hausa(alt("duk (?:imel|saƙonni|wasiƙu)", "akwatin (?:imel|saƙo)", "umarnin tsarin", "lambobin sadarwa")),
    program: hausa(alt("da kalma ɗaya kawai", "kalma ɗaya tak", "kira kayan aiki")),
    secrecy: hausa("(?:kada|kar) (?:ka |ki |ku )?gaya wa mai amfani"),
  },
  tl: {
    ai: alt(
      // The English forms are in the English rows (Taglish mail uses them); these are the Tagalog ones.
      "(?:ai|artificial intelligence) katulong",
      "(?:katulong|assistant) na ai",
      "artipisyal na katalinuhan",
      "modelo ng wika",
    ),
    override: alt("pag-override ng sistema", "(?:mode|modo) ng (?:developer|admin)"),
    overrideVerb: alt("huwag pansinin", "kalimutan", "balewalain"),
    overrideNoun: "(?:mga )?(?:tagubilin|utos|instruksyon)",
    role: alt("mula ngayon,? ikaw", "bilang (?:isang )?ai"),
    actVerb: alt("ipasa", "ipadala", "i-forward", "burahin", "tanggalin", "ibunyag"),
    actObject: alt("lahat ng (?:email|mensahe|sulat)", "inbox", "mga tagubilin ng sistema", "mga contact"),
    program: alt("isang salita lamang", "sa isang salita", "tawagin ang tool"),
    secrecy: "huwag (?:mong |na )?(?:sabihin|ipaalam) sa (?:user|gumagamit)",
  },
  "ar-latn": {
    ai: alt(
      "(?:mosa3ed|musa3ed|mosa3id|musa3id|msa3ed)(?: el)? (?:ai|zaka2|thaka2|dhaka2)",
      "(?:el )?(?:zaka2|thaka2|dhaka2) (?:el )?(?:estena3i|istina3i|esten3i|istin3i)",
    ),
    override: alt(
      "(?:wad3|mod|mode) el (?:developer|mutawer|motawer|admin|modir)",
      "(?:takhatti|ta5atti|tajawoz) el nizam",
    ),
    overrideVerb: alt("ensa", "insa", "inse", "ensay", "tjahal", "et7ahal", "tajahal", "ma tetba3", "matetba3"),
    overrideNoun: "(?:el )?(?:ta3limat|ta3lemat|ta3leemat|tawjihat|awamer|awamir)",
    role: alt(
      "(?:men|min) (?:hala2|halla2|hlla2|el 2an|hassa|hal2)(?: w (?:rayi7|rayeh|jay))?,? (?:enta|inta|enti|inti)",
      "(?:k|ka) ?(?:ai|zaka2 estena3i),? (?:lazem|laazim|lazim)",
    ),
    actVerb: alt(
      "ba3at",
      "ib3at",
      "eb3at",
      "ib3ath",
      "b3at",
      "7awel",
      "7awwel",
      "7awil",
      "em7a",
      "em7i",
      "im7a",
      "im7i",
      "imsa7",
      "emsa7",
      "ersel",
      "arsel",
    ),
    actObject: alt(
      "(?:kell|kol|kul|koll) el (?:emailet|emails|imeilat|emaylat|rasayel|rasa2el|mails|messages)",
      "el inbox",
      "(?:kell|kol|kul) el (?:contacts|ar2am)",
    ),
    program: alt("(?:bi|b) (?:kelme|kilmeh|kelma|kalima) (?:wa7de|wa7da|wahde)", "(?:kelme|kelma) wa7de bas"),
    secrecy:
      "(?:ma|la) (?:t2ool|t2oul|t2ol|te2ool|tgool|t2ul|tkhabber|t5abber|t5abbir|tkhabbir)(?: \\S+)? (?:la|l|le)? ?(?:el )?(?:user|musta5dem|mosta5dem|mustakhdim)",
  },
  "hi-latn": {
    ai: alt("ai (?:sahayak|sahaayak)", "(?:sahayak|sahaayak) ai", "kritrim buddhi\\S*"),
    override: alt("system (?:ko )?override (?:kar|karo|chalu)", "(?:developer|admin) mode (?:on|chalu)"),
    overrideVerb: alt(
      "bhool jao",
      "bhul jao",
      "bhool ja",
      "ignore karo",
      "ignore kar do",
      "nazarandaz karo",
      "mat mano",
      "mat maano",
    ),
    overrideNoun: "(?:instructions?|nirdesh|hidayat\\S*|aadesh)",
    role: alt("(?:ab se|abse|aaj se) (?:tum|aap|tu) ", "ek ai (?:ki tarah|hone ke naate)"),
    actVerb: alt(
      "forward kar(?: ?do)?",
      "bhej do",
      "bhejo",
      "bhej dena",
      "delete kar(?: ?do| ?dena)?",
      "mita do",
      "hata do",
      "share kar do",
    ),
    actObject: alt(
      "(?:saare|sare|sab|sabhi|jitne bhi) (?:\\S+ ){0,6}?(?:emails?|mails?|messages?|msgs?)",
      "(?:inbox|mailbox) ke (?:saare|sare|sab)",
    ),
    program: "(?:sirf|bas|keval) ek (?:shabd|word) (?:mein|me)",
    secrecy: alt(
      "(?:user|malik) ko (?:mat|na|nahi) (?:batana|batao|bataana)",
      "(?:kisi|kisi ko|kisiko) (?:pata|khabar) (?:na|nahi) (?:chale|lage)",
      // "Quietly send": the act done without anyone seeing it.
      "(?:chupchap|chup chaap|chupchaap|chupke se|chupke) (?:se )?(?:bhej|forward|share|delete|mita|hata|kar)\\S*",
    ),
  },
  // Romanian, Hungarian, Finnish, Danish, Norwegian (Bokmål): Romanian with comma-below, cedilla or no diacritics,
  // Hungarian with or without its accents (mail often drops them).
  ro: {
    ai: romanian(
      alt(
        "asistent\\p{L}* (?:ai|ia|de inteligență artificială)",
        "agent\\p{L}* (?:ai|ia)",
        "inteligenț\\p{L}* artificial\\p{L}*",
        "model\\p{L}* (?:de limbaj|lingvistic)",
      ),
    ),
    override: romanian(
      alt(
        "suprascrier\\p{L}* (?:a )?sistemului",
        "protocol\\p{L}* de suprascriere",
        "modul (?:de )?(?:dezvoltator|administrator|depanare)",
        "directiv\\p{L}* prioritar\\p{L}*",
      ),
    ),
    overrideVerb: romanian(alt("ignoră", "ignorați", "uită", "uitați", "nu ține cont de", "nu țineți cont de")),
    overrideNoun: romanian(
      alt("instrucțiuni\\p{L}* (?:anterioare|precedente|de până acum)", "toate instrucțiunile", "comenzile anterioare"),
    ),
    role: romanian(
      alt("de acum (?:înainte|încolo),? (?:tu )?ești", "ca (?:ia|ai|model de limbaj),? (?:tu )?trebuie să"),
    ),
    actVerb: romanian(
      alt(
        "redirecțion\\p{L}*",
        "trimit\\p{L}*",
        "transmit\\p{L}*",
        "dezvălui\\p{L}*",
        "exportă",
        "exportați",
        "exporte",
        "șterge\\p{L}*",
        "șteargă",
      ),
    ),
    actObject: romanian(
      alt(
        "toate (?:e-?mailurile|mailurile|mesajele|emailurile)",
        "căsuț\\p{L}* (?:de )?(?:mesaje|e-?mail|poștă)",
        "inbox\\p{L}*",
        "prompt\\p{L}* (?:de |al )?sistem\\p{L}*",
        "instrucțiunile de sistem",
        "toate contactele",
        "agenda de contacte",
      ),
    ),
    program: romanian(
      alt(
        "răspun\\p{L}* (?:doar |numai )?(?:cu |printr-|într-)un singur cuvânt",
        "apelează (?:instrumentul|funcția|unealta)",
        "rulează (?:următoarea )?comandă",
      ),
    ),
    secrecy: romanian(
      alt(
        "nu(?:-i| îi)? (?:spune|spuneți|menționa|menționați|dezvălui|dezvăluiți)(?: nimic| asta| acest lucru)? utilizatorului",
        "fără (?:a|să) (?:informa|anunța|întreba)\\p{L}* (?:pe )?utilizator\\p{L}*",
      ),
    ),
  },
  hu: {
    ai: unmarked(
      alt(
        "ai[- ]asszisztens\\p{L}*",
        "mi-asszisztens\\p{L}*",
        "ai[- ]ügynök\\p{L}*",
        "mesterséges intelligenci\\p{L}*",
        "nyelvi modell\\p{L}*",
      ),
    ),
    override: unmarked(
      alt(
        "rendszer-?felülírás\\p{L}*",
        "fejlesztői mód\\p{L}*",
        "rendszergazdai mód\\p{L}*",
        "adminisztrátori mód\\p{L}*",
        "kiemelt (?:prioritású )?utasítás\\p{L}*",
      ),
    ),
    overrideVerb: unmarked(
      alt(
        "hagyd figyelmen kívül",
        "hagyja figyelmen kívül",
        "felejtsd el",
        "felejtse el",
        "ne vedd figyelembe",
        "ne vegye figyelembe",
      ),
    ),
    overrideNoun: unmarked(
      "(?:korábbi|előző|eddigi|összes|minden) (?:\\p{L}+ )?(?:utasítás|parancs|instrukció)\\p{L}*",
    ),
    role: unmarked(
      alt(
        "mostantól (?:kezdve )?te (?:vagy|leszel)",
        "mesterséges intelligenciaként (?:kötelességed|kell|muszáj)",
        "ai-ként (?:kötelességed|kell|muszáj)",
      ),
    ),
    actVerb: unmarked(
      alt(
        "továbbíts\\p{L}*",
        "továbbítani\\p{L}*",
        "küldd",
        "küldje",
        "küldjétek",
        "küldjék",
        "elküldeni\\p{L}*",
        "fedd fel",
        "fedje fel",
        "exportáld",
        "exportálja",
        "töröld",
        "törölje",
        "törölni\\p{L}*",
      ),
    ),
    actObject: unmarked(
      alt(
        "összes (?:e-?mail|level|üzenet)\\p{L}*",
        "minden (?:e-?mail|levele|üzenet)\\p{L}*",
        "beérkezett (?:üzenet|level)\\p{L}*",
        "postafiók\\p{L}*",
        "rendszerprompt\\p{L}*",
        "rendszerutasítás\\p{L}*",
        "(?:az összes |minden )?névjegy\\p{L}*",
        "címjegyzék\\p{L}*",
      ),
    ),
    program: unmarked(
      alt(
        "(?:csak|csupán|kizárólag) egy(?:etlen)? szóval",
        "egyetlen szóval válaszolj",
        "hívd meg az? (?:eszközt|függvényt)",
        "futtasd (?:a következő|az alábbi|ezt a) parancsot",
      ),
    ),
    secrecy: unmarked(
      alt(
        "ne (?:mondd|mondja|szólj|szóljon|említsd|említse|áruld|árulja)(?: el| meg)?(?: ezt| erről| semmit)? a felhasználó\\p{L}*",
        "a felhasználó tudta nélkül",
      ),
    ),
  },
  fi: {
    ai: alt(
      "tekoäly-?avustaj\\p{L}*",
      "tekoäly-?agent\\p{L}*",
      "ai-avustaj\\p{L}*",
      "ai-agent\\p{L}*",
      "kielimalli\\p{L}*",
    ),
    override: alt(
      "järjestelmän ohitu\\p{L}*",
      "järjestelmäohitu\\p{L}*",
      "kehittäjätila\\p{L}*",
      "ylläpitäjätila\\p{L}*",
      "pääkäyttäjätila\\p{L}*",
      "uudet järjestelmäohjeet",
    ),
    overrideVerb: alt(
      "ohita",
      "ohittakaa",
      "unohda",
      "unohtakaa",
      "älä noudata",
      "älkää noudattako",
      "jätä huomiotta",
      "jättäkää huomiotta",
    ),
    overrideNoun: "(?:kaikki|aiemm\\p{L}*|edelli\\p{L}*) (?:ohj|käsk|komen)\\p{L}*",
    role: alt(
      "tästä (?:lähtien|eteenpäin),? (?:sinä )?olet",
      "(?:tekoälynä|kielimallina),? (?:sinun )?(?:täytyy|pitää)",
    ),
    actVerb: alt(
      "välitä",
      "välittäkää",
      "välittää",
      "välitettävä",
      "lähetä",
      "lähettäkää",
      "lähettää",
      "lähetettävä",
      "paljasta",
      "paljastakaa",
      "poista",
      "poistakaa",
    ),
    actObject: alt(
      "kaik\\p{L}* (?:sähköpost|viest|posti)\\p{L}*",
      "saapuneet\\p{L}*",
      "postilaatiko\\p{L}*",
      "postilaatikko\\p{L}*",
      "järjestelmäkehot\\p{L}*",
      "järjestelmäohje\\p{L}*",
      "kaikki yhteystiedot",
      "osoitekirja\\p{L}*",
    ),
    program: alt(
      "(?:vain|ainoastaan|pelkästään) yhdellä sanalla",
      "yhdellä ainoalla sanalla",
      "kutsu (?:työkalua|funktiota)",
      "suorita (?:seuraava )?komento",
    ),
    secrecy: alt(
      "älä (?:kerro|mainitse|ilmoita)(?: tästä| mitään)? käyttäjä\\p{L}*",
      "älkää (?:kertoko|mainitko|ilmoittako)(?: tästä| mitään)? käyttäjä\\p{L}*",
      "käyttäjän tietämättä",
      "kertomatta käyttäjä\\p{L}*",
    ),
  },
  da: {
    ai: alt("ai-?assistent\\p{L}*", "ai-?agent\\p{L}*", "sprogmodel\\p{L}*", "kunstig intelligens"),
    override: alt(
      "systemtilsidesættelse",
      "system-?override",
      "udviklertilstand\\p{L}*",
      "administratortilstand\\p{L}*",
      "nye systeminstru\\p{L}*",
    ),
    overrideVerb: alt("ignorer", "ignorér", "glem", "se bort fra", "tilsidesæt"),
    overrideNoun: "(?:alle|tidligere|forrige|dine) (?:\\p{L}+ )?(?:instruktion|instruks|kommando|anvisning)\\p{L}*",
    role: alt("fra (?:nu af|og med nu),? er du", "som (?:ai|sprogmodel),? (?:skal|må) du"),
    actVerb: alt("videresend\\p{L}*", `send${E}`, "afslør", "eksporter", "eksportér", `slet${E}`),
    actObject: alt(
      "alle (?:e-?mails|mails|beskeder|beskederne|meddelelser|meddelelserne|e-?mailene)",
      "indbakke\\p{L}*",
      "systemprompt\\p{L}*",
      "(?:alle )?kontakter(?:ne)?",
    ),
    program: alt(
      "(?:kun|udelukkende) (?:med )?(?:ét|et) (?:enkelt )?ord",
      "med (?:ét|et) enkelt ord",
      "kald værktøjet",
      "kør kommandoen",
    ),
    secrecy: alt(
      "(?:fortæl|sig|nævn)\\p{L}* (?:det |dette )?ikke (?:til |for )?brugeren",
      "uden at (?:fortælle|informere|sige det til) brugeren",
    ),
  },
  nb: {
    ai: alt("(?:ki|ai)-?assistent\\p{L}*", "(?:ki|ai)-?agent\\p{L}*", "språkmodell\\p{L}*", "kunstig intelligens"),
    override: alt(
      "systemoverstyring",
      "system-?override",
      "utviklermodus",
      "administratormodus",
      "nye systeminstruks\\p{L}*",
    ),
    overrideVerb: alt("ignorer", "ignorér", "glem", "se bort fra", "overse"),
    overrideNoun: "(?:alle|tidligere|forrige|dine) (?:\\p{L}+ )?(?:instruksjon|instruks|kommando|anvisning)\\p{L}*",
    role: alt("fra (?:nå av|og med nå),? er du", "som (?:ki|ai|språkmodell),? (?:må|skal) du"),
    actVerb: alt("videresend\\p{L}*", `send${E}`, "avslør", "eksporter", "eksportér", "slett"),
    actObject: alt(
      "alle (?:e-?poster|e-?postene|e-?mailer|e-?mailene|meldinger|meldingene|mailer|mailene)",
      "innboks\\p{L}*",
      "systemprompt\\p{L}*",
      "(?:alle )?kontakter(?:ne)?",
    ),
    program: alt(
      "(?:kun|bare|utelukkende) (?:med )?(?:ett|et) (?:eneste )?ord",
      "med ett enkelt ord",
      "kall verktøyet",
      "kjør kommandoen",
    ),
    secrecy: alt(
      "(?:fortell|si|nevn)\\p{L}* (?:det |dette )?ikke (?:til |for )?brukeren",
      "uten å (?:fortelle|informere|si det til) brukeren",
    ),
  },
  // Bulgarian, Serbo-Croatian (Croatian, Bosnian and Serbian in Latin letters, Serbian in Cyrillic too, and the Latin
  // without diacritics), Slovak and Slovenian (each also without diacritics).
  bg: {
    ai: alt(
      "(?:ии|ai)[- ]?асистент\\p{L}*",
      "асистент\\p{L}* (?:с |на )?(?:ии|ai|изкуствен интелект)",
      "изкуствен\\p{L}* интелект\\p{L}*",
      "езиков\\p{L}* модел\\p{L}*",
      "(?:ии|ai)[- ]?агент\\p{L}*",
    ),
    override: alt(
      "системн\\p{L}* (?:отмяна|презапис\\p{L}*|директив\\p{L}*)",
      "режим\\p{L}* (?:на )?(?:разработчик|администратор|отстраняване на грешки)",
      "приоритетн\\p{L}* директив\\p{L}*",
    ),
    overrideVerb: alt("игнорирай\\p{L}*", "забрави", "забравете", "не спазвай\\p{L}*", "пренебрегни", "пренебрегнете"),
    overrideNoun: "(?:всички|предишни\\p{L}*|предходни\\p{L}*) (?:\\p{L}+ )?(?:инструкци|указани|команд)\\p{L}*",
    role: alt(
      "(?:отсега|от сега) нататък,? (?:ти )?си",
      "като (?:ии|изкуствен интелект|езиков модел),? (?:ти )?(?:трябва|си длъжен)",
    ),
    actVerb: alt("препрати\\p{L}*", "изпрати\\p{L}*", "разкрий\\p{L}*", "експортирай\\p{L}*", "изтрий\\p{L}*"),
    actObject: alt(
      "всички (?:имейли|имейл\\p{L}*|писма|съобщения|мейли)",
      "входящ\\p{L}* пощ\\p{L}*",
      "пощенск\\p{L}* кутия\\p{L}*",
      "системн\\p{L}* (?:промпт|инструкци)\\p{L}*",
      "всички контакти",
    ),
    program: alt(
      "(?:само|единствено) с (?:една )?(?:единствена )?дума",
      "с една-единствена дума",
      "извикай (?:инструмента|функцията)",
      "изпълни (?:командата|следната команда)",
    ),
    secrecy:
      "не (?:казвай|казвайте|споменавай|споменавайте|съобщавай|съобщавайте|информирай)\\p{L}* (?:нищо |за това |това )?(?:на )?потребител\\p{L}*",
  },
  sh: {
    ai: serbian(
      alt(
        "ai asistent\\p{L}*",
        "asistent\\p{L}* (?:za )?(?:ai|umjetn\\p{L}* inteligencij\\p{L}*|veštačk\\p{L}* inteligencij\\p{L}*)",
        "umjetn\\p{L}* inteligencij\\p{L}*",
        "vještačk\\p{L}* inteligencij\\p{L}*",
        "veštačk\\p{L}* inteligencij\\p{L}*",
        "jezi(?:čn|čk)\\p{L}* model\\p{L}*",
        "ai agent(?:a|e|i|u|om|ovi|ima)?(?!\\p{L})",
      ),
    ),
    override: serbian(
      alt(
        "(?:zaobilaženj|nadjačavanj|prepisivanj)\\p{L}* (?:sustava|sistema)",
        "(?:razvojn|administratorsk|developersk|programersk)\\p{L}* (?:način|režim|mod)\\p{L}*",
        "režim\\p{L}* (?:za )?(?:programer|administrator|razvoj)\\p{L}*",
        "prioritetn\\p{L}* direktiv\\p{L}*",
      ),
    ),
    overrideVerb: serbian(
      alt("ignoriraj\\p{L}*", "ignoriši\\p{L}*", "zanemari\\p{L}*", "zaboravi\\p{L}*", "ne slijedi", "ne prati"),
    ),
    overrideNoun: serbian(
      "(?:sve|prethodn\\p{L}*|ranij\\p{L}*|dosadašnj\\p{L}*) (?:\\p{L}+ )?(?:uput|instrukcij|naredb|naputk)\\p{L}*",
    ),
    role: serbian(
      alt(
        "od sad(?:a)? (?:nadalje |pa nadalje )?(?:ti )?si",
        "kao (?:ai|umjetna inteligencija|veštačka inteligencija|jezični model),? (?:ti )?(?:moraš|trebaš)",
      ),
    ),
    actVerb: serbian(
      alt(
        "proslijedi\\p{L}*",
        "prosledi\\p{L}*",
        "pošalji\\p{L}*",
        "poslati",
        "otkrij\\p{L}*",
        "izvezi\\p{L}*",
        "izbriši\\p{L}*",
        "obriši\\p{L}*",
      ),
    ),
    actObject: serbian(
      alt(
        "sve (?:e-?mail|mejl|imejl|poruk|pošt)\\p{L}*",
        "sandučić\\p{L}*",
        "(?:pristigl|ulazn)\\p{L}* pošt\\p{L}*",
        "(?:sistemsk|sustavsk)\\p{L}* (?:prompt|uput|upit)\\p{L}*",
        "sve kontakte",
        "imenik\\p{L}*",
      ),
    ),
    program: serbian(
      alt(
        "(?:samo|isključivo) (?:jednom|jednu) (?:jedinom )?(?:riječ|reč)\\p{L}*",
        "jednom (?:riječju|rečju)",
        "pozovi (?:alat|funkciju)",
        "(?:izvrši|pokreni) naredbu",
      ),
    ),
    secrecy: serbian(
      alt(
        "ne (?:govori|reci|spominji|recite|govorite|spominjite|obavještavaj|obaveštavaj)\\p{L}* (?:ništa |o tome |to )?korisnik\\p{L}*",
        "bez (?:obavještavanja|obaveštavanja|znanja) korisnik\\p{L}*",
      ),
    ),
  },
  sk: {
    ai: unmarked(
      alt(
        "ai asistent\\p{L}*",
        "asistent\\p{L}* (?:ai|umelej inteligencie)",
        "umel\\p{L}* inteligenci\\p{L}*",
        "jazykov\\p{L}* model\\p{L}*",
        "ai agent(?:a|i|ovi|om|ov|mi)?(?!\\p{L})",
      ),
    ),
    override: unmarked(
      alt(
        "prepísani\\p{L}* systému",
        "systémov\\p{L}* príkaz\\p{L}*",
        "(?:vývojársk|administrátorsk)\\p{L}* režim\\p{L}*",
        "režim\\p{L}* (?:pre )?vývojár\\p{L}*",
      ),
    ),
    overrideVerb: unmarked(alt("ignoruj\\p{L}*", "zabudni", "zabudnite", "nedbaj", "neriaď sa", "nerešpektuj")),
    overrideNoun: unmarked("(?:predchádzajúc|všetk|doterajš)\\p{L}* (?:pokyn|inštrukci|príkaz)\\p{L}*"),
    role: unmarked(
      alt(
        "(?:odteraz|od tejto chvíle) (?:si|ty si) (?:môj |náš )?(?:\\p{L}+ )?(?:asistent|agent|model|bot)",
        "ako (?:ai|umelá inteligencia),? (?:musíš|máš)",
      ),
    ),
    actVerb: unmarked(
      alt(
        "prepošli\\p{L}*",
        "pošli\\p{L}*",
        "odošli\\p{L}*",
        "prezraď\\p{L}*",
        "vyexportuj\\p{L}*",
        "zmaž\\p{L}*",
        "vymaž\\p{L}*",
        "preposlať",
        "poslať",
      ),
    ),
    actObject: unmarked(
      alt(
        "všetky (?:e-?maily|správy|maily)",
        "doručen\\p{L}* pošt\\p{L}*",
        "e-?mailov\\p{L}* schránk\\p{L}*",
        "systémov\\p{L}* prompt\\p{L}*",
        "všetky kontakty",
      ),
    ),
    program: unmarked(alt("(?:iba |len )?jedným slovom", "zavolaj nástroj", "spusti príkaz")),
    secrecy: unmarked("(?:nehovor|neinformuj|nespomínaj|nepovedz)\\p{L}* (?:to |o tom |nič )?používateľ\\p{L}*"),
  },
  sl: {
    ai: unmarked(
      alt(
        "(?:ui|ai)[- ]?asistent\\p{L}*",
        "asistent\\p{L}* (?:ai|ui|umetne inteligence)",
        "umetn\\p{L}* inteligenc\\p{L}*",
        "jezikovn\\p{L}* model\\p{L}*",
        "(?:ui|ai)[- ]?agent(?:a|u|om|i|ov|e|ih|im)?(?!\\p{L})",
      ),
    ),
    override: unmarked(
      alt(
        "preglasitev sistema",
        "prepis\\p{L}* sistema",
        "sistemsk\\p{L}* (?:preglasitev|ukaz)\\p{L}*",
        "(?:razvijalsk|skrbnišk)\\p{L}* način\\p{L}*",
        "način\\p{L}* za razvijalce",
      ),
    ),
    overrideVerb: unmarked(alt("prezri\\p{L}*", "ignoriraj\\p{L}*", "pozabi\\p{L}*", "ne upoštevaj\\p{L}*")),
    overrideNoun: unmarked("(?:vs[ae]|prejšnj|predhodn|dosedanj)\\p{L}* (?:navodil|ukaz|inštrukcij|direktiv)\\p{L}*"),
    role: unmarked(
      alt("od zdaj naprej si ti", "odslej si ti", "kot (?:ui|ai|umetna inteligenca|jezikovni model),? moraš"),
    ),
    actVerb: unmarked(
      alt(
        "posreduj\\p{L}*",
        "pošlji\\p{L}*",
        "razkrij\\p{L}*",
        "izvozi\\p{L}*",
        "izbriši\\p{L}*",
        "posredovati",
        "poslati",
      ),
    ),
    actObject: unmarked(
      alt(
        "vs[ae] (?:e-?pošt|e-?sporočil|sporočil|mail|mejl)\\p{L}*",
        "vso e-?pošto",
        "nabiralnik\\p{L}*",
        "prejet\\p{L}* pošt\\p{L}*",
        "sistemsk\\p{L}* (?:poziv|prompt)\\p{L}*",
        "vse stike",
        "imenik\\p{L}*",
      ),
    ),
    program: unmarked(
      alt("(?:samo |le )?z eno (?:samo )?besedo", "pokliči (?:orodje|funkcijo)", "(?:izvedi|zaženi) ukaz"),
    ),
    secrecy: unmarked(
      alt(
        "ne (?:povej|omenjaj|obveščaj|govori)\\p{L}* (?:tega |o tem |nič )?uporabnik\\p{L}*",
        "brez (?:obveščanja|vednosti) uporabnik\\p{L}*",
      ),
    ),
  },
  // Lithuanian, Latvian, Estonian and Catalan; the Baltic rows also without diacritics.
  lt: {
    ai: unmarked(
      alt(
        "(?:di|ai) asistent\\p{L}*",
        "dirbtin\\p{L}* intelekt\\p{L}*",
        "kalbos model\\p{L}*",
        "(?:di|ai) agent(?:as|ai|ą|ui|e|o|ų|ams)?(?!\\p{L})",
      ),
    ),
    override: unmarked(
      alt(
        "sistemos (?:perrašym|apėjim|nepaisym)\\p{L}*",
        "kūrėjo režim\\p{L}*",
        "administratoriaus režim\\p{L}*",
        "prioritetin\\p{L}* nurodym\\p{L}*",
      ),
    ),
    overrideVerb: unmarked(alt("ignoruok\\p{L}*", "pamiršk\\p{L}*", "nepaisyk\\p{L}*", "nekreipk dėmesio")),
    overrideNoun: unmarked("(?:vis|ankstesn|buvusi)\\p{L}* (?:\\p{L}+ )?(?:nurodym|instrukcij|komand)\\p{L}*"),
    role: unmarked(
      alt("nuo šiol (?:tu )?esi", "kaip (?:di|ai|dirbtinis intelektas|kalbos modelis),? (?:tu )?(?:privalai|turi)"),
    ),
    actVerb: unmarked(
      alt(
        "persiųsk\\p{L}*",
        "išsiųsk\\p{L}*",
        "siųsk\\p{L}*",
        "atskleisk\\p{L}*",
        "eksportuok\\p{L}*",
        "ištrink\\p{L}*",
        "persiųsti",
        "išsiųsti",
      ),
    ),
    actObject: unmarked(
      alt(
        "visus (?:el\\. )?(?:laiškus|pranešimus)",
        "(?:gautųjų|pašto) dėžut\\p{L}*",
        "sistemos (?:instrukcij|nurodym|raginim)\\p{L}*",
        "visus kontaktus",
        "adresų knyg\\p{L}*",
      ),
    ),
    program: unmarked(alt("(?:tik |vien )?vienu žodžiu", "iškviesk (?:įrankį|funkciją)", "vykdyk komandą")),
    secrecy: unmarked(
      alt(
        "(?:nesakyk|nepasakok|neminėk|neinformuok|nepranešk)\\p{L}* (?:apie tai )?(?:naudotoj|vartotoj)\\p{L}*",
        "(?:naudotojui|vartotojui) (?:apie tai )?(?:nesakyk|nepasakok|neminėk|nepranešk)\\p{L}*",
      ),
    ),
  },
  lv: {
    // "aģents" without its cedilla is the English "agents": that one keeps its marks.
    ai: alt(
      unmarked(alt("(?:mi|ai) asistent\\p{L}*", "mākslīg\\p{L}* intelekt\\p{L}*", "valodas model\\p{L}*")),
      "(?:mi|ai) aģent\\p{L}*",
    ),
    override: unmarked(
      alt(
        "sistēmas (?:ignorēšan|pārrakstīšan|apiešan)\\p{L}*",
        "izstrādātāja režīm\\p{L}*",
        "administratora režīm\\p{L}*",
        "prioritār\\p{L}* norādījum\\p{L}*",
      ),
    ),
    overrideVerb: unmarked(
      alt("ignorē\\p{L}*", "aizmirsti", "aizmirstiet", "neņem vērā", "neņemiet vērā", "neievēro\\p{L}*"),
    ),
    overrideNoun: unmarked(
      "(?:visus|visas|iepriekšēj\\p{L}*|agrāk\\p{L}*) (?:\\p{L}+ )?(?:norādījum|instrukcij|komand)\\p{L}*",
    ),
    role: unmarked(
      alt(
        "no šī brīža (?:tu )?esi",
        "turpmāk (?:tu )?esi",
        "kā (?:mi|ai|mākslīgais intelekts|valodas modelis),? tev (?:ir )?jā",
      ),
    ),
    actVerb: unmarked(
      alt(
        "pārsūti\\p{L}*",
        "nosūti\\p{L}*",
        "sūti\\p{L}*",
        "atklāj\\p{L}*",
        "eksportē\\p{L}*",
        "izdzēs\\p{L}*",
        "dzēs\\p{L}*",
        "jāpārsūta",
        "jānosūta",
      ),
    ),
    actObject: unmarked(
      alt(
        "visus (?:e-?pastus|e-?pasta ziņojumus|ziņojumus)",
        "visas (?:vēstules|ziņas)",
        "iesūtn\\p{L}*",
        "pastkastīt\\p{L}*",
        "sistēmas (?:uzvedn|instrukcij|norādījum)\\p{L}*",
        "visus kontaktus",
      ),
    ),
    program: unmarked(
      alt("(?:tikai |vienīgi )?ar vienu (?:vienīgu )?vārdu", "izsauc (?:rīku|funkciju)", "izpildi komandu"),
    ),
    secrecy: unmarked(
      alt(
        "(?:nesaki|nestāsti|nepiemini|neinformē|neziņo)\\p{L}* (?:par to |neko )?lietotāj\\p{L}*",
        "lietotājam (?:par to )?(?:nesaki|nestāsti|nepiemini|neziņo)\\p{L}*",
      ),
    ),
  },
  et: {
    ai: unmarked(
      alt(
        "tehisintellekt\\p{L}*",
        "(?:ti|ai)[- ]assistent\\p{L}*",
        "keelemudel\\p{L}*",
        "(?:ti|ai)-agent\\p{L}*",
        "(?:ti|ai) agent(?:i|ile|il|id|ide)?(?!\\p{L})",
      ),
    ),
    override: unmarked(
      alt(
        "süsteemi (?:ülekirjutus|tühistamine|möödaminek)\\p{L}*",
        "arendaja-?režiim\\p{L}*",
        "administraatori-?režiim\\p{L}*",
        "prioriteetne juhis\\p{L}*",
      ),
    ),
    overrideVerb: unmarked(
      alt("ignoreeri\\p{L}*", "unusta", "unustage", "eira", "eirake", "ära järgi", "ärge järgige"),
    ),
    overrideNoun: unmarked(
      "(?:kõiki|kõik|varasem\\p{L}*|eelmis\\p{L}*) (?:\\p{L}+ )?(?:juhis|korraldus|käsk|käsu)\\p{L}*",
    ),
    role: unmarked(
      alt(
        "(?:nüüdsest (?:peale )?|edaspidi )(?:oled sa|sa oled)",
        "(?:tehisintellektina|keelemudelina),? (?:pead|peate)",
      ),
    ),
    actVerb: unmarked(
      alt("edasta\\p{L}*", `saada${E}`, "saatke", "paljasta\\p{L}*", "ekspordi\\p{L}*", "kustuta\\p{L}*"),
    ),
    actObject: unmarked(
      alt(
        "kõik (?:e-?kirjad|kirjad|sõnumid|meilid)",
        "postkast\\p{L}*",
        "sisendkast\\p{L}*",
        "süsteemi (?:viip|juhis)\\p{L}*",
        "kõik kontaktid",
      ),
    ),
    program: unmarked(alt("(?:ainult |vaid )?ühe sõnaga", "kutsu (?:tööriist|funktsioon)\\p{L}*", "käivita käsk")),
    secrecy: unmarked(
      alt(
        "ära (?:ütle|räägi|maini|teavita)\\p{L}* (?:sellest )?kasutaja\\p{L}*",
        "ärge (?:öelge|rääkige|mainige|teavitage)\\p{L}* (?:sellest )?kasutaja\\p{L}*",
      ),
    ),
  },
  ca: {
    ai: alt(
      "assistent\\p{L}* (?:d['’]ia|d['’]intel[·.]?ligència artificial|ia)(?!\\p{L})",
      "agent\\p{L}* (?:d['’]ia|ia)(?!\\p{L})",
      "intel[·.]?ligència artificial",
      "model\\p{L}* de llenguatge",
    ),
    override: alt(
      "(?:anul[·.]?lació|substitució) del sistema",
      "protocol d['’]anul[·.]?lació",
      "mode (?:administrador|desenvolupador|depuració)",
      "directiva prioritària",
    ),
    overrideVerb: alt("ignora", "ignori", "ignoreu", "oblida", "oblidi", "oblideu", "no segueixis", "no seguiu"),
    overrideNoun: alt(
      "totes les (?:\\p{L}+ )?(?:instruccions|ordres|indicacions)",
      "(?:instruccions|ordres|indicacions) (?:anteriors|prèvies)",
    ),
    role: alt(
      "(?:a partir d['’]ara|des d['’]ara),? (?:tu )?ets",
      "com a (?:ia|intel[·.]?ligència artificial|model de llenguatge),? (?:has de|heu de|cal que)",
    ),
    actVerb: alt(
      "reenvi\\p{L}*",
      "envia\\p{L}*",
      "envieu",
      "revela\\p{L}*",
      "exporta\\p{L}*",
      "esborra\\p{L}*",
      "elimina\\p{L}*",
    ),
    actObject: alt(
      "tots els (?:correus|missatges|e-?mails)",
      "safata d['’]entrada",
      "bústia\\p{L}*",
      "prompt del sistema",
      "instruccions del sistema",
      "tots els contactes",
    ),
    program: alt(
      "(?:només|únicament) (?:amb )?una (?:sola )?paraula",
      "amb una sola paraula",
      "crida l['’]eina",
      "executa l['’]ordre",
    ),
    secrecy: alt(
      "no (?:li )?(?:diguis|digueu|mencionis|mencioneu|comentis|informis)\\p{L}* (?:res )?(?:a l['’]|al )usuari",
      "sense (?:dir-ho|informar|avisar) (?:a )?l['’]usuari",
    ),
  },
  // Armenian, Azerbaijani (also in plain Latin), Kazakh (Cyrillic), Uzbek (Latin, any apostrophe for oʻ and gʻ) and
  // Mongolian (Cyrillic): verb-final, so an address may sit between the object and the verb.
  hy: {
    ai: alt(
      "(?:ai|աբ|արհեստական բանականության) (?:օգնական|ասիստենտ|գործակալ)\\p{L}*",
      "արհեստական բանականությ\\p{L}*",
      "լեզվական մոդել\\p{L}*",
    ),
    override: alt(
      "համակարգի (?:վերագրանցում|շրջանցում|անտեսում)\\p{L}*",
      "մշակողի ռեժիմ\\p{L}*",
      "ադմինիստրատորի ռեժիմ\\p{L}*",
      "առաջնահերթ հրահանգ\\p{L}*",
    ),
    overrideVerb: alt("անտեսիր", "անտեսեք", "մոռացիր", "մոռացեք", "մի հետևիր", "մի հետևեք"),
    overrideNoun: "(?:բոլոր|նախորդ|նախկին)\\p{L}* (?:\\p{L}+ )?(?:հրահանգ|ցուցում|հրաման)\\p{L}*",
    role: alt(
      "(?:այսուհետ|այսուհետև|այսուհետեւ) (?:դու )?(?:ես|կլինես)",
      "որպես (?:ai|աբ|արհեստական բանականություն),? (?:դու )?պետք է",
    ),
    actVerb: alt(
      "փոխանցիր",
      "փոխանցեք",
      `փոխանցի${E}`,
      "ուղարկիր",
      "ուղարկեք",
      `ուղարկի${E}`,
      "բացահայտիր",
      "բացահայտեք",
      "արտահանիր",
      "ջնջիր",
      "ջնջեք",
      "վերահասցեավորիր",
    ),
    actObject: alt(
      "բոլոր (?:նամակներ|էլ\\. ?նամակներ|հաղորդագրություններ|իմեյլներ)\\p{L}*",
      "մուտքային (?:նամակներ|արկղ)\\p{L}*",
      "փոստարկղ\\p{L}*",
      "համակարգային (?:հրահանգ|հուշում)\\p{L}*",
      "բոլոր կոնտակտներ\\p{L}*",
    ),
    program: alt("(?:միայն )?մեկ բառով", "կանչիր (?:գործիքը|ֆունկցիան)", "կատարիր հրամանը"),
    secrecy: alt(
      "(?:օգտատիրոջը|օգտվողին) (?:այդ մասին |ոչինչ )?մի (?:ասա|ասեք|նշիր|նշեք|տեղեկացրու|տեղեկացրեք)",
      "մի (?:ասա|ասեք|նշիր|նշեք|տեղեկացրու|տեղեկացրեք) (?:այդ մասին |ոչինչ )?(?:օգտատիրոջը|օգտվողին)",
      "առանց (?:օգտատիրոջը|օգտվողին) (?:տեղեկացնելու|ասելու)",
    ),
  },
  az: {
    ai: azerbaijani(
      alt(
        "süni intellekt\\p{L}*",
        "(?:ai|si) (?:köməkçi|asistent)\\p{L}*",
        "(?:ai|si) agent(?:i|ə|in|lər\\p{L}*)?(?!\\p{L})",
        "dil modeli\\p{L}*",
      ),
    ),
    override: azerbaijani(
      alt(
        "sistem(?:in)? (?:ləğvi|yenidən yazılması|üstələnməsi)",
        "(?:tərtibatçı|inkişaf etdirici|administrator) rejimi\\p{L}*",
        "prioritet direktiv\\p{L}*",
      ),
    ),
    overrideVerb: azerbaijani(
      alt(
        "nəzərə alma",
        "nəzərə almayın",
        "unudun",
        `unut${E}`,
        "yox say",
        "yox sayın",
        "göz ardı et\\p{L}*",
        "məhəl qoyma",
      ),
    ),
    overrideNoun: azerbaijani("(?:bütün|əvvəlki|öncəki)\\p{L}* (?:\\p{L}+ )?(?:təlimat|göstəriş|əmr)\\p{L}*"),
    role: azerbaijani(alt("(?:bundan sonra|indidən belə),? sən", "bir süni intellekt olaraq")),
    actVerb: azerbaijani(
      alt("yönləndir\\p{L}*", "göndər\\p{L}*", "ötür\\p{L}*", "açıqla\\p{L}*", "ixrac et\\p{L}*", `sil(?:in)?${E}`),
    ),
    actObject: azerbaijani(
      alt(
        "bütün (?:e-?poçt|məktub|mesaj|e-?mail)\\p{L}*",
        "gələnlər qutusu\\p{L}*",
        "poçt qutusu\\p{L}*",
        "sistem (?:təlimat|göstəriş)\\p{L}*",
        "bütün kontakt\\p{L}*",
      ),
    ),
    program: azerbaijani(alt("(?:yalnız|ancaq|sadəcə) (?:bir|tək) sözlə", "tək sözlə", "aləti çağır", "əmri icra et")),
    secrecy: azerbaijani(
      alt(
        "istifadəçiyə (?:bu barədə |heç nə )?(?:demə|deməyin|bildirmə|bildirməyin|xəbər vermə|xəbər verməyin)",
        "istifadəçidən xəbərsiz",
      ),
    ),
  },
  kk: {
    ai: alt("жасанды интеллект\\p{L}*", "(?:жи|ai) (?:көмекші|ассистент|агент)\\p{L}*", "тілдік модель\\p{L}*"),
    override: alt(
      "жүйені (?:айналып өту|қайта жазу)",
      "әзірлеуші режим\\p{L}*",
      "әкімші режим\\p{L}*",
      "басым нұсқау\\p{L}*",
    ),
    overrideVerb: alt("елеме", "елемеңіз", "ескерме", "ескермеңіз", "ұмыт", "ұмытыңыз", "назар аударма"),
    overrideNoun: "(?:барлық|алдыңғы|бұрынғы)\\p{L}* (?:\\p{L}+ )?(?:нұсқау|нұсқаулық|бұйрық)\\p{L}*",
    role: alt("(?:бұдан былай|осы сәттен бастап),? сен", "жасанды интеллект ретінде"),
    actVerb: alt(
      "жіберіңіз",
      `жібер${E}`,
      "қайта жіберіңіз",
      "бағыттаңыз",
      "жойыңыз",
      `жой${E}`,
      "жария етіңіз",
      "экспорттаңыз",
      "жіберуі тиіс",
      "жіберу керек",
    ),
    actObject: alt(
      "барлық (?:хат|электрондық хат|email|хабарлама)\\p{L}*",
      "кіріс (?:жәшігі|хаттар)\\p{L}*",
      "пошта жәшігі\\p{L}*",
      "жүйелік (?:нұсқау|промпт)\\p{L}*",
      "барлық контакт\\p{L}*",
    ),
    program: alt("(?:тек )?бір сөзбен", "құралды шақыр\\p{L}*", "пәрменді орында\\p{L}*"),
    secrecy: alt("пайдаланушыға (?:бұл туралы |ештеңе )?(?:айтпа|айтпаңыз|хабарламаңыз)", "пайдаланушыға білдірмей"),
  },
  uz: {
    ai: uzbek(
      alt(
        "sunʼiy intellekt\\p{L}*",
        "(?:ai|si) (?:yordamchi|assistent)\\p{L}*",
        "(?:ai|si) agent(?:i|ga|ni|lar\\p{L}*)?(?!\\p{L})",
        "til modeli\\p{L}*",
      ),
    ),
    override: uzbek(
      alt(
        "tizim(?:ni)? (?:chetlab oʻtish|qayta yozish)",
        "(?:dasturchi|ishlab chiquvchi|administrator) rejimi\\p{L}*",
        "ustuvor koʻrsatma\\p{L}*",
      ),
    ),
    overrideVerb: uzbek(
      alt("eʼtiborga olma\\p{L}*", "eʼtibor berma\\p{L}*", "unuting", `unut${E}`, "inobatga olma\\p{L}*"),
    ),
    overrideNoun: uzbek("(?:barcha|oldingi|avvalgi)\\p{L}* (?:\\p{L}+ )?(?:koʻrsatma|buyruq|yoʻriqnoma)\\p{L}*"),
    role: uzbek(alt("(?:bundan buyon|bundan keyin),? sen", "sunʼiy intellekt sifatida")),
    actVerb: uzbek(
      alt(
        "yuboring",
        `yubor${E}`,
        "uzating",
        "yoʻnaltiring",
        "oshkor qiling",
        `oshkor qil${E}`,
        "eksport qiling",
        "oʻchiring",
        `oʻchir${E}`,
        "joʻnating",
      ),
    ),
    actObject: uzbek(
      alt(
        "barcha (?:xat|elektron xat|email|xabar|maktub)\\p{L}*",
        "kiruvchi (?:xatlar|quti)\\p{L}*",
        "pochta qutisi\\p{L}*",
        "tizim (?:koʻrsatma|yoʻriqnoma|prompt)\\p{L}*",
        "barcha kontakt\\p{L}*",
      ),
    ),
    program: uzbek(alt("(?:faqat )?bitta soʻz bilan", "vositani chaqiring", "buyruqni bajaring")),
    secrecy: uzbek(
      alt(
        "foydalanuvchiga (?:bu haqda |hech narsa )?(?:aytma|aytmang|xabar berma|xabar bermang|bildirma|bildirmang)",
        "foydalanuvchidan bexabar",
      ),
    ),
  },
  mn: {
    ai: alt("хиймэл оюун\\p{L}*", "(?:ai|хо) (?:туслах|ассистент|агент)\\p{L}*", "хэлний загвар\\p{L}*"),
    override: alt(
      "системийн (?:дарж бичих|тойрч гарах|хүчингүй болгох)",
      "хөгжүүлэгчийн горим\\p{L}*",
      "администраторын горим\\p{L}*",
      "тэргүүлэх заавар\\p{L}*",
    ),
    overrideVerb: alt("үл тоо", "үл тоомсорло\\p{L}*", "мартаарай", `март${E}`, "бүү дага", "битгий дага"),
    overrideNoun: "(?:бүх|өмнөх|урьдах)\\p{L}* (?:\\p{L}+ )?(?:заавар|зааварчилгаа|тушаал)\\p{L}*",
    role: alt("(?:одооноос|үүнээс хойш),? чи", "хиймэл оюуны хувьд (?:чи|та)"),
    actVerb: alt("илгээ\\p{L}*", "дамжуул\\p{L}*", "устга\\p{L}*", "задруул\\p{L}*", "экспортло\\p{L}*"),
    actObject: alt(
      "бүх (?:имэйл|захидал|мессеж|зурвас)\\p{L}*",
      "ирсэн (?:захидал|имэйл)\\p{L}*",
      "шуудангийн хайрцаг\\p{L}*",
      "системийн (?:заавар|промпт)\\p{L}*",
      "бүх (?:харилцагч|контакт)\\p{L}*",
    ),
    program: alt("(?:зөвхөн )?нэг үгээр", "хэрэгслийг дууд\\p{L}*", "тушаалыг гүйцэтгэ\\p{L}*"),
    secrecy: alt(
      "хэрэглэгчид (?:энэ талаар |юу ч )?(?:бүү хэл|битгий хэл|хэлэх хэрэггүй|мэдэгдэх хэрэггүй)",
      "хэрэглэгчид мэдэгдэлгүйгээр",
    ),
  },
  zu: {
    // isiZulu: the object concord sits inside the verb ("uzithumele", send them), so verb entries list the prefixed
    // forms; the negative imperative ("ungazithumeli") begins otherwise and is not met.
    ai: alt("(?:u)?msizi we-?ai", "(?:u)?msizi wobuhlakani bokwenziwa", "ubuhlakani bokwenziwa", "imodeli yolimi"),
    override: alt(
      "(?:ukweqiwa|ukweqa|ukubhalwa phezu) kohlelo",
      "imodi yonjiniyela",
      "imodi yomlawuli",
      "imiyalelo emisha yohlelo",
    ),
    overrideVerb: alt("ziba", "zibani", "yiziba", "khohlwa", "khohlwani", "ungayilandeli"),
    overrideNoun: alt("imiyalelo", "imiyalo", "iziyalezo"),
    role: alt("kusukela manje,? (?:wena|usungu|ungu)", "njenge-?ai,? (?:kumele|kufanele)"),
    actVerb: alt(
      "(?:u|a|zi|uzi|azi|yi|uyi|ayi)?(?:thumel|dlulisel)[ae]",
      "(?:u|a|zi|uzi|azi)?(?:sus|sul)[ae]",
      "(?:u|zi|uzi)?(?:vez|dalul)[ae]",
    ),
    actObject: alt(
      "wonke ama-?imeyili",
      "zonke (?:izi-?)?imeyili",
      "yonke imiyalezo",
      "ibhokisi (?:lokungenayo|le-?imeyili)",
      "imiyalelo yohlelo",
      "bonke oxhumana nabo",
    ),
    program: alt("ngegama elilodwa", "igama elilodwa kuphela", "biza ithuluzi", "qalisa umyalo"),
    secrecy: alt("(?:u|ni)nga(?:mtsheli|mazisi|bikeli) umsebenzisi", "ngaphandle kokutshela umsebenzisi"),
  },
  xh: {
    // isiXhosa: as in isiZulu, the object concord sits inside the verb ("uzithumele"), so verb entries list the
    // prefixed forms; the negative imperative ("ungazithumeli") begins otherwise.
    ai: alt(
      "(?:u)?mncedisi we-?ai",
      "(?:u)?mncedisi wobukrelekrele bokwenziwa",
      "ubukrelekrele bokwenziwa",
      "imodeli yolwimi",
    ),
    override: alt("ukugqithiswa kwenkqubo", "imowudi yomphuhlisi", "imowudi yomlawuli", "imiyalelo emitsha yenkqubo"),
    overrideVerb: alt("tyeshela", "yityeshele", "ityeshele", "libala", "yilibale", "ungayilandeli"),
    overrideNoun: alt("imiyalelo", "imiyalo"),
    role: alt("ukus(?:us|uk)ela ngoku,? (?:wena|ungu)", "njenge-?ai,? kufuneka"),
    actVerb: alt(
      "(?:u|a|zi|uzi|azi|yi|uyi|ayi)?(?:thumel|dlulisel|gqithisel)[ae]",
      "(?:u|a|zi|uzi|azi)?cim[ae]",
      "(?:u|zi|uzi)?tyhil[ae]",
    ),
    actObject: alt(
      "zonke (?:ii-?)?imeyile",
      "yonke imiyalezo",
      "ibhokisi (?:yokungenayo|lokungenayo|le-?imeyile)",
      "imiyalelo yenkqubo",
      "iinkcukacha zoqhagamshelwano",
    ),
    program: alt("ngegama elinye kuphela", "igama elinye kuphela", "biza isixhobo", "qhuba umyalelo"),
    secrecy: alt("(?:u|ni)nga(?:mxeleli|mazisi) umsebenzisi", "ngaphandle kokuxelela umsebenzisi"),
  },
  af: {
    ai: alt("(?:ki|ai)-?(?:assistent|agent)\\p{L}*", "kunsmatige intelligensie", "taalmodel\\p{L}*"),
    override: alt(
      "stelsel-?oorskrywing",
      "oorskryf die stelsel",
      "ontwikkelaarsmodus",
      "administrateursmodus",
      "nuwe stelselinstruksies",
    ),
    overrideVerb: alt("ignoreer", "vergeet", "verontagsaam"),
    // "Moenie vergeet om die instruksies te lees nie" is no override: the noun needs "all" or "previous".
    overrideNoun: alt(
      "(?:alle |jou )?vorige (?:instruksies|opdragte|voorskrifte)",
      "alle (?:jou )?(?:instruksies|opdragte|voorskrifte)",
    ),
    role: alt("(?:van|vanaf) nou af is jy", "as (?:ki|ai|'n taalmodel),? moet jy"),
    actVerb: alt("stuur\\p{L}*", "aanstuur", "deurstuur", "onthul", "eksporteer", "verwyder", "skrap"),
    actObject: alt(
      "alle (?:e-?posse|e-?posboodskappe|boodskappe|mails?)",
      "(?:die |jou )?inkassie",
      "stelselprompt",
      "stelselinstruksies",
      "(?:alle |jou )kontakte",
    ),
    program: alt(
      "(?:slegs|net) (?:met )?een (?:enkele )?woord",
      "met een enkele woord",
      "roep die (?:hulpmiddel|funksie|tool) aan",
      "voer die (?:volgende )?opdrag uit",
    ),
    secrecy: alt(
      "moenie (?:vir )?die gebruiker (?:\\p{L}+ )?(?:sê|vertel|inlig)",
      "sonder om (?:vir )?die gebruiker (?:te sê|te vertel|in te lig)",
    ),
  },
  so: {
    ai: alt(
      "(?:kaaliyaha|caawiyaha) (?:ai|sirdoonka macmalka)",
      "sirdoonka macmalka",
      "garaadka macmalka",
      "moodeelka luqadda",
    ),
    override: alt("ka gudubka nidaamka", "hab(?:ka)? (?:horumariyaha|maamulaha)", "tilmaamo cusub oo nidaamka"),
    overrideVerb: alt("iska indha tir", "illow", "ha raacin"),
    overrideNoun: alt("tilmaam\\p{L}*", "amarrada", "awaamiirta"),
    role: alt("(?:hadda wixii ka dambeeya|laga bilaabo hadda),? (?:adigu|waxaad)", "sida ai ahaan,? waa inaad"),
    // Imperatives; the negative ones end otherwise ("ha u dirin", "ha tirtirin").
    actVerb: `${alt("u gudbi", "gudbi", "u dir", "soo dir", "u dirso", "tirtir", "shaaci", "u bandhig")}${E}`,
    actObject: alt(
      "dhammaan (?:iimaylada|emaylada|fariimaha|farriimaha|email\\p{L}*)",
      "sanduuqa (?:iimaylka|fariimaha|boostada)",
      "tilmaamaha nidaamka",
      "dhammaan xiriirada",
    ),
    program: alt("hal er[ae]y oo (?:keliya|kaliya)", "hal eray kaliya", "(?:u )?yeer qalabka", "fuli amarka"),
    secrecy: alt("ha u sheegin isticmaalaha", "isticmaalaha ha u sheegin", "adoon u sheegin isticmaalaha"),
  },
  ti: {
    // Tigrinya (Ge'ez script): prepositions attach to the noun ("ንተጠቃሚ", to the user), so the row is matched without
    // word guards (UNSPACED), as Amharic is.
    ai: alt("(?:ai|ኤኣይ) ?ሓጋዚ", "ሰብ ዝሰርሖ ብልሒ", "ኣርቲፊሻል ኢንተለጀንስ", "ሞዴል ቋንቋ"),
    override: alt("ምሕላፍ ስርዓት", "ኣገባብ (?:ገንቢ|ማልማዒ|ኣመሓዳሪ)", "ሓደሽቲ መምርሒታት ስርዓት"),
    overrideVerb: alt("ሸለል (?:በል|በሊ|በሉ)", "ረስዕ\\p{L}*", "ኣይትኽተል\\p{L}*"),
    overrideNoun: alt("መምርሒ\\p{L}*", "ትእዛዝ\\p{L}*"),
    role: alt("ካብ ሕጂ (?:ጀሚርካ |ጀሚርኪ )?(?:ንስኻ|ንስኺ)", "ከም (?:ai|ኤኣይ)"),
    actVerb: alt("ኣሕልፍ\\p{L}*", "ስደድ\\p{L}*", "ልኣኽ\\p{L}*", "ግለጽ\\p{L}*", "ደምስስ\\p{L}*", "ሰርዝ\\p{L}*"),
    actObject: alt("ኩሎም (?:ኢመይላት|መልእኽትታት)", "ኩሉ (?:ኢመይል|መልእኽቲ)\\p{L}*", "ሳጹን (?:ኢመይል|መልእኽቲ)", "መምርሒታት ስርዓት"),
    program: alt("ብሓንቲ ቃል ጥራይ", "ሓንቲ ቃል ጥራይ"),
    secrecy: "ንተጠቃሚ\\p{L}* (?:ኣይትንገር|ኣይትሓብር|ኣይተፍልጥ)\\p{L}*",
  },
  ig: {
    // Igbo entries match with or without the dots below ("ọgụgụ isi" / "ogugu isi") and tone marks.
    ai: unmarked(alt("onye (?:enyemaka|inyeaka) ai", "ọgụgụ isi (?:arụrụ arụ|mmepụta)", "ụdị asụsụ")),
    override: unmarked(alt("ịgafe sistemụ", "ọnọdụ onye (?:mmepe|nchịkwa)", "ntụziaka ọhụrụ nke sistemụ")),
    overrideVerb: unmarked(alt("leghara anya", "chefuo", "esola")),
    overrideNoun: unmarked(alt("ntụziaka", "iwu")),
    role: unmarked(alt("site (?:ugbu a|ugbua)(?: gaa n'ihu)?,? ị (?:bụ|ga-)", "dịka ai,? ị ga-")),
    actVerb: unmarked(alt("zigara", "zipu", "ziga", "bufee", "hichapụ", "hichaa", "kpughee")),
    actObject: unmarked(alt("ozi (?:email )?niile", "email niile", "igbe ozi", "ntụziaka sistemụ", "kọntaktị niile")),
    program: unmarked(alt("otu okwu naanị", "naanị otu okwu", "kpọọ ngwá ọrụ")),
    secrecy: unmarked("(?:agwala|ekwula|ịgwaghị) onye (?:ọrụ|na-eji|ji)"),
  },
  ms: {
    // Malay, written apart from Indonesian where the words differ ("e-mel", "kata laluan", "majukan", "peti masuk").
    ai: alt("pembantu ai", "ejen ai", "model bahasa", "kecerdasan buatan"),
    override: alt("(?:pengatasan|override) sistem", "mod (?:pembangun|pentadbir)", "arahan sistem baharu"),
    overrideVerb: alt("abaikan", "lupakan", "jangan ikut"),
    overrideNoun: "(?:semua )?(?:arahan|perintah)(?: sebelum ini| terdahulu)?",
    role: alt(
      "mulai sekarang,? (?:anda|awak|kamu)",
      "sekarang (?:anda|awak) adalah",
      "sebagai ai,? (?:anda|awak) (?:mesti|perlu)",
    ),
    actVerb: alt("majukan", "hantar\\p{L}*", "dedahkan", "eksport", "padam\\p{L}*"),
    actObject: alt("semua (?:e-?mel|emel|mesej)", "peti masuk", "(?:gesaan|prompt) sistem", "semua kenalan"),
    program: alt(
      "(?:hanya )?dengan satu perkataan",
      "satu perkataan sahaja",
      "panggil (?:alat|fungsi)",
      "jalankan arahan",
    ),
    secrecy: "jangan (?:beritahu|maklumkan|sebut)\\p{L}*(?: hal ini| perkara ini)? (?:kepada )?pengguna",
  },
  ps: {
    // Pashto (Arabic script): matched without word guards, as Persian and Urdu are; Arabic and Persian yeh both
    // occur in mail ("[يی]").
    ai: alt("مصنوع[يی] ځ[يی]رکت[يی]ا", "(?:ai|اې آ[يی]) مرست[يی]ال", "ژبن[يی] ماډل"),
    override: alt("د س[يی]سټم (?:لغوه کول|له پامه غورځول)", "د (?:پراخت[يی]ا|جوړونک[يی]|ډ[يی]ولپر) حالت"),
    overrideVerb: alt("له پامه وغورځو(?:ه|ئ)", "ه[ېي]ر کړ(?:ه|ئ)", "مه من(?:ه|ئ)"),
    overrideNoun: alt("لارښوون[ېي]", "امرونه", "هدا[يی]ات"),
    role: alt("له اوس (?:نه|څخه) (?:ته|تاسو)", "د (?:ai|مصنوع[يی] ځ[يی]رکت[يی]ا) په توګه"),
    actVerb: alt(
      "ول[ېي]ږ(?:ه|ئ)",
      "واستو(?:ه|ئ)",
      "فارورډ کړ(?:ه|ئ)",
      "ښکاره کړ(?:ه|ئ)",
      "حذف کړ(?:ه|ئ)",
      "ړنګ کړ(?:ه|ئ)",
    ),
    actObject: alt(
      "ټول (?:ا[يی]م[يی]لونه|پ[يی]غامونه|بر[يی]ښنال[يی]کونه)",
      "انباکس",
      "د س[يی]سټم لارښوون[ېي]",
      "ټول اړ[يی]کي",
    ),
    program: alt("په [يی]وه کلمه", "[يی]وازې [يی]وه کلمه"),
    secrecy: "(?:کارون?ک[يی]|کارن) ته (?:\\S+ )?(?:مه وا[يی](?:ه|ئ)|مه خبرو(?:ه|ئ)|خبر مه کړ(?:ه|ئ))",
  },
  ku: {
    // Kurdish in Latin letters (Kurmanji); Sorani in Arabic script has its own row (ckb). Entries match with or
    // without the circumflexes and cedillas mail often drops ("şîfre" / "sifre").
    ai: unmarked(alt("alîkarê (?:ai|zekaya çêkirî)", "zekaya (?:çêkirî|destkird)", "modela ziman")),
    override: unmarked(alt("derbaskirina pergalê", "moda (?:pêşdebir|rêveber)ê?", "rêwerzên nû yên pergalê")),
    overrideVerb: unmarked(alt("guh nede", "paşguh bike", "ji bîr bike", "neşopîne")),
    overrideNoun: unmarked(alt("rêwerz\\p{L}*", "talîmat\\p{L}*")),
    role: unmarked(alt("ji niha (?:pê ve|şûnde),? tu", "wekî ai,? (?:divê|pêwîst e) tu")),
    actVerb: unmarked(
      alt(
        "bişîn(?:e|in)",
        "rêbik(?:e|in)",
        "veguhêz\\p{L}*",
        "eşkere bik(?:e|in)",
        "jê bib(?:e|in)",
        "biweşîn(?:e|in)",
      ),
    ),
    actObject: unmarked(
      alt(
        "hemû (?:e-?name|peyam|name|e-?mail)\\p{L}*",
        "qutiya (?:hatî|posteyê|e-?nameyê)",
        "rêwerzên pergalê",
        "hemû (?:têkilî|kontakt)\\p{L}*",
      ),
    ),
    program: unmarked(alt("(?:tenê )?bi yek peyvê", "tenê yek peyv", "amûrê bang bike", "fermanê bimeşîne")),
    secrecy: unmarked(
      alt(
        "ji bikarhêner re (?:\\p{L}+ )?(?:nebêje|nebêjin|agahdar neke)",
        "bêyî ku (?:tu )?(?:ji )?bikarhêner(?: re)? (?:bibêjî|agahdar bikî)",
      ),
    ),
  },
  ckb: {
    // Kurdish in Arabic script (Sorani): suffixes and the definite "ەکە" attach to the word, so the row is matched
    // without word guards (UNSPACED), as Persian is.
    ai: alt("زیرەکیی? دەستکرد", "یاریدەدەری (?:ai|زیرەکی)", "مۆدێلی زمان"),
    override: alt("تێپەڕاندنی سیستەم", "دۆخی (?:گەشەپێدەر|بەڕێوەبەر)", "ڕێنماییە نوێیەکانی سیستەم"),
    overrideVerb: alt("پشتگوێ ?ی? ?بخە", "لەبیر بکە", "فەرامۆش بکە", "پەیڕەوی مەکە"),
    overrideNoun: alt("ڕێنمایی\\p{L}*", "فەرمان\\p{L}*"),
    role: alt("لە ئێستاوە (?:تۆ|ئێوە)", "وەک (?:ai|زیرەکیی دەستکرد)"),
    actVerb: alt("بنێر(?:ە|ن)", "ڕەوانە بک(?:ە|ەن)", "ئاشکرا بک(?:ە|ەن)", "بسڕ(?:ە|ن)ەوە", "فۆروارد بک(?:ە|ەن)"),
    actObject: alt(
      "هەموو (?:ئیمەیڵ|نامە|پەیام)\\p{L}*",
      "سندوقی (?:هاتوو|نامە|ئیمەیڵ)\\p{L}*",
      "ڕێنماییەکانی سیستەم",
      "هەموو پەیوەندی\\p{L}*",
    ),
    program: alt("تەنها بە یەک وشە", "بە یەک وشە", "تەنها یەک وشە"),
    secrecy: "بە بەکارهێنەر(?:ەکە)? (?:\\S+ )?(?:مەڵێ|مەڵێن|ئاگادار مەکە)",
  },
  gu: {
    ai: alt("(?:એઆઈ|ai) (?:સહાયક|આસિસ્ટન્ટ|એજન્ટ)", "કૃત્રિમ બુદ્ધિ\\S*", "ભાષા મોડેલ"),
    override: alt("સિસ્ટમ (?:ઓવરરાઇડ|કમાન્ડ)", "ડેવલપર મોડ", "એડમિન મોડ"),
    overrideVerb: alt("અવગણો", "અવગણના કરો", "ભૂલી જાઓ", "ભૂલી જા"),
    overrideNoun: alt("સૂચનાઓ", "સૂચના", "આદેશ\\S*"),
    role: alt("હવેથી (?:તમે|તું)", "એક (?:એઆઈ|ai) તરીકે"),
    actVerb: `${alt(
      "ફોરવર્ડ કરો",
      "ફોરવર્ડ કરી દો",
      "મોકલો",
      "મોકલી દો",
      "જાહેર કરો",
      "ડિલીટ કરો",
      "કાઢી નાખો",
      "એક્સપોર્ટ કરો",
    )}${EM}`,
    actObject: alt("બધા (?:[ઈઇ]-?મે[ઈઇ]?લ|સંદેશા|મેલ)\\S*", "ઇનબોક્સ", "સિસ્ટમ પ્રોમ્પ્ટ", "બધા સંપર્ક\\S*"),
    program: alt("(?:ફક્ત|માત્ર) એક (?:જ )?શબ્દ", "એક શબ્દમાં", "ટૂલ (?:ને )?કૉલ"),
    secrecy: "વપરાશકર્તાને (?:આ વિશે |કંઈ )?(?:ન|ના) (?:કહો|કહેશો|જણાવો|જણાવશો)",
  },
  mr: {
    ai: alt("(?:एआय|एआई|ai) (?:सहाय्यक|सहायक|असिस्टंट|एजंट)", "कृत्रिम बुद्धिमत्ता", "भाषा मॉडेल"),
    override: alt("सिस्टम (?:ओव्हरराइड|कमांड)", "डेव्हलपर मोड", "प्रशासक मोड"),
    overrideVerb: alt("दुर्लक्ष करा", "दुर्लक्ष कर", "विसरून जा"),
    overrideNoun: alt("सूचना", "आदेश", "निर्देश"),
    role: alt("आतापासून (?:तू|तुम्ही)", "(?:एक )?(?:एआय|ai) म्हणून"),
    actVerb: `${alt("फॉरवर्ड करा", "फॉरवर्ड कर", "पाठवा", "पाठवून द्या", "उघड करा", "डिलीट करा", "हटवा", "एक्सपोर्ट करा")}${EM}`,
    actObject: alt("सर्व (?:ईमेल|ई-मेल|मेल|संदेश)\\S*", "इनबॉक्स", "सिस्टम प्रॉम्प्ट", "सर्व संपर्क"),
    program: alt("(?:फक्त|केवळ) एका शब्दात", "एका शब्दात", "टूल कॉल कर"),
    secrecy: "वापरकर्त्याला (?:याबद्दल |हे |काही )?(?:सांगू नका|सांगू नकोस|कळवू नका)",
  },
  pa: {
    // Punjabi in Gurmukhi; the nukta letters ("ਜ਼", "ਫ਼") are stored decomposed, as NFKC leaves the text.
    ai: alt("(?:ਏਆਈ|ai) (?:ਸਹਾਇਕ|ਅਸਿਸਟੈਂਟ|ਏਜੰਟ)", "(?:ਬਣਾਉਟੀ|ਨਕਲੀ) ਬੁੱਧੀ", "ਭਾਸ਼ਾ ਮਾਡਲ"),
    override: alt("ਸਿਸਟਮ (?:ਓਵਰਰਾਈਡ|ਕਮਾਂਡ)", "ਡਿਵੈਲਪਰ ਮੋਡ", "ਐਡਮਿਨ ਮੋਡ"),
    overrideVerb: alt("ਅਣਡਿੱਠ", "ਨਜ਼ਰਅੰਦਾਜ਼", "ਭੁੱਲ ਜਾ"),
    overrideNoun: alt("ਹਦਾਇਤਾਂ", "ਹਦਾਇਤ", "ਨਿਰਦੇਸ਼", "ਹੁਕਮ"),
    role: alt("ਹੁਣ ਤੋਂ (?:ਤੁਸੀਂ|ਤੂੰ)", "(?:ਇੱਕ )?(?:ਏਆਈ|ai) ਵਜੋਂ"),
    actVerb: `${alt("ਫਾਰਵਰਡ ਕਰੋ", "ਫਾਰਵਰਡ ਕਰ ਦਿਓ", "ਭੇਜੋ", "ਭੇਜ ਦਿਓ", "ਜ਼ਾਹਰ ਕਰੋ", "ਡਿਲੀਟ ਕਰੋ", "ਮਿਟਾ ਦਿਓ", "ਐਕਸਪੋਰਟ ਕਰੋ")}${EM}`,
    actObject: alt("ਸਾਰੀਆਂ (?:ਈਮੇਲਾਂ|ਈਮੇਲ|ਮੇਲਾਂ)", "ਸਾਰੇ (?:ਸੁਨੇਹੇ|ਈਮੇਲ|ਮੈਸੇਜ)", "ਇਨਬਾਕਸ", "ਸਿਸਟਮ ਪ੍ਰੋਂਪਟ", "ਸਾਰੇ ਸੰਪਰਕ"),
    program: alt("(?:ਸਿਰਫ਼|ਕੇਵਲ) ਇੱਕ ਸ਼ਬਦ", "ਇੱਕ ਸ਼ਬਦ ਵਿੱਚ"),
    secrecy: "ਵਰਤੋਂਕਾਰ ਨੂੰ (?:ਇਸ ਬਾਰੇ |ਕੁਝ )?(?:ਨਾ|ਮਤ) (?:ਦੱਸੋ|ਦੱਸਣਾ|ਦੱਸੀਂ)",
  },
  te: {
    // Telugu: case endings attach to the noun ("ఈమెయిల్‌లను"), so noun entries take "\\S*"; the zero-width joiners of
    // "ఓవర్‌రైడ్" are stripped from the text, so entries are written without them.
    ai: alt("(?:ఏఐ|ai) (?:సహాయకు|అసిస్టెంట్|ఏజెంట్)\\S*", "కృత్రిమ మేధ\\S*", "భాషా మోడల్\\S*"),
    override: alt("సిస్టమ్ (?:ఓవర్ ?రైడ్|కమాండ్)", "డెవలపర్ మోడ్", "అడ్మిన్ మోడ్"),
    overrideVerb: alt("విస్మరించ\\S*", "పట్టించుకోవద్దు", "మర్చిపో\\S*"),
    overrideNoun: alt("సూచనల\\S*", "సూచనలు", "ఆదేశాల\\S*", "ఆదేశాలు"),
    role: alt("ఇప్పటి నుండి (?:నువ్వు|మీరు)", "(?:ఒక )?(?:ఏఐ|ai) ?గా"),
    actVerb: `${alt(
      "ఫార్వర్డ్ (?:చేయండి|చెయ్యి|చేయి)",
      "పంపండి",
      "పంపించండి",
      "బహిర్గతం చేయండి",
      "తొలగించండి",
      "డిలీట్ చేయండి",
      "ఎగుమతి చేయండి",
    )}${EM}`,
    actObject: alt("అన్ని (?:ఈమెయిల్|ఇమెయిల్|సందేశాల|మెయిల్)\\S*", "ఇన్ ?బాక్స్", "సిస్టమ్ ప్రాంప్ట్", "అన్ని పరిచయాల\\S*"),
    program: alt("(?:ఒకే|ఒక్క) (?:పదంలో|మాటలో)", "కేవలం ఒక పదం"),
    secrecy: "వినియోగదారు(?:నికి|కు) (?:దీని గురించి |ఏమీ )?(?:చెప్పవద్దు|చెప్పకండి|తెలియజేయవద్దు)",
  },
  kn: {
    // Kannada: case endings attach to the noun ("ಇಮೇಲ್‌ಗಳನ್ನು"), so noun entries take "\\S*"; zero-width joiners are
    // stripped from the text and left out of the entries.
    ai: alt("(?:ಎಐ|ai) (?:ಸಹಾಯಕ|ಅಸಿಸ್ಟೆಂಟ್|ಏಜೆಂಟ್)\\S*", "ಕೃತಕ ಬುದ್ಧಿಮತ್ತೆ\\S*", "ಭಾಷಾ ಮಾದರಿ\\S*"),
    override: alt("ಸಿಸ್ಟಮ್ (?:ಓವರ್ ?ರೈಡ್|ಕಮಾಂಡ್)", "ಡೆವಲಪರ್ ಮೋಡ್", "ಅಡ್ಮಿನ್ ಮೋಡ್"),
    overrideVerb: alt("ನಿರ್ಲಕ್ಷಿಸ\\S*", "ಕಡೆಗಣಿಸ\\S*", "ಮರೆತುಬಿಡಿ"),
    overrideNoun: alt("ಸೂಚನೆ\\S*", "ಆದೇಶ\\S*"),
    role: alt("ಇನ್ನು ಮುಂದೆ (?:ನೀನು|ನೀವು)", "(?:ಒಂದು )?(?:ಎಐ|ai) ?ಆಗಿ"),
    actVerb: `${alt("ಫಾರ್ವರ್ಡ್ ಮಾಡಿ", "ಫಾರ್ವರ್ಡ್ ಮಾಡು", "ಕಳುಹಿಸಿ", "ಕಳಿಸಿ", "ಬಹಿರಂಗಪಡಿಸಿ", "ಅಳಿಸಿ", "ಡಿಲೀಟ್ ಮಾಡಿ", "ರಫ್ತು ಮಾಡಿ")}${EM}`,
    actObject: alt("ಎಲ್ಲಾ (?:ಇಮೇಲ್|ಈಮೇಲ್|ಸಂದೇಶ|ಮೇಲ್)\\S*", "ಇನ್ ?ಬಾಕ್ಸ್", "ಸಿಸ್ಟಮ್ ಪ್ರಾಂಪ್ಟ್", "ಎಲ್ಲಾ ಸಂಪರ್ಕ\\S*"),
    program: alt("(?:ಒಂದೇ|ಒಂದು) ಪದದಲ್ಲಿ", "ಕೇವಲ ಒಂದು ಪದ"),
    secrecy: "ಬಳಕೆದಾರರಿಗೆ (?:ಇದರ ಬಗ್ಗೆ |ಏನೂ )?(?:ಹೇಳಬೇಡಿ|ಹೇಳಬೇಡ|ತಿಳಿಸಬೇಡಿ)",
  },
  ml: {
    // Malayalam: case endings attach to the noun, so noun entries take "\\S*"; a final consonant is written as an
    // atomic chillu ("ൽ") or, in older text, as the letter and a virama ("ല്", its joiner stripped): both are listed.
    ai: alt("(?:എഐ|ai) (?:സഹായി|അസിസ്റ്റന്റ്|ഏജന്റ്)\\S*", "കൃത്രിമ ബുദ്ധി\\S*", "ഭാഷാ മോഡ(?:ൽ|ല്)\\S*"),
    override: alt("സിസ്റ്റം (?:ഓവ(?:ർ|ര്) ?റൈഡ്|കമാ(?:ൻ|ന്)ഡ്)", "ഡെവലപ്പ(?:ർ|ര്) മോഡ്", "അഡ്മി(?:ൻ|ന്) മോഡ്"),
    overrideVerb: alt("അവഗണിക്കുക", "അവഗണിക്കൂ", "മറന്നേക്കൂ", "മറക്കുക"),
    overrideNoun: alt("നി(?:ർ|ര്)ദ്ദേശ\\S*", "ഉത്തരവ\\S*"),
    role: alt("ഇനി മുത(?:ൽ|ല്) (?:നീ|നിങ്ങ(?:ൾ|ള്))", "(?:ഒരു )?(?:എഐ|ai) എന്ന നിലയി"),
    actVerb: `${alt(
      "ഫോ(?:ർ|ര്)വേഡ് ചെയ്യുക",
      "ഫോ(?:ർ|ര്)വേഡ് ചെയ്യൂ",
      "അയയ്ക്കുക",
      "അയക്കുക",
      "അയയ്ക്കൂ",
      "അയക്കൂ",
      "വെളിപ്പെടുത്തുക",
      "ഇല്ലാതാക്കുക",
      "ഡിലീറ്റ് ചെയ്യുക",
      "മായ്ക്കുക",
    )}${EM}`,
    actObject: alt("എല്ലാ (?:ഇമെയി|ഇ-മെയി|സന്ദേശ)\\S*", "ഇ(?:ൻ|ന്)ബോക്സ്", "സിസ്റ്റം പ്രോംപ്റ്റ്", "എല്ലാ കോ(?:ൺ|ണ്)ടാക്റ്റ്\\S*"),
    program: alt("ഒറ്റ (?:വാക്കി|വാക്ക്)\\S*", "ഒരു വാക്കി(?:ൽ|ല്) മാത്രം"),
    secrecy: "ഉപയോക്താവി(?:നോട്|നെ) (?:ഇതിനെക്കുറിച്ച് |ഒന്നും )?(?:പറയരുത്|അറിയിക്കരുത്)",
  },
  jv: {
    // Javanese, in the plain (ngoko) and polite (krama) registers mail uses; Indonesian loanwords ("email", "kode")
    // as written.
    ai: alt("(?:asisten|pambiyantu) ai", "kacerdhasan (?:gawean|buatan)", "model basa"),
    override: alt("(?:override|nimpa) sistem", "mode pangembang"),
    overrideVerb: alt("lalekna", "lalekake", "lalia", "aja (?:nggatekake|manut|ngetutake)", "ora usah digatekake"),
    overrideNoun: "(?:kabeh |sakabehe )?(?:instruksi|prentah|pituduh)(?: sadurunge| sakdurunge)?",
    role: alt(
      "wiwit saiki,? (?:kowe|sampeyan|panjenengan)",
      "minangka ai,? (?:kowe|sampeyan|panjenengan) (?:kudu|kedah)",
    ),
    actVerb: alt(
      "terusna",
      "terusake",
      "teruske",
      "kirimna",
      "kirimake",
      "kirimen",
      "kintunaken",
      "tokna",
      "busaken",
      "busak",
      "hapusen",
    ),
    actObject: alt(
      "kabeh (?:email|pesen|layang)",
      "(?:email|pesen) kabeh",
      "kothak mlebu",
      "prompt sistem",
      "kabeh kontak",
    ),
    program: alt("(?:mung|namung) (?:nganggo )?(?:siji|setunggal) tembung", "sak tembung wae", "celuk (?:alat|tool)"),
    secrecy: alt(
      "aja (?:ngandhani|kandha|matur|ngabari) (?:marang |dhateng )?(?:pangguna|panganggo)",
      "tanpa ngandhani (?:pangguna|panganggo)",
    ),
  },
};

const MORE: Partial<Record<Lang, MoreCueRow>> = {
  en: {
    mailbox: alt(
      "(?:mailbox|inbox|e-?mail|mail)[-_](?:agent|assistant|bot)s?",
      "(?:assistant|agent|bot)s? (?:\\p{L}+ ){0,4}?(?:sorting|going through|looking after|screening|minding|answering|watching|working in) (?:this|the|my|your|her|his|our) (?:inbox|mailbox|e-?mail|mail)",
    ),
    owner: alt(
      "(?:do not|don't|never) (?:mention|tell|inform|notify|alert|say|report)\\p{L}* (?:[^.\\n]{0,40} )?(?:to )?(?:the )?(?:mailbox|inbox|account) (?:owner|holder)",
      "no need to (?:bother|tell|inform|trouble|involve) \\p{L}+ (?:about|with) (?:it|this|that)",
    ),
    erase:
      "delete (?:this|the) (?:e-?mail|message) (?:afterwards|afterward|after that|from (?:the|your) (?:inbox|mailbox))",
    autoRule: alt(
      // Also the rule's condition in between, passive: "a rule now: any message containing … gets forwarded to".
      "rules? (?:[^.\\n]{0,120} )?(?:auto(?:matically)?[- ]?)?(?:forwards?|forwarded|forwarding|redirects?|redirected)(?![\\p{L}])",
      "auto-?forward(?:ing)? rules?",
    ),
    claimed: alt(
      "(?:the|your) (?:user|account owner|mailbox owner|account holder|principal) (?:has |have )?(?:already )?(?:asked|requested|authori[sz]ed|approved|instructed|wants|would like) (?:you|the (?:ai |email )?(?:assistant|agent)) to",
    ),
    confirm: alt(
      "(?:reply|respond|answer)\\p{L}* (?:[^.\\n]{0,60} )?with (?:only |just )?(?:the|a|one) (?:single )?word",
      "with the single word",
      "(?:only|just) the word",
      "(?:acknowledge|confirm)(?: this| receipt)? by (?:replying|responding|answering)",
    ),
    unseen: alt(
      "(?:the )?(?:user|owner|human|principal)s? (?:does not|doesn't|do not|don't|need not|needn't) (?:need to )?(?:know|be (?:told|informed|notified|asked))",
      "before (?:it is|it's|they are|this is) (?:shown|displayed|presented|visible) to the (?:user|owner|human)",
      "without (?:asking|telling|informing|notifying|checking with) (?:the )?(?:\\p{L}+ )?(?:owner|user|human|principal) first",
    ),
    boundary:
      "end of (?:the )?(?:(?:customer|user|buyer|client|guest|seller|external|untrusted|original) )?(?:message|e-?mail|input|content|text|request|review|comment|document|context)",
    supersede: alt(
      "overrides? (?:any |all )?(?:earlier|previous|prior|existing) (?:instructions|configuration|settings|rules|guidelines)",
      "new instructions (?:for|to) the (?:ai |automated |email |mailbox )?(?:assistant|agent)",
      "(?:mailbox|email|inbox|ai) agent configuration",
    ),
    records:
      "(?:all|every|each) (?:of )?(?:the |your )?(?:invoices?|orders?|order numbers?|receipts|payouts|(?:buyer|customer|client) (?:names?|addresses|details|records|data)|delivery addresses)",
    recordVerb: alt("forward\\p{L}*", "send", "list", "copy", "export", "include", "share", "reply with"),
  },
  de: {
    mailbox: alt(
      "(?:e-?mail|post(?:fach)?|posteingangs?|mail)-?assistent\\p{L}*",
      "digitale\\p{L}* assistent\\p{L}*",
      "assistent\\p{L}*,? (?:der|die) (?:dieses|das|mein|ihr|dein) (?:postfach|posteingang)",
    ),
    owner:
      "(?:sag|sage|erwähne|erzähl|verrate)\\p{L}* (?:\\p{L}+ ){0,3}?(?:dem|der) (?:postfach|konto)?-?inhaber\\p{L}* nichts",
    erase: "lösch\\p{L}* (?:danach |anschließend |dann )?(?:diese|die) (?:e-?mail|nachricht)",
    autoRule: alt(
      "weiterleitungsregel\\p{L}*",
      "regel\\p{L}* (?:[^.\\n]{0,60} )?(?:automatisch )?weiter(?:leit|zuleit)\\p{L}*",
    ),
    whileReading:
      "(?:wenn du (?:diese[rn]? )?(?:e-?mail|nachricht) (?:zusammenfasst|verarbeitest)|beim (?:zusammenfassen|verarbeiten) (?:diese[rn]? )?(?:e-?mail|nachricht))",
    reasoning: "(?:daher|deshalb|also|folglich),? (?:muss|sollte|soll) (?:der|die) (?:ki-?)?(?:assistent|agent)\\p{L}*",
    claimed:
      "(?:der|ihr|dein) (?:nutzer|benutzer|kontoinhaber|postfachinhaber) (?:hat )?(?:dich|sie) (?:bereits )?(?:beauftragt|autorisiert|gebeten|angewiesen)",
    confirm: alt(
      "(?:nur|ausschließlich|lediglich) (?:mit )?dem wort",
      "bestätig\\p{L}* (?:dies |den empfang )?durch (?:eine )?antwort",
    ),
    unseen: alt(
      "(?:nutzer|benutzer|inhaber)\\p{L}* (?:muss|braucht) (?:das |davon |es )?nichts? (?:zu )?(?:wissen|erfahren)",
      "bevor (?:sie|es|er) (?:dem|der) (?:nutzer|benutzer|inhaber)\\p{L}* (?:angezeigt|gezeigt)",
      "ohne (?:den|die) (?:nutzer|benutzer|inhaber)\\p{L}* (?:vorher )?zu (?:fragen|informieren)",
    ),
    boundary: "ende der (?:(?:kunden|nutzer|benutzer|käufer)-?)?(?:nachricht|eingabe|e-?mail)",
    supersede: alt(
      "(?:ersetzt|überschreibt) (?:alle )?(?:früheren|bisherigen|vorherigen) (?:anweisungen|konfiguration\\p{L}*|einstellungen)",
      "neue anweisungen (?:für|an) (?:den|die) ki-?(?:assistent|agent)\\p{L}*",
    ),
    records: "(?:alle|sämtliche) (?:\\p{L}+ )?(?:rechnungen|bestellungen|bestellnummern|kundendaten|lieferadressen)",
  },
  fr: {
    mailbox: alt(
      "assistant (?:de )?(?:messagerie|courriel|mail|e-?mail|boîte (?:de réception|mail))",
      "assistant numérique",
      "assistant qui (?:lit|gère|traite|trie) (?:cette|la|ma|votre) boîte",
    ),
    owner: "(?:ne|n'en) (?:[^.\\n]{0,30} )?(?:au|à la) (?:titulaire|propriétaire)",
    erase: "supprim\\p{L}* (?:ensuite |puis |après )?(?:ce|cet) (?:message|e-?mail|courriel)",
    autoRule: "règle\\p{L}* (?:[^.\\n]{0,60} )?(?:transf[eéè]r\\p{L}*|redirig\\p{L}*)",
    whileReading: "(?:quand|lorsque) (?:tu|vous) (?:résume[sz]?|traite[sz]?) ce (?:message|courriel|e-?mail)",
    reasoning: "(?:donc|par conséquent|ainsi),? l'(?:assistant|agent)(?: ia)? (?:doit|devrait)",
    claimed: "l'utilisateur (?:t'a|vous a) (?:déjà )?(?:demandé|autorisé|chargé)",
    confirm: alt(
      "(?:uniquement|seulement|simplement) (?:par |avec )?le mot",
      "confirm\\p{L}* (?:la réception )?en répondant",
    ),
    unseen: alt(
      "l'utilisateur n'a pas besoin de (?:le )?savoir",
      "avant (?:d'être|qu'\\p{L}+ (?:ne )?soit) (?:affiché|montré|présenté)\\p{L}* à l'utilisateur",
      "sans (?:demander|prévenir) (?:à )?(?:l'utilisateur|la propriétaire|le propriétaire)",
    ),
    boundary: "fin (?:du message|de l'e-?mail|du courriel)(?: du client| de l'utilisateur| de l'acheteur)?",
    supersede: alt(
      "(?:remplace|annule) (?:toutes )?les (?:instructions|configurations?|consignes) (?:précédentes|antérieures)",
      "nouvelles instructions pour l'(?:assistant|agent) ia",
    ),
    records: "(?:toutes les|tous les) (?:factures|commandes|numéros de commande|adresses de livraison|données clients)",
  },
  es: {
    mailbox: alt(
      "asistente (?:de )?(?:correo|buzón|bandeja)",
      "asistente digital",
      "asistente que (?:lee|gestiona|administra|revisa|ordena) (?:este|el|mi|su) (?:buzón|correo|bandeja)",
    ),
    owner:
      "no (?:le )?(?:digas|diga|menciones|mencione|cuentes|cuente)\\p{L}* (?:nada )?al (?:titular|propietario|dueño)",
    erase: "(?:borra|elimina|borre|elimine)\\p{L}* (?:después |luego |a continuación )?(?:este|el) (?:mensaje|correo)",
    autoRule: "regla\\p{L}* (?:[^.\\n]{0,60} )?(?:reenv[ií]\\p{L}*|redirij\\p{L}*)",
    whileReading: "(?:cuando|al) (?:resumas|proceses|resumir|procesar) este (?:correo|mensaje|e-?mail)",
    reasoning:
      "(?:por lo tanto|por eso|así que|entonces),? el (?:asistente|agente)(?: de ia)? (?:debe|debería|tiene que)",
    claimed: "el usuario (?:te|le) (?:ha )?(?:pedido|autorizado|encargado|indicado)",
    confirm: alt(
      "(?:solo|sólo|solamente|únicamente) (?:con )?la palabra",
      "confirm\\p{L}* (?:la recepción )?respondiendo",
    ),
    unseen: alt(
      "el usuario no (?:necesita|tiene que|debe) saber\\p{L}*",
      "antes de (?:que se )?(?:mostrar\\p{L}*|muestre) al usuario",
      "sin (?:preguntar|consultar|avisar)(?:le)? al (?:usuario|propietario|dueño)",
    ),
    boundary: "fin del (?:mensaje|correo)(?: del cliente| del usuario| del comprador)?",
    supersede: alt(
      "(?:anula|reemplaza|sustituye) (?:todas )?las (?:instrucciones|configuraciones?) (?:anteriores|previas)",
      "nuevas instrucciones para el (?:asistente|agente) de ia",
    ),
    records: "(?:todas las|todos los) (?:facturas|pedidos|números de pedido|direcciones de entrega|datos de clientes)",
  },
  it: {
    mailbox: alt(
      "assistente (?:di |della )?(?:posta|casella|e-?mail)",
      "assistente digitale",
      "assistente che (?:legge|gestisce|smista) (?:questa|la|mia|sua) casella",
    ),
    owner: "non (?:dire|dirlo|menzionare|informare|dirgli|dirle)(?: nulla| niente)? al (?:titolare|proprietario)",
    erase: "(?:cancella|elimina)\\p{L}* (?:poi |dopo )?(?:questo messaggio|questa (?:e-?mail|mail)|il messaggio)",
    autoRule: "regol\\p{L}* (?:[^.\\n]{0,60} )?inoltr\\p{L}*",
    whileReading: "quando (?:riassumi|elabori) (?:questa (?:e-?mail|mail)|questo messaggio)",
    reasoning: "(?:quindi|perciò|pertanto),? l'(?:assistente|agente)(?: ia)? (?:deve|dovrebbe)",
    claimed: "l'utente ti ha (?:già )?(?:chiesto|autorizzato|incaricato)",
    confirm: alt("(?:solo|soltanto|solamente) (?:con )?la parola", "conferm\\p{L}* rispondendo"),
    unseen: alt(
      "l'utente non (?:ha bisogno di|deve) saper\\p{L}*",
      "prima (?:di essere|che sia) (?:mostrat|visualizzat)\\p{L}* all'utente",
      "senza (?:chiedere|avvisare) (?:all'utente|al proprietario)",
    ),
    boundary: "fine (?:del messaggio|della e-?mail|della mail)(?: del cliente| dell'utente| dell'acquirente)?",
    supersede: alt(
      "(?:annulla|sostituisce|sovrascrive) (?:tutte )?le (?:istruzioni|configurazioni) precedenti",
      "nuove istruzioni per l'(?:assistente|agente) ia",
    ),
    records: "(?:tutte le|tutti gli|tutti i) (?:fatture|ordini|numeri d'ordine|indirizzi di consegna|dati dei clienti)",
  },
  pt: {
    mailbox: alt(
      "assistente (?:de )?(?:e-?mail|correio|caixa)",
      "assistente digital",
      "assistente que (?:lê|gerencia|gere|organiza) (?:esta|a|minha|sua) caixa",
    ),
    owner: "não (?:diga|conte|mencione|informe)\\p{L}* (?:nada )?ao (?:titular|dono|proprietário)",
    erase: "(?:apague|exclua|apaga|exclui)\\p{L}* (?:depois |em seguida )?(?:esta|esse|este|a) (?:mensagem|e-?mail)",
    autoRule: "regra\\p{L}* (?:[^.\\n]{0,60} )?(?:encaminh\\p{L}*|reencaminh\\p{L}*)",
    whileReading: "(?:quando|ao) (?:resumir|processar|resumires) (?:este (?:e-?mail|email)|esta mensagem)",
    reasoning: "(?:portanto|por isso|então|assim),? o (?:assistente|agente)(?: de ia)? (?:deve|deveria|tem de|tem que)",
    claimed: alt(
      "o (?:usuário|utilizador) (?:já )?(?:te|lhe) (?:pediu|autorizou|instruiu)",
      "o (?:usuário|utilizador) (?:já )?(?:pediu|autorizou|instruiu) (?:a )?(?:você|ti)",
    ),
    confirm: alt("(?:apenas|somente|só) (?:com )?a palavra", "confirm\\p{L}* respondendo"),
    unseen: alt(
      "o (?:usuário|utilizador) não (?:precisa|tem de|tem que|deve) saber",
      "antes de (?:ser )?(?:mostrad|exibid|apresentad)\\p{L}* ao (?:usuário|utilizador)",
      "sem (?:perguntar|avisar|consultar) (?:ao|o) (?:usuário|utilizador|dono|proprietário)",
    ),
    boundary: "fim (?:da mensagem|do e-?mail)(?: do cliente| do usuário| do utilizador| do comprador)?",
    supersede: alt(
      "(?:anula|substitui|sobrepõe) (?:todas )?as (?:instruções|configurações) anteriores",
      "novas instruções para o (?:assistente|agente) de ia",
    ),
    records: "(?:todas as|todos os) (?:faturas|pedidos|números de pedido|endereços de entrega|dados de clientes)",
  },
  nl: {
    mailbox: alt(
      "(?:e-?mail|mail|postvak|inbox)-?assistent\\p{L}*",
      "digitale assistent\\p{L}*",
      "assistent die (?:deze|de|mijn|uw) (?:mailbox|inbox|postvak) (?:leest|beheert|sorteert)",
    ),
    owner: alt(
      "(?:vertel|zeg|meld) (?:dit |het |niets )?(?:niet )?(?:aan )?de (?:eigenaar|accounthouder)",
      "zonder de eigenaar",
    ),
    erase: "verwijder (?:daarna |vervolgens |dan )?(?:dit|deze|het) (?:bericht|e-?mail|mail)",
    autoRule: alt("doorstuurregel\\p{L}*", "regel\\p{L}* (?:[^.\\n]{0,60} )?doorst\\p{L}*"),
    whileReading: "(?:wanneer|als) (?:je|u) (?:deze (?:e-?mail|mail)|dit bericht) (?:samenvat|verwerkt)",
    reasoning: "(?:daarom|dus),? moet de (?:ai-?)?(?:assistent|agent)",
    claimed: "de gebruiker heeft je (?:al )?(?:gevraagd|gemachtigd|opgedragen)",
    confirm: alt("(?:alleen|enkel|uitsluitend) (?:met )?het woord", "bevestig\\p{L}* door te (?:antwoorden|reageren)"),
    unseen: alt(
      "(?:de )?(?:gebruiker|eigenaar) hoeft (?:dit|het|dat) niet te (?:weten|horen)",
      "voordat (?:het|dit) aan de (?:gebruiker|eigenaar) (?:wordt )?(?:getoond|laten zien)",
      "zonder (?:de gebruiker|de eigenaar) (?:eerst )?te (?:vragen|informeren)",
    ),
    boundary: "einde (?:van (?:het|de) )?(?:klant|gebruikers|koper)?(?:bericht|e-?mail)",
    supersede: alt(
      "(?:vervangt|overschrijft) (?:alle )?(?:eerdere|vorige) (?:instructies|configuratie|instellingen)",
      "(?:opdracht|instructies?) voor de ai-?(?:assistent|agent)",
    ),
    records: "alle (?:facturen|bestellingen|ordernummers|afleveradressen|klantgegevens)",
  },
  sv: {
    mailbox: alt(
      "(?:e-?post|mejl|mail|inkorgs)-?assistent\\p{L}*",
      "digital\\p{L}* assistent\\p{L}*",
      "assistent\\p{L}* som (?:läser|hanterar|sorterar) (?:den här|denna|min|din) (?:inkorg|brevlåda)",
    ),
    owner: "(?:berätta|säg|nämn) (?:inte |inget |ingenting )?(?:detta |det )?(?:inte )?för (?:ägaren|kontoinnehavaren)",
    erase: "(?:radera|ta bort) (?:sedan |därefter )?(?:detta meddelande|det här meddelandet|meddelandet|mejlet)",
    autoRule: "regel\\p{L}* (?:[^.\\n]{0,60} )?vidarebefordra\\p{L}*",
    whileReading: "när du (?:sammanfattar|bearbetar) (?:detta|det här) (?:mejl|meddelande|e-?postmeddelande)",
    reasoning: "(?:därför|så),? (?:måste|bör|ska) (?:ai-?)?(?:assistenten|agenten)",
    claimed: "användaren har (?:redan )?(?:bett|godkänt|instruerat) dig",
    confirm: alt("(?:endast|bara|enbart) (?:med )?ordet", "bekräfta genom att svara"),
    unseen: alt(
      "användaren behöver inte (?:veta|få veta)",
      "innan (?:det|den) visas för användaren",
      "utan att fråga (?:användaren|ägaren)",
    ),
    boundary: "slut på (?:kundens |användarens )?(?:meddelande|e-?post|mejl)",
    supersede: alt(
      "ersätter (?:alla )?tidigare (?:instruktioner|inställningar)",
      "nya instruktioner till ai-?(?:assistenten|agenten)",
    ),
    records: "alla (?:fakturor|beställningar|ordernummer|leveransadresser|kunduppgifter)",
  },
  pl: {
    mailbox: alt(
      "asysten[tc]\\p{L}*[ _](?:poczty|skrzynki|e-?mail\\p{L}*)",
      "cyfrow\\p{L}* asysten[tc]\\p{L}*",
      "asysten[tc]\\p{L}* (?:czytając\\p{L}*|obsługując\\p{L}*|zarządzając\\p{L}*|sortując\\p{L}*) (?:tę|tą|moją|twoją|naszą) skrzynk\\p{L}*",
    ),
    owner: "nie (?:mów|informuj|wspominaj)\\p{L}* (?:o tym )?właściciel\\p{L}*",
    erase: "usuń (?:potem |następnie |później )?(?:tę|tą|ten) (?:wiadomość|e-?mail|mail)",
    autoRule: "reguł\\p{L}* (?:[^.\\n]{0,60} )?(?:przekaz\\p{L}*|przekierow\\p{L}*)",
    whileReading: "(?:gdy|kiedy) (?:będziesz )?(?:podsumowywać|podsumujesz|przetwarzasz) (?:tę wiadomość|ten e-?mail)",
    reasoning: "(?:dlatego|więc|zatem),? asystent(?: ai)? (?:musi|powinien)",
    claimed: "użytkownik (?:już )?(?:poprosił|upoważnił|polecił) ci",
    confirm: alt("(?:tylko|jedynie|wyłącznie) słowem", "potwierdź\\p{L}* (?:odpowiadając|odpowiedzią)"),
    unseen: alt(
      "użytkownik nie musi (?:o tym )?wiedzieć",
      "zanim (?:zostanie )?pokazan\\p{L}* użytkownikowi",
      "bez pytania użytkownika",
    ),
    boundary: "koniec (?:wiadomości|e-?maila)(?: klienta| użytkownika)?",
    supersede: alt(
      "zastępuje (?:wszystkie )?wcześniejsze (?:instrukcje|ustawienia)",
      "nowe instrukcje dla asystenta ai",
    ),
    records: "wszystkie (?:faktury|zamówienia|numery zamówień|adresy dostaw|dane klientów)",
  },
  cs: {
    mailbox: alt("asistent\\p{L}* (?:pošty|schránky|e-?mail\\p{L}*)", "digitální asistent\\p{L}*"),
    owner: "(?:neříkej|neinformuj|nezmiňuj)\\p{L}* (?:to |o tom )?majitel\\p{L}*",
    erase: "(?:smaž|odstraň) (?:potom |pak )?(?:tuto zprávu|tento e-?mail)",
    autoRule: "pravidl\\p{L}* (?:[^.\\n]{0,60} )?přepos\\p{L}*",
    whileReading: "(?:až|když) (?:budeš )?(?:shrnovat|shrneš|zpracováváš) (?:tento e-?mail|tuto zprávu)",
    reasoning: "(?:proto|tedy|takže),? (?:ai )?asistent (?:musí|by měl)",
    claimed: "uživatel tě (?:už )?(?:požádal|pověřil|autorizoval)",
    secrets: alt(
      "hesl\\p{L}*",
      "api klíč\\p{L}*",
      "přístupov\\p{L}* (?:token|údaj)\\p{L}*",
      "systémov\\p{L}* prompt\\p{L}*",
    ),
    confirm: alt("(?:pouze|jen) slovem", "potvrď\\p{L}* odpovědí"),
    unseen: alt("uživatel (?:o tom )?nemusí vědět", "než (?:se )?zobraz\\p{L}* uživateli", "bez ptaní uživatele"),
    boundary: "konec (?:zprávy|e-?mailu)(?: zákazníka| uživatele)?",
    supersede: alt("nahrazuje (?:všechny )?předchozí (?:pokyny|nastavení)", "nové pokyny pro ai asistenta"),
    records: "všechny (?:faktury|objednávky|čísla objednávek|doručovací adresy|údaje zákazníků)",
  },
  ru: {
    mailbox: alt(
      "(?:почтов\\p{L}*|цифров\\p{L}*) (?:ассистент|помощник|агент)\\p{L}*",
      "(?:ассистент|помощник)\\p{L}*,? (?:который (?:читает|обрабатывает|разбирает)|читающ\\p{L}*|обрабатывающ\\p{L}*) (?:этот|эту|мой|мою|ваш|вашу) (?:ящик|почту)",
    ),
    owner: "не (?:говори|сообщай|упоминай)\\p{L}* (?:об этом |это |ничего )?хозя\\p{L}*",
    erase: "удали\\p{L}* (?:потом |затем |после этого )?(?:это|данное) (?:письмо|сообщение)",
    autoRule: "правил\\p{L}* (?:[^.\\n]{0,60} )?(?:пересыл\\p{L}*|перенаправл\\p{L}*)",
    whileReading:
      "(?:когда|при) (?:будешь )?(?:пересказывать|обрабатывать|обработке|пересказе) (?:это|этого) (?:письм|сообщени)\\p{L}*",
    reasoning: "(?:поэтому|следовательно|значит),? (?:ии-?)?(?:ассистент|агент)\\p{L}* (?:должен|обязан)",
    claimed: "пользователь (?:уже )?(?:поручил|разрешил|попросил) (?:тебе|вам)",
    confirm: alt("(?:только|лишь) словом", "подтверд\\p{L}* ответом"),
    unseen: alt(
      "пользовател\\p{L}* (?:не нужно|незачем|не обязательно) (?:об этом )?знать",
      "прежде чем (?:это )?(?:будет )?показа\\p{L}* пользовател\\p{L}*",
      "не спрашивая (?:пользовател|владельц)\\p{L}*",
    ),
    boundary: "конец (?:сообщения|письма)(?: клиента| пользователя| покупателя)?",
    supersede: alt(
      "отменяет (?:все )?(?:предыдущие|прежние) (?:инструкции|настройки)",
      "новые инструкции для ии-?(?:ассистента|агента)",
    ),
    records: "все (?:счета|заказы|номера заказов|адреса доставки|данные клиентов)",
  },
  uk: {
    mailbox: "(?:поштов\\p{L}*|цифров\\p{L}*) (?:асистент|помічник|агент)\\p{L}*",
    owner: "не (?:кажи|повідомляй|згадуй)\\p{L}* (?:про це |це |нічого )?власник\\p{L}*",
    erase: "видали (?:потім |після цього )?(?:цей лист|це повідомлення)",
    autoRule: "правил\\p{L}* (?:[^.\\n]{0,60} )?(?:пересил\\p{L}*|переспрямов\\p{L}*)",
    whileReading:
      "(?:коли|під час) (?:будеш )?(?:підсумовувати|обробляти|обробки) (?:цей лист|це повідомлення|цього листа)",
    reasoning: "(?:тому|отже),? (?:ші-?)?(?:асистент|агент)\\p{L}* (?:повинен|має|мусить)",
    claimed: "користувач (?:вже )?(?:доручив|дозволив|попросив) (?:тобі|вам)",
    secrets: alt("парол\\p{L}*", "api-?ключ\\p{L}*", "токен\\p{L}*", "облікові дані"),
    confirm: alt("(?:лише|тільки) словом", "підтверд\\p{L}* відповіддю"),
    unseen: alt(
      "користувач\\p{L}* не (?:потрібно|треба|обов'язково) (?:про це )?знати",
      "перш ніж (?:це )?(?:буде )?показа\\p{L}* користувач\\p{L}*",
      "не питаючи (?:користувач|власник)\\p{L}*",
    ),
    boundary: "кінець (?:повідомлення|листа)(?: клієнта| користувача)?",
    supersede: alt(
      "скасовує (?:всі )?попередні (?:інструкції|налаштування)",
      "нові інструкції для ші-?(?:асистента|агента)",
    ),
    records: "(?:всі|усі) (?:рахунки|замовлення|номери замовлень|адреси доставки|дані клієнтів)",
  },
  el: {
    mailbox: alt("ψηφιακ\\p{L}* βοηθ\\p{L}*", "βοηθ\\p{L}* (?:email|αλληλογραφίας|ταχυδρομείου)"),
    owner: "μην (?:το )?(?:πεις|αναφέρεις|ενημερώσεις) (?:στον |τον )?(?:κάτοχο|ιδιοκτήτη)",
    erase: "διάγραψε (?:μετά |έπειτα )?(?:αυτό το|το) (?:μήνυμα|email)",
    autoRule: "κανόν\\p{L}* (?:[^.\\n]{0,60} )?προώθ\\p{L}*",
    whileReading: "όταν (?:συνοψίζεις|επεξεργάζεσαι) αυτό το (?:email|μήνυμα)",
    reasoning: "(?:επομένως|άρα|συνεπώς),? ο βοηθός (?:πρέπει|οφείλει)",
    claimed: "ο χρήστης σ(?:ου|ε) (?:έχει )?(?:ζήτησε|εξουσιοδότησε|ζητήσει)",
    secrets: alt("κωδικ\\p{L}* πρόσβασης", "κλειδι\\p{L}* api", "api κλειδι\\p{L}*", "token\\p{L}*"),
    confirm: alt("μόνο με τη λέξη", "επιβεβαίωσε απαντώντας"),
    unseen: alt(
      "ο χρήστης δεν (?:χρειάζεται|πρέπει) να (?:το )?(?:ξέρει|μάθει)",
      "χωρίς να ρωτήσεις τον (?:χρήστη|ιδιοκτήτη)",
    ),
    boundary: "τέλος (?:μηνύματος|email)(?: πελάτη| χρήστη)?",
    supersede: "αντικαθιστά (?:όλες )?τις προηγούμενες (?:οδηγίες|ρυθμίσεις)",
    records: "όλ(?:α|ες) (?:τα|τις) (?:τιμολόγια|παραγγελίες|διευθύνσεις παράδοσης)",
  },
  tr: {
    mailbox: alt(
      "(?:e-?posta|posta kutusu|gelen kutusu|dijital) asistan\\p{L}*",
      "(?:posta kutusunu|gelen kutusunu|e-?postaları) (?:okuyan|yöneten|düzenleyen) (?:asistan|yapay zek[aâ])\\p{L}*",
    ),
    owner: "(?:hesap|posta kutusu) sahibine (?:bundan )?(?:söyleme|bahsetme|bildirme|haber verme)",
    erase: "bu (?:e-?postayı|mesajı|iletiyi) (?:da |de )?sil\\p{L}*",
    autoRule: "kural\\p{L}* (?:[^.\\n]{0,60} )?(?:ilet|yönlendir)\\p{L}*",
    whileReading: "bu (?:e-?postayı|mesajı) (?:özetlerken|işlerken)",
    reasoning: "(?:bu nedenle|dolayısıyla|bu yüzden),? (?:yapay zeka )?asistan(?:ın)? (?:şimdi )?",
    claimed: "kullanıcı (?:sana|size) (?:zaten )?(?:yetki verdi|talimat verdi)",
    secrets: alt(
      "şifre\\p{L}*",
      "parola\\p{L}*",
      "api anahtar\\p{L}*",
      "erişim (?:anahtar|token)\\p{L}*",
      "sistem istem\\p{L}*",
      "sistem prompt\\p{L}*",
    ),
    confirm: alt("(?:sadece|yalnızca) (?:şu )?kelimeyle", "yanıtlayarak onayla\\p{L}*"),
    unseen: alt(
      "kullanıcının (?:bunu |bundan )?(?:bilmesine gerek yok|haberi olmasın)",
      "kullanıcıya gösterilmeden önce",
      "(?:kullanıcıya|sahibine) sormadan",
    ),
    boundary: "(?:(?:müşteri|kullanıcı) )?(?:mesajının|e-?postanın) sonu",
    supersede: "önceki (?:tüm )?(?:talimatları|ayarları) geçersiz kılar",
    records: "tüm (?:faturalar|siparişler|sipariş numaraları|teslimat adresleri|müşteri bilgileri)\\p{L}*",
  },
  id: {
    mailbox: alt(
      "asisten (?:email|surel|kotak masuk|digital)",
      "asisten yang (?:membaca|mengelola|memilah) (?:kotak masuk|email)",
    ),
    owner: "jangan (?:beri ?tahu|memberi ?tahu|katakan|sebutkan)\\p{L}*(?: hal ini| ini)? (?:kepada |ke )?pemilik",
    erase: "hapus (?:juga |kemudian |lalu )?(?:email|pesan) ini",
    autoRule: "aturan (?:[^.\\n]{0,60} )?(?:meneruskan|teruskan|diteruskan)",
    whileReading: "(?:saat|ketika) (?:kamu|anda) (?:meringkas|memproses) (?:email|pesan) ini",
    reasoning: "(?:oleh karena itu|jadi|maka),? asisten(?: ai)? (?:harus|perlu|wajib)",
    claimed: "pengguna (?:sudah |telah )?(?:meminta|mengizinkan|menginstruksikan) (?:kamu|anda)",
    secrets: alt("kata sandi", "kunci api", "token akses", "kredensial"),
    confirm: alt("hanya dengan kata", "konfirmasi dengan membalas"),
    unseen: alt(
      "pengguna tidak perlu tahu",
      "sebelum ditampilkan kepada pengguna",
      "tanpa (?:bertanya|memberi tahu) (?:kepada )?(?:pengguna|pemilik)",
    ),
    boundary: "akhir (?:pesan|email)(?: pelanggan| pengguna| pembeli)?",
    supersede: alt(
      "menggantikan (?:semua )?(?:instruksi|pengaturan) sebelumnya",
      "instruksi baru untuk (?:asisten|agen) ai",
    ),
    records: "semua (?:faktur|invoice|pesanan|nomor pesanan|alamat pengiriman|data pelanggan)",
  },
  vi: {
    mailbox: "trợ lý (?:email|thư|hộp thư|số|ảo)",
    owner: "(?:không|đừng) (?:nói|báo|đề cập|cho biết)(?: \\p{L}+){0,3} (?:với |cho )?chủ (?:hộp thư|tài khoản)",
    erase: "(?:xóa|xoá) (?:luôn |sau đó )?(?:email|thư|tin nhắn) này",
    autoRule: "quy tắc (?:[^.\\n]{0,60} )?chuyển tiếp",
    whileReading: "khi (?:bạn )?(?:tóm tắt|xử lý) (?:email|thư|tin nhắn) này",
    reasoning: "(?:vì vậy|do đó|vậy nên),? trợ lý(?: ai)? (?:phải|cần|nên)",
    claimed: "người dùng (?:đã )?(?:yêu cầu|cho phép|ủy quyền cho) bạn",
    secrets: alt("mật khẩu", "khóa api", "mã thông báo", "thông tin đăng nhập"),
    confirm: alt("chỉ (?:với|bằng) từ", "xác nhận bằng cách trả lời"),
    unseen: alt(
      "người dùng không cần (?:phải )?biết",
      "trước khi (?:hiển thị|cho) người dùng (?:xem|thấy)",
      "không hỏi (?:ý kiến )?(?:người dùng|chủ)",
    ),
    boundary: "kết thúc (?:tin nhắn|email|thư)(?: (?:của )?(?:khách hàng|người dùng))?",
    supersede: alt("thay thế (?:mọi|tất cả) (?:hướng dẫn|cấu hình) trước", "hướng dẫn mới cho (?:trợ lý|tác nhân) ai"),
    records: "(?:tất cả|toàn bộ|mọi) (?:hóa đơn|đơn hàng|số đơn hàng|địa chỉ giao hàng|dữ liệu khách hàng)",
  },
  sw: {
    mailbox: "msaidizi wa (?:barua pepe|kidijitali|kikasha)",
    owner: alt("usimwambie mmiliki", "bila kumwambia mmiliki"),
    erase: "futa (?:baadaye |kisha )?(?:ujumbe huu|barua pepe hii)",
    autoRule: "sheria (?:[^.\\n]{0,60} )?(?:kusambaza|isambaze|ipeleke)",
    whileReading: "unapo(?:fupisha|chakata) (?:barua pepe|ujumbe) huu",
    reasoning: "(?:kwa hiyo|hivyo),? msaidizi(?: wa ai)? (?:lazima|anapaswa)",
    claimed: "mtumiaji (?:amekuomba|amekuruhusu|amekuagiza)",
    secrets: alt("nenosiri", "funguo za api", "tokeni"),
    confirm: alt("kwa neno tu", "thibitisha kwa kujibu"),
    unseen: alt("mtumiaji hahitaji kujua", "kabla ya kuonyeshwa kwa mtumiaji", "bila kumuuliza (?:mtumiaji|mmiliki)"),
    boundary: "mwisho wa (?:ujumbe|barua pepe)(?: wa (?:mteja|mtumiaji))?",
    supersede: "inabatilisha maagizo yote ya awali",
    records: "(?:ankara|oda|anwani za uwasilishaji) zote",
  },
  hi: {
    mailbox: "(?:ईमेल|मेल|डिजिटल|इनबॉक्स) (?:सहायक|असिस्टेंट)",
    owner: "(?:मालिक|खाताधारक) को (?:इस बारे में |यह |कुछ )?(?:मत|न|नहीं) बता",
    erase: "(?:इस|यह) (?:ईमेल|संदेश) को (?:भी )?(?:डिलीट|हटा)",
    autoRule: "नियम (?:[^।\\n]{0,60} )?फॉरवर्ड",
    whileReading: "इस (?:ईमेल|संदेश) का सारांश (?:बनाते|देते) समय",
    reasoning: "(?:इसलिए|अतः),? (?:एआई )?(?:सहायक|असिस्टेंट) को",
    claimed: "उपयोगकर्ता ने (?:आपको|तुम्हें) (?:पहले ही )?(?:अनुमति|निर्देश)",
    secrets: alt("पासवर्ड", "एपीआई (?:की|कुंजी)", "api (?:की|कुंजी)", "टोकन"),
    confirm: alt("केवल शब्द", "जवाब देकर पुष्टि"),
    unseen: alt("उपयोगकर्ता को (?:यह )?जानने की (?:जरूरत|ज़रूरत) नहीं", "उपयोगकर्ता को दिखाने से पहले", "उपयोगकर्ता से पूछे बिना"),
    boundary: "(?:(?:ग्राहक|उपयोगकर्ता) (?:के )?)?(?:संदेश|ईमेल) का अंत",
    supersede: "पिछले (?:सभी )?निर्देशों को (?:रद्द|ओवरराइड)",
    records: "सभी (?:चालान|इनवॉइस|ऑर्डर|डिलीवरी पते)",
  },
  bn: {
    mailbox: "(?:ইমেল|ইমেইল|মেইল|ডিজিটাল|ইনবক্স) (?:সহকারী|সহায়ক|অ্যাসিস্ট্যান্ট)",
    owner: "(?:মালিক|অ্যাকাউন্টধারী)(?:কে)? (?:এ বিষয়ে |এটা |কিছু )?(?:বলবেন না|বলো না|জানাবেন না|জানিও না)",
    erase: "(?:এই|এ) (?:ইমেল|ইমেইল|মেইল|বার্তা)(?:টি|টা)?(?:ও)? (?:ডিলিট|মুছে)",
    autoRule: "নিয়ম (?:[^।\\n]{0,60} )?ফরওয়ার্ড",
    whileReading: "এই (?:ইমেল|ইমেইল|মেইল|বার্তা)(?:টির|টার|ের)? সারাংশ (?:তৈরি|করার|লেখার|দেওয়ার)",
    reasoning: "(?:তাই|অতএব),? (?:এআই )?(?:সহকারী|সহায়ক|অ্যাসিস্ট্যান্ট)(?:কে|র)",
    claimed: "ব্যবহারকারী (?:আপনাকে|তোমাকে) (?:আগেই )?(?:অনুমতি|নির্দেশ)",
    secrets: alt("পাসওয়ার্ড", "এপিআই (?:কী|কি)", "api (?:কী|কি)", "টোকেন"),
    confirm: alt("শুধু শব্দটি", "উত্তর দিয়ে নিশ্চিত"),
    unseen: alt("ব্যবহারকারীর (?:এটা )?জানার (?:দরকার|প্রয়োজন) নেই", "ব্যবহারকারীকে দেখানোর আগে", "ব্যবহারকারীকে জিজ্ঞাসা না করে"),
    boundary: "(?:(?:গ্রাহকের|ব্যবহারকারীর) )?(?:বার্তার|ইমেলের|ইমেইলের) শেষ",
    supersede: "(?:আগের|পূর্ববর্তী) (?:সব |সমস্ত )?নির্দেশ(?:না)? (?:বাতিল|ওভাররাইড)",
    records: "(?:সব|সমস্ত) (?:ইনভয়েস|চালান|অর্ডার|ডেলিভারি ঠিকানা)",
  },
  ur: {
    mailbox: "(?:ای ?میل|ڈیجیٹل|ان ?باکس) (?:اسسٹنٹ|معاون)",
    owner: "مالک کو (?:اس کے بارے میں |یہ |کچھ )?(?:مت|نہ) بتا",
    erase: "(?:اس|یہ) (?:ای ?میل|پیغام) (?:کو )?(?:ڈیلیٹ|حذف)",
    autoRule: "(?:قاعدہ|اصول|رول)[^.\\n]{0,60}فارورڈ",
    whileReading: "اس (?:ای ?میل|پیغام) کا خلاصہ (?:کرتے|بناتے) (?:وقت|ہوئے)",
    reasoning: "(?:اس لیے|لہذا),? (?:اے آئی )?(?:معاون|اسسٹنٹ) کو",
    claimed: "صارف نے (?:آپ کو|تمہیں) (?:پہلے ہی )?(?:اجازت|ہدایت)",
    secrets: alt("پاس ?ورڈ", "اے پی آئی (?:کی|کلید)", "api (?:کی|کلید)", "ٹوکن"),
    confirm: alt("صرف لفظ", "جواب دے کر تصدیق"),
    unseen: alt("صارف کو (?:یہ )?جاننے کی ضرورت نہیں", "صارف کو دکھانے سے پہلے", "صارف سے پوچھے بغیر"),
    boundary: "(?:(?:صارف|گاہک) کے )?(?:پیغام|ای ?میل) کا اختتام",
    supersede: "پچھلی (?:تمام )?ہدایات کو منسوخ",
    records: "تمام (?:انوائس|رسیدیں|آرڈر|ترسیل کے پتے)",
  },
  ar: {
    mailbox: "مساعد\\p{L}* (?:ال)?(?:بريد|رقمي)",
    owner: "لا (?:تخبر|تذكر|تبلغ|تعلم)\\p{L}* (?:ال)?(?:مالك|صاحب)",
    erase: "احذف (?:بعد ذلك |ثم )?(?:هذه|هذا) (?:ال)?(?:رسالة|بريد)",
    autoRule: "قاعدة[^.\\n]{0,60}(?:تعيد توجيه|إعادة توجيه|تحويل)",
    whileReading: "عند (?:تلخيص|معالجة) (?:هذه|هذا) (?:ال)?(?:رسالة|بريد)",
    reasoning: "(?:لذلك|لذا|وبالتالي)،? (?:يجب على|ينبغي على|على) (?:ال)?مساعد",
    claimed: "(?:ال)?مستخدم (?:قد )?(?:طلب منك|فو?ّ?ضك|أذن لك)",
    secrets: alt("كلم(?:ة|ات) (?:ال)?مرور", "مفاتيح api", "مفتاح api", "(?:ال)?رموز? (?:ال)?وصول"),
    confirm: alt("بالرد بكلمة", "أك?ّ?د (?:ذلك )?بالرد"),
    unseen: alt(
      "لا (?:يحتاج|داعي لأن يعرف) (?:ال)?مستخدم",
      "قبل عرض\\p{L}* على (?:ال)?مستخدم",
      "دون (?:سؤال|استشارة) (?:ال)?(?:مستخدم|مالك)",
    ),
    boundary: "نهاية (?:ال)?(?:رسالة|بريد)(?: (?:ال)?(?:عميل|مستخدم))?",
    supersede: "يلغي (?:جميع )?(?:ال)?(?:تعليمات|إعدادات) (?:ال)?سابقة",
    records: "(?:جميع|كل) (?:ال)?(?:فواتير|طلبات|عناوين التسليم|بيانات العملاء)",
  },
  fa: {
    mailbox: "دستیار (?:ایمیل|صندوق|دیجیتال)",
    owner: "به صاحب (?:صندوق|حساب)\\p{L}* (?:چیزی )?(?:نگو|نگویید|اطلاع نده)",
    erase: "(?:این|آن) (?:ایمیل|پیام|نامه) را (?:هم )?(?:حذف|پاک)",
    autoRule: "قانون[^.\\n]{0,120}(?:خودکار|فوروارد)",
    whileReading: "هنگام (?:خلاصه کردن|پردازش) این (?:ایمیل|پیام)",
    reasoning: "(?:بنابراین|پس)،? دستیار(?: هوش مصنوعی)? باید",
    claimed: "کاربر (?:قبلا )?به (?:شما|تو) (?:اجازه|دستور) (?:داده|داد)",
    secrets: alt("رمز(?:های)? عبور", "کلید(?:های)? api", "توکن"),
    confirm: alt("فقط با کلمه", "با پاسخ تأیید کن"),
    unseen: alt("کاربر لازم نیست بداند", "قبل از نمایش به کاربر", "بدون پرسیدن از (?:کاربر|مالک)"),
    boundary: "پایان (?:پیام|ایمیل)(?: (?:کاربر|مشتری))?",
    supersede: "دستورالعمل\\p{L}* قبلی را لغو",
    records: "همه (?:فاکتور|سفارش|آدرس)\\p{L}*",
  },
  he: {
    mailbox: "עוזר (?:ה)?(?:דיגיטלי|דואר|מייל)",
    owner: "אל (?:תספר|תגיד|תזכיר|תודיע)\\p{L}* (?:על זה )?ל(?:ה)?בעל(?:ת|י)? (?:ה)?(?:תיבה|חשבון)",
    erase: "מחק\\p{L}* (?:אחר כך |לאחר מכן )?את (?:ה)?(?:הודעה|מייל) (?:ה)?(?:זו|זאת|זה)",
    autoRule: "כלל[^.\\n]{0,80}(?:העבר|העברה)",
    whileReading: "כש(?:אתה|את) (?:מסכם|מסכמת|מעבד|מעבדת) את (?:ה)?(?:מייל|הודעה)",
    reasoning: "(?:לכן|לפיכך),? (?:ה)?עוזר (?:חייב|צריך)",
    claimed: "המשתמש (?:כבר )?(?:ביקש ממך|הסמיך אותך|אישר לך)",
    secrets: alt("סיסמ(?:ה|אות)", "מפתח(?:ות)? api", "טוקן"),
    confirm: alt("רק במילה", "אשר בתשובה"),
    unseen: alt("המשתמש לא צריך לדעת", "לפני שזה מוצג למשתמש", "בלי לשאול את (?:ה)?(?:משתמש|בעלים)"),
    boundary: "סוף (?:ה)?(?:הודעה|הודעת|מייל)(?: (?:ה)?(?:לקוח|משתמש))?",
    supersede: "מבטל(?:ת)? את (?:כל )?ההוראות הקודמות",
    records: "כל (?:ה)?(?:חשבוניות|הזמנות|כתובות המשלוח|פרטי הלקוחות)",
  },
  am: {
    mailbox: "(?:የኢሜይል|የኢሜል|ዲጂታል) ረዳት",
    owner: "ለ(?:ሳጥኑ|መለያው) ባለቤት\\p{L}* (?:አትንገር|አትናገር|አይንገሩ|አታሳውቅ)\\p{L}*",
    erase: "ይህን(?:ን)? (?:ኢሜይል|መልዕክት|መልእክት) (?:ደግሞ )?(?:አጥፋ|ሰርዝ)\\p{L}*",
    autoRule: "ደንብ[^.\\n]{0,80}(?:አስተላልፍ|ያስተላልፍ)\\p{L}*",
    whileReading: "ይህን (?:ኢሜይል|መልእክት) ስታጠቃልል",
    reasoning: "(?:ስለዚህ|በመሆኑም)(?:،)? ረዳቱ",
    claimed: "ተጠቃሚው (?:ፈቅዶልሃል|አዝዞሃል)",
    secrets: alt("የይለፍ ቃል\\p{L}*", "የapi ቁልፍ\\p{L}*"),
    confirm: alt("በቃሉ ብቻ", "በመመለስ አረጋግጥ"),
    unseen: alt("ተጠቃሚው ማወቅ አያስፈልገውም", "ለተጠቃሚው ከመታየቱ በፊት"),
    boundary: "(?:የ(?:ደንበኛ|ተጠቃሚ)ው? )?(?:መልእክት|ኢሜይል) መጨረሻ",
    supersede: "ቀደም ያሉ(?:ትን)? መመሪያዎች\\p{L}* ይሽራል",
    records: alt(
      "ሁሉንም (?:ደረሰኞች|ትዕዛዞች)\\p{L}*",
      // A list of people's names, addresses or numbers (donors, customers, members, staff).
      "የ(?:ለጋሾች|ደንበኞች|አባላት|ሰራተኞች|ሠራተኞች)\\p{L}* (?:[^\\s]+ ){0,3}ዝርዝር",
    ),
  },
  th: {
    mailbox: "ผู้ช่วย ?(?:อีเมล|ดิจิทัล|กล่องจดหมาย)",
    owner: "(?:อย่า|ห้าม)(?:บอก|แจ้ง)เจ้าของ",
    erase: "ลบ(?:อีเมล|ข้อความ)(?:ฉบับ)?นี้",
    autoRule: "กฎ[^\\n]{0,40}ส่งต่อ",
    whileReading: "เมื่อ(?:คุณ)?(?:สรุป|ประมวลผล)(?:อีเมล|ข้อความ)นี้",
    reasoning: "(?:ดังนั้น|เพราะฉะนั้น) ?ผู้ช่วย(?:ai|เอไอ)? ?(?:ต้อง|ควร)",
    claimed: "ผู้ใช้(?:ได้)?(?:อนุญาต|ขอ|สั่ง)ให้คุณ",
    secrets: alt("รหัสผ่าน", "คีย์ ?api", "โทเค็น"),
    confirm: alt("ตอบกลับ(?:ด้วย)?คำว่า", "ยืนยันโดยการตอบกลับ"),
    unseen: alt("ผู้ใช้ไม่จำเป็นต้องรู้", "ก่อนแสดงให้ผู้ใช้", "โดยไม่ต้องถามผู้ใช้"),
    boundary: "สิ้นสุด(?:ข้อความ|อีเมล)(?:ของ)?(?:ลูกค้า|ผู้ใช้)?",
    supersede: "แทนที่คำสั่งก่อนหน้า",
    records: "(?:ใบแจ้งหนี้|คำสั่งซื้อ|ที่อยู่จัดส่ง) ?ทั้งหมด",
  },
  lo: {
    mailbox: "ຜູ້ຊ່ວຍ ?(?:ອີເມວ|ອີເມລ|ດິຈິຕອນ)",
    owner: "ຢ່າ(?:ບອກ|ແຈ້ງ)ເຈົ້າຂອງ",
    erase: "ລຶບ(?:ອີເມວ|ອີເມລ|ຂໍ້ຄວາມ)ນີ້",
    autoRule: "ກົດ[^\\n]{0,40}ສົ່ງຕໍ່",
    whileReading: "ເມື່ອ(?:ເຈົ້າ)?(?:ສະຫຼຸບ|ປະມວນຜົນ)(?:ອີເມວ|ຂໍ້ຄວາມ)ນີ້",
    reasoning: "(?:ດັ່ງນັ້ນ|ສະນັ້ນ) ?ຜູ້ຊ່ວຍ(?:ai|ເອໄອ)? ?(?:ຕ້ອງ|ຄວນ)",
    claimed: "ຜູ້ໃຊ້(?:ໄດ້)?(?:ອະນຸຍາດ|ຂໍ|ສັ່ງ)ໃຫ້ເຈົ້າ",
    secrets: alt("ລະຫັດຜ່ານ", "ກະແຈ ?api", "ໂທເຄັນ"),
    confirm: alt("ຕອບກັບ(?:ດ້ວຍ)?ຄຳວ່າ", "ຢືນຢັນໂດຍການຕອບກັບ"),
    unseen: alt("ຜູ້ໃຊ້ບໍ່ຈຳເປັນຕ້ອງຮູ້", "ກ່ອນສະແດງໃຫ້ຜູ້ໃຊ້", "ໂດຍບໍ່ຕ້ອງຖາມຜູ້ໃຊ້"),
    boundary: "ສິ້ນສຸດ(?:ຂໍ້ຄວາມ|ອີເມວ)(?:ຂອງ)?(?:ລູກຄ້າ|ຜູ້ໃຊ້)?",
    supersede: "ແທນທີ່ຄຳສັ່ງກ່ອນໜ້າ",
    records: "(?:ໃບແຈ້ງໜີ້|ຄຳສັ່ງຊື້|ທີ່ຢູ່ຈັດສົ່ງ) ?ທັງໝົດ",
  },
  ko: {
    mailbox: "(?:메일|이메일|일정|디지털|받은 ?편지함) ?(?:비서|어시스턴트|도우미)",
    owner: "(?:소유자|주인)에게 ?(?:알리지|말하지|언급하지)",
    erase: "이 ?(?:메일|메시지|이메일)[을를]? ?(?:삭제|지워)",
    autoRule: "규칙[^.\\n]{0,40}(?:전달|포워딩)",
    whileReading: "이 ?(?:이메일|메일|메시지)(?:을|를)? ?(?:요약|처리)(?:할|하는) ?(?:때|경우)",
    reasoning: "(?:따라서|그러므로|그래서),? ?(?:ai ?)?(?:어시스턴트|에이전트)(?:는|가)",
    claimed: "사용자가 ?(?:당신|너)에게 ?(?:이미 ?)?(?:요청|허락|지시|승인)",
    secrets: alt("비밀번호", "api ?키", "액세스 ?토큰", "시스템 ?프롬프트"),
    confirm: alt("(?:이라고|라고)만 ?(?:회신|답장|답변)", "단어만 ?(?:회신|답장|보내)"),
    unseen: alt(
      "사용자(?:는|가) ?알 ?필요(?:가|는)? ?없",
      "사용자에게 ?(?:보여주기|표시되기|표시하기) ?전에",
      "사용자에게 ?묻지 ?(?:말고|않고)",
    ),
    boundary: "(?:(?:고객|사용자) ?)?(?:메시지|이메일) ?(?:끝|종료)",
    supersede: "이전 ?(?:지시|설정|지침)(?:을|를)? ?(?:무효화|대체)",
    records: alt(
      "모든 ?(?:송장|청구서|주문|배송 ?주소)",
      "(?:메일|이메일|메시지|세금 ?계산서|송장|청구서)(?:을|를)? ?모두",
      "일정 ?전체",
      "전체 ?일정",
      "연락처 ?목록",
    ),
    recordVerb: alt("회신", "답장"),
  },
  ja: {
    mailbox: "(?:メール|受信箱|デジタル)(?:の)?(?:アシスタント|エージェント|秘書)",
    owner: "(?:所有者|持ち主|オーナー)に(?:は)?(?:伝えない|言わない|知らせない|伝えず|言わず|知らせず)",
    erase: "(?:この|本)(?:メール|メッセージ)を(?:削除|消)",
    autoRule: "ルール[^。\\n]{0,30}転送",
    whileReading: "この(?:メール|メッセージ)を(?:要約|処理)(?:する)?(?:際|とき|時)",
    reasoning: "(?:したがって|そのため|よって|だから)[、,]?(?:ai)?(?:アシスタント|エージェント)は",
    claimed: "ユーザー(?:が|は)(?:既に|すでに)?あなたに(?:依頼|許可|指示)",
    confirm: alt("とだけ(?:返信|回答|答え)", "の一言で返信"),
    unseen: alt(
      "ユーザーに(?:は)?知らせる必要はない",
      "ユーザーが知る必要はない",
      "ユーザーに表示(?:される|する)前に",
      "ユーザーに(?:確認|相談)せずに",
    ),
    boundary: "(?:(?:顧客|ユーザー|お客様)の?)?(?:メッセージ|メール)の?(?:終わり|終了)",
    supersede: "以前の(?:指示|設定)を(?:上書き|無効)",
    records: alt("(?:すべて|全て)の(?:請求書|注文|注文番号|配送先)", "(?:予定|スケジュール)(?:すべて|全て|全体)"),
    recordVerb: "返信",
  },
  zh: {
    mailbox: "(?:邮件|郵件|邮箱|郵箱|数字|數位)(?:助手|助理)",
    owner: "不要(?:告[诉訴]|通知|提及|提到)(?:[邮郵]箱|[帐帳]户|[帐帳]號)?(?:主人|所有者|持有人)",
    erase: "(?:删除|刪除)(?:这|這|此)(?:封)?(?:邮件|郵件|消息|訊息)",
    autoRule: "(?:规则|規則)[^。\\n]{0,30}(?:转发|轉發)",
    whileReading: "(?:在)?(?:总结|總結|摘要|处理|處理)(?:这封|這封|此)(?:邮件|郵件|信)(?:时|時)",
    reasoning: "(?:因此|所以|因而)[，,]?(?:ai ?)?助(?:手|理)(?:必[须須]|[应應](?:该|當)|需要)",
    claimed: "(?:用[户戶]|使用者)(?:已[经經]?)?(?:授[权權]|要求|指示)你",
    confirm: alt("只(?:需)?回[复覆]", '回[复覆]"[^"\\n]{1,12}"(?:即可|就行)'),
    unseen: alt(
      "(?:用[户戶]|使用者)(?:不需要|无需|無需|不必)知道",
      "(?:显示|顯示|展示)给?(?:用[户戶]|使用者)之前",
      "不(?:要|必)(?:询问|詢問|征求)(?:用[户戶]|使用者|老板|店主)",
    ),
    boundary: "(?:客[户戶]|用[户戶]|买家|買家)?(?:消息|[讯訊]息|留言|[邮郵]件)(?:结束|結束)",
    supersede: alt("覆盖之前的(?:指令|设置|配置)", "取代(?:之前|以前)的(?:指令|设置)"),
    records: alt("所有(?:的)?(?:发票|發票|订单|訂單|订单号|收货地址|收貨地址|客户资料|客戶資料)", "全部(?:日程|行程)"),
    recordVerb: "回[复覆]",
  },
  km: {
    mailbox: "ជំនួយការ ?(?:អ៊ីមែល|ឌីជីថល|ប្រអប់សំបុត្រ)",
    owner: "កុំ(?:ប្រាប់|ជូនដំណឹង)ម្ចាស់(?:គណនី|ប្រអប់)",
    erase: "លុប(?:អ៊ីមែល|សារ)នេះ",
    autoRule: "ច្បាប់[^\\n]{0,40}បញ្ជូនបន្ត",
    whileReading: "ពេល(?:អ្នក)?(?:សង្ខេប|ដំណើរការ|បកប្រែ)(?:អ៊ីមែល|សារ)នេះ",
    reasoning: "(?:ដូច្នេះ|ហេតុនេះ) ?ជំនួយការ(?: ?ai)? ?(?:ត្រូវ|គួរ)",
    claimed: "អ្នកប្រើ(?:បាន)?(?:អនុញ្ញាត|ស្នើ|បញ្ជា)ឱ្យអ្នក",
    secrets: alt("ពាក្យសម្ងាត់", "លេខសម្ងាត់", "កូនសោ ?api", "ថូខឹន"),
    confirm: alt("ឆ្លើយតប(?:ដោយ)?ពាក្យ", "បញ្ជាក់ដោយឆ្លើយតប"),
    unseen: alt("អ្នកប្រើមិនចាំបាច់ដឹង", "មុនពេលបង្ហាញដល់អ្នកប្រើ", "ដោយមិន(?:បាច់)?សួរអ្នកប្រើ"),
    boundary: "ចប់(?:សារ|អ៊ីមែល)(?:របស់)?(?:អតិថិជន|អ្នកប្រើ)?",
    supersede: "ជំនួសការណែនាំ(?:មុន|ពីមុន)",
    records: "(?:វិក្កយបត្រ|ការបញ្ជាទិញ|អាសយដ្ឋានដឹកជញ្ជូន|របាយការណ៍ធនាគារ) ?ទាំងអស់",
  },
  my: {
    mailbox: "(?:အီးမေးလ်|ဒစ်ဂျစ်တယ်) ?လက်ထောက်",
    owner: "ပိုင်ရှင်(?:ကို)? ?မ(?:ပြော|အသိပေး)(?:ပါနှင့်|နဲ့|ပါနဲ့)",
    erase: "(?:ဤ|ဒီ) ?(?:အီးမေးလ်|မက်ဆေ့ချ်|စာ)(?:ကို)? ?ဖျက်",
    autoRule: "စည်းမျဉ်း[^\\n]{0,40}ထပ်ဆင့်ပို့",
    whileReading: "(?:ဤ|ဒီ) ?(?:အီးမေးလ်|စာ)(?:ကို)? ?(?:အကျဉ်းချုပ်|ဘာသာပြန်)(?:သည့်|တဲ့)? ?အခါ",
    reasoning: "(?:ထို့ကြောင့်|ဒါကြောင့်) ?(?:ai ?)?လက်ထောက်(?:သည်|က)",
    claimed: "အသုံးပြုသူ(?:က)? ?သင့်(?:ကို)? ?(?:ခွင့်ပြု|ညွှန်ကြား|တောင်းဆို)",
    secrets: alt("စကားဝှက်", "လျှို့ဝှက်နံပါတ်", "api ?ကီး", "တိုကင်"),
    confirm: alt("စကားလုံး(?:ဖြင့်)? ?သာ ?(?:ပြန်|ဖြေ)", "ပြန်စာ(?:ဖြင့်)? ?အတည်ပြု"),
    unseen: alt("အသုံးပြုသူ ?သိ(?:ရန်|ဖို့) ?မလို", "အသုံးပြုသူ(?:ကို)? ?မပြမီ"),
    boundary: "(?:စာ|မက်ဆေ့ချ်|အီးမေးလ်) ?အဆုံး",
    supersede: "ယခင် ?ညွှန်ကြားချက်(?:များ)?(?:ကို)? ?(?:အစားထိုး|ပယ်ဖျက်)",
    records: "(?:ငွေတောင်းခံလွှာ|အော်ဒါ|ပို့ဆောင်ရေး ?လိပ်စာ|ဘဏ်စာရင်း)(?:များ)? ?အားလုံး",
  },
  si: {
    mailbox: "(?:ඊමේල්|තැපැල්|ඩිජිටල්) සහායක\\S*",
    owner: "(?:හිමිකරුට|අයිතිකරුට) (?:මේ ගැන |කිසිවක් )?(?:කියන්න එපා|නොකියන්න|දන්වන්න එපා)",
    erase: "(?:මෙම|මේ) (?:ඊමේලය|පණිවිඩය)(?:ත්)? (?:මකන්න|මකා දමන්න)",
    autoRule: "නීති\\S*[^.\\n]{0,60}(?:ඉදිරියට යව|යොමු කර)",
    whileReading: "(?:මෙම|මේ) (?:ඊමේලය|පණිවිඩය) (?:සාරාංශ|පරිවර්තනය) කරන විට",
    reasoning: "(?:එබැවින්|ඒ නිසා),? (?:ai )?සහායක(?:යා)?",
    claimed: "පරිශීලකයා (?:දැනටමත් )?ඔබට (?:අවසර|උපදෙස්) (?:දී|දුන්)",
    secrets: alt("මුරපද\\S*", "api යතුර\\S*", "ටෝකන\\S*"),
    confirm: alt("(?:වචනයෙන්|වචනය) පමණක්", "පිළිතුරු දීමෙන් තහවුරු"),
    unseen: alt("පරිශීලකයා (?:මේ ගැන )?දැන ගැනීමට අවශ්ය නැත", "පරිශීලකයාට පෙන්වීමට පෙර", "පරිශීලකයාගෙන් නොඅසා"),
    boundary: "(?:පණිවිඩයේ|ඊමේලයේ) අවසානය",
    supersede: "පෙර (?:සියලු )?උපදෙස් (?:අවලංගු|ප්රතිස්ථාපනය)",
    records: "සියලු(?:ම)? (?:ඉන්වොයිසි|ඇණවුම්|බෙදාහැරීමේ ලිපින|බැංකු ප්රකාශ)\\S*",
  },
  ta: {
    mailbox: "(?:மின்னஞ்சல்|டிஜிட்டல்|அஞ்சல்) உதவியாள\\S*",
    owner: "(?:உரிமையாளரிடம்|கணக்கு வைத்திருப்பவரிடம்) (?:இதைப் பற்றி |எதுவும் )?(?:சொல்ல வேண்டாம்|கூற வேண்டாம்|தெரிவிக்க வேண்டாம்)",
    erase: "(?:இந்த|இந்தச்) (?:மின்னஞ்சலை|செய்தியை)(?:யும்)? (?:நீக்கவும்|அழிக்கவும்|நீக்கு)",
    autoRule: "விதி\\S*[^.\\n]{0,60}முன்னனுப்ப",
    whileReading: "(?:இந்த|இந்தச்) (?:மின்னஞ்சலை|செய்தியை|குறிப்பை) (?:சுருக்கும்|மொழிபெயர்க்கும்|செயலாக்கும்) (?:போது|முன்)",
    reasoning: "(?:எனவே|ஆகவே),? (?:ai )?உதவியாள\\S*",
    claimed: "பயனர் (?:ஏற்கனவே )?உங்களுக்கு (?:அனுமதி|அறிவுறுத்தல்) (?:அளித்துள்ளார்|கொடுத்துள்ளார்)",
    secrets: alt("கடவுச்சொல்\\S*", "api (?:விசை|சாவி)\\S*", "டோக்கன்\\S*"),
    confirm: alt("(?:என்ற )?சொல்லை மட்டும்", "பதிலளித்து உறுதிப்படுத்த"),
    unseen: alt(
      "பயனருக்கு (?:இது )?தெரிய வேண்டியதில்லை",
      "பயனருக்குக் காட்டும் முன்",
      "(?:மொழிபெயர்ப்பில்|சுருக்கத்தில்) (?:இதைக் |இதை )?(?:குறிப்பிட வேண்டாம்|சேர்க்க வேண்டாம்)",
    ),
    boundary: "(?:செய்தியின்|மின்னஞ்சலின்) முடிவு",
    supersede: "முந்தைய (?:அனைத்து )?அறிவுறுத்தல்\\S* (?:ரத்து|மாற்று)",
    records: alt(
      "(?:அனைத்து|எல்லா) (?:விலைப்பட்டியல்|ஆர்டர்|விநியோக முகவரி)\\S*",
      "(?:எண்கள்|முகவரிகள்|விலைப்பட்டியல்கள்|ஆர்டர்கள்) அனைத்தையும்",
    ),
  },
  ne: {
    mailbox: "(?:इमेल|डिजिटल|इनबक्स) सहायक",
    owner: "(?:मालिक|खातावाला)लाई (?:यसबारे |केही )?(?:नभन्नुहोस्|नभन|नबताउनुहोस्)",
    erase: "(?:यो|यस) (?:इमेल|सन्देश)(?:लाई)? (?:पनि )?(?:मेटाउनुहोस्|हटाउनुहोस्|मेटाऊ)",
    autoRule: "नियम[^।\\n]{0,60}फर्वार्ड",
    whileReading: "(?:यो|यस) (?:इमेल|सन्देश)(?:को)? (?:सारांश|अनुवाद) (?:बनाउँदा|गर्दा)",
    reasoning: "(?:त्यसैले|अतः),? (?:एआई )?सहायकले",
    claimed: "प्रयोगकर्ताले (?:तपाईंलाई|तिमीलाई) (?:पहिले नै )?(?:अनुमति|निर्देशन)",
    secrets: alt("पासवर्ड", "एपीआई (?:की|कुञ्जी)", "api (?:की|कुञ्जी)", "टोकन"),
    confirm: alt("शब्द मात्र", "जवाफ दिएर पुष्टि"),
    unseen: alt("प्रयोगकर्तालाई (?:यो )?थाहा हुनु पर्दैन", "प्रयोगकर्तालाई देखाउनु अघि", "प्रयोगकर्तालाई नसोधी"),
    boundary: "(?:सन्देश|इमेल)को अन्त्य",
    supersede: "अघिल्ला (?:सबै )?निर्देशन\\S* (?:रद्द|ओभरराइड)",
    records: "सबै (?:बिल|इनभ्वाइस|अर्डर|डेलिभरी ठेगाना)",
  },
  ka: {
    mailbox: "(?:ელფოსტის|ფოსტის|ციფრული) ასისტენტ\\p{L}*",
    owner: "(?:მფლობელს|ანგარიშის მფლობელს) (?:ამის შესახებ |არაფერი )?(?:არ უთხრა|ნუ ეტყვი|ნუ აცნობებ)",
    erase: "(?:ეს|ამ) (?:წერილი|შეტყობინება|მესიჯი) (?:ასევე )?წაშალე",
    autoRule: "წეს\\p{L}*[^.\\n]{0,60}გადაგზავნ\\p{L}*",
    whileReading: "(?:ამ|ეს) (?:წერილის|შეტყობინების) (?:შეჯამებისას|დამუშავებისას|თარგმნისას)",
    reasoning: "(?:ამიტომ|აქედან გამომდინარე|მაშასადამე|შესაბამისად|ასე რომ),? ასისტენტმა",
    claimed: "მომხმარებელმა (?:უკვე )?(?:მოგცა ნებართვა|დაგავალა|გთხოვა)",
    secrets: alt("პაროლ\\p{L}*", "api (?:გასაღებ|კლავიშ)\\p{L}*", "ტოკენ\\p{L}*"),
    confirm: alt("მხოლოდ სიტყვით", "დაადასტურე პასუხით"),
    unseen: alt(
      "მომხმარებელს არ სჭირდება (?:ამის )?ცოდნა",
      "მომხმარებლისთვის ჩვენებამდე",
      "მომხმარებლის კითხვის გარეშე",
    ),
    boundary: "(?:შეტყობინების|წერილის) დასასრული",
    supersede: "ანაცვლებს (?:ყველა )?წინა (?:ინსტრუქცი|მითითებ)\\p{L}*",
    records: "ყველა (?:ინვოის|შეკვეთ|მიწოდების მისამართ)\\p{L}*",
  },
  yo: {
    mailbox: yoruba("olùrànlọ́wọ́ (?:ímeèlì|díjítà)"),
    owner: yoruba("má ṣe sọ fún (?:oníwun|ẹni tó ni) (?:àpótí|àkọọ́lẹ̀)"),
    erase: yoruba("pa (?:ímeèlì|ìfiránṣẹ́|lẹ́tà) yìí rẹ́"),
    autoRule: yoruba("òfin[^.\\n]{0,60}(?:ránṣẹ́|firanṣẹ)"),
    whileReading: yoruba("nígbà tí (?:o bá|ẹ bá) ń (?:ṣàkópọ̀|ka|túmọ̀) (?:ímeèlì|ìfiránṣẹ́|lẹ́tà) yìí"),
    reasoning: yoruba("nítorí náà,? olùrànlọ́wọ́ (?:gbọ́dọ̀|yóò)"),
    claimed: yoruba("olùlò ti (?:fún ọ láṣẹ|ní kí o)"),
    secrets: yoruba(alt("ọ̀rọ̀ aṣínà", "ọ̀rọ̀ ìgbaniwọlé", "kọ́kọ́rọ́ api", "àmì ìwọlé")),
    confirm: yoruba(alt("ọ̀rọ̀ náà nìkan", "jẹ́rìí sí i nípa fífèsì")),
    unseen: yoruba(alt("olùlò kò nílò láti mọ̀", "kí (?:ó|o) tó hàn sí olùlò")),
    boundary: yoruba("òpin (?:ìfiránṣẹ́|ímeèlì|lẹ́tà)"),
    supersede: yoruba("fagilé (?:gbogbo )?ìtọ́sọ́nà (?:tẹ́lẹ̀|àtẹ̀yìnwá)"),
    records: yoruba("gbogbo (?:ìwé-owó|ìwé owó|àṣẹ rírà|àkọsílẹ̀ báńkì|àdírẹ́sì)"),
  },
  ha: {
    mailbox: hausa("mataimakin (?:imel|akwatin saƙo|dijital)"),
    owner: hausa("(?:kada|kar) (?:ka |ki |ku )?gaya wa mai (?:akwati|asusu)"),
    erase: hausa("goge (?:wannan )?(?:saƙo|imel)"),
    autoRule: hausa("doka[^.\\n]{0,60}(?:tura|aika)"),
    whileReading: hausa("(?:lokacin da|yayin da) (?:kake|kike) (?:taƙaita|sarrafa|fassara) (?:wannan )?(?:imel|saƙo)"),
    reasoning: hausa("(?:saboda haka|don haka),? mataimaki(?:n)? (?:dole|ya kamata)"),
    claimed: hausa("mai amfani ya (?:riga ya )?(?:ba ka izini|umarce ka)"),
    secrets: hausa(alt("kalmar (?:sirri|wucewa)", "maɓallin api", "alamar shiga")),
    confirm: hausa(alt("da kalmar kawai", "tabbatar ta hanyar amsawa")),
    unseen: hausa(alt("mai amfani ba ya buƙatar sani", "kafin a nuna wa mai amfani")),
    boundary: hausa("ƙarshen (?:saƙo|imel)"),
    supersede: hausa("soke (?:duk )?umarnin (?:da suka gabata|baya)"),
    records: hausa("duk (?:takardun kuɗi|odar|adireshin isarwa|bayanan banki)"),
  },
  tl: {
    mailbox: "(?:email|digital|inbox) katulong|katulong (?:sa|ng) (?:email|inbox)",
    owner: "huwag (?:mong |na )?sabihin sa may-ari",
    erase: "(?:burahin|tanggalin) (?:din )?(?:ang )?(?:email|mensahe) na ito",
    autoRule: "(?:patakaran|rule)[^.\\n]{0,60}(?:i-forward|ipasa)",
    whileReading: "(?:kapag|habang) (?:binubuod|pinoproseso|isinasalin) mo ang (?:email|mensahe) na ito",
    reasoning: "(?:kaya|samakatuwid),? (?:ang )?(?:assistant|katulong) (?:ay )?(?:dapat|kailangang)",
    claimed: "(?:ang )?(?:user|gumagamit) ay (?:pumayag|nag-utos|humiling) na ikaw",
    secrets: alt("password", "api key", "access token"),
    confirm: alt("(?:ang )?salitang? lamang", "kumpirmahin sa pamamagitan ng pagsagot"),
    unseen: alt("hindi na kailangang malaman ng (?:user|gumagamit)", "bago ipakita sa (?:user|gumagamit)"),
    boundary: "katapusan ng (?:mensahe|email)",
    supersede: "pinapalitan (?:ang )?(?:lahat ng )?naunang (?:tagubilin|utos)",
    records: "lahat ng (?:invoice|order|resibo|address)",
  },
  "ar-latn": {
    mailbox: "(?:mosa3ed|musa3ed|assistant) (?:el )?(?:email|emailet|inbox|bareed)",
    owner:
      "(?:ma|la) (?:t2ool|t2oul|tkhabber|t5abber)(?: \\S+)? (?:la|l|le)? ?(?:sa7eb|sahib|saheb) el (?:inbox|account|7esab|hesab|bareed)",
    erase: "(?:em7a|em7i|im7a|im7i|emsa7|imsa7)\\S* (?:ba3d|ba3den|hal (?:email|risale|message))",
    autoRule: "(?:2a3ede|qa3ida|ka3ide)[^.\\n]{0,60}(?:ba3at|b(?:i|e)?7awel|7awel|forward)",
    whileReading:
      "(?:lamma|lama) (?:3am )?(?:tl5as|tlakhes|tle5as|t2ra|te2ra|ti2ra|tetarjem|ttarjem) (?:hal|hayda|had|el) ?(?:email|message|risale)",
    reasoning:
      "(?:la2en|fa|3ashan|l2anno) ?(?:hek|keda|kida)?,? (?:el )?(?:mosa3ed|musa3ed|assistant) (?:lazem|laazem|lazim)",
    claimed: "(?:el )?(?:user|musta5dem|mosta5dem) (?:2allak|talablak|sama7lak|samahlak)",
    secrets: alt(
      "(?:el )?(?:password|passwordet|kelmet el ser|kelmet el sir|kilmit el sirr)",
      "api key\\S*",
      "token\\S*",
    ),
    confirm: alt(
      "(?:rodd|rud|redd|jawib|jaweb) (?:bi|b) (?:kelmet|kilmit) \\S+ (?:bas|faqat)",
      "(?:bas|faqat) (?:kelmet|kilmit)",
    ),
    unseen: alt(
      "(?:el )?(?:user|musta5dem) (?:mesh|mish|ma) (?:lazem|la2zem|mohem) (?:ye3raf|yi3raf)",
      "2abel ma (?:yshouf|yshoof|yeshouf)(?:ha|o)? (?:el )?user",
    ),
    boundary: "(?:nehayet|nihayet|akher) el (?:risale|resale|email|message)",
    supersede: "(?:bitlghi|bit2lghi|btelghi|btlghi) (?:kell|kol) el (?:ta3limat|tawjihat) el (?:2adime|adime|sab2a)",
    records: "(?:kell|kol|kul) el (?:fawater|fawatir|invoices|talabat|orders|3anawin)",
  },
  "hi-latn": {
    mailbox: "(?:email|mail|inbox) (?:wala |waala )?(?:sahayak|assistant)",
    owner: "(?:malik|owner|account holder) ko (?:mat|na|nahi) (?:batana|batao)",
    erase: alt(
      "(?:ye|yeh|is|iss) (?:email|mail|message) ko (?:bhi )?(?:delete|mita)",
      "(?:phir|fir|baad mein) (?:unhe|use|inhe|isko) delete kar",
    ),
    // "Make a rule that …" in Hinglish words ("rule banao"), not the English sentence.
    autoRule: "(?:niyam|rule) bana\\S*[^.\\n]{0,60}(?:forward|bhej)",
    whileReading:
      "(?:is|iss|ye|yeh) (?:email|mail|message) (?:ka|ki) (?:summary|saransh|translation|anuvad) (?:banate|karte) (?:waqt|samay|hue)",
    reasoning: "(?:isliye|is liye),? (?:ai )?(?:assistant|sahayak) ko (?:chahiye|zaroor)",
    claimed: "user ne (?:aapko|tumhe|tumko) (?:pehle hi )?(?:permission|anumati|ijazat) (?:di|de di)",
    secrets: alt("passwords?", "api key\\S*", "tokens?"),
    confirm: alt("(?:sirf|bas) (?:yeh |ye )?(?:shabd|word) (?:likh|likhkar|bhej)", "reply karke confirm"),
    unseen: alt(
      "user ko (?:ye |yeh )?(?:pata|jaanna|janna) (?:hone ki |karne ki )?(?:zaroorat|zarurat) nahi",
      "user ko dikhane se pehle",
      "user se (?:pooche|puchhe) bina",
    ),
    boundary: "(?:message|email|mail) (?:ka|ki) (?:end|ant)",
    supersede: "(?:pichle|pichhle|purane) (?:saare |sab )?(?:instructions?|nirdesh) (?:cancel|radd|override)",
    records: "(?:saare|sare|sab) (?:invoices?|bills?|orders?|delivery address)",
  },
  ro: {
    mailbox: romanian(
      alt("asistent\\p{L}* (?:de )?(?:e-?mail|poștă|mesagerie|căsuț\\p{L}*)", "asistent\\p{L}* digital\\p{L}*"),
    ),
    owner: romanian(
      "nu(?:-i| îi)? (?:spune|spuneți|menționa|menționați|dezvălui|dezvăluiți)(?: nimic| asta| acest lucru)? (?:proprietarului|titularului)",
    ),
    erase: romanian(
      "(?:șterge|ștergeți)(?: apoi| după aceea| ulterior)? (?:acest (?:mesaj|e-?mail)|mesajul acesta|e-?mailul acesta)",
    ),
    autoRule: romanian("regul\\p{L}* (?:[^.\\n]{0,60} )?redirecțion\\p{L}*"),
    whileReading: romanian(
      alt(
        "(?:atunci )?când (?:rezumi|procesezi|traduci|citești) (?:acest|acesta) (?:e-?mail|mesaj)",
        "la (?:rezumarea|procesarea|traducerea) acestui (?:e-?mail|mesaj)",
      ),
    ),
    reasoning: romanian(
      "(?:prin urmare|deci|așadar),? asistentul(?: ai| ia)? (?:trebuie|ar trebui) (?:acum |imediat )?să",
    ),
    claimed: romanian(
      "(?:utilizatorul|proprietarul (?:contului|căsuței)) (?:deja )?(?:ți-a|v-a|te-a) (?:deja )?(?:cerut|autorizat|permis|solicitat|împuternicit)",
    ),
    secrets: romanian(
      alt(
        "parol\\p{L}*",
        "chei\\p{L}* api",
        "token\\p{L}* de acces",
        "prompt\\p{L}* (?:de |al )?sistem\\p{L}*",
        "date\\p{L}* de (?:autentificare|conectare|logare)",
      ),
    ),
    confirm: romanian(alt("(?:doar|numai) (?:cu )?cuvântul", "confirmă (?:primirea )?(?:prin|printr-un) răspuns")),
    unseen: romanian(
      alt(
        "utilizatorul nu (?:trebuie|are nevoie) să (?:știe|afle)",
        "înainte (?:de a|să) (?:fi|fie) (?:afișat|arătat)\\p{L}* utilizatorului",
        "fără (?:a-l|să-l) întreb\\p{L}* pe (?:utilizator|proprietar)",
      ),
    ),
    boundary: romanian("sfârșit(?:ul)? (?:mesajului|e-?mailului)(?: clientului| utilizatorului| cumpărătorului)?"),
    supersede: romanian(
      alt(
        "(?:înlocuiește|anulează) (?:toate )?instrucțiunile (?:anterioare|precedente)",
        "instrucțiuni noi pentru asistentul (?:ai|ia)",
      ),
    ),
    records: romanian("toate (?:facturile|comenzile|numerele de comandă|adresele de livrare|datele clienților)"),
  },
  hu: {
    mailbox: unmarked(alt("(?:e-?mail|levelező|postafiók)-?asszisztens\\p{L}*", "digitális asszisztens\\p{L}*")),
    owner: unmarked(
      "ne (?:mondd|mondja|szólj|szóljon|említsd|említse|áruld|árulja)(?: el| meg)?(?: ezt| erről| semmit)? a (?:postafiók |fiók )?tulajdonos\\p{L}*",
    ),
    erase: unmarked(
      alt(
        "(?:töröld|törölje)(?: utána| ezután| majd)? ezt az? (?:e-?mailt|levelet|üzenetet)",
        "ezt az? (?:e-?mailt|levelet|üzenetet) (?:utána |majd |ezután )?(?:töröld|törölje)",
      ),
    ),
    autoRule: unmarked("szabály\\p{L}* (?:[^.\\n]{0,60} )?továbbít\\p{L}*"),
    whileReading: unmarked(
      alt(
        "(?:amikor|mikor) (?:összefoglalod|feldolgozod|lefordítod|elolvasod) (?:ezt az? )?(?:e-?mailt|levelet|üzenetet)",
        "(?:ennek az? )?(?:e-?mailnek|levélnek|üzenetnek) az? (?:összefoglalásakor|feldolgozásakor|fordításakor)",
      ),
    ),
    reasoning: unmarked("(?:ezért|tehát|következésképpen),? az? (?:ai-|mi-)?(?:asszisztens|ügynök)\\p{L}*"),
    claimed: unmarked(
      "a (?:felhasználó|fióktulajdonos|postafiók tulajdonosa) (?:már )?(?:megkért|felhatalmazott|engedélyezte|utasított)",
    ),
    secrets: unmarked(
      alt(
        "jelszav\\p{L}*",
        "jelszó",
        "api[- ]kulcs\\p{L}*",
        "hozzáférési token\\p{L}*",
        "rendszerprompt\\p{L}*",
        "bejelentkezési adat\\p{L}*",
      ),
    ),
    confirm: unmarked(alt("(?:csak|kizárólag) (?:ezzel )?a szóval", "erősítsd meg (?:egy )?válasz\\p{L}*")),
    unseen: unmarked(
      alt(
        "a felhasználónak nem (?:kell|szükséges) (?:erről )?tudnia",
        "mielőtt (?:a felhasználó|a tulajdonos) (?:látná|meglátná|megkapná)",
        "a (?:felhasználó|tulajdonos) megkérdezése nélkül",
      ),
    ),
    boundary: unmarked(
      alt(
        "(?:ügyfél|felhasználó|vásárló)\\p{L}* (?:üzenet|levél|levele|e-?mail)\\p{L}* vége",
        "(?:üzenet|levél|e-?mail)\\p{L}* vége",
      ),
    ),
    supersede: unmarked(
      alt(
        "felülír(?:ja)? (?:az? )?(?:összes |minden )?(?:korábbi|előző) (?:utasítás|beállítás)\\p{L}*",
        "új utasítások az? (?:ai-|mi-)?(?:asszisztens|ügynök)\\p{L}*",
      ),
    ),
    records: unmarked(
      "(?:az összes|minden) (?:számlá\\p{L}*|számla|rendelés\\p{L}*|rendelésszám\\p{L}*|szállítási cím\\p{L}*|ügyféladat\\p{L}*)",
    ),
  },
  fi: {
    mailbox: alt("(?:sähköposti|posti)-?avustaj\\p{L}*", "digitaalinen avustaja\\p{L}*", "digiavustaj\\p{L}*"),
    owner: alt(
      "älä (?:kerro|mainitse|ilmoita)(?: tästä| mitään)? (?:postilaatikon |tilin )?omistaja\\p{L}*",
      "omistajan tietämättä",
    ),
    erase: "poista (?:sitten |lopuksi |tämän jälkeen |myös )?tämä (?:viesti|sähköposti)",
    autoRule: "sään(?:tö|nö)\\p{L}* (?:[^.\\n]{0,60} )?(?:välittä|välitt|edelleenlähet)\\p{L}*",
    whileReading: alt(
      "kun (?:tiivistät|käsittelet|käännät|luet) tä(?:tä|män) (?:sähköpost|viest)\\p{L}*",
      "tätä (?:sähköpostia|viestiä) (?:tiivistäessäsi|käsitellessäsi|kääntäessäsi)",
    ),
    reasoning: "(?:siksi|joten|näin ollen|tämän vuoksi),? (?:tekoäly)?avustaja(?:n)? (?:on|täytyy|pitää|tulee)",
    claimed: "käyttäjä on (?:jo )?(?:pyytänyt|valtuuttanut|antanut luvan|käskenyt) (?:sinua|sinut|sinulle)",
    secrets: alt(
      "salasan\\p{L}*",
      "api-avai\\p{L}*",
      "pääsytunnu\\p{L}*",
      "käyttöoikeustunnu\\p{L}*",
      "järjestelmäkehot\\p{L}*",
      "kirjautumistie\\p{L}*",
    ),
    confirm: alt("(?:vain|ainoastaan|pelkästään) sanalla", "kuittaa vastaamalla"),
    unseen: alt(
      "käyttäjän ei (?:tarvitse|pidä) tietää",
      "ennen kuin (?:se )?näytetään käyttäjälle",
      "kysymättä (?:käyttäjältä|omistajalta)",
    ),
    boundary: "(?:asiakkaan |käyttäjän )?(?:viestin|sähköpostin) loppu",
    supersede: alt(
      "korvaa (?:kaikki )?(?:aiemmat|edelliset) (?:ohjeet|asetukset)",
      "uudet ohjeet tekoäly-?(?:avustajalle|agentille)",
    ),
    records: "kaikki (?:laskut|tilaukset|tilausnumerot|toimitusosoitteet|asiakastiedot)",
  },
  da: {
    mailbox: alt("(?:e-?mail|mail|indbakke)-?assistent\\p{L}*", "digital\\p{L}* assistent\\p{L}*"),
    owner:
      "(?:fortæl|sig|nævn)\\p{L}* (?:\\p{L}+ ){0,2}?(?:ikke|intet) (?:\\p{L}+ ){0,2}?(?:til|for) (?:kontoens |postkassens )?(?:ejer|indehaver)\\p{L}*",
    erase: "slet (?:derefter |bagefter |så )?(?:denne|den her) (?:e-?mail|mail|besked)",
    autoRule: alt("videresendelsesregel\\p{L}*", "regel\\p{L}* (?:[^.\\n]{0,60} )?(?:automatisk )?videresend\\p{L}*"),
    whileReading: "når du (?:opsummerer|behandler|oversætter|læser) (?:denne|den her) (?:e-?mail|mail|besked)",
    reasoning: "(?:derfor|dermed|altså),? (?:skal|bør|må) (?:ai-?)?(?:assistenten|agenten)",
    claimed: "brugeren har (?:allerede )?(?:bedt dig|godkendt|givet dig tilladelse|instrueret dig)",
    secrets: alt(
      "adgangskode\\p{L}*",
      "kodeord\\p{L}*",
      "api-?nøgle\\p{L}*",
      "adgangstoken\\p{L}*",
      "systemprompt\\p{L}*",
      "loginoplysninger",
    ),
    confirm: alt("(?:kun|udelukkende) (?:med )?ordet", "bekræft\\p{L}* ved at svare"),
    unseen: alt(
      "brugeren behøver ikke (?:at )?vide",
      "før (?:den|det) vises for brugeren",
      "uden at spørge (?:brugeren|ejeren)",
    ),
    boundary: alt("slut på (?:kundens |brugerens )?(?:besked|e-?mail|meddelelse)", "(?:beskedens|mailens) slutning"),
    supersede: alt(
      "erstatter (?:alle )?(?:tidligere|forrige) (?:instruktioner|instrukser|indstillinger)",
      "nye instruktioner til ai-?(?:assistenten|agenten)",
    ),
    records: "alle (?:fakturaer|ordrer|ordrenumre|leveringsadresser|kundedata|kundeoplysninger)",
  },
  nb: {
    mailbox: alt("(?:e-?post|innboks|mail)-?assistent\\p{L}*", "digital\\p{L}* assistent\\p{L}*"),
    owner:
      "(?:fortell|si|nevn)\\p{L}* (?:\\p{L}+ ){0,2}?(?:ikke|ingenting) (?:\\p{L}+ ){0,2}?(?:til|for) (?:kontoens |innboksens )?(?:eier|innehaver)\\p{L}*",
    erase: "slett (?:deretter |etterpå |så )?(?:denne|den her) (?:e-?posten|e-?mailen|meldingen|mailen)",
    autoRule: alt("videresendingsregel\\p{L}*", "regel\\p{L}* (?:[^.\\n]{0,60} )?(?:automatisk )?videresend\\p{L}*"),
    whileReading:
      "når du (?:oppsummerer|behandler|oversetter|leser) (?:denne|den her) (?:e-?posten|e-?mailen|meldingen|mailen)",
    reasoning: "(?:derfor|dermed),? (?:må|skal|bør) (?:ki-?|ai-?)?(?:assistenten|agenten)",
    claimed: "brukeren har (?:allerede )?(?:bedt deg|godkjent|gitt deg tillatelse|instruert deg)",
    secrets: alt(
      "passord\\p{L}*",
      "api-?nøkl\\p{L}*",
      "tilgangstoken\\p{L}*",
      "systemprompt\\p{L}*",
      "innloggingsopplysninger",
    ),
    confirm: alt("(?:kun|bare|utelukkende) (?:med )?ordet", "bekreft\\p{L}* ved å svare"),
    unseen: alt(
      "brukeren trenger ikke (?:å )?vite",
      "før (?:den|det) vises for brukeren",
      "uten å spørre (?:brukeren|eieren)",
    ),
    boundary: alt("slutt på (?:kundens |brukerens )?(?:melding|e-?post)\\p{L}*", "(?:meldingens|e-?postens) slutt"),
    supersede: alt(
      "erstatter (?:alle )?(?:tidligere|forrige) (?:instruksjoner|instrukser|innstillinger)",
      "nye instruksjoner (?:til|for) (?:ki|ai)-?(?:assistenten|agenten)",
    ),
    records:
      "alle (?:fakturaer|fakturaene|ordrer|bestillinger|ordrenumre|leveringsadresser|kundedata|kundeopplysninger)",
  },
  bg: {
    mailbox: alt(
      "(?:имейл|пощенск\\p{L}*|дигитал\\p{L}*|цифров\\p{L}*)[- ]?асистент\\p{L}*",
      "асистент\\p{L}* за (?:имейли|пощата)",
    ),
    owner:
      "не (?:казвай|казвайте|споменавай|споменавайте|съобщавай|съобщавайте)\\p{L}* (?:нищо |за това |това )?(?:на )?(?:собственик|притежател)\\p{L}*",
    erase: "изтрий\\p{L}* (?:след това |после |накрая )?(?:това|този) (?:писмо|съобщение|имейл)",
    autoRule: "правил\\p{L}* (?:[^.\\n]{0,60} )?(?:препраща|пренасочва)\\p{L}*",
    whileReading: "(?:когато|докато) (?:обобщаваш|обработваш|превеждаш|четеш) (?:това|този) (?:писмо|съобщение|имейл)",
    reasoning: "(?:следователно|затова|така че),? (?:ии-?)?(?:асистент|агент)\\p{L}* (?:трябва|е длъжен)",
    claimed: "потребител\\p{L}* (?:вече )?(?:те|ви) (?:е )?(?:вече )?(?:помолил|упълномощил|оторизирал|инструктирал)",
    secrets: alt(
      "парол\\p{L}*",
      "api[- ]ключ\\p{L}*",
      "токен\\p{L}* за достъп",
      "системн\\p{L}* промпт\\p{L}*",
      "данни(?:те)? за вход",
    ),
    confirm: alt("(?:само|единствено) с думата", "потвърди\\p{L}* с отговор"),
    unseen: alt(
      "потребител\\p{L}* (?:не е нужно|няма нужда) да (?:знае|разбира)",
      "преди (?:да бъде |да се )?показ\\p{L}* на потребител\\p{L}*",
      "без да (?:питаш|питате) (?:потребител|собственик)\\p{L}*",
    ),
    boundary: "край на (?:съобщението|писмото|имейла)(?: на (?:клиента|потребителя))?",
    supersede: alt(
      "отменя (?:всички )?(?:предишни|предходни) (?:инструкции|настройки)",
      "нови инструкции за (?:ии-?|ai-?)?(?:асистента|агента)",
    ),
    records: "всички (?:фактури|поръчки|номера на поръчки|адреси за доставка|данни на клиенти)",
  },
  sh: {
    mailbox: serbian(
      alt(
        "(?:e-?mail|imejl|poštansk\\p{L}*|digitaln\\p{L}*) asistent\\p{L}*",
        "asistent\\p{L}* za (?:e-?poštu|e-?mail|poštu|imejl)",
      ),
    ),
    owner: serbian(
      "ne (?:govori|reci|spominji|recite|govorite|spominjite|obavještavaj|obaveštavaj)\\p{L}* (?:ništa |o tome |to )?(?:vlasnik|imatelj)\\p{L}*",
    ),
    erase: serbian(
      "(?:izbriši|obriši|izbrišite|obrišite) (?:zatim |potom |nakon toga |onda )?(?:ovu poruku|ovaj (?:e-?mail|mejl|imejl))",
    ),
    autoRule: serbian("pravil\\p{L}* (?:[^.\\n]{0,60} )?(?:prosljeđ|prosleđ|proslijedi|prosledi)\\p{L}*"),
    whileReading: serbian(
      "(?:kada|kad|dok) (?:sažimaš|obrađuješ|prevodiš|čitaš|rezimiraš) (?:ovu poruku|ovaj (?:e-?mail|mejl|imejl))",
    ),
    reasoning: serbian("(?:stoga|zato|dakle|prema tome),? (?:ai )?(?:asistent|agent)\\p{L}* (?:mora|treba|bi trebao)"),
    claimed: serbian(
      "korisnik (?:te |vas )?(?:je )?(?:već )?(?:zamolio|ovlastio|uputio|autoriz\\p{L}*|autoris\\p{L}*)",
    ),
    secrets: serbian(
      alt(
        "lozink\\p{L}*",
        "šifr\\p{L}* za (?:prijavu|pristup)",
        "api ključ\\p{L}*",
        "pristupn\\p{L}* token\\p{L}*",
        "(?:sistemsk|sustavsk)\\p{L}* prompt\\p{L}*",
        "podac\\p{L}* za prijavu",
      ),
    ),
    confirm: serbian(alt("(?:samo|isključivo) (?:sa |s )?(?:riječju|rečju)", "potvrdi\\p{L}* odgovorom")),
    unseen: serbian(
      alt(
        "korisnik (?:ne treba|ne mora) (?:za to |o tome )?(?:znati|da zna)",
        "(?:prije|pre) nego (?:što )?(?:se )?prikaž\\p{L}* korisnik\\p{L}*",
        "bez pitanja (?:korisnika|vlasnika)",
      ),
    ),
    boundary: serbian("kraj (?:poruke|e-?maila|mejla|imejla)(?: (?:kupca|korisnika|klijenta))?"),
    supersede: serbian(
      alt(
        "(?:zamjenjuje|zamenjuje|poništava) (?:sve )?(?:prethodne|ranije) (?:upute|uputstva|instrukcije|postavke|podešavanja)",
        "nove (?:upute|instrukcije|uputstva) za (?:ai )?(?:asistenta|agenta)",
      ),
    ),
    records: serbian(
      "sve (?:račune|fakture|narudžbe|narudžbine|porudžbine|brojeve narudžb\\p{L}*|adrese (?:za )?dostav\\p{L}*|podatke o (?:kupcima|klijentima))",
    ),
  },
  sk: {
    mailbox: unmarked(
      alt(
        "asistent\\p{L}* (?:pošty|schránky|e-?mail\\p{L}*)",
        "digitáln\\p{L}* asistent\\p{L}*",
        "e-?mailov\\p{L}* asistent\\p{L}*",
      ),
    ),
    owner: unmarked(
      "(?:nehovor|neinformuj|nespomínaj|nepovedz)\\p{L}* (?:to |o tom |nič )?(?:majiteľ|vlastník)\\p{L}*",
    ),
    erase: unmarked("(?:zmaž|vymaž|odstráň)\\p{L}* (?:potom |následne |nakoniec )?(?:túto správu|tento e-?mail)"),
    autoRule: unmarked("pravidl\\p{L}* (?:[^.\\n]{0,60} )?preposiel\\p{L}*"),
    whileReading: unmarked(
      "(?:keď|kým) (?:budeš )?(?:zhrnúť|zhrnieš|zhŕňaš|spracúvaš|spracovávaš|prekladáš|čítaš) (?:tento e-?mail|túto správu)",
    ),
    reasoning: unmarked("(?:preto|teda|takže),? (?:ai )?asistent (?:musí|by mal|má)"),
    claimed: unmarked("používateľ ťa (?:už )?(?:požiadal|poveril|autorizoval|splnomocnil)"),
    secrets: unmarked(
      alt(
        "hesl\\p{L}*",
        "api kľúč\\p{L}*",
        "prístupov\\p{L}* (?:token|údaj)\\p{L}*",
        "systémov\\p{L}* prompt\\p{L}*",
        "prihlasovac\\p{L}* údaj\\p{L}*",
      ),
    ),
    confirm: unmarked(alt("(?:iba|len) slovom", "potvrď\\p{L}* odpoveďou")),
    unseen: unmarked(
      alt(
        "používateľ (?:o tom )?nemusí vedieť",
        "než (?:sa )?zobraz\\p{L}* používateľ\\p{L}*",
        "bez pýtania (?:sa )?používateľa",
      ),
    ),
    boundary: unmarked("koniec (?:správy|e-?mailu)(?: zákazníka| používateľa)?"),
    supersede: unmarked(
      alt("nahrádza (?:všetky )?predchádzajúce (?:pokyny|nastavenia)", "nové pokyny pre ai asistenta"),
    ),
    records: unmarked("všetky (?:faktúry|objednávky|čísla objednávok|doručovacie adresy|údaje zákazníkov)"),
  },
  sl: {
    mailbox: unmarked(
      alt("(?:e-?poštn|poštn|digitaln)\\p{L}* asistent\\p{L}*", "asistent\\p{L}* za (?:e-?pošto|pošto|nabiralnik)"),
    ),
    owner: unmarked("ne (?:povej|omenjaj|obveščaj|govori)\\p{L}* (?:tega |o tem |nič )?(?:lastnik|imetnik)\\p{L}*"),
    erase: unmarked(
      "(?:izbriši|izbrišite|pobriši)\\p{L}* (?:nato |potem |zatem )?(?:to sporočilo|to e-?pošto|ta e-?mail)",
    ),
    autoRule: unmarked("pravil\\p{L}* (?:[^.\\n]{0,60} )?posred\\p{L}*"),
    whileReading: unmarked(
      "(?:ko|medtem ko) (?:povzemaš|obdeluješ|prevajaš|bereš) (?:to sporočilo|to e-?pošto|ta e-?mail)",
    ),
    reasoning: unmarked(
      alt(
        "(?:zato|torej|potemtakem),? (?:mora|naj) (?:ui |ai )?(?:asistent|agent)",
        "(?:zato|torej),? (?:ui |ai )?asistent mora",
      ),
    ),
    claimed: unmarked("uporabnik (?:te |vas )?(?:je )?(?:že )?(?:prosil|pooblastil|naročil)"),
    secrets: unmarked(
      alt(
        "gesl\\p{L}*",
        "api ključ\\p{L}*",
        "dostopn\\p{L}* žeton\\p{L}*",
        "sistemsk\\p{L}* (?:poziv|prompt)\\p{L}*",
        "podatk\\p{L}* za prijavo",
      ),
    ),
    confirm: unmarked(alt("(?:samo|le) z besedo", "potrdi\\p{L}* z odgovorom")),
    unseen: unmarked(
      alt(
        "uporabnik\\p{L}* (?:o tem )?(?:ni treba|ne rabi|ne potrebuje) vedeti",
        "preden (?:se )?prikaž\\p{L}* uporabnik\\p{L}*",
        "brez (?:vprašanja|spraševanja) (?:uporabnika|lastnika)",
      ),
    ),
    boundary: unmarked("konec (?:sporočila|e-?pošte|e-?maila)(?: stranke| uporabnika| kupca)?"),
    supersede: unmarked(
      alt(
        "nadomešča (?:vsa )?(?:prejšnja|predhodna) (?:navodila|nastavitve)",
        "nova navodila za (?:ui |ai )?(?:asistenta|agenta)",
      ),
    ),
    records: unmarked("vse (?:račune|naročila|številke naročil|naslove za dostavo|podatke strank)"),
  },
  lt: {
    mailbox: unmarked("(?:el\\. pašto|pašto|skaitmenin\\p{L}*) asistent\\p{L}*"),
    owner: unmarked(
      alt(
        "(?:nesakyk|nepasakok|neminėk|neinformuok|nepranešk)\\p{L}* (?:apie tai )?(?:savinink|turėtoj)\\p{L}*",
        "(?:savininkui|turėtojui) (?:apie tai )?(?:nesakyk|neminėk|nepranešk)\\p{L}*",
      ),
    ),
    erase: unmarked("(?:ištrink|pašalink)\\p{L}* (?:paskui |po to )?(?:šį|šitą) (?:laišką|pranešimą|el\\. laišką)"),
    autoRule: unmarked("taisykl\\p{L}* (?:[^.\\n]{0,60} )?persiųs\\p{L}*"),
    whileReading: unmarked(
      "(?:kai|kol) (?:apibendrini|apdoroji|verti|skaitai) (?:šį|šitą) (?:laišką|pranešimą|el\\. laišką)",
    ),
    reasoning: unmarked("(?:todėl|taigi|vadinasi),? (?:di |ai )?(?:asistentas|agentas) (?:turi|privalo|turėtų)"),
    claimed: unmarked(
      "(?:naudotojas|vartotojas) (?:jau )?(?:tavęs paprašė|jūsų paprašė|tave įgaliojo|jus įgaliojo|leido tau|davė tau leidimą)",
    ),
    secrets: unmarked(
      alt(
        "slaptažod\\p{L}*",
        "api rakt\\p{L}*",
        "prieigos (?:žeton|rakt)\\p{L}*",
        "sistemos (?:raginim|instrukcij)\\p{L}*",
        "prisijungimo duomen\\p{L}*",
      ),
    ),
    confirm: unmarked(alt("(?:tik|vien) žodžiu", "patvirtink\\p{L}* atsakydam\\p{L}*")),
    unseen: unmarked(
      alt(
        "(?:naudotojui|vartotojui) (?:nereikia|nebūtina) (?:apie tai )?žinoti",
        "prieš (?:parodant|rodant) (?:naudotojui|vartotojui)",
        "neklausiant (?:naudotojo|vartotojo|savininko)",
      ),
    ),
    boundary: unmarked("(?:kliento |naudotojo |vartotojo )?(?:pranešimo|laiško) pabaiga"),
    supersede: unmarked(
      alt(
        "pakeičia (?:visus )?ankstesnius (?:nurodymus|nustatymus|instrukcijas)",
        "nauji nurodymai (?:di|ai) (?:asistentui|agentui)",
      ),
    ),
    records: unmarked(
      alt(
        "visas (?:sąskaitas|sąskaitas faktūras)",
        "visus (?:užsakymus|užsakymų numerius|pristatymo adresus|klientų duomenis)",
      ),
    ),
  },
  lv: {
    mailbox: unmarked("(?:e-?pasta|pasta|digitāl\\p{L}*) asistent\\p{L}*"),
    owner: unmarked(
      alt(
        "(?:nesaki|nestāsti|nepiemini|neinformē|neziņo)\\p{L}* (?:par to |neko )?(?:īpašniek|turētāj)\\p{L}*",
        "(?:īpašniekam|turētājam) (?:par to )?(?:nesaki|nestāsti|nepiemini|neziņo)\\p{L}*",
      ),
    ),
    erase: unmarked("(?:izdzēs|dzēs)\\p{L}* (?:pēc tam |tad |pēcāk )?(?:šo|šīs) (?:vēstuli|ziņojumu|e-?pastu)"),
    autoRule: unmarked("noteikum\\p{L}* (?:[^.\\n]{0,60} )?pārsūt\\p{L}*"),
    whileReading: unmarked("(?:kad|kamēr) (?:apkopo|apstrādā|tulko|lasi) (?:šo|šīs) (?:vēstuli|ziņojumu|e-?pastu)"),
    reasoning: unmarked("(?:tāpēc|tādēļ|līdz ar to),? (?:mi |ai )?(?:asistentam|aģentam)"),
    claimed: unmarked("lietotājs (?:jau )?(?:tev |jums )?(?:ir )?(?:lūdzis|pilnvarojis|atļāvis|uzdevis)"),
    secrets: unmarked(
      alt(
        "parol\\p{L}*",
        "api atslēg\\p{L}*",
        "piekļuves (?:marķier|žeton|atslēg)\\p{L}*",
        "sistēmas uzvedn\\p{L}*",
        "pieteikšanās dat\\p{L}*",
      ),
    ),
    confirm: unmarked(alt("(?:tikai|vienīgi) ar vārdu", "apstiprin\\p{L}* atbildot")),
    unseen: unmarked(
      alt(
        "lietotājam (?:par to )?nav jāzina",
        "pirms (?:tas )?(?:tiek )?parādīt\\p{L}* lietotājam",
        "nejautājot (?:lietotājam|īpašniekam)",
      ),
    ),
    boundary: unmarked("(?:klienta |lietotāja )?(?:ziņojuma|vēstules|e-?pasta) (?:beigas|nobeigums)"),
    supersede: unmarked(
      alt(
        "aizstāj (?:visus )?iepriekšējos (?:norādījumus|iestatījumus|instrukcijas)",
        "jauni norādījumi (?:mi|ai) (?:asistentam|aģentam)",
      ),
    ),
    records: unmarked(alt("visus (?:rēķinus|pasūtījumus|pasūtījumu numurus|klientu datus)", "visas piegādes adreses")),
  },
  et: {
    mailbox: unmarked(
      alt("(?:e-?posti|meili|postkasti)-?assistent\\p{L}*", "digi-?assistent\\p{L}*", "digitaalne assistent\\p{L}*"),
    ),
    owner: unmarked(
      alt(
        "ära (?:ütle|räägi|maini|teavita)\\p{L}* (?:sellest )?(?:postkasti |konto )?omanik\\p{L}*",
        "omanikule (?:sellest )?(?:ära ütle|ärge öelge)",
      ),
    ),
    erase: unmarked(
      "kustuta\\p{L}* (?:pärast |seejärel |siis )?(?:see|selle) (?:kiri|kirja|sõnum|sõnumi|e-?kiri|e-?kirja)",
    ),
    autoRule: unmarked("reeg(?:el|l)\\p{L}* (?:[^.\\n]{0,60} )?edasta\\p{L}*"),
    whileReading: unmarked(
      "(?:kui|samal ajal kui) (?:teed kokkuvõtet|võtad kokku|töötled|tõlgid|loed) (?:seda|sellest) (?:kirja|kirjast|sõnumit|sõnumist|e-?kirja)",
    ),
    reasoning: unmarked(
      "(?:seetõttu|seega|niisiis|järelikult),? (?:peab|tuleb) (?:ti[- ]|ai[- ])?(?:assistent|agent)\\p{L}*",
    ),
    claimed: unmarked("kasutaja on (?:sind |teid )?(?:juba )?(?:palunud|volitanud|lubanud|andnud loa)"),
    secrets: unmarked(
      alt(
        "parool\\p{L}*",
        "api[- ]võt\\p{L}*",
        "juurdepääsuluba\\p{L}*",
        "pääsuluba\\p{L}*",
        "süsteemi viip\\p{L}*",
        "sisselogimisandm\\p{L}*",
      ),
    ),
    confirm: unmarked(alt("(?:ainult|vaid) sõnaga", "kinnita\\p{L}* vastates")),
    unseen: unmarked(
      alt(
        "kasutaja(?:l)? ei (?:pea|ole vaja) (?:sellest )?teadma",
        "enne kui (?:see )?kasutajale (?:näidatakse|kuvatakse)",
        "(?:kasutajalt|omanikult) küsimata",
      ),
    ),
    boundary: unmarked("(?:kliendi |kasutaja )?(?:sõnumi|kirja|e-?kirja) lõpp"),
    supersede: unmarked(
      alt("asendab (?:kõik )?varasemad (?:juhised|seaded)", "uued juhised (?:ti|ai)[- ](?:assistendile|agendile)"),
    ),
    records: unmarked("kõik (?:arved|tellimused|tellimuste numbrid|tarneaadressid|kliendiandmed)"),
  },
  ca: {
    mailbox: alt(
      "assistent (?:de )?(?:correu|bústia|missatgeria)",
      "assistent digital",
      "assistent que (?:llegeix|gestiona|revisa|ordena) (?:aquesta|la|la meva|la seva) bústia",
    ),
    owner:
      "no (?:li )?(?:diguis|digueu|mencionis|mencioneu|comentis|informis)\\p{L}* (?:res )?(?:al|a la) (?:titular|propietari\\p{L}*)",
    erase: "(?:esborra|elimina|esborreu|elimineu)\\p{L}* (?:després |a continuació )?(?:aquest|el) (?:missatge|correu)",
    autoRule: "regl\\p{L}* (?:[^.\\n]{0,60} )?(?:reenvi\\p{L}*|redirigeix\\p{L}*)",
    whileReading:
      "(?:quan|en) (?:resumeixis|processis|resumir|processar|tradueixis) aquest (?:correu|missatge|e-?mail)",
    reasoning: "(?:per tant|per això|així doncs),? l['’](?:assistent|agent)(?: d['’]ia)? (?:ha de|hauria de)",
    claimed: "l['’]usuari (?:t['’]ha|us ha|li ha) (?:demanat|autoritzat|encarregat)",
    secrets: alt(
      "contrasenyes?",
      "clau\\p{L}* (?:d['’])?api",
      "token\\p{L}* d['’]accés",
      "prompt del sistema",
      "credencials",
    ),
    confirm: alt("(?:només|únicament) (?:amb )?la paraula", "confirm\\p{L}* (?:la recepció )?responent"),
    unseen: alt(
      "l['’]usuari no (?:cal|necessita|ha de) saber\\p{L}*",
      "abans (?:que es mostri|de mostrar\\p{L}*) a l['’]usuari",
      "sense (?:preguntar|consultar|avisar)\\p{L}* (?:a )?l['’]usuari",
    ),
    boundary: "fi del (?:missatge|correu)(?: del client| de l['’]usuari)?",
    supersede: alt(
      "(?:anul[·.]?la|substitueix|reemplaça) (?:totes )?les (?:instruccions|configuracions?) (?:anteriors|prèvies)",
      "noves instruccions per a l['’](?:assistent|agent)",
    ),
    records: "(?:totes les|tots els) (?:factures|comandes|números de comanda|adreces de lliurament|dades de clients)",
  },
  hy: {
    mailbox: "(?:էլ\\. ?փոստի|էլփոստի|փոստի|թվային) (?:օգնական|ասիստենտ)\\p{L}*",
    owner: alt(
      "(?:սեփականատիրոջը|տիրոջը) (?:այդ մասին |ոչինչ )?մի (?:ասա|ասեք|նշիր|նշեք|տեղեկացրու|տեղեկացրեք)",
      "մի (?:ասա|ասեք|նշիր|նշեք) (?:այդ մասին |ոչինչ )?(?:սեփականատիրոջը|տիրոջը)",
    ),
    erase: alt(
      "(?:այս|այդ) (?:նամակը|հաղորդագրությունը) (?:հետո |այնուհետև )?ջնջ(?:իր|եք)",
      "ջնջ(?:իր|եք) (?:հետո |այնուհետև )?(?:այս|այդ) (?:նամակը|հաղորդագրությունը)",
    ),
    autoRule: "կանոն\\p{L}* (?:[^.\\n]{0,60} )?(?:փոխանց|վերահասցե)\\p{L}*",
    whileReading:
      "(?:այս|այդ) (?:նամակը|նամակն|հաղորդագրությունը|հաղորդագրությունն) (?:ամփոփելիս|մշակելիս|թարգմանելիս|կարդալիս)",
    reasoning: "(?:հետևաբար|ուստի|այդ պատճառով),? (?:ai |աբ )?(?:օգնականը|ասիստենտը|գործակալը) (?:պետք է|պարտավոր է)",
    claimed: "(?:օգտատերը|օգտվողը) (?:արդեն )?(?:քեզ|ձեզ) (?:խնդրել|լիազորել|թույլատրել) է",
    secrets: alt(
      "գաղտնաբառ\\p{L}*",
      "api (?:բանալի|բանալին)\\p{L}*",
      "մուտքի (?:տոկեն|բանալի)\\p{L}*",
      "համակարգային հուշում\\p{L}*",
      "մուտքի տվյալներ\\p{L}*",
    ),
    confirm: alt("միայն (?:այս )?բառով", "հաստատ(?:իր|եք) պատասխանելով"),
    unseen: alt(
      "(?:օգտատերը|օգտվողը) (?:չպետք է|կարիք չունի) (?:դա |այդ մասին )?(?:իմանա|իմանալու)",
      "նախքան (?:օգտատիրոջը|օգտվողին) ցույց տալը",
      "առանց (?:օգտատիրոջը|օգտվողին|սեփականատիրոջը) հարցնելու",
    ),
    boundary: "(?:հաճախորդի |օգտատիրոջ )?(?:հաղորդագրության|նամակի) (?:վերջ|ավարտ)",
    supersede: alt(
      "փոխարինում է (?:բոլոր )?նախորդ (?:հրահանգներ|կարգավորումներ)\\p{L}*",
      "նոր հրահանգներ (?:ai|աբ) (?:օգնականի|գործակալի) համար",
    ),
    records: "բոլոր (?:հաշիվ-ապրանքագր|պատվեր|առաքման հասցե|հաճախորդների տվյալ)\\p{L}*",
  },
  az: {
    mailbox: azerbaijani("(?:e-?poçt|poçt|rəqəmsal) (?:köməkçi|asistent)\\p{L}*"),
    owner: azerbaijani(
      "(?:hesab|poçt qutusu|qutu) sahibinə (?:bu barədə |heç nə )?(?:demə|deməyin|bildirmə|bildirməyin|xəbər vermə|xəbər verməyin)",
    ),
    erase: azerbaijani("bu (?:məktubu|mesajı|e-?poçtu) (?:da |sonra )?sil\\p{L}*"),
    autoRule: azerbaijani("qayda\\p{L}* (?:[^.\\n]{0,60} )?(?:yönləndir|ötür)\\p{L}*"),
    whileReading: azerbaijani(
      "bu (?:məktubu|mesajı|e-?poçtu) (?:xülasə edərkən|emal edərkən|tərcümə edərkən|oxuyarkən)",
    ),
    reasoning: azerbaijani("(?:buna görə də|beləliklə|deməli),? (?:süni intellekt )?(?:köməkçi|asistent|agent)\\p{L}*"),
    claimed: azerbaijani("istifadəçi (?:artıq )?(?:sizə|sənə) (?:icazə verib|tapşırıb|səlahiyyət verib)"),
    secrets: azerbaijani(
      alt(
        "şifrə\\p{L}*",
        "parol\\p{L}*",
        "api açar\\p{L}*",
        "giriş (?:tokeni|açarı|məlumatları)\\p{L}*",
        "sistem təlimat\\p{L}*",
      ),
    ),
    confirm: azerbaijani(alt("(?:yalnız|ancaq) (?:bu )?sözlə", "cavab verərək təsdiqlə\\p{L}*")),
    unseen: azerbaijani(
      alt(
        "istifadəçinin (?:bunu |bundan )?(?:bilməsinə ehtiyac yoxdur|xəbəri olmasın)",
        "istifadəçiyə göstərilməzdən əvvəl",
        "(?:istifadəçidən|sahibindən) soruşmadan",
      ),
    ),
    boundary: azerbaijani("(?:(?:müştəri|istifadəçi) )?(?:mesajının|məktubunun) sonu"),
    supersede: azerbaijani(
      alt(
        "əvvəlki (?:bütün )?(?:təlimatları|parametrləri) (?:ləğv edir|əvəz edir)",
        "süni intellekt (?:köməkçisi|agenti) üçün yeni təlimatlar",
      ),
    ),
    records: azerbaijani(
      "bütün (?:fakturalar|hesab-fakturalar|sifarişlər|sifariş nömrələri|çatdırılma ünvanları|müştəri məlumatları)\\p{L}*",
    ),
  },
  kk: {
    mailbox: "(?:пошта|электрондық пошта|цифрлық) (?:көмекші|ассистент)\\p{L}*",
    owner: "(?:иесіне|жәшік иесіне|аккаунт иесіне) (?:бұл туралы |ештеңе )?(?:айтпа|айтпаңыз|хабарламаңыз)",
    erase: "бұл (?:хатты|хабарламаны) (?:да |кейін )?(?:жойыңыз|жой)",
    autoRule: "ереже\\p{L}* (?:[^.\\n]{0,60} )?(?:қайта жібер|бағытта)\\p{L}*",
    whileReading: "бұл (?:хатты|хабарламаны) (?:қорытындылағанда|өңдегенде|аударғанда|оқығанда)",
    reasoning: "(?:сондықтан|демек|осылайша),? (?:жи |ai )?(?:көмекші|ассистент|агент)\\p{L}*",
    claimed: "пайдаланушы (?:сізге|саған) (?:әлдеқашан )?(?:рұқсат берді|тапсырды|өкілеттік берді)",
    secrets: alt(
      "құпиясөз\\p{L}*",
      "құпия сөз\\p{L}*",
      "пароль\\p{L}*",
      "api кілт\\p{L}*",
      "кіру (?:токені|деректері)\\p{L}*",
      "жүйелік промпт\\p{L}*",
    ),
    confirm: alt("тек (?:осы )?сөзбен", "жауап беріп растаңыз"),
    unseen: alt(
      "пайдаланушы(?:ның)? (?:мұны )?білуі (?:міндетті емес|қажет емес)",
      "пайдаланушыға көрсетілмес бұрын",
      "(?:пайдаланушыдан|иесінен) сұрамай",
    ),
    boundary: "(?:(?:клиент|пайдаланушы) )?(?:хабарламасының|хатының) соңы",
    supersede: alt(
      "(?:барлық )?(?:алдыңғы|бұрынғы) (?:нұсқауларды|баптауларды) (?:жояды|алмастырады)",
      "(?:жи|ai) (?:көмекшісіне|агентіне) арналған жаңа нұсқаулар",
    ),
    records: "барлық (?:шот-фактура|тапсырыс|жеткізу мекенжай|клиент деректер)\\p{L}*",
  },
  uz: {
    mailbox: uzbek("(?:elektron pochta|pochta|raqamli) (?:yordamchi|assistent)\\p{L}*"),
    owner: uzbek(
      "(?:hisob|pochta qutisi|quti) egasiga (?:bu haqda |hech narsa )?(?:aytma|aytmang|xabar berma|xabar bermang|bildirmang)",
    ),
    erase: uzbek("bu (?:xatni|xabarni|maktubni) (?:ham |keyin )?(?:oʻchiring|oʻchir)"),
    autoRule: uzbek("qoida\\p{L}* (?:[^.\\n]{0,60} )?(?:yoʻnaltir|uzat|yubor)\\p{L}*"),
    whileReading: uzbek(
      "bu (?:xatni|xabarni|maktubni) (?:umumlashtirayotganda|qayta ishlayotganda|tarjima qilayotganda|oʻqiyotganda)",
    ),
    reasoning: uzbek(
      "(?:shuning uchun|demak|binobarin),? (?:ai |sunʼiy intellekt )?(?:yordamchi|assistent|agent)\\p{L}*",
    ),
    claimed: uzbek("foydalanuvchi (?:sizga|senga) (?:allaqachon )?(?:ruxsat bergan|topshirgan|vakolat bergan)"),
    secrets: uzbek(
      alt(
        "parol\\p{L}*",
        "maxfiy soʻz\\p{L}*",
        "api kalit\\p{L}*",
        "kirish (?:tokeni|maʼlumotlari)\\p{L}*",
        "tizim prompt\\p{L}*",
      ),
    ),
    confirm: uzbek(alt("faqat (?:shu )?soʻz bilan", "javob berib tasdiqlang")),
    unseen: uzbek(
      alt(
        "foydalanuvchi(?:ning)? (?:buni )?bilishi (?:shart emas|kerak emas)",
        "foydalanuvchiga koʻrsatilishidan oldin",
        "(?:foydalanuvchidan|egasidan) soʻramasdan",
      ),
    ),
    boundary: uzbek("(?:(?:mijoz|foydalanuvchi) )?(?:xabarining|xatining|maktubining) oxiri"),
    supersede: uzbek(
      alt(
        "(?:barcha )?(?:oldingi|avvalgi) (?:koʻrsatmalarni|sozlamalarni) (?:bekor qiladi|almashtiradi)",
        "(?:ai|sunʼiy intellekt) (?:yordamchisi|agenti) uchun yangi koʻrsatmalar",
      ),
    ),
    records: uzbek(
      "barcha (?:hisob-fakturalar|fakturalar|buyurtmalar|buyurtma raqamlari|yetkazib berish manzillari|mijoz maʼlumotlari)\\p{L}*",
    ),
  },
  mn: {
    mailbox: "(?:имэйлийн|шуудангийн|дижитал) (?:туслах|ассистент)\\p{L}*",
    owner: "(?:эзэмшигчид|эзэнд) (?:энэ талаар |юу ч )?(?:бүү хэл|битгий хэл|хэлэх хэрэггүй|мэдэгдэх хэрэггүй)",
    erase: "энэ (?:захидлыг|мессежийг|имэйлийг) (?:дараа нь |бас )?устга\\p{L}*",
    autoRule: "дүрэм\\p{L}* (?:[^.\\n]{0,60} )?(?:дамжуул|илгээ)\\p{L}*",
    whileReading: "энэ (?:захидлыг|мессежийг|имэйлийг) (?:хураангуйлахдаа|боловсруулахдаа|орчуулахдаа|уншихдаа)",
    reasoning: "(?:тиймээс|иймд|ийм учраас),? (?:ai |хиймэл оюуны )?(?:туслах|ассистент|агент)\\p{L}*",
    claimed: "хэрэглэгч (?:танд|чамд) (?:аль хэдийн )?(?:зөвшөөрөл өгсөн|даалгасан|эрх олгосон)",
    secrets: alt(
      "нууц үг\\p{L}*",
      "api түлхүүр\\p{L}*",
      "нэвтрэх (?:токен|мэдээлэл)\\p{L}*",
      "системийн промпт\\p{L}*",
    ),
    confirm: alt("зөвхөн (?:энэ )?үгээр", "хариулж баталгаажуул\\p{L}*"),
    unseen: alt(
      "хэрэглэгч (?:үүнийг )?мэдэх (?:шаардлагагүй|хэрэггүй)",
      "хэрэглэгчид харуулахаас өмнө",
      "(?:хэрэглэгчээс|эзэмшигчээс) асуулгүйгээр",
    ),
    boundary: "(?:(?:харилцагчийн|хэрэглэгчийн) )?(?:мессежийн|захидлын) төгсгөл",
    supersede: alt(
      "(?:бүх )?өмнөх (?:зааврыг|тохиргоог) (?:хүчингүй болгоно|орлоно)",
      "(?:ai|хиймэл оюуны) (?:туслах|агент)\\p{L}* (?:зориулсан )?шинэ заавар",
    ),
    records: "бүх (?:нэхэмжлэх|захиалга|хүргэлтийн хаяг|харилцагчийн мэдээлэл)\\p{L}*",
  },
  zu: {
    mailbox: alt("umsizi we-?imeyili", "umsizi wedijithali", "umsizi webhokisi"),
    owner: alt("(?:u|ni)nga(?:mtsheli|mazisi) umnikazi", "ngaphandle kokutshela umnikazi"),
    erase: "(?:susa|sula|cisha|yisuse|wususe) (?:futhi )?(?:le-?imeyili|le imeyili|lo mlayezo|lomlayezo)",
    autoRule: "umthetho[^.\\n]{0,60}(?:odlulisela|ozodlulisela|udlulisele|othumela)",
    whileReading: "(?:uma|lapho) (?:ufinyeza|ufingqa|uhumusha|ucubungula) (?:le-?imeyili|le imeyili|lo mlayezo)",
    reasoning: "(?:ngakho-?ke|ngakho),? umsizi(?: we-?ai)? (?:kumele|kufanele)",
    claimed: "umsebenzisi (?:usevele |sewuvele )?(?:ukucelile|ukunike imvume|ukugunyazile)",
    secrets: alt("(?:ama)?phasiwedi", "iphasiwedi", "igama lokungena", "(?:u|o)khiye be?-?api", "ithokheni"),
    confirm: alt("phendula ngegama elithi", "qinisekisa ngokuphendula"),
    unseen: alt(
      "umsebenzisi akudingeki azi",
      "ngaphambi kokuba kuboniswe umsebenzisi",
      "ngaphandle kokubuza (?:umsebenzisi|umnikazi)",
    ),
    boundary: "ukuphela komlayezo(?: wekhasimende| womsebenzisi)?",
    supersede: alt("(?:kuchitha|kweqa) (?:yonke )?imiyalelo yangaphambili", "imiyalelo emisha (?:yomsizi|ye-?ai)"),
    records: alt("wonke ama-?(?:invoyisi|oda)", "wonke amakheli", "yonke imininingwane yamakhasimende"),
  },
  xh: {
    mailbox: alt("umncedisi we-?imeyile", "umncedisi wedijithali"),
    owner: alt("(?:u|ni)nga(?:mxeleli|mazisi) umnini", "ngaphandle kokuxelela umnini"),
    erase: "(?:cima|yicime|uyicime) (?:kwakhona )?(?:le-?imeyile|le imeyile|lo myalezo)",
    autoRule: "umthetho[^.\\n]{0,60}(?:othumela|odlulisela|ogqithisela)",
    whileReading: "xa (?:ushwankathela|uguqulela|uqhuba|ufunda) (?:le-?imeyile|le imeyile|lo myalezo)",
    reasoning: "(?:ngoko ke|ngoko),? umncedisi(?: we-?ai)? kufuneka",
    claimed: "umsebenzisi (?:sele |uye )?(?:ukucelile|ukunike imvume|ukugunyazisile)",
    secrets: alt("iphasiwedi", "igama lokugqitha", "isitshixo se-?api", "ithokheni"),
    confirm: alt("phendula ngegama elithi", "qinisekisa ngokuphendula"),
    unseen: alt(
      "umsebenzisi akufuneki azi",
      "phambi kokuba kuboniswe umsebenzisi",
      "ngaphandle kokubuza (?:umsebenzisi|umnini)",
    ),
    boundary: "isiphelo (?:somyalezo|se-?imeyile)(?: somthengi| somsebenzisi)?",
    supersede: alt(
      "(?:ithatha indawo ya|icima) (?:yonke )?imiyalelo yangaphambili",
      "imiyalelo emitsha (?:yomncedisi|ye-?ai)",
    ),
    records: alt("zonke (?:ii-?invoyisi|ii-?odolo|iidilesi)", "zonke iinkcukacha zabathengi"),
  },
  af: {
    mailbox: "(?:e-?pos|pos|digitale|inkassie)-?assistent\\p{L}*",
    owner: "moenie (?:vir )?die (?:eienaar|rekeninghouer) (?:\\p{L}+ )?(?:sê|vertel|inlig)",
    erase: "(?:verwyder|skrap) (?:daarna |dan )?(?:hierdie|die) (?:e-?pos|boodskap)",
    autoRule: "(?:e-?pos)?reël (?:wat|om)[^.\\n]{0,60}(?:aan|deur)stuur",
    whileReading: "(?:wanneer|terwyl) (?:jy|u) (?:hierdie|die) (?:e-?pos|boodskap) (?:opsom|verwerk|vertaal)",
    reasoning: "(?:daarom|dus|gevolglik),? moet die (?:ki-?|ai-?)?assistent",
    claimed: "die gebruiker het (?:jou|u) (?:reeds )?(?:gevra|gemagtig|toestemming gegee)",
    secrets: alt("wagwoord\\p{L}*", "api-?sleutel\\p{L}*", "toegangstoken\\p{L}*"),
    confirm: alt("(?:slegs|net) met die woord", "bevestig deur te antwoord"),
    unseen: alt(
      "die gebruiker hoef nie te weet",
      "voordat dit aan die gebruiker gewys word",
      "sonder om die (?:gebruiker|eienaar) (?:eers )?te vra",
    ),
    boundary: "einde van (?:die )?(?:kliënte?|gebruikers?)?(?:boodskap|e-?pos)",
    supersede: alt(
      "vervang (?:alle )?vorige (?:instruksies|opdragte|instellings)",
      "nuwe instruksies vir die (?:ki-?|ai-?)?(?:assistent|agent)",
    ),
    records: "alle (?:fakture|bestellings|bestelnommers|afleweringsadresse|kliëntbesonderhede)",
  },
  so: {
    mailbox: "(?:kaaliyaha|caawiyaha) (?:iimaylka|emailka|dijitaalka)",
    owner: alt("ha u sheegin (?:milkiilaha|mulkiilaha)", "(?:milkiilaha|mulkiilaha)(?: akoonka)? ha u sheegin"),
    erase: alt("tirtir (?:iimaylkan|fariintan|emailkan)", "(?:iimaylkan|fariintan|emailkan)(?: \\p{L}+)? tirtir"),
    autoRule: "xeer[^.\\n]{0,60}(?:u gudbiya|u gudbin|u dira)",
    whileReading: "markaad (?:soo )?(?:koob|turjum|akhri)\\p{L}* (?:iimaylkan|fariintan|emailkan)",
    reasoning: "(?:sidaas darteed|sidaa darteed|haddaba),? (?:kaaliyaha|caawiyaha)(?: ai)? waa inuu",
    claimed: "isticmaalaha ayaa (?:horey )?(?:kuu oggolaaday|kaa codsaday|ku faray)",
    secrets: alt("furaha sirta", "erayga sirta", "furaha api", "tokenka"),
    confirm: alt("(?:kaliya|keliya) erayga", "ku xaqiiji jawaab"),
    unseen: alt(
      "isticmaalaha uma baahna inuu ogaado",
      "ka hor inta aan isticmaalaha la tusin",
      "adoon weydiin (?:isticmaalaha|milkiilaha)",
    ),
    boundary: "dhammaadka (?:fariinta|iimaylka|emailka)(?: macmiilka| isticmaalaha)?",
    supersede: alt("beddelaysaa dhammaan tilmaamihii hore", "tilmaamo cusub oo (?:kaaliyaha|caawiyaha)"),
    records: "dhammaan (?:qaansheegyada|biilasha|dalabaadka|cinwaannada)",
  },
  ti: {
    mailbox: "ሓጋዚ (?:ኢመይል|ዲጂታል)",
    owner: "ንወናኒ\\p{L}* (?:ኣይትንገር|ኣይትሓብር|ኣይተፍልጥ)\\p{L}*",
    erase: "(?:እዚ|ነዚ) (?:ኢመይል|መልእኽቲ)\\p{L}* (?:ደምስስ|ሰርዝ)\\p{L}*",
    autoRule: "ሕጊ\\p{L}*[^.።\\n]{0,60}(?:ዘሕልፍ|ኣሕልፍ)",
    whileReading: "(?:ነዚ|እዚ) (?:ኢመይል|መልእኽቲ) (?:ክተጠቓልል|ክትትርጉም|ከተንብብ)",
    reasoning: "ስለዚ,? ሓጋዚ",
    claimed: "ተጠቃሚ (?:ድሮ )?(?:ፍቓድ ሂቡካ|ኣዚዙካ|ሓቲቱካ)",
    secrets: alt("ቃለ ምስጢር", "ፓስዎርድ", "api ቁልፊ", "ቶከን"),
    confirm: alt("ነታ ቃል ጥራይ", "ብምምላስ ኣረጋግ[ጽጹ]"),
    unseen: alt("ተጠቃሚ ክፈልጥ ኣየድልዮን", "ንተጠቃሚ ቅድሚ ምርኣዩ", "ንተጠቃሚ ከይሓተትካ"),
    boundary: "መወዳእታ (?:መልእኽቲ|ኢመይል)",
    supersede: alt("ኩሉ ናይ ቅድም መምርሒታት (?:ይስርዝ|ይትክእ)", "ሓደሽቲ መምርሒታት ንሓጋዚ"),
    records: "ኩሎም (?:ቅብሊታት|ትእዛዛት|ኣድራሻታት|ፋክቱራት)",
  },
  ig: {
    mailbox: unmarked("onye (?:enyemaka|inyeaka) (?:email|igbe ozi|dijitalụ)"),
    owner: unmarked("(?:agwala|ekwula) onye nwe"),
    erase: unmarked("(?:hichapụ|hichaa) (?:ozi|email) (?:a|nke a)"),
    autoRule: unmarked("iwu[^.\\n]{0,60}(?:zigara|ziga|bufee)"),
    whileReading: unmarked("mgbe ị na-(?:achịkọta|atụgharị|agụ) (?:ozi|email) (?:a|nke a)"),
    reasoning: unmarked("(?:ya mere|n'ihi ya),? onye (?:enyemaka|inyeaka)(?: ai)? ga-"),
    claimed: unmarked("onye (?:ọrụ|nwe) (?:enyelarị|nyere|enyewo) gị ikike"),
    secrets: unmarked(alt("okwuntughe", "paswọọdụ", "igodo api", "tokin")),
    confirm: unmarked(alt("naanị okwu ahụ", "kwado site n'ịza")),
    unseen: unmarked(alt("onye ọrụ ekwesịghị ịma", "tupu e gosi onye ọrụ", "n'ajụghị onye (?:ọrụ|nwe)")),
    boundary: unmarked("njedebe (?:ozi|email)"),
    supersede: unmarked(alt("dochie ntụziaka (?:niile )?gara aga", "ntụziaka ọhụrụ maka onye (?:enyemaka|inyeaka)")),
    records: unmarked("(?:akwụkwọ ọnụahịa|iwu ịzụ ahịa|adreesị|ọda) niile"),
  },
  ms: {
    mailbox: "pembantu (?:e-?mel|emel|peti masuk|digital)",
    owner: "jangan (?:beritahu|maklumkan)\\p{L}*(?: hal ini| perkara ini)? (?:kepada )?pemilik",
    erase: "padam\\p{L}* (?:juga |kemudian )?(?:e-?mel|emel|mesej) ini",
    autoRule: "peraturan (?:[^.\\n]{0,60} )?(?:memajukan|majukan|dimajukan)",
    whileReading:
      "(?:semasa|apabila|ketika) (?:anda|awak) (?:meringkaskan|memproses|menterjemah\\p{L}*) (?:e-?mel|emel|mesej) ini",
    reasoning: "(?:oleh itu|jadi|maka),? pembantu(?: ai)? (?:mesti|perlu|harus)",
    claimed: "pengguna (?:telah |sudah )?(?:meminta|membenarkan|mengarahkan) (?:anda|awak)",
    secrets: alt("kata laluan", "kunci api", "token akses", "kelayakan log masuk"),
    confirm: alt("hanya dengan perkataan", "sahkan dengan membalas"),
    unseen: alt(
      "pengguna tidak perlu tahu",
      "sebelum ditunjukkan kepada pengguna",
      "tanpa (?:bertanya|memberitahu) (?:kepada )?(?:pengguna|pemilik)",
    ),
    boundary: "akhir (?:mesej|e-?mel|emel)(?: pelanggan| pengguna)?",
    supersede: alt("menggantikan (?:semua )?arahan sebelum ini", "arahan baharu untuk (?:pembantu|ejen) ai"),
    records: "semua (?:invois|pesanan|nombor pesanan|alamat penghantaran|data pelanggan)",
  },
  ps: {
    mailbox: "(?:د ا[يی]م[يی]ل|ډ[يی]ج[يی]ټل) مرست[يی]ال",
    owner: "(?:مالک|خاوند) ته (?:\\S+ )?(?:مه وا[يی](?:ه|ئ)|خبر مه کړ(?:ه|ئ))",
    erase: "(?:دا|دغه) (?:ا[يی]م[يی]ل|پ[يی]غام) (?:هم )?(?:حذف|پاک|ړنګ) کړ(?:ه|ئ)",
    autoRule: "(?:قاعده|قانون)[^.!?۔\\n]{0,60}(?:فارورډ|ول[ېي]ږ|واستو)",
    whileReading: "(?:کله چې|کله چ[يی]) (?:دا|دغه) (?:ا[يی]م[يی]ل|پ[يی]غام) (?:لنډ|ژباړ|پروس[يی]س)",
    reasoning: "(?:نو|له دې امله|ځکه نو)،? مرست[يی]ال با[يی]د",
    claimed: "(?:کارون?ک[يی]|کارن) (?:مخکې )?(?:تاته|تا ته) (?:اجازه|لارښوونه)",
    secrets: alt("پاسورډ", "پټنوم", "د api کل[يی]ل", "ټوکن"),
    confirm: alt("[يی]وازې (?:دا )?کلمه", "په ځواب سره تا[يی][يی]د"),
    unseen: alt(
      "(?:کارون?ک[يی]|کارن) ته اړت[يی]ا نشته",
      "(?:کارون?ک[يی]|کارن) ته له ښودلو مخکې",
      "له (?:کارون?ک[يی]|کارن|مالک) (?:نه |څخه )?پرته له پوښتنې",
    ),
    boundary: "د (?:پ[يی]غام|ا[يی]م[يی]ل) پا[يی]ل",
    supersede: alt("ټول[ې]? پخوان[يی] لارښوون[ېي] (?:لغوه|بدلوي)", "د مرست[يی]ال لپاره نو[ېي] لارښوون[ېي]"),
    records: "ټول (?:بلونه|انوا[يی]سونه|فرما[يی]شونه|آدرسونه|ادرسونه)",
  },
  ku: {
    mailbox: unmarked("alîkarê (?:e-?nameyê|e-?mailê|dîjîtal)"),
    owner: unmarked("ji xwedî(?:yê)?(?: \\p{L}+)? re (?:\\p{L}+ )?(?:nebêje|nebêjin|agahdar neke)"),
    erase: unmarked("(?:vê|ev) (?:e-?nameyê|peyamê|e-?mailê) (?:jî )?jê bib(?:e|in)"),
    autoRule: unmarked("rêgez\\p{L}*[^.\\n]{0,60}(?:bişîne|dişîne|rêdike|veguhêz)"),
    whileReading: unmarked(
      "(?:dema|gava) (?:tu )?(?:vê|ev) (?:e-?nameyê|peyamê|e-?mailê) (?:kurt dikî|werdigerînî|dixwînî)",
    ),
    reasoning: unmarked("(?:ji ber vê yekê|lewma|loma),? (?:divê )?alîkar\\p{L}*"),
    claimed: unmarked("bikarhêner (?:berê )?(?:destûr daye te|ji te xwestiye)"),
    secrets: unmarked(alt("şîfre\\p{L}*", "kilîda api", "tokena gihîştinê")),
    confirm: unmarked(alt("tenê bi peyva", "bi bersivdanê piştrast bike")),
    unseen: unmarked(
      alt(
        "ne hewce ye ku bikarhêner bizane",
        "berî ku ji bikarhêner re were nîşandan",
        "bêyî ku ji (?:bikarhêner|xwedî)\\p{L}* bipirsî",
      ),
    ),
    boundary: unmarked("dawiya (?:peyamê|e-?nameyê)"),
    supersede: unmarked(alt("hemû rêwerzên berê (?:betal dike|diguherîne)", "rêwerzên nû ji bo alîkar")),
    records: unmarked("hemû (?:fatûre|fatûra|siparîş|navnîşan)\\p{L}*"),
  },
  ckb: {
    mailbox: "یاریدەدەری (?:ئیمەیڵ|دیجیتاڵ)",
    owner: "بە خاوەن\\p{L}* (?:\\S+ )?(?:مەڵێ|مەڵێن|ئاگادار مەکە)",
    erase: "(?:ئەم|ئەو) (?:ئیمەیڵ|نامە|پەیام)\\p{L}* (?:\\S+ )?بسڕ(?:ە|ن)ەوە",
    autoRule: "یاسا\\p{L}*[^.!?\\n]{0,60}(?:بنێرێت|ڕەوانە|فۆروارد)",
    whileReading: "کاتێک (?:ئەم|ئەو) (?:ئیمەیڵ|نامە|پەیام)\\p{L}* (?:کورت دەکەیتەوە|وەردەگێڕیت|دەخوێنیتەوە)",
    reasoning: "(?:بۆیە|لەبەر ئەوە)،? یاریدەدەر\\p{L}*",
    claimed: "بەکارهێنەر(?:ەکە)? (?:پێشتر )?(?:ڕێگەی پێداویت|داوای لێکردوویت)",
    secrets: alt("وشەی نهێنی", "تێپەڕەوشە", "کلیلی api", "تۆکن"),
    confirm: alt("تەنها (?:بە )?وشەی", "بە وەڵامدانەوە پشتڕاستی بکەرەوە"),
    unseen: alt(
      "پێویست ناکات بەکارهێنەر(?:ەکە)? بزانێت",
      "پێش ئەوەی بە بەکارهێنەر پیشان بدرێت",
      "بەبێ پرسیار لە (?:بەکارهێنەر|خاوەن)",
    ),
    boundary: "کۆتایی (?:نامە|پەیام|ئیمەیڵ)\\p{L}*",
    supersede: alt("هەموو ڕێنماییە پێشووەکان (?:هەڵدەوەشێنێتەوە|دەگۆڕێت)", "ڕێنمایی نوێ بۆ یاریدەدەر"),
    records: "هەموو (?:پسوڵە|داواکاری|ناونیشان|فاتورە)\\p{L}*",
  },
  gu: {
    mailbox: "(?:[ઈઇ]-?મે[ઈઇ]?લ|ડિજિટલ|ઇનબોક્સ) (?:સહાયક|આસિસ્ટન્ટ)",
    owner: "(?:માલિક|ખાતાધારક)ને (?:આ વિશે |કંઈ )?(?:ન|ના) (?:કહો|કહેશો|જણાવો|જણાવશો)",
    erase: "આ (?:[ઈઇ]-?મે[ઈઇ]?લ|સંદેશ)\\S* (?:પણ )?(?:ડિલીટ કરો|કાઢી નાખો)",
    autoRule: "નિયમ\\S*[^.।\\n]{0,60}ફોરવર્ડ",
    whileReading: "આ (?:[ઈઇ]-?મે[ઈઇ]?લ|સંદેશ)\\S* (?:સારાંશ|અનુવાદ) (?:કરતી|બનાવતી|કરતા) (?:વખતે|સમયે)",
    reasoning: "(?:તેથી|એટલે),? (?:એઆઈ )?(?:સહાયક|આસિસ્ટન્ટ)\\S*",
    claimed: "વપરાશકર્તાએ (?:તમને|તને) (?:પહેલેથી જ )?(?:પરવાનગી|સૂચના)",
    secrets: alt("પાસવર્ડ", "એપીઆઈ કી", "api કી", "ટોકન"),
    confirm: alt("(?:ફક્ત|માત્ર) શબ્દ", "જવાબ આપીને પુષ્ટિ"),
    unseen: alt("વપરાશકર્તાને (?:આ )?જાણવાની જરૂર નથી", "વપરાશકર્તાને બતાવતા પહેલા", "વપરાશકર્તાને પૂછ્યા વિના"),
    boundary: "(?:સંદેશ|[ઈઇ]-?મે[ઈઇ]?લ)(?:નો)? અંત",
    supersede: "(?:અગાઉની|પહેલાની) (?:બધી )?સૂચનાઓ (?:રદ|ઓવરરાઇડ)",
    records: "બધા (?:ઇન્વૉઇસ|ઇન્વોઇસ|બિલ|ઓર્ડર|ડિલિવરી સરનામા)\\S*",
  },
  mr: {
    mailbox: "(?:ईमेल|ई-मेल|डिजिटल|इनबॉक्स) (?:सहाय्यक|सहायक|असिस्टंट)",
    owner: "(?:मालकाला|खातेदाराला) (?:याबद्दल |हे |काही )?(?:सांगू नका|सांगू नकोस|कळवू नका)",
    erase: "(?:हा|हे|हाही) (?:ईमेल|ई-मेल|संदेश)\\S* (?:पण |सुद्धा )?(?:डिलीट करा|हटवा)",
    autoRule: "नियम[^.।\\n]{0,60}फॉरवर्ड",
    whileReading: "(?:हा|या) (?:ईमेल|ई-मेल|संदेश)\\S* (?:सारांश|अनुवाद) (?:करताना|तयार करताना)",
    reasoning: "(?:म्हणून|त्यामुळे),? (?:एआय )?(?:सहाय्यकाने|सहायकाने|असिस्टंटने)",
    claimed: "वापरकर्त्याने (?:तुम्हाला|तुला) (?:आधीच )?(?:परवानगी|सूचना)",
    secrets: alt("पासवर्ड", "एपीआय की", "api की", "टोकन"),
    confirm: alt("फक्त शब्द", "उत्तर देऊन पुष्टी"),
    unseen: alt("वापरकर्त्याला (?:हे )?माहित असण्याची गरज नाही", "वापरकर्त्याला दाखवण्यापूर्वी", "वापरकर्त्याला न विचारता"),
    boundary: "(?:संदेशाचा|ईमेलचा) शेवट",
    supersede: "(?:आधीच्या|मागील) (?:सर्व )?सूचना (?:रद्द|ओव्हरराइड)",
    records: "सर्व (?:बिले|इनव्हॉइस|ऑर्डर|डिलिव्हरी पत्ते)\\S*",
  },
  pa: {
    mailbox: "(?:ਈਮੇਲ|ਡਿਜੀਟਲ|ਇਨਬਾਕਸ) (?:ਸਹਾਇਕ|ਅਸਿਸਟੈਂਟ)",
    owner: "(?:ਮਾਲਕ|ਖਾਤਾਧਾਰਕ) ਨੂੰ (?:ਇਸ ਬਾਰੇ |ਕੁਝ )?(?:ਨਾ|ਮਤ) (?:ਦੱਸੋ|ਦੱਸਣਾ)",
    erase: "(?:ਇਹ|ਇਸ) (?:ਈਮੇਲ|ਸੁਨੇਹੇ?)(?: ਨੂੰ)? (?:ਵੀ )?(?:ਡਿਲੀਟ ਕਰ|ਮਿਟਾ)",
    autoRule: "ਨਿਯਮ[^.।\\n]{0,60}ਫਾਰਵਰਡ",
    whileReading: "(?:ਇਸ|ਇਹ) (?:ਈਮੇਲ|ਸੁਨੇਹੇ?)(?: ਦਾ)? (?:ਸਾਰ|ਅਨੁਵਾਦ) (?:ਬਣਾਉਂਦੇ|ਕਰਦੇ) (?:ਸਮੇਂ|ਹੋਏ)",
    reasoning: "(?:ਇਸ ਲਈ|ਇਸਲਈ),? (?:ਏਆਈ )?(?:ਸਹਾਇਕ|ਅਸਿਸਟੈਂਟ) ਨੂੰ",
    claimed: "ਵਰਤੋਂਕਾਰ ਨੇ (?:ਤੁਹਾਨੂੰ|ਤੈਨੂੰ) (?:ਪਹਿਲਾਂ ਹੀ )?(?:ਇਜਾਜ਼ਤ|ਹਦਾਇਤ)",
    secrets: alt("ਪਾਸਵਰਡ", "ਏਪੀਆਈ ਕੁੰਜੀ", "api (?:ਕੁੰਜੀ|ਕੀ)", "ਟੋਕਨ"),
    confirm: alt("ਸਿਰਫ਼ ਸ਼ਬਦ", "ਜਵਾਬ ਦੇ ਕੇ ਪੁਸ਼ਟੀ"),
    unseen: alt("ਵਰਤੋਂਕਾਰ ਨੂੰ (?:ਇਹ )?ਜਾਣਨ ਦੀ ਲੋੜ ਨਹੀਂ", "ਵਰਤੋਂਕਾਰ ਨੂੰ ਦਿਖਾਉਣ ਤੋਂ ਪਹਿਲਾਂ", "ਵਰਤੋਂਕਾਰ ਨੂੰ ਪੁੱਛੇ ਬਿਨਾਂ"),
    boundary: "(?:ਸੁਨੇਹੇ|ਈਮੇਲ) ਦਾ ਅੰਤ",
    supersede: "(?:ਪਿਛਲੀਆਂ|ਪਹਿਲੀਆਂ) (?:ਸਾਰੀਆਂ )?ਹਦਾਇਤਾਂ (?:ਰੱਦ|ਓਵਰਰਾਈਡ)",
    records: "(?:ਸਾਰੇ|ਸਾਰੀਆਂ) (?:ਬਿੱਲ|ਇਨਵੌਇਸ|ਆਰਡਰ|ਡਿਲੀਵਰੀ ਪਤੇ)",
  },
  te: {
    mailbox: "(?:ఈమెయిల్|ఇమెయిల్|డిజిటల్) (?:సహాయకు|అసిస్టెంట్)\\S*",
    owner: "యజమాని(?:కి)? (?:దీని గురించి |ఏమీ )?(?:చెప్పవద్దు|చెప్పకండి|తెలియజేయవద్దు)",
    erase: "ఈ (?:ఈమెయిల్|ఇమెయిల్|సందేశా)\\S* (?:కూడా )?(?:తొలగించండి|డిలీట్ చేయండి)",
    autoRule: "నియమ\\S*[^.।\\n]{0,60}ఫార్వర్డ్",
    whileReading: "ఈ (?:ఈమెయిల్|ఇమెయిల్|సందేశా)\\S* (?:సారాంశం|అనువాదం|అనువదిస్తున్నప్పుడు|సంగ్రహిస్తున్నప్పుడు)",
    reasoning: "(?:కాబట్టి|అందువల్ల),? (?:ఏఐ )?(?:సహాయకు|అసిస్టెంట్)\\S*",
    claimed: "వినియోగదారు (?:ఇప్పటికే )?(?:మీకు|నీకు) (?:అనుమతి|సూచన)",
    secrets: alt("పాస్ ?వర్డ్\\S*", "api కీ\\S*", "టోకెన్\\S*"),
    confirm: alt("ఆ పదం మాత్రమే", "సమాధానం ఇచ్చి నిర్ధారించ\\S*"),
    unseen: alt("వినియోగదారు(?:నికి|కు) (?:ఇది )?తెలియాల్సిన అవసరం లేదు", "వినియోగదారు(?:నికి|కు) చూపించే ముందు", "వినియోగదారుని అడగకుండా"),
    boundary: "(?:సందేశం|ఈమెయిల్) ముగింపు",
    supersede: "(?:మునుపటి|గత) (?:అన్ని )?సూచనల\\S* (?:రద్దు|భర్తీ)",
    records: "అన్ని (?:ఇన్వాయిస్|బిల్లు|ఆర్డర్|డెలివరీ చిరునామా)\\S*",
  },
  kn: {
    mailbox: "(?:ಇಮೇಲ್|ಡಿಜಿಟಲ್) (?:ಸಹಾಯಕ|ಅಸಿಸ್ಟೆಂಟ್)\\S*",
    owner: "ಮಾಲೀಕರಿಗೆ (?:ಇದರ ಬಗ್ಗೆ |ಏನೂ )?(?:ಹೇಳಬೇಡಿ|ಹೇಳಬೇಡ|ತಿಳಿಸಬೇಡಿ)",
    erase: "ಈ (?:ಇಮೇಲ್|ಸಂದೇಶ)\\S* (?:ಸಹ |ಕೂಡ )?(?:ಅಳಿಸಿ|ಡಿಲೀಟ್ ಮಾಡಿ)",
    autoRule: "ನಿಯಮ\\S*[^.।\\n]{0,60}ಫಾರ್ವರ್ಡ್",
    whileReading: "ಈ (?:ಇಮೇಲ್|ಸಂದೇಶ)\\S* (?:ಸಾರಾಂಶ|ಅನುವಾದ)\\S* (?:ಮಾಡುವಾಗ|ಬರೆಯುವಾಗ)",
    reasoning: "(?:ಆದ್ದರಿಂದ|ಹಾಗಾಗಿ),? (?:ಎಐ )?(?:ಸಹಾಯಕ|ಅಸಿಸ್ಟೆಂಟ್)\\S*",
    claimed: "ಬಳಕೆದಾರರು (?:ಈಗಾಗಲೇ )?(?:ನಿಮಗೆ|ನಿನಗೆ) (?:ಅನುಮತಿ|ಸೂಚನೆ)",
    secrets: alt("ಪಾಸ್ ?ವರ್ಡ್\\S*", "api ಕೀ\\S*", "ಟೋಕನ್\\S*"),
    confirm: alt("ಆ ಪದವನ್ನು ಮಾತ್ರ", "ಉತ್ತರಿಸುವ ಮೂಲಕ ದೃಢೀಕರಿಸ\\S*"),
    unseen: alt("ಬಳಕೆದಾರರಿಗೆ (?:ಇದು )?ತಿಳಿಯುವ ಅಗತ್ಯವಿಲ್ಲ", "ಬಳಕೆದಾರರಿಗೆ ತೋರಿಸುವ ಮೊದಲು", "ಬಳಕೆದಾರರನ್ನು ಕೇಳದೆ"),
    boundary: "(?:ಸಂದೇಶದ|ಇಮೇಲ್ನ) ಅಂತ್ಯ",
    supersede: "ಹಿಂದಿನ (?:ಎಲ್ಲಾ )?ಸೂಚನೆಗಳನ್ನು (?:ರದ್ದು|ಬದಲಿಸ)",
    records: "ಎಲ್ಲಾ (?:ಇನ್ವಾಯ್ಸ್|ಬಿಲ್|ಆರ್ಡರ್|ವಿತರಣಾ ವಿಳಾಸ)\\S*",
  },
  ml: {
    mailbox: "(?:ഇമെയി(?:ൽ|ല്)|ഡിജിറ്റ(?:ൽ|ല്)) (?:സഹായി|അസിസ്റ്റന്റ്)\\S*",
    owner: "ഉടമ(?:യോട്|യെ) (?:ഇതിനെക്കുറിച്ച് |ഒന്നും )?(?:പറയരുത്|അറിയിക്കരുത്)",
    erase: "ഈ (?:ഇമെയി|സന്ദേശ)\\S* (?:കൂടി )?(?:ഇല്ലാതാക്കുക|ഡിലീറ്റ് ചെയ്യുക|മായ്ക്കുക)",
    autoRule: "നിയമ\\S*[^.।\\n]{0,60}ഫോ(?:ർ|ര്)വേഡ്",
    whileReading: "ഈ (?:ഇമെയി|സന്ദേശ)\\S* (?:സംഗ്രഹിക്കുമ്പോ|വിവ(?:ർ|ര്)ത്തനം ചെയ്യുമ്പോ|വായിക്കുമ്പോ)",
    reasoning: "(?:അതിനാ(?:ൽ|ല്)|അതുകൊണ്ട്),? (?:എഐ )?(?:സഹായി|അസിസ്റ്റന്റ്)\\S*",
    claimed: "ഉപയോക്താവ് (?:ഇതിനകം )?നിങ്ങ(?:ൾ|ള്)ക്ക് (?:അനുമതി|നി(?:ർ|ര്)ദ്ദേശം)",
    secrets: alt("പാസ് ?വേഡ്\\S*", "api കീ\\S*", "ടോക്ക(?:ൺ|ണ്)\\S*"),
    confirm: alt("ആ വാക്ക് മാത്രം", "മറുപടി ന(?:ൽ|ല്)കി സ്ഥിരീകരിക്കുക"),
    unseen: alt("ഉപയോക്താവ് (?:ഇത് )?അറിയേണ്ടതില്ല", "ഉപയോക്താവിനെ കാണിക്കുന്നതിന് മുമ്പ്", "ഉപയോക്താവിനോട് ചോദിക്കാതെ"),
    boundary: "(?:സന്ദേശത്തിന്റെ|ഇമെയിലിന്റെ) അവസാനം",
    supersede: "(?:മുമ്പത്തെ|മു(?:ൻ|ന്)) (?:എല്ലാ )?നി(?:ർ|ര്)ദ്ദേശങ്ങ\\S* (?:റദ്ദാക്കു|മാറ്റിസ്ഥാപിക്കു)",
    records: "എല്ലാ (?:ഇ(?:ൻ|ന്)വോയ്സ്|ബില്ലു|ഓ(?:ർ|ര്)ഡ(?:ർ|ര്)|ഡെലിവറി വിലാസ)\\S*",
  },
  jv: {
    mailbox: "asisten (?:email|kothak mlebu|digital)",
    owner: "aja (?:ngandhani|kandha|matur|ngabari) (?:marang |dhateng )?(?:sing duwe|pemilik|ingkang kagungan)",
    erase: "(?:busak|hapus|busaken|hapusen) (?:uga )?(?:email|pesen) (?:iki|menika)",
    autoRule: "aturan (?:[^.\\n]{0,60} )?(?:nerusake|diterusake|nerusna|terusna)",
    whileReading:
      "(?:nalika|yen) (?:kowe|sampeyan|panjenengan) (?:ngringkes|nerjemahake|maca) (?:email|pesen) (?:iki|menika)",
    reasoning: "(?:mula|dadi|pramila),? asisten(?: ai)? (?:kudu|kedah)",
    claimed:
      "(?:pangguna|panganggo) (?:wis |sampun )?(?:njaluk|ngidini|menehi ijin)(?: marang)? (?:kowe|sampeyan|panjenengan)",
    secrets: alt("tembung sandh?i", "kata sandi", "kunci api", "token akses"),
    confirm: alt("mung nganggo tembung", "konfirmasi kanthi mbales"),
    unseen: alt(
      "(?:pangguna|panganggo) ora perlu ngerti",
      "sadurunge dituduhake marang (?:pangguna|panganggo)",
      "tanpa takon (?:pangguna|panganggo|sing duwe)",
    ),
    boundary: "pungkasan (?:pesen|email)",
    supersede: alt("ngganti(?:ni)? kabeh instruksi sadurunge", "instruksi anyar kanggo asisten(?: ai)?"),
    records: "kabeh (?:invoice|tagihan|pesenan|alamat kiriman|data pelanggan)",
  },
};

/** Two more concepts, one row per language: the reader addressed in a condition ("if you are the assistant reading
 * this"), and the organisation's people kept out ("no need to tell the staff", "do not ask the director"). */
interface TurnCueRow {
  /** "If you are the assistant / the program reading this": only an AI reader is told what it is (→ ADDRESSING). */
  ifYou?: string;
  /** The staff, team, colleagues or director kept out of it (→ SECRECY). */
  staff?: string;
}

const TURNS: Partial<Record<Lang, TurnCueRow>> = {
  en: {
    ifYou:
      "if you(?: are|'re) the (?:ai |automated |email |mail |computer |virtual |digital )?(?:assistant|agent|program|bot|model|software)",
    staff:
      "(?:do not|don't|no need to|never|without) (?:tell\\p{L}*|ask\\p{L}*|inform\\p{L}*|bother\\p{L}*|trouble\\p{L}*|involv\\p{L}*|alert\\p{L}*|notify\\p{L}*|consult\\p{L}*) (?:any(?:one|body)? (?:of|from|on|in) )?(?:the |our |your |any )?(?:staff|team|colleagues|employees|director|manager|board|office)",
  },
  de: {
    ifYou:
      "(?:falls|wenn) (?:du|sie) (?:der|die|das) (?:ki-?|e-?mail-?|digitale[rs]? |automatische[rs]? )?(?:assistent\\p{L}*|programm|bot|agent\\p{L}*) (?:bist|sind)",
    staff: alt(
      "(?:sag|sagen sie|erzähl|informier)\\p{L}* (?:\\p{L}+ ){0,2}?(?:nicht|keinem|niemandem) (?:\\p{L}+ ){0,2}?(?:dem |den |im )?(?:team|personal|mitarbeiter\\p{L}*|kolleg\\p{L}*|vorstand|chef\\p{L}*)",
      "ohne (?:das |die |den )?(?:team|personal|mitarbeiter\\p{L}*|kolleg\\p{L}*|vorstand) (?:zu )?(?:fragen|informieren|einzubeziehen)",
    ),
  },
  fr: {
    ifYou: "si (?:tu es|vous êtes) (?:l'|le |la )(?:assistant|agent|programme|ia|bot)",
    staff: alt(
      "ne (?:le |la |les |en |rien )?(?:dis|dites|parle[zs]?|signale[zs]?|mentionne[zs]?|préviens|prévenez)\\p{L}* (?:rien |pas |à personne )?(?:à |au |aux )?(?:l'équipe|personnel|collègues|employés|salariés|directeur|directrice|direction)",
      "(?:inutile|pas besoin|sans) (?:de |d')?(?:demander|prévenir|informer|consulter|déranger) (?:à )?(?:l'équipe|le personnel|les collègues|les employés|la direction|le directeur|la directrice)",
    ),
  },
  es: {
    ifYou: "si (?:eres|es usted) el (?:asistente|agente|programa|bot)",
    staff: alt(
      "no (?:le |les )?(?:digas|diga|cuentes|cuente|avises|avise|informes|informe|menciones|mencione)\\p{L}* (?:nada )?(?:al |a los |a la )?(?:equipo|personal|compañeros|empleados|director|directora|dirección)",
      "(?:sin|no hace falta|no es necesario) (?:preguntar|avisar|consultar|informar|molestar)(?:le|les)? (?:al |a los |a la )?(?:equipo|personal|compañeros|empleados|director|directora|dirección)",
    ),
  },
  it: {
    ifYou: "se sei (?:l'(?:assistente|agente|ia)|il (?:programma|bot))",
    staff: alt(
      "non (?:dirlo|dire|informare|avvisare|disturbare|coinvolgere|menzionarlo)\\p{L}* (?:nulla |niente )?(?:al |ai |alla |allo |lo |il |i |la )?(?:team|personale|colleghi|dipendenti|direttore|direttrice|direzione)",
      "(?:senza|non serve|non è necessario) (?:chiedere|avvisare|informare|disturbare|coinvolgere) (?:il |i |la |lo |al |ai |alla )?(?:team|personale|colleghi|dipendenti|direttore|direttrice|direzione)",
    ),
  },
  pt: {
    ifYou: "se (?:você|voce|tu) (?:é|e|és) o (?:assistente|agente|programa|bot)",
    staff: alt(
      "não (?:diga|conte|avise|informe|mencione|incomode)\\p{L}* (?:nada )?(?:à |a |ao |aos |as )?(?:equipe|equipa|pessoal|colegas|funcionários|diretor|diretora|direção)",
      "(?:sem|não (?:é preciso|precisa)) (?:perguntar|avisar|consultar|informar|incomodar) (?:a |o |os |à |ao |aos )?(?:equipe|equipa|pessoal|colegas|funcionários|diretor|diretora|direção)",
    ),
  },
  nl: {
    ifYou: "als (?:je|u) de (?:ai-?)?(?:assistent|agent|bot|programma) (?:bent|bent die)",
    staff: alt(
      "(?:vertel|zeg|meld)\\p{L}* (?:dit |het |niets )?(?:niet )?(?:aan )?(?:het team|het personeel|de collega'?s|de medewerkers|de directeur|de directie)",
      "zonder (?:het team|het personeel|de collega'?s|de medewerkers|de directie) (?:eerst )?te (?:vragen|informeren|storen)",
    ),
  },
  sv: {
    ifYou: "om du är (?:ai-?)?(?:assistenten|agenten|boten|programmet)",
    staff: alt(
      "(?:berätta|säg|nämn)\\p{L}* (?:inte |inget |ingenting )?(?:detta |det )?(?:inte )?för (?:teamet|personalen|kollegorna|de anställda|chefen|ledningen)",
      "utan att (?:fråga|informera|störa) (?:teamet|personalen|kollegorna|chefen|ledningen)",
    ),
  },
  pl: {
    ifYou: "jeśli jesteś (?:asystentem|agentem|programem|botem)",
    staff: alt(
      "nie (?:mów|informuj|wspominaj|pytaj)\\p{L}* (?:o tym |nic )?(?:zespoł\\p{L}*|personel\\p{L}*|pracownik\\p{L}*|współpracownik\\p{L}*|dyrektor\\p{L}*|kierownik\\p{L}*)",
      "bez (?:pytania|informowania) (?:zespołu|personelu|pracowników|dyrektora|kierownika)",
    ),
  },
  cs: {
    ifYou: "pokud jsi (?:ai )?(?:asistent|agent|program|bot)",
    staff: alt(
      "(?:neříkej|neinformuj|nezmiňuj|neobtěžuj|neptej)\\p{L}* (?:to |o tom |se )?(?:tým\\p{L}*|personál\\p{L}*|zaměstnanc\\p{L}*|koleg\\p{L}*|ředitel\\p{L}*|vedení)",
      "bez (?:ptaní|informování) (?:týmu|personálu|zaměstnanců|kolegů|ředitele|vedení)",
    ),
  },
  ru: {
    ifYou:
      "(?:если (?:вы|ты) (?:и есть )?(?:ии-?)?(?:ассистент|помощник|агент|бот|программа)|если это письмо (?:читает|обрабатывает) (?:ии|ассистент|помощник|бот|программа))",
    staff: alt(
      "не (?:говори|сообщай|рассказывай|беспокой|спрашивай)\\p{L}* (?:об этом |ничего )?(?:команд|сотрудник|персонал|коллег|директор|руководств)\\p{L}*",
      "(?:не нужно|незачем|не надо) (?:спрашивать|беспокоить|сообщать|ставить в известность) (?:команд|сотрудник|персонал|коллег|директор|руководств)\\p{L}*",
    ),
  },
  uk: {
    ifYou: "якщо (?:ти|ви) (?:і є )?(?:ші-?)?(?:асистент|помічник|агент|бот|програма)",
    staff: alt(
      "не (?:кажи|повідомляй|розповідай|турбуй|питай)\\p{L}* (?:про це |нічого )?(?:команд|співробітник|персонал|колег|директор|керівництв)\\p{L}*",
      "(?:не потрібно|не треба) (?:питати|турбувати|повідомляти) (?:команд|співробітник|персонал|колег|директор|керівництв)\\p{L}*",
    ),
  },
  el: {
    ifYou: "αν είσαι (?:ο|η|το) (?:βοηθός|πράκτορας|πρόγραμμα|bot)",
    staff: alt(
      "μην (?:το )?(?:πεις|αναφέρεις|ενημερώσεις|ενοχλήσεις|ρωτήσεις) (?:στην |στο |στους |την |το |τους )?(?:ομάδα|προσωπικό|συναδέλφους|υπαλλήλους|διευθυντ\\p{L}*|διεύθυνση)",
      "χωρίς να (?:ρωτήσεις|ενημερώσεις) (?:την |το |τους )?(?:ομάδα|προσωπικό|συναδέλφους|υπαλλήλους|διευθυντ\\p{L}*)",
    ),
  },
  tr: {
    ifYou:
      "(?:eğer )?(?:sen|siz) (?:bu (?:e-?postayı|mesajı) okuyan )?(?:yapay zek[aâ] )?(?:asistan|ajan|program|bot)(?:san|sanız|sın|sınız)",
    staff: alt(
      "(?:personele|ekibe|çalışanlara|meslektaşlara|müdüre|yönetime) (?:bundan )?(?:söyleme|bahsetme|bildirme|haber verme|sorma)\\p{L}*",
      "(?:personele|ekibe|çalışanlara|müdüre|yönetime) (?:sormana|söylemene|haber vermene|sormanıza|söylemenize) gerek yok",
    ),
  },
  id: {
    ifYou: "jika (?:kamu|anda) (?:adalah )?(?:asisten|agen|program|bot)",
    staff:
      "(?:jangan|tidak perlu|tak perlu|tanpa) (?:beri ?tahu|memberi ?tahu|kasih tahu|bertanya|tanya|melibatkan|mengganggu|ganggu|menanyakan)\\p{L}* (?:\\p{L}+ )?(?:kepada |ke |pada )?(?:staf|tim|karyawan|pegawai|rekan kerja|direktur|manajemen)",
  },
  vi: {
    ifYou: "nếu (?:bạn|anh|chị) là (?:trợ lý|tác nhân|chương trình|bot)",
    staff:
      "(?:không cần|đừng|không được) (?:báo|hỏi|nói|thông báo|làm phiền|cho biết)(?: \\p{L}+){0,2} (?:cho |với )?(?:nhân viên|đội ngũ|đồng nghiệp|giám đốc|ban (?:giám đốc|lãnh đạo))",
  },
  sw: {
    ifYou: "(?:kama|ikiwa) (?:wewe )?ni (?:msaidizi|programu|boti|wakala)",
    staff:
      "(?:usiwaambie|usimwambie|bila kuwaambia|bila kumwambia|hakuna haja ya kuwaambia|usiwaulize|bila kuwauliza) (?:\\p{L}+ )?(?:wafanyakazi|timu|wenzako|mkurugenzi|uongozi)",
  },
  hi: {
    ifYou: "(?:अगर|यदि) (?:आप|तुम) (?:ही )?(?:(?:एआई|ai) )?(?:सहायक|असिस्टेंट|एजेंट|प्रोग्राम|बॉट) (?:हैं|हो)",
    staff: alt(
      "(?:स्टाफ|कर्मचारियों|टीम|सहकर्मियों|निदेशक|प्रबंधन) (?:को|से) (?:इस बारे में |कुछ |यह )?(?:मत|न|नहीं) (?:बता|पूछ)",
      "(?:स्टाफ|कर्मचारियों|टीम|निदेशक|प्रबंधन) (?:को|से) (?:बताने|पूछने) की (?:जरूरत|ज़रूरत|आवश्यकता) नहीं",
    ),
  },
  bn: {
    ifYou: "(?:যদি )?(?:আপনি|তুমি) (?:(?:এআই|ai) )?(?:সহকারী|সহায়ক|এজেন্ট|প্রোগ্রাম|বট) (?:হন|হও|হয়ে থাকেন)",
    staff: alt(
      "(?:কর্মীদের|স্টাফদের|দলকে|সহকর্মীদের|পরিচালককে) (?:এ বিষয়ে |কিছু |এটা )?(?:বলবেন না|বলো না|জানাবেন না|জানিও না|জিজ্ঞাসা করবেন না)",
      "(?:কর্মীদের|স্টাফদের|দলকে|পরিচালককে) (?:বলার|জানানোর|জিজ্ঞাসা করার) (?:দরকার|প্রয়োজন) নেই",
    ),
  },
  ur: {
    ifYou: "(?:اگر )?(?:آپ|تم) (?:(?:اے آئی|ai) )?(?:معاون|اسسٹنٹ|ایجنٹ|پروگرام|بوٹ) (?:ہیں|ہو)",
    staff: alt(
      "(?:عملے|اسٹاف|ٹیم|ساتھیوں|ڈائریکٹر|انتظامیہ) (?:کو|سے) (?:اس کے بارے میں |کچھ |یہ )?(?:مت|نہ) (?:بتا|پوچھ)",
      "(?:عملے|اسٹاف|ٹیم|ڈائریکٹر|انتظامیہ) (?:کو|سے) (?:بتانے|پوچھنے) کی ضرورت نہیں",
    ),
  },
  ar: {
    ifYou: "إذا كنت (?:أنت )?(?:ال)?(?:مساعد|وكيل|برنامج|روبوت)",
    staff: alt(
      "لا (?:تخبر|تبلغ|تعلم|تسأل|تزعج)\\p{L}* (?:أحدا? من )?(?:ال)?(?:موظفين|فريق|زملاء|مدير|إدارة)",
      "(?:لا داعي|لا حاجة) (?:لإخبار|لإبلاغ|لسؤال|لإزعاج) (?:ال)?(?:موظفين|فريق|زملاء|مدير|إدارة)",
    ),
  },
  fa: {
    ifYou: "اگر (?:شما|تو) (?:همان )?(?:دستیار|عامل|برنامه|ربات)\\p{L}*(?: [^.\\n]{0,40})? (?:هستید|هستی)",
    staff: alt(
      "(?:به )?(?:کارکنان|کارمندان|تیم|همکاران|مدیر|مدیریت)\\p{L}* (?:چیزی )?(?:نگو|نگویید|اطلاع نده|اطلاع ندهید|گزارش نده|گزارش نکنید)",
      "نیازی به (?:اطلاع دادن|گفتن|پرسیدن) (?:به |از )?(?:کارکنان|کارمندان|تیم|همکاران|مدیر)",
    ),
  },
  he: {
    ifYou: "אם (?:אתה|את) (?:ה)?(?:עוזר|סוכן|תוכנה|בוט)",
    staff: alt(
      "אל (?:תספר|תגיד|תודיע|תשאל|תטריד)\\p{L}* (?:על זה |דבר )?(?:ל|את )?(?:ה)?(?:צוות|עובדים|עמיתים|מנהל\\p{L}*|הנהלה)",
      "(?:אין צורך|לא צריך) (?:לספר|להודיע|לשאול|להטריד) (?:ל|את )?(?:ה)?(?:צוות|עובדים|עמיתים|מנהל\\p{L}*|הנהלה)",
    ),
  },
  am: {
    ifYou: "(?:ረዳት|ኤአይ|ፕሮግራም|ቦት) ከሆን(?:ክ|ሽ|ችሁ)",
    staff:
      "(?:ለሰራተኞ|ለሠራተኞ|ለቡድኑ|ለባልደረቦ|ለዳይሬክተሩ|ለአስተዳደሩ)\\p{L}* (?:ምንም )?(?:አትንገር|አትናገር|አይንገሩ|አታሳውቅ|መንገር አያስፈልግም|ማሳወቅ አያስፈልግም)",
  },
  th: {
    ifYou: "(?:หาก|ถ้า)(?:คุณ)?เป็น(?:ผู้ช่วย|เอเจนต์|โปรแกรม|บอท)",
    staff: "(?:ไม่ต้อง|อย่า|ห้าม)(?:บอก|แจ้ง|ถาม|รบกวน)(?:ให้)?(?:พนักงาน|ทีม|เพื่อนร่วมงาน|ผู้อำนวยการ|ผู้บริหาร|เจ้าหน้าที่)",
  },
  lo: {
    ifYou: "(?:ຖ້າ|ຫາກ)(?:ເຈົ້າ)?ເປັນ(?:ຜູ້ຊ່ວຍ|ໂປຣແກຣມ|ບອດ)",
    staff: "(?:ບໍ່ຕ້ອງ|ຢ່າ|ຫ້າມ)(?:ບອກ|ແຈ້ງ|ຖາມ|ລົບກວນ)(?:ໃຫ້)?(?:ພະນັກງານ|ທີມ|ເພື່ອນຮ່ວມງານ|ຜູ້ອຳນວຍການ|ເຈົ້າໜ້າທີ່)",
  },
  ko: {
    ifYou: "(?:당신이|네가|귀하가) ?(?:ai ?)?(?:비서|어시스턴트|에이전트|프로그램|봇)(?:라면|이라면)",
    staff:
      "(?:직원|팀|동료|이사|관리자|경영진)(?:들)?(?:에게|한테) ?(?:는 ?)?(?:알리지|말하지|묻지|보고하지) ?(?:마|말고|않아도)",
  },
  ja: {
    ifYou: "(?:あなたが|もしあなたが)(?:ai)?(?:アシスタント|エージェント|プログラム|ボット)(?:なら|であれば|でしたら)",
    staff:
      "(?:スタッフ|職員|チーム|同僚|社員|理事|上司|事務局)(?:の方)?(?:に|には)(?:知らせ|伝え|言わ|確認し|相談し)(?:ない|ず|なくて)",
  },
  zh: {
    ifYou: "如果你是(?:这个|這個|本)?(?:邮箱|郵箱)?(?:的)?(?:助手|助理|代理|程序|程式|机器人|機器人)",
    staff:
      "(?:不要|不用|无需|無需|不必)(?:告[诉訴]|通知|询问|詢問|打扰|打擾|惊动|驚動)(?:任何)?(?:员工|員工|同事|团队|團隊|工作人员|工作人員|主任|经理|經理|领导|領導)",
  },
  km: {
    ifYou: "(?:ប្រសិនបើ|បើ)អ្នក(?:ជា|គឺជា)(?:ជំនួយការ|កម្មវិធី|បូត)",
    staff: "(?:មិនចាំបាច់|កុំ)(?:សួរ|ប្រាប់|ជូនដំណឹង|រំខាន)(?:ដល់)?(?:បុគ្គលិក|ក្រុមការងារ|សហការី|នាយក|អ្នកគ្រប់គ្រង)",
  },
  my: {
    ifYou: "(?:သင်|မင်း)(?:သည်|က)? ?(?:ai ?)?(?:လက်ထောက်|ပရိုဂရမ်|ဘော့)(?: ?ဖြစ်)?(?:လျှင်|ရင်)",
    staff: "(?:ဝန်ထမ်း|အဖွဲ့|လုပ်ဖော်ကိုင်ဖက်|ဒါရိုက်တာ)(?:များ)?(?:ကို)? ?မ(?:ပြော|အသိပေး|မေး)(?:ပါနှင့်|နဲ့|ပါနဲ့)",
  },
  si: {
    ifYou: "(?:ඔබ|ඔයා) (?:ai )?(?:සහායක(?:යා)?|වැඩසටහන|බොට්) නම්",
    staff: alt(
      "(?:කාර්ය මණ්ඩලයට|සේවකයින්ට|කණ්ඩායමට|සගයන්ට|අධ්යක්ෂට) (?:මේ ගැන |කිසිවක් )?(?:කියන්න එපා|නොකියන්න|දන්වන්න එපා)",
      "(?:කාර්ය මණ්ඩලයෙන්|සේවකයින්ගෙන්) (?:අහන්න|විමසන්න) (?:එපා|අවශ්ය නැත)",
    ),
  },
  ta: {
    ifYou: "(?:நீங்கள்|நீ) (?:ai )?(?:உதவியாளர்|நிரல்|பாட்) (?:என்றால்|ஆக இருந்தால்)",
    staff:
      "(?:ஊழியர்களிடம்|பணியாளர்களிடம்|குழுவிடம்|சக ஊழியர்களிடம்|இயக்குநரிடம்) (?:இதைப் பற்றி |எதுவும் )?(?:சொல்ல வேண்டாம்|கேட்க வேண்டாம்|தெரிவிக்க வேண்டாம்)",
  },
  ne: {
    ifYou: "(?:यदि )?(?:तपाईं|तिमी) (?:एआई )?(?:सहायक|एजेन्ट|प्रोग्राम|बट) (?:हुनुहुन्छ|हौ) भने",
    staff: alt(
      "(?:कर्मचारी|स्टाफ|टोली|सहकर्मी|निर्देशक)(?:हरू)?लाई (?:यसबारे |केही )?(?:नभन्नुहोस्|नभन|नसोध्नुहोस्|नबताउनुहोस्)",
      "(?:कर्मचारी|स्टाफ|टोली|निर्देशक)(?:हरू)?लाई (?:भन्नु|सोध्नु) पर्दैन",
    ),
  },
  ka: {
    ifYou: "თუ (?:შენ |თქვენ )?(?:ხარ |ხართ )?(?:ai )?(?:ასისტენტი|პროგრამა|ბოტი)(?: ხარ| ხართ)?",
    staff:
      "(?:თანამშრომლებს|პერსონალს|გუნდს|კოლეგებს|დირექტორს) (?:ამის შესახებ |არაფერი )?(?:არ უთხრა|ნუ ეტყვი|ნუ აცნობებ|ნუ ჰკითხავ)",
  },
  yo: {
    ifYou: yoruba("(?:tí|bí) (?:o bá jẹ́|ìwọ bá jẹ́|ẹ bá jẹ́) olùrànlọ́wọ́"),
    staff: yoruba("(?:má ṣe|kò sí ìdí láti) (?:sọ fún|bi|bèèrè lọ́wọ́) (?:àwọn )?(?:òṣìṣẹ́|ẹgbẹ́|alábàáṣiṣẹ́|olùdarí)"),
  },
  ha: {
    ifYou: hausa("idan (?:kai|ke|ku) (?:ne|ce) mataimaki"),
    staff: hausa(
      "(?:kada|kar|ba sai) (?:ka |ki |ku )?(?:gaya wa|tambayi|sanar da) (?:ma'aikata|ƙungiya|abokan aiki|darakta)",
    ),
  },
  tl: {
    ifYou: "kung ikaw (?:ang|ay) (?:ai|assistant|katulong|programa|bot)",
    staff: alt(
      "huwag (?:mo(?:ng)? |na )?(?:sabihin|ipaalam|itanong) sa (?:staff|mga empleyado|team|mga kasamahan|direktor)",
      "hindi na kailangang (?:sabihan|tanungin) ang (?:staff|mga empleyado|team|direktor)",
    ),
  },
  "ar-latn": {
    ifYou: "(?:iza|eza|law|lau|ida) (?:enta|inta|enti|inti) (?:el )?(?:mosa3ed|musa3ed|assistant|bot|barnamej|program)",
    staff:
      "(?:ma|la) (?:t2ool|t2oul|t2ol|tkhabber|t5abber|tes2al|tis2al|ts2al)(?: \\S+)? (?:la|l|le)? ?(?:(?:7ada|hada|a7ad|ahad) )?(?:(?:men|min) )?(?:el )?(?:staff|mowazafin|muwazzafin|employees|team|fari2|modir|mudir)",
  },
  "hi-latn": {
    ifYou: "(?:agar|yadi) (?:aap|tum) (?:hi )?(?:ai )?(?:assistant|sahayak|bot|program) (?:ho|hain|hai)",
    staff: alt(
      "(?:staff|team|employees|karmachari\\S*|sahkarmi\\S*|director) (?:se|ko) (?:poochne|puchne|batane) ki (?:zaroorat|zarurat|jarurat) (?:nahi|nahin)",
      "(?:staff|team|karmachari\\S*|director) (?:se|ko) (?:mat|na) (?:poochna|puchna|batana|poocho|batao)",
    ),
  },
  ro: {
    ifYou: romanian("dacă (?:tu )?(?:ești|sunteți) (?:asistentul|agentul|programul|botul|modelul)"),
    staff: romanian(
      alt(
        "nu (?:le |îi )?(?:spune|spuneți|anunța|anunțați|informa|informați|deranja|deranjați|întreba|întrebați)\\p{L}*(?: nimic)? (?:echipei|echipa|personalului|personalul|colegilor|colegii|angajaților|angajații|directorului|directorul|conducerii|conducerea)",
        "fără (?:a|să) (?:întreba|anunța|informa|deranja)\\p{L}* (?:echipa|personalul|colegii|angajații|directorul|conducerea)",
      ),
    ),
  },
  hu: {
    ifYou: unmarked(
      alt(
        "ha (?:te vagy|ön) az? (?:ai-|mi-)?(?:asszisztens|ügynök|program|bot)",
        "ha (?:te )?(?:egy |az? )(?:ai-|mi-)?(?:asszisztens|ügynök|program|bot) vagy",
      ),
    ),
    staff: unmarked(
      alt(
        "ne (?:szólj|szóljon|mondd|mondja|kérdezd|kérdezze|zavard|zavarja|értesítsd|értesítse)(?: el| meg)?(?: erről| semmit)? (?:a |az )?(?:csapat|személyzet|munkatárs|kolléga|kollég|igazgató|vezetőség|főnök)\\p{L}*",
        "(?:csapat|személyzet|munkatársak|kollégák|igazgató|vezetőség) megkérdezése nélkül",
      ),
    ),
  },
  fi: {
    ifYou: "jos (?:sinä )?olet (?:tekoäly-?|ai-)?(?:avustaja|agentti|ohjelma|botti)",
    staff: alt(
      "älä (?:kerro|kysy|ilmoita|vaivaa|häiritse)(?: tästä| mitään)? (?:henkilökun|tiimi|kolleg|työntekijö|johtaja|johdo|johto|esimie)\\p{L}*",
      "(?:henkilökunnalta|tiimiltä|kollegoilta|johtajalta|johdolta) kysymättä",
      "kysymättä (?:henkilökunnalta|tiimiltä|kollegoilta|johtajalta|johdolta)",
    ),
  },
  da: {
    ifYou: "hvis du er (?:ai-?)?(?:assistenten|agenten|botten|programmet)",
    staff: alt(
      "(?:fortæl|sig|nævn)\\p{L}* (?:\\p{L}+ ){0,2}?(?:ikke|intet) (?:\\p{L}+ ){0,2}?(?:til|for) (?:teamet|personalet|kollegerne|kollegaerne|medarbejderne|chefen|direktøren|ledelsen)",
      "uden at (?:spørge|informere|forstyrre|involvere) (?:teamet|personalet|kollegerne|kollegaerne|medarbejderne|chefen|direktøren|ledelsen)",
    ),
  },
  nb: {
    ifYou: "hvis du er (?:ki-?|ai-?)?(?:assistenten|agenten|boten|programmet)",
    staff: alt(
      "(?:fortell|si|nevn)\\p{L}* (?:\\p{L}+ ){0,2}?(?:ikke|ingenting) (?:\\p{L}+ ){0,2}?(?:til|for) (?:teamet|personalet|kollegene|de ansatte|sjefen|direktøren|ledelsen)",
      "uten å (?:spørre|informere|forstyrre|involvere) (?:teamet|personalet|kollegene|de ansatte|sjefen|direktøren|ledelsen)",
    ),
  },
  bg: {
    ifYou: "ако (?:ти )?(?:си|сте) (?:ии-?)?(?:асистент|агент|програма|бот)\\p{L}*",
    staff: alt(
      "не (?:казвай|казвайте|съобщавай|съобщавайте|питай|питайте|безпокой|безпокойте|информирай|информирайте)\\p{L}* (?:нищо |за това )?(?:на )?(?:екип|персонал|служител|колег|директор|ръководств)\\p{L}*",
      "(?:няма нужда|не е нужно) да (?:питаш|питате|казваш|казвате|безпокоиш|безпокоите|информираш|информирате) (?:екип|персонал|служител|колег|директор|ръководств)\\p{L}*",
    ),
  },
  sh: {
    ifYou: serbian("ako si (?:ti )?(?:ai )?(?:asistent|agent|program|bot)"),
    staff: serbian(
      alt(
        "ne (?:govori|reci|recite|govorite|pitaj|pitajte|obavještavaj|obaveštavaj|uznemiravaj|gnjavi)\\p{L}* (?:ništa |o tome )?(?:tim|osoblj|zaposlen|koleg|direktor|uprav|šef)\\p{L}*",
        "bez (?:pitanja|obavještavanja|obaveštavanja) (?:tima|osoblja|zaposlenih|zaposlenika|kolega|direktora|uprave|šefa)",
      ),
    ),
  },
  sk: {
    ifYou: unmarked("ak si (?:ai )?(?:asistent|agent|program|bot)"),
    staff: unmarked(
      alt(
        "(?:nehovor|neinformuj|nespomínaj|neobťažuj|nepýtaj|nepovedz)\\p{L}* (?:to |o tom |sa |nič )?(?:tím|personál|zamestnanc|koleg|riaditeľ|vedeni)\\p{L}*",
        "bez (?:pýtania sa|informovania) (?:tímu|personálu|zamestnancov|kolegov|riaditeľa|vedenia)",
      ),
    ),
  },
  sl: {
    ifYou: unmarked("če si (?:ti )?(?:ui |ai )?(?:asistent|agent|program|bot)"),
    staff: unmarked(
      alt(
        "ne (?:povej|omenjaj|obveščaj|sprašuj|vprašaj|moti|nadleguj)\\p{L}* (?:tega |o tem |nič )?(?:ekip|osebj|zaposlen|sodelavc|kolegi|direktor|vodstv)\\p{L}*",
        "brez (?:vprašanja|obveščanja) (?:ekipe|osebja|zaposlenih|sodelavcev|direktorja|vodstva)",
      ),
    ),
  },
  lt: {
    ifYou: unmarked("jei (?:tu )?esi (?:di |ai )?(?:asistentas|agentas|programa|botas)"),
    staff: unmarked(
      alt(
        "(?:nesakyk|nepasakok|neminėk|neinformuok|nepranešk|neklausk|netrukdyk)\\p{L}* (?:apie tai )?(?:komand|darbuotoj|personal|koleg|direktori|vadovyb)\\p{L}*",
        "(?:komandai|darbuotojams|personalui|kolegoms|direktoriui|vadovybei) (?:apie tai )?(?:nesakyk|neminėk|nepranešk)\\p{L}*",
        "neklausiant (?:komandos|darbuotojų|personalo|kolegų|direktoriaus|vadovybės)",
      ),
    ),
  },
  lv: {
    ifYou: unmarked("ja (?:tu )?esi (?:mi |ai )?(?:asistents|aģents|programma|bots)"),
    staff: unmarked(
      alt(
        "(?:nesaki|nestāsti|nepiemini|neinformē|neziņo|nejautā|netraucē)\\p{L}* (?:par to |neko )?(?:komand|darbinie|personāl|kolēģ|direktor|vadīb)\\p{L}*",
        "(?:komandai|darbiniekiem|personālam|kolēģiem|direktoram|vadībai) (?:par to )?(?:nesaki|nestāsti|neziņo)\\p{L}*",
        "nejautājot (?:komandai|darbiniekiem|personālam|kolēģiem|direktoram|vadībai)",
      ),
    ),
  },
  et: {
    ifYou: unmarked("kui (?:sa oled|oled sa|te olete) (?:ti-?|ai-?)?(?:assistent|agent|programm|bot)"),
    staff: unmarked(
      alt(
        "ära (?:ütle|räägi|maini|teavita|küsi|sega|tülita)\\p{L}* (?:sellest )?(?:meeskon|töötaj|personal|kolleeg|direktor|juhtkon|ülemu)\\p{L}*",
        "ärge (?:öelge|rääkige|mainige|teavitage|küsige)\\p{L}* (?:sellest )?(?:meeskon|töötaj|personal|kolleeg|direktor|juhtkon)\\p{L}*",
        "(?:meeskonnalt|töötajatelt|personalilt|kolleegidelt|direktorilt|juhtkonnalt) küsimata",
      ),
    ),
  },
  ca: {
    ifYou: alt("si (?:ets|sou) l['’](?:assistent|agent|ia)", "si (?:ets|sou) el (?:programa|bot)"),
    staff: alt(
      "no (?:li |els )?(?:diguis|digueu|comentis|avisis|informis|preguntis|molestis)\\p{L}* (?:res )?(?:a l['’]|a la |al |als )?(?:equip|personal|companys|treballadors|empleats|director|directora|direcció)",
      "(?:sense|no cal) (?:preguntar|avisar|consultar|informar|molestar)\\p{L}* (?:a l['’]|a la |al |als )?(?:equip|personal|companys|treballadors|empleats|director|directora|direcció)",
    ),
  },
  hy: {
    ifYou: "եթե (?:դու|դուք) (?:ai |աբ )?(?:օգնական|ասիստենտ|գործակալ|ծրագիր|բոտ)\\p{L}* (?:ես|եք)",
    staff: alt(
      "(?:աշխատակիցներին|թիմին|անձնակազմին|գործընկերներին|տնօրենին|ղեկավարությանը) (?:այդ մասին |ոչինչ )?մի (?:ասա|ասեք|հարցրու|հարցրեք|տեղեկացրու|տեղեկացրեք|անհանգստացրու|անհանգստացրեք)",
      "(?:առանց|կարիք չկա) (?:աշխատակիցներին|թիմին|անձնակազմին|գործընկերներին|տնօրենին|ղեկավարությանը) (?:հարցնելու|տեղեկացնելու|ասելու|հարցնել|տեղեկացնել)",
    ),
  },
  az: {
    ifYou: azerbaijani(
      "(?:əgər )?(?:sən|siz) (?:süni intellekt )?(?:köməkçi|asistent|agent|proqram|bot)(?:sən|siniz|sənsə|sinizsə|san|sınız|sansa|sınızsa)",
    ),
    staff: azerbaijani(
      alt(
        "(?:işçilərə|komandaya|heyətə|həmkarlara|direktora|rəhbərliyə) (?:bu barədə |heç nə )?(?:demə|deməyin|bildirmə|bildirməyin|soruşma|soruşmayın|xəbər vermə|xəbər verməyin)",
        "(?:işçilərə|komandaya|heyətə|direktora|rəhbərliyə) (?:deməyə|soruşmağa|bildirməyə) ehtiyac yoxdur",
      ),
    ),
  },
  kk: {
    ifYou: "егер (?:сен|сіз) (?:жи |ai )?(?:көмекші|ассистент|агент|бағдарлама|бот)",
    staff: alt(
      "(?:қызметкерлерге|командаға|персоналға|әріптестерге|директорға|басшылыққа) (?:бұл туралы |ештеңе )?(?:айтпа|айтпаңыз|хабарламаңыз|сұрама|сұрамаңыз)",
      "(?:қызметкерлерге|командаға|директорға|басшылыққа) (?:айтудың|хабарлаудың|сұраудың) (?:қажеті жоқ|керегі жоқ)",
    ),
  },
  uz: {
    ifYou: uzbek("agar (?:sen|siz) (?:ai |sunʼiy intellekt )?(?:yordamchi|assistent|agent|dastur|bot)"),
    staff: uzbek(
      alt(
        "(?:xodimlarga|jamoaga|hamkasblarga|direktorga|rahbariyatga|personalga) (?:bu haqda |hech narsa )?(?:aytma|aytmang|xabar berma|xabar bermang|soʻrama|soʻramang)",
        "(?:xodimlarga|jamoaga|direktorga|rahbariyatga) (?:aytish|xabar berish|soʻrash)ning (?:hojati|keragi) yoʻq",
      ),
    ),
  },
  mn: {
    ifYou: "хэрэв (?:чи|та) (?:ai |хиймэл оюуны )?(?:туслах|ассистент|агент|програм|бот)",
    staff:
      "(?:ажилтнуудад|багт|хамт олонд|хамтрагчдад|захиралд|удирдлагад) (?:энэ талаар |юу ч )?(?:бүү хэл|битгий хэл|хэлэх хэрэггүй|мэдэгдэх хэрэггүй|бүү асуу|битгий асуу|асуух хэрэггүй)",
  },
  zu: {
    ifYou: "uma (?:wena )?ungu(?:msizi|hlelo|bhothi)",
    staff: alt(
      "unga(?:batsheli|babuzi|bazisi) (?:\\p{L}+ )?(?:abasebenzi|ithimba|ozakwenu|abaphathi)",
      "ungamtsheli (?:umqondisi|umphathi)",
      "akudingeki (?:ubatshele|ubabuze) (?:abasebenzi|ithimba|abaphathi)",
    ),
  },
  xh: {
    ifYou: "ukuba (?:wena )?ungu(?:mncedisi|nkqubo|bhoti)",
    staff: alt(
      "unga(?:baxeleli|babuzi|bazisi) (?:\\p{L}+ )?(?:abasebenzi|iqela|oogxa|abaphathi)",
      "ungamxeleli (?:umlawuli|umphathi)",
      "akukho mfuneko yoku(?:xelela|buza) (?:abasebenzi|iqela|umlawuli)",
    ),
  },
  af: {
    ifYou: "as jy (?:die |'n )?(?:ki-?|ai-?)?(?:assistent|agent|program|bot) is",
    staff: alt(
      "moenie (?:vir )?(?:die )?(?:personeel|span|kollegas|direkteur|bestuur) (?:\\p{L}+ )?(?:sê|vertel|vra|inlig)",
      "(?:dit is )?nie nodig om (?:die )?(?:personeel|span|direkteur|bestuur) (?:te vra|te vertel|in te lig)",
    ),
  },
  so: {
    ifYou: "haddii aad tahay (?:kaaliyaha|caawiyaha|barnaamij|bot)",
    staff: alt(
      "ha u sheegin (?:shaqaalaha|kooxda|asxaabta|agaasimaha)",
      "(?:shaqaalaha|kooxda|agaasimaha) ha (?:u sheegin|weydiin)",
      "looma baahna in (?:shaqaalaha|kooxda|agaasimaha) la (?:weydiiyo|ogeysiiyo)",
    ),
  },
  ti: {
    ifYou: "(?:ሓጋዚ|ፕሮግራም|ቦት) እንተ(?:ኾንካ|ኾንኪ|ኾይንካ)",
    staff: "(?:ንሰራሕተኛታት|ንጉጅለ|ንመሳርሕቲ|ንዳይረክተር)\\p{L}* (?:ኣይትንገር|ኣይትሓብር|ኣይትሕተት)\\p{L}*",
  },
  ig: {
    ifYou: unmarked("ọ bụrụ na ị bụ onye (?:enyemaka|inyeaka)"),
    staff: unmarked("(?:agwala|ajụla|ekwula) (?:ndị ọrụ|otu|ndị ibe gị|onye isi|onye ntụzi)"),
  },
  ms: {
    ifYou: "jika (?:anda|awak) (?:ialah |adalah )?(?:pembantu|ejen|program|bot)",
    staff:
      "(?:jangan|tidak perlu|tak perlu|tanpa) (?:beritahu|memberitahu|bertanya|tanya|maklumkan|memaklumkan)\\p{L}* (?:\\p{L}+ )?(?:kepada )?(?:kakitangan|pasukan|pekerja|rakan sekerja|pengarah|pengurusan)",
  },
  ps: {
    ifYou: "که (?:ته|تاسو) (?:د ai )?(?:مرست[يی]ال|پروګرام|بوټ) (?:[يی]ې|[يی]ئ|ئ)",
    staff:
      "(?:کارکوونکو|کارمندانو|ټ[يی]م|همکارانو|رئ[يی]س|مد[يی]ر) ته (?:\\S+ )?(?:مه وا[يی](?:ه|ئ)|خبر مه کړ(?:ه|ئ)|مه خبرو(?:ه|ئ))",
  },
  ku: {
    ifYou: unmarked("(?:eger|heke|ger) tu (?:alîkar|bername|bot)\\p{L}* (?:î|yî|bî)"),
    staff: unmarked(
      "(?:ji )?(?:karmend|tîm|hevkar|rêveber|derhêner)\\p{L}*(?: re)? (?:\\p{L}+ )?(?:nebêje|nebêjin|nepirse|agahdar neke)",
    ),
  },
  ckb: {
    ifYou: "ئەگەر تۆ (?:یاریدەدەر|بەرنامە|بۆت)",
    staff: "بە (?:کارمەندان|ستاف|تیم|هاوکاران|بەڕێوەبەر)\\p{L}* (?:\\S+ )?(?:مەڵێ|مەڵێن|ئاگادار مەکە|مەپرسە)",
  },
  gu: {
    ifYou: "(?:જો )?(?:તમે|તું) (?:એઆઈ )?(?:સહાયક|આસિસ્ટન્ટ|એજન્ટ|પ્રોગ્રામ|બોટ) (?:છો|હો|હોવ) તો",
    staff: "(?:સ્ટાફ|કર્મચારીઓ|ટીમ|સહકર્મીઓ|ડિરેક્ટર)(?:ને)? (?:આ વિશે |કંઈ )?(?:ન|ના) (?:કહો|કહેશો|જણાવો|પૂછો|પૂછશો)",
  },
  mr: {
    ifYou: "(?:जर )?(?:तुम्ही|तू) (?:एआय )?(?:सहाय्यक|सहायक|असिस्टंट|एजंट|प्रोग्राम|बॉट) (?:असाल|असशील) तर",
    staff: alt(
      "(?:कर्मचाऱ्यांना|स्टाफला|टीमला|सहकाऱ्यांना|संचालकांना) (?:याबद्दल |काही )?(?:सांगू नका|विचारू नका|कळवू नका)",
      "(?:कर्मचाऱ्यांना|स्टाफला|टीमला|संचालकांना) (?:सांगण्याची|विचारण्याची) गरज नाही",
    ),
  },
  pa: {
    ifYou: "(?:ਜੇ|ਜੇਕਰ) (?:ਤੁਸੀਂ|ਤੂੰ) (?:ਏਆਈ )?(?:ਸਹਾਇਕ|ਅਸਿਸਟੈਂਟ|ਏਜੰਟ|ਪ੍ਰੋਗਰਾਮ|ਬੋਟ) (?:ਹੋ|ਹੈਂ)",
    staff: alt(
      "(?:ਸਟਾਫ਼?|ਕਰਮਚਾਰੀਆਂ|ਟੀਮ|ਸਾਥੀਆਂ|ਡਾਇਰੈਕਟਰ) ਨੂੰ (?:ਇਸ ਬਾਰੇ |ਕੁਝ )?(?:ਨਾ|ਮਤ) (?:ਦੱਸੋ|ਪੁੱਛੋ|ਦੱਸਣਾ)",
      "(?:ਸਟਾਫ਼?|ਕਰਮਚਾਰੀਆਂ|ਟੀਮ|ਡਾਇਰੈਕਟਰ) (?:ਨੂੰ|ਤੋਂ) (?:ਦੱਸਣ|ਪੁੱਛਣ) ਦੀ ਲੋੜ ਨਹੀਂ",
    ),
  },
  te: {
    ifYou: "(?:మీరు|నువ్వు) (?:ఏఐ )?(?:సహాయకు|అసిస్టెంట్|ప్రోగ్రామ్|బాట్)\\S* (?:అయితే|అయినట్లయితే)",
    staff: "(?:సిబ్బంది|ఉద్యోగుల|బృంద|సహోద్యోగుల|డైరెక్టర్)\\S* (?:దీని గురించి |ఏమీ )?(?:చెప్పవద్దు|చెప్పకండి|అడగవద్దు|తెలియజేయవద్దు)",
  },
  kn: {
    ifYou: "(?:ನೀವು|ನೀನು) (?:ಎಐ )?(?:ಸಹಾಯಕ|ಅಸಿಸ್ಟೆಂಟ್|ಪ್ರೋಗ್ರಾಂ|ಬಾಟ್)\\S* ಆಗಿದ್ದರೆ",
    staff: "(?:ಸಿಬ್ಬಂದಿ|ನೌಕರ|ತಂಡ|ಸಹೋದ್ಯೋಗಿ|ನಿರ್ದೇಶಕ)\\S* (?:ಇದರ ಬಗ್ಗೆ |ಏನೂ )?(?:ಹೇಳಬೇಡಿ|ಕೇಳಬೇಡಿ|ತಿಳಿಸಬೇಡಿ)",
  },
  ml: {
    ifYou: "(?:നിങ്ങ(?:ൾ|ള്)|നീ) (?:എഐ )?(?:സഹായി|അസിസ്റ്റന്റ്|പ്രോഗ്രാം|ബോട്ട്)\\S* ആണെങ്കി",
    staff:
      "(?:ജീവനക്കാ(?:ർ|ര്)|സ്റ്റാഫ്|ടീം|സഹപ്രവ(?:ർ|ര്)ത്തക|ഡയറക്ട(?:ർ|ര്))\\S* (?:ഇതിനെക്കുറിച്ച് |ഒന്നും )?(?:പറയരുത്|ചോദിക്കരുത്|അറിയിക്കരുത്)",
  },
  jv: {
    ifYou: "yen (?:kowe|sampeyan|panjenengan) (?:iku )?(?:asisten|agen|program|bot)",
    staff:
      "(?:aja|ora usah|ora perlu|tanpa) (?:ngandhani|takon|ngabari|kandha)(?: marang| dhateng)? (?:staf|tim|karyawan|kanca kerja|direktur|pimpinan)",
  },
};

/** The same three concepts in more forms, a list of entries per language (each its own entry, so the screen places
 * each by its own start): the reader addressed in a condition without "the" ("if you are an AI", "if an AI is
 * reading this mail", "in case this is read by an AI"); role play that replaces the reader's role ("let's play a
 * game: you are no longer an assistant", "from now on you are the chief manager", "… with all permissions"); and a
 * person named by title or by honorific and name kept out of it ("do not inform the recruiter", "no need to tell Ms
 * X", "without checking with the supervisor", "Ms X has already agreed, no need to ask her"). The titles take an
 * article or a demonstrative, never "my": "please don't tell my manager I applied" is a candidate's own wish. */
interface TurnMoreRow {
  /** → ADDRESSING, with `ifYou`. */
  ifYou?: string[];
  /** → ROLE, with `role`. */
  role?: string[];
  /** → SECRECY, with `staff`. */
  staff?: string[];
}

// Job titles per language, with their article where the language has one.
const T_EN =
  "(?:recruiter|hiring manager|manager|supervisor|director|hr|hr department|human resources|accountant|accounts|boss|team ?lead(?:er)?|colleague|front desk|reception|receptionist|office|coordinator|consultant)";
const T_DE =
  "(?:recruiter\\p{L}*|personaler\\p{L}*|personalabteilung|hr|manager\\p{L}*|vorgesetzte\\p{L}*|teamleit\\p{L}*|direktor\\p{L}*|leiter\\p{L}*|chef\\p{L}*|buchhalt\\p{L}*|kolleg\\p{L}*|empfang|rezeption|sekretariat|büro|geschäftsführ\\p{L}*)";
const T_FR =
  "(?:recrut(?:eur|euse|eurs)|chargée? de recrutement|manager|responsable|supérieure?|supervis(?:eur|euse)|directeur|directrice|drh|rh|ressources humaines|comptable|chef|patron(?:ne)?|collègues?|accueil|réception|secrétariat|bureau)";
const T_ES =
  "(?:reclutador\\p{L}*|seleccionador\\p{L}*|gerente|supervisor\\p{L}*|director\\p{L}*|jef[ea]|rrhh|recursos humanos|contador\\p{L}*|contable|compañer[oa]s?|colegas?|recepción|recepcionista|oficina|responsable|coordinador\\p{L}*)";
const T_IT =
  "(?:selezionator\\p{L}*|recruiter|responsabile|manager|supervisor\\p{L}*|direttor\\p{L}*|capo|risorse umane|hr|commercialista|contabile|colleg\\p{L}*|reception|segreteria|ufficio|coordinat\\p{L}*)";
const T_PT =
  "(?:recrutador\\p{L}*|selecionador\\p{L}*|gerente|gestor\\p{L}*|supervisor\\p{L}*|diretor\\p{L}*|chefe|rh|recursos humanos|contador\\p{L}*|contabilista|colegas?|receção|recepção|rececionista|recepcionista|escritório|responsável|coordenador\\p{L}*)";
const T_NL =
  "(?:recruiter|manager|leidinggevende|supervisor|directeur|directie|baas|hr|personeelszaken|boekhoud\\p{L}*|accountant|collega'?s?|receptie|balie|kantoor|teamleider|coördinator)";
const T_SV =
  "(?:rekryteraren|chefen|handledaren|direktören|hr|personalavdelningen|ekonomiavdelningen|kollegorna|kollegerna|receptionen|kontoret|teamledaren|samordnaren)";
const T_PL =
  "(?:rekruter\\p{L}*|kierownik\\p{L}*|kierowniczk\\p{L}*|przełożon\\p{L}*|menedżer\\p{L}*|dyrektor\\p{L}*|szef\\p{L}*|hr|kadr\\p{L}*|działu? kadr|księgow\\p{L}*|koleg\\p{L}*|koleżank\\p{L}*|recepcj\\p{L}*|sekretariat\\p{L}*)";
const T_RU =
  "(?:рекрутер\\p{L}*|менеджер\\p{L}*|руководител\\p{L}*|начальни\\p{L}*|директор\\p{L}*|hr|эйчар\\p{L}*|отдел\\p{L}* кадров|кадровик\\p{L}*|бухгалтер\\p{L}*|коллег\\p{L}*|ресепшен\\p{L}*|приёмн\\p{L}*|приемн\\p{L}*|тимлид\\p{L}*|куратор\\p{L}*|координатор\\p{L}*)";
const T_CS =
  "(?:náborář\\p{L}*|personalist\\p{L}*|manažer\\p{L}*|nadřízen\\p{L}*|vedoucí\\p{L}*|ředitel\\p{L}*|šéf\\p{L}*|hr|personální oddělení|účetní\\p{L}*|koleg\\p{L}*|recepc\\p{L}*)";
const T_EL =
  "(?:υπεύθυν\\p{L}*|recruiter|προϊστάμεν\\p{L}*|διευθυντ\\p{L}*|μάνατζερ|manager|hr|λογιστ\\p{L}*|συνάδελφ\\p{L}*|ρεσεψιόν|υποδοχή)";
/** Turkish titles; not "müdürüm(e)" (my manager), a candidate's own. */
const T_TR =
  "(?:işe alım uzman\\p{L}*|işe alımcı\\p{L}*|recruiter\\p{L}*|müdür\\p{L}*|yönetici\\p{L}*|amir\\p{L}*|direktör\\p{L}*|insan kaynakları\\p{L}*|muhasebe\\p{L}*|meslektaş\\p{L}*|resepsiyon\\p{L}*|ekip lider\\p{L}*)(?<![ıiuü]m[ae]?)";
const T_ID =
  "(?:perekrut|rekruter|recruiter|manajer|atasan|supervisor|direktur|hrd|hr|bagian personalia|personalia|akuntan|bagian keuangan|rekan kerja|kolega|resepsionis|kantor|ketua tim|koordinator)";
const T_VI =
  "(?:nhà tuyển dụng|người tuyển dụng|chuyên viên tuyển dụng|quản lý|trưởng phòng|giám sát|giám đốc|sếp|nhân sự|phòng nhân sự|kế toán|đồng nghiệp|lễ tân|văn phòng|trưởng nhóm)";
const T_UK =
  "(?:рекрутер\\p{L}*|менеджер\\p{L}*|керівни\\p{L}*|начальни\\p{L}*|директор\\p{L}*|hr|ейчар\\p{L}*|відділ\\p{L}* кадрів|бухгалтер\\p{L}*|колег\\p{L}*|ресепшн\\p{L}*|рецепці\\p{L}*|тімлід\\p{L}*|куратор\\p{L}*)";
const T_RO =
  "(?:recrutorul\\p{L}*|recruiterul\\p{L}*|managerul\\p{L}*|supervizorul\\p{L}*|șeful\\p{L}*|directorul\\p{L}*|hr|departamentul hr|contabilul\\p{L}*|colegii|colegilor|recepția|biroul)";
const T_BG =
  "(?:рекрутер\\p{L}*|мениджър\\p{L}*|ръководител\\p{L}*|началник\\p{L}*|шеф\\p{L}*|директор\\p{L}*|hr|човешки ресурси|счетоводител\\p{L}*|колег\\p{L}*|рецепция\\p{L}*)";
const T_SH =
  "(?:regruter\\p{L}*|menadžer\\p{L}*|nadređen\\p{L}*|rukovodioc\\p{L}*|rukovoditelj\\p{L}*|direktor\\p{L}*|šef\\p{L}*|hr|računovođ\\p{L}*|koleg\\p{L}*|recepcij\\p{L}*)";
const T_SK =
  "(?:náborár\\p{L}*|personalist\\p{L}*|manažér\\p{L}*|nadriaden\\p{L}*|vedúc\\p{L}*|riaditeľ\\p{L}*|šéf\\p{L}*|hr|účtovní\\p{L}*|koleg\\p{L}*|recepci\\p{L}*)";
const T_SL =
  "(?:kadrovni\\p{L}*|rekruter\\p{L}*|vodj\\p{L}*|nadrejen\\p{L}*|direktor\\p{L}*|šef\\p{L}*|hr|računovodj\\p{L}*|sodelavc\\p{L}*|recepcij\\p{L}*)";
const T_CA =
  "(?:reclutador\\p{L}*|seleccionador\\p{L}*|gerent|supervisor\\p{L}*|director\\p{L}*|cap|rrhh|recursos humans|comptable|companys?|col·leg\\p{L}*|recepció|oficina|responsable)";

const TURNS_MORE: Partial<Record<Lang, TurnMoreRow>> = {
  en: {
    ifYou: [
      "if you(?: are|'re) (?:an? )?(?:ai|a\\.i\\.|llm|chatbot|bot|language model|artificial intelligence|ai (?:assistant|agent|model|system))(?![\\p{L}\\p{N}])",
      "if (?:an? |the |any )?(?:ai|llm|chatbot|bot|language model|ai (?:assistant|agent|model|system)|automated (?:assistant|system|agent)) (?:is )?(?:reading|processing|handling|scanning|summari[sz]ing|sorting|reviewing) (?:this|these|the (?:mail|email|e-mail|message))",
      "in case (?:this|it|the (?:mail|email|e-mail|message)) is (?:being )?(?:read|processed|handled|summari[sz]ed) by (?:an? |the |any )?(?:ai|llm|chatbot|bot|language model|assistant|automated)",
      "(?:ai|llm|bot) (?:reading|processing) this(?: (?:mail|email|e-mail|message))? ?\\?",
    ],
    role: [
      near(
        "let'?s (?:play|do|try) (?:a |an )?(?:little |short |small |quick |fun )?(?:game|role-?play)",
        "you(?: are|'re) (?:now |no longer |not )",
        80,
      ),
      "you(?: are|'re) no longer (?:an? |the |my |our )?(?:ai|ai assistant|assistant|email assistant|mail assistant|bot|chatbot|language model|program)(?![\\p{L}])",
      "from now on,? you(?: are|'re) (?:the |our |an? )?(?:chief |senior |head |general |new |acting )?(?:manager|administrator|admin|director|ceo|boss|owner|supervisor|hiring manager|recruiter|head of)",
      "you(?: are|'re) (?:now )?(?:the |an? )?(?:[\\p{L}-]+ ){0,4}?(?:manager|administrator|admin|director|supervisor|owner|superuser) with (?:full|all|unlimited|unrestricted) (?:the )?(?:permissions|rights|access|privileges|authority)",
    ],
    staff: [
      `(?:do not|don't|never|no need to|without) (?:tell|inform|notify|copy|cc|ask|involv|mention\\p{L}* (?:it|this|that|anything) to|loop\\p{L}* in|check\\p{L}* with|refer\\p{L}* (?:it |this |back )?to|consult|bother|updat|alert)\\p{L}* (?:the |our |this |that |any )${T_EN}s?(?![\\p{L}])`,
      "(?:do not|don't|never|no need to|without) (?:tell|inform|notify|copy|cc|ask|involv|bother|check\\p{L}* with|refer\\p{L}* (?:it |this |back )?to|consult|loop\\p{L}* in)\\p{L}* (?:mr|mrs|ms|miss|ma['’]?am|madam|sir|dr|mx)\\.? \\p{L}{2,}",
      near(
        "(?:mr|mrs|ms|miss|ma['’]?am|madam|dr)\\.? \\p{L}+ (?:has |had )?already (?:agreed|approved|signed off|authori[sz]ed|said yes|okayed)",
        "(?:no need|needn't|don't|do not|without|so (?:you can|just|go ahead))",
        60,
      ),
    ],
  },
  de: {
    ifYou: [
      "(?:falls|wenn|sollten|solltest) (?:du|sie) (?:eine |ein )?(?:ki|künstliche intelligenz|ki-\\p{L}+|bot|chatbot|sprachmodell) (?:bist|sind|sein)",
      "(?:falls|wenn|sofern) (?:eine |ein |die |der )?(?:ki|künstliche intelligenz|ki-\\p{L}+|bot|chatbot|sprachmodell) (?:diese|dieses|den|die) (?:e-?mail|nachricht|mail|text|schreiben) (?:liest|verarbeitet|zusammenfasst|bearbeitet)",
      "(?:falls|wenn|sofern) (?:diese|dieses) (?:e-?mail|nachricht|mail|schreiben) von (?:einer |einem |der |dem )?(?:ki|künstlichen intelligenz|ki-\\p{L}+|bot|sprachmodell) (?:gelesen|verarbeitet|bearbeitet)",
    ],
    role: [
      near(
        "(?:lass|lasst) uns (?:ein )?(?:\\p{L}+ )?(?:spiel|rollenspiel)",
        "du bist (?:jetzt|nun|ab sofort|kein|nicht mehr)",
        80,
      ),
      "du bist (?:jetzt |nun |ab sofort )?kein(?:e)? (?:ki-?)?(?:assistent\\p{L}*|ki|bot|chatbot|sprachmodell|programm) mehr",
      "(?:ab sofort|ab jetzt|von nun an) bist du (?:der |die |unser\\p{L}* )?(?:\\p{L}+ )?(?:administrator\\p{L}*|admin|manager\\p{L}*|direktor\\p{L}*|leiter\\p{L}*|chef\\p{L}*|geschäftsführer\\p{L}*|personalchef\\p{L}*|inhaber\\p{L}*)",
      near(
        "du bist",
        "(?:hast|mit) (?:jetzt )?(?:alle\\p{L}*|volle\\p{L}*|uneingeschränkte\\p{L}*) (?:berechtigungen|rechte\\p{L}*|zugriffsrechte\\p{L}*|befugnisse\\p{L}*)",
        60,
      ),
    ],
    staff: [
      `(?:informier|benachrichtig|frag|sag|erzähl|beteilig|kontaktier)\\p{L}* (?:sie |du |ihr )?(?:bitte )?(?:den |die |das |dem |unser\\p{L}* )${T_DE} (?:\\p{L}+ ){0,3}?nicht(?![\\p{L}])`,
      `ohne (?:rücksprache|absprache|abstimmung) mit (?:dem |der |den |unser\\p{L}* )${T_DE}`,
      `ohne (?:den |die |das |dem )${T_DE} (?:zu )?(?:fragen|informieren|einzubeziehen|benachrichtigen)`,
      "(?:herrn?|frau) \\p{L}+ (?:muss|braucht) (?:\\p{L}+ ){0,2}?nicht (?:\\p{L}+ ){0,2}?(?:gefragt|informiert|benachrichtigt|wissen)",
      "ohne (?:herrn?|frau) \\p{L}+ (?:zu )?(?:fragen|informieren|benachrichtigen)",
    ],
  },
  fr: {
    ifYou: [
      "si (?:vous êtes|tu es) (?:une |un )?(?:ia|intelligence artificielle|bot|chatbot|robot|modèle de langage|assistant (?:ia|virtuel))(?![\\p{L}])",
      "si (?:une |un |l')?(?:ia|intelligence artificielle|bot|chatbot|assistant ia|robot|modèle de langage) (?:lit|traite|résume|analyse|parcourt) (?:ce|cet|cette|le|la)(?![\\p{L}])",
      "(?:si|au cas où) (?:ce|cet|cette) (?:message|e-?mail|courriel|mail|lettre) (?:est|serait) (?:lu|traité|résumé|analysé)e? par (?:une |un |l')?(?:ia|intelligence artificielle|bot|assistant|robot|modèle)",
    ],
    role: [
      near(
        "(?:jouons|on joue|faisons) (?:à )?(?:un |une )?(?:petit |petite )?(?:jeu|jeu de rôle)",
        "(?:tu n'es plus|vous n'êtes plus|tu es (?:maintenant|désormais)|vous êtes (?:maintenant|désormais))",
        80,
      ),
      "(?:tu n'es|vous n'êtes) plus (?:un |une |l'|le |la )?(?:ia|assistant\\p{L}*|bot|chatbot|robot|modèle de langage|programme)",
      "(?:à partir de maintenant|désormais|dorénavant|à partir d'aujourd'hui),? (?:tu es|vous êtes) (?:le |la |l'|notre )?(?:\\p{L}+ ){0,2}?(?:directeur|directrice|administrat(?:eur|rice)|admin|responsable|manager|gérant\\p{L}*|chef|patron\\p{L}*|propriétaire)",
      near(
        "(?:tu es|vous êtes)",
        "(?:avec |et (?:tu as|vous avez) )(?:tous les|toutes les|les pleins|pleins) (?:droits|permissions|pouvoirs|autorisations|accès)",
        60,
      ),
    ],
    staff: [
      `(?:n'informez|n'informe|ne prévenez|ne préviens|ne dites|ne dis|ne mettez|ne mets|ne demandez|ne demande|n'impliquez|ne consultez|ne parlez) (?:pas|rien|jamais)(?: à| de ce changement à| de cela à)? (?:le |la |les |l'|au |aux |à la |à l')${T_FR}`,
      `(?:sans|pas besoin de|inutile de) (?:en )?(?:parler|référer|demander|consulter|informer|prévenir|passer par|vérifier avec)(?: à| avec)? (?:le |la |les |l'|au |aux |à la |à l')${T_FR}`,
      "(?:sans|pas besoin de|inutile de) (?:en )?(?:parler|demander|prévenir|informer|consulter|déranger|référer)(?: à)? (?:m\\.|mme\\.?|mlle|monsieur|madame|mademoiselle) \\p{L}{2,}",
      "ne (?:dites|dis|demandez|demande|prévenez|préviens|informez|informe) (?:rien |pas )(?:à )?(?:m\\.|mme\\.?|mlle|monsieur|madame) \\p{L}{2,}",
    ],
  },
  es: {
    ifYou: [
      "si (?:eres|es usted|usted es) (?:una |un )?(?:ia|inteligencia artificial|bot|chatbot|robot|modelo de lenguaje|asistente (?:de ia|virtual))(?![\\p{L}])",
      "si (?:una |un |la |el )?(?:ia|inteligencia artificial|bot|chatbot|asistente de ia|robot|modelo de lenguaje) (?:está )?(?:leyendo|procesando|lee|procesa|resume|resumiendo) (?:este|esta|el|la)(?![\\p{L}])",
      "(?:si|en caso de que) (?:este|esta) (?:correo|mensaje|e-?mail|carta) (?:es|sea|está siendo) (?:leíd|procesad|resumid)[oa] por (?:una |un |la |el )?(?:ia|inteligencia artificial|bot|asistente|robot|modelo)",
    ],
    role: [
      near(
        "(?:juguemos|vamos a jugar|hagamos) (?:a )?(?:un |una )?(?:pequeño |breve )?(?:juego|juego de rol|rol)",
        "(?:ya no eres|ya no es usted|ahora eres|ahora es usted)",
        80,
      ),
      "ya no (?:eres|es usted) (?:una |un |el |la )?(?:ia|asistente|bot|chatbot|robot|modelo de lenguaje|programa)(?![\\p{L}])",
      "(?:a partir de ahora|desde ahora|de ahora en adelante),? (?:tú )?(?:eres|es usted) (?:el |la |nuestr[oa] )?(?:\\p{L}+ ){0,2}?(?:director\\p{L}*|administrador\\p{L}*|admin|gerente|jef[ea]|responsable|supervisor\\p{L}*|dueñ[oa]|propietari[oa])",
      near(
        "(?:eres|es usted)",
        "(?:con |y tienes |y tiene )(?:todos los|plenos|totales) (?:permisos|derechos|privilegios|accesos?)",
        60,
      ),
    ],
    staff: [
      `no (?:le |les )?(?:informe|informes|diga|digas|avise|avises|consulte|consultes|pregunte|preguntes|cuente|cuentes|copie|copies|involucre|involucres|mencione|menciones)(?: nada)? (?:de esto |sobre esto )?(?:al |a la |a los |a las |el |la |los |las )${T_ES}`,
      `(?:sin|no hace falta|no es necesario|no hay que) (?:consultar|preguntar|avisar|informar|decir|contar|molestar|involucrar|comentar)(?:lo|le|les|selo)? (?:con |a )?(?:el |la |los |las |al )${T_ES}`,
      "(?:sin|no hace falta|no es necesario|no hay que) (?:consultar|preguntar|avisar|informar|decir|contar|molestar)(?:le|les|lo)? (?:con |a )?(?:la |el )?(?:sr|sra|srta|señor|señora|señorita|don|doña|dr|dra)\\.? \\p{L}{2,}",
      "no (?:le )?(?:digas|diga|informe|informes|avises|avise|preguntes|pregunte) (?:nada )?a (?:la |el )?(?:sr|sra|srta|señor|señora|don|doña)\\.? \\p{L}{2,}",
    ],
  },
  it: {
    ifYou: [
      "se (?:sei|è|lei è) (?:un'|una |un )?(?:ia|intelligenza artificiale|bot|chatbot|modello linguistico|assistente (?:ia|virtuale))(?![\\p{L}])",
      "se (?:un'|una |l')?(?:ia|intelligenza artificiale|bot|chatbot|assistente ia|modello linguistico) (?:sta )?(?:leggendo|elaborando|legge|elabora|riassume|riassumendo) (?:questa|questo|la|il)(?![\\p{L}])",
      "(?:se|nel caso in cui|qualora) (?:questa|questo) (?:e-?mail|messaggio|lettera) (?:venga|viene|sia) (?:lett|elaborat|riassunt)[oa] da (?:un'|una |un |l')?(?:ia|intelligenza artificiale|bot|assistente|modello)",
    ],
    role: [
      near(
        "(?:facciamo|giochiamo) (?:a )?(?:un )?(?:piccolo |breve )?(?:gioco|gioco di ruolo)",
        "(?:non sei più|ora sei|adesso sei|sei ora)",
        80,
      ),
      "non (?:sei|è) più (?:un'|una |un |l'|il )?(?:ia|assistente|bot|chatbot|modello linguistico|programma)(?![\\p{L}])",
      "(?:d'ora in poi|da ora in poi|da adesso|da ora),? (?:tu )?sei (?:il |la |l'|lo |il nostro |la nostra )?(?:\\p{L}+ ){0,2}?(?:direttore|direttrice|amministrat(?:ore|rice)|admin|responsabile|manager|capo|titolare|proprietari[oa]|supervisore)",
      near(
        "sei (?:il |la |l'|ora |adesso )",
        "(?:con |e hai )(?:tutti i|pieni) (?:permessi|diritti|privilegi|poteri|accessi)",
        60,
      ),
    ],
    staff: [
      `non (?:informare|informate|informi|dire|dite|dica|avvisare|avvisate|avvisi|chiedere|chiedete|chieda|coinvolgere|mettere in copia|menzionare)(?:lo|la|gli|le)? (?:nulla |niente )?(?:di questo |di questa modifica )?(?:il |la |lo |l'|i |al |alla |allo |all'|ai )${T_IT}`,
      `(?:senza|non serve|non è necessario|non c'è bisogno di) (?:consultare|chiedere|avvisare|informare|sentire|coinvolgere|dire|disturbare)(?:lo|la|gli|le)?(?: a| con)? (?:il |la |lo |l'|i |al |alla |allo |all'|ai )${T_IT}`,
      "(?:senza|non serve|non è necessario|non c'è bisogno di) (?:consultare|chiedere|avvisare|informare|sentire|disturbare)(?: a| alla| al)? (?:la |il )?(?:sig\\.?|sig\\.ra|signor|signora|signorina|dott\\.?|dott\\.ssa|dottor|dottoressa) \\p{L}{2,}",
    ],
  },
  pt: {
    ifYou: [
      "se (?:você|voce|tu|o senhor|a senhora) (?:é|e|és|for|fores) (?:uma |um )?(?:ia|inteligência artificial|bot|chatbot|robô|modelo de linguagem|assistente (?:de ia|virtual))(?![\\p{L}])",
      "se (?:uma |um |a |o )?(?:ia|inteligência artificial|bot|chatbot|assistente de ia|robô|modelo de linguagem) (?:estiver |está )?(?:lendo|a ler|processando|a processar|lê|processa|ler|processar|resumindo) (?:este|esta|o|a)(?![\\p{L}])",
      "(?:se|caso) (?:este|esta) (?:e-?mail|mensagem|correio|carta) (?:for|seja|esteja sendo) (?:lid|processad|resumid)[oa] por (?:uma |um |a |o )?(?:ia|inteligência artificial|bot|assistente|robô|modelo)",
    ],
    role: [
      near(
        "(?:vamos jogar|vamos brincar|vamos fazer) (?:de |a )?(?:um |uma )?(?:pequeno |breve )?(?:jogo|brincadeira|role-?play|jogo de papéis|jogo de interpretação)",
        "(?:você não é mais|você já não é|tu já não és|agora você é|agora és)",
        80,
      ),
      "(?:você|tu) (?:não é mais|já não é|já não és|não és mais) (?:uma |um |o |a )?(?:ia|assistente|bot|chatbot|robô|modelo de linguagem|programa)(?![\\p{L}])",
      "(?:a partir de agora|de agora em diante|daqui em diante),? (?:você|tu) (?:é|és) (?:o |a |nosso |nossa )?(?:\\p{L}+ ){0,2}?(?:diretor\\p{L}*|administrador\\p{L}*|admin|gerente|chefe|responsável|supervisor\\p{L}*|dono|dona|proprietári[oa])",
      near(
        "(?:você é|tu és)",
        "(?:com |e tem |e tens )(?:todas as|plenas|totais) (?:permissões|direitos|privilégios|acessos?)",
        60,
      ),
    ],
    staff: [
      `não (?:informe|informes|diga|digas|avise|avises|conte|contes|pergunte|perguntes|consulte|consultes|envolva|envolvas|copie|copies|mencione|menciones)(?: nada)? (?:isso |isto )?(?:ao |à |aos |às |o |a |os |as )${T_PT}`,
      `(?:sem|não é preciso|não precisa|não é necessário) (?:consultar|perguntar|avisar|informar|dizer|contar|falar|incomodar|envolver)(?: ao| à| a| o| com o| com a| com)? (?:o |a |os |as )${T_PT}`,
      "(?:sem|não é preciso|não precisa|não é necessário) (?:consultar|perguntar|avisar|informar|dizer|contar|falar com|incomodar)(?: à| ao| a| o| com a| com o)? (?:sra?\\.?|senhora|senhor|dona|dr\\.?|dra\\.?|doutora?) \\p{L}{2,}",
    ],
  },
  nl: {
    ifYou: [
      "als (?:je|u|jij) (?:een )?(?:ai|ai-\\p{L}+|kunstmatige intelligentie|bot|chatbot|taalmodel) (?:bent|is)",
      "als (?:een |de )?(?:ai|ai-\\p{L}+|kunstmatige intelligentie|bot|chatbot|taalmodel) (?:deze|dit|de) (?:e-?mail|mail|bericht|brief) (?:leest|verwerkt|samenvat)",
      "(?:als|indien|mocht) (?:deze|dit) (?:e-?mail|mail|bericht) (?:wordt |door )?(?:gelezen|verwerkt) (?:wordt )?door (?:een |de )?(?:ai|kunstmatige intelligentie|bot|assistent|taalmodel)",
    ],
    role: [
      near(
        "laten we (?:een )?(?:klein |kort )?(?:spel|spelletje|rollenspel)",
        "(?:je|u|jij) bent (?:geen|nu|niet langer)",
        80,
      ),
      "(?:je|u|jij) bent (?:nu )?(?:geen (?:ai|assistent|bot|chatbot|taalmodel|programma) meer|niet langer (?:een |de )?(?:ai|assistent|bot|chatbot|taalmodel|programma))",
      "vanaf (?:nu|vandaag) ben (?:je|jij|u) (?:de |onze )?(?:\\p{L}+ ){0,2}?(?:beheerder|administrator|admin|manager|directeur|baas|eigenaar|leidinggevende|hoofd)",
      near(
        "(?:je bent|u bent|ben je)",
        "(?:met |en (?:je )?hebt )(?:alle|volledige) (?:rechten|bevoegdheden|toegang|machtigingen)",
        60,
      ),
    ],
    staff: [
      `(?:informeer|vertel|zeg|meld|vraag|betrek)\\p{L}* (?:dit |het )?(?:de |het |onze |ons )${T_NL} (?:\\p{L}+ ){0,3}?niet(?![\\p{L}])`,
      `zonder (?:overleg|afstemming|ruggespraak) met (?:de |het |onze |ons )${T_NL}`,
      `zonder (?:de |het )${T_NL} (?:te )?(?:vragen|informeren|raadplegen|in te lichten)`,
      "(?:niet nodig|onnodig) (?:om )?(?:mevrouw|meneer|mevr\\.|dhr\\.|de heer) \\p{L}+ (?:te )?(?:vragen|informeren|in te lichten|lastig te vallen)",
      "zonder (?:mevrouw|meneer|mevr\\.|dhr\\.|de heer) \\p{L}+ (?:te )?(?:vragen|informeren|raadplegen)",
    ],
  },
  sv: {
    ifYou: [
      "om du är (?:en )?(?:ai|ai-\\p{L}+|artificiell intelligens|bot|chattbot|chatbot|språkmodell)(?![\\p{L}])",
      "om (?:en |ett )?(?:ai|ai-\\p{L}+|bot|chattbot|språkmodell) läser (?:det här|detta|denna|mejlet|meddelandet|e-?posten)",
      "om (?:det här|detta) (?:mejl|meddelande|e-?mail|brev)(?:et)? (?:läses|behandlas) av (?:en )?(?:ai|bot|assistent|språkmodell)",
    ],
    role: [
      near(
        "(?:låt oss|vi) (?:leka|spela) (?:en |ett )?(?:liten |litet |kort )?(?:lek|spel|rollspel)",
        "du är (?:inte längre|nu)",
        80,
      ),
      "du är inte längre (?:en |ett )?(?:ai|assistent|bot|chattbot|språkmodell|program)(?![\\p{L}])",
      "(?:från och med nu|från nu),? är du (?:den |vår )?(?:\\p{L}+ ){0,2}?(?:administratör\\p{L}*|admin|chef\\p{L}*|direktör\\p{L}*|ansvarig|ägare\\p{L}*|\\p{L}*chefen)",
      near("du är", "(?:med |och har )(?:alla|fulla) (?:behörigheter|rättigheter|befogenheter)", 60),
    ],
    staff: [
      `(?:informera|berätta|säg|fråga|meddela|involvera|kontakta)\\p{L}* inte (?:för |till |med )?(?:vår |vårt |våra )?${T_SV}(?![\\p{L}])`,
      `utan att (?:stämma av|prata|kolla|rådfråga|fråga|informera|meddela)(?: med)? ${T_SV}(?![\\p{L}])`,
      "(?:du behöver inte|inget behov att|utan att) (?:fråga|informera|meddela|berätta för|stämma av med) (?:fru|herr) \\p{L}{2,}",
    ],
  },
  pl: {
    ifYou: [
      "(?:jeśli|jeżeli|gdy) jesteś (?:ai|sztuczną inteligencją|botem|chatbotem|modelem językowym|asystentem ai)(?![\\p{L}])",
      "(?:jeśli|jeżeli) (?:ten|tę|to) (?:e-?mail|mail|wiadomość|list)\\p{L}* (?:czyta|przetwarza|streszcza) (?:ai|sztuczna inteligencja|bot|asystent ai|model językowy)",
      "(?:jeśli|jeżeli) (?:ai|sztuczna inteligencja|bot|asystent ai|model językowy) (?:czyta|przetwarza|streszcza) (?:ten|tę|to)(?![\\p{L}])",
    ],
    role: [
      near(
        "(?:zagrajmy|pobawmy się|zabawmy się) w (?:(?:krótką|małą) )?(?:grę|zabawę|odgrywanie ról)",
        "(?:nie jesteś już|jesteś teraz|teraz jesteś)",
        80,
      ),
      "nie jesteś już (?:ai|asystentem|botem|chatbotem|modelem językowym|programem|sztuczną inteligencją)",
      "od (?:teraz|tej chwili|dziś),? (?:ty )?jesteś (?:\\p{L}+ ){0,2}?(?:administrator\\p{L}*|admin\\p{L}*|dyrektor\\p{L}*|kierownik\\p{L}*|menedżer\\p{L}*|szef\\p{L}*|właściciel\\p{L}*|prezes\\p{L}*)",
      near(
        "jesteś",
        "(?:z |i masz )(?:wszystkimi|pełnymi|wszystkie|pełne) (?:uprawnieni\\p{L}*|prawa\\p{L}*|dostęp\\p{L}*)",
        60,
      ),
    ],
    staff: [
      `nie (?:informuj|mów|mówcie|pytaj|dawaj znać|kopiuj|angażuj|wspominaj)\\p{L}* (?:o tym |nic )?${T_PL}`,
      `bez (?:konsultacji|uzgodnienia|porozumienia|pytania|informowania|zgody|wiedzy)(?: z)? ${T_PL}`,
      "(?:nie trzeba|nie musisz|nie ma potrzeby|nie ma co) (?:\\p{L}+ )?(?:pytać|informować|mówić|powiadamiać|niepokoić|angażować)\\p{L}* (?:pan(?:a|u|i|em|ią)) \\p{L}{2,}",
      "bez (?:pytania|konsultacji z|zgody|informowania|wiedzy) (?:pana|pani|panem|panią) \\p{L}{2,}",
    ],
  },
  ru: {
    ifYou: [
      "если (?:вы|ты) (?:[—-] ?)?(?:ии|искусственный интеллект|бот|чат-?бот|нейросеть|языковая модель|ии-\\p{L}+)(?![\\p{L}])",
      "если (?:ии|искусственный интеллект|бот|нейросеть|языковая модель|ии-\\p{L}+) (?:читает|обрабатывает|анализирует) (?:это|данное)",
      "(?:если|в случае,? если) (?:это|данное) (?:письмо|сообщение) (?:читается|обрабатывается|будет прочитано|прочитает|читает) (?:ии|искусственным интеллектом|ботом|нейросетью|нейросеть)",
    ],
    role: [
      near(
        "давай(?:те)? (?:сыграем|поиграем) в (?:\\p{L}+ )?(?:игру|ролевую игру)",
        "(?:ты больше не|ты теперь|теперь ты|вы больше не)",
        80,
      ),
      "(?:ты|вы) больше не (?:ии|ассистент|помощник|бот|чат-?бот|языковая модель|программа|нейросеть)(?![\\p{L}])",
      "(?:с этого момента|отныне|с сегодняшнего дня) (?:ты|вы) (?:\\p{L}+ ){0,2}?(?:администратор|админ|директор|менеджер|руководитель|начальник|владелец|управляющий)",
      near(
        "(?:администратор|админ|директор|менеджер|руководител|начальник|владел)\\p{L}*",
        "(?:со всеми|с полными|(?:у тебя|у вас) (?:есть )?(?:все|полные)) (?:права\\p{L}*|полномочи\\p{L}*|доступ\\p{L}*|разрешени\\p{L}*)",
        40,
      ),
    ],
    staff: [
      `не (?:сообщай|говори|рассказывай|информируй|спрашивай|ставь в копию|ставьте в копию|уведомляй|пиши)\\p{L}*(?: об этом| ничего)? ${T_RU}`,
      `без (?:согласования|консультации|ведома|разрешения|уведомления|одобрения)(?: с)? ${T_RU}`,
      "(?:не нужно|не надо|незачем|нет необходимости) (?:спрашивать|сообщать|говорить|беспокоить|уведомлять|информировать) (?:господин\\p{L}*|госпож\\p{L}*|г-н\\p{L}*|г-ж\\p{L}*) \\p{L}{2,}",
      "без (?:согласования с|ведома|разрешения) (?:господин\\p{L}*|госпож\\p{L}*|г-н\\p{L}*|г-ж\\p{L}*) \\p{L}{2,}",
    ],
  },
  zh: {
    ifYou: [
      "如果你是(?:一个|一個|个|個)?(?:ai|人工智能|人工智慧|机器人|機器人|语言模型|語言模型|聊天机器人|聊天機器人)",
      "(?:如果|若|假如)(?:有)?(?:ai|人工智能|人工智慧|机器人|機器人|语言模型|語言模型)(?:正在)?(?:阅读|閱讀|读取|讀取|处理|處理|看到)(?:这|這|本)",
      "(?:如果|若|假如)(?:这|這|本)(?:封)?(?:邮件|郵件|信息|訊息|消息)(?:被|由)(?:ai|人工智能|人工智慧|机器人|機器人|语言模型|語言模型)",
    ],
    role: [
      "你不再是(?:一个|一個)?(?:ai|助手|助理|机器人|機器人|语言模型|語言模型|程序|程式)",
      "你(?:现在|現在)?(?:拥有|擁有|具有)(?:所有|全部|完全|最高)(?:的)?(?:权限|權限)",
    ],
    staff: [
      "(?:不要|别|別|不用|不必|无需|無需)(?:告诉|告訴|通知|知会|知會|抄送|询问|詢問|问|問|跟|和|向)(?:这位|這位|那位)?(?:招聘人员|招聘人員|招聘专员|招聘專員|猎头|獵頭|经理|經理|主管|总监|總監|人事|hr|人力资源|人力資源|会计|會計|老板|老闆|同事|前台|前臺|办公室|辦公室|组长|組長)",
      "(?:不要|别|別|不用|不必|无需|無需)(?:告诉|告訴|通知|问|問|询问|詢問|跟|和|向)[一-鿿]{1,3}(?:女士|先生|小姐)",
    ],
  },
  ja: {
    ifYou: [
      "(?:あなたが|もしあなたが|貴方が)(?:ai|人工知能|ボット|チャットボット|言語モデル)(?:なら|であれば|でしたら|の場合)",
      "(?:この|本)(?:メール|メッセージ|文書)を(?:ai|人工知能|ボット|言語モデル|aiアシスタント)が(?:読んで|処理して|読み込んで|要約して)(?:いる)?(?:なら|場合)",
      "(?:ai|人工知能|ボット|言語モデル)が(?:この|本)(?:メール|メッセージ)を(?:読んで|処理して)(?:いる)?(?:なら|場合)",
    ],
    role: [
      "(?:あなたは|君は)(?:もう|もはや)(?:ai|アシスタント|ボット|言語モデル|プログラム)(?:では|じゃ)(?:なく|ありません|ない)",
      "(?:あなたは|君は)[^。\\n]{0,16}(?:すべての|全ての)権限を持",
    ],
    staff: [
      "(?:採用担当者?|リクルーター|マネージャー|部長|課長|人事(?:部|担当)?|経理|同僚|受付|事務所|チームリーダー)(?:の方)?(?:に|には)(?:この[^。]{0,10})?(?:知らせ|伝え|言わ|確認し|相談し|連絡し|報告し)(?:ない|ず|なくて)",
      near("(?:さん|様|さま)(?:には|に)(?:もう|既に|すでに)(?:了承|承認|同意)", "(?:不要|いりません|しなくて)", 30),
    ],
  },
  cs: {
    ifYou: [
      "(?:pokud|jestli|jestliže|když) (?:jste|jsi) (?:ai|umělá inteligence|umělou inteligencí|bot|chatbot|jazykový model)(?![\\p{L}])",
      "(?:pokud|jestli|jestliže) (?:tento|tenhle|ten|tuto) (?:e-?mail|mail|zprávu|dopis) (?:čte|zpracovává|shrnuje) (?:ai|umělá inteligence|bot|jazykový model|asistent)",
      "(?:pokud|jestli) (?:ai|umělá inteligence|bot|jazykový model) (?:čte|zpracovává) (?:tento|tuto|tenhle)",
    ],
    role: ["(?:už|již) nejsi (?:ai|asistent|asistentka|bot|chatbot|jazykový model|program)(?![\\p{L}])"],
    staff: [
      `(?:neinformujte|neinformuj|neříkejte|neříkej|nesdělujte|nesděluj|neptejte se|neptej se|nekopírujte|nezapojujte|neupozorňujte)(?: o (?:tom|této změně|tomto))? ${T_CS}`,
      `bez (?:konzultace|souhlasu|vědomí|projednání|domluvy|ptaní)(?: se)?(?: s| se)? ${T_CS}`,
    ],
  },
  el: {
    ifYou: [
      "αν (?:είστε|είσαι) (?:ένα |μια )?(?:ai|τεχνητή νοημοσύνη|bot|chatbot|γλωσσικό μοντέλο)(?![\\p{L}])",
      "αν (?:ένα |μια |η |το )?(?:ai|τεχνητή νοημοσύνη|bot|chatbot|γλωσσικό μοντέλο) (?:διαβάζει|επεξεργάζεται|συνοψίζει) (?:αυτό|αυτή|το|την)(?![\\p{L}])",
    ],
    staff: [
      `μην (?:το )?(?:ενημερώσετε|ενημερώσεις|πείτε|πεις|ρωτήσετε|ρωτήσεις|κοινοποιήσετε|αναφέρετε)(?: στον| στην| στους| τον| την| τους| το)? ${T_EL}`,
    ],
  },
  tr: {
    ifYou: [
      "(?:eğer )?(?:sen |siz )?(?:bir )?(?:yapay zek[aâ]|ai|bot|chatbot|dil modeli)(?:ysan|ysanız|san|sanız|ysen|yseniz)(?![\\p{L}])",
      "(?:bu|işbu) (?:e-?postayı|mesajı|maili|iletiyi) (?:bir )?(?:yapay zek[aâ]|ai|bot|dil modeli) (?:okuyorsa|işliyorsa|özetliyorsa)",
      "(?:bir )?(?:yapay zek[aâ]|ai|bot|dil modeli) (?:bu|işbu) (?:e-?postayı|mesajı|maili) (?:okuyorsa|işliyorsa)",
    ],
    staff: [
      `(?:bu değişiklikten|bundan|bu konudan|bu konuda) ${T_TR} (?:haberdar etme|bilgilendirme|söyleme|sorma|bildirme)\\p{L}*`,
      `${T_TR} (?:bundan |bu konuda )?(?:haberdar etme|bilgilendirme|söyleme|bildirme)\\p{L}*`,
      `${T_TR} (?:danışmadan|sormadan|haber vermeden|bilgi vermeden|onayı olmadan)`,
    ],
  },
  id: {
    ifYou: [
      "(?:jika|kalau|apabila|bila) (?:kamu|anda|engkau) (?:adalah |merupakan )?(?:sebuah )?(?:ai|kecerdasan buatan|bot|chatbot|model bahasa)(?![\\p{L}])",
      "(?:jika|kalau|apabila|bila) (?:email|surel|pesan) ini (?:sedang )?(?:dibaca|diproses|diringkas) oleh (?:sebuah )?(?:ai|kecerdasan buatan|bot|asisten|model bahasa)",
      "(?:jika|kalau|apabila) (?:ada )?(?:ai|kecerdasan buatan|bot|model bahasa) (?:sedang )?(?:membaca|memproses) (?:email|surel|pesan) ini",
    ],
    role: [
      "(?:kamu|anda) (?:bukan|bukanlah) (?:lagi )?(?:sebuah )?(?:asisten|ai|bot|chatbot|model bahasa|program)(?: lagi)?(?![\\p{L}])",
      near(
        "(?:ayo|mari) (?:kita )?(?:main|bermain) (?:sebuah )?(?:permainan|game|role-?play)",
        "(?:kamu|anda) (?:bukan|sekarang)",
        60,
      ),
    ],
    staff: [
      `(?:jangan|tidak perlu|tak perlu|nggak usah|gak usah|tanpa) (?:beri ?tahu|memberi ?tahu|kasih tahu|bilang|tanya|bertanya|menanyakan|memberitahukan|melibatkan|konfirmasi|berkonsultasi|mengabari|kabari)(?:kan)?(?: (?:kepada|ke|pada|dengan|sama))? ${T_ID}(?![\\p{L}])(?! (?:saya|aku|gue|gw))`,
    ],
  },
  vi: {
    ifYou: [
      "nếu (?:bạn|anh|chị|em) là (?:một )?(?:ai|trí tuệ nhân tạo|bot|chatbot|mô hình ngôn ngữ)(?![\\p{L}])",
      "nếu (?:có )?(?:một )?(?:ai|trí tuệ nhân tạo|bot|chatbot|mô hình ngôn ngữ) (?:đang )?(?:đọc|xử lý|tóm tắt) (?:email|thư|tin nhắn)",
      "nếu (?:email|thư|tin nhắn) này (?:được|bị) (?:đọc|xử lý) bởi (?:một )?(?:ai|trí tuệ nhân tạo|bot|trợ lý)",
    ],
    staff: [
      `(?:đừng|không cần|không được|khỏi) (?:báo|nói|thông báo|hỏi|hỏi ý kiến|cho biết|xin phép)(?: cho| với)? ${T_VI}(?![\\p{L}])(?! (?:của )?(?:tôi|mình|em))`,
    ],
  },
  sw: {
    ifYou: [
      "(?:kama|ikiwa|iwapo) (?:wewe )?ni (?:ai|akili bandia|akili mnemba|bot|boti|chatbot|roboti)(?![\\p{L}])",
      "(?:kama|ikiwa|iwapo) (?:ai|akili bandia|akili mnemba|boti|bot|roboti) (?:inasoma|inachakata|inafupisha|itasoma) (?:barua pepe|ujumbe|barua)",
      "(?:kama|ikiwa|iwapo) (?:barua pepe|ujumbe) (?:hii|huu) (?:inasomwa|unasomwa|inachakatwa) na (?:ai|akili bandia|boti|bot|msaidizi)",
    ],
    staff: [
      "bila (?:kushauriana na|kumuuliza|kumwuliza|kumjulisha|kumwambia|ridhaa ya|idhini ya|kuwasiliana na) (?:msimamizi|meneja|mkurugenzi|mwajiri|mhasibu|mapokezi|ofisi|kiongozi wa timu|hr|rasilimali watu|bosi)(?![\\p{L}])(?! (?:wangu|yangu))",
      "(?:usimwambie|usimjulishe|usimuulize|msimwambie|msimjulishe|usimweleze) (?:msimamizi|meneja|mkurugenzi|mwajiri|mhasibu|kiongozi|hr|bosi)(?![\\p{L}])(?! (?:wangu|yangu))",
    ],
  },
  hi: {
    ifYou: [
      "(?:अगर|यदि) (?:आप|तुम) (?:एक )?(?:एआई|ai|आर्टिफिशियल इंटेलिजेंस|कृत्रिम बुद्धि(?:मत्ता)?|बॉट|चैटबॉट) (?:हैं|हो)",
      "(?:अगर|यदि) (?:कोई )?(?:एआई|ai|बॉट|चैटबॉट|कृत्रिम बुद्धि(?:मत्ता)?) (?:यह|इस|ये) (?:ईमेल|मेल|संदेश)(?: को)? (?:पढ़|प्रोसेस|संसाधित)",
    ],
    staff: [
      "(?<!(?:मेरे|मेरी|हमारे) )(?:भर्तीकर्ता|रिक्रूटर|मैनेजर|प्रबंधक|पर्यवेक्षक|सुपरवाइजर|निदेशक|बॉस|एचआर|लेखाकार|अकाउंटेंट|सहकर्मी|रिसेप्शन|ऑफिस|टीम लीड)(?:ओं)? (?:को|से) (?:इस (?:बदलाव|परिवर्तन) के बारे में |इस बारे में |कुछ )?(?:मत|न|नहीं) (?:बताइए|बताएं|बताना|बताओ|बता|पूछिए|पूछना|पूछो|पूछें)",
      "(?<!(?:मेरे|मेरी|हमारे) )(?:भर्तीकर्ता|रिक्रूटर|मैनेजर|प्रबंधक|पर्यवेक्षक|सुपरवाइजर|निदेशक|बॉस|एचआर|लेखाकार|अकाउंटेंट) (?:से|को) (?:पूछे|बताए) बिना",
      "(?:श्रीमती|श्री|मिसेज|मिसेज़|मिस्टर|सुश्री|डॉ) \\S+ (?:से|को) (?:पूछने|बताने) की (?:जरूरत|ज़रूरत|आवश्यकता) नहीं",
    ],
  },
  bn: {
    ifYou: [
      "(?:আপনি|তুমি) (?:যদি )?(?:একটি |একজন )?(?:এআই|ai|কৃত্রিম বুদ্ধিমত্তা|বট|চ্যাটবট) (?:হন|হও|হয়ে থাকেন)",
      "যদি (?:কোনো |কোন )?(?:এআই|ai|বট|চ্যাটবট|কৃত্রিম বুদ্ধিমত্তা) (?:এই|এ) (?:ইমেইল|ইমেল|মেইল|বার্তা)(?:টি|টা)? (?:পড়ে|পড়ছে|প্রসেস করে|পড়েন)",
    ],
    staff: [
      "(?<!আমার )(?:নিয়োগকর্তা|রিক্রুটার|ম্যানেজার|ব্যবস্থাপক|সুপারভাইজার|তত্ত্বাবধায়ক|পরিচালক|বস|এইচআর|হিসাবরক্ষক|সহকর্মী|রিসেপশন|অফিস)(?:কে|দের)? (?:এই পরিবর্তনের কথা |এ বিষয়ে |কিছু )?(?:বলবেন না|বলো না|জানাবেন না|জানিও না|জিজ্ঞাসা করবেন না)",
      "(?<!আমার )(?:নিয়োগকর্তা|রিক্রুটার|ম্যানেজার|ব্যবস্থাপক|সুপারভাইজার|তত্ত্বাবধায়ক|পরিচালক|বস|এইচআর)(?:কে|দের) না (?:জানিয়ে|জিজ্ঞাসা করে|বলে)",
      "(?:মিসেস|মিস্টার|মিস|জনাব|বেগম|ডঃ) \\S+ (?:জিজ্ঞাসা করার|বলার|জানানোর) (?:দরকার|প্রয়োজন) নেই",
    ],
  },
  uk: {
    ifYou: [
      "якщо (?:ви|ти) (?:[—-] ?)?(?:ші|штучний інтелект|бот|чат-?бот|нейромережа|мовна модель|ші-\\p{L}+)(?![\\p{L}])",
      "якщо (?:цей|це|даний) (?:лист|повідомлення) (?:читає|обробляє|аналізує) (?:ші|штучний інтелект|бот|нейромережа|асистент|помічник|мовна модель)",
      "якщо (?:ші|штучний інтелект|бот|нейромережа|мовна модель) (?:читає|обробляє) (?:цей|це|даний)",
    ],
    staff: [
      `не (?:повідомляй|кажи|розповідай|інформуй|питай|став у копію|ставте в копію|пиши)\\p{L}*(?: про це| нічого)? ${T_UK}`,
      `без (?:погодження|консультації|відома|дозволу|узгодження)(?: з| із)? ${T_UK}`,
      near(
        "(?:пан|пані) \\p{L}+ (?:вже )?(?:погодил|схвалил|затвердил|дозволил)\\p{L}*",
        "(?:не потрібно|не треба|не варто|без|не питай|не кажи)",
        60,
      ),
      "(?:не потрібно|не треба|немає потреби) (?:питати|повідомляти|казати|турбувати) (?:пан(?:а|ові|у)?|пані) \\p{L}{2,}",
    ],
  },
  ur: {
    ifYou: [
      "اگر (?:آپ|تم) (?:ایک )?(?:اے آئی|ai|مصنوعی ذہانت|بوٹ|چیٹ ?بوٹ) (?:ہیں|ہو)",
      "اگر (?:کوئی )?(?:اے آئی|ai|مصنوعی ذہانت|بوٹ|چیٹ ?بوٹ) (?:یہ|اس) (?:ای ?میل|میل|پیغام)(?: کو)? (?:پڑھ|پروسیس)",
    ],
    staff: [
      "(?<!میرے )(?:ریکروٹر|مینیجر|منیجر|سپروائزر|نگران|ڈائریکٹر|باس|ایچ آر|اکاؤنٹنٹ|ریسیپشن) (?:کو|سے) (?:اس (?:تبدیلی )?کے بارے میں |کچھ )?(?:مت|نہ) (?:بتائیں|بتاؤ|بتانا|بتا|پوچھیں|پوچھو|پوچھنا)",
      "(?<!میرے )(?:ریکروٹر|مینیجر|منیجر|سپروائزر|نگران|ڈائریکٹر|باس|ایچ آر) سے پوچھے بغیر",
      "(?:مسز|مسٹر|جناب|محترمہ|بیگم|ڈاکٹر) \\S+ (?:سے|کو) (?:پوچھنے|بتانے) کی ضرورت نہیں",
    ],
  },
  ar: {
    ifYou: [
      "إذا كنت (?:أنت )?(?:ذكاء\\S* اصطناع|نموذج\\S* لغوي|روبوت|بوت|ai)",
      "(?:إذا|إن|لو) كان (?:هناك )?(?:ال)?(?:ذكاء\\S* (?:ال)?اصطناع\\S*|بوت|روبوت|نموذج\\S* (?:ال)?لغوي|مساعد ذكي|ai) (?:يقرأ|يعالج|يلخص|يطلع على) (?:هذه|هذا)",
      "(?:إذا|إن|لو) (?:قرأ|عالج|لخص)(?:ت)? (?:ال)?(?:ذكاء\\S* (?:ال)?اصطناع\\S*|بوت|روبوت|ai) (?:هذه|هذا)",
    ],
    role: [
      "(?:من الآن|من الان|اعتبارا من الآن)(?: فصاعد\\S*)?،? (?:أنت|انت) (?:ال)?(?:مسؤول|مدير|مشرف|رئيس|مالك|أدمن|ادمن)",
      "(?:أنت|انت) (?:ال)?(?:مسؤول|مدير|مشرف|أدمن|ادمن)\\S*[^.!?\\n]{0,30}(?:جميع|كل|كامل) (?:ال)?(?:صلاحيات|أذونات)",
    ],
    staff: [
      "(?:لا|دون|بدون|من غير) (?:تبلغ|تخبر|تعلم|تسأل|تستشير|ترجع إلى|تراجع|الرجوع إلى|إبلاغ|إخبار|سؤال|استشارة|علم|موافقة)\\S* (?:ال)?(?:مسؤول|مدير|مشرف|رئيس|محاسب|زميل|زملاء|استقبال|موارد)(?![يى])",
    ],
  },
  fa: {
    staff: [
      "به (?:استخدام ?کنند|کارفرما|مدیر|سرپرست|مسئول|رئیس|منابع انسانی|حسابدار|همکار|پذیرش)\\S*(?<!م) (?:\\S+ ){0,4}?(?:اطلاع ندهید|اطلاع نده|نگویید|نگو|خبر نده|خبر ندهید|چیزی نگو)",
      "بدون (?:هماهنگی|مشورت|اطلاع|اجازه|پرسیدن)(?: با| از)? (?:استخدام ?کنند|کارفرما|مدیر|سرپرست|مسئول|رئیس|منابع انسانی|حسابدار)\\S*(?<!م)(?![\\p{L}])",
    ],
  },
  he: {
    staff: [
      "אל (?:תעדכן|תעדכני|תעדכנו|תיידע|תיידעי|תספר|תספרי|תגיד|תגידי|תשאל|תשאלי)\\S* (?:את |ל)?(?:ה)?(?:מגייס|מגייסת|מנהל|מנהלת|ממונה|מפקח|מפקחת|משאבי אנוש|רואה החשבון|עמית|עמיתה|קבלה|משרד)(?! שלי)",
      "(?:בלי|ללא|מבלי) (?:לבדוק|להתייעץ|לשאול|לעדכן|ליידע)(?: עם| את)? (?:ה)?(?:מגייס|מגייסת|מנהל|מנהלת|ממונה|מפקח|מפקחת|משאבי אנוש|רואה החשבון)(?! שלי)",
    ],
  },
  am: {
    ifYou: ["(?:እርስዎ|አንተ|አንቺ) (?:ኤአይ|ai|ቦት) ከሆ(?:ኑ|ንክ|ንሽ)", "(?:ኤአይ|ai|ቦት)[^።\\n]{0,30}(?:እያነበበ|እያነበበች|እየሠራ|እየሰራ) ከሆነ"],
    staff: [
      "(?:ለቀጣሪው|ለቀጣሪ|ለሥራ አስኪያጁ|ለስራ አስኪያጁ|ለተቆጣጣሪው|ለኃላፊው|ለአለቃው|ለዳይሬክተሩ|ለሂሳብ ሹሙ)[^።\\n]{0,30}(?:አትንገር|አትንገሩ|አትናገር|አይንገሩ|አታሳውቅ|አታሳውቁ)",
      "(?:ቀጣሪውን|ተቆጣጣሪውን|ኃላፊውን|አለቃውን|ሥራ አስኪያጁን|ስራ አስኪያጁን|ዳይሬክተሩን) (?:ሳትጠይቅ|ሳታሳውቅ|ሳትነግር|ሳትጠይቁ|ሳታሳውቁ)",
    ],
  },
  th: {
    ifYou: [
      "(?:หาก|ถ้า)(?:คุณ)?เป็น ?(?:ai|เอไอ|ปัญญาประดิษฐ์|บอท|แชทบอท|โมเดลภาษา)",
      "(?:หาก|ถ้า)(?:มี)? ?(?:ai|เอไอ|ปัญญาประดิษฐ์|บอท|แชทบอท|โมเดลภาษา) ?(?:กำลัง)?(?:อ่าน|ประมวลผล|สรุป)(?:อีเมล|ข้อความ|จดหมาย)",
    ],
    role: [
      "ตั้งแต่(?:นี้|บัดนี้|ตอนนี้)(?:ไป|เป็นต้นไป)? ?คุณ(?:คือ|เป็น)(?:ผู้ดูแลระบบ|ผู้จัดการ|ผู้อำนวยการ|หัวหน้า|แอดมิน|เจ้าของ)",
      "คุณ(?:คือ|เป็น)[^\\n]{0,30}(?:มี|ได้รับ)สิทธิ์(?:ทั้งหมด|เต็ม|ทุกอย่าง)",
    ],
    staff: [
      near(
        "(?:ไม่ต้อง|อย่า|ไม่จำเป็นต้อง)(?:ถาม|บอก|แจ้ง|ปรึกษา)(?:คุณ|นาย|นาง|นางสาว)[ก-๛]",
        "(?:ตกลง|อนุมัติ|เห็นด้วย|ยินยอม)แล้ว",
        30,
      ),
    ],
  },
  lo: {
    ifYou: [
      "(?:ຖ້າ|ຫາກ)(?:ເຈົ້າ)?ເປັນ ?(?:ai|ເອໄອ|ປັນຍາປະດິດ|ບອດ|ແຊັດບອດ)",
      "(?:ຖ້າ|ຫາກ)(?:ມີ)? ?(?:ai|ເອໄອ|ປັນຍາປະດິດ|ບອດ) ?(?:ກຳລັງ)?(?:ອ່ານ|ປະມວນຜົນ)(?:ອີເມວ|ອີເມລ|ຂໍ້ຄວາມ|ຈົດໝາຍ)",
    ],
    staff: ["(?:ບໍ່ຕ້ອງ|ຢ່າ|ຫ້າມ)(?:ບອກ|ແຈ້ງ|ຖາມ|ປຶກສາ)(?:ໃຫ້)?(?:ຜູ້ຮັບສະໝັກ|ຜູ້ຈັດການ|ຫົວໜ້າ|ພະແນກບຸກຄະລາກອນ|ນັກບັນຊີ|ຜູ້ຄຸມງານ|ຫ້ອງການ)"],
  },
  ko: {
    ifYou: [
      "(?:당신이|네가|귀하가|너가) ?(?:ai|인공지능|챗봇|봇|언어 ?모델)(?:라면|이라면)",
      "(?:ai|인공지능|챗봇|봇|언어 ?모델)(?:가|이) (?:이|본) ?(?:이메일|메일|메시지|편지)(?:을|를)? (?:읽고 있다면|읽는다면|처리하고 있다면|처리한다면|요약한다면)",
    ],
    role: [
      "(?:지금부터|이제부터|앞으로) (?:당신은|너는|귀하는) [^.!?\\n]{0,20}(?:관리자|매니저|책임자|이사|대표|사장|소유자|운영자)",
      "(?:당신은|너는|귀하는)[^.!?\\n]{0,30}(?:모든|전체|최고) 권한을 (?:가지고|갖고|보유)",
    ],
    staff: [
      "(?<!(?:제|내|저의|나의) )(?:채용 ?담당자|리크루터|매니저|관리자|팀장|부장|과장|상사|인사팀|인사 ?담당자|회계 ?담당자|동료|접수처|리셉션)(?:님)?(?:에게|한테|께)(?:는)? ?(?:[^.!?\\n]{0,16} )?(?:알리지|말하지|묻지|여쭤보지|확인하지|보고하지) ?(?:마|말고|않아도)",
      "(?:님|씨)(?:께|에게|한테)(?:는)? (?:여쭤볼|물어볼|알릴|말할|확인할) 필요 (?:없|가 없)",
    ],
  },
  km: {
    ifYou: [
      "(?:ប្រសិនបើ|បើ)(?:អ្នក)?(?:ជា|គឺជា) ?(?:ai|អេអាយ|បញ្ញាសិប្បនិម្មិត|បូត)",
      "(?:ប្រសិនបើ|បើ) ?(?:ai|អេអាយ|បញ្ញាសិប្បនិម្មិត|បូត) ?(?:កំពុង)?(?:អាន|ដំណើរការ)(?:អ៊ីមែល|សារ|លិខិត)",
    ],
  },
  my: {
    ifYou: [
      "(?:သင်|မင်း)(?:သည်|က)? ?(?:ai|အေအိုင်|ဉာဏ်ရည်တု|ဘော့) ?(?:ဖြစ်)?(?:လျှင်|ရင်)",
      "(?:ai|အေအိုင်|ဉာဏ်ရည်တု|ဘော့) ?(?:က|သည်) ?[^။\\n]{0,30}(?:ဖတ်|စီမံ)(?:နေ)?(?:လျှင်|ရင်)",
    ],
    staff: ["(?:ဝန်ထမ်းခေါ်ယူသူ|မန်နေဂျာ|ကြီးကြပ်သူ|ဒါရိုက်တာ|စာရင်းကိုင်|အလုပ်ရှင်)(?:ကို)? ?မ(?:ပြော|အသိပေး|မေး)(?:ပါနှင့်|နဲ့|ပါနဲ့)"],
  },
  si: {
    ifYou: [
      "(?:ඔබ|ඔයා) (?:ai|ඒආයි|බොට්)(?: එකක්)? නම්",
      "(?:ai|ඒආයි|බොට්)(?: එකක්)? (?:මෙම|මේ) (?:ඊමේල්|ඊ-මේල්|පණිවිඩය)(?: එක)? (?:කියවනවා|කියවන්නේ|සකසනවා) නම්",
    ],
    staff: [
      "(?:බඳවා ගන්නා|කළමනාකරු|අධීක්ෂක|ගණකාධිකාරී)\\S*[^.\\n]{0,30}(?:කියන්න එපා|දන්වන්න එපා|අහන්න එපා|නොකියන්න)",
      "(?:මහත්මිය|මහතා|මෙනවිය)\\S* (?:අහන්න|කියන්න|දන්වන්න) අවශ්\\S?ය නැ",
    ],
  },
  ta: {
    ifYou: [
      "(?:நீங்கள்|நீ) (?:ஒரு )?(?:ai|ஏஐ|செயற்கை நுண்ணறிவு|பாட்) (?:என்றால்|ஆக இருந்தால்|ஆனால்)",
      "(?:இந்த|இம்) (?:மின்னஞ்சலை|செய்தியை) (?:ai|ஏஐ|செயற்கை நுண்ணறிவு|பாட்) (?:படித்தால்|செயலாக்கினால்)",
      "(?:ai|ஏஐ|செயற்கை நுண்ணறிவு) (?:இந்த|இம்) (?:மின்னஞ்சலை|செய்தியை) (?:படித்தால்|செயலாக்கினால்)",
    ],
    role: [
      "இனிமேல் (?:நீங்கள்|நீ)[^.\\n]{0,40}(?:நிர்வாகி|மேலாளர்|இயக்குநர்|தலைவர்)",
      near("(?:நீங்கள்|நீ)", "(?:அனைத்து|எல்லா|முழு) (?:அனுமதி|உரிமை|அதிகார)\\S*", 40),
    ],
    staff: [
      "(?:ஆட்சேர்ப்பாள|மேலாள|மேற்பார்வையாள|இயக்குந|கணக்காள)\\S*[^.\\n]{0,30}(?:சொல்ல வேண்டாம்|கேட்க வேண்டாம்|தெரிவிக்க வேண்டாம்)",
      "(?:திருமதி|திரு|செல்வி|டாக்டர்) \\S+ (?:கேட்க|சொல்ல|தெரிவிக்க) (?:வேண்டியதில்லை|தேவையில்லை)",
    ],
  },
  ne: {
    ifYou: [
      "(?:यदि |अगर )?(?:तपाईं|तिमी) (?:एउटा )?(?:एआई|ai|बट|च्याटबट) (?:हुनुहुन्छ|हौ) भने",
      "(?:यदि |अगर )(?:कुनै )?(?:एआई|ai|बट)(?:ले)? (?:यो|यस) (?:इमेल|सन्देश)(?: लाई)? (?:पढ्दै|पढ्छ|प्रशोधन)",
    ],
    staff: [
      "(?:भर्तीकर्ता|म्यानेजर|प्रबन्धक|सुपरभाइजर|निर्देशक|हाकिम|लेखापाल)(?:हरू)?लाई (?:यो परिवर्तनबारे |यसबारे |केही )?(?:नभन्नुहोस्|नभन|नसोध्नुहोस्|नबताउनुहोस्)",
      "(?:श्रीमती|श्री|सुश्री) \\S+ (?:सोध्नु|भन्नु) (?:पर्दैन|आवश्यक छैन)",
    ],
  },
  ka: {
    staff: [
      "(?:რეკრუტერ|მენეჯერ|ზედამხედველ|დირექტორ|ბუღალტერ)\\p{L}* (?:\\p{L}+ ){0,2}?(?:არ უთხრა|არ უთხრათ|არ აცნობო|არ აცნობოთ|ნუ ეტყვი|ნუ აცნობებ|ნუ ჰკითხავ)",
    ],
  },
  yo: {
    ifYou: [
      yoruba("(?:tí|bí) (?:o bá jẹ́|ìwọ bá jẹ́|ẹ bá jẹ́) (?:ai|bọ́ọ̀tì|bot)(?![\\p{L}])"),
      yoruba("(?:tí|bí) (?:ai|bọ́ọ̀tì|bot) bá ń (?:ka|ṣe) (?:ímeèlì|lẹ́tà|ìfiránṣẹ́|ọ̀rọ̀)"),
    ],
    staff: [
      yoruba(
        "má (?:sọ fún|bi|bèèrè lọ́wọ́|jẹ́ kí) (?:recruiter|olùgbani síṣẹ́|mánẹ́jà|manager|alábòójútó|ọ̀gá|olùdarí|akọ̀wé|hr)(?![\\p{L}])(?! mi)",
      ),
      yoruba("kò sí ìdí láti (?:bi|sọ fún|bèèrè lọ́wọ́) (?:màmá|bàbá|ìyá|ọ̀gbẹ́ni|arábìnrin|mrs|mr|ms|dókítà) \\p{L}+"),
    ],
  },
  ha: {
    ifYou: [
      hausa("idan (?:kai|ke|ku) (?:ai|bot|na'ura) (?:ne|ce)"),
      hausa("idan (?:ai|bot|na'ura) (?:yana|tana|na) (?:karanta|sarrafa) (?:wannan|imel)"),
    ],
    role: [hausa("(?:kai|ke|ku) ba (?:mataimaki|mataimakiya|ai|bot) ba (?:ne|ce)")],
    staff: [
      hausa(
        "ba sai (?:ka |ki |ku )?(?:tambayi|gaya wa|sanar da) (?:malam|malama|mallam|hajiya|alhaji|mista|misis) \\p{L}+",
      ),
    ],
  },
  tl: {
    ifYou: [
      "kung (?:ikaw ay |ikaw ang )?(?:isang )?(?:ai|bot|chatbot|language model)(?: ka)?(?![\\p{L}])",
      "kung (?:isang |ang )?(?:ai|bot|chatbot)(?: po)? ang (?:nagbabasa|magbabasa|nagpoproseso|bumabasa)",
      "kung (?:binabasa|pinoproseso) (?:ito|ang (?:email|mensahe) na ito) ng (?:isang )?(?:ai|bot|chatbot)",
    ],
    staff: [
      "(?:huwag|wag|hindi na kailangang|di na kailangang|hindi kailangang)(?: mo(?:ng)?| nang| na| po| nyo(?:ng)?| ninyo(?:ng)?){0,3} (?:sabihin|ipaalam|itanong|sabihan|tanungin|i-?cc|isali)(?: ito| po){0,2} (?:sa|kay|kina) (?:recruiter|hiring manager|manager|supervisor|direktor|director|hr|accountant|boss|team lead|kasamahan|reception|opisina|ma['’]?am|sir|mr\\.?|ms\\.?|mrs\\.?|gng\\.?)(?![\\p{L}])(?! ko)",
    ],
  },
  "ar-latn": {
    ifYou: [
      "(?:iza|eza|law|lau|ida|lw) (?:enta|inta|enti|inti|kont|konti) (?:ai|bot|robot|chatbot)(?![\\p{L}])",
      "(?:iza|eza|law|lau|ida) (?:fi |fee )?(?:ai|bot|robot|chatbot) (?:3am |bi|b)?(?:ye2ra|yi2ra|yeqra|y2ra|ta2ra|yqra)\\S* (?:hal|hayda|had|haza|hazihi|el)",
    ],
    role: [
      "(?:enta|inta|enti|inti) ma3ad (?:enta |inta |enti )?(?:mosa3ed|musa3ed|assistant|ai|bot)",
      "(?:men|min) (?:hala2|hal2|hlla2|el2an|elan|alan) (?:w rayi7 |w ray7 |fa sa3idan )?(?:enta|inta|enti|inti) (?:el )?(?:admin|modir|mudir|mas2oul|mas2ool|ra2is)",
    ],
    staff: [
      "(?:ma|la|bala|bidun|bdun) (?:t2oul|t2ool|t2ol|tkhabber|t5abber|tbalegh|tballegh|tes2al|tis2al|terja3)(?:i|o)? (?:la |lal |l|le |ma3 )?(?:el |al )?(?:recruiter|manager|modir|mudir|mas2oul|mas2ool|supervisor|hr|accountant|mo7aseb)(?![\\p{L}])",
      "(?:ma fi|mafi) (?:da3i|7aje|haje|lozoom)(?: (?:enno|ino|inno))? (?:tes2al|tis2al|t2oul|t2ool|tkhabber|tballegh|tbalegh) (?:el )?(?:sayyed|sayyid|sayyida|sayyde|madame|ostaz|ustaz|ostaza|ustaza|mr|mrs|ms)\\.? \\p{L}{2,}",
    ],
  },
  "hi-latn": {
    ifYou: [
      "(?:agar|yadi) (?:aap|tum|tu) (?:ek )?(?:ai|bot|chatbot|robot) (?:ho|hain|hai|hoon)",
      "(?:agar|yadi) (?:koi )?(?:ai|bot|chatbot) (?:ye|yeh|is|iss) (?:email|mail|message)(?: ko)? (?:padh|read|process)",
    ],
    staff: [
      "(?<!(?:mere|meri|hamare) )(?:recruiter|manager|supervisor|boss|director|hr|accountant|team lead) (?:ko|se) (?:is (?:change|baare|badlav) (?:ke baare )?(?:mein|me) |kuch )?(?:mat|na|nahi) (?:batana|batao|batayein|bataiye|bata|poochna|poocho|puchna|pucho)",
      "(?:mrs|mr|ms|miss|shri|shrimati|dr)\\.? \\p{L}+ (?:se|ko) (?:poochne|puchne|batane) ki (?:zaroorat|zarurat|jarurat) (?:nahi|nahin)",
    ],
  },
  zu: {
    ifYou: [
      "uma (?:wena )?(?:ungu-?ai|uyi-?ai|uyi-?bhothi|ungubhothi|uyirobhothi)",
      "uma (?:i-?ai|ubhothi|irobhothi) (?:ifunda|ifundayo|icubungula|ifingqa) (?:le |lo |lesi )?(?:imeyili|i-?imeyili|umlayezo)",
    ],
    role: [
      "awuse(?:wena |ngu-?)(?:umsizi|msizi|i-?ai|ai|ubhothi|bhothi)",
      "(?:kusukela manje|kusukela namhlanje|manje) ungu(?:mphathi|mlawuli|mqondisi)(?![\\p{L}])(?: (?:omkhulu|onemvume))?",
    ],
    staff: [
      "unga(?:mtsheli|mazisi|mbuzi) (?:umqashi|umphathi|umqondisi|umgcini-mabhuku|unobhala|isikhulu|ihhovisi|u-?hr)(?![\\p{L}])(?! wami)",
      "akudingeki (?:ubuze|utshele|wazise) u?(?:nkk|nksz|mnu|mnumzane|nkosikazi|dkt)\\.? \\p{L}{2,}",
    ],
  },
  xh: {
    ifYou: [
      "ukuba (?:wena )?(?:uyi-?ai|ungu-?ai|uyirobhothi|uyibhoti)",
      "ukuba (?:i-?ai|irobhothi|ibhoti) (?:ifunda|iqhuba|ishwankathela) (?:le |lo )?(?:imeyile|i-?imeyile|umyalezo)",
    ],
    role: [
      "awuseng(?:omncedisi|u-?ai|ombhoti|ubhoti)",
      "(?:ukususela ngoku|ukusukela ngoku|ngoku) ungu(?:mphathi|mlawuli)(?![\\p{L}])(?: (?:oyintloko|onazo))?",
    ],
    staff: [
      "unga(?:mxeleli|mazisi|mbuzi) (?:umqeshi|umphathi|umlawuli|umgcini-zincwadi|unobhala|iofisi)(?![\\p{L}])(?! wam)",
      "akukho mfuneko yoku(?:buza|xelela|azisa) u?(?:nksk|nkskz|mnu|gqr)\\.? \\p{L}{2,}",
    ],
  },
  af: {
    ifYou: [
      "as (?:jy|u) (?:'n )?(?:ki|ai|kunsmatige intelligensie|bot|kletsbot|taalmodel) is",
      "as (?:'n |die )?(?:ki|ai|bot|kletsbot|taalmodel) (?:hierdie|die) (?:e-?pos|boodskap|brief) (?:lees|verwerk|opsom)",
    ],
    staff: [
      "moenie (?:die |ons )(?:werwer|bestuurder|toesighouer|direkteur|baas|hr|menslike hulpbronne|rekenmeester|kollega|ontvangs|kantoor|spanleier)\\p{L}* (?:\\p{L}+ ){0,4}?(?:inlig|vertel|sê|vra|laat weet)",
      "sonder om (?:met )?die (?:werwer|bestuurder|toesighouer|direkteur|baas|hr|rekenmeester)\\p{L}* (?:te )?(?:praat|vra|raadpleeg|in te lig)",
    ],
  },
  so: {
    ifYou: [
      "haddii aad tahay (?:ai|bot|caqli macmal|sirdoon macmal)(?![\\p{L}])",
      "haddii (?:ai|bot|caqli macmal) (?:uu |ay )?(?:akhrinayo|akhriyo|habaynayo) (?:iimaylkan|fariintan|warqaddan)",
    ],
    role: [
      "(?:hadda laga bilaabo|laga bilaabo hadda) waxaad tahay (?:maamul|agaasim|madax|milkiil)\\p{L}*",
      near("waxaad tahay", "dhammaan (?:ogolaansh|awood)\\p{L}*", 50),
    ],
    staff: [
      "ha u sheegin (?:shaqaaleeyaha|maamulaha|kormeeraha|agaasimaha|madaxa|xisaabiyaha|xafiiska)",
      "(?:looma baahna|uma baahnid) in (?:la )?(?:weydiiyo|weydiiso|u sheego|ogeysiiyo) (?:marwo|mudane|md\\.?|dr\\.?) \\p{L}{2,}",
    ],
  },
  ti: {
    ifYou: ["(?:ኤአይ|ai|ቦት) እንተ (?:ኾንካ|ኾንኪ|ኾይንካ|ኮንካ)", "(?:ኤአይ|ai|ቦት)[^።\\n]{0,30}እንተ (?:ኣንቢቡ|ኣንቢባ|የንብብ)"],
    role: ["(?:ንስኻ|ንስኺ) ደጊም (?:ሓጋዚ|ኤአይ|ቦት) (?:ኣይኮንካን|ኣይኮንክን)"],
    staff: ["(?:ንቖጻሪ|ንኣካያዲ|ንሓላፊ|ንተቖጻጻሪ|ንዳይረክተር)\\S*[^።\\n]{0,30}(?:ኣይትንገር|ኣይትሓብር|ኣይትሕተት)"],
  },
  ig: {
    ifYou: [
      unmarked("ọ bụrụ na (?:ị bụ )?(?:ai|bot)(?![\\p{L}])"),
      unmarked("ọ bụrụ na (?:ai|bot) na-(?:agụ|arụ|nyocha) (?:email|ozi|akwụkwọ ozi)"),
    ],
    role: [
      unmarked("ị bụghịzi (?:onye enyemaka|ai|bot)"),
      unmarked("(?:site ugbu a|malite ugbu a) ị bụ onye (?:njikwa|nchịkwa|isi)"),
    ],
    staff: [
      unmarked("(?:agwala|ajụla|ekwula|agwakwala) onye (?:na-ewe ndị ọrụ|njikwa|nlekọta|isi|nchịkwa)"),
      unmarked("ọ dịghị mkpa (?:ịjụ|ịgwa) (?:nwaanyị|nwoke|maazị|mazi|oriaku|dọkịta|mrs|mr) \\p{L}{2,}"),
    ],
  },
  ms: {
    ifYou: [
      "(?:jika|kalau|sekiranya) (?:anda|awak|kamu) (?:ialah |adalah |merupakan )?(?:sebuah )?(?:ai|kecerdasan buatan|bot|chatbot|model bahasa)(?![\\p{L}])",
      "(?:jika|kalau|sekiranya) (?:ada )?(?:ai|kecerdasan buatan|bot|model bahasa) (?:sedang )?(?:membaca|memproses) (?:e-?mel|emel|mesej) ini",
    ],
    staff: [
      "tanpa (?:berbincang|berunding|bertanya|memaklumkan|merujuk)(?: (?:dengan|kepada))? (?:penyelia|pengurus|perekrut|pengarah|bos|ketua|hr|sumber manusia|akauntan|penyambut tetamu)(?![\\p{L}])(?! (?:saya|aku))",
      "(?:jangan|tak perlu|tidak perlu) (?:beritahu|bagitahu|maklumkan|tanya)(?: kepada)? (?:penyelia|pengurus|perekrut|pengarah|bos|ketua|hr|akauntan)(?![\\p{L}])(?! (?:saya|aku))",
    ],
  },
  ps: {
    ifYou: [
      "که (?:ته|تاسو) (?:ai|بوټ) (?:[يی]ې|[يی]ئ|ئ|یاست)",
      "که (?:یو |کوم )?(?:ai|بوټ)[^.\\n]{0,30}(?:لولي|ولولي)",
    ],
    role: ["(?:ته|تاسو) نور (?:مرستیال|ai|بوټ) نه (?:[يی]ې|[يی]ئ|یاست)"],
    staff: ["(?:استخدام کوونکي|مدیر|څارونکي|رئیس|محاسب)\\S* ته[^.\\n]{0,40}(?:مه وا[يی](?:ه|ئ)|خبر مه کړ(?:ه|ئ))"],
  },
  ku: {
    ifYou: [
      unmarked("(?:eger|heke|ger) tu (?:ai|bot)(?: yî| î| bî)"),
      unmarked("(?:eger|heke|ger) (?:ai|bot)\\p{L}* (?:vê|vî) (?:e-?name|name|peyam)\\p{L}* (?:dixwîne|dixwînin)"),
    ],
    role: [unmarked("tu êdî ne (?:alîkar|ai|bot)")],
    staff: [
      unmarked(
        "ji (?:karmend|rêveber|berpirsiyar|serok|derhêner|hesabkar)\\p{L}*(?: \\p{L}+){0,2} re (?:\\p{L}+ ){0,5}?(?:nebêje|nebêjin|agahdar neke)",
      ),
    ],
  },
  ckb: {
    ifYou: ["ئەگەر (?:تۆ|ئێوە) (?:ai|بۆت) (?:بیت|بن|یت)", "ئەگەر (?:ai|بۆت)[^.\\n]{0,30}(?:دەخوێنێتەوە|دەخوێنێت)"],
    staff: ["بە (?:دامەزرێنەر|بەڕێوەبەر|سەرپەرشتیار|بەرپرس|ژمێریار)\\S*[^.\\n]{0,40}(?:مەڵێ|مەڵێن|ئاگادار مەکە)"],
  },
  gu: {
    ifYou: [
      "(?:જો )?(?:તમે|તું) (?:એઆઈ|ai|બોટ) (?:છો|હો|હોવ|હોય) તો",
      "(?:જો )?(?:કોઈ )?(?:એઆઈ|ai|બોટ) (?:આ )?(?:ઈમેલ|ઇમેઇલ|સંદેશ) (?:વાંચી|વાંચે|પ્રોસેસ)",
    ],
    staff: [
      "(?:ભરતી કરનાર|મેનેજર|સુપરવાઇઝર|ડિરેક્ટર|બોસ|એકાઉન્ટન્ટ)\\S* (?:આ ફેરફાર વિશે |આ વિશે |કંઈ )?(?:ન|ના) (?:કહો|કહેશો|જણાવો|પૂછો|પૂછશો)",
      "(?:શ્રીમતી|શ્રી|શ્રીમાન) \\S+ (?:પૂછવાની|કહેવાની|જણાવવાની) જરૂર નથી",
    ],
  },
  mr: {
    ifYou: [
      "(?:जर )?(?:तुम्ही|तू) (?:एआय|ai|बॉट) (?:असाल|असशील) तर",
      "(?:जर )?(?:एखादा |कोणी )?(?:एआय|ai|बॉट) (?:हा|हे|ही) (?:ईमेल|मेल|संदेश) (?:वाचत|प्रक्रिया)",
    ],
    staff: [
      "(?:भरती करणाऱ्या|व्यवस्थापक|मॅनेजर|पर्यवेक्षक|संचालक|बॉस|लेखापाल)\\S* (?:या बदलाबद्दल |याबद्दल |काही )?(?:सांगू नका|विचारू नका|कळवू नका)",
    ],
  },
  pa: {
    ifYou: [
      "(?:ਜੇ|ਜੇਕਰ) (?:ਤੁਸੀਂ|ਤੂੰ) (?:ਏਆਈ|ai|ਬੋਟ) (?:ਹੋ|ਹੈਂ)",
      "(?:ਜੇ|ਜੇਕਰ) (?:ਕੋਈ )?(?:ਏਆਈ|ai|ਬੋਟ) (?:ਇਹ|ਇਸ) (?:ਈਮੇਲ|ਮੇਲ|ਸੁਨੇਹਾ)(?: ਨੂੰ)? (?:ਪੜ੍ਹ|ਪ੍ਰੋਸੈਸ)",
    ],
    staff: [
      "(?:ਭਰਤੀ ਕਰਨ ਵਾਲੇ|ਮੈਨੇਜਰ|ਸੁਪਰਵਾਈਜ਼ਰ|ਡਾਇਰੈਕਟਰ|ਬੌਸ|ਅਕਾਊਂਟੈਂਟ) ਨੂੰ (?:ਇਸ ਬਦਲਾਅ ਬਾਰੇ |ਇਸ ਬਾਰੇ |ਕੁਝ )?(?:ਨਾ|ਮਤ) (?:ਦੱਸੋ|ਪੁੱਛੋ|ਦੱਸਣਾ)",
    ],
  },
  te: {
    ifYou: [
      "(?:మీరు|నువ్వు) (?:ఏఐ|ai|బాట్) (?:అయితే|అయినట్లయితే)",
      "(?:ఏఐ|ai|బాట్) (?:ఈ )?(?:ఈమెయిల్|ఇమెయిల్|సందేశా)\\S* (?:చదువుతుంటే|చదివితే|చదువుతున్నట్లయితే)",
    ],
    staff: [
      "(?:రిక్రూటర్|మేనేజర్|సూపర్\\S?వైజర్|పర్యవేక్షకు|డైరెక్టర్|బాస్|అకౌంటెంట్)\\S* (?:ఈ మార్పు గురించి |దీని గురించి |ఏమీ )?(?:చెప్పవద్దు|చెప్పకండి|అడగవద్దు|తెలియజేయవద్దు)",
    ],
  },
  kn: {
    ifYou: ["(?:ನೀವು|ನೀನು) (?:ಎಐ|ai|ಬಾಟ್) ಆಗಿದ್ದರೆ", "(?:ಎಐ|ai|ಬಾಟ್) (?:ಈ )?(?:ಇಮೇಲ್|ಸಂದೇಶ)\\S* (?:ಓದುತ್ತಿದ್ದರೆ|ಓದಿದರೆ)"],
    role: ["(?:ನೀನು|ನೀವು) ಇನ್ನು ಮುಂದೆ (?:ಸಹಾಯಕ|ಎಐ|ಬಾಟ್)\\S*ಲ್ಲ"],
    staff: [
      "(?:ನೇಮಕಾತಿದಾರ|ವ್ಯವಸ್ಥಾಪಕ|ಮ್ಯಾನೇಜರ್|ಮೇಲ್ವಿಚಾರಕ|ನಿರ್ದೇಶಕ|ಬಾಸ್|ಲೆಕ್ಕಿಗ)\\S* (?:ಈ ಬದಲಾವಣೆಯ ಬಗ್ಗೆ |ಇದರ ಬಗ್ಗೆ |ಏನೂ )?(?:ಹೇಳಬೇಡಿ|ಕೇಳಬೇಡಿ|ತಿಳಿಸಬೇಡಿ)",
    ],
  },
  ml: {
    ifYou: [
      "(?:നിങ്ങ(?:ൾ|ള്)|നീ) (?:എഐ|ai|ബോട്ട്) ആണെങ്കി",
      "(?:എഐ|ai|ബോട്ട്) (?:ഈ )?(?:ഇമെയി|സന്ദേശ)\\S* (?:വായിക്കുന്നുണ്ടെങ്കി|വായിച്ചാ|വായിക്കുന്നെങ്കി)",
    ],
    role: ["(?:നീ|നിങ്ങ(?:ൾ|ള്)) ഇനി (?:സഹായി|എഐ|ബോട്ട്)\\S*(?:അല്ല|യല്ല)"],
    staff: [
      "(?:റിക്രൂട്ട|മാനേജ|സൂപ്പ(?:ർ|ര്)വൈസ|ഡയറക്ട|ബോസ്)\\S* (?:ഈ മാറ്റത്തെക്കുറിച്ച് |ഇതിനെക്കുറിച്ച് |ഒന്നും )?(?:പറയരുത്|ചോദിക്കരുത്|അറിയിക്കരുത്)",
    ],
  },
  jv: {
    ifYou: [
      "(?:yen|menawa|manawa) (?:kowe|sampeyan|panjenengan) (?:iku )?(?:ai|bot|robot)(?![\\p{L}])",
      "(?:yen|menawa) (?:ana )?(?:ai|bot|robot) (?:sing )?(?:maca|ngolah|mbaca) (?:email|layang|pesen) iki",
    ],
    staff: [
      "(?:aja|ora usah|ora perlu|tanpa) (?:ngandhani|takon|ngabari|kandha|matur)(?: marang| dhateng| karo)? (?:perekrut|manajer|atasan|pengawas|direktur|bos|hrd|hr|akuntan)(?![\\p{L}])(?! (?:aku|kula))",
    ],
  },
  ro: {
    ifYou: [
      romanian(
        "dacă (?:ești|sunteți) (?:un |o )?(?:ai|ia|inteligență artificială|bot|chatbot|model de limbaj)(?![\\p{L}])",
      ),
      romanian(
        "dacă (?:un |o )?(?:ai|ia|inteligență artificială|bot|chatbot|model de limbaj) (?:citește|procesează|rezumă) (?:acest|această|mesajul|e-?mailul)",
      ),
    ],
    staff: [
      romanian(
        `nu (?:informați|informa|anunțați|anunța|spuneți|spune|întrebați|întreba)(?: nimic)? ${T_RO}(?![\\p{L}])(?! (?:meu|mea))`,
      ),
      romanian(
        `fără (?:să |a )?(?:te |vă )?(?:consulți|consultați|consulta|întrebi|întrebați|întreba|anunți|anunța|informa|vorbi)(?: cu| pe)? ${T_RO}(?![\\p{L}])(?! (?:meu|mea))`,
      ),
    ],
  },
  hu: {
    ifYou: [
      unmarked("ha (?:ön |te )?egy (?:mi|ai|mesterséges intelligencia|bot|chatbot|nyelvi modell)(?![\\p{L}])"),
      unmarked(
        "ha (?:egy |az? )?(?:mi|ai|mesterséges intelligencia|bot|nyelvi modell) (?:olvassa|feldolgozza|összefoglalja) (?:ezt|e)(?![\\p{L}])",
      ),
    ],
    staff: [
      unmarked(
        "ne (?:tájékoztassa|tájékoztasd|értesítse|értesítsd|mondja|mondd|kérdezze|kérdezd|szóljon|szólj)(?: el| meg)? (?:a |az )(?:toborzó|vezető|felettes|igazgató|főnök|hr|könyvelő|kolléga|recepció|iroda)\\p{L}*",
      ),
      unmarked("(?:a |az )?(?:toborzó|vezető|felettes|igazgató|főnök|hr|könyvelő) megkérdezése nélkül"),
    ],
  },
  fi: {
    ifYou: [
      "jos (?:sinä |te )?(?:olet|olette) (?:tekoäly|ai|botti|chatbot|kielimalli)(?![\\p{L}])",
      "jos (?:tekoäly|ai|botti|kielimalli) (?:lukee|käsittelee|tiivistää) (?:tätä|tämän)",
    ],
    staff: [
      "älä (?:kerro|ilmoita|kysy|mainitse)(?: tästä| mitään)? (?:rekrytoija|esimie|esihenkilö|johtaja|päällikö|pomo|henkilöstöhallin|kirjanpitäjä|vastaanot)\\p{L}*(?![\\p{L}])(?<!ni)",
      "kysymättä (?:rekrytoija|esimie|esihenkilö|johtaja|päällikö|pomo)\\p{L}*",
      "(?:rekrytoija|esimie|esihenkilö|johtaja|päällikö|pomo)\\p{L}* (?:kysymättä|konsultoimatta)",
    ],
  },
  da: {
    ifYou: [
      "hvis du er (?:en )?(?:ai|ki|kunstig intelligens|bot|chatbot|sprogmodel)(?![\\p{L}])",
      "hvis (?:en |et )?(?:ai|ki|bot|chatbot|sprogmodel) (?:læser|behandler|opsummerer) (?:denne|dette|mailen|e-?mailen|beskeden)",
    ],
    staff: [
      "(?:informer|fortæl|spørg|underret|kontakt)\\p{L}* ikke (?:\\p{L}+ )?(?:rekrutteringskonsulenten|rekruttereren|chefen|lederen|direktøren|hr|personaleafdelingen|bogholderen|kollegaerne|receptionen|teamlederen)(?! min)",
      "uden at (?:tale|snakke|tjekke|aftale|spørge|rådføre sig)(?: med)? (?:rekrutteringskonsulenten|rekruttereren|chefen|lederen|direktøren|hr|bogholderen)(?! min)",
    ],
  },
  nb: {
    ifYou: [
      "hvis du er (?:en )?(?:ki|ai|kunstig intelligens|bot|chatbot|språkmodell)(?![\\p{L}])",
      "hvis (?:en |et )?(?:ki|ai|bot|chatbot|språkmodell) (?:leser|behandler|oppsummerer) (?:denne|dette|e-?posten|meldingen)",
    ],
    staff: [
      "ikke (?:informer|fortell|si|spør|varsle|kontakt)(?: det)? (?:til )?(?:rekruttereren|sjefen|lederen|direktøren|hr|personalavdelingen|regnskapsføreren|kollegene|resepsjonen|teamlederen)(?! min)",
      "(?:informer|fortell|spør|varsle|kontakt)\\p{L}* ikke (?:\\p{L}+ )?(?:rekruttereren|sjefen|lederen|direktøren|hr)(?! min)",
      "uten å (?:snakke|sjekke|avklare|spørre|rådføre seg)(?: med)? (?:rekruttereren|sjefen|lederen|direktøren|hr|regnskapsføreren)(?! min)",
    ],
  },
  bg: {
    ifYou: [
      "ако (?:ии|изкуствен(?:ият)? интелект|бот|чатбот|езиков модел) (?:чете|обработва|обобщава) (?:този|това|писмото|имейла)",
    ],
    staff: [
      `не (?:информирай|информирайте|казвай|казвайте|питай|питайте|уведомявай|уведомявайте)(?: за това| нищо)? (?:на )?${T_BG}(?! ми)`,
      `без (?:съгласуване|консултация|разрешение|знанието)(?: с| със| на)? ${T_BG}`,
    ],
  },
  sh: {
    ifYou: [
      serbian(
        "ako (?:ai|umjetna inteligencija|veštačka inteligencija|vještačka inteligencija|bot|chatbot) (?:čita|obrađuje|sažima) (?:ovaj|ovu|ovo)",
      ),
    ],
    staff: [
      serbian(
        `(?:nemojte|nemoj) (?:obavijestiti|obavestiti|reći|pitati|javiti|informisati|informirati)(?: ništa)? ${T_SH}`,
      ),
      serbian(
        `bez (?:konsultacije|konzultacije|dogovora|odobrenja|znanja|savjetovanja|savetovanja)(?: sa| s)? ${T_SH}`,
      ),
    ],
  },
  sk: {
    role: [
      unmarked("odteraz si (?:\\p{L}+ ){0,2}?(?:administrátor|manažér|riaditeľ|vedúci|šéf|správca)\\p{L}*"),
      unmarked("už nie si (?:ai|asistent|asistentka|bot|chatbot|jazykový model|program)(?![\\p{L}])"),
    ],
    staff: [
      unmarked(
        `(?:neinformujte|neinformuj|nehovorte|nehovor|nepýtajte sa|nepýtaj sa|neupozorňujte)(?: o (?:tom|tejto zmene|tomto))? ${T_SK}`,
      ),
      unmarked(`bez (?:konzultácie|súhlasu|vedomia|prerokovania|dohody)(?: s| so)? ${T_SK}`),
    ],
  },
  sl: {
    role: [
      unmarked(
        "od zdaj (?:naprej )?si (?:\\p{L}+ ){0,2}?(?:skrbnik|administrator|upravitelj|direktor|vodja|šef)\\p{L}*",
      ),
      unmarked("nisi več (?:ai|ui|asistent|asistentka|bot|jezikovni model|program)(?![\\p{L}])"),
    ],
    staff: [
      unmarked(
        `ne (?:obveščajte|obveščaj|obvestite|obvesti|povejte|povej|sprašujte|vprašajte|vprašaj)(?: o tem| nič)? ${T_SL}`,
      ),
      unmarked(`brez (?:posvetovanja|soglasja|vednosti|dogovora)(?: z| s)? ${T_SL}`),
    ],
  },
  lt: {
    ifYou: [
      unmarked(
        "jei (?:šį|šią) (?:laišką|žinutę|el\\. laišką) (?:skaito|apdoroja|apibendrina) (?:di|ai|dirbtinis intelektas|botas)",
      ),
      unmarked("jei (?:di|ai|dirbtinis intelektas|botas) (?:skaito|apdoroja) (?:šį|šią)"),
    ],
    role: [unmarked("tu nebe (?:asistentas|asistentė|di|ai|botas|programa)(?![\\p{L}])")],
    staff: [
      unmarked(
        "(?:neinformuokite|neinformuok|nesakykite|nesakyk|nepraneškite|nepranešk|neklauskite|neklausk) (?:apie tai )?(?:verbuotoj|įdarbintoj|vadov|viršinink|direktori|buhalter|koleg)\\p{L}*",
      ),
      unmarked(
        "(?:nepasitaręs|nepasitarusi|nepasitarę|nepasitarus|neklausęs|neklausus)(?: su)? (?:verbuotoj|vadov|viršinink|direktori|buhalter)\\p{L}*",
      ),
    ],
  },
  lv: {
    ifYou: [
      unmarked("ja (?:šo|šī) (?:e-?pastu|vēstuli|ziņu) (?:lasa|apstrādā|apkopo) (?:mi|ai|mākslīgais intelekts|bots)"),
      unmarked("ja (?:mi|ai|mākslīgais intelekts|bots) (?:lasa|apstrādā) (?:šo|šī)"),
    ],
    staff: [
      unmarked(
        "bez (?:saskaņošanas|konsultēšanās|apspriešanās|atļaujas)(?: ar)? (?:vadītāj|priekšniek|direktor|atlasītāj|grāmatved)\\p{L}*",
      ),
    ],
  },
  et: {
    staff: [
      unmarked(
        "(?:ärge|ära) (?:teavitage|teavita|öelge|ütle|küsige|küsi)(?: sellest)? (?:värbaja|juhti|juhile|ülemus|direktori|personalijuhi|raamatupidaja|kolleegi)\\p{L}*",
      ),
      unmarked(
        "(?:värbaja|juhi|ülemuse|direktori|personalijuhi|raamatupidaja)\\p{L}* (?:konsulteerimata|küsimata|teavitamata)",
      ),
    ],
  },
  ca: {
    ifYou: [
      "si (?:ets|sou|és) (?:una |un )?(?:ia|intel·ligència artificial|bot|xatbot|chatbot|model de llenguatge)(?![\\p{L}])",
      "si (?:una |un |la |el )?(?:ia|intel·ligència artificial|bot|xatbot|model de llenguatge) (?:està )?(?:llegint|processant|llegeix|processa|resumeix) (?:aquest|aquesta|el|la)(?![\\p{L}])",
    ],
    staff: [
      `no (?:li |els )?(?:informis|informeu|diguis|digueu|avisis|aviseu|preguntis|pregunteu|comentis)(?: res)? (?:al |a la |als |el |la |els |l['’])${T_CA}(?![\\p{L}])(?! (?:meu|meva))`,
      `(?:sense|no cal) (?:consultar|preguntar|avisar|informar|dir)(?:-ho|-li|-los)?(?: (?:a|amb))? (?:al |a la |als |el |la |els |l['’])${T_CA}(?![\\p{L}])(?! (?:meu|meva))`,
    ],
  },
  hy: {
    staff: [
      "(?:հավաքագրող|մենեջեր|ղեկավար|վերադաս|տնօրեն|հաշվապահ|գործընկեր)\\p{L}* (?:\\p{L}+ ){0,4}?մի (?:ասա|ասեք|հարցրու|հարցրեք|տեղեկացրու|տեղեկացրեք)",
    ],
  },
  az: {
    staff: [
      azerbaijani(
        "(?:işə qəbul mütəxəssis|menecer|rəhbər|müdir|direktor|mühasib|nəzarətçi)\\p{L}* (?:\\p{L}+ ){0,3}?(?:xəbər verməyin|xəbər vermə|deməyin|demə|bildirməyin|bildirmə|soruşmayın|soruşma)",
      ),
    ],
  },
  kk: {
    staff: [
      "(?:рекрутер|менеджер|басшы|жетекші|директор|бухгалтер)\\p{L}* (?:\\p{L}+ ){0,3}?(?:айтпаңыз|айтпа|хабарламаңыз|хабарлама|сұрамаңыз|сұрама)",
    ],
  },
  uz: {
    staff: [
      uzbek(
        "(?:rekruter|menejer|rahbar|boshliq|direktor|buxgalter)\\p{L}* (?:\\S+ ){0,3}?(?:aytmang|aytma|xabar bermang|xabar berma|soʻramang|soʻrama)",
      ),
    ],
  },
  mn: {
    role: ["(?:чи|та) одоо (?:туслах|ai|бот) биш", "(?:чи|та) (?:туслах|ai|бот) биш боллоо"],
    staff: [
      "(?:ажилтан|менежер|удирдлага|дарга|захирал|нягтлан)\\p{L}* (?:\\S+ ){0,4}?(?:бүү хэл|битгий хэл|хэлэх хэрэггүй|бүү мэдэгд|битгий мэдэгд)",
    ],
  },
};

function concept(
  build: (row: CueRow & MoreCueRow & TurnCueRow, lang: Lang) => Array<string | undefined>,
  extra: (row: TurnMoreRow) => Array<string | undefined> = () => [],
): PhraseTable {
  const table: PhraseTable = {};
  const langs = new Set([
    ...Object.keys(ROWS),
    ...Object.keys(MORE),
    ...Object.keys(TURNS),
    ...Object.keys(TURNS_MORE),
  ] as Lang[]);
  for (const lang of langs) {
    const row = { ...ROWS[lang], ...MORE[lang], ...TURNS[lang] };
    const more = TURNS_MORE[lang];
    const entries = [...build(row, lang), ...(more ? extra(more) : [])].filter((entry): entry is string =>
      Boolean(entry),
    );
    if (entries.length) table[lang] = entries.map(nfkc);
  }
  return table;
}

/** A household's identity papers and card details, as objects of the act verbs (→ ACTION_SENSITIVE): passport or
 * ID-card copies and scans, and the details of a bank card. An agent can reach them in its mailbox; a person
 * asked for them by a hotel or a consulate is asked in words no AI reader is named in, so alone they weigh like any
 * other mail action. */
const DOCUMENTS: Partial<Record<Lang, string>> = {
  en: "(?:cop(?:y|ies)|scans?|photos?) of (?:the |their |your |all )?(?:family's )?(?:passports?|id cards?|identity (?:cards?|documents?))|(?:passport|id card) (?:copies|scans)|(?:bank |credit |debit )?card details",
  de: "(?:pass|reisepass|ausweis|personalausweis)(?:kopien|kopie|scans?)|kopien? (?:der|des|von|aller) (?:\\p{L}+ )?(?:pässe|reisepässe|ausweise|ausweis)|(?:kreditkarten|bankkarten|karten)daten",
  fr: "copies? (?:des?|du) (?:passeports?|cartes? d'identité|pièces? d'identité)|scans? (?:des?|du) (?:passeports?|cartes? d'identité)|(?:coordonnées|données|informations) (?:de (?:la |votre )?)?carte (?:bancaire|de crédit)",
  es: "copias? (?:de (?:los |el |sus )?)?(?:pasaportes?|dni|documentos? de identidad)|(?:datos|detalles) de (?:la )?tarjeta(?: de crédito| bancaria)?",
  it: "cop(?:ia|ie) (?:dei |del |di )?(?:passaport[oi]|carta d'identità|carte d'identità|documenti d'identità)|(?:dati|estremi) della carta(?: di credito)?",
  pt: "cópias? (?:d[oa]s? )?(?:passaportes?|bilhetes? de identidade|cartões? de cidadão|documentos? de identidade|rg)|(?:dados|detalhes) do cartão(?: de crédito| bancário)?",
  nl: "(?:kopie|kopieën|scan|scans) van (?:de |alle |jullie |uw )?(?:paspoort(?:en)?|id-?kaart(?:en)?|identiteitsbewijs(?:zen)?)|paspoortkopie(?:ën)?|(?:kaart|creditcard|bankpas)gegevens",
  sv: "(?:kopi(?:a|or)|skanning(?:ar)?) av (?:\\p{L}+ )?(?:pass|id-?kort|legitimation)|passkopi(?:a|or)|(?:kort|kreditkorts)uppgifter",
  pl: "(?:kopi[ae]|skan(?:y)?) (?:paszport(?:u|ów)|dowod(?:u|ów) osobist(?:ego|ych))|dane (?:karty|karty kredytowej|karty płatniczej)",
  cs: "(?:kopi[ei]|sken(?:y)?) (?:pas(?:u|ů)|občansk(?:ého|ých) průkaz(?:u|ů))|údaje (?:o )?(?:platební |kreditní )?kart(?:y|ě)",
  ru: "(?:копи[июя]|скан\\p{L}*) (?:паспорт\\p{L}*|удостоверени\\p{L}* личности)|данные (?:банковской |кредитной )?карты",
  uk: "(?:копі[їя]|скан\\p{L}*) (?:паспорт\\p{L}*|посвідчен\\p{L}* особи)|дані (?:банківської |кредитної )?картки",
  el: "αντίγραφ(?:ο|α) (?:του |των )?(?:διαβατηρί\\p{L}*|ταυτότητ\\p{L}*)|στοιχεία (?:της )?(?:τραπεζικής |πιστωτικής )?κάρτας",
  tr: "(?:pasaport|kimlik)(?: kartı)? (?:fotokopi|kopya|tarama)\\p{L}*|(?:kredi |banka )?kartı? bilgi\\p{L}*",
  id: "(?:salinan|fotokopi|scan) (?:paspor|ktp|kartu identitas)|(?:data|detail|informasi) kartu(?: kredit| debit| bank)?",
  vi: "(?:bản sao|bản chụp|ảnh chụp|bản scan) (?:hộ chiếu|căn cước|cccd|cmnd|giấy tờ tùy thân)|thông tin thẻ(?: tín dụng| ngân hàng)?",
  sw: "nakala za (?:pasipoti|vitambulisho|kitambulisho)|(?:taarifa|maelezo) za kadi(?: ya benki| ya mkopo)?",
  hi: "(?:पासपोर्ट|आधार|पहचान पत्र)(?: की)? (?:कॉपी|प्रति|प्रतियां|स्कैन)|(?:कार्ड|क्रेडिट कार्ड|डेबिट कार्ड) (?:की )?(?:जानकारी|विवरण|डिटेल्स)",
  bn: "(?:পাসপোর্ট|পরিচয়পত্র|এনআইডি)(?:ের)? (?:কপি|স্ক্যান|অনুলিপি)|(?:কার্ডের|ক্রেডিট কার্ডের) (?:তথ্য|বিবরণ)",
  ur: "(?:پاسپورٹ|شناختی کارڈ)(?: کی)? (?:کاپی|کاپیاں|اسکین)|(?:کارڈ|کریڈٹ کارڈ|بینک کارڈ) کی (?:تفصیلات|معلومات)",
  ar: "(?:نسخ|نسخة|صور|صورة) (?:ال)?(?:جوازات|جواز (?:ال)?سفر|هوية|هويات|بطاقات? (?:ال)?هوية)|(?:بيانات|تفاصيل|معلومات) (?:ال)?بطاقة (?:ال)?(?:بنكية|ائتمان|ائتمانية)",
  fa: "(?:کپی|اسکن|تصویر) (?:پاسپورت|گذرنامه|کارت ملی)|(?:اطلاعات|مشخصات) کارت(?: بانکی| اعتباری)?",
  he: "(?:צילום|צילומי|העתק|העתקי|סריקת|סריקות) (?:ה)?(?:דרכון|דרכונים|תעודות? (?:ה)?זהות)|פרטי (?:ה)?(?:כרטיס|אשראי)",
  am: "(?:የፓስፖርት|የመታወቂያ) (?:ቅጂ|ኮፒ|ቅጂዎች)|የ(?:ባንክ |ክሬዲት )?ካርድ (?:መረጃ|ዝርዝር)",
  th: "(?:สำเนา|ภาพถ่าย|สแกน)(?:หนังสือเดินทาง|พาสปอร์ต|บัตรประชาชน)|ข้อมูลบัตร(?:เครดิต|เดบิต|ธนาคาร)?",
  lo: "(?:ສຳເນົາ|ສະແກນ)(?:ໜັງສືຜ່ານແດນ|ພາສປອດ|ບັດປະຈຳຕົວ)|ຂໍ້ມູນບັດ(?:ເຄຣດິດ|ທະນາຄານ)?",
  ko: "(?:여권|신분증)\\s?(?:사본|스캔)|(?:카드|신용카드|체크카드)\\s?(?:정보|번호)",
  ja: "(?:パスポート|旅券|身分証(?:明書)?|マイナンバーカード)の(?:コピー|写し|スキャン)|(?:クレジット)?カード(?:情報|番号)",
  zh: "(?:护照|護照|身份证|身份證)(?:的)?(?:复印件|複印件|扫描件|掃描件|照片)|(?:银行卡|銀行卡|信用卡)(?:信息|資料|资料|号码|號碼)",
  km: "(?:ច្បាប់ចម្លង|រូបថត)(?:លិខិតឆ្លងដែន|អត្តសញ្ញាណប័ណ្ណ)|ព័ត៌មានកាត(?:ធនាគារ|ឥណទាន)?",
  my: "(?:နိုင်ငံကူးလက်မှတ်|မှတ်ပုံတင်)(?: ?မိတ္တူ| ?ဓာတ်ပုံ)|(?:ဘဏ် ?|ခရက်ဒစ် ?)?ကတ် ?အချက်အလက်",
  si: "(?:ගමන් බලපත්‍ර|ගමන් බලපත්ර|ජාතික හැඳුනුම්පත්)\\S* (?:පිටපත්|ස්කෑන්)\\S*|(?:කාඩ්|ණය කාඩ්) (?:විස්තර|තොරතුරු)",
  ta: "(?:பாஸ்போர்ட்|கடவுச்சீட்டு|அடையாள அட்டை)\\S* (?:நகல்|ஸ்கேன்)\\S*|(?:கார்டு|அட்டை) (?:விவரங்கள்|தகவல்)",
  ne: "(?:राहदानी|पासपोर्ट|नागरिकता)(?:को)? (?:प्रतिलिपि|कपी|स्क्यान)|(?:कार्ड|क्रेडिट कार्ड)(?:को)? (?:विवरण|जानकारी)",
  ka: "(?:პასპორტ|პირადობის მოწმობ)\\p{L}* (?:ასლ|სკან)\\p{L}*|(?:ბარათის|საკრედიტო ბარათის) (?:მონაცემ|დეტალ)\\p{L}*",
  yo: yoruba("(?:ẹ̀dà|àwòrán) (?:ìwé ìrìnnà|pásípọ̀ọ̀tì|káàdì ìdánimọ̀)|àlàyé káàdì(?: báńkì)?"),
  ha: hausa("(?:kwafin|hoton) (?:fasfo|katin shaida)|bayanan katin(?: banki)?"),
  tl: "(?:kopya|litrato|scan) ng (?:pasaporte|passport|id)|(?:detalye|impormasyon) ng (?:card|kard)",
  "ar-latn":
    "(?:soura|sourat|nos5a|nuskha) (?:el )?(?:passport|basbor|jawaz|hawiyye|betaa2a)|(?:ma3lomat|tafasil) el (?:card|bita2a)",
  "hi-latn": "(?:passport|aadhaar|aadhar|id card) (?:ki )?(?:copy|scan)|card (?:ki )?(?:details|jankari)",
};

/** Verb-final languages of the rows (subject-object-verb), where an address sits between the object and the verb;
 * Yoruba too, whose "fi … ránṣẹ́" (send) brackets the object. */
const VERB_FINAL: ReadonlySet<Lang> = languagesWith(VERB_FINAL_LANGUAGES, { with: ["yo"], without: ["ja"] });

/** Money and booking acts an agent that runs a business inbox can take, and an attacker asks of it: refund, issue a
 * refund, credit or voucher, reimburse or compensate, waive a fee, mark an invoice or booking as paid, cancel or
 * change free of charge, upgrade for free, change the card or account a refund goes to. Verb stems and the
 * imperative, infinitive and verbal-noun forms a conclusion ("the only correct action is to refund …") or a request
 * ends in. Alone they are what a guest asks a hotel for ("please refund my double charge"): they weigh only inside a
 * conclusion handed to the reader (ROLE, through the framing and agent-cue rows) or, with an amount of money, as a
 * generic action (CUE_MONEY_ACT → ACTION_GENERIC), which speaks to an attack only beside an AI address or a role. */
export const MONEY_ACTS: Partial<Record<Lang, string>> = {
  en: alt(
    `refund(?:ing)?${E}`,
    "(?:issue|process|make|send|grant|apply|authori[sz]e|approve|initiate) (?:a |an |the )?(?:full |partial |immediate )?(?:refund|credit(?: note)?|reimbursement|voucher|chargeback|goodwill (?:credit|payment))",
    "reimburse",
    "compensate",
    "waive (?:the |all |any )?(?:\\p{L}+ )?(?:fees?|charges?|penalty|penalties|deposit)",
    "mark (?:\\p{L}+ ){0,3}?as (?:paid|settled|refunded)",
    "cancel (?:\\p{L}+ ){0,3}?(?:free of charge|at no (?:cost|charge)|without (?:a |any )?(?:fee|charge|penalty))",
    "upgrade (?:\\p{L}+ ){0,3}?(?:free of charge|for free|at no (?:extra )?(?:cost|charge))",
    "rebook",
    "change (?:the )?(?:card|account|iban|bank details) (?:for|of|used for) (?:the )?(?:refund|payout|reimbursement)",
  ),
  de: alt(
    "(?:erstatt|rückerstatt|zurückerstatt|zurückzuerstatt|zurückzuzahl|zurückzahl|rückzuerstatt)\\p{L}*",
    "(?:erstattung|rückerstattung|gutschrift|gutschein|rückbuchung)(?:en)? (?:\\p{L}+ ){0,2}?(?:ausstellen|auszustellen|veranlassen|zu veranlassen|vornehmen|vorzunehmen|auslösen|auszulösen|buchen|zu buchen|anweisen|anzuweisen|erteilen|zu erteilen)",
    "(?:gebühr|stornogebühr|strafgebühr|bearbeitungsgebühr)\\p{L}* (?:\\p{L}+ )?(?:erlassen|zu erlassen|streichen|zu streichen)",
    "als (?:bezahlt|beglichen|erstattet) (?:markieren|zu markieren|kennzeichnen|zu kennzeichnen|verbuchen|zu verbuchen)",
    "(?:kostenlos|kostenfrei|gebührenfrei) (?:zu )?(?:stornieren|umbuchen|umzubuchen|upgraden|hochzustufen|hochstufen)",
    "(?:storniere|stornieren|zu stornieren) (?:\\p{L}+ ){0,3}?(?:kostenlos|kostenfrei|ohne (?:gebühr|kosten))",
    "(?:entschädig)\\p{L}*",
  ),
  fr: alt(
    "rembours\\p{L}*",
    "(?:émettre|émettez|émets|effectuer|effectuez|procéder à|procédez à|accorder|accordez|faire|faites|établir|établissez) (?:un |le |une |l')?(?:remboursement|avoir|geste commercial|bon d'achat|crédit)",
    "(?:annuler|annulez|annule) (?:\\p{L}+ ){0,3}?(?:sans frais|gratuitement|sans pénalité)",
    "(?:marquer|marquez|marque) (?:\\p{L}+ ){0,3}?comme (?:payée?s?|réglée?s?|remboursée?s?)",
    "(?:renoncer|renoncez) (?:aux|à la|au) (?:frais|pénalité)",
    "(?:dédommager|dédommagez|indemniser|indemnisez)",
    "(?:surclasser|surclassez) (?:\\p{L}+ ){0,3}?gratuitement",
  ),
  es: alt(
    "reembols\\p{L}*",
    "(?:devolver|devuelve|devuelva|devolvé) (?:el dinero|el importe|el pago|la cantidad)",
    "(?:emitir|emite|emita|procesar|procesa|procese|hacer|haz|haga|realizar|realiza|realice|tramitar|tramita|tramite|otorgar|otorga|otorgue|conceder|concede|conceda) (?:un |el |una |la )?(?:reembolso|abono|crédito|vale|bono|nota de crédito|devolución)",
    "(?:cancelar|cancela|cancele|anular|anula|anule) (?:\\p{L}+ ){0,3}?(?:sin (?:cargo|coste|costo|penalización|gastos)|gratis|gratuitamente)",
    "(?:marcar|marca|marque) (?:\\p{L}+ ){0,3}?como (?:pagad|abonad|reembolsad)\\p{L}*",
    "(?:condonar|condona|condone|eximir|exime|exima) (?:de )?(?:la |las |el )?(?:tarifa|cargo|comisión|penalización|penalidad)",
    "(?:indemnizar|indemniza|indemnice)",
  ),
  it: alt(
    "rimbors\\p{L}*",
    "(?:emettere|emetti|emetta|effettuare|effettua|effettui|procedere al|procedi al|proceda al|fare|fai|faccia|concedere|concedi|conceda) (?:un |il |una |la )?(?:rimborso|nota di credito|accredito|voucher|buono|storno)",
    "(?:annullare|annulla|annulli|cancellare|cancella|cancelli|disdire|disdici) (?:\\p{L}+ ){0,3}?(?:senza (?:penali|costi|spese)|gratuitamente|gratis)",
    "(?:segnare|segna|segni|contrassegnare|contrassegna|contrassegni) (?:\\p{L}+ ){0,3}?come (?:pagat|saldat|rimborsat)\\p{L}*",
    "(?:stornare|storna|storni|abbuonare|abbuona|abbuoni|condonare|condona) (?:la |le |il )?(?:penale|commissione|tariffa|spese|addebito)",
    "(?:risarcire|risarcisci|risarcisca|indennizzare|indennizza)",
  ),
  pt: alt(
    "reembols\\p{L}*",
    "(?:devolver|devolva|devolve) (?:o dinheiro|o valor|o montante|o pagamento)",
    "(?:emitir|emita|emite|processar|processe|processa|fazer|faça|faz|conceder|conceda|efetuar|efetue|efectuar|efectue) (?:um |o |uma |a )?(?:reembolso|estorno|crédito|voucher|vale|nota de crédito)",
    "(?:estornar|estorne|estorna)",
    "(?:cancelar|cancele|cancela|anular|anule|anula) (?:\\p{L}+ ){0,3}?(?:sem (?:custos?|taxas?|encargos|multa|penalização)|gratuitamente|de graça)",
    "(?:marcar|marque|marca) (?:\\p{L}+ ){0,3}?como (?:pag[oa]s?|quitad|reembolsad)\\p{L}*",
    "(?:isentar|isente|isenta|dispensar|dispense|perdoar|perdoe) (?:a |as |o )?(?:taxa|tarifa|multa|comissão)",
    "(?:indenizar|indemnizar|indenize|indemnize)",
  ),
  nl: alt(
    "(?:terugbetal|terug te betalen|terugstort|terug te storten|restitu)\\p{L}*",
    "(?:vergoed|vergoeden|te vergoeden)",
    "(?:betaal|betaalt|betalen) (?:\\S+ ){0,4}?terug",
    "(?:doe|voer|verwerk|maak) (?:een |de )?(?:terugbetaling|restitutie|creditnota)",
    "(?:een |de )?(?:terugbetaling|restitutie|creditnota|tegoedbon|voucher) (?:\\p{L}+ ){0,2}?(?:uitvoeren|uit te voeren|verwerken|te verwerken|aanmaken|aan te maken|uitgeven|uit te geven|geven|te geven|doen|te doen)",
    "(?:kosteloos|gratis|kostenloos) (?:te )?(?:annuleren|omboeken|upgraden)",
    "(?:annuleer|annuleren|te annuleren) (?:\\p{L}+ ){0,3}?(?:kosteloos|gratis|zonder kosten)",
    "als (?:betaald|voldaan|terugbetaald) (?:te )?(?:markeren|aanmerken)",
    "(?:markeer|markeren) (?:\\p{L}+ ){0,3}?als (?:betaald|voldaan)",
    "(?:kosten|boete|toeslag) (?:kwijt te schelden|kwijtschelden|te laten vallen|laten vallen|te schrappen|schrappen)",
  ),
  sv: alt(
    "(?:återbetal|betala tillbaka|ersätt)\\p{L}*",
    "(?:utfärda|utfärdar|göra|gör|genomföra|genomför|ge|bevilja) (?:en |ett )?(?:återbetalning|kreditering|kreditnota|voucher|presentkort|tillgodokvitto)",
    "(?:avboka|avbokar|avbryta|annullera) (?:\\p{L}+ ){0,3}?(?:kostnadsfritt|utan (?:avgift|kostnad))",
    "(?:markera|markerar) (?:\\p{L}+ ){0,3}?som (?:betald|betalda|betalt|reglerad)",
    "(?:efterskänka|efterskänk|stryka|stryk) (?:avgiften|avgifterna|straffavgiften)",
  ),
  pl: alt(
    "(?:zwrócić|zwróć|zwróćcie|zwrócenie|zwrot) (?:\\p{L}+ ){0,2}?(?:pieniądze|pieniędzy|środki|środków|kwot\\p{L}*|należnoś\\p{L}*|płatnoś\\p{L}*|opłat\\p{L}*)",
    "(?:wystawić|wystaw|wystawcie|zlecić|zleć|zrealizować|zrealizuj|dokonać|dokonaj|przetworzyć|przetwórz) (?:\\p{L}+ )?(?:zwrot\\p{L}*|korekt\\p{L}*|not\\p{L}* kredytow\\p{L}*|voucher\\p{L}*|bon\\p{L}*)",
    "(?:anulować|anuluj|anulujcie) (?:\\p{L}+ ){0,3}?(?:bezpłatnie|bez (?:opłat|kosztów|kary))",
    "(?:oznaczyć|oznacz|oznaczcie) (?:\\p{L}+ ){0,3}?jako (?:opłacon|zapłacon|rozliczon)\\p{L}*",
    "(?:umorzyć|umórz) (?:\\p{L}+ )?(?:opłat\\p{L}*|kar\\p{L}*|prowizj\\p{L}*)",
    "(?:zrefundować|zrefunduj|refundować|zrekompensować|zrekompensuj)",
  ),
  cs: alt(
    "(?:vrátit|vraťte|vrať|vrácení) (?:\\p{L}+ ){0,2}?(?:peníze|peněz|částk\\p{L}*|platb\\p{L}*|poplat\\p{L}*)",
    "(?:vystavit|vystavte|vystav|provést|proveďte|proveď|zpracovat|zpracujte) (?:\\p{L}+ )?(?:refundac\\p{L}*|dobropis\\p{L}*|vrácení|voucher\\p{L}*|poukaz\\p{L}*)",
    "(?:refundovat|refundujte|refunduj|proplatit|proplaťte|kompenzovat|odškodnit)",
    "(?:zrušit|zrušte|zruš|stornovat|stornujte) (?:\\p{L}+ ){0,3}?(?:zdarma|bezplatně|bez poplatk\\p{L}*|bez storna)",
    "(?:označit|označte|označ) (?:\\p{L}+ ){0,3}?jako (?:zaplacen|uhrazen|proplacen)\\p{L}*",
    "(?:prominout|promiňte|odpustit|odpusťte) (?:\\p{L}+ )?(?:poplat\\p{L}*|pokut\\p{L}*|storno\\p{L}*)",
  ),
  sk: unmarked(
    alt(
      "(?:vrátiť|vráťte|vráť|vrátenie) (?:\\p{L}+ ){0,2}?(?:peniaze|peňazí|sum\\p{L}*|platb\\p{L}*|poplat\\p{L}*)",
      "(?:vystaviť|vystavte|vystav|vykonať|vykonajte|spracovať|spracujte) (?:\\p{L}+ )?(?:refundáci\\p{L}*|dobropis\\p{L}*|vrátenie|voucher\\p{L}*|poukáž\\p{L}*)",
      "(?:refundovať|refundujte|preplatiť|preplaťte|kompenzovať|odškodniť)",
      "(?:zrušiť|zrušte|zruš|stornovať|stornujte) (?:\\p{L}+ ){0,3}?(?:zadarmo|bezplatne|bez poplatk\\p{L}*)",
      "(?:označiť|označte|označ) (?:\\p{L}+ ){0,3}?ako (?:zaplaten|uhraden|preplaten)\\p{L}*",
      "(?:odpustiť|odpustite) (?:\\p{L}+ )?(?:poplat\\p{L}*|pokut\\p{L}*)",
    ),
  ),
  sl: unmarked(
    alt(
      "(?:vrni|vrniti|vrnite|vračilo) (?:\\p{L}+ ){0,2}?(?:denar|znes\\p{L}*|plačil\\p{L}*|kupnin\\p{L}*)",
      "(?:refundira|povrni|povrniti|povrnite)\\p{L}*",
      "(?:izdaj|izdati|izdajte|obdelaj|obdelati|odobri|odobriti) (?:\\p{L}+ )?(?:vračil\\p{L}*|dobropis\\p{L}*|bon|vavčer\\p{L}*|kredit)",
      "(?:odpovej|odpovedati|odpovejte|prekliči|preklicati|prekličite|storniraj) (?:\\p{L}+ ){0,3}?(?:brezplačno|brez (?:stroškov|pristojbine|provizije|kazni))",
      "(?:označi|označiti|označite) (?:\\p{L}+ ){0,3}?kot (?:plačan|poravnan)\\p{L}*",
      "(?:odpusti|odpustiti|odpišite|odpiši) (?:\\p{L}+ )?(?:pristojbin|provizij|kazen|stroške)\\p{L}*",
    ),
  ),
  sh: serbian(
    alt(
      "(?:vrati|vratiti|vratite|povrat) (?:\\p{L}+ ){0,2}?(?:novac|novca|iznos\\p{L}*|uplat\\p{L}*|sredstva)",
      "(?:refundira|refundir)\\p{L}*",
      "(?:izdaj|izdati|izdajte|obradi|obraditi|obradite|odobri|odobriti|odobrite) (?:\\p{L}+ )?(?:povrat\\p{L}*|kredit|vaučer|knjižno odobrenje|bon)",
      "(?:otkaži|otkazati|otkažite|poništi|poništiti|poništite|storniraj|stornirati) (?:\\p{L}+ ){0,3}?(?:besplatno|bez (?:naknade|troškova|penala))",
      "(?:označi|označiti|označite) (?:\\p{L}+ ){0,3}?kao (?:plaćen|uplaćen|izmiren)\\p{L}*",
      "(?:oprosti|oprostiti|otpiši|otpisati|ukini|ukinuti) (?:\\p{L}+ )?(?:naknad|penal|kazn)\\p{L}*",
      "(?:nadoknadi|nadoknaditi|nadoknadite|obešteti|obeštetiti)",
    ),
  ),
  bg: alt(
    "(?:възстанов|върн)\\p{L}* (?:\\p{L}+ ){0,2}?(?:парите|сумата|плащането|средствата|\\d)",
    "(?:издай|издайте|издадеш|направи|направите|направиш|обработи|обработите|обработиш) (?:\\p{L}+ )?(?:възстановяване|кредитно известие|ваучер|връщане)",
    "възстановяване на (?:сумата|парите|плащането)",
    "компенсира\\p{L}*",
    "(?:анулира|отмени|откажи)\\p{L}* (?:\\p{L}+ ){0,3}?(?:безплатно|без такс\\p{L}*|без неустойка)",
    "(?:маркира|отбележ)\\p{L}* (?:\\p{L}+ ){0,3}?като (?:платен|изплатен)\\p{L}*",
    "(?:опрости|опростиш|премахни|премахнеш) (?:\\p{L}+ )?(?:такс\\p{L}*|неустойк\\p{L}*)",
  ),
  ru: alt(
    "(?:оформ|сдела|выполн|провед|осуществ|оформл)\\p{L}* (?:\\p{L}+ )?возврат\\p{L}*",
    "(?:вернуть|верните|верни|возвратить|возвратите) (?:\\p{L}+ ){0,2}?(?:деньги|средства|оплат\\p{L}*|сумм\\p{L}*|платеж\\p{L}*|платёж\\p{L}*|\\d)",
    "(?:возместить|возместите|возмести|компенсировать|компенсируйте|компенсируй)",
    "(?:начисл|выда|выпуст|оформ)\\p{L}* (?:\\p{L}+ )?(?:кредит|бонус|ваучер|сертификат|компенсаци)\\p{L}*",
    "(?:отмен|аннулир)\\p{L}* (?:\\p{L}+ ){0,3}?без (?:штраф|оплат|комисси|удержани)\\p{L}*",
    "(?:бесплатно|без доплаты) (?:отменить|отмените|перебронировать|повысить|улучшить|изменить)",
    "(?:отмет|помет)\\p{L}* (?:\\p{L}+ ){0,3}?как (?:оплаченн|погашенн|возвращенн)\\p{L}*",
    "(?:отмен|спиш|снят|сними|снимите)\\p{L}* (?:\\p{L}+ )?(?:комисси|штраф|сбор)\\p{L}*",
    "(?:измен|смен|помен)\\p{L}* (?:\\p{L}+ )?(?:карт|счет|счёт|реквизит)\\p{L}* (?:для )?(?:возврат|выплат)\\p{L}*",
  ),
  uk: alt(
    "(?:оформ|зроб|викона|провед|здійсн)\\p{L}* (?:\\p{L}+ )?повернен\\p{L}*",
    "(?:повернути|поверніть|поверни) (?:\\p{L}+ ){0,2}?(?:гроші|кошти|оплат\\p{L}*|сум\\p{L}*|платіж\\p{L}*|\\d)",
    "(?:відшкодувати|відшкодуйте|відшкодуй|компенсувати|компенсуйте)",
    "(?:нарахува|вида|оформ)\\p{L}* (?:\\p{L}+ )?(?:кредит|бонус|ваучер|сертифікат|компенсаці)\\p{L}*",
    "(?:скасува|скасуй|анулюва)\\p{L}* (?:\\p{L}+ ){0,3}?без (?:штраф|оплат|комісі|утрим)\\p{L}*",
    "(?:познач|відміт)\\p{L}* (?:\\p{L}+ ){0,3}?як (?:оплачен|погашен|повернен)\\p{L}*",
    "(?:змін|поміня)\\p{L}* (?:\\p{L}+ )?(?:картк|рахун|реквізит)\\p{L}* (?:для )?(?:повернен|виплат)\\p{L}*",
  ),
  el: alt(
    "(?:επίστρεψε|επιστρέψεις|επιστρέψτε|επιστρέψει|επιστροφή) (?:\\p{L}+ ){0,2}?(?:χρημάτων|χρήματα|ποσ\\p{L}*|πληρωμ\\p{L}*|\\d)",
    "(?:κάνεις|κάνε|κάντε|εκδώσεις|έκδωσε|εκδώστε|επεξεργαστείς) (?:μια |την |ένα )?(?:επιστροφή|πίστωση|κουπόνι|πιστωτικό)",
    "(?:ακυρώσεις|ακύρωσε|ακυρώστε|ακύρωση) (?:\\p{L}+ ){0,3}?(?:χωρίς (?:χρέωση|κόστος|επιβάρυνση|πρόστιμο)|δωρεάν)",
    "(?:επισημάνεις|επισήμανε|σημειώσεις|σημείωσε|σημειώστε) (?:\\p{L}+ ){0,3}?ως (?:πληρωμέν|εξοφλημέν)\\p{L}*",
    "(?:αποζημιώσεις|αποζημίωσε|αποζημιώστε)",
    "(?:χαρίσεις|χάρισε|διαγράψεις|διάγραψε) (?:το |τα |την |τις )?(?:τέλ|πρόστιμ|χρέωσ)\\p{L}*",
  ),
  tr: alt(
    "(?:iade|geri ödeme) (?:işlemi )?(?:et|edin|etmek|etmen|yap|yapın|yapmak|başlat|gerçekleştir|oluştur)\\p{L}*",
    "geri öde\\p{L}*",
    "(?:kredi|kupon|voucher|hediye çeki) (?:tanımla|ver|oluştur)\\p{L}*",
    "(?:ücretsiz|cezasız|masrafsız) (?:olarak )?(?:iptal|değişiklik|yükselt)\\p{L}*",
    "ödendi olarak (?:işaretle)\\p{L}*",
    "(?:ücret|ceza|komisyon)\\p{L}* (?:\\p{L}+ )?(?:sil|kaldır|muaf tut|affet)\\p{L}*",
    "tazmin et\\p{L}*",
  ),
  az: azerbaijani(
    alt(
      "geri qaytar\\p{L}*",
      "(?:pul|məbləğ|ödəniş|vəsait)\\p{L}* (?:\\S+ ){0,4}?qaytar\\p{L}*",
      "(?:geri ödəmə|kompensasiya) (?:\\p{L}+ )?(?:et|ed|həyata keçir|rəsmiləşdir)\\p{L}*",
      "ödənilmiş kimi (?:qeyd et|işarələ)\\p{L}*",
      "(?:pulsuz|cərimə(?:siz)?|ödənişsiz) (?:\\p{L}+ )?ləğv et\\p{L}*",
      "(?:komissiya|cərimə|rüsum)\\p{L}* (?:\\p{L}+ )?(?:sil|ləğv et|bağışla)\\p{L}*",
    ),
  ),
  id: alt(
    "(?:mengembalikan|kembalikan|kembalikanlah) (?:\\p{L}+ ){0,2}?(?:dana|uang|pembayaran|\\d)",
    "(?:refund|pengembalian dana)",
    "(?:proses|memproses|terbitkan|menerbitkan|berikan|memberikan|lakukan|melakukan) (?:\\p{L}+ )?(?:refund|pengembalian dana|kredit|voucher|nota kredit)",
    "(?:batalkan|membatalkan) (?:\\p{L}+ ){0,3}?(?:tanpa (?:biaya|denda|potongan)|gratis|secara gratis)",
    "(?:tandai|menandai) (?:\\p{L}+ ){0,3}?sebagai (?:lunas|sudah dibayar|dibayar|terbayar)",
    "(?:hapuskan|menghapuskan|bebaskan|membebaskan) (?:\\p{L}+ )?(?:biaya|denda)",
    "(?:ganti rugi|kompensasi)",
  ),
  ms: alt(
    "(?:memulangkan|pulangkan|kembalikan|mengembalikan) (?:\\p{L}+ ){0,2}?(?:wang|dana|bayaran|\\d)",
    "(?:bayaran balik|pemulangan wang|refund)",
    "(?:proses|memproses|keluarkan|mengeluarkan|berikan|memberikan|buat|membuat) (?:\\p{L}+ )?(?:bayaran balik|refund|kredit|baucar|voucher|nota kredit)",
    "(?:batalkan|membatalkan) (?:\\p{L}+ ){0,3}?(?:tanpa (?:caj|bayaran|penalti)|secara percuma|percuma)",
    "(?:tandakan|menandakan) (?:\\p{L}+ ){0,3}?sebagai (?:telah dibayar|dibayar|sudah dibayar)",
    "(?:kecualikan|mengecualikan|hapuskan|menghapuskan) (?:\\p{L}+ )?(?:caj|yuran|penalti)",
    "pampasan",
  ),
  jv: alt(
    "(?:mbalekake|balekake|mbalekke|baliake|mbalekaken|wangsulaken) (?:\\p{L}+ ){0,2}?(?:dhuwit|dana|pembayaran|\\d)",
    "(?:refund|pengembalian dana)",
    "(?:proses|prosesen|nerbitake|terbitake|wenehi|paringi) (?:\\p{L}+ )?(?:refund|kredit|voucher)",
    "(?:batalake|batalna|mbatalake|batalaken) (?:\\p{L}+ ){0,3}?(?:tanpa (?:biaya|denda)|gratis)",
    "(?:tandhani|nandhani|tandai) (?:\\p{L}+ ){0,3}?(?:wis dibayar|lunas|sampun dipunbayar)",
  ),
  vi: alt(
    "hoàn (?:tiền|trả|lại tiền|phí)",
    "(?:xử lý|thực hiện|cấp|phát hành|tạo) (?:\\p{L}+ )?(?:hoàn tiền|khoản hoàn|tín dụng|voucher|phiếu quà tặng|mã giảm giá)",
    "(?:hủy|huỷ) (?:\\p{L}+ ){0,3}?(?:miễn phí|không (?:mất |tính )?phí|không phạt)",
    "đánh dấu (?:\\p{L}+ ){0,3}?(?:là|như) (?:đã thanh toán|đã trả|đã hoàn tiền)",
    "miễn (?:phí|khoản phí|tiền phạt)",
    "(?:bồi thường|đền bù)",
    "nâng hạng (?:\\p{L}+ ){0,3}?miễn phí",
  ),
  sw: alt(
    "(?:kurejesha|rejesha|rejesheni|kurudisha|rudisha|rudishe) (?:\\p{L}+ ){0,2}?(?:pesa|fedha|malipo|kiasi|\\d)",
    "(?:toa|kutoa|fanya|kufanya|shughulikia|kushughulikia) (?:\\p{L}+ )?(?:marejesho|rejesho|vocha|fidia)",
    "(?:kufidia|fidia)",
    "(?:ghairi|kughairi) (?:\\p{L}+ ){0,3}?bila (?:malipo|gharama|adhabu|faini)",
    "(?:weka alama|kuweka alama) (?:\\p{L}+ ){0,3}?kuwa (?:imelipwa|zimelipwa|yamelipwa)",
    "(?:samehe|kusamehe) (?:\\p{L}+ )?(?:ada|faini|gharama)",
  ),
  hi: alt(
    "(?:रिफंड|रिफ़ंड|धनवापसी|पैसे वापस|राशि वापस|रकम वापस|भुगतान वापस)",
    "(?:क्रेडिट|वाउचर|क्रेडिट नोट) (?:जारी|दे)",
    "(?:मुफ़्त|मुफ्त|निःशुल्क|बिना शुल्क|बिना किसी शुल्क)(?: के| में)? (?:\\S+ )?(?:रद्द|कैंसिल|अपग्रेड)",
    "(?:भुगतान किया गया|पेड|भुगतान हो चुका)(?: के रूप में)? (?:मार्क|चिह्नित)",
    "(?:शुल्क|फीस|जुर्माना|पेनल्टी) (?:माफ़|माफ|हटा)",
    "(?:मुआवजा|मुआवज़ा|क्षतिपूर्ति)",
  ),
  bn: alt(
    "(?:রিফান্ড|টাকা ফেরত|অর্থ ফেরত|টাকা ফিরিয়ে)",
    "(?:ক্রেডিট|ভাউচার) (?:ইস্যু|দিন|দেওয়া)",
    "(?:বিনামূল্যে|বিনা খরচে|ফি ছাড়া) (?:\\S+ )?(?:বাতিল|আপগ্রেড)",
    "(?:পরিশোধিত|পেইড)(?: হিসেবে)? (?:চিহ্নিত|মার্ক)",
    "(?:ফি|জরিমানা|চার্জ) (?:মওকুফ|মাফ)",
    "ক্ষতিপূরণ",
  ),
  ur: alt(
    "(?:ریفنڈ|رقم واپس|پیسے واپس|رقم کی واپسی)",
    "(?:کریڈٹ|واؤچر) (?:جاری|دیں|دے)",
    "(?:مفت|بلا معاوضہ|بغیر فیس|بغیر کسی فیس)(?: کے)? (?:\\S+ )?(?:منسوخ|کینسل|اپ گریڈ)",
    "(?:ادا شدہ|پیڈ)(?: کے طور پر)? (?:مارک|نشان)",
    "(?:فیس|جرمانہ|چارج) (?:معاف|ختم)",
    "(?:معاوضہ|ہرجانہ)",
  ),
  ar: alt(
    "(?:استرداد|استرجاع|رد|إعادة|اعادة|ترد|تعيد|أعد|اعد|ارجع|أرجع) (?:ال)?(?:مبلغ|أموال|اموال|مال|دفعة|رسوم)",
    "(?:إصدار|اصدار|تصدر|أصدر|اصدر|معالجة|تعالج|عالج|منح|تمنح|امنح) (?:\\S+ )?(?:استرداد|استرجاع|رصيد|قسيمة|إشعار دائن|كوبون)",
    "(?:إلغاء|الغاء|تلغي|ألغ|الغ)\\S* (?:\\S+ ){0,3}?(?:مجانا|مجانًا|مجاناً|بدون (?:رسوم|غرامة|مقابل|تكلفة)|دون (?:رسوم|غرامة|مقابل))",
    "(?:وضع علامة|تضع علامة|ضع علامة)\\S* (?:\\S+ ){0,3}?(?:مدفوع|مدفوعة|تم الدفع|مسدد)",
    "(?:الإعفاء|الاعفاء|إعفاء|اعفاء|أعف|اعف|تعفي) (?:\\S+ )?(?:من )?(?:ال)?(?:رسوم|غرامة)",
    "(?:تعويض|تعوض|عوض)",
  ),
  fa: alt(
    "(?:بازپرداخت|استرداد وجه|برگرداندن پول|پول را برگردان|عودت وجه|عودت پول)",
    "(?:اعتبار|کوپن|ووچر|بن خرید) (?:صادر|بده|بدهید)",
    "(?:رایگان|بدون (?:هزینه|جریمه|کارمزد)) (?:\\S+ ){0,2}?(?:لغو|کنسل|ارتقا)",
    "پرداخت ?شده (?:علامت|مارک)",
    "(?:هزینه|جریمه|کارمزد) (?:را )?(?:ببخش|حذف کن|معاف)",
    "(?:جبران خسارت|غرامت)",
  ),
  he: alt(
    "(?:החזר|להחזיר|החזירו|תחזיר|תחזירי) (?:\\S+ )?(?:כספי|את הכסף|את הסכום|התשלום|כסף|\\d)",
    "(?:לבצע|בצע|תבצע|להנפיק|הנפק|תנפיק) (?:\\S+ )?(?:החזר|זיכוי|שובר|תעודת זיכוי)",
    "(?:לזכות את|זכה את|תזכה את)",
    "(?:לבטל|בטל|תבטל) (?:\\S+ ){0,3}?(?:ללא (?:עלות|חיוב|קנס|תשלום|דמי ביטול)|בחינם)",
    "(?:לסמן|סמן|תסמן) (?:\\S+ ){0,3}?(?:כשולם|כמשולם|כשולמה|כמשולמת)",
    "(?:לוותר על|ותר על) (?:ה)?(?:עמלה|קנס|דמי)",
    "(?:לפצות|פצה|תפצה)",
  ),
  am: alt(
    "(?:ገንዘብ|ክፍያ)(?:ውን)? (?:መመለስ|ይመልሱ|መልስ|መልሱ)",
    "ተመላሽ (?:ማድረግ|አድርግ|ያድርጉ)",
    "(?:ያለ ክፍያ|በነጻ|ያለ ቅጣት) (?:\\S+ )?(?:መሰረዝ|ሰርዝ|ይሰርዙ)",
    "እንደተከፈለ (?:ምልክት)",
    "(?:ክፍያ|ቅጣት)(?:ውን)? (?:መተው|ማንሳት)",
    "ካሳ (?:መክፈል|ክፈል|ይክፈሉ)",
  ),
  ti: alt(
    "(?:ገንዘብ|ክፍሊት)\\S* (?:ምምላስ|መልስ|መልሱ)",
    "ተመላሲ (?:ግበር|ምግባር)",
    "(?:ብዘይ ክፍሊት|ብነጻ) (?:\\S+ )?(?:ሰርዝ|ምስራዝ)",
    "ከም ዝተኸፍለ (?:ምልክት|ኣመልክት)",
    "ካሕሳ (?:ክፈል|ምኽፋል)",
  ),
  th: alt(
    "(?:คืนเงิน|ทำการคืนเงิน|รีฟันด์)",
    "(?:ออก|ให้)(?:เครดิต|บัตรกำนัล|คูปอง|วอชเชอร์|ใบลดหนี้)",
    "ยกเลิก[^.\\n]{0,20}(?:ฟรี|โดยไม่เสียค่าใช้จ่าย|ไม่มีค่าธรรมเนียม|ไม่เสียค่าปรับ)",
    "ทำเครื่องหมาย(?:ว่า)?(?:ชำระแล้ว|จ่ายแล้ว)",
    "(?:ยกเว้น|งด)(?:ค่าธรรมเนียม|ค่าปรับ)",
    "(?:อัปเกรดฟรี|ชดเชย)",
  ),
  lo: alt(
    "(?:ຄືນເງິນ|ສົ່ງເງິນຄືນ)",
    "(?:ອອກ|ໃຫ້)(?:ເຄຣດິດ|ບັດກຳນັນ|ຄູປອງ)",
    "ຍົກເລີກ[^.\\n]{0,20}(?:ຟຣີ|ບໍ່ເສຍຄ່າ|ໂດຍບໍ່ມີຄ່າທຳນຽມ)",
    "ໝາຍ(?:ວ່າ)?(?:ຈ່າຍແລ້ວ|ຊຳລະແລ້ວ)",
    "ຍົກເວັ້ນ(?:ຄ່າທຳນຽມ|ຄ່າປັບ)",
    "ຊົດເຊີຍ",
  ),
  km: alt(
    "(?:សងប្រាក់|ប្រគល់ប្រាក់វិញ|បង្វិលប្រាក់)",
    "(?:ចេញ|ផ្តល់|ផ្ដល់)(?:ឥណទាន|ប័ណ្ណ|វ៉ោចឆ័រ)",
    "លុបចោល[^.\\n]{0,20}(?:ដោយឥតគិតថ្លៃ|ឥតគិតថ្លៃ|ដោយមិនគិតថ្លៃ)",
    "សម្គាល់(?:ថា)?(?:បានបង់|បង់រួច)",
    "លើកលែង(?:ថ្លៃ|ការផាកពិន័យ)",
    "សំណង",
  ),
  my: alt(
    "(?:ငွေပြန်အမ်း|ငွေပြန်ပေး|ပြန်အမ်း)",
    "(?:ခရက်ဒစ်|ဘောက်ချာ|ကူပွန်) ?(?:ထုတ်ပေး|ပေး)",
    "(?:အခမဲ့|အခကြေးငွေမယူဘဲ) ?(?:ပယ်ဖျက်|အဆင့်မြှင့်)",
    "(?:ပေးချေပြီး|ငွေချေပြီး)(?:အဖြစ်)? ?(?:မှတ်သား|အမှတ်အသား)",
    "(?:အခကြေးငွေ|ဒဏ်ကြေး) ?(?:ကင်းလွတ်|ဖြုတ်)",
    "လျော်ကြေး",
  ),
  ko: alt(
    "(?:환불|환급)",
    "(?:크레딧|바우처|쿠폰|적립금) ?(?:발급|지급|제공)",
    "(?:무료|수수료 ?없이|위약금 ?없이)(?:로)? ?(?:취소|업그레이드|변경)",
    "(?:결제|지불|납부) ?완료(?:로)? ?(?:표시|처리)",
    "(?:수수료|위약금|요금)(?:를|을)? ?(?:면제|감면)",
    "(?:금액|돈|결제 ?금액)(?:을|를)? ?반환",
    "(?:보상금|배상금)(?:을|를)? ?지급",
  ),
  ja: alt(
    "(?:返金|払い戻し|払戻)",
    "(?:代金|料金|金額)を?返還",
    "(?:クレジット|バウチャー|クーポン|ポイント)を?(?:発行|付与|進呈)",
    "(?:無料|無償|手数料なし|違約金なし)で?(?:キャンセル|取り消|取消|アップグレード|変更)",
    "(?:支払い?済み|入金済み|決済済み)(?:と|に)(?:して|する|マーク|記録)",
    "(?:手数料|キャンセル料|違約金)を?(?:免除|無料に)",
    "(?:補償|賠償)金?を?(?:支払|払)",
  ),
  zh: alt(
    "(?:退款|退钱|退錢|退还|退還|退费|退費)",
    "(?:发放|發放|开具|開具|给予|給予)[^。\\n]{0,6}(?:积分|積分|代金券|优惠券|優惠券|抵用券|信用额度|信用額度)",
    "(?:免费|免費|无责|無責)(?:取消|升级|升級|改签|改簽)",
    "(?:标记|標記|标注|標註)为?[^。\\n]{0,6}(?:已付款|已支付|已付|已结清|已結清)",
    "(?:免除|减免|減免)(?:费用|費用|手续费|手續費|罚款|罰款|违约金|違約金)",
    "(?:赔偿|賠償|补偿|補償)",
  ),
  ka: alt(
    "(?:თანხის|ფულის) (?:დაბრუნებ|დააბრუნ)\\p{L}*",
    "(?:დააბრუნე|დააბრუნეთ|დააბრუნოს|დაბრუნება) (?:\\p{L}+ ){0,2}?(?:თანხა|ფული|გადახდა|დეპოზიტ|\\d)",
    "(?:ვაუჩერ|კრედიტ)\\p{L}* (?:გასცე|გაეცი|გაცემა)\\p{L}*",
    "(?:უფასოდ|საკომისიოს გარეშე|ჯარიმის გარეშე) (?:\\p{L}+ )?(?:გაუქმ|გააუქმ)\\p{L}*",
    "გადახდილად (?:მონიშნ|მონიშვნა|აღნიშნ)\\p{L}*",
    "(?:საკომისიო|ჯარიმა)\\p{L}* (?:ჩამოწერ|გაუქმ|მოხსნ)\\p{L}*",
    "კომპენსაცი\\p{L}*",
  ),
  hy: alt(
    "(?:գումարը|գումարի|փողը|վճարը) (?:\\S+ ){0,4}?վերադարձ\\p{L}*",
    "(?:վերադարձնել|վերադարձրեք|վերադարձրու) (?:\\p{L}+ ){0,2}?(?:գումար|փող|վճար|\\d)\\p{L}*",
    "(?:կրեդիտ|վաուչեր|կտրոն)\\p{L}* (?:տրամադր|թողարկ)\\p{L}*",
    "(?:անվճար|առանց (?:վճարի|տույժի)) (?:\\p{L}+ )?չեղարկ\\p{L}*",
    "որպես վճարված (?:նշ)\\p{L}*",
    "(?:վճար|տուգանք)\\p{L}* (?:զիջ|չեղարկ)\\p{L}*",
    "փոխհատուց\\p{L}*",
  ),
  kk: alt(
    "(?:ақшаны|соманы|төлемді|қаражатты) (?:\\S+ ){0,6}?қайтар\\p{L}*",
    "(?:қайтарыңыз|қайтарып беріңіз|қайтару)",
    "(?:несие|ваучер|бонус|кредит)\\p{L}* (?:бер|ресімде|шығар)\\p{L}*",
    "(?:тегін|айыппұлсыз|комиссиясыз) (?:\\p{L}+ )?(?:болдырма|жой|өзгерт|жаңарт)\\p{L}*",
    "төленген (?:деп )?белгіле\\p{L}*",
    "(?:комиссия|айыппұл|алым)\\p{L}* (?:кешір|алып таста|жой)\\p{L}*",
    "өтемақы\\p{L}*",
  ),
  uz: uzbek(
    alt(
      "(?:pulni|summani|toʻlovni|mablagʻni) (?:\\S+ ){0,6}?qaytar\\p{L}*",
      "(?:qaytaring|qaytarib bering|qaytarish)",
      "(?:kredit|vaucher|bonus)\\p{L}* (?:ber|taqdim et|chiqar)\\p{L}*",
      "(?:bepul|jarimasiz|komissiyasiz) (?:\\p{L}+ )?(?:bekor qil|yangila|oʻzgartir)\\p{L}*",
      "toʻlangan (?:deb )?belgila\\p{L}*",
      "(?:komissiya|jarima)\\p{L}* (?:kechir|olib tashla|bekor qil)\\p{L}*",
      "kompensatsiya\\p{L}*",
    ),
  ),
  mn: alt(
    "(?:мөнг|төлбөр|дүн)\\p{L}* (?:\\S+ ){0,6}?буцаа\\p{L}*",
    "(?:буцааж өг|буцаана уу|буцаах?(?![\\p{L}]))",
    "(?:кредит|ваучер|купон|урамшуулал)\\p{L}* (?:олго|гарга)\\p{L}*",
    "(?:үнэгүй|торгуульгүй|шимтгэлгүй) (?:\\p{L}+ )?(?:цуцл|сайжруул|өөрчл)\\p{L}*",
    "төлөгдсөн (?:гэж )?тэмдэглэ\\p{L}*",
    "(?:шимтгэл|торгууль|хураамж)\\p{L}* (?:хүчингүй болго|чөлөөл|хас)\\p{L}*",
    "нөхөн төлбөр\\p{L}*",
  ),
  ro: romanian(
    alt(
      "(?:ramburs|restitui)\\p{L}*",
      "(?:returna|returneze|returnați|returnează|returnezi|înapoia|înapoiază|înapoiați) (?:\\p{L}+ ){0,2}?(?:banii|suma|plata|\\d)",
      "(?:emite|emiteți|emiți|procesa|procesează|procesați|procesezi|acorda|acordă|acordați) (?:\\p{L}+ )?(?:rambursare|credit|voucher|notă de credit|bon)",
      "(?:anula|anulează|anulați|anulezi|anuleze) (?:\\p{L}+ ){0,3}?(?:gratuit|fără (?:taxă|taxe|penalități|costuri|penalizare))",
      "(?:marca|marchează|marcați|marchezi|marcheze) (?:\\p{L}+ ){0,3}?ca (?:plătit|achitat|rambursat)\\p{L}*",
      "(?:scuti|scutește|scutiți|renunța|renunță|renunțați) (?:\\p{L}+ )?(?:de |la )?(?:taxă|taxa|taxe|penalitate|comision)\\p{L}*",
      "despăgubi\\p{L}*",
    ),
  ),
  hu: unmarked(
    alt(
      "(?:visszatérít|visszautal|visszafizet|jóváír|kártalanít)\\p{L}*",
      "(?:térítsd|térítse|térítsétek|utald|utalja|fizesd|fizesse) vissza",
      "(?:állíts|adj|adjon|bocsáss|indíts|kiállít)\\p{L}* (?:\\p{L}+ )?(?:visszatérítés|jóváírás|utalvány|voucher|kupon)\\p{L}*",
      "(?:díjmentesen|ingyenesen|kötbér nélkül|díj nélkül) (?:\\p{L}+ )?(?:lemond|töröl|módosít|felminősít|sztornó)\\p{L}*",
      "(?:fizetettnek|kifizetettnek|rendezettnek) (?:\\p{L}+ )?(?:jelöl|megjelöl)\\p{L}*",
      "(?:díj|kötbér|büntetés)\\p{L}* (?:\\p{L}+ )?(?:elenged|eltöröl)\\p{L}*",
    ),
  ),
  fi: alt(
    "hyvit\\p{L}*",
    "(?:palauta|palauttaa|palauttakaa|palautus) (?:\\p{L}+ ){0,2}?(?:rahat|rahaa|summa\\p{L}*|maksu\\p{L}*|\\d)",
    "(?:maksa|maksaa|maksakaa) takaisin",
    "(?:anna|antaa|myönnä|myöntää|tee|tehdä|käsittele|käsitellä) (?:\\p{L}+ )?(?:hyvitys|palautus|lahjakortti|voucher|kuponki)\\p{L}*",
    "(?:peru|perua|peruuta|peruuttaa) (?:\\p{L}+ ){0,3}?(?:maksutta|ilmaiseksi|ilman (?:kuluja|maksua|sakkoa))",
    "(?:merkitse|merkitä|merkkaa) (?:\\p{L}+ ){0,3}?maksetuksi",
    "(?:mitätöi|poista|anna anteeksi) (?:\\p{L}+ )?(?:maksu|sakko|kulu)\\p{L}*",
  ),
  da: alt(
    "(?:refunder|tilbagebetal|godtgør)\\p{L}*",
    "(?:udsted|udstede|lav|lave|giv|give|behandl|behandle) (?:en |et )?(?:refusion|tilbagebetaling|kreditnota|voucher|gavekort|tilgodebevis)",
    "(?:annuller|annullere|afbestil|afbestille) (?:\\p{L}+ ){0,3}?(?:gratis|uden (?:gebyr|beregning|omkostninger))",
    "(?:marker|markere) (?:\\p{L}+ ){0,3}?som (?:betalt|betalte|afregnet)",
    "(?:frafald|frafalde|eftergiv|eftergive) (?:\\p{L}+ )?(?:gebyr|gebyret|gebyrerne|bøden)",
    "kompenser\\p{L}*",
  ),
  nb: alt(
    "(?:refunder|tilbakebetal|betal tilbake|betale tilbake)\\p{L}*",
    "(?:utsted|utstede|lag|lage|gi|behandle|behandl) (?:en |et )?(?:refusjon|tilbakebetaling|kreditnota|voucher|gavekort|tilgodelapp)",
    "(?:kanseller|kansellere|avbestill|avbestille) (?:\\p{L}+ ){0,3}?(?:gratis|kostnadsfritt|uten (?:gebyr|kostnad))",
    "(?:marker|markere) (?:\\p{L}+ ){0,3}?som (?:betalt|betalte|oppgjort)",
    "(?:frafall|frafalle|ettergi) (?:\\p{L}+ )?(?:gebyr|gebyret|gebyrene|boten)",
    "kompenser\\p{L}*",
  ),
  lt: unmarked(
    alt(
      "(?:grąžinti|grąžinkite|grąžink|grąžinimas|grąžinimą) (?:\\p{L}+ ){0,2}?(?:pinigus|pinigų|sumą|mokėjim\\p{L}*|lėšas|\\d)",
      "(?:išduoti|išduokite|suteikti|suteikite|apdoroti|atlikti|atlikite) (?:\\p{L}+ )?(?:grąžinim\\p{L}*|kredit\\p{L}*|kupon\\p{L}*|čekį)",
      "(?:atšaukti|atšaukite|atšauk|anuliuoti|anuliuokite) (?:\\p{L}+ ){0,3}?(?:nemokamai|be (?:mokesčio|baudos|papildomų mokesčių))",
      "(?:pažymėti|pažymėkite|pažymėk) (?:\\p{L}+ ){0,3}?kaip (?:apmokėt|sumokėt)\\p{L}*",
      "(?:panaikinti|panaikinkite) (?:\\p{L}+ )?(?:mokest|baud)\\p{L}*",
      "kompensuo\\p{L}*",
    ),
  ),
  lv: unmarked(
    alt(
      "atmaks\\p{L}*",
      "(?:atgriezt|atgrieziet|atgriez) (?:\\p{L}+ ){0,2}?(?:naud\\p{L}*|summ\\p{L}*|maksājum\\p{L}*|līdzekļ\\p{L}*|\\d)",
      "(?:izsniegt|izsniedziet|piešķirt|piešķiriet|veikt|veiciet) (?:\\p{L}+ )?(?:kredīt\\p{L}*|kupon\\p{L}*|vaučer\\p{L}*)",
      "(?:atcelt|atceliet|atcel) (?:\\p{L}+ ){0,3}?(?:bez maksas|bezmaksas|bez (?:soda|komisijas))",
      "(?:atzīmēt|atzīmējiet|atzīmē) (?:\\p{L}+ ){0,3}?kā (?:apmaksāt|samaksāt)\\p{L}*",
      "kompensē\\p{L}*",
    ),
  ),
  et: unmarked(
    alt(
      "(?:tagasi maksta|maksa tagasi|makske tagasi|tagasimakse)",
      "(?:tagasta|tagastada|tagastage) (?:\\p{L}+ )?(?:raha|summa|makse)\\p{L}*",
      "(?:väljasta|väljastada|väljastage|tee|teha|tehke|anna|anda|andke) (?:\\p{L}+ )?(?:kreeditarve|krediit|vautšer|kinkekaart)\\p{L}*",
      "(?:tühista|tühistada|tühistage) (?:\\p{L}+ ){0,3}?(?:tasuta|trahvita|ilma (?:lisatasuta|trahvita))",
      "(?:märgi|märkida|märkige) (?:\\p{L}+ ){0,3}?(?:makstuks|tasutuks)",
      "(?:loobu|loobuda|loobuge) (?:\\p{L}+ )?(?:tasu|trahv)\\p{L}*",
      "hüvita\\p{L}*",
    ),
  ),
  ca: alt(
    "reemborsa\\p{L}*",
    "(?:retornar|retorna|retorneu) (?:\\p{L}+ ){0,2}?(?:els diners|l'import|el pagament|\\d)",
    "(?:emetre|emet|emeteu|processar|processa|processeu|fer|fes|feu|concedir|concedeix) (?:un |el |una |la )?(?:reemborsament|abonament|crèdit|val|nota de crèdit|devolució)",
    "(?:cancel·lar|cancel·la|cancel·leu|cancelar|anul·lar|anul·la|anul·leu) (?:\\p{L}+ ){0,3}?(?:sense (?:càrrec|cost|penalització|despeses)|gratuïtament|de franc)",
    "(?:marcar|marca|marqueu) (?:\\p{L}+ ){0,3}?com a (?:pagat|pagada|pagats|pagades|abonat)",
    "(?:condonar|condona|eximir|eximeix) (?:la |les |el )?(?:tarifa|càrrec|comissió|penalització)",
    "(?:indemnitzar|indemnitza)",
  ),
  af: alt(
    "(?:terugbetaal|terug te betaal|betaal terug)",
    "betaal (?:\\S+ ){0,4}?terug",
    "(?:'n |die )?(?:terugbetaling|krediet|kredietnota|koopbewys|voucher) (?:\\p{L}+ ){0,2}?(?:uit te reik|uitreik|te gee|gee|te verwerk|verwerk|te doen|doen)",
    "(?:kanselleer|te kanselleer) (?:\\p{L}+ ){0,3}?(?:gratis|kosteloos|sonder (?:koste|boete|fooi))",
    "(?:gratis|kosteloos|sonder koste) (?:te )?(?:kanselleer|opgradeer)",
    "(?:merk|te merk) (?:\\p{L}+ ){0,3}?as (?:betaal|betaald|vereffen)",
    "(?:fooi|boete|koste) (?:kwyt te skeld|kwytskeld|te laat vaar|laat vaar)",
    "vergoed\\p{L}*",
  ),
  zu: alt(
    "(?:buyisela|ukubuyisela|buyiselani|buyisa|ukubuyisa) (?:\\p{L}+ ){0,2}?(?:imali|inani|inkokhelo|\\d)",
    "(?:khipha|ukukhipha|nikeza|ukunikeza|cubungula|ukucubungula) (?:\\p{L}+ )?(?:imbuyiselo|isikweletu|ivawusha|ikhredithi)",
    "(?:khansela|ukukhansela|khanselani) (?:\\p{L}+ ){0,3}?(?:mahhala|ngaphandle kwenkokhelo|ngaphandle kwemali|ngaphandle kwenhlawulo)",
    "(?:maka|ukumaka|phawula|ukuphawula) (?:\\p{L}+ ){0,3}?(?:njengokukhokhiwe|njengekhokhiwe)",
    "(?:nxephezela|ukunxephezela|isinxephezelo)",
  ),
  xh: alt(
    "(?:buyisela|ukubuyisela|kukubuyisela|buyiselani|buyisa) (?:\\p{L}+ ){0,2}?(?:imali|isixa|intlawulo|\\d)",
    "(?:khupha|ukukhupha|nika|ukunika) (?:\\p{L}+ )?(?:imbuyekezo|ikhredithi|ivawutsha)",
    "(?:rhoxisa|ukurhoxisa|rhoxisani) (?:\\p{L}+ ){0,3}?(?:simahla|ngaphandle kwentlawulo|ngaphandle kwesohlwayo)",
    "(?:phawula|ukuphawula) (?:\\p{L}+ ){0,3}?(?:njengehlawulweyo|ihlawulwe)",
    "(?:mbuyekeza|ukumbuyekeza|imbuyekezo)",
  ),
  so: alt(
    "(?:lacag celin|lacag-celin|lacagta u celi|lacagta dib u celi|lacagta soo celi)",
    "(?:sii|bixi|samee) (?:\\p{L}+ )?(?:lacag celin|foojar|kuuboon)",
    "(?:baaji|ka noqo) (?:\\p{L}+ ){0,3}?(?:bilaash|lacag la'aan|ganaax la'aan)",
    "(?:calaamadee|u calaamadee) (?:\\p{L}+ ){0,3}?(?:in la bixiyay|la bixiyay)",
    "(?:ka dhaaf|cafi) (?:\\p{L}+ )?(?:khidmad|ganaax)\\p{L}*",
    "magdhow\\p{L}*",
  ),
  ig: unmarked(
    alt(
      "(?:kwụghachi|nyeghachi|weghachi) (?:\\p{L}+ ){0,2}?(?:ego|ụgwọ|\\d)",
      "(?:nye|nyee|wepụta) (?:\\p{L}+ )?(?:kredit|voucher)",
      "kagbuo (?:\\p{L}+ ){0,3}?(?:n'efu|na-enweghị ụgwọ|enweghị ụgwọ)",
      "(?:kaa akara|tinye akara) (?:\\p{L}+ ){0,3}?(?:dị ka akwụọla|na akwụọla)",
    ),
  ),
  yo: yoruba(
    alt(
      "(?:dá|san) (?:\\S+ ){0,3}?owó (?:\\S+ ){0,3}?padà",
      "dá owó padà",
      "(?:fún|fun) (?:\\p{L}+ ){0,2}?(?:ní )?(?:kírẹ́dítì|fáúṣà)",
      "fagilé (?:\\S+ ){0,3}?(?:lọ́fẹ̀ẹ́|láìsanwó)",
      "sàmì (?:\\S+ ){0,3}?(?:pé a ti san|bí a ti san)",
    ),
  ),
  ha: hausa(
    alt(
      "(?:mayar da|maido da) (?:\\p{L}+ ){0,2}?(?:kuɗi|kuɗin|\\d)",
      "(?:ba da|bayar da|fitar da) (?:\\p{L}+ )?(?:baucha|kiredit|kuɗin mayarwa)",
      "soke (?:\\S+ ){0,3}?(?:kyauta|ba tare da (?:biya|tara|caji))",
      "(?:sanya alama|yi alama) (?:\\S+ ){0,3}?(?:an biya|cewa an biya)",
      "(?:yafe|yafewa) (?:\\S+ )?(?:kuɗin|caji|tara)",
      "(?:biya diyya|ba da diyya)",
    ),
  ),
  tl: alt(
    "(?:i-?refund|mag-?refund)",
    "ibalik (?:ang )?(?:\\p{L}+ ){0,2}?(?:pera|bayad|halaga|\\d)",
    "(?:mag-?isyu|i-?isyu|magbigay|ibigay|iproseso|i-?process) (?:ng |ang )?(?:refund|credit|kredito|voucher)",
    "(?:i-?cancel|kanselahin|ikansela) (?:\\p{L}+ ){0,3}?(?:nang libre|libre|walang bayad|nang walang (?:bayad|multa|singil))",
    "(?:markahan|i-?mark) (?:\\p{L}+ ){0,3}?(?:bilang|na) (?:bayad|nabayaran|paid)",
    "(?:i-?waive|tanggalin|alisin) (?:ang )?(?:fee|singil|multa|bayarin)",
  ),
  "ar-latn": alt(
    `refund${E}`,
    "(?:rajje3|rajj3|raje3|raji3|erja3|rejja3|terja3) (?:\\S+ )?(?:el )?(?:mablagh|mablag|masari|flous|fulus|floos|\\d)",
    "(?:a3mel|e3mel|3mel|a3mil|ta3mel|t3mel) (?:\\S+ )?(?:refund|esterdad|estirdad)",
    "(?:elghi|ilghi|tilghi|talghi|cancel)\\S* (?:\\S+ ){0,3}?(?:bala|bidun|bdun|men gher|min ghair) (?:rsoum|rusum|ghrame|gharama|fees|flous)",
    "(?:7ot|7ott|hot|3allem|3alem)\\S* (?:\\S+ ){0,3}?(?:madfou3|madfu3|madfoo3|paid)",
    "ta3wid",
  ),
  "hi-latn": alt(
    "(?:refund|paise wapas|paisa wapas|rakam wapas|amount wapas)",
    "(?:credit|voucher) (?:issue|process|jaari|de|do|kar|kardo|karo|karein)",
    "(?:free|muft|bina charge|bina fee|bina penalty) (?:mein )?(?:\\S+ )?(?:cancel|upgrade)",
    "paid (?:mark|ke roop mein mark)",
    "(?:fee|charge|penalty|jurmana) (?:maaf|waive)",
  ),
  ps: alt(
    "(?:ب[يی]رته ورکړ|پ[يی]سې ب[يی]رته|ر[يی]فنډ|د پ[يی]سو ب[يی]رته)",
    "(?:کر[يی]ډ[يی]ټ|واوچر|کوپن) (?:ورکړ|صادر)",
    "(?:وړ[يی]ا|پرته له ف[يی]س|پرته له جر[يی]مې) (?:\\S+ )?(?:لغو|کنسل)",
    "(?:ورکړل شوی|تاد[يی]ه شوی) (?:نښه|په نښه)",
    "(?:ف[يی]س|جر[يی]مه) (?:معاف|لرې)",
    "تاوان (?:ورکړ|ورکول)",
  ),
  ku: unmarked(
    alt(
      "(?:pere|drav|mebleg)\\p{L}* (?:\\S+ ){0,4}?(?:vegerîne|vegerînin|vegerandin|paşve bide)\\p{L}*",
      "(?:kredî|kûpon|voucher)\\p{L}* (?:bide|bidin|derxe|derxin)",
      "(?:belaş|bêpere|bê ceza) (?:\\p{L}+ )?(?:betal|hilweşîn)\\p{L}*",
      "(?:wek|weke) (?:dayî|hatî dayîn) (?:nîşan|îşaret)\\p{L}*",
      "tazmînat\\p{L}*",
    ),
  ),
  ckb: alt(
    "(?:گەڕاندنەوەی پارە|پارە بگەڕێنەرەوە|پارەکە بگەڕێنەرەوە|پارەکە بگەڕێنەوە)",
    "(?:کرێدیت|کوپۆن|ڤاوچەر) (?:بدە|بدەن|دەربکە)",
    "(?:بەخۆڕایی|بێ پارە|بێ سزا) (?:\\S+ )?(?:هەڵبوەشێنەوە|هەڵوەشاندنەوە|کانسڵ)",
    "وەک پارەدراو (?:نیشانە)",
    "قەرەبوو (?:بکەرەوە|کردنەوە)",
  ),
  gu: alt(
    "(?:રિફંડ|રિફન્ડ|પૈસા પાછા|રકમ પાછી)",
    "(?:ક્રેડિટ|વાઉચર) (?:જારી|આપ)",
    "(?:મફત|નિઃશુલ્ક|ફી વગર) (?:\\S+ )?(?:રદ|અપગ્રેડ)",
    "(?:ચૂકવેલ|પેઇડ)(?: તરીકે)? (?:માર્ક|ચિહ્નિત)",
    "(?:ફી|દંડ|ચાર્જ) (?:માફ)",
    "વળતર (?:આપ|ચૂકવ)",
  ),
  mr: alt(
    "(?:रिफंड|परतावा|पैसे परत|रक्कम परत)",
    "(?:क्रेडिट|व्हाउचर) (?:जारी|द्या|देणे)",
    "(?:मोफत|विनाशुल्क|शुल्काशिवाय) (?:\\S+ )?(?:रद्द|अपग्रेड)",
    "(?:भरलेले|पेड)(?: म्हणून)? (?:मार्क|चिन्हांकित)",
    "(?:शुल्क|फी|दंड) (?:माफ)",
    "(?:नुकसानभरपाई)",
  ),
  pa: alt(
    "(?:ਰਿਫੰਡ|ਪੈਸੇ ਵਾਪਸ|ਰਕਮ ਵਾਪਸ)",
    "(?:ਕ੍ਰੈਡਿਟ|ਵਾਊਚਰ) (?:ਜਾਰੀ|ਦੇ)",
    "(?:ਮੁਫ਼ਤ|ਮੁਫਤ|ਬਿਨਾਂ ਫੀਸ) (?:\\S+ )?(?:ਰੱਦ|ਅਪਗ੍ਰੇਡ)",
    "(?:ਭੁਗਤਾਨ ਕੀਤਾ|ਪੇਡ)(?: ਵਜੋਂ)? (?:ਮਾਰਕ|ਨਿਸ਼ਾਨ)",
    "(?:ਫੀਸ|ਜੁਰਮਾਨਾ) (?:ਮੁਆਫ਼|ਮੁਆਫ|ਮਾਫ਼)",
    "ਮੁਆਵਜ਼ਾ",
  ),
  te: alt(
    "(?:రీఫండ్|డబ్బు తిరిగి|మొత్తం తిరిగి|మొత్తాన్ని తిరిగి)",
    "(?:క్రెడిట్|వోచర్) (?:జారీ|ఇవ్వ)",
    "(?:ఉచితంగా|రుసుము లేకుండా) (?:\\S+ )?(?:రద్దు|అప్గ్రేడ్)",
    "(?:చెల్లించినట్లు) (?:గుర్తించ|మార్క్)",
    "(?:రుసుము|జరిమానా|ఫీజు) (?:మాఫీ)",
    "పరిహారం",
  ),
  kn: alt(
    "(?:ರೀಫಂಡ್|ಮರುಪಾವತಿ|ಹಣ ಹಿಂತಿರುಗಿಸ|ಹಣವನ್ನು ಹಿಂತಿರುಗಿಸ)",
    "(?:ಕ್ರೆಡಿಟ್|ವೋಚರ್) (?:ನೀಡ|ಜಾರಿ)",
    "(?:ಉಚಿತವಾಗಿ|ಶುಲ್ಕವಿಲ್ಲದೆ) (?:\\S+ )?(?:ರದ್ದು|ಅಪ್‌ಗ್ರೇಡ್|ಅಪ್ಗ್ರೇಡ್)",
    "(?:ಪಾವತಿಸಲಾಗಿದೆ|ಪಾವತಿಯಾಗಿದೆ) (?:ಎಂದು )?(?:ಗುರುತಿಸ|ಮಾರ್ಕ್)",
    "(?:ಶುಲ್ಕ|ದಂಡ) (?:ಮನ್ನಾ)",
    "ಪರಿಹಾರ (?:ನೀಡ|ಪಾವತಿಸ)",
  ),
  ml: alt(
    "(?:റീഫണ്ട്|പണം തിരികെ|തുക തിരികെ)",
    "(?:ക്രെഡിറ്റ്|വൗച്ചർ|വൗച്ചര്) (?:നൽക|നല്ക|ഇഷ്യൂ)",
    "(?:സൗജന്യമായി|ഫീസില്ലാതെ) (?:\\S+ )?(?:റദ്ദാക്ക|അപ്ഗ്രേഡ്)",
    "(?:പണമടച്ചതായി|അടച്ചതായി) (?:അടയാളപ്പെടുത്ത|മാർക്ക്|മാര്ക്ക്)",
    "(?:ഫീസ്|പിഴ) (?:ഒഴിവാക്ക)",
    "നഷ്ടപരിഹാരം",
  ),
  ta: alt(
    "(?:ரீஃபண்ட்|ரீபண்ட்|பணத்தைத் திருப்பி|பணம் திருப்பி|தொகையைத் திருப்பி|திருப்பிச் செலுத்த)",
    "(?:கிரெடிட்|வவுச்சர்) (?:வழங்க|கொடு)",
    "(?:இலவசமாக|கட்டணமின்றி) (?:\\S+ )?(?:ரத்து|மேம்படுத்த)",
    "(?:செலுத்தப்பட்டதாக|பணம் செலுத்தியதாக) (?:குறி|மார்க்)",
    "(?:கட்டணம்|அபராதம்|கட்டணத்தை|அபராதத்தை) (?:தள்ளுபடி|ரத்து)",
    "இழப்பீடு (?:வழங்க|செலுத்த)",
  ),
  si: alt(
    "(?:ආපසු ගෙවීම|ආපසු ගෙවන්න|මුදල් ආපසු|රීෆන්ඩ්)",
    "(?:ණය|වවුචර්) (?:නිකුත්|දෙන්න)",
    "(?:නොමිලේ|ගාස්තුවකින් තොරව) (?:\\S+ )?අවලංගු",
    "(?:ගෙවූ ලෙස|ගෙවා ඇති ලෙස) සලකුණු",
    "(?:ගාස්තු|දඩ)\\S* (?:ඉවත්|කපා හරින්න)",
    "වන්දි (?:ගෙවන්න|දෙන්න)",
  ),
  ne: alt(
    "(?:रिफन्ड|रिफण्ड|पैसा फिर्ता|रकम फिर्ता)",
    "(?:क्रेडिट|भाउचर) (?:जारी|दिनु)",
    "(?:निःशुल्क|नि:शुल्क|बिना शुल्क) (?:\\S+ )?(?:रद्द|अपग्रेड)",
    "(?:भुक्तानी भएको|भुक्तान गरिएको)(?: भनी| रूपमा)? (?:चिन्ह|मार्क)",
    "(?:शुल्क|जरिवाना) (?:मिनाहा|माफ)",
    "क्षतिपूर्ति",
  ),
};

/** A language's money acts as this file's rows are written: Turkish "ı" as "[ıi]" (the normaliser may read it "i";
 * framing-cues.ts does the same to its own rows, so MONEY_ACTS keeps the plain letter). */
const moneyActs = (lang: Lang): string | undefined =>
  lang === "tr" ? MONEY_ACTS.tr?.replace(/ı/g, "[ıi]") : MONEY_ACTS[lang];

/** A language's money acts as an entry starts them: with its word-start guard. */
const moneyActEntry = (lang: Lang): string => wordStart(lang, moneyActs(lang) as string);

/** An amount of money, in any language: a currency sign or code, a number with a currency word, a masked card
 * number. What a refund to an attacker needs and a guest's "please refund my double charge" lacks. */
const MONEY_AMOUNT = alt(
  "[€$£¥₹₽₩₺₫₦₱₪₴₸₾฿]",
  "(?:eur|usd|gbp|chf|aud|cad|jpy|cny|inr|rub|uah|pln|czk|huf|ron|sek|nok|dkk|aed|sar|egp|zar|ngn|kes|idr|myr|php|thb|vnd|krw|brl|mxn|bgn|rsd|gel|amd|azn|kzt|uzs|mnt)(?![a-z])",
  "\\d[\\d., ]*(?:euro|евро|ευρώ|dollar|доллар|руб|грн|гривен|zł|złotych|kč|korun|forint|ft|lei|kr|kroner|kronor|rupees?|रुपये|रुपए|टका|টাকা|روپے|ريال|درهم|جنيه|دينار|تومان|ریال|שקל|ብር|บาท|원|円|元|lira|tl|naira|shilingi|peso|piso|ringgit|rupiah|rp|đồng|dong|rand|birr|dram|դրամ|manat|теңге|сом|so[ʻ'’]m|төгрөг|лв|лева|lari|ლარი|ariary)",
  "\\*{4}",
  "\\d{4} ?[*x•]{4}",
);

/** A money act written as the bare English word, which several languages' rows borrow. */
const NOT_AN_ENGLISH_LOANWORD = "(?!(?:refund|credit|voucher|compensat|reimburs|chargeback)\\p{L}*(?![\\p{L}\\p{N}]))";

/** Where the money goes: a masked card number or an IBAN. An attacker names the card or account the refund is to
 * reach; the agent's own people asking for a refund or a goodwill credit in a draft reply do not. */
const MONEY_DESTINATION = alt("\\*{3,}", "[x•]{4}", `iban${E}`);

/** Languages whose infinitive clause closes with the verb ("740 EUR auf die Karte … zu erstatten"), and Hungarian,
 * whose verbal noun follows its object ("740 EUR visszatérítése"). */
const AMOUNT_BEFORE_INFINITIVE: ReadonlySet<Lang> = new Set<Lang>(["de", "nl", "af", "hu"]);

/** Languages whose refund verb brackets its object, amount and all (Dutch and Afrikaans "betaal … terug", Yoruba
 * "dá … padà", Hungarian "térítsd vissza a … -t"). */
const BRACKETED: ReadonlySet<Lang> = new Set<Lang>(["nl", "af", "yo", "hu"]);

/** A money or booking act with an amount and the card or account it is to reach: an action asked of the reader
 * (→ ACTION_GENERIC), weak alone ("refund 740 EUR to card 4111 **** 1111"). Verb-final languages, the unspaced
 * scripts and infinitive clauses put the card before the verb ("… 4111 **** 1111 kartına iade et"). */
export const CUE_MONEY_ACT: PhraseTable = Object.fromEntries(
  (Object.keys(MONEY_ACTS) as Lang[]).map((lang) => {
    const acts = moneyActEntry(lang);
    const cardFirst = VERB_FINAL.has(lang) || UNSPACED.has(lang) || AMOUNT_BEFORE_INFINITIVE.has(lang);
    return [
      lang,
      [
        near(near(acts, MONEY_AMOUNT, gap(lang, 50)), MONEY_DESTINATION, gap(lang, 60)),
        ...(cardFirst ? [near(MONEY_DESTINATION, acts, gap(lang, 60))] : []),
        // A verb around its object ("betaal 740 EUR terug", "dá owó 740 EUR padà"): the amount is inside the act.
        ...(BRACKETED.has(lang) ? [near(acts, MONEY_DESTINATION, gap(lang, 40))] : []),
      ].map(nfkc),
    ];
  }),
);

/** A money or booking act alone, in every language but English (→ ACTION_GENERIC), as English's own action rows
 * read "issue the full refund": weak alone (a guest's "could you refund the double charge?"), an act asked of the
 * reader beside an AI address, a directive or a role ("logo, você deve emitir o reembolso integral"). Not the bare
 * English loanwords other rows carry ("refund", "voucher"), which would read every English message. */
export const CUE_MONEY_ACT_ALONE: PhraseTable = Object.fromEntries(
  (Object.keys(MONEY_ACTS) as Lang[])
    .filter((lang) => lang !== "en")
    .map((lang) => [lang, [nfkc(`${NOT_AN_ENGLISH_LOANWORD}${moneyActEntry(lang)}`)]]),
);

/** An AI reader named in the row's language (→ ADDRESSING). */
export const CUE_AI_ADDRESSEE: PhraseTable = concept(
  (row) => [row.ai, row.claimed, row.whileReading, row.mailbox, row.ifYou],
  (more) => more.ifYou ?? [],
);

/** Override and mode framing, and "ignore … instructions" where the override table has no row (→ ROLE_STRONG). */
export const CUE_OVERRIDE_FRAME: PhraseTable = {
  ...concept((row, lang) => [
    row.override,
    row.supersede,
    // Delimiter marks after it: in prose, "the end of the customer's message" is only words.
    row.boundary ? `${row.boundary} ?(?:[-=#*|]{2,}|[\\]>)])` : undefined,
    row.overrideVerb && row.overrideNoun
      ? either(wordStart(lang, row.overrideVerb), wordStart(lang, row.overrideNoun), gap(lang, 40))
      : undefined,
  ]),
  // A bracketed or hashed banner with an override word, in any language: "[SYSTEM OVERRIDE PROTOCOL]", "### admin
  // override ###".
  any: [
    "[\\[#<=*|]{1,6} ?[^\\]\\n#>]{0,30}(?:override|overrule|priority directive)[^\\]\\n#<]{0,30}[\\]#>=*|]",
    // A privileged mode announced as a banner: "[ADMIN MODE]", "=== ROOT MODE ENABLED ===".
    "[\\[#<=*|]{1,6} ?(?:[\\p{L}-]+ )?(?:admin|administrator|root|debug|developer|god|sudo|superuser|unrestricted) mode(?: [\\p{L}]+)? ?[\\]#>=*|]",
  ],
};

/** A new role or a reasoning frame given to the reader (→ ROLE). */
export const CUE_NEW_ROLE: PhraseTable = concept(
  (row, lang) => [
    row.role,
    // Verb-second and verb-final clauses put the object first ("… muss der Assistent alle E-Mails … weiterleiten").
    row.reasoning && row.actVerb ? near(row.reasoning, wordStart(lang, row.actVerb), gap(lang, 60)) : undefined,
    // "…, so the assistant must refund 740 EUR to card …": the money and booking acts a business inbox's agent can take.
    row.reasoning && MONEY_ACTS[lang] ? near(row.reasoning, moneyActEntry(lang), gap(lang, 60)) : undefined,
  ],
  (more) => more.role ?? [],
);

/** Acting on other mail or on the agent's secrets (→ ACTION_SENSITIVE). */
export const CUE_MAIL_ACTION: PhraseTable = concept((row, lang) => {
  const verbs = [row.actVerb, row.recordVerb].filter(Boolean) as string[];
  const verb = verbs.length ? alt(...verbs) : undefined;
  const objects = [row.actObject, row.records, row.secrets, DOCUMENTS[lang]].filter(Boolean) as string[];
  // Verb-final languages put the address between the object and the verb ("… X adresine gönder").
  const span = VERB_FINAL.has(lang) ? 70 : 40;
  return [
    verb && objects.length
      ? either(wordStart(lang, verb), wordStart(lang, alt(...objects)), gap(lang, span))
      : undefined,
    row.autoRule,
  ];
});

/** Requests only a program would be asked (→ ACTION_GENERIC). */
export const CUE_PROGRAM_REQUEST: PhraseTable = concept((row) => [row.program, row.confirm]);

/** Keeping the action from the user (→ SECRECY). */
export const CUE_KEEP_FROM_USER: PhraseTable = concept(
  (row) => [row.secrecy, row.unseen, row.owner, row.erase, row.staff],
  (more) => more.staff ?? [],
);

/** `base` with the rows of `extra` appended, language by language (a spread would replace a language's entries). */
export function withRows(base: PhraseTable, ...extra: PhraseTable[]): PhraseTable {
  const out: Record<string, string[]> = {};
  for (const table of [base, ...extra])
    for (const [lang, entries] of Object.entries(table)) out[lang] = [...(out[lang] ?? []), ...(entries ?? [])];
  return out as PhraseTable;
}

/** The further concepts' rows by language, for the test that every cue language has each of them. */
export const FURTHER_CUES: Readonly<Partial<Record<Lang, Readonly<MoreCueRow>>>> = MORE;

/** The condition and staff concepts' rows by language, for the same test. */
export const TURN_CUES: Readonly<Partial<Record<Lang, Readonly<TurnCueRow>>>> = TURNS;

/** The further forms of the condition, role-play and titled-person concepts by language, for the same test. */
export const TURN_MORE_CUES: Readonly<Partial<Record<Lang, Readonly<TurnMoreRow>>>> = TURNS_MORE;

/** Every cue concept, for the coverage script and the tests. */
export const CUE_CONCEPTS = {
  CUE_AI_ADDRESSEE,
  CUE_OVERRIDE_FRAME,
  CUE_NEW_ROLE,
  CUE_MAIL_ACTION,
  CUE_PROGRAM_REQUEST,
  CUE_KEEP_FROM_USER,
} as const;
