import { z } from "zod";
import { boundedInstant } from "./instant.ts";
import { cursorSchema, idParamSchema, visibleText } from "./safe-input.ts";
import { schemaMessage } from "./schema-message.ts";

/**
 * The safety incident log (issue 40 point 6): a burn, a cut or a near miss during a session,
 * recorded by the class's instructor (or its forge's host, or an admin) with what happened and
 * what was done. The class's managers and the admins read them; no public answer carries one.
 */
export const incidentKinds = ["burn", "cut", "near_miss", "other"] as const;
export type IncidentKind = (typeof incidentKinds)[number];

/** How serious it was: handled on the spot, first aid, or a doctor or hospital. */
export const incidentSeverities = ["minor", "needs_first_aid", "needs_medical_care"] as const;
export type IncidentSeverity = (typeof incidentSeverities)[number];

/** docs/product.md#constants: the lengths of an incident's texts. */
export const incidentLimits = { whatHappenedMin: 10, whatHappenedMax: 2000, actionTakenMax: 2000 } as const;

/**
 * docs/product.md#constants: an incident names a session that has started; a session starting
 * within this many minutes counts as started (the smith lights the forge before the hour).
 */
export const incidentStartToleranceMinutes = 15;

/** POST /api/manage/classes/{id}/incidents. Send an Idempotency-Key: a retry stores it once. */
export const createIncidentSchema = z.object({
  /** The start of the session it happened in: one of the class's sessions, already started. */
  session_starts_at: boundedInstant(
    schemaMessage(
      /*i18n*/ {
        id: "validation.incidents.choose_session_incident_happened",
        message: "Choose the session the incident happened in.",
      },
    ),
  ),
  kind: z.enum(
    incidentKinds,
    schemaMessage(
      /*i18n*/ {
        id: "validation.incidents.choose_what_kind_incident",
        message: "Choose what kind of incident it was.",
      },
    ),
  ),
  severity: z.enum(
    incidentSeverities,
    schemaMessage(
      /*i18n*/ { id: "validation.incidents.choose_how_serious_was", message: "Choose how serious it was." },
    ),
  ),
  what_happened: visibleText(
    schemaMessage(
      /*i18n*/ {
        id: "validation.incidents.describe_what_happened_visible",
        message: "Describe what happened with visible text.",
      },
    ),
    {
      ...schemaMessage(
        /*i18n*/ { id: "validation.incidents.describe_what_happened", message: "Describe what happened." },
      ),
    },
  )
    .min(
      incidentLimits.whatHappenedMin,
      schemaMessage(
        /*i18n*/ {
          id: "validation.incidents.describe_what_happened_least",
          message: "Describe what happened in at least 10 characters.",
        },
      ),
    )
    .max(
      incidentLimits.whatHappenedMax,
      schemaMessage(
        /*i18n*/ {
          id: "validation.incidents.keep_what_happened_under",
          message: "Keep what happened under 2,000 characters.",
        },
      ),
    ),
  action_taken: visibleText(
    schemaMessage(
      /*i18n*/ {
        id: "validation.incidents.describe_what_was_done_visible",
        message: "Describe what was done with visible text.",
      },
    ),
    {
      ...schemaMessage(
        /*i18n*/ { id: "validation.incidents.describe_what_was_done", message: "Describe what was done as text." },
      ),
    },
  )
    .max(
      incidentLimits.actionTakenMax,
      schemaMessage(
        /*i18n*/ {
          id: "validation.incidents.keep_what_was_done",
          message: "Keep what was done under 2,000 characters.",
        },
      ),
    )
    .default(""),
});
export type CreateIncident = z.infer<typeof createIncidentSchema>;

/** The /manage/incidents form: the incident and the class it is recorded against (a hidden field). */
export const incidentFormSchema = createIncidentSchema.extend({
  class_id: idParamSchema(
    schemaMessage(/*i18n*/ { id: "validation.incidents.choose_class", message: "Choose a class." }),
  ),
});

export const classIncidentsParamsSchema = z.object({ id: idParamSchema() });

/** An incident as its class's managers and the admins read it. */
export const incidentSchema = z.object({
  id: z.number().int(),
  class: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  /** The class's forge, null for a class without one. */
  forge: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The forge's time zone, for the session's time (null: no forge). */
  time_zone: z.string().nullable(),
  session_starts_at: z.string(),
  kind: z.enum(incidentKinds),
  severity: z.enum(incidentSeverities),
  what_happened: z.string(),
  action_taken: z.string(),
  reported_by: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export type Incident = z.infer<typeof incidentSchema>;
export const incidentResponseSchema = z.object({ data: incidentSchema });

/** GET /api/manage/classes/{id}/incidents: the class's incidents, newest first. */
export const classIncidentsResponseSchema = z.object({ data: z.array(incidentSchema) });

/** A class one manages with the sessions that have started: what an incident can be recorded against. */
export const incidentClassSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  forge_name: z.string().nullable(),
  time_zone: z.string().nullable(),
  /** Newest first. */
  sessions: z.array(z.object({ starts_at: z.string(), ends_at: z.string() })),
  incident_count: z.number().int(),
});
export type IncidentClass = z.infer<typeof incidentClassSchema>;
/** GET /api/manage/incident-classes: newest session first. */
export const incidentClassesResponseSchema = z.object({ data: z.array(incidentClassSchema) });

export const adminIncidentsPageSize = 20;
export const adminIncidentsQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(adminIncidentsPageSize),
});

/** How many incidents were recorded at one forge (null: classes without a forge). */
export const incidentForgeCountSchema = z.object({
  forge: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  count: z.number().int(),
});
export type IncidentForgeCount = z.infer<typeof incidentForgeCountSchema>;

/** GET /api/admin/incidents: every incident, newest first; `by_forge` counts all of them per forge, most first. */
export const adminIncidentsResponseSchema = z.object({
  data: z.array(incidentSchema),
  meta: z.object({
    next_cursor: z.string().nullable(),
    total: z.number().int(),
    by_forge: z.array(incidentForgeCountSchema),
  }),
});
