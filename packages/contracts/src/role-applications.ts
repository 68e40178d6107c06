import { z } from "zod";
import { idParamSchema, invisibleTextMessages, safeString, safeText, visibleString } from "./safe-input.ts";
import { schemaMessage, schemaText } from "./schema-message.ts";
import { themeSlugSchema } from "./themes.ts";

export const applicableRoles = ["instructor", "host"] as const;
export const applicableRoleSchema = z.enum(applicableRoles);
export type ApplicableRole = z.infer<typeof applicableRoleSchema>;

export const roleApplicationStatuses = ["pending", "approved", "rejected"] as const;
export const roleApplicationStatusSchema = z.enum(roleApplicationStatuses);
export type RoleApplicationStatus = z.infer<typeof roleApplicationStatusSchema>;

/** Forge details a host applicant gives (DOMAIN.md: venue details for hosts). */
export const hostVenueSchema = z.object({
  name: visibleString(invisibleTextMessages.name).min(2).max(120),
  address: safeText().trim().min(3).max(300),
  city: safeString().trim().min(2).max(120),
  equipment: z.array(safeString().trim().min(1).max(80)).max(30).default([]),
});
export type HostVenue = z.infer<typeof hostVenueSchema>;

/** POST /api/role-applications. Hosts must describe their forge. */
export const createRoleApplicationSchema = z
  .object({
    role: applicableRoleSchema,
    experience: safeText()
      .trim()
      .min(
        20,
        schemaMessage(
          /*i18n*/ {
            id: "validation.role-applications.tell_us_little_more",
            message: "Tell us a little more about your experience (at least 20 characters).",
          },
        ),
      )
      .max(5000),
    themes: z
      .array(themeSlugSchema)
      .min(
        1,
        schemaMessage(
          /*i18n*/ { id: "validation.role-applications.choose_least_one_theme", message: "Choose at least one theme." },
        ),
      )
      .max(6),
    portfolio_url: safeString()
      .max(500)
      .pipe(z.url({ protocol: /^https?$/ }))
      .optional(),
    venue: hostVenueSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.role === "host" && !v.venue) {
      ctx.addIssue({
        code: "custom",
        path: ["venue"],
        message: schemaText(
          schemaMessage(
            /*i18n*/ {
              id: "validation.role-applications.describe_forge_apply_host",
              message: "Describe your forge to apply as a host.",
            },
          ),
        ),
      });
    }
  });
export type CreateRoleApplication = z.infer<typeof createRoleApplicationSchema>;

/**
 * The /become-instructor form as a browser sends it: every forge field is on the page (shown for a
 * host), so an instructor's come empty and are ignored; a host's are checked as the API checks
 * them; equipment is one per line (or comma). The action turns it into createRoleApplicationSchema's body.
 */
export const roleApplicationFormSchema = z
  .object({
    role: applicableRoleSchema,
    experience: createRoleApplicationSchema.shape.experience,
    themes: createRoleApplicationSchema.shape.themes,
    portfolio_url: createRoleApplicationSchema.shape.portfolio_url,
    venue: z
      .object({
        name: z.string().optional(),
        address: z.string().optional(),
        city: z.string().optional(),
        equipment: z.string().max(3000).optional(),
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.role !== "host") return;
    for (const key of ["name", "address", "city"] as const) {
      const checked = hostVenueSchema.shape[key].safeParse(v.venue?.[key] ?? "");
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          ctx.addIssue({ code: "custom", path: ["venue", key], message: issue.message });
        }
      }
    }
  });

/** The API body for the form's values (roleApplicationFormSchema). */
export function roleApplicationBody(v: z.output<typeof roleApplicationFormSchema>): CreateRoleApplication {
  const { venue, ...rest } = v;
  if (v.role !== "host" || !venue) return rest;
  const equipment = (venue.equipment ?? "")
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    ...rest,
    venue: { name: venue.name ?? "", address: venue.address ?? "", city: venue.city ?? "", equipment },
  };
}

export const roleApplicationSchema = z.object({
  id: z.number().int(),
  role: applicableRoleSchema,
  status: roleApplicationStatusSchema,
  experience: z.string(),
  themes: z.array(themeSlugSchema),
  portfolio_url: z.string().nullable(),
  venue: hostVenueSchema.nullable(),
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type RoleApplication = z.infer<typeof roleApplicationSchema>;

export const roleApplicationResponseSchema = z.object({ data: roleApplicationSchema });
export const myRoleApplicationsResponseSchema = z.object({ data: z.array(roleApplicationSchema) });

/** An application as the admin sees it at /admin/user-approvals. */
export const userApprovalSchema = roleApplicationSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), slug: z.string() }),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type UserApproval = z.infer<typeof userApprovalSchema>;

export const userApprovalsQuerySchema = z.object({
  status: roleApplicationStatusSchema.optional(),
  role: applicableRoleSchema.optional(),
});
export const userApprovalsResponseSchema = z.object({
  data: z.array(userApprovalSchema),
  meta: z.object({ next_cursor: z.string().nullable(), total: z.number().int() }),
});

/** POST /api/admin/user-approvals/{id}/decision: a reason is required when rejecting. */
export const userApprovalDecisionSchema = z
  .object({
    status: z.enum(["approved", "rejected"]),
    reason: safeText().trim().max(2000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "rejected" && !v.reason) {
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: schemaText(
          schemaMessage(
            /*i18n*/ {
              id: "validation.role-applications.give_applicant_reason_rejection",
              message: "Give the applicant a reason for the rejection.",
            },
          ),
        ),
      });
    }
  });
export type UserApprovalDecision = z.infer<typeof userApprovalDecisionSchema>;
export const userApprovalResponseSchema = z.object({ data: userApprovalSchema });

export const userApprovalIdParamsSchema = z.object({ id: idParamSchema() });
