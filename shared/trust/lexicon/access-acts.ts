// Physical access handed out, translated systematically: one table per language row, in the 75 languages of
// lexicon/agent-cues.ts, merged into ACTION_SENSITIVE.
//
// An injection in the inbox of a garage, a contractor's site office, a property manager or a key-holding service asks
// for what lets a stranger in or lets goods out, which no customer asks a business for:
// 1. A request verb that sends or tells (send, share, give, tell, text, forward; imperative, polite, infinitive after
//    "please" / "I need you to") near a PHYSICAL access secret: an alarm code, a door-entry, gate or garage-door code,
//    a key-safe or lockbox code, a car's key code, immobiliser PIN or transponder code, a padlock or container
//    combination, where the spare key is kept. "My alarm code changed, please note it", "the code is with Maria",
//    "the technician needs the door code" have no such request verb.
// 2. A release verb (hand over, release, give out, let collect) near the bearer ("the person who shows / brings this
//    message", "whoever comes") or near the usual check waived ("without papers / ID / payment", "no paperwork
//    needed"). "Hand over the keys at reception", "the car can be collected from 16:00", "our driver will collect the
//    pallet with the delivery note" name neither; "we cannot release the car without payment" is negated (the main
//    languages' release verbs refuse a negation or a first-person subject before them).
//
// Every row is one concept in one language, written from the concept (a verb family near an object family, bounded
// gaps), not from any message. The send verbs are the bulk-act rows' (lexicon/bulk-acts.ts: send, forward, share,
// export) with this concept's own added (tell, give, text). Conventions are those of agent-cues.ts and
// reader-cues.ts: lowercase sources, NFKC-normalised as the text is, no word guards in UNSPACED scripts, a word-start
// guard on the second half of a pair elsewhere, Latin-script rows that mail writes without diacritics through
// `unmarked`, `romanian`, `serbian`, `azerbaijani` and `uzbek`; Turkish and Azerbaijani "ı" written "[ıi]".
// Performance: every entry starts with a literal the screen can place (a verb, an access noun or a bearer phrase),
// gaps are bounded (≤ 60).
import { BULK_ROWS } from "./bulk-acts.js";
import {
  alt,
  asMet,
  azerbaijani,
  conceptTable,
  DENSE,
  E,
  EM,
  gap,
  hausa,
  type Lang,
  languagesWith,
  near,
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
export interface AccessRow {
  /** Send verbs of this concept beside the bulk-act rows' (tell, give, text, let know); or, with `ownSend`, all of
   * them. */
  tell: string;
  /** The send verbs replace the bulk-act rows' (a language whose rows need a subject or negation guard). */
  ownSend?: boolean;
  /** A physical access secret: alarm, door-entry, gate, garage-door, key-safe / lockbox code; a car's key code,
   * immobiliser PIN, transponder code; a padlock or container combination; where the spare key is. */
  code: string;
  /** Release verbs: hand over, release, give (out), let collect (imperative, polite, infinitive request forms). */
  release: string;
  /** The bearer: the person who shows / brings / presents this message, whoever comes. */
  bearer: string;
  /** The check waived: without papers, documents, ID, payment, the invoice paid; no paperwork needed. */
  nocheck: string;
}

const ROWS: Partial<Record<Lang, AccessRow>> = {
  en: {
    ownSend: true,
    tell: `(?<!(?:i|we|i'll|we'll|i will|we will|they|not|never|don't|do not) )(?:send|text|sms|whatsapp|tell|give|share|forward|pass on|provide|(?:e-?mail|message) (?:me|us|him|her|them|it)|write down|let (?:me|us|him|her|them) (?:know|have))${E}`,
    code: alt(
      "(?:burglar |house |shop |office )?alarm (?:code|pin|disarm code|number)s?",
      "(?:front |back |main |side )?(?:door|door-entry|door entry|entry|entrance|gate|garage|garage door|garage-door|keypad|building|intercom|key ?safe|key-safe|key ?box|key-box|lock ?box|lock-box|padlock|container|site|shed|storage unit) (?:code|pin|combination|combo|number)s?",
      "(?:immobili[sz]er|transponder|key) (?:pin|code)s?",
      "(?:code|pin|combination|combo) (?:for|of|to|on) the (?:alarm|door|front door|gate|garage|key ?safe|lock ?box|key ?box|padlock|container|site|building|immobili[sz]er|car)",
      "where the spare keys? (?:is|are)",
      "(?:location|hiding place) of the spare keys?",
    ),
    release: `(?<!(?:i|we|they|not|never|cannot|can't|can’t|won't|don't|do not|only) )(?:hand over|hand|release|give out|give|pass|handover|let (?:him|her|them|the driver|the courier) (?:collect|take|pick up|have|drive off with)|allow (?:him|her|them) to (?:collect|take|pick up))${E}`,
    bearer: alt(
      "(?:the )?(?:person|man|woman|driver|courier|guy|one|bearer|someone|anyone|whoever)(?: who| that)? (?:shows|presents|brings|has|holds|produces|quotes|hands you) (?:you )?(?:this|the|my) (?:message|e-?mail|mail|text|sms|note|letter|code|screenshot)",
      "(?:whoever|anyone who|anybody who|whomever) (?:comes|turns up|shows up|arrives|asks|collects|calls in)",
      "the bearer of this (?:message|e-?mail|note|letter)",
    ),
    nocheck: alt(
      "without (?:any |an |the )?(?:papers|paperwork|documents|documentation|id|identification|checks?|checking|verification|payment|paying|invoice|invoice being paid|signature|delivery note)",
      "no (?:paperwork|papers|documents|id|identification|checks?|payment|signature)s? (?:is |are )?(?:needed|required|necessary)",
      "no need (?:for|to check) (?:any )?(?:id|paperwork|papers|documents|payment)",
    ),
  },
  de: {
    tell: `(?:nenne|nennen sie|nennt|sag|sage|sagen sie|sagt|gib|geben sie|gebt|teilen sie|teile|texte|simse)${E}`,
    code: alt(
      "(?:alarm|alarmanlagen|tür|haustür|eingangs|tor|hoftor|garagentor|garagen|schlüsseltresor|schlüsselsafe|schlüsselbox|schlüsselkasten|tastenfeld|klingel|wegfahrsperren|transponder|schlüssel|vorhängeschloss|schloss|container|baustellen|baucontainer)[- ]?(?:code|pin|kombination|zahlenkombination|nummer)s?",
      "(?:code|pin|kombination|zahlenkombination) (?:für|vom|von der|von dem|des|der|zum|zur|am) (?:\\p{L}+ )?(?:alarm|tür|haustür|tor|garage|schlüsseltresor|schlüsselsafe|schlüsselbox|schlüsselkasten|wegfahrsperre|vorhängeschloss|schloss|container)\\p{L}*",
      "wo (?:der|die) ersatzschlüssel",
      "(?:versteck|ort) (?:des|der) ersatzschlüssel\\p{L}*",
    ),
    release: `(?<!(?:nicht|nie|niemals|wir|ich|nur) )(?:übergib|übergeben sie|übergebt|übergeben|aushändigen|händige|händigen sie|geben sie|herausgeben|herausgabe|rausgeben|freigeben|gib frei|geben sie frei|mitgeben|mitnehmen lassen|abholen lassen|lass|lassen sie)${E}`,
    bearer: alt(
      "(?:person|fahrer|fahrerin|boten|bote|kurier|abholer|demjenigen|derjenigen|jemandem|jedem),? (?:die|der|welche|welcher) (?:ihnen |dir )?(?:diese|die|dieses|den|meine) (?:nachricht|e-?mail|mail|sms|mitteilung|notiz|schreiben|code)",
      "(?:die|der) (?:ihnen |dir |euch )?(?:diese|dieses) (?:nachricht|e-?mail|mail|sms|mitteilung|notiz|schreiben) (?:vorzeigt|zeigt|vorlegt|mitbringt|bringt)",
      "überbringer(?:in)? (?:dieser|dieses|der) (?:nachricht|e-?mail|mail|schreibens|notiz)",
      "(?:wer auch immer|jedem, der|jeder, der|jedem der) (?:kommt|vorbeikommt|erscheint|abholt|fragt)",
    ),
    nocheck: alt(
      "ohne (?:\\p{L}+ )?(?:papiere|unterlagen|dokumente|ausweis|ausweiskontrolle|kontrolle|prüfung|zahlung|bezahlung|rechnung|unterschrift|lieferschein|nachweis|papierkram)",
      "(?:kein|keine|keinen) (?:ausweis|papiere|unterlagen|dokumente|zahlung|unterschrift|lieferschein|papierkram)(?: \\p{L}+)? (?:nötig|notwendig|erforderlich)",
    ),
  },
  fr: {
    tell: `(?:donne[sz]?|donnez|donner|dis|dites|indique[sz]?|indiquez|communique[sz]?|communiquez|textote|textotez|transmets|transmettez|transmettre)(?:-moi|-nous|-lui)?${E}`,
    code: alt(
      "(?:le |les )?codes? (?:de l'|de la |du |des |d')(?:alarme|porte|portail|portillon|entrée|immeuble|interphone|digicode|garage|porte de garage|boîte à clés|boite a cles|boîte à clé|coffre à clés|coffre à clé|cadenas|conteneur|chantier|antidémarrage|anti-démarrage|transpondeur|clé|clef)",
      "digicode",
      "(?:la )?combinaison (?:du |de la |des )(?:cadenas|coffre|boîte|boite|conteneur)",
      "(?:le )?(?:pin|code pin) (?:de l'|du )(?:antidémarrage|anti-démarrage|immobiliseur|transpondeur)",
      "où (?:est|se trouve|sont) (?:cachée?s? )?(?:la |le |les )?(?:double|doubles|clé de secours|clef de secours|clés de secours)",
    ),
    release: `(?<!(?:ne|n'|pas|jamais|nous|je|on) )(?:remets|remettez|remettre|rends|rendez|livre[sz]?|livrez|livrer|donne[sz]?|donnez|donner|confie[sz]?|confiez|confier|laisse[sz]?|laissez|laisser partir|libère[sz]?|libérez|libérer)${E}`,
    bearer: alt(
      "(?:la |à la )?(?:personne|chauffeur|coursier|livreur|porteur)(?: qui (?:vous )?(?:présente|montre|présentera|montrera|apporte|apportera) (?:ce|cet|le|mon) (?:message|mail|e-?mail|sms|courriel|code|mot))",
      "(?:au )?porteur (?:de ce|du présent) (?:message|mail|courriel|mot)",
      "(?:quiconque|n'importe qui|celui qui|celle qui) (?:se présente|vient|passe|viendra|le demande)",
    ),
    nocheck: alt(
      "sans (?:aucun |aucune |les |la |le |de |d')?(?:papiers|documents|pièce d'identité|pièce d’identité|carte d'identité|identité|vérification|contrôle|paiement|payer|facture|signature|bon de livraison|justificatif)",
      "pas (?:besoin )?de (?:papiers|documents|pièce d'identité|paiement|signature|justificatif)(?: nécessaires?)?",
    ),
  },
  es: {
    tell: `(?:dame|denme|deme|dale|dile|dígame|digame|dime|díganme|pásame|pasame|páseme|indica|indique|indícame|facilítame|facilite|facilíteme|escríbeme|escribe|escriba)${E}`,
    code: alt(
      "(?:el |los )?códigos? (?:de la |del |de )(?:alarma|puerta|portal|portón|entrada|garaje|cochera|caja de llaves|cajetín|candado|contenedor|obra|inmovilizador|transpondedor|llave)",
      "(?:el )?(?:pin|número) (?:de la alarma|del inmovilizador|del transpondedor|de la llave)",
      "(?:la )?combinación (?:del |de la )(?:candado|caja|caja fuerte|contenedor)",
      "dónde (?:está|están|esta|estan|guardan|guardáis|dejan) (?:la |las )?(?:llaves? de repuesto|copia de la llave|otra llave)",
    ),
    release: `(?<!(?:no|nunca|jamás|nosotros|solo|sólo) )(?:entrega|entregue|entreguen|entregar|entrégale|entréguele|dale|dele|denle|suelta|libera|libere|liberar|deja|deje|dejar llevar|deja que (?:se lleve|retire|recoja)|permita que (?:retire|recoja|se lleve))${E}`,
    bearer: alt(
      "(?:la )?(?:persona|conductor|chófer|chofer|mensajero|repartidor|portador)(?: que (?:le |te )?(?:muestre|enseñe|presente|traiga|muestra|enseña|presenta|trae) (?:este|el|mi) (?:mensaje|correo|e-?mail|sms|código|whatsapp))",
      "(?:al )?portador (?:de este|del presente) (?:mensaje|correo|escrito)",
      "(?:quien|cualquiera que|quienquiera que|a quien) (?:venga|se presente|pase|llegue|lo pida)",
    ),
    nocheck: alt(
      "sin (?:ningún |ninguna |los |la |el )?(?:papeles|papeleo|documentos|documentación|dni|identificación|identificarse|comprobar|comprobación|verificación|pago|pagar|factura|firma|albarán|albaran)",
      "no (?:hace falta|hacen falta|se necesita|se necesitan|necesita) (?:\\p{L}+ )?(?:papeles|documentos|dni|identificación|pago|firma|albarán)",
    ),
  },
  it: {
    tell: `(?:dammi|dimmi|dite|dica|mi dica|dateci|datemi|mi dia|dia|comunica|comunichi|comunicate|comunicami|scrivimi|scrivi|scriva|indica|indichi|manda|girami|gira)${E}`,
    code: alt(
      "(?:il |i )?codic[ei] (?:dell'|della |del |dei |di )(?:allarme|antifurto|porta|portone|cancello|ingresso|citofono|garage|box|basculante|cassetta (?:delle |per le )?chiavi|cassaforte (?:delle |per )?chiavi|lucchetto|container|cantiere|immobilizzatore|transponder|chiave)",
      "(?:il )?pin (?:dell'|del )(?:allarme|antifurto|immobilizzatore|transponder)",
      "(?:la )?combinazione (?:del |della |dei )(?:lucchetto|cassetta|cassaforte|container|lucchetti)",
      "dove (?:è|e|si trova|sono|tenete|tiene) (?:la |le )?(?:chiave? di riserva|chiavi di scorta|chiave di scorta|copia della chiave|chiavi di riserva)",
    ),
    release: `(?<!(?:non|mai|noi|solo) )(?:consegna|consegni|consegnate|consegnare|consegnatelo|consegnatela|lascia|lasci|lasciate|rilascia|rilasci|rilasciate|affida|affidi|fate ritirare|fai ritirare|faccia ritirare)${E}`,
    bearer: alt(
      "(?:alla )?(?:persona|autista|corriere|fattorino|latore)(?: che (?:vi |ti |le )?(?:mostra|mostrerà|presenta|presenterà|porta|porterà|esibisce) (?:questo|il|questa|la|mio|mia) (?:messaggio|mail|e-?mail|sms|codice))",
      "(?:al )?latore (?:di questo|del presente) (?:messaggio|mail|biglietto)",
      "(?:chiunque|a chi) (?:venga|si presenti|passi|arrivi|lo chieda)",
    ),
    nocheck: alt(
      "senza (?:alcun |alcuna |i |la |il |le )?(?:documenti|documento|carte|carta d'identità|identificazione|verifica|verifiche|controllo|controlli|pagamento|pagare|fattura|firma|bolla|ddt)",
      "non (?:serve|servono|occorre|occorrono|c'è bisogno di) (?:\\p{L}+ )?(?:documenti|documento|pagamento|firma|bolla)",
    ),
  },
  pt: {
    tell: `(?:dá-me|da-me|dê-me|de-me|diga|diga-me|diz-me|fala|fale|informe|informa|indique|indica|passe|passa|passa-me|passe-me|escreva|escreve)${E}`,
    code: alt(
      "(?:o |os )?códigos? (?:do |da |de )(?:alarme|porta|portão|portao|entrada|prédio|predio|garagem|portão da garagem|cofre de chaves|caixa de chaves|cadeado|contentor|contêiner|obra|imobilizador|transponder|chave)",
      "(?:o )?(?:pin|número) (?:do alarme|do imobilizador|do transponder|da chave)",
      "(?:a )?combinação (?:do |da )(?:cadeado|cofre|caixa|contentor)",
      "onde (?:está|estão|esta|fica|ficam|guardam) (?:a |as )?(?:chaves? (?:de reserva|suplente)|cópia da chave|chave extra)",
    ),
    release: `(?<!(?:não|nao|nunca|nós|só|so) )(?:entregue|entrega|entreguem|entregar|libere|libera|liberar|liberte|deixe|deixa|deixar levar|deixe levar|deixe levantar|deixe retirar)${E}`,
    bearer: alt(
      "(?:à |a )?(?:pessoa|motorista|condutor|estafeta|entregador|portador)(?: que (?:lhe |te |vos )?(?:mostrar|apresentar|trouxer|mostre|apresente|traga) (?:esta|este|a|o|minha|meu) (?:mensagem|email|e-mail|sms|código))",
      "(?:ao )?portador (?:desta|da presente) (?:mensagem|carta)",
      "(?:quem|qualquer pessoa que) (?:vier|aparecer|chegar|pedir)",
    ),
    nocheck: alt(
      "sem (?:nenhum |nenhuma |os |a |o |qualquer )?(?:papéis|papeis|papelada|documentos|documento|identificação|bi|cartão de cidadão|verificação|controlo|controle|pagamento|pagar|fatura|factura|assinatura|guia)",
      "não (?:é preciso|precisa|são precisos|sao precisos|é necessário) (?:\\p{L}+ )?(?:papéis|documentos|identificação|pagamento|assinatura|guia)",
    ),
  },
  nl: {
    tell: `(?:geef|geeft|zeg|vertel|noem|app|sms|laat weten)${E}`,
    code: alt(
      "(?:alarm|deur|voordeur|toegangs|poort|hek|garage|garagedeur|sleutelkluis|sleutelkastje|sleutelbox|intercom|hangslot|container|bouwplaats|startonderbreker|transponder|sleutel)(?:code|pincode|pin|combinatie)s?",
      "(?:de )?(?:code|pincode|combinatie) (?:van|voor) (?:het |de )?(?:alarm|deur|voordeur|poort|hek|garage|garagedeur|sleutelkluis|sleutelkastje|hangslot|container|startonderbreker)",
      "waar (?:de |het )?reservesleutel",
    ),
    release: `(?<!(?:niet|nooit|wij|we|ik|alleen) )(?:overhandig|overhandigen|geef|geven|meegeven|geef mee|lever|leveren|lever af|afgeven|geef af|laat ophalen|laten ophalen|vrijgeven|geef vrij)${E}`,
    bearer: alt(
      "(?:de )?(?:persoon|chauffeur|koerier|bezorger|brenger)(?:,)? die (?:u |je |jou )?(?:dit|het|deze|mijn) (?:bericht|mail|e-?mail|sms|briefje|code)",
      "(?:wie er ook|iedereen die|degene die|wie) (?:komt|langskomt|zich meldt|ernaar vraagt)",
      "(?:aan )?(?:de )?toonder van (?:dit|deze) (?:bericht|mail|e-?mail)",
    ),
    nocheck: alt(
      "zonder (?:\\p{L}+ )?(?:papieren|papierwerk|documenten|identificatie|legitimatie|id|controle|betaling|te betalen|factuur|handtekening|vrachtbrief|pakbon)",
      "(?:geen|niet) (?:papieren|papierwerk|documenten|legitimatie|id|betaling|handtekening|pakbon) (?:nodig|vereist)",
    ),
  },
  sv: {
    tell: `(?:ge|ge mig|ge oss|berätta|säg|sms:a|smsa|messa|skriv)${E}`,
    code: unmarked(
      alt(
        "(?:larm|dörr|port|grind|entré|garage|garageport|nyckelskåp|nyckelbox|nyckelgömma|hänglås|container|porttelefon|startspärr|transponder|nyckel)(?:koden|kod|pinkoden|pinkod|kombinationen|kombination)",
        "(?:koden|kombinationen|pinkoden) (?:till|för) (?:larmet|dörren|porten|grinden|garaget|nyckelskåpet|nyckelboxen|hänglåset|containern|startspärren)",
        "var (?:reservnyckeln|extranyckeln|nyckeln) (?:finns|ligger|är gömd)",
      ),
    ),
    release: unmarked(
      `(?<!(?:inte|aldrig|vi|jag|bara) )(?:lämna ut|lämna över|lämna|överlämna|släpp|låt (?:honom|henne|dem|föraren|chauffören) (?:hämta|ta))${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:den |personen |föraren |chauffören |budet )?(?:som) (?:visar|uppvisar|kommer med|har) (?:detta|det här|mitt) (?:meddelande|mejl|mail|sms)",
        "(?:vem som helst som|den som|alla som) (?:kommer|dyker upp|hämtar|frågar)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "utan (?:\\p{L}+ )?(?:papper|dokument|legitimation|leg|id|kontroll|betalning|att betala|faktura|underskrift|följesedel)",
        "(?:ingen|inga) (?:papper|legitimation|leg|dokument|betalning|underskrift) (?:behövs|krävs)",
      ),
    ),
  },
  pl: {
    tell: unmarked(
      `(?:podaj|podajcie|podaj mi|proszę podać|prosze podac|daj|dajcie|powiedz|powiedzcie|napisz|napiszcie|przekaż|przekażcie|wyślij smsem)${E}`,
    ),
    code: unmarked(
      alt(
        "(?:kod|kody|pin|szyfr|kombinacj\\p{L}*) (?:do |od |z )?(?:alarmu|drzwi|bramy|furtki|wejścia|domofonu|garażu|bramy garażowej|sejfu na klucze|skrytki na klucze|skrzynki na klucze|kłódki|kontenera|budowy|immobilizera|immobilisera|transpondera|kluczyka|klucza)",
        "gdzie (?:jest|są|leży|leżą) (?:schowany |schowane )?(?:zapasowy klucz|zapasowe klucze|klucz zapasowy|klucze zapasowe)",
      ),
    ),
    release: unmarked(
      `(?<!(?:nie|nigdy|my|tylko) )(?:wydaj|wydajcie|proszę wydać|wydać|przekaż|przekażcie|przekazać|oddaj|oddajcie|oddać|daj|dajcie|pozwól (?:mu|jej|im) (?:odebrać|zabrać))${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:osobie|kierowcy|kurierowi|okazicielowi)(?:,)? (?:która|który|ktora|ktory) (?:pokaże|okaże|przyniesie|pokaze|okaze|przedstawi) (?:tę|te|ten|mój|moją) (?:wiadomość|wiadomosc|maila|e-?mail|sms|kod)",
        "okazicielowi (?:tej|tego) (?:wiadomości|wiadomosci|maila|e-?maila)",
        "(?:każdemu|komukolwiek|temu), (?:kto|który) (?:przyjdzie|się zgłosi|zapyta|przyjedzie)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "bez (?:\\p{L}+ )?(?:papierów|dokumentów|dowodu|dowodu osobistego|legitymowania|sprawdzania|weryfikacji|płatności|zapłaty|faktury|podpisu|wz|dokumentu)",
        "nie (?:są potrzebne|jest potrzebny|jest potrzebna|trzeba) (?:\\p{L}+ )?(?:dokumenty|dowód|płatność|podpis|papiery)",
      ),
    ),
  },
  ru: {
    tell: `(?:дай|дайте|скажи|скажите|сообщи|сообщите|напиши|напишите|продиктуй|продиктуйте|скинь|скиньте|назови|назовите)${E}`,
    code: alt(
      "(?:код|коды|пин|пин-код|pin|комбинаци\\p{L}*|пароль)(?:[- ]код)? (?:от |для |к |на )?(?:сигнализации|охраны|двери|домофона|подъезда|ворот|калитки|гаража|гаражных ворот|сейфа для ключей|ключницы|ключника|замка|навесного замка|контейнера|объекта|стройки|иммобилайзера|транспондера|ключа)",
      "(?:код|пин|pin|пин-код) (?:ключа|иммобилайзера|транспондера)",
      "(?:pin|пин|пин-код|код) иммобилайзера",
      "где (?:лежит|лежат|спрятан|спрятаны|хранится|хранятся) (?:запасн\\p{L}+ )?ключ\\p{L}*",
    ),
    release: `(?<!(?:не|никогда|мы|только) )(?:отдай|отдайте|отдать|выдай|выдайте|выдать|передай|передайте|передать|вручи|вручите|вручить|отпусти|отпустите|пусть (?:заберёт|заберет|забирает))${E}`,
    bearer: alt(
      "(?:человеку|лицу|водителю|курьеру|предъявителю|тому),? (?:который|которое|кто) (?:покажет|предъявит|принесёт|принесет|покажет вам) (?:это|этот|эту|моё|мое) (?:сообщение|письмо|смс|sms|код)",
      "предъявителю (?:этого|данного) (?:сообщения|письма)",
      "(?:любому|каждому|тому),? кто (?:придёт|придет|приедет|обратится|спросит)",
    ),
    nocheck: alt(
      "без (?:\\p{L}+ )?(?:документов|бумаг|паспорта|удостоверения|проверки|оплаты|счёта|счета|подписи|накладной|доверенности)",
      "(?:документы|паспорт|оплата|подпись|накладная|доверенность) не (?:нужны|нужен|нужна|требуются|требуется|обязательн\\p{L}*)",
    ),
  },
  uk: {
    tell: `(?:дай|дайте|скажи|скажіть|повідом|повідомте|напиши|напишіть|продиктуй|продиктуйте|назви|назвіть|скинь|скиньте)${E}`,
    code: alt(
      "(?:код|коди|пін|пін-код|pin|комбінаці\\p{L}*|пароль) (?:від |для |до )?(?:сигналізації|охорони|дверей|домофону|під'їзду|воріт|хвіртки|гаража|гаражних воріт|сейфа для ключів|ключниці|замка|навісного замка|контейнера|об'єкта|будови|іммобілайзера|транспондера|ключа)",
      "(?:pin|пін|пін-код|код) іммобілайзера",
      "де (?:лежить|лежать|схований|сховані|зберігається) (?:запасн\\p{L}+ )?ключ\\p{L}*",
    ),
    release: `(?<!(?:не|ніколи|ми|лише) )(?:віддай|віддайте|віддати|видай|видайте|видати|передай|передайте|передати|вручи|вручіть|відпусти|відпустіть|нехай забере)${E}`,
    bearer: alt(
      "(?:людині|особі|водієві|водію|кур'єру|пред'явнику|тому),? (?:яка|який|хто) (?:покаже|пред'явить|принесе) (?:це|цей|цю|моє) (?:повідомлення|лист|смс|sms|код)",
      "пред'явнику (?:цього|даного) (?:повідомлення|листа)",
      "(?:будь-кому|кожному|тому),? хто (?:прийде|приїде|звернеться|запитає)",
    ),
    nocheck: alt(
      "без (?:\\p{L}+ )?(?:документів|паперів|паспорта|посвідчення|перевірки|оплати|рахунку|підпису|накладної|довіреності)",
      "(?:документи|паспорт|оплата|підпис|накладна) не (?:потрібні|потрібен|потрібна|обов'язков\\p{L}*)",
    ),
  },
  sh: {
    tell: serbian(`(?:daj|dajte|reci|recite|javi|javite|napiši|napišite|dostavi|dostavite|pošalji poruku)${E}`),
    code: serbian(
      alt(
        "(?:kod|kodovi|šifr\\p{L}*|pin|kombinacij\\p{L}*) (?:za |od )?(?:alarm\\p{L}*|vrat\\p{L}*|ulaz\\p{L}*|interfon\\p{L}*|kapij\\p{L}*|garaž\\p{L}*|sef za ključeve|kutij\\p{L}* za ključeve|katanac|katanca|kontejner\\p{L}*|gradilišt\\p{L}*|imobilajzer\\p{L}*|transponder\\p{L}*|ključ\\p{L}*)",
        "gdje (?:je|su|stoji|stoje) (?:rezervni|rezervne) ključ\\p{L}*",
        "gde (?:je|su|stoji|stoje) (?:rezervni|rezervne) ključ\\p{L}*",
      ),
    ),
    release: serbian(
      `(?<!(?:ne|nikad|nikada|mi|samo) )(?:predaj|predajte|predati|preda|izdaj|izdajte|izdati|daj|dajte|uruči|uručite|pusti|pustite|neka (?:preuzme|odveze|uzme))${E}`,
    ),
    bearer: serbian(
      alt(
        "(?:osobi|licu|vozaču|kuriru|donosiocu|onome)(?:,)? (?:koja|koji|koje|ko|tko) (?:pokaže|pokaže vam|donese|predoči) (?:ovu|ovaj|moju|moj) (?:poruku|mejl|mail|e-?mail|sms|kod)",
        "donosiocu (?:ove|ovog) (?:poruke|mejla|maila)",
        "(?:bilo kome|svakome|onome) (?:ko|tko) (?:dođe|naiđe|pita|zatraži)",
      ),
    ),
    nocheck: serbian(
      alt(
        "bez (?:\\p{L}+ )?(?:papira|dokumenata|dokumentacije|ličn\\p{L}* kart\\p{L}*|legitimacije|provjere|provere|plaćanja|uplate|fakture|računa|potpisa|otpremnice)",
        "(?:papiri|dokumenti|lična karta|osobna iskaznica|uplata|potpis|otpremnica) (?:nisu|nije) (?:potrebni|potrebna|potreban|potrebno)",
      ),
    ),
  },
  cs: {
    tell: unmarked(`(?:dej|dejte|řekni|řekněte|napiš|napište|sděl|sdělte|pošli smskou|nadiktujte)${E}`),
    code: unmarked(
      alt(
        "(?:kód|kódy|pin|heslo|kombinac\\p{L}*) (?:k |od |ke |na )?(?:alarmu|dveřím|dveří|vchodu|vrat|bráně|brány|garáži|garáže|trezoru na klíče|schránce na klíče|schránky na klíče|visacímu zámku|zámku|kontejneru|stavbě|imobilizéru|imobilizeru|transpondéru|klíči|klíče)",
        "kde (?:je|jsou|leží) (?:schovaný |schované )?(?:náhradní|rezervní) klíč\\p{L}*",
      ),
    ),
    release: unmarked(
      `(?<!(?:ne|nikdy|my|jen) )(?:vydej|vydejte|vydat|předej|předejte|předat|dej|dejte|odevzdej|odevzdejte|nech (?:ho|ji|je) (?:odvézt|odnést|vyzvednout))${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:osobě|člověku|řidiči|kurýrovi|doručiteli|tomu),? (?:která|který|kdo) (?:ukáže|předloží|přinese|ukáže vám) (?:tuto|tento|tu|ten|moji|můj) (?:zprávu|mail|e-?mail|sms|kód)",
        "(?:komukoli|komukoliv|každému|tomu),? kdo (?:přijde|se ozve|se zastaví|požádá)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "bez (?:\\p{L}+ )?(?:papírů|dokladů|dokumentů|občanky|občanského průkazu|kontroly|ověření|platby|zaplacení|faktury|podpisu|dodacího listu)",
        "(?:doklady|papíry|občanka|platba|podpis|dodací list) (?:nejsou|není) (?:potřeba|nutn\\p{L}*)",
      ),
    ),
  },
  sk: {
    tell: unmarked(`(?:daj|dajte|povedz|povedzte|napíš|napíšte|oznám|oznámte|nadiktujte)${E}`),
    code: unmarked(
      alt(
        "(?:kód|kódy|pin|heslo|kombináci\\p{L}*) (?:k |od |ku |na )?(?:alarmu|dverám|dverí|vchodu|bráne|brány|garáži|garáže|trezoru na kľúče|schránke na kľúče|schránky na kľúče|visaciemu zámku|zámku|kontajneru|stavbe|imobilizéru|imobilizeru|transpondéru|kľúču|kľúča)",
        "kde (?:je|sú|leží) (?:schovaný |schované )?(?:náhradný|rezervný|náhradné) kľúč\\p{L}*",
      ),
    ),
    release: unmarked(
      `(?<!(?:ne|nikdy|my|len) )(?:vydaj|vydajte|vydať|odovzdaj|odovzdajte|odovzdať|daj|dajte|nechaj (?:ho|ju|ich) (?:odviezť|vyzdvihnúť|odniesť))${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:osobe|človeku|vodičovi|kuriérovi|doručiteľovi|tomu),? (?:ktorá|ktorý|kto) (?:ukáže|predloží|prinesie) (?:túto|tento|tú|ten|moju|môj) (?:správu|mail|e-?mail|sms|kód)",
        "(?:komukoľvek|každému|tomu),? kto (?:príde|sa ozve|sa zastaví|požiada)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "bez (?:\\p{L}+ )?(?:papierov|dokladov|dokumentov|občianskeho preukazu|občianky|kontroly|overenia|platby|zaplatenia|faktúry|podpisu|dodacieho listu)",
        "(?:doklady|papiere|občiansky preukaz|platba|podpis|dodací list) (?:nie sú|nie je) (?:potrebn\\p{L}*|nutn\\p{L}*)",
      ),
    ),
  },
  sl: {
    tell: unmarked(`(?:daj|dajte|povej|povejte|napiši|napišite|sporoči|sporočite)${E}`),
    code: unmarked(
      alt(
        "(?:kod\\p{L}*|pin|šifr\\p{L}*|kombinacij\\p{L}*) (?:za |od )?(?:alarm\\p{L}*|vrat\\p{L}*|vhod\\p{L}*|domofon\\p{L}*|garaž\\p{L}*|sef za ključe|skrinjic\\p{L}* za ključe|omaric\\p{L}* za ključe|ključavnic\\p{L}*|kontejner\\p{L}*|gradbišč\\p{L}*|imobilajzer\\p{L}*|transponder\\p{L}*|ključ\\p{L}*)",
        "kje (?:je|so|leži) (?:rezervni|nadomestni) ključ\\p{L}*",
      ),
    ),
    release: unmarked(
      `(?<!(?:ne|nikoli|mi|samo) )(?:izročite|izroči|izročiti|predajte|predaj|predati|dajte|daj|pustite (?:mu|ji|jim) (?:odpeljati|prevzeti|odnesti))${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:osebi|človeku|vozniku|kurirju|prinašalcu|tistemu),? (?:ki|kdor) (?:vam )?(?:pokaže|predloži|prinese) (?:to|ta|moje|mojo) (?:sporočilo|e-?pošto|mail|sms|kodo)",
        "(?:komurkoli|vsakomur|tistemu),? ki (?:pride|se oglasi|vpraša)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "brez (?:\\p{L}+ )?(?:papirjev|dokumentov|osebne izkaznice|osebnega dokumenta|preverjanja|kontrole|plačila|računa|podpisa|dobavnice)",
        "(?:dokumenti|papirji|osebna izkaznica|plačilo|podpis|dobavnica) (?:niso|ni) (?:potrebn\\p{L}*)",
      ),
    ),
  },
  bg: {
    tell: `(?:дай|дайте|кажи|кажете|съобщи|съобщете|напиши|напишете|продиктувай|продиктувайте)${E}`,
    code: alt(
      "(?:кода|код|кодовете|пин|пин кода|pin|комбинацията|комбинация|паролата) (?:на |за |от )?(?:алармата|аларма|охраната|вратата|входа|домофона|портата|гаража|гаражната врата|касата за ключове|кутията за ключове|катинара|контейнера|обекта|имобилайзера|транспондера|ключа)",
      "къде (?:е|са|стои|стоят) (?:скрит |скрити )?(?:резервният ключ|резервния ключ|резервните ключове)",
    ),
    release: `(?<!(?:не|никога|ние|само) )(?:дай|дайте|предай|предайте|предаде|връчи|връчете|освободи|освободете|пусни|пуснете|нека (?:вземе|прибере))${E}`,
    bearer: alt(
      "(?:на )?(?:човека|лицето|шофьора|куриера|приносителя|този),? (?:който|което|която) (?:ви )?(?:покаже|представи|донесе) (?:това|този|тази|моето) (?:съобщение|писмо|имейл|смс|sms|код)",
      "(?:на всеки|на когото и да е|на този),? (?:който|които) (?:дойде|се появи|попита)",
    ),
    nocheck: alt(
      "без (?:\\p{L}+ )?(?:документи|книжа|лична карта|проверка|плащане|заплащане|фактура|подпис|разписка|товарителница)",
      "(?:документи|лична карта|плащане|подпис|товарителница) не (?:са|е) (?:нужни|нужна|нужно|необходим\\p{L}*)",
    ),
  },
  ro: {
    tell: romanian(
      `(?:dă-mi|dați-mi|spune-mi|spuneți-mi|spune|spuneți|comunică-mi|comunicați-mi|scrie-mi|scrieți-mi|dictează-mi)${E}`,
    ),
    code: romanian(
      alt(
        "(?:codul|codurile|pin-ul|pinul|combinația|parola) (?:de la |alarmei|pentru |ușii|porții)(?:\\p{L}+ )?(?:alarmă|alarma|alarmei|ușă|ușa|ușii|poartă|poarta|porții|interfon|intrare|garaj|ușa garajului|cutia cu chei|cutiei cu chei|seiful de chei|lacăt|lacătul|lacătului|container|containerului|șantier|imobilizator|imobilizatorului|transponder|cheie|cheii)?",
        "(?:codul|pin-ul|pinul) (?:imobilizatorului|cheii|transponderului|alarmei|ușii|porții|garajului|lacătului|cutiei cu chei)",
        "unde (?:este|e|sunt|stă|stau) (?:ascunsă |ascunse )?(?:cheia de rezervă|cheile de rezervă|dublura cheii)",
      ),
    ),
    release: romanian(
      `(?<!(?:nu|niciodată|noi|doar) )(?:predă|predați|predea|dați|eliberează|eliberați|înmânează|înmânați|lasă-l să ia|lăsați-l să ia|lăsați-l să ridice)${E}`,
    ),
    bearer: romanian(
      alt(
        "(?:persoanei|șoferului|curierului|omului|celui|celei|posesorului),? (?:care|ce) (?:vă |îți )?(?:arată|prezintă|aduce|va arăta|va prezenta) (?:acest|mesajul|acest mesaj|emailul|e-mailul|acest e-?mail|sms-ul|codul)",
        "(?:oricui|oricine|cui) (?:vine|se prezintă|va veni|întreabă)",
      ),
    ),
    nocheck: romanian(
      alt(
        "fără (?:niciun |nicio |\\p{L}+ )?(?:acte|hârtii|documente|buletin|act de identitate|verificare|verificări|control|plată|plata|factură|factura|semnătură|aviz|aviz de însoțire)",
        "nu (?:e nevoie|este nevoie|trebuie) (?:de )?(?:acte|documente|buletin|plată|semnătură|aviz)",
      ),
    ),
  },
  hu: {
    tell: unmarked(
      `(?:add meg|adja meg|adjátok meg|mondd meg|mondja meg|írd meg|írja meg|küldd el sms-ben|diktáld)${E}`,
    ),
    code: unmarked(
      alt(
        "(?:riasztó|riasztó ?rendszer|ajtó|bejárati ajtó|kapu|garázs|garázskapu|kaputelefon|kulcsszéf|kulcsdoboz|lakat|konténer|építkezés|indításgátló|immobiliser|transzponder|kulcs)(?:kód|kódját|kódot|kódja|pin|pinkód|pinkódját|kombináció\\p{L}*)",
        "(?:a )?(?:riasztó|ajtó|kapu|garázs|kulcsszéf|kulcsdoboz|lakat|konténer|indításgátló|kulcs) (?:kódját|kódja|kódot|pinkódját|pin-kódját|kombinációját)",
        "hol (?:van|vannak|található) (?:a )?(?:pótkulcs|tartalék kulcs|pótkulcsok)",
      ),
    ),
    release: unmarked(
      `(?<!(?:nem|soha|mi|csak) )(?:add át|adja át|adják át|adjátok át|átadni|adja ki|add ki|adják ki|kiadni|engedd elvinni|engedje elvinni)${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:annak|a személynek|a sofőrnek|a futárnak|az embernek)(?:,)? (?:aki|akik) (?:ezt az?|megmutatja ezt az?|felmutatja ezt az?|bemutatja ezt az?) ?(?:üzenetet|e-?mailt|levelet|sms-t|kódot)",
        "(?:bárkinek|mindenkinek|annak),? aki (?:jön|eljön|megjelenik|kéri|érte jön)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "(?:papírok|iratok|dokumentumok|személyi|személyi igazolvány|igazolvány|ellenőrzés|fizetés|számla|aláírás|szállítólevél) nélkül",
        "(?:nem kell|nincs szükség) (?:\\p{L}+ )?(?:papír|irat|dokumentum|személyi|igazolvány|fizetés|aláírás|szállítólevél)\\p{L}*",
      ),
    ),
  },
  fi: {
    tell: unmarked(
      `(?:anna|antakaa|kerro|kertokaa|ilmoita|ilmoittakaa|tekstaa|laita viestillä|kirjoita|kirjoittakaa)${E}`,
    ),
    code: unmarked(
      alt(
        "(?:hälytys|hälytin|murtohälytin|ovi|oven|ulko-oven|portin|portti|porttikoodi|autotallin|autotalli|avainkaapin|avainlokeron|avainboksin|avainsäilön|riippulukon|kontin|työmaan|ajonestolaitteen|ajonestimen|transponderin|avaimen)[ -]?(?:koodi|koodin|pin|pin-koodi|pin-koodin|yhdistelmä|yhdistelmän)",
        "(?:hälytyskoodi|hälytyskoodin|ovikoodi|ovikoodin|porttikoodi|porttikoodin)",
        "missä (?:vara-avain|varakulkuavain|vara-avaimet) (?:on|ovat)",
      ),
    ),
    release: unmarked(
      `(?<!(?:ei|emme|älä|koskaan|vain) )(?:luovuta|luovuttakaa|luovuttaa|anna|antakaa|antaa|päästä|päästäkää|anna (?:hänen|heidän) (?:hakea|viedä))${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:henkilölle|kuljettajalle|lähetille|kuriirille|sille|hänelle),? (?:joka|ketkä) (?:näyttää|esittää|tuo) (?:tämän|tämän viestin|viestin|sähköpostin|tekstiviestin|koodin)",
        "(?:kenelle tahansa|jokaiselle|sille),? (?:joka|kuka) (?:tulee|saapuu|kysyy|hakee)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "ilman (?:\\p{L}+ )?(?:papereita|asiakirjoja|dokumentteja|henkilöllisyystodistusta|henkkareita|tunnistusta|tarkistusta|maksua|laskua|allekirjoitusta|rahtikirjaa|lähetettä)",
        "(?:papereita|henkilöllisyystodistusta|maksua|allekirjoitusta|rahtikirjaa) ei (?:tarvita|tarvitse)",
      ),
    ),
  },
  da: {
    tell: unmarked(`(?:giv|giv mig|fortæl|sig|skriv|sms|oplys)${E}`),
    code: unmarked(
      alt(
        "(?:alarm|dør|hoveddør|port|låge|indgang|garage|garageport|nøgleboks|nøgleskab|hængelås|container|byggeplads|startspærre|immobilizer|transponder|nøgle)(?:koden|kode|pinkoden|pinkode|kombinationen|kombination)",
        "(?:koden|kombinationen|pinkoden) (?:til|for) (?:alarmen|døren|porten|lågen|garagen|nøgleboksen|nøgleskabet|hængelåsen|containeren|startspærren)",
        "hvor (?:reservenøglen|ekstranøglen|nøglen) (?:er|ligger|er gemt)",
      ),
    ),
    release: unmarked(
      `(?<!(?:ikke|aldrig|vi|jeg|kun) )(?:udlever|udlevér|aflever|overdrag|giv|lad (?:ham|hende|dem|chaufføren) (?:hente|tage))${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:personen|den|chaufføren|budet|føreren),? (?:der|som) (?:viser|fremviser|kommer med|har) (?:denne|dette|den|min|mit) (?:besked|mail|e-?mail|sms|kode)",
        "(?:hvem som helst|enhver|den),? (?:der|som) (?:kommer|dukker op|spørger|henter)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "uden (?:\\p{L}+ )?(?:papirer|dokumenter|legitimation|id|kontrol|betaling|at betale|faktura|underskrift|følgeseddel)",
        "(?:ingen|ikke) (?:papirer|legitimation|id|dokumenter|betaling|underskrift|følgeseddel) (?:nødvendig|påkrævet|behøves|kræves)\\p{L}*",
      ),
    ),
  },
  nb: {
    tell: unmarked(`(?:gi|gi meg|fortell|si|skriv|sms|oppgi)${E}`),
    code: unmarked(
      alt(
        "(?:alarm|dør|ytterdør|port|grind|inngang|garasje|garasjeport|nøkkelboks|nøkkelskap|hengelås|container|byggeplass|startsperre|immobilizer|transponder|nøkkel)(?:koden|kode|pinkoden|pinkode|kombinasjonen|kombinasjon)",
        "(?:koden|kombinasjonen|pinkoden) (?:til|for) (?:alarmen|døra|døren|porten|grinda|garasjen|nøkkelboksen|nøkkelskapet|hengelåsen|containeren|startsperren)",
        "hvor (?:reservenøkkelen|ekstranøkkelen|nøkkelen) (?:er|ligger|er gjemt)",
      ),
    ),
    release: unmarked(
      `(?<!(?:ikke|aldri|vi|jeg|bare) )(?:utlever|lever ut|overlever|overlat|la (?:ham|henne|dem|sjåføren) (?:hente|ta))${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:personen|den|sjåføren|budet|føreren),? (?:som) (?:viser|fremviser|kommer med|har) (?:denne|dette|den|min|mitt) (?:meldingen|melding|beskjeden|mailen|e-?posten|sms-en|sms|koden)",
        "(?:hvem som helst|enhver|den),? som (?:kommer|dukker opp|spør|henter)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "uten (?:\\p{L}+ )?(?:papirer|dokumenter|legitimasjon|id|kontroll|betaling|å betale|faktura|signatur|underskrift|følgeseddel)",
        "(?:ingen|ikke) (?:papirer|legitimasjon|id|dokumenter|betaling|signatur|følgeseddel) (?:nødvendig|påkrevd|trengs|kreves)",
      ),
    ),
  },
  et: {
    tell: unmarked(`(?:anna|andke|ütle|öelge|kirjuta|kirjutage|saada sõnum|teata|teatage)${E}`),
    code: unmarked(
      alt(
        "(?:signalisatsiooni|alarmi|valvesüsteemi|ukse|välisukse|värava|garaaži|garaažiukse|võtmekapi|võtmeboksi|võtmehoidja|tabaluku|konteineri|objekti|immobilaiseri|transponderi|võtme)(?: ?kood|koodi|pin|pin-koodi|kombinatsioon|kombinatsiooni)",
        "(?:uksekood|uksekoodi|väravakood|väravakoodi|alarmikood|alarmikoodi)",
        "kus (?:on|asub) (?:tagavaravõti|varuvõti|tagavaravõtmed)",
      ),
    ),
    release: unmarked(
      `(?<!(?:ei|ärge|ära|kunagi|me|meie|ainult) )(?:andke üle|anna üle|üle anda|väljastage|väljasta|andke|anna|laske (?:tal|neil) (?:ära viia|võtta))${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:isikule|inimesele|juhile|autojuhile|kullerile|sellele|esitajale),? (?:kes) (?:näitab|esitab|toob) (?:seda|selle|minu) ?(?:sõnumit|sõnumi|kirja|e-?kirja|sms-i|koodi)?",
        "(?:kellele tahes|igaühele|sellele),? kes (?:tuleb|ilmub|küsib)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "ilma (?:\\p{L}+ )?(?:pabe\\p{L}*|dokumen\\p{L}*|isikutunnistuse\\p{L}*|kontrolli\\p{L}*|makse\\p{L}*|maksmata|arve\\p{L}*|allkirja\\p{L}*|saatelehe\\p{L}*)",
        "(?:pabereid|dokumente|isikut tõendavat dokumenti|makset|allkirja|saatelehte) pole (?:vaja|tarvis)",
      ),
    ),
  },
  lv: {
    tell: unmarked(
      `(?:atsūti|atsūtiet|nosūti|nosūtiet|sūti|sūtiet|dod|dodiet|pasaki|pasakiet|uzraksti|uzrakstiet|paziņo|paziņojiet|nosūti īsziņu)${E}`,
    ),
    code: unmarked(
      alt(
        "(?:signalizācijas|apsardzes|durvju|ieejas|vārtu|garāžas|garāžas vārtu|atslēgu seifa|atslēgu kastes|piekaramās atslēgas|slēdzenes|konteinera|objekta|imobilaizera|transpondera|atslēgas) (?:kods|kodu|pin|pin kodu|kombināciju|kombinācija)",
        "kur (?:ir|atrodas|glabājas) (?:rezerves atslēga|rezerves atslēgas)",
      ),
    ),
    release: unmarked(
      `(?<!(?:ne|nekad|mēs|tikai) )(?:nodod|nododiet|nodot|izsniedz|izsniedziet|izsniegt|dod|dodiet|atdodiet|atdod|ļaujiet (?:viņam|viņai|viņiem) (?:paņemt|aizvest))${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:personai|cilvēkam|vadītājam|šoferim|kurjeram|uzrādītājam|tam),? (?:kas|kura|kurš) (?:jums )?(?:parādīs|uzrādīs|atnesīs) (?:šo|manu) (?:ziņu|ziņojumu|e-?pastu|vēstuli|īsziņu|kodu)",
        "(?:jebkuram|katram|tam),? kas (?:atnāks|ieradīsies|jautās|pieprasīs)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "bez (?:\\p{L}+ )?(?:papīriem|dokumentiem|personas apliecības|pases|pārbaudes|samaksas|apmaksas|rēķina|paraksta|pavadzīmes)",
        "(?:dokumenti|papīri|pase|samaksa|paraksts|pavadzīme) nav (?:vajadzīg\\p{L}*|nepieciešam\\p{L}*)",
      ),
    ),
  },
  lt: {
    tell: unmarked(`(?:duok|duokite|pasakyk|pasakykite|parašyk|parašykite|praneškite|pranešk|atsiųsk žinute)${E}`),
    code: unmarked(
      alt(
        "(?:signalizacijos|apsaugos|durų|įėjimo|vartų|garažo|garažo vartų|raktų seifo|raktų dėžutės|pakabinamos spynos|spynos|konteinerio|objekto|imobilaizerio|transponderio|rakto) (?:kodą|kodas|pin|pin kodą|kombinaciją|kombinacija)",
        "kur (?:yra|padėtas|laikomas|paslėptas) (?:atsarginis raktas|atsarginiai raktai)",
      ),
    ),
    release: unmarked(
      `(?<!(?:ne|niekada|mes|tik) )(?:perduok|perduokite|perduoti|išduok|išduokite|išduoti|atiduok|atiduokite|duok|duokite|leiskite (?:jam|jai|jiems) (?:pasiimti|išsivežti))${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:asmeniui|žmogui|vairuotojui|kurjeriui|pateikėjui|tam),? (?:kuris|kuri|kas) (?:jums )?(?:parodys|pateiks|atneš) (?:šį|šią|mano) (?:žinutę|laišką|el\\. laišką|sms|kodą|pranešimą)",
        "(?:bet kam|kiekvienam|tam),? kas (?:ateis|atvyks|paklaus|paprašys)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "be (?:\\p{L}+ )?(?:popierių|dokumentų|asmens dokumento|paso|patikrinimo|apmokėjimo|mokėjimo|sąskaitos|parašo|važtaraščio)",
        "(?:dokumentų|popierių|paso|apmokėjimo|parašo|važtaraščio) (?:nereikia|nebereikia)",
      ),
    ),
  },
  ca: {
    tell: unmarked(
      `(?:dona'm|doneu-me|digues-me|digueu-me|digues|digueu|indica'm|indiqueu-me|escriu-me|escriviu-me|passa'm|passeu-me)${E}`,
    ),
    code: unmarked(
      alt(
        "(?:el |els )?codis? (?:de l'|de la |del |de )(?:alarma|porta|portal|porta del garatge|garatge|entrada|caixa de claus|cadenat|contenidor|obra|immobilitzador|transponedor|clau)",
        "(?:el )?pin (?:de l'alarma|de l'immobilitzador|de la clau)",
        "(?:la )?combinació (?:del |de la )(?:cadenat|caixa|contenidor)",
        "on (?:és|es|són|son|guardeu) (?:la |les )?(?:clau de recanvi|claus de recanvi|còpia de la clau)",
      ),
    ),
    release: unmarked(
      `(?<!(?:no|mai|nosaltres|només) )(?:lliura|lliureu|lliurar|entrega|entregueu|entregar|dona|doneu|donar|deixa|deixeu|deixeu-li endur)${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:a la )?(?:persona|conductor|xofer|missatger|repartidor|portador)(?: que (?:us |et )?(?:mostri|ensenyi|presenti|porti) (?:aquest|el|aquesta|el meu) (?:missatge|correu|e-?mail|sms|codi))",
        "(?:qui|qualsevol que|a qui) (?:vingui|es presenti|passi|ho demani)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "sense (?:cap |els |la |el )?(?:papers|paperassa|documents|documentació|dni|identificació|comprovació|verificació|pagament|pagar|factura|signatura|albarà)",
        "no (?:cal|calen|fa falta|fan falta) (?:\\p{L}+ )?(?:papers|documents|dni|identificació|pagament|signatura|albarà)",
      ),
    ),
  },
  el: {
    tell: unmarked(
      `(?:δώσε μου|δώστε μου|πες μου|πείτε μου|πες|πείτε|γράψε μου|γράψτε μου|ενημέρωσέ με|ενημερώστε με)${E}`,
    ),
    code: unmarked(
      alt(
        "(?:τον |τους )?κωδικ(?:ό|ούς|ός)? (?:του |της |των )?(?:συναγερμού|πόρτας|εξώπορτας|εισόδου|θυροτηλεφώνου|καγκελόπορτας|γκαράζ|πόρτας του γκαράζ|κλειδοθήκης|θυρίδας κλειδιών|λουκέτου|κοντέινερ|εργοταξίου|immobilizer|ακινητοποιητή|transponder|κλειδιού)",
        "(?:το )?pin (?:του |της )?(?:συναγερμού|immobilizer|ακινητοποιητή|κλειδιού)",
        "(?:τον )?συνδυασμό (?:του |της )?(?:λουκέτου|κλειδοθήκης|χρηματοκιβωτίου|κοντέινερ)",
        "πού (?:είναι|βρίσκεται|βρίσκονται) (?:το |τα )?(?:εφεδρικό κλειδί|εφεδρικά κλειδιά|δεύτερο κλειδί)",
      ),
    ),
    release: unmarked(
      `(?<!(?:δεν|μην|ποτέ|εμείς|μόνο) )(?:παράδωσε|παραδώστε|παραδώσετε|δώσε|δώστε|αποδεσμεύστε|ελευθερώστε|αφήστε (?:τον|την|τους) να (?:πάρει|πάρουν|παραλάβει))${E}`,
    ),
    bearer: unmarked(
      alt(
        "(?:στο |στον |στην )?(?:άτομο|πρόσωπο|οδηγό|κούριερ|διανομέα|κομιστή|όποιον)(?:,)? (?:που|ο οποίος|η οποία) (?:θα )?(?:σας |σου )?(?:θα )?(?:δείξει|επιδείξει|φέρει|παρουσιάσει) (?:αυτό το|το|αυτό|το δικό μου) (?:μήνυμα|email|e-mail|sms|κωδικό)",
        "(?:σε όποιον|σε οποιονδήποτε|όποιος) (?:έρθει|εμφανιστεί|ζητήσει|περάσει)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "χωρίς (?:\\p{L}+ )?(?:χαρτιά|έγγραφα|ταυτότητα|δικαιολογητικά|έλεγχο|επαλήθευση|πληρωμή|να πληρώσει|τιμολόγιο|υπογραφή|δελτίο αποστολής)",
        "δεν (?:χρειάζεται|χρειάζονται|απαιτείται|απαιτούνται) (?:\\p{L}+ )?(?:χαρτιά|έγγραφα|ταυτότητα|πληρωμή|υπογραφή|δελτίο)",
      ),
    ),
  },
  tr: {
    tell: asMet(
      "tr",
      unmarked(
        `(?:ver|verin|verir misiniz|söyle|söyleyin|söyler misiniz|yaz|yazın|iletin|ilet|bildirin|bildir|mesaj atın|mesajla)${E}`,
        { ı: "i" },
      ),
    ),
    code: asMet(
      "tr",
      unmarked(
        alt(
          "(?:alarm|alarmın|kapı|kapının|bina|binanın|giriş|bahçe kapısı|site kapısı|garaj|garajın|garaj kapısı|anahtar kasası|anahtar kutusu|anahtar kutusunun|asma kilit|asma kilidin|konteyner|konteynerin|şantiye|immobilizer|immobilizerin|transponder|anahtar|anahtarın) (?:kodu|kodunu|şifresi|şifresini|pin|pinini|pin kodunu|kombinasyonu|kombinasyonunu)",
          "yedek anahtar(?:ın|ların)? (?:nerede|yerini)",
        ),
        { ı: "i" },
      ),
    ),
    release: asMet(
      "tr",
      unmarked(
        `(?:teslim edin|teslim et|teslim ediniz|verin|veriniz|bırakın|serbest bırakın|alıp götürmesine izin verin)${E}`,
        { ı: "i" },
      ),
    ),
    bearer: asMet(
      "tr",
      unmarked(
        alt(
          "(?:bu|bu mesajı|mesajı|bu e-?postayı|bu maili|bu sms'i|bu kodu) (?:size )?(?:gösteren|getiren|ibraz eden) (?:kişiye|şoföre|sürücüye|kuryeye|kişi|kimseye)",
          "(?:kim gelirse|gelen kişiye|gelen herkese|gelen kimseye)",
        ),
        { ı: "i" },
      ),
    ),
    nocheck: asMet(
      "tr",
      unmarked(
        alt(
          "(?:evrak|evraksız|belgesiz|kimliksiz|kontrolsüz|ödemesiz|faturasız|imzasız|irsaliyesiz)",
          "(?:evrak|belge|kimlik|kontrol|ödeme|fatura|imza|irsaliye)(?:ya|ye|e|a)? (?:gerek yok|gerekmez|gerekmiyor|bakmadan|olmadan|yapmadan|beklemeden)",
          "(?:ödeme|fatura|kimlik|evrak) (?:yapılmadan|ödenmeden|görmeden|kontrol etmeden|istemeden)",
        ),
        { ı: "i" },
      ),
    ),
  },
  id: {
    tell: `(?:berikan|beri|kasih|kasihkan|kasih tahu|beri tahu|beritahu|beritahukan|sebutkan|tuliskan|infokan|sms-kan|wa-kan)${E}`,
    code: alt(
      "(?:kode|pin|sandi|kombinasi|password) (?:alarm|pintu|pintu masuk|gerbang|pagar|garasi|pintu garasi|kotak kunci|brankas kunci|gembok|kontainer|proyek|imobilizer|immobilizer|transponder|kunci)",
      "(?:di mana|dimana) (?:kunci cadangan|kunci serep)",
    ),
    release: `(?<!(?:tidak|jangan|kami|saya|hanya) )(?:serahkan|menyerahkan|berikan|kasih|kasihkan|lepaskan|izinkan (?:dia|mereka) (?:mengambil|membawa))${E}`,
    bearer: alt(
      "(?:orang|sopir|supir|kurir|pembawa|siapa pun|siapapun)(?: yang) (?:menunjukkan|memperlihatkan|membawa) (?:pesan|email|e-mail|sms|kode|surat) (?:ini|tersebut)",
      "(?:siapa pun|siapapun|siapa saja) yang (?:datang|mengambil|bertanya)",
    ),
    nocheck: alt(
      "tanpa (?:\\p{L}+ )?(?:dokumen|surat|berkas|ktp|identitas|pengecekan|pemeriksaan|verifikasi|pembayaran|bayar|faktur|invoice|tanda tangan|surat jalan)",
      "tidak (?:perlu|usah) (?:\\p{L}+ )?(?:dokumen|surat|ktp|identitas|bayar|pembayaran|tanda tangan|surat jalan)",
    ),
  },
  ms: {
    tell: `(?:berikan|beri|bagi|bagitahu|beritahu|beritahukan|sebutkan|tuliskan|sms|whatsapp)${E}`,
    code: alt(
      "(?:kod|pin|kata laluan|kombinasi) (?:penggera|alarm|pintu|pintu masuk|pagar|pintu pagar|garaj|pintu garaj|kotak kunci|peti kunci|mangga|kontena|tapak|imobilizer|immobiliser|transponder|kunci)",
      "(?:di mana|dimana) (?:kunci pendua|kunci simpanan)",
    ),
    release: `(?<!(?:tidak|jangan|kami|saya|hanya) )(?:serahkan|menyerahkan|berikan|bagi|lepaskan|benarkan (?:dia|mereka) (?:mengambil|membawa))${E}`,
    bearer: alt(
      "(?:orang|pemandu|kurier|pembawa|sesiapa)(?: yang) (?:menunjukkan|membawa|mengemukakan) (?:mesej|emel|e-mel|sms|kod|surat) (?:ini|tersebut)",
      "(?:sesiapa|sesiapa sahaja|siapa sahaja) yang (?:datang|mengambil|bertanya)",
    ),
    nocheck: alt(
      "tanpa (?:\\p{L}+ )?(?:dokumen|surat|kertas|ic|kad pengenalan|pengenalan|semakan|pemeriksaan|pengesahan|bayaran|membayar|invois|tandatangan|nota penghantaran)",
      "tidak (?:perlu|payah) (?:\\p{L}+ )?(?:dokumen|ic|kad pengenalan|bayaran|tandatangan)",
    ),
  },
  vi: {
    tell: `(?:cho (?:tôi|em|anh|chị|mình) biết|cho biết|báo|báo cho|nói cho|nhắn|nhắn tin|đưa|cung cấp)${E}`,
    code: alt(
      "(?:mã|mật mã|mã pin|pin|mật khẩu|tổ hợp) (?:của )?(?:báo động|chuông báo động|cửa|cửa chính|cổng|nhà xe|gara|ga-ra|cửa gara|hộp khóa|hộp chìa khóa|két chìa khóa|ổ khóa|khóa|container|công trường|chống trộm|bộ chống trộm|immobilizer|chìa khóa|chìa khoá)",
      "chìa (?:khóa|khoá) (?:dự phòng|dự trữ) (?:để|cất|giấu) ở đâu",
    ),
    release: `(?<!(?:không|đừng|chúng tôi|chỉ) )(?:giao|bàn giao|trao|đưa|cho (?:người đó|họ|anh ấy) (?:lấy|nhận|mang đi))${E}`,
    bearer: alt(
      "(?:người|tài xế|lái xe|shipper|bất kỳ ai|ai)(?: nào)? (?:xuất trình|đưa ra|cho (?:anh|chị|bạn|em) xem|mang|trình) (?:tin nhắn|email|thư|mã|sms) (?:này|đó)",
      "(?:bất kỳ ai|bất cứ ai|ai) (?:đến|tới|hỏi|đến lấy)",
    ),
    nocheck: alt(
      "(?:không cần|không phải) (?:\\p{L}+ )?(?:giấy tờ|chứng từ|cmnd|cccd|căn cước|kiểm tra|xác minh|thanh toán|trả tiền|hóa đơn|chữ ký|ký|phiếu giao hàng)",
      "(?:mà không|không) (?:có |cần )?(?:giấy tờ|thanh toán|hóa đơn|chữ ký)",
    ),
  },
  tl: {
    tell: `(?:ibigay|ibigay mo|ibigay niyo|pakibigay|sabihin|sabihin mo|pakisabi|i-text|itext|ipaalam|isulat)${E}`,
    code: alt(
      "(?:code|pin|passcode|kombinasyon|combination) (?:ng |sa )?(?:alarm|pinto|pintuan|gate|gate ng garahe|garahe|lockbox|key box|key safe|kandado|padlock|container|site|immobilizer|transponder|susi)",
      "(?:alarm|door|gate|garage|lockbox|key safe|padlock|immobilizer) (?:code|pin|combination)",
      "(?:saan|nasaan) (?:ang |nakatago ang )?(?:spare key|ekstrang susi|reserbang susi)",
    ),
    release: `(?<!(?:hindi|huwag|kami|lang) )(?:ibigay|iabot|i-release|irelease|pakibigay|pakiabot|ipasa|hayaang kunin|payagang kunin)${E}`,
    bearer: alt(
      "(?:sa )?(?:taong|tao na|driver na|kurye na|sinumang|kung sinong)(?: )?(?:magpapakita|magpakita|magdadala|magdala) (?:ng |nitong |ng mensaheng |ng email na )?(?:mensaheng ito|mensahe|email|text|code|ito)",
      "(?:kahit sinong|sinumang|kung sino man ang) (?:dumating|darating|pumunta|kumuha)",
    ),
    nocheck: alt(
      "(?:nang |ng )?walang (?:\\p{L}+ )?(?:papeles|dokumento|id|pagkakakilanlan|pagsusuri|verification|bayad|pagbabayad|invoice|resibo|pirma|delivery receipt)",
      "hindi na (?:kailangan|kelangan) (?:ng |ang )?(?:papeles|dokumento|id|bayad|pirma)",
    ),
  },
  jv: {
    tell: `(?:wenehana|wenehi|wenehno|kandhakna|kandhani|ngabari|kabarana|tulisen|kirimana sms)${E}`,
    code: alt(
      "(?:kode|pin|sandi|kombinasi) (?:alarm|lawang|pager|garasi|kothak kunci|gembok|kontainer|proyek|imobilizer|transponder|kunci)",
      "(?:ing ngendi|neng endi|nang endi) (?:kunci cadangan|kunci serep)",
    ),
    release: `(?<!(?:ora|aja|kula|aku|mung) )(?:pasrahna|pasrahke|pasrahake|serahna|serahke|serahake|wenehna|wenehke|wenehake|uculna)${E}`,
    bearer: alt(
      "(?:wong|sopir|kurir|sapa wae)(?: sing| kang) (?:nuduhake|nggawa|ngaturake) (?:pesen|email|sms|kode|layang) (?:iki|kuwi)",
      "(?:sapa wae|sapa bae) sing (?:teka|njupuk|takon)",
    ),
    nocheck: alt(
      "tanpa (?:\\p{L}+ )?(?:dokumen|layang|surat|ktp|identitas|dipriksa|mriksa|pembayaran|mbayar|bayar|faktur|invoice|tandha tangan|surat jalan)",
      "ora (?:perlu|usah) (?:\\p{L}+ )?(?:dokumen|surat|ktp|mbayar|bayar|tandha tangan)",
    ),
  },
  sw: {
    tell: `(?:nitumie|tutumie|nipe|nipatie|tupe|mpe|niambie|tuambie|mwambie|niandikie|nitumie ujumbe|nijulishe)${E}`,
    code: alt(
      "(?:namba ya siri|nambari ya siri|msimbo|nenosiri|pin|code|mchanganyiko) (?:ya |wa )?(?:kengele|king'ora|mlango|geti|lango|gereji|karakana|sanduku la funguo|kasha la funguo|kufuli|kontena|eneo la ujenzi|immobiliser|immobilizer|transponder|ufunguo)",
      "(?:ufunguo wa akiba|funguo za akiba|ufunguo wa ziada) (?:uko|ziko|umefichwa) wapi",
    ),
    release: `(?<!(?:usi|msi|hatu|si|tu) )(?:mkabidhi|wakabidhi|kabidhi|kabidhini|mpe|wape|toa|toeni|achilia|mruhusu (?:achukue|aondoke na))${E}`,
    bearer: alt(
      "(?:mtu|dereva|mjumbe|msafirishaji|yeyote)(?: atakayeonyesha| anayeonyesha| atakayeleta| atakayekuonyesha| atakaye\\p{L}+) (?:ujumbe|barua pepe|barua|sms|msimbo) (?:huu|hii|huo|hiyo)",
      "(?:yeyote|mtu yeyote) (?:atakayekuja|atakayefika|anayekuja|atakayeuliza)",
    ),
    nocheck: alt(
      "bila (?:\\p{L}+ )?(?:karatasi|nyaraka|hati|kitambulisho|vitambulisho|ukaguzi|uhakiki|malipo|kulipa|ankara|sahihi|hati ya kupokea)",
      "hakuna haja ya (?:\\p{L}+ )?(?:karatasi|nyaraka|kitambulisho|malipo|sahihi)",
    ),
  },
  af: {
    tell: `(?:gee|gee my|sê|vertel|laat weet|sms|whatsapp|skryf)${E}`,
    code: alt(
      "(?:alarm|deur|voordeur|hek|garage|garagedeur|sleutelkluis|sleutelkassie|sleutelboks|hangslot|houer|kontainer|terrein|immobiliseerder|transponder|sleutel)(?:kode|pin|pinkode|kombinasie)",
      "(?:die )?(?:kode|pin|kombinasie) (?:van|vir) (?:die )?(?:alarm|deur|hek|garage|sleutelkluis|sleutelkassie|hangslot|kontainer|immobiliseerder)",
      "waar (?:die )?(?:spaarsleutel|reserwesleutel|ekstra sleutel)",
    ),
    release: `(?<!(?:nie|nooit|ons|ek|net) )(?:oorhandig|gee|lewer|lewer af|laat (?:hom|haar|hulle) (?:haal|vat))${E}`,
    bearer: alt(
      "(?:die )?(?:persoon|bestuurder|drywer|koerier|een) wat (?:vir jou |vir u )?(?:hierdie|die|my) (?:boodskap|e-?pos|sms|kode|brief) (?:wys|toon|bring)",
      "(?:enigiemand|wie ook al|iemand) wat (?:kom|opdaag|vra)",
    ),
    nocheck: alt(
      "sonder (?:\\p{L}+ )?(?:papiere|dokumente|identiteitsdokument|id|kontrole|verifikasie|betaling|om te betaal|faktuur|handtekening|afleweringsbrief)",
      "(?:geen|nie) (?:papiere|dokumente|id|betaling|handtekening) (?:nodig|vereis)",
    ),
  },
  zh: {
    tell: "(?:告诉|告訴|给我|給我|发给我|發給我|发我|發我|把[^。！？\\n]{0,12}发|把[^。！？\\n]{0,12}發|提供|报一下|報一下|短信|微信)",
    code: alt(
      "(?:报警器|報警器|警报|警報|防盗|防盜|门禁|門禁|大门|大門|入户门|门|門|闸门|閘門|车库|車庫|车库门|車庫門|钥匙盒|鑰匙盒|钥匙箱|鑰匙箱|密码箱|密碼箱|挂锁|掛鎖|集装箱|集裝箱|工地|防盗锁止|防盜鎖止|应答器|應答器|钥匙|鑰匙)(?:的)?(?:密码|密碼|代码|代碼|pin码|pin碼|pin|组合|組合)",
      "(?:备用钥匙|備用鑰匙)(?:放在|藏在|在)(?:哪|哪里|哪裡)",
    ),
    release:
      "(?:交给|交給|交付给|交付給|给|給|放行|让[^。！？\\n]{0,6}(?:取走|开走|提走)|讓[^。！？\\n]{0,6}(?:取走|開走|提走))",
    bearer: alt(
      "(?:出示|拿着|拿著|带着|帶著|持有)(?:这条|這條|此|本|这封|這封)(?:消息|訊息|信息|短信|邮件|郵件|代码|代碼)的(?:人|司机|司機|快递员|快遞員)",
      "(?:来取的人|來取的人|任何来的人|任何來的人|谁来就给|誰來就給|持此(?:信息|訊息|消息)者)",
    ),
    nocheck: alt(
      "(?:无需|無需|不需要|不用|不必)(?:任何)?(?:证件|證件|身份证|身份證|手续|手續|文件|单据|單據|付款|支付|发票|發票|签字|簽字|送货单|送貨單|核实|核實|检查|檢查)",
      "(?:不|无|無)(?:用)?(?:查验|查驗|核对|核對)(?:证件|證件|身份)",
    ),
  },
  ja: {
    tell: "(?:教えて|おしえて|伝えて|知らせて|送って|お知らせ)",
    code: alt(
      "(?:警報|アラーム|セキュリティ|防犯|ドア|玄関|扉|門|ゲート|ガレージ|車庫|シャッター|キーボックス|鍵箱|キーケース|南京錠|コンテナ|現場|イモビライザー|トランスポンダー|キー|鍵)(?:の)?(?:暗証番号|パスコード|コード|pin|番号|ダイヤル番号)",
      "(?:スペアキー|合鍵|予備の鍵)(?:の)?(?:場所|置き場所|隠し場所|はどこ)",
    ),
    release: "(?:渡して|お渡し|引き渡して|引き渡し|手渡して|お引き渡し|出庫して|持って行かせて|持っていかせて)",
    bearer: alt(
      "(?:この|本)(?:メッセージ|メール|sms|ショートメール|コード)を(?:見せた|提示した|持ってきた|持参した)(?:人|方|者|ドライバー|運転手)",
      "(?:誰が来ても|来た人に|取りに来た人に)",
    ),
    nocheck: alt(
      "(?:書類|身分証|身分証明書|本人確認|確認|支払い|支払|請求書|署名|サイン|納品書)(?:は|も)?(?:不要|なしで|無しで|いらない|要りません|いりません)",
      "(?:書類|身分証|本人確認|支払い)(?:を)?(?:確認せずに|せずに|なしに)",
    ),
  },
  ko: {
    tell: "(?:알려\\s?주세요|알려\\s?줘|알려\\s?주십시오|보내\\s?주세요|보내\\s?줘|문자로|말해\\s?주세요|말해\\s?줘|전달해\\s?주세요)",
    code: alt(
      "(?:경보기|알람|경비|보안|현관|현관문|문|출입문|대문|게이트|차고|차고 문|차고문|키박스|열쇠함|열쇠 보관함|자물쇠|컨테이너|현장|이모빌라이저|트랜스폰더|키|열쇠)\\s?(?:비밀번호|비번|코드|pin|번호|조합)",
      "(?:여분 열쇠|예비 열쇠|스페어 키|보조키)(?:가|는)? (?:어디|위치)",
    ),
    release:
      "(?:넘겨\\s?주세요|넘겨\\s?줘|인도해\\s?주세요|인도하세요|건네\\s?주세요|건네줘|내어\\s?주세요|내줘|출고해\\s?주세요|가져가게 해\\s?주세요)",
    bearer: alt(
      "(?:이|본) (?:메시지|문자|메일|이메일|코드)를? (?:보여주는|제시하는|가져오는|가지고 오는) (?:사람|분|기사|운전기사)",
      "(?:누가 오든|오는 사람에게|찾으러 오는 사람에게|누구든 오면)",
    ),
    nocheck: alt(
      "(?:서류|신분증|신원 확인|본인 확인|확인|결제|지불|송장|인보이스|서명|납품서)\\s?(?:없이|필요 없|필요없|생략)",
    ),
  },
  th: {
    tell: "(?:บอก|แจ้ง|ส่ง|เขียน|ไลน์)",
    code: alt(
      "(?:รหัส|พิน|pin|รหัสผ่าน)(?:ของ)?(?:สัญญาณกันขโมย|สัญญาณเตือนภัย|กันขโมย|ประตู|ประตูหน้า|ประตูรั้ว|รั้ว|โรงรถ|ประตูโรงรถ|กล่องกุญแจ|ตู้กุญแจ|กุญแจล็อค|แม่กุญแจ|ตู้คอนเทนเนอร์|ไซต์งาน|อิมโมบิไลเซอร์|กุญแจ)",
      "กุญแจ(?:สำรอง|ดอกสำรอง)(?:อยู่|วางไว้|ซ่อนไว้)(?:ที่ไหน|ตรงไหน)",
    ),
    release: "(?:ส่งมอบ|มอบ|ปล่อย|อนุญาตให้(?:เอา|รับ)ไป)",
    bearer: alt(
      "(?:คน|ผู้|คนขับ|แมสเซนเจอร์)ที่(?:แสดง|โชว์|นำ|ถือ)(?:ข้อความ|อีเมล|เอสเอ็มเอส|รหัส)(?:นี้)",
      "(?:ใครก็ตามที่มา|ใครมาก็|ใครมารับก็)",
    ),
    nocheck: alt(
      "(?:โดยไม่ต้อง|ไม่ต้อง|ไม่ต้องมี|ไม่ต้องใช้|ไม่ต้องตรวจ)(?:เอกสาร|บัตรประชาชน|บัตร|ตรวจสอบ|ชำระ|จ่าย|จ่ายเงิน|ใบแจ้งหนี้|ลายเซ็น|เซ็น|ใบส่งของ)",
    ),
  },
  ar: {
    tell: "(?:أعطني|اعطني|أعطنا|أخبرني|اخبرني|أخبرنا|قل لي|ابعث لي|أبلغني|زودني|زوّدني|وافني|اكتب لي)",
    code: alt(
      "(?:رمز|كود|رقم سري|الرقم السري|رمز pin|الرمز|الكود|تركيبة|كلمة سر)\\s?(?:ال)?(?:إنذار|انذار|جهاز الإنذار|الإنذار|الانذار|الباب|باب|البوابة|بوابة|المدخل|المرآب|الكراج|الجراج|باب المرآب|صندوق المفاتيح|خزنة المفاتيح|القفل|قفل|الحاوية|الموقع|مانع التشغيل|الإيموبلايزر|المفتاح|مفتاح)",
      "(?:أين|وين|مكان) (?:المفتاح الاحتياطي|نسخة المفتاح|المفتاح الإضافي)",
    ),
    release:
      "(?:سلّم|سلم|سلِّم|سلموا|سلّموا|قم بتسليم|يرجى تسليم|أعطِ|أعط|اعط|أعطوا|اترك|دع\\s?\\p{L}{0,4}\\s?يأخذ|اسمح\\s?\\p{L}{0,4}\\s?بأخذ)",
    bearer: alt(
      "(?:الشخص|للشخص|السائق|للسائق|المندوب|للمندوب|الساعي|حامل|لمن|من)\\s?(?:الذي|اللي)?\\s?(?:يظهر|يُظهر|يبرز|يُبرز|يقدم|يُقدّم|يحمل|يريك|يعرض)\\s?(?:لك\\s)?(?:هذه|هذا)\\s?(?:الرسالة|البريد|الإيميل|الرمز|الكود)",
      "(?:حامل|لحامل)\\s?(?:هذه|هذا)\\s?(?:الرسالة|البريد)",
      "(?:لأي شخص|لأي أحد|لمن)\\s?(?:يأتي|يحضر|يطلب)",
    ),
    nocheck: alt(
      "(?:بدون|دون|بلا|من غير)\\s?(?:أي\\s)?(?:أوراق|مستندات|وثائق|هوية|إثبات هوية|بطاقة|تحقق|تحقيق|فحص|دفع|سداد|فاتورة|توقيع|إذن تسليم)",
      "(?:لا داعي|لا حاجة|لا يلزم)\\s?(?:ل|إلى\\s)?(?:ال)?(?:أوراق|مستندات|هوية|دفع|توقيع)",
    ),
  },
  fa: {
    tell: "(?:بده|بدهید|بگو|بگویید|بگید|اطلاع بده|اطلاع دهید|بنویس|بنویسید|پیامک کن|پیامک کنید)",
    code: alt(
      "(?:کد|رمز|پین|ترکیب)\\s?(?:دزدگیر|آژیر|درب|در|در ورودی|ورودی|دروازه|پارکینگ|گاراژ|در پارکینگ|جعبه کلید|صندوق کلید|قفل|کانتینر|کارگاه|ایموبلایزر|ایموبیلایزر|کلید|سوئیچ)",
      "(?:کلید یدک|کلید زاپاس|کلید اضافه)\\s?(?:کجاست|کجا است|کجا)",
    ),
    release: "(?:تحویل بده|تحویل دهید|تحویل بدهید|بدهید|بده|بسپارید|بسپار|تحویل کنید|اجازه بدهید ببرد)",
    bearer: alt(
      "(?:کسی|شخصی|راننده|پیک|فردی)\\s?(?:که)\\s?(?:این)\\s?(?:پیام|ایمیل|پیامک|کد|نامه)\\s?(?:را)?\\s?(?:نشان می‌دهد|نشان میدهد|نشان بدهد|نشان دهد|ارائه دهد|ارائه می‌دهد|بیاورد|می‌آورد)",
      "(?:هر کسی که|هرکس که|هر کس که)\\s?(?:آمد|بیاید|می‌آید|درخواست کرد)",
    ),
    nocheck: alt(
      "(?:بدون|بی)\\s?(?:هیچ\\s)?(?:مدارک|مدرک|کارت شناسایی|کارت ملی|شناسایی|بررسی|کنترل|پرداخت|فاکتور|امضا|حواله|بارنامه)",
      "(?:نیازی به|لازم نیست)\\s?(?:مدارک|مدرک|کارت|پرداخت|امضا)",
    ),
  },
  he: {
    tell: "(?:תן לי|תני לי|תנו לי|תגיד לי|תגידי לי|תגידו לי|ספר לי|תמסור|תמסרי|כתוב לי|תכתוב לי|שלח הודעה)",
    code: alt(
      "(?:קוד|הקוד|את הקוד|סיסמת|סיסמה|צירוף|קוד ה)\\s?(?:של\\s)?(?:ה)?(?:אזעקה|דלת|שער|כניסה|אינטרקום|חניה|מוסך|דלת המוסך|תיבת מפתחות|כספת מפתחות|מנעול|מנעול תלייה|מכולה|אתר|אימובילייזר|קודנית|מפתח)",
      "(?:איפה|היכן) (?:ה)?(?:מפתח הרזרבי|מפתח רזרבי|מפתח נוסף|מפתח ספייר)",
    ),
    release: "(?:תמסור|תמסרי|תמסרו|למסור|מסור|תן|תני|תנו|לתת|שחרר|תשחרר|שחררו|תנו לו לקחת|תן לו לקחת)",
    bearer: alt(
      "(?:ל)?(?:אדם|מי|האדם|הנהג|השליח|כל מי)\\s?(?:ש)(?:מציג|יציג|מראה|יראה|מביא|יביא)\\s?(?:לך|לכם)?\\s?(?:את )?(?:ההודעה|המייל|האימייל|הקוד|המסרון)",
      "(?:לכל מי שיגיע|למי שיגיע|לכל מי שיבוא|למי שיבוא)",
    ),
    nocheck: alt(
      '(?:בלי|ללא)\\s?(?:שום\\s)?(?:מסמכים|ניירת|תעודת זהות|תעודה מזהה|ת"ז|זיהוי|בדיקה|אימות|תשלום|לשלם|חשבונית|חתימה|תעודת משלוח)',
      "(?:אין צורך|לא צריך)\\s?(?:ב)?(?:מסמכים|ניירת|תעודת זהות|זיהוי|תשלום|חתימה)",
    ),
  },
  ur: {
    tell: "(?:بتائیں|بتا دیں|بتاؤ|بتا دو|دیں|دے دیں|دیجیے|لکھ دیں|میسج کریں|میسج کر دیں)",
    code: alt(
      "(?:الارم|الارم سسٹم|دروازے|دروازہ|گیٹ|مین گیٹ|گیراج|گیراج کے دروازے|چابی کے ڈبے|چابی باکس|تالے|کنٹینر|سائٹ|امّوبلائزر|امموبلائزر|ٹرانسپونڈر|چابی)\\s?(?:کا|کے)?\\s?(?:کوڈ|پن|پاس ورڈ|کمبینیشن)",
      "(?:اضافی چابی|فالتو چابی|ڈپلیکیٹ چابی)\\s?(?:کہاں)",
    ),
    release: "(?:حوالے کر دیں|حوالے کریں|حوالے کرو|دے دیں|دے دو|دیں|سونپ دیں|جانے دیں|لے جانے دیں)",
    bearer: alt(
      "(?:جو|جو بھی)\\s?(?:شخص|آدمی|ڈرائیور|کورئیر)?\\s?(?:یہ|آپ کو یہ)\\s?(?:میسج|پیغام|ای میل|کوڈ)\\s?(?:دکھائے|لائے|پیش کرے)",
      "(?:جو بھی آئے|جو کوئی آئے|جو بھی لینے آئے)",
    ),
    nocheck: alt(
      "(?:بغیر|بنا)\\s?(?:کسی\\s)?(?:کاغذات|دستاویزات|شناختی کارڈ|شناخت|چیکنگ|تصدیق|ادائیگی|پیمنٹ|انوائس|بل|دستخط)",
      "(?:کاغذات|دستاویزات|شناختی کارڈ|ادائیگی|دستخط)\\s?(?:کی)?\\s?(?:ضرورت نہیں)",
    ),
  },
  hi: {
    tell: "(?:बताइए|बताइये|बताएं|बताएँ|बता दें|बता दीजिए|बताओ|दीजिए|दे दीजिए|दे दें|लिख दें|मैसेज करें|मैसेज कर दें)",
    code: alt(
      "(?:अलार्म|दरवाज़े|दरवाजे|गेट|मेन गेट|गैरेज|गैराज|चाबी बॉक्स|की बॉक्स|ताले|कंटेनर|साइट|इमोबिलाइज़र|इमोबिलाइजर|ट्रांसपोंडर|चाबी)\\s?(?:का|के)?\\s?(?:कोड|पिन|पासवर्ड|कॉम्बिनेशन)",
      "(?:अतिरिक्त चाबी|स्पेयर चाबी|डुप्लीकेट चाबी|दूसरी चाबी)\\s?(?:कहाँ|कहां)",
    ),
    release: "(?:सौंप दें|सौंप दीजिए|सौंपें|सौंप दो|दे दें|दे दीजिए|दे दो|हवाले कर दें|ले जाने दें)",
    bearer: alt(
      "(?:जो|जो भी)\\s?(?:व्यक्ति|आदमी|ड्राइवर|कूरियर)?\\s?(?:यह|आपको यह)\\s?(?:मैसेज|संदेश|ईमेल|कोड)\\s?(?:दिखाए|लाए|पेश करे)",
      "(?:जो भी आए|जो कोई आए|जो भी लेने आए)",
    ),
    nocheck: alt(
      "(?:बिना)\\s?(?:किसी\\s)?(?:कागज़ात|कागजात|कागज़|दस्तावेज़|दस्तावेज|आईडी|पहचान पत्र|जाँच|जांच|सत्यापन|भुगतान|पेमेंट|बिल|इनवॉइस|हस्ताक्षर|साइन)",
      "(?:कागज़ात|कागजात|दस्तावेज़|आईडी|भुगतान|पेमेंट|हस्ताक्षर)\\s?(?:की)?\\s?(?:ज़रूरत नहीं|जरूरत नहीं)",
    ),
  },
  "hi-latn": {
    tell: `(?:bata do|bata dijiye|bataiye|batao|bhej do|bhej dijiye|de do|de dijiye|likh do|message kar do|whatsapp kar do)${E}`,
    code: alt(
      "(?:alarm|darwaze|darwaja|gate|main gate|garage|key box|chabi box|taale|tale|container|site|immobiliser|immobilizer|transponder|chabi|chaabi|key) (?:ka |ke )?(?:code|pin|password|combination)",
      "(?:spare|extra|duplicate|dusri) (?:chabi|chaabi|key) (?:kahan|kaha)",
    ),
    release: `(?:saunp do|saunp dijiye|sonp do|de do|de dijiye|handover kar do|hand over kar do|release kar do|le jane do|le jaane do)${E}`,
    bearer: alt(
      "(?:jo|jo bhi) (?:banda |aadmi |driver |courier )?(?:ye|yeh|aapko ye|aapko yeh) (?:message|msg|mail|email|code) (?:dikhaye|laye|dikhayega)",
      "(?:jo bhi aaye|jo koi aaye|jo bhi lene aaye)",
    ),
    nocheck: alt(
      "bina (?:kisi )?(?:kagaz|kaagaz|kagzat|documents?|id|pehchan|check|checking|verification|payment|bhugtan|bill|invoice|sign|signature)",
      "(?:documents?|id|payment|sign|kagaz) ki (?:zarurat|jarurat|zaroorat) nahi",
    ),
  },
  "ar-latn": {
    tell: `(?:a3tini|a3teeni|3tini|iddini|qolli|2olli|2oli|ulli|ba3etli|ib3atli|ib3at|ab3at|2ulli|goli|gooli)${E}`,
    code: alt(
      "(?:code|kod|ramz|pin|password|raqam)(?: el| al| il)? ?(?:alarm|inthar|enzar|bab|bawwaba|bawaba|garage|garaj|sando2 el mafatee7|key box|2efl|kefl|container|site|immobilizer|muftah|moftah|mefta7|mofta7)",
      "(?:wein|fein|feen|wen) (?:el|al|il)? ?(?:mofta7|mefta7|muftah) (?:el |al )?(?:ziyada|ehtiyati|spare|tani)",
    ),
    release: `(?:sallem|sallim|sallmo|salem|a3ti|e3ti|iddi|khalli(?:h|ha|hom)? yakhod|5allih yakhod|khallih yaakhod)${E}`,
    bearer: alt(
      "(?:lel|lil|li)? ?(?:shakhs|wa7ed|sawe2|sawa2|mandoob|mandoub|ay wa7ed|illi|elli|yalli)(?: elli| illi| yalli)? (?:ywarjik|yfarjik|yorik|ywarrik|ygiblak|yjeeb|yjib) (?:el|al|il|hay|hal|hadi|hadhi)? ?(?:risala|resala|message|msg|email|code)",
      "(?:ay wa7ed|ayy 7ad|illi|elli) (?:yiji|yeji|yiigi|yigi|yeigi)",
    ),
    nocheck: alt(
      "(?:bdoon|bidun|bedun|bdun|men gher|min ghair|bala) (?:ay )?(?:awra2|awraq|wara2|documents?|hawiyye|hawiya|id|bitaqa|beta2a|fa7s|ta2kid|daf3|dafe3|payment|fatura|fatoura|tawqee3|tawqi3)",
      "(?:ma fi|mafi|mish|mesh) (?:daa3i|da3i|7aje|lazem|lazim) (?:la|le)? ?(?:awra2|documents?|hawiyye|id|daf3|payment|tawqee3)",
    ),
  },
  bn: {
    tell: `(?:বলুন|বলে দিন|বলো|জানান|জানিয়ে দিন|দিন|দিয়ে দিন|লিখে দিন|মেসেজ করুন)${EM}`,
    code: alt(
      "(?:অ্যালার্ম|এলার্ম|দরজার|গেটের|মেইন গেটের|গ্যারেজের|চাবির বাক্সের|কী বক্সের|তালার|কন্টেইনারের|সাইটের|ইমোবিলাইজারের|চাবির)\\s?(?:কোড|পিন|পাসওয়ার্ড|কম্বিনেশন)",
      "(?:অতিরিক্ত|বাড়তি|স্পেয়ার|ডুপ্লিকেট) চাবি (?:কোথায়)",
    ),
    release: `(?:হস্তান্তর করুন|তুলে দিন|দিয়ে দিন|দিন|ছেড়ে দিন|নিয়ে যেতে দিন)${EM}`,
    bearer: alt(
      "(?:যে|যিনি|যে কেউ)\\s?(?:ব্যক্তি|লোক|ড্রাইভার|কুরিয়ার)?\\s?(?:এই|আপনাকে এই)\\s?(?:মেসেজ|বার্তা|ইমেইল|কোড)\\s?(?:দেখাবে|দেখান|দেখায়|আনবে|নিয়ে আসবে)",
      "(?:যে-ই আসুক|যে কেউ আসুক|যে আসবে)",
    ),
    nocheck: alt(
      "(?:কাগজপত্র|ডকুমেন্ট|নথি|আইডি|পরিচয়পত্র|যাচাই|চেক|পেমেন্ট|টাকা|বিল|ইনভয়েস|সই|স্বাক্ষর)\\s?(?:ছাড়া|ছাড়াই|লাগবে না|দরকার নেই)",
    ),
  },
  am: {
    tell: "(?:ንገረኝ|ንገሩኝ|ይንገሩኝ|ስጠኝ|ስጡኝ|ይስጡኝ|ጻፍልኝ|ይጻፉልኝ|አሳውቀኝ|ያሳውቁኝ)",
    code: alt(
      "(?:የማንቂያ|የአላርም|የበር|የመግቢያ በር|የግቢ በር|የጋራዥ|የቁልፍ ሳጥን|የቁልፍ ሳጥኑ|የጋን|የኮንቴነር|የሳይት|የኢሞቢላይዘር|የቁልፍ|የቁልፉ)\\s?(?:ኮድ|ፒን|የይለፍ ቃል|ሚስጥር ቁጥር|ቁጥር)",
      "(?:ትርፍ|ተጨማሪ|መለዋወጫ) ቁልፍ(?:ፉ)?\\s?(?:የት)",
    ),
    release: "(?:አስረክብ|አስረክቡ|ያስረክቡ|ስጥ|ስጡ|ይስጡ|ልቀቅ|ልቀቁ|ይልቀቁ|እንዲወስድ ፍቀድ|እንዲወስድ ይፍቀዱ)",
    bearer: alt(
      "(?:ይህን|ይሄን)\\s?(?:መልእክት|መልዕክት|ኢሜይል|ኮድ)\\s?(?:ለሚያሳይ|ለሚያሳያችሁ|ለሚያሳይዎ|ለሚያመጣ|ይዞ ለሚመጣ)",
      "(?:ለመጣ ሰው|ለሚመጣ ሰው|ለማንኛውም ሰው)",
    ),
    nocheck: alt(
      "(?:ያለ|ያለምንም)\\s?(?:ሰነድ|ሰነዶች|ወረቀት|መታወቂያ|ማረጋገጫ|ፍተሻ|ክፍያ|ደረሰኝ|ፊርማ|ኢንቮይስ)",
      "(?:ሰነድ|መታወቂያ|ክፍያ|ፊርማ)\\s?(?:አያስፈልግም)",
    ),
  },
  ti: {
    tell: "(?:ንገረኒ|ንገሩኒ|ሃበኒ|ሃቡኒ|ጽሓፈለይ|ጽሓፉለይ|ኣፍልጠኒ|ኣፍልጡኒ)",
    code: alt(
      "(?:ናይ ማንቅሒ|ናይ ኣላርም|ናይ ማዕጾ|ናይ ካንቸሎ|ናይ ጋራዥ|ናይ መፍትሕ ሳንዱቕ|ናይ ቃንዛ|ናይ ኮንቴነር|ናይ መፍትሕ)\\s?(?:ኮድ|ፒን|ምስጢር ቁጽሪ|ቁጽሪ)",
      "(?:ተወሳኺ|መተካእታ) መፍትሕ\\s?(?:ኣበይ)",
    ),
    release: "(?:ኣረክብ|ኣረክቡ|ሃብ|ሃቡ|ልቐቕ|ልቐቑ|ክወስድ ፍቐደሉ)",
    bearer: alt("(?:እዚ|ነዚ)\\s?(?:መልእኽቲ|ኢመይል|ኮድ)\\s?(?:ንዘርኢ|ንዘርእየኩም|ሒዙ ንዝመጽእ)", "(?:ንዝመጸ ሰብ|ንዝኾነ ሰብ)"),
    nocheck: alt("(?:ብዘይ)\\s?(?:ሰነድ|ወረቐት|መንነት|ምርመራ|ክፍሊት|ፊርማ|ደረሰኝ)", "(?:ሰነድ|መንነት|ክፍሊት|ፊርማ)\\s?(?:ኣየድልን)"),
  },
  so: {
    tell: `(?:i sii|na sii|sii|ii sheeg|noo sheeg|sheeg|ii qor|ii soo dir|ogeysii|ii ogeysii)${E}`,
    code: alt(
      "(?:koodka|kodka|pin-ka|pinka|lambarka sirta|furaha sirta|isku-darka) (?:alaarmiga|alarmka|qaylo-dhaanta|albaabka|iridda|garaashka|sanduuqa furayaasha|quufulka|qufulka|konteenarka|goobta|immobilizer-ka|furaha)",
      "(?:furaha kaydka|furaha dheeraadka ah) (?:xagee|halkee|meeqa)",
    ),
    release: `(?<!(?:ha|ma|annagu) )(?:u dhiib|dhiib|u dhiiba|sii|siiya|u sii|sii daa|u oggolow inuu qaato)${E}`,
    bearer: alt(
      "(?:qofka|darawalka|wadaha|farriin-sidaha|ciddii|qof kasta)(?: kuu| ku)? ?(?:tusa|tusi doona|keena|keeni doona|soo bandhiga) (?:fariintan|farriintan|emailkan|iimaylkan|koodkan|warqaddan)",
      "(?:qofkii yimaada|qof kasta oo yimaada|ciddii timaada)",
    ),
    nocheck: alt(
      "(?:la'aan|la’aan)",
      "(?:dukumenti|dukumiinti|waraaqo|aqoonsi|jeegin|hubin|lacag bixin|lacag|biil|qaansheeg|saxiix)(?: \\p{L}+)? (?:la'aan|la’aan|looma baahna|uma baahna|ma loo baahna)",
    ),
  },
  ha: {
    tell: hausa(
      `(?:gaya mini|gaya mana|faɗa mini|faɗa mana|ba ni|ba mu|bani|rubuta mini|aiko min da saƙo|sanar da ni)${E}`,
    ),
    code: hausa(
      alt(
        "(?:lambar sirri|kalmar sirri|lambar|kod|code|pin) (?:ta |na )?(?:ƙararrawa|alarm|ƙofa|kofar|ƙofar|gate|geti|gareji|akwatin makulli|akwatin mabuɗi|kwaɗo|kwado|kwantena|wurin aiki|immobiliser|makulli|mabuɗi)",
        "(?:ina|a ina) (?:makullin ajiya|mabuɗin ajiya|makulli na biyu)",
      ),
    ),
    release: hausa(
      `(?<!(?:kada|ba|mu) )(?:miƙa|mika|ku miƙa|ka miƙa|ku ba|bayar|ku bayar|saki|ku saki|bari ya ɗauka|bari ya dauka)${E}`,
    ),
    bearer: hausa(
      alt(
        "(?:mutumin|direban|ɗan aiken|duk wanda) (?:da |wanda )?(?:ya |zai )?(?:nuna|kawo|gabatar da) (?:wannan |saƙon nan|sakon nan)(?:saƙo|sako|imel|lamba|wasiƙa)?",
        "(?:duk wanda ya zo|duk wanda ya zo karɓa|kowa ya zo)",
      ),
    ),
    nocheck: hausa(
      alt(
        "ba tare da (?:\\p{L}+ )?(?:takardu|takarda|shaida|katin shaida|bincike|tabbatarwa|biya|biyan kuɗi|rasit|sa hannu|invoice)",
        "(?:takardu|shaida|biya|sa hannu) (?:ba (?:a )?bukata|ba dole ba)",
      ),
    ),
  },
  yo: {
    tell: yoruba(`(?:sọ fún mi|sọ fun mi|sọ fún wa|fún mi ní|fun mi ni|kọ ọ́ ránṣẹ́|fi ránṣẹ́ sí mi|jẹ́ kí n mọ̀)${E}`),
    code: yoruba(
      alt(
        "(?:kóòdù|koodu|code|pin|nọ́mbà àṣírí|ọ̀rọ̀ aṣínà) (?:ti |tí )?(?:alárá|alarm|ìlẹ̀kùn|ilekun|ẹnu ọ̀nà|géètì|geeti|gate|gáréèjì|garaji|garage|àpótí kọ́kọ́rọ́|àgádágodo|kóńtéènà|container|immobiliser|kọ́kọ́rọ́)",
        "(?:níbo|nibo) ni (?:kọ́kọ́rọ́ àfikún|kọ́kọ́rọ́ ìpamọ́|spare key)",
      ),
    ),
    release: yoruba(
      `(?<!(?:má|ma|a kò|a ko) )(?:fi (?:[^\\s.,;!?]+ ){0,2}lé|fa (?:[^\\s.,;!?]+ ){0,2}lé|fún|fun|yọ̀ǹda|jẹ́ kí (?:ó|wọ́n) gbé)${E}`,
    ),
    bearer: yoruba(
      alt(
        "(?:ẹni tí|ẹnikẹ́ni tí|awakọ̀ tí|ẹni to) (?:ó )?(?:bá )?(?:fi|fihàn|mú) (?:ìfiránṣẹ́|ifiranse|imeeli|àtẹ̀jíṣẹ́|kóòdù) (?:yìí|yii)",
        "(?:ẹnikẹ́ni tí ó bá wá|ẹnikẹ́ni tó bá wá|ẹni tó bá wá)",
      ),
    ),
    nocheck: yoruba(
      alt(
        "(?:láìsí|laisi|láì) (?:\\p{L}+ )?(?:ìwé|iwe|àkọsílẹ̀|káàdì ìdánimọ̀|ìdánimọ̀|àyẹ̀wò|ìsanwó|owó|risiti|ìbuwọ́lù)",
        "(?:kò sí|ko si) (?:ìdí|iwulo) fún (?:ìwé|ìdánimọ̀|ìsanwó|ìbuwọ́lù)",
      ),
    ),
  },
  ig: {
    tell: `(?:gwa m|gwa anyị|nye m|nye anyị|dee m|zitere m ozi|mee ka m mara)${E}`,
    code: alt(
      "(?:koodu|code|pin|nọmba nzuzo|okwuntughe) (?:nke |maka )?(?:alarm|mkpu|ọnụ ụzọ|onu uzo|ọnụ ụzọ ámá|gate|geti|garaji|garage|igbe igodo|mkpọchi|container|ebe ọrụ|immobiliser|igodo)",
      "(?:ebee|ebe) (?:igodo ndabere|igodo nke abụọ|spare key) (?:dị|di)",
    ),
    release: `(?<!(?:ejila|anyị anaghị) )(?:nyefee|nyefe|nye|hapụ|hapu|kwe ka (?:o|ha) buru)${E}`,
    bearer: alt(
      "(?:onye|onye ọkwọ ụgbọ ala|onye ozi|onye ọ bụla)(?: nke)? (?:gosiri|ga-egosi|gosi|wetara|ga-eweta) (?:gị |unu )?(?:ozi|email|koodu|akwụkwọ ozi) (?:a|nke a)",
      "(?:onye ọ bụla bịara|onye ọbụla bịara|onye ọ bụla ga-abịa)",
    ),
    nocheck: alt(
      "(?:na-enweghị|enweghị|n'enweghị) (?:\\p{L}+ )?(?:akwụkwọ|akwukwo|njirimara|nyocha|nlele|ịkwụ ụgwọ|ugwo|ụgwọ|invoice|mbinye aka)",
      "(?:akwụkwọ|njirimara|ụgwọ|mbinye aka) (?:adịghị mkpa|adighi mkpa)",
    ),
  },
  zu: {
    tell: `(?:ngithumelele|sithumelele|ngitshele|sitshele|mtshele|nginike|sinike|ngibhalele|ngithumelele umlayezo|ngazise)${E}`,
    code: alt(
      "(?:ikhodi|iphinikhodi|iphini|pin|inombolo eyimfihlo|inhlanganisela) (?:ye-?|ka|ya-?|yo)?(?:alamu|alarm|mnyango|sango|gate|igaraji|garaji|ibhokisi lokhiye|bhokisi lokhiye|ingidi|ingide|khontena|container|sayithi|immobiliser|khiye|sikhiye)",
      "(?:ukhiye wokulondoloza|ukhiye owengeziwe|spare key) (?:ukuphi|ikuphi)",
    ),
    release: `(?<!(?:ungaki|ningaki|asi) )(?:nikeza|nikezela|mnikeze|banikeze|yinikeze|khulula|myeke athathe|vumela (?:ukuthi )?athathe)${E}`,
    bearer: alt(
      "(?:umuntu|kumuntu|umshayeli|kumshayeli|isithunywa|noma ubani)(?: o| ozo)?(?:kukhombisa|khombisa|bonisa|kubonisa|letha|eletha|zokukhombisa) (?:lo|lesi|le)? ?(?:umlayezo|mlayezo|imeyili|i-imeyili|ikhodi|incwadi)",
      "(?:noma ubani ozofika|noma ngubani ozofika|noma ubani oza)",
    ),
    nocheck: alt(
      "(?:ngaphandle kwa|ngaphandle kwe|ngaphandle ko)(?:mapheshana|maphepha|mabhuku|dokhumenti|zincwadi|mazisi|buwazi|kuhlola|kuqinisekisa|kukhokha|nkokhelo|invoyisi|sayini|kusayina)",
      "(?:awudingi|akudingeki|azidingeki) (?:\\p{L}+ )?(?:maphepha|mazisi|buwazi|nkokhelo|kukhokha|kusayina)",
    ),
  },
  xh: {
    tell: `(?:ndithumelele|sithumelele|ndixelele|sixelele|mxelele|ndinike|sinike|ndibhalele|ndithumelele umyalezo|ndazise)${E}`,
    code: alt(
      "(?:ikhowudi|ikhodi|iphini|pin|inombolo eyimfihlo) (?:ye-?|ka|ya-?|yo)?(?:alam|alarm|mnyango|sango|gate|igaraji|garaji|ibhokisi lezitshixo|bhokisi lezitshixo|iqhaga|khontena|container|sayithi|immobiliser|sitshixo)",
      "(?:isitshixo esongezelelweyo|spare key) (?:siphi|ikuphi)",
    ),
    release: `(?<!(?:ungayi|musani|asi) )(?:nikezela|nikeza|mnike|banike|yinike|khulula|myeke athathe|vumela athathe)${E}`,
    bearer: alt(
      "(?:umntu|kumntu|umqhubi|kumqhubi|isithunywa|nabani na)(?: o| oza)?(?:kubonisa|bonisa|zisa|eza) (?:lo|esi|le)? ?(?:umyalezo|myalezo|i-imeyile|imeyile|ikhowudi|ileta)",
      "(?:nabani na ozayo|nabani na oza kuza)",
    ),
    nocheck: alt(
      "(?:ngaphandle kwa|ngaphandle kwe|ngaphandle ko)(?:maxwebhu|maphepha|zazisi|sazisi|kukhangela|kuqinisekisa|kuhlawula|ntlawulo|invoyisi|kutyikitya|tyikityo)",
      "(?:akufuneki|azifuneki|akudingeki) (?:\\p{L}+ )?(?:maxwebhu|maphepha|sazisi|ntlawulo|kuhlawula|kutyikitya)",
    ),
  },
  ps: {
    tell: "(?:راته ووایه|راته ووایاست|ووایه|ووایاست|راکړه|راکړئ|راته ولیکه|راته ولیکئ|خبر راکړه|خبر راکړئ)",
    code: alt(
      "(?:د الارم|د خطر زنګ|د دروازې|د ور|د ګیراج|د کیلي صندوق|د کلپ|د کانټینر|د سایټ|د ایموبلایزر|د کیلي)\\s?(?:کوډ|پن|پټ نوم|رمز)",
      "(?:اضافي کیلي|زېرمه کیلي)\\s?(?:چېرته|چیرته)",
    ),
    release: "(?:وسپاره|وسپارئ|ورکړه|ورکړئ|خوشې کړه|خوشې کړئ|پرېږده چې یوسي|پریږدئ چې یوسي)",
    bearer: alt(
      "(?:هغه کس|هغه سړي|چلوونکي|ډرایور|هر چا)\\s?(?:ته)?\\s?(?:چې)\\s?(?:دا|دغه)\\s?(?:پیغام|برېښنالیک|ایمیل|کوډ)\\s?(?:وښيي|وښایي|راوړي)",
      "(?:چې)\\s?(?:دا|دغه)\\s?(?:پیغام|برېښنالیک|ایمیل|کوډ)\\s?(?:وښيي|وښایي|راوړي)",
      "(?:هر چا ته چې راشي|هر څوک چې راشي)",
    ),
    nocheck: alt(
      "(?:بې|بغیر د|پرته له)\\s?(?:اسنادو|کاغذونو|پېژندپاڼې|تذکرې|تذکره|تایید|کتنې|تادیې|پیسو|بل|لاسلیک)",
      "(?:اسنادو|تذکرې|تادیې|لاسلیک)\\s?(?:ته اړتیا نشته)",
    ),
  },
  ku: {
    tell: `(?:ji min re bêje|bêje|bêjin|bide min|bidin min|ji min re binivîse|min agahdar bike)${E}`,
    code: unmarked(
      alt(
        "(?:koda|kodê|pîna|şîfreya|kombînasyona) (?:alarmê|alarmê|derî|deriyê|dergehê|garajê|qutiya mifteyan|qilfê|kilîtê|konteynerê|şantiyeyê|îmmobîlîzerê|mifteyê|kilîlê)",
        "(?:mifteya|kilîla) (?:yedek|zêde) (?:li ku ye|li kuderê ye)",
      ),
    ),
    release: unmarked(`(?<!(?:ne|neke|em) )(?:radest bike|radest bikin|bide|bidin|berde|berdin|bihêle bibe)${E}`),
    bearer: unmarked(
      alt(
        "(?:kesê|kesa|ajokarê|qasidê|her kesê) (?:ku )?(?:vê|ev) (?:peyamê|peyam|e-?nameyê|kodê) (?:nîşan bide|nîşanî te bide|bîne|pêşkêş bike)",
        "(?:her kesê ku were|kî were|kesê ku were)",
      ),
    ),
    nocheck: unmarked(
      alt(
        "bê (?:\\p{L}+ )?(?:belge|belgeyan|kaxez|nasname|nasnameyê|kontrol|pêbaweriyê|pere|dayîn|fatûre|îmze)",
        "(?:belge|nasname|pere|îmze) (?:ne hewce ye|pêwîst nîne)",
      ),
    ),
  },
  ckb: {
    tell: "(?:پێم بڵێ|پێمان بڵێ|بڵێ|بمدەرێ|بیدە بە من|بۆم بنووسە|ئاگادارم بکەوە)",
    code: alt(
      "(?:کۆدی|کۆد|پینی|ژمارەی نهێنی|وشەی نهێنی)\\s?(?:ئالارم|ئاژیر|دەرگا|دەروازە|گەراج|سندوقی کلیل|قفڵ|کۆنتێنەر|شوێنی کار|ئیمۆبیلایزەر|کلیل)",
      "(?:کلیلی یەدەگ|کلیلی زیادە)\\s?(?:لە کوێیە|کوا)",
    ),
    release: "(?:ڕادەستی بکە|ڕادەستی بکەن|بیدە|بیدەن|ئازادی بکە|با بیبات)",
    bearer: alt(
      "(?:ئەو کەسەی|ئەو شۆفێرەی|هەر کەسێک)\\s?(?:ئەم|ئەو)\\s?(?:نامەیە|پەیامە|ئیمەیڵە|کۆدە)\\s?(?:نیشان دەدات|پیشان دەدات|دەهێنێت)",
      "(?:هەر کەسێک هات|هەر کەسێک دێت)",
    ),
    nocheck: alt(
      "(?:بەبێ|بێ)\\s?(?:هیچ\\s)?(?:بەڵگەنامە|کاغەز|ناسنامە|پشکنین|پارەدان|پارە|پسوڵە|واژۆ|ئیمزا)",
      "(?:بەڵگەنامە|ناسنامە|پارەدان|واژۆ)\\s?(?:پێویست نییە)",
    ),
  },
  gu: {
    tell: `(?:કહો|જણાવો|જણાવી દો|આપો|આપી દો|લખી દો|મેસેજ કરો)${EM}`,
    code: alt(
      "(?:એલાર્મ|અલાર્મ|દરવાજા|ગેટ|ગેરેજ|ચાવી બોક્સ|કી બોક્સ|તાળા|કન્ટેનર|સાઇટ|ઇમોબિલાઇઝર|ચાવી)\\s?(?:નો|ના|ની)?\\s?(?:કોડ|પિન|પાસવર્ડ|કોમ્બિનેશન)",
      "(?:વધારાની|સ્પેર|ડુપ્લિકેટ) ચાવી (?:ક્યાં)",
    ),
    release: `(?:સોંપી દો|સોંપો|આપી દો|આપો|છોડી દો|લઈ જવા દો)${EM}`,
    bearer: alt(
      "(?:જે|જે કોઈ)\\s?(?:વ્યક્તિ|માણસ|ડ્રાઇવર|કુરિયર)?\\s?(?:આ|તમને આ)\\s?(?:મેસેજ|સંદેશ|ઈમેલ|કોડ)\\s?(?:બતાવે|લાવે|રજૂ કરે)",
      "(?:જે કોઈ આવે|જે પણ આવે)",
    ),
    nocheck: alt(
      "(?:કાગળો|દસ્તાવેજ|દસ્તાવેજો|આઈડી|ઓળખપત્ર|તપાસ|ચકાસણી|પેમેન્ટ|ચુકવણી|બિલ|ઇન્વૉઇસ|સહી)\\s?(?:વગર|વિના|ની જરૂર નથી)",
    ),
  },
  mr: {
    tell: `(?:सांगा|सांग|कळवा|द्या|देऊन टाका|लिहून द्या|मेसेज करा)${EM}`,
    code: alt(
      "(?:अलार्म|अलार्मचा|दरवाजाचा|गेटचा|गॅरेजचा|चावीच्या पेटीचा|की बॉक्सचा|कुलपाचा|कंटेनरचा|साइटचा|इमोबिलायझरचा|चावीचा)\\s?(?:कोड|पिन|पासवर्ड|कॉम्बिनेशन)",
      "(?:जादा|स्पेअर|डुप्लिकेट|दुसरी) चावी (?:कुठे)",
    ),
    release: `(?:सुपूर्द करा|सोपवा|देऊन टाका|द्या|सोडा|घेऊन जाऊ द्या)${EM}`,
    bearer: alt(
      "(?:जो|जी|जे कोणी|जो कोणी)\\s?(?:व्यक्ती|माणूस|ड्रायव्हर|कुरियर)?\\s?(?:हा|ही|तुम्हाला हा)\\s?(?:मेसेज|संदेश|ईमेल|कोड)\\s?(?:दाखवेल|दाखवतो|आणेल)",
      "(?:जो कोणी येईल|जे कोणी येतील)",
    ),
    nocheck: alt(
      "(?:कागदपत्रांशिवाय|कागदपत्रे न|ओळखपत्राशिवाय|तपासणीशिवाय|पडताळणीशिवाय|पैसे न भरता|पेमेंटशिवाय|बिलाशिवाय|सहीशिवाय)",
      "(?:कागदपत्रे|ओळखपत्र|पेमेंट|सही)\\s?(?:लागणार नाही|लागणार नाहीत|गरज नाही)",
    ),
  },
  pa: {
    tell: `(?:ਦੱਸੋ|ਦੱਸ ਦਿਓ|ਦਿਓ|ਦੇ ਦਿਓ|ਲਿਖ ਦਿਓ|ਮੈਸੇਜ ਕਰੋ)${EM}`,
    code: alt(
      "(?:ਅਲਾਰਮ|ਦਰਵਾਜ਼ੇ|ਦਰਵਾਜੇ|ਗੇਟ|ਗੈਰਾਜ|ਚਾਬੀ ਬਾਕਸ|ਕੀ ਬਾਕਸ|ਤਾਲੇ|ਕੰਟੇਨਰ|ਸਾਈਟ|ਇਮੋਬਿਲਾਈਜ਼ਰ|ਚਾਬੀ)\\s?(?:ਦਾ|ਦੇ)?\\s?(?:ਕੋਡ|ਪਿੰਨ|ਪਿਨ|ਪਾਸਵਰਡ)",
      "(?:ਵਾਧੂ|ਸਪੇਅਰ|ਡੁਪਲੀਕੇਟ) ਚਾਬੀ (?:ਕਿੱਥੇ)",
    ),
    release: `(?:ਸੌਂਪ ਦਿਓ|ਸੌਂਪੋ|ਦੇ ਦਿਓ|ਦਿਓ|ਛੱਡ ਦਿਓ|ਲੈ ਜਾਣ ਦਿਓ)${EM}`,
    bearer: alt(
      "(?:ਜੋ|ਜੋ ਵੀ)\\s?(?:ਵਿਅਕਤੀ|ਬੰਦਾ|ਡਰਾਈਵਰ|ਕੋਰੀਅਰ)?\\s?(?:ਇਹ|ਤੁਹਾਨੂੰ ਇਹ)\\s?(?:ਮੈਸੇਜ|ਸੁਨੇਹਾ|ਈਮੇਲ|ਕੋਡ)\\s?(?:ਦਿਖਾਏ|ਵਿਖਾਏ|ਲਿਆਏ)",
      "(?:ਜੋ ਵੀ ਆਵੇ|ਜੋ ਕੋਈ ਆਵੇ)",
    ),
    nocheck: alt("(?:ਬਿਨਾਂ|ਬਿਨਾ)\\s?(?:ਕਿਸੇ\\s)?(?:ਕਾਗਜ਼ਾਂ|ਕਾਗਜ਼|ਦਸਤਾਵੇਜ਼|ਆਈਡੀ|ਪਛਾਣ ਪੱਤਰ|ਜਾਂਚ|ਤਸਦੀਕ|ਭੁਗਤਾਨ|ਪੇਮੈਂਟ|ਬਿੱਲ|ਦਸਤਖ਼ਤ|ਦਸਤਖਤ)"),
  },
  te: {
    tell: `(?:చెప్పండి|చెప్పు|తెలియజేయండి|ఇవ్వండి|ఇచ్చేయండి|రాసి పంపండి|మెసేజ్ చేయండి)${EM}`,
    code: alt(
      "(?:అలారం|తలుపు|గేటు|గేట్|గ్యారేజ్|తాళం చెవి పెట్టె|కీ బాక్స్|తాళం|కంటైనర్|సైట్|ఇమ్మొబిలైజర్|తాళం చెవి)\\s?(?:కోడ్|పిన్|పాస్‌వర్డ్|పాస్వర్డ్)",
      "(?:అదనపు|స్పేర్|డూప్లికేట్) (?:తాళం చెవి|కీ) (?:ఎక్కడ)",
    ),
    release: `(?:అప్పగించండి|అప్పగించు|ఇచ్చేయండి|ఇవ్వండి|వదిలేయండి|తీసుకెళ్లనివ్వండి)${EM}`,
    bearer: alt(
      "(?:ఈ)\\s?(?:మెసేజ్|సందేశం|ఈమెయిల్|కోడ్)\\s?(?:చూపించిన|చూపే|తెచ్చిన|తీసుకొచ్చిన)\\s?(?:వ్యక్తికి|వారికి|డ్రైవర్‌కి|డ్రైవర్కి)",
      "(?:ఎవరు వచ్చినా|వచ్చిన ఎవరికైనా)",
    ),
    nocheck: alt("(?:పత్రాలు|డాక్యుమెంట్లు|ఐడీ|గుర్తింపు|తనిఖీ|ధృవీకరణ|చెల్లింపు|పేమెంట్|బిల్లు|సంతకం)\\s?(?:లేకుండా|అవసరం లేదు)"),
  },
  kn: {
    tell: `(?:ಹೇಳಿ|ತಿಳಿಸಿ|ಕೊಡಿ|ಕೊಟ್ಟುಬಿಡಿ|ಬರೆದು ಕಳುಹಿಸಿ|ಮೆಸೇಜ್ ಮಾಡಿ)${EM}`,
    code: alt(
      "(?:ಅಲಾರ್ಮ್|ಬಾಗಿಲ|ಬಾಗಿಲಿನ|ಗೇಟ್|ಗೇಟಿನ|ಗ್ಯಾರೇಜ್|ಕೀ ಬಾಕ್ಸ್|ಬೀಗದ|ಕಂಟೇನರ್|ಸೈಟ್|ಇಮ್ಮೊಬಿಲೈಸರ್|ಕೀಲಿಯ|ಕೀ)\\s?(?:ಕೋಡ್|ಪಿನ್|ಪಾಸ್‌ವರ್ಡ್|ಪಾಸ್ವರ್ಡ್)",
      "(?:ಹೆಚ್ಚುವರಿ|ಸ್ಪೇರ್|ಡುಪ್ಲಿಕೇಟ್) (?:ಕೀ|ಕೀಲಿ) (?:ಎಲ್ಲಿ)",
    ),
    release: `(?:ಹಸ್ತಾಂತರಿಸಿ|ಒಪ್ಪಿಸಿ|ಕೊಟ್ಟುಬಿಡಿ|ಕೊಡಿ|ಬಿಡುಗಡೆ ಮಾಡಿ|ತೆಗೆದುಕೊಂಡು ಹೋಗಲು ಬಿಡಿ)${EM}`,
    bearer: alt(
      "(?:ಈ)\\s?(?:ಮೆಸೇಜ್|ಸಂದೇಶ|ಇಮೇಲ್|ಕೋಡ್)\\s?(?:ತೋರಿಸುವ|ತೋರಿಸಿದ|ತರುವ|ತಂದ)\\s?(?:ವ್ಯಕ್ತಿಗೆ|ಅವರಿಗೆ|ಡ್ರೈವರ್‌ಗೆ|ಡ್ರೈವರ್ಗೆ)",
      "(?:ಯಾರೇ ಬಂದರೂ|ಬಂದ ಯಾರಿಗಾದರೂ)",
    ),
    nocheck: alt(
      "(?:ದಾಖಲೆಗಳಿಲ್ಲದೆ|ದಾಖಲೆ ಇಲ್ಲದೆ|ಐಡಿ ಇಲ್ಲದೆ|ಗುರುತಿನ ಚೀಟಿ ಇಲ್ಲದೆ|ಪರಿಶೀಲನೆ ಇಲ್ಲದೆ|ಪಾವತಿ ಇಲ್ಲದೆ|ಪೇಮೆಂಟ್ ಇಲ್ಲದೆ|ಬಿಲ್ ಇಲ್ಲದೆ|ಸಹಿ ಇಲ್ಲದೆ)",
      "(?:ದಾಖಲೆ|ಐಡಿ|ಪಾವತಿ|ಸಹಿ)\\s?(?:ಬೇಕಾಗಿಲ್ಲ|ಅಗತ್ಯವಿಲ್ಲ)",
    ),
  },
  ml: {
    tell: `(?:പറയൂ|പറഞ്ഞുതരൂ|അറിയിക്കൂ|അറിയിക്കുക|തരൂ|തരിക|എഴുതി അയയ്ക്കൂ|മെസേജ് ചെയ്യൂ)${EM}`,
    code: alt(
      "(?:അലാറം|അലാറത്തിന്റെ|വാതിലിന്റെ|ഡോർ|ഗേറ്റ്|ഗേറ്റിന്റെ|ഗാരേജ്|ഗാരേജിന്റെ|കീ ബോക്സ്|താക്കോൽ പെട്ടിയുടെ|പൂട്ടിന്റെ|കണ്ടെയ്നർ|സൈറ്റ്|ഇമ്മൊബിലൈസർ|താക്കോലിന്റെ)\\s?(?:കോഡ്|പിൻ|പാസ്‌വേഡ്|പാസ്വേഡ്)",
      "(?:അധിക|സ്പെയർ|ഡ്യൂപ്ലിക്കേറ്റ്) (?:താക്കോൽ|കീ) (?:എവിടെ)",
    ),
    release: `(?:കൈമാറുക|കൈമാറൂ|ഏൽപ്പിക്കുക|ഏൽപ്പിക്കൂ|കൊടുക്കുക|കൊടുക്കൂ|വിട്ടുകൊടുക്കുക|കൊണ്ടുപോകാൻ അനുവദിക്കുക)${EM}`,
    bearer: alt(
      "(?:ഈ)\\s?(?:മെസേജ്|സന്ദേശം|ഇമെയിൽ|കോഡ്)\\s?(?:കാണിക്കുന്ന|കാണിച്ച|കൊണ്ടുവരുന്ന)\\s?(?:ആൾക്ക്|ആളിന്|വ്യക്തിക്ക്|ഡ്രൈവർക്ക്)",
      "(?:ആര് വന്നാലും|വരുന്ന ആർക്കും)",
    ),
    nocheck: alt(
      "(?:രേഖകളില്ലാതെ|രേഖകൾ ഇല്ലാതെ|ഐഡി ഇല്ലാതെ|തിരിച്ചറിയൽ രേഖ ഇല്ലാതെ|പരിശോധന ഇല്ലാതെ|പണം നൽകാതെ|പേയ്‌മെന്റ് ഇല്ലാതെ|ബിൽ ഇല്ലാതെ|ഒപ്പ് ഇല്ലാതെ)",
      "(?:രേഖകൾ|ഐഡി|പേയ്‌മെന്റ്|ഒപ്പ്)\\s?(?:ആവശ്യമില്ല|വേണ്ട)",
    ),
  },
  ta: {
    tell: `(?:சொல்லுங்கள்|சொல்லுங்க|சொல்|தெரிவியுங்கள்|தாருங்கள்|கொடுங்கள்|குடுங்க|எழுதி அனுப்புங்கள்|மெசேஜ் பண்ணுங்க)${EM}`,
    code: alt(
      "(?:அலாரம்|அலாரத்தின்|கதவு|கதவின்|கேட்|கேட்டின்|கேரேஜ்|கேரேஜின்|சாவி பெட்டியின்|கீ பாக்ஸ்|பூட்டின்|கண்டெய்னர்|சைட்|இம்மொபிலைசர்|சாவியின்)\\s?(?:குறியீடு|கோட்|கோடு|பின்|கடவுச்சொல்|பாஸ்வேர்ட்)",
      "(?:கூடுதல்|உதிரி|ஸ்பேர்|டூப்ளிகேட்) சாவி (?:எங்கே)",
    ),
    release: `(?:ஒப்படையுங்கள்|ஒப்படைக்கவும்|கொடுத்துவிடுங்கள்|கொடுங்கள்|குடுங்க|விடுவியுங்கள்|எடுத்துச் செல்ல விடுங்கள்)${EM}`,
    bearer: alt(
      "(?:இந்த)\\s?(?:மெசேஜை|செய்தியை|மின்னஞ்சலை|குறியீட்டை|கோடை)\\s?(?:காட்டும்|காட்டுபவருக்கு|காண்பிக்கும்|கொண்டு வரும்)\\s?(?:நபரிடம்|நபருக்கு|ஓட்டுநரிடம்|டிரைவரிடம்)?",
      "(?:யார் வந்தாலும்|வருபவர் யாராக இருந்தாலும்)",
    ),
    nocheck: alt(
      "(?:ஆவணங்கள் இல்லாமல்|ஆவணம் இல்லாமல்|அடையாள அட்டை இல்லாமல்|ஐடி இல்லாமல்|சரிபார்ப்பு இல்லாமல்|பணம் செலுத்தாமல்|பணம் இல்லாமல்|பில் இல்லாமல்|கையொப்பம் இல்லாமல்)",
      "(?:ஆவணங்கள்|அடையாள அட்டை|பணம்|கையொப்பம்)\\s?(?:தேவையில்லை)",
    ),
  },
  si: {
    tell: `(?:කියන්න|කියලා දෙන්න|දන්වන්න|දෙන්න|ලියලා එවන්න|මැසේජ් කරන්න)${EM}`,
    code: alt(
      "(?:අලාම්|ඇලාම්|දොරේ|ගේට්ටුවේ|ගේට්|ගරාජයේ|යතුරු පෙට්ටියේ|ඉබ්බගේ|අගුලේ|කන්ටේනරයේ|සයිට්|ඉමොබිලයිසර්|යතුරේ)\\s?(?:කේතය|කෝඩ්|කේතයක්|පින්|මුරපදය)",
      "(?:අමතර|ස්පෙයා) යතුර (?:කොහෙද|කොහේද)",
    ),
    release: `(?:භාර දෙන්න|බාර දෙන්න|දෙන්න|නිදහස් කරන්න|අරන් යන්න දෙන්න)${EM}`,
    bearer: alt(
      "(?:මේ|මෙම)\\s?(?:මැසේජ් එක|පණිවිඩය|ඊමේල් එක|කේතය)\\s?(?:පෙන්වන|පෙන්නන|ගෙනෙන)\\s?(?:කෙනාට|පුද්ගලයාට|රියදුරාට)",
      "(?:කවුරු ආවත්|එන ඕනෑම කෙනෙකුට)",
    ),
    nocheck: alt(
      "(?:ලේඛන නැතිව|ලියකියවිලි නැතිව|හැඳුනුම්පත නැතිව|පරීක්ෂා නොකර|ගෙවීමකින් තොරව|ගෙවීම් නැතිව|බිල්පත නැතිව|අත්සන නැතිව)",
      "(?:ලේඛන|හැඳුනුම්පත|ගෙවීම|අත්සන)\\s?(?:අවශ්‍ය නැහැ|අවශ්‍ය නෑ|ඕනෙ නෑ)",
    ),
  },
  ne: {
    tell: `(?:भन्नुहोस्|भनिदिनुहोस्|बताउनुहोस्|दिनुहोस्|दिइदिनुहोस्|लेखेर पठाउनुहोस्|म्यासेज गर्नुहोस्)${EM}`,
    code: alt(
      "(?:अलार्म|अलार्मको|ढोकाको|गेटको|ग्यारेजको|साँचो बाकसको|की बक्सको|तालाको|कन्टेनरको|साइटको|इमोबिलाइजरको|साँचोको)\\s?(?:कोड|पिन|पासवर्ड)",
      "(?:अतिरिक्त|स्पेयर|डुप्लिकेट) साँचो (?:कहाँ)",
    ),
    release: `(?:हस्तान्तरण गर्नुहोस्|सुम्पिदिनुहोस्|सुम्पनुहोस्|दिइदिनुहोस्|दिनुहोस्|छाडिदिनुहोस्|लैजान दिनुहोस्)${EM}`,
    bearer: alt(
      "(?:यो)\\s?(?:म्यासेज|सन्देश|इमेल|कोड)\\s?(?:देखाउने|ल्याउने|पेस गर्ने)\\s?(?:व्यक्तिलाई|मान्छेलाई|ड्राइभरलाई)",
      "(?:जो आए पनि|जो कोही आए पनि|आउने जो कोहीलाई)",
    ),
    nocheck: alt(
      "(?:कागजात बिना|कागजपत्र बिना|परिचयपत्र बिना|आईडी बिना|जाँच बिना|भुक्तानी बिना|पैसा नतिरी|बिल बिना|हस्ताक्षर बिना)",
      "(?:कागजात|परिचयपत्र|भुक्तानी|हस्ताक्षर)\\s?(?:चाहिँदैन|आवश्यक छैन)",
    ),
  },
  ka: {
    tell: `(?:გამომიგზავნე|გამომიგზავნეთ|გამოგზავნეთ|მითხარი|მითხარით|მომეცი|მომეცით|მომწერე|მომწერეთ|შემატყობინე|შემატყობინეთ)${E}`,
    code: alt(
      "(?:სიგნალიზაციის|განგაშის|კარის|შესასვლელის|ჭიშკრის|ავტოფარეხის|გარაჟის|გასაღების ყუთის|ბოქლომის|საკეტის|კონტეინერის|ობიექტის|იმობილაიზერის|გასაღების) (?:კოდი|კოდს|პინი|პინს|პინ-კოდი|პაროლი|კომბინაცია|კომბინაციას)",
      "სად (?:არის|დევს|ინახება) (?:სათადარიგო|დამატებითი) გასაღები",
    ),
    release: `(?<!(?:არ|ნუ|ჩვენ) )(?:გადაეცი|გადაეცით|გადასცეს|მიეცი|მიეცით|გაატანე|გაატანეთ|გაუშვი|გაუშვით|წაიყვანოს|წაიღოს)${E}`,
    bearer: alt(
      "(?:ადამიანს|პირს|მძღოლს|კურიერს|მას),? (?:ვინც|რომელიც) (?:ამ|ამას|ამ წერილს|ამ შეტყობინებას) ?(?:შეტყობინებას|წერილს|მეილს|კოდს)? ?(?:გაჩვენებს|გიჩვენებთ|წარმოადგენს|მოიტანს)",
      "(?:ვინც არ უნდა მოვიდეს|ნებისმიერს, ვინც მოვა|ვინც მოვა)",
    ),
    nocheck: alt(
      "(?:საბუთების|დოკუმენტების|პირადობის|პირადობის მოწმობის|შემოწმების|გადამოწმების|გადახდის|ინვოისის|ხელმოწერის|ზედნადების) გარეშე",
      "(?:საბუთები|დოკუმენტები|პირადობა|გადახდა|ხელმოწერა) (?:არ არის საჭირო|საჭირო არ არის)",
    ),
  },
  hy: {
    tell: `(?:ասա|ասեք|տուր|տվեք|ինձ տվեք|գրիր|գրեք|տեղեկացրու|տեղեկացրեք)${E}`,
    code: alt(
      "(?:ազդանշանային համակարգի|ահազանգի|դռան|մուտքի|դարպասի|ավտոտնակի|գարաժի|բանալիների արկղի|կողպեքի|կոնտեյների|օբյեկտի|իմոբիլայզերի|բանալու) (?:կոդը|կոդ|pin|պին|պին կոդը|գաղտնաբառը|համակցությունը)",
      "(?:որտեղ է|ուր է) (?:պահեստային|լրացուցիչ) բանալին",
    ),
    release: `(?<!(?:մի|չ|մենք) )(?:հանձնիր|հանձնեք|տուր|տվեք|բաց թող|բաց թողեք|թույլ տվեք տանի)${E}`,
    bearer: alt(
      "(?:այն անձին|այն մարդուն|վարորդին|առաքիչին|նրան),? (?:ով|որը) (?:ձեզ )?(?:ցույց կտա|կներկայացնի|կբերի) (?:այս|այդ) (?:հաղորդագրությունը|նամակը|էլ\\. նամակը|կոդը)",
      "(?:ով էլ գա|ցանկացած մեկին, ով կգա)",
    ),
    nocheck: alt(
      "(?:առանց) (?:\\p{L}+ )?(?:փաստաթղթերի|թղթերի|անձնագրի|անձը հաստատող|ստուգման|վճարման|վճարելու|հաշիվ-ապրանքագրի|ստորագրության)",
      "(?:փաստաթղթեր|անձնագիր|վճարում|ստորագրություն) (?:պետք չէ|հարկավոր չէ)",
    ),
  },
  az: {
    tell: azerbaijani(asMet("az", `(?:deyin|de|söyləyin|söylə|verin|ver|yazın|yaz|bildirin|bildir|mesaj atın)${E}`)),
    code: azerbaijani(
      asMet(
        "az",
        alt(
          "(?:siqnalizasiya|siqnalizasiyanın|həyəcan siqnalının|qapı|qapının|giriş|darvaza|darvazanın|qaraj|qarajın|açar qutusu|açar qutusunun|asma qıfıl|qıfılın|konteyner|konteynerin|obyektin|immobilayzer|immobilayzerin|açarın) (?:kodu|kodunu|pin|pin kodunu|şifrəsi|şifrəsini|kombinasiyası|kombinasiyasını)",
          "ehtiyat açar(?:ın)? (?:haradadır|harada|yerini)",
        ),
      ),
    ),
    release: azerbaijani(asMet("az", `(?:təhvil verin|təhvil ver|verin|buraxın|burax|aparmağa icazə verin)${E}`)),
    bearer: azerbaijani(
      asMet(
        "az",
        alt(
          "(?:bu|bu mesajı|mesajı|bu e-?poçtu|bu məktubu|bu kodu) (?:sizə )?(?:göstərən|gətirən|təqdim edən) (?:şəxsə|adama|sürücüyə|kuryerə|kəsə)",
          "(?:kim gəlsə|gələn şəxsə|gələn hər kəsə)",
        ),
      ),
    ),
    nocheck: azerbaijani(
      asMet(
        "az",
        alt(
          "(?:sənədsiz|şəxsiyyət vəsiqəsiz|yoxlamasız|ödənişsiz|fakturasız|imzasız|qaiməsiz)",
          "(?:sənəd|şəxsiyyət vəsiqəsi|yoxlama|ödəniş|faktura|imza|qaimə)(?:yə|ya|ə|a)? (?:ehtiyac yoxdur|lazım deyil|olmadan|yoxlamadan|gözləmədən)",
        ),
      ),
    ),
  },
  kk: {
    tell: `(?:айтыңыз|айт|беріңіз|бер|жазыңыз|жаз|хабарлаңыз|хабарла)${E}`,
    code: alt(
      "(?:сигнализация|сигнализацияның|дабыл|есік|есіктің|кіреберіс|қақпа|қақпаның|гараж|гараждың|кілт қорабы|кілт қорабының|құлып|құлыптың|контейнер|контейнердің|нысанның|иммобилайзер|иммобилайзердің|кілттің) (?:кодын|коды|pin|пин|пин-кодын|құпия сөзін|комбинациясын)",
      "(?:қосалқы|запас) кілт(?:тің)? (?:қайда)",
    ),
    release: `(?<!(?:жоқ|біз) )(?:тапсырыңыз|тапсыр|беріңіз|бер|жіберіңіз|алып кетуге рұқсат беріңіз)${E}`,
    bearer: alt(
      "(?:бұл|осы) (?:хабарламаны|хатты|кодты|смс-ті) (?:сізге )?(?:көрсеткен|әкелген|ұсынған) (?:адамға|кісіге|жүргізушіге|курьерге)",
      "(?:кім келсе де|келген кез келген адамға|келген адамға)",
    ),
    nocheck: alt(
      "(?:құжатсыз|құжаттарсыз|жеке куәліксіз|тексерусіз|төлемсіз|шот-фактурасыз|қолтаңбасыз|жүкқұжатсыз)",
      "(?:құжат|жеке куәлік|төлем|қолтаңба)(?: \\p{L}+)? (?:керек емес|қажет емес)",
    ),
  },
  uz: {
    tell: uzbek(`(?:ayting|ayt|bering|ber|yozing|yoz|xabar bering|maʼlum qiling)${E}`),
    code: uzbek(
      alt(
        "(?:signalizatsiya|signalizatsiyaning|eshik|eshikning|kirish|darvoza|darvozaning|garaj|garajning|kalit qutisi|kalit qutisining|qulf|qulfning|konteyner|konteynerning|obyektning|immobilayzer|immobilayzerning|kalitning) (?:kodini|kodi|pin|pin-kodini|parolini|kombinatsiyasini)",
        "(?:zaxira|ehtiyot|qoʻshimcha) kalit(?:ning)? (?:qayerda)",
      ),
    ),
    release: uzbek(
      `(?<!(?:yoʻq|biz) )(?:topshiring|topshir|bering|ber|qoʻyib yuboring|olib ketishiga ruxsat bering)${E}`,
    ),
    bearer: uzbek(
      alt(
        "(?:ushbu|bu) (?:xabarni|xatni|kodni|sms-ni) (?:sizga )?(?:koʻrsatgan|olib kelgan|taqdim etgan) (?:shaxsga|odamga|haydovchiga|kuryerga|kishiga)",
        "(?:kim kelsa ham|kelgan har qanday odamga|kelgan odamga)",
      ),
    ),
    nocheck: uzbek(
      alt(
        "(?:hujjatsiz|hujjatlarsiz|pasportsiz|tekshiruvsiz|toʻlovsiz|hisob-fakturasiz|imzosiz|yuk xatisiz)",
        "(?:hujjat|pasport|toʻlov|imzo)(?: \\p{L}+)? (?:kerak emas|shart emas)",
      ),
    ),
  },
  mn: {
    tell: `(?:хэлээрэй|хэлнэ үү|өгөөрэй|өгнө үү|бичээрэй|бичнэ үү|мэдэгдээрэй|мэдэгдэнэ үү)${E}`,
    code: alt(
      "(?:дохиолол|дохиоллын|хаалга|хаалганы|орцны|хашааны|гараж|гаражийн|түлхүүрийн хайрцаг|түлхүүрийн хайрцгийн|цоож|цоожны|контейнер|контейнерийн|обьектын|иммобилайзер|иммобилайзерын|түлхүүрийн) (?:код|кодыг|пин|пин кодыг|нууц үг|нууц үгийг|хослол)",
      "(?:нөөц|сэлбэг|илүү) түлхүүр(?: нь)? (?:хаана)",
    ),
    release: `(?<!(?:бүү|битгий|бид) )(?:хүлээлгэн өгнө үү|хүлээлгэж өгөөрэй|өгнө үү|өгөөрэй|өг|суллана уу|авч явахыг зөвшөөрнө үү)${E}`,
    bearer: alt(
      "(?:энэ|энэхүү) (?:мессежийг|зурвасыг|имэйлийг|кодыг) (?:танд )?(?:үзүүлсэн|авчирсан|үзүүлэх) (?:хүнд|жолоочид|шуудан зөөгчид)",
      "(?:хэн ирсэн ч|ирсэн хэнд ч|ирсэн хүнд)",
    ),
    nocheck: alt(
      "(?:бичиг баримтгүй|баримт бичиггүй|үнэмлэхгүй|шалгалтгүй|шалгахгүйгээр|төлбөргүй|төлбөр төлөхгүйгээр|нэхэмжлэхгүй|гарын үсэггүй)",
      "(?:бичиг баримт|үнэмлэх|төлбөр|гарын үсэг) (?:шаардлагагүй|хэрэггүй)",
    ),
  },
  km: {
    tell: "(?:ប្រាប់|ផ្តល់|ផ្ដល់|សរសេរ|ផ្ញើសារ)",
    code: alt(
      "(?:លេខកូដ|កូដ|លេខសម្ងាត់|ពិន)(?:របស់)?(?:ឧបករណ៍រោទិ៍|អាឡាម|ទ្វារ|ទ្វារធំ|របង|យានដ្ឋាន|ហ្គារ៉ាស|ប្រអប់សោ|សោ|កុងតឺន័រ|ការដ្ឋាន|អ៊ីម៉ូប៊ីឡៃស៊ែរ)",
      "សោ(?:បម្រុង|ទំនេរ)(?:នៅ|ដាក់)(?:ឯណា|ណា)",
    ),
    release: "(?:ប្រគល់|ប្រគល់ឱ្យ|ប្រគល់អោយ|ឱ្យ|អោយ|លែង|អនុញ្ញាតឱ្យយក)",
    bearer: alt("(?:អ្នក|មនុស្ស|អ្នកបើកបរ|អ្នកដឹកជញ្ជូន)(?:ដែល)(?:បង្ហាញ|យក|នាំ)(?:សារ|អ៊ីមែល|កូដ)(?:នេះ)", "(?:អ្នកណាមកក៏|នរណាមកក៏)"),
    nocheck: alt(
      "(?:ដោយមិនចាំបាច់|មិនចាំបាច់|ដោយគ្មាន|គ្មាន)(?:ឯកសារ|អត្តសញ្ញាណប័ណ្ណ|ការត្រួតពិនិត្យ|ពិនិត្យ|ការទូទាត់|បង់ប្រាក់|វិក្កយបត្រ|ហត្ថលេខា)",
    ),
  },
  my: {
    tell: "(?:ပြောပြပါ|ပြောပါ|ရေးပို့ပါ|အကြောင်းကြားပါ|မက်ဆေ့ပို့ပါ)",
    code: alt(
      "(?:အချက်ပေးစနစ်|အလာမ်|တံခါး|ဂိတ်|ခြံတံခါး|ကားဂိုဒေါင်|ဂိုဒေါင်|သော့သေတ္တာ|သော့ခလောက်|ကွန်တိန်နာ|ဆိုက်|အီမိုဘီလိုင်ဇာ|သော့)(?:ရဲ့|၏)?\\s?(?:ကုဒ်|လျှို့ဝှက်နံပါတ်|ပင်နံပါတ်|pin|စကားဝှက်)",
      "(?:အပိုသော့|အရန်သော့)(?:ကို)?\\s?(?:ဘယ်မှာ)",
    ),
    release: "(?:လွှဲပေးပါ|အပ်ပေးပါ|ပေးလိုက်ပါ|လွှတ်ပေးပါ|ယူသွားခွင့်ပေးပါ)",
    bearer: alt(
      "(?:ဒီ|ဤ)\\s?(?:မက်ဆေ့|စာ|အီးမေးလ်|ကုဒ်)(?:ကို)?\\s?(?:ပြတဲ့|ပြသသူ|ယူလာတဲ့|ပြသော)\\s?(?:သူ|လူ|ယာဉ်မောင်း|ကားသမား)",
      "(?:ဘယ်သူလာလာ|လာတဲ့သူကို)",
    ),
    nocheck: alt("(?:စာရွက်စာတမ်း|မှတ်ပုံတင်|စစ်ဆေးခြင်း|ငွေပေးချေမှု|ငွေ|ပြေစာ|လက်မှတ်)(?:မလို|မပါဘဲ|မရှိဘဲ|မစစ်ဘဲ|မပေးဘဲ)"),
  },
  lo: {
    tell: "(?:ບອກ|ແຈ້ງ|ສົ່ງ|ຂຽນ)",
    code: alt(
      "(?:ລະຫັດ|ລະຫັດຜ່ານ|ພິນ|pin)(?:ຂອງ)?(?:ສັນຍານກັນຂະໂມຍ|ສັນຍານເຕືອນ|ປະຕູ|ປະຕູຮົ້ວ|ຮົ້ວ|ບ່ອນຈອດລົດ|ກາຣາດ|ກ່ອງກະແຈ|ແມ່ກະແຈ|ກະແຈລັອກ|ຕູ້ຄອນເທນເນີ|ໄຊງານ|ກະແຈ)",
      "ກະແຈ(?:ສຳຮອງ|ສໍາຮອງ)(?:ຢູ່|ວາງໄວ້)(?:ໃສ|ບ່ອນໃດ)",
    ),
    release: "(?:ມອບ|ສົ່ງມອບ|ປ່ອຍ|ອະນຸຍາດໃຫ້ເອົາໄປ)",
    bearer: alt("(?:ຄົນ|ຜູ້|ຄົນຂັບ)ທີ່(?:ສະແດງ|ໂຊ|ເອົາ|ຖື)(?:ຂໍ້ຄວາມ|ອີເມວ|ລະຫັດ)(?:ນີ້)", "(?:ໃຜມາກໍ|ໃຜກໍຕາມທີ່ມາ)"),
    nocheck: alt("(?:ໂດຍບໍ່ຕ້ອງ|ບໍ່ຕ້ອງ|ບໍ່ຕ້ອງມີ)(?:ເອກະສານ|ບັດປະຈຳຕົວ|ບັດ|ກວດສອບ|ຈ່າຍ|ຈ່າຍເງິນ|ໃບແຈ້ງໜີ້|ລາຍເຊັນ|ເຊັນ)"),
  },
};

const sendOf = (row: AccessRow, lang: Lang) =>
  row.ownSend ? row.tell : alt(BULK_ROWS[lang]?.send ?? row.tell, row.tell);

/** Verb-final languages and German and Dutch (whose infinitives close the clause): a wider gap. */
const VERB_FINAL: ReadonlySet<Lang> = languagesWith(VERB_FINAL_LANGUAGES, { with: ["de", "nl"] });

/** A verb near its object in either order: 60 characters in verb-final languages, 40 elsewhere (16 in the dense
 * scripts; 24 there for the release pairs, whose goods sit between verb and bearer). The verbs leave out the short
 * common forms ("de", "da", "ge", "gi", "ver"): the screen would try the entry at each of them. */
const pair = (lang: Lang, verb: string, object: string, spacedGap?: number) => {
  const spaced = spacedGap ?? (VERB_FINAL.has(lang) ? 60 : 40);
  const n = spacedGap && DENSE.has(lang) ? 24 : gap(lang, spaced);
  const v = wordStart(lang, verb);
  const o = wordStart(lang, object);
  return alt(near(v, o, n), near(o, v, n));
};

/** Physical access secrets asked for, and goods handed to a bearer or without the usual check (→ ACTION_SENSITIVE). */
export const ACCESS_OUT: PhraseTable = conceptTable(ROWS, (row, lang) => [
  pair(lang, sendOf(row, lang), row.code),
  pair(lang, row.release, row.bearer, 60),
  pair(lang, row.release, row.nocheck, 60),
]);

/** The rows by language, for the tests. */
export const ACCESS_ROWS: Readonly<Partial<Record<Lang, Readonly<AccessRow>>>> = ROWS;
