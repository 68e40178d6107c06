import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { serveObject } from "./serve-object.ts";
import type { ObjectReader } from "./stored-object.ts";
import { uploadCacheControl } from "./upload-headers.ts";
import { isPublicUploadKey } from "./upload-key.ts";

/**
 * The requested key, or null when /uploads/ must not serve it: not one we could have stored
 * (traversal, odd names, other case), or a private folder's (decision 380).
 */
function keyOf(req: FastifyRequest): string | null {
  const key = (req.params as { "*"?: string })["*"] ?? "";
  return isPublicUploadKey(key) ? key : null;
}

/**
 * GET and HEAD /uploads/{folder}/{file} streamed from the bucket with the same caching as the
 * local driver's static files: ETag, Last-Modified, a year immutable, 304 on a matching
 * If-None-Match (or If-Modified-Since). A missing object, a key outside the upload pattern or a
 * private key gets the app's ordinary 404, as a missing local file does.
 */
export function s3UploadsRoutes(reader: ObjectReader): FastifyPluginAsync {
  const serve = (head: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(req);
    const missing = () => reply.callNotFound();
    if (!key) return missing();
    return serveObject(req, reply, reader, key, { cacheControl: uploadCacheControl, missing, head });
  };
  return async (app) => {
    // Public keys only, the same for everyone (decision 508).
    const config = { access: "public", caching: "public" } as const;
    app.head("/uploads/*", { config, schema: { hide: true } }, serve(true));
    app.get("/uploads/*", { config, exposeHeadRoute: false, schema: { hide: true } }, serve(false));
  };
}
