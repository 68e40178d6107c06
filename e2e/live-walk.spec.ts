import { type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import { uniqueEmail, verifyOverApi } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { csrfHeaders, openLive, sameDocument } from "./fixtures/live.ts";
import { shot } from "./fixtures/screenshots.ts";
import { allTeachingClasses } from "./fixtures/teaching-classes.ts";
import { browserUA } from "./fixtures/user-agent.ts";

/**
 * Issue 37 point 5 (decision 525): the page under a toast is the truth, everywhere. With real
 * sockets and several people in their own browser contexts, each live event type is triggered by
 * one person and every page that shows its object (apps/web/app/features/realtime/live/live-pages.ts)
 * is open in another person's browser; each must show the new state without a reload. Runs at
 * 390 px (mobile) and 1280 px (desktop). Events are batched: one act, many open pages.
 * Covered here: class.created, class.seats-changed (an auto-accept, a cancellation), notification.sent
 * application_status, application_received and class_cancelled, private-admin and new-classes class-request.changed,
 * class-request-status-changed with class_request_status, role_application_status. The other
 * types (messages, waitlist promotion, class changes, feedback) have their own live specs and the table's unit test.
 */
test.describe.configure({ timeout: 170_000 });

test.use({ userAgent: browserUA });

/** A new browser context (one person) with the project's screen and a normal user agent. */
async function person(browser: Browser, info: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({
    userAgent: browserUA,
    viewport,
    isMobile,
    hasTouch,
    reducedMotion: "reduce",
  });
  return context.newPage();
}

async function post(page: Page, url: string, data?: unknown): Promise<unknown> {
  const res = await page.request.post(url, { headers: await csrfHeaders(page), data });
  if (!res.ok()) throw new Error(`POST ${url} answered ${res.status()}: ${await res.text()}`);
  return res.status() === 204 ? undefined : ((await res.json()) as unknown);
}

/** A fresh, verified, signed-in student in the page's context. */
async function newStudent(page: Page, prefix: string): Promise<{ email: string; name: string }> {
  const email = uniqueEmail(prefix);
  const name = `Walk ${prefix} ${Math.random().toString(36).slice(2, 6)}`;
  const password = "anvil-ember-pass-2026";
  await post(page, "/api/register", { name, email, password, password_confirmation: password });
  await verifyOverApi(page, email, await csrfHeaders(page));
  return { email, name };
}

/** A new published auto-accept class (4 seats) at one of the demo host's forges. */
async function hostPublishesClass(host: Page, title: string): Promise<{ id: number; url: string }> {
  const taught = await allTeachingClasses<{ class: { id: number; status: string } }>(host);
  const sample = taught.map((c) => c.class).find((c) => c.status === "published");
  expect(sample, "a published demo class of the host").toBeTruthy();
  const detail = (await (await host.request.get(`/api/classes/${sample?.id}`)).json()).data as {
    theme: string;
    venue: { id: number } | null;
  };
  const start = new Date(Date.now() + 20 * 86_400_000);
  const created = (await post(host, "/api/classes", {
    title,
    summary: "Forge a wall hook from square bar.",
    description: "A short class: heat, draw, scroll and twist a hook to take home.",
    theme: detail.theme,
    skill_level: "beginner",
    sessions: [{ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3 * 3_600_000).toISOString() }],
    capacity: 4,
    price_cents: 4000,
    currency: "USD",
    venue_id: detail.venue?.id ?? null,
    auto_accept: true,
  })) as { data: { id: number; url: string } };
  await post(host, `/api/classes/${created.data.id}/publish`);
  return created.data;
}

async function applyOverApi(page: Page, classId: number): Promise<{ id: number; status: string }> {
  const detail = (await (await page.request.get(`/api/classes/${classId}`)).json()) as {
    data: { safety_version: number; safety_requirements: string[] };
  };
  const created = (await post(page, `/api/classes/${classId}/applications`, {
    experience_level: "some",
    safety_version: detail.data.safety_version,
    safety_acknowledgements: detail.data.safety_requirements,
    age_confirmed: true,
    message: "I have forged a few hooks and want to learn more.",
  })) as { data: { id: number; status: string } };
  return created.data;
}

