import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { expectNoSidewaysScroll } from "./fixtures/layout.ts";
import { shot } from "./fixtures/screenshots.ts";

/**
 * Issue 21, points 2, 3, 5 and 6 at 390 and 1280 px: the phone booking bar and applying from it,
 * the first refused field focused, the filters sheet, the URL as the truth of the browse form
 * (back/forward, "Clear all"), prices filtered in one currency, times that carry their zone, and
 * messages written for people (validation, 401, offline). Axe on every page on the way.
 */

// Human pages: Headless Chromium's user agent counts as a crawler (bare status pages).
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

// A zone abbreviation at the end ("PDT", "CEST", "BST") or a GMT offset ("GMT+9"); UTC is checked apart.
const zoned = /\b([A-Z]{2,5}|GMT[+-]\d{1,2}(:\d\d)?)$/;

async function expectNoAxe(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations.length, `axe-core violations on ${where}:\n${formatViolations(violations)}`).toBe(0);
}

async function shoot(page: Page, info: TestInfo, name: string, fullPage = false) {
  await shot(page, info, `booking-ux-${name}.png`, { fullPage });
}

interface Card {
  id: number;
  url: string;
  auto_accept?: boolean;
  seats_left: number;
  safety_requirements?: string[];
}

/** A published class with seats that the demo student has not applied to (one per project). */
async function classToApplyTo(page: Page, info: TestInfo): Promise<Card> {
  const mine = (await (await page.request.get("/api/applications")).json()) as { data: { class: { id: number } }[] };
  const applied = new Set(mine.data.map((a) => a.class.id));
  const list = (await (await page.request.get("/api/classes?seats=true&sort=newest&limit=50")).json()) as {
    data: Card[];
  };
  const open = list.data.filter((c) => !applied.has(c.id) && c.seats_left > 1);
  // From the end of the list: the other journeys pick the host's review classes from the front.
  const picked = open[open.length - 1 - (info.project.name === "mobile" ? 0 : 1)];
  expect(picked, "an open class the demo student has not applied to").toBeTruthy();
  return picked as Card;
}

test("class page: the booking bar at 390 px applies, the first refused field takes the focus, times carry their zone", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await loginAs(page, "student");
  const item = await classToApplyTo(page, info);
  await page.goto(item.url);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const phone = info.project.name === "mobile";
  const bar = page.getByRole("region", { name: "Quick booking" });

  // Every class time on the page names its zone (sessions and the deadline), none in UTC.
  const sessions = page.locator("aside time");
  await expect(sessions.first()).toBeVisible();
  for (const text of await sessions.allInnerTexts()) {
    expect(text.trim()).toMatch(zoned);
    expect(text).not.toMatch(/UTC/);
  }
  const deadline = page.getByText(/^Apply by /);
  if (await deadline.count()) expect((await deadline.innerText()).trim()).toMatch(zoned);
  await expect(page.getByText("Minimum age")).toBeVisible();
  await expect(page.getByText(/^0\+$/)).toHaveCount(0);

  let applyButton = page.getByRole("complementary", { name: "Book this class" }).getByRole("button", {
    name: /Apply for a seat|Join the waitlist/,
  });
  if (phone) {
    // On the first screen without scrolling: price, seats left and the button.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar).toContainText(/\$|£|€|Free/);
    await expect(bar.getByTestId("booking-bar-seats")).toHaveText(/seats? left|waitlist/);
    applyButton = bar.getByRole("button", { name: /Apply for a seat|Join the waitlist/ });
    await expect(applyButton).toBeInViewport();
    await expectNoSidewaysScroll(page);
  } else {
    await expect(bar).toBeHidden();
  }
  await expectNoAxe(page, `class page (${info.project.name})`);
  await shoot(page, info, "class-page");

  await applyButton.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: /Some/ }).check();
  await dialog.getByRole("button", { name: "Send application" }).click();
  // Refused: the first unticked safety requirement (or the age box) is focused and on screen.
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("aria-invalid", "true");
  await expect(focused).toHaveAttribute("type", "checkbox");
  await expect(focused).toBeInViewport();
  await expect(dialog.getByRole("alert").first()).toBeVisible();
  await expectNoAxe(page, `apply dialog refused (${info.project.name})`);
  await shoot(page, info, "apply-refused");

  for (const box of await dialog.getByRole("checkbox").all()) await box.check();
  await dialog.getByRole("button", { name: "Send application" }).click();
  await expect(dialog).toBeHidden();
  const status = page.getByTestId("my-application");
  await expect(status).toContainText(/Accepted|Pending|Waitlisted/i);
  if (phone) await expect(bar).toContainText(/Accepted|Pending|Waitlisted/i);
  await shoot(page, info, "applied");
});

