/** A private IPv4 address (10/8, 172.16/12, 192.168/16): a developer's phone on the local network. */
export const isPrivateIpHost = (hostname: string): boolean => {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  if (match === null) return false;
  const octets = match.slice(1).map(Number);
  if (octets.some((o) => o > 255)) return false;
  const [a, b] = octets as [number, number, number, number];
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
};

export const isMobileBrowser = (userAgent: string): boolean => /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);

/** Spec section 2: a debug banner shows on a local-network test host in a mobile browser. */
export const showDebugBanner = (hostname: string, userAgent: string): boolean =>
  isPrivateIpHost(hostname) && isMobileBrowser(userAgent);
