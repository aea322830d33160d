// safeReturnUrl keeps a returnUrl only when it is a same-origin path:
// it starts with "/" but not "//" (nor "/\", which browsers read as "//").
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
