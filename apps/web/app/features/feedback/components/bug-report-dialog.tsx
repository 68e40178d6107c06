import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Dialog } from "../../../components/ui";
import { bugReportPath } from "../lib/bug-report-paths";
import { BugReportForm } from "./bug-report-form";

interface BugReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
}

/**
 * The widget's dialog: the bug report form for the page the visitor is on. Its spam token is
 * /bug-report's own (that route's loader, through a fetcher), fetched when the widget first opens;
 * after a send the router loads it again, so the next report has a fresh one (decision 510).
 */
export function BugReportDialog({ open, onOpenChange, signedIn }: BugReportDialogProps) {
  const token = useFetcher<{ feedbackToken: string }>();
  const { data, load } = token;
  useEffect(() => {
    void load(bugReportPath);
  }, [load]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      dataAttributes={{ "data-feedback-ui": "" }}
      title="Report a bug"
      description="Tell us what went wrong on this page. Its address and your browser are sent with the report."
    >
      {open ? (
        <BugReportForm
          key="form"
          id="bug-report-widget"
          signedIn={signedIn}
          feedbackToken={data?.feedbackToken ?? ""}
          pageUrl={window.location.href}
        />
      ) : null}
    </Dialog>
  );
}
