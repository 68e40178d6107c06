import { expect, type Page, test } from "@playwright/test";
import { verifyOverApi } from "./fixtures/accounts.ts";
import { gradientPng } from "./fixtures/images.ts";
import { csrfHeaders } from "./fixtures/live.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Issue 38 (decision 535): a message's photos, "Load older messages" and "Show more conversations"
// work with JavaScript off. The composer's form is multipart and its action forwards the text and
// photos to the API; the two paging controls are links whose pages show the longer lists. What each
// journey needs beforehand is made over the API (rate limits are off in this server).

/** Registers and signs in a fresh student in the page's context, with the email verified. */
async function registerStudent(page: Page, prefix: string): Promise<void> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@guildforge.test`;
  const password = "quench-and-temper-42";
  const res = await page.request.post("/api/register", {
    headers: await csrfHeaders(page),
    data: { name: `No Script ${prefix}`, email, password, password_confirmation: password },
  });
  expect(res.status(), await res.text()).toBe(201);
  await verifyOverApi(page, email, await csrfHeaders(page));
}

type DemoClass = { id: number; instructor: { id: number; slug: string } };

/**
 * The demo accounts other journeys sign in as (fixtures/auth.ts): the dozens of messages these
 * journeys send go to other instructors, so that no other journey's page fills with their live toasts.
 */
const sharedAccounts = new Set(["ingrid-hammerfell", "hector-bellows", "ada-ironside", "sam-quench"]);

/** Up to `limit` upcoming demo classes taught by instructors no other journey signs in as. */
async function demoClasses(page: Page, limit: number): Promise<DemoClass[]> {
  const res = await page.request.get("/api/classes?limit=50");
  expect(res.ok()).toBe(true);
  const classes = ((await res.json()) as { data: DemoClass[] }).data;
  return classes.filter((c) => !sharedAccounts.has(c.instructor.slug)).slice(0, limit);
}

/** Starts a conversation with a class's instructor over the API; its id. */
async function startWith(page: Page, c: DemoClass, body: string): Promise<number> {
  const started = await page.request.post("/api/conversations", {
    headers: await csrfHeaders(page),
    data: { user_id: c.instructor.id, class_id: c.id, body },
  });
  expect([200, 201], await started.text()).toContain(started.status());
  return ((await started.json()) as { data: { conversation: { id: number } } }).data.conversation.id;
}

const png = (name: string) => ({ name, mimeType: "image/png", buffer: gradientPng(320, 240) });

test.describe("message photos and paging with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("a message with a photo is sent; a 5th photo or a non-image is refused with the text kept", async ({
    page,
  }, info) => {
    await registerStudent(page, "nojs-photo");
    const [cls] = await demoClasses(page, 5);
    if (!cls) throw new Error("the demo catalog has no class");
    const id = await startWith(page, cls, `About the class (${info.project.name})`);
    await page.goto(`/messages/${id}`);

    // The "Attach photos" control is the real file field's label: there without the page's script.
    const composer = page.getByRole("form", { name: "Write a message" });
    await expect(composer.locator("label", { hasText: "Attach photos (up to 4)" })).toBeVisible();
    const photos = composer.getByLabel(/^Photos to attach/);
    const box = composer.getByRole("textbox", { name: "Message" });

    // Five photos: the API refuses the fifth, the page says so and keeps the text.
    const five = `Five photos of the anvil (${info.project.name} ${Date.now() % 100_000})`;
    await box.fill(five);
    await photos.setInputFiles(["a", "b", "c", "d", "e"].map((n) => png(`${n}.png`)));
    await composer.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Attach at most 4 images to a message." })).toBeVisible();
    await expect(box).toHaveValue(five);
    await expect(page.getByTestId("chat-message").filter({ hasText: five })).toHaveCount(0);
    await shot(page, info, "no-js-photos-refused.png");

    // A file that is not an image: refused in words meant for a person, the text kept.
    await photos.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await composer.getByRole("button", { name: "Send message" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: /image/i });
    await expect(refusal).toBeVisible();
    await expect(refusal).not.toContainText(/attachments|mime|FST_/i);
    await expect(box).toHaveValue(five);

    // One photo with the text: back to the thread, which shows it with its photo.
    const caption = `This is the anvil we use (${info.project.name} ${Date.now() % 100_000})`;
    await box.fill(caption);
    await photos.setInputFiles(png("anvil.png"));
    // Without the page's script nothing previews a photo: the field itself shows, with what was chosen.
    expect((await photos.boundingBox())?.width ?? 0, "the file field shown without JavaScript").toBeGreaterThan(100);
    await shot(page, info, "no-js-photo-chosen.png");
    await composer.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/${id}$`));
    const bubble = page.getByTestId("chat-message").filter({ hasText: caption });
    await expect(bubble).toHaveCount(1);
    await expect(bubble.getByRole("img").first()).toBeVisible();
    await expect(composer.getByRole("textbox", { name: "Message" })).toHaveValue("");
    await shot(page, info, "no-js-photo-sent.png");
  });

  test("Load older messages is a link to the thread with its older messages", async ({ page }, info) => {
    test.setTimeout(90_000);
    await registerStudent(page, "nojs-older");
    const [cls] = await demoClasses(page, 5);
    if (!cls) throw new Error("the demo catalog has no class");
    const first = `The very first question (${info.project.name} ${Date.now() % 100_000})`;
    const id = await startWith(page, cls, first);
    const headers = await csrfHeaders(page);
    for (let i = 1; i <= 32; i++) {
      const sent = await page.request.post(`/api/conversations/${id}/messages`, {
        headers,
        data: { body: `Follow-up number ${i}` },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    await page.goto(`/messages/${id}`);
    const messages = page.getByTestId("chat-message");
    await expect(messages).toHaveCount(30);
    await expect(messages.filter({ hasText: first })).toHaveCount(0);
    await page.getByRole("link", { name: "Load older messages" }).click();
    await expect(page).toHaveURL(/[?&]before=/);
    await expect(messages).toHaveCount(33);
    await expect(messages.filter({ hasText: first })).toHaveCount(1);
    await expect(page.getByText(/^This is the start of your conversation with /)).toBeVisible();
    await expect(page.getByRole("link", { name: "Load older messages" })).toHaveCount(0);
  });

  test("Show more conversations is a link to the longer list", async ({ page }, info) => {
    test.setTimeout(120_000);
    await registerStudent(page, "nojs-more");
    const classes = await demoClasses(page, 21);
    expect(classes.length, "the demo catalog has at least 21 classes").toBeGreaterThanOrEqual(21);
    for (const c of classes.slice(0, 21)) await startWith(page, c, `A question about class ${c.id}`);
    await page.goto("/messages");
    const rows = page.getByTestId("conversation-row");
    await expect(rows).toHaveCount(20);
    await page.getByRole("link", { name: "Show more conversations" }).click();
    await expect(page).toHaveURL(/\/messages\?cursor=/);
    await expect(rows).toHaveCount(21);
    await expect(page.getByRole("link", { name: "Show more conversations" })).toHaveCount(0);
    await shot(page, info, "no-js-show-more.png");
  });
});
