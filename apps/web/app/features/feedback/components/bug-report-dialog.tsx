import { type Messages, setupI18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { I18nProvider, useLingui } from "@lingui/react";
import { useEffect, useMemo } from "react";
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
  const token = useFetcher<{ feedbackToken: string; messages?: { feedback?: Messages; forms?: Messages } }>();
  const { data, load } = token;
  useEffect(() => {
    void load(bugReportPath);
  }, [load]);
  // The page's messages plus the feedback and forms catalogs, which come with /bug-report's loader data.
  const { i18n: page } = useLingui();
  const feedback = data?.messages?.feedback;
  const forms = data?.messages?.forms;
  const i18n = useMemo(
    () =>
      setupI18n({
        locale: page.locale,
        messages: { [page.locale]: { ...page.messages, ...forms, ...feedback } },
      }),
    [page, forms, feedback],
  );
  return (
    <I18nProvider i18n={i18n}>
      <BugReportDialogFrame open={open} onOpenChange={onOpenChange} signedIn={signedIn} token={data?.feedbackToken} />
    </I18nProvider>
  );
}

function BugReportDialogFrame({ open, onOpenChange, signedIn, token }: BugReportDialogProps & { token?: string }) {
  const { i18n } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      dataAttributes={{ "data-feedback-ui": "" }}
      title={i18n._(msg`Report a bug`)}
      description={i18n._(
        msg`Tell us what went wrong on this page. Its address and your browser are sent with the report.`,
      )}
    >
      {open ? (
        <BugReportForm
          key="form"
          id="bug-report-widget"
          signedIn={signedIn}
          feedbackToken={token ?? ""}
          pageUrl={window.location.href}
        />
      ) : null}
    </Dialog>
  );
}
