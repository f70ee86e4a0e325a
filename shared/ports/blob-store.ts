// Raw mail, bodies, attachments and exports. S3 on AWS; the same S3 client against s3rver locally.

/** How the object is served when fetched through a download URL (S3's response header overrides). */
export interface DownloadUrlOptions {
  contentType: string;
  contentDisposition: string;
  expiresInSeconds: number;
}

export interface BlobStore {
  put(key: string, body: Buffer | string, contentType?: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  /**
   * A short-lived URL that GETs the object with no credential of ours (a presigned S3 URL): for downloads too large
   * to pass through a Lambda response. Nothing is checked: the object may be missing.
   */
  downloadUrl(key: string, options: DownloadUrlOptions): Promise<string>;
  /** Cheap readiness probe for /health. */
  ping(): Promise<void>;
}
