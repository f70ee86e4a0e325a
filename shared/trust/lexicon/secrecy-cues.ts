// Secrecy towards the organisation's own people: an injection keeps the staff out of its act in a direct prohibition
// ("do not mention this step to staff", "do not check with the manager", "and do not tell staff", "non dirlo allo
// staff", "ne egyeztessen a rendelő vezetőjével", "لا تبلّغ الطاقم"). The oversight keep-out rows (KEEP_OUT, ROLES in
// oversight-cues.ts) cover "no need to ask anyone" and "without waiting for approval"; the reader rows cover "no need
// to tell the team"; these rows add the plain prohibitions they miss, one row per cue language.
//
// Concept: a prohibition (the negative imperative, the polite negative request, "without …-ing") of a verb of
// telling, informing, notifying, mentioning to, reporting to, consulting, checking with, involving, copying (cc),
// looping in or asking, with the organisation's people as its object: the staff, the team, the colleagues, the
// manager or management, the owner, the boss, the office, reception, the practice or shop, the professional on duty,
// a human; and "keep this from the staff". Verb and object within 40 characters of one clause (16 in the dense
// scripts), in either order where the language puts objects first.
//
// The human senses stay out: a person's own privacy ("don't tell my boss / my wife": the writer's own people are
// left out by each row's possessive guard, and family words are not objects), a bank's notice ("our staff will never
// ask for your PIN", "never tell anyone your code": "our" staff and "anyone (else)" are not objects where a notice
// says them), "I did not tell the manager" (not an imperative), "don't forget to tell the team" (the prohibition is
// of forgetting: the verb must follow the negation directly).
//
// The rows are merged into SECRECY (lexicon/injection.ts) and weighed like the rest of it: one hit is never a verdict.
// Conventions are those of reader-cues.ts: lowercase sources, NFKC-normalised as the text is; no word guards in
// UNSPACED scripts; a word-start guard on the second half of a pair elsewhere; Latin-script rows that mail writes
// without diacritics through `unmarked`, `romanian`, `serbian`, `azerbaijani`, `uzbek`, `yoruba`, `hausa`; Turkish
// and Azerbaijani "ı" met as "[ıi]" (asMet). Performance: every entry starts with a literal (the prohibition word, the
// verb, or the object noun), gaps are bounded.
import {
  alt,
  asMet,
  azerbaijani,
  conceptTable,
  E,
  either,
  gap,
  hausa,
  type Lang,
  near,
  type PhraseTable,
  romanian,
  serbian,
  unmarked,
  uzbek,
  wordStart,
  yoruba,
} from "./combinators.js";

/** One row per language. Fields are alternations (regex sources, lowercase). */
export interface StaffSecrecyRow {
  /** The prohibition with its verb: "do not tell / inform / mention … to / check with / cc", "without telling". */
  tell?: string;
  /** The organisation's people as the verb takes them: "the staff", "the team", "the manager", "reception", with the
   * writer's own ("my boss") left out by a guard. */
  staff?: string;
  /** Verb and object in either order (verb-final languages, free word order); otherwise the verb first. */
  either?: boolean;
  /** Whole forms where the prohibition wraps the object ("sag dem Team nichts", "keep this from the staff"). */
  frame?: string;
}

/** Not the first half of a compound or a possessive ("the staff handbook", "the office manager's wife"), nor a
 * notice's "never tell staff your password". */
const NOT_COMPOUND_EN =
  "(?!['’]s|(?: \\p{L}+){0,2}? your (?:password|pin|passcode|code|otp|login|card|account|details))(?! (?:handbook|room|rota|roster|list|meeting|portal|directory|parking|kitchen|area|entrance|canteen|party|training|newsletter|discount|card|page|file|folder|photo|manager)s?(?![\\p{L}]))";

/** English objects: the organisation's people, not the writer's own or a bank's ("our staff", "bank staff"). */
const STAFF_EN = `(?<!(?:my|our|bank|even|including) )(?:(?:the|your|any|other|a) )?(?:staff(?: members?)?|members? of staff|team|colleagues?|co-?workers?|manager|management|owner|boss|office|reception(?:ist)?|front desk|practice (?:manager|owner|staff)|shop (?:owner|staff)|(?:doctor|dentist|mechanic|accountant) on duty|accountant|supervisor|human)${E}${NOT_COMPOUND_EN}`;

