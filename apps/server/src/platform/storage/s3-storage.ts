import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3StorageConfig } from "../../config/storage-config.ts";
import { s3UploadsRoutes } from "./s3-uploads.routes.ts";
import type { ObjectReader, StoredObjectInfo } from "./stored-object.ts";
import { uploadCacheControl } from "./upload-headers.ts";
import { assertUploadKey, isUploadKey } from "./upload-key.ts";
import type { UploadStorage } from "./upload-storage.ts";

/** How long a readiness answer is reused: /api/ready is public and probed often. */
const pingCacheMs = 5_000;
const pingTimeoutMs = 3_000;

const isMissing = (e: unknown) => (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * The `s3` driver: objects in an S3-compatible bucket (AWS S3, MinIO, R2...) under an optional
 * key prefix, shared by every instance. The app streams public ones at /uploads/ (s3-uploads.routes.ts),
 * so URLs and the CSP stay the same as with the local driver and the bucket can stay private.
 */
export function s3Storage(config: S3StorageConfig): UploadStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible services reject the newer defaults.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => `${config.prefix}${key}`;
  const info = (o: {
    ContentType?: string;
    ContentLength?: number;
    ETag?: string;
    LastModified?: Date;
  }): StoredObjectInfo => ({
    contentType: o.ContentType ?? "application/octet-stream",
    contentLength: o.ContentLength,
    etag: o.ETag,
    lastModified: o.LastModified,
  });

  // The routes check keys already; the reader refuses anything else too (defence in depth).
  const reader: ObjectReader = {
    async head(key) {
      if (!isUploadKey(key)) return null;
      try {
        return info(await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) })));
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async get(key) {
      if (!isUploadKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return { info: info(out), body: out.Body as Readable };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
  };

  let lastPing: { at: number; ok: Promise<boolean> } | null = null;
  const headBucket = () =>
    client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(pingTimeoutMs) }).then(
      () => true,
      () => false,
    );

  return {
    driver: "s3",
    head: reader.head,
    get: reader.get,
    async put(key, body, contentType) {
      assertUploadKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: uploadCacheControl,
        }),
      );
    },
    async remove(key) {
      if (!isUploadKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) })); // a missing key is fine
    },
    ping() {
      const now = Date.now();
      if (!lastPing || now - lastPing.at > pingCacheMs) lastPing = { at: now, ok: headBucket() };
      return lastPing.ok;
    },
    routes: s3UploadsRoutes(reader),
    async close() {
      client.destroy();
    },
  };
}
