export * from "./app-meta.ts";
export * from "./invitations.ts";
export * from "./notification-preferences.ts";
export * from "./notifications.ts";
export * from "./role-applications.ts";
export * from "./users.ts";
