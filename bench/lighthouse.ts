// Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU) on the production build served fresh
// as `npm start` does, beside a static HTML page with the same hero image and fonts (the floor),
// in the same run and the same Chromium. Median of BENCH_RUNS runs (default 5) per page; the pages
// take turns within each run so that a load spike from elsewhere hits them all alike.
// BENCH_PAGES (comma-separated keys or paths), BENCH_LANG (en, de, fr or all), BENCH_GATE=ci (the CI stage's loose targets, exit 1
// on a miss), BENCH_LH_OUT (folder for every run's full JSON report: the trace's figures).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { chromiumArgs, resolveChromium } from "../scripts/chromium-path.ts";
import { cpuBlockingTime } from "./lighthouse.cpu-tbt.ts";
import { floorFiles } from "./lighthouse.floor.ts";
import { defaultPages, pageKeys, resolvePages } from "./lighthouse.pages.ts";
import {
  fullTargets,
  gateFloors,
  gateTargets,
  hostNote,
  medianSample,
  type Row,
  report,
  type Sample,
  sampleOf,
} from "./lighthouse.report.ts";
import { serveStatic, startApp } from "./lighthouse.server.ts";

const runs = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error("BENCH_RUNS must be a whole number >= 1");
const pagesSetting = process.env.BENCH_PAGES ?? defaultPages.join(",");
const wanted = (pagesSetting === "all" ? pageKeys.join(",") : pagesSetting)
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const gate = process.env.BENCH_GATE === "ci";
// Lighthouse's mobile preset slows the CPU 4x; a slower host may calibrate it (docs/throttling.md).
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
if (!(cpuSlowdown >= 1)) throw new Error("BENCH_CPU_SLOWDOWN must be a number >= 1");
const outDir = process.env.BENCH_LH_OUT ? path.resolve(process.env.BENCH_LH_OUT) : undefined;
if (outDir) mkdirSync(outDir, { recursive: true });

const chromium = await resolveChromium();
console.log(chromium.description);
const app = await startApp();
const floorSite = await serveStatic(await floorFiles(app.origin));
const pages = await resolvePages(app.origin, wanted);
const chrome = await chromeLauncher.launch({
  chromePath: chromium.executablePath,
  chromeFlags: chromiumArgs.map((f) => (f === "--headless" ? "--headless=new" : f)),
});

// BENCH_LANG=de,fr (or all): each page in each language too, through its language's URL prefix
// (`/de/...`, issue 39 point 6); the key says which (`home de`). Default: English only.
const langSetting = process.env.BENCH_LANG ?? "en";
const langs = (langSetting === "all" ? "en,de,fr" : langSetting).split(",").map((s) => s.trim());
for (const l of langs)
  if (!["en", "de", "fr"].includes(l)) throw new Error(`BENCH_LANG: unknown language "${l}" (en, de, fr)`);
const inLanguage = (p: string, lang: string) => (lang === "en" ? p : p === "/" ? `/${lang}` : `/${lang}${p}`);
const targets = [
  ...langs.flatMap((lang) =>
    pages
      .filter((p) => p.path)
      .map((p) => ({
        key: lang === "en" ? p.key : `${p.key} ${lang}`,
        url: `${app.origin}${inLanguage(p.path as string, lang)}`,
      })),
  ),
  { key: "floor", url: `${floorSite.origin}/` },
];
/** One Lighthouse run; a trace Lighthouse itself could not record (NO_NAVSTART on a loaded machine) is retried twice. */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const throttling = { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown };
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", throttling });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.log(`${url}: ${result.lhr.runtimeError.code}, measuring again`);
  }
}

const samples = new Map<string, Sample[]>(targets.map((t) => [t.key, []]));
try {
  // One unmeasured load per page first: the server's first render of a route (module loading,
  // caches) is not what a visitor meets.
  for (const t of targets) await fetch(t.url).then((r) => r.arrayBuffer());
  for (let run = 1; run <= runs; run++) {
    for (const t of targets) {
      const result = await audit(t.url, chrome.port);
      const sample = sampleOf(result.lhr as unknown as Parameters<typeof sampleOf>[0]);
      sample.cpuTbt = cpuBlockingTime(result.artifacts.Trace.traceEvents, t.url, cpuSlowdown) ?? Number.NaN;
      samples.get(t.key)!.push(sample);
      console.log(
        `run ${run}/${runs} ${t.key.padEnd(11)} perf ${sample.performance} LCP ${Math.round(sample.lcp)} ms TBT ${Math.round(sample.tbt)} ms (from CPU time ${Math.round(sample.cpuTbt)} ms)`,
      );
      if (outDir)
        writeFileSync(path.join(outDir, `${t.key.replace(/\W+/g, "_")}-${run}.json`), result.report as string);
    }
  }
} finally {
  await chrome.kill();
  await floorSite.close();
  await app.stop();
}

const rows: Row[] = langs.flatMap((lang) =>
  pages.map((p) => {
    const key = lang === "en" ? p.key : `${p.key} ${lang}`;
    const pathIn = p.path ? inLanguage(p.path, lang) : null;
    return { ...p, key, path: pathIn, median: pathIn ? medianSample(samples.get(key)!) : undefined };
  }),
);
const floor = medianSample(samples.get("floor")!);
const { text, pass } = report(rows, floor, gate ? gateTargets : fullTargets);
console.log(
  `\nLighthouse 12.2.3, mobile preset${cpuSlowdown === 4 ? "" : ` with CPU slowdown ${cpuSlowdown}x`}, median of ${runs} run(s) per page${gate ? " (CI gate)" : ""}\n`,
);
console.log(text);
console.log(hostNote([...samples.values()].flat(), cpuSlowdown));
console.log(
  `\n${pass ? "PASS" : "MISS"}: ${pass ? "every measured cell meets its target" : "some cells miss their target"}`,
);
if (gate && !pass) {
  // Pages still below the gate's 90 fail only on a regression below their recorded floor (decision 347).
  const regressions = rows.filter((r) => {
    const m = r.median;
    if (!m) return false;
    const floorScore = gateFloors[r.key.split(" ")[0] ?? r.key] ?? gateTargets.performance;
    return m.performance < floorScore || m.accessibility < gateTargets.accessibility;
  });
  const below = rows.filter((r) => r.median && r.median.performance < gateTargets.performance).map((r) => r.key);
  if (below.length)
    console.log(
      `not yet at Performance ${gateTargets.performance}: ${below.join(", ")} (gated on floors ${JSON.stringify(gateFloors)})`,
    );
  if (regressions.length) {
    console.log(`REGRESSION: ${regressions.map((r) => r.key).join(", ")}`);
    process.exitCode = 1;
  } else console.log("gate: no page fell below its floor; Accessibility 100 everywhere");
}
