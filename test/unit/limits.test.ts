// Limits that differ on AWS: how sizes are stated, the send cap and who declares it, and POST /inbound/raw holding
// the configured value (the AWS stack sets 4 MiB; test/infra/limits.test.ts checks that it does).
import { describe, expect, it } from "vitest";
import { sesTransport } from "../../shared/adapters/aws/ses-transport.js";
import { LocalTransport } from "../../shared/adapters/local/local-transport.js";
import { ApiError } from "../../shared/errors.js";
import {
  bodyTooLargeMessage,
  formatMegabytes,
  LAMBDA_BODY_LIMIT_BYTES,
  SES_MAX_MESSAGE_BYTES,
} from "../../shared/limits.js";
import { checkMessageSize } from "../../shared/mail/send.js";
import { inboundRoutes } from "../../shared/routes/inbound.js";

describe("sizes in messages", () => {
  it("states binary megabytes by default, decimal when asked, one decimal when not whole", () => {
    expect(formatMegabytes(40 * 1024 * 1024)).toBe("40 MB");
    expect(formatMegabytes(LAMBDA_BODY_LIMIT_BYTES)).toBe("4 MB");
    expect(formatMegabytes(SES_MAX_MESSAGE_BYTES, 1e6)).toBe("40 MB");
    expect(formatMegabytes(43_812_345, 1e6)).toBe("43.8 MB");
    expect(bodyTooLargeMessage(10 * 1024 * 1024)).toBe(
      "Request body too large (over 10 MB); send large attachments by URL",
    );
  });
});

describe("the send cap", () => {
  it("lets a message of exactly the cap through and refuses one byte more with 400 on attachments", () => {
    expect(() => checkMessageSize(SES_MAX_MESSAGE_BYTES, SES_MAX_MESSAGE_BYTES)).not.toThrow();
    let error: unknown;
    try {
      checkMessageSize(SES_MAX_MESSAGE_BYTES + 1, SES_MAX_MESSAGE_BYTES);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toBody()).toEqual({
      error: {
        type: "validation",
        param: "attachments",
        message:
          "Message too large: 40.0 MB once composed (attachments are base64-encoded, a third larger); the limit is 40 MB",
      },
    });
  });

  it("is declared by the transport: SES's 40 MB, and the local transport holds the same", () => {
    expect(SES_MAX_MESSAGE_BYTES).toBe(40_000_000);
    expect(sesTransport({ region: "us-east-1" }).maxMessageBytes).toBe(SES_MAX_MESSAGE_BYTES);
    const local = new LocalTransport({
      isLocalAddress: async () => false,
      deliverLocal: async () => undefined,
      notify: async () => undefined,
      outboxDir: "/nonexistent",
      now: () => new Date(),
    });
    expect(local.maxMessageBytes).toBe(SES_MAX_MESSAGE_BYTES);
  });
});

describe("POST /inbound/raw holds the configured limit and states it", () => {
  const handler = inboundRoutes[0].handler;
  const attempt = (limit: number, bytes: number) =>
    handler({
      platform: { config: { inboundRawLimitBytes: limit } },
      request: { body: Buffer.alloc(bytes, "x"), headers: {} },
    } as unknown as Parameters<typeof handler>[0]);

  it("over the AWS value (4 MiB): 400 Message too large (over 4 MB)", async () => {
    await expect(attempt(LAMBDA_BODY_LIMIT_BYTES, LAMBDA_BODY_LIMIT_BYTES + 1)).rejects.toMatchObject({
      status: 400,
      type: "validation",
      message: "Message too large (over 4 MB)",
    });
  });

  it("at the limit it goes on (here to the empty-platform failure after the size check)", async () => {
    const error = await attempt(LAMBDA_BODY_LIMIT_BYTES, LAMBDA_BODY_LIMIT_BYTES).catch((e: unknown) => e);
    expect(error).not.toMatchObject({ message: expect.stringMatching(/too large/) });
  });
});
