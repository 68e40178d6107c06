// The zod-free subpath: shared components may end up in the shell's chunks, which must not load zod (decision 044).
import { themes } from "@guildforge/contracts/theme-list";
import { useLingui } from "@lingui/react";
import { themeText } from "./option-text";

/** The six themes as `<option>`s (value: slug), in the product's order (docs/product.md#product); the caller adds its own empty option. */
export function ThemeOptions() {
  const { i18n } = useLingui();
  return (
    <>
      {themes.map((t) => (
        <option key={t.slug} value={t.slug}>
          {i18n._(themeText[t.slug])}
        </option>
      ))}
    </>
  );
}
