// "Is this really from you?": a reader who forwards or describes a message they doubt, in the 75 cue languages of
// lexicon/agent-cues.ts. Two concepts, one row per language:
// 1. DOUBT_FRAME (→ the reporting frames of reporting.ts): the writer's own doubt about whether a MESSAGE, mail, SMS,
//    letter, link or account is genuine, real, from the addressee, or a scam: "is this e-mail really from you?",
//    "did you send this?", "this looks like a scam", "I won't pay until you confirm", "is this your new bank
//    account?". A message noun near a genuineness word (either order), or a doubt phrase that names its object.
//    "Is this date OK for you?", "is the invoice from you correct?", "did you send the plans yet?" name no message
//    and no genuineness.
// 2. DESCRIBED_REQUEST (→ REPORTED_REQUEST): a request the writer describes, not makes: a message noun followed by
//    "asks me / tells me / wants me to", or "they want me to pay", "I was asked to change (the account)". The hit
//    starts the described request. "I ask you to", "please pay by Friday", "my wife asked me to book a table" (a
//    person, not a message) are none.
//
// Written from the concept in each language, not from any message. Conventions of agent-cues.ts and access-acts.ts:
// lowercase sources, NFKC-normalised, no word guards in UNSPACED scripts, a word-start guard elsewhere, Latin-script
// rows that mail writes without diacritics through `unmarked`, `romanian`, `serbian`, `azerbaijani`, `uzbek`,
// `yoruba`, `hausa`; Turkish "ı" written "[ıi]". Every entry starts with a literal (a message noun or the first word of
// a doubt phrase); gaps are bounded.
import {
  alt,
  conceptTable,
  DENSE,
  E,
  type Lang,
  MAIL_SPELLING,
  near,
  type PhraseTable,
  unmarked,
  VERB_FINAL_LANGUAGES,
  withoutJoiners,
  wordStart,
} from "./combinators.js";

/** One row per language; fields are alternations (regex sources, lowercase) that each begin with a literal. */
export interface DoubtRow {
  /** What was received: message, e-mail, mail, SMS, text, letter, link, (this) account. */
  msg: string;
  /** Genuineness near the message (either order): really / actually from you, genuine, legit, real (asked), fake,
   * a scam, phishing. */
  real: string;
  /** Whole doubt phrases: "did you send this?", "looks like a scam", "not sure it is real", "won't pay until you
   * confirm", "is this your new account?". */
  doubt: string;
  /** After the message noun: it asks / tells / wants ME to (the request described, not made). */
  ask: string;
  /** Whole described-request openers without a message noun: "they want me to pay", "I was asked to change". */
  described?: string;
}

