import { randomBytes } from 'node:crypto';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { REDACT_PATHS, scrubUrl } from './log-scrub.ts';

let productionStream: ReturnType<typeof pino.destination> | undefined;

/**
 * Logs go to stdout in 4 KB batches rather than one write per line: a synchronous write per request
 * cost about 40% of a small route's throughput (bench/health.bench.ts). What is buffered is written out
 * when the process exits, however it exits short of a kill -9.
 */
function bufferedStdout() {
  if (!productionStream) {
    const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
    process.on('exit', () => stream.flushSync());
    productionStream = stream;
  }
  return productionStream;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value.slice(0, 128) : undefined;
}

/**
 * Structured pino logs; pretty only for a person watching a dev terminal. The request line carries the
 * client headers every call sends, so a support question ("my visitor id is …") can be traced; its URL is
 * scrubbed and secrets anywhere in a line are redacted (log-scrub.ts). `stream` replaces stdout (tests).
 */
export function loggerOptions(config: { env: string; logLevel: string }, stream?: DestinationStream): FastifyServerOptions['logger'] {
  const pretty = !stream && config.env === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: scrubUrl(request.url),
          remoteAddress: request.ip,
          visitorId: header(request, 'visitor-id'),
          clientVersion: header(request, 'client-version'),
          appPlatform: header(request, 'app-platform'),
        };
      },
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
    ...(stream ? { stream } : config.env === 'production' ? { stream: bufferedStdout() } : {}),
  };
}

/** A secret only this process knows: the SSR plugin sends it on its in-process API calls (isInProcessCall). */
export const IN_PROCESS_HEADER = 'x-apotek-in-process';
export const IN_PROCESS_TOKEN = randomBytes(16).toString('hex');

/**
 * An API call a page made through `inject` while rendering. Its line is a debug line: the page's own line
 * carries the same request id, and a page makes several such calls, so at info they multiplied the log.
 */
function isInProcessCall(request: FastifyRequest): boolean {
  return request.headers[IN_PROCESS_HEADER] === IN_PROCESS_TOKEN;
}

export type AccessLog = 'on' | 'debug' | 'off';

/**
 * One access line per request, written when it completes, with the client headers and the status;
 * Fastify's default writes an extra "incoming request" line that doubles the logging cost. ACCESS_LOG
 * picks its level (`on` = info) or turns it off; failures are logged whatever it says.
 */
export class AccessLogController extends LogController {
  constructor(private readonly mode: AccessLog = 'on') {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    if (this.mode === 'off') return;
    const level = this.mode === 'debug' || isInProcessCall(request) ? 'debug' : 'info';
    reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
