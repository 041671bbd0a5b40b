/** @jest-environment jsdom */
// The new setting's key offers only the keys that have no setting yet, however many settings the upstream
// holds: with 1,000 settings, most under keys the console does not edit and sorting before the six, the
// first page of every setting held none of them and the form offered taken keys.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { SWRConfig } from 'swr';
import { resourceMeta } from '@/areas/registry';
import { system } from '@/components/ui/system';
import { installFakeBff } from '@/lib/client/controllers/fake-bff.test-support';
import { SettingKeyField } from './setting-key-field';

const keyField = resourceMeta('settings').fields.find((field) => field.name === 'key')!;

/** 998 settings under other keys (all sorting first), and two of the six. */
const stored = [...Array.from({ length: 998 }, (_, n) => ({ key: `a_legacy_${String(n).padStart(4, '0')}`, description: 'Kept by the old shop' })), { key: 'dosage_form', description: null }, { key: 'removed', description: null }];

function Harness() {
  const form = useForm({ defaultValues: { key: '', value: [] as string[] } });
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={{ dedupingInterval: 0, provider: () => new Map() }}>
        <FormProvider {...form}>
          <SettingKeyField field={keyField} name="key" />
        </FormProvider>
      </SWRConfig>
    </ChakraProvider>
  );
}

describe('SettingKeyField', () => {
  it('offers only the free keys among 1,000 settings', async () => {
    const calls = installFakeBff(({ url }) => {
      const query = new URL(url, 'http://console').searchParams;
      const search = query.get('search') ?? '';
      const limit = Number(query.get('limit'));
      const page = Number(query.get('page'));
      const matching = stored.filter((setting) => setting.key.includes(search) || (setting.description ?? '').includes(search)).sort((a, b) => a.key.localeCompare(b.key));
      const records = matching.slice((page - 1) * limit, page * limit);
      return { status: 200, body: { data: { records, page, limit, total: matching.length, pages: Math.max(1, Math.ceil(matching.length / limit)) } } };
    });
    render(<Harness />);
    const select = await screen.findByRole('combobox', { name: /Key/ });
    await waitFor(() => expect(select).toBeEnabled());
    const offered = [...select.querySelectorAll('option')].map((option) => option.getAttribute('value')).filter(Boolean);
    expect(offered).toEqual(['legal_category', 'feedback_emails', 'tip_consulation', 'investor_emails']);
    // Every call is a page of the API's size at most.
    for (const call of calls) expect(Number(new URL(call.url, 'http://console').searchParams.get('limit'))).toBeLessThanOrEqual(100);
  });
});
