// API answers compressed on the fly above a size threshold: a results page or a long receipt list shrinks
// 5-10× over a phone's connection, while a small answer goes as it is, since compressing it costs more than
// the bytes it saves. Small means under 2 KB, which covers a bet's answer for a sheet of up to ten lines
// (1.2 KB for five): with its ~1 KB of headers that is three TCP segments, inside the first round trip's
// window (ten segments) compressed or not, so compression would save the phone about a kilobyte, a few ms on
// the slowest link and no round trip. It cost the server about 0.1 ms of CPU a bet (a quarter of its share
// of a bet, docs/operations.md) and the caller the decompression. Built assets are not compressed here: the
// build already wrote their .br/.gz twins (serve-client.ts), and a response that already has a
// Content-Encoding is left alone by @fastify/compress.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go uncompressed. */
export const COMPRESS_THRESHOLD_BYTES = 2048;

export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4: most of brotli's gain at a fraction of quality 11's CPU, which is for build time only.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
