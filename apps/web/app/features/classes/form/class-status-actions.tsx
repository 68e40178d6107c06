import { type ClassDetail, cancelClassSchema, issueMessage } from "@guildforge/contracts";
import { classStatusLabels, labelFor } from "@guildforge/contracts/labels";
import { Eye, Megaphone, XCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge, Button, buttonClasses, Card, Dialog, Field, FormAlert, Textarea } from "../../../components/ui";
import { VerifyEmailNotice } from "../../../components/verification/verify-email-notice";
import { isApiError, showInline } from "../../../lib/api";
import { isVerificationRefusal } from "../../../lib/api/verification-refusal";
import { formatSession } from "../../../lib/format-date";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";
import { useLocale } from "../../../lib/locale";
import { useHydrated } from "../../../lib/use-hydrated";
import { cancelClass } from "../api/cancel-class";
import { publishClass } from "../api/publish-class";
import { ageLimitLabel } from "../lib/age-limit";

/** The edit route action's answer to a status form sent without JavaScript. */
export interface StatusAnswer {
  intent: "publish" | "cancel";
  error?: Record<string, string[] | null> | null;
  initialValue?: Record<string, unknown> | null;
}

/**
 * Status with what can happen next: preview then publish (draft), cancel with a reason (published).
 * With JavaScript they are dialogs calling the API (with the client's retry of a lost answer);
 * without it (and until it has arrived), plain forms posting `_intent=publish` / `_intent=cancel`
 * to the edit route's action (decision 535), which redirects back here with the news.
 */
export function ClassStatusActions({
  item,
  onChanged,
  answer,
}: {
  item: ClassDetail;
  onChanged: (c: ClassDetail) => void;
  answer?: StatusAnswer | null;
}) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Publishing needs a verified email (decision 212); the page is behind the verified guard, so
  // this is an account that changed since the page loaded.
  const [unverified, setUnverified] = useState(false);

  const run = async (action: () => Promise<ClassDetail>, close: () => void) => {
    setBusy(true);
    setError(null);
    setUnverified(false);
    try {
      onChanged(await action());
      close();
    } catch (e) {
      showInline(e); // shown in the form, so not toasted as well
      if (isVerificationRefusal(e)) return setUnverified(true);
      setError(isApiError(e) ? (Object.values(e.errors ?? {})[0]?.[0] ?? e.message) : "Something went wrong.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="space-y-4">
      <div className="flex items-center gap-3">
        <h2 className="text-xl font-semibold text-iron-100">Status</h2>
        <Badge
          data-testid="class-status"
          tone={item.status === "published" ? "success" : item.status === "cancelled" ? "danger" : "warning"}
        >
          {labelFor(classStatusLabels, item.status)}
        </Badge>
      </div>
      <Link to={item.url} className={buttonClasses("secondary", "sm")}>
        <Eye aria-hidden="true" /> View the class page
      </Link>
      {!hydrated ? <StatusFormsWithoutScript item={item} answer={answer ?? null} /> : null}
      {hydrated && item.status === "draft" ? (
        <Dialog
          open={previewOpen}
          onOpenChange={(open) => {
            setPreviewOpen(open);
            setError(null);
            setUnverified(false);
          }}
          trigger={
            <Button className="w-full">
              <Megaphone aria-hidden="true" /> Preview and publish
            </Button>
          }
          title="Preview before publishing"
          description="This is what students will see first. Publishing announces the class to everyone online."
          footer={
            <Button
              disabled={busy}
              onClick={() =>
                run(
                  () => publishClass(item.id),
                  () => setPreviewOpen(false),
                )
              }
            >
              {busy ? "Publishing…" : "Publish now"}
            </Button>
          }
        >
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="text-iron-400">Title</dt>
              <dd className="font-semibold text-iron-100">{item.title}</dd>
            </div>
            <div>
              <dt className="text-iron-400">Where</dt>
              <dd className="text-iron-100">
                {item.venue ? `${item.venue.name}, ${item.venue.location.name}` : "No forge chosen"}
              </dd>
            </div>
            <div>
              <dt className="text-iron-400">Sessions</dt>
              <dd className="text-iron-100">
                {item.sessions.length === 0
                  ? "None yet"
                  : item.sessions.map((s) => (
                      <p key={s.id}>{formatSession(s.starts_at, s.ends_at, item.time_zone, locale)}</p>
                    ))}
              </dd>
            </div>
            <div>
              <dt className="text-iron-400">Price and seats</dt>
              <dd className="text-iron-100">
                {item.price} · {item.capacity} seats · {ageLimitLabel(item.min_age)}
              </dd>
            </div>
          </dl>
          {error ? <FormAlert className="mt-4">{error}</FormAlert> : null}
          {unverified ? (
            <VerifyEmailNotice
              action="publish this class"
              returnTo={`/classes/${item.id}/edit`}
              alert
              className="mt-4"
            />
          ) : null}
        </Dialog>
      ) : null}
      {hydrated && item.status === "published" ? (
        <Dialog
          open={cancelOpen}
          onOpenChange={(open) => {
            setCancelOpen(open);
            setError(null);
          }}
          trigger={
            <Button variant="danger" className="w-full">
              <XCircle aria-hidden="true" /> Cancel the class
            </Button>
          }
          title="Cancel this class"
          description="Every applicant is told, with your reason. This cannot be undone."
          footer={
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => {
                const parsed = cancelClassSchema.safeParse({ reason });
                if (!parsed.success) {
                  setError(parsed.error.issues[0] ? issueMessage(parsed.error.issues[0]) : "Give a reason.");
                  return;
                }
                void run(
                  () => cancelClass(item.id, parsed.data.reason),
                  () => setCancelOpen(false),
                );
              }}
            >
              {busy ? "Cancelling…" : "Cancel the class"}
            </Button>
          }
        >
          <Field label="Reason" error={error ?? undefined}>
            <Textarea rows={4} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
        </Dialog>
      ) : null}
      {item.status === "cancelled" && item.cancel_reason ? (
        <p className="text-sm text-iron-300">Cancelled: {item.cancel_reason}</p>
      ) : null}
    </Card>
  );
}

