import type { CheckInSession } from "@guildforge/contracts";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { ShownAnswer } from "../components/check-in-answer";
import { type CheckInBody, enqueue, newScanId, readQueue, sendScan, syncQueue } from "../lib/check-in-queue";

/** The roster's name for a scanned ticket (the QR holds the ticket URL, which ends in its code). */
export function labelOf(screen: CheckInSession, body: Pick<CheckInBody, "ticket" | "application_id">): string | null {
  const code = body.ticket?.split("/").pop()?.split(/[?#]/)[0];
  const student = screen.students.find((s) =>
    body.application_id ? s.application_id === body.application_id : s.ticket_code === code,
  );
  return student?.name ?? null;
}

/**
 * The check-in screen's scans: each is sent at once; without a signal it waits on the phone and is
 * sent when the phone is online again (the `online` event, every 20 s, and on opening the page).
 * The roster is read again after every answer and every 20 s while open, so both phones at the door see who is in.
 */
export function useCheckInScans(screen: CheckInSession, first: ShownAnswer | null) {
  const { t } = useLingui();
  const sessionId = screen.session.id;
  const open = screen.session.phase === "open";
  const revalidator = useRevalidator();
  // The revalidator changes with every navigation state; the timers read the current one.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [answer, setAnswer] = useState<ShownAnswer | null>(first);
  const [waiting, setWaiting] = useState(0);
  const [late, setLate] = useState<string[]>([]);

  const shown = useCallback(
    (a: Awaited<ReturnType<typeof sendScan>>): ShownAnswer | null =>
      a.kind === "admitted"
        ? {
            kind: "admitted",
            name: a.result.student.name,
            avatarUrl: a.result.student.avatar_url,
            replayed: a.result.replayed,
          }
        : a.kind === "refused"
          ? { kind: "refused", message: a.message }
          : null,
    [],
  );

  const sync = useCallback(async () => {
    const sent = await syncQueue(sessionId, (scan, a) => {
      if (a.kind === "refused") setLate((l) => [...l, `${scan.label}: ${a.message}`]);
    });
    setWaiting(readQueue(sessionId).length);
    if (sent) void revalidate.current();
  }, [sessionId]);

  useEffect(() => {
    setWaiting(readQueue(sessionId).length);
    void sync();
    // Every 20 s: what waits is sent, and while check-in is open the roster is read again (another
    // phone at the door may have checked someone in).
    const timer = setInterval(() => {
      void sync();
      if (open && document.visibilityState === "visible") void revalidate.current();
    }, 20_000);
    window.addEventListener("online", sync);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", sync);
    };
  }, [sessionId, sync, open]);

  const scan = useCallback(
    async (request: Pick<CheckInBody, "ticket" | "application_id">) => {
      const body: CheckInBody = { ...request, scan_id: newScanId(), scanned_at: new Date().toISOString() };
      const label = labelOf(screen, body) ?? t`A ticket not on this roster`;
      const a = navigator.onLine === false ? ({ kind: "offline" } as const) : await sendScan(sessionId, body);
      if (a.kind === "offline") {
        enqueue(sessionId, { body, label });
        setWaiting(readQueue(sessionId).length);
        setAnswer({ kind: "queued", label });
        return;
      }
      setAnswer(shown(a));
      void revalidate.current();
    },
    [screen, sessionId, shown, t],
  );

  /** After a roster tap the route's clientAction kept on the phone. */
  const recount = useCallback(() => setWaiting(readQueue(sessionId).length), [sessionId]);

  return { answer, setAnswer, waiting, late, scan, sync, recount };
}
