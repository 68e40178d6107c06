import { describe, expect, it } from "vitest";
import { replyAboveThisLine, stripReply } from "./reply-text.ts";

const gmail = `Yes, Saturday works for me.

Thanks!

On Mon, 2 Mar 2026 at 10:00, Ann Smith <ann@example.com> wrote:

> Can you come on Saturday?
>
> Ann
`;

const gmailWrapped = `Saturday it is.

On Mon, 2 Mar 2026 at 10:00, Ann Smith via Guildforge <
reply+abc@reply.forge.example> wrote:

> Can you come on Saturday?
`;

const outlook = `I'll bring my own apron.\r
\r
-----Original Message-----\r
From: Guildforge <no-reply@guildforge.test>\r
Sent: Monday, March 2, 2026 10:00 AM\r
To: Bob <bob@example.com>\r
Subject: New message from Ann\r
\r
Can you come on Saturday?\r
`;

const outlookRule = `Works for me.

________________________________
From: Guildforge <no-reply@guildforge.test>
Sent: Monday, March 2, 2026 10:00
To: Bob
Subject: New message from Ann

Can you come on Saturday?
`;

const outlookHeaderBlock = `Noted, thanks.

From: Guildforge <no-reply@guildforge.test>
Sent: Monday, March 2, 2026 10:00
To: Bob
`;

const appleMail = `See you at the forge.

Sent from my iPhone

> On 2 Mar 2026, at 10:00, Ann Smith <ann@example.com> wrote:
>
> Can you come on Saturday?
`;

const dashSignature = `Count me in for the knife class.

-- 
Bob Hammer
Hammer & Tongs Ltd.
`;

const ourMarker = `Happy to.

${replyAboveThisLine}

Ann sent you a message:
Can you come on Saturday?
`;

describe("stripReply", () => {
  it.each([
    ["Gmail", gmail, "Yes, Saturday works for me.\n\nThanks!"],
    ["Gmail with the header line wrapped", gmailWrapped, "Saturday it is."],
    ["Outlook's Original Message block (CRLF)", outlook, "I'll bring my own apron."],
    ["Outlook's rule and header block", outlookRule, "Works for me."],
    ["Outlook's header block alone", outlookHeaderBlock, "Noted, thanks."],
    ["Apple Mail from an iPhone", appleMail, "See you at the forge."],
    ['a "-- " signature', dashSignature, "Count me in for the knife class."],
    ["our own reply-above-this-line marker", ourMarker, "Happy to."],
    ["a plain reply", "Just a plain answer.\n", "Just a plain answer."],
  ])("keeps only the new text of %s", (_name, text, expected) => {
    expect(stripReply(text)).toBe(expected);
  });

  it.each([
    ["only quoted history", "On Mon, 2 Mar 2026 at 10:00, Ann <ann@example.com> wrote:\n> hello\n"],
    ["only a signature", "-- \nBob\n"],
    ["whitespace", " \n\n\t\n"],
  ])("leaves nothing of %s", (_name, text) => {
    expect(stripReply(text)).toBe("");
  });

  it("keeps a sentence that merely starts with On", () => {
    expect(stripReply("On Saturday I can come.\nMy friend wrote: bring gloves")).toBe(
      "On Saturday I can come.\nMy friend wrote: bring gloves",
    );
  });
});
