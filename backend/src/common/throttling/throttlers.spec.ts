import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { RateLimit } from './rate-limit.decorator';
import { anyLimitCounts } from './throttlers';

class Routes {
  @RateLimit('search')
  feed(): void {}

  @RateLimit('login', 'login-ip')
  login(): void {}

  open(): void {}
}

function contextOf(handler: () => void, request: object): ExecutionContextHost {
  const context = new ExecutionContextHost([request, {}], Routes, handler);
  context.setType('http');
  return context;
}

describe('anyLimitCounts (AppThrottlerGuard.shouldSkip)', () => {
  const routes = Routes.prototype;

  it('is false on a route that names no limit', () => {
    expect(anyLimitCounts(contextOf(routes.open, { ip: '203.0.113.5' }))).toBe(false);
  });

  it("is false when the route's limits do not count the request: a feed without q, a signed-in search", () => {
    expect(anyLimitCounts(contextOf(routes.feed, { ip: '203.0.113.5', query: {} }))).toBe(false);
    expect(anyLimitCounts(contextOf(routes.feed, { ip: '203.0.113.5', query: { q: '  ' } }))).toBe(false);
    expect(anyLimitCounts(contextOf(routes.feed, { ip: '203.0.113.5', query: { q: 'os' }, user: { id: 'u1' } }))).toBe(
      false,
    );
  });

  it("is true when one of the route's limits counts the request", () => {
    expect(anyLimitCounts(contextOf(routes.feed, { ip: '203.0.113.5', query: { q: 'os' } }))).toBe(true);
    expect(anyLimitCounts(contextOf(routes.login, { ip: '203.0.113.5', body: {} }))).toBe(true);
  });
});
