import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { registerVerifiedStudent } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { expectNoSidewaysScroll } from "./fixtures/layout.ts";
import { collectPageProblems } from "./fixtures/page-problems.ts";
import { shot } from "./fixtures/screenshots.ts";
import { allTeachingClasses } from "./fixtures/teaching-classes.ts";
import { csrfHeaders } from "./fixtures/xss.ts";

/**
 * Issue 37, point 3: a class the student applied to and the instructor then cancelled answers
 * with a page that says so (when, why, their seat, similar classes nearby), never a 404; an
 * unknown URL shows the error screen inside the site's header, account menu and footer.
 */

async function expectNoAxe(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations.length, `axe-core violations on ${where}:\n${formatViolations(violations)}`).toBe(0);
}

/** A new published auto-accept class at one of the demo host's forges, in a theme that has others. */
async function hostCreatesClass(host: Page, info: TestInfo): Promise<{ id: number; url: string; title: string }> {
  const taught = await allTeachingClasses<{ class: { id: number; status: string } }>(host);
  const sample = taught.map((c) => c.class).find((c) => c.status === "published");
  expect(sample, "a published demo class of the host").toBeTruthy();
  const detail = (await (await host.request.get(`/api/classes/${sample?.id}`)).json()).data as {
    theme: string;
    venue: { id: number } | null;
  };
  const headers = await csrfHeaders(host);
  const start = new Date(Date.now() + 20 * 86_400_000);
  const title = `Hook forging ${info.project.name} ${Date.now().toString(36)}`;
  const created = await host.request.post("/api/classes", {
    headers,
    data: {
      title,
      summary: "Forge a wall hook from square bar.",
      description: "A short class: heat, draw, scroll and twist a hook to take home.",
      theme: detail.theme,
      skill_level: "beginner",
      sessions: [{ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3 * 3_600_000).toISOString() }],
      capacity: 4,
      price_cents: 4000,
      currency: "USD",
      venue_id: detail.venue?.id ?? null,
      auto_accept: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const cls = (await created.json()).data as { id: number; url: string };
  const published = await host.request.post(`/api/classes/${cls.id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  return { ...cls, title };
}

test("a student applies, the instructor cancels, the class page says so and offers similar classes", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const host = await hostContext.newPage();
  await loginAs(host, "host");
  const cls = await hostCreatesClass(host, info);

  // The student applies from the class page.
  await registerVerifiedStudent(page, `cancelled-${info.project.name}`);
  await page.goto(cls.url);
  await waitForHydration(page);
  const applyFrom = info.project.name === "mobile" ? page.getByRole("region", { name: "Quick booking" }) : page;
  await applyFrom.getByRole("button", { name: "Apply for a seat" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: /Some/ }).check();
  const safety = dialog.getByRole("group", { name: /Safety requirements/ });
  const items = safety.getByRole("checkbox");
  for (let i = 0; i < (await items.count()); i++) await items.nth(i).check();
  const age = dialog.getByRole("checkbox", { name: /I am at least \d+ years old/ });
  if (await age.count()) await age.check();
  await dialog.getByRole("button", { name: "Send application" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("my-application")).toBeVisible();

  // The instructor cancels it from the class's edit page, with a reason.
  const reason = "The forge's chimney needs repair before we can light the fire.";
  await host.goto(`/classes/${cls.id}/edit`);
  await waitForHydration(host);
  await host.getByRole("button", { name: "Cancel the class" }).click();
  const cancel = host.getByRole("dialog", { name: "Cancel this class" });
  await cancel.getByLabel("Reason").fill(reason);
  await cancel.getByRole("button", { name: "Cancel the class" }).click();
  await expect(cancel).toBeHidden();

  // The student opens the class page again: the cancelled notice, not "trail has gone cold".
  const response = await page.goto(cls.url);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState("networkidle");
  const notice = page.getByRole("region", { name: /^This class was cancelled on / });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(reason)).toBeVisible();
  await expect(notice.getByText("Your application was cancelled with the class and your seat released.")).toBeVisible();
  const similar = page.getByRole("region", { name: /^Similar .* classes nearby$/ });
  await expect(similar).toBeVisible();
  await expect(similar.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply for a seat" })).toHaveCount(0);
  // The status badge is a word for people (issue 37 point 7), never the raw "cancelled".
  await expect(page.locator("header").getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByText("cancelled", { exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await shot(page, info, "cancelled-class-page.png", { fullPage: true });
  await expectNoAxe(page, "the cancelled class page");

  // A visitor with the link sees the notice too (it was a public class, decision 521).
  const visitor = await browser.newPage();
  expect((await visitor.goto(cls.url))?.status()).toBe(200);
  await expect(visitor.getByRole("region", { name: /^This class was cancelled on / })).toBeVisible();
  await visitor.close();
  await hostContext.close();
});

/**
 * A person's browser: the test browser says "HeadlessChrome", which isbot counts as a crawler, and
 * crawlers get the plain status page instead of the error screen (entry.server.tsx).
 */
const personAgent = (mobile: boolean) =>
  mobile
    ? "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/153.0.0.0 Mobile Safari/537.36"
    : "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/153.0.0.0 Safari/537.36";

test.describe("the error screen", () => {
  test.use({ userAgent: async ({ isMobile }, use) => use(personAgent(isMobile)) });

  test("an unknown URL shows the error screen inside the site's navigation, account menu and footer", async ({
    page,
  }, info) => {
    await loginAs(page, "student");
    const me = (await (await page.request.get("/api/user")).json()) as { name: string };
    const problems = collectPageProblems(page);
    const response = await page.goto("/no-such-forge-e2e-frame");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Page not found: /no-such-forge-e2e-frame")).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Blacksmithing fun fact" })).toBeVisible();
    if (info.project.name === "mobile") await expect(page.locator("summary", { hasText: "Menu" })).toBeVisible();
    else await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("button", { name: me.name })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Footer" })).toBeVisible();
    await shot(page, info, "error-screen-in-layout.png", { fullPage: true });
    await expectNoAxe(page, "the 404 screen in the layout");
    expect(problems).toEqual([]);
  });
});
