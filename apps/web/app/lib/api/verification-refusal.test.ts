import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFromResponse } from "./api-error";
import { isVerificationRefusal } from "./verification-refusal";

const forbidden = (message: string) =>
  apiErrorFromResponse(403, { error: { message, code: "FORBIDDEN", status: 403 } });

describe("isVerificationRefusal", () => {
  it("recognises the server's verification 403s", () => {
    expect(isVerificationRefusal(forbidden("Verify your email address to continue."))).toBe(true);
    expect(isVerificationRefusal(forbidden("Verify your email address before applying for a class."))).toBe(true);
  });

  it("leaves other refusals and failures alone", () => {
    expect(isVerificationRefusal(forbidden("You do not have permission to do that."))).toBe(false);
    expect(isVerificationRefusal(forbidden("You can only edit your own forges."))).toBe(false);
    const notFound = new ApiError({
      message: "Verify your email address to continue.",
      code: "API_ERROR",
      status: 404,
    });
    expect(isVerificationRefusal(notFound)).toBe(false);
    expect(isVerificationRefusal(new Error("Verify your email address to continue."))).toBe(false);
    expect(isVerificationRefusal(null)).toBe(false);
  });
});
