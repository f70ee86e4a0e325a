// Raw mail, bodies, attachments and exports. S3 on AWS; the same S3 client against s3rver locally.
export interface BlobStore {
  put(key: string, body: Buffer | string, contentType?: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  /** Cheap readiness probe for /health. */
  ping(): Promise<void>;
}
