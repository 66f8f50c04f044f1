import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import * as webForms from '@contract/api/calls/web/forms';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { checkFeedback, type FeedbackValues } from '@/features/site/rules';
import { positiveIntParam } from '@/lib/url';
import { useFeedbackImages, useFieldErrors, useFormSubmission } from '@/flows/site';
import { PersonalFeedbackView } from './PersonalFeedbackView';
import '@/features/learning/texts';
import '@/features/site/texts';

const PAGE_SIZE = 5;
const EMPTY: FeedbackValues = { type: '', content: '', contact: '', captcha: '' };
const checkSignedIn = (values: FeedbackValues) => checkFeedback(values, { captcha: false });

/** /personal/feckback?page=: send feedback as the logged-in user and read one's own history with replies. */
export default function PersonalFeedbackPage() {
  const [params, setParams] = useSearchParams();
  const page = positiveIntParam(params.get('page')) ?? 1;
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const queryClient = useQueryClient();
  const history = useApiQuery(
    webForms.myProblemFeedback,
    { page, size: PAGE_SIZE },
    { scope: rsNo, placeholderData: keepPreviousData },
  );
  const [values, setValues] = useState(EMPTY);
  const images = useFeedbackImages();
  const fields = useFieldErrors(checkSignedIn);
  const submission = useFormSubmission(async (payload: Omit<FeedbackValues, 'captcha'> & { images: string }) => {
    const saved = await api.call(webForms.saveHomeFeedback, payload, { handleError: true });
    // What was just sent heads the history.
    if (page !== 1) setParams({});
    await queryClient.invalidateQueries({ queryKey: [webForms.myProblemFeedback.path] });
    return saved;
  });

  return (
    <PersonalFeedbackView
      form={{
        values,
        onValuesChange: (next) => {
          setValues(next);
          fields.edited(next);
        },
        problems: fields.errors,
        images: images.images,
        imageError: images.imageError,
        onImageChoose: images.choose,
        onImageRemove: images.remove,
        state: submission.state,
        serverError: submission.serverError,
        onSubmit: () => {
          if (!fields.check(values) || images.uploading) return;
          submission.submit({
            type: values.type,
            content: values.content.trim(),
            contact: values.contact.trim(),
            images: images.addresses(),
          });
        },
        onAgain: () => {
          setValues(EMPTY);
          images.clear();
          fields.reset();
          submission.reset();
        },
      }}
      history={loadableOf(history)}
      onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
    />
  );
}
