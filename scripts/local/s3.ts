// s3rver 3.7.1 in-process as the local S3.
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import type { S3ClientConfig } from "@aws-sdk/client-s3";

// s3rver ships no type declarations, so describe the part we use and load it through require (it is CommonJS).
interface S3rverOptions {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: S3rverOptions) => S3rverInstance;

const require = createRequire(import.meta.url);
const S3rver = require("s3rver") as S3rverConstructor;

export interface LocalS3 {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 with `bucket` created; objects live under `directory`. */
export async function startS3(opts: { directory: string; bucket: string; port?: number }): Promise<LocalS3> {
  const directory = resolve(opts.directory);
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    port: opts.port ?? 0,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: opts.bucket }],
  });
  const { port } = await server.run();

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= server.close();
    return stopping;
  };
  return { endpoint: `http://127.0.0.1:${port}`, port, stop };
}

/**
 * S3Client settings for s3rver. The checksum settings are required: with the SDK default a stream body is sent
 * aws-chunked and s3rver stores the chunk framing, silently corrupting the object.
 */
export function localS3ClientConfig(endpoint: string): S3ClientConfig {
  return {
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  };
}
