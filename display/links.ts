// The control link a phone can open: a big screen opened on the service's own
// machine (`localhost`) would otherwise show a QR code no phone can reach.

const LOOPBACK = /^(localhost|127(?:\.\d+){3}|\[::1\])$/;

/** `url` with its origin moved to the first of the service's network addresses when it is a loopback one. */
export function reachableUrl(url: string, addresses: readonly string[]): string {
  const parsed = new URL(url);
  const lan = addresses[0];
  if (!lan || !LOOPBACK.test(parsed.hostname)) return url;
  return `${lan.replace(/\/+$/, '')}${parsed.pathname}${parsed.search}`;
}
