import { describe, expect, it } from 'vitest';
import { UploadAborted, xhrUpload, type XhrLike } from './xhr-upload';

class FakeXhr implements XhrLike {
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

describe('xhrUpload', () => {
  it('posts the form with the cookie and headers, reports progress, and reads the JSON answer', async () => {
    const xhr = new FakeXhr();
    const seen: number[] = [];
    const form = new FormData();
    form.append('upload_preset', 'prescription');
    const pending = xhrUpload(
      {
        url: '/api/files',
        form,
        headers: { 'App-Platform': 'web' },
        onProgress: (f) => seen.push(f),
      },
      () => xhr,
    );
    expect(xhr.opened).toEqual(['POST', '/api/files']);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ 'App-Platform': 'web' });
    expect(xhr.sent).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 70, total: 0 });
    xhr.answer(201, '{"data":{"data":[{"id":"f1"}]}}');
    await expect(pending).resolves.toEqual({
      status: 201,
      body: { data: { data: [{ id: 'f1' }] } },
    });
    expect(seen).toEqual([0.25, 1]);
  });

  it('answers status 0 when the network fails and null for a body that is not JSON', async () => {
    const down = new FakeXhr();
    const offline = xhrUpload({ url: '/api/files', form: new FormData(), headers: {} }, () => down);
    down.onerror?.();
    await expect(offline).resolves.toEqual({ status: 0, body: null });

    const proxy = new FakeXhr();
    const html = xhrUpload({ url: '/api/files', form: new FormData(), headers: {} }, () => proxy);
    proxy.answer(413, '<html>Too large</html>');
    await expect(html).resolves.toEqual({ status: 413, body: null });
  });

  it('stops when its signal aborts', async () => {
    const xhr = new FakeXhr();
    const controller = new AbortController();
    const pending = xhrUpload(
      {
        url: '/api/files',
        form: new FormData(),
        headers: {},
        signal: controller.signal,
      },
      () => xhr,
    );
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(UploadAborted);
  });
});
