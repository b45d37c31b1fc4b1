/** The wallet module's public face: what workflows, tests and benches may use (ADR 014). */
export { adjustWallet, creditTopUp, payFromWallet, refundToWallet, reverseTransaction } from './ledger.ts';
export { checkLedger, customerBalance, InsufficientFundsError, ledgerIsSound } from './ledger.repository.ts';
export type { LedgerCheck } from './ledger.repository.ts';
export { walletLimitsFromEnv } from './wallet-limits.ts';
export type { WalletLimits } from './wallet-limits.ts';
export { registerWallet } from './wallet.module.ts';
export { loyaltyConfigFromEnv } from './loyalty-config.ts';
export type { LoyaltyConfig } from './loyalty-config.ts';
export { clawBackCredit, creditLoyalty, expireDue, openAccount, redeemLoyalty, releaseRedeem } from './loyalty-ledger.ts';
export type { Clawback, CreditKind, LoyaltyCredit } from './loyalty-ledger.ts';
export type { HeldRedeem } from './loyalty.repository.ts';
export { allowanceKey, earnKey, LoyaltyService } from './loyalty.service.ts';
export type { LedgerCurrency, LoyaltyCurrency } from './wallet.tables.ts';
export { registerKyc } from './kyc.routes.ts';
export type { KycPorts } from './kyc.service.ts';
export type { PayableOrder, WalletOrders } from './wallet.ports.ts';
export { TOP_UP_PREFIX, WalletService } from './wallet.service.ts';
