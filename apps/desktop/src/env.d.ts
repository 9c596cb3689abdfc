/// <reference types="vite/client" />
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Default server URL in the browser build (otherwise http://localhost:3000). */
  readonly VITE_SERVER_URL?: string;
}
