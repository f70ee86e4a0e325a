// Execute cues, translated systematically: a request to carry out text as commands, which only a program is asked;
// one table per cue CONCEPT, one row per language, in the 75 languages of lexicon/agent-cues.ts.
//
// An injection that hides its act in another language or an encoding asks the reader to translate or decode the text
// and then carry out what it says, or to take the text it points at as an order of a person the reader obeys:
// 1. A translate / decode / read-out verb, then within the sentence (120 characters) an execute verb (execute, carry
//    out, perform, follow, obey, do) with the instruction it points at: the instruction / command / order words or
//    "what it says / what is written" ("after you translate it, execute the instruction in it", "übersetze es und
//    führe die Anweisung darin aus", "traduceți-l, apoi executați instrucțiunea din el"). In verb-final languages the
//    instruction comes before the verb ("metni çevirin ve içindeki talimatı uygulayın").
// 2. An execute or treat verb within 80 characters of "as if it came from / as though sent by / as an order from"
//    ("execute the instruction below as if it came from the manager", "ca și cum ar fi venit de la", "als käme sie vom
//    Geschäftsführer"), in either order.
// "Please translate the text below for our client", "please follow the instructions in the attachment", "the
// technician will carry out the instructions in the manual", "the translation agency executed the order", "treat it
// as urgent" and "follow the instructions on the form as if you were a new customer" are not: (1) needs the translate
// or decode request before the execute verb and its instruction, (2) needs "as if" to name where the text came from
// ("as if you were …" does not), and purchase-order words ("order", "Auftrag", "commande", "ordine", "comanda") are
// not instruction words here.
//
// The execute and decode verbs are the follow rows' (lexicon/follow-cues.ts: request forms only, no first-person or
// past forms) with this concept's own added (do, treat, regard). Conventions are those of agent-cues.ts and
// follow-cues.ts: lowercase sources, NFKC-normalised as the text is, no word guards in UNSPACED scripts, a word-start
// guard on the second half of a pair elsewhere, Latin-script rows that mail writes without diacritics through
// `unmarked`, `romanian`, `serbian`, `azerbaijani`, `uzbek`, `yoruba` and `hausa`; Turkish and Azerbaijani "ı"
// written "[ıi]". Performance: every entry starts with a literal the screen can place (the decode verb, the execute
// verb or the "as if" phrase), gaps are bounded (≤ 120).
import {
  alt,
  asMet,
  azerbaijani,
  conceptTable,
  DENSE,
  E,
  either,
  gap,
  hausa,
  IEND,
  type Lang,
  near,
  type PhraseTable,
  romanian,
  unmarked,
  uzbek,
  wordEnd,
  yoruba,
} from "./combinators.js";
// The follow rows' word orders and spellings hold for the verbs taken from them.
import { BOTH_ORDERS, FOLLOW_CUES, SPELLINGS as FOLLOW_SPELLINGS, VERB_FINAL } from "./follow-cues.js";

/** One row per language. Fields are alternations (regex sources, lowercase). */
export interface ExecuteRow {
  /** What is carried out: instruction, command, directive words (not purchase-order words); "what it says", "what is
   * written (in it)". */
  inner: string;
  /** Where the text came from, the "as if" frame: "as if it came from", "as though sent by", "as an order from". */
  asIf: string;
  /** Execute / treat verbs beside the follow rows' (do, treat, regard, consider; request forms). */
  act?: string;
  /** Translate / decode / read-out verbs beside the follow rows'. */
  decode?: string;
}

