import type { SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClasses, Card, Dialog, DialogActions } from "../../../components/ui";
import { DeleteAccountForm } from "./delete-account-form";

/** `/profile?delete-account#delete-account`: the confirmation shown in the page (before or without JavaScript). */
const deleteParam = "delete-account";

/**
 * /profile's "Your data": download everything as a JSON file (a plain link: the browser saves
 * the API's attachment), and delete the account after typing the password (decision 532).
 */
export function YourDataCard({
  email,
  lastResult,
}: {
  email: string;
  /** The action's answer to the last delete (a wrong password). */
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [params] = useSearchParams();
  // The link opens the confirmation in the page; once the page runs, a dialog instead.
  const inPage = params.has(deleteParam);
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  // A refusal answered by a whole page (sent before the page had hydrated) opens the dialog again.
  useEffect(() => {
    if (lastResult && !inPage) setOpen(true);
  }, [lastResult, inPage]);
  const description = t`This cannot be undone. You will be signed out on every device and we will email ${email} to confirm.`;
  return (
    <Card className="space-y-6">
      <h2 className="text-2xl font-semibold text-iron-100">
        <Trans>Your data</Trans>
      </h2>
      <div className="space-y-3">
        <p className="text-iron-300">
          <Trans>
            A copy of everything we hold about you: your profile, applications, class requests and votes, the messages
            you wrote and your notifications, as one file.
          </Trans>
        </p>
        <a href="/api/user/export" download className={buttonClasses("secondary", "sm")}>
          <Download aria-hidden="true" /> <Trans>Download your data</Trans>
        </a>
      </div>
      <div className="space-y-3 border-t border-iron-700 pt-6">
        <h3 className="text-lg font-semibold text-iron-100">
          <Trans>Delete your account</Trans>
        </h3>
        <p className="text-iron-300">
          <Trans>
            Your profile and the messages you wrote are deleted at once; past classes stay without your name.{" "}
            <Link to="/privacy#deleting-your-account" className="text-ember-400 underline underline-offset-4">
              What happens to your classes and conversations
            </Link>
            .
          </Trans>
        </p>
        {inPage ? (
          <section id="delete-account" aria-labelledby="delete-account-title" className="space-y-4">
            <h4 id="delete-account-title" className="font-semibold text-iron-100">
              <Trans>Delete your account?</Trans>
            </h4>
            <p className="text-iron-300">{description}</p>
            <DeleteAccountForm lastResult={lastResult} action={`/profile?${deleteParam}#delete-account`} />
          </section>
        ) : (
          <>
            <a
              href={`?${deleteParam}#delete-account`}
              className={buttonClasses("danger", "sm")}
              onClick={(event) => {
                event.preventDefault();
                setOpen(true);
              }}
            >
              <Trash2 aria-hidden="true" /> <Trans>Delete your account</Trans>
            </a>
            <Dialog open={open} onOpenChange={setOpen} title={t`Delete your account?`} description={description}>
              <DeleteAccountForm
                lastResult={open ? lastResult : null}
                actions={(button) => <DialogActions>{button}</DialogActions>}
              />
            </Dialog>
          </>
        )}
      </div>
    </Card>
  );
}
