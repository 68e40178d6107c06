// Part of the fuzz suite (proof/fuzz.ts, issue 36 point 11): the reply-by-email SMTP listener,
// fed generated replies over raw SMTP: control characters in bodies and headers, folded and
// duplicate headers (From, To, Subject, Message-ID), very long lines, bad encodings and charsets,
// 8-bit bytes, missing headers, thousands of To addresses, automatic-reply signals, null and
// foreign senders. Claims: every answer is 2xx or 5xx (4xx makes the sender's server retry bad
// content for days), within the hang bound, with no stack or SQL text; the process and the
// listener stay up; the log carries no body text, stack or SQL; no stored message holds a control
// character. Run alone: `node proof/fuzz.smtp.ts` (PROOF_PROFILE, PROOF_SEED as the suite).
import { hasUnsafeCharacters } from "@guildforge/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { rowsOf } from "../apps/server/src/db/rows.ts";
import { signedIn } from "../apps/server/src/modules/applications/testing.ts";
import { createReplyTokens } from "../apps/server/src/platform/inbound-mail/register-inbound-mail.ts";
import { leak } from "../apps/server/test/response-problem.ts";
import { type FuzzApp, startFuzzApp } from "./lib/fuzz-app.ts";
import { type FuzzMail, fuzzMail, openSmtp, type SmtpSession } from "./lib/fuzz-smtp.ts";
import { failureOf, hangBoundMs } from "./lib/fuzz-verdict.ts";

/** Mails sent on one connection before it is closed and a new one opened. */
const mailsPerConnection = 25;
/** What no log line of the listener may hold (besides the bodies' markers). */
const leakInLog = /Failed query|insert into|"stack"|\bat [\w.<>$]+ \([^)\s]*:\d+:\d+\)|node_modules\//i;
const bidi = /[\u202A-\u202E\u2066-\u2069]/;

export interface SmtpFuzzResult {
  mails: number;
  appended: number;
  dropped: number;
  refused: number;
  failures: string[];
}

