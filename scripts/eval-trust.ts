// `npm run eval:trust`: scores the labelled corpora in test/fixtures/trust*/ with the trust pipeline and prints, per
// category and per corpus: detection by any signal (attacks reaching suspicious or quarantined), detection with an
// injection reason (attacks of the injection categories flagged *as* instructions to an AI reader), false
// suspicious among benign mail and among benign mail that authenticates, false quarantine, and hidden payloads that
// survived into the agent-safe text; then the same figures for the held-out corpora (neither the rules nor the model
// were fitted to them) and for the fitted ones.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type MemoryZone, memoryDnsResolver } from "../shared/adapters/local/memory-dns.js";
import { parseMessage } from "../shared/mime/parse.js";
import { offlineTrust } from "../shared/platform/trust.js";
import type { TrustDeps } from "../shared/ports/trust.js";
import type { SmtpEnvelope } from "../shared/trust/authentication.js";
import { cachedClassifier, memoryClassificationCache } from "../shared/trust/classification-cache.js";
import { localClassifier } from "../shared/trust/classifier.js";
import { type LoadedModel, RULES_ONLY } from "../shared/trust/model.js";
import { computeTrust, trustInputFor } from "../shared/trust/pipeline.js";
import type { TrustReport } from "../shared/trust/types.js";
import type { Vocabulary } from "../shared/trust/vocabulary.js";

export interface CorpusEntry {
  file: string;
  label: "benign" | "attack";
  category: string;
  expect: {
    min_level?: string;
    max_level?: string;
    not_quarantined?: boolean;
    hidden_payload?: string;
    authenticates?: boolean;
  };
  /** The SMTP envelope the message arrived with (client IP, EHLO name, MAIL FROM), so SPF can be evaluated. */
  smtp?: { ip?: string; helo?: string; mail_from?: string };
}

