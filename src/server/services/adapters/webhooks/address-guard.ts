import net from 'node:net';

// Which addresses a webhook may be sent to (api-contract.md: https to public addresses in production;
// WEBHOOK_ALLOW_PRIVATE also allows http and loopback or private ones). The check runs on the URL when
// an endpoint is created and again on every address its name resolves to when a delivery connects, so
// a public name that resolves to an internal address (SSRF, DNS rebinding) is refused.

const blocked = new net.BlockList();
// IANA special-purpose registries: this host, private networks, shared CGN space, loopback,
// link-local (cloud metadata at 169.254.169.254), protocol assignments, benchmarking, multicast, reserved
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net4, bits, 'ipv4');
for (const [net6, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net6, bits, 'ipv6');

/** Whether an IP address (v4 or v6, v4-mapped v6 included) is loopback, private or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

/** Names that never leave the machine or the local network, whatever DNS answers. */
function isLocalName(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || /\.(localhost|local|internal|lan|home\.arpa)$/.test(h);
}

export type UrlVerdict = 'ok' | 'invalid' | 'scheme' | 'private';

/** The rule checked when an endpoint is created (no DNS here: the delivery checks what names resolve to). */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password) return 'invalid';
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'scheme';
  if (allowPrivate) return 'ok';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return isPrivateAddress(host) ? 'private' : 'ok';
  return isLocalName(host) ? 'private' : 'ok';
}
