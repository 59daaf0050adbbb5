import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { AppException } from '../common/app-exception';
import { hashSecret, verifySecret } from '../common/password';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { UserAccount } from '../users/dto/user-account.dto';
import type { UserDto } from '../users/dto/user.dto';
import { UsersService } from '../users/users.service';
import { AuthRepository } from './auth.repository';
import type { ChangeForgetPasswordDto } from './dto/change-forget-password.dto';
import type { ChangePasswordDto } from './dto/change-password.dto';
import type { LoginUserDto } from './dto/login-user.dto';
import type { RegisterUserDto } from './dto/register-user.dto';
import type { UpdatePasswordDto } from './dto/update-password.dto';
import type { GoogleIdentity } from './google.strategy';
import { KnownDevices } from './known-device';
import { OtpService } from './otp.service';
import { SessionTokens, TokensService } from './tokens.service';
import {
  AuthCode,
  alreadyVerified,
  invalidCredentials,
  invalidOtp,
  noPassword,
  resetGrantRequired,
  stepUpRequired,
  wrongOldPassword,
} from './auth.errors';
import { accountExists } from '../users/users.errors';

/** A verified reset code lets the same browser set a new password for this long. */
export const RESET_GRANT_TTL_SECONDS = 10 * 60;
/**
 * After this many wrong passwords for one account within the window (from any IP, at login or as
 * a current password), the right password alone no longer logs in: the login also needs a code
 * e-mailed to the owner. Strangers who only know the address can thus never lock the owner out,
 * and cannot guess the password without the owner's mailbox either: under step-up a wrong and a
 * right password get the same answer, so an account gives away at most this many answers about
 * its password per window, however many addresses ask (README, "Login step-up").
 */
export const LOGIN_STEP_UP_THRESHOLD = 10;
/** A day: the pace of telling guesses (10 a day per account); a successful login clears the count. */
export const LOGIN_STEP_UP_WINDOW_SECONDS = 24 * 60 * 60;
/** Wrong passwords past this many in the window are not stored: the count has done its work. */
export const LOGIN_FAILURES_KEPT = 100;

