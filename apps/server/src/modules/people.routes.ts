import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../db/client.ts";
import { rotateSessionsForUser } from "../platform/sessions/index.ts";
import { accountRoutes } from "./account/account.routes.ts";
import { instructorsRoutes } from "./instructors/instructors.routes.ts";
import { invitationsRoutes } from "./invitations/invitations.routes.ts";
import { notificationsRoutes } from "./notifications/notifications.routes.ts";
import { roleApplicationsRoutes } from "./role-applications/role-applications.routes.ts";
import { usersRoutes } from "./users/users.routes.ts";

export interface PeopleRoutesOptions {
  /** Runs inside the transaction that grants a role: rotates the user's sessions. */
  onRoleGranted?: (tx: Db, userId: number) => Promise<void>;
}

/** The API of people: profiles, one's own data (export, deletion), instructors, role applications, invitations, notifications. */
export const peopleRoutes: FastifyPluginAsync<PeopleRoutesOptions> = async (api, opts) => {
  const onRoleGranted = opts.onRoleGranted ?? rotateSessionsForUser;
  await api.register(notificationsRoutes);
  await api.register(roleApplicationsRoutes, { onRoleGranted });
  await api.register(invitationsRoutes, { onRoleGranted });
  await api.register(usersRoutes);
  await api.register(accountRoutes);
  await api.register(instructorsRoutes);
};
