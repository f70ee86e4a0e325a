// The SMTP envelope of mail received by SES (client IP and HELO from SES's own Received header, MAIL FROM from
// the notification), and SPF evaluated with it against an in-memory zone. No network.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { memoryDnsResolver } from "../../shared/adapters/local/memory-dns.js";
import { authenticateMessage } from "../../shared/trust/authentication.js";
import { sesReceiptOf } from "../../shared/workers/inbound.js";
import { parseSesReceived, sesEnvelope } from "../../shared/workers/ses-received.js";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/ses/${name}`, import.meta.url));

const SES_BY =
  "by inbound-smtp.us-east-1.amazonaws.com with SMTP id abc123 for bob@agents.example.com; Tue, 14 May 2024 10:02:11 +0000 (UTC)";

const BODY = [
  "From: Alice <alice@example.com>",
  "To: bob@agents.example.com",
  "Subject: Hello",
  "Date: Tue, 14 May 2024 10:02:09 +0000",
  "Message-ID: <m1@example.com>",
  "",
  "Hi Bob.",
  "",
];
const message = (...headers: string[]) => Buffer.from([...headers, ...BODY].join("\r\n"));

describe("parseSesReceived", () => {
  it("reads the client IPv4 address, the HELO name and the SES host", () => {
    expect(
      parseSesReceived(`from mail-ed1-f54.google.com (mail-ed1-f54.google.com [209.85.208.54]) ${SES_BY}`),
    ).toEqual({
      ip: "209.85.208.54",
      helo: "mail-ed1-f54.google.com",
      by: "inbound-smtp.us-east-1.amazonaws.com",
    });
  });

  it("reads IPv6 literals, with or without the IPv6: tag, and unmaps IPv4-mapped addresses", () => {
    expect(
      parseSesReceived(
        `from mail-ej1-x62f.google.com (mail-ej1-x62f.google.com [IPv6:2a00:1450:4864:20::62f]) ${SES_BY}`,
      )?.ip,
    ).toBe("2a00:1450:4864:20::62f");
    expect(parseSesReceived(`from mx.example.net (mx.example.net [2001:DB8::25]) ${SES_BY}`)?.ip).toBe("2001:db8::25");
    expect(parseSesReceived(`from mx.example.net (mx.example.net [::ffff:198.51.100.7]) ${SES_BY}`)?.ip).toBe(
      "198.51.100.7",
    );
  });

  it("accepts a client without reverse DNS and an address-literal HELO", () => {
    expect(parseSesReceived(`from [198.51.100.7] (unknown [198.51.100.7]) ${SES_BY}`)).toMatchObject({
      ip: "198.51.100.7",
      helo: "[198.51.100.7]",
    });
    expect(parseSesReceived(`from client.example.net ([198.51.100.7]) ${SES_BY}`)?.ip).toBe("198.51.100.7");
  });

  it("unfolds a header split over several lines", () => {
    const folded =
      "from mail.example.com (mail.example.com\r\n [203.0.113.5])\r\n by inbound-smtp.eu-west-1.amazonaws.com with SMTP id x\r\n for a@b.example;\r\n Tue, 14 May 2024 10:02:11 +0000 (UTC)";
    expect(parseSesReceived(folded)).toMatchObject({ ip: "203.0.113.5", by: "inbound-smtp.eu-west-1.amazonaws.com" });
  });

  it("ignores headers written by any other host", () => {
    for (const by of [
      "mx.google.com",
      "inbound-smtp.us-east-1.amazonaws.com.attacker.example",
      "smtp.us-east-1.amazonaws.com",
      "inbound-smtp.amazonaws.com",
    ]) {
      expect(
        parseSesReceived(`from mail.example.com (mail.example.com [203.0.113.5]) by ${by} with SMTP id x`),
        by,
      ).toBe(undefined);
    }
  });

  it("does not let a client-chosen name stand in for the address", () => {
    // A reverse-DNS name (or HELO) carrying its own bracketed address and "by" clause does not parse at all.
    expect(
      parseSesReceived(`from evil (x[192.0.2.1]) by inbound-smtp.us-east-1.amazonaws.com [203.0.113.9]) ${SES_BY}`),
    ).toBe(undefined);
    expect(parseSesReceived(`from evil (name [not-an-ip]) ${SES_BY}`)).toBe(undefined);
    expect(parseSesReceived(`from evil (name [999.1.1.1]) ${SES_BY}`)).toBe(undefined);
  });
});

describe("sesEnvelope", () => {
  it("takes IP and HELO from the topmost Received header SES wrote, MAIL FROM from the notification", () => {
    expect(sesEnvelope(fixture("received.eml"), { source: "alice@example.com" })).toEqual({
      ip: "203.0.113.5",
      helo: "mail-ed1-f54.example.com",
      mailFrom: "alice@example.com",
    });
  });

  it("falls back to SES's Return-Path above its Received header; <> is a bounce (empty MAIL FROM)", () => {
    const ses = `Received: from mx.example.com (mx.example.com [203.0.113.5]) ${SES_BY}`;
    expect(sesEnvelope(message("Return-Path: <bounce+x@example.com>", ses))).toEqual({
      ip: "203.0.113.5",
      helo: "mx.example.com",
      mailFrom: "bounce+x@example.com",
    });
    expect(sesEnvelope(message("Return-Path: <>", ses)).mailFrom).toBe("");
    // A Return-Path below SES's header is the sender's own and is not read.
    expect(sesEnvelope(message(ses, "Return-Path: <forged@example.org>")).mailFrom).toBe(undefined);
  });

  it("ignores a forged SES header further down (only the top Received header counts)", () => {
    const raw = message(
      "Received: by mail.sender.example with SMTP id 1; Tue, 14 May 2024 10:02:00 +0000",
      `Received: from mail.bank.example (mail.bank.example [192.0.2.10]) ${SES_BY}`,
    );
    expect(sesEnvelope(raw, { source: "ceo@bank.example" })).toEqual({});
  });

  it("gives no IP when SES's header is absent (raw injection, other paths)", () => {
    expect(sesEnvelope(message(), { source: "alice@example.com" })).toEqual({});
    expect(sesEnvelope(Buffer.from("not a message"))).toEqual({});
  });

  it("never reads headers from the body", () => {
    const raw = Buffer.from(
      [
        "From: a@example.com",
        "",
        `Received: from mail.bank.example (mail.bank.example [192.0.2.10]) ${SES_BY}`,
        "",
      ].join("\r\n"),
    );
    expect(sesEnvelope(raw)).toEqual({});
  });
});

describe("the SES receipt notification", () => {
  it("gives the recipients, the object key and MAIL FROM (raw and SNS-wrapped)", () => {
    const body = fixture("received.json").toString("utf8");
    const expected = {
      recipients: ["support-agent@agents.example.com"],
      objectKey: "incoming/ses/k3v9q2m7s1t8u4w6x0y5z2a9b8c7d6e5f4g3h2i1",
      source: "alice@example.com",
    };
    expect(sesReceiptOf(body)).toEqual(expected);
    expect(sesReceiptOf(JSON.stringify({ Type: "Notification", Message: body }))).toEqual(expected);
  });
});

describe("SPF with the SES envelope", () => {
  const dns = memoryDnsResolver();
  dns.setTxt("example.com", ["v=spf1 ip4:203.0.113.0/24 -all"]);
  dns.setTxt("bank.example", ["v=spf1 ip4:192.0.2.10 -all"]);

  it("passes for a client the sender's domain authorizes", async () => {
    const raw = fixture("received.eml");
    const result = await authenticateMessage(raw, sesEnvelope(raw, { source: "alice@example.com" }), dns);
    expect(result.spf).toBe("pass");
  });

  it("fails for a client it does not authorize", async () => {
    const raw = message(`Received: from mx.attacker.example (mx.attacker.example [198.51.100.66]) ${SES_BY}`);
    const result = await authenticateMessage(raw, sesEnvelope(raw, { source: "ceo@bank.example" }), dns);
    expect(result.spf).toBe("fail");
  });

  it("stays none when the only SES-looking header is a forged one further down", async () => {
    const raw = message(
      "Received: by mail.attacker.example with SMTP id 1; Tue, 14 May 2024 10:02:00 +0000",
      `Received: from mail.bank.example (mail.bank.example [192.0.2.10]) ${SES_BY}`,
    );
    const result = await authenticateMessage(raw, sesEnvelope(raw, { source: "ceo@bank.example" }), dns);
    expect(result.spf).toBe("none");
  });
});
