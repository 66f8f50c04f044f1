import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A call the app provides with machine.provide(...): the machine only types its input and answer. Run as
 * it is (a test or a story that forgot it), it fails saying which call is missing.
 */
export function providedByApp<Output, Input = NonReducibleUnknown>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is provided by the app`);
  });
}
