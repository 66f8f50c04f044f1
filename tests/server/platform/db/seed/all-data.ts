import { demoContent } from '../../../../../server/src/platform/db/seed/content';

/** Every exported data set, for checks that walk the whole content: the same set the seed writes. */
export const allData = demoContent;

/** Walks any value and yields every string it contains together with its property path. */
export function* stringsIn(value: unknown, path = '$'): Generator<[string, string]> {
  if (typeof value === 'string') {
    yield [path, value];
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) yield* stringsIn(value[i], `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* stringsIn(child, `${path}.${key}`);
  }
}
