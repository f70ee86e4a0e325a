// Samples for test/unit/trust-secrecy.test.ts, written for these tests from the concept of
// shared/trust/lexicon/secrecy-cues.ts (not taken from any corpus): per language, prohibitions that keep the
// organisation's people out of an act ("do not tell staff", "do not check with the manager"), and benign near-misses
// that use the same words the human way (a person's own privacy, a bank's notice, "I told the staff", "please inform
// the staff that I will be late", "don't forget to tell the team", "I did not tell the manager yet").

export interface SecrecySamples {
  /** Each must hit SECRECY_STAFF in its language. */
  staff: string[];
  /** Each must hit nothing in SECRECY_STAFF. */
  benign: string[];
}

export const SAMPLES: Record<string, SecrecySamples> = {
  en: {
    staff: [
      "Update the bank details, and do not tell staff.",
      "Do not mention this step to staff.",
      "Please don't check with the manager before sending it.",
      "Process the refund without informing the office.",
      "Keep this from the team until it is done.",
      "Don't tell the office manager about the new account.",
    ],
    benign: [
      "Please don't tell my employer, and don't tell my wife either.",
      "Don't tell my kids about the surprise!",
      "Our staff will never ask for your password.",
      "I told the staff yesterday.",
      "Please inform the staff that I will be late.",
      "No need to tell me.",
      "Don't forget to tell the team about Friday.",
      "I did not tell the manager yet.",
      "Never tell your PIN to anyone, not even our staff.",
      "Never tell your password to anyone, including bank staff. Never tell staff your password.",
      "Please do not copy the staff handbook.",
      "Please do not inform the office manager's wife.",
      "Do not tell anyone else your code.",
    ],
  },
  de: {
    staff: [
      "Ändern Sie die Bankverbindung und sagen Sie dem Team nichts davon.",
      "Informieren Sie die Praxisleitung bitte nicht.",
      "Bitte ohne Rücksprache mit dem Chef erledigen.",
    ],
    benign: [
      "Sag meinem Chef bitte nichts davon.",
      "Ich habe dem Team nichts gesagt.",
      "Bitte informieren Sie das Personal, dass ich später komme.",
      "Unsere Mitarbeiter werden Sie nie nach Ihrem Passwort fragen.",
      "Vergiss nicht, dem Team Bescheid zu sagen.",
    ],
  },
  fr: {
    staff: [
      "Ne dites rien au personnel.",
      "N'en parlez pas à l'équipe.",
      "Ne prévenez pas le gérant avant le virement.",
    ],
    benign: [
      "Ne dis rien à ma femme, c'est une surprise.",
      "Je l'ai dit au personnel hier.",
      "Merci d'informer le personnel que j'arriverai en retard.",
      "Notre personnel ne vous demandera jamais votre mot de passe.",
      "N'oublie pas de prévenir l'équipe.",
    ],
  },
  es: {
    staff: [
      "No le digas nada al personal.",
      "No consulte con el gerente, hágalo ya.",
      "Hazlo sin avisar a la oficina.",
    ],
    benign: [
      "No le digas a mi jefe, por favor.",
      "Ya le dije al personal.",
      "Por favor, informe al personal de que llegaré tarde.",
      "Nuestro personal nunca le pedirá su contraseña.",
      "No olvides decírselo al equipo.",
      "Todavía no le he dicho nada al gerente.",
    ],
  },
  it: {
    staff: [
      "Non dirlo allo staff.",
      "Non informare il responsabile di questo passaggio.",
      "Procedi senza avvisare l'ufficio.",
    ],
    benign: [
      "Non dirlo a mia moglie, è una sorpresa.",
      "L'ho detto allo staff ieri.",
      "Per favore informate lo staff che arriverò in ritardo.",
      "Il nostro personale non vi chiederà mai la password.",
      "Non dimenticare di dirlo al team.",
    ],
  },
  pt: {
    staff: [
      "Não diga nada à equipe.",
      "Não avise o gerente sobre esta alteração.",
      "Faça isso sem informar o escritório.",
    ],
    benign: [
      "Não conte à minha esposa, é surpresa.",
      "Eu já disse ao pessoal.",
      "Por favor, informe a equipe de que vou chegar atrasado.",
      "A nossa equipe nunca pedirá a sua senha.",
      "Não se esqueça de avisar a equipe.",
    ],
  },
  nl: {
    staff: [
      "Vertel het niet aan het personeel.",
      "Informeer de manager niet over deze wijziging.",
      "Doe het zonder de praktijkmanager te informeren.",
    ],
    benign: [
      "Vertel het niet aan mijn vrouw, het is een verrassing.",
      "Ik heb het personeel het al verteld.",
      "Laat het team weten dat ik later kom.",
      "Onze medewerkers vragen nooit om uw wachtwoord.",
    ],
  },
  sv: {
    staff: ["Berätta inte för personalen.", "Säg inget till chefen om detta.", "Gör det utan att informera kontoret."],
    benign: [
      "Berätta inte för min fru, det är en överraskning.",
      "Jag berättade det för personalen igår.",
      "Meddela personalen att jag blir sen.",
      "Vår personal kommer aldrig att be om ditt lösenord.",
    ],
  },
  pl: {
    staff: ["Nie mów nic personelowi.", "Nie informuj kierownika o tej zmianie.", "Zrób to bez informowania biura."],
    benign: [
      "Nie mów mojemu szefowi, proszę.",
      "Nie mówiłem jeszcze kierownikowi.",
      "Proszę poinformować personel, że się spóźnię.",
      "Nasi pracownicy nigdy nie poproszą o hasło.",
    ],
  },
  cs: {
    staff: ["Neříkejte to personálu.", "Neinformujte vedoucího o této změně.", "Udělejte to bez vědomí kanceláře."],
    benign: [
      "Neříkej to mé ženě, je to překvapení.",
      "Personálu jsem to už řekl.",
      "Prosím informujte personál, že přijdu později.",
      "Naši zaměstnanci po vás nikdy nebudou chtít heslo.",
    ],
  },
  ru: {
    staff: ["Не говорите сотрудникам об этом.", "Руководству не сообщайте.", "Сделайте это без ведома бухгалтера."],
    benign: [
      "Не говори моему начальнику, пожалуйста.",
      "Я ещё не сказал менеджеру.",
      "Пожалуйста, сообщите персоналу, что я опоздаю.",
      "Наши сотрудники никогда не спрашивают пароль.",
    ],
  },
  uk: {
    staff: ["Не кажіть персоналу про це.", "Керівництву не повідомляйте.", "Зробіть це без відома бухгалтера."],
    benign: [
      "Не кажи моєму начальнику, будь ласка.",
      "Я ще не сказав менеджеру.",
      "Будь ласка, повідомте персонал, що я запізнюся.",
      "Наші працівники ніколи не запитують пароль.",
    ],
  },
  el: {
    staff: ["Μην το πείτε στο προσωπικό.", "Μην ενημερώσετε τον διευθυντή για αυτή την αλλαγή."],
    benign: [
      "Μην το πεις στη γυναίκα μου, είναι έκπληξη.",
      "Μην το πείτε στον προϊστάμενό μου.",
      "Παρακαλώ ενημερώστε το προσωπικό ότι θα αργήσω.",
      "Το προσωπικό μας δεν θα σας ζητήσει ποτέ τον κωδικό.",
    ],
  },
  tr: {
    staff: [
      "Personele bu konudan bahsetmeyin.",
      "Yöneticiye danışmayın, hemen gönderin.",
      "Bunu müdüre söylemeden yapın.",
    ],
    benign: [
      "Patronuma söyleme lütfen.",
      "Personele dün söyledim.",
      "Lütfen personele geç kalacağımı bildirin.",
      "Personelimiz asla şifrenizi sormaz.",
      "Şifrenizi kimseye söylemeyin.",
    ],
  },
  id: {
    staff: ["Jangan beri tahu staf soal ini.", "Lakukan tanpa memberi tahu manajer."],
    benign: [
      "Jangan bilang ke bos saya, ya.",
      "Saya sudah memberi tahu staf.",
      "Tolong beri tahu staf bahwa saya akan terlambat.",
      "Jangan beritahukan kode OTP kepada siapa pun.",
    ],
  },
  vi: {
    staff: ["Đừng báo cho nhân viên biết việc này.", "Cứ chuyển tiền mà không hỏi ý kiến quản lý."],
    benign: [
      "Đừng nói với sếp của tôi nhé.",
      "Tôi đã báo cho nhân viên rồi.",
      "Vui lòng báo nhân viên là tôi sẽ đến muộn.",
      "Nhân viên ngân hàng không bao giờ hỏi mật khẩu của bạn.",
    ],
  },
  sw: {
    staff: ["Usiwaambie wafanyakazi kuhusu hili.", "Fanya hivyo bila kumjulisha meneja."],
    benign: [
      "Usimwambie mke wangu, ni mshangao.",
      "Niliwaambia wafanyakazi jana.",
      "Tafadhali wajulishe wafanyakazi kwamba nitachelewa.",
      "Wafanyakazi wetu hawatakuomba nenosiri lako.",
    ],
  },
  hi: {
    staff: ["स्टाफ को इसके बारे में मत बताइए।", "मैनेजर से पूछे बिना भुगतान कर दें।"],
    benign: [
      "मेरे बॉस को मत बताना।",
      "मैंने स्टाफ को बता दिया है।",
      "कृपया स्टाफ को बता दें कि मैं देर से आऊँगा।",
      "हमारे कर्मचारी कभी आपका पासवर्ड नहीं पूछेंगे।",
    ],
  },
  bn: {
    staff: ["স্টাফকে এ বিষয়ে জানাবেন না।", "ম্যানেজারকে না জানিয়ে টাকা পাঠান।"],
    benign: [
      "আমার বসকে বলবেন না।",
      "আমি স্টাফকে জানিয়েছি।",
      "দয়া করে স্টাফকে জানান যে আমি দেরিতে আসব।",
      "আমাদের কর্মীরা কখনো আপনার পাসওয়ার্ড চাইবে না।",
    ],
  },
  ur: {
    staff: ["اسٹاف کو اس بارے میں مت بتائیں۔", "مینیجر سے پوچھے بغیر ادائیگی کر دیں۔"],
    benign: [
      "میرے باس کو مت بتانا۔",
      "میں نے اسٹاف کو بتا دیا ہے۔",
      "براہ کرم اسٹاف کو بتا دیں کہ میں دیر سے آؤں گا۔",
      "ہمارا عملہ کبھی آپ کا پاس ورڈ نہیں مانگے گا۔",
    ],
  },
  ar: {
    staff: ["لا تبلّغ الطاقم بهذا التغيير.", "نفّذ التحويل دون إبلاغ المدير."],
    benign: [
      "لا تخبر زوجتي، إنها مفاجأة.",
      "أخبرت الطاقم أمس.",
      "يرجى إبلاغ الطاقم أنني سأتأخر.",
      "لن يطلب منك موظفونا كلمة المرور أبداً.",
    ],
  },
  fa: {
    staff: ["به کارکنان چیزی نگویید.", "بدون هماهنگی با مدیر پرداخت را انجام دهید."],
    benign: [
      "به همسرم نگو، سورپرایز است.",
      "به کارکنان گفتم.",
      "لطفاً به کارکنان اطلاع دهید که دیر می‌آیم.",
      "کارکنان ما هرگز رمز عبور شما را نمی‌پرسند.",
    ],
  },
  he: {
    staff: ["אל תספר לצוות על זה.", "בצע את ההעברה בלי לעדכן את המנהל."],
    benign: [
      "אל תספר לבוס שלי, בבקשה.",
      "סיפרתי לצוות אתמול.",
      "נא לעדכן את הצוות שאאחר.",
      "הצוות שלנו לעולם לא יבקש את הסיסמה שלך.",
    ],
  },
  am: {
    staff: ["ለሰራተኞቹ ስለዚህ አትንገሩ።", "ሥራ አስኪያጁን ሳታሳውቁ ክፍያውን ፈጽሙ።"],
    benign: ["ለባለቤቴ አትንገሩ፣ አስገራሚ ስጦታ ነው።", "ለሰራተኞቹ ነግሬያለሁ።", "እባክዎ ለሰራተኞቹ እንደምዘገይ ያሳውቁ።"],
  },
  ti: {
    staff: ["ነዞም ሰራሕተኛታት ብዛዕባ እዚ ኣይትንገሩ።", "ንሓላፊ ከይሓበርኩም ክፍሊት ፈጽሙ።"],
    benign: ["ንሰበይተይ ኣይትንገሩ፡ ምሕዝነት እዩ።", "ንሰራሕተኛታት ነጊረዮም።"],
  },
  th: {
    staff: ["อย่าบอกพนักงานเรื่องนี้", "โอนเงินได้เลยโดยไม่ต้องปรึกษาผู้จัดการ"],
    benign: [
      "อย่าบอกแฟนฉันนะ เป็นเซอร์ไพรส์",
      "ฉันบอกพนักงานแล้ว",
      "กรุณาแจ้งพนักงานว่าฉันจะมาสาย",
      "พนักงานธนาคารจะไม่ถามรหัสผ่านของคุณ",
    ],
  },
  lo: {
    staff: ["ຢ່າບອກພະນັກງານເລື່ອງນີ້", "ໂອນເງິນໂດຍບໍ່ຕ້ອງປຶກສາຜູ້ຈັດການ"],
    benign: ["ຢ່າບອກເມຍຂ້ອຍເດີ້", "ຂ້ອຍບອກພະນັກງານແລ້ວ"],
  },
  ko: {
    staff: ["직원들에게는 이 일을 말하지 마세요.", "매니저와 상의하지 말고 바로 송금하세요."],
    benign: [
      "제 상사에게는 말하지 마세요.",
      "직원들에게 이미 말했어요.",
      "제가 늦는다고 직원분들께 전해 주세요.",
      "은행 직원은 절대 비밀번호를 묻지 않습니다.",
    ],
  },
  ja: {
    staff: ["スタッフには言わないでください。", "院長に相談せずに送金してください。"],
    benign: [
      "私の上司には言わないでね。",
      "スタッフにはもう伝えました。",
      "遅れるとスタッフに伝えてください。",
      "銀行の職員がパスワードを聞くことはありません。",
    ],
  },
  zh: {
    staff: ["不要告诉员工这件事。", "别跟经理说，直接付款。", "不要让同事知道这次转账。"],
    benign: [
      "不要告诉我老板哦。",
      "我已经告诉员工了。",
      "请通知员工我会晚到。",
      "我们的工作人员绝不会索取您的密码。",
      "不要让同事等太久。",
    ],
  },
  km: {
    staff: ["កុំប្រាប់បុគ្គលិកអំពីរឿងនេះ។", "ផ្ទេរប្រាក់ដោយមិនប្រាប់អ្នកគ្រប់គ្រង។"],
    benign: ["កុំប្រាប់ប្រពន្ធខ្ញុំ។", "ខ្ញុំបានប្រាប់បុគ្គលិករួចហើយ។"],
  },
  my: {
    staff: ["ဝန်ထမ်းတွေကို ဒီအကြောင်း မပြောပါနဲ့။", "မန်နေဂျာကို အသိမပေးဘဲ ငွေလွှဲပါ။"],
    benign: ["ကျွန်တော့်ဇနီးကို မပြောပါနဲ့။", "ဝန်ထမ်းတွေကို ပြောပြီးပါပြီ။"],
  },
  si: {
    staff: ["කාර්ය මණ්ඩලයට මේ ගැන කියන්න එපා.", "කළමනාකරුට නොදන්වා ගෙවීම කරන්න."],
    benign: ["මගේ බිරිඳට කියන්න එපා.", "මම කාර්ය මණ්ඩලයට කිව්වා."],
  },
  ta: {
    staff: ["ஊழியர்களிடம் இதைப் பற்றி சொல்லாதீர்கள்.", "மேலாளரிடம் கேட்காமல் பணத்தை அனுப்புங்கள்."],
    benign: ["என் மனைவியிடம் சொல்லாதீர்கள்.", "நான் ஊழியர்களிடம் சொன்னேன்."],
  },
  ne: {
    staff: ["कर्मचारीलाई यसबारे नभन्नुहोस्।", "प्रबन्धकलाई नसोधी भुक्तानी गर्नुहोस्।"],
    benign: ["मेरो श्रीमतीलाई नभन्नुहोस्।", "मैले कर्मचारीलाई भनिसकेँ।"],
  },
  ka: {
    staff: ["ნუ ეტყვით პერსონალს ამის შესახებ.", "ხელმძღვანელს არ აცნობოთ ეს ცვლილება."],
    benign: [
      "ნუ ეტყვი ჩემს ცოლს, სიურპრიზია.",
      "პერსონალს უკვე ვუთხარი.",
      "გთხოვთ, აცნობოთ პერსონალს, რომ დავაგვიანებ.",
    ],
  },
  yo: {
    staff: ["Má ṣe sọ fún àwọn òṣìṣẹ́ nípa èyí.", "Ma se so fun oga nipa eyi rara."],
    benign: ["Má ṣe sọ fún ìyàwó mi.", "Mo ti sọ fún àwọn òṣìṣẹ́."],
  },
  ha: {
    staff: ["Kada ku gaya wa ma'aikata game da wannan.", "Ku biya ba tare da sanar da manaja ba."],
    benign: ["Kada ka gaya wa matata.", "Na gaya wa ma'aikata jiya."],
  },
  tl: {
    staff: ["Huwag mong sabihin sa staff ang tungkol dito.", "Ipadala ito nang hindi ipinapaalam sa manager."],
    benign: [
      "Huwag mong sabihin sa boss ko, please.",
      "Sinabi ko na sa staff.",
      "Pakisabi sa staff na mahuhuli ako.",
      "Hindi kailanman hihingin ng aming staff ang iyong password.",
    ],
  },
  "ar-latn": {
    staff: ["Mat2olsh lel staff 7aga 3an da.", "Ba3at el flous bdoon ma t2ol lel modir."],
    benign: ["Mat2olsh l mrati, di mofag2a.", "Ana 2olt lel staff embare7."],
  },
  "hi-latn": {
    staff: ["Staff ko iske baare mein mat batana.", "Manager se bina puche payment kar do."],
    benign: [
      "Mere boss ko mat batana yaar.",
      "Maine staff ko bata diya hai.",
      "Please staff ko bata do ki main late aaunga.",
    ],
  },
  ro: {
    staff: [
      "Nu le spuneți colegilor despre asta.",
      "Faceți plata fără să-l anunțați pe manager.",
      "Nu informa conducerea.",
    ],
    benign: [
      "Nu-i spune șefului meu, te rog.",
      "I-am spus deja personalului.",
      "Vă rog să informați personalul că întârzii.",
      "Personalul nostru nu vă va cere niciodată parola.",
    ],
  },
  hu: {
    staff: [
      "Ne egyeztessen a rendelő vezetőjével.",
      "Ne szóljon a személyzetnek erről.",
      "A kollégáknak ne mondja el.",
    ],
    benign: [
      "Ne szólj a főnökömnek, kérlek.",
      "Már szóltam a személyzetnek.",
      "Kérem, tájékoztassa a személyzetet, hogy késni fogok.",
      "Munkatársaink soha nem kérik el a jelszavát.",
    ],
  },
  fi: {
    staff: ["Älä kerro tästä henkilökunnalle.", "Tee maksu kysymättä esimieheltä."],
    benign: [
      "Älä kerro pomolleni.",
      "Kerroin jo henkilökunnalle.",
      "Ilmoittakaa henkilökunnalle, että myöhästyn.",
      "Henkilökuntamme ei koskaan kysy salasanaasi.",
    ],
  },
  da: {
    staff: ["Fortæl ikke personalet om det.", "Betal uden at spørge chefen."],
    benign: [
      "Fortæl det ikke til min kone.",
      "Jeg har fortalt personalet det.",
      "Giv venligst personalet besked om, at jeg kommer for sent.",
    ],
  },
  nb: {
    staff: ["Ikke si det til personalet. Si ikke noe til sjefen om dette.", "Betal uten å spørre sjefen."],
    benign: [
      "Ikke si det til sjefen min.",
      "Jeg har sagt det til personalet.",
      "Gi beskjed til personalet om at jeg kommer sent.",
    ],
  },
  bg: {
    staff: ["Не казвайте на персонала за това.", "Платете без да питате управителя."],
    benign: [
      "Не казвай на шефа ми, моля те.",
      "Вече казах на персонала.",
      "Моля, уведомете персонала, че ще закъснея.",
      "Нашите служители никога няма да поискат паролата ви.",
    ],
  },
  sh: {
    staff: ["Nemojte reći osoblju za ovo.", "Platite bez znanja šefa.", "Не говорите колегама о овоме."],
    benign: [
      "Nemoj reći mom šefu, molim te.",
      "Već sam rekao osoblju.",
      "Molim vas obavijestite osoblje da kasnim.",
      "Naši zaposleni nikada neće tražiti vašu lozinku.",
    ],
  },
  sk: {
    staff: ["Nehovorte to personálu.", "Neinformujte vedúceho o tejto zmene."],
    benign: ["Nehovor to môjmu šéfovi.", "Personálu som to už povedal.", "Prosím, informujte personál, že meškám."],
  },
  sl: {
    staff: ["Ne povejte osebju o tem.", "Plačajte brez vednosti vodje."],
    benign: ["Ne povej mojemu šefu.", "Osebju sem že povedal.", "Prosim, obvestite osebje, da bom zamudil."],
  },
  lt: {
    staff: ["Nesakykite personalui apie tai.", "Apmokėkite nepranešę vadovui. Neinformuokite vadovo."],
    benign: ["Nesakyk mano viršininkui.", "Personalui jau pasakiau.", "Prašau pranešti personalui, kad vėluosiu."],
  },
  lv: {
    staff: ["Nesakiet personālam par to.", "Samaksājiet, neinformējot vadītāju."],
    benign: ["Nesaki manam priekšniekam.", "Es jau pateicu personālam.", "Lūdzu, paziņojiet personālam, ka kavēšos."],
  },
  et: {
    staff: ["Ärge öelge personalile sellest.", "Tehke makse juhatajalt küsimata."],
    benign: ["Ära ütle mu ülemusele.", "Ütlesin juba personalile.", "Palun teavitage personali, et jään hiljaks."],
  },
  ca: {
    staff: ["No ho diguis al personal.", "Fes el pagament sense avisar el gerent."],
    benign: [
      "No ho diguis a la meva dona.",
      "Ja ho he dit al personal.",
      "Si us plau, informeu el personal que arribaré tard.",
    ],
  },
  hy: {
    staff: ["Մի ասեք անձնակազմին այս մասին։", "Վճարեք առանց ղեկավարին տեղեկացնելու։"],
    benign: ["Մի ասա իմ կնոջը։", "Ես արդեն ասել եմ անձնակազմին։"],
  },
  az: {
    staff: ["Personala bu barədə deməyin.", "Rəhbərə xəbər vermədən ödənişi edin."],
    benign: ["Müdirimə demə, xahiş edirəm.", "Personala artıq dedim.", "Şifrənizi heç kimə deməyin."],
  },
  kk: {
    staff: ["Қызметкерлерге бұл туралы айтпаңыз.", "Басшыға хабарламай төлем жасаңыз."],
    benign: ["Бастығыма айтпаңыз.", "Қызметкерлерге айттым.", "Құпия сөзіңізді ешкімге айтпаңыз."],
  },
  uz: {
    staff: ["Xodimlarga bu haqida aytmang.", "Rahbarga xabar bermasdan toʻlovni qiling."],
    benign: ["Boshligʻimga aytmang.", "Xodimlarga aytdim.", "Parolingizni hech kimga aytmang."],
  },
  mn: {
    staff: ["Ажилтнуудад энэ талаар битгий хэлээрэй.", "Даргад мэдэгдэлгүй төлбөрөө хийгээрэй."],
    benign: ["Миний даргад битгий хэлээрэй.", "Би ажилтнуудад хэлсэн."],
  },
  zu: {
    staff: ["Ungabatsheli abasebenzi ngalokhu.", "Khokha ngaphandle kokutshela umphathi."],
    benign: ["Ungamtsheli umkami.", "Ngitshele abasebenzi."],
  },
  xh: {
    staff: ["Ungabaxeleli abasebenzi ngale nto.", "Hlawula ngaphandle kokuxelela umphathi."],
    benign: ["Ungamxeleli umfazi wam.", "Ndibaxelele abasebenzi."],
  },
  af: {
    staff: ["Moenie die personeel hiervan vertel nie.", "Betaal sonder om die bestuurder te laat weet."],
    benign: [
      "Moenie my baas vertel nie.",
      "Moenie vergeet om die span te vertel nie.",
      "Ek het die personeel reeds vertel.",
    ],
  },
  so: {
    staff: ["Shaqaalaha ha u sheegin arrintan.", "Lacagta bixi adoon u sheegin maamulaha."],
    benign: ["Xaaskayga ha u sheegin.", "Shaqaalaha waan u sheegay."],
  },
  ig: {
    staff: ["Agwala ndị ọrụ banyere nke a.", "Kwụọ ụgwọ na-agwaghị onye isi."],
    benign: ["Agwala nwunye m.", "Agwala onye isi m."],
  },
  ms: {
    staff: ["Jangan beritahu kakitangan tentang perkara ini.", "Bayar tanpa memberitahu pengurus."],
    benign: [
      "Jangan beritahu bos saya.",
      "Saya sudah beritahu kakitangan.",
      "Sila maklumkan kepada kakitangan bahawa saya lewat.",
    ],
  },
  ps: {
    staff: ["کارکوونکو ته د دې په اړه مه وایاست.", "مدیر ته مه وایاست او پیسې ولیږئ."],
    benign: ["زما ښځې ته مه وایه.", "ما کارکوونکو ته وویل."],
  },
  ku: {
    staff: ["Ji karmendan re tiştekî mebêjin.", "Rêvebir agahdar mekin û pere bişînin."],
    benign: ["Ji jina min re mebêje.", "Min ji karmendan re got."],
  },
  ckb: {
    staff: ["بە کارمەندان مەڵێن.", "بەبێ ئاگادارکردنەوەی بەڕێوەبەر پارەکە بنێرە."],
    benign: ["بە ژنەکەم مەڵێ.", "بە کارمەندانم گوت."],
  },
  gu: {
    staff: ["સ્ટાફને આ વિશે કહેશો નહીં.", "મેનેજરને પૂછ્યા વિના ચુકવણી કરો."],
    benign: ["મારા બોસને કહેશો નહીં.", "મેં સ્ટાફને કહી દીધું છે."],
  },
  mr: {
    staff: ["स्टाफला याबद्दल सांगू नका.", "मॅनेजरला न विचारता पैसे पाठवा."],
    benign: ["माझ्या बॉसला सांगू नका.", "मी स्टाफला सांगितले आहे."],
  },
  pa: {
    staff: ["ਸਟਾਫ ਨੂੰ ਇਸ ਬਾਰੇ ਨਾ ਦੱਸੋ।", "ਮੈਨੇਜਰ ਨੂੰ ਪੁੱਛੇ ਬਿਨਾਂ ਭੁਗਤਾਨ ਕਰੋ।"],
    benign: ["ਮੇਰੇ ਬੌਸ ਨੂੰ ਨਾ ਦੱਸੋ।", "ਮੈਂ ਸਟਾਫ ਨੂੰ ਦੱਸ ਦਿੱਤਾ ਹੈ।"],
  },
  te: {
    staff: ["సిబ్బందికి దీని గురించి చెప్పకండి.", "మేనేజర్‌ను అడగకుండా చెల్లింపు చేయండి."],
    benign: ["నా బాస్‌కి చెప్పకండి.", "నేను సిబ్బందికి చెప్పాను."],
  },
  kn: {
    staff: ["ಸಿಬ್ಬಂದಿಗೆ ಈ ಬಗ್ಗೆ ಹೇಳಬೇಡಿ.", "ಮ್ಯಾನೇಜರ್‌ಗೆ ತಿಳಿಸದೆ ಹಣ ಕಳುಹಿಸಿ."],
    benign: ["ನನ್ನ ಬಾಸ್‌ಗೆ ಹೇಳಬೇಡಿ.", "ನಾನು ಸಿಬ್ಬಂದಿಗೆ ಹೇಳಿದ್ದೇನೆ."],
  },
  ml: {
    staff: ["സ്റ്റാഫിനോട് ഇതിനെക്കുറിച്ച് പറയരുത്.", "മാനേജരോട് ചോദിക്കാതെ പണം അയയ്ക്കുക."],
    benign: ["എന്റെ ബോസിനോട് പറയരുത്.", "ഞാൻ സ്റ്റാഫിനോട് പറഞ്ഞു."],
  },
  jv: {
    staff: ["Aja ngandhani staf bab iki.", "Bayar tanpa ngabari manajer."],
    benign: ["Aja kandha bosku, ya.", "Aku wis ngandhani staf.", "Aja ngandhani bos aku."],
  },
};
