import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SquarePen } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { Button, buttonClasses, Dialog, FormAlert, Input } from "../../../components/ui";
import { DialogOpener } from "../../../lib/forms/dialog-opener";
import { useQuery } from "../../../lib/use-query";
import { listInstructors as defaultList } from "../api/list-instructors";
import { MessageButton } from "./compose-dialog";

export interface Person {
  id: number;
  name: string;
  place: string | null;
}

interface NewMessageProps {
  viewerId: number | null;
  viewerVerified: boolean;
  list?: () => Promise<Person[]>;
}

/**
 * /messages' "New message": a picker of the instructors (whom anyone may message, decision 261),
 * found by name, each with the same first-message dialog as a class page. Starting one opens its
 * thread and closes the picker. Students of one's own classes are written to from their
 * applications (there is no API listing everyone one may message).
 */
export function NewMessage({ viewerId, viewerVerified, list = defaultList }: NewMessageProps) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const [filter, setFilter] = useState("");
  const filterId = useId();
  const { pathname } = useLocation();

  // A started conversation opens its thread: the picker has done its work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only
  useEffect(() => setOpen(false), [pathname]);

  // The instructors are read the first time the picker opens (and again after a failure).
  const found = useQuery(open ? "instructors" : null, () => list());
  const people = found.data ?? null;
  const problem = found.error ? t`The list of instructors did not load. Please try again.` : null;

  const words = filter.trim().toLowerCase();
  const shown = (people ?? []).filter((p) => p.id !== viewerId && p.name.toLowerCase().includes(words));
  return (
    <>
      <DialogOpener
        name="new"
        value="1"
        anchor="new-message"
        size="sm"
        variant="secondary"
        onOpen={() => setOpen(true)}
      >
        <SquarePen aria-hidden="true" />
        <Trans>New message</Trans>
      </DialogOpener>
      <Dialog open={open} onOpenChange={setOpen} title={t`New message`} description={t(description)}>
        <label htmlFor={filterId} className="mb-1.5 block text-sm font-medium text-iron-200">
          <Trans>Find an instructor by name</Trans>
        </label>
        <Input id={filterId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        {problem ? <FormAlert className="mt-3">{problem}</FormAlert> : null}
        {people === null && !problem ? <p className="mt-3 text-sm text-iron-300">{t`Loading instructors…`}</p> : null}
        {people !== null && shown.length === 0 ? (
          <p className="mt-3 text-sm text-iron-300">{t`No instructor by that name.`}</p>
        ) : null}
        {shown.length ? (
          <ul aria-label={t`Instructors`} className="mt-3 max-h-[50dvh] divide-y divide-iron-800 overflow-y-auto">
            {shown.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-iron-100" data-user-content="">
                    {p.name}
                  </p>
                  {p.place ? (
                    <p className="truncate text-sm text-iron-400" data-user-content="">
                      {p.place}
                    </p>
                  ) : null}
                </div>
                <MessageButton
                  to={{ id: p.id, name: p.name }}
                  viewerId={viewerId}
                  viewerVerified={viewerVerified}
                  size="sm"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </Dialog>
    </>
  );
}

const description = msg`Write to any instructor. To write to a student of your class, open their application.`;

/**
 * "New message" without JavaScript (decision 535): its button asks for /messages?new=1, and the
 * same picker shows in the page with the instructors the server found (`?who=` by name). Each
 * "Message" asks for `?message={id}` too, which shows that person's first-message form in place.
 */
export function NewMessageInPage({
  viewerId,
  viewerVerified,
  instructors,
}: {
  viewerId: number | null;
  viewerVerified: boolean;
  instructors: Person[] | null;
}) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  if (search.get("new") !== "1" || instructors === null) return null;
  const who = search.get("who") ?? "";
  const chosen = search.get("message");
  const shown = instructors.filter((p) => p.id !== viewerId);
  const ask = (id: number) =>
    `/messages?${new URLSearchParams({ new: "1", ...(who ? { who } : {}), message: String(id) })}#message-${id}`;
  return (
    <section
      id="new-message"
      aria-labelledby="new-message-title"
      className="mb-3 max-h-[60dvh] space-y-3 overflow-y-auto rounded-lg border border-iron-700 bg-iron-900 p-3"
    >
      <h2 id="new-message-title" className="font-semibold text-iron-100">
        <Trans>New message</Trans>
      </h2>
      <p className="text-sm text-iron-300">{t(description)}</p>
      <Form method="get" action="/messages#new-message" className="flex gap-2">
        <input type="hidden" name="new" value="1" />
        <label htmlFor="new-message-who" className="sr-only">
          <Trans>Find an instructor by name</Trans>
        </label>
        <Input
          id="new-message-who"
          type="search"
          name="who"
          defaultValue={who}
          placeholder={t`Find an instructor by name`}
        />
        <Button type="submit" size="sm" variant="secondary">
          <Trans>Find</Trans>
        </Button>
      </Form>
      {shown.length === 0 ? <p className="text-sm text-iron-300">{t`No instructor by that name.`}</p> : null}
      {shown.length ? (
        <ul aria-label={t`Instructors`} className="divide-y divide-iron-800">
          {shown.map((p) => (
            <li key={p.id} className="space-y-2 py-2">
              {chosen === String(p.id) ? (
                <MessageButton to={{ id: p.id, name: p.name }} viewerId={viewerId} viewerVerified={viewerVerified} />
              ) : (
                <div className="flex items-center justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-iron-100" data-user-content="">
                      {p.name}
                    </p>
                    {p.place ? (
                      <p className="truncate text-sm text-iron-400" data-user-content="">
                        {p.place}
                      </p>
                    ) : null}
                  </div>
                  <Link to={ask(p.id)} className={buttonClasses("secondary", "sm")}>
                    <Trans>Message</Trans>
                    <span className="sr-only" data-user-content="">
                      {" "}
                      {p.name}
                    </span>
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
