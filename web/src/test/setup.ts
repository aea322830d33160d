import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 10 s: CI shares two cores with other work.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});
