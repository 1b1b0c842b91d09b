/**
 * Where the hidden payment form may post (ADR 0070). A production build names the gateway's origins in
 * `VITE_PAYMENT_GATEWAY_ORIGINS` (comma-separated, e.g. `https://secure.gateway.example`). A build without it
 * trusts only the reference server's fake gateway, and only when the app itself runs on a loopback host: the
 * gateway listens on the app's port + 2 (the server's documented default). Anywhere else the list is empty and
 * every checkout is refused before anything is posted. The PGData answer never widens this list.
 */
export interface GatewayOriginsEnv {
  VITE_PAYMENT_GATEWAY_ORIGINS?: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Exact origins (`scheme://host:port`) from the comma-separated setting; anything unparsable is left out. */
function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .flatMap((entry) => {
      try {
        const url = new URL(entry);
        return url.origin === 'null' ? [] : [url.origin];
      } catch {
        return [];
      }
    });
}

/** The allowlist for an app served at `appLocation` with the build's `env`. */
export function gatewayOriginsFrom(
  env: GatewayOriginsEnv,
  appLocation: Pick<Location, 'protocol' | 'hostname' | 'port'>,
): string[] {
  const configured = env.VITE_PAYMENT_GATEWAY_ORIGINS?.trim();
  if (configured) return parseOrigins(configured);
  const port = Number(appLocation.port);
  if (!LOOPBACK_HOSTS.has(appLocation.hostname) || !Number.isInteger(port) || port <= 0) return [];
  return [`${appLocation.protocol}//${appLocation.hostname}:${port + 2}`];
}

/** The app's allowlist, from its build environment and where it runs. */
export function paymentGatewayOrigins(): string[] {
  return gatewayOriginsFrom(import.meta.env as GatewayOriginsEnv, window.location);
}
