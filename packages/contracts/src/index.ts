export * from "./errors.ts";
export * from "./health.ts";
export * from "./themes.ts";
export * from "./user.ts";
