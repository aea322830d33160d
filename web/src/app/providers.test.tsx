import { render, screen } from '@testing-library/react';
import { useSnackbar } from '../components/toasts';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';

function FourToasts() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    for (const n of [1, 2, 3, 4]) enqueueSnackbar(`Toast ${n}`);
  }, [enqueueSnackbar]);
  return null;
}

describe('providers', () => {
  it('shows at most 3 toasts at once', async () => {
    render(
      <AppProviders>
        <FourToasts />
      </AppProviders>,
    );
    expect(await screen.findByText('Toast 3')).toBeInTheDocument();
    expect(screen.queryByText('Toast 4')).toBeNull();
  });
});
