import type { FastifyInstance } from "fastify";

/**
 * While the app closes, answers to requests already in flight carry `Connection: close`, so the
 * keep-alive connection ends with the response and the HTTP server can finish closing (Node only
 * closes connections that are idle at the moment close() is called).
 */
export function registerConnectionDraining(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // A callback hook (no promise per response): this runs on every request.
  app.addHook("onSend", (_req, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
}
