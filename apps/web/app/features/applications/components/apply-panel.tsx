import type { ApplicationCreated, ClassDetail } from "@guildforge/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses, Skeleton } from "../../../components/ui";
import { useMyApplicationFor } from "../api/my-applications";
import { waitlistLine } from "../lib/application-status";
import { ApplicationStatusBadge } from "./application-status-badge";
import { ApplyDialog } from "./apply-dialog";
import { ApplyResult } from "./apply-result";
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
>;

const closed = (deadline: string | null) => deadline !== null && new Date(deadline).getTime() <= Date.now();

/**
 * The apply flow on the class page: sign in, verify the email, then the application dialog; a
 * student who already applied sees the status (waitlist place) and can withdraw instead.
 */
export function ApplyPanel({ item, viewer }: { item: ApplyClass; viewer: ApplyViewer | null }) {
  const signedIn = viewer !== null;
  const { application, loading, reload } = useMyApplicationFor(item.id, signedIn && viewer.verified);
  const [result, setResult] = useState<ApplicationCreated | null>(null);

  if (item.status !== "published") return null;
  if (!viewer) {
    return (
      <Link to={`/login?redirect=${encodeURIComponent(item.url)}`} className={buttonClasses("primary", "md", "w-full")}>
        Sign in to apply
      </Link>
    );
  }
  if (!viewer.verified) {
    return (
      <div className="space-y-2 rounded-md border border-warning-400/30 bg-warning-900 p-3 text-sm text-warning-400">
        <p>Verify your email address to apply for this class.</p>
        <Link to="/email-verification-required" className="font-semibold underline">
          Resend the verification email
        </Link>
      </div>
    );
  }
  if (item.can_manage) {
    return (
      <Link to={`/manage/applications?class_id=${item.id}`} className={buttonClasses("secondary", "md", "w-full")}>
        Manage applications
      </Link>
    );
  }
  if (loading) return <Skeleton className="h-11 w-full" />;
  if (application) {
    return (
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
    );
  }
  if (closed(item.application_deadline)) {
    return <p className="rounded-md bg-iron-800 p-3 text-sm text-iron-200">Applications for this class are closed.</p>;
  }
  return (
    <div className="space-y-2">
      <ApplyDialog
        classId={item.id}
        title={item.title}
        label={item.seats_left > 0 ? "Apply for a seat" : "Join the waitlist"}
        autoAccept={item.auto_accept}
        facts={item}
        onApplied={(r) => {
          setResult(r);
          void reload();
        }}
      />
      {item.seats_left <= 0 ? (
        <p className="text-sm text-iron-300">The class is full: you join the waitlist in order of arrival.</p>
      ) : null}
    </div>
  );
}
