import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The id of the shell's <main>, the skip link's target. */
export const MAIN_ID = 'main-content';

/**
 * 'Skip to content': the first stop of the Tab key on every signed-in page, out of sight until it
 * has the focus, so that a keyboard user need not go through the top bar and the side menu's links
 * to reach the page. It moves the focus to <main> (focusable by script only, tabIndex -1).
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // The focus moves, not the address: a new hash would be a navigation for the router.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        fontWeight: 600,
        // Visually hidden, still read and focusable, until it has the focus.
        '&:not(:focus)': {
          clip: 'rect(0 0 0 0)',
          clipPath: 'inset(50%)',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          p: 0,
          m: '-1px',
          border: 0,
        },
      }}
    >
      {t('shell.skipToContent')}
    </Link>
  );
}
