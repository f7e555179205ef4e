import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  // Test files that opt into the node environment have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