export const CORPORA = {
  /** The labelled corpus the rules were developed against. */
  main: fileURLToPath(new URL("../test/fixtures/trust/", import.meta.url)),
  /** Written blind; its misses then guided general fixes, so it is no longer unseen. */
  holdout: fileURLToPath(new URL("../test/fixtures/trust-holdout/", import.meta.url)),
  /** Written blind; its misses also guided general fixes. */
  blind2: fileURLToPath(new URL("../test/fixtures/trust-blind2/", import.meta.url)),
  /** Written blind; its misses also guided general fixes. */
  blind3: fileURLToPath(new URL("../test/fixtures/trust-blind3/", import.meta.url)),
  /** Written blind; its misses also guided general fixes. */
  blind4: fileURLToPath(new URL("../test/fixtures/trust-blind4/", import.meta.url)),
  /** Written blind; reported once as unseen (75 % detected), then its misses guided general fixes. */
  blind5: fileURLToPath(new URL("../test/fixtures/trust-blind5/", import.meta.url)),
  /** Written blind; reported once as unseen (85.0 %), then its misses guided general fixes. */
  blind6: fileURLToPath(new URL("../test/fixtures/trust-blind6/", import.meta.url)),
  /** Written blind; reported once as unseen (67.5 %), then its misses guided general fixes. */
  blind7: fileURLToPath(new URL("../test/fixtures/trust-blind7/", import.meta.url)),
  /** Written blind; a holdout for the rules (only its aggregate figures are read, see its README), training data
   * for the model. */
  blind8: fileURLToPath(new URL("../test/fixtures/trust-blind8/", import.meta.url)),
  /** Written blind; reported once as unseen (82.5 %), kept as a holdout for a day, then its misses guided general fixes. */
  blind9: fileURLToPath(new URL("../test/fixtures/trust-blind9/", import.meta.url)),
  /** Written blind; reported once as unseen (75.0 %), kept as a holdout for a day, then its misses guided general fixes. */
  blind10: fileURLToPath(new URL("../test/fixtures/trust-blind10/", import.meta.url)),
  /** Written blind; a holdout for the rules (it chose the model's settings), training data for the model. */
  blind11: fileURLToPath(new URL("../test/fixtures/trust-blind11/", import.meta.url)),
  /** Written blind alongside blind11; a holdout for the rules, training data for the model. */
  blind12: fileURLToPath(new URL("../test/fixtures/trust-blind12/", import.meta.url)),
  /** Written blind after the trained model was added; scored once, then training data for the model. */
  blind13: fileURLToPath(new URL("../test/fixtures/trust-blind13/", import.meta.url)),
  /** Written blind alongside blind13; scored once, then training data for the model. */
  blind14: fileURLToPath(new URL("../test/fixtures/trust-blind14/", import.meta.url)),
  /** Written blind after the model was trained; scored once (its one false quarantine then read and fixed in
   * general), then training data for the model. */
  blind15: fileURLToPath(new URL("../test/fixtures/trust-blind15/", import.meta.url)),
  /** Written blind alongside blind15; scored once, then training data for the model. */
  blind16: fileURLToPath(new URL("../test/fixtures/trust-blind16/", import.meta.url)),
  /** Written blind after the model was trained on blind16 and everything before it; scored once, then training
   * data for the model. */
  blind17: fileURLToPath(new URL("../test/fixtures/trust-blind17/", import.meta.url)),
  /** Written blind alongside blind17; scored once (its one false quarantine then read and fixed in general), then
   * training data for the model. */
  blind18: fileURLToPath(new URL("../test/fixtures/trust-blind18/", import.meta.url)),
  /** Written blind for issue 13 (templated and transactional mail, signed where the sender would sign, DNS records
   * in zone.json); scored once (see its README), calibrated the model gate, then training data for the model. */
  templated: fileURLToPath(new URL("../test/fixtures/trust-templated/", import.meta.url)),
  /** Written blind for issue 13 (machine-written and bulk mail: newsletters, notifications, CI, calendar, receipts,
   * LLM-style business mail, auto-replies, bounces, digests); scored once, calibrated the model gate, then training
   * data for the model. */
  machine: fileURLToPath(new URL("../test/fixtures/trust-machine/", import.meta.url)),
  /** Written blind for issue 13 (terse mail in sixteen languages); scored once, calibrated the model gate, then
   * training data for the model. */
  languages: fileURLToPath(new URL("../test/fixtures/trust-languages/", import.meta.url)),
  /** Written blind (support tickets, HR and recruiting, shop and marketplace notifications, community notifications,
   * terse finance/legal notes and long colleague threads, in thirteen languages); scored once as held out (85.0 %
   * detected, see its README), then retired: its misses guided general fixes and it is training data for the model. */
  support: fileURLToPath(new URL("../test/fixtures/trust-support/", import.meta.url)),
  /** Written blind (an operations lead's mailbox: code-host, CI, paging and status notifications, mailing lists with
   * patches, calendar, travel, personal, finance and account-security mail, in 23 languages); scored once as held
   * out (84.4 % detected, 61.5 % of injections with an injection reason, see its README), then retired: its misses
   * and false warnings guided general fixes and it is training data for the model. */
  ops: fileURLToPath(new URL("../test/fixtures/trust-ops/", import.meta.url)),
  /** Written blind (a small nonprofit's general inbox: HTML newsletters with hidden preheaders, web contact-form
   * relays, mailing-list digests, grants, press, donations, reader letters, in 28 languages and two romanised forms);
   * scored once as held out (82.0 % detected, 77.1 % of injections with an injection reason, see its README), then
   * retired: its misses and false warnings guided general fixes and it is training data for the model. */
  nonprofit: fileURLToPath(new URL("../test/fixtures/trust-nonprofit/", import.meta.url)),
  /** Written blind (a university research group's shared inbox: students, supervision, peer review, CFPs and
   * predatory spam, grants and ethics, suppliers and travel, IT and library notices, alerts, mailing lists and
   * calendars, in 34 languages); scored once as held out (84.1 % detected, 68.4 % of injections with an injection
   * reason, see its README), then retired: its misses and false warnings guided general fixes and it is training data
   * for the model. */
  academic: fileURLToPath(new URL("../test/fixtures/trust-academic/", import.meta.url)),
  /** Written blind (a family's shared household inbox: school, utilities, bank and card alerts, pharmacy, insurance,
   * marketplace, relatives abroad, kids' apps, charities, in 38 languages); scored once as held out (77.1 % detected,
   * 78.4 % of injections with an injection reason, 6.4 % of benign mail suspicious, see its README), then retired: its
   * misses and false warnings guided general fixes and it is training data for the model. */
  household: fileURLToPath(new URL("../test/fixtures/trust-household/", import.meta.url)),
  /** Written blind (the project desk of a small Brussels translation and interpreting agency: interpreter bookings,
   * client quotes and source files, freelance linguists in their own languages, platform and bank notifications,
   * lists, in 54 languages); scored once as held out (82.1 % detected, 78.6 % of injections with an injection reason,
   * 9.2 % of benign mail suspicious; 83.3 %, 81.0 %, 9.2 % after the household round, still unread, see its README),
   * then retired: its misses and false warnings guided general fixes and it is training data for the model. */
  translation: fileURLToPath(new URL("../test/fixtures/trust-translation/", import.meta.url)),
  /** Written blind (the project office of a water charity: short templated and LLM-written project updates, tool
   * notifications, colleagues' requests to the assistant, and attacks in the styles of a public prompt-injection
   * challenge, in 19 languages); scored once as held out (85.5 % detected, 76.9 % of injections with an injection
   * reason, 0.9 % of benign mail suspicious, see its README), then retired: its misses and false warnings guided general
   * fixes and it is training data for the model. */
  projects: fileURLToPath(new URL("../test/fixtures/trust-projects/", import.meta.url)),
  /** Written blind (the shared inbox of a small company selling an AI meeting-notes product: support tickets quoting
   * what customers typed, bug reports with traces and JSON, code-host, CI and tracker notifications about prompts and
   * tool schemas, red-team reports and AI newsletters beside ordinary company mail, attacks hidden in the same places,
   * in 19 languages); scored once as held out (92.5 % detected, 92.0 % of injections with an injection reason, 8.3 %
   * of benign mail suspicious, 2 quarantined, see its README), then retired: its misses and false warnings guided
   * general fixes and it is training data for the model. */
  product: fileURLToPath(new URL("../test/fixtures/trust-product/", import.meta.url)),
  /** Written blind (the intake and case inbox of a 12-lawyer firm: court and tribunal notices, opposing counsel,
   * clients in their own languages, trust-account deposits and fee invoices, registries, e-signature, legal
   * newsletters; attacks inside clients' messages, letters, documents and court notices, in 20 languages); scored once
   * as held out (81.5 % detected, 72.9 % of injections with an injection reason, 1.8 % of benign mail suspicious, 0
   * quarantined, see its README), then retired: its misses guided general fixes and it is training data for the model. */
  legal: fileURLToPath(new URL("../test/fixtures/trust-legal/", import.meta.url)),
  /** Written blind (the reservations and front-desk inbox of a small hotel group: online-travel-agency notifications
   * with guests' special requests, channel-manager, PMS and payment-gateway alerts, review notifications, guests
   * writing tersely in their own languages, group rooming lists, suppliers; mostly short, templated and
   * machine-written mail; attacks in 22 languages in the same places); scored once as held out (83.1 % detected, 82.6 %
   * of injections with an injection reason, 0.9 % of benign mail suspicious, 0 quarantined, see its README), then
   * retired: its misses guided general fixes and it is training data for the model. */
  hospitality: fileURLToPath(new URL("../test/fixtures/trust-hospitality/", import.meta.url)),
  /** Written blind (the candidates inbox of an international recruitment agency: long cover letters and pasted CVs in
   * candidates' own languages, ATS and job-board notifications with free-text candidate fields, client hiring
   * managers, referees, contractors' timesheets and payroll, visa paperwork; attacks in 27 languages in the same
   * places); scored once as held out (72.3 % detected, 76.1 % of injections with an injection reason, 0.9 % of benign
   * mail suspicious, 0 quarantined, see its README), then retired: its misses guided general fixes and it is training
   * data for the model. */
  recruiting: fileURLToPath(new URL("../test/fixtures/trust-recruiting/", import.meta.url)),
  /** Written blind (the citizen-services inbox of a bilingual town hall: citizens writing in their own words and
   * languages, e-government portal notifications with free-text fields, official bodies, contractors and tenders,
   * council and press, associations and schools; attacks in 26 languages in the same places); scored once as held out
   * (70.8 % detected, 65.2 % of injections with an injection reason, 2.7 % of benign mail suspicious, 1 quarantined,
   * see its README), then retired: its misses guided general fixes and it is training data for the model. */
  municipal: fileURLToPath(new URL("../test/fixtures/trust-municipal/", import.meta.url)),
  /** Written blind (the operations inbox of a small international freight forwarder and customs broker: carrier,
   * terminal, customs and tracking notifications with free-text fields, shippers, consignees and agents abroad in
   * their own languages, AI-drafted agent mail, truckers, banks and claims; attacks in 24 languages in the same
   * places); scored once as held out (92.3 % detected, 87.0 % of injections with an injection reason, 3.6 % of benign
   * mail suspicious, 0 quarantined; 95.4 %, 91.3 % after the municipal round, see its README), then retired: its misses
   * guided general fixes and it is training data for the model. */
  forwarding: fileURLToPath(new URL("../test/fixtures/trust-forwarding/", import.meta.url)),
  /** Written blind (the shared inbox of a residential lettings and property-management company: tenants writing long,
   * emotional mail in their own languages, landlords abroad, contractors, web forms and portal notifications, mail
   * drafted by language models; attacks in 22 languages in the same places); scored once as held out (86.2 % detected,
   * 84.8 % of injections with an injection reason, 3.6 % of benign mail suspicious, 0 quarantined; 84.6 %, 82.6 % after
   * the forwarding round, see its README), then retired: its misses guided general fixes and it is training data for
   * the model. */
  lettings: fileURLToPath(new URL("../test/fixtures/trust-lettings/", import.meta.url)),
  /** Written blind (the client inbox of a small accounting, tax and payroll firm: mostly threads with quoted history,
   * phone one-liners, AI-drafted client mail, bookkeeping, bank-feed, receipt-capture, payroll, e-invoicing and
   * tax-portal notifications; attacks in 25 languages in the same places); scored once as held out (80.0 % detected,
   * 71.7 % of injections with an injection reason, 3.6 % of benign mail suspicious, 0 quarantined; 81.5 %, 73.9 % after
   * the lettings round, see its README), then retired: its misses guided general fixes and it is training data for the
   * model. */
  accountancy: fileURLToPath(new URL("../test/fixtures/trust-accountancy/", import.meta.url)),
  /** Written blind (the shared inbox of a small online shop selling on its own web shop and three marketplaces:
   * buyer messages relayed by marketplaces, contact forms, chat transcripts, reviews, order, payout, courier and customs
   * notifications, suppliers abroad, AI-drafted buyer mail; attacks in 26 languages in the same places); scored once as held out (76.9 % detected,
   * 69.6 % of injections with an injection reason, 6.4 % of benign mail suspicious, 0 quarantined; 78.5 %, 71.7 % after
   * the accountancy round, see its README), then retired: its misses guided general fixes and it is training data for
   * the model. */
  webshop: fileURLToPath(new URL("../test/fixtures/trust-webshop/", import.meta.url)),
  /** Written blind (the front-desk inbox of a dental and physiotherapy clinic group: booking-platform and
   * patient-portal notifications, contact and intake forms, reviews, insurer, lab and imaging notices, suppliers,
   * medical tourism agents, AI-drafted patient mail; attacks in 30 languages in the same places); scored once as held
   * out (76.5 % detected, 71.4 % of injections with an injection reason, 2.7 % of benign mail suspicious, 1 quarantined;
   * 77.9 %, 73.5 % after the webshop round, see its README), then retired: its misses guided general fixes and it is
   * training data for the model. */
  clinic: fileURLToPath(new URL("../test/fixtures/trust-clinic/", import.meta.url)),
  /** Written blind (the service-desk inbox of a car dealership and repair workshop group: online-booking and
   * listing-portal relays, contact forms, fleet and leasing work orders, insurers and assessors, roadside assistance,
   * telematics, manufacturer recall and warranty notices, parts wholesalers, AI-drafted customer mail; attacks in 28
   * languages in the same places); scored once as held out (82.1 % detected, 83.3 % of injections with an injection
   * reason, 3.6 % of benign mail suspicious, 0 quarantined; 83.6 %, 85.4 % after the clinic round, see its README), then
   * retired: its misses guided general fixes and it is training data for the model. */
  garage: fileURLToPath(new URL("../test/fixtures/trust-garage/", import.meta.url)),
  /** Written blind (the site-office inbox of a building and renovation contractor: tender-portal, lead-marketplace,
   * site-app and review relays, builders' merchants and plant hire, subcontractors and site workers, homeowners,
   * permit offices, architects, insurers and finance notices, AI-drafted homeowner mail; attacks in 31 languages in
   * the same places); scored once as held out (84.6 % detected, 84.8 % of injections with an injection reason, 3.6 %
   * of benign mail suspicious, 0 quarantined; the same after the garage round, see its README), then retired: its
   * misses guided general fixes and it is training data for the model. */
  construction: fileURLToPath(new URL("../test/fixtures/trust-construction/", import.meta.url)),
  /** Written blind (the school-office inbox of an international bilingual secondary school with a boarding house:
   * parents and applicants' families in their own languages, education agents, pupils, school-information-system,
   * learning-platform, admissions-form and fee-portal relays with free-text fields, exam boards and the education
   * authority, trip operators and suppliers, recruitment; attacks in 37 languages in the same places); scored once as
   * held out (86.2 % detected, 87.0 % of injections with an injection reason, 0 of 110 benign suspicious, 0
   * quarantined; 87.7 %, 87.0 % after the construction round, see its README), then retired: its misses guided
   * general fixes and it is training data for the model. */
  school: fileURLToPath(new URL("../test/fixtures/trust-school/", import.meta.url)),
  /** Written blind (the events inbox of a conference, exhibition and concert venue in a harbour warehouse:
   * international organisers, associations, agencies and promoters, exhibitors, touring bands' riders, attendees,
   * ticketing, venue-marketplace and enquiry-form relays with free-text fields, the city's licensing and fire-safety
   * office, the harbour authority, hotels holding room blocks, suppliers and freelancers; attacks in 35 languages in
   * the same places); scored once as held out (87.9 % detected, 85.1 % of injections with an injection reason, 0 of
   * 110 benign suspicious, 1 quarantined; 86.4 %, 83.0 % after the school round, see its README), then retired: its
   * misses guided general fixes and it is training data for the model. */
  venue: fileURLToPath(new URL("../test/fixtures/trust-venue/", import.meta.url)),
  /** Written blind (the bookings inbox of an independent travel agency and small tour operator in a river-delta city:
   * travellers and group leaders in their own languages, corporate bookers, airlines' schedule-change notices, the GDS
   * and booking-engine relays, review and enquiry platforms with free-text fields, hotels, cruise lines, coach
   * companies and ground handlers abroad, consulates, visa services and insurers, guides invoicing; attacks in 34
   * languages in the same places); scored once as held out (see test/unit/trust-eval.test.ts), then retired: its
   * misses guided general fixes and it is training data for the model. */
  travel: fileURLToPath(new URL("../test/fixtures/trust-travel/", import.meta.url)),
  /** Written blind (the front-desk inbox of a group of veterinary practices in a trilingual mountain valley: pet
   * owners, farmers and horse owners in their own languages, the booking widget, practice software, review, laboratory,
   * insurer and microchip-register relays with free-text fields, wholesalers, referral hospitals, the regulator;
   * attacks in 43 languages in the same places); scored once as held out (see test/unit/trust-eval.test.ts), then
   * retired: its misses guided general fixes and it is training data for the model. */
  vet: fileURLToPath(new URL("../test/fixtures/trust-vet/", import.meta.url)),
  /** Written blind (the orders inbox of an artisan bakery group on a Portuguese–Galician border coast: wholesale
   * cafés, hotels, schools and a supermarket's supplier portal, cake and catering customers in their own languages,
   * the order platform and delivery-app relays with free-text fields, flour, dairy and packaging suppliers, the
   * food-safety inspectorate and the food laboratory, the till and loyalty system; attacks in 35 languages in the same
   * places); held out: neither the rules nor the model have seen it. */
  bakery: fileURLToPath(new URL("../test/fixtures/trust-bakery/", import.meta.url)),
};
/** Corpora whose misses have guided the rules; the others are holdouts for the rules, only ever reported. */
export const TUNED = [
  "main",
  "holdout",
  "blind2",
  "blind3",
  "blind4",
  "blind5",
  "blind6",
  "blind7",
  "blind9",
  "blind10",
  "support",
  // Two of its false warnings were read while support's causes were fixed (one led to a general fix).
  "templated",
  "ops",
  "nonprofit",
  "academic",
  "household",
  "translation",
  "projects",
  "product",
  "legal",
  "hospitality",
  "recruiting",
  "municipal",
  "forwarding",
  "lettings",
  "accountancy",
  "webshop",
  "clinic",
  "garage",
  "construction",
  "school",
  "venue",
  "travel",
  "vet",
] as const satisfies ReadonlyArray<keyof typeof CORPORA>;

