import { Inject, Injectable, Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { MailMessage } from './mail.templates';

/**
 * Puts one message on the wire. SMTP_URL set: nodemailer over SMTP. Unset: the message is written
 * to DATA_DIR/mail/*.eml and its subject and recipient logged (the development sink).
 */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger('Mail');
  private transport?: Promise<Transporter>;
  private readonly toFiles: boolean;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.toFiles = !config.mail.smtpUrl;
  }

  /** nodemailer is loaded on the first message: API replicas, which only enqueue mail, never load it. */
  private transporter(): Promise<Transporter> {
    const smtpUrl = this.config.mail.smtpUrl;
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      smtpUrl ? createTransport(smtpUrl) : createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return this.transport;
  }

  async deliver(message: MailMessage): Promise<void> {
    const info = (await (await this.transporter()).sendMail({ from: this.config.mail.from, ...message })) as {
      message?: Buffer;
      messageId?: string;
    };
    if (this.toFiles && info.message) {
      await mkdir(this.config.mail.outboxDir, { recursive: true });
      const file = join(
        this.config.mail.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      await writeFile(file, info.message);
      this.logger.log(`Mail to ${message.to}: "${message.subject}" written to ${file}`);
    } else {
      this.logger.log(`Mail to ${message.to}: "${message.subject}" sent (${info.messageId ?? 'no id'})`);
    }
  }

  async check(): Promise<void> {
    if (!this.toFiles) await (await this.transporter()).verify();
  }
}
