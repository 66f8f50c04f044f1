import type { AppDeps } from '../../platform/plugins/deps';
import { createSmsProvider, type SmsProvider } from '../../providers/sms';

/** What choosing and building the SMS provider reads. */
export type SmsSenderDeps = Pick<AppDeps, 'providers' | 'config' | 'store' | 'now'>;

const providers = new WeakMap<SmsSenderDeps, SmsProvider>();

/** The SMS provider of this app: one given with the providers (tests), else the configured one. */
export function smsProviderFor(deps: SmsSenderDeps): SmsProvider {
  const given = (deps.providers as { sms?: SmsProvider }).sms;
  if (given) return given;
  let provider = providers.get(deps);
  if (!provider) {
    provider = createSmsProvider(deps.config, deps.store, {
      now: deps.now,
      ...(deps.config.nodeEnv === 'development' ? { log: (line: string) => console.info(line) } : {}),
    });
    providers.set(deps, provider);
  }
  return provider;
}
