import { SquarePen } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { Button, Dialog, FormAlert, Input } from "../../../components/ui";
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
  const [people, setPeople] = useState<Person[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [filter, setFilter] = useState("");
  const filterId = useId();
  const { pathname } = useLocation();

  // A started conversation opens its thread: the picker has done its work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open || people) return;
    let current = true;
    setProblem(null);
    list().then(
      (found) => current && setPeople(found),
      () => current && setProblem("The list of instructors did not load. Please try again."),
    );
    return () => {
      current = false;
    };
  }, [open, people, list]);

  const words = filter.trim().toLowerCase();
  const shown = (people ?? []).filter((p) => p.id !== viewerId && p.name.toLowerCase().includes(words));
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="secondary">
          <SquarePen aria-hidden="true" />
          New message
        </Button>
      }
      title="New message"
      description="Write to any instructor. To write to a student of your class, open their application."
    >
      <label htmlFor={filterId} className="mb-1.5 block text-sm font-medium text-iron-200">
        Find an instructor by name
      </label>
      <Input id={filterId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      {problem ? <FormAlert className="mt-3">{problem}</FormAlert> : null}
      {people === null && !problem ? <p className="mt-3 text-sm text-iron-300">Loading instructors…</p> : null}
      {people !== null && shown.length === 0 ? (
        <p className="mt-3 text-sm text-iron-300">No instructor by that name.</p>
      ) : null}
      {shown.length ? (
        <ul aria-label="Instructors" className="mt-3 max-h-[50dvh] divide-y divide-iron-800 overflow-y-auto">
          {shown.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate font-semibold text-iron-100">{p.name}</p>
                {p.place ? <p className="truncate text-sm text-iron-400">{p.place}</p> : null}
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
  );
}
