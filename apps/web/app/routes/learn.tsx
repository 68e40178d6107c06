import { themeSlugSchema } from "@guildforge/contracts";
import { ShieldAlert } from "lucide-react";
import { data, Link } from "react-router";
import { SpriteIcon } from "../components/icons/sprite";
import { pageMeta } from "../components/seo/page-meta";
import { socialMeta } from "../components/seo/social-meta";
import { ThemeIcon } from "../components/themes/theme-icon";
import { buttonClasses, Card, Container, PageHeader } from "../components/ui";
import { themeGuides } from "../content/theme-guides";
import { UpcomingStrip } from "../features/classes/components/upcoming-strip";
import { loadUpcoming } from "../features/classes/server/load-upcoming.server";
import { routeMessages } from "../lib/i18n/messages.server";
import type { Route } from "./+types/learn";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = themeSlugSchema.safeParse(params.theme);
  if (!parsed.success) {
    throw data({ message: `Page not found: ${new URL(request.url).pathname}` }, { status: 404 });
  }
  // The upcoming strip's class cards read the classes catalog.
  const [upcoming, messages] = await Promise.all([
    loadUpcoming(context, { theme: parsed.data }),
    routeMessages(context, ["classes"]),
  ]);
  return {
    ...messages,
    slug: parsed.data,
    upcoming,
    origin: new URL(request.url).origin,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const guide = loaderData ? themeGuides[loaderData.slug] : undefined;
  if (!guide) return pageMeta("Learn", "Blacksmithing themes on Guildforge.");
  return socialMeta({
    title: `Learn ${guide.title.toLowerCase()}`,
    description: `${guide.tagline} ${guide.intro.split(". ")[0]}.`,
    type: "article",
  });
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-iron-200">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ember-400" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export default function LearnThemePage({ loaderData }: Route.ComponentProps) {
  const guide = themeGuides[loaderData.slug];
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <ThemeIcon slug={guide.slug} className="size-4" /> Learn a theme
          </span>
        }
        title={guide.title}
        description={
          <>
            <p className="font-medium text-iron-100">{guide.tagline}</p>
            <p className="mt-3">{guide.intro}</p>
          </>
        }
        actions={
          // A long theme name wraps onto a second line on a phone rather than widening the page.
          <Link
            to={`/classes?theme=${guide.slug}`}
            className={buttonClasses("primary", "lg", undefined, { wrap: true })}
          >
            Find {guide.title.toLowerCase()} classes <SpriteIcon name="arrow-right" />
          </Link>
        }
      />
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <Card>
          <h2 className="text-2xl font-semibold">What you learn</h2>
          <List items={guide.learn} />
        </Card>
        <Card>
          <h2 className="text-2xl font-semibold">Typical projects</h2>
          <List items={guide.projects} />
        </Card>
        <Card className="border-ember-700/60 bg-ember-900/30">
          <h2 className="flex items-center gap-2 text-2xl font-semibold">
            <ShieldAlert className="size-6 text-ember-300" aria-hidden="true" /> Safety specifics
          </h2>
          <List items={guide.safety} />
          <p className="mt-4 text-sm text-iron-300">
            These add to the general{" "}
            <Link to="/safety" className="font-medium text-ember-300 underline hover:text-ember-200">
              forge safety rules
            </Link>{" "}
            that apply in every class.
          </p>
        </Card>
        <Card>
          <h2 className="text-2xl font-semibold">Progression path</h2>
          <ol className="mt-4 space-y-4">
            {guide.progression.map((step, i) => (
              <li key={step.stage} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ember-500 font-bold text-ember-ink"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-sans font-semibold text-iron-100">{step.stage}</h3>
                  <p className="text-iron-300">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </Card>
      </div>
      <section aria-labelledby="theme-classes" className="mt-12">
        <h2 id="theme-classes" className="text-3xl font-semibold">
          Classes in this theme
        </h2>
        <p className="mt-3 max-w-2xl text-iron-300">
          The next {guide.title.toLowerCase()} classes with seats left. If there is none near you yet, request one:
          instructors watch the most-voted requests.
        </p>
        <div className="mt-6">
          <UpcomingStrip
            items={loaderData.upcoming}
            moreHref={`/classes?theme=${guide.slug}`}
            moreLabel={`Browse all ${guide.title.toLowerCase()} classes`}
          />
        </div>
      </section>
    </Container>
  );
}
