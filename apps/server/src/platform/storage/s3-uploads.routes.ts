import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { isNotModified } from "./conditional-get.ts";
import type { S3ObjectReader, StoredObjectInfo } from "./s3-object-reader.ts";
import { uploadCacheControl, uploadSecurityHeaders } from "./upload-headers.ts";
import { isUploadKey } from "./upload-key.ts";

/** The requested key, or null when it is not one we could have stored (traversal, odd names). */
function keyOf(req: FastifyRequest): string | null {
  const key = (req.params as { "*"?: string })["*"] ?? "";
  return isUploadKey(key) ? key : null;
}

function objectHeaders(reply: FastifyReply, info: StoredObjectInfo): void {
  reply.headers(uploadSecurityHeaders);
  reply.header("cache-control", uploadCacheControl);
  if (info.etag) reply.header("etag", info.etag);
  if (info.lastModified) reply.header("last-modified", info.lastModified.toUTCString());
}

function conditional(req: FastifyRequest): boolean {
  return req.headers["if-none-match"] !== undefined || req.headers["if-modified-since"] !== undefined;
}

function notModified(reply: FastifyReply, info: StoredObjectInfo) {
  objectHeaders(reply, info);
  return reply.status(304).send();
}

function found(reply: FastifyReply, info: StoredObjectInfo): void {
  objectHeaders(reply, info);
  reply.type(info.contentType);
  if (info.contentLength !== undefined) reply.header("content-length", info.contentLength);
}

/**
 * GET and HEAD /uploads/{folder}/{file} streamed from the bucket with the same caching as the
 * local driver's static files: ETag, Last-Modified, a week immutable, 304 on a matching
 * If-None-Match (or If-Modified-Since). A missing object or a key outside the upload pattern gets
 * the app's ordinary 404, as a missing local file does. A conditional GET asks HEAD first, so a
 * revalidation never downloads the body. No Range support (images are fetched whole).
 */
export function s3UploadsRoutes(reader: S3ObjectReader): FastifyPluginAsync {
  return async (app) => {
    app.head("/uploads/*", { config: { access: "public" }, schema: { hide: true } }, async (req, reply) => {
      const key = keyOf(req);
      const info = key ? await reader.head(key) : null;
      if (!info) return reply.callNotFound();
      if (isNotModified(req.headers, info)) return notModified(reply, info);
      found(reply, info);
      return reply.send();
    });

    app.get(
      "/uploads/*",
      { config: { access: "public" }, exposeHeadRoute: false, schema: { hide: true } },
      async (req, reply) => {
        const key = keyOf(req);
        if (!key) return reply.callNotFound();
        if (conditional(req)) {
          const info = await reader.head(key);
          if (!info) return reply.callNotFound();
          if (isNotModified(req.headers, info)) return notModified(reply, info);
        }
        const object = await reader.get(key);
        if (!object) return reply.callNotFound();
        found(reply, object.info);
        return reply.send(object.body);
      },
    );
  };
}
