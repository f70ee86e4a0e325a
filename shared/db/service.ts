// The one ElectroDB Service over the single table, plus the item types derived from the entities.
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { type CreateEntityItem, type EntityItem, Service } from "electrodb";
import { AgentRegistration, ClaimAttempt, RateWindow } from "./entities/agent-registration.js";
import { ApiKey } from "./entities/api-key.js";
import { Classification } from "./entities/classification.js";
import { ClientRef } from "./entities/client-ref.js";
import { Correspondent } from "./entities/correspondent.js";
import { Domain } from "./entities/domain.js";
import { DomainRef } from "./entities/domain-ref.js";
import { Draft } from "./entities/draft.js";
import { DueJob } from "./entities/due-job.js";
import { EventRecord } from "./entities/event.js";
import { Inbox } from "./entities/inbox.js";
import { ListEntry } from "./entities/list-entry.js";
import { Invitation, Membership } from "./entities/membership.js";
import { Message, MessageRef } from "./entities/message.js";
import {
  DeviceAuthorization,
  IdentitySubject,
  OAuthClient,
  OAuthCode,
  OAuthGrant,
  OAuthRefreshToken,
  OAuthRequest,
  RevokedAccessToken,
  SeenEventToken,
} from "./entities/oauth.js";
import { Organization } from "./entities/organization.js";
import { FirstKey, Session, SignIn, User } from "./entities/people.js";
import { Pod } from "./entities/pod.js";
import { SocialSignIn } from "./entities/social-sign-in.js";
import { Suppression } from "./entities/suppression.js";
import { Thread } from "./entities/thread.js";
import { TokenBucket } from "./entities/token-bucket.js";
import { Webhook } from "./entities/webhook.js";
import { WebhookDelivery } from "./entities/webhook-delivery.js";
import { WsConnection } from "./entities/ws-connection.js";

/** The Service over the table: every entity, and transactions across them (used in shared/db/ only). */
export function createService(client: DynamoDBDocumentClient, table: string) {
  return new Service(
    {
      organization: Organization,
      pod: Pod,
      inbox: Inbox,
      apiKey: ApiKey,
      clientRef: ClientRef,
      event: EventRecord,
      user: User,
      session: Session,
      signIn: SignIn,
      firstKey: FirstKey,
      membership: Membership,
      invitation: Invitation,
      message: Message,
      messageRef: MessageRef,
      thread: Thread,
      domain: Domain,
      domainRef: DomainRef,
      draft: Draft,
      dueJob: DueJob,
      correspondent: Correspondent,
      listEntry: ListEntry,
      suppression: Suppression,
      webhook: Webhook,
      webhookDelivery: WebhookDelivery,
      classification: Classification,
      wsConnection: WsConnection,
      agentRegistration: AgentRegistration,
      claimAttempt: ClaimAttempt,
      rateWindow: RateWindow,
      tokenBucket: TokenBucket,
      socialSignIn: SocialSignIn,
      oauthClient: OAuthClient,
      oauthRequest: OAuthRequest,
      oauthCode: OAuthCode,
      oauthGrant: OAuthGrant,
      oauthRefreshToken: OAuthRefreshToken,
      deviceAuthorization: DeviceAuthorization,
      revokedAccessToken: RevokedAccessToken,
      identitySubject: IdentitySubject,
      seenEventToken: SeenEventToken,
    },
    { client, table },
  );
}

export type Db = ReturnType<typeof createService>;

export type OrganizationItem = EntityItem<typeof Organization>;
export type PodItem = EntityItem<typeof Pod>;
export type InboxItem = EntityItem<typeof Inbox>;
export type ApiKeyItem = EntityItem<typeof ApiKey>;
export type EventItem = EntityItem<typeof EventRecord>;
export type UserItem = EntityItem<typeof User>;
export type SessionItem = EntityItem<typeof Session>;
export type MembershipItem = EntityItem<typeof Membership>;
export type InvitationItem = EntityItem<typeof Invitation>;
export type MessageItem = EntityItem<typeof Message>;
export type ThreadItem = EntityItem<typeof Thread>;
export type DomainItem = EntityItem<typeof Domain>;
export type DraftItem = EntityItem<typeof Draft>;
export type DueJobItem = EntityItem<typeof DueJob>;
export type ListEntryItem = EntityItem<typeof ListEntry>;
export type SuppressionItem = EntityItem<typeof Suppression>;
export type WsConnectionItem = EntityItem<typeof WsConnection>;
export type WebhookItem = EntityItem<typeof Webhook>;
export type WebhookDeliveryItem = EntityItem<typeof WebhookDelivery>;
export type ClientRefItem = EntityItem<typeof ClientRef>;
export type MessageRefItem = EntityItem<typeof MessageRef>;
export type CorrespondentItem = EntityItem<typeof Correspondent>;
export type SignInItem = EntityItem<typeof SignIn>;
export type FirstKeyItem = EntityItem<typeof FirstKey>;
export type ClassificationItem = EntityItem<typeof Classification>;
export type AgentRegistrationItem = EntityItem<typeof AgentRegistration>;
export type ClaimAttemptItem = EntityItem<typeof ClaimAttempt>;
export type RateWindowItem = EntityItem<typeof RateWindow>;
export type SocialSignInItem = EntityItem<typeof SocialSignIn>;
export type OAuthClientItem = EntityItem<typeof OAuthClient>;
export type OAuthRequestItem = EntityItem<typeof OAuthRequest>;
export type OAuthCodeItem = EntityItem<typeof OAuthCode>;
export type OAuthGrantItem = EntityItem<typeof OAuthGrant>;
export type OAuthRefreshTokenItem = EntityItem<typeof OAuthRefreshToken>;
export type DeviceAuthorizationItem = EntityItem<typeof DeviceAuthorization>;
/** An event record as written (its index keys are derived from it). */
export type CreateEventItem = CreateEntityItem<typeof EventRecord>;

/** How a read by key is made: strongly consistent (twice the cost) where a write just before must be seen. */
export interface ReadOptions {
  consistent?: boolean;
}
