import { routes } from '@apotek/contract';
import type { FastifyReply } from 'fastify';
import { notFound } from '../../platform/api-error.ts';
import { ok } from '../../platform/envelope.ts';
import type { RegionDirectory, RegionEntry } from '../../platform/regions/region-directory.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';

/** The Kemendagri list changes with a regulation, not within a day: let browsers and CDNs keep it. */
function cacheable(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'public, max-age=86400');
}

const region = (r: RegionEntry) => ({ code: r.code, name: r.name });

/** The province → city → district → village pickers of the address form. An unknown code is a 404. */
export function regionsRoutes(define: RouteRegistrar, regions: RegionDirectory): void {
  define(routes.provinces, async ({ reply }) => ok(cacheable(reply), (await regions.provinces()).map(region)));

  define(routes.provinceCities, async ({ params, reply }) => {
    const province = await regions.find('provinces', params.id);
    if (!province) throw notFound();
    return ok(cacheable(reply), { province: region(province), cities: (await regions.children('cities', province.code)).map(region) });
  });

  define(routes.cityDistricts, async ({ params, reply }) => {
    const city = await regions.find('cities', params.id);
    if (!city) throw notFound();
    return ok(cacheable(reply), { city: region(city), districts: (await regions.children('districts', city.code)).map(region) });
  });

  // idn-area-data has no postal codes; the field is there (null) so a later source can fill it.
  define(routes.districtVillages, async ({ params, reply }) => {
    const district = await regions.find('districts', params.id);
    if (!district) throw notFound();
    const villages = (await regions.children('villages', district.code)).map((v) => ({ ...region(v), postal_code: null }));
    return ok(cacheable(reply), { district: region(district), villages });
  });

  define(routes.cities, async ({ query, reply }) => {
    const cities = await regions.searchCities(query.q || query.search, query.province);
    return ok(cacheable(reply), cities.map((c) => ({ ...region(c), province_code: c.parent })));
  });
}
