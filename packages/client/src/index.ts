/**
 * The typed REST client of /api (decision 0014): `Api` and every request and response type, generated
 * from the API document (../openapi.json) into api.ts, which is not edited by hand. Each method
 * resolves to the fetch Response with `data` (the SPEC 4.1 envelope) and rejects with it, `error`
 * holding the error envelope, when the status is not 2xx. See README.md for an example.
 */
export * from './api.js';
