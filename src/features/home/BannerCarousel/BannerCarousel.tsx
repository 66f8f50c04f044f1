import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import '../texts';
import * as styles from './BannerCarousel.css';
import { useDeferredStart } from './deferredStart';
import { BANNER_SIZES, pictureSrcSet } from '@contract/page/pictureWidths';

export interface BannerSlide {
  id: number;
  title: string;
  subtitle: string;
  imageUrl: string;
  linkPath: string;
}

export interface BannerCarouselProps {
  slides: readonly BannerSlide[];
  /** Milliseconds per slide; 0 stops the autoplay (stories, tests). */
  interval?: number;
}

type Embla = NonNullable<UseEmblaCarouselType[1]>;

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page's slides: swipe or arrows, dots to jump, autoplay that stops on hover, on focus and for
 * visitors who ask for less motion. The first picture loads at once (it is the largest thing on the page).
 */
export function BannerCarousel({ slides, interval = 5000 }: BannerCarouselProps) {
  const { t } = useTranslation();
  const [attach, embla] = useEmblaCarousel(
    { loop: true },
    interval > 0 && !reducedMotion()
      ? [Autoplay({ delay: interval, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
      : [],
  );
  const { ref: viewport, startNow } = useDeferredStart(attach);
  // A press on an arrow or a dot before the carousel has started is carried out once it has.
  const pending = useRef<((api: Embla) => void) | null>(null);
  const act = (action: (api: Embla) => void) => {
    if (embla) {
      action(embla);
      // Marked here too: a press handled after the render that made the carousel and before the effect below
      // subscribed moves it without the 'select' event being heard.
      setSelected(embla.selectedScrollSnap());
      return;
    }
    pending.current = action;
    startNow();
  };
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla, onSelect]);
  // After the listener above, so the slide it moves to is marked.
  useEffect(() => {
    if (!embla || !pending.current) return;
    pending.current(embla);
    pending.current = null;
  }, [embla]);

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={t('home.banner.label')}
      onPointerDown={startNow}
      onFocus={startNow}
    >
      <div className={styles.viewport} ref={viewport}>
        <ul className={styles.track}>
          {slides.map((slide, index) => (
            <li
              key={slide.id}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={t('home.banner.slide', { index: index + 1, count: slides.length })}
            >
              <Link to={slide.linkPath || '/course'} className={styles.link} tabIndex={index === selected ? 0 : -1}>
                <img
                  src={slide.imageUrl}
                  srcSet={pictureSrcSet(slide.imageUrl)}
                  sizes={BANNER_SIZES}
                  alt={`${slide.title}：${slide.subtitle}`}
                  width={1400}
                  height={400}
                  className={styles.image}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  decoding={index === 0 ? 'sync' : 'async'}
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {slides.length > 1 && (
        <>
          <button
            type="button"
            className={styles.arrow}
            data-side="previous"
            aria-label={t('home.banner.previous')}
            onClick={() => act((api) => api.scrollPrev())}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true">
              <path d="M10 3.5 5.5 8l4.5 4.5" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.arrow}
            data-side="next"
            aria-label={t('home.banner.next')}
            onClick={() => act((api) => api.scrollNext())}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true">
              <path d="M6 3.5 10.5 8 6 12.5" />
            </svg>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={t('home.banner.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => act((api) => api.scrollTo(index))}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
