// S3's check of a presigned (query-string SigV4) URL, written from the Signature Version 4 rules with node:crypto
// alone, so it does not share code with the SDK's signer it checks. s3rver accepts any signature, so this is what
// stands in for S3 refusing a URL signed wrong.
import { createHash, createHmac } from "node:crypto";

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ as %XX (upper case). */
const encode = (text: string) =>
  Array.from(Buffer.from(text, "utf8"))
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");

const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data, "utf8").digest();

export interface PresignedUrlCheck {
  valid: boolean;
  /** The query parameters, decoded. */
  params: Record<string, string>;
  /** The object key the URL addresses (decoded path without the leading slash). */
  key: string;
}

/** Whether S3 would accept the signature of a GET presigned URL made with `secretAccessKey`. */
export function checkPresignedUrl(url: string, secretAccessKey: string): PresignedUrlCheck {
  const parsed = new URL(url);
  const query = parsed.search.slice(1);
  const pairs = query
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [key, value = ""] = pair.split("=");
      return [decodeURIComponent(key), decodeURIComponent(value)] as const;
    });
  const params = Object.fromEntries(pairs);
  const key = decodeURIComponent(parsed.pathname).slice(1);

  // S3 canonicalizes the path by encoding each segment of the decoded path once.
  const canonicalUri = `/${key.split("/").map(encode).join("/")}`;
  const canonicalQuery = pairs
    .filter(([name]) => name !== "X-Amz-Signature")
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join("&");
  const signedHeaders = params["X-Amz-SignedHeaders"];
  if (signedHeaders !== "host") throw new Error(`a download URL should sign only the host, not ${signedHeaders}`);
  const canonicalRequest = [
    "GET",
    canonicalUri,
    canonicalQuery,
    `host:${parsed.host}\n`,
    "host",
    "UNSIGNED-PAYLOAD",
  ].join("\n");

  const [, date, region, service] = params["X-Amz-Credential"].split("/");
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    params["X-Amz-Date"],
    scope,
    createHash("sha256").update(canonicalRequest, "utf8").digest("hex"),
  ].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), "aws4_request");
  const signature = createHmac("sha256", signingKey).update(stringToSign, "utf8").digest("hex");
  return { valid: signature === params["X-Amz-Signature"], params, key };
}
