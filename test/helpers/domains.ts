// Custom domains for tests: create one, read its zone file, publish it in the local zone (LOCAL_DNS_ZONE) and verify.
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { publishZone } from "./dns-zone.js";
import { call } from "./http.js";

/** Names published by this test file, to take out of the zone when it ends (unpublishAll). */
const published = new Set<string>();

export const uniqueDomain = (tag: string): string => `${tag}-${randomBytes(4).toString("hex")}.example.com`;

export async function createDomain(key: string, body: Record<string, unknown>, path = "/v0/domains") {
  const res = await call("POST", path, { key, body });
  if (res.status !== 201) throw new Error(`domain create failed: ${res.status} ${res.text}`);
  return res.body;
}

export async function zoneText(key: string, domainId: string): Promise<string> {
  const res = await call("GET", `/v0/domains/${domainId}/zone-file`, { key });
  expect(res.status).toBe(200);
  return res.text;
}

/** Replaces the domain's records in the local zone file. */
export async function publish(domain: string, text: string): Promise<void> {
  published.add(domain);
  await publishZone(domain, text);
}

export async function unpublishAll(): Promise<void> {
  await Promise.all([...published].map((d) => publishZone(d, "")));
  published.clear();
}

export async function verify(key: string, domainId: string) {
  const res = await call("POST", `/v0/domains/${domainId}/verify`, { key });
  expect(res.status).toBe(200);
  return res.body;
}

/** A VERIFIED domain: its own zone file published as is, then verified. */
export async function verifiedDomain(key: string, body: Record<string, unknown>) {
  const created = await createDomain(key, body);
  await publish(created.domain, await zoneText(key, created.domain_id));
  const done = await verify(key, created.domain_id);
  expect(done.status).toBe("VERIFIED");
  return done;
}
