// WebSocket connection records (the entity is in entities/ws-connection.ts): written on $connect, read per
// organization by the publisher and all together by the keep-alive sweep, forgotten on $disconnect.
import type { Db, WsConnectionItem } from "./service.js";

/** Open connections of one organization: who may receive its events. */
export async function connectionsOfOrganization(db: Db, organizationId: string): Promise<WsConnectionItem[]> {
  const { data } = await db.entities.wsConnection.query.byOrganization({ organizationId }).go({ pages: "all" });
  return data;
}

/** Every open connection of the service (the keep-alive sweep), from its own index partition. */
export async function everyConnection(db: Db): Promise<WsConnectionItem[]> {
  const { data } = await db.entities.wsConnection.query.everyConnection({}).go({ pages: "all" });
  return data;
}

/** Forget a connection ($disconnect, or a post that found it gone). */
export async function forgetConnection(db: Db, connectionId: string): Promise<void> {
  await db.entities.wsConnection.delete({ connectionId }).go({ response: "none" });
}

/** Remember a connection opened now: its principal, credential hash and subscription. */
export async function putConnection(db: Db, item: WsConnectionItem): Promise<void> {
  await db.entities.wsConnection.put(item).go({ response: "none" });
}

/** Connection by ID: strongly consistent. */
export async function readConnection(db: Db, connectionId: string): Promise<WsConnectionItem | undefined> {
  const { data } = await db.entities.wsConnection.get({ connectionId }).go({ consistent: true });
  return data ?? undefined;
}

/** The subscription a client frame asked for: the lists given are set, the others cleared (meaning everything). */
export async function setConnectionFilter(
  db: Db,
  connectionId: string,
  filter: Partial<Pick<WsConnectionItem, "eventTypes" | "inboxIds" | "podIds">>,
): Promise<void> {
  const patch = db.entities.wsConnection.patch({ connectionId });
  const cleared = (["eventTypes", "inboxIds", "podIds"] as const).filter((k) => !filter[k]);
  const set = Object.fromEntries(
    (["eventTypes", "inboxIds", "podIds"] as const).flatMap((k) => (filter[k] ? [[k, filter[k]]] : [])),
  );
  await (cleared.length ? patch.set(set).remove(cleared) : patch.set(set)).go({ response: "none" });
}

/** Record that a connection's credential was checked now. */
export async function markConnectionChecked(db: Db, connectionId: string, at: string): Promise<void> {
  await db.entities.wsConnection.patch({ connectionId }).set({ checkedAt: at }).go({ response: "none" });
}
