// The production build on the real server over the demo site, as the scripts that measure a phone's view
// (`npm run lighthouse`, `npm run bench:first-load`) serve it: PGlite in memory, seeded at the tests' start
// instant, with a clock standing there, listening on a free port of 127.0.0.1.
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/store/database.ts';
import { seedDemoSite } from '../../server/store/seed-demo.ts';
import { START_INSTANT } from './e2e-app.ts';

export interface DemoServer {
  /** `http://127.0.0.1:port`. */
  base: string;
  close: () => Promise<void>;
}

export async function startDemoServer(clientDir: string): Promise<DemoServer> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDemoSite(database.db, new Date(START_INSTANT));
  const server = await buildApp({ db: database.db, clock: { now: () => START_INSTANT }, clientDir });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}
