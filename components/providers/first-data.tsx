'use client';
// What a server page fetched with its HTML (lib/server/first-data.ts), given to SWR: an answer is the
// starting data of its key, drawn at once and revalidated as always; an error the upstream answered is
// its key's first fetch result instead, so the screen shows its error state and Retry fetches again.
import { useState, type ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';
import { ApiError, messageFrom } from '@/lib/client/fetcher';

export interface FirstDataProps {
  answers: {
    data: Readonly<Record<string, unknown>>;
    failures: Readonly<Record<string, { status: number; body: string }>>;
  };
  children: ReactNode;
}

/** Makes the first fetch of each failed key fail as the BFF's answer would have; later fetches go out. */
export function replayFailures(failures: FirstDataProps['answers']['failures']): Middleware {
  const pending = new Map(Object.entries(failures));
  return (useSWRNext) => (key, fetcher, config) => {
    const replaying =
      fetcher &&
      ((...args: Parameters<typeof fetcher>) => {
        const failure = typeof key === 'string' ? pending.get(key) : undefined;
        if (!failure) return fetcher(...args);
        pending.delete(key as string);
        return Promise.reject(new ApiError(failure.status, messageFrom(failure.body), failure.body));
      });
    return useSWRNext(key, replaying, config);
  };
}

export function FirstData({ answers, children }: FirstDataProps) {
  // One replay per failure for the life of the screen, not per render.
  const [use] = useState(() => [replayFailures(answers.failures)]);
  return <SWRConfig value={{ fallback: answers.data, use }}>{children}</SWRConfig>;
}
