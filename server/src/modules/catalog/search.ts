import { and, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { courses, newsArticles, tutors } from '../../platform/db/schema';
import { likePattern, offsetOf } from '../../platform/text/format';
import { isPublished } from '../content';
import { listedCourses } from './saleWindow';
import { tutorIsShown } from './tutors';

export type SearchType = 'all' | 'course' | 'news' | 'tutor';
type ResultType = Exclude<SearchType, 'all'>;

interface ResultRow {
  type: ResultType;
  id: number;
  title: string;
  summary: string | null;
  cover_url: string;
}

/** Courses first, then news (newest first), then tutors; each group in its usual order. */
export async function searchEverything(
  db: Db,
  input: { keyWord: string; type: SearchType; page: number; size: number },
  now: Date,
) {
  const pattern = likePattern(input.keyWord.trim());
  const where: Record<ResultType, SQL | undefined> = {
    course: and(
      listedCourses,
      or(ilike(courses.title, pattern), ilike(courses.subtitle, pattern), ilike(courses.teacherName, pattern)),
    ),
    news: and(isPublished(now), or(ilike(newsArticles.title, pattern), ilike(newsArticles.summary, pattern))),
    tutor: and(
      tutorIsShown(),
      or(ilike(tutors.name, pattern), ilike(tutors.school, pattern), ilike(tutors.major, pattern), ilike(tutors.intro, pattern)),
    ),
  };
  // Column lists line up so the parts can be combined with UNION ALL; ranks order within and across groups.
  const parts: Record<ResultType, SQL> = {
    course: sql`select 'course' as type, ${courses.id} as id, ${courses.title} as title, ${courses.subtitle} as summary,
      ${courses.coverUrl} as cover_url, 1 as group_rank, cast(${courses.sort} as float8) as item_rank
      from ${courses} where ${where.course}`,
    news: sql`select 'news' as type, ${newsArticles.id} as id, ${newsArticles.title} as title, ${newsArticles.summary} as summary,
      ${newsArticles.coverUrl} as cover_url, 2 as group_rank, -extract(epoch from ${newsArticles.publishedAt})::float8 as item_rank
      from ${newsArticles} where ${where.news}`,
    tutor: sql`select 'tutor' as type, ${tutors.id} as id, ${tutors.name} as title,
      concat_ws(' · ', nullif(${tutors.school}, ''), nullif(${tutors.gradeName}, '')) as summary,
      ${tutors.photoUrl} as cover_url, 3 as group_rank, cast(${tutors.sort} as float8) as item_rank
      from ${tutors} where ${where.tutor}`,
  };
  const counts: Record<ResultType, () => Promise<number>> = {
    course: () => db.$count(courses, where.course),
    news: () => db.$count(newsArticles, where.news),
    tutor: () => db.$count(tutors, where.tutor),
  };
  const allTypes: ResultType[] = ['course', 'news', 'tutor'];
  const types: ResultType[] = input.type === 'all' ? allTypes : [input.type];
  const union = sql.join(
    types.map((type) => sql`(${parts[type]})`),
    sql` union all `,
  );
  // Every kind is counted whatever was asked for: the results page shows all three on its tabs.
  const [result, [course, news, tutor]] = await Promise.all([
    db.execute(
      sql`select type, id, title, summary, cover_url from (${union}) as results
        order by group_rank, item_rank, id limit ${input.size} offset ${offsetOf(input.page, input.size)}`,
    ),
    Promise.all(allTypes.map((type) => counts[type]())),
  ]);
  const perType: Record<ResultType, number> = { course: course ?? 0, news: news ?? 0, tutor: tutor ?? 0 };
  const rows = (result as unknown as { rows: ResultRow[] }).rows;
  return {
    list: rows.map((row) => ({
      type: row.type,
      id: Number(row.id),
      title: row.title,
      summary: row.summary ?? '',
      coverUrl: row.cover_url,
    })),
    total: types.reduce((sum, type) => sum + perType[type], 0),
    page: input.page,
    size: input.size,
    counts: perType,
  };
}
