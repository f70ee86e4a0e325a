// Each test file's CDK apps synthesize into one folder of its own, removed when the file ends: without an outdir an
// App makes a fresh cdk.out folder in the temp directory per synth and leaves it (with its staged assets) behind.
// With CDK_OUTDIR set, every App also asks to synthesize itself when the process is about to exit ("autoSynth", a
// `beforeExit` listener): after the file ends that would write into the removed folder (an uncaught ENOENT that fails
// the run) and spend a synth per App, so the listeners this file's Apps added go with the folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

const outdir = mkdtempSync(join(tmpdir(), "cdk-test-"));
process.env.CDK_OUTDIR = outdir;
const earlier = new Set(process.listeners("beforeExit"));
afterAll(() => {
  for (const listener of process.listeners("beforeExit"))
    if (!earlier.has(listener)) process.removeListener("beforeExit", listener);
  rmSync(outdir, { recursive: true, force: true });
});
