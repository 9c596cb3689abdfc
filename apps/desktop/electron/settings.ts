/**
 * The desktop's persisted settings (server URL, remembered token) in one JSON file under the
 * user-data folder. The token is stored only encrypted with Electron's safeStorage (the OS keychain);
 * when encryption is unavailable it is not remembered at all.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { normalizeServerUrl } from './bridge.js';

const DEFAULT_SERVER_URL = 'http://localhost:3000';

interface StoredSettings {
  serverUrl?: string;
  /** base64 of safeStorage.encryptString(token) */
  encryptedToken?: string;
}

/** The subset of Electron's safeStorage the store needs. */
export interface TokenCipher {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/**
 * Electron's safeStorage as a TokenCipher that counts as available only with a real keychain: on
 * Linux without a keyring, safeStorage falls back to `basic_text`, a fixed key, which is no secret.
 */
export function keychainCipher(
  safeStorage: TokenCipher & { getSelectedStorageBackend(): string },
  platform: NodeJS.Platform = process.platform,
): TokenCipher {
  return {
    isEncryptionAvailable: () =>
      safeStorage.isEncryptionAvailable() && (platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text'),
    encryptString: (plain) => safeStorage.encryptString(plain),
    decryptString: (encrypted) => safeStorage.decryptString(encrypted),
  };
}

/** Settings kept in `file` (created on first write). */
export function createSettingsStore(file: string, cipher: TokenCipher) {
  const read = (): StoredSettings => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as StoredSettings;
    } catch {
      return {};
    }
  };
  const write = (change: Partial<StoredSettings>) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ ...read(), ...change }, null, 2), { mode: 0o600 });
  };
  return {
    getServerUrl: (): string => read().serverUrl ?? DEFAULT_SERVER_URL,
    setServerUrl: (url: string): void => write({ serverUrl: normalizeServerUrl(url) }),
    loadToken(): string | null {
      const { encryptedToken } = read();
      if (!encryptedToken || !cipher.isEncryptionAvailable()) return null;
      try {
        return cipher.decryptString(Buffer.from(encryptedToken, 'base64'));
      } catch {
        return null;
      }
    },
    saveToken(token: string): void {
      if (!cipher.isEncryptionAvailable()) return;
      write({ encryptedToken: cipher.encryptString(token).toString('base64') });
    },
    clearToken: (): void => write({ encryptedToken: undefined }),
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
