import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The contract validates phones with libphonenumber's full metadata (`max`, 52 KB gzip), which the API
 * needs to tell a real Indonesian number from a well-shaped one. The browser never decides that: it only
 * re-reads numbers the server has already checked. Its bundle takes the `min` set (ADR 020).
 */
function browserPhoneMetadata(): Plugin {
  return {
    name: 'apotek:browser-phone-metadata',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source !== 'libphonenumber-js/max') return null;
      return this.resolve('libphonenumber-js/min', importer, { skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), browserPhoneMetadata()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
});
