import type { ClassRequest } from "@guildforge/contracts";
import { useState } from "react";
import { Button, Dialog } from "../../../components/ui";
import { showToast } from "../../../lib/toast/show-toast";
import { updateClassRequest } from "../api/update-class-request";
import { RequestForm } from "./request-form";

/** Edit a request while it is under review or needs updates; a rejected one goes back to review. */
export function EditRequestDialog({ request, onSaved }: { request: ClassRequest; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const backToReview = request.status === "rejected";
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">{backToReview ? "Update and resubmit" : "Edit"}</Button>}
      title={`Edit “${request.title}”`}
      description={
        backToReview
          ? "Saving sends your request back to the team for review; it goes live for voting once approved."
          : "Your request is still under review, so changes reach the team straight away."
      }
    >
      {open ? (
        <RequestForm
          initial={request}
          submitLabel={backToReview ? "Save and send for review" : "Save changes"}
          pendingLabel="Saving…"
          onSave={async (values) => {
            await updateClassRequest(request.id, values);
            setOpen(false);
            showToast({
              type: "success",
              title: "Request updated",
              message: backToReview ? "It is back under review." : "The team sees your changes.",
            });
            onSaved();
          }}
        />
      ) : null}
    </Dialog>
  );
}