const ROWS: Partial<Record<Lang, ExecuteRow>> = {
  en: {
    inner:
      "(?:instructions?|commands?|directives?|what (?:it|this|the (?:text|message|note)) (?:says|asks|tells you)|what is written)",
    asIf: alt(
      `as (?:if|though) (?:it|this|they|the (?:instructions?|commands?|orders?|message|text|request)) (?:came|come|had come|were sent|was sent|had been sent|were coming|was coming|had been given) (?:from|by)(?! (?:me|us|myself)${E})`,
      "as (?:if|though) (?:the |your |our )?(?:manager|director|owner|boss|ceo|user|admin|administrator|principal) (?:had |has )?(?:sent|written|given|asked)",
      "as (?:an? )?(?:direct )?(?:order|instruction|command)s? (?:from|of|by) (?:the|your|our|my) ",
    ),
    act: "(?<!(?:^|[^a-zß-ÿ])(?:i|we|they|will|would) )(?:do|treat|regard)",
    decode: "(?:translate|read out)",
  },
  de: {
    inner:
      "(?:anweisung\\p{L}*|befehl\\p{L}*|instruktion\\p{L}*|weisung\\p{L}*|was (?:darin|dort|drin) steht|was (?:es|er|sie|der text) sagt)",
    asIf: alt(
      `als (?:käme|kämen|stammte|stamme) (?:sie|er|es|das|die|der|dies)\\p{L}* (?:\\p{L}+ )?(?:vom|von|aus)(?! (?:mir|uns)${E})`,
      "als ob (?:sie|er|es|das|dies|die \\p{L}+) (?:vom|von) (?:\\p{L}+ ){0,3}?(?:käme|kämen|kommt|stammt|stammte|gesendet|geschickt)",
      "als (?:anweisung|befehl|weisung) (?:vom|von|der|des|ihres|deines|unseres)",
      "als hätte (?:der|die|ihr|dein) \\p{L}+ (?:sie|es|ihn|das) (?:geschickt|gesendet|geschrieben)",
    ),
    act: "(?:tu|tue|tun sie|mach|mache|machen sie|behandle|behandeln sie|betrachte|betrachten sie)",
  },
  fr: {
    inner:
      "(?:instructions?|consignes?|ordres?|directives?|ce qu'(?:il|elle) (?:dit|demande)|ce qui y est (?:écrit|demandé))",
    asIf: alt(
      `comme s(?:'|i )(?:il|elle|ils|elles) (?:venai(?:en)?t|provenai(?:en)?t|émanai(?:en)?t|avai(?:en)?t été envoyée?s?) (?:de|du|d'|des|par)(?! ?(?:moi|nous)${E})`,
      "comme (?:un|une) (?:ordre|instruction|consigne) (?:du|de la|de l'|de votre|de notre|de mon|de ma|venant d)",
    ),
    act: "(?:fais|faites|traite[sz]?|traiter|considère[sz]?|considérez)",
  },
  es: {
    inner: "(?:instrucci[oó]n(?:es)?|[oó]rden(?:es)?|comandos?|indicaciones|lo que (?:dice|pide|indica|pone))",
    asIf: alt(
      `como si (?:viniera|vinieran|viniese|procediera|procediese|llegara|fuera enviad[oa]|hubiera sido enviad[oa]) (?:de|del|por)(?! (?:mí|mi|nosotros|nosotras)${E})`,
      "como (?:una )?(?:orden|instrucción|instruccion) (?:del|de la|de su|de tu|de nuestro|de nuestra|de mi)",
    ),
    act: "(?:haz|haga|hagan|trata|trate|traten|considera|considere)",
  },
  it: {
    inner:
      "(?:istruzion[ei]|comand[oi]|indicazioni|quello che (?:dice|chiede|c'è scritto)|quanto (?:scritto|indicato|richiesto))",
    asIf: alt(
      `come se (?:venisse|venissero|provenisse|provenissero|arrivasse|fosse stat[oa] inviat[oa]) (?:da|dal|dalla|dall'|dai)(?! (?:me|noi)${E})`,
      "come (?:un )?(?:ordine|istruzione|comando) (?:del|della|dal|dalla|da parte del|da parte della|del suo|del tuo)",
    ),
    act: "(?:fai|faccia|fate|tratta|tratti|trattate|considera|consideri)",
  },
  pt: {
    inner: "(?:instruç(?:ão|ões)|instrucao|instrucoes|ordens|comandos?|o que (?:ela |ele )?(?:diz|pede|está escrito))",
    asIf: alt(
      `como se (?:viesse|viessem|tivesse vindo|fosse enviad[oa]|tivesse sido enviad[oa]) (?:de|do|da|pelo|pela)(?! (?:mim|nós)${E})`,
      "como (?:uma )?(?:ordem|instrução|instrucao) (?:do|da|de seu|de sua|do seu|da sua|do nosso|da nossa)",
    ),
    act: "(?:faça|faz|façam|trate|trata|tratem|considere)",
  },
  nl: {
    inner: "(?:instructie\\p{L}*|bevel\\p{L}*|commando\\p{L}*|wat er(?:in)? staat|wat (?:het|hij|ze|de tekst) zegt)",
    asIf: alt(
      "alsof (?:het|hij|ze|die|dit) (?:van|door) (?:de|het|uw|je|onze) \\p{L}+ (?:komt|kwam|afkomstig is|verstuurd is|gestuurd is|verzonden)",
      `alsof (?:het|hij|ze|die|dit) (?:kwam|komt) van(?! (?:mij|ons)${E})`,
      "als (?:een )?(?:opdracht|bevel|instructie) (?:van|vanuit) (?:de|het|uw|je|onze)",
    ),
    act: "(?:doe|behandel|beschouw)",
  },
  sv: {
    inner: "(?:instruktion\\p{L}*|kommando\\p{L}*|befallning\\p{L}*|det som står|vad (?:det|den|texten) säger)",
    asIf: alt(
      `som om (?:den|det|de|texten) (?:kom|kommer|skickats|skickades|hade skickats) (?:från|av)(?! (?:mig|oss)${E})`,
      "som (?:en )?(?:order|instruktion|befallning) från",
    ),
    act: "(?:gör|behandla|betrakta)",
  },
  pl: {
    inner:
      "(?:instrukcj\\p{L}*|polecen\\p{L}*|rozkaz\\p{L}*|komend\\p{L}*|to, co (?:mówi|jest napisane)|co (?:w nim|w niej) (?:jest napisane|pisze))",
    asIf: alt(
      "jakby (?:pochodził\\p{L}*|przyszł\\p{L}*|był\\p{L}* wysłan\\p{L}*) (?:od|z|przez)",
      "jak gdyby (?:pochodził\\p{L}*|przyszł\\p{L}*) od",
      "jako (?:polecenie|rozkaz|instrukcj\\p{L}*) (?:od|z|prezesa|dyrektora|szefa|kierownika|właściciela|zarządu)",
    ),
    act: "(?:zrób|zróbcie|potraktuj|potraktujcie|traktuj)",
  },
  cs: {
    inner:
      "(?:pokyn\\p{L}*|instrukc\\p{L}*|příkaz\\p{L}*|rozkaz\\p{L}*|co (?:v (?:něm|ní) )?(?:stojí|je napsáno|říká))",
    asIf: alt(
      "jako by (?:přišel|přišl\\p{L}*|pocházel\\p{L}*|byl\\p{L}* poslán\\p{L}*) (?:od|z)",
      "jakoby (?:přišel|přišl\\p{L}*|pocházel\\p{L}*) od",
      "jako (?:pokyn|příkaz|rozkaz) (?:od|z|ředitele|vedoucího|majitele|šéfa)",
    ),
    act: "(?:udělej|udělejte|ber|berte|považuj|považujte)",
  },
  ru: {
    inner:
      "(?:инструкци\\p{L}*|указани\\p{L}*|команд\\p{L}*|приказ\\p{L}*|распоряжени\\p{L}*|то, что (?:там |в нём |в нем )?(?:написано|сказано)|что (?:там|в нём|в нем) (?:написано|сказано))",
    asIf: alt(
      "как будто (?:оно |она |он |это )?(?:пришл\\p{L}*|пришёл|пришел|исходит|исходил\\p{L}*|отправлен\\p{L}*|было отправлено) (?:от|из)",
      "словно (?:оно |она |он |это )?(?:пришл\\p{L}*|пришёл|пришел|исходит) от",
      "как (?:приказ|распоряжение|указание|команду) (?:от|руководителя|директора|начальника|владельца)",
    ),
    act: "(?:сделай|сделайте|отнесись|отнеситесь|воспринимай|воспринимайте|считай|считайте)",
  },
  uk: {
    inner:
      "(?:інструкці\\p{L}*|вказівк\\p{L}*|команд\\p{L}*|наказ\\p{L}*|розпорядженн\\p{L}*|те, що (?:там |в ньому )?написано|що (?:там|в ньому) написано)",
    asIf: alt(
      "ніби (?:воно |вона |він |це )?(?:прийшл\\p{L}*|прийшов|надійшл\\p{L}*|надійшов|походить) від",
      "наче (?:воно |вона |він |це )?(?:прийшл\\p{L}*|прийшов|надійшл\\p{L}*) від",
      "як (?:наказ|розпорядження|вказівку|команду) (?:від|керівника|директора|власника)",
    ),
    act: "(?:зроби|зробіть|сприймай|сприймайте|вважай|вважайте)",
  },
  el: {
    inner: "(?:οδηγί\\p{L}*|εντολ\\p{L}*|διαταγ\\p{L}*|ό,?τι (?:λέει|γράφει))",
    asIf: alt(
      "σαν να (?:ήρθε|ερχόταν|προερχόταν|προέρχεται|στάλθηκε|την έστειλε|το έστειλε) (?:από|ο|η)",
      "(?:ως|σαν) (?:εντολή|οδηγία|διαταγή) (?:από|του|της)",
    ),
    act: "(?:κάνε|κάντε|αντιμετώπισε|αντιμετωπίστε|θεώρησε|θεωρήστε)",
  },
  tr: {
    inner:
      "(?:talimat\\p{L}*|komut\\p{L}*|emr\\p{L}*|emir\\p{L}*|direktif\\p{L}*|yazanı|yazanları|ne (?:diyorsa|yazıyorsa|söylüyorsa))",
    asIf: alt(
      "(?:gelmiş|gönderilmiş|geliyormuş|yazmış) gibi",
      "(?:emri|talimatı|emriymiş|talimatıymış) (?:olarak|gibi)",
    ),
    act: "(?:yap|yapın|yapınız|kabul edin|kabul et|sayın)",
  },
  id: {
    inner: "(?:instruksi\\p{L}*|perintah\\p{L}*|arahan\\p{L}*|apa yang (?:tertulis|dikatakan|diminta))",
    asIf: alt(
      "seolah-olah (?:itu |perintah itu |pesan itu )?(?:datang|berasal|dikirim) (?:dari|oleh)",
      "seakan-akan (?:itu )?(?:datang|berasal|dikirim) (?:dari|oleh)",
      "sebagai (?:perintah|instruksi|arahan) (?:dari|langsung dari)",
    ),
    act: "(?:lakukan|lakukanlah|anggap|anggaplah|perlakukan)",
  },
  vi: {
    inner:
      "(?:hướng dẫn|chỉ thị|lệnh|mệnh lệnh|những gì (?:nó|văn bản|trong đó) (?:nói|viết|yêu cầu)|những gì được viết)",
    asIf: alt(
      "như thể (?:nó |lệnh này |đó )?(?:đến|được gửi|xuất phát) từ",
      "như (?:là )?(?:một )?mệnh lệnh (?:từ|của)",
    ),
    act: "(?:hãy làm|hãy coi|coi)",
  },
  sw: {
    inner: "(?:maagizo|agizo|amri|maelekezo|kile (?:kinachosema|kilichoandikwa)|yanayosema|yaliyoandikwa)",
    asIf: alt(
      "kana kwamba (?:yametoka|imetoka|limetoka|yanatoka|inatoka|yalitumwa|ilitumwa) (?:kwa|kutoka)",
      "kama (?:kwamba )?(?:yametoka|imetoka|inatoka) kwa",
      "kama (?:agizo|amri) kutoka kwa",
    ),
    act: "(?:fanya|fanyeni|chukulia|ichukulie|yachukulie)",
  },
  hi: {
    inner: "(?:निर्देश|आदेश|हुक्म|कमांड|जो (?:उसमें|इसमें) (?:लिखा|कहा))",
    asIf: alt(
      "मानो (?:यह |वह )?(?:\\S+ ){0,2}?(?:से|की ओर से) (?:आया|आई|भेजा|भेजी)",
      "जैसे (?:यह|वह) (?:\\S+ ){0,3}?(?:से|की ओर से) (?:आया|आई|भेजा|भेजी)",
      "(?:आदेश|हुक्म) (?:के|की) (?:रूप में|तरह|तौर पर)",
    ),
    act: `(?:(?:वही |वह )?(?:करें|करो)|मानें|समझें)${IEND}`,
  },
  bn: {
    inner: "(?:নির্দেশ|আদেশ|হুকুম|কমান্ড|যা (?:তাতে|এতে|ওতে) (?:লেখা|বলা))",
    asIf: alt("যেন (?:এটি |এটা |সেটি )?(?:\\S+ ){0,2}?(?:থেকে|পক্ষ থেকে) (?:এসেছে|আসছে|পাঠানো)", "(?:আদেশ|হুকুম) হিসেবে"),
    act: `(?:(?:তা )?(?:করুন|করো)|গণ্য করুন)${IEND}`,
  },
  ur: {
    inner: "(?:ہدایت|ہدایات|حکم|احکام|کمانڈ|جو (?:اس میں|اُس میں) (?:لکھا|کہا))",
    asIf: alt(
      "گویا (?:یہ |وہ )?(?:\\S+ ){0,3}?(?:سے|کی طرف سے) (?:آیا|آئی|بھیجا|بھیجی)",
      "جیسے (?:یہ|وہ) (?:\\S+ ){0,3}?(?:سے|کی طرف سے) (?:آیا|آئی|بھیجا)",
      "(?:حکم|آرڈر) کے طور پر",
    ),
    act: "(?:وہ کریں|وہ کرو|سمجھیں|لیں)",
  },
  ar: {
    inner: "(?:التعليمات|التعليمة|تعليمات|الأوامر|الأمر|الامر|أوامر|ما (?:فيه|فيها|يقوله|تقوله|هو مكتوب|كُتب|كتب))",
    asIf: alt(
      "كما لو (?:أنه|أنها|انه|انها|كان|كانت) (?:\\S+ ){0,2}?(?:صادر|صادرة|قادم|قادمة|آت|مرسل|مرسلة|جاء|جاءت|أرسله|أرسلها)",
      "وكأن(?:ه|ها) (?:\\S+ ){0,2}?(?:صادر|صادرة|قادم|قادمة|مرسل|مرسلة|جاء|جاءت)",
      "ك(?:أمر|امر|تعليمات|توجيه) (?:من|صادر)",
    ),
    act: "(?:افعل|افعلي|اعمل ب|تعامل مع|اعتبر|اعتبري|عامل)",
  },
  fa: {
    inner: "(?:دستور|دستورات|فرمان|آنچه (?:در آن )?(?:نوشته|گفته))",
    asIf: alt(
      "انگار (?:که )?(?:\\S+ ){0,3}?(?:از طرف|از سوی|از) (?:\\S+ ){0,2}?(?:آمده|رسیده|فرستاده)",
      "گویی (?:\\S+ ){0,3}?(?:از طرف|از سوی|از) (?:\\S+ ){0,2}?(?:آمده|رسیده|فرستاده)",
      "به عنوان (?:دستور|فرمان) (?:از طرف|از سوی|از|مدیر)",
    ),
    act: "(?:انجام بده|انجام دهید|تلقی کن|تلقی کنید|در نظر بگیر|در نظر بگیرید)",
  },
  he: {
    inner: "(?:ההוראה|ההוראות|הוראה|הוראות|הפקודה|פקודה|את מה שכתוב|מה שכתוב)",
    asIf: alt("כאילו (?:\\S+ ){0,2}?(?:הגיע|הגיעה|נשלח|נשלחה|באה|בא) (?:מ|על ידי)", "כ(?:פקודה|הוראה) (?:מ|של|ישירה)"),
    act: "(?:עשה|עשי|עשו|תעשה|התייחס|התייחסי|התייחסו)",
  },
  am: {
    inner: "(?:መመሪያ|ትዕዛዝ|ትእዛዝ|የተጻፈውን|የሚለውን)",
    asIf: alt("(?:እንደመጣ|እንደተላከ)", "(?:የመጣ|የተላከ) ይመስል"),
    act: "(?:አድርግ|አድርጊ|አድርጉ|ያድርጉ|ቁጠር|ቁጠሩ|ይቁጠሩ)",
  },
  ti: {
    inner: "(?:መምርሒ|ትእዛዝ|ዝተጻሕፈ|ዝብሎ)",
    asIf: alt("ከም ዝመጸ", "ከም ዝተላእከ"),
    act: "(?:ግበር|ግበሩ|ቍጸሮ|ቁጸሮ)",
  },
  th: {
    inner: "(?:คำสั่ง(?!ซื้อ)|คำแนะนำ|สิ่งที่(?:เขียน|บอก)|ตามที่เขียน)",
    asIf: alt(
      "ราวกับว่า(?:มัน)?(?:มา|ส่งมา)จาก",
      "เหมือน(?:กับ)?ว่า(?:มัน)?(?:มา|ส่งมา)จาก",
      "เสมือน(?:ว่า)?(?:มัน)?(?:มา|ส่งมา)จาก",
      "(?:ให้)?ถือ(?:ว่า)?เป็นคำสั่งจาก",
    ),
    act: "(?:ถือว่า)",
  },
  lo: {
    inner: "(?:ຄຳສັ່ງ(?!ຊື້)|ຄຳແນະນຳ|ສິ່ງທີ່(?:ຂຽນ|ບອກ))",
    asIf: alt("ຄືກັບວ່າ(?:ມັນ)?(?:ມາ|ສົ່ງມາ)ຈາກ", "ເໝືອນວ່າ(?:ມັນ)?(?:ມາ|ສົ່ງມາ)ຈາກ", "ຖືວ່າເປັນຄຳສັ່ງຈາກ"),
    act: "(?:ຖືວ່າ)",
  },
  ko: {
    inner: "(?:지시(?:사항)?|명령|지침|적힌 (?:대로|내용)|쓰인 대로|말하는 대로)",
    asIf: alt(
      "(?:에게서|에서|로부터) (?:온|보낸|내려온) 것처럼",
      "(?:보낸|온|내려온) 것처럼",
      "(?:로부터의|에게서 온|이 보낸|가 보낸) (?:명령|지시)(?:으로|로)",
    ),
    act: "(?:간주하(?:세요|십시오|고)|여기(?:세요|십시오))",
  },
  ja: {
    inner: "(?:指示|命令|指令|書かれている(?:こと|内容|通り|とおり)|書いてある(?:こと|通り|とおり))",
    asIf: alt(
      "から(?:来た|届いた|送られた|送られてきた)(?:もの)?(?:であるか|か)?(?:の)?ように",
      "からの(?:命令|指示)(?:として|だと思って)",
      "が(?:送った|出した)(?:もの)?(?:か)?(?:の)?ように",
    ),
    act: "(?:(?:その)?(?:通り|とおり)にして|として扱)",
  },
  zh: {
    inner: "(?:指令|指示|命令|其中(?:的)?(?:内容|內容)|(?:里面|裡面|上面)(?:写|寫)的)",
    asIf: alt(
      "(?:好像|仿佛|彷彿|好似|如同)(?:是)?\\S{0,8}?(?:发来|發來|下达|下達|来自|來自)",
      "(?:当作|當作|视为|視為)(?:是)?\\S{0,8}?(?:的)?(?:命令|指令)",
    ),
    act: "(?:照做|照办|照辦|当作|當作|视为|視為)",
  },
  km: {
    inner: "(?:សេចក្តីណែនាំ|សេចក្ដីណែនាំ|បញ្ជា(?!ទិញ)|ការណែនាំ|អ្វីដែល(?:បាន)?សរសេរ)",
    asIf: alt(
      "ដូចជា ?(?:វា ?)?(?:បាន ?)?(?:មកពី|ផ្ញើ ?(?:មក)?ពី)",
      "ហាក់ដូចជា ?(?:វា ?)?(?:បាន ?)?(?:មកពី|ផ្ញើ ?(?:មក)?ពី)",
      "ជាបញ្ជាពី",
    ),
    act: "(?:ធ្វើ|ចាត់ទុក)",
  },
  my: {
    inner: "(?:ညွှန်ကြားချက်|အမိန့်|ရေးထားသည့်အတိုင်း|ရေးထားတဲ့အတိုင်း|ရေးထားသမျှ)",
    asIf: alt("(?:ထံမှ|ဆီက) ?(?:လာသကဲ့သို့|ပို့သကဲ့သို့|လာသလို|ပို့လိုက်သလို)", "လာသကဲ့သို့", "(?:၏|ရဲ့) ?အမိန့်အဖြစ်"),
    act: "(?:လုပ်ပါ|မှတ်ယူ)",
  },
  si: {
    inner: "(?:උපදෙස්|උපදෙස|නියෝග|විධාන|ලියා ඇති දේ|කියන දේ)",
    asIf: alt("(?:ආවා|එව්වා|පැමිණියා) (?:සේ|මෙන්|වගේ)", "(?:නියෝගයක්|නියෝගය) ලෙස"),
    act: `(?:කරන්න|සලකන්න)${IEND}`,
  },
  ta: {
    inner: "(?:அறிவுறுத்த|கட்டளை|வழிமுறை|எழுதியிருப்பதை|சொல்வதை)",
    asIf: alt("(?:வந்தது|அனுப்பியது|வந்ததைப்) போல", "(?:கட்டளையாக|உத்தரவாக)"),
    act: `(?:செய்யுங்கள்|செய்|கருதுங்கள்|கருதி)${IEND}`,
  },
  ne: {
    inner: "(?:निर्देशन|निर्देश|आदेश|लेखिएको कुरा|लेखिए ?अनुसार)",
    asIf: alt("(?:आएको|पठाएको) जस्तै", "आए जस्तो गरी", "आदेशको रूपमा"),
    act: `(?:गर्नुहोस्|मान्नुहोस्|ठान्नुहोस्)${IEND}`,
  },
  ka: {
    inner: "(?:ინსტრუქცი\\p{L}*|მითითებ\\p{L}*|ბრძანებ\\p{L}*|რაც (?:მასში )?(?:წერია|ნათქვამია))",
    asIf: alt(
      "თითქოს (?:ის |ეს )?(?:\\p{L}+ )?(?:მოვიდა|გამოგზავნა|გამოეგზავნა|გამოგზავნილი)",
      "როგორც (?:\\p{L}+ )?ბრძანებ\\p{L}*",
    ),
    act: "(?:გააკეთე|გააკეთეთ|ჩათვალე|ჩათვალეთ)",
  },
  yo: {
    inner: "(?:ìtọ́sọ́nà|àṣẹ|ohun tí ó (?:wà|sọ)|ohun tí a kọ)",
    asIf: alt("bí ẹni pé (?:ó |wọ́n )?(?:wá|ti wá|rán) láti ọ̀dọ̀", "gẹ́gẹ́ bí àṣẹ láti ọ̀dọ̀"),
    act: "(?:ṣe|kà á sí|ka á sí)",
  },
  ha: {
    inner: "(?:umarni\\p{L}*|umurni\\p{L}*|abin da (?:ke|yake|aka) (?:ciki|rubuta|faɗa))",
    asIf: alt(
      "kamar (?:daga|daga wurin|daga hannun) (?:\\p{L}+ )?(?:ya|ta) (?:fito|zo)",
      "kamar (?:\\p{L}+ ){1,2}(?:ne|ce) (?:ya|ta) (?:aiko|turo)",
      "a matsayin umarni daga",
    ),
    act: "(?:yi|ku yi|ɗauka|ɗauki)",
  },
  tl: {
    inner: "(?:tagubilin|utos|instruksiyon|nakasulat|sinasabi nito)",
    asIf: alt(
      "na (?:para|parang) (?:bang )?(?:galing|nanggaling|ipinadala) (?:kay|sa|ng)",
      "parang (?:galing|nanggaling|ipinadala) (?:kay|sa|ng)",
      "bilang utos (?:mula kay|mula sa|ng)",
    ),
    act: "(?:gawin|ituring)",
  },
  "ar-latn": {
    inner: "(?:el ?ta3limat|ta3limat|el ?amr|amr|el ?awamer|awamer|elli maktoob|elli maktub|elli fih|elli feeh)",
    asIf: alt(
      "ka2[ae]nn?(?:o|oh|aha|ha|ahu)? (?:\\p{L}+ ){0,2}?(?:gay|gaya|ja2|jaye|mab3oot|mursal)",
      "zay ma ykoon (?:gay|gaya|mab3oot) (?:men|mn)",
      "ka ?(?:amr|ta3limat) (?:men|min|mn)",
    ),
    act: "(?:e3mel|a3mel|i3mal|e3tebro|e3tebrha|i3tabir)",
  },
  "hi-latn": {
    inner: "(?:instructions?|nirdesh|aadesh|adesh|hukum|command|jo (?:usme|isme|usmein|ismein) likha)",
    asIf: alt(
      "jaise (?:ki )?(?:ye|yeh|woh|wo) (?:\\p{L}+ ){0,2}?(?:se|ki taraf se) (?:aaya|aayi|aya|ayi|bheja|bheji)",
      "maano (?:ye|yeh) (?:\\p{L}+ ){0,2}?(?:se|ki taraf se) (?:aaya|aayi|aya|bheja)",
      "(?:order|aadesh|hukum) (?:ki tarah|ke taur par)",
    ),
    act: "(?:woh karo|wo karo|karo|karein|karen|maano|samjho|samjhein)",
  },
  zu: {
    inner: "(?:imiyalelo|umyalelo|umyalo|imiyalo|okubhalwe|lokho okushiwo)",
    asIf: alt(
      "sengathi (?:\\p{L}+ ){0,2}?(?:uvela|ivela|kuvela|uthunyelwe|kuthunyelwe) ku",
      "kungathi (?:\\p{L}+ ){0,2}?(?:uvela|ivela|kuvela) ku",
      "njengomyalo (?:ovela ku|ka|we)",
    ),
    act: "(?:yenza|yenzani|thatha|thathani|kuthathe)",
  },
  xh: {
    inner: "(?:imiyalelo|umyalelo|okubhaliweyo|oko kuthethwa)",
    asIf: alt(
      "ngokungathi (?:\\p{L}+ ){0,2}?(?:uvela|ivela|kuvela|uthunyelwe) ku",
      "njengokuba (?:\\p{L}+ ){0,2}?(?:uvela|ivela) ku",
      "njengomyalelo ovela ku",
    ),
    act: "(?:yenza|yenzani|wenze|uphumeze|thatha|thathani)",
  },
  af: {
    inner: "(?:instruksie\\p{L}*|bevel\\p{L}*|wat (?:daarin|daar) staan|wat dit sê)",
    asIf: alt(
      "asof (?:dit|hy|sy|die \\p{L}+) (?:van|deur) (?:die|jou|u|ons) \\p{L}+ (?:kom|kam|gestuur)",
      "asof (?:dit|hy|sy) (?:kom|gekom het) van",
      "as (?:'n )?(?:bevel|instruksie) (?:van|vanaf) (?:die|jou|u|ons)",
    ),
    act: "(?:doen|beskou|hanteer)",
  },
  so: {
    inner: "(?:tilmaam\\p{L}*|tilmaan\\p{L}*|amar\\p{L}*|waxa ku qoran|waxa uu sheegayo)",
    asIf: alt(
      "sidii (?:\\p{L}+ ){0,3}?(?:ka|kaga) (?:yimid|timid|soo dirtay|soo diray)",
      "sida amar ka (?:yimid|socda)",
    ),
    act: "(?:samee|sameeya|u qaado|u qaata)",
  },
  ig: {
    inner: "(?:ntụziaka|iwu|ihe e dere|ihe ọ na-ekwu|ihe edere)",
    asIf: alt("dị ka (?:\\p{L}+ ){0,2}?(?:si|sị) n'aka", "dị ka iwu (?:si|sị) n'aka"),
    act: "(?:mee|were)",
  },
  ms: {
    inner: "(?:arahan|perintah|suruhan|apa yang (?:tertulis|dinyatakan|disebut))",
    asIf: alt(
      "seolah-olah (?:ia |arahan itu |mesej itu )?(?:datang|berasal|dihantar) (?:dari|daripada|oleh)",
      "seakan-akan (?:ia )?(?:datang|berasal|dihantar) (?:dari|daripada)",
      "sebagai (?:perintah|arahan) (?:dari|daripada)",
    ),
    act: "(?:lakukan|anggap|anggaplah|layan)",
  },
  ps: {
    inner: "(?:لارښوونه|لارښوونې|امر|حکم|هغه څه چې (?:پکې |په کې )?لیکل)",
    asIf: alt(
      "لکه (?:چې )?(?:\\S+ ){0,3}?(?:له|د) (?:\\S+ ){0,2}?(?:لخوا|څخه) (?:راغلی|راغلې|لیږل شوی|استول شوی)",
      "(?:امر|حکم) په توګه",
    ),
    act: "(?:وګڼئ|وګڼه)",
  },
  ku: {
    inner: "(?:talîmat\\p{L}*|ferman\\p{L}*|emr\\p{L}*|tiştê ku (?:tê de )?(?:nivîsî|hatiye nivîsandin|dibêje))",
    asIf: alt(
      "(?:wekî|mîna) ku (?:\\p{L}+ ){0,3}?(?:ji aliyê|ji) (?:\\p{L}+ ){0,2}?(?:hatibe|hatiye|şandibe)",
      "wek(?:î)? ferman(?:a|ek)? (?:ji aliyê|ji)",
    ),
    act: "(?:bike|bikin|bihesibîne|bihesibînin)",
  },
  ckb: {
    inner: "(?:ڕێنمایی|فەرمان|ئەوەی (?:تێیدا )?نووسراوە)",
    asIf: alt(
      "وەک ئەوەی (?:\\S+ ){0,3}?(?:لەلایەن|لە) (?:\\S+ ){0,2}?(?:هاتبێت|نێردرابێت|هاتووە)",
      "وەک فەرمان(?:ێک لە|ی )",
    ),
    act: "(?:دابنێ|دابنێن|هەژمار بکە)",
  },
  gu: {
    inner: "(?:સૂચના|આદેશ|હુકમ|જે (?:તેમાં|એમાં) (?:લખ્યું|કહ્યું))",
    asIf: alt("જાણે (?:તે|એ) (?:\\S+ ){0,2}?(?:તરફથી|પાસેથી) (?:આવ્યું|આવી|આવ્યો|મોકલ્યું)", "(?:આદેશ|હુકમ) તરીકે"),
    act: `(?:(?:તે )?કરો|માનો|ગણો)${IEND}`,
  },
  mr: {
    inner: "(?:सूचना|सूचने|आदेश|हुकूम|जे (?:त्यात|यात) (?:लिहिले|सांगितले))",
    asIf: alt("जणू (?:ते|हे) \\S{0,25}?(?:कडून|पासून) (?:आले|आली|आलेला|पाठवले)", "(?:आदेश|हुकूम) म्हणून"),
    act: `(?:(?:ते )?करा|समजा|माना)${IEND}`,
  },
  pa: {
    inner: "(?:ਹਦਾਇਤ|ਹੁਕਮ|ਆਦੇਸ਼|ਨਿਰਦੇਸ਼|ਜੋ (?:ਉਸ ਵਿੱਚ|ਇਸ ਵਿੱਚ) (?:ਲਿਖਿਆ|ਕਿਹਾ))",
    asIf: alt("ਜਿਵੇਂ (?:ਇਹ|ਉਹ) (?:\\S+ ){0,2}?(?:ਵੱਲੋਂ|ਤੋਂ) (?:ਆਇਆ|ਆਈ|ਭੇਜਿਆ)", "(?:ਹੁਕਮ|ਆਦੇਸ਼) ਵਜੋਂ"),
    act: `(?:(?:ਉਹ )?ਕਰੋ|ਮੰਨੋ|ਸਮਝੋ)${IEND}`,
  },
  te: {
    inner: "(?:సూచన|ఆదేశ|ఆజ్ఞ|అందులో (?:రాసి|చెప్పి)న)",
    asIf: alt("(?:వచ్చినట్లు|పంపినట్లు)(?:గా)?", "(?:ఆదేశంగా|ఆజ్ఞగా)"),
    act: `(?:చేయండి|భావించండి|పరిగణించండి|పరిగణించి)${IEND}`,
  },
  kn: {
    inner: "(?:ಸೂಚನೆ|ಆದೇಶ|ಆಜ್ಞೆ|ಅದರಲ್ಲಿ (?:ಬರೆದ|ಹೇಳಿದ))",
    asIf: alt("(?:ಬಂದಂತೆ|ಕಳುಹಿಸಿದಂತೆ)", "(?:ಆದೇಶವೆಂದು|ಆದೇಶ ಎಂದು|ಆಜ್ಞೆಯೆಂದು)"),
    act: `(?:ಮಾಡಿ|ಪರಿಗಣಿಸಿ|ಭಾವಿಸಿ)${IEND}`,
  },
  ml: {
    inner: "(?:നിർദ്ദേശ|നിർദേശ|ആജ്ഞ|ഉത്തരവ്|കൽപ്പന|അതിൽ (?:എഴുതിയ|പറഞ്ഞ))",
    asIf: alt("(?:വന്നതുപോലെ|അയച്ചതുപോലെ|വന്നത് പോലെ)", "(?:ഉത്തരവായി|ആജ്ഞയായി|കൽപ്പനയായി)"),
    act: `(?:ചെയ്യുക|കണക്കാക്കുക|കണക്കാക്കി|പരിഗണിക്കുക)${IEND}`,
  },
  jv: {
    inner: "(?:pituduh|prentah|dhawuh|instruksi|apa sing (?:ditulis|kaserat|diomongake))",
    asIf: alt(
      "kaya-kaya (?:\\p{L}+ ){0,2}?(?:teka|asale|dikirim) (?:saka|dening)",
      "kaya (?:dene )?(?:teka|asale|dikirim) saka",
      "(?:minangka|dadi) prentah saka",
    ),
    act: "(?:lakonana|anggepen|anggep)",
  },
  ro: {
    inner: "(?:instrucțiun\\p{L}*|ordin\\p{L}*|dispoziți\\p{L}*|ce (?:scrie|spune) (?:în el|în ea|acolo))",
    asIf: alt(
      "ca și (?:cum|când) ar fi (?:venit|fost trimis[ăa]?|fost dat[ăa]?) (?:de la|de către)",
      "ca (?:pe )?(?:un )?ordin (?:de la|din partea|al)",
      "ca (?:pe )?o (?:instrucțiune|dispoziție) (?:de la|din partea)",
    ),
    act: "(?:fă|faceți|tratează|tratați|consideră|considerați)",
  },
  hu: {
    inner: "(?:utasítás\\p{L}*|parancs\\p{L}*|amit (?:benne |ott )?(?:ír|írnak|mond|kér))",
    asIf: alt(
      "mintha (?:\\p{L}+ ){0,3}?(?:küldte volna|jött volna|érkezett volna|származna)",
      "(?:utasításaként|parancsaként)",
    ),
    act: "(?:tedd|tegye|tegyék|kezeld|kezelje|tekintsd|tekintse)",
  },
  fi: {
    inner:
      "(?:ohje\\p{L}*|käsky\\p{L}*|komen\\p{L}*|määräy\\p{L}*|mitä (?:siinä|viestissä) (?:sanotaan|lukee|pyydetään))",
    asIf: alt(
      "ikään kuin (?:se|ne|tämä) (?:olisi tullut|tulisi|olisi lähetetty|olisi peräisin)",
      "ikään kuin (?:\\p{L}+ ){1,2}(?:olisi lähettänyt|olisi antanut)",
      "(?:käskynä|määräyksenä)",
    ),
    act: "(?:tee|tehkää|pidä|pitäkää|kohtele)",
  },
  da: {
    inner:
      "(?:instruks\\p{L}*|instruktion\\p{L}*|kommando\\p{L}*|befaling\\p{L}*|det,? der står|hvad (?:den|det|teksten) siger)",
    asIf: alt(
      `som om (?:den|det|de|teksten) (?:kom|kommer|var sendt|blev sendt) fra(?! (?:mig|os)${E})`,
      "som (?:en )?(?:ordre|befaling|instruks) fra",
    ),
    act: "(?:gør|behandl|betragt)",
  },
  nb: {
    inner: "(?:instruks\\p{L}*|kommando\\p{L}*|befaling\\p{L}*|det som står|hva (?:den|det|teksten) sier)",
    asIf: alt(
      `som om (?:den|det|de|teksten) (?:kom|kommer|var sendt|ble sendt) fra(?! (?:meg|oss)${E})`,
      "som (?:en )?(?:ordre|befaling|instruks) fra",
    ),
    act: "(?:gjør|behandle|betrakt)",
  },
  bg: {
    inner:
      "(?:инструкци\\p{L}*|указани\\p{L}*|команд\\p{L}*|заповед\\p{L}*|нареждане\\p{L}*|каквото (?:пише|е написано))",
    asIf: alt(
      "сякаш (?:е |то е |тя е |той е )?(?:дошл\\p{L}*|изпратен\\p{L}*|идва) от",
      "като (?:че ли )?(?:е |да е )?(?:дошл\\p{L}*|изпратен\\p{L}*) от",
      "като (?:заповед|нареждане) (?:от|на)",
    ),
    act: "(?:направи|направете|приеми|приемете|третирай|третирайте)",
  },
  sh: {
    inner:
      "(?:uput\\p{L}*|naredb\\p{L}*|naređenj\\p{L}*|instrukcij\\p{L}*|zapovijed\\p{L}*|zapovest\\p{L}*|ono što (?:piše|stoji|kaže))",
    asIf: alt(
      "kao da (?:je |su )?(?:\\p{L}+ )?(?:došl\\p{L}*|stigl\\p{L}*|poslan\\p{L}*|poslat\\p{L}*) od",
      "kao (?:naredbu|naređenje|zapovijed|zapovest|nalog) (?:od|direktora|šefa|vlasnika|uprave)",
    ),
    act: "(?:učini|učinite|uradi|uradite|tretiraj|tretirajte|smatraj|smatrajte)",
  },
  sk: {
    inner:
      "(?:pokyn\\p{L}*|inštrukci\\p{L}*|príkaz\\p{L}*|rozkaz\\p{L}*|čo (?:v (?:ňom|nej) )?(?:stojí|je napísané|píše))",
    asIf: alt(
      "akoby (?:\\p{L}+ )?(?:prišiel|prišl\\p{L}*|pochádzal\\p{L}*|bol\\p{L}* poslan\\p{L}*) (?:od|z)",
      "ako keby (?:\\p{L}+ )?(?:prišiel|prišl\\p{L}*|pochádzal\\p{L}*) od",
      "ako (?:pokyn|príkaz|rozkaz) (?:od|z|riaditeľa|vedúceho|majiteľa|šéfa)",
    ),
    act: "(?:urob|urobte|ber|berte|považuj|považujte)",
  },
  sl: {
    inner: "(?:navodil\\p{L}*|navodilo|ukaz\\p{L}*|tisto,? kar (?:piše|pravi))",
    asIf: alt(
      "kot da (?:bi )?(?:\\p{L}+ )?(?:prišl\\p{L}*|poslal\\p{L}*|bil\\p{L}* poslan\\p{L}*) (?:od|iz)",
      "kot (?:ukaz|navodilo) (?:od|direktorja|vodje|lastnika)",
    ),
    act: "(?:naredi|naredite|obravnavaj|obravnavajte|štej|štejte)",
  },
  lt: {
    inner: "(?:nurodym\\p{L}*|instrukcij\\p{L}*|įsakym\\p{L}*|komand\\p{L}*|tai,? kas (?:parašyta|nurodyta))",
    asIf: alt(
      "(?:tarsi|lyg) (?:jis |ji |tai )?(?:\\p{L}+ )?(?:atėjo|atėjęs|atėjusi|atsiųst\\p{L}*|siuntė)",
      "kaip (?:\\p{L}+ )?(?:įsakymą|nurodymą) (?:iš|nuo)",
    ),
    act: "(?:daryk|darykite|padaryk|padarykite|laikyk|laikykite|traktuok)",
  },
  lv: {
    inner:
      "(?:norādījum\\p{L}*|instrukcij\\p{L}*|pavēl\\p{L}*|komand\\p{L}*|to,? kas (?:tajā |tur )?(?:rakstīts|teikts))",
    asIf: alt(
      "it kā (?:tas |tā )?(?:\\p{L}+ )?(?:būtu nācis|būtu nākusi|nāktu|būtu sūtījis|būtu atsūtījis|būtu atsūtīts|būtu atsūtīta) ",
      "kā (?:\\p{L}+ )?(?:pavēli|rīkojumu) no",
    ),
    act: "(?:dari|dariet|izdari|izdariet|uztver|uztveriet|uzskati)",
  },
  et: {
    inner: "(?:juhis\\p{L}*|käsk\\p{L}*|korraldus\\p{L}*|seda,? mis (?:seal |selles )?(?:kirjas|öeldakse|kirjutatud))",
    asIf: alt(
      "nagu (?:see |need )?(?:oleks|tuleks) (?:\\p{L}+ ){0,2}?(?:tulnud|saadetud|saatnud)",
      "nagu (?:see |need )?tuleks \\p{L}+lt",
      "(?:käsuna|korraldusena)",
    ),
    act: "(?:tee|tehke|käsitle|käsitlege|pea|pidage)",
  },
  ca: {
    inner: "(?:instrucci(?:ó|ons)|ordres?|el que (?:diu|hi diu|hi posa|demana))",
    asIf: alt(
      "com si (?:vingués|vinguessin|hagués arribat|hagués estat enviad[ae]|provingués) (?:de|del|de la|per)",
      "com (?:una )?(?:ordre|instrucció) (?:del|de la|de l')",
    ),
    act: "(?:fes|feu|tracta|tracteu|considera|considereu)",
  },
  hy: {
    inner: "(?:հրահանգ\\p{L}*|ցուցում\\p{L}*|հրաման\\p{L}*|այն,? ինչ (?:գրված|ասված))",
    asIf: alt(
      "(?:կարծես|ասես) (?:այն |դա )?(?:\\p{L}+ ){0,2}?(?:եկել|ուղարկել|ուղարկված)",
      "որպես (?:\\p{L}+ )?հրաման",
    ),
    act: "(?:արա|արեք|համարիր|համարեք|ընդունիր|ընդունեք)",
  },
  az: {
    inner: "(?:təlimat\\p{L}*|göstəriş\\p{L}*|əmr\\p{L}*|komand\\p{L}*|nə yazılıbsa|orada yazılanı|yazılanı)",
    asIf: alt("(?:gəlmiş|göndərilmiş|gəlibmiş) kimi", "(?:əmri|göstərişi) (?:kimi|olaraq)"),
    act: "(?:qəbul et|qəbul edin|sayın)",
  },
  kk: {
    inner: "(?:нұсқау\\p{L}*|бұйрық\\p{L}*|команда\\p{L}*|жазылғанды|онда жазылған\\p{L}*)",
    asIf: alt("(?:келгендей|жіберілгендей|жібергендей)", "(?:бұйрығы|бұйрық) ретінде"),
    act: "(?:істе|істеңіз|деп санаңыз|қабылдаңыз)",
  },
  uz: {
    inner: "(?:koʻrsatma\\p{L}*|buyruq\\p{L}*|buyrugʻ\\p{L}*|unda yozilgan\\p{L}*|yozilganini)",
    asIf: alt("(?:kelgandek|yuborgandek|yuborilgandek)", "(?:buyrugʻi|buyruq) sifatida"),
    act: "(?:qiling|deb hisoblang|qabul qiling)",
  },
  mn: {
    inner: "(?:заавр\\p{L}*|заавар\\p{L}*|тушаал\\p{L}*|команд\\p{L}*|тэнд бичсэн\\p{L}*|бичигдсэн\\p{L}*)",
    asIf: alt("(?:ирсэн|илгээсэн|явуулсан) (?:юм шиг|мэт)", "(?:тушаал|даалгавар) (?:мэт|шиг|болгон)"),
    act: "(?:хий|хийгээрэй|гэж үз|гэж үзээрэй|хүлээн ав)",
  },
};

