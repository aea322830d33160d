import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { reportUsage, type UsagePage } from '../lib/usage';

// UsageReport reports the screen's page identifier each time its address
// changes (another job, another candidate), once the route guard let the
// person in.
export function UsageReport({ page }: { page: UsagePage }) {
  const { pathname } = useLocation();
  useEffect(() => reportUsage(page), [page, pathname]);
  return null;
}
