import { z } from "zod";
import { accountLanguageSchema } from "./account-settings.ts";

export const roles = ["student", "instructor", "host", "admin"] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** docs/product.md#entities User, as returned by `GET /api/user`. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  roles: z.array(roleSchema),
  primary_role: roleSchema,
  /** The account's chosen language; null follows the browser (issue 39). */
  language: accountLanguageSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** primary_role is the highest of admin > host > instructor > student (DOMAIN.md). */
export function primaryRole(userRoles: readonly Role[]): Role {
  for (const r of ["admin", "host", "instructor"] as const) if (userRoles.includes(r)) return r;
  return "student";
}
