// A deployment without a mail transport refuses sends with 501, after the recipient checks.
import { describe, expect, it } from "vitest";
import { systemClock } from "../../shared/adapters/system/clock.js";
import { loadConfig } from "../../shared/config.js";
import { ApiError } from "../../shared/errors.js";
import { sendFromInbox } from "../../shared/mail/send.js";
import { createLogger } from "../../shared/observability/logger.js";
import { noMetrics } from "../../shared/observability/metrics.js";
import type { Platform } from "../../shared/ports/platform.js";
import { testDb } from "../helpers/db.js";
import { createInbox, signUp } from "../helpers/http.js";

describe("sending without a transport", () => {
  it("answers 501 not_implemented", async () => {
    const account = await signUp();
    const created = await createInbox(account.key);
    const db = testDb();
    const { data: inbox } = await db.entities.inbox.get({ inboxId: created.inbox_id }).go();
    process.env.SERVER_SECRET ??= "test";
    const platform = {
      config: { ...loadConfig(), recipientCap: 50, allowLoopback: false },
      db,
      clock: systemClock,
      log: createLogger({}, { level: "silent" }),
      metrics: noMetrics,
      transport: undefined,
    } as unknown as Platform;
    const attempt = sendFromInbox(
      platform,
      inbox!,
      { to: [{ address: "someone@example.net" }], cc: [], bcc: [], replyTo: [], text: "hi" },
      new Date(),
    );
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ status: 501, type: "not_implemented" });
  });
});
