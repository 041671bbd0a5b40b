/** @jest-environment jsdom */
// Presence on an open record shows who was there before this tab came, from its own report's answer, when
// the stream attaches after that answer (its code loads once the screen is drawn) and says nothing of them.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { system } from '@/components/ui/system';
import type { PresenceViewer } from '@/lib/contract/live-types';
import { fakeLiveSource } from '@/lib/client/live/fake-source.test-support';
import { liveHub } from '@/lib/client/live/hub';
import { RecordPresence } from './record-presence';

const ADA: PresenceViewer = { userId: '1', name: 'Ada Admin', editing: false };
const EDDIE: PresenceViewer = { userId: '2', name: 'Eddie Editor', editing: false };

/** A stream that is live already when it attaches and knows nobody on the record (a list of its own). */
const liveStream = fakeLiveSource({ state: 'live', presence: [] });

function answerPresence(): { reports: () => number } {
  let reports = 0;
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(String(url)).toBe('/api/presence');
    if (init?.method === 'POST') reports += 1;
    return { ok: true, status: 200, json: async () => ({ data: { resource: 'videos', recordId: '42', viewers: [ADA, EDDIE] } }) } as Response;
  }) as typeof fetch;
  return { reports: () => reports };
}

describe('RecordPresence', () => {
  it('keeps showing who its report found there once the stream attaches and says nothing of them', async () => {
    const sent = answerPresence();
    render(
      <SWRConfig value={{ provider: () => new Map(), fallback: { '/api/me': { id: 2, name: 'Eddie Editor' } } }}>
        <ChakraProvider value={system}>
          <RecordPresence resource="videos" recordId="42" isEditing={false} />
        </ChakraProvider>
      </SWRConfig>,
    );
    const region = screen.getByRole('status', { name: 'Also viewing' });
    await waitFor(() => expect(region).toHaveTextContent('Ada Admin is viewing'));

    // The stream's code arrives: the hub passes on its 'live', the tab reports again and hears the answer.
    act(() => liveHub().attach(liveStream));
    await waitFor(() => expect(sent.reports()).toBe(2));
    // Every promise of the second answer settles, and what it sets is drawn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(region).toHaveTextContent('Ada Admin is viewing');
  });
});
