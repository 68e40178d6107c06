import { expect, type Page, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { shot } from "./fixtures/screenshots.ts";

/**
 * The client retries (docs/product.md#calls) a write whose answer is lost, with the same Idempotency-Key; the
 * server applies it once and answers the retry as it answered the first attempt (decision 057).
 * Publishing is not idempotent by itself (a second publish is a 409, shown as "Server Error"),
 * so it shows the difference: here the first answer is cut off after the server handled it.
 * The dialog's form posts to the edit route's action through a fetcher (decision 535): the write
 * the browser sends is that POST, whose key is the form's `_key` field (the action sends it to the
 * API as its Idempotency-Key), and the action's answer says when the API replayed it.
 */

async function apiPost(page: Page, path: string, data: unknown) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN");
  const res = await page.request.post(path, {
    headers: {
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      "X-XSRF-TOKEN": decodeURIComponent(xsrf?.value ?? ""),
    },
    data,
  });
  expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { data: { id: number } };
}

test("a publish whose answer is lost is retried with the same key and applied once", async ({ page }, info) => {
  await loginAs(page, "host");
  const venues = (await (await page.request.get("/api/venues?mine=true")).json()) as { data: { id: number }[] };
  const starts = new Date(Date.now() + 40 * 86_400_000);
  const draft = await apiPost(page, "/api/classes", {
    title: `Retry-proof Tongs ${info.project.name} ${Date.now().toString(36)}`,
    summary: "Forge a pair of tongs you will use for years.",
    theme: "tool-making",
    skill_level: "beginner",
    venue_id: venues.data[0]?.id,
    sessions: [{ starts_at: starts.toISOString(), ends_at: new Date(starts.getTime() + 6 * 3_600_000).toISOString() }],
    capacity: 6,
    price_cents: 12_000,
    currency: "USD",
  });
  const id = draft.data.id;

  const attempts: { key: string | undefined; outcome: string; replayed?: string }[] = [];
  await page.route(`**/classes/${id}/edit.data*`, async (route) => {
    if (route.request().method() !== "POST") return route.continue(); // the page reading the class again
    const key = new URLSearchParams(route.request().postData() ?? "").get("_key") ?? undefined;
    const response = await route.fetch(); // the server publishes the class...
    if (attempts.length === 0) {
      attempts.push({ key, outcome: `lost ${response.status()}` });
      await route.abort("connectionreset"); // ...but the answer never reaches the browser
      return;
    }
    attempts.push({ key, outcome: String(response.status()), replayed: response.headers()["idempotent-replayed"] });
    await route.fulfill({ response });
  });

  await page.goto(`/classes/${id}/edit`);
  await waitForHydration(page); // the buttons have their handlers
  await page.getByRole("button", { name: "Preview and publish" }).click();
  await page
    .getByRole("dialog", { name: "Preview before publishing" })
    .getByRole("button", { name: "Publish now" })
    .click();
  await expect(page.getByTestId("class-status")).toHaveText("Published", { timeout: 15_000 });
  await expect(page.getByText("Server Error")).toHaveCount(0);
  await shot(page, info, "retries-published.png", { fullPage: true });

  expect(attempts).toHaveLength(2);
  expect(attempts[0]?.key, "the client sends an Idempotency-Key").toBeTruthy();
  expect(attempts).toEqual([
    { key: attempts[0]?.key, outcome: "lost 200" },
    { key: attempts[0]?.key, outcome: "200", replayed: "true" },
  ]);
  const after = (await (await page.request.get(`/api/classes/${id}`)).json()) as { data: { status: string } };
  expect(after.data.status).toBe("published");
});
