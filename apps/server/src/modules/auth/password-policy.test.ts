import { newPasswordSchema, passwordMessages } from "@guildforge/contracts";
import { describe, expect, it, vi } from "vitest";
import { guessableMessage, passwordEstimator, passwordProblem } from "./password-policy.ts";

const owner = { email: "Nora.Anvil@example.test", name: "Nora Anvil" };

describe("password rules (NIST SP 800-63B)", () => {
  it.each([
    // [why, password, expected problem]
    ["eight ordinary characters", "tongs-84x", null],
    ["eight ordinary characters a guesser does not try early", "k7#vQ2!mLp", null],
    ["seven characters", "tong-84", passwordMessages.tooShort],
    ["empty", "", passwordMessages.required],
    ["only spaces", "          ", passwordMessages.blank],
    ["only mixed whitespace", " \t\u3000\u00a0  \t  ", passwordMessages.blank],
    ["8 UTF-16 units but 4 code points (emoji count once)", "🔥🔨🔥🔨", passwordMessages.tooShort],
    ["8 emoji are 8 characters", "🔥🔨🪓🧲🪵🧯🪙🛡", null],
    ["129 characters", `${"a1".repeat(64)}b`, passwordMessages.tooLong],
    ["128 characters", "quench-temper-anneal-8".repeat(6).slice(0, 128), null],
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
  ])("%s", async (_why, password, expected) => {
    expect(await passwordProblem(password, owner)).toBe(expected);
  });

  it("ignores names and emails too short to mean anything", async () => {
    expect(await passwordProblem("ed-is-a-smith-42", { email: "ed@example.test", name: "Ed Li" })).toBeNull();
    // A three-letter word of a name is not refused on its own ("annual" holds "Ann")...
    expect(
      await passwordProblem("annual-cheese-party", { email: "a.k@example.test", name: "Ann Kowalski" }),
    ).toBeNull();
    // ...but the whole name is.
    expect(await passwordProblem("annkowalski-forge", { email: "a.k@example.test", name: "Ann Kowalski" })).toBe(
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

describe("password strength (zxcvbn-ts with its common and English dictionaries, decision 502)", () => {
  const ada = { email: "ada.smith@example.test", name: "Ada Lovelace" };
  const reason = (r: string) => guessableMessage(r);

  it.each([
    // [password, why it is refused, in the words the person reads]
    ["password1234", "it is a commonly used password with small changes"],
    ["qwertyuiopas", "it is a commonly used password with small changes"],
    ["guildforge", "it is built from your name, your email or this site's name"],
    ["Guildforge2026!", "it is built from your name, your email or this site's name"],
    ["blacksmith2024", "it is built from your name, your email or this site's name"],
    ["anvil-demo-pass", "it is built from your name, your email or this site's name"],
    ["P@ssw0rd2026", "it is a commonly used password with small changes"],
    ["abcdefghijkl", "it uses a sequence such as abc or 1234"],
    ["zxcvbnm,./asd", "it follows a row of keys on the keyboard"],
    ["aaaaaaaaaaaa", "it repeats the same characters"],
    ["anvil!anvil!", "it repeats the same group of characters"],
    ["sunshine2025", "it is a commonly used password with small changes"],
  ])("refuses %s: %s", async (password, why) => {
    expect(await passwordProblem(password, ada)).toBe(reason(why));
  });

  it.each([
    "quench-and-temper-42",
    "forge-welded-bellows-7",
    "correct horse battery staple",
    "k7#vQ2!mLp",
    "Tongs, flux and a cold chisel",
    "🔥🔨🪓🧲🪵🧯🪙🛡",
  ])("accepts %s", async (password) => {
    expect(await passwordProblem(password, ada)).toBeNull();
  });

  it("reads the refusal in plain words: why, then what to do, never a score or a key", async () => {
    const message = await passwordProblem("guildforge", {});
    expect(message).toMatch(/^This password is too easy to guess: .+\. Try three or four unrelated words/);
    expect(message).not.toMatch(/score|zxcvbn|userInputs|[{}]/);
  });

  it("bounds zxcvbn's work: it sees at most 32 characters and 16 l33t substitutions (crafted input took seconds)", async () => {
    const zxcvbn = await passwordEstimator();
    const check = vi.spyOn(zxcvbn, "check");
    try {
      const crafted = "p@$$w0rd!1|3@4$0".repeat(8);
      expect(await passwordProblem(crafted, ada)).toBeNull();
      expect([...(check.mock.calls[0]?.[0] ?? "")]).toHaveLength(32);
      // A strong start is enough; what follows is not judged again.
      expect(await passwordProblem(`quench-and-temper-42${"a".repeat(100)}`, ada)).toBeNull();
    } finally {
      check.mockRestore();
    }
    const options = (zxcvbn as unknown as { options: { maxLength: number; l33tMaxSubstitutions: number } }).options;
    expect(options.maxLength).toBe(32);
    expect(options.l33tMaxSubstitutions).toBe(16);
  });

  it("loads the dictionaries once: every check shares one estimator", async () => {
    // What a check costs is measured by bench, never timed here (a loaded machine would fail it).
    await passwordProblem("warm-up-the-estimator-1", ada);
    const first = passwordEstimator();
    for (let i = 0; i < 3; i++) await passwordProblem(`bellows-quench-ember-${i}`, ada);
    expect(passwordEstimator()).toBe(first);
    expect(await passwordEstimator()).toBe(await first);
  });
});
