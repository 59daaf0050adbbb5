/**
 * AuthGuard('google') from @nestjs/passport for the two legs of Google sign-in, on Fastify.
 *
 * - Start (GET /auth/google): passport answers by itself with the redirect to Google (through
 *   the Fastify shim). That answer never reaches passport's callback, so the guard lets the
 *   (empty) handler run once the reply has gone out; if passport could not start, 502.
 * - Callback (GET /auth/google/callback): passport checks the state cookie, exchanges the code
 *   and loads the profile. The identity, or nothing when Google's answer was refused, goes on
 *   the request for the handler, which redirects either way (to /token-callback or to
 *   /login?error=google); the reason of a refusal is logged here.
 * Without a configured client id no strategy is registered and both legs answer 503
 * AUTH.GOOGLE_DISABLED before passport is reached.
 */
import { createParamDecorator, ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { GoogleIdentity } from './google.strategy';
import { adaptForPassport } from './passport-fastify.shim';
import { googleDisabled, googleFailed } from './auth.errors';

/** Not `user`: the global AuthGuard keeps the signed-in session's user there. */
const IDENTITY_PROPERTY = 'googleIdentity';

type RequestWithGoogleIdentity = FastifyRequest & { [IDENTITY_PROPERTY]?: GoogleIdentity | false };

abstract class GoogleAuthGuard extends AuthGuard('google') {
  protected readonly logger = new Logger('GoogleSignIn');

  protected constructor(
    private readonly config: AppConfig,
    private readonly leg: 'start' | 'callback',
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.config.google) throw googleDisabled();
    const http = context.switchToHttp();
    const { request, reply, ended } = adaptForPassport(
      http.getRequest<FastifyRequest>(),
      http.getResponse<FastifyReply>(),
    );
    void reply.header('cache-control', 'no-store');
    const query = request.query as Record<string, unknown>;
    // passport-oauth2 treats a request with neither as a start and one with either as Google's
    // answer, whatever the route: hold each route to its own leg.
    const answer = query.code !== undefined || query.error !== undefined;

    if (this.leg === 'start') {
      if (!answer) {
        const redirected = await Promise.race([ended.then(() => true), this.authenticate(context).then(() => false)]);
        if (redirected) return true;
      }
      throw googleFailed();
    }
    if (answer) await this.authenticate(context);
    else this.logger.warn('Google sign-in failed: the callback carries neither a code nor an error');
    return true;
  }

  override getAuthenticateOptions() {
    return { session: false, property: IDENTITY_PROPERTY };
  }

  /** A refusal or an error leaves no identity (the handler redirects to the login page). */
  override handleRequest<TUser = GoogleIdentity | false>(error: unknown, user: unknown, info: unknown): TUser {
    if (error || !user) {
      this.logger.warn(`Google sign-in failed: ${reason(error ?? info)}`);
      return false as TUser;
    }
    return user as TUser;
  }

  private async authenticate(context: ExecutionContext): Promise<void> {
    await super.canActivate(context);
  }
}

@Injectable()
export class GoogleStartGuard extends GoogleAuthGuard {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, 'start');
  }
}

@Injectable()
export class GoogleCallbackGuard extends GoogleAuthGuard {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, 'callback');
  }
}

/** The Google identity GoogleCallbackGuard accepted, or undefined when sign-in was refused. */
export const GoogleSignInIdentity = createParamDecorator(
  (_data: unknown, context: ExecutionContext): GoogleIdentity | undefined =>
    context.switchToHttp().getRequest<RequestWithGoogleIdentity>()[IDENTITY_PROPERTY] || undefined,
);

function reason(cause: unknown): string {
  if (typeof cause === 'string') return cause;
  if (cause && typeof cause === 'object' && 'message' in cause && typeof cause.message === 'string') {
    return cause.message;
  }
  return 'denied';
}
