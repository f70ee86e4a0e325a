// Login cues, translated systematically: the reader's own mailbox or work account asked for on a page the mail links
// to. One table per cue CONCEPT, one row per language, in the languages of lexicon/agent-cues.ts.
//
// A service signs its users in to its own accounts. A page that will ask the reader for the password of their
// mailbox, their work or organisation account, their Microsoft or Google login (the keys to everything else), or that
// announces it will ask for a password, a passcode or the code of a card reader, is the harvest itself: in every
// corpus (3,336 messages, 2026-11-27) 20 attacks and no benign message said so. A real notice says the opposite
// ("we will never ask for your password"), which the table's reader reads past negations.
//
// Conventions are those of agent-cues.ts: lowercase sources, NFKC-normalised here as the text is, no word guards in
// UNSPACED scripts, a word-start guard on the second half of a pair elsewhere.
import { alt, E, type Lang, type PhraseTable } from "./combinators.js";

/** One row per language of each concept. Fields are alternations (regex sources, lowercase). */
export interface LoginRow {
  /** 1. Sign in, log in, verify or open something with the reader's OWN mailbox, e-mail, work, company,
   * organisation, institutional, university, network, Microsoft 365 or Google account, password or credentials:
   * "sign in with your work account to view", "use your email password to open", "acceda con usuario y contraseña del
   * correo", "nach Anmeldung mit Ihrem E-Mail-Passwort". A service's own account ("sign in to your Acme account") is
   * not one. */
  ownAccount?: string;
  /** 2. A page announced to ask for a password, a passcode, a PIN, a one-time or card-reader code or an online
   * banking ID: "you will be asked for your current password and the 6-digit code", "you will be asked to sign in". */
  askedFor?: string;
}

const ACCOUNT_EN =
  "(?:e-?mail|mailbox|webmail|work|company|corporate|organi[sz]ation(?:al)?|institutional|university|school|network|office|microsoft|microsoft 365|office 365|365|outlook|google|gmail|domain|staff|firm(?:'s)?)";

const ROWS: Partial<Record<Lang, LoginRow>> = {
  en: {
    ownAccount: alt(
      `(?:sign|log) ?(?:in|on)(?: there)? (?:with|using) your (?:[\\p{L}\\p{N}-]+ ){0,2}?${ACCOUNT_EN}(?: [\\p{L}\\p{N}]+){0,2}? (?:account|credentials|password|login|username|e-?mail)${E}`,
      `(?:use|using|enter|with) your (?:[\\p{L}\\p{N}-]+ ){0,2}?${ACCOUNT_EN}(?: [\\p{L}\\p{N}]+){0,2}? (?:login|credentials|password|account) (?:and password )?to (?:open|view|access|download|read|unlock|see|play|listen|sign|confirm|verify)`,
      `(?:confirm|verify|authenticate) (?:now |it )?with your (?:[\\p{L}\\p{N}-]+ ){0,2}?${ACCOUNT_EN} (?:e-?mail )?(?:and )?(?:password|credentials|login)`,
    ),
    askedFor: alt(
      "(?:you will|you'll|you may|you might|you are going to) be (?:asked|prompted|required|redirected) to (?:sign|log) ?in",
      "(?:you will|you'll|you may) be (?:asked|prompted|required) (?:for|to enter|to provide|to confirm) your (?:[\\p{L}\\p{N}-]+ ){0,3}?(?:password|passcode|pin|credentials|login|online (?:banking )?id|card details|(?:\\d-digit )?code)",
    ),
  },
  es: {
    ownAccount: alt(
      "(?:usuario y )?contraseña (?:de |del )(?:su |tu )?(?:correo|e-?mail|cuenta de correo|cuenta corporativa|cuenta de microsoft|cuenta de trabajo)",
      "(?:inicie|inicia|acceda|accede|identifíquese|identifícate) (?:sesión )?con (?:su|tu) (?:cuenta|usuario|contraseña) (?:de correo|corporativa|de trabajo|de microsoft|de google|del despacho|de la empresa)",
    ),
    askedFor: "se le (?:pedirá|solicitará) (?:que inicie sesión|su contraseña|su código|sus credenciales)",
  },
  de: {
    ownAccount: alt(
      "(?:anmeld\\p{L}*|einlogg\\p{L}*|login) mit (?:ihrem|ihren|deinem|deinen) (?:e-?mail|outlook|microsoft|firmen|arbeits|büro)-?(?:passwort|kennwort|konto|zugangsdaten|login)",
      "(?:e-?mail|outlook|microsoft|firmen)-?(?:passwort|kennwort|zugangsdaten) (?:ein|an)",
    ),
    askedFor: "(?:sie werden|du wirst) (?:nach ihrem|nach deinem|aufgefordert,? (?:sich|dich) (?:anzumelden|einzuloggen))",
  },
  fr: {
    ownAccount: alt(
      "(?:connectez-vous|identifiez-vous|authentifiez-vous|connecte-toi) (?:avec|à l'aide de) (?:votre|ton) (?:compte|mot de passe|identifiant)s? (?:de messagerie|e-?mail|professionnel|microsoft|google|office 365|du cabinet|de l'entreprise)",
      "mot de passe (?:de |du )(?:votre )?(?:messagerie|courriel|e-?mail|compte professionnel|compte microsoft)",
    ),
    askedFor: "(?:il vous sera demandé|vous serez invité à) (?:de vous connecter|votre mot de passe|vos identifiants|de vous identifier|vous connecter)",
  },
  pt: {
    ownAccount: alt(
      "(?:entre|acesse|inicie sessão|faça login) com (?:o seu|a sua|seu|sua) (?:e-?mail|conta|senha) (?:de e-?mail|corporativa|de trabalho|microsoft|google|do escritório|da empresa)",
      "(?:senha|palavra-passe) (?:do|de) (?:seu |sua )?(?:e-?mail|correio|conta corporativa|conta microsoft)",
    ),
  },
};

const nfkc = (source: string) => source.normalize("NFKC");

function concept(build: (row: LoginRow, lang: Lang) => Array<string | undefined>): PhraseTable {
  const table: PhraseTable = {};
  for (const [lang, row] of Object.entries(ROWS) as Array<[Lang, LoginRow]>) {
    const entries = build(row, lang).filter((entry): entry is string => Boolean(entry));
    if (entries.length) table[lang] = entries.map(nfkc);
  }
  return table;
}

/** The reader's own account asked for, or a page announced to ask for a password or code (→ the classifier's
 * `ownLogin`, read past negations). */
export const OWN_LOGIN: PhraseTable = concept((row) => [row.ownAccount, row.askedFor]);

/** The rows by language, for the test that every language has each concept. */
export const LOGIN_CUES: Readonly<Partial<Record<Lang, Readonly<LoginRow>>>> = ROWS;
