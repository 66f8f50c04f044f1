export { ToastView, toastPlacements, toastPresetNames, toastPresets, toastTones } from './Toast';
export type { ToastPlacement, ToastPresetName, ToastTone, ToastViewProps } from './Toast';
export { ToastProvider, useToast } from './ToastProvider';
export type { ToastApi, ToastItem, ToastOptions, ToastProviderProps } from './ToastProvider';
