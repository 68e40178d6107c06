import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { articles } from "../../db/schema/index.ts";
import { articlesRepository } from "./articles.repository.ts";
import { articleKit } from "./articles.test-kit.ts";

// Admin CRUD, who may write, and what the public sees: drafts and scheduled articles are
// invisible to everyone but admins, through the API, the feed and the sitemap.
let t: TestApp;
const kit = articleKit(() => t);
type Who = Awaited<ReturnType<typeof kit.signedIn>>;
let admin: Who;
let student: Who;
let instructor: Who;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  admin = await kit.signedIn(["admin"]);
  student = await kit.signedIn(["student"]);
  instructor = await kit.signedIn(["instructor"]);
});
afterAll(() => t?.close());

const anon = (url: string) => t.app.inject({ method: "GET", url, headers: { accept: "application/json" } });
const page = (url: string) => t.app.inject({ method: "GET", url });

async function create(overrides: Record<string, unknown> = {}) {
  const res = await admin.client.post("/api/admin/articles", kit.body(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; slug: string; status: string; title: string };
}

describe("admin writes", () => {
  it("creates a published article (201) with a slug from the title, author and tags", async () => {
    const res = await admin.client.post(
      "/api/admin/articles",
      kit.body({ title: "Choosing your First Hammer!", tags: ["tools", "Beginners", "tools"] }),
    );
    expect(res.statusCode).toBe(201);
    const a = res.json().data;
    expect(a).toMatchObject({
      slug: "choosing-your-first-hammer",
      status: "published",
      tags: ["tools", "beginners"],
      theme: "knife-making",
      author: { name: admin.user.name, slug: admin.user.slug },
      url: "/articles/choosing-your-first-hammer",
      publish_at: null,
    });
    expect(a.published_at).not.toBeNull();
    const again = await admin.client.post("/api/admin/articles", kit.body({ title: "Choosing your first hammer" }));
    expect(again.json().data.slug).toBe("choosing-your-first-hammer-2");
  });

  it("refuses everyone but admins: 401 signed out, 403 for students and instructors, on every write", async () => {
    const a = await create();
    const calls = (who: Who) => [
      who.client.get("/api/admin/articles"),
      who.client.post("/api/admin/articles", kit.body()),
      who.client.get(`/api/admin/articles/${a.id}`),
      who.client.patch(`/api/admin/articles/${a.id}`, { title: "Taken over by a student" }),
      who.client.delete(`/api/admin/articles/${a.id}`),
      who.client.post("/api/admin/articles/preview", { markdown: "# hi" }),
    ];
    for (const who of [student, instructor]) {
      for (const res of await Promise.all(calls(who))) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe("FORBIDDEN");
      }
    }
    const signedOut = await t.app.inject({
      method: "GET",
      url: "/api/admin/articles",
      headers: { accept: "application/json" },
    });
    expect(signedOut.statusCode).toBe(401);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, a.id));
    expect(row?.title).toBe(a.title);
  });

  it("answers bad input with the 422 errors map", async () => {
    const res = await admin.client.post("/api/admin/articles", {
      title: "x",
      summary: "short",
      markdown: "",
      tags: ["Not A Tag!"],
      status: "scheduled",
    });
    expect(res.statusCode).toBe(422);
    const errs = res.json().errors;
    expect(Object.keys(errs).sort()).toEqual(expect.arrayContaining(["title", "summary", "markdown", "publish_at"]));
    expect(errs.title[0]).toBe("Give the article a title of at least 5 characters.");
    const past = await admin.client.post(
      "/api/admin/articles",
      kit.body({ status: "scheduled", publish_at: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.publish_at).toEqual(["Choose a time in the future, or publish the article now."]);
    expect((await admin.client.get("/api/admin/articles/99999")).statusCode).toBe(404);
  });

  it("edits, unpublishes and deletes", async () => {
    const a = await create();
    const edited = await admin.client.patch(`/api/admin/articles/${a.id}`, {
      title: "A better title entirely",
      tags: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: "A better title entirely", tags: [], slug: a.slug });
    expect((await anon(`/api/articles/${a.slug}`)).json().data.title).toBe("A better title entirely");
    const drafted = await admin.client.patch(`/api/admin/articles/${a.id}`, { status: "draft" });
    expect(drafted.json().data).toMatchObject({ status: "draft", published_at: null });
    expect((await anon(`/api/articles/${a.slug}`)).statusCode).toBe(404);
    expect((await admin.client.delete(`/api/admin/articles/${a.id}`)).statusCode).toBe(204);
    expect((await admin.client.get(`/api/admin/articles/${a.id}`)).statusCode).toBe(404);
  });

  it("lists every status for admins, filtered by status", async () => {
    const d = await create({ status: "draft" });
    const all = (await admin.client.get("/api/admin/articles?limit=50")).json();
    expect(all.data.map((x: { id: number }) => x.id)).toContain(d.id);
    const drafts = (await admin.client.get("/api/admin/articles?status=draft&limit=50")).json().data;
    expect(drafts.every((x: { status: string }) => x.status === "draft")).toBe(true);
  });

  it("previews Markdown through the same pipeline as the public page", async () => {
    const body = "# Title\n\nText with <script>alert(1)</script> and [a link](javascript:alert(1)).";
    const a = await create({ markdown: `${body}\n\nMore words to pass the minimum length of the body.` });
    const preview = (
      await admin.client.post("/api/admin/articles/preview", {
        markdown: `${body}\n\nMore words to pass the minimum length of the body.`,
      })
    ).json().data;
    const pub = (await anon(`/api/articles/${a.slug}`)).json().data;
    expect(preview.html).toBe(pub.body_html);
    expect(preview.html).toContain("<h2>Title</h2>");
    expect(preview.html).not.toMatch(/<script|javascript:/i);
  });
});

