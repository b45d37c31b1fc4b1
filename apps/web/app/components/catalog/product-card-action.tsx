import { createContext, useContext, type ReactNode } from 'react';
import type { ProductSummary } from '@apotek/contract/catalog';

type CardAction = (product: ProductSummary) => ReactNode;

/**
 * What a product card offers under its price (the cart's "add" button). A layout provides it, so cards
 * stay design-system pieces that know nothing of the cart, and pages without a cart show none.
 */
const CardActionContext = createContext<CardAction | null>(null);

export function ProductCardActionProvider({ action, children }: { action: CardAction; children: ReactNode }) {
  return <CardActionContext.Provider value={action}>{children}</CardActionContext.Provider>;
}

export function useProductCardAction(): CardAction | null {
  return useContext(CardActionContext);
}
