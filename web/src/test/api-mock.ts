import { vi } from 'vitest';
import { permissionsOf, roleGroupOf } from './permissions';

type Reply = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

export type ApiCall = { method: string; path: string; query: string; body: unknown };

// mockApi stubs fetch with answers per "METHOD path" (path without /api/v1/
// and without the query). Each route answers its queued replies in order and
// repeats the last one. A call nobody expected fails the fetch. Tests call
// vi.unstubAllGlobals() after each test.
export function mockApi() {
  const replies = new Map<string, Reply[]>();
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, query: url.search, body });
    const queue = replies.get(`${method} ${path}`);
    if (!queue?.length) throw new TypeError(`unexpected ${method} ${path}`);
    const reply = await (queue.length > 1 ? queue.shift()! : queue[0]);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);

  const api = {
    calls,
    // on queues an answer for a route.
    on(route: string, status: number, body: unknown) {
      replies.set(route, [...(replies.get(route) ?? []), { status, body }]);
      return api;
    },
    // set replaces a route's answers with this one.
    set(route: string, status: number, body: unknown) {
      replies.set(route, [{ status, body }]);
      return api;
    },
    // hold queues an answer that waits until release is called (busy states).
    hold(route: string) {
      let release!: (status: number, body: unknown) => void;
      const reply = new Promise<{ status: number; body: unknown }>((resolve) => {
        release = (status, body) => resolve({ status, body });
      });
      replies.set(route, [...(replies.get(route) ?? []), reply]);
      return release;
    },
    callsTo(route: string) {
      return calls.filter((call) => `${call.method} ${call.path}` === route);
    },
  };
  return api;
}

// unreadCount is a GET notifications/get-unread-count answer. The role
// group, permissions and grantable roles follow the roles unless given.
export function unreadCount(user: Record<string, unknown> = {}) {
  const roles = (user.roles as string[] | undefined) ?? ['company_admin'];
  const admin = roles.includes('company_admin') || roles.includes('platform_admin');
  const grantable = admin ? ['company_admin', 'company_ta', 'company_panel', 'company_hiring_manager', 'company_employee'] : roles.includes('company_ta') ? ['company_ta', 'company_panel', 'company_hiring_manager', 'company_employee'] : [];
  return {
    data: {
      unread_count: 0,
      feature_details: {},
      user: {
        id: 7,
        email: 'ta@demo.hirekit.test',
        name: 'Tara Admin',
        roles: ['company_admin'],
        email_verified: true,
        company_id: 1,
        company_name: 'Acme Robotics',
        company_slug: 'acme-robotics',
        company_approved: true,
        signup_product: 'ats',
        time_zone: 'Asia/Kolkata',
        role_group: roleGroupOf(roles),
        permissions: permissionsOf(roles),
        grantable_roles: grantable,
        ...user,
      },
    },
  };
}

// vocabulary is a GET vocabulary answer with the parts screens read: the
// roles with their names and modules, and who fills each people picker.
export function vocabulary() {
  return {
    data: {
      roles: [
        { value: 'company_admin', title: 'Superuser' },
        { value: 'company_ta', title: 'TA' },
        { value: 'company_panel', title: 'Interviewer' },
        { value: 'company_hiring_manager', title: 'Hiring manager' },
        { value: 'company_employee', title: 'Employee', feature_group: 'ats', feature: 'referral' },
        { value: 'agency', title: 'Agency' },
      ],
      job_people: {
        hiring_manager: ['company_hiring_manager', 'company_admin'],
        recruiters: ['company_ta', 'company_admin'],
        authorized_panel: ['company_ta', 'company_admin', 'company_panel', 'company_hiring_manager'],
      },
    },
  };
}
