import { Trans } from "@lingui/react/macro";
import { CircleCheck, CircleX, CloudOff } from "lucide-react";
import { Avatar } from "../../../components/ui";

/** The last scan's answer, big enough to read at arm's length in a forge (green, red or amber). */
export type ShownAnswer =
  | { kind: "admitted"; name: string; avatarUrl: string | null; replayed: boolean }
  | { kind: "refused"; message: string }
  | { kind: "queued"; label: string };

export function CheckInAnswer({ answer }: { answer: ShownAnswer | null }) {
  return (
    <div aria-live="assertive" aria-atomic="true" data-testid="check-in-answer">
      {answer?.kind === "admitted" ? (
        <div className="flex items-center gap-4 rounded-xl border-2 border-success-400 bg-success-900 p-5 text-success-400">
          <Avatar url={answer.avatarUrl} className="size-16 shrink-0" />
          <div>
            <p className="flex items-center gap-2 text-2xl font-bold">
              <CircleCheck aria-hidden="true" className="size-7" />
              <Trans>Checked in</Trans>
            </p>
            <p className="text-xl font-semibold text-white" data-user-content="">
              {answer.name}
            </p>
          </div>
        </div>
      ) : answer?.kind === "refused" ? (
        <div className="flex items-start gap-4 rounded-xl border-2 border-danger-400 bg-danger-900 p-5 text-danger-300">
          <CircleX aria-hidden="true" className="size-9 shrink-0" />
          <div>
            <p className="text-2xl font-bold">
              <Trans>Not checked in</Trans>
            </p>
            <p className="text-lg text-white">{answer.message}</p>
          </div>
        </div>
      ) : answer?.kind === "queued" ? (
        <div className="flex items-start gap-4 rounded-xl border-2 border-warning-400 bg-warning-900 p-5 text-warning-400">
          <CloudOff aria-hidden="true" className="size-9 shrink-0" />
          <div>
            <p className="text-2xl font-bold">
              <Trans>Saved on this phone</Trans>
            </p>
            <p className="text-lg text-white">
              <span data-user-content="">{answer.label}</span>:{" "}
              <Trans>no signal. It is sent as soon as the phone is back online.</Trans>
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
