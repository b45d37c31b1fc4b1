import { PageMeta } from '~/components/page-meta';
import { useTranslation } from '~/i18n/translate';
import { StockScreen } from '~/console/stock/stock-screen';
import { loadStock, stockAction } from '~/console/stock/stock.server';
import type { Route } from './+types/console.stock';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStock(request, context);
}

/** Adjust, receive a batch or set the low-stock threshold; the screen is read again afterwards. */
export function action({ request, context }: Route.ActionArgs) {
  return stockAction(request, context);
}

/** Issue 15: stock per pharmacy (docs/decisions/040-stock-ledger.md). */
export default function ConsoleStockPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('consoleStock.title')} />
      <StockScreen data={loaderData} />
    </>
  );
}
