// Event type names accepted in queries and bodies (`event_types`), checked in one place with the spec's wording.
import { EVENT_TYPES } from "../domain/events.js";
import { validation } from "../errors.js";
import { AUDIT_EVENT_TYPES } from "./record.js";

/** Every type the event log can hold: the delivered types and the audit types. */
export const LOGGED_EVENT_TYPES: readonly string[] = [...EVENT_TYPES, ...AUDIT_EVENT_TYPES];

/**
 * The distinct names of `values`, in order, each one of `allowed` (default: the delivered event types);
 * the first unknown one is 400 `Unknown event type: <type>` (param `event_types`).
 */
export function checkEventTypes(values: readonly string[], allowed: readonly string[] = EVENT_TYPES): string[] {
  const out: string[] = [];
  for (const value of values) {
    if (!allowed.includes(value)) throw validation(`Unknown event type: ${value}`, "event_types");
    if (!out.includes(value)) out.push(value);
  }
  return out;
}
