// Each test file's CDK apps synthesize into one folder of its own, removed when the file ends: without an outdir an
// App makes a fresh cdk.out folder in the temp directory per synth and leaves it (with its staged assets) behind.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

const outdir = mkdtempSync(join(tmpdir(), "cdk-test-"));
process.env.CDK_OUTDIR = outdir;
afterAll(() => rmSync(outdir, { recursive: true, force: true }));
