/**
 * Which addresses a webhook may be sent to (SSRF): the policy, on ipaddr.js's range
 * classification, checked when a URL is saved and again on every delivery after DNS.
 *
 * - Always refused (even with WEBHOOK_ALLOW_PRIVATE_URLS=true), since cloud metadata and
 *   credentials are served there: link-local 169.254.0.0/16 and fe80::/10 as a whole, the other
 *   metadata addresses (METADATA_NETWORKS), metadata host names (METADATA_HOSTS), and any IPv6
 *   address carrying a link-local IPv4 address (embeddedIPv4).
 * - Refused unless WEBHOOK_ALLOW_PRIVATE_URLS=true: every address ipaddr.js does not class as
 *   `unicast` (loopback, RFC 1918 private, CGNAT 100.64.0.0/10, unique-local fc00::/7, multicast,
 *   unspecified, broadcast, reserved and documentation ranges, …), an IPv6 address carrying such an
 *   IPv4 address, and local-use NAT64 64:ff9b:1::/48.
 *
 * Host names are checked by every address they resolve to; a delivery connects to exactly the
 * addresses checked (pinnedLookup), never resolving the name again.
 */
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to all its addresses, as `dns.promises.lookup(host, { all: true })` does (the default). */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

/** The system resolver (getaddrinfo, /etc/hosts included). */
export const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true });

/** The message of a refused URL (at save, in VALIDATION_ERROR's details.url). */
export const REFUSED = 'URL must not point to a private, loopback, link-local or metadata address';

/** Host names of cloud metadata services (and their subdomains): refused whatever they resolve to. */
const METADATA_HOSTS = ['metadata', 'metadata.google.internal', 'metadata.goog', 'metadata.azure.com', 'instance-data', 'instance-data.ec2.internal'];

/** Metadata addresses outside link-local: AWS and Google Cloud over IPv6, Alibaba Cloud, Oracle Cloud. */
const METADATA_NETWORKS = ['fd00:ec2::254/128', 'fd20:ce::254/128', '100.100.100.200/32', '192.0.0.192/32'].map((cidr) => ipaddr.parseCIDR(cidr));

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Where an address leads: the public internet, inside a network, or to where metadata is served. */
type Reach = 'public' | 'internal' | 'metadata';
const worst = (reaches: Reach[]): Reach => (reaches.includes('metadata') ? 'metadata' : reaches.includes('internal') ? 'internal' : 'public');

const cidr = (text: string) => ipaddr.parseCIDR(text) as [ipaddr.IPv6, number];
const IPV4_MAPPED = cidr('::ffff:0:0/96');
const IPV4_COMPATIBLE = cidr('::/96');
const IPV4_TRANSLATED = cidr('::ffff:0:0:0/96'); // RFC 6145
const NAT64 = cidr('64:ff9b::/96'); // RFC 6052
const LOCAL_NAT64 = cidr('64:ff9b:1::/48'); // RFC 8215
const SIX_TO_FOUR = cidr('2002::/16'); // RFC 3056
const TEREDO = cidr('2001::/32'); // RFC 4380

const ipv4 = (bytes: number[]) => new ipaddr.IPv4(bytes);

/** The IPv4 address an RFC 6052 address holds after a prefix of `prefixLength` bits (bits 64 to 71 stay zero). */
function rfc6052(bytes: number[], prefixLength: number): ipaddr.IPv4 {
  const octets: number[] = [];
  for (let i = prefixLength / 8; octets.length < 4; i++) if (i !== 8) octets.push(bytes[i]!);
  return ipv4(octets);
}

/**
 * The IPv4 addresses an IPv6 address carries, by which a connection may reach them: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), IPv4-translated, NAT64 (64:ff9b::/96; the local-use
 * 64:ff9b:1::/48 at every prefix length RFC 6052 allows there), 6to4 (2002:aabb:ccdd::) and Teredo
 * (server and client). Empty for any other address.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const bytes = address.toByteArray();
  const last = ipv4(bytes.slice(12));
  if (address.match(IPV4_MAPPED) || address.match(IPV4_COMPATIBLE) || address.match(IPV4_TRANSLATED) || address.match(NAT64)) return [last];
  if (address.match(LOCAL_NAT64)) return [48, 56, 64, 96].map((length) => rfc6052(bytes, length));
  if (address.match(SIX_TO_FOUR)) return [ipv4(bytes.slice(2, 6))];
  if (address.match(TEREDO)) return [ipv4(bytes.slice(4, 8)), ipv4(bytes.slice(12).map((byte) => byte ^ 0xff))];
  return [];
}

/** Where `address` leads (see the module comment). */
function reachOf(address: Address): Reach {
  if (METADATA_NETWORKS.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits))) return 'metadata';
  if (address.kind() === 'ipv6') {
    const embedded = embeddedIPv4(address as ipaddr.IPv6);
    if (embedded.length) return worst([...embedded.map(reachOf), address.match(LOCAL_NAT64) ? 'internal' : 'public']);
  }
  const range = address.range();
  return range === 'linkLocal' ? 'metadata' : range === 'unicast' ? 'public' : 'internal';
}

const isRefused = (reach: Reach, allowPrivate: boolean) => reach === 'metadata' || (reach === 'internal' && !allowPrivate);

/** A URL's host name as compared: lower case, without IPv6 brackets or trailing dots, however many (`metadata.google.internal..` is that name). */
const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.+$/, '');

/** The outcome of checking a host: the addresses to connect to, a refusal, or no address. */
export type HostCheck = { addresses: LookupAddress[] } | { refused: string } | { unresolved: string };

/**
 * Checks the host of a URL (`hostname` as WHATWG URL parsing gives it, so 2852039166 or 0251.0376.0251.0376 is already
 * 169.254.169.254) under the policy of the module comment, resolving a name with `resolve` within `timeoutMs`.
 * Returns the addresses it may connect to (all checked), `refused` naming the refused address, or `unresolved` with why
 * (no address, a resolver error or timeout).
 */
export async function checkHost(hostname: string, allowPrivate: boolean, resolve: HostResolver, timeoutMs: number): Promise<HostCheck> {
  const host = bareHost(hostname);
  if (METADATA_HOSTS.some((name) => host === name || host.endsWith(`.${name}`))) return { refused: `${REFUSED} (${host})` };
  let addresses: LookupAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${host} did not resolve within ${timeoutMs / 1000} s`)), timeoutMs)));
    try {
      addresses = await Promise.race([resolve(host), timeout]);
    } catch (error) {
      return { unresolved: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
    if (!addresses.length) return { unresolved: `${host} has no address` };
  }
  for (const { address } of addresses) {
    if (!ipaddr.isValid(address) || isRefused(reachOf(ipaddr.parse(address)), allowPrivate)) return { refused: `${REFUSED} (${host === address ? host : `${host} is ${address}`})` };
  }
  return { addresses };
}

/**
 * A `lookup` for http.request that answers with `addresses` (checked by checkHost) whatever name is asked,
 * so the connection goes to a checked address and the name is not resolved again.
 */
export function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const usable = family ? addresses.filter((entry) => entry.family === family) : addresses;
    if (!usable.length) {
      const error = Object.assign(new Error(`No IPv${family} address`), { code: 'ENOTFOUND' });
      return options.all ? callback(error, []) : callback(error, '', 0);
    }
    if (options.all) callback(null, usable);
    else callback(null, usable[0]!.address, usable[0]!.family);
  };
}
