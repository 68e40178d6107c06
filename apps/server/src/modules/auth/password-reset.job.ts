import type { FastifyInstance } from "fastify";
import { authDeps } from "./auth.deps.ts";
import { type PasswordResetJob, passwordResetQueue, sendPasswordResetLink } from "./password-reset.service.ts";

/** Works the forgot-password queue in this instance (every instance does; pg-boss hands each job to one). */
export async function registerPasswordResetJob(app: FastifyInstance): Promise<void> {
  const deps = authDeps(app);
  await app.jobs.define(passwordResetQueue);
  await app.jobs.work<PasswordResetJob>(passwordResetQueue, (job) => sendPasswordResetLink(deps, job), {
    pollingIntervalSeconds: 0.5,
  });
}
