export type FormValue = string | number | boolean | bigint | Date | null | undefined | object;
export type FormPayload = Readonly<Record<string, FormValue>>;

function fieldText(value: Exclude<FormValue, null | undefined>): string {
  if (value instanceof Date) return value.toISOString();
  // The server reads form fields as flat strings, so nested values travel as JSON.
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** URL-encoded form fields; absent (undefined or null) values are left out rather than sent as text. */
export function encodeForm(payload: FormPayload = {}): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    form.append(name, fieldText(value));
  }
  return form;
}

/** Field that carries the AES cipher text of the whole form when bodies are encrypted. */
export const ENCRYPTED_FIELD = 'data';

/**
 * The request body: the form itself, or one `data` field holding the AES cipher text of the form's
 * URL-encoded text, so the server decrypts it and reads the same fields either way.
 */
export function encodeBody(form: URLSearchParams, encrypt?: (plainText: string) => string): string {
  if (!encrypt) return form.toString();
  return new URLSearchParams({ [ENCRYPTED_FIELD]: encrypt(form.toString()) }).toString();
}
