import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerCatalog } from '@/i18n';
import { en } from '@/i18n/locales/en';

// Tests switch languages synchronously; the app loads non-default catalogs on demand instead.
registerCatalog('en', en);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
