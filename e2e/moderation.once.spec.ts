import { type Browser, expect, type Page, test } from "@playwright/test";
import { type DemoRole, demoEmail, loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { shot } from "./fixtures/screenshots.ts";

/**
 * Issue 36 point 2 in the browser (decision 503): the demo student reports the demo instructor's
 * message from the thread; the admin's card names the reporter and the reported person (the
 * message's author), each message with its own author, and the suspend dialog says whom it acts
 * on (and that the reporter is not) before anything happens. The admin then dismisses it, so the
 * demo instructor other journeys use stays unsuspended.
 */

async function signedInPage(browser: Browser, role: DemoRole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, role);
  return page;
}

async function xsrf(page: Page): Promise<Record<string, string>> {
  await page.request.get("/api/csrf-cookie");
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  return { Accept: "application/json", "X-XSRF-TOKEN": decodeURIComponent(token) };
}

async function me(page: Page): Promise<{ id: number; name: string }> {
  const res = await page.request.get("/api/user");
  expect(res.ok()).toBe(true);
  return (await res.json()) as { id: number; name: string };
}

test("a reported message names its author; the admin sees who wrote what and whom a decision hits", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const stamp = `${info.project.name}-${Date.now() % 1_000_000}`;
  await loginAs(page, "student");
  const instructor = await signedInPage(browser, "instructor");
  const admin = await signedInPage(browser, "admin");
  const [sam, ingrid] = [await me(page), await me(instructor)];

  // Sam writes to the instructor, who answers rudely (over the API: the journey is the report).
  const hello = `Do I need my own gloves? (${stamp})`;
  const started = await page.request.post("/api/conversations", {
    headers: await xsrf(page),
    data: { user_id: ingrid.id, body: hello },
  });
  expect([200, 201], await started.text()).toContain(started.status());
  const conversationId = ((await started.json()) as { data: { conversation: { id: number } } }).data.conversation.id;
  const rude = `What a silly question (${stamp})`;
  const answered = await instructor.request.post(`/api/conversations/${conversationId}/messages`, {
    headers: await xsrf(instructor),
    data: { body: rude },
  });
  expect(answered.status()).toBe(201);

  // Sam reports that message from the thread.
  await page.goto(`/messages/${conversationId}`);
  // With JavaScript the flag opens the dialog (before it, the form opens in the thread; decision 535).
  await waitForHydration(page);
  const bubble = page.getByTestId("chat-message").filter({ hasText: rude });
  await bubble.hover();
  await bubble.getByRole("button", { name: `Report this message from ${ingrid.name}` }).click();
  const dialog = page.getByRole("dialog");
  const reason = `A rude answer to a simple question (${stamp})`;
  await dialog.getByLabel("What happened?").fill(reason);
  // The report posts to the thread's route action (decision 535), which calls the API in-process;
  // its answer is read on its way to the page.
  let answer: { status: number; text: string } | null = null;
  await page.route(`**/messages/${conversationId}.data*`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const response = await route.fetch();
    const text = await response.text();
    answer = { status: response.status(), text };
    await route.fulfill({ response, body: text });
  });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect.poll(() => answer?.status).toBe(200);
  // What the reporter's page is answered carries no one's email.
  expect((answer as { text: string } | null)?.text).not.toContain("@");
  await page.unroute(`**/messages/${conversationId}.data*`);
  await expect(page.getByText("Report sent")).toBeVisible();

  // The admin's card: who reported whom, and each message with its own author.
  await admin.goto("/admin/reports");
  const card = admin.getByTestId("admin-report").filter({ hasText: reason });
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(`${sam.name} reported ${ingrid.name}`);
  await expect(card.getByText("Reported person", { exact: true }).locator("xpath=..")).toContainText(
    demoEmail("instructor"),
  );
  await expect(card.getByTestId("report-message").filter({ hasText: rude })).toContainText(
    `${ingrid.name} (reported person)`,
  );
  await expect(card.getByTestId("report-message").filter({ hasText: hello })).toContainText(`${sam.name} (reporter)`);
  await shot(admin, info, "moderation-card.png", { fullPage: false });

  // Suspend says whom it acts on before anything happens; closing the dialog changes nothing.
  // With JavaScript each decision's confirmation is a dialog (its summary opens it; decision 535).
  await waitForHydration(admin);
  await card.locator("summary", { hasText: "Suspend" }).click();
  const confirm = admin.getByRole("dialog");
  await expect(confirm.getByRole("heading")).toHaveText(`Suspend ${ingrid.name}?`);
  await expect(confirm.getByTestId("decision-target")).toHaveText(
    `This acts on ${ingrid.name} (${demoEmail("instructor")}), the reported person. ${sam.name}, who reported, is not affected.`,
  );
  const violations = await axeViolations(admin);
  expect(violations.length, `axe-core violations on the suspend dialog:\n${formatViolations(violations)}`).toBe(0);
  await admin.keyboard.press("Escape");
  await expect(confirm).toHaveCount(0);

  await card.locator("summary", { hasText: "Dismiss" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Dismiss" }).click();
  await expect(admin.getByTestId("admin-report").filter({ hasText: reason })).toHaveCount(0);
  await expect(admin.getByText("Report dismissed")).toBeVisible();
  // The instructor was never suspended: they still read their conversations.
  expect((await instructor.request.get("/api/conversations")).status()).toBe(200);
});
