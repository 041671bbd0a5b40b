'use client';
// Crash of the root layout itself: no providers or theme survive, so this page is plain HTML and styles.
// A code chunk missing after a deploy reloads the page once first (lib/client/chunk-reload.ts).
import { useReloadForChunkError } from '@/lib/client/chunk-reload';
import { errorDigest } from '@/lib/client/error-digest';

export default function GlobalError({ error }: { error: unknown }) {
  const digest = errorDigest(error);
  const isReloading = useReloadForChunkError(error);
  return (
    <html lang="en">
      <head>
        <title>Unexpected Application Error! · Wellness Console</title>
      </head>
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: '0.75rem',
          fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
          colorScheme: 'light dark',
        }}
      >
        {!isReloading && <h1 style={{ fontSize: '1.5rem', margin: 0 }}>Unexpected Application Error!</h1>}
        {!isReloading && digest && <p style={{ margin: 0, opacity: 0.7 }}>Reference: {digest}</p>}
      </body>
    </html>
  );
}
