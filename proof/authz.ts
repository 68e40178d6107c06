// Proof suite "authz" (issue 22): the authorisation matrix (9 principals x every object route x
// method, real objects, every cell asserted), mass-assignment probes on every write, six CSRF
// negatives per unsafe route and its path spellings, GET/HEAD never changing a row, and no GET
// answer to a non-admin showing anyone's email but their own (decision 504).
// `npm run proof -- authz` (full; on PostgreSQL too when TEST_DATABASE_URL is set);
// PROOF_PROFILE=ci runs the same exact checks on PGlite only.
import { startAuthzApp } from "./lib/authz-app.ts";
import { checkCanaries } from "./lib/authz-canary.ts";
import { runCsrf } from "./lib/authz-csrf.ts";
import { runNoOthersEmail } from "./lib/authz-emails.ts";
import { runMassAssignment } from "./lib/authz-mass.ts";
import { runMatrix } from "./lib/authz-matrix-run.ts";
import { runSafeGets } from "./lib/authz-safe-get.ts";
import { buildWorld } from "./lib/authz-world.ts";

const profile = process.env.PROOF_PROFILE === "ci" ? "ci" : "full";
const databases: Array<string | undefined> = [undefined];
if (profile === "full" && process.env.TEST_DATABASE_URL) databases.push(process.env.TEST_DATABASE_URL);

let failed = false;
const lines: string[] = [];
for (const url of databases) {
  const t = await startAuthzApp(url);
  try {
    const w = await buildWorld(t.app, t.db);
    const canaries = await checkCanaries(w);
    const m = await runMatrix(w);
    const a = await runMassAssignment(w);
    const c = await runCsrf(w);
    const g = await runSafeGets(w);
    const e = await runNoOthersEmail(w);
    const failures = [...canaries, ...m.failures, ...a.failures, ...c.failures, ...g.failures, ...e.failures];
    for (const f of failures) console.error(`FAIL [${t.kind}] ${f}`);
    if (failures.length) failed = true;
    lines.push(
      `[${t.kind}] ${m.cells.toLocaleString("en")} cells asserted (9 principals x ${m.routes} route-methods), ` +
        `${a.probes} mass-assignment probes on ${a.writes} of ${a.writeOps} write operations (${a.exempt} exempt, ${a.refused} refused, the rest ignored), ` +
        `${c.negatives.toLocaleString("en")} CSRF negatives (${c.routes} unsafe routes x 7 spellings), ` +
        `${g.requests} GET/HEADs of ${g.routes} GET routes changed ${g.failures.length ? "ROWS" : "0 rows"}, ` +
        `${e.requests} non-admin GETs of ${e.routes} API routes showed ${e.failures.length ? "OTHERS' EMAILS" : "no one else's email"}`,
    );
  } finally {
    await t.close();
  }
}
console.log(`authz: ${lines.join("; ")}${failed ? " - FAILED" : ""}`);
process.exit(failed ? 1 : 0);
