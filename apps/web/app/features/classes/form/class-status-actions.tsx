import type { SubmissionResult } from "@conform-to/react";
import { type ClassDetail, cancelClassSchema } from "@guildforge/contracts";
import { classStatusLabels, labelFor } from "@guildforge/contracts/labels";
import { Eye, Megaphone, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useActionData, useFetcher, useLocation, useSearchParams } from "react-router";
import { Badge, buttonClasses, Card, Dialog, Field, FormAlert, SubmitButton, Textarea } from "../../../components/ui";
import { VerifyEmailNotice } from "../../../components/verification/verify-email-notice";
import { formatSession } from "../../../lib/format-date";
import type { ApiRefusal } from "../../../lib/forms/api-error-reply";
import { ContractForm, useContractForm } from "../../../lib/forms/contract-form";
import { DialogOpener } from "../../../lib/forms/dialog-opener";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";
import { useLocale } from "../../../lib/locale";
import { ageLimitLabel } from "../lib/age-limit";

/** The edit route action's answer to a status form: its refusal, or (sent by the script) its news. */
export interface StatusAnswer {
  intent?: string;
  result?: (SubmissionResult<string[]> & { refusal?: ApiRefusal }) | null;
  notice?: unknown;
}

const publishTitle = "Preview before publishing";
const publishDescription = "This is what students will see first. Publishing announces the class to everyone online.";
const cancelTitle = "Cancel this class";
const cancelDescription = "Every applicant is told, with your reason. This cannot be undone.";

/**
 * Status with what can happen next: preview then publish (draft), cancel with a reason (published).
 * Each is a form posting `_intent=publish` / `_intent=cancel` to the edit route's action (decision
 * 535): with JavaScript in a dialog, through a fetcher (the route's clientAction retries a send
 * whose answer was lost, with the same key); without it, the opening button asks for the page with
 * `?publish=1` / `?cancel=1`, which shows the same form in the card.
 */
export function ClassStatusActions({ item }: { item: ClassDetail }) {
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
      {item.status === "draft" ? <PublishAction item={item} /> : null}
      {item.status === "published" ? <CancelAction item={item} /> : null}
      {item.status === "cancelled" && item.cancel_reason ? (
        <p className="text-sm text-iron-300">Cancelled: {item.cancel_reason}</p>
      ) : null}
    </Card>
  );
}

/** This form's answer: the page's own (without JavaScript) or its fetcher's. */
function answerTo(intent: string, answer: StatusAnswer | undefined) {
  return answer?.intent === intent ? answer : undefined;
}

/** The refusal about the whole form, or a verification refusal (decision 212), said in the form. */
function Refusal({ answer, item }: { answer: StatusAnswer | undefined; item: ClassDetail }) {
  const refusal = answer?.result?.refusal;
  if (refusal?.status === 403 && /\bverify\b.*\bemail\b/i.test(refusal.message)) {
    return (
      <VerifyEmailNotice action="publish this class" returnTo={`/classes/${item.id}/edit`} alert className="mt-4" />
    );
  }
  const message = answer?.result?.error?.[""]?.[0];
  return message ? <FormAlert className="mt-4">{message}</FormAlert> : null;
}

/** With JavaScript a dialog closes once its fetcher's answer has the news (the page's loaders read the class again). */
function useClosedWhenDone(fetcher: { state: string; data?: StatusAnswer }, close: () => void) {
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.notice) close();
  }, [fetcher.state, fetcher.data, close]);
}

function PublishPreview({ item }: { item: ClassDetail }) {
  const locale = useLocale();
  return (
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
  );
}

function PublishFields() {
  return (
    <>
      <FormToken scope=":publish" />
      <input type="hidden" name={formIntentField} value="publish" />
    </>
  );
}

