import type { Provider } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Profile, Strategy } from 'passport-google-oauth20';
import { normalizeEmail } from '../common/email';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { GoogleStateStore } from './google-state.store';

export interface GoogleIdentity {
  googleId: string;
  email: string;
  emailVerified: boolean;
  displayName?: string;
}

/**
 * passport-google-oauth20 registered with passport as 'google' (used by AuthGuard('google') in
 * google-auth.guard.ts). The provider URLs come from config, so tests run the real code flow
 * against a local OAuth2 server; the CSRF `state` lives in a cookie (GoogleStateStore).
 */
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(config: AppConfig, google: NonNullable<AppConfig['google']>, stateStore: GoogleStateStore) {
    super({
      clientID: google.clientId,
      clientSecret: google.clientSecret,
      callbackURL: `${config.publicUrl}/auth/google/callback`,
      scope: ['openid', 'email', 'profile'],
      store: stateStore.asPassportStore(),
      ...(google.authorizationURL ? { authorizationURL: google.authorizationURL } : {}),
      ...(google.tokenURL ? { tokenURL: google.tokenURL } : {}),
      ...(google.userProfileURL ? { userProfileURL: google.userProfileURL } : {}),
    });
  }

  /** What the guard puts on the request; a profile without an e-mail is a failed sign-in. */
  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity {
    const identity = toIdentity(profile);
    if (!identity) throw new Error('Google did not share an e-mail address');
    return identity;
  }
}

/**
 * The strategy exists (and registers itself with passport) only when a client id is
 * configured; without one the guard answers AUTH.GOOGLE_DISABLED.
 */
export const googleStrategyProvider: Provider = {
  provide: GoogleStrategy,
  inject: [APP_CONFIG, GoogleStateStore],
  useFactory: (config: AppConfig, stateStore: GoogleStateStore): GoogleStrategy | null =>
    config.google ? new GoogleStrategy(config, config.google, stateStore) : null,
};

function toIdentity(profile: Profile): GoogleIdentity | undefined {
  const email = profile.emails?.[0];
  if (!profile.id || !email?.value) return undefined;
  // OpenID's email_verified (older endpoints sent the string "false"). Only an explicit false refuses.
  const verified: unknown = email.verified;
  return {
    googleId: String(profile.id),
    email: normalizeEmail(email.value),
    emailVerified: verified !== false && verified !== 'false',
    displayName: profile.displayName,
  };
}
