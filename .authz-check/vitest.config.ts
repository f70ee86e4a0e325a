import { defineConfig } from "vitest/config";
export default defineConfig({
  test: {
    root: "/work/main",
    include: [".authz-check/**/*.test.ts"],
    globalSetup: ["/work/main/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
  },
});
