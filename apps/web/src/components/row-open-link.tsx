import { Link } from '@mui/material';
import type { ReactNode } from 'react';

interface RowOpenLinkProps {
  onOpen: () => void;
  children: ReactNode;
  /** The button's name when it should say more than the text. */
  ariaLabel?: string;
  /** Keeps the text on one line (a person's name), cut with an ellipsis past 14rem, a list cell's width (its whole text stays its accessible name). */
  noWrap?: boolean;
}

const NO_WRAP = { whiteSpace: 'nowrap', maxWidth: '14rem', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' } as const;

/** A record's name in a list, as a link-styled button that opens it (its form, its detail, its preview). */
export function RowOpenLink({ onOpen, children, ariaLabel, noWrap }: RowOpenLinkProps) {
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={onOpen}
      aria-label={ariaLabel}
      sx={{ textAlign: 'left', fontWeight: 600, ...(noWrap ? NO_WRAP : {}) }}
    >
      {children}
    </Link>
  );
}
