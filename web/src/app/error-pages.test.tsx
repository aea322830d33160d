import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { RouteErrorPage } from './error-pages';

function Broken(): never {
  throw new Error('boom');
}

describe('error pages', () => {
  it('shows Page not found for an unknown URL', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('shows the 500 page when a screen throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByText(
        'Something went wrong, we are working on fixing this as soon as possible. Please contact us if the issue persists.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the 403 page for a thrown 403 response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loader = () => {
      throw new Response('', { status: 403 });
    };
    const router = createMemoryRouter([{ path: '/', loader, element: <p>never</p>, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
  });
});
