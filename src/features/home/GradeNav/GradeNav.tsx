import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { useCatalogPaths } from '@/features/catalog/paths';
import '../texts';
import * as styles from './GradeNav.css';

export interface GradeNavStage {
  stage: string;
  name: string;
  grades: readonly { id: number; name: string }[];
  subjects: readonly { id: number; name: string }[];
}

/** Find courses by school stage: each stage's grades and subjects, each a link into the course system. */
export function GradeNav({ stages }: { stages: readonly GradeNavStage[] }) {
  const { t } = useTranslation();
  const paths = useCatalogPaths();
  return (
    <nav className={styles.root} aria-label={t('home.gradeNav.label')}>
      {stages.map((stage) => (
        <section key={stage.stage} className={styles.stage} data-stage={stage.stage} aria-labelledby={`stage-${stage.stage}`}>
          <h2 id={`stage-${stage.stage}`} className={styles.stageName}>
            <Link to={paths.courseSystem({ stage: stage.stage })} className={styles.stageLink}>
              {stage.name}
            </Link>
          </h2>
          <ul className={styles.grades} aria-label={t('home.gradeNav.grades', { stage: stage.name })}>
            {stage.grades.map((grade) => (
              <li key={grade.id}>
                <Link to={paths.courseSystem({ gradeId: grade.id })} className={styles.grade}>
                  {grade.name}
                </Link>
              </li>
            ))}
          </ul>
          <ul className={styles.subjects} aria-label={t('home.gradeNav.subjects', { stage: stage.name })}>
            {stage.subjects.map((subject) => (
              <li key={subject.id}>
                <Link to={paths.courseSystem({ stage: stage.stage, categoryId: subject.id })} className={styles.subject}>
                  {subject.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

interface StageSource {
  clasesList: readonly { id: number; name: string; stage: string }[];
  gradeList: readonly { id: number; name: string; groupId: number }[];
  couresCourseCateGory: readonly { id: number; name: string; stages: readonly string[] }[];
}

/** The navigation's stages from the basic data: each school stage with its grades and the subjects taught in it. */
export function gradeNavStages(basic: StageSource): GradeNavStage[] {
  return basic.clasesList.map((group) => ({
    stage: group.stage,
    name: group.name,
    grades: basic.gradeList.filter((grade) => grade.groupId === group.id).map(({ id, name }) => ({ id, name })),
    subjects: basic.couresCourseCateGory
      .filter((category) => category.stages.includes(group.stage))
      .map(({ id, name }) => ({ id, name })),
  }));
}
