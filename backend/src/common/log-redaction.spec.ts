import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('keeps the path and the parameter names, never their values', () => {
    expect(redactUrl('/token-callback?accessToken=eyJ.secret&refreshToken=abc')).toBe(
      '/token-callback?accessToken=…&refreshToken=…',
    );
    expect(redactUrl('/api/papers?q=my%20notes&cursor=xyz')).toBe('/api/papers?q=…&cursor=…');
  });

  it('leaves a URL without a query alone and hides odd parameter names', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/x?<script>=1')).toBe('/x??=…');
  });
});
