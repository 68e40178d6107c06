import type { DecisionStatus } from "@guildforge/contracts";
import { useState } from "react";
import { isApiError } from "../../../lib/api";
import { showToast } from "../../../lib/toast/show-toast";
import { decideApplication } from "../api/decide";
import { decideApplications } from "../api/decide-many";

const verb: Record<DecisionStatus, string> = { accepted: "accepted", rejected: "rejected", waitlisted: "waitlisted" };
const messageOf = (error: unknown) =>
  isApiError(error) && error.message ? error.message : "The decision was not saved. Try again.";

/**
 * Single and bulk decisions with a toast each; `onDone` refreshes the list. Each returns the
 * failure message (null on success) so a dialog can keep it on screen.
 */
export function useDecisions(onDone: () => void) {
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<string | null>): Promise<string | null> {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
      onDone();
    }
  }

  const decideOne = (id: number, name: string, status: DecisionStatus, note?: string) =>
    run(async () => {
      try {
        await decideApplication(id, { status, ...(note ? { note } : {}) });
        showToast({ type: "success", title: `${name}: ${verb[status]}`, message: "The student has been notified." });
        return null;
      } catch (error) {
        const message = messageOf(error);
        showToast({ type: "error", title: "Not saved", message });
        return message;
      }
    });

  const decideMany = (ids: number[], status: DecisionStatus, note?: string) =>
    run(async () => {
      try {
        const { decided, failed } = await decideApplications({ ids, status, ...(note ? { note } : {}) });
        if (decided.length) {
          showToast({
            type: "success",
            title: `${decided.length} ${decided.length === 1 ? "application" : "applications"} ${verb[status]}`,
            message: "The students have been notified.",
          });
        }
        if (failed.length) {
          const message = failed.map((f) => `#${f.id}: ${f.message}`).join(" ");
          showToast({ type: "warning", title: `${failed.length} not changed`, message });
          return message;
        }
        return null;
      } catch (error) {
        const message = messageOf(error);
        showToast({ type: "error", title: "Not saved", message });
        return message;
      }
    });

  return { busy, decideOne, decideMany };
}
