import { appleAppSiteAssociation, jsonFile } from '~/features/app-links/app-links.server';

export function loader() {
  return jsonFile(appleAppSiteAssociation());
}
