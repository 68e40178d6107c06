import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Dialog } from "../../../components/ui";
import { type ReportAnswer, ReportForm, type ReportTarget } from "./report-form";

interface ReportDialogProps {
  conversationId: number;
  target: ReportTarget;
  otherName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The report's title and what happens to it. */
export function reportWording(target: ReportTarget, otherName: string, i18n: I18n) {
  const isMessage = "message_id" in target;
  return {
    title: isMessage ? i18n._(msg`Report this message`) : i18n._(msg`Report the conversation with ${otherName}`),
    description: isMessage
      ? i18n._(msg`Administrators read the message and the ones around it. ${otherName} is not told who reported.`)
      : i18n._(msg`Administrators read the conversation. ${otherName} is not told who reported.`),
  };
}

/**
 * Report a message or the conversation to the admins, with a reason, in a dialog (with JavaScript;
 * without it the thread shows the same form in its flow, `?report=`). Its fetcher posts to the
 * thread's action; once sent the dialog closes and the "Report sent" toast says so.
 */
export function ReportDialog({ conversationId, target, otherName, open, onOpenChange }: ReportDialogProps) {
  const fetcher = useFetcher<ReportAnswer>();
  // Sent once the action answered, while the page's loaders still run again.
  const sent = fetcher.data?.notice ? fetcher.data : null;
  useEffect(() => {
    if (sent) onOpenChange(false);
  }, [sent, onOpenChange]);
  const { i18n } = useLingui();
  const { title, description } = reportWording(target, otherName, i18n);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <ReportForm
        conversationId={conversationId}
        target={target}
        place="dialog"
        fetcher={fetcher}
        lastResult={fetcher.data?.result ?? null}
      />
    </Dialog>
  );
}
