import { useActionData } from "react-router";
import { VerifyEmailNotice } from "../../../components/verification/verify-email-notice";
import { type StartAnswer, StartForm } from "./start-form";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * /messages after a first message it refused without JavaScript (the form posts here from any
 * page, decision 535): the same form again, with its errors and what was typed; for an unverified
 * email, the verify-email notice.
 */
export function StartRefused() {
  const answer = useActionData() as StartAnswer | undefined;
  if (answer?.intent !== "start" || !answer.result) return null;
  const sent = answer.result.initialValue ?? {};
  const to = { id: Number(sent.user_id), name: text(sent.to_name) || "this person" };
  const classId = Number(sent.class_id);
  const classItem = classId > 0 ? { id: classId, title: text(sent.class_title) } : undefined;
  return (
    <section aria-labelledby="start-refused-title" className="mx-auto w-full max-w-xl space-y-3 p-4 sm:p-6">
      <h2 id="start-refused-title" className="font-display text-xl font-semibold text-iron-100">
        Message {to.name}
      </h2>
      {classItem?.title ? <p className="text-sm text-iron-300">About “{classItem.title}”.</p> : null}
      {answer.unverified ? (
        <VerifyEmailNotice reason={{ action: "message", name: to.name }} returnTo="/messages" alert />
      ) : (
        <StartForm to={to} classItem={classItem} place="inline" lastResult={answer.result} />
      )}
    </section>
  );
}
