import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

const company = {
  id: 1,
  slug: 'acme-robotics',
  name: 'Acme Robotics',
  logo_url: '',
  careers_url: 'http://careers.localhost:8080/acme-robotics',
  configured: false,
  customStyle: { themePrimaryColor: '#1d4ed8', themeSecondaryColor: '#f59e0b', font: 'system', dark: false },
  hero: { heading: '', subheading: '' },
  values: [],
  benefits: [],
  news: [],
  videos: [],
  carousels: [],
  life_at: { title: '', text: '', images: [] },
  options: {},
};

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

function mockAdmin(roles = ['company_admin']) {
  logIn(roles, { company_id: 1 });
  api.on('GET notifications/get-unread-count', 200, unreadCount({ roles }));
  api.on('GET company/careers-page', 200, { data: { company, fonts: [{ value: 'system', title: 'system-ui' }, { value: 'serif', title: 'Georgia' }] } });
  api.on('GET requisitions/get-open-requisitions', 200, {
    data: { requisitions: [{ id: 3, slug: 'go-3', designation: 'Go Engineer', department: { id: 1, title: 'Engineering' }, job_type_display: 'Full-time', locations: [], posted_on: '2026-11-01' }] },
  });
}

describe('the Careers page section of Manage company', () => {
  it('previews the default page, then the admin’s changes, and saves them', async () => {
    mockAdmin();
    api.on('PUT company/careers-page', 200, { data: { company: { ...company, configured: true, hero: { heading: 'Build robots', subheading: '' } }, fonts: [{ value: 'system', title: 'system-ui' }] } });
    renderApp('/company-settings/careers');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Join our team!' })).toBeInTheDocument();
    expect(within(preview).getAllByText('Coming soon!')).toHaveLength(2);
    expect(await within(preview).findByText('Go Engineer')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Heading'), 'Build robots');
    expect(within(preview).getByRole('heading', { name: 'Build robots' })).toBeInTheDocument();
    expect(within(preview).getByText('View open jobs')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add to values' }));
    await userEvent.type(screen.getByLabelText('Value 1'), 'Candour');
    expect(within(preview).getByText('Candour')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT company/careers-page')).toHaveLength(1));
    const sent = api.callsTo('PUT company/careers-page')[0].body as { hero: { heading: string }; values: { title: string }[] };
    expect(sent.hero.heading).toBe('Build robots');
    expect(sent.values).toEqual([{ title: 'Candour', text: '' }]);
    expect(await screen.findByText('Careers page saved')).toBeInTheDocument();
  });

  it('is not offered to a TA', async () => {
    mockAdmin(['company_ta']);
    api.on('GET users/list', 200, { data: { users: [] } });
    api.on('GET company/features', 200, { data: { feature_details: { ats: {} } } });
    api.on('GET invites', 200, { data: { invites: [] } });
    const { location } = renderApp('/company-settings/careers');
    await waitFor(() => expect(location()).toBe('/company-settings/users'));
    expect(screen.queryByRole('tab', { name: 'Careers page' })).toBeNull();
  });
});
