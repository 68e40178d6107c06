/**
 * The hidden spam token of a feedback form (decisions 312, 510). After a refusal the page loads a
 * fresh token, but the form keeps the one it was opened with, so the minimum fill time still counts
 * from when the person started; only a refused token (expired, used) gives way to the fresh one.
 */
export function FeedbackTokenField({
  fresh,
  field,
}: {
  fresh: string;
  field?: { initialValue?: unknown; errors?: string[] };
}) {
  const kept = typeof field?.initialValue === "string" && !field.errors?.length ? field.initialValue : "";
  return <input type="hidden" name="form_token" value={kept || fresh} />;
}
