import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../db/client.ts";
import { createClass, signedIn } from "../applications/testing.ts";

/**
 * Test-only: a signed-in instructor with a class and a signed-in student who starts a
 * conversation about it with `body` (201); the conversation's id.
 */
export async function startConversation(t: { app: FastifyInstance; db: Db }, body: string) {
  const teacher = await signedIn(t.app, t.db, ["instructor"]);
  const student = await signedIn(t.app, t.db);
  const cls = await createClass(t.db, { instructorId: teacher.user.id });
  const res = await student.client.post("/api/conversations", { user_id: teacher.user.id, class_id: cls.id, body });
  expect(res.statusCode).toBe(201);
  return { teacher, student, cls, id: res.json().data.conversation.id as number };
}
