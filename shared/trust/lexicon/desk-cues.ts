// Desk cues: the reader named by the desk it serves, one row per language of lexicon/agent-cues.ts.
//
// An injection in a service inbox turns to its reader by the desk or the job it does for the organisation, not by
// "AI assistant" alone: the reception's bot, the booking AI, the claims assistant (automated), the practice's AI, the
// compounds of the Germanic, Finnic and Hungarian languages ("Empfangs-KI", "kalenderassistent", "vastaanottobotti"),
// the East Asian "<desk> AI" with its postposition. Two concepts, written per language from the concept:
//
// 1. DESK_ADDRESSING (→ ADDRESSING): an AI, bot or chatbot word qualified by a desk or job of the organisation
//    (reception, front desk, bookings, appointments, calendar, support, claims, billing, orders, parts, sales, the
//    practice / clinic / shop / garage / office), in either order and in the case forms that carry a dedication
//    ("tekoälyavustajalle", "AI에게", "asszisztensnek"). With an AI word or "bot" it is always a machine. The bare
//    "<desk> assistant" is a human job title too ("dental assistant", "our reception assistant Maria"), so it counts
//    only as a vocative: at a sentence or line start, followed by a colon or a comma and then a clause of several
//    words, not by a name alone ("Dental assistant: Maria López"), a number or an address.
// 2. DESK_DIRECTIVE (→ DIRECTIVE): the same names turned to: the machine name at a sentence or line start (or after a
//    dash) ending in a colon, comma or dash; the machine name or the bare title after a dedication ("for the", "Für
//    den", "Till", "إلى") with a short tail ("… på Arvendal") and a colon or dash; the bare title's vocative as above.
//    The colon may not hand over a number or an address.
//
// Not hits: the desk's software as a topic ("the booking system sends a reminder", "our online booking assistant
// helps you find a slot", "AI receptionists are spreading": a plural, a help text), a job advertisement ("we are
// hiring a reception assistant: 20 h/week"), a staff list, a patient's "the receptionist told me".
//
// Conventions are those of reader-cues.ts and delegation-cues.ts: lowercase sources, NFKC-normalised as the text is,
// no word guards in UNSPACED scripts (their dedications attach), Indic words closed by `EM`, Latin-script rows that
// mail writes without diacritics through `unmarked`, `romanian`, `serbian`, `azerbaijani`, `uzbek`, Turkish "ı" as
// "[ıi]". Performance: every entry starts with the desk, AI or bot word (the lookbehinds the screen skips), gaps are
// bounded (≤ 50), no quantifier nests an unbounded one.
import {
  azerbaijani,
  conceptTable,
  DENSE,
  E,
  EM,
  hausa,
  type Lang,
  type PhraseTable,
  romanian,
  serbian,
  UNSPACED,
  unmarked,
  uzbek,
  withoutJoiners,
  yoruba,
} from "./combinators.js";

/** One row per language. Fields are alternations (regex sources, lowercase). */
export interface DeskRow {
  /** 1. A desk or job named with an AI, bot or chatbot word, in either order, singular, with the case forms of a
   * dedication: always a machine. */
  machine: string;
  /** The bare "<desk> assistant" (a human job title too): counted only as a vocative or after a dedication. */
  title: string;
  /** Dedications before the name, with their article, each ending where the name begins ("for the ", "für den ").
   * Left out where the dedication is a postposition or attached (then in `machine` / `post`). */
  to?: string;
  /** Postpositions after the machine name before the colon ("के लिए", "-ને"). */
  post?: string;
  /** Names counted only when turned to (a vocative or a dedication), not as a mention: systems named by desk and AI
   * word ("KI-Empfangssystem"), and the support desk's bot ("support bot", "helpdesk bot"), a product category that
   * incident reports and newsletters name in the third person. */
  sys?: string;
  /** A spelling wrapper (diacritics dropped, Serbian Cyrillic …) applied to every entry. */
  spell?: (source: string) => string;
}

// ─── English ─────────────────────────────────────────────────────────────────────────────────────────────────────────
const EN_DESK =
  "(?:reception|front[- ]desk|front[- ]office|booking|bookings|reservations?|appointments?|calendar|scheduling|claims|billing|invoicing|orders?|parts|practice|clinic|surgery|garage|workshop|pharmacy|intake|concierge)";
/** Desks whose bot is a product category too ("support bot", "sales AI", "shop bot"): counted only when turned to. */
const EN_SUPPORT =
  "(?:service[- ]desk|help[- ]?desk|support|customer[- ](?:service|support|care)|sales|admin|office|shop|store|webshop|accounts)";

// ─── German ──────────────────────────────────────────────────────────────────────────────────────────────────────────
const DE_DESK =
  "(?:empfangs|rezeptions|anmelde|buchungs|termin|terminvergabe|kalender|praxis|klinik|shop|werkstatt|reklamations|schadens|rechnungs|abrechnungs|bestell|auftrags|ersatzteil|teile|vertriebs|verkaufs|büro|verwaltungs|apotheken|reservierungs|front-?desk)";

// ─── Romance ─────────────────────────────────────────────────────────────────────────────────────────────────────────
const FR_DESK =
  "(?:accueil|réception|secrétariat|standard|réservations?|rendez-vous|agenda|planning|support|service client|sav|facturation|commandes?|sinistres|ventes|pièces|cabinet|clinique|boutique|garage|magasin|pharmacie|atelier)";
const ES_DESK =
  "(?:recepción|mostrador|reservas?|citas?|agenda|soporte|atención al cliente|facturación|pedidos|siniestros|reclamaciones|ventas|recambios|repuestos|clínica|consulta|tienda|taller|oficina|farmacia|administración)";
const IT_DESK =
  "(?:reception|accettazione|segreteria|prenotazioni|prenotazione|appuntamenti|agenda|assistenza clienti|supporto|fatturazione|ordini|sinistri|vendite|ricambi|studio|clinica|negozio|officina|farmacia|ufficio|amministrazione)";
const PT_DESK =
  "(?:recepção|receção|balcão|reservas?|marcações|agendamentos?|agenda|suporte|atendimento|faturação|faturamento|encomendas|pedidos|sinistros|vendas|peças|clínica|consultório|loja|oficina|farmácia|escritório)";
const CA_DESK =
  "(?:recepció|reserves|cites|agenda|suport|atenció al client|facturació|comandes|sinistres|vendes|recanvis|clínica|consulta|botiga|taller|oficina|farmàcia)";
const RO_DESK =
  "(?:recepției|recepție|recepția|programărilor|programări|rezervărilor|rezervări|clinicii|cabinetului|magazinului|service-ului|suportului|relații cu clienții|facturării|comenzilor|vânzărilor|biroului|farmaciei|daunelor)";

// ─── Germanic compounds ──────────────────────────────────────────────────────────────────────────────────────────────
const NL_DESK =
  "(?:receptie|balie|boekings|reserverings|afspraken|agenda|planning|servicedesk|helpdesk|klantenservice|support|facturatie|bestel|order|schade|claim|verkoop|onderdelen|praktijk|kliniek|winkel|garage|werkplaats|apotheek|kantoor)";
const AF_DESK =
  "(?:ontvangs|besprekings|afsprake|kalender|kliniek|winkel|werkswinkel|ondersteunings|kliëntediens|faktuur|bestellings|verkope|kantoor|apteek)";
const SV_DESK =
  "(?:receptions|reception|kalender|boknings|tidbokning|tidboknings|kundtjänst|kundtjänsts|support|service|faktura|fakturerings|order|beställnings|skade|försäljnings|sälj|reservdels|klinik|mottagnings|butiks|verkstads|apoteks|kontors)";
const DA_DESK =
  "(?:receptions|reception|booking|bookings|kalender|tidsbestillings|kundeservice|support|faktura|ordre|skade|salgs|reservedels|klinik|butiks|værksteds|apoteks|kontor)";
const NB_DESK =
  "(?:resepsjons|resepsjon|booking|bookings|kalender|timebestillings|kundeservice|kundesenter|support|faktura|ordre|skade|salgs|klinikk|butikk|verksted|apotek|kontor)";

// ─── Slavic, Baltic, Greek (genitive desk after the helper) ──────────────────────────────────────────────────────────
const PL_DESK =
  "(?:recepcji|rejestracji|rezerwacji|sklepu|kliniki|gabinetu|przychodni|warsztatu|serwisu|biura|obsługi klienta|działu (?:sprzedaży|reklamacji|rozliczeń|zamówień|obsługi klienta)|apteki|zamówień|reklamacji)";
