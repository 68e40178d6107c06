import { errors } from "./errors.ts";

/** A file part of a multipart body (`req.file()`, `req.parts()`), as @fastify/multipart gives it. */
interface FilePart {
  toBuffer(): Promise<Buffer>;
  file: { truncated: boolean };
}

/**
 * The whole uploaded file, or 413 when it went past the route's multipart `fileSize` limit.
 * @fastify/multipart's `toBuffer()` notices the limit only when a chunk arrives after it was hit;
 * when the cut chunk was the last one read it resolves with the truncated bytes, and the upload
 * failed later as "not an image" (422). Over a real connection that was most oversized uploads
 * (found by platform/raw-socket.int.test.ts, decision 511); app.inject, sending the body in one
 * piece, never showed it.
 */
export async function uploadedBytes(part: FilePart): Promise<Buffer> {
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw errors.payloadTooLarge();
  return bytes;
}
