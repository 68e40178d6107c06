import { type Browser, expect, type Page, test } from "@playwright/test";
import { verifyOverApi } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { csrfHeaders } from "./fixtures/live.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Issue 38 (decision 535): starting a conversation, reporting a message and fulfilling a class
// request post to route actions, so they work with JavaScript off. Each journey's page runs with
// JavaScript disabled; what it needs beforehand is made over the API.

/** Registers and signs in a fresh student in the page's context, with the email verified. */
async function registerStudent(page: Page, prefix: string): Promise<{ id: number; name: string }> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@guildforge.test`;
  const password = "quench-and-temper-42";
  const name = `No Script ${prefix}`;
  const res = await page.request.post("/api/register", {
    headers: await csrfHeaders(page),
    data: { name, email, password, password_confirmation: password },
  });
  // Registering signs in (decision 500); messaging needs a verified email (decision 506).
  expect(res.status(), await res.text()).toBe(201);
  await verifyOverApi(page, email, await csrfHeaders(page));
  const user = (await (await page.request.get("/api/user")).json()) as { id: number; name: string };
  return { id: user.id, name: user.name };
}

async function signedInAs(browser: Browser, role: "instructor" | "admin"): Promise<Page> {
  const page = await (await browser.newContext({ userAgent: browserUA })).newPage();
  await loginAs(page, role);
  return page;
}

test.describe("messages with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("a student starts a conversation from a class page: an empty message is refused on its field, then the thread opens", async ({
    page,
  }, info) => {
    await registerStudent(page, "nojs-start");
    const res = await page.request.get("/api/classes?limit=5");
    const [cls] = ((await res.json()) as { data: Array<{ url: string; title: string }> }).data;
    expect(cls, "a published demo class").toBeTruthy();
    await page.goto((cls as { url: string }).url);

    // The button asks for the page with ?message=…, which shows the form in its flow.
    await page.getByRole("button", { name: "Message the instructor" }).first().click();
    await expect(page).toHaveURL(/[?&]message=\d+-\d+/);
    const compose = page.getByRole("region", { name: /^Message / });
    await expect(compose).toBeVisible();
    await expect(compose).toContainText(`About “${(cls as { title: string }).title}”.`);

    // An empty message: /messages' action refuses it on the field and shows the form again.
    await compose.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/messages$/);
    const box = page.getByLabel("Your message");
    await expect(page.getByText("Write a message first.")).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await shot(page, info, "no-js-start-refused.png");

    const text = `Is there parking near the forge? (${info.project.name} ${Date.now() % 100_000})`;
    await box.fill(text);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    await expect(page.getByText(/^Message sent to /)).toBeVisible();
    await expect(page.getByTestId("chat-message").filter({ hasText: text })).toBeVisible();
    await shot(page, info, "no-js-start-thread.png");
  });

  test("New message: the picker shows in the page, finds an instructor by name and starts the conversation", async ({
    page,
  }, info) => {
    await registerStudent(page, "nojs-new");
    await page.goto("/messages");
    await page.getByRole("button", { name: "New message" }).click();
    await expect(page).toHaveURL(/[?&]new=1/);
    const picker = page.getByRole("region", { name: "New message" });
    await picker.getByLabel("Find an instructor by name").fill("ingrid");
    await picker.getByRole("button", { name: "Find" }).click();
    const instructors = picker.getByRole("list", { name: "Instructors" });
    await expect(instructors.getByRole("listitem")).toHaveCount(1);
    await instructors.getByRole("link", { name: "Message Ingrid Hammerfell" }).click();
    const compose = page.getByRole("region", { name: "Message Ingrid Hammerfell" });
    await expect(compose).toBeVisible();
    await shot(page, info, "no-js-new-message.png");
    const text = `Do you teach on weekdays? (${info.project.name} ${Date.now() % 100_000})`;
    await compose.getByLabel("Your message").fill(text);
    await compose.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    await expect(page.getByText("Message sent to Ingrid Hammerfell.")).toBeVisible();
    await expect(page.getByTestId("chat-message").filter({ hasText: text })).toBeVisible();
  });

  test("a student reports a message: a short reason is refused on its field, then the report is sent", async ({
    page,
    browser,
  }, info) => {
    await registerStudent(page, "nojs-report");
    const instructor = await signedInAs(browser, "instructor");
    const ingrid = (await (await instructor.request.get("/api/user")).json()) as { id: number; name: string };
    const stamp = `${info.project.name}-${Date.now() % 1_000_000}`;
    const started = await page.request.post("/api/conversations", {
      headers: await csrfHeaders(page),
      data: { user_id: ingrid.id, body: `Hello from a page without scripts (${stamp})` },
    });
    expect([200, 201], await started.text()).toContain(started.status());
    const conversationId = ((await started.json()) as { data: { conversation: { id: number } } }).data.conversation.id;
    const rude = `Read the page yourself (${stamp})`;
    const answered = await instructor.request.post(`/api/conversations/${conversationId}/messages`, {
      headers: await csrfHeaders(instructor),
      data: { body: rude },
    });
    expect(answered.status()).toBe(201);
    await instructor.context().close();

    await page.goto(`/messages/${conversationId}`);
    const bubble = page.getByTestId("chat-message").filter({ hasText: rude });
    await bubble.getByRole("button", { name: `Report this message from ${ingrid.name}` }).click();
    await expect(page).toHaveURL(/[?&]report=message-\d+/);
    const form = page.getByRole("region", { name: "Report this message" });
    await expect(form).toBeVisible();

    const reason = form.getByLabel("What happened?");
    await reason.fill("Rude");
    await form.getByRole("button", { name: "Send report" }).click();
    const again = page.getByRole("region", { name: "Report this message" });
    await expect(again.getByText("Tell us what happened in at least 10 characters.")).toBeVisible();
    await expect(again.getByLabel("What happened?")).toHaveValue("Rude");
    await shot(page, info, "no-js-report-refused.png");

    await again.getByLabel("What happened?").fill(`A rude answer to a simple question (${stamp})`);
    await again.getByRole("button", { name: "Send report" }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/${conversationId}$`));
    await expect(page.getByText("Report sent. Thank you: an administrator will look at it.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Report this message" })).toHaveCount(0);
  });
});

