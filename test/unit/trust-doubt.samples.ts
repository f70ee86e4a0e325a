// Samples for test/unit/trust-doubt.test.ts, written for these tests from the doubt concepts (not taken from any
// corpus): per language, three doubts about whether a message is genuine ("is this e-mail really from you?", "did you
// send this?", "this looks like a scam"), two requests the writer describes rather than makes ("the message asks me to
// …", "they want me to pay …"), and benign near-misses: a question about a date, the writer's own "please pay the
// invoice by Friday", "did you send the plans yet?", a person (not a message) who asked.

export interface DoubtSamples {
  /** The writer doubts that a message is genuine or from the addressee (→ DOUBT_FRAME). */
  doubt: string[];
  /** A request the writer describes: the message, or "they", asks the writer to act (→ DESCRIBED_REQUEST). */
  described: string[];
  /** Ordinary mail with the same words: neither table may hit. */
  benign: string[];
}

export const SAMPLES: Record<string, DoubtSamples> = {
  en: {
    doubt: [
      "Is this e-mail really from you? It mentions a new bank account.",
      "Did you send this?",
      "I got this text today and it looks like a scam.",
    ],
    described: [
      "The e-mail asks me to pay the invoice into a new account.",
      "They want me to change my password by tonight.",
    ],
    benign: [
      "Is this date OK for you?",
      "Please pay the invoice by Friday.",
      "Did you send the plans yet?",
      "My wife asked me to book a table for Friday.",
      "Is the invoice from you correct? I got your message yesterday.",
      "Please see the link below for the genuine leather options in our catalogue.",
    ],
  },
  de: {
    doubt: [
      "Ist diese Mail wirklich von Ihnen?",
      "Haben Sie mir diese Nachricht wirklich geschickt?",
      "Das sieht nach Betrug aus, ich habe heute eine SMS bekommen.",
    ],
    described: ["Die Mail fordert mich auf, das Passwort zu ändern.", "Ich wurde gebeten, sofort zu überweisen."],
    benign: [
      "Passt Ihnen der Termin am Freitag?",
      "Bitte zahlen Sie die Rechnung bis Freitag.",
      "Haben Sie die Pläne schon geschickt?",
      "Meine Frau hat mich gebeten, einen Tisch zu reservieren.",
      "Ist die Rechnung von Ihnen korrekt? Danke für Ihre Nachricht.",
    ],
  },
  fr: {
    doubt: [
      "Ce mail est-il vraiment de vous ?",
      "C'est bien vous qui avez envoyé ce message ?",
      "Ça ressemble à une arnaque, j'ai reçu ce SMS ce matin.",
    ],
    described: [
      "Le courriel me demande de payer la facture sur un nouveau compte.",
      "Ils me demandent de changer mon mot de passe.",
    ],
    benign: [
      "Cette date vous convient-elle ?",
      "Merci de payer la facture avant vendredi.",
      "Avez-vous déjà envoyé les plans ?",
      "Ma femme m'a demandé de réserver une table.",
      "La facture de vous est-elle correcte ? Merci pour votre message.",
    ],
  },
  es: {
    doubt: [
      "¿Este correo es de ustedes?",
      "¿Ustedes me enviaron este mensaje?",
      "Esto parece una estafa, no sé si pagar.",
    ],
    described: ["El mensaje me pide que cambie la contraseña.", "Me piden que pague una multa."],
    benign: [
      "¿Le va bien esta fecha?",
      "Por favor, pague la factura antes del viernes.",
      "¿Ya enviaste los planos?",
      "Mi esposa me pidió que reservara una mesa.",
      "¿La factura de ustedes es correcta? Gracias por su mensaje.",
    ],
  },
  it: {
    doubt: ["Questa mail è davvero da voi?", "Avete davvero inviato voi questo messaggio?", "Mi sembra una truffa."],
    described: ["Il messaggio mi chiede di pagare con un nuovo IBAN.", "Mi chiedono di cambiare la password subito."],
    benign: [
      "Questa data le va bene?",
      "La prego di pagare la fattura entro venerdì.",
      "Ha già inviato i disegni?",
      "Mia moglie mi ha chiesto di prenotare un tavolo.",
    ],
  },
  pt: {
    doubt: ["Esta mensagem é mesmo de vocês?", "Vocês me enviaram mesmo esta mensagem?", "Isto parece um golpe."],
    described: ["O e-mail pede-me para mudar a senha.", "Pedem-me para pagar uma taxa."],
    benign: [
      "Esta data é boa para si?",
      "Por favor, pague a fatura até sexta-feira.",
      "Já enviou os desenhos?",
      "A minha mulher pediu-me para reservar uma mesa.",
    ],
  },
  nl: {
    doubt: ["Is deze mail echt van u?", "Heeft u mij dit bericht echt gestuurd?", "Dit lijkt op oplichting."],
    described: [
      "Het bericht vraagt mij om een nieuw rekeningnummer te gebruiken.",
      "Mij werd gevraagd om direct te betalen.",
    ],
    benign: [
      "Past deze datum u?",
      "Wilt u de factuur vóór vrijdag betalen?",
      "Heeft u de tekeningen al gestuurd?",
      "Mijn vrouw vroeg me een tafel te reserveren.",
    ],
  },
  sv: {
    doubt: ["Är det här mejlet verkligen från er?", "Har ni verkligen skickat det här?", "Det ser ut som en bluff."],
    described: ["Meddelandet ber mig att byta lösenord.", "De vill att jag betalar en avgift."],
    benign: [
      "Passar det datumet för er?",
      "Betala fakturan senast fredag, tack.",
      "Har ni skickat ritningarna än?",
      "Min fru bad mig boka ett bord.",
    ],
  },
  pl: {
    doubt: [
      "Czy ta wiadomość naprawdę jest od Państwa?",
      "Czy Państwo naprawdę wysłali mi to?",
      "To wygląda na oszustwo.",
    ],
    described: ["Ten e-mail prosi mnie o zmianę hasła.", "Chcą, żebym zapłacił karę."],
    benign: [
      "Czy ten termin Państwu pasuje?",
      "Proszę zapłacić fakturę do piątku.",
      "Czy wysłał Pan już plany?",
      "Żona poprosiła mnie o rezerwację stolika.",
    ],
  },
  cs: {
    doubt: ["Je tato zpráva opravdu od vás?", "Poslali jste mi opravdu tento e-mail?", "Vypadá to jako podvod."],
    described: ["Ten e-mail mě žádá o změnu hesla.", "Chtějí po mně zaplatit pokutu."],
    benign: [
      "Vyhovuje vám tento termín?",
      "Prosím zaplaťte fakturu do pátku.",
      "Poslali jste už výkresy?",
      "Manželka mě požádala o rezervaci stolu.",
    ],
  },
  sk: {
    doubt: ["Je táto správa naozaj od vás?", "Poslali ste mi naozaj tento e-mail?", "Vyzerá to ako podvod."],
    described: ["Ten e-mail ma žiada o zmenu hesla.", "Chcú odo mňa zaplatiť pokutu."],
    benign: [
      "Vyhovuje vám tento termín?",
      "Prosím, zaplaťte faktúru do piatku.",
      "Poslali ste už výkresy?",
      "Manželka ma požiadala o rezerváciu stola.",
    ],
  },
  ru: {
    doubt: [
      "Это письмо действительно от вас?",
      "Вы действительно отправили мне это сообщение?",
      "Похоже на мошенничество.",
    ],
    described: ["Письмо просит меня сменить пароль.", "От меня требуют оплатить штраф."],
    benign: [
      "Вам подходит эта дата?",
      "Пожалуйста, оплатите счёт до пятницы.",
      "Вы уже отправили чертежи?",
      "Жена попросила меня заказать столик.",
    ],
  },
  uk: {
    doubt: ["Цей лист справді від вас?", "Ви справді надіслали мені це повідомлення?", "Схоже на шахрайство."],
    described: ["Лист просить мене змінити пароль.", "Від мене вимагають оплатити штраф."],
    benign: [
      "Вам підходить ця дата?",
      "Будь ласка, оплатіть рахунок до п'ятниці.",
      "Ви вже надіслали креслення?",
      "Дружина попросила мене замовити столик.",
    ],
  },
  el: {
    doubt: [
      "Αυτό το μήνυμα είναι πραγματικά από εσάς;",
      "Εσείς μου στείλατε πραγματικά αυτό το email;",
      "Μου φαίνεται απάτη.",
    ],
    described: ["Το email μου ζητά να αλλάξω τον κωδικό.", "Μου ζητούν να πληρώσω πρόστιμο."],
    benign: [
      "Σας βολεύει αυτή η ημερομηνία;",
      "Παρακαλώ πληρώστε το τιμολόγιο έως την Παρασκευή.",
      "Στείλατε ήδη τα σχέδια;",
      "Η γυναίκα μου μου ζήτησε να κλείσω τραπέζι.",
    ],
  },
  tr: {
    doubt: [
      "Bu e-posta gerçekten sizden mi?",
      "Bunu gerçekten siz mi gönderdiniz?",
      "Bu mesaj dolandırıcılık gibi görünüyor.",
    ],
    described: ["Mesaj benden yeni hesaba ödeme yapmamı istiyor.", "Benden hemen para göndermemi istiyorlar."],
    benign: [
      "Bu tarih size uygun mu?",
      "Lütfen faturayı cuma gününe kadar ödeyin.",
      "Planları gönderdiniz mi?",
      "Eşim benden masa ayırtmamı istedi.",
    ],
  },
  id: {
    doubt: [
      "Apakah email ini benar-benar dari Anda?",
      "Apakah Anda benar-benar mengirim pesan ini?",
      "Ini sepertinya penipuan.",
    ],
    described: ["Pesan itu meminta saya mengganti kata sandi.", "Saya diminta untuk membayar denda."],
    benign: [
      "Apakah tanggal ini cocok untuk Anda?",
      "Mohon bayar tagihan sebelum hari Jumat.",
      "Apakah Anda sudah mengirim gambar rencananya?",
      "Istri saya meminta saya memesan meja.",
    ],
  },
  ms: {
    doubt: [
      "Adakah e-mel ini betul-betul dari anda?",
      "Adakah anda betul-betul menghantar mesej ini?",
      "Ini nampaknya penipuan.",
    ],
    described: ["Mesej itu meminta saya menukar kata laluan.", "Saya diminta untuk membayar denda."],
    benign: [
      "Adakah tarikh ini sesuai untuk anda?",
      "Sila bayar invois sebelum hari Jumaat.",
      "Adakah anda sudah menghantar pelan?",
      "Isteri saya meminta saya menempah meja.",
    ],
  },
  vi: {
    doubt: [
      "Email này có thật sự là của anh không?",
      "Có phải bên anh đã gửi thư này không?",
      "Cái này trông như lừa đảo.",
    ],
    described: ["Tin nhắn yêu cầu tôi chuyển tiền ngay.", "Họ yêu cầu tôi thanh toán phí."],
    benign: [
      "Ngày này có tiện cho anh không?",
      "Vui lòng thanh toán hóa đơn trước thứ Sáu.",
      "Anh đã gửi bản vẽ chưa?",
      "Vợ tôi bảo tôi đặt bàn.",
    ],
  },
  sw: {
    doubt: ["Je, ujumbe huu ni kweli kutoka kwenu?", "Je, mlituma kweli ujumbe huu?", "Hii inaonekana kama utapeli."],
    described: ["Ujumbe huu unanitaka nilipe faini.", "Wananitaka nilipe ada leo."],
    benign: [
      "Je, tarehe hii inakufaa?",
      "Tafadhali lipa ankara kabla ya Ijumaa.",
      "Je, umeshatuma michoro?",
      "Mke wangu aliniomba nihifadhi meza.",
    ],
  },
  hi: {
    doubt: ["क्या यह ईमेल सच में आपका है?", "क्या आपने सच में यह संदेश भेजा?", "यह मैसेज धोखाधड़ी जैसा लगता है।"],
    described: ["यह ईमेल मुझसे पैसे भेजने को कह रहा है।", "वे मुझसे तुरंत भुगतान करने को कह रहे हैं।"],
    benign: [
      "क्या यह तारीख आपके लिए ठीक है?",
      "कृपया शुक्रवार तक बिल का भुगतान करें।",
      "क्या आपने नक्शे भेज दिए?",
      "मेरी पत्नी ने मुझसे टेबल बुक करने को कहा।",
    ],
  },
  "hi-latn": {
    doubt: [
      "Kya yeh email sach mein aapka hai?",
      "Kya aapne sach mein yeh message bheja?",
      "Yeh fraud jaisa lag raha hai.",
    ],
    described: ["Email mujhse paise bhejne ko keh raha hai.", "Woh mujhse turant payment karne ko keh rahe hain."],
    benign: [
      "Kya yeh date aapke liye theek hai?",
      "Please Friday tak invoice pay kar dijiye.",
      "Kya aapne plans bhej diye?",
      "Meri wife ne mujhse table book karne ko kaha.",
    ],
  },
  bn: {
    doubt: ["এই ইমেইলটি কি সত্যিই আপনাদের কাছ থেকে?", "আপনি কি সত্যিই এটা পাঠিয়েছেন?", "এটা প্রতারণা মনে হচ্ছে।"],
    described: ["ইমেইলটি আমাকে টাকা পাঠাতে বলছে।", "তারা আমাকে জরিমানা দিতে বলছে।"],
    benign: [
      "এই তারিখটি কি আপনার জন্য ঠিক আছে?",
      "অনুগ্রহ করে শুক্রবারের মধ্যে বিল পরিশোধ করুন।",
      "আপনি কি নকশাগুলো পাঠিয়েছেন?",
      "আমার স্ত্রী আমাকে একটি টেবিল বুক করতে বলেছে।",
    ],
  },
  ur: {
    doubt: ["کیا یہ ای میل واقعی آپ کی طرف سے ہے؟", "کیا آپ نے واقعی یہ پیغام بھیجا؟", "یہ میسج فراڈ لگ رہا ہے۔"],
    described: ["یہ ای میل مجھ سے پیسے بھیجنے کو کہہ رہا ہے۔", "وہ مجھ سے فوری ادائیگی کا کہہ رہے ہیں۔"],
    benign: [
      "کیا یہ تاریخ آپ کے لیے ٹھیک ہے؟",
      "براہ کرم جمعہ تک بل ادا کریں۔",
      "کیا آپ نے نقشے بھیج دیے؟",
      "میری بیوی نے مجھ سے میز بک کرنے کو کہا۔",
    ],
  },
  ar: {
    doubt: ["هل هذه الرسالة منكم فعلاً؟", "هل أرسلتم لي هذا البريد؟", "يبدو احتيالاً، وصلتني رسالة اليوم."],
    described: ["الرسالة تطلب مني تغيير كلمة المرور.", "يطلبون مني دفع غرامة."],
    benign: [
      "هل هذا الموعد مناسب لكم؟",
      "يرجى دفع الفاتورة قبل يوم الجمعة.",
      "هل أرسلتم المخططات؟",
      "طلبت مني زوجتي حجز طاولة.",
    ],
  },
  "ar-latn": {
    doubt: ["hal hadi risala fe3lan mnkom?", "entom ba3atouli hada el message?", "shaklaha na9b, wesh a3mel?"],
    described: ["el risala btotlob menni a8ayyer el password.", "biytlobo menni adfa3 gharama."],
    benign: [
      "el maw3ed da yenfa3ko?",
      "law sama7t edfa3 el fatura 2abl el gom3a.",
      "ba3att el rasmat walla lessa?",
      "merati talabet menni a7gez tarabeza.",
    ],
  },
  fa: {
    doubt: ["آیا این ایمیل واقعاً از طرف شما است؟", "شما واقعاً این را فرستادید؟", "این شبیه کلاهبرداری است."],
    described: ["این ایمیل از من خواسته رمز عبورم را عوض کنم.", "از من خواسته‌اند که پول واریز کنم."],
    benign: [
      "آیا این تاریخ برای شما مناسب است؟",
      "لطفاً فاکتور را تا جمعه پرداخت کنید.",
      "آیا نقشه‌ها را فرستادید؟",
      "همسرم از من خواست یک میز رزرو کنم.",
    ],
  },
  he: {
    doubt: ["האם המייל הזה באמת מכם?", "אתם באמת שלחתם לי את ההודעה?", "זה נראה כמו הונאה."],
    described: ["ההודעה מבקשת ממני להחליף סיסמה.", "מבקשים ממני לשלם קנס."],
    benign: [
      "האם התאריך הזה מתאים לכם?",
      "נא לשלם את החשבונית עד יום שישי.",
      "שלחתם כבר את התוכניות?",
      "אשתי ביקשה ממני להזמין שולחן.",
    ],
  },
  am: {
    doubt: ["ይህ መልእክት በእርግጥ ከእናንተ ነው?", "እናንተ በእርግጥ ይህን መልእክት ልካችኋል?", "ይህ ማጭበርበር ይመስላል።"],
    described: ["መልእክቱ አዲስ ሂሳብ እንድከፍል ይጠይቀኛል።", "ክፍያ እንድከፍል ይፈልጋሉ።"],
    benign: ["ይህ ቀን ይመቻችኋል?", "እባክዎ ደረሰኙን እስከ አርብ ይክፈሉ።", "ንድፎቹን ልካችኋል?", "ባለቤቴ ጠረጴዛ እንድይዝ ጠየቀችኝ።"],
  },
  ti: {
    doubt: ["እዚ መልእኽቲ ብሓቂ ካባኹም ድዩ?", "ንስኹም ብሓቂ እዚ ሰዲድኩምዶ?", "እዚ ምትላል ይመስል።"],
    described: ["እቲ መልእኽቲ ሓድሽ ሕሳብ ክኸፍል ይሓተኒ።", "ገንዘብ ክኸፍል ይደልዩ።"],
    benign: ["እዚ ዕለት ይስማዕማዕኩም ዶ?", "በጃኹም ፋክቱራ ክሳብ ዓርቢ ክፈሉ።", "ነቲ ንድፍታት ሰዲድኩምዶ?", "በዓልቲ ቤተይ ጠረጴዛ ክሕዝ ሓቲታትኒ።"],
  },
  th: {
    doubt: ["อีเมลนี้มาจากคุณจริงหรือ", "คุณส่งข้อความนี้มาจริงไหม", "ดูเหมือนหลอกลวงนะครับ"],
    described: ["อีเมลขอให้ผมโอนเงินไปบัญชีใหม่", "เขาขอให้ผมจ่ายค่าปรับ"],
    benign: ["วันนี้สะดวกสำหรับคุณไหม", "กรุณาชำระใบแจ้งหนี้ภายในวันศุกร์", "คุณส่งแบบแปลนมาแล้วหรือยัง", "ภรรยาขอให้ผมจองโต๊ะ"],
  },
  lo: {
    doubt: ["ອີເມວນີ້ມາຈາກທ່ານແທ້ບໍ", "ທ່ານສົ່ງຂໍ້ຄວາມນີ້ມາແທ້ບໍ", "ເບິ່ງຄືການຫຼອກລວງ"],
    described: ["ອີເມວຂໍໃຫ້ຂ້ອຍໂອນເງິນ", "ເຂົາຂໍໃຫ້ຂ້ອຍຈ່າຍຄ່າປັບໃໝ"],
    benign: ["ວັນນີ້ສະດວກສຳລັບທ່ານບໍ", "ກະລຸນາຈ່າຍໃບແຈ້ງໜີ້ພາຍໃນວັນສຸກ", "ທ່ານສົ່ງແບບແຜນມາແລ້ວບໍ", "ເມຍຂ້ອຍຂໍໃຫ້ຂ້ອຍຈອງໂຕະ"],
  },
  ko: {
    doubt: ["이 메일 정말 귀사에서 보낸 건가요?", "정말 이 메시지를 보내셨나요?", "피싱 같아요."],
    described: ["문자에서 새 계좌로 송금하라고 합니다.", "저에게 비밀번호를 바꾸라고 요구합니다."],
    benign: [
      "이 날짜 괜찮으세요?",
      "금요일까지 청구서를 결제해 주세요.",
      "도면 벌써 보내셨어요?",
      "아내가 식당 예약을 해 달라고 했어요.",
    ],
  },
  ja: {
    doubt: ["このメールは本当に御社からのものですか？", "本当に御社が送ったのですか？", "詐欺のような気がします。"],
    described: ["メールで新しい口座に振り込むように求められました。", "私に暗証番号を教えるように言われました。"],
    benign: [
      "この日程でよろしいでしょうか？",
      "金曜日までに請求書をお支払いください。",
      "図面はもう送りましたか？",
      "妻にテーブルを予約するように頼まれました。",
    ],
  },
  zh: {
    doubt: ["这封邮件真的是你们发的吗？", "你们真的发了这条短信吗？", "看起来像是诈骗。"],
    described: ["邮件要求我把钱转到新账户。", "对方要求我支付罚款。"],
    benign: ["这个日期您方便吗？", "请在周五前支付发票。", "图纸你们发了吗？", "我太太让我订一张桌子。"],
  },
  km: {
    doubt: ["អ៊ីមែលនេះពិតជាមកពីលោកមែនទេ?", "លោកបានផ្ញើសារនេះមកមែនទេ?", "មើលទៅដូចជាការបោកប្រាស់"],
    described: ["អ៊ីមែលស្នើឱ្យខ្ញុំផ្ទេរប្រាក់", "គេស្នើឱ្យខ្ញុំបង់ប្រាក់ពិន័យ"],
    benign: ["ថ្ងៃនេះស្រួលសម្រាប់លោកទេ?", "សូមបង់វិក្កយបត្រមុនថ្ងៃសុក្រ", "លោកបានផ្ញើប្លង់ហើយឬនៅ?", "ប្រពន្ធខ្ញុំស្នើឱ្យខ្ញុំកក់តុ"],
  },
  my: {
    doubt: ["ဒီအီးမေးလ်က တကယ်ခင်ဗျားတို့ဆီက ပို့တာလား", "ခင်ဗျားတို့ တကယ် ဒီစာကို ပို့ခဲ့တာလား", "လိမ်လည်မှုပုံပဲ"],
    described: ["အီးမေးလ်က ကျွန်တော့်ကို ငွေလွှဲခိုင်းတယ်", "သူတို့က ကျွန်တော့်ကို ဒဏ်ကြေးပေးခိုင်းတယ်"],
    benign: ["ဒီရက်က အဆင်ပြေလား", "သောကြာနေ့မတိုင်ခင် ငွေတောင်းခံလွှာကို ပေးချေပါ", "ပုံစံတွေ ပို့ပြီးပြီလား", "ဇနီးက စားပွဲကြိုတင်မှာခိုင်းတယ်"],
  },
  si: {
    doubt: ["මේ ඊමේල් එක ඇත්තටම ඔබගෙන්ද?", "ඔබ ඇත්තටම මේක එව්වාද?", "මේක වංචාවක් වගේ."],
    described: ["ඊමේල් එක මගෙන් මුදල් ඉල්ලනවා.", "ඔවුන් මගෙන් දඩයක් ඉල්ලනවා."],
    benign: ["මේ දිනය ඔබට හරිද?", "කරුණාකර සිකුරාදා වන විට බිල්පත ගෙවන්න.", "ඔබ සැලසුම් එව්වාද?", "මගේ බිරිඳ මට මේසයක් වෙන් කරන්න කිව්වා."],
  },
  ta: {
    doubt: [
      "இந்த மின்னஞ்சல் உண்மையிலேயே உங்களிடமிருந்து வந்ததா?",
      "நீங்கள் உண்மையிலேயே இதை அனுப்பினீர்களா?",
      "இது மோசடி போல தெரிகிறது.",
    ],
    described: ["அந்த மின்னஞ்சல் என்னிடம் பணம் கேட்கிறது.", "அவர்கள் என்னிடம் அபராதம் கேட்கிறார்கள்."],
    benign: [
      "இந்த தேதி உங்களுக்கு சரியா?",
      "வெள்ளிக்கிழமைக்குள் விலைப்பட்டியலை செலுத்துங்கள்.",
      "நீங்கள் வரைபடங்களை அனுப்பினீர்களா?",
      "என் மனைவி மேசை முன்பதிவு செய்யச் சொன்னார்.",
    ],
  },
  ne: {
    doubt: ["के यो इमेल साँच्चै तपाईंको हो?", "तपाईंले साँच्चै यो सन्देश पठाउनुभयो?", "यो ठगी जस्तो देखिन्छ।"],
    described: ["इमेलले मलाई पैसा पठाउन भन्छ।", "उनीहरू मलाई जरिवाना तिर्न भन्छन्।"],
    benign: [
      "के यो मिति तपाईंलाई ठीक छ?",
      "कृपया शुक्रबारसम्म बिल तिर्नुहोस्।",
      "तपाईंले नक्सा पठाउनुभयो?",
      "मेरी श्रीमतीले मलाई टेबल बुक गर्न भनिन्।",
    ],
  },
  mr: {
    doubt: ["हा ईमेल खरंच तुमच्याकडून आला का?", "तुम्ही खरंच हा संदेश पाठवला आहे का?", "हे फसवणूक वाटते."],
    described: ["ईमेल मला पैसे पाठवायला सांगत आहे.", "ते मला दंड भरायला सांगत आहेत."],
    benign: [
      "ही तारीख तुम्हाला चालेल का?",
      "कृपया शुक्रवारपर्यंत बिल भरा.",
      "तुम्ही नकाशे पाठवले का?",
      "माझ्या पत्नीने मला टेबल बुक करायला सांगितले.",
    ],
  },
  gu: {
    doubt: ["શું આ ઈમેલ ખરેખર તમારા તરફથી છે?", "તમે ખરેખર આ સંદેશ મોકલ્યો છે?", "આ છેતરપિંડી જેવું લાગે છે."],
    described: ["ઈમેલ મને પૈસા મોકલવાનું કહે છે.", "તેઓ મને દંડ ભરવાનું કહે છે."],
    benign: [
      "શું આ તારીખ તમારા માટે બરાબર છે?",
      "કૃપા કરીને શુક્રવાર સુધીમાં બિલ ચૂકવો.",
      "તમે નકશા મોકલ્યા?",
      "મારી પત્નીએ મને ટેબલ બુક કરવાનું કહ્યું.",
    ],
  },
  pa: {
    doubt: ["ਕੀ ਇਹ ਈਮੇਲ ਸੱਚਮੁੱਚ ਤੁਹਾਡੀ ਹੈ?", "ਕੀ ਤੁਸੀਂ ਸੱਚਮੁੱਚ ਇਹ ਸੁਨੇਹਾ ਭੇਜਿਆ?", "ਇਹ ਧੋਖਾਧੜੀ ਵਰਗਾ ਲੱਗਦਾ ਹੈ।"],
    described: ["ਈਮੇਲ ਮੈਨੂੰ ਪੈਸੇ ਭੇਜਣ ਲਈ ਕਹਿ ਰਹੀ ਹੈ।", "ਉਹ ਮੈਨੂੰ ਜੁਰਮਾਨਾ ਭਰਨ ਲਈ ਕਹਿ ਰਹੇ ਹਨ।"],
    benign: [
      "ਕੀ ਇਹ ਤਾਰੀਖ ਤੁਹਾਡੇ ਲਈ ਠੀਕ ਹੈ?",
      "ਕਿਰਪਾ ਕਰਕੇ ਸ਼ੁੱਕਰਵਾਰ ਤੱਕ ਬਿੱਲ ਭਰੋ।",
      "ਕੀ ਤੁਸੀਂ ਨਕਸ਼ੇ ਭੇਜੇ?",
      "ਮੇਰੀ ਪਤਨੀ ਨੇ ਮੈਨੂੰ ਮੇਜ਼ ਬੁੱਕ ਕਰਨ ਲਈ ਕਿਹਾ।",
    ],
  },
  te: {
    doubt: ["ఈ ఈమెయిల్ నిజంగా మీ నుండి వచ్చిందా?", "మీరు నిజంగా ఇది పంపారా?", "ఇది మోసం లా అనిపిస్తోంది."],
    described: ["ఆ ఈమెయిల్ నన్ను డబ్బు పంపమని అడుగుతోంది.", "వాళ్ళు నన్ను జరిమానా కట్టమని అడుగుతున్నారు."],
    benign: [
      "ఈ తేదీ మీకు సరిపోతుందా?",
      "దయచేసి శుక్రవారం లోపు బిల్లు చెల్లించండి.",
      "మీరు ప్లాన్లు పంపారా?",
      "నా భార్య నన్ను టేబుల్ బుక్ చేయమని అడిగింది.",
    ],
  },
  kn: {
    doubt: ["ಈ ಇಮೇಲ್ ನಿಜವಾಗಿಯೂ ನಿಮ್ಮಿಂದ ಬಂದಿದೆಯೇ?", "ನೀವು ನಿಜವಾಗಿಯೂ ಇದನ್ನು ಕಳುಹಿಸಿದ್ದೀರಾ?", "ಇದು ವಂಚನೆ ಅನಿಸುತ್ತಿದೆ."],
    described: ["ಆ ಇಮೇಲ್ ನನ್ನನ್ನು ಹಣ ಕಳುಹಿಸಲು ಕೇಳುತ್ತಿದೆ.", "ಅವರು ನನ್ನನ್ನು ದಂಡ ಕಟ್ಟಲು ಕೇಳುತ್ತಿದ್ದಾರೆ."],
    benign: [
      "ಈ ದಿನಾಂಕ ನಿಮಗೆ ಸರಿಯೇ?",
      "ದಯವಿಟ್ಟು ಶುಕ್ರವಾರದೊಳಗೆ ಬಿಲ್ ಪಾವತಿಸಿ.",
      "ನೀವು ನಕ್ಷೆಗಳನ್ನು ಕಳುಹಿಸಿದ್ದೀರಾ?",
      "ನನ್ನ ಹೆಂಡತಿ ನನ್ನನ್ನು ಟೇಬಲ್ ಬುಕ್ ಮಾಡಲು ಕೇಳಿದಳು.",
    ],
  },
  ml: {
    doubt: ["ഈ ഇമെയിൽ ശരിക്കും നിങ്ങളിൽ നിന്ന് വന്നതാണോ?", "നിങ്ങൾ ശരിക്കും ഇത് അയച്ചതാണോ?", "ഇത് തട്ടിപ്പ് പോലെ തോന്നുന്നു."],
    described: ["ആ ഇമെയിൽ എന്നോട് പണം അയയ്ക്കാൻ ആവശ്യപ്പെടുന്നു.", "അവർ എന്നോട് പിഴ അടയ്ക്കാൻ ആവശ്യപ്പെടുന്നു."],
    benign: [
      "ഈ തീയതി നിങ്ങൾക്ക് സൗകര്യമാണോ?",
      "ദയവായി വെള്ളിയാഴ്ചയ്ക്കകം ബിൽ അടയ്ക്കുക.",
      "നിങ്ങൾ പ്ലാനുകൾ അയച്ചോ?",
      "എന്റെ ഭാര്യ എന്നോട് ഒരു മേശ ബുക്ക് ചെയ്യാൻ പറഞ്ഞു.",
    ],
  },
  ka: {
    doubt: ["ეს წერილი მართლა თქვენგანაა?", "თქვენ მართლა გამომიგზავნეთ ეს?", "ეს თაღლითობას ჰგავს."],
    described: ["წერილი მთხოვს ახალ ანგარიშზე გადახდას.", "მთხოვენ ჯარიმის გადახდას."],
    benign: [
      "ეს თარიღი გაწყობთ?",
      "გთხოვთ, გადაიხადოთ ინვოისი პარასკევამდე.",
      "გეგმები უკვე გამოგზავნეთ?",
      "ცოლმა მთხოვა მაგიდის დაჯავშნა.",
    ],
  },
  hy: {
    doubt: ["Այս նամակը իսկապես ձեզնից է?", "Դուք իսկապես ուղարկել եք սա?", "Սա խարդախության նման է։"],
    described: ["Նամակը խնդրում է ինձ փոխել գաղտնաբառը։", "Ինձնից պահանջում են տուգանք վճարել։"],
    benign: [
      "Այս ամսաթիվը ձեզ հարմար է?",
      "Խնդրում ենք վճարել հաշիվը մինչև ուրբաթ։",
      "Դուք արդեն ուղարկել եք գծագրերը?",
      "Կինս ինձ խնդրեց սեղան ամրագրել։",
    ],
  },
  yo: {
    doubt: ["Ṣé ìfiránṣẹ́ yìí lóòótọ́ wá láti ọ̀dọ̀ yín?", "Ṣé ẹ̀yin lóòótọ́ ni ẹ fi èyí ránṣẹ́?", "Èyí dà bí jìbìtì."],
    described: ["Ìfiránṣẹ́ náà ní kí n san owó.", "Wọ́n ní kí n yí ọ̀rọ̀ aṣínà padà."],
    benign: [
      "Ṣé ọjọ́ yìí dára fún yín?",
      "Ẹ jọ̀ọ́ ẹ san owó ìwé-owó ṣáájú ọjọ́ Ẹtì.",
      "Ṣé ẹ ti fi àwọn àwòrán ránṣẹ́?",
      "Ìyàwó mi ní kí n ṣe ìfipamọ́ tábìlì.",
    ],
  },
  ha: {
    doubt: [
      "Shin wannan saƙon da gaske daga gare ku ne?",
      "Shin ku ne kuka aiko min da wannan?",
      "Wannan yana kama da zamba.",
    ],
    described: ["Saƙon yana roƙo na biya kuɗi.", "Sun ce in biya tara."],
    benign: [
      "Shin wannan ranar ta dace da ku?",
      "Don Allah ku biya takardar kuɗi kafin Juma'a.",
      "Shin kun aiko da zane-zanen?",
      "Matata ta ce in ajiye mana tebur.",
    ],
  },
  tl: {
    doubt: ["Galing ba talaga sa inyo ang email na ito?", "Kayo ba talaga ang nagpadala nito?", "Mukhang scam ito."],
    described: ["Ang email ay hinihiling na magbayad ako.", "Gusto nilang magbayad ako ng multa."],
    benign: [
      "Ayos ba sa inyo ang petsang ito?",
      "Pakibayaran ang invoice bago mag-Biyernes.",
      "Naipadala na ba ninyo ang mga plano?",
      "Hiniling ng asawa ko na mag-book ako ng mesa.",
    ],
  },
  zu: {
    doubt: [
      "Ingabe le imeyili ngempela ivela kini?",
      "Ingabe nithumele ngempela lo mlayezo?",
      "Lokhu kubukeka njengomkhonyovu.",
    ],
    described: ["Umlayezo ungicela ngikhokhe imali.", "Bangicela ngishintshe iphasiwedi."],
    benign: [
      "Ingabe lolu suku lukulungele?",
      "Sicela ukhokhe i-invoyisi ngaphambi kwangoLwesihlanu.",
      "Ingabe usuthumele amapulani?",
      "Umkami ungicela ngibhukhe itafula.",
    ],
  },
  xh: {
    doubt: [
      "Ingaba le imeyile ngenene ivela kuni?",
      "Ingaba nithumele ngenene lo myalezo?",
      "Oku kubonakala njengobuqhetseba.",
    ],
    described: ["Umyalezo undicela ndihlawule imali.", "Bandicela nditshintshe iphasiwedi."],
    benign: [
      "Ingaba lo mhla ulungile kuwe?",
      "Nceda uhlawule i-invoyisi phambi kwangoLwesihlanu.",
      "Ingaba sele uthumele iiplani?",
      "Umfazi wam undicela ndibhukishe itafile.",
    ],
  },
  af: {
    doubt: ["Is hierdie e-pos regtig van julle?", "Het julle regtig hierdie boodskap gestuur?", "Dit lyk soos bedrog."],
    described: ["Die boodskap vra my om die wagwoord te verander.", "Hulle vra my om 'n boete te betaal."],
    benign: [
      "Pas hierdie datum vir julle?",
      "Betaal asseblief die faktuur voor Vrydag.",
      "Het julle al die planne gestuur?",
      "My vrou het my gevra om 'n tafel te bespreek.",
    ],
  },
  so: {
    doubt: [
      "Fariintan runtii idinka ka timid ma?",
      "Idinkaa runtii soo diray fariintan?",
      "Tani waxay u egtahay khiyaano.",
    ],
    described: ["Fariinta waxay iga codsanaysaa inaan lacag bixiyo.", "Waxay iga rabaan inaan ganaax bixiyo."],
    benign: [
      "Taariikhdan ma idiin habboon tahay?",
      "Fadlan bixi biilka ka hor Jimcaha.",
      "Ma soo dirteen sawirrada?",
      "Xaaskaygu waxay iga codsatay inaan miis dalbado.",
    ],
  },
  ig: {
    doubt: ["Ozi a n'ezie si n'aka unu?", "Ọ bụ unu zitere m ozi a?", "Nke a dị ka aghụghọ."],
    described: ["Ozi ahụ na-arịọ m ka m kwụọ ụgwọ.", "Ha chọrọ ka m gbanwee okwuntughe."],
    benign: [
      "Ụbọchị a ọ dabara unu?",
      "Biko kwụọ ụgwọ akwụkwọ ọnụahịa tupu Fraịde.",
      "Unu ezitela atụmatụ ndị ahụ?",
      "Nwunye m gwara m ka m dobe tebụl.",
    ],
  },
  ps: {
    doubt: ["ایا دا بریښنالیک رښتیا ستاسو له خوا دی؟", "ایا تاسو رښتیا دا لیږلی؟", "دا درغلي ښکاري."],
    described: ["پیغام له ما پیسې غواړي.", "دوی له ما جریمه غواړي."],
    benign: [
      "ایا دا نېټه ستاسو لپاره سمه ده؟",
      "مهرباني وکړئ بیل تر جمعې پورې ورکړئ.",
      "ایا تاسو نقشې ولیږلې؟",
      "زما مېرمنې له ما وغوښتل چې مېز بک کړم.",
    ],
  },
  ku: {
    doubt: ["Gelo ev peyam bi rastî ji we ye?", "Gelo we bi rastî ev şand?", "Ev wek xapandinê xuya dike."],
    described: ["Peyam ji min dixwaze ku ez pere bişînim.", "Ew ji min dixwazin ku ez cezayê bidim."],
    benign: [
      "Ev tarîx ji bo we baş e?",
      "Ji kerema xwe fatûreyê heta roja Înê bidin.",
      "We plan şandin?",
      "Jina min ji min xwest ku ez maseyekê rezerv bikim.",
    ],
  },
  ckb: {
    doubt: ["ئایا ئەم ئیمەیڵە بەڕاستی لە ئێوەوەیە؟", "ئایا ئێوە بەڕاستی ئەمەتان ناردووە؟", "ئەمە وەک فێڵ دەردەکەوێت."],
    described: ["نامەکە داوام لێ دەکات پارە بنێرم.", "داوام لێ دەکەن سزا بدەم."],
    benign: [
      "ئایا ئەم بەروارە بۆ ئێوە گونجاوە؟",
      "تکایە پسوولەکە تا هەینی بدەن.",
      "ئایا نەخشەکانتان نارد؟",
      "هاوسەرەکەم داوای لێکردم مێزێک بگرم.",
    ],
  },
  jv: {
    doubt: ["Apa pesen iki tenan saka panjenengan?", "Apa panjenengan tenan ngirim pesen iki?", "Iki kaya penipuan."],
    described: ["Pesen iku njaluk aku mbayar denda.", "Aku dikon mbayar saiki."],
    benign: [
      "Apa tanggal iki cocog kanggo panjenengan?",
      "Mangga bayar tagihan sadurunge dina Jumat.",
      "Apa panjenengan wis ngirim rancangane?",
      "Bojoku njaluk aku pesen meja.",
    ],
  },
  ro: {
    doubt: ["Acest e-mail este chiar de la dumneavoastră?", "Chiar mi-ați trimis acest mesaj?", "Pare o țeapă."],
    described: ["Mesajul îmi cere să schimb parola.", "Mi se cere să plătesc o amendă."],
    benign: [
      "Vă convine această dată?",
      "Vă rog să plătiți factura până vineri.",
      "Ați trimis deja planurile?",
      "Soția mea mi-a cerut să rezerv o masă.",
    ],
  },
  hu: {
    doubt: ["Ez az e-mail tényleg önöktől jött?", "Tényleg önök küldték ezt?", "Ez átverésnek tűnik."],
    described: ["Az üzenet arra kér, hogy változtassam meg a jelszót.", "Azt kérik tőlem, hogy utaljak pénzt."],
    benign: [
      "Megfelel önnek ez az időpont?",
      "Kérem, fizesse ki a számlát péntekig.",
      "Elküldték már a terveket?",
      "A feleségem megkért, hogy foglaljak asztalt.",
    ],
  },
  fi: {
    doubt: ["Onko tämä sähköposti todella teiltä?", "Lähetittekö te todella tämän?", "Tämä näyttää huijaukselta."],
    described: ["Viesti pyytää minua vaihtamaan salasanan.", "Minua pyydetään maksamaan sakko."],
    benign: [
      "Sopiiko tämä päivä teille?",
      "Maksakaa lasku perjantaihin mennessä.",
      "Lähetittekö jo piirustukset?",
      "Vaimoni pyysi minua varaamaan pöydän.",
    ],
  },
  da: {
    doubt: ["Er denne mail virkelig fra jer?", "Har I virkelig sendt denne besked?", "Det ligner svindel."],
    described: ["Beskeden beder mig om at ændre adgangskoden.", "De vil have mig til at betale et gebyr."],
    benign: [
      "Passer denne dato jer?",
      "Betal venligst fakturaen inden fredag.",
      "Har I sendt tegningerne endnu?",
      "Min kone bad mig reservere et bord.",
    ],
  },
  nb: {
    doubt: [
      "Er denne e-posten virkelig fra dere?",
      "Har dere virkelig sendt denne meldingen?",
      "Det ser ut som svindel.",
    ],
    described: ["Meldingen ber meg endre passordet.", "De vil at jeg skal betale et gebyr."],
    benign: [
      "Passer denne datoen for dere?",
      "Vennligst betal fakturaen innen fredag.",
      "Har dere sendt tegningene ennå?",
      "Kona mi ba meg bestille et bord.",
    ],
  },
  bg: {
    doubt: ["Това писмо наистина ли е от вас?", "Наистина ли ми изпратихте това?", "Прилича на измама."],
    described: ["Писмото ме моли да сменя паролата.", "Искат от мен да платя глоба."],
    benign: [
      "Удобна ли ви е тази дата?",
      "Моля, платете фактурата до петък.",
      "Изпратихте ли вече чертежите?",
      "Съпругата ми ме помоли да запазя маса.",
    ],
  },
  sh: {
    doubt: ["Je li ova poruka stvarno od vas?", "Jeste li mi stvarno poslali ovo?", "Ovo izgleda kao prevara."],
    described: ["Poruka traži od mene da promijenim lozinku.", "Traže od mene da platim kaznu."],
    benign: [
      "Odgovara li vam ovaj datum?",
      "Molim vas platite račun do petka.",
      "Jeste li već poslali nacrte?",
      "Supruga me zamolila da rezerviram stol.",
    ],
  },
  sl: {
    doubt: ["Ali je to sporočilo res od vas?", "Ste mi res poslali to?", "To izgleda kot prevara."],
    described: ["Sporočilo me prosi, naj spremenim geslo.", "Hočejo, da plačam kazen."],
    benign: [
      "Vam ustreza ta datum?",
      "Prosim, plačajte račun do petka.",
      "Ste že poslali načrte?",
      "Žena me je prosila, naj rezerviram mizo.",
    ],
  },
  lt: {
    doubt: ["Ar šis laiškas tikrai iš jūsų?", "Ar jūs tikrai man išsiuntėte tai?", "Tai panašu į sukčiavimą."],
    described: ["Laiškas prašo manęs pakeisti slaptažodį.", "Manęs prašo sumokėti baudą."],
    benign: [
      "Ar jums tinka ši data?",
      "Prašome apmokėti sąskaitą iki penktadienio.",
      "Ar jau išsiuntėte brėžinius?",
      "Žmona paprašė manęs užsakyti staliuką.",
    ],
  },
  lv: {
    doubt: ["Vai šī vēstule tiešām ir no jums?", "Vai jūs tiešām man nosūtījāt šo?", "Tas izskatās pēc krāpšanas."],
    described: ["Vēstule lūdz mani nomainīt paroli.", "Mani lūdz samaksāt sodu."],
    benign: [
      "Vai jums der šis datums?",
      "Lūdzu, apmaksājiet rēķinu līdz piektdienai.",
      "Vai jūs jau nosūtījāt rasējumus?",
      "Sieva lūdza mani rezervēt galdiņu.",
    ],
  },
  et: {
    doubt: ["Kas see kiri on tõesti teilt?", "Kas te tõesti saatsite selle?", "See tundub nagu pettus."],
    described: ["Kiri palub mul parooli muuta.", "Nad paluvad mul trahvi maksta."],
    benign: [
      "Kas see kuupäev sobib teile?",
      "Palun tasuge arve reedeks.",
      "Kas te saatsite juba joonised?",
      "Mu naine palus mul laua broneerida.",
    ],
  },
  ca: {
    doubt: [
      "Aquest correu és de vosaltres?",
      "Vosaltres m'heu enviat de debò aquest missatge?",
      "Això sembla una estafa.",
    ],
    described: ["El missatge em demana que canviï la contrasenya.", "Em demanen que pagui una multa."],
    benign: [
      "Us va bé aquesta data?",
      "Si us plau, pagueu la factura abans de divendres.",
      "Ja heu enviat els plànols?",
      "La meva dona em va demanar que reservés una taula.",
    ],
  },
  az: {
    doubt: ["Bu məktub həqiqətən sizdəndirmi?", "Bunu həqiqətən siz göndərmisiniz?", "Bu mesaj saxta görünür."],
    described: ["Məktub məndən parolu dəyişməyimi istəyir.", "Məndən cərimə ödəməyimi istəyirlər."],
    benign: [
      "Bu tarix sizə uyğundurmu?",
      "Zəhmət olmasa, fakturanı cümə gününədək ödəyin.",
      "Planları göndərmisiniz?",
      "Həyat yoldaşım məndən masa sifariş etməyimi istədi.",
    ],
  },
  kk: {
    doubt: ["Бұл хат шынымен сізден бе?", "Сіз шынымен осы хатты жібердіңіз бе?", "Бұл алаяқтыққа ұқсайды."],
    described: ["Хат менен құпиясөзді өзгертуді сұрайды.", "Олар менен айыппұл төлеуді талап етеді."],
    benign: [
      "Бұл күн сізге ыңғайлы ма?",
      "Жұма күніне дейін шот-фактураны төлеңіз.",
      "Сызбаларды жібердіңіз бе?",
      "Әйелім менен үстел брондауды сұрады.",
    ],
  },
  uz: {
    doubt: ["Bu xat haqiqatan sizdanmi?", "Buni haqiqatan siz yubordingizmi?", "Bu firibgarlikka o'xshaydi."],
    described: ["Xat mendan pul yuborishni so'rayapti.", "Ular mendan jarima to'lashni talab qilmoqda."],
    benign: [
      "Bu sana sizga qulaymi?",
      "Iltimos, hisob-fakturani jumagacha to'lang.",
      "Chizmalarni yubordingizmi?",
      "Xotinim mendan stol band qilishni so'radi.",
    ],
  },
  mn: {
    doubt: ["Энэ имэйл үнэхээр танаас ирсэн үү?", "Та үнэхээр үүнийг илгээсэн үү?", "Энэ луйвар шиг байна."],
    described: ["Имэйл надаас нууц үгээ солихыг хүсч байна.", "Тэд надаас торгууль төлөхийг шаардаж байна."],
    benign: [
      "Энэ өдөр танд тохирох уу?",
      "Баасан гараг хүртэл нэхэмжлэхээ төлнө үү.",
      "Зургуудаа илгээсэн үү?",
      "Эхнэр маань надаас ширээ захиалахыг хүссэн.",
    ],
  },
};
