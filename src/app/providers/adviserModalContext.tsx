import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export interface AdviserModalControl {
  open: boolean;
  show(): void;
  hide(): void;
}

const AdviserModalContext = createContext<AdviserModalControl | null>(null);

/** Whether the course-adviser dialog is shown; the header's avatar menu opens it from any page. */
export function AdviserModalProvider({ children, defaultOpen = false }: { children?: ReactNode; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const control = useMemo<AdviserModalControl>(() => ({ open, show: () => setOpen(true), hide: () => setOpen(false) }), [open]);
  return <AdviserModalContext.Provider value={control}>{children}</AdviserModalContext.Provider>;
}

export function useAdviserModal(): AdviserModalControl {
  const control = useContext(AdviserModalContext);
  if (!control) throw new Error('useAdviserModal must be called inside <AdviserModalProvider>.');
  return control;
}
