// API answers compressed on the fly above a size threshold: a results page or a long receipt
// list shrinks 5-10× over a phone's connection, while a tiny answer ({"Code":0,...}) goes as it is, since
// compressing it would cost more CPU than the bytes it saves. Built assets are not compressed here: the
// build already wrote their .br/.gz twins (serve-client.ts), and a response that already has a
// Content-Encoding is left alone by @fastify/compress.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go uncompressed. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4: most of brotli's gain at a fraction of quality 11's CPU, which is for build time only.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
