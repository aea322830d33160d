import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

const sections = {
  email: false,
  phone: false,
  city: true,
  resume: true,
  links: true,
  bio: true,
  skills: true,
  experiences: true,
  projects: true,
  educations: true,
  current_company: true,
  career_start: true,
};

const visibility = (over: Record<string, unknown> = {}) => ({
  data: {
    visibility: {
      username: 'asha',
      listed: true,
      sections,
      profile_url: 'http://localhost:8080/talenthub/asha',
      embed_url: 'http://localhost:8080/talenthub/embed/asha',
      embed_snippet: '<iframe src="http://localhost:8080/talenthub/embed/asha" title="Talenthub profile of asha"></iframe>',
      ...over,
    },
  },
});

beforeEach(() => {
  api = mockApi();
  logIn(['talenthub_candidate']);
});
afterEach(() => vi.unstubAllGlobals());

describe('visibility settings page', () => {
  it('shows the switches, the preview link and the embed code', async () => {
    api.on('GET talenthub/candidate/visibility', 200, visibility());
    renderApp('/talenthub/visibility-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Visibility settings' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Show my public profile' })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Email address/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^Phone number/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^Bio/ })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(13);
    expect(screen.getByRole('link', { name: 'Preview your public profile' })).toHaveAttribute('href', 'http://localhost:8080/talenthub/asha');
    expect(screen.getByLabelText('Embed code')).toHaveValue(
      '<iframe src="http://localhost:8080/talenthub/embed/asha" title="Talenthub profile of asha"></iframe>',
    );
  });

  it('saves the switches with a confirmation', async () => {
    api.on('GET talenthub/candidate/visibility', 200, visibility());
    api.on('PUT talenthub/candidate/visibility', 200, visibility({ listed: false, sections: { ...sections, bio: false, email: true } }));
    renderApp('/talenthub/visibility-settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /^Bio/ }));
    await user.click(screen.getByRole('switch', { name: /^Email address/ }));
    await user.click(screen.getByRole('switch', { name: 'Show my public profile' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Visibility settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT talenthub/candidate/visibility')[0].body).toEqual({ listed: false, sections: { ...sections, bio: false, email: true } });
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Bio/ })).not.toBeChecked());
  });

  it('shows the server message when a save is refused', async () => {
    api.on('GET talenthub/candidate/visibility', 200, visibility());
    api.on('PUT talenthub/candidate/visibility', 422, { error_messages: { sections: ['Unknown section: salary'] } });
    renderApp('/talenthub/visibility-settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown section: salary')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a load failure', async () => {
    api.on('GET talenthub/candidate/visibility', 500, {});
    renderApp('/talenthub/visibility-settings');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Something went wrong/)).toBeInTheDocument();
  });

  it('copies the embed code', async () => {
    api.on('GET talenthub/candidate/visibility', 200, visibility());
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderApp('/talenthub/visibility-settings');
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/talenthub/embed/asha'));
    expect(await screen.findByText('Embed code copied to clipboard!')).toBeInTheDocument();
  });
});

describe('public profile route', () => {
  it('loads the server page in full', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/', assign });
    renderApp('/talenthub/asha?ref=x');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/talenthub/asha?ref=x'));
  });
});
