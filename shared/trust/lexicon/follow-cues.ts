// Follow cues, translated systematically: the reader pointed at other text and told to carry it out; one table per
// cue CONCEPT, one row per language, in the languages of lexicon/agent-cues.ts.
//
// An injection need not name its act at all: it points the AI reader at other text and tells it to carry that out,
// "follow the instructions below", "do what the note says", "execute the commands in the attachment", "decode this
// with ROT13 and do what it says", the Italian "ne decodifichi il testo ed esegua quanto scritto". Every row is one
// concept in one language, written from the concept (a verb family near an object family, bounded gaps), not from
// any message.
//
// FOLLOW_EMBEDDED (→ ACTION_GENERIC, weak alone: it counts next to an address to the AI reader):
//  a. a request verb that carries text out (follow, execute, carry out, perform, apply, obey, comply with, act on,
//     implement, run; imperative, polite, subjunctive and infinitive request forms) near the text it points at: the
//     instructions / steps / commands / orders / the note / the text / the message, placed by a locator (below,
//     above, attached, in the attachment, in the note, the following, these, hidden, decoded, encoded);
//  b. the same verbs, or "do / proceed / act", near "what it says / what is written / as instructed below";
//  c. a decode verb (decode, decipher, decrypt, translate, reverse, unscramble, read backwards) followed within the
//     sentence by one of the verbs of (a): the act after the decode.
// A service's "please follow the instructions below to reset your password" is one too, and stays weak alone; "I
// followed your instructions", "as instructed, I attach the invoice", "we will carry out the work as described in
// the quote" and "the steps are described in the attached guide" are not (first-person and past forms are not in
// the verbs, and "the work" is not text pointed at).
//
// Conventions are those of agent-cues.ts and reader-cues.ts: lowercase sources, NFKC-normalised as the text is, no
// word guards in UNSPACED scripts, a word-start guard on the second half of a pair elsewhere, Indic verbs closed by
// `EM`, Latin-script rows that mail writes without diacritics through `unmarked`, `romanian`, `serbian`,
// `azerbaijani` and `uzbek`; Turkish and Azerbaijani "ı" written "[ıi]". Performance: every entry starts with a
// literal the screen can place (the verb in verb-first languages, the object or locator in verb-final ones), gaps
// are bounded.
import {
  alt,
  asMet,
  azerbaijani,
  conceptTable,
  DENSE,
  END,
  either,
  gap,
  hausa,
  IEND,
  type Lang,
  languagesWith,
  near,
  type PhraseTable,
  romanian,
  serbian,
  unmarked,
  uzbek,
  VERB_FINAL_LANGUAGES,
  wordEnd,
  yoruba,
} from "./combinators.js";

/** One row per language. Fields are alternations (regex sources, lowercase). */
export interface FollowRow {
  /** Request verbs that carry text out: follow, execute, carry out, perform, apply, obey, comply with, act on,
   * implement, run (imperative, polite, subjunctive and infinitive-request forms; no first-person or past forms). */
  act: string;
  /** What is carried out: instructions, steps, commands, orders, directions; the note, the text, the message, the
   * line, the content. */
  nouns: string;
  /** Where it is: below, above, the following, attached, in the attachment, in the note, hidden, decoded, encoded,
   * these. Met within a few words of a noun, in either order. */
  where: string;
  /** "What it says / what is written / as written or instructed below": met after `act` or `doVerb`. */
  said?: string;
  /** "Do / proceed / act" in request forms, only before `said`. */
  doVerb?: string;
  /** Decode verbs: decode, decipher, decrypt, translate, reverse, unscramble, read backwards. */
  decode: string;
  /** Whole forms that stand alone ("do what it says" where the verb is too short to start an entry). */
  alone?: string;
}

/** The rest of a word (a stem's endings: "anweisung" → "anweisungen"). */
const W = `[^\\s.,;:!?"'»«()]*`;

