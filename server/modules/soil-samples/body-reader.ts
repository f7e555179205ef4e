// Reads a raw request body (the report file) into memory up to a limit, answering a clear 413 past it rather
// than Fastify's general "body too large" (docs/product/fields-and-soil.md "Report file").
import type { FastifyRequest } from 'fastify';
import { HttpError } from '@/server/lib/http-error';

export function readBodyUpTo(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  limit: number,
  tooLarge: string,
): Promise<Buffer> {
  const refuse = () => new HttpError(413, tooLarge, { code: 'file_too_large', errors: { file: [tooLarge] } });
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(refuse());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    payload.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        reject(refuse());
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    payload.on('error', (error) => {
      if (!done) reject(error);
    });
  });
}
