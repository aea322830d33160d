import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApplication, useJobApplications } from '../../../api/queries/applications';
import { mockApi } from '../../../test/api-mock';
import { useMoveApplication } from './move-application';

afterEach(() => vi.unstubAllGlobals());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

const row = (state: string) => ({ slug: 'ada-1', state: { state } });

// A job's pipeline board reads its applications through the shared keys; a
// move made on the candidate's timeline must reach it.
describe('a move', () => {
  it('refreshes the job pipeline and shows the moved application at once', async () => {
    const api = mockApi()
      .on('GET candidate-applications', 200, { data: { candidate_applications: [row('applied')] }, meta: { total: 1 } })
      .on('GET candidate-applications', 200, { data: { candidate_applications: [row('ta_screen')] }, meta: { total: 1 } })
      .on('GET candidate-applications/ada-1', 200, { data: { candidate_application: { slug: 'ada-1', state: { state: 'applied' } } } })
      .on('POST candidate-applications/ada-1/move', 200, { data: { candidate_application: { slug: 'ada-1', state: { state: 'ta_screen' } } } });
    const { result } = renderHook(() => ({ board: useJobApplications(3), one: useApplication('ada-1'), move: useMoveApplication('ada-1') }), { wrapper });
    await waitFor(() => expect(result.current.board.data?.data.candidate_applications?.[0].state?.state).toBe('applied'));
    await waitFor(() => expect(result.current.one.data?.state?.state).toBe('applied'));
    await result.current.move.mutateAsync({ to: 'ta_screen', from: 'applied', reason: '' });
    await waitFor(() => expect(result.current.board.data?.data.candidate_applications?.[0].state?.state).toBe('ta_screen'));
    expect(result.current.one.data?.state?.state).toBe('ta_screen');
    expect(api.callsTo('GET candidate-applications/ada-1')).toHaveLength(1);
    expect(api.callsTo('GET candidate-applications')[0].query).toContain('with_state_counts=true');
  });
});
