import { api } from "../../../lib/api";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";

/** POST /api/applications/{id}/withdraw (the student's own, before the first session). */
export async function withdrawApplication(id: number) {
  const [res, { myApplicationResponseSchema }] = await Promise.all([
    api.post(`/api/applications/${id}/withdraw`, undefined, { handleErrors: false }),
    lazySchemas(),
  ]);
  return myApplicationResponseSchema.parse(res).data;
}
