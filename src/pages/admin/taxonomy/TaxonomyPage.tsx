import { loadableOf } from '@/app/api/queries';
import { consoleStyles, TaxonomyEditor } from '@/features/console';
import {
  useDeleteSubject,
  useRenameGrade,
  useRenameGradeGroup,
  useReorderGrades,
  useReorderSubjects,
  useSaveSubject,
  useStaffTaxonomy,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/**
 * /admin/taxonomy: the site's subjects and its twelve grades under their stages (courses.read to look,
 * courses.write to change); the family site's filters and grade picker follow at once.
 */
export function TaxonomyPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const taxonomy = useStaffTaxonomy();
  const saveSubject = useSaveSubject();
  const reorderSubjects = useReorderSubjects();
  const deleteSubject = useDeleteSubject();
  const renameGrade = useRenameGrade();
  const renameGroup = useRenameGradeGroup();
  const reorderGrades = useReorderGrades();
  const canWrite = staff.permissions.includes('courses.write');

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.taxonomy.title')}</h1>
          <p className={consoleStyles.pageIntro}>{canWrite ? t('admin.taxonomy.intro') : t('admin.taxonomy.readOnly')}</p>
        </div>
      </div>
      <TaxonomyEditor
        taxonomy={loadableOf(taxonomy)}
        canWrite={canWrite}
        onSaveSubject={saveSubject.mutateAsync}
        onReorderSubjects={reorderSubjects.mutateAsync}
        onDeleteSubject={deleteSubject.mutateAsync}
        onRenameGrade={renameGrade.mutateAsync}
        onRenameGroup={renameGroup.mutateAsync}
        onReorderGrades={reorderGrades.mutateAsync}
      />
    </section>
  );
}
