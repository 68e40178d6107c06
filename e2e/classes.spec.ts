import { type Browser, expect, type Page, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { chooseBrowseFilters } from "./fixtures/browse-filters.ts";
import { gradientPng } from "./fixtures/images.ts";
import { stubMapTiles } from "./fixtures/map-tiles.ts";
import { collectPageProblems } from "./fixtures/page-problems.ts";
import { shot } from "./fixtures/screenshots.ts";

/** Issue 5 (web): browse, class page, location page, the class form; create -> publish -> live toast -> found by search. */

async function waitForNewClasses(page: Page, url: string) {
  const subscribed = new Promise<void>((resolve) => {
    page.on("websocket", (ws) => {
      ws.on("framereceived", ({ payload }) => {
        const text = String(payload);
        if (text.includes("pusher_internal:subscription_succeeded") && text.includes("new-classes")) resolve();
      });
    });
  });
  await page.goto(url);
  await subscribed;
}

async function signedInPage(browser: Browser, role: "student" | "instructor") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await stubMapTiles(page);
  await loginAs(page, role);
  return page;
}

test("an instructor creates and publishes a class; a student sees it announced; a visitor finds and opens it", async ({
  browser,
  page,
}, info) => {
  // Three people and a dozen page loads: a long journey on a busy 2-core CI machine.
  test.setTimeout(120_000);
  const word = `Quenchcraft${info.project.name}${Date.now().toString(36)}`;
  const title = `${word} Bowie Knife Weekend`;

  const student = await signedInPage(browser, "student");
  await waitForNewClasses(student, "/");

  const instructor = await signedInPage(browser, "instructor");
  const problems = collectPageProblems(instructor);
  await instructor.goto("/classes/create");
  await expect(instructor.getByRole("heading", { level: 1, name: "Create a class" })).toBeVisible();

  // The contract's messages show by field before anything is sent.
  await instructor.getByRole("button", { name: "Save draft" }).click();
  await expect(instructor.getByText("Give the class a title of at least 5 characters.")).toBeVisible();

  await instructor.getByLabel("Title").fill(title);
  await instructor.getByLabel("Summary").fill(`Forge a bowie knife in a ${word} weekend.`);
  await instructor.getByLabel("Theme").selectOption("knife-making");
  await instructor.getByLabel("Skill level").selectOption("beginner");
  await instructor.getByLabel("Description").fill("## Day one\n\nForge the **blade**.");
  await instructor.getByLabel("Forge", { exact: true }).selectOption({ index: 1 });
  const next = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await instructor.getByLabel("Session 1 starts").fill(`${next}T09:00`);
  await instructor.getByLabel("Session 1 ends").fill(`${next}T16:00`);
  await instructor.getByLabel("Price").fill("90");
  await instructor.getByRole("button", { name: "Save draft" }).click();

  await expect(instructor).toHaveURL(/\/classes\/\d+\/edit\?created=1$/);
  await expect(instructor.getByText("Draft saved.")).toBeVisible();
  // An edit says it was saved.
  await instructor.getByLabel("Price").fill("95");
  await instructor.getByRole("button", { name: "Save changes" }).click();
  await expect(instructor.getByText("Saved.", { exact: true })).toBeVisible();
  // A cover image: the server re-encodes it and the form shows the saved one.
  await expect(instructor.getByText("No cover yet", { exact: false })).toBeVisible();
  await instructor
    .getByLabel("Upload a cover image")
    .setInputFiles({ name: "bowie.png", mimeType: "image/png", buffer: gradientPng(960, 540) });
  await expect(instructor.getByRole("img", { name: "Current cover" })).toBeVisible();
  expect(formatViolations(await axeViolations(instructor))).toBe("");
  await shot(instructor, info, "classes-class-edit.png", { fullPage: true });
  await instructor.getByRole("button", { name: "Preview and publish" }).click();
  const dialog = instructor.getByRole("dialog", { name: "Preview before publishing" });
  await expect(dialog).toContainText(title);
  await expect(dialog).toContainText("$95.00");
  await dialog.getByRole("button", { name: "Publish now" }).click();
  await expect(instructor.getByText("published", { exact: true })).toBeVisible();
  expect(problems).toEqual([]);

  // The student's open page is told live.
  const toast = student.locator("[data-sonner-toast]").filter({ hasText: "New Class Available!" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);

  // A visitor finds it by search and a filter, and opens it.
  await stubMapTiles(page);
  await page.goto("/classes");
  await page.getByRole("searchbox", { name: "Search classes" }).fill(word);
  await chooseBrowseFilters(page, { Theme: "knife-making" });
  await expect(page).toHaveURL(new RegExp(`q=${word}.*theme=knife-making`));
  await expect(page.getByText("1 class found")).toBeVisible();
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/classes\/\d+-[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Day one" })).toBeVisible();
  await expect(page.getByText("$95.00").first()).toBeVisible();
});

const publicPages = [
  { name: "classes", path: "/classes", heading: "Browse blacksmithing classes" },
  { name: "classes-location", path: "/classes/us/oregon", heading: "Classes in Oregon" },
  { name: "location", path: "/locations/us/oregon/portland", heading: "Blacksmithing in Portland" },
];

for (const p of publicPages) {
  test(`${p.name}: renders, axe finds nothing`, async ({ page }, info) => {
    const problems = collectPageProblems(page); // also serves the map tiles
    const response = await page.goto(p.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: p.heading })).toBeVisible();
    expect(formatViolations(await axeViolations(page))).toBe("");
    await shot(page, info, `classes-${p.name}.png`, { fullPage: true });
    expect(problems).toEqual([]);
  });
}

test("a class page: canonical redirect, JSON-LD, axe finds nothing", async ({ page }, info) => {
  const problems = collectPageProblems(page); // also serves the map tiles
  await page.goto("/classes?theme=knife-making");
  const href = await page.getByRole("article").first().getByRole("link").getAttribute("href");
  const id = href?.match(/^\/classes\/(\d+)-/)?.[1];
  expect(id).toBeTruthy();
  await page.goto(`/classes/${id}`);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${href}$`));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld["@type"]).toBe("Course");
  expect(ld.hasCourseInstance.length).toBeGreaterThan(0);
  await expect(page.getByRole("link", { name: /Add to calendar/ })).toHaveAttribute(
    "href",
    `/api/classes/${id}/calendar.ics`,
  );
  expect(formatViolations(await axeViolations(page))).toBe("");
  await shot(page, info, "classes-class-page.png", { fullPage: true });
  expect(problems).toEqual([]);
});

test("the class form: axe finds nothing; a student gets the 403 screen", async ({ page }, info) => {
  await stubMapTiles(page);
  await loginAs(page, "instructor");
  await page.goto("/classes/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a class" })).toBeVisible();
  expect(formatViolations(await axeViolations(page))).toBe("");
  await shot(page, info, "classes-class-create.png", { fullPage: true });

  const other = await signedInPage(page.context().browser() as Browser, "student");
  const response = await other.goto("/classes/create");
  expect(response?.status()).toBe(403);
});
