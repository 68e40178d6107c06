/** A short bulleted list of plain text items (what's included, what to bring, safety rules). */
export function TextList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="mt-3 text-iron-400">{empty}</p>;
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-iron-200">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ember-400" />
          <span data-user-content="">{item}</span>
        </li>
      ))}
    </ul>
  );
}
