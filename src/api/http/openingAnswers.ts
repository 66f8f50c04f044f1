/*
 * Answers the server put into the page's HTML for the public calls its first screen makes
 * (contract/api/openingCalls.ts). Each is used once, by the first identical anonymous call; later calls
 * and refetches go to the server.
 */

import { OPENING_ANSWERS_ID, openingAnswerKey } from '@contract/page/openingAnswers';

export { OPENING_ANSWERS_ID, openingAnswerKey };

let answers: Map<string, unknown> | null = null;
/** On the server, the answers of the page being rendered (see src/app/ssr): each render has its own. */
let renderAnswers: (() => ReadonlyMap<string, unknown> | undefined) | null = null;

/** Where a server render finds its page's answers; the browser reads them from the page's data block. */
export function setRenderAnswerSource(source: () => ReadonlyMap<string, unknown> | undefined): void {
  renderAnswers = source;
}

function readAnswers(): Map<string, unknown> {
  const read = new Map<string, unknown>();
  const block = typeof document === 'undefined' ? null : document.getElementById(OPENING_ANSWERS_ID);
  if (!block) return read;
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? '');
    if (parsed && typeof parsed === 'object') for (const [key, answer] of Object.entries(parsed)) read.set(key, answer);
  } catch {
    // A damaged block only means the calls go to the server.
  }
  block.remove();
  return read;
}

/** The page's answer to this call, once; undefined when the page has none (or it was used). */
export function takeOpeningAnswer(path: string, form: string): unknown {
  const answer = peekOpeningAnswer(path, form);
  // A server render leaves its answers to every component that asks: the browser takes each once.
  if (!renderAnswers) answers?.delete(openingAnswerKey(path, form));
  return answer;
}

/** The page's answer to this call, left in place. */
export function peekOpeningAnswer(path: string, form: string): unknown {
  if (renderAnswers) return renderAnswers()?.get(openingAnswerKey(path, form));
  answers ??= readAnswers();
  return answers.get(openingAnswerKey(path, form));
}

/** Forgets the answers read so far (tests build pages one after another in one document). */
export function resetOpeningAnswers(): void {
  answers = null;
}
