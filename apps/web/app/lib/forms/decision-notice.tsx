import { useActionData } from "react-router";
import { cx, FormAlert } from "../../components/ui";
import type { DecisionAnswer } from "./decision";

/**
 * Without JavaScript a decision's POST brings the whole page back: what was done is said at the
 * top of the list (with JavaScript it is the success toast, `decisionClientAction`).
 */
export function DecisionNoticeBanner({ className }: { className?: string }) {
  const answer = useActionData() as DecisionAnswer | undefined;
  if (!answer?.notice && !answer?.warning) return null;
  return (
    <div className={cx("space-y-3", className)}>
      {answer.notice ? (
        <FormAlert tone="success">
          <strong className="font-semibold">{answer.notice.title}.</strong> {answer.notice.message}
        </FormAlert>
      ) : null}
      {answer.warning ? (
        <FormAlert>
          <strong className="font-semibold">{answer.warning.title}.</strong> {answer.warning.message}
        </FormAlert>
      ) : null}
    </div>
  );
}
