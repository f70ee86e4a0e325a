import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    reporters: ["default", "./test/summary-reporter.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    // The trust classifier wants V8's regexp tier-up off (see shared/trust/injection.ts); setting it at start spares
    // each worker a flag change at run time.
    execArgv: ["--no-regexp-tier-up"],
  },
});
