/**
 * Sign-in details of the demo accounts, for the README, end-to-end tests and API tests. They take
 * precedence over any phone or password in the demo content, whose profiles (name, grade, school …)
 * are used as written. The new student exists so the grade-selection modal can be seen.
 */
export const DEMO_PASSWORD = 'Demo@2026';

export const DEMO_ACCOUNTS = {
  student: { phone: '13800138000', password: DEMO_PASSWORD, rsNo: 'a1f0c3e2d4b54f6e8a9b0c1d2e3f4a5b' },
  newStudent: {
    phone: '13900139000',
    password: DEMO_PASSWORD,
    rsNo: 'b2e1d4f3c5a64e7f9b0a1d2c3f4e5b6a',
    name: '新同学',
  },
  evaluation: { phone: '13700137000', password: DEMO_PASSWORD },
} as const;
