/** Renderer entry: Mantine theme and toasts, the session (query cache + tRPC client), the router. */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { SessionProvider } from './session';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The system's light or dark mode (decision 0019). */}
    <MantineProvider defaultColorScheme="auto" theme={{ respectReducedMotion: true }}>
      {/* Bottom left, over the sidebar's foot: clear of the header's and the screens' action buttons (decision 0019). */}
      <Notifications position="bottom-left" containerWidth={320} />
      <SessionProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </SessionProvider>
    </MantineProvider>
  </StrictMode>,
);
