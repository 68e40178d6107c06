import type { SubmissionResult } from "@conform-to/react";
import { type ClassDetail, cancelClassSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Plural, Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Eye, Megaphone, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useActionData, useFetcher, useLocation, useSearchParams } from "react-router";
import { Badge, buttonClasses, Card, Dialog, Field, FormAlert, SubmitButton, Textarea } from "../../../components/ui";
import { VerifyEmailNotice } from "../../../components/verification/verify-email-notice";
import { formatSession } from "../../../lib/format-date";
import { usePrice } from "../../../lib/format-price";
import type { ApiRefusal } from "../../../lib/forms/api-error-reply";
import { ContractForm, useContractForm } from "../../../lib/forms/contract-form";
import { DialogOpener } from "../../../lib/forms/dialog-opener";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";
import { classStatusLabels } from "../../../lib/i18n/labels";
import { useLocale } from "../../../lib/locale";
import { ageLimitLabel } from "../lib/age-limit";

/** The edit route action's answer to a status form: its refusal, or (sent by the script) its news. */
export interface StatusAnswer {
  intent?: string;
  result?: (SubmissionResult<string[]> & { refusal?: ApiRefusal }) | null;
  notice?: unknown;
}

const publishTitle = msg`Preview before publishing`;
const publishDescription = msg`This is what students will see first. Publishing announces the class to everyone online.`;
const cancelTitle = msg`Cancel this class`;
const cancelDescription = msg`Every applicant is told, with your reason. This cannot be undone.`;

/**
 * Status with what can happen next: preview then publish (draft), cancel with a reason (published).
 * Each is a form posting `_intent=publish` / `_intent=cancel` to the edit route's action (decision
 * 535): with JavaScript in a dialog, through a fetcher (the route's clientAction retries a send
 * whose answer was lost, with the same key); without it, the opening button asks for the page with
 * `?publish=1` / `?cancel=1`, which shows the same form in the card.
 */
export function ClassStatusActions({ item }: { item: ClassDetail }) {
  const { i18n } = useLingui();
  return (
    <Card className="space-y-4">
      <div className="flex items-center gap-3">
        <h2 className="text-xl font-semibold text-iron-100">
          <Trans>Status</Trans>
        </h2>
        <Badge
          data-testid="class-status"
          tone={item.status === "published" ? "success" : item.status === "cancelled" ? "danger" : "warning"}
        >
          {i18n._(classStatusLabels[item.status])}
        </Badge>
      </div>
      <Link to={item.url} className={buttonClasses("secondary", "sm")}>
        <Eye aria-hidden="true" /> <Trans>View the class page</Trans>
      </Link>
      {item.status === "draft" ? <PublishAction item={item} /> : null}
      {item.status === "published" ? <CancelAction item={item} /> : null}
      {item.status === "cancelled" && item.cancel_reason ? (
        <p className="text-sm text-iron-300">
          <Trans>
            Cancelled: <span data-user-content="">{item.cancel_reason}</span>
          </Trans>
        </p>
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
      <VerifyEmailNotice reason={{ action: "publish" }} returnTo={`/classes/${item.id}/edit`} alert className="mt-4" />
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
  const { i18n } = useLingui();
  const seats = item.capacity;
  const price = usePrice();
  return (
    <dl className="space-y-2 text-sm">
      <div>
        <dt className="text-iron-400">
          <Trans>Title</Trans>
        </dt>
        <dd className="font-semibold text-iron-100" data-user-content="">
          {item.title}
        </dd>
      </div>
      <div>
        <dt className="text-iron-400">
          <Trans>Where</Trans>
        </dt>
        <dd className="text-iron-100">
          {item.venue ? (
            <span data-user-content="">{`${item.venue.name}, ${item.venue.location.name}`}</span>
          ) : (
            <Trans>No forge chosen</Trans>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-iron-400">
          <Trans>Sessions</Trans>
        </dt>
        <dd className="text-iron-100">
          {item.sessions.length === 0
            ? i18n._(msg`None yet`)
            : item.sessions.map((s) => (
                <p key={s.id}>{formatSession(s.starts_at, s.ends_at, item.time_zone, locale)}</p>
              ))}
        </dd>
      </div>
      <div>
        <dt className="text-iron-400">
          <Trans>Price and seats</Trans>
        </dt>
        <dd className="text-iron-100">
          {price(item)} · <Plural value={seats} one="# seat" other="# seats" /> · {ageLimitLabel(i18n, item.min_age)}
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
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
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
          {i18n._(publishTitle)}
        </h3>
        <p className="text-sm text-iron-300">{i18n._(publishDescription)}</p>
        <PublishPreview item={item} />
        <Refusal answer={refused} item={item} />
        <form method="post" action={pathname} className="flex flex-wrap justify-end gap-3" data-route-action="">
          <PublishFields />
          <Link to={pathname} className={buttonClasses("ghost", "md")}>
            <Trans>Not yet</Trans>
          </Link>
          <SubmitButton pending={false}>
            <Megaphone aria-hidden="true" /> <Trans>Publish now</Trans>
          </SubmitButton>
        </form>
      </section>
    );
  }
  const pending = fetcher.state !== "idle";
  return (
    <>
      <DialogOpener name="publish" value="1" anchor="publish-class" className="w-full" onOpen={() => setOpen(true)}>
        <Megaphone aria-hidden="true" /> <Trans>Preview and publish</Trans>
      </DialogOpener>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={i18n._(publishTitle)}
        description={i18n._(publishDescription)}
        footer={
          <fetcher.Form method="post" action={pathname} data-route-action="">
            <PublishFields />
            <SubmitButton pending={pending} pendingLabel={t`Publishing…`}>
              <Trans>Publish now</Trans>
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
  const { t } = useLinguiMacro();
  const [form, fields] = useContractForm(cancelClassSchema, { id, lastResult: answer?.result ?? null });
  const message = answer?.result?.error?.[""]?.[0];
  return (
    <ContractForm form={form} fetcher={fetcher} action={pathname} className="space-y-3">
      <input type="hidden" name={formIntentField} value="cancel" />
      {message && !pending ? <FormAlert>{message}</FormAlert> : null}
      <Field label={t`Reason`} error={fields.reason.errors?.[0]}>
        <Textarea
          rows={4}
          name={fields.reason.name}
          key={fields.reason.key}
          defaultValue={fields.reason.initialValue ?? ""}
        />
      </Field>
      <div className="flex justify-end">
        <SubmitButton variant="danger" pending={pending} pendingLabel={t`Cancelling…`}>
          <Trans>Cancel the class</Trans>
        </SubmitButton>
      </div>
    </ContractForm>
  );
}

function CancelAction({ item }: { item: ClassDetail }) {
  const { i18n } = useLingui();
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
          {i18n._(cancelTitle)}
        </h3>
        <p className="text-sm text-iron-300">{i18n._(cancelDescription)}</p>
        <CancelForm id={`cancel-class-${item.id}-page`} answer={refused} pending={false} />
        <Link to={pathname} className={buttonClasses("ghost", "sm")}>
          <Trans>Keep the class</Trans>
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
        <XCircle aria-hidden="true" /> <Trans>Cancel the class</Trans>
      </DialogOpener>
      <Dialog open={open} onOpenChange={setOpen} title={i18n._(cancelTitle)} description={i18n._(cancelDescription)}>
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
