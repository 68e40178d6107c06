// One round's 1,000 writes of mixed kinds (applications, votes and unvotes, messages, class edits),
// each with its own Idempotency-Key, in a seeded random order. What each write leaves behind is
// distinct (one application per student and class, one vote per student and request, a message body
// per message, an edit number per edit), so the checks can find every acknowledged one.
import { experienceLevels } from "@guildforge/contracts";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import type { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { type CrashFixtures, crashShape, type Person } from "./crash-seed.ts";

export type Rng = ReturnType<typeof xoroshiro128plus>;

export type WriteKind = "application" | "vote" | "unvote" | "message" | "class edit";

export interface Write {
  kind: WriteKind;
  as: Person;
  method: "POST" | "PUT" | "DELETE" | "PATCH";
  path: string;
  body?: unknown;
  key: string;
  classId?: number;
  requestId?: number;
  conversationId?: number;
  /** A message's body, or a class edit's number (its title, summary, description and price carry it). */
  marker?: string | number;
}

export const messagesPerConversation = 5;
export const editsPerClass = 15;
export const unvotes = 50;

/** The fields of edit `n`: all four carry n, so a half-applied edit shows as a mix. */
export function editBody(n: number) {
  return {
    title: `Crash edit ${n}`,
    summary: `edit ${n}`,
    description: `Edit number ${n} of the crash suite.`,
    price_cents: n * 100,
  };
}

export function roundWrites(fx: CrashFixtures, round: number, rng: Rng): Write[] {
  const r = fx.rounds[round];
  if (!r) throw new Error(`no fixtures for round ${round}`);
  const writes: Write[] = [];
  const key = (s: string) => `crash-r${round}-${s}`;
  fx.students.forEach((s, si) => {
    for (const classId of r.classIds) {
      writes.push({
        kind: "application",
        as: s,
        method: "POST",
        path: `/api/classes/${classId}/applications`,
        body: { experience_level: experienceLevels[0], safety_version: 1, age_confirmed: true, message: "crash" },
        key: key(`apply-${s.id}-${classId}`),
        classId,
      });
    }
    for (const requestId of r.requestIds.slice(0, crashShape.requestsPerRound - crashShape.votedRequests)) {
      writes.push({
        kind: "vote",
        as: s,
        method: "PUT",
        path: `/api/class-requests/${requestId}/vote`,
        key: key(`vote-${s.id}-${requestId}`),
        requestId,
      });
    }
    const conversationId = r.conversationIds[si] as number;
    for (let m = 0; m < messagesPerConversation; m++) {
      const body = `crash r${round} conversation ${conversationId} message ${m}`;
      writes.push({
        kind: "message",
        as: m % 2 === 0 ? s : fx.instructor,
        method: "POST",
        path: `/api/conversations/${conversationId}/messages`,
        body: { body },
        key: key(`message-${conversationId}-${m}`),
        conversationId,
        marker: body,
      });
    }
  });
  const votedRequests = r.requestIds.slice(-crashShape.votedRequests);
  for (let i = 0; i < unvotes; i++) {
    const s = fx.students[i % fx.students.length] as Person;
    const requestId = votedRequests[Math.floor(i / fx.students.length)] as number;
    writes.push({
      kind: "unvote",
      as: s,
      method: "DELETE",
      path: `/api/class-requests/${requestId}/vote`,
      key: key(`unvote-${s.id}-${requestId}`),
      requestId,
    });
  }
  r.classIds.forEach((classId, ci) => {
    for (let e = 0; e < editsPerClass; e++) {
      const n = (round * 1000 + ci * editsPerClass + e + 1) * 7;
      writes.push({
        kind: "class edit",
        as: fx.instructor,
        method: "PATCH",
        path: `/api/classes/${classId}`,
        body: editBody(n),
        key: key(`edit-${classId}-${n}`),
        classId,
        marker: n,
      });
    }
  });
  // Fisher-Yates with the round's generator: the order, and so the interleaving, follows the seed.
  for (let i = writes.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [writes[i], writes[j]] = [writes[j] as Write, writes[i] as Write];
  }
  return writes;
}
