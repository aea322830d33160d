// The product line is chosen by the URL's path prefix.
export type ProductLine = 'ats' | 'screeno' | 'wand' | 'talenthub';

export function productLineOf(pathname: string): ProductLine {
  if (pathname === '/screeno' || pathname.startsWith('/screeno/')) return 'screeno';
  if (pathname.startsWith('/wand')) return 'wand';
  if (pathname === '/talenthub' || pathname.startsWith('/talenthub/')) return 'talenthub';
  return 'ats';
}

export const loginPath: Record<ProductLine, string> = {
  ats: '/login',
  screeno: '/screeno/login',
  wand: '/wand/login',
  talenthub: '/talenthub/login',
};

export const registerPath: Record<ProductLine, string> = {
  ats: '/register',
  screeno: '/screeno/register',
  wand: '/wand/register',
  talenthub: '/talenthub/register',
};

// homePath is where a company user lands after login without a returnUrl.
export const homePath: Record<ProductLine, string> = {
  ats: '/dashboard',
  screeno: '/screeno',
  wand: '/wand',
  talenthub: '/talenthub/dashboard',
};

// loginRedirect is the matching login with the page asked for as returnUrl.
export function loginRedirect(pathname: string, search = ''): string {
  const login = loginPath[productLineOf(pathname)];
  return `${login}?returnUrl=${encodeURIComponent(pathname + search)}`;
}
