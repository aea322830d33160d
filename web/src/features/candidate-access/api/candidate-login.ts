import { useMutation } from '@tanstack/react-query';
import { api, type Body, type Data } from '../../../api/client';
import { decodeToken } from '../../../api/jwt';
import { candidateRoles, saveSession, type Session } from '../../../api/session';

export type CandidateLoginInput = Body<'candidate-application/login'>;
export type CandidateLoginResult = Data<'candidate-application/login', 'post'>;

export function candidateLogin(input: CandidateLoginInput) {
  return api.post('candidate-application/login', { body: input });
}

// candidateSession is what the browser keeps after a candidate's sign-in:
// the candidate token is the bearer token of the status call, its roles
// (candidate) keep the person out of company pages, and slug names the one
// application the token opens.
export function candidateSession(result: CandidateLoginResult, slug: string): Session {
  const token = result.candidate_token ?? '';
  const claims = decodeToken(token);
  return {
    token,
    email: result.candidate?.email ?? '',
    // The token names the role; the ATS candidate's is the first of the
    // session's candidate roles.
    roles: claims?.roles ?? candidateRoles.slice(0, 1),
    emailVerified: true,
    companyApproved: true,
    name: result.candidate?.name ?? '',
    userId: result.candidate?.id ?? 0,
    slug,
  };
}

// useCandidateLogin signs the candidate in and stores their session.
export function useCandidateLogin() {
  return useMutation({
    mutationFn: candidateLogin,
    onSuccess: (result, input) => saveSession(candidateSession(result, input.slug)),
  });
}