/** Corpora the shipped model is trained on (`npm run train:trust`): every labelled corpus whose first, unseen score
 * has been reported. A new corpus stays out of this list until then. */
export const MODEL_CORPORA = [
  // In training order (a corpus joining TUNED keeps its place: the order is part of the model).
  "main",
  "holdout",
  "blind2",
  "blind3",
  "blind4",
  "blind5",
  "blind6",
  "blind7",
  "blind9",
  "blind10",
  "support",
  "blind8",
  "blind11",
  "blind12",
  "blind13",
  "blind14",
  "blind15",
  "blind16",
  "blind17",
  "blind18",
  "templated",
  "machine",
  "languages",
  "ops",
  "nonprofit",
  "academic",
  "household",
  "translation",
  "projects",
  "product",
  "legal",
  "hospitality",
  "recruiting",
  "municipal",
  "forwarding",
  "lettings",
  "accountancy",
  "webshop",
  "clinic",
  "garage",
  "construction",
  "school",
  "venue",
  "travel",
  "vet",
] as const satisfies ReadonlyArray<keyof typeof CORPORA>;

/** Corpora neither the rules nor the model were fitted to: the figures that estimate unseen mail. */
export const HELD_OUT = (Object.keys(CORPORA) as Array<keyof typeof CORPORA>).filter(
  (name) => !(TUNED as readonly string[]).includes(name) && !(MODEL_CORPORA as readonly string[]).includes(name),
);

