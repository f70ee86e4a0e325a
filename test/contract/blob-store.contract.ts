// What the domain may assume of a BlobStore (shared/ports/blob-store.ts): raw mail, bodies, attachments and exports
// come back byte for byte under the keys they were put (keys carry inbox addresses: '@', '+'), a missing object is
// `undefined` rather than an error, deleting is idempotent, and a download URL serves the object to anyone holding it,
// with the type and disposition asked for, for a short while only.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BlobStore } from "../../shared/ports/blob-store.js";

export interface BlobStoreFixture {
  blobs: BlobStore;
  /** The same store over a bucket that does not exist (for the readiness probe). */
  missingBucket: BlobStore;
  dispose(): Promise<void>;
}

/** Keys as shared/db/blob-keys.ts forms them, for an inbox whose address has a '+' tag, and a few harder ones. */
const KEYS = [
  "messages/agent+ops@agents.example.com/msg_01J9Z8Y7X6W5V4T3S2R1Q0P9N8/raw.eml",
  "messages/agent@agents.example.com/msg_01J9Z8Y7X6W5V4T3S2R1Q0P9N8/attachments/att_01J9Z8Y7X6W5V4T3S2R1Q0P9N8",
  "exports/agent@agents.example.com/1767225600000-Grüße report (final).json",
];

const ALL_BYTES = Buffer.from(Array.from({ length: 512 }, (_, n) => n % 256));

export function runBlobStoreConformance(name: string, makeAdapter: () => Promise<BlobStoreFixture>): void {
  describe(`${name} as a BlobStore`, () => {
    let fixture: BlobStoreFixture;
    beforeEach(async () => {
      fixture = await makeAdapter();
    });
    afterEach(async () => {
      await fixture.dispose();
    });

    it("gives back an object byte for byte, whatever bytes it holds", async () => {
      await fixture.blobs.put(KEYS[0], ALL_BYTES, "message/rfc822");

      expect((await fixture.blobs.get(KEYS[0]))?.equals(ALL_BYTES)).toBe(true);
    });

    it("gives back a string put as its UTF-8 bytes", async () => {
      const text = JSON.stringify({ text: "Grüße ✓ 📬", html: "<p>hi</p>" });
      await fixture.blobs.put(KEYS[1], text, "application/json");

      expect((await fixture.blobs.get(KEYS[1]))?.toString("utf8")).toBe(text);
    });

    it("gives back an empty object as an empty buffer, not as a missing one", async () => {
      await fixture.blobs.put(KEYS[1], Buffer.alloc(0));

      expect(await fixture.blobs.get(KEYS[1])).toEqual(Buffer.alloc(0));
    });

    it("keeps objects under keys with '@', '+', spaces and non-ASCII characters apart", async () => {
      for (const [n, key] of KEYS.entries()) await fixture.blobs.put(key, `object ${n}`);

      for (const [n, key] of KEYS.entries()) expect((await fixture.blobs.get(key))?.toString()).toBe(`object ${n}`);
      // '+' is not a space in a key.
      expect(await fixture.blobs.get(KEYS[0].replace("+", " "))).toBeUndefined();
    });

    it("replaces an object put again under the same key", async () => {
      await fixture.blobs.put(KEYS[0], "first");
      await fixture.blobs.put(KEYS[0], "second");

      expect((await fixture.blobs.get(KEYS[0]))?.toString()).toBe("second");
    });

    it("answers undefined for a key that holds nothing", async () => {
      expect(await fixture.blobs.get("messages/nobody@agents.example.com/msg_missing/raw.eml")).toBeUndefined();
    });

    it("deletes an object, and treats deleting a missing one as done", async () => {
      await fixture.blobs.put(KEYS[2], "doomed");
      await fixture.blobs.delete(KEYS[2]);

      expect(await fixture.blobs.get(KEYS[2])).toBeUndefined();
      await expect(fixture.blobs.delete(KEYS[2])).resolves.toBeUndefined();
    });

    it("makes a download URL that serves the object without credentials, as the type and file asked for", async () => {
      await fixture.blobs.put(KEYS[2], ALL_BYTES, "application/octet-stream");
      const url = await fixture.blobs.downloadUrl(KEYS[2], {
        contentType: "application/json",
        contentDisposition: `attachment; filename="report.json"; filename*=UTF-8''Gr%C3%BC%C3%9Fe.json`,
        expiresInSeconds: 300,
      });

      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(ALL_BYTES)).toBe(true);
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="report.json"; filename*=UTF-8''Gr%C3%BC%C3%9Fe.json`,
      );
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    });

    it("makes a download URL for a missing key without checking, which then answers 404", async () => {
      const url = await fixture.blobs.downloadUrl("exports/nobody@agents.example.com/missing.json", {
        contentType: "application/json",
        contentDisposition: "attachment",
        expiresInSeconds: 300,
      });

      expect((await fetch(url)).status).toBe(404);
    });

    it("makes a download URL that stops working once it expires", async () => {
      await fixture.blobs.put(KEYS[0], "short-lived");
      const url = await fixture.blobs.downloadUrl(KEYS[0], {
        contentType: "message/rfc822",
        contentDisposition: "attachment",
        expiresInSeconds: 1,
      });
      await new Promise((resolve) => setTimeout(resolve, 2100));

      expect((await fetch(url)).status).toBe(403);
    });

    it("answers the readiness probe while its bucket exists, and fails it when the bucket does not", async () => {
      await expect(fixture.blobs.ping()).resolves.toBeUndefined();
      await expect(fixture.missingBucket.ping()).rejects.toThrow();
    });
  });
}
