import * as papers from '../../../../../contract/api/schemas/admin/papers';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { assemblePaper, listPapersForStaff, paperForStaff, savePaper, setPaperQuestions, setPaperState } from '../paperAdmin';
import { paperResults } from '../paperResults';

/** The evaluation's calls of the operations console (/api/admin/v1/paper/…): test papers and their results. */
export const adminPaperRoutes: ApiRoute[] = [
  route(papers.paperList, ({ input, deps }) => listPapersForStaff(deps.db, input), { permission: 'courses.read' }),
  route(papers.paperDetail, ({ input, deps }) => paperForStaff(deps.db, input.paperId), { permission: 'courses.read' }),
  route(papers.paperResults, ({ input, deps }) => paperResults(deps.db, input.paperId), { permission: 'courses.read' }),
  route(papers.savePaper, ({ input, staff, deps }) => savePaper(deps.db, input, staff.id), { permission: 'courses.write' }),
  route(papers.setPaperQuestions, ({ input, staff, deps }) => setPaperQuestions(deps.db, input, staff.id), {
    permission: 'courses.write',
  }),
  route(papers.assemblePaper, ({ input, staff, deps }) => assemblePaper(deps.db, input, staff.id), {
    permission: 'courses.write',
  }),
  route(papers.setPaperState, ({ input, staff, deps }) => setPaperState(deps.db, input, staff.id), {
    permission: 'courses.write',
  }),
];
