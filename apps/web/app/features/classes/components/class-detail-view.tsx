import type { ClassDetail } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Pencil, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ThemeIcon } from "../../../components/themes/theme-icon";
import { useThemeName } from "../../../components/themes/theme-name";
import { SessionWhen } from "../../../components/time/session-when";
import { Badge, buttonClasses, Card, Container, Prose } from "../../../components/ui";
import { classStatusLabels, labelFor } from "../../../lib/i18n/labels";
import type { ClassCardView } from "../lib/card-view";
import { ClassFacts } from "./class-facts";
import { ClassGrid } from "./class-grid";
import { ClassStateNotice, showsAlternativesInNotice } from "./class-state-notice";
import { InstructorPanel } from "./instructor-panel";
import { TextList } from "./text-list";
import { VenuePanel } from "./venue-panel";

/**
 * The class as its page carries it (decision 484): the related classes reduced to their cards, and
 * without the Markdown description, which the page shows as the HTML the loader rendered from it.
 */
export type ClassDetailPageItem = Omit<ClassDetail, "related" | "description"> & { related: ClassCardView[] };

/** /classes/{id}-{slug}: everything a student needs to decide. */
export function ClassDetailView({
  item,
  descriptionHtml,
  signedIn,
  apply,
  contactInstructor,
  contactHost,
  reviews,
  forgeRating,
}: {
  item: ClassDetailPageItem;
  descriptionHtml: string;
  signedIn: boolean;
  /** The apply flow, composed by the route (features do not import each other). */
  apply?: ReactNode;
  /** "Message the instructor" and "Message the host" (from the messages feature, composed by the route). */
  contactInstructor?: ReactNode;
  contactHost?: ReactNode;
  /** The class's reviews (the reviews feature, composed by the route). */
  reviews?: ReactNode;
  /** The forge's rating line (the reviews feature, composed by the route). */
  forgeRating?: ReactNode;
}) {
  const themeName = useThemeName();
  const { t, i18n } = useLingui();
  return (
    <Container size="wide" className="py-10 sm:py-14">
      <nav aria-label={t`Breadcrumb`} className="mb-6 text-sm text-iron-400">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to="/classes" className="hover:text-ember-300 hover:underline">
              <Trans>Classes</Trans>
            </Link>
          </li>
          {item.venue ? (
            <li>
              <span aria-hidden="true">/ </span>
              <Link
                to={`/classes/${item.venue.location.path}`}
                className="hover:text-ember-300 hover:underline"
                data-user-content=""
              >
                {item.venue.location.name}
              </Link>
            </li>
          ) : null}
          <li aria-current="page" className="text-iron-200" data-user-content="">
            <span aria-hidden="true">/ </span>
            {item.title}
          </li>
        </ol>
      </nav>
      <ClassStateNotice item={item} />
      {item.status === "draft" ? (
        <p role="status" className="mb-8 rounded-lg border border-warning-400/40 bg-warning-900 p-4 text-warning-400">
          <Trans>Draft: only you can see this class until it is published.</Trans>
        </p>
      ) : null}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-8">
          <header>
            <div className="flex flex-wrap items-center gap-2">
              <Link to={`/learn/${item.theme}`} className="rounded-full">
                <Badge tone="ember">
                  <ThemeIcon slug={item.theme} className="size-3.5" /> {themeName(item.theme)}
                </Badge>
              </Link>
              {item.status !== "published" ? (
                <Badge tone="warning">{labelFor(i18n, classStatusLabels, item.status)}</Badge>
              ) : null}
            </div>
            <h1
              data-user-content=""
              className="mt-4 font-display text-4xl font-semibold wrap-anywhere text-iron-100 sm:text-5xl"
            >
              {item.title}
            </h1>
            {/* "When?" first (issue 37): the first session's day, hours and zone, and how many sessions. */}
            <p className="mt-3 flex items-center gap-2 text-lg font-semibold text-ember-200" data-testid="class-when">
              <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-ember-300" />
              <span suppressHydrationWarning>
                <SessionWhen sessions={item.sessions} zone={item.time_zone} />
              </span>
            </p>
            {item.summary ? (
              <p data-user-content="" className="mt-4 max-w-2xl text-lg text-iron-300">
                {item.summary}
              </p>
            ) : null}
            {item.can_manage ? (
              <Link to={`/classes/${item.id}/edit`} className={buttonClasses("secondary", "sm", "mt-5")}>
                <Pencil aria-hidden="true" /> <Trans>Edit, publish or cancel</Trans>
              </Link>
            ) : null}
          </header>
          {item.cover ? (
            <img
              src={item.cover.url}
              srcSet={item.cover.srcset}
              sizes="(min-width: 1024px) 60vw, 100vw"
              width={item.cover.width}
              height={item.cover.height}
              alt={item.cover.alt}
              data-user-content=""
              fetchPriority="high"
              className="aspect-[16/9] w-full rounded-lg object-cover"
            />
          ) : null}
          <section aria-labelledby="about-class">
            <h2 id="about-class" className="text-2xl font-semibold text-iron-100">
              <Trans>About this class</Trans>
            </h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (render-markdown.server.ts), tested against script/handler/javascript: injection. */}
            <Prose data-user-content="" className="mt-2" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
          </section>
          <div className="grid gap-6 md:grid-cols-2">
            <Card>
              <h2 className="text-2xl font-semibold text-iron-100">
                <Trans>What's included</Trans>
              </h2>
              <TextList items={item.included} empty={t`Ask the instructor what is included.`} />
            </Card>
            <Card>
              <h2 className="text-2xl font-semibold text-iron-100">
                <Trans>What to bring</Trans>
              </h2>
              <TextList items={item.bring} empty={t`Nothing special: wear natural-fibre clothes and closed shoes.`} />
            </Card>
          </div>
          <Card className="border-ember-700/60 bg-ember-900/30">
            <h2 className="flex items-center gap-2 text-2xl font-semibold text-iron-100">
              <ShieldAlert aria-hidden="true" className="size-6 text-ember-300" /> <Trans>Safety requirements</Trans>
            </h2>
            <TextList items={item.safety_requirements} empty={t`The general forge safety rules apply.`} />
            <p className="mt-4 text-sm text-iron-300">
              <Trans>
                You accept these when you apply. See also the{" "}
                <Link to="/safety" className="font-medium text-ember-300 underline">
                  forge safety rules
                </Link>
                .
              </Trans>
            </p>
          </Card>
          {item.venue ? <VenuePanel venue={item.venue} contact={contactHost} rating={forgeRating} /> : null}
          {reviews}
        </div>
        <aside aria-label={t`Book this class`} className="space-y-6 lg:sticky lg:top-6 lg:self-start">
          <ClassFacts item={item} signedIn={signedIn} apply={apply} />
          <InstructorPanel instructor={item.instructor} contact={contactInstructor} />
        </aside>
      </div>
      {item.related.length > 0 && !showsAlternativesInNotice(item.status) ? (
        <section aria-labelledby="related-classes" className="mt-16">
          <h2 id="related-classes" className="text-3xl font-semibold text-iron-100">
            <Trans>Related classes</Trans>
          </h2>
          <div className="mt-6">
            <ClassGrid items={item.related} />
          </div>
        </section>
      ) : null}
    </Container>
  );
}