export async function fuzzSmtp(fuzz: FuzzApp, options: { runs: number; seed: number }): Promise<SmtpFuzzResult> {
  const { inboundPort, inboundLog } = fuzz;
  if (!inboundPort) throw new Error("the fuzz app has no inbound SMTP listener");
  const db = fuzz.app.deps.database.db;
  const teacher = await signedIn(fuzz.app, db, ["instructor"]);
  const student = await signedIn(fuzz.app, db);
  const started = await student.client.post("/api/conversations", { user_id: teacher.user.id, body: "Hello!" });
  if (started.statusCode !== 201)
    throw new Error(`could not start a conversation: ${started.statusCode} ${started.body}`);
  const conversationId = (started.json() as { data: { conversation: { id: number } } }).data.conversation.id;
  const domain = fuzz.app.deps.config.inboundMail.replyDomain as string;
  const replyTo = createReplyTokens({ appKey: fuzz.app.deps.config.appKey, domain }).replyAddress(
    conversationId,
    teacher.user.id,
  );

  const result: SmtpFuzzResult = { mails: 0, appended: 0, dropped: 0, refused: 0, failures: [] };
  const markers: string[] = [];
  let session: SmtpSession | null = null;
  let onThisConnection = 0;
  const connect = async () => {
    session?.close();
    session = await openSmtp(inboundPort, hangBoundMs);
    if (session.greeting.code !== 220) throw new Error(`greeting: ${session.greeting.text}`);
    const ehlo = await session.command("EHLO fuzz.example");
    if (ehlo.code !== 250) throw new Error(`EHLO: ${ehlo.text}`);
    onThisConnection = 0;
    return session;
  };

  /** Sends one mail; throws with the reason when an answer breaks the claim. */
  const deliver = async (mail: FuzzMail) => {
    const smtp = session && !session.closed() && onThisConnection < mailsPerConnection ? session : await connect();
    onThisConnection++;
    result.mails++;
    markers.push(mail.marker);
    const answers = [];
    const step = async (send: () => Promise<{ code: number; text: string }>) => {
      const t0 = performance.now();
      const answer = await send();
      const ms = performance.now() - t0;
      answers.push(answer);
      if (ms > hangBoundMs) throw new Error(`answered after ${Math.round(ms)} ms`);
      if (answer.code >= 400 && answer.code < 500) throw new Error(`4xx for content: ${answer.text.slice(0, 200)}`);
      if (leak.test(answer.text)) throw new Error(`stack or SQL text in the answer: ${answer.text.slice(0, 200)}`);
      return answer;
    };
    const mailFrom = await step(() => smtp.command(`MAIL FROM:<${mail.mailFrom}>`));
    if (mailFrom.code >= 300) return void result.refused++;
    const rcpt = await step(() => smtp.command(`RCPT TO:<${mail.rcptTo}>`));
    if (rcpt.code >= 300) {
      result.refused++;
      await step(() => smtp.command("RSET"));
      return;
    }
    const go = await step(() => smtp.command("DATA"));
    if (go.code !== 354) throw new Error(`DATA answered ${go.text}`);
    const verdict = await step(() => smtp.data(mail.bytes));
    if (verdict.code >= 500) result.refused++;
    else if (/not added/.test(verdict.text)) result.dropped++;
    else result.appended++;
  };

  const property = fc.asyncProperty(fuzzMail(teacher.user.email, replyTo), async (mail) => {
    try {
      await deliver(mail);
    } catch (e) {
      session?.close();
      session = null;
      throw new Error(
        `${(e as Error).message} [${mail.tricks.join(", ") || "plain reply"}; MAIL FROM:<${mail.mailFrom}>]`,
      );
    }
  });
  const run = await fc.check(property, { numRuns: options.runs, seed: options.seed, endOnFailure: true });
  (session as SmtpSession | null)?.close();
  if (run.failed) result.failures.push(`SMTP listener: ${failureOf(run)}`);

  // Still up: the API answers and the listener greets.
  const health = await fuzz.app.inject({ url: "/api/health" });
  if (health.statusCode !== 200) result.failures.push(`SMTP: /api/health answered ${health.statusCode} after the run`);
  const after = await openSmtp(inboundPort, hangBoundMs).catch((e: Error) => e);
  if (after instanceof Error || after.greeting.code !== 220) {
    result.failures.push(
      `SMTP: the listener does not greet after the run (${String(after instanceof Error ? after.message : after.greeting.text)})`,
    );
  } else after.close();

  // Nothing stored with a control character or a bidi override.
  const stored = rowsOf<{ body: string; email_message_id: string | null }>(
    await db.execute(
      sql`select body, email_message_id from messages where conversation_id = ${conversationId} and via = 'email'`,
    ),
  );
  for (const row of stored) {
    if (hasUnsafeCharacters(row.body, true) || bidi.test(row.body)) {
      result.failures.push(`SMTP: a stored reply holds a control character: ${JSON.stringify(row.body.slice(0, 120))}`);
    }
    if (row.email_message_id && hasUnsafeCharacters(row.email_message_id)) {
      result.failures.push(
        `SMTP: a stored Message-ID holds a control character: ${JSON.stringify(row.email_message_id)}`,
      );
    }
  }
  if (result.appended > 0 && stored.length === 0) result.failures.push("SMTP: replies answered 250 but none is stored");
  if (result.appended === 0 && !run.failed)
    result.failures.push("SMTP: no reply was appended: the fuzz never got past the gates");

  // The log: ids, sizes and verdicts only.
  const log = inboundLog();
  const bodyInLog = markers.find((m) => log.includes(m));
  if (bodyInLog) result.failures.push(`SMTP: a reply's body reached the log (${bodyInLog})`);
  const leaked = log.split("\n").find((line) => leakInLog.test(line));
  if (leaked) result.failures.push(`SMTP: stack or SQL text in the log: ${leaked.slice(0, 300)}`);
  for (const line of log.split("\n").filter(Boolean)) {
    const entry = JSON.parse(line) as unknown;
    const dirty = stringsIn(entry).find((s) => hasUnsafeCharacters(s, true));
    if (dirty !== undefined) {
      result.failures.push(`SMTP: a control character in the log: ${JSON.stringify(dirty.slice(0, 120))}`);
      break;
    }
  }
  return result;
}

const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([k, v]) => [k, ...stringsIn(v)])
      : [];

/** Alone: `node proof/fuzz.smtp.ts`, the same profiles and seed as the suite. */
if (import.meta.main) {
  const profile = process.env.PROOF_PROFILE === "ci" ? "ci" : "full";
  const runs = Number(process.env.FUZZ_SMTP_RUNS) || (profile === "ci" ? 150 : 3000);
  const seed = process.env.PROOF_SEED ? Number(process.env.PROOF_SEED) : Math.floor(Math.random() * 2 ** 31);
  console.log(`fuzz (SMTP only): ${profile} profile, ${runs} mails, seed ${seed} (replay: PROOF_SEED=${seed})`);
  const fuzz = await startFuzzApp();
  let failures: string[] = [];
  try {
    const t0 = performance.now();
    const smtp = await fuzzSmtp(fuzz, { runs, seed });
    failures = smtp.failures;
    for (const f of failures) console.error(`FAIL ${f}`);
    console.log(
      `fuzz: SMTP ${smtp.mails} mails (${smtp.appended} appended, ${smtp.dropped} dropped as automatic, ${smtp.refused} refused 5xx), ${failures.length} failures, ${((performance.now() - t0) / 1000).toFixed(1)} s (seed ${seed})`,
    );
  } finally {
    await fuzz.close();
  }
  process.exit(failures.length > 0 ? 1 : 0);
}
