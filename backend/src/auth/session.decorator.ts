import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { SessionRequest } from './auth.guard';

/**
 * The session family id of the request's access token: always set on @SignedIn/@Verified/@Admin
 * routes (the guard refuses them without a live session), undefined on a @Public() route without one.
 */
export const CurrentSession = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined => {
  return ctx.switchToHttp().getRequest<SessionRequest>().sessionFamilyId;
});
