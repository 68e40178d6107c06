// Plain text, no zod: the browser's auth pages import it without pulling in the schema library
// (decisions 044, 340).

/**
 * POST /api/register's 422 on `email` when the address already has an account (decision 500):
 * what happened and the two ways on. Its owner gets a mail saying someone tried.
 */
export const emailTakenMessage = "An account with this email already exists. Sign in or reset your password.";
