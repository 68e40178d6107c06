import { formMessages, idSchema, schemaText } from "@guildforge/contracts";
import { z } from "zod";

const choose = formMessages.mergeInto;

/**
 * The merge form's fields (/admin/class-requests, decision 535): a similar request chosen from the
 * list (`into_id`) or its number typed (`into_number`, which wins when both are sent); the API is
 * sent `{ into_id }` (mergeClassRequestSchema).
 */
export const mergeFormSchema = z
  .object({ into_id: idSchema(choose).optional(), into_number: idSchema(choose).optional() })
  .superRefine((v, ctx) => {
    if (!v.into_id && !v.into_number)
      ctx.addIssue({ code: "custom", path: ["into_number"], message: schemaText(choose) });
  });
