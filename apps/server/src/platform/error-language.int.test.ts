import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { applications, classSessions } from "../db/schema/index.ts";
import { applyBody, createClass, createVenue, signedIn } from "../modules/applications/testing.ts";
import { sessionClient } from "./sessions/testing.ts";

/**
 * Issue 39: a module's refusal that names people, times and days (sign-in, check-in, a closed class)
 * comes back in the request's language (x-page-language, else Accept-Language), its moments written
 * in that language and the forge's time zone; English when the request asks for none.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
});
afterAll(() => t?.close());

const hour = 3_600_000;

/** A forge in Berlin, so a refusal's moments have a zone to be said in. */
async function berlinForge(ownerId: number): Promise<number> {
  const venueId = await createVenue(t.db, ownerId);
  await t.db.execute(
    sql`update locations set time_zone = 'Europe/Berlin' where id = (select location_id from venues where id = ${venueId})`,
  );
  return venueId;
}

const dayIn = (locale: string, at: Date) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: "Europe/Berlin",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(at);

describe("a refusal in the reader's language", () => {
  it("signing in with wrong credentials: German, French, English", async () => {
    const user = await createUser(t.db, {});
    const c = sessionClient(t.app);
    await c.get("/api/csrf-cookie");
    const wrong = { email: user.email, password: "not-the-password-1" };
    const de = await c.post("/api/login", wrong, { "x-page-language": "de" });
    expect(de.statusCode).toBe(422);
    expect(de.json()).toEqual({
      message: "E-Mail-Adresse oder Passwort stimmen nicht.",
      errors: { email: ["E-Mail-Adresse oder Passwort stimmen nicht."] },
    });
    expect(de.headers["cache-control"]).toBe("no-store");
    const fr = await c.post("/api/login", wrong, { "accept-language": "fr-CH,fr;q=0.9" });
    expect(fr.json().errors.email).toEqual([
      "Cette adresse e-mail et ce mot de passe ne correspondent à aucun compte.",
    ]);
    const en = await c.post("/api/login", wrong);
    expect(en.json().errors.email).toEqual(["These credentials do not match our records."]);
  });

  it("a check-in refused with a name and a time, in German and French", async () => {
    const instructor = await signedIn(t.app, t.db, ["student", "instructor"]);
    const venueId = await berlinForge(instructor.user.id);
    const cls = await createClass(t.db, { instructorId: instructor.user.id, venueId, startsInMs: hour });
    const [s] = await t.db.select().from(classSessions).where(eq(classSessions.classId, cls.id));
    const student = await signedIn(t.app, t.db);
    const [a] = await t.db
      .insert(applications)
      .values({
        classId: cls.id,
        studentId: student.user.id,
        status: "accepted",
        experienceLevel: "some",
        safetyVersion: 1,
        safetyAcknowledgedAt: new Date(),
        acceptedAt: new Date(),
      })
      .returning();
    const url = `/api/manage/check-in/${s!.id}`;
    const scan = (n: number) => ({ ticket: a!.ticketCode, scan_id: `lang-${process.pid}-${n}-${Date.now()}` });
    expect((await instructor.client.post(url, scan(1))).statusCode).toBe(200);

    const today = dayIn("de-DE", new Date());
    const de = await instructor.client.post(url, scan(2), { "x-page-language": "de" });
    expect(de.statusCode).toBe(409);
    const german = de.json().error.message as string;
    expect(german).toMatch(new RegExp(`^${student.user.name} wurde schon am ${today}, \\d\\d:\\d\\d `));
    expect(german).toMatch(/\(Mitteleuropäische (Normal|Sommer)zeit\) von .+ eingecheckt\.$/);
    expect(german).toContain(` von ${instructor.user.name} eingecheckt.`);

    const fr = await instructor.client.post(url, scan(3), { "accept-language": "fr" });
    const french = fr.json().error.message as string;
    expect(french).toMatch(
      new RegExp(`^L'arrivée de ${student.user.name} a déjà été enregistrée par ${instructor.user.name}, le `),
    );
    expect(french).toContain(dayIn("fr-FR", new Date()));
    expect(french).toMatch(/\(heure (normale|d’été) d’Europe centrale\)\.$/);

    const en = await instructor.client.post(url, scan(4));
    expect(en.json().error.message).toMatch(
      new RegExp(`^${student.user.name} is already checked in by ${instructor.user.name} at .+ \\(Central European`),
    );
  });

  it("the check-in not open yet, with its hours and opening time", async () => {
    const instructor = await signedIn(t.app, t.db, ["student", "instructor"]);
    const venueId = await berlinForge(instructor.user.id);
    const cls = await createClass(t.db, { instructorId: instructor.user.id, venueId, startsInMs: 5 * hour });
    const [s] = await t.db.select().from(classSessions).where(eq(classSessions.classId, cls.id));
    const student = await signedIn(t.app, t.db);
    const [a] = await t.db
      .insert(applications)
      .values({
        classId: cls.id,
        studentId: student.user.id,
        status: "accepted",
        experienceLevel: "some",
        safetyVersion: 1,
        safetyAcknowledgedAt: new Date(),
        acceptedAt: new Date(),
      })
      .returning();
    const body = { ticket: a!.ticketCode, scan_id: `early-${process.pid}-${Date.now()}` };
    const de = await instructor.client.post(`/api/manage/check-in/${s!.id}`, body, { "x-page-language": "de" });
    expect(de.statusCode).toBe(409);
    expect(de.json().error.message).toMatch(/^Der Check-in öffnet 2 Stunden vor dem Termin: \w+, \d+\. \w+ \d{4}, /);
  });

  it("a policy's refusal with a status in words, and a full class with its numbers", async () => {
    const teacher = await signedIn(t.app, t.db, ["student", "instructor"]);
    const venueId = await berlinForge(teacher.user.id);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, venueId, capacity: 1 });
    const applied = [];
    for (let i = 0; i < 2; i++) {
      const student = await signedIn(t.app, t.db);
      const res = await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
      applied.push(res.json().data.id as number);
    }
    const decide = (id: number, headers: Record<string, string>) =>
      teacher.client.post(`/api/manage/applications/${id}/decision`, { status: "accepted" }, headers);
    expect((await decide(applied[0] as number, {})).statusCode).toBe(200);
    const again = await decide(applied[0] as number, { "x-page-language": "de" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Diese Anfrage ist schon bestätigt.");
    const full = await decide(applied[1] as number, { "accept-language": "fr" });
    expect(full.json().error.message).toBe(
      "Le cours est complet (1 place prise sur 1). Mettez l'élève sur liste d'attente ou augmentez le nombre de places.",
    );
  });

  it("applications closed on a day, written in the reader's language and the forge's zone", async () => {
    const teacher = await signedIn(t.app, t.db, ["student", "instructor"]);
    const venueId = await berlinForge(teacher.user.id);
    const deadline = new Date(Date.now() - 60_000);
    const closed = await createClass(t.db, { instructorId: teacher.user.id, venueId, applicationDeadline: deadline });
    const { client } = await signedIn(t.app, t.db);
    const url = `/api/classes/${closed.id}/applications`;

    const de = await client.post(url, applyBody(closed), { "x-page-language": "de" });
    expect(de.statusCode).toBe(409);
    expect(de.json().error.message).toBe(
      `Platzanfragen für diesen Kurs waren bis ${dayIn("de-DE", deadline)} möglich.`,
    );
    const fr = await client.post(url, applyBody(closed), { "accept-language": "fr" });
    expect(fr.json().error.message).toBe(`Les inscriptions à ce cours ont fermé le ${dayIn("fr-FR", deadline)}.`);
    const en = await client.post(url, applyBody(closed));
    expect(en.json().error.message).toBe(`Applications for this class closed on ${dayIn("en-GB", deadline)}.`);
  });
});
