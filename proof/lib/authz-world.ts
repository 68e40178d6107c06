// The authorisation proof's world (issue 22): nine principals and real objects between them,
// built through the API where a person would build them and with the test factories elsewhere.
// A class owned by instructor A at host H's forge, student S's application and conversation with A,
// S's class request, an admin's article, feedback, a role application, an invitation, a report...
import type { Role } from "@guildforge/contracts";
import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import type { Db } from "../../apps/server/src/db/client.ts";
import {
  applications,
  classSessions,
  feedbackItems,
  instructorInvitations,
  locations,
  notifications,
  reviews,
  sessionAttendance,
} from "../../apps/server/src/db/schema/index.ts";
import {
  applyBody,
  createClass,
  createVenue,
  linkToForge,
} from "../../apps/server/src/modules/applications/testing.ts";
import { hashInvitationToken } from "../../apps/server/src/modules/invitations/invitation-token.ts";
import { type SessionClient, sessionClient } from "../../apps/server/src/platform/sessions/testing.ts";
import { createUser, type UserRow } from "../../apps/server/test/factories.ts";
import { postFile } from "../../apps/server/test/multipart.ts";

/** The columns of the matrix, in this order (the table's cells follow it). */
export const principals = [
  "anonymous",
  "unverified",
  "student",
  "otherStudent",
  "instructor",
  "otherInstructor",
  "host",
  "otherHost",
  "admin",
] as const;
export type Principal = (typeof principals)[number];

export interface Actor {
  user: UserRow | null;
  client: SessionClient;
}

let n = 0;
const uid = () => `${process.pid}-${++n}-${Math.random().toString(36).slice(2, 6)}`;

