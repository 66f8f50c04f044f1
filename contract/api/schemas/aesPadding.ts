import type CryptoJS from 'crypto-js';

/*
 * crypto-js strips PKCS#7 padding by trusting the last byte alone, so text opened with a wrong key passes
 * its check about once in 16 tries and comes out as a few stray bytes (or nothing, when that byte is 16).
 * Callers decrypt with `padding: CryptoJS.pad.NoPadding` and remove the padding here, where every padding
 * byte is checked; a wrong key then gets through only by a 2^-8 chance before the caller's text checks.
 * Part of the contract because encrypted request bodies (crypto-js AES, PKCS#7) are opened with it on the
 * server; the browser reads its own encrypted cookies with it too.
 */

const BLOCK_BYTES = 16;

/** The decrypted words without their padding, or undefined when the padding is not valid PKCS#7. */
export function withoutPkcs7Padding(words: CryptoJS.lib.WordArray): CryptoJS.lib.WordArray | undefined {
  const length = words.sigBytes;
  if (length <= 0 || length % BLOCK_BYTES !== 0) return undefined;
  const byteAt = (index: number) => ((words.words[index >>> 2] ?? 0) >>> (24 - (index % 4) * 8)) & 0xff;
  const padding = byteAt(length - 1);
  if (padding < 1 || padding > BLOCK_BYTES) return undefined;
  for (let index = length - padding; index < length; index += 1) {
    if (byteAt(index) !== padding) return undefined;
  }
  const unpadded = words.clone();
  unpadded.sigBytes = length - padding;
  unpadded.clamp();
  return unpadded;
}
