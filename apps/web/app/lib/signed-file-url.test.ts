import { describe, expect, it } from 'vitest';
import { signedFilePath } from './signed-file-url.ts';

describe('signedFilePath', () => {
  it('keeps the path and the signature, drops the origin', () => {
    expect(signedFilePath('http://localhost:3000/api/files/abc/content?expires=1&signature=x_y')).toBe('/api/files/abc/content?expires=1&signature=x_y');
    expect(signedFilePath('/api/files/abc/content?expires=1&signature=z')).toBe('/api/files/abc/content?expires=1&signature=z');
  });
});
