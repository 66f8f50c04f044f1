import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import * as webForms from '@/api/calls/web/forms';
import { api } from '@/app/api';
import { uploadFile } from '@/app/upload/uploadFile';
import { TeacherApplicationForm, type ResumeState } from '@/features/site/forms';
import { checkTeacher, DOCUMENT_TYPES, fileProblem, MAX_UPLOAD_MB, type TeacherValues } from '@/features/site/rules';
import { SiteDocumentView } from '@/pages/shared/SiteDocumentView';
import { useFieldErrors } from '@/pages/shared/useFieldErrors';
import { useFormSubmission } from '@/pages/shared/useFormSubmission';
import { useSitePage } from '@/pages/shared/useSitePage';

const EMPTY: TeacherValues = { name: '', phone: '', subject: '', gradeName: '', experience: '', intro: '' };

/** /about/teachers-in: joining as a teacher or tutor, with the application form and a resume upload. */
export default function TeachersInPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [resume, setResume] = useState<ResumeState>({ status: 'none' });
  const fields = useFieldErrors(checkTeacher);
  const submission = useFormSubmission((payload: TeacherValues & { resumeUrl: string }) =>
    api.call(webForms.addTeacherEntry, payload, { handleError: true }),
  );

  const chooseResume = async (file: File) => {
    const problem = fileProblem(file, DOCUMENT_TYPES);
    if (problem) {
      setResume({
        status: 'failed',
        message:
          problem === 'tooBig'
            ? t('site.upload.tooBig', { max: MAX_UPLOAD_MB })
            : t('site.upload.wrongType', { types: 'PDF / Word / PNG / JPEG' }),
      });
      return;
    }
    setResume({ status: 'uploading', name: file.name });
    try {
      const answer = await uploadFile(api, file, 'document', t('site.upload.failed'));
      setResume(
        answer.appData
          ? { status: 'uploaded', name: file.name, url: answer.appData.url }
          : { status: 'failed', message: answer.message },
      );
    } catch (error) {
      setResume({ status: 'failed', message: (error as Error).message || t('site.upload.failed') });
    }
  };

  return (
    <SiteDocumentView
      page={useSitePage('teachers-in')}
      title={t('routes.aboutTeachersIn')}
      after={
        <TeacherApplicationForm
          values={values}
          onValuesChange={(next) => {
            setValues(next);
            fields.edited(next);
          }}
          problems={fields.errors}
          resume={resume}
          onResumeChoose={(file) => void chooseResume(file)}
          onResumeRemove={() => setResume({ status: 'none' })}
          state={resume.status === 'uploading' && submission.state === 'editing' ? 'editing' : submission.state}
          serverError={submission.serverError}
          onSubmit={() => {
            if (resume.status === 'uploading' || !fields.check(values)) return;
            const trimmed = Object.fromEntries(
              Object.entries(values).map(([key, value]) => [key, value.trim()]),
            ) as unknown as TeacherValues;
            submission.submit({ ...trimmed, resumeUrl: resume.status === 'uploaded' ? resume.url : '' });
          }}
          onAgain={() => {
            setValues(EMPTY);
            setResume({ status: 'none' });
            fields.reset();
            submission.reset();
          }}
        />
      }
    />
  );
}
