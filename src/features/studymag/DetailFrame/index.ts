export { DetailFrame } from './DetailFrame';
export type { DetailFrameProps } from './DetailFrame';
