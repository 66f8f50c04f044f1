import { isIP } from 'node:net';
import { z } from 'zod';

/** The environment as given: a variable is read only when set and not blank. */
export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置错误：\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: '应为 true 或 false' })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const length = Number(bits);
  return /^\d{1,3}$/.test(bits) && length <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a flag (`true`/`false`, kept for development and tests), or the proxy's addresses,
 * comma-separated IPs or CIDRs (`127.0.0.1`, `172.28.0.0/16`), the only form production accepts.
 */
export const trustProxyValue = z.string().transform((value, context): boolean | string[] => {
  const flag = booleanFlag.safeParse(value.trim());
  if (flag.success) return flag.data;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `应为代理的 IP 或 CIDR（逗号分隔，如 127.0.0.1,172.28.0.0/16）：${bad.join('、')}`,
    });
    return z.NEVER;
  }
  return entries;
});

export const baseUrl = z
  .url({ protocol: /^https?$/, error: '应为 http(s) 地址' })
  .transform((value) => value.replace(/\/+$/, ''));

export const integerIn = (min: number, max: number) =>
  z.coerce
    .number({ error: `应为 ${min}-${max} 之间的整数` })
    .int()
    .min(min)
    .max(max);

/** PEM keys given in one-line environment variables carry literal "\n" sequences. */
export function normalisePem(value: string): string {
  return value.replace(/\\n/g, '\n').trim();
}
