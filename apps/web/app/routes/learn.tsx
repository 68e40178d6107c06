import { themeSlugSchema } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldAlert } from "lucide-react";
import { data, Link } from "react-router";
import { SpriteIcon } from "../components/icons/sprite";
import { socialMeta } from "../components/seo/social-meta";
import { ThemeIcon } from "../components/themes/theme-icon";
import { themeInSentence, useThemeInSentence, useThemeName } from "../components/themes/theme-name";
import { buttonClasses, Card, Container, PageHeader } from "../components/ui";
import { themeTaglineText } from "../content/theme-taglines";
import { UpcomingStrip } from "../features/classes/components/upcoming-strip";
import { loadUpcoming } from "../features/classes/server/load-upcoming.server";
import { themeGuides } from "../features/learn/theme-guides";
import { pageI18n } from "../lib/i18n/page-i18n.server";
import type { Route } from "./+types/learn";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = themeSlugSchema.safeParse(params.theme);
  if (!parsed.success) {
    const { i18n } = await pageI18n(context, []);
    const path = new URL(request.url).pathname;
    throw data({ message: i18n._(msg`Page not found: ${path}`) }, { status: 404 });
  }
  // The upcoming strip's class cards read the classes catalog; the guide's texts are the learn catalog's.
  const [upcoming, { messages, i18n }] = await Promise.all([
    loadUpcoming(context, { theme: parsed.data }),
    pageI18n(context, ["classes", "learn"]),
  ]);
  const guide = themeGuides[parsed.data];
  const theme = themeInSentence(i18n, parsed.data);
  const intro = i18n._(guide.intro);
  const meta = {
    title: i18n._(msg`Learn ${theme}`),
    description: `${i18n._(themeTaglineText[parsed.data])} ${intro.split(". ")[0]?.replace(/\.$/, "")}.`,
  };
  return {
    messages,
    meta,
    slug: parsed.data,
    upcoming,
    origin: new URL(request.url).origin,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return socialMeta({ title: loaderData.meta.title, description: loaderData.meta.description, type: "article" });
}

function List({ items }: { items: MessageDescriptor[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3 break-words text-iron-200 hyphens-auto">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ember-400" />
          <span className="min-w-0">{i18n._(item)}</span>
        </li>
      ))}
    </ul>
  );
}

export default function LearnThemePage({ loaderData }: Route.ComponentProps) {
  const guide = themeGuides[loaderData.slug];
  const { t, i18n } = useLingui();
  const themeName = useThemeName();
  const inSentence = useThemeInSentence();
  const theme = inSentence(guide.slug);
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <ThemeIcon slug={guide.slug} className="size-4" /> <Trans>Learn a theme</Trans>
          </span>
        }
        title={<span className="break-words hyphens-auto">{themeName(guide.slug)}</span>}
        description={
          <>
            <p className="font-medium text-iron-100">{i18n._(themeTaglineText[guide.slug])}</p>
            <p className="mt-3 hyphens-auto">{i18n._(guide.intro)}</p>
          </>
        }
        actions={
          // A long theme name wraps onto a second line on a phone rather than widening the page.
          <Link
            to={`/classes?theme=${guide.slug}`}
            className={buttonClasses("primary", "lg", undefined, { wrap: true })}
          >
            <Trans>Find {theme} classes</Trans> <SpriteIcon name="arrow-right" />
          </Link>
        }
      />
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <Card>
          <h2 className="text-2xl font-semibold break-words hyphens-auto">
            <Trans>What you learn</Trans>
          </h2>
          <List items={guide.learn} />
        </Card>
        <Card>
          <h2 className="text-2xl font-semibold break-words hyphens-auto">
            <Trans>Typical projects</Trans>
          </h2>
          <List items={guide.projects} />
        </Card>
        <Card className="border-ember-700/60 bg-ember-900/30">
          <h2 className="flex items-center gap-2 text-2xl font-semibold break-words hyphens-auto">
            <ShieldAlert className="size-6 shrink-0 text-ember-300" aria-hidden="true" />{" "}
            <span className="min-w-0">
              <Trans>Safety specifics</Trans>
            </span>
          </h2>
          <List items={guide.safety} />
          <p className="mt-4 text-sm text-iron-300">
            <Trans>
              These add to the general{" "}
              <Link to="/safety" className="font-medium text-ember-300 underline hover:text-ember-200">
                forge safety rules
              </Link>{" "}
              that apply in every class.
            </Trans>
          </p>
        </Card>
        <Card>
          <h2 className="text-2xl font-semibold break-words hyphens-auto">
            <Trans>Progression path</Trans>
          </h2>
          <ol className="mt-4 space-y-4">
            {guide.progression.map((step, i) => (
              <li key={step.stage.id} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ember-500 font-bold text-ember-ink"
                >
                  {i + 1}
                </span>
                <div className="min-w-0 break-words hyphens-auto">
                  <h3 className="font-sans font-semibold text-iron-100">{i18n._(step.stage)}</h3>
                  <p className="text-iron-300">{i18n._(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </Card>
      </div>
      <section aria-labelledby="theme-classes" className="mt-12">
        <h2 id="theme-classes" className="text-3xl font-semibold break-words hyphens-auto">
          <Trans>Classes in this theme</Trans>
        </h2>
        <p className="mt-3 max-w-2xl text-iron-300 hyphens-auto">
          <Trans>
            The next {theme} classes with seats left. If there is none near you yet, request one: instructors watch the
            most-voted requests.
          </Trans>
        </p>
        <div className="mt-6">
          <UpcomingStrip
            items={loaderData.upcoming}
            moreHref={`/classes?theme=${guide.slug}`}
            moreLabel={t`Browse all ${theme} classes`}
          />
        </div>
      </section>
    </Container>
  );
}
