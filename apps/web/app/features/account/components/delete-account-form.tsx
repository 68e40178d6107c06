import type { SubmissionResult } from "@conform-to/react";
import { deleteAccountBodySchema } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";
import { formIntentField } from "../../../lib/forms/form-token";

/**
 * The password that confirms deleting the account: posts to /profile's action (`_intent=delete`,
 * DELETE /api/user), with or without JavaScript. The password never comes back into the page.
 */
export function DeleteAccountForm({
  lastResult,
  actions,
  action,
}: {
  /** Where the form posts (the page's own action): with a fragment, the answer opens at the form. */
  action?: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** Where the submit button sits (a dialog's action row); a plain row without. */
  actions?: (button: ReactNode) => ReactNode;
}) {
  const [form, fields] = useContractForm(deleteAccountBodySchema, { id: "delete-account-form", lastResult });
  const pending = useFormPending();
  const { t } = useLingui();
  const button = (
    <SubmitButton variant="danger" pending={pending} pendingLabel={t`Deleting…`}>
      <Trans>Delete my account</Trans>
    </SubmitButton>
  );
  return (
    <ContractForm form={form} action={action} className="space-y-5">
      <input type="hidden" name={formIntentField} value="delete" />
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      <Field label={t`Your password`} hint={t`To be sure it is you.`} error={fields.password.errors?.[0]}>
        <Input type="password" autoComplete="current-password" name="password" key={fields.password.key} />
      </Field>
      {actions ? actions(button) : <div>{button}</div>}
    </ContractForm>
  );
}
