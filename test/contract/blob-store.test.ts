// The BlobStore contract. S3 is the one adapter on both platforms (against s3rver locally), so the suite runs it
// against s3rver; what s3rver does not do as S3 does (error answers, presigned URL signatures) is checked against
// responses recorded from S3 and against S3's signing rules.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3 } from "../../scripts/local/s3.js";
import { s3BlobStore } from "../../shared/adapters/aws/s3-blob-store.js";
import { localS3ClientConfig } from "../../shared/adapters/local/s3-config.js";
import type { BlobStore } from "../../shared/ports/blob-store.js";
import { type BlobStoreFixture, runBlobStoreConformance } from "./blob-store.contract.js";
import { type AwsStandIn, recorded, startAwsStandIn } from "./support/aws-stand-in.js";
import { checkPresignedUrl } from "./support/sigv4.js";

async function s3rverFixture(): Promise<BlobStoreFixture> {
  const directory = await mkdtemp(join(tmpdir(), "contract-s3-"));
  const s3 = await startS3({ directory, bucket: "agent-mail-contract" });
  const config = localS3ClientConfig(s3.endpoint);
  return {
    blobs: s3BlobStore("agent-mail-contract", config),
    missingBucket: s3BlobStore("no-such-bucket", config),
    async dispose() {
      await s3.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describe.each([{ name: "S3 adapter on s3rver", make: s3rverFixture }])("$name", ({ name, make }) => {
  runBlobStoreConformance(name, make);
});

describe("S3 adapter against recorded S3 responses", () => {
  let standIn: AwsStandIn;
  let blobs: BlobStore;
  beforeAll(async () => {
    standIn = await startAwsStandIn();
    blobs = s3BlobStore("agent-mail-bucket", { ...standIn.clientConfig(), forcePathStyle: true });
  });
  afterAll(() => standIn.stop());

  it("reads S3's NoSuchKey answer as no object", async () => {
    standIn.answerNext(recorded("s3-get-object-no-such-key"));
    expect(await blobs.get("messages/agent@agents.example.com/msg_01J9Z8Y7X6W5V4T3S2R1Q0P9N8/raw.eml")).toBeUndefined();
  });

  // S3 answers a missing key with 403, not 404, to a role without s3:ListBucket on the bucket
  // (infra/constructs/access.ts grants it where a missing object must read as missing).
  it("surfaces S3's AccessDenied answer instead of calling the object missing", async () => {
    standIn.answerNext(recorded("s3-get-object-access-denied"));
    await expect(
      blobs.get("messages/agent@agents.example.com/msg_01J9Z8Y7X6W5V4T3S2R1Q0P9N8/raw.eml"),
    ).rejects.toMatchObject({ name: "AccessDenied" });
  });
});

describe("S3 adapter's download URLs as S3 checks them", () => {
  // The deployed configuration: a region and the function role's credentials, no endpoint.
  const credentials = {
    accessKeyId: "ASIAEXAMPLEEXAMPLE01",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    sessionToken: "IQoJb3JpZ2luX2VjEXAMPLE//////////wEaCXVzLWVhc3QtMSJGMEQCIEXAMPLE=",
  };
  const blobs = s3BlobStore("agentmailstack-blobs-1a2b3c4d", { region: "eu-west-1", credentials });
  const key = "exports/agent+ops@agents.example.com/1767225600000-Grüße report.json";
  const options = {
    contentType: "application/json",
    contentDisposition: `attachment; filename="report.json"`,
    expiresInSeconds: 900,
  };

  it("addresses the bucket's regional virtual host and the exact key", async () => {
    const url = new URL(await blobs.downloadUrl(key, options));

    expect(url.protocol).toBe("https:");
    expect(url.host).toBe("agentmailstack-blobs-1a2b3c4d.s3.eu-west-1.amazonaws.com");
    expect(checkPresignedUrl(url.href, credentials.secretAccessKey).key).toBe(key);
  });

  it("carries a signature S3 accepts, with the session token, the expiry and the response overrides signed", async () => {
    const url = await blobs.downloadUrl(key, options);
    const check = checkPresignedUrl(url, credentials.secretAccessKey);

    expect(check.valid).toBe(true);
    expect(check.params).toMatchObject({
      "X-Amz-Expires": "900",
      "X-Amz-Security-Token": credentials.sessionToken,
      "response-content-type": options.contentType,
      "response-content-disposition": options.contentDisposition,
      "response-cache-control": "private, no-store",
    });
  });

  it("carries a signature that no longer holds once the URL is changed", async () => {
    const url = await blobs.downloadUrl(key, options);
    const longer = url.replace("X-Amz-Expires=900", "X-Amz-Expires=604800");
    const elsewhere = url.replace("Gr%C3%BC%C3%9Fe", "Gruesse");

    expect(longer).not.toBe(url);
    expect(elsewhere).not.toBe(url);
    expect(checkPresignedUrl(longer, credentials.secretAccessKey).valid).toBe(false);
    expect(checkPresignedUrl(elsewhere, credentials.secretAccessKey).valid).toBe(false);
  });
});