const expect2xx = (what: string, res: LightMyRequestResponse) => {
  if (res.statusCode >= 300) throw new Error(`world: ${what} answered ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json() as { data: Record<string, unknown> & { id: number } };
};

export async function buildWorld(app: FastifyInstance, db: Db) {
  const actor = async (roles: Role[] | null, verified = true): Promise<Actor> => {
    const client = sessionClient(app);
    if (!roles) return { user: null, client };
    const user = await createUser(db, { roles, verified });
    await client.login(user.email, user.password);
    return { user, client };
  };
  const who: Record<Principal, Actor> = {
    anonymous: await actor(null),
    unverified: await actor(["student"], false),
    student: await actor(["student"]),
    otherStudent: await actor(["student"]),
    instructor: await actor(["instructor"]),
    otherInstructor: await actor(["instructor"]),
    host: await actor(["host"]),
    otherHost: await actor(["host"]),
    admin: await actor(["admin"]),
  };
  const id = (p: Principal) => who[p].user?.id as number;
  const forge = await createVenue(db, id("host"));
  const otherForge = await createVenue(db, id("otherHost"));
  await linkToForge(db, forge, id("host"), id("instructor"));
  await linkToForge(db, otherForge, id("otherHost"), id("otherInstructor"));

  // Mallory: nobody's principal, with ids no other row has, whose ids the mass-assignment probes
  // try to write into others' rows.
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 900000, false)`);
  const malloryUser = await createUser(db, { roles: ["host"] });
  await db.execute(sql`select setval(pg_get_serial_sequence('venues', 'id'), 800000, false)`);
  const mallory = { id: malloryUser.id, forge: await createVenue(db, malloryUser.id) };

  // A city forges can be created in (POST /api/venues takes its path).
  const place = `zz${uid().replace(/\W/g, "")}`.toLowerCase().replace(/[^a-z0-9]/g, "");
  const [country] = await db
    .insert(locations)
    .values({ kind: "country", slug: place, path: place, name: "Testland", timeZone: "Europe/London" })
    .returning({ id: locations.id });
  await db.insert(locations).values({
    parentId: country?.id ?? null,
    kind: "city",
    slug: "town",
    path: `${place}/town`,
    name: "Town",
    lat: 51.5,
    lng: -0.1,
    timeZone: "Europe/London",
  });

  const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 180, g: 90, b: 30 } } })
    .png()
    .toBuffer();

  const hour = 3_600_000;
  /** A class's one session (id and start). */
  const sessionOf = async (classId: number) => {
    const [row] = await db
      .select({ id: classSessions.id, startsAt: classSessions.startsAt })
      .from(classSessions)
      .where(sql`${classSessions.classId} = ${classId}`);
    if (!row) throw new Error("world: the class has no session");
    return row;
  };

  const make = {
    /** S's accepted seat in a new auto-accept class of A whose session starts in 30 minutes (check-in is open). */
    async seatSoon() {
      const cls = await createClass(db, {
        instructorId: id("instructor"),
        venueId: forge,
        autoAccept: true,
        startsInMs: hour / 2,
      });
      const res = await who.student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
      const applicationId = expect2xx("apply", res).data.id;
      return { cls, session: await sessionOf(cls.id), applicationId };
    },
    /** S's accepted seat in a new auto-accept class of A priced $85 (issue 41: a seat to record a payment for). */
    async paidSeat() {
      const seat = await make.seatSoon();
      await db.execute(sql`update classes set price_cents = 8500, currency = 'USD' where id = ${seat.cls.id}`);
      return seat;
    },
    /** S's accepted seat in a class of A whose 3-hour session ended an hour ago; `attended` marks S there. */
    async seatPast(attended = false) {
      const cls = await createClass(db, { instructorId: id("instructor"), venueId: forge, startsInMs: -4 * hour });
      const session = await sessionOf(cls.id);
      const [a] = await db
        .insert(applications)
        .values({
          classId: cls.id,
          studentId: id("student"),
          status: "accepted",
          experienceLevel: "some",
          safetyVersion: 1,
          safetyAcknowledgedAt: new Date(),
          acceptedAt: new Date(),
        })
        .returning({ id: applications.id });
      const applicationId = a?.id as number;
      if (attended)
        await db.insert(sessionAttendance).values({
          applicationId,
          classId: cls.id,
          sessionStartsAt: session.startsAt,
          status: "attended",
          checkedInAt: session.startsAt,
          checkedInBy: id("instructor"),
        });
      return { cls, session, applicationId };
    },
    /** S's published review of a past class of A that S attended. */
    async review() {
      const seat = await make.seatPast(true);
      const [r] = await db
        .insert(reviews)
        .values({
          classId: seat.cls.id,
          studentId: id("student"),
          applicationId: seat.applicationId,
          rating: 4,
          text: "Good heat, clear teaching.",
          publishedAt: new Date(),
        })
        .returning({ id: reviews.id });
      return r?.id as number;
    },
    /** A published class of instructor A at host H's forge (`draft` for publish). */
    klass: (status = "published") => createClass(db, { instructorId: id("instructor"), venueId: forge, status }),
    /** Student S's application to a new class of A. */
    async application() {
      const cls = await make.klass();
      const res = await who.student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
      return { cls, id: expect2xx("apply", res).data.id };
    },
    /** S's conversation with A about a new class, and its first message. */
    async conversation() {
      const cls = await make.klass();
      const res = await who.student.client.post("/api/conversations", {
        user_id: id("instructor"),
        class_id: cls.id,
        body: `Is there a left-handed hammer? ${uid()}`,
      });
      const data = expect2xx("conversation", res).data as unknown as {
        conversation: { id: number };
        message?: { id: number };
      };
      return { id: data.conversation.id, messageId: data.message?.id };
    },
    /** The URL of an image S sent A in a new message of their conversation. */
    async attachment() {
      const conv = await make.conversation();
      const res = await postFile(
        app,
        who.student.client,
        `/api/conversations/${conv.id}/messages`,
        { field: "attachments", data: png },
        { body: "The anvil I mean." },
      );
      const data = expect2xx("attachment", res).data as unknown as { message: { attachments: Array<{ url: string }> } };
      const url = data.message.attachments[0]?.url;
      if (!url) throw new Error(`world: the message kept no attachment: ${res.body.slice(0, 300)}`);
      return new URL(url, "http://localhost").pathname;
    },
    /** S's class request, approved by the admin (public from then on) unless `pending`. */
    async classRequest(pending = false) {
      const res = await who.student.client.post("/api/class-requests", {
        title: `Pattern-welded knife ${uid()}`,
        theme: "knife-making",
        description: "A weekend making a small pattern-welded blade from start to finish.",
        preferred_location: "Portland, Oregon",
        preferred_timeframe: "Weekends in spring",
        skill_level: "intermediate",
      });
      const rid = expect2xx("class request", res).data.id;
      if (!pending) {
        expect2xx(
          "approve request",
          await who.admin.client.post(`/api/admin/class-requests/${rid}/review`, { status: "approved" }),
        );
      }
      return rid;
    },
    async article() {
      const res = await who.admin.client.post("/api/admin/articles", {
        title: `Tempering a blade ${uid()}`,
        summary: "How to bring a hardened blade back from brittle to tough with a kitchen oven.",
        markdown: "## Why temper\n\nA hardened blade is **brittle**. Tempering trades a little hardness for toughness.",
        tags: ["knives"],
        theme: "knife-making",
        status: "published",
      });
      return expect2xx("article", res).data as { id: number; slug: string };
    },
    async feedback() {
      const [row] = await db
        .insert(feedbackItems)
        .values({
          kind: "feature_request",
          email: `requester-${uid()}@example.test`,
          title: `Left-handed tongs ${uid()}`,
          body: "Please list left-handed tongs.",
        })
        .returning({ id: feedbackItems.id });
      return row?.id as number;
    },
    async notification() {
      const [row] = await db
        .insert(notifications)
        .values({ userId: id("student"), type: "application_received", title: "Hello", message: "A notice." })
        .returning({ id: notifications.id });
      return row?.id as number;
    },
    /** A role application of a new verified person (not a principal). */
    async roleApplication() {
      const applicant = await actor(["student"]);
      const res = await applicant.client.post("/api/role-applications", {
        role: "instructor",
        experience: "Twenty years at the anvil, mostly knives and tools.",
        themes: ["knife-making"],
      });
      return expect2xx("role application", res).data.id;
    },
    /** Host H's invitation of a new address to teach at the forge; the plain token. */
    async invitation(email = `invitee-${uid()}@example.test`) {
      const token = `tok${uid().replace(/\W/g, "")}${"x".repeat(24)}`;
      await db.insert(instructorInvitations).values({
        email,
        tokenHash: hashInvitationToken(token),
        invitedBy: id("host"),
        venueId: forge,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      return token;
    },
    /** S's report of a conversation with A. */
    async report() {
      const conv = await make.conversation();
      const res = await who.student.client.post("/api/reports", {
        conversation_id: conv.id,
        reason: "The replies were rude and off topic.",
      });
      return expect2xx("report", res).data.id;
    },
    /** A new forge of host H. */
    forge: () => createVenue(db, id("host")),
    /** A new forge of host H with one photo: its id and the photo's key. */
    async forgePhoto() {
      const venue = await make.forge();
      const res = await postFile(app, who.host.client, `/api/venues/${venue}/photos`, { field: "photo", data: png });
      const data = expect2xx("forge photo", res).data as unknown as { photos?: Array<{ key: string }> };
      const key = data.photos?.at(-1)?.key;
      if (!key) throw new Error(`world: forge photo answered no key: ${res.body.slice(0, 300)}`);
      return { venue, key };
    },
  };

  const base = {
    klass: await make.klass(),
    application: await make.application(),
    conversation: await make.conversation(),
    classRequest: await make.classRequest(),
    article: await make.article(),
    feedback: await make.feedback(),
    notification: await make.notification(),
    invitation: await make.invitation(),
    attachment: await make.attachment(),
  };
  return { app, db, who, id, forge, otherForge, mallory, place: `${place}/town`, png, make, base };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;
