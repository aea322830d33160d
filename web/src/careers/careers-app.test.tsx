import { describe, expect, it } from 'vitest';
import { route } from './careers-app';

describe('the careers routes', () => {
  it('are the spec’s, in its order', () => {
    expect(route('/acme/senior-go-1/apply')).toEqual({ page: 'apply', company: 'acme', job: 'senior-go-1' });
    expect(route('/acme/job-embed')).toEqual({ page: 'embed', company: 'acme' });
    expect(route('/acme')).toEqual({ page: 'landing', company: 'acme' });
    expect(route('/acme/')).toEqual({ page: 'landing', company: 'acme' });
    expect(route('/')).toEqual({ page: 'none' });
    expect(route('/acme/x/y/z')).toEqual({ page: 'none' });
  });
});