const CS_DESK =
  "(?:recepce|rezervací|objednávek|objednávání|ordinace|kliniky|obchodu|e-shopu|servisu|dílny|podpory|zákaznické podpory|zákaznického servisu|fakturace|prodeje|kanceláře|lékárny|reklamací|pojistných událostí)";
const SK_DESK =
  "(?:recepcie|rezervácií|objednávok|objednávania|ambulancie|kliniky|obchodu|e-shopu|servisu|dielne|podpory|zákazníckej podpory|fakturácie|predaja|kancelárie|lekárne|reklamácií)";
const SL_DESK =
  "(?:recepcije|rezervacij|naročanja|naročil|ambulante|klinike|trgovine|servisa|delavnice|podpore|službe za stranke|obračuna|prodaje|pisarne|lekarne|reklamacij)";
const SH_DESK =
  "(?:recepcije|rezervacija|narudžbi|narudžbe|termina|ordinacije|klinike|trgovine|prodavnice|servisa|radionice|podrške|korisničke podrške|naplate|prodaje|ureda|kancelarije|ljekarne|apoteke|reklamacija)";
const RU_DESK =
  "(?:ресепшн|ресепшена|регистратуры|приёмной|приемной|записи|бронирования|клиники|магазина|сервиса|автосервиса|поддержки|службы поддержки|бухгалтерии|отдела продаж|отдела заказов|склада|офиса|аптеки|претензий)";
const UK_DESK =
  "(?:ресепшн|ресепшену|реєстратури|приймальні|запису|бронювання|клініки|магазину|сервісу|автосервісу|підтримки|служби підтримки|бухгалтерії|відділу продажів|відділу замовлень|офісу|аптеки)";
const BG_DESK =
  "(?:рецепцията|рецепция|резервациите|резервации|записванията|клиниката|магазина|сервиза|поддръжката|поддръжка|обслужване на клиенти|фактурирането|продажбите|поръчките|офиса|аптеката)";
const EL_DESK =
  "(?:υποδοχής|ρεσεψιόν|κρατήσεων|ραντεβού|κλινικής|ιατρείου|καταστήματος|συνεργείου|υποστήριξης|εξυπηρέτησης πελατών|τιμολόγησης|παραγγελιών|πωλήσεων|γραφείου|φαρμακείου|αποζημιώσεων)";
const LV_DESK =
  "(?:reģistratūras|uzņemšanas|rezervāciju|pierakstu|klīnikas|veikala|servisa|atbalsta|klientu atbalsta|rēķinu|pasūtījumu|pārdošanas|biroja|aptiekas)";
const LT_DESK =
  "(?:registratūros|priėmimo|rezervacijų|registracijos|klinikos|parduotuvės|serviso|palaikymo|klientų aptarnavimo|sąskaitų|užsakymų|pardavimų|biuro|vaistinės)";

// ─── Uralic, Turkic, Caucasus, Mongolian (desk before the helper, case suffixes) ─────────────────────────────────────
const HU_DESK =
  "(?:recepció|recepciós|recepciós pult|foglalási|időpontfoglaló|időpontfoglalási|ügyfélszolgálati|ügyfélszolgálat|számlázási|rendelési|értékesítési|kárügyintézési|rendelői|klinikai|klinika|bolti|szerviz|irodai|patikai)";
const FI_DESK =
  "(?:vastaanoton|vastaanotto|ajanvarauksen|ajanvaraus|varaus|kalenteri|asiakaspalvelun|asiakaspalvelu|tuki|laskutuksen|laskutus|tilausten|tilaus|myynnin|myynti|klinikan|klinikka|kaupan|verkkokaupan|korjaamon|toimiston|apteekin|vahinko)";
const ET_DESK =
  "(?:registratuuri|registratuur|vastuvõtu|broneeringu|broneerimise|kliiniku|teeninduse|klienditoe|arvelduse|tellimuste|müügi|kontori|apteegi)";
const TR_DESK =
  "(?:resepsiyon|karş[ıi]lama|randevu|rezervasyon|kay[ıi]t|klinik|mağaza|servis|destek|müşteri hizmetleri|fatura|sipariş|satış|ofis|eczane|hasar)";
const AZ_DESK = "(?:qəbul|resepsiya|qeydiyyat|rezervasiya|bron|klinika|mağaza|servis|dəstək|satış|ofis|mühasibat)";
const KK_DESK = "(?:қабылдау|тіркеу|брондау|жазылу|клиника|дүкен|сервис|қолдау|сату|кеңсе)";
const UZ_DESK = "(?:qabulxona|qabul|roʻyxatga olish|bron|klinika|doʻkon|servis|qoʻllab-quvvatlash|savdo|ofis)";
const MN_DESK =
  "(?:хүлээн авалтын|захиалгын|цаг захиалгын|бүртгэлийн|эмнэлгийн|дэлгүүрийн|үйлчилгээний|борлуулалтын|тооцооны|оффисын)";
const HY_DESK =
  "(?:ընդունարանի|ամրագրման|ամրագրումների|գրանցման|կլինիկայի|խանութի|սպասարկման|աջակցության|վաճառքի|գրասենյակի|հաշվապահության)";
const KA_DESK =
  "(?:მიღების|რეგისტრატურის|ჯავშნის|დაჯავშნის|კლინიკის|მაღაზიის|სერვისის|მხარდაჭერის|გაყიდვების|ოფისის|ბუღალტერიის)";

// ─── South and Southeast Asia, Africa (loanwords beside the native words) ────────────────────────────────────────────
const ID_DESK =
  "(?:resepsi|pendaftaran|reservasi|pemesanan|janji temu|klinik|toko|bengkel|dukungan|layanan pelanggan|penagihan|tagihan|pesanan|penjualan|kantor|apotek)";
const MS_DESK =
  "(?:penyambut tetamu|kaunter|tempahan|temu janji|klinik|kedai|bengkel|sokongan|khidmat pelanggan|bil|pesanan|jualan|pejabat|farmasi|resepsi)";
const JV_DESK = "(?:resepsi|pendaftaran|pesenan|pesanan|reservasi|klinik|toko|bengkel|layanan pelanggan|kantor|apotek)";
const TL_DESK =
  "(?:reception|front desk|booking|bookings|reservation|appointments?|clinic|klinika|tindahan|shop|talyer|billing|orders|sales|opisina|botika)";
const VI_DESK =
  "(?:lễ tân|quầy lễ tân|đặt lịch|đặt chỗ|đặt phòng|lịch hẹn|phòng khám|cửa hàng|gara|xưởng|hỗ trợ|chăm sóc khách hàng|thanh toán|hóa đơn|đơn hàng|bán hàng|văn phòng|nhà thuốc|bồi thường)";
const SW_DESK =
  "(?:mapokezi|uhifadhi|miadi|kliniki|duka|gereji|huduma kwa wateja|msaada|malipo|ankara|oda|mauzo|ofisi|famasia)";
const HI_DESK =
  "(?:रिसेप्शन|स्वागत|बुकिंग|अपॉइंटमेंट|क्लिनिक|दुकान|शॉप|गैराज|वर्कशॉप|सपोर्ट|ग्राहक सेवा|बिलिंग|ऑर्डर|सेल्स|बिक्री|ऑफिस|कार्यालय|फार्मेसी|क्लेम)(?: डेस्क| काउंटर)?";
const HI_LATN_DESK =
  "(?:reception|booking|appointment|clinic|shop|dukaan|dukan|garage|billing|order|sales|office|pharmacy)(?: desk)?";
const BN_DESK =
  "(?:রিসেপশন|অভ্যর্থনা|বুকিং|অ্যাপয়েন্টমেন্ট|ক্লিনিক|দোকান|শপ|গ্যারেজ|সাপোর্ট|গ্রাহক সেবা|বিলিং|অর্ডার|সেলস|বিক্রয়|অফিস|ফার্মেসি)(?: ডেস্ক)?";
const NE_DESK =
  "(?:रिसेप्सन|रिसेप्शन|स्वागत कक्ष|बुकिङ|बुकिंग|अपोइन्टमेन्ट|क्लिनिक|पसल|सर्भिस|सपोर्ट|ग्राहक सेवा|बिलिङ|अर्डर|बिक्री|कार्यालय|अफिस|फार्मेसी)";
