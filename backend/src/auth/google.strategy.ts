import { Inject, Injectable } from '@nestjs/common';
import { Profile, Strategy } from 'passport-google-oauth20';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export interface GoogleIdentity {
  googleId: string;
  email: string;
  emailVerified: boolean;
  displayName?: string;
}

/** The request fields passport-oauth2 reads. */
export interface OAuthRequest {
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  url: string;
  body?: unknown;
}

export type GoogleOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'success'; identity: GoogleIdentity }
  | { kind: 'fail'; reason: string }
  | { kind: 'error'; error: Error };

interface StrategyActions {
  redirect(url: string, status?: number): void;
  success(user: unknown, info?: unknown): void;
  fail(challenge?: unknown, status?: number): void;
  error(error: unknown): void;
  pass(): void;
  authenticate(req: OAuthRequest, options: Record<string, unknown>): void;
}

/**
 * passport-google-oauth20, driven directly rather than through passport's Express-style
 * middleware: passport writes redirects to a Node response, which Fastify does not hand out.
 * Running the strategy with its actions (redirect/success/fail/error) bound to a promise keeps
 * the whole protocol in the library and leaves the reply to our controller. The provider URLs
 * come from config, so tests run the real code flow against a local OAuth2 server.
 */
@Injectable()
export class GoogleStrategy {
  private readonly strategy?: Strategy;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const google = config.google;
    if (!google) return;
    this.strategy = new Strategy(
      {
        clientID: google.clientId,
        clientSecret: google.clientSecret,
        callbackURL: `${config.publicUrl}/auth/google/callback`,
        scope: ['openid', 'email', 'profile'],
        ...(google.authorizationURL ? { authorizationURL: google.authorizationURL } : {}),
        ...(google.tokenURL ? { tokenURL: google.tokenURL } : {}),
        ...(google.userProfileURL ? { userProfileURL: google.userProfileURL } : {}),
      },
      (
        _accessToken: string,
        _refreshToken: string,
        profile: Profile,
        done: (error: Error | null, user?: Profile) => void,
      ) => done(null, profile),
    );
  }

  get enabled(): boolean {
    return this.strategy !== undefined;
  }

  /** One pass of the strategy: the authorization redirect, or the callback's outcome. */
  run(request: OAuthRequest, options: { state?: string } = {}): Promise<GoogleOutcome> {
    const strategy = this.strategy;
    if (!strategy) return Promise.resolve({ kind: 'error', error: new Error('Google sign-in is not configured') });
    return new Promise<GoogleOutcome>((resolve) => {
      const delegate = Object.create(strategy) as StrategyActions;
      delegate.redirect = (url) => resolve({ kind: 'redirect', url });
      delegate.success = (user) => {
        const identity = toIdentity(user as Profile);
        resolve(
          identity ? { kind: 'success', identity } : { kind: 'fail', reason: 'Google did not share an e-mail address' },
        );
      };
      delegate.fail = (challenge) => resolve({ kind: 'fail', reason: describe(challenge) });
      delegate.error = (error) =>
        resolve({ kind: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      delegate.pass = () => resolve({ kind: 'fail', reason: 'pass' });
      try {
        delegate.authenticate(request, { session: false, ...options });
      } catch (error) {
        resolve({ kind: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      }
    });
  }
}

function toIdentity(profile: Profile): GoogleIdentity | undefined {
  const email = profile.emails?.[0];
  if (!profile.id || !email?.value) return undefined;
  // OpenID's email_verified (older endpoints sent the string "false"). Only an explicit false refuses.
  const verified: unknown = email.verified;
  return {
    googleId: String(profile.id),
    email: email.value.trim(),
    emailVerified: verified !== false && verified !== 'false',
    displayName: profile.displayName,
  };
}

function describe(challenge: unknown): string {
  if (typeof challenge === 'string') return challenge;
  if (challenge && typeof challenge === 'object' && 'message' in challenge) return String(challenge.message);
  return 'denied';
}
