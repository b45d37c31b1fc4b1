import type { Category, ProductFacets, ProductSummary } from '@apotek/contract/catalog';
import type { CatalogFilters } from './filters';

/** The chosen pharmacy as pages show it. */
export interface ChosenStore {
  id: number;
  slug: string;
  name: string;
  /** Kilometres from where the shopper was placed, when known (the product page's "Dikirim dari …"). */
  distance_km?: number | null;
  /** True when the site picked it (nearest with stock), false when the shopper chose it. */
  auto?: boolean;
}

/** The categories along the selected path: every top category, then children of what is selected. */
export interface CategoryPath {
  categories: Category[];
  subCategories: Category[];
  segments: Category[];
}

/** Everything a catalogue list page renders; loaders build it, views only read it. */
export interface CatalogData {
  filters: CatalogFilters;
  products: ProductSummary[];
  page: number;
  lastPage: number;
  total: number;
  facets: ProductFacets;
  correctedQuery: string | null;
  tree: CategoryPath;
  store: ChosenStore | null;
}
