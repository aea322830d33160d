import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

// ServerPage reads the document's path when its module loads: each test
// loads it afresh under the location it stubs.
async function renderAt(documentPath: string, url: string) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: documentPath, assign });
  const { ServerPage } = await import('./server-page');
  render(
    <MemoryRouter initialEntries={[url]}>
      <ServerPage />
    </MemoryRouter>,
  );
  return assign;
}

describe('ServerPage', () => {
  it('loads a server page reached inside the app in full', async () => {
    const assign = await renderAt('/talenthub/dashboard', '/talenthub/asha#skills');
    expect(assign).toHaveBeenCalledWith('/talenthub/asha#skills');
  });

  it('shows the 404 page for a URL the server handed to the app', async () => {
    const assign = await renderAt('/talenthub/admin', '/talenthub/admin');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
