import { expect, test } from "@playwright/test";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { collectPageProblems } from "./fixtures/page-problems.ts";
import { shot } from "./fixtures/screenshots.ts";

/** Issue 5: /instructors shows classes per instructor; a class link opens the class page. */

test("instructor cards list their upcoming classes; a class link opens the class page", async ({ page }, testInfo) => {
  const problems = collectPageProblems(page); // also serves the map tiles
  await page.goto("/instructors");
  await expect(page.getByRole("heading", { level: 1, name: "Instructors" })).toBeVisible();

  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Ingrid Hammerfell" }) });
  const classes = card.getByRole("region", { name: /^\d+ upcoming class(es)?$/ });
  await expect(classes).toBeVisible();
  const links = classes.getByRole("link");
  const shown = await links.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(3);
  // A class start in the forge's zone, in the browser's locale (en-US): "Sat, Dec 5, 9:00 AM PST".
  await expect(
    classes.getByText(/[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d\d [AP]M [A-Z]{2,5}/).first(),
  ).toBeVisible();

  await shot(page, testInfo, "instructors-classes.png", { fullPage: true });
  await shot(card, testInfo, "instructors-card.png");
  const violations = await axeViolations(page);
  expect(violations.length, formatViolations(violations)).toBe(0);

  const first = links.first();
  const title = (await first.textContent())?.trim() ?? "";
  const href = (await first.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/classes\/\d+-[a-z0-9-]+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(problems).toEqual([]);
});
