/** JSON over fetch, answering status and body whatever the status; the benches judge the answers. */

export interface Answer<T = unknown> {
  status: number;
  message: string;
  data: T;
  ms: number;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'visitor-id': 'bench', 'client-version': '0.0.0-bench', 'app-platform': 'web', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const res = await fetch(base + path, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  const text = await res.text();
  const ms = performance.now() - started;
  let json: { message?: unknown; data?: unknown } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    // not JSON (a proxy page, an empty 5xx): status and message say enough
  }
  return { status: res.status, message: typeof json.message === 'string' ? json.message : text.slice(0, 200), data: json.data as T, ms };
}

/** Throws unless the answer has one of the expected statuses; setup steps use it, the measured step does not. */
export function expectStatus<T>(answer: Answer<T>, what: string, ...ok: number[]): T {
  if (!ok.includes(answer.status)) throw new Error(`${what}: HTTP ${answer.status} ${answer.message}`);
  return answer.data;
}
