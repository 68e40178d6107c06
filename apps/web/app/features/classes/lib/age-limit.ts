import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
/** The minimum age as people read it: "16+", or "No age limit" when the class sets none (0). */
export function ageLimitLabel(i18n: I18n, minAge: number): string {
  return minAge > 0 ? `${minAge}+` : i18n._(msg`No age limit`);
}
