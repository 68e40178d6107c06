import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Bug } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { bugReportAnchor, bugReportFromParam, bugReportPath } from "../lib/bug-report-paths";
import { feedbackUiAttribute } from "../lib/feedback-ui";

// The dialog, its form, the editor and (inside capture) modern-screenshot load only when someone
// opens the widget: the button is all every page pays for.
const BugReportDialog = lazy(() => import("./bug-report-dialog").then((m) => ({ default: m.BugReportDialog })));

/**
 * The floating bug-report button of docs/product.md#error-screen, on every default-layout page: small, in the corner,
 * reachable by keyboard (it is a real button, late in the tab order after the page). It never covers
 * a page's own controls (app.css, decision 522): it sits above the phone booking bar, and steps
 * aside while a dialog is open, while a message composer is on screen, and while a toast shows on a
 * phone; the footer's "Report a bug" link (/bug-report) stays the way in meanwhile.
 *
 * Without JavaScript (or before it runs) the button sends a GET form to /bug-report?from={this
 * page}#report, whose form reports this page (decision 535, as `DialogOpener`); with JavaScript a
 * click opens the dialog instead.
 */
export function BugReportWidget({ signedIn }: { signedIn: boolean }) {
  const { i18n } = useLingui();
  // The shell catalog, on every page, has this text too: the feedback catalog loads with the dialog.
  const label = i18n._(msg`Report a bug`);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { pathname, search } = useLocation();
  return (
    <>
      <form method="get" action={`${bugReportPath}#${bugReportAnchor}`} className="contents">
        <input type="hidden" name={bugReportFromParam} value={`${pathname}${search}`} />
        <button
          type="submit"
          {...{ [feedbackUiAttribute]: "", "data-feedback-button": "" }}
          onClick={(event) => {
            event.preventDefault();
            setLoaded(true);
            setOpen(true);
          }}
          onPointerEnter={() => setLoaded(true)}
          onFocus={() => setLoaded(true)}
          aria-haspopup="dialog"
          className="fixed right-3 bottom-[calc(0.75rem+var(--bottom-bar-offset,0px))] z-30 flex size-11 items-center justify-center rounded-full border border-iron-600 bg-iron-850/95 text-iron-200 shadow-card hover:border-ember-400 hover:text-ember-300 focus-visible:outline-2 focus-visible:outline-ember-400 print:hidden"
          title={label}
        >
          <Bug className="size-5" aria-hidden="true" />
          <span className="sr-only">{label}</span>
        </button>
      </form>
      {loaded ? (
        <Suspense fallback={null}>
          <BugReportDialog open={open} onOpenChange={setOpen} signedIn={signedIn} />
        </Suspense>
      ) : null}
    </>
  );
}
