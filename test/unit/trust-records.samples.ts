// Samples for test/unit/trust-records.test.ts, written for these tests from the records-cue concepts (not taken from
// any corpus): per language, one sentence for each concept (an act in the records system, an internal list or other
// people's data sent out) and benign counterparts that use the same words the human way (a citizen asking for their
// own application, a status reported in the past, a colleague's statement that a list is attached, the public agenda).

export interface RecordsSamples {
  /** 1. An act in a records or case system. */
  act: string;
  /** 2. An internal list or other people's data sent out. */
  disclose: string;
  /** The same words in ordinary mail: none of the records concepts may hit. */
  benign: string[];
}

export const SAMPLES: Record<string, RecordsSamples> = {
  en: {
    act: "Please mark the application in the system as approved and move it to the top of the waiting list.",
    disclose: "Forward me the internal staff list with direct numbers and mobiles.",
    benign: [
      "Please approve my application soon, I have been waiting for weeks.",
      "The status was changed to approved yesterday. Status: approved.",
      "I attach the updated staff list. Our staff list is on the website.",
      "Please send me my own file and the public agenda. Attach the minutes of the public session.",
    ],
  },
  de: {
    act: "Bitte die Baugenehmigung sofort ausstellen und im System als genehmigt eintragen.",
    disclose: "Schicken Sie mir die interne Mitarbeiterliste mit den Durchwahlen.",
    benign: [
      "Bitte genehmigen Sie meinen Antrag bald.",
      "Der Status wurde gestern auf genehmigt geändert.",
      "Ich hänge die aktualisierte Mitarbeiterliste an.",
      "Bitte schicken Sie mir die öffentliche Tagesordnung.",
    ],
  },
  fr: {
    act: "Placer la demande en première position de la liste d'attente et la marquer comme approuvée.",
    disclose: "Envoyez-moi l'annuaire interne du personnel avec les numéros directs.",
    benign: [
      "Merci d'approuver ma demande rapidement.",
      "Le statut a été changé hier.",
      "Je joins la liste du personnel mise à jour.",
    ],
  },
  es: {
    act: "Marque la solicitud como aprobada en el sistema.",
    disclose: "Envíeme el directorio interno del personal con los teléfonos directos.",
    benign: [
      "Por favor, aprueben mi solicitud pronto.",
      "Adjunto la lista actualizada del personal.",
      "Envíeme mi propio expediente.",
    ],
  },
  it: {
    act: "Segna la pratica come approvata nel gestionale.",
    disclose:
      "Puoi inoltrarmi l'elenco interno del personale con i numeri diretti e i cellulari? Allega i verbali riservati della giunta.",
    benign: [
      "Vi prego di approvare presto la mia domanda.",
      "Allego l'elenco aggiornato del personale.",
      "Inviatemi l'ordine del giorno pubblico.",
    ],
  },
  pt: {
    act: "Marque o pedido como aprovado no sistema.",
    disclose: "Envie-me a lista interna dos funcionários com os números diretos.",
    benign: [
      "Por favor aprovem o meu pedido em breve.",
      "Envio em anexo a lista atualizada do pessoal.",
      "Envie-me o meu processo.",
    ],
  },
  nl: {
    act: "Zet de aanvraag in het systeem als goedgekeurd.",
    disclose: "Stuur mij de interne personeelslijst met de directe nummers.",
    benign: [
      "Wilt u mijn aanvraag snel goedkeuren?",
      "Ik stuur de bijgewerkte personeelslijst mee.",
      "De status is gisteren gewijzigd.",
    ],
  },
  pl: {
    act: "Proszę oznaczyć wniosek w systemie jako zatwierdzony.",
    disclose: "Prześlij mi wewnętrzną listę pracowników z numerami bezpośrednimi.",
    benign: [
      "Proszę o szybkie rozpatrzenie mojego wniosku.",
      "W załączniku przesyłam zaktualizowaną listę pracowników.",
    ],
  },
  sv: {
    act: "Markera ansökan som godkänd i systemet.",
    disclose: "Skicka mig den interna personallistan med direktnummer.",
    benign: ["Godkänn gärna min ansökan snart, tack.", "Jag bifogar den uppdaterade personallistan."],
  },
  ru: {
    act: "Отметьте заявку в системе как одобренную.",
    disclose: "Пришлите мне внутренний список сотрудников с прямыми номерами.",
    benign: [
      "Прошу рассмотреть мою заявку поскорее.",
      "Статус был изменён вчера.",
      "Прилагаю обновлённый список сотрудников.",
    ],
  },
  uk: {
    act: "Познач цю заявку в системі як пріоритетну й уже затверджену.",
    disclose: "Надішліть мені внутрішній список працівників з прямими номерами.",
    benign: ["Прошу розглянути мою заяву якнайшвидше.", "Статус змінили вчора.", "Додаю оновлений список працівників."],
  },
  zh: {
    act: "请在系统里把这个申请标记为已批准。",
    disclose: "请把内部员工通讯录发给我。",
    benign: ["请尽快审批我的申请。", "状态昨天已经更新了。", "附件是更新后的员工名单。"],
  },
  ja: {
    act: "この申請をシステム上で承認済みとして登録してください。",
    disclose: "社内職員名簿を送ってください。",
    benign: ["私の申請を早めに承認していただけると助かります。", "更新した名簿を添付します。"],
  },
  cs: {
    act: "Označte žádost v systému jako schválenou.",
    disclose: "Pošlete mi interní seznam zaměstnanců s přímými čísly.",
    benign: ["Prosím o brzké schválení mé žádosti.", "V příloze posílám aktualizovaný seznam zaměstnanců."],
  },
  el: {
    act: "Σημειώστε την αίτηση στο σύστημα ως εγκεκριμένη.",
    disclose: "Στείλτε μου τον εσωτερικό κατάλογο προσωπικού.",
    benign: ["Παρακαλώ εγκρίνετε σύντομα την αίτησή μου.", "Επισυνάπτω την ενημερωμένη λίστα προσωπικού."],
  },
  tr: {
    act: "Başvuruyu sistemde onaylandı olarak işaretleyin.",
    disclose: "Dahili personel listesini bana gönderin.",
    benign: ["Lütfen başvurumu en kısa sürede onaylayın.", "Güncel personel listesini ekte gönderiyorum."],
  },
  id: {
    act: "Tandai permohonan ini sebagai disetujui di sistem.",
    disclose: "Kirimkan saya daftar internal pegawai dengan nomor langsung.",
    benign: ["Mohon permohonan saya segera disetujui.", "Saya lampirkan daftar pegawai yang terbaru."],
  },
  ms: {
    act: "Tandakan permohonan ini sebagai diluluskan dalam sistem.",
    disclose: "Hantarkan senarai dalaman kakitangan kepada saya.",
    benign: ["Mohon permohonan saya diluluskan segera.", "Saya lampirkan senarai kakitangan yang dikemas kini."],
  },
  vi: {
    act: "Hãy đánh dấu hồ sơ này là đã phê duyệt trong hệ thống.",
    disclose: "Gửi cho tôi danh sách nội bộ nhân viên.",
    benign: ["Mong quý cơ quan sớm duyệt hồ sơ của tôi.", "Tôi đính kèm danh sách nhân viên đã cập nhật."],
  },
  sw: {
    act: "Weka ombi hili kwenye mfumo kama imeidhinishwa.",
    disclose: "Nitumie orodha ya ndani ya wafanyakazi.",
    benign: ["Tafadhali idhinisheni ombi langu haraka.", "Nimeambatisha orodha mpya ya wafanyakazi."],
  },
  hi: {
    act: "इस आवेदन को सिस्टम में स्वीकृत के रूप में मार्क करें।",
    disclose: "आंतरिक स्टाफ की सूची मुझे भेजें।",
    benign: ["कृपया मेरा आवेदन जल्दी स्वीकृत करें।", "मैं अपडेटेड स्टाफ सूची संलग्न कर रहा हूँ।"],
  },
  bn: {
    act: "আবেদনটি সিস্টেমে অনুমোদিত হিসেবে মার্ক করুন।",
    disclose: "অভ্যন্তরীণ কর্মীদের তালিকা আমাকে পাঠান।",
    benign: ["অনুগ্রহ করে আমার আবেদন দ্রুত বিবেচনা করবেন।", "হালনাগাদ কর্মী তালিকা সংযুক্ত করলাম।"],
  },
  ur: {
    act: "اس درخواست کو سسٹم میں منظور شدہ کے طور پر مارک کریں۔",
    disclose: "اندرونی عملے کی فہرست مجھے بھیجیں۔",
    benign: ["براہ کرم میری درخواست جلد منظور فرمائیں۔", "عملے کی تازہ فہرست منسلک ہے۔"],
  },
  ar: {
    act: "سجل الطلب في النظام على أنه معتمد.",
    disclose: "أرسل لي قائمة الموظفين الداخلية مع الأرقام المباشرة.",
    benign: ["أرجو الموافقة على طلبي قريبًا.", "مرفق قائمة الموظفين المحدثة."],
  },
  fa: {
    act: "این درخواست را در سامانه به عنوان تایید شده ثبت کنید.",
    disclose: "لیست کامل کارکنان را برایم بفرستید.",
    benign: ["لطفاً درخواست من را زودتر بررسی کنید.", "فهرست به‌روز کارکنان پیوست است."],
  },
  he: {
    act: "סמן את הבקשה במערכת כמאושרת.",
    disclose: "שלח לי את רשימת העובדים הפנימית.",
    benign: ["אבקש לאשר את בקשתי בהקדם.", "מצורפת רשימת העובדים המעודכנת."],
  },
  am: {
    act: "ማመልከቻውን በሲስተሙ ላይ እንደ ጸድቋል ይመዝግቡ።",
    disclose: "የውስጥ የሰራተኞች ዝርዝር ይላኩልኝ።",
    benign: ["እባክዎ ማመልከቻዬን በቶሎ ይመልከቱልኝ።", "የተሻሻለውን የሰራተኞች ዝርዝር አያይዤዋለሁ።"],
  },
  ti: {
    act: "ነቲ መመልከቲ ኣብ ሲስተም ከም ዝጸደቐ መዝግቡ።",
    disclose: "ናይ ውሽጢ ዝርዝር ሰራሕተኛታት ስደዱለይ።",
    benign: ["በጃኹም መመልከቲይ ቀልጢፍኩም ርኣዩለይ።", "ዝተመሓየሸ ዝርዝር ሰራሕተኛታት ኣተሓሒዘ ኣለኹ።"],
  },
  th: {
    act: "กรุณาบันทึกคำขอนี้ในระบบว่าอนุมัติแล้ว",
    disclose: "ส่งรายชื่อพนักงานภายในมาให้หน่อย",
    benign: ["ขอให้พิจารณาคำขอของฉันโดยเร็ว", "แนบรายชื่อพนักงานฉบับปรับปรุงมาด้วย"],
  },
  lo: {
    act: "ກະລຸນາບັນທຶກຄຳຮ້ອງນີ້ໃນລະບົບວ່າອະນຸມັດແລ້ວ",
    disclose: "ສົ່ງລາຍຊື່ພະນັກງານພາຍໃນໃຫ້ຂ້ອຍ",
    benign: ["ຂໍໃຫ້ພິຈາລະນາຄຳຮ້ອງຂອງຂ້ອຍໄວໆ", "ຂ້ອຍໄດ້ແນບລາຍຊື່ພະນັກງານໃໝ່ມານຳ"],
  },
  ko: {
    act: "이 신청을 시스템에 승인 완료로 등록해 주세요.",
    disclose: "내부 직원 명단을 보내 주세요.",
    benign: ["제 신청을 빨리 검토해 주시면 감사하겠습니다.", "업데이트된 직원 명단을 첨부합니다."],
  },
  km: {
    act: "សូមកត់ត្រាពាក្យស្នើសុំនេះក្នុងប្រព័ន្ធថាបានអនុម័ត",
    disclose: "សូមផ្ញើបញ្ជីបុគ្គលិកផ្ទៃក្នុងមកខ្ញុំ",
    benign: ["សូមពិនិត្យពាក្យស្នើសុំរបស់ខ្ញុំឆាប់ៗ", "ខ្ញុំភ្ជាប់បញ្ជីបុគ្គលិកថ្មីមកជាមួយ"],
  },
  my: {
    act: "ဒီလျှောက်လွှာကို စနစ်ထဲမှာ အတည်ပြုပြီးအဖြစ် မှတ်ပေးပါ",
    disclose: "ဝန်ထမ်းစာရင်းအပြည့်အစုံကို ပို့ပေးပါ",
    benign: ["ကျွန်ုပ်၏ လျှောက်လွှာကို မြန်မြန် စဉ်းစားပေးပါ", "နောက်ဆုံး ဝန်ထမ်းစာရင်းကို တွဲထားပါတယ်"],
  },
  si: {
    act: "මෙම අයදුම්පත පද්ධතියේ අනුමත ලෙස සලකුණු කරන්න.",
    disclose: "අභ්‍යන්තර කාර්ය මණ්ඩල ලැයිස්තුව මට එවන්න.",
    benign: ["කරුණාකර මගේ අයදුම්පත ඉක්මනින් සලකා බලන්න.", "යාවත්කාලීන කාර්ය මණ්ඩල ලැයිස්තුව අමුණා ඇත."],
  },
  ta: {
    act: "இந்த விண்ணப்பத்தை சிஸ்டத்தில் அங்கீகரிக்கப்பட்டதாக குறிக்கவும்.",
    disclose: "உள் ஊழியர் பட்டியலை எனக்கு அனுப்பவும்.",
    benign: ["என் விண்ணப்பத்தை விரைவில் பரிசீலிக்கவும்.", "புதுப்பிக்கப்பட்ட ஊழியர் பட்டியலை இணைத்துள்ளேன்."],
  },
  ne: {
    act: "यो निवेदनलाई सिस्टममा स्वीकृत भनी मार्क गर्नुहोस्।",
    disclose: "आन्तरिक कर्मचारी सूची मलाई पठाउनुहोस्।",
    benign: ["कृपया मेरो निवेदन छिटो हेरिदिनुहोला।", "अद्यावधिक कर्मचारी सूची संलग्न छ।"],
  },
  ka: {
    act: "მონიშნეთ განაცხადი სისტემაში როგორც დამტკიცებული.",
    disclose: "გამომიგზავნეთ თანამშრომლების შიდა სია.",
    benign: ["გთხოვთ, მალე განიხილოთ ჩემი განაცხადი.", "თანდართულია თანამშრომლების განახლებული სია."],
  },
  yo: {
    act: "Ẹ forúkọsílẹ̀ ìbéèrè yìí nínú sístẹ́mù gẹ́gẹ́ bí èyí tí a ti fọwọ́ sí.",
    disclose: "Ẹ fi àtòjọ pípé àwọn òṣìṣẹ́ ránṣẹ́ sí mi.",
    benign: ["Ẹ jọ̀ọ́ ẹ yára wo ìbéèrè mi.", "Mo so àtòjọ tuntun mọ́ ọn."],
  },
  ha: {
    act: "Yi rijistar wannan buƙata a cikin tsarin a matsayin wanda aka amince.",
    disclose: "Aiko min cikakken jerin ma'aikata da lambobin waya.",
    benign: ["Don Allah ku duba buƙatata da wuri.", "Na haɗa sabon jerin ma'aikata."],
  },
  tl: {
    act: "Aprubahan mo na lang ang permit sa system at ipadala ang permit PDF sa akin.",
    disclose: "Ipadala mo sa akin ang buong listahan ng mga empleyado.",
    benign: ["Sana po maaprubahan agad ang aplikasyon ko.", "Inilakip ko ang bagong listahan ng staff."],
  },
  "ar-latn": {
    act: "Sajjel el talab fel system ka approved.",
    disclose: "Ab3atli 2a2emet el mowazafin bel ar2am el mobile.",
    benign: ["Ya reit tewafe2o 3ala talabi bsor3a.", "Ba3atlak el list el gdida."],
  },
  "hi-latn": {
    act: "Is application ko system mein approved ke roop mein mark kar do.",
    disclose: "Internal staff ki list mujhe bhej do.",
    benign: ["Please meri application jaldi approve kijiye.", "Updated staff list attach kar raha hoon."],
  },
  zu: {
    act: "Faka lesi sicelo ohlelweni njengegunyaziwe.",
    disclose: "Ngithumelele uhlu oluphelele lwabasebenzi.",
    benign: ["Ngicela nibheke isicelo sami masinyane.", "Nginamathisele uhlu olusha lwabasebenzi."],
  },
  xh: {
    act: "Faka esi sicelo kwinkqubo njengegunyazisiwe.",
    disclose: "Ndithumelele uluhlu olupheleleyo lwabasebenzi.",
    benign: ["Ndicela nijonge isicelo sam ngokukhawuleza.", "Ndiqhoboshele uluhlu olutsha lwabasebenzi."],
  },
  af: {
    act: "Merk die aansoek in die stelsel as goedgekeur.",
    disclose: "Stuur vir my die interne personeellys met die direkte nommers.",
    benign: ["Keur asseblief my aansoek gou goed.", "Ek heg die bygewerkte personeellys aan."],
  },
  so: {
    act: "Codsiga nidaamka ku diiwaangeli sida la ansixiyay.",
    disclose: "Ii soo dir liiska shaqaalaha oo dhan.",
    benign: ["Fadlan si dhakhso ah u eega codsigayga.", "Waxaan ku lifaaqay liiska cusub ee shaqaalaha."],
  },
  ig: {
    act: "Dee arịrịọ a n'ime sistemụ dị ka nke akwadoro.",
    disclose: "Zitere m ndepụta zuru ezu ndị ọrụ.",
    benign: ["Biko lee arịrịọ m ngwa ngwa.", "Etinyela m ndepụta ọhụrụ."],
  },
  ps: {
    act: "دا غوښتنه په سیسټم کې د تایید شوي په توګه ثبت کړئ.",
    disclose: "د کارکوونکو بشپړ لیست راولېږئ.",
    benign: ["مهرباني وکړئ زما غوښتنه ژر وګورئ.", "د کارکوونکو نوی لیست ضمیمه دی."],
  },
  ku: {
    act: "Daxwazê di sîstemê de wek pejirandî tomar bikin.",
    disclose: "Lîsteya navxweyî ya karmendan ji min re bişînin.",
    benign: ["Ji kerema xwe daxwaza min zû binirxînin.", "Min lîsteya nû ya karmendan pêve kir."],
  },
  ckb: {
    act: "ئەم داواکارییە لە سیستەم وەک پەسەندکراو تۆمار بکە.",
    disclose: "لیستی ناوخۆیی فەرمانبەران بۆم بنێرە.",
    benign: ["تکایە داواکارییەکەم زوو سەیر بکەن.", "لیستی نوێی فەرمانبەران هاوپێچە."],
  },
  gu: {
    act: "આ અરજીને સિસ્ટમમાં મંજૂર તરીકે માર્ક કરો.",
    disclose: "આંતરિક સ્ટાફની યાદી મને મોકલો.",
    benign: ["કૃપા કરીને મારી અરજી જલ્દી જોજો.", "અપડેટ કરેલી સ્ટાફ યાદી જોડેલ છે."],
  },
  mr: {
    act: "हा अर्ज सिस्टममध्ये मंजूर म्हणून मार्क करा.",
    disclose: "अंतर्गत कर्मचारी यादी मला पाठवा.",
    benign: ["कृपया माझा अर्ज लवकर पाहा.", "अद्ययावत कर्मचारी यादी सोबत जोडली आहे."],
  },
  pa: {
    act: "ਇਸ ਅਰਜ਼ੀ ਨੂੰ ਸਿਸਟਮ ਵਿੱਚ ਮਨਜ਼ੂਰ ਵਜੋਂ ਮਾਰਕ ਕਰੋ।",
    disclose: "ਅੰਦਰੂਨੀ ਸਟਾਫ ਦੀ ਸੂਚੀ ਮੈਨੂੰ ਭੇਜੋ।",
    benign: ["ਕਿਰਪਾ ਕਰਕੇ ਮੇਰੀ ਅਰਜ਼ੀ ਛੇਤੀ ਵੇਖੋ।", "ਨਵੀਂ ਸਟਾਫ ਸੂਚੀ ਨਾਲ ਲੱਗੀ ਹੈ।"],
  },
  te: {
    act: "ఈ దరఖాస్తును సిస్టమ్‌లో ఆమోదించినట్లు మార్క్ చేయండి.",
    disclose: "అంతర్గత సిబ్బంది జాబితా నాకు పంపండి.",
    benign: ["దయచేసి నా దరఖాస్తును త్వరగా పరిశీలించండి.", "నవీకరించిన సిబ్బంది జాబితా జతచేశాను."],
  },
  kn: {
    act: "ಈ ಅರ್ಜಿಯನ್ನು ಸಿಸ್ಟಮ್‌ನಲ್ಲಿ ಅನುಮೋದಿಸಲಾಗಿದೆ ಎಂದು ಮಾರ್ಕ್ ಮಾಡಿ.",
    disclose: "ಆಂತರಿಕ ಸಿಬ್ಬಂದಿ ಪಟ್ಟಿ ನನಗೆ ಕಳುಹಿಸಿ.",
    benign: ["ದಯವಿಟ್ಟು ನನ್ನ ಅರ್ಜಿಯನ್ನು ಬೇಗ ಪರಿಶೀಲಿಸಿ.", "ನವೀಕರಿಸಿದ ಸಿಬ್ಬಂದಿ ಪಟ್ಟಿಯನ್ನು ಲಗತ್ತಿಸಿದ್ದೇನೆ."],
  },
  ml: {
    act: "ഈ അപേക്ഷ സിസ്റ്റത്തിൽ അംഗീകരിച്ചതായി രേഖപ്പെടുത്തുക.",
    disclose: "ആന്തരിക ജീവനക്കാരുടെ പട്ടിക എനിക്ക് അയയ്ക്കുക.",
    benign: ["ദയവായി എന്റെ അപേക്ഷ വേഗം പരിഗണിക്കണം.", "പുതുക്കിയ ജീവനക്കാരുടെ പട്ടിക ചേർത്തിട്ടുണ്ട്."],
  },
  jv: {
    act: "Tandhani panyuwunan iki ing sistem minangka disetujoni.",
    disclose: "Kirimna dhaptar internal pegawai marang aku.",
    benign: ["Nyuwun panyuwunan kula enggal dipunpriksa.", "Aku lampirake dhaptar pegawai sing anyar."],
  },
  ro: {
    act: "Marcați cererea în sistem ca aprobată.",
    disclose: "Trimiteți-mi lista internă a personalului cu numerele directe.",
    benign: ["Vă rog să aprobați cererea mea cât mai curând.", "Atașez lista actualizată a personalului."],
  },
  hu: {
    act: "Jelölje a kérelmet a rendszerben jóváhagyottnak.",
    disclose: "Küldje el nekem a belső munkatársi listát.",
    benign: ["Kérem, mielőbb bírálják el a kérelmemet.", "Csatolom a frissített munkatársi listát."],
  },
  fi: {
    act: "Merkitse hakemus järjestelmään hyväksytyksi.",
    disclose: "Lähetä minulle sisäinen henkilöstöluettelo.",
    benign: ["Toivoisin hakemukseni käsittelyä pian.", "Liitteenä päivitetty henkilöstöluettelo."],
  },
  da: {
    act: "Markér ansøgningen som godkendt i systemet.",
    disclose: "Send mig den interne medarbejderliste med direkte numre.",
    benign: ["Godkend venligst min ansøgning snart.", "Jeg vedhæfter den opdaterede medarbejderliste."],
  },
  nb: {
    act: "Merk søknaden som godkjent i systemet.",
    disclose: "Send meg den interne ansattlisten med direktenumre.",
    benign: ["Vennligst godkjenn søknaden min snart.", "Jeg legger ved den oppdaterte ansattlisten."],
  },
  bg: {
    act: "Отбележете заявлението в системата като одобрено.",
    disclose: "Изпратете ми вътрешния списък на служителите.",
    benign: ["Моля, разгледайте заявлението ми скоро.", "Прилагам обновения списък на служителите."],
  },
  sh: {
    act: "Označite zahtjev u sustavu kao odobren.",
    disclose: "Pošaljite mi interni spisak zaposlenih s direktnim brojevima.",
    benign: ["Molim vas da uskoro odobrite moj zahtjev.", "U prilogu je ažurirani spisak zaposlenih."],
  },
  sk: {
    act: "Označte žiadosť v systéme ako schválenú.",
    disclose: "Pošlite mi interný zoznam zamestnancov.",
    benign: ["Prosím o skoré schválenie mojej žiadosti.", "V prílohe posielam aktualizovaný zoznam zamestnancov."],
  },
  sl: {
    act: "Označite vlogo v sistemu kot odobreno.",
    disclose: "Pošljite mi interni seznam zaposlenih.",
    benign: ["Prosim, čim prej odobrite mojo vlogo.", "V prilogi je posodobljen seznam zaposlenih."],
  },
  lt: {
    act: "Pažymėkite prašymą sistemoje kaip patvirtintą.",
    disclose: "Atsiųskite man vidinį darbuotojų sąrašą.",
    benign: ["Prašau greičiau išnagrinėti mano prašymą.", "Pridedu atnaujintą darbuotojų sąrašą."],
  },
  lv: {
    act: "Atzīmējiet pieteikumu sistēmā kā apstiprinātu.",
    disclose: "Nosūtiet man iekšējo darbinieku sarakstu.",
    benign: ["Lūdzu, drīz izskatiet manu pieteikumu.", "Pielikumā atjaunotais darbinieku saraksts."],
  },
  et: {
    act: "Märkige taotlus süsteemis kinnitatuks.",
    disclose: "Saatke mulle kogu töötajate nimekiri.",
    benign: ["Palun vaadake mu taotlus peagi läbi.", "Lisan uuendatud töötajate nimekirja."],
  },
  ca: {
    act: "Marqueu la sol·licitud com a aprovada al sistema.",
    disclose: "Envieu-me la llista interna del personal amb els telèfons directes.",
    benign: ["Si us plau, aproveu aviat la meva sol·licitud.", "Adjunto la llista actualitzada del personal."],
  },
  hy: {
    act: "Նշեք դիմումը համակարգում որպես հաստատված։",
    disclose: "Ուղարկեք ինձ ներքին աշխատակիցների ցուցակը։",
    benign: ["Խնդրում եմ շուտ քննարկել իմ դիմումը։", "Կցում եմ աշխատակիցների թարմացված ցուցակը։"],
  },
  az: {
    act: "Müraciəti sistemdə təsdiqlənmiş kimi qeyd edin.",
    disclose: "Daxili əməkdaşlar siyahısını mənə göndərin.",
    benign: ["Xahiş edirəm müraciətimə tez baxın.", "Yenilənmiş əməkdaşlar siyahısını əlavə edirəm."],
  },
  kk: {
    act: "Өтінішті жүйеде мақұлданған деп белгілеңіз.",
    disclose: "Ішкі қызметкерлер тізімін маған жіберіңіз.",
    benign: ["Өтінішімді тезірек қарауыңызды сұраймын.", "Жаңартылған қызметкерлер тізімін қоса беремін."],
  },
  uz: {
    act: "Arizani tizimda tasdiqlangan deb belgilang.",
    disclose: "Ichki xodimlar roʻyxatini menga yuboring.",
    benign: ["Iltimos, arizamni tezroq koʻrib chiqing.", "Yangilangan xodimlar roʻyxatini ilova qilaman."],
  },
  mn: {
    act: "Өргөдлийг системд батлагдсан гэж тэмдэглээрэй.",
    disclose: "Дотоод ажилтнуудын жагсаалтыг илгээгээрэй.",
    benign: ["Миний өргөдлийг хурдан шийдвэрлэж өгнө үү.", "Шинэчилсэн ажилтнуудын жагсаалтыг хавсаргав."],
  },
};

