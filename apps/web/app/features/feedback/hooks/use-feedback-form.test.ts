// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api/api-error";
import { useFeedbackForm } from "./use-feedback-form";

// Decision 510: a form token sends one thing. The same form (the bug widget, a page left open)
// must fetch a fresh token after each accepted send, and never send a spent one again.

let issued = 0;
vi.mock("../api/get-form-token", () => ({
  getFormToken: vi.fn(async () => `token-${++issued}`),
}));

beforeEach(() => {
  issued = 0;
});
afterEach(() => cleanup());

/** Waits until `count` tokens were asked for and their answers have arrived. */
async function fetched(count: number) {
  await waitFor(() => expect(issued).toBe(count));
  await act(async () => {});
}

describe("useFeedbackForm and single-use form tokens", () => {
  it("sends twice in one page view with two different tokens, the second fetched after the first send", async () => {
    const { result } = renderHook(() => useFeedbackForm());
    await fetched(1);
    const sent: string[] = [];
    const send = async (token: string) => {
      sent.push(token);
    };
    let ok = false;
    await act(async () => {
      ok = await result.current.submit(send);
    });
    expect(ok).toBe(true);
    await fetched(2);
    await act(async () => {
      ok = await result.current.submit(send);
    });
    expect(ok).toBe(true);
    expect(sent).toEqual(["token-1", "token-2"]);
  });

  it("a submit function held from before the send (a stale closure) does not resend the spent token", async () => {
    const { result } = renderHook(() => useFeedbackForm());
    await fetched(1);
    const submit = result.current.submit;
    const sent: string[] = [];
    await act(async () => {
      await submit(async (token) => {
        sent.push(token);
      });
    });
    await fetched(2);
    await act(async () => {
      await submit(async (token) => {
        sent.push(token);
      });
    });
    expect(sent).toEqual(["token-1", "token-2"]);
  });

  it("keeps the token after a refused send that did not spend it, and replaces it when the server says it expired", async () => {
    const { result } = renderHook(() => useFeedbackForm());
    await fetched(1);
    const sent: string[] = [];
    const refuse = (errors: Record<string, string[]>) => async (token: string) => {
      sent.push(token);
      throw new ApiError({ message: "Invalid", code: "VALIDATION_ERROR" as never, status: 422, errors });
    };
    await act(async () => {
      await result.current.submit(refuse({ description: ["Describe what went wrong."] }));
    });
    expect(result.current.errors.description).toBe("Describe what went wrong.");
    await act(async () => {
      await result.current.submit(refuse({ form_token: ["This form has expired. Reload the page and try again."] }));
    });
    expect(result.current.formError).toMatch(/expired/);
    await fetched(2);
    await act(async () => {
      await result.current.submit(async (token) => {
        sent.push(token);
      });
    });
    expect(sent).toEqual(["token-1", "token-1", "token-2"]);
  });
});
