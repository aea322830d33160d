// safeReturnUrl keeps a returnUrl only when it is a same-origin path: it
// starts with "/" but not "//" (nor "/\", which browsers read as "//"), and
// holds no control character or whitespace, which browsers strip before
// they read it ("/\t/evil.com" would become "//evil.com").
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(value)) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
