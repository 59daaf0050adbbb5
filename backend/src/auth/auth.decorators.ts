/**
 * Route access policy, read by the global AuthGuard. Every route declares one:
 * - @Public(): anyone; a valid session still fills @CurrentUser (optional).
 * - @SignedIn(): any signed-in user, verified or not (e.g. verify-email, resend).
 * - @Verified(): signed in with a verified e-mail (403 AUTH.UNVERIFIED otherwise).
 * - @Admin(): verified and isAdmin (403 AUTH.ADMIN_ONLY otherwise).
 * A route with no policy is refused (401), so nothing is public by accident.
 */
import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorEnvelopeDto } from '../common/envelope';

export type AccessPolicy = 'public' | 'signed-in' | 'verified' | 'admin';
export const ACCESS_POLICY = 'papershelf:access-policy';

/** The signed-in user as the guard attaches it to the request. */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  isVerified: boolean;
  isAdmin: boolean;
}

export type RequestWithUser = FastifyRequest & { user?: AuthUser };

const documented = (policy: AccessPolicy) => {
  const decorators: (ClassDecorator & MethodDecorator)[] = [SetMetadata(ACCESS_POLICY, policy)];
  if (policy !== 'public') {
    decorators.push(
      ApiCookieAuth('accessToken'),
      ApiBearerAuth(),
      ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'AUTH.UNAUTHENTICATED: not signed in' }),
    );
  }
  if (policy === 'verified' || policy === 'admin') {
    decorators.push(
      ApiForbiddenResponse({
        type: ErrorEnvelopeDto,
        description: policy === 'admin' ? 'AUTH.UNVERIFIED or AUTH.ADMIN_ONLY' : 'AUTH.UNVERIFIED: e-mail not verified',
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
