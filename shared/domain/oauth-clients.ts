// OAuth clients: dynamic registration (RFC 7591), client-ID metadata documents (an https URL as client_id), and
// client authentication at the token and revocation endpoints.
import { OAUTH_SCOPES } from "../auth/permissions.js";
import { safeEqual, sha256Hex } from "../auth/secrets.js";
import { insertClient, putMetadataClient, readClient } from "../db/oauth.js";
import type { OAuthClientItem } from "../db/service.js";
import { OAuthError } from "../errors.js";
import { randomBase62 } from "../ids.js";
import { SafeFetchError, safeFetch } from "../net/safe-fetch.js";
import type { Platform } from "../ports/platform.js";
import { requesterKey, takeOne } from "./rate-limits.js";

/** Unused registrations are deleted after 7 days (spec: token and code lifetimes). */
const UNUSED_CLIENT_TTL_SECONDS = 7 * 24 * 3600;
/** A metadata document is served from the table this long before it is fetched again. */
const METADATA_CACHE_SECONDS = 5 * 60;
const METADATA_MAX_BYTES = 16 * 1024;
const METADATA_TIMEOUT_MS = 5000;
const CLIENT_NAME_MAX = 100;
const REDIRECT_URIS_MAX = 10;
const REGISTER_PER_REQUESTER_HOUR = 100;
const REGISTER_PER_SERVICE_HOUR = 1000;
const HOUR_MS = 3600_000;

export type AuthMethod = OAuthClientItem["tokenEndpointAuthMethod"];

/** The grants a registered client may use: the device grant belongs to the command-line client alone. */
const REGISTRABLE_GRANTS = new Set(["authorization_code", "refresh_token"]);
const DEFAULT_GRANTS = ["authorization_code", "refresh_token"];
const CONFIDENTIAL: ReadonlySet<string> = new Set(["client_secret_post", "client_secret_basic"]);

/** The built-in command-line client: public, known without registration, the only user of the device grant. */
export const CLI_CLIENT: OAuthClientItem = {
  clientId: "mail-cli",
  source: "registered",
  clientName: "Command-line client",
  redirectUris: [],
  tokenEndpointAuthMethod: "none",
  grantTypes: ["urn:ietf:params:oauth:grant-type:device_code", "refresh_token"],
  createdAt: "2026-01-01T00:00:00.000Z",
};

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https, or http on the loopback interface (native apps, RFC 8252 §7.3); absolute, no fragment. */
export function validRedirectUri(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 2000 || value.includes("#")) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
}

function metadataError(description: string): OAuthError {
  return new OAuthError("invalid_client_metadata", description);
}

/** Known scope names, space-separated; undefined when any is unknown. */
export function knownScopes(scope: string): string[] | undefined {
  const names = scope.split(" ").filter(Boolean);
  return names.every((n) => Object.hasOwn(OAUTH_SCOPES, n)) ? names : undefined;
}

interface ClientMetadata {
  clientName?: string;
  clientUri?: string;
  redirectUris: string[];
  grantTypes: string[];
  scope?: string;
}

/** The RFC 7591 metadata this server keeps, checked; throws invalid_redirect_uri or invalid_client_metadata. */
function readMetadata(body: Record<string, unknown>): ClientMetadata {
  const uris = body.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0) {
    throw new OAuthError("invalid_redirect_uri", "redirect_uris must be a non-empty list");
  }
  if (uris.length > REDIRECT_URIS_MAX) {
    throw new OAuthError("invalid_redirect_uri", `At most ${REDIRECT_URIS_MAX} redirect_uris`);
  }
  for (const uri of uris) {
    if (!validRedirectUri(uri)) {
      throw new OAuthError(
        "invalid_redirect_uri",
        "Each redirect URI must be an absolute https URL, or http on localhost, 127.0.0.1 or [::1], without a fragment",
      );
    }
  }
  const grantTypes = body.grant_types ?? DEFAULT_GRANTS;
  if (!Array.isArray(grantTypes) || grantTypes.some((g) => typeof g !== "string" || !REGISTRABLE_GRANTS.has(g))) {
    throw metadataError("grant_types may hold authorization_code and refresh_token only");
  }
  if (!grantTypes.includes("authorization_code")) {
    throw metadataError("grant_types must include authorization_code");
  }
  const responseTypes = body.response_types ?? ["code"];
  if (!Array.isArray(responseTypes) || responseTypes.some((r) => r !== "code")) {
    throw metadataError("response_types may hold code only");
  }
  for (const field of ["client_name", "client_uri", "scope"] as const) {
    if (body[field] !== undefined && typeof body[field] !== "string") throw metadataError(`${field} must be a string`);
  }
  const scope = body.scope as string | undefined;
  if (scope !== undefined && !knownScopes(scope)) throw metadataError("scope names an unknown scope");
  const clientUri = body.client_uri as string | undefined;
  if (clientUri !== undefined && !/^https:\/\//i.test(clientUri)) throw metadataError("client_uri must be https");
  const name = (body.client_name as string | undefined)?.trim().slice(0, CLIENT_NAME_MAX);
  return {
    ...(name ? { clientName: name } : {}),
    ...(clientUri ? { clientUri } : {}),
    redirectUris: uris as string[],
    grantTypes: [...new Set(grantTypes as string[])],
    ...(scope ? { scope: knownScopes(scope)?.join(" ") } : {}),
  };
}

