import type { ApplicationCreated, ClassDetail } from "@guildforge/contracts";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses, Skeleton } from "../../../components/ui";
import { formatWhen } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import { useMyApplicationFor } from "../api/my-applications";
import { waitlistLine } from "../lib/application-status";
import { ApplicationStatusBadge } from "./application-status-badge";
import { ApplyDialog } from "./apply-dialog";
import { ApplyResult } from "./apply-result";
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
 * 768 px the booking bar repeats price, seats and the next step, opening the same dialog.
 */
export function ApplyPanel({ item, viewer }: { item: ApplyClass; viewer: ApplyViewer | null }) {
  const signedIn = viewer !== null;
  const { application, loading, reload } = useMyApplicationFor(item.id, signedIn && viewer.verified, item);
  const [result, setResult] = useState<ApplicationCreated | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const locale = useLocale();

  if (item.status !== "published") return null;
  const when = formatWhen(item.sessions, item.time_zone, locale);
  const bar = (action: ReactNode) => (
    <BookingBar price={item.price} seatsLeft={item.seats_left} when={when} action={action} />
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
          Sign in to apply
        </Link>
        {barLink(signInUrl, "Sign in to apply")}
      </>
    );
  }
  if (!viewer.verified) {
    return (
      <>
        <div className="space-y-2 rounded-md border border-warning-400/30 bg-warning-900 p-3 text-sm text-warning-400">
          <p>Verify your email address to apply for this class.</p>
          <Link to="/email-verification-required" className="font-semibold underline">
            Resend the verification email
          </Link>
        </div>
        {barLink("/email-verification-required", "Verify email to apply")}
      </>
    );
  }
  const manageUrl = `/manage/applications?class_id=${item.id}`;
  if (item.can_manage) {
    return (
      <>
        <Link to={manageUrl} className={buttonClasses("secondary", "md", "w-full")}>
          Manage applications
        </Link>
        {barLink(manageUrl, "Manage applications", "secondary")}
      </>
    );
  }
  if (loading) return <Skeleton className="h-11 w-full" />;
  if (application) {
    return (
      <>
        <section aria-label="Your application" className="space-y-3" data-testid="my-application">
          {result ? <ApplyResult result={result} /> : null}
          <div className="flex flex-wrap items-center gap-2 text-sm text-iron-200">
            Your application: <ApplicationStatusBadge status={application.status} />
          </div>
          {application.status === "waitlisted" ? (
            <p className="text-sm text-iron-300">
              {waitlistLine(application.waitlist_position, application.waitlist_size)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Link to="/dashboard/my-applications" className={buttonClasses("ghost", "sm")}>
              My applications
            </Link>
            {application.actions.can_withdraw ? (
              <WithdrawButton
                application={application}
                onWithdrawn={() => {
                  setResult(null);
                  void reload();
                }}
              />
            ) : null}
          </div>
        </section>
        {bar(<ApplicationStatusBadge status={application.status} />)}
      </>
    );
  }
  if (closed(item.application_deadline)) {
    return <p className="rounded-md bg-iron-800 p-3 text-sm text-iron-200">Applications for this class are closed.</p>;
  }
  const label = item.seats_left > 0 ? "Apply for a seat" : "Join the waitlist";
  return (
    <div className="space-y-2">
      <ApplyDialog
        classId={item.id}
        title={item.title}
        label={label}
        autoAccept={item.auto_accept}
        facts={item}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onApplied={(r) => {
          setResult(r);
          void reload();
        }}
      />
      {item.seats_left <= 0 ? (
        <p className="text-sm text-iron-300">The class is full: you join the waitlist in order of arrival.</p>
      ) : null}
      {bar(
        <Button onClick={() => setDialogOpen(true)} aria-haspopup="dialog">
          {label}
        </Button>,
      )}
    </div>
  );
}
