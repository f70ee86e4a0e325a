// A real webhook endpoint for tests: a node:http server on 127.0.0.1 that records every request (raw body kept for
// signature checks) and answers as told.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { waitFor } from "./wait.js";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  json: any;
  at: number;
}

export interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Answer after this long (timeouts). */
  delayMs?: number;
}

export interface Receiver {
  url: string;
  /** Same server, path appended. */
  urlFor(path: string): string;
  requests: ReceivedRequest[];
  /** How the next requests are answered (default 200 "ok"). */
  reply: Reply | ((request: ReceivedRequest) => Reply);
  /** Requests carrying this event type (X-Service-Event). */
  ofType(type: string): ReceivedRequest[];
  /** Waits until `match` holds for a request, and returns it. */
  waitFor(match: (r: ReceivedRequest) => boolean, what?: string, timeoutMs?: number): Promise<ReceivedRequest>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const receiver = { requests, reply: { status: 200, body: "ok" } } as Receiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        json = undefined;
      }
      const request: ReceivedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        raw,
        json,
        at: Date.now(),
      };
      requests.push(request);
      const reply = typeof receiver.reply === "function" ? receiver.reply(request) : receiver.reply;
      const send = () => {
        res.writeHead(reply.status, { "content-type": "text/plain", ...(reply.headers ?? {}) });
        res.end(reply.body ?? "");
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}/hook`;
  receiver.urlFor = (path) => `http://127.0.0.1:${port}${path}`;
  receiver.ofType = (type) => requests.filter((r) => r.headers["x-service-event"] === type);
  receiver.waitFor = (match, what = "a webhook request", timeoutMs = 10_000) =>
    waitFor(async () => requests.find(match), timeoutMs, what);
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
