import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { api } from '@/app/api';
import { type CaptchaProof, uploadFile } from '@/flows/upload';
import type { FeedbackImage } from '@/features/site/forms';
import { fileProblem, IMAGE_TYPES, MAX_UPLOAD_MB } from '@/features/site/rules';
import '@/features/site/texts';

interface Uploaded extends FeedbackImage {
  file: File;
  url: string | null;
}

/**
 * Screenshots of a feedback form: each chosen picture is checked, previewed and uploaded as a private
 * screenshot (qiniu/getuptoken kind=screenshot); a refused or failed one goes away with a message.
 * `deferred` (the anonymous form): the pictures wait until the form is sent, because their upload needs the
 * captcha the visitor types; `uploadChosen` then uploads them with it.
 */
export function useFeedbackImages(options: { deferred?: boolean } = {}) {
  const { t } = useTranslation();
  const [images, setImages] = useState<Uploaded[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  // The previews are object addresses: released when they go away.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const patch = (id: string, change: Partial<Uploaded>) =>
    setImages((current) => current.map((image) => (image.id === id ? { ...image, ...change } : image)));

  const choose = async (file: File) => {
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
    const status = options.deferred ? 'chosen' : 'uploading';
    setImages((current) => [...current, { id, previewUrl, status, file, url: null }]);
    if (options.deferred) return;
    try {
      const answer = await uploadFile(api, file, 'screenshot', t('site.upload.failed'));
      if (!answer.appData) throw new Error(answer.message);
      patch(id, { status: 'uploaded', url: answer.appData.url });
    } catch (error) {
      setImages((current) => current.filter((image) => image.id !== id));
      setImageError((error as Error).message || t('site.upload.failed'));
    }
  };

  return {
    images,
    imageError,
    uploading: images.some((image) => image.status === 'uploading'),
    /** The uploaded addresses as the feedback calls take them. */
    addresses: () => images.flatMap((image) => (image.url ? [image.url] : [])).join(','),
    /**
     * Uploads the pictures still waiting, with the form's captcha, and resolves with every address as the
     * feedback calls take them. A refused ticket (the captcha, the day's quota) rejects with its message and
     * leaves the picture waiting; a refused picture goes away with its reason, and the form is not sent.
     */
    async uploadChosen(proof: CaptchaProof): Promise<string> {
      const addresses: string[] = [];
      for (const image of images) {
        if (image.url) {
          addresses.push(image.url);
          continue;
        }
        patch(image.id, { status: 'uploading' });
        const answer = await uploadFile(api, image.file, 'screenshot', t('site.upload.failed'), proof).catch(
          (error: unknown) => ({ status: 0, message: (error as Error).message, appData: null, refused: 'ticket' as const }),
        );
        if (!answer.appData) {
          if (answer.refused === 'upload') {
            setImages((current) => current.filter((other) => other.id !== image.id));
            setImageError(answer.message);
            throw new Error('');
          }
          patch(image.id, { status: 'chosen' });
          throw new Error(answer.message || t('site.upload.failed'));
        }
        patch(image.id, { status: 'uploaded', url: answer.appData.url });
        addresses.push(answer.appData.url);
      }
      return addresses.join(',');
    },
    choose: (file: File) => void choose(file),
    remove: (id: string) => setImages((current) => current.filter((image) => image.id !== id)),
    clear: () => {
      setImages([]);
      setImageError(null);
    },
  };
}
