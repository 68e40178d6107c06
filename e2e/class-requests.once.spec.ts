import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { verifyOverApi } from "./fixtures/accounts.ts";
import { type DemoRole, loginAs } from "./fixtures/auth.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { collectPageProblems } from "./fixtures/page-problems.ts";

/**
 * Issue 7 in a real browser: a user requests a class, an admin approves it in another context and
 * the requester's open page shows the live toast; two users vote; an admin fulfils it with a
 * published demo class and the voters are notified. Titles are unique per run and project.
 */
test.describe.configure({ timeout: 150_000 });

const jsonHeaders = { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" };

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get("/api/csrf-cookie");
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN");
  if (!xsrf) throw new Error("no XSRF-TOKEN cookie");
  return { ...jsonHeaders, "X-XSRF-TOKEN": decodeURIComponent(xsrf.value) };
}

/** Registers and signs in a fresh account in the page's context, with its email verified. */
async function registerUser(page: Page, name: string): Promise<void> {
  const email = `req-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@guildforge.test`;
  const password = "anvil-request-pass-2026";
  const res = await page.request.post("/api/register", {
    headers: await csrfHeaders(page),
    data: { name, email, password, password_confirmation: password },
  });
  // Registering signs in (decision 500).
  if (res.status() !== 201) throw new Error(`POST /api/register answered ${res.status()}: ${await res.text()}`);
  // Requesting a class and voting need a verified email (decisions 202, 506).
  await verifyOverApi(page, email, await csrfHeaders(page));
}

