// Plain data, no zod (decision 044): class cards in the browser's shell show these labels.

/** DOMAIN.md "Classes": skill levels. */
export const skillLevels = ["beginner", "intermediate", "advanced", "all_levels"] as const;
export type SkillLevel = (typeof skillLevels)[number];
export const skillLevelLabels: Record<SkillLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  all_levels: "All levels",
};
