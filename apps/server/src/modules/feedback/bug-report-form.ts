import { type BugReportInput, bugReportSchema, screenshotContentType, screenshotLimits } from "@guildforge/contracts";
import type { FastifyRequest } from "fastify";
import { errors, ValidationError } from "../../platform/errors.ts";
import { uploadedBytes } from "../../platform/uploaded-bytes.ts";

const screenshotTypes = new Set([screenshotContentType, "image/png"]);

/** A zod failure as the 422 body of docs/product.md#validation, field by field. */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): ValidationError {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "description");
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return new ValidationError(out);
}

/**
 * Reads a bug report sent as multipart/form-data (docs/product.md#entities): text fields, the
 * rectangles as JSON in `annotations`, and at most one file part `screenshot` (file name
 * screenshot.png, content type application/png). Nothing is stored here: the bytes are kept in
 * memory (capped by the multipart limits) until every field has been checked.
 */
export async function readBugReportForm(
  req: FastifyRequest,
): Promise<{ input: BugReportInput; screenshot: Buffer | null }> {
  if (!req.isMultipart())
    throw errors.validation(
      "description",
      /*i18n*/ {
        id: "error.bug_report_multipart",
        message: "Send the bug report as multipart/form-data.",
      },
    );
  const fields: Record<string, string> = {};
  let screenshot: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === "field") {
        // FormData sends line breaks as CRLF: store them as the person typed them.
        fields[part.fieldname] = String(part.value).replace(/\r\n/g, "\n");
      } else if (part.fieldname === "screenshot" && screenshot === null) {
        if (!screenshotTypes.has(part.mimetype)) {
          await part.toBuffer().catch(() => undefined);
          throw errors.validation(
            "screenshot",
            /*i18n*/ {
              id: "error.screenshot_png",
              message: "The screenshot must be a PNG image.",
            },
          );
        }
        screenshot = await uploadedBytes(part);
      } else {
        throw errors.validation(
          "screenshot",
          /*i18n*/ {
            id: "error.screenshot_field",
            message: "Attach one screenshot, in the field named screenshot.",
          },
        );
      }
    }
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw errors.validation(
        "screenshot",
        /*i18n*/ { id: "error.screenshot_too_large", message: "The screenshot is larger than {megabytes} MB." },
        { megabytes: screenshotLimits.maxBytes / 1024 / 1024 },
      );
    }
    if (code === "FST_FILES_LIMIT")
      throw errors.validation(
        "screenshot",
        /*i18n*/ {
          id: "error.screenshot_one",
          message: "Attach one screenshot at most.",
        },
      );
    throw e;
  }
  let annotations: unknown = [];
  if (fields.annotations) {
    try {
      annotations = JSON.parse(fields.annotations);
    } catch {
      throw errors.validation(
        "annotations",
        /*i18n*/ {
          id: "error.annotations_unreadable",
          message: "The rectangles could not be read. Draw them again.",
        },
      );
    }
  }
  const parsed = bugReportSchema.safeParse({ ...fields, annotations });
  if (!parsed.success) throw fieldErrors(parsed.error.issues);
  if (!screenshot && parsed.data.annotations.length > 0) {
    throw errors.validation(
      "annotations",
      /*i18n*/ {
        id: "error.annotations_need_screenshot",
        message: "Rectangles need a screenshot to be drawn on.",
      },
    );
  }
  return { input: parsed.data, screenshot };
}