/** The registration response (RFC 7591 §3.2.1): the client's metadata, and its secret this once. */
function registrationResponse(client: OAuthClientItem, secret: string | undefined): Record<string, unknown> {
  return {
    client_id: client.clientId,
    client_id_issued_at: Math.floor(Date.parse(client.createdAt) / 1000),
    ...(secret ? { client_secret: secret, client_secret_expires_at: 0 } : {}),
    ...(client.clientName ? { client_name: client.clientName } : {}),
    ...(client.clientUri ? { client_uri: client.clientUri } : {}),
    redirect_uris: client.redirectUris,
    grant_types: client.grantTypes,
    response_types: ["code"],
    token_endpoint_auth_method: client.tokenEndpointAuthMethod,
    ...(client.scope ? { scope: client.scope } : {}),
  };
}

/**
 * POST /oauth2/register. Public (`none`) unless `client_secret_post` or `client_secret_basic` is asked for; any
 * other method becomes `none`. No registration access token: a registration cannot be read or changed later.
 */
export async function registerClient(
  platform: Platform,
  body: Record<string, unknown>,
  ip: string,
  now: Date,
): Promise<Record<string, unknown>> {
  const taken = await takeOne(
    platform.db,
    [
      {
        key: `oauth-register:${requesterKey(ip)}`,
        limits: [{ windowMs: HOUR_MS, limit: REGISTER_PER_REQUESTER_HOUR, name: "requester" }],
      },
      {
        key: "oauth-register:service",
        limits: [{ windowMs: HOUR_MS, limit: REGISTER_PER_SERVICE_HOUR, name: "service" }],
      },
    ],
    now.getTime(),
  );
  if (!taken.ok) {
    throw new OAuthError("rate_limited", "Too many client registrations; retry later", {
      status: 429,
      headers: { "retry-after": String(taken.retryAfterSeconds) },
    });
  }
  const metadata = readMetadata(body);
  const requested = body.token_endpoint_auth_method;
  const method: AuthMethod =
    typeof requested === "string" && CONFIDENTIAL.has(requested) ? (requested as AuthMethod) : "none";
  const secret = method === "none" ? undefined : randomBase62(48);
  const client: OAuthClientItem = {
    clientId: `oac_${randomBase62(24)}`,
    source: "registered",
    ...metadata,
    tokenEndpointAuthMethod: method,
    ...(secret ? { secretHash: sha256Hex(secret) } : {}),
    createdAt: now.toISOString(),
    ttl: Math.floor(now.getTime() / 1000) + UNUSED_CLIENT_TTL_SECONDS,
  };
  await insertClient(platform.db, client);
  return registrationResponse(client, secret);
}

/** Whether a client_id is a client-ID metadata document's address. */
export function isMetadataDocumentId(clientId: string): boolean {
  return /^https:\/\/[^/]+\/./i.test(clientId);
}

/**
 * A fetched client-ID metadata document as a client; undefined when it is not one this server can use (not JSON,
 * `client_id` not its own URL, bad redirect URIs, a confidential method without a secret to check).
 */
