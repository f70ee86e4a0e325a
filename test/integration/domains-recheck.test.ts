// The background re-check of custom domains with a clock the test moves, over a table of its own in the test run's
// DynamoDB Local (the re-check index is service-wide: the shared table's domains, other files' included, stay out
// of it). PENDING and INVALID domains are checked again about every 5 minutes until 7 days after creation, with
// domain.updated and domain.verified as the records change; NOT_STARTED and VERIFIED ones are left alone.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ensureTable } from "../../scripts/local/table.js";
import { localDomainIdentities } from "../../shared/adapters/local/domain-identities.js";
import { type MemoryDnsResolver, memoryDnsResolver } from "../../shared/adapters/local/memory-dns.js";
import type { Config } from "../../shared/config.js";
import { createDocumentClient } from "../../shared/db/client.js";
import { createService, type Db } from "../../shared/db/service.js";
import {
  checkDomain,
  createDomain,
  RECHECK_INTERVAL_MS,
  RECHECK_WINDOW_MS,
  recheckDomains,
} from "../../shared/domain/domains.js";
import { createLogger } from "../../shared/observability/logger.js";
import type { Platform } from "../../shared/ports/platform.js";
import { handleDomainRecheck } from "../../shared/workers/domain-recheck.js";

const MIN = 60_000;

let db: Db;

beforeAll(async () => {
  const table = `domains-recheck-${randomBytes(4).toString("hex")}`;
  await ensureTable(inject("dynamodbEndpoint"), table);
  db = createService(createDocumentClient({ region: "us-east-1", endpoint: inject("dynamodbEndpoint") }), table);
});

interface Harness {
  platform: Platform;
  dns: MemoryDnsResolver;
  advance(ms: number): void;
  scope: { organizationId: string; podId: string };
}

async function harness(): Promise<Harness> {
  let now = Date.parse("2030-03-01T12:00:00.000Z");
  const dns = memoryDnsResolver();
  const platform = {
    config: { sharedDomain: "agents.localhost", inboundMxHost: "agents.localhost" } as Config,
    db,
    dns,
    domainIdentities: localDomainIdentities,
    clock: { now: () => new Date(now) },
    log: createLogger({ test: "domains-recheck" }, { level: "silent" }),
  } as unknown as Platform;
  const organizationId = `org_recheck${randomBytes(6).toString("hex")}`;
  const podId = `pod_recheck${randomBytes(6).toString("hex")}`;
  const at = new Date(now).toISOString();
  await db.entities.organization
    .create({ organizationId, name: "recheck", slug: "recheck", defaultPodId: podId, createdAt: at, updatedAt: at })
    .go();
  return {
    platform,
    dns,
    advance: (ms) => {
      now += ms;
    },
    scope: { organizationId, podId },
  };
}

async function eventTypes(organizationId: string): Promise<string[]> {
  const { data } = await db.entities.event.query.byOrganization({ organizationId }).go({ pages: "all" });
  return data
    .sort((a, b) => a.eventId.localeCompare(b.eventId))
    .map((e) => `${e.eventType}:${(e.data as any).domain.status}`);
}

const name = () => `recheck-${randomBytes(4).toString("hex")}.example.com`;

/** Publishes every record of a domain in the memory zone. */
function publishAll(
  dns: MemoryDnsResolver,
  records: Array<{ type: string; name: string; value: string; priority?: number }>,
) {
  for (const r of records) {
    if (r.type === "TXT") dns.setTxt(r.name, [r.value]);
    else if (r.type === "MX") dns.setMx(r.name, [{ exchange: r.value, priority: r.priority ?? 10 }]);
    else dns.setCname(r.name, r.value);
  }
}