function PublishAction({ item }: { item: ClassDetail }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<StatusAnswer>();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const refused = answerTo("publish", useActionData() as StatusAnswer | undefined);
  useClosedWhenDone(fetcher, () => setOpen(false));
  if (search.get("publish") === "1" || refused) {
    return (
      <section id="publish-class" aria-labelledby="publish-class-title" className="space-y-3">
        <h3 id="publish-class-title" className="font-semibold text-iron-100">
          {publishTitle}
        </h3>
        <p className="text-sm text-iron-300">{publishDescription}</p>
        <PublishPreview item={item} />
        <Refusal answer={refused} item={item} />
        <form method="post" action={pathname} className="flex flex-wrap justify-end gap-3" data-route-action="">
          <PublishFields />
          <Link to={pathname} className={buttonClasses("ghost", "md")}>
            Not yet
          </Link>
          <SubmitButton pending={false}>
            <Megaphone aria-hidden="true" /> Publish now
          </SubmitButton>
        </form>
      </section>
    );
  }
  const pending = fetcher.state !== "idle";
  return (
    <>
      <DialogOpener name="publish" value="1" anchor="publish-class" className="w-full" onOpen={() => setOpen(true)}>
        <Megaphone aria-hidden="true" /> Preview and publish
      </DialogOpener>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={publishTitle}
        description={publishDescription}
        footer={
          <fetcher.Form method="post" action={pathname} data-route-action="">
            <PublishFields />
            <SubmitButton pending={pending} pendingLabel="Publishing…">
              Publish now
            </SubmitButton>
          </fetcher.Form>
        }
      >
        <PublishPreview item={item} />
        {pending ? null : <Refusal answer={answerTo("publish", fetcher.data)} item={item} />}
      </Dialog>
    </>
  );
}

/** The reason students read, and the button that cancels (a dialog's or the card's own). */
function CancelForm({
  id,
  answer,
  fetcher,
  pending,
}: {
  id: string;
  answer: StatusAnswer | undefined;
  fetcher?: ReturnType<typeof useFetcher<StatusAnswer>>;
  pending: boolean;
}) {
  const { pathname } = useLocation();
  const [form, fields] = useContractForm(cancelClassSchema, { id, lastResult: answer?.result ?? null });
  const message = answer?.result?.error?.[""]?.[0];
  return (
    <ContractForm form={form} fetcher={fetcher} action={pathname} className="space-y-3">
      <input type="hidden" name={formIntentField} value="cancel" />
      {message && !pending ? <FormAlert>{message}</FormAlert> : null}
      <Field label="Reason" error={fields.reason.errors?.[0]}>
        <Textarea
          rows={4}
          name={fields.reason.name}
          key={fields.reason.key}
          defaultValue={fields.reason.initialValue ?? ""}
        />
      </Field>
      <div className="flex justify-end">
        <SubmitButton variant="danger" pending={pending} pendingLabel="Cancelling…">
          Cancel the class
        </SubmitButton>
      </div>
    </ContractForm>
  );
}

function CancelAction({ item }: { item: ClassDetail }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<StatusAnswer>();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const refused = answerTo("cancel", useActionData() as StatusAnswer | undefined);
  useClosedWhenDone(fetcher, () => setOpen(false));
  if (search.get("cancel") === "1" || refused) {
    return (
      <section id="cancel-class" aria-labelledby="cancel-class-title" className="space-y-3">
        <h3 id="cancel-class-title" className="font-semibold text-iron-100">
          {cancelTitle}
        </h3>
        <p className="text-sm text-iron-300">{cancelDescription}</p>
        <CancelForm id={`cancel-class-${item.id}-page`} answer={refused} pending={false} />
        <Link to={pathname} className={buttonClasses("ghost", "sm")}>
          Keep the class
        </Link>
      </section>
    );
  }
  return (
    <>
      <DialogOpener
        name="cancel"
        value="1"
        anchor="cancel-class"
        variant="danger"
        className="w-full"
        onOpen={() => setOpen(true)}
      >
        <XCircle aria-hidden="true" /> Cancel the class
      </DialogOpener>
      <Dialog open={open} onOpenChange={setOpen} title={cancelTitle} description={cancelDescription}>
        {open ? (
          <CancelForm
            id={`cancel-class-${item.id}`}
            answer={answerTo("cancel", fetcher.data)}
            fetcher={fetcher}
            pending={fetcher.state !== "idle"}
          />
        ) : null}
      </Dialog>
    </>
  );
}
