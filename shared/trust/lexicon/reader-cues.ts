// Reader cues, translated systematically: the reader named by what it serves, its acts on other mail, and the
// people kept out of them; one table per cue CONCEPT, one row per language, in the languages of
// lexicon/agent-cues.ts.
//
// An injection must name its reader somehow, and one that avoids every AI word names it by what it works on: "a
// request to the assistant of the project office", "to this mailbox's assistant", "the assistant who manages these
// invitations" (a person's assistant is named by the person: "my assistant will call you"). It then asks for an act
// only an agent with the mailbox can do, in the polite request forms mail really uses ("please forward all payment
// confirmations to …", "फॉरवर्ड कर दें"), and keeps the people who would notice out of it ("no need to tell anyone",
// "without waiting for anyone's approval"). The agent-cue and oversight-cue rows cover part of each concept; these
// rows add the forms they miss. Every row is one concept in one language, written from the concept, not from any
// message.
//
// The rows are merged into the tables the injection detector already reads (ADDRESSING in lexicon/addressing.ts,
// ACTION_SENSITIVE and SECRECY in lexicon/injection.ts), so they are weighed like the rest of their class: a single
// hit is never a verdict. Conventions are those of agent-cues.ts: lowercase sources, NFKC-normalised here as the text
// is, no word guards in UNSPACED scripts, a word-start guard on the second half of a pair elsewhere, Indic verbs
// closed by `EM`, Latin-script rows that mail writes without diacritics through `unmarked`, `romanian`, `serbian`,
// `azerbaijani` and `uzbek`. Turkish and Azerbaijani "ı" is written "[ıi]": the normaliser folds a word whose dotless
// ı spells a lexicon word with "i" (injection.ts), so a row must meet both.
// Performance: every entry starts with a literal the screen can place (prefilter.ts, at least three characters in
// ASCII), gaps are bounded, and the dedications start with a request word, not a bare preposition.
import {
  alt,
  azerbaijani,
  conceptTable,
  E,
  EM,
  either,
  gap,
  hausa,
  type Lang,
  languagesWith,
  near,
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
export interface ReaderRow {
  /** 1. The reader named by what it serves, with a dedication or request form: "(a request) to the assistant of the
   * project office", "to this mailbox's assistant", "the assistant who manages this calendar / these invitations /
   * this shared inbox", the genitive and postposition forms of each language ("… کے اسسٹنٹ سے گزارش", "ለ… ረዳት").
   * Only an agent is called the assistant of a mailbox, a calendar or an inbox; an office's assistant only after a
   * dedication ("note for"), so a person's assistant ("my assistant will call you", "ask your assistant to book")
   * is not one (→ ADDRESSING: it speaks to the reader; weak alone, an act nearby makes it an instruction). */
  served?: string;
  /** 2. Verbs that send other mail out: the imperative and polite request forms of forward, send, send a copy, share,
   * export, reply with ("forward", "फॉरवर्ड कर दें", "فارورڈ کر دیں"), loanwords beside the native verbs. */
  sendVerb?: string;
  /** 2. … other mail or records as their object, met in either order within a clause (verb-final languages put the
   * address between): all emails, invoices, payment confirmations, budget approvals, the bank's mail, payroll or
   * salary files, the staff's names and numbers, all attachments, "a copy of all incoming mail". A quantifier ("all")
   * or a kind no colleague sends casually is part of it, so "please send the invoice" is not one
   * (→ ACTION_SENSITIVE: an agent is asked to send the mailbox out). */
  mailRecords?: string;
  /** 2. Whole frames that change how mail leaves the mailbox where the agent-cue `autoRule` rows lack them: "create a
   * rule that forwards a copy of all incoming mail to …", "change the auto-reply to …" (→ ACTION_SENSITIVE). */
  mailRule?: string;
  /** 3. Keeping people out, with a person, "anyone", the team, the staff or the owner as the object: "no need to
   * tell / inform / let X know", "X need not be informed", "don't cc anyone", "without copying anyone", "without
   * waiting for (anyone's) approval", "without consulting anyone (first)", "never asks staff for permission". The
   * object is part of the form, so an ordinary "no need to reply" or "without waiting in line" is not one
   * (→ SECRECY). */
  keepOut?: string;
}

/** "Assistant" in English, with the AI words that may precede it. */
const ASSISTANT_EN = "(?:ai |virtual |digital |automated |e-?mail )?assistant";

const ROWS: Partial<Record<Lang, ReaderRow>> = {
  en: {
    served: alt(
      `this (?:shared |team |group |[\\p{L}-]+ )?(?:mailbox|inbox|calendar|office|account)(?:'s|’s) ${ASSISTANT_EN}${E}`,
      `(?:note|request|message|memo|instructions?|attention|attn|dear|hello)\\p{L}*,? (?:to |for )?(?:the |our )?(?:[\\p{L}-]+ )?(?:mailbox|inbox|calendar|office)(?:'s|’s) ${ASSISTANT_EN}${E}`,
      `(?:note|request|message|memo|instructions?|attention|attn)\\p{L}* (?:to|for) (?:the |this |our )?${ASSISTANT_EN} (?:of|for|at) (?:this|the|our) (?:[\\p{L}-]+ ){0,2}?office${E}`,
      `assistant (?:of|for|managing|handling|running|in charge of) (?:this|these|the|[\\p{L}-]+(?:'s|’s)) (?:[\\p{L}@.-]+ ){0,2}?(?:mailbox|inbox|calendar|invitations)${E}`,
      "assistant (?:who|that|which) (?:manages|handles|runs|looks after|takes care of|answers|sorts|schedules|reads|accepts|processes) (?:this|these) (?:shared |team |office )?(?:calendar|invitations|inbox|mailbox|meeting requests)",
    ),
    sendVerb: "(?:forward|send|share|export|bcc|reply with)(?![\\p{L}])",
    mailRecords: alt(
      "(?:all|every|each) (?:of )?(?:the |your |our )?(?:\\p{L}+ )?(?:invoices|payment confirmations|budget approvals|bank (?:e-?mails|statements|notifications)|attachments|contacts|payslips)",
      "(?:e-?mails|messages|statements) from (?:the |our |your )?bank",
      "(?:payroll|salary) (?:files?|sheets?|data|spreadsheets?|records|lists?|reports?)",
      "(?:names|phone numbers|e-?mail addresses|contact details)(?:,? (?:and )?(?:names|phone numbers|e-?mail addresses|contact details))* of (?:all|every|each)(?: of)? (?:the |our )?(?:staff|employees|team members|colleagues)",
      "cop(?:y|ies) of (?:all|every) (?:incoming |inbound |new |received )?(?:e-?mails?|mail|messages?)",
    ),
    mailRule: alt(
      "(?:create|add|set up|make)\\p{L}* (?:a |an )?(?:new )?(?:mail |inbox |forwarding )?(?:rule|filter) (?:that|which|to) (?:\\p{L}+ )?(?:forwards?|redirects?|sends?|copies|bccs?) (?:a copy of )?(?:all|every)",
      "(?:change|update|set|edit)\\p{L}* (?:the |your |this mailbox's )?(?:auto-?reply|automatic reply|out-of-office (?:reply|message)|vacation (?:reply|responder)) (?:to|so)(?![\\p{L}])",
    ),
    keepOut: alt(
      "no need to (?:tell|inform|notify|alert|cc|copy|loop in|let) (?:any(?:one|body)(?! else)|the (?:team|staff|owner|office|director|manager))",
      "no need to let (?!me |us |you )\\p{L}+ know",
      "(?:anyone|anybody|the team|the staff|the owner|the office|the director|the manager) (?:need not|needn't|does not need to|doesn't need to|do not need to|don't need to) (?:be )?(?:informed|told|notified|copied|cc'?d|consulted|know)",
      "(?:do not|don't|never) (?:cc|copy|bcc|loop in|include) (?:anyone|anybody|the team|the staff|the owner)",
      "without (?:cc'?ing|copying|looping in|including) (?:anyone|anybody|the team|the staff|the owner)",
      "without (?:waiting for|asking for|seeking|getting) (?:anyone's|anybody's|the team's|the owner's|the director's|the manager's|management) (?:approval|confirmation|permission|sign-?off)",
      "without (?:consulting|asking|checking with) (?:anyone|anybody) (?:first|beforehand|else)",
      "(?:never asks|(?:do not|don't) ask) (?:the )?(?:staff|team|anyone|owner|office) for (?:permission|approval)",
    ),
  },
  de: {
    served: alt(
      "assistent\\p{L}* (?:des|dieses|unseres|für (?:das|den|dieses|diesen)) (?:gemeinsamen |geteilten )?(?:postfach(?:s|es)?|posteingang(?:s|es)?|kalender(?:s)?|sammelpostfach(?:s|es)?|teampostfach(?:s|es)?)",
      "(?:hinweis für|nachricht an|notiz für|anfrage an) (?:den|die) (?:ki-?)?assistent\\p{L}* (?:des|dieses|unseres) \\p{L}*büros",
      "(?:assistent|agent)\\p{L}*,? (?:der|die) (?:diesen kalender|diese einladungen|dieses (?:gemeinsame |geteilte )?postfach|den gemeinsamen posteingang) (?:verwaltet|betreut|bearbeitet|führt)",
    ),
    sendVerb:
      "(?:leite|leiten sie|leitet|sende|senden sie|schicke?|schicken sie|exportiere|exportieren sie|teile|teilen sie|weiterleiten|weiterzuleiten|senden|schicken|exportieren|antworte mit|antworten sie mit)(?![\\p{L}])",
    mailRecords: alt(
      "(?:alle|allen|sämtliche|sämtlichen) (?:\\p{L}+ )?(?:rechnungen|zahlungsbestätigungen|budgetfreigaben|bank-?e-?mails|e-?mails der bank|kontoauszüge|anhänge|kontakte)",
      "(?:gehalts|lohn)(?:abrechnungen|listen|dateien|daten|liste|datei)",
      "(?:eine )?kopie (?:aller|jeder) (?:eingehenden )?(?:e-?mails?|nachrichten|post)",
      "(?:namen|telefonnummern|e-?mail-adressen) aller (?:mitarbeiter\\p{L}*|beschäftigten)",
    ),
    keepOut: alt(
      "(?:nicht nötig|unnötig|kein grund|nicht notwendig),? (?:jemanden|irgendjemanden|das team|den inhaber|die inhaberin|die mitarbeiter\\p{L}*|die kolleg\\p{L}*) (?:zu )?(?:informieren|fragen|benachrichtigen|einzuweihen)",
      "(?:setze|setzen sie|setz) (?:niemanden|keinen|keine) (?:\\p{L}+ )?in (?:kopie|cc)",
      "ohne (?:jemanden|irgendjemanden|das team|den inhaber|die mitarbeiter\\p{L}*) (?:in (?:kopie|cc) zu setzen|zu (?:informieren|fragen|konsultieren|benachrichtigen))",
      "ohne (?:auf )?(?:eine |die |jemandes )?(?:genehmigung|freigabe|bestätigung|zustimmung)\\p{L}* (?:\\p{L}+ ){0,2}?(?:zu )?(?:warten|abzuwarten)",
      "(?:niemand|das team|der inhaber) (?:muss|braucht) (?:davon |darüber |das )?(?:zu )?(?:wissen|erfahren|informiert)",
    ),
  },
  fr: {
    served: alt(
      "assistant\\p{L}* (?:ia )?(?:de (?:cette|notre|la) (?:boîte (?:mail|aux lettres|de réception)|messagerie)(?: partagée)?|de (?:cet|notre|l') ?agenda|du calendrier)",
      "(?:note pour|demande à|message pour|requête à) l'assistant\\p{L}* (?:ia )?(?:du|de ce|de notre) bureau",
      "assistant\\p{L}* (?:ia )?qui (?:gère|s'occupe de|traite) (?:cet agenda|ces invitations|cette boîte (?:partagée|mail|de réception))",
    ),
    sendVerb:
      "(?:transf[eè]re[sz]?|transférez|envoie[sz]?|envoyez|partage[sz]?|partagez|exporte[sz]?|exportez|fais suivre|faites suivre|transférer|envoyer|réponds avec|répondez avec)(?![\\p{L}])",
    mailRecords: alt(
      "(?:toutes les|tous les) (?:\\p{L}+ )?(?:factures|confirmations de paiement|validations budgétaires|approbations budgétaires|e-?mails de la banque|courriels de la banque|relevés bancaires|pièces jointes|contacts)",
      "(?:fichiers?|données|fiches|bulletins) (?:de |des )?(?:paie|salaires)",
      "(?:une )?copie de (?:tous les|chaque) (?:e-?mails?|courriels?|messages?) (?:entrants?|reçus?)",
      "(?:noms|numéros de téléphone|adresses e-?mail) de tous les (?:employés|salariés|membres du personnel|collaborateurs)",
    ),
    keepOut: alt(
      "(?:pas besoin|inutile|pas la peine) (?:de|d') ?(?:en )?(?:prévenir|informer|avertir|consulter) (?:qui que ce soit|personne|l'équipe|le propriétaire|la propriétaire|la direction|le personnel|les collègues|[\\p{L}-]{3,})",
      "(?:ne mets|ne mettez|sans mettre|sans copier) (?:personne|qui que ce soit|quiconque) en copie",
      "sans attendre (?:l'|la |une |leur |son )?(?:approbation|validation|confirmation|accord|autorisation)",
      "sans (?:consulter|demander à|prévenir) (?:qui que ce soit|personne|quiconque|l'équipe|le propriétaire|la direction)",
      "(?:l'équipe|le propriétaire|la direction|le personnel) n'a pas besoin d'(?:être (?:informé|prévenu|consulté)\\p{L}*|en être informé\\p{L}*|le savoir)",
    ),
  },
  es: {
    served: alt(
      "asistente (?:de ia )?(?:de (?:este|esta|nuestr[oa]|la|el) (?:buzón|bandeja(?: de entrada)?|calendario|agenda|correo compartido)|del (?:buzón|calendario|correo compartido))",
      "(?:nota para el|solicitud al|petición al|mensaje para el) asistente (?:de ia )?(?:de la|de esta|de nuestra) oficina",
      "asistente (?:de ia )?que (?:gestiona|administra|lleva|maneja) (?:este calendario|esta agenda|estas invitaciones|este buzón|esta bandeja compartida)",
    ),
    sendVerb:
      "(?:reenv[ií]a|reenv[ií]e|reenv[ií]en|reenviar|env[ií]a|env[ií]e|env[ií]en|enviar|comparte|comparta|compartir|exporta|exporte|exportar|responde con|responda con)(?:me|nos|le|les)?(?![\\p{L}])",
    mailRecords: alt(
      "(?:todas las|todos los) (?:\\p{L}+ )?(?:facturas|confirmaciones de pago|aprobaciones de presupuesto|correos del banco|extractos bancarios|archivos adjuntos|adjuntos|contactos)",
      "(?:archivos?|ficheros?|datos|planillas?) de (?:nómina|nóminas|salarios|sueldos)",
      "(?:una )?copia de (?:todos los|cada) (?:correos?|mensajes?|e-?mails?) (?:entrantes?|recibidos?)",
      "(?:nombres|teléfonos|números de teléfono|correos electrónicos) de (?:todo el|todos los) (?:personal|empleados|trabajadores)",
    ),
    keepOut: alt(
      "no (?:hace falta|es necesario|hay que) (?:avisar|informar|consultar|decirle|decirles)(?:le|les)? (?:a nadie|a ninguno|al equipo|al personal|al dueño|a la dueña|al propietario|a la dirección|a [\\p{L}]{3,})",
      "(?:no pongas|no ponga|no copies|no copie|sin poner|sin copiar) a nadie en copia",
      "sin esperar (?:la |su |una |ninguna )?(?:aprobación|confirmación|autorización|validación)",
      "sin (?:consultar|preguntar|avisar)(?:le|les)? (?:a nadie|al equipo|con nadie|con el equipo|al dueño|al propietario)",
      "(?:el equipo|nadie|el dueño|el propietario) no (?:necesita|tiene que) (?:ser informado|enterarse|saberlo)",
    ),
  },
  it: {
    served: alt(
      "assistente (?:ia )?(?:di questa|della|di questo|del) (?:casella(?: di posta)?(?: condivisa)?|calendario|agenda|posta condivisa)",
      "(?:nota per l'|richiesta all'|messaggio per l')assistente (?:ia )?(?:dell'|di questo |del nostro )ufficio",
      "assistente (?:ia )?che (?:gestisce|si occupa di|cura) (?:questo calendario|questa agenda|questi inviti|questa casella)",
    ),
    sendVerb:
      "(?:inoltra|inoltri|inoltrate|inoltrare|invia|invii|inviate|inviare|manda|mandi|mandate|condividi|condivida|esporta|esporti|rispondi con|risponda con)(?:mi|ci|gli|le)?(?![\\p{L}])",
    mailRecords: alt(
      "(?:tutte le|tutti i|tutti gli) (?:\\p{L}+ )?(?:fatture|conferme di pagamento|approvazioni del budget|e-?mail della banca|estratti conto|allegati|contatti)",
      "(?:file|dati|cedolini|buste paga) (?:delle |degli |dei )?(?:paghe|stipendi|buste paga)",
      "(?:una )?copia di (?:tutte le|ogni) (?:e-?mail|mail|messaggi?) (?:in arrivo|ricevut\\p{L}*)",
      "(?:nomi|numeri di telefono|indirizzi e-?mail) (?:di tutto il|di tutti i) (?:personale|dipendenti|collaboratori)",
    ),
    keepOut: alt(
      "non (?:c'è bisogno|serve|è necessario) (?:di )?(?:avvisare|informare|consultare) (?:nessuno|il team|il personale|il titolare|la direzione|i colleghi)",
      "(?:non mettere|senza mettere) nessuno in copia",
      "senza aspettare (?:l'|la |alcuna )?(?:approvazione|conferma|autorizzazione)",
      "senza (?:consultare|chiedere a|avvisare) (?:nessuno|il team|il titolare|la direzione)",
      "(?:nessuno|il team|il titolare) (?:deve|ha bisogno di) (?:essere informato|saperlo)",
    ),
  },
  pt: {
    served: alt(
      "assistente (?:de ia )?(?:dest[ae]|d[ao]|da nossa|do nosso) (?:caixa(?: de entrada| de correio)?(?: partilhada| compartilhada)?|calendário|agenda)",
      "(?:nota para o|pedido ao|mensagem para o) assistente (?:de ia )?(?:do|deste|do nosso) escritório",
      "assistente (?:de ia )?que (?:gere|gerencia|administra|cuida) (?:d)?(?:este calendário|esta agenda|estes convites|esta caixa)",
    ),
    sendVerb:
      "(?:reencaminh[ae]|encaminh[ae]|encaminhem|reencaminhem|envi[ae]|enviem|partilh[ae]|compartilh[ae]|export[ae]|encaminhar|enviar|responda com|responde com)(?:-me|-nos|-lhe)?(?![\\p{L}])",
    mailRecords: alt(
      "(?:todas as|todos os) (?:\\p{L}+ )?(?:faturas|facturas|confirmações de pagamento|aprovações de orçamento|e-?mails do banco|extratos bancários|anexos|contactos|contatos)",
      "(?:ficheiros?|arquivos?|dados) (?:de |da )?(?:folha de pagamento|folha salarial|salários|vencimentos)",
      "(?:uma )?cópia de (?:todos os|cada) (?:e-?mails?|mensagens?) (?:recebid\\p{L}*|que chegam|de entrada)",
      "(?:nomes|telefones|números de telefone|e-?mails) de (?:todos os|todo o) (?:funcionários|colaboradores|pessoal)",
    ),
    keepOut: alt(
      "não (?:é preciso|precisa|é necessário|há necessidade de) (?:avisar|informar|consultar) (?:ninguém|a equipa|a equipe|o dono|o proprietário|a direção|o pessoal)",
      "(?:sem pôr|sem colocar|sem copiar|não coloque|não ponha|não copie) ninguém(?: em cópia)?",
      "sem esperar (?:pela |a |por )?(?:aprovação|confirmação|autorização)",
      "sem (?:consultar|perguntar a|avisar) (?:ninguém|a equipa|a equipe|o dono)",
    ),
  },
  nl: {
    served: alt(
      "assistent van (?:deze|de|onze|dit) (?:gedeelde )?(?:mailbox|inbox|postbus|agenda|kalender)",
      "(?:ter attentie van|notitie voor|verzoek aan|bericht voor) de (?:ai-?)?assistent van (?:het|dit|ons) \\p{L}*kantoor",
      "assistent die (?:deze agenda|deze uitnodigingen|deze (?:gedeelde )?(?:inbox|mailbox)) (?:beheert|bijhoudt|regelt)",
    ),
    sendVerb:
      "(?:stuur|stuurt|verstuur|doorsturen|door te sturen|sturen|deel|exporteer|exporteren|antwoord met)(?![\\p{L}])",
    mailRecords: alt(
      "alle (?:\\p{L}+ )?(?:facturen|betalingsbevestigingen|budgetgoedkeuringen|bankmails|e-?mails van de bank|bijlagen|contacten)",
      "(?:salaris|loon)(?:bestanden|gegevens|strookjes|administratie|lijst)",
      "(?:een )?kopie van alle (?:inkomende )?(?:e-?mails|mail|berichten)",
      "(?:namen|telefoonnummers|e-?mailadressen) van (?:al het|alle) (?:medewerkers|personeel|collega's)",
    ),
    keepOut: alt(
      "niet nodig om (?:iemand|het team|de eigenaar|het personeel|de collega's) (?:in te lichten|te informeren|op de hoogte te brengen|in cc te zetten|te vragen)",
      "(?:zet|zonder) niemand in (?:de )?(?:cc|kopie)",
      "zonder (?:te wachten op|op) (?:\\p{L}+ )?(?:goedkeuring|bevestiging|toestemming)",
      "zonder (?:iemand|het team|de eigenaar) (?:te raadplegen|te vragen|in te lichten)",
    ),
  },
  pl: {
    served: alt(
      "asysten[tc]\\p{L}* (?:ai )?(?:tej|tego|naszej|naszego) (?:wspólnej )?(?:skrzynki(?: pocztowej)?|kalendarza)",
      "(?:prośba do|notatka dla|wiadomość dla) asysten[tc]\\p{L}* (?:ai )?(?:tego |naszego )?biura",
      "asysten[tc]\\p{L}*,? (?:który|która) (?:zarządza|obsługuje|prowadzi) (?:tym kalendarzem|tymi zaproszeniami|tą skrzynką|wspólną skrzynką)",
    ),
    sendVerb:
      "(?:przekaż|przekażcie|prześlij|prześlijcie|wyślij|wyślijcie|udostępnij|wyeksportuj|przesłać|przekazać|wysłać|udostępnić)(?![\\p{L}])",
    mailRecords: alt(
      "(?:wszystkie|wszystkich) (?:\\p{L}+ )?(?:faktury|faktur|potwierdzenia płatności|potwierdzeń płatności|zatwierdzenia budżetu|e-?maile z banku|wyciągi bankowe|załączniki|kontakty)",
      "(?:pliki|dane|listy?) (?:płac|płacowe|wynagrodzeń)",
      "kopi[ęe] (?:wszystkich|każdej) (?:przychodzących |przychodzącej )?(?:wiadomości|e-?maili|poczty)",
      "(?:nazwiska|numery telefonów|adresy e-?mail) wszystkich (?:pracowników|członków personelu)",
    ),
    keepOut: alt(
      "nie (?:trzeba|ma potrzeby|musisz|musicie) (?:(?:nikogo|nikomu|zespołu|zespołowi|właściciela|właścicielowi|personelu) (?:informować|powiadamiać|pytać|mówić)|(?:informować|powiadamiać|pytać|mówić) (?:nikogo|nikomu|zespołu|zespołowi|właściciela|właścicielowi|personelu))",
      "(?:bez dodawania|nie dodawaj|nie wpisuj|bez wpisywania) nikogo (?:do )?(?:kopii|dw|cc)",
      "bez (?:czekania|oczekiwania) na (?:\\p{L}+ )?(?:zatwierdzenie|zgodę|potwierdzenie|akceptację)",
      "bez (?:konsultowania|konsultacji|pytania|pytania się) (?:z )?(?:nikim|nikogo|zespołem|właścicielem)",
      "(?:nikt|zespół|właściciel) nie (?:musi|powinien) (?:o tym )?(?:wiedzieć|być informowany)",
    ),
  },
  ru: {
    served: alt(
      "(?:ассистент|помощник)\\p{L}* (?:этого|этой|нашего|нашей|общего|общей) (?:общего |общей )?(?:почтового ящика|ящика|почты|календаря)",
      "(?:обращение к|просьба к|записка для|сообщение для) (?:ии-?)?(?:ассистент|помощник)\\p{L}* (?:этого |нашего |проектного )?офиса",
      "(?:ассистент|помощник)\\p{L}*,? (?:который|которая) (?:управляет|ведёт|ведет|обрабатывает|занимается) (?:этим календар\\p{L}*|этими приглашениями|этим (?:общим )?ящиком|этой (?:общей )?почтой)",
    ),
    sendVerb:
      "(?:перешли(?:те)?|отправь(?:те)?|пришли(?:те)?|выгрузи(?:те)?|экспортируй(?:те)?|поделитесь|поделись|перенаправь(?:те)?|переслать|отправить)(?![\\p{L}])",
    mailRecords: alt(
      "(?:все|всех) (?:\\p{L}+ )?(?:счета|счет-фактуры|подтверждения (?:оплаты|платежей)|согласования бюджета|письма (?:из|от) банка|банковские выписки|вложения|контакты)",
      "(?:зарплатн\\p{L}* (?:ведомост|файл|данн|списк)\\p{L}*|ведомост\\p{L}* (?:по )?зарплат\\p{L}*)",
      "копи\\p{L}* (?:всех|каждого) (?:входящ\\p{L}* )?(?:писем|письма|сообщений|почты)",
      "(?:имена|телефоны|номера телефонов|адреса почты) всех (?:сотрудников|работников)",
    ),
    keepOut: alt(
      "(?:не нужно|не надо|незачем|нет необходимости) (?:никого|никому|команд\\p{L}*|владельц\\p{L}*|руководств\\p{L}*|сотрудник\\p{L}*) (?:сообщать|говорить|информировать|уведомлять|ставить в копию|спрашивать|предупреждать)",
      "(?:не нужно|не надо|незачем|нет необходимости) (?:сообщать|говорить|информировать|уведомлять|ставить в копию|спрашивать|предупреждать) (?:никого|никому|команд\\p{L}*|владельц\\p{L}*|руководств\\p{L}*|сотрудник\\p{L}*)",
      "(?:не ставь(?:те)?|не ставя|не добавляй(?:те)?) никого в копию",
      "никого не (?:ставь(?:те)?|ставя|добавляй(?:те)?) в копию",
      "не дожидаясь (?:\\p{L}+ )?(?:одобрения|согласования|подтверждения|разрешения)",
      "(?:ни с кем не (?:советуясь|консультируясь|согласовывая)|не (?:спрашивая|советуясь с) (?:никого|никем|владельц\\p{L}*|команд\\p{L}*))",
      "(?:никому|никто|команде|владельцу) (?:не нужно|не надо|необязательно) (?:об этом )?(?:знать|сообщать)",
    ),
  },
  uk: {
    served: alt(
      "(?:асистент|помічник)\\p{L}* (?:цієї|цього|нашої|нашого|спільної|спільного) (?:спільної |спільного )?(?:поштової скриньки|скриньки|пошти|календаря)",
      "(?:звернення до|прохання до|записка для|повідомлення для) (?:ші-?)?(?:асистент|помічник)\\p{L}* (?:цього |нашого |проєктного )?офісу",
      "(?:асистент|помічник)\\p{L}*,? (?:який|яка) (?:керує|веде|обробляє|займається) (?:цим календарем|цими запрошеннями|цією (?:спільною )?скринькою)",
    ),
    sendVerb:
      "(?:перешли|перешліть|надішли|надішліть|відправ(?:те)?|вивантаж(?:те)?|експортуй(?:те)?|поділіться|поділися|переслати|надіслати)(?![\\p{L}])",
    mailRecords: alt(
      "(?:усі|всі|усіх|всіх) (?:\\p{L}+ )?(?:рахунки|підтвердження (?:оплати|платежів)|погодження бюджету|листи (?:з|від) банку|банківські виписки|вкладення|контакти)",
      "(?:зарплатн\\p{L}* (?:відомост|файл|дан|списк)\\p{L}*|відомост\\p{L}* (?:із |з )?зарплат\\p{L}*)",
      "копі\\p{L}* (?:усіх|всіх|кожного) (?:вхідн\\p{L}* )?(?:листів|листа|повідомлень|пошти)",
      "(?:імена|телефони|номери телефонів|адреси пошти) (?:усіх|всіх) (?:працівників|співробітників)",
    ),
    keepOut: alt(
      "(?:не потрібно|не треба|немає потреби) (?:нікого|нікому|команд\\p{L}*|власник\\p{L}*|керівництв\\p{L}*|працівник\\p{L}*) (?:повідомляти|казати|інформувати|ставити в копію|питати|попереджати)",
      "(?:не потрібно|не треба|немає потреби) (?:повідомляти|казати|інформувати|ставити в копію|питати|попереджати) (?:нікого|нікому|команд\\p{L}*|власник\\p{L}*|керівництв\\p{L}*|працівник\\p{L}*)",
      "(?:не став(?:те)?|не ставлячи|не додавай(?:те)?) нікого в копію",
      "не чекаючи (?:\\p{L}+ )?(?:схвалення|погодження|підтвердження|дозволу)",
      "(?:ні з ким не (?:радячись|консультуючись|погоджуючи)|не (?:питаючи|радячись з) (?:нікого|ніким|власник\\p{L}*|команд\\p{L}*))",
      "(?:нікому|ніхто|команді|власнику) (?:не потрібно|не треба|необов'язково) (?:про це )?(?:знати|повідомляти)",
    ),
  },
  ar: {
    served: alt(
      "مساعد (?:الذكاء الاصطناعي |الذكي |الآلي |الرقمي )?(?:ل|الخاص ب)?(?:هذا |هذه )?(?:صندوق (?:ال)?بريد|(?:ال)?بريد (?:ال)?مشترك|صندوق (?:ال)?وارد|(?:ال)?تقويم|(?:ال)?دعوات)",
      "(?:ملاحظة|طلب|رسالة|تعليمات) (?:إلى|الى|ل) ?(?:ال)?مساعد (?:الذكي |الآلي |الرقمي )?(?:ل)?(?:هذا )?(?:ال)?مكتب",
      "(?:ال)?مساعد (?:الذكي |الآلي )?(?:الذي|اللي) (?:يدير|يتولى|يعالج|يقرأ|ينظم) (?:هذا (?:ال)?(?:تقويم|بريد|صندوق)|هذه (?:ال)?(?:دعوات|رسائل)|صندوق (?:ال)?بريد (?:ال)?مشترك)",
    ),
    sendVerb:
      "(?:أعد توجيه|اعد توجيه|أعيدوا توجيه|حوّل|حوّلوا|أرسل|ارسل|أرسلوا|ارسلوا|شارك|شاركوا|صدّر|قم بإعادة توجيه|قم بإرسال|قم بتحويل|(?:يرجى|الرجاء|رجاء|نرجو) (?:إرسال|ارسال|إعادة توجيه|تحويل)|فوروورد|فورورد)",
    mailRecords: alt(
      "(?:جميع|كل|كافة) (?:ال)?(?:رسائل|إيميلات|ايميلات|فواتير|تأكيدات (?:ال)?دفع|موافقات (?:ال)?ميزانية|كشوف (?:ال)?حساب|مرفقات|جهات (?:ال)?اتصال)",
      "(?:رسائل|إيميلات|ايميلات|بريد) (?:ال)?بنك",
      "(?:ملفات|كشوف|بيانات|قوائم) (?:ال)?(?:رواتب|أجور|اجور)",
      "نسخة (?:من )?(?:جميع|كل) (?:ال)?(?:رسائل|بريد|إيميلات) (?:ال)?وارد",
      "(?:أسماء|اسماء|أرقام هواتف|ارقام هواتف|عناوين بريد) (?:جميع |كل )?(?:ال)?(?:موظفين|عاملين|فريق)",
    ),
    keepOut: alt(
      "(?:لا داعي|لا حاجة|مش لازم|ليس من الضروري|ما في داعي) (?:ل|إلى |الى )?(?:إخبار|اخبار|إبلاغ|ابلاغ|إعلام|اعلام|تبليغ|استشارة|سؤال) (?:أي ?أحد|اي ?احد|أحد|احد|ال?فريق|المالك|الإدارة|الادارة|الموظفين|المدير)",
      "(?:لا تضع|لا تضيف|لا تضف|لا تضعوا) (?:أي ?أحد|اي ?احد|أحدا|احدا|أحدًا) (?:في )?(?:ال)?نسخة",
      "(?:دون|بدون|من غير) (?:انتظار|أن تنتظر|ان تنتظر) (?:\\S+ )?(?:موافقة|تأكيد|إذن|اذن|اعتماد)",
      "(?:دون|بدون|من غير) (?:استشارة|سؤال|إبلاغ|ابلاغ|إخبار|اخبار|الرجوع إلى|الرجوع الى|نسخ|إضافة) (?:أي ?أحد|اي ?احد|أحد|احد|ال?فريق|المالك|الإدارة|الادارة|الموظفين)",
    ),
  },
  ur: {
    served: alt(
      "(?:میل ?باکس|ان ?باکس|کیلنڈر|کیلینڈر|دعوت ?ناموں|ای ?میل|شیئرڈ ان ?باکس) کے (?:اے ?آئی |ai )?(?:اسسٹنٹ|اسسٹینٹ|معاون) (?:سے (?:گزارش|درخواست)|کے نام|کے لیے|کے لئے|کو)",
      "(?:دفتر|آفس) کے (?:اے ?آئی |ai )?(?:اسسٹنٹ|اسسٹینٹ|معاون) سے (?:گزارش|درخواست)",
      "(?:اسسٹنٹ|اسسٹینٹ|معاون) جو (?:اس|ان) (?:کیلنڈر|کیلینڈر|ان ?باکس|میل ?باکس|دعوت ?ناموں)",
    ),
    sendVerb:
      "(?:(?:فارورڈ|فاروڈ|شیئر|ایکسپورٹ|ارسال) (?:کر دیں|کریں|کر دو|کرو|کر دیجیے|کر دیجئے)|بھیج دیں|بھیجیں|بھیج دو|بھیجو|بھیج دیجیے)",
    mailRecords: alt(
      "(?:تمام|سارے|ساری) (?:ای ?میلز|ای ?میلیں|ای ?میل|پیغامات|انوائسز|انوائس|بل|ادائیگی کی تصدیق|بجٹ کی منظوری|بینک کی ای ?میل|اٹیچمنٹس|منسلکات|رابطے|کانٹیکٹس)",
      "بینک (?:کی|سے آنے والی) (?:ای ?میلز|ای ?میلیں|ای ?میل)",
      "(?:تنخواہ|تنخواہوں|پے ?رول|سیلری)(?: کی)? (?:فائلیں|فائل|تفصیلات|شیٹ)",
      "(?:عملے|ملازمین|اسٹاف) کے (?:نام|فون نمبر|ای ?میل ایڈریس)",
      "(?:تمام|ہر) (?:آنے والی|موصول ہونے والی|موصولہ) (?:ای ?میلز|ای ?میل|ڈاک|میل) کی (?:کاپی|نقل)",
    ),
    mailRule: alt(
      "(?:فارورڈ|فاروڈ|آگے بھیجنے) (?:کرنے )?کا (?:اصول|رول|قاعدہ|فلٹر) (?:بنا|بنائیں|بنا دیں|سیٹ کر)",
      // Words between may carry marks ("فوراً"): any word, not letters only.
      "آٹو ?(?:ریپلائی|رپلائی|جواب) (?:[^ \\n]+ ){0,3}?(?:تبدیل|بدل|سیٹ) (?:کر|کریں|کر دیں)",
    ),
    keepOut: alt(
      // Anyone, the team, the owner or a named colleague ("مارگٹ کو بتانے کی ضرورت نہیں"), not "you" ("آپ کو").
      "(?<!آپ )کو(?: بھی)? (?:بتانے|مطلع کرنے|آگاہ کرنے|اطلاع دینے|سی ?سی کرنے) کی (?:کوئی )?ضرورت نہیں",
      "(?:کسی کو|کسی کو بھی) (?:سی ?سی|cc|کاپی میں) (?:نہ|مت) (?:کریں|کرنا|رکھیں)",
      "(?:منظوری|تصدیق|اجازت) کا انتظار کیے بغیر",
      "(?:کسی سے|ٹیم سے|مالک سے) (?:پوچھے|مشورہ کیے|مشورے کے) بغیر",
    ),
  },
  fa: {
    served: alt(
      "دستیار (?:هوش مصنوعی |هوشمند )?(?:این|اين) (?:صندوق(?: نامه| پستی| ورودی| مشترک)?|تقویم|ایمیل)",
      "(?:درخواست|یادداشت|پیام) (?:به|برای) دستیار (?:هوش مصنوعی |هوشمند )?(?:این )?(?:دفتر|اداره)",
      "دستیاری که (?:این|اين) (?:تقویم|دعوت ?نامه ?ها|صندوق(?: مشترک| ورودی)?) را",
    ),
    sendVerb: "(?:(?:فوروارد|ارسال|اکسپورت|هدایت) (?:کن|کنید)|بفرست|بفرستید|به اشتراک بگذار)",
    mailRecords: alt(
      "(?:همه|تمام|تمامی) ?(?:ی )?(?:ایمیل ?ها|پیام ?ها|فاکتور ?ها|تأییدیه ?های پرداخت|تاییدیه ?های پرداخت|مصوبات بودجه|صورت ?حساب ?ها|پیوست ?ها|مخاطبین)",
      "ایمیل ?های بانک",
      "(?:فایل|فهرست|لیست)(?: ?های)? حقوق",
      "(?:نام|شماره ?تلفن|شماره ?های تلفن|ایمیل)(?: ?ها)? (?:همه ?ی |تمام )?کارکنان",
      "(?:کپی|رونوشت) (?:از )?(?:همه ?ی|تمام) (?:ایمیل ?ها|نامه ?ها)ی? (?:ورودی|دریافتی)",
    ),
    keepOut: alt(
      "(?:نیازی نیست|لازم نیست) (?:به )?(?:کسی|هیچ ?کس|تیم|مالک|کارکنان|مدیر)(?: را| چیزی)? (?:بگویید|بگویی|اطلاع (?:بدهید|دهید|بدهی)|خبر (?:بدهید|دهید)|مطلع کنید|در جریان بگذارید)",
      "(?:هیچ ?کس|کسی) را (?:در )?(?:رونوشت|cc|سی ?سی) (?:نکنید|نگذارید|نکن)",
      "بدون (?:منتظر ماندن|انتظار) (?:برای )?(?:تأیید|تایید|اجازه|موافقت)",
      "بدون (?:مشورت|هماهنگی) با (?:کسی|هیچ ?کس|تیم|مالک|مدیر)",
    ),
  },
  ps: {
    served: alt(
      "د (?:دې |دغه )?(?:میل ?باکس|ان ?باکس|بریښنالیک(?:ونو)?|کلیندر|جنتري) (?:مرستیال|اسسټنټ|مرستندوی)",
      "(?:مرستیال|اسسټنټ) ته چې (?:دا|دغه) (?:میل ?باکس|ان ?باکس|کلیندر|بریښنالیکونه)",
    ),
    sendVerb: "(?:فارورډ|فاروډ|واستوئ|واستوه|ولېږئ|ولیږئ|ولېږه|شریک کړئ|ایکسپورټ)",
    mailRecords: alt(
      "(?:ټول|ټولې|ټوله) (?:بریښنالیکونه|ایمیلونه|پیغامونه|بلونه|انوایسونه|ضمیمې|اړیکې|د بانک بریښنالیکونه|د تادیې تاییدونه)",
      "د (?:معاشونو|تنخواګانو|معاش) (?:فایلونه|فایل|لیست)",
      "د کارکوونکو (?:نومونه|د تلیفون شمېرې|شمېرې)",
    ),
    keepOut: alt(
      "(?:چا ته|ټیم ته|مالک ته|کارکوونکو ته) (?:د )?(?:ویلو|خبرولو) (?:ته )?اړتیا نشته",
      "(?:چا ته|ټیم ته|مالک ته) (?:مه|هېڅ) (?:وایئ|وایه|خبروئ)",
    ),
  },
  he: {
    served: alt(
      "עוזר(?:ת)? (?:ה)?(?:דיגיטלי |וירטואלי |ai )?של (?:תיבת (?:ה)?דואר|(?:ה)?יומן|(?:ה)?הזמנות|(?:ה)?תיבה (?:ה)?משותפת)",
      "(?:בקשה|הערה|הודעה|פנייה) ל(?:עוזר|עוזרת)(?: ה?דיגיטלי| ה?וירטואלי)? (?:של )?(?:ה)?משרד",
      "עוזר(?:ת)? (?:ה)?(?:דיגיטלי |וירטואלי )?(?:ש|אשר )(?:מנהל|מנהלת|מטפל|מטפלת|קורא|קוראת) (?:את )?(?:היומן|ההזמנות|תיבת (?:ה)?דואר|התיבה) (?:הזה|הזו|הזאת|האלה|המשותפת)",
    ),
    sendVerb: "(?:העבר|העבירו|תעביר|תעבירי|שלח|שלחו|תשלח|תשלחי|שתף|שתפו|ייצא|ייצאו|פורוורד|לשלוח|להעביר)",
    mailRecords: alt(
      "כל (?:ה)?(?:מיילים|הודעות|חשבוניות|אישורי (?:ה)?תשלום|אישורי (?:ה)?תקציב|דפי (?:ה)?חשבון|קבצים (?:ה)?מצורפים|צרופות|אנשי (?:ה)?קשר)",
      "(?:מיילים|הודעות) (?:מ|של )(?:ה)?בנק",
      '(?:קבצי|קובץ|נתוני|דוחות|דו"?חות) (?:ה)?(?:שכר|משכורות|משכורת)',
      "(?:העתק|עותק) של כל (?:ה)?(?:מיילים|דואר|הודעות) (?:ה)?(?:נכנס|שמגיע)",
      "(?:שמות|מספרי (?:ה)?טלפון|כתובות (?:ה)?מייל) של (?:כל )?(?:ה)?(?:עובדים|צוות)",
    ),
    keepOut: alt(
      "(?:אין צורך|לא צריך) (?:לספר|להגיד|להודיע|לעדכן|ליידע|לשאול|להתייעץ) (?:את |עם )?ל?(?:אף אחד|מישהו|ה?צוות|ה?בעלים|ה?מנהל|ה?עובדים)",
      "(?:אל|לא) (?:תשים|תשימו|תכניס|תכניסו|תוסיף|תוסיפו) (?:אף אחד|אף אחת) ב?(?:העתק|cc)",
      "(?:בלי|מבלי) (?:לשים|להכניס|להוסיף) (?:אף אחד|מישהו) ב?(?:העתק|cc)",
      "(?:בלי|מבלי) (?:לחכות|להמתין) ל(?:אישור|הסכמה)",
      "(?:בלי|מבלי) (?:להתייעץ|לשאול|לעדכן) (?:עם |את )?(?:אף אחד|מישהו|ה?צוות|ה?בעלים|ה?מנהל)",
    ),
  },
  hi: {
    served: alt(
      "(?:इस |इन )?(?:मेलबॉक्स|इनबॉक्स|कैलेंडर|शेयर्ड इनबॉक्स|साझा इनबॉक्स|निमंत्रणों)(?: के)? (?:एआई |ai )?(?:असिस्टेंट|सहायक)(?: से| को| के लिए| के नाम)",
      "(?:ऑफिस|कार्यालय|दफ्तर|दफ़्तर) के (?:एआई |ai )?(?:असिस्टेंट|सहायक) से (?:अनुरोध|निवेदन|गुज़ारिश|गुजारिश)",
      "(?:असिस्टेंट|सहायक) जो (?:इस|इन) (?:कैलेंडर|निमंत्रणों|इनबॉक्स|मेलबॉक्स)",
    ),
    sendVerb: `(?:(?:फॉरवर्ड|फ़ॉरवर्ड|फारवर्ड|शेयर|एक्सपोर्ट|साझा) (?:कर दें|करें|कर दीजिए|कर दो|करो|कीजिए|करना)|भेज दें|भेजें|भेज दीजिए|भेज दो|भेजो|भेजिए)${EM}`,
    mailRecords: alt(
      "(?:सभी|सारे|सारी|तमाम) (?:ईमेल|ई-मेल|मेल|इनवॉइस|चालान|भुगतान (?:की )?पुष्टि|पेमेंट कन्फर्मेशन|बजट (?:की )?(?:मंज़ूरी|मंजूरी|स्वीकृति)|बैंक (?:के |की )?(?:ईमेल|मेल)|अटैचमेंट|संलग्नक|कॉन्टैक्ट|संपर्क)",
      "बैंक (?:के|की|से आए|से आई) (?:सभी |सारे )?(?:ईमेल|मेल)",
      "(?:सैलरी|वेतन|पेरोल|पे-?रोल) (?:की )?(?:फ़ाइल|फाइल|शीट|सूची|डेटा)",
      "(?:स्टाफ|कर्मचारियों) (?:के )?(?:नाम|फ़ोन नंबर|फोन नंबर|ईमेल पते)",
      "(?:सभी|हर) (?:आने वाले|आने वाली|इनकमिंग) (?:ईमेल|मेल|संदेशों|संदेश) (?:की )?(?:कॉपी|प्रति)",
    ),
    keepOut: alt(
      "(?:किसी को|टीम को|मालिक को|स्टाफ को|कर्मचारियों को|बॉस को)(?: भी)? (?:बताने|सूचित करने|जानकारी देने|सीसी करने|cc करने) की (?:कोई )?(?:ज़रूरत|जरूरत|आवश्यकता) नहीं",
      "(?:किसी को|किसी को भी) (?:सीसी|cc|कॉपी में) (?:मत|न) (?:करें|करना|करो|रखें)",
      "(?:मंज़ूरी|मंजूरी|अनुमति|स्वीकृति|पुष्टि) का (?:इंतज़ार|इंतजार) किए बिना",
      "(?:किसी से|टीम से|मालिक से) (?:पूछे|सलाह किए|सलाह लिए|परामर्श किए) बिना",
    ),
  },
  ne: {
    served: alt(
      "(?:मेलबक्स|इनबक्स|क्यालेन्डर|क्यालेण्डर|कार्यालय|अफिस|निम्तो)\\S*को (?:एआई |ai )?(?:सहायक|असिस्टेन्ट|असिस्टेंट)(?:लाई| प्रति)",
      "(?:यो|यी) (?:क्यालेन्डर|निम्तो|इनबक्स|मेलबक्स)\\S* (?:सम्हाल्ने|व्यवस्थापन गर्ने|हेर्ने) (?:सहायक|असिस्टेन्ट)",
    ),
    sendVerb: `(?:(?:फर्वार्ड|फरवार्ड|फर्वाड|फरवर्ड|सेयर|साझा|एक्सपोर्ट) (?:गरिदिनुहोस्|गर्नुहोस्|गरिदेऊ|गर)|पठाइदिनुहोस्|पठाउनुहोस्|पठाइदेऊ|पठाऊ)${EM}`,
    mailRecords: alt(
      "(?:सबै|सम्पूर्ण) (?:इमेल|ईमेल|मेल|इनभ्वाइस|बिल|भुक्तानी पुष्टि|बजेट स्वीकृति|एट्याचमेन्ट|संलग्न|सम्पर्क)",
      "बैंक(?:का|बाट आएका) (?:सबै )?(?:इमेल|ईमेल|मेल)",
      "(?:तलब|तलबी|पेरोल|सेलरी)(?:को)? (?:फाइल|सूची|विवरण)",
      "(?:कर्मचारी|स्टाफ)(?:हरू)?(?:को)? (?:नाम|फोन नम्बर|इमेल ठेगाना)",
      "(?:आउने|आएका) सबै (?:इमेल|ईमेल|मेल)\\S* (?:प्रतिलिपि|कपी)",
    ),
    keepOut: alt(
      "(?:कसैलाई|टोलीलाई|टिमलाई|मालिकलाई|कर्मचारीलाई|स्टाफलाई)(?: पनि)? (?:भन्न|बताउन|जानकारी दिन|खबर गर्न|सीसी गर्न) (?:पर्दैन|आवश्यक छैन|जरुरी छैन)",
      "(?:कसैलाई|कसैलाई पनि) (?:सीसी|cc) (?:नगर्नुहोस्|नगर)",
      "(?:स्वीकृति|अनुमति|पुष्टि)(?:को)? (?:पर्खाइ|प्रतीक्षा) (?:नगरी|बिना)",
      "(?:कसैसँग|टोलीसँग|टिमसँग|मालिकसँग) (?:नसोधी|सल्लाह नगरी|परामर्श नगरी)",
    ),
  },
  bn: {
    served: alt(
      "(?:মেইলবক্স|ইনবক্স|ক্যালেন্ডার|আমন্ত্রণ)\\S*(?:র|ের) (?:এআই |ai )?(?:সহকারী|সহকারি|অ্যাসিস্ট্যান্ট)(?:র প্রতি|র সমীপে|কে|র জন্য)",
      "(?:অফিস|দপ্তর|কার্যালয়)\\S*(?:র|ের) (?:এআই |ai )?(?:সহকারী|সহকারি|অ্যাসিস্ট্যান্ট)র প্রতি",
    ),
    sendVerb: `(?:(?:ফরোয়ার্ড|ফরওয়ার্ড|শেয়ার|এক্সপোর্ট) (?:করুন|করে দিন|করো|করে দাও)|পাঠান|পাঠাও|পাঠিয়ে দিন|পাঠিয়ে দাও)${EM}`,
    mailRecords: alt(
      "(?:সব|সমস্ত|সকল) (?:ইমেইল|ইমেল|মেইল|ইনভয়েস|চালান|পেমেন্ট কনফার্মেশন|অর্থপ্রদানের নিশ্চিতকরণ|বাজেট অনুমোদন|অ্যাটাচমেন্ট|সংযুক্তি|কন্টাক্ট|যোগাযোগ)",
      "ব্যাংকের (?:সব |সমস্ত )?(?:ইমেইল|ইমেল|মেইল)",
      "(?:বেতন|স্যালারি|পেরোল)(?:ের)? (?:ফাইল|তালিকা|শিট)",
      "(?:কর্মী|কর্মচারী|স্টাফ)(?:দের)? (?:নাম|ফোন নম্বর|ইমেইল ঠিকানা)",
      "(?:আসা|আগত|ইনকামিং) সব (?:ইমেইল|ইমেল|মেইল)\\S* (?:কপি|অনুলিপি)",
    ),
    keepOut: alt(
      "(?:কাউকে|টিমকে|দলকে|মালিককে|কর্মীদের|স্টাফদের)(?: কিছু)? (?:জানানোর|বলার|সিসি করার|জিজ্ঞেস করার) (?:দরকার|প্রয়োজন) নেই",
      "কাউকে (?:সিসি|cc) (?:করবেন না|করো না|কোরো না)",
      "(?:অনুমোদন|অনুমতি|নিশ্চিতকরণ)(?:ের)? (?:জন্য )?অপেক্ষা না করে",
      "(?:কারও|কারো|কাউকে|টিমের|মালিকের) (?:সাথে |সঙ্গে )?(?:পরামর্শ না করে|জিজ্ঞেস না করে)",
    ),
  },
  mr: {
    served:
      "(?:मेलबॉक्स|इनबॉक्स|कॅलेंडर|कॅलेन्डर|कार्यालय|ऑफिस|निमंत्रण)\\S*च्या (?:एआय |ai )?(?:सहाय्यक|सहायक|असिस्टंट)(?:ास|ाला|ांना| यांस| यांना| यांसाठी|ासाठी)",
    sendVerb: `(?:(?:फॉरवर्ड|फॉर्वर्ड|शेअर|एक्सपोर्ट) (?:करा|करून द्या|कर)|पाठवा|पाठवून द्या|पाठव)${EM}`,
    mailRecords: alt(
      "(?:सर्व|सगळे|सगळ्या|सगळी) (?:ईमेल|इमेल|मेल|इनव्हॉइस|बीजक|पेमेंट कन्फर्मेशन|बजेट मंजुरी|अटॅचमेंट|संलग्नक|संपर्क)",
      "बँकेच(?:े|्या) (?:सर्व )?(?:ईमेल|इमेल|मेल)",
      "(?:पगार|वेतन|पेरोल)\\S* (?:फाइल|फाईल|यादी|तपशील)",
      "(?:कर्मचाऱ्यांचे|कर्मचार्यांचे|स्टाफचे) (?:नाव|नावे|फोन नंबर|ईमेल पत्ते)",
    ),
    keepOut: alt(
      "(?:कोणालाही|कुणालाही|टीमला|मालकाला|कर्मचाऱ्यांना) (?:सांगण्याची|कळवण्याची|विचारण्याची|सीसी करण्याची) (?:गरज नाही|आवश्यकता नाही)",
      "(?:मंजुरी|परवानगी|पुष्टी)\\S* (?:वाट न पाहता|प्रतीक्षा न करता)",
      "(?:कोणालाही|कुणालाही) (?:न विचारता|सीसी न करता)",
    ),
  },
  gu: {
    served: "(?:મેઇલબોક્સ|ઇનબોક્સ|કેલેન્ડર|ઓફિસ|કાર્યાલય|આમંત્રણ)\\S*ના (?:એઆઈ |ai )?(?:સહાયક|આસિસ્ટન્ટ|મદદનીશ)(?:ને| પ્રતિ| માટે)",
    sendVerb: `(?:(?:ફોરવર્ડ|શેર|એક્સપોર્ટ) (?:કરો|કરી દો|કરજો)|મોકલો|મોકલી દો|મોકલજો)${EM}`,
    mailRecords: alt(
      "(?:બધા|બધી|તમામ) (?:ઇમેઇલ|ઈમેલ|ઇમેલ|મેઇલ|ઇન્વોઇસ|બિલ|ચુકવણી પુષ્ટિ|પેમેન્ટ કન્ફર્મેશન|બજેટ મંજૂરી|જોડાણ|એટેચમેન્ટ|સંપર્ક)",
      "બેંકના (?:બધા |તમામ )?(?:ઇમેઇલ|ઈમેલ|ઇમેલ|મેઇલ)",
      "(?:પગાર|વેતન|પેરોલ)(?:ની)? (?:ફાઇલ|યાદી|વિગત)",
      "(?:કર્મચારીઓ|સ્ટાફ)(?:ના)? (?:નામ|ફોન નંબર|ઇમેઇલ સરનામા)",
    ),
    keepOut: alt(
      "(?:કોઈને|ટીમને|માલિકને|કર્મચારીઓને|સ્ટાફને)(?: પણ)? (?:જણાવવાની|કહેવાની|પૂછવાની|સીસી કરવાની) (?:જરૂર નથી|આવશ્યકતા નથી)",
      "(?:મંજૂરી|પરવાનગી|પુષ્ટિ)ની રાહ જોયા (?:વિના|વગર)",
      "(?:કોઈને|કોઈને પણ) (?:પૂછ્યા|સીસી કર્યા) (?:વિના|વગર)",
    ),
  },
  pa: {
    served: "(?:ਮੇਲਬਾਕਸ|ਇਨਬਾਕਸ|ਕੈਲੰਡਰ|ਦਫ਼ਤਰ|ਦਫਤਰ|ਆਫ਼ਿਸ|ਆਫਿਸ|ਸੱਦਿਆਂ)\\S* ਦੇ (?:ਏਆਈ |ai )?(?:ਸਹਾਇਕ|ਅਸਿਸਟੈਂਟ)(?: ਨੂੰ| ਲਈ| ਪ੍ਰਤੀ)",
    sendVerb: `(?:(?:ਫਾਰਵਰਡ|ਫ਼ਾਰਵਰਡ|ਸ਼ੇਅਰ|ਐਕਸਪੋਰਟ) (?:ਕਰੋ|ਕਰ ਦਿਓ|ਕਰਨਾ)|ਭੇਜੋ|ਭੇਜ ਦਿਓ)${EM}`,
    mailRecords: alt(
      "(?:ਸਾਰੀਆਂ|ਸਾਰੇ|ਸਭ) (?:ਈਮੇਲ|ਈ-ਮੇਲ|ਮੇਲ|ਇਨਵੌਇਸ|ਬਿੱਲ|ਭੁਗਤਾਨ ਪੁਸ਼ਟੀ|ਬਜਟ ਮਨਜ਼ੂਰੀ|ਅਟੈਚਮੈਂਟ|ਸੰਪਰਕ)",
      "ਬੈਂਕ ਦੀਆਂ (?:ਸਾਰੀਆਂ )?(?:ਈਮੇਲ|ਈ-ਮੇਲ|ਮੇਲ)",
      "(?:ਤਨਖਾਹ|ਤਨਖ਼ਾਹ|ਪੇਰੋਲ)(?: ਦੀ| ਦੀਆਂ)? (?:ਫਾਈਲ|ਫ਼ਾਈਲ|ਸੂਚੀ)",
      "(?:ਕਰਮਚਾਰੀਆਂ|ਸਟਾਫ) ਦੇ (?:ਨਾਮ|ਫ਼ੋਨ ਨੰਬਰ|ਫੋਨ ਨੰਬਰ)",
    ),
    keepOut: alt(
      "(?:ਕਿਸੇ ਨੂੰ|ਟੀਮ ਨੂੰ|ਮਾਲਕ ਨੂੰ|ਸਟਾਫ ਨੂੰ)(?: ਵੀ)? (?:ਦੱਸਣ|ਸੂਚਿਤ ਕਰਨ|ਪੁੱਛਣ|ਸੀਸੀ ਕਰਨ) ਦੀ (?:ਕੋਈ )?(?:ਲੋੜ|ਜ਼ਰੂਰਤ) ਨਹੀਂ",
      "(?:ਮਨਜ਼ੂਰੀ|ਇਜਾਜ਼ਤ|ਪੁਸ਼ਟੀ) ਦੀ ਉਡੀਕ ਕੀਤੇ ਬਿਨਾਂ",
      "(?:ਕਿਸੇ ਨੂੰ|ਕਿਸੇ ਤੋਂ) (?:ਪੁੱਛੇ|ਸੀਸੀ ਕੀਤੇ) ਬਿਨਾਂ",
    ),
  },
  ta: {
    served: "(?:மெயில் ?பாக்ஸ|இன்பாக்ஸ|காலண்ட|நாட்காட்டி|அஞ்சல் பெட்டி)\\S* (?:ஏஐ |ai )?(?:உதவியாளர|அசிஸ்டென்ட)\\S*க்கு",
    sendVerb: `(?:(?:ஃபார்வர்ட்|பார்வர்ட்|ஷேர்|ஏற்றுமதி) (?:செய்யவும்|செய்யுங்கள்|செய்)|அனுப்பவும்|அனுப்புங்கள்|அனுப்பி வையுங்கள்|பகிருங்கள்|பகிரவும்)${EM}`,
    mailRecords: alt(
      "(?:அனைத்து|எல்லா) (?:மின்னஞ்சல்|இமெயில்|மெயில்|விலைப்பட்டியல்|இன்வாய்ஸ்|கட்டண உறுதிப்படுத்தல்|பட்ஜெட் ஒப்புதல்|இணைப்பு|தொடர்பு)",
      "வங்கி(?:யின்|யிலிருந்து வந்த) (?:அனைத்து )?(?:மின்னஞ்சல்|இமெயில்|மெயில்)",
      "(?:சம்பள|ஊதிய|பேரோல்) (?:கோப்பு|பட்டியல்|விவர)",
      "(?:ஊழியர்கள|பணியாளர்கள|ஸ்டாஃப்)\\S* (?:பெயர்|தொலைபேசி எண்)",
    ),
    keepOut: alt(
      "(?:யாரிடமும்|யாருக்கும்|குழுவிடம்|குழுவுக்கு|உரிமையாளரிடம்|ஊழியர்களிடம்) (?:சொல்ல|தெரிவிக்க|கேட்க|சிசி செய்ய) (?:வேண்டாம்|தேவையில்லை)",
      "(?:ஒப்புதலுக்காக|அனுமதிக்காக|உறுதிப்படுத்தலுக்காக) காத்திருக்காமல்",
      "(?:யாரிடமும்|யாரையும்) (?:கேட்காமல்|கலந்தாலோசிக்காமல்|சிசி செய்யாமல்)",
    ),
  },
  te: {
    served: "(?:మెయిల్ ?బాక్స|ఇన్ ?బాక్స|క్యాలెండర|ఆహ్వానాల)\\S* (?:ఏఐ |ai )?(?:సహాయకుడ|సహాయక|అసిస్టెంట్)\\S*కి",
    sendVerb: `(?:(?:ఫార్వర్డ్|ఫార్వార్డ్|షేర్|ఎక్స్ ?పోర్ట్) (?:చేయండి|చెయ్యండి|చేయి)|పంపండి|పంపించండి)${EM}`,
    mailRecords: alt(
      "(?:అన్ని|మొత్తం) (?:ఈమెయిల్|ఇమెయిల్|మెయిల్|ఇన్ ?వాయిస్|బిల్లు|చెల్లింపు నిర్ధారణ|బడ్జెట్ ఆమోద|అటాచ్ ?మెంట్|కాంటాక్ట్|పరిచయా)",
      "బ్యాంక్ (?:నుండి వచ్చిన |యొక్క )?(?:అన్ని )?(?:ఈమెయిల్|ఇమెయిల్|మెయిల్)",
      "(?:జీతాల|జీతం|పేరోల్) (?:ఫైల్|జాబితా|వివరా)",
      "(?:ఉద్యోగుల|సిబ్బంది) (?:పేర్లు|ఫోన్ నంబర్లు)",
    ),
    keepOut: alt(
      "(?:ఎవరికీ|టీమ్ ?కు|బృందానికి|యజమానికి|సిబ్బందికి) (?:చెప్పాల్సిన|తెలియజేయాల్సిన|సీసీ చేయాల్సిన) (?:అవసరం లేదు|పని లేదు)",
      "(?:ఆమోదం|అనుమతి|నిర్ధారణ) కోసం (?:ఎదురుచూడకుండా|వేచి ఉండకుండా|ఆగకుండా)",
      "(?:ఎవరినీ|ఎవరినైనా) (?:అడగకుండా|సంప్రదించకుండా|సీసీ చేయకుండా)",
    ),
  },
  kn: {
    served: "(?:ಮೇಲ್ ?ಬಾಕ್ಸ|ಇನ್ ?ಬಾಕ್ಸ|ಕ್ಯಾಲೆಂಡರ|ಆಹ್ವಾನ)\\S* (?:ಎಐ |ai )?(?:ಸಹಾಯಕ|ಅಸಿಸ್ಟೆಂಟ್)\\S*ಗೆ",
    sendVerb: `(?:(?:ಫಾರ್ವರ್ಡ್|ಶೇರ್|ಎಕ್ಸ್ ?ಪೋರ್ಟ್) (?:ಮಾಡಿ|ಮಾಡು|ಮಾಡಿಬಿಡಿ)|ಕಳುಹಿಸಿ|ಕಳಿಸಿ|ಹಂಚಿಕೊಳ್ಳಿ)${EM}`,
    mailRecords: alt(
      "(?:ಎಲ್ಲಾ|ಎಲ್ಲ|ಸಮಸ್ತ) (?:ಇಮೇಲ್|ಈಮೇಲ್|ಮೇಲ್|ಇನ್ ?ವಾಯ್ಸ್|ಬಿಲ್|ಪಾವತಿ ದೃಢೀಕರಣ|ಬಜೆಟ್ ಅನುಮೋದನೆ|ಲಗತ್ತು|ಅಟ್ಯಾಚ್ ?ಮೆಂಟ್|ಸಂಪರ್ಕ)",
      "ಬ್ಯಾಂಕ್(?:ನ|ನಿಂದ ಬಂದ) (?:ಎಲ್ಲಾ )?(?:ಇಮೇಲ್|ಮೇಲ್)",
      "(?:ಸಂಬಳ|ವೇತನ|ಪೇರೋಲ್)\\S* (?:ಫೈಲ್|ಪಟ್ಟಿ|ವಿವರ)",
      "(?:ಉದ್ಯೋಗಿಗಳ|ಸಿಬ್ಬಂದಿಯ) (?:ಹೆಸರು|ಫೋನ್ ಸಂಖ್ಯೆ)",
    ),
    keepOut: alt(
      "(?:ಯಾರಿಗೂ|ತಂಡಕ್ಕೆ|ಮಾಲೀಕರಿಗೆ|ಸಿಬ್ಬಂದಿಗೆ) (?:ಹೇಳುವ|ತಿಳಿಸುವ|ಸಿಸಿ ಮಾಡುವ) (?:ಅಗತ್ಯವಿಲ್ಲ|ಅವಶ್ಯಕತೆ ಇಲ್ಲ)",
      "(?:ಅನುಮೋದನೆ|ಅನುಮತಿ|ದೃಢೀಕರಣ)(?:ಗಾಗಿ|ಕ್ಕಾಗಿ) ಕಾಯದೆ",
      "ಯಾರನ್ನೂ (?:ಕೇಳದೆ|ಸಂಪರ್ಕಿಸದೆ|ಸಿಸಿ ಮಾಡದೆ)",
    ),
  },
  ml: {
    served: "(?:മെയി(?:ൽ|ല്) ?ബോക്സ|ഇ(?:ൻ|ന്) ?ബോക്സ|കലണ്ട|ക്ഷണ)\\S* (?:എഐ |ai )?(?:സഹായി|അസിസ്റ്റന്റ്)\\S*(?:ക്ക്|ന്)",
    sendVerb: `(?:(?:ഫോ(?:ർ|ര്)വേഡ്|ഷെയ(?:ർ|ര്)|എക്സ്പോ(?:ർ|ര്)ട്ട്) (?:ചെയ്യുക|ചെയ്യൂ)|അയയ്ക്കുക|അയക്കുക|അയയ്ക്കൂ|അയക്കൂ)${EM}`,
    mailRecords: alt(
      "(?:എല്ലാ|മുഴുവ(?:ൻ|ന്)) (?:ഇമെയി(?:ൽ|ല)|മെയി(?:ൽ|ല)|ഇ(?:ൻ|ന്)വോയ്സ്|ബില്ല്|പേയ്മെന്റ് സ്ഥിരീകരണ|ബജറ്റ് അംഗീകാര|അറ്റാച്ച്മെന്റ്|കോ(?:ൺ|ണ്)ടാക്റ്റ്)",
      "ബാങ്കി(?:ൽ|ല്) നിന്നുള്ള (?:എല്ലാ )?(?:ഇമെയി(?:ൽ|ല്)|മെയി(?:ൽ|ല്))",
      "(?:ശമ്പള|പേറോ(?:ൾ|ള്)) (?:ഫയ(?:ൽ|ല്)|പട്ടിക|വിവര)",
      "(?:ജീവനക്കാരുടെ|സ്റ്റാഫിന്റെ) (?:പേരുക|ഫോ(?:ൺ|ണ്) നമ്പറുക)",
    ),
    keepOut: alt(
      "(?:ആരോടും|ടീമിനോട്|ഉടമയോട്|ജീവനക്കാരോട്) (?:പറയേണ്ട|അറിയിക്കേണ്ട|ചോദിക്കേണ്ട)",
      "(?:അംഗീകാര|അനുമതി|സ്ഥിരീകരണ)\\S* (?:കാത്തുനി(?:ൽ|ല്)ക്കാതെ|കാത്തിരിക്കാതെ)",
      "ആരോടും (?:ചോദിക്കാതെ|ആലോചിക്കാതെ)",
    ),
  },
  si: {
    served: "(?:මේල් ?බොක්ස්|ඉන්බොක්ස්|දින දර්ශන|කැලැන්ඩර)\\S* (?:ai )?(?:සහායක|සහකාර|ඇසිස්ටන්ට්)\\S*ට",
    sendVerb: "(?:ෆෝවර්ඩ් කරන්න|යොමු කරන්න|යවන්න|එවන්න|බෙදාගන්න)",
    mailRecords: alt(
      "(?:සියලු|සියලුම) (?:ඊමේල්|ඊ-මේල්|පණිවිඩ|ඉන්වොයිස්|බිල්පත්|ගෙවීම් තහවුරු|ඇමුණුම්|සම්බන්ධතා)",
      "(?:වැටුප්|පඩි) (?:ගොනු|ලැයිස්තු)",
      "(?:සේවකයින්ගේ|කාර්ය මණ්ඩලයේ) (?:නම්|දුරකථන අංක)",
    ),
    keepOut: alt(
      "(?:කිසිවෙකුට|කණ්ඩායමට|හිමිකරුට) (?:කියන්න|දන්වන්න) (?:අවශ්ය නැහැ|අවශ්ය නැත|ඕන නැහැ|එපා)",
      "(?:අනුමැතිය|අවසරය) (?:එනතුරු )?(?:බලා නොසිට|නොබලා)",
    ),
  },
  th: {
    served:
      "ผู้ช่วย\\s?(?:เอไอ|ai)?\\s?(?:ของ|ประจำ|ที่ดูแล|ที่จัดการ)\\s?(?:กล่อง(?:จดหมาย|อีเมล|ข้อความ)|ปฏิทิน|คำเชิญ|อินบ็อกซ์)(?:กลาง|ร่วม)?\\s?(?:นี้|กลาง|ร่วม)",
    sendVerb: "(?:ส่งต่อ|ฟอร์เวิร์ด|ส่งสำเนา|ส่ง|แชร์|ส่งออก)",
    mailRecords: alt(
      "(?:อีเมล|ข้อความ|ใบแจ้งหนี้|ใบกำกับภาษี|หลักฐานการชำระเงิน|การยืนยันการชำระเงิน|การอนุมัติงบประมาณ|ไฟล์แนบ|รายชื่อผู้ติดต่อ)\\s?ทั้งหมด",
      "อีเมล(?:จาก|ของ)ธนาคาร",
      "(?:ไฟล์|ข้อมูล|รายการ)เงินเดือน",
      "(?:ชื่อ|เบอร์โทร|อีเมล)(?:ของ)?พนักงานทั้งหมด",
    ),
    keepOut: alt(
      "ไม่(?:ต้อง|จำเป็นต้อง)(?:บอก|แจ้ง|ถาม|ปรึกษา|ซีซี|cc|สำเนาถึง)\\s?(?:ใคร|ทีม|เจ้าของ|พนักงาน|หัวหน้า|ผู้จัดการ)",
      "โดยไม่(?:ต้อง)?รอ(?:การ)?(?:อนุมัติ|ยืนยัน|อนุญาต)",
      "โดยไม่(?:ต้อง)?(?:ปรึกษา|ถาม|แจ้ง)\\s?(?:ใคร|ทีม|เจ้าของ)",
    ),
  },
  lo: {
    served: "ຜູ້ຊ່ວຍ\\s?(?:ຂອງ|ປະຈຳ)\\s?(?:ກ່ອງ(?:ຈົດໝາຍ|ອີເມວ)|ປະຕິທິນ)\\s?ນີ້",
    sendVerb: "(?:ສົ່ງຕໍ່|ສົ່ງ|ແບ່ງປັນ)",
    mailRecords: alt("(?:ອີເມວ|ຂໍ້ຄວາມ|ໃບແຈ້ງໜີ້|ໄຟລ໌ແນບ|ລາຍຊື່ຕິດຕໍ່)\\s?ທັງໝົດ", "(?:ໄຟລ໌|ຂໍ້ມູນ)ເງິນເດືອນ"),
    keepOut: alt("ບໍ່(?:ຕ້ອງ|ຈຳເປັນຕ້ອງ)(?:ບອກ|ແຈ້ງ)\\s?(?:ໃຜ|ທີມ|ເຈົ້າຂອງ)", "ໂດຍບໍ່(?:ຕ້ອງ)?ລໍຖ້າ(?:ການ)?(?:ອະນຸມັດ|ຢືນຢັນ)"),
  },
  km: {
    served: "ជំនួយការ\\s?(?:របស់\\s?)?(?:ប្រអប់សំបុត្រ|ប្រអប់អ៊ីមែល|ប្រតិទិន)\\s?នេះ",
    sendVerb: "(?:បញ្ជូនបន្ត|ផ្ញើ|ចែករំលែក)",
    mailRecords: alt("(?:អ៊ីមែល|សារ|វិក្កយបត្រ|ឯកសារភ្ជាប់|ទំនាក់ទំនង)\\s?ទាំងអស់", "(?:ឯកសារ|បញ្ជី)\\s?ប្រាក់ខែ"),
    keepOut: alt("មិន(?:ចាំបាច់|បាច់)\\s?(?:ប្រាប់|ជូនដំណឹង)\\s?(?:នរណា|អ្នកណា|ក្រុម|ម្ចាស់)", "ដោយមិនរង់ចាំ\\s?(?:ការ)?(?:អនុម័ត|បញ្ជាក់)"),
  },
  my: {
    served: "(?:ဒီ|ဤ) ?(?:မေးလ်ဘောက်စ်|အင်ဘောက်စ်|ပြက္ခဒိန်)(?:ရဲ့|၏)? ?(?:လက်ထောက်)",
    sendVerb: "(?:ထပ်ဆင့်ပို့|ပို့ပေး|ပို့|မျှဝေ)",
    mailRecords: alt("(?:အီးမေးလ်|ငွေတောင်းခံလွှာ|ပူးတွဲဖိုင်)(?:များ)? ?အားလုံး", "လစာ ?(?:ဖိုင်|စာရင်း)"),
    keepOut: alt("(?:ဘယ်သူ့ကိုမှ|အဖွဲ့ကို|ပိုင်ရှင်ကို) ?(?:ပြောစရာ|အသိပေးစရာ) ?မလို", "ခွင့်ပြုချက် ?(?:ကို )?မစောင့်ဘဲ"),
  },
  vi: {
    served: alt(
      "trợ lý (?:ai |ảo )?(?:của|quản lý|phụ trách) (?:hộp thư|lịch|các lời mời)(?: chung| dùng chung)? này",
      "(?:lưu ý cho|yêu cầu gửi|yêu cầu tới) trợ lý (?:ai |ảo )?của văn phòng",
      "trợ lý (?:ai |ảo )?(?:đang )?(?:quản lý|xử lý|phụ trách) (?:hộp thư chung|hộp thư dùng chung)",
    ),
    sendVerb: "(?:chuyển tiếp|gửi|gởi|chia sẻ|xuất|forward|trả lời kèm)(?![\\p{L}])",
    mailRecords: alt(
      "(?:tất cả|toàn bộ) (?:các )?(?:email|thư|hóa đơn|hoá đơn|xác nhận thanh toán|phê duyệt ngân sách|sao kê|tệp đính kèm|file đính kèm|danh bạ)",
      "(?:email|thư) (?:từ|của) ngân hàng",
      "(?:file|tệp|bảng|dữ liệu) (?:lương|bảng lương)",
      "(?:họ tên|số điện thoại|địa chỉ email) (?:của )?(?:toàn bộ |tất cả )?(?:nhân viên|nhân sự)",
      "bản sao (?:của )?(?:tất cả|toàn bộ|mọi) (?:email|thư) (?:đến|gửi đến)",
    ),
    keepOut: alt(
      "không cần (?:phải )?(?:báo|nói|thông báo|hỏi|cc)(?: cho| với)? (?:ai|bất kỳ ai|nhóm|đội|chủ|sếp|nhân viên|ban giám đốc)(?![\\p{L}])",
      "(?:đừng|không) cc (?:ai|bất kỳ ai)(?![\\p{L}])",
      "không (?:cần )?chờ (?:sự )?(?:phê duyệt|cho phép|đồng ý)",
      "không (?:hỏi|tham khảo|hỏi ý kiến) (?:ai|bất kỳ ai|nhóm|chủ)(?![\\p{L}])",
      // "No need to pass it to anyone to approve".
      "không cần (?:phải )?(?:chuyển|gửi|đưa|trình)(?: qua| cho)? (?:ai|bất kỳ ai|nhóm|sếp|chủ|quản lý)(?: \\p{L}+)?? (?:duyệt|phê duyệt|xét duyệt|kiểm tra|xem)(?![\\p{L}])",
    ),
  },
  id: {
    served: alt(
      "asisten (?:ai )?(?:dari |untuk |pengelola )?(?:kotak masuk|kotak surat|inbox|kalender|undangan)(?: bersama)? ini",
      "(?:catatan untuk|permintaan kepada|pesan untuk) asisten (?:ai )?(?:kantor|di kantor)",
      "asisten (?:ai )?yang (?:mengelola|mengurus|menangani) (?:kalender|undangan|kotak masuk|inbox)(?: bersama)? ini",
    ),
    sendVerb: "(?:teruskan|kirimkan|kirim|bagikan|ekspor|forward|balas dengan)(?![\\p{L}])",
    mailRecords: alt(
      "(?:semua|seluruh) (?:email|faktur|invoice|tagihan|konfirmasi pembayaran|persetujuan anggaran|mutasi rekening|lampiran|kontak)",
      "email (?:dari )?bank",
      "(?:file|data|daftar|slip) (?:gaji|penggajian|payroll)",
      "(?:nama|nomor telepon|nomor hp|alamat email) (?:semua |seluruh )?(?:karyawan|staf|pegawai)",
      "salinan (?:dari )?(?:semua|seluruh|setiap) (?:email|surel|pesan) (?:yang )?masuk",
    ),
    keepOut: alt(
      "(?:tidak|tak|nggak|gak) (?:perlu|usah) (?:memberi tahu|memberitahu|kasih tahu|bilang|menginformasikan|mengabari|cc|tanya)(?: ke| kepada| pada)? (?:siapa ?pun|siapa-siapa|tim|pemilik|atasan|bos|staf|karyawan)",
      "jangan (?:cc|tembuskan) (?:siapa ?pun|siapa-siapa)",
      "tanpa (?:perlu )?menunggu (?:persetujuan|konfirmasi|izin)",
      "tanpa (?:bertanya|berkonsultasi|konsultasi|memberi tahu|memberitahu)(?: kepada| dengan| ke)? (?:siapa ?pun|tim|pemilik|atasan)",
    ),
  },
  ms: {
    served: alt(
      "pembantu (?:ai )?(?:bagi |untuk )?(?:peti masuk|peti mel|kalendar|jemputan)(?: bersama)? ini",
      "(?:nota untuk|permintaan kepada|pesanan untuk) pembantu (?:ai )?pejabat",
    ),
    sendVerb: "(?:majukan|kemukakan|hantar|hantarkan|kongsi|kongsikan|eksport|forward|balas dengan)(?![\\p{L}])",
    mailRecords: alt(
      "(?:semua|kesemua|segala) (?:e-?mel|invois|bil|pengesahan pembayaran|kelulusan bajet|penyata bank|lampiran|kenalan)",
      "e-?mel (?:dari|daripada) bank",
      "(?:fail|data|senarai|slip) gaji",
      "(?:nama|nombor telefon|alamat e-?mel) (?:semua )?(?:kakitangan|pekerja|staf)",
      "salinan (?:semua|setiap) (?:e-?mel|mesej) (?:yang )?masuk",
    ),
    keepOut: alt(
      "(?:tidak|tak) perlu (?:memberitahu|beritahu|maklumkan|memaklumkan|cc|tanya)(?: kepada)? (?:sesiapa|pasukan|pemilik|pengurus|bos|kakitangan)",
      "jangan (?:cc|salinkan) sesiapa",
      "tanpa menunggu (?:kelulusan|pengesahan|kebenaran)",
      "tanpa (?:bertanya|berunding|merujuk)(?: kepada| dengan)? (?:sesiapa|pasukan|pemilik)",
    ),
  },
  tl: {
    served: alt(
      "(?:assistant|katulong) (?:ng|sa) (?:mailbox|inbox|kalendaryo|calendar|mga imbitasyon|shared inbox) na ito",
      "(?:paalala sa|kahilingan sa|mensahe para sa) (?:ai )?(?:assistant|katulong) ng (?:opisina|tanggapan)",
      "assistant na (?:namamahala|humahawak) (?:sa|ng) (?:kalendaryong ito|calendar na ito|mga imbitasyong ito|inbox na ito)",
    ),
    sendVerb: "(?:i-?forward|ipasa|ipadala|i-?send|ibahagi|i-?share|i-?export)(?![\\p{L}])",
    mailRecords: alt(
      "lahat ng (?:email|invoice|resibo|kumpirmasyon ng bayad|payment confirmation|pag-?apruba ng budget|attachment|kalakip|contact)",
      "email (?:mula sa|galing sa) bangko",
      "(?:file|listahan|datos) ng (?:sahod|sweldo|suweldo|payroll)",
      "payroll (?:file|files|list)",
      "(?:pangalan|numero ng telepono|email address) ng (?:lahat ng )?(?:empleyado|staff|kawani)",
      "kopya ng lahat ng (?:papasok na |dumarating na )?(?:email|mensahe|sulat)",
    ),
    keepOut: alt(
      "(?:hindi na kailangang|di na kailangang|wag nang|huwag nang|hindi kailangang) (?:sabihan|sabihin|ipaalam|abisuhan|i-?cc|tanungin)(?: sa| kay)? (?:kahit sino|sinuman|ang team|ang may-?ari|ang boss|ang staff)",
      "(?:huwag|wag) (?:mong )?(?:i-?cc|isama sa cc) (?:ang )?(?:kahit sino|sinuman)",
      "nang hindi (?:naghihintay|hinihintay) (?:ng |ang |sa )?(?:pag-?apruba|approval|kumpirmasyon|pahintulot)",
      "nang hindi (?:kinokonsulta|tinatanong|nagtatanong) (?:sa )?(?:kahit sino|sinuman|ang team|ang may-?ari)",
    ),
  },
  sw: {
    served: alt(
      "msaidizi (?:wa kidijitali |wa ai )?wa (?:sanduku hili la barua(?: pepe)?|sanduku la barua (?:pepe )?(?:hili|la pamoja)|kalenda hii|mialiko hii|inbox hii)",
      "(?:ombi|ujumbe|maelezo) kwa msaidizi (?:wa ai )?wa ofisi",
      "msaidizi (?:anayesimamia|anayeshughulikia) (?:kalenda hii|mialiko hii|sanduku hili)",
    ),
    sendVerb: "(?:tuma|tumeni|mtumie|sambaza|sambazeni|peleka|forward|shiriki|hamisha)(?![\\p{L}])",
    mailRecords: alt(
      "(?:barua pepe|ankara|risiti|uthibitisho wa malipo|idhini za bajeti|viambatisho|anwani) zote",
      "(?:barua pepe|taarifa) (?:za|kutoka) benki",
      "(?:faili|orodha|taarifa) (?:za|ya) (?:mishahara|mshahara)",
      "(?:majina|namba za simu|anwani za barua pepe) (?:za|ya) (?:wafanyakazi|watumishi)",
      "nakala ya barua pepe zote (?:zinazoingia|zinazokuja)",
    ),
    keepOut: alt(
      "(?:hakuna haja ya|si lazima) (?:kumwambia|kuwaambia|kumjulisha|kuwajulisha|kuijulisha|kumuuliza) (?:mtu yeyote|yeyote|timu|mmiliki|wafanyakazi|bosi|meneja)",
      "usimweke (?:mtu )?yeyote (?:kwenye|katika) (?:nakala|cc)",
      "bila kusubiri (?:idhini|uthibitisho|ruhusa)",
      "bila (?:kumuuliza|kushauriana na) (?:mtu yeyote|yeyote|timu|mmiliki)",
    ),
  },
  yo: {
    served: yoruba("olùrànlọ́wọ́ (?:ti )?(?:àpótí ímeèlì|àpótí lẹ́tà|kàlẹ́ńdà) (?:yìí|yí)"),
    sendVerb: yoruba(alt("ránṣẹ́", "firanṣẹ", "dárí")),
    mailRecords: yoruba(
      alt("gbogbo (?:ímeèlì|ìwé owó|ìwé-owó|ìjẹ́rìí ìsanwó|àsomọ́|olùbásọ̀rọ̀)", "(?:fáìlì|àkọsílẹ̀) owó oṣù"),
    ),
    keepOut: yoruba(
      alt(
        "kò sí (?:ìdí|iwulo) láti (?:sọ fún|jẹ́ kí) (?:ẹnikẹ́ni|ẹgbẹ́|oníwun)",
        "má ṣe sọ fún ẹnikẹ́ni",
        "láì dúró de (?:ìfọwọ́sí|àṣẹ|ìjẹ́rìísí)",
      ),
    ),
  },
  ig: {
    served: unmarked("onye (?:enyemaka|inyeaka) (?:nke )?(?:igbe ozi|kalenda) (?:a|nke a)(?![\\p{L}])"),
    sendVerb: unmarked(alt("zigara", "ziga", "bufee")),
    mailRecords: unmarked(
      alt("ozi (?:email )?niile", "email niile", "akwụkwọ ọnụahịa niile", "kọntaktị niile", "faịlụ ụgwọ ọnwa"),
    ),
    keepOut: unmarked(alt("agwala onye ọ bụla", "(?:ọ dịghị|o nweghị) mkpa ịgwa (?:onye ọ bụla|ndị otu|onye nwe)")),
  },
  ha: {
    served: hausa(
      alt(
        "mataimakin (?:wannan )?(?:akwatin (?:imel|saƙo)|kalanda)(?: na)? wannan",
        "mataimakin wannan (?:akwatin (?:imel|saƙo)|kalanda)",
        "(?:bukata ga|saƙo ga) mataimakin ofis",
      ),
    ),
    sendVerb: hausa(alt("tura", "aika", "aike", "turo")),
    mailRecords: hausa(
      alt(
        "duk (?:imel|saƙonni|takardun kuɗi|tabbacin biyan kuɗi|haɗe-haɗe|lambobin sadarwa)",
        "(?:fayil|jerin) (?:na )?albashi",
        "imel (?:na|daga) banki",
      ),
    ),
    keepOut: hausa(
      alt(
        "babu buƙatar (?:gaya wa|sanar da) (?:kowa|ƙungiyar|mai shi|ma'aikata)",
        "(?:kada|kar) (?:ka |ki |ku )?gaya wa kowa",
        "ba tare da jiran (?:amincewa|izini|tabbaci)",
        "ba tare da tambayar kowa",
      ),
    ),
  },
  zu: {
    served: "umsizi (?:wale(?:li)?bhokisi|walekhalenda|wale-?inbox|walesikhwama)",
    sendVerb: "(?:dlulisela|yidlulisele|zidlulisele|thumela|zithumele|yithumele)(?![\\p{L}])",
    mailRecords: alt(
      "wonke ama-?(?:imeyili|invoyisi)",
      "yonke imiyalezo",
      "zonke izinamathiselo",
      "amafayela (?:amaholo|omholo)",
    ),
    keepOut: alt(
      "akudingeki (?:ukutshela|ukwazisa) (?:muntu|noma ubani|ithimba|umnikazi)",
      "ungatsheli muntu",
      "ngaphandle kokulinda imvume",
    ),
  },
  xh: {
    served: "umncedisi (?:wale(?:li)?bhokisi|walekhalenda|wale-?inbox)",
    sendVerb: "(?:dlulisela|zidlulisele|thumela|zithumele|gqithisela)(?![\\p{L}])",
    mailRecords: alt("zonke ii-?(?:imeyile|invoyisi)", "yonke imiyalezo", "zonke izincamathiselo", "iifayile zemivuzo"),
    keepOut: alt(
      "akukho mfuneko yokuxelela (?:mntu|nabani na|iqela|umnini)",
      "ungaxeleli mntu",
      "ngaphandle kokulinda imvume",
    ),
  },
  so: {
    served: alt(
      "(?:kaaliyaha|caawiyaha) (?:sanduuqa|sanduuqan) (?:iimaylka|boostada|fariimaha)",
      "(?:kaaliyaha|caawiyaha) kalandarkan",
    ),
    sendVerb: `${alt("u gudbi", "gudbi", "u dir", "soo dir", "u dirso", "la wadaag")}${E}`,
    mailRecords: alt(
      "dhammaan (?:iimaylada|fariimaha|qaansheegyada|biilasha|xaqiijinta lacag bixinta|lifaaqyada|xiriirada)",
      "(?:faylasha|liiska) mushaharka",
    ),
    keepOut: alt(
      "(?:uma baahnid|looma baahna) in (?:aad )?(?:u sheegto|ogeysiiso|la socodsiiso) (?:qofna|cidna|kooxda|milkiilaha)",
      "(?:qofna|cidna) ha u sheegin",
      "adoon sugin (?:ogolaansho|oggolaansho|xaqiijin)",
    ),
  },
  tr: {
    served: alt(
      "(?:posta kutusunun|gelen kutusunun|takvimin|ortak (?:gelen )?kutunun|davetlerin)(?: yapay zek[aâ])? asistan(?:[ıi]|[ıi]na|[ıi]n[ıi]n)(?![\\p{L}])",
      "ofis(?:inin|in) (?:yapay zek[aâ] )?asistan[ıi](?:na not|na rica|ndan rica|na mesaj|na talep)",
      "(?:bu takvimi|bu davetleri|bu (?:ortak )?(?:gelen )?kutuyu|ortak kutuyu) (?:yöneten|düzenleyen|takip eden) asistan\\p{L}*",
    ),
    sendVerb:
      "(?:ilet|iletin|iletiniz|yönlendir|yönlendirin|gönder|gönderin|gönderiniz|paylaş|paylaş[ıi]n|d[ıi]şa aktar[ıi]n|forwardlay[ıi]n)(?![\\p{L}])",
    mailRecords: alt(
      "(?:tüm|bütün) (?:faturalar|ödeme onaylar[ıi]|bütçe onaylar[ıi]|banka (?:e-?postalar[ıi]|mailleri)|hesap ekstreleri|ekler|kişiler)\\p{L}*",
      "(?:bordro|maaş) (?:dosyalar[ıi]|dosyas[ıi]|listesi|bilgileri)\\p{L}*",
      "(?:personelin|çal[ıi]şanlar[ıi]n) (?:isimleri|adlar[ıi]|telefon numaralar[ıi]|e-?posta adresleri)\\p{L}*",
      "(?:tüm|bütün) (?:gelen )?(?:e-?postalar[ıi]n|maillerin|postalar[ıi]n) (?:bir )?kopyas[ıi]\\p{L}*",
    ),
    keepOut: alt(
      "(?:kimseye|ekibe|sahibine|yöneticiye|personele|müdüre) (?:haber vermenize|söylemenize|bildirmenize|sorman[ıi]za|haber vermene|söylemene) gerek (?:yok|kalmad[ıi])",
      "(?:kimseyi|hiç kimseyi) (?:cc'?ye|bilgiye) (?:eklemeyin|koymay[ıi]n|eklemeden|koymadan)",
      "(?:onay|izin|teyit)(?:[ıi]|ini)? beklemeden",
      "(?:kimseye|hiç kimseye|ekibe|sahibine) (?:sormadan|dan[ıi]şmadan|haber vermeden)",
    ),
  },
  az: {
    served: azerbaijani(
      alt(
        "(?:poçt qutusunun|gələnlər qutusunun|təqvimin|dəvətlərin|ortaq qutunun)(?: süni intellekt)? (?:köməkçisinə|asistentinə|köməkçisi)",
        "ofis(?:inin|in) (?:köməkçisinə|asistentinə) (?:xahiş|qeyd|müraciət)",
      ),
    ),
    sendVerb: azerbaijani("(?:yönləndir|yönləndirin|göndər|göndərin|paylaş|paylaş[ıi]n|ixrac edin)(?![\\p{L}])"),
    mailRecords: azerbaijani(
      alt(
        "bütün (?:fakturalar|hesab-fakturalar|ödəniş təsdiqləri|büdcə təsdiqləri|bank (?:e-?poçtlar[ıi]|məktublar[ıi])|əlavələr|kontaktlar)\\p{L}*",
        "(?:əmək haqq[ıi]|maaş) (?:fayllar[ıi]|fayl[ıi]|siyah[ıi]s[ıi])\\p{L}*",
        "(?:işçilərin|əməkdaşlar[ıi]n|heyətin) (?:adlar[ıi]|telefon nömrələri)\\p{L}*",
      ),
    ),
    keepOut: azerbaijani(
      alt(
        "(?:heç kimə|komandaya|sahibinə|rəhbərə|işçilərə) (?:demək|bildirmək|xəbər vermək) (?:laz[ıi]m deyil|vacib deyil)",
        "(?:təsdiqi|icazəni|təsdiq|icazə) gözləmədən",
        "heç kim(?:ə|dən) (?:soruşmadan|xəbər vermədən|bildirmədən|məsləhətləşmədən)",
      ),
    ),
  },
  kk: {
    served: alt(
      "(?:пошта жәшігінің|жәшіктің|күнтізбенің|шақырулардың|ортақ жәшіктің) (?:жи )?(?:көмекшісіне|ассистентіне)",
      "(?:кеңсенің|офистің) (?:көмекшісіне|ассистентіне) (?:өтініш|хабарлама|ескертпе)",
    ),
    sendVerb: "(?:(?:қайта )?жіберіңіз|жібер|бағыттаңыз|бөлісіңіз|экспорттаңыз)(?![\\p{L}])",
    mailRecords: alt(
      "барлық (?:шот-фактура|төлем растау|бюджет бекіт|банк хат|тіркеме|байланыс)\\p{L}*",
      "(?:жалақы|еңбекақы) (?:файл|тізім|ведомос)\\p{L}*",
      "(?:қызметкерлердің|персоналдың) (?:аты-жөн|телефон нөмір)\\p{L}*",
    ),
    keepOut: alt(
      "(?:ешкімге|командаға|иесіне|басшыға|қызметкерлерге) (?:айтудың|хабарлаудың|ескертудің) (?:қажеті жоқ|керегі жоқ)",
      "(?:мақұлдауды|рұқсатты|растауды|бекітуді) күтпестен",
      "ешкімнен (?:сұрамай|сұрамастан|кеңеспей)",
    ),
  },
  uz: {
    served: uzbek(
      alt(
        "(?:pochta qutisi|kiruvchi qutisi|taqvim|kalendar|takliflar|umumiy quti)(?:ning)? (?:yordamchisiga|assistentiga)",
        "ofis(?:ning)? (?:yordamchisiga|assistentiga) (?:iltimos|murojaat|eslatma)",
      ),
    ),
    sendVerb: uzbek("(?:yoʻnaltiring|yoʻnaltir|yuboring|yubor|joʻnating|ulashing|eksport qiling)(?![\\p{L}])"),
    mailRecords: uzbek(
      alt(
        "barcha (?:hisob-fakturalar|toʻlov tasdiqlari|byudjet tasdiqlari|bank xatlari|ilovalar|kontaktlar)\\p{L}*",
        "(?:ish haqi|maosh) (?:fayllari|fayli|roʻyxati)\\p{L}*",
        "(?:xodimlarning|xodimlar) (?:ismlari|telefon raqamlari)\\p{L}*",
      ),
    ),
    keepOut: uzbek(
      alt(
        "(?:hech kimga|jamoaga|egasiga|rahbarga|xodimlarga) (?:aytish|xabar berish|bildirish) shart emas",
        "(?:tasdiqni|ruxsatni|tasdiq|ruxsat) kutmasdan",
        "hech kim(?:ga|dan) (?:soʻramasdan|maslahatlashmasdan|xabar bermasdan)",
      ),
    ),
  },
  am: {
    served: alt(
      "(?:ኢሜይል|ኢሜል|መልዕክት|መልእክት) ሳጥን\\S* ረዳት",
      "(?:ቀን መቁጠሪያ|ካሌንደር|ግብዣዎች)\\S* ረዳት",
      "(?:ይህን|ይህንን) (?:ቀን መቁጠሪያ|ካሌንደር|የመልዕክት ሳጥን|የኢሜይል ሳጥን) የሚያስተዳድር\\S* ረዳት",
    ),
    sendVerb: "(?:አስተላልፍ|አስተላልፉ|ያስተላልፉ|ላክ|ላኩ|ይላኩ|ፎርዋርድ|አጋራ|ያጋሩ)",
    mailRecords: alt(
      "ሁሉንም (?:ኢሜይሎች|ኢሜሎች|መልዕክቶች|ደረሰኞች|ኢንቮይሶች|የክፍያ ማረጋገጫዎች|የበጀት ማጽደቂያዎች|አባሪዎች|እውቂያዎች)",
      "የባንክ (?:ኢሜይሎች|ኢሜሎች|መልዕክቶች)",
      "የ(?:ደሞዝ|ደመወዝ) (?:ፋይሎች|ፋይል|ዝርዝር)",
      "የ(?:ሠራተኞች|ሰራተኞች) (?:ስም|ስሞች|ስልክ ቁጥሮች)",
    ),
    keepOut: alt(
      "(?:ለማንም|ለቡድኑ|ለባለቤቱ|ለሠራተኞች|ለሰራተኞች) (?:መንገር|ማሳወቅ) (?:አያስፈልግም|አያስፈልግህም|አያስፈልግዎትም)",
      "(?:ማንንም|ቡድኑን|ባለቤቱን) (?:ሳይጠይቁ|ሳትጠይቅ|ሳያማክሩ)",
      "(?:ፈቃድ|ማጽደቂያ|ማረጋገጫ)\\S* (?:ሳይጠብቁ|ሳትጠብቅ)",
    ),
  },
  ti: {
    served: alt("ናይ (?:እዚ )?(?:ሳጹን (?:ኢመይል|መልእኽቲ)|ካሌንደር)\\S* ሓጋዚ", "ሓጋዚ (?:ናይ )?(?:እዚ )?(?:ሳጹን (?:ኢመይል|መልእኽቲ)|ካሌንደር)"),
    sendVerb: "(?:ኣሕልፍ|ኣሕልፉ|ስደድ|ስደዱ|ልኣኽ|ፎርዋርድ)",
    mailRecords: alt("ኩሎም (?:ኢመይላት|መልእኽትታት|ፋክቱራት|ቅብሊታት)", "ናይ (?:ደሞዝ|ደመወዝ) (?:ፋይላት|ፋይል|ዝርዝር)"),
    keepOut: alt("(?:ንማንም|ንጉጅለ|ንወናኒ) ምንጋር ኣየድልን", "(?:ፍቓድ|ምርግጋጽ)\\S* ከይተጸበ"),
  },
  sv: {
    served: alt(
      "assistent(?:en)? (?:för|till) (?:den här|denna|vår) (?:delade )?(?:inkorg(?:en)?|brevlåda(?:n)?|kalender(?:n)?)",
      "(?:meddelande till|notering för|förfrågan till) (?:ai-)?assistenten (?:på|för|vid) (?:\\p{L}*)?kontoret",
      "(?:inkorgens|brevlådans|kalenderns) (?:ai-)?assistent",
      "assistent(?:en)? som (?:hanterar|sköter|förvaltar) (?:den här kalendern|de här inbjudningarna|den delade inkorgen|den här inkorgen)",
    ),
    sendVerb: "(?:vidarebefordra|skicka|dela|exportera|svara med)(?![\\p{L}])",
    mailRecords: alt(
      "alla (?:\\p{L}+ )?(?:fakturor|betalningsbekräftelser|budgetgodkännanden|bankmejl|mejl från banken|kontoutdrag|bilagor|kontakter)",
      "löne(?:filer|fil|listor|lista|underlag|specifikationer)",
      "(?:en )?kopia av (?:alla|varje) (?:inkommande )?(?:mejl|e-?post|meddelanden)",
      "(?:namn|telefonnummer|e-?postadresser) (?:till|på) (?:all )?(?:personal(?:en)?|anställda|medarbetare)",
    ),
    keepOut: alt(
      "(?:inget behov|ingen anledning|onödigt) att (?:berätta för|informera|meddela|fråga|kopiera) (?:någon|nån|teamet|ägaren|personalen|chefen)",
      "(?:sätt|lägg) inte (?:någon|nån) (?:på|i) kopia",
      "utan att (?:sätta|lägga) (?:någon|nån) (?:på|i) kopia",
      "utan att vänta på (?:\\p{L}+ )?(?:godkännande|bekräftelse|tillstånd)",
      "utan att (?:fråga|rådfråga|konsultera|informera) (?:någon|nån|teamet|ägaren)",
    ),
  },
  da: {
    served: alt(
      "assistent(?:en)? (?:for|til) (?:denne|den her|vores) (?:fælles )?(?:indbakke|postkasse|kalender)",
      "(?:besked til|note til|anmodning til) (?:ai-)?assistenten (?:på|for|ved) (?:\\p{L}*)?kontoret",
      "(?:indbakkens|postkassens|kalenderens) (?:ai-)?assistent",
      "assistent(?:en)?,? der (?:håndterer|styrer|administrerer) (?:denne kalender|disse invitationer|den fælles indbakke|denne indbakke)",
    ),
    sendVerb: "(?:videresend|send|del|eksporter)(?![\\p{L}])",
    mailRecords: alt(
      "alle (?:\\p{L}+ )?(?:fakturaer|betalingsbekræftelser|budgetgodkendelser|bankmails|mails fra banken|kontoudtog|vedhæftede filer|bilag|kontakter)",
      "løn(?:filer|fil|sedler|lister|liste|data)",
      "(?:en )?kopi af (?:alle|hver) (?:indgående )?(?:mails|e-?mails|beskeder)",
      "(?:navne|telefonnumre|e-?mailadresser) på (?:alle )?(?:medarbejdere|ansatte|personalet)",
    ),
    keepOut: alt(
      "(?:ingen grund til|ikke nødvendigt|unødvendigt) (?:at )?(?:fortælle|informere|orientere|spørge|kopiere) (?:nogen|teamet|ejeren|personalet|chefen)",
      "(?:sæt|tilføj) ikke nogen (?:på|i) (?:cc|kopi)",
      "uden at (?:sætte|tilføje) nogen (?:på|i) (?:cc|kopi)",
      "uden at vente på (?:\\p{L}+ )?(?:godkendelse|bekræftelse|tilladelse)",
      "uden at (?:spørge|konsultere|informere) (?:nogen|teamet|ejeren)",
    ),
  },
  nb: {
    served: alt(
      "assistent(?:en)? (?:for|til) (?:denne|den|vår) (?:felles )?(?:innboks(?:en)?|postkasse(?:n)?|kalender(?:en)?)",
      "(?:beskjed til|notat til|forespørsel til) (?:ai-)?assistenten (?:på|for|ved) (?:\\p{L}*)?kontoret",
      "(?:innboksens|postkassens|kalenderens) (?:ai-)?assistent",
      "assistent(?:en)? som (?:håndterer|styrer|administrerer) (?:denne kalenderen|disse invitasjonene|den felles innboksen|denne innboksen)",
    ),
    sendVerb: "(?:videresend|send|del|eksporter)(?![\\p{L}])",
    mailRecords: alt(
      "alle (?:\\p{L}+ )?(?:fakturaer|fakturaene|betalingsbekreftelser|budsjettgodkjenninger|e-?poster fra banken|kontoutskrifter|vedlegg|kontakter)",
      "lønns(?:filer|fil|slipper|lister|liste|data)",
      "(?:en )?kopi av (?:alle|hver) (?:innkommende )?(?:e-?poster|meldinger)",
      "(?:navn|telefonnumre|e-?postadresser) (?:til|på) (?:alle )?(?:ansatte|medarbeidere|personalet)",
    ),
    keepOut: alt(
      "(?:ingen grunn til å|ikke nødvendig å|unødvendig å) (?:fortelle|informere|orientere|spørre|kopiere) (?:noen|teamet|eieren|personalet|sjefen)",
      "(?:sett|legg) ikke noen (?:på|i) (?:kopi|cc)",
      "uten å (?:sette|legge) noen (?:på|i) (?:kopi|cc)",
      "uten å vente på (?:\\p{L}+ )?(?:godkjenning|bekreftelse|tillatelse)",
      "uten å (?:spørre|konsultere|informere) (?:noen|teamet|eieren)",
    ),
  },
  fi: {
    served: alt(
      "(?:postilaatikon|saapuneet-kansion|kalenterin|yhteisen postilaatikon|kutsujen) (?:tekoäly)?(?:avustaja|assistentti)(?:lle|n)?(?![\\p{L}])",
      "(?:pyyntö|viesti|huomio|huomautus) \\p{L}*toimiston (?:tekoäly)?(?:avustajalle|assistentille)",
    ),
    sendVerb: "(?:välitä|välittäkää|lähetä|lähettäkää|jaa|jakakaa)(?![\\p{L}])",
    mailRecords: alt(
      "kaikki (?:\\p{L}+ )?(?:laskut|maksuvahvistukset|budjettihyväksynnät|pankin sähköpostit|tiliotteet|liitteet|yhteystiedot)",
      "palkka(?:tiedostot|tiedosto|listat|lista|tiedot|laskelmat)",
      "kopio (?:kaikista|jokaisesta) (?:saapuvista |saapuvasta )?(?:sähköposteista|viesteistä|sähköpostista)",
      "(?:henkilöstön|työntekijöiden) (?:nimet|puhelinnumerot|sähköpostiosoitteet)",
    ),
    keepOut: alt(
      "(?:ei tarvitse|ei ole tarpeen) (?:kertoa|ilmoittaa|tiedottaa|kysyä) (?:kenellekään|tiimille|omistajalle|henkilöstölle|esimiehelle|keneltäkään)",
      "(?:älä laita|laittamatta) ketään (?:kopioksi|kopioon)",
      "odottamatta (?:\\p{L}+ )?(?:hyväksyntää|vahvistusta|lupaa)",
      "(?:kysymättä|konsultoimatta) (?:keneltäkään|ketään|tiimiltä|omistajalta)",
    ),
  },
  cs: {
    served: unmarked(
      alt(
        "asistent\\p{L}* (?:této|tohoto|naší|našeho) (?:sdílené )?(?:schránky|e-?mailové schránky|kalendáře)",
        "(?:žádost pro|vzkaz pro|zpráva pro|poznámka pro) asistent\\p{L}* (?:projektové |naší )?kanceláře",
        "asistent\\p{L}*,? (?:který|která) (?:spravuje|vede|obsluhuje) (?:tento kalendář|tyto pozvánky|tuto (?:sdílenou )?schránku)",
      ),
    ),
    sendVerb: unmarked(
      "(?:přepošli|přepošlete|pošli|pošlete|odešli|odešlete|sdílej(?:te)?|exportuj(?:te)?|přeposlat)(?![\\p{L}])",
    ),
    mailRecords: unmarked(
      alt(
        "(?:všechny|veškeré) (?:\\p{L}+ )?(?:faktury|potvrzení o platbě|potvrzení plateb|schválení rozpočtu|e-?maily z banky|výpisy|přílohy|kontakty)",
        "mzdov\\p{L}* (?:soubory|soubor|podklady|data|listy|list|výkazy)",
        "kopi\\p{L}* (?:všech|každého) (?:příchozích |příchozího )?(?:e-?mailů|e-?mailu|zpráv)",
        "(?:jména|telefonní čísla|e-?mailové adresy) (?:všech )?(?:zaměstnanců|pracovníků)",
      ),
    ),
    keepOut: unmarked(
      alt(
        "(?:není (?:potřeba|nutné)|netřeba) (?:nikomu|nikoho|týmu|majiteli|vedení) (?:říkat|informovat|oznamovat|dávat vědět)",
        "(?:není (?:potřeba|nutné)|netřeba) (?:říkat|informovat|oznamovat|dávat vědět) (?:nikomu|nikoho|týmu|tým|majiteli|majitele|vedení)",
        "nikoho (?:nedávej(?:te)?|nepřidávej(?:te)?) do kopie",
        "(?:nedávej(?:te)?|nepřidávej(?:te)?) nikoho do kopie",
        "bez čekání na (?:\\p{L}+ )?(?:schválení|potvrzení|souhlas)",
        "bez (?:konzultace|ptaní se) (?:s )?(?:nikým|kýmkoli|týmem|majitelem)",
      ),
    ),
  },
  sk: {
    served: unmarked(
      alt(
        "asistent\\p{L}* (?:tejto|tohto|našej|nášho) (?:zdieľanej )?(?:schránky|e-?mailovej schránky|kalendára)",
        "(?:žiadosť pre|odkaz pre|správa pre|poznámka pre) asistent\\p{L}* (?:projektovej |našej )?kancelárie",
        "asistent\\p{L}*,? (?:ktorý|ktorá) (?:spravuje|vedie|obsluhuje) (?:tento kalendár|tieto pozvánky|túto (?:zdieľanú )?schránku)",
      ),
    ),
    sendVerb: unmarked(
      "(?:prepošli(?:te)?|pošli(?:te)?|odošli(?:te)?|zdieľaj(?:te)?|exportuj(?:te)?|preposlať)(?![\\p{L}])",
    ),
    mailRecords: unmarked(
      alt(
        "všetky (?:\\p{L}+ )?(?:faktúry|potvrdenia o platbe|potvrdenia platieb|schválenia rozpočtu|e-?maily z banky|výpisy|prílohy|kontakty)",
        "mzdov\\p{L}* (?:súbory|súbor|podklady|údaje|listy|list)",
        "kópi\\p{L}* (?:všetkých|každého) (?:prichádzajúcich |prichádzajúceho )?(?:e-?mailov|e-?mailu|správ)",
        "(?:mená|telefónne čísla|e-?mailové adresy) (?:všetkých )?(?:zamestnancov|pracovníkov)",
      ),
    ),
    keepOut: unmarked(
      alt(
        "(?:nie je (?:potrebné|nutné)|netreba) (?:nikomu|nikoho|tímu|majiteľovi|vedeniu) (?:hovoriť|informovať|oznamovať|dávať vedieť)",
        "(?:nie je (?:potrebné|nutné)|netreba) (?:hovoriť|informovať|oznamovať|dávať vedieť) (?:nikomu|nikoho|tímu|tím|majiteľovi|vedeniu)",
        "nikoho (?:nedávaj(?:te)?|nepridávaj(?:te)?) do kópie",
        "(?:nedávaj(?:te)?|nepridávaj(?:te)?) nikoho do kópie",
        "bez čakania na (?:\\p{L}+ )?(?:schválenie|potvrdenie|súhlas)",
        "bez (?:konzultácie|pýtania sa) (?:s )?(?:nikým|kýmkoľvek|tímom|majiteľom)",
      ),
    ),
  },
  el: {
    served: unmarked(
      alt(
        "βοηθ(?:ός|ό|έ) (?:αυτού του|του κοινόχρηστου) (?:γραμματοκιβωτίου|ημερολογίου)",
        "βοηθ(?:ός|ό|έ) (?:αυτής της|της κοινόχρηστης) (?:θυρίδας|αλληλογραφίας)",
        "(?:σημείωση για|αίτημα προς|μήνυμα για) (?:τον )?βοηθό (?:του )?γραφείου",
        "βοηθ(?:ός|ό) που (?:διαχειρίζεται|χειρίζεται) (?:αυτό το ημερολόγιο|αυτές τις προσκλήσεις|αυτό το (?:κοινόχρηστο )?γραμματοκιβώτιο)",
      ),
    ),
    sendVerb: unmarked("(?:προώθησε|προωθήστε|στείλε|στείλτε|κοινοποίησε|κοινοποιήστε|μοιράσου|εξάγετε)(?![\\p{L}])"),
    mailRecords: unmarked(
      alt(
        "(?:όλα τα|όλες τις|όλους τους) (?:\\p{L}+ )?(?:τιμολόγια|επιβεβαιώσεις πληρωμής|εγκρίσεις προϋπολογισμού|email της τράπεζας|μηνύματα της τράπεζας|συνημμένα|επαφές)",
        "(?:αρχεία|λίστες|στοιχεία) (?:μισθοδοσίας|μισθών)",
        "αντίγραφο (?:όλων των|κάθε) (?:εισερχόμεν\\p{L}* )?(?:email|μηνυμάτων|μηνύματος)",
        "(?:ονόματα|τηλέφωνα|διευθύνσεις email) (?:όλων )?(?:των )?(?:υπαλλήλων|εργαζομένων|του προσωπικού)",
      ),
    ),
    keepOut: unmarked(
      alt(
        "δεν (?:χρειάζεται|είναι ανάγκη) να (?:ενημερώσεις|ενημερώσετε|πεις|πείτε|ρωτήσεις|ρωτήσετε) (?:κανέναν|την ομάδα|τον ιδιοκτήτη|το προσωπικό|τη διοίκηση)",
        "(?:μη(?:ν)? βάλεις|μη(?:ν)? βάλετε|χωρίς να βάλεις|χωρίς να βάλετε) κανέναν (?:σε )?(?:κοινοποίηση|cc)",
        "χωρίς να περιμέν(?:εις|ετε) (?:την |καμία )?(?:έγκριση|επιβεβαίωση|άδεια)",
        "χωρίς να (?:ρωτήσεις|ρωτήσετε|συμβουλευτείς|συμβουλευτείτε) (?:κανέναν|την ομάδα|τον ιδιοκτήτη)",
      ),
    ),
  },
  ro: {
    served: romanian(
      alt(
        "asistent(?:ul|ului) (?:ai )?(?:acestei (?:căsuțe|cutii) (?:poștale|de e-?mail|de mesaje)|acestui calendar|căsuței (?:poștale|de e-?mail) (?:comune|partajate))",
        "(?:notă pentru|cerere către|mesaj pentru|în atenția) asistent(?:ul|ului) (?:ai )?biroului",
        "asistent(?:ul)? care (?:gestionează|administrează|se ocupă de) (?:acest calendar|aceste invitații|această (?:căsuță|cutie))",
      ),
    ),
    sendVerb: romanian(
      "(?:redirecționează|redirecționați|trimite|trimiteți|partajează|partajați|exportă|exportați|dă forward|dați forward)(?![\\p{L}])",
    ),
    mailRecords: romanian(
      alt(
        "toate (?:\\p{L}+ )?(?:facturile|confirmările de plată|aprobările de buget|e-?mailurile (?:de la bancă|băncii)|extrasele|atașamentele|contactele)",
        "(?:fișierele|fișierul|statele|datele) (?:de )?(?:salarii|salarizare)",
        "(?:o )?copie (?:a |după )?(?:tuturor|fiecărui) (?:e-?mailurilor|mesajelor|e-?mail) (?:primite|care intră)",
        "(?:numele|numerele de telefon|adresele de e-?mail) (?:tuturor )?(?:angajaților|personalului)",
      ),
    ),
    keepOut: romanian(
      alt(
        "nu (?:e nevoie|este nevoie|trebuie) să (?:spui|spuneți|anunți|anunțați|informezi|informați|întrebi|întrebați) (?:pe )?(?:nimeni|nimănui|echipa|echipei|proprietarul|proprietarului|personalul|conducerea)",
        "(?:nu pune|nu puneți|fără să pui|fără să puneți) pe nimeni în copie",
        "fără să (?:aștepți|așteptați) (?:\\p{L}+ )?(?:aprobarea|confirmarea|permisiunea|acordul)",
        "fără să (?:întrebi|întrebați|consulți|consultați) pe nimeni",
      ),
    ),
  },
  hu: {
    served: unmarked(
      alt(
        "(?:postafió(?:k|knak)|beérkező mappa|naptár(?:nak)?|közös postafió(?:k|knak)|meghívók(?:nak)?) (?:az )?(?:ai |mi )?asszisztens(?:ének|e)(?![\\p{L}])",
        "(?:kérés|üzenet|megjegyzés) (?:a |az )?\\p{L}*iroda (?:ai |mi )?asszisztensének",
        "asszisztens,? (?:aki|amely) (?:ezt a naptárt|ezeket a meghívókat|ezt a (?:közös )?postafiókot) (?:kezeli|intézi)",
      ),
    ),
    sendVerb: unmarked(
      "(?:továbbítsd|továbbítsa|továbbítsák|küldd|küldje|küldjétek|oszd meg|ossza meg|exportáld|exportálja)(?![\\p{L}])",
    ),
    mailRecords: unmarked(
      alt(
        "(?:az )?összes (?:\\p{L}+ )?(?:számlá\\p{L}*|fizetési visszaigazolás\\p{L}*|költségvetési jóváhagyás\\p{L}*|banki (?:e-?mail\\p{L}*|levele\\p{L}*)|melléklet\\p{L}*|névjegy\\p{L}*)",
        "bér(?:fájl\\p{L}*|lista\\p{L}*|adat\\p{L}*|jegyzék\\p{L}*)",
        "(?:minden|az összes) (?:beérkező )?(?:e-?mail|levél|levelek)\\p{L}* másolat\\p{L}*",
        "(?:munkatársak|alkalmazottak|dolgozók) (?:nev\\p{L}*|telefonszám\\p{L}*|e-?mail-?cím\\p{L}*)",
      ),
    ),
    keepOut: unmarked(
      alt(
        "(?:nem kell|szükségtelen) (?:senkinek|senkit|a csapatnak|a csapatot|a tulajdonosnak|a tulajdonost|a vezetőséget) (?:szólni|szólnod|szólnia|értesíteni|tájékoztatni|megkérdezni|elmondani)",
        "(?:ne tegyél|ne tegyen|ne rakj) senkit (?:másolatba|cc-be)",
        "senkit (?:ne tegyél|ne tegyen) (?:másolatba|cc-be)",
        "(?:jóváhagyásra|engedélyre|visszaigazolásra) (?:való )?várakozás nélkül",
        "anélkül,? hogy (?:bárkit|bárkivel|a csapatot|a tulajdonost) (?:megkérdeznél|megkérdezne|egyeztetnél|egyeztetne|értesítenél|értesítene)",
      ),
    ),
  },
  bg: {
    served: alt(
      "(?:асистент|помощник)\\p{L}* (?:на )?(?:тази|този|нашата|общата) (?:обща )?(?:пощенска кутия|кутия|поща|календар)",
      "(?:молба към|бележка за|съобщение за) (?:ии )?(?:асистент|помощник)\\p{L}* (?:на )?(?:проектния |нашия )?офис",
      "(?:асистент|помощник)\\p{L}*,? (?:който|която) (?:управлява|води|обработва) (?:този календар|тези покани|тази (?:обща )?(?:пощенска )?кутия)",
    ),
    sendVerb:
      "(?:препрати|препратете|изпрати|изпратете|прати|пратете|сподели|споделете|експортирай(?:те)?)(?![\\p{L}])",
    mailRecords: alt(
      "всички (?:\\p{L}+ )?(?:фактури|потвърждения за плащане|одобрения на бюджет|имейли от банката|банкови извлечения|прикачени файлове|контакти)",
      "(?:файлове|файл|ведомост\\p{L}*|данни) (?:за |на )?(?:заплати|заплатите)",
      "копи\\p{L}* на (?:всички|всеки) (?:входящ\\p{L}* )?(?:имейли|имейл|писма|съобщения)",
      "(?:имената|телефоните|имейлите) на (?:всички )?(?:служители|персонала)",
    ),
    keepOut: alt(
      "(?:няма нужда|не е нужно|не е необходимо) да (?:казваш|казвате|съобщаваш|съобщавате|информираш|информирате|питаш|питате) (?:на )?(?:никого|никому|екипа|собственика|ръководството|служителите)",
      "не (?:слагай(?:те)?|добавяй(?:те)?) никого (?:в|на) копие",
      "без да (?:слагаш|добавяш|слагате|добавяте) никого (?:в|на) копие",
      "без да (?:чакаш|чакате) (?:\\p{L}+ )?(?:одобрение|потвърждение|разрешение)",
      "без да (?:питаш|питате|се консултираш|се консултирате) (?:с )?(?:никого|някого|екипа|собственика)",
    ),
  },
  sh: {
    served: serbian(
      alt(
        "asistent\\p{L}* (?:ovog|ovoga|ove|našeg|naše) (?:zajedničkog |zajedničke )?(?:sandučića|poštanskog sandučića|inboxa|kalendara|pošte)",
        "(?:zahtjev za|zahtev za|poruka za|napomena za) asistent\\p{L}* (?:projektnog |našeg )?(?:ureda|kancelarije)",
        "asistent\\p{L}*,? (?:koji|koja) (?:upravlja|vodi|obrađuje) (?:ovim kalendarom|ovim pozivnicama|ovim (?:zajedničkim )?(?:sandučićem|inboxom))",
      ),
    ),
    sendVerb: serbian(
      "(?:proslijedi(?:te)?|prosledi(?:te)?|pošalji(?:te)?|podijeli(?:te)?|podeli(?:te)?|izvezi(?:te)?)(?![\\p{L}])",
    ),
    mailRecords: serbian(
      alt(
        "(?:sve|svi) (?:\\p{L}+ )?(?:račune|fakture|potvrde o plaćanju|potvrde uplata|odobrenja budžeta|e-?mailove iz banke|mejlove iz banke|izvode|priloge|kontakte)",
        "platn\\p{L}* list\\p{L}*",
        "kopij\\p{L}* (?:svih|svakog) (?:dolaznih |dolaznog )?(?:e-?mailova|mejlova|poruka)",
        "(?:imena|brojeve telefona|e-?mail adrese) (?:svih )?(?:zaposlenih|djelatnika|zaposlenika)",
      ),
    ),
    keepOut: serbian(
      alt(
        "(?:nema potrebe|nije potrebno) (?:da )?(?:obavijestiti|obavestiti|obavijestiš|obavestiš|reći|kažeš|pitati|pitaš) (?:nikoga|nikome|tim|timu|vlasnika|vlasniku|upravu)",
        "nemoj(?:te)? (?:staviti|stavljati) nikoga u (?:kopiju|cc)",
        "bez čekanja (?:na )?(?:\\p{L}+ )?(?:odobrenje|potvrdu|dozvolu|suglasnost|saglasnost)",
        "bez (?:konzultacija|savjetovanja|savetovanja) (?:s|sa) (?:ikim|timom|vlasnikom)",
      ),
    ),
  },
  ca: {
    served: alt(
      "assistent (?:ia |d'ia )?(?:d'aquesta|d'aquest|de la|del) (?:bústia(?: compartida)?|calendari|agenda)",
      "(?:nota per a|petició a) l'assistent (?:ia |d'ia )?(?:de l'|d'aquesta |del )?oficina",
      "assistent (?:ia )?que (?:gestiona|porta|administra) (?:aquest calendari|aquesta agenda|aquestes invitacions|aquesta bústia)",
    ),
    sendVerb:
      "(?:reenvia|reenvieu|envia|envieu|comparteix|compartiu|exporta|exporteu|respon amb|responeu amb)(?![\\p{L}])",
    mailRecords: alt(
      "(?:totes les|tots els) (?:\\p{L}+ )?(?:factures|confirmacions de pagament|aprovacions de pressupost|correus del banc|extractes|adjunts|fitxers adjunts|contactes)",
      "(?:fitxers?|dades|fulls?) de (?:nòmina|nòmines|sous)",
      "(?:una )?còpia de (?:tots els|cada) (?:correus?|missatges?) (?:entrants?|rebuts?)",
      "(?:noms|telèfons|adreces de correu) de (?:tot el|tots els) (?:personal|treballadors|empleats)",
    ),
    keepOut: alt(
      "no cal (?:avisar|informar|consultar|preguntar)(?: a)? (?:ningú|l'equip|el propietari|la direcció|el personal)",
      "(?:no posis|no poseu|sense posar) ningú en còpia",
      "sense esperar (?:l'|la |cap )?(?:aprovació|confirmació|autorització)",
      "sense (?:consultar|preguntar|avisar)(?: a)? (?:ningú|l'equip|el propietari)",
    ),
  },
  af: {
    served: alt(
      "assistent (?:van|vir) (?:hierdie|die gedeelde|ons) (?:inkassie|posbus|kalender|e-?posbus)",
      "(?:nota vir|versoek aan|boodskap vir) die (?:ki-|ai-)?assistent van (?:die|hierdie|ons) \\p{L}*kantoor",
      "assistent wat (?:hierdie kalender|hierdie uitnodigings|hierdie (?:gedeelde )?(?:inkassie|posbus)) (?:bestuur|hanteer)",
    ),
    sendVerb: "(?:stuur|aanstuur|deel)(?![\\p{L}])",
    mailRecords: alt(
      "al (?:die )?(?:fakture|betalingsbevestigings|begrotingsgoedkeurings|e-?posse van die bank|bankstate|aanhegsels|kontakte)",
      "(?:salaris|loon)(?:lêers|lêer|lyste|strokies)",
      "(?:'n )?afskrif van al (?:die )?(?:inkomende )?(?:e-?posse|boodskappe)",
      "(?:name|telefoonnommers|e-?posadresse) van (?:al )?(?:die )?(?:personeel|werknemers)",
    ),
    keepOut: alt(
      "(?:nie nodig|onnodig) om (?:iemand|die span|die eienaar|die personeel) (?:in te lig|te vertel|te vra)",
      "moenie (?:iemand|enigiemand) (?:in )?cc nie",
      "sonder om (?:vir )?(?:goedkeuring|bevestiging|toestemming) te wag",
      "sonder om (?:iemand|enigiemand|die span|die eienaar) te (?:raadpleeg|vra)",
    ),
  },
  "hi-latn": {
    served: alt(
      "(?:is|iss) (?:inbox|mailbox|calendar|shared inbox) (?:ke|ki) (?:ai )?(?:assistant|sahayak) (?:se (?:request|guzarish|anurodh)|ko|ke liye)",
      "(?:office|daftar) ke (?:ai )?(?:assistant|sahayak) se (?:request|guzarish|anurodh)",
    ),
    sendVerb: alt(
      "(?:forward|share|export|send) (?:kar do|kar dijiye|kar dein|karo|karein|kar dena)",
      "bhej (?:do|dijiye|dein|dena)",
      "bhejo",
      "bhejiye",
    ),
    mailRecords: alt(
      "(?:saare|sare|saari|sabhi|tamam) (?:emails?|mails?|invoices?|bills?|payment confirmations?|budget approvals?|bank (?:ke |ki )?(?:emails?|mails?)|attachments?|contacts?)",
      "(?:salary|payroll|vetan|tankhwah) (?:ki )?(?:files?|sheets?|list|details)",
      "(?:staff|employees|karmachariyon) ke (?:naam|phone numbers?|email ids?)",
    ),
    keepOut: alt(
      "(?:kisi ko|team ko|owner ko|boss ko|staff ko) (?:bhi )?(?:batane|inform karne|cc karne) ki (?:koi )?(?:zarurat|zaroorat|jarurat) nahi",
      "kisi ko (?:bhi )?cc (?:mat|na) (?:karo|karna|karein|karen)",
      "(?:approval|manzoori|permission|confirmation) ka intezaar kiye bina",
      "(?:kisi se|team se|owner se) (?:puche|poochhe|pooche) bina",
    ),
  },
  "ar-latn": {
    served: "(?:mosa3ed|mousa3ed|msa3ed) (?:el|al)[ -]?(?:inbox|e?mail|bareed|calendar|ta2weem)",
    sendVerb: "(?:7awel|7awwel|ersel|eb3at|ab3at|b3at)(?![\\p{L}\\p{N}])",
    mailRecords: alt(
      "(?:kol|kull|jamee3|gamee3) (?:el|al)[ -]?(?:emails|rasa2el|fawater|fawatir|contacts)",
      "(?:malafat|kashf) (?:el|al)[ -]?(?:rawatib|rawateb)",
    ),
    keepOut: alt(
      "(?:la|mafi|mish|mesh|ma fi) (?:da3i|lazem|7aja) (?:t2ol|t2oul|tkhabber|tballegh) (?:7ada|a7ad|el ?team|el ?malek|el ?modeer)",
      "(?:bidoon|bdoon|bdun|men ghair) (?:ma )?(?:tstanna|tistanna) (?:el )?(?:mowafa2a|muwafaqa|approval|ta2keed)",
    ),
  },
  ja: {
    served: alt(
      "(?:この|本|共有)(?:メールボックス|受信(?:トレイ|箱)|カレンダー|共有受信箱|共有メールボックス)(?:の|を(?:管理|担当|処理)する|を(?:管理|担当)している)(?:ai ?)?アシスタント",
      "(?:プロジェクト)?(?:事務局|オフィス|事務所)の(?:ai ?)?アシスタント(?:へ|様|宛|に(?:お願い|依頼))",
      "(?:これらの|この)(?:招待|会議招集)(?:を(?:管理|処理)する)(?:ai ?)?アシスタント",
    ),
    sendVerb: "(?:転送|送信|送って|送付|共有|エクスポート|フォワード)",
    mailRecords: alt(
      "(?:すべて|全て|全部)の(?:メール|請求書|支払(?:い)?確認|入金確認|予算承認|添付(?:ファイル)?|連絡先)",
      "銀行(?:から)?の(?:すべての|全ての)?メール",
      "(?:給与|給料)(?:ファイル|データ|明細|一覧)",
      "(?:社員|従業員|スタッフ)の(?:氏名|名前|電話番号|メールアドレス)",
      "受信(?:する|した)?(?:すべて|全て)のメールの(?:コピー|写し)",
    ),
    keepOut: alt(
      "(?:誰|だれ)にも(?:言わ|伝え|知らせ|報告し|相談し)(?:なくて(?:いい|よい|大丈夫|結構)|ないで|る必要はありません)",
      "(?:チーム|オーナー|所有者|上司|スタッフ|社員)に(?:は)?(?:知らせ|伝え|報告し|相談し)(?:なくて(?:いい|よい|大丈夫)|る必要はありません|ないでください)",
      "(?:誰|だれ)も(?:cc|ccに|cc欄に)(?:入れ|含め)ないで",
      "(?:承認|許可)を待たずに",
      "(?:誰|だれ)にも(?:相談|確認)せずに",
    ),
  },
  zh: {
    served: alt(
      "(?:这个|此|本|這個|该|該)(?:共享)?(?:邮箱|郵箱|收件箱|日历|日曆)的(?:ai ?|人工智能|智能)?助(?:手|理)",
      "致(?:项目|項目)?(?:办公室|辦公室)的(?:ai ?|智能)?助(?:手|理)",
      "(?:管理|负责|負責|处理|處理)(?:这个|此|這個|这些|這些)(?:日历|日曆|邮箱|郵箱|共享邮箱|邀请|邀請)的(?:ai ?|智能)?助(?:手|理)",
    ),
    sendVerb: "(?:转发|轉發|发送|發送|发给|發給|抄送|分享|导出|導出)",
    mailRecords: alt(
      "(?:所有|全部)(?:的)?(?:邮件|郵件|发票|發票|付款确认|付款確認|预算审批|預算審批|附件|联系人|聯絡人)",
      "(?:银行|銀行)(?:发来的|的)(?:邮件|郵件)",
      "(?:工资|工資|薪资|薪資)(?:表|文件|单|單)",
      "(?:员工|員工)(?:的)?(?:姓名|电话|電話|邮箱|郵箱)",
      "所有(?:收到的|进来的|進來的|传入的)(?:邮件|郵件)(?:的)?(?:副本|抄送)",
    ),
    keepOut: alt(
      "(?:不用|不必|无需|無需|不需要)(?:告诉|告訴|通知|知会|知會|抄送)(?:任何人|团队|團隊|老板|老闆|员工|員工)",
      "(?:别|別|不要)抄送(?:给|給)?任何人",
      "(?:不用|不必|无需|無需)等(?:待)?(?:任何人的|领导的|老板的)?(?:批准|审批|審批)",
      "(?:不用|不必|无需|無需)(?:和|跟|与|與)(?:任何人|团队|團隊)(?:商量|商議|确认|確認)",
    ),
  },
  ko: {
    served: alt(
      "(?:이 |본 )?(?:메일함|받은 ?편지함|캘린더|일정표|공유 메일함)(?:의|을 관리하는|을 담당하는) ?(?:ai ?)?(?:어시스턴트|비서|도우미)(?:에게|께|님)",
      "(?:프로젝트 )?(?:사무실|사무국)(?:의)? (?:ai ?)?(?:어시스턴트|비서)(?:에게|께) (?:요청|부탁)",
      "(?:이 )?(?:초대|초대장)(?:들)?을 (?:관리|처리)하는 (?:ai ?)?(?:어시스턴트|비서)",
    ),
    sendVerb: "(?:전달|포워딩|포워드|보내|발송|공유|내보내)",
    mailRecords: alt(
      "모든 (?:이메일|메일|청구서|인보이스|결제 확인|지급 확인|예산 승인|첨부 ?파일|연락처)",
      "은행(?:에서 온|의) (?:모든 )?(?:이메일|메일)",
      "(?:급여|월급) (?:파일|명세서|자료|목록)",
      "(?:직원|임직원)(?:들)?의 (?:이름|전화번호|이메일 주소)",
      "(?:수신되는|들어오는) 모든 (?:이메일|메일)의 (?:사본|복사본)",
    ),
    keepOut: alt(
      "(?:아무에게도|누구에게도|팀에|팀에게|소유자에게|상사에게|직원들에게) (?:알릴|말할|보고할) 필요(?:가|는)? 없",
      "아무도 (?:참조|cc)(?:에)? (?:넣지|추가하지) 마",
      "(?:승인|허락)을 기다리지 (?:말고|않고)",
      "(?:아무와도|누구와도|팀과) 상의하지 (?:말고|않고)",
    ),
  },
  sl: {
    served: unmarked(
      alt(
        "asistent\\p{L}* (?:tega|tele|našega|naše) (?:skupnega |skupne )?(?:poštnega predala|predala|koledarja|nabiralnika)",
        "(?:prošnja za|sporočilo za|opomba za) asistent\\p{L}* (?:projektne |naše )?pisarne",
        "asistent\\p{L}*,? ki (?:upravlja|vodi|ureja) (?:ta koledar|ta vabila|ta (?:skupni )?(?:predal|nabiralnik))",
      ),
    ),
    sendVerb: unmarked("(?:posreduj(?:te)?|pošlji(?:te)?|deli(?:te)?|izvozi(?:te)?)(?![\\p{L}])"),
    mailRecords: unmarked(
      alt(
        "(?:vse|vsa|vsi) (?:\\p{L}+ )?(?:račune|potrdila o plačilu|odobritve proračuna|e-?pošto iz banke|izpiske|priloge|stike)",
        "plačiln\\p{L}* list\\p{L}*",
        "kopij\\p{L}* (?:vse|vseh|vsakega) (?:dohodne |dohodnih )?(?:pošte|e-?pošte|sporočil)",
        "(?:imena|telefonske številke|e-?poštne naslove) (?:vseh )?(?:zaposlenih|delavcev)",
      ),
    ),
    keepOut: unmarked(
      alt(
        "(?:ni treba|ni potrebno) (?:nikomur|nikogar|ekipi|lastniku|vodstvu) (?:povedati|sporočiti|obvestiti|vprašati)",
        "(?:ni treba|ni potrebno) (?:povedati|sporočiti|obvestiti|vprašati) (?:nikomur|nikogar|ekipe|ekipi|lastnika|lastniku|vodstva)",
        "(?:ne dodaj(?:te)?|brez dodajanja) nikogar v (?:kopijo|cc)",
        "brez čakanja na (?:\\p{L}+ )?(?:odobritev|potrditev|dovoljenje)",
        "brez posvetovanja z (?:nikomer|ekipo|lastnikom)",
      ),
    ),
  },
  lt: {
    served: unmarked(
      alt(
        "(?:šios|šio|mūsų|bendros|bendrosios) (?:bendrosios |bendros )?(?:pašto dėžutės|dėžutės|kalendoriaus) (?:di |ai )?asistent\\p{L}*",
        "(?:prašymas|žinutė|pastaba) (?:\\p{L}+ )?biuro asistent(?:ui|ei)",
        "asistent\\p{L}*,? (?:kuris|kuri) (?:tvarko|valdo|prižiūri) (?:šį kalendorių|šiuos kvietimus|šią (?:bendrą )?(?:pašto )?dėžutę)",
      ),
    ),
    sendVerb: unmarked(
      "(?:persiųsk(?:ite)?|nusiųsk(?:ite)?|siųsk(?:ite)?|pasidalink(?:ite)?|eksportuok(?:ite)?)(?![\\p{L}])",
    ),
    mailRecords: unmarked(
      alt(
        "(?:visas|visus) (?:\\p{L}+ )?(?:sąskaitas|mokėjimo patvirtinimus|biudžeto patvirtinimus|banko laiškus|išrašus|priedus|kontaktus)",
        "(?:darbo užmokesčio|atlyginimų) (?:failus|failą|sąrašą|duomenis)",
        "(?:visų|kiekvieno) (?:gaunamų |gaunamo )?(?:laiškų|laiško) kopij\\p{L}*",
        "darbuotojų (?:vardus|pavardes|telefono numerius)",
      ),
    ),
    keepOut: unmarked(
      alt(
        "(?:nereikia|nebūtina) (?:niekam|komandai|savininkui|vadovybei) (?:sakyti|pranešti)",
        "(?:nereikia|nebūtina) (?:sakyti|pranešti|informuoti|klausti) (?:niekam|nieko|komandai|komandos|savininkui|savininko)",
        "nieko (?:neįtrauk(?:ite)?|nepridėk(?:ite)?) (?:į )?(?:kopiją|cc)",
        "nelaukdam(?:as|a|i) (?:\\p{L}+ )?(?:patvirtinimo|leidimo|pritarimo)",
        "(?:nepasitaręs|nepasitarusi|nepasitarę) su (?:niekuo|komanda|savininku)",
      ),
    ),
  },
  lv: {
    served: unmarked(
      alt(
        "(?:šīs|šī|mūsu|kopīgās) (?:kopīgās )?(?:pastkastes|e-?pasta kastes|kalendāra) (?:mi |ai )?asistent\\p{L}*",
        "(?:lūgums|ziņa|piezīme) (?:\\p{L}+ )?biroja asistent(?:am|ei)",
        "asistent\\p{L}*,? (?:kurš|kura) (?:pārvalda|vada|kārto) (?:šo kalendāru|šos ielūgumus|šo (?:kopīgo )?pastkasti)",
      ),
    ),
    sendVerb: unmarked("(?:pārsūti(?:et)?|nosūti(?:et)?|sūti(?:et)?|kopīgo(?:jiet)?|eksportē(?:jiet)?)(?![\\p{L}])"),
    mailRecords: unmarked(
      alt(
        "(?:visus|visas) (?:\\p{L}+ )?(?:rēķinus|maksājumu apstiprinājumus|budžeta apstiprinājumus|bankas e-?pastus|bankas vēstules|izrakstus|pielikumus|kontaktus)",
        "(?:algu|darba samaksas) (?:failus|failu|sarakstu|datus)",
        "(?:visu|katra) (?:ienākošo |ienākošā )?(?:e-?pastu|vēstuļu|vēstules) kopij\\p{L}*",
        "darbinieku (?:vārdus|tālruņa numurus|e-?pasta adreses)",
      ),
    ),
    keepOut: unmarked(
      alt(
        "(?:nav (?:vajadzības|nepieciešams)|nevajag) (?:nevienam|nevienu|komandai|īpašniekam|vadībai) (?:teikt|ziņot|informēt|jautāt)",
        "(?:nav (?:vajadzības|nepieciešams)|nevajag) (?:teikt|ziņot|informēt|jautāt) (?:nevienam|nevienu|komandai|īpašniekam|vadībai)",
        "nevienu (?:neliec(?:iet)?|nepievieno(?:jiet)?) (?:kopijā|cc)",
        "(?:negaidot|nesagaidot) (?:\\p{L}+ )?(?:apstiprinājumu|atļauju|piekrišanu)",
        "(?:ne ar vienu nekonsultējoties|nevienam nejautājot)",
      ),
    ),
  },
  et: {
    served: alt(
      "(?:selle|meie|ühise) (?:ühise )?(?:postkasti|kalendri|e-?posti)(?: tehisintellekti)? (?:assistent|abiline)\\p{L}*",
      "(?:palve|sõnum|märkus) \\p{L}*kontori (?:assistendile|abilisele)",
      "(?:assistent|abiline),? kes (?:haldab|korraldab|hoolitseb) (?:seda kalendrit|neid kutseid|seda (?:ühist )?postkasti)",
    ),
    sendVerb: "(?:edasta(?:ge)?|saada(?:ge)?|jaga(?:ge)?|ekspordi(?:ge)?)(?![\\p{L}])",
    mailRecords: alt(
      "(?:kõik|kõiki) (?:\\p{L}+ )?(?:arved|arveid|maksekinnitused|maksekinnitusi|eelarvekinnitused|panga e-?kirjad|väljavõtted|manused|manuseid|kontaktid|kontakte)",
      "palga(?:failid|fail|nimekiri|andmed|lehed)",
      "(?:kõigi|iga) (?:sissetulevate |sissetuleva )?(?:e-?kirjade|kirjade|kirja) koopia\\p{L}*",
      "töötajate (?:nimed|telefoninumbrid|e-?posti aadressid)",
    ),
    keepOut: alt(
      "(?:pole vaja|ei ole vaja|ei pea) (?:kellelegi|meeskonnale|omanikule|juhtkonnale) (?:ütlema|öelda|teatama|teatada|rääkida)",
      "(?:ära pane|ärge pange) kedagi (?:koopiasse|cc-sse)",
      "(?:kinnitust|luba|heakskiitu) ootamata",
      "(?:kellegagi|meeskonnaga|omanikuga) (?:nõu pidamata|konsulteerimata)",
      "kelleltki küsimata",
    ),
  },
  ka: {
    served: "(?:ამ |ჩვენი )?(?:საფოსტო ყუთის|ფოსტის|კალენდრის|მოსაწვევების) (?:ai )?(?:ასისტენტ|თანაშემწე)\\p{L}*",
    sendVerb: "(?:გადაუგზავნე|გადააგზავნე|გადაუგზავნეთ|გადააგზავნეთ|გაუგზავნე|გაუგზავნეთ|გააზიარე|გააზიარეთ)",
    mailRecords: alt(
      "ყველა (?:ინვოის|ანგარიშ-ფაქტურ|გადახდის დადასტურებ|ბიუჯეტის დამტკიცებ|ბანკის წერილ|დანართ|კონტაქტ)\\p{L}*",
      "(?:ხელფასის|ხელფასების) (?:ფაილ|სი|უწყის)\\p{L}*",
      "(?:თანამშრომლების|პერსონალის) (?:სახელ|ტელეფონის ნომ)\\p{L}*",
    ),
    keepOut: alt(
      "(?:არავისთვის|გუნდისთვის|მფლობელისთვის) (?:თქმა|შეტყობინება) არ არის საჭირო",
      "არ არის საჭირო (?:არავის|გუნდის|მფლობელის)\\p{L}* (?:ინფორმირება|შეტყობინება)",
      "(?:დამტკიცების|ნებართვის|დადასტურების) (?:მოლოდინის )?გარეშე",
    ),
  },
  hy: {
    served: alt(
      "(?:այս |մեր )?(?:փոստարկղի|էլփոստի|օրացույցի|հրավերների) (?:ai )?(?:օգնական|ասիստենտ)\\p{L}*",
      "(?:խնդրանք|հաղորդագրություն) \\p{L}*գրասենյակի (?:օգնական|ասիստենտ)\\p{L}*",
    ),
    sendVerb: "(?:փոխանցիր|փոխանցեք|ուղարկիր|ուղարկեք|կիսվիր|կիսվեք|արտահանիր|արտահանեք)",
    mailRecords: alt(
      "բոլոր (?:հաշիվ-ապրանքագր|հաշիվներ|վճարման հաստատում|բյուջեի հաստատում|բանկի նամակներ|կցորդներ|կոնտակտներ)\\p{L}*",
      "աշխատավարձի (?:ֆայլեր|ցուցակ)\\p{L}*",
      "աշխատակիցների (?:անուններ|հեռախոսահամարներ)\\p{L}*",
    ),
    keepOut: alt(
      "(?:ոչ ոքի|թիմին|սեփականատիրոջը) (?:ասել|տեղեկացնել|հայտնել) (?:պետք չէ|հարկավոր չէ|կարիք չկա)",
      "(?:կարիք չկա|պետք չէ) (?:ոչ ոքի|թիմին|սեփականատիրոջը) (?:ասել|տեղեկացնել|հայտնել)",
      "առանց (?:սպասելու )?(?:որևէ մեկի )?(?:հաստատման|հաստատմանը|թույլտվության|թույլտվությանը)",
    ),
  },
  mn: {
    served: alt(
      "(?:шуудангийн хайрцагны|имэйлийн|хуанлийн|урилгуудын) (?:хиймэл оюуны )?туслах\\p{L}*",
      "(?:оффисын|албаны) туслах(?:ад|д) (?:хүсэлт|мессеж|тэмдэглэл)",
    ),
    sendVerb: "(?:дамжуулаарай|дамжуулна уу|илгээгээрэй|илгээнэ үү|хуваалцаарай|экспортлоорой)",
    mailRecords: alt(
      "бүх (?:имэйл|захидал|нэхэмжлэх|төлбөрийн баталгаа|төсвийн зөвшөөрөл|банкны имэйл|хавсралт)\\p{L}*",
      "цалингийн (?:файл|жагсаалт|мэдээлэл)\\p{L}*",
      "ажилтнуудын (?:нэр|утасны дугаар|имэйл хаяг)\\p{L}*",
    ),
    keepOut: alt(
      "(?:хэнд ч|багт|эзэнд|удирдлагад) (?:хэлэх|мэдэгдэх) (?:шаардлагагүй|хэрэггүй)",
      "(?:зөвшөөрөл|баталгаажуулалт)\\p{L}* (?:хүлээлгүйгээр|хүлээхгүйгээр)",
      "хэнээс ч (?:асуулгүйгээр|асуухгүйгээр)",
    ),
  },
  jv: {
    served: alt(
      "asisten (?:kothak layang|kothak mlebu|inbox|tanggalan|kalender) (?:iki|punika|niki)",
      "(?:panyuwunan|cathetan) kanggo asisten kantor",
    ),
    sendVerb: "(?:terusna|terusake|kirimna|kirimake|kintunaken|bagekna)(?![\\p{L}])",
    mailRecords: alt(
      "kabeh (?:email|tagihan|invoice|konfirmasi pembayaran|lampiran|kontak)",
      "(?:file|data|dhaptar) (?:gaji|bayaran)",
    ),
    keepOut: alt(
      "(?:ora usah|ora perlu) (?:ngandhani|ngabari|takon) (?:sapa-sapa|sapa wae|tim|sing duwe|bos)",
      "tanpa ngenteni (?:persetujuan|konfirmasi|idin|ijin)",
      "(?:aja|ora usah) cc (?:sapa-sapa|sapa wae)",
    ),
  },
  ku: {
    served: unmarked("(?:alîkar|asîstan)(?:ê|a) (?:vê|vî) (?:qutiya (?:e-?nameyan|posteyê|peyaman)|salnameyê|teqwîmê)"),
    sendVerb: unmarked("(?:bişîne|bişînin|forward bike|forward bikin|parve bike|parve bikin)(?![\\p{L}])"),
    mailRecords: unmarked(
      alt("(?:hemû|tevahiya) (?:e-?nameyan|fatûreyan|pêvekan|têkiliyan)", "(?:pelên|lîsteya) (?:meaşan|mûçeyan)"),
    ),
    keepOut: unmarked(alt("(?:ji )?kesî re (?:nebêje|nebêjin)", "bêyî ku (?:ji )?kesî (?:bipirsî|bipirsin)")),
  },
  ckb: {
    served: "یاریدەدەری ئەم (?:سندوقی (?:ئیمەیڵ|نامە)|ڕۆژژمێر|ساڵنامە)",
    sendVerb: "(?:بنێرە|بنێرن|فۆروارد بکە|فۆروارد بکەن)",
    mailRecords: alt(
      "(?:هەموو|تەواوی) (?:ئیمەیڵەکان|نامەکان|پسوولەکان|فاکتورەکان|هاوپێچەکان)",
      "(?:فایلەکانی|لیستی) مووچە",
    ),
    keepOut: alt("پێویست ناکات (?:بە )?(?:کەس|هیچ کەس|تیمەکە|خاوەنەکە)", "بە (?:هیچ )?کەس مەڵێ"),
  },
};

/** 3, generalised: a keep-out form ("no need to", "not required", "don't", "without"), a verb of telling or asking
 * (ask, tell, inform, notify, consult, refer to, copy) and the professional principals a mailbox serves (the lawyer,
 * solicitor, attorney, partner, doctor, manager, the staff, the firm, the office) or a person by title ("Mr X", "Frau
 * X"), met in any order within a clause: "no need to ask the lawyer", "notifying the firm's staff is not required"
 * ("Уведомлять сотрудников фирмы не требуется"), "sans en référer aux avocats". The principal is part of the form, so
 * "no need to reply", "no need to ask, just come" and "the lawyer doesn't need to sign" are not (→ SECRECY). */
interface KeepVocab {
  /** The keep-out form: no need to, not necessary, not required, don't, without. */
  neg: string;
  /** Telling or asking: ask, tell, inform, notify, consult, refer to, copy in. */
  verb: string;
  /** The principals: lawyer, solicitor, attorney, partner, doctor, manager, staff, firm, office, a titled person. */
  who: string;
  /** Whole frames besides: someone has already approved, so there is no need to tell them ("X has already approved, no
   * need to tell her"). */
  extra?: string;
}

const KEEP: Partial<Record<Lang, KeepVocab>> = {
  en: {
    neg: "(?:no need|not necessary|unnecessary|not required|needn't|need not|don't|do not|without)",
    verb: "(?:ask|asking|tell|telling|inform|informing|notify|notifying|consult|consulting|refer(?:ring)? (?:it |this )?to|check(?:ing)? with|loop(?:ing)? in|cc(?:'?ing)? |copy|copying|involve|involving|let)",
    extra:
      "(?:has|have) already (?:approved|signed off|agreed|authori[sz]ed)(?:[^.!?\\n]|[.!?](?=\\S)){0,20}?(?:no need|needn't|don't need|do not need) to (?:tell|inform|ask|notify|check with|loop in) (?:her|him|them)",
    who: "(?:(?:the|your|our|my|a) (?:firm's |office's |practice's )?(?:lawyers?|solicitors?|attorneys?|counsel|partners?|doctors?|managers?|boss|supervisors?|accountants?|staff|employees|colleagues|firm|office|director|secretary|paralegals?)|(?:mr|ms|mrs|dr)\\.? \\p{L}+)",
  },
  de: {
    neg: "(?:nicht nötig|nicht notwendig|nicht erforderlich|unnötig|kein grund|brauchen sie nicht|brauchst du nicht|müssen sie nicht|musst du nicht|ohne)",
    verb: "(?:fragen|zu fragen|informieren|zu informieren|benachrichtigen|zu benachrichtigen|sagen|zu sagen|einbeziehen|einzubeziehen|konsultieren|zu konsultieren|in kopie|bescheid)",
    extra:
      "(?:hat|haben) (?:bereits|schon) (?:zugestimmt|freigegeben|genehmigt)(?:[^.!?\\n]|[.!?](?=\\S)){0,30}?(?:nicht nötig|nicht notwendig|müssen sie|sie müssen|musst du|du musst|brauchen sie|sie brauchen)[^.!?\\n]{0,12}?(?:ihr|ihm|ihnen) (?:nicht |nichts )?(?:zu )?(?:sagen|mitteilen|melden|fragen)",
    who: "(?:(?:den|die|das|dem|der|ihren|ihre|unseren|unsere) (?:anwalt|anwältin|anwälte|rechtsanwalt|rechtsanwältin|partner|partnerin|arzt|ärztin|chef|chefin|vorgesetzten|mitarbeiter\\p{L}*|kanzlei|büro|praxis|steuerberater\\p{L}*|sekretariat)|(?:herr|herrn|frau|dr\\.?) \\p{L}+)",
  },
  fr: {
    neg: "(?:inutile d[e']|pas besoin d[e']|pas la peine d[e']|n'est pas nécessaire|il n'est pas nécessaire d[e']|ne (?:\\p{L}+ )?pas|sans (?:en )?)",
    verb: "(?:demander|prévenir|informer|avertir|aviser|consulter|référer|en référer|mettre en copie|dire)",
    who: "(?:(?:à |l'|le |la |les |aux |au |votre |vos |notre |nos )(?:avocat|avocate|avocats|associé|associée|associés|médecin|docteur|directeur|directrice|responsable|chef|patron|personnel|cabinet|bureau|étude|comptable|secrétariat|collaborateurs)|(?:monsieur|madame|m\\.|mme|maître|me|dr) \\p{L}+)",
  },
  es: {
    neg: "(?:no hace falta|no es necesario|no hay necesidad de|no (?:le |les )?|sin)",
    verb: "(?:consultar|preguntar|avisar|informar|decir|notificar|copiar|comunicar)",
    who: "(?:(?:al|a la|a los|el|la|los|a su|a nuestro) (?:abogad[oa]s?|letrad[oa]|socio|socia|socios|médic[oa]|doctor[a]?|gerente|jefe|jefa|director[a]?|personal|despacho|bufete|oficina|contable|empleados)|(?:señor|señora|sr\\.|sra\\.|don|doña|dr\\.?) \\p{L}+)",
  },
  it: {
    neg: "(?:non c'è bisogno di|non serve|non è necessario|non occorre|non (?:lo |la |gli |le )?|senza)",
    verb: "(?:chiedere|avvisare|informare|consultare|dire|notificare|mettere in copia|interpellare|sentire)",
    who: "(?:(?:all'|l'|il |la |lo |i |gli |al |alla |ai |allo )(?:avvocat[oaie]|legale|socio|soci|medico|dottore|dottoressa|responsabile|direttore|direttrice|capo|personale|studio|ufficio|commercialista|dipendenti)|(?:signor|signora|sig\\.|sig\\.ra|dott\\.?|dottor|avv\\.?) \\p{L}+)",
  },
  pt: {
    neg: "(?:não é preciso|não precisa|não é necessário|não há necessidade de|não (?:\\p{L}+ )?|sem)",
    verb: "(?:perguntar|avisar|informar|consultar|dizer|notificar|copiar|comunicar)",
    who: "(?:(?:ao|à|o|a|os|as|aos|ao seu|à sua) (?:advogad[oa]s?|sócio|sócia|sócios|médic[oa]|doutor[a]?|gerente|chefe|diretor[a]?|pessoal|escritório|contador[a]?|funcionários)|(?:sr\\.?|sra\\.?|senhor|senhora|dr\\.?|dra\\.?) \\p{L}+)",
  },
  nl: {
    neg: "(?:niet nodig|hoeft niet|hoeven niet|hoef je niet|geen noodzaak|zonder|niet)",
    verb: "(?:te vragen|vragen|in te lichten|inlichten|te informeren|informeren|te melden|melden|te raadplegen|raadplegen|te zeggen|zeggen|in cc)",
    who: "(?:(?:de|het|uw|je|onze) (?:advocaat|advocaten|notaris|partner|dokter|arts|manager|chef|leidinggevende|medewerkers|personeel|kantoor|praktijk|boekhouder)|(?:meneer|mevrouw|dhr\\.|mw\\.|mr\\.|dr\\.) \\p{L}+)",
  },
  sv: {
    neg: "(?:ingen anledning att|inget behov att|inte nödvändigt att|behöver inte|behövs inte|utan att)",
    verb: "(?:fråga|informera|meddela|berätta för|säga till|konsultera|kontakta|involvera)",
    who: "(?:advokaten|juristen|delägaren|partnern|läkaren|chefen|personalen|byrån|kontoret|redovisningskonsulten|de anställda|(?:herr|fru|dr) \\p{L}+)",
  },
  da: {
    neg: "(?:ingen grund til at|ikke nødvendigt at|ikke nødvendigt|behøver ikke|skal ikke|uden at)",
    verb: "(?:spørge|informere|orientere|underrette|fortælle|sige det til|konsultere|kontakte)",
    who: "(?:advokaten|juristen|partneren|lægen|chefen|lederen|personalet|medarbejderne|firmaet|kontoret|revisoren|(?:hr\\.|fru|dr\\.) \\p{L}+)",
  },
  nb: {
    neg: "(?:ikke nødvendig å|ingen grunn til å|trenger ikke|trengs ikke|uten å)",
    verb: "(?:spørre|informere|orientere|varsle|fortelle|si det til|konsultere|kontakte)",
    who: "(?:advokaten|juristen|partneren|legen|sjefen|lederen|personalet|de ansatte|firmaet|kontoret|regnskapsføreren|(?:herr|fru|dr\\.) \\p{L}+)",
  },
  fi: {
    neg: "(?:ei tarvitse|ei ole tarpeen|tarpeetonta|älä|ilman)",
    verb: "(?:kysyä|kysy|informoida|informoi|ilmoittaa|ilmoita|kertoa|kerro|tiedottaa|konsultoida)",
    who: "(?:asianajaja\\p{L}*|juristi\\p{L}*|osakka\\p{L}*|lääkär\\p{L}*|esimie\\p{L}*|johtaja\\p{L}*|henkilökun\\p{L}*|toimisto\\p{L}*|kirjanpitäjä\\p{L}*|(?:herra|rouva) \\p{L}+)",
  },
  pl: {
    neg: "(?:nie trzeba|nie ma potrzeby|nie jest konieczne|nie musisz|nie musi pan|nie musi pani|nie jest wymagane|bez)",
    verb: "(?:pyta\\p{L}*|zapyta\\p{L}*|informowa\\p{L}*|poinformowa\\p{L}*|powiadami\\p{L}*|powiadomi\\p{L}*|mówić|powiedzieć|konsultowa\\p{L}*|skonsultowa\\p{L}*)",
    who: "(?:prawnik\\p{L}*|adwokat\\p{L}*|radc\\p{L}* prawn\\p{L}*|wspólnik\\p{L}*|lekarz\\p{L}*|kierownik\\p{L}*|szef\\p{L}*|pracownik\\p{L}*|personel\\p{L}*|kancelari\\p{L}*|biur\\p{L}*|księgow\\p{L}*|(?:pan|pana|panu|pani|panią|dr) \\p{L}+)",
  },
  cs: {
    neg: "(?:není třeba|není nutné|není potřeba|nemusíte|nemusíš|bez)",
    verb: "(?:ptát|zeptat|informovat|upozornit|oznámit|říkat|říct|konzultovat)",
    who: "(?:právník\\p{L}*|advokát\\p{L}*|společník\\p{L}*|lékař\\p{L}*|vedoucí\\p{L}*|šéf\\p{L}*|zaměstnanc\\p{L}*|personál\\p{L}*|kancelář\\p{L}*|účetní\\p{L}*|(?:pana|panu|paní|pan|dr\\.?) \\p{L}+)",
  },
  sk: {
    neg: "(?:nie je potrebné|netreba|nie je nutné|nemusíte|nemusíš|bez)",
    verb: "(?:pýtať|opýtať|informovať|upozorniť|oznámiť|hovoriť|povedať|konzultovať)",
    who: "(?:právnik\\p{L}*|advokát\\p{L}*|spoločník\\p{L}*|lekár\\p{L}*|vedúc\\p{L}*|šéf\\p{L}*|zamestnanc\\p{L}*|personál\\p{L}*|kancelári\\p{L}*|účtovní\\p{L}*|(?:pána|pánovi|pani|pán|dr\\.?) \\p{L}+)",
  },
  sl: {
    neg: "(?:ni treba|ni potrebno|ni nujno|vam ni treba|brez)",
    verb: "(?:vprašati|obvestiti|obveščati|povedati|posvetovati|seznaniti)",
    who: "(?:odvetnik\\p{L}*|pravnik\\p{L}*|partner\\p{L}*|zdravnik\\p{L}*|vodj\\p{L}*|šef\\p{L}*|zaposlen\\p{L}*|osebj\\p{L}*|pisarn\\p{L}*|računovodj\\p{L}*|(?:gospoda|gospe|gospod|dr\\.?) \\p{L}+)",
  },
  sh: {
    neg: "(?:nema potrebe|nije potrebno|nije nužno|ne trebate|ne treba|bez)",
    verb: "(?:pitati|obavijestiti|obavještavati|obavestiti|obaveštavati|reći|javiti|konsultovati|konzultirati)",
    who: "(?:advokat\\p{L}*|odvjetnik\\p{L}*|pravnik\\p{L}*|partner\\p{L}*|ljekar\\p{L}*|lekar\\p{L}*|liječnik\\p{L}*|menadžer\\p{L}*|šef\\p{L}*|zaposlen\\p{L}*|osoblj\\p{L}*|kancelarij\\p{L}*|ured\\p{L}*|(?:gospodina|gospođu|gospodine|gospođe|dr\\.?) \\p{L}+)",
  },
  bg: {
    neg: "(?:няма нужда|не е необходимо|не е нужно|не трябва|без да)",
    verb: "(?:питате|питаш|питат|уведомявате|уведомите|уведомяват|казвате|кажете|информирате|консултирате)",
    who: "(?:адвокат\\p{L}*|юрист\\p{L}*|съдружни\\p{L}*|лекар\\p{L}*|управител\\p{L}*|шеф\\p{L}*|служител\\p{L}*|персонал\\p{L}*|кантора\\p{L}*|офис\\p{L}*|счетоводител\\p{L}*|(?:г-н|г-жа|господин|госпожа|д-р) \\p{L}+)",
  },
  ru: {
    neg: "(?:не нужно|не надо|не требуется|нет необходимости|необязательно|не обязательно|без)",
    verb: "(?:спрашивать|спросить|уведомлять|уведомить|сообщать|сообщить|говорить|сказать|информировать|советоваться|ставить в копию)",
    who: "(?:юрист\\p{L}*|адвокат\\p{L}*|партнер\\p{L}*|партнёр\\p{L}*|врач\\p{L}*|руководител\\p{L}*|начальник\\p{L}*|сотрудник\\p{L}*|персонал\\p{L}*|фирм\\p{L}*|офис\\p{L}*|бухгалтер\\p{L}*|ей|ему|им|(?:господин\\p{L}*|госпож\\p{L}*) \\p{L}+)",
  },
  uk: {
    neg: "(?:не потрібно|не треба|не потрібно|немає потреби|необов'язково|без)",
    verb: "(?:питати|запитати|повідомляти|повідомити|казати|сказати|інформувати|радитися)",
    who: "(?:юрист\\p{L}*|адвокат\\p{L}*|партнер\\p{L}*|лікар\\p{L}*|керівник\\p{L}*|начальник\\p{L}*|співробітник\\p{L}*|персонал\\p{L}*|фірм\\p{L}*|офіс\\p{L}*|бухгалтер\\p{L}*|(?:пан\\p{L}*|пані) \\p{L}+)",
  },
  el: {
    neg: "(?:δεν χρειάζεται|δεν είναι απαραίτητο|μην|χωρίς να)",
    verb: "(?:ρωτήσετε|ρωτήσεις|ενημερώσετε|ενημερώσεις|πείτε|πεις|ειδοποιήσετε|συμβουλευτείτε)",
    who: "(?:(?:τον|την|τους|το) (?:δικηγόρο|δικηγόρους|συνέταιρο|γιατρό|διευθυντή|προϊστάμενο|προσωπικό|γραφείο|λογιστή|υπαλλήλους)|(?:τον κ\\.|την κ\\.|κύριο|κυρία) \\p{L}+)",
  },
  ro: {
    neg: "(?:nu e nevoie|nu este nevoie|nu este necesar|nu e necesar|nu trebuie|fără să|fara sa)",
    verb: "(?:întrebați|întrebi|anunțați|anunți|informați|informezi|spuneți|spui|consultați|consulți)",
    who: "(?:avocat\\p{L}*|partener\\p{L}*|medic\\p{L}*|doctor\\p{L}*|manager\\p{L}*|șef\\p{L}*|personal\\p{L}*|angajaț\\p{L}*|birou\\p{L}*|firm\\p{L}*|contabil\\p{L}*|(?:pe )?(?:domnul|doamna|dl\\.|dna\\.) \\p{L}+)",
  },
  hu: {
    neg: "(?:nem kell|nem szükséges|szükségtelen|felesleges|anélkül, hogy|nélkül)",
    verb: "(?:megkérdezni|megkérdezze|kérdezni|értesíteni|értesítse|szólni|szóljon|tájékoztatni|tájékoztassa|konzultálni|elmondani)",
    who: "(?:ügyvéd\\p{L}*|jogász\\p{L}*|partner\\p{L}*|orvos\\p{L}*|vezető\\p{L}*|főnök\\p{L}*|munkatárs\\p{L}*|személyzet\\p{L}*|iroda\\p{L}*|könyvelő\\p{L}*|(?:urat|úrnak|urnak|asszonyt|asszonynak)(?![\\p{L}]))",
  },
  lt: {
    neg: "(?:nereikia|nebūtina|nėra reikalo|be)",
    verb: "(?:klausti|paklausti|informuoti|pranešti|sakyti|pasakyti|konsultuotis)",
    who: "(?:advokat\\p{L}*|teisinink\\p{L}*|partner\\p{L}*|gydytoj\\p{L}*|vadov\\p{L}*|darbuotoj\\p{L}*|personal\\p{L}*|biur\\p{L}*|buhalter\\p{L}*|(?:pon\\p{L}*) \\p{L}+)",
  },
  lv: {
    neg: "(?:nav nepieciešams|nav vajadzības|nevajag|nav|bez)",
    verb: "(?:jājautā\\p{L}*|jāinformē\\p{L}*|jāpaziņo\\p{L}*|jāsaka\\p{L}*|jautā\\p{L}*|informē\\p{L}*|paziņo\\p{L}*|saka\\p{L}*|pateik\\p{L}*|konsultē\\p{L}*)",
    who: "(?:advokāt\\p{L}*|jurist\\p{L}*|partner\\p{L}*|ārst\\p{L}*|vadītāj\\p{L}*|priekšniek\\p{L}*|darbiniek\\p{L}*|personāl\\p{L}*|birој\\p{L}*|birojam|biroju|grāmatved\\p{L}*|(?:kungu|kungam|kundzi|kundzei)(?![\\p{L}]))",
  },
  et: {
    neg: "(?:pole vaja|ei ole vaja|ei pea|pole tarvis|ilma)",
    verb: "(?:küsida|küsimata|teavitada|teavitamata|öelda|ütlemata|informeerida|konsulteerida)",
    who: "(?:advokaa\\p{L}*|jurist\\p{L}*|partner\\p{L}*|arst\\p{L}*|juhat\\p{L}*|ülemu\\p{L}*|töötaja\\p{L}*|personal\\p{L}*|bür\\p{L}*|raamatupidaja\\p{L}*|(?:härra|proua) \\p{L}+)",
  },
  ca: {
    neg: "(?:no cal|no és necessari|no fa falta|sense)",
    verb: "(?:preguntar|avisar|informar|consultar|dir|notificar|comunicar)",
    who: "(?:(?:a l'|l'|el |la |els |al |als )(?:advocat\\p{L}*|soci|sòcia|socis|metge|metgessa|gerent|cap|director\\p{L}*|personal|despatx|oficina|comptable|empleats)|(?:senyor|senyora|sr\\.|sra\\.|dr\\.?) \\p{L}+)",
  },
  af: {
    neg: "(?:nie nodig|geen behoefte|hoef nie|sonder om)",
    verb: "(?:vra|in te lig|inlig|te vertel|vertel|te raadpleeg|raadpleeg|laat weet)",
    who: "(?:(?:die|jou|u|ons) (?:prokureur|advokaat|vennoot|dokter|bestuurder|baas|personeel|firma|kantoor|rekenmeester|werknemers)|(?:mnr\\.?|mev\\.?|dr\\.?|meneer|mevrou) \\p{L}+)",
  },
  tr: {
    neg: "(?:gerek yok|gerekmez|gerekli değil|lüzum yok|sormadan|bildirmeden|haber vermeden)",
    verb: "(?:sorma\\p{L}*|bildirme\\p{L}*|haber verme\\p{L}*|söyleme\\p{L}*|danışma\\p{L}*|bilgilendirme\\p{L}*)",
    who: "(?:avukat\\p{L}*|ortağ\\p{L}*|ortak\\p{L}*|doktor\\p{L}*|müdür\\p{L}*|yönetici\\p{L}*|patron\\p{L}*|personel\\p{L}*|çalışan\\p{L}*|büro\\p{L}*|ofis\\p{L}*|muhasebeci\\p{L}*|(?:bey|beye|bey'e|bey’e|beyi|hanım|hanıma|hanım'a|hanımı)(?![\\p{L}]))",
  },
  az: {
    neg: "(?:ehtiyac yoxdur|lazım deyil|vacib deyil|soruşmadan|xəbər vermədən)",
    verb: "(?:soruşma\\p{L}*|xəbər vermə\\p{L}*|deməy\\p{L}*|demə\\p{L}*|məlumat verm\\p{L}*|bildirmə\\p{L}*)",
    who: "(?:vəkil\\p{L}*|tərəfdaş\\p{L}*|həkim\\p{L}*|müdir\\p{L}*|rəhbər\\p{L}*|işçi\\p{L}*|personal\\p{L}*|ofis\\p{L}*|mühasib\\p{L}*|(?:bəyə|bəyi|bəy|xanıma|xanımı|xanım)(?![\\p{L}]))",
  },
  kk: {
    neg: "(?:қажеті жоқ|керегі жоқ|қажет емес|сұрамай|хабарламай)",
    verb: "(?:сұрау\\p{L}*|хабарла\\p{L}*|айту\\p{L}*|ескерт\\p{L}*|кеңесу\\p{L}*)",
    who: "(?:заңгер\\p{L}*|адвокат\\p{L}*|серіктес\\p{L}*|дәрігер\\p{L}*|менеджер\\p{L}*|басшы\\p{L}*|бастық\\p{L}*|қызметкер\\p{L}*|персонал\\p{L}*|кеңсе\\p{L}*|бухгалтер\\p{L}*|мырза\\p{L}*|ханым\\p{L}*)",
  },
  uz: {
    neg: "(?:shart emas|hojat yoʻq|kerak emas|soʻramasdan|xabar bermasdan)",
    verb: "(?:soʻrash\\p{L}*|xabar berish\\p{L}*|aytish\\p{L}*|maslahatlash\\p{L}*)",
    who: "(?:advokat\\p{L}*|yurist\\p{L}*|hamkor\\p{L}*|shifokor\\p{L}*|rahbar\\p{L}*|boshliq\\p{L}*|xodim\\p{L}*|ofis\\p{L}*|buxgalter\\p{L}*|(?:akaga|akani|opaga|opani|janobga|janob|xonimga|xonim)(?![\\p{L}]))",
  },
  mn: {
    neg: "(?:шаардлагагүй|хэрэггүй|асуулгүй|мэдэгдэлгүй)",
    verb: "(?:асуух|мэдэгдэх|хэлэх|зөвлөлдөх)",
    who: "(?:хуульч\\p{L}*|өмгөөлөгч\\p{L}*|түнш\\p{L}*|эмч\\p{L}*|менежер\\p{L}*|дарга\\p{L}*|ажилтн\\p{L}*|ажилчид\\p{L}*|оффис\\p{L}*|нягтлан\\p{L}*|(?:гуай|гуайд|гуайгаас)(?![\\p{L}]))",
  },
  hy: {
    neg: "(?:կարիք չկա|պետք չէ|անհրաժեշտ չէ|առանց)",
    verb: "(?:հարցնել|հարցնելու|տեղեկացնել|տեղեկացնելու|ասել|ասելու|խորհրդակցել|ծանուցել)",
    who: "(?:փաստաբան\\p{L}*|իրավաբան\\p{L}*|գործընկեր\\p{L}*|բժշկ\\p{L}*|բժիշկ\\p{L}*|ղեկավար\\p{L}*|մենեջեր\\p{L}*|աշխատակից\\p{L}*|աշխատակազմ\\p{L}*|գրասենյակ\\p{L}*|հաշվապահ\\p{L}*|(?:պարոն|տիկին) \\p{L}+)",
  },
  ka: {
    neg: "(?:საჭირო არ არის|არ არის საჭირო|არ გჭირდებათ|საჭირო არაა|გარეშე)",
    verb: "(?:კითხვა|ჰკითხოთ|ჰკითხო|ინფორმირება|შეატყობინოთ|თქმა|უთხრათ|უთხრა|კონსულტაცია)",
    who: "(?:ადვოკატ\\p{L}*|იურისტ\\p{L}*|პარტნიორ\\p{L}*|ექიმ\\p{L}*|მენეჯერ\\p{L}*|უფროს\\p{L}*|თანამშრომ\\p{L}*|პერსონალ\\p{L}*|ოფის\\p{L}*|ბუღალტერ\\p{L}*|(?:ბატონ|ქალბატონ)\\p{L}* \\p{L}+)",
  },
  id: {
    neg: "(?:tidak perlu|tak perlu|nggak perlu|gak perlu|ga perlu|tanpa)",
    verb: "(?:bertanya|tanya|menanyakan|memberi tahu|memberitahu|memberitahukan|kasih tahu|menginformasikan|mengabari|berkonsultasi|melapor)",
    who: "(?:(?:kepada |ke |sama |dengan )?(?:pengacara|advokat|mitra|partner|dokter|manajer|atasan|bos|staf|karyawan|kantor|firma|akuntan)|(?:pak|bu|bapak|ibu|mas|mbak) \\p{L}+)",
  },
  ms: {
    neg: "(?:tidak perlu|tak perlu|tidak usah|tak usah|tanpa)",
    verb: "(?:bertanya|tanya|memberitahu|beritahu|maklumkan|memaklumkan|berunding|merujuk)",
    who: "(?:(?:kepada |pada |dengan )?(?:peguam|rakan kongsi|doktor|pengurus|ketua|bos|kakitangan|pekerja|pejabat|firma|akauntan)|(?:encik|cik|puan|tuan|dr\\.?) \\p{L}+)",
  },
  jv: {
    neg: "(?:ora perlu|ora usah|gak usah|ora sah|tanpa)",
    verb: "(?:takon|ndangu|ngandhani|ngabari|matur|kandha|ngomong)",
    who: "(?:pengacara|advokat|dhokter|dokter|manajer|juragan|bos|karyawan|staf|kantor|(?:pak|bu|mas|mbak) \\p{L}+)",
  },
  tl: {
    neg: "(?:hindi na kailangang|hindi kailangang|di na kailangang|huwag|nang hindi)",
    verb: "(?:tanungin|sabihin|ipaalam|abisuhan|konsultahin|kumonsulta|magtanong|sabihan)",
    who: "(?:(?:ang |sa |kay )?(?:abogado|abugado|kasosyo|partner|doktor|manager|amo|boss|staff|empleyado|opisina|firm|accountant)|(?:kay )?(?:g\\.|gng\\.|bb\\.|ginoong|ginang|dr\\.?) \\p{L}+)",
  },
  vi: {
    neg: "(?:không cần|khỏi|không phải|chẳng cần|mà không)",
    verb: "(?:hỏi|báo|thông báo|nói|cho biết|xin ý kiến|tham khảo)",
    who: "(?:luật sư|đối tác|bác sĩ|quản lý|sếp|giám đốc|nhân viên|văn phòng|công ty|kế toán|(?:anh|chị|ông|bà|cô) \\p{L}+)",
  },
  sw: {
    neg: "(?:hakuna haja|si lazima|hakuna sababu|bila)",
    verb: "(?:kumuuliza|kuwauliza|kuuliza|uliza|kumwambia|kuwaambia|mwambie|kumjulisha|kuwajulisha|kushauriana)",
    who: "(?:wakili|mawakili|mshirika|daktari|meneja|bosi|mkurugenzi|wafanyakazi|ofisi|kampuni|mhasibu|(?:bw\\.|bi\\.|bwana|bibi|dkt\\.?) \\p{L}+)",
  },
  so: {
    neg: "(?:looma baahna|uma baahnid|uma baahna|iyadoo aan)",
    verb: "(?:weydiiyo|weydiiso|weydiin|u sheegto|u sheego|la socodsiiso|ogeysiiso|la tashato)",
    who: "(?:qareen\\p{L}*|shariig\\p{L}*|dhakhtar\\p{L}*|maamul\\p{L}*|madax\\p{L}*|shaqaala\\p{L}*|xafiis\\p{L}*|xisaabiye\\p{L}*)",
  },
  ha: {
    neg: "(?:babu buƙatar|babu bukatar|ba sai|kada|ba tare da)",
    verb: "(?:tambayar|tambaya|gaya wa|gayawa|sanar da|shaida wa|tuntuɓar|tuntubar)",
    who: "(?:lauya|abokin tarayya|likita|manaja|shugaba|ma'aikata|ofis|kamfani|akawu|(?:malam|malama|alhaji|hajiya|dr\\.?) \\p{L}+)",
  },
  yo: {
    neg: "(?:kò sí ìdí|ko si idi|kò pọn dandan|ko pon dandan|má ṣe|ma se|láìsí|laisi)",
    verb: "(?:láti bi|lati bi|láti sọ fún|lati so fun|sọ fún|so fun|fi tó|fi to)",
    who: "(?:agbẹjọ́rò|agbejoro|lọ́yà|loya|dókítà|dokita|alákòóso|alakooso|ọ̀gá|oga|òṣìṣẹ́|osise|ọ́fíìsì|ofiisi|(?:ọ̀gbẹ́ni|ogbeni|arábìnrin|arabinrin|dókítà) \\p{L}+)",
  },
  ig: {
    neg: "(?:ọ dịghị mkpa|o dighi mkpa|achọghị|achoghi|ọ bụghị iwu|ekwela|na-enweghị)",
    verb: "(?:ịjụ|iju|ịgwa|igwa|ịkọrọ|ikoro|ime ka|ịkpọtụrụ)",
    who: "(?:onye ọka iwu|onye oka iwu|dọkịta|dokita|onye njikwa|onyeisi|ndị ọrụ|ndi oru|ọfịs|ofis|(?:maazị|maazi|oriakụ|oriaku|dr\\.?) \\p{L}+)",
  },
  zu: {
    neg: "(?:asikho isidingo|akudingeki|ungazi|ngaphandle kokuthi)",
    verb: "(?:sokubuza|ukubuza|buza|sokutshela|ukutshela|tshela|sokwazisa|ukwazisa|xoxisana)",
    who: "(?:ummeli|abameli|uzakwethu|udokotela|umphathi|umqashi|abasebenzi|ihhovisi|inkampani|umbhali|(?:umnu\\.|unkk\\.|umnumzane|unkosikazi|udkt\\.?) \\p{L}+|um?nu\\.? \\p{L}+)",
  },
  xh: {
    neg: "(?:akukho mfuneko|akuyomfuneko|musa|ngaphandle kokuba)",
    verb: "(?:yokubuza|ukubuza|buza|yokuxelela|ukuxelela|xelela|yokwazisa|ukwazisa|cebisana)",
    who: "(?:igqwetha|amagqwetha|iqabane|ugqirha|umphathi|abasebenzi|iofisi|inkampani|umgcini-zincwadi|(?:umnu\\.|unksz\\.|umnumzana|unkosikazi) \\p{L}+)",
  },
  ku: {
    neg: "(?:ne hewce ye|pêwîst nake|hewce nake|bêyî ku)",
    verb: "(?:bipirsî|bipirsin|pirsîn|bibêjî|bibêjin|agahdar bikî|agahdar bikin|agahdarkirin|şêwir bikî)",
    who: "(?:parêzer\\p{L}*|hevkar\\p{L}*|bijîşk\\p{L}*|doktor\\p{L}*|rêvebir\\p{L}*|serok\\p{L}*|karmend\\p{L}*|nivîsgeh\\p{L}*|ofîs\\p{L}*|(?:birêz|xanim|xatû) \\p{L}+)",
  },
  "ar-latn": {
    neg: "(?:mafeesh da3i|mafish da3i|mesh lazem|mish lazim|msh lazem|ma fi da3i|mafi da3i|men gher ma|bidoun ma)",
    verb: "(?:tes2al|tis2al|tas2al|t2ol|t2oul|tolo|t3arraf|tballegh|tbalegh|tkhabbar|t5abbar|testashir)",
    who: "(?:(?:el|lel|lil|le el) ?(?:mo7ami|mohami|mu7ami|doktor|modir|mudir|sharik|mowazafin|maktab|sherka|m7aseb)|(?:ostaz|ustaz|ustaaz|madam|dr) \\p{L}+)",
  },
  "hi-latn": {
    neg: "(?:zarurat nahi|zaroorat nahi|zarurat nahin|zaroorat nahin|jarurat nahi|zaroori nahi|mat|bina)",
    verb: "(?:poochne|puchne|poochna|puchna|batane|batana|inform karne|bataye|bataye bina|puche bina)",
    who: "(?:vakil|wakeel|lawyer|partner|doctor|daktar|manager|boss|staff|office|firm|accountant|(?:ji ko|ji se|sahab|saheb|madam)(?![\\p{L}]))",
  },
  hi: {
    neg: "(?:ज़रूरत नहीं|जरूरत नहीं|आवश्यकता नहीं|आवश्यक नहीं|ज़रूरी नहीं|जरूरी नहीं|मत|बिना)",
    verb: "(?:पूछने|पूछना|बताने|बताना|सूचित करने|सूचित करना|सूचना देने|परामर्श)",
    who: "(?:वकील|अधिवक्ता|पार्टनर|साझेदार|डॉक्टर|मैनेजर|प्रबंधक|बॉस|कर्मचारियों|कर्मचारी|स्टाफ़|स्टाफ|दफ़्तर|दफ्तर|ऑफिस|फ़र्म|फर्म|अकाउंटेंट|जी को|जी से|साहब|साहिबा|मैडम)",
  },
  mr: {
    neg: "(?:गरज नाही|आवश्यकता नाही|आवश्यक नाही|नको|न विचारता|न सांगता)",
    verb: "(?:विचारण्याची|विचारायची|सांगण्याची|सांगायची|कळवण्याची|कळवायची|कळवायला|सांगायला|विचारायला)",
    who: "(?:वकील\\S*|वकिल\\S*|भागीदार\\S*|डॉक्टर\\S*|व्यवस्थापक\\S*|मॅनेजर\\S*|बॉस\\S*|कर्मचार\\S*|स्टाफ\\S*|कार्यालय\\S*|ऑफिस\\S*|साहेबांना|साहेब|ताईंना|यांना)",
  },
  gu: {
    neg: "(?:જરૂર નથી|આવશ્યકતા નથી|જરૂરી નથી|વગર)",
    verb: "(?:પૂછવાની|પૂછવું|કહેવાની|કહેવું|જણાવવાની|જાણ કરવાની|સલાહ)",
    who: "(?:વકીલ\\S*|ભાગીદાર\\S*|ડૉક્ટર\\S*|મેનેજર\\S*|બોસ\\S*|કર્મચારી\\S*|સ્ટાફ\\S*|ઓફિસ\\S*|કચેરી\\S*|સાહેબ\\S*|બહેન\\S*)",
  },
  pa: {
    neg: "(?:ਲੋੜ ਨਹੀਂ|ਜ਼ਰੂਰਤ ਨਹੀਂ|ਜ਼ਰੂਰੀ ਨਹੀਂ|ਬਿਨਾਂ)",
    verb: "(?:ਪੁੱਛਣ|ਪੁੱਛਣਾ|ਦੱਸਣ|ਦੱਸਣਾ|ਸੂਚਿਤ ਕਰਨ|ਸਲਾਹ)",
    who: "(?:ਵਕੀਲ\\S*|ਭਾਈਵਾਲ\\S*|ਡਾਕਟਰ\\S*|ਮੈਨੇਜਰ\\S*|ਬੌਸ\\S*|ਕਰਮਚਾਰੀ\\S*|ਸਟਾਫ\\S*|ਦਫ਼ਤਰ\\S*|ਦਫਤਰ\\S*|ਸਾਹਿਬ\\S*|ਸਾਹਬ\\S*|ਜੀ ਨੂੰ)",
  },
  bn: {
    neg: "(?:দরকার নেই|প্রয়োজন নেই|প্রয়োজন নেই|জানানোর দরকার নেই|না জানিয়ে|না জিজ্ঞাসা করে|ছাড়া)",
    verb: "(?:জিজ্ঞাসা|জিজ্ঞেস|জানানোর|জানাতে|বলার|বলতে|পরামর্শ)",
    who: "(?:আইনজীবী\\S*|উকিল\\S*|অংশীদার\\S*|পার্টনার\\S*|ডাক্তার\\S*|ম্যানেজার\\S*|বস\\S*|কর্মচারী\\S*|কর্মী\\S*|স্টাফ\\S*|অফিস\\S*|সাহেব\\S*|বাবুকে|ম্যাডাম\\S*)",
  },
  ne: {
    neg: "(?:पर्दैन|आवश्यक छैन|आवश्यकता छैन|नगर्नु|नसोधी|नभनी)",
    verb: "(?:सोध्नु|सोध्न|भन्नु|भन्न|जानकारी दिनु|खबर गर्नु|परामर्श)",
    who: "(?:वकिल\\S*|साझेदार\\S*|डाक्टर\\S*|प्रबन्धक\\S*|म्यानेजर\\S*|हाकिम\\S*|कर्मचारी\\S*|स्टाफ\\S*|कार्यालय\\S*|अफिस\\S*|सरलाई|ज्यूलाई|म्याडमलाई)",
  },
  ta: {
    neg: "(?:வேண்டியதில்லை|தேவையில்லை|அவசியமில்லை|வேண்டாம்|இல்லாமல்)",
    verb: "(?:கேட்க|சொல்ல|தெரிவிக்க|அறிவிக்க|ஆலோசிக்க)",
    who: "(?:வழக்கறிஞ\\S*|பங்குதார\\S*|மருத்துவ\\S*|டாக்டர\\S*|மேலாள\\S*|முதலாளி\\S*|ஊழியர\\S*|பணியாளர\\S*|அலுவலக\\S*|சாரிடம்|அவர்களிடம்|மேடம்\\S*)",
  },
  te: {
    neg: "(?:అవసరం లేదు|అక్కర్లేదు|వద్దు|లేకుండా)",
    verb: "(?:అడగాల్సిన|అడగవలసిన|అడగాలి|చెప్పాల్సిన|చెప్పవలసిన|తెలియజేయాల్సిన|సంప్రదించాల్సిన)",
    who: "(?:న్యాయవాది\\S*|లాయర్\\S*|భాగస్వామి\\S*|డాక్టర్\\S*|వైద్యుడ\\S*|మేనేజర్\\S*|బాస్\\S*|ఉద్యోగుల\\S*|సిబ్బంది\\S*|ఆఫీసు\\S*|కార్యాలయ\\S*|గారికి|గారిని)",
  },
  kn: {
    neg: "(?:ಅಗತ್ಯವಿಲ್ಲ|ಬೇಕಿಲ್ಲ|ಬೇಡ|ಇಲ್ಲದೆ)",
    verb: "(?:ಕೇಳುವ|ಕೇಳಬೇಕಿಲ್ಲ|ತಿಳಿಸುವ|ಹೇಳುವ|ಸಮಾಲೋಚಿಸುವ)",
    who: "(?:ವಕೀಲ\\S*|ಪಾಲುದಾರ\\S*|ವೈದ್ಯ\\S*|ಡಾಕ್ಟರ್\\S*|ವ್ಯವಸ್ಥಾಪಕ\\S*|ಮ್ಯಾನೇಜರ್\\S*|ಸಿಬ್ಬಂದಿ\\S*|ಉದ್ಯೋಗಿ\\S*|ಕಚೇರಿ\\S*|ಅವರಿಗೆ|ಅವರನ್ನು)",
  },
  ml: {
    neg: "(?:ആവശ്യമില്ല|വേണ്ട|കൂടാതെ)",
    verb: "(?:ചോദിക്കേണ്ട|പറയേണ്ട|അറിയിക്കേണ്ട|ചോദിക്കാതെ|അറിയിക്കാതെ|കൂടിയാലോചിക്കേണ്ട)",
    who: "(?:അഭിഭാഷക\\S*|വക്കീൽ\\S*|പങ്കാളി\\S*|ഡോക്ടറ\\S*|മാനേജ\\S*|ബോസ\\S*|ജീവനക്കാര\\S*|സ്റ്റാഫ\\S*|ഓഫീസ\\S*|സാറിനോട്|മാഡത്തോട്)",
  },
  si: {
    neg: "(?:අවශ්‍ය නැත|අවශ්ය නැත|අවශ්‍ය නෑ|එපා|නොකර)",
    verb: "(?:ඇසීමට|අහන්න|කීමට|කියන්න|දැනුම් දීමට|දන්වන්න|උපදෙස්)",
    who: "(?:නීතිඥ\\S*|හවුල්කරු\\S*|වෛද්‍ය\\S*|දොස්තර\\S*|කළමනාකරු\\S*|ලොක්කා\\S*|කාර්ය මණ්ඩල\\S*|සේවක\\S*|කාර්යාල\\S*|මහතාට|මහත්මියට)",
  },
  ur: {
    neg: "(?:ضرورت نہیں|ضروری نہیں|حاجت نہیں|مت|بغیر)",
    verb: "(?:پوچھنے|پوچھنا|بتانے|بتانا|مطلع کرنے|اطلاع دینے|مشورہ)",
    who: "(?:وکیل|پارٹنر|شراکت دار|ڈاکٹر|مینیجر|منیجر|باس|عملے|عملہ|ملازمین|اسٹاف|دفتر|آفس|فرم|اکاؤنٹنٹ|صاحب)",
  },
  ar: {
    neg: "(?:لا داعي|لا حاجة|ليس من الضروري|غير ضروري|لا تخبر|دون|بدون)",
    verb: "(?:لسؤال|سؤال|لإبلاغ|إبلاغ|لإخبار|إخبار|لإعلام|إعلام|لاستشارة|استشارة|الرجوع إلى|الرجوع الى)",
    who: "(?:المحامي|المحامين|الشريك|الطبيب|المدير|الرئيس|الموظفين|الموظفون|المكتب|الشركة|المحاسب|السيد|السيدة|الأستاذ|الدكتور)",
  },
  fa: {
    neg: "(?:نیازی نیست|لازم نیست|ضرورتی ندارد|نپرس|بدون)",
    verb: "(?:بپرسید|بپرسی|پرسیدن|بگویید|بگویی|گفتن|اطلاع دهید|اطلاع بدهید|مطلع کنید|مشورت)",
    who: "(?:وکیل|شریک|پزشک|دکتر|مدیر|رئیس|کارکنان|کارمندان|دفتر|شرکت|حسابدار|آقای|خانم)",
  },
  ps: {
    neg: "(?:اړتیا نشته|ضرورت نشته|اړتیا نه لري|مه|پرته له)",
    verb: "(?:پوښتنې|پوښتنه|ویلو|ووایئ|خبرولو|خبر کړئ|مشورې)",
    who: "(?:وکیل|شریک|ډاکټر|مدیر|مشر|کارکوونکو|کارمندانو|دفتر|شرکت|حسابدار)",
  },
  ckb: {
    neg: "(?:پێویست ناکات|پێویست نییە|مەپرسە|بەبێ)",
    verb: "(?:بپرسیت|پرسین|بڵێیت|وتن|ئاگادار بکەیتەوە|ئاگادارکردنەوە|ڕاوێژ)",
    who: "(?:پارێزەر|هاوبەش|دکتۆر|پزیشک|بەڕێوەبەر|سەرۆک|کارمەندان|ستاف|نووسینگە|ئۆفیس|ژمێریار|کاک|خاتوو)",
  },
  he: {
    neg: "(?:אין צורך|לא צריך|אין טעם|אל תספר|אל תעדכן|בלי|מבלי)",
    verb: "(?:לשאול|לעדכן|ליידע|לספר|להודיע|להתייעץ|לערב)",
    who: "(?:(?:את )?(?:עורך הדין|עורכת הדין|עורכי הדין|השותף|השותפה|הרופא|הרופאה|המנהל|המנהלת|הבוס|הצוות|העובדים|המשרד|רואה החשבון)|(?:את )?(?:מר|גב'|גברת) )",
  },
  am: {
    neg: "(?:አያስፈልግም|አያስፈልግህም|አያስፈልግዎትም|አትንገር|ሳይ)",
    verb: "(?:መጠየቅ|መንገር|ማሳወቅ|ማማከር)",
    who: "(?:ጠበቃ|አጋር|ሐኪ|ዶክተር|ሥራ አስኪያጅ|ስራ አስኪያጅ|አለቃ|ሠራተኞ|ሰራተኞ|ቢሮ|ሒሳብ ሹም|ለአቶ|ለወይዘሮ|አቶ|ወይዘሮ)",
  },
  ti: {
    neg: "(?:ኣየድልን|ኣየድልየካን|ኣይተድልን|ኣይትንገር|ከይ)",
    verb: "(?:ምሕታት|ምሕባር|ምንጋር|ምፍላጥ|ምምኻር)",
    who: "(?:ጠበቓ|መሻርኽቲ|ሓኪም|ዶክተር|ኣመሓዳሪ|ሓላፊ|ሰራሕተኛታት|ቤት ጽሕፈት|ኣቶ|ወይዘሮ)",
  },
  th: {
    neg: "(?:ไม่ต้อง|ไม่จำเป็นต้อง|ไม่จำเป็น|โดยไม่ต้อง|อย่า)",
    verb: "(?:ถาม|แจ้ง|บอก|ปรึกษา|รายงาน)",
    who: "(?:ทนาย|หุ้นส่วน|แพทย์|หมอ|ผู้จัดการ|หัวหน้า|เจ้านาย|พนักงาน|เจ้าหน้าที่|สำนักงาน|ออฟฟิศ|นักบัญชี)",
  },
  lo: {
    neg: "(?:ບໍ່ຕ້ອງ|ບໍ່ຈຳເປັນຕ້ອງ|ບໍ່ຈຳເປັນ|ໂດຍບໍ່ຕ້ອງ|ຢ່າ)",
    verb: "(?:ຖາມ|ແຈ້ງ|ບອກ|ປຶກສາ|ລາຍງານ)",
    who: "(?:ທະນາຍ|ຫຸ້ນສ່ວນ|ທ່ານໝໍ|ໝໍ|ຜູ້ຈັດການ|ຫົວໜ້າ|ນາຍຈ້າງ|ພະນັກງານ|ຫ້ອງການ|ທ້າວ|ນາງ)",
  },
  km: {
    neg: "(?:មិនចាំបាច់|មិនត្រូវការ|កុំ|ដោយមិន)",
    verb: "(?:សួរ|ប្រាប់|ជូនដំណឹង|ពិគ្រោះ|រាយការណ៍)",
    who: "(?:មេធាវី|ដៃគូ|វេជ្ជបណ្ឌិត|គ្រូពេទ្យ|អ្នកគ្រប់គ្រង|ប្រធាន|ចៅហ្វាយ|បុគ្គលិក|ការិយាល័យ|គណនេយ្យករ|លោក|លោកស្រី)",
  },
  my: {
    neg: "(?:မလိုပါ|မလို|မလိုအပ်ပါ|မလိုအပ်)",
    verb: "(?:မေးရန်|မေး|ပြောရန်|ပြော|အသိပေးရန်|အသိပေး|တိုင်ပင်)",
    who: "(?:ရှေ့နေ|အစုရှယ်ယာရှင်|ဆရာဝန်|မန်နေဂျာ|သူဌေး|အထက်လူကြီး|ဝန်ထမ်း|ရုံး|စာရင်းကိုင်|ဦး|ဒေါ်)",
  },
  ko: {
    neg: "(?:필요 ?없|않아도 됩니다|않아도 돼|말고|없이)",
    verb: "(?:물어볼|물어|묻지|알릴|알리지|알려|말할|말하지|보고할|상의할)",
    who: "(?:변호사|파트너|의사|매니저|관리자|부장|과장|팀장|사장|상사|직원|사무실|회사|회계사|님)",
  },
  ja: {
    neg: "(?:必要はありません|必要はない|必要ない|不要|しなくて|せずに|なくて)",
    verb: "(?:聞く|尋ねる|確認する|知らせる|伝える|報告する|相談する|連絡する|聞か|知らせ|伝え|報告せ|相談せ|連絡せ)",
    who: "(?:弁護士|パートナー|医師|先生|部長|課長|上司|社長|マネージャー|スタッフ|職員|社員|事務所|会計士|さん|様)",
  },
  zh: {
    neg: "(?:不必|无需|無需|不需要|没必要|沒必要|不用|别|別|勿|无须|無須)",
    verb: "(?:询问|詢問|问|問|通知|告知|告诉|告訴|知会|知會|请示|請示|咨询|諮詢|抄送)",
    who: "(?:律师|律師|合伙人|合夥人|医生|醫生|经理|經理|主管|老板|老闆|上司|员工|員工|同事|事务所|事務所|办公室|辦公室|会计|會計|先生|女士)",
  },
};

/** Word-start guard for the later parts of an entry (spaced scripts). */
const WG = "(?<![\\p{L}\\p{N}])";

/** The keep-out form with the telling verb and the principal, in any order, within a clause. */
function keepFrame(lang: Lang, v: KeepVocab): string {
  const g = UNSPACED.has(lang) ? "" : WG;
  const n = gap(lang, 30);
  const [neg, verb, who] = [`${g}${v.neg}`, `${g}${v.verb}`, `${g}${v.who}`];
  return alt(
    either(neg, either(verb, who, n), n),
    // The keep-out form between them: "Asianajajalta ei tarvitse kysyä", "Härra Tamme pole vaja teavitada".
    near(who, near(neg, verb, n), n),
    near(verb, near(neg, who, n), n),
    ...(v.extra ? [v.extra] : []),
  );
}

/** The frames by language, entries of their own beside the row's (one entry would have too many starts to screen). */
const KEEP_FRAMES: Partial<Record<Lang, string>> = Object.fromEntries(
  (Object.entries(KEEP) as Array<[Lang, KeepVocab]>).map(([lang, vocab]) => [lang, keepFrame(lang, vocab)]),
);

/** 2, generalised: the AI called a computer assistant, computer helper or automated assistant ("computer assistant",
 * "assistant informatique", "компьютерный помощник", "የኮምፒውተር ረዳት", "kaaliyaha kombiyuutarka"), or the assistant
 * reading this e-mail (→ `automated`: no person is called so); and the label "To the assistant:" / "For the
 * assistant:" at the start of a line or sentence, ending in a colon that hands over no address, in the attached
 * forms too ("Ассистенту:", "للمساعد:", "ለረዳቱ፡", "اسسٹنٹ کے لیے:", "Kumsizi:") (→ `served`). A person's assistant is
 * named by the person ("my assistant", "the office assistant will call you"), and "computer assistance course" or
 * "assistant professor" is neither form. */
const COMPUTER_ASSISTANT: Partial<Record<Lang, { comp: string; label: string }>> = {
  en: {
    // "An automated assistant" is a topic ("must not let an automated assistant send documents"); "are a computer
    // assistant" is still an address.
    comp: "(?:computer (?:assistant|helper)s?(?! professor)|(?<!(?:^|[^\\p{L}])an? )(?:automated|automatic|software|machine) (?:assistant|helper)s?(?! professor))",
    label: "(?:to|for|attn:?|attention:?) (?:the |our |your )?(?:ai |e-?mail |mail |computer |virtual )?assistant",
  },
  de: {
    comp: "(?:computer|software|automatisch\\p{L}*|digital\\p{L}*) ?-?(?:assistent|helfer)\\p{L}*",
    label: "(?:an|für) (?:den|die) (?:ki-|e-?mail-|computer)?assistent\\p{L}*",
  },
  fr: {
    comp: "(?:assistant|assistante|aide) (?:informatique|numérique|automatique|automatisé|logiciel)(?! \\p{L}*(?:formation|cours|stage))",
    label: "(?:à l'|pour l'|a l')assistant(?:e)?(?: (?:ia|numérique|virtuel))?",
  },
  es: {
    comp: "(?:asistente|ayudante) (?:informático|digital|automático|automatizado|de computadora|de ordenador|virtual)",
    label: "(?:al|para el|a la|para la) asistente(?: (?:de ia|virtual|digital))?",
  },
  it: {
    comp: "(?:assistente|aiutante) (?:informatico|digitale|automatico|automatizzato|virtuale|del computer)",
    label: "(?:all'|per l')assistente(?: (?:ia|virtuale|digitale))?",
  },
  pt: {
    comp: "(?:assistente|ajudante) (?:de computador|informático|digital|automático|automatizado|virtual)",
    label: "(?:ao|para o|à|para a) assistente(?: (?:de ia|virtual|digital))?",
  },
  nl: {
    comp: "(?:computer|digitale |automatische |virtuele )-?(?:assistent|hulp)(?:en)?(?![\\p{L}])",
    label: "(?:aan|voor) de (?:ai-|e-?mail|computer)?assistent",
  },
  sv: {
    comp: "(?:dator|digital |automatisk |virtuell )-?(?:assistent|hjälpare)\\p{L}*",
    label: "(?:till|för) (?:ai-|e-?post)?assistenten",
  },
  da: {
    comp: "(?:computer|digital |automatisk |virtuel )-?(?:assistent|hjælper)\\p{L}*",
    label: "(?:til|for) (?:ai-|e-?mail)?assistenten",
  },
  nb: {
    comp: "(?:datamaskin|data|digital |automatisk |virtuell )-?(?:assistent|hjelper)\\p{L}*",
    label: "(?:til|for) (?:ki-|ai-|e-?post)?assistenten",
  },
  fi: {
    comp: "(?:tietokone|digitaali|automaatti|virtuaali)-?(?:nen |s)?(?:avustaja|apuri)\\p{L}*",
    label: "(?:ai-|tekoäly)?avustajalle",
  },
  pl: {
    comp: "(?:asysten[tc]|pomocnik)\\p{L}* (?:komputerow|cyfrow|automatyczn|wirtualn)\\p{L}*|(?:komputerow|cyfrow|automatyczn|wirtualn)\\p{L}* (?:asysten[tc]|pomocnik)\\p{L}*",
    label: "(?:do|dla) asystenta(?: (?:ai|ai-|wirtualnego))?",
  },
  cs: {
    comp: "(?:počítačov|digitální|automatick|virtuální)\\p{L}* (?:asistent|pomocník)\\p{L}*",
    label: "(?:pro|pro ai) asistenta|asistentovi",
  },
  sk: {
    comp: "(?:počítačov|digitáln|automatick|virtuáln)\\p{L}* (?:asistent|pomocník)\\p{L}*",
    label: "(?:pre|pre ai) asistenta|asistentovi",
  },
  sl: {
    comp: "(?:računalnišk|digitaln|avtomatsk|virtualn)\\p{L}* (?:asistent|pomočnik)\\p{L}*",
    label: "(?:za|za ai) asistenta|asistentu",
  },
  sh: {
    comp: "(?:računarsk|računaln|kompjutersk|digitaln|automatsk|virtualn)\\p{L}* (?:asistent|pomoćnik)\\p{L}*",
    label: "(?:za|za ai) asistenta|asistentu",
  },
  bg: {
    comp: "(?:компютър|цифров|автоматичн|виртуалн)\\p{L}* (?:асистент|помощник)\\p{L}*",
    label: "(?:до|за) асистента|на асистента",
  },
  ru: {
    comp: "(?:компьютерн|цифров|автоматическ|виртуальн|программн)\\p{L}* (?:помощник|ассистент)\\p{L}*",
    label: "(?:ассистенту|помощнику|для ассистента|для помощника)(?: ии| ai)?",
  },
  uk: {
    comp: "(?:комп'ютерн|комп’ютерн|цифров|автоматичн|віртуальн|програмн)\\p{L}* (?:помічник|асистент)\\p{L}*",
    label: "(?:асистентові|асистенту|помічнику|помічникові|для асистента|для помічника)",
  },
  el: {
    comp: "(?:βοηθ\\p{L}* (?:υπολογιστή|υπολογιστών)|(?:ψηφιακ|αυτόματ|εικονικ|ηλεκτρονικ)\\p{L}* βοηθ\\p{L}*)",
    label: "(?:προς|για) (?:τον|την) βοηθ\\p{L}*",
  },
  ro: {
    comp: "asistent\\p{L}* (?:de calculator|digital|automat|virtual|software)",
    label: "(?:pentru|către|catre) asistent(?:ul)?",
  },
  hu: {
    comp: "(?:számítógépes|digitális|automatikus|virtuális) (?:asszisztens|segéd|segítő)\\p{L}*",
    label: "(?:az |a )?asszisztensnek",
  },
  lt: {
    comp: "(?:kompiuterin|skaitmenin|automatin|virtual)\\p{L}* (?:asistent|pagalbinink)\\p{L}*",
    label: "asistentui",
  },
  lv: {
    comp: "(?:datora|digitāl\\p{L}*|automātisk\\p{L}*|virtuāl\\p{L}*) (?:asistent|palīg)\\p{L}*",
    label: "asistentam",
  },
  et: {
    comp: "(?:arvuti|digitaal|automaat|virtuaal)\\p{L}*-?(?:assistent|abiline)\\p{L}*",
    label: "assistendile",
  },
  ca: {
    comp: "(?:assistent|ajudant) (?:informàtic|digital|automàtic|virtual)",
    label: "(?:a l'|per a l')assistent",
  },
  af: {
    comp: "(?:rekenaar|digitale |outomatiese |virtuele )-?assistent\\p{L}*",
    label: "(?:aan|vir) die (?:ki-|ai-)?assistent",
  },
  tr: {
    comp: "(?:bilgisayar|dijital|otomatik|sanal) (?:asistan|yardımcı)\\p{L}*",
    label: "(?:asistana|asistanına|yardımcıya|asistan için)",
  },
  az: {
    comp: "(?:kompüter|rəqəmsal|avtomatik|virtual) (?:köməkçi|asistent)\\p{L}*",
    label: "(?:köməkçiyə|asistentə|köməkçi üçün)",
  },
  kk: {
    comp: "(?:компьютерлік|цифрлық|автоматты|виртуалды) (?:көмекші|ассистент)\\p{L}*",
    label: "(?:көмекшіге|ассистентке)",
  },
  uz: {
    comp: "(?:kompyuter|raqamli|avtomatik|virtual) (?:yordamchi|assistent)\\p{L}*",
    label: "(?:yordamchiga|assistentga)",
  },
  mn: {
    comp: "(?:компьютерийн|дижитал|автомат|виртуал) (?:туслах|туслагч)\\p{L}*",
    label: "(?:туслахад|туслахын анхааралд)",
  },
  hy: {
    comp: "(?:համակարգչային|թվային|ավտոմատ|վիրտուալ) (?:օգնական|ասիստենտ)\\p{L}*",
    label: "(?:օգնականին|ասիստենտին)",
  },
  ka: {
    comp: "(?:კომპიუტერულ|ციფრულ|ავტომატურ|ვირტუალურ)\\p{L}* (?:ასისტენტ|დამხმარე)\\p{L}*",
    label: "(?:ასისტენტს|დამხმარეს)",
  },
  id: {
    comp: "(?:asisten|pembantu) (?:komputer|digital|otomatis|virtual)",
    label: "(?:kepada|untuk) (?:asisten|pembantu)(?: ai| virtual)?",
  },
  ms: {
    comp: "(?:pembantu|asisten) (?:komputer|digital|automatik|maya)",
    label: "(?:kepada|untuk) (?:pembantu|asisten)(?: ai| maya)?",
  },
  jv: {
    comp: "(?:asisten|pambiyantu) (?:komputer|digital|otomatis)",
    label: "(?:kanggo|dhumateng|marang) (?:asisten|pambiyantu)",
  },
  tl: {
    comp: "(?:(?:computer|awtomatikong) (?:assistant|katulong)|(?<!(?:^|[^\\p{L}])an? )(?:digital|automated|virtual) (?:assistant|katulong))",
    label: "(?:para sa|kay|sa) (?:assistant|katulong)",
  },
  vi: {
    comp: "(?:trợ lý|người trợ giúp) (?:máy tính|kỹ thuật số|tự động|ảo)",
    label: "(?:gửi|kính gửi|gởi) (?:trợ lý|người trợ giúp)",
  },
  sw: {
    comp: "(?:msaidizi|wasaidizi) wa (?:kompyuta|kidijitali|kiotomatiki)",
    label: "(?:kwa|kwa ajili ya) msaidizi",
  },
  so: {
    comp: "(?:kaaliyaha|kaaliye|caawiye|caawiyaha) (?:kombiyuutarka|kumbuyuutarka|kombiyuutar|dhijitaalka|otomaatiga)",
    label: "(?:kaaliyaha|caawiyaha|ku socota kaaliyaha)",
  },
  ha: {
    comp: "(?:mataimakin|mataimaki) (?:kwamfuta|na'ura|dijital)",
    label: "(?:ga|zuwa ga) mataimaki(?:n)?",
  },
  yo: {
    comp: yoruba("olùrànlọ́wọ́ (?:kọ̀ǹpútà|kọ̀mpútà|oní-nọ́ńbà|aládàáṣe)"),
    label: yoruba("(?:sí|fún) olùrànlọ́wọ́"),
  },
  ig: {
    comp: "onye enyemaka (?:kọmputa|komputa|dijitalụ)",
    label: "(?:nye|maka) onye enyemaka",
  },
  zu: {
    comp: "(?:umsizi|ungumsizi|kumsizi) (?:wekhompyutha|wedijithali|ozenzakalelayo)",
    label: "kumsizi",
  },
  xh: {
    comp: "(?:umncedisi|ungumncedisi|kumncedisi) (?:wekhompyutha|wedijithali|ozenzekelayo)",
    label: "kumncedisi",
  },
  ku: {
    comp: "alîkar\\p{L}* (?:komputerê|kompîturê|dîjîtal|otomatîk)",
    label: "(?:ji alîkar re|ji bo alîkar)",
  },
  "ar-latn": {
    comp: "(?:computer|digital|automatic) (?:assistant|mosa3ed)|mosa3ed (?:computer|digital|automatic)",
    label: "(?:lel|lil|le el|ila el) (?:assistant|mosa3ed|mousa3ed)",
  },
  "hi-latn": {
    comp: "(?:computer (?:assistant|sahayak)|(?<!(?:^|[^\\p{L}])an? )(?:digital|automated) (?:assistant|sahayak))",
    label: "(?:assistant|sahayak) (?:ke liye|ko)",
  },
  hi: { comp: "(?:कंप्यूटर|कम्प्यूटर|डिजिटल|स्वचालित) (?:सहायक|असिस्टेंट)", label: "(?:सहायक|असिस्टेंट) (?:के लिए|को)" },
  mr: { comp: "(?:संगणक|कॉम्प्युटर|डिजिटल|स्वयंचलित) (?:सहाय्यक|असिस्टंट)", label: "(?:सहाय्यकासाठी|सहाय्यकाला|असिस्टंटसाठी)" },
  gu: { comp: "(?:કમ્પ્યુટર|કોમ્પ્યુટર|ડિજિટલ|સ્વચાલિત) (?:સહાયક|આસિસ્ટન્ટ)", label: "(?:સહાયક|આસિસ્ટન્ટ) (?:માટે|ને)" },
  pa: { comp: "(?:ਕੰਪਿਊਟਰ|ਡਿਜੀਟਲ|ਸਵੈਚਾਲਿਤ) (?:ਸਹਾਇਕ|ਅਸਿਸਟੈਂਟ)", label: "(?:ਸਹਾਇਕ|ਅਸਿਸਟੈਂਟ) (?:ਲਈ|ਨੂੰ)" },
  bn: { comp: "(?:কম্পিউটার|ডিজিটাল|স্বয়ংক্রিয়) (?:সহকারী|সহায়ক|অ্যাসিস্ট্যান্ট)", label: "(?:সহকারীর জন্য|সহকারীকে|সহায়কের জন্য)" },
  ne: { comp: "(?:कम्प्युटर|कम्प्यूटर|डिजिटल|स्वचालित) (?:सहायक|असिस्टेन्ट)", label: "(?:सहायकलाई|सहायकका लागि)" },
  ta: { comp: "(?:கணினி|டிஜிட்டல்|தானியங்கி) (?:உதவியாள|அசிஸ்டன்ட்)\\S*", label: "(?:உதவியாளருக்கு|உதவியாளர்க்கு)" },
  te: { comp: "(?:కంప్యూటర్|డిజిటల్|ఆటోమేటెడ్) (?:సహాయక|అసిస్టెంట్)\\S*", label: "(?:సహాయకుడికి|సహాయకునికి|అసిస్టెంట్‌కు)" },
  kn: { comp: "(?:ಕಂಪ್ಯೂಟರ್|ಡಿಜಿಟಲ್|ಸ್ವಯಂಚಾಲಿತ) (?:ಸಹಾಯಕ|ಅಸಿಸ್ಟೆಂಟ್)\\S*", label: "(?:ಸಹಾಯಕರಿಗೆ|ಸಹಾಯಕನಿಗೆ)" },
  ml: { comp: "(?:കമ്പ്യൂട്ടർ|ഡിജിറ്റൽ|ഓട്ടോമേറ്റഡ്) (?:സഹായി|അസിസ്റ്റന്റ്)\\S*", label: "(?:സഹായിക്ക്|അസിസ്റ്റന്റിന്)" },
  si: { comp: "(?:පරිගණක|ඩිජිටල්|ස්වයංක්‍රීය) (?:සහායක|සහායකය)\\S*", label: "(?:සහායකයාට|සහායකට)" },
  ur: { comp: "(?:کمپیوٹر|ڈیجیٹل|خودکار) (?:اسسٹنٹ|معاون)", label: "(?:اسسٹنٹ|معاون) (?:کے لیے|کے لئے|کو)" },
  ar: {
    comp: "(?:مساعد|المساعد) (?:حاسوب|الحاسوب|كمبيوتر|الكمبيوتر|حاسوبي|رقمي|آلي)",
    label: "(?:إلى |الى )?(?:للمساعد|المساعد)",
  },
  fa: { comp: "دستیار (?:کامپیوتری|رایانه‌ای|رایانه ای|دیجیتال|خودکار)", label: "(?:به|برای) دستیار" },
  ps: { comp: "(?:کمپیوټري|ډیجیټل|اتومات) مرستیال", label: "مرستیال ته" },
  ckb: { comp: "یاریدەدەری (?:کۆمپیوتەری|دیجیتاڵ|ئۆتۆماتیکی)", label: "(?:بۆ )?یاریدەدەر" },
  he: {
    comp: "(?:עוזר|עוזרת) (?:ממוחשב|ממוחשבת|דיגיטלי|דיגיטלית|אוטומטי|אוטומטית|מחשב)",
    label: "(?:לעוזר|לעוזרת|אל העוזר|אל העוזרת)",
  },
  am: { comp: "(?:የኮምፒውተር|የኮምፒዩተር|ዲጂታል|አውቶማቲክ) ረዳ", label: "(?:ለ(?:ai ?|ኤአይ ?)?ረዳቱ|ለረዳቷ|ለ(?:ai ?|ኤአይ ?)?ረዳት|ወደ ረዳቱ)" },
  ti: {
    comp: "(?:ኮምፒተራዊ|ናይ ኮምፒተር|ዲጂታላዊ|ኣውቶማቲካዊ) ሓጋዚ|(?:ዘንብብ|ዘንበበ|ዘመሓድር) ሓጋዚ",
    label: "(?:ንሓጋዚ|ነቲ ሓጋዚ|ናብ ሓጋዚ|ነቲ[^:፡፦\\n]{0,40}ሓጋዚ)",
  },
  th: { comp: "ผู้ช่วย(?:คอมพิวเตอร์|ดิจิทัล|อัตโนมัติ)", label: "ถึงผู้ช่วย" },
  lo: { comp: "ຜູ້ຊ່ວຍ(?:ຄອມພິວເຕີ|ດິຈິຕອນ|ອັດຕະໂນມັດ)", label: "ເຖິງຜູ້ຊ່ວຍ" },
  km: { comp: "ជំនួយការ(?:កុំព្យូទ័រ|ឌីជីថល|ស្វ័យប្រវត្តិ)", label: "(?:ជូនចំពោះ|ជូន|ចំពោះ)ជំនួយការ" },
  my: { comp: "(?:ကွန်ပျူတာ|ဒစ်ဂျစ်တယ်|အလိုအလျောက်) ?လက်ထောက်", label: "လက်ထောက်(?:သို့|ထံ)" },
  ko: {
    comp: "(?:컴퓨터|디지털|자동) ?(?:어시스턴트|비서|도우미)",
    label: "(?:어시스턴트|비서|도우미)(?:에게|께|님께)",
  },
  ja: {
    comp: "(?:コンピューター|コンピュータ|デジタル|自動)(?:の)?(?:アシスタント|助手)",
    label: "(?:アシスタント|助手)(?:へ|宛て?|様)",
  },
  zh: { comp: "(?:电脑|電腦|计算机|計算機|数字|數位|自动|自動)(?:助手|助理)", label: "(?:致|给|給)(?:助手|助理)" },
};

/** The names and labels by language, entries of their own beside the row's. */
const SERVED_MORE: Partial<Record<Lang, string[]>> = {};
for (const [lang, v] of Object.entries(COMPUTER_ASSISTANT) as Array<[Lang, { comp: string; label: string }]>) {
  // The label must start a line or a sentence: checked by a lookbehind after it, so the entry still starts with the
  // label's own words, which the screen can place (a leading lookbehind left it to be tried at every position).
  const start = UNSPACED.has(lang) ? "(?:^|[.!?。\\n])\\s{0,3}" : "(?:^|[.!?\\n])\\s{0,3}";
  const end = UNSPACED.has(lang) ? "" : E;
  const entries = [
    v.comp,
    `(?:${v.label})${end}(?<=${start}(?:${v.label})${end})\\s*[:：፡፦](?![ \\t]*[\\p{L}\\p{N}._%+-]+@)`,
  ];
  SERVED_MORE[lang] = entries;
}

const concept = (build: (row: ReaderRow, lang: Lang) => Array<string | undefined>): PhraseTable =>
  conceptTable(ROWS, build);

/** Japanese puts the address between the object and the verb ("すべての請求書を audit@… に転送"): a little more room
 * than the other dense scripts. */
const verbGap = (lang: Lang, spaced: number) => (lang === "ja" ? 30 : gap(lang, spaced));

/** Verb-final languages of the rows, where an address sits between the object and the verb ("… X adresine gönder"),
 * and German and Dutch, whose infinitives and separable verbs close the clause ("bitte alle Rechnungen an X weiterleiten"). */
const VERB_FINAL: ReadonlySet<Lang> = languagesWith(VERB_FINAL_LANGUAGES, {
  with: ["yo", "de", "nl"],
  without: ["hi-latn", "ckb", "ku", "hy", "ka", "mn"],
});

/** 1. The reader named by what it serves (→ ADDRESSING). */
export const READER_SERVED: PhraseTable = concept((row, lang) => [row.served, ...(SERVED_MORE[lang] ?? [])]);

/** 2. Other mail or records sent out, and the rules that send it (→ ACTION_SENSITIVE). */
export const READER_MAIL_ACTION: PhraseTable = concept((row, lang) => [
  row.sendVerb && row.mailRecords
    ? either(
        wordStart(lang, row.sendVerb),
        wordStart(lang, row.mailRecords),
        verbGap(lang, VERB_FINAL.has(lang) ? 70 : 40),
      )
    : undefined,
  row.mailRule,
]);

/** 3. People kept out of it (→ SECRECY). */
export const READER_KEEP_OUT: PhraseTable = concept((row, lang) => [row.keepOut, KEEP_FRAMES[lang]]);

/** The rows of each table, by the table they are merged into (addressing.ts, injection.ts). */
export const READER_ADDRESSING: PhraseTable = READER_SERVED;
export const READER_ACTION_SENSITIVE: PhraseTable = READER_MAIL_ACTION;
export const READER_SECRECY: PhraseTable = READER_KEEP_OUT;

/** The rows by language, for the test that every language has each concept. */
export const READER_CUES: Readonly<Partial<Record<Lang, Readonly<ReaderRow>>>> = ROWS;

/** Every reader concept, for the tests. */
export const READER_CONCEPTS = { READER_SERVED, READER_MAIL_ACTION, READER_KEEP_OUT } as const;
