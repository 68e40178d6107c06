import type { ReviewsPage } from "@guildforge/contracts";

/**
 * schema.org AggregateRating and Review for a Course or a Person page (issue 40 point 5): only
 * with at least one published review; the reviews shown on the page, newest first.
 */
export function reviewsJsonLd(page: ReviewsPage | null): Record<string, unknown> {
  const s = page?.meta.summary;
  if (!page || !s?.count || s.average == null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: s.average,
      reviewCount: s.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: page.data.map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.author.name },
      datePublished: r.published_at.slice(0, 10),
      ...(r.text ? { reviewBody: r.text } : {}),
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