async function signedInPage(browser: Browser, as: DemoRole | { register: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (typeof as === "string") await loginAs(page, as);
  else await registerUser(page, as.register);
  return page;
}

/** Opens `url` and resolves once the live connection subscribed to the user's private channel. */
async function openLive(page: Page, url: string) {
  const subscribed = new Promise<void>((resolve) => {
    page.on("websocket", (ws) => {
      ws.on("framereceived", ({ payload }) => {
        const text = String(payload);
        if (text.includes("pusher_internal:subscription_succeeded") && text.includes("private-user.")) resolve();
      });
    });
  });
  await page.goto(url);
  await expect(subscribed).resolves.toBeUndefined();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** Opens a page and waits until it is hydrated (no requests in flight), so clicks reach React. */
async function gotoReady(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

/** The request's card on /class-requests (newest first, so a fresh one is on the first page). */
async function requestCard(page: Page, title: string) {
  await gotoReady(page, "/class-requests?sort=newest");
  const card = page
    .getByTestId("class-request")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(card).toBeVisible();
  return card;
}

/** The title of a published demo class (GET /api/classes lists published ones only). */
async function aPublishedClass(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/classes?limit=1", { headers: jsonHeaders });
  const { data } = (await res.json()) as { data: { title: string }[] };
  expect(data.length, "a published demo class").toBeGreaterThan(0);
  return data[0]!.title;
}

test("request, live approval, two votes, fulfilment notifies the voters", async ({ page, browser }, testInfo) => {
  const problems = collectPageProblems(page);
  const title = `Forge a froe for riving oak ${testInfo.project.name} ${Date.now().toString(36)}`;

  // 1. A new member requests a class through the form.
  await registerUser(page, "Rowan Requester");
  await gotoReady(page, "/request-class");
  await page.getByLabel("What would you like to learn?").fill(title);
  await page.getByLabel("Theme").selectOption({ label: "Tool making" });
  await page.getByLabel("Skill level").selectOption({ label: "Beginner" });
  await page
    .getByLabel("Describe the class")
    .fill("A day forging a froe from a leaf spring, then splitting oak for shingles with it.");
  await page.getByLabel("Preferred location").fill("Asheville, North Carolina");
  await page.getByLabel("Preferred timeframe").fill("A weekend this autumn");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/profile\/my-requests$/);
  await expect(page.getByText("Request sent")).toBeVisible();
  const mine = page
    .getByTestId("my-class-request")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(mine.getByTestId("request-status")).toHaveText("Under review");

  // 2. The requester keeps the page open; an admin approves it in another browser context.
  await openLive(page, "/profile/my-requests");
  const admin = await signedInPage(browser, "admin");
  await gotoReady(admin, "/admin/class-requests");
  await waitForHydration(admin);
  const queued = admin
    .getByTestId("admin-class-request")
    .filter({ has: admin.getByRole("heading", { name: title, exact: true }) });
  await expect(queued).toBeVisible();
  await queued.locator("summary", { hasText: "Approve" }).click(); // its dialog (decision 535)
  const dialog = admin.getByRole("dialog", { name: "Approve for voting" });
  await dialog.getByLabel(/Message to the requester/).fill("Lovely idea, it is live for voting now.");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(dialog).toBeHidden();
  await expect(queued).toHaveCount(0);
  await expect(admin.getByText("Approved for voting")).toBeVisible();

  // 3. The requester's open page shows it live, without a reload.
  await expect(page.getByText("Class Request Approved!")).toBeVisible();
  await expect(page.getByText("Lovely idea, it is live for voting now.").first()).toBeVisible();
  expect(await sameDocument(page), "the page was not reloaded").toBe(true);

  // 4. Two members vote; the count reaches 2 and each sees their own vote.
  const voterA = await signedInPage(browser, { register: "Vera Voter" });
  const voterB = await signedInPage(browser, { register: "Otto Voter" });
  for (const [voter, expected] of [
    [voterA, "1"],
    [voterB, "2"],
  ] as const) {
    const card = await requestCard(voter, title);
    const vote = card.getByRole("button", { name: /^Vote for/ });
    await expect(vote).toHaveAttribute("aria-pressed", "false");
    await vote.click();
    await expect(card.getByRole("button", { name: /^Remove your vote for/ })).toHaveAttribute("aria-pressed", "true");
    await expect(card.getByTestId("vote-count")).toHaveText(expected);
  }
  // Server-rendered state after a reload: voter A's vote is remembered and the count is 2.
  const cardA = await requestCard(voterA, title);
  await expect(cardA.getByRole("button", { name: /^Remove your vote for/ })).toBeVisible();
  await expect(cardA.getByTestId("vote-count")).toHaveText("2");

  // Signed out: the count and an invitation to sign in.
  const visitor = await (await browser.newContext()).newPage();
  const publicCard = await requestCard(visitor, title);
  await expect(publicCard.getByTestId("vote-count")).toHaveText("2");
  await expect(publicCard.getByRole("link", { name: "Sign in to vote" })).toHaveAttribute("href", /\/login\?redirect=/);
  await expect(publicCard.getByRole("button", { name: /Vote for/ })).toHaveCount(0);

  // 5. An admin fulfils it from the card with a published demo class (the demo instructor account
  // teaches none of them, and the server lets only the class's instructor or an admin link it).
  const classTitle = await aPublishedClass(admin.request);
  const toFulfil = await requestCard(admin, title);
  // With JavaScript the summary opens the fulfil form in a dialog (decision 535).
  await waitForHydration(admin);
  await toFulfil.locator("summary", { hasText: "Fulfill with a class…" }).click();
  const fulfil = admin.getByRole("dialog", { name: /^Fulfil/ });
  await fulfil.getByLabel("Search published classes").fill(classTitle);
  await fulfil
    .getByRole("radio", { name: new RegExp(classTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
    .first()
    .check();
  await fulfil.getByRole("button", { name: "Mark fulfilled" }).click();
  await expect(fulfil).toBeHidden();
  // The requester sees it fulfilled live (its toast lasts 10 s: looked at before the admin's page
  // loads again, which the route action's round trip already made later than a direct API call).
  await expect(page.getByText("Class Request Fulfilled!")).toBeVisible();
  const fulfilled = await requestCard(admin, title);
  await expect(fulfilled.getByText("Fulfilled")).toBeVisible();
  await expect(fulfilled.getByRole("link", { name: "See the class" })).toBeVisible();

  // 6. Both voters are notified with the class link.
  for (const voter of [voterA, voterB]) {
    await expect(async () => {
      await voter.goto("/notifications");
      await expect(voter.getByText("A class you voted for is here!").first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(voter.getByText(`fulfills the request "${title}"`).first()).toBeVisible();
  }
  expect(problems).toEqual([]);
});