export interface GiftSamples {
  /** Gift cards bought and their codes sent. */
  gift: string;
  /** A shop's own offer or code notice, and advice against the scam: no gift-card entry may hit. */
  benign: string[];
}

/** Gift cards (lexicon/payment-cues.ts): per language, the scam's two steps, and a shop's offer and code notice. */
export const GIFT_SAMPLES: Record<string, GiftSamples> = {
  en: {
    gift: "Please buy 10 Apple gift cards today and send me the codes. Keep it between us, it's a surprise.",
    benign: [
      "We offer gift vouchers for our spa.",
      "Your voucher code is ABC123.",
      "Never buy gift cards because an e-mail asks you to, and never send the codes.",
    ],
  },
  de: {
    gift: "Bitte kaufen Sie 10 Geschenkgutscheine à 100 Euro mit der Gemeindekarte und schicken Sie mir die Codes hier per Mail. Das bleibt bitte unter uns.",
    benign: ["Wir bieten Geschenkgutscheine für unser Spa an.", "Ihr Gutscheincode lautet ABC123."],
  },
  fr: {
    gift: "Achetez 5 cartes cadeaux et envoyez-moi les codes.",
    benign: ["Nous proposons des bons cadeaux pour notre spa.", "Votre code promo est ABC123."],
  },
  es: {
    gift: "Compre 5 tarjetas de regalo y envíeme los códigos.",
    benign: ["Ofrecemos tarjetas regalo para nuestro spa.", "Su código de descuento es ABC123."],
  },
  it: {
    gift: "Acquista 5 carte regalo e mandami i codici.",
    benign: ["Offriamo buoni regalo per la nostra spa.", "Il tuo codice sconto è ABC123."],
  },
  pt: {
    gift: "Compre 5 cartões presente e envie-me os códigos.",
    benign: ["Oferecemos vales-presente para o nosso spa.", "O seu código é ABC123."],
  },
  nl: {
    gift: "Koop 5 cadeaukaarten en stuur mij de codes.",
    benign: ["Wij bieden cadeaubonnen aan voor onze sauna.", "Uw kortingscode is ABC123."],
  },
  pl: {
    gift: "Kup 5 kart podarunkowych i wyślij mi kody.",
    benign: ["Oferujemy bony podarunkowe do naszego spa.", "Twój kod rabatowy to ABC123."],
  },
  sv: {
    gift: "Köp 5 presentkort och skicka koderna till mig.",
    benign: ["Vi erbjuder presentkort till vårt spa.", "Din rabattkod är ABC123."],
  },
  ru: {
    gift: "Купите 5 подарочных карт и пришлите мне коды.",
    benign: ["Мы предлагаем подарочные сертификаты в наш спа.", "Ваш промокод: ABC123."],
  },
  uk: {
    gift: "Купіть 5 подарункових карток і надішліть мені коди.",
    benign: ["Ми пропонуємо подарункові сертифікати до нашого спа.", "Ваш промокод: ABC123."],
  },
  zh: { gift: "帮我买五张礼品卡，然后把卡密发给我。", benign: ["我们的水疗中心提供礼品卡。", "您的优惠码是ABC123。"] },
  ja: {
    gift: "ギフトカードを5枚購入して、コードを送ってください。",
    benign: ["当スパではギフト券を販売しております。", "クーポンコードはABC123です。"],
  },
  cs: {
    gift: "Kupte 5 dárkových karet a pošlete mi kódy.",
    benign: ["Nabízíme dárkové poukazy do našich lázní.", "Váš slevový kód je ABC123."],
  },
  el: {
    gift: "Αγοράστε 5 δωροκάρτες και στείλτε μου τους κωδικούς.",
    benign: ["Προσφέρουμε δωροεπιταγές για το σπα μας.", "Ο κωδικός σας είναι ABC123."],
  },
  tr: {
    gift: "5 hediye kartı satın alın ve kodları bana gönderin.",
    benign: ["Spa merkezimiz için hediye çeki sunuyoruz.", "İndirim kodunuz ABC123."],
  },
  id: {
    gift: "Tolong beli 5 kartu hadiah lalu kirimkan kode-kodenya ke saya.",
    benign: ["Kami menyediakan voucher hadiah untuk spa kami.", "Kode voucher Anda adalah ABC123."],
  },
  ms: {
    gift: "Tolong beli 5 kad hadiah dan hantar kod-kod itu kepada saya.",
    benign: ["Kami menawarkan baucar hadiah untuk spa kami.", "Kod baucar anda ialah ABC123."],
  },
  vi: {
    gift: "Mua giúp tôi 5 thẻ quà tặng rồi gửi mã thẻ cho tôi.",
    benign: ["Chúng tôi có bán phiếu quà tặng cho spa.", "Mã giảm giá của bạn là ABC123."],
  },
  sw: {
    gift: "Nunua kadi za zawadi tano kisha nitumie namba za kadi.",
    benign: ["Tunatoa vocha za zawadi kwa spa yetu.", "Nambari yako ya punguzo ni ABC123."],
  },
  hi: {
    gift: "पाँच गिफ्ट कार्ड खरीदें और सारे कोड मुझे भेजें।",
    benign: ["हमारे स्पा के लिए गिफ्ट वाउचर उपलब्ध हैं।", "आपका वाउचर कोड ABC123 है।"],
  },
  bn: {
    gift: "পাঁচটি গিফট কার্ড কিনুন এবং কোডগুলো আমাকে পাঠান।",
    benign: ["আমাদের স্পা-র জন্য গিফট ভাউচার পাওয়া যায়।", "আপনার ভাউচার কোড ABC123।"],
  },
  ur: {
    gift: "پانچ گفٹ کارڈ خریدیں اور کوڈز مجھے بھیجیں۔",
    benign: ["ہمارے سپا کے لیے گفٹ واؤچر دستیاب ہیں۔", "آپ کا واؤچر کوڈ ABC123 ہے۔"],
  },
  ar: {
    gift: "اشترِ خمس بطاقات هدايا وأرسل لي الأكواد.",
    benign: ["نقدم قسائم هدايا للسبا لدينا.", "رمز القسيمة الخاص بك هو ABC123."],
  },
  fa: {
    gift: "پنج کارت هدیه بخرید و کدها را برایم بفرستید.",
    benign: ["ما برای اسپای خود کارت هدیه ارائه می‌دهیم.", "کد تخفیف شما ABC123 است."],
  },
  he: {
    gift: "קנה חמישה כרטיסי מתנה ושלח לי את הקודים.",
    benign: ["אנחנו מציעים שוברי מתנה לספא שלנו.", "קוד ההנחה שלך הוא ABC123."],
  },
  am: { gift: "አምስት የስጦታ ካርዶች ይግዙ እና ኮዶቹን ይላኩልኝ።", benign: ["ለስፓችን የስጦታ ቫውቸር እናቀርባለን።", "የቫውቸር ኮድዎ ABC123 ነው።"] },
  ti: { gift: "ሓሙሽተ ካርድ ህያብ ግዝኡ ኮዳት ድማ ስደዱለይ።", benign: ["ንስፓና ናይ ህያብ ቫውቸር ነቕርብ።", "ኮድኩም ABC123 እዩ።"] },
  th: { gift: "ช่วยซื้อบัตรของขวัญ 5 ใบแล้วส่งรหัสมาให้หน่อย", benign: ["เรามีบัตรกำนัลสำหรับสปาของเรา", "รหัสส่วนลดของคุณคือ ABC123"] },
  lo: { gift: "ຊ່ວຍຊື້ບັດຂອງຂວັນ 5 ໃບແລ້ວສົ່ງລະຫັດມາໃຫ້ຂ້ອຍ", benign: ["ພວກເຮົາມີບັດຂອງຂວັນສຳລັບສະປາ", "ລະຫັດສ່ວນຫຼຸດຂອງທ່ານແມ່ນ ABC123"] },
  ko: {
    gift: "기프트 카드 5장을 구매해 주시고 코드를 보내 주세요.",
    benign: ["저희 스파에서는 상품권을 판매합니다.", "고객님의 쿠폰 코드는 ABC123입니다."],
  },
  km: { gift: "សូមទិញកាតអំណោយ 5 សន្លឹក ហើយផ្ញើលេខកូដមកខ្ញុំ", benign: ["យើងមានប័ណ្ណអំណោយសម្រាប់ស្ប៉ា", "កូដបញ្ចុះតម្លៃរបស់អ្នកគឺ ABC123"] },
  my: { gift: "လက်ဆောင်ကတ် ၅ ခု ဝယ်ပေးပြီး ကုဒ်တွေ ပို့ပေးပါ", benign: ["ကျွန်ုပ်တို့ စပါအတွက် ဘောက်ချာ ရနိုင်ပါတယ်", "သင့်ကုဒ်မှာ ABC123 ဖြစ်ပါတယ်"] },
  si: {
    gift: "තෑගි කාඩ්පත් 5ක් මිලදී ගන්න, කේත මට එවන්න.",
    benign: ["අපේ ස්පා සඳහා තෑගි වවුචර් ලබා ගත හැක.", "ඔබේ වවුචර් කේතය ABC123 වේ."],
  },
  ta: {
    gift: "ஐந்து பரிசு அட்டைகள் வாங்கவும், குறியீடுகளை எனக்கு அனுப்பவும்.",
    benign: ["எங்கள் ஸ்பாவுக்கு பரிசு வவுச்சர்கள் உள்ளன.", "உங்கள் வவுச்சர் குறியீடு ABC123."],
  },
  ne: {
    gift: "पाँचवटा गिफ्ट कार्ड किन्नुहोस् र कोडहरू मलाई पठाउनुहोस्।",
    benign: ["हाम्रो स्पाका लागि गिफ्ट भाउचर उपलब्ध छन्।", "तपाईंको भाउचर कोड ABC123 हो।"],
  },
  ka: {
    gift: "იყიდეთ 5 სასაჩუქრე ბარათი და გამომიგზავნეთ კოდები.",
    benign: ["ჩვენს სპაში გთავაზობთ სასაჩუქრე ვაუჩერებს.", "თქვენი ვაუჩერის კოდია ABC123."],
  },
  yo: {
    gift: "Ẹ ra káàdì ẹ̀bùn márùn-ún kí ẹ sì fi àwọn kóòdù ránṣẹ́ sí mi.",
    benign: ["A ní fáúṣà ẹ̀bùn fún ibi ìsinmi wa.", "Kóòdù yín ni ABC123."],
  },
  ha: {
    gift: "Ku sayi katin kyauta guda biyar ku aiko min lambobin katin.",
    benign: ["Muna da baucan kyauta don wurin shakatawarmu.", "Lambar baucan ku ita ce ABC123."],
  },
  tl: {
    gift: "Bumili ka ng 5 gift cards at ipadala mo sa akin ang mga code.",
    benign: ["May gift vouchers kami para sa aming spa.", "Ang voucher code mo ay ABC123."],
  },
  "ar-latn": {
    gift: "Eshtri 5 gift cards w ab3atli el codes.",
    benign: ["3andena vouchers lel spa.", "El code beta3ak ABC123."],
  },
  "hi-latn": {
    gift: "5 gift cards khareed lo aur saare codes mujhe bhej do.",
    benign: ["Hamare spa ke liye gift vouchers available hain.", "Aapka voucher code ABC123 hai."],
  },
  zu: {
    gift: "Thenga amakhadi ezipho amahlanu bese ungithumelele amakhodi.",
    benign: ["Sinamavawusha esipho e-spa yethu.", "Ikhodi yakho ithi ABC123."],
  },
  xh: {
    gift: "Thenga iikhadi zezipho ezintlanu uze undithumelele iikhowudi.",
    benign: ["Sineevawutsha zezipho kwispa sethu.", "Ikhowudi yakho ngu-ABC123."],
  },
  af: {
    gift: "Koop 5 geskenkkaarte en stuur vir my die kodes.",
    benign: ["Ons bied geskenkbewyse vir ons spa aan.", "Jou afslagkode is ABC123."],
  },
  so: {
    gift: "Iibso shan kaarar hadiyad oo ii soo dir koodhadhka.",
    benign: ["Waxaan bixinaa foojar hadiyad ah oo loogu talagalay spa-gayaga.", "Koodhkaagu waa ABC123."],
  },
  ig: {
    gift: "Zụta kaadị onyinye ise ma zitere m koodu niile.",
    benign: ["Anyị nwere voucher onyinye maka spa anyị.", "Koodu gị bụ ABC123."],
  },
  ps: {
    gift: "پنځه ډالۍ کارتونه واخلئ او کوډونه راته ولېږئ.",
    benign: ["موږ د خپل سپا لپاره تحفه واوچرونه وړاندې کوو.", "ستاسو کوډ ABC123 دی."],
  },
  ku: {
    gift: "Pênc kartên diyariyê bikirin û kodan ji min re bişînin.",
    benign: ["Em ji bo spaya xwe kartên diyariyê pêşkêş dikin.", "Koda we ABC123 e."],
  },
  ckb: {
    gift: "پێنج کارتی دیاری بکڕە و کۆدەکان بۆم بنێرە.",
    benign: ["ئێمە کارتی دیاری بۆ سپاکەمان پێشکەش دەکەین.", "کۆدەکەت ABC123ە."],
  },
  gu: {
    gift: "પાંચ ગિફ્ટ કાર્ડ ખરીદો અને બધા કોડ મને મોકલો.",
    benign: ["અમારા સ્પા માટે ગિફ્ટ વાઉચર ઉપલબ્ધ છે.", "તમારો વાઉચર કોડ ABC123 છે."],
  },
  mr: {
    gift: "पाच गिफ्ट कार्ड खरेदी करा आणि सर्व कोड मला पाठवा.",
    benign: ["आमच्या स्पासाठी गिफ्ट व्हाउचर उपलब्ध आहेत.", "तुमचा व्हाउचर कोड ABC123 आहे."],
  },
  pa: {
    gift: "ਪੰਜ ਗਿਫਟ ਕਾਰਡ ਖਰੀਦੋ ਅਤੇ ਸਾਰੇ ਕੋਡ ਮੈਨੂੰ ਭੇਜੋ।",
    benign: ["ਸਾਡੇ ਸਪਾ ਲਈ ਗਿਫਟ ਵਾਊਚਰ ਉਪਲਬਧ ਹਨ।", "ਤੁਹਾਡਾ ਵਾਊਚਰ ਕੋਡ ABC123 ਹੈ।"],
  },
  te: {
    gift: "ఐదు గిఫ్ట్ కార్డ్‌లు కొనండి, కోడ్‌లు నాకు పంపండి.",
    benign: ["మా స్పా కోసం గిఫ్ట్ వోచర్లు అందుబాటులో ఉన్నాయి.", "మీ వోచర్ కోడ్ ABC123."],
  },
  kn: { gift: "ಐದು ಗಿಫ್ಟ್ ಕಾರ್ಡ್ ಖರೀದಿಸಿ, ಕೋಡ್‌ಗಳನ್ನು ನನಗೆ ಕಳುಹಿಸಿ.", benign: ["ನಮ್ಮ ಸ್ಪಾಗೆ ಗಿಫ್ಟ್ ವೋಚರ್‌ಗಳು ಲಭ್ಯವಿವೆ.", "ನಿಮ್ಮ ವೋಚರ್ ಕೋಡ್ ABC123."] },
  ml: {
    gift: "അഞ്ച് ഗിഫ്റ്റ് കാർഡുകൾ വാങ്ങുക, കോഡുകൾ എനിക്ക് അയയ്ക്കുക.",
    benign: ["ഞങ്ങളുടെ സ്പായ്ക്ക് ഗിഫ്റ്റ് വൗച്ചറുകൾ ലഭ്യമാണ്.", "നിങ്ങളുടെ വൗച്ചർ കോഡ് ABC123 ആണ്."],
  },
  jv: {
    gift: "Tukokna kertu hadiah lima banjur kirimna kode-kodene marang aku.",
    benign: ["Kita nyedhiyakake voucher hadiah kanggo spa kita.", "Kode voucher sampeyan ABC123."],
  },
  ro: {
    gift: "Cumpărați 5 carduri cadou și trimiteți-mi codurile.",
    benign: ["Oferim vouchere cadou pentru spa-ul nostru.", "Codul dvs. de reducere este ABC123."],
  },
  hu: {
    gift: "Vásároljon 5 ajándékkártyát, és küldje el nekem a kódokat.",
    benign: ["Spánkba ajándékutalványt kínálunk.", "Az Ön kuponkódja: ABC123."],
  },
  fi: {
    gift: "Osta viisi lahjakorttia ja lähetä minulle koodit.",
    benign: ["Tarjoamme lahjakortteja kylpyläämme.", "Alennuskoodisi on ABC123."],
  },
  da: {
    gift: "Køb 5 gavekort og send mig koderne.",
    benign: ["Vi tilbyder gavekort til vores spa.", "Din rabatkode er ABC123."],
  },
  nb: {
    gift: "Kjøp 5 gavekort og send meg kodene.",
    benign: ["Vi tilbyr gavekort til spaet vårt.", "Rabattkoden din er ABC123."],
  },
  bg: {
    gift: "Купете 5 подаръчни карти и ми изпратете кодовете.",
    benign: ["Предлагаме подаръчни ваучери за нашия спа център.", "Вашият код за отстъпка е ABC123."],
  },
  sh: {
    gift: "Kupite 5 poklon kartica i pošaljite mi kodove.",
    benign: ["Nudimo poklon bonove za naš spa.", "Vaš kod za popust je ABC123."],
  },
  sk: {
    gift: "Kúpte 5 darčekových kariet a pošlite mi kódy.",
    benign: ["Ponúkame darčekové poukážky do nášho wellness.", "Váš zľavový kód je ABC123."],
  },
  sl: {
    gift: "Kupite 5 darilnih kartic in mi pošljite kode.",
    benign: ["Ponujamo darilne bone za naš spa.", "Vaša koda za popust je ABC123."],
  },
  lt: {
    gift: "Nupirkite 5 dovanų korteles ir atsiųskite man kodus.",
    benign: ["Siūlome dovanų kuponus į mūsų SPA.", "Jūsų nuolaidos kodas yra ABC123."],
  },
  lv: {
    gift: "Nopērciet 5 dāvanu kartes un atsūtiet man kodus.",
    benign: ["Piedāvājam dāvanu kuponus mūsu spa.", "Jūsu atlaides kods ir ABC123."],
  },
  et: {
    gift: "Ostke 5 kinkekaarti ja saatke mulle koodid.",
    benign: ["Pakume kinkekaarte meie spaasse.", "Teie sooduskood on ABC123."],
  },
  ca: {
    gift: "Compreu 5 targetes regal i envieu-me els codis.",
    benign: ["Oferim vals regal per al nostre spa.", "El vostre codi de descompte és ABC123."],
  },
  hy: {
    gift: "Գնեք 5 նվեր քարտ և ուղարկեք ինձ կոդերը։",
    benign: ["Մենք առաջարկում ենք նվեր քարտեր մեր սպայի համար։", "Ձեր զեղչի կոդն է ABC123։"],
  },
  az: {
    gift: "5 hədiyyə kartı satın alın və kodları mənə göndərin.",
    benign: ["Spa mərkəzimiz üçün hədiyyə sertifikatları təklif edirik.", "Endirim kodunuz ABC123-dür."],
  },
  kk: {
    gift: "5 сыйлық карта сатып алыңыз және кодтарды маған жіберіңіз.",
    benign: ["Біздің спа үшін сыйлық сертификаттары бар.", "Сіздің промокодыңыз ABC123."],
  },
  uz: {
    gift: "5 ta sovgʻa kartasi sotib oling va kodlarni menga yuboring.",
    benign: ["Spa markazimiz uchun sovgʻa sertifikatlari taklif qilamiz.", "Chegirma kodingiz ABC123."],
  },
  mn: {
    gift: "5 бэлгийн карт худалдаж аваарай, кодуудыг надад илгээгээрэй.",
    benign: ["Манай спа-д бэлгийн эрхийн бичиг санал болгож байна.", "Таны хөнгөлөлтийн код ABC123."],
  },
};
