import AddIcon from '@mui/icons-material/Add';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface AddNewMenuProps {
  onSingleContact: () => void;
  onBulkList: () => void;
}

/** 'Add New' with SINGLE CONTACT (the New modal) and BULK LIST (the import dialog). */
export function AddNewMenu({ onSingleContact, onBulkList }: AddNewMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
      >
        {t('masterData.addNew')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(onSingleContact)}>{t('crm.singleContact')}</MenuItem>
        <MenuItem onClick={pick(onBulkList)}>{t('crm.bulkList')}</MenuItem>
      </Menu>
    </>
  );
}
