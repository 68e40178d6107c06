import type { ClassRequest } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { GitMerge } from "lucide-react";
import { Link } from "react-router";
import { useThemeName } from "../../../components/themes/theme-name";
import { Badge, buttonClasses, Card } from "../../../components/ui";
import { formatDate } from "../../../lib/format-date";
import { skillLevelLabels } from "../../../lib/i18n/labels";
import { useLocale } from "../../../lib/locale";
import { requestStatusBadge } from "../lib/status-badge";
import { EditRequestDialog } from "./edit-request-dialog";
import { VoteCount } from "./vote-count";

/** One of the user's requests: status, the team's message, votes, and edit while allowed. */
export function MyRequestItem({ request: r }: { request: ClassRequest }) {
  const themeName = useThemeName();
  const locale = useLocale();
  const { i18n } = useLingui();
  const sent = <time dateTime={r.created_at}>{formatDate(r.created_at, locale)}</time>;
  const badge = requestStatusBadge[r.status];
  return (
    <Card data-testid="my-class-request">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold text-iron-100" data-user-content="">
            {r.title}
          </h2>
          <p className="mt-1 text-sm text-iron-400">
            {themeName(r.theme)} · {i18n._(skillLevelLabels[r.skill_level])} · <Trans>sent {sent}</Trans>
          </p>
        </div>
        <Badge tone={badge.tone} data-testid="request-status">
          {i18n._(badge.label)}
        </Badge>
      </div>
      <p className="mt-3 whitespace-pre-line text-iron-300" data-user-content="">
        {r.description}
      </p>
      <p className="mt-3 text-sm text-iron-300" data-user-content="">
        {r.preferred_location} · {r.preferred_timeframe}
      </p>
      {r.merged_into ? (
        <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-iron-200">
          <GitMerge aria-hidden="true" className="size-4 text-iron-400" />
          <span>
            <Trans>
              Merged into “<span data-user-content="">{r.merged_into.title}</span>”: its votes count there now.
            </Trans>
          </span>
        </p>
      ) : null}
      {r.review_message ? (
        <div className="mt-4 rounded-md border border-iron-700 bg-iron-900 p-4">
          <p className="text-sm font-semibold text-iron-200">
            {r.reviewed_by ? (
              <Trans>
                Message from <span data-user-content="">{r.reviewed_by.name}</span>
              </Trans>
            ) : (
              <Trans>Message from the team</Trans>
            )}
          </p>
          <p className="mt-1 whitespace-pre-line text-iron-300" data-user-content="">
            {r.review_message}
          </p>
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <VoteCount votes={r.votes_count} />
        {r.status === "fulfilled" && r.fulfilled_class_url ? (
          <Link to={r.fulfilled_class_url} className={buttonClasses("primary", "sm")}>
            <Trans>See the class</Trans>
          </Link>
        ) : null}
        {r.status === "approved" ? (
          <Link to="/class-requests" className="font-semibold text-ember-400 hover:underline">
            <Trans>See it on Class requests</Trans>
          </Link>
        ) : null}
        {r.can_edit ? <EditRequestDialog request={r} /> : null}
      </div>
    </Card>
  );
}