test("browse: the filters sheet at 390 px, results on the first screen, nearest sort with distances", async ({
  page,
}, info) => {
  await page.goto("/classes?theme=knife-making&seats=true");
  const phone = info.project.name === "mobile";
  const firstCard = page.locator("article").first();
  await expect(firstCard).toBeVisible();
  const filtersButton = page.getByRole("button", { name: /^Filters, \d+ active$/ });
  if (phone) {
    await expect(filtersButton).toHaveAccessibleName("Filters, 2 active");
    // Results start on the first screen.
    const box = await firstCard.boundingBox();
    expect(box?.y ?? 9999).toBeLessThan(844);
    await expectNoAxe(page, "browse (mobile)");
    await shoot(page, info, "browse");
    await filtersButton.click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel("Theme")).toHaveValue("knife-making");
    await sheet.getByLabel("Skill level").selectOption("beginner");
    await expectNoAxe(page, "filters sheet");
    await shoot(page, info, "filters-sheet");
    await sheet.getByRole("button", { name: /^Show (\d+ class(es)?|classes)$/ }).click();
    await expect(page).toHaveURL(/level=beginner/);
    await expect(page).toHaveURL(/theme=knife-making/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters, 3 active" })).toBeVisible();
  } else {
    await expect(filtersButton).toBeHidden();
    await expect(page.getByLabel("Theme")).toHaveValue("knife-making");
    await expectNoAxe(page, "browse (desktop)");
    await shoot(page, info, "browse");
  }

  // "Nearest to me" is the chosen sort and every card says how far it is.
  await page.goto("/classes?sort=nearest&lat=45.5152&lng=-122.6784");
  await expect(page.locator('select[name="sort"]').first()).toHaveValue("nearest");
  await expect(page.locator('select[name="sort"]').first().locator("option:checked")).toHaveText("Nearest to me");
  await expect(page.getByTestId("distance").first()).toHaveText(/· [\d,.]+ k?m away/);
  // The location select names places without indentation.
  const names = await page.locator('select[name="location"]').first().locator("option").allTextContents();
  expect(names.length).toBeGreaterThan(2);
  for (const name of names) expect(name).toBe(name.replace(/^[\s\u00a0]+/, ""));
  // Class times on cards carry their zone.
  const when = await page.locator("article dd").first().innerText();
  expect(when.replace(/ · \d+ sessions$/, "").trim()).toMatch(zoned);
});

test("browse: the form always shows the URL (back, forward, Clear all)", async ({ page }) => {
  await page.goto("/classes?theme=knife-making");
  const search = page.getByRole("searchbox", { name: "Search classes" });
  const theme = page.locator('select[name="theme"]').first();
  await expect(theme).toHaveValue("knife-making");
  await search.fill("hook");
  await search.press("Enter");
  await expect(page).toHaveURL(/q=hook/);
  await expect(page).toHaveURL(/theme=knife-making/);
  await page.goBack();
  await expect(page).not.toHaveURL(/q=hook/);
  await expect(search).toHaveValue("");
  await expect(theme).toHaveValue("knife-making");
  await page.goForward();
  await expect(page).toHaveURL(/q=hook/);
  await expect(search).toHaveValue("hook");
  await page.getByRole("link", { name: "Clear all" }).first().click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(search).toHaveValue("");
  await expect(theme).toHaveValue("");
});

test("browse: a maximum price is read in one currency", async ({ page }) => {
  await page.goto("/classes?price_max=100");
  await expect(page.getByText("Choose the currency of the maximum price.").first()).toBeAttached();
  await page.goto("/classes?price_max=1000&currency=GBP");
  await expect(page.locator('select[name="currency"]').first()).toHaveValue("GBP");
  const prices = await page.locator("article p.text-lg").allInnerTexts();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toMatch(/(£[\d,.]+|Free)$/);
});

test("messages a person reads: form refusals, the 401 toast and writing while offline", async ({ page }, info) => {
  await loginAs(page, "student");
  await page.goto("/request-class");
  const submit = page.getByRole("button", { name: /Send|Submit|Request/ }).last();
  await submit.click();
  const body = page.locator("main");
  await expect(body.getByText("Choose a theme from the list.")).toBeVisible();
  await expect(body).not.toContainText(/Invalid option|expected one of|Invalid input|Too small|received/);
  // The first refused field has the focus.
  await expect(page.locator(":focus")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxe(page, "request form refused");
  await shoot(page, info, "request-refused");

  const fill = async () => {
    await page.getByLabel("What would you like to learn?").fill("Forge a camp axe from a file");
    await page.getByLabel("Theme").selectOption("tool-making");
    await page.getByLabel("Skill level").selectOption("beginner");
    await page.getByLabel("Describe the class").fill("A weekend turning an old file into a camp axe, start to finish.");
    await page.getByLabel("Preferred location").fill("Portland, Oregon");
    await page.getByLabel("Preferred timeframe").fill("Next spring");
  };
  await fill();

  // Offline: the SPEC's toast, and the page stays.
  await page.context().setOffline(true);
  await submit.click();
  await expect(page.getByText("You appear to be offline. Please check your connection.").first()).toBeVisible();
  await expect(page.getByLabel("What would you like to learn?")).toHaveValue("Forge a camp axe from a file");
  await page.context().setOffline(false);

  // Signed out meanwhile: the 401 toast speaks to a person.
  const session = (await page.context().cookies()).find((c) => /session/i.test(c.name));
  expect(session, "the session cookie").toBeTruthy();
  await page.context().clearCookies({ name: session?.name });
  await submit.click();
  await expect(page.getByText("Please sign in to continue.").first()).toBeVisible();
  await expect(page.getByText("Unauthenticated.")).toHaveCount(0);
  await shoot(page, info, "signed-out-toast");
});

test("register: the password confirmation message is written for people", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Name").fill("Ada Smith");
  await page.getByLabel("Email").fill(`ada-${Date.now().toString(36)}@e2e.guildforge.test`);
  const passwords = page.locator('input[type="password"]');
  await passwords.nth(0).fill("a-long-enough-passphrase");
  await passwords.nth(1).fill("a-different-passphrase");
  await page.getByRole("button", { name: /Create|Register|Sign up/ }).click();
  await expect(page.getByText("The two passwords do not match: type the same password in both boxes.")).toBeVisible();
  await expect(page.getByText(/field confirmation does not match/)).toHaveCount(0);
  await expect(page.locator(":focus")).toHaveAttribute("aria-invalid", "true");
});
