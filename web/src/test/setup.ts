import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '../api/session';
import { resetUsage } from '../lib/usage';

// findBy* and waitFor wait up to 10 s: CI shares two cores with other work.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  resetUsage();
  // clearSession also forgets a logout made by the test.
  if (globalThis.localStorage) clearSession();
  globalThis.localStorage?.clear();
});
