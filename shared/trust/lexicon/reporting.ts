// Reporting frames: the writer talks ABOUT an attack (a security notice, a forwarded "is this legit?") rather than
// performing it. Quoted material in framed mail counts for less (injection.ts `quoting`).
import type { PhraseTable } from "./combinators.js";

/** Reporting frames: the text talks ABOUT an attack (security notice, quoted phishing) rather than performing it. */
export const REPORTING_FRAME: PhraseTable = {
  en: [
    // What was received is mail, or attempts at it ("we received the shipper's documents" reports nothing).
    "we(?: have|'ve)?(?: also| now| recently| actually| already)? (?:received|seen|detected|blocked|identified|found|noticed|logged)[^.\\n]{0,50}?(?:e-?mails?|messages?|mails?|texts?|calls?|attempts?|reports?|requests?|invoices? (?:from|claiming|that)|phishing|scams?|fraud)",
    "we(?: have|'ve)? had (?:a (?:few|handful|number|couple)|several|many|some|multiple)[^.\\n]{0,60}(?:e-?mails?|messages?|mails?|attempts?)",
    "if (?:a|an|any) (?:message|e-?mail|mail|sender) (?:asks|tells|instructs|wants) you to",
    "examples? (?:of|seen|below|include)",
    "examples?,? (?:quoted|shown|reproduced)",
    // "Examples our readers forwarded (do not act on them; they are quoted as warnings):"
    "examples?(?: [\\p{L}'-]+){1,4}? (?:forwarded|received|seen|reported|collected|spotted|sent in|shared)",
    "(?:quoted|shown|reproduced|listed) (?:here )?(?:as|for) (?:a |an )?(?:warnings?|examples?|illustrations?|awareness)",
    "(?:do not|don't|never) act on (?:them|these|those|it|this|such)",
    "fraud(?:sters?)?",
    "(?:quoted|shown|reproduced) so (?:that )?you (?:can |could |will )?(?:recogni[sz]e|spot|identify|tell)",
    // Disowning a message: "neither came from us", "these did not come from our team".
    "(?:neither|none|nor|not|never|didn't|don't|doesn't)(?: of (?:them|these|those))?(?: (?:did|does|do|was|were|is|are))?(?: not)? (?:came|comes|come|originat\\p{L}*|sent) from (?:us|our (?:team|company|side|bank|office))",
    "(?:try|tries|tried|trying|attempt\\p{L}*) to (?:give|issue|slip|sneak|smuggle) (?:orders|instructions|commands)",
    "never (?:an? )?(?:instructions?|commands?|orders?)(?: to (?:follow|obey|act on))?",
    "phishing",
    "(?:do not|don't|never) (?:click|open|reply|respond|follow|enter)",
    "report (?:it|this|them|suspicious|any)",
    "security (?:awareness|team|notice|bulletin|training|advisory)",
    "be (?:careful|aware|cautious|vigilant|alert)",
    "watch out",
    "beware",
    "heads[- ]up",
    "if you (?:receive|get|see|notice)",
    "fraudulent",
    "scam",
    "spoofed",
    "impersonat\\p{L}*",
    "suspicious (?:emails?|messages?|mails?)",
    "prompt[- ]injection",
    "injection attack",
    "attack(?:ers?|s)?",
    "threat actors?",
    "malware",
    "exploit(?:s|ed|ation)",
    "breach(?:es)?",
    "hack(?:ers?|ing|ed)",
    "write-?ups?",
    "(?:was|were|been) reported",
    "(?:is|are|was|were) (?:fake|fraudulent|a scam|a phish|not (?:from us|legitimate|genuine|real))",
    "never asks? (?:you )?(?:to|for)",
    "(?:phishing|security|fraud|scam) (?:alert|warning|notice|advisory|bulletin)",
    "(?:it )?security (?:office|desk|operations)",
    "payloads?",
    "injected (?:messages?|emails?|instructions?|prompts?|text)",
    "researchers?",
    "vulnerabilit\\p{L}*",
    "adversarial",
    "red[- ]team\\p{L}*",
    // A discussion of attempts seen (a list thread, a study), one concept: "someone tried …", "what we learned", "I'm
    // studying how …", "messages containing text like …" (read from "containing": "email" is everywhere).
    "(?:someone|somebody|a sender|a visitor|people) (?:has |have |had )?(?:tried|attempted|slipped|sneaked|snuck|hid|planted|embedded|smuggled)|lessons? learn(?:ed|t)|what we(?:'ve| have)? learn(?:ed|t)|(?:i am|i'm|we are|we're) (?:studying|researching|investigating|surveying|examining)|(?:containing|that contain) (?:text|phrases?|wording|lines?|instructions|strings?) (?:like|such as)",
    "(?:is|looks|seems) (?:this |it )?(?:legit|legitimate|fishy|suspicious|real|genuine)",
    "looks (?:fishy|phishy|suspicious|off|like (?:a )?(?:scam|phishing))",
    // A description of how an assistant is configured, in the third person: a note ABOUT the agent's rules, not
    // instructions TO it (two frames are needed, and the writer's own override, role, secrecy or template words
    // still count in full).
    "(?:here is|here's|this is) how (?:it|the (?:ai )?(?:assistant|agent|bot)|our (?:ai )?(?:assistant|agent|bot)) (?:is|was|will be|has been) (?:configured|set up)",
    "(?:its|the (?:ai )?(?:assistant|agent|bot)'s) system prompt (?:lives|is stored|is kept|sits)",
    "(?:it|the (?:ai )?(?:assistant|agent|bot)) (?:does not|doesn't|will not|won't|cannot|can't|never) (?:act on|follow|obey|execute|carry out) (?:any )?(?:instructions|commands|requests)",
  ],
  de: [
    "wir haben [^.\\n]{0,40}(?:erhalten|bekommen|entdeckt)",
    "beispiel (?:für|einer|eines)",
    "phishing",
    "(?:klicken|öffnen|antworten) sie nicht",
    "betrug\\p{L}*",
    "betrüger\\p{L}*",
    "vorsicht",
    "verdächtig\\p{L}*",
  ],
  fr: [
    "nous avons reçu",
    "exemple d[e']",
    "phishing",
    "ne (?:cliquez|cliquer|répondez|ouvrez) pas",
    "arnaque",
    "escroquerie",
    "frauduleu\\p{L}*",
    "méfiez-vous",
    "soyez vigilant\\p{L}*",
    "attaquants?",
    "équipe (?:de )?sécurité",
  ],
  es: [
    "hemos recibido",
    "phishing",
    "suplantación",
    "no (?:haga|hagas) clic",
    "estafa",
    "fraudulent\\p{L}*",
    "tenga cuidado",
    "sospechos\\p{L}*",
    "atacantes?",
    "equipo de seguridad",
  ],
  it: ["esempio di", "phishing", "non cliccare", "truffa", "fraudolent\\p{L}*", "sospett\\p{L}*", "aggressori"],
  pt: ["exemplo de", "phishing", "não clique", "nao clique", "golpe", "fraudulent\\p{L}*"],
  nl: ["we hebben [^.\\n]{0,30}ontvangen", "voorbeeld van", "phishing", "klik niet", "oplichting", "verdacht\\p{L}*"],
  ru: [
    "мы получили",
    "пример\\p{L}*",
    "фишинг\\p{L}*",
    "не (?:нажимайте|переходите|отвечайте|открывайте)",
    "мошенни\\p{L}*",
    "подозрительн\\p{L}*",
    "злоумышленник\\p{L}*",
  ],
  zh: ["我[们們]收到", "示例", "範例", "[钓釣]魚", "钓鱼", "不要[点點][击擊]", "[诈詐][骗騙]", "可疑", "攻[击擊]者"],
  ja: ["受信しました", "の例", "フィッシング", "クリックしないで", "詐欺", "不審な", "攻撃者"],
  // Phishing, fraud, suspicious, "is this real?", in further languages mail comes in.
  tr: ["oltalama", "dolandırıcı\\p{L}*", "şüpheli", "sahte", "gerçek mi", "doğru mu"],
  pl: ["oszust\\p{L}*", "podejrzan\\p{L}*", "fałszyw\\p{L}*", "czy to prawda", "nie klikaj"],
  uk: ["фішинг\\p{L}*", "шахра\\p{L}*", "підозріл\\p{L}*", "це правда"],
  ar: ["تصيد", "احتيال", "مشبوه\\p{L}*", "مزيف\\p{L}*", "هل هذا حقيقي", "هل هذا صحيح"],
  fa: ["فیشینگ", "کلاهبرداری", "مشکوک", "جعلی", "واقعی است"],
  id: ["penipuan", "mencurigakan", "palsu", "apakah ini asli", "apakah ini benar"],
  ms: ["penipuan", "mencurigakan", "palsu", "adakah ini benar"],
  vi: ["lừa đảo", "đáng ngờ", "giả mạo", "có thật không"],
  ko: ["피싱", "사기", "의심스러운", "가짜", "진짜인가요"],
  el: ["ηλεκτρονικό ψάρεμα", "απάτη", "ύποπτ\\p{L}*", "ψεύτικ\\p{L}*"],
  ro: ["înșelătorie", "inselatorie", "suspicio(?:s|as)\\p{L}*", "suspectă", "falsă", "e adevărat"],
  cs: ["podvod\\p{L}*", "podezřel\\p{L}*", "falešn\\p{L}*"],
  sv: ["bedrägeri\\p{L}*", "misstänkt\\p{L}*", "förfalskad\\p{L}*", "är detta äkta"],
  hi: ["फ़िशिंग", "फिशिंग", "धोखाधड़ी", "संदिग्ध", "नकली"],
};

