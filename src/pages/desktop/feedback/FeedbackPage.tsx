import { useState } from 'react';
import * as webCommon from '@contract/api/calls/web/common';
import { api } from '@/app/api';
import { captchaImageSrc, randomSeed } from '@/flows/account';
import { checkFeedback, type FeedbackValues } from '@/features/site/rules';
import { useFeedbackImages, useFieldErrors, useFormSubmission } from '@/flows/site';
import { FeedbackView } from './FeedbackView';
import '@/features/account/texts';
import '@/features/site/texts';

const EMPTY: FeedbackValues = { type: '', content: '', contact: '', captcha: '' };

/**
 * /fackback: an anonymous complaint or suggestion with up to three screenshots, behind an image captcha. The
 * screenshots are uploaded when the form is sent, with the captcha typed, which the feedback then uses up.
 */
export default function FeedbackPage() {
  const [values, setValues] = useState(EMPTY);
  const images = useFeedbackImages({ deferred: true });
  const [seed] = useState(randomSeed);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const captchaId = `${seed}-${captchaVersion}`;
  const fields = useFieldErrors(checkFeedback);
  const submission = useFormSubmission(async (payload: FeedbackValues & { c: string }) => {
    const addresses = await images.uploadChosen({ c: payload.c, captcha: payload.captcha });
    return api.call(webCommon.problemFeedback, { ...payload, images: addresses }, { handleError: true });
  });

  const newCaptcha = () => {
    setCaptchaVersion((version) => version + 1);
    setValues((current) => ({ ...current, captcha: '' }));
  };

  return (
    <FeedbackView
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        fields.edited(next);
      }}
      problems={fields.errors}
      images={images.images}
      imageError={images.imageError}
      onImageChoose={images.choose}
      onImageRemove={images.remove}
      captchaSrc={captchaImageSrc(captchaId)}
      onCaptchaRefresh={newCaptcha}
      state={submission.state}
      serverError={submission.serverError}
      onSubmit={() => {
        if (!fields.check(values) || images.uploading) return;
        submission.submit(
          {
            type: values.type,
            content: values.content.trim(),
            contact: values.contact.trim(),
            captcha: values.captcha.trim(),
            c: captchaId,
          },
          // A refused captcha is spent (by the feedback or by a screenshot's upload): a new picture for the next try.
          newCaptcha,
        );
      }}
      onAgain={() => {
        setValues(EMPTY);
        images.clear();
        fields.reset();
        submission.reset();
        newCaptcha();
      }}
    />
  );
}
