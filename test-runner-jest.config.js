import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();

/** Runs the stories' play functions and axe checks in Debian's Chromium (no downloaded browsers). */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
      },
    },
  },
  testTimeout: 60000,
};
