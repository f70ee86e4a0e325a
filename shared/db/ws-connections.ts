// Reading and forgetting WebSocket connection records (the entity is in entities/ws-connection.ts).
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

export async function forgetConnection(db: Db, connectionId: string): Promise<void> {
  await db.entities.wsConnection.delete({ connectionId }).go({ response: "none" });
}
