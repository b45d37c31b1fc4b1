import { cutName, NAME_CUT } from '@apotek/contract/constants';

/** The customer's name as a top bar shows it: 10 characters + '..' on desktop, 7 + '..' on mobile. */
export function topBarName(name: string, bar: keyof typeof NAME_CUT): string {
  return cutName(name.trim(), NAME_CUT[bar]);
}
