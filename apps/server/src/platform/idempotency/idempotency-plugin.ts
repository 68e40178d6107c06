import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errors, ValidationError } from "../errors.ts";
import { isApiRoute } from "../kernel/api-scope.ts";
import { idempotencyRepository as repo } from "./idempotency.repository.ts";
import { idempotencyKey } from "./idempotency-key.ts";

export interface IdempotencyOptions {
  /** How long a retry waits for the first attempt of its key to finish before a 409. */
  waitMs?: number;
  /** A first attempt unfinished for this long is taken as dead (its process stopped) and run again. */
  staleMs?: number;
  /** How often a waiting retry looks again. */
  pollMs?: number;
}

interface Claim {
  userId: number;
  key: string;
  /** Set once onSend has recorded the 2xx answer (before sending it). */
  recorded?: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
    /** The write's Idempotency-Key header, trimmed; null when absent (parsed once, for unsafe API calls). */
    idempotencyKey: string | null;
  }
  interface FastifyContextConfig {
    /** "off": the route's answer holds a secret and is not kept; the route makes its retries safe itself. */
    idempotency?: "off";
  }
}

const unsafe = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const replayedHeader = "idempotent-replayed";

/** Method, path with query, and a hash of the JSON body (multipart bodies are not parsed yet: path only). */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  const payload = body === undefined || body === null ? "" : JSON.stringify(body);
  return `${method} ${url} ${createHash("sha256").update(payload).digest("base64url")}`;
}

function replay(
  reply: FastifyReply,
  row: { statusCode: number | null; contentType: string | null; body: string | null },
) {
  reply.code(row.statusCode ?? 200).header(replayedHeader, "true");
  if (row.contentType) reply.type(row.contentType);
  return reply.send(row.body ?? undefined);
}

/**
 * The Idempotency-Key contract for every signed-in write under /api (decision 057): the first
 * attempt of a key runs and its 2xx answer is kept; a retry with the same key gets that answer
 * again (`Idempotent-Replayed: true`) instead of writing twice, and waits while the first attempt
 * is still running. A key reused for another request is a 422. Failed attempts are forgotten, so
 * their retry runs again. Register before compression so onSend sees the serialized body.
 */
export function registerIdempotency(app: FastifyInstance, opts: IdempotencyOptions = {}) {
  const waitMs = opts.waitMs ?? 10_000;
  const staleMs = opts.staleMs ?? 60_000;
  const pollMs = opts.pollMs ?? 100;
  const db = () => app.deps.database.db;
  app.decorateRequest("idempotencyClaim", null);
  app.decorateRequest("idempotencyKey", null);

  /** Claims the key for this attempt (false), or sends the first attempt's answer (true). */
  async function claimOrReplay(req: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
    if (!req.user) return false;
    const userId = req.user.id;
    const multipart = req.headers["content-type"]?.startsWith("multipart/") ?? false;
    const fingerprint = requestFingerprint(req.method, req.url, multipart ? undefined : req.body);
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await repo.claim(db(), userId, key, fingerprint, app.now())) {
        req.idempotencyClaim = { userId, key };
        return false;
      }
      const row = await repo.find(db(), userId, key);
      if (row && row.fingerprint !== fingerprint) {
        throw new ValidationError({
          idempotency_key: [
            /*i18n*/ {
              id: "error.idempotency_key_reused",
              message: "This Idempotency-Key was already used for another request. Send a new key.",
            },
          ],
        });
      }
      if (row?.completedAt) {
        replay(reply, row);
        return true;
      }
      if (row && (await repo.takeOver(db(), userId, key, new Date(app.now().getTime() - staleMs), app.now()))) {
        req.idempotencyClaim = { userId, key };
        return false;
      }
      if (Date.now() >= deadline) {
        throw errors.conflict(
          /*i18n*/ {
            id: "error.still_processing",
            message: "The same request is still being processed. Wait a moment, then reload the page.",
          },
        );
      }
      await sleep(pollMs);
    }
  }

  // Callback hooks with a synchronous fast path: reads and signed-out calls cost no promise.
  // A hook that answers itself (the replay) must not call done() as well.
  app.addHook("preHandler", (req, reply, done) => {
    if (!unsafe.has(req.method) || !isApiRoute(req)) return done();
    const header = req.headers["idempotency-key"];
    if (header !== undefined) {
      try {
        req.idempotencyKey = idempotencyKey(header);
      } catch (err) {
        return done(err as Error);
      }
    }
    const key = req.idempotencyKey;
    if (!key || !req.user || req.routeOptions.config.idempotency === "off") return done();
    claimOrReplay(req, reply, key).then(
      (replied) => {
        if (!replied) done();
      },
      (err: Error) => done(err),
    );
  });

  // The 2xx answer is recorded before it is sent: a client that saw it acknowledged can count on
  // its retry being answered from the record, even when the process dies right after sending
  // (proof/crash.ts found retries re-running acknowledged writes when it was recorded afterwards).
  app.addHook("onSend", (req, reply, payload, done) => {
    const claim = req.idempotencyClaim;
    if (!claim || reply.statusCode < 200 || reply.statusCode > 299) return done(null, payload);
    // A serialized body (or none) can be kept; a stream cannot, and its retry runs again.
    const body =
      typeof payload === "string" || payload == null
        ? (payload ?? "")
        : Buffer.isBuffer(payload)
          ? payload.toString("utf8")
          : undefined;
    if (body === undefined) return done(null, payload);
    const answer = {
      statusCode: reply.statusCode,
      contentType: (reply.getHeader("content-type") as string | undefined) ?? null,
      body,
    };
    repo.complete(db(), claim.userId, claim.key, answer, app.now()).then(
      () => {
        claim.recorded = true;
        done(null, payload);
      },
      (err: unknown) => {
        req.log.warn({ err }, "could not record the Idempotency-Key answer; a retry may run the write again");
        done(null, payload);
      },
    );
  });

  /** Forgets a claim whose answer was not recorded (a failure, or a stream), so that a retry runs again. */
  async function release(req: FastifyRequest, claim: Claim): Promise<void> {
    try {
      await repo.release(db(), claim.userId, claim.key);
    } catch (err) {
      req.log.warn({ err }, "could not release the Idempotency-Key; its retry waits until it is stale");
    }
  }

  app.addHook("onResponse", (req, _reply, done) => {
    const claim = req.idempotencyClaim;
    if (!claim || claim.recorded) return done();
    void release(req, claim).finally(done);
  });
}
