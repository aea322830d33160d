import { useMutation } from '@tanstack/react-query';
import { api, type Body } from '../../../api/client';

export type SendCodeInput = Body<'talenthub/candidates/send-code'>;

// sendCode mails a sign-in code; the answer is the same whether or not the
// email has an account (the code also creates one).
export function sendCode(input: SendCodeInput) {
  return api.post('talenthub/candidates/send-code', { body: input });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
