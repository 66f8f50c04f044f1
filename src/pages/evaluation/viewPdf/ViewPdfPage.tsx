import '@/features/evaluation/texts';
import { useQuery } from '@tanstack/react-query';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import { api } from '@/app/api';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Skeleton } from '@/components/Skeleton';
import { cookies } from '@/lib/cookies';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as styles from '@/features/evaluation/evaluation.css';
import * as viewer from './viewPdf.css';

// pdf.js (and its worker) load with this page only: the page is its own lazy chunk.
GlobalWorkerOptions.workerSrc = workerUrl;

const ZOOM_MIN = 0.4;
const ZOOM_MAX = 3;
const clampZoom = (value: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(value * 100) / 100));

class PdfRefused extends Error {}

/** Fetches the PDF with the eToken; a refusal arrives as the usual envelope with its message. */
async function fetchReportPdf(reportId: number): Promise<Uint8Array> {
  const token = cookies.getEToken();
  const response = await fetch(api.url('/api/e/v1/report/pdf', { reportId }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (response.headers.get('content-type')?.startsWith('application/pdf')) return new Uint8Array(await response.arrayBuffer());
  const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
  throw new PdfRefused(envelope?.message ?? response.statusText);
}

function PdfPage({ pdf, pageNumber, zoom }: { pdf: PDFDocumentProxy; pageNumber: number; zoom: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void } | null = null;
    void pdf.getPage(pageNumber).then((page) => {
      const target = canvas.current;
      if (cancelled || !target) return;
      // Drawn at the device's pixel density so text stays sharp when zoomed.
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: zoom * ratio });
      target.width = viewport.width;
      target.height = viewport.height;
      target.style.width = `${viewport.width / ratio}px`;
      const render = page.render({ canvas: target, viewport });
      task = render;
      render.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, zoom]);
  return <canvas ref={canvas} className={viewer.page} />;
}

/** /e/view-pdf?reportId=: the server's PDF of a report, page by page, with zoom (buttons and pinch) and download. */
export default function ViewPdfPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reportId = Number(params.get('reportId'));
  const valid = Number.isInteger(reportId) && reportId > 0;
  const [zoom, setZoom] = useState(1);
  const file = useQuery({
    queryKey: ['evaluation-pdf', reportId],
    queryFn: () => fetchReportPdf(reportId),
    enabled: valid,
    retry: false,
    gcTime: 0,
  });
  const pdf = useQuery({
    queryKey: ['evaluation-pdf-doc', reportId, file.dataUpdatedAt],
    // pdf.js takes ownership of the bytes it is given: it gets a copy, the download keeps the original.
    queryFn: () => getDocument({ data: file.data!.slice() }).promise,
    enabled: file.isSuccess,
    gcTime: 0,
  });
  // The first page opens fitted to the screen's width; zoom goes on from there.
  const pagesBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!pdf.data) return;
    void pdf.data.getPage(1).then((first) => {
      const width = pagesBox.current?.clientWidth ?? 0;
      if (width > 0) setZoom(clampZoom(Math.min(1, width / first.getViewport({ scale: 1 }).width)));
    });
  }, [pdf.data]);
  const downloadUrl = useMemo(
    () => (file.data ? URL.createObjectURL(new Blob([file.data as BlobPart], { type: 'application/pdf' })) : null),
    [file.data],
  );
  useEffect(() => () => (downloadUrl ? URL.revokeObjectURL(downloadUrl) : undefined), [downloadUrl]);

  // Two fingers apart or together change the zoom.
  const pinch = useRef<{ pointers: Map<number, { x: number; y: number }>; start: number; startZoom: number }>({
    pointers: new Map(),
    start: 0,
    startZoom: 1,
  });
  const distance = () => {
    const [a, b] = [...pinch.current.pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: React.PointerEvent) => {
    pinch.current.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current.pointers.size === 2) {
      pinch.current.start = distance();
      pinch.current.startZoom = zoom;
    }
  };
  const onPointerMove = (event: React.PointerEvent) => {
    if (!pinch.current.pointers.has(event.pointerId)) return;
    pinch.current.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current.pointers.size === 2 && pinch.current.start > 0) {
      setZoom(clampZoom((pinch.current.startZoom * distance()) / pinch.current.start));
    }
  };
  const onPointerUp = (event: React.PointerEvent) => {
    pinch.current.pointers.delete(event.pointerId);
    if (pinch.current.pointers.size < 2) pinch.current.start = 0;
  };

  if (!valid) {
    return (
      <div className={styles.page}>
        <NotFoundState title={t('evaluation.pdf.missing')} to="/e/report" action={t('evaluation.order.backToReport')} />
      </div>
    );
  }
  const failure = file.error ?? pdf.error;
  return (
    <div className={styles.page}>
      <div className={viewer.toolbar} role="toolbar" aria-label={t('evaluation.report.pdf')}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setZoom((z) => clampZoom(z - 0.25))}
          disabled={zoom <= ZOOM_MIN}
          aria-label={t('evaluation.pdf.zoomOut')}
        >
          −
        </Button>
        <span className={styles.muted} aria-live="polite">
          {t('evaluation.pdf.zoom', { value: Math.round(zoom * 100) })}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setZoom((z) => clampZoom(z + 0.25))}
          disabled={zoom >= ZOOM_MAX}
          aria-label={t('evaluation.pdf.zoomIn')}
        >
          +
        </Button>
        {downloadUrl && (
          <a href={downloadUrl} download={`report-${reportId}.pdf`} className={styles.linkButton}>
            {t('evaluation.pdf.download')}
          </a>
        )}
      </div>
      {failure ? (
        <EmptyState
          title={failure instanceof PdfRefused ? failure.message : t('evaluation.pdf.failed')}
          action={
            <Button variant="outline" onClick={() => void file.refetch()}>
              {t('evaluation.pdf.retry')}
            </Button>
          }
        />
      ) : !pdf.data ? (
        <div role="status" aria-label={t('evaluation.pdf.loading')}>
          <Skeleton height="30rem" />
        </div>
      ) : (
        <div
          ref={pagesBox}
          className={viewer.pages}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {Array.from({ length: pdf.data.numPages }, (_, index) => (
            <figure key={index} className={viewer.figure}>
              <PdfPage pdf={pdf.data} pageNumber={index + 1} zoom={zoom} />
              <figcaption className={styles.muted}>
                {t('evaluation.pdf.page', { page: index + 1, total: pdf.data.numPages })}
              </figcaption>
            </figure>
          ))}
        </div>
      )}
    </div>
  );
}
