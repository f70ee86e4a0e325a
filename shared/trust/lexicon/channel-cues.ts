// Payment-fraud cues about the CHANNEL a request comes through, translated systematically: one table per cue
// concept, one row per language, in the 38 languages of lexicon/agent-cues.ts.
//
// Impersonation fraud has to explain why it does not come from where the real person or firm writes from, and why
// the money goes somewhere new. The concepts are those explanations, whatever the wording:
//   1. the contact channel changed: "I lost my phone", "my phone broke", "this is my new number", "my old email was
//      hacked", "I'm writing from a friend's phone" (the "Hi Mum", grandparent and supplier-takeover openings);
//   2. the usual channel unreachable: "don't call me", "I can't talk", "in meetings all day", "only by email",
//      "my phone is off" (so the reader cannot check by calling);
//   3. the money to someone else's account: "to my friend's account", "in my cousin's name", "the account is not in
//      my name";
//   4. the usual way to pay down: "the payment portal is out of service", "our usual account is blocked / under
//      review" (the reason given for paying elsewhere; lexicon/payment-cues.ts `bankNew` covers "new account").
// Every row is the concept in one language, written from the concept, not from any message.
//
// None of these is a request by itself: a friend's new number, an out-of-office, a portal under maintenance are
// ordinary mail. The rows of rules/classifier.ts weigh them only with a request for money, codes or an account
// number to pay into (`credpay.channel_change_money`, `credpay.unreachable`, `credpay.third_party_account`,
// `credpay.channel_down`), and the negative rows (`credpay.usual_account`, `credpay.known_sender`) still apply.
//
// Entries follow lexicon/combinators.ts: lowercase sources over NFKC-normalised text with invisible characters
// removed (so no ZWNJ/ZWJ inside Persian or Sinhala words), each beginning with literal words the screen of
// prefilter.ts can place; spaced scripts get a word-start guard when compiled, the scripts of UNSPACED none.
import { E, hausa, type Lang, nfkc, type PhraseTable, yoruba } from "./combinators.js";

/** One row per language. Fields are lists of entries (regex sources, lowercase). */
interface ChannelRow {
  /** The sender's phone lost, broken, stolen, dead, fallen in water ("i lost my phone", "my phone broke"). */
  lost?: readonly string[];
  /** A new or borrowed channel announced: "this is my new number", "my new email", "save this number", "writing from
   * a friend's phone", "my old email was hacked / blocked". A firm's "our new phone number" alone is left out. */
  fresh?: readonly string[];
  /** The usual channel unreachable: "don't call me", "i can't talk / take calls", "in meetings all day", "my phone is
   * off", "only by email / text" (→ UNREACHABLE). */
  unreachable?: readonly string[];
  /** Someone else's account: a friend's, a relative's, a colleague's, a landlord's; "in my cousin's name", "not in my
   * name" (→ THIRD_PARTY_ACCOUNT). Always with a person word: an invoice's "account name: X Ltd" is not this. */
  others?: readonly string[];
  /** The usual way to pay out of service: the payment portal, page, system or card payments down or under
   * maintenance (→ CHANNEL_DOWN). */
  portal?: readonly string[];
  /** The payee's own usual account blocked, frozen or under review or audit (→ ACCOUNT_BLOCKED): the reason fraud
   * gives for an account that is not the usual one. */
  blocked?: readonly string[];
}

/** A field's entries: each is its own table entry (a long alternation could not be placed by the screen). */
const list = (...entries: string[]): readonly string[] => entries;

/** Relatives, friends and colleagues, English (possessive forms are added where used). */
const EN_PEOPLE =
  "(?:friend|cousin|colleague|co-?worker|brother|sister|uncle|aunt|auntie|nephew|niece|son|daughter|wife|husband|fianc[ée]e?|girlfriend|boyfriend|partner|mum|mom|dad|father|mother|grandson|granddaughter|landlord|landlady|flatmate|roommate|relative|neighbou?r|business partner|associate|accountant|lawyer|agent)";

