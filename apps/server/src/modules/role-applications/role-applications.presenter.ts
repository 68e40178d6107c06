import type { ApplicableRole, RoleApplication, ThemeSlug, UserApproval } from "@guildforge/contracts";
import type { ListPage } from "../../platform/pagination.ts";
import type { ApprovalRow, RoleApplicationRow } from "./role-applications.repository.ts";

/** The applicant's own view of an application. */
export function presentRoleApplication(row: RoleApplicationRow): RoleApplication {
  return {
    id: row.id,
    role: row.role as ApplicableRole,
    status: row.status as RoleApplication["status"],
    experience: row.experience,
    themes: row.themes as ThemeSlug[],
    portfolio_url: row.portfolioUrl,
    venue: row.venue ?? null,
    reason: row.reason,
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The admin's view: the application plus who applied (with email) and who decided. */
export function presentUserApproval(row: ApprovalRow): UserApproval {
  return {
    ...presentRoleApplication(row.application),
    user: { id: row.user.id, name: row.user.name, email: row.user.email, slug: row.user.slug },
    decided_by: row.decider?.id ? { id: row.decider.id, name: row.decider.name } : null,
  };
}

/** The admin queue of role applications (one page, the newest 200): `{ data, meta: { next_cursor, total } }`. */
export function presentUserApprovalPage(page: ListPage<ApprovalRow>) {
  return { data: page.rows.map(presentUserApproval), meta: { next_cursor: page.nextCursor, total: page.total } };
}
