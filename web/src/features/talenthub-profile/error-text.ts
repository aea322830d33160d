import { ApiError } from '../../api/client';
import { fallbackErrorText } from './texts';

// errorText is what a failed call tells the candidate: the server's
// string (spec 8: "other string errors are toasted"), else the fallback.
export function errorText(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : fallbackErrorText;
}

// fieldError is the server's message for one field, if it named it.
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors[field]?.[0] : undefined;
}
