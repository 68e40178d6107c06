import type { ClassRequest } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button, Dialog } from "../../../components/ui";
import { showToast } from "../../../lib/toast/show-toast";
import { RequestForm } from "./request-form";

type UpdateAnswer = { id: number | null; saved: boolean; result: Parameters<typeof RequestForm>[0]["lastResult"] };

/**
 * Edit a request while it is under review or needs updates; a rejected one goes back to review.
 * The form posts to /profile/my-requests' action through a fetcher (the page stays; it reloads
 * its data after the action), and the dialog closes once the change is saved.
 */
export function EditRequestDialog({ request }: { request: ClassRequest }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<UpdateAnswer>();
  const { t } = useLingui();
  const backToReview = request.status === "rejected";
  const answer = fetcher.data?.id === request.id ? fetcher.data : undefined;
  useEffect(() => {
    if (fetcher.state !== "idle" || !answer?.saved) return;
    setOpen(false);
    showToast({
      type: "success",
      title: t`Request updated`,
      message: backToReview ? t`It is back under review.` : t`The team sees your changes.`,
    });
  }, [fetcher.state, answer, backToReview, t]);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">{backToReview ? t`Update and resubmit` : t`Edit`}</Button>}
      title={
        <Trans>
          Edit “<span data-user-content="">{request.title}</span>”
        </Trans>
      }
      description={
        backToReview
          ? t`Saving sends your request back to the team for review; it goes live for voting once approved.`
          : t`Your request is still under review, so changes reach the team straight away.`
      }
    >
      {open ? (
        <RequestForm
          id={`edit-request-${request.id}`}
          initial={request}
          fetcher={fetcher}
          lastResult={answer?.saved ? null : answer?.result}
          pending={fetcher.state !== "idle"}
          hidden={<input type="hidden" name="id" value={request.id} />}
          submitLabel={backToReview ? t`Save and send for review` : t`Save changes`}
          pendingLabel={t`Saving…`}
        />
      ) : null}
    </Dialog>
  );
}
