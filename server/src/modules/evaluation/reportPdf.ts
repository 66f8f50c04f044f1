import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { evaluationReports, testPapers } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/plugins/deps';
import { ApiError } from '../../platform/plugins/apiError';
import { reportAnswers, reportDetail } from './reports';
import type { EvaluationAuthUser } from './sessions';

/**
 * A CJK font the machine already has (Debian's fonts-noto-cjk). pdfkit embeds only the glyphs the
 * report uses (a subset), so the PDF stays small and shows Chinese on any reader.
 */
export const CJK_FONT = {
  path: process.env.EVALUATION_PDF_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  family: process.env.EVALUATION_PDF_FONT_FAMILY ?? 'NotoSansCJKsc-Regular',
};

export const PDF_MESSAGES = { fontMissing: '报告字体缺失，暂时无法生成 PDF' } as const;

/** The paper's words for its printed report; a report whose paper was deleted prints with none. */
async function reportTemplate(deps: Pick<AppDeps, 'db'>, reportId: number) {
  const [template] = await deps.db
    .select({ intro: testPapers.reportIntro, footer: testPapers.reportFooter, answers: testPapers.reportAnswers })
    .from(evaluationReports)
    .innerJoin(testPapers, eq(testPapers.id, evaluationReports.testPaperId))
    .where(eq(evaluationReports.id, reportId));
  return template ?? { intro: '', footer: '', answers: true };
}

/**
 * The printable report: score, mastery per knowledge point, weak points and, when the paper's template
 * says so, every answer; with the paper's note under the title and its signature at the end.
 */
export async function reportPdf(deps: Pick<AppDeps, 'db'>, user: EvaluationAuthUser, reportId: number): Promise<Buffer> {
  const report = await reportDetail(deps, user, reportId);
  if (!report) throw new ApiError('报告不存在');
  const answers = await reportAnswers(deps, user, reportId);
  if (!existsSync(CJK_FONT.path)) throw new ApiError(PDF_MESSAGES.fontMissing);
  const template = await reportTemplate(deps, reportId);

  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: report.title } });
  doc.font(CJK_FONT.path, CJK_FONT.family);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).text(report.title);
  doc
    .moveDown(0.5)
    .fontSize(11)
    .fillColor('#666')
    .text(`测评时间：${report.createdAt.slice(0, 10)}`);
  if (template.intro) doc.moveDown(0.5).fillColor('#333').fontSize(12).text(template.intro);
  doc.moveDown().fillColor('#1d4ed8').fontSize(28).text(`${report.score} / ${report.totalScore}`);
  doc.fillColor('#333').fontSize(12).text(`正确率 ${report.accuracy}%`).moveDown(0.5).text(report.summary);
  if (report.previous) {
    const change = report.score - report.previous.score;
    doc.moveDown(0.5).text(`与上次（${report.previous.score} 分）相比：${change >= 0 ? '提高' : '下降'} ${Math.abs(change)} 分`);
  }

  doc.moveDown().fontSize(15).fillColor('#111').text('知识点掌握度');
  doc.fontSize(11);
  for (const stat of report.knowledgeStats) {
    const y = doc.moveDown(0.4).y;
    doc.fillColor('#333').text(`${stat.knowledgePoint}  ${stat.correct}/${stat.total}  ${stat.mastery}%`, 48, y, { width: 260 });
    doc.rect(320, y + 3, 200, 8).fill('#e5e7eb');
    doc.rect(320, y + 3, Math.max(2, stat.mastery * 2), 8).fill(stat.mastery < 60 ? '#f59e0b' : '#3b82f6');
    doc.x = 48;
  }
  doc.moveDown().fillColor('#111').fontSize(15).text('薄弱知识点', 48);
  doc
    .fontSize(12)
    .fillColor('#333')
    .text(report.weakPoints.length > 0 ? report.weakPoints.join('、') : '全部掌握，继续保持！');

  if (template.answers) {
    doc.addPage().fontSize(15).fillColor('#111').text('答题详情');
    answers.answers.forEach((answer, index) => {
      doc
        .moveDown(0.6)
        .fontSize(12)
        .fillColor('#111')
        .text(`${index + 1}. ${answer.question}`);
      doc.fontSize(11).fillColor('#444');
      for (const option of answer.options) doc.text(`${option.key}. ${option.text}`, { indent: 12 });
      doc
        .fillColor(answer.isCorrect ? '#15803d' : '#b91c1c')
        .text(`你的答案：${yourAnswer(answer)}  正确答案：${rightAnswer(answer)}  ${answer.isCorrect ? '答对' : '答错'}`);
      doc.fillColor('#555').text(`解析：${answer.analysis}`);
    });
  }
  if (template.footer) doc.moveDown(2).fontSize(11).fillColor('#666').text(template.footer, { align: 'right' });
  doc.end();
  return done;
}

type AnswerRow = Awaited<ReturnType<typeof reportAnswers>>['answers'][number];

function yourAnswer(answer: AnswerRow): string {
  if (answer.kind === 'fill') {
    return answer.blanks.some((b) => b.given.trim() !== '') ? answer.blanks.map((b) => b.given || '（空）').join('；') : '未作答';
  }
  return answer.chosenKeys.length > 0 ? answer.chosenKeys.join('') : '未作答';
}

function rightAnswer(answer: AnswerRow): string {
  return answer.kind === 'fill' ? answer.blanks.map((b) => b.accepted[0] ?? '').join('；') : answer.answerKeys.join('');
}
