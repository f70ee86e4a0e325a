// Export of an inbox: every message oldest first, as mbox (raw MIME) or JSON lines (the Message object).
import type { Principal } from "../auth/principal.js";
import { inboxMessagesOldestFirst } from "../db/messages.js";
import type { MessageItem } from "../db/service.js";
import { addressOf } from "../mime/addresses.js";
import type { Platform } from "../ports/platform.js";
import { readableLabels } from "./labels.js";
import { readBodiesAndTrust, toMessage } from "./messages.js";

export type ExportFormat = "mbox" | "jsonl";

export const EXPORT_CONTENT_TYPE: Record<ExportFormat, string> = {
  mbox: "application/mbox",
  jsonl: "application/x-ndjson",
};

/** mboxrd: a "From " line starts each message; body lines that look like one get another ">". */
export function mboxEntry(message: MessageItem, raw: Buffer): Buffer {
  const sender = addressOf(message.from) || "MAILER-DAEMON";
  const date = new Date(message.timestamp)
    .toUTCString()
    .replace(/^(\w+), (\d+) (\w+) (\d+) (\S+) GMT$/, "$1 $3 $2 $5 $4");
  const body = raw
    .toString("latin1")
    .replace(/\r\n/g, "\n")
    .replace(/^(>*From )/gm, ">$1");
  const text = `From ${sender} ${date}\n${body}${body.endsWith("\n") ? "" : "\n"}\n`;
  return Buffer.from(text, "latin1");
}

/** Mail with hidden labels the credential may not read is left out, as everywhere else. */
export async function* exportInbox(
  platform: Platform,
  principal: Principal,
  inboxId: string,
  format: ExportFormat,
): AsyncGenerator<Buffer> {
  for await (const message of inboxMessagesOldestFirst(platform.db, inboxId)) {
    if (!readableLabels(principal, message.labels)) continue;
    if (format === "mbox") {
      const raw = await platform.blobs.get(message.rawKey);
      if (raw) yield mboxEntry(message, raw);
    } else {
      const { bodies, trust } = await readBodiesAndTrust(platform, message);
      yield Buffer.from(`${JSON.stringify(toMessage(message, bodies, { trust }))}\n`, "utf8");
    }
  }
}
