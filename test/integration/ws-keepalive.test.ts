// The WebSocket keep-alive sweep (shared/events/websocket.ts), against DynamoDB Local in a table of its own (so no
// other test's connections are swept): every open connection is posted its current `subscribed` frame; gone ones
// (410), ones past their 2-hour lifetime and ones whose credential no longer holds are forgotten.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CreateTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { localDynamoDbClientConfig } from "../../scripts/local/dynamodb.js";
import { createDocumentClient } from "../../shared/db/client.js";
import { createService, type Db } from "../../shared/db/service.js";
import { createTableInput } from "../../shared/db/table.js";
import { everyConnection } from "../../shared/db/ws-connections.js";
import {
  CONNECTION_LIFETIME_MS,
  isKeepAliveEvent,
  keepConnectionsAlive,
  subscribedFrame,
} from "../../shared/events/websocket.js";
import { createLogger } from "../../shared/observability/logger.js";
import type { Platform } from "../../shared/ports/platform.js";
import type { WsConnections } from "../../shared/ports/ws-connections.js";

const fixture = (path: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "events", path), "utf8"));

const NOW = Date.parse("2026-11-26T18:00:00Z");
const RECHECK_MS = 30_000;

/** The management API as a test double: what was posted, what was closed, which connections are gone. */
class FakeConnections implements WsConnections {
  readonly posted = new Map<string, string[]>();
  readonly closed = new Set<string>();
  readonly gone = new Set<string>();
  async post(connectionId: string, frame: string) {
    if (this.gone.has(connectionId)) return false;
    this.posted.set(connectionId, [...(this.posted.get(connectionId) ?? []), frame]);
    return true;
  }
  async close(connectionId: string) {
    this.closed.add(connectionId);
  }
}

let db: Db;

beforeAll(async () => {
  const tableName = `keepalive-${randomBytes(4).toString("hex")}`;
  const raw = new DynamoDBClient(localDynamoDbClientConfig(inject("dynamodbEndpoint")));
  await raw.send(new CreateTableCommand(createTableInput(tableName)));
  raw.destroy();
  db = createService(createDocumentClient({ region: "us-east-1", endpoint: inject("dynamodbEndpoint") }), tableName);
});

function platformWith(connections: FakeConnections): Platform {
  return {
    db,
    clock: { now: () => new Date(NOW) },
    log: createLogger({}, { level: "silent" }),
    config: { streams: { pingMs: 15_000, recheckMs: RECHECK_MS, pollMs: 1000 } },
    wsConnections: connections,
  } as unknown as Platform;
}

async function record(
  connectionId: string,
  options: { connectedAgoMs?: number; checkedAgoMs?: number; inboxIds?: string[] } = {},
) {
  const connectedAt = NOW - (options.connectedAgoMs ?? 60_000);
  await db.entities.wsConnection
    .put({
      connectionId,
      organizationId: "org_keepalive",
      principalKind: "api_key",
      scope: "organization",
      restricted: false,
      credentialSource: "bearer",
      credentialHash: `unknown-${connectionId}`,
      inboxIds: options.inboxIds,
      connectedAt: new Date(connectedAt).toISOString(),
      checkedAt: new Date(NOW - (options.checkedAgoMs ?? 1000)).toISOString(),
      expiresAt: new Date(connectedAt + CONNECTION_LIFETIME_MS).toISOString(),
    })
    .go({ response: "none" });
}

const ids = async () => (await everyConnection(db)).map((c) => c.connectionId).sort();

describe("the WebSocket keep-alive sweep", () => {
  it("is what a scheduled EventBridge event asks for; a WebSocket event is not", () => {
    expect(isKeepAliveEvent(fixture("eventbridge/scheduled-event.json"))).toBe(true);
    expect(isKeepAliveEvent(fixture("apigw-websocket/connect.json"))).toBe(false);
  });

  it("posts each open connection its current subscribed frame and forgets what is gone, expired or revoked", async () => {
    await record("quiet", { inboxIds: ["a@agents.test"] });
    await record("plain");
    await record("gone");
    await record("gone-but-young", { connectedAgoMs: 2000 });
    await record("expired", { connectedAgoMs: CONNECTION_LIFETIME_MS + 1000 });
    // Not rechecked for a while, and its key (an unknown hash here) no longer resolves.
    await record("revoked", { checkedAgoMs: RECHECK_MS + 1000 });
    expect(await ids()).toEqual(["expired", "gone", "gone-but-young", "plain", "quiet", "revoked"]);

    const connections = new FakeConnections();
    connections.gone.add("gone");
    connections.gone.add("gone-but-young");
    const result = await keepConnectionsAlive(platformWith(connections));

    expect(result).toEqual({ connections: 6, posted: 2, dropped: 4 });
    expect(connections.posted.get("quiet")).toEqual([subscribedFrame({ inboxIds: ["a@agents.test"] })]);
    expect(JSON.parse(connections.posted.get("quiet")?.[0] ?? "")).toEqual({
      type: "subscribed",
      inbox_ids: ["a@agents.test"],
    });
    expect(connections.posted.get("plain")).toEqual([JSON.stringify({ type: "subscribed" })]);
    expect(connections.posted.has("expired")).toBe(false);
    // The revoked connection is told why, then closed.
    expect(JSON.parse(connections.posted.get("revoked")?.[0] ?? "{}")).toMatchObject({
      type: "error",
      name: "UnauthorizedError",
    });
    expect([...connections.closed]).toEqual(["revoked"]);
    // A connection this young may be racing its own $connect: kept for the next sweep.
    expect(await ids()).toEqual(["gone-but-young", "plain", "quiet"]);
  });

  it("keeps posting on later sweeps (the young one too, once reachable), and does nothing without connections", async () => {
    const again = await keepConnectionsAlive(platformWith(new FakeConnections()));
    expect(again).toEqual({ connections: 3, posted: 3, dropped: 0 });
    for (const id of await ids()) await db.entities.wsConnection.delete({ connectionId: id }).go();
    expect(await keepConnectionsAlive(platformWith(new FakeConnections()))).toEqual({
      connections: 0,
      posted: 0,
      dropped: 0,
    });
  });
});
