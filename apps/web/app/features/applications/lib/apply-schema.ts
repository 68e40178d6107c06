import {
  allRequirementsMessage,
  createApplicationSchema,
  experienceLevels,
  formMessages,
  minimumAgeMessage,
  schemaText,
} from "@guildforge/contracts";
import { z } from "zod";
import type { ApplyClassFacts } from "./apply-form";

/**
 * The apply form of one class (decision 535): the API's contract, with this class's checklist.
 * Every safety requirement is ticked one by one (`safety_acknowledgements`, a checkbox each) and
 * the minimum age confirmed; the same schema checks in the browser and in the route's action, and
 * the API checks again.
 */
export function applyFormSchema(cls: ApplyClassFacts) {
  const { shape } = createApplicationSchema;
  const checklist = cls.safety_requirements.length;
  const unticked = (missing: number) =>
    missing === 1 ? formMessages.lastRequirement : allRequirementsMessage(missing);
  return createApplicationSchema.extend({
    experience_level: z.enum(experienceLevels, formMessages.experienceLevel),
    // Nothing ticked is no list at all in a form post: refused as every requirement missing.
    safety_acknowledgements:
      checklist > 0
        ? z.array(z.string(), unticked(checklist)).superRefine((ticked, ctx) => {
            const given = new Set(ticked);
            const missing = cls.safety_requirements.filter((r) => !given.has(r)).length;
            if (missing > 0) ctx.addIssue({ code: "custom", message: schemaText(unticked(missing)) });
          })
        : shape.safety_acknowledgements,
    age_confirmed: cls.min_age > 0 ? z.literal(true, minimumAgeMessage(cls.min_age)) : shape.age_confirmed,
  });
}

/** The form's values as the API takes them: the checklist always sent, so the API checks it too. */
export function applicationBody(value: z.output<ReturnType<typeof applyFormSchema>>) {
  const { message, ...rest } = value;
  return {
    ...rest,
    safety_acknowledgements: value.safety_acknowledgements ?? [],
    ...(message?.trim() ? { message: message.trim() } : {}),
  };
}
