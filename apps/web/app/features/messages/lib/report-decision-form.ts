import { reportActionSchema, reportDecisionSchema } from "@guildforge/contracts";
import { z } from "zod";

/**
 * A report decision form's fields (/admin/reports, decision 535): the contract's `action` is sent
 * as `decision`, since a form control named `action` hides the form element's own `action`.
 */
export const reportDecisionFormSchema = z.object({
  decision: reportActionSchema,
  note: reportDecisionSchema.shape.note,
});
