import type { CheckInResult } from "@guildforge/contracts";
import { apiFetch, isApiError } from "../../../lib/api";

/**
 * The check-in screen's outbox (issue 40 point 3): a scan or a roster tap made without a signal is
 * kept on this phone (localStorage, per session) and sent when the phone is back online. Each
 * carries its own scan id and when it was made, so sending it twice is one check-in (the API
 * answers a known scan id with its first answer) and it counts at the time it was made.
 */
export interface CheckInBody {
  ticket?: string;
  application_id?: number;
  scan_id: string;
  scanned_at: string;
}

export interface QueuedScan {
  body: CheckInBody;
  /** Who the screen thinks it is (from the roster), for the "waiting to be sent" list. */
  label: string;
}

export type ScanAnswer =
  | { kind: "admitted"; result: CheckInResult }
  | { kind: "refused"; message: string }
  | { kind: "offline" };

const storageKey = (sessionId: number) => `guildforge.check-in.${sessionId}`;

export function readQueue(sessionId: number): QueuedScan[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(sessionId)) ?? "[]") as unknown;
    return Array.isArray(parsed) ? (parsed as QueuedScan[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(sessionId: number, queue: QueuedScan[]) {
  if (queue.length) localStorage.setItem(storageKey(sessionId), JSON.stringify(queue));
  else localStorage.removeItem(storageKey(sessionId));
}

export function enqueue(sessionId: number, scan: QueuedScan) {
  const queue = readQueue(sessionId).filter((q) => q.body.scan_id !== scan.body.scan_id);
  writeQueue(sessionId, [...queue, scan]);
}

const dequeue = (sessionId: number, scanId: string) =>
  writeQueue(
    sessionId,
    readQueue(sessionId).filter((q) => q.body.scan_id !== scanId),
  );

export const newScanId = () => `scan-${crypto.randomUUID()}`;

/** Sends one scan: admitted, refused (with the API's reason) or offline (no answer arrived). */
export async function sendScan(sessionId: number, body: CheckInBody): Promise<ScanAnswer> {
  try {
    const res = await apiFetch<{ data: CheckInResult }>(`/api/manage/check-in/${sessionId}`, {
      method: "POST",
      body,
      handleErrors: false,
    });
    return { kind: "admitted", result: res.data };
  } catch (error) {
    if (isApiError(error) && error.status !== 0 && error.status < 500)
      return { kind: "refused", message: error.message };
    return { kind: "offline" };
  }
}

/**
 * Sends what waits, oldest first; stops at the first that still cannot be sent. Each answered
 * scan leaves the queue and is reported (a refusal too: someone must see it).
 */
export async function syncQueue(
  sessionId: number,
  onAnswer: (scan: QueuedScan, answer: Exclude<ScanAnswer, { kind: "offline" }>) => void,
): Promise<number> {
  let sent = 0;
  for (const scan of readQueue(sessionId)) {
    const answer = await sendScan(sessionId, scan.body);
    if (answer.kind === "offline") break;
    dequeue(sessionId, scan.body.scan_id);
    onAnswer(scan, answer);
    sent += 1;
  }
  return sent;
}
