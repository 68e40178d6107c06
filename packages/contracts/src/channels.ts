// Plain data, no zod (decision 044): the browser's live connection subscribes with these.

/** The public channel every visitor may listen to. */
export const newClassesChannel = "new-classes";
/** The private channel of one user, authorised by POST /api/broadcasting/auth. */
export const userChannel = (userId: number) => `private-user.${userId}`;
/** The public channel of one class's seats (issue 21): every viewer of its page may listen. */
export const classSeatsChannel = (classId: number) => `class.${classId}`;
/** The private channel every admin listens on (issue 21): the class-request queue's changes. */
export const adminChannel = "private-admin";
