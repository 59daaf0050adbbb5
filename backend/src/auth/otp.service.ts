import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { Transaction } from '../database/database.types';
import { MailService } from '../mail/mail.service';
import { loginOtpMail, otpLockedMail, resetOtpMail, verificationOtpMail } from '../mail/mail.templates';
import { AuthRepository, NewCode } from './auth.repository';
import { CredentialFailureMetrics } from './credential-failure.metrics';
import {
  codeState,
  generateOtp,
  hashOtp,
  mayIssue,
  OTP_GUESS_BUDGET,
  OTP_GUESS_WINDOW_SECONDS,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_SECONDS,
  OtpPurpose,
  otpMatches,
} from './otp';
import { expiredOtp, invalidOtp, otpLocked, otpResendLimit, otpResendTooSoon, otpTooManyAttempts } from './auth.errors';

export interface CodeRecipient {
  id: string;
  email: string;
  username: string;
}

/**
 * Where a code is asked for or checked. `knownDevice`: from a browser holding a known-device
 * cookie of this account (known-device.ts). Such requests form a series of their own: their own
 * codes (a stranger's request never replaces them), resend limits, guess budget and lock, so
 * wrong codes from other browsers can never take the owner's reset away on a known device.
 */
export interface CodeOrigin {
  knownDevice?: boolean;
}

/**
 * E-mailed one-time codes: issuing (with resend limits), mailing through the outbox (the mail is
 * written in the transaction that stores the code, so a stored code always has its mail) and checking
 * (five tries per code, and a budget of wrong codes per account and purpose per 24 h, after
 * which the flow is locked and the owner told once; known devices of the account have a series
 * of their own, see CodeOrigin). A code is never returned by the API nor
 * logged; the mail queue's log line names only the recipient and subject.
 */
