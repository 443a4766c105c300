import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (a scheduled report's PDF or XLSX). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/**
 * Real SMTP when SMTP_URL is set. Without it (development under `npm start`), the message is
 * written to the log so that a reset link can still be followed; nothing pretends it was sent.
 */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly logger = new Logger('mail');
  private readonly transport: Transporter | null;

  constructor(private readonly config: AppConfig) {
    this.transport = config.mail.smtpUrl ? createTransport(config.mail.smtpUrl) : null;
  }

  /** Whether a mail goes anywhere: false without SMTP_URL, when `send` only logs it. */
  get delivers(): boolean {
    return this.transport !== null;
  }

  async send(mail: Mail): Promise<void> {
    if (!this.transport) {
      this.logger.warn(`SMTP_URL is not set; mail to ${mail.to} not sent:\n${mail.subject}\n${mail.text}`);
      return;
    }
    await this.transport.sendMail({ from: this.config.mail.from, ...mail });
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}

/** For any mail's HTML part: the names and texts a mail quotes are the users'. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
