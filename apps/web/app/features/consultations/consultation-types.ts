/** The wallet as the pay step needs it: usable (active), with its balance. Absent when not offered. */
export interface WalletOption {
  balance: number;
}
