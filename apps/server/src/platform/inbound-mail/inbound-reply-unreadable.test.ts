import { describe, expect, it, vi } from "vitest";
import { parseReply } from "./inbound-reply.ts";
import { SmtpRefusal } from "./smtp-refusal.ts";

// mailparser failing on a mail (its own limits, a broken stream): the sender gets a permanent answer.
vi.mock("mailparser", () => ({
  simpleParser: async () => {
    throw new Error("parser gave up");
  },
}));

describe("parseReply on a mail mailparser cannot read", () => {
  it("throws a permanent refusal (554), never a 4xx", async () => {
    const error = await parseReply(Buffer.from("From: bob@example.com\r\n\r\nhi")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmtpRefusal);
    expect(error).toMatchObject({ responseCode: 554, reason: "unreadable" });
  });
});
