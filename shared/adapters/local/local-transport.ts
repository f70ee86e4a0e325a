// The local runtime's MailTransport: own domains go through the inbound pipeline (an address there without an
// inbox bounces, as SES reports a nonexistent mailbox), SES mailbox-simulator addresses produce the reports SES
// would, everything else lands in an outbox (and an SMTP relay if set).
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { messageSizeError, SES_MAX_MESSAGE_BYTES } from "../../limits.js";
import { createLogger } from "../../observability/logger.js";
import type { DeliveryNotification, MailTransport, OutboundMessage } from "../../ports/mail-transport.js";

export interface LocalTransportDeps {
  /** True when the address is on one of this instance's own domains. */
  isLocalAddress(address: string): Promise<boolean>;
  /**
   * Hands the message to the inbound pipeline for these (local) recipients. Answers the recipients no inbox took
   * (no such inbox, or an expired one): they bounce as a nonexistent mailbox.
   */
  deliverLocal(raw: Buffer, recipients: string[], sender: string): Promise<LocalDeliveryResult | undefined>;
  /**
   * DKIM-signs a message as it leaves (as SES does on AWS), with the key of the sender's domain: the instance's for
   * the shared domain, the domain's own for a custom one. Without it mail leaves as composed.
   */
  sign?(raw: Buffer, sender: string): Promise<Buffer>;
  /** Receives the delivery, bounce and complaint reports, after send() has answered. */
  notify(n: DeliveryNotification): Promise<void>;
  /** Where mail for other domains is kept: `<messageId>.eml` plus a `<messageId>.json` sidecar. */
  outboxDir: string;
  /** Optional SMTP relay for other domains, e.g. `smtp://user:pass@host:587`. */
  relayUrl?: string;
  now(): Date;
  /** Called when a report could not be handed to notify(); defaults to an error log line. */
  onError?(error: unknown, notification: DeliveryNotification): void;
}

export interface LocalDeliveryResult {
  /** Recipients on our own domains that have no inbox to take the message. */
  unknownRecipients: string[];
}

export const SIMULATOR_DOMAIN = "simulator.amazonses.com";

type SimulatorOutcome = "success" | "bounce" | "complaint" | "ooto" | "suppressionlist";
const OUTCOMES = new Set<SimulatorOutcome>(["success", "bounce", "complaint", "ooto", "suppressionlist"]);

/**
 * The SES mailbox simulator's outcome for an address (`bounce+label@simulator.amazonses.com` too),
 * undefined for other domains. Unknown simulator mailboxes bounce like a nonexistent user.
 */
export function simulatorOutcome(address: string): SimulatorOutcome | undefined {
  const at = address.lastIndexOf("@");
  if (at < 0 || address.slice(at + 1).toLowerCase() !== SIMULATOR_DOMAIN) return undefined;
  const mailbox = address.slice(0, at).toLowerCase().split("+")[0] as SimulatorOutcome;
  return OUTCOMES.has(mailbox) ? mailbox : "bounce";
}

const USER_UNKNOWN = { status: "5.1.1", diagnostic: "smtp; 550 5.1.1 user unknown" };
const ON_SUPPRESSION_LIST = {
  status: "5.1.1",
  diagnostic:
    "Amazon SES did not send the message to this address because it is on the suppression list for your account.",
};

interface RelayResult {
  accepted: string[];
  rejected: Array<{ address: string; responseCode?: number; response?: string }>;
  response?: string;
}

/** File-name-safe form of a message ID (they are msg_… already; this only guards the path). */
const fileStem = (messageId: string) => messageId.replace(/[^A-Za-z0-9_.-]/g, "_");

function enhancedStatus(response: string | undefined, code: number | undefined): string {
  const match = response?.match(/\b([245]\.\d{1,3}\.\d{1,3})\b/);
  if (match) return match[1];
  return code && code >= 500 ? "5.0.0" : "4.0.0";
}

export class LocalTransport implements MailTransport {
  readonly name = "local";
  /** SES's cap, so a send refused on AWS is refused here too. */
  readonly maxMessageBytes = SES_MAX_MESSAGE_BYTES;
  private readonly deps: LocalTransportDeps;
  private readonly pending = new Set<Promise<void>>();
  private readonly logError: (error: unknown, notification: DeliveryNotification) => void;

  constructor(deps: LocalTransportDeps) {
    this.deps = deps;
    const logger = createLogger({ component: "local-transport" });
    this.logError =
      deps.onError ??
      ((error, n) =>
        logger.error("delivery notification failed", { error, kind: n.kind, rfcMessageId: n.rfcMessageId }));
  }

