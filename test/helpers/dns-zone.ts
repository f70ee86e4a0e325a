// The local DNS zone file (LOCAL_DNS_ZONE) of the test run's service: tests publish a domain's records by writing
// its section of the file, as a developer edits the zone. Sections are kept per domain, between marker comments,
// and every edit is made under a lock (a directory), so test files running side by side do not lose each other's.
import { mkdir, readFile, rename, rmdir, writeFile } from "node:fs/promises";
import { inject } from "vitest";
import { sleep } from "./wait.js";

export const zonePath = (): string => inject("dnsZoneFile");

async function locked<T>(fn: () => Promise<T>): Promise<T> {
  const lock = `${zonePath()}.lock`;
  for (let tries = 0; ; tries++) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (tries > 400) throw new Error("zone file lock held too long");
      await sleep(10);
    }
  }
  try {
    return await fn();
  } finally {
    await rmdir(lock);
  }
}

const marker = (domain: string, edge: "begin" | "end") => `; -- ${edge} ${domain} --`;

/** Replaces the domain's section of the zone file (empty text removes it). */
export async function publishZone(domain: string, text: string): Promise<void> {
  await locked(async () => {
    const current = await readFile(zonePath(), "utf8").catch(() => "");
    const begin = marker(domain, "begin");
    const end = marker(domain, "end");
    const start = current.indexOf(begin);
    const kept =
      start < 0 ? current : current.slice(0, start) + current.slice(current.indexOf(end, start) + end.length + 1);
    const next = text ? `${kept}${begin}\n${text.trimEnd()}\n${end}\n` : kept;
    // Written whole and renamed, so the resolver never reads half a file.
    const tmp = `${zonePath()}.${process.pid}.tmp`;
    await writeFile(tmp, next);
    await rename(tmp, zonePath());
  });
}

/** A zone section for `domain` from its records: `[name, type, rdata]`, names absolute. */
export function zoneOf(domain: string, records: Array<[string, string, string]>): string {
  return [`$ORIGIN ${domain}.`, ...records.map(([name, type, rdata]) => `${name}. 300 IN ${type} ${rdata}`)].join("\n");
}

/** A TXT rdata: the value quoted, split every 255 characters. */
export function txt(value: string): string {
  const chunks: string[] = [];
  for (let i = 0; i < value.length; i += 255) chunks.push(`"${value.slice(i, i + 255).replace(/"/g, '\\"')}"`);
  return chunks.join(" ");
}
