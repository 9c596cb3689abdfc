/**
 * Login throttling per account: sign-in attempts are counted per e-mail, whatever the client
 * address, so rotating addresses cannot keep guessing one account's password (README,
 * "Configuration"). An attempt is counted before its password is checked, in one atomic step of the
 * store, so concurrent attempts (several requests, or the calls of one /trpc batch) cannot all pass
 * a check made before any of them is counted. The server supplies the store (in memory, or Redis
 * shared by every process).
 */
export interface LoginThrottle {
  /**
   * Counts a sign-in attempt of `email` (lower-cased) before its password is checked. Returns 0
   * when the attempt may go on, else the seconds until the account may try again (the attempt is
   * refused: its password must not be checked). Of any number of concurrent attempts, only as many
   * as the window has room for get 0.
   */
  attempt(email: string): Promise<number>;
  /** Takes back an attempt of `email` whose password could not be checked (an error before the verdict). */
  refund(email: string): Promise<void>;
  /** Clears the count of `email` after a successful sign-in. */
  succeeded(email: string): Promise<void>;
}
