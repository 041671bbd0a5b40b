'use client';
// Collects the styles Emotion (Chakra's engine) inserts while the server renders and streams them into
// the HTML ahead of the markup that uses them; without it every page fails hydration.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';

interface InsertedStyle {
  name: string;
  isGlobal: boolean;
}

function createRegistry(nonce?: string) {
  // The nonce lets the style elements Emotion adds in the browser pass the CSP.
  const cache = createCache({ key: 'css', nonce });
  cache.compat = true;
  let pending: InsertedStyle[] = [];
  const insert = cache.insert;
  cache.insert = (...args) => {
    const [selector, serialized] = args;
    if (cache.inserted[serialized.name] === undefined) pending.push({ name: serialized.name, isGlobal: !selector });
    return insert(...args);
  };
  const flush = () => {
    const flushed = pending;
    pending = [];
    return flushed;
  };
  return { cache, flush };
}

export function EmotionRegistry({ children, nonce }: { children: ReactNode; nonce?: string }) {
  const [{ cache, flush }] = useState(() => createRegistry(nonce));

  useServerInsertedHTML(() => {
    const inserted = flush();
    if (inserted.length === 0) return null;
    let styles = '';
    let names = cache.key;
    const globals: { name: string; style: string }[] = [];
    for (const { name, isGlobal } of inserted) {
      const style = cache.inserted[name];
      if (typeof style !== 'string') continue;
      if (isGlobal) {
        globals.push({ name, style });
      } else {
        styles += style;
        names += ` ${name}`;
      }
    }
    return (
      <>
        {globals.map(({ name, style }) => (
          <style
            key={name}
            nonce={nonce}
            data-emotion={`${cache.key}-global ${name}`}
            dangerouslySetInnerHTML={{ __html: style }}
          />
        ))}
        {styles && <style nonce={nonce} data-emotion={names} dangerouslySetInnerHTML={{ __html: styles }} />}
      </>
    );
  });

  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
