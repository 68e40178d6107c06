import type { AccountLanguage } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useLocation } from "react-router";
import { Field, Select, SubmitButton } from "../../../components/ui";
import { useFormPending } from "../../../lib/forms/contract-form";
import { FormToken } from "../../../lib/forms/form-token";
import { languageNames, languages } from "../../../lib/i18n/languages";

/**
 * The account's language (issue 39): the pages and the emails are written in it. Posts to
 * /language (routes/language.ts) like the footer's switcher, which stores it on the account;
 * "Follow my browser" clears it, so the browser's languages decide again. Works without JavaScript.
 */
export function LanguagePreferenceForm({ language }: { language: AccountLanguage | null }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const pending = useFormPending();
  return (
    <Form method="post" action="/language" className="space-y-4">
      <FormToken withKey={false} />
      <input type="hidden" name="redirect_to" value={`${pathname}${search}`} />
      <Field
        label={t`Language`}
        hint={t`Pages and emails are written in this language. Following your browser uses the languages it asks for.`}
      >
        <Select key={language ?? "browser"} name="language" defaultValue={language ?? "browser"}>
          <option value="browser">{t`Follow my browser`}</option>
          {languages.map((l) => (
            <option key={l} value={l} lang={l}>
              {languageNames[l]}
            </option>
          ))}
        </Select>
      </Field>
      <SubmitButton pending={pending} pendingLabel={t`Saving...`}>
        <Trans>Save language</Trans>
      </SubmitButton>
    </Form>
  );
}
