import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Providers } from '../providers';
import type { CaptchaService } from '../services/captcha';
import type { RateLimit } from '../services/rateLimit';
import type { ReadCache } from '../services/readCache';
import type { AuthUser, SessionService } from '../services/sessions';
import type { Store } from '../store';

/** Everything a handler may use; built once in buildApp and shared by all routes. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  store: Store;
  now: () => Date;
  providers: Providers;
  sessions: SessionService;
  captcha: CaptchaService;
  cache: ReadCache;
  rateLimit: RateLimit;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** The logged-in user when a valid bearer token came with the request. */
    user: AuthUser | null;
  }
}
