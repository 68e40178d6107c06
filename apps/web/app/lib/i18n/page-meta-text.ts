import { pageMeta } from "../../components/seo/page-meta";

/** A route's `meta` from the title and description its loader translated (page-meta-data.server.ts). */
export function translatedMeta({ loaderData }: { loaderData?: { meta: { title: string; description: string } } }) {
  return loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [];
}
