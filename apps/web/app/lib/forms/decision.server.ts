/** The record a decision form is about (its hidden `id` field), read without using up the body. */
export async function formRecordId(request: Request): Promise<number | null> {
  const id = Number((await request.clone().formData()).get("id"));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
