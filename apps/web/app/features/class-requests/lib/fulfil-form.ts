import { formMessages, idSchema, schemaText } from "@guildforge/contracts";
import { z } from "zod";

const choose = formMessages.fulfilWith;

/**
 * The fulfil form's fields (decision 535): a class chosen from the search (`class_id`, in the
 * dialog, with JavaScript) or its number typed (`class_number`, the form without JavaScript; it
 * wins when both are sent). The API is sent `{ class_id }`.
 */
export const fulfilFormSchema = z
  .object({ class_id: idSchema(choose).optional(), class_number: idSchema(choose).optional() })
  .superRefine((v, ctx) => {
    if (v.class_id || v.class_number) return;
    ctx.addIssue({ code: "custom", path: ["class_id"], message: schemaText(choose) });
    ctx.addIssue({ code: "custom", path: ["class_number"], message: schemaText(choose) });
  });

/** The class the form chose: the typed number, else the one picked. */
export const fulfilClassId = (v: z.output<typeof fulfilFormSchema>) => (v.class_number ?? v.class_id) as number;