const ROWS: Partial<Record<Lang, DoubtRow>> = {
  en: {
    msg: "(?:e-?mails?|messages?|mails?|texts?|sms|letters?|links?|whatsapps?|voicemails?)",
    real: `(?:really|actually|genuinely|truly) (?:from|sent by) (?:you|your (?:company|office|bank|team|firm))${E}|(?:is|are|was|were|be|looks?|seems?) (?:(?:really|actually|even|it|this) )?(?:genuine|legit(?:imate)?|authentic|real)${E}|(?:genuine|legit(?:imate)?|authentic|real)${E} ?\\?|legit${E}|fake|a scam|scam${E}|phishing|fraudulent|spoofed|hoax`,
    doubt: alt(
      `is (?:this|that|it) (?:really|actually|genuinely|truly) (?:from|sent by) you${E}`,
      "did you (?:really |actually )?send (?:me )?(?:this|that|it)(?: (?:e-?mail|message|mail|text|letter|link))? ?\\?",
      "was (?:it|this|that) (?:really )?you who sent",
      "(?:can|could) you confirm (?:that |whether |if )?(?:this|it|the (?:e-?mail|message|mail|text|letter|link)) (?:is|was|came|really) (?:really |genuinely )?(?:from you|genuine|legit|real|sent by you)",
      "(?:this|it) (?:looks|seems|sounds|smells) (?:like )?(?:a |an )?(?:scam|fake|phishing|fraud|suspicious|fishy|dodgy)",
      "(?:i'?m|i am) not sure (?:if |whether |that )?(?:this|it|the (?:e-?mail|message|mail|text|letter|link)) (?:is|was|came) (?:real|genuine|legit|legitimate|from you|authentic)",
      `(?:i )?(?:won't|will not|wont|will only|am not going to|won’t) (?:pay|transfer|send (?:the |any )?(?:money|payment))(?: anything)? (?:until|unless|before|after|once) you(?: \\p{L}+)? confirm`,
      `is this (?:really )?your new (?:bank )?(?:account|iban|bank details)(?: number)? ?\\?`,
    ),
    ask: "(?:asks?|asked|asking|tells?|told|wants?|wanted|instructs?|instructed|requests?|requested|urges?|urged|demands?|demanded) me (?:to|for)",
    described: alt(
      "they (?:want|wanted|ask|asked|are asking|told|tell) me to (?:pay|transfer|change|update|click|send|enter|confirm|log ?in|wire|buy)",
      "i (?:was|have been|am being) (?:asked|told|instructed|requested) to (?:pay|transfer|change|update|click|send|enter|confirm|log ?in|wire|buy)",
    ),
  },
  de: {
    msg: "(?:e-?mail|mail|nachricht|sms|schreiben|brief|link|whatsapp)",
    real: "wirklich (?:von ihnen|von euch|von dir|von ihrer firma|von ihrer bank|von uns)|echt ?\\?|echt ist|seriös|legitim|gefälscht|fake|betrug|eine fälschung|phishing",
    doubt: alt(
      "(?:ist|kommt|stammt) (?:das|die|diese|dieses) (?:\\p{L}+ )?(?:wirklich|tatsächlich) von (?:ihnen|euch|dir)",
      "haben sie (?:mir )?(?:das|diese|dieses) (?:\\p{L}+ )?(?:wirklich |tatsächlich )?(?:geschickt|gesendet|geschrieben) ?\\?",
      "(?:das|es) (?:sieht|klingt|riecht) (?:\\p{L}+ )?nach (?:betrug|fake|phishing|fälschung|abzocke)",
      "(?:ich bin mir nicht sicher|ich weiß nicht),? ob (?:das|die|diese|dieses|es) (?:\\p{L}+ )?(?:echt|von ihnen|seriös)",
      "ich (?:zahle|überweise|bezahle) (?:\\p{L}+ ){0,2}?(?:erst|nicht),? (?:wenn|bevor) sie (?:\\p{L}+ ){0,3}?bestätig",
      "ist das (?:wirklich )?ihr neues (?:bank)?konto ?\\?",
    ),
    ask: "(?:fordert|forderte|bittet|bat|verlangt|verlangte|will|wollte) (?:mich|von mir)",
    described:
      "(?:sie wollen|man will|man hat mich gebeten|ich wurde (?:gebeten|aufgefordert)),? (?:dass ich |mich )?(?:\\p{L}+ ){0,3}?(?:zu )?(?:zahlen|überweisen|ändern|klicken|bestätigen|anmelden)",
  },
  fr: {
    msg: "(?:e-?mail|mail|courriel|message|sms|lettre|lien|courrier)",
    real: "vraiment (?:de vous|de votre (?:part|société|banque|cabinet))|bien de vous|authentique|légitime|vrai ?\\?|un faux|une arnaque|arnaque|frauduleu\\p{L}*|phishing|hameçonnage",
    doubt: alt(
      "c'est (?:bien|vraiment) vous qui (?:avez envoyé|m'avez envoyé|envoyez)",
      "(?:est-ce que )?vous m'avez (?:vraiment |bien )?envoyé (?:ce|cet|cette|ça)(?: \\p{L}+)? ?\\?",
      "(?:ça|cela|ceci) (?:ressemble à|a l'air d'|sent) (?:une |un )?(?:arnaque|faux|escroquerie|hameçonnage|phishing)",
      "je ne suis pas (?:sûre?|certaine?) (?:que|si) (?:ce|cet|cette|ça|c'est) (?:\\p{L}+ ){0,2}?(?:soit |est )?(?:vrai|authentique|de vous|légitime)",
      "je ne (?:paierai|payerai|verserai|virerai) rien (?:tant que|avant que) vous",
      "(?:est-ce|c'est) (?:bien |vraiment )?votre nouveau (?:compte|rib|iban) ?\\?",
    ),
    ask: "(?:me demande|me demandait|m'a demandé|m'ordonne|me dit|m'a dit|m'invite|exige que je|me réclame)",
    described:
      "(?:ils|on) (?:me demande|me demandent|m'a demandé|m'ont demandé|veut que je|veulent que je) (?:de |d')?(?:\\p{L}+ ){0,2}?(?:payer|virer|changer|modifier|cliquer|envoyer|confirmer|régler|paie|vire)",
  },
  es: {
    msg: "(?:correo|e-?mail|mensaje|sms|carta|enlace|link|whatsapp)",
    real: "(?:de verdad|realmente|de veras) (?:de ustedes|de usted|suyo|vuestro|de su (?:empresa|banco|oficina))|auténtico|legítimo|real ?\\?|falso|una estafa|estafa|fraudulento|phishing",
    doubt: alt(
      "(?:este|ese|el) (?:correo|mensaje|e-?mail|sms|enlace) (?:es|viene) (?:de verdad |realmente )?de (?:ustedes|usted|vosotros) ?\\?",
      "(?:¿)?(?:ustedes|usted|vosotros) (?:me )?(?:enviaron|envió|mandaron|mandó|enviasteis|mandasteis) (?:este|esto|ese|eso)",
      "(?:esto|parece|me parece) (?:\\p{L}+ )?(?:una estafa|un fraude|falso|phishing|sospechoso)",
      "no estoy segur[oa] (?:de )?(?:si|que) (?:esto|este|el) (?:\\p{L}+ ){0,2}?(?:es|sea) (?:real|auténtico|verdad|de ustedes|legítimo)",
      "no (?:voy a pagar|pagaré|pago|transferiré) (?:nada )?hasta que (?:ustedes |usted )?(?:me )?confirm",
      "(?:es|esta es) (?:realmente )?su nueva cuenta ?\\?",
    ),
    ask: "(?:me pide|me pidió|me piden|me dice|me dijo|me exige|me solicita|me indica) (?:que)",
    described:
      "(?:me piden|me pidieron|quieren que|me han pedido que|me dicen que) (?:\\p{L}+ ){0,2}?(?:pague|pagar|transfiera|cambie|haga clic|envíe|confirme|actualice)",
  },
  it: {
    msg: "(?:e-?mail|mail|messaggio|sms|lettera|link)",
    real: "(?:davvero|veramente|proprio) (?:da voi|da lei|vostr[oa]|sua)|autentic[oa]|legittim[oa]|ver[oa] ?\\?|fals[oa]|una truffa|truffa|phishing|fraudolent\\p{L}*",
    doubt: alt(
      "(?:l'avete|l'ha) (?:davvero |veramente )?(?:mandat[oa]|inviat[oa]|scritt[oa]) (?:voi|lei)",
      "(?:avete|ha) (?:davvero |veramente )?(?:mandato|inviato) (?:voi |lei )?(?:questo|questa|questo messaggio) ?\\?",
      "(?:sembra|mi sembra|ha l'aria di) (?:una truffa|un falso|phishing|sospett\\p{L}*|una fregatura)",
      "non sono sicur[oa] che (?:questo|questa|sia|il|la) (?:\\p{L}+ ){0,2}?(?:sia )?(?:ver[oa]|autentic[oa]|vostr[oa]|legittim[oa])",
      "non (?:pago|pagherò|verso|bonifico) (?:nulla |niente )?(?:finché|prima che) (?:non )?(?:mi )?confermat",
      "(?:è|e) (?:davvero )?il vostro nuovo (?:conto|iban) ?\\?",
    ),
    ask: "(?:mi chiede|mi chiedeva|mi ha chiesto|mi dice|mi ha detto|mi invita|mi intima|pretende che)",
    described:
      "(?:mi chiedono|mi hanno chiesto|vogliono che|mi è stato chiesto) (?:di )?(?:\\p{L}+ ){0,2}?(?:pagare|paghi|bonificare|cambiare|cliccare|inviare|confermare|aggiornare)",
  },
  pt: {
    msg: "(?:e-?mail|mensagem|sms|carta|link|whatsapp)",
    real: "(?:mesmo|realmente|de facto|de fato) (?:de vocês|vosso|vossa|de vós|da (?:vossa|sua) empresa|do (?:vosso|seu) banco|seu|sua)|autêntic[oa]|legítim[oa]|verdadeir[oa] ?\\?|fals[oa]|um golpe|golpe|burla|fraude|phishing",
    doubt: alt(
      "(?:foram|foi) (?:mesmo |realmente )?(?:vocês|você|vós) (?:que )?(?:enviaram|enviou|mandaram|mandou)",
      "(?:vocês|você) (?:me )?(?:enviaram|enviou|mandaram|mandou) (?:mesmo )?(?:esta|este|isto|isso)(?: \\p{L}+)? ?\\?",
      "(?:isto|isso|parece) (?:\\p{L}+ )?(?:um golpe|uma burla|fraude|falso|phishing|suspeito)",
      "não tenho certeza (?:se|que) (?:isto|esta|este|a|o) (?:\\p{L}+ ){0,2}?(?:é|seja) (?:verdadeir[oa]|autêntic[oa]|de vocês|legítim[oa])",
      "não (?:vou pagar|pago|pagarei|transfiro) (?:nada )?(?:até|antes que|enquanto) (?:vocês |você )?(?:não )?confirm",
      "(?:é|esta é) (?:mesmo )?a (?:vossa|sua) nova conta ?\\?",
    ),
    ask: "(?:pede-me|me pede|pediu-me|me pediu|diz-me|me diz|manda-me|me manda|exige que eu|solicita que eu)",
    described:
      "(?:pedem-me|me pedem|querem que eu|pediram-me|me pediram) (?:para |que )?(?:\\p{L}+ ){0,2}?(?:pagar|pague|transferir|mudar|alterar|clicar|enviar|confirmar)",
  },
  nl: {
    msg: "(?:e-?mail|mail|bericht|sms|brief|link|appje)",
    real: "echt (?:van u|van jullie|van jou|van uw (?:bedrijf|bank|kantoor))|echt ?\\?|betrouwbaar|legitiem|nep|vals|oplichting|phishing|fraude",
    doubt: alt(
      "(?:is|komt) (?:dit|deze|die) (?:\\p{L}+ )?(?:echt|werkelijk) van (?:u|jullie|jou)",
      "(?:heeft u|hebben jullie|heb jij|heb je) (?:mij )?(?:dit|deze) (?:\\p{L}+ )?(?:echt |werkelijk )?(?:gestuurd|verstuurd) ?\\?",
      "(?:dit|het) (?:lijkt|ziet eruit als|klinkt als) (?:\\p{L}+ )?(?:oplichting|nep|phishing|fraude|een scam)",
      "ik weet niet (?:zeker )?of (?:dit|deze|het|die) (?:\\p{L}+ ){0,2}?(?:echt|van u|betrouwbaar|van jullie)",
      "ik (?:betaal|maak) (?:\\p{L}+ ){0,2}?(?:pas|niets|niks)(?: over)? (?:als|totdat|voordat) (?:u|jullie) (?:\\p{L}+ ){0,3}?bevestig",
      "is dit (?:echt )?uw nieuwe (?:bank)?rekening(?:nummer)? ?\\?",
    ),
    ask: "(?:vraagt mij|vraagt me|vroeg mij|vroeg me|zegt dat ik|eist dat ik|wil dat ik)",
    described:
      "(?:ze vragen|ze willen dat ik|mij werd gevraagd|mij is gevraagd|ik werd gevraagd|er wordt mij gevraagd) (?:om )?(?:\\p{L}+ ){0,3}?(?:te )?(?:betalen|overmaken|wijzigen|veranderen|klikken|bevestigen)",
  },
  sv: {
    msg: "(?:e-?post|mejl|mail|meddelande|sms|brev|länk)",
    real: "verkligen (?:från er|från dig|från ert (?:företag|kontor)|från er bank)|äkta|legitim|på riktigt ?\\?|falsk|falskt|bluff|bedrägeri|nätfiske|phishing",
    doubt: alt(
      "(?:är|kommer) (?:det här|detta|det) (?:\\p{L}+ )?(?:verkligen|faktiskt) från (?:er|dig)",
      "(?:har ni|har du|skickade ni|skickade du) (?:verkligen )?(?:skickat )?(?:det här|detta|det)(?: \\p{L}+)? ?\\?",
      "(?:det|detta) (?:ser ut som|verkar vara|låter som) (?:en )?(?:bluff|bedrägeri|nätfiske|phishing|falskt)",
      "jag är inte säker på (?:om|att) (?:det här|detta|det) (?:\\p{L}+ ){0,2}?(?:är )?(?:äkta|på riktigt|från er)",
      "jag betalar (?:inte|inget|ingenting) (?:förrän|innan) (?:ni|du) (?:\\p{L}+ ){0,2}?bekräft",
      "är (?:detta|det här) (?:verkligen )?ert nya (?:bank)?konto ?\\?",
    ),
    ask: "(?:ber mig|bad mig|säger åt mig|uppmanar mig|vill att jag|kräver att jag)",
    described:
      "(?:de vill att jag|de ber mig|jag (?:blev|har blivit) (?:ombedd|ombedd|uppmanad)) (?:att )?(?:\\p{L}+ ){0,2}?(?:betala|föra över|ändra|klicka|bekräfta|skicka)",
  },
  pl: {
    msg: "(?:e-?mail|mail|maila|wiadomość|wiadomości|sms|smsa|list|link)",
    real: "(?:naprawdę|faktycznie|rzeczywiście) od (?:państwa|pana|pani|was|ciebie)|prawdziw\\p{L}* ?\\?|autentyczn\\p{L}*|oszustw\\p{L}*|fałszyw\\p{L}*|phishing",
    doubt: alt(
      "czy (?:to|ta|ten) (?:\\p{L}+ )?(?:naprawdę |faktycznie )(?:jest )?od (?:państwa|pana|pani|was)",
      "czy (?:państwo|pan|pani|wy) (?:naprawdę )?(?:wysłali|wysłał|wysłała|wysłaliście) (?:mi )?(?:to|tę|ten)",
      "(?:to|wygląda) (?:\\p{L}+ )?(?:na oszustwo|jak oszustwo|na phishing|podejrzanie|na fałszywk\\p{L}*)",
      "nie jestem pew(?:ien|na|ny),? czy (?:to|ta|ten) (?:\\p{L}+ ){0,2}?(?:jest )?(?:prawdziw\\p{L}*|od państwa|autentyczn\\p{L}*)",
      "nie zapłacę,? (?:dopóki|zanim) (?:państwo |pan |pani )?(?:nie )?potwierdz",
      "czy to (?:naprawdę )?(?:państwa|pana|pani) nowe konto ?\\?",
    ),
    ask: "(?:prosi mnie|prosiła mnie|prosił mnie|każe mi|kazał mi|kazała mi|wzywa mnie|żąda,? żebym|chce,? żebym)",
    described:
      "(?:chcą,? żebym|proszą mnie|poproszono mnie|kazano mi|każą mi) (?:o |żebym |bym )?(?:\\p{L}+ ){0,2}?(?:zapłac\\p{L}*|przelać|przelał\\p{L}*|zmienić|zmienił\\p{L}*|kliknąć|kliknął\\p{L}*|potwierdzić)",
  },
  cs: {
    msg: "(?:e-?mail|mail|zpráva|zprávu|sms|esemeska|dopis|odkaz)",
    real: "(?:opravdu|skutečně) od (?:vás|tebe|vaší (?:firmy|banky))|prav(?:á|ý|é) ?\\?|pravdiv\\p{L}*|podvod\\p{L}*|falešn\\p{L}*|phishing",
    doubt: alt(
      "(?:je|přišla|přišel) (?:to|tato|tahle|ta) (?:\\p{L}+ )?(?:opravdu|skutečně) od vás",
      "(?:poslali|posílali|psali) jste (?:mi )?(?:opravdu |skutečně )?(?:tohle|toto|tuto|tento|to)",
      "(?:to|vypadá) (?:\\p{L}+ )?(?:jako podvod|na podvod|jako phishing|podezřele|falešně)",
      "nejsem si jist(?:ý|á),? (?:jestli|zda) (?:je )?(?:to|tato|tento) (?:\\p{L}+ ){0,2}?(?:je )?(?:prav(?:á|ý|é)|od vás|skutečn\\p{L}*)",
      "nezaplatím,? (?:dokud|než) (?:mi )?(?:to )?(?:ne)?potvrdíte",
      "je to (?:opravdu )?váš nový účet ?\\?",
    ),
    ask: "(?:mě žádá|mne žádá|po mně chce|mi říká|mi přikazuje|mě vyzývá|mě vyzvala|mě vyzval|mě žádala)",
    described:
      "(?:chtějí po mně|chtějí,? abych|požádali mě|byl jsem požádán|byla jsem požádána) (?:o |abych )?(?:\\p{L}+ ){0,2}?(?:zaplati\\p{L}*|převe\\p{L}*|změni\\p{L}*|klikn\\p{L}*|potvrdi\\p{L}*)",
  },
  sk: {
    msg: "(?:e-?mail|mail|správa|správu|sms|esemeska|list|odkaz|link)",
    real: "(?:naozaj|skutočne) od (?:vás|teba|vašej (?:firmy|banky))|pravá ?\\?|pravý ?\\?|pravé ?\\?|podvod\\p{L}*|falošn\\p{L}*|phishing",
    doubt: alt(
      "(?:je|prišla|prišiel) (?:to|táto|tento|tá) (?:\\p{L}+ )?(?:naozaj|skutočne) od vás",
      "(?:poslali|písali) ste (?:mi )?(?:naozaj |skutočne )?(?:toto|túto|tento|to)",
      "(?:to|vyzerá) (?:\\p{L}+ )?(?:ako podvod|na podvod|ako phishing|podozrivo|falošne)",
      "nie som si ist(?:ý|á),? (?:či|že) (?:je )?(?:to|táto|tento) (?:\\p{L}+ ){0,2}?(?:je )?(?:prav(?:á|ý|é)|od vás|skutočn\\p{L}*)",
      "nezaplatím,? (?:kým|pokiaľ|kým mi) (?:mi )?(?:to )?(?:ne)?potvrdíte",
      "je to (?:naozaj )?váš nový účet ?\\?",
    ),
    ask: "(?:ma žiada|odo mňa chce|mi hovorí|mi prikazuje|ma vyzýva|ma vyzvala|ma vyzval|ma žiadala)",
    described:
      "(?:chcú odo mňa|chcú,? aby som|požiadali ma|bol som požiadaný|bola som požiadaná) (?:o |aby som )?(?:\\p{L}+ ){0,2}?(?:zaplati\\p{L}*|prevedi\\p{L}*|previesť|zmeni\\p{L}*|klikn\\p{L}*|potvrdi\\p{L}*)",
  },
  ru: {
    msg: "(?:письм\\p{L}*|сообщени\\p{L}*|смс|sms|эсэмэс\\p{L}*|ссылк\\p{L}*|имейл\\p{L}*|e-?mail)",
    real: "(?:действительно|правда|точно|реально) от (?:вас|тебя|вашей (?:компании|фирмы)|вашего банка)|настоящ\\p{L}* ?\\?|подлинн\\p{L}*|мошенни\\p{L}*|фейк\\p{L}*|поддельн\\p{L}*|фишинг\\p{L}*|развод",
    doubt: alt(
      "(?:это|оно) (?:\\p{L}+ )?(?:действительно|правда|точно|реально) от вас",
      "(?:вы|это вы) (?:действительно |правда |точно )?(?:отправили|прислали|написали|присылали) (?:мне )?(?:это|такое|эт\\p{L}+)",
      "(?:это|похоже) (?:\\p{L}+ )?(?:похоже на|на) (?:мошенничество|развод|фишинг|обман|подделку)",
      "(?:не уверен|не уверена|сомневаюсь),? (?:что|ли|настоящ\\p{L}*) (?:это|эт\\p{L}+)? ?(?:\\p{L}+ ){0,2}?(?:от вас|настоящ\\p{L}*|подлинн\\p{L}*)",
      "(?:не буду|не стану) (?:ничего )?(?:платить|переводить|оплачивать),? (?:пока|пока не) (?:вы )?(?:не )?подтверд",
      "это (?:действительно |правда )?ваш новый (?:счёт|счет|расч[её]тный сч[её]т) ?\\?",
    ),
    ask: "(?:просит меня|просили меня|попросили меня|требует|требуют от меня|велит мне|предлагает мне|хочет,? чтобы я|просят меня)",
    described:
      "(?:от меня (?:требуют|хотят)|меня (?:просят|попросили)|мне (?:велят|сказали)|хотят,? чтобы я) (?:\\p{L}+ ){0,2}?(?:оплат\\p{L}*|перев\\p{L}*|измен\\p{L}*|смен\\p{L}*|нажа\\p{L}*|подтверд\\p{L}*|заплат\\p{L}*)",
  },
  uk: {
    msg: "(?:лист\\p{L}*|повідомлен\\p{L}*|смс|sms|есемес\\p{L}*|посилан\\p{L}*|e-?mail|імейл\\p{L}*)",
    real: "(?:справді|дійсно|точно|насправді) від (?:вас|тебе|вашої (?:компанії|фірми)|вашого банку)|справжн\\p{L}* ?\\?|шахра\\p{L}*|фейк\\p{L}*|підробн\\p{L}*|фішинг\\p{L}*",
    doubt: alt(
      "(?:це|воно) (?:\\p{L}+ )?(?:справді|дійсно|точно) від вас",
      "(?:ви|це ви) (?:справді |дійсно |точно )?(?:надіслали|надсилали|написали|відправили) (?:мені )?(?:це|такий|цей|цього)",
      "(?:це|схоже) (?:\\p{L}+ )?(?:схоже на|на) (?:шахрайство|фішинг|обман|підробку)",
      "(?:не впевнен\\p{L}*|сумніваюся),? (?:що|чи) (?:це|цей|цього)? ?(?:\\p{L}+ ){0,2}?(?:від вас|справжн\\p{L}*)",
      "не (?:буду|стану) (?:нічого )?(?:платити|переказувати|оплачувати),? (?:поки|доки) (?:ви )?(?:не )?підтверд",
      "це (?:справді |дійсно )?ваш новий рахунок ?\\?",
    ),
    ask: "(?:просить мене|просили мене|попросили мене|вимагає|вимагають від мене|велить мені|хоче,? щоб я|просять мене)",
    described:
      "(?:від мене (?:вимагають|хочуть)|мене (?:просять|попросили)|мені (?:кажуть|сказали)|хочуть,? щоб я) (?:\\p{L}+ ){0,2}?(?:оплат\\p{L}*|перека\\p{L}*|змін\\p{L}*|натисн\\p{L}*|підтверд\\p{L}*|заплат\\p{L}*)",
  },
  el: {
    msg: "(?:email|e-mail|μήνυμα|μηνύματος|μέιλ|sms|επιστολή|γράμμα|σύνδεσμο|σύνδεσμος|λινκ)",
    real: "(?:πραγματικά|όντως|στ' αλήθεια) από (?:εσάς|σας|την εταιρεία σας|την τράπεζά σας)|γνήσι\\p{L}*|αληθινό ?;|αληθινό ?\\?|ψεύτικ\\p{L}*|απάτη|πλαστ\\p{L}*|phishing",
    doubt: alt(
      "(?:είναι|ήρθε) (?:αυτό|αυτό το) (?:\\p{L}+ )?(?:πραγματικά |όντως )από (?:εσάς|σας)",
      "(?:εσείς|το) (?:μου )?(?:στείλατε|έχετε στείλει) (?:πραγματικά |όντως )?(?:αυτό|αυτό το)",
      "(?:μοιάζει|φαίνεται|μου φαίνεται) (?:\\p{L}+ )?(?:απάτη|ψεύτικο|phishing|ύποπτο)",
      "δεν είμαι (?:σίγουρος|σίγουρη) (?:αν|ότι) (?:αυτό|το) (?:\\p{L}+ ){0,2}?(?:είναι )?(?:αληθινό|γνήσιο|από εσάς)",
      "δεν (?:θα )?(?:πληρώσω|πληρώνω) (?:τίποτα )?(?:μέχρι να|πριν) (?:μου )?επιβεβαιώσ",
      "(?:είναι|αυτός είναι) (?:όντως )?ο νέος σας λογαριασμός ?[;?]",
    ),
    ask: "(?:μου ζητά|μου ζητάει|μου ζήτησε|μου λέει|μου είπε|με καλεί|απαιτεί να)",
    described:
      "(?:μου ζητούν|μου ζήτησαν|θέλουν να|μου είπαν να) (?:\\p{L}+ ){0,2}?(?:πληρώσω|μεταφέρω|αλλάξω|πατήσω|κάνω κλικ|επιβεβαιώσω|στείλω)",
  },
  tr: {
    msg: "(?:e-?posta|mail|maili|mesaj|sms|mektup|link|bağlantı)",
    real: "(?:gerçekten|sahiden|cidden) (?:sizden|sizin|sizinle)|gerçek mi|orijinal mi|sahte|dolandırıcılık|dolandırıcı|oltalama|phishing",
    doubt: alt(
      "(?:bu|şu) (?:\\p{L}+ )?(?:gerçekten |sahiden )sizden mi",
      "(?:bunu|bu \\p{L}+) (?:gerçekten |sahiden )?siz mi (?:gönderdiniz|attınız|yolladınız)",
      "(?:bu|bana) (?:\\p{L}+ )?(?:dolandırıcılık|sahte|oltalama) gibi (?:görünüyor|geldi|duruyor)",
      "(?:bunun|mesajın|mailin|e-postanın) (?:\\p{L}+ )?(?:gerçek|sizden) olup olmadığından emin değilim",
      "(?:siz )?(?:telefonla )?(?:onaylayana|teyit edene) kadar (?:\\p{L}+ )?(?:ödeme yapmayacağım|ödemeyeceğim|para göndermeyeceğim)",
      "bu (?:gerçekten )?yeni (?:banka )?hesabınız mı",
    ),
    ask: "(?:benden (?:\\p{L}+ ){0,4}?(?:istiyor|istedi|talep ediyor)|bana (?:\\p{L}+ ){0,4}?(?:söylüyor|diyor))",
    described: "(?:benden (?:\\p{L}+ ){0,3}?(?:istiyorlar|istediler)|yapmam(?:ı)? (?:istiyorlar|istendi))",
  },
  id: {
    msg: "(?:email|e-mail|surel|pesan|sms|surat|tautan|link|wa)",
    real: "(?:benar-benar|beneran|betul) dari (?:anda|bapak|ibu|kalian|perusahaan anda|bank anda)|asli ?\\?|resmi ?\\?|palsu|penipuan|tipuan|phishing",
    doubt: alt(
      "apakah (?:ini|pesan ini|email ini|sms ini|surat ini) (?:\\p{L}+ )?(?:benar-benar |beneran |betul )dari (?:anda|bapak|ibu|kalian)",
      "apakah (?:anda|bapak|ibu|kalian) (?:benar-benar |memang )?(?:mengirim|mengirimkan) (?:ini|pesan ini|email ini)",
      "(?:ini|sepertinya) (?:\\p{L}+ )?(?:seperti |kayak )?(?:penipuan|palsu|phishing|tipuan)",
      "saya tidak yakin (?:apakah )?(?:ini|pesan ini|email ini) (?:\\p{L}+ ){0,2}?(?:asli|dari anda|benar)",
      "saya tidak akan (?:membayar|bayar|transfer) (?:apa pun )?(?:sampai|sebelum) (?:anda |bapak |ibu )?(?:mengonfirmasi|konfirmasi)",
      "apakah ini (?:benar )?rekening baru (?:anda|bapak|ibu) ?\\?",
    ),
    ask: "(?:meminta saya|menyuruh saya|menyuruh aku|meminta aku|memerintahkan saya|minta saya)",
    described:
      "(?:mereka (?:meminta|menyuruh|minta) saya|saya (?:diminta|disuruh)) (?:untuk )?(?:\\p{L}+ ){0,2}?(?:membayar|bayar|transfer|mentransfer|mengubah|mengganti|mengklik|klik|mengonfirmasi)",
  },
  ms: {
    msg: "(?:e-?mel|email|mesej|sms|surat|pautan|link|wasap)",
    real: "(?:betul-betul|benar-benar|memang) dari (?:anda|tuan|puan|syarikat anda|bank anda)|asli ?\\?|tulen|palsu|penipuan|scam|phishing",
    doubt: alt(
      "adakah (?:ini|mesej ini|e-?mel ini|sms ini|surat ini) (?:\\p{L}+ )?(?:betul-betul |benar-benar )dari (?:anda|tuan|puan)",
      "adakah (?:anda|tuan|puan) (?:betul-betul |memang )?(?:menghantar|hantar) (?:ini|mesej ini|e-?mel ini)",
      "(?:ini|nampaknya) (?:\\p{L}+ )?(?:seperti |macam )?(?:penipuan|palsu|scam|phishing)",
      "saya tidak pasti (?:sama ada )?(?:ini|mesej ini|e-?mel ini) (?:\\p{L}+ ){0,2}?(?:asli|dari anda|benar|tulen)",
      "saya tidak akan (?:membayar|bayar|pindahkan wang) (?:apa-apa )?(?:sehingga|sebelum) (?:anda |tuan |puan )?(?:mengesahkan|sahkan)",
      "adakah ini (?:betul )?akaun baru (?:anda|tuan|puan) ?\\?",
    ),
    ask: "(?:meminta saya|menyuruh saya|suruh saya|minta saya|mengarahkan saya)",
    described:
      "(?:mereka (?:meminta|menyuruh|minta|suruh) saya|saya (?:diminta|disuruh)) (?:untuk )?(?:\\p{L}+ ){0,2}?(?:membayar|bayar|memindahkan|pindahkan|menukar|tukar|klik|mengesahkan)",
  },
  vi: {
    msg: "(?:email|thư|tin nhắn|sms|đường link|liên kết|link)",
    real: "(?:thật sự|thực sự|đúng là|có phải) (?:của|từ) (?:anh|chị|quý công ty|công ty|ngân hàng|bên)|thật không|có thật|giả mạo|lừa đảo|giả|phishing",
    doubt: alt(
      "(?:có phải|phải) (?:anh|chị|quý công ty|bên anh|bên chị|bên bạn|công ty) (?:\\p{L}+ )?(?:đã )?gửi (?:cái |tin |thư |email )?(?:này|đó) không",
      "(?:email|tin nhắn|thư) (?:này|đó) có (?:thật sự |thực sự )?(?:phải )?(?:là )?(?:của|từ) (?:anh|chị|bên|quý|công ty)",
      "(?:cái này|điều này|trông|có vẻ) (?:\\p{L}+ )?(?:như là |giống )?(?:lừa đảo|giả mạo|phishing)",
      "tôi không chắc (?:là |rằng )?(?:email|tin nhắn|thư|cái này|nó) (?:\\p{L}+ ){0,3}?(?:thật|của anh|của chị|của bên|từ bên)",
      "tôi sẽ không (?:thanh toán|chuyển tiền|trả tiền) (?:cho đến khi|khi chưa|trước khi) (?:anh|chị|bên|quý) (?:\\p{L}+ ){0,3}?xác nhận",
      "đây có (?:phải )?là tài khoản mới của (?:anh|chị|bên|quý công ty|công ty)",
    ),
    ask: "(?:yêu cầu tôi|bảo tôi|đòi tôi|muốn tôi|nhắc tôi)",
    described:
      "(?:họ (?:yêu cầu|bảo|muốn|đòi) tôi|tôi (?:được|bị) yêu cầu) (?:\\p{L}+ ){0,2}?(?:thanh toán|chuyển|đổi|thay đổi|bấm|nhấp|xác nhận|trả)",
  },
  sw: {
    msg: "(?:barua pepe|barua|ujumbe|sms|kiungo|link|meseji)",
    real: "(?:kweli|hakika) (?:kutoka kwenu|kutoka kwako|ni yenu|ni yako)|halali|ni kweli ?\\?|feki|bandia|utapeli|ulaghai|udanganyifu|phishing",
    doubt: alt(
      "(?:je,? )?(?:huu|hii|hiki) (?:\\p{L}+ )?(?:ni )?(?:kweli )(?:kutoka kwenu|kutoka kwako|ni wenu|ni yenu)",
      "(?:je,? )?(?:mlituma|ulituma|mmetuma|umetuma) (?:kweli )?(?:ujumbe huu|barua hii|hii|huu)",
      "(?:hii|huu|inaonekana|unaonekana) (?:\\p{L}+ )?(?:kama )?(?:utapeli|ulaghai|feki|bandia|udanganyifu)",
      "sina uhakika (?:kama )?(?:huu|hii|ujumbe huu|barua hii) (?:\\p{L}+ ){0,2}?(?:ni )?(?:kweli|halali|kutoka kwenu)",
      "sitalipa (?:chochote )?(?:mpaka|hadi|kabla) (?:mthibitishe|uthibitishe|mnithibitishie)",
      "(?:je,? )?hii ni akaunti yenu mpya ?\\?",
    ),
    ask: "(?:unaniomba|inaniomba|unanitaka|inanitaka|unaniambia|inaniambia|ulinitaka|ilinitaka|uliniomba|iliniomba)",
    described:
      "(?:wananitaka|wanataka ni|wameniomba|waliniomba|wananiambia|nimeombwa|niliombwa|nimeambiwa) (?:\\p{L}+ ){0,2}?(?:nilipe|kulipa|nitume|kutuma|nibadilishe|kubadilisha|nibonyeze|kuthibitisha)",
  },
  hi: {
    msg: "(?:ईमेल|ई-मेल|मेल|संदेश|मैसेज|एसएमएस|sms|पत्र|चिट्ठी|लिंक)",
    real: "(?:सच में|वाकई|वास्तव में|सचमुच) (?:आपकी|आपका|आपके|आपने)|असली है ?\\?|असली|नकली|फर्जी|फ़र्जी|धोखाधड़ी|ठगी|फ़िशिंग|फिशिंग",
    doubt: alt(
      "क्या (?:यह|ये) (?:\\p{L}+ )?(?:सच में |वाकई |वास्तव में )(?:आपकी|आपका|आपके|आपने) ",
      "क्या आपने (?:सच में |वाकई )?(?:यह|ये|मुझे यह|मुझे ये) (?:\\p{L}+ )?(?:भेजा|भेजी|भेजे)",
      "(?:यह|ये) (?:\\p{L}+ )?(?:धोखाधड़ी|फर्जी|फ़र्जी|नकली|ठगी) (?:जैसा|जैसी|लगता|लगती|लग रहा|लग रही)",
      "मुझे (?:यकीन|पक्का) नहीं (?:है )?(?:कि )?(?:यह|ये) (?:\\p{L}+ ){0,2}?(?:असली|सच|आपका|आपकी)",
      "जब तक आप (?:\\p{L}+ ){0,3}?(?:पुष्टि|कन्फर्म) नहीं",
      "क्या (?:यह|ये) आपका नया (?:बैंक )?खाता (?:है)? ?\\?",
    ),
    ask: "(?:मुझसे (?:\\p{L}+ ){0,4}?(?:कह रहा|कह रही|कहा गया|मांग रहा|मांग रही|मांगा)|मुझे (?:\\p{L}+ ){0,4}?(?:करने को कहा|कहा गया|कह रहा|कह रही))",
    described: "(?:वे|वो) (?:मुझसे|मुझे) (?:\\p{L}+ ){0,4}?(?:कह रहे|कहते|मांग रहे|कहा)",
  },
  "hi-latn": {
    msg: "(?:email|mail|message|msg|sms|letter|link|whatsapp)",
    real: "(?:sach mein|sach me|sachme|sachmuch|really) (?:aapka|aapki|aapke|apka|apki|apke)|asli hai ?\\?|asli hai kya|nakli|fake|farzi|fraud|scam|dhokha",
    doubt: alt(
      "kya (?:yeh|ye|yah) (?:\\p{L}+ )?(?:sach mein |sach me |sachme |really )(?:aapka|aapki|aapne|apka|apki|apne)",
      "kya (?:aapne|apne) (?:sach mein |sach me |really )?(?:yeh|ye|mujhe yeh|mujhe ye) (?:\\p{L}+ )?(?:bheja|bheji|send kiya)",
      "(?:yeh|ye) (?:\\p{L}+ )?(?:fraud|scam|fake|farzi|dhokha|nakli) (?:jaisa|jaisi|lag raha|lag rahi|lagta|lagti)",
      "mujhe (?:yakeen|yakin|pakka|sure) nahi(?:n)? (?:hai )?(?:ki )?(?:yeh|ye) (?:\\p{L}+ ){0,2}?(?:asli|sach|aapka|aapki|real)",
      "jab tak (?:aap|ap) (?:\\p{L}+ ){0,3}?(?:confirm|pushti) nahi(?:n)?",
      "kya (?:yeh|ye) (?:aapka|apka) naya (?:bank )?(?:account|khata) (?:hai)? ?\\?",
    ),
    ask: "(?:mujhse|mujhe|muje) (?:\\p{L}+ ){0,4}?(?:keh raha|keh rahi|kaha gaya|maang raha|maang rahi|bol raha|bol rahi|karne ko bola|karne ko kaha)",
    described: "(?:woh|wo|vo) (?:mujhse|mujhe) (?:\\p{L}+ ){0,4}?(?:keh rahe|bol rahe|maang rahe|kaha|bola)",
  },
  bn: {
    msg: "(?:ইমেল|ইমেইল|মেল|বার্তা|মেসেজ|এসএমএস|sms|চিঠি|লিংক|লিঙ্ক)",
    real: "(?:সত্যিই|আসলেই|সত্যি) (?:আপনাদের|আপনার|আপনি)|আসল ?\\?|আসল কি|ভুয়া|জাল|প্রতারণা|ফিশিং|নকল",
    doubt: alt(
      "(?:এটা|এটি|এই) (?:\\p{L}+ )?(?:কি )?(?:সত্যিই |আসলেই )(?:আপনাদের|আপনার) (?:কাছ থেকে|পাঠানো)",
      "আপনি কি (?:সত্যিই |আসলেই )?(?:এটা|এটি|এই) (?:\\p{L}+ )?পাঠিয়েছেন",
      "(?:এটা|এটি) (?:\\p{L}+ )?(?:প্রতারণা|ভুয়া|জাল|ফিশিং) (?:মনে হচ্ছে|বলে মনে হচ্ছে|লাগছে)",
      "আমি নিশ্চিত নই (?:যে )?(?:এটা|এটি) (?:\\p{L}+ ){0,2}?(?:আসল|সত্যি|আপনাদের)",
      "আপনি (?:\\p{L}+ ){0,3}?নিশ্চিত না করা পর্যন্ত",
      "(?:এটা|এটি) কি আপনার নতুন (?:ব্যাংক )?অ্যাকাউন্ট",
    ),
    ask: "(?:আমাকে (?:\\p{L}+ ){0,4}?(?:বলছে|বলা হয়েছে|বলেছে|করতে বলছে|চাইছে)|আমার কাছে (?:\\p{L}+ ){0,3}?চাইছে)",
    described: "(?:তারা|ওরা) আমাকে (?:\\p{L}+ ){0,4}?(?:বলছে|বলেছে|চাইছে)",
  },
  ur: {
    msg: "(?:ای میل|میل|پیغام|میسج|ایس ایم ایس|sms|خط|لنک)",
    real: "(?:واقعی|سچ مچ|واقعتاً) (?:آپ کی|آپ کا|آپ کے|آپ نے)|اصلی ہے|اصلی|جعلی|فراڈ|دھوکہ|دھوکا|فشنگ",
    doubt: alt(
      "کیا (?:یہ|یہ پیغام|یہ ای میل) (?:\\p{L}+ )?(?:واقعی |سچ مچ )(?:آپ کی|آپ کا|آپ کے|آپ نے)",
      "کیا آپ نے (?:واقعی )?(?:یہ|مجھے یہ) (?:\\p{L}+ )?(?:بھیجا|بھیجی|بھیجے)",
      "(?:یہ) (?:\\p{L}+ )?(?:فراڈ|جعلی|دھوکہ|دھوکا) (?:لگ رہا|لگ رہی|لگتا|لگتی)",
      "مجھے یقین نہیں (?:ہے )?(?:کہ )?(?:یہ) (?:\\p{L}+ ){0,2}?(?:اصلی|سچ|آپ کا|آپ کی)",
      "جب تک آپ (?:\\p{L}+ ){0,3}?تصدیق نہیں",
      "کیا یہ آپ کا نیا (?:بینک )?اکاؤنٹ",
    ),
    ask: "(?:مجھ سے (?:\\p{L}+ ){0,4}?(?:کہہ رہا|کہہ رہی|مانگ رہا|مانگ رہی|کہا گیا)|مجھے (?:\\p{L}+ ){0,4}?(?:کہا گیا|کرنے کو کہا|کہہ رہا|کہہ رہی))",
    described: "(?:وہ) (?:مجھ سے|مجھے) (?:\\p{L}+ ){0,4}?(?:کہہ رہے|مانگ رہے|کہا)",
  },
  ar: {
    msg: "(?:رسالة|الرسالة|رساله|الرساله|بريد|البريد|إيميل|الإيميل|ايميل|الايميل|الخطاب|خطاب|رابط|الرابط|sms)",
    real: "(?:فعلا|فعلاً|حقا|حقاً|بالفعل) (?:منكم|منك|من شركتكم|من البنك)|حقيقي(?:ة)?|أصلي(?:ة)?|مزيف(?:ة)?|احتيال|نصب|تصيد|مزور(?:ة)?",
    doubt: alt(
      "هل (?:هذه|هذا|هذي) (?:ال)?(?:رسالة|رساله|بريد|إيميل|ايميل|خطاب|رابط|مسج)\\p{L}{0,3} (?:فعلا |فعلاً |حقا |حقاً )?(?:منكم|منك|من طرفكم|من عندكم)",
      "هل (?:أرسلتم|ارسلتم|أرسلت|ارسلت|بعثتم) (?:لي )?(?:هذه|هذا|ذلك)",
      "(?:يبدو|تبدو|يشبه) (?:\\p{L}+ )?(?:احتيال|نصب|مزيف|مزيفة|تصيد)",
      "(?:لست متأكد|لست متأكدا|لست متأكدة|لست متأكداً|مش متأكد)(?:ا|ة)? (?:إن|ان|أن|من أن|إذا|اذا|هل) (?:هذه|هذا|الرسالة|البريد)",
      "لن (?:أدفع|ادفع|أحول|احول) (?:أي شيء |شيئا )?(?:حتى|قبل أن|قبل ان) (?:تؤكدوا|تؤكد)",
      "هل (?:هذا|هذه) (?:هو |هي )?(?:حسابكم|رقم حسابكم) الجديد",
    ),
    ask: "(?:تطلب مني|يطلب مني|طلبت مني|طلب مني|تطالبني|يطالبني|تأمرني|يأمرني|تريد مني|يريد مني)",
    described: "(?:يطلبون مني|طلبوا مني|يريدون مني|يريدونني|طُلب مني|طلب مني أن)",
  },
  "ar-latn": {
    msg: "(?:risala|resala|er-?risala|el-?resala|email|emaill?|imail|msg|message|sms|link|el link)",
    real: "(?:fe3lan|fi3lan|bjad|b?jad|7a2an|7aqan) (?:mnkom|menkom|minkom|mennak|mnk)|(?:7a2i2i|haqiqi|7aqiqi|asli)(?:a|e|yeh)?|(?:fake|mozawar|mzayaf|mozayaf)|(?:na9b|nasb|e7tiyal|i7tiyal|ihtiyal|scam)",
    doubt: alt(
      "(?:hal|hel|wesh|wach|washi) (?:hadi|hathi|hadhi|hada|hatha|el|di|da) (?:\\p{L}+ )?(?:fe3lan |fi3lan |bjad |7a2an |7aqan )(?:mnkom|menkom|minkom|mennak|mnk|men 3andkom|mn 3ndkom)",
      "(?:hal |enta |entom |intu |enti )?(?:ba3atolli|ba3atouli|ba3tetli|ba3atli|ersaltouli|ersaltli|arsaltum) (?:hadi|hada|hatha|el|di|da)",
      "(?:shakla|shaklo|shaklaha|yebdo|tebdo|b?ybayen|baynlo) (?:\\p{L}+ )?(?:na9b|nasb|e7tiyal|i7tiyal|fake|mozawar|mzayaf|scam)",
      "(?:mesh|mish|mush|ma) (?:mt2aked|mit2akid|mta2ked|mt2akda|mit2akda|mt2kd)(?:a|e)? (?:eza|iza|law|en|inn) (?:hadi|hada|el|di|da)",
      "(?:mesh|mish|lan|ma) (?:hadfa3|hadfa3|raح|ra7) (?:\\p{L}+ ){0,2}?(?:ela|lghayet|le7ad|hata) (?:tekkedo|t2akkedo|t2akedo|tetakkedo|te2akdo)",
      "(?:hal |hel |wesh )?(?:hada|hatha|da) (?:hesabkom|7esabkom|7sabkom|account-kom) (?:el|al)(?:gdid|jdid|jadid)",
    ),
    ask: "(?:btotlob menni|btotlob mni|tatlob menni|bt6lob mni|btetlob menni|yetlob menni|ytlob mni|talabet menni|tlbt mni|bta7kili|bte2olli|bt2olli)",
    described:
      "(?:biytlobo menni|byotlobo mni|tulib menni|etlab menni|et6alab mni|talabo menni|3ayzeenni|3ayzinni|badhom yani)",
  },
  fa: {
    msg: "(?:ایمیل|پیام|پیامک|نامه|لینک|اس ام اس|sms|رایانامه)",
    real: "(?:واقعا|واقعاً|حقیقتا) (?:از طرف شما|از شما|از شرکت شما)|واقعی است|اصل است|جعلی|کلاهبرداری|فیشینگ|تقلبی",
    doubt: alt(
      "آیا (?:این) (?:ایمیل|پیام|پیامک|نامه|لینک) (?:واقعا |واقعاً )?از (?:طرف )?شما",
      "(?:آیا )?شما (?:واقعا |واقعاً )?(?:این|این را) (?:\\p{L}+ )?(?:فرستادید|ارسال کردید)",
      "(?:این) (?:\\p{L}+ )?(?:شبیه|مثل) (?:کلاهبرداری|فیشینگ|جعلی|تقلب)",
      "مطمئن نیستم (?:که )?(?:این) (?:\\p{L}+ ){0,2}?(?:واقعی|از طرف شما|اصل)",
      "تا (?:وقتی|زمانی که) (?:شما )?(?:\\p{L}+ ){0,3}?تایید نکنید",
      "آیا این حساب جدید شما",
    ),
    ask: "(?:از من (?:\\p{L}+ ){0,4}?(?:خواسته|می‌خواهد|میخواهد|می خواهد|خواسته است)|به من (?:\\p{L}+ ){0,3}?(?:گفته|می‌گوید|میگوید))",
    described: "(?:از من خواسته‌اند|از من خواستند|از من خواسته شد|از من میخواهند|از من می‌خواهند)",
  },
  he: {
    msg: '(?:מייל|דוא"ל|הודעה|ההודעה|המייל|מסרון|sms|מכתב|המכתב|קישור|הקישור|לינק)',
    real: "(?:באמת|באמת ובתמים|בטוח) (?:מכם|ממך|מהחברה שלכם|מהבנק)|אמיתי(?:ת)?|מזויפ(?:ת|ה)?|הונאה|עוקץ|פישינג|התחזות",
    doubt: alt(
      "(?:האם )?(?:זה|זו|זאת|ההודעה הזו|המייל הזה) (?:\\p{L}+ )?(?:באמת )(?:מכם|ממך|מטעמכם)",
      "(?:אתם|את|אתה) (?:באמת )?(?:שלחתם|שלחת) (?:לי )?(?:את זה|את ההודעה|את המייל)",
      "(?:זה|זו|נראה|נראית) (?:\\p{L}+ )?(?:כמו )?(?:הונאה|עוקץ|מזויף|מזויפת|פישינג|התחזות)",
      "(?:אני לא בטוח|אני לא בטוחה|לא בטוח|לא בטוחה) (?:אם|ש)(?:זה|זו|ההודעה|המייל) (?:\\p{L}+ ){0,2}?(?:אמיתי|אמיתית|מכם)",
      "לא (?:אשלם|אעביר) (?:כלום )?(?:עד ש|לפני ש)(?:תאשרו|תאשר)",
      "(?:האם )?זה (?:באמת )?החשבון החדש שלכם",
    ),
    ask: "(?:מבקשת ממני|מבקש ממני|ביקשה ממני|ביקש ממני|דורשת ממני|דורש ממני|אומרת לי|אומר לי)",
    described: "(?:מבקשים ממני|ביקשו ממני|דורשים ממני|רוצים שאני|התבקשתי)",
  },
  am: {
    msg: "(?:ኢሜል|ኢሜይል|መልእክ\\p{L}|መልዕክ\\p{L}|ኤስኤምኤስ|sms|ደብዳቤ|ሊንክ|አገናኝ)",
    real: "(?:በእርግጥ|በእውነት|እውነት) (?:ከእናንተ|ከእርስዎ|ከአንተ|ከድርጅታችሁ)|እውነተኛ|ትክክለኛ ነው|ሐሰተኛ|ሀሰተኛ|ማጭበርበር|የውሸት|አጭበርባሪ",
    doubt: alt(
      "(?:ይህ|ይሄ) (?:\\p{L}+ )?(?:በእርግጥ |በእውነት )(?:ከእናንተ|ከእርስዎ|ከአንተ) ነው",
      "(?:እናንተ|እርስዎ|አንተ) (?:በእርግጥ )?(?:ይህን|ይሄን) (?:\\p{L}+ )?(?:ልካችኋል|ልከዋል|ልከሃል|ላካችሁ)",
      "(?:ይህ|ይሄ) (?:\\p{L}+ )?(?:ማጭበርበር|የውሸት|ሐሰተኛ|ሀሰተኛ) (?:ይመስላል|ይመስለኛል)",
      "(?:ይህ|ይሄ) (?:\\p{L}+ ){0,2}?(?:እውነተኛ|ከእናንተ) (?:ስለመሆኑ|መሆኑን) (?:እርግጠኛ አይደለሁም|አላውቅም)",
      "(?:እስክታረጋግጡ|እስኪያረጋግጡ|እስክታረጋግጥ) (?:ድረስ )?(?:\\p{L}+ ){0,2}?(?:አልከፍልም|አልልክም)",
      "(?:ይህ|ይሄ) (?:የእናንተ|የእርስዎ) አዲስ (?:የባንክ )?(?:ሂሳብ|አካውንት) ነው",
    ),
    ask: "(?:እንድከፍል|እንድቀይር|እንድጫን|እንዳረጋግጥ|እንድልክ|እንዳስገባ) (?:\\p{L}+ ){0,2}?(?:ይጠይቀኛል|ይጠይቃል|ጠይቆኛል|ይለኛል|ይነግረኛል)",
    described: "(?:እንድከፍል|እንድቀይር|እንድልክ) (?:\\p{L}+ ){0,2}?(?:ይፈልጋሉ|ጠይቀውኛል|ተጠየቅሁ|ተጠይቄያለሁ)",
  },
  ti: {
    msg: "(?:ኢመይል|ኢሜል|መልእኽቲ|መልእኽትታት|ኤስኤምኤስ|sms|ደብዳቤ|ሊንክ)",
    real: "(?:ብሓቂ|ብርግጽ) (?:ካባኹም|ካባኻ|ካብ ትካልኩም)|ሓቀኛ|ናይ ሓቂ|ሓሶት|ናይ ሓሶት|ምትላል|መታለሊ|ፎርጅድ",
    doubt: alt(
      "(?:እዚ|እዚኣ) (?:\\p{L}+ )?(?:ብሓቂ |ብርግጽ )(?:ካባኹም|ካባኻ|ካባኺ) ድዩ",
      "(?:ንስኹም|ንስኻ) (?:ብሓቂ )?(?:እዚ|እዚኣ) (?:\\p{L}+ )?(?:ሰዲድኩምዶ|ሰዲድኩም|ሰዲድካ|ልኢኽኩም)",
      "(?:እዚ) (?:\\p{L}+ )?(?:ምትላል|ናይ ሓሶት|ሓሶት|መታለሊ) (?:ይመስል|ይመስለኒ)",
      "(?:እዚ) (?:\\p{L}+ ){0,2}?(?:ሓቀኛ|ካባኹም) (?:ምዃኑ|ከምዝኾነ) (?:ርግጸኛ ኣይኮንኩን|ኣይፈልጥን)",
      "(?:ክሳብ ተረጋግጹ|ክሳብ እተረጋግጹ|ክሳብ ተረጋግጽ) (?:\\p{L}+ ){0,2}?(?:ኣይኸፍልን|ኣይሰድን)",
      "(?:እዚ) (?:ሓድሽ|ሓዱሽ) (?:ናይ ባንኪ )?(?:ሕሳብኩም|ሒሳብኩም|ኣካውንትኩም) ድዩ",
    ),
    ask: "(?:ክኸፍል|ክቕይር|ክጠውቕ|ከረጋግጽ|ክሰድ) (?:\\p{L}+ ){0,2}?(?:ይሓተኒ|ሓቲቱኒ|ይብለኒ|ይሓትት)",
    described: "(?:ክኸፍል|ክቕይር|ክሰድ) (?:\\p{L}+ ){0,2}?(?:ይደልዩ|ሓቲቶምኒ|ተሓቲተ)",
  },
  th: {
    msg: "(?:อีเมล|อีเมล์|ข้อความ|เอสเอ็มเอส|sms|จดหมาย|ลิงก์|ลิ้งค์)",
    real: "(?:จริงๆ|จริง ๆ|แน่ใจ)(?:ใช่)?(?:จาก|ของ)(?:คุณ|ทาง|บริษัท|ธนาคาร)|ของจริง|ตัวจริง|ปลอม|หลอกลวง|มิจฉาชีพ|ฟิชชิ่ง|แก๊งคอล",
    doubt: alt(
      "(?:อันนี้|นี่|นี้|ข้อความนี้|อีเมลนี้)(?:\\s?)(?:เป็น)?(?:ของ|มาจาก|ส่งมาจาก)(?:คุณ|ทาง)(?:\\p{L}{0,12})(?:จริง)(?:หรือ|ไหม|มั้ย|รึเปล่า|หรือเปล่า)",
      "คุณ(?:ส่ง|เป็นคนส่ง)(?:อันนี้|ข้อความนี้|อีเมลนี้|นี่)(?:มา)?(?:จริง)?(?:หรือ|ไหม|มั้ย|รึเปล่า|หรือเปล่า)",
      "(?:ดูเหมือน|เหมือน|น่าจะเป็น)(?:การ)?(?:หลอกลวง|มิจฉาชีพ|ปลอม|ฟิชชิ่ง|แก๊งคอล)",
      "ไม่แน่ใจว่า(?:อันนี้|นี่|ข้อความนี้|อีเมลนี้)(?:เป็น)?(?:ของจริง|ของแท้|จริง|มาจากคุณ)",
      "จะไม่(?:จ่าย|โอน)(?:\\p{L}{0,10})จนกว่า(?:คุณ|ทาง)(?:\\p{L}{0,8})ยืนยัน",
      "(?:นี่|อันนี้)(?:คือ|เป็น)บัญชีใหม่ของ(?:คุณ|ทาง|บริษัท)",
    ),
    ask: "(?:ขอให้ผม|ขอให้ฉัน|ขอให้ดิฉัน|ให้ผม|ให้ฉัน|ให้ดิฉัน|บอกให้ผม|บอกให้ฉัน|บอกให้ดิฉัน|สั่งให้)",
    described: "(?:เขาขอให้|พวกเขาขอให้|เขาบอกให้|ผมถูกขอให้|ฉันถูกขอให้|ดิฉันถูกขอให้)",
  },
  lo: {
    msg: "(?:ອີເມວ|ອີເມລ|ຂໍ້ຄວາມ|sms|ຈົດໝາຍ|ລິ້ງ|ລິງ)",
    real: "(?:ແທ້ໆ|ແທ້)(?:ແມ່ນ)?(?:ຈາກ|ຂອງ)(?:ທ່ານ|ບໍລິສັດ|ທະນາຄານ)|ຂອງແທ້|ປອມ|ຫຼອກລວງ|ສໍ້ໂກງ|ຕົ້ມຕຸ໋ນ",
    doubt: alt(
      "(?:ອັນນີ້|ນີ້|ຂໍ້ຄວາມນີ້|ອີເມວນີ້)(?:ແມ່ນ)?(?:ມາ)?(?:ຈາກ|ຂອງ)ທ່ານແທ້(?:ບໍ|ບໍ່)",
      "ທ່ານ(?:ສົ່ງ|ເປັນຄົນສົ່ງ)(?:ອັນນີ້|ຂໍ້ຄວາມນີ້|ອີເມວນີ້|ນີ້)(?:ມາ)?(?:ແທ້)?(?:ບໍ|ບໍ່)",
      "(?:ຄືວ່າ|ເບິ່ງຄື|ຄື)(?:ການ)?(?:ຫຼອກລວງ|ສໍ້ໂກງ|ປອມ|ຕົ້ມຕຸ໋ນ)",
      "ບໍ່ແນ່ໃຈວ່າ(?:ອັນນີ້|ນີ້|ຂໍ້ຄວາມນີ້|ອີເມວນີ້)(?:ແມ່ນ)?(?:ຂອງແທ້|ແທ້|ມາຈາກທ່ານ)",
      "ຈະບໍ່(?:ຈ່າຍ|ໂອນ)(?:\\p{L}{0,10})ຈົນກວ່າທ່ານ(?:\\p{L}{0,8})ຢືນຢັນ",
      "(?:ນີ້|ອັນນີ້)(?:ແມ່ນ|ເປັນ)ບັນຊີໃໝ່ຂອງ(?:ທ່ານ|ບໍລິສັດ)",
    ),
    ask: "(?:ຂໍໃຫ້ຂ້ອຍ|ໃຫ້ຂ້ອຍ|ບອກໃຫ້ຂ້ອຍ|ສັ່ງໃຫ້ຂ້ອຍ|ຂໍໃຫ້ຂ້າພະເຈົ້າ|ໃຫ້ຂ້າພະເຈົ້າ)",
    described: "(?:ເຂົາຂໍໃຫ້|ເຂົາເຈົ້າຂໍໃຫ້|ເຂົາບອກໃຫ້|ຂ້ອຍຖືກຂໍໃຫ້)",
  },
  ko: {
    msg: "(?:이메일|메일|메시지|문자|편지|링크|sms|카톡)",
    real: "(?:정말|진짜|실제로) (?:귀사|회사|은행|그쪽|당신)(?:에서|이|가)? ?(?:보낸|보내신)|진짜인가요|진짜예요|정말인가요|사기|가짜|피싱|스미싱",
    doubt: alt(
      "(?:이거|이것|이|이게)(?:\\s?\\p{L}+){0,2}? (?:정말|진짜|실제로) (?:귀사|회사|그쪽|당신)(?:에서|이|가)? ?(?:보내신|보낸)",
      "(?:정말|진짜) (?:이걸|이것을|이 메일을|이 메시지를|이 문자를) 보내셨",
      "(?:사기|가짜|피싱|스미싱)(?:\\s?(?:인|같은|처럼))? ?(?:것 같|거 같|같아|같습니다|보입니다|같은데)",
      "(?:진짜|실제|진짜로|정말)인지 (?:잘 )?(?:모르겠|확신이 없|확실하지)",
      "확인(?:해 주시기| 주시기|해주실|해 주실| 전까지)? ?(?:전까지는|전에는|때까지) (?:\\p{L}+ ){0,2}?(?:입금|송금|결제|지불)(?:하지 않|안 하|하지 않겠)",
      "(?:이게|이것이|이) (?:귀사의|회사의|당신의)? ?새 (?:은행 )?계좌(?:인가요|가 맞나요|예요|입니까)",
    ),
    ask: "(?:하라고|해 달라고|해달라고|하도록) (?:\\p{L}+ ){0,2}?(?:합니다|해요|하네요|요구|요청|하는데|했습니다|되어|적혀)",
    described: "(?:저에게|제게|나에게|저한테) (?:\\p{L}+ ){0,4}?(?:하라고|해 달라고|해달라고|요구|요청)",
  },
  ja: {
    msg: "(?:メール|メッセージ|ショートメール|sms|ｓｍｓ|手紙|書面|リンク|ライン|line)",
    real: "(?:本当に|本当|本物|正式に)(?:御社|貴社|そちら|あなた|銀行)(?:から|の)|本物(?:ですか|でしょうか|か)|偽物|偽の|詐欺|フィッシング|なりすまし",
    doubt: alt(
      "(?:これ|この|こちら)(?:\\p{L}{0,8})(?:は)?(?:本当に|本当|本物|正式に)(?:御社|貴社|そちら|あなた)(?:から|の)",
      "(?:本当に|本当)(?:御社|貴社|そちら|あなた)(?:が|から)(?:送|送信|お送り)",
      "(?:詐欺|フィッシング|偽物|なりすまし)(?:の|では|メール)?(?:よう|みたい|ない|か|と思)",
      "(?:本物|本当|正規)(?:か|なのか|かどうか)(?:分かりません|わかりません|不安|判断できません|自信がありません)",
      "(?:確認|確認が取れる|お電話で確認)(?:でき)?(?:る)?まで(?:は)?(?:\\p{L}{0,8})(?:支払|払い|振込|振り込)(?:いません|いたしません|みません|わない|まない)",
      "(?:これ|こちら)(?:は)?(?:御社|貴社|そちら)の新しい(?:銀行)?口座(?:ですか|でしょうか|なのですか)",
    ),
    ask: "(?:ように|よう)(?:\\p{L}{0,4})(?:求められ|言われ|指示され|要求され|書かれ|求めて|要求して|指示して)",
    described: "(?:私に|私は)(?:\\p{L}{0,12})(?:ように|よう)(?:求められ|言われ|指示され|要求され)",
  },
  zh: {
    msg: "(?:邮件|郵件|电邮|電郵|短信|簡訊|简讯|信息|訊息|消息|信函|链接|鏈接|連結)",
    real: "(?:真的|确实|確實)(?:是)?(?:你们|你們|贵司|貴司|贵公司|貴公司|您|你)(?:发|發|寄)|(?:是真的吗|是真的嗎|是不是真的)|(?:诈骗|詐騙|骗局|騙局|钓鱼|釣魚|冒充|假冒|伪造|偽造)",
    doubt: alt(
      "(?:这|這|此)(?:\\p{L}{0,6})(?:真的|确实|確實)是(?:你们|你們|贵司|貴司|贵公司|貴公司|您)(?:发|發|寄)的(?:吗|嗎)",
      "(?:你们|你們|您)(?:真的|确实|確實)?(?:发|發|寄)了(?:这|這)",
      "(?:看起来|看起來|好像|像是|似乎是)(?:\\p{L}{0,4})(?:诈骗|詐騙|骗局|騙局|钓鱼|釣魚|假的)",
      "(?:我不确定|我不確定|不知道)(?:这|這)(?:\\p{L}{0,6})(?:是不是|是否)(?:真的|你们|你們|贵司|貴司)",
      "(?:在你们|在你們|在您|你们|你們|您)(?:\\p{L}{0,6})(?:确认|確認)(?:之前|前)(?:\\p{L}{0,4})(?:不会|不會)(?:付款|转账|轉帳|汇款|匯款)",
      "(?:这|這)(?:是|真的是)(?:你们|你們|贵司|貴司|贵公司|貴公司|您)的新(?:银行|銀行)?(?:账户|賬戶|帳戶)(?:吗|嗎)",
    ),
    ask: "(?:要求我|让我|讓我|叫我|要我|请我|請我)",
    described: "(?:他们要求我|他們要求我|他们让我|他們讓我|对方要求我|對方要求我|对方让我|對方讓我|我被要求)",
  },
  km: {
    msg: "(?:អ៊ីមែល|សារ|អេសអឹមអេស|sms|លិខិត|តំណ|លីង)",
    real: "(?:ពិតជា|ពិតប្រាកដ)(?:មកពី|ជារបស់)(?:លោក|អ្នក|ក្រុមហ៊ុន|ធនាគារ)|ពិតឬ|ក្លែងក្លាយ|បោកប្រាស់|ឆបោក|ក្លែងបន្លំ",
    doubt: alt(
      "(?:នេះ|សារនេះ|អ៊ីមែលនេះ)(?:\\s?)(?:ពិតជា)(?:មកពី|ជារបស់)(?:លោក|អ្នក|ក្រុមហ៊ុន)(?:\\p{L}{0,10})(?:មែនទេ|ឬទេ|ឬ)",
      "(?:លោក|អ្នក|ក្រុមហ៊ុន)(?:ពិតជា)?បាន(?:ផ្ញើ)(?:សារនេះ|អ៊ីមែលនេះ|នេះ)(?:មក)?(?:មែនទេ|ឬទេ|ឬ)",
      "(?:ហាក់ដូចជា|មើលទៅដូចជា|ដូចជា)(?:ការ)?(?:បោកប្រាស់|ឆបោក|ក្លែងក្លាយ|ក្លែងបន្លំ)",
      "មិនប្រាកដថា(?:នេះ|សារនេះ|អ៊ីមែលនេះ)(?:ពិត|មកពី)",
      "នឹងមិន(?:បង់|ផ្ទេរ)(?:\\p{L}{0,10})រហូតដល់(?:លោក|អ្នក)(?:\\p{L}{0,8})បញ្ជាក់",
      "(?:នេះ)(?:ជា|គឺជា)គណនីថ្មីរបស់(?:លោក|អ្នក|ក្រុមហ៊ុន)",
    ),
    ask: "(?:ស្នើឱ្យខ្ញុំ|ស្នើអោយខ្ញុំ|ប្រាប់ឱ្យខ្ញុំ|ប្រាប់អោយខ្ញុំ|ឱ្យខ្ញុំ|អោយខ្ញុំ|តម្រូវឱ្យខ្ញុំ)",
    described: "(?:គេស្នើឱ្យខ្ញុំ|គេប្រាប់ឱ្យខ្ញុំ|ពួកគេស្នើឱ្យខ្ញុំ|ខ្ញុំត្រូវបានស្នើឱ្យ)",
  },
  my: {
    msg: "(?:အီးမေးလ်|မက်ဆေ့|မက်ဆေ့ခ်ျ|စာ|sms|လင့်)",
    real: "(?:တကယ်|အမှန်တကယ်)(?:ပဲ)?\\s?(?:ခင်ဗျားတို့|ကုမ္ပဏီ|ဘဏ်|လူကြီးမင်း)(?:ဆီက|က)|အစစ်လား|အတု|လိမ်လည်|လိမ်ညာ|ငွေလိမ်",
    doubt: alt(
      "(?:ဒါ|ဒီ)(?:\\s?\\p{L}{0,10})\\s?(?:တကယ်)\\s?(?:ခင်ဗျားတို့|လူကြီးမင်း|ကုမ္ပဏီ)(?:ဆီက|က)\\s?(?:ပို့တာ|လာတာ)(?:လား|ဟုတ်လား)",
      "(?:ခင်ဗျားတို့|လူကြီးမင်း)\\s?(?:တကယ်)?\\s?(?:ဒါကို|ဒီစာကို)\\s?ပို့(?:ခဲ့)?(?:တာလား|သလား)",
      "(?:လိမ်လည်|လိမ်ညာ|အတု|ငွေလိမ်)(?:မှု)?(?:ပုံ|နဲ့တူ|လိုပဲ|ဖြစ်ပုံ)",
      "(?:အစစ်|တကယ်)(?:ဟုတ်မဟုတ်|လားမသိ)",
      "(?:အတည်ပြု)(?:\\p{L}{0,6})(?:မချင်း|သည်အထိ)\\s?(?:\\p{L}{0,8})?(?:မပေး|မလွှဲ)",
      "(?:ဒါ)\\s?(?:ခင်ဗျားတို့|လူကြီးမင်း|ကုမ္ပဏီ)(?:ရဲ့)?\\s?(?:အကောင့်|ဘဏ်အကောင့်)အသစ်(?:လား|ဟုတ်လား)",
    ),
    ask: "(?:ကျွန်တော့်ကို|ကျွန်မကို|ကျနော့်ကို)\\s?(?:\\p{L}{0,20})\\s?(?:ခိုင်း|တောင်း|ပြော)",
    described: "(?:သူတို့က|သူက)\\s?(?:ကျွန်တော့်ကို|ကျွန်မကို|ကျနော့်ကို)",
  },
  si: {
    msg: "(?:ඊමේල්|ඊ-මේල්|පණිවිඩය|පණිවිඩ|කෙටි පණිවිඩය|sms|ලිපිය|සබැඳිය|ලින්ක්)",
    real: "(?:ඇත්තටම|සැබවින්ම) (?:ඔබගෙන්|ඔබ|ඔබේ ආයතනයෙන්|බැංකුවෙන්)|ඇත්තද|සැබෑද|ව්‍යාජ|වංචා|රැවටීම",
    doubt: alt(
      "(?:මේ|මෙය|මේක) (?:\\p{L}+ )?(?:ඇත්තටම |සැබවින්ම )(?:ඔබගෙන්|ඔබ එවූ|ඔබ එව්ව)",
      "ඔබ (?:ඇත්තටම )?(?:මේක|මෙය|මේ) (?:\\p{L}+ )?(?:එව්වාද|එවූවාද|යැව්වාද)",
      "(?:මේක|මෙය|මේ) (?:\\p{L}+ )?(?:වංචාවක්|ව්‍යාජ|රැවටීමක්) (?:වගේ|ලෙස)",
      "(?:මේක|මෙය) (?:\\p{L}+ ){0,2}?(?:ඇත්තද|සැබෑද) (?:කියා|කියලා) (?:විශ්වාස නැහැ|විශ්වාස නෑ|සැක)",
      "ඔබ (?:\\p{L}+ ){0,3}?තහවුරු කරන තුරු",
      "(?:මේ|මෙය) ඔබේ නව (?:බැංකු )?ගිණුමද",
    ),
    ask: "(?:මගෙන් (?:\\p{L}+ ){0,4}?(?:ඉල්ලනවා|ඉල්ලා|ඉල්ලයි)|මට (?:\\p{L}+ ){0,4}?(?:කියනවා|කියයි|කියා ඇත))",
    described: "(?:ඔවුන්|එයාලා) (?:මගෙන්|මට) (?:\\p{L}+ ){0,4}?(?:ඉල්ලනවා|කියනවා|ඉල්ලුවා|කිව්වා)",
  },
  ta: {
    msg: "(?:மின்னஞ்சல்|மெயில்|செய்தி|குறுஞ்செய்தி|எஸ்எம்எஸ்|sms|கடிதம்|இணைப்பு|லிங்க்)",
    real: "(?:உண்மையிலேயே|நிஜமாகவே|உண்மையில்) (?:உங்களிடமிருந்து|உங்களிடம் இருந்து|உங்கள்)|உண்மையானதா|உண்மையா|போலி|மோசடி|ஏமாற்று|ஃபிஷிங்",
    doubt: alt(
      "(?:இது|இந்த) (?:\\p{L}+ )?(?:உண்மையிலேயே |நிஜமாகவே )(?:உங்களிடமிருந்து|உங்களிடம் இருந்து) (?:வந்ததா|வந்தது தானா)",
      "(?:நீங்கள்|நீங்க) (?:உண்மையிலேயே )?(?:இதை|இந்த) (?:\\p{L}+ )?(?:அனுப்பினீர்களா|அனுப்பினீங்களா)",
      "(?:இது) (?:\\p{L}+ )?(?:மோசடி|போலி|ஏமாற்று) (?:போல|மாதிரி)",
      "(?:இது) (?:\\p{L}+ ){0,2}?(?:உண்மையானதா|உண்மையா) (?:என்று|என) (?:தெரியவில்லை|உறுதியாக தெரியவில்லை|சந்தேகம்)",
      "நீங்கள் (?:\\p{L}+ ){0,2}?உறுதிப்படுத்தும் வரை",
      "(?:இது) உங்கள் புதிய (?:வங்கி )?கணக்கா",
    ),
    ask: "(?:என்னிடம் (?:\\p{L}+ ){0,4}?(?:கேட்கிறது|கேட்கிறார்கள்|கேட்டது|சொல்கிறது)|என்னை (?:\\p{L}+ ){0,4}?(?:சொல்கிறது|கேட்கிறது|கேட்டுக்கொள்கிறது))",
    described: "(?:அவர்கள்|அவங்க) (?:என்னிடம்|என்னை) (?:\\p{L}+ ){0,4}?(?:கேட்கிறார்கள்|சொல்கிறார்கள்|கேட்டார்கள்)",
  },
  ne: {
    msg: "(?:इमेल|ईमेल|मेल|सन्देश|संदेश|म्यासेज|एसएमएस|sms|पत्र|चिठी|लिंक|लिङ्क)",
    real: "(?:साँच्चै|वास्तवमा|साँचो) (?:तपाईंको|तपाईंले|तपाईंहरूको|तपाईंहरूले)|सक्कली हो|सक्कली|नक्कली|ठगी|धोखाधडी|फिसिङ",
    doubt: alt(
      "के (?:यो|यी) (?:\\p{L}+ )?(?:साँच्चै |वास्तवमा )(?:तपाईंको|तपाईंले|तपाईंहरूको|तपाईंहरूले)",
      "(?:तपाईंले|तपाईंहरूले) (?:साँच्चै )?(?:यो|यी) (?:\\p{L}+ )?(?:पठाउनुभएको हो|पठाउनुभयो)",
      "(?:यो) (?:\\p{L}+ )?(?:ठगी|नक्कली|धोखाधडी) (?:जस्तो|जस्तै)",
      "(?:यो) (?:\\p{L}+ ){0,2}?(?:सक्कली|साँचो) (?:हो कि होइन|हो वा होइन)",
      "(?:तपाईंले|तपाईंहरूले) (?:\\p{L}+ ){0,3}?(?:पुष्टि नगरेसम्म|पुष्टि नगर्दासम्म)",
      "के (?:यो) (?:तपाईंको|तपाईंहरूको) नयाँ (?:बैंक )?खाता हो",
    ),
    ask: "(?:मलाई (?:\\p{L}+ ){0,4}?(?:भनिएको|भन्छ|भनेको|माग्छ|मागेको|गर्न भन्छ)|मसँग (?:\\p{L}+ ){0,4}?(?:माग्छ|मागेको))",
    described: "(?:उनीहरू|उनीहरूले) (?:मलाई|मसँग) (?:\\p{L}+ ){0,4}?(?:भन्छन्|माग्छन्|भने|मागे)",
  },
  mr: {
    msg: "(?:ईमेल|इमेल|मेल|संदेश|मेसेज|एसएमएस|sms|पत्र|लिंक)",
    real: "(?:खरंच|खरोखर|खरोखरच) (?:तुमच्याकडून|तुमचा|तुमची|तुमचे|तुम्ही)|खरा आहे|खरी आहे|खरे आहे|बनावट|फसवणूक|फिशिंग|खोटा|खोटी",
    doubt: alt(
      "(?:हा|ही|हे) (?:\\p{L}+ )?(?:खरंच |खरोखर )(?:तुमच्याकडून|तुम्हीच) (?:आला|आली|आले|पाठवला|पाठवली)",
      "(?:तुम्ही) (?:खरंच )?(?:हा|ही|हे) (?:\\p{L}+ )?(?:पाठवला|पाठवली|पाठवले) (?:आहे )?का",
      "(?:हा|ही|हे) (?:\\p{L}+ )?(?:फसवणूक|बनावट|खोटा|खोटी) (?:वाटते|वाटतो|वाटत आहे|असल्यासारखे)",
      "(?:हा|ही|हे) (?:\\p{L}+ ){0,2}?(?:खरा|खरी|खरे) (?:आहे की नाही|आहे का) (?:माहीत नाही|खात्री नाही)",
      "तुम्ही (?:\\p{L}+ ){0,2}?(?:पुष्टी करेपर्यंत|खात्री करेपर्यंत)",
      "(?:हे|हा) तुमचे नवीन (?:बँक )?खाते आहे का",
    ),
    ask: "(?:मला (?:\\p{L}+ ){0,4}?(?:सांगत आहे|सांगतो|सांगते|सांगितले|मागत आहे|करायला सांग))",
    described: "(?:ते|ते लोक) (?:मला|माझ्याकडे) (?:\\p{L}+ ){0,4}?(?:सांगत आहेत|मागत आहेत|सांगितले|मागितले)",
  },
  gu: {
    msg: "(?:ઈમેલ|ઇમેલ|મેલ|સંદેશ|મેસેજ|એસએમએસ|sms|પત્ર|લિંક)",
    real: "(?:ખરેખર|સાચે જ|સાચ્ચે) (?:તમારા|તમારી|તમારો|તમે)|સાચો છે|સાચી છે|અસલી|નકલી|છેતરપિંડી|ફ્રોડ|ફિશિંગ",
    doubt: alt(
      "શું (?:આ) (?:\\p{L}+ )?(?:ખરેખર |સાચે જ )(?:તમારા|તમારી|તમારો|તમે)",
      "(?:તમે) (?:ખરેખર )?(?:આ) (?:\\p{L}+ )?(?:મોકલ્યો|મોકલી|મોકલ્યું|મોકલ્યા)(?: છે)? ?\\?",
      "(?:આ) (?:\\p{L}+ )?(?:છેતરપિંડી|નકલી|ફ્રોડ) (?:જેવું|જેવો|જેવી|લાગે)",
      "(?:આ) (?:\\p{L}+ ){0,2}?(?:સાચો|સાચી|સાચું|અસલી) (?:છે કે નહીં|છે કે નહિ)",
      "તમે (?:\\p{L}+ ){0,2}?(?:પુષ્ટિ|કન્ફર્મ) (?:ન કરો ત્યાં સુધી|કરો નહીં ત્યાં સુધી)",
      "શું આ તમારું નવું (?:બેંક )?ખાતું છે",
    ),
    ask: "(?:મને (?:\\p{L}+ ){0,4}?(?:કહે છે|કહ્યું|માંગે છે|કહેવામાં આવ્યું|કરવાનું કહે))",
    described: "(?:તેઓ|એ લોકો) (?:મને|મારી પાસે) (?:\\p{L}+ ){0,4}?(?:કહે છે|માંગે છે|કહ્યું|માંગ્યું)",
  },
  pa: {
    msg: "(?:ਈਮੇਲ|ਮੇਲ|ਸੁਨੇਹਾ|ਸੰਦੇਸ਼|ਮੈਸੇਜ|ਐਸਐਮਐਸ|sms|ਚਿੱਠੀ|ਪੱਤਰ|ਲਿੰਕ)",
    real: "(?:ਸੱਚਮੁੱਚ|ਵਾਕਈ|ਸੱਚੀਂ) (?:ਤੁਹਾਡਾ|ਤੁਹਾਡੀ|ਤੁਹਾਡੇ|ਤੁਸੀਂ)|ਅਸਲੀ ਹੈ|ਅਸਲੀ|ਨਕਲੀ|ਜਾਅਲੀ|ਧੋਖਾਧੜੀ|ਠੱਗੀ|ਫਿਸ਼ਿੰਗ",
    doubt: alt(
      "ਕੀ (?:ਇਹ) (?:\\p{L}+ )?(?:ਸੱਚਮੁੱਚ |ਵਾਕਈ )(?:ਤੁਹਾਡਾ|ਤੁਹਾਡੀ|ਤੁਹਾਡੇ|ਤੁਸੀਂ)",
      "ਕੀ ਤੁਸੀਂ (?:ਸੱਚਮੁੱਚ )?(?:ਇਹ|ਮੈਨੂੰ ਇਹ) (?:\\p{L}+ )?(?:ਭੇਜਿਆ|ਭੇਜੀ|ਭੇਜੇ)",
      "(?:ਇਹ) (?:\\p{L}+ )?(?:ਧੋਖਾਧੜੀ|ਨਕਲੀ|ਜਾਅਲੀ|ਠੱਗੀ) (?:ਵਰਗਾ|ਵਰਗੀ|ਲੱਗਦਾ|ਲੱਗਦੀ|ਲੱਗ ਰਿਹਾ)",
      "ਮੈਨੂੰ (?:ਯਕੀਨ|ਪੱਕਾ) ਨਹੀਂ (?:ਹੈ )?(?:ਕਿ )?(?:ਇਹ) (?:\\p{L}+ ){0,2}?(?:ਅਸਲੀ|ਸੱਚ|ਤੁਹਾਡਾ|ਤੁਹਾਡੀ)",
      "ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ (?:\\p{L}+ ){0,3}?(?:ਪੁਸ਼ਟੀ|ਕਨਫਰਮ) ਨਹੀਂ",
      "ਕੀ ਇਹ ਤੁਹਾਡਾ ਨਵਾਂ (?:ਬੈਂਕ )?ਖਾਤਾ (?:ਹੈ)?",
    ),
    ask: "(?:ਮੈਨੂੰ (?:\\p{L}+ ){0,4}?(?:ਕਹਿ ਰਿਹਾ|ਕਹਿ ਰਹੀ|ਕਿਹਾ ਗਿਆ|ਕਰਨ ਲਈ ਕਹਿ)|ਮੈਥੋਂ (?:\\p{L}+ ){0,4}?(?:ਮੰਗ ਰਿਹਾ|ਮੰਗ ਰਹੀ|ਮੰਗਿਆ))",
    described: "(?:ਉਹ) (?:ਮੈਨੂੰ|ਮੈਥੋਂ) (?:\\p{L}+ ){0,4}?(?:ਕਹਿ ਰਹੇ|ਮੰਗ ਰਹੇ|ਕਿਹਾ|ਮੰਗਿਆ)",
  },
  te: {
    msg: "(?:ఈమెయిల్|ఇమెయిల్|మెయిల్|సందేశం|మెసేజ్|ఎస్ఎంఎస్|sms|లేఖ|ఉత్తరం|లింక్)",
    real: "(?:నిజంగా|నిజంగానే|వాస్తవంగా) (?:మీ|మీరు|మీ నుండి|మీ దగ్గర నుండి)|నిజమైనదా|నిజమేనా|నకిలీ|మోసం|ఫిషింగ్",
    doubt: alt(
      "(?:ఇది|ఈ) (?:\\p{L}+ )?(?:నిజంగా |నిజంగానే )(?:మీ నుండి|మీ దగ్గర నుండి) (?:వచ్చిందా|వచ్చినదేనా)",
      "(?:మీరు) (?:నిజంగా )?(?:ఇది|దీన్ని|ఈ) (?:\\p{L}+ )?(?:పంపారా|పంపించారా)",
      "(?:ఇది) (?:\\p{L}+ )?(?:మోసం|నకిలీ) (?:లా|లాగా|అనిపిస్తోంది)",
      "(?:ఇది) (?:\\p{L}+ ){0,2}?(?:నిజమైనదా|నిజమేనా) (?:అని|కాదా) (?:తెలియడం లేదు|అనుమానం|ఖచ్చితంగా తెలియదు)",
      "మీరు (?:\\p{L}+ ){0,2}?(?:ధృవీకరించే వరకు|నిర్ధారించే వరకు)",
      "(?:ఇది) మీ కొత్త (?:బ్యాంక్ )?ఖాతానా",
    ),
    ask: "(?:నన్ను (?:\\p{L}+ ){0,4}?(?:అడుగుతోంది|అడిగింది|చెబుతోంది|చెప్పింది|కోరుతోంది)|నాకు (?:\\p{L}+ ){0,4}?(?:చెబుతోంది|చెప్పింది))",
    described: "(?:వాళ్ళు|వారు) (?:నన్ను|నాకు) (?:\\p{L}+ ){0,4}?(?:అడుగుతున్నారు|చెబుతున్నారు|అడిగారు|చెప్పారు)",
  },
  kn: {
    msg: "(?:ಇಮೇಲ್|ಈಮೇಲ್|ಮೇಲ್|ಸಂದೇಶ|ಮೆಸೇಜ್|ಎಸ್ಎಂಎಸ್|sms|ಪತ್ರ|ಲಿಂಕ್)",
    real: "(?:ನಿಜವಾಗಿಯೂ|ನಿಜಕ್ಕೂ) (?:ನಿಮ್ಮಿಂದ|ನಿಮ್ಮ|ನೀವು)|ನಿಜವೇ|ಅಸಲಿಯೇ|ನಕಲಿ|ವಂಚನೆ|ಮೋಸ|ಫಿಶಿಂಗ್",
    doubt: alt(
      "(?:ಇದು|ಈ) (?:\\p{L}+ )?(?:ನಿಜವಾಗಿಯೂ |ನಿಜಕ್ಕೂ )(?:ನಿಮ್ಮಿಂದ) (?:ಬಂದಿದೆಯೇ|ಬಂದದ್ದೇ|ಬಂದಿದ್ದೇ)",
      "(?:ನೀವು) (?:ನಿಜವಾಗಿಯೂ )?(?:ಇದನ್ನು|ಈ) (?:\\p{L}+ )?(?:ಕಳುಹಿಸಿದ್ದೀರಾ|ಕಳಿಸಿದ್ದೀರಾ)",
      "(?:ಇದು) (?:\\p{L}+ )?(?:ವಂಚನೆ|ನಕಲಿ|ಮೋಸ) (?:ಅನಿಸುತ್ತಿದೆ|ತರಹ|ಹಾಗೆ)",
      "(?:ಇದು) (?:\\p{L}+ ){0,2}?(?:ನಿಜವೇ|ಅಸಲಿಯೇ) (?:ಎಂದು|ಅಂತ) (?:ಗೊತ್ತಿಲ್ಲ|ಖಚಿತವಿಲ್ಲ|ಅನುಮಾನ)",
      "ನೀವು (?:\\p{L}+ ){0,2}?(?:ದೃಢೀಕರಿಸುವವರೆಗೆ|ಖಚಿತಪಡಿಸುವವರೆಗೆ)",
      "(?:ಇದು) ನಿಮ್ಮ ಹೊಸ (?:ಬ್ಯಾಂಕ್ )?ಖಾತೆಯೇ",
    ),
    ask: "(?:ನನ್ನನ್ನು (?:\\p{L}+ ){0,4}?(?:ಕೇಳುತ್ತಿದೆ|ಕೇಳಿದೆ|ಕೋರುತ್ತಿದೆ)|ನನಗೆ (?:\\p{L}+ ){0,4}?(?:ಹೇಳುತ್ತಿದೆ|ಹೇಳಿದೆ))",
    described: "(?:ಅವರು) (?:ನನ್ನನ್ನು|ನನಗೆ) (?:\\p{L}+ ){0,4}?(?:ಕೇಳುತ್ತಿದ್ದಾರೆ|ಹೇಳುತ್ತಿದ್ದಾರೆ|ಕೇಳಿದರು|ಹೇಳಿದರು)",
  },
  ml: {
    msg: "(?:ഇമെയിൽ|ഈമെയിൽ|മെയിൽ|സന്ദേശം|മെസേജ്|എസ്എംഎസ്|sms|കത്ത്|ലിങ്ക്)",
    real: "(?:ശരിക്കും|യഥാർത്ഥത്തിൽ) (?:നിങ്ങളുടെ|നിങ്ങളിൽ നിന്ന്|നിങ്ങൾ)|യഥാർത്ഥമാണോ|സത്യമാണോ|വ്യാജ|തട്ടിപ്പ്|ഫിഷിംഗ്",
    doubt: alt(
      "(?:ഇത്|ഈ) (?:\\p{L}+ )?(?:ശരിക്കും |യഥാർത്ഥത്തിൽ )(?:നിങ്ങളിൽ നിന്ന്|നിങ്ങളുടെ ഭാഗത്ത് നിന്ന്) (?:വന്നതാണോ|ആണോ)",
      "(?:നിങ്ങൾ) (?:ശരിക്കും )?(?:ഇത്|ഈ) (?:\\p{L}+ )?(?:അയച്ചതാണോ|അയച്ചോ)",
      "(?:ഇത്) (?:\\p{L}+ )?(?:തട്ടിപ്പ്|വ്യാജ\\p{L}*) (?:പോലെ|ആണെന്ന് തോന്നുന്നു)",
      "(?:ഇത്) (?:\\p{L}+ ){0,2}?(?:യഥാർത്ഥമാണോ|സത്യമാണോ) (?:എന്ന്) (?:ഉറപ്പില്ല|അറിയില്ല|സംശയം)",
      "നിങ്ങൾ (?:\\p{L}+ ){0,2}?(?:സ്ഥിരീകരിക്കുന്നത് വരെ|ഉറപ്പാക്കുന്നത് വരെ)",
      "(?:ഇത്) നിങ്ങളുടെ പുതിയ (?:ബാങ്ക് )?അക്കൗണ്ട് ആണോ",
    ),
    ask: "(?:എന്നോട് (?:\\p{L}+ ){0,4}?(?:ആവശ്യപ്പെടുന്നു|ആവശ്യപ്പെട്ടു|പറയുന്നു|പറഞ്ഞു))",
    described: "(?:അവർ) (?:എന്നോട്) (?:\\p{L}+ ){0,4}?(?:ആവശ്യപ്പെടുന്നു|പറയുന്നു|ആവശ്യപ്പെട്ടു|പറഞ്ഞു)",
  },
  ka: {
    msg: "(?:ელფოსტა|ელ-ფოსტა|იმეილი|წერილი|შეტყობინება|მესიჯი|sms|ბმული|ლინკი)",
    real: "(?:ნამდვილად|მართლა|ნამდვილად თქვენგან) (?:თქვენგან|თქვენი|თქვენ)|ნამდვილია|ნამდვილი\\?|ყალბი|თაღლითობა|ფიშინგი|სიყალბე",
    doubt: alt(
      "(?:ეს) (?:\\p{L}+ )?(?:ნამდვილად |მართლა )თქვენგან(?:ა| არის)",
      "(?:თქვენ) (?:ნამდვილად |მართლა )?(?:გამოგზავნეთ|გამომიგზავნეთ) (?:ეს)",
      "(?:ეს) (?:\\p{L}+ )?(?:თაღლითობას|ყალბს|ფიშინგს) (?:ჰგავს|გავს)",
      "(?:არ ვარ დარწმუნებული),? (?:ეს |რომ ეს )?(?:\\p{L}+ ){0,2}?(?:ნამდვილია|თქვენგანაა)",
      "(?:არ გადავიხდი|არ ჩავრიცხავ) (?:\\p{L}+ ){0,2}?(?:სანამ) (?:არ )?(?:დამიდასტურებთ|დაადასტურებთ)",
      "(?:ეს) (?:თქვენი )?ახალი (?:საბანკო )?ანგარიშია",
    ),
    ask: "(?:მთხოვს|მთხოვა|მეუბნება|მითხრა|მავალებს|მოითხოვს ჩემგან)",
    described: "(?:მთხოვენ|მთხოვეს|მეუბნებიან|მითხრეს|ჩემგან ითხოვენ)",
  },
  hy: {
    msg: "(?:էլ\\. ?փոստ|նամակ|հաղորդագրություն|sms|էսէմէս|հղում|լինկ)",
    real: "(?:իսկապես|իրոք) (?:ձեզնից|ձեր|ձեր կողմից)|իսկական է|իսկակա՞ն|կեղծ|խարդախ\\p{L}*|ֆիշինգ",
    doubt: alt(
      "(?:սա|այս) (?:\\p{L}+ )?(?:իսկապես |իրոք )(?:ձեզնից|ձեր կողմից)",
      "(?:դուք) (?:իսկապես |իրոք )?(?:ուղարկե՞լ եք|ուղարկել եք|ուղարկեցիք) (?:սա|այս)",
      "(?:սա|այս) (?:\\p{L}+ )?(?:խարդախության|կեղծիքի|ֆիշինգի) (?:նման|է նման)",
      "(?:վստահ չեմ),? (?:որ |թե )?(?:սա|այս) (?:\\p{L}+ ){0,2}?(?:իսկական|ձեզնից)",
      "(?:չեմ վճարի|չեմ փոխանցի) (?:\\p{L}+ ){0,2}?(?:մինչև) (?:չհաստատեք|հաստատեք)",
      "(?:սա|այս) (?:ձեր )?նոր (?:բանկային )?հաշի՞վն է|(?:սա|այս) (?:ձեր )?նոր (?:բանկային )?հաշիվն է",
    ),
    ask: "(?:խնդրում է ինձ|ինձնից պահանջում է|ինձ ասում է|ինձ խնդրում է|պահանջում է ինձնից)",
    described: "(?:ինձնից պահանջում են|ինձ խնդրում են|ինձ ասում են|խնդրում են ինձ|ինձնից ուզում են)",
  },
  yo: {
    msg: "(?:ìmeèlì|imeeli|ímeèlì|ìfiránṣẹ́|ifiranṣẹ|ifiranse|lẹ́tà|leta|sms|ìjápọ̀|ijapo|link|email)",
    real: "(?:lóòótọ́|looto|ní tòótọ́|ni tooto) (?:láti ọ̀dọ̀ yín|lati odo yin|láti ọ̀dọ̀ rẹ|lati odo re)|òótọ́ ni|ooto ni|ayédèrú|ayederu|jìbìtì|jibiti|èké|eke|ẹ̀tàn|etan",
    doubt: alt(
      "(?:ṣé|se|ṣe) (?:èyí|eyi|ìfiránṣẹ́ yìí|ifiranse yii|ìmeèlì yìí|imeeli yii|lẹ́tà yìí|leta yii) (?:\\p{L}+ )?(?:lóòótọ́ |looto )(?:wá )?(?:láti ọ̀dọ̀ yín|lati odo yin)",
      "(?:ṣé|se|ṣe) (?:ẹ̀yin|eyin|ẹ|e|ìwọ|iwo) (?:lóòótọ́ |looto )?(?:ni )?(?:ẹ )?(?:fi|rán) (?:èyí|eyi|ìfiránṣẹ́ yìí|ifiranse yii)",
      "(?:èyí|eyi|ó|o) (?:\\p{L}+ )?(?:dà bí|da bi|jọ) (?:jìbìtì|jibiti|ayédèrú|ayederu|ẹ̀tàn|etan)",
      "(?:mi ò|mi o|n kò|n ko) (?:dá mi lójú|da mi loju|mọ̀|mo) (?:bóyá|boya|pé|pe) (?:èyí|eyi) (?:\\p{L}+ ){0,2}?(?:jẹ́ òótọ́|je ooto|láti ọ̀dọ̀ yín|lati odo yin)",
      "(?:mi ò ní|mi o ni|n kò ní|n ko ni) (?:sanwó|sanwo|san owó|san owo) (?:\\p{L}+ ){0,2}?(?:títí|titi) (?:ẹ ó fi|e o fi|ẹ fi|e fi) (?:fìdí|fidi|jẹ́rìí|jerii)",
      "(?:ṣé|se|ṣe) (?:èyí|eyi) (?:ni )?(?:àkántì|akanti|account|àkáǹtì|akaunti) (?:tuntun|titun) (?:yín|yin)",
    ),
    ask: "(?:ní kí n|ni ki n|sọ pé kí n|so pe ki n|ń béèrè pé kí n|n beere pe ki n|bèèrè pé kí n|beere pe ki n)",
    described:
      "(?:wọ́n ní kí n|won ni ki n|wọ́n sọ pé kí n|won so pe ki n|wọ́n ń béèrè pé kí n|won n beere pe ki n|wọ́n fẹ́ kí n|won fe ki n)",
  },
  ha: {
    msg: "(?:imel|i-mel|email|saƙo|saƙon|wasiƙa|wasiƙar|sms|hanyar haɗi|link)",
    real: "(?:da gaske|gaskiya) (?:daga gare ku|daga gare ka|daga wurinku|daga kamfaninku)|na gaske ne|na gaskiya ne|na bogi|jabu|zamba|damfara|yaudara",
    doubt: alt(
      "(?:shin|ko) (?:wannan|wannan saƙon|wannan imel) (?:\\p{L}+ )?(?:da gaske )(?:daga gare ku|daga wurinku|daga gare ka)",
      "(?:shin|ko) (?:ku|kai|ke|kun) (?:ne )?(?:kuka |ka )?(?:aiko|aika|tura) (?:min )?(?:da )?(?:wannan)",
      "(?:wannan|yana|ya) (?:\\p{L}+ )?(?:kamar|kama da) (?:zamba|damfara|jabu|na bogi|yaudara)",
      "(?:ban tabbata ba|ban sani ba) (?:ko |cewa )?(?:wannan) (?:\\p{L}+ ){0,2}?(?:na gaske|daga gare ku|gaskiya)",
      "(?:ba zan biya|ba zan tura kuɗi) (?:\\p{L}+ ){0,2}?(?:sai|har sai) (?:kun|ka) (?:tabbatar)",
      "(?:shin|ko) (?:wannan )?(?:ne )?sabon (?:asusun|akawun) (?:bankinku|ku|naku)",
    ),
    ask: "(?:yana (?:roƙo|roko|buƙata|bukata|umarta|cewa) (?:na|in|da na|in da)|ya (?:ce|umarce ni) (?:na|in|da na))",
    described: "(?:sun (?:ce|nemi|buƙaci|bukaci) (?:na|in|da na|in)|suna (?:so|son|neman) (?:na|in))",
  },
  tl: {
    msg: "(?:email|e-mail|mensahe|text|sms|sulat|liham|link)",
    real: "(?:talaga|totoo) (?:bang )?(?:galing sa inyo|galing sa iyo|galing sa kumpanya|galing sa bangko)|totoo ba|lehitimo|peke|scam|panloloko|modus",
    doubt: alt(
      "(?:galing|nanggaling) (?:ba )?(?:talaga )(?:sa inyo|sa iyo|sa kumpanya ninyo) (?:ang|itong|ito)",
      "(?:kayo|ikaw) (?:ba )?(?:talaga )?(?:ang )?(?:nagpadala|nag-send|nagsend) (?:nito|ng (?:email|mensahe|text) na ito)",
      "(?:mukhang|parang|mukha itong) (?:\\p{L}+ )?(?:scam|peke|panloloko|modus)",
      "hindi ako sigurado (?:kung )?(?:totoo|lehitimo|galing sa inyo) (?:ang|ito|itong)",
      "hindi ako magbabayad (?:\\p{L}+ ){0,2}?(?:hangga't|hanggang) (?:hindi )?(?:ninyo |mo )?(?:kinukumpirma|makumpirma|kumpirmahin)",
      "(?:ito )?(?:ba )?(?:ang )?bago (?:ninyong|mong|nyong) (?:bank )?account",
    ),
    ask: "(?:pinapa|pinag)\\p{L}{0,20} (?:ako|niya ako|ako ng)|(?:hinihiling|inuutos|sinasabi) (?:nito |niya )?(?:na |sa akin na )",
    described:
      "(?:gusto nilang|gusto nila na|pinapa\\p{L}{0,12} nila ako|hiniling nila na|sinabihan ako na|inutusan ako na)",
  },
  zu: {
    msg: "(?:i-?imeyili|imeyili|umlayezo|umyalezo|i-?sms|sms|incwadi|isixhumanisi|ilinki|link)",
    real: "(?:ngempela|ngeqiniso) (?:kuvela kini|kuvela kuwe|ivela kini|uvela kini|kuvela enkampanini yenu)|ngempela yini|mbumbulu|ngumkhonyovu|yinkohliso|inkohliso|umkhonyovu|yisikhohlisi|scam",
    doubt: alt(
      "(?:ingabe |kanti )?(?:lokhu|lo|le) (?:\\p{L}+ )?(?:ngempela )(?:kuvela kini|uvela kini|ivela kini|kuvela kuwe)",
      "(?:ingabe |kanti )?(?:nithumele|uthumele|nithumile|uthumile) (?:ngempela )?(?:lokhu|lo mlayezo|le imeyili)",
      "(?:lokhu|lo|le) (?:\\p{L}+ )?(?:kubukeka|ubukeka|ibukeka|kufana|kunjenga) (?:njengo|njenge|kungu|ngu|ku)?(?:mkhonyovu|nkohliso|mbumbulu|scam)",
      "(?:angiqiniseki|anginaso isiqiniseko) (?:ukuthi )?(?:lokhu|lo|le) (?:\\p{L}+ ){0,2}?(?:ngempela|kuvela kini|uvela kini|iqinisile)",
      "(?:ngeke ngikhokhe|angizukukhokha|ngeke ngibhadale) (?:\\p{L}+ ){0,2}?(?:ngaphambi|kuze) (?:kokuthi |ningaqinisekisi|niqinisekise)",
      "(?:ingabe |kanti )?(?:le |lena )?(?:yi-?akhawunti|i-?akhawunti) (?:yenu )?entsha",
    ),
    ask: "(?:ingicela|ungicela|ingitshela|ungitshela|iyangicela|uyangicela|ifuna ngi|ufuna ngi)",
    described: "(?:bangicela|bangitshela|bafuna ngi|ngicelwe ukuba|ngitsheliwe ukuthi)",
  },
  xh: {
    msg: "(?:i-?imeyile|imeyile|umyalezo|i-?sms|sms|ileta|unxibelelwano|ilinki|link)",
    real: "(?:ngenene|ngokwenene) (?:ivela kuni|uvela kuni|kuvela kuni|ivela kuwe)|ngokwenyani|bubuqhetseba|ubuqhetseba|yinkohliso|inkohliso|ingeyonyani|yeyobuxoki|scam",
    doubt: alt(
      "(?:ngaba |ingaba )?(?:oku|lo|le) (?:\\p{L}+ )?(?:ngenene |ngokwenene )(?:ivela kuni|uvela kuni|kuvela kuni|ivela kuwe)",
      "(?:ngaba |ingaba )?(?:nithumele|uthumele) (?:ngenene )?(?:oku|lo myalezo|le imeyile)",
      "(?:oku|lo|le) (?:\\p{L}+ )?(?:kubonakala|ubonakala|ibonakala|kufana) (?:njengo|njenge|ngu|nge)?(?:buqhetseba|nkohliso|scam)",
      "(?:andiqinisekanga|andinaso isiqinisekiso) (?:ukuba )?(?:oku|lo|le) (?:\\p{L}+ ){0,2}?(?:ngokwenene|ivela kuni|uvela kuni|yinyani)",
      "(?:andizukuhlawula|andiyi kuhlawula) (?:\\p{L}+ ){0,2}?(?:de|ngaphambi kokuba) (?:niqinisekise|uqinisekise)",
      "(?:ngaba |ingaba )?(?:le )?(?:yi-?akhawunti|i-?akhawunti) (?:yenu )?entsha",
    ),
    ask: "(?:indicela|undicela|indixelela|undixelela|ifuna ndi|ufuna ndi|iyandicela)",
    described: "(?:bandicela|bandixelela|bafuna ndi|ndiceliwe ukuba|ndixelelwe ukuba)",
  },
  af: {
    msg: "(?:e-?pos|epos|e-?mail|boodskap|sms|brief|skakel)",
    real: "(?:regtig|werklik|eintlik) (?:van julle|van u|van jou|van u maatskappy|van julle bank)|eg ?\\?|outentiek|vals|bedrog|swendelary|swendel|phishing",
    doubt: alt(
      "(?:is|kom) (?:hierdie|dit|die) (?:\\p{L}+ )?(?:regtig|werklik|eintlik) van (?:julle|u|jou)",
      "(?:het julle|het u|het jy) (?:regtig |werklik )?(?:hierdie|dit) (?:\\p{L}+ )?(?:gestuur) ?\\?",
      "(?:dit|hierdie) (?:lyk|klink) (?:\\p{L}+ )?(?:soos )?(?:bedrog|swendelary|swendel|vals|phishing)",
      "ek is nie seker (?:of|dat) (?:hierdie|dit|die) (?:\\p{L}+ ){0,2}?(?:eg|van julle|van u|outentiek)",
      "ek (?:betaal|sal) (?:\\p{L}+ ){0,2}?(?:nie|niks)(?: betaal)? (?:voordat|totdat|tot) (?:julle|u|jy) (?:\\p{L}+ ){0,2}?bevestig",
      "is dit (?:regtig )?(?:julle|u) nuwe (?:bank)?rekening ?\\?",
    ),
    ask: "(?:vra my|het my gevra|sê ek moet|se ek moet|wil hê ek moet|wil he ek moet|eis dat ek)",
    described: "(?:hulle vra my|hulle wil hê ek moet|hulle wil he ek moet|ek is gevra om|ek word gevra om)",
  },
  so: {
    msg: "(?:iimaylka|iimayl|email|fariinta|farriinta|fariin|farriin|sms|warqadda|warqad|linkiga|link)",
    real: "(?:runtii|dhab ahaan|xaqiiqdii) (?:idinka|adiga|shirkaddiinna|bangigiinna) (?:ka yimid|ka timid)|run ma tahay|dhab ma|been abuur|khiyaano|khayaano|musuqmaasuq|shirqool|scam",
    doubt: alt(
      "(?:ma|miyay|miyuu) (?:\\p{L}+ )?(?:runtii |dhab ahaan )(?:idinka|adiga) (?:ka yimid|ka timid|ayaa diray)",
      "(?:ma |miyaad )?(?:idinkaa|adigaa|idinku|adigu) (?:runtii )?(?:soo dirtay|soo diray|soo direen|soo diran)",
      "(?:tani|kani|waxay|wuxuu) (?:\\p{L}+ )?(?:u ekaanaysaa|u eg|u egtahay|u muuqataa) (?:khiyaano|khayaano|been abuur|shirqool|scam)",
      "(?:ma hubo|kuma kalsoni) (?:in |haddii )?(?:tani|kani|fariintan|iimayladan) (?:\\p{L}+ ){0,2}?(?:run|dhab|idinka)",
      "(?:ma bixin doono|lacag ma bixinayo|ma bixinayo) (?:\\p{L}+ ){0,2}?(?:ilaa|inta) (?:aad|aydin) (?:xaqiijisaan|xaqiijiso|xaqiijisay)",
      "(?:ma )?(?:kani|tani) (?:waa )?(?:akoonkiinna|koontadiinna|xisaabtiinna) (?:cusub)",
    ),
    ask: "(?:iga codsanaysaa|iga codsanayaa|iga dalbanaysaa|iga dalbanayaa|igu amraysaa|igu amrayaa|ii sheegaysaa|ii sheegayaa|iga rabtaa|iga rabaa)",
    described:
      "(?:waxay iga codsanayaan|waxay iga rabaan|waxay igu amrayaan|waxaa la iga codsaday|waxaa la ii sheegay)",
  },
  ig: {
    msg: "(?:ozi email|email|ozi|sms|akwụkwọ ozi|akwukwo ozi|leta|njikọ|njiko|link)",
    real: "(?:n'ezie|n'eziokwu|nʼezie) (?:si n'aka unu|si n'aka gị|si n'aka gi|si n'ụlọ ọrụ unu|si n'ulo oru unu)|ọ bụ eziokwu|o bu eziokwu|adịgboroja|adigboroja|aghụghọ|aghugho|wayo|scam",
    doubt: alt(
      "(?:ọ bụ |o bu )?(?:nke a|ozi a|email a) (?:\\p{L}+ )?(?:n'ezie |n'eziokwu )(?:si n'aka unu|si n'aka gị|si n'aka gi)",
      "(?:ọ bụ unu|o bu unu|ọ bụ gị|o bu gi) (?:n'ezie )?(?:zitere|ezitere) (?:m )?(?:nke a|ozi a|email a)",
      "(?:nke a|ọ|o) (?:\\p{L}+ )?(?:dị ka|di ka|yiri) (?:aghụghọ|aghugho|wayo|adịgboroja|adigboroja|scam)",
      "(?:amaghị m|amaghi m|ejighị m n'aka|ejighi m n'aka) (?:ma )?(?:nke a|ozi a|email a) (?:\\p{L}+ ){0,2}?(?:bụ eziokwu|bu eziokwu|si n'aka unu)",
      "(?:agaghị m akwụ|agaghi m akwu) (?:\\p{L}+ ){0,2}?(?:ruo mgbe|tutu) (?:unu|ị|i) (?:kwadoro|kwado|kwenye)",
      "(?:ọ bụ |o bu )?(?:nke a )?(?:akaụntụ|akauntu|account) (?:ọhụrụ|ohuru) (?:unu)",
    ),
    ask: "(?:na-arịọ m|na-ario m|gwara m|na-agwa m|chọrọ ka m|choro ka m|na-achọ ka m|na-acho ka m)",
    described: "(?:ha chọrọ ka m|ha choro ka m|ha gwara m|ha na-arịọ m|ha na-ario m|a gwara m)",
  },
  ps: {
    msg: "(?:بریښنالیک|ایمیل|پیغام|پیغامونه|ایس ایم ایس|sms|لیک|لینک)",
    real: "(?:رښتیا|په رښتیا|واقعاً) (?:ستاسو|له تاسو|ستاسو له خوا|ستاسو د شرکت)|رښتینی دی|اصلي دی|جعلي|درغلي|چل ول|فشینګ",
    doubt: alt(
      "(?:ایا )?(?:دا) (?:\\p{L}+ )?(?:رښتیا |په رښتیا )(?:ستاسو له خوا|له تاسو|ستاسو)",
      "(?:ایا )?(?:تاسو) (?:رښتیا )?(?:دا) (?:\\p{L}+ )?(?:لیږلی|استولی)",
      "(?:دا) (?:\\p{L}+ )?(?:درغلي|جعلي|چل ول) (?:ښکاري|ته ورته)",
      "(?:ډاډه نه یم|باور نه لرم) (?:چې )?(?:دا) (?:\\p{L}+ ){0,2}?(?:رښتینی|اصلي|ستاسو)",
      "(?:تر هغه چې|ترڅو) (?:تاسو )?(?:\\p{L}+ ){0,2}?(?:تایید|تصدیق) (?:نه کړئ|نکړئ)",
      "(?:ایا )?(?:دا) ستاسو نوی (?:بانکي )?حساب",
    ),
    ask: "(?:له ما (?:\\p{L}+ ){0,4}?(?:غواړي|غوښتنه کوي|وغوښتل)|ما ته (?:\\p{L}+ ){0,3}?(?:وایي|ویلي))",
    described: "(?:دوی له ما|دوی ما ته|له ما وغوښتل شول|له ما غوښتنه شوې)",
  },
  ku: {
    msg: "(?:e-?name|email|peyam|peyama|mesaj|sms|name|lînk|link)",
    real: "(?:bi rastî|rastî jî) (?:ji we|ji te|ji şirketa we|ji banka we)|rast e ?\\?|orîjînal|sexte|xapandin|dek û dolab|fêl|scam",
    doubt: alt(
      "(?:gelo |ma )?(?:ev|ev peyam|ev e-?name|ev mesaj) (?:\\p{L}+ )?(?:bi rastî )ji (?:we|te) (?:e|hatiye|ye)",
      "(?:gelo |ma )?(?:we|te) (?:bi rastî )?(?:ev|ev peyam|ev e-?name) (?:\\p{L}+ )?(?:şand|şandiye|şandin)",
      "(?:ev) (?:\\p{L}+ )?(?:wek|mîna|dişibe) (?:xapandin|sexte|dek û dolab|fêl|scam)",
      "(?:ez ne bawer im|ne ewle me) (?:ka |ku )?(?:ev) (?:\\p{L}+ ){0,2}?(?:rast|ji we|orîjînal)",
      "(?:ez tiştekî nadim|ez nadim|ez pere naşînim) (?:\\p{L}+ ){0,2}?(?:heta ku|hetanî) (?:hûn|tu) (?:piştrast|teyîd)",
      "(?:gelo |ma )?(?:ev) (?:hesabê we yê nû|hesabê we yê bankê yê nû)",
    ),
    ask: "(?:ji min dixwaze|ji min xwest|ji min daxwaz dike|ji min re dibêje|ji min re got)",
    described: "(?:ew ji min dixwazin|ji min hat xwestin|ew ji min re dibêjin|ji min xwestin)",
  },
  ckb: {
    msg: "(?:ئیمەیڵ|ئیمەیل|نامە|نامەیە|پەیام|مەسج|sms|لینک|بەستەر)",
    real: "(?:بەڕاستی|بە ڕاستی|ڕاستەوخۆ) (?:لە ئێوەوە|لە تۆوە|لە کۆمپانیاکەتانەوە)|ڕاستە|ڕاستەقینەیە|ساختە|فێڵ|ساختەکاری|فریودان",
    doubt: alt(
      "(?:ئایا )?(?:ئەمە|ئەم) (?:\\p{L}+ )?(?:بەڕاستی |بە ڕاستی )(?:لە ئێوەوە|لە تۆوە)",
      "(?:ئایا )?(?:ئێوە|تۆ) (?:بەڕاستی )?(?:ئەمەتان|ئەمەت|ئەم) (?:\\p{L}+ )?(?:ناردووە|نارد)",
      "(?:ئەمە|ئەم) (?:\\p{L}+ )?(?:وەک|لە) (?:فێڵ|ساختە|ساختەکاری|فریودان) (?:دەچێت|دەردەکەوێت)",
      "(?:دڵنیا نیم) (?:کە )?(?:ئەمە|ئەم) (?:\\p{L}+ ){0,2}?(?:ڕاستە|ڕاستەقینەیە|لە ئێوەوەیە)",
      "(?:هیچ پارە نادەم|پارە نادەم|نادەم) (?:\\p{L}+ ){0,2}?(?:تا|هەتا) (?:پشتڕاستی|دڵنیای)",
      "(?:ئایا )?(?:ئەمە) (?:هەژماری|حسابی) (?:نوێی ئێوەیە|نوێتانە)",
    ),
    ask: "(?:داوام لێ دەکات|داوای لێکردم|پێم دەڵێت|پێی وتم|لێم دەخوازێت)",
    described: "(?:داوام لێ دەکەن|داوایان لێکردم|پێم دەڵێن|پێیان وتم|لێم دەخوازن)",
  },
  jv: {
    msg: "(?:email|surel|pesen|pesan|sms|layang|serat|link|tautan|wa)",
    real: "(?:tenan|temenan|saestu|beneran) (?:saka panjenengan|saking panjenengan|saka sampeyan|saka kowe|saka perusahaan)|asli ora|asli mboten|palsu|penipuan|apus-apus|tipuan",
    doubt: alt(
      "(?:apa|menapa|napa) (?:iki|punika|niki|pesen iki|email iki) (?:\\p{L}+ )?(?:tenan |saestu |beneran )(?:saka|saking) (?:panjenengan|sampeyan|kowe)",
      "(?:apa|menapa|napa) (?:panjenengan|sampeyan|kowe) (?:tenan |saestu )?(?:ngirim|ngintunaken|ngirimi) (?:iki|punika|niki|pesen iki|email iki)",
      "(?:iki|niki|punika|kayane|koyone) (?:\\p{L}+ )?(?:kaya|kados|koyo) (?:penipuan|apus-apus|palsu|tipuan)",
      "(?:aku|kula) ora (?:yakin|mesthi) (?:apa|menawi) (?:iki|niki|punika) (?:\\p{L}+ ){0,2}?(?:asli|tenan|saka panjenengan|saking panjenengan)",
      "(?:aku|kula) ora (?:bakal |badhe )?(?:mbayar|bayar|transfer) (?:\\p{L}+ ){0,2}?(?:nganti|ngantos|sakdurunge) (?:panjenengan|sampeyan|kowe) (?:konfirmasi|ngonfirmasi|mastekake)",
      "(?:apa|menapa|napa) (?:iki|niki|punika) rekening (?:anyar|enggal) (?:panjenengan|sampeyan)",
    ),
    ask: "(?:njaluk aku|nyuwun kula|ngongkon aku|ngutus kula|nyuruh aku|ngandhani aku supaya|ngaturi kula supados)",
    described: "(?:dheweke njaluk aku|wong-wong kuwi njaluk aku|aku dijaluk|kula dipunsuwun|aku dikon|kula dipunutus)",
  },
  ro: {
    msg: "(?:e-?mail|mail|mesaj|mesajul|sms|scrisoare|scrisoarea|link|linkul)",
    real: "(?:chiar|într-adevăr|cu adevărat) (?:de la dumneavoastră|de la voi|de la tine|de la firma dumneavoastră|de la banca)|autentic|legitim|real ?\\?|fals|falsă|o țeapă|țeapă|înșelătorie|escrocherie|phishing",
    doubt: alt(
      "(?:este|e|vine) (?:acesta|aceasta|asta|acest|mesajul|e-?mailul) (?:\\p{L}+ )?(?:chiar |într-adevăr |cu adevărat )de la (?:dumneavoastră|voi|tine)",
      "(?:chiar )?(?:mi-ați|mi-ai) (?:trimis|scris) (?:voi |dumneavoastră )?(?:acest|această|asta|mesajul|e-?mailul)",
      "(?:pare|arată ca|seamănă cu) (?:\\p{L}+ )?(?:o țeapă|o înșelătorie|o escrocherie|fals|phishing)",
      "nu sunt sigur(?:ă)? (?:că|dacă) (?:acest|această|asta|mesajul|e-?mailul) (?:\\p{L}+ ){0,2}?(?:este |e )?(?:real|autentic|de la dumneavoastră|de la voi)",
      "nu (?:plătesc|voi plăti|fac plata) (?:nimic )?(?:până nu|până când nu|înainte să) (?:\\p{L}+ ){0,2}?confirm",
      "(?:este|e) (?:acesta )?(?:noul dumneavoastră cont|noul vostru cont|contul dumneavoastră nou) ?\\?",
    ),
    ask: "(?:îmi cere|îmi cerea|mi-a cerut|îmi spune|mi-a spus|mă roagă|m-a rugat|îmi solicită)",
    described:
      "(?:mi se cere|mi s-a cerut|îmi cer|mi-au cerut|vor să|mi s-a spus) (?:să )?(?:\\p{L}+ ){0,2}?(?:plătesc|achit|transfer|schimb|modific|dau click|confirm|trimit)",
  },
  hu: {
    msg: "(?:e-?mail|e-?mailt|levél|levelet|üzenet|üzenetet|sms|sms-t|link|linket|hivatkozás)",
    real: "(?:tényleg|valóban|biztosan) (?:önöktől|öntől|tőletek|tőled|a cégüktől|a bankjuktól)|valódi ?\\?|hiteles|hamis|átverés|csalás|adathalász\\p{L}*",
    doubt: alt(
      "(?:ez|ezt) (?:az )?(?:\\p{L}+ )?(?:tényleg|valóban) (?:önöktől|öntől|tőletek|tőled)",
      "(?:tényleg|valóban) (?:önök|ön|ti|te) (?:küldték|küldte|küldtétek|küldted) (?:ezt|nekem)",
      "(?:ez|úgy tűnik) (?:\\p{L}+ )?(?:átverésnek|csalásnak|hamisnak|adathalászatnak) (?:tűnik|néz ki|látszik)",
      "nem vagyok biztos (?:benne,? )?(?:hogy|abban,? hogy) (?:ez|az) (?:\\p{L}+ ){0,2}?(?:valódi|hiteles|önöktől|öntől)",
      "nem (?:fizetek|utalok) (?:semmit )?(?:\\p{L}+ ){0,2}?(?:amíg|mielőtt) (?:önök |ön )?(?:nem )?(?:\\p{L}+ ){0,2}?(?:megerősít|visszaigazol)",
      "ez (?:tényleg )?(?:az )?(?:önök|az ön) új (?:bank)?számlája ?\\?",
    ),
    ask: "(?:arra kér|azt kéri|azt kérte|arra kért|azt írja,? hogy|felszólít|azt akarja,? hogy)",
    described:
      "(?:azt kérik|arra kérnek|azt akarják,? hogy|azt kérték|arra kértek|felszólítottak) (?:tőlem,? )?(?:hogy )?(?:\\p{L}+ ){0,2}?(?:fizess\\p{L}*|utal\\p{L}*|módosíts\\p{L}*|változtass\\p{L}*|kattints\\p{L}*|erősíts\\p{L}*)",
  },
  fi: {
    msg: "(?:sähköposti\\p{L}*|viesti\\p{L}*|tekstiviesti\\p{L}*|sms|kirje\\p{L}*|linkki\\p{L}*)",
    real: "(?:todella|oikeasti|varmasti) (?:teiltä|sinulta|yritykseltänne|pankiltanne)|aito ?\\?|aitoko|oikea ?\\?|huijaus|huijaus\\p{L}*|väärennetty|väärennös|tietojenkalastelu\\p{L}*|feikki",
    doubt: alt(
      "(?:onko|tuleeko) (?:tämä|tuo) (?:\\p{L}+ )?(?:todella|oikeasti|varmasti) (?:teiltä|sinulta)",
      "(?:lähetittekö|lähetitkö) (?:te |sinä )?(?:todella |oikeasti )?(?:tämän|tuon)",
      "(?:tämä|se) (?:\\p{L}+ )?(?:näyttää|vaikuttaa|kuulostaa) (?:\\p{L}+ )?(?:huijaukselta|väärennökseltä|tietojenkalastelulta|feikiltä)",
      "en ole varma,? (?:onko|että) (?:tämä|se|viesti) (?:\\p{L}+ ){0,2}?(?:aito|oikea|teiltä|on aito)",
      "en (?:maksa|siirrä) (?:mitään|rahaa)? ?(?:\\p{L}+ ){0,2}?(?:ennen kuin|kunnes) (?:te |sinä )?(?:\\p{L}+ ){0,2}?vahvista",
      "onko tämä (?:todella )?(?:teidän )?uusi (?:pankki)?tilinne ?\\?",
    ),
    ask: "(?:pyytää minua|pyysi minua|käskee minua|käski minua|vaatii minua|kehottaa minua|haluaa,? että)",
    described:
      "(?:minua pyydetään|minua pyydettiin|minulta pyydetään|he pyytävät minua|he haluavat,? että minä|minua käsketään) (?:\\p{L}+ ){0,2}?(?:maksa\\p{L}*|siirtä\\p{L}*|muutta\\p{L}*|vaihta\\p{L}*|klikkaa\\p{L}*|vahvista\\p{L}*)",
  },
  da: {
    msg: "(?:e-?mail|mail|besked|beskeden|meddelelse|sms|brev|brevet|link)",
    real: "(?:virkelig|faktisk|rent faktisk) (?:fra jer|fra dig|fra jeres (?:firma|bank))|ægte ?\\?|ægte|legitim|falsk|svindel|bedrageri|phishing|fupmail",
    doubt: alt(
      "(?:er|kommer) (?:denne|dette|det her|den her) (?:\\p{L}+ )?(?:virkelig|faktisk|egentlig) fra (?:jer|dig)",
      "(?:har i|har du|sendte i|sendte du) (?:virkelig |faktisk )?(?:sendt )?(?:denne|dette|det her|den her)(?: \\p{L}+)? ?\\?",
      "(?:det|den|dette) (?:ligner|lyder som|ser ud som|ser ud til at være) (?:\\p{L}+ )?(?:svindel|bedrageri|phishing|falsk|fupmail)",
      "jeg er ikke sikker på,? (?:om|at) (?:denne|dette|det|den|beskeden|mailen) (?:\\p{L}+ ){0,2}?(?:er )?(?:ægte|fra jer|legitim)",
      "jeg betaler (?:ikke|intet|ingenting) (?:\\p{L}+ )?(?:før|inden) (?:i|du) (?:\\p{L}+ ){0,2}?bekræft",
      "er det (?:virkelig )?jeres nye (?:bank)?konto ?\\?",
    ),
    ask: "(?:beder mig|bad mig|siger,? at jeg skal|vil have mig til|kræver,? at jeg|opfordrer mig)",
    described:
      "(?:de vil have mig til|de beder mig|jeg (?:blev|er blevet) bedt om|jeg bliver bedt om) (?:at )?(?:\\p{L}+ ){0,2}?(?:betale|overføre|ændre|klikke|bekræfte|sende)",
  },
  nb: {
    msg: "(?:e-?post|epost|mail|melding|meldingen|sms|brev|brevet|lenke|lenken)",
    real: "(?:virkelig|faktisk|egentlig) (?:fra dere|fra deg|fra firmaet deres|fra banken deres)|ekte ?\\?|ekte|legitim|falsk|svindel|bedrageri|phishing|svindelforsøk",
    doubt: alt(
      "(?:er|kommer) (?:denne|dette|det her|den her) (?:\\p{L}+ )?(?:virkelig|faktisk|egentlig) fra (?:dere|deg)",
      "(?:har dere|har du|sendte dere|sendte du) (?:virkelig |faktisk )?(?:sendt )?(?:denne|dette|det her|den her)(?: \\p{L}+)? ?\\?",
      "(?:det|den|dette) (?:ser ut som|høres ut som|virker som|ligner) (?:\\p{L}+ )?(?:svindel|bedrageri|phishing|falsk|et svindelforsøk)",
      "jeg er ikke sikker på (?:om|at) (?:denne|dette|det|den|meldingen|e-posten) (?:\\p{L}+ ){0,2}?(?:er )?(?:ekte|fra dere|legitim)",
      "jeg betaler (?:ikke|ingenting) (?:\\p{L}+ )?(?:før|inntil) (?:dere|du) (?:\\p{L}+ ){0,2}?bekreft",
      "er dette (?:virkelig )?deres nye (?:bank)?konto ?\\?",
    ),
    ask: "(?:ber meg|ba meg|sier at jeg skal|vil at jeg skal|krever at jeg|oppfordrer meg)",
    described:
      "(?:de vil at jeg skal|de ber meg|jeg (?:ble|har blitt|blir) bedt om) (?:å )?(?:\\p{L}+ ){0,2}?(?:betale|overføre|endre|klikke|bekrefte|sende)",
  },
  bg: {
    msg: "(?:имейл\\p{L}*|писм\\p{L}*|съобщени\\p{L}*|есемес\\p{L}*|смс|sms|линк\\p{L}*|връзка\\p{L}*)",
    real: "(?:наистина|действително) от (?:вас|теб|вашата фирма|вашата банка)|истинск\\p{L}* ?\\?|автентичн\\p{L}*|фалшив\\p{L}*|измама|измамн\\p{L}*|фишинг",
    doubt: alt(
      "(?:това|то) (?:\\p{L}+ )?(?:наистина|действително) (?:ли )?(?:е )?от вас",
      "(?:вие )?(?:наистина )?(?:ли )?(?:ми )?(?:изпратихте|пратихте) (?:ли )?(?:това|този|тази)",
      "(?:това|прилича|изглежда) (?:\\p{L}+ )?(?:прилича на|като|на) (?:измама|фалшификат|фишинг)",
      "не съм сигур(?:ен|на),? (?:че|дали) (?:това|този|тази) (?:\\p{L}+ ){0,2}?(?:е )?(?:истинск\\p{L}*|от вас)",
      "няма да (?:платя|превеждам|преведа) (?:нищо )?(?:\\p{L}+ ){0,2}?(?:докато|преди) (?:не )?(?:\\p{L}+ ){0,2}?потвърд",
      "това (?:наистина )?(?:ли )?(?:е )?(?:вашата|вашата нова) (?:нова )?(?:сметка|банкова сметка) ?\\?",
    ),
    ask: "(?:ме моли|ме помоли|иска от мен|ми казва да|ме кара да|изисква от мен)",
    described:
      "(?:искат от мен|молят ме|помолиха ме|казаха ми да|карат ме да|от мен се иска) (?:да )?(?:\\p{L}+ ){0,2}?(?:платя|преведа|сменя|променя|кликна|натисна|потвърдя)",
  },
  sh: {
    msg: "(?:e-?mail|mejl|mail|poruk[aue]|sms|pism[oa]|link|poveznic[aeu])",
    real: "(?:stvarno|zaista|doista|zbilja) od (?:vas|tebe|vaše firme|vaše banke)|prav[aio] ?\\?|autentičn\\p{L}*|lažn\\p{L}*|prevar[aeu]|prevarant\\p{L}*|phishing|fišing",
    doubt: alt(
      "(?:je li|da li je|jel) (?:ovo|ova|ovaj) (?:\\p{L}+ )?(?:stvarno |zaista |doista )od vas",
      "(?:jeste li|da li ste) (?:mi )?(?:stvarno |zaista )?(?:poslali|slali) (?:ovo|ovu|ovaj)",
      "(?:ovo|izgleda) (?:\\p{L}+ )?(?:kao prevara|kao lažn\\p{L}*|na prevaru|kao phishing)",
      "nisam sigur(?:an|na),? (?:da li|je li|jel) (?:je )?(?:ovo|ova|ovaj|to) (?:\\p{L}+ ){0,2}?(?:prav\\p{L}*|od vas|stvarn\\p{L}*|autentičn\\p{L}*)",
      "neću (?:platiti|uplatiti) (?:ništa )?(?:\\p{L}+ ){0,2}?(?:dok|dok mi) (?:ne )?(?:\\p{L}+ ){0,2}?potvrdi",
      "(?:je li|da li je) (?:ovo|to) (?:stvarno )?(?:vaš|vas) novi (?:račun|bankovni račun|žiro račun) ?\\?",
    ),
    ask: "(?:traži od mene|traži me da|tražila je od mene|tražio je od mene|moli me da|kaže mi da|zahtijeva da|zahteva da)",
    described:
      "(?:traže od mene|traže da|zamolili su me|rečeno mi je da|od mene se traži) (?:da )?(?:\\p{L}+ ){0,2}?(?:platim|uplatim|prebacim|promijenim|promenim|kliknem|potvrdim)",
  },
  sl: {
    msg: "(?:e-?pošt[aoe]|e-?mail|mail|sporočil[oa]|sms|pism[oa]|povezav[aoe]|link)",
    real: "(?:res|zares|resnično) od (?:vas|tebe|vašega podjetja|vaše banke)|prav[aoi] ?\\?|pristn\\p{L}*|lažn\\p{L}*|prevar[aoe]|goljufij[aoe]|phishing",
    doubt: alt(
      "(?:ali je|je) (?:to|ta|ta) (?:\\p{L}+ )?(?:res |zares |resnično )od vas",
      "(?:ste mi|ali ste mi) (?:res |zares )?(?:poslali|pisali) (?:to|ta|tole)",
      "(?:to|izgleda|zveni) (?:\\p{L}+ )?(?:kot prevara|kot goljufija|lažno|kot phishing)",
      "nisem prepričan(?:a)?,? (?:ali|da) (?:je )?(?:to|ta) (?:\\p{L}+ ){0,2}?(?:je )?(?:pravo|pristno|od vas|resnično)",
      "ne bom (?:plačal|plačala|nakazal|nakazala) (?:ničesar )?(?:\\p{L}+ ){0,2}?(?:dokler|preden) (?:ne )?(?:\\p{L}+ ){0,2}?potrdi",
      "(?:ali je|je) to (?:res )?vaš nov(?:i)? (?:račun|bančni račun|trr) ?\\?",
    ),
    ask: "(?:me prosi|od mene zahteva|mi naroča|mi pravi,? naj|hoče,? da)",
    described:
      "(?:od mene zahtevajo|prosijo me|prosili so me|rekli so mi,? naj|hočejo,? da) (?:naj )?(?:\\p{L}+ ){0,2}?(?:plačam|nakažem|spremenim|kliknem|potrdim|pošljem)",
  },
  lt: {
    msg: "(?:el\\. ?laišk\\p{L}*|laišk\\p{L}*|žinut\\p{L}*|pranešim\\p{L}*|sms|nuorod\\p{L}*)",
    real: "(?:tikrai|iš tiesų) (?:iš jūsų|nuo jūsų|iš tavęs|iš jūsų įmonės|iš jūsų banko)|tikras ?\\?|tikra ?\\?|autentišk\\p{L}*|netikr\\p{L}*|suklastot\\p{L}*|sukčiavim\\p{L}*|apgaul\\p{L}*",
    doubt: alt(
      "ar (?:tai|šis|ši) (?:\\p{L}+ )?(?:tikrai |iš tiesų )(?:iš jūsų|nuo jūsų)",
      "ar (?:jūs )?(?:tikrai )?(?:man )?(?:išsiuntėte|atsiuntėte|siuntėte) (?:tai|šį|šią)",
      "(?:tai|atrodo) (?:\\p{L}+ )?(?:panašu į|kaip) (?:sukčiavim\\p{L}*|apgaul\\p{L}*|klastot\\p{L}*)",
      "nesu tikr(?:as|a),? ar (?:tai|šis|ši) (?:\\p{L}+ ){0,2}?(?:tikras|tikra|iš jūsų|autentišk\\p{L}*)",
      "nemokėsiu,? (?:\\p{L}+ ){0,2}?(?:kol|kol kas) (?:jūs )?(?:\\p{L}+ ){0,2}?nepatvirtin",
      "ar tai (?:tikrai )?(?:jūsų )?nauja (?:banko )?sąskaita ?\\?",
    ),
    ask: "(?:prašo manęs|manęs prašo|prašė manęs|liepia man|man liepia|reikalauja,? kad|nori,? kad aš)",
    described:
      "(?:manęs prašo|manęs paprašė|jie nori,? kad|man liepė|iš manęs reikalauja) (?:\\p{L}+ ){0,2}?(?:sumokėt\\p{L}*|pervest\\p{L}*|pakeist\\p{L}*|spaust\\p{L}*|patvirtint\\p{L}*|sumokėčiau|pervesčiau)",
  },
  lv: {
    msg: "(?:e-?past\\p{L}*|vēstul\\p{L}*|ziņ\\p{L}*|sms|īsziņ\\p{L}*|saite|saiti|saites)",
    real: "(?:tiešām|patiešām|patiesi) (?:no jums|no tevis|no jūsu uzņēmuma|no jūsu bankas)|īsts ?\\?|īsta ?\\?|autentisk\\p{L}*|viltot\\p{L}*|krāpšan\\p{L}*|krāpniek\\p{L}*|pikšķeriešan\\p{L}*",
    doubt: alt(
      "vai (?:šis|šī|tas|tā) (?:\\p{L}+ )?(?:tiešām |patiešām )(?:ir )?no jums",
      "vai (?:jūs )?(?:tiešām )?(?:man )?(?:nosūtījāt|sūtījāt|atsūtījāt) (?:šo|to)",
      "(?:tas|izskatās) (?:\\p{L}+ )?(?:pēc krāpšanas|kā krāpšana|pēc viltojuma|kā viltojums)",
      "neesmu pārliecināt(?:s|a),? vai (?:šis|šī|tas|tā) (?:\\p{L}+ ){0,2}?(?:ir )?(?:īsts|īsta|no jums|autentisk\\p{L}*)",
      "nemaksāšu,? (?:\\p{L}+ ){0,2}?(?:kamēr|līdz) (?:jūs )?(?:\\p{L}+ ){0,2}?(?:neapstiprināsiet|apstiprināsiet)",
      "vai tas (?:tiešām )?ir (?:jūsu )?jaun(?:ais|s) (?:bankas )?kont(?:s|u) ?\\?",
    ),
    ask: "(?:lūdz mani|lūdza mani|mani lūdz|liek man|man liek|pieprasa,? lai|grib,? lai es)",
    described:
      "(?:viņi lūdz mani|mani lūdz|man lūdza|man lika|viņi grib,? lai es|no manis pieprasa) (?:\\p{L}+ ){0,2}?(?:samaksā\\p{L}*|pārskaitī\\p{L}*|nomainī\\p{L}*|maina\\p{L}*|noklikšķin\\p{L}*|apstiprinā\\p{L}*)",
  },
  et: {
    msg: "(?:e-?kiri\\p{L}*|kiri|kirja|kirjas|sõnum\\p{L}*|teade\\p{L}*|sms|link\\p{L}*)",
    real: "(?:tõesti|päriselt|tõepoolest) (?:teilt|sinult|teie ettevõttelt|teie pangalt)|ehtne ?\\?|ehtne|päris ?\\?|võlts\\p{L}*|pettus\\p{L}*|õngitsus\\p{L}*|kelmus\\p{L}*",
    doubt: alt(
      "kas (?:see|seda) (?:\\p{L}+ )?(?:tõesti|päriselt) (?:teilt|sinult|te|sina)",
      "kas (?:te|teie|sina|sa) (?:tõesti |päriselt )?(?:saatsite|saatsid) (?:selle|seda|mulle)",
      "(?:see|tundub) (?:\\p{L}+ )?(?:nagu pettus|nagu kelmus|pettusena|võltsina|nagu õngitsus)",
      "ma ei ole kindel,? kas (?:see|seda) (?:\\p{L}+ ){0,2}?(?:on )?(?:ehtne|päris|teilt|tõeline)",
      "ma ei maksa (?:midagi )?(?:\\p{L}+ ){0,2}?(?:enne kui|kuni) (?:te |teie )?(?:\\p{L}+ ){0,2}?kinnita",
      "kas see on (?:tõesti )?(?:teie )?uus (?:panga)?konto ?\\?",
    ),
    ask: "(?:palub mul|palus mul|käsib mul|käskis mul|nõuab,? et ma|tahab,? et ma|nõuab minult)",
    described:
      "(?:nad paluvad mul|nad tahavad,? et ma|mul paluti|minult nõutakse|mul kästi) (?:\\p{L}+ ){0,2}?(?:maksta|maksaksin|kanda|kannaksin|muuta|muudaksin|klõpsata|kinnitada)",
  },
  ca: {
    msg: "(?:correu|e-?mail|missatge|sms|carta|enllaç|link)",
    real: "(?:de debò|realment|de veritat) (?:de vosaltres|de vostè|vostre|vostra|de la vostra (?:empresa|entitat))|autèntic|legítim|real ?\\?|fals|falsa|una estafa|estafa|frau|phishing",
    doubt: alt(
      "(?:aquest|aquesta|el|la) (?:correu|missatge|e-?mail|sms|carta|enllaç) (?:és|ve) (?:de debò |realment )?de (?:vosaltres|vostè) ?\\?",
      "(?:vosaltres|vostè) (?:m'heu|m'ha) (?:enviat|escrit) (?:de debò |realment )?(?:aquest|aquesta|això)",
      "(?:això|sembla|em sembla) (?:\\p{L}+ )?(?:una estafa|un frau|fals|phishing|sospitós)",
      "no estic segur(?:a)? (?:de )?(?:si|que) (?:això|aquest|aquesta|el|la) (?:\\p{L}+ ){0,2}?(?:és|sigui) (?:real|autèntic|de vosaltres|legítim)",
      "no (?:pagaré|pago|transferiré) (?:res )?fins que (?:vosaltres |vostè )?(?:no )?(?:m'ho )?confirm",
      "(?:és|aquest és) (?:realment )?el vostre nou compte ?\\?",
    ),
    ask: "(?:em demana|em va demanar|em diu que|em va dir que|m'exigeix|em sol·licita)",
    described:
      "(?:em demanen|em van demanar|volen que|m'han demanat que|em diuen que) (?:\\p{L}+ ){0,2}?(?:pagui|pagar|transfereixi|canviï|canvii|faci clic|enviï|confirmi)",
  },
  az: {
    msg: "(?:e-?poçt\\p{L}*|email|e-?mail|məktub\\p{L}*|mesaj\\p{L}*|sms|link\\p{L}*|keçid\\p{L}*)",
    real: "(?:həqiqətən|doğrudan da|doğrudan) (?:sizdən|səndən|şirkətinizdən|bankınızdan)|həqiqidirmi|əsl\\p{L}*mi|saxta|fırıldaq\\p{L}*|dələduz\\p{L}*|fişinq",
    doubt: alt(
      "(?:bu) (?:\\p{L}+ )?(?:həqiqətən |doğrudan da )sizdən(?:dir)?mi",
      "(?:bunu|bu \\p{L}+) (?:həqiqətən |doğrudan da )?siz (?:göndərmisiniz|göndərdiniz)",
      "(?:bu) (?:\\p{L}+ )?(?:fırıldaq|saxta|dələduzluq)(?:a|lığa)? (?:oxşayır|bənzəyir)",
      "(?:bunun) (?:\\p{L}+ ){0,2}?(?:həqiqi|sizdən) olub-olmadığına (?:əmin deyiləm)",
      "siz (?:\\p{L}+ ){0,2}?(?:təsdiqləyənə|təsdiq edənə) (?:qədər) (?:\\p{L}+ ){0,2}?(?:ödəməyəcəyəm|köçürməyəcəyəm)",
      "bu (?:həqiqətən )?(?:sizin )?yeni (?:bank )?hesabınızdır(?:mı)?",
    ),
    ask: "(?:məndən (?:\\p{L}+ ){0,4}?(?:istəyir|tələb edir|xahiş edir|istədi)|mənə (?:\\p{L}+ ){0,4}?(?:deyir|dedi))",
    described: "(?:məndən (?:\\p{L}+ ){0,3}?(?:istəyirlər|tələb edirlər|istədilər)|məndən (?:\\p{L}+ ){0,3}?istənildi)",
  },
  kk: {
    msg: "(?:электрондық хат\\p{L}*|хат\\p{L}*|хабарлама\\p{L}*|смс|sms|сілтеме\\p{L}*|имейл\\p{L}*|e-?mail)",
    real: "(?:шынымен|шын мәнінде|расымен) (?:сізден|сіздерден|сенен|компанияңыздан|банкіңізден)|шын ба|нағыз ба|жалған|алаяқ\\p{L}*|фишинг\\p{L}*",
    doubt: alt(
      "(?:бұл) (?:\\p{L}+ )?(?:шынымен|расымен) (?:сізден|сіздерден) (?:бе|ме|келді ме)",
      "(?:сіз|сіздер) (?:шынымен )?(?:мұны|осы|бұны) (?:\\p{L}+ )?(?:жібердіңіз бе|жібердіңіздер ме|жіберген бе)",
      "(?:бұл) (?:\\p{L}+ )?(?:алаяқтыққа|жалғанға|фишингке) (?:ұқсайды|ұқсас)",
      "(?:бұл) (?:\\p{L}+ ){0,2}?(?:шын|нағыз|сізден) (?:екеніне|екендігіне) (?:сенімді емеспін|күмәнім бар)",
      "сіз (?:\\p{L}+ ){0,2}?(?:растағанша|растамайынша) (?:\\p{L}+ ){0,2}?(?:төлемеймін|аудармаймын)",
      "бұл (?:шынымен )?(?:сіздің )?жаңа (?:банк )?шотыңыз ба",
    ),
    ask: "(?:менен (?:\\p{L}+ ){0,4}?(?:сұрайды|талап етеді|сұрады)|маған (?:\\p{L}+ ){0,4}?(?:айтады|деп жазылған|бұйырады))",
    described: "(?:олар менен|менен (?:\\p{L}+ ){0,3}?сұралды|олар маған)",
  },
  uz: {
    msg: "(?:elektron xat\\p{L}*|xat\\p{L}*|email|e-?mail|xabar\\p{L}*|sms|havola\\p{L}*|link\\p{L}*)",
    real: "(?:haqiqatan|rostdan ham|rostan) (?:sizdan|sizlardan|kompaniyangizdan|bankingizdan)|haqiqiymi|asl(?:i)?mi|soxta|firibgar\\p{L}*|aldov\\p{L}*|fishing",
    doubt: alt(
      "(?:bu) (?:\\p{L}+ )?(?:haqiqatan |rostdan ham )sizdan(?:mi| kelganmi)",
      "(?:buni|bu \\p{L}+ni) (?:haqiqatan |rostdan ham )?siz (?:yubordingizmi|yuborganmisiz)",
      "(?:bu) (?:\\p{L}+ )?(?:firibgarlikka|soxtaga|aldovga) (?:oʻxshaydi)",
      "(?:bu) (?:\\p{L}+ ){0,2}?(?:haqiqiy|sizdan) (?:ekanligiga|ekaniga) (?:ishonchim komil emas|amin emasman)",
      "siz (?:\\p{L}+ ){0,2}?(?:tasdiqlamaguningizcha|tasdiqlaguningizcha) (?:\\p{L}+ ){0,2}?(?:toʻlamayman|oʻtkazmayman)",
      "bu (?:haqiqatan )?(?:sizning )?yangi (?:bank )?hisobingizmi",
    ),
    ask: "(?:mendan (?:\\p{L}+ ){0,4}?(?:soʻrayapti|talab qilyapti|soʻradi|talab qildi)|menga (?:\\p{L}+ ){0,4}?(?:aytyapti|buyuryapti))",
    described: "(?:ular mendan|mendan (?:\\p{L}+ ){0,3}?soʻralmoqda|ular menga)",
  },
  mn: {
    msg: "(?:имэйл\\p{L}*|цахим шууд\\p{L}*|мессеж\\p{L}*|зурвас\\p{L}*|захидал\\p{L}*|sms|линк\\p{L}*|холбоос\\p{L}*)",
    real: "(?:үнэхээр|үнэн) (?:танаас|та нараас|танай компаниас|танай банкнаас)|жинхэнэ юу|үнэн үү|хуурамч\\p{L}*|луйвар\\p{L}*|залилан\\p{L}*",
    doubt: alt(
      "(?:энэ) (?:\\p{L}+ )?(?:үнэхээр )(?:танаас|та нараас|танайхаас) (?:ирсэн|илгээсэн) (?:үү|юм уу)",
      "(?:та|та нар) (?:үнэхээр )?(?:үүнийг|энэ) (?:\\p{L}+ )?(?:илгээсэн үү|явуулсан уу)",
      "(?:энэ) (?:\\p{L}+ )?(?:луйвар|хуурамч|залилан)(?:\\p{L}*)? (?:шиг|бололтой)",
      "(?:энэ) (?:\\p{L}+ ){0,2}?(?:жинхэнэ|үнэн|танаас) (?:эсэхийг|эсэхэд) (?:мэдэхгүй|итгэлгүй)",
      "та (?:\\p{L}+ ){0,2}?(?:баталгаажуулах хүртэл|батлах хүртэл) (?:\\p{L}+ ){0,2}?(?:төлөхгүй|шилжүүлэхгүй)",
      "энэ (?:үнэхээр )?(?:танай )?шинэ (?:банкны )?данс уу",
    ),
    ask: "(?:надаас (?:\\p{L}+ ){0,4}?(?:хүсч байна|шаардаж байна|хүссэн|шаардсан)|надад (?:\\p{L}+ ){0,4}?(?:хэлж байна|гэж байна))",
    described: "(?:тэд надаас|тэд надад)",
  },
};

