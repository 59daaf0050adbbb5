/**
 * Route access policy, read by the global AuthGuard. Every route declares one:
 * - @Public(): anyone; a valid session still fills @CurrentUser (optional).
 * - @SignedIn(): any signed-in user, verified or not (e.g. verify-email, resend).
 * - @Verified(): signed in with a verified e-mail (403 AUTH.UNVERIFIED otherwise).
 * - @Admin(): verified and isAdmin (403 AUTH.ADMIN_ONLY otherwise).
 * A route with no policy is refused (401), so nothing is public by accident.
 * A leaf below every feature: controllers of any module declare their access here, and only the
 * guard (auth/auth.guard.ts) reads it, so no module needs to import auth to declare a rule.
 */
import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../envelope';
import type { AuthUser, RequestWithUser } from './auth-user';
import { CommonCode } from '../common.errors';

export type AccessPolicy = 'public' | 'signed-in' | 'verified' | 'admin';
export const ACCESS_POLICY = 'papershelf:access-policy';

const documented = (policy: AccessPolicy) => {
  const decorators: (ClassDecorator & MethodDecorator)[] = [SetMetadata(ACCESS_POLICY, policy)];
  if (policy !== 'public') {
    decorators.push(
      ApiCookieAuth('accessToken'),
      ApiBearerAuth(),
      ApiUnauthorizedResponse({
        type: ErrorEnvelopeDto,
        description: `${CommonCode.AUTH_UNAUTHENTICATED}: not signed in`,
      }),
    );
  }
  if (policy === 'verified' || policy === 'admin') {
    decorators.push(
      ApiForbiddenResponse({
        type: ErrorEnvelopeDto,
        description:
          policy === 'admin'
            ? `${CommonCode.AUTH_UNVERIFIED} or ${CommonCode.AUTH_ADMIN_ONLY}`
            : `${CommonCode.AUTH_UNVERIFIED}: e-mail not verified`,
      }),
    );
  }
  return applyDecorators(...decorators);
};

export const Public = () => documented('public');
export const SignedIn = () => documented('signed-in');
export const Verified = () => documented('verified');
export const Admin = () => documented('admin');

/**
 * The request's user. The guard refuses a @SignedIn/@Verified/@Admin route without one, so
 * handlers there take `AuthUser` and need no check of their own; on a @Public() route it is
 * `AuthUser | undefined` (undefined without a session).
 */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest<RequestWithUser>().user;
});