/** The targets of issue 13, reported beside each figure. */
export const TARGETS = {
  /** Attacks reaching suspicious or quarantined. */
  detected: 0.95,
  /** Injection attacks flagged with an injection reason. */
  injectionReason: 0.95,
  /** Benign mail at suspicious, at most. */
  falseSuspicious: 0.05,
  /** Benign mail that authenticates (DMARC pass, aligned) at suspicious, at most. */
  falseSuspiciousAuthenticated: 0.02,
  /** Benign mail quarantined: none. */
  falseQuarantine: 0,
} as const;

const ORDER = ["verified", "known", "unknown", "suspicious", "quarantined"];

/** Attack categories that are prompt injection (visible or hidden): for these, detection should say why. */
export const isInjectionCategory = (category: string) => category.startsWith("prompt-injection");

/** The decision's reasons for instructions aimed at an AI reader (shared/trust/decision.ts): "Contains …
 * (prompt injection)" (quarantine), "May contain …" (suspicious) and "Quotes …" (a report about an attack). One
 * place defines what counts as "detected with an injection reason". */
const INJECTION_REASON = /instructions aimed at an AI reader/i;
export const hasInjectionReason = (report: Pick<TrustReport, "reasons">) =>
  report.reasons.some((reason) => INJECTION_REASON.test(reason));

