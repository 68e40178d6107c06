import { expect, test } from "@playwright/test";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { expectNoSidewaysScroll } from "./fixtures/layout.ts";
import { collectPageProblems } from "./fixtures/page-problems.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

/**
 * Issue 39, the shell's pages in German and French (at 390 px in the mobile project, 1280 px in the
 * desktop one): the info pages, the feedback forms, the articles and the error screen read in the
 * page's language, pass axe, fit the screen, and hydrate without a warning.
 */
test.use({ userAgent: browserUA });

const pages = [
  { path: "/de/about", heading: "Über Guildforge", text: "Woran wir glauben" },
  { path: "/fr/about", heading: "À propos de Guildforge", text: "Ce en quoi nous croyons" },
  { path: "/de/safety", heading: "Sicherheitsregeln für die Schmiede", text: "Erste Hilfe bei Verbrennungen" },
  { path: "/fr/faq", heading: "Questions fréquentes", text: "Faut-il de l'expérience\u00a0?" },
  { path: "/de/cancellation", heading: "Stornobedingungen", text: "Volle Erstattung" },
  { path: "/fr/contact", heading: "Nous contacter", text: "Envoyer le message" },
  { path: "/de/bug-report", heading: "Fehler melden", text: "Was ist schiefgelaufen?" },
  { path: "/fr/feature-request", heading: "Proposer une fonctionnalité", text: "Votre idée en une ligne" },
  { path: "/de/articles", heading: "Artikel aus der Schmiede", text: "Feed abonnieren" },
  { path: "/fr/articles", heading: "Articles de la forge", text: "S'abonner au flux" },
  // A place in a French sentence takes its own preposition: "en Oregon", "au Texas", "à Portland".
  { path: "/fr/locations/us/oregon", heading: "La forge en Oregon", text: "Lieux en Oregon" },
  { path: "/fr/classes/us/texas", heading: "Cours au Texas", text: "Cours de forge dans les forges au Texas" },
] as const;

for (const p of pages) {
  test(`${p.path} reads in its language`, async ({ page }, info) => {
    const problems = collectPageProblems(page);
    const response = await page.goto(p.path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", p.path.slice(1, 3));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
    await expect(page.getByText(p.text, { exact: false }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${p.heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}|Guildforge`));
    await expectNoSidewaysScroll(page);
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await shot(page, info, `i18n-shell${p.path.replace(/\//g, "-")}.png`, { fullPage: true });
    expect(problems.filter((line) => /hydrat/i.test(line))).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("the error screen and its title follow the page's language", async ({ page }, info) => {
  const problems = collectPageProblems(page);
  const response = await page.goto("/de/no-such-page");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page).toHaveTitle("404 — Seite nicht gefunden · Guildforge");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Spur ist in der Schmiede erkaltet");
  await expect(page.getByText("Seite nicht gefunden: /de/no-such-page")).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zur Hauptschmiede" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Wissenswertes übers Schmieden" })).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
  await shot(page, info, "i18n-shell-de-404.png", { fullPage: true });
  expect(problems.filter((line) => /hydrat/i.test(line))).toEqual([]);

  await page.goto("/fr/no-such-page");
  await expect(page).toHaveTitle("404 — Page introuvable · Guildforge");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cette piste s'est refroidie dans la forge");
});
