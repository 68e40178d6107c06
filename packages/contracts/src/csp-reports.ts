import { z } from "zod";
import { schemaMessage } from "./schema-message.ts";

/**
 * POST /api/csp-reports: the Content Security Policy violation reports browsers send (decision 411).
 * Two formats: `report-uri` posts one `{ "csp-report": {...} }` as `application/csp-report`; the
 * Reporting API (`report-to`) posts an array of reports as `application/reports+json`. Only the
 * fields the server reads are named (bounded); unknown fields are allowed and dropped.
 */
export const cspReportContentTypes = ["application/csp-report", "application/reports+json"] as const;

const text = (max: number) =>
  z
    .string(
      schemaMessage(/*i18n*/ { id: "validation.csp-reports.send_value_text", message: "Send this value as text." }),
    )
    .max(
      max,
      schemaMessage(
        /*i18n*/ { id: "validation.csp-reports.too_long", message: "Send at most {maximum} characters." },
        { maximum: max },
      ),
    );
const integer = z
  .number(
    schemaMessage(/*i18n*/ { id: "validation.csp-reports.send_value_number", message: "Send this value as a number." }),
  )
  .int()
  .min(0)
  .max(10_000_000);

/** `report-uri`'s body (CSP Level 2), kebab-case keys. */
export const legacyCspReportSchema = z.object({
  "csp-report": z.object(
    {
      "document-uri": text(2048).optional(),
      "blocked-uri": text(2048).optional(),
      "violated-directive": text(256).optional(),
      "effective-directive": text(256).optional(),
      disposition: text(32).optional(),
      "original-policy": text(4096).optional(),
      "source-file": text(2048).optional(),
      "line-number": integer.optional(),
      "column-number": integer.optional(),
      "status-code": integer.optional(),
      "script-sample": text(256).optional(),
    },
    schemaMessage(
      /*i18n*/ {
        id: "validation.csp-reports.send_violation_csp_report",
        message: "Send the violation as a csp-report object.",
      },
    ),
  ),
});

/** One report of the Reporting API; only `csp-violation` ones are counted. */
export const reportingApiReportSchema = z.object({
  type: text(64),
  age: integer.optional(),
  url: text(2048).optional(),
  body: z
    .object({
      documentURL: text(2048).optional(),
      blockedURL: text(2048).optional(),
      effectiveDirective: text(256).optional(),
      disposition: text(32).optional(),
      originalPolicy: text(4096).optional(),
      sourceFile: text(2048).optional(),
      lineNumber: integer.optional(),
      columnNumber: integer.optional(),
      statusCode: integer.optional(),
      sample: text(256).optional(),
    })
    .optional(),
});

export const cspReportBodySchema = z.union(
  [
    legacyCspReportSchema,
    z
      .array(reportingApiReportSchema)
      .min(
        1,
        schemaMessage(
          /*i18n*/ { id: "validation.csp-reports.send_least_one_report", message: "Send at least one report." },
        ),
      )
      .max(
        100,
        schemaMessage(
          /*i18n*/ { id: "validation.csp-reports.send_most_100_reports", message: "Send at most 100 reports at once." },
        ),
      ),
  ],
  schemaMessage(
    /*i18n*/ {
      id: "validation.csp-reports.send_csp_report_object",
      message: "Send a csp-report object or an array of reports.",
    },
  ),
);
export type CspReportBody = z.infer<typeof cspReportBodySchema>;

/** One violation as the server counts it: the directive and where the blocked resource came from. */
export interface CspViolation {
  directive: string;
  blocked: string;
}

/** The violations a body holds, in either format (Reporting API reports of other types are skipped). */
export function cspViolationsOf(body: CspReportBody): CspViolation[] {
  if (!Array.isArray(body)) {
    const r = body["csp-report"];
    return [{ directive: r["effective-directive"] ?? r["violated-directive"] ?? "", blocked: r["blocked-uri"] ?? "" }];
  }
  return body
    .filter((r) => r.type === "csp-violation")
    .map((r) => ({ directive: r.body?.effectiveDirective ?? "", blocked: r.body?.blockedURL ?? "" }));
}
