// What the rest of the app uses of the upload flows: reach them through '@/flows/upload', never a file inside.
export * from './uploadFile';