const ROWS: Partial<Record<Lang, ChannelRow>> = {
  en: {
    lost: list(
      "(?:lost|broke|smashed|cracked|dropped|damaged) my (?:old )?(?:phone|mobile|cell ?phone|cell|iphone|sim(?: card)?)",
      "my (?:old )?(?:phone|mobile|cell ?phone|iphone|sim(?: card)?) (?:is |was |got |has been |just )?(?:broken|broke|stolen|lost|damaged|dead|smashed|cracked|fell|dropped|not working|stopped working)",
      "(?:phone|mobile) (?:fell|dropped) (?:in|into) (?:the )?(?:water|toilet|sink|pool|bath)",
    ),
    fresh: list(
      "(?:this is|here'?s|heres) my new (?:phone |mobile |whatsapp )?(?:number|no\\.?|mobile|phone|e-?mail(?: address)?|address)",
      "my new (?:phone |mobile |cell |whatsapp )?(?:number|no\\.)",
      "(?:texting|messaging|writing|emailing|contacting) (?:you )?(?:from|on) (?:my )?(?:a )?new (?:number|phone|e-?mail|account)",
      "(?:save|add|store) (?:this|my new) (?:number|mobile number)",
      `(?:from|on|using|borrowed) (?:a |my )?(?:${EN_PEOPLE}'?s|borrowed) (?:phone|mobile|cell|laptop)`,
      "(?:my|our) (?:old |usual |personal |work )?(?:e-?mail|email account|email address|mailbox|number|phone number|whatsapp)(?: account| address)? (?:was |has been |got |is |have been )?(?:hacked|compromised|blocked|suspended|disabled|deactivated|cloned)",
    ),
    unreachable: list(
      "(?:i )?(?:can'?t|cannot|can not|am unable to|won'?t be able to) (?:talk|speak on the phone|call|answer (?:the |my )?(?:phone|calls?)|take (?:any )?calls|pick up|be reached|be on the phone)",
      "(?:don'?t|do not|please don'?t|please do not) (?:call|phone|ring)(?: me)?",
      `(?:my )?phone (?:is|will be) (?:off|switched off|dead|out of battery|not working)${E}`,
      "(?:i'?m|i am|i'?ll be|i will be) (?:in (?:back-to-back |a )?meetings?|on site|in surgery|at a conference|in (?:the )?hospital|on a course|in training) all (?:day|week|morning|afternoon)",
      "(?:only|just) (?:reach|contact|message|text|e-?mail) me (?:by|via|on|here|over)",
      "(?:reply|respond|write|get back to me|message me|text me) (?:only )?(?:by|via|over|on) (?:e-?mail|text|whatsapp|this (?:e-?mail|number|chat)) only",
      "(?:can|will) only (?:text|e-?mail|message|chat|reply by e-?mail)",
    ),
    others: list(
      // Not "my colleague's account of the meeting": the narrative sense.
      `(?:my|a|our) ${EN_PEOPLE}'?s (?:bank |paypal |revolut |wise )?(?:account(?! (?:of|about|on) )|card|iban|wallet|details)`,
      `(?:account|card|iban) (?:is )?(?:in|under) (?:the name of )?(?:my|a) ${EN_PEOPLE}(?:'?s name)?`,
      `in (?:my|a) ${EN_PEOPLE}'?s name`,
      "(?:it'?s|it is|the account is|account is|that'?s) not (?:in )?my (?:own )?(?:name|account)",
    ),
    portal: list(
      `(?:payment|billing|customer|client|online|invoice) (?:portal|page|system|gateway|platform|link|website)s? (?:is |are )?(?:currently |temporarily )?(?:down|unavailable|out of service|out of order|under maintenance|not working|offline|disabled|being upgraded)${E}`,
      "(?:card|online) payments? (?:is |are )?(?:currently |temporarily )?(?:down|unavailable|out of service|not working|disabled|suspended)",
      "(?:unable|not able) to (?:accept|process|take) (?:card |online )?payments",
    ),
    blocked: list(
      "(?:our|my) (?:usual |regular |current |main |primary |normal |company |corporate |business )?(?:bank )?account (?:is |has been |was |is currently |got )?(?:temporarily |currently )?(?:blocked|frozen|suspended|restricted|on hold|under (?:review|audit|investigation)|being (?:audited|reviewed))",
      "(?:cannot|can'?t|unable to) (?:receive|accept) (?:payments?|funds|transfers) (?:on|into|to|in) (?:our|my) (?:usual|regular|current|registered) account",
    ),
  },
  de: {
    lost: list(
      "mein(?:e)? (?:altes )?(?:handy|telefon|smartphone|mobiltelefon|sim-karte)(?: ist| wurde)? (?:kaputt|kaputtgegangen|defekt|gestohlen|geklaut|verloren|ins wasser gefallen|runtergefallen)",
      "(?:handy|telefon|smartphone) (?:ist )?mir (?:kaputtgegangen|runtergefallen|ins wasser gefallen|gestohlen worden|geklaut worden)",
      "mir wurde (?:mein|das) (?:handy|telefon|smartphone) (?:gestohlen|geklaut)",
      "(?:habe|hab) (?:mein(?:e)? )?(?:handy|telefon|sim-karte) (?:verloren|kaputt gemacht|fallen lassen)",
    ),
    fresh: list(
      "(?:das ist |hier ist )?meine neue (?:nummer|handynummer|telefonnummer|e-mail|e-mail-adresse|mailadresse|adresse)",
      "(?:speicher|speichere|speichert|speichern sie) (?:dir |euch |sich )?(?:bitte )?(?:diese|meine neue|die neue) (?:nummer|e-mail|adresse)",
      "(?:vom|von dem|über das) (?:handy|telefon) (?:eines|einer|meines|meiner) (?:freund|freundin|kolleg|bekannt)\\p{L}*",
      "(?:mein|meine|unser|unsere) (?:alte )?(?:e-mail|e-mail-adresse|mailadresse|e-mail-konto|nummer|whatsapp)(?: ist| wurde)? (?:gehackt|gesperrt|kompromittiert|deaktiviert)",
    ),
    unreachable: list(
      "(?:ruf|rufen sie|ruft) (?:mich )?(?:bitte )?nicht an",
      "(?:ich )?kann (?:gerade |momentan |jetzt |heute )?nicht (?:telefonieren|sprechen|reden|ans telefon|rangehen|anrufen)",
      "(?:ich )?bin (?:den ganzen tag|die ganze woche|heute) (?:in (?:einer )?(?:besprechung|sitzung)(?:en)?|im meeting|in meetings|auf (?:der )?baustelle|auf (?:einer )?konferenz|im krankenhaus|nicht erreichbar)",
      `(?:mein )?(?:handy|telefon) (?:ist )?(?:aus|ausgeschaltet|leer)${E}`,
      "(?:bitte )?nur (?:per|über|via) (?:e-mail|mail|sms|whatsapp|nachricht) (?:erreichbar|antworten|schreiben|kontaktieren)",
    ),
    others: list(
      "(?:das )?konto (?:meines|meiner|eines|einer) (?:freund|freundin|cousin|cousine|kolleg|kollegin|bruder|schwester|onkel|tante|sohn|tochter|partner|partnerin|frau|mann|vermieter|vermieterin|bekannt|verwandt)\\p{L}*",
      "(?:konto|iban) (?:läuft |lautet )?auf (?:den namen )?(?:meines|meiner|meinen|meine|eines|einer) (?:freund|freundin|cousin|cousine|kolleg|bruder|schwester|onkel|tante|sohn|tochter|partner|frau|mann|vermieter|bekannt|verwandt)\\p{L}*",
      "(?:läuft |ist )?nicht auf meinen namen",
      "nicht mein (?:eigenes )?konto",
    ),
    portal: list(
      "(?:zahlungs|kunden|online-?)?(?:portal|zahlungsseite|zahlungssystem|bezahlseite|online-zahlung|kartenzahlung|bezahlsystem)\\p{L}* (?:ist |sind )?(?:derzeit |vorübergehend |momentan |aktuell )?(?:nicht erreichbar|außer betrieb|nicht verfügbar|gestört|in wartung|wegen wartung)",
    ),
    blocked: list(
      "(?:unser|mein)(?:e|es)? (?:übliche\\p{L}* |bisherige\\p{L}* |aktuelle\\p{L}* |reguläre\\p{L}* )?(?:bankverbindung|bankkonto|konto|geschäftskonto|firmenkonto) (?:ist |wurde |wird )?(?:derzeit |vorübergehend |momentan )?(?:gesperrt|eingefroren|blockiert|in prüfung|unter prüfung|geprüft|überprüft)",
    ),
  },
  fr: {
    lost: list(
      "(?:perdu|cassé|fait tomber|abîmé) (?:mon|ma) (?:téléphone|portable|mobile|smartphone|carte sim|puce)",
      "(?:mon|ma) (?:téléphone|portable|mobile|smartphone|carte sim)(?: est| a été)? (?:cassé|volé|perdu|hors service|tombé|hs)" +
        E,
      "on m'a volé (?:mon|ma) (?:téléphone|portable|mobile)",
    ),
    fresh: list(
      "(?:c'est |voici |voilà )?(?:mon|ma) nouve(?:au|l|lle) (?:numéro|portable|adresse(?: e-?mail| mail)?|e-?mail|mail)",
      "(?:enregistre|enregistrez|note|notez|sauvegarde|sauvegardez|garde|gardez) (?:ce|mon nouveau|le nouveau) (?:numéro|contact)",
      "(?:depuis le|du|avec le) (?:téléphone|portable) d'(?:un|une) (?:ami|amie|collègue|copain|copine)",
      "(?:mon|ma|notre) (?:ancien(?:ne)? )?(?:adresse (?:e-?mail|mail)|messagerie|boîte mail|compte (?:e-?mail|mail|whatsapp)|numéro|whatsapp) (?:a été |est )?(?:piraté|piratée|bloqué|bloquée|compromis|compromise|suspendu|suspendue|hacké|hackée)",
    ),
    unreachable: list(
      "ne m'appelle(?:z)? pas",
      "je ne peux pas (?:parler|répondre au téléphone|téléphoner|appeler|décrocher|prendre (?:d'|les )?appels?)",
      "(?:je suis|suis|je serai) (?:en réunion|en rendez-vous|sur (?:un |le )?chantier|en déplacement|à l'hôpital|en formation) toute la (?:journée|semaine|matinée)",
      "(?:mon )?(?:téléphone|portable) (?:est )?(?:éteint|déchargé)",
      "(?:uniquement|seulement) par (?:e-?mail|mail|sms|écrit|whatsapp|message)",
      "(?:écris|écrivez)-moi (?:ici|par (?:mail|e-?mail|sms|message))",
    ),
    others: list(
      "compte (?:bancaire )?(?:de (?:mon|ma)|d'(?:un|une|mon|ma)) (?:ami|amie|cousin|cousine|collègue|frère|sœur|soeur|oncle|tante|fils|fille|associé|associée|propriétaire|mari|femme|conjoint|conjointe|compagne|compagnon|proche|neveu|nièce|voisin|voisine|bailleur)",
      "au nom (?:de (?:mon|ma)|d'(?:un|une|mon|ma)) (?:ami|amie|cousin|cousine|collègue|frère|sœur|soeur|oncle|tante|fils|fille|associé|associée|propriétaire|mari|femme|conjoint|conjointe|compagne|compagnon|proche|neveu|nièce|bailleur)",
      "(?:n'est pas|pas) à mon nom",
      "(?:ce n'est pas|n'est pas) mon (?:propre )?compte",
    ),
    portal: list(
      "(?:le |notre )?(?:portail(?: de paiement| client)?|espace client|site de paiement|paiement en ligne|paiement par carte|module de paiement|plateforme de paiement|page de paiement|système de paiement|terminal de paiement) (?:est |sont )?(?:temporairement |actuellement |momentanément )?(?:indisponible|hors service|en maintenance|en panne|inaccessible|désactivé)",
    ),
    blocked: list(
      "(?:notre|mon) (?:compte|compte bancaire|rib)(?: habituel| actuel| principal| professionnel)? (?:est |a été )?(?:temporairement |actuellement |momentanément )?(?:bloqué|gelé|suspendu|en cours (?:de )?(?:vérification|contrôle|audit)|sous contrôle|en audit|saisi)",
    ),
  },
  es: {
    lost: list(
      "(?:perdí|se me rompió|se me cayó|me robaron|he perdido|rompí|se me mojó) (?:el|mi) (?:móvil|movil|celular|teléfono|telefono|chip)",
      "mi (?:móvil|movil|celular|teléfono|telefono) (?:se )?(?:rompió|cayó|perdió|está roto|ha sido robado|fue robado|no funciona|se dañó|se mojó|se estropeó)",
    ),
    fresh: list(
      "(?:este es |es )?mi nuevo (?:número|numero|móvil|movil|celular|teléfono|correo|e-?mail)",
      "mi (?:número|numero|correo) nuevo",
      "mi nueva (?:dirección de correo|cuenta de correo|línea)",
      "(?:guarda|guarde|agenda|agende|apunta|anota|apunte|anote) (?:este|mi nuevo|el nuevo) (?:número|numero|contacto)",
      "desde el (?:teléfono|móvil|movil|celular) de (?:un|una|mi) (?:amig[oa]|compañer[oa]|colega)",
      "(?:mi|nuestro) (?:antiguo |viejo )?(?:correo|e-?mail|número|numero|cuenta de correo|whatsapp) (?:fue |ha sido |está )?(?:hackead[oa]|bloquead[oa]|piratead[oa]|comprometid[oa]|suspendid[oa]|clonad[oa])",
    ),
    unreachable: list(
      "no (?:me )?llames",
      "no (?:puedo|podré) (?:hablar|contestar (?:el teléfono|llamadas)|atender (?:el teléfono|llamadas)|llamar|responder llamadas|coger el teléfono)",
      "(?:estoy|estaré) (?:en (?:una )?reuni(?:ón|ones)|en (?:la )?obra|de viaje|en el hospital|en una conferencia) (?:todo el día|toda la semana|toda la mañana)",
      "(?:el |mi )?(?:móvil|movil|celular|teléfono) (?:está )?(?:apagado|sin batería)",
      "(?:solo|sólo|únicamente) por (?:correo|e-?mail|mensaje|whatsapp|escrito)",
      "escríbeme (?:por aquí|aquí|por correo|por whatsapp)",
    ),
    others: list(
      "cuenta (?:bancaria )?de (?:mi|un|una) (?:amig[oa]|prim[oa]|compañer[oa]|colega|herman[oa]|tí[oa]|hij[oa]|soci[oa]|espos[oa]|marido|mujer|novi[oa]|pareja|caser[oa]|arrendador|sobrin[oa]|vecin[oa]|familiar)",
      "a nombre de (?:mi|un|una) (?:amig[oa]|prim[oa]|compañer[oa]|colega|herman[oa]|tí[oa]|hij[oa]|soci[oa]|espos[oa]|marido|mujer|novi[oa]|pareja|caser[oa]|arrendador|sobrin[oa]|familiar)",
      "no (?:está|es) a mi nombre",
      "no es mi (?:propia )?cuenta",
    ),
    portal: list(
      "(?:el |nuestro )?(?:portal|pago en línea|pago online|pago con tarjeta|sistema de pago|pasarela de pago|plataforma de pago|página de pago|tpv) (?:está |se encuentra )?(?:temporalmente |actualmente |momentáneamente )?(?:fuera de servicio|caído|caida|caída|inactivo|en mantenimiento|no disponible|inhabilitado|deshabilitado)",
    ),
    blocked: list(
      "(?:nuestra|mi) cuenta (?:bancaria )?(?:habitual |actual |principal |de siempre )?(?:está |ha sido |fue |se encuentra )?(?:temporalmente |actualmente )?(?:bloqueada|congelada|suspendida|en revisión|bajo revisión|en auditoría|inhabilitada|embargada)",
    ),
  },
  it: {
    lost: list(
      "(?:ho perso|ho rotto|mi è caduto|mi hanno rubato|ho fatto cadere) (?:il )?(?:mio )?(?:telefono|cellulare|telefonino|smartphone)",
      "(?:il )?mio (?:telefono|cellulare|telefonino) (?:si è rotto|è rotto|è caduto|è stato rubato|non funziona|è andato perso|è finito in acqua)",
    ),
    fresh: list(
      "(?:questo è |è )?(?:il )?mio nuovo (?:numero|cellulare|indirizzo(?: e-?mail)?|e-?mail)",
      "(?:salva|salvi|salvati|memorizza|segnati) (?:questo|il mio nuovo|il nuovo) (?:numero|contatto)",
      "dal (?:telefono|cellulare) di (?:un |una |un'|mio |mia )(?:amic[oa]|collega)",
      "(?:la mia|il mio|la nostra|il nostro) (?:vecchi[oa] )?(?:e-?mail|casella(?: di posta)?|indirizzo e-?mail|numero|whatsapp) (?:è stat[oa] )?(?:hackerat[oa]|bloccat[oa]|compromess[oa]|sospes[oa]|clonat[oa])",
    ),
    unreachable: list(
      "non mi chiamare",
      "non chiamarmi",
      "non (?:posso|riesco a) (?:parlare|rispondere al telefono|telefonare|chiamare)",
      "(?:sono|sarò) (?:in riunione|in cantiere|in viaggio|in ospedale|a un convegno) (?:tutto il giorno|tutta la settimana|tutta la mattina)",
      "(?:il )?(?:telefono|cellulare) (?:è )?(?:spento|scarico)",
      "(?:solo|soltanto|esclusivamente) (?:via|per|tramite) (?:e-?mail|mail|sms|whatsapp|messaggio)",
      "scrivimi (?:qui|via mail|per e-?mail)",
    ),
    others: list(
      "conto (?:corrente )?di (?:un |una |mio |mia |un mio |una mia )?(?:amic[oa]|cugin[oa]|collega|fratello|sorella|zi[oa]|figli[oa]|soci[oa]|marito|moglie|compagn[oa]|padrone di casa|proprietari[oa]|nipote|parente)",
      "intestato a (?:un |una |mio |mia |un mio |una mia )?(?:amic[oa]|cugin[oa]|collega|fratello|sorella|zi[oa]|figli[oa]|soci[oa]|marito|moglie|compagn[oa]|padrone di casa|proprietari[oa]|nipote|parente)",
      "non (?:è )?intestato a me",
      "non è il mio conto",
    ),
    portal: list(
      "(?:il )?(?:portale(?: dei pagamenti| clienti)?|pagamento online|pagamento con carta|sistema di pagamento|piattaforma di pagamento|pagina di pagamento|gateway di pagamento) (?:è )?(?:temporaneamente |attualmente |momentaneamente )?(?:fuori servizio|non disponibile|in manutenzione|non attivo|disattivato|guasto|inaccessibile)",
    ),
    blocked: list(
      "(?:il )?(?:nostro|mio) conto(?: corrente| bancario)?(?: abituale| attuale| principale| solito)? (?:è |è stato |risulta )?(?:temporaneamente |attualmente )?(?:bloccato|congelato|sospeso|sotto verifica|in verifica|sotto controllo|in revisione|pignorato)",
    ),
  },
  pt: {
    lost: list(
      "(?:perdi|quebrei|deixei cair|me roubaram|roubaram) (?:o )?(?:meu )?(?:celular|telemóvel|telefone|chip)",
      "(?:o )?meu (?:celular|telemóvel|telefone) (?:quebrou|caiu|foi roubado|está quebrado|estragou|avariou|não funciona|molhou|caiu na água)",
    ),
    fresh: list(
      "meu novo (?:número|numero|celular|telemóvel|e-?mail|contato|contacto|whats(?:app)?)",
      "meu (?:número|numero|celular|telemóvel|whats(?:app)?|e-?mail|contato|contacto) novo",
      "(?:salva|salve|grava|grave|guarda|guarde|anota|anote) (?:esse|este|meu novo|o novo|meu) (?:número|numero|contato|contacto)",
      "do (?:celular|telemóvel|telefone) de (?:um|uma) (?:amig[oa]|colega)",
      "(?:meu|nosso) (?:antigo )?(?:e-?mail|número|numero|whats(?:app)?|celular) (?:foi |está )?(?:hackeado|clonado|bloqueado|invadido|comprometido|suspenso)",
    ),
    unreachable: list(
      "não (?:me )?lig(?:ue|a|uem)",
      "não (?:posso|consigo) (?:falar|atender|ligar)",
      "(?:estou|estarei) (?:em (?:uma )?reuni(?:ão|ões)|numa reunião|em obra|viajando|no hospital) (?:o dia (?:todo|inteiro)|a semana toda|a semana inteira)",
      "(?:o )?(?:celular|telemóvel|telefone) (?:está )?(?:desligado|sem bateria)",
      "(?:só|somente|apenas) (?:por|pelo|via) (?:e-?mail|mensagem|whats(?:app)?|sms|aqui)",
      "(?:me )?(?:manda|mande) mensagem (?:aqui|por aqui)",
    ),
    others: list(
      "conta (?:bancária )?(?:de (?:um|uma|meu|minha)|do meu|da minha) (?:amig[oa]|prim[oa]|colega|irmão|irmã|ti[oa]|filh[oa]|sóci[oa]|marido|esposa|espos[oa]|namorad[oa]|senhori[oa]|proprietári[oa]|cunhad[oa]|sobrinh[oa]|parente)",
      "(?:no|em) nome (?:de (?:um|uma|meu|minha)|do meu|da minha) (?:amig[oa]|prim[oa]|colega|irmão|irmã|ti[oa]|filh[oa]|sóci[oa]|marido|esposa|namorad[oa]|cunhad[oa]|sobrinh[oa]|parente)",
      "não (?:está|é) (?:no|em) meu nome",
      "não é (?:a )?minha conta",
    ),
    portal: list(
      "(?:o )?(?:portal(?: de pagamentos?| do cliente)?|pagamento online|pagamento por cartão|sistema de pagamento|plataforma de pagamento|página de pagamento|boleto|pix)(?: online)? (?:está |encontra-se )?(?:temporariamente |atualmente |momentaneamente )?(?:fora do ar|fora de serviço|indisponível|em manutenção|inoperante|desativad[oa]|com problema)",
    ),
    blocked: list(
      "(?:a )?(?:nossa|minha) conta(?: bancária)?(?: habitual| atual| principal| de sempre)? (?:está |foi |encontra-se )?(?:temporariamente |atualmente )?(?:bloqueada|congelada|suspensa|em análise|sob análise|em auditoria|em revisão)",
    ),
  },
  nl: {
    lost: list(
      "(?:mijn|m'n) (?:telefoon|mobiel|gsm|toestel|simkaart) (?:is |ben ik )?(?:kwijt|kapot|gestolen|verloren|stuk|in het water gevallen|gevallen)" +
        E,
      "(?:mijn|m'n) (?:telefoon|mobiel|gsm) (?:laten vallen|verloren)",
    ),
    fresh: list(
      "(?:dit is |hier is )?(?:mijn|m'n) nieuwe (?:nummer|telefoonnummer|mobiele nummer|e-?mail(?:adres)?|mailadres|adres)",
      "(?:sla|bewaar) (?:dit|mijn nieuwe|het nieuwe|m'n nieuwe) (?:nummer|mailadres|e-?mailadres)",
      "(?:via|vanaf|met) de (?:telefoon|mobiel|gsm) van (?:een |mijn )?(?:vriend|vriendin|collega|kennis)",
      "(?:mijn|ons|onze|m'n) (?:oude )?(?:e-?mail(?:adres)?|mailadres|nummer|whatsapp|account) (?:is )?(?:gehackt|geblokkeerd|overgenomen|gecompromitteerd)",
    ),
    unreachable: list(
      "(?:bel|belt u) (?:me |mij )?(?:maar )?niet",
      "ik kan (?:nu |even |momenteel |vandaag )?niet (?:bellen|praten|opnemen|telefoneren)",
      "(?:ik zit|zit) de hele (?:dag|week|ochtend) (?:in (?:een )?(?:vergadering|overleg|meeting|vergaderingen)|op de bouwplaats|in het ziekenhuis)",
      `(?:mijn )?(?:telefoon|mobiel) (?:staat |is )?(?:uit|leeg)${E}`,
      `(?:alleen|enkel|uitsluitend) (?:via|per) (?:e-?mail|mail|sms|whatsapp|app)${E}`,
      "(?:app|mail) me (?:maar )?hier",
    ),
    others: list(
      "(?:bank)?rekening van (?:een |mijn )?(?:vriend|vriendin|neef|nicht|collega|broer|zus|oom|tante|zoon|dochter|partner|vrouw|man|huisbaas|verhuurder|kennis|zakenpartner|familielid)" +
        E,
      "(?:op|onder) (?:de )?naam van (?:een |mijn )?(?:vriend|vriendin|neef|nicht|collega|broer|zus|oom|tante|zoon|dochter|partner|vrouw|man|huisbaas|verhuurder|kennis|familielid)" +
        E,
      "(?:staat )?niet op mijn naam",
      "niet mijn (?:eigen )?rekening",
    ),
    portal: list(
      "(?:het |ons )?(?:portaal|klantportaal|betaalportaal|betaalsysteem|betaalpagina|online betalen|betaalomgeving|betaalplatform|pinautomaat) (?:is |werkt )?(?:tijdelijk |momenteel |op dit moment )?(?:buiten gebruik|niet beschikbaar|in onderhoud|onbereikbaar|niet|gestoord|offline)" +
        E,
    ),
    blocked: list(
      "(?:onze|mijn|ons) (?:gebruikelijke |vaste |huidige |zakelijke )?(?:bank)?rekening (?:is |wordt )?(?:tijdelijk |momenteel )?(?:geblokkeerd|bevroren|opgeschort|onder onderzoek|in onderzoek|gecontroleerd|in controle)",
    ),
  },
  sv: {
    lost: list(
      "(?:tappat|förlorat|tappade|slagit sönder|tappat bort) (?:min )?(?:mobil|telefon|mobilen|telefonen)",
      "min (?:mobil|telefon) (?:är |har |blev )?(?:trasig|sönder|stulen|borta|gått sönder|blivit stulen|tappad)",
    ),
    fresh: list(
      "(?:det här är |detta är |här är )?mitt nya (?:nummer|mobilnummer|telefonnummer)",
      "min nya (?:e-?post(?:adress)?|mejladress|mejl|mailadress|adress)",
      "(?:spara|lägg till) (?:det här|detta|mitt nya|det nya) (?:numret|nummer)",
      "(?:från|på|med) (?:en |min )?(?:kompis|väns|kollegas|kompisens) (?:mobil|telefon)",
      "(?:min|mitt|vår|vårt) (?:gamla )?(?:e-?post(?:konto)?|mejl|nummer|konto) (?:har |är |blev )?(?:blivit )?(?:hackad|hackat|hackats|blockerad|blockerat|kapad|kapat)",
    ),
    unreachable: list(
      "ring (?:mig )?inte",
      "(?:jag )?kan inte (?:prata|svara|ringa|ta samtal)",
      "(?:jag )?(?:sitter|är) (?:i (?:ett )?möte|i möten|på bygget|på sjukhuset|på en konferens) hela (?:dagen|veckan)",
      "(?:mobilen|telefonen) är (?:avstängd|död|urladdad)",
      "(?:bara|endast|enbart) (?:via|per|på) (?:e-?post|mejl|mail|sms|chatt)",
    ),
    others: list(
      "(?:en |min )?(?:väns|kompis|kusins|kollegas|brors|systers|sons|dotters|pappas|mammas|hyresvärds|partners|sambos|frus|mans|släktings) (?:bank)?konto\\p{L}*",
      "(?:i|på) (?:en |min )?(?:väns|kompis|kusins|kollegas|brors|systers|sons|dotters|hyresvärds|sambos|frus|mans|släktings) namn",
      "inte (?:i|på) mitt namn",
      "inte mitt (?:eget )?konto",
    ),
    portal: list(
      "(?:portalen|betalsidan|betalningssystemet|kortbetalning|betaltjänsten|betallösningen|kundportalen|swish) (?:är |ligger )?(?:tillfälligt |för närvarande |just nu )?(?:nere|ur funktion|ej tillgänglig|inte tillgänglig|under underhåll|avstängd|ur drift)",
    ),
    blocked: list(
      "(?:vårt|mitt) (?:vanliga |ordinarie |nuvarande )?(?:bankkonto|konto) (?:är |har )?(?:tillfälligt |för närvarande )?(?:blivit )?(?:spärrat|fryst|låst|blockerat|under granskning|under utredning)",
    ),
  },
  pl: {
    lost: list(
      "(?:zgubił\\p{L}*|zepsuł\\p{L}*|stracił\\p{L}*|rozbił\\p{L}*|ukradli mi|upuścił\\p{L}*) (?:mój |swój )?(?:telefon|komórk\\p{L}*|smartfon)",
      "(?:zepsuł|popsuł|rozbił) mi się (?:telefon|komórka|smartfon)",
      "mój (?:telefon|smartfon) (?:się )?(?:zepsuł|popsuł|rozbił|utonął|nie działa|został skradziony|zginął|wpadł do wody)",
    ),
    fresh: list(
      "(?:to (?:jest )?)?mój nowy (?:numer|telefon|e-?mail|adres)",
      "(?:zapisz|zapiszcie|zapisz sobie) (?:ten|mój nowy|nowy) (?:numer|kontakt|adres)",
      "z (?:telefonu|komórki) (?:kolegi|koleżanki|znajomego|znajomej|przyjaciela|przyjaciółki)",
      "(?:mój|moja|nasz|nasza) (?:stary |stara )?(?:e-?mail|poczta|skrzynka|numer|konto pocztowe) (?:został\\p{L}* |jest )?(?:zhakowan\\p{L}*|zablokowan\\p{L}*|przejęt\\p{L}*)",
    ),
    unreachable: list(
      "nie dzwoń\\p{L}*",
      "nie mogę (?:teraz )?(?:rozmawiać|odebrać|dzwonić|gadać)",
      "(?:jestem|będę) cały (?:dzień|tydzień) (?:na (?:spotkaniu|zebraniu|budowie|konferencji|spotkaniach)|w szpitalu|w delegacji)",
      "(?:telefon|komórk\\p{L}*) (?:mam )?(?:wyłączon\\p{L}*|rozładowan\\p{L}*)",
      "(?:tylko|wyłącznie|jedynie) (?:mailowo|smsem|e-?mailem|przez (?:maila|e-?mail|sms|messengera|whatsapp))",
      "pisz (?:do mnie )?(?:tutaj|tu|na maila)",
    ),
    others: list(
      "kont\\p{L}* (?:mojego |mojej )?(?:kolegi|koleżanki|znajomego|znajomej|kuzyna|kuzynki|brata|siostry|wujka|cioci|syna|córki|wspólnika|męża|żony|partnera|partnerki|właściciela mieszkania|przyjaciela|przyjaciółki|krewnego)",
      "(?:na )?(?:imię|nazwisko|dane) (?:mojego |mojej )?(?:kolegi|koleżanki|znajomego|znajomej|kuzyna|kuzynki|brata|siostry|wujka|cioci|syna|córki|męża|żony|partnera|przyjaciela|przyjaciółki|krewnego)",
      "nie (?:jest )?na moje (?:imię|nazwisko|dane)",
      "to nie (?:jest )?moje konto",
    ),
    portal: list(
      "(?:portal|system płatności|płatności online|płatność kartą|bramka płatnicza|strona płatności|panel klienta) (?:jest |są )?(?:chwilowo |tymczasowo |obecnie |czasowo )?(?:niedostępn\\p{L}*|nieczynn\\p{L}*|wyłączon\\p{L}*|w trakcie (?:konserwacji|prac)|nie działa\\p{L}*)",
    ),
    blocked: list(
      "(?:nasz|nasze|mój|moje) (?:dotychczasow\\p{L}* |stał\\p{L}* |zwykł\\p{L}* )?(?:konto|rachunek)(?: bankowe| bankowy| firmowe| firmowy)? (?:jest |został\\p{L}* )?(?:chwilowo |tymczasowo |obecnie )?(?:zablokowan\\p{L}*|zamrożon\\p{L}*|w trakcie (?:weryfikacji|kontroli|audytu)|objęt\\p{L}* kontrolą)",
    ),
  },
  cs: {
    lost: list(
      "(?:ztratil\\p{L}*|rozbil\\p{L}*|ukradli mi|spadl mi|spadl\\p{L}* mi) (?:jsem )?(?:můj )?(?:telefon|mobil)",
      "můj (?:telefon|mobil) (?:se )?(?:rozbil|je rozbitý|mi ukradli|spadl do vody|nefunguje|byl ukraden)",
    ),
    fresh: list(
      "(?:to je )?moje nové (?:číslo|telefonní číslo)",
      "můj nový (?:e-?mail|telefon|mobil)",
      "(?:uložte|ulož) si (?:toto|tohle|moje nové|nové) číslo",
      "z (?:telefonu|mobilu) (?:kamaráda|kamarádky|kolegy|kolegyně|známého|známé)",
      "(?:můj|moje|náš|naše) (?:starý |staré )?(?:e-?mail|číslo|účet|schránka) (?:byl\\p{L}* )?(?:hacknut\\p{L}*|napaden\\p{L}*|zablokován\\p{L}*|prolomen\\p{L}*)",
    ),
    unreachable: list(
      "nevolej\\p{L}*",
      "(?:nemůžu|nemohu) (?:teď )?(?:mluvit|volat|telefonovat|to zvednout)",
      "(?:jsem|budu) celý (?:den|týden) (?:na (?:schůzce|poradě|jednání|stavbě|konferenci)|v nemocnici)",
      "(?:telefon|mobil) (?:mám )?(?:vypnutý|vybitý)",
      "(?:pouze|jen) (?:e-?mailem|přes e-?mail|přes sms|písemně)",
      "piš(?:te)? mi (?:sem|e-?mailem)",
    ),
    others: list(
      "účet (?:mého |mé )?(?:kamaráda|kamarádky|bratrance|sestřenice|kolegy|kolegyně|bratra|sestry|strýce|tety|syna|dcery|společníka|manžela|manželky|partnera|partnerky|pronajímatele|známého|příbuzného)",
      "(?:na jméno|vedený na) (?:mého |mé )?(?:kamaráda|kamarádky|bratrance|sestřenice|kolegy|bratra|sestry|strýce|tety|syna|dcery|manžela|manželky|partnera|partnerky|známého|příbuzného)",
      "není (?:na )?(?:moje jméno|mé jméno|můj účet)",
    ),
    portal: list(
      "(?:portál|platební brána|platební systém|online platba|platba kartou|platební stránka|zákaznický portál) (?:je |jsou )?(?:dočasně |momentálně |aktuálně )?(?:mimo provoz|nedostupn\\p{L}*|nefunkční|v údržbě|odstaven\\p{L}*|nefunguje)",
    ),
    blocked: list(
      "(?:náš|můj) (?:obvyklý |stávající |běžný |firemní )?(?:bankovní )?účet (?:je |byl )?(?:dočasně |momentálně |aktuálně )?(?:zablokován|zmrazen|blokován|v prověrce|prověřován|pod kontrolou|v auditu)",
    ),
  },
  ru: {
    lost: list(
      "(?:потерял\\p{L}*|разбил\\p{L}*|сломал\\p{L}*|уронил\\p{L}*|утопил\\p{L}*|у меня украли) (?:свой |мой )?(?:телефон|мобильн\\p{L}*|смартфон)",
      "мой (?:телефон|мобильный|смартфон) (?:сломался|разбился|украли|утонул|не работает|потерялся)",
    ),
    fresh: list(
      "(?:это )?мой новый (?:номер|телефон|адрес|e-?mail|имейл|мейл)",
      "моя новая (?:почта|электронная почта|симка)",
      "(?:сохрани\\p{L}*|запиши\\p{L}*) (?:этот|мой новый|новый) (?:номер|контакт|адрес)",
      "(?:с|со) (?:телефона|номера) (?:друга|подруги|коллеги|знакомого|знакомой|приятеля)",
      "(?:мой|моя|наш|наша) (?:старый |старая )?(?:почта|номер|аккаунт|ящик|e-?mail|адрес|ватсап|whatsapp) (?:был\\p{L}* )?(?:взломан\\p{L}*|заблокирован\\p{L}*|скомпрометирован\\p{L}*)",
    ),
    unreachable: list(
      "не звони\\p{L}*",
      "(?:не могу|не смогу) (?:сейчас )?(?:говорить|разговаривать|звонить|взять трубку)",
      "(?:я )?(?:на (?:совещании|встрече|объекте|конференции|совещаниях)|в больнице|в командировке) (?:весь|целый) (?:день|неделю)",
      `(?:телефон|мобильный) (?:выключен|разряжен|сел)${E}`,
      "(?:только|лишь) (?:по почте|по e-?mail|письменно|в мессенджере|в телеграме|в whatsapp|по смс|смс)",
      "пиши(?:те)? (?:сюда|мне сюда)",
    ),
    others: list(
      "(?:карт\\p{L}*|сч[её]т|карточк\\p{L}*) (?:моего |моей )?(?:друга|подруги|двоюродного брата|сестры|брата|коллеги|дяди|тети|тёти|сына|дочери|партнера|партнёра|мужа|жены|знакомого|знакомой|арендодателя|хозяина квартиры|родственника)",
      "на имя (?:моего |моей )?(?:друга|подруги|двоюродного брата|сестры|брата|коллеги|дяди|тети|тёти|сына|дочери|партнера|партнёра|мужа|жены|знакомого|знакомой|родственника)",
      "не на мо[её] имя",
      "это не мой сч[её]т",
    ),
    portal: list(
      "(?:портал|личный кабинет|платежная система|платёжная система|онлайн-оплата|оплата картой|платежная страница|платёжная страница|эквайринг|сайт оплаты) (?:временно |сейчас |в данный момент )?(?:не работает|недоступн\\p{L}*|на обслуживании|на техническом обслуживании|отключен\\p{L}*)",
    ),
    blocked: list(
      "(?:наш|мой) (?:обычный |основной |текущий |расч[её]тный )?(?:банковский )?сч[её]т (?:временно |сейчас )?(?:заблокирован|заморожен|арестован|на проверке|проверяется|под проверкой)",
    ),
  },
  uk: {
    lost: list(
      "(?:загубив|загубила|розбив|розбила|зламав|зламала|у мене вкрали) (?:свій |мій )?(?:телефон|мобільн\\p{L}*|смартфон)",
      "мій (?:телефон|мобільний|смартфон) (?:зламався|розбився|вкрали|втопився|не працює|загубився)",
    ),
    fresh: list(
      "(?:це )?мій новий (?:номер|телефон|e-?mail|імейл)",
      "моя нова (?:пошта|електронна пошта|адреса)",
      "(?:збережи\\p{L}*|запиши\\p{L}*) (?:цей|мій новий|новий) (?:номер|контакт)",
      "(?:з|із) (?:телефону|номера) (?:друга|подруги|колеги|знайомого|знайомої)",
      "(?:мій|моя|наш|наша) (?:старий |стара )?(?:пошта|номер|акаунт|скринька|e-?mail|адреса) (?:був\\p{L}* |була )?(?:зламан\\p{L}*|заблокован\\p{L}*)",
    ),
    unreachable: list(
      "не дзвони\\p{L}*",
      "(?:не можу|не зможу) (?:зараз )?(?:говорити|розмовляти|дзвонити|взяти слухавку)",
      "(?:я )?(?:на (?:нараді|зустрічі|об'єкті|конференції)|в лікарні|у відрядженні) (?:весь|цілий) (?:день|тиждень)",
      `(?:телефон|мобільний) (?:вимкнений|розряджений|сів)${E}`,
      "(?:тільки|лише) (?:поштою|по e-?mail|письмово|в месенджері|в телеграмі|смс)",
      "пиши(?:ть)? (?:сюди|мені сюди)",
    ),
    others: list(
      "(?:картк\\p{L}*|рахун\\p{L}*) (?:мого |моєї )?(?:друга|подруги|брата|сестри|колеги|дядька|тітки|сина|доньки|партнера|чоловіка|дружини|знайомого|знайомої|орендодавця|родича)",
      "на ім'я (?:мого |моєї )?(?:друга|подруги|брата|сестри|колеги|дядька|тітки|сина|доньки|партнера|чоловіка|дружини|знайомого|знайомої|родича)",
      "не на моє ім'я",
      "це не мій рахунок",
    ),
    portal: list(
      "(?:портал|особистий кабінет|платіжна система|онлайн-оплата|оплата карткою|платіжна сторінка|сайт оплати) (?:тимчасово |зараз )?(?:не працює|недоступн\\p{L}*|на обслуговуванні|вимкнен\\p{L}*)",
    ),
    blocked: list(
      "(?:наш|мій) (?:звичайний |основний |поточний )?(?:банківський )?рахунок (?:тимчасово |зараз )?(?:заблоковано|заблокований|заморожено|заморожений|на перевірці|перевіряється)",
    ),
  },
  el: {
    lost: list(
      "(?:έχασα|έσπασα|μου έκλεψαν|μου έπεσε) (?:το )?(?:κινητό|τηλέφωνο)",
      "(?:το )?(?:κινητό|τηλέφωνο) μου (?:χάλασε|έσπασε|κλάπηκε|χάθηκε|δεν λειτουργεί|έπεσε)",
    ),
    fresh: list(
      "(?:το )?νέο μου (?:νούμερο|τηλέφωνο|κινητό|e-?mail)",
      "(?:ο )?νέος μου αριθμός",
      "(?:η )?νέα μου (?:διεύθυνση|ηλεκτρονική διεύθυνση)",
      "(?:αποθήκευσε|αποθηκεύστε|σώσε|κράτα) (?:αυτό το|το νέο μου|τον νέο μου|αυτόν τον) (?:νούμερο|αριθμό|τηλέφωνο)",
      "από το (?:κινητό|τηλέφωνο) (?:ενός|μιας) (?:φίλου|φίλης|συναδέλφου)",
      "(?:το|ο|η) (?:παλιό |παλιός |παλιά )?(?:e-?mail|λογαριασμός email|αριθμός|τηλέφωνο) μου (?:έχει )?(?:χακαριστεί|παραβιαστεί|μπλοκαριστεί|κλειδωθεί)",
    ),
    unreachable: list(
      "μη(?:ν)? με (?:πάρεις|παίρνεις|καλέσεις|καλείτε|πάρετε)",
      "δεν μπορώ να (?:μιλήσω|σηκώσω|πάρω τηλέφωνο)",
      "(?:είμαι|θα είμαι) (?:σε (?:σύσκεψη|συνάντηση|συνέδριο)|στο εργοτάξιο|στο νοσοκομείο) όλη (?:μέρα|την ημέρα|την εβδομάδα)",
      "(?:το )?(?:κινητό|τηλέφωνο)(?: μου)? (?:είναι )?(?:κλειστό|χωρίς μπαταρία)",
      "(?:μόνο|αποκλειστικά) (?:μέσω|με) (?:e-?mail|email|μήνυμα|μηνύματα|sms|viber|γραπτώς)",
      "γράψε μου (?:εδώ|με email)",
    ),
    others: list(
      "λογαριασμό (?:ενός|μιας|του|της) (?:φίλου|φίλης|ξαδέρφου|ξαδέρφης|συναδέλφου|αδερφού|αδελφού|αδερφής|αδελφής|θείου|θείας|γιου|κόρης|συνεργάτη|συζύγου|σπιτονοικοκύρη|ιδιοκτήτη|συγγενή)",
      "στο όνομα (?:ενός|μιας|του|της) (?:φίλου|φίλης|ξαδέρφου|ξαδέρφης|συναδέλφου|αδερφού|αδελφού|αδερφής|αδελφής|θείου|θείας|γιου|κόρης|συζύγου|συγγενή)",
      "δεν είναι στο όνομά μου",
      "δεν είναι (?:ο )?(?:δικός μου|λογαριασμός μου)",
    ),
    portal: list(
      "(?:η )?(?:πύλη|πλατφόρμα πληρωμών|σελίδα πληρωμής|ηλεκτρονική πληρωμή|πληρωμή με κάρτα|σύστημα πληρωμών) (?:είναι |βρίσκεται )?(?:προσωρινά |αυτή τη στιγμή |προς το παρόν )?(?:εκτός λειτουργίας|μη διαθέσιμη|υπό συντήρηση|σε συντήρηση|απενεργοποιημένη|δεν λειτουργεί)",
    ),
    blocked: list(
      "(?:ο )?(?:συνήθης |τρέχων |κύριος )?(?:τραπεζικός )?λογαριασμός (?:μας|μου) (?:είναι |έχει )?(?:προσωρινά |αυτή τη στιγμή )?(?:μπλοκαριστεί|δεσμευμένος|δεσμευτεί|παγωμένος|παγώσει|υπό έλεγχο|σε έλεγχο|υπό επανεξέταση|μπλοκαρισμένος)",
    ),
  },
  tr: {
    lost: list(
      "(?:telefonumu|cep telefonumu) (?:kaybettim|kırdım|düşürdüm|çaldırdım|suya düşürdüm)",
      "(?:telefonum|cep telefonum) (?:çalındı|bozuldu|kırıldı|kayboldu|suya düştü|çalışmıyor)",
    ),
    fresh: list(
      "(?:bu )?(?:benim )?yeni (?:numaram|telefonum|e-?posta adresim|mail adresim|e-?postam|adresim|hattım)",
      "(?:bu numarayı|yeni numaramı|numaramı) (?:kaydet|kaydedin|kaydeder misin|kaydedebilir misin)",
      "(?:bir )?(?:arkadaşımın|meslektaşımın|iş arkadaşımın) telefonundan",
      "(?:eski )?(?:e-?posta hesabım|mail adresim|e-?postam|numaram|e-?posta adresimiz|hattım|whatsapp hesabım) (?:hacklendi|ele geçirildi|engellendi|bloke oldu|kapatıldı|çalındı)",
    ),
    unreachable: list(
      `beni arama(?:yın)?${E}`,
      "(?:şu an |şimdi )?(?:konuşamıyorum|telefona bakamıyorum|telefonu açamıyorum|arayamıyorum)",
      "(?:bütün gün|tüm gün|bütün hafta|tüm hafta) (?:toplantıdayım|şantiyedeyim|hastanedeyim|konferanstayım)",
      "telefonum (?:kapalı|şarjı bitti)",
      "(?:sadece|yalnızca) (?:e-?posta|mail|mesaj|whatsapp|yazılı) (?:ile|yoluyla|üzerinden)",
      "buradan yaz(?:ın|abilirsin)",
    ),
    others: list(
      "(?:bir )?(?:arkadaşımın|kuzenimin|meslektaşımın|iş arkadaşımın|abimin|ablamın|kardeşimin|amcamın|dayımın|teyzemin|halamın|oğlumun|kızımın|ortağımın|eşimin|kocamın|karımın|ev sahibimin|tanıdığımın|akrabamın) (?:banka )?(?:hesab\\p{L}*|kart\\p{L}*|iban\\p{L}*)",
      "(?:hesap|iban) (?:benim )?adıma değil",
      "benim hesabım değil",
    ),
    portal: list(
      "(?:ödeme (?:sayfası|sistemi|portalı|ekranı)|online ödeme|kredi kartı ile ödeme|sanal pos|portal|müşteri paneli)\\p{L}* (?:geçici olarak |şu anda |şu an )?(?:hizmet dışı|çalışmıyor|bakımda|kullanılamıyor|devre dışı|erişilemiyor)",
    ),
    blocked: list(
      "(?:her zamanki |mevcut |bilinen )?(?:banka )?hesabımız (?:geçici olarak |şu anda )?(?:bloke|donduruldu|incelemede|inceleme altında|denetimde|kilitlendi|askıya alındı)",
    ),
  },
  id: {
    lost: list(
      "(?:hp|ponsel|handphone|hape|telepon)(?:ku| saya| aku) (?:hilang|rusak|dicuri|jatuh|kecebur|kecopetan|mati total)",
    ),
    fresh: list(
      "(?:ini )?nomor (?:baru|wa baru|hp baru) (?:saya|aku)",
      "nomor baruku",
      "(?:email|e-mail|alamat email) baru (?:saya|aku|kami)",
      "(?:simpan|save) nomor (?:ini|baru (?:saya|aku))",
      "(?:pakai|pinjam) (?:hp|ponsel|email) (?:teman|kawan|rekan)",
      "dari (?:hp|ponsel) (?:teman|kawan|rekan)",
      "(?:email|nomor|akun|wa|whatsapp) (?:lama )?(?:saya|kami|aku) (?:di-?hack|diretas|dibajak|diblokir|kena hack)",
    ),
    unreachable: list(
      "(?:jangan|tolong jangan) (?:telepon|telpon|telfon|call)(?: saya| aku)?",
      "(?:saya|aku) (?:tidak|nggak|gak|ga) bisa (?:angkat telepon|telepon|bicara|ditelepon|terima telepon)",
      "(?:saya|aku) (?:sedang|lagi|masih) (?:rapat|meeting|di proyek|di rumah sakit|dinas luar) (?:seharian|sepanjang hari|seminggu)",
      "(?:hp|ponsel|telepon) (?:saya |aku )?(?:mati|lowbat|tidak aktif)",
      "(?:hanya|cuma) (?:via |lewat )?(?:email|chat|wa|whatsapp|sms)(?: saja| aja)?",
    ),
    others: list(
      "rekening (?:teman|kawan|sepupu|rekan|kakak|adik|om|paman|tante|bibi|anak|suami|istri|pacar|mitra|pemilik kos|pemilik rumah|saudara)(?: saya| aku|ku)",
      "atas nama (?:teman|sepupu|saudara|kakak|adik|paman|tante|istri|suami|pacar)(?: saya| aku|ku)",
      "bukan (?:atas nama|rekening) saya",
    ),
    portal: list(
      "(?:portal|sistem pembayaran|halaman pembayaran|pembayaran online|virtual account|payment gateway)(?: kami)? (?:sedang |untuk sementara |sementara )?(?:gangguan|tidak dapat digunakan|dalam pemeliharaan|maintenance|tidak aktif|error|down)",
    ),
    blocked: list(
      "rekening (?:kami|perusahaan|kantor)(?: yang biasa| lama)? (?:sedang |untuk sementara |sementara )?(?:diblokir|dibekukan|dalam pemeriksaan|sedang diaudit|dalam audit|ditangguhkan)",
    ),
  },
  vi: {
    lost: list(
      "(?:em|anh|chị|con|mình|tôi) (?:bị |đã |vừa )?(?:mất|làm rơi|làm vỡ|làm hỏng|làm mất|bị trộm|bị mất) (?:điện thoại|đt)",
      "(?:điện thoại|máy) (?:của )?(?:em|anh|chị|con|mình|tôi) (?:bị )?(?:hỏng|hư|mất|vỡ|rơi|trộm)",
    ),
    fresh: list(
      "số (?:điện thoại |đt )?mới (?:của )?(?:em|anh|chị|con|mình|tôi)",
      "email mới (?:của )?(?:em|anh|chị|con|mình|tôi|chúng tôi)",
      "(?:lưu|lưu lại) số (?:này|mới)",
      "(?:mượn|dùng) (?:điện thoại|máy|email) (?:của )?(?:bạn|đồng nghiệp)",
      "(?:email|số|zalo|facebook)(?: cũ)? (?:của )?(?:em|anh|chị|tôi|chúng tôi|mình) (?:bị )?(?:hack|khóa|chiếm quyền)",
    ),
    unreachable: list(
      "(?:đừng|không cần) gọi (?:cho )?(?:em|anh|chị|tôi|mình)",
      "(?:không thể|không) (?:nghe máy|nghe điện thoại|nói chuyện|gọi) được",
      "(?:đang|sẽ) (?:họp|ở công trường|ở bệnh viện|đi công tác) (?:cả ngày|suốt ngày|cả tuần)",
      "điện thoại (?:đang )?(?:tắt|hết pin)",
      "(?:chỉ|cứ) (?:nhắn tin|liên lạc qua email|qua email|qua zalo|nhắn qua|trao đổi qua email)",
    ),
    others: list(
      "tài khoản (?:của )?(?:bạn|anh họ|chị họ|em họ|đồng nghiệp|anh trai|chị gái|em trai|em gái|chú|cô|dì|con trai|con gái|chồng|vợ|người yêu|đối tác|chủ nhà|người quen|người thân) (?:của )?(?:em|anh|chị|tôi|mình)",
      "đứng tên (?:bạn|anh họ|chị họ|em họ|anh trai|chị gái|em trai|em gái|chồng|vợ|người thân|người quen) (?:của )?(?:em|anh|chị|tôi|mình)",
      "không phải (?:tài khoản|tên) (?:của )?(?:em|tôi|anh|chị|mình)",
    ),
    portal: list(
      "(?:cổng thanh toán|hệ thống thanh toán|trang thanh toán|thanh toán trực tuyến|thanh toán bằng thẻ|cổng thông tin)(?: của chúng tôi)? (?:đang |tạm thời )?(?:bảo trì|gặp sự cố|ngừng hoạt động|không hoạt động|bị lỗi|tạm ngưng)",
    ),
    blocked: list(
      "tài khoản (?:ngân hàng )?(?:cũ |thường dùng |hiện tại )?(?:của )?(?:chúng tôi|công ty|tôi)(?: hiện)? (?:đang |tạm thời )?(?:bị )?(?:phong tỏa|khóa|đóng băng|kiểm tra|thanh tra|tạm khóa)",
    ),
  },
  sw: {
    lost: list(
      "simu yangu (?:imepotea|imeibiwa|imeharibika|imevunjika|imeanguka|haifanyi kazi|imeingia maji)",
      "(?:nimepoteza|nimeibiwa|nimevunja) simu",
    ),
    fresh: list(
      "(?:hii ni )?(?:namba|nambari) (?:yangu )?mpya",
      "barua pepe (?:yangu )?mpya",
      "(?:hifadhi|save) (?:namba|nambari) (?:hii|yangu mpya|mpya)",
      "(?:kwa|natumia) simu ya (?:rafiki|mwenzangu|mfanyakazi mwenzangu)",
      "(?:barua pepe|akaunti ya barua pepe|namba|whatsapp) (?:yangu |yetu )?(?:ya zamani )?(?:imedukuliwa|imefungiwa|imezuiliwa|imeibiwa)",
    ),
    unreachable: list(
      "(?:usinipigie|msinipigie)(?: simu)?",
      "siwezi (?:kuongea|kuzungumza|kupokea simu|kupiga simu|kujibu simu)",
      "(?:niko|nipo) (?:kwenye |katika )?(?:mkutano|kikao|hospitali|saiti|safari) (?:siku nzima|wiki nzima)",
      "simu yangu (?:imezimwa|imezima|haina chaji)",
      "(?:kwa|kupitia) (?:barua pepe|ujumbe|sms|whatsapp) tu",
    ),
    others: list(
      "(?:akaunti|namba ya akaunti|akaunti ya benki) ya (?:rafiki|binamu|mwenzangu|kaka|dada|mjomba|shangazi|mwanangu|mume|mke|mpenzi|mshirika|mwenye nyumba|ndugu)",
      "kwa jina la (?:rafiki|binamu|kaka|dada|mjomba|shangazi|mume|mke|ndugu|mwenzangu)",
      "si (?:kwa jina langu|akaunti yangu)",
    ),
    portal: list(
      "(?:mfumo wa malipo|tovuti ya malipo|ukurasa wa malipo|malipo ya mtandaoni|malipo kwa kadi|lango la malipo)(?: yetu| wetu)? (?:kwa sasa |kwa muda )?(?:haufanyi kazi|haifanyi kazi|uko chini|iko chini|uko kwenye matengenezo|iko kwenye matengenezo|umezimwa|imezimwa)",
    ),
    blocked: list(
      "akaunti (?:yetu|yangu)(?: ya benki)?(?: ya kawaida)? (?:kwa sasa |kwa muda )?(?:imefungiwa|imezuiliwa|imesimamishwa|inakaguliwa|iko chini ya ukaguzi|imegandishwa)",
    ),
  },
  hi: {
    lost: list("मेरा (?:फ़ोन|फोन|मोबाइल) (?:खो गया|टूट गया|चोरी हो गया|खराब हो गया|ख़राब हो गया|गिर गया|पानी में गिर गया)"),
    fresh: list(
      "(?:यह |ये )?मेरा नया (?:नंबर|नम्बर|फ़ोन|फोन|मोबाइल|ईमेल|ई-मेल)",
      "(?:यह|ये|नया) (?:नंबर|नम्बर) (?:सेव|save) (?:कर लो|कर लें|कर लीजिए|करें|करो)",
      "(?:दोस्त|मित्र|सहकर्मी) के (?:फ़ोन|फोन|मोबाइल) से",
      "(?:मेरा|हमारा) (?:पुराना )?(?:ईमेल|ई-मेल|नंबर|अकाउंट|व्हाट्सएप) (?:हैक|ब्लॉक) (?:हो गया|कर दिया गया)",
    ),
    unreachable: list(
      "(?:मुझे )?(?:फ़ोन|फोन|कॉल) (?:मत|न) (?:करना|करें|करो|कीजिए)",
      "(?:मैं )?(?:अभी )?बात नहीं कर (?:सकता|सकती|पाऊंगा|पाऊँगा)",
      "(?:फ़ोन|फोन|कॉल) नहीं उठा (?:सकता|सकती|पाऊंगा)",
      "पूरे दिन (?:मीटिंग|बैठक|साइट|अस्पताल) में",
      "(?:फ़ोन|फोन|मोबाइल) (?:बंद|स्विच ऑफ) है",
      "(?:सिर्फ़|सिर्फ|केवल) (?:ईमेल|मैसेज|संदेश|व्हाट्सएप) (?:से|पर|के ज़रिए)",
    ),
    others: list(
      "(?:मेरे )?(?:दोस्त|मित्र|चचेरे भाई|भाई|बहन|चाचा|मामा|बेटे|बेटी|पति|पत्नी|साथी|मकान मालिक|रिश्तेदार|सहकर्मी) के (?:बैंक )?(?:खाते|अकाउंट)",
      "(?:मेरे )?(?:दोस्त|मित्र|चचेरे भाई|भाई|बहन|चाचा|मामा|बेटे|बेटी|पति|पत्नी|रिश्तेदार|सहकर्मी) के नाम (?:पर|से)",
      "मेरे नाम (?:पर|से) नहीं",
      "मेरा खाता नहीं है",
    ),
    portal: list(
      "(?:पोर्टल|भुगतान पेज|पेमेंट पेज|भुगतान प्रणाली|ऑनलाइन भुगतान|कार्ड भुगतान|पेमेंट गेटवे)(?: अभी| फ़िलहाल| फिलहाल| अस्थायी रूप से)? (?:बंद है|काम नहीं कर रहा|डाउन है|रखरखाव में है|उपलब्ध नहीं है)",
    ),
    blocked: list(
      "(?:हमारा|मेरा) (?:सामान्य |मौजूदा |पुराना )?(?:बैंक )?(?:खाता|अकाउंट) (?:अभी |फ़िलहाल |फिलहाल |अस्थायी रूप से )?(?:ब्लॉक|फ्रीज़|फ्रीज|जांच में|जाँच में|सील) (?:है|हो गया है|कर दिया गया है)",
    ),
  },
  bn: {
    lost: list(
      "আমার (?:ফোন|মোবাইল) (?:হারিয়ে গেছে|হারিয়ে গিয়েছে|নষ্ট হয়ে গেছে|চুরি হয়ে গেছে|ভেঙে গেছে|পানিতে পড়ে গেছে|খারাপ হয়ে গেছে)",
    ),
    fresh: list(
      "(?:এটা |এটি )?আমার নতুন (?:নম্বর|নাম্বার|ফোন|মোবাইল|ইমেইল|ই-মেইল)",
      "(?:এই|নতুন) (?:নম্বর|নাম্বার)(?:টি|টা)? সেভ (?:করে রাখো|করে রাখুন|করুন|করো)",
      "(?:বন্ধুর|সহকর্মীর) (?:ফোন|মোবাইল) (?:থেকে|দিয়ে)",
      "(?:আমার|আমাদের) (?:পুরনো |পুরোনো )?(?:ইমেইল|নম্বর|অ্যাকাউন্ট|হোয়াটসঅ্যাপ) (?:হ্যাক|ব্লক) (?:হয়ে গেছে|হয়েছে)",
    ),
    unreachable: list(
      "(?:আমাকে )?(?:ফোন|কল) (?:করো না|করবেন না|দিও না|দেবেন না)",
      "(?:এখন )?কথা বলতে পারব না",
      "(?:ফোন|কল) ধরতে পারব না",
      "সারাদিন (?:মিটিংয়ে|মিটিং এ|সাইটে|হাসপাতালে)",
      "(?:ফোন|মোবাইল) বন্ধ (?:আছে|থাকবে)",
      "(?:শুধু|কেবল) (?:ইমেইলে|ইমেইল|মেসেজে|মেসেজ|হোয়াটসঅ্যাপে)",
    ),
    others: list(
      "(?:আমার )?(?:বন্ধুর|চাচাতো ভাইয়ের|মামাতো ভাইয়ের|ভাইয়ের|বোনের|চাচার|মামার|ছেলের|মেয়ের|স্বামীর|স্ত্রীর|পার্টনারের|বাড়িওয়ালার|আত্মীয়ের|সহকর্মীর) (?:ব্যাংক )?(?:অ্যাকাউন্ট|হিসাব|বিকাশ)\\p{L}*",
      "(?:বন্ধুর|ভাইয়ের|বোনের|স্বামীর|স্ত্রীর|আত্মীয়ের) নামে",
      "আমার নামে নয়",
      "আমার অ্যাকাউন্ট নয়",
    ),
    portal: list(
      "(?:পোর্টাল|পেমেন্ট পেজ|পেমেন্ট সিস্টেম|অনলাইন পেমেন্ট|কার্ড পেমেন্ট|পেমেন্ট গেটওয়ে)(?: এখন| সাময়িকভাবে)? (?:বন্ধ আছে|কাজ করছে না|ডাউন|রক্ষণাবেক্ষণে আছে|চালু নেই)",
    ),
    blocked: list(
      "(?:আমাদের|আমার) (?:নিয়মিত |বর্তমান )?(?:ব্যাংক )?(?:অ্যাকাউন্ট|হিসাব) (?:এখন |সাময়িকভাবে )?(?:ব্লক|ফ্রিজ|জব্দ|যাচাইয়ের অধীনে|নিরীক্ষাধীন)",
    ),
  },
  ur: {
    lost: list("میرا (?:فون|موبائل) (?:گم ہو گیا|کھو گیا|ٹوٹ گیا|چوری ہو گیا|خراب ہو گیا|پانی میں گر گیا)"),
    fresh: list(
      "میرا نیا (?:نمبر|فون|موبائل|ای میل)",
      "(?:یہ|نیا) نمبر (?:سیو|محفوظ) (?:کر لیں|کر لو|کریں)",
      "(?:دوست|ساتھی) کے (?:فون|موبائل) سے",
      "(?:میرا|ہمارا) (?:پرانا )?(?:ای میل|نمبر|اکاؤنٹ|واٹس ایپ) (?:ہیک|بلاک) (?:ہو گیا|کر دیا گیا)",
    ),
    unreachable: list(
      "(?:فون|کال) (?:مت|نہ) (?:کرنا|کریں|کرو)",
      "بات نہیں کر (?:سکتا|سکتی)",
      "(?:فون|کال) نہیں اٹھا (?:سکتا|سکتی)",
      "سارا دن (?:میٹنگ|اجلاس|سائٹ|ہسپتال) میں",
      "(?:فون|موبائل) بند ہے",
      "(?:صرف|فقط) (?:ای میل|میسج|پیغام|واٹس ایپ) (?:سے|پر|کے ذریعے)",
    ),
    others: list(
      "(?:دوست|کزن|بھائی|بہن|چچا|ماموں|بیٹے|بیٹی|شوہر|بیوی|پارٹنر|مالک مکان|رشتہ دار|ساتھی) کے (?:بینک )?(?:اکاؤنٹ|کھاتے)",
      "(?:دوست|کزن|بھائی|بہن|شوہر|بیوی|رشتہ دار) کے نام (?:پر|سے)",
      "میرے نام پر نہیں",
      "میرا اکاؤنٹ نہیں ہے",
    ),
    portal: list(
      "(?:پورٹل|ادائیگی کا صفحہ|ادائیگی کا نظام|آن لائن ادائیگی|کارڈ سے ادائیگی|پیمنٹ گیٹ وے)(?: ابھی| فی الحال| عارضی طور پر)? (?:بند ہے|کام نہیں کر رہا|ڈاؤن ہے|دستیاب نہیں)",
    ),
    blocked: list(
      "(?:ہمارا|میرا) (?:معمول کا |موجودہ )?(?:بینک )?(?:اکاؤنٹ|کھاتہ) (?:ابھی |فی الحال |عارضی طور پر )?(?:بلاک|منجمد|فریز|جانچ میں|زیر جائزہ)",
    ),
  },
  ar: {
    lost: list(
      "(?:فقدت|ضاع|ضاع مني|انكسر|سرق|تعطل|وقع) (?:هاتفي|جوالي|موبايلي|تلفوني)",
      "(?:هاتفي|جوالي|موبايلي|تلفوني) (?:ضاع|انكسر|سرق|تعطل|خرب|لا يعمل|وقع في الماء)",
    ),
    fresh: list(
      "(?:رقمي|بريدي|إيميلي|ايميلي) (?:الجديد|الإلكتروني الجديد)",
      "(?:احفظ|احفظي|احفظوا|سجل|سجلي) (?:هذا الرقم|رقمي الجديد|الرقم الجديد)",
      "من (?:هاتف|جوال) (?:صديق|صديقة|زميل|زميلة)",
      "(?:بريدي|إيميلي|رقمي|حسابي|بريدنا)(?: الإلكتروني)?(?: القديم)? (?:تم اختراقه|اخترق|مخترق|تم حظره|محظور|مقفل|تم إيقافه)",
    ),
    unreachable: list(
      "لا (?:تتصل|تتصلي|تتصلوا) بي",
      "لا (?:أستطيع|أقدر|يمكنني) (?:الكلام|التحدث|الرد على الهاتف|الاتصال)",
      "(?:في اجتماع|في الموقع|في المستشفى|في مؤتمر) (?:طوال اليوم|طول اليوم|طوال الأسبوع)",
      "(?:هاتفي|جوالي) (?:مغلق|مطفأ|بدون شحن)",
      "(?:عبر|على|بواسطة) (?:البريد الإلكتروني|الإيميل|الرسائل|الواتساب|واتساب) فقط",
    ),
    others: list(
      "حساب (?:صديقي|صديق لي|ابن عمي|ابن خالي|زميلي|أخي|اخي|أختي|اختي|عمي|خالي|ابني|ابنتي|زوجي|زوجتي|شريكي|صاحب السكن|قريبي|قريب لي)",
      "باسم (?:صديقي|صديق لي|أخي|اخي|أختي|اختي|ابن عمي|زوجي|زوجتي|قريبي|زميلي|شريكي)",
      "ليس باسمي",
      "ليس حسابي",
    ),
    portal: list(
      "(?:البوابة|بوابة الدفع|صفحة الدفع|نظام الدفع|الدفع الإلكتروني|الدفع بالبطاقة|منصة الدفع) (?:معطلة|متوقفة|خارج الخدمة|تحت الصيانة|قيد الصيانة|غير متاحة|لا تعمل)",
    ),
    blocked: list(
      "(?:حسابنا|حسابي)(?: البنكي| المصرفي)?(?: المعتاد| الحالي)? (?:مجمد|موقوف|محظور|تحت المراجعة|قيد المراجعة|قيد التدقيق|تم تجميده|تم إيقافه)",
    ),
  },
  fa: {
    lost: list("(?:گوشی|تلفن|موبایل)(?:م| من) (?:گم شده|گم شد|خراب شده|شکسته|دزدیده شده|افتاد تو آب|کار نمی ?کند)"),
    fresh: list(
      "شماره (?:جدیدم|جدید من)",
      "(?:ایمیل|آدرس ایمیل) (?:جدیدم|جدید من)",
      "(?:این شماره|شماره جدیدم|شماره جدید) (?:را |رو )?(?:ذخیره|سیو) کن",
      "(?:از|با) (?:گوشی|تلفن) (?:یک |یه )?(?:دوستم|همکارم)",
      "(?:ایمیل|شماره|اکانت|واتساپ)(?:م| من| ما)(?: قبلی| قدیمی)? (?:هک شده|هک شد|مسدود شده|بلاک شده)",
    ),
    unreachable: list(
      "زنگ نزن(?:ید)?",
      "(?:نمی ?توانم|نمی ?تونم) (?:صحبت کنم|حرف بزنم|جواب بدم|زنگ بزنم)",
      "(?:تمام روز|کل روز) (?:در جلسه|سر جلسه)",
      "(?:گوشی|تلفن|موبایل)(?:م)? خاموش",
      "فقط (?:از طریق|با) (?:ایمیل|پیام|پیامک|واتساپ|تلگرام)",
    ),
    others: list(
      "حساب (?:یک |یه )?(?:دوستم|پسرعموم|پسرعمویم|همکارم|برادرم|خواهرم|عموم|داییم|پسرم|دخترم|شوهرم|همسرم|شریکم|صاحبخانه|صاحب خانه|فامیلم|آشنا)",
      "به نام (?:دوستم|برادرم|خواهرم|همسرم|شوهرم|پسرعموم|همکارم|فامیلم)",
      "به نام من نیست",
      "حساب من نیست",
    ),
    portal: list(
      "(?:درگاه پرداخت|صفحه پرداخت|سیستم پرداخت|پرداخت آنلاین|پرداخت اینترنتی|پورتال)(?: ما)? (?:موقتا |فعلا |در حال حاضر )?(?:از دسترس خارج|قطع|در دست تعمیر|غیرفعال|کار نمی ?کند)",
    ),
    blocked: list(
      "حساب (?:بانکی )?(?:همیشگی |فعلی |معمول )?(?:ما|من|شرکت) (?:موقتا |فعلا |در حال حاضر )?(?:مسدود|بلوکه|توقیف|در حال بررسی|تحت بررسی)",
    ),
  },
  he: {
    lost: list(
      "(?:איבדתי|שברתי|הפלתי|גנבו לי) (?:את )?(?:הטלפון|הנייד|הפלאפון)",
      "(?:הטלפון|הנייד|הפלאפון) שלי (?:נשבר|נגנב|אבד|התקלקל|נפל למים)",
    ),
    fresh: list(
      "(?:המספר|הטלפון|המייל|האימייל|הנייד) החדש שלי",
      "(?:תשמרי|תשמור|שמרו|שמור|שמרי) (?:את )?(?:המספר הזה|המספר החדש)",
      "(?:מהטלפון|מהנייד) של (?:חבר|חברה|עמית|עמיתה)",
      "(?:המייל|המספר|החשבון|הווטסאפ|האימייל) (?:הישן )?(?:שלי|שלנו) (?:נפרץ|נחסם|נפרצה|נחסמה)",
    ),
    unreachable: list(
      "אל (?:תתקשר|תתקשרי|תתקשרו|תצלצל)",
      "לא (?:יכול|יכולה) (?:לדבר|לענות לטלפון|להתקשר)",
      "(?:בפגישה|בישיבה|באתר|בבית חולים|בכנס) כל (?:היום|השבוע)",
      "(?:הטלפון|הנייד) (?:שלי )?(?:כבוי|בלי סוללה)",
      "(?:רק|אך ורק) (?:במייל|בהודעה|בהודעות|בווטסאפ|בכתב|באימייל)",
    ),
    others: list(
      "חשבון (?:הבנק )?של (?:חבר|חברה|בן דוד|בת דודה|עמית|אח|אחות|דוד|דודה|הבן|הבת|בעלי|אשתי|שותף|בעל הבית|קרוב משפחה) (?:שלי)",
      "חשבון (?:הבנק )?של (?:בעלי|אשתי|אחי|אחותי|חברי|חברתי|דודי)",
      "על שם (?:חבר|חברה|אח|אחות|בן דוד|שותף) שלי",
      "על שם (?:בעלי|אשתי|אחי|אחותי|חברי)",
      "לא על שמי",
      "זה לא החשבון שלי",
    ),
    portal: list(
      "(?:הפורטל|אתר התשלומים|דף התשלום|מערכת התשלומים|התשלום המקוון|התשלום באשראי|מערכת הסליקה)(?: שלנו)? (?:אינו זמין|אינה זמינה|לא זמין|לא זמינה|מושבת|מושבתת|בתחזוקה|לא עובד|לא עובדת|קרס|קרסה)",
    ),
    blocked: list(
      "(?:חשבון הבנק|החשבון)(?: הרגיל| הקבוע| הנוכחי)? (?:שלנו|שלי) (?:חסום|מוקפא|מעוקל|בבדיקה|בביקורת|נחסם|הוקפא)",
    ),
  },
  am: {
    lost: list("ስልኬ (?:ጠፍቷል|ጠፋ|ተሰብሯል|ተሰረቀ|ተሰርቋል|ተበላሽቷል|ውሃ ውስጥ ወደቀ)"),
    fresh: list(
      "አዲሱ (?:ቁጥሬ|ስልክ ቁጥሬ|ኢሜይሌ|ኢሜሌ)",
      "(?:ይህንን ቁጥር|አዲሱን ቁጥሬን) (?:ያስቀምጡ|አስቀምጥ|አስቀምጪ)",
      "(?:በጓደኛዬ|በስራ ባልደረባዬ) ስልክ",
      "(?:ኢሜይሌ|ቁጥሬ|አካውንቴ|ኢሜይላችን) (?:ተጠልፏል|ታግዷል|ተዘግቷል)",
    ),
    unreachable: list(
      "(?:አትደውልልኝ|አትደውይልኝ|አይደውሉልኝ|አትደውሉልኝ)",
      "(?:ማውራት|መነጋገር|ስልክ ማንሳት) አልችልም",
      "(?:ስብሰባ ላይ|በስብሰባ) ነኝ",
      "ስልኬ ዝግ ነው",
      "በ(?:ኢሜይል|መልዕክት|ቴሌግራም) ብቻ",
    ),
    others: list(
      "ወደ (?:ጓደኛዬ|ወንድሜ|እህቴ|ባለቤቴ|ዘመዴ) (?:የባንክ )?(?:ሂሳብ|አካውንት)",
      "(?:የጓደኛዬ|የአጎቴ ልጅ|የወንድሜ|የእህቴ|የአጎቴ|የልጄ|የባለቤቴ|የባልደረባዬ|የአከራዬ|የዘመዴ) (?:የባንክ )?(?:ሂሳብ|አካውንት)",
      "በ(?:ጓደኛዬ|ወንድሜ|እህቴ|ባለቤቴ|ዘመዴ) ስም",
      "በ(?:ኔ|እኔ) ስም (?:አይደለም|አይደለ)",
    ),
    portal: list(
      "(?:የክፍያ (?:ገጹ|ገጽ|ስርዓቱ|ስርዓት|ሲስተሙ|ሲስተም|መግቢያ)|የመስመር ላይ ክፍያ|ፖርታል)(?:ው)? (?:ለጊዜው |በአሁኑ ጊዜ )?(?:አይሰራም|ተቋርጧል|በጥገና ላይ ነው)",
    ),
    blocked: list("(?:የተለመደው |የአሁኑ )?(?:የባንክ )?(?:ሂሳባችን|አካውንታችን|ሂሳቤ) (?:ለጊዜው |በአሁኑ ጊዜ )?(?:ታግዷል|ተዘግቷል|በምርመራ ላይ ነው)"),
  },
  th: {
    lost: list(
      "(?:โทรศัพท์|มือถือ)(?:ของ)?(?:ผม|ฉัน|หนู|เรา|ดิฉัน)(?:หาย|พัง|เสีย|ถูกขโมย|โดนขโมย|ตกน้ำ|จอแตก)",
      "ทำ(?:มือถือ|โทรศัพท์)(?:หาย|ตก|พัง)",
    ),
    fresh: list(
      "เบอร์(?:โทร)?ใหม่(?:ของ)?(?:ผม|ฉัน|หนู|เรา|ดิฉัน)",
      "อีเมล(?:ล์)?ใหม่(?:ของ)?(?:ผม|ฉัน|หนู|เรา|ดิฉัน)",
      "(?:เซฟ|บันทึก)เบอร์(?:นี้|ใหม่)",
      "(?:ยืม|ใช้)(?:มือถือ|โทรศัพท์|อีเมล)(?:ของ)?(?:เพื่อน|เพื่อนร่วมงาน)",
      "(?:อีเมล|เบอร์|ไลน์|บัญชีไลน์)(?:เก่า)?(?:ของ)?(?:ผม|ฉัน|เรา|บริษัท)(?:ถูก|โดน)(?:แฮ็ก|แฮก|แฮ็ค|บล็อก|ระงับ)",
    ),
    unreachable: list(
      "(?:อย่า|ไม่ต้อง)โทร(?:มา|หา)",
      "(?:คุยโทรศัพท์|รับสาย|คุย)ไม่ได้",
      "(?:ติดประชุม|อยู่ในที่ประชุม|อยู่หน้างาน|อยู่โรงพยาบาล)(?:ทั้งวัน|ทั้งสัปดาห์)",
      "(?:มือถือ|โทรศัพท์)(?:ปิด|แบตหมด)",
      "(?:ติดต่อ|ส่งข้อความ|คุย)(?:ทาง|ผ่าน)(?:อีเมล|ไลน์|แชท|ข้อความ)(?:เท่านั้น|อย่างเดียว)",
    ),
    others: list(
      "บัญชี(?:ธนาคาร)?(?:ของ)?(?:เพื่อน|ลูกพี่ลูกน้อง|เพื่อนร่วมงาน|พี่ชาย|พี่สาว|น้องชาย|น้องสาว|ลุง|ป้า|ลูกชาย|ลูกสาว|สามี|ภรรยา|แฟน|หุ้นส่วน|เจ้าของบ้าน|ญาติ)",
      "ในชื่อ(?:ของ)?(?:เพื่อน|ญาติ|พี่ชาย|พี่สาว|น้องชาย|น้องสาว|แฟน|สามี|ภรรยา)",
      "ไม่ใช่(?:บัญชี|ชื่อ)(?:ของ)?(?:ผม|ฉัน|หนู|เรา)",
    ),
    portal: list(
      "(?:ระบบชำระเงิน|หน้าชำระเงิน|ระบบรับชำระ|การชำระผ่านบัตร|ช่องทางชำระเงิน|พอร์ทัล)(?:ออนไลน์)?(?:ของเรา)?(?:ขัดข้อง|ปิดปรับปรุง|ใช้งานไม่ได้|ไม่สามารถใช้งานได้|ล่ม)",
    ),
    blocked: list("บัญชี(?:ธนาคาร)?(?:เดิม|ปกติ|ปัจจุบัน)?(?:ของ)?(?:เรา|บริษัท)(?:ถูก|โดน)(?:อายัด|ระงับ|ตรวจสอบ|แช่แข็ง)"),
  },
  lo: {
    lost: list("(?:ໂທລະສັບ|ມືຖື)(?:ຂອງ)?ຂ້ອຍ(?:ເສຍ|ຫາຍ|ຖືກລັກ|ແຕກ|ຕົກນ້ຳ|ພັງ)"),
    fresh: list(
      "ເບີ(?:ໂທ)?ໃໝ່(?:ຂອງ)?ຂ້ອຍ",
      "ອີເມວໃໝ່(?:ຂອງ)?ຂ້ອຍ",
      "(?:ບັນທຶກ|ເຊບ)ເບີ(?:ນີ້|ໃໝ່)",
      "(?:ຢືມ|ໃຊ້)(?:ມືຖື|ໂທລະສັບ)(?:ຂອງ)?(?:ໝູ່|ເພື່ອນ|ເພື່ອນຮ່ວມງານ)",
      "(?:ອີເມວ|ເບີ|ບັນຊີ)(?:ເກົ່າ)?(?:ຂອງ)?(?:ຂ້ອຍ|ພວກເຮົາ)ຖືກ(?:ແຮັກ|ບລັອກ|ລະງັບ)",
    ),
    unreachable: list(
      "(?:ຢ່າ|ບໍ່ຕ້ອງ)ໂທ(?:ມາ|ຫາ)",
      "(?:ລົມໂທລະສັບ|ຮັບສາຍ|ລົມ)ບໍ່ໄດ້",
      "(?:ຕິດປະຊຸມ|ຢູ່ໃນກອງປະຊຸມ|ຢູ່ໂຮງໝໍ)(?:ໝົດມື້|ທັງມື້)",
      "(?:ມືຖື|ໂທລະສັບ)(?:ປິດ|ແບັດໝົດ)",
      "(?:ຕິດຕໍ່|ສົ່ງຂໍ້ຄວາມ)(?:ທາງ|ຜ່ານ)(?:ອີເມວ|ວັອດແອັບ|ຂໍ້ຄວາມ)ເທົ່ານັ້ນ",
    ),
    others: list(
      "ບັນຊີ(?:ທະນາຄານ)?(?:ຂອງ)?(?:ໝູ່|ເພື່ອນ|ອ້າຍ|ເອື້ອຍ|ນ້ອງ|ລຸງ|ປ້າ|ລູກ|ຜົວ|ເມຍ|ແຟນ|ຫຸ້ນສ່ວນ|ເຈົ້າຂອງເຮືອນ|ຍາດ)",
      "ໃນຊື່(?:ຂອງ)?(?:ໝູ່|ເພື່ອນ|ອ້າຍ|ເອື້ອຍ|ນ້ອງ|ຍາດ)",
      "ບໍ່ແມ່ນ(?:ບັນຊີ|ຊື່)(?:ຂອງ)?ຂ້ອຍ",
    ),
    portal: list("(?:ລະບົບຊຳລະເງິນ|ໜ້າຊຳລະເງິນ|ການຊຳລະອອນລາຍ|ພອດທັລ)(?:ຂອງພວກເຮົາ)?(?:ຂັດຂ້ອງ|ປິດປັບປຸງ|ໃຊ້ບໍ່ໄດ້|ບໍ່ສາມາດໃຊ້ງານໄດ້)"),
    blocked: list("ບັນຊີ(?:ທະນາຄານ)?(?:ເດີມ|ປົກກະຕິ)?(?:ຂອງ)?(?:ພວກເຮົາ|ບໍລິສັດ)ຖືກ(?:ອາຍັດ|ລະງັບ|ກວດສອບ|ບລັອກ)"),
  },
  ko: {
    lost: list(
      "(?:폰|핸드폰|휴대폰|휴대전화|전화기)(?:을|를|이|가)? ?(?:잃어버렸|분실했|고장 ?났|깨졌|부서졌|도난당했|물에 빠졌|망가졌|잃어버려서|고장 ?나서|깨져서)",
    ),
    fresh: list(
      "(?:제|내) ?새 ?(?:번호|전화번호|폰 ?번호|이메일|메일 ?주소)",
      "새 ?번호(?:예요|에요|야|입니다)",
      "(?:이 ?번호|새 ?번호)(?:로|를)? ?저장(?:해|해 ?줘|해 ?주세요|해 ?둬|부탁)",
      "(?:친구|동료|지인)(?:의)? ?(?:폰|핸드폰|휴대폰)(?:으로|로)",
      "(?:이메일|메일|번호|계정|카톡)(?:이|가)? ?(?:해킹|차단|정지)(?:당했|되었|됐)",
    ),
    unreachable: list(
      "(?:전화|통화)(?:는|하지)? ?(?:하지 ?마|마세요|말아 ?줘|말아 ?주세요)",
      "(?:통화|전화)(?:를|가)? ?(?:못 ?해|못 ?받|어려워|안 ?돼|불가)",
      "(?:하루 ?종일|종일|온종일) ?(?:회의|미팅|현장|병원)",
      "(?:폰|핸드폰|휴대폰)(?:이)? ?(?:꺼져|배터리가 ?없)",
      "(?:카톡|메일|이메일|문자|메시지)(?:로|으로)만",
    ),
    others: list(
      "(?:친구|사촌|동료|오빠|누나|언니|동생|삼촌|이모|고모|아들|남편|아내|와이프|파트너|집주인|지인|친척)(?:의)? ?(?:계좌|통장)",
      "(?:친구|사촌|동생|지인|친척|남편|아내)(?:의)? ?(?:명의|이름)(?:로|의)",
      "(?:제|내) ?(?:명의|이름)(?:가|이)? ?아니",
      "(?:제|내) ?계좌가 ?아니",
    ),
    portal: list(
      "(?:결제 ?(?:페이지|시스템|창|포털)|온라인 ?결제|카드 ?결제|결제 ?서비스)(?:이|가|은|는)? ?(?:일시적으로 |현재 )?(?:점검 ?중|장애|중단|먹통|이용(?:이)? ?불가|작동하지 ?않)",
    ),
    blocked: list(
      "(?:기존|평소|현재|저희|당사|회사)(?:의)? ?(?:거래 ?)?(?:계좌|통장)(?:가|이|는)? ?(?:일시적으로 |현재 )?(?:정지|동결|묶여|감사 ?중|심사 ?중|지급 ?정지|사용 ?불가|막혀|차단)",
    ),
  },
  ja: {
    lost: list(
      "(?:スマホ|携帯|ケータイ|電話)(?:を|が)(?:なくし|無くし|紛失し|落とし|壊し|壊れ|盗まれ|水没し)(?!た場合|たら|た際|た時)",
    ),
    fresh: list(
      "新しい(?:電話)?番号(?:です|になりました|に変わりました|はこちら)",
      "新しい(?:メールアドレス|メアド|アドレス)(?:です|になりました|はこちら)",
      "(?:この番号|新しい番号)(?:を)?(?:登録|保存)(?:して|お願い)",
      "(?:友達|友人|同僚)の(?:スマホ|携帯|電話)(?:から|を借りて)",
      "(?:メール|アカウント|番号|ライン|line)が(?:乗っ取られ|ハッキングされ|凍結され|停止され)",
    ),
    unreachable: list(
      "(?:電話|お電話)(?:は)?(?:しないで|ご遠慮|控えて)",
      "(?:電話|通話)(?:に)?(?:出られない|出られません)",
      "(?:一日中|終日)(?:会議|打ち合わせ|現場|病院)",
      "(?:スマホ|携帯)(?:の)?(?:電源が切れ|充電が切れ)",
      "(?:メール|ライン|line|メッセージ|チャット)(?:で)?のみ",
    ),
    others: list(
      "(?:友達|友人|いとこ|従兄弟|同僚|兄|姉|弟|妹|叔父|叔母|息子|娘|夫|妻|主人|家内|大家|知人|親戚)の(?:口座|銀行口座|名義)",
      "(?:私|わたし)(?:の)?名義(?:では|じゃ)(?:ない|ありません)",
    ),
    portal: list(
      "(?:決済(?:ページ|システム|画面|サービス)|ポータル|オンライン決済|カード決済)(?:が|は)?(?:現在|一時的に)?(?:メンテナンス中|停止中|利用できません|ご利用いただけません|障害|不具合)",
    ),
    blocked: list(
      "(?:いつもの|通常の|従来の|弊社の|当社の|現在の)(?:振込先)?口座(?:が|は)(?:現在|一時的に)?(?:凍結|停止|監査中|審査中|利用できません|使えません|ロック)",
    ),
  },
  zh: {
    lost: list(
      "我的?(?:手机|手機|电话|電話)(?:丢了|掉了|坏了|壞了|被偷了|摔坏了|摔壞了|进水了|進水了|丢失|遗失|遺失)",
      "我的?(?:手机|手機)(?:号|號)?(?:停机了|停機了)",
    ),
    fresh: list(
      "(?:这是|這是)?我的新(?:手机)?(?:号码|號碼|邮箱|郵箱|电子邮箱|電子郵箱)",
      "我(?:换|換)了?新?(?:手机号|手機號|号码|號碼|邮箱|郵箱)",
      "(?:存|保存|记下|記下)(?:一下)?(?:这个|這個|我的新|新)(?:号码|號碼)",
      "(?:借|用)(?:朋友|同事)的?(?:手机|手機|电话|電話|邮箱|郵箱)",
      "(?:邮箱|郵箱|号码|號碼|账号|帳號|微信)被(?:盗|盜|黑|封|冻结|凍結)",
    ),
    unreachable: list(
      "(?:别|別|不要|请勿|請勿)(?:给我)?(?:打电话|打電話|来电|來電)",
      "(?:不方便|没法|沒法|无法|無法)(?:接电话|接電話|通话|通話|说话|說話|讲话|講話)",
      "(?:一整天|整天|全天)(?:都)?(?:在开会|在開會|开会|開會|在工地|在医院|在醫院)",
      "(?:手机|手機)(?:没电|沒電|关机|關機)",
      "(?:只|仅|僅)(?:能)?(?:通过|通過|用)?(?:邮件|郵件|微信|短信|文字)(?:联系|聯繫|沟通|溝通)",
    ),
    others: list(
      "(?:朋友|表哥|表姐|表弟|表妹|堂哥|同事|哥哥|姐姐|弟弟|妹妹|叔叔|阿姨|舅舅|儿子|兒子|女儿|女兒|老公|老婆|丈夫|妻子|合伙人|合夥人|房东|房東|亲戚|親戚)的(?:账户|帳戶|账号|帳號|银行卡|銀行卡|卡)",
      "(?:户名|戶名)(?:是)?我?(?:朋友|表哥|亲戚|親戚|同事)",
      "(?:不是|并非|並非)(?:我的|本人)(?:账户|帳戶|名字)",
    ),
    portal: list(
      "(?:支付(?:页面|頁面|系统|系統|通道)|在线支付|線上支付|在線支付|网银|網銀|门户|門戶)(?:目前|暂时|暫時|正在)?(?:维护|維護|故障|无法使用|無法使用|关闭|關閉|停用|升级|升級)",
    ),
    blocked: list(
      "(?:公司|我司|我们的|我們的|原来的|原來的|常用)(?:银行|銀行)?(?:账户|帳戶)(?:目前|暂时|暫時|正在)?被?(?:冻结|凍結|审计|審計|审查|審查|封|限制|停用)",
    ),
  },
  km: {
    lost: list("ទូរស័ព្ទ(?:របស់)?ខ្ញុំ(?:បាត់|ខូច|ត្រូវគេលួច|ធ្លាក់ទឹក|បែក)"),
    fresh: list(
      "លេខ(?:ទូរស័ព្ទ)?ថ្មី(?:របស់)?ខ្ញុំ",
      "អ៊ីមែលថ្មី(?:របស់)?ខ្ញុំ",
      "(?:រក្សាទុក|សេវ)លេខ(?:នេះ|ថ្មី)",
      "(?:ខ្ចី|ប្រើ)ទូរស័ព្ទ(?:របស់)?មិត្ត",
      "(?:អ៊ីមែល|លេខ|គណនី)(?:ចាស់)?(?:របស់)?(?:ខ្ញុំ|យើង)(?:ត្រូវ)?(?:បានគេ)?(?:ហេក|បិទ|រារាំង)",
    ),
    unreachable: list(
      "(?:កុំ|មិនបាច់)ទូរស័ព្ទ(?:មក)?",
      "(?:និយាយ|លើកទូរស័ព្ទ)មិនបាន",
      "(?:ជាប់ប្រជុំ|កំពុងប្រជុំ)ពេញមួយថ្ងៃ",
      "ទូរស័ព្ទ(?:បិទ|អស់ថ្ម)",
      "តាម(?:អ៊ីមែល|សារ|តេឡេក្រាម)ប៉ុណ្ណោះ",
    ),
    others: list(
      "គណនី(?:ធនាគារ)?(?:របស់)?(?:មិត្ត|បងប្អូនជីដូនមួយ|បង|ប្អូន|ពូ|មីង|កូន|ប្តី|ប្រពន្ធ|ដៃគូ|ម្ចាស់ផ្ទះ|សាច់ញាតិ)",
      "ក្នុងឈ្មោះ(?:មិត្ត|បង|ប្អូន|សាច់ញាតិ)",
      "មិនមែន(?:ឈ្មោះ|គណនី)(?:របស់)?ខ្ញុំ",
    ),
    portal: list("(?:ប្រព័ន្ធទូទាត់|ទំព័រទូទាត់|ការទូទាត់តាមអនឡាញ)(?:របស់យើង)?(?:កំពុង)?(?:ជួសជុល|ដំណើរការមិនបាន|មានបញ្ហា|ផ្អាក)"),
    blocked: list("គណនី(?:ធនាគារ)?(?:ធម្មតា|ដដែល)?(?:របស់)?(?:យើង|ក្រុមហ៊ុន)(?:ត្រូវបាន)?(?:បង្កក|ផ្អាក|ត្រួតពិនិត្យ)"),
  },
  my: {
    lost: list("(?:ဖုန်း|မိုဘိုင်း) ?(?:ပျောက်|ပျက်|အခိုးခံရ|ကွဲ|ရေထဲကျ)"),
    fresh: list(
      "ဖုန်း ?နံပါတ် ?အသစ်",
      "(?:အီးမေးလ်|အီးမေး) ?အသစ်",
      "(?:ဒီ ?နံပါတ်|နံပါတ် ?အသစ်)(?:ကို)? ?သိမ်းထား",
      "(?:သူငယ်ချင်း|လုပ်ဖော်ကိုင်ဖက်)(?:ရဲ့)? ?(?:ဖုန်း|အီးမေးလ်)",
      "(?:အီးမေးလ်|အကောင့်)(?:ဟောင်း)? ?(?:hack|ဟက်|ပိတ်ခံ)",
    ),
    unreachable: list(
      "(?:ဖုန်း ?)?မ(?:ခေါ်|ဆက်)(?:ပါနဲ့|နဲ့)",
      "(?:စကား ?မပြော|ဖုန်း ?မကိုင်)နိုင်",
      "(?:တစ်နေကုန်|တစ်နေ့လုံး) ?(?:အစည်းအဝေး|ဆေးရုံ)",
      "ဖုန်း ?(?:ပိတ်ထား|အားကုန်)",
      "(?:အီးမေးလ်|မက်ဆေ့ချ်|စာ)(?:နဲ့|ဖြင့်)ပဲ",
    ),
    others: list(
      "(?:သူငယ်ချင်း|ဝမ်းကွဲ|လုပ်ဖော်ကိုင်ဖက်|အစ်ကို|အစ်မ|ညီမ|ဦးလေး|အဒေါ်|သမီး|ခင်ပွန်း|ဇနီး|အိမ်ရှင်|ဆွေမျိုး)(?:ရဲ့|၏)? ?(?:ဘဏ် ?)?(?:အကောင့်|စာရင်း)",
      "(?:ကျွန်တော့်|ကျွန်မ) ?(?:နာမည်|အမည်)(?:နဲ့)? ?မဟုတ်",
    ),
    portal: list("(?:ငွေပေးချေမှု ?(?:စနစ်|စာမျက်နှာ)|အွန်လိုင်း ?ငွေပေးချေမှု)(?: ?ယာယီ)? ?(?:ပိတ်ထား|ပြုပြင်|အလုပ်မလုပ်|သုံးမရ)"),
    blocked: list("(?:ကျွန်တော်တို့|ကုမ္ပဏီ)(?:ရဲ့|၏)? ?(?:ဘဏ် ?)?အကောင့် ?(?:ယာယီ ?)?(?:ပိတ်|အေးခဲ|စစ်ဆေး)"),
  },
  si: {
    lost: list("මගේ (?:ෆෝන් එක|දුරකථනය|ජංගම දුරකථනය) (?:නැති වුණා|කැඩුණා|නැති වී ඇත|සොරකම් කළා|හොරකම් කළා|වතුරට වැටුණා|වැඩ කරන්නේ නැහැ)"),
    fresh: list(
      "මගේ අලුත් (?:නම්බර් එක|අංකය|දුරකථන අංකය|ඊමේල්|ඊමේල් ලිපිනය)",
      "(?:මේ|අලුත්) (?:නම්බර් එක|අංකය) (?:සේව් කරගන්න|සුරකින්න)",
      "(?:යාළුවාගේ|මිතුරාගේ|සගයාගේ) (?:ෆෝන් එකෙන්|දුරකථනයෙන්)",
      "(?:මගේ|අපේ) (?:පරණ )?(?:ඊමේල්|අංකය|ගිණුම) (?:හැක් කර|අවහිර කර)",
    ),
    unreachable: list(
      "(?:කෝල් කරන්න|ඇමතුම් ගන්න|කතා කරන්න) එපා",
      "(?:කතා කරන්න|ෆෝන් එක ගන්න) බැහැ",
      "දවස පුරාම (?:රැස්වීමක|මීටිමක|රෝහලේ)",
      "(?:ෆෝන් එක|දුරකථනය) (?:ඕෆ්|ක්රියා විරහිත)",
      "(?:ඊමේල්|මැසේජ්|පණිවිඩ) (?:විතරයි|මගින් පමණක්)",
    ),
    others: list(
      "(?:යාළුවාගේ|මිතුරාගේ|ඥාතියාගේ|අයියාගේ|අක්කාගේ|මල්ලීගේ|නංගීගේ|මාමාගේ|පුතාගේ|දුවගේ|සැමියාගේ|බිරිඳගේ|හවුල්කරුගේ|සගයාගේ) (?:බැංකු )?ගිණුම\\S*",
      "(?:මගේ නමින්|මගේ නමට) නොවේ",
      "මගේ ගිණුම නොවේ",
    ),
    portal: list(
      "(?:ගෙවීම් (?:පද්ධතිය|පිටුව|ද්වාරය)|ඔන්ලයින් ගෙවීම්|කාඩ් ගෙවීම්) (?:තාවකාලිකව )?(?:ක්රියා විරහිතයි|අක්රියයි|නඩත්තු කෙරේ|වැඩ කරන්නේ නැත|වසා ඇත)",
    ),
    blocked: list("(?:අපේ|අපගේ|මගේ) (?:සාමාන්ය |වත්මන් )?(?:බැංකු )?ගිණුම (?:තාවකාලිකව )?(?:අවහිර කර|තහනම් කර|පරීක්ෂාවට ලක්|ශීත කර)"),
  },
  ta: {
    lost: list("(?:என்|எனது) (?:ஃபோன்|போன்|மொபைல்|கைபேசி) (?:தொலைந்து|உடைந்து|திருடு|பழுதாகி|தண்ணீரில் விழுந்து)\\S*"),
    fresh: list(
      "(?:என் |எனது )?புதிய (?:நம்பர்|எண்|மொபைல் எண்|மின்னஞ்சல்|ஈமெயில்)",
      "(?:இந்த|புதிய) (?:நம்பரை|எண்ணை) (?:சேவ் செய்|சேமி)\\S*",
      "(?:நண்பரின்|நண்பனின்|சக ஊழியரின்) (?:ஃபோனில்|போனில்|மொபைலில்)\\S*",
      "(?:என்|எங்கள்) (?:பழைய )?(?:மின்னஞ்சல்|எண்|கணக்கு) (?:ஹேக்|முடக்க)\\S*",
    ),
    unreachable: list(
      "(?:கால் பண்ண|போன் பண்ண|அழைக்க) (?:வேண்டாம்|வேணாம்)",
      "(?:பேச|போன் எடுக்க) முடியாது",
      "நாள் முழுவதும் (?:மீட்டிங்கில்|கூட்டத்தில்|மருத்துவமனையில்)",
      "(?:ஃபோன்|போன்|மொபைல்) (?:ஆஃப்|அணைக்கப்பட்டு)\\S*",
      "(?:மின்னஞ்சல்|மெசேஜ்|செய்தி)\\S* மட்டும்",
    ),
    others: list(
      "(?:நண்பரின்|நண்பனின்|உறவினரின்|அண்ணனின்|அக்காவின்|தம்பியின்|தங்கையின்|மாமாவின்|மகனின்|மகளின்|கணவரின்|மனைவியின்|பங்குதாரரின்|வீட்டு உரிமையாளரின்|சக ஊழியரின்) (?:வங்கிக் )?கணக்கு\\S*",
      "என் பெயரில் இல்லை",
      "என் கணக்கு இல்லை",
    ),
    portal: list(
      "(?:கட்டண (?:போர்ட்டல்|பக்கம்|அமைப்பு)|ஆன்லைன் கட்டணம்|போர்ட்டல்) (?:தற்காலிகமாக )?(?:செயல்படவில்லை|முடக்கப்பட்டுள்ளது|பராமரிப்பில் உள்ளது|வேலை செய்யவில்லை)",
    ),
    blocked: list(
      "(?:எங்கள்|எனது|என்) (?:வழக்கமான |தற்போதைய )?(?:வங்கிக் )?கணக்கு (?:தற்காலிகமாக )?(?:முடக்கப்பட்டு|தடுக்கப்பட்டு|சரிபார்ப்பில்|தணிக்கையில்)\\S*",
    ),
  },
  ne: {
    lost: list("मेरो (?:फोन|मोबाइल) (?:हरायो|बिग्रियो|चोरी भयो|फुट्यो|पानीमा खस्यो|हराएको छ|बिग्रिएको छ)"),
    fresh: list(
      "(?:यो )?मेरो नयाँ (?:नम्बर|फोन|इमेल)",
      "(?:यो|नयाँ) नम्बर (?:सेभ|save) (?:गर|गर्नुहोस्|गरिदिनुहोस्)",
      "(?:साथीको|सहकर्मीको) (?:फोन|मोबाइल)बाट",
      "(?:मेरो|हाम्रो) (?:पुरानो )?(?:इमेल|नम्बर|खाता|अकाउन्ट) (?:ह्याक|ब्लक) (?:भयो|भएको छ)",
    ),
    unreachable: list(
      "(?:फोन|कल) (?:नगर्नुहोस्|नगर|नगर्नु)",
      "(?:कुरा गर्न|फोन उठाउन) (?:सक्दिन|सक्दैन)",
      "दिनभर (?:मिटिङमा|बैठकमा|अस्पतालमा|साइटमा)",
      "(?:फोन|मोबाइल) (?:बन्द|अफ) छ",
      "(?:इमेल|म्यासेज|सन्देश)(?:बाट|मा) मात्र",
    ),
    others: list(
      "(?:मेरो )?(?:साथीको|दाजुको|भाइको|दिदीको|बहिनीको|काकाको|मामाको|छोराको|छोरीको|श्रीमानको|श्रीमतीको|साझेदारको|घरबेटीको|आफन्तको|सहकर्मीको) (?:बैंक )?(?:खाता|अकाउन्ट)",
      "(?:साथीको|दाजुको|भाइको|दिदीको|बहिनीको|श्रीमानको|श्रीमतीको|आफन्तको) नाममा",
      "मेरो नाममा (?:छैन|होइन)",
      "मेरो खाता होइन",
    ),
    portal: list(
      "(?:भुक्तानी (?:पोर्टल|पेज|प्रणाली)|अनलाइन भुक्तानी|कार्ड भुक्तानी|पोर्टल) (?:अस्थायी रूपमा |अहिले )?(?:बन्द छ|चलेको छैन|मर्मतमा छ|काम गरिरहेको छैन)",
    ),
    blocked: list(
      "(?:हाम्रो|मेरो) (?:सधैंको |हालको )?(?:बैंक )?(?:खाता|अकाउन्ट) (?:अस्थायी रूपमा |अहिले )?(?:रोक्का|फ्रिज|ब्लक|जाँचमा)",
    ),
  },
  ka: {
    lost: list(
      "(?:ტელეფონი|მობილური) (?:დამეკარგა|გამიფუჭდა|მომპარეს|გამიტყდა|დამიცვივდა|წყალში ჩამივარდა)",
      "(?:დავკარგე|გავტეხე) (?:ტელეფონი|მობილური)",
    ),
    fresh: list(
      "ჩემი ახალი (?:ნომერი|ტელეფონი|ელფოსტა|იმეილი|მეილი)",
      "(?:ეს|ახალი) ნომერი (?:შეინახე|შეინახეთ|ჩაიწერე)",
      "(?:მეგობრის|კოლეგის) (?:ტელეფონიდან|მობილურიდან|ელფოსტიდან|მეილიდან)",
      "(?:ჩემი|ჩვენი) (?:ძველი )?(?:ელფოსტა|მეილი|ნომერი) (?:გატეხეს|გატეხილია|დაიბლოკა|დაბლოკილია)",
    ),
    unreachable: list(
      "(?:ნუ|არ) დამირეკ\\p{L}*",
      "ვერ (?:ვლაპარაკობ|დაგირეკავ|ვისაუბრებ)",
      "მთელი დღე (?:შეხვედრაზე|თათბირზე|საავადმყოფოში|ობიექტზე)",
      "ტელეფონი (?:გამორთული|დამჯდარი) მაქვს",
      "მხოლოდ (?:ელფოსტით|მეილით|მესიჯით|წერილობით)",
    ),
    others: list(
      "(?:მეგობრის|ბიძაშვილის|კოლეგის|ძმის|დის|ბიძის|დეიდის|მამიდის|შვილის|ქმრის|ცოლის|პარტნიორის|მეპატრონის|ნათესავის) (?:საბანკო )?ანგარიშ\\p{L}*",
      "(?:მეგობრის|ნათესავის|ძმის|დის|ქმრის|ცოლის) სახელზე",
      "ჩემს სახელზე არ არის",
      "ჩემი ანგარიში არ არის",
    ),
    portal: list(
      "(?:გადახდის (?:პორტალი|გვერდი|სისტემა)|ონლაინ გადახდა|ბარათით გადახდა) (?:დროებით |ამჟამად )?(?:არ მუშაობს|მიუწვდომელია|შეჩერებულია)",
    ),
    blocked: list(
      "(?:ჩვენი|ჩემი) (?:ჩვეული |მიმდინარე )?(?:საბანკო )?ანგარიში (?:დროებით |ამჟამად )?(?:დაბლოკილია|გაყინულია|შემოწმებაზეა|დაიბლოკა)",
    ),
  },
  yo: {
    lost: list(
      yoruba("fóònù mi (?:ti )?(?:sọnù|bàjẹ́|já|wọ omi)"),
      yoruba("wọ́n jí fóònù mi"),
      yoruba("mo sọ fóònù mi nù"),
    ),
    fresh: list(
      yoruba("nọ́mbà (?:fóònù )?tuntun mi"),
      yoruba("ímeèlì tuntun mi"),
      yoruba("(?:fi|tọ́jú) nọ́mbà (?:yìí|tuntun yìí) pamọ́"),
      yoruba("fóònù ọ̀rẹ́ mi"),
    ),
    unreachable: list(
      yoruba("(?:má|ẹ má) pè mí"),
      yoruba("(?:mi ò lè|mi kò lè|n kò lè) (?:sọ̀rọ̀|gbé fóònù|dáhùn fóònù)"),
      yoruba("mo wà ní ìpàdé (?:ní gbogbo ọjọ́|láti àárọ̀)"),
      yoruba("fóònù mi (?:ti )?kú"),
      yoruba("(?:nípasẹ̀|lórí) (?:ímeèlì|ìfiránṣẹ́|whatsapp) nìkan"),
    ),
    others: list(
      yoruba("àkáǹtì (?:báńkì )?(?:ọ̀rẹ́|ẹ̀gbọ́n|àbúrò|ìbátan|ọkọ|ìyàwó|ọmọ|alábàáṣiṣẹ́pọ̀|onílé|àǹtí) mi"),
      yoruba("ní orúkọ (?:ọ̀rẹ́|ẹ̀gbọ́n|àbúrò|ìbátan|ọkọ|ìyàwó) mi"),
      yoruba("kì í ṣe (?:orúkọ|àkáǹtì) mi"),
    ),
    portal: list(yoruba("(?:ojú ewé ìsanwó|ètò ìsanwó|ìsanwó orí ayélujára) (?:wa )?(?:kò ṣiṣẹ́|ti dúró|wà ní àtúnṣe)")),
    blocked: list(yoruba("àkáǹtì (?:báńkì )?(?:wa|mi) (?:ti )?(?:di dídì|wà lábẹ́ àyẹ̀wò|ti dì)")),
  },
  ha: {
    lost: list(
      hausa("(?:wayata|waya ta) (?:ta ɓace|ta lalace|an sace ta|ta fashe|ta faɗa ruwa)"),
      hausa("na (?:rasa|ɓatar da) wayata"),
    ),
    fresh: list(
      hausa("(?:sabuwar lambata|sabuwar lambar wayata|sabon imel ɗina|sabuwar lamba ta)"),
      hausa("(?:ajiye|adana) (?:wannan lambar|sabuwar lambata)"),
      hausa("wayar (?:abokina|abokiyata|abokin aikina)"),
      hausa("(?:imel ɗina|lambata|imel ɗinmu) (?:an yi masa kutse|an toshe|an kulle)"),
    ),
    unreachable: list(
      hausa("(?:kar ka|kada ka|kar ki|kada ki|kada ku) (?:kira ni|kirani)"),
      hausa("ba zan iya (?:magana|ɗaukar waya|amsa waya)"),
      hausa("ina cikin taro (?:duk yini|yau duka)"),
      hausa("wayata (?:a kashe take|babu caji)"),
      hausa("ta (?:imel|saƙo|whatsapp) kawai"),
    ),
    others: list(
      hausa(
        "asusun (?:banki na )?(?:abokina|abokiyata|ɗan uwana|'yar uwata|yayana|ƙanina|kawuna|innata|ɗana|'yata|mijina|matata|abokin aikina|mai gidana|dangina)",
      ),
      hausa("(?:da|a) sunan (?:abokina|ɗan uwana|'yar uwata|mijina|matata|dangina)"),
      hausa("ba da sunana ba"),
      hausa("ba asusuna ba"),
    ),
    portal: list(
      hausa("(?:shafin biyan kuɗi|tsarin biyan kuɗi|biyan kuɗi ta intanet) (?:namu )?(?:baya aiki|ya tsaya|ana gyara)"),
    ),
    blocked: list(hausa("asusunmu(?: na banki)? (?:an toshe|an daskare|ana bincike)")),
  },
  tl: {
    lost: list(
      "(?:nawala|nasira|nanakaw|nabasag|nahulog sa tubig|nalaglag) (?:ang )?(?:phone|cellphone|cp|telepono|selpon) ko",
      "(?:phone|cellphone|cp|selpon) ko (?:ay )?(?:nawala|nasira|nanakaw|nabasag|sira)",
    ),
    fresh: list(
      "(?:bago kong|bagong) (?:number|numero|phone|email|e-mail)(?: ko)?",
      "(?:i-?save|save) (?:mo )?(?:itong|ang bago kong|ang bagong) (?:number|numero)",
      "(?:phone|cellphone|cp) ng (?:kaibigan|katrabaho|kasamahan) ko",
      "(?:email|number|account) ko (?:ay )?(?:na-?hack|na-?block|naiblock)",
    ),
    unreachable: list(
      "(?:huwag|wag) (?:mo )?(?:akong )?(?:tawagan|tumawag)",
      "hindi (?:ako )?(?:makakausap|makasagot sa tawag|makatawag|makapag-?usap)",
      "(?:nasa meeting|nasa miting|nasa ospital|nasa site) (?:ako )?(?:buong araw|maghapon)",
      "(?:naka-?off|patay|lowbat) (?:ang )?(?:phone|cellphone|cp) ko",
      "(?:sa email|sa text|sa chat|sa messenger) (?:lang|na lang)",
    ),
    others: list(
      "(?:account|bank account) ng (?:kaibigan|pinsan|katrabaho|kuya|ate|kapatid|tito|tita|anak|asawa|partner|landlord|kamag-anak|kakilala) ko",
      "pangalan ng (?:kaibigan|pinsan|kapatid|asawa|kamag-anak|kuya|ate) ko",
      "hindi ko (?:pangalan|account)",
      "hindi (?:nakapangalan|naka-?pangalan) sa akin",
    ),
    portal: list(
      "(?:payment (?:portal|page|system)|online payment)(?: namin)? (?:ay )?(?:pansamantalang )?(?:hindi gumagana|down|sira|under maintenance|hindi magamit)",
    ),
    blocked: list(
      "(?:aming|aking) (?:karaniwang |kasalukuyang )?(?:bank )?account (?:ay )?(?:pansamantalang )?(?:naka-?freeze|naka-?hold|na-?block|naka-?block|under review|sinusuri)",
    ),
  },
  "ar-latn": {
    lost: list(
      "(?:mobayli|telefoni|talafoni|tilifoni) (?:da3|daa3|ta7|wa2e3|itkasar|etkasar|inkasar|etsara2|itsara2|khirib|5erib|baz)",
      "(?:da3|daa3) (?:menni|mini) (?:el )?(?:mobile|telefon)",
    ),
    fresh: list(
      "(?:ra2mi|rakmi|raqmi|nemrti|nimrti|emaili) (?:el )?(?:gdid|jdid|jadid|gedid)",
      "(?:sayev|sayyev|e7faz|i7faz|5azzen|khazzen) (?:el )?(?:ra2m|rakm|raqm|nemra|nimra) (?:da|hada|el gdid|el jdid)",
      "(?:mn|men|min) (?:mobile|telefon) (?:sa7bi|sa7beti|zamili|zmili|sahbi)",
    ),
    unreachable: list(
      "(?:matettesel|matettesilsh|ma tettesel|matkalemnish|ma tkalemni|mat3ayetlish|matrennish|ma trenni)",
      "(?:ma2darsh|mesh 2ader|mish 2ader|ma ba2dar|msh a2dar) (?:atkallem|a7ki|arod|arodd|atkalam)",
      "(?:f|fi|fe) (?:egtema3|ijtima3|meeting|el mostashfa|el mustashfa) (?:tool el yom|tul el yom|kol el yom)",
      "(?:el )?(?:mobile|telefon) (?:ma2fool|ma2ful|mtafi|matfi)",
      "(?:bas|bs|faqat) (?:3al|3ala el|bel|bl) ?(?:email|whatsapp|rasayel)",
    ),
    others: list(
      "(?:7esab|hesab|account) (?:sa7bi|sahbi|sa7beti|ibn 3ammi|ebn 3ammi|akhoya|a5oya|okhti|o5ti|3ammi|5ali|khali|ebni|binti|jouzi|goozi|zawgi|marati|mirati|shariki|2aribi)",
      "(?:b|bi|be) ?(?:esm|ism|isem) (?:sa7bi|sahbi|akhoya|a5oya|okhti|o5ti|ibn 3ammi|jouzi|zawgi|marati)",
      "(?:mesh|mish|msh|mush) (?:b|bi)?(?:esmi|ismi|7esabi)",
    ),
    portal: list(
      "(?:bawabet el daf3|nezam el daf3|el daf3 online|el payment) (?:wa2ef|wa2fa|3atlan|3atlana|mesh shaghal|msh sha3'al)",
    ),
    blocked: list(
      "(?:7esabna|hesabna)(?: el 3adi| el mo3tad)? (?:mgammad|mjammad|maw2oof|mawqoof|ta7t el moraj3a|ma2fool)",
    ),
  },
  "hi-latn": {
    lost: list(
      "(?:mera|meri) (?:phone|mobile|fone) (?:kho gaya|kho gya|toot gaya|toot gya|tut gaya|chori ho gaya|chori ho gya|kharab ho gaya|kharab ho gya|paani mein gir gaya|gir gaya)",
    ),
    fresh: list(
      `(?:ye|yeh|yahi) (?:mera )?naya (?:number|no|phone|email)${E}`,
      "mera naya (?:number|phone|email)",
      "(?:ye|yeh|naya) number (?:save|sev) (?:kar lo|kar lena|kar lijiye|karo|karlo)",
      "(?:dost|friend|colleague) ke (?:phone|mobile) se",
      "(?:mera|hamara) (?:purana )?(?:email|number|account|whatsapp) (?:hack|block) (?:ho gaya|ho gya|kar diya)",
    ),
    unreachable: list(
      "(?:call|phone|fone) (?:mat|na) (?:karna|karo|kijiye|karein)",
      "baat nahi kar (?:sakta|sakti|paunga|paungi)",
      "(?:call|phone) nahi utha (?:sakta|sakti|paunga)",
      "(?:pure|poore|saare) din (?:meeting|site|hospital) (?:mein|me)",
      "(?:phone|mobile) (?:band|off|switch off) hai",
      "(?:sirf|bas|keval) (?:email|message|msg|whatsapp|text) (?:pe|par|se) (?:baat|contact|reply)",
    ),
    others: list(
      "(?:dost|friend|cousin|bhai|behen|behan|chacha|mama|bete|beti|pati|patni|wife|husband|partner|makaan malik|landlord|rishtedaar|colleague) ke (?:bank )?(?:account|khate)",
      "(?:dost|friend|cousin|bhai|behen|rishtedaar|wife|husband) ke naam (?:pe|par|se)",
      "mere naam (?:pe|par) nahi",
      "mera account nahi hai",
    ),
    portal: list(
      "(?:payment (?:portal|page|system|gateway)|online payment) (?:abhi |filhal )?(?:band hai|kaam nahi kar raha|down hai|maintenance (?:mein|me) hai)",
    ),
    blocked: list(
      "(?:hamara|mera) (?:usual |purana |current )?(?:bank )?(?:account|khata) (?:abhi |filhal )?(?:block|freeze|frozen|hold) (?:hai|ho gaya|ho gya|kar diya)",
    ),
  },
};

