import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { UsersService } from '../users/users.service';
import { ACCESS_COOKIE } from './auth.cookies';
import { ACCESS_POLICY, AccessPolicy } from '../common/access/access.decorators';
import type { AuthUser, RequestWithUser } from '../common/access/auth-user';
import { TokensService } from './tokens.service';
import { adminOnly, notSignedIn, unverified } from './auth.errors';

/** The request as the guard leaves it: the user plus the session family of the access token. */
export type SessionRequest = RequestWithUser & { sessionFamilyId?: string };

/**
 * The global guard (APP_GUARD) enforcing @Public/@SignedIn/@Verified/@Admin. The access token
 * comes from `Authorization: Bearer` or else the `accessToken` cookie; the user is loaded fresh
 * (isVerified/isAdmin) and the token's session must still be live, so logout and password
 * changes take effect at once. A route without a policy is refused with 401.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger('AuthGuard');
  private readonly warned = new Set<string>();

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokensService,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<SessionRequest>();
    if (!policy) {
      const route = `${context.getClass().name}.${context.getHandler().name}`;
      if (!this.warned.has(route)) {
        this.warned.add(route);
        this.logger.warn(`${route} declares no access policy (@Public/@SignedIn/@Verified/@Admin); refusing it`);
      }
      throw notSignedIn();
    }

    const session = await this.authenticate(request);
    if (session) {
      request.user = session.user;
      request.sessionFamilyId = session.familyId;
    }
    if (policy === 'public') return true;
    if (!session) throw notSignedIn();
    if (policy === 'signed-in') return true;
    if (!session.user.isVerified) throw unverified();
    if (policy === 'admin' && !session.user.isAdmin) throw adminOnly();
    return true;
  }

  private async authenticate(request: SessionRequest): Promise<{ user: AuthUser; familyId: string } | undefined> {
    const token = accessTokenOf(request);
    if (!token) return undefined;
    const claims = await this.tokens.verifyAccess(token);
    if (!claims) return undefined;
    const [user, live] = await Promise.all([
      this.users.findAccount(claims.sub),
      this.tokens.isSessionActive(claims.sub, claims.sid),
    ]);
    if (!user || !live) return undefined;
    return { user, familyId: claims.sid };
  }
}

export function accessTokenOf(request: RequestWithUser): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (match?.[1]) return match[1];
  }
  const cookie = request.cookies[ACCESS_COOKIE];
  return typeof cookie === 'string' && cookie.length > 0 ? cookie : undefined;
}
