/**
 * A signed file URL (GET /api/files/{id}/content?expires&signature) names the API's public origin, which
 * need not be the origin the page was loaded from (localhost against 127.0.0.1, a proxy's host). Its path
 * and signature work on any host, so pages load it from their own origin: the CSP's img-src and frame-src
 * 'self' then hold whatever the public URL says.
 */
export function signedFilePath(url: string): string {
  try {
    const parsed = new URL(url, 'http://local.invalid');
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}
