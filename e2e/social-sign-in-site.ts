import net from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { serveBuiltSite, type RunningSite } from '../scripts/bench/serve-built-site';

/** Who signs in at the provider next: the claims of the ID token it issues. */
export type ProviderPerson = { sub: string; email: string; name: string };

export type SocialSignInSite = {
  /** The site's origin, e.g. http://localhost:41234. */
  origin: string;
  /** Sets who the provider signs in next. */
  signInAs(person: ProviderPerson): void;
  stop(): Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * A second copy of the built site, configured as a site that offers Google and Facebook sign-in:
 * Google's OpenID Connect endpoints are those of a real local provider (oauth2-mock-server, as in
 * the server's social sign-in tests), so the browser really goes there and comes back. Facebook
 * only needs to be configured for its button to show (clicking it would leave for facebook.com).
 * Nothing of our own is stubbed.
 */
export async function startSocialSignInSite(): Promise<SocialSignInSite> {
  const provider = new OAuth2Server();
  let person: ProviderPerson = { sub: 'e2e-sub', email: 'e2e@example.com', name: 'E2E Person' };
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...person, email_verified: true });
  });

  let site: RunningSite;
  try {
    site = await serveBuiltSite(await freePort(), {
      // Each test is its own client behind a local proxy (X-Forwarded-For), as on the main site.
      TRUST_PROXY: 'loopback',
      ADMIN_INITIAL_PASSWORD: 'e2e-admin-password-0123',
      GOOGLE_CLIENT_ID: 'arthashala-e2e-client',
      GOOGLE_CLIENT_SECRET: 'e2e-client-secret',
      GOOGLE_DISCOVERY_URL: `${provider.issuer.url}/.well-known/openid-configuration`,
      FACEBOOK_CLIENT_ID: 'arthashala-e2e-facebook',
      FACEBOOK_CLIENT_SECRET: 'e2e-facebook-secret',
    });
  } catch (error) {
    await provider.stop();
    throw error;
  }
  const stop = async () => {
    await site.stop();
    await provider.stop();
  };
  const { origin } = site;

  return { origin, signInAs: (next) => void (person = next), stop };
}
