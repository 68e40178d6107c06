import type { FastifyInstance } from "fastify";
import { csrfCookieRoute } from "../../platform/csrf/csrf-plugin.ts";
import type { Purger } from "../../platform/housekeeping/housekeeping.ts";
import { purgeExpiredPasswordResetTokens } from "./auth.repository.ts";
import { authRoutes } from "./auth.routes.ts";
import { passwordRoutes } from "./password.routes.ts";
import { registerPasswordResetJob } from "./password-reset.job.ts";
import { verificationRoutes } from "./verification.routes.ts";

/** Every account endpoint, registered under /api, and the forgot-password job. */
export async function accountRoutes(app: FastifyInstance) {
  await registerPasswordResetJob(app);
  await app.register(csrfCookieRoute);
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(verificationRoutes);
}

/** What the hourly housekeeping job deletes for accounts (the platform purges its own tables). */
export const accountPurgers: Purger[] = [{ name: "password_reset_tokens", purge: purgeExpiredPasswordResetTokens }];
