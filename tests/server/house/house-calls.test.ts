// The house screens' own calls (docs/house.md): who may run which (the house operator, a site's company
// account, nobody else), the preview's ticket count matching what publishing then settles, E155 before
// the draw shown in the preview too, and a site's link lists replaced as a whole and handed to its members.
// The test clock starts on Wednesday 2026-11-18 10:00 GMT+8: M draws at 19:00.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';
import { bet, fourD } from '../settlement-shares/support.ts';

let server: TestServer;
const HOUR = 3_600_000;
const get = async (username: string, url: string) =>
  (await server.call(await tokenFor(server, username), { method: 'GET', url })).json();
const post = async (username: string, url: string, payload: object) =>
  (await server.call(await tokenFor(server, username), { method: 'POST', url, payload })).json();
const preview = (username: string, drawDate = '2026-11-18') =>
  get(username, `/admin/results/preview?drawType=M&drawDate=${drawDate}`);

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

describe('who may run which house screen', () => {
  it('answers each caller about itself: the house operator both, a site company its site, an agent nothing', async () => {
    expect(await get('admin', '/admin/access')).toMatchObject({
      status: 'S100',
      data: { house: true, site: true, pin: '8888' },
    });
    expect(await get('starhq', '/admin/access')).toMatchObject({ data: { house: false, site: true, pin: '7777' } });
    expect(await get('agent1', '/admin/access')).toMatchObject({ data: { house: false, site: false } });
    expect(await get('member1', '/admin/access')).toMatchObject({ data: { house: false, site: false } });
  });

  it('refuses the preview to all but the house operator, and the links to all but a company account', async () => {
    for (const username of ['starhq', 'agent1', 'member1'])
      expect(await preview(username)).toMatchObject({ status: 'E103' });
    for (const username of ['agent1', 'member1', 'staragent']) {
      expect(await get(username, '/admin/links')).toMatchObject({ status: 'E103' });
      expect(await post(username, '/admin/links', { member: [], welfare: [] })).toMatchObject({ status: 'E103' });
    }
  });
});

describe('the result preview', () => {
  it('counts the tickets publishing settles, says the draw is too early before 19:00, and matches the publish', async () => {
    expect((await bet(server, 'member1', 'D\n#1\n1234#1\n5678#1')).status).toBe('S100');
    expect((await bet(server, 'star1', 'D\n#1\n1234#1', 'star1', 'SGD')).status).toBe('S100');
    const before = await preview('admin');
    expect(before).toMatchObject({
      status: 'S100',
      data: {
        drawType: 'M',
        drawDate: '2026-11-18',
        version: 0,
        result: null,
        tooEarly: true,
        drawAt: '2026-11-18 19:00 GMT+8',
      },
    });
    const tickets = before.data.tickets as number;
    expect(tickets).toBeGreaterThanOrEqual(3);
    expect(
      await post('admin', '/admin/results', { drawType: 'M', drawDate: '2026-11-18', fourD: fourD('1234') }),
    ).toMatchObject({ status: 'E155' });
    server.clock.advance(9 * HOUR);
    const first = await post('admin', '/admin/results', {
      drawType: 'M',
      drawDate: '2026-11-18',
      fourD: fourD('1234'),
    });
    expect(first).toMatchObject({ status: 'S100', data: { version: 1, changed: true, tickets } });
    const after = await preview('admin');
    expect(after).toMatchObject({
      data: { version: 1, tooEarly: false, tickets, result: { fourD: { first: '1234' } } },
    });
    const corrected = await post('admin', '/admin/results', {
      drawType: 'M',
      drawDate: '2026-11-18',
      fourD: fourD('5678'),
    });
    expect(corrected).toMatchObject({ data: { version: 2, changed: true, tickets } });
  });

  it('refuses a date that does not exist and an unknown draw type as bad input, not a 500', async () => {
    expect(await preview('admin', '2026-02-30')).toMatchObject({ status: 'V103' });
    expect(await get('admin', '/admin/results/preview?drawType=Q&drawDate=2026-11-18')).toMatchObject({
      status: 'V103',
    });
  });
});

describe("a site's links", () => {
  it('replaces both lists as a whole, in order, for its own site only; its members are handed them', async () => {
    const links = {
      member: [
        { name: 'Prize', url: 'https://example.com/prize' },
        { name: 'About', url: 'https://example.com/about' },
      ],
      welfare: [{ name: 'Help', url: 'http://example.org/help' }],
    };
    expect(await post('starhq', '/admin/links', links)).toMatchObject({ status: 'S100', data: links });
    expect(await get('starhq', '/admin/links')).toMatchObject({ data: links });
    expect(await get('star1', '/FDAPI/Report/GetMemberUrls')).toMatchObject({
      data: [
        { Name: 'Prize', Url: 'https://example.com/prize' },
        { Name: 'About', Url: 'https://example.com/about' },
      ],
    });
    const demo = await get('admin', '/admin/links');
    expect(demo.data.member).not.toEqual(links.member);
  });

  it('refuses an address that is not http(s), a control character and an empty name, saving nothing', async () => {
    const before = await get('starhq', '/admin/links');
    for (const bad of [
      { name: 'x', url: 'javascript:alert(1)' },
      { name: 'a\u0000b', url: 'https://example.com' },
      { name: '', url: 'https://example.com' },
      { name: '  ', url: 'https://example.com' },
    ]) {
      expect(await post('starhq', '/admin/links', { member: [bad], welfare: [] })).toMatchObject({ status: 'V103' });
    }
    expect(await get('starhq', '/admin/links')).toEqual(before);
  });
});
