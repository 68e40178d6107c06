import type { Readable } from "node:stream";

/** What the reader needs to answer for an object (HEAD, or the head of a GET). */
export interface StoredObjectInfo {
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** Read access for serving: null when the object does not exist. */
export interface S3ObjectReader {
  head(key: string): Promise<StoredObjectInfo | null>;
  get(key: string): Promise<{ info: StoredObjectInfo; body: Readable } | null>;
}
