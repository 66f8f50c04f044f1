/** Small, well-formed files of the kinds an upload may be, and of some it may not, for the upload tests. */
import { strToU8, zipSync } from 'fflate';

/** The bytes on an ArrayBuffer of their own, as a Blob takes them. */
const bytes = (buffer: Buffer) => new Uint8Array(buffer);

/** A 1×1 PNG. */
const PNG_BUFFER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PNG = bytes(PNG_BUFFER);

/** A PNG whose animation control chunk comes before its picture data: an animated PNG. */
export const ANIMATED_PNG = bytes(
  Buffer.concat([
    PNG_BUFFER.subarray(0, 33), // signature and IHDR
    Buffer.from([0, 0, 0, 8, ...Buffer.from('acTL'), 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]),
    PNG_BUFFER.subarray(33),
  ]),
);

export const JPEG = bytes(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]));
export const GIF = bytes(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
export const WEBP = bytes(Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 \x0e\x00\x00\x00', 'latin1'));
export const SVG = bytes(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));

export const PDF = bytes(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'));

/** A .docx: a ZIP whose content types name the Word document part. */
export const DOCX = zipSync({
  '[Content_Types].xml': strToU8(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ),
  'word/document.xml': strToU8('<w:document/>'),
});

/** A ZIP of something else. */
export const ZIP = zipSync({ 'notes.txt': strToU8('not a document') });

/** A compound file (the old Office format): its header, then a directory sector naming the root and one stream. */
function compoundFile(stream: string): Buffer {
  const file = Buffer.alloc(1024);
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  file.write('Root Entry', 512, 'utf16le');
  file.write(stream, 512 + 128, 'utf16le');
  return file;
}

/** An old-format Word document (.doc) holds a "WordDocument" stream; an Excel workbook (.xls) a "Workbook". */
export const DOC = bytes(compoundFile('WordDocument'));
export const XLS = bytes(compoundFile('Workbook'));
