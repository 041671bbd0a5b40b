import { contentSecurityPolicy, createNonce, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('builds a strict nonce CSP without unsafe-eval in production', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', isSecure: true, isDev: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp).toContain(d);
    expect(csp).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ nonce: 'abc', isSecure: false, isDev: true })).toContain("'unsafe-eval'");
  });

  it('sends HSTS over https only', () => {
    expect(securityHeaders({ nonce: 'n', isSecure: true, isDev: false })['strict-transport-security']).toMatch(/max-age=/);
    expect(securityHeaders({ nonce: 'n', isSecure: false, isDev: false })).not.toHaveProperty('strict-transport-security');
  });

  it('makes a new nonce each time', () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});
