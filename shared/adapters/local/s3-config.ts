import type { S3ClientConfig } from "@aws-sdk/client-s3";

/**
 * S3Client settings for s3rver. The checksum settings are required: with the SDK default a stream body is sent
 * aws-chunked and s3rver stores the chunk framing, silently corrupting the object.
 */
export function localS3ClientConfig(endpoint: string, region = "us-east-1"): S3ClientConfig {
  return {
    endpoint,
    region,
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  };
}
