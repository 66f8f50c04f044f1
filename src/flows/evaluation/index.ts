// What the rest of the app uses of the evaluation flows: reach them through '@/flows/evaluation', never a file inside.
export * from './SmsCodeButton';
export * from './evaluationMachines';
export * from './resetStep';
export * from './useEvaluationSignIn';
export * from './useEvaluationSignOut';