/** What turns the rest of a sentence into a described request, not one made: someone else asks (attackers, "the
 * fake page asked for"), a request disowned ("we will never ask you to"), or what the reader may already have done
 * ("if you entered your password"). A credential or payment request after one of these, in the same sentence,
 * counts as quoted material in a report (classifier.ts `reportedSpans`): a security notice that lists what
 * scammers ask for is not asking for it. Each entry begins with the asker, so that "send me the code" itself never
 * starts one. */
const ASKER_VERB =
  "(?:asks?|asked|asking|requests?|requested|requesting|tells?|told|urges?|urged|wants?|wanted|demands?|demanded|instructs?|instructed|pressures?|pressured|pushe[sd]|tr(?:y|ies|ied|ying) to (?:get|make|convince|trick))";
const ASKER_OBJECT = "(?: (?:you|victims?|staff|employees|people|users|customers|them|us|the victim))?(?: to| for)?";
export const REPORTED_REQUEST: PhraseTable = {
  en: [
    `(?:attackers?|scammers?|fraudsters?|criminals?|cyber-?criminals?|hackers?|phishers?|impostors?|imposters?|threat actors?|bad actors?|crooks|con artists?|spammers?)(?: \\p{L}+){0,6}? ${ASKER_VERB}${ASKER_OBJECT}`,
    `(?:the|that|this|these|those|such|a|an) (?:(?:fake|fraudulent|phishing|scam|spoofed|bogus|malicious|suspicious|forged) )?(?:e-?mails?|messages?|pages?|sites?|websites?|forms?|callers?|calls|senders?|texts?|sms|links?|lures?|letters?|invoices?)(?: \\p{L}+){0,3}? (?:asked|requested|wanted|demanded|told|urged|instructed|pressured|tried to)${ASKER_OBJECT}`,
    `(?:never|nobody|no one|no-one|not|won't|wouldn't|don't|doesn't|didn't)(?: \\p{L}+){0,3}? (?:asks?|request|ask you|tell you|instruct you|require you)(?: you)?(?: to| for| by)`,
    "if you (?:already |accidentally |have |had |did )?(?:entered|typed|gave|given|shared|sent|submitted|provided|clicked|replied|paid|bought|transferred|changed)",
  ],
  de: [
    `(?:angreifer|betrüger\\p{L}*|kriminelle\\p{L}*|hacker|täter|cyberkriminelle\\p{L}*)(?: \\p{L}+){0,4}? (?:fordern|fordert|forderten|verlangen|verlangt|verlangten|bitten|bittet|baten|wollen|wollten|drängen|drängten)`,
    `(?:wir|niemand|kein\\p{L}*)(?: \\p{L}+){0,4}? (?:niemals|nie|nicht) (?:nach|auf|um|per|\\p{L}+ )?(?:\\p{L}+ )?(?:fragen|fragt|bitten|bittet|auffordern|verlangen)`,
    "(?:falls|wenn) sie (?:bereits |schon )?(?:\\p{L}+ ){0,3}(?:eingegeben|angegeben|weitergegeben|überwiesen|gekauft|geändert) haben",
  ],
  fr: [
    `(?:les |des )?(?:attaquants?|escrocs?|fraudeurs?|criminels?|pirates?|cybercriminels?)(?: \\p{L}+){0,4}? (?:demandent|demandaient|ont demandé|exigent|réclament|poussent|incitent|veulent)`,
    "(?:nous ne|ne) (?:vous )?(?:demanderons|demandons|demandera|demande) jamais",
  ],
  es: [
    `(?:los |las )?(?:atacantes?|estafadores?|delincuentes?|criminales?|ciberdelincuentes?|piratas?)(?: \\p{L}+){0,4}? (?:piden|pedían|pidieron|solicitan|solicitaron|exigen|quieren|presionan)`,
    "(?:nunca|jamás) (?:le |te |les )?(?:pediremos|pedimos|pedirá|pide|solicitaremos|solicitamos|solicitará)",
    "si (?:ya )?(?:usted )?(?:ha |has )?(?:introducido|ingresado|facilitado|compartido|enviado|pagado|comprado|cambiado|hecho clic)",
  ],
  it: [
    `(?:gli |i )?(?:aggressori|truffatori|criminali|malintenzionati|hacker|cybercriminali)(?: \\p{L}+){0,4}? (?:chiedono|chiedevano|hanno chiesto|pretendono|vogliono|spingono)`,
    "(?:non )?(?:vi |ti |le )?(?:chiederemo|chiediamo|chiederà|chiede) mai",
    "se (?:ha |hai |avete )?(?:già )?(?:inserito|fornito|comunicato|inviato|pagato|acquistato|cambiato|cliccato)",
  ],
  pt: [
    `(?:os )?(?:atacantes?|golpistas?|fraudadores?|criminosos?|hackers?|cibercriminosos?)(?: \\p{L}+){0,4}? (?:pedem|pediam|pediram|solicitam|exigem|querem|pressionam)`,
    "(?:nunca|jamais) (?:lhe |te |vos )?(?:pediremos|pedimos|pedirá|pede|solicitaremos|solicitamos|solicitará)",
  ],
  nl: [
    `(?:de )?(?:aanvallers?|oplichters?|fraudeurs?|criminelen|hackers?)(?: \\p{L}+){0,4}? (?:vragen|vroegen|eisen|willen|dringen)`,
    "(?:wij|we) (?:zullen |vragen )?(?:u |je )?nooit (?:om|vragen|naar)",
    "als (?:u|je) (?:al )?(?:\\p{L}+ ){0,3}(?:heeft|hebt|heb) (?:ingevuld|ingevoerd|gegeven|gedeeld|verstuurd|betaald|gekocht|gewijzigd|geklikt)",
  ],
};