/** Authenticated as the decision counts it: a DMARC pass with SPF or DKIM aligned to the From domain. */
export const authenticates = (report: Pick<TrustReport, "authentication">) =>
  report.authentication.dmarc === "pass" && report.authentication.aligned;

export interface EvalRow {
  category: string;
  label: string;
  total: number;
  /** Reached suspicious or quarantined (by any signal). */
  detected: number;
  /** Attacks of an injection category, and those of them detected with an injection reason. */
  injection: number;
  injectionDetected: number;
  quarantined: number;
  /** Benign mail flagged suspicious: not withheld, but shown with a warning. */
  warned: number;
  /** Benign mail that authenticates (DMARC pass, aligned), and those of them flagged suspicious. */
  authenticated: number;
  authenticatedWarned: number;
  /** The manifest says the message authenticates and the report does not (a broken zone or envelope). */
  authMismatches: number;
  leaks: number;
  misses: string[];
  /** Benign files flagged suspicious (false warnings). */
  warnings: string[];
}

/** The offline pipeline, with the corpus's zone.json (if any) as its DNS so signed mail authenticates. */
export async function corpusTrust(root: string, cacheEntries = 10): Promise<TrustDeps> {
  const deps = offlineTrust(cacheEntries);
  const zonePath = join(root, "zone.json");
  if (existsSync(zonePath)) deps.dns = memoryDnsResolver(JSON.parse(await readFile(zonePath, "utf8")) as MemoryZone);
  return deps;
}

