import type { FastifyRequest } from 'fastify';
import type { ApiCall, AppDataOf, ParsedRequestOf } from '../../../../contract/api/schemas/contract';
import type { AppDeps } from './deps';
import type { Permission } from '../../../../contract/vocabulary/staff';
import type { StaffAuthUser } from '../../modules/console/sessions';
import type { EvaluationAuthUser } from '../../modules/evaluation/sessions';
import type { AuthUser } from '../sessions/sessions';

export interface HandlerContext<Call extends ApiCall> {
  input: ParsedRequestOf<Call>;
  /** Always set on calls that need login; on public calls set when a valid token came along. */
  user: Call extends { auth: true } ? AuthUser : AuthUser | null;
  /** The evaluation account on calls under /api/e/v1 that need login; null elsewhere. */
  evaluationUser: Call extends { auth: true } ? EvaluationAuthUser : EvaluationAuthUser | null;
  /** The staff member on console calls (/api/admin/v1) that need sign-in; null elsewhere. */
  staff: Call extends { auth: true } ? StaffAuthUser : StaffAuthUser | null;
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
  /**
   * The answer depends only on the signed-in user and the fields sent, and reads nothing but rows the
   * database's change notices cover (the user's own row, sessions, enrolments, study records and messages,
   * and the catalogue): keep a copy per user (services/userCache.ts). Only on calls that need login.
   */
  copiedPerUser?: boolean;
  /** Message of a successful answer, for writes the user should be told about. */
  successMessage?: string;
  /**
   * Also accept the session cookie when no Authorization header came: for writes sent with
   * navigator.sendBeacon while a page closes. Form-encoded beacons are simple cross-site requests, so only
   * harmless, idempotent-ish writes (progress) may use it.
   */
  acceptsSessionCookie?: boolean;
  /** Console calls: the permission the staff member's role must hold (contract/vocabulary/staff.ts). */
  permission?: Permission;
}

export interface ApiRoute {
  call: ApiCall;
  handler: (context: HandlerContext<ApiCall>) => Promise<unknown>;
  options: RouteOptions;
}

export function route<Call extends ApiCall>(call: Call, handler: Handler<Call>, options: RouteOptions = {}): ApiRoute {
  return { call, handler: handler as unknown as ApiRoute['handler'], options };
}
