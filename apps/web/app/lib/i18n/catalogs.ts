/**
 * The message catalogs (lingui.config.ts): a page's loaders name the ones for what they show, and
 * only those travel, in the reader's language (issue 39 point 1).
 */
export const catalogNames = [
  "shell",
  "forms",
  "info",
  "account",
  "admin-approvals",
  "applications",
  "articles",
  "auth",
  "class-requests",
  "classes",
  "dashboard",
  "feedback",
  "incidents",
  "instructors",
  "invitations",
  "learn",
  "locations",
  "manage",
  "messages",
  "notifications",
  "performance",
  "profiles",
  "realtime",
  "reviews",
  "role-applications",
  "venues",
] as const;
export type CatalogName = (typeof catalogNames)[number];