export function clientFromMetadataDocument(url: string, text: string, now: Date): OAuthClientItem | undefined {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) return undefined;
  const body = doc as Record<string, unknown>;
  if (body.client_id !== url) return undefined;
  const method = body.token_endpoint_auth_method;
  if (method !== undefined && method !== "none") return undefined;
  let metadata: ClientMetadata;
  try {
    metadata = readMetadata(body);
  } catch {
    return undefined;
  }
  const refreshAfter = new Date(now.getTime() + METADATA_CACHE_SECONDS * 1000);
  return {
    clientId: url,
    source: "metadata_document",
    ...metadata,
    tokenEndpointAuthMethod: "none",
    createdAt: now.toISOString(),
    refreshAfter: refreshAfter.toISOString(),
    ttl: Math.floor(refreshAfter.getTime() / 1000) + 60,
  };
}

async function fetchMetadataDocument(platform: Platform, url: string, now: Date): Promise<OAuthClientItem | undefined> {
  try {
    const response = await safeFetch(url, {
      maxBytes: METADATA_MAX_BYTES,
      timeoutMs: METADATA_TIMEOUT_MS,
      allowLoopback: platform.config.allowLoopback,
      headers: { accept: "application/json" },
    });
    if (response.status !== 200) return undefined;
    const client = clientFromMetadataDocument(url, response.body.toString("utf8"), now);
    if (client) await putMetadataClient(platform.db, client);
    return client;
  } catch (error) {
    if (error instanceof SafeFetchError) {
      platform.log.info("client metadata document not fetched", { url, reason: error.reason });
      return undefined;
    }
    throw error;
  }
}

/** A client by ID: the command-line client, a registration, or a metadata document (cached briefly in the table). */
export async function findClient(
  platform: Platform,
  clientId: string,
  now: Date,
): Promise<OAuthClientItem | undefined> {
  if (clientId === CLI_CLIENT.clientId) return CLI_CLIENT;
  const stored = clientId.length <= 2000 ? await readClient(platform.db, clientId) : undefined;
  if (stored?.source === "registered") return stored;
  if (!isMetadataDocumentId(clientId)) return undefined;
  if (stored?.refreshAfter && Date.parse(stored.refreshAfter) > now.getTime()) return stored;
  return fetchMetadataDocument(platform, clientId, now);
}

/** RFC 6749 §2.3.1: the Basic credentials are form-encoded before being joined. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null | undefined {
  const encoded = header?.match(/^basic\s+(.+)$/i)?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded.trim(), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  try {
    const plus = (s: string) => decodeURIComponent(s.replaceAll("+", " "));
    return { id: plus(decoded.slice(0, colon)), secret: plus(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/**
 * The client making a token or revocation request: a public client names itself with `client_id`; a confidential
 * one proves its secret with client_secret_post or client_secret_basic. Failure is `invalid_client` (401, with a
 * Basic challenge when Basic was tried).
 */
export async function authenticateClient(
  platform: Platform,
  authorization: string | undefined,
  params: Record<string, string>,
  now: Date,
): Promise<OAuthClientItem> {
  const basic = basicCredentials(authorization);
  const fail = (description: string) =>
    new OAuthError("invalid_client", description, {
      status: 401,
      headers: basic !== undefined ? { "www-authenticate": 'Basic realm="oauth2", charset="UTF-8"' } : {},
    });
  if (basic === null) throw fail("Malformed Basic credentials");
  if (basic && params.client_secret !== undefined) {
    throw new OAuthError("invalid_request", "Use one client authentication method, not two");
  }
  if (basic && params.client_id !== undefined && params.client_id !== basic.id) {
    throw new OAuthError("invalid_request", "client_id does not match the Basic credentials");
  }
  const clientId = basic?.id ?? params.client_id;
  if (!clientId) throw fail("client_id is required");
  const secret = basic?.secret ?? params.client_secret;
  const client = await findClient(platform, clientId, now);
  if (!client) throw fail("Unknown client");
  if (client.tokenEndpointAuthMethod === "none") {
    if (secret) throw fail("This client is public: it has no secret");
    return client;
  }
  if (!secret || !client.secretHash || !safeEqual(sha256Hex(secret), client.secretHash)) {
    throw fail("Client authentication failed");
  }
  return client;
}
