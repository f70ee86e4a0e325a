// System labels and who may see mail carrying them.
import type { Permission } from "../auth/permissions.js";
import { can, type Principal } from "../auth/principal.js";

export const SYSTEM_LABELS = ["INBOX", "SENT", "UNREAD", "SPAM", "BLOCKED", "UNAUTHENTICATED", "QUARANTINE", "TRASH"];

/** Labels that hide mail from lists unless asked for, with the permission needed to see it (QUARANTINE: none). */
export const HIDDEN_LABELS: Record<string, Permission | null> = {
  SPAM: "label_spam_read",
  BLOCKED: "label_blocked_read",
  UNAUTHENTICATED: "label_unauthenticated_read",
  TRASH: "label_trash_read",
  QUARANTINE: null,
};

const INCLUDE_FLAG: Record<string, string> = {
  SPAM: "include_spam",
  BLOCKED: "include_blocked",
  UNAUTHENTICATED: "include_unauthenticated",
  TRASH: "include_trash",
  QUARANTINE: "include_quarantine",
};

/** System labels are uppercase whatever the caller wrote (`unread` = `UNREAD`); others stay as given. */
export function normalizeLabel(label: string): string {
  const upper = label.trim().toUpperCase();
  return SYSTEM_LABELS.includes(upper) ? upper : label.trim();
}

export function normalizeLabels(labels: readonly string[] | undefined): string[] {
  const out: string[] = [];
  for (const label of labels ?? []) {
    const normalized = normalizeLabel(label);
    if (normalized && !out.includes(normalized)) out.push(normalized);
  }
  return out;
}

/** Hidden labels the credential may see at all (silently narrowed, never a 403). */
export function visibleHiddenLabels(principal: Principal): Set<string> {
  const out = new Set<string>();
  for (const [label, permission] of Object.entries(HIDDEN_LABELS)) {
    if (permission === null || can(principal, permission)) out.add(label);
  }
  return out;
}

/** Hidden labels whose mail the credential may never see. */
export function unreadableLabels(principal: Principal): string[] {
  const permitted = visibleHiddenLabels(principal);
  return Object.keys(HIDDEN_LABELS).filter((label) => !permitted.has(label));
}

/** Which hidden labels a list leaves out: those not asked for (flag or label filter) or not permitted. */
export function excludedLabels(
  principal: Principal,
  flags: Record<string, boolean | undefined>,
  wanted: readonly string[],
): string[] {
  const permitted = visibleHiddenLabels(principal);
  return Object.keys(HIDDEN_LABELS).filter(
    (label) => !permitted.has(label) || !(flags[INCLUDE_FLAG[label]] || wanted.includes(label)),
  );
}

/** A single message or thread is readable unless it carries a hidden label the credential may not see. */
export function readableLabels(principal: Principal, labels: readonly string[]): boolean {
  const permitted = visibleHiddenLabels(principal);
  return labels.every((label) => !(label in HIDDEN_LABELS) || permitted.has(label));
}

export function applyLabelChanges(
  labels: readonly string[],
  add: readonly string[],
  remove: readonly string[],
): string[] {
  const removing = new Set(normalizeLabels(remove));
  const out = labels.filter((l) => !removing.has(l));
  for (const label of normalizeLabels(add)) if (!out.includes(label) && !removing.has(label)) out.push(label);
  return out;
}
