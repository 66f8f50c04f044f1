export { PayMethodMark, payMethodMarkNames, type PayMethodMarkName, type PayMethodMarkProps } from './PayMethodMark';
