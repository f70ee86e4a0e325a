// s3rver 3.7.1 in-process as the local S3.
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { resolve } from "node:path";

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

export { localS3ClientConfig } from "../../shared/adapters/local/s3-config.js";
