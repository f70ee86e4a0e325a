import { describe, expect, it } from "vitest";
import { grantHas, grantToObject, PERMISSIONS } from "../../shared/auth/permissions.js";
import type { Principal } from "../../shared/auth/principal.js";
import { newApiKey, openWithToken, safeEqual, sealWithToken, sha256Hex } from "../../shared/auth/secrets.js";
import { checkGrantable, parsePermissions } from "../../shared/domain/api-keys.js";
import { normalizeDisplayName } from "../../shared/domain/inboxes.js";
import type { ApiError } from "../../shared/errors.js";
import { newId, randomBase62, randomDigits } from "../../shared/ids.js";

const key = (grant: string[] | null, kind: Principal["kind"] = "api_key"): Principal => ({
  kind,
  organizationId: "org_1",
  scope: "organization",
  grant,
});

function refusal(fn: () => void): { status: number; param?: string } | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return { status: (error as ApiError).status, param: (error as ApiError).param };
  }
}

describe("permissions", () => {
  it("gives a key without a list everything but inbound_raw", () => {
    expect(grantHas(null, "pod_delete")).toBe(true);
    expect(grantHas(null, "inbound_raw")).toBe(false);
    expect(grantHas(["*"], "webhook_create")).toBe(true);
    expect(grantHas(["*"], "inbound_raw")).toBe(false);
    expect(grantHas(["inbound_raw"], "inbound_raw")).toBe(true);
    expect(grantHas(["inbox_read"], "inbox_create")).toBe(false);
  });

  it("answers in object form over every permission name", () => {
    expect(grantToObject(null)).toBeUndefined();
    const object = grantToObject(["inbox_read"])!;
    expect(Object.keys(object)).toEqual([...PERMISSIONS]);
    expect(object.inbox_read).toBe(true);
    expect(object.inbox_create).toBe(false);
  });

  it("parses lists and objects, camelCase included, and rejects unknown names", () => {
    expect(parsePermissions(undefined)).toBeNull();
    expect(parsePermissions(["inbox_read", "inbox_read"])).toEqual(["inbox_read"]);
    expect(parsePermissions({ inboxRead: true, pod_read: false })).toEqual(["inbox_read"]);
    expect(refusal(() => parsePermissions(["teleport"]))).toEqual({ status: 400, param: "permissions" });
  });

  it("lets a limited creator grant only what it holds", () => {
    expect(refusal(() => checkGrantable(key(["inbox_read"]), null))).toEqual({ status: 403, param: "permissions" });
    expect(refusal(() => checkGrantable(key(["inbox_read"]), ["*"]))).toEqual({ status: 403, param: "permissions" });
    expect(refusal(() => checkGrantable(key(["inbox_read"]), ["pod_read"]))).toEqual({
      status: 403,
      param: "permissions",
    });
    expect(refusal(() => checkGrantable(key(["inbox_read", "pod_read"]), ["pod_read"]))).toBeUndefined();
    expect(refusal(() => checkGrantable(key(["*"]), ["pod_delete"]))).toBeUndefined();
    expect(refusal(() => checkGrantable(key(null), null))).toBeUndefined();
  });

  it("grants inbound_raw only from a session or a key holding it", () => {
    expect(refusal(() => checkGrantable(key(null), ["inbound_raw"]))).toEqual({ status: 403, param: "permissions" });
    expect(refusal(() => checkGrantable(key(["*"]), ["inbound_raw"]))).toEqual({ status: 403, param: "permissions" });
    expect(refusal(() => checkGrantable(key(null, "session"), ["inbound_raw"]))).toBeUndefined();
    expect(refusal(() => checkGrantable(key(["inbound_raw"]), ["inbound_raw"]))).toBeUndefined();
  });
});

describe("secrets and IDs", () => {
  it("makes keys of 40 characters: mm_live_ and 32 base62", () => {
    const k = newApiKey();
    expect(k).toMatch(/^mm_live_[0-9A-Za-z]{32}$/);
    expect(newApiKey()).not.toBe(k);
    expect(sha256Hex(k)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("draws base62 and digits uniformly enough to use every symbol", () => {
    expect(new Set(randomBase62(5000)).size).toBe(62);
    expect(new Set(randomDigits(2000)).size).toBe(10);
  });

  it("sorts IDs by creation time", () => {
    const a = newId("pod", 1000);
    const b = newId("pod", 2000);
    expect(a < b).toBe(true);
    expect(a).toMatch(/^pod_[0-9A-Z]{26}$/);
  });

  it("seals a value that only the same token opens", () => {
    const sealed = sealWithToken("token-a", "first-key", "secret value");
    expect(sealed).not.toContain("secret");
    expect(openWithToken("token-a", "first-key", sealed)).toBe("secret value");
    expect(openWithToken("token-b", "first-key", sealed)).toBeUndefined();
    expect(openWithToken("token-a", "other-purpose", sealed)).toBeUndefined();
  });

  it("compares in constant time without throwing on different lengths", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
  });
});

describe("display names", () => {
  it.each([
    ["Support", "Support"],
    ["Support <support@x.test>", "Support"],
    ['"Help, Desk" <help@x.test>', "Help, Desk"],
    ["  Padded  ", "Padded"],
  ])("%j is stored as %j", (input, expected) => {
    expect(normalizeDisplayName(input)).toBe(expected);
  });
});
