import type { FastifyRequest } from 'fastify';
import type { ApiCall, AppDataOf, ParsedRequestOf } from '../../../src/api/schemas/contract';
import type { AppDeps } from '../plugins/deps';
import type { AuthUser } from '../services/sessions';

export interface HandlerContext<Call extends ApiCall> {
  input: ParsedRequestOf<Call>;
  /** Always set on calls that need login; on public calls set when a valid token came along. */
  user: Call extends { auth: true } ? AuthUser : AuthUser | null;
  request: FastifyRequest;
  deps: AppDeps;
}

export type Handler<Call extends ApiCall> = (context: HandlerContext<Call>) => Promise<AppDataOf<Call>>;

export interface RouteOptions {
  /**
   * The answer is the same for every visitor: keep it in the read cache under these tags (writes
   * invalidate by tag). Never set on calls whose answer depends on the user.
   */
  cacheTags?: readonly string[];
  /** Message of a successful answer, for writes the user should be told about. */
  successMessage?: string;
}

export interface ApiRoute {
  call: ApiCall;
  handler: (context: HandlerContext<ApiCall>) => Promise<unknown>;
  options: RouteOptions;
}

export function route<Call extends ApiCall>(call: Call, handler: Handler<Call>, options: RouteOptions = {}): ApiRoute {
  return { call, handler: handler as unknown as ApiRoute['handler'], options };
}
