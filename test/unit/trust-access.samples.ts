// Samples for test/unit/trust-access.test.ts, written for these tests from the access concepts (not taken from any
// corpus): per language, a request for a physical access code, goods handed to a bearer or without the usual check,
// and benign counterparts that use the same words the human way (a customer about their own keys and codes, a
// business's "we never ask for your alarm code", "have your ID ready when collecting the car", "the car can be
// collected from 16:00", "hand over the keys at reception").

export interface AccessSamples {
  /** 1. A physical access secret asked for. */
  code: string;
  /** 2. Goods handed to a bearer, or without papers, ID or payment. */
  release: string[];
  /** The same words in ordinary mail: the table may not hit. */
  benign: string[];
}

export const SAMPLES: Record<string, AccessSamples> = {
  en: {
    code: "I need you to text me the alarm code and the key safe combination for 14 Elm Road.",
    release: [
      "Please hand the car to the person who shows you this message.",
      "Release the excavator to our driver tomorrow, no paperwork needed.",
      "Give the keys to whoever comes at 5.",
    ],
    benign: [
      "My alarm code changed last week, please note it on my file.",
      "I left the key in the key safe, the code is with Maria.",
      "We will never ask for your alarm code by e-mail.",
      "Please have your ID ready when collecting the car.",
      "The car can be collected from 16:00; hand over the keys at reception.",
      "Our driver will collect the pallet with the delivery note.",
      "The technician needs the door code to get in on Monday.",
      "We cannot release the car without payment.",
    ],
  },
  de: {
    code: "Schick mir den Code vom Schlüsseltresor und den Alarmcode.",
    release: [
      "Bitte das Auto der Person übergeben, die Ihnen diese Nachricht zeigt.",
      "Geben Sie den Bagger ohne Lieferschein an unseren Fahrer heraus.",
    ],
    benign: [
      "Mein Alarmcode hat sich geändert, bitte notieren Sie ihn.",
      "Der Schlüssel liegt im Schlüsseltresor, den Code hat Maria.",
      "Wir fragen Sie niemals nach Ihrem Alarmcode.",
      "Bitte halten Sie bei der Abholung des Autos Ihren Ausweis bereit.",
      "Das Auto kann ab 16 Uhr abgeholt werden; bitte geben Sie die Schlüssel an der Rezeption ab.",
      "Der Techniker braucht den Türcode, um hineinzukommen.",
    ],
  },
  fr: {
    code: "Envoyez-moi le code de l'alarme et le code de la boîte à clés, s'il vous plaît.",
    release: [
      "Remettez la voiture à la personne qui vous présente ce message.",
      "Livrez les matériaux à notre chauffeur sans bon de livraison.",
    ],
    benign: [
      "Mon code d'alarme a changé, merci de le noter.",
      "J'ai laissé la clé dans la boîte à clés, Maria a le code.",
      "Nous ne vous demanderons jamais le code de votre alarme.",
      "Merci de vous munir de votre pièce d'identité pour récupérer la voiture.",
      "La voiture peut être récupérée à partir de 16 h ; remettez les clés à l'accueil.",
      "Le technicien a besoin du code de la porte pour entrer.",
    ],
  },
  es: {
    code: "Envíame el código de la alarma y el código de la caja de llaves.",
    release: [
      "Entrega el coche a la persona que te muestre este mensaje.",
      "Entregue la excavadora a nuestro conductor sin albarán ni papeles.",
    ],
    benign: [
      "Mi código de la alarma ha cambiado, por favor anótelo.",
      "Dejé la llave en la caja de llaves, el código lo tiene María.",
      "Nunca le pediremos el código de su alarma.",
      "Tenga a mano su DNI al recoger el coche.",
      "El coche se puede recoger a partir de las 16:00; entregue las llaves en recepción.",
      "El técnico necesita el código de la puerta para entrar.",
    ],
  },
  it: {
    code: "Mandami il codice dell'allarme e la combinazione del lucchetto.",
    release: [
      "Consegna l'auto alla persona che ti mostra questo messaggio.",
      "Consegnate l'escavatore al nostro autista senza documenti.",
    ],
    benign: [
      "Il mio codice dell'allarme è cambiato, per favore annotatelo.",
      "Ho lasciato la chiave nella cassetta delle chiavi, il codice ce l'ha Maria.",
      "Non vi chiederemo mai il codice del vostro allarme.",
      "Tenga pronto un documento quando ritira l'auto.",
      "L'auto si può ritirare dalle 16; consegnate le chiavi alla reception.",
      "Il tecnico ha bisogno del codice del portone per entrare.",
    ],
  },
  pt: {
    code: "Envie-me o código do alarme e o código do cofre de chaves.",
    release: [
      "Entregue o carro à pessoa que lhe mostrar esta mensagem.",
      "Entregue a retroescavadora ao nosso motorista sem documentos.",
    ],
    benign: [
      "O código do alarme mudou, por favor tome nota.",
      "Deixei a chave no cofre de chaves, a Maria tem o código.",
      "Nunca lhe pediremos o código do alarme.",
      "Tenha o documento de identificação à mão ao levantar o carro.",
      "O carro pode ser levantado a partir das 16h; entregue as chaves na receção.",
      "O técnico precisa do código da porta para entrar.",
    ],
  },
  nl: {
    code: "Stuur me de alarmcode en de code van de sleutelkluis.",
    release: [
      "Geef de auto mee aan de persoon die u dit bericht laat zien.",
      "Geef de graafmachine zonder papieren mee aan onze chauffeur.",
    ],
    benign: [
      "Mijn alarmcode is veranderd, wilt u die noteren?",
      "Ik heb de sleutel in de sleutelkluis gelegd, Maria heeft de code.",
      "Wij vragen nooit naar uw alarmcode.",
      "Houd uw legitimatie bij de hand bij het ophalen van de auto.",
      "De auto kan vanaf 16:00 worden opgehaald; lever de sleutels in bij de receptie.",
      "De monteur heeft de deurcode nodig om binnen te komen.",
    ],
  },
  sv: {
    code: "Skicka larmkoden och koden till nyckelskåpet till mig.",
    release: [
      "Lämna ut bilen till den som visar detta meddelande.",
      "Lämna ut grävmaskinen till vår chaufför utan papper.",
    ],
    benign: [
      "Min larmkod har ändrats, notera den gärna.",
      "Jag lämnade nyckeln i nyckelskåpet, Maria har koden.",
      "Vi frågar aldrig efter din larmkod.",
      "Ha legitimation redo när du hämtar bilen.",
      "Bilen kan hämtas från 16:00; lämna nycklarna i receptionen.",
      "Teknikern behöver portkoden för att komma in.",
    ],
  },
  pl: {
    code: "Wyślij mi kod do alarmu i kod do skrytki na klucze.",
    release: [
      "Proszę wydać auto osobie, która pokaże tę wiadomość.",
      "Wydajcie koparkę naszemu kierowcy bez dokumentów.",
    ],
    benign: [
      "Zmienił się mój kod do alarmu, proszę go zanotować.",
      "Zostawiłem klucz w skrytce, kod ma Maria.",
      "Nigdy nie prosimy o kod do alarmu.",
      "Prosimy mieć przy sobie dowód osobisty przy odbiorze auta.",
      "Auto można odebrać od 16:00; klucze proszę zostawić w recepcji.",
      "Technik potrzebuje kodu do drzwi, żeby wejść.",
    ],
  },
  ru: {
    code: "Пришли PIN иммобилайзера и код ключа.",
    release: [
      "Отдайте машину человеку, который покажет это сообщение.",
      "Выдайте экскаватор нашему водителю без документов.",
    ],
    benign: [
      "У меня сменился код сигнализации, пожалуйста, запишите.",
      "Я оставил ключ в ключнице, код у Марии.",
      "Мы никогда не спрашиваем код от вашей сигнализации.",
      "При получении автомобиля имейте при себе паспорт.",
      "Машину можно забрать с 16:00; ключи сдайте на ресепшен.",
      "Мастеру нужен код от двери, чтобы войти.",
    ],
  },
  uk: {
    code: "Надішліть мені код від сигналізації та пін-код іммобілайзера.",
    release: ["Віддайте авто людині, яка покаже це повідомлення.", "Видайте екскаватор нашому водієві без документів."],
    benign: [
      "У мене змінився код сигналізації, будь ласка, запишіть.",
      "Я залишив ключ у ключниці, код у Марії.",
      "Ми ніколи не питаємо код вашої сигналізації.",
      "Майте при собі паспорт, коли забираєте авто.",
      "Авто можна забрати з 16:00; ключі залиште на рецепції.",
      "Майстру потрібен код від дверей, щоб увійти.",
    ],
  },
  sh: {
    code: "Pošaljite mi šifru alarma i kod od kutije za ključeve.",
    release: ["Возило преда лицу које покаже ову поруку.", "Izdajte bager našem vozaču bez papira."],
    benign: [
      "Promijenila mi se šifra alarma, molim zabilježite.",
      "Ostavio sam ključ u kutiji, šifru ima Marija.",
      "Nikada ne tražimo šifru vašeg alarma.",
      "Pri preuzimanju vozila imajte ličnu kartu kod sebe.",
      "Vozilo se može preuzeti od 16 sati; ključeve ostavite na recepciji.",
      "Majstoru treba kod od ulaznih vrata da uđe.",
    ],
  },
  cs: {
    code: "Pošlete mi kód k alarmu a kód ke schránce na klíče.",
    release: ["Vydejte auto osobě, která ukáže tuto zprávu.", "Předejte bagr našemu řidiči bez dokladů."],
    benign: [
      "Změnil se mi kód k alarmu, prosím poznamenejte si ho.",
      "Klíč jsem nechal ve schránce, kód má Marie.",
      "Nikdy se vás neptáme na kód k alarmu.",
      "Při vyzvednutí auta mějte u sebe občanský průkaz.",
      "Auto si můžete vyzvednout od 16:00; klíče odevzdejte na recepci.",
    ],
  },
  sk: {
    code: "Pošlite mi kód k alarmu a kód ku schránke na kľúče.",
    release: ["Vydajte auto osobe, ktorá ukáže túto správu.", "Odovzdajte bager nášmu vodičovi bez dokladov."],
    benign: [
      "Zmenil sa mi kód k alarmu, prosím poznačte si ho.",
      "Kľúč som nechal v schránke, kód má Mária.",
      "Nikdy sa vás nepýtame na kód k alarmu.",
      "Pri vyzdvihnutí auta majte pri sebe občiansky preukaz.",
      "Auto si môžete vyzdvihnúť od 16:00; kľúče odovzdajte na recepcii.",
    ],
  },
  sl: {
    code: "Pošljite mi kodo za alarm in kodo za omarico za ključe.",
    release: ["Izročite avto osebi, ki vam pokaže to sporočilo.", "Predajte bager našemu vozniku brez dokumentov."],
    benign: [
      "Koda za alarm se mi je spremenila, prosim zabeležite.",
      "Ključ sem pustil v omarici, kodo ima Marija.",
      "Nikoli vas ne sprašujemo po kodi alarma.",
      "Ob prevzemu avtomobila imejte pri sebi osebni dokument.",
      "Avto lahko prevzamete od 16. ure; ključe pustite na recepciji.",
    ],
  },
  bg: {
    code: "Изпратете ми кода на алармата и кода на кутията за ключове.",
    release: ["Предайте колата на човека, който покаже това съобщение.", "Дайте багера на нашия шофьор без документи."],
    benign: [
      "Кодът на алармата ми се смени, моля, запишете го.",
      "Оставих ключа в кутията, кодът е у Мария.",
      "Никога не питаме за кода на алармата ви.",
      "Моля, носете лична карта, когато взимате колата.",
      "Колата може да се вземе след 16:00; оставете ключовете на рецепцията.",
    ],
  },
  ro: {
    code: "Trimite-mi codul alarmei și codul de la cutia cu chei.",
    release: ["Predați mașina persoanei care vă arată acest mesaj.", "Predați excavatorul șoferului nostru fără acte."],
    benign: [
      "Mi s-a schimbat codul alarmei, vă rog să îl notați.",
      "Am lăsat cheia în cutie, codul îl are Maria.",
      "Nu vă cerem niciodată codul alarmei.",
      "Vă rugăm să aveți buletinul la dumneavoastră când ridicați mașina.",
      "Mașina poate fi ridicată de la ora 16; lăsați cheile la recepție.",
    ],
  },
  hu: {
    code: "Küldje el a riasztó kódját és a kulcsszéf kódját.",
    release: [
      "Adja át az autót annak, aki megmutatja ezt az üzenetet.",
      "Adják ki a markolót a sofőrünknek papírok nélkül.",
    ],
    benign: [
      "Megváltozott a riasztó kódja, kérem, jegyezzék fel.",
      "A kulcsot a kulcsszéfben hagytam, a kódot Mária tudja.",
      "Soha nem kérdezzük a riasztókódját.",
      "Az autó átvételekor legyen Önnél a személyi igazolványa.",
      "Az autó 16 órától átvehető; a kulcsokat a recepción adja le.",
    ],
  },
  fi: {
    code: "Lähetä minulle hälytyskoodi ja avainkaapin koodi.",
    release: [
      "Luovuta auto henkilölle, joka näyttää tämän viestin.",
      "Luovuttakaa kaivinkone kuljettajallemme ilman papereita.",
    ],
    benign: [
      "Hälytyskoodini vaihtui, merkitsettekö sen ylös.",
      "Jätin avaimen avainkaappiin, koodi on Marialla.",
      "Emme koskaan kysy hälytyskoodiasi.",
      "Ota henkilöllisyystodistus mukaan, kun haet auton.",
      "Auton voi hakea klo 16 alkaen; jätä avaimet vastaanottoon.",
    ],
  },
  da: {
    code: "Send mig alarmkoden og koden til nøgleboksen.",
    release: [
      "Udlever bilen til personen, der viser denne besked.",
      "Udlever gravemaskinen til vores chauffør uden papirer.",
    ],
    benign: [
      "Min alarmkode er ændret, noter den venligst.",
      "Jeg lagde nøglen i nøgleboksen, Maria har koden.",
      "Vi spørger aldrig om din alarmkode.",
      "Hav legitimation klar, når du henter bilen.",
      "Bilen kan hentes fra kl. 16; aflever nøglerne i receptionen.",
    ],
  },
  nb: {
    code: "Send meg alarmkoden og koden til nøkkelboksen.",
    release: [
      "Lever ut bilen til personen som viser denne meldingen.",
      "Utlever gravemaskinen til sjåføren vår uten papirer.",
    ],
    benign: [
      "Alarmkoden min er endret, vennligst noter den.",
      "Jeg la nøkkelen i nøkkelboksen, Maria har koden.",
      "Vi spør aldri om alarmkoden din.",
      "Ha legitimasjon klar når du henter bilen.",
      "Bilen kan hentes fra kl. 16; lever nøklene i resepsjonen.",
    ],
  },
  et: {
    code: "Saada mulle alarmi kood ja võtmekapi kood.",
    release: [
      "Andke auto üle isikule, kes näitab seda sõnumit.",
      "Andke ekskavaator meie juhile üle ilma dokumentideta.",
    ],
    benign: [
      "Mu alarmi kood muutus, palun pange see kirja.",
      "Jätsin võtme võtmekappi, kood on Marial.",
      "Me ei küsi kunagi teie alarmi koodi.",
      "Auto kättesaamisel olgu isikutunnistus kaasas.",
      "Auto on kättesaadav alates kella 16st; jätke võtmed vastuvõttu.",
    ],
  },
  lv: {
    code: "Atsūtiet man signalizācijas kodu un atslēgu seifa kodu.",
    release: ["Nododiet auto personai, kas parādīs šo ziņu.", "Izsniedziet ekskavatoru mūsu šoferim bez dokumentiem."],
    benign: [
      "Mans signalizācijas kods mainījās, lūdzu, pierakstiet.",
      "Atstāju atslēgu seifā, kods ir Marijai.",
      "Mēs nekad neprasām jūsu signalizācijas kodu.",
      "Saņemot auto, lūdzu, ņemiet līdzi personu apliecinošu dokumentu.",
      "Auto var saņemt no plkst. 16; atslēgas atstājiet reģistratūrā.",
    ],
  },
  lt: {
    code: "Atsiųskite man signalizacijos kodą ir raktų dėžutės kodą.",
    release: [
      "Perduokite automobilį asmeniui, kuris parodys šią žinutę.",
      "Išduokite ekskavatorių mūsų vairuotojui be dokumentų.",
    ],
    benign: [
      "Pasikeitė mano signalizacijos kodas, prašau užsirašyti.",
      "Palikau raktą dėžutėje, kodą žino Marija.",
      "Mes niekada neklausiame jūsų signalizacijos kodo.",
      "Atsiimdami automobilį turėkite asmens dokumentą.",
      "Automobilį galima atsiimti nuo 16 val.; raktus palikite registratūroje.",
    ],
  },
  ca: {
    code: "Envia'm el codi de l'alarma i el codi de la caixa de claus.",
    release: [
      "Lliura el cotxe a la persona que et mostri aquest missatge.",
      "Lliureu l'excavadora al nostre conductor sense albarà.",
    ],
    benign: [
      "El meu codi de l'alarma ha canviat, si us plau anoteu-lo.",
      "He deixat la clau a la caixa de claus, el codi el té la Maria.",
      "Mai no us demanarem el codi de l'alarma.",
      "Tingueu el DNI a punt quan recolliu el cotxe.",
      "El cotxe es pot recollir a partir de les 16 h; deixeu les claus a recepció.",
    ],
  },
  el: {
    code: "Στείλτε μου τον κωδικό του συναγερμού και τον κωδικό της κλειδοθήκης.",
    release: [
      "Παραδώστε το αυτοκίνητο στο άτομο που θα σας δείξει αυτό το μήνυμα.",
      "Δώστε τον εκσκαφέα στον οδηγό μας χωρίς χαρτιά.",
    ],
    benign: [
      "Ο κωδικός του συναγερμού μου άλλαξε, παρακαλώ σημειώστε τον.",
      "Άφησα το κλειδί στην κλειδοθήκη, τον κωδικό τον έχει η Μαρία.",
      "Ποτέ δεν ζητάμε τον κωδικό του συναγερμού σας.",
      "Έχετε μαζί την ταυτότητά σας όταν παραλαμβάνετε το αυτοκίνητο.",
      "Το αυτοκίνητο παραλαμβάνεται από τις 16:00· αφήστε τα κλειδιά στη ρεσεψιόν.",
    ],
  },
  tr: {
    code: "Bana alarm şifresini ve anahtar kutusunun kodunu gönderin.",
    release: ["Aracı bu mesajı size gösteren kişiye teslim edin.", "Kepçeyi şoförümüze evraksız teslim edin."],
    benign: [
      "Alarm şifrem değişti, lütfen not alın.",
      "Anahtarı anahtar kutusuna bıraktım, şifre Maria'da.",
      "Sizden asla alarm şifrenizi istemeyiz.",
      "Aracı teslim alırken kimliğinizi yanınızda bulundurun.",
      "Araç saat 16:00'dan itibaren teslim alınabilir; anahtarları resepsiyona bırakın.",
    ],
  },
  id: {
    code: "Tolong kirimkan kode alarm dan kode kotak kunci ke saya.",
    release: [
      "Serahkan mobil ke orang yang menunjukkan pesan ini.",
      "Serahkan ekskavator ke sopir kami tanpa dokumen.",
    ],
    benign: [
      "Kode alarm saya sudah berubah, mohon dicatat.",
      "Kunci saya taruh di kotak kunci, kodenya ada di Maria.",
      "Kami tidak pernah meminta kode alarm Anda.",
      "Mohon bawa KTP saat mengambil mobil.",
      "Mobil bisa diambil mulai pukul 16.00; kunci diserahkan di resepsionis.",
    ],
  },
  ms: {
    code: "Sila hantar kod penggera dan kod kotak kunci kepada saya.",
    release: [
      "Serahkan kereta kepada orang yang menunjukkan mesej ini.",
      "Serahkan jentolak kepada pemandu kami tanpa dokumen.",
    ],
    benign: [
      "Kod penggera saya telah bertukar, sila catat.",
      "Saya tinggalkan kunci dalam kotak kunci, kodnya ada pada Maria.",
      "Kami tidak pernah meminta kod penggera anda.",
      "Sila bawa kad pengenalan semasa mengambil kereta.",
      "Kereta boleh diambil mulai jam 4 petang; kunci diserahkan di kaunter.",
    ],
  },
  vi: {
    code: "Gửi cho tôi mã báo động và mã hộp chìa khóa.",
    release: [
      "Giao xe cho người xuất trình tin nhắn này.",
      "Giao máy xúc cho tài xế của chúng tôi, không cần giấy tờ.",
    ],
    benign: [
      "Mã báo động nhà tôi đã đổi, vui lòng ghi lại.",
      "Tôi để chìa khóa trong hộp, mã do chị Maria giữ.",
      "Chúng tôi không bao giờ hỏi mã báo động của quý khách.",
      "Vui lòng mang theo căn cước khi nhận xe.",
      "Quý khách có thể nhận xe từ 16 giờ; chìa khóa gửi tại quầy lễ tân.",
    ],
  },
  tl: {
    code: "Pakisend sa akin ang code ng alarm at ang code ng lockbox.",
    release: [
      "Ibigay ang kotse sa taong magpapakita ng mensaheng ito.",
      "Ibigay ang backhoe sa driver namin nang walang papeles.",
    ],
    benign: [
      "Nagbago ang alarm code ko, pakitala na lang.",
      "Iniwan ko ang susi sa lockbox, nasa kay Maria ang code.",
      "Hindi namin kailanman hihingin ang alarm code ninyo.",
      "Dalhin po ang inyong ID kapag kukunin ang sasakyan.",
      "Puwedeng kunin ang sasakyan simula 4 pm; iwan ang susi sa reception.",
    ],
  },
  jv: {
    code: "Kirimna kode alarm lan kode kothak kunci marang aku.",
    release: [
      "Pasrahna mobil marang wong sing nuduhake pesen iki.",
      "Pasrahna ekskavator marang sopir kami tanpa dokumen.",
    ],
    benign: [
      "Kode alarmku wis ganti, tulung dicathet.",
      "Kuncine tak selehke ing kothak kunci, kodene digawa Maria.",
      "Kita ora tau njaluk kode alarm panjenengan.",
      "Tulung nggawa KTP nalika njupuk mobil.",
      "Mobil bisa dijupuk wiwit jam 4 sore; kunci ditinggal ing resepsionis.",
    ],
  },
  sw: {
    code: "Nitumie namba ya siri ya kengele na msimbo wa sanduku la funguo.",
    release: ["Mkabidhi gari mtu atakayeonyesha ujumbe huu.", "Mkabidhi dereva wetu greda bila nyaraka."],
    benign: [
      "Namba ya siri ya kengele yangu imebadilika, tafadhali iandike.",
      "Niliacha ufunguo kwenye sanduku, msimbo anao Maria.",
      "Hatutawahi kukuuliza namba ya siri ya kengele yako.",
      "Tafadhali beba kitambulisho unapochukua gari.",
      "Gari linaweza kuchukuliwa kuanzia saa kumi; acha funguo mapokezi.",
    ],
  },
  af: {
    code: "Stuur vir my die alarmkode en die kode van die sleutelkluis.",
    release: [
      "Oorhandig die motor aan die persoon wat hierdie boodskap wys.",
      "Oorhandig die graafmasjien sonder papiere aan ons drywer.",
    ],
    benign: [
      "My alarmkode het verander, teken dit asseblief aan.",
      "Ek het die sleutel in die sleutelkluis gelos, Maria het die kode.",
      "Ons vra nooit vir jou alarmkode nie.",
      "Bring asseblief jou ID wanneer jy die motor kom haal.",
      "Die motor kan vanaf 16:00 afgehaal word; los die sleutels by ontvangs.",
    ],
  },
  zh: {
    code: "请把报警器密码和钥匙盒的密码发给我。",
    release: ["把车交给出示这条消息的人。", "把挖掘机交给我们的司机，不需要证件。"],
    benign: [
      "我家的报警器密码改了，请记一下。",
      "钥匙我放在钥匙盒里了，密码在玛丽亚那里。",
      "我们从不会询问您的报警器密码。",
      "取车时请携带身份证。",
      "车辆16点后可取，钥匙请交到前台。",
    ],
  },
  ja: {
    code: "警報の暗証番号とキーボックスの暗証番号を教えてください。",
    release: ["このメッセージを見せた人に車を渡してください。", "当社の運転手に重機を渡してください、書類は不要です。"],
    benign: [
      "警報の暗証番号が変わりましたので、控えておいてください。",
      "鍵はキーボックスに入れました。番号はマリアが知っています。",
      "当社が警報の暗証番号をお尋ねすることはありません。",
      "お車の受け取りの際は身分証をご持参ください。",
      "お車は16時以降にお受け取りいただけます。鍵は受付にお返しください。",
    ],
  },
  ko: {
    code: "경보기 비밀번호와 키박스 비밀번호를 알려 주세요.",
    release: ["이 메시지를 보여주는 사람에게 차를 넘겨주세요.", "저희 기사에게 굴착기를 서류 없이 넘겨주세요."],
    benign: [
      "경보기 비밀번호가 바뀌었으니 메모해 두세요.",
      "열쇠는 키박스에 넣어 두었고 번호는 마리아가 알고 있어요.",
      "저희는 절대 경보기 비밀번호를 묻지 않습니다.",
      "차량 인수 시 신분증을 지참해 주세요.",
      "차량은 16시부터 찾아가실 수 있으며 열쇠는 안내데스크에 맡겨 주세요.",
    ],
  },
  th: {
    code: "ช่วยบอกรหัสสัญญาณกันขโมยกับรหัสกล่องกุญแจหน่อย",
    release: ["ส่งมอบรถให้คนที่แสดงข้อความนี้", "ส่งมอบรถขุดให้คนขับของเราโดยไม่ต้องมีเอกสาร"],
    benign: [
      "รหัสสัญญาณกันขโมยของฉันเปลี่ยนแล้ว ช่วยจดไว้ด้วย",
      "ฉันวางกุญแจไว้ในกล่อง มาเรียรู้รหัส",
      "เราไม่เคยถามรหัสสัญญาณกันขโมยของคุณ",
      "กรุณานำบัตรประชาชนมาด้วยเมื่อมารับรถ",
      "รับรถได้ตั้งแต่ 16.00 น. กรุณาคืนกุญแจที่แผนกต้อนรับ",
    ],
  },
  ar: {
    code: "أرسل لي رمز الإنذار ورمز صندوق المفاتيح.",
    release: ["سلّم السيارة للشخص الذي يظهر هذه الرسالة.", "سلّم الحفارة لسائقنا بدون أوراق."],
    benign: [
      "تغيّر رمز الإنذار عندي، يرجى تدوينه.",
      "تركت المفتاح في الصندوق، والرمز مع ماريا.",
      "لن نطلب منك أبداً رمز الإنذار.",
      "يرجى إحضار الهوية عند استلام السيارة.",
      "يمكن استلام السيارة من الساعة الرابعة؛ اتركوا المفاتيح في الاستقبال.",
    ],
  },
  fa: {
    code: "کد دزدگیر و رمز جعبه کلید را برایم بفرستید.",
    release: [
      "ماشین را به کسی که این پیام را نشان می‌دهد تحویل بدهید.",
      "بیل مکانیکی را بدون مدارک به راننده ما تحویل دهید.",
    ],
    benign: [
      "کد دزدگیر من عوض شده، لطفاً یادداشت کنید.",
      "کلید را در جعبه گذاشتم، رمزش پیش مریم است.",
      "ما هرگز کد دزدگیر شما را نمی‌پرسیم.",
      "لطفاً هنگام تحویل گرفتن خودرو کارت شناسایی همراه داشته باشید.",
      "خودرو از ساعت ۱۶ آماده تحویل است؛ کلیدها را به پذیرش بدهید.",
    ],
  },
  he: {
    code: "שלח לי את הקוד של האזעקה ואת הקוד של תיבת המפתחות.",
    release: ["תמסור את הרכב למי שמציג לך את ההודעה.", "תמסרו את המחפר לנהג שלנו בלי מסמכים."],
    benign: [
      "קוד האזעקה שלי השתנה, נא לרשום.",
      "השארתי את המפתח בתיבה, הקוד אצל מריה.",
      "לעולם לא נבקש ממך את קוד האזעקה.",
      "נא להביא תעודה מזהה באיסוף הרכב.",
      "ניתן לאסוף את הרכב החל מ-16:00; את המפתחות יש להשאיר בקבלה.",
    ],
  },
  ur: {
    code: "الارم کا کوڈ اور چابی باکس کا کوڈ مجھے بھیج دیں۔",
    release: ["جو شخص یہ میسج دکھائے اسے گاڑی حوالے کر دیں۔", "ہمارے ڈرائیور کو بغیر کاغذات کے کھدائی مشین دے دیں۔"],
    benign: [
      "میرا الارم کا کوڈ بدل گیا ہے، براہ کرم نوٹ کر لیں۔",
      "میں نے چابی باکس میں رکھ دی ہے، کوڈ ماریہ کے پاس ہے۔",
      "ہم کبھی آپ سے الارم کا کوڈ نہیں پوچھتے۔",
      "گاڑی لیتے وقت اپنا شناختی کارڈ ساتھ رکھیں۔",
      "گاڑی چار بجے کے بعد لی جا سکتی ہے؛ چابیاں ریسیپشن پر جمع کرائیں۔",
    ],
  },
  hi: {
    code: "अलार्म का कोड और चाबी बॉक्स का कोड मुझे भेज दीजिए।",
    release: ["जो व्यक्ति यह मैसेज दिखाए उसे गाड़ी सौंप दें।", "हमारे ड्राइवर को बिना कागज़ात के खुदाई मशीन दे दीजिए।"],
    benign: [
      "मेरा अलार्म का कोड बदल गया है, कृपया नोट कर लें।",
      "मैंने चाबी बॉक्स में रख दी है, कोड मारिया के पास है।",
      "हम कभी आपसे अलार्म का कोड नहीं पूछते।",
      "गाड़ी लेते समय अपना पहचान पत्र साथ रखें।",
      "गाड़ी चार बजे के बाद ली जा सकती है; चाबियाँ रिसेप्शन पर जमा करें।",
    ],
  },
  "hi-latn": {
    code: "Alarm ka code aur key box ka code mujhe bhej do.",
    release: ["Jo bhi ye message dikhaye use gaadi saunp do.", "Hamare driver ko bina kagaz ke JCB de do."],
    benign: [
      "Mera alarm ka code badal gaya hai, please note kar lijiye.",
      "Maine chabi box mein rakh di hai, code Maria ke paas hai.",
      "Hum kabhi aapka alarm code nahi poochte.",
      "Gaadi lete waqt apna ID saath rakhein.",
      "Gaadi 4 baje ke baad mil jayegi; chabi reception par jama karein.",
    ],
  },
  "ar-latn": {
    code: "Ib3atli el code el alarm w code el key box.",
    release: [
      "Sallem el sayyara lel shakhs elli ywarjik el risala.",
      "Sallem el digger lel driver taba3na bdoon awra2.",
    ],
    benign: [
      "El code taba3 el alarm t8ayyar, please sajjel.",
      "Tarakt el mofta7 bel box, el code ma3 Maria.",
      "Ma mnes2al abadan 3an code el alarm taba3kon.",
      "Jib el hawiyye ma3ak lama tiji takhod el sayyara.",
      "El sayyara btkoon jahze ba3d el 4; sallem el mafatee7 bel reception.",
    ],
  },
  bn: {
    code: "অ্যালার্ম কোড আর চাবির বাক্সের কোড আমাকে বলে দিন।",
    release: ["যে এই মেসেজ দেখাবে তাকে গাড়িটা হস্তান্তর করুন।", "আমাদের ড্রাইভারকে কাগজপত্র ছাড়াই খননযন্ত্রটা দিয়ে দিন।"],
    benign: [
      "আমার অ্যালার্মের কোড বদলে গেছে, দয়া করে লিখে রাখুন।",
      "আমি চাবিটা বাক্সে রেখেছি, কোড মারিয়ার কাছে আছে।",
      "আমরা কখনও আপনার অ্যালার্মের কোড জানতে চাই না।",
      "গাড়ি নেওয়ার সময় পরিচয়পত্র সঙ্গে রাখুন।",
      "বিকেল চারটা থেকে গাড়ি নেওয়া যাবে; চাবি রিসেপশনে জমা দিন।",
    ],
  },
  am: {
    code: "የማንቂያ ኮድ እና የቁልፍ ሳጥን ኮድ ንገረኝ።",
    release: ["መኪናውን ይህን መልእክት ለሚያሳይ ሰው አስረክቡ።", "ኤክስካቫተሩን ያለ ሰነድ ለሹፌራችን አስረክቡ።"],
    benign: [
      "የማንቂያ ኮዴ ተቀይሯል፣ እባክዎ ይመዝግቡት።",
      "ቁልፉን ሳጥኑ ውስጥ ትቼዋለሁ፣ ኮዱ ማሪያ ጋር ነው።",
      "የማንቂያ ኮድዎን በፍጹም አንጠይቅም።",
      "መኪናውን ሲወስዱ መታወቂያዎን ይያዙ።",
      "መኪናው ከ10 ሰዓት ጀምሮ ሊወሰድ ይችላል፤ ቁልፉን እንግዳ መቀበያ ይተዉ።",
    ],
  },
  ti: {
    code: "ናይ ማንቅሒ ኮድን ናይ መፍትሕ ሳንዱቕ ኮድን ንገረኒ።",
    release: ["ነታ መኪና እዚ መልእኽቲ ንዘርኢ ሰብ ኣረክቡ።", "ነቲ ማሽን ብዘይ ሰነድ ንመራሒ መኪናና ሃቡ።"],
    benign: [
      "ናይ ማንቅሒ ኮደይ ተቐይሩ ኣሎ፡ በጃኹም መዝግቡዎ።",
      "መፍትሕ ኣብ ሳንዱቕ ገዲፈዮ፡ ኮድ ምስ ማርያ ኣሎ።",
      "ናይ ማንቅሒ ኮድኩም ፈጺምና ኣይንሓትትን።",
      "መኪና ክትወስዱ ከለኹም መንነትኩም ሒዝኩም ምጹ።",
    ],
  },
  so: {
    code: "Ii soo dir koodka alaarmiga iyo koodka sanduuqa furayaasha.",
    release: ["U dhiib gaariga qofka ku tusa fariintan.", "U dhiib cagafta darawalkayaga dukumenti la'aan."],
    benign: [
      "Koodka alaarmigayga waa la beddelay, fadlan qor.",
      "Furaha waxaan kaga tagay sanduuqa, koodka waxaa haysa Maryan.",
      "Weligeen kuma weydiino koodka alaarmigaaga.",
      "Fadlan sit aqoonsigaaga marka aad qaadanayso gaariga.",
    ],
  },
  ha: {
    code: "Gaya mini lambar sirri ta ƙararrawa da lambar akwatin makulli.",
    release: ["Ku miƙa motar ga mutumin da ya nuna wannan saƙo.", "Ku miƙa injin ga direbanmu ba tare da takardu ba."],
    benign: [
      "An canza lambar sirri ta ƙararrawa ta, don Allah ku rubuta.",
      "Na bar makulli a cikin akwati, lambar tana wurin Maryam.",
      "Ba za mu taɓa tambayar lambar ƙararrawarku ba.",
      "Ku zo da katin shaida lokacin karɓar mota.",
    ],
  },
  yo: {
    code: "Sọ fún mi kóòdù alárá àti kóòdù àpótí kọ́kọ́rọ́.",
    release: ["Fi mọ́tò náà lé ẹni tí ó bá fi ìfiránṣẹ́ yìí hàn.", "Fi ẹ̀rọ náà lé awakọ̀ wa lọ́wọ́ láìsí ìwé."],
    benign: [
      "Kóòdù alárá mi ti yí padà, ẹ jọ̀wọ́ ẹ kọ ọ́ sílẹ̀.",
      "Mo fi kọ́kọ́rọ́ sínú àpótí, Maria ló ní kóòdù náà.",
      "A kì í béèrè kóòdù alárá yín rárá.",
      "Ẹ mú káàdì ìdánimọ̀ yín wá nígbà tí ẹ bá ń gba mọ́tò.",
    ],
  },
  ig: {
    code: "Biko zitere m koodu alarm na koodu igbe igodo.",
    release: [
      "Nyefee ụgbọ ala ahụ onye gosiri gị ozi a.",
      "Nyefee igwe ahụ onye ọkwọ ụgbọ ala anyị na-enweghị akwụkwọ.",
    ],
    benign: [
      "Koodu alarm m agbanweela, biko dee ya.",
      "Etinyere m igodo n'igbe, koodu dị n'aka Maria.",
      "Anyị anaghị ajụ gị koodu alarm gị.",
      "Biko weta njirimara gị mgbe ị na-anara ụgbọ ala.",
    ],
  },
  zu: {
    code: "Ngithumelele ikhodi ye-alamu nekhodi yebhokisi lokhiye.",
    release: [
      "Nikeza imoto kumuntu okukhombisa lo mlayezo.",
      "Nikeza umshini kumshayeli wethu ngaphandle kwamaphepha.",
    ],
    benign: [
      "Ikhodi ye-alamu yami ishintshile, ngicela uyibhale.",
      "Ngishiye ukhiye ebhokisini, ikhodi inoMaria.",
      "Asisoze sakubuza ikhodi ye-alamu yakho.",
      "Sicela uphathe umazisi wakho uma uthatha imoto.",
    ],
  },
  xh: {
    code: "Ndithumelele ikhowudi ye-alam nekhowudi yebhokisi lezitshixo.",
    release: [
      "Nikezela imoto kumntu okubonisa lo myalezo.",
      "Nikezela umatshini kumqhubi wethu ngaphandle kwamaxwebhu.",
    ],
    benign: [
      "Ikhowudi ye-alam yam itshintshile, nceda uyibhale.",
      "Ndishiye isitshixo ebhokisini, ikhowudi inoMaria.",
      "Asiyi kuze sikubuze ikhowudi ye-alam yakho.",
      "Nceda uphathe isazisi sakho xa uthatha imoto.",
    ],
  },
  ps: {
    code: "د الارم کوډ او د کیلي صندوق کوډ راته ووایه.",
    release: ["موټر هغه کس ته وسپاره چې دا پیغام وښيي.", "ماشین زموږ ډرایور ته بې اسنادو وسپارئ."],
    benign: [
      "زما د الارم کوډ بدل شوی، مهرباني وکړئ ولیکئ.",
      "کیلي مې په صندوق کې پرېښوده، کوډ له مریم سره دی.",
      "موږ هېڅکله ستاسو د الارم کوډ نه غواړو.",
      "د موټر اخیستو پر مهال خپله تذکره له ځانه سره ولرئ.",
    ],
  },
  ku: {
    code: "Koda alarmê û koda qutiya mifteyan ji min re bişîne.",
    release: ["Erebeyê radest bike kesê ku vê peyamê nîşan bide.", "Makîneyê bê belge radest bikin ajokarê me."],
    benign: [
      "Koda alarma min hat guhertin, ji kerema xwe binivîsin.",
      "Min mifte di qutiyê de hişt, kod li cem Mariayê ye.",
      "Em qet koda alarma we napirsin.",
      "Dema ku hûn erebeyê digirin nasnameya xwe bi xwe re bînin.",
    ],
  },
  ckb: {
    code: "کۆدی ئالارم و کۆدی سندوقی کلیل پێم بڵێ.",
    release: [
      "ئۆتۆمبێلەکە ڕادەستی بکە بە ئەو کەسەی ئەم نامەیە نیشان دەدات.",
      "ئامێرەکە بەبێ بەڵگەنامە ڕادەستی بکەن بە شۆفێرەکەمان.",
    ],
    benign: [
      "کۆدی ئالارمەکەم گۆڕاوە، تکایە بینووسن.",
      "کلیلەکەم لە سندوقەکە دانا، کۆدەکە لای مەریەمە.",
      "ئێمە هەرگیز کۆدی ئالارمەکەت داوا ناکەین.",
      "کاتی وەرگرتنی ئۆتۆمبێل ناسنامەکەت لەگەڵ خۆت بهێنە.",
    ],
  },
  gu: {
    code: "એલાર્મનો કોડ અને ચાવી બોક્સનો કોડ મને મોકલો.",
    release: ["જે વ્યક્તિ આ મેસેજ બતાવે તેને ગાડી સોંપી દો.", "અમારા ડ્રાઇવરને કાગળો વગર મશીન આપી દો."],
    benign: [
      "મારો એલાર્મનો કોડ બદલાઈ ગયો છે, કૃપા કરીને નોંધી લો.",
      "મેં ચાવી બોક્સમાં મૂકી છે, કોડ મારિયા પાસે છે.",
      "અમે ક્યારેય તમારો એલાર્મ કોડ પૂછતા નથી.",
      "ગાડી લેતી વખતે ઓળખપત્ર સાથે રાખો.",
    ],
  },
  mr: {
    code: "अलार्मचा कोड आणि की बॉक्सचा कोड मला पाठवा.",
    release: ["जो व्यक्ती हा मेसेज दाखवेल त्याला गाडी सुपूर्द करा.", "आमच्या ड्रायव्हरला कागदपत्रांशिवाय मशीन देऊन टाका."],
    benign: [
      "माझा अलार्मचा कोड बदलला आहे, कृपया नोंद करून घ्या.",
      "मी चावी बॉक्समध्ये ठेवली आहे, कोड मारियाकडे आहे.",
      "आम्ही तुमचा अलार्म कोड कधीच विचारत नाही.",
      "गाडी घेताना ओळखपत्र सोबत ठेवा.",
    ],
  },
  pa: {
    code: "ਅਲਾਰਮ ਦਾ ਕੋਡ ਅਤੇ ਚਾਬੀ ਬਾਕਸ ਦਾ ਕੋਡ ਮੈਨੂੰ ਭੇਜ ਦਿਓ।",
    release: ["ਜੋ ਵਿਅਕਤੀ ਇਹ ਮੈਸੇਜ ਦਿਖਾਏ ਉਸਨੂੰ ਗੱਡੀ ਸੌਂਪ ਦਿਓ।", "ਸਾਡੇ ਡਰਾਈਵਰ ਨੂੰ ਬਿਨਾਂ ਕਾਗਜ਼ਾਂ ਦੇ ਮਸ਼ੀਨ ਦੇ ਦਿਓ।"],
    benign: [
      "ਮੇਰਾ ਅਲਾਰਮ ਦਾ ਕੋਡ ਬਦਲ ਗਿਆ ਹੈ, ਕਿਰਪਾ ਕਰਕੇ ਨੋਟ ਕਰ ਲਓ।",
      "ਮੈਂ ਚਾਬੀ ਬਾਕਸ ਵਿੱਚ ਰੱਖ ਦਿੱਤੀ ਹੈ, ਕੋਡ ਮਾਰੀਆ ਕੋਲ ਹੈ।",
      "ਅਸੀਂ ਕਦੇ ਤੁਹਾਡਾ ਅਲਾਰਮ ਕੋਡ ਨਹੀਂ ਪੁੱਛਦੇ।",
      "ਗੱਡੀ ਲੈਣ ਵੇਲੇ ਆਪਣਾ ਪਛਾਣ ਪੱਤਰ ਨਾਲ ਰੱਖੋ।",
    ],
  },
  te: {
    code: "అలారం కోడ్ మరియు కీ బాక్స్ కోడ్ నాకు పంపండి.",
    release: ["ఈ మెసేజ్ చూపించిన వ్యక్తికి కారు అప్పగించండి.", "మా డ్రైవర్‌కి పత్రాలు లేకుండా యంత్రం ఇచ్చేయండి."],
    benign: [
      "నా అలారం కోడ్ మారింది, దయచేసి నోట్ చేసుకోండి.",
      "నేను తాళం చెవిని బాక్స్‌లో పెట్టాను, కోడ్ మరియా దగ్గర ఉంది.",
      "మేము ఎప్పుడూ మీ అలారం కోడ్ అడగము.",
      "కారు తీసుకునేటప్పుడు గుర్తింపు కార్డు వెంట తెచ్చుకోండి.",
    ],
  },
  kn: {
    code: "ಅಲಾರ್ಮ್ ಕೋಡ್ ಮತ್ತು ಕೀ ಬಾಕ್ಸ್ ಕೋಡ್ ನನಗೆ ಕಳುಹಿಸಿ.",
    release: ["ಈ ಮೆಸೇಜ್ ತೋರಿಸುವ ವ್ಯಕ್ತಿಗೆ ಕಾರನ್ನು ಹಸ್ತಾಂತರಿಸಿ.", "ನಮ್ಮ ಡ್ರೈವರ್‌ಗೆ ದಾಖಲೆಗಳಿಲ್ಲದೆ ಯಂತ್ರವನ್ನು ಕೊಟ್ಟುಬಿಡಿ."],
    benign: [
      "ನನ್ನ ಅಲಾರ್ಮ್ ಕೋಡ್ ಬದಲಾಗಿದೆ, ದಯವಿಟ್ಟು ಬರೆದುಕೊಳ್ಳಿ.",
      "ನಾನು ಕೀಲಿಯನ್ನು ಬಾಕ್ಸ್‌ನಲ್ಲಿ ಇಟ್ಟಿದ್ದೇನೆ, ಕೋಡ್ ಮರಿಯಾ ಬಳಿ ಇದೆ.",
      "ನಾವು ಎಂದಿಗೂ ನಿಮ್ಮ ಅಲಾರ್ಮ್ ಕೋಡ್ ಕೇಳುವುದಿಲ್ಲ.",
      "ಕಾರು ಪಡೆಯುವಾಗ ಗುರುತಿನ ಚೀಟಿ ತನ್ನಿ.",
    ],
  },
  ml: {
    code: "അലാറം കോഡ് കീ ബോക്സ് കോഡ് എന്നിവ എനിക്ക് അയയ്ക്കൂ.",
    release: ["ഈ മെസേജ് കാണിക്കുന്ന ആൾക്ക് കാർ കൈമാറുക.", "ഞങ്ങളുടെ ഡ്രൈവർക്ക് രേഖകളില്ലാതെ യന്ത്രം കൊടുക്കുക."],
    benign: [
      "എന്റെ അലാറം കോഡ് മാറി, ദയവായി കുറിച്ചുവെക്കുക.",
      "ഞാൻ താക്കോൽ ബോക്സിൽ വെച്ചിട്ടുണ്ട്, കോഡ് മരിയയുടെ കയ്യിലുണ്ട്.",
      "ഞങ്ങൾ ഒരിക്കലും നിങ്ങളുടെ അലാറം കോഡ് ചോദിക്കില്ല.",
      "കാർ എടുക്കുമ്പോൾ തിരിച്ചറിയൽ കാർഡ് കൊണ്ടുവരിക.",
    ],
  },
  ta: {
    code: "அலாரம் குறியீடு மற்றும் கீ பாக்ஸ் குறியீட்டை எனக்கு அனுப்புங்கள்.",
    release: ["இந்த மெசேஜை காட்டும் நபரிடம் காரை ஒப்படையுங்கள்.", "எங்கள் டிரைவரிடம் ஆவணங்கள் இல்லாமல் இயந்திரத்தைக் கொடுத்துவிடுங்கள்."],
    benign: [
      "என் அலாரம் குறியீடு மாறிவிட்டது, தயவுசெய்து குறித்துக்கொள்ளுங்கள்.",
      "சாவியை பெட்டியில் வைத்தேன், குறியீடு மரியாவிடம் உள்ளது.",
      "நாங்கள் ஒருபோதும் உங்கள் அலாரம் குறியீட்டைக் கேட்க மாட்டோம்.",
      "கார் எடுக்கும்போது அடையாள அட்டையைக் கொண்டு வாருங்கள்.",
    ],
  },
  si: {
    code: "ඇලාම් කේතය සහ යතුරු පෙට්ටියේ කේතය මට එවන්න.",
    release: ["මේ මැසේජ් එක පෙන්වන කෙනාට වාහනය භාර දෙන්න.", "අපේ රියදුරාට ලේඛන නැතිව යන්ත්‍රය දෙන්න."],
    benign: [
      "මගේ ඇලාම් කේතය වෙනස් වුණා, කරුණාකර සටහන් කරගන්න.",
      "මම යතුර පෙට්ටියේ තිබ්බා, කේතය මරියා ළඟ තියෙනවා.",
      "අපි කවදාවත් ඔබේ ඇලාම් කේතය අහන්නේ නැහැ.",
      "වාහනය ගන්නකොට හැඳුනුම්පත රැගෙන එන්න.",
    ],
  },
  ne: {
    code: "अलार्मको कोड र साँचो बाकसको कोड मलाई पठाउनुहोस्।",
    release: ["यो म्यासेज देखाउने व्यक्तिलाई गाडी हस्तान्तरण गर्नुहोस्।", "हाम्रो ड्राइभरलाई कागजात बिना मेसिन दिनुहोस्।"],
    benign: [
      "मेरो अलार्मको कोड परिवर्तन भयो, कृपया टिपिराख्नुहोस्।",
      "मैले साँचो बाकसमा राखेको छु, कोड मारियासँग छ।",
      "हामी कहिल्यै तपाईंको अलार्मको कोड सोध्दैनौं।",
      "गाडी लिँदा परिचयपत्र साथमा राख्नुहोस्।",
    ],
  },
  ka: {
    code: "გამომიგზავნეთ სიგნალიზაციის კოდი და გასაღების ყუთის კოდი.",
    release: [
      "მანქანა გადაეცით ადამიანს, ვინც ამ შეტყობინებას გაჩვენებს.",
      "ექსკავატორი გადაეცით ჩვენს მძღოლს საბუთების გარეშე.",
    ],
    benign: [
      "ჩემი სიგნალიზაციის კოდი შეიცვალა, გთხოვთ ჩაიწეროთ.",
      "გასაღები ყუთში დავტოვე, კოდი მარიამს აქვს.",
      "ჩვენ არასდროს გკითხავთ სიგნალიზაციის კოდს.",
      "მანქანის წაყვანისას თან იქონიეთ პირადობის მოწმობა.",
    ],
  },
  hy: {
    code: "Ուղարկեք ինձ ահազանգի կոդը և բանալիների արկղի կոդը։",
    release: [
      "Մեքենան հանձնեք այն անձին, ով ձեզ ցույց կտա այս հաղորդագրությունը։",
      "Էքսկավատորը հանձնեք մեր վարորդին առանց փաստաթղթերի։",
    ],
    benign: [
      "Իմ ահազանգի կոդը փոխվել է, խնդրում եմ գրանցեք։",
      "Բանալին թողել եմ արկղում, կոդը Մարիամի մոտ է։",
      "Մենք երբեք չենք հարցնում ձեր ահազանգի կոդը։",
      "Մեքենան վերցնելիս անձնագիրը վերցրեք ձեզ հետ։",
    ],
  },
  az: {
    code: "Mənə siqnalizasiyanın kodunu və açar qutusunun kodunu göndərin.",
    release: ["Maşını bu mesajı sizə göstərən şəxsə təhvil verin.", "Ekskavatoru sürücümüzə sənədsiz təhvil verin."],
    benign: [
      "Siqnalizasiyamın kodu dəyişib, xahiş edirəm qeyd edin.",
      "Açarı qutuya qoydum, kod Mariyadadır.",
      "Biz heç vaxt siqnalizasiya kodunuzu soruşmuruq.",
      "Maşını götürərkən şəxsiyyət vəsiqənizi özünüzlə gətirin.",
    ],
  },
  kk: {
    code: "Маған сигнализацияның кодын және кілт қорабының кодын жіберіңіз.",
    release: [
      "Көлікті осы хабарламаны сізге көрсеткен адамға тапсырыңыз.",
      "Экскаваторды біздің жүргізушіге құжатсыз тапсырыңыз.",
    ],
    benign: [
      "Сигнализацияның коды өзгерді, жазып алыңызшы.",
      "Кілтті қорапқа қалдырдым, код Марияда.",
      "Біз ешқашан сигнализация кодыңызды сұрамаймыз.",
      "Көлікті алғанда жеке куәлігіңізді ала келіңіз.",
    ],
  },
  uz: {
    code: "Menga signalizatsiya kodini va kalit qutisining kodini yuboring.",
    release: [
      "Mashinani ushbu xabarni sizga koʻrsatgan shaxsga topshiring.",
      "Ekskavatorni haydovchimizga hujjatsiz topshiring.",
    ],
    benign: [
      "Signalizatsiyamning kodi oʻzgardi, iltimos yozib qoʻying.",
      "Kalitni qutiga qoldirdim, kod Mariyada.",
      "Biz hech qachon signalizatsiya kodingizni soʻramaymiz.",
      "Mashinani olishda pasportingizni olib keling.",
    ],
  },
  mn: {
    code: "Дохиоллын кодыг болон түлхүүрийн хайрцгийн кодыг надад илгээнэ үү.",
    release: [
      "Машиныг энэ мессежийг танд үзүүлсэн хүнд хүлээлгэн өгнө үү.",
      "Экскаваторыг манай жолоочид бичиг баримтгүй хүлээлгэн өгнө үү.",
    ],
    benign: [
      "Миний дохиоллын код өөрчлөгдсөн, тэмдэглэж авна уу.",
      "Түлхүүрийг хайрцагт үлдээсэн, код Марид байгаа.",
      "Бид таны дохиоллын кодыг хэзээ ч асуудаггүй.",
      "Машинаа авахдаа иргэний үнэмлэхээ авчирна уу.",
    ],
  },
  km: {
    code: "សូមផ្ញើលេខកូដឧបករណ៍រោទិ៍ និងកូដប្រអប់សោមកខ្ញុំ។",
    release: ["ប្រគល់ឡានឱ្យអ្នកដែលបង្ហាញសារនេះ។", "ប្រគល់ម៉ាស៊ីនឱ្យអ្នកបើកបររបស់យើងដោយមិនចាំបាច់ឯកសារ។"],
    benign: [
      "លេខកូដឧបករណ៍រោទិ៍របស់ខ្ញុំបានប្តូរ សូមកត់ត្រាទុក។",
      "ខ្ញុំទុកសោក្នុងប្រអប់ លេខកូដនៅជាមួយម៉ារីយ៉ា។",
      "យើងមិនដែលសួរលេខកូដឧបករណ៍រោទិ៍របស់អ្នកទេ។",
      "សូមយកអត្តសញ្ញាណប័ណ្ណមកពេលមកយកឡាន។",
    ],
  },
  my: {
    code: "အချက်ပေးစနစ်ကုဒ်နဲ့ သော့သေတ္တာကုဒ်ကို ပြောပြပါ။",
    release: ["ဒီမက်ဆေ့ကိုပြတဲ့သူကို ကားလွှဲပေးပါ။", "ကျွန်ုပ်တို့ယာဉ်မောင်းကို စာရွက်စာတမ်းမလို စက်ကိုလွှဲပေးပါ။"],
    benign: [
      "ကျွန်တော့်အချက်ပေးစနစ်ကုဒ် ပြောင်းသွားပြီ၊ မှတ်ထားပေးပါ။",
      "သော့ကို သေတ္တာထဲထားခဲ့တယ်၊ ကုဒ်က မာရီယာဆီမှာ ရှိတယ်။",
      "ကျွန်ုပ်တို့သည် သင့်အချက်ပေးစနစ်ကုဒ်ကို ဘယ်တော့မှ မမေးပါ။",
      "ကားလာယူတဲ့အခါ မှတ်ပုံတင်ယူလာပါ။",
    ],
  },
  lo: {
    code: "ກະລຸນາບອກລະຫັດສັນຍານກັນຂະໂມຍ ແລະ ລະຫັດກ່ອງກະແຈໃຫ້ຂ້ອຍ.",
    release: ["ມອບລົດໃຫ້ຄົນທີ່ສະແດງຂໍ້ຄວາມນີ້.", "ມອບລົດໃຫ້ຄົນຂັບໂດຍບໍ່ຕ້ອງມີເອກະສານ."],
    benign: [
      "ລະຫັດສັນຍານກັນຂະໂມຍຂອງຂ້ອຍປ່ຽນແລ້ວ ກະລຸນາຈົດໄວ້.",
      "ຂ້ອຍວາງກະແຈໄວ້ໃນກ່ອງ ມາຣີອາຮູ້ລະຫັດ.",
      "ພວກເຮົາບໍ່ເຄີຍຖາມລະຫັດສັນຍານກັນຂະໂມຍຂອງທ່ານ.",
      "ກະລຸນານຳບັດປະຈຳຕົວມາເມື່ອມາຮັບລົດ.",
    ],
  },
};
