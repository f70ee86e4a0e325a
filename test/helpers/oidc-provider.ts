// A local OpenID Connect provider (oidc-provider) for the social sign-in tests, on a loopback port. The service is
// told about it by environment before it starts (global-setup); the redirect URI is known only once the service
// listens, so the provider itself is built then (`allow`). Its interaction is a tiny test API instead of a login
// page: POST /interaction/{uid} with `email` and `email_verified` signs that person in (and consents);
// with `deny=1` the person refuses (access_denied).
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error oidc-provider ships no type declarations; the few members used are typed below.
import OidcProvider from "oidc-provider";

interface Account {
  email: string;
  emailVerified: boolean;
}

interface Interaction {
  uid: string;
  params: Record<string, string>;
}

interface ProviderInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: new (init: {
    accountId: string;
    clientId: string;
  }) => {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  };
}

const Provider = OidcProvider as new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Builds the provider once the service's callback address is known. */
  allow(redirectUris: string[]): void;
  stop(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * `emailInIdToken`: the address in the ID token itself (as Google does); otherwise only at the userinfo endpoint
 * (oidc-provider's default for scope-requested claims when an access token is issued).
 */
export async function startOidcProvider(options: { emailInIdToken?: boolean } = {}): Promise<LocalOidcProvider> {
  const accounts = new Map<string, Account>();
  const clientId = "mail-dashboard";
  const clientSecret = randomUUID();
  let provider: ProviderInstance | undefined;

  async function interact(req: IncomingMessage, res: ServerResponse, live: ProviderInstance) {
    const details = await live.interactionDetails(req, res);
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ uid: details.uid }));
      return;
    }
    const form = await readForm(req);
    if (form.get("deny")) {
      await live.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "The person refused" },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const accountId = randomUUID();
    accounts.set(accountId, {
      email: form.get("email") ?? "",
      emailVerified: form.get("email_verified") === "true",
    });
    const grant = new live.Grant({ accountId, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope);
    const grantId = await grant.save();
    await live.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const server = createServer((req, res) => {
    const live = provider;
    if (!live) {
      res.writeHead(503).end();
      return;
    }
    if (req.url?.startsWith("/interaction/")) {
      interact(req, res, live).catch((error: unknown) => {
        res.writeHead(400, { "content-type": "text/plain" });
        res.end(String(error));
      });
      return;
    }
    live.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "test", use: "sig", alg: "RS256" };

  return {
    issuer,
    clientId,
    clientSecret,
    allow(redirectUris) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: redirectUris,
            grant_types: ["authorization_code"],
            response_types: ["code"],
            token_endpoint_auth_method: "client_secret_post",
          },
        ],
        jwks: { keys: [signingKey] },
        cookies: { keys: [randomUUID()] },
        claims: { openid: ["sub"], email: ["email", "email_verified"] },
        conformIdTokenClaims: options.emailInIdToken !== true,
        findAccount: async (_ctx: unknown, id: string) => {
          const account = accounts.get(id);
          if (!account) return undefined;
          return {
            accountId: id,
            claims: async () => ({ sub: id, email: account.email, email_verified: account.emailVerified }),
          };
        },
        interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
        features: { devInteractions: { enabled: false } },
        pkce: { required: () => true },
        ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
