import type { CreateApplication, ExperienceLevel } from "@guildforge/contracts";
import { applicationMessageMax } from "@guildforge/contracts/application-rules";

export interface ApplyFormValues {
  experience_level: ExperienceLevel | "";
  message: string;
  /** One tick per safety requirement, in the class's order. */
  acknowledged: boolean[];
  age_confirmed: boolean;
}

export type ApplyFormErrors = Partial<Record<"experience_level" | "message" | "safety" | "age_confirmed", string>>;

export interface ApplyClassFacts {
  min_age: number;
  safety_version: number;
  safety_requirements: readonly string[];
}

export const experienceOptions: ReadonlyArray<{ value: ExperienceLevel; label: string; hint: string }> = [
  { value: "none", label: "None yet", hint: "I have never worked at a forge." },
  { value: "some", label: "Some", hint: "I have forged a few times or taken a class." },
  { value: "experienced", label: "Experienced", hint: "I forge regularly on my own." },
];

/** Checks the form the way the API will; returns the body to send, or the errors to show. */
export function buildApplication(
  values: ApplyFormValues,
  cls: ApplyClassFacts,
): { body: CreateApplication; errors?: undefined } | { body?: undefined; errors: ApplyFormErrors } {
  const errors: ApplyFormErrors = {};
  if (!values.experience_level) errors.experience_level = "Choose your experience level.";
  if (values.message.trim().length > applicationMessageMax) {
    errors.message = `Keep the message under ${applicationMessageMax} characters.`;
  }
  const missing = cls.safety_requirements.filter((_, i) => !values.acknowledged[i]).length;
  if (missing > 0) {
    errors.safety =
      missing === 1 ? "Tick the last safety requirement to confirm it." : `Tick all ${missing} safety requirements.`;
  }
  if (cls.min_age > 0 && !values.age_confirmed) errors.age_confirmed = `Confirm that you are at least ${cls.min_age}.`;
  if (Object.keys(errors).length > 0 || !values.experience_level) return { errors };
  const message = values.message.trim();
  return {
    body: {
      experience_level: values.experience_level,
      safety_version: cls.safety_version,
      safety_acknowledgements: [...cls.safety_requirements],
      ...(message ? { message } : {}),
      ...(cls.min_age > 0 ? { age_confirmed: true } : {}),
    },
  };
}

/** Maps the API's 422 field names onto the form's. */
export function formErrorsFromServer(fields: Record<string, string[]>): ApplyFormErrors {
  const out: ApplyFormErrors = {};
  for (const [field, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (!message) continue;
    if (field === "experience_level" || field === "message" || field === "age_confirmed") out[field] = message;
    else if (field.startsWith("safety")) out.safety = message;
  }
  return out;
}
