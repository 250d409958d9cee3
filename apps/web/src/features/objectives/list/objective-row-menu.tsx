import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface ObjectiveRowMenuProps {
  id: number;
  title: string;
  /** Edit, Duplicate and Delete are admin routes. */
  admin: boolean;
  onDelete: () => void;
}

/** The Actions menu of a row: View, Edit, Duplicate, Delete. */
export function ObjectiveRowMenu({ id, title, admin, onDelete }: ObjectiveRowMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('objectives.actionsFor', { title })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={Link} to={paths.objective.url(id)} onClick={close}>
          {t('objectives.actions.view')}
        </MenuItem>
        {admin && (
          <MenuItem component={Link} to={paths.objectiveEdit.url(id)} onClick={close}>
            {t('objectives.actions.edit')}
          </MenuItem>
        )}
        {admin && (
          <MenuItem component={Link} to={paths.objectiveCopy.url(id)} onClick={close}>
            {t('objectives.actions.duplicate')}
          </MenuItem>
        )}
        {admin && (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              close();
              onDelete();
            }}
          >
            {t('objectives.actions.delete')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
