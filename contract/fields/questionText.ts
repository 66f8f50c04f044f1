/**
 * The small markup of question stems, options and explanations, read the same by the console (which checks
 * it on save) and the family pages (which draw it):
 *
 * - `$…$` a formula inside the line, `$$…$$` a formula on a line of its own, both in TeX (drawn by KaTeX);
 * - `![说明](/assets/…)` a picture, only from this site's own assets or public files, never another host;
 * - `\$` a dollar sign as written.
 *
 * Everything else is plain text.
 */
export type QuestionTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'formula'; tex: string; display: boolean }
  | { kind: 'picture'; src: string; alt: string };

/** Where a question's picture may come from: this site's bundled assets and its uploaded public files. */
export const QUESTION_PICTURE_SRC = /^\/(?:assets|files)\/[\w\-./]+\.(?:svg|png|jpe?g|webp|gif)$/;

const PICTURE = /^!\[([^\]\n]*)\]\(([^)\s]+)\)/;

function pushText(parts: QuestionTextPart[], text: string): void {
  if (!text) return;
  const last = parts.at(-1);
  if (last?.kind === 'text') last.text += text;
  else parts.push({ kind: 'text', text });
}

/** The parts of a question text, in order. A `$` that never closes stays text (the console refuses it on save). */
export function questionTextParts(source: string): QuestionTextPart[] {
  return parse(source, '$');
}

/** `escapedDollar` is what a written `\$` becomes: '$' for showing, '' for finding a `$` left open. */
function parse(source: string, escapedDollar: string): QuestionTextPart[] {
  const parts: QuestionTextPart[] = [];
  let at = 0;
  while (at < source.length) {
    const rest = source.slice(at);
    if (rest.startsWith('\\$')) {
      pushText(parts, escapedDollar);
      at += 2;
      continue;
    }
    if (rest.startsWith('$$')) {
      const end = source.indexOf('$$', at + 2);
      const tex = end < 0 ? '' : source.slice(at + 2, end).trim();
      if (tex) {
        parts.push({ kind: 'formula', tex, display: true });
        at = end + 2;
        continue;
      }
    } else if (rest.startsWith('$')) {
      const end = closingDollar(source, at + 1);
      const tex = end < 0 ? '' : source.slice(at + 1, end).trim();
      if (tex) {
        parts.push({ kind: 'formula', tex, display: false });
        at = end + 1;
        continue;
      }
    } else if (rest.startsWith('![')) {
      const picture = PICTURE.exec(rest);
      if (picture && QUESTION_PICTURE_SRC.test(picture[2]!) && !picture[2]!.includes('..')) {
        parts.push({ kind: 'picture', alt: picture[1]!.trim(), src: picture[2]! });
        at += picture[0].length;
        continue;
      }
    }
    pushText(parts, source[at]!);
    at += 1;
  }
  return parts;
}

/** The next unescaped single `$` on the same line, or -1. */
function closingDollar(source: string, from: number): number {
  for (let at = from; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\n') return -1;
    if (char === '\\' && source[at + 1] === '$') {
      at += 1;
      continue;
    }
    if (char === '$') return at;
  }
  return -1;
}

/** Does the text hold a formula (so the page needs the formula renderer)? */
export function hasFormula(source: string): boolean {
  return questionTextParts(source).some((part) => part.kind === 'formula');
}

/** The text as words only, for places that cannot draw (notifications, search, the page title). */
export function questionPlainText(source: string): string {
  return questionTextParts(source)
    .map((part) => (part.kind === 'text' ? part.text : part.kind === 'formula' ? part.tex : `[${part.alt || '图'}]`))
    .join('');
}

export const QUESTION_TEXT_PROBLEMS = ['unpaired-dollar', 'foreign-picture', 'picture-without-alt'] as const;
export type QuestionTextProblem = (typeof QUESTION_TEXT_PROBLEMS)[number];

/** The server's words for each problem (the console shows its own, translated). */
export const QUESTION_TEXT_PROBLEM_MESSAGES: Record<QuestionTextProblem, string> = {
  'unpaired-dollar': '公式的 $ 没有成对：公式写在两个 $ 之间，要写美元符号请用 \\$',
  'foreign-picture': '图片只能用本站的图片地址（/assets/… 或 /files/…，以 .svg、.png、.jpg、.webp 或 .gif 结尾）',
  'picture-without-alt': '图片要写说明：![说明](图片地址)，读屏软件会读出它',
};

/**
 * What is wrong with a question text, or null: a `$` left open, a picture from elsewhere than this site, a
 * picture without a description (screen readers read it out).
 */
export function questionTextProblem(source: string): QuestionTextProblem | null {
  const parts = parse(source, '');
  const text = parts.map((part) => (part.kind === 'text' ? part.text : ' ')).join('');
  if (text.includes('$')) return 'unpaired-dollar';
  if (/!\[[^\]\n]*\]\([^)\s]*\)/.test(text)) return 'foreign-picture';
  if (parts.some((part) => part.kind === 'picture' && !part.alt)) return 'picture-without-alt';
  return null;
}
