/** @jest-environment jsdom */
// A drawer's related list (a customer's orders): paged with the lists' pager, not Newer/Older, so a customer
// with hundreds of orders reaches the oldest in one press; page numbers with separators, and back in range
// when the list shrank under the page shown.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { resourceMeta } from '@/areas/registry';
import { system } from '@/components/ui/system';
import { installFakeBff } from '@/lib/client/controllers/fake-bff.test-support';
import { apiFetch } from '@/lib/client/fetcher';
import { RelatedRecords } from './related-list';

const related = resourceMeta('customers').detail!.related![0];

describe('RelatedRecords', () => {
  it('pages a customer’s 12,345 orders with first, last and page numbers, and goes back in range when they shrank', async () => {
    let total = 12_345;
    const calls = installFakeBff(({ url }) => {
      const query = new URL(url, 'http://console').searchParams;
      const page = Number(query.get('page'));
      if (page === 1235) total = 15;
      const pages = Math.ceil(total / 10);
      const records = page > pages ? [] : [{ id: 100 + page, order_number: `SO-${page}`, region: 'gb', created_at: '2026-11-20T10:00:00.000Z' }];
      return { status: 200, body: { data: { records, page, limit: 10, total, pages } } };
    });
    render(
      <ChakraProvider value={system}>
        <SWRConfig value={{ dedupingInterval: 0, provider: () => new Map(), fetcher: (url: string) => apiFetch(url) }}>
          <RelatedRecords related={related} id={7} />
        </SWRConfig>
      </ChakraProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Orders (12,345)' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1,235')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Orders pages' });
    expect(within(pager).getAllByRole('button', { name: 'Page 1235' })[0]).toHaveTextContent('1,235');
    expect(screen.queryByRole('button', { name: /Older|Newer/ })).not.toBeInTheDocument();

    fireEvent.click(within(pager).getByRole('button', { name: 'Last page' }));
    // Page 1,235 answered with 15 orders left: the list goes to page 2 of 2 rather than show an empty page.
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'SO-2' })).toBeInTheDocument();
    expect(calls.map((call) => new URL(call.url, 'http://console').searchParams.get('page'))).toEqual(['1', '1235', '2']);
    expect(calls[0].url).toContain('customer_id=7');
  });
});
