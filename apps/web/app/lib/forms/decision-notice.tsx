import { useActionData } from "react-router";
import { FormAlert } from "../../components/ui";
import type { DecisionAnswer } from "./decision";

/**
 * Without JavaScript a decision's POST brings the whole page back: what was done is said at the
 * top of the list (with JavaScript it is the success toast, `decisionClientAction`).
 */
export function DecisionNoticeBanner({ className }: { className?: string }) {
  const answer = useActionData() as DecisionAnswer | undefined;
  if (!answer?.notice) return null;
  return (
    <FormAlert tone="success" className={className}>
      <strong className="font-semibold">{answer.notice.title}.</strong> {answer.notice.message}
    </FormAlert>
  );
}
