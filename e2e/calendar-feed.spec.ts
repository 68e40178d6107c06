import { expect, request, test } from "@playwright/test";
import { registerVerifiedStudent } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Issue 40 point 2: the personal calendar feed on /settings/notifications (on, a new link, off)
// through the page's route action with and without JavaScript, read as a calendar app reads it;
// and an accepted seat's "Add to calendar" on the student's applications. Both widths: the long
// link and the buttons must fit a phone.

const feedPath = (url: string) => new URL(url).pathname;

for (const javaScriptEnabled of [false, true]) {
  test(`a student turns the calendar feed on, renews its link and turns it off (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }, info) => {
    const setup = await browser.newContext({ userAgent: browserUA });
    await registerVerifiedStudent(
      await setup.newPage(),
      `${javaScriptEnabled ? "js" : "nojs"}-cal-${info.project.name}`,
    );
    const context = await browser.newContext({
      userAgent: browserUA,
      javaScriptEnabled,
      storageState: await setup.storageState(),
    });
    await setup.close();
    const page = await context.newPage();
    await page.goto("/settings/notifications");
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Calendar feed" })).toBeVisible();

    await page.getByRole("button", { name: "Turn on calendar feed" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your calendar feed is on." })).toBeVisible();
    const link = page.getByLabel("Feed link");
    const first = await link.inputValue();
    expect(first).toMatch(/\/api\/calendar\/\d+\.\d+\.[\w-]{22}\.ics$/);
    await expect(page.getByRole("link", { name: "Subscribe in my calendar app" })).toHaveAttribute(
      "href",
      first.replace(/^https?:\/\//, "webcal://"),
    );
    await expect(page.getByText("No calendar app has read it yet.")).toBeVisible();
    // A calendar app reads it without any session.
    const app = await request.newContext({ baseURL: info.project.use.baseURL, userAgent: "Calendar/1.0" });
    const feed = await app.get(feedPath(first));
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");
    await app.dispose();
    if (javaScriptEnabled) expect(formatViolations(await axeViolations(page))).toBe("");
    await shot(page, info, `calendar-feed-on-${javaScriptEnabled ? "js" : "no-js"}.png`, { fullPage: true });

    await page.reload();
    await expect(page.getByText(/^Last read by a calendar app:/)).toBeVisible();
    await page.getByRole("button", { name: "Make a new link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "New calendar link made." })).toBeVisible();
    const second = await link.inputValue();
    expect(second).not.toBe(first);
    expect((await page.request.get(feedPath(first))).status()).toBe(404);
    expect((await page.request.get(feedPath(second))).status()).toBe(200);

    await page.getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your calendar feed is off." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn on calendar feed" })).toBeVisible();
    await expect(link).toHaveCount(0);
    expect((await page.request.get(feedPath(second))).status()).toBe(404);
    await context.close();
  });
}

test.use({ userAgent: browserUA });

test("an accepted seat offers Add to calendar: the class's .ics, Google Calendar and Outlook", async ({
  page,
}, info) => {
  await loginAs(page, "student");
  await page.goto("/dashboard/my-applications");
  await waitForHydration(page);
  // The card whose status badge says Accepted (a pending card's payment line says "Once you are accepted").
  const accepted = page
    .getByTestId("my-application-card")
    .filter({ has: page.getByText("Accepted", { exact: true }) })
    .first();
  const summary = accepted.getByText("Add to calendar", { exact: true });
  await summary.click();
  const ics = accepted.getByRole("link", { name: /^Download \.ics/ });
  await expect(ics).toBeVisible();
  const href = await ics.getAttribute("href");
  expect(href).toMatch(/^\/api\/classes\/\d+\/calendar\.ics$/);
  const file = await page.request.get(href ?? "");
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain("BEGIN:VEVENT");
  const google = accepted.getByRole("link", { name: "Google Calendar" }).first();
  expect(await google.getAttribute("href")).toMatch(
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
  );
  expect(await accepted.getByRole("link", { name: "Outlook" }).first().getAttribute("href")).toMatch(
    /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/,
  );
  // Only an accepted seat has it.
  await expect(
    page.getByTestId("my-application-card").filter({ hasText: "Pending" }).getByText("Add to calendar"),
  ).toHaveCount(0);
  expect(formatViolations(await axeViolations(page))).toBe("");
  await shot(page, info, "add-to-calendar.png", { fullPage: true });
});
