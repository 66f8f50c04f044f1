import { z } from 'zod';
import type { ApiHost } from '../hosts';
import { API_STATUS, type ApiStatus } from './status';

export { API_STATUS, type ApiStatus } from './status';

/**
 * One API call: where it is posted, whether it needs a logged-in user, what it accepts (form fields
 * arrive as strings, so numbers are coerced) and the shape of `appData` in a successful answer.
 */
export interface ApiCall<
  Path extends string = string,
  Request extends z.ZodObject = z.ZodObject,
  Response extends z.ZodType = z.ZodType,
  Auth extends boolean = boolean,
> {
  readonly path: Path;
  /** Short Chinese description, shown in the API documentation. */
  readonly summary: string;
  readonly auth: Auth;
  /** The base host it is posted to (SPEC §7): the web host unless named. */
  readonly host?: ApiHost;
  readonly request: Request;
  readonly response: Response;
}

export function defineCall<
  const Path extends string,
  Request extends z.ZodObject,
  Response extends z.ZodType,
  const Auth extends boolean,
>(call: ApiCall<Path, Request, Response, Auth>): ApiCall<Path, Request, Response, Auth> {
  return call;
}

/** The fields a caller sends (before coercion). */
export type RequestOf<Call extends ApiCall> = z.input<Call['request']>;
/** The parsed fields a handler receives. */
export type ParsedRequestOf<Call extends ApiCall> = z.output<Call['request']>;
/** `appData` of a successful answer. */
export type AppDataOf<Call extends ApiCall> = z.output<Call['response']>;

export interface Envelope<AppData = unknown> {
  status: ApiStatus;
  message: string;
  appData: AppData;
}

export function envelopeSchema<AppData extends z.ZodType>(appData: AppData) {
  return z.object({
    status: z.literal([API_STATUS.error, API_STATUS.success, API_STATUS.notLoggedIn, API_STATUS.sessionInvalid]),
    message: z.string(),
    appData,
  });
}

export const emptyRequest = z.object({});
/** Calls that only acknowledge a write answer with an empty `appData`. */
export const emptyResponse = z.null();
