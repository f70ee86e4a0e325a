// The inbound pipeline: raw MIME (already stored) → parse → per recipient: inbox, lists, trust, thread → one
// transaction with the message, its thread, its references and exactly one message.received* event.

import { blobKeys } from "../db/blob-keys.js";
import { insertEvent } from "../db/events.js";
import { inboxExpired, readInbox } from "../db/inboxes.js";
import { appendMessageToThread, readCorrespondent, readMessageRef, readMessageRefs } from "../db/messages.js";
import type { InboxItem, MessageItem, ThreadItem } from "../db/service.js";
import { readThread } from "../db/threads.js";
import { type AttachmentMeta, storeAttachmentBlobs } from "../domain/attachments.js";
import { eventRecord } from "../domain/events.js";
import { inboxExpiry } from "../domain/inboxes.js";
import { listVerdict } from "../domain/lists.js";
import { bodiesForEvent, type MessageBodies, toMessage, writeBodies } from "../domain/messages.js";
import { searchTextOf, threadWith, toThread } from "../domain/threads.js";
import { newId } from "../ids.js";
import { addressOf } from "../mime/addresses.js";
import { withholdHiddenSpans } from "../mime/hidden-spans.js";
import { type ParsedMessage, parseMessage, stripQuotedHtml, stripQuotedText } from "../mime/parse.js";
import { makePreview } from "../mime/preview.js";
import type { Platform } from "../ports/platform.js";
import type { SmtpEnvelope } from "../trust/authentication.js";
import { visibleText } from "../trust/content.js";
import { computeTrust, trustInputFor } from "../trust/pipeline.js";
import type { TrustReport } from "../trust/types.js";
import { createCatchAllInbox } from "./catch-all.js";

export interface InboundInput {
  /** The raw message, already stored at rawKey (the durable record). */
  raw: Buffer;
  rawKey: string;
  /** Envelope recipients; for raw injection the X-Recipient header or the message's To. */
  recipients: string[];
  receivedVia?: "raw";
  /** The SMTP envelope (client IP, HELO, MAIL FROM) for SPF; absent for raw injection. */
  envelope?: SmtpEnvelope;
  /** Messages sent by one of our own inboxes (local delivery): recorded for prior correspondence later. */
  now: Date;
}

export type InboundOutcome =
  | { recipient: string; status: "stored"; inboxId: string; messageId: string; threadId: string; duplicate: boolean }
  | { recipient: string; status: "rejected"; inboxId: string; reason: "inbox_paused" }
  | { recipient: string; status: "unknown_recipient" };

/** Stores raw bytes as received, before anything else can fail; returns the blob key to process or replay. */
export async function storeIncoming(platform: Platform, raw: Buffer, now: Date): Promise<string> {
  const key = blobKeys.incoming(now);
  await platform.blobs.put(key, raw, "message/rfc822");
  return key;
}

export class UnparsableMessageError extends Error {
  constructor(cause: unknown) {
    super("Message could not be parsed as RFC 5322", { cause });
    this.name = "UnparsableMessageError";
  }
}

/** Finds the inbox for an address: an existing live inbox, or one created by a catch-all domain. */
export async function inboxFor(platform: Platform, address: string, now: Date): Promise<InboxItem | undefined> {
  const data = await readInbox(platform.db, address, { consistent: true });
  if (data && !inboxExpired(data, now)) return data;
  if (data) return undefined;
  return createCatchAllInbox(platform, address, now);
}

export async function processInbound(platform: Platform, input: InboundInput): Promise<InboundOutcome[]> {
  let parsed: ParsedMessage;
  try {
    parsed = await parseMessage(input.raw);
  } catch (error) {
    throw new UnparsableMessageError(error);
  }
  const recipients = [...new Set(input.recipients.map((r) => r.trim().toLowerCase()).filter(Boolean))];
  const outcomes: InboundOutcome[] = [];
  let plain: ShownParts | undefined;
  const plainView = () => {
    plain ??= plainParts(parsed.text ?? "", parsed.html);
    return plain;
  };
  for (const recipient of recipients) {
    const inbox = await inboxFor(platform, recipient, input.now);
    if (!inbox) {
      outcomes.push({ recipient, status: "unknown_recipient" });
      continue;
    }
    if (inbox.status === "paused") {
      await rejectPaused(platform, inbox, parsed, input.now);
      outcomes.push({ recipient, status: "rejected", inboxId: inbox.inboxId, reason: "inbox_paused" });
      continue;
    }
    outcomes.push({ recipient, status: "stored", ...(await storeForInbox(platform, inbox, parsed, input, plainView)) });
  }
  return outcomes;
}

