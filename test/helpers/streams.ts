// Stream clients for tests: a raw SSE reader over fetch (frames exactly as sent, comments included) and a
// `ws` client that records every frame.
import WebSocket from "ws";
import { baseUrl } from "./http.js";

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  /** A comment line (`: ping`). */
  comment?: string;
  /** `data` parsed as JSON. */
  json?: any;
}

/** One SSE block (lines up to a blank line) as fields; repeated data lines are joined with \n (SSE rule). */
export function parseSseBlock(block: string): SseFrame {
  const frame: SseFrame = {};
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) {
      frame.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "id") frame.id = value;
    else if (field === "event") frame.event = value;
    else if (field === "data") data.push(value);
  }
  if (data.length) {
    frame.data = data.join("\n");
    try {
      frame.json = JSON.parse(frame.data);
    } catch {
      // not JSON: left as text
    }
  }
  return frame;
}

type Waiter = { test: () => boolean; resolve: () => void };

export class SseClient {
  readonly frames: SseFrame[] = [];
  ended = false;
  private readonly waiters = new Set<Waiter>();

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly text: string | undefined,
    private readonly abort: AbortController,
  ) {}

  /** Opens `path` (with its query) on the local service; a non-200 answer is read whole into `text`. */
  static async open(
    path: string,
    options: { key?: string; cookie?: string; headers?: Record<string, string> } = {},
  ): Promise<SseClient> {
    const headers: Record<string, string> = { accept: "text/event-stream", ...(options.headers ?? {}) };
    if (options.key) headers.authorization = `Bearer ${options.key}`;
    if (options.cookie) headers.cookie = options.cookie;
    const abort = new AbortController();
    const res = await fetch(`${baseUrl()}${path}`, { headers, signal: abort.signal });
    if (res.status !== 200 || !res.body) {
      return new SseClient(res.status, res.headers, await res.text(), abort);
    }
    const client = new SseClient(res.status, res.headers, undefined, abort);
    client.pump(res.body.getReader());
    return client;
  }

  private pump(reader: ReadableStreamDefaultReader<Uint8Array>): void {
    const decoder = new TextDecoder();
    let buffer = "";
    const loop = async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            this.frames.push(parseSseBlock(buffer.slice(0, end)));
            buffer = buffer.slice(end + 2);
            this.notify();
          }
        }
      } catch {
        // aborted by close()
      }
      this.ended = true;
      this.notify();
    };
    void loop();
  }

  private notify(): void {
    for (const w of this.waiters) {
      if (w.test()) {
        this.waiters.delete(w);
        w.resolve();
      }
    }
  }

  private until(test: () => boolean, timeoutMs: number, what: string): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`timed out waiting for ${what}; frames so far: ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** The first frame (already received or still to come) that matches. */
  async find(match: (f: SseFrame) => boolean, timeoutMs = 10_000, what = "a frame"): Promise<SseFrame> {
    await this.until(() => this.frames.some(match) || this.ended, timeoutMs, what);
    const found = this.frames.find(match);
    if (!found) throw new Error(`stream ended without ${what}; frames: ${JSON.stringify(this.frames)}`);
    return found;
  }

  /** Event frames (not ready, ping, error or resync) received so far. */
  events(): SseFrame[] {
    return this.frames.filter((f) => f.json?.type === "event");
  }

  async waitForEnd(timeoutMs = 10_000): Promise<void> {
    await this.until(() => this.ended, timeoutMs, "the end of the stream");
  }

  close(): void {
    this.abort.abort();
  }
}

/** A `ws` client on the local service that keeps every JSON frame and the close code. */
export class WsClient {
  readonly frames: any[] = [];
  closeCode?: number;
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      this.frames.push(JSON.parse(data.toString()));
      this.notify();
    });
    socket.on("close", (code) => {
      this.closeCode = code;
      this.notify();
    });
  }

  private notify(): void {
    for (const w of [...this.waiters]) w();
  }

  /** Opens the socket; rejects with the HTTP status (and body) when the upgrade is refused. */
  static open(path: string, headers: Record<string, string> = {}): Promise<WsClient> {
    const url = `${baseUrl().replace(/^http/, "ws")}${path}`;
    const socket = new WebSocket(url, { headers });
    return new Promise((resolve, reject) => {
      socket.once("open", () => resolve(new WsClient(socket)));
      socket.once("unexpected-response", (_req, res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on("end", () => reject(new RefusedUpgrade(res.statusCode ?? 0, body)));
      });
      socket.once("error", (error) => reject(error));
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** The first frame (already received or still to come) that matches. */
  find(match: (f: any) => boolean, timeoutMs = 10_000, what = "a frame"): Promise<any> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.frames.find(match);
        if (found !== undefined) {
          done();
          resolve(found);
        } else if (this.closeCode !== undefined) {
          done();
          reject(
            new Error(`socket closed (${this.closeCode}) without ${what}; frames: ${JSON.stringify(this.frames)}`),
          );
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for ${what}; frames so far: ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  waitForClose(timeoutMs = 10_000): Promise<number> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.closeCode === undefined) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(this.closeCode);
      };
      const timer = setTimeout(() => reject(new Error("timed out waiting for the socket to close")), timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  events(): any[] {
    return this.frames.filter((f) => f.type === "event");
  }

  close(): void {
    this.socket.close();
  }
}

export class RefusedUpgrade extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`upgrade refused with ${status}: ${body}`);
  }
}
