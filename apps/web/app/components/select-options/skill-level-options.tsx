// The zod-free subpath: shared components may end up in the shell's chunks, which must not load zod (decision 044).
import { skillLevels } from "@guildforge/contracts/skill-levels";
import { LabelledOptions } from "./labelled-options";
import { skillLevelText } from "./option-text";

/** The skill levels as `<option>`s, in DOMAIN order; the caller adds its own empty option. */
export function SkillLevelOptions() {
  return <LabelledOptions values={skillLevels} labels={skillLevelText} />;
}
