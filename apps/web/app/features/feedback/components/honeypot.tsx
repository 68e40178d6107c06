import { honeypotField } from "@guildforge/contracts";
import { Trans } from "@lingui/react/macro";

/**
 * The spam trap (decision 312): a field people never see or reach (off-screen, out of the tab
 * order, hidden from assistive technology); form-filling bots fill it, and the server refuses.
 * Controlled when given `onChange`, otherwise a plain form field (route-action forms).
 */
export function Honeypot({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        <Trans>Leave this empty</Trans>
        <input
          type="text"
          name={honeypotField}
          tabIndex={-1}
          autoComplete="off"
          {...(onChange ? { value: value ?? "", onChange: (e) => onChange(e.target.value) } : { defaultValue: "" })}
        />
      </label>
    </div>
  );
}