/** Every page is still the document openLive opened: nothing was reloaded. */
async function expectNoReload(pages: Record<string, Page>) {
  for (const [name, page] of Object.entries(pages)) {
    expect(await sameDocument(page), `${name} was not reloaded`).toBe(true);
  }
}

test("a class is published and a student is auto-accepted: the list, the class pages, the student's list and the host's queue and roster follow", async ({
  browser,
}, info) => {
  // Short words: a title's long word would overflow a phone's heading and hide what is checked.
  const token = `wh${info.project.name[0]}${Date.now().toString(36)}`;
  const title = `Walk ${token} wall hook`;
  const student = await person(browser, info);
  const { name: studentName } = await newStudent(student, "walk-seats");
  const host = await person(browser, info);
  await loginAs(host, "host");
  const visitor = await person(browser, info);

  // class.created: the student's search for the class, empty until it is published.
  const search = student;
  await openLive(search, `/classes?q=${token}`, ["new-classes", "private-user."]);
  const card = search.getByRole("link", { name: new RegExp(title) }).first();
  await expect(card).toHaveCount(0);
  const cls = await hostPublishesClass(host, title);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await shot(search, info, "live-walk-class-created.png");

  // class.seats-changed and the application notices: every page that shows the class's seats or
  // the student's application, open before the student applies.
  const seatsText = (left: number) => `${left} of 4 seats left`;
  await openLive(visitor, cls.url, [`class.${cls.id}`]);
  const classTab = await student.context().newPage();
  await openLive(classTab, cls.url, ["private-user.", `class.${cls.id}`]);
  const myList = await student.context().newPage();
  await openLive(myList, "/dashboard/my-applications", ["private-user."]);
  const queue = host;
  await openLive(queue, `/manage/applications?class_id=${cls.id}&status=all`, ["private-user.", `class.${cls.id}`]);
  const roster = await host.context().newPage();
  await openLive(roster, `/manage/students?class_id=${cls.id}`, ["private-user.", `class.${cls.id}`]);

  await expect(visitor.getByText(seatsText(4))).toBeVisible();
  await expect(classTab.getByText(seatsText(4))).toBeVisible();
  await expect(queue.getByText(/^0 applications · 4 seats left in /)).toBeVisible();
  await expect(myList.getByText(title)).toHaveCount(0);

  const applied = await applyOverApi(student, cls.id);
  expect(applied.status).toBe("accepted");

  // A visitor's class page: one seat fewer (the public seat channel).
  await expect(visitor.getByText(seatsText(3))).toBeVisible();
  // The applicant's own class page: the seats and their status there.
  await expect(classTab.getByText(seatsText(3))).toBeVisible();
  await expect(classTab.getByTestId("my-application").getByText("Accepted", { exact: true })).toBeVisible();
  // The applicant's list of applications.
  await expect(myList.getByText(title).first()).toBeVisible();
  // The host's queue (application_received and the seat channel) and roster (the seat channel).
  await expect(queue.getByText(/^1 application · 3 seats left in /)).toBeVisible();
  await expect(queue.getByTestId("queue-row").filter({ hasText: studentName })).toBeVisible();
  // The roster draws a table on wide screens and cards on narrow ones: the visible one.
  await expect(roster.getByTestId("roster").getByText(studentName).locator("visible=true").first()).toBeVisible();
  await expectNoReload({ visitor, classTab, myList, queue, roster, search });

  await visitor.getByText(seatsText(3)).scrollIntoViewIfNeeded();
  await shot(visitor, info, "live-walk-visitor-seats.png");
  await shot(queue, info, "live-walk-host-queue.png");

  // notification.sent class_cancelled and the seat channel: the host cancels; the student's list
  // and class page, and the visitor's class page, say so without a reload.
  await post(host, `/api/classes/${cls.id}/cancel`, { reason: "The forge's chimney needs repairs that week." });
  const myCard = myList.getByTestId("my-application-card").filter({ hasText: title });
  await expect(myCard.getByText("Class cancelled", { exact: true })).toBeVisible();
  await expect(classTab.getByRole("region", { name: /^This class was cancelled on / })).toBeVisible();
  await expect(visitor.getByRole("region", { name: /^This class was cancelled on / })).toBeVisible();
  await expectNoReload({ visitor, classTab, myList });
  await shot(myList, info, "live-walk-cancelled.png");
  for (const p of [student, host, visitor]) await p.context().close();
});

