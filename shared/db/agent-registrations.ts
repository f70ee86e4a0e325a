// Agent registrations and their claim attempts. Every state change is conditional on the state it leaves, so two
// instances cannot both claim, or claim what was just revoked.
import { type Cursor, type Page, type PageRequest, toPage } from "../pagination.js";
import type { AgentRegistrationItem, ClaimAttemptItem, Db, OrganizationItem, PodItem } from "./service.js";
import { conditional, conditionFailed, named, type TxOutcome, writeTransaction } from "./transactions.js";

export type RegistrationStatus = AgentRegistrationItem["status"];

/** An anonymous registration: its sandbox organization and default pod with it, all or nothing. */
export async function insertSandboxRegistration(
  db: Db,
  items: { registration: AgentRegistrationItem; organization: OrganizationItem; pod: PodItem },
): Promise<TxOutcome<"registration" | "organization" | "pod">> {
  return writeTransaction(db, ({ agentRegistration, organization, pod }) => [
    named("registration", agentRegistration.create(items.registration).commit()),
    named("organization", organization.create(items.organization).commit()),
    named("pod", pod.create(items.pod).commit()),
  ]);
}

/** A registration without a sandbox (service_auth). */
export async function insertRegistration(db: Db, item: AgentRegistrationItem): Promise<void> {
  await db.entities.agentRegistration.create(item).go({ response: "none" });
}

/** Registration by ID, strongly consistent (every token check reads it). */
export async function readRegistration(db: Db, registrationId: string): Promise<AgentRegistrationItem | undefined> {
  const { data } = await db.entities.agentRegistration.get({ registrationId }).go({ consistent: true });
  return data ?? undefined;
}

/** Registration by the hash of its claim token (the index is eventually consistent: re-read by ID to act). */
export async function findRegistrationByClaimToken(
  db: Db,
  claimTokenHash: string,
): Promise<AgentRegistrationItem | undefined> {
  const { data } = await db.entities.agentRegistration.query.byClaimToken({ claimTokenHash }).go({ count: 1 });
  const found = data[0];
  return found ? readRegistration(db, found.registrationId) : undefined;
}

/** An organization's registrations by ID, optionally of one status, one page. */
export async function pageRegistrations(
  db: Db,
  organizationId: string,
  status: RegistrationStatus | undefined,
  page: PageRequest,
): Promise<Page<AgentRegistrationItem>> {
  const base = db.entities.agentRegistration.query.byOrganization({ organizationId });
  const cursor = page.cursor as { registrationId: string } | undefined;
  const ranged = cursor ? (page.ascending ? base.gt(cursor) : base.lt(cursor)) : base;
  const filtered = status ? ranged.where((a, op) => op.eq(a.status, status)) : ranged;
  const { data } = await filtered.go({ order: page.ascending ? "asc" : "desc", count: page.limit + 1 });
  return toPage(data, page, (r): Cursor => ({ registrationId: r.registrationId }));
}

type RegistrationChange = Partial<
  Pick<
    AgentRegistrationItem,
    | "status"
    | "organizationId"
    | "listed"
    | "email"
    | "claimedByUserId"
    | "attemptId"
    | "attemptUserCode"
    | "attemptExpiresAt"
    | "lastPolledAt"
    | "generation"
    | "claimRedeemedAt"
    | "claimedAt"
    | "revokedAt"
    | "updatedAt"
    | "ttl"
    | "inboxId"
    | "podId"
  >
>;

/**
 * Changes a registration only while it is in one of `from` (and, for polls, last polled before `polledBefore`).
 * Returns the new record, or undefined when the condition failed.
 */
export async function changeRegistration(
  db: Db,
  registrationId: string,
  change: RegistrationChange,
  when: { from: readonly RegistrationStatus[]; polledBefore?: number; notRedeemed?: boolean; attemptId?: string },
  remove: ReadonlyArray<"ttl"> = [],
): Promise<AgentRegistrationItem | undefined> {
  try {
    let patch = db.entities.agentRegistration.patch({ registrationId }).set(change);
    if (remove.length) patch = patch.remove([...remove]);
    const { data } = await patch
      .where((a, op) => {
        // DynamoDB refuses redundant parentheses: only alternatives are wrapped.
        const either = (alternatives: string[]) =>
          alternatives.length > 1 ? `(${alternatives.join(" OR ")})` : alternatives[0];
        const parts = [either(when.from.map((s) => op.eq(a.status, s)))];
        if (when.polledBefore !== undefined) {
          parts.push(either([op.notExists(a.lastPolledAt), op.lte(a.lastPolledAt, when.polledBefore)]));
        }
        if (when.notRedeemed) parts.push(op.notExists(a.claimRedeemedAt));
        if (when.attemptId) parts.push(op.eq(a.attemptId, when.attemptId));
        return parts.join(" AND ");
      })
      .go({ response: "all_new" });
    return data as AgentRegistrationItem;
  } catch (error) {
    if (conditionFailed(error)) return undefined;
    throw error;
  }
}

/** A new claim attempt; false when its user code is already live (pick another). */
export async function insertClaimAttempt(db: Db, item: ClaimAttemptItem): Promise<boolean> {
  return conditional(() =>
    db.entities.claimAttempt
      .put(item)
      .where((a, op) => `${op.notExists(a.userCode)} OR ${op.lt(a.ttl, Math.floor(Date.parse(item.createdAt) / 1000))}`)
      .go({ response: "none" }),
  );
}

/** A claim attempt by its user code, strongly consistent. */
export async function readClaimAttempt(db: Db, userCode: string): Promise<ClaimAttemptItem | undefined> {
  const { data } = await db.entities.claimAttempt.get({ userCode }).go({ consistent: true });
  return data ?? undefined;
}

/** A claim attempt by the hash of its attempt token (index, then a consistent read by code). */
export async function findClaimAttemptByToken(db: Db, tokenHash: string): Promise<ClaimAttemptItem | undefined> {
  const { data } = await db.entities.claimAttempt.query.byToken({ tokenHash }).go({ count: 1 });
  return data[0] ? readClaimAttempt(db, data[0].userCode) : undefined;
}
