/**
 * Login throttling per account (issue 13): failed sign-ins are counted per e-mail, whatever the
 * client address, so rotating addresses cannot keep guessing one account's password. The server
 * supplies the store (in memory, or Redis shared by every process).
 */
export interface LoginThrottle {
  /** Seconds until `email` (lower-cased) may try to sign in again; 0 when it may now. */
  wait(email: string): Promise<number>;
  /** Counts a failed sign-in of `email`. */
  failed(email: string): Promise<void>;
  /** Clears the count of `email` after a successful sign-in. */
  succeeded(email: string): Promise<void>;
}
