// The zod-free subpath: shared components may end up in the shell's chunks, which must not load zod (decision 044).
import { themes } from "@guildforge/contracts/theme-list";

/** The six themes as `<option>`s (value: slug), in the product's order (docs/product.md#product); the caller adds its own empty option. */
export function ThemeOptions() {
  return (
    <>
      {themes.map((t) => (
        <option key={t.slug} value={t.slug}>
          {t.name}
        </option>
      ))}
    </>
  );
}
