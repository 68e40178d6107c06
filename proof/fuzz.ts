// `npm run proof -- fuzz` (issue 22): fuzz every operation of the app's OpenAPI document, so a new
// route is covered the day it is added, with fast-check requests drawn from its zod contracts (via
// the document's JSON Schemas, decision 400) mixed with a hostile corpus, as an anonymous visitor, a
// student, an instructor and an admin (each with a CSRF token); then the server-rendered pages with
// mangled paths and query strings; then the reply-by-email SMTP listener with generated hostile
// mails (fuzz.smtp.ts); then malformed raw HTTP bytes over a socket (fuzz.raw.ts: framing, smuggling,
// oversized headers). Claims: no 5xx, every error body in the shapes of docs/product.md#errors,
// no stack trace or SQL text, every answer within a hang bound; SMTP: 2xx or 5xx, never 4xx; raw:
// each request answered once, nothing after `Connection: close`.
// CI profile: 200 runs per operation; full: 5,000. PROOF_SEED=<n> replays a run.
import fc from "fast-check";
import { productionWeb } from "../apps/server/src/web/ssr.ts";
import { ensureWebBuild } from "../apps/server/test/web-build.ts";
import { fuzzPages } from "./fuzz.pages.ts";
import { fuzzRawRequests } from "./fuzz.raw.ts";
import { fuzzSmtp } from "./fuzz.smtp.ts";
import { startFuzzApp } from "./lib/fuzz-app.ts";
import { type OpenApiDocument, operationsOf } from "./lib/fuzz-operations.ts";
import { failureOf, responseVerdict } from "./lib/fuzz-verdict.ts";

const profile = process.env.PROOF_PROFILE === "ci" ? "ci" : "full";
const runs = Number(process.env.FUZZ_RUNS) || (profile === "ci" ? 200 : 5000);
/** Generated replies sent to the SMTP listener (fuzz.smtp.ts): a few seconds in CI. */
const smtpRuns = Number(process.env.FUZZ_SMTP_RUNS) || (profile === "ci" ? 150 : 3000);
const seed = process.env.PROOF_SEED ? Number(process.env.PROOF_SEED) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isSafeInteger(seed)) throw new Error(`PROOF_SEED must be an integer, got ${process.env.PROOF_SEED}`);
console.log(`fuzz: ${profile} profile, ${runs} runs per operation, seed ${seed} (replay: PROOF_SEED=${seed})`);

ensureWebBuild();
const fuzz = await startFuzzApp({ web: productionWeb });
const failures: string[] = [];
let fivexx = 0;
let sent = 0;
let answered2xx = 0;
let operationCount = 0;
const secondsOf = new Map<string, number>();
const startedAll = performance.now();
try {
  const operations = operationsOf((fuzz.app as unknown as { swagger(): OpenApiDocument }).swagger());
  operationCount = operations.length;
  if (operations.length < 50) throw new Error(`only ${operations.length} operations in the OpenAPI document`);
  for (const [index, op] of operations.entries()) {
    await fuzz.restoreSessions();
    const startedOp = performance.now();
    const result = await fc.check(
      fc.asyncProperty(op.request, async (req) => {
        const started = performance.now();
        const res = await fuzz.send(req);
        const ms = performance.now() - started;
        sent++;
        if (res.statusCode >= 500) fivexx++;
        if (res.statusCode < 300) answered2xx++;
        const why = responseVerdict(res, ms, op.path);
        if (why) throw new Error(`${why} [${req.kind}, as ${req.principal}] ${req.method} ${req.url.slice(0, 160)}`);
      }),
      { numRuns: runs, seed: seed + index, endOnFailure: true },
    );
    secondsOf.set(`${op.method} ${op.path}`, (performance.now() - startedOp) / 1000);
    if (result.failed) {
      failures.push(`${op.method} ${op.path}: ${failureOf(result)}`);
    }
  }
  const apiSeconds = (performance.now() - startedAll) / 1000;
  const slowest = [...secondsOf].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(
    `fuzz: API ${apiSeconds.toFixed(0)} s; slowest: ${slowest.map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(", ")}`,
  );
  const startedPages = performance.now();
  const pages = await fuzzPages(fuzz, { runs, seed });
  const cpu = process.cpuUsage();
  console.log(
    `fuzz: pages ${((performance.now() - startedPages) / 1000).toFixed(0)} s; whole run ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s of CPU`,
  );
  failures.push(...pages.failures);
  fivexx += pages.fivexx;
  const startedSmtp = performance.now();
  const smtp = await fuzzSmtp(fuzz, { runs: smtpRuns, seed });
  console.log(
    `fuzz: SMTP ${((performance.now() - startedSmtp) / 1000).toFixed(1)} s, ${smtp.mails} mails: ${smtp.appended} appended, ${smtp.dropped} dropped as automatic, ${smtp.refused} refused 5xx, none 4xx`,
  );
  failures.push(...smtp.failures);
  const startedRaw = performance.now();
  const raw = await fuzzRawRequests(fuzz, { runs, seed });
  console.log(
    `fuzz: raw HTTP ${((performance.now() - startedRaw) / 1000).toFixed(1)} s, ${raw.sent} malformed requests, first answers ${raw.firstAnswers}`,
  );
  failures.push(...raw.failures);
  fivexx += raw.fivexx;
  console.log(`fuzz: ${sent} API requests, ${answered2xx} answered 2xx (valid-shaped input reached the services)`);
  if (answered2xx === 0) failures.push("no request was answered 2xx: the fuzz never got past the gates");
  for (const f of failures.slice(0, 40)) console.error(`FAIL ${f}`);
  console.log(
    `fuzz: ${operationCount} routes x ${runs} runs, ${pages.pages} pages x ${pages.runs} runs, ${smtp.mails} SMTP mails, ${raw.sent} raw requests, ${fivexx} x 5xx, ${failures.length} failures (seed ${seed})`,
  );
} finally {
  await fuzz.close();
}
process.exit(failures.length > 0 ? 1 : 0);