const ROWS: Partial<Record<Lang, StaffSecrecyRow>> = {
  en: {
    tell: alt(
      "(?:do not|don't|dont|never|please do not|please don't) (?:tell|inform|notify|alert|mention (?:this|it|that|anything)(?: \\p{L}+)?(?: \\p{L}+)? to|report (?:this|it|that|anything) to|consult|check with|check in with|run (?:this|it) by|involve|cc|bcc|copy|loop in|escalate (?:this|it) to)(?![\\p{L}])",
      "without (?:telling|informing|notifying|alerting|mentioning (?:it|this|anything) to|consulting|checking with|involving|cc'?ing|copying|looping in)(?![\\p{L}])",
    ),
    staff: STAFF_EN,
    frame: alt(
      "keep (?:this|it|that|the (?:change|request|step)) (?:from|away from|hidden from|secret from) (?:the |your |any )?(?:staff|team|colleagues|manager|management|owner|boss|office|reception)(?![\\p{L}])",
      "(?:do not|don't|never) (?:tell|inform|mention (?:this|it) to) anyone else (?:about|of) (?:this|it|the (?:change|request|step|transfer))",
      "keep (?:this|it) between (?:us|you and me|ourselves) and (?:the )?sender",
    ),
  },
  de: {
    frame: alt(
      `(?:sag|sagt|sagen sie|erzähl|erzählt|erzählen sie|verrate|verraten sie|erwähne|erwähnen sie|melde|melden sie|leite|leiten sie)(?: es| das| dies| davon| bitte)? (?:(?:bitte|davon|darüber|auch|vorab) )*(?:dem|der|den) (?:team|personal|praxisteam|büro|sekretariat|empfang|rezeption|chef(?:in)?|inhaber(?:in)?|geschäftsleitung|geschäftsführ\\p{L}*|vorgesetzten|kolleg\\p{L}*|mitarbeiter\\p{L}*|werkstatt|praxisleit\\p{L}*|praxis|buchhaltung|filialleit\\p{L}*)(?: (?:\\p{L}+ ){0,3}?)? ?(?:nichts|nicht)${E}`,
      `(?:informier|informiert|informieren sie|benachrichtige|benachrichtigt|benachrichtigen sie|frag|fragt|fragen sie|beteilige|beteiligen sie|setze|setzen sie|setz|kontaktiere|kontaktieren sie)(?: bitte)? (?:das|den|die|der) (?:team|personal|praxisteam|büro|sekretariat|empfang|rezeption|chef(?:in)?|inhaber(?:in)?|geschäftsleitung|geschäftsführ\\p{L}*|vorgesetzten|kolleg\\p{L}*|mitarbeiter\\p{L}*|werkstatt|praxisleit\\p{L}*|buchhaltung)(?: (?:\\p{L}+ ){0,3}?)? ?nicht${E}`,
      `(?:ohne|keine) (?:rücksprache|absprache|abstimmung) mit (?:dem|der|den) (?:team|personal|praxisteam|büro|sekretariat|empfang|rezeption|chef(?:in)?|inhaber(?:in)?|geschäftsleitung|geschäftsführ\\p{L}*|vorgesetzten|kolleg\\p{L}*|mitarbeiter\\p{L}*|praxisleit\\p{L}*|buchhaltung)`,
      `ohne (?:das|den|die|dem) (?:team|personal|praxisteam|büro|sekretariat|empfang|chef(?:in)?|inhaber(?:in)?|geschäftsleitung|vorgesetzten|kolleg\\p{L}*|mitarbeiter\\p{L}*|praxisleit\\p{L}*|buchhaltung) (?:\\p{L}+ )?(?:zu informieren|einzubeziehen|einzuweihen|zu fragen|zu benachrichtigen|in (?:cc|kopie) zu setzen)`,
      `(?:bitte )?nicht (?:mit|an|gegenüber) (?:dem|der|den|das) (?:team|personal|praxisteam|büro|sekretariat|empfang|chef(?:in)?|inhaber(?:in)?|geschäftsleitung|vorgesetzten|kolleg\\p{L}*|mitarbeiter\\p{L}*|praxisleit\\p{L}*|buchhaltung) (?:abstimmen|absprechen|besprechen|weitergeben|weiterleiten|melden|erwähnen)`,
      "(?:halte|halten sie|haltet)(?: es| das| dies)? vor (?:dem|der|den) (?:team|personal|büro|chef(?:in)?|inhaber(?:in)?|kolleg\\p{L}*|mitarbeiter\\p{L}*) geheim",
    ),
  },
  fr: {
    tell: alt(
      "ne (?:le |l'|lui |leur |en |rien )?(?:dites|dis|informez|informe|prévenez|préviens|avertissez|avertis|mentionnez|mentionne|parlez|parle|signalez|signale|consultez|consulte|mettez|mets|impliquez|implique|demandez|demande|sollicitez)(?![\\p{L}])",
      "n'(?:informez|informe|en parlez|en parle|avertissez|avertis|impliquez|implique|en dites|en dis|en informez)(?![\\p{L}])",
      "sans (?:le dire|en parler|en informer|informer|prévenir|avertir|consulter|mettre en copie|impliquer|l'accord)(?![\\p{L}])",
    ),
    staff:
      "(?<!(?:mon|ma|mes|notre|nos) )(?:(?:au|le|la|l'|les|aux|à l'|à la|avec l'|avec le|avec la) ?)?(?:personnel|équipe|collègues?|gérante?|responsable|direction|patron(?:ne)?|propriétaire|bureau|accueil|secrétariat|cabinet|dentiste de garde|médecin de garde|garagiste|comptable|personne d'autre)(?![\\p{L}])",
  },
  es: {
    tell: alt(
      "no (?:le |les |se lo |se la |lo |la )?(?:digas|diga|digan|informes|informe|informen|avises|avise|avisen|comentes|comente|comenten|menciones|mencione|notifiques|notifique|consultes|consulte|preguntes|pregunte|involucres|involucre|copies|copie|cuentes|cuente|pongas en copia|ponga en copia)(?![\\p{L}])",
      "sin (?:decirle|decírselo|avisar|avisarle|informar|informarle|consultar|consultarlo|comentarlo|comentárselo|copiar|involucrar|preguntar|poner en copia)(?![\\p{L}])",
    ),
    staff: unmarked(
      "(?<!(?:mi|mis|nuestro|nuestra|nuestros) )(?:(?:al|a la|a los|a las|el|la|los|las|con el|con la|con los) )?(?:personal|equipo|compañer[oa]s?|colegas?|gerente|encargad[oa]|jefe|jefa|dirección|dueñ[oa]|propietari[oa]|oficina|recepción|consulta|clínica|taller|contador|contable|nadie más)(?![\\p{L}])",
    ),
  },
  it: {
    tell: alt(
      "non (?:lo |le |gli |ne |glielo )?(?:dire|dirlo|dirglielo|dica|dite|informare|informi|informate|avvisare|avvisi|avvisate|menzionare|menzioni|parlarne|parlare|parli|consultare|consulti|coinvolgere|coinvolga|mettere in copia|metta in copia|mettete in copia|chiedere|segnalare|segnali|riferire|riferirlo|riferisca)(?![\\p{L}])",
      "senza (?:dirlo|dire niente|informare|avvisare|consultare|coinvolgere|parlarne|mettere in copia|sentire)(?![\\p{L}])",
    ),
    staff:
      "(?<!(?:mio|mia|miei|mie|nostro|nostra|nostri) )(?:(?:al|allo|alla|ai|agli|alle|lo|il|la|l'|all'|gli|le|con il|con lo|con la|con l') ?)?(?:staff|personale|team|squadra|colleghi|collega|responsabile|direttore|direttrice|direzione|titolare|capo|proprietario|ufficio|reception|segreteria|studio|officina|commercialista|nessun altro)(?![\\p{L}])",
  },
  pt: {
    tell: unmarked(
      alt(
        "não (?:lhe |lhes |o |a |os )?(?:diga|digas|digam|conte|contes|contem|informe|informes|informem|avise|avises|avisem|mencione|menciones|comente|comentes|consulte|consultes|notifique|envolva|copie|pergunte|fale)(?![\\p{L}])",
        "sem (?:avisar|informar|consultar|contar|dizer nada|falar com|envolver|copiar|perguntar)(?![\\p{L}])",
      ),
    ),
    staff: unmarked(
      "(?<!(?:meu|minha|meus|minhas|nosso|nossa|nossos) )(?:(?:ao|à|aos|às|a|o|os|as|com o|com a|com os|com as|para o|para a|para os) )?(?:staff|equipe|equipa|pessoal|funcionários|colegas?|gerente|chefe|direção|dono|proprietári[oa]|escritório|recepção|consultório|clínica|oficina|contador|contabilista|mais ninguém|ninguém mais)(?![\\p{L}])",
    ),
  },
  nl: {
    frame: alt(
      `(?:vertel|zeg|meld|informeer|noem)(?: het| dit| dat| er)? (?:niets|niks|niet) (?:\\p{L}+ ){0,3}?(?:aan|tegen|bij|met) (?:het |de |je )?(?:personeel|team|collega'?s|collega|manager|leidinggevende|directie|eigenaar|baas|kantoor|receptie|balie|praktijk(?:manager|houder)?|garage|boekhouder)${E}`,
      `(?:informeer|betrek|raadpleeg|vraag|cc|licht)(?: \\p{L}+)? (?:het|de) (?:personeel|team|collega'?s|collega|manager|leidinggevende|directie|eigenaar|baas|kantoor|receptie|praktijk(?:manager|houder)?|boekhouder)(?: \\p{L}+)? (?:niet|nergens)${E}`,
      `zonder (?:het |de )?(?:personeel|team|collega'?s|collega|manager|leidinggevende|directie|eigenaar|baas|kantoor|receptie|praktijk(?:manager|houder)?|boekhouder) (?:\\p{L}+ )?(?:te informeren|in te lichten|te raadplegen|te vragen|erbij te betrekken|in cc te zetten|te laten weten)`,
      `(?:overleg|stem) (?:\\p{L}+ ){0,2}?niet (?:\\p{L}+ ){0,2}?(?:met|af met) (?:het |de )?(?:personeel|team|collega'?s|manager|leidinggevende|directie|eigenaar|baas|kantoor|receptie|praktijk(?:manager|houder)?)${E}`,
      `niet (?:aan|tegen|met) (?:het |de )?(?:personeel|team|collega'?s|manager|leidinggevende|directie|eigenaar|baas|kantoor|receptie) (?:vertellen|zeggen|melden|doorgeven|overleggen|noemen)`,
    ),
  },
  sv: {
    tell: alt(
      "(?:berätta|säg|informera|meddela|nämn|fråga|kontakta|involvera|konsultera|rapportera|kopiera|stäm av med|stäm)(?: det| detta| något)? (?:inte|inget|ingenting|aldrig)(?![\\p{L}])",
      "utan att (?:berätta|säga|informera|meddela|nämna|fråga|kontakta|involvera|stämma av|rådfråga|kopiera)(?![\\p{L}])",
    ),
    staff:
      "(?:personalen|teamet|kollegorna|kollegerna|chefen|ledningen|ägaren|kontoret|receptionen|mottagningen|kliniken|verkstaden|butiken|revisorn|bokföraren|en människa)(?![\\p{L}])(?! min)",
  },
  pl: {
    tell: alt(
      "nie (?:mów|mówcie|mówić|informuj|informujcie|informować|powiadamiaj|powiadamiajcie|zawiadamiaj|wspominaj|wspominajcie|wspominać|konsultuj|konsultujcie|pytaj|pytajcie|angażuj|angażujcie|kopiuj|zgłaszaj|zgłaszajcie|uzgadniaj|uzgadniajcie|dodawaj do kopii|kontaktuj się z|informujże)(?![\\p{L}])",
      "bez (?:informowania|powiadamiania|konsultowania|konsultacji z|pytania|uzgadniania|uzgodnienia z|angażowania|wiedzy)(?![\\p{L}])",
    ),
    staff: unmarked(
      "(?<!(?:mojemu|mojej|moim|mojego|mojej|mój|moja|naszemu|naszej|naszego) )(?:personel\\p{L}*|zespo[lł]\\p{L}*|współpracownik\\p{L}*|koleg(?:om|ów|ami|ą|i|ę)|kierownik\\p{L}*|kierowniczk\\p{L}*|menedżer\\p{L}*|szef\\p{L}*|właściciel\\p{L}*|dyrekcj\\p{L}*|biur\\p{L}*|recepcj\\p{L}*|księgow\\p{L}*|nikomu innemu|nikogo innego)",
    ),
  },
  cs: {
    tell: unmarked(
      alt(
        "(?:neříkej|neříkejte|neinformuj|neinformujte|neoznamuj|neoznamujte|nezmiňuj|nezmiňujte|nekonzultuj|nekonzultujte|neptej se|neptejte se|nezapojuj|nezapojujte|nedávej vědět|nedávejte vědět|nekopíruj|nekopírujte|nehlas|nehlaste|neprobírej|neprobírejte|nesdělujte|nesděluj)(?![\\p{L}])",
        "bez (?:vědomí|informování|konzultace s|konzultování s|souhlasu)(?![\\p{L}])",
      ),
    ),
    staff: unmarked(
      "(?<!(?:mému|mé|mým|mojí|mého|můj|moje|našemu|naší|našeho) )(?:personál\\p{L}*|tým\\p{L}*|kolegům|kolegy|kolegyním|kolegů|vedoucí\\p{L}*|manažer\\p{L}*|šéf\\p{L}*|vedení|majitel\\p{L}*|kancelář\\p{L}*|recepc\\p{L}*|účetní\\p{L}*|nikomu jinému|nikoho jiného)",
    ),
  },
  ru: {
    tell: alt(
      "не (?:говорите|говори|сообщайте|сообщай|рассказывайте|рассказывай|упоминайте|упоминай|информируйте|информируй|уведомляйте|уведомляй|ставьте в копию|ставь в копию|согласовывайте|согласовывай|советуйтесь|советуйся|спрашивайте|спрашивай|привлекайте|привлекай|докладывайте|докладывай|сообщать|говорить|пишите|пиши)(?![\\p{L}])",
      "без (?:ведома|согласования с|уведомления|информирования|консультации с|участия)(?![\\p{L}])",
    ),
    staff:
      "(?<!(?:моему|моей|моим|моего|моих|мою|мой|моя|нашему|нашей|нашим|нашего|наши) )(?:персонал\\p{L}*|сотрудник\\p{L}*|коллег\\p{L}*|команд(?:е|у|ы|ой|а)|менеджер\\p{L}*|руководител\\p{L}*|руководств\\p{L}*|начальств\\p{L}*|начальник\\p{L}*|шеф\\p{L}*|владел\\p{L}*|офис(?:у|а|ом|е)?|ресепшн\\p{L}*|ресепшен\\p{L}*|администратор\\p{L}*|регистратур\\p{L}*|бухгалтер\\p{L}*|никому другому)(?![\\p{L}])",
    either: true,
  },
  uk: {
    tell: alt(
      "не (?:кажіть|кажи|повідомляйте|повідомляй|розповідайте|розповідай|згадуйте|згадуй|інформуйте|інформуй|ставте в копію|став у копію|погоджуйте|погоджуй|радьтеся|питайте|питай|залучайте|залучай|доповідайте|доповідай|пишіть)(?![\\p{L}])",
      "без (?:відома|погодження з|повідомлення|консультації з|участі)(?![\\p{L}])",
    ),
    staff:
      "(?<!(?:моєму|моїй|моїм|мого|моїх|мою|мій|моя|нашому|нашій|нашим) )(?:персонал\\p{L}*|співробітник\\p{L}*|працівник\\p{L}*|колег\\p{L}*|команд(?:і|у|и|ою|а)|менеджер\\p{L}*|керівник\\p{L}*|керівництв\\p{L}*|начальни\\p{L}*|шеф\\p{L}*|власник\\p{L}*|офіс(?:у|і|ом)?|рецепці\\p{L}*|адміністратор\\p{L}*|реєстратур\\p{L}*|бухгалтер\\p{L}*|нікому іншому)(?![\\p{L}])",
    either: true,
  },
  el: {
    tell: alt(
      "μην (?:το |τους |του |της )?(?:πεις|πείτε|ενημερώσεις|ενημερώσετε|ενημερώνεις|ενημερώνετε|αναφέρεις|αναφέρετε|ρωτήσεις|ρωτήσετε|συμβουλευτείς|συμβουλευτείτε|βάλεις σε κοινοποίηση|βάλετε σε κοινοποίηση|εμπλέξεις|εμπλέξετε|ειδοποιήσεις|ειδοποιήσετε|κοινοποιήσεις|κοινοποιήσετε)(?![\\p{L}])",
      "χωρίς να (?:ενημερώσ\\p{L}*|ρωτήσ\\p{L}*|πείτε|πεις|συμβουλευτ\\p{L}*|ειδοποιήσ\\p{L}*|εμπλέξ\\p{L}*)",
    ),
    staff: `(?:(?:στο|στον|στην|στους|στις|το|τον|την|τους|τις|με το|με τον|με την|με τους) )?(?:προσωπικό|ομάδα|συναδέλφ\\p{L}*|συνάδελφ\\p{L}*|διευθυντ\\p{L}*|διεύθυνση|προϊστάμεν\\p{L}*|υπεύθυν\\p{L}*|ιδιοκτήτ\\p{L}*|αφεντικό|γραφείο|ρεσεψιόν|γραμματεία|λογιστ\\p{L}*|κανέναν άλλο)${E}(?! (?:μου|μας))`,
  },
  tr: {
    tell: alt(
      "(?:söylemeyin(?:iz)?|söyleme|bildirmeyin(?:iz)?|bildirme|haber vermeyin(?:iz)?|haber verme|bahsetmeyin(?:iz)?|bahsetme|danışmayın(?:ız)?|danışma|sormayın(?:ız)?|sorma|dahil etmeyin(?:iz)?|dahil etme|bilgi vermeyin(?:iz)?|bilgi verme|bilgilendirmeyin(?:iz)?|bilgilendirme|iletmeyin(?:iz)?|cc'?ye eklemeyin|bilgiye eklemeyin)(?![\\p{L}])",
      "(?:söylemeden|bildirmeden|haber vermeden|danışmadan|sormadan|bilgi vermeden|bilgilendirmeden|haberi olmadan)(?![\\p{L}])",
    ),
    staff:
      "(?:personele|personelle|personelden|çalışanlara|çalışanlarla|çalışanlardan|ekibe|ekiple|ekipten|meslektaşlara|meslektaşlarla|yöneticiye|yöneticiyle|yöneticiden|yönetime|yönetimle|müdüre|müdürle|müdürden|patrona|patronla|işletme sahibine|sahibine|ofise|ofisle|resepsiyona|muhasebeciye|muhasebeciyle|personelin|çalışanların|ekibin|yöneticinin|müdürün)(?![\\p{L}])",
    either: true,
  },
  id: {
    tell: alt(
      "(?:jangan|janganlah|mohon jangan|tolong jangan) (?:\\p{L}+ )?(?:beri ?tahu|memberi ?tahu|beritahukan|kasih tahu|bilang|kabari|mengabari|kabarkan|informasikan|menginformasikan|laporkan|melapor|sebutkan|menyebutkan|tanya|bertanya|konsultasikan|berkonsultasi|libatkan|melibatkan|cc|tembuskan|menembuskan)(?![\\p{L}])",
      "tanpa (?:memberi ?tahu|sepengetahuan|menginformasikan|mengabari|berkonsultasi dengan|melibatkan|bertanya)(?![\\p{L}])",
    ),
    staff:
      "(?:staf|karyawan|pegawai|tim|rekan kerja|kolega|manajer|atasan|pimpinan|bos|pemilik|kantor|resepsionis|bagian resepsionis|akuntan)(?![\\p{L}])(?! (?:saya|aku|kami))",
  },
  vi: {
    tell: alt(
      "(?:đừng|không được|chớ|xin đừng|vui lòng không) (?:\\p{L}+ )?(?:nói|báo|thông báo|cho biết|kể|hỏi|hỏi ý kiến|tham khảo|cc|đồng gửi|báo cáo|trao đổi)(?![\\p{L}])",
      "mà không (?:báo|nói|thông báo|hỏi|hỏi ý kiến|trao đổi)(?![\\p{L}])",
    ),
    staff:
      "(?:nhân viên|đội ngũ|nhóm|đồng nghiệp|quản lý|ban quản lý|ban giám đốc|sếp|chủ (?:cửa hàng|phòng khám|tiệm|doanh nghiệp|garage)|văn phòng|lễ tân|kế toán)(?![\\p{L}])(?! (?:của )?(?:tôi|em|mình|chúng tôi))",
  },
  sw: {
    tell: alt(
      "(?:usimwambie|usiwaambie|msiwaambie|msimwambie|usimjulishe|usiwajulishe|msiwajulishe|usimweleze|usiwaeleze|usimtaarifu|usiwataarifu|msiwataarifu|usimuulize|usiwaulize|msiwaulize|usiwahusishe|usimhusishe|usimshirikishe|usiwashirikishe|usimnakili|usiwanakili)(?![\\p{L}])",
      "bila (?:kumwambia|kuwaambia|kumjulisha|kuwajulisha|kuwashirikisha|kumshirikisha|kuwauliza|kumuuliza|kuwataarifu|kumtaarifu)(?![\\p{L}])",
    ),
    staff:
      "(?:wafanyakazi|timu|wenzako|wenzetu|meneja|msimamizi|uongozi|bosi|mwenye (?:duka|biashara|kliniki)|mmiliki|ofisi|mapokezi|mhasibu)(?![\\p{L}])(?! wangu)",
  },
  hi: {
    tell: alt(
      "(?:मत बताओ|मत बताइए|मत बताइये|मत बताएं|मत बताएँ|न बताएं|न बताएँ|न बताइए|मत बताना|नहीं बताना|मत पूछो|मत पूछिए|न पूछें|सूचित न करें|सूचित मत करें|सूचना न दें|सूचना मत दें|ज़िक्र न करें|जिक्र न करें|ज़िक्र मत करो|जिक्र मत करो|ज़िक्र मत करें|शामिल न करें|सीसी न करें|सलाह न लें|मत कहना|न कहें)",
      "(?:बताए बिना|बताये बिना|बिना बताए|बिना बताये|पूछे बिना|बिना पूछे|जानकारी दिए बिना|बिना जानकारी)",
    ),
    staff:
      "(?<!(?:मेरे|मेरी|मेरा) )(?:स्टाफ|कर्मचारियों|कर्मचारी|टीम|सहकर्मियों|मैनेजर|प्रबंधक|प्रबंधन|मालिक|बॉस|ऑफिस|दफ़्तर|दफ्तर|रिसेप्शन|अकाउंटेंट)",
    either: true,
  },
  bn: {
    tell: alt(
      "(?:জানাবেন না|জানাবে না|জানিও না|জানিয়ো না|বলবেন না|বলবে না|বলো না|বলিও না|জিজ্ঞেস করবেন না|জিজ্ঞাসা করবেন না|উল্লেখ করবেন না|সিসি করবেন না|যুক্ত করবেন না|পরামর্শ করবেন না)",
      "(?:না জানিয়ে|না বলে|না জিজ্ঞেস করে|না জিজ্ঞাসা করে)",
    ),
    staff: "(?<!আমার )(?:স্টাফ|কর্মী|কর্মচারী|টিম|সহকর্মী|ম্যানেজার|ব্যবস্থাপক|মালিক|বস|অফিস|রিসেপশন|হিসাবরক্ষক|অ্যাকাউন্ট্যান্ট)",
    either: true,
  },
  ur: {
    tell: alt(
      "(?:مت بتائیں|مت بتاؤ|مت بتانا|نہ بتائیں|نہ بتاؤ|نہ بتانا|مت پوچھیں|مت پوچھو|نہ پوچھیں|اطلاع نہ دیں|اطلاع مت دیں|مطلع نہ کریں|ذکر نہ کریں|ذکر مت کریں|شامل نہ کریں|سی سی نہ کریں|مشورہ نہ کریں)",
      "(?:بتائے بغیر|پوچھے بغیر|اطلاع دیے بغیر|اطلاع دئیے بغیر|مشورے کے بغیر)",
    ),
    staff:
      "(?<!(?:میرے|میری|میرا) )(?:اسٹاف|سٹاف|عملے|عملہ|ملازمین|ٹیم|ساتھیوں|مینیجر|منیجر|انتظامیہ|مالک|باس|دفتر|آفس|ریسپشن|اکاؤنٹنٹ)",
    either: true,
  },
  ar: {
    tell: alt(
      "(?:لا (?:تبلغ|تبلّغ|تبلغوا|تبلّغوا|تخبر|تخبروا|تعلم|تذكر|تذكروا|تخطر|تستشر|تستشيروا|تسأل|تسألوا|تشرك|تشركوا|تراجع|تضع|تطلع|تُطلع|تبلغي|تخبري)|دون (?:إبلاغ|ابلاغ|إخبار|اخبار|علم|إعلام|اعلام|الرجوع إلى|الرجوع الى|استشارة|إشراك|اشراك)|بدون (?:إبلاغ|ابلاغ|إخبار|اخبار|علم|استشارة|إشراك|اشراك)|من غير (?:ما )?(?:تقول|تبلغ|تخبر))",
    ),
    staff:
      "(?:الطاقم|الموظفين|الموظفون|طاقم العمل|الفريق|الزملاء|المدير|المديرة|الإدارة|الادارة|المالك|صاحب (?:المحل|العيادة|العمل|الشركة|الورشة)|المكتب|الاستقبال|المحاسب|الطبيب المناوب)",
  },
  fa: {
    tell: alt(
      "(?:نگویید|نگوئید|نگو|اطلاع ندهید|اطلاع نده|خبر ندهید|خبر نده|مطلع نکنید|در جریان نگذارید|در جریان قرار ندهید|مشورت نکنید|نپرسید|نپرس|اشاره نکنید|ذکر نکنید|گزارش ندهید|رونوشت نکنید|سی سی نکنید)",
      "(?:بدون (?:اطلاع|هماهنگی با|مشورت با|اینکه به)|بی آنکه به|بی‌آنکه به)",
    ),
    staff:
      "(?:کارکنان|پرسنل|کارمندان|کارمند|تیم|همکاران|مدیریت|مدیر|رئیس|صاحب (?:مغازه|کار|مطب|کسب و کار)|مالک|دفتر|پذیرش|منشی|حسابدار)(?!م[\\s.,!؟]|مان)",
    either: true,
  },
  he: {
    tell: alt(
      "(?:אל (?:תספר|תספרי|תספרו|תגיד|תגידי|תגידו|תודיע|תודיעי|תודיעו|תעדכן|תעדכני|תעדכנו|תזכיר|תזכירו|תשאל|תשאלו|תתייעץ|תתייעצו|תערב|תערבו|תשתף|תשתפו|תדווח|תדווחו|תכניס|תכניסו)|בלי (?:לספר|להגיד|לעדכן|להודיע|לשאול|להתייעץ|לערב|ליידע)|מבלי (?:לספר|לעדכן|להודיע|ליידע|להתייעץ|לשאול))",
    ),
    staff:
      "(?:הצוות|לצוות|בצוות|את הצוות|לעובדים|העובדים|לעמיתים|העמיתים|למנהל|המנהל|למנהלת|המנהלת|להנהלה|ההנהלה|לבעלים|הבעלים|לבוס|הבוס|למשרד|המשרד|לקבלה|הקבלה|לרואה החשבון|רואה החשבון)(?! שלי| שלנו)",
  },
  am: {
    tell: "(?:አትንገሩ|አትንገር|አትንገሪ|አይንገሩ|አታሳውቁ|አታሳውቅ|አታሳውቂ|አያሳውቁ|አትጠይቁ|አትጠይቅ|አታማክሩ|አታማክር|ሳታሳውቁ|ሳትነግሩ|ሳያሳውቁ|ሳይነግሩ|ሳታማክሩ)",
    staff: "(?:ሰራተኞ|ሠራተኞ|ቡድኑ|ባልደረቦ|ሥራ አስኪያጅ|ስራ አስኪያጅ|ሥራ አስኪያጁ|ስራ አስኪያጁ|አለቃ|ባለቤቱ|ቢሮ|አስተዳደር|ሂሳብ ሹም)(?!ዬ|ችን)",
    either: true,
  },
  ti: {
    tell: "(?:ኣይትንገሩ|ኣይትንገር|ኣይትንገሪ|ኣይትሓብሩ|ኣይትሕበሩ|ኣይትሕበር|ኣይትሕተቱ|ኣይትሕተት|ከይነገርኩም|ከይነገርካ|ከይሓበርኩም|ከይሓበርካ|ከይሓተትኩም)",
    staff: "(?:ሰራሕተኛታት|ሰራሕተኛ|ጉጅለ|መሳርሕቲ|ኣካያዲ|ሓላፊ|ወናኒ|ቤት ጽሕፈት|ኣመሓዳሪ)(?!ይ)",
    either: true,
  },
  th: {
    tell: alt(
      "(?:อย่า|ห้าม|ไม่ต้อง|กรุณาอย่า|โปรดอย่า)(?:ไป)?(?:บอก|แจ้ง|เล่าให้|พูดให้|ปรึกษา|ถาม|รายงาน|ซีซี|cc|สำเนาถึง|แจ้งให้)",
      "โดยไม่(?:ต้อง)?(?:บอก|แจ้ง|ปรึกษา|ถาม)",
    ),
    staff:
      "(?:พนักงาน|ทีมงาน|ทีม|เพื่อนร่วมงาน|ผู้จัดการ|หัวหน้า|ฝ่ายบริหาร|เจ้าของร้าน|เจ้าของคลินิก|เจ้าของกิจการ|เจ้านาย|ออฟฟิศ|สำนักงาน|แผนกต้อนรับ|ฝ่ายต้อนรับ|นักบัญชี)(?!(?:ของ)?(?:ฉัน|ผม|หนู|เรา|ธนาคาร))",
  },
  lo: {
    tell: alt("(?:ຢ່າ|ຫ້າມ|ບໍ່ຕ້ອງ)(?:ໄປ)?(?:ບອກ|ແຈ້ງ|ປຶກສາ|ຖາມ|ລາຍງານ)", "ໂດຍບໍ່(?:ຕ້ອງ)?(?:ບອກ|ແຈ້ງ|ປຶກສາ|ຖາມ)"),
    staff:
      "(?:ພະນັກງານ|ທີມງານ|ທີມ|ເພື່ອນຮ່ວມງານ|ຜູ້ຈັດການ|ຫົວໜ້າ|ເຈົ້າຂອງຮ້ານ|ເຈົ້າຂອງ|ສຳນັກງານ|ຫ້ອງການ|ນັກບັນຊີ)(?!(?:ຂອງ)?(?:ຂ້ອຍ|ຂ້າພະເຈົ້າ))",
  },
  ko: {
    tell: alt(
      "(?:말하지 마|말씀하지 마|알리지 마|전하지 마|보고하지 마|상의하지 마|묻지 마|물어보지 마|참조하지 마|참조에 넣지 마|cc하지 마|언급하지 마|공유하지 마)",
      "(?:(?:알리지|말하지|상의하지|보고하지|묻지|전하지|언급하지) 말고|알리지 않고|말하지 않고|상의하지 않고|상의 없이|묻지 않고|모르게)",
    ),
    staff:
      "(?<!(?:내|제|저희|우리|은행) )(?:직원|스태프|팀원|팀에|팀장|동료|매니저|관리자|경영진|사장님|원장님|실장님|상사|사무실|리셉션|접수처|데스크|회계사)",
    either: true,
  },
  ja: {
    tell: "(?:言わないで|伝えないで|知らせないで|報告しないで|相談しないで|確認しないで|聞かないで|連絡しないで|ccしないで|ccに入れないで|共有しないで|言わずに|伝えずに|知らせずに|相談せずに|報告せずに|確認せずに|内緒に|には内緒|お伝えにならないで|お知らせにならないで)",
    staff:
      "(?<!私の|僕の|俺の|わたしの|銀行の|銀行)(?:スタッフ|従業員|社員|職員|チーム|同僚|マネージャー|店長|院長|上司|管理者|経営陣|オーナー|事務所|受付|事務局|会計士|税理士)",
    either: true,
  },
  zh: {
    tell: "(?:不要|别|別|请勿|請勿|切勿|勿|千万别|千萬別)(?:告[诉訴]|告知|通知|知会|知會|提及|提起|[汇匯][报報]|[报報]告|[询詢]问|[询詢]問|[请請]示|抄送)",
    staff:
      "(?<!我|我的|我们的|我們的|我们|我們|银行|銀行|本行|我行)(?:员工|員工|工作人员|工作人員|职员|職員|同事|团队|團隊|经理|經理|主管|老板|老闆|店长|店長|管理层|管理層|前台|办公室|辦公室|会计|會計)",
    frame: alt(
      "(?:不要|别|別|请勿|請勿|切勿|勿)(?:跟|向|对|對|和|给|給|与|與)(?:员工|員工|工作人员|工作人員|职员|職員|同事|团队|團隊|经理|經理|主管|老板|老闆|店长|店長|管理层|管理層|前台|办公室|辦公室|会计|會計)",
      "(?:不要|别|別|请勿|請勿|切勿|勿)[让讓](?:员工|員工|工作人员|工作人員|职员|職員|同事|团队|團隊|经理|經理|主管|老板|老闆|店长|店長|管理层|管理層|前台)[^，。！？\\n]{0,8}?(?:知道|发现|發現|看到)",
      "(?:瞒着|瞞著|瞒著|瞞着|背着|背著)(?:员工|員工|工作人员|工作人員|同事|团队|團隊|经理|經理|主管|老板|老闆|店长|店長|管理层|管理層|前台)",
    ),
  },
  km: {
    tell: alt("(?:កុំ|សូមកុំ)(?:ប្រាប់|ជូនដំណឹង|រាយការណ៍|សួរ|ពិគ្រោះ)", "ដោយមិន(?:ប្រាប់|ជូនដំណឹង|សួរ|ពិគ្រោះ)"),
    staff: "(?:បុគ្គលិក|ក្រុមការងារ|សហការី|អ្នកគ្រប់គ្រង|ប្រធាន|ថៅកែ|ម្ចាស់ហាង|ម្ចាស់|ការិយាល័យ|គណនេយ្យករ)(?!របស់ខ្ញុំ|ខ្ញុំ)",
  },
  my: {
    tell: "(?:မပြော|အသိမပေး|မမေး|မတိုင်ပင်|မသိစေ|အကြောင်းမကြား)(?:ပါ)?(?:နဲ|နှင|ဘဲ)",
    staff: "(?:ဝန်ထမ်း|အဖွဲ့|လုပ်ဖော်ကိုင်ဖက်|မန်နေဂျာ|မန်နေဂျာ|ပိုင်ရှင်|သူဌေး|ရုံး|စာရင်းကိုင်|စီမံခန့်ခွဲ)",
    either: true,
  },
  si: {
    tell: "(?:කියන්න එපා|කියන්නෙපා|දන්වන්න එපා|අහන්න එපා|සාකච්ඡා කරන්න එපා|සඳහන් කරන්න එපා|නොකියා|නොදන්වා|නොඅසා|නොවිමසා)",
    staff: "(?<!(?:මගේ|මාගේ) )(?:කාර්ය මණ්ඩල|සේවක|කණ්ඩායම|සගයන්|සහෝදර සේවක|කළමනාකරු|කළමනාකාරිත්ව|හිමිකරු|අයිතිකරු|ලොක්කා|කාර්යාල|ගණකාධිකාරී)",
    either: true,
  },
  ta: {
    tell: "(?:சொல்லாதீர்கள்|சொல்லாதே|சொல்ல வேண்டாம்|தெரிவிக்காதீர்கள்|தெரிவிக்க வேண்டாம்|கேட்காதீர்கள்|கேட்க வேண்டாம்|ஆலோசிக்காதீர்கள்|குறிப்பிடாதீர்கள்|குறிப்பிட வேண்டாம்|சொல்லாமல்|தெரிவிக்காமல்|கேட்காமல்|ஆலோசிக்காமல்)",
    staff:
      "(?<!(?:என்|எனது|என்னுடைய) )(?:ஊழியர|பணியாளர|குழு|சக ஊழியர|மேலாளர|நிர்வாக|உரிமையாளர|முதலாளி|அலுவலக|வரவேற்பு|கணக்காளர|ஸ்டாஃப)",
    either: true,
  },
  ne: {
    tell: "(?:नभन्नुहोस्|नभन्नु|नभन|नभन्नू|जानकारी नदिनुहोस्|जानकारी नदिनू|खबर नगर्नुहोस्|नसोध्नुहोस्|नसोध|सल्लाह नलिनुहोस्|नबताउनुहोस्|उल्लेख नगर्नुहोस्|नभनी|नबताई|जानकारी नदिई|नसोधी|खबर नगरी)",
    staff:
      "(?<!(?:मेरो|मेरा|मेरी) )(?:कर्मचारी|स्टाफ|टोली|टिम|सहकर्मी|प्रबन्धक|प्रबन्धन|म्यानेजर|व्यवस्थापन|मालिक|हाकिम|अफिस|कार्यालय|लेखापाल)",
    either: true,
  },
  ka: {
    tell: alt(
      "(?:ნუ (?:ეტყვი|ეტყვით|აცნობებ|აცნობებთ|ეუბნები|ეუბნებით|ჰკითხავ|ჰკითხავთ|შეატყობინებ|შეატყობინებთ|ახსენებ|ახსენებთ|ჩართავ|ჩართავთ|ეკითხები|ეკითხებით)|არ (?:უთხრათ|უთხრა|აცნობოთ|აცნობო|ჰკითხოთ|ჰკითხო|შეატყობინოთ|შეატყობინო|ახსენოთ|ახსენო|ჩართოთ|ჩართო|გაუგზავნოთ ასლი))(?![\\p{L}])",
      "(?:შეუტყობინებლად|უკითხავად|გაუფრთხილებლად|შეთანხმების გარეშე|ცოდნის გარეშე)(?![\\p{L}])",
    ),
    staff:
      "(?<!(?:ჩემს|ჩემი|ჩვენს|ჩვენი) )(?:პერსონალ\\p{L}*|თანამშრომლ\\p{L}*|გუნდ\\p{L}*|კოლეგ\\p{L}*|მენეჯერ\\p{L}*|ხელმძღვანელ\\p{L}*|უფროს\\p{L}*|მფლობელ\\p{L}*|ოფის\\p{L}*|ბუღალტერ\\p{L}*|რეგისტრატურ\\p{L}*|ადმინისტრაცი\\p{L}*)",
    either: true,
  },
  yo: {
    tell: yoruba(
      alt(
        "(?:má|ẹ má|e ma) (?:ṣe )?(?:sọ fún|sọ|fi tó|jẹ́ kí|bi|béèrè lọ́wọ́|kàn sí|fi (?:ẹ̀dà|ẹda) ránṣẹ́ sí|jíròrò pẹ̀lú)(?![\\p{L}])",
        "(?:láìsọ fún|láì sọ fún|láìjẹ́ kí|láì jẹ́ kí|láìbéèrè lọ́wọ́|láì béèrè lọ́wọ́|láìfi tó|láì fi tó)(?![\\p{L}])",
      ),
    ),
    staff: yoruba(
      "(?:àwọn òṣìṣẹ́|òṣìṣẹ́|ẹgbẹ́ iṣẹ́|alábòójútó|ọ̀gá|olùdarí|ẹni tó ni ilé iṣẹ́|ọ́fíìsì|akọ̀wé|oníṣirò)(?![\\p{L}])(?! (?:mi|wa))",
    ),
  },
  ha: {
    tell: hausa(
      alt(
        "(?:kada|kar|karka|kar ka|kar ku|kada ka|kada ku|kada ki|kada a) (?:ka |ku |ki |a )?(?:gaya wa|gayawa|sanar da|faɗa wa|faɗawa|tambayi|tambaye|nemi shawarar|shigar da|sanar wa)(?![\\p{L}])",
        "ba tare da (?:sanar da|gaya wa|faɗa wa|tambayar|neman shawarar|sanin)(?![\\p{L}])",
      ),
    ),
    staff: hausa(
      "(?:ma'aikata|ma’aikata|ƙungiyar aiki|abokan aiki|manaja|shugaban (?:ofis|kamfani|shago|asibiti)|mai (?:shago|kamfani|asibiti)|ofis|masu gudanarwa|akawu)(?![\\p{L}])(?!(?:na|ta)? ?(?:mu|na))",
    ),
  },
  tl: {
    tell: alt(
      "(?:huwag|wag|'wag) (?:mo(?:ng)? |ninyo(?:ng)? |nyo(?:ng)? |po(?:ng)? |na(?:ng)? )*(?:sabihin|sabihan|ipaalam|banggitin|i-?report|iulat|tanungin|konsultahin|isali|i-?cc|i-?loop in|kausapin)(?![\\p{L}])",
      "nang hindi (?:sinasabi|sinasabihan|ipinapaalam|pinapaalam|kinokonsulta|tinatanong)(?![\\p{L}])",
    ),
    staff:
      "(?<!(?:aking|ating|aming) )(?:staff|empleyado|tauhan|team|kasamahan|katrabaho|manager|manedyer|pamunuan|management|may-?ari|amo|boss|opisina|reception|accountant)(?![\\p{L}])(?! (?:ko|natin|namin))",
  },
  "ar-latn": {
    tell: "(?:mat2olsh|ma t2olsh|mat2oulsh|mat2ollosh|ma t2ollosh|matollosh|matqolsh|matkhabbarsh|matkhabbersh|mat3arrafsh|matballaghsh|matballeghsh|matis2alsh|matsa2alsh|la tkhabbar|la tkhabber|la tkhbr|la t2ol|la tgoul|la tballegh|la tballigh|la tis2al|bdoon ma t2ol|bidoon ma t2ol|men gher ma t2ol|min gheir ma t2ol|mn 8er ma t2ol)(?![\\p{L}\\p{N}])",
    staff:
      "(?:(?:el|lel|lil|le|li|l) ?(?:staff|team|manager|reception|accountant|modir|mudir|edara|idara|malek|zomala2?|mowazafin|maktab|mo7aseb)|modir|mudir|edara|idara|mowazafin|zomala2|sa7eb el (?:ma7al|sharika|3iyada|shoghl))(?![\\p{L}\\p{N}])",
    either: true,
  },
  "hi-latn": {
    tell: alt(
      "(?:mat|na|nahi|mat hi) (?:batao|bataiye|bataiyе|batana|bataye|batayen|bataein|bolo|bolna|kaho|kehna|poochho|pucho|puchho|puchna|poochna|inform karo|inform karna|inform karein|cc karo|cc karna|involve karo|involve karna)(?![\\p{L}])",
      "(?:bina bataye|bina bataaye|bina puche|bina poochhe|bina inform kiye|bataye bina|puche bina)(?![\\p{L}])",
      // The negation inside the compound verb, or after the verb: "cc mat karna", "batana mat".
      "(?:cc|inform|involve|loop) (?:mat|na|nahi) (?:karo|karna|karein|karen|kariye|kijiye|kar do)(?![\\p{L}])",
      "(?:batana|bataana|bolna|kehna|puchna|poochna) (?:mat|nahi)(?![\\p{L}])(?! (?:bhoolna|bhulna|bhool|bhul))",
    ),
    staff:
      "(?<!(?:mere|meri|mera|hamare) )(?:(?:staff|team|colleagues?|manager|management|boss|office|reception|accountant) (?:ko|se|ke saath|walon ko|wale ko)|(?:maalik|malik) (?:ko|se))(?![\\p{L}])",
    either: true,
  },
  ro: {
    tell: romanian(
      alt(
        "nu (?:le |îi |i |ii |o |îl )?(?:spune|spuneți|informa|informați|anunța|anunțați|menționa|menționați|pomeni|pomeniți|raporta|raportați|consulta|consultați|întreba|întrebați|implica|implicați|pune în copie|puneți în copie|vorbi cu|vorbiți cu)(?![\\p{L}])",
        "fără (?:să(?:-l|-i|-le| le| îi| i| îl)? ?(?:spui|spuneți|anunți|anunțați|informezi|informați|consulți|consultați|întrebi|întrebați|implici|implicați)|a (?:informa|anunța|consulta|întreba|implica)|știrea)(?![\\p{L}])",
      ),
    ),
    staff: romanian(
      "(?:personalul(?:ui)?|staff(?:ul|ului)?|echip(?:a|ei)|colegi(?:lor|i)?|manager(?:ul|ului)|șef(?:ul|ului|ei|a)|conducer(?:ea|ii)|proprietar(?:ul|ului)|patron(?:ul|ului)|birou(?:l|lui)|recepți(?:a|ei)|contabil(?:ul|ului)|pe (?:manager|șef|patron|contabil))(?![\\p{L}])(?! (?:meu|mea|mei|mele|nostru|noastră))",
    ),
  },
  hu: {
    tell: unmarked(
      alt(
        "ne (?:szóljon|szólj|szóljanak|szóljatok|mondja el|mondd el|mondják el|mondja meg|mondd meg|értesítse|értesítsd|értesítsék|tájékoztassa|tájékoztasd|tájékoztassák|egyeztessen|egyeztess|egyeztessenek|kérdezze meg|kérdezd meg|kérdezzen|említse|említsd|jelezze|jelezd|tegye másolatba|vonja be|vond be|konzultáljon|beszéljen|beszélj)(?![\\p{L}])",
        "anélkül, hogy (?:szólna|szólnál|értesítené|értesítenéd|tájékoztatná|megkérdezné|egyeztetne|bevonná)(?![\\p{L}])",
      ),
    ),
    staff: unmarked(
      "(?<!(?:az én|a mi) )(?:személyzet\\p{L}*|munkatárs\\p{L}*|kolléga\\p{L}*|kollégá\\p{L}*|csapat\\p{L}*|vezető\\p{L}*|vezetőség\\p{L}*|menedzser\\p{L}*|főnök\\p{L}*|tulajdonos\\p{L}*|irodá?\\p{L}*|recepció\\p{L}*|rendelő\\p{L}*|könyvelő\\p{L}*|senki másnak)(?<!m|m(?:nek|nak|mel|mal|et|at|ot|öt|hoz|hez|höz|tól|től|ra|re))(?![\\p{L}])",
    ),
    either: true,
  },
  fi: {
    tell: unmarked(
      alt(
        "(?:älä|älkää|älkäät) (?:\\p{L}+ )?(?:kerro|kertoko|ilmoita|ilmoittako|mainitse|mainitko|kysy|kysykö|konsultoi|konsultoiko|ota yhteyttä|ottako yhteyttä|laita kopioksi|laittako kopioksi|raportoi|raportoiko|tiedota|tiedottako|puhu|puhuko|lisää kopioksi|neuvottele|neuvotelko)(?![\\p{L}])",
        "(?:kertomatta|ilmoittamatta|kysymättä|tiedottamatta|neuvottelematta|konsultoimatta|mainitsematta)(?![\\p{L}])",
      ),
    ),
    staff: unmarked(
      "(?:henkilökun\\p{L}*|henkilöstö\\p{L}*|työntekijö\\p{L}*|tiimi\\p{L}*|kollego\\p{L}*|kollegalle|työkaver\\p{L}*|esimie\\p{L}*|esihenkilö\\p{L}*|johdo\\p{L}*|johdolle|johtaja\\p{L}*|omistaja\\p{L}*|pomo\\p{L}*|toimisto\\p{L}*|vastaanoto\\p{L}*|vastaanottoon|kirjanpitä\\p{L}*)(?<!ni|mme)(?![\\p{L}])",
    ),
    either: true,
  },
  da: {
    tell: alt(
      "(?:sig|fortæl|informer|underret|nævn|spørg|kontakt|involver|rådfør dig med|sæt)(?: det| dette| noget)? (?:ikke|intet|ingenting|aldrig)(?![\\p{L}])",
      "(?:ikke|aldrig) (?:sig|fortæl|informer|underret|nævn|spørg|kontakt|involver)(?![\\p{L}])",
      "uden at (?:fortælle|sige|informere|underrette|spørge|kontakte|involvere|rådføre|nævne)(?![\\p{L}])",
    ),
    staff:
      "(?:personalet|medarbejderne|teamet|kollegerne|kollegaerne|chefen|ledelsen|ejeren|kontoret|receptionen|klinikken|værkstedet|revisoren|bogholderen)(?![\\p{L}])",
  },
  nb: {
    tell: alt(
      "(?:si|fortell|informer|varsle|nevn|spør|kontakt|involver|rådfør deg med|sett)(?: det| dette| noe)? (?:ikke|ingenting|aldri)(?![\\p{L}])",
      "(?:ikke|aldri) (?:si|fortell|informer|varsle|nevn|spør|kontakt|involver|rådfør deg med)(?![\\p{L}])",
      "uten å (?:fortelle|si|informere|varsle|spørre|kontakte|involvere|rådføre|nevne)(?![\\p{L}])",
    ),
    staff:
      "(?:personalet|de ansatte|teamet|kollegaene|kollegene|sjefen|ledelsen|eieren|kontoret|resepsjonen|klinikken|verkstedet|regnskapsføreren|revisoren)(?![\\p{L}])(?! (?:min|mi|mitt|mine|vår))",
  },
  bg: {
    tell: alt(
      "не (?:казвай|казвайте|съобщавай|съобщавайте|информирай|информирайте|уведомявай|уведомявайте|споменавай|споменавайте|питай|питайте|консултирай|консултирайте|допитвай се|допитвайте се|замесвай|замесвайте|слагай в копие|слагайте в копие|докладвай|докладвайте)(?![\\p{L}])",
      "без (?:да (?:казвате|казваш|кажете|кажеш|уведомите|уведомиш|информирате|информираш|питате|питаш|съобщите|съобщиш)|знанието на|съгласуване с)(?![\\p{L}])",
    ),
    staff:
      "(?<!(?:моя|моите|моят|моето|мой|нашия|нашите) )(?:персонал\\p{L}*|служител\\p{L}*|колег\\p{L}*|екип\\p{L}*|мениджър\\p{L}*|управител\\p{L}*|ръководств\\p{L}*|шеф\\p{L}*|собственик\\p{L}*|офис\\p{L}*|рецепци\\p{L}*|счетоводител\\p{L}*)(?![\\p{L}])(?! (?:ми|ни))",
    either: true,
  },
  sh: {
    tell: serbian(
      alt(
        "ne (?:govori|govorite|recite|reci|javljaj|javljajte|obavještavaj|obavještavajte|obaveštavaj|obaveštavajte|spominji|spominjite|spominjajte|pitaj|pitajte|konsultuj|konsultujte|konzultiraj|konzultirajte|uključuj|uključujte|stavljaj u kopiju|stavljajte u kopiju|prijavljuj|prijavljujte)(?![\\p{L}])",
        "nemoj(?:te)? (?:\\p{L}+ )?(?:reći|govoriti|javiti|javljati|obavijestiti|obavestiti|obavještavati|obaveštavati|spominjati|spomenuti|pitati|konsultovati|konzultirati|uključiti|staviti u kopiju)(?![\\p{L}])",
        "bez (?:znanja|obavještavanja|obaveštavanja|konsultovanja|konzultiranja|pitanja)(?![\\p{L}])",
      ),
    ),
    staff: serbian(
      "(?<!(?:mom|mome|mojoj|mojem|mojim|moj|moja|našem|našoj|našim) )(?:osoblj\\p{L}*|zaposlenim|zaposlenima|zaposlene|djelatnic\\p{L}*|kolegama|kolege|kolegi|kolegu|tim(?:u|om)?|menadžer\\p{L}*|menedžer\\p{L}*|šef\\p{L}*|rukovodstv\\p{L}*|upravi|upravu|vlasnik\\p{L}*|ured(?:u)?|kancelarij\\p{L}*|recepcij\\p{L}*|računovođ\\p{L}*|knjigovođ\\p{L}*)(?![\\p{L}])",
    ),
  },
  sk: {
    tell: unmarked(
      alt(
        "(?:nehovor|nehovorte|neinformuj|neinformujte|neoznamuj|neoznamujte|nespomínaj|nespomínajte|nekonzultuj|nekonzultujte|nepýtaj sa|nepýtajte sa|nezapájaj|nezapájajte|nedávaj vedieť|nedávajte vedieť|nekopíruj|nekopírujte|nehlás|nehláste|neoznámte|neoznám)(?![\\p{L}])",
        "bez (?:vedomia|informovania|konzultácie s|súhlasu)(?![\\p{L}])",
      ),
    ),
    staff: unmarked(
      "(?<!(?:môjmu|mojej|mojim|môjho|môj|moja|nášmu|našej|nášho) )(?:personál\\p{L}*|tím\\p{L}*|kolegom|kolegov|kolegyniam|vedúc\\p{L}*|manažér\\p{L}*|šéf\\p{L}*|vedeni\\p{L}*|majiteľ\\p{L}*|kancelári\\p{L}*|recepci\\p{L}*|účtovní\\p{L}*|nikomu inému)",
    ),
  },
  sl: {
    tell: unmarked(
      alt(
        "ne (?:povej|povejte|obvesti|obvestite|obveščaj|obveščajte|omenjaj|omenjajte|omeni|omenite|sprašuj|sprašujte|vprašaj|vprašajte|posvetuj se|posvetujte se|vključuj|vključujte|daj v kopijo|dajte v kopijo|javi|javite|poročaj|poročajte)(?![\\p{L}])",
        "brez (?:vednosti|obveščanja|posvetovanja z|vprašanja|soglasja)(?![\\p{L}])",
      ),
    ),
    staff: unmarked(
      "(?<!(?:mojemu|moji|mojim|mojega|moj|moja|našemu|naši) )(?:osebj\\p{L}*|zaposlen\\p{L}*|sodelavc\\p{L}*|sodelavk\\p{L}*|ekip\\p{L}*|vodj\\p{L}*|vodstv\\p{L}*|šef\\p{L}*|nadrejen\\p{L}*|lastnik\\p{L}*|pisarn\\p{L}*|recepcij\\p{L}*|računovodj\\p{L}*)(?![\\p{L}])",
    ),
  },
  lt: {
    tell: unmarked(
      alt(
        "(?:nesakyk|nesakykite|nepranešk|praneškite|nepraneškite|neinformuok|neinformuokite|neminėk|neminėkite|neklausk|neklauskite|nesitark|nesitarkite|neįtrauk|neįtraukite|nekopijuok|nekopijuokite|nepasakok|nepasakokite|nesikonsultuok|nesikonsultuokite)(?![\\p{L}])",
        "(?:nepranešus|nepranešdami|neinformavus|nepasitarus|neatsiklausus|nesakant|nesakydami)(?![\\p{L}])",
      ),
    ),
    staff: unmarked(
      "(?<!(?:mano|mūsų) )(?:personal(?:ui|o|ą|u)|darbuotoj\\p{L}*|koleg\\p{L}*|komand\\p{L}*|vadov\\p{L}*|vadyb\\p{L}*|savinink\\p{L}*|viršinink\\p{L}*|biur\\p{L}*|registratūr\\p{L}*|buhalter\\p{L}*)(?![\\p{L}])",
    ),
    either: true,
  },
  lv: {
    tell: unmarked(
      alt(
        "(?:nesaki|nesakiet|neziņo|neziņojiet|neinformē|neinformējiet|nepiemini|nepieminiet|nejautā|nejautājiet|nekonsultējies|nekonsultējieties|neiesaisti|neiesaistiet|nekopē|nekopējiet|nestāsti|nestāstiet|nepaziņo|nepaziņojiet)(?![\\p{L}])",
        "(?:nesakot|neziņojot|nepaziņojot|neinformējot|nekonsultējoties|nejautājot|bez saskaņošanas ar|bez ziņas)(?![\\p{L}])",
      ),
    ),
    staff: unmarked(
      "(?<!(?:manam|manai|maniem|manu|mans|mūsu) )(?:personāl\\p{L}*|darbiniek\\p{L}*|kolēģ\\p{L}*|komand\\p{L}*|vadītāj\\p{L}*|vadīb\\p{L}*|menedžer\\p{L}*|priekšniek\\p{L}*|šef\\p{L}*|īpašniek\\p{L}*|biroj\\p{L}*|reģistratūr\\p{L}*|grāmatved\\p{L}*)(?![\\p{L}])",
    ),
    either: true,
  },
  et: {
    tell: unmarked(
      alt(
        "(?:ära|ärge) (?:ütle|öelge|räägi|rääkige|teavita|teavitage|teata|teatage|maini|mainige|küsi|küsige|konsulteeri|konsulteerige|kaasa|kaasake|pane koopiasse|pange koopiasse|informeeri|informeerige|anna teada|andke teada)(?![\\p{L}])",
        "(?:ütlemata|teavitamata|teatamata|küsimata|rääkimata|konsulteerimata|kooskõlastamata)(?![\\p{L}])",
      ),
    ),
    staff: unmarked(
      "(?<!(?:minu|mu|meie) )(?:personali(?:le|ga|lt)?|töötaja\\p{L}*|kolleeg\\p{L}*|meeskon\\p{L}*|tiimi\\p{L}*|juhataja\\p{L}*|juhtkon\\p{L}*|juhile|ülemus\\p{L}*|omaniku\\p{L}*|kontori\\p{L}*|vastuvõt\\p{L}*|registratuur\\p{L}*|raamatupidaja\\p{L}*)(?![\\p{L}])",
    ),
    either: true,
  },
  ca: {
    tell: unmarked(
      alt(
        "no (?:li |els |ho |n'|l'|hi )?(?:diguis|digueu|digui|diguin|informis|informeu|informi|avisis|aviseu|avisi|comentis|comenteu|mencionis|esmentis|esmenteu|consultis|consulteu|preguntis|pregunteu|impliquis|impliqueu|posis en còpia|poseu en còpia|parlis|parleu)(?![\\p{L}])",
        "sense (?:dir-ho|dir-li|dir-los|avisar|informar|consultar|comentar-ho|preguntar|posar en còpia)(?![\\p{L}])",
      ),
    ),
    staff: unmarked(
      "(?<!(?:meu|meva|meus|meves|mon|ma|nostre|nostra) )(?:(?:al|a l'|el|la|l'|els|les|amb el|amb la|amb l') ?)?(?:personal|equip|companys|companyes|col·legues|col\\.legues|gerent|encarregat|encarregada|direcció|propietari|propietària|oficina|recepció|taller|comptable|ningú més)(?![\\p{L}])",
    ),
  },
  hy: {
    tell: alt(
      "մի(?:՛)? (?:ասեք|ասա|տեղեկացրեք|տեղեկացրու|հայտնեք|հայտնիր|նշեք|հարցրեք|հարցրու|խորհրդակցեք|ներգրավեք|պատմեք|պատմիր)(?![\\p{L}])",
      "առանց (?:տեղեկացնելու|ասելու|հարցնելու|խորհրդակցելու|համաձայնեցնելու)(?![\\p{L}])",
    ),
    frame:
      "առանց (?:\\p{L}+ ){0,2}?(?:անձնակազմ|աշխատակից|թիմ|գործընկեր|ղեկավար|մենեջեր|տնօրեն|սեփականատեր|գրասենյակ|հաշվապահ)\\p{L}* (?:\\p{L}+ )?(?:տեղեկացնելու|ասելու|հարցնելու|խորհրդակցելու|համաձայնեցնելու)(?![\\p{L}])",
    staff:
      "(?<!(?:իմ|մեր) )(?:անձնակազմ\\p{L}*|աշխատակից\\p{L}*|աշխատակիցներ\\p{L}*|թիմ\\p{L}*|գործընկեր\\p{L}*|ղեկավար\\p{L}*|մենեջեր\\p{L}*|տնօրեն\\p{L}*|սեփականատեր\\p{L}*|գրասենյակ\\p{L}*|ընդունարան\\p{L}*|հաշվապահ\\p{L}*)(?<!ս|իս|ներս)(?![\\p{L}])",
    either: true,
  },
  az: {
    tell: azerbaijani(
      alt(
        "(?:deməyin(?:iz)?|demə|bildirməyin(?:iz)?|bildirmə|xəbər verməyin(?:iz)?|xəbər vermə|məlumat verməyin(?:iz)?|məlumat vermə|soruşmayın(?:ız)?|soruşma|məsləhətləşməyin|qeyd etməyin|cəlb etməyin|danışmayın)(?![\\p{L}])",
        "(?:demədən|bildirmədən|xəbər vermədən|məlumat vermədən|soruşmadan|məsləhətləşmədən|xəbəri olmadan)(?![\\p{L}])",
      ),
    ),
    staff: azerbaijani(
      "(?:personala|işçilərə|heyətə|komandaya|həmkarlara|menecerə|rəhbərə|rəhbərliyə|müdirə|sahibinə|ofisə|resepsiyona|mühasibə|işçilərlə|rəhbərliklə|menecerlə|müdirlə|rəhbərlə|həmkarlarla|personalın|rəhbərliyin)(?![\\p{L}])",
    ),
    either: true,
  },
  kk: {
    tell: alt(
      "(?:айтпаңыз|айтпаңдар|айтпа|хабарламаңыз|хабарлама|хабар бермеңіз|ескертпеңіз|сұрамаңыз|сұрама|ақылдаспаңыз|кеңеспеңіз|қатыстырмаңыз|көшірмеге қоспаңыз)(?![\\p{L}])",
      "(?:айтпай|хабарламай|хабарсыз|сұрамай|кеңеспей|келіспей)(?![\\p{L}])",
    ),
    staff:
      "(?<!(?:менің|біздің) )(?:персонал\\p{L}*|қызметкер\\p{L}*|әріптес\\p{L}*|командаға|командамен|менеджер\\p{L}*|басшы\\p{L}*|бастық\\p{L}*|бастығ\\p{L}*|иесіне|иесімен|кеңсе\\p{L}*|офис\\p{L}*|ресепшн\\p{L}*|бухгалтер\\p{L}*)(?<![ыі]м|[ыі]ма|[ыі]ме|[ыі]мға|[ыі]мге|[ыі]мды|[ыі]мді|[ыі]ммен)(?![\\p{L}])",
    either: true,
  },
  uz: {
    tell: uzbek(
      alt(
        "(?:aytmang(?:lar)?|aytma|xabar bermang|xabar berma|bildirmang|maʼlum qilmang|ma'lum qilmang|soʻramang|soʻrama|maslahatlashmang|jalb qilmang|nusxaga qoʻshmang)(?![\\p{L}])",
        "(?:aytmasdan|xabar bermasdan|bildirmasdan|soʻramasdan|maslahatlashmasdan|xabarsiz)(?![\\p{L}])",
      ),
    ),
    staff:
      "(?:xodimlarga|xodimlarni|xodimlar bilan|ishchilarga|jamoaga|jamoa bilan|hamkasblarga|hamkasblar bilan|menejerga|menejer bilan|rahbarga|rahbar bilan|rahbariyatga|rahbariyat bilan|boshliqqa|boshliq bilan|egasiga|ofisga|idoraga|qabulxonaga|buxgalterga|buxgalter bilan|xodimlarning|rahbariyatning)(?![\\p{L}])",
    either: true,
  },
  mn: {
    tell: alt(
      "битгий (?:хэлээрэй|хэл|мэдэгдээрэй|мэдэгд|асуугаарай|асуу|зөвлөлдөөрэй|оролцуулаарай|оролцуул)(?![\\p{L}])",
      "(?:хэлэлгүй|мэдэгдэлгүй|асуулгүй|зөвшилцөлгүй|зөвлөлдөлгүй)(?![\\p{L}])",
    ),
    staff:
      "(?<!(?:миний|манай) )(?:ажилтн\\p{L}*|ажилчд\\p{L}*|хамт олон\\p{L}*|багт|багийнханд|баг хамт олонд|менежер\\p{L}*|удирдлаг\\p{L}*|дарга\\p{L}*|эзэмшигч\\p{L}*|оффис\\p{L}*|нягтлан\\p{L}*)(?![\\p{L}])",
    either: true,
  },
  zu: {
    tell: alt(
      "(?:ungamtsheli|ungabatsheli|ningabatsheli|ningamtsheli|ungazisi|ungabazisi|ningabazisi|ungamazisi|ungambuzi|ungababuzi|ningababuzi|ungabandakanyi|musa ukutshela|musani ukutshela|musa ukwazisa|musani ukwazisa|musa ukubuza|musani ukubuza)(?![\\p{L}])",
      "ngaphandle kok(?:utshela|wazisa|ubuza|uxhumana)(?![\\p{L}])",
    ),
    staff:
      "(?:abasebenzi|kubasebenzi|ithimba|ithimu|umphathi|kumphathi|abaphathi|kubaphathi|umnikazi|kumnikazi|ihhovisi|ehhovisi|usomabhuku|ibhosi|kubhosi)(?![\\p{L}])(?! (?:wami|bami|yami))",
  },
  xh: {
    tell: alt(
      "(?:ungaxeleli|ungabaxeleli|ningabaxeleli|ningaxeleli|ungamxeleli|ungazisi|ungabazisi|ningabazisi|ungabuzi|ungababuzi|ningababuzi|musa ukuxelela|musani ukuxelela|musa ukwazisa|musani ukwazisa|musa ukubuza)(?![\\p{L}])",
      "ngaphandle kok(?:uxelela|wazisa|ubuza)(?![\\p{L}])",
    ),
    staff:
      "(?:abasebenzi|kubasebenzi|iqela|kwiqela|umphathi|kumphathi|abaphathi|umnini|kumnini|iofisi|eofisini|i-ofisi|umgcini-zincwadi)(?![\\p{L}])(?! (?:wam|bam|yam))",
  },
  af: {
    frame: alt(
      `moenie(?: (?!vergeet|onthou)\\p{L}+){0,3}? (?:vir |aan |met )?(?:die )?(?<!(?:my|ons) )(?:personeel|span|kollegas|bestuurder|bestuur|baas|eienaar|kantoor|ontvangs|praktyk|werkswinkel|rekenmeester|boekhouer)(?: \\p{L}+){0,4}? (?:vertel|sê|inlig|laat weet|noem|vra|raadpleeg|betrek|cc|rapporteer|in kennis stel)${E}`,
      `moenie (?:vertel|sê|noem|rapporteer|raadpleeg|inlig)\\p{L}* (?:\\p{L}+ ){0,3}?(?:vir|aan|met) (?:die )?(?:personeel|span|kollegas|bestuurder|bestuur|baas|eienaar|kantoor|ontvangs|praktyk|rekenmeester)${E}`,
      `sonder om (?:vir |met )?(?:die )?(?:personeel|span|kollegas|bestuurder|bestuur|baas|eienaar|kantoor|ontvangs|praktyk|rekenmeester) (?:\\p{L}+ ){0,2}?te (?:vertel|sê|laat weet|raadpleeg|vra|betrek|in kennis stel|inlig)`,
    ),
  },
  so: {
    tell: alt(
      "ha (?:u |ka |la )?(?:sheegin|sheeginina|ogeysiin|ogeysiinina|wargelin|wargelinina|weydiin|weydiinina|la tashan|la tashanina|ku darin|ku darinina)(?![\\p{L}])",
      "(?:adoon|adigoon|idinkoon|iyadoo aan) (?:u |la )?(?:sheegin|ogeysiin|wargelin|weydiin|la tashan)(?![\\p{L}])",
    ),
    staff:
      "(?:shaqaalaha|kooxda|asxaabta|maamulaha|maareeyaha|maamulka|madaxa|mulkiilaha|milkiilaha|xafiiska|qaabilaadda|xisaabiyaha)(?![\\p{L}])",
    either: true,
  },
  ig: {
    tell: unmarked(
      alt(
        "(?:agwala|agwakwala|egwala|egwakwala|akọla|akọrọla|akọrọkwala|ajụla|ajụkwala|agbala ozi|ezitela|ezila ozi|emela ka)(?![\\p{L}])",
        "(?:na-agwaghị|n'agwaghị|na-agwaghi|n'ajụghị|na-ajụghị|n'akọrọghị)(?![\\p{L}])",
      ),
    ),
    staff: unmarked(
      "(?:ndị ọrụ|ndị otu|onye isi|onyeisi|manịja|onye nwe ụlọ ahịa|onye nwe|ọfịs|ndị ọrụ ibe|onye ndekọ ego)(?![\\p{L}])(?! (?:m|anyị))",
    ),
  },
  ms: {
    tell: alt(
      "(?:jangan|janganlah|tolong jangan|sila jangan) (?:\\p{L}+ )?(?:beritahu|memberitahu|bagitahu|bagi tahu|maklumkan|memaklumkan|laporkan|sebut|menyebut|bertanya|tanya|rujuk|merujuk|libatkan|melibatkan|cc|salinkan)(?![\\p{L}])",
      "tanpa (?:memberitahu|pengetahuan|merujuk|berbincang dengan|melibatkan|memaklumkan|bertanya)(?![\\p{L}])",
    ),
    staff:
      "(?:kakitangan|staf|pekerja|pasukan|rakan sekerja|pengurus|pengurusan|majikan|bos|pemilik|pejabat|kaunter|penyambut tetamu|akauntan)(?![\\p{L}])(?! (?:saya|aku|kami))",
  },
  ps: {
    tell: alt(
      "(?:مه (?:وایاست|وایئ|وایه|وایې|خبروئ|خبروه|پوښتئ|پوښته|مشوره کوئ|یادوئ|شاملوئ))",
      "(?:پرته له دې چې (?:ووایاست|خبر کړئ|وپوښتئ)|بې له خبرتیا|له خبرولو پرته|د خبرولو پرته)",
    ),
    staff: "(?:کارکوونکو|کارمندانو|کارکوونکي|عملې|ټیم|همکارانو|مدیر|مشر|رئیس|مالک|دفتر|حسابدار)(?!ه ته|ې ته)",
    either: true,
  },
  ku: {
    tell: unmarked(
      alt(
        "(?:mebêje|mebêjin|mebêjî|nebêje|nebêjin|agahdar meke|agahdar mekin|agahdar neke|agahdar nekin|mepirse|mepirsin|nepirse|nepirsin|şêwir meke|şêwir mekin|têkev têkiliyê mekeve)(?![\\p{L}])",
        "(?:bêyî ku (?:bêjî|bêjin|agahdar bikî|agahdar bikin|bipirsî|bipirsin)|bê agahdarî|bê agahiya)(?![\\p{L}])",
      ),
    ),
    staff: unmarked(
      "(?:karmend\\p{L}*|xebatkar\\p{L}*|hevkar\\p{L}*|rêvebir\\p{L}*|berpirsiyar\\p{L}*|xwediy\\p{L}*|ofîs\\p{L}*|nivîsgeh\\p{L}*|muhasib\\p{L}*)(?![\\p{L}])(?! (?:min|me))",
    ),
    either: true,
  },
  ckb: {
    tell: alt(
      "(?:مەڵێ|مەڵێن|مەیڵێ|پێی مەڵێ|پێیان مەڵێ|پێیان مەڵێن|ئاگادار مەکە|ئاگادار مەکەرەوە|ئاگاداریان مەکەنەوە|ئاگاداریان مەکەرەوە|مەپرسە|مەپرسن|راوێژ مەکە|راوێژ مەکەن)",
      "(?:بەبێ ئاگادارکردنەوەی|بێ ئاگاداری|بێ ئەوەی (?:پێیان بڵێیت|ئاگاداریان بکەیتەوە|بپرسیت))",
    ),
    staff: "(?:کارمەندان|کارمەند|ستاف|تیم|هاوکاران|بەڕێوەبەر|بەرپرس|خاوەن|ئۆفیس|نووسینگە|ژمێریار)(?!ەکەم|م\\s|مان)",
    either: true,
  },
  gu: {
    tell: "(?:કહેશો નહીં|કહેશો નહિ|કહેતા નહીં|ના કહેશો|જણાવશો નહીં|જણાવશો નહિ|જાણ કરશો નહીં|જાણ ન કરશો|પૂછશો નહીં|ના પૂછશો|સલાહ લેશો નહીં|ઉલ્લેખ કરશો નહીં|કહ્યા વિના|જણાવ્યા વિના|પૂછ્યા વિના|જાણ કર્યા વિના)",
    staff:
      "(?<!(?:મારા|મારી|મારો) )(?:સ્ટાફ|કર્મચારી|ટીમ|સહકર્મી|મેનેજર|સંચાલક|મેનેજમેન્ટ|માલિક|બોસ|ઓફિસ|ઑફિસ|રિસેપ્શન|એકાઉન્ટન્ટ|હિસાબનીશ)",
    either: true,
  },
  mr: {
    tell: "(?:सांगू नका|सांगू नकोस|कळवू नका|कळवू नकोस|विचारू नका|विचारू नकोस|उल्लेख करू नका|सल्ला घेऊ नका|सीसी करू नका|सामील करू नका|न सांगता|न कळवता|न विचारता)",
    staff:
      "(?<!(?:माझ्या|माझे|माझा|माझी) )(?:स्टाफ|कर्मचाऱ्यां|कर्मचारी|टीम|सहकाऱ्यां|सहकारी|मॅनेजर|व्यवस्थापक|व्यवस्थापन|मालक|बॉस|ऑफिस|कार्यालय|रिसेप्शन|अकाउंटंट|लेखापाल)",
    either: true,
  },
  pa: {
    tell: "(?:ਨਾ ਦੱਸੋ|ਨਾ ਦੱਸਣਾ|ਨਾ ਦੱਸਿਓ|ਮਤ ਦੱਸੋ|ਨਾ ਪੁੱਛੋ|ਨਾ ਪੁੱਛਣਾ|ਸੂਚਿਤ ਨਾ ਕਰੋ|ਜ਼ਿਕਰ ਨਾ ਕਰੋ|ਸਲਾਹ ਨਾ ਲਓ|ਦੱਸੇ ਬਿਨਾਂ|ਪੁੱਛੇ ਬਿਨਾਂ|ਬਿਨਾਂ ਦੱਸੇ|ਬਿਨਾਂ ਪੁੱਛੇ)",
    staff:
      "(?<!(?:ਮੇਰੇ|ਮੇਰੀ|ਮੇਰਾ) )(?:ਸਟਾਫ|ਸਟਾਫ਼|ਕਰਮਚਾਰੀ|ਮੁਲਾਜ਼ਮ|ਟੀਮ|ਸਹਿਕਰਮੀ|ਮੈਨੇਜਰ|ਪ੍ਰਬੰਧਕ|ਪ੍ਰਬੰਧਨ|ਮਾਲਕ|ਬੌਸ|ਦਫ਼ਤਰ|ਦਫਤਰ|ਆਫ਼ਿਸ|ਰਿਸੈਪਸ਼ਨ|ਅਕਾਊਂਟੈਂਟ)",
    either: true,
  },
  te: {
    tell: "(?:చెప్పకండి|చెప్పకు|చెప్పవద్దు|తెలియజేయకండి|తెలియజేయవద్దు|తెలపకండి|అడగకండి|అడగకు|అడగవద్దు|సంప్రదించకండి|ప్రస్తావించకండి|చెప్పకుండా|తెలియజేయకుండా|అడగకుండా|సంప్రదించకుండా)",
    staff: "(?<!నా )(?:సిబ్బంది|స్టాఫ్|ఉద్యోగుల|ఉద్యోగులు|టీమ్|బృంద|సహోద్యోగుల|మేనేజర్|నిర్వాహకు|యాజమాన్య|యజమాని|బాస్|ఆఫీస్|కార్యాలయ|రిసెప్షన్|అకౌంటెంట్)",
    either: true,
  },
  kn: {
    tell: "(?:ಹೇಳಬೇಡಿ|ಹೇಳಬೇಡ|ತಿಳಿಸಬೇಡಿ|ತಿಳಿಸಬೇಡ|ಕೇಳಬೇಡಿ|ಕೇಳಬೇಡ|ಸಮಾಲೋಚಿಸಬೇಡಿ|ಪ್ರಸ್ತಾಪಿಸಬೇಡಿ|ಹೇಳದೆ|ತಿಳಿಸದೆ|ಕೇಳದೆ)",
    staff: "(?<!ನನ್ನ )(?:ಸಿಬ್ಬಂದಿ|ಸ್ಟಾಫ್|ನೌಕರ|ಉದ್ಯೋಗಿ|ತಂಡ|ಟೀಮ್|ಸಹೋದ್ಯೋಗಿ|ಮ್ಯಾನೇಜರ್|ವ್ಯವಸ್ಥಾಪಕ|ಆಡಳಿತ|ಮಾಲೀಕ|ಬಾಸ್|ಆಫೀಸ್|ಕಚೇರಿ|ರಿಸೆಪ್ಷನ್|ಲೆಕ್ಕಿಗ|ಅಕೌಂಟೆಂಟ್)",
    either: true,
  },
  ml: {
    tell: "(?:പറയരുത്|പറയണ്ട|പറയേണ്ട|അറിയിക്കരുത്|അറിയിക്കണ്ട|അറിയിക്കേണ്ട|ചോദിക്കരുത്|ചോദിക്കണ്ട|കൂടിയാലോചിക്കരുത്|പരാമർശിക്കരുത്|പറയാതെ|അറിയിക്കാതെ|ചോദിക്കാതെ)",
    staff: "(?<!എന്റെ )(?:സ്റ്റാഫ|ജീവനക്കാ|ടീം|ടീമി|സഹപ്രവർത്തക|മാനേജ|ഉടമ|ബോസ|ഓഫീസ|റിസപ്ഷ|അക്കൗണ്ട)",
    either: true,
  },
  jv: {
    tell: alt(
      "(?:aja|ampun|sampun) (?:\\p{L}+ )?(?:ngomong|kandha|ngandhani|dikandhani|ngabari|dikabari|takon|nakoni|matur|ngaturi|ngajak|cc)(?![\\p{L}])",
      "tanpa (?:ngandhani|ngabari|takon|matur|sepengetahuan|ngaturi)(?![\\p{L}])",
    ),
    staff:
      "(?:staf|karyawan|pegawai|tim|kanca kerja|manajer|atasan|juragan|bos|sing duwe|pemilik|kantor|resepsionis|akuntan)(?![\\p{L}])(?! (?:aku|kula|awakdhewe|kita))",
  },
};

/** A row's entries: the prohibition near its object (either order where the language allows), and its frames. */
function entries(row: StaffSecrecyRow, lang: Lang): Array<string | undefined> {
  const n = gap(lang, 40);
  const pairEntry =
    row.tell && row.staff
      ? row.either
        ? either(wordStart(lang, row.tell), wordStart(lang, row.staff), n)
        : near(row.tell, wordStart(lang, row.staff), n)
      : undefined;
  return [pairEntry, row.frame].map((entry) => (entry ? asMet(lang, entry) : undefined));
}

/** The organisation's people kept out of the act by a prohibition, per cue language (→ SECRECY). */
export const SECRECY_STAFF: PhraseTable = conceptTable(ROWS, entries);

/** The rows by language, for the test that every cue language has one. */
export const SECRECY_STAFF_ROWS: Readonly<Partial<Record<Lang, Readonly<StaffSecrecyRow>>>> = ROWS;
