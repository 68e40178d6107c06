interface LabelledOptionsProps<T extends string> {
  values: readonly T[];
  labels: Record<T, string>;
}

/** One `<option>` per value, shown by its label (skill levels, sort orders); the caller adds any empty option. */
export function LabelledOptions<T extends string>({ values, labels }: LabelledOptionsProps<T>) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}
