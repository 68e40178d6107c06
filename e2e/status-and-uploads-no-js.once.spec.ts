import { expect, type Page, test } from "@playwright/test";
import { registerThroughForm, uniqueEmail, verifyOverApi } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { gradientPng } from "./fixtures/images.ts";
import { csrfHeaders } from "./fixtures/live.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Issue 38 (decision 535): the class's status card (publish, cancel with a reason), the class
// cover, a forge's photos and a forge's place work with JavaScript off: each form posts to its
// page's action, which calls the API in-process (an upload's file forwarded as multipart).

async function apiPost<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { headers: await csrfHeaders(page), data });
  expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A draft class of the host's first forge, made over the API. */
async function draftClass(page: Page, title: string) {
  const venues = (await (await page.request.get("/api/venues?mine=true")).json()) as { data: { id: number }[] };
  const starts = new Date(Date.now() + 45 * 86_400_000);
  const made = await apiPost<{ data: { id: number } }>(page, "/api/classes", {
    title,
    summary: "Forge a hook for your coats, start to finish.",
    theme: "functional-items",
    skill_level: "beginner",
    venue_id: venues.data[0]?.id,
    sessions: [{ starts_at: starts.toISOString(), ends_at: new Date(starts.getTime() + 5 * 3_600_000).toISOString() }],
    capacity: 6,
    price_cents: 8_000,
    currency: "USD",
  });
  return made.data.id;
}

type LocationNode = { path: string; kind: string; lat: number | null; lng: number | null; children: LocationNode[] };

/** Every place of the location tree with a center. */
async function placesWithCenter(page: Page) {
  const tree = (await (await page.request.get("/api/locations")).json()) as { data: LocationNode[] };
  const out: LocationNode[] = [];
  const walk = (nodes: LocationNode[]) => {
    for (const n of nodes) {
      if (n.lat != null && n.lng != null) out.push(n);
      walk(n.children);
    }
  };
  walk(tree.data);
  return out;
}

