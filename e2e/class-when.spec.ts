import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { coveredControls } from "./fixtures/overlaps.ts";
import { shot } from "./fixtures/screenshots.ts";
import { expectUncovered } from "./fixtures/uncovered.ts";

/**
 * Issue 37 point 6 at 390 and 1280 px (decision 529): a class page answers "when?" first (the
 * first session's day, hours and zone, and "N sessions" where more) under its title and, on a
 * phone, in the booking bar; no IANA zone id anywhere; the apply dialog shows every safety
 * checkbox and its error in one page-like scroll, with Send application always on screen.
 */

test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

// "Sat, Dec 12, 10:00 AM–4:00 PM CET" (en-US): a day, a time range and a zone abbreviation or GMT offset.
const whenLine = /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, .+–.+ ([A-Z]{2,5}|GMT[+-]\d{1,2}(:\d\d)?)( · \d+ sessions)?$/;
const ianaId = /\b(Africa|America|Asia|Atlantic|Australia|Europe|Pacific|Indian)\/[A-Z][A-Za-z_]+/;

interface Detail {
  id: number;
  url: string;
  seats_left: number;
  sessions: unknown[];
  safety_requirements: string[];
  min_age: number;
}

/** An open class with more than one session that the demo student has not applied to (one per project). */
async function multiSessionClass(page: Page, info: TestInfo): Promise<Detail> {
  const mine = (await (await page.request.get("/api/applications")).json()) as { data: { class: { id: number } }[] };
  const applied = new Set(mine.data.map((a) => a.class.id));
  const list = (await (await page.request.get("/api/classes?seats=true&sort=newest&limit=50")).json()) as {
    data: Array<{ id: number; seats_left: number }>;
  };
  const found: Detail[] = [];
  for (const c of list.data.filter((c) => !applied.has(c.id) && c.seats_left > 1)) {
    const { data } = (await (await page.request.get(`/api/classes/${c.id}`)).json()) as { data: Detail };
    if (data.sessions.length > 1 && data.safety_requirements.length > 0) found.push(data);
    if (found.length === 2) break;
  }
  const picked = found[info.project.name === "mobile" ? 0 : 1] ?? found[0];
  expect(picked, "an open multi-session class the demo student has not applied to").toBeTruthy();
  return picked as Detail;
}

async function expectNoAxe(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations.length, `axe-core violations on ${where}:\n${formatViolations(violations)}`).toBe(0);
}

test("a class page answers 'when?' first, and the apply dialog shows every checkbox and error without an inner scroll", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const phone = info.project.name === "mobile";
  await loginAs(page, "student");
  const item = await multiSessionClass(page, info);
  await page.goto(item.url);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));

  // Under the title, on the first screen: the first session with its zone and the number of sessions.
  const when = page.getByTestId("class-when");
  await expect(when).toBeInViewport({ ratio: 1 });
  const text = (await when.innerText()).trim();
  expect(text).toMatch(whenLine);
  expect(text).toContain(`· ${item.sessions.length} sessions`);
  const titleBox = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const whenBox = (await when.boundingBox())!;
  expect(whenBox.y - (titleBox.y + titleBox.height), "the when-line sits right under the title").toBeLessThan(40);
  // No IANA zone id anywhere a person reads.
  expect(await page.locator("body").innerText()).not.toMatch(ianaId);
  await shot(page, info, "class-when-top.png");

  const bar = page.getByRole("region", { name: "Quick booking" });
  let apply = page
    .getByRole("complementary", { name: "Book this class" })
    .getByRole("button", { name: "Apply for a seat" });
  if (phone) {
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByTestId("booking-bar-when")).toHaveText(text);
    apply = bar.getByRole("button", { name: "Apply for a seat" });
    await expectUncovered(apply, "the booking bar's Apply");
    await shot(bar, info, "class-when-booking-bar.png");
    // Scrolled to the end, the bar still answers and covers nothing.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await shot(page, info, "class-when-bottom.png");
  } else {
    await expect(bar).toBeHidden();
  }
  expect(await coveredControls(page), "covered controls on the class page").toEqual([]);
  await expectNoAxe(page, `class page (${info.project.name})`);

  await apply.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: /Some/ }).check();
  const send = dialog.getByRole("button", { name: "Send application" });
  await send.click();
  await expect(dialog.getByRole("alert").first()).toBeVisible();

  // One scroll only, the dialog's own: nothing inside it scrolls by itself (and hides a box).
  const innerScrollers = await dialog.evaluate((d) =>
    Array.from(d.querySelectorAll("*"))
      .filter((el) => {
        const s = getComputedStyle(el);
        return /(auto|scroll)/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
      })
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute("class")}">`),
  );
  expect(innerScrollers, "scroll boxes inside the apply dialog").toEqual([]);
  // Send stays on screen, uncovered, wherever the dialog is scrolled.
  await expectUncovered(send, "Send application");
  const boxes = dialog.getByRole("checkbox");
  expect(await boxes.count()).toBe(item.safety_requirements.length + (item.min_age > 0 ? 1 : 0));
  const checkedOrErrors = [...(await boxes.all()), ...(await dialog.getByRole("alert").all())];
  for (const el of checkedOrErrors) {
    // Scrolled into view within the dialog, each box and error is wholly visible, not under the footer.
    await expectUncovered(el, `"${(await el.innerText().catch(() => "")) || "a checkbox"}" in the apply dialog`);
  }
  await expectUncovered(send, "Send application");
  await expectNoAxe(page, `apply dialog refused (${info.project.name})`);
  await shot(page, info, "class-when-apply-refused.png");
  await dialog.evaluate((d) => d.scrollTo({ top: d.scrollHeight, behavior: "instant" }));
  await shot(page, info, "class-when-apply-refused-end.png");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
