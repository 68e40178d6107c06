import { type Browser, expect, type Page, test } from "@playwright/test";
import { registerVerifiedStudent } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { csrfHeaders } from "./fixtures/live.ts";
import { shot } from "./fixtures/screenshots.ts";
import { e2eAppKey, seatReleaseToken } from "./fixtures/seat-release.ts";
import { allTeachingClasses } from "./fixtures/teaching-classes.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// The 48-hour reminder's "Can't come? Release my seat" link (issue 40 point 1): opening it changes
// nothing, the confirmation posts to the page's route action (with and without JavaScript), and a
// forged or expired link is a clear page. The link is signed as the reminder signs it, with the
// app key of the e2e server's DATA_DIR, so the test does not wait for the reminder sweep.

interface Teaching {
  class: { id: number; status: string; auto_accept: boolean; seats_left: number; starts_at: string | null };
}

/** A new student with an accepted seat in a demo auto-accept class; the link for its first session. */
async function acceptedSeat(browser: Browser, prefix: string, pick: number) {
  const hostContext = await browser.newContext({ userAgent: browserUA });
  const host = await hostContext.newPage();
  await loginAs(host, "host");
  const open = (await allTeachingClasses<Teaching>(host))
    .map((c) => c.class)
    // A class whose first session is hours away: a demo class that starts soon after the seed (the
    // check-in demo's) has started by the time a long run reaches this test, and its link has expired.
    .filter(
      (c) =>
        c.status === "published" &&
        c.auto_accept &&
        c.seats_left > 1 &&
        c.starts_at &&
        Date.parse(c.starts_at) > Date.now() + 6 * 3_600_000,
    );
  await hostContext.close();
  const cls = open[pick % open.length];
  expect(cls, "an auto-accept demo class with free seats").toBeTruthy();
  const setup = await browser.newContext({ userAgent: browserUA });
  const page = await setup.newPage();
  const student = await registerVerifiedStudent(page, prefix);
  const detail = (await (await page.request.get(`/api/classes/${cls?.id}`)).json()) as {
    data: {
      title: string;
      safety_version: number;
      safety_requirements: string[];
      sessions: Array<{ starts_at: string }>;
    };
  };
  const applied = await page.request.post(`/api/classes/${cls?.id}/applications`, {
    headers: await csrfHeaders(page),
    data: {
      experience_level: "none",
      safety_version: detail.data.safety_version,
      safety_acknowledgements: detail.data.safety_requirements,
      age_confirmed: true,
      message: "",
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const app = ((await applied.json()) as { data: { id: number; status: string } }).data;
  expect(app.status).toBe("accepted");
  const start = new Date(detail.data.sessions.find((s) => Date.parse(s.starts_at) > Date.now())?.starts_at ?? "");
  const token = seatReleaseToken(e2eAppKey(), app.id, start);
  return { setup, page, student, title: detail.data.title, token, appId: app.id };
}

async function expectNoAxe(page: Page) {
  expect(formatViolations(await axeViolations(page))).toBe("");
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "js" : "no-js";
  test(`a student releases their seat from the reminder's link (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }, info) => {
    const seat = await acceptedSeat(
      browser,
      `release-${mode}`,
      (javaScriptEnabled ? 0 : 1) + (info.project.name === "mobile" ? 2 : 0),
    );
    // The link works signed out, as opened from a mail program.
    const context = await browser.newContext({ userAgent: browserUA, javaScriptEnabled });
    const page = await context.newPage();
    const res = await page.goto(`/seat-release/${seat.token}`);
    expect(res?.status()).toBe(200);
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByRole("heading", { name: seat.title })).toBeVisible();
    await expect(page.getByText(/\d\d:\d\d \(/)).toBeVisible();
    const release = page.getByRole("button", { name: "Release my seat" });
    await expect(release).toBeVisible();
    await expect(page.getByRole("link", { name: "Keep my seat" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxe(page);
    await shot(page, info, `seat-release-confirm-${mode}.png`, { fullPage: true });

    // Opening it changed nothing: the seat is still the student's.
    const mine = await seat.page.request.get("/api/applications?status=accepted");
    expect(JSON.stringify(await mine.json())).toContain(`"id":${seat.appId}`);

    await release.click();
    await expect(page.getByRole("status").filter({ hasText: "Your seat is released." })).toBeVisible();
    await expect(page.getByText("This seat is released.")).toBeVisible();
    await expect(release).toHaveCount(0);
    if (javaScriptEnabled) await expectNoAxe(page);
    await shot(page, info, `seat-release-done-${mode}.png`, { fullPage: true });
    const after = await seat.page.request.get("/api/applications?status=withdrawn");
    expect(JSON.stringify(await after.json())).toContain(`"id":${seat.appId}`);

    // Replaying the confirmation is refused in the SPEC's error shape.
    const replay = await page.request.post(`/api/seat-releases/${seat.token}`, { headers: await csrfHeaders(page) });
    expect(replay.status()).toBe(409);
    expect((await replay.json()).error).toMatchObject({ status: 409, code: "CONFLICT" });
    await context.close();
    await seat.setup.close();
  });
}

test("the page in German and French: the session's time in the page's words (issue 39)", async ({ browser }, info) => {
  const seat = await acceptedSeat(browser, "release-de", 4 + (info.project.name === "mobile" ? 1 : 0));
  const context = await browser.newContext({ userAgent: browserUA });
  const page = await context.newPage();
  expect((await page.goto(`/de/seat-release/${seat.token}`))?.status()).toBe(200);
  await waitForHydration(page);
  const when = page.locator("time");
  await expect(when).toHaveText(
    /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. \S+ \d{4}, \d\d:\d\d \(.+\)$/,
  );
  await expect(when).not.toContainText(
    /January|February|March|April|May|June|July|August|September|October|November|December/,
  );
  await expect(page.getByRole("button", { name: "Meinen Platz freigeben" })).toBeVisible();
  await expectNoAxe(page);
  await shot(page, info, "seat-release-confirm-de.png", { fullPage: true });
  // A once-spec runs on the desktop only: the phone's width for the screenshot review too.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(when).toBeVisible();
  await shot(page, info, "seat-release-confirm-de-390.png", { fullPage: true });
  await page.goto(`/fr/seat-release/${seat.token}`);
  await expect(page.locator("time")).toHaveText(
    /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \S+ \d{4}, \d\d:\d\d \(.+\)$/,
  );
  await context.close();
  await seat.setup.close();
});

test("a forged or expired seat-release link is a clear page", async ({ browser }, info) => {
  const context = await browser.newContext({ userAgent: browserUA });
  const page = await context.newPage();
  const forged = await page.goto("/seat-release/12.1999999999.AAAAAAAAAAAAAAAAAAAAAA");
  expect(forged?.status()).toBe(404);
  await expect(page.getByTestId("invalid-seat-release")).toContainText("not valid");
  await expect(page.getByRole("button", { name: "Release my seat" })).toHaveCount(0);
  await waitForHydration(page);
  await expectNoAxe(page);
  await shot(page, info, "seat-release-forged.png", { fullPage: true });

  const expired = seatReleaseToken(e2eAppKey(), 1, new Date(Date.now() - 3_600_000));
  const res = await page.goto(`/seat-release/${expired}`);
  expect(res?.status()).toBe(410);
  await expect(page.getByTestId("invalid-seat-release")).toContainText("expired");
  await shot(page, info, "seat-release-expired.png", { fullPage: true });
  await context.close();
});