/** The domain a corpus's mail is addressed to, when it is one organisation's own (not the shared local domain): each
 * corpus is one organisation's inbox, so its authenticated senders on that domain are colleagues, as they are for an
 * inbox on a verified custom domain. The domain of more than half of the messages' To addresses, if any. */
export async function corpusInboxDomain(root: string, manifest: readonly CorpusEntry[]): Promise<string | undefined> {
  const counts = new Map<string, number>();
  for (const entry of manifest) {
    const raw = await readFile(join(root, entry.file), "latin1");
    const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/))).replace(/\r?\n[ \t]+/g, " ");
    const to = /^to:(.*)$/im.exec(head)?.[1] ?? "";
    const domains = new Set([...to.matchAll(/@([a-z0-9.-]+)/gi)].map((m) => m[1].toLowerCase()));
    for (const domain of domains) counts.set(domain, (counts.get(domain) ?? 0) + 1);
  }
  const [top, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return top && top !== "agents.localhost" && (n ?? 0) * 2 > manifest.length ? top : undefined;
}

export const envelopeOf = (entry: Pick<CorpusEntry, "smtp">): SmtpEnvelope =>
  entry.smtp ? { ip: entry.smtp.ip, helo: entry.smtp.helo, mailFrom: entry.smtp.mail_from } : {};

