import type { SubmissionResult } from "@conform-to/react";
import type { ClassDetail, MyApplication } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { Link, useActionData, useSearchParams } from "react-router";
import { SessionWhen } from "../../../components/time/session-when";
import { buttonClasses, SubmitButton } from "../../../components/ui";
import { usePrice } from "../../../lib/format-price";
import { useFormPending } from "../../../lib/forms/contract-form-element";
import { DialogOpener } from "../../../lib/forms/dialog-opener";
import { waitlistLine } from "../lib/application-status";
import { ApplicationStatusBadge } from "./application-status-badge";
import { ApplyDialog, applyDescription } from "./apply-dialog";
import { ApplyForm } from "./apply-form";
import { BookingBar } from "./booking-bar";
import { WithdrawButton } from "./withdraw-button";

export interface ApplyViewer {
  verified: boolean;
}

type ApplyClass = Pick<
  ClassDetail,
  | "id"
  | "url"
  | "title"
  | "status"
  | "seats_left"
  | "price_cents"
  | "currency"
  | "auto_accept"
  | "application_deadline"
  | "min_age"
  | "safety_version"
  | "safety_requirements"
  | "can_manage"
  | "price"
  | "sessions"
  | "time_zone"
>;

const closed = (deadline: string | null) => deadline !== null && new Date(deadline).getTime() <= Date.now();

/**
 * The apply flow on the class page: sign in, verify the email, then the application dialog; a
 * student who already applied sees the status (waitlist place) and can withdraw instead. Below
 * 768 px the booking bar repeats price, seats and the next step, opening the same dialog. The
 * viewer's application comes with the page (its loader); what an apply or withdrawal came to is
 * the flash message of the action's redirect (decision 535). Without JavaScript the apply button
 * asks for the page with `?apply=1`, which shows the form in the panel.
 */
export function ApplyPanel({
  item,
  viewer,
  application,
}: {
  item: ApplyClass;
  viewer: ApplyViewer | null;
  application: MyApplication | null;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [search] = useSearchParams();
  const actionData = useActionData() as { intent?: string; result?: SubmissionResult<string[]> | null } | undefined;
  const pending = useFormPending();
  const { t, i18n } = useLingui();
  const price = usePrice();

  if (item.status !== "published") return null;
  const when = <SessionWhen sessions={item.sessions} zone={item.time_zone} />;
  const bar = (action: ReactNode) => (
    <BookingBar price={price(item)} seatsLeft={item.seats_left} when={when} action={action} />
  );
  const barLink = (to: string, label: string, variant: "primary" | "secondary" = "primary") =>
    bar(
      <Link to={to} className={buttonClasses(variant, "md")}>
        {label}
      </Link>,
    );
  const signInUrl = `/login?redirect=${encodeURIComponent(item.url)}`;

  if (!viewer) {
    return (
      <>
        <Link to={signInUrl} className={buttonClasses("primary", "md", "w-full")}>
          <Trans>Sign in to apply</Trans>
        </Link>
        {barLink(signInUrl, t`Sign in to apply`)}
      </>
    );
  }
  if (!viewer.verified) {
    return (
      <>
        <div className="space-y-2 rounded-md border border-warning-400/30 bg-warning-900 p-3 text-sm text-warning-400">
          <p>
            <Trans>Verify your email address to apply for this class.</Trans>
          </p>
          <Link to="/email-verification-required" className="font-semibold underline">
            <Trans>Resend the verification email</Trans>
          </Link>
        </div>
        {barLink("/email-verification-required", t`Verify email to apply`)}
      </>
    );
  }
  const manageUrl = `/manage/applications?class_id=${item.id}`;
  if (item.can_manage) {
    return (
      <>
        <Link to={manageUrl} className={buttonClasses("secondary", "md", "w-full")}>
          <Trans>Manage applications</Trans>
        </Link>
        {barLink(manageUrl, t`Manage applications`, "secondary")}
      </>
    );
  }
  if (application) {
    return (
      <>
        <section aria-label={t`Your application`} className="space-y-3" data-testid="my-application">
          <div className="flex flex-wrap items-center gap-2 text-sm text-iron-200">
            <Trans>
              Your application: <ApplicationStatusBadge status={application.status} />
            </Trans>
          </div>
          {application.status === "waitlisted" ? (
            <p className="text-sm text-iron-300">
              {waitlistLine(i18n, application.waitlist_position, application.waitlist_size)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Link to="/dashboard/my-applications" className={buttonClasses("ghost", "sm")}>
              <Trans>My applications</Trans>
            </Link>
            {application.actions.can_withdraw ? <WithdrawButton application={application} /> : null}
          </div>
        </section>
        {bar(<ApplicationStatusBadge status={application.status} />)}
      </>
    );
  }
  if (closed(item.application_deadline)) {
    return (
      <p className="rounded-md bg-iron-800 p-3 text-sm text-iron-200">
        <Trans>Applications for this class are closed.</Trans>
      </p>
    );
  }
  const label = item.seats_left > 0 ? t`Apply for a seat` : t`Join the waitlist`;
  const refused = actionData?.intent === "apply" ? actionData.result : undefined;
  const classTitle = item.title;
  if (search.get("apply") === "1" || refused) {
    // Without JavaScript (or a link to it): the form in the page's flow, posting to its action.
    return (
      <section id="apply" aria-labelledby="apply-title" className="space-y-4">
        <h2 id="apply-title" className="font-display text-2xl font-semibold text-iron-100">
          <Trans>
            Apply: <span data-user-content="">{classTitle}</span>
          </Trans>
        </h2>
        <p className="text-sm text-iron-300">{applyDescription(i18n, item.auto_accept)}</p>
        {item.seats_left <= 0 ? (
          <p className="text-sm text-iron-300">
            <Trans>The class is full: you join the waitlist in order of arrival.</Trans>
          </p>
        ) : null}
        <ApplyForm
          formId={`apply-${item.id}`}
          facts={item}
          lastResult={refused}
          footer={
            <div className="flex flex-wrap justify-end gap-3">
              <Link to={item.url} className={buttonClasses("ghost", "md")}>
                <Trans>Cancel</Trans>
              </Link>
              <SubmitButton pending={pending} pendingLabel={t`Sending…`}>
                <Trans>Send application</Trans>
              </SubmitButton>
            </div>
          }
        />
      </section>
    );
  }
  const opener = (className?: string) => (
    <DialogOpener name="apply" value="1" anchor="apply" className={className} onOpen={() => setDialogOpen(true)}>
      {label}
    </DialogOpener>
  );
  return (
    <div className="space-y-2" id="apply">
      {opener("w-full")}
      <ApplyDialog
        classId={item.id}
        title={item.title}
        autoAccept={item.auto_accept}
        facts={item}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
      />
      {item.seats_left <= 0 ? (
        <p className="text-sm text-iron-300">
          <Trans>The class is full: you join the waitlist in order of arrival.</Trans>
        </p>
      ) : null}
      {bar(opener())}
    </div>
  );
}
