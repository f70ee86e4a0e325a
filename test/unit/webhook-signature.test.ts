// Webhook signatures: the t=…,v1=… scheme keyed by the full whsec_ secret, verified by our code and by Stripe's
// library in both directions (receivers can use off-the-shelf verification).
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import {
  computeSignature,
  newWebhookSecret,
  SignatureError,
  signatureHeader,
  verifySignature,
} from "../../shared/events/signature.js";

const reason = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SignatureError);
    return (error as SignatureError).reason;
  }
  throw new Error("expected a SignatureError");
};

describe("computeSignature", () => {
  it("is the hex HMAC-SHA256 of '<t>.<body>' keyed by the whole secret, prefix included", () => {
    // printf '1700000000.{"a":1}' | openssl dgst -sha256 -hmac 'whsec_test'
    expect(computeSignature('{"a":1}', "whsec_test", 1700000000)).toBe(
      "38877139021993b830af32feea6e18a8da83eb2f6e49ee50bd9e4cf4ca4d3789",
    );
    expect(computeSignature('{"a":1}', "test", 1700000000)).not.toBe(
      computeSignature('{"a":1}', "whsec_test", 1700000000),
    );
    expect(computeSignature(Buffer.from('{"a":1}'), "whsec_test", 1700000000)).toBe(
      computeSignature('{"a":1}', "whsec_test", 1700000000),
    );
  });

  it("signatureHeader carries the unix seconds of the send time and v1", () => {
    const at = new Date(1700000000_900);
    expect(signatureHeader('{"a":1}', "whsec_test", at)).toBe(
      "t=1700000000,v1=38877139021993b830af32feea6e18a8da83eb2f6e49ee50bd9e4cf4ca4d3789",
    );
  });
});

describe("newWebhookSecret", () => {
  it("is whsec_ and 32 base62 characters, different every time", () => {
    const secrets = new Set(Array.from({ length: 50 }, newWebhookSecret));
    expect(secrets.size).toBe(50);
    for (const s of secrets) expect(s).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
  });
});

describe("verifySignature", () => {
  const secret = newWebhookSecret();
  const body = JSON.stringify({ type: "event", event_id: "evt_1", data: { a: "é" } });
  const at = new Date("2026-01-01T00:00:00Z");
  const header = signatureHeader(body, secret, at);

  it("accepts the header it made, returning the signed timestamp", () => {
    expect(verifySignature(body, header, secret, { now: at })).toBe(at.getTime() / 1000);
    expect(verifySignature(Buffer.from(body), header, secret, { now: at })).toBe(at.getTime() / 1000);
  });

  it("rejects a changed body, another secret and the secret without its prefix", () => {
    expect(reason(() => verifySignature(body.replace("é", "e"), header, secret, { now: at }))).toBe("mismatch");
    expect(reason(() => verifySignature(body, header, newWebhookSecret(), { now: at }))).toBe("mismatch");
    expect(reason(() => verifySignature(body, header, secret.slice("whsec_".length), { now: at }))).toBe("mismatch");
  });

  it("rejects timestamps more than 5 minutes from the receiver's clock, either way", () => {
    const t = at.getTime();
    expect(verifySignature(body, header, secret, { now: new Date(t + 300_000) })).toBeGreaterThan(0);
    expect(verifySignature(body, header, secret, { now: new Date(t - 300_000) })).toBeGreaterThan(0);
    expect(reason(() => verifySignature(body, header, secret, { now: new Date(t + 301_000) }))).toBe("timestamp");
    expect(reason(() => verifySignature(body, header, secret, { now: new Date(t - 301_000) }))).toBe("timestamp");
    expect(verifySignature(body, header, secret, { now: new Date(t + 900_000), toleranceSeconds: 900 })).toBe(t / 1000);
  });

  it("rejects a missing or malformed header, and a timestamp the signature was not made for", () => {
    expect(reason(() => verifySignature(body, undefined, secret))).toBe("malformed");
    expect(reason(() => verifySignature(body, "v1=abc", secret))).toBe("malformed");
    expect(reason(() => verifySignature(body, "t=1700000000", secret))).toBe("malformed");
    expect(reason(() => verifySignature(body, `t=x,${header.split(",")[1]}`, secret))).toBe("malformed");
    const shifted = header.replace(/^t=(\d+)/, (_, t) => `t=${Number(t) + 1}`);
    expect(reason(() => verifySignature(body, shifted, secret, { now: at }))).toBe("mismatch");
  });

  it("accepts any one matching v1 among several (secret rotation)", () => {
    const other = computeSignature(body, newWebhookSecret(), at.getTime() / 1000);
    const both = `${header.split(",")[0]},v1=${other},${header.split(",")[1]}`;
    expect(verifySignature(body, both, secret, { now: at })).toBe(at.getTime() / 1000);
  });
});

describe("interoperability with Stripe's webhook library (same t=…,v1=… scheme)", () => {
  const secret = newWebhookSecret();
  const body = JSON.stringify({ type: "event", event_id: "evt_2", event_type: "inbox.created", data: {} });

  it("Stripe.webhooks.constructEvent accepts our signature and returns the parsed body", () => {
    const header = signatureHeader(body, secret, new Date());
    const event = Stripe.webhooks.constructEvent(body, header, secret) as unknown as Record<string, unknown>;
    expect(event).toEqual(JSON.parse(body));
    expect(() => Stripe.webhooks.constructEvent(`${body} `, header, secret)).toThrow(/signature/i);
    expect(() => Stripe.webhooks.constructEvent(body, header, newWebhookSecret())).toThrow(/signature/i);
  });

  it("Stripe enforces the same 5-minute tolerance on our timestamps", () => {
    const old = signatureHeader(body, secret, new Date(Date.now() - 301_000));
    expect(() => Stripe.webhooks.constructEvent(body, old, secret)).toThrow(/tolerance/i);
  });

  it("our verifier accepts a header made by Stripe's test helper", () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
    expect(verifySignature(body, header, secret)).toBe(timestamp);
  });
});
