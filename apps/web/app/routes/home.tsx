import { Hero } from "../components/home/hero";
import { HowItWorks } from "../components/home/how-it-works";
import { SafetyNote } from "../components/home/safety-note";
import { TeachCta } from "../components/home/teach-cta";
import { defaultDescription } from "../components/seo/page-meta";
import { ThemeCards } from "../components/themes/theme-cards";
import { Container } from "../components/ui";
import { UpcomingStrip } from "../features/classes/components/upcoming-strip";
import { loadUpcoming } from "../features/classes/server/load-upcoming.server";
import { liveHandle } from "../lib/live-data/live-handle";
import { liveTopics } from "../lib/live-data/live-topics";
import type { Route } from "./+types/home";

/** A newly published class (class.created) reloads the upcoming strip (decision 525). */
export const handle = liveHandle([liveTopics.classes]);

export async function loader({ context, request }: Route.LoaderArgs) {
  return { upcoming: await loadUpcoming(context), origin: new URL(request.url).origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const canonical = `${loaderData?.origin ?? ""}/`;
  return [
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:url", content: canonical },
    { property: "og:type", content: "website" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: "Guildforge — blacksmithing classes near you" },
    { name: "twitter:description", content: defaultDescription },
    { title: "Guildforge — blacksmithing classes near you" },
    { name: "description", content: defaultDescription },
    { property: "og:title", content: "Guildforge — blacksmithing classes near you" },
    { property: "og:description", content: defaultDescription },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <section aria-labelledby="upcoming-title" className="pt-20">
        <Container size="wide">
          <h2 id="upcoming-title" className="text-4xl font-semibold">
            Upcoming classes
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-iron-300">
            The next classes with seats left, at forges near and far.
          </p>
          <div className="mt-10">
            <UpcomingStrip items={loaderData.upcoming} moreHref="/classes" moreLabel="Browse all classes" />
          </div>
        </Container>
      </section>
      <section aria-labelledby="themes-title" className="py-20">
        <Container size="wide">
          <h2 id="themes-title" className="text-4xl font-semibold">
            Six ways into the craft
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-iron-300">
            Every class belongs to one theme. Read what each involves, then find a class that suits you.
          </p>
          <div className="mt-10">
            <ThemeCards />
          </div>
        </Container>
      </section>
      <HowItWorks />
      <TeachCta />
      <SafetyNote />
    </>
  );
}
