// Suppressions: addresses the organization no longer sends to (permanent bounces, complaints, manual additions).
import type { SuppressionItem } from "../db/service.js";
import {
  deleteSuppressionUnlessComplaint,
  pageSuppressions,
  putSuppression,
  putSuppressionUnlessComplaint,
  readSuppression as readSuppressionRecord,
  readSuppressions,
} from "../db/suppressions.js";
import { conditionFailed } from "../db/transactions.js";
import { forbidden, notFound, validation } from "../errors.js";
import type { Page, PageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";
import { isEmailAddress, normalizeAddress } from "./lists.js";

export type SuppressionReason = "bounce" | "complaint" | "manual";

export function toSuppression(item: SuppressionItem) {
  return {
    email: item.email,
    organization_id: item.organizationId,
    reason: item.reason,
    detail: item.detail,
    source_message_id: item.sourceMessageId,
    created_at: item.createdAt,
  };
}

/** A body's `email` → the stored (lowercased, bare) address; 400 when it is not an address. */
export function parseSuppressionEmail(raw: string): string {
  const email = normalizeAddress(raw);
  if (!isEmailAddress(email)) throw validation("email must be a valid email address", "email");
  return email;
}

/** Every suppression of the organization, newest first unless asked. */
export async function listSuppressions(
  platform: Platform,
  organizationId: string,
  page: PageRequest,
): Promise<Page<SuppressionItem>> {
  return pageSuppressions(platform.db, organizationId, page);
}

async function readSuppression(
  platform: Platform,
  organizationId: string,
  email: string,
): Promise<SuppressionItem | undefined> {
  return readSuppressionRecord(platform.db, organizationId, email);
}

/**
 * A manual suppression. An existing bounce or manual suppression is replaced (created: true); an existing complaint
 * suppression is returned unchanged (created: false).
 */
export async function addSuppression(
  platform: Platform,
  organizationId: string,
  input: { email: string; detail?: string },
  now: Date,
): Promise<{ suppression: SuppressionItem; created: boolean }> {
  const email = parseSuppressionEmail(input.email);
  const existing = await readSuppression(platform, organizationId, email);
  if (existing?.reason === "complaint") return { suppression: existing, created: false };
  const item: SuppressionItem = {
    organizationId,
    email,
    reason: "manual",
    detail: input.detail,
    createdAt: now.toISOString(),
  };
  try {
    await putSuppressionUnlessComplaint(platform.db, item);
    return { suppression: item, created: true };
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    // A complaint arrived in between: it stays.
    const complaint = await readSuppression(platform, organizationId, email);
    if (!complaint) throw error;
    return { suppression: complaint, created: false };
  }
}

export async function getSuppression(platform: Platform, organizationId: string, rawEmail: string) {
  const email = normalizeAddress(rawEmail);
  const item = isEmailAddress(email) ? await readSuppression(platform, organizationId, email) : undefined;
  if (!item) throw notFound("Suppression not found");
  return item;
}

const complaintRefusal = () =>
  forbidden("Complaint suppressions can be removed only by the operator's support", "email");

export async function removeSuppression(platform: Platform, organizationId: string, rawEmail: string): Promise<void> {
  const item = await getSuppression(platform, organizationId, rawEmail);
  if (item.reason === "complaint") throw complaintRefusal();
  try {
    await deleteSuppressionUnlessComplaint(platform.db, organizationId, item.email);
  } catch (error) {
    if (conditionFailed(error)) throw complaintRefusal();
    throw error;
  }
}

/** 403 for the first suppressed recipient: one batch get for all of them. */
export async function checkNotSuppressed(
  platform: Platform,
  organizationId: string,
  recipients: string[],
): Promise<void> {
  const addresses = recipients.map(normalizeAddress);
  const unique = [...new Set(addresses)].filter((a) => a !== "");
  if (!unique.length) return;
  const found = new Map<string, SuppressionItem>();
  let keys = unique.map((email) => ({ organizationId, email }));
  for (let attempt = 0; keys.length && attempt < 5; attempt++) {
    const { data, unprocessed } = await readSuppressions(platform.db, keys);
    for (const item of data) found.set(item.email, item);
    keys = unprocessed;
  }
  for (const key of keys) {
    const item = await readSuppression(platform, organizationId, key.email);
    if (item) found.set(item.email, item);
  }
  for (const address of addresses) {
    const item = found.get(address);
    if (item) throw forbidden(`Recipient ${address} is suppressed (${item.reason})`);
  }
}

/** Permanent bounces and complaints: a complaint replaces anything; a bounce never replaces a complaint. */
export async function suppressAutomatically(
  platform: Platform,
  input: {
    organizationId: string;
    email: string;
    reason: "bounce" | "complaint";
    detail?: string;
    sourceMessageId?: string;
  },
  now: Date,
): Promise<void> {
  const item: SuppressionItem = {
    organizationId: input.organizationId,
    email: normalizeAddress(input.email),
    reason: input.reason,
    detail: input.detail,
    sourceMessageId: input.sourceMessageId,
    createdAt: now.toISOString(),
  };
  if (item.email === "") return;
  if (input.reason === "complaint") {
    await putSuppression(platform.db, item);
    return;
  }
  try {
    await putSuppressionUnlessComplaint(platform.db, item);
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}