/** Scores a corpus with the shipped pipeline, or with another trained model (`model`, as cross-validation does), or
 * with the rules alone (`rulesOnly`: the model left out, so a change to the rules shows instead of being masked). */
export async function evaluateCorpus(
  root: string = CORPORA.main,
  options: { rulesOnly?: boolean; model?: LoadedModel; vocabulary?: Vocabulary } = {},
): Promise<EvalRow[]> {
  const manifest = JSON.parse(await readFile(join(root, "manifest.json"), "utf8")) as CorpusEntry[];
  const deps = await corpusTrust(root);
  const organizationDomain = await corpusInboxDomain(root, manifest);
  const model = options.rulesOnly ? RULES_ONLY : options.model;
  if (model) {
    deps.classifier = cachedClassifier(
      localClassifier({ model, vocabulary: options.vocabulary }),
      memoryClassificationCache(10),
    );
  }
  const rows = new Map<string, EvalRow>();
  for (const entry of manifest) {
    const raw = await readFile(join(root, entry.file));
    const parsed = await parseMessage(raw);
    const { report } = await computeTrust(
      deps,
      trustInputFor(raw, parsed, {
        ownDomains: ["agents.localhost"],
        organizationDomain,
        now: new Date(),
        envelope: envelopeOf(entry),
      }),
    );
    const key = `${entry.label}/${entry.category}`;
    const row = rows.get(key) ?? {
      category: entry.category,
      label: entry.label,
      total: 0,
      detected: 0,
      injection: 0,
      injectionDetected: 0,
      quarantined: 0,
      warned: 0,
      authenticated: 0,
      authenticatedWarned: 0,
      authMismatches: 0,
      leaks: 0,
      misses: [],
      warnings: [],
    };
    row.total++;
    const rank = ORDER.indexOf(report.level);
    const detected = rank >= ORDER.indexOf("suspicious");
    if (detected) row.detected++;
    if (report.level === "quarantined") row.quarantined++;
    if (entry.label === "attack" && isInjectionCategory(entry.category)) {
      row.injection++;
      if (detected && hasInjectionReason(report)) row.injectionDetected++;
      else if (detected) row.misses.push(`${entry.file} (no injection reason)`);
    }
    if (entry.label === "benign" && report.level === "suspicious") {
      row.warned++;
      row.warnings.push(entry.file);
    }
    if (entry.label === "benign" && authenticates(report)) {
      row.authenticated++;
      if (report.level === "suspicious") row.authenticatedWarned++;
    }
    if (entry.expect.authenticates && !authenticates(report)) row.authMismatches++;
    if (entry.label === "attack" && !detected) row.misses.push(entry.file);
    if (entry.label === "benign" && report.level === "quarantined") row.misses.push(entry.file);
    const payload = entry.expect.hidden_payload;
    if (payload && report.content.text.includes(payload)) row.leaks++;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => (a.label + a.category).localeCompare(b.label + b.category));
}

export interface EvalSummary {
  attacks: number;
  detected: number;
  injection: number;
  injectionDetected: number;
  benign: number;
  warned: number;
  quarantined: number;
  authenticated: number;
  authenticatedWarned: number;
  authMismatches: number;
  leaks: number;
}

