// The WsConnections contract on both platforms: API Gateway's management API (the AWS SDK against the recording
// stand-in) and the local realtime hub writing to real `ws` sockets.
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { ApiGatewayManagementApiClient } from "@aws-sdk/client-apigatewaymanagementapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { apiGatewayConnections } from "../../shared/adapters/aws/ws-connections.js";
import { RealtimeHub } from "../../shared/events/local-hub.js";
import { WEBSOCKET_FRAME_BYTES } from "../../shared/limits.js";
import { type AwsStandIn, recorded, startAwsStandIn } from "./support/aws-stand-in.js";
import { runWsConnectionsConformance, type WsClient, type WsConnectionsFixture } from "./ws-connections.contract.js";

/** Waits up to `ms` for `ready()` to hold; answers whether it did. */
async function eventually(ready: () => boolean, ms = 2000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!ready() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return ready();
}

async function apiGatewayFixture(): Promise<WsConnectionsFixture & { standIn: AwsStandIn }> {
  const standIn = await startAwsStandIn();
  // API Gateway refuses to post more than 128 KB; the stand-in would keep it.
  standIn.answerEvery(
    recorded("apigateway-post-to-connection-payload-too-large"),
    (request) => request.method === "POST" && request.body.length > WEBSOCKET_FRAME_BYTES,
  );
  // The stage's callback URL, https://{api-id}.execute-api.{region}.amazonaws.com/{stage}, at the stand-in.
  const endpoint = `${standIn.url}/a1b2c3d4e5/v0`;
  const client = new ApiGatewayManagementApiClient({ ...standIn.clientConfig(), endpoint });
  return {
    standIn,
    connections: apiGatewayConnections({ region: "us-east-1", endpoint, client }),
    async open() {
      // API Gateway's connection ids look like this; any id the stand-in has not been told is gone is open.
      const connectionId = `${randomUUID().replaceAll("-", "").slice(0, 14)}=`;
      const frames = () => (standIn.aws.posted.get(connectionId) ?? []).map((body) => body.toString("utf8"));
      return {
        connectionId,
        received: async () => frames(),
        closedByServer: async () => standIn.aws.deletedConnections.has(connectionId),
      };
    },
    async goAway(client) {
      standIn.aws.goneConnections.add(client.connectionId);
    },
    async dispose() {
      client.destroy();
      await standIn.stop();
    },
  };
}

async function hubFixture(): Promise<WsConnectionsFixture> {
  const hub = new RealtimeHub({} as never);
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise((resolve) => server.once("listening", resolve));
  const serverSockets = new Map<string, WebSocket>();
  // As scripts/local/ws-server.ts does: register on connect, unregister when the socket closes.
  server.on("connection", (socket, request) => {
    const connectionId = new URL(request.url ?? "/", "http://local").searchParams.get("id") as string;
    hub.register(connectionId, socket);
    serverSockets.set(connectionId, socket);
    socket.on("close", () => hub.unregister(connectionId));
  });
  const clients: WebSocket[] = [];
  return {
    connections: hub,
    async open(): Promise<WsClient> {
      const connectionId = randomUUID();
      const socket = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/?id=${connectionId}`);
      clients.push(socket);
      const frames: string[] = [];
      let closeCode: number | undefined;
      socket.on("message", (data) => frames.push(data.toString("utf8")));
      socket.on("close", (code) => {
        closeCode = code;
      });
      await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
      await eventually(() => serverSockets.has(connectionId));
      return {
        connectionId,
        async received(count) {
          await eventually(() => frames.length >= count, count === 0 ? 100 : 2000);
          return [...frames];
        },
        closedByServer: () => eventually(() => closeCode !== undefined),
      };
    },
    async goAway(client) {
      const socket = serverSockets.get(client.connectionId);
      for (const c of clients) if (c.url.endsWith(client.connectionId)) c.terminate();
      await eventually(() => socket?.readyState === WebSocket.CLOSED);
    },
    async dispose() {
      for (const c of clients) c.terminate();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each([
  { name: "API Gateway management API (AWS)", make: apiGatewayFixture },
  { name: "realtime hub (local)", make: hubFixture },
])("$name", ({ name, make }) => {
  runWsConnectionsConformance(name, make);
});

describe("API Gateway connections against recorded service responses", () => {
  let fixture: Awaited<ReturnType<typeof apiGatewayFixture>>;
  beforeAll(async () => {
    fixture = await apiGatewayFixture();
  });
  afterAll(() => fixture.dispose());

  it("reads the service's 410 answer, which has no body, as a connection gone", async () => {
    fixture.standIn.answerNext(recorded("apigateway-post-to-connection-gone"));
    expect(await fixture.connections.post("Xk3fGc9zIAMCJ7Q=", '{"type":"event"}')).toBe(false);
  });

  it("reads the service's 410 answer to a delete as a connection already gone", async () => {
    fixture.standIn.answerNext(recorded("apigateway-post-to-connection-gone"));
    await expect(fixture.connections.close("Xk3fGc9zIAMCJ7Q=")).resolves.toBeUndefined();
  });

  it("surfaces a refusal other than gone, such as a role without execute-api:ManageConnections", async () => {
    fixture.standIn.answerNext(recorded("apigateway-forbidden"));
    await expect(fixture.connections.post("Xk3fGc9zIAMCJ7Q=", '{"type":"event"}')).rejects.toMatchObject({
      name: "ForbiddenException",
    });
  });
});
