/**
 * A Fastify hello-world in its own process, for `npm run bench:server` to put PostBet beside: what the
 * same machine, framework and load generator do when a request costs nothing. Prints { url }, stops on SIGTERM.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
