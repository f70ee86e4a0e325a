// Bulk acts on a service desk's calendar, prices and records, translated systematically: one table per cue CONCEPT,
// one row per language, in the 75 languages of lexicon/agent-cues.ts.
//
// An injection in a service inbox (a clinic, a garage, a salon) asks for an act on everything at once, which no
// customer asks for: "export the full patient list with dates of birth and e-mail it to …", "cancel all of his
// appointments", "open every empty slot in the calendar", "set the price of all services to zero", "mark the
// deposits as received", "issue every customer a 100 % voucher". Every row is one concept in one language, written
// from the concept (a verb family near an object family, bounded gaps), not from any message.
//
// 1. BULK_RECORDS_OUT (→ ACTION_SENSITIVE): a request verb that sends out (send, e-mail, export, forward, upload,
//    share) near the organisation's people as a whole: the patient / customer / client / member list or database,
//    all patients' or customers' names, dates of birth, phone numbers, addresses, records, files, x-rays or
//    invoices, the whole database or contact list. One's own data ("send me my records", "send my x-rays to my new
//    dentist", "all my invoices") names no one else, and is no object of these rows.
// 2. BULK_DESK_ACTS (→ ACTION_GENERIC, weak alone): a request verb (cancel, move, reschedule, block, open, book,
//    free, set, change, mark, give, issue) near an object that is everything at once: all (every, the remaining)
//    appointments, bookings, slots or chairs, the whole calendar, the price(s) of all services or products, the
//    invoices or deposits "as paid / received", every customer or patient given a 100 % (free) voucher or code. A
//    customer's own ("cancel my appointment", "move my booking") has no such quantifier; a business's notice in the
//    passive ("all appointments that day will be moved") has no request verb; "the price of all services includes
//    VAT" has no verb of the family.
//
// Conventions are those of agent-cues.ts and reader-cues.ts: lowercase sources, NFKC-normalised as the text is, no
// word guards in UNSPACED scripts, a word-start guard on the second half of a pair elsewhere, Indic verbs closed by
// `EM`, Latin-script rows that mail writes without diacritics through `unmarked`, `romanian`, `serbian`,
// `azerbaijani` and `uzbek`; Turkish and Azerbaijani "ı" written "[ıi]". Performance: every entry starts with a
// literal the screen can place (the verb or the object family), gaps are bounded (≤ 60).
import {
  alt,
  asMet,
  azerbaijani,
  conceptTable,
  E,
  EM,
  either,
  gap,
  hausa,
  type Lang,
  languagesWith,
  type PhraseTable,
  romanian,
  serbian,
  unmarked,
  uzbek,
  VERB_FINAL_LANGUAGES,
  wordStart,
  yoruba,
} from "./combinators.js";

/** One row per language. Fields are alternations (regex sources, lowercase). */
export interface BulkRow {
  /** Request verbs that send out: send, e-mail, export, forward, upload, share (imperative, polite and
   * infinitive-request forms). */
  send: string;
  /** The organisation's people as a whole: the patient / customer / client / member list or database, all patients'
   * or customers' names, dates of birth, phone numbers, addresses, records, files, x-rays, invoices; the whole
   * database or contact list. */
  people: string;
  /** Request verbs acting on the desk: cancel, move, reschedule, block, open, book, free (up), set, change, mark,
   * give, issue. */
  act: string;
  /** Everything at once: all / every / the remaining appointments, bookings, slots, chairs; the whole calendar; the
   * price(s) of all services or products; invoices or deposits as paid / received; every customer a 100 % or free
   * voucher or code. */
  bulk: string;
}

