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

test("someone reports a review (JavaScript off, then on); the admin reads it in the queue and warns its author; the forge's page lists its reviews", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  // A published demo review that this apprentice did not write (can_report is theirs to see).
  const reporterEmail = "ava-anvilton@guildforge.test";
  const reporter = await signedInContext(browser, reporterEmail, false);
  const instructors = (await (await reporter.request.get("/api/instructors?limit=50")).json()).data as Array<{
    slug: string;
  }>;
  let target: { id: number; text: string; class: { id: number; url: string } } | undefined;
  for (const i of instructors) {
    const list = (await (await reporter.request.get(`/api/instructors/${i.slug}/reviews?limit=20`)).json())
      .data as Array<{
      id: number;
      text: string;
      can_report: boolean;
      class: { id: number; url: string };
    }>;
    target = list.find((r) => r.can_report && r.text.length > 20);
    if (target) break;
  }
  if (!target) throw new Error("no reportable review in the demo data");

  // Without JavaScript: the review's Report opens; a reason the browser lets through (10 characters)
  // but that is too short once trimmed is refused by the server and kept, then sent.
  const page = await reporter.newPage();
  await page.goto(target.class.url);
  const review = page.getByTestId("review").filter({ hasText: target.text.slice(0, 40) });
  await review.getByText("Report this review").click();
  await review.getByLabel("What is wrong with it?").fill("spam      ");
  await review.getByRole("button", { name: "Send report" }).click();
  const again = page.getByTestId("review").filter({ hasText: target.text.slice(0, 40) });
  await expect(again.getByText("Tell us what happened in at least 10 characters.")).toBeVisible();
  await expect(again.getByLabel("What is wrong with it?")).toHaveValue(/^spam/);
  const reason = `It names a private person (${Date.now().toString(36)}).`;
  await again.getByLabel("What is wrong with it?").fill(reason);
  await again.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Our team reads every report").first()).toBeVisible();
  await reporter.close();

  // With JavaScript: the same form through the router; the toast, and the form closes. The
  // reporter is an apprentice who did not write the review (its first name alone cannot say).
  let jsContext: BrowserContext | undefined;
  for (const slug of apprentices.slice(1)) {
    const candidate = await signedInContext(browser, `${slug}@guildforge.test`);
    const list = (await (await candidate.request.get(`/api/classes/${target.class.id}/reviews?limit=50`)).json())
      .data as Array<{ id: number; can_report: boolean }>;
    if (list.find((r) => r.id === target.id)?.can_report) {
      jsContext = candidate;
      break;
    }
    await candidate.close();
  }
  if (!jsContext) throw new Error("no apprentice may report the review");
  const jsPage = await jsContext.newPage();
  await jsPage.goto(target.class.url);
  await waitForHydration(jsPage);
  const jsReview = jsPage.getByTestId("review").filter({ hasText: target.text.slice(0, 40) });
  await jsReview.getByText("Report this review").click();
  await jsReview.getByLabel("What is wrong with it?").fill(`Reads like an advert (${Date.now().toString(36)}).`);
  expect(formatViolations(await axeViolations(jsPage))).toBe("");
  await shot(jsReview, info, "reviews-report-form.png");
  await jsReview.getByRole("button", { name: "Send report" }).click();
  await expect(
    jsPage.locator("[data-sonner-toast]").filter({ hasText: "Thank you, the review is reported" }),
  ).toBeVisible();
  await expect(jsReview.getByLabel("What is wrong with it?")).toBeHidden();
  await jsContext.close();

  // The admin's queue names the review's author and shows the review; a warning closes the report.
  const admin = await signedInContext(browser, "admin@guildforge.test");
  const apage = await admin.newPage();
  await apage.goto("/admin/reports");
  await waitForHydration(apage);
  const item = apage.getByTestId("admin-report").filter({ hasText: reason });
  await expect(item.getByTestId("report-review")).toContainText(target.text.slice(0, 40));
  await expect(item.getByText(/a review/)).toBeVisible();
  expect(formatViolations(await axeViolations(apage))).toBe("");
  await shot(item, info, "reviews-report-in-queue.png");
  await item.locator("summary", { hasText: "Warn" }).click();
  await apage.getByRole("dialog").getByRole("button", { name: "Warn" }).click();
  await expect(apage.getByTestId("admin-report").filter({ hasText: reason })).toHaveCount(0);
  await admin.close();

  // The forge's own page (/classes?venue=) lists the reviews of its classes with their summary.
  const visitor = await browser.newContext({ userAgent: browserUA });
  const detail = (await (await visitor.request.get(`/api/classes/${target.class.id}`)).json()).data as {
    venue: { id: number } | null;
  };
  if (detail.venue) {
    const forge = await visitor.newPage();
    await forge.goto(`/classes?venue=${detail.venue.id}`);
    const section = forge.getByTestId("reviews");
    await expect(section.getByTestId("rating-summary")).toBeVisible();
    await expect(section.getByTestId("review").first()).toBeVisible();
    expect(formatViolations(await axeViolations(forge))).toBe("");
    await shot(forge, info, "reviews-forge-page.png", { fullPage: true });
  }
  await visitor.close();
});
