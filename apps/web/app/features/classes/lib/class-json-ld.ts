import type { ClassDetail } from "@guildforge/contracts";

/**
 * schema.org Course with one CourseInstance per session (location, offers, instructor), for
 * search engines' rich results. Absolute URLs from `origin`.
 */
export function classJsonLd(c: Omit<ClassDetail, "related" | "description">, origin: string): Record<string, unknown> {
  const url = `${origin}${c.url}`;
  const place = c.venue
    ? {
        "@type": "Place",
        name: c.venue.name,
        address: { "@type": "PostalAddress", streetAddress: c.venue.address, addressLocality: c.venue.location.name },
        geo: { "@type": "GeoCoordinates", latitude: c.venue.lat, longitude: c.venue.lng },
      }
    : undefined;
  const offers = {
    "@type": "Offer",
    url,
    price: (c.price_cents / 100).toFixed(2),
    priceCurrency: c.currency,
    availability:
      c.status === "cancelled"
        ? "https://schema.org/Discontinued"
        : c.seats_left > 0
          ? "https://schema.org/InStock"
          : "https://schema.org/SoldOut",
    category: c.price_cents === 0 ? "Free" : "Paid",
  };
  const instructor = { "@type": "Person", name: c.instructor.name, url: `${origin}${c.instructor.url}` };
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: c.title,
    description: c.summary || c.title,
    url,
    ...(c.cover ? { image: `${origin}${c.cover.url}` } : {}),
    provider: { "@type": "Organization", name: "Guildforge", url: origin },
    educationalLevel: c.skill_level,
    offers,
    hasCourseInstance: c.sessions.map((s) => ({
      "@type": "CourseInstance",
      courseMode: "Onsite",
      startDate: s.starts_at,
      endDate: s.ends_at,
      eventStatus: c.status === "cancelled" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
      ...(place ? { location: place } : {}),
      instructor,
      offers,
    })),
  };
}
