// What the rest of the app uses of the collection flows: reach them through '@/flows/collection', never a file inside.
export * from './useCollection';
