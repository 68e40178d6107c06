import type { Readable } from "node:stream";

/** What a driver answers for a stored object (HEAD, or the head of a GET). */
export interface StoredObjectInfo {
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** A stored object's head and its bytes, streamed. */
export interface StoredObject {
  info: StoredObjectInfo;
  body: Readable;
}

/**
 * Read access to stored uploads, by key (upload-key.ts): null when the object does not exist or
 * the key is not one we could have stored. The public /uploads/* routes and the authorised routes
 * of private files (decision 380) both serve through it.
 */
export interface ObjectReader {
  head(key: string): Promise<StoredObjectInfo | null>;
  get(key: string): Promise<StoredObject | null>;
}
