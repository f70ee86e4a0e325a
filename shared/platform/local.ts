// Composition root for `npm start` and tests: DynamoDB Local and s3rver endpoints, the local mail transport.
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { s3BlobStore } from "../adapters/aws/s3-blob-store.js";
import { inProcessDeliveryQueue } from "../adapters/local/delivery-queue.js";
import { localDomainIdentities } from "../adapters/local/domain-identities.js";
import { dueJobScheduler } from "../adapters/local/due-jobs.js";
import { LocalTransport } from "../adapters/local/local-transport.js";
import { localS3ClientConfig } from "../adapters/local/s3-config.js";
import { fileKeySource } from "../adapters/local/signing-keys.js";
import { zoneFileDnsResolver } from "../adapters/local/zone-file-dns.js";
import { domainConnectClient } from "../adapters/net/domain-connect.js";
import { systemClock } from "../adapters/system/clock.js";
import { keyring, missingKeySource } from "../auth/keyring.js";
import type { Config } from "../config.js";
import { createDocumentClient } from "../db/client.js";
import { createService } from "../db/service.js";
import { fanOutAfterCommit } from "../events/fanout.js";
import { RealtimeHub } from "../events/local-hub.js";
import { runQueuedAttempt } from "../events/webhook-delivery.js";
import { handleDeliveryNotification } from "../mail/delivery.js";
import { customDomainSigning, isLocalAddress } from "../mail/domains.js";
import { processInbound, storeIncoming } from "../mail/receive.js";
import { signMessage } from "../mime/dkim.js";
import { processLogger } from "../observability/logger.js";
import { powertoolsMetrics } from "../observability/metrics.js";
import type { Platform } from "../ports/platform.js";
import { localTrust } from "./trust.js";

export function localPlatform(config: Config): Platform {
  if (!config.dynamodbEndpoint || !config.s3Endpoint) {
    throw new Error("PLATFORM=local needs DYNAMODB_ENDPOINT and S3_ENDPOINT (npm start sets them)");
  }
  const client = createDocumentClient({ region: config.region, endpoint: config.dynamodbEndpoint });
  const log = processLogger({ stage: config.stage });
  const db = createService(client, config.tableName);
  // Custom domains' records come from the developer's zone file (LOCAL_DNS_ZONE), ahead of the instance's own.
  const zonePath = config.localDnsZone;
  const trust = localTrust(
    config,
    { db, clock: systemClock, log },
    zonePath
      ? (own) =>
          zoneFileDnsResolver({
            path: zonePath,
            fallback: own,
            onError: (error) =>
              log.warn("LOCAL_DNS_ZONE does not parse; its records are ignored until fixed", { error }),
          })
      : undefined,
  );
  const { keyFile } = config.domainConnect;
  const platform: Platform = {
    trust: async () => trust,
    metrics: powertoolsMetrics(),
    config,
    db,
    scheduler: dueJobScheduler(db),
    dns: trust.dns,
    domainIdentities: localDomainIdentities,
    domainConnect: domainConnectClient({
      dns: trust.dns,
      timeoutMs: config.domainConnect.timeoutMs,
      allowLoopback: config.allowLoopback,
      readKey: async () => (keyFile ? readFile(keyFile, "utf8") : undefined),
    }),
    // The first attempt goes out at once; retries wait in the due-job table (maxDelaySeconds 0).
    deliveryQueue: inProcessDeliveryQueue((ref) => runQueuedAttempt(platform, ref), log),
    blobs: s3BlobStore(config.bucketName, localS3ClientConfig(config.s3Endpoint, config.region)),
    clock: systemClock,
    log,
    keys: keyring(
      config.signingKeysFile ? fileKeySource(config.signingKeysFile) : missingKeySource("SIGNING_KEYS_FILE"),
    ),
  };
  if (config.mailTransport === "local") {
    platform.transport = new LocalTransport({
      isLocalAddress: (address) => isLocalAddress(platform, address),
      // Mail between two local inboxes goes through the same inbound pipeline as mail from outside.
      // Signed with the sender's domain's key, as SES signs on AWS: it authenticates against the local zone.
      sign: async (raw, sender) => {
        const custom = await customDomainSigning(platform, sender);
        return custom ? signMessage(raw, custom) : trust.sign(raw);
      },
      deliverLocal: async (raw, recipients, sender) => {
        const now = platform.clock.now();
        // Sent "from" loopback, which the SPF records of the local zone allow.
        const rawKey = await storeIncoming(platform, raw, now);
        const envelope = { ip: "127.0.0.1", helo: config.sharedDomain, mailFrom: sender };
        const outcomes = await processInbound(platform, { raw, rawKey, recipients, envelope, now });
        // No inbox (or an expired one) for an address of our own domain: the transport bounces it, as SES would.
        return {
          unknownRecipients: outcomes.filter((o) => o.status === "unknown_recipient").map((o) => o.recipient),
        };
      },
      notify: async (notification) => {
        await handleDeliveryNotification(platform, notification);
      },
      outboxDir: config.outboxDir ?? join(tmpdir(), "agent-mail-outbox"),
      relayUrl: config.smtpRelayUrl,
      now: () => platform.clock.now(),
      onError: (error, n) => log.error("delivery report failed", { error, kind: n.kind }),
    });
  }
  // One process holds every stream: SSE subscribers and WebSocket sockets are fed by the hub.
  const hub = new RealtimeHub(platform);
  platform.realtime = hub;
  platform.liveEvents = hub;
  platform.wsConnections = hub;
  // "Called in-process after the write commits": every committed event item is fanned out from here.
  fanOutAfterCommit(client, platform);
  return platform;
}
