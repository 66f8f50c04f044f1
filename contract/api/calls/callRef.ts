import type { ApiHost } from '../hosts';
import type { ApiCall, AppDataOf } from '../schemas/contract';

declare const refersTo: unique symbol;

/**
 * A call as the browser sends it: its path and whether it needs a login, typed by the call it refers to,
 * without the call's schemas. Pages call the server through these, so the schema library stays out of
 * their downloads; the server checks every request and the server tests check every answer against the
 * schemas. The path must be exactly the schema's (a type error otherwise).
 */
export interface CallRef<Call extends ApiCall = ApiCall> {
  readonly path: Call['path'];
  readonly auth: Call['auth'];
  readonly host?: ApiHost;
  /** Type only: the call this refers to. */
  readonly [refersTo]?: Call;
}

export function callRef<Call extends ApiCall>(path: Call['path'], auth: Call['auth'], host?: ApiHost): CallRef<Call> {
  return host ? { path, auth, host } : { path, auth };
}

/** `appData` of a successful answer to the referenced call: `DataOf<typeof web.course.findCourseById>`. */
export type DataOf<Ref> = Ref extends CallRef<infer Call> ? AppDataOf<Call> : never;
