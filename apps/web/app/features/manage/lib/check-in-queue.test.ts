// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";

const apiFetch = vi.fn();
vi.mock("../../../lib/api", async (original) => ({
  ...(await original<typeof import("../../../lib/api")>()),
  apiFetch: (...args: unknown[]) => apiFetch(...args),
}));

const { enqueue, readQueue, sendScan, syncQueue } = await import("./check-in-queue");

const body = (n: number) => ({
  application_id: n,
  scan_id: `scan-${n}-abcdef`,
  scanned_at: "2026-12-12T09:00:00.000Z",
});
const admitted = (n: number) => ({ data: { status: "admitted", replayed: false, application_id: n } });
const offline = () => new ApiError({ message: "offline", code: "NETWORK_ERROR", status: 0 });

beforeEach(() => {
  localStorage.clear();
  apiFetch.mockReset();
});

describe("the check-in outbox", () => {
  it("keeps scans per session, once per scan id, in order", () => {
    enqueue(7, { body: body(1), label: "Ada" });
    enqueue(7, { body: body(2), label: "Bo" });
    enqueue(7, { body: body(1), label: "Ada" });
    enqueue(8, { body: body(3), label: "Cy" });
    expect(readQueue(7).map((q) => q.label)).toEqual(["Bo", "Ada"]);
    expect(readQueue(8)).toHaveLength(1);
  });

  it("answers admitted, refused with the API's words, or offline", async () => {
    apiFetch.mockResolvedValueOnce(admitted(1));
    expect((await sendScan(7, body(1))).kind).toBe("admitted");
    apiFetch.mockRejectedValueOnce(
      new ApiError({ message: "Ada is already checked in.", code: "API_ERROR", status: 409 }),
    );
    expect(await sendScan(7, body(1))).toEqual({ kind: "refused", message: "Ada is already checked in." });
    apiFetch.mockRejectedValueOnce(offline());
    expect((await sendScan(7, body(1))).kind).toBe("offline");
    apiFetch.mockRejectedValueOnce(new ApiError({ message: "Server trouble", code: "API_ERROR", status: 503 }));
    expect((await sendScan(7, body(1))).kind).toBe("offline");
    expect(apiFetch).toHaveBeenCalledWith(
      "/api/manage/check-in/7",
      expect.objectContaining({ method: "POST", body: body(1) }),
    );
  });

  it("sends what waits oldest first, drops what was answered (a refusal too), stops at the first that cannot go", async () => {
    enqueue(7, { body: body(1), label: "Ada" });
    enqueue(7, { body: body(2), label: "Bo" });
    enqueue(7, { body: body(3), label: "Cy" });
    apiFetch
      .mockResolvedValueOnce(admitted(1))
      .mockRejectedValueOnce(new ApiError({ message: "Bo withdrew.", code: "API_ERROR", status: 409 }))
      .mockRejectedValueOnce(offline());
    const answers: string[] = [];
    const sent = await syncQueue(7, (scan, a) => answers.push(`${scan.label}: ${a.kind}`));
    expect(sent).toBe(2);
    expect(answers).toEqual(["Ada: admitted", "Bo: refused"]);
    expect(readQueue(7).map((q) => q.label)).toEqual(["Cy"]);
    // The same scan id goes again: sending twice is the API's one check-in.
    expect(apiFetch.mock.calls[2]?.[1]).toMatchObject({ body: body(3) });
  });
});
