import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { ScreenErrorBoundary } from './error-pages';

function Broken(): never {
  throw new Error('boom');
}

describe('error pages', () => {
  it('shows Page not found for an unknown URL', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('shows the 500 page when a screen throws, and the next page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <MemoryRouter>
        <ScreenErrorBoundary pathname="/broken">
          <Broken />
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(
        'Something went wrong, we are working on fixing this as soon as possible. Please contact us if the issue persists.',
      ),
    ).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <ScreenErrorBoundary pathname="/jobs">
          <p>Jobs</p>
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Jobs')).toBeInTheDocument();
  });
});
