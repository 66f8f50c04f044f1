import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import * as webForms from '@contract/api/calls/web/forms';
import { api } from '@/app/api';
import { captchaImageSrc, randomSeed } from '@/flows/account';
import { useAppSelector } from '@/app/providers/appActorContext';
import { type CaptchaProof, uploadFile } from '@/flows/upload';
import { TeacherApplicationForm, type ResumeState } from '@/features/site/forms';
import {
  checkTeacher,
  DOCUMENT_TYPES,
  type FieldProblem,
  fileProblem,
  MAX_UPLOAD_MB,
  type TeacherValues,
} from '@/features/site/rules';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { useFieldErrors, useFormSubmission, useSitePage } from '@/flows/site';
import '@/features/account/texts';

const EMPTY: TeacherValues = { name: '', phone: '', subject: '', gradeName: '', experience: '', intro: '' };

/**
 * /about/teachers-in: joining as a teacher or tutor, with the application form and a resume upload. A
 * signed-in user's resume is uploaded when chosen; a visitor's when the form is sent, with the image captcha
 * the form then shows (the upload of a private file needs a login or a captcha).
 */
export default function TeachersInPage() {
  const { t } = useTranslation();
  const signedIn = useAppSelector((snapshot) => snapshot.context.user !== null);
  const [values, setValues] = useState(EMPTY);
  const [resume, setResume] = useState<ResumeState>({ status: 'none' });
  const [captcha, setCaptcha] = useState('');
  const [captchaProblem, setCaptchaProblem] = useState<FieldProblem | undefined>(undefined);
  const [seed] = useState(randomSeed);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const captchaId = `${seed}-${captchaVersion}`;
  const fields = useFieldErrors(checkTeacher);

  const newCaptcha = () => {
    setCaptchaVersion((version) => version + 1);
    setCaptcha('');
  };

  /**
   * The resume's upload. A refused file shows its reason by the resume and rejects without another message; a
   * refused ticket (the captcha, the day's quota) keeps the resume chosen and rejects with the reason for the form.
   */
  const upload = async (file: File, proof?: CaptchaProof): Promise<string> => {
    setResume({ status: 'uploading', name: file.name });
    const answer = await uploadFile(api, file, 'document', t('site.upload.failed'), proof).catch((error: unknown) => ({
      status: 0,
      message: (error as Error).message || t('site.upload.failed'),
      appData: null,
      refused: 'ticket' as const,
    }));
    if (!answer.appData) {
      if (proof && answer.refused === 'ticket') {
        setResume({ status: 'chosen', name: file.name, file });
        throw new Error(answer.message);
      }
      setResume({ status: 'failed', message: answer.message });
      throw new Error('');
    }
    setResume({ status: 'uploaded', name: file.name, url: answer.appData.url });
    return answer.appData.url;
  };

  const submission = useFormSubmission(
    async ({ file, proof, ...payload }: TeacherValues & { resumeUrl: string; file: File | null; proof: CaptchaProof }) => {
      const resumeUrl = file ? await upload(file, proof) : payload.resumeUrl;
      return api.call(webForms.addTeacherEntry, { ...payload, resumeUrl }, { handleError: true });
    },
  );

  const chooseResume = (file: File) => {
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
    if (signedIn) void upload(file).catch(() => undefined);
    else setResume({ status: 'chosen', name: file.name, file });
  };

  const needsCaptcha = !signedIn && resume.status === 'chosen';

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
          onResumeChoose={chooseResume}
          onResumeRemove={() => setResume({ status: 'none' })}
          {...(needsCaptcha && {
            captcha: {
              value: captcha,
              onChange: (value: string) => {
                setCaptcha(value);
                if (value.trim() !== '') setCaptchaProblem(undefined);
              },
              src: captchaImageSrc(captchaId),
              onRefresh: newCaptcha,
              problem: captchaProblem,
            },
          })}
          state={resume.status === 'uploading' && submission.state === 'editing' ? 'editing' : submission.state}
          serverError={submission.serverError}
          onSubmit={() => {
            if (resume.status === 'uploading') return;
            const missingCaptcha = needsCaptcha && captcha.trim() === '';
            setCaptchaProblem(missingCaptcha ? { code: 'captcha' } : undefined);
            if (!fields.check(values) || missingCaptcha) return;
            const trimmed = Object.fromEntries(
              Object.entries(values).map(([key, value]) => [key, value.trim()]),
            ) as unknown as TeacherValues;
            submission.submit(
              {
                ...trimmed,
                resumeUrl: resume.status === 'uploaded' ? resume.url : '',
                file: resume.status === 'chosen' ? resume.file : null,
                proof: { c: captchaId, captcha: captcha.trim() },
              },
              // A wrong captcha is spent by the upload: a new picture for the next try.
              newCaptcha,
            );
          }}
          onAgain={() => {
            setValues(EMPTY);
            setResume({ status: 'none' });
            setCaptchaProblem(undefined);
            newCaptcha();
            fields.reset();
            submission.reset();
          }}
        />
      }
    />
  );
}