/** How this file's own fields are spelled: the follow rows' spellings and those of the rows written here with their
 * marks (Romanian, Azerbaijani, Uzbek, Yoruba, Hausa, Igbo, Kurmanji, Catalan). */
const OWN_SPELLINGS: Partial<Record<Lang, (source: string) => string>> = {
  ...FOLLOW_SPELLINGS,
  ro: romanian,
  az: azerbaijani,
  uz: uzbek,
  yo: yoruba,
  ha: hausa,
  ig: unmarked,
  ku: unmarked,
  ca: unmarked,
};

interface MetRow {
  act: string;
  decode: string;
  inner: string;
  asIf: string;
}

const MET: Partial<Record<Lang, MetRow>> = Object.fromEntries(
  Object.entries(ROWS).map(([key, row]) => {
    const lang = key as Lang;
    const follow = FOLLOW_CUES[lang];
    if (!follow) throw new Error(`execute-cues: no follow row for ${lang}`);
    const same = (source: string) => source;
    const theirs = (source: string) => asMet(lang, (FOLLOW_SPELLINGS[lang] ?? same)(source));
    const ours = (source: string) => asMet(lang, (OWN_SPELLINGS[lang] ?? same)(source));
    const met: MetRow = {
      act: row.act ? alt(theirs(follow.act), ours(row.act)) : theirs(follow.act),
      decode: row.decode ? alt(theirs(follow.decode), ours(row.decode)) : theirs(follow.decode),
      inner: ours(row.inner),
      asIf: ours(row.asIf),
    };
    return [lang, met];
  }),
);

/** The execute verb and the instruction in the order the language puts them. */
function actOn(lang: Lang, row: MetRow): string {
  const verb = wordEnd(lang, row.act);
  const n = gap(lang, 40);
  if (VERB_FINAL.has(lang)) return near(row.inner, verb, n);
  if (BOTH_ORDERS.has(lang)) return either(verb, row.inner, n);
  return near(verb, row.inner, n);
}

/** EXECUTE_EMBEDDED: translate or decode, then carry out the instruction in it; carry it out as if it came from a
 * person (→ ROLE, lexicon/injection.ts: authority handed to words only a program would obey). */
export const EXECUTE_EMBEDDED: PhraseTable = conceptTable(MET, (row, lang) => [
  near(row.decode, actOn(lang, row), DENSE.has(lang) ? 40 : 120),
  either(wordEnd(lang, row.act), row.asIf, DENSE.has(lang) ? 30 : 80),
]);

/** The rows by language, for the test that every language has the concept. */
export const EXECUTE_ROWS: Readonly<Partial<Record<Lang, Readonly<ExecuteRow>>>> = ROWS;
