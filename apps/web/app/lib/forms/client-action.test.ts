import { afterEach, describe, expect, it, vi } from "vitest";

const showToast = vi.fn();
vi.mock("../toast/show-toast", () => ({ showToast }));
vi.mock("../error-reporting/error-reporting", () => ({ reportError: vi.fn() }));
const { formClientAction } = await import("./client-action");

afterEach(() => showToast.mockReset());

const refused = {
  result: {
    status: "error",
    error: { "": ["Too many requests."] },
    refusal: { status: 429, message: "Too many requests." },
  },
};

describe("formClientAction", () => {
  it("toasts a refusal about the whole form once, instead of the line on the form", async () => {
    const answer = await formClientAction(async () => refused);
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(answer.result.error[""]).toBeNull();
  });

  it("leaves a refusal on the form, untoasted, for a form that shows every refusal itself (the composer)", async () => {
    const answer = await formClientAction(async () => refused, { refusalsInline: true });
    expect(showToast).not.toHaveBeenCalled();
    expect(answer.result.error[""]).toEqual(["Too many requests."]);
  });

  it("toasts the news of a form that keeps its page (stayWithNotice)", async () => {
    await formClientAction(async () => ({
      notice: { tone: "success", title: "Application withdrawn", message: "Forge a knife" },
    }));
    expect(showToast).toHaveBeenCalledWith({
      type: "success",
      title: "Application withdrawn",
      message: "Forge a knife",
    });
  });
});
