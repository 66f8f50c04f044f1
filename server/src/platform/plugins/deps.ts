import type { AppConfig } from '../config/index';
import type { Db } from '../db/client';
import type { Providers } from '../../providers';
import type { PaymentGateway } from '../../providers/payment';
import type { SmsPurposes } from '../../modules/accounts/smsPurposes';
import type { CaptchaService } from '../../modules/accounts/captcha';
import type { NewAccountHook } from '../../modules/accounts/newAccountHooks';
import type { RateLimit } from '../rateLimit/rateLimit';
import type { ReadCache } from '../cache/readCache';
import type { AuthUser, SessionService } from '../sessions/sessions';
import type { UserCache } from '../cache/userCache';
import type { EvaluationAuthUser, EvaluationSessions } from '../../modules/evaluation/sessions';
import type { StaffAuthUser, StaffSessions } from '../../modules/console/sessions';
import type { Store } from '../store';
import type { AppMetrics } from './metrics';

/** Everything a handler may use; built once in buildApp and shared by all routes. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  store: Store;
  now: () => Date;
  providers: Providers;
  /** Which payment provider serves each channel (the sandbox, or the configured real ones). */
  payments: PaymentGateway;
  sessions: SessionService;
  /** Sessions of the evaluation area (eToken), apart from the main site's. */
  evaluationSessions: EvaluationSessions;
  /** Sessions of the operations console's staff, apart from both. */
  staffSessions: StaffSessions;
  captcha: CaptchaService;
  /** What a send of each SMS purpose delivers, as the purpose's domain registered it. */
  smsPurposes: SmsPurposes;
  /** What the other domains give an account when it registers. */
  welcomeNewAccount: NewAccountHook;
  cache: ReadCache;
  /** Copies of signed-in users' sessions and reads, kept right by the database's change notices. */
  userCache: UserCache;
  rateLimit: RateLimit;
  /** Prometheus figures of this app (absent in apps built without them). */
  metrics?: AppMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** The logged-in user when a valid bearer token came with the request. */
    user: AuthUser | null;
    /** The signed-in evaluation account when a valid eToken came with an evaluation call. */
    evaluationUser: EvaluationAuthUser | null;
    /** The signed-in staff member when a valid staff token came with a console call. */
    staff: StaffAuthUser | null;
  }
}
