import { Trans, useLingui } from "@lingui/react/macro";
import { LogOut } from "lucide-react";
import type { Ref } from "react";
import { Form } from "react-router";
import { SubmitButton } from "../../../components/ui";
import { useFormPending } from "../../../lib/forms/contract-form";
import { FormToken } from "../../../lib/forms/form-token";

/** Where "Sign out" posts: a resource route with only an action (routes/logout.ts). */
export const signOutPath = "/logout";

/**
 * "Sign out" as a form (decision 535): a POST to /logout with the page's form token, which works
 * without JavaScript (the profile page shows it) and is enhanced by it. Signing out is idempotent
 * by itself, so the form sends no page key.
 */
export function SignOutForm({ className }: { className?: string }) {
  const pending = useFormPending();
  const { t } = useLingui();
  return (
    <Form method="post" action={signOutPath} className={className}>
      <FormToken withKey={false} />
      <SubmitButton variant="secondary" pending={pending} pendingLabel={t`Signing out…`}>
        <LogOut aria-hidden="true" /> <Trans>Sign out</Trans>
      </SubmitButton>
    </Form>
  );
}

/**
 * The account menu's sign-out form: no button of its own (the menu's "Sign out" item sends it with
 * `requestSubmit()`), kept outside the menu's portal so that closing the menu does not take it
 * out of the page before it is sent.
 */
export function HiddenSignOutForm({ ref }: { ref: Ref<HTMLFormElement> }) {
  return (
    <Form ref={ref} method="post" action={signOutPath} hidden>
      <FormToken withKey={false} />
    </Form>
  );
}