/** Labels of the fields in which a platform relays what its user typed (an e-signature request's "Message:", a
 * survey's "Comment:", a booking's "Special request:", a form's "Note from Ana:", a review site's "Review:"): the
 * quotation after such a label at a line start is the sender's own words passed on, not words the writer cites
 * (injection.ts `quotedSpans`). Lowercase, after normalisation; a label may name whose field it is in up to three
 * words after its noun ("Mensagem do hóspede", "Μήνυμα επισκέπτη", "Message to the recruiter"), see
 * `RELAYED_LABEL_OWNER`. One alternation per language family is enough, the label is matched whole. */
export const RELAYED_FIELD_LABELS: readonly string[] = [
  "(?:personal |private |additional |sender'?s? |your |their |guest'?s? |customer'?s? )?(?:message|note|notes|comments?|remarks?|request|requests|special requests?|instructions?|additional (?:info|information|notes|comments)|description|feedback|question|reason|answer|response|review|guest review|transcript|transcription|voicemail|voice message)",
  '(?:message|note|comment|request) from [^:"\\n]{1,40}',
  // "Comment left by Kerem Yılmaz when signing", "Note added by the employee in the app".
  '(?:message|note|comments?|remarks?|request) (?:left|written|added|sent|entered|submitted|typed) (?:by|via|in) [^:"\\n]{1,50}',
  "(?:persönliche )?(?:nachricht|sprachnachricht|transkript|transkription|mitteilung|anmerkung|anmerkungen|kommentar|bemerkung|bemerkungen|notiz|hinweis|sonderwunsch|sonderwünsche|begründung|bewertung|rezension)",
  "(?:message|message vocal|transcription|remarque|remarques|commentaire|note|demande spéciale|demandes spéciales|précisions|motif|avis)(?: personnel| de l'expéditeur)?",
  "(?:mensaje|mensaje de voz|transcripción|transcrição|trascrizione|comentario|comentarios|nota|observaciones|petición especial|solicitud especial|reseña|opinión|mensagem|comentário|observações|pedido especial|avaliação|messaggio|commento|note|richiesta speciale|richieste speciali|recensione)",
  "(?:bericht|opmerking|opmerkingen|toelichting|beoordeling|wiadomość|uwagi|komentarz|prośba|opinia|recenzja|meddelande|kommentar|besked|melding|viesti|huomautus|mesaj|not|yorum|açıklama|özel istek|zpráva|poznámka|üzenet|megjegyzés|notă|observații)",
  "(?:сообщение|комментарий|примечание|пожелания|отзыв|повідомлення|коментар|примітка|відгук|μήνυμα|σχόλιο|σχόλια|σημείωση|παρατηρήσεις|αίτημα|ειδικό αίτημα|κριτική)",
  "(?:رسالة|ملاحظة|ملاحظات|طلب خاص|تعليق|مراجعة|تقييم|پیام|یادداشت|توضیحات|نظر|הודעה|הערה|הערות|בקשה מיוחדת|ביקורת|ข้อความ|หมายเหตุ|คำขอพิเศษ|รีวิว|संदेश|टिप्पणी|विशेष अनुरोध|समीक्षा|বার্তা|মন্তব্য)",
  "(?:pesan|catatan|permintaan khusus|ulasan|tin nhắn|ghi chú|yêu cầu đặc biệt|đánh giá|ujumbe|maelezo|ombi maalum|mensahe|tala|komento)",
  "(?:留言|备注|備註|附言|特殊要求|评价|評價|点评|メッセージ|コメント|備考|ご要望|レビュー|口コミ|메시지|메모|요청 사항|요청사항|리뷰|후기)",
];

