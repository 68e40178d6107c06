import { expect, type Page, test } from "@playwright/test";
import { registerVerifiedStudent } from "./fixtures/accounts.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { collectPageProblems } from "./fixtures/page-problems.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Issue 39 point 3: the language switcher (footer, header menus, settings) posts to /language and
// lands on the same page in the chosen language, with and without JavaScript; every page names its
// canonical in its language and its three language URLs.

const footerSwitch = (page: Page, name: string) => page.getByRole("contentinfo").getByRole("button", { name });

async function expectLanguageLinks(page: Page, language: "en" | "de" | "fr", path: string) {
  const origin = new URL(page.url()).origin;
  const prefixed = (l: string) => (l === "en" ? path : `/${l}${path === "/" ? "" : path}`);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${prefixed(language)}`);
  for (const l of ["en", "de", "fr"]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${l}"]`)).toHaveAttribute(
      "href",
      `${origin}${prefixed(l)}`,
    );
  }
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin}${path}`);
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("the footer's switcher posts to /language and lands on the same page in German, then back in English", async ({
    page,
  }, info) => {
    await page.goto("/instructors");
    await footerSwitch(page, "Deutsch").click();
    await expect(page).toHaveURL(/\/de\/instructors$/);
    await expectLanguageLinks(page, "de", "/instructors");
    // The header, footer and logo keep the prefix.
    await expect(page.getByRole("link", { name: "Guildforge Startseite" }).first()).toHaveAttribute("href", "/de");
    await expect(page.getByRole("contentinfo").locator('a[href="/de/classes"]').first()).toBeVisible();
    await expect(footerSwitch(page, "Deutsch")).toHaveAttribute("aria-current", "true");
    await shot(page, info, "language-no-js-de.png");
    await shot(page.getByRole("contentinfo"), info, "language-footer-de.png");

    // The cookie keeps German on the unprefixed URL too.
    await page.goto("/instructors");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expectLanguageLinks(page, "de", "/instructors");

    await footerSwitch(page, "English").click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/instructors$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("with JavaScript", () => {
  test.use({ userAgent: browserUA });

  test("the footer's switcher moves the same page to French without a reload error; axe finds nothing", async ({
    page,
  }, info) => {
    const problems = collectPageProblems(page);
    await page.goto("/classes");
    await waitForHydration(page);
    await footerSwitch(page, "Français").click();
    await expect(page).toHaveURL(/\/fr\/classes$/);
    await expectLanguageLinks(page, "fr", "/classes");
    await expect(page.getByRole("contentinfo").locator('a[href="/fr/instructors"]').first()).toBeVisible();
    expect(await axeViolations(page), formatViolations(await axeViolations(page))).toEqual([]);
    await shot(page, info, "language-js-fr.png");

    // A fresh load of the French page hydrates without a mismatch.
    await page.reload();
    await waitForHydration(page);
    expect(problems.filter((p) => /hydrat|did not match/i.test(p))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the header's menu has the switcher too (the <details> menu on a phone, the language menu on a wide screen)", async ({
    page,
  }, info) => {
    await page.goto("/articles");
    await waitForHydration(page);
    const wide = (page.viewportSize()?.width ?? 0) >= 768;
    if (wide) {
      await page.getByRole("banner").getByLabel("Language: English").click();
    } else {
      await page.getByRole("banner").getByText("Menu").click();
    }
    await shot(page, info, "language-header-menu.png");
    await page.getByRole("banner").getByRole("button", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/articles$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect(await axeViolations(page), formatViolations(await axeViolations(page))).toEqual([]);
  });

  test("signed in: the settings page's language is the account's, and following the browser clears it", async ({
    page,
  }, info) => {
    // A new account of its own: the two widths run side by side and each changes its language.
    await registerVerifiedStudent(page, `language-${info.project.name}`);
    await page.goto("/settings/notifications");
    await waitForHydration(page);
    const select = page.getByLabel("Language", { exact: true });
    await select.selectOption("de");
    await page.getByRole("button", { name: "Save language" }).click();
    await expect(page).toHaveURL(/\/de\/settings\/notifications$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByLabel("Sprache", { exact: true })).toHaveValue("de");
    expect(await axeViolations(page), formatViolations(await axeViolations(page))).toEqual([]);
    await shot(page, info, "language-settings-de.png");

    // The account decides an unprefixed page even without the cookie.
    await page.context().clearCookies({ name: "lang" });
    await page.goto("/settings/notifications");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    await page.getByLabel("Sprache", { exact: true }).selectOption("browser");
    await page.getByRole("button", { name: "Sprache speichern" }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/settings\/notifications$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByLabel("Language", { exact: true })).toHaveValue("browser");
  });
});
