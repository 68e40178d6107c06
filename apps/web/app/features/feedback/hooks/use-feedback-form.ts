import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "../../../lib/api";
import { getFormToken } from "../api/get-form-token";

export type FieldErrors = Record<string, string>;

/**
 * What every feedback form shares: the signed form token fetched when the form opens (the
 * minimum fill time counts from then), the pending flag, the 422's messages by field, and a
 * message for the whole form when something else went wrong (429, offline). A token sends one
 * thing (decision 510): once a send is accepted it is dropped and a fresh one fetched, so the same
 * form (the bug widget, a page left open) can send again.
 */
export function useFeedbackForm() {
  // A ref, not state: a second send must never reach a closure that still holds the spent token.
  const token = useRef<string | null>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const refreshToken = useCallback(() => {
    token.current = null;
    getFormToken().then(
      (fresh) => {
        token.current ??= fresh;
      },
      () => {},
    );
  }, []);
  useEffect(refreshToken, [refreshToken]);

  /** Runs `send` with the token; returns true when it was accepted. */
  const submit = useCallback(
    async (send: (token: string) => Promise<unknown>): Promise<boolean> => {
      setPending(true);
      setErrors({});
      setFormError(null);
      try {
        await send(token.current ?? (await getFormToken()));
        refreshToken();
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 422 && error.errors) {
          const byField: FieldErrors = {};
          for (const [field, messages] of Object.entries(error.errors))
            byField[field] = messages[0] ?? "Check this field.";
          setErrors(byField);
          if (byField.form_token?.includes("expired")) refreshToken();
          const general = byField.form_token ?? byField.website ?? byField.page_url ?? byField.user_agent ?? null;
          setFormError(general ?? "Some fields need attention: see the messages below each.");
        } else {
          setFormError(
            isApiError(error) ? error.message : "The message could not be sent. Check your connection and try again.",
          );
        }
        return false;
      } finally {
        setPending(false);
      }
    },
    [refreshToken],
  );

  return { pending, errors, formError, submit };
}
