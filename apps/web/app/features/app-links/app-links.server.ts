/**
 * Digital Asset Links and Apple app-site-association for the mobile apps (SPEC §2: every path except
 * /login and /register opens in the app). Signing data comes from the environment; the dummies below
 * are documented placeholders that no real app matches.
 */
export const ANDROID_PACKAGE = 'id.apotek.app';
const DUMMY_SHA256 = '00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00';
const DUMMY_APPLE_APP_ID = 'TEAMID0000.id.apotek.app';

function list(value: string | undefined, fallback: string): string[] {
  const items = (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  return items.length > 0 ? items : [fallback];
}

/** ANDROID_SHA256_FINGERPRINTS: comma-separated SHA-256 certificate fingerprints of the release key. */
export function assetLinks(env: NodeJS.ProcessEnv = process.env) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: env.ANDROID_PACKAGE_NAME ?? ANDROID_PACKAGE,
        sha256_cert_fingerprints: list(env.ANDROID_SHA256_FINGERPRINTS, DUMMY_SHA256),
      },
    },
  ];
}

/** APPLE_APP_IDS: comma-separated `TEAMID.bundle.id` values. */
export function appleAppSiteAssociation(env: NodeJS.ProcessEnv = process.env) {
  return {
    applinks: {
      details: [
        {
          appIDs: list(env.APPLE_APP_IDS, DUMMY_APPLE_APP_ID),
          components: [
            { '/': '/login', exclude: true, comment: 'sign-in stays on the web' },
            { '/': '/register', exclude: true, comment: 'registration stays on the web' },
            { '/': '*', comment: 'everything else opens in the app' },
          ],
        },
      ],
    },
  };
}

export function jsonFile(body: unknown): Response {
  return new Response(JSON.stringify(body, null, 2), {
    headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' },
  });
}
