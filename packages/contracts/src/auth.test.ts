import { describe, expect, it } from "vitest";
import { loginBodySchema, newPasswordSchema, passwordMessages } from "./auth.ts";

describe("an empty password says it is required (issue 37 point 7)", () => {
  it("on sign-up, reset and change of password", () => {
    const result = newPasswordSchema.safeParse("");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(passwordMessages.required);
    expect(passwordMessages.required).toBe("The password field is required.");
  });
  it("only spaces still says so", () => {
    expect(newPasswordSchema.safeParse("   ").error?.issues[0]?.message).toBe(passwordMessages.blank);
  });
  it("on sign-in", () => {
    const result = loginBodySchema.safeParse({ email: "a@b.test", password: "" });
    expect(result.error?.issues.find((i) => i.path[0] === "password")?.message).toBe("The password field is required.");
  });
});
