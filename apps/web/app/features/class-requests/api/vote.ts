import { type ClassRequestVote, classRequestVoteResponseSchema } from "@guildforge/contracts";
import { useRef, useState } from "react";
import { api } from "../../../lib/api";
import { isVerificationRefusal } from "../../../lib/api/verification-refusal";

/** PUT (vote) or DELETE (take it back) /api/class-requests/{id}/vote: idempotent, returns the new count. */
export async function setClassRequestVote(id: number, voted: boolean): Promise<ClassRequestVote> {
  const path = `/api/class-requests/${id}/vote`;
  const body = voted ? await api.put(path) : await api.delete(path);
  return classRequestVoteResponseSchema.parse(body).data;
}

export interface VoteState {
  votes: number;
  voted: boolean;
}

/**
 * The vote button's state: toggles at once (optimistic), settles on the server's count, and rolls
 * back to the last confirmed state when the call fails (the API client shows the error toast).
 * Calls are serialised per request: a click while one is in flight waits for it. `refused` is set
 * when the server asks for a verified email first (decision 506).
 */
export function useVoteToggle(id: number, initial: VoteState, send = setClassRequestVote) {
  const [state, setState] = useState(initial);
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState(false);
  const confirmed = useRef(initial);
  const inFlight = useRef(false);

  async function toggle(): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    const want = !confirmed.current.voted;
    setState({ voted: want, votes: Math.max(0, confirmed.current.votes + (want ? 1 : -1)) });
    setPending(true);
    try {
      const result = await send(id, want);
      confirmed.current = { votes: result.votes_count, voted: result.has_voted };
      setState(confirmed.current);
    } catch (error) {
      if (isVerificationRefusal(error)) setRefused(true);
      setState(confirmed.current);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return { ...state, pending, refused, toggle };
}
