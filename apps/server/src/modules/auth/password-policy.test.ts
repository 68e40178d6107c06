import { newPasswordSchema, passwordMessages } from "@guildforge/contracts";
import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy.ts";

const owner = { email: "Nora.Anvil@example.test", name: "Nora Anvil" };

describe("password rules (NIST SP 800-63B)", () => {
  it.each([
    // [why, password, expected problem]
    ["eight ordinary characters", "tongs-84x", null],
    ["seven characters", "tong-84", passwordMessages.tooShort],
    ["only spaces", "          ", passwordMessages.blank],
    ["only mixed whitespace", " \t\u3000\u00a0  \t  ", passwordMessages.blank],
    ["8 UTF-16 units but 4 code points (emoji count once)", "🔥🔨🔥🔨", passwordMessages.tooShort],
    ["8 emoji are 8 characters", "🔥🔨🔥🔨🔥🔨🔥🔨", null],
    ["129 characters", `${"a1".repeat(64)}b`, passwordMessages.tooLong],
    ["128 characters", "a1".repeat(64), null],
    // NFKC: the ligature "ﬀ" is "ff", full-width letters are ASCII, so these are common passwords.
    ["a common password", "password1", passwordMessages.common],
    ["a common password in capitals", "PASSWORD1", passwordMessages.common],
    ["a common password in full-width letters", "ｐａｓｓｗｏｒｄ１", passwordMessages.common],
    ["a common password with spaces inside", "pass word1", passwordMessages.common],
    ["the email's local part", "xx-nora.anvil-xx", passwordMessages.containsEmail],
    ["the email's local part in capitals", "NORA.ANVIL!!", passwordMessages.containsEmail],
    ["the full name without the space", "noraanvil2026", passwordMessages.containsName],
    ["the full name with its space", "Nora Anvil 2026", passwordMessages.containsName],
    ["one word of the name", "my-anvil-is-red", passwordMessages.containsName],
    ["the name in full-width letters", "ｎｏｒａ-smith-77", passwordMessages.containsName],
    ["unrelated to the owner", "quench-and-temper", null],
  ])("%s", (_why, password, expected) => {
    expect(passwordProblem(password, owner)).toBe(expected);
  });

  it("ignores names and emails too short to mean anything", () => {
    expect(passwordProblem("ed-is-a-smith-42", { email: "ed@example.test", name: "Ed Li" })).toBeNull();
    // A three-letter word of a name is not refused on its own ("annual" holds "Ann")...
    expect(passwordProblem("annual-cheese-party", { email: "a.k@example.test", name: "Ann Kowalski" })).toBeNull();
    // ...but the whole name is.
    expect(passwordProblem("annkowalski-forge", { email: "a.k@example.test", name: "Ann Kowalski" })).toBe(
      passwordMessages.containsName,
    );
  });

  it.each([
    ["seven characters", "tong-84", passwordMessages.tooShort],
    ["only spaces", "         ", passwordMessages.blank],
    ["4 emoji", "🔥🔨🔥🔨", passwordMessages.tooShort],
    ["129 characters", "a".repeat(129), passwordMessages.tooLong],
  ])("the forms' contract refuses %s with the server's message", (_why, password, message) => {
    const result = newPasswordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("the contract accepts what the server's length rule accepts", () => {
    expect(newPasswordSchema.safeParse("🔥🔨🔥🔨🔥🔨🔥🔨").success).toBe(true);
    expect(newPasswordSchema.safeParse("tongs-84x").success).toBe(true);
  });
});