/** A forge of the host's own, made over the API at a place's center plus a little (the pin the host put). */
async function forgeAt(page: Page, name: string, place: LocationNode) {
  const made = await apiPost<{ data: { id: number } }>(page, "/api/venues", {
    name,
    address: "7 Quench Yard",
    location_path: place.path,
    lat: (place.lat ?? 0) + 0.01,
    lng: (place.lng ?? 0) + 0.01,
  });
  return made.data.id;
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("a host publishes a draft class from its status card, then cancels it with a reason (refused without one)", async ({
    page,
  }, info) => {
    await loginAs(page, "host");
    const id = await draftClass(page, `Scriptless Hook ${info.project.name} ${Date.now().toString(36)}`);
    await page.goto(`/classes/${id}/edit`);
    await expect(page.getByTestId("class-status")).toHaveText("Draft");

    // The button asks for the preview in the card; "Not yet" leaves it.
    await page.getByRole("button", { name: "Preview and publish" }).click();
    await expect(page).toHaveURL(/\?publish=1/);
    const preview = page.getByRole("region", { name: "Preview before publishing" });
    await expect(preview).toContainText("Scriptless Hook");
    await expect(preview).toContainText("$80");
    await shot(page, info, "status-no-js-preview.png", { fullPage: true });
    await preview.getByRole("button", { name: "Publish now" }).click();
    await expect(page).toHaveURL(new RegExp(`/classes/${id}/edit$`));
    await expect(page.getByText("Class published.")).toBeVisible();
    await expect(page.getByTestId("class-status")).toHaveText("Published");

    await page.getByRole("button", { name: "Cancel the class" }).click();
    const cancel = page.getByRole("region", { name: "Cancel this class" });
    await cancel.getByRole("button", { name: "Cancel the class" }).click();
    await expect(cancel.getByText("Reason is required.")).toBeVisible();
    await expect(page.getByTestId("class-status")).toHaveText("Published");
    await cancel.getByLabel("Reason").fill("The smith who teaches it broke a wrist.");
    await cancel.getByRole("button", { name: "Cancel the class" }).click();
    await expect(page.getByText("Class cancelled.")).toBeVisible();
    await expect(page.getByTestId("class-status")).toHaveText("Cancelled");
    await expect(page.getByText("Cancelled: The smith who teaches it broke a wrist.")).toBeVisible();
  });

  test("an instructor uploads a class cover: a form without a file is refused, an image is saved and shown", async ({
    page,
  }, info) => {
    await loginAs(page, "host");
    const id = await draftClass(page, `Cover Hook ${info.project.name} ${Date.now().toString(36)}`);
    await page.goto(`/classes/${id}/edit`);
    await expect(page.getByText("No cover yet", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Upload cover" }).click();
    await expect(page.getByText("Choose an image to upload.")).toBeVisible();
    // The server checks the content, not the name.
    await page
      .getByLabel("Upload a cover image")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await page.getByRole("button", { name: "Upload cover" }).click();
    await expect(page.getByText("Upload a JPEG, PNG, WebP, GIF or AVIF image.")).toBeVisible();
    await expect(page.getByRole("img", { name: "Current cover" })).toHaveCount(0);

    await page
      .getByLabel("Upload a cover image")
      .setInputFiles({ name: "hook.png", mimeType: "image/png", buffer: gradientPng(960, 540) });
    await page.getByRole("button", { name: "Upload cover" }).click();
    await expect(page).toHaveURL(new RegExp(`/classes/${id}/edit$`));
    await expect(page.getByText("Cover saved.")).toBeVisible();
    const cover = page.getByRole("img", { name: "Current cover" });
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, info, "cover-no-js-saved.png", { fullPage: true });
  });

  test("a host adds a forge photo with its description, then deletes it after confirming", async ({ page }, info) => {
    await loginAs(page, "host");
    const [place] = await placesWithCenter(page);
    if (!place) throw new Error("no place with a center in the seed");
    const name = `Photo Forge ${info.project.name} ${Date.now().toString(36)}`;
    const id = await forgeAt(page, name, place);
    await page.goto(`/dashboard/forges/${id}/edit`);
    await expect(page.getByText("No photos yet", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByText("Choose a photo first.")).toBeVisible();

    await page
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "anvil.png", mimeType: "image/png", buffer: gradientPng(640, 420) });
    await page.getByLabel("Describe the photo").fill("The anvil by the door");
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/forges/${id}/edit$`));
    await expect(page.getByText("Photo added.")).toBeVisible();
    const saved = page.getByRole("list", { name: "Saved photos" });
    await expect(saved.getByRole("listitem")).toHaveCount(1);
    await expect(saved).toContainText("The anvil by the door");
    await expect(page.getByText("1 of", { exact: false })).toBeVisible();
    await shot(page, info, "forge-photo-no-js-saved.png", { fullPage: true });

    // Delete: the button asks for the page with the confirm beside the photo; "Keep it" keeps it.
    await saved.getByRole("button", { name: "Delete photo 1: The anvil by the door" }).click();
    await expect(page).toHaveURL(/\?delete_photo=/);
    const confirm = page.getByRole("region", { name: "Delete this photo?" });
    await expect(confirm).toBeVisible();
    await shot(page, info, "forge-photo-no-js-delete-confirm.png", { fullPage: true });
    await confirm.getByRole("link", { name: "Keep it" }).click();
    await expect(saved.getByRole("listitem")).toHaveCount(1);
    await saved.getByRole("button", { name: "Delete photo 1: The anvil by the door" }).click();
    await page
      .getByRole("region", { name: "Delete this photo?" })
      .getByRole("button", { name: "Delete photo" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/forges/${id}/edit$`));
    await expect(page.getByText("Photo deleted.")).toBeVisible();
    await expect(page.getByText("No photos yet", { exact: false })).toBeVisible();
  });

  test("a host moves a forge to another place: its pin goes to the new place's center; a save that keeps the place keeps the pin", async ({
    page,
  }, info) => {
    await loginAs(page, "host");
    const places = await placesWithCenter(page);
    const [from, to] = places.filter((p) => p.kind === "city");
    if (!from || !to) throw new Error("two cities with a center are needed");
    const id = await forgeAt(page, `Moving Forge ${info.project.name} ${Date.now().toString(36)}`, from);
    const pin = async () => {
      const res = await page.request.get(`/api/venues/${id}`);
      const { data } = (await res.json()) as { data: { lat: number; lng: number; location: { path: string } } };
      return data;
    };

    // A save that keeps the place keeps the host's pin.
    await page.goto(`/dashboard/forges/${id}/edit`);
    await page.getByLabel("Description").fill("A shed behind the bakery.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
    const kept = await pin();
    expect(kept.lat).toBeCloseTo((from.lat ?? 0) + 0.01, 4);
    expect(kept.lng).toBeCloseTo((from.lng ?? 0) + 0.01, 4);

    await page.getByLabel("Place").selectOption(to.path);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Place")).toHaveValue(to.path);
    const moved = await pin();
    expect(moved.location.path).toBe(to.path);
    expect(moved.lat).toBeCloseTo(to.lat ?? 0, 4);
    expect(moved.lng).toBeCloseTo(to.lng ?? 0, 4);
    await shot(page, info, "forge-place-no-js-moved.png", { fullPage: true });
  });

  test("a student changes their profile photo: a file that is not an image is refused, an image is saved and shown", async ({
    page,
  }, info) => {
    const email = uniqueEmail("avatar-nojs");
    const name = `Photo ${info.project.name}`;
    await registerThroughForm(page, name, email, "quench-and-temper-42");
    await verifyOverApi(page, email, await csrfHeaders(page));
    await page.goto("/profile");
    await page
      .getByLabel("Profile photo")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByText("Upload a JPEG, PNG, WebP, GIF or AVIF image.")).toBeVisible();

    await page
      .getByLabel("Profile photo")
      .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: gradientPng(300, 300) });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Photo updated.")).toBeVisible();
    const saved = page.getByRole("img", { name: `${name}'s photo` });
    await expect(saved).toHaveAttribute("src", /^\/uploads\/avatars\//);
    await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
