import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { web } from '@/api/calls';
import { api } from '@/app/api';
import { captchaImageSrc, randomSeed } from '@/app/account/captcha';
import { uploadFile } from '@/app/upload/uploadFile';
import type { FeedbackImage } from '@/features/site/forms';
import { checkFeedback, fileProblem, IMAGE_TYPES, MAX_UPLOAD_MB, type FeedbackValues } from '@/features/site/rules';
import { useFieldErrors } from '@/pages/shared/useFieldErrors';
import { useFormSubmission } from '@/pages/shared/useFormSubmission';
import { FeedbackView } from './FeedbackView';
import '@/features/account/texts';
import '@/features/site/texts';

const EMPTY: FeedbackValues = { type: '', content: '', contact: '', captcha: '' };

interface Uploaded extends FeedbackImage {
  url: string | null;
}

/** /fackback: an anonymous complaint or suggestion with up to three screenshots, behind an image captcha. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [images, setImages] = useState<Uploaded[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [seed] = useState(randomSeed);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const captchaId = `${seed}-${captchaVersion}`;
  const fields = useFieldErrors(checkFeedback);
  const submission = useFormSubmission((payload: FeedbackValues & { images: string; c: string }) =>
    api.call(web.common.problemFeedback, payload, { handleError: true }),
  );
  // The previews are object addresses: released when they go away.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const newCaptcha = () => {
    setCaptchaVersion((version) => version + 1);
    setValues((current) => ({ ...current, captcha: '' }));
  };

  const chooseImage = async (file: File) => {
    const problem = fileProblem(file, IMAGE_TYPES);
    if (problem) {
      setImageError(
        problem === 'tooBig'
          ? t('site.upload.tooBig', { max: MAX_UPLOAD_MB })
          : t('site.upload.wrongType', { types: 'PNG / JPEG / GIF / WEBP' }),
      );
      return;
    }
    setImageError(null);
    const id = `${Date.now()}-${file.name}`;
    const previewUrl = URL.createObjectURL(file);
    previews.current.add(previewUrl);
    setImages((current) => [...current, { id, previewUrl, status: 'uploading', url: null }]);
    try {
      const answer = await uploadFile(api, file, 'image', t('site.upload.failed'));
      if (!answer.appData) throw new Error(answer.message);
      const url = answer.appData.url;
      setImages((current) => current.map((image) => (image.id === id ? { ...image, status: 'uploaded', url } : image)));
    } catch (error) {
      setImages((current) => current.filter((image) => image.id !== id));
      setImageError((error as Error).message || t('site.upload.failed'));
    }
  };

  return (
    <FeedbackView
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        fields.edited(next);
      }}
      problems={fields.errors}
      images={images}
      imageError={imageError}
      onImageChoose={(file) => void chooseImage(file)}
      onImageRemove={(id) => setImages((current) => current.filter((image) => image.id !== id))}
      captchaSrc={captchaImageSrc(captchaId)}
      onCaptchaRefresh={newCaptcha}
      state={submission.state}
      serverError={submission.serverError}
      onSubmit={() => {
        if (!fields.check(values) || images.some((image) => image.status === 'uploading')) return;
        submission.submit(
          {
            type: values.type,
            content: values.content.trim(),
            contact: values.contact.trim(),
            captcha: values.captcha.trim(),
            c: captchaId,
            images: images.flatMap((image) => (image.url ? [image.url] : [])).join(','),
          },
          // A refused captcha is spent: a new picture for the next try.
          newCaptcha,
        );
      }}
      onAgain={() => {
        setValues(EMPTY);
        setImages([]);
        fields.reset();
        submission.reset();
        newCaptcha();
      }}
    />
  );
}
