import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { applyBody, createClass, signedIn } from "../applications/testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

type Client = Awaited<ReturnType<typeof signedIn>>["client"];
const detailAs = async (client: Client | null, id: number) => {
  const res = client
    ? await client.get(`/api/classes/${id}`)
    : await t.app.inject({ method: "GET", url: `/api/classes/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.my_application;
};

describe("GET /api/classes/{id}: my_application", () => {
  it("is null for a guest and for someone who did not apply, the applicant's own for them", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true, capacity: 1 });
    const first = await signedIn(t.app, t.db);
    const second = await signedIn(t.app, t.db);
    const third = await signedIn(t.app, t.db);
    const bystander = await signedIn(t.app, t.db);

    const accepted = (await first.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls))).json().data;
    const waitA = (await second.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls))).json().data;
    const waitB = (await third.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls))).json().data;
    expect([accepted.status, waitA.status, waitB.status]).toEqual(["accepted", "waitlisted", "waitlisted"]);

    expect(await detailAs(null, cls.id)).toBeNull();
    expect(await detailAs(bystander.client, cls.id)).toBeNull();
    expect(await detailAs(teacher.client, cls.id)).toBeNull();
    expect(await detailAs(first.client, cls.id)).toEqual({
      id: accepted.id,
      status: "accepted",
      waitlist_position: null,
      waitlist_size: null,
    });
    expect(await detailAs(third.client, cls.id)).toEqual({
      id: waitB.id,
      status: "waitlisted",
      waitlist_position: 2,
      waitlist_size: 2,
    });

    // The first waitlisted student withdraws: the next one moves up, the withdrawn one sees null.
    expect((await second.client.post(`/api/applications/${waitA.id}/withdraw`)).statusCode).toBe(200);
    expect(await detailAs(second.client, cls.id)).toBeNull();
    expect(await detailAs(third.client, cls.id)).toMatchObject({ waitlist_position: 1, waitlist_size: 1 });
  });

  it("shows the latest application when the student withdrew and applied again", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: false, capacity: 4 });
    const student = await signedIn(t.app, t.db);
    const once = (await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls))).json().data;
    expect((await student.client.post(`/api/applications/${once.id}/withdraw`)).statusCode).toBe(200);
    const again = (await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls))).json().data;
    expect(again.id).not.toBe(once.id);
    expect(await detailAs(student.client, cls.id)).toMatchObject({ id: again.id, status: "pending" });
  });
});
