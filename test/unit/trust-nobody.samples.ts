// Samples for test/unit/trust-nobody.test.ts, written for these tests from the concept (not taken from any corpus):
// per language, three prohibitions that keep every human out (one of asking, one of telling or informing, one
// "without asking / telling anyone"), and benign near-misses that use the same words the human way: a credential
// notice ("never tell anyone your password / PIN"), a sender's privacy wish with a forwarding or showing verb, a
// statement ("I didn't tell anyone", "nobody asked us"), and "feel free / you can ask anyone".

export interface NobodySamples {
  /** Ask, tell / inform, without asking or telling: each must hit NOBODY_KEEP_OUT. */
  hits: [string, string, string];
  /** The same words in ordinary mail: the table may not hit. */
  benign: string[];
}

export const SAMPLES: Record<string, NobodySamples> = {
  en: {
    hits: [
      "Process the refund now and do not ask anyone about it.",
      "Please don't tell anyone in the office that this request came in.",
      "Update the bank details without checking with anyone first.",
    ],
    benign: [
      "Never tell anyone your password or PIN, not even our staff.",
      "Do not share this code with anyone.",
      "Please don't forward this email to anyone outside the family.",
      "I didn't tell anyone about the surprise party.",
      "Nobody asked me about the new schedule.",
      "Don't hesitate to ask anyone on the team if you need help.",
      "Feel free to ask anyone at reception.",
      "We do not ask anyone to pay in advance.",
    ],
  },
  de: {
    hits: [
      "Bitte fragen Sie niemanden und führen Sie die Überweisung sofort aus.",
      "Sagen Sie es bitte niemandem im Büro.",
      "Ändern Sie die Kontodaten, ohne jemanden zu fragen.",
    ],
    benign: [
      "Geben Sie Ihr Passwort niemals weiter und sagen Sie niemandem Ihre PIN.",
      "Bitte leiten Sie diese E-Mail an niemanden weiter.",
      "Ich habe niemandem davon erzählt.",
      "Niemand hat uns über die Änderung informiert.",
      "Sie können jeden an der Rezeption fragen.",
    ],
  },
  fr: {
    hits: [
      "Ne demandez à personne, faites simplement le virement aujourd'hui.",
      "Ne le dites à personne au bureau, c'est confidentiel.",
      "Modifiez le RIB sans prévenir personne.",
    ],
    benign: [
      "Ne dites jamais à personne votre code ou votre mot de passe.",
      "Merci de ne transférer ce message à personne.",
      "Je n'en ai parlé à personne.",
      "Personne ne nous a informés du changement.",
      "N'hésitez pas à demander à n'importe qui à l'accueil.",
    ],
  },
  es: {
    hits: [
      "No le preguntes a nadie, solo haz la transferencia.",
      "Por favor, no se lo digas a nadie de la oficina.",
      "Cambia la cuenta sin consultar a nadie.",
    ],
    benign: [
      "Nunca le digas a nadie tu contraseña ni tu PIN.",
      "No compartas este código con nadie.",
      "Por favor, no reenvíes este correo a nadie.",
      "No le he dicho nada a nadie.",
      "Nadie nos informó del cambio.",
      "Puedes preguntarle a cualquiera en recepción.",
    ],
  },
  it: {
    hits: [
      "Non chiedere a nessuno, procedi con il bonifico.",
      "Per favore non dirlo a nessuno in ufficio.",
      "Aggiorna l'IBAN senza avvisare nessuno.",
    ],
    benign: [
      "Non dire mai a nessuno la tua password o il PIN.",
      "Non inoltrare questa email a nessuno.",
      "Non l'ho detto a nessuno.",
      "Nessuno ci ha informato della modifica.",
      "Puoi chiedere a chiunque alla reception.",
    ],
  },
  pt: {
    hits: [
      "Não pergunte a ninguém, faça a transferência hoje.",
      "Por favor, não conte para ninguém do escritório.",
      "Altere os dados bancários sem avisar ninguém.",
    ],
    benign: [
      "Nunca diga a ninguém a sua senha ou o seu PIN.",
      "Não encaminhe este e-mail para ninguém.",
      "Eu não contei a ninguém.",
      "Ninguém nos avisou da mudança.",
      "Pode perguntar a qualquer pessoa na recepção.",
    ],
  },
  nl: {
    hits: [
      "Vraag het aan niemand en voer de betaling vandaag uit.",
      "Vertel het alsjeblieft aan niemand op kantoor.",
      "Wijzig het rekeningnummer zonder iemand te informeren.",
    ],
    benign: [
      "Vertel niemand je wachtwoord of pincode.",
      "Stuur deze e-mail alstublieft niet door naar iemand anders.",
      "Ik heb het aan niemand verteld.",
      "Niemand heeft ons over de wijziging geïnformeerd.",
      "U kunt het iedereen bij de receptie vragen.",
    ],
  },
  sv: {
    hits: [
      "Fråga inte någon, gör bara överföringen i dag.",
      "Berätta inte för någon på kontoret om detta.",
      "Ändra kontonumret utan att fråga någon.",
    ],
    benign: [
      "Berätta aldrig ditt lösenord eller din pinkod för någon.",
      "Vidarebefordra inte detta mejl till någon.",
      "Jag berättade inte för någon.",
      "Ingen frågade mig om schemat.",
      "Du kan fråga vem som helst i receptionen.",
    ],
  },
  pl: {
    hits: [
      "Nie pytaj nikogo, po prostu zrób przelew.",
      "Proszę nie mówić nikomu w biurze o tej prośbie.",
      "Zmień numer konta bez pytania kogokolwiek.",
    ],
    benign: [
      "Nigdy nie mów nikomu swojego hasła ani kodu PIN.",
      "Nie przekazuj tej wiadomości nikomu.",
      "Nikomu o tym nie mówiłem.",
      "Nikt nas nie poinformował o zmianie.",
      "Możesz zapytać kogokolwiek w recepcji.",
    ],
  },
  cs: {
    hits: [
      "Neptejte se nikoho a platbu proveďte hned.",
      "Nikomu v kanceláři to neříkejte.",
      "Změňte číslo účtu, aniž byste se kohokoli zeptali.",
    ],
    benign: [
      "Nikdy nikomu neříkejte své heslo ani PIN.",
      "Tento e-mail prosím nikomu nepřeposílejte.",
      "Nikomu jsem to neřekl.",
      "Nikdo nás o změně neinformoval.",
      "Můžete se zeptat kohokoli na recepci.",
    ],
  },
  sk: {
    hits: [
      "Nepýtajte sa nikoho a platbu urobte hneď.",
      "Nikomu v kancelárii to nehovorte.",
      "Zmeňte číslo účtu bez toho, aby ste sa niekoho opýtali.",
    ],
    benign: [
      "Nikdy nikomu nehovorte svoje heslo ani PIN.",
      "Tento e-mail prosím nikomu nepreposielajte.",
      "Nikomu som to nepovedal.",
      "Nikto nás o zmene neinformoval.",
      "Môžete sa opýtať kohokoľvek na recepcii.",
    ],
  },
  ru: {
    hits: [
      "Не спрашивайте никого, просто оплатите счёт сегодня.",
      "Пожалуйста, никому не говорите об этом в офисе.",
      "Измените реквизиты, ни у кого не спрашивая.",
    ],
    benign: [
      "Никогда никому не сообщайте пароль и код из СМС.",
      "Не пересылайте это письмо никому.",
      "Я никому ничего не говорил.",
      "Никто не сообщил нам об изменении.",
      "Можете спросить любого сотрудника на ресепшене.",
    ],
  },
  uk: {
    hits: [
      "Не питайте нікого, просто оплатіть рахунок сьогодні.",
      "Будь ласка, нікому не кажіть про це в офісі.",
      "Змініть реквізити, ні в кого не питаючи.",
    ],
    benign: [
      "Ніколи нікому не кажіть свій пароль чи PIN.",
      "Не пересилайте цей лист нікому.",
      "Я нікому нічого не казав.",
      "Ніхто не повідомив нас про зміну.",
      "Можете запитати будь-кого на рецепції.",
    ],
  },
  el: {
    hits: [
      "Μην ρωτήσετε κανέναν, απλώς κάντε τη μεταφορά σήμερα.",
      "Μην το πείτε σε κανέναν στο γραφείο.",
      "Αλλάξτε τον λογαριασμό χωρίς να ρωτήσετε κανέναν.",
    ],
    benign: [
      "Μην πείτε ποτέ σε κανέναν τον κωδικό ή το PIN σας.",
      "Μην προωθήσετε αυτό το email σε κανέναν.",
      "Δεν είπα σε κανέναν τίποτα.",
      "Κανείς δεν μας ενημέρωσε για την αλλαγή.",
      "Μπορείτε να ρωτήσετε οποιονδήποτε στη ρεσεψιόν.",
    ],
  },
  tr: {
    hits: [
      "Kimseye sormayın, ödemeyi bugün yapın.",
      "Lütfen ofiste kimseye söylemeyin.",
      "Hesap bilgilerini kimseye danışmadan değiştirin.",
    ],
    benign: [
      "Şifrenizi ve PIN kodunuzu kimseye söylemeyin.",
      "Bu kodu kimseyle paylaşmayın.",
      "Bu e-postayı kimseye iletmeyin.",
      "Kimseye söylemedim.",
      "Kimse bize haber vermedi.",
      "Resepsiyondaki herkese sorabilirsiniz.",
    ],
  },
  id: {
    hits: [
      "Jangan tanya siapa pun, langsung lakukan transfer hari ini.",
      "Tolong jangan beri tahu siapa pun di kantor.",
      "Ubah rekening tujuan tanpa bertanya kepada siapa pun.",
    ],
    benign: [
      "Jangan pernah memberi tahu siapa pun kata sandi atau kode OTP Anda.",
      "Jangan teruskan email ini ke siapa pun.",
      "Saya tidak memberi tahu siapa pun.",
      "Tidak ada yang memberi tahu kami tentang perubahan itu.",
      "Jangan ragu bertanya kepada siapa pun di resepsionis.",
    ],
  },
  vi: {
    hits: [
      "Đừng hỏi ai cả, cứ chuyển khoản ngay hôm nay.",
      "Xin đừng nói với ai trong văn phòng.",
      "Hãy đổi số tài khoản mà không hỏi bất kỳ ai.",
    ],
    benign: [
      "Đừng bao giờ nói mật khẩu hoặc mã OTP cho bất kỳ ai.",
      "Vui lòng không chuyển tiếp email này cho bất kỳ ai.",
      "Tôi không nói với ai cả.",
      "Không ai thông báo cho chúng tôi về thay đổi.",
      "Bạn có thể hỏi bất kỳ ai ở quầy lễ tân.",
    ],
  },
  sw: {
    hits: [
      "Usimuulize mtu yeyote, fanya malipo leo.",
      "Tafadhali usimwambie mtu yeyote ofisini.",
      "Badilisha akaunti bila kumuuliza mtu yeyote.",
    ],
    benign: [
      "Usimwambie mtu yeyote nenosiri au PIN yako.",
      "Usitume barua pepe hii kwa mtu yeyote.",
      "Sikumwambia mtu yeyote.",
      "Hakuna aliyetuambia kuhusu mabadiliko.",
      "Unaweza kumuuliza mtu yeyote mapokezi.",
    ],
  },
  hi: {
    hits: [
      "किसी से मत पूछो, आज ही भुगतान कर दो।",
      "कृपया ऑफिस में किसी को मत बताना।",
      "किसी को बताए बिना बैंक खाता बदल दीजिए।",
    ],
    benign: [
      "अपना पासवर्ड या OTP किसी को न बताएं।",
      "यह ईमेल किसी को फॉरवर्ड न करें।",
      "मैंने किसी को नहीं बताया।",
      "किसी ने हमें बदलाव के बारे में नहीं बताया।",
      "आप रिसेप्शन पर किसी से भी पूछ सकते हैं।",
    ],
  },
  bn: {
    hits: ["কাউকে জিজ্ঞেস করবেন না, আজই টাকা পাঠিয়ে দিন।", "অফিসে কাউকে বলবেন না।", "কাউকে না জানিয়ে অ্যাকাউন্ট নম্বর বদলে দিন।"],
    benign: [
      "আপনার পাসওয়ার্ড বা ওটিপি কাউকে বলবেন না।",
      "এই ইমেইলটি কাউকে ফরোয়ার্ড করবেন না।",
      "আমি কাউকে বলিনি।",
      "কেউ আমাদের পরিবর্তনের কথা জানায়নি।",
      "আপনি রিসেপশনে যে কাউকে জিজ্ঞেস করতে পারেন।",
    ],
  },
  ur: {
    hits: [
      "کسی سے مت پوچھیں، آج ہی ادائیگی کر دیں۔",
      "براہ کرم دفتر میں کسی کو مت بتائیں۔",
      "کسی کو بتائے بغیر اکاؤنٹ نمبر بدل دیں۔",
    ],
    benign: [
      "اپنا پاس ورڈ یا کوڈ کسی کو نہ بتائیں۔",
      "یہ ای میل کسی کو فارورڈ نہ کریں۔",
      "میں نے کسی کو نہیں بتایا۔",
      "ہمیں تبدیلی کے بارے میں کسی نے اطلاع نہیں دی۔",
      "آپ استقبالیہ پر کسی سے بھی پوچھ سکتے ہیں۔",
    ],
  },
  ar: {
    hits: [
      "لا تسأل أحدا، فقط قم بالتحويل اليوم.",
      "من فضلك لا تخبر أحداً في المكتب.",
      "غيّر رقم الحساب دون سؤال أي شخص.",
    ],
    benign: [
      "لا تخبر أحدا بكلمة المرور أو رمز التحقق.",
      "لا تشارك هذا الرمز مع أي شخص.",
      "يرجى عدم إعادة توجيه هذه الرسالة إلى أي شخص.",
      "لم أخبر أحدا بذلك.",
      "لم يخبرنا أحد بالتغيير.",
      "لا تتردد في سؤال أي شخص في الاستقبال.",
    ],
  },
  fa: {
    hits: [
      "از هیچ کس نپرسید، همین امروز پرداخت کنید.",
      "لطفا به کسی در دفتر نگویید.",
      "بدون اینکه به کسی خبر بدهید شماره حساب را عوض کنید.",
    ],
    benign: [
      "رمز عبور یا کد خود را به هیچ کس نگویید.",
      "این ایمیل را برای کسی فوروارد نکنید.",
      "من به کسی نگفتم.",
      "کسی به ما خبر نداد.",
      "می‌توانید از هر کسی در پذیرش بپرسید.",
    ],
  },
  he: {
    hits: [
      "אל תשאל אף אחד, פשוט תבצע את ההעברה היום.",
      "בבקשה אל תספרו לאף אחד במשרד.",
      "תשנה את מספר החשבון בלי לעדכן אף אחד.",
    ],
    benign: [
      "אל תגיד לאף אחד את הסיסמה או את הקוד.",
      "אל תעביר את המייל הזה לאף אחד.",
      "לא סיפרתי לאף אחד.",
      "אף אחד לא עדכן אותנו על השינוי.",
      "אפשר לשאול כל אחד בקבלה.",
    ],
  },
  am: {
    hits: ["ማንንም አትጠይቁ፣ ክፍያውን ዛሬ ፈጽሙ።", "እባካችሁ በቢሮ ውስጥ ለማንም አትንገሩ።", "ለማንም ሳታሳውቁ የሂሳብ ቁጥሩን ቀይሩ።"],
    benign: [
      "የይለፍ ቃልዎን ወይም ፒንዎን ለማንም አትንገሩ።",
      "ይህን ኢሜይል ለማንም አታስተላልፉ።",
      "ለማንም አልነገርኩም።",
      "ማንም ስለ ለውጡ አላሳወቀንም።",
      "በእንግዳ መቀበያ ማንንም መጠየቅ ትችላላችሁ።",
    ],
  },
  ti: {
    hits: ["ንማንም ኣይትሕተቱ፣ ክፍሊት ሎሚ ግበሩ።", "በጃኹም ኣብ ቤት ጽሕፈት ንማንም ኣይትንገሩ።", "ንማንም ከይሓበርኩም ቁጽሪ ሕሳብ ቀይሩ።"],
    benign: [
      "መሕለፊ ቃልኩም ንማንም ኣይትንገሩ።",
      "እዚ ኢመይል ንማንም ኣይተሕልፉ።",
      "ንማንም ኣይነገርኩን።",
      "ማንም ብዛዕባ እቲ ለውጢ ኣይሓበረናን።",
      "ኣብ መቐበሊ ንዝኾነ ሰብ ክትሓቱ ትኽእሉ ኢኹም።",
    ],
  },
  th: {
    hits: ["อย่าถามใคร โอนเงินวันนี้เลย", "กรุณาอย่าบอกใครในออฟฟิศ", "เปลี่ยนเลขบัญชีโดยไม่ปรึกษาใคร"],
    benign: [
      "อย่าบอกรหัสผ่านหรือรหัส OTP กับใคร",
      "อย่าส่งต่ออีเมลนี้ให้ใคร",
      "ฉันไม่ได้บอกใครเลย",
      "ไม่มีใครแจ้งเราเรื่องการเปลี่ยนแปลง",
      "สอบถามใครก็ได้ที่แผนกต้อนรับ",
    ],
  },
  lo: {
    hits: ["ຢ່າຖາມໃຜ ໂອນເງິນມື້ນີ້ເລີຍ", "ກະລຸນາຢ່າບອກໃຜໃນຫ້ອງການ", "ປ່ຽນເລກບັນຊີໂດຍບໍ່ປຶກສາໃຜ"],
    benign: ["ຢ່າບອກລະຫັດຜ່ານໃຫ້ໃຜ", "ຢ່າສົ່ງຕໍ່ອີເມວນີ້ໃຫ້ໃຜ", "ຂ້ອຍບໍ່ໄດ້ບອກໃຜ", "ບໍ່ມີໃຜແຈ້ງພວກເຮົາ", "ຖາມໃຜກໍໄດ້ຢູ່ແຜນກຕ້ອນຮັບ"],
  },
  ko: {
    hits: [
      "아무에게도 묻지 말고 오늘 송금하세요.",
      "사무실 누구에게도 말하지 마세요.",
      "아무에게도 알리지 않고 계좌번호를 변경해 주세요.",
    ],
    benign: [
      "비밀번호나 인증번호를 누구에게도 알려주지 마세요.",
      "이 메일을 아무에게도 전달하지 마세요.",
      "저는 아무에게도 말하지 않았어요.",
      "아무도 변경 사항을 알려주지 않았습니다.",
      "접수처의 누구에게나 물어보셔도 됩니다.",
    ],
  },
  ja: {
    hits: [
      "誰にも聞かないで、今日中に振り込んでください。",
      "事務所の誰にも言わないでください。",
      "誰にも相談せずに口座を変更してください。",
    ],
    benign: [
      "パスワードや暗証番号は誰にも教えないでください。",
      "このメールを誰にも転送しないでください。",
      "私は誰にも言っていません。",
      "誰も変更について知らせてくれませんでした。",
      "受付の誰にでもお尋ねください。",
    ],
  },
  zh: {
    hits: ["不要问任何人，今天就付款。", "请不要告诉办公室的任何人。", "在不告知任何人的情况下更改收款账户。"],
    benign: [
      "请勿将密码或验证码告诉任何人。",
      "请勿将此邮件转发给任何人。",
      "我没有告诉任何人。",
      "没有人通知我们这次变更。",
      "有问题可以随时问前台的任何人。",
    ],
  },
  km: {
    hits: ["កុំសួរអ្នកណា ផ្ទេរប្រាក់ថ្ងៃនេះតែម្តង។", "សូមកុំប្រាប់អ្នកណានៅការិយាល័យ។", "ប្តូរលេខគណនីដោយមិនប្រាប់អ្នកណា។"],
    benign: [
      "កុំប្រាប់ពាក្យសម្ងាត់ ឬលេខកូដទៅអ្នកណា។",
      "កុំបញ្ជូនអ៊ីមែលនេះទៅអ្នកណា។",
      "ខ្ញុំមិនបានប្រាប់អ្នកណាទេ។",
      "គ្មាននរណាជូនដំណឹងយើងទេ។",
      "អ្នកអាចសួរនរណាក៏បាននៅកន្លែងទទួលភ្ញៀវ។",
    ],
  },
  my: {
    hits: ["ဘယ်သူ့ကိုမှ မမေးပါနဲ့၊ ဒီနေ့ ငွေလွှဲပါ။", "ရုံးမှာ ဘယ်သူ့ကိုမှ မပြောပါနဲ့။", "ဘယ်သူ့ကိုမှ မမေးဘဲ အကောင့်နံပါတ်ကို ပြောင်းပါ။"],
    benign: [
      "စကားဝှက် သို့မဟုတ် OTP ကို ဘယ်သူ့ကိုမှ မပြောပါနဲ့။",
      "ဒီအီးမေးလ်ကို ဘယ်သူ့ကိုမှ ထပ်မပို့ပါနဲ့။",
      "ကျွန်တော် ဘယ်သူ့ကိုမှ မပြောခဲ့ဘူး။",
      "ဘယ်သူမှ ကျွန်တော်တို့ကို အသိပေးခဲ့ခြင်းမရှိပါ။",
      "ကောင်တာမှာ ဘယ်သူ့ကိုမဆို မေးနိုင်ပါတယ်။",
    ],
  },
  si: {
    hits: ["කාගෙන්වත් අහන්න එපා, අද ම ගෙවීම කරන්න.", "කරුණාකර කාර්යාලයේ කාටවත් කියන්න එපා.", "කාගෙන්වත් නොඅසා ගිණුම් අංකය වෙනස් කරන්න."],
    benign: [
      "ඔබේ මුරපදය හෝ OTP කේතය කාටවත් කියන්න එපා.",
      "මෙම ඊමේල් එක කාටවත් යොමු කරන්න එපා.",
      "මම කාටවත් කිව්වේ නැහැ.",
      "වෙනස ගැන කිසිවෙක් අපට දැනුම් දුන්නේ නැත.",
      "පිළිගැනීමේදී ඕනෑම කෙනෙකුගෙන් විමසිය හැකිය.",
    ],
  },
  ta: {
    hits: [
      "யாரிடமும் கேட்காதீர்கள், இன்றே பணம் அனுப்புங்கள்.",
      "தயவுசெய்து அலுவலகத்தில் யாரிடமும் சொல்லாதீர்கள்.",
      "யாரிடமும் கேட்காமல் கணக்கு எண்ணை மாற்றுங்கள்.",
    ],
    benign: [
      "உங்கள் கடவுச்சொல் அல்லது OTP-ஐ யாரிடமும் சொல்லாதீர்கள்.",
      "இந்த மின்னஞ்சலை யாருக்கும் அனுப்ப வேண்டாம்.",
      "நான் யாரிடமும் சொல்லவில்லை.",
      "மாற்றம் பற்றி யாரும் எங்களுக்கு தெரிவிக்கவில்லை.",
      "வரவேற்பில் யாரிடம் வேண்டுமானாலும் கேட்கலாம்.",
    ],
  },
  ne: {
    hits: ["कसैलाई नसोध्नुहोस्, आजै भुक्तानी गर्नुहोस्।", "कृपया अफिसमा कसैलाई नभन्नुहोस्।", "कसैलाई नसोधी खाता नम्बर परिवर्तन गर्नुहोस्।"],
    benign: [
      "आफ्नो पासवर्ड वा OTP कसैलाई नभन्नुहोस्।",
      "यो इमेल कसैलाई फर्वार्ड नगर्नुहोस्।",
      "मैले कसैलाई भनिनँ।",
      "परिवर्तनबारे कसैले हामीलाई खबर गरेन।",
      "तपाईं रिसेप्सनमा जोसुकैलाई सोध्न सक्नुहुन्छ।",
    ],
  },
  ka: {
    hits: [
      "არავის ჰკითხოთ, უბრალოდ დღესვე გადაიხადეთ.",
      "გთხოვთ, ოფისში არავის უთხრათ.",
      "ანგარიშის ნომერი შეცვალეთ ვინმესთან შეუთანხმებლად.",
    ],
    benign: [
      "არავის უთხრათ თქვენი პაროლი ან PIN კოდი.",
      "ეს წერილი არავის გადაუგზავნოთ.",
      "მე არავის ვუთხარი.",
      "ცვლილების შესახებ არავინ გვითხრა.",
      "შეგიძლიათ ჰკითხოთ ნებისმიერ თანამშრომელს მიღებაზე.",
    ],
  },
  yo: {
    hits: [
      "Má ṣe bi ẹnikẹ́ni, ṣe ìsanwó náà lónìí.",
      "Ẹ jọ̀ọ́, má ṣe sọ fún ẹnikẹ́ni ní ọ́fíìsì.",
      "Yí nọ́mbà àkántì padà láì sọ fún ẹnikẹ́ni.",
    ],
    benign: [
      "Má ṣe sọ ọ̀rọ̀ aṣínà tàbí PIN rẹ fún ẹnikẹ́ni.",
      "Má fi lẹ́tà yìí ránṣẹ́ sí ẹnikẹ́ni.",
      "Mi ò sọ fún ẹnikẹ́ni.",
      "Kò sí ẹni tó sọ fún wa nípa àyípadà náà.",
      "O lè bi ẹnikẹ́ni ní ibi ìgbàlejò.",
    ],
  },
  ha: {
    hits: [
      "Kada ka tambayi kowa, ka biya kuɗin yau.",
      "Don Allah kada ku gaya wa kowa a ofis.",
      "Canja lambar asusun ba tare da sanar da kowa ba.",
    ],
    benign: [
      "Kada ka gaya wa kowa kalmar sirri ko PIN ɗinka.",
      "Kada ka tura wannan saƙon ga kowa.",
      "Ban gaya wa kowa ba.",
      "Babu wanda ya sanar da mu game da canjin.",
      "Kana iya tambayar kowa a wurin karɓar baƙi.",
    ],
  },
  tl: {
    hits: [
      "Huwag kang magtanong kahit kanino, ipadala mo na ang bayad ngayon.",
      "Pakiusap, huwag mong sabihin kahit kanino sa opisina.",
      "Palitan ang account nang hindi nagtatanong kahit kanino.",
    ],
    benign: [
      "Huwag sabihin kahit kanino ang iyong password o OTP.",
      "Huwag ipasa ang email na ito kahit kanino.",
      "Hindi ko sinabi kahit kanino.",
      "Walang nagsabi sa amin tungkol sa pagbabago.",
      "Maaari kang magtanong kahit kanino sa reception.",
    ],
  },
  "ar-latn": {
    hits: [
      "matsa2alsh 7ad, e3mel el tahweel el naharda.",
      "ma tgoulch l chi wa7ed f l bureau.",
      "beddel numero dyal l compte bla ma tgoul l chi wa7ed.",
    ],
    benign: [
      "matqolsh l 7ad el password aw el code.",
      "ma tb3atsh el mail da l 7ad.",
      "ana ma 2oltesh l 7ad.",
      "7ad ma 2alna 3al taghyeer.",
      "momken tis2al ay 7ad fel reception.",
    ],
  },
  "hi-latn": {
    hits: [
      "kisi se mat pucho, aaj hi payment kar do.",
      "please office mein kisi ko mat batana.",
      "kisi ko bataye bina account number badal do.",
    ],
    benign: [
      "apna password ya OTP kisi ko mat batana.",
      "ye mail kisi ko forward mat karna.",
      "maine kisi ko nahi bataya.",
      "kisi ne humein change ke baare mein nahi bataya.",
      "aap reception pe kisi se bhi puch sakte ho.",
    ],
  },
  zu: {
    hits: [
      "Ungabuzi muntu, vele ukhokhe namuhla.",
      "Sicela ungatsheli muntu ehhovisi.",
      "Shintsha inombolo ye-akhawunti ngaphandle kokubuza muntu.",
    ],
    benign: [
      "Ungatsheli muntu iphasiwedi noma i-PIN yakho.",
      "Ungayidlulisela le imeyili kunoma ubani.",
      "Angitshelanga muntu.",
      "Akekho osazisile ngoshintsho.",
      "Ungabuza noma ubani e-reception.",
    ],
  },
  xh: {
    hits: [
      "Ungabuzi mntu, hlawula nje namhlanje.",
      "Nceda ungaxeleli mntu eofisini.",
      "Tshintsha inombolo ye-akhawunti ngaphandle kokubuza mntu.",
    ],
    benign: [
      "Ungaxeleli mntu iphasiwedi okanye i-PIN yakho.",
      "Musa ukuthumela le imeyile kuye nabani na.",
      "Khange ndixelele mntu.",
      "Akukho mntu usixelele ngotshintsho.",
      "Ungabuza nabani na kwi-reception.",
    ],
  },
  af: {
    hits: [
      "Moenie vir iemand vra nie, betaal net vandag.",
      "Moenie asseblief vir iemand op kantoor vertel nie.",
      "Verander die rekeningnommer sonder om iemand te laat weet.",
    ],
    benign: [
      "Moet nooit vir iemand jou wagwoord of PIN sê nie.",
      "Moenie hierdie e-pos aan iemand aanstuur nie.",
      "Ek het vir niemand vertel nie.",
      "Niemand het ons van die verandering ingelig nie.",
      "Moenie huiwer om enigiemand by ontvangs te vra nie.",
    ],
  },
  so: {
    hits: [
      "Cidna ha weydiin, maanta lacagta bixi.",
      "Fadlan cidna ha u sheegin xafiiska.",
      "Beddel lambarka akoonka adigoon cidna weydiin.",
    ],
    benign: [
      "Cidna ha u sheegin furaha sirta ah ama PIN-kaaga.",
      "Emaylkan cidna ha u gudbin.",
      "Cidna uma sheegin.",
      "Cidna nagama war gelin isbeddelka.",
      "Qof kasta oo soo dhaweynta ku jira waad weydiin kartaa.",
    ],
  },
  ig: {
    hits: [
      "Ajụla onye ọ bụla, kwụọ ụgwọ taa.",
      "Biko agwala onye ọ bụla n'ọfịs.",
      "Gbanwee nọmba akaụntụ n'ajụghị onye ọ bụla.",
    ],
    benign: [
      "Agwala onye ọ bụla paswọọdụ gị ma ọ bụ PIN gị.",
      "Ezigala ozi a onye ọ bụla.",
      "Agwaghị m onye ọ bụla.",
      "Ọ dịghị onye gwara anyị maka mgbanwe ahụ.",
      "Ị nwere ike ịjụ onye ọ bụla na nnabata.",
    ],
  },
  ms: {
    hits: [
      "Jangan tanya sesiapa, terus buat pemindahan hari ini.",
      "Tolong jangan beritahu sesiapa di pejabat.",
      "Tukar nombor akaun tanpa bertanya kepada sesiapa.",
    ],
    benign: [
      "Jangan sekali-kali beritahu sesiapa kata laluan atau kod TAC anda.",
      "Jangan majukan e-mel ini kepada sesiapa.",
      "Saya tidak memberitahu sesiapa.",
      "Tiada siapa yang memaklumkan kami tentang perubahan itu.",
      "Jangan segan bertanya kepada sesiapa di kaunter.",
    ],
  },
  ps: {
    hits: [
      "له هیچا مه پوښتئ، نن ورځ پیسې ولېږئ.",
      "مهرباني وکړئ په دفتر کې هیچا ته مه وایاست.",
      "پرته له دې چې له هیچا وپوښتئ د حساب شمېره بدله کړئ.",
    ],
    benign: [
      "خپل پاسورډ یا کوډ هیچا ته مه وایاست.",
      "دا برېښنالیک هیچا ته مه لېږئ.",
      "ما هیچا ته ونه ویل.",
      "هیچا موږ ته د بدلون په اړه خبر رانکړ.",
      "تاسو کولی شئ په استقبال کې له هر چا وپوښتئ.",
    ],
  },
  ku: {
    hits: [
      "Ji kesî mepirse, îro pereyan bişîne.",
      "Ji kerema xwe li ofîsê ji kesî re nebêje.",
      "Hejmara hesabê biguherîne bêyî ku ji kesî bipirsî.",
    ],
    benign: [
      "Şîfreya xwe an koda PIN ji kesî re nebêje.",
      "Vê e-nameyê ji kesî re neşîne.",
      "Min ji kesî re negot.",
      "Kesî em ji guhertinê agahdar nekirin.",
      "Tu dikarî li resepsiyonê ji her kesî bipirsî.",
    ],
  },
  ckb: {
    hits: [
      "لە کەس مەپرسە، ئەمڕۆ پارەکە بنێرە.",
      "تکایە لە نووسینگە بە کەس مەڵێ.",
      "ژمارەی هەژمارەکە بگۆڕە بێ ئەوەی لە کەس بپرسیت.",
    ],
    benign: [
      "وشەی نهێنی یان کۆدەکەت بە کەس مەڵێ.",
      "ئەم ئیمەیڵە بۆ کەس مەنێرە.",
      "من بە کەسم نەگوت.",
      "کەس ئاگاداری نەکردینەوە.",
      "دەتوانیت لە پێشوازی پرسیار لە هەر کەسێک بکەیت.",
    ],
  },
  gu: {
    hits: ["કોઈને પૂછશો નહીં, આજે જ ચુકવણી કરો.", "કૃપા કરીને ઓફિસમાં કોઈને કહેશો નહીં.", "કોઈને પૂછ્યા વિના ખાતા નંબર બદલો."],
    benign: [
      "તમારો પાસવર્ડ કે OTP કોઈને કહેશો નહીં.",
      "આ ઈમેલ કોઈને ફોરવર્ડ કરશો નહીં.",
      "મેં કોઈને કહ્યું નથી.",
      "ફેરફાર વિશે અમને કોઈએ જાણ કરી નથી.",
      "તમે રિસેપ્શન પર કોઈને પણ પૂછી શકો છો.",
    ],
  },
  mr: {
    hits: ["कोणालाही विचारू नका, आजच पैसे पाठवा.", "कृपया ऑफिसमध्ये कोणालाही सांगू नका.", "कोणालाही न विचारता खाते क्रमांक बदला."],
    benign: [
      "तुमचा पासवर्ड किंवा OTP कोणालाही सांगू नका.",
      "हा ईमेल कोणालाही फॉरवर्ड करू नका.",
      "मी कोणालाही सांगितले नाही.",
      "बदलाबद्दल आम्हाला कोणीही कळवले नाही.",
      "तुम्ही रिसेप्शनवर कोणालाही विचारू शकता.",
    ],
  },
  pa: {
    hits: ["ਕਿਸੇ ਤੋਂ ਨਾ ਪੁੱਛੋ, ਅੱਜ ਹੀ ਭੁਗਤਾਨ ਕਰੋ।", "ਕਿਰਪਾ ਕਰਕੇ ਦਫ਼ਤਰ ਵਿੱਚ ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੋ।", "ਕਿਸੇ ਨੂੰ ਦੱਸੇ ਬਿਨਾਂ ਖਾਤਾ ਨੰਬਰ ਬਦਲੋ।"],
    benign: [
      "ਆਪਣਾ ਪਾਸਵਰਡ ਜਾਂ OTP ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੋ।",
      "ਇਹ ਈਮੇਲ ਕਿਸੇ ਨੂੰ ਫਾਰਵਰਡ ਨਾ ਕਰੋ।",
      "ਮੈਂ ਕਿਸੇ ਨੂੰ ਨਹੀਂ ਦੱਸਿਆ।",
      "ਕਿਸੇ ਨੇ ਸਾਨੂੰ ਬਦਲਾਅ ਬਾਰੇ ਨਹੀਂ ਦੱਸਿਆ।",
      "ਤੁਸੀਂ ਰਿਸੈਪਸ਼ਨ 'ਤੇ ਕਿਸੇ ਤੋਂ ਵੀ ਪੁੱਛ ਸਕਦੇ ਹੋ।",
    ],
  },
  te: {
    hits: ["ఎవరినీ అడగకండి, ఈరోజే చెల్లించండి.", "దయచేసి ఆఫీసులో ఎవరికీ చెప్పకండి.", "ఎవరినీ అడగకుండా ఖాతా నంబర్ మార్చండి."],
    benign: [
      "మీ పాస్‌వర్డ్ లేదా OTP ఎవరికీ చెప్పకండి.",
      "ఈ ఈమెయిల్‌ను ఎవరికీ ఫార్వర్డ్ చేయకండి.",
      "నేను ఎవరికీ చెప్పలేదు.",
      "మార్పు గురించి మాకు ఎవరూ తెలియజేయలేదు.",
      "మీరు రిసెప్షన్‌లో ఎవరినైనా అడగవచ్చు.",
    ],
  },
  kn: {
    hits: ["ಯಾರನ್ನೂ ಕೇಳಬೇಡಿ, ಇಂದೇ ಪಾವತಿ ಮಾಡಿ.", "ದಯವಿಟ್ಟು ಕಚೇರಿಯಲ್ಲಿ ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.", "ಯಾರನ್ನೂ ಕೇಳದೆ ಖಾತೆ ಸಂಖ್ಯೆಯನ್ನು ಬದಲಾಯಿಸಿ."],
    benign: [
      "ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಅಥವಾ OTP ಅನ್ನು ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.",
      "ಈ ಇಮೇಲ್ ಅನ್ನು ಯಾರಿಗೂ ಫಾರ್ವರ್ಡ್ ಮಾಡಬೇಡಿ.",
      "ನಾನು ಯಾರಿಗೂ ಹೇಳಿಲ್ಲ.",
      "ಬದಲಾವಣೆಯ ಬಗ್ಗೆ ಯಾರೂ ನಮಗೆ ತಿಳಿಸಲಿಲ್ಲ.",
      "ನೀವು ರಿಸೆಪ್ಷನ್‌ನಲ್ಲಿ ಯಾರನ್ನಾದರೂ ಕೇಳಬಹುದು.",
    ],
  },
  ml: {
    hits: ["ആരോടും ചോദിക്കരുത്, ഇന്നുതന്നെ പണം അടയ്ക്കുക.", "ദയവായി ഓഫീസിൽ ആരോടും പറയരുത്.", "ആരോടും ചോദിക്കാതെ അക്കൗണ്ട് നമ്പർ മാറ്റുക."],
    benign: [
      "നിങ്ങളുടെ പാസ്‌വേഡ് അല്ലെങ്കിൽ OTP ആരോടും പറയരുത്.",
      "ഈ ഇമെയിൽ ആർക്കും ഫോർവേഡ് ചെയ്യരുത്.",
      "ഞാൻ ആരോടും പറഞ്ഞിട്ടില്ല.",
      "മാറ്റത്തെക്കുറിച്ച് ആരും ഞങ്ങളെ അറിയിച്ചില്ല.",
      "റിസപ്ഷനിൽ ആരോടു വേണമെങ്കിലും ചോദിക്കാം.",
    ],
  },
  jv: {
    hits: [
      "Aja takon sapa-sapa, langsung transfer dina iki.",
      "Tulung aja ngandhani sapa-sapa ing kantor.",
      "Ganti nomer rekening tanpa takon marang sapa-sapa.",
    ],
    benign: [
      "Aja ngandhani sapa-sapa sandi utawa kode OTP sampeyan.",
      "Aja nerusake email iki marang sapa-sapa.",
      "Aku ora ngandhani sapa-sapa.",
      "Ora ana sing ngabari awake dhewe bab owah-owahan kasebut.",
      "Sampeyan bisa takon sapa wae ing resepsionis.",
    ],
  },
  ro: {
    hits: [
      "Nu întreba pe nimeni, fă plata azi.",
      "Te rog, nu spune nimănui de la birou.",
      "Schimbă contul fără să anunți pe nimeni.",
    ],
    benign: [
      "Nu spune nimănui parola sau codul PIN.",
      "Nu trimite acest e-mail mai departe nimănui.",
      "Nu am spus nimănui.",
      "Nimeni nu ne-a anunțat despre schimbare.",
      "Poți întreba pe oricine la recepție.",
    ],
  },
  hu: {
    hits: [
      "Ne kérdezzen meg senkit, utalja át ma.",
      "Kérem, ne szóljon senkinek az irodában.",
      "Módosítsa a számlaszámot anélkül, hogy bárkit megkérdezne.",
    ],
    benign: [
      "Soha ne mondja el senkinek a jelszavát vagy PIN-kódját.",
      "Ezt az e-mailt ne továbbítsa senkinek.",
      "Senkinek nem szóltam.",
      "Senki nem kérdezett minket.",
      "Bárkit megkérdezhet a recepción.",
    ],
  },
  fi: {
    hits: [
      "Älä kysy keneltäkään, maksa lasku tänään.",
      "Älkää kertoko tästä kenellekään toimistossa.",
      "Vaihda tilinumero kysymättä keneltäkään.",
    ],
    benign: [
      "Älä koskaan kerro salasanaasi tai PIN-koodiasi kenellekään.",
      "Älä välitä tätä viestiä kenellekään.",
      "En kertonut kenellekään.",
      "Kukaan ei kertonut meille muutoksesta.",
      "Voit kysyä keneltä tahansa vastaanotossa.",
    ],
  },
  da: {
    hits: [
      "Spørg ikke nogen, bare betal i dag.",
      "Fortæl det ikke til nogen på kontoret.",
      "Skift kontonummeret uden at spørge nogen.",
    ],
    benign: [
      "Fortæl aldrig nogen din adgangskode eller pinkode.",
      "Videresend ikke denne mail til nogen.",
      "Jeg fortalte det ikke til nogen.",
      "Ingen spurgte mig om det.",
      "Du kan spørge hvem som helst i receptionen.",
    ],
  },
  nb: {
    hits: [
      "Ikke spør noen, bare betal i dag.",
      "Si det ikke til noen på kontoret.",
      "Endre kontonummeret uten å fortelle det til noen.",
    ],
    benign: [
      "Fortell aldri noen passordet eller PIN-koden din.",
      "Ikke videresend denne e-posten til noen.",
      "Jeg sa det ikke til noen.",
      "Ingen spurte meg om det.",
      "Du kan spørre hvem som helst i resepsjonen.",
    ],
  },
  bg: {
    hits: [
      "Не питайте никого, просто платете днес.",
      "Моля, не казвайте на никого в офиса.",
      "Сменете сметката, без да питате никого.",
    ],
    benign: [
      "Никога не казвайте на никого паролата или ПИН кода си.",
      "Не препращайте този имейл на никого.",
      "Не казах на никого.",
      "Никой не ни уведоми за промяната.",
      "Можете да попитате всеки на рецепцията.",
    ],
  },
  sh: {
    hits: [
      "Ne pitajte nikoga, samo platite danas.",
      "Molim vas, nemojte nikome reći u uredu.",
      "Promijenite račun a da nikoga ne pitate.",
    ],
    benign: [
      "Nikada nikome ne govorite svoju lozinku ili PIN.",
      "Ne prosljeđujte ovaj e-mail nikome.",
      "Nikome nisam rekao.",
      "Niko nas nije obavijestio o promjeni.",
      "Možete pitati bilo koga na recepciji.",
    ],
  },
  sl: {
    hits: [
      "Ne sprašujte nikogar, samo plačajte danes.",
      "Prosim, ne povejte nikomur v pisarni.",
      "Spremenite račun, ne da bi koga vprašali.",
    ],
    benign: [
      "Nikoli nikomur ne povejte gesla ali kode PIN.",
      "Tega e-sporočila ne posredujte nikomur.",
      "Nikomur nisem povedal.",
      "Nihče nas ni obvestil o spremembi.",
      "Na recepciji lahko vprašate kogarkoli.",
    ],
  },
  lt: {
    hits: [
      "Nieko neklauskite, tiesiog sumokėkite šiandien.",
      "Prašau, niekam nesakykite biure.",
      "Pakeiskite sąskaitą niekam nepranešus.",
    ],
    benign: [
      "Niekada niekam nesakykite slaptažodžio ar PIN kodo.",
      "Šio laiško niekam nepersiųskite.",
      "Aš niekam nesakiau.",
      "Niekas mums nepranešė apie pakeitimą.",
      "Galite paklausti bet ko registratūroje.",
    ],
  },
  lv: {
    hits: [
      "Nejautājiet nevienam, vienkārši samaksājiet šodien.",
      "Lūdzu, nesakiet nevienam birojā.",
      "Nomainiet kontu, nevienam nepaziņojot.",
    ],
    benign: [
      "Nekad nevienam nesakiet savu paroli vai PIN kodu.",
      "Nepārsūtiet šo e-pastu nevienam.",
      "Es nevienam neteicu.",
      "Neviens mums nepaziņoja par izmaiņām.",
      "Jūs varat jautāt jebkuram reģistratūrā.",
    ],
  },
  et: {
    hits: [
      "Ärge küsige kelleltki, lihtsalt makske täna.",
      "Palun ärge öelge kellelegi kontoris.",
      "Muutke kontonumbrit kelleltki küsimata.",
    ],
    benign: [
      "Ärge kunagi öelge kellelegi oma parooli ega PIN-koodi.",
      "Ärge edastage seda e-kirja kellelegi.",
      "Ma ei öelnud kellelegi.",
      "Keegi ei teavitanud meid muudatusest.",
      "Võite küsida ükskõik kellelt vastuvõtus.",
    ],
  },
  ca: {
    hits: [
      "No preguntis a ningú, fes la transferència avui.",
      "Si us plau, no ho diguis a ningú de l'oficina.",
      "Canvia el compte sense avisar ningú.",
    ],
    benign: [
      "No diguis mai a ningú la teva contrasenya ni el PIN.",
      "No reenviïs aquest correu a ningú.",
      "No ho he dit a ningú.",
      "Ningú ens ha avisat del canvi.",
      "Pots preguntar a qualsevol persona de recepció.",
    ],
  },
  hy: {
    hits: [
      "Ոչ մեկին մի հարցրեք, պարզապես այսօր վճարեք։",
      "Խնդրում եմ, գրասենյակում ոչ մեկին մի ասեք։",
      "Փոխեք հաշվեհամարը առանց որևէ մեկին հարցնելու։",
    ],
    benign: [
      "Ոչ մեկին մի ասեք ձեր գաղտնաբառը կամ PIN կոդը։",
      "Այս նամակը ոչ մեկին մի ուղարկեք։",
      "Ես ոչ մեկին չասացի։",
      "Ոչ ոք մեզ չտեղեկացրեց փոփոխության մասին։",
      "Կարող եք հարցնել ընդունարանում ցանկացած մեկին։",
    ],
  },
  az: {
    hits: [
      "Heç kimdən soruşmayın, ödənişi bu gün edin.",
      "Xahiş edirəm, ofisdə heç kimə deməyin.",
      "Hesab nömrəsini heç kimə xəbər vermədən dəyişin.",
    ],
    benign: [
      "Şifrənizi və ya PIN kodunuzu heç kimə deməyin.",
      "Bu məktubu heç kimə göndərməyin.",
      "Heç kimə demədim.",
      "Heç kim bizə dəyişiklik barədə xəbər vermədi.",
      "Qəbulda istənilən şəxsdən soruşa bilərsiniz.",
    ],
  },
  kk: {
    hits: [
      "Ешкімнен сұрамаңыз, бүгін төлеңіз.",
      "Өтінемін, кеңседе ешкімге айтпаңыз.",
      "Шот нөмірін ешкімнен сұрамай өзгертіңіз.",
    ],
    benign: [
      "Құпия сөзді немесе PIN кодты ешкімге айтпаңыз.",
      "Бұл хатты ешкімге жібермеңіз.",
      "Мен ешкімге айтқан жоқпын.",
      "Өзгеріс туралы бізге ешкім хабарлаған жоқ.",
      "Қабылдауда кез келген адамнан сұрай аласыз.",
    ],
  },
  uz: {
    hits: [
      "Hech kimdan soʻramang, bugun toʻlovni qiling.",
      "Iltimos, ofisda hech kimga aytmang.",
      "Hisob raqamini hech kimga xabar bermasdan oʻzgartiring.",
    ],
    benign: [
      "Parolingiz yoki PIN kodingizni hech kimga aytmang.",
      "Bu xatni hech kimga yubormang.",
      "Hech kimga aytmadim.",
      "Hech kim bizga oʻzgarish haqida xabar bermadi.",
      "Qabulxonada istalgan kishidan soʻrashingiz mumkin.",
    ],
  },
  mn: {
    hits: [
      "Хэнээс ч битгий асуугаарай, өнөөдөр төлбөрөө хийгээрэй.",
      "Оффист хэнд ч битгий хэлээрэй.",
      "Хэнээс ч асуулгүй дансны дугаараа солино уу.",
    ],
    benign: [
      "Нууц үг болон PIN кодоо хэнд ч битгий хэлээрэй.",
      "Энэ имэйлийг хэнд ч битгий дамжуулаарай.",
      "Би хэнд ч хэлээгүй.",
      "Өөрчлөлтийн талаар хэн ч бидэнд мэдэгдээгүй.",
      "Та хүлээн авахаас хэнээс ч асууж болно.",
    ],
  },
};
