// Limits counted in rolling windows held in the table (shared/db/rate-windows.ts): registration per requester and
// service-wide, human claim lookups, sandbox sends. Callers turn a refusal into their surface's error.
import { readWindows, type WindowState, type WindowUse, writeWindows } from "../db/rate-windows.js";
import type { Db } from "../db/service.js";

export interface WindowLimit {
  windowMs: number;
  limit: number;
  /** Which limit refused, for the caller's message. */
  name: string;
}

export interface WindowRule {
  key: string;
  limits: readonly WindowLimit[];
}

export type Take = { ok: true } | { ok: false; limit: WindowLimit; retryAfterSeconds: number };

const MAX_RACES = 5;

/** Seconds until the oldest counted use leaves a window that holds `limit` uses. */
export function retryAfter(uses: readonly WindowUse[], limit: WindowLimit, now: number): number {
  const inWindow = uses.filter((u) => u.at > now - limit.windowMs);
  // The use that must age out for one slot to free up.
  const freeing = inWindow[inWindow.length - limit.limit];
  const at = (freeing?.at ?? now) + limit.windowMs;
  return Math.max(1, Math.ceil((at - now) / 1000));
}

function longest(rule: WindowRule): number {
  return Math.max(...rule.limits.map((l) => l.windowMs));
}

/**
 * Counts one use in every rule's window if no limit of any rule is reached; otherwise counts nothing and names the
 * first limit reached. Concurrent callers on other instances are serialised by the windows' versions.
 */
export async function takeOne(db: Db, rules: readonly WindowRule[], now: number): Promise<Take> {
  for (let race = 0; race < MAX_RACES; race++) {
    const states = await readWindows(
      db,
      rules.map((r) => r.key),
    );
    const next: Array<WindowState & { expiresAtSeconds: number }> = [];
    for (const [i, rule] of rules.entries()) {
      const span = longest(rule);
      const live = states[i].uses.filter((u) => u.at > now - span);
      for (const limit of rule.limits) {
        const count = live.filter((u) => u.at > now - limit.windowMs).length;
        if (count >= limit.limit) return { ok: false, limit, retryAfterSeconds: retryAfter(live, limit, now) };
      }
      next.push({
        ...states[i],
        uses: [...live, { at: now }],
        expiresAtSeconds: Math.ceil((now + span) / 1000) + 60,
      });
    }
    if (await writeWindows(db, next)) return { ok: true };
  }
  throw new Error("Rate window kept changing under concurrent writers");
}

/** The requester a registration limit counts: an IPv4 address, or the /64 of an IPv6 address. */
export function requesterKey(ip: string): string {
  const address = ip.replace(/^::ffff:/i, "");
  if (!address.includes(":")) return address || "unknown";
  const [head, tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g || "0", 16) || 0).toString(16))
    .join(":")}::/64`;
}
