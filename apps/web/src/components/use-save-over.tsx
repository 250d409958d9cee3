import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { useConfirm } from './use-confirm';

/**
 * An edit form's save made on the version of the record it was opened on (contract
 * record-version.ts). When someone has saved the record since (409 CHANGED_SINCE, nothing
 * written), it asks whether to save over their change: yes sends the same write without the
 * version; no leaves what was typed on screen. Resolves true once saved. A form that stays open
 * once saved (a store result's) goes on from the version its save answered: `savedAs`.
 */
export function useSaveOver(openedOn: string | undefined): {
  saveOver: (write: (version: string | undefined) => Promise<unknown>) => Promise<boolean>;
  savedAs: (version: string) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { confirm, dialog } = useConfirm();
  // The version the form's values came from: a refetch of the record meanwhile does not change them.
  const [version, savedAs] = useState(openedOn);
  const saveOver = async (write: (version: string | undefined) => Promise<unknown>): Promise<boolean> => {
    try {
      await write(version);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'CHANGED_SINCE')) throw error;
      const over = await confirm({
        title: t('common.changedTitle'),
        text: `${error.text()} ${t('common.changedText')}`,
        confirmLabel: t('common.saveOver'),
      });
      if (!over) return false;
      await write(undefined);
      return true;
    }
  };
  return { saveOver, savedAs, dialog };
}
