// A small authoritative DNS server on a loopback UDP port, serving a MemoryZone as a real zone would: TXT values
// longer than 255 bytes split into character-strings, NXDOMAIN for unknown names, an empty answer (NODATA) for a
// known name without the asked type. The system resolver (c-ares through node:dns) queries it like any name server,
// so the DnsResolver suite runs the AWS adapter over the wire. Names in `silent` get no answer at all (timeouts), and
// names in `failing` a SERVFAIL.
import { createSocket, type Socket } from "node:dgram";
import { isIPv6 } from "node:net";
import type { MemoryZone } from "../../../shared/adapters/local/memory-dns.js";

const TYPES = { A: 1, NS: 2, CNAME: 5, MX: 15, TXT: 16, AAAA: 28 } as const;
const NOERROR = 0;
const SERVFAIL = 2;
const NXDOMAIN = 3;

export interface DnsServer {
  /** `127.0.0.1:port`, for `systemDnsResolver({ servers })`. */
  address: string;
  /** Queries received, as `name TYPE` (for checking the resolver asked). */
  queries: string[];
  stop(): Promise<void>;
}

const normalize = (name: string) => name.trim().toLowerCase().replace(/\.$/, "");

/** The question's name (labels), its end offset, and its type. */
function readQuestion(packet: Buffer): { name: string; end: number; type: number } {
  const labels: string[] = [];
  let offset = 12;
  while (packet[offset] !== 0) {
    const length = packet[offset];
    labels.push(packet.subarray(offset + 1, offset + 1 + length).toString("latin1"));
    offset += 1 + length;
  }
  offset += 1;
  return { name: labels.join("."), end: offset + 4, type: packet.readUInt16BE(offset) };
}

function encodeName(name: string): Buffer {
  const parts = normalize(name)
    .split(".")
    .filter(Boolean)
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, "latin1")]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

/** A TXT value as character-strings of at most 255 bytes, as a zone file splits a long string. */
function txtRdata(value: string | string[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of Array.isArray(value) ? value : [value]) {
    const bytes = Buffer.from(part, "utf8");
    let offset = 0;
    do {
      const chunk = bytes.subarray(offset, offset + 255);
      chunks.push(Buffer.from([chunk.length]), chunk);
      offset += 255;
    } while (offset < bytes.length);
  }
  return Buffer.concat(chunks);
}

function ipv6Bytes(address: string): Buffer {
  if (!isIPv6(address)) throw new Error(`not an IPv6 address: ${address}`);
  const [head, tail = ""] = address.split("::");
  const groups = (text: string) => (text ? text.split(":") : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = address.includes("::")
    ? [...groups(head), ...Array(missing).fill("0"), ...groups(tail)]
    : groups(address);
  const out = Buffer.alloc(16);
  for (const [i, group] of all.entries()) out.writeUInt16BE(Number.parseInt(group, 16), i * 2);
  return out;
}

function answersFor(zone: MemoryZone, name: string, type: number): Buffer[] | undefined {
  const find = <T>(records: Record<string, T[]> | undefined): T[] | undefined =>
    Object.entries(records ?? {}).find(([key]) => normalize(key) === name)?.[1];
  switch (type) {
    case TYPES.TXT:
      return find(zone.txt)?.map(txtRdata);
    case TYPES.MX:
      return find(zone.mx)?.map((mx) => {
        const preference = Buffer.alloc(2);
        preference.writeUInt16BE(mx.priority);
        return Buffer.concat([preference, encodeName(mx.exchange)]);
      });
    case TYPES.A:
      return find(zone.a)?.map((ip) => Buffer.from(ip.split(".").map(Number)));
    case TYPES.AAAA:
      return find(zone.aaaa)?.map(ipv6Bytes);
    case TYPES.NS:
      return find(zone.ns)?.map(encodeName);
    case TYPES.CNAME: {
      const alias = Object.entries(zone.cname ?? {}).find(([key]) => normalize(key) === name)?.[1];
      return alias ? [encodeName(alias)] : undefined;
    }
    default:
      return undefined;
  }
}

function knows(zone: MemoryZone, name: string): boolean {
  return [zone.txt, zone.mx, zone.a, zone.aaaa, zone.ns, zone.cname].some((records) =>
    Object.keys(records ?? {}).some((key) => normalize(key) === name),
  );
}

function respond(query: Buffer, end: number, rcode: number, answers: Array<{ type: number; rdata: Buffer }>): Buffer {
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // id
  const recursionDesired = query.readUInt16BE(2) & 0x0100;
  header.writeUInt16BE(0x8000 | 0x0400 | recursionDesired | 0x0080 | rcode, 2); // QR, AA, RD, RA, RCODE
  header.writeUInt16BE(1, 4); // one question
  header.writeUInt16BE(answers.length, 6);
  const records = answers.map(({ type, rdata }) => {
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    fixed.writeUInt16BE(type, 2);
    fixed.writeUInt16BE(1, 4); // class IN
    fixed.writeUInt32BE(300, 6); // TTL
    fixed.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([fixed, rdata]);
  });
  return Buffer.concat([header, query.subarray(12, end), ...records]);
}

export async function startDnsServer(
  zone: MemoryZone,
  options: { silent?: string[]; failing?: string[] } = {},
): Promise<DnsServer> {
  const silent = new Set((options.silent ?? []).map(normalize));
  const failing = new Set((options.failing ?? []).map(normalize));
  const queries: string[] = [];
  const socket: Socket = createSocket("udp4");
  socket.on("message", (query, peer) => {
    const { name, end, type } = readQuestion(query);
    const key = normalize(name);
    const typeName = Object.entries(TYPES).find(([, code]) => code === type)?.[0] ?? String(type);
    queries.push(`${key} ${typeName}`);
    if (silent.has(key)) return;
    let answer: Buffer;
    if (failing.has(key)) answer = respond(query, end, SERVFAIL, []);
    else if (!knows(zone, key)) answer = respond(query, end, NXDOMAIN, []);
    else {
      const rdatas = answersFor(zone, key, type) ?? [];
      answer = respond(
        query,
        end,
        NOERROR,
        rdatas.map((rdata) => ({ type, rdata })),
      );
    }
    socket.send(answer, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    queries,
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
