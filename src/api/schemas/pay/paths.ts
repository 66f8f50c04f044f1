/** Prefix of the payment calls (SPEC §7 Payments). */
export const PAY_API = '/api/pay/v1/pay';
