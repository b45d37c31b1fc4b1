import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

/** A React render's output collected into one buffer (React writes it synchronously once all is ready). */
class Collector extends Writable {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  constructor(private readonly done: (body: Buffer) => void) {
    super();
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.chunks.push(chunk);
    this.size += chunk.byteLength;
    callback();
  }
  override _final(callback: () => void) {
    this.done(Buffer.concat(this.chunks, this.size));
    callback();
  }
}

/**
 * React Router's default Node entry, plus the CSP nonce the host gives in the load context.
 *
 * A page whose whole content is ready when its shell is (every page today: loaders await their data, and
 * nothing suspends on the server) is sent as one buffer with its Content-Length, so the host writes it in
 * one go and compresses it in one call. Streamed in chunks, each chunk waited for a turn of a busy event
 * loop, which is what made the p99 of seconds under load (docs/decisions/021-ssr-speed.md). A page with a
 * Suspense boundary still pending streams its shell first, as before; crawlers always get it whole.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let allReady = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell first and the rest streamed.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const whole = () => {
      pipe(
        new Collector((body) => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.set('Content-Length', String(body.byteLength));
          // Buffer.concat never returns shared memory; the cast only narrows its type for Response.
          resolve(new Response(body as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode }));
        }),
      );
    };

    const streamed = () => {
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          callback();
        },
      });
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      pipe(body);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          allReady = true;
          if (readyOption === 'onAllReady') {
            shellRendered = true;
            whole();
          }
        },
        onShellReady() {
          if (readyOption !== 'onShellReady') return;
          shellRendered = true;
          // React calls onAllReady right after this, in the same task, when nothing is left pending.
          queueMicrotask(() => (allReady ? whole() : streamed()));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