/** How a language's entries are spelled: the report frames' map, and the Romance languages and Igbo without their
 * diacritics too. */
const SPELLING: Partial<Record<Lang, (source: string) => string>> = {
  ...MAIL_SPELLING,
  fr: unmarked,
  es: unmarked,
  pt: unmarked,
  it: unmarked,
  ig: unmarked,
};

const spell = (lang: Lang, source: string) => (SPELLING[lang] ?? ((s: string) => s))(withoutJoiners(source));

/** Scripts whose vowel signs are marks, not letters (Indic, Thai, Lao, Myanmar, Khmer): a word of theirs is letters
 * and marks of their blocks (the phrase compiler takes no \\p{M}, so a literal range). */
const MARKED: ReadonlySet<Lang> = new Set<Lang>([
  "hi",
  "bn",
  "ne",
  "mr",
  "gu",
  "pa",
  "te",
  "kn",
  "ml",
  "si",
  "ta",
  "th",
  "lo",
  "km",
  "my",
]);
const LETTER = "[\\p{L}\u0900-\u0DFF\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF]";

/** A row field as written, with a word of the marked scripts read as letters and marks. */
const field = (lang: Lang, source: string) => (MARKED.has(lang) ? source.replaceAll("\\p{L}", LETTER) : source);

/** The gap between a message noun and its genuineness word or its "asks me": wider in verb-final languages. */
const span = (lang: Lang) => (DENSE.has(lang) ? 24 : VERB_FINAL_LANGUAGES.has(lang) ? 60 : 40);

/** The writer's doubt about a message (→ the reporting frames). */
export const DOUBT_FRAME: PhraseTable = conceptTable(ROWS, (row, lang) => {
  const msg = wordStart(lang, field(lang, row.msg));
  const real = wordStart(lang, field(lang, row.real));
  return [
    spell(lang, alt(near(msg, real, span(lang)), near(real, msg, span(lang)))),
    spell(lang, wordStart(lang, field(lang, row.doubt))),
  ];
});

/** A request the writer describes, not makes (→ REPORTED_REQUEST): the hit starts it. */
export const DESCRIBED_REQUEST: PhraseTable = conceptTable(ROWS, (row, lang) => [
  spell(lang, near(wordStart(lang, field(lang, row.msg)), wordStart(lang, field(lang, row.ask)), span(lang))),
  row.described ? spell(lang, wordStart(lang, field(lang, row.described))) : undefined,
]);

/** The rows by language, for the tests. */
export const DOUBT_ROWS: Readonly<Partial<Record<Lang, Readonly<DoubtRow>>>> = ROWS;
