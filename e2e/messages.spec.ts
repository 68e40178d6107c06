import { type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import { registerVerifiedStudent } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { gradientPng } from "./fixtures/images.ts";
import { expectNoSidewaysScroll } from "./fixtures/layout.ts";
import { shot } from "./fixtures/screenshots.ts";
import { expectUncovered } from "./fixtures/uncovered.ts";

/**
 * Issue 17 in the browser: a new student messages the demo instructor from a class page; the
 * instructor, in another browser context, sees the unread badge and the conversation, opens it
 * (the student's open thread then says "Seen", live) and answers (it appears in the student's open
 * thread, live); the header's unread badge agrees with the server before and after opening; the
 * student blocks the instructor, whose next message is refused, then unblocks and blocks again
 * from the instructor's profile page. Axe and screenshots on the way, at the project's width.
 */

async function shoot(page: Page, info: TestInfo, name: string) {
  await shot(page, info, `messages-${name}.png`, { fullPage: false });
}

async function expectAxeClean(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations.length, `axe-core violations on ${where}:\n${formatViolations(violations)}`).toBe(0);
}

async function instructorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, "instructor");
  return page;
}

/** A published class the demo instructor teaches (its page has "Message the instructor"). */
async function publishedClassUrl(instructor: Page): Promise<string> {
  const res = await instructor.request.get("/api/manage/classes?limit=50");
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: Array<{ status: string; url: string }> };
  const published = data.find((c) => c.status === "published");
  expect(published, "the demo instructor has a published class").toBeDefined();
  return (published as { url: string }).url;
}

/** A message bubble of the open thread (the list row repeats its excerpt). */
const bubble = (page: Page, text: string) => page.getByTestId("chat-message").filter({ hasText: text });

/** The instructor's unread total as the API tells it, and this conversation's share of it. */
async function unreadOnServer(page: Page, conversationId: number): Promise<{ total: number; here: number }> {
  const res = await page.request.get("/api/conversations?limit=50");
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    data: Array<{ id: number; unread_count: number }>;
    meta: { unread_total: number };
  };
  return { total: body.meta.unread_total, here: body.data.find((c) => c.id === conversationId)?.unread_count ?? 0 };
}

/**
 * The header badge shows the server's unread total (none at 0). The other project's student writes
 * to the same demo instructor at the same time, so the total is read from the API, not guessed.
 */
async function expectBadgeMatchesServer(page: Page, conversationId: number, here: number) {
  await expect
    .poll(
      async () => {
        const server = await unreadOnServer(page, conversationId);
        const badge = page.getByTestId("messages-badge");
        const shown = (await badge.count()) > 0 ? await badge.first().textContent() : null;
        return {
          here: server.here,
          agrees: shown === (server.total > 0 ? (server.total > 99 ? "99+" : String(server.total)) : null),
        };
      },
      { timeout: 15_000 },
    )
    .toEqual({ here, agrees: true });
}

async function xsrf(page: Page): Promise<Record<string, string>> {
  await page.request.get("/api/csrf-cookie");
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  return { Accept: "application/json", "X-XSRF-TOKEN": decodeURIComponent(token) };
}

