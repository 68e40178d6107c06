import { hasUnsafeCharacters } from "@guildforge/contracts";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { chromiumArgs, resolveChromium } from "../scripts/chromium-path.ts";
import type { HostileWorld } from "./hostile.setup.ts";
import type { FieldGroup, TextField } from "./hostile.xss-fields.ts";
import type { HostileRole } from "./lib/hostile-client.ts";
import { type CspReportCounter, shortReportingDelay } from "./lib/hostile-csp-reports.ts";

/**
 * The text half of proof/hostile.ts: XSS payloads written into every user text field, then every
 * page that shows them opened in Chromium as each role that sees it. Counted per page load:
 * script executions (`window.__xss` calls, hooked by an init script, and dialogs) and CSP
 * violations (`securitypolicyviolation` events, decision 410), and the violations the browser
 * reported to POST /api/csp-reports, read from /metrics once the pages ran (decision 411). A page
 * must show the round's marker, or the load proved nothing about the field.
 */
export interface XssOptions {
  payloads: readonly string[];
  /** CI: pack several payloads into one value of a long field and stop after `maxRounds`. */
  pack: boolean;
  maxRounds: number;
  /** CI: each page is opened by this many of its roles per round, taking turns so every role is used. */
  viewersPerPage: number;
  verbose: boolean;
  /** The server's count of reported CSP violations (/metrics). */
  reports: CspReportCounter;
}

export interface XssTotals {
  fields: number;
  roles: Set<HostileRole>;
  /** Payload x field pairs stored (2xx) and shown. */
  written: number;
  /** Payload x field pairs the contracts refused (422: control characters, lengths). */
  refused: number;
  pageLoads: number;
  executions: number;
  cspViolations: number;
  /** Violations that reached POST /api/csp-reports while the pages ran (after the control's). */
  reportedViolations: number;
  /** Violations of the control that reached the endpoint (must be at least one). */
  controlReported: number;
  problems: string[];
}

/** A normal desktop Chrome user agent (the server answers headless crawlers differently). */
export const humanUserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

interface Counted {
  context: BrowserContext;
  page: Page;
  dialogs: number;
}

