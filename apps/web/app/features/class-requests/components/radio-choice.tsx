import type { ReactNode } from "react";

interface RadioChoiceProps {
  /** The radio group's name. */
  name: string;
  value: number;
  checked: boolean;
  onSelect: () => void;
  title: ReactNode;
  detail: ReactNode;
}

/** One choice in a radio list of requests or classes: the whole bordered card is the label. */
export function RadioChoice({ name, value, checked, onSelect, title, detail }: RadioChoiceProps) {
  return (
    <label className="flex cursor-pointer gap-3 rounded-md border border-iron-600 p-3 has-[:checked]:border-ember-500 has-[:checked]:bg-iron-800">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="mt-1 size-4 accent-ember-500"
      />
      <span>
        <span className="block font-semibold text-iron-100">{title}</span>
        <span className="block text-sm text-iron-400">{detail}</span>
      </span>
    </label>
  );
}
