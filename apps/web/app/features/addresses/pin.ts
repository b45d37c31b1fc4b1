import type { PinSource } from '@apotek/contract/addresses';
import { regionAnchor } from '@apotek/contract/region-anchors';

export interface Pin {
  lat: number;
  lng: number;
}

/** Who set a pin in the form; a derived one is the server's and is never sent back. */
export type FormPinSource = Exclude<PinSource, 'derived'>;

/** Five decimals: about a metre, finer than any doorstep needs. */
export function roundPin(point: Pin): Pin {
  return { lat: Number(point.lat.toFixed(5)), lng: Number(point.lng.toFixed(5)) };
}

/** Monas: where the map opens before a province is chosen. */
const JAKARTA: Pin = { lat: -6.1754, lng: 106.8272 };

/** The point the server would derive for the chosen region: the map's starting place without a pin. */
export function regionPoint(provinceCode: string): Pin {
  const anchor = regionAnchor({ province_code: provinceCode });
  return anchor ? { lat: anchor.lat, lng: anchor.lng } : JAKARTA;
}

/** A typed coordinate, or null while it is not yet a number in range. */
export function parseCoordinate(text: string, limit: number): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : null;
}
