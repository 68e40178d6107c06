import { Trans, useLingui } from "@lingui/react/macro";
import { Hero } from "../components/home/hero";
import { HowItWorks } from "../components/home/how-it-works";
import { SafetyNote } from "../components/home/safety-note";
import { TeachCta } from "../components/home/teach-cta";
import { defaultDescription } from "../components/seo/page-meta";
import { ThemeCards } from "../components/themes/theme-cards";
import { Container } from "../components/ui";
import { UpcomingStrip } from "../features/classes/components/upcoming-strip";
import { loadUpcoming } from "../features/classes/server/load-upcoming.server";
import { routeMessages } from "../lib/i18n/messages.server";
import { liveHandle } from "../lib/live-data/live-handle";
import { liveTopics } from "../lib/live-data/live-topics";
import type { Route } from "./+types/home";

/** A newly published class (class.created) reloads the upcoming strip (decision 525). */
export const handle = liveHandle([liveTopics.classes]);

/** The upcoming strip's class cards read the classes catalog. */
export async function loader({ context }: Route.LoaderArgs) {
  const [upcoming, messages] = await Promise.all([loadUpcoming(context), routeMessages(context, ["classes"])]);
  return { upcoming, ...messages };
}

/** The root's title and description (in the page's language) as the home page's, for people and for sharing. */
export function meta({ matches }: Route.MetaArgs) {
  const root = (matches.find((m) => m?.id === "root")?.meta ?? []) as Array<Record<string, string>>;
  const title = root.find((m) => "title" in m)?.title ?? "Guildforge — blacksmithing classes near you";
  const description = root.find((m) => m.name === "description")?.content ?? defaultDescription;
  return [
    { property: "og:type", content: "website" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <Hero />
      <section aria-labelledby="upcoming-title" className="pt-20">
        <Container size="wide">
          <h2 id="upcoming-title" className="text-4xl font-semibold">
            <Trans>Upcoming classes</Trans>
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-iron-300">
            <Trans>The next classes with seats left, at forges near and far.</Trans>
          </p>
          <div className="mt-10">
            <UpcomingStrip items={loaderData.upcoming} moreHref="/classes" moreLabel={t`Browse all classes`} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="themes-title" className="py-20">
        <Container size="wide">
          <h2 id="themes-title" className="text-4xl font-semibold">
            <Trans>Six ways into the craft</Trans>
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-iron-300">
            <Trans>Every class belongs to one theme. Read what each involves, then find a class that suits you.</Trans>
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
