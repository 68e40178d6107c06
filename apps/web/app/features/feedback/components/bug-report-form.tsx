import type { SubmissionResult } from "@conform-to/react";
import { type Annotation, screenshotContentType, screenshotFileName } from "@guildforge/contracts";
import { useLingui as useLinguiCore } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Camera, LoaderCircle, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button, Field, FormAlert, Input, SubmitButton, Textarea } from "../../../components/ui";
import { sayFormError } from "../../../lib/forms/api-error-reply";
import { ContractForm, useContractForm } from "../../../lib/forms/contract-form";
import { bugReportFormSchema, bugReportSent } from "../lib/bug-report-form-schema";
import { bugReportPath } from "../lib/bug-report-paths";
import { capturePage, preloadCapture } from "../lib/capture-page";
import { exportScreenshot } from "../lib/export-screenshot";
import { FeedbackTokenField } from "./feedback-token-field";
import { Honeypot } from "./honeypot";
import { ScreenshotEditor } from "./screenshot-editor";

/** What /bug-report's action (or its client action) answers the form. */
type BugReportAnswer = { result?: SubmissionResult<string[]> | null; sent?: true };

interface BugReportFormProps {
  /** The form's id: one on /bug-report, another in the widget's dialog (both can be on that page). */
  id: string;
  signedIn: boolean;
  /** The page's signed spam token (decisions 312, 510). */
  feedbackToken: string;
  /** The address of the page the report is about. */
  pageUrl: string;
  /** Without JavaScript, the page's action answer (a refusal: errors and what was typed). */
  lastResult?: SubmissionResult<string[]> | null;
}

/**
 * The bug report (widget and /bug-report): what went wrong, an optional email for signed-out
 * visitors, and, with JavaScript, an optional screenshot of this page with the editor. It posts to
 * /bug-report's action (decision 535), so the text is sent without JavaScript too; the page's
 * address goes with it, and the browser and viewport when the script can tell. With JavaScript
 * the form sends through a fetcher and says thanks in place; a screenshot goes with it from the
 * route's client action (lib/bug-report-client-action.ts).
 */
