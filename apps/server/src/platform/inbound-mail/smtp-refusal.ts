/** An SMTP reply code with a sentence the sender's mail client shows them (in the bounce). */
export class SmtpRefusal extends Error {
  readonly responseCode: number;
  /** Why, for the log: a stable word, never shown. */
  readonly reason: string;

  constructor(responseCode: number, message: string, reason: string) {
    super(message);
    this.responseCode = responseCode;
    this.reason = reason;
  }
}

const help = "Reply to the notification email you received, or write on Guildforge.";

/** Every refusal the listener gives, worded for the person whose reply bounces. */
export const refusals = {
  unknownRecipient: () =>
    new SmtpRefusal(550, "No such recipient: this address only takes replies to Guildforge messages.", "unknown"),
  forgedToken: () => new SmtpRefusal(550, `This reply address is not valid. ${help}`, "forged"),
  malformedToken: () => new SmtpRefusal(550, `This reply address is not valid. ${help}`, "malformed"),
  expiredToken: () =>
    new SmtpRefusal(
      550,
      "This reply address has expired: reply addresses last 30 days. Write on Guildforge instead.",
      "expired",
    ),
  oneRecipient: () => new SmtpRefusal(452, "One reply address per message, please.", "too-many-recipients"),
  tooBig: (maxBytes: number) =>
    new SmtpRefusal(
      552,
      `Your reply is too large (the limit is ${Math.floor(maxBytes / 1_000_000) || 1} MB). Images cannot be sent by email: add them on Guildforge.`,
      "too-big",
    ),
  wrongSender: () =>
    new SmtpRefusal(
      550,
      "This reply came from an address that is not the one on your Guildforge account. Reply from that address, or write on Guildforge.",
      "wrong-sender",
    ),
  severalSenders: () =>
    new SmtpRefusal(
      550,
      "This reply names more than one sender. Reply from the address on your Guildforge account only.",
      "several-from",
    ),
  senderMismatch: () =>
    new SmtpRefusal(
      550,
      "This reply was sent on behalf of another address. Reply from the address on your Guildforge account.",
      "sender-mismatch",
    ),
  noSender: () =>
    new SmtpRefusal(
      550,
      "This reply has no sender address we can read. Reply from the address on your Guildforge account.",
      "no-from",
    ),
  unreadable: () =>
    new SmtpRefusal(554, "This mail could not be read as a reply. Write on Guildforge instead.", "unreadable"),
  /** The database refused the reply's data (it would refuse it again): permanent, never 451. */
  unstorable: () =>
    new SmtpRefusal(554, "Your reply contains text that cannot be saved. Write on Guildforge instead.", "unstorable"),
  empty: () => new SmtpRefusal(550, "Your reply was empty: write your message above the quoted text.", "empty"),
  tooLong: (max: number) =>
    new SmtpRefusal(
      550,
      `Your reply is longer than ${max.toLocaleString("en-US")} characters: shorten it, or write on Guildforge.`,
      "too-long",
    ),
  closed: () => new SmtpRefusal(550, "This conversation is closed to new messages.", "refused"),
  /** Only for a failure of ours (database or storage down): the sender's server retries later. */
  unavailable: () =>
    new SmtpRefusal(451, "Your reply could not be saved just now; your mail server will try again.", "error"),
};
