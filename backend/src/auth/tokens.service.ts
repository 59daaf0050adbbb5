import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AuthRepository } from './auth.repository';
import { invalidRefresh, refreshRaced, refreshReused } from './auth.errors';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  familyId: string;
}

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session family id: logout and password changes revoke it, which ends the access token too. */
  sid: string;
}

/** A login's refresh family ends this long after the login, however often it is refreshed. */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/**
 * A token rotated less than this long ago is refused without ending its session (401
 * AUTH.REFRESH_RACED, cookies kept): the browser raced itself. A page that navigates away while
 * its refresh is in flight, or two requests that both found the access token lapsed, present the
 * same token twice within moments; the winner's cookies are (or are about to be) in the browser.
 * Nothing is issued for the late copy, so a thief replaying inside the window gains nothing; after
 * it, reuse ends the family as before. Ten seconds covers a page load on a slow phone.
 */
export const REFRESH_RACE_WINDOW_MS = 10_000;

/**
 * Sessions: a short-lived JWT access token plus an opaque refresh token stored as an HMAC in
 * refresh_sessions. One login is one family; each refresh rotates the token, and presenting a
 * token that was rotated more than REFRESH_RACE_WINDOW_MS ago revokes the whole family (it must
 * have been stolen). A family slides 7 days per refresh but never past 30 days after the login:
 * then a new login is needed.
 */
@Injectable()
export class TokensService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
    private readonly repository: AuthRepository,
  ) {}

  async startSession(userId: string): Promise<SessionTokens> {
    const familyId = randomUUID();
    const refreshToken = this.newRefreshToken();
    const familyExpiresAt = new Date(Date.now() + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000);
    await this.repository.createSession({
      userId,
      familyId,
      tokenHash: this.hashRefresh(refreshToken),
      expiresAt: this.refreshExpiry(familyExpiresAt),
      familyExpiresAt,
    });
    return { accessToken: await this.signAccess({ sub: userId, sid: familyId }), refreshToken, familyId };
  }

  async rotate(presented: string): Promise<SessionTokens> {
    const session = await this.repository.findSessionByHash(this.hashRefresh(presented));
    const now = Date.now();
    if (
      !session ||
      session.revokedAt ||
      session.expiresAt.getTime() <= now ||
      session.familyExpiresAt.getTime() <= now
    ) {
      throw invalidRefresh();
    }
    if (session.rotatedAt) {
      if (now - session.rotatedAt.getTime() < REFRESH_RACE_WINDOW_MS) throw refreshRaced();
      await this.repository.revokeFamily(session.familyId);
      throw refreshReused();
    }
    const refreshToken = this.newRefreshToken();
    const rotated = await this.repository.rotateSession(session.id, {
      userId: session.userId,
      familyId: session.familyId,
      tokenHash: this.hashRefresh(refreshToken),
      expiresAt: this.refreshExpiry(session.familyExpiresAt),
      familyExpiresAt: session.familyExpiresAt,
    });
    // Another request rotated the same token just now: the browser raced itself.
    if (!rotated) throw refreshRaced();
    return {
      accessToken: await this.signAccess({ sub: session.userId, sid: session.familyId }),
      refreshToken,
      familyId: session.familyId,
    };
  }

  /** Logout: revokes the family of a refresh token (unknown tokens are ignored). */
  async revokeByRefreshToken(presented: string): Promise<void> {
    const session = await this.repository.findSessionByHash(this.hashRefresh(presented));
    if (session) await this.repository.revokeFamily(session.familyId);
  }

  revokeFamily(familyId: string): Promise<void> {
    return this.repository.revokeFamily(familyId);
  }

  /**
   * The claims of a valid, unexpired access token; undefined otherwise. A token without `exp`
   * is refused: the JWT library accepts one as never expiring, and ours always carry it.
   */
  verifyAccess(token: string): Promise<AccessClaims | undefined> {
    return this.accessClaims(token, false);
  }

  /**
   * Logout: the session family named by a genuine access token of ours, expired or not (an
   * expired one can still end its session, never open anything).
   */
  async familyOfAccessToken(token: string): Promise<string | undefined> {
    return (await this.accessClaims(token, true))?.sid;
  }

  private async accessClaims(token: string, ignoreExpiration: boolean): Promise<AccessClaims | undefined> {
    try {
      const claims = await this.jwt.verifyAsync<Partial<AccessClaims> & { typ?: unknown; exp?: unknown }>(token, {
        secret: this.config.jwt.accessSecret,
        algorithms: ['HS256'],
        ignoreExpiration,
      });
      if (
        claims.typ !== 'access' ||
        typeof claims.sub !== 'string' ||
        typeof claims.sid !== 'string' ||
        typeof claims.exp !== 'number' ||
        !Number.isFinite(claims.exp)
      ) {
        return undefined;
      }
      return { sub: claims.sub, sid: claims.sid };
    } catch {
      return undefined;
    }
  }

  isSessionActive(userId: string, familyId: string): Promise<boolean> {
    return this.repository.isFamilyActive(userId, familyId);
  }

  private signAccess(claims: AccessClaims): Promise<string> {
    return this.jwt.signAsync(
      { ...claims, typ: 'access' },
      { secret: this.config.jwt.accessSecret, expiresIn: this.config.jwt.accessTtlSeconds, algorithm: 'HS256' },
    );
  }

  private newRefreshToken(): string {
    return randomBytes(32).toString('base64url');
  }

  private hashRefresh(token: string): string {
    return createHmac('sha256', this.config.jwt.refreshSecret).update(`refresh:${token}`).digest('hex');
  }

  /** 7 days from now, but never past the family's absolute end. */
  private refreshExpiry(familyExpiresAt: Date): Date {
    return new Date(Math.min(Date.now() + this.config.jwt.refreshTtlSeconds * 1000, familyExpiresAt.getTime()));
  }
}
