import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Flame, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { LogoLink } from "../layout/logo-link";
import { buttonClasses, Container } from "../ui";
import { errorScreenContent } from "./error-screen-content";
import { useFunFact } from "./use-fun-fact";

interface ErrorScreenProps {
  status: number;
  /** A safe, user-facing detail (e.g. "Page not found: /x"); never a server error's message. */
  detail?: string;
  /** Development only: the error's message and stack. */
  debug?: string;
}

/**
 * The error screen on its own (docs/product.md#error-screen): for an error above every layout (the
 * root's boundary), with the logo as its only header. The site's layout shows the same content
 * inside its header, navigation, account menu and footer (routes/layouts/default.tsx, decision 521).
 */
export function ErrorScreen(props: ErrorScreenProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-iron-800">
        <Container size="wide" className="flex h-16 items-center">
          <LogoLink />
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-center focus:outline-none">
        <ErrorScreenContent {...props} />
      </main>
    </div>
  );
}

/** Status, themed heading, meaning, a fun fact and the way onward, without a page frame. */
export function ErrorScreenContent({ status, detail, debug }: ErrorScreenProps) {
  const { i18n } = useLingui();
  const httpStatus = status;
  const content = errorScreenContent(status, i18n);
  const fact = useFunFact();
  return (
    <div className="w-full py-16">
      <Container size="prose" className="text-center">
        <p className="font-display text-8xl font-bold sm:text-9xl" aria-hidden="true">
          <span className="ember-text">{status}</span>
        </p>
        <p className="sr-only">
          <Trans>Error {httpStatus}</Trans>
        </p>
        <h1 className="mt-4 text-3xl font-semibold text-iron-100 sm:text-4xl">{content.heading}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-iron-300">{content.meaning}</p>
        {detail ? <p className="mt-2 font-mono text-sm break-words text-iron-400">{detail}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {content.actions.map((action, i) => (
            <Link
              key={action.label}
              to={action.to}
              reloadDocument={action.reload}
              className={buttonClasses(i === 0 ? "primary" : "secondary", "lg")}
            >
              {action.label}
            </Link>
          ))}
        </div>
        <aside
          aria-label={i18n._(msg`Blacksmithing fun fact`)}
          className="mx-auto mt-12 max-w-xl rounded-lg border border-iron-700 bg-iron-850 p-6 text-left shadow-card"
        >
          <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-ember-400 uppercase">
            <Sparkles className="size-4" aria-hidden="true" /> <Trans>From the forge</Trans>
          </p>
          <p id={fact.id} data-index={fact.index} className="mt-2 text-iron-200">
            {fact.text}
          </p>
        </aside>
        {debug ? (
          <details className="mt-8 text-left">
            <summary className="cursor-pointer text-sm text-iron-400">
              <Flame className="mr-1 inline size-4" aria-hidden="true" />
              <Trans>Debug details (development only)</Trans>
            </summary>
            <pre className="mt-2 overflow-auto rounded-md bg-iron-900 p-4 text-xs text-iron-300">{debug}</pre>
          </details>
        ) : null}
      </Container>
    </div>
  );
}
