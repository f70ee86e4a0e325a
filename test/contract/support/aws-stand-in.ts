// The AWS side of the conformance suites for services with no local engine (SQS, EventBridge Scheduler, SES v2, the
// API Gateway management API): the real AWS SDK v3 clients talk HTTP to the artifact tests' recording stand-in
// (scripts/artifact/local-aws.ts), which keeps what it was given (queued messages, schedules, sent mail, posted
// frames). In front of it sits a small replay: a test arms it with a response recorded from the service
// (test/contract/recorded/*.json) for the requests that should fail, so the SDK parses a real error off the wire and
// the adapter's error handling is what is tested, not a hand-made exception.
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { forward, type LocalAws, readBody, startLocalAws } from "../../../scripts/artifact/local-aws.js";

/** A wire response as the service sent it: status, headers and body text. */
export interface RecordedResponse {
  /** The call and the situation it answers. */
  about: string;
  /** Where the shape comes from. */
  source: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads test/contract/recorded/<name>.json. */
export function recorded(name: string): RecordedResponse {
  const file = new URL(`../recorded/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, "utf8")) as RecordedResponse;
}

export interface StandInRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface AwsStandIn {
  /** Endpoint for the SDK clients. */
  url: string;
  /** The recording stand-in behind the replay: what it keeps (queues, schedules, sent mail, frames). */
  aws: LocalAws;
  /** Every request that reached the front, replayed or not. */
  requests: StandInRequest[];
  /** Answers the next request that `when` matches (any request by default) with `response`, once. */
  answerNext(response: RecordedResponse, when?: (request: StandInRequest) => boolean): void;
  /** Answers every request that `when` matches with `response` (a service limit the stand-in does not hold). */
  answerEvery(response: RecordedResponse, when: (request: StandInRequest) => boolean): void;
  /** Settings for an SDK v3 client that talks to the stand-in. */
  clientConfig(): { region: string; endpoint: string; credentials: { accessKeyId: string; secretAccessKey: string } };
  stop(): Promise<void>;
}

export const REGION = "us-east-1";

export async function startAwsStandIn(): Promise<AwsStandIn> {
  // DynamoDB and S3 have local engines of their own; nothing here calls them through the stand-in.
  const aws = await startLocalAws({ dynamodb: "http://127.0.0.1:9", s3: "http://127.0.0.1:9" });
  const upstream = new URL(aws.url);
  const requests: StandInRequest[] = [];
  const rules: Array<{ response: RecordedResponse; when: (r: StandInRequest) => boolean; once: boolean }> = [];

  const server: Server = createServer((req, res) => {
    readBody(req)
      .then((body) => {
        const request: StandInRequest = {
          method: req.method ?? "GET",
          url: req.url ?? "/",
          headers: req.headers,
          body,
        };
        requests.push(request);
        const rule = rules.find((r) => r.when(request));
        if (rule) {
          if (rule.once) rules.splice(rules.indexOf(rule), 1);
          res.writeHead(rule.response.status, {
            ...rule.response.headers,
            "content-length": String(Buffer.byteLength(rule.response.body)),
          });
          res.end(rule.response.body);
          return;
        }
        return forward(req, body, res, upstream);
      })
      .catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    aws,
    requests,
    answerNext(response, when = () => true) {
      rules.push({ response, when, once: true });
    },
    answerEvery(response, when) {
      rules.push({ response, when, once: false });
    },
    clientConfig: () => ({
      region: REGION,
      endpoint: url,
      // local-aws records the access key id as the caller.
      credentials: { accessKeyId: "contract-tests", secretAccessKey: "contract-tests" },
    }),
    async stop() {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await aws.stop();
    },
  };
}