async function rejectPaused(platform: Platform, inbox: InboxItem, parsed: ParsedMessage, now: Date) {
  await insertEvent(
    platform.db,
    eventRecord({
      eventType: "message.rejected",
      organizationId: inbox.organizationId,
      podId: inbox.podId,
      inboxId: inbox.inboxId,
      data: {
        reject: {
          inbox_id: inbox.inboxId,
          thread_id: null,
          message_id: null,
          timestamp: now.toISOString(),
          reason: "inbox_paused",
          from: parsed.from,
          subject: parsed.subject ?? "",
        },
      },
      now,
    }),
  );
}

/** The thread this message answers, by In-Reply-To then References (newest first), within this inbox. */
async function findThread(platform: Platform, inboxId: string, parsed: ParsedMessage): Promise<ThreadItem | undefined> {
  // The message's own Message-ID first: the same message delivered twice (two lists, a replay) joins its copy.
  const ids = [parsed.rfcMessageId, parsed.inReplyTo, ...[...parsed.references].reverse()].filter((v): v is string =>
    Boolean(v),
  );
  const unique = [...new Set(ids)].slice(0, 20);
  if (!unique.length) return undefined;
  const data = await readMessageRefs(platform.db, inboxId, unique);
  const byId = new Map(data.map((r) => [r.rfcMessageId, r.threadId]));
  for (const id of unique) {
    const threadId = byId.get(id);
    if (!threadId) continue;
    const thread = await readThread(platform.db, threadId, { consistent: true });
    if (thread && thread.inboxId === inboxId) return thread;
  }
  return undefined;
}

/** What an agent reads of a message: its text, the reply without quoted history, that reply's HTML, the preview. */
interface ShownParts {
  text?: string;
  extractedText?: string;
  extractedHtml?: string;
  preview?: string;
}

/**
 * The message as an agent reads it (`text`, `extracted_text`, `preview`). With a text/plain part, that part with the
 * spans that read differently to a model than to a person (reordering bidi controls, letters interleaved with
 * invisible characters) withheld behind the marker. Without one, what a person sees of the HTML: the trust layer's
 * visible rendering, never the hidden nodes. The trust layer reads the parts as sent; the HTML is stored as sent.
 * Quoted history is removed here, not at parse time: only what is stored needs it, the trust layer never does.
 */
function shownParts(parsed: ParsedMessage, trust: TrustReport, plainView: () => ShownParts): ShownParts {
  if (parsed.text !== undefined) return plainView();
  if (parsed.html === undefined) return {};
  const extractedHtml = stripQuotedHtml(parsed.html) || undefined;
  const text = trust.content.text || undefined;
  const extracted = extractedHtml === parsed.html.trim() ? text : visibleText(extractedHtml ?? "");
  return { text, extractedText: extracted || undefined, extractedHtml, preview: makePreview(extracted || text) };
}

/** The view of a message with a text/plain part: the same for every recipient, so computed once per message (the
 * reply parser is the costly part). */
function plainParts(plainText: string, html: string | undefined): ShownParts {
  const text = withholdHiddenSpans(plainText).text;
  const extracted = stripQuotedText(text) || undefined;
  return {
    text: text || undefined,
    extractedText: extracted,
    extractedHtml: html !== undefined ? stripQuotedHtml(html) || undefined : undefined,
    preview: makePreview(extracted || text),
  };
}

function messageSearchText(parsed: ParsedMessage, shown: ShownParts, attachments: AttachmentMeta[]): string {
  const parts = [
    parsed.subject ?? "",
    parsed.from,
    ...parsed.to,
    ...parsed.cc,
    ...attachments.map((a) => a.filename ?? ""),
    (shown.text ?? "").slice(0, 4096),
  ];
  return searchTextOf(parts.join(" "), 8192);
}

/** Dedupe key: the same stored raw message is delivered to an inbox once, however often it is replayed. */
const deliveryRef = (rawKey: string) => `<delivery:${rawKey}>`;

