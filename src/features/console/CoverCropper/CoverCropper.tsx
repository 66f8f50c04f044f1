import { useCallback, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { useTranslation } from '@/i18n/react';
import { cropPicture, pictureText, PICTURE_SHAPES, type PictureShape } from './cropImage';
import * as styles from './CoverCropper.css';

export interface CoverCropperProps {
  /** The picked picture (an object URL), or null while nothing is being cropped. */
  source: { url: string; name: string } | null;
  onCancel: () => void;
  /** The cropped picture, ready to upload. */
  onCropped: (file: File) => void;
  /** What it is cropped to: a 16:9 cover (the default) or a square photo. */
  shape?: PictureShape;
}

/** Crops a picked picture to its shape (a 16:9 cover, a square photo): drag to place it, slide or scroll to zoom. */
export function CoverCropper({ source, onCancel, onCropped, shape = 'cover' }: CoverCropperProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  async function confirm() {
    if (!source || !area) return;
    setWorking(true);
    setFailed(false);
    try {
      onCropped(await cropPicture(source.url, area, source.name, shape));
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
    }
  }

  return (
    <Dialog
      open={source !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t(pictureText(shape, 'cropTitle'))}
      description={t(pictureText(shape, 'cropHint'))}
      width={640}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {t(pictureText(shape, 'cancel'))}
          </Button>
          <Button loading={working} disabled={!area} onClick={() => void confirm()}>
            {t(pictureText(shape, 'use'))}
          </Button>
        </>
      }
    >
      {source ? (
        <div className={styles.stage}>
          <Cropper
            image={source.url}
            crop={crop}
            zoom={zoom}
            aspect={PICTURE_SHAPES[shape].aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={onCropComplete}
            objectFit="cover"
          />
        </div>
      ) : null}
      <label className={styles.zoom}>
        {t(pictureText(shape, 'zoom'))}
        <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
      </label>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t(pictureText(shape, 'failed'))}
        </p>
      ) : null}
    </Dialog>
  );
}
