// After a crash: every write acknowledged with 2xx is there exactly once, nothing is half-applied
// (seats taken = accepted applications and within capacity, votes_count = vote rows, a
// conversation's last_message_at = its newest message, a class's edited fields all from one edit),
// and a snapshot to compare after the acknowledged keys were replayed.
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/server/src/db/client.ts";
import { rowsOf } from "../../apps/server/src/db/rows.ts";
import type { Answer } from "./crash-client.ts";
import type { CrashFixtures } from "./crash-seed.ts";
import type { Write } from "./crash-writes.ts";

export interface Sent {
  write: Write;
  answer: Answer;
}

export interface Findings {
  /** Acknowledged writes that are missing (or a vote still there after an acknowledged unvote). */
  lost: string[];
  /** Broken invariants: a write applied in part, or two writes mixed. */
  halfApplied: string[];
  /** A key applied more than once. */
  duplicated: string[];
  /** Per round, what the round's writes left: a replay of its keys must leave it as it is. */
  snapshots: string[];
}

const acked = (s: Sent) => s.answer.status !== null && s.answer.status >= 200 && s.answer.status < 300;

type Count = { key: string; n: number };

async function countsByKey(db: Db, table: "applications" | "messages"): Promise<Map<string, number>> {
  const rows = rowsOf<Count>(
    await db.execute(
      sql`select idempotency_key as key, count(*)::int as n from ${sql.identifier(table)}
        where idempotency_key like 'crash-%' group by idempotency_key`,
    ),
  );
  return new Map(rows.map((r) => [r.key, r.n]));
}

async function invariants(db: Db): Promise<string[]> {
  const bad: string[] = [];
  const seats = rowsOf<{ id: number; seats_taken: number; capacity: number; accepted: number }>(
    await db.execute(sql`select c.id::int as id, c.seats_taken, c.capacity,
      (select count(*)::int from applications a where a.class_id = c.id and a.status = 'accepted') as accepted
      from classes c`),
  );
  for (const c of seats) {
    if (c.seats_taken !== c.accepted) bad.push(`class ${c.id}: seats_taken ${c.seats_taken}, accepted ${c.accepted}`);
    if (c.accepted > c.capacity) bad.push(`class ${c.id}: ${c.accepted} accepted over capacity ${c.capacity}`);
  }
  const votes = rowsOf<{ id: number; votes_count: number; rows: number }>(
    await db.execute(sql`select r.id::int as id, r.votes_count,
      (select count(*)::int from class_request_votes v where v.request_id = r.id) as rows from class_requests r`),
  );
  for (const r of votes) {
    if (r.votes_count !== r.rows) bad.push(`request ${r.id}: votes_count ${r.votes_count}, vote rows ${r.rows}`);
  }
  const threads = rowsOf<{ id: number; last: string; newest: string | null }>(
    await db.execute(sql`select c.id::int as id, (to_json(c.last_message_at) #>> '{}') as last,
      (select to_json(max(m.created_at)) #>> '{}' from messages m where m.conversation_id = c.id) as newest
      from conversations c`),
  );
  for (const t of threads) {
    if (t.newest !== null && Date.parse(t.newest) !== Date.parse(t.last)) {
      bad.push(`conversation ${t.id}: last_message_at ${t.last}, newest message ${t.newest}`);
    }
  }
  return bad;
}

/** Each edited class's four fields must name one edit; returns the edit number per class. */
async function classEdits(db: Db, sent: Sent[], bad: string[]): Promise<Map<number, string>> {
  const edited = new Map<number, Sent[]>();
  for (const s of sent) {
    if (s.write.kind !== "class edit" || s.write.classId === undefined) continue;
    edited.set(s.write.classId, [...(edited.get(s.write.classId) ?? []), s]);
  }
  const ids = [...edited.keys()];
  const out = new Map<number, string>();
  if (ids.length === 0) return out;
  const rows = rowsOf<{ id: number; title: string; summary: string; description: string; price_cents: number }>(
    await db.execute(sql`select id::int as id, title, summary, description, price_cents from classes
      where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`),
  );
  for (const c of rows) {
    const numbers = [/^Crash edit (\d+)$/, /^edit (\d+)$/, /^Edit number (\d+) /].map(
      (re, i) => re.exec([c.title, c.summary, c.description][i] ?? "")?.[1] ?? "seed",
    );
    numbers.push(c.price_cents === 0 ? "seed" : String(c.price_cents / 100));
    out.set(c.id, numbers.join("/"));
    if (new Set(numbers).size !== 1) {
      bad.push(`class ${c.id}: fields from different edits (${numbers.join(", ")})`);
      continue;
    }
    const writes = edited.get(c.id) ?? [];
    const n = numbers[0];
    if (n === "seed" ? writes.some(acked) : !writes.some((s) => String(s.write.marker) === n)) {
      bad.push(`class ${c.id}: holds edit ${n}, not one of the edits sent after its acknowledged ones`);
    }
  }
  return out;
}

export async function verify(db: Db, sent: Sent[], fx: CrashFixtures): Promise<Findings> {
  const lost: string[] = [];
  const duplicated: string[] = [];
  const apps = await countsByKey(db, "applications");
  const msgs = await countsByKey(db, "messages");
  const voteRows = rowsOf<{ request_id: number; user_id: number }>(
    await db.execute(sql`select request_id::int as request_id, user_id::int as user_id from class_request_votes`),
  );
  const votes = new Set(voteRows.map((v) => `${v.request_id}/${v.user_id}`));
  for (const s of sent) {
    const w = s.write;
    const n = w.kind === "application" ? apps.get(w.key) : w.kind === "message" ? msgs.get(w.key) : undefined;
    if (n !== undefined && n > 1) duplicated.push(`${w.kind} ${w.key} applied ${n} times`);
    if (!acked(s)) continue;
    const what = `${w.kind} ${w.key} (answered ${s.answer.status})`;
    if ((w.kind === "application" || w.kind === "message") && !n) lost.push(what);
    const hasVote = votes.has(`${w.requestId}/${w.as.id}`);
    if (w.kind === "vote" && !hasVote) lost.push(what);
    if (w.kind === "unvote" && hasVote) lost.push(what);
  }
  const halfApplied = await invariants(db);
  const edits = await classEdits(db, sent, halfApplied);
  const snapshots = fx.rounds.map((r, i) => {
    const ofRound = (m: Map<string, number>) => [...m].filter(([k]) => k.startsWith(`crash-r${i}-`)).sort();
    return JSON.stringify({
      applications: ofRound(apps),
      messages: ofRound(msgs),
      votes: voteRows
        .filter((v) => r.requestIds.includes(v.request_id))
        .map((v) => `${v.request_id}/${v.user_id}`)
        .sort(),
      edits: [...edits].filter(([id]) => r.classIds.includes(id)).sort(),
    });
  });
  return { lost, halfApplied, duplicated, snapshots };
}
