import { type ReviewsPage, reviewsResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { serverApi } from "../../../lib/server-api/api-json.server";

type Context = Readonly<RouterContextProvider>;

/** Published reviews with their summary; null when the API cannot say (the page shows without them). */
async function load(context: Context, path: string): Promise<ReviewsPage | null> {
  const response = await serverApi(context).fetch(path);
  if (!response.ok) return null;
  return reviewsResponseSchema.parse(await response.json());
}

export const loadClassReviews = (context: Context, classId: number) =>
  load(context, `/api/classes/${classId}/reviews?limit=20`);
export const loadInstructorReviews = (context: Context, slug: string) =>
  load(context, `/api/instructors/${encodeURIComponent(slug)}/reviews?limit=20`);
/** A forge's reviews: `limit` 1 for the class page's summary line, more for the forge's own page. */
export const loadForgeReviews = (context: Context, venueId: number, limit = 1) =>
  load(context, `/api/venues/${venueId}/reviews?limit=${limit}`);
