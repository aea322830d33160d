import { useSyncExternalStore } from 'react';
import { sessionKey, subscribeSession, validSession, type Session } from './session';

// useSession re-renders when the session is saved or cleared (login, logout, a 401).
export function useSession(): Session | null {
  useSyncExternalStore(subscribeSession, () => localStorage.getItem(sessionKey));
  return validSession();
}
