import type { ClassDetail } from "@guildforge/contracts";
import { applicationStatusLabels, labelFor } from "@guildforge/contracts/labels";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui";

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
  if (item.status !== "published") return null;
  if (item.my_application) {
    return (
      <p className="rounded-md bg-iron-800 p-3 text-sm text-iron-100">
        Your application: {labelFor(applicationStatusLabels, item.my_application.status)}.
      </p>
    );
  }
  const label = item.seats_left > 0 ? "Apply for a seat" : "Join the waitlist";
  if (!signedIn) {
    return (
      <Link to={`/login?redirect=${encodeURIComponent(item.url)}`} className={buttonClasses("primary", "md", "w-full")}>
        Sign in to apply
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
          ? "Online applications open soon. Until then, message the instructor from their profile to hold a seat."
          : ""}
      </p>
    </div>
  );
}
