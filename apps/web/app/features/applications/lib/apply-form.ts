import type { ExperienceLevel } from "@guildforge/contracts";

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
