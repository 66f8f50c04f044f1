export { Spinner, spinnerSizes, spinnerTones } from './Spinner';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './Spinner';