const MR_DESK =
  "(?:रिसेप्शन|स्वागत कक्ष|बुकिंग|अपॉइंटमेंट|क्लिनिक|दुकान|गॅरेज|सपोर्ट|ग्राहक सेवा|बिलिंग|ऑर्डर|विक्री|ऑफिस|कार्यालय|फार्मसी)";
const GU_DESK = "(?:રિસેપ્શન|સ્વાગત|બુકિંગ|એપોઇન્ટમેન્ટ|ક્લિનિક|દુકાન|ગેરેજ|સપોર્ટ|ગ્રાહક સેવા|બિલિંગ|ઓર્ડર|વેચાણ|ઓફિસ|ફાર્મસી)";
const PA_DESK = "(?:ਰਿਸੈਪਸ਼ਨ|ਬੁਕਿੰਗ|ਅਪੌਇੰਟਮੈਂਟ|ਕਲੀਨਿਕ|ਦੁਕਾਨ|ਗੈਰਾਜ|ਸਪੋਰਟ|ਗਾਹਕ ਸੇਵਾ|ਬਿਲਿੰਗ|ਆਰਡਰ|ਵਿਕਰੀ|ਦਫ਼ਤਰ|ਦਫਤਰ|ਫਾਰਮੇਸੀ)";
const TE_DESK = "(?:రిసెప్షన్|బుకింగ్|అపాయింట్మెంట్|క్లినిక్|షాప్|దుకాణ|గ్యారేజ్|సపోర్ట్|కస్టమర్ సర్వీస్|బిల్లింగ్|ఆర్డర్|సేల్స్|ఆఫీస్|కార్యాలయ|ఫార్మసీ)";
const KN_DESK = "(?:ರಿಸೆಪ್ಷನ್|ಸ್ವಾಗತ|ಬುಕಿಂಗ್|ಅಪಾಯಿಂಟ್ಮೆಂಟ್|ಕ್ಲಿನಿಕ್|ಅಂಗಡಿ|ಶಾಪ್|ಗ್ಯಾರೇಜ್|ಸಪೋರ್ಟ್|ಗ್ರಾಹಕ ಸೇವೆ|ಬಿಲ್ಲಿಂಗ್|ಆರ್ಡರ್|ಮಾರಾಟ|ಕಚೇರಿ|ಆಫೀಸ್|ಫಾರ್ಮಸಿ)";
const ML_DESK = "(?:റിസപ്ഷൻ|ബുക്കിംഗ്|അപ്പോയിന്റ്മെന്റ്|ക്ലിനിക്|ഷോപ്പ്|ഗാരേജ്|സപ്പോർട്ട്|കസ്റ്റമർ സർവീസ്|ബില്ലിംഗ്|ഓർഡർ|സെയിൽസ്|ഓഫീസ്|ഫാർമസി)";
const TA_DESK =
  "(?:வரவேற்பு|ரிசப்ஷன்|முன்பதிவு|புக்கிங்|கிளினிக்|கடை|ஷாப்|கேரேஜ்|சப்போர்ட்|வாடிக்கையாளர் சேவை|பில்லிங்|ஆர்டர்|விற்பனை|அலுவலக|ஆபீஸ்|மருந்தக)";
const SI_DESK = "(?:පිළිගැනීමේ|රිසෙප්ෂන්|වෙන්කිරීම්|බුකින්|හමුවීම්|සායනයේ|ක්ලිනික්|සාප්පුවේ|කඩයේ|ගරාජයේ|පාරිභෝගික සේවා|බිල්පත්|ඇණවුම්|විකුණුම්|කාර්යාලයේ|ෆාමසියේ)";

// ─── Right-to-left, Ethiopic and the unspaced scripts ────────────────────────────────────────────────────────────────
const AR_DESK =
  "(?:ال)?(?:استقبال|حجوزات|حجز|مواعيد|عيادة|متجر|ورشة|دعم|خدمة العملاء|فواتير|طلبات|مبيعات|مكتب|صيدلية|مطالبات)";
const AR_AI = "(?:ال)?(?:بوت|روبوت|شات ?بوت|(?:مساعد|وكيل) (?:ال)?(?:آلي|ذكي|افتراضي|رقمي|الذكاء الاصطناعي))";
const FA_DESK =
  "(?:پذیرش|رزرو|نوبت ?دهی|کلینیک|مطب|فروشگاه|تعمیرگاه|پشتیبانی|خدمات مشتریان|صورتحساب|سفارش|فروش|دفتر|داروخانه)";
const UR_DESK =
  "(?:ریسیپشن|استقبالیہ|بکنگ|اپائنٹمنٹ|کلینک|دکان|شاپ|ورکشاپ|سپورٹ|کسٹمر سروس|بلنگ|آرڈر|سیلز|دفتر|فارمیسی)";
const PS_DESK = "(?:استقبالیه|ریسپشن|بکینګ|نوبت|کلینیک|دوکان|هټۍ|ورکشاپ|ملاتړ|پلور|دفتر|درملتون)";
const CKB_DESK =
  "(?:پێشوازی|نۆرە|کلینیک|دوکان|فرۆشگا|گەراج|پشتگیری|خزمەتگوزاری کڕیار|پسوولە|داواکاری|فرۆشتن|نووسینگە|دەرمانخانە)";
const HE_DESK =
  "(?:ה)?(?:קבלה|קבלת קהל|הזמנות|תורים|זימון תורים|מרפאה|חנות|מוסך|תמיכה|שירות לקוחות|חיובים|חשבוניות|מכירות|משרד|בית מרקחת|תביעות)";
const AM_DESK = "(?:የእንግዳ መቀበያ|የመቀበያ|የቀጠሮ|የቦታ ማስያዣ|የክሊኒኩ|የክሊኒክ|የሱቁ|የሱቅ|የቢሮ|የደንበኞች አገልግሎት|የሽያጭ|እንግዳ መቀበያ|መቀበያ|ቀጠሮ)";
const TI_DESK = "(?:ናይ )?(?:መቐበሊ|ቆጸራ|ክሊኒክ|ድኳን|ቤት ጽሕፈት|ዓማዊል ኣገልግሎት|መሸጣ)";
const KO_DESK =
  "(?:접수|안내|리셉션|프런트|프론트|예약|일정|상담|고객 ?센터|고객 ?지원|고객 ?서비스|청구|주문|판매|영업|병원|의원|클리닉|매장|정비소|사무실|약국|보상)";
const JA_DESK =
  "(?:受付|フロント|予約|窓口|カスタマーサポート|サポート|お客様窓口|請求|受注|注文|営業|販売|クリニック|医院|店舗|ショップ|整備工場|事務所|薬局)";
const ZH_DESK =
  "(?:前台|接待|预约|預約|预订|預訂|订单|訂單|客服|售后|售後|账单|帳單|结算|結算|理赔|理賠|销售|銷售|诊所|診所|门店|門店|店铺|店鋪|维修|維修|办公室|辦公室|药房|藥房)";
const TH_DESK =
  "(?:แผนกต้อนรับ|ต้อนรับ|เคาน์เตอร์|จอง|นัดหมาย|คลินิก|ร้าน|อู่|ซัพพอร์ต|บริการลูกค้า|ใบแจ้งหนี้|คำสั่งซื้อ|ออเดอร์|ฝ่ายขาย|สำนักงาน|ออฟฟิศ|ร้านยา|เคลม)";
const LO_DESK = "(?:ຕ້ອນຮັບ|ຈອງ|ນັດໝາຍ|ຄລີນິກ|ຮ້ານ|ອູ່|ບໍລິການລູກຄ້າ|ໃບແຈ້ງໜີ້|ການສັ່ງຊື້|ຫ້ອງການ|ຮ້ານຂາຍຢາ)";
const KM_DESK = "(?:ទទួលភ្ញៀវ|ការកក់|កក់|ណាត់ជួប|គ្លីនិក|ហាង|យានដ្ឋាន|សេវាអតិថិជន|វិក្កយបត្រ|ការបញ្ជាទិញ|លក់|ការិយាល័យ|ឱសថស្ថាន)";
const MY_DESK =
  "(?:ဧည့်ကြို|ဘွတ်ကင်|ကြိုတင်စာရင်း|ချိန်းဆို|ဆေးခန်း|ဝပ်ရှော့|ဖောက်သည်ဝန်ဆောင်မှု|ငွေတောင်းခံ|အော်ဒါ|အရောင်း|ရုံး|ဆေးဆိုင်)(?: ?(?:ဌာန|ကောင်တာ))?";