export function BugReportForm({ id, signedIn, feedbackToken, pageUrl, lastResult }: BugReportFormProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const fetcher = useFetcher<BugReportAnswer>();
  const [shot, setShot] = useState<HTMLCanvasElement | null>(null);
  const [rects, setRects] = useState<Annotation[]>([]);
  const [capturing, setCapturing] = useState(false);
  const [captureError, setCaptureError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [withEmail, setWithEmail] = useState(false);
  useEffect(preloadCapture, []);

  /** What only the script knows (the viewport, the edited screenshot), then the fetcher's send. */
  const send = async (formData: FormData) => {
    formData.set("user_agent", navigator.userAgent);
    formData.set("viewport", `${window.innerWidth}x${window.innerHeight}`);
    setWithEmail(signedIn || Boolean(formData.get("email")));
    if (shot) {
      setExporting(true);
      try {
        const png = await exportScreenshot(shot, rects);
        formData.set("annotations", JSON.stringify(rects));
        formData.set("screenshot", new File([png], screenshotFileName, { type: screenshotContentType }));
      } catch {
        setCaptureError(t`The screenshot could not be prepared. Remove it to send the report without one.`);
        return;
      } finally {
        setExporting(false);
      }
    }
    await fetcher.submit(formData, {
      method: "post",
      action: bugReportPath,
      encType: shot ? "multipart/form-data" : "application/x-www-form-urlencoded",
    });
  };

  const [form, fields] = useContractForm(bugReportFormSchema, {
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      void send(formData);
    },
  });
  const pending = exporting || fetcher.state !== "idle";
  const { description, email } = fields;
  // The script's refusal leaves the form's own texts to be worded here, in the page's language.
  const problem =
    sayFormError((text) => i18n._(text), form.errors?.[0]) ??
    fields.form_token?.errors?.[0] ??
    fields.website?.errors?.[0] ??
    fields.page_url?.errors?.[0] ??
    fields.user_agent?.errors?.[0] ??
    fields.viewport?.errors?.[0];
  const fieldsRefused = [description, email].some((f) => f?.errors?.length);

  const capture = async () => {
    setCapturing(true);
    setCaptureError(null);
    try {
      // Let the progress state paint first: cloning the page keeps the main thread busy.
      await nextPaint();
      setShot(await capturePage());
      setRects([]);
    } catch {
      setCaptureError(t`The screenshot could not be taken in this browser. You can send the report without one.`);
    } finally {
      setCapturing(false);
    }
  };

  if (fetcher.data?.sent) {
    return (
      <FormAlert tone="success">
        {i18n._(bugReportSent)} {withEmail ? t`We will write if we need more detail.` : ""}
      </FormAlert>
    );
  }

  return (
    <ContractForm form={form} fetcher={fetcher} action={bugReportPath} className="relative space-y-5">
      {problem ? (
        <FormAlert>{problem}</FormAlert>
      ) : fieldsRefused ? (
        <FormAlert>
          <Trans>Some fields need attention: see the messages below each.</Trans>
        </FormAlert>
      ) : null}
      <FeedbackTokenField fresh={feedbackToken} field={fields.form_token} />
      {/* After a refusal the page comes back without `?from=`: the address sent stays. */}
      <input type="hidden" name="page_url" value={(fields.page_url?.initialValue as string | undefined) || pageUrl} />
      <Field
        label={t`What went wrong?`}
        hint={t`What you did, what you expected, and what happened instead.`}
        error={description?.errors?.[0]}
        required
      >
        <Textarea
          name="description"
          key={description?.key}
          defaultValue={description?.initialValue as string | undefined}
          rows={5}
          maxLength={5000}
        />
      </Field>
      {signedIn ? null : (
        <Field label={t`Your email (optional)`} hint={t`Only if you would like an answer.`} error={email?.errors?.[0]}>
          <Input
            type="email"
            autoComplete="email"
            name="email"
            key={email?.key}
            defaultValue={email?.initialValue as string | undefined}
          />
        </Field>
      )}
      <div className="space-y-3">
        {shot ? (
          <>
            <ScreenshotEditor source={shot} onChange={setRects} />
            <Button type="button" variant="ghost" size="sm" onClick={() => setShot(null)}>
              <Trash2 aria-hidden="true" /> <Trans>Remove screenshot</Trans>
            </Button>
          </>
        ) : (
          <Button
            type="button"
            variant="secondary"
            onClick={capture}
            disabled={capturing}
            aria-busy={capturing || undefined}
          >
            {capturing ? (
              <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <Camera aria-hidden="true" />
            )}{" "}
            {capturing ? t`Taking screenshot…` : t`Add a screenshot of this page`}
          </Button>
        )}
        {/* Always in the page, so a screen reader announces the progress when it starts (decision 524). */}
        <div role="status" data-testid="capture-progress">
          {capturing ? (
            <div className="flex items-start gap-3 rounded-md border border-ember-400/40 bg-iron-900 px-4 py-3 text-iron-100">
              <LoaderCircle
                className="mt-0.5 size-5 shrink-0 text-ember-300 motion-safe:animate-spin"
                aria-hidden="true"
              />
              <div className="space-y-1.5">
                <p className="font-semibold">
                  <Trans>Taking a screenshot of the page…</Trans>
                </p>
                <p className="text-sm text-iron-300">
                  <Trans>
                    This takes a few seconds. What you typed stays here; map tiles and images from other sites show as
                    plain boxes.
                  </Trans>
                </p>
                <span
                  className="block h-1.5 w-40 max-w-full overflow-hidden rounded-full bg-iron-700"
                  aria-hidden="true"
                >
                  <span className="block h-full w-1/3 rounded-full bg-ember-400 motion-safe:animate-[capture-busy_1.2s_ease-in-out_infinite]" />
                </span>
              </div>
            </div>
          ) : null}
        </div>
        {captureError ? <FormAlert tone="info">{captureError}</FormAlert> : null}
      </div>
      <Honeypot />
      <SubmitButton pending={pending} pendingLabel={t`Sending...`}>
        <Trans>Send report</Trans>
      </SubmitButton>
    </ContractForm>
  );
}

/** Resolves after the browser has painted the current state (two animation frames). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
