// What an app's access token may do (authorization code, refresh and device grants), decided on every request from
// the grant the person consented to: revoking the grant, or the one token, takes effect at once.
import { permissionsForScopes } from "../auth/permissions.js";
import type { AccessTokenRef, Principal } from "../auth/principal.js";
import { readMembership } from "../db/memberships.js";
import { accessTokenRevoked, readGrant } from "../db/oauth.js";
import type { Platform } from "../ports/platform.js";

/** The principal of a verified grant token, or undefined (grant revoked or gone, token revoked, person gone). */
export async function principalFromGrant(
  platform: Platform,
  ref: AccessTokenRef,
  now: Date,
): Promise<Principal | undefined> {
  if (!ref.grant || ref.exp * 1000 <= now.getTime()) return undefined;
  const [grant, revoked] = await Promise.all([
    readGrant(platform.db, ref.grant),
    accessTokenRevoked(platform.db, ref.jti),
  ]);
  if (grant?.status !== "active" || revoked) return undefined;
  // The person who consented must still belong to the organization, as a session must.
  // (a membership begun after the consent is a later one: the app was disconnected when the earlier one ended).
  const member = await readMembership(platform.db, grant.organizationId, grant.userId);
  if (!member || member.createdAt > grant.createdAt) return undefined;
  // Never more than the grant holds, whatever the token says.
  const granted = new Set(grant.scope.split(" "));
  const scope = ref.scope
    .split(" ")
    .filter((s) => granted.has(s))
    .join(" ");
  return {
    kind: "agent_token",
    organizationId: grant.organizationId,
    scope: grant.targetType,
    ...(grant.podId ? { podId: grant.podId } : {}),
    ...(grant.inboxId ? { inboxId: grant.inboxId } : {}),
    grant: permissionsForScopes(scope),
    grantId: grant.grantId,
    token: ref,
  };
}
