import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config/config.ts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../auth-context.ts";
import { isApiRoute } from "../kernel/api-scope.ts";
import { cookieName, cookiesSecure, readCookie, setCookie } from "./cookies.ts";
import {
  deleteSession,
  deleteUserSessions,
  findSession,
  findSessionIdsToEnd,
  insertSession,
  rotateSessionId,
  touchSession,
} from "./session.repository.ts";
import { cookieMaxAge, isSessionExpired, sessionTimeouts } from "./session-timeouts.ts";
import { hashSecret, newSessionSecret } from "./session-tokens.ts";

/** The request's session after any change made while handling it (login, logout, rotation). */
export interface SessionState {
  /** The stored id (SHA-256 of the cookie secret). */
  id: string;
  remember: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    authSession: SessionState | null;
  }
  interface FastifyInstance {
    /** The app's clock; tests inject a fake one through buildApp's deps. */
    now(): Date;
  }
}

/** A session about to end: its user and its ids (the current one, and the one before a rotation). */
export interface EndingSession {
  userId: number;
  ids: string[];
}

/** Told which sessions are ending before the statement that deletes them (decision 505). */
export type SessionsEndingListener = (sessions: EndingSession[]) => Promise<void>;

/** What code that ends sessions outside a request (password reset, suspension) announces through. */
export interface SessionEnds {
  announce(sessions: EndingSession[]): Promise<void>;
}

interface SessionContext {
  db: Db;
  config: Config;
  now: () => Date;
  name: string;
  secure: boolean;
  ending: SessionsEndingListener[];
  log: FastifyInstance["log"];
}
const contextKey = Symbol("sessionContext");
type WithContext = FastifyInstance & { [contextKey]?: SessionContext };

function appContext(app: FastifyInstance): SessionContext {
  const ctx = (app as WithContext)[contextKey];
  if (!ctx) throw new Error("registerSessions() was not called");
  return ctx;
}

function context(req: FastifyRequest): SessionContext {
  return appContext(req.server);
}

/** Tells every listener (the real-time server) which sessions end; a listener's failure never fails the caller. */
async function announce(ctx: SessionContext, sessions: EndingSession[]): Promise<void> {
  if (sessions.length === 0) return;
  for (const listener of ctx.ending) {
    try {
      await listener(sessions);
    } catch (err) {
      ctx.log.error({ err }, "a session-ending listener failed");
    }
  }
}

/** Adds a listener told, before the deleting statement, which sessions are ending. */
export function onSessionsEnding(app: FastifyInstance, listener: SessionsEndingListener): void {
  appContext(app).ending.push(listener);
}

export function sessionEnds(app: FastifyInstance): SessionEnds {
  const ctx = appContext(app);
  return { announce: (sessions) => announce(ctx, sessions) };
}

/** Ends one session: announced first, then deleted (decision 505). */
async function endOne(ctx: SessionContext, id: string): Promise<void> {
  await announce(ctx, await findSessionIdsToEnd(ctx.db, { id }));
  await deleteSession(ctx.db, id);
}

function writeCookie(reply: FastifyReply, ctx: SessionContext, secret: string, remember: boolean) {
  setCookie(reply, ctx.name, secret, { httpOnly: true, secure: ctx.secure, maxAge: cookieMaxAge(remember) });
}

function clearCookie(reply: FastifyReply, ctx: SessionContext) {
  setCookie(reply, ctx.name, "", { httpOnly: true, secure: ctx.secure, maxAge: 0 });
}

/**
 * Database sessions: reads the session cookie on every request and sets `request.user`.
 * Cookie changes (rotation, clearing a dead cookie) happen on API responses only, so a
 * server-rendered page never has to carry them.
 */
export function registerSessions(app: FastifyInstance, config: Config, db: Db, clock?: () => Date) {
  const now = clock ?? (() => new Date());
  const ctx: SessionContext = {
    db,
    config,
    now,
    name: cookieName(config, "guildforge_session"),
    secure: cookiesSecure(config),
    ending: [],
    log: app.log,
  };
  (app as WithContext)[contextKey] = ctx;
  app.decorate("now", now);
  app.decorateRequest("user", null);
  app.decorateRequest("authSession", null);

  // A callback hook so that the common cookieless request costs no promise.
  app.addHook("onRequest", (req, reply, done) => {
    if (req.url.startsWith("/assets/")) return done();
    const secret = readCookie(req, ctx.name);
    if (!secret) return done();
    authenticate(req, reply, secret).then(() => done(), done);
  });

  async function authenticate(req: FastifyRequest, reply: FastifyReply, secret: string): Promise<void> {
    const api = isApiRoute(req);
    const at = now();
    const found = await findSession(db, hashSecret(secret), new Date(at.getTime() - sessionTimeouts.rotationGraceMs));
    if (!found || found.suspended || isSessionExpired(found, at)) {
      if (found?.suspended) {
        await announce(ctx, await findSessionIdsToEnd(db, { userId: found.userId }));
        await deleteUserSessions(db, found.userId);
      } else if (found) await endOne(ctx, found.id);
      if (api) clearCookie(reply, ctx);
      return;
    }
    let id = found.id;
    if (api && found.rotationPending && !found.viaPreviousId) {
      const fresh = newSessionSecret();
      id = hashSecret(fresh);
      await rotateSessionId(db, found.id, id, at);
      writeCookie(reply, ctx, fresh, found.remember);
    } else if (at.getTime() - found.lastSeenAt.getTime() >= sessionTimeouts.touchEveryMs) {
      await touchSession(db, found.id, at);
    }
    req.authSession = { id, remember: found.remember };
    req.user = { id: found.userId, roles: found.roles, emailVerified: found.emailVerified, sessionId: id };
  }
}

/**
 * Signs the user in on this response: ends the request's current session (so a planted or old
 * cookie never survives a login) and starts a new one with a fresh id.
 */
export async function startSession(
  req: FastifyRequest,
  reply: FastifyReply,
  user: Omit<AuthUser, "sessionId">,
  remember: boolean,
): Promise<void> {
  const ctx = context(req);
  if (req.authSession) await endOne(ctx, req.authSession.id);
  const secret = newSessionSecret();
  const id = hashSecret(secret);
  await insertSession(ctx.db, {
    id,
    userId: user.id,
    remember,
    ipAddress: req.ip,
    userAgent: String(req.headers["user-agent"] ?? ""),
    now: ctx.now(),
  });
  writeCookie(reply, ctx, secret, remember);
  req.authSession = { id, remember };
  req.user = { ...user, sessionId: id };
}

/** Signs out: drops the session's live subscriptions, deletes its row and clears the cookie. */
export async function endSession(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const ctx = context(req);
  if (req.authSession) await endOne(ctx, req.authSession.id);
  clearCookie(reply, ctx);
  req.authSession = null;
  req.user = null;
}

/** Whether the request carried the session cookie, live or not (decision 508: such answers are never cached). */
export function carriesSessionCookie(req: FastifyRequest): boolean {
  const ctx = (req.server as WithContext)[contextKey];
  return ctx !== undefined && readCookie(req, ctx.name) !== undefined;
}
