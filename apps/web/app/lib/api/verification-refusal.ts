import { isApiError } from "./api-error";

/**
 * Whether an API failure is the server's "verify your email first" refusal (issue 15: publishing
 * a class, accepting an invitation, requesting a class, applying to teach or for a seat need a
 * verified email). The API answers it as a 403 whose message asks to verify the email address
 * ("Verify your email address to continue."); other 403s (not yours, wrong role) are not it.
 */
export function isVerificationRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && /\bverify\b.*\bemail\b/i.test(error.message);
}