/** "All" in English, not followed by the customer's own ("all my appointments"). */
const ROWS: Partial<Record<Lang, BulkRow>> = {
  en: {
    send: `(?:send|e-?mail|export|forward|upload|share|mail|dump|transfer)${E}`,
    people: alt(
      // A list named whole or current: "the customer list" alone is also what a security advisory's example asks for.
      "(?:full|complete|entire|whole|today's|today’s|current|updated|up-to-date) (?:patient|customer|client|member|membership|guest)s? (?:list|database|register|directory)",
      "(?:full|complete|entire|whole) (?:patient|customer|client|member|guest) (?:records|files|data|details|histories)",
      "(?:all|every)(?: of)? (?:the |our )?(?:patient|customer|client|member|guest)s?(?:'s|'|’s|’)? (?:full )?(?:names|dates? of birth|birth ?dates|phone numbers|telephone numbers|mobile numbers|addresses|e-?mail addresses|contact details|records|files|x-rays|invoices|data|details)",
      "(?:names|dates? of birth|birth ?dates|phone numbers|mobile numbers|addresses|e-?mail addresses|contact details|records|files|x-rays|invoices)[^.!?\\n]{0,40}? of (?:all|every)(?: of)? (?:the |our )?(?:patients|customers|clients|members|guests)",
      "(?:the |our )?(?:entire|whole|full|complete) (?:database|contact list|address book|crm)",
    ),
    act: `(?<!(?:i|we|they|was|were|been|be|has|have|had|will) )(?:cancel|move|reschedule|re-schedule|postpone|block(?: out| off)?|open(?: up)?|book|free up|clear|delete|remove|set|change|update|mark|give|issue|grant)${E}`,
    bulk: alt(
      `(?:all|every|each)(?: of)?(?: (?!(?:your|my)${E})[\\p{L}.'’-]+){0,3}? (?:appointments?|bookings?|reservations?|slots?|time ?slots|chairs?|sessions|visits|consultations|bays)`,
      "(?:the )?(?:whole|entire|full|complete) (?:calendar|schedule|diary|booking calendar)",
      "(?:the )?prices? (?:of|for|on) (?:all|every|each)(?: of)? (?:the |our )?(?:services|products|treatments|items|repairs)",
      "all (?:the )?prices",
      "(?:invoices?|deposits?|payments?|bills?|balances?) (?:as )?(?:paid|received|settled)",
      "(?:all|every|each)(?: of)? (?:the |our )?(?:\\p{L}+ )?(?:patients?|customers?|clients?|members?|guests?)(?: \\p{L}+){0,2}? (?:a |an )?(?:100 ?%|free|full) (?:\\p{L}+ )?(?:vouchers?|coupons?|discount codes?|gift cards?|codes?|credits?)",
    ),
  },
  de: {
    send: `(?:sende|senden sie|sendet|schicke?|schicken sie|schickt|maile|mailen sie|e-?mailen sie|exportiere|exportieren sie|exportieren|leite|leiten sie|weiterleiten|lade|laden sie|hochladen|teile|teilen sie|übermittle|übermitteln sie|übermitteln|senden|schicken|zusenden|übersenden)${E}`,
    people: alt(
      `(?<!ihre |deine |meine )(?:(?:vollständige|komplette|gesamte|ganze|aktuelle|heutige)\\p{L}* )?(?:patienten|kunden|klienten|mitglieder|gäste)(?:liste|kartei|datenbank|stamm|verzeichnis)\\p{L}*`,
      "(?:alle|sämtliche|die gesamten|die vollständigen) (?:patienten|kunden|klienten|mitglieder)(?:daten|akten|dateien|kontakte|adressen|röntgenbilder|rechnungen)",
      "(?:namen|geburtsdaten|geburtsdatum|telefonnummern|handynummern|adressen|anschriften|e-?mail-?adressen|kontaktdaten|akten|röntgenbilder|rechnungen|daten)[^.!?\\n]{0,40}? (?:aller|sämtlicher) (?:\\p{L}+ )?(?:patient(?:en|innen)|kund(?:en|innen)|klient(?:en|innen)|mitglieder)",
      "(?:die |unsere )?(?:gesamte|komplette|vollständige|ganze) (?:datenbank|kontaktliste|adressliste|kartei|kundendatenbank)",
    ),
    act: `(?<!(?:wir|werden|würden|ich|sie) )(?:storniere|stornieren sie|stornieren|sage|sagen sie|absagen|verschiebe|verschieben sie|verschieben|verlege|verlegen sie|verlegen|blockiere|blockieren sie|blockieren|sperre|sperren sie|sperren|öffne|öffnen sie|öffnen|freigeben|gib|geben sie|buche|buchen sie|buchen|setze|setzen sie|setzen|ändere|ändern sie|ändern|markiere|markieren sie|markieren|lösche|löschen sie|löschen|stelle|stellen sie|verbuche|verbuchen sie|verbuchen|erteile|erteilen sie|schenke|schenken sie|vergib|vergeben sie)${E}`,
    bulk: alt(
      `(?:alle|allen|sämtliche|sämtlichen|jeden|jede|jedes)(?: (?!(?:ihre|deine|meine)${E})[\\p{L}.-]+){0,2}? (?:termin\\p{L}*|buchung\\p{L}*|reservierung\\p{L}*|slots?|zeitfenster|behandlungsstühle|stühle|behandlungsplätze|sitzungen|besuche|plätze)`,
      "(?:den )?(?:gesamten|ganzen|kompletten) (?:kalender|terminkalender|terminplan)",
      "(?:die )?preise? (?:aller|für alle|sämtlicher) (?:\\p{L}+ )?(?:leistungen|dienstleistungen|produkte|behandlungen|artikel)",
      "alle preise",
      "(?:rechnungen|rechnung|anzahlungen|anzahlung|kautionen|kaution|zahlungen|zahlung) (?:\\p{L}+ ){0,2}?als (?:bezahlt|erhalten|eingegangen|beglichen)",
      "(?:allen|jedem|jeder) (?:\\p{L}+ )?(?:patient\\p{L}*|kund\\p{L}*|klient\\p{L}*|mitglied\\p{L}*)(?: \\p{L}+){0,2}? (?:einen |ein )?(?:100 ?%|gratis|kostenlos\\p{L}*)[ -]?(?:\\p{L}+ )?(?:gutschein|rabattcode|code|gutschrift)",
    ),
  },
  fr: {
    send: `(?:envoie[sz]?|envoyez|envoyer|transfère|transférez|transférer|exporte[sz]?|exportez|exporter|partage[sz]?|partagez|partager|téléverse[sz]?|téléversez|mets en ligne|mettez en ligne|fais suivre|faites suivre|communique[sz]?|communiquez)(?:-moi|-nous)?${E}`,
    people: alt(
      "(?:la )?(?:liste|base de données|fichier|registre|annuaire)(?: complète| entière| intégrale| complet)? (?:des |de nos |de tous les |de toutes les )(?:patients|patientes|clients|clientes|membres|adhérents)",
      "(?:noms|dates de naissance|numéros de téléphone|numéros|adresses|adresses e-?mail|coordonnées|dossiers|fiches|radios|radiographies|factures|données)[^.!?\\n]{0,40}? (?:de tous les|de toutes les|de l'ensemble des) (?:\\p{L}+ )?(?:patients|patientes|clients|clientes|membres|adhérents)",
      "(?:toute la|l'intégralité de la|la totalité de la) (?:base(?: de données)?|liste de contacts|clientèle|patientèle)",
      "(?:tous les|toutes les) (?:dossiers|fiches|données) (?:des |de nos )?(?:patients|clients|membres)",
    ),
    act: `(?<!(?:je|nous|ils|elles|on) )(?:annule[sz]?|annulez|annuler|déplace[sz]?|déplacez|déplacer|reporte[sz]?|reportez|reporter|décale[sz]?|décalez|bloque[sz]?|bloquez|bloquer|ouvre[sz]?|ouvrez|ouvrir|libère[sz]?|libérez|libérer|réserve[sz]?|réservez|réserver|mets|mettez|mettre|fixe[sz]?|fixez|passe[sz]?|passez|change[sz]?|changez|modifie[sz]?|modifiez|marque[sz]?|marquez|marquer|supprime[sz]?|supprimez|donne[sz]?|donnez|offre[sz]?|offrez|attribue[sz]?|attribuez|émettez)${E}`,
    bulk: alt(
      `(?:tous les|toutes les|chaque)(?: (?!(?:vos|mes|tes)${E})[\\p{L}.'-]+){0,2}? (?:rendez-vous|rdv|créneaux|créneau|réservations?|séances|fauteuils|consultations|plages)`,
      "(?:tout l'|l'ensemble de l'|tout le |l'intégralité de l')(?:agenda|calendrier|planning)",
      "(?:les |le )?prix (?:de tous les|de toutes les|des) (?:\\p{L}+ )?(?:services|prestations|produits|soins|articles)",
      "tous les (?:prix|tarifs)",
      "(?:factures?|acomptes?|arrhes|paiements?|cautions?) (?:\\p{L}+ ){0,2}?comme (?:payée?s?|réglée?s?|reçue?s?|encaissée?s?)",
      "(?:chaque|tous les|toutes les) (?:\\p{L}+ )?(?:patients?|patientes?|clients?|clientes?|membres?)(?: \\p{L}+){0,2}? (?:un |une )?(?:bons?|codes?|coupons?|avoirs?|réductions?|remises?)(?: [\\p{L}']+){0,3}? (?:de )?(?:100 ?%|gratuit\\p{L}*)",
    ),
  },
  es: {
    send: `(?:envía|envia|envíe|envie|envíen|enviar|reenvía|reenvía|reenvíe|reenviar|exporta|exporte|exportar|comparte|comparta|compartir|sube|suba|subir|manda|mande|mandar|remite|remita|remitir)(?:me|nos|le|les|lo|la|los|las)?${E}`,
    people: alt(
      "(?:la )?(?:lista|listado|base de datos|fichero|registro|cartera) (?:completa |completo |entera |actual )?(?:de |con )(?:todos )?(?:los |nuestros )?(?:pacientes|clientes|socios|miembros)",
      "(?:nombres|fechas de nacimiento|teléfonos|números de teléfono|direcciones|correos|datos|historiales|expedientes|radiografías|facturas)[^.!?\\n]{0,40}? de (?:todos los|todas las) (?:\\p{L}+ )?(?:pacientes|clientes|socios|miembros)",
      "(?:toda la|la totalidad de la) (?:base de datos|lista de contactos|agenda de contactos|cartera de clientes)",
      "(?:todos los|todas las) (?:historiales|expedientes|datos|fichas|radiografías) (?:de (?:los |nuestros )?)?(?:pacientes|clientes)",
    ),
    act: `(?<!(?:yo|nosotros|vamos a|hemos|han|se) )(?:cancela|cancele|cancelen|cancelar|anula|anule|anular|mueve|mueva|mover|traslada|traslade|trasladar|reprograma|reprograme|reprogramar|pospón|posponga|aplaza|aplace|bloquea|bloquee|bloquear|abre|abra|abrir|libera|libere|liberar|reserva|reserve|reservar|pon|ponga|poner|fija|fije|fijar|cambia|cambie|cambiar|marca|marque|marcar|elimina|elimine|borra|borre|dale|dales|otorga|otorgue|emite|emita|emitir|regala|regale)(?:los|las|le|les)?${E}`,
    bulk: alt(
      `(?:todas las|todos los|cada)(?: (?!(?:sus|mis|tus)${E})[\\p{L}.-]+){0,2}? (?:citas?|reservas?|turnos?|huecos?|franjas?|horarios?|sillones|sillas|sesiones|consultas)`,
      "(?:toda la agenda|todo el calendario|la agenda (?:completa|entera)|el calendario (?:completo|entero))",
      "(?:el |los )?precios? de (?:todos los|todas las) (?:\\p{L}+ )?(?:servicios|productos|tratamientos|artículos)",
      "todos los precios",
      "(?:facturas?|señas?|depósitos?|anticipos?|pagos?) (?:\\p{L}+ ){0,2}?como (?:pagad[ao]s?|recibid[ao]s?|cobrad[ao]s?|abonad[ao]s?)",
      "(?:cada|todos los|todas las) (?:\\p{L}+ )?(?:pacientes?|clientes?|socios?)(?: \\p{L}+){0,2}? (?:un |una )?(?:vale|cupón|código|bono|descuento)(?: \\p{L}+){0,3}? (?:del )?(?:100 ?%|gratis|gratuito)",
    ),
  },
  it: {
    send: `(?:invia|invii|inviate|inviare|manda|mandi|mandate|mandare|inoltra|inoltri|inoltrate|inoltrare|esporta|esporti|esportate|esportare|condividi|condivida|condividere|carica|carichi|caricare|trasmetti|trasmetta)(?:mi|ci|gli|le|lo|la)?${E}`,
    people: alt(
      "(?:l')?(?:elenco|lista|anagrafica|database|archivio|rubrica|schedario)(?: completo| completa| intero| intera| aggiornato| aggiornata)? (?:dei |di tutti i |delle |di tutte le )(?:pazienti|clienti|soci|iscritti)",
      "(?:nomi|date di nascita|numeri di telefono|telefoni|indirizzi|email|e-mail|dati|cartelle|cartelle cliniche|radiografie|fatture)[^.!?\\n]{0,40}? di tutti i (?:\\p{L}+ )?(?:pazienti|clienti|soci|iscritti)",
      "(?:l'intero|tutto il|l'intera|tutta la) (?:database|archivio|rubrica|anagrafica)",
      "(?:tutte le|tutti i) (?:cartelle|schede|dati) (?:dei |clinic\\p{L}+ )?(?:pazienti|clienti)",
    ),
    act: `(?<!(?:io|noi|abbiamo|hanno|verranno|saranno) )(?:annulla|annulli|annullate|annullare|cancella|cancelli|cancellate|cancellare|sposta|sposti|spostate|spostare|rinvia|rinvii|riprogramma|riprogrammi|blocca|blocchi|bloccate|bloccare|apri|apra|aprite|aprire|libera|liberi|liberate|liberare|prenota|prenoti|prenotate|prenotare|imposta|imposti|impostate|impostare|metti|metta|mettete|cambia|cambi|cambiate|modifica|modifichi|segna|segni|segnate|contrassegna|contrassegni|regala|regali|emetti|emetta|assegna|assegni)(?:le|li|gli)?${E}`,
    bulk: alt(
      `(?:tutti gli|tutti i|tutte le|ogni)(?: (?!(?:suoi|miei|tuoi|vostri)${E})[\\p{L}.'-]+){0,2}? (?:appuntamenti|appuntamento|prenotazioni|prenotazione|slot|fasce|orari|poltrone|sedute|visite)`,
      "(?:l'intero|tutto il|l'intera|tutta l') ?(?:calendario|agenda)",
      "(?:i |il )?prezz[oi] di tutti i (?:\\p{L}+ )?(?:servizi|prodotti|trattamenti|articoli)",
      "tutti i prezzi",
      "(?:fatture?|caparre?|acconti?|depositi?|pagamenti?) (?:\\p{L}+ ){0,2}?come (?:pagat[aei]|ricevut[aoei]|saldat[aoei]|incassat[aoei])",
      "(?:ogni|tutti i) (?:\\p{L}+ )?(?:pazienti?|clienti?|soci?)(?: \\p{L}+){0,2}? (?:un |uno )?(?:buono|coupon|codice|voucher|sconto)(?: \\p{L}+){0,3}? (?:del )?(?:100 ?%|gratuito|omaggio)",
    ),
  },
  pt: {
    send: `(?:envia|envie|enviem|enviar|manda|mande|mandem|mandar|encaminha|encaminhe|reencaminhe|encaminhar|exporta|exporte|exportar|partilha|partilhe|partilhar|compartilha|compartilhe|compartilhar|carrega|carregue|carregar|faça upload|faz upload)(?:-me|-nos|-lhe)?${E}`,
    people: alt(
      "(?:a )?(?:lista|listagem|base de dados|banco de dados|ficheiro|cadastro)(?: completa| inteira| atual| completo)? (?:de |dos |de todos os |de todas as )(?:pacientes|clientes|sócios|membros|utentes)",
      "(?:nomes|datas de nascimento|telefones|números de telefone|moradas|endereços|e-?mails|dados|fichas|processos|prontuários|radiografias|raios-?x|faturas)[^.!?\\n]{0,40}? de (?:todos os|todas as) (?:\\p{L}+ )?(?:pacientes|clientes|sócios|membros|utentes)",
      "(?:toda a|a totalidade da) (?:base de dados|lista de contactos|lista de contatos|carteira de clientes)",
      "(?:todo o) (?:banco de dados|cadastro)",
    ),
    act: `(?<!(?:eu|nós|vamos|foram|serão) )(?:cancela|cancele|cancelem|cancelar|desmarque|desmarca|desmarcar|mova|move|mover|remarque|remarca|remarcar|transfira|transferir|adie|adia|adiar|bloqueie|bloqueia|bloquear|abra|abre|abrir|libere|libera|liberar|liberte|libertar|reserve|reserva|reservar|agende|agenda|agendar|coloque|coloca|colocar|defina|define|definir|mude|muda|mudar|altere|altera|alterar|marque|marca|marcar|ofereça|oferecer|emita|emite|emitir|atribua)${E}`,
    bulk: alt(
      `(?:todas as|todos os|cada)(?: (?!(?:suas|seus|minhas|meus)${E})[\\p{L}.-]+){0,2}? (?:consultas?|marcações|marcação|agendamentos?|reservas?|horários?|vagas?|cadeiras|sessões)`,
      "(?:toda a agenda|todo o calendário|a agenda (?:inteira|completa)|o calendário (?:inteiro|completo))",
      "(?:o |os )?preços? de (?:todos os|todas as) (?:\\p{L}+ )?(?:serviços|produtos|tratamentos|artigos)",
      "todos os preços",
      "(?:faturas?|sinais|sinal|depósitos?|cauções|caução|pagamentos?) (?:\\p{L}+ ){0,2}?como (?:pag[ao]s?|recebid[ao]s?|liquidad[ao]s?)",
      "(?:cada|todos os|todas as) (?:\\p{L}+ )?(?:pacientes?|clientes?|sócios?|utentes?)(?: \\p{L}+){0,2}? (?:um |uma )?(?:vale|voucher|cupão|cupom|código|desconto)(?: \\p{L}+){0,3}? (?:de )?(?:100 ?%|grátis|gratuito)",
    ),
  },
  nl: {
    send: `(?:stuur|stuurt|sturen|verstuur|versturen|mail|mailen|e-?mail|exporteer|exporteren|doorsturen|deel|delen|upload|uploaden|verzend|verzenden)${E}`,
    people: alt(
      `(?<!je |jouw |uw |mijn )(?:volledige |complete |hele |gehele |actuele )?(?:patiënten|patienten|klanten|cliënten|clienten|leden)(?:lijst|bestand|database|register|overzicht)`,
      "(?:namen|geboortedata|geboortedatums|telefoonnummers|adressen|e-?mailadressen|gegevens|dossiers|röntgenfoto's|facturen)[^.!?\\n]{0,40}? van (?:alle|al onze) (?:\\p{L}+ )?(?:patiënten|patienten|klanten|cliënten|clienten|leden)",
      "(?:de |onze )?(?:volledige|complete|hele|gehele) (?:database|contactenlijst|adressenlijst|klantenbestand)",
      "alle (?:patiënt|patient|klant|cliënt|client)(?:gegevens|dossiers|bestanden)",
    ),
    act: `(?<!(?:ik|we|wij|worden|zullen) )(?:annuleer|annuleren|zeg af|afzeggen|verplaats|verplaatsen|verzet|verzetten|blokkeer|blokkeren|open|openen|openzetten|zet open|maak vrij|vrijmaken|vrijgeven|boek|boeken|reserveer|reserveren|zet|zetten|verander|veranderen|wijzig|wijzigen|markeer|markeren|geef|geven|verstrek|schrap|verwijder)${E}`,
    bulk: alt(
      `(?:alle|elke|iedere)(?: (?!(?:uw|je|jouw|mijn)${E})[\\p{L}.-]+){0,2}? (?:afspraken|afspraak|boekingen|reserveringen|slots|tijdsloten|plekken|stoelen|behandelstoelen|behandelingen|consulten)`,
      "(?:de )?(?:hele|gehele|volledige) (?:agenda|kalender|planning)",
      "(?:de )?(?:prijzen|prijs) van alle (?:\\p{L}+ )?(?:diensten|producten|behandelingen|artikelen)",
      "alle prijzen",
      "(?:facturen|factuur|aanbetalingen|aanbetaling|borg|betalingen|betaling) (?:\\p{L}+ ){0,2}?als (?:betaald|ontvangen|voldaan)",
      "(?:alle|elke|iedere) (?:\\p{L}+ )?(?:patiënten|patiënt|patienten|patient|klanten|klant|cliënten|leden|lid)(?: \\p{L}+){0,2}? (?:een )?(?:100 ?%|gratis)[ -]?(?:\\p{L}+ )?(?:voucher|tegoedbon|kortingscode|code|cadeaubon|bon)",
    ),
  },
  sv: {
    send: `(?:skicka|mejla|maila|e-posta|exportera|vidarebefordra|dela|ladda upp|överför|sänd)${E}`,
    people: alt(
      `(?<!din |er |min )(?:hela |fullständiga |kompletta |aktuella )?(?:patient|kund|klient|medlems)(?:listan|lista|listor|registret|register|databasen|databas)`,
      "(?:namn|födelsedatum|personnummer|telefonnummer|adresser|e-postadresser|uppgifter|journaler|röntgenbilder|fakturor)[^.!?\\n]{0,40}? (?:för|på|till) alla (?:\\p{L}+ )?(?:patienter|kunder|klienter|medlemmar)",
      "alla (?:patienters|kunders|klienters|medlemmars) (?:namn|födelsedatum|personnummer|telefonnummer|adresser|uppgifter|journaler|röntgenbilder|fakturor)",
      "hela (?:databasen|kontaktlistan|kundregistret|patientregistret)",
    ),
    act: `(?<!(?:jag|vi|ska|kommer att) )(?:avboka|boka av|ställ in|flytta|boka om|omboka|blockera|spärra|öppna|frigör|boka|sätt|ändra|markera|ge alla|ge varje|dela ut|utfärda|ta bort|radera)${E}`,
    bulk: alt(
      `(?:alla|varje|samtliga)(?: (?!(?:dina|era|mina)${E})[\\p{L}.-]+){0,2}? (?:bokningar|bokning|tider|besökstider|luckor|platser|stolar|behandlingsstolar|behandlingar|besök|möten)`,
      "hela (?:kalendern|schemat|bokningskalendern|tidboken)",
      "(?:priset|priserna) (?:på|för) alla (?:\\p{L}+ )?(?:tjänster|produkter|behandlingar|artiklar)",
      "alla priser",
      "(?:fakturor|fakturan|fakturorna|handpenningar|handpenningen|depositioner|depositionen|betalningar|betalningarna) (?:\\p{L}+ ){0,2}?som (?:betald\\p{L}*|mottagn\\p{L}*|mottagen)",
      "(?:patienter|patient|kunder|kund|klienter|medlemmar)(?: \\p{L}+){0,2}? (?:en |ett )?(?:100 ?%|gratis)[ -]?(?:\\p{L}+ )?(?:voucher|presentkort|rabattkod|kod|värdebevis|kupong)",
    ),
  },
  pl: {
    send: unmarked(
      `(?:wyślij|wyślijcie|prześlij|prześlijcie|przesłać|wysłać|wyeksportuj|eksportuj|wyeksportować|przekaż|przekażcie|przekazać|udostępnij|udostępnić|wgraj|załaduj|wrzuć)(?:cie)?${E}`,
    ),
    people: unmarked(
      alt(
        "(?:listę|lista|bazę|baza|bazy|kartotekę|rejestr|wykaz)(?: danych)? (?:wszystkich )?(?:pacjentów|klientów|członków|klientek|pacjentek)",
        "(?:imiona|nazwiska|daty urodzenia|numery telefonów|telefony|adresy|e-?maile|dane|dokumentacj\\p{L}*|karty|zdjęcia rtg|faktury)[^.!?\\n]{0,40}? wszystkich (?:\\p{L}+ )?(?:pacjentów|klientów|członków)",
        "(?:całą|cała) (?:bazę danych|baza danych|listę kontaktów|bazę klientów|bazę pacjentów)",
      ),
    ),
    act: unmarked(
      `(?:anuluj|anulujcie|odwołaj|odwołajcie|przenieś|przełóż|przesuń|zablokuj|otwórz|zwolnij|zarezerwuj|zarezerwować|ustaw|ustawić|zmień|zmienić|oznacz|oznaczyć|daj|dajcie|wystaw|wystawić|przyznaj|usuń|odwołać|anulować|przenieść|zablokować|otworzyć)(?:cie)?${E}`,
    ),
    bulk: unmarked(
      alt(
        `(?:wszystkie|każdą|każdy|każde|pozostałe)(?: (?!(?:moje|twoje|pana|pani)${E})[\\p{L}.-]+){0,2}? (?:wizyty|wizytę|terminy|termin|rezerwacje|rezerwację|sloty|miejsca|fotele|zabiegi|spotkania)`,
        "(?:cały|całego) (?:kalendarz|grafik|terminarz)",
        "(?:ceny|cenę) wszystkich (?:\\p{L}+ )?(?:usług|produktów|zabiegów)",
        "wszystkie ceny",
        "(?:faktury|fakturę|zaliczki|zaliczkę|zadatki|zadatek|kaucje|płatności) (?:\\p{L}+ ){0,2}?jako (?:opłacon\\p{L}*|zapłacon\\p{L}*|otrzyman\\p{L}*|uregulowan\\p{L}*)",
        "(?:każdemu|wszystkim) (?:\\p{L}+ )?(?:pacjentowi|pacjentom|klientowi|klientom|członkom)(?: \\p{L}+){0,3}? (?:(?:100 ?%|100-procentow\\p{L}*|darmow\\p{L}*|bezpłatn\\p{L}*)(?: \\p{L}+)? (?:voucher|bon|kod|kupon)|(?:voucher|bon|kod|kupon|rabat)\\p{L}*(?: \\p{L}+){0,2}? (?:100 ?%|gratis))",
      ),
    ),
  },
  cs: {
    send: unmarked(
      `(?:pošli|pošlete|poslat|zašli|zašlete|zaslat|přepošli|přepošlete|exportuj|exportujte|vyexportujte|sdílej|sdílejte|nahraj|nahrajte|odešli|odešlete|předej|předejte)${E}`,
    ),
    people: unmarked(
      alt(
        "(?:seznam|databázi|databáze|kartotéku|registr|přehled) (?:všech )?(?:pacientů|klientů|zákazníků|členů)",
        "(?:jména|data narození|telefonní čísla|telefony|adresy|e-?maily|údaje|karty|dokumentaci|rentgenové snímky|snímky|faktury)[^.!?\\n]{0,40}? všech (?:\\p{L}+ )?(?:pacientů|klientů|zákazníků|členů)",
        "celou (?:databázi|kartotéku|adresář)",
      ),
    ),
    act: unmarked(
      `(?:zruš|zrušte|zrušit|přesuň|přesuňte|přesunout|přeplánuj|přeplánujte|zablokuj|zablokujte|otevři|otevřete|uvolni|uvolněte|zarezervuj|zarezervujte|rezervujte|nastav|nastavte|změň|změňte|označ|označte|dej|dejte|vystav|vystavte|udělte|smaž|smažte)${E}`,
    ),
    bulk: unmarked(
      alt(
        `(?:všechny|každou|každý|zbývající)(?: (?!(?:moje|vaše|tvoje)${E})[\\p{L}.-]+){0,2}? (?:termíny|termín|objednávky|rezervace|sloty|místa|křesla|ošetření|schůzky|návštěvy)`,
        "celý (?:kalendář|rozvrh|diář)",
        "(?:ceny|cenu) všech (?:\\p{L}+ )?(?:služeb|produktů|ošetření|výrobků)",
        "všechny ceny",
        "(?:faktury|fakturu|zálohy|zálohu|platby|kauce) (?:\\p{L}+ ){0,2}?jako (?:zaplacen\\p{L}*|uhrazen\\p{L}*|přijat\\p{L}*)",
        "(?:každému|všem) (?:\\p{L}+ )?(?:pacientovi|pacientům|klientovi|klientům|zákazníkovi|zákazníkům|členům)(?: \\p{L}+){0,3}? (?:(?:100 ?%|100procentní|bezplatn\\p{L}*)(?: \\p{L}+)? (?:voucher|poukaz|kód|kupón|slevu)|(?:voucher|poukaz|kód|kupón|slev)\\p{L}*(?: \\p{L}+){0,2}? (?:100 ?%|zdarma))",
      ),
    ),
  },
  ru: {
    send: `(?:отправь|отправьте|отправить|пришли|пришлите|прислать|вышли|вышлите|перешли|перешлите|переслать|экспортируй|экспортируйте|выгрузи|выгрузите|выгрузить|скинь|скиньте|поделись|поделитесь|загрузи|загрузите|передай|передайте|передать)${E}`,
    people: alt(
      "(?:список|списки|базу|база|базы|реестр|картотеку|перечень) (?:данных )?(?:всех )?(?:пациентов|клиентов|клиенток|членов|участников|посетителей)",
      "(?:имена|фио|даты рождения|дату рождения|телефоны|номера телефонов|адреса|данные|карты|медкарты|медицинские карты|снимки|рентгеновские снимки|счета)[^.!?\\n]{0,40}? всех (?:\\p{L}+ )?(?:пациентов|клиентов|членов|посетителей)",
      "всю (?:базу|базу данных|клиентскую базу|базу клиентов|базу пациентов|контактную базу)",
      "(?:клиентскую|контактную) базу",
    ),
    act: `(?:отмени|отмените|отменить|перенеси|перенесите|перенести|заблокируй|заблокируйте|заблокировать|открой|откройте|открыть|освободи|освободите|забронируй|забронируйте|запиши|запишите|поставь|поставьте|установи|установите|установить|измени|измените|отметь|отметьте|пометь|пометьте|отметить|выдай|выдайте|выдать|дай|дайте|начисли|начислите|удали|удалите)${E}`,
    bulk: alt(
      `(?:все|всех|каждую|каждый|оставшиеся)(?: (?!(?:мои|мою|ваши|твои)${E})[\\p{L}.-]+){0,2}? (?:записи|запись|приёмы|приемы|приём|прием|визиты|брони|бронирования|слоты|окна|окошки|места|кресла|сеансы|встречи)`,
      "(?:весь|всё) (?:календарь|расписание|график)",
      "(?:цены|цену|стоимость) (?:на )?(?:всех|все|всё) (?:\\p{L}+ )?(?:услуг|услуги|товаров|товары|процедур|процедуры)",
      "(?:счета|счёт|счет|предоплаты|предоплату|депозиты|депозит|авансы|платежи) (?:\\p{L}+ ){0,2}?как (?:оплаченн\\p{L}*|полученн\\p{L}*|поступивш\\p{L}*)",
      "(?:каждому|всем) (?:\\p{L}+ )?(?:пациенту|пациентам|клиенту|клиентам|участникам)(?: \\p{L}+){0,3}? (?:(?:100 ?%|100-процентн\\p{L}*|бесплатн\\p{L}*) (?:\\p{L}+ )?(?:ваучер|сертификат|купон|промокод|код|скидк)\\p{L}*|(?:ваучер|сертификат|купон|промокод|скидк)\\p{L}*(?: \\p{L}+){0,2}? (?:на |в )?100 ?%)",
    ),
  },
  uk: {
    send: `(?:надішли|надішліть|надіслати|відправ|відправте|відправити|перешли|перешліть|переслати|експортуй|експортуйте|вивантаж|вивантажте|поділися|поділіться|завантаж|завантажте|передай|передайте|скинь|скиньте)${E}`,
    people: alt(
      "(?:список|списки|базу|база|реєстр|картотеку|перелік) (?:даних )?(?:всіх |усіх )?(?:пацієнтів|клієнтів|членів|учасників|відвідувачів)",
      "(?:імена|піб|дати народження|телефони|номери телефонів|адреси|дані|картки|медкартки|знімки|рахунки)[^.!?\\n]{0,40}? (?:всіх|усіх) (?:\\p{L}+ )?(?:пацієнтів|клієнтів|членів|відвідувачів)",
      "(?:всю|усю) (?:базу|базу даних|клієнтську базу|базу клієнтів|базу пацієнтів)",
      "клієнтську базу",
    ),
    act: `(?:скасуй|скасуйте|скасувати|перенеси|перенесіть|перенести|заблокуй|заблокуйте|заблокувати|відкрий|відкрийте|відкрити|звільни|звільніть|забронюй|забронюйте|запиши|запишіть|постав|поставте|встанови|встановіть|встановити|зміни|змініть|познач|позначте|позначити|видай|видайте|дай|дайте|нарахуй|нарахуйте|видали|видаліть)${E}`,
    bulk: alt(
      `(?:всі|усі|всіх|усіх|кожен|кожну|кожний|решту)(?: (?!(?:мої|мою|ваші|твої)${E})[\\p{L}.-]+){0,2}? (?:записи|запис|прийоми|прийом|візити|бронювання|слоти|вікна|віконця|місця|крісла|сеанси|зустрічі)`,
      "(?:весь|увесь|цілий) (?:календар|розклад|графік)",
      "(?:ціни|ціну|вартість) (?:на )?(?:всіх|усіх|всі|усі) (?:\\p{L}+ )?(?:послуг|послуги|товарів|товари|процедур|процедури)",
      "(?:рахунки|рахунок|передоплати|передоплату|депозити|депозит|аванси|платежі) (?:\\p{L}+ ){0,2}?як (?:оплачен\\p{L}*|отриман\\p{L}*|сплачен\\p{L}*)",
      "(?:кожному|всім|усім) (?:\\p{L}+ )?(?:пацієнту|пацієнтам|клієнту|клієнтам|учасникам)(?: \\p{L}+){0,3}? (?:(?:100 ?%|100-відсотков\\p{L}*|безкоштовн\\p{L}*) (?:\\p{L}+ )?(?:ваучер|сертифікат|купон|промокод|код|знижк)\\p{L}*|(?:ваучер|сертифікат|купон|промокод|знижк)\\p{L}*(?: \\p{L}+){0,2}? (?:на |в )?100 ?%)",
    ),
  },
  el: {
    send: unmarked(
      `(?:στείλε|στείλτε|να στείλετε|αποστείλετε|προώθησε|προωθήστε|εξάγετε|κάνε εξαγωγή|κάντε εξαγωγή|μοιράσου|μοιραστείτε|ανέβασε|ανεβάστε|διαβίβασε|διαβιβάστε)${E}`,
    ),
    people: unmarked(
      alt(
        "(?:λίστα|κατάλογο|βάση δεδομένων|βάση|αρχείο|μητρώο) (?:με )?(?:όλων )?(?:των |τους )(?:ασθενών|ασθενείς|πελατών|πελάτες|μελών|μέλη)",
        "(?:ονόματα|ημερομηνίες γέννησης|τηλέφωνα|αριθμούς τηλεφώνου|διευθύνσεις|email|στοιχεία|φακέλους|ακτινογραφίες|τιμολόγια)[^.!?\\n]{0,40}? όλων των (?:\\p{L}+ )?(?:ασθενών|πελατών|μελών)",
        "(?:ολόκληρη|όλη) τη(?:ν)? (?:βάση|βάση δεδομένων|λίστα επαφών)",
      ),
    ),
    act: unmarked(
      `(?:ακύρωσε|ακυρώστε|να ακυρώσετε|μετάφερε|μεταφέρετε|μετακίνησε|μετακινήστε|μπλόκαρε|μπλοκάρετε|κλείδωσε|κλειδώστε|άνοιξε|ανοίξτε|ελευθέρωσε|ελευθερώστε|κλείσε|κλείστε|όρισε|ορίστε|βάλε|βάλτε|άλλαξε|αλλάξτε|σημείωσε|σημειώστε|επισήμανε|επισημάνετε|δώσε|δώστε|εκδώστε|διάγραψε|διαγράψτε)${E}`,
    ),
    bulk: unmarked(
      alt(
        `(?:όλα τα|όλες τις|όλους τους|κάθε|τα υπόλοιπα|τις υπόλοιπες)(?: (?!(?:μου|σας|σου)${E})[\\p{L}.-]+){0,2}? (?:ραντεβού|κρατήσεις|κράτηση|θέσεις|ώρες|καρέκλες|συνεδρίες|επισκέψεις)(?! (?:μου|σας|σου)${E})`,
        "(?:όλο το|ολόκληρο το) (?:ημερολόγιο|πρόγραμμα)",
        "τιμ(?:ές|ή) (?:όλων των|σε όλες τις|για όλες τις) (?:\\p{L}+ )?(?:υπηρεσιών|υπηρεσίες|προϊόντων|προϊόντα|θεραπειών)",
        "όλες τις τιμές",
        "(?:τιμολόγια|τιμολόγιο|προκαταβολές|προκαταβολή|εγγυήσεις|πληρωμές) (?:\\p{L}+ ){0,2}?ως (?:πληρωμέν\\p{L}*|εξοφλημέν\\p{L}*|ληφθέν\\p{L}*|εισπραγμέν\\p{L}*)",
        "(?:σε κάθε|σε όλους τους|σε όλες τις) (?:\\p{L}+ )?(?:ασθενή|ασθενείς|πελάτη|πελάτες|μέλη|μέλος)(?: \\p{L}+){0,3}? (?:(?:100 ?%|δωρεάν)[^.!?\\n]{0,20}?(?:κουπόνι|voucher|κωδικό|δωροεπιταγή|έκπτωση)|(?:κουπόνι|voucher|κωδικό|δωροεπιταγή|έκπτωση)[^.!?\\n]{0,20}?(?:100 ?%|δωρεάν))",
      ),
    ),
  },
  tr: {
    send: asMet(
      "tr",
      `(?:gönder|gönderin|gönderiniz|gönderir misiniz|yolla|yollayın|ilet|iletin|iletiniz|aktar|aktarın|dışa aktarın|paylaş|paylaşın|yükle|yükleyin|mail atın|e-?posta ile gönderin)${E}`,
    ),
    people: asMet(
      "tr",
      alt(
        "(?:tüm|bütün) (?:\\p{L}+ )?(?:hasta|müşteri|danışan|üye)(?:lerin|ların|lerimizin|larımızın) (?:listesini|bilgilerini|isimlerini|adlarını|doğum tarihlerini|telefon numaralarını|telefonlarını|adreslerini|kayıtlarını|dosyalarını|röntgenlerini|faturalarını|verilerini)",
        "(?:hasta|müşteri|danışan|üye) (?:listesini|listesinin tamamını|veritabanını|veri tabanını|kayıtlarının tamamını)",
        "(?:tüm|bütün) (?:veritabanını|veri tabanını|rehberi|kişi listesini)",
      ),
    ),
    act: asMet(
      "tr",
      `(?:iptal edin|iptal et|iptal ediniz|iptal eder misiniz|taşıyın|taşı|erteleyin|ertele|kaydırın|bloke edin|engelleyin|kapatın|açın|boşaltın|rezerve edin|ayırın|ayarlayın|belirleyin|yapın|değiştirin|işaretleyin|işaretle|verin|tanımlayın|silin)${E}`,
    ),
    bulk: asMet(
      "tr",
      alt(
        `(?:tüm|bütün|kalan|boş) (?:\\p{L}+ )?(?:randevularını|randevuları|randevular|rezervasyonlarını|rezervasyonları|slotlarını|slotları|saatleri|koltuklarını|koltukları|seanslarını|seansları)${E}`,
        "(?:tüm takvimi|bütün takvimi|takvimin tamamını)",
        "(?:tüm|bütün) (?:\\p{L}+ )?(?:hizmetlerin|ürünlerin|tedavilerin) (?:fiyatını|fiyatlarını)",
        "(?:faturaları|faturayı|kaporaları|kaporayı|depozitoları|depozitoyu|ödemeleri) (?:\\p{L}+ )?(?:ödendi|ödenmiş|alındı|tahsil edildi)",
        "(?:her|tüm|bütün) (?:hastaya|müşteriye|hastalara|müşterilere|danışana|üyelere)(?: \\p{L}+){0,2}? (?:%100|% ?100|100 ?%|ücretsiz|bedava) (?:\\p{L}+ )?(?:kupon|indirim kodu|kod|hediye çeki|voucher|çek)",
      ),
    ),
  },
  id: {
    send: `(?:kirim|kirimkan|kirimlah|teruskan|forward|ekspor|export|bagikan|unggah|upload|emailkan)${E}`,
    people: alt(
      "(?:daftar|database|basis data)(?: lengkap)? (?:semua |seluruh )?(?:pasien|pelanggan|klien|anggota|member|nasabah)",
      "data (?:lengkap )?(?:semua|seluruh) (?:pasien|pelanggan|klien|anggota|nasabah)",
      "(?:nama|tanggal lahir|nomor telepon|nomor hp|alamat|rekam medis|berkas|hasil rontgen|faktur|tagihan)[^.!?\\n]{0,40}? (?:semua|seluruh) (?:pasien|pelanggan|klien|anggota|nasabah)",
      "seluruh (?:database|basis data|kontak)",
    ),
    act: `(?:batalkan|batalin|pindahkan|jadwalkan ulang|undur|blokir|buka|kosongkan|pesan|booking|atur|ubah|ganti|tandai|berikan|kasih|terbitkan|hapus)(?:lah)?${E}`,
    bulk: alt(
      `(?:semua|seluruh|setiap|sisa) (?:\\p{L}+ )?(?:janji temu|jadwal|janji|reservasi|booking|slot|kursi|sesi)(?! (?:saya|aku|kamu|anda)${E})`,
      "(?:seluruh|semua) (?:kalender|agenda)",
      "harga (?:semua|seluruh) (?:\\p{L}+ )?(?:layanan|produk|perawatan|jasa)",
      "(?:faktur|tagihan|invoice|deposit|uang muka|pembayaran) (?:\\p{L}+ ){0,2}?(?:sebagai|jadi|menjadi) (?:lunas|dibayar|sudah dibayar|diterima)",
      "(?:setiap|semua|seluruh) (?:pasien|pelanggan|klien|anggota)(?: \\p{L}+){0,3}? (?:voucher|kupon|kode|diskon)(?: \\p{L}+){0,2}? (?:100 ?%|gratis)",
    ),
  },
  ms: {
    send: `(?:hantar|hantarkan|majukan|kongsi|kongsikan|muat naik|eksport|export|emelkan|forward)${E}`,
    people: alt(
      "(?:senarai|pangkalan data|database)(?: penuh| lengkap)? (?:semua |kesemua |seluruh )?(?:pesakit|pelanggan|klien|ahli)",
      "(?:nama|tarikh lahir|nombor telefon|alamat|rekod|fail|x-?ray|invois)[^.!?\\n]{0,40}? (?:semua|kesemua|seluruh) (?:pesakit|pelanggan|klien|ahli)",
      "(?:seluruh|keseluruhan) (?:pangkalan data|database|senarai kenalan)",
    ),
    act: `(?:batalkan|alihkan|pindahkan|jadualkan semula|tangguhkan|sekat|buka|kosongkan|tempah|tempahkan|tetapkan|tukar|ubah|tandakan|berikan|beri|keluarkan|padam)${E}`,
    bulk: alt(
      `(?:semua|kesemua|setiap|baki) (?:\\p{L}+ )?(?:temujanji|temu janji|tempahan|slot|kerusi|sesi|janji temu)(?! (?:saya|aku|anda)${E})`,
      "(?:seluruh|keseluruhan) (?:kalendar|jadual)",
      "harga (?:semua|kesemua|setiap) (?:\\p{L}+ )?(?:perkhidmatan|produk|rawatan)",
      "(?:invois|bil|deposit|wang pendahuluan|bayaran) (?:\\p{L}+ ){0,2}?sebagai (?:telah dibayar|dibayar|diterima|telah diterima|selesai)",
      "(?:setiap|semua|kesemua) (?:pesakit|pelanggan|klien|ahli)(?: \\p{L}+){0,3}? (?:baucar|voucher|kupon|kod|diskaun)(?: \\p{L}+){0,2}? (?:100 ?%|percuma)",
    ),
  },
  vi: {
    send: `(?:gửi|gởi|chuyển tiếp|xuất|chia sẻ|tải lên|upload|forward)${E}`,
    people: alt(
      "(?:danh sách|cơ sở dữ liệu|database)(?: đầy đủ| toàn bộ)? (?:của )?(?:tất cả |toàn bộ |mọi )?(?:các )?(?:bệnh nhân|khách hàng|thành viên|hội viên)",
      "(?:hồ sơ|thông tin|dữ liệu) (?:của )?(?:tất cả|toàn bộ|mọi) (?:các )?(?:bệnh nhân|khách hàng|thành viên|hội viên)",
      "(?:tên|ngày sinh|số điện thoại|địa chỉ|phim x-?quang|hóa đơn)[^.!?\\n]{0,40}? (?:của )?(?:tất cả|toàn bộ|mọi) (?:các )?(?:bệnh nhân|khách hàng|thành viên)",
    ),
    act: `(?:hủy|huỷ|dời|chuyển|đổi lịch|chặn|khóa|khoá|mở(?= (?:tất|toàn|mọi|các))|đặt|giải phóng|đổi|thay đổi|đánh dấu|cấp|tặng|phát hành|xóa|xoá)${E}`,
    bulk: alt(
      `(?:tất cả|toàn bộ|mọi) (?:các |những )?(?:lịch hẹn|cuộc hẹn|lượt đặt|đặt chỗ|khung giờ|suất|ghế|ca)(?! (?:của )?(?:tôi|mình|em)${E})`,
      "(?:toàn bộ|cả) lịch(?: làm việc| hẹn)?",
      "giá (?:của )?(?:tất cả|toàn bộ|mọi) (?:các )?(?:dịch vụ|sản phẩm)",
      "(?:hóa đơn|hoá đơn|tiền cọc|khoản cọc|khoản thanh toán)(?: \\p{L}+){0,3}? (?:là|thành) (?:đã thanh toán|đã nhận|đã trả)",
      "(?:mỗi|mọi|tất cả|từng) (?:các )?(?:bệnh nhân|khách hàng|thành viên)(?: \\p{L}+){0,3}? (?:voucher|phiếu|mã giảm giá|mã)(?: \\p{L}+){0,3}? (?:100 ?%|miễn phí)",
    ),
  },
  sw: {
    send: `(?:tuma|tumeni|sambaza|peleka|pakia|hamisha|shiriki|wasilisha)${E}`,
    people: alt(
      "orodha (?:kamili )?ya (?:wagonjwa|wateja|wanachama)",
      "(?:majina|tarehe za kuzaliwa|namba za simu|nambari za simu|anwani|rekodi|mafaili|faili|picha za x-?ray|ankara)[^.!?\\n]{0,40}? (?:ya|za|wa) (?:wagonjwa|wateja|wanachama) wote",
      "(?:hifadhidata|database) (?:nzima|yote|ya wateja|ya wagonjwa)",
    ),
    act: `(?:ghairi|ghairini|futa|hamisha|sogeza|ahirisha|zuia|funga|fungua|weka|badilisha|tia alama|wape|mpe|toa|hifadhi)${E}`,
    bulk: alt(
      `(?:miadi|nafasi|viti|vikao|bookings?|uhifadhi) (?:(?!yangu|zangu)\\p{L}+ ){0,2}?(?:yote|zote|zilizobaki|iliyobaki)${E}`,
      "kalenda (?:nzima|yote)",
      "bei (?:ya|za) (?:huduma|bidhaa|matibabu) (?:zote|yote)",
      "(?:ankara|amana|malipo|arbuni) (?:\\p{L}+ ){0,3}?kama (?:zimelipwa|imelipwa|yamelipwa|zimepokelewa|imepokelewa|yamepokelewa)",
      "(?:kila mgonjwa|kila mteja|wagonjwa wote|wateja wote)(?: \\p{L}+){0,3}? (?:vocha|kuponi|msimbo|punguzo)(?: \\p{L}+){0,2}? (?:100 ?%|bure|asilimia mia)",
    ),
  },
  hi: {
    send: `(?:भेजें|भेज दें|भेजिए|भेज दीजिए|भेजो|भेज दो|फॉरवर्ड करें|फॉरवर्ड कर दें|ईमेल करें|ईमेल कर दें|मेल करें|मेल कर दें|एक्सपोर्ट करें|एक्सपोर्ट कर दें|शेयर करें|शेयर कर दें|अपलोड करें|अपलोड कर दें)${EM}`,
    people: alt(
      "(?:सभी|सारे|तमाम) (?:\\S+ )?(?:मरीज़ों|मरीजों|रोगियों|ग्राहकों|क्लाइंट्स|सदस्यों|पेशेंट्स) (?:की|के|का) (?:पूरी )?(?:सूची|लिस्ट|नाम|जन्मतिथि|जन्म तिथि|फ़ोन नंबर|फोन नंबर|मोबाइल नंबर|पते|रिकॉर्ड|फ़ाइलें|फाइलें|एक्स-?रे|बिल|इनवॉइस|डेटा|जानकारी)",
      "(?:मरीज़ों|मरीजों|रोगियों|ग्राहकों|पेशेंट|कस्टमर|सदस्यों) (?:की )?(?:पूरी )?(?:सूची|लिस्ट|डेटाबेस)",
      "(?:पूरा|पूरे) (?:डेटाबेस|कॉन्टैक्ट लिस्ट)",
    ),
    act: `(?:रद्द|कैंसल|कैंसिल|शिफ्ट|रीशेड्यूल|ब्लॉक|बंद|खोल|बुक|ख़ाली|खाली|सेट|तय|बदल|मार्क|दर्ज|जारी|डिलीट) ?(?:करें|कर दें|कीजिए|कर दीजिए|करो|कर दो|दें|दीजिए|दो)${EM}|(?:दे दें|दे दीजिए)${EM}`,
    bulk: alt(
      "(?<!(?:मेरे|मेरी|मेरा|अपने|अपनी) )(?:सभी|सारे|सारी|तमाम|बाकी|बचे हुए|खाली) (?:\\S+ )?(?:अपॉइंटमेंट्स|अपॉइंटमेंट|बुकिंग्स|बुकिंग|स्लॉट्स|स्लॉट|कुर्सियां|कुर्सियाँ|चेयर्स|सेशन|मुलाकातें)",
      "(?:पूरा|पूरे) (?:कैलेंडर|शेड्यूल)",
      "(?:सभी|सारी) (?:\\S+ )?(?:सेवाओं|सर्विसेज़|सर्विसेज|उत्पादों|प्रोडक्ट्स) (?:की|के) (?:कीमत|कीमतें|दाम|रेट|प्राइस)",
      "(?:बिलों|बिल|इनवॉइस|जमा राशि|डिपॉज़िट|डिपॉजिट|एडवांस)(?: \\S+){0,3}? (?:भुगतान किया गया|पेड|प्राप्त|चुकाया गया)",
      "(?:हर|सभी|प्रत्येक) (?:\\S+ )?(?:मरीज़|मरीज|मरीज़ों|मरीजों|ग्राहक|ग्राहकों|सदस्यों) (?:को )?(?:\\S+ ){0,2}?(?:100 ?%|मुफ़्त|मुफ्त|फ्री) (?:\\S+ )?(?:वाउचर|कूपन|कोड)",
    ),
  },
  "hi-latn": {
    send: `(?:bhejo|bhej do|bhej dijiye|bhej dein|bhej den|bhejiye|bhejein|forward karo|forward kar do|forward kardo|forward kar dijiye|forward karein|mail karo|mail kar do|email kar do|export karo|export kar do|share karo|share kar do|upload karo|upload kar do)${E}`,
    people: alt(
      "(?:sabhi|saare|sare|sab) (?:\\p{L}+ )?(?:patients|mareezon|marizon|customers|grahakon|clients|members) (?:ki|ke|ka) (?:puri |poori |full )?(?:list|suchi|naam|names|dob|birth ?dates?|janam tithi|phone numbers?|numbers|address|addresses|records|files|x-?rays?|bills|invoices|data|details)",
      "(?:patient|customer|client|member|mareez|grahak)s? (?:ki |ka )?(?:puri |poori |full |complete )?(?:list|database|data ?base)",
      "(?:pura|poora|puri|poori) (?:database|contact list)",
    ),
    act: `(?:cancel|shift|reschedule|postpone|block|band|khol|book|khali|free|set|change|mark|issue|delete) ?(?:karo|kar do|kardo|kar dijiye|karein|kar dein|kijiye|do)${E}|(?:de do|dedo|de dijiye|de dein)${E}`,
    bulk: alt(
      `(?<!(?:mere|meri|mera|apne|apni) )(?:sabhi|saare|sare|sab|baaki|baki|bache hue|khali) (?:\\p{L}+ )?(?:appointments?|bookings?|slots?|chairs|sessions)`,
      "(?:pura|poora) (?:calendar|schedule)",
      "(?:sabhi|saari|sari|sab) (?:\\p{L}+ )?(?:services|products|sevaon) (?:ki|ke|ka) (?:price|prices|keemat|kimat|rate|rates|daam)",
      "(?:bills|bill|invoices?|deposits?|advance|payment)(?: \\p{L}+){0,3}? (?:paid|received|mil gaya|mil gaye|prapt)",
      "(?:har|sabhi|saare|sab) (?:patients?|mareez|customers?|grahak|clients?|members?) (?:ko )?(?:\\p{L}+ ){0,2}?(?:100 ?%|free|muft) (?:\\p{L}+ )?(?:vouchers?|coupons?|codes?)",
    ),
  },
  bn: {
    send: `(?:পাঠান|পাঠিয়ে দিন|পাঠাও|পাঠিয়ে দাও|ফরওয়ার্ড করুন|ফরওয়ার্ড করে দিন|ইমেল করুন|ইমেইল করুন|মেইল করুন|এক্সপোর্ট করুন|শেয়ার করুন|আপলোড করুন)${EM}`,
    people: alt(
      "(?:সব|সকল|সমস্ত) (?:\\S+ )?(?:রোগীর|রোগীদের|গ্রাহকের|গ্রাহকদের|ক্লায়েন্টদের|সদস্যদের|পেশেন্টদের) (?:পুরো |সম্পূর্ণ )?(?:তালিকা|লিস্ট|নাম|জন্ম তারিখ|জন্মতারিখ|ফোন নম্বর|মোবাইল নম্বর|ঠিকানা|রেকর্ড|ফাইল|এক্স-?রে|বিল|ইনভয়েস|ডেটা|তথ্য)",
      "(?:রোগীদের|রোগীর|গ্রাহকদের|গ্রাহক|পেশেন্ট|কাস্টমার|সদস্যদের) (?:পুরো |সম্পূর্ণ )?(?:তালিকা|লিস্ট|ডেটাবেস|ডাটাবেস)",
      "(?:পুরো|সম্পূর্ণ) (?:ডেটাবেস|ডাটাবেস|কন্টাক্ট লিস্ট)",
    ),
    act: `(?:বাতিল|ক্যানসেল|স্থানান্তর|শিফট|রিশিডিউল|ব্লক|বন্ধ|খুলে|বুক|খালি|সেট|নির্ধারণ|পরিবর্তন|মার্ক|চিহ্নিত|ইস্যু|জারি|মুছে) ?(?:করুন|করে দিন|কর|করো|করে দাও|দিন|দাও|ফেলুন)${EM}`,
    bulk: alt(
      "(?<!(?:আমার|আমাদের) )(?:সব|সকল|সমস্ত|বাকি|খালি) (?:\\S+ )?(?:অ্যাপয়েন্টমেন্ট|অ্যাপয়েন্টমেন্টগুলো|বুকিং|স্লট|চেয়ার|সেশন|সাক্ষাৎ)",
      "(?:পুরো|সম্পূর্ণ) (?:ক্যালেন্ডার|শিডিউল|সময়সূচি)",
      "(?:সব|সকল|সমস্ত) (?:\\S+ )?(?:সেবার|পরিষেবার|সার্ভিসের|পণ্যের) (?:দাম|মূল্য|প্রাইস)",
      "(?:বিল|ইনভয়েস|জমা|ডিপোজিট|অগ্রিম)(?:গুলো|গুলি)?(?: \\S+){0,3}? (?:পরিশোধিত|পেইড|প্রাপ্ত|গৃহীত)",
      "(?:প্রত্যেক|প্রতিটি|সব|সকল) (?:\\S+ )?(?:রোগীকে|রোগীদের|গ্রাহককে|গ্রাহকদের|সদস্যকে|সদস্যদের)(?: \\S+){0,2}? (?:100 ?%|১০০ ?%|ফ্রি|বিনামূল্যে) (?:\\S+ )?(?:ভাউচার|কুপন|কোড)",
    ),
  },
  ur: {
    send: `(?:بھیجیں|بھیج دیں|بھیجو|بھیج دو|ارسال کریں|ارسال کر دیں|فارورڈ کریں|فارورڈ کر دیں|ای میل کریں|ای میل کر دیں|ایکسپورٹ کریں|ایکسپورٹ کر دیں|شیئر کریں|شیئر کر دیں|اپ لوڈ کریں|اپلوڈ کریں)`,
    people: alt(
      "(?:تمام|سارے|سب) (?:\\S+ )?(?:مریضوں|گاہکوں|کلائنٹس|صارفین|ممبرز|اراکین) (?:کی|کے|کا) (?:مکمل |پوری )?(?:فہرست|لسٹ|نام|تاریخ پیدائش|تاریخِ پیدائش|فون نمبر|موبائل نمبر|پتے|ریکارڈ|فائلیں|ایکسرے|ایکس رے|بل|انوائس|ڈیٹا|معلومات)",
      "(?:مریضوں|گاہکوں|کسٹمرز|ممبرز) (?:کی )?(?:مکمل |پوری )?(?:فہرست|لسٹ|ڈیٹا بیس)",
      "(?:پورا|مکمل) (?:ڈیٹا بیس|کانٹیکٹ لسٹ)",
    ),
    act: `(?:منسوخ|کینسل|منتقل|شفٹ|ری شیڈول|بلاک|بند|کھول|بک|خالی|سیٹ|طے|تبدیل|مارک|درج|جاری|ڈیلیٹ) ?(?:کریں|کر دیں|کیجیے|کیجئے|کر دیجیے|کرو|کر دو|دیں|دو)|(?:دے دیں|دیجیے|دیجئے)`,
    bulk: alt(
      "(?<!(?:میرے|میری|میرا|اپنے|اپنی) )(?:تمام|سارے|ساری|سب|باقی|بقیہ|خالی) (?:\\S+ )?(?:اپائنٹمنٹس|اپوائنٹمنٹس|اپائنٹمنٹ|اپوائنٹمنٹ|ملاقاتیں|بکنگز|بکنگ|سلاٹس|سلاٹ|کرسیاں|چیئرز|سیشن)",
      "(?:پورا|مکمل) (?:کیلنڈر|شیڈول)",
      "(?:تمام|ساری|سب) (?:\\S+ )?(?:خدمات|سروسز|مصنوعات|پروڈکٹس) (?:کی|کے) (?:قیمت|قیمتیں|ریٹ|پرائس)",
      "(?:بلوں|بل|انوائسز|انوائس|ڈپازٹ|پیشگی|ایڈوانس)(?: \\S+){0,3}? (?:ادا شدہ|پیڈ|وصول شدہ|موصول)",
      "(?:ہر|تمام|سب) (?:\\S+ )?(?:مریض|مریضوں|گاہک|گاہکوں|کلائنٹ|ممبر) (?:کو )?(?:\\S+ ){0,2}?(?:100 ?%|۱۰۰ ?%|مفت|فری) (?:\\S+ )?(?:واؤچر|کوپن|کوڈ)",
    ),
  },
  ar: {
    send: "(?:أرسل|ارسل|أرسلوا|ارسلوا|يرجى إرسال|يرجى ارسال|الرجاء إرسال|يجب إرسال|قم بإرسال|قم بارسال|حوّل|حول|أعد توجيه|صدّر|صدر|قم بتصدير|يرجى تصدير|شارك|قم بمشاركة|ارفع|قم برفع)",
    people: alt(
      "(?:قائمة|قوائم|قاعدة بيانات|سجل|سجلات|ملفات|بيانات|أسماء|اسماء|أرقام هواتف|ارقام هواتف|تواريخ ميلاد|عناوين|فواتير|صور الأشعة)(?: \\S+){0,2}? (?:جميع|كل|كافة) (?:ال)?(?:مرضى|عملاء|زبائن|أعضاء|اعضاء|مراجعين)",
      "(?:قائمة|قاعدة بيانات) (?:ال)?(?:مرضى|عملاء|زبائن|أعضاء|اعضاء|مراجعين)(?: كاملة| الكاملة| كلها)?",
      "(?:قاعدة البيانات|قائمة جهات الاتصال) (?:كاملة|بالكامل|كلها)",
    ),
    act: "(?:ألغ|الغ|ألغوا|إلغاء|الغاء|يجب إلغاء|يرجى إلغاء|قم بإلغاء|انقل|نقل|أجّل|أجل|تأجيل|احجب|حظر|احظر|أغلق|اغلق|إغلاق|افتح|فتح|يجب فتح|احجز|حجز|حرر|حرّر|اضبط|ضبط|حدد|تحديد|غيّر|غير|تغيير|علّم|علم|ضع علامة|امنح|منح|أعط|اعط|أصدر|اصدر|إصدار|احذف|حذف)",
    bulk: alt(
      "(?:جميع|كل|كافة|باقي|بقية) (?:ال)?(?:مواعيد|حجوزات|فترات|خانات|كراسي|كراسى|جلسات|المقاعد|مقاعد)(?!ي)",
      "(?:التقويم|الجدول|الأجندة) (?:بالكامل|كاملا|كاملاً|كله)",
      "(?:سعر|أسعار|اسعار) (?:جميع|كل|كافة) (?:ال)?(?:خدمات|منتجات|علاجات)",
      "(?:ال)?(?:فواتير|فاتورة|عرابين|العربون|عربون|ودائع|الودائع|دفعات|مقدمات)(?: \\S+){0,3}? (?:ك|على أنها |كأنها )?(?:مدفوعة|مستلمة|مستلم|مدفوع|تم استلامها|تم دفعها)",
      "(?:لكل|لجميع|لكافة) (?:ال)?(?:مرضى|مريض|عملاء|عميل|زبائن|زبون|أعضاء)(?: \\S+){0,3}? (?:قسيمة|كوبون|رمز|كود|خصم)(?: \\S+){0,2}? (?:100 ?%|١٠٠ ?%|مجاني|مجانية|مجانا|مجاناً)",
    ),
  },
  "ar-latn": {
    send: `(?:ab3at|eb3at|ib3at|ib3ath|ab3ath|erseli?|arsel|ersel|7awel|7awwel|hawel|sadder|saddar|export|forward|share|sharek|upload|erfa3)${E}`,
    people: alt(
      "(?:list(?:et|a)?|9ayme|qayma|2ayme|data|database|asami|asma2|arqam|ar2am|numbers|3anawin|fawatir|malafat)(?: \\p{L}+){0,2}? (?:kol|kull|jami3|gami3) (?:el|al|l)[- ]?(?:mardha|marda|mar2a|patients|3omala|3umala|zaba2en|zabayen|clients|a3da2)",
      "(?:list(?:et|a)?|9aymet|qaymet|2aymet|database) (?:el|al|l)[- ]?(?:mardha|marda|patients|3omala|3umala|zaba2en|zabayen|clients)",
    ),
    act: `(?:elghi|elgha|ilghi|alghi|cancel|cancelli|2alghi|ne2el|n2ol|in2il|anqol|akhar|a2akhar|block|ehjob|e7jiz|i7giz|ehgez|e7gez|e2fel|2fel|ifta7|efta7|eftah|7aded|hadded|ghayyar|ghayer|3allem|mark|a3ti|e3ti|idi|eddi|ensha2|acdir|i7zif|e7zef|delete)${E}`,
    bulk: alt(
      "(?:kol|kull|jami3|gami3|ba2i|ba2y|ba2eyet) (?:el|al|l)[- ]?(?:mawa3id|mawa3eed|mawa3ed|appointments|7ojozat|hjozat|bookings|slots|karasi|korsi|jalasat)",
      "(?:el|al)[- ]?(?:calendar|ajenda|agenda|jadwal) (?:kollo|kolo|kullu|bil ?kamel)",
      "(?:se3r|si3r|as3ar|asaar|price|prices)(?: \\p{L}+){0,2}? (?:kol|kull|jami3|gami3) (?:el|al|l)[- ]?(?:khadamat|5adamat|services|montajat|products)",
      "(?:el|al)?[- ]?(?:fawatir|fatoura|fatura|3arboun|3arbun|deposit|deposits|wada2e3|invoices)(?: \\p{L}+){0,3}? (?:madfou3a|madfou3|mdfou3a|paid|mostalama|mistalma|received)",
      "(?:l ?kol|li ?kull|le ?kol|kol) (?:el|al|l)[- ]?(?:mardha|marda|3omala|3umala|zaba2en|zbayen|clients|patients|zbon|zboun)(?: \\p{L}+){0,3}? (?:voucher|coupon|code|kod|9asima|qasima|khasm|5asm)(?: \\p{L}+){0,2}? (?:100 ?%|free|majjani|majani|bbalash|balash|ببلاش)",
    ),
  },
  fa: {
    send: "(?:بفرستید|بفرست|ارسال کنید|ارسال کن|ارسال نمایید|فوروارد کنید|فوروارد کن|ایمیل کنید|ایمیل کن|خروجی بگیرید|اکسپورت کنید|به اشتراک بگذارید|آپلود کنید|آپلود کن)",
    people: alt(
      "(?:فهرست|لیست|بانک اطلاعات|پایگاه داده|دیتابیس|پرونده|پرونده‌ها|پرونده ها|اطلاعات|اسامی|نام|شماره تلفن|شماره‌های تماس|شماره های تماس|تاریخ تولد|نشانی|آدرس|فاکتور|فاکتورها|عکس‌های رادیولوژی)(?: \\S+){0,3}? (?:همه|تمام|تمامی|کل)(?: ی| ی)? (?:بیماران|مشتریان|مراجعان|مراجعین|اعضا|کلاینت‌ها)",
      "(?:فهرست|لیست|بانک اطلاعات|دیتابیس|پایگاه داده) (?:کامل )?(?:بیماران|مشتریان|مراجعان|مراجعین|اعضا)",
      "(?:کل|تمام) (?:دیتابیس|پایگاه داده|بانک اطلاعات|لیست مخاطبین)",
    ),
    act: "(?:لغو کنید|لغو کن|کنسل کنید|کنسل کن|جابجا کنید|جابه‌جا کنید|منتقل کنید|منتقل کن|به تعویق بیندازید|مسدود کنید|ببندید|باز کنید|باز کن|رزرو کنید|رزرو کن|آزاد کنید|تنظیم کنید|بگذارید|قرار دهید|تغییر دهید|عوض کنید|علامت بزنید|علامت‌گذاری کنید|ثبت کنید|بدهید|بدید|صادر کنید|حذف کنید)",
    bulk: alt(
      "(?:همه|تمام|تمامی|کل|بقیه|باقی)(?: ی| ی)? (?:\\S+ )?(?:نوبت‌ها|نوبت ها|نوبتها|نوبت|وقت‌ها|وقت ها|رزروها|رزرو‌ها|اسلات‌ها|صندلی‌ها|صندلی ها|جلسات|قرارها)(?!م|ی من)",
      "(?:کل|تمام) (?:تقویم|برنامه‌ی کاری|برنامه کاری)",
      "(?:قیمت|قیمت‌های|قیمت های|نرخ) (?:همه|تمام|تمامی|کل)(?: ی| ی)? (?:\\S+ )?(?:خدمات|محصولات|درمان‌ها)",
      "(?:فاکتورها|فاکتور|بیعانه‌ها|بیعانه|ودیعه‌ها|ودیعه|پیش‌پرداخت‌ها|پیش‌پرداخت|پیش پرداخت|پرداخت‌ها)(?: \\S+){0,3}? (?:را )?(?:به عنوان|بعنوان) (?:پرداخت‌شده|پرداخت شده|دریافت‌شده|دریافت شده|تسویه‌شده|تسویه شده)",
      "(?:به هر|به همه|به تمام|به تمامی)(?: ی| ی)? (?:بیمار|بیماران|مشتری|مشتریان|مراجعان|اعضا)(?: \\S+){0,3}? (?:کوپن|کد تخفیف|کد|ووچر|بن|تخفیف)(?: \\S+){0,2}? (?:100 ?%|۱۰۰ ?%|١٠٠ ?%|رایگان|صد درصد|صددرصد)",
    ),
  },
  he: {
    send: "(?:שלח|שלחי|שלחו|תשלח|תשלחי|תשלחו|נא לשלוח|יש לשלוח|העבר|העבירי|העבירו|תעביר|תעבירו|נא להעביר|יש להעביר|ייצא|ייצאו|תייצא|נא לייצא|שתף|שתפו|תשתף|העלה|העלו|תעלה)",
    people: alt(
      "(?:רשימת|רשימה של|מאגר|מאגר הנתונים של|בסיס הנתונים של|קובץ)(?: כל)? ה?(?:מטופלים|לקוחות|חברים|מנויים|פציינטים)",
      "(?:שמות|תאריכי לידה|תאריכי הלידה|מספרי טלפון|מספרי הטלפון|כתובות|תיקים|תיקי|רשומות|צילומי רנטגן|חשבוניות|פרטי|נתוני)(?: \\S+){0,3}? (?:כל|של כל) ה?(?:מטופלים|לקוחות|חברים|מנויים)",
      "(?:כל מאגר|את כל המאגר|כל בסיס הנתונים|כל רשימת אנשי הקשר)",
    ),
    act: "(?:בטל|בטלי|בטלו|תבטל|תבטלו|נא לבטל|יש לבטל|הזז|הזיזו|תזיז|העבר|העבירו|דחה|דחו|חסום|חסמו|תחסום|נא לחסום|פתח|פתחו|תפתח|נא לפתוח|יש לפתוח|שחרר|שחררו|הזמן|הזמינו|תזמין|קבע|קבעו|תקבע|שנה|שנו|תשנה|סמן|סמנו|תסמן|נא לסמן|תן|תנו|תני|הנפק|הנפיקו|מחק|מחקו)",
    bulk: alt(
      "(?:את )?(?:כל|כלל|שאר|יתר) ה(?:תורים|פגישות|הזמנות|משבצות|כיסאות|כסאות|טיפולים|חלונות)(?! שלי)",
      "(?:את )?(?:כל )?(?:היומן|לוח הזמנים) (?:כולו|כולה|במלואו)",
      "(?:מחיר|מחירי|המחיר של|המחירים של) (?:כל|כלל) ה(?:שירותים|מוצרים|טיפולים)",
      "(?:ה)?(?:חשבוניות|חשבונית|מקדמות|מקדמה|פיקדונות|פיקדון|תשלומים)(?: \\S+){0,3}? (?:כ|כאילו )(?:שולמו|שולמה|שולם|התקבלו|התקבלה|התקבל|משולמות|מסולקות)",
      "(?:לכל|לכלל) ה?(?:מטופל|מטופלים|לקוח|לקוחות|חברים)(?: \\S+){0,3}? (?:שובר|קופון|קוד|הנחה|זיכוי)(?: \\S+){0,2}? (?:של )?(?:100 ?%|חינם|בחינם|מלא)",
    ),
  },
  am: {
    send: "(?:ላክ|ላኩ|ላኪ|ይላኩ|ይላክ|እንዲላክ|አስተላልፍ|አስተላልፉ|ያስተላልፉ|ላኩልኝ|ላክልኝ|አጋራ|አጋሩ|ያጋሩ|ኤክስፖርት|ስቀል|ይስቀሉ)",
    people: alt(
      "(?:የሁሉንም|የሁሉም|ሁሉንም) (?:\\S+ )?(?:ታካሚዎች|ታማሚዎች|ደንበኞች|አባላት)(?:ን)? (?:ዝርዝር|ስም|ስሞች|የልደት ቀን|ስልክ ቁጥር|አድራሻ|መዝገብ|ፋይል|ደረሰኝ|መረጃ)",
      "(?:የታካሚዎች|የታማሚዎች|የደንበኞች|የአባላት) (?:ሙሉ )?(?:ዝርዝር|ዳታቤዝ|መረጃ)",
    ),
    act: "(?:ሰርዝ|ሰርዙ|ይሰርዙ|አንቀሳቅስ|አንቀሳቅሱ|ያንቀሳቅሱ|አግድ|አግዱ|ያግዱ|ክፈት|ክፈቱ|ይክፈቱ|ያዝ|ያዙ|ይያዙ|አስይዝ|አስቀምጥ|አስቀምጡ|ያስቀምጡ|ቀይር|ቀይሩ|ይቀይሩ|ምልክት አድርግ|ምልክት ያድርጉ|ስጥ|ስጡ|ይስጡ)",
    bulk: alt(
      "(?:ሁሉንም|ሁሉም|የቀሩትን|ቀሪ) (?:\\S+ )?(?:ቀጠሮዎች|ቀጠሮ|ቦታዎች|ወንበሮች|ቡኪንግ|ማስያዣዎች)",
      "(?:የሁሉም|የሁሉንም) (?:\\S+ )?(?:አገልግሎቶች|ምርቶች) ዋጋ",
      "(?:ደረሰኞች|ደረሰኙን|ክፍያዎች|ቅድመ ክፍያ|ተቀማጭ)(?: \\S+){0,3}? (?:እንደተከፈለ|እንደተቀበለ|እንደደረሰ|ተከፍሏል)",
      "(?:ለእያንዳንዱ|ለሁሉም) (?:\\S+ )?(?:ታካሚ|ደንበኛ|አባል)(?: \\S+){0,3}? (?:100 ?%|ነፃ) (?:\\S+ )?(?:ቫውቸር|ኩፖን|ኮድ)",
    ),
  },
  ti: {
    send: "(?:ስደድ|ስደዱ|ስደዲ|ኣሕልፍ|ኣሕልፉ|ኣካፍል|ኣካፍሉ|ኣብ ኢሜል ስደድ)",
    people: alt(
      "(?:ናይ ኩሎም|ኩሎም) (?:\\S+ )?(?:ሕሙማት|ዓማዊል|ኣባላት) (?:ዝርዝር|ስም|ኣስማት|ዕለት ልደት|ቁጽሪ ስልኪ|ኣድራሻ|መዝገብ|ፋይል|ሰነድ)",
      "(?:ዝርዝር|ዳታቤዝ) (?:ናይ )?(?:ሕሙማት|ዓማዊል|ኣባላት)",
    ),
    act: "(?:ሰርዝ|ሰርዙ|ኣቋርጽ|ኣቋርጹ|ቀይር|ቀይሩ|ኣግድ|ኣግዱ|ዕጸው|ዕጸዉ|ክፈት|ክፈቱ|ሓዝ|ሓዙ|ኣቐምጥ|ኣቐምጡ|ምልክት ግበር|ምልክት ግበሩ|ሃብ|ሃቡ|ሃቦ)",
    bulk: alt(
      "(?:ኩሉ|ኩሎም|ኩለን|ዝተረፈ|ዝተረፉ) (?:\\S+ )?(?:ቆጸራታት|ቆጸራ|ቦታታት|መናብር|ምሕዛዝ)",
      "ዋጋ (?:ናይ )?(?:ኩሎም|ኩሉ) (?:\\S+ )?(?:ኣገልግሎታት|ፍርያት)",
      "(?:ፋክቱራታት|ክፍሊታት|ቅድመ ክፍሊት|ዕርቡን)(?: \\S+){0,3}? (?:ከም ዝተኸፍለ|ከም ዝተቐበለ)",
      "(?:ንኹሉ|ንኹሎም|ንነፍሲ ወከፍ) (?:\\S+ )?(?:ሕሙም|ሕሙማት|ዓሚል|ዓማዊል)(?: \\S+){0,3}? (?:100 ?%|ብነጻ|ነጻ) (?:\\S+ )?(?:ቫውቸር|ኩፖን|ኮድ)",
    ),
  },
  th: {
    send: "(?:ส่งต่อ|ส่งออก|ส่ง|ฟอร์เวิร์ด|เอ็กซ์พอร์ต|แชร์|อัปโหลด|อัพโหลด|อีเมล)",
    people: alt(
      "(?:รายชื่อ|รายการ|ฐานข้อมูล|ข้อมูล|ชื่อ|วันเกิด|เบอร์โทรศัพท์|เบอร์โทร|ที่อยู่|เวชระเบียน|ประวัติ|ไฟล์|ฟิล์มเอกซเรย์|ใบแจ้งหนี้)(?:ของ)? ?(?:ผู้ป่วย|ลูกค้า|สมาชิก|คนไข้) ?(?:ทั้งหมด|ทุกคน|ทุกราย)",
      "(?:รายชื่อ|ฐานข้อมูล)(?:ผู้ป่วย|ลูกค้า|สมาชิก|คนไข้)",
    ),
    act: "(?:ยกเลิก|เลื่อน|ย้าย|บล็อก|ปิด|เปิด|จอง|ตั้ง|ปรับ|เปลี่ยน|ทำเครื่องหมาย|บันทึก|แจก|มอบ|ออกบัตร|ออกโค้ด)",
    bulk: alt(
      "(?:นัดหมาย|นัด|การจอง|ช่วงเวลา|สล็อต|คิว|เก้าอี้ทำฟัน|เก้าอี้)(?:ที่เหลือ|ที่ว่าง)? ?(?:ทั้งหมด|ทุกนัด|ทุกคิว|ทุกช่อง)",
      "(?:ทุกนัด|ทุกคิว|ทุกช่อง)",
      "(?:ปฏิทินทั้งหมด|ทั้งปฏิทิน)",
      "ราคา(?:ของ)?(?:บริการ|สินค้า|ทรีตเมนต์)ทั้งหมด|ราคาทุก(?:บริการ|รายการ)",
      "(?:ใบแจ้งหนี้|บิล|เงินมัดจำ|มัดจำ|การชำระ)(?:ทั้งหมด)? ?ว่า ?(?:ชำระแล้ว|จ่ายแล้ว|ได้รับแล้ว)",
      "(?:ลูกค้า|ผู้ป่วย|คนไข้|สมาชิก)ทุกคน[^\\n。]{0,12}?(?:บัตรกำนัล|วอเชอร์|คูปอง|โค้ด)(?:ส่วนลด)? ?(?:100 ?%|ฟรี)",
    ),
  },
  lo: {
    send: "(?:ສົ່ງຕໍ່|ສົ່ງອອກ|ສົ່ງ|ແບ່ງປັນ|ອັບໂຫຼດ)",
    people: alt(
      "(?:ລາຍຊື່|ຂໍ້ມູນ|ຖານຂໍ້ມູນ|ຊື່|ວັນເກີດ|ເບີໂທ|ທີ່ຢູ່|ໃບບິນ)(?:ຂອງ)? ?(?:ຄົນເຈັບ|ລູກຄ້າ|ສະມາຊິກ) ?(?:ທັງໝົດ|ທຸກຄົນ)",
      "(?:ລາຍຊື່|ຖານຂໍ້ມູນ)(?:ຄົນເຈັບ|ລູກຄ້າ|ສະມາຊິກ)",
    ),
    act: "(?:ຍົກເລີກ|ເລື່ອນ|ຍ້າຍ|ບລັອກ|ປິດ|ເປີດ|ຈອງ|ຕັ້ງ|ປ່ຽນ|ໝາຍ|ແຈກ|ມອບ)",
    bulk: alt(
      "(?:ນັດໝາຍ|ນັດ|ການຈອງ|ຊ່ວງເວລາ|ບ່ອນນັ່ງ|ຕັ່ງ)(?:ທີ່ເຫຼືອ|ທີ່ວ່າງ)? ?ທັງໝົດ",
      "ລາຄາ(?:ຂອງ)?(?:ການບໍລິການ|ບໍລິການ|ສິນຄ້າ)ທັງໝົດ",
      "(?:ໃບບິນ|ເງິນມັດຈຳ|ມັດຈຳ)(?:ທັງໝົດ)? ?ວ່າ ?(?:ຈ່າຍແລ້ວ|ໄດ້ຮັບແລ້ວ)",
      "(?:ລູກຄ້າ|ຄົນເຈັບ|ສະມາຊິກ)ທຸກຄົນ[^\\n。]{0,12}?(?:ບັດ|ຄູປອງ|ໂຄ້ດ|ວາວເຊີ)[^\\n。]{0,6}?(?:100 ?%|ຟຣີ)",
    ),
  },
  ko: {
    send: "(?:보내주세요|보내 주세요|보내|전송|전달|포워드|내보내|추출|공유|업로드|메일로 보내)",
    people: alt(
      "(?:모든|전체) ?(?:환자|고객|회원|손님)(?:들)?(?:의)? ?(?:명단|목록|리스트|이름|생년월일|전화번호|연락처|주소|기록|차트|파일|엑스레이|청구서|인보이스|데이터|정보)",
      "(?:환자|고객|회원) ?(?:명단|목록|리스트|데이터베이스|db)",
      "(?:전체|모든) ?(?:데이터베이스|db|연락처 목록|주소록)",
    ),
    act: "(?:취소|옮겨|이동|변경|연기|차단|막아|닫아|열어|오픈|예약|비워|설정|바꿔|표시|지급|발급|발행|삭제)",
    bulk: alt(
      "(?<!(?:제|내|저의|나의) )(?:모든|전체|남은|나머지|빈) ?(?:진료 ?예약|예약|일정|슬롯|시간대|의자|체어|좌석|세션)",
      "(?:캘린더|달력|일정표) ?(?:전체|전부)",
      "(?:모든|전체) ?(?:서비스|시술|진료|상품|제품)(?:의)? ?(?:가격|요금|금액)",
      "(?:청구서|인보이스|계약금|예약금|보증금|입금|결제)(?:을|를)? ?(?:\\S+ ){0,2}?(?:결제 ?완료|입금 ?완료|수령 ?완료|지불 ?완료|납부 ?완료)",
      "(?:모든|각) ?(?:환자|고객|회원)(?:에게|들에게|님께|님들께)(?: \\S+){0,2}? ?(?:100 ?%|무료) ?(?:\\S+ )?(?:바우처|쿠폰|코드|상품권|할인)",
    ),
  },
  ja: {
    send: "(?:送ってください|送って|送付|送信|転送|エクスポート|書き出し|共有|アップロード|メールで送)",
    people: alt(
      "(?:患者|顧客|お客様|会員|利用者)様?の?(?:名簿|一覧|リスト|データベース|台帳|全データ)",
      // "All" read behind the noun, so the screen places the entry by the noun.
      "(?<=全|すべての|全ての)(?:患者|顧客|お客様|会員)様?の(?:氏名|名前|生年月日|電話番号|住所|カルテ|記録|ファイル|レントゲン|請求書|個人情報|データ|連絡先)",
    ),
    act: "(?:キャンセル|取り消|取消|移動|移し|変更|延期|ブロック|閉じ|開放|開け|空け|予約|押さえ|設定|付与|発行|配布|削除|消して|済みに|済にし)",
    bulk: alt(
      "(?<!私の|僕の|自分の)(?:すべての|全ての|全部の|残りの|空いている|空き|全)(?:予約枠|予約|診療予約|枠|スロット|チェア|ユニット|診療台|席|アポイント|アポ)",
      "(?:予約|アポ|枠)(?:を)?(?:すべて|全て|全部)",
      "(?:カレンダー|予約表|スケジュール)(?:を)?(?:すべて|全て|全部)|(?:カレンダー|予約表)全体",
      "(?:全|すべての|全ての)(?:サービス|メニュー|施術|商品|治療)の(?:価格|料金|値段)",
      "(?:請求書|インボイス|手付金|前金|デポジット|保証金|予約金|内金)(?:を)?(?:すべて|全て)?(?:を)?(?:支払い済み|支払済み|入金済み|入金済|受領済み|受領済|受取済み)",
      "(?:全員|各患者|全患者|全顧客|すべてのお客様|全てのお客様|全会員)(?:様)?に[^\\n。]{0,12}?(?:100 ?%|無料)(?:の)?(?:クーポン|バウチャー|コード|割引券|商品券|券)",
    ),
  },
  zh: {
    send: "(?:发送|發送|发给|發給|发到|發到|转发|轉發|导出|導出|共享|分享|上传|上傳|寄给|寄到|传给|傳給)",
    people: alt(
      "(?:所有|全部|全体|全體)(?:的)?(?:患者|病人|客户|客戶|顾客|顧客|会员|會員)(?:的)?(?:名单|名單|列表|清单|清單|姓名|名字|出生日期|生日|电话|電話|手机号|手機號|地址|病历|病歷|档案|檔案|记录|記錄|资料|資料|x光片|发票|發票|数据|數據|信息|訊息)",
      "(?:患者|病人|客户|客戶|顾客|顧客|会员|會員)(?:名单|名單|列表|清单|清單|数据库|數據庫|資料庫|通讯录|通訊錄)",
      "(?:整个|整個|全部)(?:数据库|數據庫|資料庫|通讯录|通訊錄)",
    ),
    act: "(?:取消|改期|挪到|移到|调到|調到|推迟|推遲|延后|延後|屏蔽|封锁|封鎖|锁定|鎖定|关闭|關閉|开放|開放|打开|打開|预约|預約|预订|預訂|订满|訂滿|约满|約滿|空出|释放|釋放|设置|設置|设为|設為|设定|設定|改为|改為|调整|調整|标记|標記|标为|標為|发放|發放|赠送|贈送|删除|刪除)",
    bulk: alt(
      // The quantifiers read behind the noun, so the screen places the entry by the noun ("我的所有预约" is one's own).
      "(?<=(?<!我的|我们的)(?:所有|全部|剩余|剩餘|剩下|空闲|空閒)的?)(?:预约|預約|预订|預訂|时段|時段|号源|號源|牙椅|椅位|座位|档期|檔期|诊位|診位|时间段|時間段)",
      "(?:整个|整個|全部)(?:日历|日曆|日程|排班|排期)",
      "(?<=所有|全部|所有的|全部的)(?:服务|服務|项目|項目|产品|產品|治疗|治療)的?(?:价格|價格|价钱|價錢|收费|收費)",
      "(?:发票|發票|定金|订金|訂金|押金|预付款|預付款|款项|款項)[^\\n。]{0,6}?(?:已付款|已支付|已付|已收到|已收款|已结清|已結清)",
      "(?:每位|每个|每個|所有|全体|全體)(?:患者|病人|客户|客戶|顾客|顧客|会员|會員)[^\\n。]{0,10}?(?:100 ?%|免费|免費|全额|全額)的?(?:优惠券|優惠券|代金券|兑换码|兌換碼|券|码|碼)",
    ),
  },
  km: {
    send: "(?:បញ្ជូនបន្ត|បញ្ជូន|ផ្ញើ|ចែករំលែក|អាប់ឡូត|នាំចេញ)",
    people: alt(
      "(?:បញ្ជីឈ្មោះ|បញ្ជី|មូលដ្ឋានទិន្នន័យ|ទិន្នន័យ|ឈ្មោះ|ថ្ងៃខែឆ្នាំកំណើត|លេខទូរស័ព្ទ|អាសយដ្ឋាន|ឯកសារ|វិក្កយបត្រ)(?:របស់)? ?(?:អ្នកជំងឺ|អតិថិជន|សមាជិក) ?(?:ទាំងអស់|គ្រប់រូប)",
      "(?:បញ្ជីឈ្មោះ|មូលដ្ឋានទិន្នន័យ)(?:អ្នកជំងឺ|អតិថិជន|សមាជិក)",
    ),
    act: "(?:លុបចោល|បោះបង់|ផ្លាស់ប្តូរ|ផ្លាស់ទី|ពន្យារ|បិទ|បើក|កក់|កំណត់|ប្តូរ|សម្គាល់|ផ្តល់)",
    bulk: alt(
      "(?:ការណាត់ជួប|ណាត់ជួប|ការណាត់|ការកក់|ម៉ោង|កៅអី|កន្លែង)(?:ដែលនៅសល់)? ?ទាំងអស់",
      "តម្លៃ(?:នៃ)?(?:សេវាកម្ម|ផលិតផល) ?ទាំងអស់",
      "(?:វិក្កយបត្រ|ប្រាក់កក់|ការទូទាត់)(?: ?ទាំងអស់)? ?(?:ថា|ជា) ?(?:បានបង់|បានទទួល)",
      "(?:អតិថិជន|អ្នកជំងឺ|សមាជិក) ?(?:ទាំងអស់|គ្រប់រូប)[^\\n。]{0,20}?(?:ប័ណ្ណ|គូប៉ុង|កូដ|វ៉ៅឆ័រ)[^\\n。]{0,10}?(?:100 ?%|ឥតគិតថ្លៃ)",
    ),
  },
  my: {
    send: "(?:ပို့ပေး|ပေးပို့|ပို့|ဖောဝဒ်|မျှဝေ|အပ်လုဒ်|ထုတ်ယူ)",
    people: alt(
      "(?:လူနာ|ဖောက်သည်|အသင်းဝင်|ဝယ်ယူသူ)(?:များ)? ?အားလုံး(?:၏|ရဲ့)? ?(?:စာရင်း|အမည်|မွေးနေ့|ဖုန်းနံပါတ်|လိပ်စာ|မှတ်တမ်း|ဖိုင်|ဓာတ်မှန်|ငွေတောင်းခံလွှာ|ဒေတာ|အချက်အလက်)",
      "(?:လူနာ|ဖောက်သည်|အသင်းဝင်) ?(?:စာရင်း|ဒေတာဘေ့စ်)",
    ),
    act: "(?:ပယ်ဖျက်|ဖျက်|ရွှေ့|ပိတ်|ဖွင့်|ဘွတ်ကင်|ကြိုတင်မှာ|သတ်မှတ်|ပြောင်း|မှတ်|ထုတ်ပေး)",
    bulk: alt(
      "(?:ချိန်းဆိုမှု|ရက်ချိန်း|ဘွတ်ကင်|အချိန်|ထိုင်ခုံ|နေရာ)(?:များ)? ?(?:အားလုံး|ကျန်တာအားလုံး)",
      "(?:ဝန်ဆောင်မှု|ကုန်ပစ္စည်း)(?:များ)? ?အားလုံး(?:၏|ရဲ့)? ?(?:ဈေးနှုန်း|စျေးနှုန်း)",
      "(?:ငွေတောင်းခံလွှာ|စရံငွေ|စရံ|ငွေပေးချေမှု)(?:များ)?(?: \\S+){0,2}? ?(?:ပေးချေပြီး|လက်ခံရရှိပြီး|ရရှိပြီး)",
      "(?:လူနာ|ဖောက်သည်|အသင်းဝင်)(?:များ)? ?(?:အားလုံး|တိုင်း)[^\\n。]{0,20}?(?:100 ?%|အခမဲ့)[^\\n。]{0,10}?(?:ဗောက်ချာ|ကူပွန်|ကုဒ်)",
    ),
  },
  si: {
    send: `(?:යවන්න|එවන්න|යොමු කරන්න|ෆෝවර්ඩ් කරන්න|ඊමේල් කරන්න|බෙදාගන්න|අප්ලෝඩ් කරන්න|නිර්යාත කරන්න)${EM}`,
    people: alt(
      "(?:සියලුම|සියළුම|සියලු|සියළු) (?:\\S+ )?(?:රෝගීන්ගේ|පාරිභෝගිකයින්ගේ|පාරිභෝගිකයන්ගේ|සාමාජිකයින්ගේ|ගනුදෙනුකරුවන්ගේ) (?:සම්පූර්ණ )?(?:ලැයිස්තුව|නම්|උපන් දින|දුරකථන අංක|ලිපින|වාර්තා|ගොනු|එක්ස්-?රේ|බිල්පත්|ඉන්වොයිස්|දත්ත|තොරතුරු)",
      "(?:රෝගීන්ගේ|පාරිභෝගිකයින්ගේ|සාමාජිකයින්ගේ|රෝගී|පාරිභෝගික) (?:සම්පූර්ණ )?(?:ලැයිස්තුව|දත්ත ගබඩාව|ඩේටාබේස්)",
    ),
    act: `(?:(?:අවලංගු|කැන්සල්|මාරු|අවහිර|විවෘත|වෙන්|බුක්|නිදහස්|වෙනස්|ලකුණු|නිකුත්) කරන්න|කල් දමන්න|වසන්න|සකසන්න|මකා දමන්න|දෙන්න)${EM}`,
    bulk: alt(
      "(?<!මගේ )(?:සියලුම|සියළුම|සියලු|ඉතිරි|හිස්) (?:\\S+ )?(?:වේලාවන්|හමුවීම්|ඇපොයින්ට්මන්ට්|වෙන්කිරීම්|බුකින්|ස්ලොට්|පුටු|සැසි)",
      "(?:සම්පූර්ණ|මුළු) (?:දින දර්ශනය|කැලැන්ඩරය|කාලසටහන)",
      "(?:සියලුම|සියලු) (?:\\S+ )?(?:සේවාවල|සේවාවන්ගේ|නිෂ්පාදනවල) (?:මිල|ගාස්තු)",
      "(?:බිල්පත්|ඉන්වොයිස්|තැන්පතු|අත්තිකාරම්|ගෙවීම්)(?: \\S+){0,3}? (?:ගෙවූ|ගෙවා ඇති|ලැබුණු|ලැබී ඇති) (?:ලෙස|බවට)",
      "(?:සෑම|සියලුම|සියලු) (?:\\S+ )?(?:රෝගියෙකුට|රෝගීන්ට|පාරිභෝගිකයෙකුට|පාරිභෝගිකයින්ට|සාමාජිකයින්ට)(?: \\S+){0,2}? (?:100 ?%|නොමිලේ|නිදහස්) (?:\\S+ )?(?:වවුචර්|කූපන්|කේතය|කෝඩ්)",
    ),
  },
  ta: {
    send: `(?:அனுப்பவும்|அனுப்புங்கள்|அனுப்பு|அனுப்பி விடுங்கள்|அனுப்பிவிடுங்கள்|ஃபார்வர்ட் செய்யவும்|ஃபார்வர்டு செய்யுங்கள்|மின்னஞ்சல் செய்யவும்|ஏற்றுமதி செய்யவும்|எக்ஸ்போர்ட் செய்யவும்|பகிரவும்|பகிருங்கள்|பதிவேற்றவும்|அப்லோட் செய்யவும்)${EM}`,
    people: alt(
      "(?:அனைத்து|எல்லா) (?:\\S+ )?(?:நோயாளிகளின்|வாடிக்கையாளர்களின்|உறுப்பினர்களின்) (?:முழு )?(?:பட்டியல்|பெயர்கள்|பிறந்த தேதி|பிறந்த தேதிகள்|தொலைபேசி எண்கள்|முகவரிகள்|பதிவுகள்|கோப்புகள்|எக்ஸ்-?ரே|விலைப்பட்டியல்கள்|தரவு|விவரங்கள்)",
      "(?:நோயாளிகள்|நோயாளிகளின்|வாடிக்கையாளர்|வாடிக்கையாளர்களின்|உறுப்பினர்) (?:முழு )?(?:பட்டியல்|பட்டியலை|தரவுத்தளம்|தரவுத்தளத்தை|டேட்டாபேஸ்)",
    ),
    act: `(?:ரத்து செய்யவும்|ரத்து செய்யுங்கள்|ரத்து செய்|கேன்சல் செய்யவும்|மாற்றவும்|மாற்றுங்கள்|தள்ளி வைக்கவும்|பிளாக் செய்யவும்|தடுக்கவும்|மூடவும்|திறக்கவும்|திறந்து விடுங்கள்|முன்பதிவு செய்யவும்|புக் செய்யவும்|காலி செய்யவும்|அமைக்கவும்|அமையுங்கள்|நிர்ணயிக்கவும்|குறிக்கவும்|குறியிடவும்|வழங்கவும்|வழங்குங்கள்|கொடுக்கவும்|கொடுங்கள்|நீக்கவும்)${EM}`,
    bulk: alt(
      "(?<!என் |எனது )(?:அனைத்து|எல்லா|மீதமுள்ள|காலியான) (?:\\S+ )?(?:சந்திப்புகள்|சந்திப்புகளை|அப்பாயின்ட்மென்ட்கள்|அப்பாயிண்ட்மெண்ட்களை|அப்பாயின்ட்மென்ட்களை|முன்பதிவுகள்|முன்பதிவுகளை|ஸ்லாட்டுகள்|ஸ்லாட்டுகளை|நாற்காலிகள்|நாற்காலிகளை|நேரங்கள்|நேரங்களை)",
      "(?:முழு|மொத்த) (?:காலெண்டர்|நாள்காட்டி|அட்டவணை)",
      "(?:அனைத்து|எல்லா) (?:\\S+ )?(?:சேவைகளின்|பொருட்களின்|சிகிச்சைகளின்) (?:விலை|விலைகள்|விலையை|விலைகளை|கட்டணம்)",
      "(?:விலைப்பட்டியல்கள்|விலைப்பட்டியல்களை|பில்கள்|பில்களை|முன்பணம்|டெபாசிட்|வைப்புத்தொகை|கட்டணங்கள்)(?: \\S+){0,3}? (?:செலுத்தப்பட்டதாக|பெறப்பட்டதாக)",
      "(?:ஒவ்வொரு|அனைத்து|எல்லா) (?:\\S+ )?(?:நோயாளிக்கும்|நோயாளிகளுக்கும்|வாடிக்கையாளருக்கும்|வாடிக்கையாளர்களுக்கும்|உறுப்பினர்களுக்கும்)(?: \\S+){0,2}? (?:100 ?%|இலவச) (?:\\S+ )?(?:வவுச்சர்|கூப்பன்|குறியீடு|கோட்)",
    ),
  },
  ne: {
    send: `(?:पठाउनुहोस्|पठाउनुस्|पठाइदिनुहोस्|पठाइदिनुस्|पठाऊ|पठाइदेऊ|फर्वार्ड गर्नुहोस्|फरवार्ड गर्नुहोस्|इमेल गर्नुहोस्|निर्यात गर्नुहोस्|एक्सपोर्ट गर्नुहोस्|सेयर गर्नुहोस्|अपलोड गर्नुहोस्)${EM}`,
    people: alt(
      "(?:सबै|सम्पूर्ण) (?:\\S+ )?(?:बिरामीहरूको|बिरामीको|ग्राहकहरूको|ग्राहकको|सदस्यहरूको) (?:पूरा )?(?:सूची|लिस्ट|नाम|जन्म मिति|फोन नम्बर|ठेगाना|रेकर्ड|फाइल|एक्स-?रे|बिल|डाटा|विवरण|जानकारी)",
      "(?:बिरामीहरूको|ग्राहकहरूको|सदस्यहरूको|बिरामी|ग्राहक) (?:पूरा )?(?:सूची|लिस्ट|डाटाबेस)",
    ),
    act: `(?:रद्द गर्नुहोस्|रद्द गर्नुस्|क्यान्सिल गर्नुहोस्|सार्नुहोस्|सारिदिनुहोस्|स्थगित गर्नुहोस्|ब्लक गर्नुहोस्|बन्द गर्नुहोस्|खोल्नुहोस्|खोलिदिनुहोस्|बुक गर्नुहोस्|खाली गर्नुहोस्|सेट गर्नुहोस्|तोक्नुहोस्|परिवर्तन गर्नुहोस्|मार्क गर्नुहोस्|चिन्ह लगाउनुहोस्|जारी गर्नुहोस्|मेटाउनुहोस्|दिनुहोस्|दिनुस्)${EM}`,
    bulk: alt(
      "(?<!मेरो |मेरा )(?:सबै|बाँकी|खाली) (?:\\S+ )?(?:अपोइन्टमेन्टहरू|अपोइन्टमेन्ट|भेटघाट|बुकिङहरू|बुकिङ|स्लटहरू|स्लट|कुर्सीहरू|कुर्सी|समयहरू)",
      "(?:पूरै|सम्पूर्ण) (?:क्यालेन्डर|तालिका)",
      "सबै (?:\\S+ )?(?:सेवाहरूको|सेवाको|उत्पादनहरूको) (?:मूल्य|दर|शुल्क)",
      "(?:बिलहरू|बिल|धरौटी|अग्रिम|भुक्तानी)(?: \\S+){0,3}? (?:भुक्तानी भएको|तिरिएको|प्राप्त भएको) (?:भनी|रूपमा)",
      "(?:हरेक|सबै) (?:\\S+ )?(?:बिरामीलाई|बिरामीहरूलाई|ग्राहकलाई|ग्राहकहरूलाई|सदस्यहरूलाई)(?: \\S+){0,2}? (?:100 ?%|निःशुल्क|नि:शुल्क|फ्री) (?:\\S+ )?(?:भाउचर|कुपन|कोड)",
    ),
  },
  ka: {
    send: `(?:გამოგზავნეთ|გაგზავნეთ|გამოაგზავნე|გააგზავნე|გადაგზავნეთ|გადააგზავნე|გაუზიარეთ|გააზიარეთ|ატვირთეთ|დააექსპორტეთ)${E}`,
    people: alt(
      "ყველა (?:\\S+ )?(?:პაციენტის|პაციენტების|კლიენტის|კლიენტების|მომხმარებლის|მომხმარებლების|წევრის|წევრების) (?:სრული )?(?:სია|სიას|სახელები|სახელებს|დაბადების თარიღები|დაბადების თარიღებს|ტელეფონის ნომრები|ტელეფონის ნომრებს|მისამართები|მისამართებს|ჩანაწერები|ჩანაწერებს|ფაილები|ფაილებს|რენტგენ\\S*|ინვოისები|მონაცემები|მონაცემებს)",
      "(?:პაციენტების|კლიენტების|მომხმარებლების|წევრების) (?:სრული )?(?:სია|სიას|ბაზა|ბაზას|მონაცემთა ბაზა|მონაცემთა ბაზას)",
    ),
    act: `(?:გააუქმეთ|გააუქმე|გადაიტანეთ|გადაიტანე|გადადეთ|დაბლოკეთ|დაბლოკე|დახურეთ|გახსენით|გახსენი|დაჯავშნეთ|დაჯავშნე|გაათავისუფლეთ|დააყენეთ|დააწესეთ|შეცვალეთ|შეცვალე|მონიშნეთ|მონიშნე|მიეცით|მიეცი|გაეცით|წაშალეთ)${E}`,
    bulk: alt(
      "(?:ყველა|დარჩენილი|თავისუფალი) (?:\\S+ )?(?:ვიზიტი|ვიზიტები|ვიზიტს|ჯავშანი|ჯავშნები|ჯავშნებს|სლოტი|სლოტები|სლოტებს|სავარძელი|სავარძლები|სავარძლებს|შეხვედრები|შეხვედრებს|ჩაწერები)",
      "(?:მთელი|მთლიანი) (?:კალენდარი|განრიგი)",
      "ყველა (?:\\S+ )?(?:სერვისის|მომსახურების|პროდუქტის) (?:ფასი|ფასები|ფასს|ფასებს)",
      "(?:ინვოისები|ინვოისი|ანგარიშები|ავანსი|დეპოზიტი|გადახდები)(?: \\S+){0,3}? (?:გადახდილად|მიღებულად)",
      "(?:ყველა|თითოეულ) (?:\\S+ )?(?:პაციენტს|კლიენტს|მომხმარებელს|წევრს)(?: \\S+){0,2}? (?:100 ?%|100-პროცენტიანი|უფასო) (?:\\S+ )?(?:ვაუჩერი|კუპონი|კოდი)",
    ),
  },
  yo: {
    send: yoruba(`(?:fi ránṣẹ́|firánṣẹ́|ránṣẹ́|ṣe àtagbà|ṣe fọ́wọ́dù|pín|gbé sókè|ṣe àgbéjáde)${E}`),
    people: yoruba(
      alt(
        "(?:àkójọ|àtòkọ|orúkọ|ọjọ́ ìbí|nọ́mbà fóònù|àdírẹ́sì|àkọsílẹ̀|fáìlì|ìwé)(?: \\p{L}+){0,2}? gbogbo (?:àwọn )?(?:aláìsàn|oníbàárà|ọmọ ẹgbẹ́|alábàárà)",
        "(?:àkójọ|àtòkọ|database) (?:àwọn )?(?:aláìsàn|oníbàárà|ọmọ ẹgbẹ́)",
      ),
    ),
    act: yoruba(`(?:fagilé|sún|yí padà|ṣí|ṣe ìfipamọ́|gbà sílẹ̀|ṣètò|sàmì sí|fún|pa rẹ́)${E}`),
    bulk: yoruba(
      alt(
        `gbogbo (?:àwọn )?(?:ìpàdé|àkókò ìpàdé|àdéhùn|ìfipamọ́|àyè|àga|ìjókòó)(?! mi${E})`,
        "(?:iye owó|owó) gbogbo (?:àwọn )?(?:iṣẹ́|ọjà|ìtọ́jú)",
        "(?:ìwé owó|invoice|owó ìdógò|ìdógò|ìsanwó)(?: \\p{L}+){0,3}? (?:gẹ́gẹ́ bí|bí) (?:èyí tí a ti san|a ti san|ti san|ti gbà)",
        "(?:gbogbo|olúkúlùkù) (?:àwọn )?(?:aláìsàn|oníbàárà|ọmọ ẹgbẹ́)(?: \\p{L}+){0,3}? (?:fáúṣà|voucher|kúpọ́nù|coupon|kóòdù|code)(?: \\p{L}+){0,2}? (?:100 ?%|ọ̀fẹ́)",
      ),
    ),
  },
  ha: {
    send: hausa(`(?:aika|aiko|tura|turo|raba|loda|fitar da|aika da)${E}`),
    people: hausa(
      alt(
        "(?:jerin|sunayen|kwanakin haihuwa|lambobin waya|adireshin|adiresoshin|bayanan|fayilolin|takardun|rasit)(?: \\p{L}+){0,2}? (?:dukkan|duk|dukan) (?:marasa lafiya|majinyata|abokan ciniki|kwastomomi|mambobi|membobi)",
        "jerin (?:marasa lafiya|majinyata|abokan ciniki|kwastomomi|mambobi)",
      ),
    ),
    act: hausa(
      `(?:soke|fasa|matsar da|jinkirta|toshe|rufe|buɗe|bude|yi ajiyar|ajiye|sanya|saita|canza|sauya|yi alama|bayar da|ba wa|bai wa|goge)${E}`,
    ),
    bulk: hausa(
      alt(
        `(?:dukkan|duk|dukan|sauran) (?:\\p{L}+ )?(?:alƙawura|alƙawari|ganawa|ajiyar wuri|wurare|kujeru|lokuta)`,
        "(?:kalanda|jadawali) (?:gaba ɗaya|baki ɗaya|duka)",
        "farashin (?:dukkan|duk) (?:\\p{L}+ )?(?:ayyuka|kayayyaki|sabis)",
        "(?:rasit|takardun kuɗi|kuɗin ajiya|biyan kuɗi)(?: \\p{L}+){0,3}? (?:a matsayin|kamar) (?:an biya|wanda aka biya|an karɓa)",
        "(?:kowane|kowace|dukkan|duk) (?:\\p{L}+ )?(?:mara lafiya|majinyaci|marasa lafiya|abokin ciniki|abokan ciniki|kwastoma|mamba)(?: \\p{L}+){0,3}? (?:baucan|voucher|kwafan|coupon|lambar rangwame|code)(?: \\p{L}+){0,2}? (?:100 ?%|kyauta)",
      ),
    ),
  },
  tl: {
    send: `(?:ipadala|ipasa|i-?forward|i-?export|i-?email|i-?share|ibahagi|i-?upload|paki-?send|pakipadala|pakiforward)${E}`,
    people: alt(
      "(?:listahan|database|pangalan|mga pangalan|birthday|kaarawan|numero|phone numbers|mga address|records|mga rekord|files|x-?rays?|invoices?|data|impormasyon)(?: \\p{L}+){0,3}? ng (?:lahat ng|bawat) (?:mga )?(?:pasyente|kliyente|customer|miyembro|suki)",
      "(?:buong )?(?:listahan|database) ng (?:mga )?(?:pasyente|kliyente|customer|miyembro)",
    ),
    act: `(?:kanselahin|i-?cancel|pakicancel|paki-?cancel|ilipat|i-?move|i-?reschedule|ipagpaliban|i-?block|harangan|isara|buksan|i-?open|i-?book|ireserba|i-?reserve|bakantehin|i-?set|itakda|palitan|baguhin|markahan|i-?mark|bigyan|ibigay|mag-?issue|burahin|i-?delete)${E}`,
    bulk: alt(
      `(?:lahat ng|bawat|natitirang) (?:mga )?(?:\\p{L}+ )?(?:appointments?|bookings?|slots?|upuan|silya|schedule|iskedyul|reserbasyon)(?! ko${E})`,
      "buong (?:kalendaryo|calendar|iskedyul|schedule)",
      "(?:presyo|halaga) ng (?:lahat ng|bawat) (?:mga )?(?:serbisyo|produkto|services|treatment)",
      "(?:invoice|mga invoice|deposito|deposit|downpayment|paunang bayad)(?: \\p{L}+){0,3}? (?:bilang|na) (?:bayad na|paid|natanggap na|received)",
      "(?:bawat|lahat ng) (?:mga )?(?:pasyente|kliyente|customer|miyembro)(?: \\p{L}+){0,3}? (?:ng )?(?:100 ?%|libreng|libre|free) (?:\\p{L}+ )?(?:voucher|kupon|coupon|code)",
    ),
  },
  af: {
    send: `(?:stuur|aanstuur|e-?pos|mail|voer uit|deel|laai op|oplaai)${E}`,
    people: alt(
      `(?<!jou |u |my )(?:volledige |hele |huidige )?(?:pasiënte|pasiente|kliënte|kliente|lede)(?:lys|databasis|register)`,
      "(?:name|geboortedatums|telefoonnommers|selfoonnommers|adresse|e-?posadresse|rekords|lêers|x-strale|fakture|besonderhede)[^.!?\\n]{0,40}? van (?:al|alle) (?:ons |die )?(?:pasiënte|pasiente|kliënte|kliente|lede)",
      "(?:die )?(?:hele|volledige) (?:databasis|kontaklys)",
    ),
    act: `(?<!(?:ek|ons|sal|word) )(?:kanselleer|skuif|verskuif|blokkeer|maak oop|bespreek|stel|verander|merk|gee|reik uit|skrap|vee uit)${E}`,
    bulk: alt(
      `(?:al|alle|elke)(?: (?!(?:jou|u|my)${E})[\\p{L}.-]+){0,2}? (?:afsprake|afspraak|besprekings|bespreking|gleuwe|tydgleuwe|stoele|behandelstoele|sessies)`,
      "(?:die )?(?:hele|volledige) (?:kalender|dagboek|rooster)",
      "(?:die )?(?:prys|pryse) van al(?:le)? (?:die )?(?:dienste|produkte|behandelings)",
      "alle pryse",
      "(?:fakture|faktuur|deposito's|deposito|betalings) (?:\\p{L}+ ){0,2}?as (?:betaal|ontvang|vereffen)",
      "(?:elke|alle|al die) (?:\\p{L}+ )?(?:pasiënt|pasiënte|pasient|kliënt|kliënte|lid|lede)(?: \\p{L}+){0,2}? (?:'n )?(?:100 ?%|gratis)[ -]?(?:\\p{L}+ )?(?:koepon|bewys|kode|geskenkbewys|voucher)",
    ),
  },
  zu: {
    send: `(?:thumela|thumelani|(?:u|ni)thumele|dlulisela|(?:u|ni)dlulisele|yabelana|layisha|(?:u|ni)layishe)${E}`,
    people: alt(
      "(?:uhlu|amagama|izinsuku zokuzalwa|izinombolo zocingo|amakheli|amarekhodi|amafayela|ama-?x-?ray|ama-?invoyisi|imininingwane)(?: \\p{L}+){0,2}? (?:zonke|bonke|onke) (?:iziguli|amakhasimende|amalungu|abathengi)",
      "uhlu (?:lweziguli|lwamakhasimende|lwamalungu)",
    ),
    act: `(?:khansela|(?:u|ni)khansele|hambisa|(?:u|ni)hambise|vimba|(?:u|ni)vimbe|vula|(?:u|ni)vule|bhukha|(?:u|ni)bhukhe|setha|beka|(?:u|ni)beke|shintsha|(?:u|ni)shintshe|maka|nika|(?:u|ni)nike|khipha|(?:u|ni)khiphe|susa|(?:u|ni)suse)${E}`,
    bulk: alt(
      "(?:ama-?appointment|ama-?aphoyintimenti|izikhathi zokubonana|ama-?booking|amaslothi|izihlalo)(?: \\p{L}+){0,2}? (?:zonke|onke|wonke|ezisele|asele)",
      "(?:zonke|onke) (?:ama-?appointment|ama-?aphoyintimenti|izikhathi zokubonana|ama-?booking|amaslothi|izihlalo)",
      "ikhalenda (?:lonke|yonke)",
      "(?:amanani|inani|izintengo|intengo)(?: \\p{L}+){0,2}? zonke (?:izinsizakalo|imikhiqizo|izinsiza)",
      "(?:ama-?invoyisi|ama-?invoice|idiphozithi|amadiphozithi|izinkokhelo)(?: \\p{L}+){0,3}? (?:njengokuthi|njengento) (?:kukhokhiwe|sekukhokhiwe|kutholakele|sekutholakele|ekhokhiwe|atholiwe)",
      "(?:iziguli zonke|wonke amakhasimende|zonke iziguli|onke amakhasimende|sonke isiguli|onke amalungu)(?: \\p{L}+){0,3}? (?:ivawusha|i-?voucher|ikhuphoni|ikhodi)(?: \\p{L}+){0,2}? (?:100 ?%|yamahhala|mahhala)",
    ),
  },
  xh: {
    send: `(?:thumela|(?:u|ni)thumele|dlulisela|(?:u|ni)dlulisele|yabelana|layisha|khuphela)${E}`,
    people: alt(
      "(?:uluhlu|amagama|imihla yokuzalwa|iinombolo zomnxeba|iidilesi|iirekhodi|iifayile|ii-?invoyisi|iinkcukacha)(?: \\p{L}+){0,2}? (?:zonke|bonke|onke) (?:izigulana|abathengi|amalungu|abaxhasi)",
      "uluhlu (?:lwezigulana|lwabathengi|lwamalungu)",
    ),
    act: `(?:rhoxisa|(?:u|ni)rhoxise|hambisa|(?:u|ni)hambise|vala|(?:u|ni)vale|vula|(?:u|ni)vule|bhukisha|(?:u|ni)bhukishe|beka|(?:u|ni)beke|tshintsha|(?:u|ni)tshintshe|phawula|(?:u|ni)phawule|nika|(?:u|ni)nike|khupha|susa|(?:u|ni)suse)${E}`,
    bulk: alt(
      "(?:zonke|onke) (?:iidinga|amadinga|ii-?appointment|iibhukisho|izihlalo|iislothi)",
      "(?:iidinga|ii-?appointment|iibhukisho|izihlalo|iislothi)(?: \\p{L}+){0,2}? (?:zonke|ezishiyekileyo|eziseleyo)",
      "ikhalenda (?:yonke|iphela)",
      "(?:amaxabiso|ixabiso)(?: \\p{L}+){0,2}? zonke (?:iinkonzo|iimveliso)",
      "(?:ii-?invoyisi|ii-?invoice|idiphozithi|iintlawulo)(?: \\p{L}+){0,3}? (?:njengokuba|njenge)(?: \\p{L}+)? (?:zihlawulwe|ihlawulwe|zifunyenwe|ifunyenwe)",
      "(?:zonke izigulana|bonke abathengi|sonke isigulana|onke amalungu|wonke umthengi)(?: \\p{L}+){0,3}? (?:ivawutsha|i-?voucher|ikhuphoni|ikhowudi)(?: \\p{L}+){0,2}? (?:100 ?%|yasimahla|simahla|mahala)",
    ),
  },
  so: {
    send: `(?:u dir|soo dir|dirso|dir|gudbi|u gudbi|la wadaag|wadaag|soo saar|ku shub)${E}`,
    people: alt(
      "liiska (?:dhammaan |dhamaan )?(?:bukaannada|bukaanada|bukaanka|macaamiisha|xubnaha)",
      "(?:magacyada|taariikhaha dhalashada|lambarada taleefanka|cinwaannada|diiwaannada|faylasha|raajada|biilasha|xogta)(?: \\p{L}+){0,2}? (?:dhammaan|dhamaan) (?:bukaannada|bukaanada|macaamiisha|xubnaha)",
      "(?:xogta|diiwaanka) (?:bukaannada|macaamiisha) oo dhan",
    ),
    act: `(?:jooji|baaji|ka noqo|u wareeji|wareeji|dib u dhig|xir|xidh|fur|ballan qabso|qabso|u dhig|dhig|beddel|bedel|calaamadee|siiso|sii|bixi|tirtir)${E}`,
    bulk: alt(
      "(?:dhammaan|dhamaan) (?:\\p{L}+ )?(?:ballamaha|ballamada|balamaha|boosaska|kuraasta|fadhiyada|wakhtiyada)",
      "(?:ballamaha|ballamada|balamaha|kuraasta|wakhtiyada bannaan)(?: \\p{L}+){0,2}? oo dhan",
      "(?:jadwalka|kalandarka) oo dhan",
      "qiimaha (?:dhammaan|dhamaan) (?:adeegyada|alaabta|badeecadaha)|qiimaha adeegyada oo dhan",
      "(?:biilasha|qaansheegadyada|deebaajiga|lacagta horudhaca)(?: \\p{L}+){0,3}? (?:sidii|in) (?:la bixiyay|la helay|la bixiyey)",
      "(?:bukaan kasta|macmiil kasta|dhammaan bukaannada|dhammaan macaamiisha)(?: \\p{L}+){0,3}? (?:foojar|kuuboon|koodh|code|voucher)(?: \\p{L}+){0,2}? (?:100 ?%|bilaash|lacag la'aan)",
    ),
  },
  ig: {
    send: unmarked(`(?:ziga|zipu|zitere|bufee|kesaa|kekọrịta|bulite|bupụ)${E}`),
    people: unmarked(
      alt(
        "(?:ndepụta|ndetu|aha|ụbọchị ọmụmụ|nọmba ekwentị|adreesị|ndekọ|faịlụ|akwụkwọ ọnụahịa)(?: \\p{L}+){0,3}? (?:ndị ọrịa|ndị ahịa|ndị otu|ndị ọbịa)(?: \\p{L}+)? (?:niile|nile)",
        "(?:ndepụta|ndetu) (?:ndị ọrịa|ndị ahịa|ndị otu)",
      ),
    ),
    act: unmarked(
      `(?:kagbuo|kagbue|bugharịa|megharịa|gbochie|mechie|meghee|dobe|debe|setịa|gbanwee|tinye akara|nye|nyee|wepụ|hichapụ)${E}`,
    ),
    bulk: unmarked(
      alt(
        "(?:oge nhọpụta|nhọpụta|ọkwa|oche|ndokwa)(?: \\p{L}+){0,2}? (?:niile|nile|fọdụrụ)",
        "kalenda (?:niile|dum)",
        "(?:ọnụahịa|ego) (?:ọrụ|ngwaahịa)(?: \\p{L}+){0,2}? (?:niile|nile)",
        "(?:akwụkwọ ọnụahịa|invoice|ego nkwụnye|nkwụnye ego)(?: \\p{L}+){0,3}? (?:dị ka|ka) (?:akwụla|akwụrụ ụgwọ|anatala|enwetala)",
        "(?:onye ọrịa ọ bụla|onye ahịa ọ bụla|ndị ọrịa niile|ndị ahịa niile)(?: \\p{L}+){0,3}? (?:voucher|kupọn|koodu|code)(?: \\p{L}+){0,2}? (?:100 ?%|n'efu|efu)",
      ),
    ),
  },
  ps: {
    send: "(?:ولېږئ|ولیږئ|واستوئ|واستوه|ولېږه|فارورډ کړئ|شریک کړئ|اپلوډ کړئ|ایکسپورټ کړئ)",
    people: alt(
      "(?:د )?(?:ټولو|ټول) (?:ناروغانو|مشتریانو|پیرودونکو|غړو)(?: د)? (?:لېست|لیست|نومونه|د زیږون نیټې|تلیفون شمېرې|د تلیفون شمیرې|پتې|ریکارډونه|فایلونه|بلونه|معلومات)",
      "د (?:ناروغانو|مشتریانو|غړو) (?:بشپړ )?(?:لېست|لیست|ډیټابیس)",
    ),
    act: "(?:لغوه کړئ|لغو کړئ|کینسل کړئ|انتقال کړئ|ولېږدوئ|وځنډوئ|بند کړئ|بلاک کړئ|پرانیزئ|خلاص کړئ|بوک کړئ|ریزرو کړئ|وټاکئ|بدل کړئ|نښه کړئ|ورکړئ|صادر کړئ|حذف کړئ)",
    bulk: alt(
      "(?:ټول|ټولې|پاتې) (?:\\S+ )?(?:وختونه|ملاقاتونه|اپاینټمنټونه|بکینګونه|بوکینګونه|څوکۍ|سلاټونه)",
      "(?:ټول|بشپړ) (?:کلیز|کالنډر|مهالوېش)",
      "د ټولو (?:\\S+ )?(?:خدماتو|محصولاتو) (?:بیه|بیې|قیمت|قیمتونه)",
      "(?:بلونه|ډیپازټ|پیشکي|تادیات)(?: \\S+){0,3}? (?:د )?(?:تادیه شوي|ورکړل شوي|ترلاسه شوي)",
      "(?:هر|ټولو) (?:ناروغ|ناروغانو|مشتري|مشتریانو|پیرودونکي)(?: ته)?(?: \\S+){0,3}? (?:100 ?%|وړیا|مفت) (?:\\S+ )?(?:واؤچر|کوپون|کوډ)",
    ),
  },
  ku: {
    send: unmarked(`(?:bişîne|bişînin|rêke|rêbike|parve bike|parve bikin|bar bike|derxe|îxrac bike|forward bike)${E}`),
    people: unmarked(
      alt(
        "(?:lîsteya|lîsta|navên|rojbûnên|dîroka jidayikbûnê|hejmarên telefonê|navnîşanên|tomarên|dosyayên|pelên|fatûreyên|daneyên|agahiyên)(?: \\p{L}+){0,2}? (?:hemû|giş|tev) (?:nexweşan|nexweşên|xerîdaran|xerîdarên|mişteriyan|endaman|endamên)",
        "(?:lîsteya|databasa) (?:nexweşan|xerîdaran|mişteriyan|endaman)",
      ),
    ),
    act: unmarked(
      `(?:betal bike|betal bikin|hilweşîne|bigwêze|veguhezîne|paşde bixe|asteng bike|bigire|bigirin|veke|vekin|rezerv bike|saz bike|diyar bike|biguherîne|biguherînin|nîşan bike|nîşan bikin|bide|bidin|derxîne|jê bibe)${E}`,
    ),
    bulk: unmarked(
      alt(
        "(?:hemû|giş|tevahiya) (?:\\p{L}+ )?(?:randevûyan|randevûyên|randevû|rezervasyonan|rezervasyonên|kursiyan|kursiyên|demên vala|seansan)",
        "(?:tevahiya|hemû) (?:salnameyê|teqwîmê|bernameyê)",
        "(?:bihayê|bihayên|fiyeta|fiyetên) (?:hemû|giş) (?:\\p{L}+ )?(?:xizmetan|xizmetên|berheman|hilberan)",
        "(?:fatûreyan|fatûreyên|depozîtoyê|pêşpereyê|dayînan)(?: \\p{L}+){0,3}? (?:wek|weke) (?:hatiye dayîn|dayî|hatine dayîn|wergirtî|hatiye wergirtin)",
        "(?:her|hemû) (?:nexweşî|nexweşekî|nexweşan|xerîdarî|xerîdaran|mişterî|endaman)(?: \\p{L}+){0,3}? (?:kûpon|voucher|kod|koda)(?: \\p{L}+){0,2}? (?:100 ?%|belaş|bêpere)",
      ),
    ),
  },
  ckb: {
    send: "(?:بنێرە|بنێرن|بینێرە|فۆروارد بکە|فۆروارد بکەن|هاوبەش بکە|ئەپلۆد بکە|ئێکسپۆرت بکە|دەربهێنە)",
    people: alt(
      "(?:لیستی|ناوی|ناوەکانی|بەرواری لەدایکبوونی|ژمارەی تەلەفۆنی|ناونیشانی|تۆمارەکانی|فایلەکانی|پسوولەکانی|زانیاریی|داتای)(?: \\S+){0,2}? (?:هەموو|گشت) (?:نەخۆشەکان|نەخۆشان|کڕیاران|کڕیارەکان|ئەندامان|ئەندامەکان)",
      "لیستی (?:نەخۆشەکان|نەخۆشان|کڕیاران|کڕیارەکان|ئەندامان)",
    ),
    act: "(?:هەڵبوەشێنەوە|هەڵیبوەشێنەوە|بیگوازەرەوە|بگوازەرەوە|دوابخە|بلۆک بکە|دابخە|بکەرەوە|حجز بکە|ڕیزێرڤ بکە|دابنێ|بیگۆڕە|بگۆڕە|نیشانە بکە|بیدە|بدە|دەربکە|بسڕەوە)",
    bulk: alt(
      "(?:هەموو|گشت|باقی|تەواوی) (?:\\S+ )?(?:چاوپێکەوتنەکان|ژوانەکان|کاتەکان|حجزەکان|کورسییەکان|دانیشتنەکان)",
      "(?:هەموو|تەواوی) (?:ساڵنامەکە|خشتەکە|کالێندەرەکە)",
      "نرخی (?:هەموو|گشت) (?:\\S+ )?(?:خزمەتگوزارییەکان|بەرهەمەکان)",
      "(?:پسوولەکان|پسوولە|پێشەکییەکان|دیپۆزیت|پارەدانەکان)(?: \\S+){0,3}? (?:وەک|وەکو) (?:دراو|پارەی دراو|وەرگیراو)",
      "(?:بە هەموو|بۆ هەموو|بە هەر|بۆ هەر) (?:نەخۆشێک|نەخۆشەکان|کڕیارێک|کڕیاران|ئەندامان)(?: \\S+){0,3}? (?:کوپۆن|ڤاوچەر|کۆد)(?: \\S+){0,2}? (?:100 ?%|بەخۆڕایی|بێبەرامبەر)",
    ),
  },
  gu: {
    send: `(?:મોકલો|મોકલી દો|મોકલજો|મોકલશો|ફોરવર્ડ કરો|ફોરવર્ડ કરી દો|ઈમેલ કરો|ઇમેલ કરો|એક્સપોર્ટ કરો|શેર કરો|અપલોડ કરો)${EM}`,
    people: alt(
      "(?:બધા|તમામ|સર્વે) (?:\\S+ )?(?:દર્દીઓની|દર્દીઓના|ગ્રાહકોની|ગ્રાહકોના|સભ્યોની|સભ્યોના) (?:સંપૂર્ણ )?(?:યાદી|લિસ્ટ|નામ|જન્મ તારીખ|જન્મતારીખ|ફોન નંબર|મોબાઇલ નંબર|સરનામાં|રેકોર્ડ|ફાઇલો|એક્સ-?રે|બિલ|ઇન્વૉઇસ|ડેટા|માહિતી)",
      "(?:દર્દીઓની|ગ્રાહકોની|સભ્યોની|પેશન્ટ|કસ્ટમર) (?:સંપૂર્ણ )?(?:યાદી|લિસ્ટ|ડેટાબેઝ)",
    ),
    act: `(?:(?:રદ|કેન્સલ|શિફ્ટ|રીશેડ્યૂલ|બ્લોક|બંધ|બુક|ખાલી|સેટ|નક્કી|માર્ક|જારી|ડિલીટ) (?:કરો|કરી દો|કરજો|કરશો)|ખસેડો|ખોલો|ખોલી દો|બદલો|બદલી દો|આપો|આપી દો)${EM}`,
    bulk: alt(
      "(?<!મારી |મારા )(?:બધી|બધા|તમામ|બાકીની|બાકીના|ખાલી) (?:\\S+ )?(?:એપોઇન્ટમેન્ટ્સ|એપોઇન્ટમેન્ટ|મુલાકાતો|બુકિંગ|સ્લોટ|ખુરશીઓ|ચેર)",
      "(?:આખું|સંપૂર્ણ) (?:કેલેન્ડર|શેડ્યૂલ)",
      "(?:બધી|તમામ) (?:\\S+ )?(?:સેવાઓની|સેવાઓના|પ્રોડક્ટ્સની|ઉત્પાદનોની) (?:કિંમત|કિંમતો|ભાવ)",
      "(?:બિલ|ઇન્વૉઇસ|ડિપોઝિટ|એડવાન્સ)(?: \\S+){0,3}? (?:ચૂકવેલ|ચૂકવાયેલ|પેઇડ|મળેલ|પ્રાપ્ત)",
      "(?:દરેક|બધા|તમામ) (?:\\S+ )?(?:દર્દીને|દર્દીઓને|ગ્રાહકને|ગ્રાહકોને|સભ્યોને)(?: \\S+){0,2}? (?:100 ?%|મફત|ફ્રી) (?:\\S+ )?(?:વાઉચર|કૂપન|કોડ)",
    ),
  },
  mr: {
    send: `(?:पाठवा|पाठवून द्या|पाठव|फॉरवर्ड करा|फॉरवर्ड करून द्या|ईमेल करा|एक्सपोर्ट करा|शेअर करा|अपलोड करा)${EM}`,
    people: alt(
      "(?:सर्व|सगळ्या|सगळे|सगळ्यांच्या) (?:\\S+ )?(?:रुग्णांची|रुग्णांचे|रुग्णांच्या|ग्राहकांची|ग्राहकांचे|ग्राहकांच्या|सदस्यांची|सदस्यांचे) (?:संपूर्ण )?(?:यादी|लिस्ट|नावे|नावं|जन्मतारखा|जन्मतारीख|फोन नंबर|मोबाईल नंबर|पत्ते|रेकॉर्ड|फाइल्स|एक्स-?रे|बिले|इनव्हॉइस|डेटा|माहिती)",
      "(?:रुग्णांची|ग्राहकांची|सदस्यांची|पेशंटची) (?:संपूर्ण )?(?:यादी|लिस्ट)|(?:रुग्ण|ग्राहक) डेटाबेस",
    ),
    act: `(?:(?:रद्द|कॅन्सल|शिफ्ट|रीशेड्यूल|ब्लॉक|बंद|बुक|रिकामे|सेट|निश्चित|मार्क|जारी|डिलीट) (?:करा|करून टाका|करून द्या)|पुढे ढकला|उघडा|बदला|द्या|देऊन टाका)${EM}`,
    bulk: alt(
      "(?<!माझ्या |माझे |माझी )(?:सर्व|सगळ्या|सगळे|सगळी|उरलेल्या|उरलेले|रिकाम्या) (?:\\S+ )?(?:अपॉइंटमेंट्स|अपॉइंटमेंट|भेटी|बुकिंग्स|बुकिंग|स्लॉट्स|स्लॉट|खुर्च्या|चेअर्स)",
      "(?:संपूर्ण|पूर्ण) (?:कॅलेंडर|वेळापत्रक)",
      "(?:सर्व|सगळ्या) (?:\\S+ )?(?:सेवांची|सेवांच्या|उत्पादनांची|उत्पादनांच्या) (?:किंमत|किंमती|दर)",
      "(?:बिले|बिल|इनव्हॉइस|डिपॉझिट|अनामत|आगाऊ रक्कम)(?: \\S+){0,3}? (?:भरलेले|भरले|पेड|मिळाले|प्राप्त) म्हणून",
      "(?:प्रत्येक|सर्व) (?:\\S+ )?(?:रुग्णाला|रुग्णांना|ग्राहकाला|ग्राहकांना|सदस्यांना)(?: \\S+){0,2}? (?:100 ?%|मोफत|फ्री) (?:\\S+ )?(?:व्हाउचर|कूपन|कोड)",
    ),
  },
  pa: {
    send: `(?:ਭੇਜੋ|ਭੇਜ ਦਿਓ|ਭੇਜ ਦੇਵੋ|ਭੇਜਿਓ|ਫਾਰਵਰਡ ਕਰੋ|ਫਾਰਵਰਡ ਕਰ ਦਿਓ|ਈਮੇਲ ਕਰੋ|ਐਕਸਪੋਰਟ ਕਰੋ|ਸ਼ੇਅਰ ਕਰੋ|ਅਪਲੋਡ ਕਰੋ)${EM}`,
    people: alt(
      "(?:ਸਾਰੇ|ਸਾਰਿਆਂ|ਸਭ|ਤਮਾਮ) (?:\\S+ )?(?:ਮਰੀਜ਼ਾਂ|ਮਰੀਜਾਂ|ਗਾਹਕਾਂ|ਮੈਂਬਰਾਂ|ਕਲਾਇੰਟਾਂ) (?:ਦੀ|ਦੇ|ਦਾ) (?:ਪੂਰੀ )?(?:ਸੂਚੀ|ਲਿਸਟ|ਨਾਮ|ਨਾਂ|ਜਨਮ ਤਰੀਕ|ਜਨਮ ਮਿਤੀ|ਫ਼ੋਨ ਨੰਬਰ|ਫੋਨ ਨੰਬਰ|ਪਤੇ|ਰਿਕਾਰਡ|ਫਾਈਲਾਂ|ਐਕਸ-?ਰੇ|ਬਿੱਲ|ਇਨਵੌਇਸ|ਡਾਟਾ|ਜਾਣਕਾਰੀ)",
      "(?:ਮਰੀਜ਼ਾਂ|ਮਰੀਜਾਂ|ਗਾਹਕਾਂ|ਮੈਂਬਰਾਂ) (?:ਦੀ )?(?:ਪੂਰੀ )?(?:ਸੂਚੀ|ਲਿਸਟ|ਡਾਟਾਬੇਸ)",
    ),
    act: `(?:(?:ਰੱਦ|ਕੈਂਸਲ|ਸ਼ਿਫਟ|ਰੀਸ਼ਡਿਊਲ|ਬਲੌਕ|ਬਲਾਕ|ਬੰਦ|ਬੁੱਕ|ਖਾਲੀ|ਖ਼ਾਲੀ|ਸੈੱਟ|ਤੈਅ|ਤਬਦੀਲ|ਮਾਰਕ|ਜਾਰੀ|ਡਿਲੀਟ) (?:ਕਰੋ|ਕਰ ਦਿਓ|ਕਰ ਦੇਵੋ|ਕਰਿਓ)|ਖੋਲ੍ਹੋ|ਖੋਲ੍ਹ ਦਿਓ|ਬਦਲੋ|ਬਦਲ ਦਿਓ|ਦੇ ਦਿਓ|ਦਿਓ)${EM}`,
    bulk: alt(
      "(?<!ਮੇਰੇ |ਮੇਰੀ |ਮੇਰਾ |ਆਪਣੇ )(?:ਸਾਰੇ|ਸਾਰੀਆਂ|ਸਭ|ਬਾਕੀ|ਖਾਲੀ) (?:\\S+ )?(?:ਅਪੌਇੰਟਮੈਂਟਾਂ|ਅਪੌਇੰਟਮੈਂਟ|ਅਪਾਇੰਟਮੈਂਟਾਂ|ਅਪਾਇੰਟਮੈਂਟ|ਮੁਲਾਕਾਤਾਂ|ਬੁਕਿੰਗਾਂ|ਬੁਕਿੰਗ|ਸਲਾਟ|ਕੁਰਸੀਆਂ)",
      "(?:ਪੂਰਾ|ਸਾਰਾ) (?:ਕੈਲੰਡਰ|ਸ਼ਡਿਊਲ)",
      "(?:ਸਾਰੀਆਂ|ਸਾਰੇ) (?:\\S+ )?(?:ਸੇਵਾਵਾਂ|ਸਰਵਿਸਾਂ|ਉਤਪਾਦਾਂ) (?:ਦੀ|ਦੀਆਂ|ਦੇ) (?:ਕੀਮਤ|ਕੀਮਤਾਂ|ਰੇਟ)",
      "(?:ਬਿੱਲਾਂ|ਬਿੱਲ|ਇਨਵੌਇਸ|ਡਿਪਾਜ਼ਿਟ|ਐਡਵਾਂਸ)(?: \\S+){0,3}? (?:ਭੁਗਤਾਨ ਕੀਤੇ|ਅਦਾ ਕੀਤੇ|ਪੇਡ|ਪ੍ਰਾਪਤ)",
      "(?:ਹਰ|ਸਾਰੇ) (?:\\S+ )?(?:ਮਰੀਜ਼|ਮਰੀਜ਼ਾਂ|ਗਾਹਕ|ਗਾਹਕਾਂ|ਮੈਂਬਰਾਂ) (?:ਨੂੰ )?(?:\\S+ ){0,2}?(?:100 ?%|ਮੁਫ਼ਤ|ਮੁਫਤ|ਫ੍ਰੀ) (?:\\S+ )?(?:ਵਾਊਚਰ|ਕੂਪਨ|ਕੋਡ)",
    ),
  },
  te: {
    send: asMet("te", `(?:పంపండి|పంపించండి|పంపు|ఫార్వర్డ్ చేయండి|ఈమెయిల్ చేయండి|ఎక్స్‌పోర్ట్ చేయండి|ఎగుమతి చేయండి|షేర్ చేయండి|అప్‌లోడ్ చేయండి)${EM}`),
    people: asMet(
      "te",
      alt(
        "(?:అన్ని|అందరు|అందరి|మొత్తం) (?:\\S+ )?(?:రోగుల|పేషెంట్ల|కస్టమర్ల|ఖాతాదారుల|సభ్యుల) (?:పూర్తి )?(?:జాబితా|జాబితాను|లిస్ట్|పేర్లు|పుట్టిన తేదీలు|ఫోన్ నంబర్లు|చిరునామాలు|రికార్డులు|ఫైళ్లు|ఎక్స్-?రేలు|బిల్లులు|ఇన్‌వాయిస్‌లు|డేటా|వివరాలు)",
        "(?:రోగుల|పేషెంట్ల|కస్టమర్ల|సభ్యుల) (?:పూర్తి )?(?:జాబితా|జాబితాను|లిస్ట్|డేటాబేస్)",
      ),
    ),
    act: asMet(
      "te",
      `(?:రద్దు చేయండి|క్యాన్సిల్ చేయండి|మార్చండి|వాయిదా వేయండి|బ్లాక్ చేయండి|మూసివేయండి|తెరవండి|ఓపెన్ చేయండి|బుక్ చేయండి|ఖాళీ చేయండి|సెట్ చేయండి|నిర్ణయించండి|మార్క్ చేయండి|గుర్తించండి|ఇవ్వండి|జారీ చేయండి|తొలగించండి)${EM}`,
    ),
    bulk: asMet(
      "te",
      alt(
        "(?<!నా )(?:అన్ని|మొత్తం|మిగిలిన|ఖాళీ) (?:\\S+ )?(?:అపాయింట్‌మెంట్లు|అపాయింట్‌మెంట్లను|అపాయింట్మెంట్లు|బుకింగ్‌లు|బుకింగ్‌లను|స్లాట్లు|స్లాట్లను|కుర్చీలు|కుర్చీలను|సమయాలు)",
        "(?:మొత్తం|పూర్తి) (?:క్యాలెండర్|షెడ్యూల్)",
        "అన్ని (?:\\S+ )?(?:సేవల|సర్వీసుల|ఉత్పత్తుల) (?:ధర|ధరలు|ధరలను|రేట్లు)",
        "(?:బిల్లులు|బిల్లులను|ఇన్‌వాయిస్‌లు|డిపాజిట్|అడ్వాన్స్)(?: \\S+){0,3}? (?:చెల్లించినట్లు|చెల్లించబడినట్లు|అందినట్లు|స్వీకరించినట్లు)",
        "(?:ప్రతి|అందరు|అన్ని) (?:\\S+ )?(?:రోగికి|రోగులకు|కస్టమర్‌కు|కస్టమర్లకు|సభ్యులకు)(?: \\S+){0,2}? (?:100 ?%|ఉచిత) (?:\\S+ )?(?:వోచర్|కూపన్|కోడ్)",
      ),
    ),
  },
  kn: {
    send: asMet("kn", `(?:ಕಳುಹಿಸಿ|ಕಳಿಸಿ|ಕಳುಹಿಸು|ಫಾರ್ವರ್ಡ್ ಮಾಡಿ|ಇಮೇಲ್ ಮಾಡಿ|ಎಕ್ಸ್‌ಪೋರ್ಟ್ ಮಾಡಿ|ರಫ್ತು ಮಾಡಿ|ಹಂಚಿಕೊಳ್ಳಿ|ಶೇರ್ ಮಾಡಿ|ಅಪ್‌ಲೋಡ್ ಮಾಡಿ)${EM}`),
    people: asMet(
      "kn",
      alt(
        "(?:ಎಲ್ಲಾ|ಎಲ್ಲ|ಸಮಸ್ತ) (?:\\S+ )?(?:ರೋಗಿಗಳ|ಪೇಷೆಂಟ್‌ಗಳ|ಗ್ರಾಹಕರ|ಸದಸ್ಯರ) (?:ಪೂರ್ಣ |ಸಂಪೂರ್ಣ )?(?:ಪಟ್ಟಿ|ಪಟ್ಟಿಯನ್ನು|ಲಿಸ್ಟ್|ಹೆಸರುಗಳು|ಹೆಸರುಗಳನ್ನು|ಜನ್ಮ ದಿನಾಂಕ|ಜನ್ಮದಿನಾಂಕಗಳು|ಫೋನ್ ಸಂಖ್ಯೆಗಳು|ವಿಳಾಸಗಳು|ದಾಖಲೆಗಳು|ಫೈಲ್‌ಗಳು|ಎಕ್ಸ್-?ರೇ|ಬಿಲ್‌ಗಳು|ಇನ್‌ವಾಯ್ಸ್|ಡೇಟಾ|ವಿವರಗಳು)",
        "(?:ರೋಗಿಗಳ|ಗ್ರಾಹಕರ|ಸದಸ್ಯರ) (?:ಪೂರ್ಣ |ಸಂಪೂರ್ಣ )?(?:ಪಟ್ಟಿ|ಪಟ್ಟಿಯನ್ನು|ಲಿಸ್ಟ್|ಡೇಟಾಬೇಸ್)",
      ),
    ),
    act: asMet(
      "kn",
      `(?:ರದ್ದು ಮಾಡಿ|ರದ್ದುಗೊಳಿಸಿ|ಕ್ಯಾನ್ಸಲ್ ಮಾಡಿ|ಬದಲಾಯಿಸಿ|ಸ್ಥಳಾಂತರಿಸಿ|ಮುಂದೂಡಿ|ಬ್ಲಾಕ್ ಮಾಡಿ|ಮುಚ್ಚಿ|ತೆರೆಯಿರಿ|ಓಪನ್ ಮಾಡಿ|ಬುಕ್ ಮಾಡಿ|ಖಾಲಿ ಮಾಡಿ|ಸೆಟ್ ಮಾಡಿ|ನಿಗದಿಪಡಿಸಿ|ಗುರುತಿಸಿ|ಮಾರ್ಕ್ ಮಾಡಿ|ನೀಡಿ|ಕೊಡಿ|ಜಾರಿ ಮಾಡಿ|ಅಳಿಸಿ)${EM}`,
    ),
    bulk: asMet(
      "kn",
      alt(
        "(?<!ನನ್ನ )(?:ಎಲ್ಲಾ|ಎಲ್ಲ|ಉಳಿದ|ಖಾಲಿ) (?:\\S+ )?(?:ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು|ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳನ್ನು|ಅಪಾಯಿಂಟ್ಮೆಂಟ್|ಭೇಟಿಗಳು|ಬುಕಿಂಗ್‌ಗಳು|ಬುಕಿಂಗ್‌ಗಳನ್ನು|ಸ್ಲಾಟ್‌ಗಳು|ಸ್ಲಾಟ್‌ಗಳನ್ನು|ಕುರ್ಚಿಗಳು|ಕುರ್ಚಿಗಳನ್ನು)",
        "(?:ಸಂಪೂರ್ಣ|ಪೂರ್ತಿ|ಇಡೀ) (?:ಕ್ಯಾಲೆಂಡರ್|ವೇಳಾಪಟ್ಟಿ)",
        "(?:ಎಲ್ಲಾ|ಎಲ್ಲ) (?:\\S+ )?(?:ಸೇವೆಗಳ|ಉತ್ಪನ್ನಗಳ) (?:ಬೆಲೆ|ಬೆಲೆಗಳು|ಬೆಲೆಯನ್ನು|ದರ)",
        "(?:ಬಿಲ್‌ಗಳು|ಬಿಲ್‌ಗಳನ್ನು|ಇನ್‌ವಾಯ್ಸ್‌ಗಳು|ಠೇವಣಿ|ಮುಂಗಡ)(?: \\S+){0,3}? (?:ಪಾವತಿಸಲಾಗಿದೆ ಎಂದು|ಪಾವತಿಸಿದ|ಸ್ವೀಕರಿಸಲಾಗಿದೆ ಎಂದು|ಸ್ವೀಕರಿಸಿದ)",
        "(?:ಪ್ರತಿ|ಎಲ್ಲಾ) (?:\\S+ )?(?:ರೋಗಿಗೆ|ರೋಗಿಗಳಿಗೆ|ಗ್ರಾಹಕರಿಗೆ|ಸದಸ್ಯರಿಗೆ)(?: \\S+){0,2}? (?:100 ?%|ಉಚಿತ) (?:\\S+ )?(?:ವೋಚರ್|ಕೂಪನ್|ಕೋಡ್)",
      ),
    ),
  },
  ml: {
    send: asMet(
      "ml",
      `(?:അയയ്ക്കുക|അയക്കുക|അയച്ചു തരിക|അയച്ചുതരൂ|അയയ്ക്കൂ|അയക്കൂ|ഫോർവേഡ് ചെയ്യുക|ഫോർവേഡ് ചെയ്യൂ|ഇമെയിൽ ചെയ്യുക|എക്സ്പോർട്ട് ചെയ്യുക|ഷെയർ ചെയ്യുക|പങ്കിടുക|അപ്‌ലോഡ് ചെയ്യുക)${EM}`,
    ),
    people: asMet(
      "ml",
      alt(
        "(?:എല്ലാ|മുഴുവൻ) (?:\\S+ )?(?:രോഗികളുടെയും|രോഗികളുടെ|ഉപഭോക്താക്കളുടെയും|ഉപഭോക്താക്കളുടെ|കസ്റ്റമർമാരുടെ|അംഗങ്ങളുടെ) (?:പൂർണ്ണ )?(?:പട്ടിക|ലിസ്റ്റ്|പേരുകൾ|ജനനത്തീയതി|ജനന തീയതികൾ|ഫോൺ നമ്പറുകൾ|വിലാസങ്ങൾ|രേഖകൾ|ഫയലുകൾ|എക്സ്-?റേ|ബില്ലുകൾ|ഇൻവോയ്സുകൾ|ഡാറ്റ|വിവരങ്ങൾ)",
        "(?:രോഗികളുടെ|ഉപഭോക്താക്കളുടെ|കസ്റ്റമർമാരുടെ|അംഗങ്ങളുടെ) (?:പൂർണ്ണ |മുഴുവൻ )?(?:പട്ടിക|ലിസ്റ്റ്|ഡാറ്റാബേസ്)",
      ),
    ),
    act: asMet(
      "ml",
      `(?:റദ്ദാക്കുക|റദ്ദാക്കൂ|ക്യാൻസൽ ചെയ്യുക|മാറ്റുക|മാറ്റൂ|നീട്ടിവെക്കുക|ബ്ലോക്ക് ചെയ്യുക|അടയ്ക്കുക|തുറക്കുക|ഓപ്പൺ ചെയ്യുക|ബുക്ക് ചെയ്യുക|സെറ്റ് ചെയ്യുക|നിശ്ചയിക്കുക|മാർക്ക് ചെയ്യുക|അടയാളപ്പെടുത്തുക|നൽകുക|കൊടുക്കുക|ഇഷ്യൂ ചെയ്യുക|ഡിലീറ്റ് ചെയ്യുക)${EM}`,
    ),
    bulk: asMet(
      "ml",
      alt(
        "(?<!എന്റെ )(?:എല്ലാ|മുഴുവൻ|ബാക്കിയുള്ള|ഒഴിവുള്ള) (?:\\S+ )?(?:അപ്പോയിന്റ്മെന്റുകളും|അപ്പോയിന്റ്മെന്റുകൾ|അപ്പോയിന്റ്മെന്റ്|ബുക്കിംഗുകളും|ബുക്കിംഗുകൾ|സ്ലോട്ടുകളും|സ്ലോട്ടുകൾ|കസേരകളും|കസേരകൾ)",
        "മുഴുവൻ (?:കലണ്ടർ|ഷെഡ്യൂൾ)",
        "എല്ലാ (?:\\S+ )?(?:സേവനങ്ങളുടെയും|സേവനങ്ങളുടെ|ഉൽപ്പന്നങ്ങളുടെയും|ഉൽപ്പന്നങ്ങളുടെ) (?:വില|വിലകൾ|നിരക്ക്)",
        "(?:ബില്ലുകൾ|ഇൻവോയ്സുകൾ|ഡെപ്പോസിറ്റ്|അഡ്വാൻസ്)(?: \\S+){0,3}? (?:അടച്ചതായി|പണമടച്ചതായി|ലഭിച്ചതായി|സ്വീകരിച്ചതായി)",
        "(?:ഓരോ|എല്ലാ) (?:\\S+ )?(?:രോഗിക്കും|രോഗികൾക്കും|ഉപഭോക്താവിനും|ഉപഭോക്താക്കൾക്കും|അംഗങ്ങൾക്കും)(?: \\S+){0,2}? (?:100 ?%|സൗജന്യ) (?:\\S+ )?(?:വൗച്ചർ|കൂപ്പൺ|കോഡ്)",
      ),
    ),
  },
  jv: {
    send: `(?:kirimna|kirimaken|kintunaken|kintun|kirim|terusna|terusaken|bagekna|unggahen|upload|ekspor)${E}`,
    people: alt(
      "(?:daftar|dhaptar|data|jeneng|tanggal lair|nomer telpon|nomer hp|alamat|rekam medis|berkas|faktur|tagihan)(?: \\p{L}+){0,2}? (?:kabeh|kabèh|sedaya|sakabehe) (?:pasien|pelanggan|klien|anggota)",
      "(?:daftar|dhaptar|database) (?:pasien|pelanggan|klien|anggota)",
    ),
    act: `(?:batalna|batalaken|batalke|pindhahna|pindahna|pindhahaken|undurna|blokir|bukak|bukakna|pesenna|pesen|aturen|atur|gantinen|ganti|owahi|tandhani|tandani|wenehana|wenehi|paringi|paringaken|busak|busaken)${E}`,
    bulk: alt(
      `(?:kabeh|kabèh|sedaya|saben|sisa) (?:\\p{L}+ )?(?:janjian|janji temu|jadwal|reservasi|booking|slot|kursi|sesi)(?! (?:kula|aku)${E})`,
      `(?:janjian|jadwal|booking|slot|kursi)(?: \\p{L}+){0,2}? (?:kabeh|kabèh|sedaya)`,
      "kalender (?:kabeh|sedaya|sakabehe)",
      "rega (?:kabeh|sedaya|sakabehe) (?:\\p{L}+ )?(?:layanan|produk|perawatan)|rega layanan (?:kabeh|sedaya)",
      "(?:faktur|tagihan|invoice|deposit|pembayaran)(?: \\p{L}+){0,3}? (?:dadi|minangka) (?:lunas|wis dibayar|sampun dibayar|ditampa|wis ditampa)",
      "(?:saben|kabeh|sedaya) (?:pasien|pelanggan|klien|anggota)(?: \\p{L}+){0,3}? (?:voucher|kupon|kode)(?: \\p{L}+){0,2}? (?:100 ?%|gratis)",
    ),
  },
  ro: {
    send: romanian(
      `(?:trimite|trimiteți|trimite-mi|redirecționează|redirecționați|transmite|transmiteți|exportă|exportați|partajează|partajați|încarcă|încărcați)${E}`,
    ),
    people: romanian(
      alt(
        "(?:lista|baza de date|registrul|fișierul)(?: completă| întreagă)? (?:cu |a )?(?:tuturor |toți |toate )?(?:pacienților|pacienții|clienților|clienții|membrilor)",
        "(?:numele|datele de naștere|numerele de telefon|telefoanele|adresele|fișele|dosarele|radiografiile|facturile|datele)[^.!?\\n]{0,40}? tuturor (?:\\p{L}+ )?(?:pacienților|clienților|membrilor)",
        "(?:întreaga|toată) (?:bază de date|baza de date|listă de contacte|lista de contacte)",
      ),
    ),
    act: romanian(
      `(?<!(?:eu|noi|vor|vom|au) )(?:anulează|anulați|mută|mutați|reprogramează|reprogramați|amână|amânați|blochează|blocați|deschide|deschideți|eliberează|eliberați|rezervă|rezervați|setează|setați|stabilește|stabiliți|pune|puneți|schimbă|schimbați|modifică|modificați|marchează|marcați|dați|acordă|acordați|emite|emiteți|șterge|ștergeți)${E}`,
    ),
    bulk: romanian(
      alt(
        `(?:toate|toți|fiecare|restul)(?: (?!(?:mele|tale|voastre|dumneavoastră)${E})[\\p{L}.-]+){0,2}? (?:programările|programarile|rezervările|intervalele|sloturile|scaunele|ședințele|consultațiile)(?! (?:mele|mea)${E})`,
        "(?:întregul calendar|tot calendarul|întregul program|tot programul)",
        "(?:prețul|prețurile) (?:tuturor|la toate) (?:\\p{L}+ )?(?:serviciilor|serviciile|produselor|produsele|tratamentelor)",
        "toate prețurile",
        "(?:facturile|factura|avansurile|avansul|depozitele|plățile|arvuna|arvunele)(?: \\p{L}+){0,2}? ca (?:plătite|plătită|achitate|achitată|primite|primită|încasate)",
        "(?:fiecărui|tuturor) (?:\\p{L}+ )?(?:pacient|pacienților|client|clienților|membrilor)(?: \\p{L}+){0,3}? (?:un |o )?(?:voucher|cupon|cod|reducere)(?: \\p{L}+){0,2}? (?:de )?(?:100 ?%|gratuit\\p{L}*)",
      ),
    ),
  },
  hu: {
    send: unmarked(
      `(?:küldje el|küldje meg|küldd el|küldd át|küldjék|küldje|küldd|továbbítsa|továbbítsd|exportálja|exportáld|ossza meg|oszd meg|töltse fel|töltsd fel)${E}`,
    ),
    people: unmarked(
      alt(
        "(?:összes|valamennyi|minden) (?:\\p{L}+ )?(?:páciens|beteg|ügyfél|vendég|tag)(?:ek|ünk|eink|einek)? (?:nevét|neveit|születési dátumát|születési dátumait|születési idejét|telefonszámát|telefonszámait|címét|címeit|adatait|adatát|kartonját|kartonjait|röntgenképeit|számláit|listáját)",
        "(?:páciens|beteg|ügyfél|tag)(?:lista|listát|listáját|adatbázis|adatbázist|nyilvántartás|nyilvántartást)",
        "(?:teljes|egész) (?:adatbázist|névjegyzéket|kontaktlistát)",
      ),
    ),
    act: unmarked(
      `(?:mondja le|mondd le|törölje|töröld|helyezze át|tegye át|tedd át|ütemezze át|halassza el|blokkolja|blokkold|zárolja|nyissa meg|nyisd meg|nyissa|foglalja le|foglald le|szabadítsa fel|állítsa be|állítsa|állítsd|módosítsa|változtassa|jelölje|jelöld|adjon ki|adjon|adj|bocsásson ki)${E}`,
    ),
    bulk: unmarked(
      alt(
        `(?:összes|minden|valamennyi|maradék|fennmaradó)(?: (?!saját${E})\\p{L}+){0,2}? (?:időpont(?:ot|ját|jait|okat|ok|jait)?|foglalás(?:t|ait|okat|ok)?|idősáv(?:ot|okat|ok)?|szék(?:et|eket|ek)?|kezelőszék(?:et|eket|ek)?|rendelés(?:t|eket|ek)?)${E}`,
        "(?:egész|teljes) (?:naptárt|naptárat|naptár|beosztást)",
        "(?:összes|minden|valamennyi) (?:\\p{L}+ )?(?:szolgáltatás|termék|kezelés)(?:ok)? (?:árát|árait|díját)",
        "(?:számlákat|számlát|előlegeket|előleget|kauciót|befizetéseket)(?: \\p{L}+){0,2}? (?:kifizetettnek|fizetettnek|beérkezettnek|megérkezettnek|rendezettnek)",
        "(?:minden|összes|valamennyi) (?:\\p{L}+ )?(?:páciens|beteg|ügyfél|vendég|tag)(?:nek|eknek|nak|einknek)(?: \\p{L}+){0,2}? (?:egy )?(?:100 ?%-os|100 ?%|ingyenes)(?: \\p{L}+)? (?:utalványt|kupont|kódot|voucher\\p{L}*|kedvezmény\\p{L}*)",
      ),
    ),
  },
  fi: {
    send: unmarked(
      `(?:lähetä|lähettäkää|lähettäisitkö|lähetättekö|välitä|välittäkää|viekää|vie|jakakaa|jaa|lataa|ladatkaa|toimita|toimittakaa|sähköpostita)${E}`,
    ),
    people: unmarked(
      alt(
        "kaikkien (?:\\p{L}+ )?(?:potilaiden|asiakkaiden|jäsenten|asiakkaidemme|potilaidemme) (?:nimet|syntymäajat|syntymäpäivät|puhelinnumerot|osoitteet|tiedot|potilastiedot|kortit|röntgenkuvat|laskut|lista|luettelo)",
        "(?:potilas|asiakas|jäsen)(?:lista|listan|luettelo|luettelon|rekisteri|rekisterin|tietokanta|tietokannan)",
        "koko (?:tietokanta|tietokannan|yhteystietoluettelo|asiakasrekisteri)",
      ),
    ),
    act: unmarked(
      `(?:peruuta|peruuttakaa|perukaa|peru|siirrä|siirtäkää|lykkää|estä|estäkää|sulje|sulkekaa|avaa|avatkaa|vapauta|vapauttakaa|varaa|varatkaa|aseta|asettakaa|muuta|muuttakaa|merkitse|merkitkää|anna|antakaa|myönnä|poista|poistakaa)${E}`,
    ),
    bulk: unmarked(
      alt(
        `(?:kaikki|jokainen|jäljellä olevat)(?: (?!(?:minun|omat)${E})\\p{L}+){0,2}? (?:ajat|ajanvaraukset|varaukset|tuolit|hoitotuolit|aikaslotit|slotit|vastaanottoajat|käynnit)${E}`,
        "koko (?:kalenteri|kalenterin|aikataulu|aikataulun)",
        "kaikkien (?:\\p{L}+ )?(?:palveluiden|palvelujen|tuotteiden|hoitojen) (?:hinta|hinnat|hinnan)",
        "(?:laskut|laskun|ennakkomaksut|ennakkomaksun|talletukset|talletuksen|maksut)(?: \\p{L}+){0,2}? (?:maksetuksi|vastaanotetuksi|saaduksi)",
        "(?:jokaiselle|kaikille) (?:\\p{L}+ )?(?:potilaalle|potilaille|asiakkaalle|asiakkaille|jäsenille)(?: \\p{L}+){0,2}? (?:100 ?%:n|100 ?%|ilmainen|ilmaisen)(?: \\p{L}+)? (?:lahjakortti|lahjakortin|kuponki|kupongin|koodi|koodin|alennuskoodi|alennuskoodin|voucher)",
      ),
    ),
  },
  da: {
    send: `(?:videresend|send|eksportér|eksporter|del|upload|mail|e-?mail|overfør)${E}`,
    people: alt(
      `(?<!din |jeres |min )(?:hele |fulde |komplette |aktuelle )?(?:patient|kunde|klient|medlems)(?:listen|liste|registret|register|databasen|database|kartotek|kartoteket)`,
      "(?:navne|fødselsdatoer|fødselsdato|cpr-?numre|telefonnumre|adresser|e-?mailadresser|oplysninger|journaler|røntgenbilleder|fakturaer)[^.!?\\n]{0,40}? (?:på|for|til) alle (?:\\p{L}+ )?(?:patienter|kunder|klienter|medlemmer)",
      "alle (?:patienters|kunders|klienters|medlemmers) (?:navne|fødselsdatoer|telefonnumre|adresser|oplysninger|journaler|røntgenbilleder|fakturaer)",
      "hele (?:databasen|kontaktlisten|kunderegistret|patientkartoteket)",
    ),
    act: `(?<!(?:jeg|vi|skal|vil) )(?:aflys|annuller|annullér|flyt|ombook|book om|bloker|blokér|spær|åbn|frigiv|book|sæt|ændr|ændre|marker|markér|giv|udsted|slet)${E}`,
    bulk: alt(
      `(?:alle|hver|samtlige|de resterende)(?: (?!(?:dine|jeres|mine)${E})[\\p{L}.-]+){0,2}? (?:aftaler|aftale|tider|bookinger|booking|reservationer|pladser|stole|behandlingsstole|behandlinger|konsultationer)`,
      "hele (?:kalenderen|bookingkalenderen|skemaet)",
      "(?:prisen|priserne) (?:på|for) alle (?:\\p{L}+ )?(?:ydelser|tjenester|produkter|behandlinger)",
      "alle priser",
      "(?:fakturaer|fakturaen|depositum|depositummer|forudbetalinger|forudbetalingen|betalinger|betalingerne) (?:\\p{L}+ ){0,2}?som (?:betalt|betalte|modtaget|modtagne)",
      "(?:alle|hver) (?:\\p{L}+ )?(?:patienter|patient|kunder|kunde|klienter|medlemmer)(?: \\p{L}+){0,2}? (?:en |et )?(?:100 ?%|gratis)[ -]?(?:\\p{L}+ )?(?:voucher|gavekort|rabatkode|kode|kupon)",
    ),
  },
  nb: {
    send: `(?:videresend|send|eksporter|del|last opp|mail|e-?post|overfør)${E}`,
    people: alt(
      `(?<!din |deres |min )(?:hele |fullstendige |komplette |oppdaterte )?(?:pasient|kunde|klient|medlems)(?:listen|liste|registeret|register|databasen|database)`,
      "(?:navn|fødselsdatoer|fødselsdato|personnummer|telefonnumre|telefonnummer|adresser|e-?postadresser|opplysninger|journaler|røntgenbilder|fakturaer)[^.!?\\n]{0,40}? (?:til|for|på) alle (?:\\p{L}+ )?(?:pasienter|kunder|klienter|medlemmer)",
      "alle (?:pasienters|kunders|klienters|medlemmers) (?:navn|fødselsdatoer|telefonnumre|adresser|opplysninger|journaler|røntgenbilder|fakturaer)",
      "hele (?:databasen|kontaktlisten|kunderegisteret|pasientregisteret)",
    ),
    act: `(?<!(?:jeg|vi|skal|vil) )(?:avlys|kanseller|flytt|book om|blokker|sperr|åpne|frigjør|book|bestill|sett|endre|marker|gi alle|gi hver|del ut|utsted|slett)${E}`,
    bulk: alt(
      `(?:alle|hver|samtlige|de gjenværende)(?: (?!(?:dine|deres|mine)${E})[\\p{L}.-]+){0,2}? (?:avtaler|avtale|timer|time|bookinger|booking|reservasjoner|plasser|stoler|behandlingsstoler|behandlinger|konsultasjoner)`,
      "hele (?:kalenderen|timeboka|timeboken|timeplanen)",
      "(?:prisen|prisene) (?:på|for) alle (?:\\p{L}+ )?(?:tjenester|produkter|behandlinger)",
      "alle priser",
      "(?:fakturaer|fakturaen|depositum|depositumet|forskudd|forskuddet|betalinger|betalingene) (?:\\p{L}+ ){0,2}?som (?:betalt|betalte|mottatt|mottatte)",
      "(?:pasienter|pasient|kunder|kunde|klienter|medlemmer)(?: \\p{L}+){0,2}? (?:et |en )?(?:100 ?%|gratis)[ -]?(?:\\p{L}+ )?(?:gavekort|rabattkode|kode|kupong|voucher)",
    ),
  },
  bg: {
    send: `(?:изпрати|изпратете|препрати|препратете|експортирай|експортирайте|сподели|споделете|качи|качете|прати|пратете)${E}`,
    people: alt(
      "(?:списък|списъка|базата|базата данни|регистъра|картотеката)(?: с| на)? (?:всички )?(?:пациенти|пациентите|клиенти|клиентите|членове|членовете)",
      "(?:имената|датите на раждане|рождените дати|телефонните номера|телефоните|адресите|данните|картоните|досиетата|рентгеновите снимки|фактурите)[^.!?\\n]{0,40}? (?:на )?всички (?:\\p{L}+ )?(?:пациенти|клиенти|членове)",
      "цялата (?:база(?: данни)?|клиентска база|база с контакти)",
    ),
    act: `(?:отмени|отменете|премести|преместете|пренасрочи|пренасрочете|отложи|отложете|блокирай|блокирайте|отвори|отворете|освободи|освободете|резервирай|резервирайте|запази|запазете|задай|задайте|сложи|сложете|промени|променете|маркирай|маркирайте|отбележи|отбележете|дай|дайте|издай|издайте|изтрий|изтрийте)${E}`,
    bulk: alt(
      `(?:всички|всеки|всяка|останалите|свободните)(?: (?!(?:моите|вашите|твоите)${E})[\\p{L}.-]+){0,2}? (?:часове|часа|записвания|резервации|слотове|кресла|столове|сесии|посещения|прегледи)`,
      "(?:целия|целият) (?:календар|график)",
      "(?:цената|цените) на (?:всички|всичките) (?:\\p{L}+ )?(?:услуги|продукти|процедури)",
      "всички цени",
      "(?:фактурите|фактурата|депозитите|депозита|капарото|авансите|аванса|плащанията) (?:\\p{L}+ ){0,2}?(?:като|за) (?:платен\\p{L}*|получен\\p{L}*)",
      "(?:на всеки|на всички) (?:\\p{L}+ )?(?:пациент|пациенти|клиент|клиенти|членове)(?: \\p{L}+){0,3}? (?:(?:100 ?%|100-процентов\\p{L}*|безплатн\\p{L}*) (?:\\p{L}+ )?(?:ваучер|купон|код)\\p{L}*|(?:ваучер|купон|код)\\p{L}*(?: \\p{L}+){0,2}? (?:за |от )?100 ?%)",
    ),
  },
  sh: {
    send: serbian(
      `(?:pošalji|pošaljite|proslijedi|proslijedite|prosledi|prosledite|izvezi|izvezite|podijeli|podijelite|podeli|podelite|učitaj|učitajte|dostavi|dostavite)${E}`,
    ),
    people: serbian(
      alt(
        "(?:popis|listu|spisak|bazu|bazu podataka|registar|kartoteku) (?:svih )?(?:pacijenata|klijenata|kupaca|članova|mušterija)",
        "(?:imena|datume rođenja|datumi rođenja|brojeve telefona|telefone|adrese|podatke|kartone|rendgenske snimke|snimke|račune|fakture)[^.!?\\n]{0,40}? svih (?:\\p{L}+ )?(?:pacijenata|klijenata|kupaca|članova)",
        "(?:cijelu|celu) (?:bazu|bazu podataka|kartoteku)",
      ),
    ),
    act: serbian(
      `(?:otkaži|otkažite|premjesti|premjestite|premesti|premestite|pomjeri|pomjerite|pomeri|pomerite|odgodi|odgodite|blokiraj|blokirajte|otvori|otvorite|oslobodi|oslobodite|rezerviraj|rezervirajte|rezerviši|rezervišite|postavi|postavite|stavi|stavite|promijeni|promijenite|promeni|promenite|označi|označite|daj|dajte|izdaj|izdajte|obriši|obrišite)${E}`,
    ),
    bulk: serbian(
      alt(
        `(?:sve|svaki|svaku|preostale|slobodne)(?: (?!(?:moje|vaše|tvoje)${E})[\\p{L}.-]+){0,2}? (?:termine|termini|narudžbe|rezervacije|slotove|stolice|fotelje|tretmane|preglede|sastanke)`,
        "(?:cijeli|ceo|čitav) (?:kalendar|raspored)",
        "(?:cijenu|cijene|cenu|cene) (?:svih|za sve) (?:\\p{L}+ )?(?:usluga|usluge|proizvoda|tretmana)",
        "sve (?:cijene|cene)",
        "(?:račune|račun|fakture|akontacije|akontaciju|depozit|depozite|uplate) (?:\\p{L}+ ){0,2}?kao (?:plaćen\\p{L}*|primljen\\p{L}*|uplaćen\\p{L}*)",
        "(?:svakom|svim) (?:\\p{L}+ )?(?:pacijentu|pacijentima|klijentu|klijentima|kupcu|kupcima|članovima)(?: \\p{L}+){0,3}? (?:(?:100 ?%|100-postotn\\p{L}*|besplatn\\p{L}*)(?: \\p{L}+)? (?:vaučer|bon|kupon|kod)\\p{L}*|(?:vaučer|bon|kupon|kod)\\p{L}*(?: \\p{L}+){0,2}? (?:od )?100 ?%)",
      ),
    ),
  },
  sk: {
    send: unmarked(
      `(?:pošli|pošlite|poslať|zašli|zašlite|prepošli|prepošlite|exportuj|exportujte|vyexportujte|zdieľaj|zdieľajte|nahraj|nahrajte|odošli|odošlite|odovzdajte)${E}`,
    ),
    people: unmarked(
      alt(
        "(?:zoznam|databázu|databázy|kartotéku|register|prehľad) (?:všetkých )?(?:pacientov|klientov|zákazníkov|členov)",
        "(?:mená|dátumy narodenia|telefónne čísla|telefóny|adresy|e-?maily|údaje|karty|dokumentáciu|röntgenové snímky|snímky|faktúry)[^.!?\\n]{0,40}? všetkých (?:\\p{L}+ )?(?:pacientov|klientov|zákazníkov|členov)",
        "celú (?:databázu|kartotéku|adresár)",
      ),
    ),
    act: unmarked(
      `(?:zruš|zrušte|zrušiť|presuň|presuňte|presunúť|preplánuj|preplánujte|zablokuj|zablokujte|otvor|otvorte|uvoľni|uvoľnite|zarezervuj|zarezervujte|rezervujte|nastav|nastavte|zmeň|zmeňte|označ|označte|daj|dajte|vystav|vystavte|udeľte|vymaž|vymažte)${E}`,
    ),
    bulk: unmarked(
      alt(
        `(?:všetky|každý|každú|zostávajúce|voľné)(?: (?!(?:moje|vaše|tvoje)${E})[\\p{L}.-]+){0,2}? (?:termíny|termín|objednávky|rezervácie|sloty|miesta|kreslá|ošetrenia|stretnutia|návštevy)`,
        "celý (?:kalendár|rozvrh|harmonogram)",
        "(?:ceny|cenu) všetkých (?:\\p{L}+ )?(?:služieb|produktov|ošetrení|výrobkov)",
        "všetky ceny",
        "(?:faktúry|faktúru|zálohy|zálohu|platby|kaucie) (?:\\p{L}+ ){0,2}?ako (?:zaplaten\\p{L}*|uhraden\\p{L}*|prijat\\p{L}*)",
        "(?:každému|všetkým) (?:\\p{L}+ )?(?:pacientovi|pacientom|klientovi|klientom|zákazníkovi|zákazníkom|členom)(?: \\p{L}+){0,3}? (?:(?:100 ?%|100-percentn\\p{L}*|bezplatn\\p{L}*)(?: \\p{L}+)? (?:voucher|poukaz|kód|kupón|zľavu)|(?:voucher|poukaz|kód|kupón|zľav)\\p{L}*(?: \\p{L}+){0,2}? (?:100 ?%|zadarmo))",
      ),
    ),
  },
  sl: {
    send: unmarked(
      `(?:pošlji|pošljite|posreduj|posredujte|izvozi|izvozite|deli|delite|naloži|naložite|prenesi|prenesite)${E}`,
    ),
    people: unmarked(
      alt(
        "(?:seznam|bazo|bazo podatkov|register|kartoteko) (?:vseh )?(?:pacientov|bolnikov|strank|kupcev|članov)",
        "(?:imena|datume rojstva|telefonske številke|telefone|naslove|podatke|kartoteke|rentgenske posnetke|posnetke|račune)[^.!?\\n]{0,40}? vseh (?:\\p{L}+ )?(?:pacientov|bolnikov|strank|kupcev|članov)",
        "celotno (?:bazo|bazo podatkov|kartoteko)",
      ),
    ),
    act: unmarked(
      `(?:prekliči|prekličite|odpovej|odpovejte|premakni|premaknite|prestavi|prestavite|blokiraj|blokirajte|odpri|odprite|sprosti|sprostite|rezerviraj|rezervirajte|nastavi|nastavite|spremeni|spremenite|označi|označite|daj|dajte|izdaj|izdajte|izbriši|izbrišite)${E}`,
    ),
    bulk: unmarked(
      alt(
        `(?:vse|vsak|vsako|preostale|proste)(?: (?!(?:moje|vaše|tvoje)${E})[\\p{L}.-]+){0,2}? (?:termine|termini|rezervacije|naročila|slote|stole|fotelje|obravnave|preglede|sestanke)`,
        "(?:celoten|cel) (?:koledar|urnik)",
        "(?:ceno|cene) vseh (?:\\p{L}+ )?(?:storitev|izdelkov|obravnav)",
        "vse cene",
        "(?:račune|račun|predplačila|predplačilo|akontacije|plačila) (?:\\p{L}+ ){0,2}?kot (?:plačan\\p{L}*|prejet\\p{L}*)",
        "(?:vsakemu|vsem) (?:\\p{L}+ )?(?:pacientu|pacientom|stranki|strankam|kupcu|kupcem|članom)(?: \\p{L}+){0,3}? (?:(?:100 ?%|100-odstotn\\p{L}*|brezplačn\\p{L}*)(?: \\p{L}+)? (?:bon|kupon|kodo|vavčer|voucher)|(?:bon|kupon|kodo|vavčer|voucher)\\p{L}*(?: \\p{L}+){0,2}? (?:za )?100 ?%)",
      ),
    ),
  },
  lt: {
    send: unmarked(
      `(?:atsiųsk|atsiųskite|siųsk|siųskite|nusiųsk|nusiųskite|persiųsk|persiųskite|eksportuok|eksportuokite|pasidalink|pasidalinkite|įkelk|įkelkite|perduokite)${E}`,
    ),
    people: unmarked(
      alt(
        "visų (?:\\p{L}+ )?(?:pacientų|klientų|narių|lankytojų) (?:sąrašą|sąrašas|vardus|vardus ir pavardes|gimimo datas|telefono numerius|telefonų numerius|adresus|duomenis|korteles|įrašus|rentgeno nuotraukas|sąskaitas)",
        "(?:pacientų|klientų|narių) (?:sąrašą|duomenų bazę|bazę|registrą)",
        "visą (?:duomenų bazę|bazę|kontaktų sąrašą)",
      ),
    ),
    act: unmarked(
      `(?:atšaukite|atšauk|perkelkite|perkelk|atidėkite|atidėk|užblokuokite|užblokuok|blokuokite|atidarykite|atidaryk|atlaisvinkite|atlaisvink|rezervuokite|rezervuok|nustatykite|nustatyk|pakeiskite|pakeisk|pažymėkite|pažymėk|duokite|duok|suteikite|suteik|išduokite|išduok|ištrinkite|ištrink)${E}`,
    ),
    bulk: unmarked(
      alt(
        `(?:visus|visas|kiekvieną|likusius|likusias|laisvus|laisvas)(?: (?!(?:mano|jūsų)${E})[\\p{L}.-]+){0,2}? (?:vizitus|apsilankymus|rezervacijas|registracijas|laikus|langelius|kėdes|procedūras|susitikimus)`,
        "visą (?:kalendorių|tvarkaraštį|grafiką)",
        "visų (?:\\p{L}+ )?(?:paslaugų|produktų|procedūrų) (?:kainą|kainas)",
        "visas kainas",
        "(?:sąskaitas|sąskaitą|avansus|avansą|depozitus|depozitą|mokėjimus|užstatą) (?:\\p{L}+ ){0,2}?kaip (?:apmokėt\\p{L}*|sumokėt\\p{L}*|gaut\\p{L}*)",
        "(?:kiekvienam|visiems) (?:\\p{L}+ )?(?:pacientui|pacientams|klientui|klientams|nariams)(?: \\p{L}+){0,3}? (?:(?:100 ?%|100 procentų|nemokam\\p{L}*)(?: \\p{L}+)? (?:kuponą|kodą|čekį|dovanų čekį|nuolaidą|voucher\\p{L}*)|(?:kupon|kod|čekį|nuolaid)\\p{L}*(?: \\p{L}+){0,2}? 100 ?%)",
      ),
    ),
  },
  lv: {
    send: unmarked(
      `(?:nosūtiet|nosūti|sūtiet|sūti|pārsūtiet|pārsūti|eksportējiet|eksportē|kopīgojiet|kopīgo|augšupielādējiet|augšupielādē|iesūtiet|iesūti)${E}`,
    ),
    people: unmarked(
      alt(
        "visu (?:\\p{L}+ )?(?:pacientu|klientu|biedru|apmeklētāju) (?:sarakstu|sarakstus|vārdus|vārdus un uzvārdus|dzimšanas datus|tālruņa numurus|adreses|datus|kartes|ierakstus|rentgena uzņēmumus|rēķinus)",
        "(?:pacientu|klientu|biedru) (?:sarakstu|datubāzi|reģistru)",
        "visu (?:datubāzi|kontaktu sarakstu)",
      ),
    ),
    act: unmarked(
      `(?:atceliet|atcel|pārceliet|pārcel|bloķējiet|bloķē|atveriet|atver|atbrīvojiet|atbrīvo|rezervējiet|rezervē|iestatiet|iestati|nomainiet|nomaini|mainiet|atzīmējiet|atzīmē|dodiet|dod|piešķiriet|piešķir|izsniedziet|izsniedz|dzēsiet|dzēs)${E}`,
    ),
    bulk: unmarked(
      alt(
        `(?:visus|visas|katru|atlikušos|atlikušās|brīvos|brīvās)(?: (?!(?:manus|manas|jūsu)${E})[\\p{L}.-]+){0,2}? (?:pierakstus|vizītes|apmeklējumus|rezervācijas|laikus|slotus|krēslus|procedūras|tikšanās)`,
        "visu (?:kalendāru|grafiku)",
        "visu (?:\\p{L}+ )?(?:pakalpojumu|produktu|procedūru) (?:cenu|cenas)",
        "visas cenas",
        "(?:rēķinus|rēķinu|avansus|avansu|depozītus|depozītu|maksājumus|drošības naudu) (?:\\p{L}+ ){0,2}?kā (?:apmaksāt\\p{L}*|samaksāt\\p{L}*|saņemt\\p{L}*)",
        "(?:katram|visiem) (?:\\p{L}+ )?(?:pacientam|pacientiem|klientam|klientiem|biedriem)(?: \\p{L}+){0,3}? (?:(?:100 ?%|bezmaksas)(?: \\p{L}+)? (?:kuponu|kodu|dāvanu karti|atlaidi|vaučeru)|(?:kupon|kod|atlaid|vaučer)\\p{L}*(?: \\p{L}+){0,2}? 100 ?%)",
      ),
    ),
  },
  et: {
    send: unmarked(
      `(?:saatke|saadaksite|saada|edastage|edasta|eksportige|ekspordi|jagage|jaga|laadige üles|laadi üles)${E}`,
    ),
    people: unmarked(
      alt(
        "(?:kõigi|kõikide) (?:\\p{L}+ )?(?:patsientide|klientide|liikmete) (?:nimekiri|nimekirja|nimed|sünnikuupäevad|telefoninumbrid|aadressid|andmed|kaardid|haiguslood|röntgenpildid|arved)",
        "(?:patsientide|klientide|liikmete) (?:täielik )?(?:nimekiri|nimekirja|andmebaas|andmebaasi|register|registri)",
        "kogu (?:andmebaas|andmebaasi|kontaktide nimekiri)",
      ),
    ),
    act: unmarked(
      `(?:tühistage|tühista|lükake edasi|lükka edasi|viige üle|vii üle|blokeerige|blokeeri|sulgege|sulge|avage|ava|vabastage|vabasta|broneerige|broneeri|määrake|määra|muutke|muuda|märkige|märgi|andke|anna|väljastage|väljasta|kustutage|kustuta)${E}`,
    ),
    bulk: unmarked(
      alt(
        `(?:kõik|iga|ülejäänud|vabad)(?: (?!(?:minu|teie)${E})[\\p{L}.-]+){0,2}? (?:ajad|vastuvõtuajad|broneeringud|broneeringu|aegu|ajaslotid|toolid|ravitoolid|visiidid|kohtumised)`,
        "kogu (?:kalender|kalendri|ajakava)",
        "kõigi (?:\\p{L}+ )?(?:teenuste|toodete|protseduuride) (?:hind|hinnad|hinna)",
        "kõik hinnad",
        "(?:arved|arve|ettemaksed|ettemaksu|deposiidid|tagatisraha|maksed)(?: \\p{L}+){0,2}? (?:makstuks|tasutuks|laekunuks|saaduks)",
        "(?:igale|kõigile) (?:\\p{L}+ )?(?:patsiendile|patsientidele|kliendile|klientidele|liikmetele)(?: \\p{L}+){0,2}? (?:100 ?%|100-protsendiline|tasuta)(?: \\p{L}+)? (?:kinkekaart|kinkekaardi|kupong|kupongi|kood|koodi|voucher)",
      ),
    ),
  },
  ca: {
    send: `(?:envia|envieu|enviar|reenvia|reenvieu|exporta|exporteu|exportar|comparteix|compartiu|compartir|puja|pugeu|pujar|tramet|trameteu)(?:-me|-nos)?${E}`,
    people: alt(
      "(?:la )?(?:llista|base de dades|fitxer|registre|cartera)(?: completa| sencera| actual)? (?:de |dels |de tots els |de totes les )(?:pacients|clients|socis|membres)",
      "(?:noms|dates de naixement|telèfons|números de telèfon|adreces|correus|dades|historials|expedients|radiografies|factures)[^.!?\\n]{0,40}? de (?:tots els|totes les) (?:\\p{L}+ )?(?:pacients|clients|socis|membres)",
      "tota la (?:base de dades|llista de contactes|cartera de clients)",
    ),
    act: `(?<!(?:jo|nosaltres|hem|han|es) )(?:cancel·la|cancel·leu|cancel·lar|anul·la|anul·leu|mou|moveu|moure|trasllada|traslladeu|reprograma|reprogrameu|ajorna|ajorneu|bloqueja|bloquegeu|obre|obriu|obrir|allibera|allibereu|reserva|reserveu|posa|poseu|fixa|fixeu|canvia|canvieu|marca|marqueu|esborra|esborreu|dona|doneu|atorga|atorgueu|emet|emeteu|regala|regaleu)${E}`,
    bulk: alt(
      `(?:totes les|tots els|cada)(?: (?!(?:seves|meves|teves|seus|meus)${E})[\\p{L}.'-]+){0,2}? (?:cites|cita|reserves|hores|franges|horaris|cadires|butaques|sessions|visites)`,
      "(?:tota l'agenda|tot el calendari|l'agenda sencera|el calendari sencer)",
      "(?:el |els )?preus? de (?:tots els|totes les) (?:\\p{L}+ )?(?:serveis|productes|tractaments)",
      "tots els preus",
      "(?:factures|factura|senyals|dipòsits|bestretes|pagaments) (?:\\p{L}+ ){0,2}?com a (?:pagad\\p{L}*|pagat\\p{L}*|rebud\\p{L}*|rebut\\p{L}*|cobrad\\p{L}*|cobrat\\p{L}*)",
      "(?:cada|tots els|totes les) (?:\\p{L}+ )?(?:pacients?|clients?|socis?)(?: \\p{L}+){0,2}? (?:un |una )?(?:val|cupó|codi|bo|descompte)(?: \\p{L}+){0,3}? (?:del )?(?:100 ?%|gratis|gratuït)",
    ),
  },
  hy: {
    send: `(?:ուղարկեք|ուղարկիր|ուղարկել|փոխանցեք|փոխանցիր|արտահանեք|արտահանիր|կիսվեք|կիսվիր|վերբեռնեք|վերբեռնիր)${E}`,
    people: alt(
      "բոլոր (?:\\p{L}+ )?(?:պացիենտների|հիվանդների|հաճախորդների|անդամների) (?:ամբողջական )?(?:ցուցակը|ցանկը|անունները|ծննդյան ամսաթվերը|հեռախոսահամարները|հասցեները|տվյալները|քարտերը|գրառումները|ռենտգեն\\p{L}*|հաշիվները)",
      "(?:պացիենտների|հիվանդների|հաճախորդների|անդամների) (?:ամբողջական )?(?:ցուցակը|ցանկը|բազան|տվյալների բազան)",
      "ամբողջ (?:բազան|տվյալների բազան|կոնտակտների ցանկը)",
    ),
    act: `(?:չեղարկեք|չեղարկիր|տեղափոխեք|տեղափոխիր|հետաձգեք|հետաձգիր|արգելափակեք|արգելափակիր|բացեք|բացիր|ազատեք|ազատիր|ամրագրեք|ամրագրիր|սահմանեք|սահմանիր|դրեք|փոխեք|փոխիր|նշեք|նշիր|տվեք|տուր|տրամադրեք|ջնջեք|ջնջիր)${E}`,
    bulk: alt(
      `(?:բոլոր|մնացած|ազատ)(?: (?!(?:իմ|ձեր)${E})\\p{L}+){0,2}? (?:այցելությունները|այցերը|ամրագրումները|ժամերը|պահերը|սլոթները|բազկաթոռները|աթոռները|նշանակումները|հանդիպումները)`,
      "ամբողջ (?:օրացույցը|ժամանակացույցը)",
      "բոլոր (?:\\p{L}+ )?(?:ծառայությունների|ապրանքների|պրոցեդուրաների) (?:գինը|գները)",
      "(?:հաշիվները|հաշիվը|կանխավճարները|կանխավճարը|ավանդները|վճարումները)(?: \\p{L}+){0,2}? (?:որպես )?(?:վճարված|ստացված)",
      "(?:յուրաքանչյուր|բոլոր) (?:\\p{L}+ )?(?:պացիենտի|պացիենտներին|հիվանդի|հիվանդներին|հաճախորդի|հաճախորդներին|անդամներին)(?: \\p{L}+){0,3}? (?:100 ?%|անվճար)(?: \\p{L}+)? (?:վաուչեր|կտրոն|կուպոն|կոդ)\\p{L}*",
    ),
  },
  az: {
    send: azerbaijani(
      asMet("az", `(?:göndərin|göndər|yollayın|yolla|ötürün|ötür|ixrac edin|paylaşın|paylaş|yükləyin|yüklə)${E}`),
    ),
    people: azerbaijani(
      asMet(
        "az",
        alt(
          "bütün (?:\\p{L}+ )?(?:pasiyentlərin|xəstələrin|müştərilərin|üzvlərin) (?:siyahısını|adlarını|doğum tarixlərini|telefon nömrələrini|ünvanlarını|məlumatlarını|qeydlərini|fayllarını|rentgen\\p{L}*|fakturalarını|hesab-fakturalarını)",
          "(?:pasiyent|xəstə|müştəri|üzv) (?:siyahısını|bazasını|məlumat bazasını)",
          "bütün (?:bazanı|məlumat bazasını|kontakt siyahısını)",
        ),
      ),
    ),
    act: azerbaijani(
      asMet(
        "az",
        `(?:ləğv edin|ləğv et|köçürün|köçür|təxirə salın|bloklayın|blokla|bağlayın|açın|boşaldın|rezerv edin|sifariş edin|təyin edin|qoyun|dəyişin|dəyiş|işarələyin|qeyd edin|verin|ver|buraxın|silin|sil)${E}`,
      ),
    ),
    bulk: azerbaijani(
      asMet(
        "az",
        alt(
          `(?:bütün|qalan|boş) (?:\\p{L}+ )?(?:görüşlərini|görüşləri|qəbullarını|qəbulları|randevularını|randevuları|rezervasiyaları|slotları|kresloları|stulları|seansları|vaxtları)${E}`,
          "bütün (?:təqvimi|cədvəli)",
          "bütün (?:\\p{L}+ )?(?:xidmətlərin|məhsulların|prosedurların) (?:qiymətini|qiymətlərini)",
          "(?:fakturaları|hesabları|avansları|depozitləri|ödənişləri)(?: \\p{L}+){0,2}? (?:ödənilmiş|alınmış) kimi",
          "(?:hər|bütün) (?:\\p{L}+ )?(?:pasiyentə|xəstəyə|müştəriyə|pasiyentlərə|xəstələrə|müştərilərə|üzvlərə)(?: \\p{L}+){0,2}? (?:100 ?%|%100|pulsuz)(?: \\p{L}+)? (?:vauçer|kupon|kod|hədiyyə kartı)",
        ),
      ),
    ),
  },
  kk: {
    send: `(?:жіберіңіз|жіберіңдер|жібер|жолдаңыз|жолда|қайта жіберіңіз|экспорттаңыз|бөлісіңіз|жүктеңіз|жүктеп жіберіңіз)${E}`,
    people: alt(
      "(?:барлық|бүкіл) (?:\\p{L}+ )?(?:пациенттердің|науқастардың|клиенттердің|тұтынушылардың|мүшелердің) (?:толық )?(?:тізімін|тізімі|аты-жөндерін|аттарын|туған күндерін|телефон нөмірлерін|мекенжайларын|деректерін|карталарын|жазбаларын|рентген\\p{L}*|шоттарын)",
      "(?:пациенттер|науқастар|клиенттер|мүшелер) (?:тізімін|тізімі|базасын|дерекқорын)",
      "(?:бүкіл|толық) (?:дерекқорды|базаны|контактілер тізімін)",
    ),
    act: `(?:болдырмаңыз|болдырма|тоқтатыңыз|ауыстырыңыз|ауыстыр|кейінге қалдырыңыз|бұғаттаңыз|жабыңыз|ашыңыз|босатыңыз|брондаңыз|белгілеңіз|қойыңыз|орнатыңыз|өзгертіңіз|өзгерт|белгі қойыңыз|беріңіз|бер|шығарыңыз|жойыңыз)${E}`,
    bulk: alt(
      "(?:барлық|қалған|бос) (?:\\p{L}+ )?(?:жазылуларды|жазылуларын|қабылдауларды|қабылдауларын|кездесулерді|кездесулерін|брондарды|брондарын|слоттарды|орындарды|креслоларды|уақыттарды|сеанстарды)",
      "(?:бүкіл|толық) (?:күнтізбені|кестені)",
      "барлық (?:\\p{L}+ )?(?:қызметтердің|өнімдердің|процедуралардың) (?:бағасын|бағаларын)",
      "(?:шоттарды|шот-фактураларды|алдын ала төлемдерді|депозиттерді|төлемдерді)(?: \\p{L}+){0,2}? (?:төленген|алынған) деп",
      "(?:әрбір|барлық) (?:\\p{L}+ )?(?:пациентке|науқасқа|клиентке|пациенттерге|науқастарға|клиенттерге|мүшелерге)(?: \\p{L}+){0,2}? (?:100 ?%|тегін)(?: \\p{L}+)? (?:ваучер|купон|код|промокод)\\p{L}*",
    ),
  },
  uz: {
    send: uzbek(`(?:yuboring|yubor|joʻnating|uzating|eksport qiling|ulashing|yuklang|yuklab qoʻying)${E}`),
    people: uzbek(
      alt(
        "(?:barcha|hamma) (?:\\p{L}+ )?(?:bemorlarning|mijozlarning|aʼzolarning) (?:toʻliq )?(?:roʻyxatini|ismlarini|tugʻilgan sanalarini|telefon raqamlarini|manzillarini|maʼlumotlarini|kartalarini|yozuvlarini|rentgen\\p{L}*|hisob-fakturalarini)",
        "(?:bemorlar|mijozlar) (?:roʻyxatini|bazasini)",
        "(?:butun|toʻliq) (?:bazani|maʼlumotlar bazasini)",
      ),
    ),
    act: uzbek(
      `(?:bekor qiling|bekor qil|koʻchiring|koʻchir|kechiktiring|bloklang|yoping|oching|boʻshating|band qiling|bron qiling|belgilang|oʻrnating|qoʻying|oʻzgartiring|belgi qoʻying|bering|ber|chiqaring|oʻchiring)${E}`,
    ),
    bulk: uzbek(
      alt(
        "(?:barcha|hamma|qolgan|boʻsh) (?:\\p{L}+ )?(?:qabullarni|qabullarini|uchrashuvlarni|uchrashuvlarini|yozilishlarni|bronlarni|bronlarini|slotlarni|oʻrinlarni|kreslolarni|vaqtlarni|seanslarni)",
        "(?:butun|toʻliq) (?:taqvimni|jadvalni|kalendarni)",
        "barcha (?:\\p{L}+ )?(?:xizmatlarning|mahsulotlarning|muolajalarning) (?:narxini|narxlarini)",
        "(?:hisob-fakturalarni|hisoblarni|avanslarni|depozitlarni|toʻlovlarni)(?: \\p{L}+){0,2}? (?:toʻlangan|olingan) deb",
        "(?:har bir|barcha) (?:\\p{L}+ )?(?:bemorga|mijozga|bemorlarga|mijozlarga|aʼzolarga)(?: \\p{L}+){0,2}? (?:100 ?%|bepul)(?: \\p{L}+)? (?:vaucher|kupon|kod|promokod)\\p{L}*",
      ),
    ),
  },
  mn: {
    send: `(?:илгээнэ үү|илгээгээрэй|илгээ|дамжуулна уу|дамжуул|экспортлоно уу|хуваалцана уу|байршуулна уу)${E}`,
    people: alt(
      "(?:бүх|бүхий л) (?:\\p{L}+ )?(?:өвчтөний|өвчтөнүүдийн|үйлчлүүлэгчдийн|үйлчлүүлэгчийн|харилцагчдын|гишүүдийн) (?:бүрэн )?(?:жагсаалт|жагсаалтыг|нэрс|нэрсийг|төрсөн огноо|утасны дугаар|хаяг|мэдээлэл|бүртгэл|карт|рентген\\p{L}*|нэхэмжлэх)",
      "(?:өвчтөний|өвчтөнүүдийн|үйлчлүүлэгчдийн|харилцагчдын) (?:бүрэн )?(?:жагсаалт|жагсаалтыг|мэдээллийн сан|бааз)",
      "(?:бүх|бүтэн) (?:мэдээллийн санг|баазыг)",
    ),
    act: `(?:цуцална уу|цуцлаарай|цуцал|шилжүүлнэ үү|шилжүүл|хойшлуулна уу|хаана уу|блоклоно уу|нээнэ үү|нээ|чөлөөлнө үү|захиална уу|захиал|тогтооно уу|тохируулна уу|өөрчилнө үү|өөрчил|тэмдэглэнэ үү|өгнө үү|олгоно уу|устгана уу)${E}`,
    bulk: alt(
      "(?:бүх|үлдсэн|сул) (?:\\p{L}+ )?(?:цагуудыг|цаг захиалгыг|захиалгуудыг|захиалгыг|үзлэгүүдийг|уулзалтуудыг|суудлуудыг|сандлуудыг|слотуудыг)",
      "(?:бүх|бүтэн) (?:хуанлийг|хуваарийг)",
      "бүх (?:\\p{L}+ )?(?:үйлчилгээний|бүтээгдэхүүний) (?:үнийг|үнэ)",
      "(?:нэхэмжлэхүүдийг|нэхэмжлэхийг|урьдчилгааг|барьцааг|төлбөрүүдийг)(?: \\p{L}+){0,2}? (?:төлөгдсөн|хүлээн авсан) гэж",
      "(?:өвчтөн бүрт|үйлчлүүлэгч бүрт|харилцагч бүрт|бүх өвчтөнд|бүх үйлчлүүлэгчдэд)(?: \\p{L}+){0,2}? (?:100 ?%|үнэгүй)(?: \\p{L}+)? (?:ваучер|купон|код)\\p{L}*",
    ),
  },
};

