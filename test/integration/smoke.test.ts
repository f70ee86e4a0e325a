import { describe, expect, it } from "vitest";
import { call, signUp } from "../helpers/http.js";

describe("local runtime", () => {
  it("answers /health and signs a new person up", async () => {
    const health = await call("GET", "/health");
    expect(health.status).toBe(200);
    const account = await signUp();
    expect(account.key).toMatch(/^mm_live_[0-9A-Za-z]{32}$/);
    const org = await call("GET", "/v0/organization", { key: account.key });
    expect(org.status).toBe(200);
    expect(org.body.organization_id).toBe(account.organizationId);
  });
});
