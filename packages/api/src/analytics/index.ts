export { analyticsRouter } from './analytics.router.js';