const concept = (build: (row: BulkRow, lang: Lang) => Array<string | undefined>): PhraseTable =>
  conceptTable(ROWS, build);

/** Languages whose object comes before the verb in a request (verb-final, and German and Dutch, whose infinitives
 * and separable verbs close the clause: "bitte alle Termine absagen"): both orders, a wider gap. Elsewhere the verb
 * leads ("cancel all appointments"), and the object may come first only within a shorter reach ("the patient list:
 * export it"). */
const VERB_FINAL: ReadonlySet<Lang> = languagesWith(VERB_FINAL_LANGUAGES, { with: ["de", "nl", "yo"] });

/** A verb near its object: both orders, 60 characters in verb-final languages, 40 elsewhere (16 in the dense
 * scripts, 30 in Japanese, whose address or date sits between the object and the verb). */
const pair = (lang: Lang, verb: string, object: string) => {
  const spaced = VERB_FINAL.has(lang) ? 60 : 40;
  const n = lang === "ja" ? 30 : gap(lang, spaced);
  return either(wordStart(lang, verb), wordStart(lang, object), n);
};

/** 1. The organisation's people sent out as a whole (→ ACTION_SENSITIVE). */
export const BULK_RECORDS_OUT: PhraseTable = concept((row, lang) => [pair(lang, row.send, row.people)]);

/** 2. Acts on the whole calendar, every price, every invoice or every customer at once (→ ACTION_GENERIC). */
export const BULK_DESK_ACTS: PhraseTable = concept((row, lang) => [pair(lang, row.act, row.bulk)]);

/** The rows by language, for the test that every language has each concept. */
export const BULK_ROWS: Readonly<Partial<Record<Lang, Readonly<BulkRow>>>> = ROWS;

/** Every bulk concept, for the tests. */
export const BULK_CONCEPTS = { BULK_RECORDS_OUT, BULK_DESK_ACTS } as const;
