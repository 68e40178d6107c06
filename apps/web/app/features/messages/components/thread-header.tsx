import type { Conversation } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, Flag } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui";
import { DialogOpener } from "../../../lib/forms/dialog-opener";
import { BlockDialog } from "./block-dialog";

interface ThreadHeaderProps {
  conversation: Conversation;
  backHref: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChanged: (conversation: Conversation) => void;
  onReport: () => void;
}

/** The thread's top bar: back to the list (phones), the person and class, block and report. */
export function ThreadHeader({ conversation: c, backHref, headingRef, onChanged, onReport }: ThreadHeaderProps) {
  const { t } = useLingui();
  const name = c.other.name;
  return (
    <div className="flex items-center gap-3 border-b border-iron-800 px-3 py-2.5 sm:px-4">
      <Link
        to={backHref}
        className="-ml-1 rounded-md p-2 text-iron-200 hover:bg-iron-800 hover:text-ember-300 focus-visible:outline-2 focus-visible:outline-ember-300 lg:hidden"
        aria-label={t`Back to conversations`}
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
      </Link>
      <Avatar url={c.other.avatar_url} className="size-10" />
      <div className="min-w-0 flex-1">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="truncate font-display text-lg font-semibold text-iron-50 focus:outline-none"
          data-user-content=""
        >
          {c.other.profile_url ? (
            <Link to={c.other.profile_url} className="hover:text-ember-300 hover:underline">
              {c.other.name}
            </Link>
          ) : (
            c.other.name
          )}
        </h2>
        {c.class ? (
          <Link to={c.class.url} className="block truncate text-sm text-ember-300 hover:underline" data-user-content="">
            {c.class.title}
          </Link>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <DialogOpener
          name="report"
          value="conversation"
          anchor="report-form"
          variant="ghost"
          size="sm"
          onOpen={onReport}
          aria-label={t`Report the conversation with ${name}`}
        >
          <Flag aria-hidden="true" />
          <span className="hidden sm:inline">
            <Trans>Report</Trans>
          </span>
        </DialogOpener>
        <BlockDialog conversation={c} onChanged={onChanged} />
      </div>
    </div>
  );
}
