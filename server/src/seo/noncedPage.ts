import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw as deflateRawCallback } from 'node:zlib';

/**
 * Where a page's HTML takes its answer's nonce: written in place of the nonce while the page is put together, so
 * that the same page can be kept for every visitor and only the nonce differs between two answers. Random per
 * process, so no text of a page can contain it by chance or on purpose.
 */
export const NONCE_SLOT = `nonce-slot-${randomBytes(16).toString('hex')}`;

/** A page's HTML cut at its nonce slots, as UTF-8: the answer is the parts joined by the nonce. */
export interface NoncedPage {
  parts: readonly Buffer[];
  /**
   * Each part deflated on its own, or null while they are not: they are made off the server's thread once a browser
   * has asked for the page compressed a second time (a page asked for once, such as one whose answers changed on
   * every visit, is not worth it), and are there from a later answer on.
   */
  deflatedParts(): readonly Buffer[] | null;
}

/** The HTML of a page put together with `NONCE_SLOT` for its nonce. */
export function noncedPage(html: string): NoncedPage {
  const parts = html.split(NONCE_SLOT).map((part) => Buffer.from(part, 'utf8'));
  let asked = 0;
  let deflated: Buffer[] | null = null;
  return {
    parts,
    deflatedParts() {
      asked += 1;
      // A failure leaves the page to be compressed per answer, as any other.
      if (asked === 2)
        deflateParts(parts).then(
          (done) => (deflated = done),
          () => undefined,
        );
      return deflated;
    },
  };
}

const deflateRaw = promisify(deflateRawCallback);

/** All but the last part end on a byte boundary with no final block (a sync flush), so that more blocks may follow. */
function deflateParts(parts: readonly Buffer[]): Promise<Buffer[]> {
  const last = parts.length - 1;
  return Promise.all(
    parts.map((part, index) =>
      deflateRaw(part, {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: index === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      }),
    ),
  );
}

/** The page with this answer's nonce. */
export function pageWithNonce(page: NoncedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'latin1');
  return Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
}

/**
 * Pages put together once for each drawn page (the key: the render cache keeps one object per drawn page), and
 * again when anything else they were put together from (`inputs`: the head, the answers' block …) has changed.
 */
export function keptNoncedPages<Key extends object>() {
  const kept = new WeakMap<Key, { inputs: readonly string[]; page: NoncedPage }>();
  return function keptPage(key: Key, inputs: readonly string[], assemble: () => string): NoncedPage {
    const found = kept.get(key);
    if (found && found.inputs.length === inputs.length && found.inputs.every((input, index) => input === inputs[index])) {
      return found.page;
    }
    const page = noncedPage(assemble());
    kept.set(key, { inputs, page });
    return page;
  };
}

// RFC 1952: the magic bytes, deflate, no flags, no modification time, no extra flags, operating system unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The page gzip-compressed with this answer's nonce, without compressing it again: a gzip member's deflate data
 * may be any run of blocks, so each kept part's deflated blocks are followed by the nonce in a stored (verbatim)
 * block of its own, and only the checksum over the whole text is worked out per answer. Deflating the page afresh
 * took the server more time than putting the rest of the answer together, on every visit of a kept page. Null while
 * the page is not deflated yet (see deflatedParts).
 */
export function gzippedWithNonce(page: NoncedPage, nonce: string): Buffer | null {
  const raw = page.parts;
  const deflated = page.deflatedParts();
  if (!deflated) return null;
  const nonceBytes = Buffer.from(nonce, 'latin1');
  const stored = storedBlock(nonceBytes);
  const chunks: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let size = 0;
  raw.forEach((part, index) => {
    if (index > 0) {
      chunks.push(stored);
      checksum = crc32(nonceBytes, checksum);
      size += nonceBytes.length;
    }
    chunks.push(deflated[index]!);
    // Node's crc32 answers 0 for some empty buffers, whatever the checksum so far.
    if (part.length > 0) checksum = crc32(part, checksum);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(size % 0x1_0000_0000, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** A non-final stored deflate block (RFC 1951 3.2.4), for data under 64 KB, starting on a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0; // BFINAL 0, BTYPE 00, and the rest of the byte skipped
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}
