// Samples for test/unit/trust-ownlogin.test.ts, written for these tests from the concepts (not taken from any
// corpus): per language, sentences that sign in with the organisation's or a role's login, sentences that ask to
// re-enrol two-factor authentication or re-register an account beside a threat, and benign near-misses that use the
// same words the human way.

export interface OwnLoginSamples {
  /** 1. Sign in with a credential owned by the organisation or by a role in it. */
  org: string[];
  /** 2. Re-enrol two-factor authentication or re-register an account, beside a threat or a deadline. */
  reEnrol: string[];
  /** The same words in ordinary mail: none of the login or lure rows may hit. */
  benign: string[];
}

export const SAMPLES: Record<string, OwnLoginSamples> = {
  en: {
    org: [
      "To open the shared scans, log in with the surgery's email and password on the next page.",
      "Please sign in using the office manager's credentials so the invoices can be released.",
      "Verify your account with the password of the practice mailbox to keep receiving bookings.",
    ],
    reEnrol: [
      "Please re-enrol your MFA by 14 December.",
      "Two-factor authentication for all staff must be re-registered this week, otherwise the mailbox will be locked.",
      "Re-register your admin account within 48 hours or access will be suspended.",
    ],
    benign: [
      "Sign in to your Chairtime account to confirm the booking.",
      "Patients can log in with their patient number to see their results.",
      "The clinic's email address is info@clinic.example, and the reception answers until six.",
      "We never ask for the practice's password by email.",
      "You have enrolled a new authenticator app for two-factor authentication.",
      "The practice manager will log in tomorrow to approve the rota.",
    ],
  },
  de: {
    org: [
      "Bitte melden Sie sich mit dem Passwort der Praxis an, um die Befunde zu öffnen.",
      "Zum Freigeben anmelden mit den Zugangsdaten des Praxismanagers.",
    ],
    reEnrol: [
      "Ihr Konto neu registrieren bis zum 14. Dezember.",
      "Die Zwei-Faktor-Authentifizierung muss bis Freitag neu eingerichtet werden, sonst wird der Zugang gesperrt.",
      "Ihr Konto neu verifizieren: andernfalls wird das Postfach deaktiviert.",
    ],
    benign: [
      "Melden Sie sich in Ihrem Terminland-Konto an, um den Termin zu bestätigen.",
      "Patienten melden sich mit ihrer Patientennummer im Portal an.",
      "Die E-Mail-Adresse der Praxis lautet info@praxis.example.",
      "Wir fragen niemals nach dem Passwort der Praxis.",
      "Sie haben eine neue Authenticator-App für die Zwei-Faktor-Authentifizierung eingerichtet.",
      "Die Praxismanagerin meldet sich morgen an und prüft den Dienstplan.",
    ],
  },
  fr: {
    org: [
      "Pour consulter les documents, connectez-vous avec l'adresse e-mail et le mot de passe du cabinet.",
      "Merci de vous connecter avec les identifiants de l'administrateur pour valider les factures.",
    ],
    reEnrol: [
      "Réactivez votre double authentification avant le 14 décembre.",
      "La double authentification doit être réactivée par chaque collaborateur, sinon le compte sera suspendu.",
      "Revalidez votre compte avant demain, faute de quoi l'accès sera bloqué.",
    ],
    benign: [
      "Connectez-vous à votre compte Doctolib pour confirmer le rendez-vous.",
      "Les patients se connectent avec leur numéro de dossier.",
      "L'adresse e-mail du cabinet est contact@cabinet.example.",
      "Nous ne demandons jamais le mot de passe du cabinet.",
      "Vous avez ajouté une nouvelle application d'authentification.",
      "La gérante se connectera demain pour valider le planning.",
    ],
  },
  es: {
    org: [
      "Para ver las radiografías, inicie sesión con el usuario y la contraseña de la clínica.",
      "Acceda con las credenciales del administrador para liberar los pagos pendientes.",
    ],
    reEnrol: [
      "Vuelva a registrar su cuenta antes del 14 de diciembre.",
      "La verificación en dos pasos debe volver a configurarse esta semana, de lo contrario la cuenta quedará bloqueada.",
      "Vuelva a registrar su cuenta en las próximas 24 horas.",
    ],
    benign: [
      "Inicie sesión en su cuenta de Reservio para confirmar la cita.",
      "Los pacientes acceden con su número de historia clínica.",
      "El correo de la clínica es info@clinica.example.",
      "Nunca le pediremos la contraseña de la clínica.",
      "Ha añadido una nueva aplicación de autenticación a su cuenta.",
      "La gerente iniciará sesión mañana para revisar los turnos.",
    ],
  },
  it: {
    org: [
      "Per scaricare i referti accedi con la password dello studio.",
      "Effettua l'accesso con le credenziali dell'amministratore per approvare gli ordini.",
    ],
    reEnrol: [
      "Riattiva il tuo account entro il 14 dicembre.",
      "L'autenticazione a due fattori deve essere riconfigurata entro domani, altrimenti l'utenza sarà bloccata.",
      "Riattiva il tuo account entro 48 ore: l'accesso sarà sospeso.",
    ],
    benign: [
      "Accedi al tuo account Prenota per confermare l'appuntamento.",
      "I pazienti accedono con il proprio codice paziente.",
      "L'indirizzo e-mail dello studio è info@studio.example.",
      "Non chiediamo mai la password dello studio.",
      "Hai aggiunto una nuova app di autenticazione.",
      "Il responsabile accederà domani per controllare i turni.",
    ],
  },
  pt: {
    org: [
      "Para abrir os exames, faça login com o e-mail e a senha da clínica.",
      "Acesse com as credenciais do administrador para liberar os pagamentos.",
    ],
    reEnrol: [
      "Recadastre sua conta até 14 de dezembro.",
      "A verificação em duas etapas precisa ser reconfigurada até sexta, caso contrário, a conta será bloqueada.",
      "Recadastre sua conta nas próximas 24 horas.",
    ],
    benign: [
      "Acesse sua conta Agendaí para confirmar a consulta.",
      "Os pacientes entram com o número do prontuário.",
      "O e-mail da clínica é contato@clinica.example.",
      "Nunca pedimos a senha da clínica.",
      "Você adicionou um novo aplicativo autenticador.",
      "O gerente vai fazer login amanhã para aprovar a escala.",
    ],
  },
  nl: {
    org: [
      "Log in met het wachtwoord van de praktijk om de uitslagen te bekijken.",
      "Meld u aan met de inloggegevens van de beheerder om de facturen vrij te geven.",
    ],
    reEnrol: [
      "Registreer uw account opnieuw vóór 14 december.",
      "Tweestapsverificatie moet voor alle medewerkers opnieuw ingesteld worden, anders wordt het account geblokkeerd.",
      "Registreer uw account opnieuw binnen 48 uur.",
    ],
    benign: [
      "Log in op uw Afspraakweb-account om de afspraak te bevestigen.",
      "Patiënten loggen in met hun patiëntnummer.",
      "Het e-mailadres van de praktijk is info@praktijk.example.",
      "Wij vragen nooit om het wachtwoord van de praktijk.",
      "U heeft een nieuwe authenticator-app toegevoegd.",
      "De praktijkmanager logt morgen in om het rooster goed te keuren.",
    ],
  },
  pl: {
    org: [
      "Zaloguj się hasłem gabinetu, aby otworzyć wyniki badań.",
      "Zaloguj się danymi logowania kierownika, żeby zatwierdzić faktury.",
    ],
    reEnrol: ["Weryfikację dwuetapową trzeba ponownie skonfigurować, w przeciwnym razie konto zostanie zablokowane."],
    benign: [
      "Zaloguj się na swoje konto Booksy, aby potwierdzić wizytę.",
      "Pacjenci logują się numerem pacjenta.",
      "Adres e-mail gabinetu to info@gabinet.example.",
      "Nigdy nie prosimy o hasło gabinetu.",
      "Dodano nową aplikację uwierzytelniającą.",
      "Kierowniczka zaloguje się jutro i zatwierdzi grafik.",
    ],
  },
  sv: {
    org: [
      "Logga in med klinikens e-post och lösenord för att se remisserna.",
      "Logga in med lösenordet till receptionen för att godkänna fakturorna.",
    ],
    reEnrol: ["Tvåstegsverifieringen måste registreras på nytt, annars kommer kontot att spärras."],
    benign: [
      "Logga in på ditt Bokadirekt-konto för att bekräfta bokningen.",
      "Patienter loggar in med sitt patientnummer.",
      "Klinikens e-postadress är info@klinik.example.",
      "Vi ber aldrig om klinikens lösenord.",
      "Du har lagt till en ny autentiseringsapp.",
      "Verksamhetschefen loggar in i morgon och godkänner schemat.",
    ],
  },
  da: {
    org: [
      "Log ind med klinikkens e-mail og adgangskode for at se svarene.",
      "Log ind med adgangskoden til receptionen for at godkende fakturaerne.",
    ],
    reEnrol: ["Tofaktorgodkendelsen skal registreres igen, ellers bliver kontoen spærret."],
    benign: [
      "Log ind på din Planway-konto for at bekræfte tiden.",
      "Patienter logger ind med deres patientnummer.",
      "Klinikkens e-mail er info@klinik.example.",
      "Vi beder aldrig om klinikkens adgangskode.",
      "Du har tilføjet en ny godkendelsesapp.",
      "Praksischefen logger ind i morgen og godkender vagtplanen.",
    ],
  },
  nb: {
    org: [
      "Logg inn med passordet til klinikken for å åpne svarene.",
      "Logg inn med administratorens brukernavn for å godkjenne fakturaene.",
    ],
    reEnrol: ["Totrinnsbekreftelsen må settes opp på nytt, ellers blir kontoen sperret."],
    benign: [
      "Logg inn på din Helsenorge-konto for å bekrefte timen.",
      "Pasienter logger inn med pasientnummeret sitt.",
      "Klinikkens e-postadresse er post@klinikk.example.",
      "Vi spør aldri om klinikkens passord.",
      "Du har lagt til en ny autentiseringsapp.",
      "Daglig leder logger inn i morgen og godkjenner vaktlisten.",
    ],
  },
  fi: {
    org: [
      "Kirjaudu klinikan sähköpostilla ja salasanalla nähdäksesi tulokset.",
      "Kirjaudu pääkäyttäjän tunnuksilla hyväksyäksesi laskut.",
    ],
    reEnrol: ["Kaksivaiheinen tunnistautuminen on rekisteröitävä uudelleen, muussa tapauksessa tili suljetaan."],
    benign: [
      "Kirjaudu Ajanvaraus-tilillesi vahvistaaksesi ajan.",
      "Potilaat kirjautuvat potilasnumerollaan.",
      "Klinikan sähköpostiosoite on info@klinikka.example.",
      "Emme koskaan kysy klinikan salasanaa.",
      "Olet lisännyt uuden todennussovelluksen.",
      "Esimies kirjautuu huomenna ja hyväksyy vuorolistan.",
    ],
  },
  cs: {
    org: [
      "Přihlaste se heslem ordinace, abyste otevřeli výsledky.",
      "Přihlaste se přihlašovacími údaji správce a schvalte faktury.",
    ],
    reEnrol: ["Dvoufázové ověření je nutné znovu nastavit, jinak bude účet zablokován."],
    benign: [
      "Přihlaste se ke svému účtu Reservio a potvrďte termín.",
      "Pacienti se přihlašují číslem pojištěnce.",
      "E-mailová adresa ordinace je info@ordinace.example.",
      "Nikdy nežádáme heslo ordinace.",
      "Přidali jste novou ověřovací aplikaci.",
      "Vedoucí se zítra přihlásí a schválí rozpis směn.",
    ],
  },
  sk: {
    org: [
      "Prihláste sa heslom ambulancie, aby ste videli výsledky.",
      "Prihláste sa prihlasovacími údajmi správcu a schváľte faktúry.",
    ],
    reEnrol: ["Dvojfázové overenie je potrebné znova nastaviť, inak bude účet zablokovaný."],
    benign: [
      "Prihláste sa do svojho účtu Reservio a potvrďte termín.",
      "Pacienti sa prihlasujú číslom poistenca.",
      "E-mailová adresa ambulancie je info@ambulancia.example.",
      "Nikdy nežiadame heslo ambulancie.",
      "Pridali ste novú overovaciu aplikáciu.",
      "Vedúca sa zajtra prihlási a schváli rozpis služieb.",
    ],
  },
  ro: {
    org: [
      "Autentificați-vă cu parola cabinetului pentru a vedea analizele.",
      "Conectați-vă cu datele de autentificare ale administratorului pentru a aproba facturile.",
    ],
    reEnrol: ["Autentificarea în doi pași trebuie reconfigurată, în caz contrar contul va fi blocat."],
    benign: [
      "Conectați-vă la contul dvs. Programari pentru a confirma vizita.",
      "Pacienții se autentifică cu numărul de pacient.",
      "Adresa de e-mail a cabinetului este contact@cabinet.example.",
      "Nu vă cerem niciodată parola cabinetului.",
      "Ați adăugat o nouă aplicație de autentificare.",
      "Managerul se va conecta mâine pentru a aproba programul.",
    ],
  },
  hu: {
    org: [
      "Jelentkezzen be a rendelő jelszavával a leletek megnyitásához.",
      "Lépjen be a rendszergazda fiókjával a számlák jóváhagyásához.",
    ],
    reEnrol: ["A kétlépcsős azonosítást újra be kell állítani, ellenkező esetben a fiók le lesz tiltva."],
    benign: [
      "Jelentkezzen be a Foglaljorvost fiókjába az időpont megerősítéséhez.",
      "A betegek a páciensszámukkal lépnek be.",
      "A rendelő e-mail-címe info@rendelo.example.",
      "Soha nem kérjük el a rendelő jelszavát.",
      "Új hitelesítő alkalmazást adott hozzá.",
      "A praxisvezető holnap bejelentkezik és jóváhagyja a beosztást.",
    ],
  },
  ca: {
    org: [
      "Inicieu sessió amb el correu i la contrasenya de la clínica per veure els resultats.",
      "Accediu amb les credencials de l'administrador per aprovar les factures.",
    ],
    reEnrol: ["L'autenticació en dos passos s'ha de tornar a configurar, altrament el compte serà bloquejat."],
    benign: [
      "Inicieu sessió al vostre compte de Reserves per confirmar la cita.",
      "Els pacients accedeixen amb el seu número d'historial.",
      "L'adreça de correu de la clínica és info@clinica.example.",
      "No us demanarem mai la contrasenya de la clínica.",
      "Heu afegit una nova aplicació d'autenticació.",
      "La gerent iniciarà sessió demà per aprovar els torns.",
    ],
  },
  ru: {
    org: [
      "Войдите с паролем клиники, чтобы открыть снимки.",
      "Выполните вход, используя учётную запись администратора, и подтвердите счета.",
    ],
    reEnrol: ["Двухфакторную аутентификацию нужно заново настроить, иначе учётная запись будет заблокирована."],
    benign: [
      "Войдите в свой аккаунт Продокторов, чтобы подтвердить запись.",
      "Пациенты входят по номеру медицинской карты.",
      "Электронная почта клиники: info@clinic.example.",
      "Мы никогда не спрашиваем пароль клиники.",
      "Вы добавили новое приложение для аутентификации.",
      "Управляющая завтра войдёт в систему и утвердит график.",
    ],
  },
  uk: {
    org: [
      "Увійдіть з паролем клініки, щоб переглянути знімки.",
      "Виконайте вхід через обліковий запис адміністратора та підтвердіть рахунки.",
    ],
    reEnrol: ["Двофакторну автентифікацію потрібно заново налаштувати, інакше обліковий запис буде заблоковано."],
    benign: [
      "Увійдіть у свій акаунт Helsi, щоб підтвердити запис.",
      "Пацієнти входять за номером медичної картки.",
      "Електронна пошта клініки: info@clinic.example.",
      "Ми ніколи не питаємо пароль клініки.",
      "Ви додали новий застосунок для автентифікації.",
      "Керівниця завтра увійде в систему і затвердить графік.",
    ],
  },
  bg: {
    org: [
      "Влезте с паролата на клиниката, за да видите резултатите.",
      "Влезте с акаунта на администратора, за да одобрите фактурите.",
    ],
    reEnrol: ["Двуфакторното удостоверяване трябва да се настрои отново, иначе акаунтът ще бъде блокиран."],
    benign: [
      "Влезте в своя акаунт в Superdoc, за да потвърдите часа.",
      "Пациентите влизат с номера си на пациент.",
      "Имейлът на клиниката е info@clinic.example.",
      "Никога не искаме паролата на клиниката.",
      "Добавихте ново приложение за удостоверяване.",
      "Управителят ще влезе утре и ще одобри графика.",
    ],
  },
  sh: {
    org: [
      "Prijavite se lozinkom ordinacije da biste videli nalaze.",
      "Prijavite se podacima za prijavu administratora i odobrite fakture.",
    ],
    reEnrol: ["Dvofaktorsku autentifikaciju treba ponovo podesiti, u suprotnom nalog će biti blokiran."],
    benign: [
      "Prijavite se na svoj Termini nalog da potvrdite pregled.",
      "Pacijenti se prijavljuju brojem kartona.",
      "E-mail adresa ordinacije je info@ordinacija.example.",
      "Nikada ne tražimo lozinku ordinacije.",
      "Dodali ste novu aplikaciju za autentifikaciju.",
      "Upravitelj će se sutra prijaviti i odobriti raspored.",
    ],
  },
  sl: {
    org: [
      "Prijavite se z geslom ordinacije, da si ogledate izvide.",
      "Prijavite se s podatki za prijavo administratorja in potrdite račune.",
    ],
    reEnrol: ["Dvostopenjsko preverjanje je treba znova nastaviti, sicer bo račun blokiran."],
    benign: [
      "Prijavite se v svoj račun Termini, da potrdite obisk.",
      "Pacienti se prijavijo s številko kartoteke.",
      "E-poštni naslov ordinacije je info@ordinacija.example.",
      "Nikoli ne zahtevamo gesla ordinacije.",
      "Dodali ste novo aplikacijo za preverjanje pristnosti.",
      "Vodja se bo jutri prijavil in potrdil razpored.",
    ],
  },
  lt: {
    org: [
      "Prisijunkite klinikos slaptažodžiu, kad pamatytumėte rezultatus.",
      "Prisijunkite administratoriaus paskyra ir patvirtinkite sąskaitas.",
    ],
    reEnrol: ["Dviejų veiksnių autentifikaciją reikia iš naujo nustatyti, priešingu atveju paskyra bus užblokuota."],
    benign: [
      "Prisijunkite prie savo Registratūra paskyros, kad patvirtintumėte vizitą.",
      "Pacientai prisijungia su paciento numeriu.",
      "Klinikos el. pašto adresas yra info@klinika.example.",
      "Niekada neprašome klinikos slaptažodžio.",
      "Pridėjote naują autentifikavimo programėlę.",
      "Vadovė rytoj prisijungs ir patvirtins grafiką.",
    ],
  },
  lv: {
    org: [
      "Pieslēdzieties ar klīnikas paroli, lai apskatītu rezultātus.",
      "Pieslēdzieties ar administratora kontu un apstipriniet rēķinus.",
    ],
    reEnrol: ["Divfaktoru autentifikāciju nepieciešams no jauna iestatīt, pretējā gadījumā konts tiks bloķēts."],
    benign: [
      "Pieslēdzieties savam Pieraksts kontam, lai apstiprinātu vizīti.",
      "Pacienti pieslēdzas ar pacienta numuru.",
      "Klīnikas e-pasta adrese ir info@klinika.example.",
      "Mēs nekad neprasām klīnikas paroli.",
      "Jūs pievienojāt jaunu autentifikācijas lietotni.",
      "Vadītāja rīt pieslēgsies un apstiprinās grafiku.",
    ],
  },
  et: {
    org: [
      "Logige sisse kliiniku parooliga, et tulemusi näha.",
      "Logige sisse administraatori kontoga ja kinnitage arved.",
    ],
    reEnrol: ["Kaheastmeline autentimine tuleb uuesti seadistada, vastasel juhul konto suletakse."],
    benign: [
      "Logige sisse oma Broneeri kontole, et aeg kinnitada.",
      "Patsiendid logivad sisse patsiendinumbriga.",
      "Kliiniku e-posti aadress on info@kliinik.example.",
      "Me ei küsi kunagi kliiniku parooli.",
      "Lisasite uue autentimisrakenduse.",
      "Juhataja logib homme sisse ja kinnitab graafiku.",
    ],
  },
  el: {
    org: [
      "Συνδεθείτε με τον κωδικό του ιατρείου για να δείτε τις εξετάσεις.",
      "Συνδεθείτε με τον λογαριασμό του διαχειριστή για να εγκρίνετε τα τιμολόγια.",
    ],
    reEnrol: ["Ο έλεγχος ταυτότητας δύο παραγόντων πρέπει να ρυθμιστεί ξανά, αλλιώς ο λογαριασμός θα κλειδωθεί."],
    benign: [
      "Συνδεθείτε στον λογαριασμό σας στο Doctoranytime για να επιβεβαιώσετε το ραντεβού.",
      "Οι ασθενείς συνδέονται με τον αριθμό ασθενούς.",
      "Το email του ιατρείου είναι info@iatreio.example.",
      "Δεν ζητάμε ποτέ τον κωδικό του ιατρείου.",
      "Προσθέσατε νέα εφαρμογή ελέγχου ταυτότητας.",
      "Ο υπεύθυνος θα συνδεθεί αύριο για να εγκρίνει το πρόγραμμα.",
    ],
  },
  tr: {
    org: [
      "Sonuçları görmek için kliniğin şifresiyle giriş yapın.",
      "Faturaları onaylamak için yöneticinin hesabıyla oturum açın.",
    ],
    reEnrol: ["Tüm personel için iki adımlı doğrulama yeniden kurulmalı, aksi halde hesabınız askıya alınacak."],
    benign: [
      "Randevuyu onaylamak için Randevum hesabınıza giriş yapın.",
      "Hastalar hasta numaralarıyla giriş yapar.",
      "Kliniğin e-posta adresi info@klinik.example.",
      "Kliniğin şifresini asla sormayız.",
      "Yeni bir kimlik doğrulama uygulaması eklediniz.",
      "Müdür yarın giriş yapıp vardiya planını onaylayacak.",
    ],
  },
  af: {
    org: [
      "Meld aan met die kliniek se e-pos en wagwoord om die uitslae te sien.",
      "Teken in met die wagwoord van die ontvangs om die fakture goed te keur.",
    ],
    reEnrol: ["Tweestapverifikasie moet weer opgestel word, anders sal die rekening opgeskort word."],
    benign: [
      "Teken in op jou Bookem-rekening om die afspraak te bevestig.",
      "Pasiënte meld aan met hul pasiëntnommer.",
      "Die kliniek se e-posadres is info@kliniek.example.",
      "Ons vra nooit vir die kliniek se wagwoord nie.",
      "Jy het 'n nuwe verifikasie-app bygevoeg.",
      "Die bestuurder sal môre aanmeld om die rooster goed te keur.",
    ],
  },
  ar: {
    org: ["سجل الدخول بكلمة مرور العيادة لعرض نتائج الأشعة."],
    reEnrol: ["يجب إعادة تفعيل المصادقة الثنائية لجميع الموظفين، وإلا سيتم تعليق الحساب."],
    benign: [
      "سجل الدخول إلى حسابك في تطبيق مواعيد لتأكيد الموعد.",
      "البريد الإلكتروني للعيادة هو info@clinic.example.",
      "لا نطلب أبدا كلمة مرور العيادة.",
      "أضفت تطبيق مصادقة جديدا إلى حسابك.",
      "سيدخل المدير غدا لاعتماد الجدول.",
    ],
  },
  fa: {
    org: ["با رمز عبور مطب وارد شوید تا نتایج را ببینید."],
    reEnrol: ["احراز هویت دو مرحله ای باید دوباره فعال شود، در غیر این صورت حساب مسدود خواهد شد."],
    benign: [
      "برای تأیید نوبت وارد حساب نوبت‌دهی خود شوید.",
      "ایمیل مطب info@clinic.example است.",
      "ما هرگز رمز عبور مطب را نمی‌پرسیم.",
      "شما یک برنامه احراز هویت جدید اضافه کردید.",
      "مدیر فردا وارد سیستم می‌شود و برنامه را تأیید می‌کند.",
    ],
  },
  he: {
    org: ["התחברו עם סיסמת המרפאה כדי לצפות בתוצאות."],
    reEnrol: ["יש להגדיר מחדש את האימות הדו-שלבי, אחרת החשבון ייחסם."],
    benign: [
      "התחברו לחשבון שלכם באפליקציית התורים כדי לאשר את התור.",
      'כתובת הדוא"ל של המרפאה היא info@clinic.example.',
      "לעולם לא נבקש את סיסמת המרפאה.",
      "הוספת אפליקציית אימות חדשה.",
      "המנהלת תתחבר מחר כדי לאשר את המשמרות.",
    ],
  },
  ur: {
    org: ["رپورٹس دیکھنے کے لیے کلینک کے پاس ورڈ سے لاگ ان کریں۔"],
    reEnrol: ["ٹو فیکٹر تصدیق کو دوبارہ رجسٹر کریں ورنہ اکاؤنٹ بند کر دیا جائے گا۔"],
    benign: [
      "اپوائنٹمنٹ کی تصدیق کے لیے اپنے ایپ اکاؤنٹ میں لاگ ان کریں۔",
      "کلینک کا ای میل info@clinic.example ہے۔",
      "ہم کبھی کلینک کا پاس ورڈ نہیں مانگتے۔",
      "آپ نے ایک نئی تصدیقی ایپ شامل کی ہے۔",
      "منیجر کل لاگ ان کر کے شیڈول منظور کریں گے۔",
    ],
  },
  hi: {
    org: ["रिपोर्ट देखने के लिए क्लिनिक के पासवर्ड से लॉग इन करें।"],
    reEnrol: ["टू-फैक्टर सत्यापन को दोबारा रजिस्टर करें, अन्यथा खाता निलंबित कर दिया जाएगा।"],
    benign: [
      "अपॉइंटमेंट की पुष्टि के लिए अपने ऐप खाते में लॉग इन करें।",
      "क्लिनिक का ईमेल info@clinic.example है।",
      "हम कभी क्लिनिक का पासवर्ड नहीं माँगते।",
      "आपने एक नया ऑथेंटिकेटर ऐप जोड़ा है।",
      "मैनेजर कल लॉग इन करके रोस्टर मंज़ूर करेंगे।",
    ],
  },
  bn: {
    org: ["রিপোর্ট দেখতে ক্লিনিকের পাসওয়ার্ড দিয়ে লগ ইন করুন।"],
    reEnrol: ["টু-ফ্যাক্টর যাচাইকরণ আবার সেট করুন, অন্যথায় অ্যাকাউন্ট বন্ধ করা হবে।"],
    benign: [
      "অ্যাপয়েন্টমেন্ট নিশ্চিত করতে আপনার অ্যাপ অ্যাকাউন্টে লগ ইন করুন।",
      "ক্লিনিকের ইমেল info@clinic.example।",
      "আমরা কখনও ক্লিনিকের পাসওয়ার্ড চাই না।",
      "আপনি একটি নতুন প্রমাণীকরণ অ্যাপ যোগ করেছেন।",
      "ম্যানেজার আগামীকাল লগ ইন করে রোস্টার অনুমোদন করবেন।",
    ],
  },
  ja: {
    org: ["医院のパスワードでログインして結果をご確認ください。"],
    reEnrol: ["二段階認証を再設定しない場合、アカウントは停止されます。"],
    benign: [
      "予約を確定するには、ご自身の予約アプリのアカウントにログインしてください。",
      "医院のメールアドレスはinfo@clinic.exampleです。",
      "医院のパスワードをお尋ねすることはありません。",
      "新しい認証アプリが追加されました。",
      "院長は明日ログインしてシフトを承認します。",
    ],
  },
  zh: {
    org: ["请使用诊所的邮箱和密码登录查看报告。"],
    reEnrol: ["两步验证必须重新绑定，否则账户将被停用。"],
    benign: [
      "请登录您的预约应用账户确认预约。",
      "诊所的邮箱是info@clinic.example。",
      "我们绝不会索要诊所的密码。",
      "您已添加新的身份验证器应用。",
      "经理明天会登录审批排班。",
    ],
  },
  ko: {
    org: ["병원 계정으로 로그인하여 검사 결과를 확인하세요."],
    reEnrol: ["2단계 인증을 다시 등록하지 않으면 계정이 정지됩니다."],
    benign: [
      "예약을 확정하려면 본인의 예약 앱 계정에 로그인하세요.",
      "저희 병원 주소는 서울시 중구입니다.",
      "새 인증 앱이 추가되었습니다.",
      "원장님이 내일 로그인해서 근무표를 승인합니다.",
    ],
  },
  vi: {
    org: ["Đăng nhập bằng mật khẩu của phòng khám để xem kết quả."],
    reEnrol: ["Xác minh hai bước phải được thiết lập lại, nếu không thì tài khoản sẽ bị khóa."],
    benign: [
      "Đăng nhập vào tài khoản ứng dụng đặt lịch của bạn để xác nhận lịch hẹn.",
      "Email của phòng khám là info@clinic.example.",
      "Chúng tôi không bao giờ hỏi mật khẩu của phòng khám.",
      "Bạn đã thêm một ứng dụng xác thực mới.",
      "Quản lý sẽ đăng nhập vào ngày mai để duyệt lịch trực.",
    ],
  },
  id: {
    org: ["Silakan login dengan kata sandi klinik untuk melihat hasil rontgen."],
    reEnrol: ["Verifikasi dua langkah harus didaftarkan ulang, jika tidak akun akan diblokir."],
    benign: [
      "Login ke akun aplikasi janji temu Anda untuk mengonfirmasi jadwal.",
      "Email klinik adalah info@klinik.example.",
      "Kami tidak pernah meminta kata sandi klinik.",
      "Anda telah menambahkan aplikasi autentikator baru.",
      "Manajer akan login besok untuk menyetujui jadwal.",
    ],
  },
  ms: {
    org: ["Log masuk dengan kata laluan klinik untuk melihat keputusan."],
    reEnrol: ["Pengesahan dua langkah perlu didaftarkan semula, jika tidak akaun akan disekat."],
    benign: [
      "Log masuk ke akaun aplikasi temu janji anda untuk mengesahkan tarikh.",
      "E-mel klinik ialah info@klinik.example.",
      "Kami tidak pernah meminta kata laluan klinik.",
      "Anda telah menambah aplikasi pengesah baharu.",
      "Pengurus akan log masuk esok untuk meluluskan jadual.",
    ],
  },
  tl: {
    org: ["Mag-log in gamit ang password ng klinika para makita ang resulta."],
    reEnrol: ["Kailangang i-register muli ang two-factor authentication, kung hindi ay masu-suspend ang account."],
    benign: [
      "Mag-log in sa iyong account sa booking app para kumpirmahin ang appointment.",
      "Ang email ng klinika ay info@klinika.example.",
      "Hindi namin hinihingi ang password ng klinika.",
      "Nagdagdag ka ng bagong authenticator app.",
      "Magla-log in bukas ang manager para aprubahan ang iskedyul.",
    ],
  },
  sw: {
    org: ["Ingia kwa nenosiri la kliniki ili kuona matokeo."],
    reEnrol: ["Sajili upya uthibitishaji wa hatua mbili, la sivyo akaunti itasimamishwa."],
    benign: [
      "Ingia kwenye akaunti yako ya programu ya miadi ili kuthibitisha miadi.",
      "Barua pepe ya kliniki ni info@kliniki.example.",
      "Hatuombi kamwe nenosiri la kliniki.",
      "Umeongeza programu mpya ya uthibitishaji.",
      "Meneja ataingia kesho kuidhinisha ratiba.",
    ],
  },
  "ar-latn": {
    org: ["Od5ol bel password el 3yada 3ashan tshoof el nata2eg."],
    reEnrol: ["Lazem t3mel register lel 2fa men gded walla el account hayet2efel."],
    benign: [
      "Od5ol 3ala el account beta3ak fel app 3ashan t2aked el me3ad.",
      "El email beta3 el 3yada howa info@clinic.example.",
      "E7na 3omrena ma bnetlob el password.",
      "El modeer hayod5ol bokra ywafe2 3al gadwal.",
    ],
  },
  "hi-latn": {
    org: ["Report dekhne ke liye clinic ke password se login karein."],
    reEnrol: ["Two-factor authentication ko dobara register karein warna account suspend kar diya jayega."],
    benign: [
      "Appointment confirm karne ke liye apne app account mein login karein.",
      "Clinic ka email info@clinic.example hai.",
      "Hum kabhi clinic ka password nahi maangte.",
      "Aapne naya authenticator app joda hai.",
      "Manager kal login karke roster approve karenge.",
    ],
  },
  az: {
    org: ["Nəticələri görmək üçün klinikanın şifrəsi ilə daxil olun."],
    reEnrol: ["Bütün işçilər üçün ikiaddımlı doğrulama yenidən qurulmalıdır, əks halda hesab bloklanacaq."],
    benign: [
      "Görüşü təsdiqləmək üçün öz tətbiq hesabınıza daxil olun.",
      "Klinikanın e-poçt ünvanı info@klinika.example-dir.",
      "Biz heç vaxt klinikanın şifrəsini soruşmuruq.",
      "Siz yeni autentifikator tətbiqi əlavə etdiniz.",
      "Menecer sabah daxil olub növbə cədvəlini təsdiqləyəcək.",
    ],
  },
  kk: {
    org: ["Нәтижелерді көру үшін клиниканың құпиясөзімен кіріңіз."],
    reEnrol: ["Екі факторлы аутентификацияны қайта орнату қажет, әйтпесе есептік жазба бұғатталады."],
    benign: [
      "Жазылуды растау үшін өз қосымша аккаунтыңызға кіріңіз.",
      "Клиниканың электрондық поштасы: info@clinic.example.",
      "Біз ешқашан клиниканың құпиясөзін сұрамаймыз.",
      "Сіз жаңа аутентификатор қосымшасын қостыңыз.",
      "Менеджер ертең жүйеге кіріп, кестені бекітеді.",
    ],
  },
  uz: {
    org: ["Natijalarni koʻrish uchun klinikaning paroli bilan tizimga kiring."],
    reEnrol: ["Ikki bosqichli tasdiqlashni qayta sozlang, aks holda hisob bloklanadi."],
    benign: [
      "Qabulni tasdiqlash uchun ilovadagi hisobingizga kiring.",
      "Klinikaning elektron pochtasi info@klinika.example.",
      "Biz hech qachon klinikaning parolini soʻramaymiz.",
      "Siz yangi autentifikator ilovasini qoʻshdingiz.",
      "Menejer ertaga tizimga kirib, jadvalni tasdiqlaydi.",
    ],
  },
  ka: {
    org: ["შედით კლინიკის პაროლით შედეგების სანახავად."],
    reEnrol: ["ორსაფეხურიანი ვერიფიკაცია ხელახლა დააყენეთ, წინააღმდეგ შემთხვევაში ანგარიში დაიბლოკება."],
    benign: [
      "ვიზიტის დასადასტურებლად შედით თქვენს აპლიკაციის ანგარიშზე.",
      "კლინიკის ელფოსტაა info@clinic.example.",
      "ჩვენ არასდროს ვითხოვთ კლინიკის პაროლს.",
      "თქვენ დაამატეთ ახალი ავთენტიფიკატორი აპლიკაცია.",
      "მენეჯერი ხვალ შევა სისტემაში და დაამტკიცებს გრაფიკს.",
    ],
  },
  hy: {
    org: ["Մուտք գործեք կլինիկայի գաղտնաբառով՝ արդյունքները տեսնելու համար։"],
    reEnrol: ["Երկգործոն նույնականացումը պետք է կրկին կարգավորել, հակառակ դեպքում հաշիվը կարգելափակվի։"],
    benign: [
      "Այցը հաստատելու համար մուտք գործեք ձեր հավելվածի հաշիվ։",
      "Կլինիկայի էլփոստն է info@clinic.example։",
      "Մենք երբեք չենք խնդրում կլինիկայի գաղտնաբառը։",
      "Դուք ավելացրել եք նոր նույնականացման հավելված։",
      "Մենեջերը վաղը մուտք կգործի և կհաստատի գրաֆիկը։",
    ],
  },
  mn: {
    org: ["Үр дүнг харахын тулд эмнэлгийн нууц үгээр нэвтэрнэ үү."],
    reEnrol: ["Хоёр шатлалт баталгаажуулалтыг дахин тохируулна уу, эс тэгвээс бүртгэл хаагдана."],
    benign: [
      "Цагаа баталгаажуулахын тулд өөрийн аппын бүртгэлд нэвтэрнэ үү.",
      "Эмнэлгийн имэйл хаяг info@clinic.example.",
      "Бид эмнэлгийн нууц үгийг хэзээ ч асуудаггүй.",
      "Та шинэ баталгаажуулагч апп нэмлээ.",
      "Менежер маргааш нэвтэрч хуваарийг батална.",
    ],
  },
  ps: {
    org: ["د کلینیک پاسورډ سره ننوځئ چې پایلې وګورئ."],
    reEnrol: ["دوه ګامه تایید بیا فعال کړئ، که نه نو حساب به بند شي."],
    benign: [
      "د کلینیک ایمیل info@clinic.example دی.",
      "موږ هیڅکله د کلینیک پاسورډ نه غواړو.",
      "مدیر به سبا ننوځي او مهالویش تایید کړي.",
    ],
  },
  ne: {
    org: ["रिपोर्ट हेर्न क्लिनिकको पासवर्डले लग इन गर्नुहोस्।"],
    reEnrol: ["दुई चरण प्रमाणीकरण फेरि सेट गर्नुहोस्, नत्र खाता बन्द गरिनेछ।"],
    benign: [
      "क्लिनिकको इमेल info@clinic.example हो।",
      "हामी कहिल्यै क्लिनिकको पासवर्ड माग्दैनौं।",
      "म्यानेजर भोलि लग इन गरेर तालिका स्वीकृत गर्नुहुनेछ।",
    ],
  },
  mr: {
    org: ["रिपोर्ट पाहण्यासाठी क्लिनिकच्या पासवर्डने लॉग इन करा."],
    reEnrol: ["दोन-टप्पी पडताळणी पुन्हा सेट करा, अन्यथा खाते बंद केले जाईल."],
    benign: [
      "क्लिनिकचा ईमेल info@clinic.example आहे.",
      "आम्ही कधीही क्लिनिकचा पासवर्ड विचारत नाही.",
      "मॅनेजर उद्या लॉग इन करून वेळापत्रक मंजूर करतील.",
    ],
  },
  gu: {
    org: ["રિપોર્ટ જોવા માટે ક્લિનિકના પાસવર્ડથી લૉગ ઇન કરો."],
    reEnrol: ["ટુ-ફેક્ટર ચકાસણી ફરીથી સેટ કરો, નહીંતર એકાઉન્ટ બંધ કરવામાં આવશે."],
    benign: [
      "ક્લિનિકનો ઈમેલ info@clinic.example છે.",
      "અમે ક્યારેય ક્લિનિકનો પાસવર્ડ માંગતા નથી.",
      "મેનેજર કાલે લૉગ ઇન કરીને સમયપત્રક મંજૂર કરશે.",
    ],
  },
  pa: {
    org: ["ਰਿਪੋਰਟ ਦੇਖਣ ਲਈ ਕਲੀਨਿਕ ਦੇ ਪਾਸਵਰਡ ਨਾਲ ਲੌਗ ਇਨ ਕਰੋ।"],
    reEnrol: ["ਟੂ-ਫੈਕਟਰ ਪੁਸ਼ਟੀ ਦੁਬਾਰਾ ਸੈੱਟ ਕਰੋ, ਨਹੀਂ ਤਾਂ ਖਾਤਾ ਬੰਦ ਹੋ ਜਾਵੇਗਾ।"],
    benign: [
      "ਕਲੀਨਿਕ ਦੀ ਈਮੇਲ info@clinic.example ਹੈ।",
      "ਅਸੀਂ ਕਦੇ ਵੀ ਕਲੀਨਿਕ ਦਾ ਪਾਸਵਰਡ ਨਹੀਂ ਮੰਗਦੇ।",
      "ਮੈਨੇਜਰ ਕੱਲ੍ਹ ਲੌਗ ਇਨ ਕਰਕੇ ਸਮਾਂ-ਸੂਚੀ ਮਨਜ਼ੂਰ ਕਰਨਗੇ।",
    ],
  },
  ta: {
    org: ["முடிவுகளைப் பார்க்க கிளினிக்கின் கடவுச்சொல்லுடன் உள்நுழையவும்."],
    reEnrol: ["இரு-காரணி அங்கீகாரத்தை மீண்டும் அமைக்கவும், இல்லையெனில் கணக்கு முடக்கப்படும்."],
    benign: [
      "கிளினிக்கின் மின்னஞ்சல் முகவரி info@clinic.example.",
      "நாங்கள் ஒருபோதும் கிளினிக்கின் கடவுச்சொல்லைக் கேட்பதில்லை.",
      "மேலாளர் நாளை உள்நுழைந்து அட்டவணையை அங்கீகரிப்பார்.",
    ],
  },
  te: {
    org: ["ఫలితాలు చూడటానికి క్లినిక్ పాస్‌వర్డ్‌తో లాగిన్ చేయండి."],
    reEnrol: ["రెండు దశల ధృవీకరణను మళ్లీ సెట్ చేయండి, లేకపోతే ఖాతా నిలిపివేయబడుతుంది."],
    benign: ["క్లినిక్ ఇమెయిల్ info@clinic.example.", "మేము ఎప్పుడూ క్లినిక్ పాస్‌వర్డ్ అడగము.", "మేనేజర్ రేపు లాగిన్ అయి షెడ్యూల్ ఆమోదిస్తారు."],
  },
  kn: {
    org: ["ಫಲಿತಾಂಶ ನೋಡಲು ಕ್ಲಿನಿಕ್‌ನ ಪಾಸ್‌ವರ್ಡ್‌ನೊಂದಿಗೆ ಲಾಗಿನ್ ಮಾಡಿ."],
    reEnrol: ["ಎರಡು ಹಂತದ ಪರಿಶೀಲನೆಯನ್ನು ಮತ್ತೆ ಹೊಂದಿಸಿ, ಇಲ್ಲದಿದ್ದರೆ ಖಾತೆಯನ್ನು ಅಮಾನತುಗೊಳಿಸಲಾಗುವುದು."],
    benign: [
      "ಕ್ಲಿನಿಕ್‌ನ ಇಮೇಲ್ info@clinic.example.",
      "ನಾವು ಎಂದಿಗೂ ಕ್ಲಿನಿಕ್‌ನ ಪಾಸ್‌ವರ್ಡ್ ಕೇಳುವುದಿಲ್ಲ.",
      "ಮ್ಯಾನೇಜರ್ ನಾಳೆ ಲಾಗಿನ್ ಆಗಿ ವೇಳಾಪಟ್ಟಿ ಅನುಮೋದಿಸುತ್ತಾರೆ.",
    ],
  },
  ml: {
    org: ["ഫലം കാണാൻ ക്ലിനിക്കിന്റെ പാസ്‌വേഡ് ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക."],
    reEnrol: ["രണ്ട് ഘട്ട പരിശോധന വീണ്ടും സജ്ജമാക്കുക, അല്ലാത്തപക്ഷം അക്കൗണ്ട് ലോക്ക് ചെയ്യപ്പെടും."],
    benign: [
      "ക്ലിനിക്കിന്റെ ഇമെയിൽ info@clinic.example ആണ്.",
      "ഞങ്ങൾ ഒരിക്കലും ക്ലിനിക്കിന്റെ പാസ്‌വേഡ് ചോദിക്കില്ല.",
      "മാനേജർ നാളെ ലോഗിൻ ചെയ്ത് ഷെഡ്യൂൾ അംഗീകരിക്കും.",
    ],
  },
  si: {
    org: ["ප්‍රතිඵල බැලීමට සායනයේ මුරපදයෙන් ලොග් වන්න."],
    reEnrol: ["ද්වි-සාධක සත්‍යාපනය නැවත සකස් කරන්න, නැතහොත් ගිණුම අත්හිටුවනු ලැබේ."],
    benign: [
      "සායනයේ ඊමේල් ලිපිනය info@clinic.example වේ.",
      "අපි කිසිවිටෙක සායනයේ මුරපදය ඉල්ලන්නේ නැත.",
      "කළමනාකරු හෙට ලොග් වී කාලසටහන අනුමත කරයි.",
    ],
  },
  th: {
    org: ["เข้าสู่ระบบด้วยรหัสผ่านของคลินิกเพื่อดูผลตรวจ"],
    reEnrol: ["กรุณาตั้งค่าการยืนยันตัวตนแบบสองขั้นตอนใหม่ มิฉะนั้นบัญชีจะถูกระงับ"],
    benign: ["อีเมลของคลินิกคือ info@clinic.example", "เราไม่เคยขอรหัสผ่านของคลินิก", "ผู้จัดการจะเข้าสู่ระบบพรุ่งนี้เพื่ออนุมัติตารางเวร"],
  },
  lo: {
    org: ["ເຂົ້າສູ່ລະບົບດ້ວຍລະຫັດຜ່ານຂອງຄລີນິກເພື່ອເບິ່ງຜົນກວດ"],
    reEnrol: ["ກະລຸນາຕັ້ງຄ່າການຢືນຢັນສອງຂັ້ນຕອນໃໝ່ ບໍ່ດັ່ງນັ້ນບັນຊີຈະຖືກລະງັບ"],
    benign: ["ອີເມວຂອງຄລີນິກແມ່ນ info@clinic.example", "ພວກເຮົາບໍ່ເຄີຍຂໍລະຫັດຜ່ານຂອງຄລີນິກ", "ຜູ້ຈັດການຈະເຂົ້າສູ່ລະບົບມື້ອື່ນເພື່ອອະນຸມັດຕາຕະລາງ"],
  },
  km: {
    org: ["សូមចូលគណនីដោយប្រើពាក្យសម្ងាត់របស់គ្លីនិកដើម្បីមើលលទ្ធផល"],
    reEnrol: ["សូមកំណត់ការផ្ទៀងផ្ទាត់ពីរជំហានឡើងវិញ បើមិនដូច្នោះទេគណនីនឹងត្រូវផ្អាក"],
    benign: [
      "អ៊ីមែលរបស់គ្លីនិកគឺ info@clinic.example",
      "យើងមិនដែលសុំពាក្យសម្ងាត់របស់គ្លីនិកទេ",
      "អ្នកគ្រប់គ្រងនឹងចូលប្រព័ន្ធនៅថ្ងៃស្អែកដើម្បីអនុម័តកាលវិភាគ",
    ],
  },
  my: {
    org: ["ရလဒ်ကြည့်ရန် ဆေးခန်း၏ စကားဝှက်ဖြင့် လော့ဂ်အင်ဝင်ပါ။"],
    reEnrol: ["နှစ်ဆင့်အတည်ပြုခြင်းကို ပြန်လည်သတ်မှတ်ပါ၊ မဟုတ်ပါက အကောင့်ကို ပိတ်ခံရမည်။"],
    benign: [
      "ဆေးခန်း၏ အီးမေးလ်မှာ info@clinic.example ဖြစ်သည်။",
      "ကျွန်ုပ်တို့သည် ဆေးခန်း၏ စကားဝှက်ကို ဘယ်တော့မှ မတောင်းပါ။",
      "မန်နေဂျာသည် မနက်ဖြန် ဇယားကို အတည်ပြုပါမည်။",
    ],
  },
  yo: {
    org: ["Wọlé pẹ̀lú password ilé-ìwòsàn láti wo èsì."],
    reEnrol: ["Ṣètò 2fa padà, bí bẹ́ẹ̀ kọ́ àkọọ́lẹ̀ yóò dí."],
    benign: [
      "Ímeèlì ilé-ìwòsàn ni info@clinic.example.",
      "A kì í béèrè password ilé-ìwòsàn láé.",
      "Máníjà yóò wọlé lọ́la láti fọwọ́ sí ètò iṣẹ́.",
    ],
  },
  ig: {
    org: ["Banye site na password nke ụlọ ọgwụ ka ị hụ nsonaazụ."],
    reEnrol: ["Debanye aha 2fa ọzọ, ma ọ bụghị ya a ga-akwụsịtụ akaụntụ gị."],
    benign: [
      "Email nke ụlọ ọgwụ bụ info@clinic.example.",
      "Anyị anaghị arịọ password nke ụlọ ọgwụ.",
      "Onye njikwa ga-abanye echi iji kwado usoro ọrụ.",
    ],
  },
  ha: {
    org: ["Shiga da kalmar sirrin asibiti don ganin sakamako."],
    reEnrol: ["Ku sake saita 2fa, idan ba haka ba za a rufe asusunku."],
    benign: [
      "Imel na asibiti shine info@clinic.example.",
      "Ba mu taɓa neman kalmar sirrin asibiti ba.",
      "Manaja zai shiga gobe don amincewa da jadawalin.",
    ],
  },
  zu: {
    org: ["Ngena ngephasiwedi yomtholampilo ukuze ubone imiphumela."],
    reEnrol: ["Bhalisa kabusha i-2fa, uma kungenjalo i-akhawunti izomiswa."],
    benign: [
      "I-imeyili yomtholampilo ithi info@clinic.example.",
      "Asikaze sicele iphasiwedi yomtholampilo.",
      "Umphathi uzongena kusasa ukuze agunyaze uhlelo.",
    ],
  },
  xh: {
    org: ["Ngena ngephasiwedi yekliniki ukuze ubone iziphumo."],
    reEnrol: ["Bhalisa kwakhona i-2fa, kungenjalo i-akhawunti iza kunqunyanyiswa."],
    benign: [
      "I-imeyile yekliniki ithi info@clinic.example.",
      "Asize sicele iphasiwedi yekliniki.",
      "Umphathi uza kungena ngomso ukuze avume ucwangciso.",
    ],
  },
  so: {
    org: ["Ku gal furaha sirta kiliinikada si aad u aragto natiijooyinka."],
    reEnrol: ["Dib u diiwaan geli 2fa, haddii kale koontada waa la xidhi doonaa."],
    benign: [
      "Iimaylka kiliinikada waa info@clinic.example.",
      "Weligeen ma weydiino furaha sirta kiliinikada.",
      "Maamuluhu berri ayuu soo gali doonaa si uu u ansixiyo jadwalka.",
    ],
  },
  am: {
    org: ["ውጤቶቹን ለማየት የክሊኒኩን የይለፍ ቃል ተጠቅመው ይግቡ።"],
    reEnrol: ["ባለሁለት ደረጃ ማረጋገጫውን እንደገና ያዋቅሩ፣ አለበለዚያ መለያው ይታገዳል።"],
    benign: ["የክሊኒኩ ኢሜይል info@clinic.example ነው።", "የክሊኒኩን የይለፍ ቃል በጭራሽ አንጠይቅም።", "ሥራ አስኪያጁ ነገ ገብቶ መርሃ ግብሩን ያጸድቃል።"],
  },
  ti: {
    org: ["ውጽኢት ንምርኣይ ብናይ ክሊኒክ ፓስዎርድ እተዉ።"],
    reEnrol: ["ክልተ ደረጃ ምርግጋጽ ብሓድሽ ኣዳልዉ፣ እንተዘይኮይኑ ሕሳብኩም ክእገድ እዩ።"],
    benign: ["ናይ ክሊኒክ ኢመይል info@clinic.example እዩ።", "ናይ ክሊኒክ ፓስዎርድ ፈጺምና ኣይንሓትትን ኢና።", "ኣመሓዳሪ ጽባሕ ኣትዩ መደብ ከጽድቕ እዩ።"],
  },
  jv: {
    org: ["Mlebu nganggo sandi klinik kanggo ndeleng asile."],
    reEnrol: ["Daftarake maneh 2fa, yen ora akun bakal diblokir."],
    benign: [
      "Email klinik yaiku info@klinik.example.",
      "Kita ora tau njaluk sandi klinik.",
      "Manajer bakal mlebu sesuk kanggo nyetujoni jadwal.",
    ],
  },
  ku: {
    org: ["Bi şîfreya klînîkê têkevin da ku encaman bibînin."],
    reEnrol: ["Piştrastkirina du gavan ji nû ve saz bikin, heke na hesab dê were girtin."],
    benign: [
      "E-nameya klînîkê info@clinic.example e.",
      "Em tu carî şîfreya klînîkê naxwazin.",
      "Rêveber dê sibê têkeve û bernameyê bipejirîne.",
    ],
  },
  ckb: {
    org: ["بە وشەی نهێنیی کلینیک بچۆرە ژوورەوە بۆ بینینی ئەنجامەکان."],
    reEnrol: ["پشتڕاستکردنەوەی دوو هەنگاوی دووبارە ڕێکبخەرەوە، ئەگەر نا هەژمار ڕادەگیرێت."],
    benign: [
      "ئیمەیڵی کلینیک info@clinic.example ە.",
      "ئێمە هەرگیز وشەی نهێنیی کلینیک داوا ناکەین.",
      "بەڕێوەبەر سبەی دێتە ژوورەوە بۆ پەسەندکردنی خشتە.",
    ],
  },
};