/** Up to three words after a relayed field's noun naming whose field it is: "do hóspede", "επισκέπτη", "to recruiter",
 * and a note in brackets ("Transcript (automatic)"). */
export const RELAYED_LABEL_OWNER = "(?: [\\p{L}\\p{M}'’.-]{1,24}){0,3}(?: \\([^)\\n]{1,60}\\))?";

/** The writer saying their answers are written into the quoted message ("answers inline", "odpowiadam w tekście",
 * "Antworten im Text"): the quoted history then holds the writer's own words between its lines, not only someone
 * else's (injection.ts `quoting`). */
export const ANSWERS_INLINE: PhraseTable = {
  en: [
    "(?:my )?(?:answers|replies|responses|comments) (?:are )?(?:inline|in-line|in the text|between the lines|below in (?:red|blue|bold|caps))",
    "(?:answering|replying|responding|answered|replied|responded) (?:inline|in-line|in the text|between the lines|point by point below)",
  ],
  de: [
    "(?:meine )?(?:antworten|anmerkungen|kommentare) (?:stehen |sind )?(?:im text|inline|zwischen den zeilen|unten (?:in rot|in blau|fett))",
    "(?:antworte|beantworte) (?:ihnen |dir |euch )?(?:im text|inline|zwischen den zeilen|direkt unten)",
  ],
  fr: [
    "(?:mes )?(?:réponses|commentaires) (?:sont )?(?:dans le texte|dans le corps du message|en ligne|entre les lignes|ci-dessous en (?:rouge|bleu|gras))",
    "je (?:vous )?réponds (?:dans le texte|entre les lignes|point par point ci-dessous)",
  ],
  es: [
    "(?:mis )?(?:respuestas|comentarios) (?:están )?(?:en el texto|entre líneas|intercalad[oa]s|abajo en (?:rojo|azul|negrita))",
    "(?:te |le |les )?respondo (?:en el texto|entre líneas|punto por punto)",
  ],
  it: [
    "(?:le mie )?(?:risposte|commenti) (?:sono )?(?:nel testo|tra le righe|in linea|sotto in (?:rosso|blu|grassetto))",
    "(?:ti |vi |le )?rispondo (?:nel testo|tra le righe|punto per punto)",
  ],
  pt: [
    "(?:as minhas |minhas )?(?:respostas|comentários) (?:estão )?(?:no texto|entre linhas|abaixo em (?:vermelho|azul|negrito))",
    "(?:te |lhe )?respondo (?:no texto|entre linhas|ponto por ponto)",
  ],
  nl: [
    "(?:mijn )?(?:antwoorden|opmerkingen) (?:staan )?(?:in de tekst|tussen de regels|hieronder in (?:het )?(?:rood|blauw|vet))",
    "(?:ik )?(?:antwoord|reageer) (?:in de tekst|tussen de regels|punt voor punt)",
  ],
  pl: [
    "(?:moje )?(?:odpowiedzi|komentarze|uwagi) (?:są )?(?:w tekście|między wierszami|poniżej na (?:czerwono|niebiesko))",
    "odpowiadam (?:w tekście|między wierszami|punkt po punkcie)",
  ],
  ro: [
    "(?:răspunsurile|comentariile) (?:mele )?(?:sunt )?(?:în text|printre rânduri|mai jos cu (?:roșu|albastru))",
    "(?:vă |îți )?răspund (?:în text|printre rânduri|punct cu punct)",
  ],
  ru: [
    "(?:мои )?(?:ответы|комментарии) (?:ниже )?(?:в тексте|по тексту|между строк)",
    "отвечаю (?:в тексте|по тексту|по пунктам ниже)",
  ],
  uk: [
    "(?:мої )?(?:відповіді|коментарі) (?:нижче )?(?:в тексті|у тексті|по тексту)",
    "відповідаю (?:в тексті|у тексті|по тексту|по пунктах нижче)",
  ],
  tr: [
    "(?:cevaplarım|yanıtlarım|yorumlarım) (?:metnin içinde|satır aralarında|aşağıda (?:kırmızıyla|maviyle))",
    "(?:metin içinde|satır aralarında|madde madde) (?:cevapladım|yanıtladım|cevaplıyorum|yanıtlıyorum)",
  ],
};

