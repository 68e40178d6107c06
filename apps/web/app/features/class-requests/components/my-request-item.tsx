import type { ClassRequest } from "@guildforge/contracts";
import { skillLevelLabels } from "@guildforge/contracts/skill-levels";
import { GitMerge } from "lucide-react";
import { Link } from "react-router";
import { themeName } from "../../../components/themes/theme-name";
import { Badge, buttonClasses, Card } from "../../../components/ui";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import { requestStatusBadge } from "../lib/status-badge";
import { EditRequestDialog } from "./edit-request-dialog";
import { VoteCount } from "./vote-count";

/** One of the user's requests: status, the team's message, votes, and edit while allowed. */
export function MyRequestItem({ request: r }: { request: ClassRequest }) {
  const locale = useLocale();
  const badge = requestStatusBadge[r.status];
  return (
    <Card data-testid="my-class-request">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold text-iron-100">{r.title}</h2>
          <p className="mt-1 text-sm text-iron-400">
            {themeName(r.theme)} · {skillLevelLabels[r.skill_level]} · sent {formatDate(r.created_at, locale)}
          </p>
        </div>
        <Badge tone={badge.tone} data-testid="request-status">
          {badge.label}
        </Badge>
      </div>
      <p className="mt-3 whitespace-pre-line text-iron-300">{r.description}</p>
      <p className="mt-3 text-sm text-iron-300">
        {r.preferred_location} · {r.preferred_timeframe}
      </p>
      {r.merged_into ? (
        <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-iron-200">
          <GitMerge aria-hidden="true" className="size-4 text-iron-400" />
          Merged into “{r.merged_into.title}”: its votes count there now.
        </p>
      ) : null}
      {r.review_message ? (
        <div className="mt-4 rounded-md border border-iron-700 bg-iron-900 p-4">
          <p className="text-sm font-semibold text-iron-200">
            Message from {r.reviewed_by ? r.reviewed_by.name : "the team"}
          </p>
          <p className="mt-1 whitespace-pre-line text-iron-300">{r.review_message}</p>
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <VoteCount votes={r.votes_count} />
        {r.status === "fulfilled" && r.fulfilled_class_url ? (
          <Link to={r.fulfilled_class_url} className={buttonClasses("primary", "sm")}>
            See the class
          </Link>
        ) : null}
        {r.status === "approved" ? (
          <Link to="/class-requests" className="font-semibold text-ember-400 hover:underline">
            See it on Class requests
          </Link>
        ) : null}
        {r.can_edit ? <EditRequestDialog request={r} /> : null}
      </div>
    </Card>
  );
}
