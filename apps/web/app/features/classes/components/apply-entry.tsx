import type { ClassDetail } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui";
import { applicationStatusLabels, labelFor } from "../../../lib/i18n/labels";

/**
 * The "Apply" entry point. Signed-out visitors sign in first; signed-in students are told that
 * applications open soon (the applications feature replaces this with the form).
 */
export function ApplyEntry({
  item,
  signedIn,
}: {
  item: Omit<ClassDetail, "related" | "description">;
  signedIn: boolean;
}) {
  const [explained, setExplained] = useState(false);
  const { t, i18n } = useLingui();
  if (item.status !== "published") return null;
  if (item.my_application) {
    return (
      <p className="rounded-md bg-iron-800 p-3 text-sm text-iron-100">
        <Trans>Your application: {labelFor(i18n, applicationStatusLabels, item.my_application.status)}.</Trans>
      </p>
    );
  }
  const label = item.seats_left > 0 ? t`Apply for a seat` : t`Join the waitlist`;
  if (!signedIn) {
    return (
      <Link to={`/login?redirect=${encodeURIComponent(item.url)}`} className={buttonClasses("primary", "md", "w-full")}>
        <Trans>Sign in to apply</Trans>
      </Link>
    );
  }
  return (
    <div className="space-y-2">
      <Button
        className="w-full"
        onClick={() => setExplained(true)}
        aria-expanded={explained}
        aria-controls="apply-note"
      >
        {label}
      </Button>
      <p id="apply-note" aria-live="polite" className="text-sm text-iron-300">
        {explained
          ? t`Online applications open soon. Until then, message the instructor from their profile to hold a seat.`
          : ""}
      </p>
    </div>
  );
}