  async send(composed: OutboundMessage): Promise<{ providerMessageId?: string }> {
    // SES refuses it; so does the local transport, before anything is delivered or written.
    const tooLarge = messageSizeError(composed.messageId, composed.raw.length, this.maxMessageBytes);
    if (tooLarge) throw tooLarge;
    const message = this.deps.sign
      ? { ...composed, raw: await this.deps.sign(composed.raw, composed.inboxId) }
      : composed;
    const recipients = [...new Set(message.recipients.map((r) => r.trim().toLowerCase()))];
    const local: string[] = [];
    const external: string[] = [];
    const simulated = new Map<SimulatorOutcome, string[]>();
    const sim = (outcome: SimulatorOutcome) => simulated.get(outcome) ?? [];
    for (const address of recipients) {
      const outcome = simulatorOutcome(address);
      if (outcome) simulated.set(outcome, [...(simulated.get(outcome) ?? []), address]);
      else if (await this.deps.isLocalAddress(address)) local.push(address);
      else external.push(address);
    }

    // Local delivery first: if the inbound pipeline fails nothing has left the instance yet.
    const unknown = new Set<string>();
    if (local.length) {
      const result = await this.deps.deliverLocal(message.raw, local, message.inboxId);
      for (const address of result?.unknownRecipients ?? []) unknown.add(address.trim().toLowerCase());
    }
    const deliveredLocal = local.filter((address) => !unknown.has(address));
    // SES bounces mail to a mailbox that does not exist: permanent, 5.1.1 (the local SMTP server answers 550 5.1.1).
    const userUnknown = [...sim("bounce"), ...local.filter((address) => unknown.has(address))];

    let relay: RelayResult | undefined;
    if (external.length) {
      await this.writeOutbox(message, external);
      if (this.deps.relayUrl) {
        relay = await this.relay(message, external, this.deps.relayUrl);
        await this.writeSidecar(message, external, relay);
      }
    }

    const timestamp = this.deps.now().toISOString();
    const base = { inboxId: message.inboxId, rfcMessageId: message.rfcMessageId, timestamp };
    const notifications: DeliveryNotification[] = [];

    const delivered = [
      ...deliveredLocal,
      ...sim("success"),
      ...sim("ooto"),
      ...sim("complaint"),
      ...(relay?.accepted ?? []),
    ];
    if (delivered.length) {
      notifications.push({ ...base, kind: "delivery", recipients: delivered.map((address) => ({ address })) });
    }
    if (userUnknown.length) {
      notifications.push({
        ...base,
        kind: "bounce",
        type: "Permanent",
        subType: "General",
        recipients: userUnknown.map((address) => ({ address, ...USER_UNKNOWN })),
      });
    }
    if (sim("suppressionlist").length) {
      notifications.push({
        ...base,
        kind: "bounce",
        type: "Permanent",
        subType: "OnAccountSuppressionList",
        recipients: sim("suppressionlist").map((address) => ({ address, ...ON_SUPPRESSION_LIST })),
      });
    }
    for (const permanent of [true, false]) {
      const rejected = (relay?.rejected ?? []).filter((r) => (r.responseCode ?? 0) >= 500 === permanent);
      if (!rejected.length) continue;
      notifications.push({
        ...base,
        kind: "bounce",
        type: permanent ? "Permanent" : "Transient",
        subType: "General",
        recipients: rejected.map((r) => ({
          address: r.address,
          status: enhancedStatus(r.response, r.responseCode),
          ...(r.response ? { diagnostic: `smtp; ${r.response}` } : {}),
        })),
      });
    }
    if (sim("complaint").length) {
      notifications.push({
        ...base,
        kind: "complaint",
        type: "abuse",
        subType: "abuse",
        recipients: sim("complaint").map((address) => ({ address })),
      });
    }
    this.schedule(notifications);
    return {};
  }

  /** Resolves once every report scheduled so far has been handed to notify() (for tests and shutdown). */
  async whenIdle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  // Reports model the provider's asynchronous notifications: they run after send() has answered,
  // in order (a complaint after its delivery), and their failures never reach the sender.
  private schedule(notifications: DeliveryNotification[]): void {
    if (!notifications.length) return;
    const run = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      for (const n of notifications) {
        try {
          await this.deps.notify(n);
        } catch (error) {
          try {
            this.logError(error, n);
          } catch {
            // An error reporter that throws must not break the remaining reports.
          }
        }
      }
    });
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  private async writeOutbox(message: OutboundMessage, recipients: string[]): Promise<void> {
    await mkdir(this.deps.outboxDir, { recursive: true });
    const stem = path.join(this.deps.outboxDir, fileStem(message.messageId));
    await writeFile(`${stem}.eml.tmp`, message.raw);
    await rename(`${stem}.eml.tmp`, `${stem}.eml`);
    await this.writeSidecar(message, recipients);
  }

  private async writeSidecar(message: OutboundMessage, recipients: string[], relay?: RelayResult): Promise<void> {
    const stem = path.join(this.deps.outboxDir, fileStem(message.messageId));
    const sidecar = {
      messageId: message.messageId,
      rfcMessageId: message.rfcMessageId,
      organizationId: message.organizationId,
      from: message.inboxId,
      recipients,
      createdAt: this.deps.now().toISOString(),
      ...(relay ? { relay } : {}),
    };
    await writeFile(`${stem}.json.tmp`, `${JSON.stringify(sidecar, null, 2)}\n`);
    await rename(`${stem}.json.tmp`, `${stem}.json`);
  }

  /** Sends the raw message as is over SMTP. Throws when the relay refuses it for every recipient. */
  private async relay(message: OutboundMessage, recipients: string[], relayUrl: string): Promise<RelayResult> {
    const transport = nodemailer.createTransport(relayUrl);
    try {
      const info = await transport.sendMail({
        envelope: { from: message.inboxId, to: recipients },
        raw: message.raw,
      });
      const errors = (
        info as { rejectedErrors?: Array<{ recipient?: string; responseCode?: number; response?: string }> }
      ).rejectedErrors;
      const rejected = (info.rejected ?? []).map(String).map((address) => {
        const error = errors?.find((e) => e.recipient?.toLowerCase() === address.toLowerCase());
        return { address: address.toLowerCase(), responseCode: error?.responseCode, response: error?.response };
      });
      return {
        accepted: (info.accepted ?? []).map((a) => String(a).toLowerCase()),
        rejected,
        response: info.response,
      };
    } finally {
      transport.close();
    }
  }
}
