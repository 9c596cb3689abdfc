/** What other modules use of exchange rates (issue 16). */
export { currentRate } from './exchange-rates.service.js';
