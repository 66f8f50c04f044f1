import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import * as webPractice from '@contract/api/calls/web/practice';
import { api } from '@/app/api';
import { isMissing } from '@/app/api/loadState';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { useRecordTitle } from '@/app/router/recordTitle';
import { usePractice } from '@/flows/learning';
import { positiveIntParam } from '@/lib/url';
import { type LessonPracticeData, PracticeBody, PracticeView } from './PracticeView';
import '@/features/learning/texts';
import '@/features/studymag/texts';

/** The practice of one lesson on the sitting machine; every check is marked on the server. */
function LessonPractice({ data }: { data: LessonPracticeData }) {
  const queryClient = useQueryClient();
  const practice = usePractice(data.questions, data.markings, async ({ questionId, answer, spentSec }) => {
    const marking = await api.call(
      webPractice.answerLessonExercise,
      { classId: data.lesson.classId, exerciseId: questionId, answer: JSON.stringify(answer), spentSec },
      { handleError: true },
    );
    // A wrong answer went into the wrong-answer book; the book and the studied figures are read again when opened.
    void queryClient.invalidateQueries({ queryKey: [webPractice.wrongBook.path] });
    return marking;
  });
  return (
    <PracticeBody
      data={data}
      answers={practice.answers}
      markings={practice.markings}
      checkingId={practice.checkingId}
      error={practice.error}
      send={practice.send}
    />
  );
}

/** /studymag/practice?classId=: a lesson's exercises after (or while) watching it. */
export default function PracticePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const classId = positiveIntParam(params.get('classId'));
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  // Markings change with every answer: open the practice as it is on the server now.
  const practice = useApiQuery(
    webPractice.lessonPractice,
    { classId: classId ?? 0 },
    { scope: rsNo, enabled: classId !== null, staleTime: 0, refetchOnWindowFocus: false },
  );
  useRecordTitle(practice.data?.lesson.title);
  const refusal =
    classId === null ? t('learning.player.notFound') : isMissing(practice) ? (practice.error?.message ?? null) : null;
  return (
    <PracticeView practice={loadableOf(practice)} refusal={refusal}>
      {(data) => <LessonPractice key={data.lesson.classId} data={data} />}
    </PracticeView>
  );
}
