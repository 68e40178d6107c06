import type { Annotation } from "@guildforge/contracts";
import { Camera, LoaderCircle, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, Field, FormAlert, Input, SubmitButton, Textarea } from "../../../components/ui";
import { sendBugReport } from "../api/send-bug-report";
import { useFeedbackForm } from "../hooks/use-feedback-form";
import { capturePage, preloadCapture } from "../lib/capture-page";
import { exportScreenshot } from "../lib/export-screenshot";
import { Honeypot } from "./honeypot";
import { ScreenshotEditor } from "./screenshot-editor";

interface BugReportFormProps {
  signedIn: boolean;
  /** Called after the report was accepted. */
  onSent?: () => void;
}

/**
 * The bug report (widget and /bug-report): what went wrong, an optional email for signed-out
 * visitors, and an optional screenshot of this page with the editor. The page address, browser
 * and viewport are attached automatically.
 */
export function BugReportForm({ signedIn, onSent }: BugReportFormProps) {
  const { pending, errors, formError, submit } = useFeedbackForm();
  const [description, setDescription] = useState("");
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [shot, setShot] = useState<HTMLCanvasElement | null>(null);
  const [rects, setRects] = useState<Annotation[]>([]);
  const [capturing, setCapturing] = useState(false);
  const [captureError, setCaptureError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  useEffect(preloadCapture, []);

  const capture = async () => {
    setCapturing(true);
    setCaptureError(null);
    try {
      // Let the progress state paint first: cloning the page keeps the main thread busy.
      await nextPaint();
      setShot(await capturePage());
      setRects([]);
    } catch {
      setCaptureError("The screenshot could not be taken in this browser. You can send the report without one.");
    } finally {
      setCapturing(false);
    }
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await submit(async (formToken) =>
      sendBugReport({
        description,
        email: signedIn ? undefined : email.trim() || undefined,
        formToken,
        honeypot,
        screenshot: shot ? { png: await exportScreenshot(shot, rects), annotations: rects } : undefined,
      }),
    );
    if (ok) {
      setSent(true);
      onSent?.();
    }
  };

  if (sent) {
    return (
      <FormAlert tone="success">
        Thank you: your report reached the team. {signedIn || email ? "We will write if we need more detail." : ""}
      </FormAlert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Field
        label="What went wrong?"
        hint="What you did, what you expected, and what happened instead."
        error={errors.description}
        required
      >
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={5} maxLength={5000} />
      </Field>
      {signedIn ? null : (
        <Field label="Your email (optional)" hint="Only if you would like an answer." error={errors.email}>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
      )}
      <div className="space-y-3">
        {shot ? (
          <>
            <ScreenshotEditor source={shot} onChange={setRects} />
            <Button type="button" variant="ghost" size="sm" onClick={() => setShot(null)}>
              <Trash2 aria-hidden="true" /> Remove screenshot
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
            {capturing ? "Taking screenshot…" : "Add a screenshot of this page"}
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
                <p className="font-semibold">Taking a screenshot of the page…</p>
                <p className="text-sm text-iron-300">
                  This takes a few seconds. What you typed stays here; map tiles and images from other sites show as
                  plain boxes.
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
        {errors.screenshot || errors.annotations ? (
          <FormAlert>{errors.screenshot ?? errors.annotations}</FormAlert>
        ) : null}
      </div>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <SubmitButton pending={pending} pendingLabel="Sending...">
        Send report
      </SubmitButton>
    </form>
  );
}

/** Resolves after the browser has painted the current state (two animation frames). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