@Injectable()
export class OtpService {
  private readonly logger = new Logger('Otp');
  private readonly key: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly repository: AuthRepository,
    private readonly mail: MailService,
    private readonly metrics: CredentialFailureMetrics,
  ) {
    // A key of its own, derived from a server secret, so OTP hashes never equal token hashes.
    this.key = createHmac('sha256', config.jwt.refreshSecret).update('one-time-codes').digest('hex');
  }

  /** A fresh code and the row to store for it (used inside the registration transaction). */
  prepare(
    userId: string,
    purpose: OtpPurpose,
    { knownDevice = false }: CodeOrigin = {},
  ): { code: string; row: NewCode } {
    const code = generateOtp();
    return {
      code,
      row: {
        codeHash: hashOtp(this.key, userId, purpose, code),
        expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
        knownDevice,
      },
    };
  }

  /** Sends a new code, voiding the previous one; 429 when asked too often or while the flow is locked. */
  async issue(user: CodeRecipient, purpose: OtpPurpose, { knownDevice = false }: CodeOrigin = {}): Promise<void> {
    await this.refuseIfLocked(user.id, purpose, knownDevice);
    const now = new Date();
    const recent = await this.repository.recentCodeTimes(
      user.id,
      purpose,
      new Date(now.getTime() - 3600_000),
      knownDevice,
    );
    const decision = mayIssue(recent, now);
    if (!decision.allowed) {
      throw decision.reason === 'cooldown'
        ? otpResendTooSoon(decision.retryAfterSeconds)
        : otpResendLimit(decision.retryAfterSeconds);
    }
    const { code, row } = this.prepare(user.id, purpose, { knownDevice });
    await this.repository.replaceCode(user.id, purpose, row, (tx) =>
      this.mailInTransaction(tx, user, purpose, code, row.expiresAt),
    );
    this.mail.flush();
  }

  /**
   * Queues the mail of a code prepared earlier inside the transaction that stores it. The mail is
   * not sent after the code expires. The caller calls flush() after the commit.
   */
  async mailInTransaction(
    tx: Transaction,
    user: CodeRecipient,
    purpose: OtpPurpose,
    code: string,
    expiresAt: Date,
  ): Promise<void> {
    await this.mail.sendInTransaction(tx, this.message(user, purpose, code), { expiresAt });
  }

  /** Hands mails queued in a committed transaction to the queue now. */
  flush(): void {
    this.mail.flush();
  }

  /**
   * Checks a code against the user's latest one of this purpose and returns its id; the caller
   * consumes it in its own transaction. Every wrong try counts, against the code (the fifth
   * voids it) and against the account's budget for this purpose (OTP_GUESS_BUDGET per 24 h; the
   * guess that uses the last of it locks the flow and mails the owner). From a known device the
   * code is the latest one asked for from a known device, and the budget and lock are theirs;
   * when a known device has no usable code of its own (the code was asked for in another
   * browser), the code is checked as from anywhere else, with that budget and lock.
   */
  async check(
    user: CodeRecipient,
    purpose: OtpPurpose,
    code: string,
    { knownDevice = false }: CodeOrigin = {},
  ): Promise<string> {
    await this.refuseIfLocked(user.id, purpose, knownDevice);
    if (knownDevice) {
      const own = await this.repository.latestCode(user.id, purpose, true);
      if (!own || codeState(own, new Date()) !== 'usable') return this.check(user, purpose, code);
    }
    const latest = await this.repository.latestCode(user.id, purpose, knownDevice);
    if (!latest) throw invalidOtp();
    const state = codeState(latest, new Date());
    if (state === 'consumed') throw invalidOtp();
    if (state === 'exhausted') throw otpTooManyAttempts();
    if (state === 'expired') throw expiredOtp();
    const right = otpMatches(this.key, user.id, purpose, code, latest.codeHash);
    const reservation = await this.repository.reserveGuess(
      user.id,
      purpose,
      latest.id,
      { maxAttempts: OTP_MAX_ATTEMPTS, budget: OTP_GUESS_BUDGET, windowSeconds: OTP_GUESS_WINDOW_SECONDS },
      // A wrong guess that uses up the budget locks the flow: the owner's notice commits with the lock.
      right
        ? undefined
        : (tx, until) => this.mail.sendInTransaction(tx, otpLockedMail(user.email, user.username, purpose, until)),
      knownDevice,
    );
    if (reservation.status === 'locked') throw otpLocked(reservation.until);
    if (reservation.status === 'unavailable') {
      // Changed between the read and the reservation: report the state it is in now.
      const now = await this.repository.latestCode(user.id, purpose, knownDevice);
      if (now && now.id === latest.id && codeState(now, new Date()) === 'exhausted') throw otpTooManyAttempts();
      if (now && now.id === latest.id && codeState(now, new Date()) === 'expired') throw expiredOtp();
      throw invalidOtp();
    }
    if (right) {
      await this.repository.refundGuess(reservation.failureId);
      return latest.id;
    }
    this.metrics.wrongCode(purpose);
    if (reservation.locksFlow) {
      // Exactly one guess per lock carries locksFlow, so the owner hears of it once.
      this.logger.warn(
        `The ${purpose} flow of user ${user.id} is locked${knownDevice ? ' on its known devices' : ''} after ` +
          `${OTP_GUESS_BUDGET} wrong codes`,
      );
      this.mail.flush();
      throw otpLocked(reservation.until);
    }
    if (reservation.attempts >= OTP_MAX_ATTEMPTS) throw otpTooManyAttempts();
    throw invalidOtp();
  }

  private async refuseIfLocked(userId: string, purpose: OtpPurpose, knownDevice: boolean): Promise<void> {
    const until = await this.repository.activeLock(userId, purpose, OTP_GUESS_WINDOW_SECONDS, knownDevice);
    if (until) throw otpLocked(until);
  }

  private message(user: CodeRecipient, purpose: OtpPurpose, code: string) {
    switch (purpose) {
      case 'verify-email':
        return verificationOtpMail(user.email, user.username, code);
      case 'reset-password':
        return resetOtpMail(user.email, user.username, code);
      case 'login':
        return loginOtpMail(user.email, user.username, code);
    }
  }
}
