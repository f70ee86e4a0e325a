// Direct reads of the local table, for checks the API does not expose yet (e.g. event records).
import { inject } from "vitest";
import { createDocumentClient } from "../../shared/db/client.js";
import { createService, type Db } from "../../shared/db/service.js";

let db: Db | undefined;

export function testDb(): Db {
  db ??= createService(
    createDocumentClient({ region: "us-east-1", endpoint: inject("dynamodbEndpoint") }),
    process.env.TABLE_NAME || "agent-mail",
  );
  return db;
}

export async function eventsOf(organizationId: string) {
  const { data } = await testDb().entities.event.query.byOrganization({ organizationId }).go({ pages: "all" });
  return data;
}
