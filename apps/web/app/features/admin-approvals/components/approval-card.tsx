import type { UserApproval } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { ExternalLink } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { useThemeName } from "../../../components/themes/theme-name";
import { Badge, type BadgeTone, Card, FormAlert, SubmitButton } from "../../../components/ui";
import { formatDate } from "../../../lib/format-date";
import { type DecisionAnswer, decisionProblems, recordIdField, useDecisionAnswer } from "../../../lib/forms/decision";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";
import { applicableRoleLabels, roleApplicationStatusLabels } from "../../../lib/i18n/labels";
import { useLocale } from "../../../lib/locale";
import { RejectDialog } from "./reject-dialog";

const tone: Record<UserApproval["status"], BadgeTone> = { pending: "warning", approved: "success", rejected: "danger" };

/**
 * One application with everything the admin needs to decide, and the approve / reject actions:
 * forms posting to the page's action (decision 535), through a fetcher with JavaScript (the list
 * then reloads its data; the toast says what was done).
 */
export function ApprovalCard({ approval }: { approval: UserApproval }) {
  const themeName = useThemeName();
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const fetcher = useFetcher<DecisionAnswer>({ key: `approval-${approval.id}` });
  const approveAnswer = useDecisionAnswer(fetcher.data, approval.id, "approve");
  const rejectAnswer = useDecisionAnswer(fetcher.data, approval.id, "reject");
  const approving = fetcher.state !== "idle" && fetcher.formData?.get(formIntentField) === "approve";
  const problem = decisionProblems(approveAnswer.answer)[0];
  return (
    <Card data-testid="user-approval">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold break-words text-iron-100" data-user-content="">
            <Link to={`/users/${approval.user.slug}`} className="hover:text-ember-300 hover:underline">
              {approval.user.name}
            </Link>
          </h2>
          <p data-user-content="" className="text-sm break-words text-iron-300">
            {approval.user.email}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone="ember">{i18n._(applicableRoleLabels[approval.role])}</Badge>
          <Badge tone={tone[approval.status]}>{i18n._(roleApplicationStatusLabels[approval.status])}</Badge>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm">
        <div>
          <dt className="font-semibold text-iron-200">
            <Trans>Themes</Trans>
          </dt>
          <dd className="text-iron-300">{approval.themes.map((slug) => themeName(slug)).join(", ")}</dd>
        </div>
        <div>
          <dt className="font-semibold text-iron-200">
            <Trans>Experience</Trans>
          </dt>
          <dd data-user-content="" className="whitespace-pre-line text-iron-300">
            {approval.experience}
          </dd>
        </div>
        {approval.portfolio_url ? (
          <div>
            <dt className="font-semibold text-iron-200">
              <Trans>Portfolio</Trans>
            </dt>
            <dd className="min-w-0">
              <a
                href={approval.portfolio_url}
                rel="noopener noreferrer nofollow"
                target="_blank"
                className="inline-flex max-w-full items-center gap-1 break-all text-ember-400 hover:underline"
              >
                <span data-user-content="">{approval.portfolio_url}</span>
                <ExternalLink className="size-3.5" aria-label={t`(opens in a new tab)`} />
              </a>
            </dd>
          </div>
        ) : null}
        {approval.venue ? (
          <div>
            <dt className="font-semibold text-iron-200">
              <Trans>Forge</Trans>
            </dt>
            <dd data-user-content="" className="text-iron-300">
              {approval.venue.name}, {approval.venue.address}, {approval.venue.city}
              {approval.venue.equipment.length ? ` · ${approval.venue.equipment.join(", ")}` : ""}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold text-iron-200">
            <Trans>Sent</Trans>
          </dt>
          <dd className="text-iron-300">
            <time dateTime={approval.created_at}>{formatDate(approval.created_at, locale)}</time>
          </dd>
        </div>
        {approval.status !== "pending" ? (
          <div>
            <dt className="font-semibold text-iron-200">
              <Trans>Decision</Trans>
            </dt>
            <dd className="text-iron-300">
              {approval.decided_by ? <span data-user-content="">{approval.decided_by.name}</span> : null}
              {approval.decided_by && approval.decided_at ? ", " : ""}
              {approval.decided_at ? (
                <time dateTime={approval.decided_at}>{formatDate(approval.decided_at, locale)}</time>
              ) : null}
              {approval.reason ? (
                <>
                  {" · "}
                  <span data-user-content="">“{approval.reason}”</span>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {approval.status === "pending" ? (
        <div className="mt-5 space-y-3">
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          <div className="flex flex-wrap items-start gap-3">
            <fetcher.Form method="post" data-route-action="">
              <FormToken scope={`:approve-${approval.id}`} />
              <input type="hidden" name={formIntentField} value="approve" />
              <input type="hidden" name={recordIdField} value={approval.id} />
              <SubmitButton name="status" value="approved" pending={approving} pendingLabel={t`Approving…`}>
                <Trans>Approve</Trans>
              </SubmitButton>
            </fetcher.Form>
            <RejectDialog approval={approval} fetcher={fetcher} answer={rejectAnswer} />
          </div>
        </div>
      ) : null}
    </Card>
  );
}
