import { Body, Controller, HttpCode, HttpStatus, Inject, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RateLimit } from '../common/throttling/rate-limit.decorator';
import { ResponseMessage } from '../common/decorators';
import { AppException } from '../common/app-exception';
import { ErrorEnvelopeDto } from '../common/envelope';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { EmptyEnvelopeDto, UserDto, UserEnvelopeDto } from '../users/dto/user.dto';
import {
  clearSessionCookies,
  cookieOptions,
  REFRESH_COOKIE,
  RESET_GRANT_COOKIE,
  SESSION_ONLY_COOKIE,
  setSessionCookies,
} from './auth.cookies';
import { CurrentUser, Public, SignedIn, Verified } from '../common/access/access.decorators';
import type { AuthUser } from '../common/access/auth-user';
import { accessTokenOf, type SessionRequest } from './auth.guard';
import { AuthService, RESET_GRANT_TTL_SECONDS } from './auth.service';
import { ChangeForgetPasswordDto } from './dto/change-forget-password.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginUserDto } from './dto/login-user.dto';
import { RegisterUserDto } from './dto/register-user.dto';
import { UpdatePasswordDto } from './dto/update-password.dto';
import { VerifyEmailDto } from './dto/verify-email.dto';
import { KNOWN_DEVICE_COOKIE, KnownDevices } from './known-device';
import { CurrentSession } from './session.decorator';
import { REFRESH_RACE_WINDOW_MS, TokensService } from './tokens.service';
import { UnverifiedAccounts } from './unverified-accounts';
import { AuthCode, invalidRefresh } from './auth.errors';
import { CommonCode } from '../common/common.errors';
import { UserCode } from '../users/users.errors';

const RESET_GRANT_PATH = '/api/users';

