import type { ReactNode } from "react";
import { Container, PageHeader, Prose } from "../ui";

interface InfoPageProps {
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** e.g. "Last updated 1 November 2026" */
  updated?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of the informational pages: header, long-form prose, optional side panel. */
export function InfoPage({ eyebrow, title, lead, updated, aside, children }: InfoPageProps) {
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow={eyebrow}
        title={title}
        description={
          <>
            <p>{lead}</p>
            {updated ? <p className="mt-3 text-sm text-iron-400">{updated}</p> : null}
          </>
        }
      />
      <div className={aside ? "mt-4 grid gap-10 lg:grid-cols-[1fr_18rem]" : "mt-4"}>
        <Prose>{children}</Prose>
        {aside ? <aside className="lg:pt-12">{aside}</aside> : null}
      </div>
    </Container>
  );
}
