export * from "./app-meta.ts";
export * from "./users.ts";