test("two people hold a live conversation about a class; a block stops new messages", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const student = await registerVerifiedStudent(page, `msg-${info.project.name}-${Date.now() % 100_000}`);
  const instructor = await instructorPage(browser);
  const classUrl = await publishedClassUrl(instructor);

  // The student writes from the class page.
  await page.goto(classUrl);
  // With JavaScript the button opens the dialog (before it, the form opens in the page; decision 535).
  await waitForHydration(page);
  await page.getByRole("button", { name: "Message the instructor" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, "the compose dialog");
  const first = `Hello! Do I need to bring my own gloves? (${Date.now()})`;
  await dialog.getByLabel("Your message").fill(first);
  await dialog.getByRole("button", { name: /send/i }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  const conversationId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(bubble(page, first)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shoot(page, info, "student-thread");

  // The instructor sees the unread badge and the conversation in the list.
  await instructor.goto("/messages");
  const row = instructor.getByRole("link", { name: new RegExp(student.name) }).first();
  await expect(row).toBeVisible();
  await expectBadgeMatchesServer(instructor, conversationId, 1);
  await expect(instructor.getByTestId("messages-badge")).toHaveText(/^([1-9]\d?|99\+)$/);
  await expectAxeClean(instructor, "/messages (list)");
  await shoot(instructor, info, "instructor-list");

  // Opening it marks it read: the student's open thread says "Seen", without a reload.
  await page.evaluate(() => {
    (window as unknown as { __same: boolean }).__same = true;
  });
  await row.click();
  await expect(instructor).toHaveURL(new RegExp(`/messages/${conversationId}$`));
  await expect(bubble(instructor, first)).toBeVisible();
  await expect(page.getByText("Seen")).toBeVisible({ timeout: 15_000 });
  // the badge drops this conversation's unread message
  await expectBadgeMatchesServer(instructor, conversationId, 0);

  // The instructor answers; it appears in the student's open thread, live.
  const answer = "No need: we have gloves in every size at the forge.";
  await instructor.getByRole("textbox", { name: "Message" }).fill(answer);
  await instructor.getByRole("button", { name: "Send message" }).click();
  await expect(bubble(instructor, answer)).toBeVisible();
  await expect(bubble(page, answer)).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  await expectAxeClean(page, "/messages/{id} (thread)");
  await shoot(page, info, "student-thread-live");

  // A photo reaches the other person from its private route (decision 380), and nobody else.
  const caption = "This is the anvil we use.";
  await instructor
    .getByLabel(/^Photos to attach/)
    .setInputFiles({ name: "anvil.png", mimeType: "image/png", buffer: gradientPng(640, 480) });
  await instructor.getByRole("textbox", { name: "Message" }).fill(caption);
  await instructor.getByRole("button", { name: "Send message" }).click();
  const photo = bubble(page, caption).getByRole("img");
  await expect(photo).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = (await photo.getAttribute("src")) ?? "";
  expect(src).toMatch(
    new RegExp(`^/api/conversations/${conversationId}/attachments/${conversationId}-[0-9a-f]+-\\d+\\.webp$`),
  );
  expect((await page.request.get(src)).headers()["cache-control"]).toMatch(/^private, /);
  const outsider = await browser.newContext({ baseURL: new URL(page.url()).origin });
  expect((await outsider.request.get(src)).status()).toBe(404);
  expect(
    (
      await outsider.request.get(src.replace(/^\/api\/conversations\/\d+\/attachments\//, "/uploads/messages/"))
    ).status(),
  ).toBe(404);
  await outsider.close();

  // The student blocks the instructor: the composer gives way to a note, and the instructor
  // cannot send any more (the API refuses without saying why).
  await page.getByRole("button", { name: "Block" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Block / })
    .click();
  await expect(page.getByText(/You blocked .*\. Unblock to send messages\./)).toBeVisible();
  await shoot(page, info, "student-blocked");
  const refused = await instructor.request.post(`/api/conversations/${conversationId}/messages`, {
    headers: await xsrf(instructor),
    data: { body: "Are you still coming?" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toMatch(/block/i);
  await instructor.reload();
  await expect(instructor.getByText("You can't message this person.")).toBeVisible();

  // The instructor's profile knows the student blocked them: Unblock there lets them write again.
  const opened = await page.request.get(`/api/conversations/${conversationId}/messages`);
  const profileUrl = ((await opened.json()) as { meta: { conversation: { other: { profile_url: string | null } } } })
    .meta.conversation.other.profile_url;
  expect(profileUrl).toMatch(/^\/users\//);
  await page.goto(profileUrl as string);
  await waitForHydration(page);
  const unblock = page.getByRole("button", { name: "Unblock", exact: true });
  await expect(unblock).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^You blocked / })).toBeVisible();
  await expectAxeClean(page, "/users/{slug} (blocked)");
  await unblock.click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Unblock / })
    .click();
  const block = page.getByRole("button", { name: "Block", exact: true });
  await expect(block).toBeVisible();
  const send = (body: string) =>
    xsrf(instructor).then((headers) =>
      instructor.request.post(`/api/conversations/${conversationId}/messages`, { headers, data: { body } }),
    );
  expect((await send("Glad to hear from you again.")).status()).toBe(201);

  // Blocking from the profile: the same confirmation, and the instructor is refused again.
  await page.reload();
  await waitForHydration(page);
  await expect(block).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, "/users/{slug} (profile with Block)");
  await shoot(page, info, "profile-block-action");
  await block.click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("is not told");
  await expectAxeClean(page, "the profile's block dialog");
  await shoot(page, info, "profile-block-dialog");
  await confirm.getByRole("button", { name: /^Block / }).click();
  await expect(unblock).toBeVisible();
  expect((await send("Still there?")).status()).toBe(403);
  await page.reload();
  await expect(unblock).toBeVisible();
  await instructor.context().close();
});

/**
 * The conversation list pages by 20 (meta.next_cursor): a new student with 21 conversations (one
 * per class, each with that class's instructor, through the API) sees 20, then the 21st after
 * "Show more conversations" (the keyboard and no-IntersectionObserver path, a link done in place), and again by
 * scrolling the end of the list into view in a page that has IntersectionObserver.
 */
test("the conversation list shows more on demand and on scroll", async ({ page }, info) => {
  test.setTimeout(120_000);
  await registerVerifiedStudent(page, `msg-more-${info.project.name}-${Date.now() % 100_000}`);
  const res = await page.request.get("/api/classes?limit=50");
  expect(res.ok()).toBe(true);
  const classes = ((await res.json()) as { data: Array<{ id: number; instructor: { id: number } }> }).data;
  expect(classes.length, "the demo catalog has at least 21 classes").toBeGreaterThanOrEqual(21);
  const headers = await xsrf(page);
  for (const c of classes.slice(0, 21)) {
    const started = await page.request.post("/api/conversations", {
      headers,
      data: { user_id: c.instructor.id, class_id: c.id, body: `A question about class ${c.id}` },
    });
    expect(started.status(), await started.text()).toBe(201);
  }

  // Without IntersectionObserver the button is the way on.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await page.goto("/messages");
  const rows = page.getByTestId("conversation-row");
  await expect(rows).toHaveCount(20);
  const more = page.getByRole("link", { name: "Show more conversations" });
  await expect(more).toBeVisible();
  await expectAxeClean(page, "/messages (a list with more pages)");
  await more.scrollIntoViewIfNeeded();
  await shoot(page, info, "list-show-more");
  await more.click();
  await expect(rows).toHaveCount(21);
  await expect(more).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // With it, scrolling to the end loads the next page by itself.
  const scrolling = await page.context().newPage();
  await scrolling.goto("/messages");
  const rowsThere = scrolling.getByTestId("conversation-row");
  await expect(rowsThere.first()).toBeVisible();
  await scrolling.getByRole("link", { name: "Show more conversations" }).evaluate((el) => el.scrollIntoView());
  await expect(rowsThere).toHaveCount(21);
  await expect(scrolling.getByRole("link", { name: "Show more conversations" })).toHaveCount(0);
  await scrolling.close();
});

test("nothing floats over Send, a toast, the booking bar or a dialog; a thread opens at its newest message", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const phone = info.project.name === "mobile";
  await registerVerifiedStudent(page, `msg-cover-${info.project.name}-${Date.now() % 100_000}`);
  const res = await page.request.get("/api/classes?limit=5");
  expect(res.ok()).toBe(true);
  const [classItem] = ((await res.json()) as { data: Array<{ id: number; url: string }> }).data;
  if (!classItem) throw new Error("the demo catalog has no class");

  // The class page: the booking bar's action on a phone, then the message dialog's field and Send.
  await page.goto(classItem.url);
  if (phone)
    await expectUncovered(page.locator("[data-sticky-action-bar] :is(a, button)").first(), "the booking bar's action");
  await expectUncovered(page.getByRole("button", { name: "Message the instructor" }).first(), "Message the instructor");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Message the instructor" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expectUncovered(dialog.getByLabel("Your message"), "the dialog's message field");
  await expectUncovered(dialog.getByRole("button", { name: /send/i }), "the dialog's Send");
  await shoot(page, info, "cover-dialog");
  await dialog.getByLabel("Your message").fill("Is the forge warm in winter?");
  await dialog.getByRole("button", { name: /send/i }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  const conversationId = Number(new URL(page.url()).pathname.split("/").pop());

  // A long thread with photos near its end: it opens at the newest message, which stays in view
  // above the composer once the photos have loaded.
  const headers = await xsrf(page);
  const messagesUrl = `/api/conversations/${conversationId}/messages`;
  for (let i = 1; i <= 12; i++) {
    const sent = await page.request.post(messagesUrl, {
      headers,
      data: { body: `Question number ${i}: and one more line.` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  for (let i = 1; i <= 2; i++) {
    const sent = await page.request.post(messagesUrl, {
      headers,
      multipart: {
        body: `Photo ${i}`,
        attachments: { name: `anvil-${i}.png`, mimeType: "image/png", buffer: gradientPng(480, 640) },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const newest = `The newest message (${Date.now()})`;
  expect((await page.request.post(messagesUrl, { headers, data: { body: newest } })).status()).toBe(201);
  await page.goto(`/messages/${conversationId}`);
  await expect(bubble(page, newest)).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>("[data-testid=thread] img")).every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  const inView = async () => {
    const last = await bubble(page, newest).boundingBox();
    const list = await page.getByRole("region", { name: /^Messages with/ }).boundingBox();
    const composer = await page.locator("[data-composer]").boundingBox();
    if (!last || !list || !composer) return "missing";
    return last.y >= list.y - 1 && last.y + last.height <= composer.y + 1
      ? "in view"
      : `out of view: newest ${Math.round(last.y)} to ${Math.round(last.y + last.height)}, list from ${Math.round(list.y)}, composer from ${Math.round(composer.y)}`;
  };
  await expect.poll(inView).toBe("in view");
  // Times read relative, with the full time on keyboard focus.
  const sentAt = bubble(page, newest).locator("time");
  await expect(sentAt).toHaveText(/^(just now|\d+ minutes? ago), /);
  await sentAt.focus();
  await expect(bubble(page, newest).getByTestId("time-tooltip")).toBeVisible();
  await expect(bubble(page, newest).getByTestId("time-tooltip")).toHaveText(/\d{4}, \d{1,2}:\d{2}/);
  await page.getByRole("textbox", { name: "Message" }).focus();

  // The page keeps its one h1 with a thread open (on a phone the list and its heading are hidden).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(["Messages"]);
  await expectUncovered(page.getByRole("textbox", { name: "Message" }), "the composer");
  await expectUncovered(page.getByRole("button", { name: "Send message" }), "Send");
  await expectAxeClean(page, "/messages (a thread with photos)");
  await shoot(page, info, "cover-thread");

  // "New message" from the list: a picker of instructors, each with the first-message dialog.
  await page.goto("/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  // With JavaScript the picker is a dialog (before it, it opens in the page; decision 535).
  await waitForHydration(page);
  await page.getByRole("button", { name: "New message" }).click();
  const picker = page.getByRole("dialog", { name: "New message" });
  const instructors = picker.getByRole("list", { name: "Instructors" });
  await expect(instructors.getByRole("listitem").filter({ hasText: "Ingrid Hammerfell" })).toBeVisible();
  await picker.getByLabel("Find an instructor by name").fill("ingrid");
  await expect(instructors.getByRole("listitem")).toHaveCount(1);
  await expectAxeClean(page, "the New message picker");
  await shoot(page, info, "new-message");
  await instructors.getByRole("button", { name: /^Message/ }).click();
  await expect(page.getByRole("dialog", { name: "Message Ingrid Hammerfell" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await page.goto(`/messages/${conversationId}`);
  // The send below must go through the page's script (its .data POST is the one made stale).
  await waitForHydration(page);

  // A refused send is said once, above the composer, and not toasted as well (issue 37 point 7,
  // decision 530); the message and Send stay clear. The text posts to the thread's route action
  // (decision 535): a form token that no longer fits is its refusal here.
  await page.route(`**/messages/${conversationId}.data*`, (route) =>
    route.request().method() === "POST"
      ? route.continue({ postData: (route.request().postData() ?? "").replace(/_csrf=[^&]*/, "_csrf=stale") })
      : route.continue(),
  );
  const refusal = "This form had expired. Please check it and send it again.";
  await page.getByRole("textbox", { name: "Message" }).fill("One more question");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(refusal)).toBeVisible();
  for (let waited = 0; waited < 2_500; waited += 100) {
    expect(await page.locator("[data-sonner-toast]").count(), "the refused send was toasted as well").toBe(0);
    await page.waitForTimeout(100);
  }
  await expect(page.getByText(refusal)).toHaveCount(1);
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("One more question");
  await expectUncovered(page.getByText(refusal), "the refused send's message");

  // A toast (a report sent) sits clear of Send, and nothing covers the toast. (The report posts
  // to the thread's route action too, which calls the API in-process: this account's report is
  // real; its form token is left as it is.)
  await page.unroute(`**/messages/${conversationId}.data*`);
  await page.getByRole("button", { name: /^Report the conversation with / }).click();
  const report = page.getByRole("dialog");
  await report.getByLabel("What happened?").fill("Checking where a toast sits on this page.");
  await report.getByRole("button", { name: /^Send/ }).click();
  await expect(report).toBeHidden();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Report sent");
  await shoot(page, info, "cover-toast");
  await expectUncovered(toast, "the toast");
  await expectUncovered(page.getByRole("button", { name: "Send message" }), "Send under a toast");
});
