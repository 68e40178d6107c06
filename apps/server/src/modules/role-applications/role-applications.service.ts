import type {
  ApplicableRole,
  CreateRoleApplication,
  RoleApplication,
  UserApproval,
  UserApprovalDecision,
} from "@guildforge/contracts";

import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { errors } from "../../platform/errors.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import { noticeText } from "../../platform/i18n/notice-text.ts";
import type { ListPage } from "../../platform/pagination.ts";
import { presentRoleApplication, presentUserApproval } from "./role-applications.presenter.ts";
import { type ApprovalRow, roleApplicationsRepository as repo } from "./role-applications.repository.ts";

const alreadyRole = /*i18n*/ {
  id: "error.role_already_held",
  message: "You are already {role, select, instructor {an instructor} other {a host}}.",
};
const alreadyPending = /*i18n*/ {
  id: "error.role_application_pending",
  message:
    "You already have a pending application to become {role, select, instructor {an instructor} other {a host}}.",
};
const roleValues = (role: ApplicableRole) => ({ role });

export interface RoleApplicationsDeps {
  db: Db;
  events: EventDispatcher;
  /** Called inside the transaction that grants a role (rotates the user's sessions). */
  onRoleGranted?: (tx: Db, userId: number) => Promise<void>;
}

export function createRoleApplicationsService(deps: RoleApplicationsDeps) {
  const { db } = deps;
  return {
    async apply(userId: number, input: CreateRoleApplication): Promise<RoleApplication> {
      const roles = await repo.userRoles(db, userId);
      if (roles.includes(input.role)) throw errors.conflict(alreadyRole, roleValues(input.role));
      if (await repo.hasPending(db, userId, input.role)) {
        throw errors.conflict(alreadyPending, roleValues(input.role));
      }
      try {
        return presentRoleApplication(await repo.insert(db, userId, input));
      } catch (e) {
        // Two submits at once: the partial unique index lets only one through.
        if (isUniqueViolation(e)) {
          throw errors.conflict(alreadyPending, roleValues(input.role));
        }
        throw e;
      }
    },

    async mine(userId: number): Promise<RoleApplication[]> {
      return (await repo.listByUser(db, userId)).map(presentRoleApplication);
    },

    async listForAdmin(filter: {
      status?: "pending" | "approved" | "rejected";
      role?: ApplicableRole;
    }): Promise<ListPage<ApprovalRow>> {
      const { rows, total } = await repo.listForAdmin(db, filter, 200);
      return { rows, nextCursor: null, total };
    },

    /** Approve (grants the role) or reject (with a reason); the applicant is notified either way. */
    async decide(adminId: number, id: number, decision: UserApprovalDecision): Promise<UserApproval> {
      await deps.events.transaction(async (tx, events) => {
        const app = await repo.lock(tx, id);
        if (!app)
          throw errors.notFound(/*i18n*/ { id: "error.application_not_found", message: "Application not found." });
        if (app.status !== "pending")
          throw errors.conflict(
            /*i18n*/ { id: "error.application_decided", message: "This application has already been decided." },
          );
        const role = app.role as ApplicableRole;
        const reason = decision.reason?.trim() || null;
        await repo.decide(tx, id, { status: decision.status, reason, decidedBy: adminId });
        if (decision.status === "approved") {
          await repo.grantRole(tx, app.userId, role);
          await deps.onRoleGranted?.(tx, app.userId);
        }
        await events.notify({
          userId: app.userId,
          type: "role_application_status",
          ...decisionMessage(role, decision.status, reason),
        });
      });
      const row = await repo.findForAdmin(db, id);
      if (!row)
        throw errors.notFound(/*i18n*/ { id: "error.application_not_found", message: "Application not found." });
      return presentUserApproval(row);
    },
  };
}

const m = {
  approvedTitle: /*i18n*/ {
    id: "notice.role.approved.title",
    message: "{role, select, host {Host application approved} other {Instructor application approved}}",
  },
  approved: /*i18n*/ {
    id: "notice.role.approved",
    message:
      "Welcome aboard! You are now {role, select, host {a host} other {an instructor}} on Guildforge and can create classes.",
  },
  rejectedTitle: /*i18n*/ {
    id: "notice.role.rejected.title",
    message: "{role, select, host {Host application not approved} other {Instructor application not approved}}",
  },
  rejected: /*i18n*/ {
    id: "notice.role.rejected",
    message: "Your application to become {role, select, host {a host} other {an instructor}} was not approved.",
  },
  rejectedReason: /*i18n*/ {
    id: "notice.role.rejected.reason",
    message:
      "Your application to become {role, select, host {a host} other {an instructor}} was not approved. Reason: {reason}",
  },
};

function decisionMessage(role: ApplicableRole, status: "approved" | "rejected", reason: string | null) {
  if (status === "approved") {
    return {
      ...noticeText(m.approvedTitle, m.approved, { role }),
      data: { status, role, url: "/classes/create" },
    };
  }
  return {
    ...noticeText(m.rejectedTitle, reason ? m.rejectedReason : m.rejected, reason ? { role, reason } : { role }),
    data: { status, role, reason, url: "/become-instructor" },
  };
}
