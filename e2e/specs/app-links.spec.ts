import { expect, test } from '@playwright/test';

interface AppleComponent {
  '/': string;
  exclude?: boolean;
}

/** Apple's matching, reduced to what the file uses: components in order, `*` and `?` as wildcards. */
function opensInApp(components: AppleComponent[], path: string): boolean {
  for (const c of components) {
    const pattern = new RegExp(`^${c['/'].replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
    if (pattern.test(path)) return !c.exclude;
  }
  return false;
}

test.describe('app links', () => {
  test('assetlinks.json hands every URL to the Android app', async ({ request }) => {
    const response = await request.get('/.well-known/assetlinks.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = (await response.json()) as { relation: string[]; target: { namespace: string; package_name: string; sha256_cert_fingerprints: string[] } }[];
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(0);
    for (const statement of body) {
      expect(statement.relation).toContain('delegate_permission/common.handle_all_urls');
      expect(statement.target.namespace).toBe('android_app');
      expect(statement.target.package_name).toMatch(/^[a-z][\w.]+$/);
      expect(statement.target.sha256_cert_fingerprints.length).toBeGreaterThan(0);
      for (const fp of statement.target.sha256_cert_fingerprints) expect(fp).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    }
  });

  test('apple-app-site-association covers every path except /login and /register', async ({ request }) => {
    const response = await request.get('/.well-known/apple-app-site-association');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = (await response.json()) as { applinks: { details: { appIDs: string[]; components: AppleComponent[] }[] } };
    expect(body.applinks.details.length).toBeGreaterThan(0);
    for (const detail of body.applinks.details) {
      expect(detail.appIDs.length).toBeGreaterThan(0);
      for (const id of detail.appIDs) expect(id).toMatch(/^[A-Z0-9]{10}\.[\w.-]+$/);

      for (const path of ['/login', '/register']) expect(opensInApp(detail.components, path), path).toBe(false);
      for (const path of ['/', '/product/paracetamol-500-mg', '/order', '/profile/address', '/search', '/auth', '/auth/login', '/login/help', '/registered'])
        expect(opensInApp(detail.components, path), path).toBe(true);
    }
  });
});
