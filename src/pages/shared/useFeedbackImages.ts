import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { api } from '@/app/api';
import { uploadFile } from '@/app/upload/uploadFile';
import type { FeedbackImage } from '@/features/site/forms';
import { fileProblem, IMAGE_TYPES, MAX_UPLOAD_MB } from '@/features/site/rules';
import '@/features/site/texts';

interface Uploaded extends FeedbackImage {
  url: string | null;
}

/**
 * Screenshots of a feedback form: each chosen picture is checked, previewed and uploaded through the upload
 * route (qiniu/getuptoken kind=image); a refused or failed one goes away with a message.
 */
export function useFeedbackImages() {
  const { t } = useTranslation();
  const [images, setImages] = useState<Uploaded[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  // The previews are object addresses: released when they go away.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

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

  return {
    images,
    imageError,
    uploading: images.some((image) => image.status === 'uploading'),
    /** The uploaded addresses as the feedback calls take them. */
    addresses: () => images.flatMap((image) => (image.url ? [image.url] : [])).join(','),
    choose: (file: File) => void choose(file),
    remove: (id: string) => setImages((current) => current.filter((image) => image.id !== id)),
    clear: () => {
      setImages([]);
      setImageError(null);
    },
  };
}
