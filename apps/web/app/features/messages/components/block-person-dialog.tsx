import type { SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Ban } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useActionData, useFetcher, useLocation, useSearchParams } from "react-router";
import { Button, buttonClasses, Dialog, DialogClose, FormAlert, SubmitButton } from "../../../components/ui";
import { recordIdField } from "../../../lib/forms/decision";
import { DialogOpener } from "../../../lib/forms/dialog-opener";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";

export interface BlockPersonDialogProps {
  person: { id: number; name: string };
  /** Whether the viewer blocked that person now. */
  blocked: boolean;
  /** After the block or unblock succeeded (with JavaScript), with the new state. */
  onChanged?: (blocked: boolean) => void;
  /** Where it stands: the thread header says "this conversation", a profile "your conversations". */
  /** What stays readable: this conversation (a thread's) or all of them (a profile's). */
  readable?: "conversation" | "conversations";
}

/** The page's answer to a block or unblock (features/messages/server/block-action.server.ts). */
type BlockAnswer = {
  intent?: string;
  id?: number | null;
  result?: SubmissionResult<string[]> | null;
  notice?: unknown;
};

const refusalOf = (answer: BlockAnswer | undefined, id: number) =>
  (answer?.intent === "block" || answer?.intent === "unblock") && answer.id === id
    ? answer.result?.error?.[""]?.[0]
    : undefined;

/** The confirmed block or unblock: a form to the page's own action (decision 535). */
function BlockFields({ person, blocking }: { person: { id: number; name: string }; blocking: boolean }) {
  return (
    <>
      <FormToken scope={`:block-${person.id}`} withKey={false} />
      <input type="hidden" name={formIntentField} value={blocking ? "block" : "unblock"} />
      <input type="hidden" name={recordIdField} value={person.id} />
      <input type="hidden" name="name" value={person.name} />
    </>
  );
}

/**
 * Block or unblock a person, after a confirmation; the blocked person is not told. With
 * JavaScript a dialog whose fetcher posts to the page's action (a thread's, a profile's); without
 * it the button asks for the page with `?block={id}`, which shows the same question and form in
 * place. Either way the page then shows the new state.
 */
export function BlockPersonDialog(props: BlockPersonDialogProps) {
  const { person, blocked, onChanged, readable = "conversations" } = props;
  const { t } = useLingui();
  const name = <span data-user-content="">{person.name}</span>;
  const blocking = !blocked;
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<BlockAnswer>();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const actionData = useActionData() as BlockAnswer | undefined;
  const title = blocking ? <Trans>Block {name}?</Trans> : <Trans>Unblock {name}?</Trans>;
  const description = !blocking ? (
    t`You can message each other again.`
  ) : readable === "conversation" ? (
    <Trans>
      Neither of you can send messages in any conversation while the block lasts. {name} is not told, and this
      conversation stays readable.
    </Trans>
  ) : (
    <Trans>
      Neither of you can send messages in any conversation while the block lasts. {name} is not told, and your
      conversations stay readable.
    </Trans>
  );
  const action = blocking ? <Trans>Block {name}</Trans> : <Trans>Unblock {name}</Trans>;
  // Done once the action answered, while the page's loaders still read the new state.
  const done = fetcher.data?.notice ? fetcher.data : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (!done) return;
    setOpen(false);
    onChanged?.(done.intent === "block");
  }, [done]);

  const anchor = `block-${person.id}`;
  const pageProblem = refusalOf(actionData, person.id);
  if (search.get("block") === String(person.id) || pageProblem !== undefined) {
    return (
      <section
        id={anchor}
        aria-labelledby={`${anchor}-title`}
        className="w-full max-w-md space-y-3 rounded-md bg-iron-800 p-4 text-left"
      >
        <h3 id={`${anchor}-title`} className="font-semibold text-iron-100">
          {title}
        </h3>
        <p className="text-sm text-iron-200">{description}</p>
        {pageProblem ? <FormAlert>{pageProblem}</FormAlert> : null}
        <form method="post" action={pathname} className="flex flex-wrap justify-end gap-3" data-route-action="">
          <BlockFields person={person} blocking={blocking} />
          <Link to={pathname} className={buttonClasses("ghost", "md")}>
            <Trans>Cancel</Trans>
          </Link>
          <SubmitButton variant={blocking ? "danger" : "primary"} pending={false}>
            {action}
          </SubmitButton>
        </form>
      </section>
    );
  }

  const pending = fetcher.state !== "idle";
  const problem = refusalOf(fetcher.data, person.id);
  return (
    <>
      <DialogOpener
        name="block"
        value={String(person.id)}
        anchor={anchor}
        variant="ghost"
        size="sm"
        onOpen={() => setOpen(true)}
      >
        <Ban aria-hidden="true" />
        {blocking ? t`Block` : t`Unblock`}
      </DialogOpener>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <fetcher.Form method="post" action={pathname}>
              <BlockFields person={person} blocking={blocking} />
              <SubmitButton
                variant={blocking ? "danger" : "primary"}
                pending={pending}
                pendingLabel={blocking ? t`Blocking…` : t`Unblocking…`}
              >
                {action}
              </SubmitButton>
            </fetcher.Form>
          </>
        }
      >
        {problem && !pending ? <FormAlert>{problem}</FormAlert> : null}
      </Dialog>
    </>
  );
}
