/**
 * What a visitor of a collection may do (API.md §8): open it (`before_show`) and download from it
 * (`before_download_settings`, the ZIPs, sharing links). One place decides, so that the checks and
 * the downloads cannot disagree.
 */
import { Temporal } from 'temporal-polyfill';
import { verifyPassword } from '../../../platform/auth/passwords.js';
import type { CollectionRow } from './queries.js';
import type { AccessLevel } from '../tables.js';

export type ShowRefusal = 'expired' | 'password_required' | 'wrong_password';
export type DownloadRefusal = ShowRefusal | 'not_downloadable' | 'access_level';

export interface Visitor {
  /** The password the visitor gave, if any. */
  password?: string;
  /** The visitor's access level when they are a collection client; null for anyone else. */
  accessLevel?: AccessLevel | null;
}

/** A collection is open through its `expiry_date`, a day of the studio's time zone. */
export function isExpired(collection: Pick<CollectionRow, 'expiryDate'>, timezone: string, now = Temporal.Now.instant()): boolean {
  if (collection.expiryDate === null) return false;
  const today = now.toZonedDateTimeISO(timezone).toPlainDate();
  return Temporal.PlainDate.compare(today, Temporal.PlainDate.from(collection.expiryDate)) > 0;
}

/** Why the visitor may not open the collection, or null when they may. The password is compared in constant time. */
export async function showRefusal(collection: CollectionRow, visitor: Visitor, timezone: string): Promise<ShowRefusal | null> {
  if (isExpired(collection, timezone)) return 'expired';
  if (collection.passwordHash === null) return null;
  if (visitor.password === undefined || visitor.password === '') return 'password_required';
  return (await verifyPassword(visitor.password, collection.passwordHash)) ? null : 'wrong_password';
}

/** Why the visitor may not download from the collection, or null when they may. */
export async function downloadRefusal(collection: CollectionRow, visitor: Visitor, timezone: string): Promise<DownloadRefusal | null> {
  const refusal = await showRefusal(collection, visitor, timezone);
  if (refusal) return refusal;
  if (!collection.downloadable) return 'not_downloadable';
  if (visitor.accessLevel === 'view') return 'access_level';
  return null;
}

export const REFUSAL_MESSAGES: Record<DownloadRefusal, string> = {
  expired: 'The collection has expired.',
  password_required: 'The collection is password-protected: give its password.',
  wrong_password: 'The password is not the collection\'s.',
  not_downloadable: 'The collection is not downloadable.',
  access_level: 'This visitor\'s access level is view: they may not download.',
};
