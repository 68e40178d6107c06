import { Dialog } from "../../../components/ui";
import { BugReportForm } from "./bug-report-form";

interface BugReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
}

/** The widget's dialog: the bug report form for the page the visitor is on. */
export function BugReportDialog({ open, onOpenChange, signedIn }: BugReportDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      dataAttributes={{ "data-feedback-ui": "" }}
      title="Report a bug"
      description="Tell us what went wrong on this page. Its address and your browser are sent with the report."
    >
      {open ? <BugReportForm key="form" signedIn={signedIn} /> : null}
    </Dialog>
  );
}
