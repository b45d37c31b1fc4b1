/** The wallet module's public face: what workflows, tests and benches may use (ADR 014). */
export { adjustWallet, creditTopUp, payFromWallet, refundToWallet, reverseTransaction } from './ledger.ts';
export { checkLedger, customerBalance, InsufficientFundsError, ledgerIsSound } from './ledger.repository.ts';
export type { LedgerCheck } from './ledger.repository.ts';
export { walletLimitsFromEnv } from './wallet-limits.ts';
export type { WalletLimits } from './wallet-limits.ts';
export { registerWallet } from './wallet.module.ts';
export type { PayableOrder, WalletOrders } from './wallet.ports.ts';
export { TOP_UP_PREFIX, WalletService } from './wallet.service.ts';
