import type { ReactNode } from "react";
import { Link } from "react-router";
import { SpriteIcon } from "../icons/sprite";
import type { SiteLink } from "../navigation/site-map";
import { Badge, Card, Container, PageHeader } from "../ui";

interface PlannedPageProps {
  eyebrow: string;
  title: string;
  description: ReactNode;
  /** What the finished page will show, one item per line. */
  willHold: string[];
  /** Where to go meanwhile. */
  links: SiteLink[];
  /** Who may open the page once it is built (e.g. "Signed-in members"). */
  audience?: string;
  /** default: in a page container; plain: inside a layout that frames the page (admin); card: inside the auth card. */
  frame?: "default" | "plain" | "card";
}

/**
 * The honest page for a route whose feature lands in a later issue: a real title and purpose,
 * what the page will hold, and where to go meanwhile. Never a blank screen.
 */
export function PlannedPage({
  eyebrow,
  title,
  description,
  willHold,
  links,
  audience,
  frame = "default",
}: PlannedPageProps) {
  const body = (
    <>
      <PageHeader
        eyebrow={eyebrow}
        title={title}
        description={description}
        actions={
          <>
            <Badge tone="ember">
              <SpriteIcon name="hammer" className="size-3.5" /> On the anvil: being built
            </Badge>
            {audience ? <Badge tone="neutral">{audience}</Badge> : null}
          </>
        }
      />
      <div className={frame === "card" ? "mt-8 grid gap-6" : "mt-10 grid gap-6 lg:grid-cols-[3fr_2fr]"}>
        <Card>
          <h2 className="text-2xl font-semibold text-iron-100">What this page will hold</h2>
          <ul className="mt-4 space-y-3">
            {willHold.map((item) => (
              <li key={item} className="flex gap-3 text-iron-200">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ember-400" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="bg-iron-900">
          <h2 className="text-2xl font-semibold text-iron-100">Meanwhile</h2>
          <p className="mt-2 text-iron-300">
            This part of Guildforge is still being forged. These pages are ready now:
          </p>
          <ul className="mt-4 space-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="group inline-flex items-center gap-2 font-medium text-ember-400 hover:text-ember-300 hover:underline"
                >
                  {link.label}
                  <SpriteIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
  if (frame !== "default") return body;
  return <Container className="py-12 sm:py-16">{body}</Container>;
}
