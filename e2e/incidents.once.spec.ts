import { type Browser, expect, type Page, test } from "@playwright/test";
import { type DemoRole, loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Issue 40 point 6: the safety incident log. The demo instructor records an incident against a
// session of a class that has taken place on /manage/incidents, through the page's route action
// with and without JavaScript; a refusal keeps what was typed; the demo admin reads it on
// /admin/incidents with the count for its forge.

// In order, in one worker: the admin list is newest first across the whole site, and the paging
// test's twenty-one incidents would push another test's incident to the list's second page.
test.describe.configure({ mode: "default" });

async function signedIn(browser: Browser, role: DemoRole, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ userAgent: browserUA, javaScriptEnabled });
  const page = await context.newPage();
  await loginAs(page, role);
  return page;
}

interface IncidentClass {
  id: number;
  title: string;
  forge_name: string | null;
  sessions: Array<{ starts_at: string }>;
}

/** The classes the signed-in page's person can record an incident against, newest session first. */
async function incidentClasses(page: Page): Promise<IncidentClass[]> {
  const res = await page.request.get("/api/manage/incident-classes");
  expect(res.ok(), `GET /api/manage/incident-classes: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: IncidentClass[] }).data;
}

async function apiHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get("/api/csrf-cookie");
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  return {
    Accept: "application/json",
    "X-Requested-With": "XMLHttpRequest",
    "X-XSRF-TOKEN": decodeURIComponent(token),
  };
}

for (const javaScriptEnabled of [false, true]) {
  const how = javaScriptEnabled ? "js" : "no-js";

  test(`the instructor records an incident and sees it listed; the admin sees it with its forge's count (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }, info) => {
    const stamp = `${how}-${Date.now() % 1_000_000}`;
    const words = `A student brushed the hot end of a bar with a forearm (${stamp}).`;
    const page = await signedIn(browser, "instructor", javaScriptEnabled);
    const [cls] = await incidentClasses(page);
    expect(cls, "the demo instructor has a class that has taken place").toBeDefined();

    await page.goto("/manage/incidents");
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Safety incidents" })).toBeVisible();
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(String(cls?.id));
    await expect(page.getByLabel(/^Session/)).toHaveValue(cls?.sessions[0]?.starts_at ?? "");
    await page.getByLabel("What kind of incident").selectOption({ label: "Burn" });
    await page.getByLabel("How serious").selectOption({ label: "Needed first aid" });
    await page.getByLabel("What happened").fill(words);
    await page.getByLabel("What was done").fill("Cooled it under running water for twenty minutes, then a dressing.");
    await page.getByRole("button", { name: "Record incident" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Incident recorded. Admins can see it." })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("class_id")).toBe(String(cls?.id));
    const listed = page.getByTestId("incident").filter({ hasText: stamp });
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText("Burn");
    await expect(listed).toContainText("Needed first aid");
    await expect(listed).toContainText("Cooled it under running water");
    // The form starts afresh for the next one.
    await expect(page.getByLabel("What happened")).toHaveValue("");
    for (const choice of ["What kind of incident", "How serious"]) {
      // "Choose…" shows again (not an empty box).
      expect(await page.getByLabel(choice).evaluate((s: HTMLSelectElement) => s.selectedIndex)).toBe(0);
    }
    if (javaScriptEnabled) expect(formatViolations(await axeViolations(page))).toBe("");
    await shot(page, info, `manage-incidents-${how}.png`, { fullPage: true });

    // The demo admin reads it on /admin/incidents, with the forge's count as the API counts it
    // (read before and after the page: another test may record one meanwhile).
    const admin = await signedIn(browser, "admin", javaScriptEnabled);
    const forge = cls?.forge_name ?? "";
    const forgeTotal = async () => {
      const res = await admin.request.get("/api/admin/incidents?limit=1");
      const body = (await res.json()) as {
        meta: { by_forge: Array<{ forge: { name: string } | null; count: number }> };
      };
      return body.meta.by_forge.find((c) => c.forge?.name === forge)?.count ?? 0;
    };
    const before = await forgeTotal();
    await admin.goto("/admin/incidents");
    const after = await forgeTotal();
    if (javaScriptEnabled) await waitForHydration(admin);
    await expect(admin.getByRole("heading", { level: 1, name: "Safety incidents" })).toBeVisible();
    const card = admin.getByTestId("incident").filter({ hasText: stamp });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(cls?.title ?? "");
    const forgeCount = admin.getByTestId("forge-counts").getByRole("listitem").filter({ hasText: forge });
    await expect(forgeCount).toContainText(/\d+ incidents?/);
    const shown = Number((await forgeCount.innerText()).match(/(\d+) incidents?/)?.[1]);
    expect(before).toBeGreaterThan(0);
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(after);
    await expect(
      admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Safety incidents" }),
    ).toHaveAttribute("aria-current", "page");
    if (javaScriptEnabled) expect(formatViolations(await axeViolations(admin))).toBe("");
    await shot(admin, info, `admin-incidents-${how}.png`, { fullPage: true });
    await admin.context().close();
    await page.context().close();
  });

  test(`too short a description is refused on its field and keeps what was typed (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }, info) => {
    const page = await signedIn(browser, "instructor", javaScriptEnabled);
    const [cls] = await incidentClasses(page);
    await page.goto("/manage/incidents");
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByLabel("What kind of incident").selectOption({ label: "Cut" });
    await page.getByLabel("How serious").selectOption({ label: "Minor" });
    await page.getByLabel("What happened").fill("Nick.");
    await page.getByLabel("What was done").fill("Plaster from the first-aid box.");
    await page.getByRole("button", { name: "Record incident" }).click();

    const what = page.getByLabel("What happened");
    await expect(page.getByText("Describe what happened in at least 10 characters.")).toBeVisible();
    await expect(what).toHaveAttribute("aria-invalid", "true");
    await expect(what).toHaveValue("Nick.");
    await expect(page.getByLabel("What was done")).toHaveValue("Plaster from the first-aid box.");
    await expect(page.getByLabel("What kind of incident")).toHaveValue("cut");
    await expect(page.getByLabel("How serious")).toHaveValue("minor");
    // Nothing was stored.
    const stored = (await (await page.request.get(`/api/manage/classes/${cls?.id}/incidents`)).json()) as {
      data: Array<{ what_happened: string }>;
    };
    expect(stored.data.filter((i) => i.what_happened === "Nick.")).toEqual([]);
    if (javaScriptEnabled) expect(formatViolations(await axeViolations(page))).toBe("");
    await shot(page, info, `manage-incidents-refused-${how}.png`, { fullPage: true });
    await page.context().close();
  });
}

test("the admin list pages with Show more, a link that works without JavaScript", async ({ browser }) => {
  const instructor = await signedIn(browser, "instructor");
  const [cls] = await incidentClasses(instructor);
  const headers = await apiHeaders(instructor);
  const stamp = `paging-${Date.now() % 1_000_000}`;
  // More than one page (20) of incidents, recorded through the API.
  for (let i = 0; i < 21; i++) {
    const res = await instructor.request.post(`/api/manage/classes/${cls?.id}/incidents`, {
      headers: { ...headers, "Idempotency-Key": `${stamp}-${i}` },
      data: {
        session_starts_at: cls?.sessions[0]?.starts_at,
        kind: "near_miss",
        severity: "minor",
        what_happened: `Tongs slipped, nobody hurt (${stamp} #${i}).`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await instructor.context().close();

  const admin = await signedIn(browser, "admin", false);
  await admin.goto("/admin/incidents");
  const cards = admin.getByTestId("incident");
  await expect(cards).toHaveCount(20);
  // Newest first (an incident another test records meanwhile may come between).
  await expect(cards.filter({ hasText: `${stamp} #20` })).toHaveCount(1);
  await expect(cards.filter({ hasText: `${stamp} #0` })).toHaveCount(0);
  await admin.getByRole("link", { name: "Show more" }).click();
  await expect(admin).toHaveURL(/\/admin\/incidents\?cursor=/);
  await expect(cards.filter({ hasText: `${stamp} #0` })).toHaveCount(1);
  await expect(cards.filter({ hasText: `${stamp} #20` })).toHaveCount(0);
  await expect(admin.getByRole("link", { name: "Back to the newest" })).toBeVisible();
  await admin.context().close();
});
