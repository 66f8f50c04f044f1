/**
 * Parcels of printed course material. Staff pick the carrier from a fixed list of Chinese carriers; a tracking
 * number must look like that carrier's numbers (or, for a carrier whose numbers vary, like a tracking number
 * at all), so a typo is caught before the family is told.
 */
export interface Carrier {
  code: string;
  /** The name stored with the parcel and shown to the family. */
  name: string;
  /** What this carrier's tracking numbers look like. */
  pattern: RegExp;
}

/** Letters and digits, 8 to 30 of them: what any carrier's tracking number looks like. */
export const GENERAL_TRACKING_PATTERN = /^[A-Z0-9]{8,30}$/;

export const CARRIERS = [
  { code: 'SF', name: '顺丰速运', pattern: /^SF\d{12,13}$/ },
  { code: 'EMS', name: '中国邮政 EMS', pattern: /^(1\d{12}|[A-Z]{2}\d{9}[A-Z]{2})$/ },
  { code: 'JD', name: '京东物流', pattern: /^JD[A-Z0-9]{13,18}$/ },
  { code: 'ZTO', name: '中通快递', pattern: /^\d{12,15}$/ },
  { code: 'YTO', name: '圆通速递', pattern: /^YT\d{13,15}$/ },
  { code: 'STO', name: '申通快递', pattern: /^\d{12,15}$/ },
  { code: 'YD', name: '韵达快递', pattern: /^\d{13,15}$/ },
  { code: 'JT', name: '极兔速递', pattern: /^JT\d{13}$/ },
  { code: 'DBL', name: '德邦快递', pattern: /^(DPK\d{12}|\d{10})$/ },
  { code: 'OTHER', name: '其他快递', pattern: GENERAL_TRACKING_PATTERN },
] as const satisfies readonly Carrier[];

export type CarrierCode = (typeof CARRIERS)[number]['code'];
export const CARRIER_CODES = CARRIERS.map((carrier) => carrier.code) as [CarrierCode, ...CarrierCode[]];

/** A carrier by its code or by its name as a spreadsheet spells it (顺丰速运, 顺丰, sf). */
export function carrierOf(value: string): Carrier | null {
  const key = value.trim();
  if (!key) return null;
  const upper = key.toUpperCase();
  return (
    CARRIERS.find((carrier) => carrier.code === upper) ??
    CARRIERS.find((carrier) => carrier.name === key || carrier.name.replace(/\s/g, '').startsWith(key.replace(/\s/g, ''))) ??
    null
  );
}

/** The tracking number as stored: without spaces, in capitals. */
export function normalTrackingNo(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether a tracking number (already normalised) fits the carrier. */
export function trackingFits(carrier: Carrier, trackingNo: string): boolean {
  return carrier.pattern.test(trackingNo);
}

/** Why a correction was made: what the family's order page and the audit log keep. */
export const SHIPPING_REASON_MAX = 200;

/** The CSV import: a file at most this big and with at most this many rows of data. */
export const SHIP_IMPORT_MAX_BYTES = 256 * 1024;
export const SHIP_IMPORT_MAX_ROWS = 2000;

/** What became of one row of a tracking-number import. */
export const SHIP_IMPORT_OUTCOMES = [
  'shipped',
  'already-shipped',
  'other-parcel',
  'unknown-order',
  'not-paid',
  'nothing-to-ship',
  'bad-carrier',
  'bad-tracking',
  'duplicate-row',
] as const;
export type ShipImportOutcome = (typeof SHIP_IMPORT_OUTCOMES)[number];
