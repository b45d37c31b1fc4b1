import type { AppLoadContext } from 'react-router';
import type { Address } from '@apotek/contract/addresses';
import { serverApi } from '~/lib/session.server';
import { failPageWithStatus } from '~/lib/page-errors.server';

/** Every address of the user (the book is capped by the API, so 100 covers it), default first. */
export async function loadAddresses(request: Request, context: AppLoadContext): Promise<{ addresses: Address[] }> {
  const result = await serverApi(request, context).call('myAddresses', { query: { perPage: 100 } });
  if (!result.ok) failPageWithStatus(result);
  const addresses = [...result.body.data.data].sort((a, b) => b.default_address - a.default_address);
  return { addresses };
}
