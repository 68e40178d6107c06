import type { ExperienceLevel } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface ApplyClassFacts {
  min_age: number;
  safety_version: number;
  safety_requirements: readonly string[];
}

export const experienceOptions: ReadonlyArray<{
  value: ExperienceLevel;
  label: MessageDescriptor;
  hint: MessageDescriptor;
}> = [
  { value: "none", label: msg`None yet`, hint: msg`I have never worked at a forge.` },
  { value: "some", label: msg`Some`, hint: msg`I have forged a few times or taken a class.` },
  { value: "experienced", label: msg`Experienced`, hint: msg`I forge regularly on my own.` },
];
