import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../shared/dashboard/pages.js";
import { normalizeUserCode, pkceMatches } from "../../shared/domain/oauth-apps.js";
import { clientFromMetadataDocument, validRedirectUri } from "../../shared/domain/oauth-clients.js";

describe("PKCE S256", () => {
  // RFC 7636 Appendix B.
  const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
  const challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

  it("matches the RFC's example and nothing else", () => {
    expect(pkceMatches(verifier, challenge)).toBe(true);
    expect(pkceMatches(`${verifier.slice(0, -1)}A`, challenge)).toBe(false);
    expect(pkceMatches(verifier, `${challenge.slice(0, -1)}A`)).toBe(false);
  });

  it("refuses verifiers outside 43 to 128 unreserved characters", () => {
    expect(pkceMatches("short", challenge)).toBe(false);
    expect(pkceMatches(`${verifier}!`, challenge)).toBe(false);
    expect(pkceMatches("a".repeat(129), challenge)).toBe(false);
  });
});

describe("redirect URIs", () => {
  it("takes https, and http on loopback only, without fragments or credentials", () => {
    expect(validRedirectUri("https://app.example/cb?x=1")).toBe(true);
    expect(validRedirectUri("http://localhost:8765/cb")).toBe(true);
    expect(validRedirectUri("http://127.0.0.1/cb")).toBe(true);
    expect(validRedirectUri("http://[::1]:9/cb")).toBe(true);
    expect(validRedirectUri("http://app.example/cb")).toBe(false);
    expect(validRedirectUri("https://app.example/cb#x")).toBe(false);
    expect(validRedirectUri("https://user:pw@app.example/cb")).toBe(false);
    expect(validRedirectUri("javascript:alert(1)")).toBe(false);
    expect(validRedirectUri("/relative")).toBe(false);
    expect(validRedirectUri(42)).toBe(false);
  });
});

describe("client-ID metadata documents", () => {
  const url = "https://app.example/oauth/client.json";
  const now = new Date("2026-11-27T12:00:00Z");
  const doc = (fields: Record<string, unknown>) =>
    JSON.stringify({ client_id: url, client_name: "App", redirect_uris: ["https://app.example/cb"], ...fields });

  it("becomes a public client cached for 5 minutes", () => {
    const client = clientFromMetadataDocument(url, doc({}), now);
    expect(client).toMatchObject({
      clientId: url,
      source: "metadata_document",
      tokenEndpointAuthMethod: "none",
      redirectUris: ["https://app.example/cb"],
      refreshAfter: "2026-11-27T12:05:00.000Z",
    });
  });

  it("is refused when its client_id is not its own URL, it is not JSON, or it wants a secret", () => {
    expect(clientFromMetadataDocument(url, doc({ client_id: "https://other.example/c.json" }), now)).toBeUndefined();
    expect(clientFromMetadataDocument(url, "<html>", now)).toBeUndefined();
    expect(
      clientFromMetadataDocument(url, doc({ token_endpoint_auth_method: "client_secret_basic" }), now),
    ).toBeUndefined();
    expect(clientFromMetadataDocument(url, doc({ redirect_uris: ["http://app.example/cb"] }), now)).toBeUndefined();
  });
});

describe("pages and codes", () => {
  it("escapes every character HTML treats specially", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });

  it("reads user codes in any case, with or without the dash", () => {
    expect(normalizeUserCode("bcdf-ghjk")).toBe("BCDFGHJK");
    expect(normalizeUserCode(" BCDF GHJK ")).toBe("BCDFGHJK");
  });
});
