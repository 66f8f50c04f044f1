import type { AppDeps } from '../../platform/plugins/deps';
import { createSmsProvider, type SmsProvider } from '../../providers/sms';

const providers = new WeakMap<AppDeps, SmsProvider>();

/** The SMS provider of this app: one given with the providers (tests), else the configured one. */
export function smsProviderFor(deps: AppDeps): SmsProvider {
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
