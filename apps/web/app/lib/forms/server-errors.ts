import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError, showInline } from "../api";

/**
 * Puts a 422's field errors (`errors: { field: [messages] }`, dotted paths for nested fields)
 * onto a react-hook-form form. Returns true when the error was a validation error with fields
 * that the form knows (the first of them focused), and the failure is then not toasted as well
 * (lib/api/shown-inline.ts); otherwise the caller shows it another way (its own words with
 * `showInline`, or the API client's toast).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
): boolean {
  if (!isApiError(error) || error.status !== 422 || !error.errors) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const name = field.replace(/\[(\d+)\]/g, ".$1");
    const root = name.split(".")[0] ?? name;
    if (!knownFields.includes(name) && !knownFields.includes(root)) continue;
    // The first refused field takes the focus (and scrolls into view), as on every form.
    setError(
      (knownFields.includes(name) ? name : root) as Path<T>,
      { type: "server", message: messages[0] ?? "This field is invalid." },
      { shouldFocus: !applied },
    );
    applied = true;
  }
  if (applied) showInline(error);
  return applied;
}
