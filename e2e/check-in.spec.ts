import { chromium, expect, type Page, type TestInfo, test } from "@playwright/test";
import { chromiumArgs } from "../scripts/chromium-path.ts";
import { registerVerifiedStudent } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { qrVideo } from "./fixtures/fake-camera.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { expectNoSidewaysScroll } from "./fixtures/layout.ts";
import { shot } from "./fixtures/screenshots.ts";
import { allTeachingClasses } from "./fixtures/teaching-classes.ts";
import { browserUA } from "./fixtures/user-agent.ts";
import { csrfHeaders } from "./fixtures/xss.ts";

// Issue 40 point 3: a ticket's QR code read by the instructor's phone camera (Chromium's fake
// camera playing a video of the QR code), a second scan refused in words, a roster tap made
// offline and sent when back online, a roster tap without JavaScript; the student's ticket page.

test.use({ userAgent: browserUA });

/** A published auto-accept class of the demo host (who teaches at their own forge) whose only session starts in 30 minutes. */
async function classStartingSoon(instructor: Page, info: TestInfo) {
  const taught = await allTeachingClasses<{ class: { id: number; status: string } }>(instructor);
  const sample = taught.map((c) => c.class).find((c) => c.status === "published");
  const detail = (await (await instructor.request.get(`/api/classes/${sample?.id}`)).json()).data as {
    theme: string;
    venue: { id: number } | null;
  };
  const headers = await csrfHeaders(instructor);
  const start = new Date(Date.now() + 30 * 60_000);
  const created = await instructor.request.post("/api/classes", {
    headers,
    data: {
      title: `Door check ${info.project.name} ${Date.now().toString(36)}`,
      summary: "Forge a latch.",
      description: "A short evening class: a thumb latch for a shed door.",
      theme: detail.theme,
      skill_level: "beginner",
      sessions: [{ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3 * 3_600_000).toISOString() }],
      capacity: 6,
      price_cents: 3000,
      currency: "USD",
      venue_id: detail.venue?.id ?? null,
      auto_accept: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const cls = (await created.json()).data as { id: number };
  expect((await instructor.request.post(`/api/classes/${cls.id}/publish`, { headers })).status()).toBe(200);
  const teaching = await allTeachingClasses<{ class: { id: number }; next_session: { id: number } | null }>(instructor);
  const sessionId = teaching.find((c) => c.class.id === cls.id)?.next_session?.id;
  expect(sessionId, "the new class's session").toBeTruthy();
  return { id: cls.id, sessionId: sessionId as number };
}

/** A new verified student with an accepted seat: their name and ticket path. */
async function studentWithSeat(page: Page, classId: number, prefix: string) {
  const { name } = await registerVerifiedStudent(page, prefix);
  const detail = (await (await page.request.get(`/api/classes/${classId}`)).json()).data as {
    safety_version: number;
    safety_requirements: string[];
  };
  const applied = await page.request.post(`/api/classes/${classId}/applications`, {
    headers: await csrfHeaders(page),
    data: {
      experience_level: "none",
      safety_version: detail.safety_version,
      safety_acknowledgements: detail.safety_requirements,
      age_confirmed: true,
      message: "",
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const mine = (await (await page.request.get(`/api/applications?class_id=${classId}`)).json()).data[0];
  expect(mine.ticket_url).toMatch(/^\/tickets\/\w+$/);
  return { name, ticket: mine.ticket_url as string };
}

test("check-in at the forge: camera scan, a second scan refused, an offline tap sent later, no JavaScript", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  const baseURL = info.project.use.baseURL as string;
  const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
  const setup = await browser.newContext({ userAgent: browserUA });
  const instructorSetup = await setup.newPage();
  await loginAs(instructorSetup, "host");
  const cls = await classStartingSoon(instructorSetup, info);
  await setup.close();

  const students = [];
  for (const who of ["scan", "offline", "nojs"]) {
    const context = await browser.newContext({ userAgent: browserUA });
    students.push(await studentWithSeat(await context.newPage(), cls.id, `checkin-${who}-${info.project.name}`));
    await context.close();
  }
  const [scanned, offline, noJs] = students as [
    (typeof students)[number],
    (typeof students)[number],
    (typeof students)[number],
  ];

  // The student's ticket: the QR code of the whole ticket URL.
  await page.goto(scanned.ticket);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("ticket-qr")).toHaveAttribute("data-url", `${baseURL}${scanned.ticket}`);
  await expect(page.getByText(scanned.name)).toBeVisible();
  expect(formatViolations(await axeViolations(page))).toBe("");
  await expectNoSidewaysScroll(page);
  await shot(page, info, "ticket.png", { fullPage: true });

  // The instructor's phone, its camera pointed at that QR code.
  const camera = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM_PATH,
    args: [
      ...chromiumArgs,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${qrVideo(`${baseURL}${scanned.ticket}`, info.project.name)}`,
    ],
  });
  const phone = await camera.newContext({
    baseURL,
    userAgent: browserUA,
    viewport,
    isMobile: info.project.use.isMobile,
    hasTouch: info.project.use.hasTouch,
    reducedMotion: "reduce",
    permissions: ["camera"],
  });
  const door = await phone.newPage();
  await loginAs(door, "host");
  await door.goto(`/manage/check-in/${cls.sessionId}`);
  await waitForHydration(door);
  await expect(door.getByText("Check-in open")).toBeVisible();
  await expect(door.getByTestId("check-in-count")).toHaveText("0 of 3 checked in");

  await door.getByRole("button", { name: "Scan tickets" }).click();
  const answer = door.getByTestId("check-in-answer");
  // The fake camera's frames are decoded in this second browser while the suite's others run: on a
  // busy two-core machine the first decode has taken over 15 s. A refusal would show its words here.
  await expect(answer).toContainText("Checked in", { timeout: 30_000 });
  await expect(answer.getByText(scanned.name)).toBeVisible();
  await expect(door.getByTestId("check-in-count")).toHaveText("1 of 3 checked in");
  // The camera keeps seeing the code: 3 s later it is a second scan, refused with who and when.
  await expect(answer.getByText("Not checked in")).toBeVisible({ timeout: 15_000 });
  await expect(answer).toContainText(`${scanned.name} is already checked in by`);
  await door.getByRole("button", { name: "Stop scanning" }).click();

  // No signal at the door: the roster tap waits on the phone, then goes when the signal is back.
  await phone.setOffline(true);
  const offlineRow = door.getByTestId("check-in-row").filter({ hasText: offline.name });
  await offlineRow.getByRole("button", { name: "Check in" }).click();
  await expect(answer.getByText("Saved on this phone")).toBeVisible();
  await expect(door.getByText("1 check-in waits to be sent.")).toBeVisible();
  await phone.setOffline(false);
  await expect(door.getByText("1 check-in waits to be sent.")).toBeHidden({ timeout: 25_000 });
  await expect(door.getByTestId("check-in-count")).toHaveText("2 of 3 checked in", { timeout: 10_000 });
  await expect(offlineRow).toContainText("In at");
  expect(formatViolations(await axeViolations(door))).toBe("");
  await expectNoSidewaysScroll(door);
  await shot(door, info, "check-in.png", { fullPage: true });
  await camera.close();

  // Without JavaScript: the roster's button posts to the page's action and the answer is the page.
  const plain = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await loginAs(noScript, "host");
  await noScript.goto(`/manage/check-in/${cls.sessionId}`);
  await noScript
    .getByTestId("check-in-row")
    .filter({ hasText: noJs.name })
    .getByRole("button", { name: "Check in" })
    .click();
  await expect(noScript.getByTestId("check-in-answer").getByText("Checked in")).toBeVisible();
  await expect(noScript.getByTestId("check-in-count")).toHaveText("3 of 3 checked in");
  await plain.close();
});
