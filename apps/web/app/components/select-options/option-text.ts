import type { SkillLevel } from "@guildforge/contracts/skill-levels";
import type { ThemeSlug } from "@guildforge/contracts/theme-list";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The themes' names as people read them (the contract's English `themes[].name`, translated). */
export const themeText: Record<ThemeSlug, MessageDescriptor> = {
  "tool-making": msg`Tool making`,
  horseshoeing: msg`Horseshoeing`,
  "knife-making": msg`Knife making`,
  "functional-items": msg`Functional items`,
  "decorative-ironwork": msg`Decorative ironwork`,
  "jewelry-small-items": msg`Jewelry & small items`,
};

/** The skill levels as people read them (the contract's `skillLevelLabels`, translated). */
export const skillLevelText: Record<SkillLevel, MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
  all_levels: msg`All levels`,
};