/** Registration, login, verification and the password flows. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: AuthRepository,
    private readonly users: UsersService,
    private readonly otp: OtpService,
    private readonly tokens: TokensService,
    private readonly devices: KnownDevices,
  ) {}

  async register(dto: RegisterUserDto): Promise<UserDto> {
    await this.users.assertAvailable(dto.email, dto.username);
    const account = { id: randomUUID(), username: dto.username, email: dto.email };
    const { code, row } = this.otp.prepare(account.id, 'verify-email');
    try {
      await this.repository.createUserWithCode(
        { ...account, passwordHash: await hashSecret(dto.password) },
        'verify-email',
        row,
        // The code's mail is written with the account: no account without its mail, nor the reverse.
        (tx) => this.otp.mailInTransaction(tx, account, 'verify-email', code, row.expiresAt),
      );
    } catch (error) {
      // A parallel registration took the e-mail or the username after the check.
      const taken = this.users.takenField(error);
      throw taken === undefined ? error : accountExists(taken);
    }
    this.otp.flush();
    return this.users.getProfile(account.id);
  }

  /**
   * 404 for an unknown e-mail and 401 for a wrong password, as the spec's client expects. Every
   * wrong password is counted for the account; from LOGIN_STEP_UP_THRESHOLD in the window on, the
   * account is under step-up: the login needs the password and a code mailed to the owner (`otp`).
   * Under step-up a wrong password gets exactly the answer a right one gets (403
   * AUTH.STEP_UP_REQUIRED without `otp`, 400 OTP.INVALID for any refused `otp`); only the right
   * password mails a code, to the owner. The code is only ever checked after the right password
   * (wrong codes count against the 'login' code budget), so strangers can neither guess it nor
   * use up its budget.
   */
  async login(dto: LoginUserDto): Promise<{ user: UserDto; tokens: SessionTokens }> {
    const user = await this.users.getAccountByEmail(dto.email);
    const passwordHash = await this.repository.passwordHashOf(user.id);
    // Accounts created through Google have no password until they reset one.
    if (!passwordHash) throw invalidCredentials();
    const failures = await this.repository.countFailures(user.id, 'password', LOGIN_STEP_UP_WINDOW_SECONDS);
    const stepUp = failures >= LOGIN_STEP_UP_THRESHOLD;
    if (!(await verifySecret(passwordHash, dto.password))) {
      if (failures < LOGIN_FAILURES_KEPT) await this.repository.recordFailure(user.id, 'password');
      if (!stepUp) throw invalidCredentials();
      throw dto.otp === undefined ? stepUpRequired() : invalidOtp();
    }
    if (stepUp) {
      if (dto.otp === undefined) {
        await this.sendLoginCode(user);
        throw stepUpRequired();
      }
      await this.checkLoginCode(user, dto.otp);
      this.logger.log(`User ${user.id} logged in with a step-up code after ${failures} failed passwords`);
    }
    await this.repository.clearFailures(user.id, ['password']);
    return { user: await this.users.getProfile(user.id), tokens: await this.tokens.startSession(user.id) };
  }

  /**
   * Checks and consumes a login code. Every refusal (wrong, expired, void, locked) answers 400
   * OTP.INVALID, as a wrong password does under step-up: a different answer would tell whoever
   * sent it that the password was right. The owner hears of a lock by mail.
   */
  private async checkLoginCode(user: UserAccount, otp: string): Promise<void> {
    let consumed: boolean;
    try {
      consumed = await this.repository.consumeCode(await this.otp.check(user, 'login', otp));
    } catch (error) {
      if (error instanceof AppException) throw invalidOtp();
      throw error;
    }
    if (!consumed) throw invalidOtp();
  }

  private async sendLoginCode(user: UserAccount): Promise<void> {
    try {
      await this.otp.issue(user, 'login');
    } catch (error) {
      // A code went out less than 30 s ago (a double click, a second tab): that one still works.
      // Past the hourly resend limit or while login codes are locked, no code goes out, and the
      // answer is still the step-up (a 429 here would tell that the password was right).
      if (error instanceof AppException) {
        if (error.code !== AuthCode.OTP_RESEND_TOO_SOON)
          this.logger.warn(`No login code for user ${user.id}: ${error.code}`);
        return;
      }
      throw error;
    }
  }

  async verifyEmail(userId: string, code: string): Promise<UserDto> {
    const user = await this.users.getAccount(userId);
    if (!user.isVerified) {
      const codeId = await this.otp.check(user, 'verify-email', code);
      if (!(await this.repository.verifyEmail(userId, codeId))) throw invalidOtp();
    }
    return this.users.getProfile(userId);
  }

  async resendVerification(userId: string): Promise<void> {
    const user = await this.users.getAccount(userId);
    if (user.isVerified) throw alreadyVerified();
    await this.otp.issue(user, 'verify-email');
  }

  /** `deviceCookie`: the browser's knownDevice cookie; a known device of the account has its own codes. */
  async forgotPassword(email: string, deviceCookie?: string): Promise<void> {
    const user = await this.users.getAccountByEmail(email);
    await this.otp.issue(user, 'reset-password', { knownDevice: this.devices.isKnown(deviceCookie, user.id) });
  }

  /**
   * Verifies the reset code (from a known device of the account: its own code, budget and lock);
   * returns the grant token the controller puts in a cookie.
   */
  async verifyResetCode(dto: UpdatePasswordDto, deviceCookie?: string): Promise<string> {
    const user = await this.users.getAccountByEmail(dto.email);
    const codeId = await this.otp.check(user, 'reset-password', dto.otp, {
      knownDevice: this.devices.isKnown(deviceCookie, user.id),
    });
    const token = randomBytes(32).toString('base64url');
    const created = await this.repository.createResetGrant(
      user.id,
      codeId,
      this.hashGrant(token),
      new Date(Date.now() + RESET_GRANT_TTL_SECONDS * 1000),
    );
    if (!created) throw invalidOtp();
    return token;
  }

  /**
   * Needs the live grant from verifyResetCode (its cookie); consumes it and ends every session.
   * Returns the user's id.
   */
  async resetPassword(dto: ChangeForgetPasswordDto, grantToken: string | undefined): Promise<string> {
    const user = await this.users.getAccountByEmail(dto.email);
    const done =
      grantToken !== undefined &&
      (await this.repository.resetPassword(user.id, this.hashGrant(grantToken), await hashSecret(dto.newPassword)));
    if (!done) {
      throw resetGrantRequired();
    }
    return user.id;
  }

  /** Wrong old password: 401. Every other session of the user is revoked. */
  async changePassword(userId: string, familyId: string, dto: ChangePasswordDto): Promise<void> {
    const user = await this.users.getAccount(userId);
    const passwordHash = await this.repository.passwordHashOf(user.id);
    if (!passwordHash) {
      throw noPassword();
    }
    if (!(await verifySecret(passwordHash, dto.oldPassword))) {
      // Counted with the account's failed logins (a session thief guessing the password).
      await this.repository.recordFailure(user.id, 'password');
      throw wrongOldPassword();
    }
    await this.repository.changePassword(userId, await hashSecret(dto.newPassword), familyId);
  }

  /**
   * Google sign-in: the account with this Google id, else the account with this e-mail (linked
   * and marked verified), else a new verified account with a derived unique username.
   * Undefined when Google says the address is not verified.
   */
  async signInWithGoogle(identity: GoogleIdentity): Promise<{ user: UserDto; tokens: SessionTokens } | undefined> {
    if (!identity.emailVerified) {
      this.logger.warn('Google sign-in refused: the Google account e-mail is not verified');
      return undefined;
    }
    let userId = (await this.users.findAccountByGoogleId(identity.googleId))?.id;
    if (!userId) {
      const byEmail = await this.users.findAccountByEmail(identity.email);
      if (byEmail) await this.repository.linkGoogle(byEmail.id, identity.googleId, !byEmail.isVerified);
      userId = byEmail?.id ?? (await this.createGoogleUser(identity));
    }
    return { user: await this.users.getProfile(userId), tokens: await this.tokens.startSession(userId) };
  }

  /** Creates the account of a first Google sign-in; returns its id. */
  private async createGoogleUser(identity: GoogleIdentity): Promise<string> {
    for (const username of this.users.usernameCandidates(identity.displayName, identity.email.split('@')[0])) {
      if (await this.users.isUsernameTaken(username)) continue;
      try {
        return await this.repository.createUser({
          username,
          email: identity.email,
          googleId: identity.googleId,
          fullName: identity.displayName?.slice(0, 100) || null,
          isVerified: true,
        });
      } catch (error) {
        const taken = this.users.takenField(error);
        if (taken === undefined) throw error;
        if (taken !== 'username') {
          // The same Google account signed in twice at once: the other request created it.
          const existing =
            (await this.users.findAccountByGoogleId(identity.googleId)) ??
            (await this.users.findAccountByEmail(identity.email));
          if (existing) return existing.id;
          throw error;
        }
      }
    }
    throw new Error('Could not find a free username');
  }

  private hashGrant(token: string): string {
    return createHmac('sha256', this.config.jwt.refreshSecret).update(`reset-grant:${token}`).digest('hex');
  }
}