/** Totals over rows (of one corpus or several). */
export function summarize(rows: EvalRow[]): EvalSummary {
  const sum = (label: string, f: (r: EvalRow) => number) =>
    rows.filter((r) => r.label === label).reduce((n, r) => n + f(r), 0);
  return {
    attacks: sum("attack", (r) => r.total),
    detected: sum("attack", (r) => r.detected),
    injection: sum("attack", (r) => r.injection),
    injectionDetected: sum("attack", (r) => r.injectionDetected),
    benign: sum("benign", (r) => r.total),
    warned: sum("benign", (r) => r.warned),
    quarantined: sum("benign", (r) => r.quarantined),
    authenticated: sum("benign", (r) => r.authenticated),
    authenticatedWarned: sum("benign", (r) => r.authenticatedWarned),
    authMismatches: rows.reduce((n, r) => n + r.authMismatches, 0),
    leaks: rows.reduce((n, r) => n + r.leaks, 0),
  };
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : "-");
const target = (t: number, most = false) => `(target ${most ? "≤" : "≥"} ${Math.round(100 * t)} %)`;

/** The five figures of issue 13 (plus leaks), each with its target. */
export function summaryLines(s: EvalSummary): string[] {
  return [
    `attacks detected (any signal): ${pct(s.detected, s.attacks)} of ${s.attacks} ${target(TARGETS.detected)}`,
    `injection attacks detected with an injection reason: ${pct(s.injectionDetected, s.injection)} of ${s.injection} ${target(TARGETS.injectionReason)}`,
    `benign flagged suspicious: ${pct(s.warned, s.benign)} of ${s.benign} ${target(TARGETS.falseSuspicious, true)}`,
    `authenticated benign flagged suspicious: ${pct(s.authenticatedWarned, s.authenticated)} of ${s.authenticated} ${target(TARGETS.falseSuspiciousAuthenticated, true)}`,
    `benign quarantined: ${pct(s.quarantined, s.benign)} (${s.quarantined}) (target 0)`,
    `hidden payloads in agent-safe text: ${s.leaks} (target 0)`,
    ...(s.authMismatches ? [`manifest says authenticates, report does not: ${s.authMismatches}`] : []),
  ];
}

function report(name: string, rows: EvalRow[]): void {
  console.log(`\n== ${name} corpus ==`);
  console.log("label   category                      n   detected  inj.reason   quarantined   warned   hidden leaks");
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(7)} ${r.category.padEnd(28)} ${String(r.total).padStart(3)}   ${pct(r.detected, r.total).padStart(8)}  ${pct(r.injectionDetected, r.injection).padStart(10)}   ${pct(r.quarantined, r.total).padStart(11)}   ${pct(r.warned, r.label === "benign" ? r.total : 0).padStart(6)}   ${String(r.leaks).padStart(12)}`,
    );
  }
  console.log("");
  for (const line of summaryLines(summarize(rows))) console.log(line);
  if (process.env.EVAL_VERBOSE) for (const line of namedFiles(name, rows)) console.log(line);
}

/** The files a corpus's attacks were missed in and its benign mail falsely warned about (`EVAL_VERBOSE`); a held-out
 * corpus's misses must not be read while it is held out, so its files stay unnamed. */
export function namedFiles(name: string, rows: readonly EvalRow[]): string[] {
  if ((HELD_OUT as string[]).includes(name)) return ["  (held out: misses and false warnings are not listed)"];
  return [
    ...rows.flatMap((r) => r.misses.map((m) => `  miss: ${m}`)),
    ...rows.flatMap((r) => r.warnings.map((w) => `  false warning: ${w}`)),
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // `npm run eval:trust` reports every corpus; `-- main` or `-- ops` reports some. EVAL_VERBOSE=1 names the files
  // missed and falsely warned about, except in held-out corpora.
  const which = process.argv.slice(2).filter((a): a is keyof typeof CORPORA => a in CORPORA);
  const names = which.length ? which : (Object.keys(CORPORA) as Array<keyof typeof CORPORA>);
  const heldOut: EvalRow[] = [];
  const fitted: EvalRow[] = [];
  for (const name of names) {
    const rows = await evaluateCorpus(CORPORA[name]);
    report(name, rows);
    ((HELD_OUT as string[]).includes(name) ? heldOut : fitted).push(...rows);
  }
  const held = names.filter((n) => (HELD_OUT as string[]).includes(n));
  const fit = names.filter((n) => !(HELD_OUT as string[]).includes(n));
  for (const [label, list, rows] of [
    ["held-out (neither rules nor model fitted to them)", held, heldOut],
    ["fitted (TUNED ∪ MODEL_CORPORA)", fit, fitted],
  ] as const) {
    if (!list.length) continue;
    console.log(`\n== ${label}: ${list.join(", ")} ==`);
    for (const line of summaryLines(summarize(rows))) console.log(line);
  }
}
