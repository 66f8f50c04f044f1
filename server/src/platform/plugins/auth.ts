import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { API_STATUS } from '../../../../contract/api/schemas/contract';
import type { AppDeps } from './deps';
import { ApiError } from './envelope';

export const NOT_LOGGED_IN_MESSAGE = '请先登录';
export const SESSION_INVALID_MESSAGE = '登录已失效，请重新登录';
export const SESSION_REPLACED_MESSAGE = '您的账号已在其他设备登录，请重新登录';
export const MISSING_ORG_MESSAGE = '缺少机构授权信息（Authorization: Org <机构编号>）';
export const WRONG_ORG_MESSAGE = '机构授权信息无效';

type Credential = { kind: 'bearer'; token: string } | { kind: 'org'; number: string } | { kind: 'none' };

/** The value of one cookie of the request, if sent. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * `tokenCookie`: on the few calls a page sends while closing (navigator.sendBeacon cannot set headers), the
 * session cookie stands in for a missing Authorization header.
 */
export function readCredential(request: FastifyRequest, tokenCookie?: string): Credential {
  const header = request.headers.authorization;
  if (!header) {
    const token = tokenCookie ? readCookie(request, tokenCookie) : undefined;
    return token ? { kind: 'bearer', token } : { kind: 'none' };
  }
  const match = /^(Bearer|Org)\s+(\S+)\s*$/i.exec(header);
  if (!match) return { kind: 'none' };
  const [, scheme = '', value = ''] = match;
  return scheme.toLowerCase() === 'bearer' ? { kind: 'bearer', token: value } : { kind: 'org', number: value };
}

/**
 * Every call carries either the organisation number (anonymous) or a bearer token (logged in). On a call
 * that needs login a missing token answers status 2 and a dead one status 4; on public calls a dead token
 * simply makes the visitor anonymous. Written with a callback so anonymous calls stay synchronous.
 */
export function authenticate(
  deps: Pick<AppDeps, 'config' | 'sessions'>,
  requiresLogin: boolean,
  acceptCookie = false,
): onRequestHookHandler {
  const tokenCookie = acceptCookie ? deps.config.client.tokenName : undefined;
  return function checkCredential(request, _reply, done) {
    const credential = readCredential(request, tokenCookie);
    if (credential.kind === 'bearer') {
      deps.sessions.check(credential.token).then((session) => {
        if (session.valid) {
          request.user = session.user;
          done();
        } else if (requiresLogin) {
          const message = session.revokedReason === 'replaced' ? SESSION_REPLACED_MESSAGE : SESSION_INVALID_MESSAGE;
          done(new ApiError(message, API_STATUS.sessionInvalid));
        } else {
          done();
        }
      }, done);
      return;
    }
    if (requiresLogin) return done(new ApiError(NOT_LOGGED_IN_MESSAGE, API_STATUS.notLoggedIn));
    if (credential.kind === 'none') return done(new ApiError(MISSING_ORG_MESSAGE, API_STATUS.error, 401));
    if (credential.number !== deps.config.orgNumber) return done(new ApiError(WRONG_ORG_MESSAGE, API_STATUS.error, 401));
    done();
  };
}

/**
 * An area with sessions of its own (the evaluation area, the console) accepts only its own tokens: a missing
 * token answers status 2 and a token that is not a live session of the area (a main-site token included)
 * status 4. `signIn` checks a token and, when it is live, puts its owner on the request.
 */
function authenticateOwnSessions(
  deps: Pick<AppDeps, 'config'>,
  requiresLogin: boolean,
  signIn: (request: FastifyRequest, token: string) => Promise<boolean>,
): onRequestHookHandler {
  return function checkAreaCredential(request, _reply, done) {
    const credential = readCredential(request);
    if (credential.kind === 'bearer') {
      signIn(request, credential.token).then((valid) => {
        if (valid || !requiresLogin) done();
        else done(new ApiError(SESSION_INVALID_MESSAGE, API_STATUS.sessionInvalid));
      }, done);
      return;
    }
    if (requiresLogin) return done(new ApiError(NOT_LOGGED_IN_MESSAGE, API_STATUS.notLoggedIn));
    if (credential.kind === 'none') return done(new ApiError(MISSING_ORG_MESSAGE, API_STATUS.error, 401));
    if (credential.number !== deps.config.orgNumber) return done(new ApiError(WRONG_ORG_MESSAGE, API_STATUS.error, 401));
    done();
  };
}

/** The evaluation area's calls (/api/e/v1) accept only evaluation tokens. */
export function authenticateEvaluation(
  deps: Pick<AppDeps, 'config' | 'evaluationSessions'>,
  requiresLogin: boolean,
): onRequestHookHandler {
  return authenticateOwnSessions(deps, requiresLogin, async (request, token) => {
    const session = await deps.evaluationSessions.check(token);
    if (session.valid) request.evaluationUser = session.user;
    return session.valid;
  });
}

/** The console's calls (/api/admin/v1) accept only staff tokens. */
export function authenticateStaff(deps: Pick<AppDeps, 'config' | 'staffSessions'>, requiresLogin: boolean): onRequestHookHandler {
  return authenticateOwnSessions(deps, requiresLogin, async (request, token) => {
    const session = await deps.staffSessions.check(token);
    if (session.valid) request.staff = session.staff;
    return session.valid;
  });
}
