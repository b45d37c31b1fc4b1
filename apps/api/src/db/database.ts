import type { Kysely, Transaction } from 'kysely';
import type { AccountsTables } from '../modules/accounts/accounts.tables.ts';
import type { CatalogTables } from '../modules/catalog/catalog.tables.ts';
import type { ContentTables } from '../modules/content/content.tables.ts';
import type { PharmaciesTables } from '../modules/pharmacies/pharmacies.tables.ts';
import type { OutboxTables } from '../platform/messaging/outbox.tables.ts';

/** The whole schema, assembled from each module's own tables. */
export interface Database extends AccountsTables, CatalogTables, ContentTables, PharmaciesTables, OutboxTables {}

/** What a repository takes: the database or a transaction of it. */
export type Executor = Kysely<Database> | Transaction<Database>;
