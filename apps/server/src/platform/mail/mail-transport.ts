import nodemailer from "nodemailer";
import type { Config } from "../../config/config.ts";
import type { MailMessage } from "./mail-message.ts";
import { writeToOutbox } from "./outbox.ts";

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise the development outbox under DATA_DIR. */
export function createMailTransport(config: Config, now: () => Date): MailTransport {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(message) {
      await writeToOutbox(config.dataDir, config.mailFrom, message, now());
    },
    close() {},
  };
}
