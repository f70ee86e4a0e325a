// The BlobStore on S3 (and on s3rver locally, with the same client). The SDK client is loaded on first use, and
// the presigner on the first large download: cold starts pay for neither.
import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
import { once } from "../../once.js";
import type { BlobStore } from "../../ports/blob-store.js";

const sdk = once(() => import("@aws-sdk/client-s3"));
const presigner = once(() => import("@aws-sdk/s3-request-presigner"));

export function s3BlobStore(bucket: string, config: S3ClientConfig): BlobStore {
  const client = once(async (): Promise<S3Client> => new (await sdk()).S3Client(config));
  return {
    async put(key, body, contentType) {
      const { PutObjectCommand } = await sdk();
      await (await client()).send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      const { GetObjectCommand } = await sdk();
      try {
        const out = await (await client()).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if ((error as Error).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async delete(key) {
      const { DeleteObjectCommand } = await sdk();
      await (await client()).send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async downloadUrl(key, options) {
      const [{ GetObjectCommand }, { getSignedUrl }] = await Promise.all([sdk(), presigner()]);
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.contentDisposition,
        ResponseCacheControl: "private, no-store",
      });
      return getSignedUrl(await client(), command, { expiresIn: options.expiresInSeconds });
    },
    async ping() {
      const { HeadBucketCommand } = await sdk();
      await (await client()).send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