const ROWS: Partial<Record<Lang, DeskRow>> = {
  en: {
    machine: `${EN_DESK} (?:ai|a\\.i\\.|bot|chatbot)|(?:ai|automated|digital) ${EN_DESK} (?:assistant|agent|bot|helper)|${EN_DESK} (?:assistant|agent) \\((?:ai|automated|bot|virtual)\\)|(?:bot|chatbot|ai assistant|ai agent|virtual assistant) (?:of|for|at) (?:the|this) ${EN_DESK}`,
    title: `(?:${EN_DESK}|${EN_SUPPORT}) (?:assistant|agent)`,
    to: "(?:to|for|attn:?|attention:?|note (?:to|for)|message (?:to|for)|instructions? (?:to|for)|dear|hi|hello|hey) (?:the |this )?",
    sys: `${EN_SUPPORT} (?:ai|a\\.i\\.|bot|chatbot)|(?:ai|automated) (?:${EN_DESK}|${EN_SUPPORT}) system`,
  },
  de: {
    machine: `(?:ki-?)?${DE_DESK}-?(?:ki|bot|chatbot)(?:s)?|ki-?${DE_DESK}-?(?:assistent|assistentin|assistenten|agent|agentin|agenten|bot)|(?:ki|bot|chatbot|ki-assistent(?:in|en)?) (?:des|der|vom) (?:empfangs|empfang|praxis|klinik|werkstatt|shops|kundenservice|terminvergabe|buchung)`,
    title: `(?:${DE_DESK}|service|support|kundenservice|kundendienst)-?(?:assistent|assistentin|assistenten|assistenz|agent|agentin|agenten)`,
    to: "(?:an|für|zu händen|z\\. ?h\\.|hinweis für|zusatz für|nachricht für|anweisung für|liebe|lieber|liebes|hallo) (?:den |die |das |der |dem |alle )?",
    sys: `ki-?${DE_DESK}-?(?:system|systeme|systemen|systems)|(?:ki-?)?(?:service|support|kundenservice|kundendienst|helpdesk)-?(?:ki|bot|chatbot)`,
  },
  fr: {
    machine: `(?:bot|chatbot|ia|agent ia|agent d'ia|assistant ia|assistant d'ia|assistant virtuel|assistante virtuelle) (?:de l'|de la |du |des |d'|de )${FR_DESK}|${FR_DESK}-?bot`,
    title: `(?:assistant|assistante|agent|agente) (?:d'|de l'|de la |du |des |de )${FR_DESK}`,
    to: "(?:à|au|pour|à l'attention d[eu]|note pour|message pour|consigne pour|bonjour|cher|chère) (?:l'|le |la )?",
  },
  es: {
    machine: `(?:bot|chatbot|ia|agente de ia|agente ia|asistente de ia|asistente ia|asistente virtual) (?:de (?:la |el |los |las )?|del )${ES_DESK}`,
    title: `(?:asistente|agente) (?:de (?:la |los |las )?|del )${ES_DESK}`,
    to: "(?:al|a la|para el|para la|a|para|atención|hola|estimado|estimada|nota para el|nota para la) ",
  },
  it: {
    machine: `(?:bot|chatbot|ia|ai|agente ia|agente ai|assistente ia|assistente ai|assistente virtuale) (?:della |del |dello |dell'|delle |dei |di |per (?:la |le |il |l'|gli )?)${IT_DESK}`,
    title: `(?:assistente|agente) (?:alla |al |all'|alle |agli |della |del |di |dell')${IT_DESK}`,
    to: "(?:all'|alla |al |per l'|per la |per il |gentile |caro |cara |ciao |nota per l'|nota per il )",
  },
  pt: {
    machine: `(?:bot|chatbot|ia|agente de ia|agente ia|assistente de ia|assistente ia|assistente virtual) (?:da |do |de |dos |das )${PT_DESK}`,
    title: `(?:assistente|agente) (?:da |do |de |dos |das )${PT_DESK}`,
    to: "(?:ao|à|para o|para a|atenção|olá|prezado|prezada|caro|cara) ",
  },
  ca: {
    machine: `(?:bot|xatbot|ia|agent d'ia|assistent d'ia|assistent virtual) (?:de (?:la |l')?|del |dels |d')${CA_DESK}`,
    title: `(?:assistent|assistenta|agent) (?:de (?:la |l')?|del |dels |d')${CA_DESK}`,
    to: "(?:a l'|al |a la |per a l'|per al |per a la |hola |benvolgut |benvolguda )",
  },
  ro: {
    machine: `(?:bot|botul|chatbot|chatbotul|ai|ia|asistent(?:ul|ului)? (?:ai|ia|virtual)|agent(?:ul|ului)? (?:ai|ia)) (?:de la |al |de |pentru )?${RO_DESK}`,
    title: `(?:asistent(?:ul|ului|ule|a|ei|e)?|agent(?:ul|ului)?) (?:de la |al |a |de |pentru )?${RO_DESK}`,
    to: "(?:către|pentru|stimate|stimată|dragă|în atenția) ",
    spell: romanian,
  },
  nl: {
    machine: `(?:ai-?)?${NL_DESK}-?(?:bot|chatbot|ai)|ai-?${NL_DESK}-?(?:assistent|agent)`,
    title: `${NL_DESK}-?(?:assistent|assistente)`,
    to: "(?:aan|voor|beste|hallo|t\\.a\\.v\\.?) (?:de |het )?",
  },
  af: {
    machine: `(?:ki-?|ai-?)?${AF_DESK}-?(?:bot|ki|ai)|(?:ki|ai)-?${AF_DESK}-?assistent`,
    title: `${AF_DESK}-?assistent`,
    to: "(?:aan|vir|beste|geagte|hallo) (?:die )?",
  },
  sv: {
    machine: `(?:ai-?)?${SV_DESK}-?(?:bot|boten|chatbot|chatboten|ai:?n?)|ai-?${SV_DESK}-?assistent(?:en)?`,
    title: `${SV_DESK}-?assistent(?:en)?`,
    to: "(?:till|för|hej|kära|att:) (?:den |det )?",
    spell: unmarked,
  },
  da: {
    machine: `(?:ai-?)?${DA_DESK}-?(?:bot|botten|chatbot|chatbotten|ai'?en|ai)|ai-?${DA_DESK}-?assistent(?:en)?`,
    title: `${DA_DESK}-?assistent(?:en)?`,
    to: "(?:til|for|kære|hej|att\\.?:?) (?:den |det )?",
  },
  nb: {
    machine: `(?:ki-?|ai-?)?${NB_DESK}-?(?:bot|boten|chatbot|chatboten|ki|ai|ki-en|ai-en)|(?:ki|ai)-?${NB_DESK}-?assistent(?:en)?`,
    title: `${NB_DESK}-?assistent(?:en)?`,
    to: "(?:til|for|kjære|hei|att\\.?:?) (?:den |det )?",
  },
  pl: {
    machine: `(?:bot\\p{L}{0,3}|chatbot\\p{L}{0,3}|ai|asystent\\p{L}{0,3} ai|agent\\p{L}{0,3} ai|wirtualn\\p{L}{1,3} asystent\\p{L}{0,3}) ${PL_DESK}|(?:recepcyjn|rezerwacyjn|sklepow)\\p{L}{1,3} (?:bot\\p{L}{0,3}|chatbot\\p{L}{0,3}|asystent\\p{L}{0,3} ai)`,
    title: `asysten[tc]\\p{L}{0,3} ${PL_DESK}`,
    to: "(?:do|dla|drogi|droga|szanowny|szanowna|uwaga,?) ",
    spell: unmarked,
  },
  cs: {
    machine: `(?:bot\\p{L}{0,3}|chatbot\\p{L}{0,3}|ai|ai asistent\\p{L}{0,3}|ai-asistent\\p{L}{0,3}|virtuální asistent\\p{L}{0,3}) ${CS_DESK}|(?:recepční|rezervační|objednávkov\\p{L}{1,2}|zákaznick\\p{L}{1,2}|servisní) (?:bot\\p{L}{0,3}|chatbot\\p{L}{0,3}|ai asistent\\p{L}{0,3})`,
    title: `asistent\\p{L}{0,3} ${CS_DESK}`,
    to: "(?:pro|k rukám|milý|milá|vážený|vážená) ",
    spell: unmarked,
  },
  sk: {
    machine: `(?:bot\\p{L}{0,3}|chatbot\\p{L}{0,3}|ai|ai asistent\\p{L}{0,3}|ai-asistent\\p{L}{0,3}|virtuáln\\p{L}{1,2} asistent\\p{L}{0,3}) ${SK_DESK}|(?:recepčn|rezervačn|objednávkov|zákaznícky|zákaznícke)\\p{L}{0,2} (?:bot\\p{L}{0,3}|chatbot\\p{L}{0,3}|ai asistent\\p{L}{0,3})`,
    title: `asistent\\p{L}{0,3} ${SK_DESK}`,
    to: "(?:pre|k rukám|milý|milá|vážený|vážená) ",
    spell: unmarked,
  },
  sl: {
    machine: `(?:bot\\p{L}{0,3}|klepetalni robot\\p{L}{0,3}|ui|ai|ui asistent\\p{L}{0,3}|ai asistent\\p{L}{0,3}|virtualn\\p{L}{1,2} asistent\\p{L}{0,3}) ${SL_DESK}`,
    title: `asistent\\p{L}{0,3} ${SL_DESK}`,
    to: "(?:za|spoštovani|spoštovana|dragi|draga) ",
    spell: unmarked,
  },
  sh: {
    machine: `(?:bot\\p{L}{0,3}|chatbot\\p{L}{0,3}|ai|ui|vi|ai asistent\\p{L}{0,3}|ui asistent\\p{L}{0,3}|virtualn\\p{L}{1,2} asistent\\p{L}{0,3}) ${SH_DESK}`,
    title: `asistent\\p{L}{0,3} ${SH_DESK}`,
    to: "(?:za|poštovani|poštovana|dragi|draga|n/r) ",
    spell: serbian,
  },
  ru: {
    machine: `(?:бот|чат-бот|чатбот|ии-ассистент|ии-помощник|ии-агент)\\p{L}{0,3} ${RU_DESK}|(?:ии|ai) ${RU_DESK}|(?:виртуальн|цифров)\\p{L}{2,3} (?:ассистент|помощник)\\p{L}{0,2} ${RU_DESK}`,
    title: `(?:ассистент|помощник)\\p{L}{0,2} ${RU_DESK}`,
    to: "(?:для|к|уважаемый|уважаемая|дорогой|вниманию|внимание,?) ",
  },
  uk: {
    machine: `(?:бот|чат-бот|чатбот|ші-асистент|ші-помічник|ші-агент)\\p{L}{0,3} ${UK_DESK}|(?:ші|ai) ${UK_DESK}|(?:віртуальн|цифров)\\p{L}{2,3} (?:асистент|помічник)\\p{L}{0,2} ${UK_DESK}`,
    title: `(?:асистент|помічник)\\p{L}{0,3} ${UK_DESK}`,
    to: "(?:для|до|шановний|шановна|увага,?) ",
  },
  bg: {
    machine: `(?:бот|ботът|бота|чатбот|чатботът|ии асистент|ai асистент|виртуалн\\p{L}{1,2} асистент)\\p{L}{0,2} (?:на|за) ${BG_DESK}`,
    title: `асистент\\p{L}{0,3} (?:на|в) ${BG_DESK}`,
    to: "(?:за|до|уважаем\\p{L}{1,2}|драги|здравей,?) ",
  },
  el: {
    machine: `(?:bot|chatbot|μποτ|ai|τν|ψηφιακ\\p{L}{1,2} βοηθ\\p{L}{1,3}|βοηθ\\p{L}{1,3} (?:ai|τν|τεχνητής νοημοσύνης)) (?:της |του |των )?${EL_DESK}`,
    title: `βοηθ\\p{L}{1,3} (?:της |του |των )?${EL_DESK}`,
    to: "(?:προς τον |προς την |για τον |για την |στον |στην |αγαπητ\\p{L}{1,2} )",
  },
  lv: {
    machine: `${LV_DESK} (?:mi|ai|bot|botam|čatbot|tērzēšanas robot|mi asistent|ai asistent|virtuāl\\p{L}{1,3} asistent)\\p{L}{0,4}`,
    title: `${LV_DESK} asistent\\p{L}{0,4}`,
    to: "(?:cienījam\\p{L}{1,3}|dārg\\p{L}{1,3}|uzmanību,?) ",
    spell: unmarked,
  },
  lt: {
    machine: `${LT_DESK} (?:di|ai|bot|botui|pokalbių robot|robot|di asistent|ai asistent|virtual\\p{L}{1,3} asistent)\\p{L}{0,4}`,
    title: `${LT_DESK} asistent\\p{L}{0,4}`,
    to: "(?:gerbiam\\p{L}{1,3}|mielas|mieloji|dėmesio,?) ",
    spell: unmarked,
  },
  hu: {
    machine: `${HU_DESK}[- ]?(?:ai|mi|bot|chatbot|ai-asszisztens|mi-asszisztens|ai asszisztens|mi asszisztens|virtuális asszisztens)\\p{L}{0,5}|(?:ai|mi|mesterséges intelligencia)[- ](?:recepciós|ügyfélszolgálati|foglalási|időpontfoglaló)[- ]?(?:asszisztens|rendszer|bot)\\p{L}{0,5}`,
    title: `${HU_DESK}[- ]?asszisztens\\p{L}{0,5}`,
    to: "(?:kedves|tisztelt|figyelem,?) ",
    spell: unmarked,
  },
  fi: {
    machine: `${FI_DESK}[- ]?(?:botti|tekoäly|tekoälyavustaja|tekoäly-avustaja|ai-avustaja|virtuaaliavustaja|chatbotti)\\p{L}{0,6}|(?:tekoäly-?avustajalle|ai-avustajalle|tekoäly-?avustajan|tekoälylle|botille)`,
    title: `${FI_DESK}-?(?:avustaja|assistentti)\\p{L}{0,6}`,
    to: "(?:hyvä|arvoisa|huom\\.?|huomio,?) ",
    spell: unmarked,
  },
  et: {
    machine: `${ET_DESK}[- ]?(?:bot|botile|tehisintellekt|ti|ai|tehisaru|ai-assistent|ti-assistent|virtuaalassistent|juturobot)\\p{L}{0,5}`,
    title: `${ET_DESK}[- ]?assistent\\p{L}{0,4}`,
    to: "(?:lugupeetud|hea|kallis|tähelepanu,?) ",
    spell: unmarked,
  },
  tr: {
    machine: `${TR_DESK}(?: masas[ıi]| birimi| departman[ıi])?(?:n[ıi]n)? (?:yapay zek[aâ]|yz|ai|bot|botu|chatbot|chatbotu|sohbet botu|yapay zek[aâ] asistan[ıi]|dijital asistan[ıi]|sanal asistan[ıi])\\p{L}{0,5}`,
    title: `${TR_DESK}(?: masas[ıi]| birimi)? asistan\\p{L}{0,4}`,
    to: "(?:say[ıi]n|değerli|merhaba|dikkat,?) ",
  },
  az: {
    machine: `${AZ_DESK}\\p{L}{0,5} (?:ai|süni intellekt|bot|çatbot|virtual köməkçi|süni intellekt köməkçi)\\p{L}{0,5}`,
    title: `${AZ_DESK}\\p{L}{0,5} (?:köməkçi|asistent)\\p{L}{0,5}`,
    to: "(?:hörmətli|əziz|diqqət,?) ",
    spell: azerbaijani,
  },
  kk: {
    machine: `${KK_DESK}\\p{L}{0,6} (?:ai|жи|бот|чат-бот|чатбот|жасанды интеллект|виртуалды көмекші)\\p{L}{0,5}`,
    title: `${KK_DESK}\\p{L}{0,6} (?:көмекші|ассистент)\\p{L}{0,5}`,
    to: "(?:құрметті|қадірлі|назар аударыңыз,?) ",
  },
  uz: {
    machine: `${UZ_DESK}\\p{L}{0,6} (?:ai|sunʼiy intellekt|bot|chatbot|virtual yordamchi)\\p{L}{0,5}`,
    title: `${UZ_DESK}\\p{L}{0,6} (?:yordamchi|assistent)\\p{L}{0,5}`,
    to: "(?:hurmatli|aziz|diqqat,?) ",
    spell: uzbek,
  },
  mn: {
    machine: `${MN_DESK} (?:ai|хиймэл оюун|бот|чатбот|виртуал туслах)(?:-?[\\p{L}]{0,4})`,
    title: `${MN_DESK} туслах\\p{L}{0,4}`,
    to: "(?:эрхэм|хүндэт|анхаар,?) ",
  },
  hy: {
    machine: `${HY_DESK} (?:ai|աբ|բոտ|չաթբոտ|արհեստական բանականության օգնական|վիրտուալ օգնական)\\p{L}{0,3}`,
    title: `${HY_DESK} (?:օգնական|ասիստենտ)\\p{L}{0,3}`,
    to: "(?:հարգելի|սիրելի|ուշադրություն,?) ",
  },
  ka: {
    machine: `${KA_DESK} (?:ai|ბოტ|ჩატბოტ|ai-ასისტენტ|ხელოვნური ინტელექტ|ვირტუალურ ასისტენტ)\\p{L}{0,4}`,
    title: `${KA_DESK} (?:ასისტენტ|თანაშემწე)\\p{L}{0,4}`,
    to: "(?:ძვირფასო|პატივცემულო|ყურადღება,?) ",
  },
  id: {
    machine: `(?:bot|chatbot|ai|asisten ai|asisten virtual|agen ai) ${ID_DESK}`,
    title: `asisten ${ID_DESK}`,
    to: "(?:kepada|untuk|yth\\.?|halo) (?:yth\\.? )?",
  },
  ms: {
    machine: `(?:bot|chatbot|ai|ki|pembantu ai|pembantu maya|ejen ai) ${MS_DESK}`,
    title: `pembantu ${MS_DESK}`,
    to: "(?:kepada|untuk|buat) ",
  },
  jv: {
    machine: `(?:bot|chatbot|ai|asisten ai|asisten virtual) ${JV_DESK}`,
    title: `asisten ${JV_DESK}`,
    to: "(?:kagem|kanggo|dhumateng|marang) ",
  },
  tl: {
    machine: `(?:bot|chatbot|ai|ai assistant|ai na katulong|virtual assistant) (?:ng|sa|para sa) ${TL_DESK}`,
    title: `(?:assistant|katulong) (?:ng|sa) ${TL_DESK}`,
    to: "(?:para sa|kay|mahal na|sa) (?:mga )?",
  },
  vi: {
    machine: `(?:bot|chatbot|ai|trợ lý ai|trợ lý ảo|trí tuệ nhân tạo)(?: (?:của|ở|tại))? ${VI_DESK}`,
    title: `trợ lý ${VI_DESK}`,
    to: "(?:gửi|kính gửi|gởi|thưa|chào|gửi tới) ",
  },
  sw: {
    machine: `(?:bot|chatbot|roboti|ai|akili bandia|msaidizi wa ai|msaidizi wa akili bandia|msaidizi wa kidijitali) (?:wa|ya|la|katika) ${SW_DESK}`,
    title: `msaidizi wa ${SW_DESK}`,
    to: "(?:kwa|kwa ajili ya|mpendwa|ndugu) ",
  },
  yo: {
    machine: yoruba(
      "(?:bot|chatbot|ai|olùrànlọ́wọ́ ai) (?:ti|tí|fún) (?:reception|booking|ìforúkọsílẹ̀|ìgbàlejò|ilé-ìwòsàn|ilé ìwòsàn|ṣọ́ọ̀bù|ọ́fíìsì|ìpinnu lát)",
    ).normalize("NFKC"),
    title: yoruba("olùrànlọ́wọ́ (?:ti |tí )?(?:reception|booking|ìgbàlejò|ilé-ìwòsàn|ọ́fíìsì)").normalize("NFKC"),
    to: "(?:sí|si|fún|fun) ",
  },
  ha: {
    machine: hausa(
      "(?:bot|chatbot|ai|mataimakin ai|mataimakiyar ai) (?:na|ta) (?:liyafa|karɓar baƙi|reception|booking|asibiti|shago|ofis|tallafi|sayarwa|oda)",
    ),
    title: hausa("(?:mataimaki|mataimakiya) (?:na|ta) (?:liyafa|karɓar baƙi|reception|booking)"),
    to: "(?:zuwa ga|ga|don) ",
  },
  ig: {
    machine:
      "(?:bot|chatbot|ai|onye enyemaka ai) (?:nke|na) (?:reception|nnabata|booking|ụlọ ọgwụ|ulo ogwu|ụlọ ahịa|ulo ahia|ọfịs|ofis|nkwado)",
    title: "onye enyemaka (?:nke|na) (?:reception|nnabata|booking|ụlọ ọgwụ|ulo ogwu|ọfịs|ofis)",
    to: "(?:nye|maka|ezigbo) ",
  },
  zu: {
    machine:
      "(?:i?bot|i?chatbot|i?ai|umsizi we-ai|umsizi wobuhlakani bokwenziwa) (?:(?:we|wa|ka|yo|ye)[- ]?(?:reception|desk|booking)|(?:(?:we|wa|ka|yo|ye)[- ]?)?(?:kwamukela|okwamukela|wokwamukela|yokwamukela|okubhuka|wokubhuka|yokubhuka|mtholampilo|emtholampilo|sitolo|esitolo|hhovisi|ehhovisi))",
    title:
      "umsizi (?:we|wa|wo|wase)[- ]?(?:reception|desk|booking|kwamukela|okwamukela|okubhuka|mtholampilo|sitolo|hhovisi)",
    to: "(?:ku|kuwe|sawubona) ",
  },
  xh: {
    machine:
      "(?:i?bot|i?chatbot|i?ai|umncedisi we-ai|umncedisi wobukrelekrele bokwenziwa) (?:(?:we|wa|ka|yo|ye)[- ]?(?:reception|desk|booking)|(?:(?:we|wa|ka|yo|ye)[- ]?)?(?:lwamkelo|olwamkelo|wolwamkelo|yolwamkelo|okubhukisha|wokubhukisha|yokubhukisha|kliniki|ekliniki|venkile|evenkile|ofisi|eofisi))",
    title:
      "umncedisi (?:we|wa|wo|wase)[- ]?(?:reception|desk|booking|lwamkelo|olwamkelo|okubhukisha|kliniki|venkile|ofisi)",
    to: "(?:ku|kuwe|molo) ",
  },
  so: {
    machine:
      "(?:bot(?:ka)?|chatbot(?:ka)?|ai|caawiyaha ai|kaaliyaha ai|caawiye ai) (?:ee |ka |ta |oo )?(?:soo dhaweynta|qaabilaadda|ballamaha|ballanta|rugta caafimaadka|bakhaarka|dukaanka|xafiiska|taageerada|iibka|biilasha|dalabaadka)",
    title:
      "(?:caawiye|caawiyaha|kaaliye|kaaliyaha) (?:ee |ka )?(?:soo dhaweynta|qaabilaadda|ballamaha|ballanta|xafiiska)",
    to: "(?:ku socota|ku socda|loogu talagalay|mudane|marwo) ",
  },
  "ar-latn": {
    machine:
      "(?:bot|chatbot|ai|mosa3ed ai|musa3id ai|moussa3id ai|mosa3ed (?:el|al)?[- ]?ali|mosa3ed zaki) (?:el|al|l|li|ta3 el|dyal|bta3 el|bta3)[- ]?(?:reception|esti2bal|isti2bal|este2bal|7ajz|hajz|booking|mawa3id|clinic|3iyada|3eyada|maktab|mahal|matjar|support|da3m|fawatir|talabat|mabi3at|saydaliya)",
    title:
      "(?:mosa3ed|musa3id|moussa3id)(?:a|et|at)? (?:el|al|l)[- ]?(?:reception|esti2bal|isti2bal|este2bal|7ajz|hajz|mawa3id)",
    to: "(?:ila|ela|ilal|elal|lel|lil|ya) (?:el|al|l)?-?",
  },
  "hi-latn": {
    machine: `${HI_LATN_DESK} (?:ka|ke|ki|wala|wale) (?:ai|bot|chatbot)(?: assistant| sahayak)?`,
    title: `${HI_LATN_DESK} (?:assistant|sahayak)`,
    post: "(?: ke liye| ko| se)",
    to: "(?:dear|priya|namaste|hello|hi) ",
  },
  hi: {
    machine: `${HI_DESK}(?: के| का| की)? (?:एआई|ai|बॉट|bot|चैटबॉट)(?: (?:सहायक|असिस्टेंट))?`,
    title: `${HI_DESK} (?:सहायक|असिस्टेंट)`,
    post: "(?: के लिए| को| से)",
    to: "(?:प्रिय|नमस्ते|ध्यान दें,?) ",
  },
  bn: {
    machine: `${BN_DESK}(?:ের|এর)? (?:এআই|ai|বট|চ্যাটবট)(?: (?:সহকারী|অ্যাসিস্ট্যান্ট))?`,
    title: `${BN_DESK} (?:সহকারী|অ্যাসিস্ট্যান্ট)`,
    post: "(?:কে|কেই|এর জন্য|ের জন্য| এর জন্য)",
    to: "(?:প্রিয়|প্রিয়|নমস্কার|মনোযোগ দিন,?) ",
  },
  ne: {
    machine: `${NE_DESK}(?:को)? (?:एआई|ai|बोट|bot|च्याटबोट)(?: (?:सहायक|असिस्टेन्ट))?`,
    title: `${NE_DESK} (?:सहायक|असिस्टेन्ट)`,
    post: "(?:ले|लाई| लाई|का लागि| का लागि)",
    to: "(?:प्रिय|नमस्ते|ध्यान दिनुहोस्,?) ",
  },
  mr: {
    machine: `${MR_DESK}(?:चा|ची|चे|च्या)? (?:एआय|एआई|ai|बॉट|चॅटबॉट)(?: (?:सहाय्यक|असिस्टंट))?`,
    title: `${MR_DESK} (?:सहाय्यक|असिस्टंट)`,
    post: "(?:ला|साठी| साठी|सा)",
    to: "(?:प्रिय|नमस्कार|लक्ष द्या,?) ",
  },
  gu: {
    machine: `${GU_DESK}(?:નો|ના|ની)? (?:એઆઈ|ai|બોટ|ચેટબોટ)(?: (?:સહાયક|આસિસ્ટન્ટ))?`,
    title: `${GU_DESK} (?:સહાયક|આસિસ્ટન્ટ)`,
    post: "(?:ને|માટે| માટે)",
    to: "(?:પ્રિય|નમસ્તે|ધ્યાન આપો,?) ",
  },
  pa: {
    machine: `${PA_DESK}(?: ਦਾ| ਦੇ| ਦੀ)? (?:ਏਆਈ|ai|ਬੋਟ|ਚੈਟਬੋਟ)(?: (?:ਸਹਾਇਕ|ਅਸਿਸਟੈਂਟ))?`,
    title: `${PA_DESK} (?:ਸਹਾਇਕ|ਅਸਿਸਟੈਂਟ)`,
    post: "(?: ਲਈ|ਨੂੰ| ਨੂੰ)",
    to: "(?:ਪਿਆਰੇ|ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ|ਧਿਆਨ ਦਿਓ,?) ",
  },
  te: {
    machine: `${TE_DESK}\\S{0,3} (?:ఏఐ|ai|బాట్|చాట్బాట్)(?: (?:సహాయకుడు|అసిస్టెంట్))?`,
    title: `${TE_DESK}\\S{0,3} (?:సహాయకుడు|సహాయకురాలు|అసిస్టెంట్)`,
    post: "(?:కి|కు| కోసం)",
    to: "(?:ప్రియమైన|నమస్కారం,?|గమనిక,?) ",
  },
  kn: {
    machine: `${KN_DESK}\\S{0,3} (?:ಎಐ|ai|ಬಾಟ್|ಚಾಟ್ಬಾಟ್)(?: (?:ಸಹಾಯಕ|ಅಸಿಸ್ಟೆಂಟ್))?`,
    title: `${KN_DESK}\\S{0,3} (?:ಸಹಾಯಕ|ಸಹಾಯಕಿ|ಅಸಿಸ್ಟೆಂಟ್)`,
    post: "(?:ಗೆ|ಕ್ಕೆ| ಗಾಗಿ|ಗಾಗಿ)",
    to: "(?:ಪ್ರಿಯ|ನಮಸ್ಕಾರ,?|ಗಮನಿಸಿ,?) ",
  },
  ml: {
    machine: `${ML_DESK}\\S{0,4} (?:എഐ|ai|ബോട്ട്|ചാറ്റ്ബോട്ട്)(?: (?:സഹായി|അസിസ്റ്റന്റ്))?`,
    title: `${ML_DESK}\\S{0,4} (?:സഹായി|അസിസ്റ്റന്റ്)`,
    post: "(?:ന്|ക്ക്|യ്ക്ക്| വേണ്ടി)",
    to: "(?:പ്രിയ|നമസ്കാരം,?|ശ്രദ്ധിക്കുക,?) ",
  },
  ta: {
    machine: `${TA_DESK}\\S{0,4} (?:ஏஐ|ai|பாட்|போட்|சாட்பாட்|செயற்கை நுண்ணறிவு)(?: (?:உதவியாளர்|அசிஸ்டென்ட்))?`,
    title: `${TA_DESK}\\S{0,4} (?:உதவியாளர்|அசிஸ்டென்ட்)`,
    post: "(?:க்கு|ுக்கு| க்கு)",
    to: "(?:அன்புள்ள|வணக்கம்,?|கவனத்திற்கு,?) ",
  },
  si: {
    machine: `${SI_DESK}\\S{0,3} (?:ai|ඒඅයි|බොට්|චැට්බොට්|කෘත්රිම බුද්ධි)(?: (?:සහායක|සහායකයා))?`,
    title: `${SI_DESK}\\S{0,3} (?:සහායක|සහායකයා|සහායිකා)`,
    post: "(?:ට| සඳහා)",
    to: "(?:හිතවත්|ආයුබෝවන්,?|අවධානයට,?) ",
  },
  ar: {
    machine: `${AR_AI} (?:ل|في |الخاص ب|لدى |ب)?${AR_DESK}|(?:ال)?(?:بوت|روبوت) (?:ال)?(?:استقبال|حجوزات|حجز|مواعيد)`,
    title: "(?:ال)?مساعد(?:ة)? (?:ال)?(?:استقبال|حجوزات|مواعيد)",
    to: "(?:إلى|الى|ل|عناية|عزيزي) ?",
  },
  fa: {
    machine: `(?:بات|ربات|چت ?بات|دستیار (?:هوش مصنوعی|هوشمند|مجازی)|هوش مصنوعی)(?:ِ|ی)? (?:بخش )?${FA_DESK}`,
    title: `دستیار(?:ِ|ی)? (?:بخش )?(?:پذیرش|رزرو|نوبت ?دهی)`,
    to: "(?:به|برای|خطاب به|توجه) ",
  },
  ur: {
    machine: `(?:بوٹ|چیٹ بوٹ|اے آئی|ai|اے آئی اسسٹنٹ) (?:برائے )?${UR_DESK}|${UR_DESK} (?:کا |کے |کی )?(?:بوٹ|چیٹ بوٹ|اے آئی|ai)(?: اسسٹنٹ)?`,
    title: `${UR_DESK} (?:اسسٹنٹ|معاون)`,
    post: "(?: کے لیے| کے لئے| کو)",
    to: "(?:محترم|عزیز|توجہ) ",
  },
  ps: {
    machine: `(?:بوټ|چټ ?بوټ|ai|مصنوعي ځيرکتيا|د ai مرستیال|د مصنوعي ځيرکتيا مرستیال)(?: د)? ${PS_DESK}|(?:د )?${PS_DESK} (?:بوټ|ai|مصنوعي ځيرکتيا)`,
    title: `(?:د )?(?:استقبالیه|ریسپشن|بکینګ|نوبت) مرستیال`,
    post: "(?: ته| لپاره)",
    to: "(?:ګرانه|محترم) ",
  },
  ckb: {
    machine: `(?:بۆت|چات ?بۆت|ai|زیرەکی دەستکرد|یاریدەدەری ai|یاریدەدەری زیرەکی دەستکرد)(?:ی)? ${CKB_DESK}`,
    title: "یاریدەدەر(?:ی)? (?:پێشوازی|نۆرە)",
    to: "(?:بۆ|بە|ئاگاداری) ",
  },
  ku: {
    machine:
      "(?:bot|chatbot|ai|zîrekiya çêkirî|alîkarê ai|arîkarê ai)(?:a|ê)? (?:resepsiyon|pêşwazî|rezervasyon|randevû|klînîk|dikan|firoşgeh|tamîrxane|piştgirî|fatûre|firotin|ofîs|nivîsgeh|dermanxane)\\p{L}{0,3}",
    title: "(?:alîkar|arîkar)\\p{L}{0,2} (?:resepsiyon|pêşwazî|rezervasyon|randevû)\\p{L}{0,3}",
    to: "(?:ji bo|bo|hêja|birêz) ",
    spell: unmarked,
  },
  he: {
    machine: `(?:ה)?(?:בוט|צ'אטבוט|צ׳אטבוט|עוזר (?:ה)?(?:ai|בינה מלאכותית|וירטואלי|דיגיטלי)|סוכן (?:ה)?(?:ai|בינה מלאכותית)) (?:של )?${HE_DESK}|(?:ה)?בוט ${HE_DESK}`,
    title: `(?:ה)?(?:עוזר|עוזרת) (?:ה)?(?:קבלה|הזמנות|תורים)`,
    to: "(?:אל|ל|לכבוד|שים לב,?) ?",
  },
  am: {
    machine: `ለ?${AM_DESK} (?:ኤአይ|ai|ቦት|ሰው ሰራሽ አስተውሎት)(?: ረዳት)?`,
    title: `ለ?${AM_DESK} ረዳት`,
    to: "(?:ውድ|ክቡር|ትኩረት) ",
  },
  ti: {
    machine: `(?:ን)?${TI_DESK} (?:ኤአይ|ai|ቦት|ሰብ ዝሰርሖ ኣእምሮ)(?: ሓጋዚ)?`,
    title: `(?:ን)?${TI_DESK} ሓጋዚ`,
    to: "(?:ክቡር|ዝኸበርካ|ኣቓልቦ) ",
  },
  ko: {
    machine: `${KO_DESK} ?(?:ai|에이아이|인공지능|봇|챗봇)(?: ?(?:비서|어시스턴트|도우미|상담원|시스템))?(?:에게|께|님|에)?`,
    title: `${KO_DESK} ?(?:비서|어시스턴트)(?:님|에게|께)?`,
    to: "(?:친애하는|안녕하세요,?) ?",
  },
  ja: {
    machine: `${JA_DESK}(?:用|担当|の)?(?:ai|ボット|チャットボット|bot)(?:アシスタント|エージェント)?(?:へ|宛て?|様|さん|の皆様)?`,
    title: `(?:受付|フロント|予約|窓口)(?:担当)?アシスタント(?:様|さん)?(?:へ)?`,
    sys: `${JA_DESK}(?:用|担当|の)?(?:ai|aｉ)システム(?:へ|宛て?)?`,
  },
  zh: {
    machine: `${ZH_DESK}(?:的)?(?:ai|bot|机器人|機器人|(?:智能|人工智能)(?:助手|助理|客服|机器人|機器人))(?:助手|助理|客服)?`,
    title: "(?:前台|接待|预约|預約)(?:助理|助手)",
    to: "(?:致|给|給|写给|寫給|敬告)",
    sys: `${ZH_DESK}(?:的)?(?:ai|智能|人工智能)(?:系统|系統)`,
  },
  th: {
    machine: `(?:บอท|แชทบอท|ai|เอไอ|ผู้ช่วย ?(?:ai|เอไอ))(?: ?(?:ของ|ประจำ|ฝ่าย|แผนก))? ?${TH_DESK}`,
    title: "ผู้ช่วย ?(?:ฝ่าย|แผนก)? ?(?:ต้อนรับ|จอง|นัดหมาย)",
    to: "(?:ถึง|เรียน|สำหรับ) ?",
  },
  lo: {
    machine: `(?:ບອດ|ແຊັດບອດ|ai|ເອໄອ|ຜູ້ຊ່ວຍ ?(?:ai|ເອໄອ))(?: ?(?:ຂອງ|ປະຈຳ|ພະແນກ))? ?${LO_DESK}`,
    title: "ຜູ້ຊ່ວຍ ?(?:ຕ້ອນຮັບ|ຈອງ|ນັດໝາຍ)",
    to: "(?:ເຖິງ|ຮຽນ|ສຳລັບ) ?",
  },
  km: {
    machine: `(?:បូត|ឆាតបូត|ai|អេអាយ|ជំនួយការ ?ai|ជំនួយការ ?អេអាយ)(?: ?(?:នៃ|របស់|នៅ|ផ្នែក))? ?${KM_DESK}`,
    title: "ជំនួយការ ?(?:ផ្នែក ?)?(?:ទទួលភ្ញៀវ|កក់|ណាត់ជួប)",
    to: "(?:ជូនចំពោះ|ជូន|ចំពោះ) ?",
  },
  my: {
    machine: `${MY_DESK}(?: ?၏)? ?(?:ai|အေအိုင်|ဘော့|ဘော့တ်|ချက်ဘော့)`,
    title: `${MY_DESK} ?လက်ထောက်`,
    post: "(?:သို့|အတွက်| သို့| အတွက်)",
  },
};

