import AddIcon from '@mui/icons-material/Add';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** 'Add New' with STANDARD OBJECTIVE and CUSTOM OBJECTIVE, both to /objective/create. */
export function AddNewMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
      >
        {t('objectives.addNew')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={Link} to={paths.objectiveCreate.url()} onClick={close}>
          {t('objectives.standardObjective')}
        </MenuItem>
        <MenuItem component={Link} to={paths.objectiveCreate.url(true)} onClick={close}>
          {t('objectives.customObjective')}
        </MenuItem>
      </Menu>
    </>
  );
}