async function countedContext(browser: Browser, baseURL: string): Promise<Counted> {
  const context = await browser.newContext({
    baseURL,
    userAgent: humanUserAgent,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(() => {
    const w = window as unknown as { __xssCount: number; __xss: () => void; __csp: string[] };
    w.__xssCount = 0;
    w.__xss = () => {
      w.__xssCount++;
    };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`.trim());
    });
  });
  const page = await context.newPage();
  const counted: Counted = { context, page, dialogs: 0 };
  page.on("dialog", (d) => {
    counted.dialogs++;
    void d.dismiss();
  });
  return counted;
}

async function signIn(c: Counted, role: HostileRole): Promise<void> {
  if (role === "anonymous") return;
  const api = c.context.request;
  await api.get("/api/csrf-cookie");
  const xsrf = (await c.context.cookies()).find((k) => k.name === "XSRF-TOKEN");
  const res = await api.post("/api/login", {
    headers: {
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      "X-XSRF-TOKEN": decodeURIComponent(xsrf?.value ?? ""),
    },
    data: { email: `${role}@guildforge.test`, password: "anvil-demo-pass" },
  });
  if (!res.ok()) throw new Error(`browser sign-in as ${role} answered ${res.status()}`);
}

/** Fires what a visitor would on every element (hover, focus; click on elements carrying an inline handler), then reads the counters. */
async function visit(
  c: Counted,
  url: string,
): Promise<{ executed: number; csp: string[]; html: string; status: number }> {
  const before = c.dialogs;
  const res = await c.page.goto(url, { waitUntil: "load" });
  await c.page.waitForTimeout(250);
  const read = await c.page
    .evaluate(async () => {
      for (const el of Array.from(document.querySelectorAll("body *"))) {
        for (const type of ["mouseover", "mouseenter", "focus", "focusin"])
          el.dispatchEvent(new Event(type, { bubbles: true }));
        if (Array.from(el.attributes).some((a) => /^on/i.test(a.name))) (el as HTMLElement).click?.();
      }
      await new Promise((r) => setTimeout(r, 300));
      const w = window as unknown as { __xssCount?: number; __csp?: string[] };
      return { hooked: w.__xssCount ?? 0, csp: w.__csp ?? [], html: document.documentElement.outerHTML };
    })
    .catch(() => ({ hooked: 1, csp: [] as string[], html: "" })); // a payload that navigated the page away ran script
  // Frames (an iframe a payload slipped in) have their own counters: the init script runs in every frame.
  let framed = 0;
  const framedCsp: string[] = [];
  for (const frame of c.page.frames()) {
    if (frame === c.page.mainFrame()) continue;
    const f = await frame
      .evaluate(() => {
        const w = window as unknown as { __xssCount?: number; __csp?: string[] };
        return { hooked: w.__xssCount ?? 0, csp: w.__csp ?? [] };
      })
      .catch(() => ({ hooked: 0, csp: [] as string[] }));
    framed += f.hooked;
    framedCsp.push(...f.csp.map((v) => `(frame ${frame.url()}) ${v}`));
  }
  return {
    executed: read.hooked + framed + c.dialogs - before,
    csp: [...read.csp, ...framedCsp],
    html: read.html,
    status: res?.status() ?? 0,
  };
}

/** Proves the counters count: raw payloads without CSP must execute; an injected handler under the app's CSP must be reported. */
async function controls(c: Counted, reports: CspReportCounter): Promise<{ problems: string[]; reported: number }> {
  const problems: string[] = [];
  await c.page.route("http://xss.test/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><body><img src=x onerror=__xss(1)><script>alert(1)</script></body>",
    }),
  );
  const raw = await visit(c, "http://xss.test/");
  if (raw.executed < 2)
    problems.push(`control: a raw payload without CSP counted ${raw.executed} executions, expected 2`);
  const before = await reports.settle();
  await c.page.goto("/", { waitUntil: "load" });
  const csp = await c.page.evaluate(async () => {
    const div = document.createElement("div");
    div.innerHTML = "<img src=x onerror=__xss(1)>";
    document.body.append(div);
    await new Promise((r) => setTimeout(r, 500));
    const w = window as unknown as { __xssCount?: number; __csp?: string[] };
    return { hooked: w.__xssCount ?? 0, csp: w.__csp?.length ?? 0 };
  });
  if (csp.hooked !== 0 || csp.csp < 1)
    problems.push(`control: an injected handler under the CSP gave ${csp.hooked} executions, ${csp.csp} violations`);
  // The same violation must reach the report endpoint, or its zero for the pages would mean nothing.
  const reported = (await reports.settle({ atLeast: before + 1, maxMs: 90_000 })) - before;
  if (reported < 1) problems.push("control: the injected handler's violation never reached POST /api/csp-reports");
  return { problems, reported };
}

const filler = " (written by the hostile proof to reach the field's minimum length)";

/** The values of one field, round by round: one payload each, or (packed) as many as fit. */
function valuesOf(f: TextField, payloads: readonly string[], pack: boolean): { values: string[][]; skipped: number } {
  const room = f.max - 12 - (f.min > 0 ? filler.length : 0);
  if (!pack) return { values: payloads.map((p) => [p]), skipped: 0 };
  // Packed, a payload the contract refuses (control characters; a line break in a one-line field)
  // would take the whole value down with it: those are counted as refused without a write.
  const usable = payloads.filter((p) => !hasUnsafeCharacters(p, f.multiline));
  const sep = f.multiline ? "\n\n" : " ";
  const out: string[][] = [];
  let cur: string[] = [];
  for (const p of usable) {
    if (p.length > room) continue;
    if (cur.length && [...cur, p].join(sep).length > room) {
      out.push(cur);
      cur = [];
    }
    cur.push(p);
  }
  if (cur.length) out.push(cur);
  return { values: out, skipped: payloads.length - usable.length };
}

export async function runXss(world: HostileWorld, groups: FieldGroup[], opts: XssOptions): Promise<XssTotals> {
  const totals: XssTotals = {
    fields: 0,
    roles: new Set(),
    written: 0,
    refused: 0,
    pageLoads: 0,
    executions: 0,
    cspViolations: 0,
    reportedViolations: 0,
    controlReported: 0,
    problems: [],
  };
  const chromium_ = await resolveChromium();
  const browser = await chromium.launch({
    executablePath: chromium_.executablePath,
    args: [...chromiumArgs, shortReportingDelay],
  });
  try {
    const viewers = new Map<HostileRole, Counted>();
    for (const role of new Set(groups.flatMap((g) => g.pages.flatMap((p) => p.viewers)))) {
      const c = await countedContext(browser, world.baseURL);
      await signIn(c, role);
      viewers.set(role, c);
    }
    const first = viewers.values().next().value;
    if (first) {
      const control = await controls(first, opts.reports);
      totals.problems.push(...control.problems);
      totals.controlReported = control.reported;
    }
    const baseline = await opts.reports.settle();
    const shown = new Map<string, boolean>();
    let turn = 0;
    for (const group of groups) {
      totals.fields += group.fields.length;
      const perField = group.fields.map((f) => ({ f, ...valuesOf(f, opts.payloads, opts.pack) }));
      for (const p of perField) totals.refused += p.skipped;
      const rounds = Math.min(opts.maxRounds, Math.max(...perField.map((p) => p.values.length)));
      for (let r = 0; r < rounds; r++) {
        const marker = `hx${r}q${group.name.length}`;
        let wroteAny = false;
        for (const { f, values } of perField) {
          const chunk = values[r];
          if (!chunk) continue;
          const text = `${marker} ${chunk.join(f.multiline ? "\n\n" : " ")}`;
          const res = await group.write(f.name, f.min > 0 && text.length < f.min + 20 ? text + filler : text);
          if (res.status >= 200 && res.status < 300) {
            totals.written += chunk.length;
            wroteAny = true;
          } else if (res.status === 422) {
            totals.refused += chunk.length;
            if (opts.verbose) console.log(`  refused ${group.name}.${f.name}: ${res.body.slice(0, 200)}`);
          } else totals.problems.push(`${group.name}.${f.name}: writing round ${r} answered ${res.status}`);
        }
        if (!wroteAny) continue;
        for (const { url, viewers: roles } of group.pages) {
          const picked =
            roles.length <= opts.viewersPerPage
              ? roles
              : roles.filter((_, i) => (i + turn) % roles.length < opts.viewersPerPage);
          turn++;
          for (const role of picked) {
            const c = viewers.get(role) as Counted;
            totals.roles.add(role);
            const seen = await visit(c, url);
            totals.pageLoads++;
            totals.executions += seen.executed;
            totals.cspViolations += seen.csp.length;
            if (seen.executed > 0) totals.problems.push(`EXECUTED: ${group.name} round ${r} on ${url} as ${role}`);
            for (const v of seen.csp) totals.problems.push(`CSP: ${group.name} round ${r} on ${url} as ${role}: ${v}`);
            if (seen.status >= 400) totals.problems.push(`${url} as ${role} answered ${seen.status}`);
            const key = `${group.name} ${url} ${role}`;
            shown.set(key, (shown.get(key) ?? false) || seen.html.includes(marker));
          }
        }
      }
    }
    for (const [key, ok] of shown) if (!ok) totals.problems.push(`never showed the written text: ${key}`);
    // Reports are sent after the page that caused them, batched: wait until the count stops moving.
    totals.reportedViolations = (await opts.reports.settle()) - baseline;
    for (const c of viewers.values()) await c.context.close();
  } finally {
    await browser.close();
  }
  return totals;
}
