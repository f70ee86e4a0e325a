// One local service (in-memory DynamoDB Local, s3rver, the Lambda handler behind HTTP) for the whole test run.
import "../scripts/local/env.js";
import type { TestProject } from "vitest/node";
import { startLocalService } from "../scripts/local/service.js";
import { startOidcProvider } from "./helpers/oidc-provider.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dynamodbEndpoint: string;
    smtpPort: number;
    outboxDir: string;
    dnsZoneFile: string;
    domainConnectKeyFile: string;
    /** The local OpenID Connect providers the service offers (test/helpers/oidc-provider.ts), by name. */
    oidcIssuers: { google: string; microsoft: string };
  }
}

export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
  // Small enough that the inbox cap is testable; the deployment default is 1000.
  process.env.INBOX_LIMIT_PER_ORG ??= "25";
  process.env.LOG_LEVEL ??= "warn";
  // The reaper runs every minute in production; tests should not wait that long.
  process.env.REAPER_INTERVAL_MS ??= "1000";
  // Streams recheck their credential every 30 s and ping after 15 s of silence; tests watch both happen.
  process.env.STREAM_RECHECK_MS ??= "1000";
  process.env.STREAM_PING_MS ??= "2000";
  // Every test registers agents from 127.0.0.1; the spec's per-requester limits are tested with a controllable
  // clock in test/integration/agent-auth-limits.test.ts.
  process.env.REGISTRATIONS_PER_REQUESTER_HOUR ??= "100000";
  process.env.REGISTRATIONS_PER_REQUESTER_DAY ??= "100000";
  process.env.REGISTRATIONS_PER_SERVICE_HOUR ??= "100000";
  // Every test signs in from 127.0.0.1, most with a fresh address (auth.test.ts checks one code six times): the
  // client IP's buckets and the address-and-IP ones are raised for the suite. Their spec defaults are tested with
  // a controllable clock in test/integration/sign-in-limits.test.ts.
  process.env.SIGNIN_IP_BURST ??= "100000";
  process.env.SIGNIN_EMAIL_IP_CODE_BURST ??= "100000";
  process.env.SIGNIN_EMAIL_IP_CHECK_BURST ??= "100000";
  process.env.SIGNIN_INVITATION_IP_BURST ??= "100000";
  // Social sign-in against two local OpenID Connect providers: `google` puts the address in the ID token,
  // `microsoft` only at its userinfo endpoint.
  const providers = {
    GOOGLE: await startOidcProvider({ emailInIdToken: true }),
    MICROSOFT: await startOidcProvider(),
  };
  process.env.SOCIAL_PROVIDERS ??= "google,microsoft";
  for (const [name, oidc] of Object.entries(providers)) {
    process.env[`SOCIAL_${name}_ISSUER`] ??= oidc.issuer;
    process.env[`SOCIAL_${name}_CLIENT_ID`] ??= oidc.clientId;
    process.env[`SOCIAL_${name}_CLIENT_SECRET`] ??= oidc.clientSecret;
  }
  const service = await startLocalService({ port: 0, smtpPort: 0, stage: "development" });
  for (const oidc of Object.values(providers)) oidc.allow([`${process.env.API_BASE_URL}/auth/callback`]);
  project.provide("oidcIssuers", { google: providers.GOOGLE.issuer, microsoft: providers.MICROSOFT.issuer });
  project.provide("baseUrl", service.baseUrl);
  project.provide("dynamodbEndpoint", service.dynamodbEndpoint);
  project.provide("smtpPort", service.smtpPort);
  project.provide("outboxDir", service.outboxDir);
  project.provide("dnsZoneFile", service.dnsZoneFile);
  project.provide("domainConnectKeyFile", process.env.DOMAIN_CONNECT_KEY_FILE ?? "");
  return async () => {
    await service.stop();
    await Promise.all(Object.values(providers).map((p) => p.stop()));
  };
}