describe("what the public sees", () => {
  it("hides drafts and scheduled articles from the API, the feed and the sitemap, for everyone but admins", async () => {
    const draft = await create({ status: "draft", title: "Secret draft on quench oils" });
    const later = await create({
      status: "scheduled",
      title: "Scheduled piece on anvils",
      publish_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const live = await create({ title: "A live article on tongs" });
    for (const slug of [draft.slug, later.slug]) {
      expect((await anon(`/api/articles/${slug}`)).statusCode).toBe(404);
      expect((await student.client.get(`/api/articles/${slug}`)).statusCode).toBe(404);
    }
    expect((await anon(`/api/articles/${live.slug}`)).statusCode).toBe(200);
    const list = (await anon("/api/articles?limit=50")).json().data.map((a: { slug: string }) => a.slug);
    expect(list).toContain(live.slug);
    expect(list).not.toContain(draft.slug);
    expect(list).not.toContain(later.slug);
    const feed = (await page("/articles/feed.xml")).body;
    const sitemap = (await page("/sitemap.xml")).body;
    for (const doc of [feed, sitemap]) {
      expect(doc).toContain(`/articles/${live.slug}`);
      expect(doc).not.toContain(draft.slug);
      expect(doc).not.toContain(later.slug);
    }
  });

  it("lists newest first, pages with a cursor, filters by tag and counts tags", async () => {
    const older = await create({ tags: ["paging-test"] });
    const newer = await create({ tags: ["paging-test"] });
    await t.db
      .update(articles)
      .set({ publishedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(articles.id, older.id));
    const first = (await anon("/api/articles?tag=paging-test&limit=1")).json();
    expect(first.data.map((a: { slug: string }) => a.slug)).toEqual([newer.slug]);
    expect(first.meta.total).toBe(2);
    expect(first.meta.tags).toEqual(expect.arrayContaining([{ tag: "paging-test", count: 2 }]));
    const second = (await anon(`/api/articles?tag=paging-test&limit=1&cursor=${first.meta.next_cursor}`)).json();
    expect(second.data.map((a: { slug: string }) => a.slug)).toEqual([older.slug]);
    expect(second.meta.next_cursor).toBeNull();
    expect((await anon("/api/articles?tag=Bad%20Tag")).statusCode).toBe(422);
    expect((await anon("/api/articles?cursor=nonsense")).statusCode).toBe(422);
  });

  it("gives the article page reading time, sanitised HTML and upcoming published classes of its theme", async () => {
    const upcoming = await kit.insertClass(instructor.user.id, "horseshoeing");
    const hidden = await kit.insertClass(instructor.user.id, "horseshoeing", "draft");
    const words = Array.from({ length: 660 }, (_, i) => `word${i}`).join(" ");
    const a = await create({ theme: "horseshoeing", markdown: words });
    const res = await anon(`/api/articles/${a.slug}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.reading_minutes).toBe(3);
    expect(data.body_html.startsWith("<p>word0")).toBe(true);
    const titles = data.related_classes.map((c: { title: string }) => c.title);
    expect(titles).toContain(upcoming.title);
    expect(titles).not.toContain(hidden.title);
    expect(data.related_classes[0].url).toMatch(/^\/classes\/\d+-related-class-\d+$/);
    expect((await anon("/api/articles/no-such-article")).statusCode).toBe(404);
    expect((await anon("/api/articles/NOT%20A%20SLUG")).statusCode).toBe(404);
  });

  it("serves a valid Atom 1.0 feed with absolute links", async () => {
    const a = await create({ title: "Feed & escaping <test>" });
    const res = await page("/articles/feed.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/atom+xml");
    const base = t.config.appUrl;
    expect(res.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(res.body).toContain(`<id>${base}/articles</id>`);
    expect(res.body).toContain(`<link rel="self" type="application/atom+xml" href="${base}/articles/feed.xml"/>`);
    expect(res.body).toMatch(/<updated>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/updated>/);
    expect(res.body).toContain(`<link rel="alternate" type="text/html" href="${base}/articles/${a.slug}"/>`);
    expect(res.body).toContain('<title type="text">Feed &amp; escaping &lt;test&gt;</title>');
    for (const tag of ["id", "title", "updated", "summary", "author"]) {
      const entries = res.body.split("<entry>").slice(1);
      expect(entries.length).toBeGreaterThan(0);
      for (const e of entries) expect(e).toContain(`<${tag}`);
    }
  });

  it("serves the feed in German and French under the pages' prefixes (issue 39)", async () => {
    const a = await create({ title: "Quenching in oil" });
    const base = t.config.appUrl;
    const de = await page("/de/articles/feed.xml");
    expect(de.statusCode).toBe(200);
    expect(de.headers["content-type"]).toContain("application/atom+xml");
    expect(de.headers["cache-control"]).toBe("public, max-age=600");
    expect(de.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">');
    expect(de.body).toContain("<title>Guildforge-Artikel</title>");
    expect(de.body).toContain(`<link rel="alternate" type="text/html" href="${base}/de/articles/${a.slug}"/>`);
    expect(de.body).toContain('<title type="text" xml:lang="en">Quenching in oil</title>');
    const fr = await page("/fr/articles/feed.xml");
    expect(fr.body).toContain("<subtitle>Guides, récits et techniques venus de la forge.</subtitle>");
    expect(fr.body).toContain(`<link rel="self" type="application/atom+xml" href="${base}/fr/articles/feed.xml"/>`);
  });
});

describe("scheduled publishing", () => {
  it("publishes a scheduled article by itself at its time, through the job queue", async () => {
    const at = new Date(Date.now() + 1500);
    const a = await create({ status: "scheduled", publish_at: at.toISOString(), title: "Published by the queue" });
    expect(a.status).toBe("scheduled");
    expect((await anon(`/api/articles/${a.slug}`)).statusCode).toBe(404);
    const jobs = await t.app.jobs.boss.findJobs("articles.publish", { data: { id: a.id } });
    expect(jobs.length).toBe(1);
    await vi.waitFor(
      async () => {
        const res = await anon(`/api/articles/${a.slug}`);
        expect(res.statusCode).toBe(200);
      },
      { timeout: 20_000, interval: 250 },
    );
    const [row] = await t.db.select().from(articles).where(eq(articles.id, a.id));
    expect(row?.status).toBe("published");
    expect(row?.publishedAt?.toISOString()).toBe(at.toISOString());
    expect((await page("/articles/feed.xml")).body).toContain(a.slug);
  }, 30_000);

  it("a rescheduled article's old job publishes nothing early", async () => {
    const a = await create({ status: "scheduled", publish_at: new Date(Date.now() + 60_000).toISOString() });
    await admin.client.patch(`/api/admin/articles/${a.id}`, {
      publish_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(await t.app.jobs.boss.findJobs("articles.publish", { data: { id: a.id } })).toHaveLength(2);
    // The first job's work, run now, publishes nothing before the new time.
    expect(await articlesRepository.publishDue(t.db, new Date(Date.now() + 120_000), a.id)).toEqual([]);
    expect((await anon(`/api/articles/${a.slug}`)).statusCode).toBe(404);
    expect(await articlesRepository.publishDue(t.db, new Date(Date.now() + 2 * 86_400_000), a.id)).toEqual([a.id]);
    expect((await anon(`/api/articles/${a.slug}`)).statusCode).toBe(200);
  });
});
