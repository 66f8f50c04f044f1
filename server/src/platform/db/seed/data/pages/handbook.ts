export interface HandbookSection {
  title: string;
  /** Paragraphs; an array entry renders as a bulleted list. */
  body: (string | string[])[];
}

export interface HandbookChapter {
  title: string;
  intro: string;
  sections: HandbookSection[];
}

export interface Handbook {
  intro: string[];
  chapters: HandbookChapter[];
}

function renderBody(body: HandbookSection['body']): string {
  return body
    .map((part) => (typeof part === 'string' ? `<p>${part}</p>` : `<ul>${part.map((item) => `<li>${item}</li>`).join('')}</ul>`))
    .join('');
}

/**
 * A handbook as HTML whose chapter (h2) and section (h3) headings carry stable ids (`chapter-2`,
 * `chapter-2-1`), so the page can build a table of contents that links to them and follows the scroll.
 */
export function renderHandbook(handbook: Handbook): string {
  const parts = handbook.intro.map((paragraph) => `<p>${paragraph}</p>`);
  handbook.chapters.forEach((chapter, i) => {
    const chapterId = `chapter-${i + 1}`;
    parts.push(`<h2 id="${chapterId}">${chapter.title}</h2>`, `<p>${chapter.intro}</p>`);
    chapter.sections.forEach((section, j) => {
      parts.push(`<h3 id="${chapterId}-${j + 1}">${section.title}</h3>`, renderBody(section.body));
    });
  });
  return parts.join('');
}
