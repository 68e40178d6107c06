import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { notifications, roleApplications, users } from "../db/schema/index.ts";
import { noticeText } from "../platform/i18n/notice-text.ts";
import { hashPassword } from "../platform/password.ts";
import { demoInstructor } from "./classes/catalog.ts";

/** The demo student's notifications: the product's own texts, so they read in every language. */
const demoNotices = {
  acceptedTitle: /*i18n*/ { id: "notice.decision.accepted.title", message: "Application accepted" },
  accepted: /*i18n*/ { id: "notice.decision.accepted", message: 'You have a seat in "{title}". See you at the forge!' },
  changedTitle: /*i18n*/ { id: "notice.class-changed.title", message: "Class changed: {title}" },
  changed: /*i18n*/ {
    id: "notice.demo.class-time",
    message: '"{title}": the Saturday session now starts at 10:00 instead of 09:00.',
  },
  approvedTitle: /*i18n*/ { id: "notice.request.approved.title", message: "Class Request Approved!" },
  approved: /*i18n*/ { id: "notice.demo.request-live", message: 'Your request "{title}" is live for voting.' },
};

import { demoPassword } from "./demo-users.ts";

/** Applicants waiting at /admin/user-approvals (the student demo account stays a plain student). */
const applicants = [
  {
    email: "petra@guildforge.test",
    name: "Petra Scale",
    slug: "petra-scale",
    application: {
      role: "instructor",
      experience:
        "Fifteen years of bladesmithing; I run weekend knife-making workshops at our village smithy and teach forge safety to scouts.",
      themes: ["knife-making", "tool-making"],
      portfolioUrl: "https://example.com/petra-scale",
      venue: null,
    },
  },
  {
    email: "owen@guildforge.test",
    name: "Owen Tuyere",
    slug: "owen-tuyere",
    application: {
      role: "host",
      experience:
        "I own a four-station coal and gas forge in an old barn and have hosted open-forge nights for six years.",
      themes: ["decorative-ironwork", "functional-items"],
      portfolioUrl: null,
      venue: {
        name: "Tuyere Barn Forge",
        address: "12 Mill Road",
        city: "Hood River",
        equipment: ["2 coal forges", "2 gas forges", "4 anvils", "power hammer", "belt grinder"],
      },
    },
  },
] as const;

const instructorEmail = "instructor@guildforge.test";
const studentEmail = "student@guildforge.test";

async function idByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** Pending applicants, the demo instructor's approved themes, and a few notifications for the student. */
export async function seedDemoPeople(db: Db): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  for (const a of applicants) {
    await db
      .insert(users)
      .values({ email: a.email, name: a.name, slug: a.slug, passwordHash, emailVerifiedAt: new Date() })
      .onConflictDoNothing();
    const userId = await idByEmail(db, a.email);
    if (!userId) continue;
    await db
      .insert(roleApplications)
      .values({ userId, ...a.application, themes: [...a.application.themes] } as typeof roleApplications.$inferInsert)
      .onConflictDoNothing();
  }

  const instructorId = await idByEmail(db, instructorEmail);
  if (instructorId) {
    const existing = await db
      .select({ id: roleApplications.id })
      .from(roleApplications)
      .where(and(eq(roleApplications.userId, instructorId), eq(roleApplications.status, "approved")));
    if (existing.length === 0) {
      await db.insert(roleApplications).values({
        userId: instructorId,
        role: "instructor",
        status: "approved",
        experience: "Master smith; twenty years of knife making, tool making and decorative ironwork.",
        themes: demoInstructor.themes,
        decidedAt: new Date(),
      });
    }
    await db
      .update(users)
      .set({
        bio: demoInstructor.bio,
        homeLocation: demoInstructor.homeLocation,
      })
      .where(and(eq(users.id, instructorId), eq(users.bio, "")));
  }

  const studentId = await idByEmail(db, studentEmail);
  if (studentId) {
    const already = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.userId, [studentId]));
    if (already.length === 0) {
      const hour = 60 * 60 * 1000;
      const now = Date.now();
      await db.insert(notifications).values([
        {
          userId: studentId,
          type: "application_status",
          ...noticeText(demoNotices.acceptedTitle, demoNotices.accepted, { title: "Intro to knife making" }),
          data: { status: "accepted", url: "/dashboard/my-applications" },
          createdAt: new Date(now - 26 * hour),
          readAt: new Date(now - 25 * hour),
        },
        {
          userId: studentId,
          type: "class_change",
          ...noticeText(demoNotices.changedTitle, demoNotices.changed, { title: "Forge a hook" }),
          data: { status: "changed", url: "/classes" },
          createdAt: new Date(now - 3 * hour),
        },
        {
          userId: studentId,
          type: "class_request_status",
          ...noticeText(demoNotices.approvedTitle, demoNotices.approved, { title: "Damascus for beginners" }),
          data: { status: "approved", url: "/profile/my-requests" },
          createdAt: new Date(now - hour),
        },
      ]);
    }
  }
}
