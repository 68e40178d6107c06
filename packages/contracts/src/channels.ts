// Plain data, no zod (decision 044): the browser's live connection subscribes with these.

/** The public channel every visitor may listen to. */
export const newClassesChannel = "new-classes";
/** The private channel of one user, authorised by POST /api/broadcasting/auth. */
export const userChannel = (userId: number) => `private-user.${userId}`;
