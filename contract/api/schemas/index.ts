import type { ApiCall } from './contract';
import * as web from './web';

export * from './contract';
export { parseInput, describeIssue } from './messages';
export { web };
export * as user from './user';
export * as pay from './pay';
export * as evaluation from './evaluation';
export * as admin from './admin';

function callsIn(module: Record<string, unknown>): ApiCall[] {
  return Object.values(module).filter(
    (value): value is ApiCall =>
      typeof value === 'object' && value !== null && 'path' in value && 'request' in value && 'response' in value,
  );
}

/** Every public web call, for documentation and for checking that each one is served. */
export const webCalls: readonly ApiCall[] = Object.values(web).flatMap((module) =>
  typeof module === 'object' ? callsIn(module as Record<string, unknown>) : [],
);
