import { roleApplicationStatusSchema, userApprovalsResponseSchema } from "@guildforge/contracts";
import { UserCheck } from "lucide-react";
import { NavLink, useLoaderData, useRevalidator } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { cx, EmptyState, PageHeader } from "../../components/ui";
import { ApprovalCard } from "../../features/admin-approvals/components/approval-card";
import { loadJson } from "../../lib/server-api/api-json.server";
import type { Route } from "./+types/user-approvals";

export const meta = () => pageMeta("User approvals", "Review instructor and host applications.", { noindex: true });

const filters = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "all", label: "All" },
] as const;

/** The admin guard is on the admin layout; the API checks the role again. `?status=` filters (default pending). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("status") ?? "pending";
  const parsed = roleApplicationStatusSchema.safeParse(raw);
  const status = parsed.success ? parsed.data : "all";
  const path = parsed.success ? `/api/admin/user-approvals?status=${status}` : "/api/admin/user-approvals";
  const { data } = await loadJson(context, path, userApprovalsResponseSchema);
  return { approvals: data, status };
}

export default function UserApprovalsPage() {
  const { approvals, status } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow="Administration"
        title="User approvals"
        description="Instructor and host applications. Approving grants the role at once; a rejection needs a reason."
      />
      <nav aria-label="Filter by status" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <li key={f.value}>
              <NavLink
                to={`?status=${f.value}`}
                aria-current={status === f.value ? "page" : undefined}
                className={cx(
                  "inline-block rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-inset",
                  status === f.value
                    ? "bg-ember-500 text-ember-ink ring-ember-500"
                    : "text-iron-200 ring-iron-600 hover:bg-iron-800",
                )}
              >
                {f.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {approvals.length ? (
        <ul className="mt-8 space-y-6">
          {approvals.map((a) => (
            <li key={a.id}>
              <ApprovalCard approval={a} onDecided={() => void revalidator.revalidate()} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-8"
          icon={<UserCheck aria-hidden="true" />}
          title={status === "pending" ? "No applications waiting" : "Nothing here"}
          description="New instructor and host applications appear here."
        />
      )}
    </div>
  );
}