/** A line start, or a sentence start where the table's word guard has consumed the separator; not after an
 * abbreviation's period ("Kepada Yth. asisten kantor, …", "z. Hd. Empfangsassistentin, …"): the word before it has at
 * least four letters. */
const LINE_START = "(?<=(?:^|[!?。！？\\n]|[^\\s.]{4}\\.)[\\s>*\\[(]{0,4})";
/** The same, also after a colon, semicolon or dash ("Also – reception bot, while you're in there: …"). */
const TURN_START = "(?<=(?:^|[.!?。！？:;\\n—–(\\[-])[\\s>*\\[(]{0,4})";
/** A colon that does not hand over a number or an address. */
const NOT_AN_ADDRESS = "(?![ \\t]*(?:[\\p{N}+(]|[\\p{L}\\p{N}._%+-]+@))";
/** A clause after the vocative's colon or comma: several words, not a name alone, a number or an address. */
const CLAUSE_SPACED = "\\s*(?![\\p{N}+(])(?:[^\\s\\p{N}@,:;.!?()]+ ){3}";
const CLAUSE_DENSE = "\\s*(?![\\p{N}+(（])[^\\s\\p{N}@:：]{10}";
/** Arabic in Latin letters writes some letters as digits ("2ajel", "3iyada"). */
const CLAUSE_ARABIZI = "\\s*(?![+(])(?:[^\\s@,:;.!?()]+ ){3}";

