import type { StockLedgerTables } from '../modules/catalog/stock.tables.ts';
import type { ArticlesTables } from '../modules/articles/articles.tables.ts';
import type { InfoPagesTables } from '../modules/pages/pages.tables.ts';
import type { HealthTables } from '../modules/health/health.tables.ts';
import type { ProfileTables } from '../modules/accounts/profile.tables.ts';
import type { PrivacyTables } from '../modules/privacy/privacy.tables.ts';
import type { Kysely, Transaction } from 'kysely';
import type { AccountsTables } from '../modules/accounts/accounts.tables.ts';
import type { AddressesTables } from '../modules/addresses/addresses.tables.ts';
import type { CartTables } from '../modules/cart/cart.tables.ts';
import type { OrdersTables } from '../modules/orders/orders.tables.ts';
import type { PaymentsTables } from '../modules/payments/payments.tables.ts';
import type { CatalogTables } from '../modules/catalog/catalog.tables.ts';
import type { ContentTables } from '../modules/content/content.tables.ts';
import type { PharmaciesTables } from '../modules/pharmacies/pharmacies.tables.ts';
import type { MediaTables } from '../modules/media/media.tables.ts';
import type { FilesTables } from '../modules/files/files.tables.ts';
import type { AuditTables } from '../modules/audit/audit.tables.ts';
import type { PrescriptionsTables } from '../modules/prescriptions/prescriptions.tables.ts';
import type { RedemptionTables } from '../modules/prescriptions/redemption.tables.ts';
import type { NotificationsTables } from '../modules/notifications/notifications.tables.ts';
import type { CampaignsTables } from '../modules/campaigns/campaigns.tables.ts';
import type { DoctorsTables } from '../modules/doctors/doctors.tables.ts';
import type { WalletTables } from '../modules/wallet/wallet.tables.ts';
import type { PromotionsTables } from '../modules/promotions/promotions.tables.ts';
import type { KycTables } from '../modules/wallet/kyc.tables.ts';
import type { AppointmentsTables } from '../modules/appointments/appointments.tables.ts';
import type { ChatTables } from '../modules/chat/chat.tables.ts';
import type { ConsultationsTables } from '../modules/consultations/consultations.tables.ts';
import type { RealtimeTables } from '../platform/realtime/realtime.tables.ts';
import type { JobsTables } from '../platform/jobs/jobs.tables.ts';
import type { OutboxTables } from '../platform/messaging/outbox.tables.ts';
import type { PaymentSandboxTables } from '../platform/payments/payment-sandbox.tables.ts';
import type { ShippingSandboxTables } from '../platform/shipping/shipping-sandbox.tables.ts';

/** The whole schema, assembled from each module's own tables. */
export interface Database extends AccountsTables, AddressesTables, CartTables, OrdersTables, PaymentsTables, CatalogTables, ContentTables, PharmaciesTables, MediaTables, FilesTables, AuditTables, PrescriptionsTables, RedemptionTables, NotificationsTables, CampaignsTables, DoctorsTables, WalletTables, KycTables, PromotionsTables, AppointmentsTables, ChatTables, ConsultationsTables, RealtimeTables, OutboxTables, JobsTables, PaymentSandboxTables, ShippingSandboxTables, ArticlesTables, InfoPagesTables, HealthTables, ProfileTables, PrivacyTables, StockLedgerTables {}

/** What a repository takes: the database or a transaction of it. */
export type Executor = Kysely<Database> | Transaction<Database>;
