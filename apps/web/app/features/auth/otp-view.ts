import type { OtpChallenge } from '@apotek/contract/auth';

/** What the OTP form may show: where the code went and when a new one may be asked for. */
export interface OtpView {
  destination: string;
  channel: OtpChallenge['channel'];
  resendIn: number;
}
