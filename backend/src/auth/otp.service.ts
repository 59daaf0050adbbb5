import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { AppException, badRequest } from '../common/app-exception';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { resetOtpMail, verificationOtpMail } from '../mail/mail.templates';
import { AuthRepository, NewCode } from './auth.repository';
import {
  codeState,
  generateOtp,
  hashOtp,
  mayIssue,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_SECONDS,
  OtpPurpose,
  otpMatches,
} from './otp';

export interface CodeRecipient {
  id: string;
  email: string;
  username: string;
}

/**
 * E-mailed one-time codes: issuing (with resend limits), mailing through the queue and checking.
 * A code is never returned by the API nor logged; the mail queue's log line names only the
 * recipient and subject.
 */
@Injectable()
export class OtpService {
  private readonly logger = new Logger('Otp');
  private readonly key: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly repository: AuthRepository,
    private readonly mail: MailService,
  ) {
    // A key of its own, derived from a server secret, so OTP hashes never equal token hashes.
    this.key = createHmac('sha256', config.jwt.refreshSecret).update('one-time-codes').digest('hex');
  }

  /** A fresh code and the row to store for it (used inside the registration transaction). */
  prepare(userId: string, purpose: OtpPurpose): { code: string; row: NewCode } {
    const code = generateOtp();
    return {
      code,
      row: {
        codeHash: hashOtp(this.key, userId, purpose, code),
        expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
      },
    };
  }

  /** Sends a new code, voiding the previous one; 429 when asked too often. */
  async issue(user: CodeRecipient, purpose: OtpPurpose): Promise<void> {
    const now = new Date();
    const recent = await this.repository.recentCodeTimes(user.id, purpose, new Date(now.getTime() - 3600_000));
    const decision = mayIssue(recent, now);
    if (!decision.allowed) {
      throw decision.reason === 'cooldown'
        ? new AppException(
            HttpStatus.TOO_MANY_REQUESTS,
            'OTP.RESEND_TOO_SOON',
            `Please wait ${decision.retryAfterSeconds} seconds before requesting a new OTP`,
            undefined,
            { retryAfterSeconds: decision.retryAfterSeconds },
          )
        : new AppException(
            HttpStatus.TOO_MANY_REQUESTS,
            'OTP.RESEND_LIMIT',
            'Too many OTP requests. Try again later',
            undefined,
            { retryAfterSeconds: decision.retryAfterSeconds },
          );
    }
    const { code, row } = this.prepare(user.id, purpose);
    await this.repository.replaceCode(user.id, purpose, row);
    await this.mail.send(this.message(user, purpose, code));
  }

  /** Mails a code prepared earlier; a queue failure is logged, and the user can ask to resend. */
  async mailPrepared(user: CodeRecipient, purpose: OtpPurpose, code: string): Promise<void> {
    try {
      await this.mail.send(this.message(user, purpose, code));
    } catch (error) {
      this.logger.warn(
        `Could not queue the ${purpose} mail for user ${user.id}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /**
   * Checks a code against the user's latest one of this purpose and returns its id; the caller
   * consumes it in its own transaction. Every wrong try counts; the fifth voids the code.
   */
  async check(userId: string, purpose: OtpPurpose, code: string): Promise<string> {
    const latest = await this.repository.latestCode(userId, purpose);
    if (!latest) throw invalidOtp();
    const state = codeState(latest, new Date());
    if (state === 'consumed') throw invalidOtp();
    if (state === 'exhausted') throw tooManyAttempts();
    if (state === 'expired') throw expiredOtp();
    const attempts = await this.repository.reserveAttempt(latest.id, OTP_MAX_ATTEMPTS);
    if (attempts === undefined) {
      // Changed between the read and the reservation: report the state it is in now.
      const now = await this.repository.latestCode(userId, purpose);
      if (now && now.id === latest.id && codeState(now, new Date()) === 'exhausted') throw tooManyAttempts();
      if (now && now.id === latest.id && codeState(now, new Date()) === 'expired') throw expiredOtp();
      throw invalidOtp();
    }
    if (otpMatches(this.key, userId, purpose, code, latest.codeHash)) return latest.id;
    if (attempts >= OTP_MAX_ATTEMPTS) throw tooManyAttempts();
    throw invalidOtp();
  }

  private message(user: CodeRecipient, purpose: OtpPurpose, code: string) {
    return purpose === 'verify-email'
      ? verificationOtpMail(user.email, user.username, code)
      : resetOtpMail(user.email, user.username, code);
  }
}

export const invalidOtp = () => badRequest('OTP.INVALID', 'Invalid OTP');
const expiredOtp = () => badRequest('OTP.EXPIRED', 'OTP has expired. Please request a new one');
const tooManyAttempts = () =>
  new AppException(
    HttpStatus.TOO_MANY_REQUESTS,
    'OTP.TOO_MANY_ATTEMPTS',
    'Too many wrong attempts. This OTP is no longer valid; please request a new one',
  );
