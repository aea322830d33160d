import { useMutation } from '@tanstack/react-query';
import { api } from '../client';
import type { components } from '../types.gen';

export type ActionName = components['schemas']['PerformActionRequest']['action'];
export type ActionResult = components['schemas']['ActionResult'];

// performAction runs one action through the server's one dispatcher
// (POST ats-agent/perform-action), the same path the assistant uses, so a
// form behaves the same on the timeline and in the assistant.
export function performAction(action: ActionName, fields: unknown) {
  return api.post('ats-agent/perform-action', { body: { action, fields } });
}

export function usePerformAction(action: ActionName, onSuccess?: (result: ActionResult) => void) {
  return useMutation({ mutationFn: (fields: Record<string, unknown>) => performAction(action, fields), onSuccess });
}