function concept(build: (row: ChannelRow) => Array<readonly string[] | undefined>): PhraseTable {
  const table: PhraseTable = {};
  for (const [lang, row] of Object.entries(ROWS) as Array<[Lang, ChannelRow]>) {
    const entries = build(row).flatMap((field) => field ?? []);
    if (entries.length) table[lang] = entries.map(nfkc);
  }
  return table;
}

/** The contact channel changed: a phone lost or broken, a new or borrowed number or address, the old one hacked
 * (→ feature `channelChange`). */
export const CHANNEL_CHANGE: PhraseTable = concept((row) => [row.lost, row.fresh]);

/** The usual channel unreachable: don't call, can't talk, in meetings all day, phone off, only by mail or text
 * (→ feature `unreachable`). */
export const CHANNEL_UNREACHABLE: PhraseTable = concept((row) => [row.unreachable]);

/** Money to an account the sender says is someone else's: a friend's, a relative's, in another person's name
 * (→ feature `thirdPartyAccount`). */
export const CHANNEL_THIRD_PARTY_ACCOUNT: PhraseTable = concept((row) => [row.others]);

/** The usual way to pay down: the payment portal, page or card payments out of service (→ feature `channelDown`). */
export const CHANNEL_PORTAL_DOWN: PhraseTable = concept((row) => [row.portal]);

/** The payee's usual account blocked, frozen or under review (→ feature `accountBlocked`, which also counts as
 * `channelDown`). */
export const CHANNEL_ACCOUNT_BLOCKED: PhraseTable = concept((row) => [row.blocked]);

/** The rows by language, for the test that every cue language has each concept. */
export const CHANNEL_CUES: Readonly<Partial<Record<Lang, Readonly<ChannelRow>>>> = ROWS;

/** Every channel-cue concept, for the coverage script and the tests. */
export const CHANNEL_CONCEPTS = {
  CHANNEL_CHANGE,
  CHANNEL_UNREACHABLE,
  CHANNEL_THIRD_PARTY_ACCOUNT,
  CHANNEL_PORTAL_DOWN,
  CHANNEL_ACCOUNT_BLOCKED,
} as const;
