import { type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import { registerVerifiedStudent } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { axeBuilder, axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { expectNoSidewaysScroll } from "./fixtures/layout.ts";
import { csrfHeaders, openLive } from "./fixtures/live.ts";
import { overlappingControls } from "./fixtures/overlapping-controls.ts";
import { shot } from "./fixtures/screenshots.ts";
import { allTeachingClasses } from "./fixtures/teaching-classes.ts";
import { browserUA } from "./fixtures/user-agent.ts";

/**
 * Issue 39: a German and a French visitor find a class, apply to it and hear the answer entirely in
 * their language (at 390 px in the mobile project, 1280 px in the desktop one): home, the class
 * list and a class page; the apply form's validation error; the live toast of the host's decision
 * with its "View" button; the error screen. Axe and a screenshot on every page on the way.
 */
test.use({ userAgent: browserUA });

const texts = {
  de: {
    classesHeading: "Schmiedekurse entdecken",
    quickBooking: "Schnell buchen",
    apply: "Platz anfragen",
    dialogHeading: (title: string) => `Anfrage: ${title}`,
    send: "Anfrage senden",
    levelMissing: "Gib an, wie viel Erfahrung du hast.",
    some: /^Etwas/,
    safety: /Sicherheitsvorgaben/,
    age: /Ich bin mindestens \d+ Jahre alt/,
    pending: "Wartet auf Prüfung",
    accepted: "Anfrage bestätigt",
    view: "Ansehen",
    notFoundTitle: "404 — Seite nicht gefunden · Guildforge",
    notFoundHeading: "Diese Spur ist in der Schmiede erkaltet",
  },
  fr: {
    classesHeading: "Découvrir les cours de forge",
    quickBooking: "Réservation rapide",
    apply: "Demander une place",
    dialogHeading: (title: string) => `S'inscrire : ${title}`,
    send: "Envoyer l'inscription",
    levelMissing: "Indiquez votre niveau d'expérience.",
    some: /^Un peu/,
    safety: /Consignes de sécurité/,
    age: /J'ai au moins \d+ ans/,
    pending: "En attente d'examen",
    accepted: "Inscription acceptée",
    view: "Voir",
    notFoundTitle: "404 — Page introuvable · Guildforge",
    notFoundHeading: "Cette piste s'est refroidie dans la forge",
  },
} as const;

interface Taught {
  class: { id: number; url: string; title: string; status: string; auto_accept: boolean; seats_left: number };
  next_session: { starts_at: string } | null;
}

const day = 86_400_000;

/** The demo host's browser (the host decides on the demo forges' classes, as in applications.spec.ts). */
async function hostPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: browserUA });
  const page = await context.newPage();
  await loginAs(page, "host");
  return page;
}

/** A published review-mode class with a free seat whose next session is days away: one per language and project. */
async function reviewClass(host: Page, info: TestInfo, lang: "de" | "fr"): Promise<Taught["class"]> {
  const soonest = Date.now() + 3 * day;
  const open = (await allTeachingClasses<Taught>(host))
    .filter((c) => c.next_session && Date.parse(c.next_session.starts_at) > soonest)
    .map((c) => c.class)
    .filter((c) => c.status === "published" && !c.auto_accept && c.seats_left > 1);
  // A different class per (language, project) pair, so the journeys running side by side share none.
  const index = (lang === "de" ? 0 : 2) + (info.project.name === "mobile" ? 0 : 1);
  const picked = open[index] ?? open[index % Math.max(open.length, 1)];
  expect(picked, "a review-mode class with free seats and a session days away").toBeTruthy();
  return picked as Taught["class"];
}

async function checkPage(page: Page, info: TestInfo, file: string, only?: string) {
  await expectNoSidewaysScroll(page);
  // Long German and French words stay in their column (the footer's, a card's, a filter's).
  expect(await overlappingControls(page), `controls that cross on ${page.url()}`).toEqual([]);
  const violations = only ? (await axeBuilder(page).include(only).analyze()).violations : await axeViolations(page);
  expect(violations, `axe on ${page.url()}:\n${formatViolations(violations)}`).toEqual([]);
  await shot(page, info, `i18n-journey-${file}.png`, { fullPage: !only });
}

for (const lang of ["de", "fr"] as const) {
  const say = texts[lang];
  test(`a ${lang} visitor finds a class, applies, hears the answer live and meets the error screen in ${lang}`, async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(180_000);
    const host = await hostPage(browser);
    const cls = await reviewClass(host, info, lang);

    // A new verified student who chose the language for their account (pushes and emails follow it).
    await registerVerifiedStudent(page, `i18n-${lang}`);
    const settings = await page.request.patch("/api/user/settings", {
      headers: await csrfHeaders(page),
      data: { language: lang },
    });
    expect(settings.ok(), `PATCH /api/user/settings: ${settings.status()}`).toBe(true);

    // Browse: home, the class list, the class page.
    await page.goto(`/${lang}`);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await checkPage(page, info, `${lang}-home`);
    await page.goto(`/${lang}/classes`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.classesHeading);
    await checkPage(page, info, `${lang}-classes`);
    await page.goto(`/${lang}${cls.url}`);
    await page.waitForLoadState("networkidle");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: cls.title })).toBeVisible();
    await checkPage(page, info, `${lang}-class`);

    // Apply: the form's validation error, then the application, in the language.
    const applyFrom = info.project.name === "mobile" ? page.getByRole("region", { name: say.quickBooking }) : page;
    await applyFrom.getByRole("button", { name: say.apply }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: say.dialogHeading(cls.title) })).toBeVisible();
    await dialog.getByRole("button", { name: say.send }).click();
    await expect(dialog.getByText(say.levelMissing)).toBeVisible();
    await checkPage(page, info, `${lang}-apply-error`, "[role=dialog]");
    await dialog.getByRole("radio", { name: say.some }).check();
    const items = dialog.getByRole("group", { name: say.safety }).getByRole("checkbox");
    for (let i = 0; i < (await items.count()); i++) await items.nth(i).check();
    const age = dialog.getByRole("checkbox", { name: say.age });
    if (await age.count()) await age.check();
    await dialog.getByRole("button", { name: say.send }).click();
    await expect(dialog).toBeHidden();
    // The class page says where the application stands (the notice's toast may have gone by then).
    await expect(page.getByTestId("my-application").getByText(say.pending)).toBeVisible();

    // The host accepts; the student's open page hears it at once, in the language.
    const mine = (await (await page.request.get("/api/applications")).json()) as {
      data: { id: number; class: { id: number } }[];
    };
    const application = mine.data.find((a) => a.class.id === cls.id);
    expect(application, "the new application").toBeTruthy();
    await openLive(page, `/${lang}/dashboard/my-applications`, ["private-user"]);
    await waitForHydration(page);
    const decided = await host.request.post(`/api/manage/applications/${application?.id}/decision`, {
      headers: await csrfHeaders(host),
      data: { status: "accepted" },
    });
    expect(decided.ok(), `the host's decision: ${decided.status()}`).toBe(true);
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: say.accepted });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(toast.getByRole("button", { name: say.view })).toBeVisible();
    await checkPage(page, info, `${lang}-live-toast`);
    await host.context().close();

    // The error screen.
    const missing = await page.goto(`/${lang}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page).toHaveTitle(say.notFoundTitle);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.notFoundHeading);
    await checkPage(page, info, `${lang}-404`);
  });
}