test.describe("class-request fulfilment with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("an admin fulfils an approved request by the class's number, inline; a missing class is refused", async ({
    page,
    browser,
  }, info) => {
    // A student's request, approved by the admin over the API.
    const setup = await (await browser.newContext({ userAgent: browserUA })).newPage();
    await registerStudent(setup, "nojs-fulfil");
    const title = `Forge a drawknife ${info.project.name} ${Date.now().toString(36)}`;
    const created = await setup.request.post("/api/class-requests", {
      headers: await csrfHeaders(setup),
      data: {
        title,
        theme: "tool-making",
        skill_level: "beginner",
        description: "A two-handled blade for shaping green wood: forging, grinding and handles.",
        preferred_location: "Asheville, North Carolina",
        preferred_timeframe: "Weekends this spring",
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const requestId = ((await created.json()) as { data: { id: number } }).data.id;
    await setup.context().close();
    await loginAs(page, "admin");
    const approved = await page.request.post(`/api/admin/class-requests/${requestId}/review`, {
      headers: await csrfHeaders(page),
      data: { status: "approved" },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    const classes = (await (await page.request.get("/api/classes?limit=1")).json()) as { data: Array<{ id: number }> };
    const classId = classes.data[0]?.id;
    expect(classId, "a published demo class").toBeTruthy();

    await page.goto("/admin/class-requests?status=approved");
    const card = page
      .getByTestId("admin-class-request")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await card.locator("summary", { hasText: "Fulfill…" }).click();
    await card.getByRole("button", { name: "Mark fulfilled" }).click();
    await expect(card.getByText("Choose the published class that fulfills it.")).toBeVisible();
    await shot(card, info, "no-js-fulfil-refused.png");

    await card.getByLabel("Class number").fill(String(classId));
    await card.getByRole("button", { name: "Mark fulfilled" }).click();
    await expect(page.getByText("Marked fulfilled.")).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.goto("/admin/class-requests?status=fulfilled");
    await expect(
      page.getByTestId("admin-class-request").filter({ has: page.getByRole("heading", { name: title, exact: true }) }),
    ).toContainText("Fulfilled");
  });
});
