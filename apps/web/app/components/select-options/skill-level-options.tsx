// The zod-free subpath: shared components may end up in the shell's chunks, which must not load zod (decision 044).
import { skillLevelLabels, skillLevels } from "@guildforge/contracts/skill-levels";
import { LabelledOptions } from "./labelled-options";

/** The skill levels as `<option>`s, in DOMAIN order; the caller adds its own empty option. */
export function SkillLevelOptions() {
  return <LabelledOptions values={skillLevels} labels={skillLevelLabels} />;
}
