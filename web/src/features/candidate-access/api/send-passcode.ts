import { useMutation } from '@tanstack/react-query';
import { api, type Body } from '../../../api/client';

export type SendPasscodeInput = Body<'candidate-application/send-passcode'>;

// sendPasscode asks the server to mail a passcode for the application; the
// answer is the same whether or not the email is the application's.
export function sendPasscode(input: SendPasscodeInput) {
  return api.post('candidate-application/send-passcode', { body: input });
}

export function useSendPasscode() {
  return useMutation({ mutationFn: sendPasscode });
}