const firstError = (answer: StatusAnswer | null, field: string) => answer?.error?.[field]?.[0] ?? undefined;

/** The same two actions as plain forms, until JavaScript runs (a dialog needs a script to open). */
function StatusFormsWithoutScript({ item, answer }: { item: ClassDetail; answer: StatusAnswer | null }) {
  const refused = firstError(answer, "");
  const reason = answer?.intent === "cancel" ? answer.initialValue?.reason : undefined;
  return (
    <>
      {refused ? <FormAlert>{refused}</FormAlert> : null}
      {item.status === "draft" ? (
        <form method="post" className="space-y-3" aria-label="Publish the class">
          <FormToken scope=":publish" />
          <input type="hidden" name={formIntentField} value="publish" />
          <p className="text-sm text-iron-300">Publishing announces the class to everyone online.</p>
          <Button type="submit" className="w-full">
            <Megaphone aria-hidden="true" /> Publish now
          </Button>
        </form>
      ) : null}
      {item.status === "published" ? (
        <form method="post" className="space-y-3" aria-label="Cancel this class">
          <FormToken scope=":cancel" />
          <input type="hidden" name={formIntentField} value="cancel" />
          <Field
            label="Reason"
            hint="Every applicant is told, with your reason. This cannot be undone."
            error={firstError(answer, "reason")}
          >
            <Textarea rows={4} name="reason" defaultValue={typeof reason === "string" ? reason : ""} />
          </Field>
          <Button type="submit" variant="danger" className="w-full">
            <XCircle aria-hidden="true" /> Cancel the class
          </Button>
        </form>
      ) : null}
    </>
  );
}
