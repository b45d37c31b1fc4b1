import type { Migration } from 'kysely';
import * as m0041 from './20251125_0041_articles_banners.ts';
import * as m0042 from './20251125_0042_info_pages.ts';
import * as m0043 from './20251125_0043_health_tracker.ts';
import * as m0044 from './20251125_0044_profile.ts';
import * as m0045 from './20251125_0045_privacy_rights.ts';
import * as m0046 from './20251125_0046_catalog_admin.ts';
import * as m0047 from './20251125_0047_stock_ledger.ts';
import * as m0048 from './20251125_0048_people.ts';
import * as m0009payments from './20251121_0009_payment_sandbox.ts';
import * as m0010shipping from './20251121_0010_shipping_sandbox.ts';
import * as m0011jobs from './20251121_0011_jobs.ts';
import * as m0012cart from './20251121_0012_cart.ts';
import * as m0013orders from './20251121_0013_orders.ts';
import * as m0014consents from './20251121_0014_consents_rate_limits.ts';
import * as m0015sessions from './20251121_0015_session_devices.ts';
import * as m0016limits from './20251121_0016_purchase_limits.ts';
import * as m0017webhooks from './20251121_0017_durable_webhooks.ts';
import * as m0018pins from './20251121_0018_address_pin_source.ts';
import * as m0019selection from './20251121_0019_cart_selection.ts';
import * as m0020timeZone from './20251121_0020_pharmacy_time_zone.ts';
import * as m0021pickupCode from './20251121_0021_pickup_code.ts';
import * as m0022catalogTextEn from './20251121_0022_catalog_text_en.ts';
import * as m0023deliveryIssues from './20251121_0023_order_delivery_issues.ts';
import * as m0024media from './20251121_0024_media.ts';
import * as m0025files from './20251121_0025_files.ts';
import * as m0026prescriptions from './20251121_0026_prescriptions.ts';
import * as m0027redemptions from './20251121_0027_prescription_redemptions.ts';
import * as m0028consoleAudit from './20251121_0028_console_audit.ts';
import * as m0029chat from './20251121_0029_chat.ts';
import * as m0030notifications from './20251121_0030_notifications.ts';
import * as m0031campaigns from './20251121_0031_campaigns.ts';
import * as m0032doctors from './20251121_0032_doctors.ts';
import * as m0033wallet from './20251121_0033_wallet.ts';
import * as m0035appointments from './20251121_0035_appointments.ts';
import * as m0037promotions from './20251121_0037_promotions_vouchers.ts';
import * as m0039kyc from './20251121_0039_wallet_kyc.ts';
import * as m0040kycConsent from './20251121_0040_wallet_kyc_consent.ts';
import * as m0034consultations from './20251121_0034_consultations.ts';
import * as m0038loyalty from './20251121_0038_loyalty_ledger.ts';
import * as m0001 from './20251121_0001_accounts.ts';
import * as m0002 from './20251121_0002_outbox.ts';
import * as m0003 from './20251121_0003_content.ts';
import * as m0004 from './20251121_0004_catalog.ts';
import * as m0005 from './20251121_0005_pharmacies.ts';
import * as m0006catalog from './20251121_0006_catalog_details.ts';
import * as m0008addresses from './20251121_0008_addresses.ts';
import * as m0007pharmacies from './20251121_0007_pharmacies_hours_regions.ts';

/**
 * Every migration, by name. A static list rather than a directory scan so it works the same under
 * tsx, vitest and a bundler. Append new files here; never edit or rename one that has run.
 */
export const migrations: Record<string, Migration> = {
  '20251121_0001_accounts': m0001,
  '20251121_0002_outbox': m0002,
  '20251121_0003_content': m0003,
  '20251121_0004_catalog': m0004,
  '20251121_0005_pharmacies': m0005,
  '20251121_0006_catalog_details': m0006catalog,
  '20251121_0008_addresses': m0008addresses,
  '20251121_0007_pharmacies_hours_regions': m0007pharmacies,
  '20251121_0009_payment_sandbox': m0009payments,
  '20251121_0010_shipping_sandbox': m0010shipping,
  '20251121_0011_jobs': m0011jobs,
  '20251121_0012_cart': m0012cart,
  '20251121_0013_orders': m0013orders,
  '20251121_0014_consents_rate_limits': m0014consents,
  '20251121_0015_session_devices': m0015sessions,
  '20251121_0016_purchase_limits': m0016limits,
  '20251121_0017_durable_webhooks': m0017webhooks,
  '20251121_0018_address_pin_source': m0018pins,
  '20251121_0019_cart_selection': m0019selection,
  '20251121_0020_pharmacy_time_zone': m0020timeZone,
  '20251121_0021_pickup_code': m0021pickupCode,
  '20251121_0022_catalog_text_en': m0022catalogTextEn,
  '20251121_0023_order_delivery_issues': m0023deliveryIssues,
  '20251121_0024_media': m0024media,
  '20251121_0025_files': m0025files,
  '20251121_0026_prescriptions': m0026prescriptions,
  '20251121_0027_prescription_redemptions': m0027redemptions,
  '20251121_0028_console_audit': m0028consoleAudit,
  '20251121_0029_chat': m0029chat,
  '20251121_0030_notifications': m0030notifications,
  '20251121_0031_campaigns': m0031campaigns,
  '20251121_0032_doctors': m0032doctors,
  '20251121_0033_wallet': m0033wallet,
  '20251121_0035_appointments': m0035appointments,
  '20251121_0034_consultations': m0034consultations,
  '20251121_0037_promotions_vouchers': m0037promotions,
  '20251121_0039_wallet_kyc': m0039kyc,
  '20251121_0040_wallet_kyc_consent': m0040kycConsent,
  '20251121_0038_loyalty_ledger': m0038loyalty,
  '20251125_0041_articles_banners': m0041,
  '20251125_0042_info_pages': m0042,
  '20251125_0043_health_tracker': m0043,
  '20251125_0044_profile': m0044,
  '20251125_0045_privacy_rights': m0045,
  '20251125_0046_catalog_admin': m0046,
  '20251125_0047_stock_ledger': m0047,
  '20251125_0048_people': m0048,
};
