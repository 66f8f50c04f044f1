export * from './staffSignInMachine';
export * from './lessonVideoMachine';
