import { createReportSchema } from "@guildforge/contracts";

/**
 * The report form (a message, against its author, or the whole conversation, against the other
 * person; decision 535): the contract's own schema, its target in hidden fields.
 */
export const reportFormSchema = createReportSchema;