async function storeForInbox(
  platform: Platform,
  inbox: InboxItem,
  parsed: ParsedMessage,
  input: InboundInput,
  plainView: () => ShownParts,
) {
  const { db } = platform;
  const existing = await readMessageRef(db, inbox.inboxId, deliveryRef(input.rawKey), { consistent: true });
  if (existing) {
    return { inboxId: inbox.inboxId, messageId: existing.messageId, threadId: existing.threadId, duplicate: true };
  }

  const now = input.now;
  const at = now.toISOString();
  const messageId = newId("message", now.getTime());
  const fromAddress = parsed.fromAddress ?? addressOf(parsed.from);
  const verdict = await listVerdict(
    platform,
    { organizationId: inbox.organizationId, podId: inbox.podId, inboxId: inbox.inboxId },
    "receive",
    fromAddress,
  );
  const blocked = !verdict.allowed;

  const attachments = await storeAttachmentBlobs(
    platform,
    parsed.attachments,
    (attachmentId) => blobKeys.attachment(inbox.inboxId, messageId, attachmentId),
    now,
  );
  const prior = await readCorrespondent(db, inbox.inboxId, fromAddress);
  const {
    report: trust,
    decision,
    stages,
  } = await computeTrust(
    await platform.trust(),
    trustInputFor(input.raw, parsed, {
      envelope: input.envelope,
      onAllowList: verdict.onAllowList,
      onBlockList: blocked,
      priorCorrespondence: prior !== undefined,
      ownDomains: [inbox.domain],
      // On a custom domain the organisation verified, its authenticated senders are colleagues; on the shared domain
      // every organisation has inboxes, so nobody there is.
      organizationDomain: inbox.domain === platform.config.sharedDomain ? undefined : inbox.domain,
      recipient: inbox.inboxId,
      attachmentIds: attachments.map((a) => a.attachmentId),
      now,
    }),
  );
  // Per-stage time and status for operators (the report's fields are fixed by the spec; its internals go to the log).
  platform.log.info("trust stages", {
    messageId,
    level: trust.level,
    stages: stages.map(({ stage, status, ms }) => ({ stage, status, ms: Math.round(ms * 100) / 100 })),
  });
  const shown = shownParts(parsed, trust, plainView);
  const bodies: MessageBodies = {
    text: shown.text,
    html: parsed.html,
    extracted_text: shown.extractedText,
    extracted_html: shown.extractedHtml,
  };
  // The full report goes beside the bodies; the item keeps its level (shared/domain/messages.ts).
  const bodyKey = await writeBodies(platform, inbox.inboxId, messageId, bodies, trust);

  const ephemeralExpiry = inbox.ephemeral && inbox.ttlSeconds ? inboxExpiry(now, inbox.ttlSeconds) : undefined;
  const result = await appendMessageToThread(db, async () => {
    // Read again on every attempt: another message may have joined the thread meanwhile.
    const thread = blocked ? undefined : await findThread(platform, inbox.inboxId, parsed);
    const message: MessageItem = {
      inboxId: inbox.inboxId,
      messageId,
      threadId: thread?.threadId ?? newId("thread", now.getTime()),
      organizationId: inbox.organizationId,
      podId: inbox.podId,
      direction: "inbound",
      // From the decision: BLOCKED alone; QUARANTINE or SPAM instead of INBOX; UNAUTHENTICATED added.
      labels: decision.labels,
      from: parsed.from || fromAddress,
      to: parsed.to,
      cc: parsed.cc.length ? parsed.cc : undefined,
      replyTo: parsed.replyTo.length ? parsed.replyTo : undefined,
      subject: parsed.subject,
      preview: shown.preview,
      rfcMessageId: parsed.rfcMessageId,
      inReplyTo: parsed.inReplyTo,
      references: parsed.references.length ? parsed.references : undefined,
      headers: parsed.headers,
      size: input.raw.length,
      attachments: attachments.length ? attachments : undefined,
      trustLevel: trust.level,
      receivedVia: input.receivedVia,
      rawKey: input.rawKey,
      bodyKey,
      searchText: messageSearchText(parsed, shown, attachments),
      timestamp: at,
      createdAt: at,
      updatedAt: at,
    };
    const nextThread = threadWith(thread, message);
    return {
      message,
      thread,
      nextThread,
      refs: parsed.rfcMessageId ? [parsed.rfcMessageId] : [],
      deliveryRef: deliveryRef(input.rawKey),
      event: eventRecord({
        eventType: decision.eventType,
        organizationId: inbox.organizationId,
        podId: inbox.podId,
        inboxId: inbox.inboxId,
        data: { message: toMessage(message, bodiesForEvent(bodies)), thread: toThread(nextThread) },
        now,
      }),
      // Each inbound message pushes the expiry of an ephemeral inbox.
      inboxExpiry: ephemeralExpiry ? { ...ephemeralExpiry, updatedAt: at } : undefined,
    };
  });
  if (result.ok) {
    platform.metrics.add("messagesReceived", 1, trust.level);
    return { inboxId: inbox.inboxId, messageId, threadId: result.message.threadId, duplicate: false };
  }
  // A concurrent replay stored it first.
  const stored = await readMessageRef(db, inbox.inboxId, deliveryRef(input.rawKey), { consistent: true });
  if (stored)
    return { inboxId: inbox.inboxId, messageId: stored.messageId, threadId: stored.threadId, duplicate: true };
  throw new Error("Inbound message: its delivery reference failed its condition but cannot be read");
}
