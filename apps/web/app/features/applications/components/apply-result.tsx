import type { ApplicationCreated } from "@guildforge/contracts";
import { FormAlert } from "../../../components/ui";
import { waitlistLine } from "../lib/application-status";

/** What just happened after "Send application": accepted, pending review, or waitlisted (#3 of 8). */
export function ApplyResult({ result }: { result: ApplicationCreated }) {
  if (result.status === "accepted") {
    return <FormAlert tone="success">You are in: your seat is confirmed. See you at the forge!</FormAlert>;
  }
  if (result.status === "waitlisted") {
    return (
      <FormAlert tone="info">
        The class is full, so you joined the waitlist. {waitlistLine(result.waitlist_position, result.waitlist_size)} We
        tell you at once if a seat frees up.
      </FormAlert>
    );
  }
  return (
    <FormAlert tone="info">
      Application sent. The instructor reviews it and you get a notification with the answer.
    </FormAlert>
  );
}
