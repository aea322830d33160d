import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSources } from '../../../api/queries/sources';
import { mockApi } from '../../../test/api-mock';
import { useAddSource } from './add-source';
import { useDeleteSource } from './delete-source';

afterEach(() => vi.unstubAllGlobals());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

// The candidate screens read sources through the shared key (useSources);
// recruitment setup's changes must reach them.
describe('sources shared between features', () => {
  it('adding one refreshes the list every screen reads', async () => {
    const api = mockApi()
      .on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [] } })
      .on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [{ value: 'referral', title: 'Referral' }] } })
      .on('POST sources', 200, { data: { source: { value: 'referral', title: 'Referral' } } });
    const { result } = renderHook(() => ({ sources: useSources(), add: useAddSource() }), { wrapper });
    await waitFor(() => expect(result.current.sources.data?.sources).toEqual([]));
    await result.current.add.mutateAsync('Referral');
    await waitFor(() => expect(result.current.sources.data?.sources).toEqual([{ value: 'referral', title: 'Referral' }]));
    expect(api.callsTo('POST sources')[0].body).toEqual({ title: 'Referral' });
  });

  it('removing one refreshes the list every screen reads', async () => {
    mockApi()
      .on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [{ value: 'referral', title: 'Referral' }] } })
      .on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [] } })
      .on('DELETE sources/referral', 200, { data: { message: 'ok' } });
    const { result } = renderHook(() => ({ sources: useSources(), remove: useDeleteSource() }), { wrapper });
    await waitFor(() => expect(result.current.sources.data?.sources).toHaveLength(1));
    await result.current.remove.mutateAsync('referral');
    await waitFor(() => expect(result.current.sources.data?.sources).toEqual([]));
  });
});
