import { Controller, Get, HttpStatus, Inject, Logger, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppException } from '../common/app-exception';
import { RawResponse } from '../common/decorators';
import { ErrorEnvelopeDto } from '../common/envelope';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { cookieOptions, OAUTH_STATE_COOKIE, setSessionCookies } from './auth.cookies';
import { Public } from './auth.decorators';
import { AuthService } from './auth.service';
import { GoogleStrategy } from './google.strategy';

const STATE_PATH = '/auth/google';
const STATE_TTL_SECONDS = 10 * 60;
/** Where a failed or refused Google sign-in lands (the client's login screen). */
const FAILURE_REDIRECT = '/login?error=google';

/**
 * Google sign-in (outside the /api prefix, as the spec's client navigates to /auth/google).
 * CSRF: a random `state` travels to Google and back and must equal the httpOnly oauthState cookie.
 */
@ApiTags('account')
@Controller('auth/google')
@Public()
export class GoogleController {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly google: GoogleStrategy,
    private readonly auth: AuthService,
  ) {}

  @Get()
  @RawResponse()
  @ApiOperation({ summary: "Start Google sign-in: redirects to Google's consent page" })
  @ApiFoundResponse({ description: 'Redirect to the provider' })
  @ApiServiceUnavailableResponse({
    type: ErrorEnvelopeDto,
    description: 'AUTH.GOOGLE_DISABLED: no client id configured',
  })
  async start(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.assertEnabled();
    const state = randomBytes(24).toString('base64url');
    const outcome = await this.google.run(oauthRequest(request), { state });
    if (outcome.kind !== 'redirect') {
      this.logger.error(
        `Could not start Google sign-in: ${outcome.kind === 'error' ? outcome.error.message : outcome.kind}`,
      );
      throw new AppException(
        HttpStatus.BAD_GATEWAY,
        'AUTH.GOOGLE_FAILED',
        'Could not start Google sign-in. Try again later',
      );
    }
    void reply.setCookie(OAUTH_STATE_COOKIE, state, cookieOptions(this.config, STATE_TTL_SECONDS, STATE_PATH));
    await reply.header('cache-control', 'no-store').redirect(outcome.url, HttpStatus.FOUND);
  }

  @Get('callback')
  @RawResponse()
  @ApiOperation({
    summary: 'Google redirects here; signs the user in (creating a verified account on first use)',
    description:
      'Sets the session cookies and redirects to /token-callback?accessToken=…&refreshToken=… (Referrer-Policy: no-referrer). ' +
      'Failures redirect to /login?error=google.',
  })
  @ApiFoundResponse({ description: 'Redirect to /token-callback or /login?error=google' })
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: 'AUTH.GOOGLE_DISABLED' })
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.assertEnabled();
    const { maxAge: _unused, ...stateCookie } = cookieOptions(this.config, 0, STATE_PATH);
    void reply.clearCookie(OAUTH_STATE_COOKIE, stateCookie);
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

    const query = request.query as Record<string, unknown>;
    if (!sameState(query.state, request.cookies[OAUTH_STATE_COOKIE])) {
      this.logger.warn('Google callback with a missing or mismatched state');
      await reply.redirect(FAILURE_REDIRECT, HttpStatus.FOUND);
      return;
    }
    const outcome = await this.google.run(oauthRequest(request));
    if (outcome.kind !== 'success') {
      const why =
        outcome.kind === 'error'
          ? outcome.error.message
          : outcome.kind === 'fail'
            ? outcome.reason
            : 'unexpected redirect';
      this.logger.warn(`Google sign-in failed: ${why}`);
      await reply.redirect(FAILURE_REDIRECT, HttpStatus.FOUND);
      return;
    }
    const signedIn = await this.auth.signInWithGoogle(outcome.identity);
    if (!signedIn) {
      await reply.redirect(FAILURE_REDIRECT, HttpStatus.FOUND);
      return;
    }
    setSessionCookies(reply, this.config, signedIn.tokens);
    const target = new URLSearchParams({
      accessToken: signedIn.tokens.accessToken,
      refreshToken: signedIn.tokens.refreshToken,
    });
    await reply.redirect(`/token-callback?${target.toString()}`, HttpStatus.FOUND);
  }

  private assertEnabled(): void {
    if (!this.google.enabled) {
      throw new AppException(
        HttpStatus.SERVICE_UNAVAILABLE,
        'AUTH.GOOGLE_DISABLED',
        'Google sign-in is not available on this server (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set)',
      );
    }
  }
}

function oauthRequest(request: FastifyRequest) {
  return {
    query: request.query as Record<string, unknown>,
    headers: request.headers,
    url: request.url,
    body: undefined,
  };
}

function sameState(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