test("a class request is created and approved, a role application decided: the queue, the public list, the owner's list and /become-instructor follow", async ({
  browser,
}, info) => {
  const token = `wr${info.project.name[0]}${Date.now().toString(36)}`;
  const title = `Walk ${token} froe and drawknife`;
  const owner = await person(browser, info);
  await newStudent(owner, "walk-request");
  const admin = await person(browser, info);
  await loginAs(admin, "admin");
  const visitor = await person(browser, info);

  // private-admin class-request.changed: the admins' queue hears of a new request.
  await openLive(admin, "/admin/class-requests", ["private-user.", "private-admin"]);
  // new-classes class-request.changed: a signed-out visitor's public list, newest first.
  await openLive(visitor, "/class-requests?sort=newest", ["new-classes"]);
  const publicCard = visitor.getByTestId("class-request").filter({ hasText: title });
  await expect(publicCard).toHaveCount(0);

  const created = (await post(owner, "/api/class-requests", {
    title,
    theme: "knife-making",
    description: "A weekend forging a froe and a drawknife for green woodworking.",
    preferred_location: "Portland, Oregon",
    preferred_timeframe: "Weekends in spring",
    skill_level: "intermediate",
  })) as { data: { id: number } };
  await expect(admin.getByTestId("admin-class-request").filter({ hasText: title })).toBeVisible();

  // The owner's list, and a role application waiting on /become-instructor.
  const ownRequests = owner;
  await openLive(ownRequests, "/profile/my-requests", ["private-user."]);
  const ownStatus = ownRequests
    .getByTestId("my-class-request")
    .filter({ hasText: title })
    .getByTestId("request-status");
  await expect(ownStatus).toHaveText("Under review");
  const roleApplication = (await post(owner, "/api/role-applications", {
    role: "instructor",
    experience: "Ten years at the anvil, mostly froes, axes and drawknives for woodworkers.",
    themes: ["knife-making", "tool-making"],
  })) as { data: { id: number } };
  const teach = await owner.context().newPage();
  await openLive(teach, "/become-instructor", ["private-user."]);
  const roleCard = teach.getByTestId("role-application");
  await expect(roleCard.getByText("Pending review")).toBeVisible();

  // class-request-status-changed, class_request_status and the public list's new-classes event.
  await post(admin, `/api/admin/class-requests/${created.data.id}/review`, { status: "approved" });
  await expect(ownStatus).toHaveText("Live for voting");
  await expect(publicCard).toBeVisible();
  // The queue shows the requests under review: the approved one leaves it.
  await expect(admin.getByTestId("admin-class-request").filter({ hasText: title })).toHaveCount(0);

  // role_application_status: the page and the viewer's roles.
  await post(admin, `/api/admin/user-approvals/${roleApplication.data.id}/decision`, { status: "approved" });
  await expect(roleCard.getByText("Approved", { exact: true })).toBeVisible();
  await expect(teach.getByRole("heading", { name: "You are teaching on Guildforge" })).toBeVisible();
  await expectNoReload({ admin, visitor, ownRequests, teach });

  await publicCard.scrollIntoViewIfNeeded();
  await shot(visitor, info, "live-walk-public-requests.png");
  await shot(teach, info, "live-walk-become-instructor.png");
  for (const p of [owner, admin, visitor]) await p.context().close();
});
