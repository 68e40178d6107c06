import { recordIdField } from "./decision";

/** The record a decision form is about (its hidden `record_id` field), read without using up the body. */
export async function formRecordId(request: Request): Promise<number | null> {
  const id = Number((await request.clone().formData()).get(recordIdField));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