describe("the background re-check", () => {
  it("leaves a NOT_STARTED domain alone: only the verify call checks it first", async () => {
    const h = await harness();
    const { domain } = await createDomain(h.platform, h.scope, { domain: name() }, h.platform.clock.now());
    publishAll(h.dns, domain.records);
    h.advance(10 * MIN);
    await recheckDomains(h.platform);
    const { data } = await db.entities.domain.get({ domain: domain.domain }).go();
    expect(data?.status).toBe("NOT_STARTED");
    expect(data?.lastCheckedAt).toBeUndefined();
  });

  it("checks a PENDING domain again every 5 minutes, INVALID then VERIFIED, with the events", async () => {
    const h = await harness();
    const { domain } = await createDomain(h.platform, h.scope, { domain: name() }, h.platform.clock.now());
    const pending = await checkDomain(h.platform, domain, h.platform.clock.now());
    expect(pending.status).toBe("PENDING");
    expect(pending.recheckAt).toBe(new Date(h.platform.clock.now().getTime() + RECHECK_INTERVAL_MS).toISOString());

    // Not due yet: nothing happens before 5 minutes.
    h.dns.setTxt(domain.domain, ["v=spf1 include:elsewhere.example -all"]);
    h.advance(4 * MIN);
    expect(await recheckDomains(h.platform)).toBe(0);
    expect(await eventTypes(h.scope.organizationId)).toEqual(["domain.updated:PENDING"]);

    // Due: the wrong SPF record makes it INVALID.
    h.advance(1 * MIN);
    expect(await recheckDomains(h.platform)).toBe(1);
    const { data: invalid } = await db.entities.domain.get({ domain: domain.domain }).go();
    expect(invalid?.status).toBe("INVALID");
    expect(invalid?.lastCheckedAt).toBe(h.platform.clock.now().toISOString());

    // Nothing changes over the next check: no event.
    h.advance(5 * MIN);
    expect(await recheckDomains(h.platform)).toBe(1);
    expect(await eventTypes(h.scope.organizationId)).toEqual(["domain.updated:PENDING", "domain.updated:INVALID"]);

    // Every record published: VERIFIED on the next run, and off the re-check index.
    publishAll(h.dns, domain.records);
    h.advance(5 * MIN);
    expect(await handleDomainRecheck(h.platform)).toEqual({ checked: 1 });
    const { data: verified } = await db.entities.domain.get({ domain: domain.domain }).go();
    expect(verified?.status).toBe("VERIFIED");
    expect(verified?.verifiedAt).toBe(h.platform.clock.now().toISOString());
    expect(verified?.recheckQueue).toBeUndefined();
    expect(await eventTypes(h.scope.organizationId)).toEqual([
      "domain.updated:PENDING",
      "domain.updated:INVALID",
      "domain.verified:VERIFIED",
      "domain.updated:VERIFIED",
    ]);
    h.advance(5 * MIN);
    expect(await recheckDomains(h.platform)).toBe(0);
  });

  it("stops 7 days after the domain was created", async () => {
    const h = await harness();
    const { domain } = await createDomain(h.platform, h.scope, { domain: name() }, h.platform.clock.now());
    await checkDomain(h.platform, domain, h.platform.clock.now());
    let checks = 0;
    // Run the worker every 5 minutes for 7 days and a bit: about 2016 checks' worth, so step by four hours instead
    // and count that each run still checks while the window is open.
    for (let hour = 4; hour <= 7 * 24 + 8; hour += 4) {
      h.advance(4 * 60 * MIN);
      checks += await recheckDomains(h.platform);
    }
    // Checked once per run while the window was open (the runs at 4 h … 164 h; the one at 168 h is past it), never
    // after.
    expect(checks).toBe((7 * 24) / 4 - 1);
    const { data } = await db.entities.domain.get({ domain: domain.domain }).go();
    expect(data?.status).toBe("PENDING");
    expect(data?.recheckQueue).toBeUndefined();
    expect(Date.parse(data?.lastCheckedAt ?? "")).toBeLessThan(Date.parse(domain.createdAt) + RECHECK_WINDOW_MS);
  });
});
