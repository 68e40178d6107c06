import type { AdminClassRequest } from "@guildforge/contracts";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { useThemeName } from "../../../../components/themes/theme-name";
import { Badge, Card } from "../../../../components/ui";
import { formatDate } from "../../../../lib/format-date";
import type { DecisionAnswer } from "../../../../lib/forms/decision";
import { skillLevelLabels } from "../../../../lib/i18n/labels";
import { useLocale } from "../../../../lib/locale";
import { requestStatusBadge } from "../../lib/status-badge";
import { FulfilDialog } from "../fulfil-dialog";
import { MergeDialog } from "./merge-dialog";
import { ReviewDialog } from "./review-dialog";

/** One request in the admin queue: details, similar requests (duplicates?) and the actions its status allows. */
export function QueueItem({ request: r }: { request: AdminClassRequest }) {
  const themeName = useThemeName();
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const sent = <time dateTime={r.created_at}>{formatDate(r.created_at, locale)}</time>;
  const fetcher = useFetcher<DecisionAnswer>({ key: `class-request-${r.id}` });
  const badge = requestStatusBadge[r.status];
  const merged = r.merged_into_id !== null;
  const similar = r.similar.filter((s) => s.id !== r.id);
  return (
    <Card data-testid="admin-class-request">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-iron-400">#{r.id}</p>
          <h2 className="text-xl font-semibold text-iron-100" data-user-content="">
            {r.title}
          </h2>
          <p className="mt-1 text-sm break-words text-iron-300">
            <span data-user-content="">
              {r.requester.name} · {r.requester.email}
            </span>{" "}
            · <Trans>sent {sent}</Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone="ember">{themeName(r.theme)}</Badge>
          <Badge tone={badge.tone}>{i18n._(badge.label)}</Badge>
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line text-iron-300" data-user-content="">
        {r.description}
      </p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="font-semibold text-iron-200">
            <Trans>Where</Trans>
          </dt>
          <dd className="text-iron-300" data-user-content="">
            {r.preferred_location}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-iron-200">
            <Trans>When</Trans>
          </dt>
          <dd className="text-iron-300" data-user-content="">
            {r.preferred_timeframe}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-iron-200">
            <Trans>Level</Trans>
          </dt>
          <dd className="text-iron-300">{i18n._(skillLevelLabels[r.skill_level])}</dd>
        </div>
        <div>
          <dt className="font-semibold text-iron-200">
            <Trans>Votes</Trans>
          </dt>
          <dd className="text-iron-300">{r.votes_count}</dd>
        </div>
      </dl>
      {r.review_message ? (
        <p className="mt-4 text-sm text-iron-300">
          <span className="font-semibold text-iron-200">
            {r.reviewed_by ? (
              <Trans>
                Last message (<span data-user-content="">{r.reviewed_by.name}</span>):
              </Trans>
            ) : (
              <Trans>Last message:</Trans>
            )}
          </span>{" "}
          <span data-user-content="">{r.review_message}</span>
        </p>
      ) : null}
      {merged && r.merged_into ? (
        <p className="mt-4 text-sm font-semibold text-iron-200">
          <Trans>
            Merged into #{r.merged_into.id} “<span data-user-content="">{r.merged_into.title}</span>”
          </Trans>
        </p>
      ) : null}
      <div className="mt-4">
        <h3 className="text-sm font-semibold text-iron-200">
          <Trans>Similar requests</Trans>
        </h3>
        {similar.length ? (
          <ul className="mt-1 space-y-1 text-sm text-iron-300">
            {similar.map((s) => (
              <li key={s.id}>
                #{s.id} <span data-user-content="">{s.title}</span> · {i18n._(requestStatusBadge[s.status].label)} ·{" "}
                <Plural value={s.votes_count} one="# vote" other="# votes" />
                {s.merged_into_id ? ` · ${t`merged into #${s.merged_into_id}`}` : ""}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-iron-400">
            <Trans>None found.</Trans>
          </p>
        )}
      </div>
      {merged || r.status === "fulfilled" ? null : (
        <div className="mt-5 flex flex-wrap items-start gap-3">
          {r.status !== "approved" ? (
            <ReviewDialog id={r.id} requestTitle={r.title} status="approved" fetcher={fetcher} />
          ) : null}
          {r.status !== "rejected" ? (
            <ReviewDialog id={r.id} requestTitle={r.title} status="rejected" fetcher={fetcher} />
          ) : null}
          {r.status !== "in_review" ? (
            <ReviewDialog id={r.id} requestTitle={r.title} status="in_review" fetcher={fetcher} />
          ) : null}
          {r.status === "approved" ? (
            <FulfilDialog id={r.id} requestTitle={r.title} label={t`Fulfill…`} fetcher={fetcher} />
          ) : null}
          <MergeDialog id={r.id} requestTitle={r.title} similar={similar} fetcher={fetcher} />
        </div>
      )}
    </Card>
  );
}