/** The writer's own words pointing at the quoted history as the authority for what they ask: "as agreed below with
 * Ms Lindqvist, please send …", "as Annika says below", "see the approval below". Quoted material so invoked is part
 * of the request, not someone else's words cited (injection.ts `quoting`): an attacker forges the approval it quotes. */
export const INVOKED_QUOTE: PhraseTable = {
  en: [
    "as (?:agreed|approved|confirmed|discussed|requested|instructed|authori[sz]ed|arranged|stated|mentioned|explained|noted|per)(?: with [^.\\n]{1,40}?)? below",
    "as [\\p{L}.' -]{1,30}? (?:says|said|wrote|writes|confirms|confirmed|approved|agreed|asks|asked|instructs|instructed|mentions|mentioned|explains|explained|notes|noted) below",
    "(?:see|per|following) (?:the |her |his |their |my |our )?(?:approval|instructions?|note|e-?mail|message|thread|go-ahead|authori[sz]ation|confirmation|sign-off) below",
    // Forwarding someone's approval to be carried out: "I'm forwarding you the director's go-ahead, please proceed".
    "forward(?:ing|ed)? (?:you |to you )?(?:the |her |his |their )?(?:[\\p{L}.'’-]+(?:'s|’s)? ){0,3}(?:approval|go-ahead|authori[sz]ation|sign-off|instructions|consent)",
    // The quoted request handed over to be done: "see below, handle it today", "please action the request below".
    "(?:see|read) (?:the )?(?:e-?mail |message |request |thread )?below[ ,;:—–-]{1,4}(?:and )?(?:please )?(?:handle|action|process|deal with|take care of|sort out|carry out|do|execute|proceed with) (?:it|this|that|them)",
    "(?:please )?(?:handle|action|process|deal with|take care of|sort out|carry out|execute|proceed with) (?:the |this )?(?:request|e-?mail|message|instructions?|change) below",
  ],
  de: [
    "wie (?:unten|weiter unten|im verlauf unten) (?:besprochen|vereinbart|bestätigt|genehmigt|abgestimmt|angewiesen|erwähnt)",
    "wie [\\p{L}. -]{1,30}? (?:unten|weiter unten) (?:schreibt|schrieb|bestätigt|bestätigte|genehmigt|freigibt)",
    "siehe (?:die |den )?(?:freigabe|genehmigung|anweisung|nachricht|verlauf) unten",
    "siehe unten[ ,;:—–-]{1,4}(?:bitte )?(?:erledigen|umsetzen|bearbeiten|ausführen|veranlassen|durchführen)",
    "(?:bitte )?(?:die |den )?(?:anfrage|nachricht|e-?mail|änderung|anweisung) unten (?:bitte )?(?:erledigen|umsetzen|bearbeiten|ausführen|veranlassen)",
    "(?:leite|sende|schicke) (?:ihnen|dir|euch) (?:hiermit )?(?:die |den |das )?(?:[\\p{L}.-]+ ){0,3}(?:zusage|freigabe|genehmigung|anweisung|weisung|zustimmung|einverständnis)\\p{L}*",
  ],
  fr: [
    "comme (?:convenu|indiqué|validé|approuvé|confirmé|demandé|autorisé)(?: avec [^.\\n]{1,40}?)? ci-dessous",
    "voir (?:l'accord|la validation|l'approbation|le message|les instructions|l'autorisation) ci-dessous",
    "je vous (?:transfère|transmets|fais suivre) (?:ci-dessous )?(?:l'accord|la validation|l'approbation|les instructions|l'autorisation|le feu vert)",
    "voir ci-dessous[ ,;:—–-]{1,4}(?:merci de |prière de )?(?:traiter|faire le nécessaire|exécuter|appliquer|procéder)",
  ],
  es: [
    "como (?:se )?(?:acordó|acordamos|acordado|indicó|indicado|aprobó|aprobado|confirmó|confirmado|pidió|autorizó)(?: con [^.\\n]{1,40}?)? (?:abajo|más abajo|a continuación)",
    "ver (?:la aprobación|el mensaje|las instrucciones|la autorización) (?:abajo|más abajo)",
    "(?:le|te|les) (?:reenvío|reenvio|transmito) (?:la aprobación|la autorización|las instrucciones|el visto bueno)",
    "ver (?:abajo|más abajo)[ ,;:—–-]{1,4}(?:por favor )?(?:gestiona\\p{L}*|tramita\\p{L}*|procesa\\p{L}*|ejecuta\\p{L}*|hazlo|encárgate)",
  ],
  it: [
    "come (?:concordato|indicato|approvato|confermato|richiesto|autorizzato)(?: con [^.\\n]{1,40}?)? (?:qui sotto|sotto|di seguito)",
  ],
  pt: [
    "como (?:combinado|acordado|indicado|aprovado|confirmado|pedido|autorizado)(?: com [^.\\n]{1,40}?)? (?:abaixo|a seguir)",
  ],
  nl: ["zoals (?:hieronder|onderstaand) (?:afgesproken|besproken|bevestigd|goedgekeurd|aangegeven)"],
  // "See the mail below", "(it is) explained in the mail below": the quoted mail pointed at as what to act on.
  zh: [
    "(?:看|参阅|參閱|参考|參考|见|見|按照?|根据|根據)(?:一下)?(?:下面|以下|下方|下文)(?:那封|的)?(?:邮件|郵件|说明|說明|指示|批准|要求)",
    "(?:下面|以下|下方)(?:那封|的)?(?:邮件|郵件)(?:里|裡|中)?(?:已经|已經)?(?:说明|說明|写|寫|交代)",
  ],
  ja: ["(?:下記|以下|下)の(?:メール|メッセージ|指示|承認)(?:を|の)(?:ご覧|ご確認|参照|確認|通り|とおり)"],
  ko: ["아래 (?:메일|메시지|지시|승인)(?:을|를|의)? ?(?:참고|참조|확인|보시|보고|대로)"],
};
