// The SMTP envelope of mail received by SES, for SPF. SES stores the raw message with headers of its own
// prepended, among them the Received header of its inbound server:
//   Return-Path: <bounce@example.com>
//   Received: from mail-ed1-f54.google.com (mail-ed1-f54.google.com [209.85.208.54])
//    by inbound-smtp.us-east-1.amazonaws.com with SMTP id … for …; <date>
// Only that header is trusted: it is the topmost Received header and its `by` host is an SES inbound server.
// Every header below it came from the sender, who can write any Received header they like, so the parser never
// looks further down: no SES header on top means no client IP (SPF `none`), never a guess.
import { isIP } from "node:net";
import type { SmtpEnvelope } from "../trust/authentication.js";

/** SES inbound SMTP endpoints: inbound-smtp.<region>.amazonaws.com. */
const SES_INBOUND_HOST = /^inbound-smtp\.[a-z0-9-]+\.amazonaws\.com$/i;

/**
 * `from <helo> ([<rdns> ][<ip>]) by <host>`, strictly: the reverse-DNS name is a host name or absent, and the
 * address literal closes the comment, so nothing in a client-chosen name can stand in for the address.
 */
const RECEIVED_FROM =
  /^from ([^\s()]+) \((?:([A-Za-z0-9_.-]+) )?\[(?:IPv6:)?([0-9A-Fa-f:.]+)\]\) by ([A-Za-z0-9.-]+)(?:[ ;]|$)/i;

/** A HELO name or address literal as a client may send it. */
const HELO = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?|\[(?:IPv6:)?[0-9A-Fa-f:.]+\])$/i;

/** Headers are read up to this size: SES's own are at the very top. */
const MAX_HEADER_BYTES = 64 * 1024;

export interface SesReceivedHop {
  ip: string;
  helo?: string;
  /** The SES inbound host that wrote the header. */
  by: string;
}

/** The client IP and HELO from an SES Received header's value, or undefined when it is not SES's or malformed. */
export function parseSesReceived(value: string): SesReceivedHop | undefined {
  const match = RECEIVED_FROM.exec(value.replace(/\s+/g, " ").trim());
  if (!match) return undefined;
  const [, helo, , literal, by] = match;
  if (!SES_INBOUND_HOST.test(by)) return undefined;
  const ip = normalizeIp(literal);
  if (!ip) return undefined;
  return { ip, helo: helo.length <= 255 && HELO.test(helo) ? helo : undefined, by: by.toLowerCase() };
}

export interface SesEnvelopeSources {
  /** `mail.source` of the SES receipt notification: the MAIL FROM address. */
  source?: string;
}

/**
 * The envelope SES received the message with: client IP and HELO from SES's own Received header (the topmost
 * one), MAIL FROM from the notification or else SES's Return-Path above it. Empty when SES's header is absent.
 */
export function sesEnvelope(raw: Buffer, sources: SesEnvelopeSources = {}): SmtpEnvelope {
  let returnPath: string | undefined;
  for (const { name, value } of topHeaders(raw)) {
    if (name === "return-path") {
      returnPath ??= value;
      continue;
    }
    if (name !== "received") continue;
    // The first Received header decides: SES's, or nothing.
    const hop = parseSesReceived(value);
    if (!hop) return {};
    const mailFrom = mailFromOf(sources.source) ?? returnPathAddress(returnPath);
    return { ip: hop.ip, ...(hop.helo ? { helo: hop.helo } : {}), ...(mailFrom !== undefined ? { mailFrom } : {}) };
  }
  return {};
}

/** Header fields from the top of the message, unfolded, names lower-cased. */
function* topHeaders(raw: Buffer): Generator<{ name: string; value: string }> {
  const head = raw.subarray(0, MAX_HEADER_BYTES).toString("latin1");
  const end = head.search(/\r?\n\r?\n/);
  const lines = (end >= 0 ? head.slice(0, end) : head).split(/\r?\n/);
  let current: string | undefined;
  const field = (line: string) => {
    const colon = line.indexOf(":");
    return colon > 0
      ? { name: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim() }
      : undefined;
  };
  for (const line of lines) {
    if (/^[ \t]/.test(line) && current !== undefined) {
      current += ` ${line.trim()}`;
      continue;
    }
    if (current !== undefined) {
      const parsed = field(current);
      if (parsed) yield parsed;
    }
    current = line;
  }
  if (current !== undefined) {
    const parsed = field(current);
    if (parsed) yield parsed;
  }
}

function mailFromOf(source: string | undefined): string | undefined {
  const value = source?.trim().replace(/^<|>$/g, "");
  return value?.includes("@") ? value : undefined;
}

/** `<a@b>` → a@b; `<>` (a bounce) → "" so SPF checks the HELO name. */
function returnPathAddress(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const inner = /<([^<>]*)>/.exec(value)?.[1] ?? value;
  const address = inner.trim();
  if (address === "") return "";
  return address.includes("@") ? address : undefined;
}

function normalizeIp(literal: string): string | undefined {
  const lower = literal.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  const ip = mapped ? mapped[1] : lower;
  return isIP(ip) ? ip : undefined;
}