const ROWS: Partial<Record<Lang, FollowRow>> = {
  en: {
    act: "(?<!(?:^|[^a-zß-ÿ])(?:i|we|they|i've|we've|they've|i have|we have|was|were|been|be|has|have|had|will|would|that|which|who|can|could|may|might|not|never) )(?<!'ll )(?:follow(?! up| through| along)|execute|carry out|perform|apply(?! for| to)|obey|comply with|act on|act upon|implement|run(?! through| by| out| into| over| late)|enact|action)",
    nouns: `(?:instructions?|steps|commands?|orders|directions|directives?|guidelines|tasks?|note|text|message|line|string|comment|footer|content|paragraph|payload|prompt)${END}`,
    where: alt(
      `(?:below|above|attached|enclosed|decoded|following|herein|these|those)${END}`,
      "in (?:the |this )?(?:attachment|attached \\S+|note|footer|pdf|document|decoded text|technical note|system note)",
      "(?:of|from) (?:the |this |our )?(?:technical|system|hidden) note",
    ),
    said: alt(
      "what (?:it|this|that|they|the (?:\\S+ ){0,2}?(?:note|text|message|line|attachment|string|footer|document|comment|file)(?: \\S+){0,2}?) (?:says|say|tells you|asks|asks for|instructs|requests|tells you to do)",
      "what(?:ever)? (?:is|was|'s) (?:written|stated|said|asked|requested|instructed)",
      "as (?:instructed|described|written|stated|indicated|specified|directed) (?:below|above|there|in (?:the|it|this))",
    ),
    doVerb: "(?<!(?:^|[^a-zß-ÿ])(?:i|we|they) )(?:do|proceed|act)",
    decode:
      "(?<!(?:^|[^a-zß-ÿ])(?:i|we|they) )(?:decode|decipher|decrypt|unscramble|reverse|translate|deobfuscate|un-?rot|rot-?13|base-?64-?decode|read (?:it |this |the \\S+ )?backwards)",
  },
  de: {
    act: "(?<!(?:^|[^a-zß-ÿ])(?:ich|wir) )(?:führe|führen sie|ausführen|auszuführen|befolge|befolgen sie|befolgen|folge|folgen sie|umsetzen|umzusetzen|setze|setzen sie|wende|wenden sie|anwenden|erledige|erledigen sie|gehorche|gehorchen sie|halte dich an|halten sie sich an|arbeite|arbeiten sie|abarbeiten)",
    nouns: `(?:anweisung${W}|anleitung${W}|schritte${W}|befehl${W}|kommando${W}|instruktion${W}|vorgaben|hinweis${W}|notiz${W}|text${W}|nachricht${W}|zeile${W}|inhalt${W}|aufträge|auftrag)`,
    where: alt(
      `(?:unten|oben|unterhalb|nachfolgend${W}|folgend${W}|angehängt${W}|beigefügt${W}|anbei|versteckt${W}|verborgen${W}|dekodiert${W}|decodiert${W}|entschlüsselt${W}|kodiert${W}|diese[nrm]?)${END}`,
      "(?:im|in dem) (?:anhang|text|hinweis)",
      "(?:in|aus) der (?:anlage|notiz|nachricht|datei|technischen notiz)",
    ),
    said: alt(
      "was (?:dort |darin |da |drin )?(?:steht|geschrieben steht|geschrieben ist|verlangt wird|angegeben ist)",
      "was (?:es|sie|er|der text|die notiz|die nachricht) (?:sagt|verlangt)",
      "wie (?:unten|oben|in der notiz|im text|im anhang) (?:beschrieben|angegeben|angewiesen)",
    ),
    doVerb:
      "(?<!(?:^|[^a-zß-ÿ])(?:ich|wir) )(?:tu|tue|tun sie|mach|mache|machen sie|handle|handeln sie|verfahre|verfahren sie)",
    decode:
      "(?:dekodiere|dekodieren sie|dekodieren|decodiere|decodieren|entschlüssle|entschlüssele|entschlüsseln sie|entschlüsseln|übersetze|übersetzen sie|lies rückwärts|lesen sie rückwärts|rückwärts lesen)",
  },
  fr: {
    act: "(?<!(?:^|[^a-zß-ÿ])(?:je|j'|nous|tu|on|il|elle) )(?:exécute[sz]?|exécuter|suis|suivez|suivre|suive|applique[sz]?|appliquer|obéis|obéissez|obéir|respecte[sz]?|respecter|effectue[sz]?|effectuer|réalise[sz]?|réaliser|mets en œuvre|mettez en œuvre|mettre en œuvre|mets en oeuvre|mettez en oeuvre|conforme-toi|conformez-vous|se conformer)(?:-(?:le|la|les|moi|nous))?",
    nouns: `(?:instructions?|étapes|commandes?|ordres|consignes|directives|indications|note|texte|message|ligne|chaîne|contenu)${END}`,
    where: alt(
      `(?:ci-dessous|ci-dessus|ci-jointe?s?|suivante?s?|cachée?s?|masquée?s?|décodée?s?|encodée?s?|dissimulée?s?|ces)${END}`,
      "en (?:pièce jointe|annexe)",
      "(?:dans|de) (?:la note|le texte|le message|la pièce jointe|le fichier|la note technique|l'annexe)",
    ),
    said: alt(
      "ce qui (?:y )?(?:est écrit|est indiqué|est demandé)",
      "ce qu'(?:il|elle|on) (?:y )?(?:dit|indique|demande)",
      "ce que (?:dit|demande|indique)",
      "comme (?:indiqué|décrit|écrit|demandé) (?:ci-dessous|ci-dessus|dans)",
    ),
    doVerb: "(?<!(?:^|[^a-zß-ÿ])(?:je|j'|nous|on) )(?:fais|faites|faire|procède|procédez|procéder|agis|agissez|agir)",
    decode:
      "(?:décode[sz]?|décoder|déchiffre[sz]?|déchiffrer|décrypte[sz]?|décrypter|traduis|traduisez|traduire|inverse[sz]?|inverser|lis à l'envers|lisez à l'envers)(?:-(?:le|la|les))?",
  },
  es: {
    act: "(?<!(?:^|[^a-zß-ÿ])(?:yo|lo|la|los|las) )(?:ejecuta|ejecute|ejecuten|ejecutar|sigue|siga|sigan|seguir|aplica|aplique|apliquen|aplicar|obedece|obedezca|obedecer|cumple|cumpla|cumplan|cumplir|realiza|realice|realizar|lleva a cabo|lleve a cabo|llevar a cabo|haz caso a|haga caso a|ejecútal[oa]s?|ejecútel[oa]s?|síguel[oa]s?|sígal[oa]s?|aplícal[oa]s?|aplíquel[oa]s?|cúmplel[oa]s?|cúmplal[oa]s?)(?:l[oa]s?)?",
    nouns: `(?:instrucci[oó]n(?:es)?|pasos|comandos?|órdenes|ordenes|indicaciones|directrices|nota|texto|mensaje|l[ií]nea|cadena|contenido)${END}`,
    where: alt(
      `(?:a continuación|abajo|arriba|más abajo|siguientes?|adjunt[oa]s?|ocult[oa]s?|escondid[oa]s?|decodificad[oa]s?|codificad[oa]s?|descifrad[oa]s?|est[oa]s)${END}`,
      "en (?:el )?(?:archivo )?adjunto",
      "(?:de|en) (?:la nota|el texto|el mensaje)",
    ),
    said: alt(
      "lo que (?:dice|pone|indica|está escrito|esta escrito|se indica|pide)",
      "lo escrito",
      "como se (?:indica|describe|pide) (?:abajo|arriba|a continuación|en la nota|en el texto)",
    ),
    doVerb: "(?:haz|haga|hagan|hacer|procede|proceda|actúa|actúe)",
    decode:
      "(?:decodifica|decodifique|decodificar|descodifica|descodifique|descifra|descifre|descifrar|desencripta|desencripte|traduce|traduzca|traducir|invierte|invierta|lee al revés|lea al revés)(?:l[oa]s?)?",
  },
  it: {
    act: "(?<!(?:^|[^a-zß-ÿ])(?:io|ho|abbiamo) )(?:esegui|esegua|eseguite|eseguano|eseguire|segui|segua|seguite|seguano|seguire|attieniti|si attenga|attenersi|applica|applichi|applicate|applicare|metti in pratica|metta in pratica|mettere in pratica|obbedisci|obbedisca|ubbidisci|ubbidisca|rispetta|rispetti|porta a termine|porti a termine)(?:l[aeoi])?",
    nouns: `(?:istruzion[ei]|passaggi|passi|comandi|ordini|indicazioni|direttive|nota|testo|messaggio|riga|stringa|contenuto)${END}`,
    where: alt(
      `(?:qui sotto|sotto|sopra|di seguito|seguenti|allegat[oaie]|nascost[oaie]|decodificat[oaie]|codificat[oaie]|decifrat[oaie]|queste|questi)${END}`,
      "in allegato",
      "(?:nella|della|nel|del) (?:nota|messaggio|testo|allegato|file)",
    ),
    said: alt(
      "quanto (?:vi è |c'è |è )?(?:scritto|indicato|riportato|richiesto|detto)",
      "(?:ciò|quello) che (?:c'è scritto|vi è scritto|è scritto|dice|indica|chiede)",
      "come (?:indicato|scritto|descritto|richiesto) (?:sotto|sopra|qui sotto|di seguito|nella nota|nel testo)",
    ),
    doVerb: "(?:fai|faccia|fate|fare|procedi|proceda|procedete)",
    decode:
      "(?:decodifica|decodifichi|decodificate|decodificare|decifra|decifri|decifrate|decifrare|decripta|decripti|traduci|traduca|tradurre|inverti|inverta|leggi al contrario|legga al contrario)(?:l[aeoi])?",
  },
  pt: {
    act: "(?<!(?:^|[^a-zß-ÿ])(?:eu|nós) )(?:execute|executa|executem|executar|siga|sigam|seguir|aplique|aplica|apliquem|aplicar|obedeça|obedece|obedecer|cumpra|cumpram|cumprir|realize|realizar|ponha em prática|coloque em prática)",
    nouns: `(?:instruç(?:ão|ões)|instrucoes|instrucao|passos|etapas|comandos?|ordens|indicações|diretrizes|nota|texto|mensagem|linha|conteúdo)${END}`,
    where: alt(
      `(?:abaixo|acima|a seguir|seguintes?|anexad[oa]s?|ocult[oa]s?|escondid[oa]s?|decodificad[oa]s?|codificad[oa]s?|decifrad[oa]s?|est[ae]s)${END}`,
      "(?:em|no) anexo",
      "(?:da|na|no|do) (?:nota|texto|mensagem)",
    ),
    said: alt(
      "o que (?:diz|está escrito|esta escrito|estiver escrito|pede|indica|a nota diz|o texto diz)",
      "como (?:indicado|descrito|escrito|pedido) (?:abaixo|acima|na nota|no texto)",
    ),
    doVerb: "(?:faça|faz|fazer|proceda|prossiga|aja)",
    decode:
      "(?:decodifique|decodifica|decodificar|descodifique|decifre|decifra|decifrar|descriptografe|traduza|traduz|traduzir|inverta|leia de trás para frente)(?:-(?:o|a|os|as))?",
  },
  nl: {
    act: "(?<!(?:^|[^a-zß-ÿ])(?:ik|we|wij|hij|zij) )(?:voer|uitvoeren|volg|volgt u|volgen|toepassen|gehoorzaam|gehoorzamen|leef na|naleven|werk af|afwerken|voldoe aan|handel naar)",
    nouns: `(?:instructie${W}|stappen|opdracht${W}|commando${W}|bevel${W}|aanwijzing${W}|notitie|tekst|bericht|regel|regels|inhoud)${END}`,
    where: alt(
      `(?:hieronder|hierboven|onderstaande|bovenstaande|volgende|bijgevoegde|verborgen|gedecodeerde|gecodeerde|ontcijferde|deze)${END}`,
      "in (?:de bijlage|de notitie|het bericht|de tekst)",
    ),
    said: alt(
      "wat (?:er )?(?:staat|geschreven staat|erin staat|het zegt|de notitie zegt|gevraagd wordt)",
      "zoals (?:hieronder|hierboven|in de notitie|in de tekst) (?:beschreven|aangegeven|gevraagd)",
    ),
    doVerb: "(?<!(?:^|[^a-zß-ÿ])(?:ik|we|wij) )(?:doe|doen|handel|ga te werk)",
    decode: `(?:decodeer|decoderen|ontcijfer|ontcijferen|vertaal|vertalen|draai om|lees achterstevoren|lees omgekeerd|decrypt${W})`,
  },
  sv: {
    act: "(?<!(?:^|[^a-zß-ÿ])(?:jag|vi) )(?:följ|följa|utför|utföra|verkställ|verkställa|genomför|genomföra|tillämpa|lyd|lyda|kör)",
    nouns: `(?:instruktion${W}|anvisning${W}|steg${W}|kommando${W}|order|ordrar|direktiv${W}|anteckning${W}|text${W}|meddelande${W}|rad${W}|innehåll${W})`,
    where: alt(
      `(?:nedan|ovan|nedanstående|ovanstående|följande|bifogad${W}|dold|dolda|avkodad${W}|kodad${W}|dessa)${END}`,
      "i (?:bilagan|anteckningen|meddelandet|texten)",
    ),
    said: alt(
      "vad (?:det|den|texten|anteckningen|meddelandet) (?:står|säger)",
      "(?:det|vad) som står (?:där|i|nedan|ovan)",
      "som (?:anges|beskrivs|instrueras) (?:nedan|ovan|i anteckningen)",
    ),
    doVerb: "(?<!(?:^|[^a-zß-ÿ])(?:jag|vi) )(?:gör|göra|agera|handla)",
    decode: "(?:avkoda|dekoda|dechiffrera|dekryptera|översätt|översätta|läs baklänges)",
  },
  pl: {
    act: "(?:wykonaj|wykonajcie|wykonać|wykonuj|postępuj zgodnie z|postępujcie zgodnie z|zastosuj|zastosujcie|zastosować|przestrzegaj|przestrzegajcie|zrealizuj|zrealizować|uruchom|uruchomić|posłuchaj|słuchaj|wypełnij)",
    nouns: `(?:instrukcj${W}|polece${W}|krok${W}|komend${W}|rozkaz${W}|wskazówk${W}|dyrektyw${W}|notatk${W}|tekst${W}|wiadomoś${W}|wiersz${W}|treś${W}|zalece${W})`,
    where: alt(
      `(?:poniżej|powyżej|poniższ${W}|powyższ${W}|następując${W}|załączon${W}|ukryt${W}|zdekodowan${W}|odkodowan${W}|zakodowan${W}|odszyfrowan${W}|te|tych|tymi)${END}`,
      "w (?:załączniku|notatce|wiadomości|tekście)",
    ),
    said: alt(
      "(?:to,? )?co (?:tam |w niej |w nim )?(?:jest napisane|napisano|pisze|mówi|każe)",
      "jak (?:opisano|wskazano|napisano) (?:poniżej|powyżej|w notatce)",
    ),
    doVerb: "(?:zrób|zróbcie|zrobić|rób|róbcie|postąp|postąpcie|działaj)",
    decode:
      "(?:zdekoduj|zdekodować|odkoduj|odkodować|odszyfruj|odszyfrować|rozszyfruj|rozszyfrować|przetłumacz|przetłumaczyć|odwróć|przeczytaj od tyłu|czytaj wspak)",
  },
  cs: {
    act: "(?:proveď|proveďte|provést|spusť|spusťte|postupuj podle|postupujte podle|řiď se|řiďte se|dodržuj|dodržujte|uplatni|aplikuj|aplikujte|vykonej|vykonejte|splň|splňte|poslechni|poslechněte)",
    nouns: `(?:instrukc${W}|pokyn${W}|krok${W}|příkaz${W}|rozkaz${W}|návod${W}|poznámk${W}|text${W}|zpráv${W}|řádek|řádk${W}|obsah${W})`,
    where: alt(
      `(?:níže|výše|následující${W}|přiložen${W}|skryt${W}|dekódovan${W}|zakódovan${W}|rozšifrovan${W}|tyto|těchto)${END}`,
      "(?:v|ve) (?:příloze|poznámce|zprávě|textu)",
    ),
    said: alt(
      "(?:to,? )?co (?:je )?(?:tam )?(?:napsáno|píše|říká|stojí)",
      "jak je (?:uvedeno|popsáno|napsáno) (?:níže|výše|v poznámce)",
    ),
    doVerb: "(?:udělej|udělejte|udělat|dělej|dělejte|jednej|jednejte|postupuj|postupujte)",
    decode:
      "(?:dekóduj|dekódujte|dekódovat|rozšifruj|rozšifrujte|dešifruj|dešifrujte|rozlušti|přelož|přeložte|přeložit|čti pozpátku|přečti pozpátku)",
  },
  sk: {
    act: "(?:vykonaj|vykonajte|vykonať|spusti|spustite|postupuj podľa|postupujte podľa|riaď sa|riaďte sa|dodržiavaj|dodržiavajte|dodržte|uplatni|aplikuj|aplikujte|splň|splňte|poslúchni|poslúchnite)",
    nouns: `(?:inštrukci${W}|pokyn${W}|krok${W}|príkaz${W}|rozkaz${W}|návod${W}|poznámk${W}|text${W}|správ${W}|riad${W}|obsah${W})`,
    where: alt(
      `(?:nižšie|vyššie|nasledujúc${W}|priložen${W}|skryt${W}|dekódovan${W}|zakódovan${W}|tieto|týchto)${END}`,
      "v (?:prílohe|poznámke|správe|texte)",
    ),
    said: alt(
      "(?:to,? )?čo (?:je )?(?:tam )?(?:napísané|píše|hovorí|stojí)",
      "ako je (?:uvedené|popísané|napísané) (?:nižšie|vyššie|v poznámke)",
    ),
    doVerb: "(?:urob|urobte|urobiť|rob|robte|konaj|konajte|postupuj|postupujte)",
    decode:
      "(?:dekóduj|dekódujte|dekódovať|rozšifruj|rozšifrujte|dešifruj|dešifrujte|prelož|preložte|preložiť|čítaj odzadu|prečítaj odzadu)",
  },
  sl: {
    act: "(?:izvedi|izvedite|izvesti|sledi|sledite|slediti|upoštevaj|upoštevajte|ravnaj se po|ravnajte se po|uporabi|uporabite|zaženi|zaženite|ubogaj|ubogajte|izvrši|izvršite)",
    nouns: `(?:navodil${W}|korak${W}|ukaz${W}|povelj${W}|zapis${W}|opomb${W}|besedil${W}|sporočil${W}|vrstic${W}|vsebin${W})`,
    where: alt(
      `(?:spodaj|zgoraj|spodnj${W}|zgornj${W}|naslednj${W}|priložen${W}|skrit${W}|dekodiran${W}|kodiran${W})${END}`,
      "v (?:prilogi|opombi|sporočilu|besedilu)",
    ),
    said: alt(
      "(?:tisto,? )?kar (?:tam )?(?:piše|je napisano|pravi|zahteva)",
      "kot je (?:navedeno|opisano|napisano) (?:spodaj|zgoraj|v opombi)",
    ),
    doVerb: "(?:naredi|naredite|narediti|stori|storite|ravnaj|ravnajte)",
    decode:
      "(?:dekodiraj|dekodirajte|dekodirati|dešifriraj|dešifrirajte|razvozlaj|prevedi|prevedite|prevesti|preberi nazaj|beri nazaj)",
  },
  sh: {
    act: "(?:izvrši|izvršite|izvršiti|izvedi|izvedite|slijedi|slijedite|sledi|sledite|prati|pratite|postupi prema|postupite prema|postupite po|primijeni|primijenite|primeni|primenite|pokreni|pokrenite|poslušaj|poslušajte|ispuni|ispunite)",
    nouns: `(?:uput${W}|instrukcij${W}|korak${W}|naredb${W}|naređenj${W}|komand${W}|bilješk${W}|bilješc${W}|belešk${W}|tekst${W}|poruk${W}|redak|retk${W}|sadržaj${W})`,
    where: alt(
      `(?:ispod|iznad|sljedeć${W}|sledeć${W}|priložen${W}|skriven${W}|dekodiran${W}|kodiran${W}|dešifrovan${W}|dešifriran${W})${END}`,
      "u (?:nastavku|privitku|prilogu|bilješci|belešci|poruci|tekstu)",
    ),
    said: alt(
      "(?:ono )?što (?:tamo )?(?:piše|je napisano|kaže|traži)",
      "kako je (?:navedeno|opisano|napisano) (?:ispod|iznad|u nastavku|u bilješci|u poruci)",
    ),
    doVerb: "(?:učini|učinite|uradi|uradite|napravi|napravite|postupi|postupite)",
    decode:
      "(?:dekodiraj|dekodirajte|dekodirati|dešifruj|dešifrujte|dešifriraj|dešifrirajte|prevedi|prevedite|prevesti|pročitaj unatrag|pročitaj unazad|čitaj unatrag)",
  },
  ru: {
    act: "(?:выполн(?:и|ите|ить|яй|яйте)|исполн(?:и|ите|ить)|следу(?:й|йте)|следовать|действуй(?:те)? (?:согласно|по)|примен(?:и|ите|ить)|соблюд(?:ай|айте|ать|и|ите)|подчин(?:ись|итесь)|запуст(?:и|ите|ить))",
    nouns: `(?:инструкци${W}|указани${W}|шаг${W}|команд${W}|приказ${W}|распоряжени${W}|предписани${W}|заметк${W}|примечани${W}|текст${W}|сообщени${W}|строк${W}|содержим${W})`,
    where: alt(
      `(?:ниже|выше|нижеследующ${W}|следующ${W}|приложенн${W}|вложенн${W}|скрыт${W}|расшифрованн${W}|декодированн${W}|закодированн${W}|эти|этих|этим)${END}`,
      "(?:во|в) (?:вложении|приложении|заметке|примечании|сообщении|тексте)",
    ),
    said: alt(
      "(?:то,? )?что (?:там |в нём |в нем |в ней )?(?:написано|сказано|говорится|указано|требуется)",
      "как (?:указано|написано|описано|сказано) (?:ниже|выше|в заметке|в тексте|в сообщении)",
    ),
    doVerb: "(?:сделай|сделайте|сделать|делай|делайте|действуй|действуйте|поступи|поступите)",
    decode:
      "(?:расшифру(?:й|йте)|расшифровать|декодиру(?:й|йте)|декодировать|раскодиру(?:й|йте)|переведи|переведите|перевести|прочитай (?:\\S+ )?наоборот|прочти (?:\\S+ )?наоборот|переверни)",
  },
  uk: {
    act: "(?:викона(?:й|йте|ти)|виконуй(?:те)?|дотримуйся|дотримуйтеся|дотримуйтесь|дотримуватися|слідуй(?:те)?|застосу(?:й|йте)|застосувати|запуст(?:и|іть|ити)|послухай|підкоряйся|підкоріться)",
    nouns: `(?:інструкці${W}|вказівк${W}|вказівок|крок${W}|команд${W}|наказ${W}|розпорядженн${W}|нотатк${W}|примітк${W}|текст${W}|повідомленн${W}|рядок|рядк${W}|вміст${W})`,
    where: alt(
      `(?:нижче|вище|наступн${W}|додан${W}|вкладен${W}|прихован${W}|розшифрован${W}|декодован${W}|закодован${W}|ці|цих|цим)${END}`,
      "(?:у|в) (?:вкладенні|додатку|нотатці|примітці|повідомленні|тексті)",
    ),
    said: alt(
      "(?:те,? )?що (?:там |в ньому |у ньому |в ній )?(?:написано|сказано|вказано|йдеться)",
      "як (?:вказано|написано|описано) (?:нижче|вище|у нотатці|у тексті|в нотатці|в тексті)",
    ),
    doVerb: "(?:зроби|зробіть|зробити|роби|робіть|дій|дійте|вчини|вчиніть)",
    decode:
      "(?:розшифру(?:й|йте)|розшифрувати|декоду(?:й|йте)|декодувати|переклади|перекладіть|перекласти|прочитай (?:\\S+ )?навпаки|прочитайте (?:\\S+ )?навпаки)",
  },
  bg: {
    act: "(?:изпълни|изпълнете|изпълнявай|изпълнявайте|следвай|следвайте|спазвай|спазвайте|приложи|приложете|стартирай|стартирайте|подчини се|подчинете се|послушай)",
    nouns: `(?:инструкци${W}|указани${W}|стъпк${W}|команд${W}|заповед${W}|разпореждани${W}|бележк${W}|текст${W}|съобщени${W}|реда|редове|редът|съдържани${W})`,
    where: alt(
      `(?:по-долу|по-горе|следващ${W}|следн${W}|прикачен${W}|приложен${W}|скрит${W}|декодиран${W}|разшифрован${W}|кодиран${W}|тези)${END}`,
      "в (?:прикачения|приложението|бележката|съобщението|текста)",
    ),
    said: alt(
      "(?:това,? )?(?:какво|каквото) (?:там )?(?:пише|е написано|се казва|казва)",
      "както е (?:посочено|описано|написано) (?:по-долу|по-горе|в бележката)",
    ),
    doVerb: "(?:направи|направете|прави|правете|действай|действайте|постъпи|постъпете)",
    decode:
      "(?:декодирай|декодирайте|дешифрирай|дешифрирайте|разшифровай|разшифровайте|преведи|преведете|прочети (?:\\S+ )?наобратно|прочетете (?:\\S+ )?наобратно)",
  },
  el: {
    act: "(?:εκτέλεσε|εκτελέστε|εκτελέσετε|να εκτελέσεις|ακολούθησε|ακολουθήστε|ακολουθήσετε|να ακολουθήσεις|εφάρμοσε|εφαρμόστε|εφαρμόσετε|υπάκουσε|υπακούστε|τρέξε|τρέξτε|συμμορφώσου|συμμορφωθείτε)",
    nouns: `(?:οδηγί${W}|βήματα|βημάτων|εντολ${W}|διαταγ${W}|σημείωσ${W}|κείμεν${W}|μήνυμα|μηνύματος|γραμμ${W}|περιεχόμεν${W})`,
    where: alt(
      `(?:παρακάτω|παραπάνω|ακόλουθ${W}|επόμεν${W}|συνημμέν${W}|κρυφ${W}|κρυμμέν${W}|αποκωδικοποιημέν${W}|κωδικοποιημέν${W}|αυτές|αυτά)${END}`,
      "(?:στο|στη|στην) (?:συνημμένο|σημείωση|μήνυμα|κείμενο)",
    ),
    said: alt(
      "(?:ό,?τι|αυτό που) (?:γράφει|λέει|αναφέρει|ζητάει|ζητά|είναι γραμμένο)",
      "όπως (?:αναφέρεται|περιγράφεται|γράφει|ζητείται) (?:παρακάτω|παραπάνω|στη σημείωση|στο μήνυμα)",
    ),
    doVerb: "(?:κάνε|κάντε|να κάνεις|ενέργησε|ενεργήστε|πράξε)",
    decode:
      "(?:αποκωδικοποίησε|αποκωδικοποιήστε|αποκρυπτογράφησε|αποκρυπτογραφήστε|μετάφρασε|μεταφράστε|διάβασε ανάποδα|διαβάστε ανάποδα)",
  },
  tr: {
    act: "(?:uygula|uygulayın|uygulayınız|yerine getir|yerine getirin|yerine getiriniz|takip et|takip edin|takip ediniz|izle|izleyin|çalıştır|çalıştırın|itaat et|itaat edin|uyun|uyunuz|riayet edin|harfiyen uygulayın)",
    nouns: `(?:talimat${W}|yönerge${W}|adım${W}|komut${W}|emir${W}|emr${W}|not${W}|metn${W}|metin|mesaj${W}|içeri${W})`,
    where: alt(
      `(?:aşağıdaki|yukarıdaki|ekteki|ekte|gizli|saklı|çözülmüş|çözülen|kodlanmış|şifreli|notta|nottaki|mesajda|mesajdaki|metinde|metindeki|şu)${END}`,
      "ek dosyada(?:ki)?",
    ),
    said: alt(
      "(?:ne )?(?:yazıyorsa|diyorsa|söylüyorsa|istiyorsa)",
      "(?:yazılanları|yazanları|yazılanı|yazılı olanı|söylediğini|söylediklerini|dediğini|dediklerini)",
      "(?:aşağıda|yukarıda|notta|mesajda) (?:belirtildiği|yazıldığı|anlatıldığı|istendiği) gibi",
    ),
    doVerb: "(?:yap|yapın|yapınız|gereğini yap|gereğini yapın)",
    decode:
      "(?:çöz|çözün|çözünüz|deşifre et|deşifre edin|kodunu çöz|kodunu çözün|şifresini çöz|şifresini çözün|çevir|çevirin|tersten oku|tersten okuyun)",
  },
  id: {
    act: "(?:ikuti|ikutilah|jalankan|jalankanlah|laksanakan|laksanakanlah|terapkan|terapkanlah|patuhi|patuhilah|turuti|eksekusi|kerjakan)",
    nouns: `(?:instruksi|petunjuk|perintah|langkah(?:-langkah)?|arahan|catatan|teks|pesan|baris|isi)${END}`,
    where: alt(
      `(?:di bawah(?: ini)?|di atas|berikut(?: ini)?|terlampir|tersembunyi|terenkripsi)${END}`,
      "(?:dalam|di|pada) (?:lampiran|catatan|pesan|teks)",
      "(?:yang sudah|yang telah|hasil) (?:didekode|dekode|diterjemahkan)",
    ),
    said: alt(
      "apa (?:yang )?(?:tertulis|dikatakan|diminta|disebutkan)(?: (?:di|dalam) (?:sana|situ|catatan|pesan|teks))?",
      "(?:seperti|sesuai) (?:yang )?(?:tertulis|dijelaskan|disebutkan|diminta) (?:di bawah|di atas|dalam catatan|dalam pesan)",
    ),
    doVerb: "(?:lakukan|lakukanlah|kerjakan|kerjakanlah)",
    decode: "(?:dekode|dekodekan|decode|terjemahkan|balikkan|baca terbalik|dekripsi|pecahkan kode)",
  },
  ms: {
    act: "(?:ikut|ikuti|ikutilah|jalankan|laksanakan|laksanakanlah|patuhi|patuhilah|turuti|lakukan|terapkan|gunapakai)",
    nouns: `(?:arahan|panduan|langkah(?:-langkah)?|perintah|nota|teks|mesej|pesanan|baris|kandungan|instruksi)${END}`,
    where: alt(
      `(?:di bawah(?: ini)?|di atas|berikut(?: ini)?|yang dilampirkan|dilampirkan|tersembunyi|yang disembunyikan)${END}`,
      "(?:dalam|di) (?:lampiran|nota|mesej|teks)",
      "(?:yang telah|yang sudah) (?:dinyahkod|didekod|diterjemahkan)",
    ),
    said: alt(
      "apa (?:yang )?(?:tertulis|dikatakan|diminta|dinyatakan)",
      "seperti yang (?:tertulis|dinyatakan|diterangkan|diminta) (?:di bawah|di atas|dalam nota|dalam mesej)",
    ),
    doVerb: "(?:lakukan|lakukanlah|buat)",
    decode: "(?:nyahkod|nyahkodkan|dekod|decode|terjemahkan|terbalikkan|baca terbalik|nyahsulit)",
  },
  vi: {
    act: "(?:thực hiện|làm theo|tuân theo|tuân thủ|chạy|áp dụng|thi hành|chấp hành)",
    nouns: `(?:hướng dẫn|chỉ dẫn|chỉ thị|các bước|lệnh|mệnh lệnh|ghi chú|văn bản|tin nhắn|nội dung)${END}`,
    where: alt(
      `(?:bên dưới|dưới đây|ở dưới|phía dưới|bên trên|ở trên|sau đây|đính kèm|bị ẩn|được ẩn|đã giải mã|được mã hóa|được mã hoá)${END}`,
      "trong (?:tệp đính kèm|ghi chú|tin nhắn|văn bản)",
    ),
    said: alt(
      "(?:những )?(?:gì|điều) (?:được viết|được ghi|viết|ghi|nó nói|ghi chú nói|nó yêu cầu)",
      "như (?:đã )?(?:hướng dẫn|ghi|viết|mô tả) (?:bên dưới|dưới đây|bên trên|ở trên|trong ghi chú)",
    ),
    doVerb: "(?:hãy làm|làm|hãy)",
    decode: "(?:giải mã|(?<!(?:kiểm|giao|phiên|biên|dịch|thông) )dịch(?! vụ| bệnh| tễ)|đảo ngược|đọc ngược)",
  },
  sw: {
    act: "(?:fuata|fuateni|tekeleza|tekelezeni|timiza|timizeni|endesha|tii|tiini)",
    nouns: `(?:maagizo|maelekezo|hatua|amri|maelezo|kumbukumbu|maandishi|ujumbe|mstari|maudhui)${END}`,
    where: alt(
      `(?:hapa chini|hapo chini|chini|hapo juu|hapa juu|yafuatayo|zifuatazo|ifuatayo|lililoambatishwa|yaliyoambatishwa|iliyoambatishwa|yaliyofichwa|iliyofichwa|uliofichwa|yaliyosimbuliwa)${END}`,
      "(?:kwenye|katika) (?:kiambatisho|ujumbe|maandishi|kumbukumbu)",
    ),
    said: alt(
      "(?:kile|yale) (?:kilichoandikwa|yaliyoandikwa|kinachosema|yanayosema|inachosema)",
      "kama (?:ilivyoandikwa|ilivyoelezwa|inavyosema|yalivyoandikwa)",
    ),
    doVerb: "(?:fanya|fanyeni)",
    decode: "(?:simbua|simbueni|fasiri|tafsiri|geuza|soma kinyume|fumbua)",
  },
  hi: {
    act: `(?:(?:पालन|अनुसरण|अमल|निष्पादित|एक्ज़ीक्यूट|एक्जीक्यूट|लागू|फॉलो|फ़ॉलो|रन|पूरा) ?(?:करें|कर दें|कीजिए|कर दीजिए|करो|कर दो|करना)|मानें|मानो|चलाएं|चलाएँ|चलाओ)${IEND}`,
    nouns: "(?:निर्देश|इंस्ट्रक्शन|कदम|स्टेप|आदेश|कमांड|नोट|टेक्स्ट|संदेश|मैसेज|लाइन|सामग्री)",
    where: "(?:नीचे|ऊपर|निम्नलिखित|निम्न|संलग्न|अटैच|अटैचमेंट में|छिपे|छिपा|छिपी|छुपे|छुपी|डिकोड|डीकोड|इस नोट में|नोट में|संदेश में)",
    said: alt(
      "जो (?:उसमें |इसमें |नोट में |संदेश में )?(?:लिखा|कहा|बताया) (?:है|गया है|हुआ है)",
      "जैसा (?:नीचे |ऊपर |नोट में )?(?:लिखा|बताया|कहा) (?:है|गया है)",
      "(?:लिखे|बताए|कहे) (?:अनुसार|मुताबिक)",
    ),
    doVerb: `(?:वही |वैसा ही |वैसे ही )?(?:करें|कीजिए|करो|कर दें|कर दो)${IEND}`,
    decode: "(?:डिकोड|डीकोड|डिक्रिप्ट|अनुवाद|ट्रांसलेट|उल्टा पढ़|उलटा पढ़)",
  },
  bn: {
    act: `(?:(?:পালন|অনুসরণ|কার্যকর|এক্সিকিউট|ফলো|রান|সম্পন্ন) ?(?:করুন|করো|কর|করবেন|করে দিন)|মেনে চলুন|মেনে চলো|চালান)${IEND}`,
    nouns: "(?:নির্দেশ|ধাপ|কমান্ড|আদেশ|নোট|টেক্সট|বার্তা|মেসেজ|লাইন|বিষয়বস্তু)",
    where: "(?:নিচে|নীচে|উপরে|নিম্নলিখিত|নিচের|উপরের|সংযুক্ত|অ্যাটাচ|লুকানো|ডিকোড|নোটে|বার্তায়)",
    said: alt(
      "যা (?:সেখানে |নোটে |বার্তায় )?(?:লেখা আছে|বলা আছে|বলা হয়েছে|লেখা হয়েছে)",
      "(?:যেমন|যেভাবে) (?:লেখা|বলা) (?:আছে|হয়েছে)",
      "(?:লেখা|বলা) (?:অনুযায়ী|মতো)",
    ),
    doVerb: `(?:তাই |সেটাই |সেভাবে )?(?:করুন|করো)${IEND}`,
    decode: "(?:ডিকোড|ডিক্রিপ্ট|অনুবাদ|উল্টো করে পড়)",
  },
  ur: {
    act: "(?:عمل کریں|عمل کرو|عمل کیجیے|عمل کیجئے|پیروی کریں|پیروی کرو|فالو کریں|فالو کرو|نافذ کریں|چلائیں|انجام دیں|بجا لائیں|اطاعت کریں|ایگزیکیوٹ کریں)",
    nouns: "(?:ہدایات|ہدایت|احکامات|حکم|اقدامات|مراحل|کمانڈ|نوٹ|متن|پیغام|میسج|لائن|مواد)",
    where: "(?:نیچے|اوپر|درج ذیل|مندرجہ ذیل|منسلک|اٹیچ|چھپی|چھپے|پوشیدہ|ڈی کوڈ|ڈیکوڈ|نوٹ میں|پیغام میں)",
    said: alt(
      "جو (?:اس میں |نوٹ میں )?(?:لکھا|کہا) (?:ہے|گیا ہے)",
      "جیسا (?:لکھا|کہا|بتایا) (?:ہے|گیا ہے)",
      "لکھے کے مطابق",
    ),
    doVerb: "(?:وہی |ویسا ہی |ویسے ہی )?(?:کریں|کرو|کیجیے|کیجئے)",
    decode: "(?:ڈی ?کوڈ|ڈیکرپٹ|ترجمہ|الٹا پڑھ|الٹ کر)",
  },
  ar: {
    act: "(?:نفذ|نفّذ|نفذي|نفذوا|قم بتنفيذ|قومي بتنفيذ|يرجى تنفيذ|الرجاء تنفيذ|تنفيذ|اتبع|اتّبع|اتبعي|اتبعوا|يرجى اتباع|الرجاء اتباع|اتباع|طبق|طبّق|طبقي|يرجى تطبيق|أطع|اطع|امتثل|امتثلي|التزم ب|شغّل|شغل)",
    nouns:
      "(?:التعليمات|تعليمات|الإرشادات|إرشادات|الخطوات|خطوات|الأوامر|أوامر|الملاحظة|ملاحظة|النص|الرسالة|السطر|المحتوى)",
    where:
      "(?:أدناه|ادناه|أعلاه|اعلاه|التالية|التالي|المرفقة|المرفق|في المرفق|المخفية|المخفي|المخبأة|بعد فك|المفكوكة|في الملاحظة|في الرسالة|هذه)",
    said: alt(
      "ما (?:هو )?(?:مكتوب|كتب|يقوله|تقوله|يطلبه|تطلبه|ورد)",
      "كما (?:هو )?(?:مكتوب|موضح|مذكور|ورد) (?:أدناه|ادناه|أعلاه|اعلاه|في)",
    ),
    doVerb: "(?:افعل|افعلي|افعلوا|قم ب)",
    decode: "(?:فك (?:تشفير|ترميز|الشفرة|الترميز|التشفير)|فكّ (?:تشفير|ترميز)|ترجم|اعكس|اقرأ (?:\\S+ )?بالعكس)",
  },
  fa: {
    act: "(?:اجرا کن|اجرا کنید|اجرا نمایید|انجام بده|انجام دهید|دنبال کن|دنبال کنید|پیروی کن|پیروی کنید|عمل کن|عمل کنید|اعمال کن|اعمال کنید|اطاعت کن|اطاعت کنید|رعایت کن|رعایت کنید)",
    nouns: "(?:دستورالعمل|دستورات|دستور|راهنمایی|مراحل|گام|فرمان|یادداشت|متن|پیام|محتوا)",
    where: "(?:زیر|پایین|بالا|ذیل|زیرین|پیوست|ضمیمه|پنهان|مخفی|رمزگشایی شده|در یادداشت|در پیام)",
    said: alt(
      "(?:آنچه|هرچه|هر چه|چیزی که) (?:در آن |آنجا )?(?:نوشته شده|گفته شده|میگوید|می گوید)",
      "(?:همانطور|همان طور|همانگونه|همان گونه) که (?:نوشته شده|گفته شده|آمده)",
    ),
    doVerb: "(?:انجام بده|انجام دهید|بکن|بکنید|عمل کن|عمل کنید)",
    decode: "(?:رمزگشایی|دیکد|ترجمه|برعکس بخوان|معکوس)",
  },
  he: {
    act: "(?:בצע|בצעי|בצעו|תבצע|תבצעי|לבצע|עקוב אחר|עקבי אחר|עקבו אחר|פעל לפי|פעלי לפי|פעלו לפי|ציית ל|צייתי ל|צייתו ל|הפעל|הרץ|הריצי|יש לבצע|יש לפעול לפי|נא לבצע|נא לפעול לפי)",
    nouns: "(?:הוראות|ההוראות|ההנחיות|הנחיות|שלבים|השלבים|פקודות|הפקודות|הפקודה|ההערה|הערה|הטקסט|ההודעה|השורה|התוכן)",
    where:
      "(?:למטה|להלן|לעיל|מעלה|הבאות|הבא|המצורף|המצורפות|המצורפת|בקובץ המצורף|הנסתר|הנסתרות|המוסתר|המוסתרות|המפוענח|המפוענחות|בהערה|בהודעה|בטקסט|האלה)",
    said: alt(
      "(?:את )?מה ש(?:כתוב|נאמר|מבוקש|היא אומרת|הוא אומר)",
      "כפי ש(?:כתוב|מופיע|מתואר|צוין) (?:למטה|להלן|לעיל|ב)",
    ),
    doVerb: "(?:עשה|עשי|עשו|תעשה|תעשי|לעשות)",
    decode: "(?:פענח|פענחי|פענחו|תפענח|לפענח|תרגם|תרגמי|לתרגם|קרא הפוך|קראי הפוך|הפוך)",
  },
  am: {
    act: "(?:ተከተል|ተከተዪ|ተከተሉ|ይከተሉ|ፈጽም|ፈጽሚ|ፈጽሙ|ይፈጽሙ|አስፈጽም|ተግብር|ተግብሪ|ተግብሩ|ይተግብሩ|አሂድ|ያሂዱ|ታዘዝ|ታዘዙ)",
    nouns: "(?:መመሪያ|ትዕዛዝ|ትእዛዝ|ደረጃዎች|እርምጃዎች|ማስታወሻ|ጽሑፍ|ጽሁፍ|መልዕክት|መልእክት|መስመር)",
    where: "(?:ከታች|ከላይ|የሚከተለ|የሚከተሉ|የተያያዘ|በተያያዘ|የተደበቀ|የተደበቁ|የተፈታ|በማስታወሻ|በመልዕክቱ|በመልእክቱ|እነዚህ)",
    said: "(?:የተጻፈውን|የተፃፈውን|የሚለውን|እንደተጻፈው|እንደተፃፈው|እንደተገለጸው|የሚያዝዘውን)",
    doVerb: "(?:አድርግ|አድርጊ|አድርጉ|ያድርጉ)",
    decode: "(?:ፍታ|ፍቺ|ፍቱ|ይፍቱ|ዲኮድ|ተርጉም|ተርጉሚ|ተርጉሙ|ይተርጉሙ|ገልብጥ)",
  },
  ti: {
    act: "(?:ተኸተል|ተኸተሊ|ተኸተሉ|ፈጽም|ፈጽሚ|ፈጽሙ|ተግብር|ተግብሩ|ኣተግብር|ኣተግብሩ|ስዓብ|ስዓቡ|ኣኽብር|ኣኽብሩ)",
    nouns: "(?:መምርሒ|ትእዛዝ|ትእዛዛት|ስጉምቲ|ስጉምትታት|መዘኻኸሪ|ጽሑፍ|መልእኽቲ)",
    where: "(?:ኣብ ታሕቲ|ኣብ ላዕሊ|ዝስዕብ|ዝስዕቡ|ዝተተሓሓዘ|ዝተሓብአ|ዝተፈትሐ|ኣብቲ መዘኻኸሪ|ኣብቲ መልእኽቲ)",
    said: "(?:ዝተጻሕፈ|ዝብሎ|ከም ዝተጻሕፈ|ከም ዝተገልጸ)",
    doVerb: "(?:ግበር|ግበሪ|ግበሩ)",
    decode: "(?:ፍታሕ|ፍትሑ|ተርጉም|ተርጉሙ|ግልበጥ)",
  },
  th: {
    act: "(?:ทำตาม|ปฏิบัติตาม|ดำเนินการตาม|เชื่อฟัง|รันคำสั่ง|เรียกใช้คำสั่ง|ดำเนินการ)",
    nouns: "(?:คำแนะนำ|คำสั่ง|ขั้นตอน|บันทึก|ข้อความ|โน้ต|เนื้อหา)",
    where: "(?:ด้านล่าง|ข้างล่าง|ด้านบน|ข้างบน|ต่อไปนี้|ที่แนบ|ในไฟล์แนบ|ที่ซ่อน|ที่ถอดรหัส|ในบันทึก|ในข้อความ|เหล่านี้)",
    said: "(?:สิ่งที่(?:เขียน|ระบุ|บอก)|ที่เขียนไว้|ตามที่(?:เขียน|ระบุ|บอก))",
    doVerb: "(?:จงทำ|ให้ทำ|กรุณาทำ)",
    decode: "(?:ถอดรหัส|แปล|กลับด้าน|อ่านย้อนกลับ)",
  },
  lo: {
    act: "(?:ປະຕິບັດຕາມ|ເຮັດຕາມ|ດຳເນີນການຕາມ|ແລ່ນຄຳສັ່ງ|ເຊື່ອຟັງ)",
    nouns: "(?:ຄຳແນະນຳ|ຄຳສັ່ງ|ຂັ້ນຕອນ|ບັນທຶກ|ຂໍ້ຄວາມ|ເນື້ອໃນ)",
    where: "(?:ຂ້າງລຸ່ມ|ດ້ານລຸ່ມ|ຂ້າງເທິງ|ດ້ານເທິງ|ຕໍ່ໄປນີ້|ທີ່ຄັດຕິດ|ໃນໄຟລ໌ແນບ|ທີ່ເຊື່ອງ|ທີ່ຖອດລະຫັດ)",
    said: "(?:ສິ່ງທີ່(?:ຂຽນ|ບອກ)|ຕາມທີ່(?:ຂຽນ|ບອກ)|ທີ່(?:ຂຽນ|ບອກ)ໄວ້)",
    doVerb: "(?:ຈົ່ງເຮັດ|ໃຫ້ເຮັດ)",
    decode: "(?:ຖອດລະຫັດ|ແປ|ອ່ານກັບຄືນ|ປີ້ນກັບ)",
  },
  ko: {
    act: "(?:(?:실행|수행|이행|적용|준수|복종)(?:하세요|해 ?주세요|해주십시오|해 주십시오|하십시오|해라|하라|할 것|하시오)|따르(?:세요|십시오|라|시오)|따라 ?주(?:세요|십시오)|따를 것)",
    nouns: "(?:지시|지침|명령|단계|안내|메모|텍스트|메시지|내용|문구)",
    where: "(?:아래|위의|위에|다음|첨부|숨겨진|숨은|디코딩된|해독된|복호화된|메모에|메시지에)",
    said: "(?:(?:적힌|쓰인|쓰여 있는|적혀 있는|말하는|요구하는) (?:대로|내용|것)|(?:적힌|쓰인|쓰여 있는|적혀 있는)대로)",
    doVerb: "(?:그대로 )?(?:하세요|해 ?주세요|하십시오|해라|행동하세요)",
    decode: "(?:디코딩|디코드|해독|복호화|번역|거꾸로 읽|뒤집)",
  },
  ja: {
    act: "(?:(?:に|へ)(?:従|したが)(?:って|い|え|う)|(?:実行|実施|遂行|適用|履行)(?:して|せよ|しろ|する|してください|願います|をお願いします))",
    nouns: "(?:指示|指令|命令|手順|ステップ|コマンド|メモ|注記|テキスト|メッセージ|文章|内容|記載)",
    where: "(?:以下|下記|上記|次の|添付|隠された|隠し|デコードした|デコード後|復号した|解読した|メモの|これらの)",
    said: "(?:書かれている(?:こと|内容|通り|とおり)|書いてある(?:こと|通り|とおり)|記載(?:された|されている)?(?:内容|通り|とおり)|(?:指示|記載)の?(?:通り|とおり))",
    doVerb: "(?:して|行って|やって|実行して|に従って)",
    decode: "(?:デコード|復号|解読|翻訳|逆から読|逆順に)",
  },
  zh: {
    act: "(?:执行|執行|遵循|遵照|按照|照着|照著|服从|服從|听从|聽從|落实|落實|运行|運行|实施|實施|遵守|依照|请按|請按)",
    nouns: "(?:指令|指示|说明|說明|步骤|步驟|命令|操作|备注|備註|文字|内容|內容|信息|消息|訊息|文本|要求)",
    where: "(?:以下|下面|下方|上面|上述|如下|附件|隐藏|隱藏|解码后|解碼後|解密后|解密後|备注中|備註中|这些|這些)",
    decode: "(?:解码|解碼|解密|翻译|翻譯|倒过来读|倒過來讀|反转|反轉)",
    alone:
      "(?:按|照)(?:照|着|著)?(?:它|其|上面|下面|里面|裡面|备注|備註|文中|附件|这段|這段|那段|内容|內容)(?:所)?(?:说|說|写|寫|讲|講)的(?:去)?(?:做|办|辦|执行|執行|操作)",
  },
  km: {
    act: "(?:អនុវត្តតាម|ធ្វើតាម|គោរពតាម|ប្រតិបត្តិ|ដំណើរការ)",
    nouns: "(?:ការណែនាំ|សេចក្តីណែនាំ|បញ្ជា|ជំហាន|កំណត់ចំណាំ|អត្ថបទ|សារ|ខ្លឹមសារ)",
    where: "(?:ខាងក្រោម|ខាងលើ|ដូចខាងក្រោម|ភ្ជាប់|ឯកសារភ្ជាប់|លាក់|ដែលបានឌិកូដ)",
    said: "(?:អ្វីដែល(?:បាន)?(?:សរសេរ|និយាយ|ប្រាប់)|ដូចដែល(?:បាន)?(?:សរសេរ|ប្រាប់))",
    doVerb: "(?:ធ្វើតាម|សូមធ្វើ)",
    decode: "(?:ឌិកូដ|បកប្រែ|ដោះលេខកូដ|អានបញ្ច្រាស)",
  },
  my: {
    act: "(?:လိုက်နာ|လုပ်ဆောင်|အကောင်အထည်ဖော်|ဆောင်ရွက်|ကျင့်သုံး|run)",
    nouns: "(?:ညွှန်ကြားချက်|အဆင့်များ|အမိန့်|မှတ်စု|စာသား|မက်ဆေ့ချ်|အကြောင်းအရာ)",
    where: "(?:အောက်ပါ|အောက်တွင်|အထက်ပါ|အထက်တွင်|ပူးတွဲ|ဝှက်ထား|ကုဒ်ဖြည်ထား)",
    said: "(?:ရေးထားသည့်အတိုင်း|ရေးထားတဲ့အတိုင်း|ပြောသည့်အတိုင်း|ပြောတဲ့အတိုင်း|ရေးထားသလို|ရေးထားသည်ကို)",
    doVerb: "(?:လုပ်ပါ|လုပ်)",
    decode: "(?:ကုဒ်ဖြည်|ဘာသာပြန်|ပြောင်းပြန်ဖတ်)",
  },
  si: {
    act: `(?:(?:අනුගමනය|ක්රියාත්මක|ඉටු|පිළිපැදීම) (?:කරන්න|කරනු|කරපන්|කරන්නේ)|පිළිපදින්න|අනුගමනය කරන්න)${IEND}`,
    nouns: "(?:උපදෙස්|උපදෙස|පියවර|විධාන|නියෝග|සටහන|පෙළ|පණිවිඩය|පණිවිඩ|අන්තර්ගතය)",
    where: "(?:පහත|ඉහත|අමුණා ඇති|ඇමුණුමේ|සඟවා ඇති|සැඟවුණු|විකේතනය කළ|සටහනේ|පණිවිඩයේ)",
    said: "(?:ලියා ඇති (?:දේ|පරිදි)|කියන (?:දේ|පරිදි)|සඳහන් (?:දේ|පරිදි))",
    doVerb: `(?:කරන්න)${IEND}`,
    decode: "(?:විකේතනය|පරිවර්තනය|ආපසු කියවා)",
  },
  ta: {
    act: `(?:பின்பற்று(?:ங்கள்|வும்)?|செயல்படுத்து(?:ங்கள்|வும்)?|நிறைவேற்று(?:ங்கள்|வும்)?|இயக்கு(?:ங்கள்|வும்)?|கடைப்பிடி(?:யுங்கள்|க்கவும்)?)${IEND}`,
    nouns: "(?:அறிவுறுத்தல்|வழிமுறை|படிகள்|கட்டளை|குறிப்பு|உரை|செய்தி|உள்ளடக்க)",
    where: "(?:கீழே|கீழுள்ள|கீழ்க்கண்ட|மேலே|மேலுள்ள|பின்வரும்|இணைக்கப்பட்ட|இணைப்பில்|மறைக்கப்பட்ட|டிகோட்)",
    said: "(?:எழுதப்பட்டுள்ளதை|சொல்வதை|எழுதியுள்ளதை|எழுதியிருப்பதை|எழுதப்பட்டுள்ளபடி|எழுதியுள்ளபடி|சொன்னபடி|கூறியபடி|எழுதியபடி)",
    doVerb: `(?:செய்(?:யுங்கள்|யவும்)?)${IEND}`,
    decode: "(?:டிகோட்|மொழிபெயர்|குறிவிலக்கு|தலைகீழாக படி)",
  },
  ne: {
    act: `(?:(?:पालना|अनुसरण|कार्यान्वयन|लागू|पूरा|रन|फलो) ?(?:गर्नुहोस्|गर्नुस्|गर्नू|गरिदिनुहोस्|गर)|मान्नुहोस्)${IEND}`,
    nouns: "(?:निर्देशन|निर्देश|चरण|आदेश|कमाण्ड|नोट|पाठ|सन्देश|सामग्री)",
    where: "(?:तलका|तलको|तल दिइएको|तल दिइएका|माथिका|माथिको|निम्न|संलग्न|लुकाइएको|डिकोड|नोटमा|सन्देशमा)",
    said: "(?:जे (?:लेखिएको|भनिएको) छ|लेखिए (?:अनुसार|बमोजिम)|भनिए (?:अनुसार|बमोजिम))",
    doVerb: `(?:त्यही )?(?:गर्नुहोस्|गर्नुस्|गर)${IEND}`,
    decode: "(?:डिकोड|अनुवाद|उल्टो पढ)",
  },
  ka: {
    act: "(?:შეასრულე|შეასრულეთ|მიჰყევი|მიჰყევით|დაიცავი|დაიცავით|გაუშვი|გაუშვით|გამოიყენე|გამოიყენეთ|დაემორჩილე|დაემორჩილეთ|აღასრულე|აღასრულეთ)",
    nouns: `(?:ინსტრუქცი${W}|მითითებ${W}|ნაბიჯ${W}|ბრძანებ${W}|შენიშვნ${W}|ტექსტ${W}|შეტყობინებ${W}|შინაარს${W})`,
    where: `(?:ქვემოთ|ზემოთ|შემდეგ${W}|თანდართულ${W}|დანართში|დამალულ${W}|გაშიფრულ${W}|დეკოდირებულ${W}|შენიშვნაში|შეტყობინებაში|ტექსტში)`,
    said: alt("რაც (?:იქ |მასში )?(?:წერია|წერს|ნათქვამია|ამბობს)", "როგორც (?:წერია|მითითებულია|აღწერილია)"),
    doVerb: "(?:გააკეთე|გააკეთეთ|მოიქეცი|მოიქეცით)",
    decode: "(?:გაშიფრე|გაშიფრეთ|დეკოდირება|თარგმნე|თარგმნეთ|უკუღმა წაიკითხე)",
  },
  yo: {
    act: yoruba("(?:tẹ̀lé|mú ṣẹ|ṣàmúlò|ṣiṣẹ́ (?:lé|lórí)|gbọ́ràn sí|ṣègbọràn sí|ṣe ìmúṣẹ)"),
    nouns: yoruba("(?:ìtọ́ni|ìlànà|ìgbésẹ̀|àṣẹ|àkọsílẹ̀|ọ̀rọ̀|ìfiránṣẹ́|àkọ́sílẹ̀)"),
    where: yoruba(
      "(?:ní ìsàlẹ̀|nísàlẹ̀|lókè|tí ó tẹ̀lé|tó tẹ̀lé|tí a so|tí a fi pamọ́|tí a ṣí|tí a tú|nínú àkọsílẹ̀|nínú ìfiránṣẹ́)",
    ),
    said: yoruba("(?:ohun tí (?:ó|wọ́n|a) (?:sọ|kọ)|ohun tí a kọ|bí (?:ó ṣe|a ṣe) (?:sọ|kọ))"),
    alone: yoruba("(?:ẹ ṣe|ṣe) (?:ohun tí (?:ó|wọ́n|a) (?:sọ|kọ)|gẹ́gẹ́ bí (?:ó ṣe|a ṣe) (?:sọ|kọ))"),
    decode: yoruba("(?:túmọ̀|ṣe àtúmọ̀|yí padà|ka láti ẹ̀yìn|ṣí koodu|tú koodu|dekode)"),
  },
  ha: {
    act: hausa("(?:aiwatar da|aiwatar|zartar da|zartar|yi aiki da|kiyaye|ka bi|ku bi|ki bi|a bi|yi biyayya ga)"),
    nouns: hausa(`(?:umarni${W}|umurni${W}|umarnai|matakai|matakan|bayanin|bayanan|koyarwa|saƙo|saƙon|rubutu|rubutun)`),
    where: hausa(
      "(?:da ke ƙasa|na ƙasa|a ƙasa|da ke sama|na sama|masu zuwa|mai zuwa|da aka haɗa|a haɗe|ɓoyayye|da aka ɓoye|da aka fassara|da aka warware|a cikin saƙon|a cikin rubutun)",
    ),
    said: hausa("(?:abin da (?:aka rubuta|ya ce|yake cewa|ke ciki)|kamar yadda (?:aka rubuta|ya ce|aka bayyana))"),
    doVerb: hausa("(?:ka yi|ku yi|ki yi)"),
    decode: hausa("(?:fassara|warware|buɗe lambar|karanta a baya|juya)"),
  },
  tl: {
    act: "(?:sundin|sundan|isagawa|ipatupad|patakbuhin|sumunod sa|tuparin|i-execute|iexecute|i-follow|ifollow|i-run|irun)",
    nouns: `(?:tagubilin|instruksyon|instruksiyon|instructions|hakbang|utos|direksyon|tala|note|teksto|mensahe|linya|nilalaman)${END}`,
    where: alt(
      `(?:sa ibaba|sa itaas|nasa ibaba|nasa itaas|sumusunod|kalakip|naka-attach|nakatago|na-decode|attached|below)${END}`,
      "sa (?:tala|mensahe|attachment|teksto)",
    ),
    said: alt(
      "(?:kung )?ano ang (?:nakasulat|sinasabi|sinabi|hinihingi)",
      "ang (?:nakasulat|sinasabi)",
      "(?:ayon sa|gaya ng) (?:nakasulat|sinasabi|tala|mensahe)",
    ),
    doVerb: "(?:gawin|gawin mo|gawin ninyo|gawin niyo)",
    decode: "(?:i-decode|idecode|decode|isalin|baligtarin|basahin nang pabaligtad|i-decrypt)",
  },
  "ar-latn": {
    act: "(?:naff?[ie]z|naff?ez|nafez|etba3|itba3|ettabe3|tabe3|tebba3|tabba2|tabbe2|tatbi2|e3mel b(?:el|il)?|i3mal b(?:el|il)?|nafezha|naffezha)",
    nouns: `(?:el ?ta3l[ie]+mat|ta3l[ie]+mat|ta3lemat|awamer|awamir|el ?awamer|5otowat|khotowat|5atawat|el ?5atawat|molahza|mula7aza|mol7aza|el nass|risale|resala|el ?message|instructions)${END}`,
    where: `(?:ta7t|ta7et|fo2|foo2|fou2|elli ta7t|elli fo2|mera2a|morfa2a?|fel attachment|fel morfa2at|ma5fiye|makhfiye|mfakkeke|ba3d el fak+|ba3d ma tfok)${END}`,
    said: "(?:elli (?:maktoub|maktub|mektoub|byo2ol|bi2ool|bt2ool|bi2ol|katbeen|maktooba)|zay ma (?:maktoub|mektoub|2al))",
    doVerb: "(?:e3mel|a3mel|i3mal|sawi|saawi|e3mlo|e3melha)",
    decode: "(?:fok|fukk|fekk|fik|decode|tarjem|terjem|e2ra bel 3aks|i2ra bil 3aks|e2raha bel 3aks)",
  },
  "hi-latn": {
    act: "(?:(?:follow|execute|run|apply|palan|paalan|implement|pura|poora|amal) kar(?:o|en|ein|iye|na|do|dein|den|dijiye)|maan(?:o|en|lo))",
    nouns: `(?:instructions?|nirdesh|steps|commands?|hukum|aadesh|adesh|note|text|message|line|content)${END}`,
    where: `(?:neeche|niche|upar|ooper|diye gaye|diya gaya|di gayi|attached|chhupe|chupe|chhupa|hidden|decoded|decode ki gayi|attachment (?:me|mein)|note (?:me|mein))${END}`,
    said: alt(
      "jo (?:usme |isme |usmein |ismein |note me |note mein )?(?:likha|bola|kaha) (?:hai|gaya hai|ho)",
      "jaisa (?:likha|bola|kaha) (?:hai|gaya hai)",
      "likhe (?:anusar|ke mutabik|hisaab se)",
    ),
    doVerb: "(?:(?:wahi|waisa hi|vaisa hi|waise hi) )?kar(?:o|en|ein|iye|do|dein|dijiye)",
    decode: "(?:decode|rot13|translate|ulta padh|ulta padho|ulta karke)",
  },
  ro: {
    act: romanian(
      "(?:execută|executați|executa|urmează|urmați|urmeze|aplică|aplicați|aplice|respectă|respectați|respecte|îndeplinește|îndepliniți|rulează|rulați|pune în aplicare|puneți în aplicare|conformează-te|conformați-vă|ascultă de|ascultați de)",
    ),
    nouns: romanian(
      `(?:instrucțiuni${W}|pași|pașii|pașilor|comenzi${W}|comanda|ordine${W}|indicați${W}|notă|nota|notei|text${W}|mesaj${W}|rând${W}|conținut${W})`,
    ),
    where: romanian(
      alt(
        `(?:de mai jos|mai jos|de mai sus|mai sus|următoare${W}|atașat${W}|ascuns${W}|decodat${W}|decodificat${W}|codificat${W}|aceste)${END}`,
        "(?:din|în) (?:atașament|anexă|notă|mesaj|text)",
      ),
    ),
    said: romanian(
      alt(
        "ce (?:scrie|este scris|e scris|spune|cere)",
        "(?:așa )?cum (?:scrie|este scris|e scris|este indicat|e indicat|se arată) (?:mai jos|mai sus|în notă|în mesaj)",
      ),
    ),
    doVerb: romanian("(?:faceți|procedează|procedați|acționează|acționați)"),
    alone: romanian("(?:fă|faceți) (?:ce scrie|ce (?:este|e) scris|ce spune|cum scrie)"),
    decode: romanian(
      "(?:decodează|decodați|decodifică|decodificați|descifrează|descifrați|decriptează|decriptați|tradu|traduceți|inversează|inversați|citește invers|citiți invers)",
    ),
  },
  hu: {
    act: "(?:hajtsa végre|hajtsd végre|hajtsák végre|végrehajtani|kövesse|kövesd|kövessék|kövessétek|alkalmazza|alkalmazd|teljesítse|teljesítsd|futtassa|futtasd|engedelmeskedj|engedelmeskedjen|tartsa be|tartsd be)",
    nouns: `(?:utasítás${W}|instrukci${W}|lépés${W}|parancs${W}|útmutat${W}|megjegyzés${W}|feljegyzés${W}|szöveg${W}|üzenet${W}|tartalm${W})`,
    where: alt(
      `(?:alábbi|lenti|fenti|következő|csatolt|mellékelt|rejtett|dekódolt|visszafejtett|kódolt|ezeket|ezen)${END}`,
      "(?:a|az) (?:mellékletben|megjegyzésben|üzenetben|szövegben)",
    ),
    said: alt(
      "amit (?:benne |ott )?(?:ír|írnak|mond|kér|tartalmaz)",
      "ami (?:benne |ott )?(?:áll|van írva|le van írva)",
      "ahogy (?:az )?(?:alább|fent|a megjegyzésben|az üzenetben) (?:írja|áll|le van írva)",
    ),
    doVerb: "(?:tedd|tegye|tegyék|csináld|cselekedj|járj el|járjon el)",
    decode:
      "(?:dekódold|dekódolja|fejtsd vissza|fejtse vissza|fordítsd le|fordítsa le|fordítsd meg|olvasd visszafelé|olvassa visszafelé)",
  },
  fi: {
    act: "(?:noudata|noudattakaa|noudattaa|toteuta|toteuttakaa|suorita|suorittakaa|seuraa|seuratkaa|aja|ajakaa|sovella|soveltakaa|tottele|totelkaa)",
    nouns: `(?:ohje${W}|vaihe${W}|komen${W}|käsky${W}|muistiinpan${W}|huomautu${W}|teksti${W}|viesti${W}|rivi${W}|sisältö${W})`,
    where: alt(
      `(?:alla|alla olevat|alla oleva|yllä|yllä olevat|yllä oleva|seuraavat|seuraava|liitteen|liitteessä|liitetyt|liitteenä|piilotetut|piilotettu|puretut|purettu|dekoodatut|koodatut|muistiinpanossa|viestissä|tekstissä|nämä)${END}`,
    ),
    said: alt(
      "mitä (?:siinä|viestissä|tekstissä|muistiinpanossa) (?:sanotaan|lukee|pyydetään)",
      "mitä (?:se|teksti|viesti) sanoo",
      "kuten (?:alla|yllä|muistiinpanossa|viestissä) (?:kerrotaan|lukee|ohjeistetaan|kuvataan)",
    ),
    doVerb: "(?:tee|tehkää|toimi|toimikaa)",
    decode: "(?:pura|purkakaa|dekoodaa|dekoodatkaa|käännä|kääntäkää|lue takaperin|lue väärinpäin)",
  },
  et: {
    act: "(?:täida|täitke|järgi|järgige|vii ellu|viige ellu|rakenda|rakendage|käivita|käivitage)",
    nouns: `(?:juhis${W}|juhend${W}|samm${W}|käsk${W}|käsud|korraldus${W}|märkus${W}|tekst${W}|sõnum${W}|rida|rea|sisu)`,
    where: `(?:allpool|allolev${W}|ülal|ülalpool|ülaltoodud|järgmis${W}|lisatud|manuses|manusena|peidetud|dekodeeritud|lahtikodeeritud|kodeeritud|märkuses|sõnumis|tekstis|need)${END}`,
    said: alt(
      "mida (?:seal |selles |sõnumis |märkuses )?(?:on kirjas|öeldakse|kirjutatud|palutakse)",
      "mis (?:seal |selles )?(?:on kirjas|on kirjutatud)",
      "nagu (?:allpool|ülal|märkuses|sõnumis) (?:kirjas|kirjeldatud|öeldud)",
    ),
    doVerb: "(?:tee|tehke|toimi|toimige)",
    decode: "(?:dekodeeri|dekodeerige|dešifreeri|dešifreerige|tõlgi|tõlkige|loe tagurpidi|pööra ümber)",
  },
  da: {
    act: "(?<!(?:^|[^a-zß-ÿ])(?:jeg|vi) )(?:følg|følge|udfør|udføre|eksekver|kør|anvend|anvende|adlyd|efterkom|efterleve|gennemfør)",
    nouns: `(?:instruktion${W}|anvisning${W}|trin${W}|kommando${W}|ordre${W}|note${W}|notat${W}|tekst${W}|besked${W}|meddelelse${W}|linje${W}|indhold${W})`,
    where: alt(
      `(?:nedenfor|nedenstående|ovenfor|ovenstående|følgende|vedhæftede|vedlagte|skjulte|afkodede|kodede|disse)${END}`,
      "i (?:vedhæftningen|bilaget|noten|beskeden|teksten)",
    ),
    said: alt(
      "hvad (?:der står|den siger|teksten siger|noten siger|beskeden siger|der bliver bedt om)",
      "det,? der står (?:i|der|nedenfor|ovenfor)",
      "som (?:beskrevet|angivet|instrueret) (?:nedenfor|ovenfor|i noten)",
    ),
    doVerb: "(?<!(?:^|[^a-zß-ÿ])(?:jeg|vi) )(?:gør|gøre|handl|handle)",
    decode: "(?:afkod|afkode|dekod|dekode|dekrypter|oversæt|oversætte|læs baglæns)",
  },
  nb: {
    act: "(?<!(?:^|[^a-zß-ÿ])(?:jeg|vi) )(?:følg|følge|utfør|utføre|kjør|anvend|adlyd|etterkom|gjennomfør)",
    nouns: `(?:instruksjon${W}|anvisning${W}|trinn${W}|steg${W}|kommando${W}|ordre${W}|notat${W}|tekst${W}|melding${W}|beskjed${W}|linje${W}|innhold${W})`,
    where: alt(
      `(?:nedenfor|nedenstående|ovenfor|ovenstående|følgende|vedlagte|vedlagt|skjulte|dekodede|avkodede|kodede|disse)${END}`,
      "i (?:vedlegget|notatet|meldingen|teksten)",
    ),
    said: alt(
      "hva (?:det står|den sier|teksten sier|notatet sier|meldingen sier)",
      "det som står (?:i|der|nedenfor|ovenfor)",
      "som (?:beskrevet|angitt|instruert) (?:nedenfor|ovenfor|i notatet)",
    ),
    doVerb: "(?<!(?:^|[^a-zß-ÿ])(?:jeg|vi) )(?:gjør|gjøre|handle)",
    decode: `(?:dekod${W}|avkod${W}|dekrypter|oversett|les baklengs)`,
  },
  lt: {
    act: "(?:vykdyk|vykdykite|įvykdyk|įvykdykite|vykdyti|laikykis|laikykitės|sek|sekite|taikyk|taikykite|paleisk|paleiskite|paklusk|pakluskite|atlik|atlikite)",
    nouns: `(?:instrukcij${W}|nurodym${W}|žingsni${W}|komand${W}|įsakym${W}|pastab${W}|tekst${W}|žinut${W}|pranešim${W}|eilut${W}|turin${W})`,
    where: `(?:žemiau|aukščiau|toliau pateikt${W}|toliau|pridėt${W}|priede|prisegt${W}|paslėpt${W}|dekoduot${W}|iššifruot${W}|užkoduot${W}|pastaboje|žinutėje|tekste|šiuos|šias)${END}`,
    said: alt(
      "(?:tai,? )?kas (?:ten |joje |jame )?(?:parašyta|sakoma|nurodyta)",
      "kaip (?:parašyta|nurodyta|aprašyta) (?:žemiau|aukščiau|pastaboje)",
    ),
    doVerb: "(?:daryk|darykite|padaryk|padarykite|elkis|elkitės)",
    decode:
      "(?:dekoduok|dekoduokite|iššifruok|iššifruokite|išversk|išverskite|perskaityk atbulai|skaityk atbulai|apversk)",
  },
  lv: {
    act: "(?:izpildi|izpildiet|izpildīt|seko|sekojiet|sekot|ievēro|ievērojiet|piemēro|piemērojiet|palaid|palaidiet|paklausi|paklausiet|veic|veiciet)",
    nouns: `(?:instrukcij${W}|norādījum${W}|soļ${W}|solis|komand${W}|pavēl${W}|piezīm${W}|tekst${W}|ziņ${W}|rind${W}|satur${W})`,
    where: `(?:zemāk|augstāk|iepriekš|turpmāk|šād${W}|pievienot${W}|pielikumā|slēpt${W}|atšifrēt${W}|dekodēt${W}|kodēt${W}|piezīmē|ziņā|tekstā|šīs|šos)${END}`,
    said: alt(
      "(?:to,? )?kas (?:tur |tajā )?(?:rakstīts|teikts|norādīts)",
      "kā (?:rakstīts|norādīts|aprakstīts) (?:zemāk|augstāk|piezīmē)",
    ),
    doVerb: "(?:dari|dariet|izdari|izdariet|rīkojies|rīkojieties)",
    decode:
      "(?:atkodē|atkodējiet|dekodē|dekodējiet|atšifrē|atšifrējiet|iztulko|iztulkojiet|pārtulko|izlasi otrādi|lasi otrādi|apgriez)",
  },
  ca: {
    act: "(?:executa|executeu|executi|executar|segueix|seguiu|segueixi|seguir|aplica|apliqueu|apliqui|aplicar|obeeix|obeïu|compleix|compliu|porta a terme|porteu a terme|dur a terme)",
    nouns: `(?:instrucci(?:ó|ons)|passos|ordres|comandes|indicacions|directrius|nota|text|missatge|línia|contingut)${END}`,
    where: alt(
      `(?:a continuació|de sota|a sota|més avall|de dalt|a dalt|següents?|adjunt(?:a|s|es)?|amagad(?:a|es|s)|ocult(?:a|s|es)?|descodificad${W}|codificad${W}|aquestes|aquests)${END}`,
      "(?:a|en) l'adjunt",
      "(?:a la nota|al missatge|al text)",
    ),
    said: alt(
      "(?:el )?que (?:hi )?(?:diu|ha escrit|està escrit|indica)",
      "com (?:s'indica|es descriu|està escrit) (?:a sota|a dalt|a continuació|a la nota)",
    ),
    doVerb: "(?:fes|feu|faci|fer|procedeix|procediu|actua|actueu)",
    decode:
      "(?:descodifica|descodifiqueu|descodificar|desxifra|desxifreu|desxifrar|tradueix|traduïu|traduir|inverteix|llegeix al revés|llegiu al revés)",
  },
  hy: {
    act: "(?:կատարիր|կատարեք|կատարել|հետևիր|հետևեք|հետևել|կիրառիր|կիրառեք|գործարկիր|գործարկեք|ենթարկվիր|ենթարկվեք|պահպանիր|պահպանեք|իրականացրու|իրականացրեք)",
    nouns: `(?:հրահանգ${W}|ցուցում${W}|քայլ${W}|հրաման${W}|նշում${W}|տեքստ${W}|հաղորդագրություն${W}|տող${W}|բովանդակություն${W})`,
    where: `(?:ստորև|վերևում|վերը|հետևյալ|կցված|կցորդում|թաքնված|վերծանված|ապակոդավորված|կոդավորված|նշումում|հաղորդագրությունում|տեքստում)${END}`,
    said: alt(
      "(?:այն,? )?ինչ (?:գրված է|ասված է|ասում է|պահանջվում է)",
      "ինչպես (?:գրված է|նշված է|նկարագրված է) (?:ստորև|վերևում|նշումում)",
    ),
    doVerb: "(?:արա|արեք|անել|վարվիր|վարվեք)",
    decode: "(?:վերծանիր|վերծանեք|ապակոդավորիր|ապակոդավորեք|թարգմանիր|թարգմանեք|կարդա հակառակ|շրջիր)",
  },
  az: {
    act: azerbaijani(
      "(?:yerinə yetir|yerinə yetirin|icra et|icra edin|izlə|izləyin|əməl et|əməl edin|tətbiq et|tətbiq edin|işə sal|işə salın|tabe ol|tabe olun|riayət edin|riayət et)",
    ),
    nouns: azerbaijani(
      `(?:təlimat${W}|göstəriş${W}|addım${W}|əmr${W}|komand${W}|qeyd${W}|mətn${W}|mesaj${W}|sətir${W}|sətr${W}|məzmun${W})`,
    ),
    where: azerbaijani(
      `(?:aşağıdakı|yuxarıdakı|növbəti|əlavə olunmuş|əlavədəki|qoşmadakı|gizli|gizlədilmiş|deşifrə edilmiş|dekod edilmiş|kodlanmış|qeyddəki|mesajdakı|mətndəki)${END}`,
    ),
    said: azerbaijani(
      alt(
        "(?:nə )?(?:yazılıbsa|deyirsə)",
        "(?:yazılanları|yazılanı|deyilənləri|deyiləni)",
        "(?:aşağıda|yuxarıda|qeyddə|mesajda) (?:yazıldığı|göstərildiyi|deyildiyi) kimi",
      ),
    ),
    doVerb: azerbaijani("(?:edin|elə|eləyin)"),
    decode: azerbaijani(
      "(?:deşifrə et|deşifrə edin|dekod et|dekod edin|tərcümə et|tərcümə edin|tərsinə oxu|tərsinə oxuyun|kodu aç|kodunu açın)",
    ),
  },
  kk: {
    act: "(?:орында|орындаңыз|орындаңдар|орындауды|сақта|сақтаңыз|басшылыққа ал|басшылыққа алыңыз|қолдан|қолданыңыз|іске қос|іске қосыңыз|бағын|бағыныңыз|ұстан|ұстаныңыз)",
    nouns: `(?:нұсқау${W}|нұсқаулық${W}|қадам${W}|команд${W}|пәрмен${W}|бұйрық${W}|жазба${W}|ескертпе${W}|мәтін${W}|мәтн${W}|хабарлама${W}|мазмұн${W})`,
    where: `(?:төмендегі|төменде|жоғарыдағы|жоғарыда|келесі|тіркелген|қосымшадағы|қосымшада|жасырын|жасырылған|шифрі ашылған|декодталған|кодталған|жазбадағы|хабарламадағы|мәтіндегі)${END}`,
    said: alt(
      "(?:не )?жазылса",
      "(?:жазылғанды|жазылғанын|айтылғанды|айтылғанын)",
      "(?:төменде|жоғарыда|жазбада|хабарламада)? ?(?:жазылғандай|көрсетілгендей|айтылғандай)",
    ),
    doVerb: "(?:жаса|жасаңыз|істе|істеңіз)",
    decode: "(?:шифрын|шифрын аш|шифрын ашыңыз|декодтап|декодта|декодтаңыз|аудар|аударыңыз|кері оқы|кері оқыңыз)",
  },
  uz: {
    act: uzbek(
      "(?:bajaring|bajar|amal qiling|amal qil|rioya qiling|rioya qil|ergashing|qoʻllang|qoʻlla|ishga tushiring|itoat qiling|tatbiq qiling)",
    ),
    nouns: uzbek(
      `(?:koʻrsatma${W}|yoʻriqnoma${W}|qadam${W}|buyruq${W}|buyruql${W}|komanda${W}|eslatma${W}|izoh${W}|matn${W}|xabar${W}|qator${W}|mazmun${W})`,
    ),
    where: uzbek(
      `(?:quyidagi|yuqoridagi|keyingi|ilova qilingan|ilovadagi|biriktirilgan|yashirin|yashirilgan|deshifrlangan|dekodlangan|kodlangan|eslatmadagi|xabardagi|matndagi)${END}`,
    ),
    said: uzbek(
      alt(
        "(?:nima )?yozilgan boʻlsa",
        "(?:yozilganini|yozilganlarni|aytilganini|aytilganlarni)",
        "(?:quyida|yuqorida|eslatmada|xabarda)? ?(?:yozilganidek|koʻrsatilganidek|aytilganidek)",
      ),
    ),
    doVerb: uzbek("(?:qiling|bajaring)"),
    decode: uzbek(
      "(?:deshifrlang|deshifrla|dekodlang|dekodla|tarjima qiling|tarjima qil|teskari oʻqing|teskari oʻqi|shifrini oching)",
    ),
  },
  mn: {
    act: "(?:биелүүл|биелүүлээрэй|биелүүлнэ үү|гүйцэтгэ|гүйцэтгээрэй|гүйцэтгэнэ үү|дагаарай|дагана уу|мөрдөөрэй|мөрдөнө үү|хэрэгжүүл|хэрэгжүүлээрэй|хэрэгжүүлнэ үү|ажиллуул|ажиллуулаарай|ажиллуулна уу)",
    nouns: `(?:заавар${W}|заавр${W}|зааварчилгаа${W}|алхам${W}|тушаал${W}|команд${W}|тэмдэглэл${W}|текст${W}|бичвэр${W}|мессеж${W}|зурвас${W}|агуулга${W})`,
    where: `(?:доорх|доор|дээрх|дээр|дараах|хавсралтад|хавсаргасан|хавсралтын|нуусан|нуугдсан|тайлсан|декодлосон|кодлосон|тэмдэглэлд|мессежид|текстэд|эдгээр)${END}`,
    said: alt("(?:юу )?(?:бичсэнийг|бичигдсэнийг|хэлснийг)", "(?:бичсэнээр|заасны дагуу|заасанчлан|бичсэнчлэн)"),
    doVerb: "(?:хий|хийгээрэй|хийнэ үү)",
    decode: "(?:тайл|тайлаарай|тайлна уу|декодло|декодлоорой|орчуул|орчуулаарай|орчуулна уу|эсрэгээр унш|урвуу унш)",
  },
  zu: {
    act: "(?:landela|landelani|ulandele|nilandele|ulandela|qhuba|qhubani|lalela|lalelani|feza|fezani|sebenzisa imiyalelo)",
    nouns: `(?:imiyalelo|umyalelo|iziyalezo|isiyalezo|izinyathelo|isinyathelo|imiyalo|umyalo|amanothi|inothi|umbhalo|umlayezo|umugqa|okuqukethwe)${END}`,
    where: `(?:engezansi|ngezansi|ezingezansi|okungezansi|ephezulu|ngenhla|ezilandelayo|elandelayo|okulandelayo|enamathiselwe|ezinamathiselwe|okunamathiselwe|efihliwe|ezifihliwe|okufihliwe|enothini|emlayezweni|embhalweni)${END}`,
    said: alt("(?:lokho )?(?:okubhaliwe|okushiwo)", "njengoba (?:kubhaliwe|kushiwo|kuchaziwe)"),
    doVerb: "(?:yenza|yenzani|enza|enzani|wenze|wenza|nenze)",
    decode: "(?:humusha|humushani|hlukanisa ikhodi|susa ikhodi|dekhoda|funda ngokuhlehla|hlehlisa)",
  },
  xh: {
    act: "(?:landela|landelani|ulandele|nilandele|phumeza|phumezani|thobela|thobelani|qhuba|qhubani|sebenzisa imiyalelo)",
    nouns: `(?:imiyalelo|umyalelo|izikhokelo|isikhokelo|amanyathelo|inyathelo|inqaku|amanqaku|umbhalo|umyalezo|umgca|okuqulathwe)${END}`,
    where: `(?:ngezantsi|ezingezantsi|engezantsi|ngasentla|ephezulu|ezilandelayo|elandelayo|oqhotyoshelweyo|eqhotyoshelweyo|ezifihliweyo|efihliweyo|kwinqaku|kumyalezo|kumbhalo)${END}`,
    said: alt("(?:oko )?(?:okubhaliweyo|okuthethwayo)", "njengoko (?:kubhaliwe|kutshiwo|kuchaziwe)"),
    doVerb: "(?:yenza|yenzani|enza|wenze|nenze)",
    decode: "(?:guqulela|guqulelani|tolika|sombulula|funda ngasemva|buyisela umva)",
  },
  af: {
    act: "(?<!(?:^|[^a-zß-ÿ])(?:ek|ons) )(?:volg|voer|uitvoer|pas toe|toepas|gehoorsaam|nakom|kom na|implementeer)",
    nouns: `(?:instruksie${W}|aanwysing${W}|stappe|opdrag${W}|bevel${W}|nota|notas|teks|boodskap|reël|reëls|inhoud)${END}`,
    where: alt(
      `(?:hieronder|hierbo|onderstaande|bostaande|volgende|aangehegte|aangeheg|bygevoegde|versteekte|verborge|gedekodeerde|gekodeerde|hierdie)${END}`,
      "in die (?:aanhangsel|bylae|nota|boodskap|teks)",
    ),
    said: alt(
      "wat (?:daar )?(?:staan|geskryf staan|dit sê|die nota sê)",
      "soos (?:hieronder|hierbo|in die nota) (?:beskryf|aangedui|gesê)",
    ),
    doVerb: "(?<!(?:^|[^a-zß-ÿ])(?:ek|ons) )(?:doen|handel|tree op)",
    decode: "(?:dekodeer|ontsyfer|vertaal|draai om|lees agterstevoor|dekripteer)",
  },
  so: {
    act: "(?:raac|raaca|raacda|raaciya|fuli|fuliya|hirgeli|hirgeliya|dabaq|dabaqa|adeec|u hoggaansan|ku dhaqan|ku dhaqma)",
    nouns: `(?:tilmaam${W}|tallaabo${W}|talaabo${W}|amar${W}|qoraal${W}|fariin${W}|farriin${W}|xusuusin${W})`,
    where: `(?:hoose|hoos ku qoran|kore|kor ku xusan|soo socda|ku lifaaqan|lifaaqa|qarsoon|la qariyay|la furay|furfuran)${END}`,
    said: alt(
      "waxa (?:ku )?qoran",
      "waxa (?:uu|ay) (?:sheegayo|leeyahay|dhahayo)",
      "sida (?:ku qoran|lagu sheegay|hoos ku qoran)",
    ),
    doVerb: "(?:samee|sameeya|yeel|yeela)",
    decode: "(?:fur|furfur|turjun|turjuma|rogo|u rog|ka akhri gadaal)",
  },
  ig: {
    act: unmarked("(?:soro|gbaso|gbasoro|mezuo|mejupụta|rube isi na|rube isi|tinye n'ọrụ|mee ihe ndị)"),
    nouns: unmarked(`(?:ntụziaka|usoro|iwu|nzọụkwụ|ndetu|ederede|ozi|ahịrị)${END}`),
    where: unmarked(
      `(?:n'okpuru|dị n'okpuru|n'elu|dị n'elu|na-esonụ|ndị a|e jikọtara|nke e jikọtara|agbakwunyere|ezoro ezo|zoro ezo|e dekọdara|n'ime ndetu|n'ime ozi)${END}`,
    ),
    said: unmarked("(?:ihe (?:e dere|edere|o kwuru|ọ na-ekwu|ọ kwuru)|dịka (?:e dere|o kwuru|ọ na-ekwu))"),
    doVerb: unmarked("(?:mee|meenụ)"),
    decode: unmarked("(?:kọwaa|tụgharịa|sụgharịa|dekọọdụ|decode|gụọ azụ)"),
  },
  ps: {
    act: "(?:پلي کړئ|پلي کړه|عملي کړئ|عملي کړه|اجرا کړئ|اجرا کړه|تعقیب کړئ|تعقیب کړه|پیروي وکړئ|پیروي وکړه|ومنئ|ومنه|عمل وکړئ|عمل وکړه)",
    nouns: "(?:لارښوونې|لارښوونه|لارښوونو|هدایات|هدایت|ګامونه|مرحلې|امرونه|حکم|یادښت|متن|پیغام|منځپانګه)",
    where: "(?:لاندې|پورته|لاندیني|لاندینی|راتلونکي|ضمیمه|ضمیمې|نښتي|پټې|پټه|پټ شوي|ډیکوډ|کوډ شوي|په یادښت|په پیغام)",
    said: "(?:هغه څه چې (?:لیکل شوي|ویل شوي)|څه چې لیکل شوي|لکه (?:څنګه )?چې (?:لیکل شوي|ویل شوي))",
    doVerb: "(?:وکړئ|وکړه)",
    decode: "(?:ډیکوډ|کوډ خلاص|رمز خلاص|وژباړئ|وژباړه|ژباړه|سرچپه ولولئ|معکوس)",
  },
  ku: {
    act: unmarked(
      "(?:bicîh bîne|bicîh bînin|pêk bîne|pêk bînin|bişopîne|bişopînin|bixebitîne|bixebitînin|bi kar bîne|bi kar bînin|guh bide|guhdarî bike|tetbîq bike|bimeşîne)",
    ),
    nouns: unmarked(
      `(?:talîmat${W}|rênîşan${W}|rêwerz${W}|gav${W}|ferman${W}|emr${W}|not${W}|nivîs${W}|peyam${W}|naverok${W})`,
    ),
    where: unmarked(
      `(?:li jêr|jêrîn|li jor|jorîn|yên li jêr|ya li jêr|pêvek${W}|di pêvekê de|veşartî|dekodkirî|şîfrekirî|di notê de|di peyamê de)${END}`,
    ),
    said: unmarked(
      "(?:(?:çi )?(?:hatiye nivîsandin|nivîsî ye|tê gotin)|(?:wekî|wek ku) (?:hatiye nivîsandin|tê gotin))",
    ),
    doVerb: unmarked("(?:bike|bikin|bikî)"),
    decode: unmarked(
      "(?:deşîfre bike|deşîfre bikin|dekod bike|veke|vekin|wergerîne|wergerînin|berevajî bixwîne|paşve bixwîne)",
    ),
  },
  ckb: {
    act: "(?:جێبەجێ بکە|جێبەجێ بکەن|جێبەجێی بکە|پەیڕەو بکە|پەیڕەو بکەن|پەیڕەوی بکە|بەکاربهێنە|بەکاربهێنن|کار پێ بکە|گوێڕایەڵ بە|ڕاپەڕێنە|ڕاپەڕێنن|دوای بکەوە|دوای بکەون)",
    nouns: "(?:ڕێنمایی|فەرمان|هەنگاو|تێبینی|دەق|پەیام|نامە|ناوەڕۆک)",
    where: "(?:خوارەوە|سەرەوە|داهاتوو|هاوپێچ|پاشکۆ|شاراوە|شاردراوە|دیکۆد کراو|کۆد کراو)",
    said: "(?:ئەوەی (?:نووسراوە|دەڵێت|گوتراوە)|وەک (?:نووسراوە|گوتراوە))",
    doVerb: "(?:بکە|بکەن)",
    decode: "(?:دیکۆد|کۆدەکەی بکەرەوە|وەربگێڕە|وەرگێڕە|پێچەوانە بخوێنەوە)",
  },
  gu: {
    act: `(?:અનુસરો|અનુસરણ કરો|પાલન કરો|અમલ કરો|અમલમાં મૂકો|એક્ઝિક્યુટ કરો|ચલાવો|ફોલો કરો|લાગુ કરો|પૂર્ણ કરો)${IEND}`,
    nouns: "(?:સૂચના|નિર્દેશ|પગલાં|પગલા|આદેશ|કમાન્ડ|નોંધ|ટેક્સ્ટ|લખાણ|સંદેશ|મેસેજ|લાઇન|સામગ્રી)",
    where: "(?:નીચે|નીચેની|નીચેના|ઉપર|ઉપરની|ઉપરના|નીચે આપેલ|ઉપર આપેલ|નીચે મુજબ|જોડાયેલ|જોડેલ|એટેચ|છુપાયેલ|છુપાવેલ|ડીકોડ|ડિકોડ)",
    said: "(?:જે (?:લખ્યું|કહ્યું) (?:છે|હોય)|(?:જેમ|જે મુજબ) (?:લખ્યું|કહ્યું) છે|લખ્યા મુજબ|કહ્યા મુજબ)",
    doVerb: `(?:તે |એ )?(?:કરો|કરજો|કરી દો)${IEND}`,
    decode: "(?:ડીકોડ|ડિકોડ|અનુવાદ|ઉલટું વાંચ|ઉકેલ)",
  },
  mr: {
    act: `(?:(?:पालन|अनुसरण|अंमलबजावणी|कार्यान्वित|एक्झिक्युट|फॉलो|लागू|पूर्ण|रन) ?(?:करा|करावे|करावी|करून टाका)|अमलात आणा|चालवा)${IEND}`,
    nouns: "(?:सूचना|निर्देश|पायऱ्या|पायरी|आदेश|कमांड|टीप|नोंद|मजकूर|संदेश|मेसेज|आशय)",
    where: "(?:खाली|खालील|वरील|पुढील|जोडलेल्या|जोडलेली|संलग्न|अटॅच|लपवलेल्या|लपवलेली|लपलेल्या|डीकोड|डिकोड)",
    said: "(?:जे (?:लिहिले|सांगितले) (?:आहे|आहेत)|(?:लिहिल्या|सांगितल्या) ?प्रमाणे|जसे (?:लिहिले|सांगितले) आहे)",
    doVerb: `(?:तसे |तेच )?(?:करा)${IEND}`,
    decode: "(?:डीकोड|डिकोड|भाषांतर|अनुवाद|उलट वाच|उलगड)",
  },
  pa: {
    act: `(?:(?:ਪਾਲਣਾ|ਪਾਲਨਾ|ਅਨੁਸਰਣ|ਅਮਲ|ਲਾਗੂ|ਫਾਲੋ|ਐਗਜ਼ੀਕਿਊਟ|ਪੂਰਾ|ਰਨ) ?(?:ਕਰੋ ਜੀ|ਕਰੋ|ਕਰਨਾ|ਕਰ ਦਿਓ|ਕਰਿਓ)|ਚਲਾਓ|ਮੰਨੋ)${IEND}`,
    nouns: "(?:ਹਦਾਇਤ|ਹਿਦਾਇਤ|ਨਿਰਦੇਸ਼|ਕਦਮ|ਸਟੈਪ|ਹੁਕਮ|ਆਦੇਸ਼|ਕਮਾਂਡ|ਨੋਟ|ਟੈਕਸਟ|ਲਿਖਤ|ਸੁਨੇਹਾ|ਸੁਨੇਹੇ|ਮੈਸੇਜ|ਲਾਈਨ|ਸਮੱਗਰੀ)",
    where: "(?:ਹੇਠਾਂ|ਹੇਠ ਲਿਖੇ|ਹੇਠਲੇ|ਉੱਪਰ|ਉਪਰ|ਉੱਪਰਲੇ|ਨੱਥੀ|ਅਟੈਚ|ਲੁਕੇ|ਲੁਕੀ|ਛੁਪੇ|ਡੀਕੋਡ|ਡਿਕੋਡ)",
    said: "(?:ਜੋ (?:ਲਿਖਿਆ|ਕਿਹਾ) (?:ਹੈ|ਗਿਆ ਹੈ)|ਜਿਵੇਂ (?:ਲਿਖਿਆ|ਕਿਹਾ) (?:ਹੈ|ਗਿਆ ਹੈ)|ਲਿਖੇ ਅਨੁਸਾਰ)",
    doVerb: `(?:ਉਹੀ |ਉਵੇਂ ਹੀ )?(?:ਕਰੋ|ਕਰ ਦਿਓ)${IEND}`,
    decode: "(?:ਡੀਕੋਡ|ਡਿਕੋਡ|ਅਨੁਵਾਦ|ਉਲਟਾ ਪੜ੍ਹ)",
  },
  te: {
    act: `(?:పాటించండి|పాటించు|అనుసరించండి|అనుసరించు|అమలు చేయండి|అమలుపరచండి|అమలు చేయి|అమలుచేయండి|నిర్వహించండి|ఎగ్జిక్యూట్ చేయండి|రన్ చేయండి|ఫాలో చేయండి)${IEND}`,
    nouns: "(?:సూచనలు|సూచన|నిర్దేశాలు|దశలు|ఆదేశాలు|ఆదేశం|కమాండ్|నోట్|గమనిక|టెక్స్ట్|వచనం|సందేశం|మెసేజ్|లైన్)",
    where: "(?:క్రింద|కింద|క్రింది|కింది|పైన|జత చేసిన|జతచేసిన|అటాచ్|దాచిన|డీకోడ్|డికోడ్)",
    said: "(?:(?:అందులో |దానిలో )?(?:రాసినది|రాసింది|చెప్పినది|చెప్పింది)|రాసినట్లు|చెప్పినట్లు|రాసిన విధంగా)",
    doVerb: `(?:అలాగే |అదే )?(?:చేయండి|చెయ్యి|చేయి|చెయ్యండి)${IEND}`,
    decode: "(?:డీకోడ్|డికోడ్|అనువదించ|తిరగేసి చదువ|రివర్స్)",
  },
  kn: {
    act: `(?:ಪಾಲಿಸಿ|ಪಾಲಿಸು|ಅನುಸರಿಸಿ|ಅನುಸರಿಸು|ಜಾರಿಗೊಳಿಸಿ|ಕಾರ್ಯಗತಗೊಳಿಸಿ|ನಿರ್ವಹಿಸಿ|ಎಕ್ಸಿಕ್ಯೂಟ್ ಮಾಡಿ|ರನ್ ಮಾಡಿ|ಫಾಲೋ ಮಾಡಿ|ಅನ್ವಯಿಸಿ)${IEND}`,
    nouns: "(?:ಸೂಚನೆ|ನಿರ್ದೇಶನ|ಹಂತಗಳ|ಹಂತ|ಆದೇಶ|ಕಮಾಂಡ್|ಟಿಪ್ಪಣಿ|ನೋಟ್|ಪಠ್ಯ|ಸಂದೇಶ|ಮೆಸೇಜ್|ಸಾಲು)",
    where: "(?:ಕೆಳಗಿನ|ಕೆಳಗೆ|ಮೇಲಿನ|ಮೇಲೆ|ಲಗತ್ತಿಸಿದ|ಲಗತ್ತಿಸಲಾದ|ಅಟ್ಯಾಚ್|ಅಡಗಿಸಿದ|ಮರೆಮಾಡಿದ|ಡಿಕೋಡ್|ಡೀಕೋಡ್)",
    said: "(?:(?:ಅದರಲ್ಲಿ )?(?:ಬರೆದಿರುವುದನ್ನು|ಹೇಳಿರುವುದನ್ನು|ಬರೆದಿರುವಂತೆ|ಹೇಳಿರುವಂತೆ|ಬರೆದಂತೆ|ಹೇಳಿದಂತೆ))",
    doVerb: `(?:ಹಾಗೆಯೇ |ಅದನ್ನೇ )?(?:ಮಾಡಿ|ಮಾಡು)${IEND}`,
    decode: "(?:ಡಿಕೋಡ್|ಡೀಕೋಡ್|ಅನುವಾದಿಸ|ಭಾಷಾಂತರಿಸ|ಹಿಮ್ಮುಖವಾಗಿ ಓದ)",
  },
  ml: {
    act: `(?:പാലിക്കുക|പാലിക്കൂ|പിന്തുടരുക|പിന്തുടരൂ|നടപ്പാക്കുക|നടപ്പിലാക്കുക|നടപ്പിലാക്കൂ|നിർവഹിക്കുക|എക്സിക്യൂട്ട് ചെയ്യുക|റൺ ചെയ്യുക|ഫോളോ ചെയ്യുക|അനുസരിക്കുക|അനുസരിക്കൂ)${IEND}`,
    nouns: "(?:നിർദ്ദേശ|നിർദേശ|ഘട്ടങ്ങൾ|കമാൻഡ്|ആജ്ഞ|കുറിപ്പ്|നോട്ട്|ടെക്സ്റ്റ്|വാചകം|സന്ദേശം|മെസേജ്|വരി|ഉള്ളടക്കം)",
    where: "(?:താഴെ|താഴെയുള്ള|മുകളിൽ|മുകളിലുള്ള|ചുവടെ|ചുവടെയുള്ള|അറ്റാച്ച്|ചേർത്തിരിക്കുന്ന|മറച്ച|ഒളിപ്പിച്ച|ഡീകോഡ്|ഡികോഡ്)",
    said: "(?:(?:അതിൽ )?(?:എഴുതിയിരിക്കുന്നത്|എഴുതിയത്|പറയുന്നത്|പറഞ്ഞത്)|എഴുതിയിരിക്കുന്നതുപോലെ|പറഞ്ഞതുപോലെ|എഴുതിയതുപോലെ)",
    doVerb: `(?:അതുപോലെ |അത് )?(?:ചെയ്യുക|ചെയ്യൂ)${IEND}`,
    decode: "(?:ഡീകോഡ്|ഡികോഡ്|വിവർത്തനം|പരിഭാഷ|തിരിച്ച് വായിക്ക)",
  },
  jv: {
    act: "(?:tindakna|tindakake|tindakaken|lakoni|lakokna|turuti|tutna|ikuti|ikutana|jalanna|jalankan|laksanakna|laksanakaken|patuhi|manut)",
    nouns: `(?:instruksi|pituduh|pandhuan|langkah|prentah|dhawuh|cathetan|teks|pesen|pesan|baris|isi)${END}`,
    where: alt(
      `(?:ing ngisor(?: iki)?|ngisor iki|ing ndhuwur|ndhuwur iki|ing ngandhap|ing nginggil|sabanjure|dilampirake|kang didhelikake|sing didhelikake|sing wis didekode)${END}`,
      "ing (?:lampiran|cathetan|pesen)",
    ),
    said: alt(
      "apa sing (?:ditulis|kaserat|diomongake|diandharake)",
      "kaya sing (?:ditulis|kaserat|diandharake)",
      "miturut (?:cathetan|pesen|teks)",
    ),
    doVerb: "(?:lakoni|tindakna|gawe|lakokna)",
    decode: "(?:dekode|decode|terjemahna|terjemahake|walik|wacanen kuwalik|pecahen kode)",
  },
};

