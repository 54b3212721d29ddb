// Answers serialised from a schema (contract/answer-schemas.ts) are the bytes JSON.stringify would write:
// fast-json-stringify drops a field its schema lacks and writes fields in the schema's order, so a brand
// with a field more, a field out of order or a string escaped differently fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, ok } from '../../server/http/envelope.ts';
import { brandOf } from '../../server/services/site-info.ts';
import { STAR_PIN } from '../../server/store/seed-demo.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const site = (pin: string) =>
  server.ctx.db.selectFrom('sites').selectAll().where('pin', '=', pin).executeTakeFirstOrThrow();
const brandCall = (pin: string) => server.call(undefined, { method: 'GET', url: `/config/${pin}/brand` });

describe('GET /config/{pin}/brand, serialised from its schema', () => {
  it('writes each demo site’s brand exactly as JSON.stringify would', async () => {
    for (const pin of ['8888', STAR_PIN]) {
      const response = await brandCall(pin);
      expect(response.body).toBe(JSON.stringify(ok(brandOf(await site(pin)))));
    }
  });

  it('writes quotes, backslashes, control characters and any script unchanged, and leaves out fields a brand lacks', async () => {
    const before = await site(STAR_PIN);
    const brand = {
      title: 'Lucky "Star" \\ 幸运星 ⭐\u2028\u0007',
      primary: '#000',
      accent: '',
      icon: 'star',
      extra: 'not part of a brand',
    };
    await server.ctx.db
      .updateTable('sites')
      .set({ brand_json: JSON.stringify(brand) })
      .where('id', '=', before.id)
      .execute();
    try {
      const response = await brandCall(STAR_PIN);
      expect(response.body).toBe(JSON.stringify(ok(brandOf(await site(STAR_PIN)))));
      expect(response.json().data.title).toBe(brand.title);
      expect(response.body).not.toContain('extra');
    } finally {
      await server.ctx.db
        .updateTable('sites')
        .set({ brand_json: before.brand_json })
        .where('id', '=', before.id)
        .execute();
    }
  });

  it('writes a refusal with HTTP 200 (E120: no such pin) through the same schema, unchanged', async () => {
    const response = await brandCall('9999');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(envelope('E120')));
  });
});
