/** What other modules use of exchange rates (decision 0016). */
export { currentRate } from './exchange-rates.service.js';
