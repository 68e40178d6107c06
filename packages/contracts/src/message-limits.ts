// Plain data, no zod (decision 460): the compose dialog of class and profile pages counts
// characters against these at page load, before any message schema is needed.

/** The longest message body, in characters. */
export const messageMaxLength = 5000;
/** The most images one message carries. */
export const messageMaxAttachments = 4;