/** Spec §7 "Account": credentials, sessions and one-time codes under /api/users (paths as the spec spells them). */
@ApiTags('account')
@Controller('users')
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly tokens: TokensService,
    private readonly unverified: UnverifiedAccounts,
    private readonly devices: KnownDevices,
  ) {}

  @Post('register-user')
  @Public()
  @RateLimit('signup-email', 'signup')
  @ApiOperation({ summary: 'Create an account; a 4-digit verification code is e-mailed (valid 300 s)' })
  @ApiCreatedResponse({ type: UserEnvelopeDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: CommonCode.VALIDATION_FAILED })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description:
      `${UserCode.EXISTS} (details.field: email or username). E-mails are compared in canonical form (NFKC, ` +
      'case-folded); an address held by a sign-up never verified for 24 h is released to the new sign-up',
  })
  @ResponseMessage('Account created. A verification OTP has been sent to your email')
  async register(@Body() dto: RegisterUserDto): Promise<UserDto> {
    // A sign-up that never proved this address within SIGN_UP_CLAIM_HOURS gives it up.
    await this.unverified.releaseStaleClaim(dto.email);
    return this.auth.register(dto);
  }

  @Post('login-user')
  @Public()
  @RateLimit('login', 'login-ip')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Log in; sets the accessToken and refreshToken cookies',
    description:
      'Also marks the browser as a known device of the account (the knownDevice cookie, Path=/api/users, 180 days, ' +
      'kept at logout): password resets from it have their own guess budget and lock. ' +
      `An unverified user can log in; verified-only routes then answer 403 ${CommonCode.AUTH_UNVERIFIED}. ` +
      'After 10 wrong passwords for the account within 24 hours (from any address), the password answers 403 ' +
      `${AuthCode.STEP_UP_REQUIRED}, right or wrong, and a right one mails a 4-digit login code (valid 300 s); send it ` +
      `as \`otp\` with the password to log in. Then any refusal (wrong password or code) is 400 ${AuthCode.OTP_INVALID}. ` +
      'Wrong codes count against the login-code budget (20 per 24 h).',
  })
  @ApiOkResponse({ type: UserEnvelopeDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${CommonCode.VALIDATION_FAILED}; under step-up with otp: ${AuthCode.OTP_INVALID}`,
  })
  @ApiUnauthorizedResponse({
    type: ErrorEnvelopeDto,
    description: `${AuthCode.INVALID_CREDENTIALS}: 'Invalid email or password'`,
  })
  @ApiForbiddenResponse({
    type: ErrorEnvelopeDto,
    description: `${AuthCode.STEP_UP_REQUIRED}: a login code was e-mailed; send it again with \`otp\``,
  })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: `${UserCode.NOT_FOUND}: 'User not found'` })
  @ApiTooManyRequestsResponse({
    type: ErrorEnvelopeDto,
    description: `${CommonCode.AUTH_TOO_MANY_ATTEMPTS}: 'Too many requests. Try again later' (details.retryAfterSeconds, Retry-After)`,
  })
  @ResponseMessage('Logged in successfully')
  async login(
    @Req() request: SessionRequest,
    @Body() dto: LoginUserDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserDto> {
    const { user, tokens } = await this.auth.login(dto);
    setSessionCookies(reply, this.config, tokens, { persistent: dto.rememberMe !== false });
    this.devices.remember(reply, request.cookies[KNOWN_DEVICE_COOKIE], user._id);
    return user;
  }

  @Post('verify-email')
  @SignedIn()
  @RateLimit('otp-verify', 'otp-verify-day', 'otp-account')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Verify the e-mail with the registration OTP',
    description: 'On success the browser is a known device of the account (the knownDevice cookie, see login-user).',
  })
  @ApiOkResponse({ type: UserEnvelopeDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${AuthCode.OTP_INVALID}, ${AuthCode.OTP_EXPIRED}, ${CommonCode.VALIDATION_FAILED}`,
  })
  @ApiTooManyRequestsResponse({
    type: ErrorEnvelopeDto,
    description:
      `${AuthCode.OTP_TOO_MANY_ATTEMPTS}: the code is void after 5 wrong tries; ${AuthCode.OTP_LOCKED}: 20 wrong codes in 24 h lock ` +
      `verification until details.lockedUntil (details.retryAfterSeconds, Retry-After); ${CommonCode.OTP_TOO_MANY_REQUESTS}: ` +
      'code checks from one address (6 per account, 100 in all per 24 h)',
  })
  @ResponseMessage('OTP verified successfully')
  async verifyEmail(
    @Req() request: SessionRequest,
    @CurrentUser() user: AuthUser,
    @Body() dto: VerifyEmailDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserDto> {
    const verified = await this.auth.verifyEmail(user.id, dto.otp);
    this.devices.remember(reply, request.cookies[KNOWN_DEVICE_COOKIE], user.id);
    return verified;
  }

  @Post('resend-verfication-email')
  @SignedIn()
  @RateLimit('otp-mail-account', 'otp-mail')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'E-mail a new verification OTP (the previous one stops working); path spelled as in the spec',
  })
  @ApiOkResponse({ type: EmptyEnvelopeDto })
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: AuthCode.USER_ALREADY_VERIFIED })
  @ApiTooManyRequestsResponse({
    type: ErrorEnvelopeDto,
    description:
      `${AuthCode.OTP_RESEND_TOO_SOON} (one per 30 s), ${AuthCode.OTP_RESEND_LIMIT} (10 per hour) or ${AuthCode.OTP_LOCKED}; details.retryAfterSeconds ` +
      'and Retry-After',
  })
  @ResponseMessage('OTP sent successfully')
  async resendVerification(@CurrentUser() user: AuthUser): Promise<null> {
    await this.auth.resendVerification(user.id);
    return null;
  }

  @Post('logout-user')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Log out: revokes the session and clears the cookies (works with an expired access token)',
    description:
      'The refresh cookie is scoped to /api/users/refresh-token and never reaches this route: the session is the ' +
      "access token's (signature checked, expiry not). The knownDevice cookie is kept: it marks the device, not " +
      'the session.',
  })
  @ApiOkResponse({ type: EmptyEnvelopeDto })
  @ResponseMessage('Logged out successfully')
  async logout(
    @Req() request: SessionRequest,
    @CurrentSession() familyId: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<null> {
    // An expired access token still names its session (the guard only accepts live ones).
    const accessToken = familyId ? undefined : accessTokenOf(request);
    const family = familyId ?? (accessToken ? await this.tokens.familyOfAccessToken(accessToken) : undefined);
    if (family) await this.tokens.revokeFamily(family);
    // Only a cookie from before the refresh cookie was scoped (Path=/) is still sent here.
    const refreshToken = request.cookies[REFRESH_COOKIE];
    if (refreshToken) await this.tokens.revokeByRefreshToken(refreshToken);
    clearSessionCookies(reply, this.config);
    return null;
  }

  @Post('refresh-token')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Rotate the refresh token (the refreshToken cookie) and issue a new access token',
    description:
      'Sets new accessToken/refreshToken cookies (HttpOnly; the refresh cookie has Path=/api/users/refresh-token); ' +
      'no token is ever in a response body. Presenting a refresh token that was rotated more than ' +
      `${REFRESH_RACE_WINDOW_MS / 1000} seconds ago revokes the whole session (401 ${AuthCode.REFRESH_REUSED}); within those seconds it is refused with ` +
      `401 ${AuthCode.REFRESH_RACED} and the session and cookies are kept (the browser raced itself: retry once ` +
      'the winning response has set the new cookies).',
  })
  @ApiOkResponse({ type: EmptyEnvelopeDto })
  @ApiUnauthorizedResponse({
    type: ErrorEnvelopeDto,
    description: `${AuthCode.REFRESH_INVALID}, ${AuthCode.REFRESH_REUSED}, ${AuthCode.REFRESH_RACED}`,
  })
  @ResponseMessage('Session refreshed')
  async refresh(@Req() request: SessionRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<null> {
    const presented = request.cookies[REFRESH_COOKIE];
    try {
      if (!presented) throw invalidRefresh();
      const tokens = await this.tokens.rotate(presented);
      setSessionCookies(reply, this.config, tokens, { persistent: !request.cookies[SESSION_ONLY_COOKIE] });
      return null;
    } catch (error) {
      // A refused refresh ends the session on this browser too, unless another request of this
      // browser won the race: its response sets the new cookies, which clearing would undo.
      if (!(error instanceof AppException && error.code === AuthCode.REFRESH_RACED)) {
        clearSessionCookies(reply, this.config);
      }
      throw error;
    }
  }

  @Post('forgot-password')
  @Public()
  @RateLimit('otp-mail-account', 'otp-mail')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'E-mail a password reset OTP',
    description:
      'From a known device of the account (the knownDevice cookie of login-user) the code is of a series of its own: ' +
      'requests and wrong codes from other browsers neither replace it nor lock it.',
  })
  @ApiOkResponse({ type: EmptyEnvelopeDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: `${UserCode.NOT_FOUND}: 'User not found'` })
  @ApiTooManyRequestsResponse({
    type: ErrorEnvelopeDto,
    description: `${AuthCode.OTP_RESEND_TOO_SOON}, ${AuthCode.OTP_RESEND_LIMIT} or ${AuthCode.OTP_LOCKED} (details.retryAfterSeconds, Retry-After)`,
  })
  @ResponseMessage('Password reset otp sent to your email')
  async forgotPassword(@Req() request: SessionRequest, @Body() dto: ForgotPasswordDto): Promise<null> {
    await this.auth.forgotPassword(dto.email, request.cookies[KNOWN_DEVICE_COOKIE]);
    return null;
  }

  @Patch('update-password')
  @Public()
  @RateLimit('otp-verify', 'otp-verify-day', 'otp-account')
  @ApiOperation({
    summary: 'Verify the password reset OTP',
    description:
      'On success the same browser may set a new password for 10 minutes (an httpOnly passwordResetGrant cookie). ' +
      'From a known device of the account (the knownDevice cookie) the code checked is the one asked for from a known ' +
      "device, and wrong codes count against the known devices' own budget (20 per 24 h) and lock: wrong codes from " +
      'other browsers never lock it.',
  })
  @ApiOkResponse({ type: EmptyEnvelopeDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${AuthCode.OTP_INVALID} ('Invalid OTP'), ${AuthCode.OTP_EXPIRED}`,
  })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: UserCode.NOT_FOUND })
  @ApiTooManyRequestsResponse({
    type: ErrorEnvelopeDto,
    description:
      `${AuthCode.OTP_TOO_MANY_ATTEMPTS} (5 wrong tries void a code); ${AuthCode.OTP_LOCKED}: 20 wrong reset codes in 24 h lock the ` +
      'reset until details.lockedUntil (from known devices and from other browsers separately), and the owner is ' +
      'e-mailed once (details.retryAfterSeconds, Retry-After); ' +
      `${CommonCode.OTP_TOO_MANY_REQUESTS}: code checks from one address (6 per account, 100 in all per 24 h)`,
  })
  @ResponseMessage('OTP verified successfully')
  async verifyResetCode(
    @Req() request: SessionRequest,
    @Body() dto: UpdatePasswordDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<null> {
    const token = await this.auth.verifyResetCode(dto, request.cookies[KNOWN_DEVICE_COOKIE]);
    void reply.setCookie(
      RESET_GRANT_COOKIE,
      token,
      cookieOptions(this.config, RESET_GRANT_TTL_SECONDS, RESET_GRANT_PATH),
    );
    return null;
  }

  @Patch('change-forget-password')
  @Public()
  @ApiOperation({
    summary: 'Set a new password after update-password verified the reset OTP',
    description:
      'Consumes the reset grant and revokes every session of the user. The browser becomes a known device of the ' +
      'account (the knownDevice cookie, see login-user).',
  })
  @ApiOkResponse({ type: EmptyEnvelopeDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${CommonCode.VALIDATION_FAILED} (newPassword 8–128 characters)`,
  })
  @ApiForbiddenResponse({
    type: ErrorEnvelopeDto,
    description: `${AuthCode.RESET_GRANT_REQUIRED}: no live grant for this e-mail`,
  })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: UserCode.NOT_FOUND })
  @ResponseMessage('Password changed successfully')
  async resetPassword(
    @Req() request: SessionRequest,
    @Body() dto: ChangeForgetPasswordDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<null> {
    const userId = await this.auth.resetPassword(dto, request.cookies[RESET_GRANT_COOKIE]);
    const { maxAge: _unused, ...options } = cookieOptions(this.config, 0, RESET_GRANT_PATH);
    void reply.clearCookie(RESET_GRANT_COOKIE, options);
    clearSessionCookies(reply, this.config);
    this.devices.remember(reply, request.cookies[KNOWN_DEVICE_COOKIE], userId);
    return null;
  }

  @Post('change-password')
  @Verified()
  @RateLimit('password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Change the password; every other session is revoked' })
  @ApiOkResponse({ type: EmptyEnvelopeDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${CommonCode.VALIDATION_FAILED}, ${AuthCode.NO_PASSWORD} (Google account)`,
  })
  @ApiUnauthorizedResponse({
    type: ErrorEnvelopeDto,
    description: `${CommonCode.AUTH_WRONG_PASSWORD}: old password is incorrect`,
  })
  @ResponseMessage('Password updated successfully')
  async changePassword(
    @CurrentUser() user: AuthUser,
    @CurrentSession() familyId: string,
    @Body() dto: ChangePasswordDto,
  ): Promise<null> {
    await this.auth.changePassword(user.id, familyId, dto);
    return null;
  }
}
