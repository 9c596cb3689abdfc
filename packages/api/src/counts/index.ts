export { approveCount, cancelCount, getCount, listCountLines, listCounts, openCount, recordCounts } from './counts.service.js';
