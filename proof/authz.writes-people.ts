// Valid requests of the writes a person makes about their own account or without one (sign-up,
// sign-in, sign-out, the password and verification flows, feedback, role applications, the
// avatar, marks, preview, vitals, broadcasting auth), for the mass-assignment probes (issue 22).
// `actor` gives each request a fresh person, so signing in or out never changes a principal.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type {} from "../apps/server/src/app-deps.ts";
import { passwordResetTokens, users } from "../apps/server/src/db/schema/index.ts";
import { verificationUrl } from "../apps/server/src/modules/auth/verification-link.ts";
import { issueFormToken } from "../apps/server/src/modules/feedback/form-token.ts";
import { sessionClient } from "../apps/server/src/platform/sessions/testing.ts";
import { createUser } from "../apps/server/test/factories.ts";
import type { CellRequest } from "./authz.matrix.ts";
import type { WriteCase } from "./authz.writes.ts";
import type { Actor, World } from "./lib/authz-world.ts";

let n = 0;
const unique = () => `${process.pid}-${++n}-${Math.random().toString(36).slice(2, 6)}`;
const newPassword = "a-new-anvil-pass-291";
/** The form token of a form opened a minute ago (past the minimum fill time). */
const formToken = (w: World) => issueFormToken(w.app.deps.config.appKey, new Date(Date.now() - 60_000));

const anonymous = async (w: World): Promise<Actor> => ({ user: null, client: sessionClient(w.app) });
const person =
  (verified = true) =>
  async (w: World): Promise<Actor> => {
    const user = await createUser(w.db, { roles: ["student"], verified });
    const client = sessionClient(w.app);
    await client.login(user.email, user.password);
    return { user, client };
  };
/** A person who is not signed in (their address and password are known). */
const signedOut = async (w: World): Promise<Actor> => ({
  user: await createUser(w.db, { roles: ["student"] }),
  client: sessionClient(w.app),
});

/** The plain password of a person made here (createUser returns it beside the row). */
const passwordOf = (who?: Actor) => (who?.user as { password?: string } | null | undefined)?.password;

/** The session now belongs to the actor's own account, not to any probed id. */
async function ownSession(_w: World, who: Actor, res: LightMyRequestResponse): Promise<string | undefined> {
  if (res.statusCode >= 300) return undefined;
  const me = (await who.client.get("/api/user")).json() as { id?: number };
  return me.id === who.user?.id ? undefined : `the session is user ${me.id}, not ${who.user?.id}`;
}

/**
 * The account signed up is a plain unverified student, whatever the probe asked for, and the
 * session registering started is that account's own (decision 500).
 */
async function plainSignUp(w: World, who: Actor, res: LightMyRequestResponse, req: CellRequest) {
  const email = (req.body as { email: string }).email;
  if (res.statusCode === 201) {
    const me = (await who.client.get("/api/user")).json() as { email?: string; email_verified_at?: unknown };
    if (me.email !== email.toLowerCase() || me.email_verified_at !== null)
      return `after signing up, the session's user is ${JSON.stringify(me)}`;
  }
  const [row] = await w.db
    .select({ roles: users.roles, verified: users.emailVerifiedAt, suspended: users.suspendedAt })
    .from(users)
    .where(eq(users.email, email));
  if (!row) return `no account was stored for ${email}`;
  if (row.roles.join() !== "student" || row.verified || row.suspended)
    return `the new account was stored as ${JSON.stringify(row)}`;
  return undefined;
}

