import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { paymentLedger } from "../db/schema/index.ts";
import { sessionClient } from "../platform/sessions/testing.ts";
import { seedDemoApplications } from "./demo-applications.ts";
import { seedDemoClasses } from "./demo-classes.ts";
import { seedDemoPayments } from "./demo-payments.ts";
import { seedDemoPeople } from "./demo-people.ts";
import { demoPassword, seedDemoUsers } from "./demo-users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await seedDemoUsers(t.db);
  await seedDemoPeople(t.db);
  await seedDemoClasses(t.db, t.app.storage);
  await seedDemoApplications(t.db);
  await seedDemoPayments(t.db);
  await seedDemoPayments(t.db); // safe to run again
  await t.app.ready();
}, 120_000);
afterAll(() => t?.close());

it("records payments on paid classes' accepted seats, never more than a seat's price, once", async () => {
  const rows = await t.db.select().from(paymentLedger);
  expect(rows.length).toBeGreaterThan(3);
  expect(new Set(rows.map((r) => r.idempotencyKey)).size).toBe(rows.length);
  expect(rows.every((r) => r.kind === "charge" && r.provider === "manual" && r.amountCents > 0)).toBe(true);

  // The demo student sees a receipt on their accepted seat, part paid.
  const client = sessionClient(t.app);
  await client.login("student@guildforge.test", demoPassword);
  const mine = (await client.get("/api/applications")).json().data as Array<{
    status: string;
    payment: { status: string; receipts: unknown[] } | null;
  }>;
  const paid = mine.filter((a) => a.status === "accepted" && a.payment);
  expect(paid.length).toBeGreaterThan(0);
  expect(paid[0]?.payment).toMatchObject({ status: "part_paid", receipts: [expect.anything()] });
});
