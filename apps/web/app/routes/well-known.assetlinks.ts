import { assetLinks, jsonFile } from '~/features/app-links/app-links.server';

export function loader() {
  return jsonFile(assetLinks());
}
