export * from './InspectorLink';
