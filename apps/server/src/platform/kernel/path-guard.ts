import type { FastifyInstance } from "fastify";
import { errors } from "../errors.ts";
import { isApiPath, judgePath } from "./canonical-path.ts";

const redirectable = new Set(["GET", "HEAD"]);
const noHost = "The request could not be read.";

/**
 * Refuses non-canonical request paths before anything else runs (decision 201): the first
 * onRequest hook of the root instance, so no other hook, and no handler, sees such a request.
 * A page read (GET/HEAD outside /api) is redirected (308) to its canonical path; everything
 * else (writes, any /api call, encoded slashes, backslashes, malformed escapes) is a 400.
 */
export function registerPathGuard(app: FastifyInstance) {
  app.addHook("onRequest", (req, reply, done) => {
    // HTTP/1.1 requires Host; Node's own refusal (an empty 400) is off so this one speaks the error body (decision 511).
    if (req.raw.headers.host === undefined && req.raw.httpVersion === "1.1") return done(errors.badRequest(noHost));
    const raw = req.raw.url ?? "/";
    const verdict = judgePath(raw);
    if (verdict.kind === "ok") return done();
    if (verdict.kind === "alias" && redirectable.has(req.method) && !isApiPath(verdict.canonical)) {
      const q = raw.indexOf("?");
      reply.code(308).header("location", verdict.canonical + (q === -1 ? "" : raw.slice(q)));
      reply.send();
      return;
    }
    done(
      errors.badRequest(
        /*i18n*/ {
          id: "error.address_unusual",
          message: "This address is not written in its usual form. Check the link and try again.",
        },
      ),
    );
  });
}
