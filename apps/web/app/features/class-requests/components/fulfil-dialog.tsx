import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button, type ButtonVariant, DialogClose, Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { ContractForm, useContractForm } from "../../../lib/forms/contract-form";
import { type DecisionAnswer, recordIdField, useDecisionAnswer } from "../../../lib/forms/decision";
import { formIntentField } from "../../../lib/forms/form-token";
import { ReasonDisclosure } from "../../../lib/forms/reason-disclosure";
import { fulfilFormSchema } from "../lib/fulfil-form";
import { ClassPicker } from "./class-picker";

interface FulfilDialogProps {
  id: number;
  requestTitle: string;
  label: string;
  variant?: ButtonVariant;
  /** The request's fetcher: its form posts to the page's action with `_intent=fulfil`. */
  fetcher: FetcherWithComponents<DecisionAnswer>;
  /** After the class was linked (with JavaScript). */
  onDone?: () => void;
}

/**
 * Choose the published class that fulfils a request; every voter is told with its link (decision
 * 535). With JavaScript a dialog that searches the published classes; without it the form opens
 * inline and asks for the class's number (the one in its address). Posts to the page's action
 * (/admin/class-requests: a review to fulfilled; /class-requests: the card's fulfil).
 */
export function FulfilDialog({ id, requestTitle, label, variant = "secondary", fetcher, onDone }: FulfilDialogProps) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const answer = useDecisionAnswer(fetcher.data, id, "fulfil");
  // Done once the action answered, while the page's loaders still read the new state.
  const done = !answer.fromPage && answer.answer?.notice ? answer.answer : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (!done) return;
    setOpen(false);
    onDone?.();
  }, [done]);
  const lastResult = answer.answer?.result ?? null;
  return (
    <ReasonDisclosure
      label={label}
      variant={variant}
      size="sm"
      title={
        <Trans>
          Fulfill “<span data-user-content="">{requestTitle}</span>”
        </Trans>
      }
      description={t`Link the published class that fulfills this request. The requester and everyone who voted are notified with its link.`}
      open={open}
      onOpenChange={setOpen}
      refused={answer.fromPage && Boolean(lastResult)}
    >
      {(place) => (
        <FulfilForm
          id={id}
          place={place}
          fetcher={fetcher}
          lastResult={place === "inline" && !answer.fromPage ? null : lastResult}
        />
      )}
    </ReasonDisclosure>
  );
}

function FulfilForm({
  id,
  place,
  fetcher,
  lastResult,
}: {
  id: number;
  place: "dialog" | "inline";
  fetcher: FetcherWithComponents<DecisionAnswer>;
  lastResult: DecisionAnswer["result"];
}) {
  const [form, fields] = useContractForm(fulfilFormSchema, { id: `fulfil-${id}-${place}`, lastResult });
  const [classId, setClassId] = useState<number | null>(null);
  const { t } = useLingui();
  const pending = fetcher.state !== "idle" && fetcher.formData?.get(formIntentField) === "fulfil";
  return (
    <ContractForm form={form} fetcher={fetcher} className="space-y-4">
      <input type="hidden" name={formIntentField} value="fulfil" />
      <input type="hidden" name={recordIdField} value={id} />
      {place === "dialog" ? (
        <ClassPicker
          name="class_id"
          value={classId}
          onChange={setClassId}
          initialQuery=""
          error={fields.class_id.errors?.[0]}
        />
      ) : (
        <Field
          label={t`Class number`}
          hint={t`The number at the start of the class's address: 42 in /classes/42-forge-a-knife.`}
          error={fields.class_number.errors?.[0]}
        >
          <Input
            name="class_number"
            inputMode="numeric"
            key={fields.class_number.key}
            defaultValue={String(fields.class_number.initialValue ?? "")}
          />
        </Field>
      )}
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        {place === "dialog" ? (
          <DialogClose asChild>
            <Button variant="ghost">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
        ) : null}
        <SubmitButton pending={pending} pendingLabel={t`Linking…`}>
          <Trans>Mark fulfilled</Trans>
        </SubmitButton>
      </div>
    </ContractForm>
  );
}
