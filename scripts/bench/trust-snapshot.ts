// `npx tsx scripts/bench/trust-snapshot.ts <out.jsonl>`: the trust layer's output, byte for byte, for a refactor to
// be compared against (not a test: run it before and after, then `cmp` the two files).
//
// Three parts, one JSON line each:
// - every .eml under test/fixtures/ (every corpus of scripts/eval-trust.ts CORPORA, plus the other fixture folders)
//   through computeTrust, as a stranger's, a known sender's and a blocked sender's mail (the corpora alone never
//   reach the decision's known/blocked branches): `JSON.stringify` of the report (key order included, as stored),
//   the decision, and the classifier's cache key (input hash, backend, model version); then the pipeline's stage
//   records on their own line, `ms` left out;
// - each message's parseMessage output (attachment bytes as a SHA-256), so a change to parsing is compared too;
// - each message's classifier input again, with the other stages' signals varied (authenticated and known,
//   authentication failed with a free-mail reply-to elsewhere, risky links and attachments), through the local
//   classifier directly;
// - `decide` over a seeded grid of synthetic inputs (authentication, allow/block lists, every classifier score band,
//   links, attachments, hidden text, reports on attacks).
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseMessage } from "../../shared/mime/parse.js";
import { offlineTrust } from "../../shared/platform/trust.js";
import type { ClassifierInput } from "../../shared/ports/classifier.js";
import { classifyLocally, localClassifier } from "../../shared/trust/classifier.js";
import { type DecisionInput, decide } from "../../shared/trust/decision.js";
import { computeTrust, trustInputFor } from "../../shared/trust/pipeline.js";

const FIXTURES = fileURLToPath(new URL("../../test/fixtures/", import.meta.url));
const NOW = new Date("2026-01-15T12:00:00.000Z");

async function emlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await emlFiles(path)));
    else if (entry.name.endsWith(".eml")) out.push(path);
  }
  return out.sort();
}

const CONTEXTS = {
  stranger: {},
  known: { onAllowList: true, priorCorrespondence: true },
  blocked: { onBlockList: true },
} as const;

const SIGNAL_VARIANTS: Array<Partial<ClassifierInput["signals"]>> = [
  { aligned: true, authFailed: false, priorCorrespondence: true },
  { aligned: false, authFailed: true, freeMail: true, replyToElsewhere: true },
  {
    suspiciousLinks: 2,
    displayMismatches: 1,
    shorteners: 3,
    riskyAttachments: 1,
    highRiskAttachments: 1,
    linkCount: 6,
    credentialForm: true,
    offDomainLinks: 2,
    offDomainLoginLinks: 1,
    imitatedName: "Hallbrook",
    hiddenTextFound: true,
    zeroWidthFound: true,
  },
];

/** A seeded generator (mulberry32), so the decision grid is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function decisionGrid(n: number): DecisionInput[] {
  const rnd = seeded(13);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  // Scores near every threshold, and anywhere.
  const score = () =>
    rnd() < 0.5
      ? pick([0, 0.3, 0.499, 0.5, 0.6, 0.65, 0.7, 0.75, 0.799, 0.8, 0.9, 1])
      : Math.round(rnd() * 1000) / 1000;
  const results = ["pass", "fail", "softfail", "neutral", "none", "permerror", "temperror"];
  const inputs: DecisionInput[] = [];
  for (let i = 0; i < n; i++) {
    inputs.push({
      authentication: { spf: pick(results), dkim: pick(results), dmarc: pick(results), aligned: rnd() < 0.5 },
      onAllowList: rnd() < 0.3,
      onBlockList: rnd() < 0.1,
      priorCorrespondence: rnd() < 0.3,
      hiddenTextFound: rnd() < 0.3,
      hiddenNovelWords: rnd() < 0.5 ? undefined : Math.floor(rnd() * 30),
      zeroWidthFound: rnd() < 0.2,
      reportsOnAttacks: rnd() < 0.5 ? undefined : rnd() < 0.5,
      links: Array.from({ length: Math.floor(rnd() * 5) }, () => ({
        suspicious: rnd() < 0.3,
        display_mismatch: rnd() < 0.3,
        shortener: rnd() < 0.3,
      })),
      attachments: Array.from({ length: Math.floor(rnd() * 3) }, () => ({
        risk: pick(["none", "low", "medium", "high"] as const),
      })),
      classification: {
        is_spam: score(),
        is_phishing: score(),
        contains_instructions_to_agent: score(),
        requests_credentials_or_payment: score(),
        urgency: score(),
      },
    });
  }
  return inputs;
}

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error("usage: trust-snapshot.ts <out.jsonl>");
  const lines: string[] = [`${JSON.stringify({ modelVersion: localClassifier({ preload: false }).modelVersion })}`];
  const files = await emlFiles(FIXTURES);
  const classifierInputs: Array<[string, ClassifierInput]> = [];
  for (const [name, context] of Object.entries(CONTEXTS)) {
    const deps = offlineTrust(10);
    const inner = deps.classifier;
    deps.classifier = {
      backend: inner.backend,
      classify: async (input) => {
        if (name === "stranger") classifierInputs.push([classifierInputs.length.toString(), input]);
        return inner.classify(input);
      },
    };
    for (const file of files) {
      const raw = await readFile(file);
      const parsed = await parseMessage(raw);
      const { report, decision, stages } = await computeTrust(
        deps,
        trustInputFor(raw, parsed, { ownDomains: ["agents.localhost"], now: NOW, ...context }),
      );
      lines.push(JSON.stringify({ file: relative(FIXTURES, file), context: name, report, decision }));
      // The stage records on a line of their own, without their times (which differ on every run): a snapshot from
      // before the records existed compares equal once these lines are left out (`grep -v '^{"stages"'`).
      lines.push(JSON.stringify({ stages: stages.map(({ ms: _ms, ...record }) => record) }));
    }
  }
  for (const file of files) {
    const { attachments, ...parsed } = await parseMessage(await readFile(file));
    const parts = attachments.map(({ content, ...part }) => ({
      ...part,
      sha256: createHash("sha256").update(content).digest("hex"),
    }));
    lines.push(JSON.stringify({ parsed: relative(FIXTURES, file), ...parsed, attachments: parts }));
  }
  for (const [i, input] of classifierInputs) {
    for (const [v, variant] of SIGNAL_VARIANTS.entries()) {
      const result = await classifyLocally({ ...input, signals: { ...input.signals, ...variant } });
      lines.push(JSON.stringify({ classifierInput: i, variant: v, result }));
    }
  }
  for (const [i, input] of decisionGrid(20_000).entries())
    lines.push(JSON.stringify({ decision: i, result: decide(input) }));
  await writeFile(out, `${lines.join("\n")}\n`);
  console.log(
    `${files.length} messages × ${Object.keys(CONTEXTS).length} contexts, ${classifierInputs.length} × ${SIGNAL_VARIANTS.length} classifier variants, 20000 decisions → ${out}`,
  );
}

await main();
