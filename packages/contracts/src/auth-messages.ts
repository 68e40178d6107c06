// Plain text, no zod: the browser's auth store (in every page's shell) imports it without pulling
// in the schema library (decisions 044, 340).

/**
 * POST /api/register answers 202 with this message whether or not the email already had an
 * account (no enumeration): a new one gets the verification link, an existing one a note to its owner.
 */
export const registerMessage =
  "Check your email: we have sent a link to finish setting up your account. Then sign in with your new password.";
