// `api`: the authenticated REST hot paths. One organization with ~200 inboxes, then
//   GET  /v0/inboxes/{id}  single-resource read, cycling over the inboxes (target: ≤ 2 DynamoDB calls)
//   GET  /v0/inboxes       list, default limit (50)
//   POST /v0/inboxes       create, a distinct username per request
import { randomBytes } from "node:crypto";
import { measure } from "./harness.js";
import { createInbox, inParallel, request, signUp } from "./http.js";
import type { BenchContext, BenchSection, SectionResult } from "./types.js";

const SEED_INBOXES = Number(process.env.BENCH_INBOXES || 200);
/** The service's promise for an authenticated single-resource read: the key lookup and the item. */
const READ_TARGET = 2;
/** The key's used_at is rewritten at most once a minute (by every request in flight at that moment): amortized noise. */
const USED_AT_ALLOWANCE = 0.01;

async function run(ctx: BenchContext): Promise<SectionResult> {
  const tag = randomBytes(4).toString("hex");
  const account = await signUp(ctx.baseUrl, `bench-${tag}@example.com`);
  ctx.log(`  signed up ${account.email} (${account.organizationId}); creating ${SEED_INBOXES} inboxes…`);
  const inboxes = await inParallel(SEED_INBOXES, 10, (i) =>
    createInbox(ctx.baseUrl, account.key, { username: `seed-${tag}-${i}`, display_name: `Seed ${i}` }),
  );
  const paths = inboxes.map((inbox) => `/v0/inboxes/${encodeURIComponent(inbox.inbox_id)}`);

  // Fail fast with a readable reason rather than a table full of non-2xx.
  const probe = await request(ctx.baseUrl, "GET", paths[0], { key: account.key });
  if (probe.status !== 200) throw new Error(`GET ${paths[0]} answered ${probe.status}: ${probe.text.slice(0, 300)}`);
  const list = await request(ctx.baseUrl, "GET", "/v0/inboxes", { key: account.key });
  if (list.status !== 200 || list.body?.inboxes?.length !== Math.min(50, SEED_INBOXES)) {
    throw new Error(`GET /v0/inboxes answered ${list.status} with ${list.body?.inboxes?.length} inboxes`);
  }

  const auth = { authorization: `Bearer ${account.key}` };
  let nextInbox = 0;
  let nextUsername = 0;

  const read = await measure(ctx, {
    name: "GET /v0/inboxes/{id}",
    headers: auth,
    requests: [
      {
        method: "GET",
        setupRequest: (req) => {
          req.path = paths[nextInbox++ % paths.length];
          return req;
        },
      },
    ],
  });
  const listRow = await measure(ctx, { name: "GET /v0/inboxes", path: "/v0/inboxes", headers: auth });
  const create = await measure(ctx, {
    name: "POST /v0/inboxes",
    headers: { ...auth, "content-type": "application/json" },
    requests: [
      {
        method: "POST",
        path: "/v0/inboxes",
        setupRequest: (req) => {
          const n = nextUsername++;
          req.body = JSON.stringify({ username: `load-${tag}-${n}`, display_name: `Load ${n}` });
          return req;
        },
      },
    ],
  });

  return {
    rows: [read, listRow, create],
    checks: [
      {
        label: "DynamoDB calls per authenticated single-resource read (GET /v0/inboxes/{id})",
        target: `≤ ${READ_TARGET} (+${USED_AT_ALLOWANCE} for the once-a-minute used_at refresh)`,
        actual: `${read.dynamoCallsPerRequest} (${read.dynamoCalls} calls / ${read.serverRequests} requests)`,
        met: read.serverRequests > 0 && read.dynamoCallsPerRequest <= READ_TARGET + USED_AT_ALLOWANCE,
      },
    ],
  };
}

export const apiSection: BenchSection = {
  name: "api",
  description: "Authenticated REST: inbox get, inbox list, inbox create",
  // The create load makes thousands of inboxes in one organization; the deployment cap is 1000.
  env: { INBOX_LIMIT_PER_ORG: "1000000" },
  run,
};
