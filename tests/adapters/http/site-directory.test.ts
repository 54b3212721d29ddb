// SiteDirectory against the real server's /config/{pin}, and the https rule for the base it answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSiteDirectory } from '../../../src/adapters/http/http-site-directory.ts';
import { ServiceError } from '../../../src/core/domain/service-error.ts';
import { closedOrigin, rawServer, startListeningServer, type ListeningServer } from '../support/listening-server.ts';

let server: ListeningServer;
beforeAll(async () => {
  server = await startListeningServer();
}, 60_000);
afterAll(() => server?.close());

describe('HttpSiteDirectory', () => {
  it("answers the demo pin's API base; the loopback host keeps plain http", async () => {
    await expect(new HttpSiteDirectory(`${server.origin}/`).apiBaseFor('8888')).resolves.toBe(server.origin);
  });

  it('an unknown pin is E120, a malformed one V103 (encoded, so it cannot change the path)', async () => {
    const sites = new HttpSiteDirectory(server.origin);
    await expect(sites.apiBaseFor('0000')).rejects.toMatchObject({ status: 'E120', transport: false });
    await expect(sites.apiBaseFor('88/../88')).rejects.toMatchObject({ status: 'V103' });
    await expect(sites.apiBaseFor('')).rejects.toMatchObject({ status: 'E120' });
  });

  it("answers a pin's brand before login, and null for an unknown pin", async () => {
    const sites = new HttpSiteDirectory(server.origin);
    await expect(sites.brandFor('8888')).resolves.toMatchObject({ title: 'Tikam Demo' });
    const other = await sites.brandFor('7777');
    expect(other?.title).not.toBe('Tikam Demo');
    await expect(sites.brandFor('0000')).resolves.toBeNull();
  });

  it('no server at the config address is E101 with transport set', async () => {
    const failure = await new HttpSiteDirectory(await closedOrigin())
      .apiBaseFor('8888')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({ status: 'E101', transport: true });
  });

  it('a config host answering a plain-http remote base gets it back as https', async () => {
    const config = await rawServer((_request, response) => response.end('http://api.example.com:8443/tikam/\n'));
    try {
      await expect(new HttpSiteDirectory(config.origin).apiBaseFor('8888')).resolves.toBe(
        'https://api.example.com:8443/tikam',
      );
    } finally {
      await config.close();
    }
  });
});