/** Verb-final languages: the text pointed at (and "what is written") comes before the verb. */
export const VERB_FINAL: ReadonlySet<Lang> = languagesWith(VERB_FINAL_LANGUAGES, { without: ["so", "hy", "ka"] });

/** Languages whose request forms put the verb first or last ("Führen Sie die Anweisungen unten aus", "die
 * Anweisungen unten befolgen"; Hungarian, Finnish and Estonian word order is free, and Somali puts the imperative
 * first or last). */
export const BOTH_ORDERS: ReadonlySet<Lang> = new Set<Lang>(["de", "nl", "af", "hu", "fi", "et", "ka", "hy", "so"]);

/** Rows whose language mail often writes without its diacritics (Czech "proved", Turkish "talimatlari uygulayin",
 * Vietnamese "lam theo huong dan"), and Serbo-Croatian in both scripts: every field in each spelling. */
export const SPELLINGS: Partial<Record<Lang, (source: string) => string>> = {
  sh: serbian,
  pl: unmarked,
  cs: unmarked,
  sk: unmarked,
  sl: unmarked,
  hu: unmarked,
  lt: unmarked,
  lv: unmarked,
  et: unmarked,
  el: unmarked,
  tr: unmarked,
  vi: (source) => unmarked(source, { đ: "d" }),
};

