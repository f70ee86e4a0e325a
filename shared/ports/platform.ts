// What a handler gets from its platform's composition root.
import type { Keyring } from "../auth/keyring.js";
import type { Config } from "../config.js";
import type { Db } from "../db/service.js";
import type { Logger } from "../observability/logger.js";
import type { Metrics } from "../observability/metrics.js";
import type { BlobStore } from "./blob-store.js";
import type { Clock } from "./clock.js";
import type { DeliveryQueue } from "./delivery-queue.js";
import type { DnsResolver } from "./dns.js";
import type { DomainConnectClient } from "./domain-connect.js";
import type { DomainIdentities } from "./domain-identities.js";
import type { MailTransport } from "./mail-transport.js";
import type { LiveEventSource, RealtimePublisher } from "./realtime.js";
import type { Scheduler } from "./scheduler.js";
import type { TrustDeps } from "./trust.js";
import type { WsConnections } from "./ws-connections.js";

export interface Platform {
  config: Config;
  db: Db;
  blobs: BlobStore;
  clock: Clock;
  log: Logger;
  metrics: Metrics;
  /** JWT signing keys (agent access tokens, identity assertions). */
  keys: Keyring;
  /** Absent when no transport is configured: sends answer 501. */
  transport?: MailTransport;
  scheduler: Scheduler;
  /** Custom domains: their DNS checks (the system resolver on AWS, the local zone file here). */
  dns: DnsResolver;
  /** Custom domains' sending identities: SES on AWS, a local DKIM key here. */
  domainIdentities: DomainIdentities;
  /** Domain Connect discovery over the SSRF-guarded HTTP client. */
  domainConnect: DomainConnectClient;
  /** Webhook delivery attempts: SQS on AWS, in process locally. */
  deliveryQueue: DeliveryQueue;
  /**
   * The trust pipeline's adapters, built on first use: only code that receives mail needs them, and on AWS they
   * live in their own chunk of the bundle, loaded then.
   */
  trust(): Promise<TrustDeps>;
  /** Open SSE and WebSocket streams; absent where nothing can hold a stream (e.g. a worker-only process). */
  realtime?: RealtimePublisher;
  /** Where SSE streams get live events: the in-process hub locally, the event log tailed on AWS. */
  liveEvents?: LiveEventSource;
  /** Frames to open WebSocket connections: the local sockets, or the API Gateway management API. */
  wsConnections?: WsConnections;
}
