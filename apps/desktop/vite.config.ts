import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

// The renderer: `vite` serves it for the browser (npm run desktop:web), `vite build` writes
// dist/renderer for Electron's app:// handler. Relative asset paths are not needed: app:// and the
// dev server both serve from the root.
export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  resolve: { conditions: ['@stockroom/source'] },
  build: { outDir: 'dist/renderer', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { port: 5173, strictPort: false },
});
