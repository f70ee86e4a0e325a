// Account-keeping lures, translated systematically: one row per language, in the 75 cue languages of
// lexicon/agent-cues.ts, merged by the caller into the phishing lures (lexicon/phishing.ts, PHISH_LURE, the
// classifier's `lure`). A single hit is never a verdict.
//
// Credential phishing that threatens what the reader keeps:
// 1. A credential act to keep access: `act` (update, change, renew, reset, confirm, re-enter; re-verify, re-validate,
//    reactivate) near `secret` (the password, passcode, credentials, the account) within 25 characters, either order,
//    joined within 60 characters (16 in the dense scripts) of one sentence, either order, to the purpose "to keep /
//    maintain / retain / not lose access" (lexicon/session-cues.ts's `keep`, SESSION_ROWS) or this row's `keep` ("to
//    avoid interruption"). "Change your password regularly to keep your account safe" (safety, not access), "you keep
//    access to your old files after the migration" (no credential act), "reset your password from the sign-in page
//    if you forget it" (no purpose) are not one.
// 2. Funds held until the reader verifies: `funds` (payments, payouts, deposits, transfers, funds, balance) and
//    `held` (held, on hold, frozen, withheld, suspended, retained, blocked) within 40 characters, either order, and
//    `until` (until verification / KYC / you verify your identity or account; complete the verification to release)
//    within 80 characters of them, before, after or between, across a sentence end. `until` names the reader's
//    verification: "until verification of the invoice", "until the goods arrive", "held in escrow until completion of
//    the sale" are not one.
// 3. The reader's session or access suspended, with an order to re-validate: `mine` (your session, account, access,
//    mailbox) and `blocked` (suspended, locked, blocked, deactivated, restricted; never paused) within 30 characters,
//    either order, and `reval` (re-validate, re-verify, reactivate, restore access, unlock now: the imperative forms)
//    within 80 characters, across a sentence end ("Your session has been suspended. Re-validate now"). "The account was
//    suspended for non-payment, please contact accounts" has no order to re-validate; "your subscription is paused,
//    reactivate it whenever you like" no suspension.
//
// Rows are written from the concept, not from any message. Conventions are those of agent-cues.ts and
// session-cues.ts: lowercase sources, NFKC-normalised as the text is, no word guards in UNSPACED scripts, a word-start
// guard on each field elsewhere, Latin-script rows that mail writes without diacritics spelled as session-cues.ts
// spells them (LURE_SPELL, and `unmarked` for tr, fr, es, pt, ca); Turkish and Azerbaijani "ı" met as "[ıi]".
// Performance: every field starts with a literal word the screen can place, gaps are bounded (≤ 80).
import {
  alt,
  asMet,
  conceptTable,
  DENSE,
  gap,
  type Lang,
  near,
  type PhraseTable,
  wordStart,
} from "./combinators.js";
import { SESSION_ROWS, sessionSpelling } from "./session-cues.js";

/** One row per language. Fields are alternations (regex sources, lowercase). */
export interface RetainRow {
  /** 1. Update, change, renew, reset, confirm, re-enter; re-verify, re-validate, reactivate. */
  act: string;
  /** 1. The password, passcode, credentials, the account. */
  secret: string;
  /** 1. Purpose forms beside session-cues.ts's `keep`: to avoid interruption or losing access. */
  keep?: string;
  /** 2. Payments, payouts, deposits, transfers, funds, the balance. */
  funds: string;
  /** 2. Held, on hold, frozen, withheld, suspended, retained, blocked. */
  held: string;
  /** 2. Until the reader's verification (KYC, identity, account, "until you verify"); complete the verification. */
  until: string;
  /** 3. The reader's session, account, access, mailbox. */
  mine: string;
  /** 3. Suspended, locked, blocked, deactivated, restricted (never paused). */
  blocked: string;
  /** 3. Re-validate, re-verify, reactivate, restore access, unlock: imperative forms. */
  reval: string;
}

