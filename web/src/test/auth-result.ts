import { makeToken } from './tokens';

// authResult is a POST company or POST login answer for a fresh company admin.
export function authResult(email = 'founder@acme.test', emailVerified = false) {
  const token = makeToken({ sub: 11, company_id: 4, roles: ['company_admin'], exp: Math.floor(Date.now() / 1000) + 3600 });
  return {
    data: {
      user: { id: 11, email, name: 'founder', roles: ['company_admin'], email_verified: emailVerified, company_id: 4 },
      token,
      company: { id: 4, name: 'Acme', slug: 'acme', approved: true, signup_product: 'ats' },
    },
  };
}
