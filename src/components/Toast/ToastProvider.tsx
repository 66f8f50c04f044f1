import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/i18n/react';
import { useInBrowser } from '@/lib/useInBrowser';
import { ToastView, toastPlacements, toastPresets, type ToastPlacement, type ToastPresetName, type ToastTone } from './Toast';
import * as styles from './Toast.css';

export interface ToastOptions {
  message: ReactNode;
  tone?: ToastTone;
  /** Milliseconds on screen; the preset's duration when left out. */
  duration?: number;
  placement?: ToastPlacement;
  /** Fills duration and placement from SPEC §9 (login, adviser); explicit values still win. */
  preset?: ToastPresetName;
}

export interface ToastItem {
  id: number;
  message: ReactNode;
  tone: ToastTone;
  duration: number;
  placement: ToastPlacement;
}

export interface ToastApi {
  /** Queues a toast and returns its id. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Toasts kept on screen per placement; the oldest leaves early when more arrive. */
  maxVisible?: number;
}

export function ToastProvider({ children, maxVisible = 3 }: ToastProviderProps) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ToastItem[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const show = useCallback(
    ({ message, tone = 'plain', preset = 'default', duration, placement }: ToastOptions) => {
      const id = nextId.current++;
      const item: ToastItem = {
        id,
        message,
        tone,
        duration: duration ?? toastPresets[preset].duration,
        placement: placement ?? toastPresets[preset].placement,
      };
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), item.duration),
      );
      setItems((current) => {
        const next = [...current, item];
        const samePlace = next.filter((entry) => entry.placement === item.placement);
        const overflow = samePlace.slice(0, Math.max(0, samePlace.length - maxVisible));
        for (const old of overflow) {
          clearTimeout(timers.current.get(old.id));
          timers.current.delete(old.id);
        }
        return overflow.length ? next.filter((entry) => !overflow.includes(entry)) : next;
      });
      return id;
    },
    [dismiss, maxVisible],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  // The live regions exist before any toast so screen readers announce each one as it is added.
  const viewports = toastPlacements.map((placement) => (
    <div
      key={placement}
      className={styles.viewport[placement]}
      role="status"
      aria-live="polite"
      aria-label={t('components.toast.region')}
      data-placement={placement}
    >
      {items
        .filter((item) => item.placement === placement)
        .map((item) => (
          <ToastView key={item.id} message={item.message} tone={item.tone} data-state="open" className={styles.entering} />
        ))}
    </div>
  ));

  const inBrowser = useInBrowser();
  return (
    <ToastContext.Provider value={api}>
      {children}
      {inBrowser ? createPortal(viewports, document.body) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be called inside <ToastProvider>.');
  return api;
}