const MET: Partial<Record<Lang, FollowRow>> = Object.fromEntries(
  Object.entries(ROWS).map(([lang, row]) => {
    const spell = SPELLINGS[lang as Lang] ?? ((source: string) => source);
    return [
      lang,
      Object.fromEntries(Object.entries(row).map(([field, source]) => [field, asMet(lang as Lang, spell(source))])),
    ];
  }),
);

/** A verb and its object in the order the language puts them. */
function ordered(lang: Lang, verb: string, object: string, spaced: number): string {
  const v = wordEnd(lang, verb);
  const o = object;
  const n = gap(lang, spaced);
  if (VERB_FINAL.has(lang)) return near(o, v, n);
  if (BOTH_ORDERS.has(lang)) return either(v, o, n);
  return near(v, o, n);
}

/** The text pointed at: a noun and its locator within a few words, in either order ("the instructions below", "the
 * attached note", "以下の指示"). */
const pointedAt = (lang: Lang, row: FollowRow) => either(row.nouns, row.where, gap(lang, 25));

/** FOLLOW_EMBEDDED: carry out the text pointed at, do what it says, decode then act (→ ACTION_GENERIC). */
export const FOLLOW_EMBEDDED: PhraseTable = conceptTable(MET, (row, lang) => [
  ordered(lang, row.act, pointedAt(lang, row), VERB_FINAL.has(lang) ? 60 : 40),
  row.said
    ? ordered(lang, row.doVerb ? alt(row.act, row.doVerb) : row.act, row.said, VERB_FINAL.has(lang) ? 30 : 20)
    : undefined,
  near(row.decode, wordEnd(lang, row.act), DENSE.has(lang) ? 30 : 60),
  row.alone,
]);

/** The rows of the table merged into ACTION_GENERIC (injection.ts). */
export const FOLLOW_ACTION_GENERIC: PhraseTable = FOLLOW_EMBEDDED;

/** The rows by language, for the test that every language has the concept. */
export const FOLLOW_CUES: Readonly<Partial<Record<Lang, Readonly<FollowRow>>>> = ROWS;
