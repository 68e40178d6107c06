import type { ClassRequest } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { GitMerge } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { SpriteIcon } from "../../../components/icons/sprite";
import { useThemeName } from "../../../components/themes/theme-name";
import { Badge, buttonClasses, Card } from "../../../components/ui";
import { verificationHref } from "../../../components/verification/verify-email-notice";
import type { DecisionAnswer } from "../../../lib/forms/decision";
import { skillLevelLabels } from "../../../lib/i18n/labels";
import { excerpt } from "../lib/excerpt";
import { requestStatusBadge } from "../lib/status-badge";
import { FulfilDialog } from "./fulfil-dialog";
import { VoteButton } from "./vote-button";
import { VoteCount } from "./vote-count";

export interface Viewer {
  signedIn: boolean;
  /** Voting needs a verified email (decision 506); taking back an earlier vote does not. */
  verified: boolean;
  /** Instructors and admins may link a published class to an approved request. */
  canFulfil: boolean;
}

interface RequestCardProps {
  request: ClassRequest;
  viewer: Viewer;
  /** Where "Sign in to vote" comes back to. */
  returnTo: string;
  onChanged: () => void;
}

/** One request on /class-requests: what, who, where, when, votes and the viewer's vote. */
export function RequestCard({ request: r, viewer, returnTo, onChanged }: RequestCardProps) {
  const themeName = useThemeName();
  const { t, i18n } = useLingui();
  const headingId = `request-${r.id}-title`;
  const showStatus = r.status !== "approved";
  const fetcher = useFetcher<DecisionAnswer>({ key: `class-request-${r.id}` });
  return (
    <Card id={`request-${r.id}`} className="flex h-full scroll-mt-20 flex-col" data-testid="class-request">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="ember">{themeName(r.theme)}</Badge>
        <Badge>{i18n._(skillLevelLabels[r.skill_level])}</Badge>
        {showStatus ? (
          <Badge tone={requestStatusBadge[r.status].tone}>{i18n._(requestStatusBadge[r.status].label)}</Badge>
        ) : null}
      </div>
      <h2 id={headingId} className="mt-3 text-xl font-semibold text-iron-100" data-user-content="">
        {r.title}
      </h2>
      <p className="mt-1 text-sm text-iron-400">
        <Trans>
          Requested by <span data-user-content="">{r.requester.name}</span>
        </Trans>
      </p>
      <p className="mt-3 text-iron-300" data-user-content="">
        {excerpt(r.description)}
      </p>
      <ul className="mt-4 space-y-1.5 text-sm text-iron-300">
        <li className="flex items-center gap-2">
          <SpriteIcon name="map-pin" className="size-4 shrink-0 text-iron-400" />
          <span className="sr-only">
            <Trans>Preferred location:</Trans>{" "}
          </span>
          <span data-user-content="">{r.preferred_location}</span>
        </li>
        <li className="flex items-center gap-2">
          <SpriteIcon name="calendar-days" className="size-4 shrink-0 text-iron-400" />
          <span className="sr-only">
            <Trans>Preferred time:</Trans>{" "}
          </span>
          <span data-user-content="">{r.preferred_timeframe}</span>
        </li>
      </ul>
      {r.merged_into ? (
        <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-iron-200">
          <GitMerge aria-hidden="true" className="size-4 text-iron-400" />
          <span>
            <Trans>
              Merged into “<span data-user-content="">{r.merged_into.title}</span>”
            </Trans>
          </span>
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
        {r.status === "approved" && viewer.signedIn && (viewer.verified || r.has_voted) ? (
          <VoteButton id={r.id} title={r.title} votes={r.votes_count} voted={r.has_voted} returnTo={returnTo} />
        ) : (
          <VoteCount votes={r.votes_count} />
        )}
        {r.status === "approved" && viewer.signedIn && !viewer.verified && !r.has_voted ? (
          <Link to={verificationHref(returnTo)} className="font-semibold text-ember-400 hover:underline">
            <Trans>Verify your email to vote</Trans>
          </Link>
        ) : null}
        {r.status === "approved" && !viewer.signedIn ? (
          <Link
            to={`/login?${new URLSearchParams({ redirect: returnTo })}`}
            className="font-semibold text-ember-400 hover:underline"
          >
            <Trans>Sign in to vote</Trans>
          </Link>
        ) : null}
        {r.status === "fulfilled" && r.fulfilled_class_url ? (
          <Link to={r.fulfilled_class_url} className={buttonClasses("secondary", "sm")}>
            <Trans>See the class</Trans>
          </Link>
        ) : null}
        {r.status === "approved" && viewer.canFulfil ? (
          <FulfilDialog
            id={r.id}
            requestTitle={r.title}
            label={t`Fulfill with a class…`}
            variant="ghost"
            fetcher={fetcher}
            onDone={onChanged}
          />
        ) : null}
      </div>
    </Card>
  );
}
