import { QUICKLINK_FILE_TYPE_KEYS, QUICKLINK_FILE_TYPES, type QuicklinkFileType } from '@fieldops/contract';
import type { TFunction } from 'i18next';

const isFileType = (value: string): value is QuicklinkFileType => (QUICKLINK_FILE_TYPES as readonly string[]).includes(value);

/** A quicklink's file type in the reader's language (the stored value never changes); a value outside the list as it is. */
export const fileTypeName = (t: TFunction, type: string): string =>
  isFileType(type) ? t(`quicklink.fileTypes.${QUICKLINK_FILE_TYPE_KEYS[type]}`) : type;
