import type { UserApproval } from "@guildforge/contracts";
import { applicableRoleLabels, roleApplicationStatusLabels } from "@guildforge/contracts/labels";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { themeName } from "../../../components/themes/theme-name";
import { Badge, type BadgeTone, Button, Card, FormAlert } from "../../../components/ui";
import { isApiError, showInline } from "../../../lib/api";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import { decideApproval } from "../api/decide";
import { RejectDialog } from "./reject-dialog";

const tone: Record<UserApproval["status"], BadgeTone> = { pending: "warning", approved: "success", rejected: "danger" };

/** One application with everything the admin needs to decide, and the approve / reject actions. */
export function ApprovalCard({ approval, onDecided }: { approval: UserApproval; onDecided: () => void }) {
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const approve = async () => {
    setPending(true);
    setProblem(null);
    try {
      await decideApproval(approval.id, { status: "approved" });
      onDecided();
    } catch (error) {
      showInline(error); // shown in the form, so not toasted as well
      setProblem(isApiError(error) && error.message ? error.message : "The decision was not saved.");
    } finally {
      setPending(false);
    }
  };
  return (
    <Card data-testid="user-approval">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-iron-100">
            <Link to={`/users/${approval.user.slug}`} className="hover:text-ember-300 hover:underline">
              {approval.user.name}
            </Link>
          </h2>
          <p className="text-sm text-iron-300">{approval.user.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone="ember">{applicableRoleLabels[approval.role]}</Badge>
          <Badge tone={tone[approval.status]}>{roleApplicationStatusLabels[approval.status]}</Badge>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm">
        <div>
          <dt className="font-semibold text-iron-200">Themes</dt>
          <dd className="text-iron-300">{approval.themes.map(themeName).join(", ")}</dd>
        </div>
        <div>
          <dt className="font-semibold text-iron-200">Experience</dt>
          <dd className="whitespace-pre-line text-iron-300">{approval.experience}</dd>
        </div>
        {approval.portfolio_url ? (
          <div>
            <dt className="font-semibold text-iron-200">Portfolio</dt>
            <dd>
              <a
                href={approval.portfolio_url}
                rel="noopener noreferrer nofollow"
                target="_blank"
                className="inline-flex items-center gap-1 break-words text-ember-400 hover:underline"
              >
                {approval.portfolio_url}
                <ExternalLink className="size-3.5" aria-label="(opens in a new tab)" />
              </a>
            </dd>
          </div>
        ) : null}
        {approval.venue ? (
          <div>
            <dt className="font-semibold text-iron-200">Forge</dt>
            <dd className="text-iron-300">
              {approval.venue.name}, {approval.venue.address}, {approval.venue.city}
              {approval.venue.equipment.length ? ` · ${approval.venue.equipment.join(", ")}` : ""}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold text-iron-200">Sent</dt>
          <dd className="text-iron-300">{formatDate(approval.created_at, locale)}</dd>
        </div>
        {approval.status !== "pending" ? (
          <div>
            <dt className="font-semibold text-iron-200">Decision</dt>
            <dd className="text-iron-300">
              {approval.decided_by ? `${approval.decided_by.name}, ` : ""}
              {approval.decided_at ? formatDate(approval.decided_at, locale) : ""}
              {approval.reason ? ` · “${approval.reason}”` : ""}
            </dd>
          </div>
        ) : null}
      </dl>
      {approval.status === "pending" ? (
        <div className="mt-5 space-y-3">
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void approve()} disabled={pending} aria-busy={pending || undefined}>
              {pending ? "Approving…" : "Approve"}
            </Button>
            <RejectDialog id={approval.id} applicant={approval.user.name} onDecided={onDecided} />
          </div>
        </div>
      ) : null}
    </Card>
  );
}
