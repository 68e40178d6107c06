import { type Browser, type BrowserContext, expect, test } from "@playwright/test";
import { demoPassword } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";
import { csrfHeaders } from "./fixtures/xss.ts";

// Issue 40 point 5: a student who attended reviews the class from their applications (JavaScript
// off, then on); the instructor leaves their private feedback (both in: published) and replies
// once on the class page; the class page shows the summary and the review with its mark.

test.use({ userAgent: browserUA });

/** The demo's apprentices (apps/server/src/seed/demo-applications.ts); the reviews seed leaves two per recent class unreviewed. */
const apprentices = [
  "ava-anvilton",
  "ben-brazier",
  "cora-coalridge",
  "dev-drift",
  "esme-emberly",
  "felix-fuller",
  "gwen-grindle",
  "hugo-hardie",
  "iris-ingot",
  "jack-jumper",
  "kira-kiln",
  "leo-lathe",
  "maya-mandrel",
  "nico-nail",
  "olive-oakheart",
  "pip-peen",
  "quinn-quench",
  "rosa-rivet",
];

async function signedInContext(browser: Browser, email: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ userAgent: browserUA, javaScriptEnabled });
  const csrf = await context.request.get("/api/csrf-cookie");
  expect(csrf.ok()).toBe(true);
  const xsrf = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN");
  const login = await context.request.post("/api/login", {
    headers: {
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      "X-XSRF-TOKEN": decodeURIComponent(xsrf?.value ?? ""),
    },
    data: { email, password: demoPassword },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return context;
}

interface Seat {
  email: string;
  classId: number;
  classUrl: string;
  classTitle: string;
  instructorSlug: string;
}

/** Apprentices with an attended seat they may review now. */
async function reviewableSeats(browser: Browser, wanted: number): Promise<Seat[]> {
  const found: Seat[] = [];
  for (const slug of apprentices) {
    const email = `${slug}@guildforge.test`;
    const context = await signedInContext(browser, email);
    const mine = (await (await context.request.get("/api/applications")).json()).data as Array<{
      class: { id: number; url: string; title: string; instructor: { slug: string } };
      review: { can_review: boolean } | null;
    }>;
    await context.close();
    const seat = mine.find((a) => a.review?.can_review);
    if (seat)
      found.push({
        email,
        classId: seat.class.id,
        classUrl: seat.class.url,
        classTitle: seat.class.title,
        instructorSlug: seat.class.instructor.slug,
      });
    if (found.length === wanted) return found;
  }
  throw new Error(`only ${found.length} reviewable seats in the demo data`);
}

async function writeReview(context: BrowserContext, seat: Seat, text: string, stars: number, js: boolean) {
  const page = await context.newPage();
  await page.goto("/dashboard/my-applications");
  if (js) await waitForHydration(page);
  const card = page.getByTestId("my-application-card").filter({ hasText: seat.classTitle }).first();
  await card.getByText("Review this class").click();
  await card
    .getByRole("group", { name: "Your rating of the class" })
    .getByRole("radio", { name: `${stars} stars` })
    .check();
  await card.getByRole("group", { name: "Safety (optional)" }).getByRole("radio", { name: "5 stars" }).check();
  await card.getByLabel("Your review (optional)").fill(text);
  return { page, card };
}

test("a student who attended reviews the class, the instructor replies, the class page shows it", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const [first, second] = await reviewableSeats(browser, 2);
  if (!first || !second) throw new Error("two seats");

  // Without JavaScript: the card's form posts to the page's action and the page says thank you.
  const noJs = await signedInContext(browser, first.email, false);
  const stamp = Date.now().toString(36);
  const firstText = `Hot fire, clear demos, and I left with a real hook (${stamp}).`;
  const { page: formPage, card } = await writeReview(noJs, first, firstText, 4, false);
  await shot(formPage, info, "reviews-form-no-js.png", { fullPage: true });
  await card.getByRole("button", { name: "Publish review" }).click();
  await expect(formPage.getByText("Thank you for your review").first()).toBeVisible();
  await expect(
    formPage.getByTestId("my-application-card").filter({ hasText: first.classTitle }).first().getByTestId("reviewed"),
  ).toBeVisible();
  const studentId = ((await (await noJs.request.get("/api/user")).json()) as { id: number }).id;
  await noJs.close();

  // With JavaScript: the same form, sent by the router; the card answers in place.
  const js = await signedInContext(browser, second.email);
  const { page: jsPage, card: jsCard } = await writeReview(js, second, `Patient teaching (${stamp}).`, 5, true);
  expect(formatViolations(await axeViolations(jsPage))).toBe("");
  await jsCard.getByRole("button", { name: "Publish review" }).click();
  await expect(
    jsPage.getByTestId("my-application-card").filter({ hasText: second.classTitle }).first().getByTestId("reviewed"),
  ).toBeVisible();
  await js.close();

  // Double-blind: nothing public until the instructor's feedback is in.
  const visitor = await browser.newContext({ userAgent: browserUA });
  const before = (await (await visitor.request.get(`/api/classes/${first.classId}/reviews`)).json()).data as Array<{
    text: string;
  }>;
  expect(before.map((r) => r.text)).not.toContain(firstText);

  // The instructor's private feedback, then the one public reply on the class page.
  const teacher = await signedInContext(browser, `${first.instructorSlug}@guildforge.test`);
  const tpage = await teacher.newPage();
  await tpage.goto(first.classUrl);
  const feedback = await teacher.request.post(`/api/manage/classes/${first.classId}/feedback/${studentId}`, {
    headers: await csrfHeaders(tpage),
    data: { text: "Good hammer control; keep your tongs closer to the work." },
  });
  expect(feedback.status(), await feedback.text()).toBe(201);
  await tpage.goto(first.classUrl);
  await waitForHydration(tpage);
  const review = tpage.getByTestId("review").filter({ hasText: firstText });
  await review.getByLabel("Your public reply").fill("Thank you for coming: that hook is a keeper.");
  await review.getByRole("button", { name: "Publish reply" }).click();
  await expect(review.getByText("Reply from the instructor")).toBeVisible();
  await expect(review.getByRole("button", { name: "Publish reply" })).toHaveCount(0);
  await teacher.close();

  // Anyone: the summary, the review with its mark and the reply; JSON-LD; no axe violations.
  const page = await visitor.newPage();
  await page.goto(first.classUrl);
  const section = page.getByTestId("reviews");
  await expect(section.getByTestId("rating-summary")).toBeVisible();
  await expect(section.getByRole("list", { name: "Ratings by stars" }).getByRole("listitem")).toHaveCount(5);
  const shown = section.getByTestId("review").filter({ hasText: firstText });
  await expect(shown.getByText("Verified attendee")).toBeVisible();
  await expect(shown.getByText("Thank you for coming: that hook is a keeper.")).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const course = ld.map((s) => JSON.parse(s)).find((j) => j["@type"] === "Course");
  expect(course.aggregateRating).toMatchObject({ "@type": "AggregateRating", bestRating: 5 });
  expect(course.review.some((r: { reviewBody?: string }) => r.reviewBody === firstText)).toBe(true);
  // The forge's panel carries the rating of the classes held there.
  const venue = (
    (await (await visitor.request.get(`/api/classes/${first.classId}`)).json()).data as {
      venue: unknown;
    }
  ).venue;
  if (venue) await expect(page.getByTestId("forge-rating")).toBeVisible();
  expect(formatViolations(await axeViolations(page))).toBe("");
  await shot(section, info, "reviews-class-page.png");

  // An admin hides it with a reason (no JavaScript needed): it leaves the page.
  const admin = await signedInContext(browser, "admin@guildforge.test", false);
  const apage = await admin.newPage();
  await apage.goto(first.classUrl);
  const moderated = apage.getByTestId("review").filter({ hasText: firstText });
  await moderated.getByText("Hide this review (admin)").click();
  await moderated.getByLabel("Reason").fill("Test of moderation.");
  await moderated.getByRole("button", { name: "Hide review" }).click();
  await expect(apage.getByText("Review hidden").or(apage.getByText("It no longer shows")).first()).toBeVisible();
  await expect(apage.getByTestId("review").filter({ hasText: firstText })).toHaveCount(0);
  await admin.close();
  await page.reload();
  await expect(page.getByTestId("review").filter({ hasText: firstText })).toHaveCount(0);
  await visitor.close();
});
