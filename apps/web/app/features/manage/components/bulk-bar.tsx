import type { DecisionStatus } from "@guildforge/contracts";
import { Button, Checkbox } from "../../../components/ui";
import { RejectDialog } from "./reject-dialog";

/** Select all + the decision for every selected application. */
export function BulkBar({
  count,
  total,
  onSelectAll,
  busy,
  onDecide,
}: {
  count: number;
  total: number;
  onSelectAll: (all: boolean) => void;
  busy: boolean;
  onDecide: (status: DecisionStatus, note?: string) => Promise<string | null>;
}) {
  const none = count === 0;
  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-iron-700 bg-iron-900 p-3"
    >
      <Checkbox
        checked={total > 0 && count === total}
        onChange={(e) => onSelectAll(e.target.checked)}
        label={none ? "Select all" : `${count} selected`}
        disabled={total === 0}
      />
      <div className="ml-auto flex flex-wrap gap-2">
        <Button size="sm" disabled={none || busy} onClick={() => void onDecide("accepted")}>
          Accept selected
        </Button>
        <Button size="sm" variant="secondary" disabled={none || busy} onClick={() => void onDecide("waitlisted")}>
          Waitlist selected
        </Button>
        <RejectDialog
          title={`Reject ${count} ${count === 1 ? "application" : "applications"}?`}
          trigger={
            <Button size="sm" variant="ghost" disabled={none || busy}>
              Reject selected…
            </Button>
          }
          onReject={(note) => onDecide("rejected", note)}
        />
      </div>
    </section>
  );
}
