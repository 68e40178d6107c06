import { expect, type Page, test } from "@playwright/test";
import { collectPageProblems } from "./fixtures/page-problems.ts";
import { shot } from "./fixtures/screenshots.ts";

/**
 * Issue 23 part 5 in a real Chromium, on the pages of the Lighthouse budget (`/`, `/classes`,
 * a class page, a place page): no CSP violation (zod's `new Function` probe, decision 344) and no console error,
 * no module preloads in the document (decision 472) and the page's largest image discoverable
 * in the HTML at high priority (decision 435), no layout shift from hydration (CLS <= 0.02), and
 * no Intl formatter built while the page loads and hydrates (the server's format seed, decision 470).
 * Screenshots at the project's width. The timings themselves are the bench's (`npm run bench -- lighthouse`).
 */

const humanAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

test.use({ userAgent: humanAgent });

async function classPath(page: Page): Promise<string> {
  // The soonest class with a cover: a class another test just made has none, and then the page's
  // largest paint is text, not an image to prioritise.
  const res = await page.request.get("/api/classes?per_page=20");
  expect(res.ok(), "GET /api/classes").toBe(true);
  const { data } = (await res.json()) as { data: { url: string; cover: unknown }[] };
  const covered = data.find((c) => c.cover);
  expect(covered, "the demo seed has a class with a cover").toBeTruthy();
  return new URL(covered!.url, "http://x").pathname;
}

/** Counts CSP violations and sums layout shifts from the first byte on. */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[]; __cls: number; __shifted: string[]; __intl: string[] };
    w.__cspViolations = [];
    w.__cls = 0;
    w.__shifted = [];
    w.__intl = [];
    // Every Intl formatter built, with the line that built it: the first one loads ICU's data.
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ["DateTimeFormat", "NumberFormat", "PluralRules", "RelativeTimeFormat", "Collator"]) {
      const Original = intl[name]!;
      const Counted = function (this: unknown, ...args: unknown[]) {
        w.__intl.push(`Intl.${name} ${new Error().stack?.split("\n")[2]?.trim()}`);
        return new Original(...args);
      } as unknown as new (
        ...args: unknown[]
      ) => object;
      Object.assign(Counted, {
        prototype: Original.prototype,
        supportedLocalesOf: (Original as unknown as { supportedLocalesOf: unknown }).supportedLocalesOf,
      });
      intl[name] = Counted;
    }
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        for (const { node } of entry.sources) {
          const el = node instanceof Element ? node : node?.parentElement;
          w.__shifted.push(`${entry.value.toFixed(3)} <${el?.tagName.toLowerCase()} class="${el?.className}">`);
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The place page (`/locations/{path}`) of the location with the most upcoming classes. */
async function placePath(page: Page): Promise<string> {
  const res = await page.request.get("/api/locations");
  expect(res.ok(), "GET /api/locations").toBe(true);
  const { data } = (await res.json()) as { data: { url: string; upcoming_classes_count: number }[] };
  const busiest = [...data].sort((a, b) => b.upcoming_classes_count - a.upcoming_classes_count)[0];
  expect(busiest?.upcoming_classes_count, "the demo seed has a place with upcoming classes").toBeGreaterThan(0);
  return busiest!.url;
}

const pages = [
  { name: "home", path: async () => "/" },
  { name: "classes", path: async () => "/classes" },
  { name: "class", path: classPath },
  { name: "place", path: placePath },
];

for (const p of pages) {
  test(`${p.name}: no CSP violation or console error, no module preloads, no layout shift`, async ({ page }, info) => {
    const problems = collectPageProblems(page);
    await watchPage(page);
    const path = await p.path(page);

    const html = await (await page.request.get(path)).text();
    // The first paint needs no JavaScript: the document preloads none (decision 472); the module
    // script at the end of the body loads what hydration needs (asserted below: React hydrated).
    expect(html.match(/<link rel="modulepreload"[^>]*>/g) ?? [], "module preloads in the document").toEqual([]);
    expect(html, "the page's module script").toMatch(/<script[^>]*type="module"/);
    // ...and it waits for the content to be shown before it imports anything (decision 484): no
    // static import is left in it, also on a route whose client action is a chunk of its own.
    const moduleScript = html.match(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(moduleScript, "static imports in the module script").not.toMatch(/^\s*import \* as /m);
    expect(moduleScript, "the module script waits for the first paint").toContain("largest-contentful-paint");
    if (p.name !== "home") {
      // The largest image of /classes and of a place page on a phone (the first card's cover) and
      // of a class page (its cover).
      const firstImg = html.match(/<main[\s\S]*?(<img [^>]*>)/)?.[1] ?? "";
      expect(firstImg, "the first image of the main content").toMatch(/fetchpriority="high"/i);
      expect(firstImg).not.toMatch(/loading="lazy"/i);
    }

    await page.goto(path, { waitUntil: "load" });
    // The JavaScript starts once the content is shown (decision 484): network idle can come before
    // it; the root layout marks <html data-hydrated> once React has hydrated.
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await page.waitForLoadState("networkidle");
    // Hydrated: React Router's scripts removed their preload links' component; give late effects a frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 500))));
    const { csp, cls, shifted, intl, hydrated } = await page.evaluate(() => {
      const w = window as unknown as {
        __cspViolations: string[];
        __cls: number;
        __shifted: string[];
        __intl: string[];
      };
      const main = document.querySelector("main");
      return {
        csp: w.__cspViolations,
        cls: w.__cls,
        shifted: w.__shifted,
        intl: w.__intl,
        // React keeps its fiber on every element it hydrated.
        hydrated: !!main && Object.keys(main).some((k) => k.startsWith("__reactFiber")),
      };
    });
    await shot(page, info, `page-speed-${p.name}.png`, { fullPage: true });
    expect(csp, `CSP violations on ${path}`).toEqual([]);
    expect(problems, `page errors / console errors on ${path}`).toEqual([]);
    expect(cls, `layout shift on ${path}, moved:\n${shifted.join("\n")}`).toBeLessThanOrEqual(0.02);
    expect(hydrated, `React hydrated ${path}`).toBe(true);
    expect(intl, `Intl formatters built while ${path} loaded (decision 470)`).toEqual([]);
  });
}
