export * from './InsightDashboard';