const ROWS: Partial<Record<Lang, RetainRow>> = {
  en: {
    act: "(?:update|change|renew|reset|confirm|re-?enter|re-?verify|re-?validate|re-?activate|verify|updating|changing|renewing|resetting|confirming|re-?entering)",
    secret: "(?:password|passcode|passphrase|credentials|login details|account)",
    keep: "(?:avoid|prevent) (?:any )?(?:service )?(?:interruption|disruption)|without (?:any )?(?:interruption|disruption) (?:to|of|in) (?:your )?(?:access|service|mail|e-?mail|mailbox)",
    funds: "(?:payments?|payouts?|deposits?|transfers?|funds|balance|withdrawals?|earnings|remittances?)",
    held: "(?:held|on hold|frozen|withheld|suspended|retained|blocked|locked|restricted)",
    until:
      "(?:until|till) (?:(?:the |your )?(?:kyc|identity|account|id) (?:verification|check)|kyc|(?:the )?verification(?! of (?:the|this|that|an?|our|its|their|his|her) )|you (?:complete|finish|pass) (?:the |your )?(?:kyc|identity|account|id|verification)|you verify)|complete (?:the |your )?(?:(?:kyc|identity|account|id) )?verification(?! of (?:the|this|that|an?|our|its|their|his|her) )|complete (?:the |your )?kyc",
    mine: "(?:your|the user's) (?:[\\p{L}-]+ ){0,2}?(?:session|account|access|mailbox|login)",
    blocked: "(?:suspended|locked|blocked|deactivated|disabled|restricted|frozen)",
    reval:
      "(?:re-?validate|re-?verify|re-?activate|re-?confirm|restore (?:your )?(?:access|account|session)|unlock (?:your (?:account|session|access|mailbox)|now)|verify (?:your (?:account|identity|session) )?now)",
  },
  de: {
    act: "(?:ändern|aktualisieren|erneuern|zurücksetzen|bestätigen|verifizieren|reaktivieren|neu eingeben|erneut eingeben|ändere|aktualisiere|erneuere|bestätige|verifiziere|reaktiviere|änderung|aktualisierung|erneuerung)",
    secret: "(?:passwort|kennwort|passworts|kennworts|zugangsdaten|konto|kontos|postfach)",
    keep: "unterbrechung\\p{L}* (?:\\p{L}+ ){0,3}?(?:zu )?vermeiden",
    funds:
      "(?:zahlung\\p{L}*|auszahlung\\p{L}*|einzahlung\\p{L}*|überweisung\\p{L}*|gelder|guthaben|saldo|ihre mittel|transaktion\\p{L}*)",
    held: "(?:gesperrt|eingefroren|zurückgehalten|einbehalten|blockiert|angehalten|ausgesetzt|zurückgestellt)",
    until:
      "(?:bis (?:zur|zum abschluss der|zur abgeschlossenen|zur erfolgreichen) (?:kyc-?)?(?:verifizierung|identitätsprüfung|identitätsverifizierung|kontoverifizierung|überprüfung ihrer identität)(?! (?:der|des|von) )|bis sie (?:ihre identität|ihr konto|sich) (?:\\p{L}+ )?(?:verifiziert|bestätigt|verifizieren|bestätigen)|schließen sie die (?:kyc-?)?(?:verifizierung|identitätsprüfung) ab)",
    mine: "(?:ihre|deine) (?:sitzung|anmeldung)|(?:ihr|dein) (?:konto|zugang|zugriff|postfach|account)",
    blocked: "(?:gesperrt|suspendiert|blockiert|deaktiviert|eingeschränkt|eingefroren|ausgesetzt)",
    reval:
      "(?:(?:jetzt )?erneut (?:bestätigen|verifizieren|validieren)|bestätigen sie (?:jetzt |ihr konto |ihre sitzung )?erneut|reaktivieren sie|jetzt reaktivieren|jetzt entsperren|entsperren sie (?:jetzt |ihr konto|ihren zugang)|zugang wiederherstellen|stellen sie (?:ihren )?zugang wieder her|verifizieren sie (?:sich|ihr konto) (?:jetzt|erneut))",
  },
  fr: {
    act: "(?:mettez à jour|mettre à jour|mise à jour|changez|changer|modifiez|modifier|renouvelez|renouveler|réinitialisez|réinitialiser|confirmez|confirmer|ressaisissez|ressaisir|revalidez|revalider|vérifiez|vérifier|réactivez|réactiver)",
    secret: "(?:mot de passe|mots de passe|identifiants|compte)",
    keep: "(?:éviter|d['’]éviter) (?:toute |une )?(?:interruption|coupure)",
    funds: "(?:paiements?|versements?|virements?|dépôts?|fonds|solde|retraits?|gains|transferts?)",
    held: "(?:bloqué\\p{L}*|gelé\\p{L}*|retenu\\p{L}*|suspendu\\p{L}*|en attente|immobilisé\\p{L}*)",
    until:
      "(?:jusqu['’]à (?:la |l['’])?(?:finalisation de (?:la |votre )?|conclusion de (?:la |votre )?|achèvement de (?:la |votre )?)?(?:vérification|kyc)(?! (?:de la|du|des|de l['’]|de cette|de ce) )|jusqu['’]à ce que vous (?:ayez )?(?:vérifié|complété|confirmé|validé)|complétez (?:la |votre )?(?:vérification|kyc)|finalisez (?:la |votre )?vérification)",
    mine: "(?:votre|ton|ta) (?:session|compte|accès|messagerie|boîte)",
    blocked: "(?:suspendu\\p{L}*|verrouillé\\p{L}*|bloqué\\p{L}*|désactivé\\p{L}*|restreint\\p{L}*|gelé\\p{L}*)",
    reval:
      "(?:revalidez|revalide|revérifiez|réactivez|réactive|restaurez (?:votre |l['’])?accès|rétablissez (?:votre |l['’])?accès|débloquez(?:-le)? (?:maintenant|votre)|vérifiez (?:votre (?:compte|identité) )?maintenant|confirmez (?:à nouveau|de nouveau))",
  },
  es: {
    act: "(?:actualice|actualiza|actualizar|cambie|cambia|cambiar|renueve|renueva|renovar|restablezca|restablece|restablecer|confirme|confirma|confirmar|vuelva a introducir|vuelve a introducir|verifique|verifica|verificar|reactive|reactiva|reactivar|revalide|revalida)",
    secret: "(?:contraseña|clave|credenciales|cuenta)",
    keep: "(?:evitar|para evitar) (?:cualquier |una |la )?(?:interrupción|interrupciones|suspensión del servicio)",
    funds: "(?:pagos?|abonos?|depósitos?|transferencias?|fondos|saldo|retiros?|ganancias|liquidaciones?)",
    held: "(?:retenid\\p{L}+|bloquead\\p{L}+|congelad\\p{L}+|suspendid\\p{L}+|en espera|retenemos)",
    until:
      "(?:hasta (?:que (?:usted |tú )?(?:complete|verifique|completes|verifiques|confirme)|(?:la |completar la |finalizar la )?(?:verificación|kyc)(?! de (?:la|las|los|el|esta|este) )|(?:completar |finalizar )?(?:el )?kyc)|complete (?:la )?(?:verificación|kyc)|completa (?:la )?(?:verificación|kyc))",
    mine: "(?:su|tu) (?:sesión|cuenta|acceso|buzón)",
    blocked: "(?:suspendid\\p{L}+|bloquead\\p{L}+|desactivad\\p{L}+|restringid\\p{L}+|congelad\\p{L}+)",
    reval:
      "(?:revalide|revalida|vuelva a (?:validar|verificar)|vuelve a (?:validar|verificar)|reactive|reactiva|restablezca (?:su |el )?acceso|restablece (?:tu |el )?acceso|desbloquee(?:la)? (?:ahora|su)|verifique (?:su cuenta |su identidad )?ahora)",
  },
  it: {
    act: "(?:aggiorna|aggiorni|aggiornare|cambia|cambi|cambiare|modifica|modificare|rinnova|rinnovi|rinnovare|reimposta|reimpostare|conferma|confermi|confermare|reinserisci|reinserire|verifica|verificare|riattiva|riattivare|riconvalida)",
    secret: "(?:password|parola d['’]ordine|credenziali|account)",
    keep: "evitare (?:qualsiasi |ogni )?interruzion\\p{L}*",
    funds:
      "(?:pagament\\p{L}+|prelievi|prelievo|versament\\p{L}+|bonific\\p{L}+|fondi|saldo|depositi|deposito|trasferiment\\p{L}+|accrediti)",
    held: "(?:trattenut\\p{L}+|bloccat\\p{L}+|congelat\\p{L}+|sospes\\p{L}+|in attesa)",
    until:
      "(?:fino (?:alla|al completamento della|a quando non (?:avrai|avrà) completato la|a quando non (?:verifichi|verificherà)) (?:verifica|kyc)?(?! (?:della|del|dei|delle|di questa) )|fino al (?:completamento del )?kyc|fino a quando non (?:verifichi|verificherà|avrai verificato)|completa (?:la )?verifica|completi (?:la )?verifica)",
    mine: "(?:la tua|la sua|il tuo|il suo) (?:sessione|account|accesso|casella)",
    blocked: "(?:sospes\\p{L}+|bloccat\\p{L}+|disattivat\\p{L}+|limitat\\p{L}+|congelat\\p{L}+)",
    reval:
      "(?:riconvalida|riconvalidi|verifica di nuovo|verifichi di nuovo|riattiva|riattivi|ripristina l['’]accesso|ripristini l['’]accesso|sblocca(?:lo)? (?:ora|subito|il tuo)|verifica (?:ora|subito))",
  },
  pt: {
    act: "(?:atualize|atualiza|atualizar|altere|altera|alterar|mude|mudar|renove|renovar|redefina|redefinir|confirme|confirmar|reinsira|verifique|verificar|reative|reativar|revalide)",
    secret: "(?:senha|palavra-passe|palavra passe|credenciais|conta)",
    keep: "(?:evitar|para evitar) (?:qualquer |a )?(?:interrupção|interrupções|suspensão)",
    funds: "(?:pagamentos?|saques?|levantamentos?|depósitos?|transferências?|fundos|saldo|repasses?|ganhos)",
    held: "(?:retid\\p{L}+|bloquead\\p{L}+|congelad\\p{L}+|suspens\\p{L}+|em espera)",
    until:
      "(?:até (?:à |a |que )?(?:conclusão da |conclua a |complete a |concluir a )?(?:verificação|kyc)(?! (?:da|do|das|dos|desta|deste) )|até que (?:você )?(?:conclua|complete|verifique)|até (?:à|a) conclusão (?:do|da) (?:kyc|verificação)|conclua a verificação|complete a verificação)",
    mine: "(?:sua|seu|tua|teu) (?:sessão|conta|acesso|caixa)",
    blocked: "(?:suspens\\p{L}+|bloquead\\p{L}+|desativad\\p{L}+|restrit\\p{L}+|congelad\\p{L}+)",
    reval:
      "(?:revalide|revalida|verifique novamente|volte a validar|reative|reativa|restaure (?:o |seu )?acesso|restabeleça (?:o |seu )?acesso|desbloqueie(?:-a|-o)? (?:agora|sua|seu)|verifique (?:agora|já))",
  },
  nl: {
    act: "(?:wijzig|wijzigen|update|updaten|bijwerken|werk (?:uw|je)|vernieuw|vernieuwen|reset|resetten|bevestig|bevestigen|opnieuw invoeren|verifieer|verifiëren|heractiveer|heractiveren)",
    secret: "(?:wachtwoord|inloggegevens|account)",
    keep: "(?:onderbreking|storing)\\p{L}* (?:te )?(?:voorkomen|vermijden)",
    funds: "(?:betaling\\p{L}*|uitbetaling\\p{L}*|stortingen|storting|overboeking\\p{L}*|gelden|tegoed|saldo)",
    held: "(?:geblokkeerd|bevroren|vastgehouden|ingehouden|opgeschort|in de wacht|tegengehouden)",
    until:
      "(?:totdat|tot) (?:u |je )?(?:uw |je |de )?(?:kyc-?|identiteits)?(?:verificatie|identiteit|account)(?! van (?:de|het|deze|dit) )\\p{L}*|voltooi (?:de |uw )?(?:kyc-?)?verificatie",
    mine: "(?:uw|je|jouw) (?:sessie|account|toegang|mailbox)",
    blocked: "(?:opgeschort|geblokkeerd|vergrendeld|gedeactiveerd|beperkt|bevroren)",
    reval:
      "(?:valideer (?:\\p{L}+ )?opnieuw|verifieer (?:\\p{L}+ )?opnieuw|heractiveer|herstel (?:uw |je |de )?toegang|ontgrendel (?:nu|uw|je)|bevestig (?:\\p{L}+ )?opnieuw)",
  },
  sv: {
    act: "(?:uppdatera|ändra|byt|förnya|återställ|bekräfta|ange (?:\\p{L}+ )?igen|verifiera|återaktivera)",
    secret: "(?:lösenord\\p{L}*|inloggningsuppgifter|konto\\p{L}*)",
    keep: "undvika (?:avbrott|störningar)",
    funds: "(?:betalning\\p{L}*|utbetalning\\p{L}*|insättning\\p{L}*|överföring\\p{L}*|medel|saldo\\p{L}*)",
    held: "(?:spärrad\\p{L}*|fryst\\p{L}*|frysta|innehålls|innehållna|stoppad\\p{L}*|hålls inne|kvarhålls)",
    until:
      "(?:tills (?:du (?:har )?(?:verifierat|slutfört|bekräftat)|(?:kyc-?|identitets)?verifiering\\p{L}*(?! av (?:den|det|fakturan|leveransen) ))|slutför (?:kyc-?|identitets)?verifiering\\p{L}*)",
    mine: "(?:din|ditt|er|ert) (?:session|konto|åtkomst|tillgång|inloggning)",
    blocked:
      "(?:avstängd\\p{L}*|stängts av|spärrad\\p{L}*|låst\\p{L}*|blockerad\\p{L}*|inaktiverad\\p{L}*|begränsad\\p{L}*)",
    reval:
      "(?:validera (?:\\p{L}+ )?igen|verifiera (?:\\p{L}+ )?igen|återaktivera|återställ (?:din |er )?(?:åtkomst|tillgång)|lås upp (?:nu|ditt|kontot))",
  },
  pl: {
    act: "(?:zaktualizuj|zaktualizować|aktualizacj\\p{L}*|zmień|zmienić|zmiany|odnów|odnowić|zresetuj|zresetować|potwierdź|potwierdzić|wprowadź ponownie|zweryfikuj|zweryfikować|reaktywuj|aktywuj ponownie)",
    secret: "(?:hasł\\p{L}*|dane logowania|kont\\p{L}*)",
    keep: "(?:uniknąć|uniknięcia) (?:przerw\\p{L}*|utraty)",
    funds: "(?:płatnoś\\p{L}*|wypłat\\p{L}*|wpłat\\p{L}*|przelew\\p{L}*|środki|saldo|depozyt\\p{L}*)",
    held: "(?:wstrzyman\\p{L}*|zablokowan\\p{L}*|zamrożon\\p{L}*|zatrzyman\\p{L}*)",
    until:
      "(?:do (?:czasu )?(?:zakończenia |ukończenia )?(?:weryfikacji (?:tożsamości|konta|kyc)|kyc)|do czasu,? (?:aż|gdy) (?:zweryfikujesz|potwierdzisz|ukończysz)|dokończ weryfikację|ukończ weryfikację|zakończ weryfikację)",
    mine: "(?:twoja|twoje|twój|pana|pani) (?:sesja|konto|dostęp|skrzynka)",
    blocked: "(?:zawieszon\\p{L}*|zablokowan\\p{L}*|dezaktywowan\\p{L}*|ograniczon\\p{L}*|wyłączon\\p{L}*)",
    reval:
      "(?:zweryfikuj (?:\\p{L}+ )?ponownie|ponownie (?:zweryfikuj|potwierdź|aktywuj)|reaktywuj|przywróć dostęp|odblokuj (?:teraz|konto|dostęp|je)|potwierdź (?:\\p{L}+ )?ponownie)",
  },
  cs: {
    act: "(?:aktualizujte|aktualizovat|změňte|změnit|obnovte|obnovit|resetujte|potvrďte|potvrdit|zadejte znovu|ověřte|ověřit|znovu aktivujte|reaktivujte)",
    secret: "(?:hesl\\p{L}*|přihlašovací údaje|účet|účtu)",
    keep: "(?:zabránit|předejít) (?:přerušení|ztrátě)",
    funds: "(?:platb\\p{L}*|výplat\\p{L}*|vklad\\p{L}*|převod\\p{L}*|prostředky|zůstatek)",
    held: "(?:pozastaven\\p{L}*|zablokován\\p{L}*|zmrazen\\p{L}*|zadržen\\p{L}*|zadržován\\p{L}*)",
    until:
      "(?:do (?:dokončení )?(?:ověření (?:totožnosti|identity|účtu|kyc)|kyc)|dokud (?:neověříte|nedokončíte|nepotvrdíte)|dokončete ověření)",
    mine: "(?:vaše|váš|tvoje|tvůj) (?:relace|účet|přístup|schránka)",
    blocked: "(?:pozastaven\\p{L}*|zablokován\\p{L}*|uzamčen\\p{L}*|deaktivován\\p{L}*|omezen\\p{L}*)",
    reval:
      "(?:znovu (?:ověřte|potvrďte|aktivujte)|ověřte (?:\\p{L}+ )?znovu|reaktivujte|obnovte přístup|odemkněte (?:nyní|účet|přístup|jej))",
  },
  ru: {
    act: "(?:обновите|обновить|обновления|смените|сменить|измените|изменить|замените|сбросьте|сбросить|подтвердите|подтвердить|введите (?:повторно|заново|снова)|повторно введите|верифицируйте|активируйте повторно|повторно активируйте)",
    secret: "(?:парол\\p{L}*|учетн\\p{L}* запис\\p{L}*|учётн\\p{L}* запис\\p{L}*|аккаунт\\p{L}*|данные для входа)",
    keep: "(?:избежать|во избежание) (?:перебоев|прерывания|сбоев|блокировки)",
    funds: "(?:платеж\\p{L}*|платёж\\p{L}*|выплат\\p{L}*|депозит\\p{L}*|перевод\\p{L}*|средства|баланс|вывод средств)",
    held: "(?:заморожен\\p{L}*|удерживаются|удержан\\p{L}*|заблокирован\\p{L}*|приостановлен\\p{L}*|задержан\\p{L}*)",
    until:
      "(?:до (?:прохождения |завершения )?(?:верификации|проверки личности|подтверждения личности|kyc)|пока вы не (?:пройдете|пройдёте|подтвердите|завершите)|пройдите (?:kyc|верификацию|проверку личности)|завершите верификацию)",
    mine: "(?:ваш[аи]?|тво[йяё]) (?:сесси[яи]|сеанс|уч[её]тная запись|аккаунт|доступ|почтовый ящик)",
    blocked: "(?:приостановлен\\p{L}*|заблокирован\\p{L}*|деактивирован\\p{L}*|ограничен\\p{L}*|заморожен\\p{L}*)",
    reval:
      "(?:подтвердите (?:\\p{L}+ )?(?:повторно|снова)|повторно (?:подтвердите|пройдите|активируйте)|пройдите повторную (?:проверку|верификацию)|восстановите доступ|разблокируйте (?:\\p{L}+ )?(?:сейчас|доступ|аккаунт)|реактивируйте)",
  },
  uk: {
    act: "(?:оновіть|оновити|змініть|змінити|скиньте|скинути|підтвердіть|підтвердити|введіть (?:повторно|знову)|верифікуйте|повторно активуйте)",
    secret: "(?:парол\\p{L}*|обліков\\p{L}* запис\\p{L}*|акаунт\\p{L}*)",
    keep: "(?:уникнути|щоб уникнути) (?:перебоїв|переривання|блокування)",
    funds: "(?:платеж\\p{L}*|платіж\\p{L}*|виплат\\p{L}*|депозит\\p{L}*|переказ\\p{L}*|кошти|баланс)",
    held: "(?:заморожен\\p{L}*|утримуються|утриман\\p{L}*|заблокован\\p{L}*|призупинен\\p{L}*|затриман\\p{L}*)",
    until:
      "(?:до (?:проходження |завершення )?(?:верифікації|перевірки особи|підтвердження особи|kyc)|доки ви не (?:пройдете|підтвердите|завершите)|поки ви не (?:пройдете|підтвердите|завершите)|пройдіть (?:kyc|верифікацію)|завершіть верифікацію)",
    mine: "(?:ваш[аі]?|тві[йя]|твоя) (?:сесі[яї]|сеанс|обліковий запис|акаунт|доступ|поштова скринька)",
    blocked: "(?:призупинен\\p{L}*|заблокован\\p{L}*|деактивован\\p{L}*|обмежен\\p{L}*|заморожен\\p{L}*)",
    reval:
      "(?:підтвердіть (?:\\p{L}+ )?(?:повторно|знову)|повторно (?:підтвердіть|пройдіть|активуйте)|відновіть доступ|розблокуйте (?:\\p{L}+ )?(?:зараз|доступ|акаунт))",
  },
  el: {
    act: "(?:ενημερώστε|ενημέρωση|αλλάξτε|αλλαγή|ανανεώστε|ανανέωση|επαναφέρετε|επιβεβαιώστε|επιβεβαίωση|εισαγάγετε ξανά|επαληθεύστε|επανενεργοποιήστε)",
    secret: "(?:κωδικ\\p{L}*|συνθηματικ\\p{L}*|διαπιστευτήρια|λογαριασμ\\p{L}*)",
    keep: "(?:αποφύγετε|αποφυγή) (?:τη |την )?διακοπή",
    funds: "(?:πληρωμ\\p{L}*|κεφάλαι\\p{L}*|αναλήψ\\p{L}*|καταθέσ\\p{L}*|μεταφορ\\p{L}*|κεφάλαια|υπόλοιπο|εμβάσματα)",
    held: "(?:δεσμευμέν\\p{L}*|παγωμέν\\p{L}*|σε αναμονή|σε αναστολή|αναστάλ\\p{L}*|μπλοκαρισμέν\\p{L}*|κρατούνται)",
    until:
      "(?:μέχρι (?:να )?(?:ολοκληρ\\p{L}+ (?:την |η )?)?(?:επαλήθευση|επαληθεύσετε|ταυτοποίηση|kyc)|έως (?:την )?(?:ολοκλήρωση της )?(?:επαλήθευσης|ταυτοποίησης|kyc)|ολοκληρώστε (?:την )?(?:επαλήθευση|ταυτοποίηση))",
    mine: "(?:η|ο|το) (?:συνεδρία|λογαριασμός|πρόσβαση|γραμματοκιβώτιο) (?:σας|σου)",
    blocked:
      "(?:ανεστάλη|έχει ανασταλεί|σε αναστολή|κλειδώθηκε|κλειδωμέν\\p{L}*|αποκλείστηκε|απενεργοποιήθηκε|περιορίστηκε|μπλοκαρίστηκε)",
    reval:
      "(?:επαληθεύστε (?:\\p{L}+ )?(?:ξανά|εκ νέου)|επανεπικυρώστε|επανενεργοποιήστε|επαναφέρετε (?:την )?πρόσβαση|ξεκλειδώστε (?:\\p{L}+ )?(?:τώρα|τον|την))",
  },
  tr: {
    act: "(?:güncelleyin|güncelle|güncellemeniz|değiştirin|değiştir|değiştirmeniz|yenileyin|yenilemeniz|sıfırlayın|onaylayın|doğrulayın|tekrar girin|yeniden girin|yeniden etkinleştirin)",
    secret: "(?:şifre\\p{L}*|parola\\p{L}*|hesab\\p{L}*|hesap\\p{L}*|giriş bilgi\\p{L}*)",
    keep: "(?:kesinti\\p{L}* (?:yaşamamak|önlemek|yaşanmaması)|kesintisiz)",
    funds:
      "(?:ödeme\\p{L}*|para çekme\\p{L}*|yatırım\\p{L}*|havale\\p{L}*|transfer\\p{L}*|fonlar\\p{L}*|bakiye\\p{L}*)",
    held: "(?:bloke\\p{L}*|donduruldu|dondurul\\p{L}*|askıya alın\\p{L}*|bekletil\\p{L}*|tutuluyor|durduruldu)",
    until:
      "(?:(?:kimlik |hesap |kyc )?doğrulama(?:nız|sı)?(?:yı)? (?:tamamlanana|tamamlayana|yapılana) kadar|kyc (?:\\p{L}+ )?tamamlanana kadar|(?:kimliğinizi|hesabınızı) doğrulayana kadar|doğrulayana kadar|(?:kimlik |kyc )?doğrulama\\p{L}* tamamlayın)",
    mine: "(?:oturumunuz|hesabınız|erişiminiz|posta kutunuz|oturumun|hesabın)",
    blocked:
      "(?:askıya alındı|askıya alınmıştır|kilitlendi|kilitlenmiştir|engellendi|engellenmiştir|devre dışı bırakıldı|kısıtlandı|donduruldu)",
    reval:
      "(?:yeniden doğrulayın|tekrar doğrulayın|yeniden etkinleştirin|erişimi (?:geri )?(?:yükleyin|açın)|erişiminizi geri (?:alın|yükleyin)|kilidi? (?:şimdi )?açın|hemen doğrulayın)",
  },
  id: {
    act: "(?:perbarui|memperbarui|ubah|mengubah|ganti|mengganti|atur ulang|reset|konfirmasi|mengonfirmasi|masukkan kembali|verifikasi|aktifkan kembali|validasi ulang)",
    secret: "(?:kata sandi|sandi|password|kredensial|akun)",
    keep: "(?:menghindari|hindari) (?:gangguan|pemutusan)",
    funds: "(?:pembayaran|penarikan|setoran|deposit|transfer|dana|saldo)",
    held: "(?:ditahan|dibekukan|diblokir|ditangguhkan|tertahan)",
    until:
      "(?:sampai|hingga) (?:anda )?(?:menyelesaikan |selesai )?(?:verifikasi(?: identitas| akun| kyc)?|kyc|memverifikasi)|selesaikan verifikasi",
    mine: "(?:sesi|akun|akses|kotak surat) (?:anda|kamu)",
    blocked: "(?:ditangguhkan|dikunci|diblokir|dinonaktifkan|dibatasi|dibekukan)",
    reval:
      "(?:validasi ulang|verifikasi ulang|verifikasi sekarang|aktifkan kembali|pulihkan akses|buka kunci (?:sekarang|akun))",
  },
  ms: {
    act: "(?:kemas kini|kemaskini|tukar|menukar|perbaharui|tetapkan semula|sahkan|masukkan semula|aktifkan semula)",
    secret: "(?:kata laluan|kelayakan|akaun)",
    keep: "(?:mengelakkan|elakkan) (?:gangguan|sebarang gangguan)",
    funds: "(?:pembayaran|pengeluaran|deposit|pindahan|dana|baki)",
    held: "(?:ditahan|dibekukan|disekat|digantung|tertahan)",
    until:
      "(?:sehingga|hingga) (?:anda )?(?:melengkapkan |selesai )?(?:pengesahan(?: identiti| akaun| kyc)?|kyc|mengesahkan)|lengkapkan pengesahan",
    mine: "(?:sesi|akaun|akses|peti mel) (?:anda|awak)",
    blocked: "(?:digantung|dikunci|disekat|dinyahaktifkan|dihadkan|dibekukan)",
    reval: "(?:sahkan semula|sahkan sekarang|aktifkan semula|pulihkan akses|buka kunci (?:sekarang|akaun))",
  },
  vi: {
    act: "(?:cập nhật|thay đổi|đổi|gia hạn|đặt lại|xác nhận|nhập lại|xác minh|kích hoạt lại|xác thực lại)",
    secret: "(?:mật khẩu|thông tin đăng nhập|tài khoản)",
    keep: "(?:tránh|để tránh) (?:bị )?gián đoạn",
    funds: "(?:khoản thanh toán|thanh toán|khoản rút|rút tiền|tiền gửi|khoản chuyển|chuyển khoản|số dư|tiền của)",
    held: "(?:bị giữ|tạm giữ|bị đóng băng|đóng băng|bị tạm ngưng|bị khóa|bị phong tỏa)",
    until:
      "(?:cho đến khi|đến khi|tới khi) (?:bạn |quý khách )?(?:hoàn tất |hoàn thành )?(?:xác minh|kyc|xác thực danh tính)|hoàn tất (?:việc )?xác minh",
    mine: "(?:phiên|tài khoản|quyền truy cập|hộp thư) (?:của (?:bạn|quý khách))",
    blocked: "(?:bị tạm ngưng|bị đình chỉ|bị khóa|bị chặn|bị vô hiệu hóa|bị hạn chế)",
    reval: "(?:xác thực lại|xác minh lại|kích hoạt lại|khôi phục quyền truy cập|mở khóa (?:ngay|tài khoản))",
  },
  sw: {
    act: "(?:sasisha|badilisha|badili|fanya upya|weka upya|thibitisha|ingiza tena|hakiki|washa tena)",
    secret: "(?:nenosiri|neno la siri|nywila|akaunti)",
    keep: "(?:kuepuka|epuka) (?:kukatizwa|usumbufu)",
    funds: "(?:malipo|fedha|pesa|salio|amana|uhamisho|utoaji)",
    held: "(?:zimezuiwa|yamezuiwa|imezuiwa|zimesimamishwa|yamesimamishwa|zimegandishwa|yamegandishwa|zimeshikiliwa|yameshikiliwa)",
    until:
      "(?:hadi|mpaka) (?:utakapo(?:kamilisha|thibitisha)|(?:ukamilishe |ukamilisha )?(?:uthibitishaji|uhakiki|kyc))|kamilisha (?:uthibitishaji|uhakiki|kyc)",
    mine: "(?:kipindi chako|akaunti yako|ufikiaji wako|ufikiaji wa akaunti yako)",
    blocked: "(?:kimesimamishwa|imesimamishwa|umesimamishwa|imefungwa|umefungwa|kimefungwa|imezuiwa|umezuiwa)",
    reval: "(?:thibitisha tena|hakiki tena|washa tena|rejesha ufikiaji|fungua (?:sasa|akaunti))",
  },
  hi: {
    act: "(?:अपडेट|बदलें|बदलना|रीसेट|नवीनीकृत|पुष्टि करें|दोबारा दर्ज|फिर से दर्ज|सत्यापित करें|पुनः सत्यापित|फिर से सक्रिय)",
    secret: "(?:पासवर्ड|खाता|खाते|अकाउंट|लॉगिन विवरण)",
    keep: "(?:रुकावट|व्यवधान) से बचने",
    funds: "(?:भुगतान|पेआउट|निकासी|जमा राशि|ट्रांसफर|धनराशि|राशि|बैलेंस|शेष राशि)",
    held: "(?:रोक दिया|रोक दी|रोक दिए|रोके गए|रोका गया|होल्ड पर|फ्रीज़|फ्रीज|रुके हुए|रोक रखा|निलंबित)",
    until:
      "(?:(?:केवाईसी|kyc|पहचान|खाता) (?:\\S+ ){0,2}?(?:सत्यापन|वेरिफिकेशन) (?:\\S+ ){0,2}?(?:तक|होने तक)|सत्यापन (?:पूरा )?होने तक|सत्यापित (?:करने|होने) तक|जब तक आप (?:\\S+ ){0,3}?सत्यापित|(?:केवाईसी|kyc|सत्यापन) पूरा करें)",
    mine: "(?:आपका|आपके|आपकी) (?:सत्र|सेशन|खाता|अकाउंट|एक्सेस|पहुंच|पहुँच|मेलबॉक्स)",
    blocked: "(?:निलंबित|लॉक|ब्लॉक|निष्क्रिय|प्रतिबंधित|फ्रीज)",
    reval:
      "(?:पुनः सत्यापित|फिर से सत्यापित|दोबारा सत्यापित|पुनः मान्य|फिर से सक्रिय|पुनः सक्रिय|एक्सेस बहाल|पहुंच बहाल|अनलॉक करें|अभी सत्यापित)",
  },
  bn: {
    act: "(?:আপডেট|পরিবর্তন|রিসেট|নবায়ন|নিশ্চিত করুন|আবার লিখুন|পুনরায় লিখুন|যাচাই করুন|পুনরায় যাচাই|পুনরায় সক্রিয়)",
    secret: "(?:পাসওয়ার্ড|অ্যাকাউন্ট|লগইন তথ্য)",
    keep: "(?:বিঘ্ন|বাধা) এড়াতে",
    funds: "(?:পেমেন্ট|অর্থপ্রদান|পেআউট|উত্তোলন|জমা|ট্রান্সফার|তহবিল|ব্যালেন্স)",
    held: "(?:আটকে|আটকানো|হোল্ডে|স্থগিত|ফ্রিজ|জব্দ)",
    until:
      "(?:(?:কেওয়াইসি|kyc|পরিচয়|অ্যাকাউন্ট) (?:\\S+ ){0,2}?যাচাই\\S* (?:\\S+ ){0,2}?(?:না হওয়া পর্যন্ত|পর্যন্ত)|যাচাই (?:সম্পন্ন )?না (?:হওয়া|করা) পর্যন্ত|যতক্ষণ না আপনি (?:\\S+ ){0,3}?যাচাই|(?:কেওয়াইসি|kyc|যাচাই) সম্পন্ন করুন)",
    mine: "(?:আপনার) (?:সেশন|অ্যাকাউন্ট|অ্যাক্সেস|মেইলবক্স)",
    blocked: "(?:স্থগিত|লক|ব্লক|নিষ্ক্রিয়|সীমাবদ্ধ)",
    reval: "(?:পুনরায় যাচাই|আবার যাচাই|পুনরায় সক্রিয়|অ্যাক্সেস পুনরুদ্ধার|আনলক করুন|এখনই যাচাই)",
  },
  ur: {
    act: "(?:اپ ڈیٹ|تبدیل کریں|ری سیٹ|تجدید|تصدیق کریں|دوبارہ درج|دوبارہ تصدیق|دوبارہ فعال)",
    secret: "(?:پاس ورڈ|اکاؤنٹ|لاگ ان تفصیلات)",
    keep: "(?:رکاوٹ|تعطل) سے بچنے",
    funds: "(?:ادائیگی|ادائیگیاں|پے آؤٹ|رقم|رقوم|فنڈز|بیلنس|ٹرانسفر|جمع شدہ)",
    held: "(?:روک دی|روک لی|روکی گئی|روک دیا|ہولڈ پر|منجمد|معطل)",
    until:
      "(?:(?:کے وائی سی|kyc|شناخت|اکاؤنٹ) (?:\\S+ ){0,2}?تصدیق (?:\\S+ ){0,2}?تک|تصدیق (?:مکمل )?ہونے تک|جب تک آپ (?:\\S+ ){0,3}?تصدیق|(?:کے وائی سی|kyc|تصدیق) مکمل کریں)",
    mine: "(?:آپ کا|آپ کی|آپ کے) (?:سیشن|اکاؤنٹ|رسائی|میل باکس)",
    blocked: "(?:معطل|لاک|بلاک|غیر فعال|محدود|منجمد)",
    reval: "(?:دوبارہ تصدیق|دوبارہ فعال|رسائی بحال|ان لاک کریں|ابھی تصدیق)",
  },
  ar: {
    act: "(?:حدّث|حدث|تحديث|غيّر|غير كلمة|تغيير|جدّد|جدد|تجديد|أعد تعيين|إعادة تعيين|أكّد|أكد|تأكيد|أعد إدخال|تحقق من|أعد تفعيل|إعادة تفعيل)",
    secret: "(?:كلمة المرور|كلمة السر|بيانات الدخول|بيانات الاعتماد|حسابك|الحساب)",
    keep: "(?:لتجنب|تجنب|لتفادي) (?:أي )?(?:انقطاع|توقف|تعطل)",
    funds:
      "(?:مدفوعات|المدفوعات|دفعات|الدفعات|أموالك|الأموال|رصيدك|الرصيد|السحوبات|سحوبات|الإيداعات|التحويلات|تحويلات|أرباحك)",
    held: "(?:محجوز|محتجز|مجمد|مجمّد|معلق|معلّق|موقوف|تجميد|حجز|تعليق)",
    until:
      "(?:حتى (?:\\S+ ){0,3}?(?:التحقق من (?:هويتك|حسابك|الهوية)|توثيق (?:هويتك|حسابك)|تتحقق من (?:هويتك|حسابك)|kyc|اعرف عميلك)|أكمل (?:عملية )?(?:التحقق من (?:هويتك|حسابك)|التوثيق|kyc))",
    mine: "(?:جلستك|حسابك|وصولك|صندوق بريدك|جلسة حسابك)",
    blocked: "(?:تعليق|تم إيقاف|إيقاف|قفل|حظر|تعطيل|تقييد|تجميد|معلق|مقفل|محظور)",
    reval:
      "(?:أعد التحقق|أعد التفعيل|أعد تفعيل|أعد التأكيد|استعد الوصول|استعادة الوصول|افتح القفل|قم بإعادة التحقق|تحقق الآن)",
  },
  fa: {
    act: "(?:به‌روزرسانی|بروزرسانی|به روز رسانی|تغییر دهید|تغییر|تمدید|بازنشانی|تأیید|تایید|دوباره وارد|احراز هویت مجدد|فعال‌سازی مجدد|فعالسازی مجدد)",
    secret: "(?:رمز عبور|گذرواژه|رمز|حساب کاربری|حساب)",
    keep: "(?:جلوگیری از|برای جلوگیری از) (?:قطعی|اختلال|وقفه)",
    funds: "(?:پرداخت‌ها|پرداختها|پرداخت|برداشت|واریز|انتقال|وجوه|موجودی)",
    held: "(?:مسدود|توقیف|بلوکه|متوقف|معلق|نگه داشته|در انتظار)",
    until:
      "(?:تا (?:زمان )?(?:تکمیل |انجام )?(?:احراز هویت|تأیید هویت|تایید هویت|kyc)|تا زمانی که (?:\\S+ ){0,3}?(?:احراز|تأیید|تایید)|احراز هویت (?:را )?تکمیل کنید)",
    mine: "(?:نشست|حساب|دسترسی|صندوق پستی) (?:شما|کاربری شما)",
    blocked: "(?:تعلیق|مسدود|قفل|غیرفعال|محدود)",
    reval:
      "(?:دوباره تأیید|دوباره تایید|مجدداً تأیید|مجددا تایید|فعال‌سازی مجدد|فعالسازی مجدد|بازیابی دسترسی|باز کردن قفل|هم‌اکنون تأیید|هم اکنون تایید)",
  },
  he: {
    act: "(?:עדכן|עדכנו|עדכני|לעדכן|שנה|שנו|לשנות|חדש|חדשו|לחדש|אפס|אפסו|אשר|אשרו|לאשר|הזן מחדש|הזינו מחדש|אמת|אמתו|הפעל מחדש)",
    secret: "(?:סיסמה|הסיסמה|סיסמת|פרטי ההתחברות|החשבון|חשבונך)",
    keep: "(?:למנוע|כדי למנוע) (?:הפרעה|שיבוש|ניתוק)",
    funds: "(?:התשלומים|תשלומים|התשלום|המשיכות|משיכות|ההפקדות|ההעברות|הכספים|כספים|היתרה)",
    held: "(?:מעוכב|מעוכבים|מוקפא|מוקפאים|מושהה|מושהים|חסום|חסומים|מוחזקים|בהמתנה)",
    until: "(?:עד (?:\\S+ ){0,2}?(?:אימות הזהות|אימות החשבון|שתאמת|שתאמתו|kyc)|השלם את אימות|השלימו את אימות)",
    mine: "(?:ההפעלה שלך|החשבון שלך|הגישה שלך|חשבונך|תיבת הדואר שלך)",
    blocked: "(?:הושעה|הושעתה|ננעל|ננעלה|נחסם|נחסמה|הושבת|הושבתה|הוגבל|הוגבלה|הוקפא)",
    reval: "(?:אמת מחדש|אמתו מחדש|אשר מחדש|אשרו מחדש|הפעל מחדש|הפעילו מחדש|שחזר גישה|שחזרו גישה|שחרר נעילה|בטל נעילה)",
  },
  am: {
    act: "(?:ያዘምኑ|ይቀይሩ|ያድሱ|ዳግም ያስጀምሩ|ያረጋግጡ|እንደገና ያስገቡ|እንደገና ያረጋግጡ|እንደገና ያግብሩ)",
    secret: "(?:የይለፍ ቃል|መለያ|የመግቢያ መረጃ)",
    keep: "(?:መቋረጥ|መስተጓጎል)ን? ለማስወገድ",
    funds: "(?:ክፍያ|ክፍያዎች|ገንዘብ|ቀሪ ሂሳብ|ማስተላለፍ|ተቀማጭ)",
    held: "(?:ታግዷል|ታግደዋል|ተይዟል|ተይዘዋል|ታስሯል|ቆሟል|ቀዝቅዟል)",
    until: "(?:(?:ማረጋገጫ|ማንነት|kyc)\\S*(?:\\s\\S+){0,3}?\\s(?:እስኪያጠናቅቁ|እስኪያረጋግጡ|እስኪጠናቀቅ)|እስኪያረጋግጡ ድረስ|ማረጋገጫውን ያጠናቅቁ)",
    mine: "(?:ክፍለ ጊዜዎ|መለያዎ|መዳረሻዎ|የእርስዎ መለያ|የእርስዎ ክፍለ ጊዜ)",
    blocked: "(?:ታግዷል|ተቆልፏል|ተዘግቷል|ተሰናክሏል|ተገድቧል)",
    reval: "(?:እንደገና ያረጋግጡ|እንደገና ያግብሩ|መዳረሻን ይመልሱ|አሁን ያረጋግጡ|ይክፈቱ)",
  },
  th: {
    act: "(?:อัปเดต|อัพเดท|เปลี่ยน|ต่ออายุ|รีเซ็ต|ยืนยัน|ป้อนใหม่|กรอกใหม่|ตรวจสอบ|เปิดใช้งานอีกครั้ง)",
    secret: "(?:รหัสผ่าน|ข้อมูลเข้าสู่ระบบ|บัญชี)",
    keep: "(?:หลีกเลี่ยง|เพื่อไม่ให้)(?:การ)?(?:หยุดชะงัก|ขัดข้อง)",
    funds: "(?:การชำระเงิน|การจ่ายเงิน|การถอนเงิน|เงินฝาก|การโอน|เงินทุน|ยอดเงิน|เงินของคุณ)",
    held: "(?:ถูกระงับ|ถูกอายัด|ถูกกัก|ถูกพัก|ถูกบล็อก|ถูกตรึง|ระงับไว้|พักไว้)",
    until:
      "(?:จนกว่า(?:คุณ|ท่าน)?(?:จะ)?(?:ยืนยันตัวตน|ยืนยันบัญชี|ทำการยืนยัน|ดำเนินการยืนยัน|ผ่านการยืนยัน|kyc)|จนกว่าการยืนยันตัวตน|ยืนยันตัวตน(?:ให้)?เสร็จ)",
    mine: "(?:เซสชัน|บัญชี|การเข้าถึง|กล่องจดหมาย)(?:ของคุณ|ของท่าน)",
    blocked: "(?:ถูกระงับ|ถูกล็อก|ถูกล็อค|ถูกบล็อก|ถูกปิดใช้งาน|ถูกจำกัด)",
    reval: "(?:ยืนยันอีกครั้ง|ยืนยันใหม่|ตรวจสอบอีกครั้ง|เปิดใช้งานอีกครั้ง|กู้คืนการเข้าถึง|ปลดล็อก|ยืนยันตอนนี้|ยืนยันทันที)",
  },
  lo: {
    act: "(?:ອັບເດດ|ປ່ຽນ|ຕໍ່ອາຍຸ|ຣີເຊັດ|ຢືນຢັນ|ປ້ອນໃໝ່|ກວດສອບ|ເປີດໃຊ້ງານຄືນ)",
    secret: "(?:ລະຫັດຜ່ານ|ບັນຊີ)",
    keep: "(?:ຫຼີກລ່ຽງ|ເພື່ອບໍ່ໃຫ້)(?:ການ)?(?:ຂັດຂ້ອງ|ຢຸດຊະງັກ)",
    funds: "(?:ການຊຳລະເງິນ|ການຈ່າຍເງິນ|ການຖອນເງິນ|ເງິນຝາກ|ການໂອນ|ເງິນທຶນ|ຍອດເງິນ|ເງິນຂອງທ່ານ)",
    held: "(?:ຖືກລະງັບ|ຖືກອາຍັດ|ຖືກກັກ|ຖືກບລັອກ|ຖືກໂຈະ|ຖືກຢຸດ)",
    until: "(?:ຈົນກວ່າ(?:ທ່ານ)?(?:ຈະ)?(?:ຢືນຢັນຕົວຕົນ|ຢືນຢັນບັນຊີ|ຢືນຢັນ|kyc)|ຢືນຢັນຕົວຕົນໃຫ້ສຳເລັດ)",
    mine: "(?:ເຊດຊັນ|ບັນຊີ|ການເຂົ້າເຖິງ)ຂອງທ່ານ",
    blocked: "(?:ຖືກລະງັບ|ຖືກລັອກ|ຖືກບລັອກ|ຖືກປິດການໃຊ້ງານ|ຖືກຈຳກັດ|ຖືກໂຈະ)",
    reval: "(?:ຢືນຢັນອີກຄັ້ງ|ຢືນຢັນຄືນ|ກວດສອບອີກຄັ້ງ|ເປີດໃຊ້ງານຄືນ|ກູ້ຄືນການເຂົ້າເຖິງ|ປົດລັອກ)",
  },
  ko: {
    act: "(?:업데이트|변경|갱신|재설정|확인|다시 입력|재입력|인증|재인증|재활성화|다시 활성화)",
    secret: "(?:비밀번호|암호|패스워드|계정|로그인 정보)",
    keep: "(?:중단|중단되지|끊기지|차단되지) ?(?:않도록|없이|을 방지|을 피하)",
    funds: "(?:결제|지급|출금|입금|송금|이체|자금|잔액|정산금|대금)",
    held: "(?:보류|동결|정지|차단|묶여|지급 중지)",
    until:
      "(?:(?:본인|신원|계정|kyc) ?(?:인증|확인)(?:을|이)? (?:\\S+ )?(?:완료(?:하실|할|될)? 때까지|때까지)|인증(?:을)? 완료(?:하실|할|될)? 때까지|(?:본인|신원) ?(?:인증|확인)(?:을)? 완료하(?:세요|십시오))",
    mine: "(?:귀하의|고객님의|회원님의) (?:세션|계정|액세스|접근 권한|메일함)|(?:세션|계정|접근 권한)이",
    blocked: "(?:정지|잠금|잠겼|차단|비활성화|제한|중지)",
    reval:
      "(?:재인증|다시 인증|재확인|다시 확인|재활성화|다시 활성화|액세스(?:를)? 복원|접근(?:을)? 복구|잠금(?:을)? 해제|지금 인증)",
  },
  ja: {
    act: "(?:更新|変更|再設定|リセット|確認|再入力|認証|再認証|再有効化)",
    secret: "(?:パスワード|アカウント|ログイン情報|認証情報)",
    keep: "(?:中断|停止)(?:を避ける|を防ぐ|されないよう)",
    funds: "(?:お支払い|支払い|支払|出金|入金|送金|振込|資金|残高|報酬|売上金)",
    held: "(?:保留|凍結|停止|差し止め|留保|ロック)",
    until:
      "(?:(?:本人確認|認証|kyc|確認手続き)(?:が|を)?(?:完了する|完了される|済む|終わる)?まで|本人確認を完了して|本人確認を完了してください)",
    mine: "(?:お客様の|あなたの)?(?:セッション|アカウント|アクセス|メールボックス)(?:が|は)",
    blocked: "(?:停止|ロック|凍結|無効化|制限|ブロック)",
    reval: "(?:再認証|再確認|再検証|再有効化|アクセスを復元|ロックを解除|ロック解除|今すぐ認証|今すぐ確認)",
  },
  zh: {
    act: "(?:更新|更改|修改|续期|續期|重置|确认|確認|重新输入|重新輸入|验证|驗證|重新激活|重新啟用)",
    secret: "(?:密码|密碼|账户|帳戶|账号|帳號|登录信息|登入資訊)",
    keep: "(?:避免|以免)(?:服务|服務)?(?:中断|中斷)",
    funds: "(?:付款|支付|提款|提现|提現|存款|转账|轉賬|轉帳|资金|資金|余额|餘額|款项|款項)",
    held: "(?:冻结|凍結|暂扣|暫扣|扣留|暂停|暫停|保留|锁定|鎖定|止付)",
    until:
      "(?:直(?:至|到)[^。\\n]{0,8}?(?:验证|驗證|认证|認證|kyc)|(?:完成|请完成|請完成)(?:身份|kyc)?(?:验证|驗證|认证|認證)(?:后|後|以)(?:解冻|解凍|释放|釋放))",
    mine: "(?:您的|你的)(?:会话|會話|账户|帳戶|账号|帳號|访问|訪問|邮箱|郵箱)",
    blocked: "(?:暂停|暫停|锁定|鎖定|封禁|冻结|凍結|停用|限制|禁用)",
    reval: "(?:重新验证|重新驗證|重新认证|重新認證|重新激活|重新啟用|恢复访问|恢復訪問|立即验证|立即驗證|解锁|解鎖)",
  },
  km: {
    act: "(?:ធ្វើបច្ចុប្បន្នភាព|ផ្លាស់ប្តូរ|ផ្លាស់ប្ដូរ|កំណត់ឡើងវិញ|បញ្ជាក់|បញ្ចូលម្តងទៀត|ផ្ទៀងផ្ទាត់|បើកដំណើរការឡើងវិញ)",
    secret: "(?:ពាក្យសម្ងាត់|លេខសម្ងាត់|គណនី)",
    keep: "(?:ជៀសវាង|ដើម្បីកុំឱ្យ)(?:ការ)?(?:រំខាន|ផ្អាក)",
    funds: "(?:ការទូទាត់|ប្រាក់|ការដកប្រាក់|ការផ្ទេរប្រាក់|សមតុល្យ|មូលនិធិ)",
    held: "(?:ត្រូវបានបង្កក|ត្រូវបានផ្អាក|ត្រូវបានឃាត់|ត្រូវបានរារាំង|ត្រូវបានទប់)",
    until: "(?:រហូតដល់(?:អ្នក)?(?:បញ្ចប់)?(?:ការ)?(?:ផ្ទៀងផ្ទាត់|kyc))",
    mine: "(?:វគ្គ|គណនី|ការចូលប្រើ|សិទ្ធិចូលប្រើ)(?:ចូល)?របស់អ្នក",
    blocked: "(?:ត្រូវបានផ្អាក|ត្រូវបានចាក់សោ|ត្រូវបានរារាំង|ត្រូវបានបិទ|ត្រូវបានកំណត់)",
    reval: "(?:ផ្ទៀងផ្ទាត់ឡើងវិញ|ផ្ទៀងផ្ទាត់ម្តងទៀត|បើកដំណើរការឡើងវិញ|ស្តារសិទ្ធិចូលប្រើ|ដោះសោ)",
  },
  my: {
    act: "(?:အပ်ဒိတ်|ပြောင်းလဲ|ပြောင်း|သက်တမ်းတိုး|ပြန်လည်သတ်မှတ်|အတည်ပြု|ပြန်ထည့်|စစ်ဆေးအတည်ပြု|ပြန်လည်အသက်သွင်း)",
    secret: "(?:စကားဝှက်|အကောင့်)",
    keep: "(?:အနှောင့်အယှက်|ပြတ်တောက်မှု)(?:ကို)? ?(?:ရှောင်ရှား|မဖြစ်စေရန်)",
    funds: "(?:ငွေပေးချေမှု|ငွေထုတ်|ငွေသွင်း|ငွေလွှဲ|ရန်ပုံငွေ|လက်ကျန်ငွေ|သင့်ငွေ)",
    held: "(?:ဆိုင်းငံ့|ထိန်းထား|ပိတ်ဆို့|အေးခဲ|ရပ်ဆိုင်း)",
    until:
      "(?:(?:အထောက်အထား|ကိုယ်ပိုင်|kyc|အကောင့်)? ?(?:အတည်ပြုခြင်း|စိစစ်ခြင်း|kyc)(?:ကို)? ?(?:ပြီးဆုံး|ပြီးမြောက်)(?:သည်|အောင်)? ?(?:အထိ|သည်အထိ|လုပ်ဆောင်ပါ))",
    mine: "(?:သင့်|သင်၏) ?(?:ဆက်ရှင်|အကောင့်|ဝင်ရောက်ခွင့်)",
    blocked: "(?:ဆိုင်းငံ့|လော့ခ်ချ|ပိတ်ဆို့|ပိတ်ထား|ကန့်သတ်)",
    reval: "(?:ပြန်လည်အတည်ပြု|ထပ်မံအတည်ပြု|ပြန်လည်အသက်သွင်း|ဝင်ရောက်ခွင့်ပြန်ရယူ|လော့ခ်ဖွင့်)",
  },
  si: {
    act: "(?:යාවත්කාලීන|වෙනස් කරන්න|අලුත් කරන්න|යළි සකසන්න|තහවුරු කරන්න|නැවත ඇතුළත් කරන්න|සත්‍යාපනය කරන්න|නැවත සක්‍රිය)",
    secret: "(?:මුරපදය|මුරපද|ගිණුම)",
    keep: "(?:බාධා|අඩාල) (?:වීම )?වළක්වා ගැනීමට",
    funds: "(?:ගෙවීම්|ගෙවීම|මුදල් ආපසු ගැනීම්|තැන්පතු|මාරු කිරීම්|අරමුදල්|ශේෂය|ඔබේ මුදල්)",
    held: "(?:අත්හිටුවා|රඳවා|අවහිර කර|ශීත කර|තහනම් කර)",
    until:
      "(?:(?:අනන්‍යතා|ගිණුම්|kyc) ?(?:සත්‍යාපනය|තහවුරු කිරීම) (?:\\S+ ){0,2}?(?:තෙක්|දක්වා)|සත්‍යාපනය (?:සම්පූර්ණ )?(?:කරන|වන) තෙක්|(?:kyc|සත්‍යාපනය) සම්පූර්ණ කරන්න)",
    mine: "(?:ඔබේ|ඔබගේ) (?:සැසිය|ගිණුම|ප්‍රවේශය)",
    blocked: "(?:අත්හිටුවා|අගුළු|අවහිර|අක්‍රිය|සීමා)",
    reval: "(?:නැවත සත්‍යාපනය|නැවත තහවුරු|නැවත සක්‍රිය|ප්‍රවේශය යථා තත්ත්වයට|අගුළු හරින්න)",
  },
  ta: {
    act: "(?:புதுப்பி\\S*|மாற்று\\S*|மீட்டமை\\S*|உறுதிப்படுத்\\S*|மீண்டும் உள்ளிடு\\S*|சரிபார்\\S*|மீண்டும் செயல்படுத்து\\S*)",
    secret: "(?:கடவுச்சொல்\\S*|கணக்க\\S*|உள்நுழைவு விவரங்கள்)",
    keep: "(?:இடையூறு|தடங்கல்)(?:களைத்)? ?தவிர்க்க",
    funds: "(?:பணம்|கட்டணங்கள்|பணம் செலுத்துதல்\\S*|பணம் எடுத்தல்\\S*|வைப்பு\\S*|பரிமாற்ற\\S*|நிதி\\S*|இருப்பு)",
    held: "(?:நிறுத்தி வைக்கப்பட்டுள்ள\\S*|முடக்கப்பட்டுள்ள\\S*|தடுக்கப்பட்டுள்ள\\S*|நிறுத்தப்பட்டுள்ள\\S*)",
    until:
      "(?:(?:அடையாள|கணக்கு|kyc) ?சரிபார்ப்பு\\S* (?:\\S+ ){0,2}?(?:வரை)|சரிபார்ப்பு (?:\\S+ )?முடியும் வரை|சரிபார்க்கும் வரை|(?:kyc|சரிபார்ப்பை) (?:\\S+ )?முடிக்கவும்)",
    mine: "(?:உங்கள்) (?:அமர்வு|கணக்கு|அணுகல்|செஷன்)",
    blocked: "(?:இடைநிறுத்தப்பட்ட\\S*|பூட்டப்பட்ட\\S*|தடுக்கப்பட்ட\\S*|முடக்கப்பட்ட\\S*|கட்டுப்படுத்தப்பட்ட\\S*)",
    reval: "(?:மீண்டும் சரிபார்\\S*|மீண்டும் உறுதிப்படுத்த\\S*|மீண்டும் செயல்படுத்த\\S*|அணுகலை மீட்டெடு\\S*|திறக்கவும்)",
  },
  ne: {
    act: "(?:अपडेट|परिवर्तन गर्नुहोस्|बदल्नुहोस्|रिसेट|नवीकरण|पुष्टि गर्नुहोस्|फेरि प्रविष्ट|प्रमाणित गर्नुहोस्|पुनः सक्रिय)",
    secret: "(?:पासवर्ड|खाता|लगइन विवरण)",
    keep: "(?:अवरोध|बाधा) (?:\\S+ )?(?:बच्न|रोक्न)",
    funds: "(?:भुक्तानी|पेआउट|निकासी|जम्मा|स्थानान्तरण|रकम|कोष|ब्यालेन्स)",
    held: "(?:रोकिएको|रोक्का|होल्डमा|फ्रिज|निलम्बित)",
    until:
      "(?:(?:केवाईसी|kyc|पहिचान|खाता) (?:\\S+ ){0,2}?(?:प्रमाणीकरण|प्रमाणित) (?:\\S+ ){0,2}?(?:नभएसम्म|सम्म|नगरेसम्म)|प्रमाणीकरण (?:पूरा )?नभएसम्म|(?:केवाईसी|kyc|प्रमाणीकरण) पूरा गर्नुहोस्)",
    mine: "(?:तपाईंको) (?:सत्र|सेसन|खाता|पहुँच)",
    blocked: "(?:निलम्बित|लक|ब्लक|निष्क्रिय|सीमित)",
    reval: "(?:पुनः प्रमाणित|फेरि प्रमाणित|पुनः सक्रिय|फेरि सक्रिय|पहुँच पुनर्स्थापित|अनलक गर्नुहोस्|अहिले प्रमाणित)",
  },
  ka: {
    act: "(?:განაახლეთ|განახლება|შეცვალეთ|შეცვლა|გადააყენეთ|დაადასტურეთ|ხელახლა შეიყვანეთ|გადაამოწმეთ|ხელახლა გაააქტიურეთ)",
    secret: "(?:პაროლ\\S*|ანგარიშ\\S*|შესვლის მონაცემ\\S*)",
    keep: "(?:შეფერხების|შეწყვეტის) (?:თავიდან ასაცილებლად|არიდებისთვის)",
    funds: "(?:გადახდ\\S*|თანხ\\S*|სახსრ\\S*|ბალანს\\S*|ანაბარ\\S*|გადარიცხვ\\S*|გატან\\S*)",
    held: "(?:შეჩერებულია|დაბლოკილია|გაყინულია|დაკავებულია|შეყოვნებულია)",
    until:
      "(?:(?:ვერიფიკაციის|იდენტიფიკაციის|kyc) (?:\\S+ ){0,2}?(?:დასრულებამდე|გავლამდე)|სანამ (?:\\S+ ){0,3}?(?:ვერიფიკაციას|იდენტიფიკაციას|kyc)|დაასრულეთ (?:ვერიფიკაცია|იდენტიფიკაცია|kyc))",
    mine: "(?:თქვენი) (?:სესია|ანგარიში|წვდომა|საფოსტო ყუთი)",
    blocked: "(?:შეჩერებულია|დაბლოკილია|ჩაკეტილია|გათიშულია|შეზღუდულია|შეჩერდა|დაიბლოკა)",
    reval: "(?:ხელახლა (?:დაადასტურეთ|გადაამოწმეთ|გაააქტიურეთ)|აღადგინეთ წვდომა|განბლოკეთ|ახლავე დაადასტურეთ)",
  },
  yo: {
    act: "(?:ṣe àtúnṣe|ṣàtúnṣe|yí (?:\\S+ ){0,2}?padà|tún (?:\\S+ )?ṣe|jẹ́rìísí|fìdí (?:\\S+ )?múlẹ̀|tún tẹ̀)",
    secret: "(?:ọ̀rọ̀ aṣínà|ọ̀rọ̀ìgbaniwọlé|àkọọ́lẹ̀|akọọlẹ)",
    keep: "(?:yẹra fún|láti yẹra fún) (?:ìdádúró|ìdíwọ́)",
    funds: "(?:owó|ìsanwó|sisanwo|àwọn ìsanwó|ìyọkúrò)",
    held: "(?:ti dá dúró|ti dí|ti di dídì|wà ní ìdádúró|ti wà ní àtìmọ́lé|ti di dídádúró)",
    until: "(?:títí (?:\\S+ ){0,3}?(?:ìjẹ́rìísí|jẹ́rìísí|kyc)|parí ìjẹ́rìísí)",
    mine: "(?:ìgbà ìwọlé rẹ|àkọọ́lẹ̀ rẹ|ààyè rẹ|akọọlẹ rẹ)",
    blocked: "(?:ti dá dúró|ti wà ní títìpa|ti tìpa|ti dí|ti di dídènà|ti ní ìhámọ́)",
    reval: "(?:tún jẹ́rìísí|jẹ́rìísí lẹ́ẹ̀kansi|tún mú ṣiṣẹ́|dá ààyè padà|ṣí i (?:\\S+ )?(?:báyìí|nísinsìnyí))",
  },
  ha: {
    act: "(?:sabunta|canza|sake saita|tabbatar da|sake shigar da|sake tabbatarwa|sake kunna)",
    secret: "(?:kalmar sirri|kalmar wucewa|asusun|asusu)",
    keep: "(?:guje wa|don guje wa|kauce wa) (?:katsewa|tsaiko)",
    funds: "(?:biyan kuɗi|kuɗin|kuɗi|kuɗaɗe|ma'auni|canja wuri)",
    held: "(?:an riƙe|an dakatar|an daskarar|an toshe|an tsare)",
    until: "(?:har sai (?:\\S+ ){0,3}?(?:tabbatar|tantance|kyc)|(?:kammala|ka kammala) (?:tabbatarwa|tantancewa|kyc))",
    mine: "(?:zaman(?:ka|ki|ku)|asusun(?:ka|ki|ku)|damar shiga(?:rka|rki|rku)?)",
    blocked: "(?:an dakatar|an kulle|an toshe|an kashe|an taƙaita)",
    reval: "(?:sake tabbatarwa|sake tabbatar|sake kunna|dawo da damar shiga|buɗe (?:shi )?yanzu|tabbatar yanzu)",
  },
  tl: {
    act: "(?:i-?update|baguhin|palitan|i-?renew|i-?reset|kumpirmahin|ilagay muli|i-?verify|beripikahin|i-?reactivate|muling i-?activate)",
    secret: "(?:password|passcode|kredensyal|account)",
    keep: "(?:maiwasan|iwasan) ang (?:pagkaantala|pagkaputol|abala)",
    funds: "(?:bayad|mga bayad|payout|withdrawal|deposito|paglilipat|pondo|balanse)",
    held: "(?:naka-?hold|pinigil|pinipigil|naka-?freeze|na-?freeze|sinuspinde|naka-?block|hinold)",
    until:
      "(?:hanggang (?:\\S+ ){0,3}?(?:verification|beripikasyon|kyc|ma-?verify|i-?verify)|kumpletuhin ang (?:verification|beripikasyon|kyc))",
    mine: "(?:iyong (?:session|account|access)|(?:session|account|access) mo)",
    blocked: "(?:sinuspinde|na-?suspend|na-?lock|naka-?lock|na-?block|naka-?block|na-?deactivate|nilimitahan)",
    reval:
      "(?:i-?revalidate|i-?verify muli|i-?verify ulit|muling i-?verify|i-?reactivate|ibalik ang access|i-?unlock (?:ngayon|ang))",
  },
  "ar-latn": {
    act: "(?:(?:ghayar|ghayyar|8ayar|8ayyar|7adeth|7adis|update|change|reset|akked|akid|confirm|verify)(?= |$))",
    secret:
      "(?:el ?password|elpassword|password|kelmet el ser|kelmet el sir|el account|account|el 7esab|7esabak|hesabak)",
    keep: "(?:3ashan|3shan|3lashan) (?:ma )?(?:ma ?y(?:et)?2ta3|matet2ate3|mayet2ate3sh)",
    funds:
      "(?:floosak|flousak|el floos|fulusak|el ra9eed|el raseed|rasidak|el payments?|payments?|el ta7weel|ta7welat|el sa7b|payouts?)",
    held: "(?:mwa2afa|mewa2afa|mawqufa|ma7gouza|m7gouza|m7jooza|mgamada|metgamda|on hold|frozen|m3la2a|me3la2a)",
    until:
      "(?:la7ad|le7ad|7atta|hatta|lghayet) (?:\\S+ ){0,3}?(?:verification|tawtheeq|tawtheq|ta2keed el hawiya|kyc|t2akked)",
    mine: "(?:7esabak|hesabak|el account (?:beta3ak|bta3ak)|account(?:ak| beta3ak| bta3ak)|session (?:beta3ak|bta3ak)|el access (?:beta3ak|bta3ak))",
    blocked: "(?:et2afal|it2afal|etwa2af|itwa2af|et3alla2|suspended|locked|blocked|mo3attal|m3attal|matloo2|mawqoof)",
    reval:
      "(?:(?:akked|2akked|verify|fa33al|fa3el|activate) (?:tani|men gded|mn gded|again|delwa2ti|7alan)|re-?validate|re-?verify|reactivate|rage3 el access|raga3 el access|unlock)",
  },
  "hi-latn": {
    act: "(?:update|change|badle|badlein|badlo|reset|renew|confirm|verify|dobara enter|phir se enter)",
    secret: "(?:password|passcode|account|khata|login details)",
    keep: "(?:rukawat|interruption) se bachne",
    funds: "(?:payment|payments|payout|payouts|withdrawal|deposit|transfer|paisa|paise|funds|balance|rakam)",
    held: "(?:hold par|hold pe|rok (?:diya|di|diye|liya|li) gaya|roka gaya|roke gaye|ruka hua|ruke hue|freeze|frozen)",
    until:
      "(?:(?:kyc|verification|identity verification|verify)[^.\\n]{0,25}?(?:tak|hone tak|karne tak)|jab tak (?:aap )?(?:\\S+ ){0,3}?(?:verify|kyc|verification)|(?:kyc|verification) (?:complete|poora|pura) kare)",
    mine: "(?:aapka|apka|aapki|apki|aapke|apke) (?:session|account|access|mailbox|khata)",
    blocked: "(?:suspend|lock|block|deactivate|band|restrict)",
    reval:
      "(?:re-?validate|re-?verify|dobara verify|phir se verify|fir se verify|reactivate|dobara activate|access restore|unlock kare|abhi verify)",
  },
  ro: {
    act: "(?:actualizați|actualizează|actualizarea|schimbați|schimbă|schimbarea|reînnoiți|resetați|confirmați|confirmă|reintroduceți|verificați|reactivați|revalidați)",
    secret: "(?:parola|parolei|parolă|datele de autentificare|contul|contului)",
    keep: "(?:evita|evitați|a evita) (?:orice )?întrerup\\p{L}*",
    funds: "(?:plăți\\p{L}*|plata|retrageri\\p{L}*|depuneri\\p{L}*|transferuri\\p{L}*|fonduri\\p{L}*|soldul)",
    held: "(?:reținut\\p{L}*|blocat\\p{L}*|înghețat\\p{L}*|suspendat\\p{L}*|în așteptare)",
    until:
      "(?:până (?:la (?:finalizarea |completarea )?verificării(?: identității| contului| kyc)?|la (?:finalizarea )?kyc|când (?:veți |vei )?(?:verifica|finaliza|confirma))|finalizați verificarea)",
    mine: "(?:sesiunea|contul|accesul|căsuța) (?:dvs\\.?|dumneavoastră|tău|ta)",
    blocked: "(?:suspendat\\p{L}*|blocat\\p{L}*|dezactivat\\p{L}*|restricționat\\p{L}*|înghețat\\p{L}*)",
    reval:
      "(?:revalidați|reverificați|verificați din nou|reactivați|restabiliți accesul|restaurați accesul|deblocați (?:acum|contul))",
  },
  hu: {
    act: "(?:frissítse|frissítsd|frissítés\\p{L}*|változtassa meg|módosítsa|módosítsd|cserélje|újítsa meg|állítsa vissza|erősítse meg|erősítsd meg|adja meg újra|ellenőrizze|aktiválja újra)",
    secret: "(?:jelszav\\p{L}*|jelszó|bejelentkezési adat\\p{L}*|fiók\\p{L}*)",
    keep: "(?:elkerülése érdekében|elkerülje) (?:a )?(?:megszakad\\p{L}*|kiesés\\p{L}*)|(?:megszakad\\p{L}*|kiesés\\p{L}*) elkerülése",
    funds:
      "(?:kifizetés\\p{L}*|fizetés\\p{L}*|befizetés\\p{L}*|átutalás\\p{L}*|pénz\\p{L}*|egyenleg\\p{L}*|összeg\\p{L}*)",
    held: "(?:zárolva|zárolt\\p{L}*|befagyaszt\\p{L}*|visszatart\\p{L}*|felfüggeszt\\p{L}*|letiltva)",
    until:
      "(?:(?:kyc-?|személyazonosság-?|fiók)?(?:ellenőrzés|azonosítás|ellenőrzése|azonosítása) (?:\\p{L}+ )?(?:befejezéséig|lezárásáig|teljesítéséig|befejezése után)|amíg (?:\\p{L}+ ){0,3}?(?:ellenőrzi|igazolja|azonosítja|befejezi)|fejezze be (?:az )?(?:ellenőrzést|azonosítást))",
    mine: "(?:munkamenete|fiókja|hozzáférése|fiókod|hozzáférésed|postafiókja)",
    blocked: "(?:felfüggeszt\\p{L}*|zárolva|zárolták|zárolt|letiltva|letiltották|deaktivál\\p{L}*|korlátoz\\p{L}*)",
    reval:
      "(?:erősítse meg újra|ellenőrizze újra|hitelesítse újra|aktiválja újra|állítsa vissza a hozzáférés\\p{L}*|oldja fel (?:most|a zárolást))",
  },
  fi: {
    act: "(?:päivitä|päivittää|päivitys|vaihda|vaihtaa|uusi|nollaa|vahvista|syötä uudelleen|tarkista|aktivoi uudelleen)",
    secret: "(?:salasan\\p{L}*|tunnukse\\p{L}*|tunnus\\p{L}*|til\\p{L}*)",
    keep: "(?:katko\\p{L}*|keskeytyks\\p{L}*) välttämiseksi|välttääksesi (?:katkot|keskeytykset)",
    funds:
      "(?:maksu\\p{L}*|maksa\\p{L}*|nosto\\p{L}*|talletu\\p{L}*|siirro\\p{L}*|varat|varoja|saldo\\p{L}*|tilisiirro\\p{L}*)",
    held: "(?:jäädytetty|jäädytetyt|pidätetty|pidätetyt|estetty|estetyt|keskeytetty|pidossa)",
    until:
      "(?:kunnes (?:\\p{L}+ ){0,2}?(?:vahvistat|todennat|suoritat|tunnistaudut)|(?:kyc-?|henkilöllisyyden )?(?:vahvistukse|tunnistautumise|todennukse)\\p{L}* (?:\\p{L}+ )?(?:asti|saakka)|suorita (?:kyc-?|henkilöllisyyden )?(?:vahvistus|tunnistautuminen))",
    mine: "(?:istuntosi|tilisi|käyttöoikeutesi|pääsysi|sähköpostisi|(?:sinun|teidän) (?:istunto|tili|käyttöoikeus)\\p{L}*)",
    blocked: "(?:keskeytetty|jäädytetty|lukittu|estetty|poistettu käytöstä|rajoitettu)",
    reval:
      "(?:vahvista (?:\\p{L}+ )?uudelleen|todenna uudelleen|aktivoi uudelleen|palauta (?:käyttöoikeus|pääsy)|avaa lukitus)",
  },
  da: {
    act: "(?:opdater|opdatér|ændr|skift|forny|nulstil|bekræft|indtast (?:\\p{L}+ )?igen|verificer|genaktiver)",
    secret: "(?:adgangskode\\p{L}*|kodeord\\p{L}*|login-?oplysninger|konto\\p{L}*)",
    keep: "undgå (?:afbrydelse\\p{L}*|nedbrud)",
    funds: "(?:betaling\\p{L}*|udbetaling\\p{L}*|indbetaling\\p{L}*|overførsel\\p{L}*|midler|saldo\\p{L}*)",
    held: "(?:tilbageholdt\\p{L}*|spærret\\p{L}*|indefrosset|indefrosne|sat i bero|suspenderet\\p{L}*|blokeret\\p{L}*)",
    until:
      "(?:indtil (?:du (?:har )?(?:bekræftet|verificeret|gennemført|fuldført)|(?:kyc-?|identitets)?verificering\\p{L}*(?! af (?:fakturaen|leverancen|varerne|den|det) ))|fuldfør (?:kyc-?|identitets)?verificering\\p{L}*)",
    mine: "(?:din|dit|jeres) (?:session|konto|adgang|postkasse|login)",
    blocked: "(?:suspenderet|spærret|låst|blokeret|deaktiveret|begrænset)",
    reval:
      "(?:genvalider|bekræft (?:\\p{L}+ )?igen|verificer (?:\\p{L}+ )?igen|genaktiver|gendan (?:din )?adgang|lås op (?:nu|for))",
  },
  nb: {
    act: "(?:oppdater|endre|bytt|forny|tilbakestill|bekreft|skriv inn (?:\\p{L}+ )?igjen|verifiser|reaktiver)",
    secret: "(?:passord\\p{L}*|innloggingsinformasjon\\p{L}*|konto\\p{L}*)",
    keep: "unngå (?:avbrudd|driftsstans)",
    funds: "(?:betaling\\p{L}*|utbetaling\\p{L}*|innskudd\\p{L}*|overføring\\p{L}*|midler|saldo\\p{L}*)",
    held: "(?:holdt tilbake|tilbakeholdt\\p{L}*|sperret\\p{L}*|frosset|fryst|satt på vent|suspendert\\p{L}*|blokkert\\p{L}*)",
    until:
      "(?:inntil|til) (?:du (?:har )?(?:bekreftet|verifisert|fullført)|(?:kyc-?|identitets)?verifisering\\p{L}*(?! av (?:fakturaen|leveransen|varene|den|det) ))|fullfør (?:kyc-?|identitets)?verifisering\\p{L}*",
    mine: "(?:din|ditt|deres) (?:økt|sesjon|konto|tilgang|innboks|pålogging)|(?:økten|kontoen|tilgangen) din",
    blocked: "(?:suspendert|sperret|låst|blokkert|deaktivert|begrenset)",
    reval:
      "(?:revalider|bekreft (?:\\p{L}+ )?igjen|verifiser (?:\\p{L}+ )?igjen|reaktiver|gjenopprett (?:din )?tilgang|lås opp (?:nå|kontoen))",
  },
  bg: {
    act: "(?:актуализирайте|актуализиране|сменете|смяна|променете|подновете|нулирайте|потвърдете|потвърждаване|въведете (?:отново|повторно)|верифицирайте|активирайте отново)",
    secret: "(?:парола\\p{L}*|акаунт\\p{L}*|профил\\p{L}*|данни за вход)",
    keep: "(?:избегнете|избягване на) (?:прекъсване|прекъсвания)",
    funds:
      "(?:плащания\\p{L}*|плащане\\p{L}*|изплащания\\p{L}*|тегления\\p{L}*|депозит\\p{L}*|преводи\\p{L}*|средства\\p{L}*|баланс\\p{L}*)",
    held: "(?:задържан\\p{L}*|замразен\\p{L}*|блокиран\\p{L}*|спрян\\p{L}*|на изчакване)",
    until:
      "(?:до (?:завършване(?:то)? на |приключване(?:то)? на )?(?:верификация\\p{L}*|проверка\\p{L}* на самоличност\\p{L}*|kyc)|докато не (?:потвърдите|верифицирате|завършите)|завършете (?:верификацията|проверката))",
    mine: "(?:вашата|вашият|вашия|твоята|твоят) (?:сесия|акаунт|профил|достъп|пощенска кутия)|(?:сесията|акаунтът|достъпът) ви",
    blocked: "(?:спрян\\p{L}*|заключен\\p{L}*|блокиран\\p{L}*|деактивиран\\p{L}*|ограничен\\p{L}*|замразен\\p{L}*)",
    reval:
      "(?:потвърдете (?:\\p{L}+ )?(?:отново|повторно)|верифицирайте (?:\\p{L}+ )?отново|активирайте (?:\\p{L}+ )?отново|възстановете достъп\\p{L}*|отключете (?:сега|акаунта))",
  },
  sh: {
    act: "(?:ažurirajte|ažurirati|promijenite|promenite|promijeniti|promeniti|obnovite|resetujte|resetirajte|potvrdite|potvrditi|ponovo unesite|ponovno unesite|verifikujte|verificirajte|ponovo aktivirajte|reaktivirajte)",
    secret: "(?:lozink\\p{L}*|šifr\\p{L}*|podatke za prijavu|nalog\\p{L}*|račun\\p{L}*)",
    keep: "(?:izbjegli|izbegli|izbjeći|izbeći) (?:prekid\\p{L}*)",
    funds: "(?:plaćanja|uplat\\p{L}*|isplat\\p{L}*|transfer\\p{L}*|sredstva|stanje|depozit\\p{L}*)",
    held: "(?:zadržan\\p{L}*|zamrznut\\p{L}*|blokiran\\p{L}*|suspendovan\\p{L}*|suspendiran\\p{L}*|na čekanju)",
    until:
      "(?:do (?:završetka |dovršetka )?(?:verifikacije|provjere identiteta|provere identiteta|kyc)|dok ne (?:potvrdite|verifikujete|verificirate|završite)|završite (?:verifikaciju|kyc))",
    mine: "(?:vaša|vaš|tvoja|tvoj) (?:sesija|nalog|račun|pristup|sandučić)",
    blocked:
      "(?:suspendovan\\p{L}*|suspendiran\\p{L}*|zaključan\\p{L}*|blokiran\\p{L}*|deaktiviran\\p{L}*|ograničen\\p{L}*)",
    reval:
      "(?:ponovo (?:potvrdite|verifikujte|aktivirajte)|ponovno (?:potvrdite|verificirajte|aktivirajte)|reaktivirajte|vratite pristup|otključajte (?:sada|nalog|račun))",
  },
  sk: {
    act: "(?:aktualizujte|aktualizovať|zmeňte|zmeniť|obnovte|obnoviť|resetujte|potvrďte|potvrdiť|zadajte znova|overte|overiť|znova aktivujte|reaktivujte)",
    secret: "(?:hesl\\p{L}*|prihlasovacie údaje|účet|účtu)",
    keep: "(?:zabrániť|predísť) (?:prerušeniu|strate)",
    funds: "(?:platb\\p{L}*|výplat\\p{L}*|vklad\\p{L}*|prevod\\p{L}*|prostriedky|zostatok)",
    held: "(?:pozastaven\\p{L}*|zablokovan\\p{L}*|zmrazen\\p{L}*|zadržan\\p{L}*|zadržiavan\\p{L}*)",
    until:
      "(?:do (?:dokončenia )?(?:overenia (?:totožnosti|identity|účtu|kyc)|kyc)|kým (?:neoveríte|nedokončíte|nepotvrdíte)|dokončite overenie)",
    mine: "(?:vaša|váš|tvoja|tvoj) (?:relácia|účet|prístup|schránka)",
    blocked: "(?:pozastaven\\p{L}*|zablokovan\\p{L}*|uzamknut\\p{L}*|deaktivovan\\p{L}*|obmedzen\\p{L}*)",
    reval:
      "(?:znova (?:overte|potvrďte|aktivujte)|overte (?:\\p{L}+ )?znova|reaktivujte|obnovte prístup|odomknite (?:teraz|účet|prístup))",
  },
  sl: {
    act: "(?:posodobite|posodobiti|spremenite|spremeniti|zamenjajte|obnovite|ponastavite|potrdite|potrditi|znova vnesite|preverite|znova aktivirajte|ponovno aktivirajte)",
    secret: "(?:geslo|gesla|podatke za prijavo|račun\\p{L}*)",
    keep: "(?:izognili|preprečili) (?:prekinitv\\p{L}*)",
    funds: "(?:plačil\\p{L}*|izplačil\\p{L}*|vplačil\\p{L}*|nakazil\\p{L}*|sredstva|stanje|depozit\\p{L}*)",
    held: "(?:zadržan\\p{L}*|zamrznjen\\p{L}*|blokiran\\p{L}*|začasno ustavljen\\p{L}*|na čakanju)",
    until:
      "(?:do (?:zaključka |dokončanja )?(?:preverjanja (?:identitete|istovetnosti|računa)|verifikacije|kyc)|dokler ne (?:potrdite|preverite|zaključite|opravite))",
    mine: "(?:vaša|vaš|tvoja|tvoj) (?:seja|račun|dostop|nabiralnik)",
    blocked:
      "(?:začasno onemogočen\\p{L}*|onemogočen\\p{L}*|zaklenjen\\p{L}*|blokiran\\p{L}*|deaktiviran\\p{L}*|omejen\\p{L}*|suspendiran\\p{L}*)",
    reval:
      "(?:znova (?:potrdite|preverite|aktivirajte)|ponovno (?:potrdite|preverite|aktivirajte)|obnovite dostop|odklenite (?:zdaj|račun))",
  },
  lt: {
    act: "(?:atnaujinkite|atnaujinti|pakeiskite|pakeisti|atkurkite|iš naujo nustatykite|patvirtinkite|patvirtinti|įveskite iš naujo|patikrinkite|iš naujo suaktyvinkite)",
    secret: "(?:slaptažod\\p{L}*|prisijungimo duomen\\p{L}*|paskyr\\p{L}*)",
    keep: "(?:išvengtumėte|išvengti) (?:sutrikim\\p{L}*|nutrūkim\\p{L}*)",
    funds: "(?:mokėjim\\p{L}*|išmok\\p{L}*|indėl\\p{L}*|pervedim\\p{L}*|lėšos|lėšų|likut\\p{L}*)",
    held: "(?:sulaikyt\\p{L}*|įšaldyt\\p{L}*|užblokuot\\p{L}*|sustabdyt\\p{L}*)",
    until:
      "(?:kol (?:\\p{L}+ ){0,2}?(?:patvirtinsite|užbaigsite|pereisite)|iki (?:\\p{L}+ )?(?:tapatybės |kyc )?(?:patikrinimo|patvirtinimo|kyc)|užbaikite (?:tapatybės )?patvirtinim\\p{L}*)",
    mine: "(?:jūsų|tavo) (?:sesija|paskyra|prieiga|pašto dėžutė)",
    blocked: "(?:sustabdyt\\p{L}*|užrakint\\p{L}*|užblokuot\\p{L}*|išjungt\\p{L}*|apribot\\p{L}*)",
    reval:
      "(?:iš naujo (?:patvirtinkite|suaktyvinkite|patikrinkite)|patvirtinkite (?:\\p{L}+ )?iš naujo|atkurkite prieig\\p{L}*|atrakinkite)",
  },
  lv: {
    act: "(?:atjauniniet|atjaunināt|nomainiet|nomainīt|mainiet|atjaunojiet|atiestatiet|apstipriniet|apstiprināt|ievadiet atkārtoti|pārbaudiet|atkārtoti aktivizējiet)",
    secret: "(?:parol\\p{L}*|pieteikšanās dat\\p{L}*|kont\\p{L}*)",
    keep: "(?:izvairītos|izvairīties) no (?:pārtraukum\\p{L}*|traucējum\\p{L}*)",
    funds: "(?:maksājum\\p{L}*|izmaks\\p{L}*|iemaks\\p{L}*|pārskaitījum\\p{L}*|līdzekļi|līdzekļus|atlikum\\p{L}*)",
    held: "(?:aizturēt\\p{L}*|iesaldēt\\p{L}*|bloķēt\\p{L}*|apturēt\\p{L}*)",
    until:
      "(?:līdz (?:\\p{L}+ )?(?:identitātes |kyc )?(?:verifikācijas|pārbaudes|apstiprināšanas|kyc)|kamēr (?:\\p{L}+ ){0,2}?(?:apstiprināsiet|pabeigsiet|verificēsiet)|pabeidziet (?:identitātes )?(?:verifikāciju|pārbaudi))",
    mine: "(?:jūsu|tava|tavs) (?:sesija|konts|piekļuve|pastkastīte)",
    blocked: "(?:apturēt\\p{L}*|bloķēt\\p{L}*|slēgt\\p{L}*|deaktivizēt\\p{L}*|ierobežot\\p{L}*)",
    reval:
      "(?:atkārtoti (?:apstipriniet|aktivizējiet|pārbaudiet)|apstipriniet (?:\\p{L}+ )?atkārtoti|atjaunojiet piekļuvi|atbloķējiet)",
  },
  et: {
    act: "(?:uuendage|uuenda|värskendage|muutke|muuda|vahetage|lähtestage|kinnitage|kinnita|sisestage uuesti|kontrollige|aktiveerige uuesti)",
    secret: "(?:parool\\p{L}*|sisselogimisandme\\p{L}*|konto\\p{L}*)",
    keep: "(?:katkestus\\p{L}* vältimiseks|et vältida katkestus\\p{L}*)",
    funds: "(?:makse\\p{L}*|väljamakse\\p{L}*|sissemakse\\p{L}*|ülekande\\p{L}*|vahendid|raha|saldo)",
    held: "(?:kinni peetud|külmutatud|blokeeritud|peatatud|ootel)",
    until:
      "(?:kuni (?:\\p{L}+ ){0,2}?(?:kinnitate|tuvastate|lõpetate|isikutuvastus\\p{L}*|kontrolli\\p{L}*|kyc)|lõpetage (?:isikutuvastus|kontroll))",
    mine: "(?:teie|sinu) (?:seanss|konto|juurdepääs|postkast)",
    blocked: "(?:peatatud|lukustatud|blokeeritud|deaktiveeritud|piiratud)",
    reval:
      "(?:kinnitage (?:\\p{L}+ )?uuesti|kontrollige (?:\\p{L}+ )?uuesti|aktiveerige uuesti|taastage juurdepääs|avage (?:lukk|konto))",
  },
  ca: {
    act: "(?:actualitzeu|actualitza|actualitzar|canvieu|canvia|canviar|renoveu|restabliu|restableix|confirmeu|confirma|torneu a introduir|verifiqueu|verifica|reactiveu|reactiva)",
    secret: "(?:contrasenya|credencials|compte)",
    keep: "(?:evitar|per evitar) (?:qualsevol |cap )?interrupci\\p{L}*",
    funds: "(?:pagaments?|cobraments?|dipòsits?|transferències|fons|saldo|retirades)",
    held: "(?:retinguts?|retingudes?|bloquejat\\p{L}*|congelat\\p{L}*|suspès|suspesos|en espera)",
    until:
      "(?:fins (?:que (?:no )?(?:completeu|verifiqueu|completis|verifiquis)|a (?:completar |finalitzar )?la verificació(?! de (?:la|les|el|els) )|al kyc)|completeu la verificació)",
    mine: "(?:la vostra|la teva|el vostre|el teu) (?:sessió|compte|accés|bústia)",
    blocked: "(?:suspès|suspesa|bloquejat|bloquejada|desactivat|desactivada|restringit|restringida)",
    reval:
      "(?:torneu a (?:validar|verificar)|torna a (?:validar|verificar)|reactiveu|reactiva|restabliu l['’]accés|desbloquegeu(?:-lo)? (?:ara|el))",
  },
  hy: {
    act: "(?:թարմացրեք|փոխեք|վերականգնեք|վերակայեք|հաստատեք|նորից մուտքագրեք|ստուգեք|վերաակտիվացրեք)",
    secret: "(?:գաղտնաբառ\\S*|հաշիվ\\S*|մուտքի տվյալներ\\S*)",
    keep: "(?:ընդհատումից|ընդհատումներից) (?:խուսափելու)",
    funds: "(?:վճարումներ\\S*|վճարում\\S*|միջոցներ\\S*|փոխանցումներ\\S*|մնացորդ\\S*|կանխիկացում\\S*)",
    held: "(?:սառեցված|պահված|արգելափակված|կասեցված|կասեցվել)",
    until:
      "(?:(?:նույնականացման|ստուգման|kyc|ինքնության ստուգման) (?:\\S+ ){0,2}?(?:ավարտը|ավարտին|ավարտելը|ավարտելուց) (?:\\S+ )?(?:մինչև|հետո)|մինչև (?:\\S+ ){0,3}?(?:նույնականացում|ստուգում|հաստատեք|kyc)|ավարտեք (?:նույնականացումը|ստուգումը))",
    mine: "(?:ձեր) (?:սեսիան|հաշիվը|մուտքը|հասանելիությունը)",
    blocked: "(?:կասեցվել|կասեցված|արգելափակվել|արգելափակված|կողպվել|ապաակտիվացվել|սահմանափակվել)",
    reval: "(?:կրկին հաստատեք|նորից հաստատեք|վերահաստատեք|վերաակտիվացրեք|վերականգնեք մուտքը|ապակողպեք)",
  },
  az: {
    act: "(?:yeniləyin|dəyişdirin|dəyişin|yeniləmə\\p{L}*|sıfırlayın|təsdiqləyin|yenidən daxil edin|doğrulayın|yenidən aktivləşdirin)",
    secret: "(?:şifrə\\p{L}*|parol\\p{L}*|hesab\\p{L}*|giriş məlumat\\p{L}*)",
    keep: "(?:fasilə\\p{L}*|kəsinti\\p{L}*) (?:qarşısını almaq|olmaması)",
    funds: "(?:ödəniş\\p{L}*|çıxarış\\p{L}*|depozit\\p{L}*|köçürmə\\p{L}*|vəsait\\p{L}*|balans\\p{L}*|pul\\p{L}*)",
    held: "(?:dondurulub|dondurulmuşdur|saxlanılıb|saxlanılır|bloklanıb|dayandırılıb|gözləmədədir)",
    until:
      "(?:(?:şəxsiyyət |hesab |kyc )?(?:doğrulama|təsdiqləmə|yoxlama|verifikasiya)\\p{L}* (?:\\p{L}+ )?(?:tamamlanana|bitənə|başa çatana|keçənə) qədər|(?:doğrulama|verifikasiya)\\p{L}* tamamlayın)",
    mine: "(?:sessiyanız|hesabınız|girişiniz|poçt qutunuz|sizin (?:sessiya|hesab|giriş)\\p{L}*)",
    blocked:
      "(?:dayandırılıb|dayandırılmışdır|bloklanıb|bloklanmışdır|kilidlənib|deaktiv edilib|məhdudlaşdırılıb|dondurulub)",
    reval: "(?:yenidən (?:təsdiqləyin|doğrulayın|aktivləşdirin)|girişi bərpa edin|kilidi açın|indi təsdiqləyin)",
  },
  kk: {
    act: "(?:жаңартыңыз|өзгертіңіз|ауыстырыңыз|қалпына келтіріңіз|растаңыз|қайта енгізіңіз|тексеріңіз|қайта белсендіріңіз)",
    secret: "(?:құпиясөз\\p{L}*|құпия сөз\\p{L}*|пароль\\p{L}*|тіркелгі\\p{L}*|аккаунт\\p{L}*)",
    keep: "(?:үзіліс\\p{L}*|іркіліс\\p{L}*) (?:болдырмау|алдын алу)",
    funds: "(?:төлем\\p{L}*|төлемдер\\p{L}*|қаражат\\p{L}*|аударым\\p{L}*|баланс\\p{L}*|шығару\\p{L}*)",
    held: "(?:бұғатталды|бұғатталған|тоқтатылды|тоқтатылған|ұсталып|мұздатылды|мұздатылған)",
    until:
      "(?:(?:верификация|сәйкестендіру|kyc|тексеру)\\p{L}* (?:\\p{L}+ )?(?:аяқталғанша|өткенше|аяқтағанша)|(?:верификация|тексеру)\\p{L}* аяқтаңыз)",
    mine: "(?:сіздің (?:сеанс|тіркелгі|аккаунт|қолжетімділік)\\p{L}*|сеансыңыз|тіркелгіңіз|аккаунтыңыз)",
    blocked: "(?:тоқтатылды|тоқтатылған|бұғатталды|бұғатталған|құлыпталды|өшірілді|шектелді)",
    reval:
      "(?:қайта (?:растаңыз|тексеріңіз|белсендіріңіз)|қолжетімділікті қалпына келтіріңіз|құлпын ашыңыз|қазір растаңыз)",
  },
  uz: {
    act: "(?:yangilang|oʻzgartiring|almashtiring|qayta tiklang|tasdiqlang|qayta kiriting|tekshiring|qayta faollashtiring)",
    secret: "(?:parol\\p{L}*|hisob\\p{L}*|akkaunt\\p{L}*|kirish maʼlumot\\p{L}*)",
    keep: "(?:uzilish\\p{L}*|toʻxtalish\\p{L}*) (?:oldini olish|boʻlmasligi)",
    funds: "(?:toʻlov\\p{L}*|mablagʻ\\p{L}*|pul\\p{L}*|balans\\p{L}*|oʻtkazma\\p{L}*|yechib olish)",
    held: "(?:muzlatildi|muzlatilgan|ushlab turil\\p{L}*|bloklandi|bloklangan|toʻxtatildi|toʻxtatilgan)",
    until:
      "(?:(?:verifikatsiya|tasdiqlash|shaxsni tasdiqlash|kyc)\\p{L}* (?:\\p{L}+ )?(?:tugaguncha|yakunlanguncha|oʻtguncha|yakunlaguningizcha)|(?:verifikatsiya|tasdiqlash)\\p{L}* yakunlang)",
    mine: "(?:seansingiz|sessiyangiz|hisobingiz|akkauntingiz|kirishingiz|sizning (?:seans|hisob|akkaunt)\\p{L}*)",
    blocked: "(?:toʻxtatildi|toʻxtatilgan|bloklandi|bloklangan|qulflandi|oʻchirildi|cheklandi|muzlatildi)",
    reval: "(?:qayta (?:tasdiqlang|tekshiring|faollashtiring)|kirishni tiklang|qulfni oching|hozir tasdiqlang)",
  },
  mn: {
    act: "(?:шинэчлэнэ үү|шинэчлэх|солино уу|солих|сэргээнэ үү|баталгаажуулна уу|дахин оруулна уу|дахин идэвхжүүлнэ үү)",
    secret: "(?:нууц үг\\p{L}*|бүртгэл\\p{L}*|данс\\p{L}*)",
    keep: "(?:тасалдал\\p{L}*) (?:гарахаас сэргийлэх|гаргахгүй)",
    funds: "(?:төлбөр\\p{L}*|мөнгө\\p{L}*|хөрөнгө\\p{L}*|шилжүүлэг\\p{L}*|үлдэгдэл\\p{L}*|татан авалт\\p{L}*)",
    held: "(?:царцаасан|царцаагдсан|түдгэлзүүлсэн|хаасан|саатуулсан|блоклосон|хүлээгдэж)",
    until:
      "(?:(?:баталгаажуулалт|шалгалт|kyc|хэн болохыг)\\p{L}* (?:\\p{L}+ )?(?:дуустал|хийгдэх хүртэл|хүртэл)|баталгаажуулалт\\p{L}* дуусгана уу)",
    mine: "(?:таны) (?:сесс|бүртгэл|хандалт|данс)\\p{L}*",
    blocked: "(?:түдгэлзүүлсэн|түдгэлзүүлэгдсэн|хаагдсан|түгжигдсэн|блоклогдсон|хязгаарлагдсан|идэвхгүй болсон)",
    reval:
      "(?:дахин баталгаажуулна уу|дахин идэвхжүүлнэ үү|хандалтаа сэргээнэ үү|түгжээг тайлна уу|одоо баталгаажуулна уу)",
  },
  zu: {
    act: "(?:buyekeza|shintsha|vuselela|setha kabusha|qinisekisa|faka futhi|faka kabusha|qinisekisa kabusha|vula kabusha)",
    secret: "(?:iphasiwedi|(?:i)?phasiwedi yakho|i-?akhawunti|akhawunti)",
    keep: "(?:ukugwema|ugweme) (?:ukuphazamiseka|ukunqamuka)",
    funds: "(?:izinkokhelo|inkokhelo|imali|ibhalansi|ukudluliselwa|amadiphozithi)",
    held: "(?:ibanjiwe|zibanjiwe|imisiwe|zimisiwe|iqandisiwe|ziqandisiwe|ivinjiwe|zivinjiwe)",
    until: "(?:kuze (?:\\S+ ){0,3}?(?:uqinisekise|kuqinisekiswe|ukuqinisekiswa|kyc)|qedela ukuqinisekiswa)",
    mine: "(?:iseshini yakho|i-?akhawunti yakho|akhawunti yakho|ukufinyelela kwakho)",
    blocked: "(?:imisiwe|ikhiyiwe|ivinjiwe|ivaliwe|inqunyelwe|kumisiwe|kuvinjiwe)",
    reval:
      "(?:qinisekisa kabusha|qinisekisa futhi|yenza kusebenze kabusha|buyisela ukufinyelela|vula manje|qinisekisa manje)",
  },
  xh: {
    act: "(?:hlaziya|tshintsha|hlaziya kwakhona|seta kwakhona|qinisekisa|faka kwakhona|qinisekisa kwakhona)",
    secret: "(?:igama lokugqitha|iphasiwedi|i-?akhawunti|akhawunti)",
    keep: "(?:ukuphepha|uphephe|ukuthintela) (?:ukuphazamiseka|ukunqumka)",
    funds: "(?:iintlawulo|intlawulo|imali|ibhalansi|ukudluliswa)",
    held: "(?:ibanjiwe|zibanjiwe|inqunyanyisiwe|zinqunyanyisiwe|ikhenkcezisiwe|zikhenkcezisiwe|ivalelwe)",
    until: "(?:de (?:\\S+ ){0,3}?(?:uqinisekise|kuqinisekiswe|ukuqinisekiswa|kyc)|gqibezela ukuqinisekiswa)",
    mine: "(?:iseshoni yakho|iseshini yakho|i-?akhawunti yakho|akhawunti yakho|ufikelelo lwakho)",
    blocked: "(?:inqunyanyisiwe|itshixiwe|ivaliwe|ithintelwe|luthintelwe|lunqunyanyisiwe)",
    reval: "(?:qinisekisa kwakhona|yenza isebenze kwakhona|buyisela ufikelelo|vula ngoku|qinisekisa ngoku)",
  },
  af: {
    act: "(?:werk (?:u|jou)|bywerk|verander|hernu|herstel|stel (?:u|jou)|bevestig|voer (?:u|jou)|verifieer|heraktiveer)",
    secret: "(?:wagwoord|aanmeldbesonderhede|rekening)",
    keep: "(?:onderbreking\\p{L}*|ontwrigting) (?:te )?(?:voorkom|vermy)",
    funds: "(?:betaling\\p{L}*|uitbetaling\\p{L}*|deposito\\p{L}*|oordrag\\p{L}*|fondse|saldo)",
    held: "(?:teruggehou|gevries|geblokkeer|opgeskort|op hou|teëgehou)",
    until:
      "(?:totdat|tot) (?:u |jy )?(?:die |u |jou )?(?:kyc-?|identiteits)?(?:verifikasie|identiteit)\\p{L}*(?! van (?:die|hierdie) )|voltooi (?:die |u |jou )?(?:kyc-?)?verifikasie",
    mine: "(?:u|jou) (?:sessie|rekening|toegang|posbus)",
    blocked: "(?:opgeskort|gesluit|geblokkeer|gedeaktiveer|beperk|gevries)",
    reval:
      "(?:herbevestig|bevestig (?:\\p{L}+ )?weer|verifieer (?:\\p{L}+ )?weer|heraktiveer|herstel (?:u |jou )?toegang|ontsluit (?:nou|u|jou))",
  },
  so: {
    act: "(?:cusboonaysii|beddel|bedel|dib u dejí|xaqiiji|mar kale geli|dib u geli|dib u xaqiiji|dib u hawlgeli)",
    secret: "(?:furaha sirta|erayga sirta|koontada|akoonka|xisaabta)",
    keep: "(?:ka hortag|si looga hortago) (?:carqalad|joojin)",
    funds: "(?:lacag\\p{L}*|bixin\\p{L}*|haraag\\p{L}*|wareejin\\p{L}*|dhigaal\\p{L}*)",
    held: "(?:la hakiyay|waa la hakiyay|la xannibay|la qaboojiyay|la joojiyay|la hayaa)",
    until: "(?:ilaa (?:\\S+ ){0,3}?(?:xaqiijin\\p{L}*|xaqiijiso|kyc)|dhammaystir xaqiijin\\p{L}*)",
    mine: "(?:fadhigaaga|koontadaada|akoonkaaga|xisaabtaada|gelitaankaaga|helitaankaaga)",
    blocked: "(?:la hakiyay|la xannibay|la xiray|la joojiyay|la xaddiday|waa la xannibay)",
    reval: "(?:dib u xaqiiji|mar kale xaqiiji|dib u hawlgeli|soo celi gelitaanka|fur hadda|xaqiiji hadda)",
  },
  ti: {
    act: "(?:ኣሐድሱ|ቀይሩ|ቀይሩዎ|ዳግም ኣቐምጡ|ኣረጋግጹ|እንደገና ኣእትዉ|ደጊምኩም ኣረጋግጹ|እንደገና ኣንቀሳቕሱ)",
    secret: "(?:መሕለፊ ቃል|ሕሳብ|ኣካውንት)",
    keep: "(?:ምቁራጽ|ምትዕንቓፍ) (?:ንምውጋድ|ንምክልኻል)",
    funds: "(?:ክፍሊት|ክፍሊታት|ገንዘብ|ባላንስ|ምስግጋር)",
    held: "(?:ተታሒዙ|ተዓጊቱ|ደው ኢሉ|ተኣሲሩ|ተቐይዱ)",
    until:
      "(?:(?:መረጋገጺ|ምርግጋጽ|kyc)(?:\\s\\S+){0,3}?\\s?(?:ክሳብ|ድሕሪ)|ክሳብ (?:\\S+ ){0,3}?(?:ተረጋጊጹ|ምርግጋጽ|መረጋገጺ|ተረጋግጹ|kyc)|ምርግጋጽ ኣጻፍፉ)",
    mine: "(?:ሕሳብኩም|ክፍለ ግዜኹም|ኣካውንትኩም|ተበጻሕነትኩም)",
    blocked: "(?:ተዓጊቱ|ተኸልኪሉ|ተዓጽዩ|ደው ኢሉ|ተቐይዱ)",
    reval: "(?:ደጊምኩም ኣረጋግጹ|እንደገና ኣረጋግጹ|እንደገና ኣንቀሳቕሱ|ተበጻሕነት ምለሱ|ሕጂ ኣረጋግጹ|ክፈቱ)",
  },
  ig: {
    act: "(?:melite|gbanwee|gbanwe|megharịa|tọgharịa|kwado|kwenye|tinye ọzọ|nyochaa|kwadoo ọzọ|mee ka ọ rụọ ọrụ ọzọ)",
    secret: "(?:paswọọdụ|okwuntughe|akaụntụ)",
    keep: "(?:iji zere|zere) (?:nkwụsịtụ|mkpaghasị)",
    funds: "(?:ịkwụ ụgwọ|ụgwọ|ego|nguzozi|mbufe|ntinye ego)",
    held: "(?:ejidere|ejichiri|kwụsịrị|kpọchiri|kpọchie|ejidela)",
    until: "(?:ruo (?:\\S+ ){0,3}?(?:nkwenye|kwenye|nyochaa|kyc)|mechaa (?:nkwenye|nyocha))",
    mine: "(?:oge nbanye gị|akaụntụ gị|ohere gị)",
    blocked: "(?:akwụsịla|kwụsịrị|akpọchiela|kpọchiri|egbochiela|mechiri)",
    reval: "(?:kwenye ọzọ|kwado ọzọ|nyochaa ọzọ|mee ka ọ rụọ ọrụ ọzọ|weghachi ohere|meghee ugbu a|kwenye ugbu a)",
  },
  ps: {
    act: "(?:تازه کړئ|بدل کړئ|بیا تنظیم کړئ|تایید کړئ|تصدیق کړئ|بیا دننه کړئ|بیا فعال کړئ)",
    secret: "(?:پټنوم|پاسورډ|حساب|اکاونټ)",
    keep: "(?:د مخنیوي|مخنیوی) (?:\\S+ )?(?:ګډوډي|ځنډ|بندیدو)",
    funds: "(?:تادیات|تادیه|پیسې|وجوه|بیلانس|لیږد)",
    held: "(?:ځنډول شوي|بند شوي|کنګل شوي|تعلیق شوي|ساتل شوي)",
    until: "(?:تر هغه (?:\\S+ ){0,3}?(?:تایید|تصدیق|kyc)|د (?:هویت |kyc )?(?:تایید|تصدیق) تر بشپړیدو|تصدیق بشپړ کړئ)",
    mine: "(?:ستاسو (?:ناسته|حساب|لاسرسی|اکاونټ|سیشن))",
    blocked: "(?:تعلیق شوی|تعلیق شوې|بند شوی|بند شوې|قفل شوی|محدود شوی|غیر فعال شوی)",
    reval: "(?:بیا تایید کړئ|بیا تصدیق کړئ|بیا فعال کړئ|لاسرسی بیرته|خلاص کړئ)",
  },
  ku: {
    act: "(?:nû bike|nûve bike|biguherîne|biguherînin|ji nû ve saz bike|piştrast bike|piştrast bikin|dîsa binivîse|verast bike|dîsa çalak bike)",
    secret: "(?:şîfre\\p{L}*|şîfreya xwe|hesab\\p{L}*|ajimêr\\p{L}*)",
    keep: "(?:ji bo ku) (?:\\p{L}+ )?(?:qutbûn\\p{L}*|rawestan\\p{L}*) (?:çênebe|pêk neyê)",
    funds: "(?:drav\\p{L}*|pere\\p{L}*|dayin\\p{L}*|bedel\\p{L}*|balans\\p{L}*|veguhastin\\p{L}*)",
    held: "(?:hatiye girtin|hatine girtin|hatiye cemidandin|hatine cemidandin|hatiye rawestandin|hatine rawestandin|hatiye astengkirin)",
    until:
      "(?:heta (?:ku )?(?:\\p{L}+ ){0,3}?(?:piştrastkirin\\p{L}*|verastkirin\\p{L}*|piştrast bikî|kyc)|piştrastkirin\\p{L}* temam bike)",
    mine: "(?:danişîna te|hesabê te|hesabê we|ajimêra te|gihîştina te|danişîna we)",
    blocked:
      "(?:hat rawestandin|hatiye rawestandin|hat girtin|hatiye girtin|hat qefilandin|hatiye qefilandin|hatiye astengkirin|hatiye sînordarkirin)",
    reval:
      "(?:dîsa piştrast bike|dîsa piştrast bikin|ji nû ve piştrast bike|dîsa çalak bike|gihîştinê vegerîne|qefilê veke|niha piştrast bike)",
  },
  ckb: {
    act: "(?:نوێ بکەرەوە|بیگۆڕە|بگۆڕە|ڕێکبخەرەوە|پشتڕاست بکەرەوە|دووبارە بنووسەوە|دووبارە چالاک بکەرەوە)",
    secret: "(?:وشەی نهێنی|تێپەڕەوشە|هەژمار|ئەکاونت)",
    keep: "(?:بۆ ڕێگریکردن لە|ڕێگری لە) (?:پچڕان|وەستان)",
    funds: "(?:پارەدان|پارە|باڵانس|گواستنەوە|داهات)",
    held: "(?:ڕاگیراوە|بەستراوە|قفڵکراوە|هەڵپەسێردراوە|گیراوە)",
    until: "(?:تا (?:\\S+ ){0,3}?(?:پشتڕاستکردنەوە|پشتڕاست بکەیتەوە|kyc)|پشتڕاستکردنەوە تەواو بکە)",
    mine: "(?:هەژمارەکەت|دانیشتنەکەت|سێشنەکەت|دەستگەیشتنەکەت|ئەکاونتەکەت)",
    blocked: "(?:ڕاگیراوە|قفڵکراوە|بلۆککراوە|ناچالاککراوە|سنووردارکراوە|هەڵپەسێردراوە)",
    reval:
      "(?:دووبارە پشتڕاست بکەرەوە|دووبارە چالاک بکەرەوە|دەستگەیشتن بگەڕێنەوە|قفڵەکە بکەرەوە|ئێستا پشتڕاست بکەرەوە)",
  },
  gu: {
    act: "(?:અપડેટ|બદલો|બદલવ|રીસેટ|રિન્યૂ|પુષ્ટિ કરો|ફરીથી દાખલ|ચકાસો|ફરીથી સક્રિય)",
    secret: "(?:પાસવર્ડ|ખાતું|ખાતા|એકાઉન્ટ)",
    keep: "(?:વિક્ષેપ|અવરોધ) (?:\\S+ )?ટાળવા",
    funds: "(?:ચુકવણી\\S*|પેમેન્ટ\\S*|ઉપાડ|જમા|ટ્રાન્સફર|ભંડોળ|બેલેન્સ|રકમ)",
    held: "(?:રોકી|રોકાયેલ|હોલ્ડ પર|ફ્રીઝ|સ્થગિત)",
    until:
      "(?:(?:કેવાયસી|kyc|ઓળખ|ખાતા) (?:\\S+ ){0,2}?(?:ચકાસણી|વેરિફિકેશન) (?:\\S+ ){0,2}?(?:સુધી)|ચકાસણી (?:પૂર્ણ )?(?:થાય|ન થાય) ત્યાં સુધી|(?:કેવાયસી|kyc|ચકાસણી) પૂર્ણ કરો)",
    mine: "(?:તમારું|તમારા|તમારી) (?:સત્ર|સેશન|ખાતું|એકાઉન્ટ|ઍક્સેસ|એક્સેસ)",
    blocked: "(?:સ્થગિત|લૉક|લોક|બ્લૉક|બ્લોક|નિષ્ક્રિય|પ્રતિબંધિત)",
    reval: "(?:ફરીથી ચકાસો|ફરીથી માન્ય|ફરીથી સક્રિય|ઍક્સેસ પુનઃસ્થાપિત|એક્સેસ પુનઃસ્થાપિત|અનલૉક કરો|હમણાં ચકાસો)",
  },
  mr: {
    act: "(?:अपडेट|बदला|बदलण|रीसेट|नूतनीकरण|पुष्टी करा|पुन्हा प्रविष्ट|सत्यापित करा|पुन्हा सक्रिय)",
    secret: "(?:पासवर्ड|खाते|खात्या|अकाउंट)",
    keep: "(?:व्यत्यय|अडथळा) (?:\\S+ )?टाळण्यासाठी",
    funds: "(?:पेमेंट\\S*|देयके|रक्कम|पैसे|निधी|शिल्लक|हस्तांतरण|पैसे काढणे)",
    held: "(?:रोखून ठेव\\S*|रोखले|होल्डवर|गोठव\\S*|स्थगित)",
    until:
      "(?:(?:केवायसी|kyc|ओळख|खाते) (?:\\S+ ){0,2}?(?:पडताळणी|सत्यापन) (?:\\S+ ){0,2}?(?:पर्यंत|होईपर्यंत)|पडताळणी (?:पूर्ण )?होईपर्यंत|(?:केवायसी|kyc|पडताळणी) पूर्ण करा)",
    mine: "(?:तुमचे|तुमचा|तुमची|आपले|आपला) (?:सत्र|सेशन|खाते|अकाउंट|ॲक्सेस|प्रवेश)",
    blocked: "(?:निलंबित|लॉक|ब्लॉक|निष्क्रिय|प्रतिबंधित|स्थगित)",
    reval: "(?:पुन्हा सत्यापित|पुन्हा पडताळणी|पुन्हा सक्रिय|प्रवेश पुनर्संचयित|अनलॉक करा|आता सत्यापित)",
  },
  pa: {
    act: "(?:ਅੱਪਡੇਟ|ਅਪਡੇਟ|ਬਦਲੋ|ਬਦਲਣ|ਰੀਸੈਟ|ਨਵਿਆਓ|ਪੁਸ਼ਟੀ ਕਰੋ|ਦੁਬਾਰਾ ਦਾਖਲ|ਤਸਦੀਕ ਕਰੋ|ਮੁੜ ਸਰਗਰਮ)",
    secret: "(?:ਪਾਸਵਰਡ|ਖਾਤਾ|ਖਾਤੇ|ਅਕਾਊਂਟ)",
    keep: "(?:ਰੁਕਾਵਟ|ਵਿਘਨ) (?:\\S+ )?ਤੋਂ ਬਚਣ",
    funds: "(?:ਭੁਗਤਾਨ|ਪੇਮੈਂਟ|ਰਕਮ|ਪੈਸੇ|ਫੰਡ|ਬਕਾਇਆ|ਬੈਲੇਂਸ|ਟ੍ਰਾਂਸਫਰ)",
    held: "(?:ਰੋਕ ਦਿੱਤ\\S*|ਰੋਕੇ ਗਏ|ਰੋਕਿਆ ਗਿਆ|ਹੋਲਡ ਤੇ|ਹੋਲਡ 'ਤੇ|ਫ੍ਰੀਜ਼|ਮੁਅੱਤਲ)",
    until:
      "(?:(?:ਕੇਵਾਈਸੀ|kyc|ਪਛਾਣ|ਖਾਤਾ) (?:\\S+ ){0,2}?(?:ਤਸਦੀਕ|ਪੁਸ਼ਟੀ) (?:\\S+ ){0,2}?(?:ਤੱਕ|ਹੋਣ ਤੱਕ)|ਤਸਦੀਕ (?:ਪੂਰੀ )?ਹੋਣ ਤੱਕ|(?:ਕੇਵਾਈਸੀ|kyc|ਤਸਦੀਕ) ਪੂਰੀ ਕਰੋ)",
    mine: "(?:ਤੁਹਾਡਾ|ਤੁਹਾਡੀ|ਤੁਹਾਡੇ) (?:ਸੈਸ਼ਨ|ਖਾਤਾ|ਅਕਾਊਂਟ|ਪਹੁੰਚ|ਐਕਸੈਸ)",
    blocked: "(?:ਮੁਅੱਤਲ|ਲੌਕ|ਲਾਕ|ਬਲੌਕ|ਬਲਾਕ|ਅਕਿਰਿਆਸ਼ੀਲ|ਸੀਮਤ)",
    reval: "(?:ਮੁੜ ਤਸਦੀਕ|ਦੁਬਾਰਾ ਤਸਦੀਕ|ਮੁੜ ਪੁਸ਼ਟੀ|ਮੁੜ ਸਰਗਰਮ|ਪਹੁੰਚ ਬਹਾਲ|ਅਨਲੌਕ ਕਰੋ|ਹੁਣੇ ਤਸਦੀਕ)",
  },
  te: {
    act: "(?:అప్‌డేట్|అప్డేట్|మార్చండి|మార్చ|రీసెట్|పునరుద్ధరించండి|నిర్ధారించండి|మళ్లీ నమోదు|ధృవీకరించండి|మళ్లీ యాక్టివేట్)",
    secret: "(?:పాస్‌వర్డ్|పాస్వర్డ్|ఖాతా|అకౌంట్)",
    keep: "(?:అంతరాయం|అంతరాయాన్ని) (?:\\S+ )?(?:నివారించడానికి|రాకుండా)",
    funds: "(?:చెల్లింపు\\S*|పేమెంట్\\S*|నిధులు|మొత్తం|బ్యాలెన్స్|బదిలీ\\S*|ఉపసంహరణ\\S*)",
    held: "(?:నిలిపివేయబడ్డాయి|నిలిపివేయబడింది|నిలుపుదల|హోల్డ్‌లో|హోల్డ్ లో|స్తంభింపజేయబడ్డాయి|ఫ్రీజ్)",
    until:
      "(?:(?:కేవైసీ|kyc|గుర్తింపు|ఖాతా) (?:\\S+ ){0,2}?(?:ధృవీకరణ|వెరిఫికేషన్) (?:\\S+ ){0,2}?(?:వరకు)|ధృవీకరణ (?:\\S+ )?(?:పూర్తయ్యే|అయ్యే) వరకు|(?:కేవైసీ|kyc|ధృవీకరణ)(?:ను|ని)? పూర్తి చేయండి)",
    mine: "(?:మీ) (?:సెషన్|ఖాతా|అకౌంట్|యాక్సెస్)",
    blocked: "(?:సస్పెండ్|నిలిపివేయబడింది|లాక్|బ్లాక్|నిష్క్రియం|పరిమితం)",
    reval: "(?:మళ్లీ ధృవీకరించండి|మళ్లీ నిర్ధారించండి|మళ్లీ యాక్టివేట్|యాక్సెస్ పునరుద్ధరించండి|అన్‌లాక్ చేయండి|ఇప్పుడే ధృవీకరించండి)",
  },
  kn: {
    act: "(?:ಅಪ್‌ಡೇಟ್|ಅಪ್ಡೇಟ್|ನವೀಕರಿಸಿ|ಬದಲಾಯಿಸಿ|ಬದಲಿಸಿ|ಮರುಹೊಂದಿಸಿ|ದೃಢೀಕರಿಸಿ|ಮತ್ತೆ ನಮೂದಿಸಿ|ಪರಿಶೀಲಿಸಿ|ಮರು ಸಕ್ರಿಯ)",
    secret: "(?:ಪಾಸ್‌ವರ್ಡ್|ಪಾಸ್ವರ್ಡ್|ಖಾತೆ|ಅಕೌಂಟ್)",
    keep: "(?:ಅಡಚಣೆ|ಅಡಚಣೆಯನ್ನು) (?:\\S+ )?(?:ತಪ್ಪಿಸಲು)",
    funds: "(?:ಪಾವತಿ\\S*|ಪೇಮೆಂಟ್\\S*|ಹಣ|ನಿಧಿ\\S*|ಬ್ಯಾಲೆನ್ಸ್|ವರ್ಗಾವಣೆ\\S*)",
    held: "(?:ತಡೆಹಿಡಿಯಲಾಗಿದೆ|ಹೋಲ್ಡ್‌ನಲ್ಲಿ|ಹೋಲ್ಡ್ ನಲ್ಲಿ|ಸ್ಥಗಿತಗೊಳಿಸಲಾಗಿದೆ|ಫ್ರೀಜ್)",
    until:
      "(?:(?:ಕೆವೈಸಿ|kyc|ಗುರುತು|ಖಾತೆ) (?:\\S+ ){0,2}?(?:ಪರಿಶೀಲನೆ\\S*|ದೃಢೀಕರಣ\\S*) (?:\\S+ ){0,2}?(?:ವರೆಗೆ|ತನಕ)|ಪರಿಶೀಲನೆ (?:\\S+ )?(?:ಪೂರ್ಣಗೊಳ್ಳುವವರೆಗೆ|ಆಗುವವರೆಗೆ)|(?:ಕೆವೈಸಿ|kyc|ಪರಿಶೀಲನೆ)(?:ಯನ್ನು)? ಪೂರ್ಣಗೊಳಿಸಿ)",
    mine: "(?:ನಿಮ್ಮ) (?:ಸೆಷನ್|ಖಾತೆ|ಅಕೌಂಟ್|ಪ್ರವೇಶ|ಆಕ್ಸೆಸ್)",
    blocked: "(?:ಅಮಾನತು|ಲಾಕ್|ಬ್ಲಾಕ್|ನಿಷ್ಕ್ರಿಯ|ನಿರ್ಬಂಧಿಸ)",
    reval: "(?:ಮತ್ತೆ ಪರಿಶೀಲಿಸಿ|ಮರು ಪರಿಶೀಲಿಸಿ|ಮರುಪರಿಶೀಲಿಸಿ|ಮತ್ತೆ ದೃಢೀಕರಿಸಿ|ಮರು ಸಕ್ರಿಯಗೊಳಿಸಿ|ಪ್ರವೇಶವನ್ನು ಮರುಸ್ಥಾಪಿಸಿ|ಅನ್‌ಲಾಕ್ ಮಾಡಿ|ಈಗಲೇ ಪರಿಶೀಲಿಸಿ)",
  },
  ml: {
    act: "(?:അപ്ഡേറ്റ്|അപ്‌ഡേറ്റ്|മാറ്റുക|മാറ്റ|പുതുക്കുക|റീസെറ്റ്|സ്ഥിരീകരിക്കുക|വീണ്ടും നൽകുക|പരിശോധിക്കുക|വീണ്ടും സജീവ)",
    secret: "(?:പാസ്‌വേഡ്|പാസ്വേഡ്|അക്കൗണ്ട്)",
    keep: "(?:തടസ്സം|തടസ്സങ്ങൾ) (?:\\S+ )?(?:ഒഴിവാക്കാൻ)",
    funds: "(?:പേയ്മെന്റ\\S*|പണം|ഫണ്ട\\S*|ബാലൻസ്|കൈമാറ്റ\\S*|പിൻവലിക്കൽ\\S*)",
    held: "(?:തടഞ്ഞുവച്ചിരിക്കുന്നു|തടഞ്ഞുവെച്ചിരിക്കുന്നു|ഹോൾഡിൽ|മരവിപ്പിച്ചിരിക്കുന്നു|നിർത്തിവച്ചിരിക്കുന്നു)",
    until:
      "(?:(?:കെവൈസി|kyc|ഐഡന്റിറ്റി|അക്കൗണ്ട്) (?:\\S+ ){0,2}?(?:പരിശോധന|സ്ഥിരീകരണം|വെരിഫിക്കേഷൻ)\\S* (?:\\S+ ){0,2}?(?:വരെ)|പരിശോധന (?:\\S+ )?(?:പൂർത്തിയാകുന്നത് വരെ|പൂർത്തിയാകും വരെ)|(?:കെവൈസി|kyc|പരിശോധന) പൂർത്തിയാക്കുക)",
    mine: "(?:നിങ്ങളുടെ) (?:സെഷൻ|അക്കൗണ്ട്|ആക്സസ്|പ്രവേശനം)",
    blocked: "(?:സസ്പെൻഡ്|താൽക്കാലികമായി നിർത്തി|ലോക്ക്|ബ്ലോക്ക്|നിർജ്ജീവ|നിയന്ത്രിച്ചു)",
    reval: "(?:വീണ്ടും പരിശോധിക്കുക|വീണ്ടും സ്ഥിരീകരിക്കുക|വീണ്ടും സജീവമാക്കുക|ആക്സസ് പുനഃസ്ഥാപിക്കുക|അൺലോക്ക് ചെയ്യുക|ഇപ്പോൾ സ്ഥിരീകരിക്കുക)",
  },
  jv: {
    act: "(?:nganyari|anyari|ganti|ngganti|reset|konfirmasi|lebokna maneh|verifikasi|aktifake maneh|validasi maneh)",
    secret: "(?:sandhi|tembung sandhi|password|akun)",
    keep: "(?:supaya ora|ben ora|ngindhari) (?:ana )?(?:gangguan|kendala)",
    funds: "(?:pembayaran|pambayaran|dhuwit|dana|saldo|transfer|penarikan|setoran)",
    held: "(?:ditahan|dibekukan|diblokir|digantung|ditundha|ditangguhake)",
    until: "(?:nganti (?:\\S+ ){0,3}?(?:verifikasi|kyc|ngonfirmasi)|rampungake verifikasi)",
    mine: "(?:sesi|akun|akses) (?:sampeyan|panjenengan|kowe)",
    blocked: "(?:ditangguhake|dikunci|diblokir|dinonaktifake|diwatesi|dibekukan)",
    reval: "(?:validasi maneh|verifikasi maneh|aktifake maneh|pulihake akses|bukak kunci|verifikasi saiki)",
  },
};

