import forge from 'node-forge';
import { ConfigError, loadConfig } from '../../../server/src/platform/config';

export function ownKeyPair(): { privateKey: string; publicKey: string } {
  const pair = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  return { privateKey: forge.pki.privateKeyToPem(pair.privateKey), publicKey: forge.pki.publicKeyToPem(pair.publicKey) };
}

/** Everything a real launch sets: its own keys and secrets, real payments and SMS, its public address. */
export function productionEnv(): Record<string, string> {
  const rsa = ownKeyPair();
  const alipay = ownKeyPair();
  return {
    NODE_ENV: 'production',
    WEB_BASE_URL: 'https://www.xueban.example',
    AES_KEY: 'a-long-production-passphrase',
    RSA_PRIVATE_KEY: rsa.privateKey,
    RSA_PUBLIC_KEY: rsa.publicKey,
    PAYMENT_PROVIDER: 'alipay',
    PAYMENT_PUBLIC_URL: 'https://www.xueban.example',
    PAYMENT_ALIPAY_APP_ID: '2026000000000001',
    PAYMENT_ALIPAY_PRIVATE_KEY: alipay.privateKey,
    PAYMENT_ALIPAY_PUBLIC_KEY: alipay.publicKey,
    PAYMENT_ALIPAY_SELLER_ID: '2088000000000001',
    PASSWORD_REJECTION_SECRET: 'a-production-password-rejection-secret',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tXuebanExample',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'an-aliyun-access-key-secret',
    ALIYUN_SMS_SIGN_NAME: '学伴在线',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_260000001',
    VIDEO_SIGNING_SECRET: 'a-production-video-secret',
    SMS_CODE_SECRET: 'a-production-sms-code-secret',
    UPLOAD_TOKEN_SECRET: 'a-production-upload-token-secret',
    STAFF_TOTP_KEY: 'a-production-staff-totp-key',
  };
}

/** What loadConfig refuses in `env`, problem by problem; none when it loads. */
export function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
