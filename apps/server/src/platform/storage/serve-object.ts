import type { FastifyReply, FastifyRequest } from "fastify";
import { isNotModified } from "./conditional-get.ts";
import type { ObjectReader, StoredObjectInfo } from "./stored-object.ts";
import { uploadSecurityHeaders } from "./upload-headers.ts";

export interface ServeOptions {
  /** The Cache-Control of the answer (public for /uploads/*, private for authorised files). */
  cacheControl: string;
  /** The answer for a missing object: the caller's 404. */
  missing: () => unknown;
}

function objectHeaders(reply: FastifyReply, info: StoredObjectInfo, cacheControl: string): void {
  reply.headers(uploadSecurityHeaders);
  reply.header("cache-control", cacheControl);
  if (info.etag) reply.header("etag", info.etag);
  if (info.lastModified) reply.header("last-modified", info.lastModified.toUTCString());
}

const conditional = (req: FastifyRequest) =>
  req.headers["if-none-match"] !== undefined || req.headers["if-modified-since"] !== undefined;

function found(reply: FastifyReply, info: StoredObjectInfo, cacheControl: string): void {
  objectHeaders(reply, info, cacheControl);
  reply.type(info.contentType);
  if (info.contentLength !== undefined) reply.header("content-length", info.contentLength);
}

/**
 * Answers GET (and HEAD, when `head`) for one stored object whose key the caller has checked:
 * ETag, Last-Modified, nosniff and the sandbox CSP, a 304 on a matching If-None-Match (or
 * If-Modified-Since). A conditional request asks the head first, so a revalidation never
 * downloads the body. No Range support (images are fetched whole).
 */
export async function serveObject(
  req: FastifyRequest,
  reply: FastifyReply,
  reader: ObjectReader,
  key: string,
  opts: ServeOptions & { head?: boolean },
) {
  if (opts.head || conditional(req)) {
    const info = await reader.head(key);
    if (!info) return opts.missing();
    if (isNotModified(req.headers, info)) {
      objectHeaders(reply, info, opts.cacheControl);
      return reply.status(304).send();
    }
    if (opts.head) {
      found(reply, info, opts.cacheControl);
      return reply.send();
    }
  }
  const object = await reader.get(key);
  if (!object) return opts.missing();
  found(reply, object.info, opts.cacheControl);
  return reply.send(object.body);
}