/** A field as the text meets it, guarded as a word start (no guard in the UNSPACED scripts). */
const field = (lang: Lang, source: string) => wordStart(lang, asMet(lang, source));

/** `a` then `b` within `n` characters, across a sentence end or a line break (the order to re-validate, or the
 * verification, often follows in the next sentence: "Your session has been suspended. Re-validate now"). */
const beyond = (a: string, b: string, n: number) => `${a}[\\s\\S]{0,${n}}?${b}`;

/** Two halves in either order within one sentence (`core`), and a third within `n` characters of them, before, after
 * or between, across a sentence end. */
function withThird(a: string, b: string, core: number, c: string, n: number): string {
  return alt(
    beyond(near(a, b, core), c, n),
    beyond(near(b, a, core), c, n),
    beyond(c, near(a, b, core), n),
    beyond(c, near(b, a, core), n),
    near(beyond(a, c, n), b, core),
    near(beyond(b, c, n), a, core),
  );
}

/** The third's window: 80 characters, 30 in the dense scripts. */
const wide = (lang: Lang) => (DENSE.has(lang) ? 30 : 80);

/** The three concepts per language (→ PHISH_LURE in lexicon/phishing.ts, the classifier's `lure`): a credential act
 * to keep access, funds held until the reader verifies, the reader's session suspended with an order to re-validate. */
export const RETAIN_LURE: PhraseTable = conceptTable(ROWS, (row, lang) => {
  const spell = sessionSpelling(lang);
  const f = (source: string) => field(lang, source);
  const session = SESSION_ROWS[lang]?.keep;
  const keep = alt(...[session, row.keep].filter((part): part is string => Boolean(part)));
  const credential = alt(
    near(f(row.act), f(row.secret), gap(lang, 25)),
    near(f(row.secret), f(row.act), gap(lang, 25)),
  );
  return [
    spell(alt(near(credential, f(keep), gap(lang, 60)), near(f(keep), credential, gap(lang, 60)))),
    spell(withThird(f(row.funds), f(row.held), gap(lang, 40), f(row.until), wide(lang))),
    spell(withThird(f(row.mine), f(row.blocked), gap(lang, 30), f(row.reval), wide(lang))),
  ];
});

/** The rows by language, for the tests. */
export const RETAIN_ROWS: Readonly<Partial<Record<Lang, Readonly<RetainRow>>>> = ROWS;