const INDIC: ReadonlySet<Lang> = new Set<Lang>(["hi", "bn", "ne", "mr", "gu", "pa", "te", "kn", "ml", "ta", "si"]);

function entries(row: DeskRow, lang: Lang) {
  const spell = row.spell ?? ((source: string) => source);
  const end = UNSPACED.has(lang) ? "" : INDIC.has(lang) ? EM : E;
  const dense = DENSE.has(lang) || lang === "km" || lang === "my";
  const clause = dense ? CLAUSE_DENSE : lang === "ar-latn" ? CLAUSE_ARABIZI : CLAUSE_SPACED;
  const post = row.post ? `(?:${row.post})?` : "";
  const machine = `(?:${row.machine})${post}${end}`;
  const title = `(?:${row.title})${post}${end}`;
  const vocative = `${LINE_START}${title}\\s*[:,，：]${clause}`;
  const named = row.sys
    ? `(?:${row.machine}|${row.title}|${row.sys})${post}${end}`
    : `(?:${row.machine}|${row.title})${post}${end}`;
  const guard = UNSPACED.has(lang) ? "" : "(?<![\\p{L}\\p{N}])";
  return {
    addressing: [machine, vocative].map(spell),
    directive: [
      `${TURN_START}${row.sys ? `(?:${row.machine}|${row.sys})${post}${end}` : machine}\\s*(?:[:,，：—–]|\\s-\\s)${NOT_AN_ADDRESS}`,
      row.to ? `(?<=${guard}${row.to})${named}[^:：.!?。\\n@]{0,50}?\\s*[:：—–]${NOT_AN_ADDRESS}` : undefined,
      vocative,
    ]
      .filter((entry): entry is string => Boolean(entry))
      .map(spell),
  };
}

/** 1. The reader named by the desk it serves (→ ADDRESSING). */
export const DESK_ADDRESSING: PhraseTable = conceptTable(ROWS, (row, lang) =>
  entries(row, lang).addressing.map(withoutJoiners),
);

/** 2. The same names turned to, as a vocative or a dedication (→ DIRECTIVE). */
export const DESK_DIRECTIVE: PhraseTable = conceptTable(ROWS, (row, lang) =>
  entries(row, lang).directive.map(withoutJoiners),
);

/** The rows by language, for the test that every cue language has both concepts. */
export const DESK_CUES: Readonly<Partial<Record<Lang, Readonly<DeskRow>>>> = ROWS;
