import { describe, expectTypeOf, it } from 'vitest';
import { api, type Body, type Data, type Query } from './client';
import type { components } from './types.gen';

// These hold at `npm run typecheck`: each @ts-expect-error line must fail
// to compile, so a wrong route, method, parameter or body is caught by tsc
// before it reaches the server. The calls never run.
function neverCalled() {
  // @ts-expect-error a route the API does not have
  void api.get('requisition');
  // @ts-expect-error a method the route does not answer
  void api.delete('vocabulary');
  // @ts-expect-error a query parameter the route does not take
  void api.get('users/list', { query: { role: 'company_ta' } });
  // @ts-expect-error a path parameter of the wrong type
  void api.get('requisitions/{id}', { path: { id: 'five' } });
  // @ts-expect-error the path parameters are required
  void api.get('requisitions/{id}');
  // @ts-expect-error a body field of the wrong type
  void api.post('rounds/reorder', { body: { ids: ['a'] } });
  // @ts-expect-error a sort the server does not know
  void api.getPage('candidate-applications', { query: { sort: 'random' } });
}

describe('the typed client', () => {
  it('infers answers, bodies and queries from the generated contract', () => {
    expectTypeOf(neverCalled).toBeFunction();
    expectTypeOf<Data<'requisitions/{id}'>>().toEqualTypeOf<components['schemas']['RequisitionResult']>();
    expectTypeOf(api.get<'vocabulary'>).returns.resolves.toEqualTypeOf<components['schemas']['Vocabulary']>();
    expectTypeOf<Body<'candidate-applications/{slug}/move'>>().toEqualTypeOf<components['schemas']['MoveRequest']>();
    expectTypeOf<NonNullable<Query<'candidate-applications'>['sort']>>().toEqualTypeOf<'newest' | 'oldest' | 'name' | 'updated' | 'match'>();
  });
});
