import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../lib/logger";

/** A file sent with a mail (a meeting's .ics): nodemailer's attachment, as much of it as Kuza uses. */
type MailAttachment = { filename: string; content: string; contentType: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on notification e-mails (decision 028). */
  headers?: Record<string, string>;
};
export type Mailer = { send: (mail: Mail) => Promise<void>; describe: string };

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written as a .eml file to
 * <dataDir>/outbox and its text logged, so a reset link works on a laptop without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
  /** The text (with any reset link) is logged only where that is safe: never in production. */
  logContent: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: "smtp",
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = path.join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  // Two mails to one address in the same millisecond must not share a file name.
  let sequence = 0;
  return {
    describe: `outbox ${outbox}`,
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(outbox, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
      sequence += 1;
      const stamp = `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(sequence).padStart(6, "0")}`;
      const file = path.join(outbox, `${stamp}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info(
        `mail to ${mail.to} written to ${file}`,
        options.logContent ? { subject: mail.subject, text: mail.text } : { subject: mail.subject },
      );
    },
  };
}