export const peopleWrites: WriteCase[] = [
  {
    route: "POST /api/register",
    principal: "anonymous",
    actor: anonymous,
    request: async () => ({
      url: "/api/register",
      body: {
        name: "Ada Smith",
        email: `sign-up-${unique()}@example.test`,
        password: newPassword,
        password_confirmation: newPassword,
      },
    }),
    check: plainSignUp,
  },
  {
    route: "POST /api/login",
    principal: "anonymous",
    actor: signedOut,
    request: async (_w, who) => ({
      url: "/api/login",
      body: { email: who?.user?.email, password: passwordOf(who) },
    }),
    check: ownSession,
  },
  { route: "POST /api/logout", principal: "student", actor: person(), request: async () => ({ url: "/api/logout" }) },
  {
    route: "POST /api/forgot-password",
    principal: "anonymous",
    actor: signedOut,
    request: async (_w, who) => ({ url: "/api/forgot-password", body: { email: who?.user?.email } }),
  },
  {
    route: "POST /api/reset-password",
    principal: "anonymous",
    actor: signedOut,
    request: async (w, who) => {
      const token = `reset-${unique()}`;
      const now = new Date();
      await w.db
        .insert(passwordResetTokens)
        .values({
          userId: who?.user?.id as number,
          tokenHash: createHash("sha256").update(token).digest("hex"),
          createdAt: now,
          expiresAt: new Date(now.getTime() + 3_600_000),
        })
        .onConflictDoNothing();
      return {
        url: "/api/reset-password",
        body: { token, email: who?.user?.email, password: newPassword, password_confirmation: newPassword },
      };
    },
  },
  {
    route: "PUT /api/user/password",
    principal: "student",
    actor: person(),
    request: async (_w, who) => ({
      url: "/api/user/password",
      body: { current_password: passwordOf(who), password: newPassword, password_confirmation: newPassword },
    }),
  },
  {
    route: "POST /api/email/verification-notification",
    principal: "unverified",
    actor: person(false),
    request: async () => ({ url: "/api/email/verification-notification" }),
  },
  {
    route: "POST /api/email/verify",
    principal: "unverified",
    actor: person(false),
    request: async (w, who) => {
      const user = who?.user as { id: number; email: string };
      const link = new URL(verificationUrl("http://x", w.app.deps.config.appKey, user, new Date()));
      return { url: "/api/email/verify", body: Object.fromEntries(link.searchParams) };
    },
  },
  {
    route: "POST /api/feedback/feature-requests",
    principal: "anonymous",
    request: async (w) => ({
      url: "/api/feedback/feature-requests",
      body: {
        title: `Left-handed tongs ${unique()}`,
        description: "Please list left-handed tongs.",
        form_token: formToken(w),
      },
    }),
  },
  {
    route: "POST /api/feedback/contact",
    principal: "anonymous",
    request: async (w) => ({
      url: "/api/feedback/contact",
      body: {
        name: "Ada",
        email: `contact-${unique()}@example.test`,
        topic: "general",
        message: "Do you list classes near Leeds?",
        form_token: formToken(w),
      },
    }),
  },
  {
    route: "POST /api/feedback/bug-reports",
    principal: "anonymous",
    request: async (w) => ({
      url: "/api/feedback/bug-reports",
      upload: "screenshot",
      noFile: true,
      fields: {
        description: `The map does not load ${unique()}.`,
        page_url: "http://localhost/classes",
        form_token: formToken(w),
      },
    }),
  },
  {
    route: "POST /api/role-applications",
    principal: "student",
    actor: person(),
    request: async () => ({
      url: "/api/role-applications",
      body: { role: "instructor", experience: "Twenty years at the anvil, mostly knives.", themes: ["knife-making"] },
    }),
  },
  {
    route: "POST /api/instructor-invitations/:token/accept",
    principal: "student",
    actor: person(),
    request: async (w, who) => ({
      url: `/api/instructor-invitations/${await w.make.invitation(who?.user?.email)}/accept`,
    }),
  },
  {
    route: "POST /api/user/avatar",
    principal: "student",
    actor: person(),
    request: async () => ({ url: "/api/user/avatar", upload: "avatar" }),
  },
  {
    // Deletes the actor's own account (decision 532): a fresh person each time, never a principal.
    route: "DELETE /api/user",
    principal: "student",
    actor: person(),
    request: async (_w, who) => ({ url: "/api/user", body: { password: passwordOf(who) } }),
  },
  {
    route: "POST /api/user/calendar-feed",
    principal: "student",
    request: async () => ({ url: "/api/user/calendar-feed", body: { action: "enable" } }),
  },
  {
    route: "DELETE /api/user/calendar-feed",
    principal: "student",
    request: async () => ({ url: "/api/user/calendar-feed" }),
  },
  {
    route: "PATCH /api/notifications/mark-all-read",
    principal: "student",
    request: async (w) => {
      await w.make.notification();
      return { url: "/api/notifications/mark-all-read" };
    },
  },
  {
    route: "POST /api/admin/articles/preview",
    principal: "admin",
    request: async () => ({ url: "/api/admin/articles/preview", body: { markdown: "## Quench\n\nIn **oil**." } }),
  },
  {
    route: "POST /api/vitals",
    principal: "anonymous",
    request: async () => ({
      url: "/api/vitals",
      body: { route: "/users/:slug", metrics: [{ name: "LCP", value: 1800 }] },
    }),
  },
  {
    // A browser's report-uri post: no session, no CSRF token, its own content type (decision 411).
    route: "POST /api/csp-reports",
    principal: "anonymous",
    request: async () => ({
      url: "/api/csp-reports",
      contentType: "application/csp-report",
      body: {
        "csp-report": {
          "document-uri": "http://localhost/classes",
          "violated-directive": "script-src-elem",
          "effective-directive": "script-src-elem",
          "blocked-uri": "inline",
        },
      },
    }),
  },
  {
    route: "POST /api/broadcasting/auth",
    principal: "student",
    request: async (w) => ({
      url: "/api/broadcasting/auth",
      body: { socket_id: "123.456", channel_name: `private-user.${w.id("student")}` },
    }),
  },
  {
    // No session principal: the app secret is the principal, and the probe is signed like the control.
    route: "POST /apps/:appId/events",
    principal: "anonymous",
    request: async (w) => ({
      url: `/apps/${w.app.deps.config.realtime.appId}/events`,
      signed: true,
      body: { name: "class.updated", channels: ["new-classes"], data: "{}" },
    }),
  },
  {
    route: "POST /apps/:appId/batch_events",
    principal: "anonymous",
    request: async (w) => ({
      url: `/apps/${w.app.deps.config.realtime.appId}/batch_events`,
      signed: true,
      body: { batch: [{ name: "class.updated", channel: "new-classes", data: "{}" }] },
    }),
  },
];
