import { defineConfig } from "vitest/config";

// Unit tests of pure logic share one module graph per worker (`isolate: false`): the trust lexicon's tables are built
// and its patterns compiled once per worker instead of once per file, which halves their time. Files that mock
// modules, change the environment or drive process-wide state (the ID clock) keep a fresh graph each.
const ISOLATED_UNITS = ["test/unit/streams.test.ts", "test/unit/webhook-rules.test.ts", "test/unit/ids.test.ts"];

export default defineConfig({
  test: {
    setupFiles: ["test/helpers/cdk-outdir.ts"],
    reporters: ["default", "./test/summary-reporter.ts"],
    // Vitest's default is one worker fewer than the cores: one on the two-core CI machine, so files ran one at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          exclude: ISOLATED_UNITS,
          isolate: false,
          // A file's first test may build and compile a large phrase table (seconds, more beside the other worker).
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "service",
          include: ["test/**/*.test.ts"],
          exclude: ["test/unit/**", "node_modules/**"],
          globalSetup: ["test/global-setup.ts"],
        },
      },
      { extends: true, test: { name: "isolated-unit", include: ISOLATED_UNITS } },
    ],
  },
});
