const NUMERALS = [
  '一',
  '二',
  '三',
  '四',
  '五',
  '六',
  '七',
  '八',
  '九',
  '十',
  '十一',
  '十二',
  '十三',
  '十四',
  '十五',
  '十六',
  '十七',
  '十八',
];

export interface AgreementSection {
  heading: string;
  /** each clause is numbered `<section>.<clause>`; a clause given as an array renders its tail as a list */
  clauses: (string | [string, string[]])[];
}

export interface AgreementDocument {
  title: string;
  effectiveDate: string;
  updatedDate: string;
  preamble: string[];
  sections: AgreementSection[];
}

function renderClause(sectionNo: number, clauseNo: number, clause: string | [string, string[]]): string {
  const label = `${sectionNo}.${clauseNo}`;
  if (typeof clause === 'string') return `<p>${label} ${clause}</p>`;
  const [text, items] = clause;
  return `<p>${label} ${text}</p><ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
}

/** Agreement as HTML: title, dates, preamble in bold, then numbered sections and clauses. */
export function renderAgreement(doc: AgreementDocument): string {
  const parts = [
    `<h1>${doc.title}</h1>`,
    `<p>更新日期：${doc.updatedDate}\u3000生效日期：${doc.effectiveDate}</p>`,
    ...doc.preamble.map((p) => `<p><strong>${p}</strong></p>`),
  ];
  doc.sections.forEach((section, i) => {
    // Ids let the page build a table of contents that links to each section.
    parts.push(`<h2 id="section-${i + 1}">${NUMERALS[i] ?? String(i + 1)}、${section.heading}</h2>`);
    section.clauses.forEach((clause, j) => parts.push(renderClause(i + 1, j + 1, clause)));
  });
  return parts.join('');
}
